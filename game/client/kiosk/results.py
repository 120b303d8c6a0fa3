"""How a kiosk game ended, shown over its final board: the winner and everyone's worth.

After an attract game it stays a few seconds and the next game begins (a touch starts quick
play); after quick play it offers big buttons for what next.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ..kit.app import INPUT_EVENTS
from ..kit.scene import Scene
from ..views.look import (draw_banner, draw_panel, draw_text, draw_token_disc, make_manager,
                          menu_styles, player_color, scale_for, theme_font)
from ..table.scene import GameScene
from ..views.glyphs import draw_line
from ..kit.pads import pad_press
from ..kit.touch import TOUCH_TARGET, touched
from ..kit.veil import Veil

Callback = Callable[[], None]


class ResultsScene(Scene):
    """The standings over the finished game; ``seconds`` later (if given) ``on_done`` is called."""

    opaque = False

    def __init__(self, table: GameScene, size: tuple[int, int], *, seconds: float | None = None,
                 on_done: Callback | None = None, on_touch: Callback | None = None,
                 choices: Sequence[tuple[str, Callback]] = ()) -> None:
        super().__init__()
        self.table = table
        self.size = size
        self.left = seconds
        self.on_done = on_done
        self.on_touch = on_touch
        self.choices = list(choices)
        self.manager = make_manager(table.theme, size, menu_styles(scale_for(size)))
        self.buttons: dict[str, UIButton] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.veil = Veil(110)
        self.build()

    @property
    def ranking(self) -> list[int]:
        """Players from the richest to the poorest; the bankrupt last."""
        g = self.table.game
        worth = g.worth_at_end or tuple(g.worth(p) for p in range(g.n))
        return sorted(range(g.n), key=lambda p: (not g.active[p], -worth[p], p))

    def build(self) -> None:
        s = scale_for(self.size)
        middle = self.table.board_middle
        g = self.table.game
        self.row_h = max(44, round(58 * s))
        self.pad = round(26 * s)
        self.banner_size = max(24, round(46 * s))
        self.line_f = theme_font(self.table.theme, max(14, round(20 * s)))
        self.name_f = theme_font(self.table.theme, max(16, round(24 * s)), bold=True)
        self.button_h = max(TOUCH_TARGET, round(70 * s))
        footer = self.button_h if self.choices else self.line_f.get_linesize()
        height = (2 * self.pad + round(self.banner_size * 1.9) + self.line_f.get_linesize()
                  + round(12 * s) + g.n * self.row_h + round(18 * s) + footer)
        width = min(self.size[0] - 20, max(round(middle.w * 0.92), round(520 * s)))
        self.panel = pygame.Rect(0, 0, width, min(height, self.size[1] - 20))
        self.panel.center = middle.center
        self.panel.clamp_ip(pygame.Rect((0, 0), self.size))
        self.manager.clear_and_reset()
        self.buttons = {}
        if self.choices:
            gap = round(16 * s)
            n = len(self.choices)
            bw = (self.panel.w - 2 * self.pad - (n - 1) * gap) // n
            y = self.panel.bottom - self.pad - self.button_h
            for i, (label, _) in enumerate(self.choices):
                rect = pygame.Rect(self.panel.x + self.pad + i * (bw + gap), y, bw, self.button_h)
                self.buttons[label] = UIButton(rect, label, self.manager,
                                               object_id="@menu_primary" if i == 0 else "@menu")

    # -- the scene ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.manager.process_events(event):
            return True
        if event.type == UI_BUTTON_PRESSED:
            for label, act in self.choices:
                if event.ui_element is self.buttons.get(label):
                    act()
                    return True
        if (touched(event) or pad_press(event)) and self.on_touch is not None:
            self.on_touch()
        return event.type in INPUT_EVENTS

    def update(self, dt: float) -> None:
        self.manager.update(dt)
        if self.left is None:
            return
        self.left -= dt
        if self.left <= 0 and self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()

    def draw(self, surface: pygame.Surface) -> None:
        self.veil.draw(surface)
        theme = self.table.theme
        p = theme.palette
        g = self.table.game
        s = scale_for(self.size)
        draw_panel(surface, theme, self.panel)
        inner = self.panel.inflate(-2 * self.pad, -2 * self.pad)
        names = " and ".join(g.names[w] for w in g.winners) or "Nobody"
        title = f"{names} win{'s' if len(g.winners) == 1 else ''}!"
        y = draw_banner(surface, theme, title, pygame.Rect(inner.x, inner.y, inner.w, 0),
                        self.banner_size) + round(8 * s)
        reason = f"Game over: {g.end_reason}." if g.end_reason else "Game over."
        draw_text(surface, reason, self.line_f, p.muted, (inner.centerx, y), "midtop", inner.w)
        y += self.line_f.get_linesize() + round(12 * s)
        worth = g.worth_at_end or tuple(g.worth(q) for q in range(g.n))
        disc = round(self.row_h * 0.8)
        for rank, q in enumerate(self.ranking):
            mid = y + self.row_h // 2
            token = theme.tokens[self.table.seats[q].token].id
            draw_token_disc(surface, theme, token, (inner.x + disc // 2, mid), disc,
                            player_color(q))
            figure = theme.currency + f"{worth[q]:,}" if g.active[q] else "bankrupt"
            fig_rect = draw_text(surface, figure, self.name_f, p.text if g.active[q] else p.muted,
                                 (inner.right, mid), "midright")
            draw_text(surface, f"{rank + 1}. {g.names[q]}", self.name_f,
                      p.accent if q in g.winners else p.text, (inner.x + disc + round(14 * s), mid),
                      "midleft", fig_rect.x - inner.x - disc - round(28 * s))
            y += self.row_h
        if self.left is not None:
            line = (f"Next game in {max(1, round(self.left))} s  ·  touch "
                    + ("or press {press} " if self.naming.pad else "") + "to play")
            draw_line(surface, self.naming.pieces(line), self.line_f, p.muted, theme,
                      (inner.centerx, inner.bottom), "midbottom", inner.w)
        self.manager.draw_ui(surface)
