"""The attract loop's overlay: 'Touch to play' and what is happening, over a game that plays itself.

The game scene below plays a computer-only game; this overlay takes every input (a touch
anywhere starts quick play) and, in the column beside the board, explains the game's notable
moments as they happen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

import pygame

from ...engine import Game
from ...engine import events as ev
from ..kit.app import INPUT_EVENTS
from ..kit.fonts import wrap
from ..kit.scene import Scene
from ..table.panels import backdrop, flatten
from ..kit.naming import Naming
from ..views.glyphs import draw_line
from ..views.look import banner_box, box_font, banner_font, banner_reach, draw_text, scale_for, theme_font
from ..table.scene import GameScene
from .explain import Explainer, Explanation
from ..kit.pads import Pads, pad_press
from ..kit.touch import touched

CAPTION = "Touch to play"
PAD_CAPTION = "Touch or press {press}"  # with a game controller plugged in
HOLD = 4.0  # seconds an explanation stays before a waiting one takes its place
EARLIER = 3  # explanations kept below the newest, smaller, while there is room


class AttractOverlay(Scene):
    """Caption and explanations over a self-playing game; any touch calls ``on_touch``.

    The explanation takes the place of the game's log, the caption that of its turn buttons
    (hidden in a game without people)."""

    opaque = False

    def __init__(self, table: GameScene, on_touch: Callable[[], None],
                 on_escape: Callable[[], None] | None = None, pads: Pads | None = None) -> None:
        """``on_escape``: what Esc does (None: nothing, as in the locked kiosk); ``pads``: the
        game controllers plugged in (the caption then asks for a button too)."""
        super().__init__()
        self.table = table
        self.on_touch = on_touch
        self.on_escape = on_escape
        self.explainer = Explainer(table.game, table.words)
        self.shown: Explanation | None = None
        self.waiting: Explanation | None = None
        self.shown_for = 0.0
        self.earlier: deque[Explanation] = deque(maxlen=EARLIER)
        self.changes = 0  # how often the explanation on show changed, to know when to redraw it
        self._box: tuple[tuple[int, tuple[int, int], float], pygame.Surface] | None = None
        self._caption: tuple[tuple[str, Naming, tuple[int, int]], pygame.Surface] | None = None
        self.pads = pads

    def observe(self, game: Game, events: list[ev.Event]) -> None:
        """The game scene's ``on_events``: keep the weightiest explanation waiting its turn."""
        found = self.explainer.explain(events)
        if found is not None and (self.waiting is None or found.weight >= self.waiting.weight):
            self.waiting = found

    def handle_event(self, event: pygame.event.Event) -> bool:
        if touched(event) or pad_press(event):
            self.on_touch()
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
              and self.on_escape is not None):
            self.on_escape()
        return event.type in INPUT_EVENTS

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.waiting is not None and (self.shown is None or self.shown_for >= HOLD
                                         or self.waiting.weight > self.shown.weight):
            if self.shown is not None:
                self.earlier.appendleft(self.shown)
            self.shown, self.waiting = self.waiting, None
            self.shown_for = 0.0
            self.changes += 1

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The explanation over the log, the caption over the turn buttons (drawn once each)."""
        lay = self.table.layout
        s = scale_for(surface.get_size())
        box, caption = lay.log, lay.buttons
        key = (self.changes, box.size, s)
        if self._box is None or self._box[0] != key:
            self._box = (key, self.explanation_image(box.size, s))
        surface.blit(self._box[1], box)
        text = PAD_CAPTION if self.pads is not None and self.pads.opened else CAPTION
        said = (text, self.naming, caption.size)
        if self._caption is None or self._caption[0] != said:
            self._caption = (said, self.caption_image(caption.size, text))
        surface.blit(self._caption[1], caption)

    def explanation_image(self, size: tuple[int, int], s: float) -> pygame.Surface:
        theme = self.table.theme
        p = theme.palette
        image = pygame.Surface(size, pygame.SRCALPHA)
        box = image.get_rect()
        pygame.draw.rect(image, p.space, box, border_radius=8)
        pygame.draw.rect(image, p.line, box, 2, border_radius=8)
        inner, title_f, body_f, lines = self.explanation_layout(size, s)
        shown = self.explained
        y = inner.y
        draw_text(image, shown.title, title_f, p.accent, (inner.x, y), max_width=inner.w)
        y += title_f.get_linesize() + round(4 * s)
        for line in lines:
            draw_text(image, line, body_f, p.text, (inner.x, y))
            y += body_f.get_linesize()
        head_f = theme_font(theme, max(12, round(17 * s)), bold=True)
        small_f = theme_font(theme, max(12, round(17 * s)))
        for old in self.earlier:
            old_lines = wrap(old.text, small_f, inner.w)
            need = (round(14 * s) + head_f.get_linesize()
                    + len(old_lines) * small_f.get_linesize())
            if y + need > inner.bottom:
                break
            y += round(8 * s)
            pygame.draw.line(image, p.muted, (inner.x, y), (inner.right, y))
            y += round(6 * s)
            draw_text(image, old.title, head_f, p.muted, (inner.x, y), max_width=inner.w)
            y += head_f.get_linesize()
            for line in old_lines:
                draw_text(image, line, small_f, p.muted, (inner.x, y))
                y += small_f.get_linesize()
        return flatten(image, backdrop(theme))

    @property
    def explained(self) -> Explanation:
        """What the box explains: the last thing of weight, or how the loop works."""
        return self.shown or Explanation(
            "Watch, then play", "The computer plays a short game here. Touch the screen to "
            "play one yourself against the computer.", 0)

    def explanation_layout(self, size: tuple[int, int], s: float
                           ) -> tuple[pygame.Rect, pygame.font.Font, pygame.font.Font, list[str]]:
        """The box's inside, the title's font, and the body's font and lines: the largest font
        down to the 100% size that shows the text whole (cut with an ellipsis only below it)."""
        theme = self.table.theme
        pad = max(8, round(18 * s))
        inner = pygame.Rect((0, 0), size).inflate(-2 * pad, -2 * pad)
        title_f = theme_font(theme, max(16, round(28 * s)), bold=True, title=True)
        top = inner.y + title_f.get_linesize() + round(4 * s)
        body_f, lines = box_font(theme, self.explained.text, inner.w, inner.bottom - top,
                                 max(14, round(21 * s)))
        return inner, title_f, body_f, _fitting(lines, body_f, inner.bottom - top)

    def caption_image(self, size: tuple[int, int], text: str = CAPTION) -> pygame.Surface:
        """The caption on the theme's accent banner, as the board's title is drawn, with the
        button it names drawn as the pad has it."""
        theme = self.table.theme
        image = pygame.Surface(size, pygame.SRCALPHA)
        pieces = [p.upper() if isinstance(p, str) else p for p in self.naming.pieces(text)]
        room = image.get_rect().inflate(-6, 0)
        f = banner_font(theme, self.naming.say(text).upper(), room.w, round(size[1] * 0.5),
                        room.h)
        box = banner_box(image, theme, room.move(0, (room.h - banner_reach(f)) // 2), f)
        draw_line(image, pieces, f, theme.palette.accent_text, theme, box.center, "center",
                  box.w - f.get_height())
        return flatten(image, backdrop(theme))


def _fitting(lines: Sequence[str], f: pygame.font.Font, height: int) -> list[str]:
    """As many lines as the height holds; the last one kept ends in an ellipsis if cut."""
    room = max(0, height // f.get_linesize())
    if len(lines) <= room:
        return list(lines)
    kept = list(lines[:room])
    if kept:
        kept[-1] = kept[-1].rstrip(".,:;") + "…"
    return kept
