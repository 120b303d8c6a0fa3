"""The title scene: the game's name in the theme's style, its board and tokens, and the main menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ... import __version__
from ...themes import Theme
from ..views.board import BoardRenderer
from ..kit.fonts import draw_lines, text_size, wrap
from ..views.glyphs import draw_line
from .menu import FocusRing, MenuScene
from ..views.look import (banner_font, banner_height, color, draw_banner, draw_text,
                          draw_token_disc, theme_font)
from ...themes import theme_by_id

Callback = Callable[[], None]
BOARD_TILT = 9  # degrees the decorative board is turned
#: How to go round the menu, in the names of what the person last played with.
HINT = "{up}/{down} or {next} to choose, {press} to confirm"


class TitleScene(MenuScene):
    """New game, Continue (when there is an autosave), Load, Settings, How to play, Join a
    game (at a table on another machine), Quit."""

    LABELS = ("New game", "Continue", "Load", "Settings", "How to play", "Join a game", "Quit")

    def __init__(self, app: Any, on_new: Callback, on_continue: Callback | None,
                 on_load: Callback | None, on_settings: Callback | None, on_quit: Callback,
                 can_continue: bool, *, theme: Theme | None = None, markers: bool = False,
                 on_how_to_play: Callback | None = None,
                 on_join: Callback | None = None) -> None:
        """A None callback leaves its button disabled (the feature is not available);
        ``markers``: the board with its color-blind patterns (a setting)."""
        self.callbacks: tuple[Callback | None, ...] = (on_new, on_continue, on_load, on_settings,
                                                       on_how_to_play, on_join, on_quit)
        self.can_continue = can_continue
        self.buttons: list[UIButton] = []
        self.focus: FocusRing | None = None
        self.markers = markers
        self._board: pygame.Surface | None = None
        self._board_key: tuple[str, int, bool, int] = ("", 0, False, 0)
        super().__init__(app, theme or theme_by_id("classic"))

    # -- layout -------------------------------------------------------------------------------

    def _layout(self) -> dict[str, Any]:
        """Where the title, tagline, tokens and buttons go: one block centred in the right column."""
        w, h = self.size
        s = self.scale
        x = round(w * 0.47)
        col = pygame.Rect(x, 0, w - x - round(w * 0.05), h)
        title_f = banner_font(self.theme, self.theme.title.upper(), col.w, round(62 * s))
        tag_f = theme_font(self.theme, max(13, round(24 * s)))
        tag = wrap(self.theme.tagline, tag_f, col.w)
        token = min(round(62 * s), col.w // 9)
        bw, bh = min(col.w, round(440 * s)), max(40, round(64 * s))
        gap = max(8, round(14 * s))
        hint_f = theme_font(self.theme, max(11, round(15 * s)))
        parts = [banner_height(title_f), round(18 * s), len(tag) * tag_f.get_linesize(),
                 round(20 * s), token + round(6 * s), round(46 * s),
                 len(self.LABELS) * bh + (len(self.LABELS) - 1) * gap, round(22 * s),
                 hint_f.get_linesize()]
        room = h - 2 * round(h * 0.02)
        if sum(parts) > room:  # large text: no room for the tokens' parade
            token = 0
            parts[4:6] = [0, round(20 * s)]
        if sum(parts) > room:  # nor for the room between the parts at their ease
            gap = max(4, gap // 2)
            parts[6] = len(self.LABELS) * bh + (len(self.LABELS) - 1) * gap
            for i in (1, 3, 5, 7):
                parts[i] //= 2
        y = max(round(h * 0.02), (h - sum(parts)) // 2)
        tops = []
        for part in parts:
            tops.append(y)
            y += part
        return {"col": col, "title_size": round(62 * s), "banner": tops[0],
                "tag": tops[2], "tag_font": tag_f, "tag_lines": tag, "tokens": tops[4] + round(6 * s) + token // 2,
                "token": token, "buttons": tops[6], "bw": bw, "bh": bh, "gap": gap,
                "hint": tops[8], "hint_font": hint_f}

    def build(self) -> None:
        lay = self._layout()
        col, bw, bh, gap = lay["col"], lay["bw"], lay["bh"], lay["gap"]
        old = self.focus.index if self.focus else 0
        self.buttons = []
        for i, label in enumerate(self.LABELS):
            rect = pygame.Rect(col.centerx - bw // 2, lay["buttons"] + i * (bh + gap), bw, bh)
            button = UIButton(rect, label, self.manager,
                              object_id="@menu_primary" if i == 0 else "@menu")
            self.buttons.append(button)
        if not self.can_continue or self.callbacks[1] is None:
            self.buttons[1].disable()
            self.buttons[1].set_tooltip("No game to continue yet: the autosave appears after a turn.")
        for button, callback in zip(self.buttons, self.callbacks):
            if callback is None:
                button.disable()
        actions = [self._press(i) for i in range(len(self.LABELS))]
        self.focus = FocusRing(self.buttons, actions)
        if 0 < old < len(self.buttons):
            self.focus.focus(self.buttons[old])

    def _press(self, i: int) -> Callback:
        def press() -> None:
            callback = self.callbacks[i]
            if callback is not None:
                self.click()
                callback()
        return press

    @property
    def button_new(self) -> UIButton:
        return self.buttons[0]

    @property
    def button_continue(self) -> UIButton:
        return self.buttons[1]

    # -- input ---------------------------------------------------------------------------------

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.type == UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            i = self.buttons.index(event.ui_element)
            assert self.focus is not None
            self.focus.focus(self.buttons[i])
            self._press(i)()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.focus is not None:
            self.focus.focus(self.buttons[-1])  # Esc points at Quit; Enter confirms
            return True
        return self.focus.handle_key(event) if self.focus else False

    # -- drawing -------------------------------------------------------------------------------

    def _board_image(self) -> pygame.Surface:
        w, h = self.size
        side = round(min(w * 0.5, h * 0.98))
        key = (self.theme.id, side, self.markers, text_size())
        if self._board is None or self._board_key != key:
            board = BoardRenderer(self.theme, markers=self.markers).render(side).convert_alpha()
            self._board = pygame.transform.rotozoom(board, BOARD_TILT, 1.0)
            self._board_key = key
        return self._board

    def draw_under(self, surface: pygame.Surface) -> None:
        super().draw_under(surface)
        w, h = self.size
        p = self.theme.palette
        s = self.scale
        board = self._board_image()
        center = (round(w * 0.235), round(h * 0.5))
        shadow = pygame.Surface(board.get_size(), pygame.SRCALPHA)
        shadow_col = color(p.line)
        shadow_col.a = 70
        pygame.mask.from_surface(board).to_surface(shadow, setcolor=shadow_col,
                                                   unsetcolor=(0, 0, 0, 0))
        off = round(14 * s)
        surface.blit(shadow, shadow.get_rect(center=(center[0] + off, center[1] + off)))
        surface.blit(board, board.get_rect(center=center))

        lay = self._layout()
        col = lay["col"]
        draw_banner(surface, self.theme, self.theme.title.upper(),
                    pygame.Rect(col.x, lay["banner"], col.w, 0), lay["title_size"])
        draw_lines(surface, lay["tag_lines"], lay["tag_font"], color(p.text), col.centerx, lay["tag"])
        # The tokens on parade between the tagline and the menu.
        size = lay["token"]
        if not size:
            return
        tokens = self.theme.tokens
        step = size + round(8 * s)
        x0 = col.centerx - step * (len(tokens) - 1) // 2
        for i, token in enumerate(tokens):
            lift = round(6 * s) if i % 2 else 0
            draw_token_disc(surface, self.theme, token.id, (x0 + i * step, lay["tokens"] - lift), size)

    @property
    def hint(self) -> str:
        """How to choose, in the words of what the person last played with (keys or a pad)."""
        return self.naming.say(HINT)

    def draw_over(self, surface: pygame.Surface) -> None:
        w, h = self.size
        p = self.theme.palette
        s = self.scale
        if self.focus is not None:
            self.focus.draw(surface, self.theme)
        lay = self._layout()
        col = lay["col"]
        draw_line(surface, self.naming.pieces(HINT), lay["hint_font"], p.muted, self.theme,
                  (col.centerx, lay["hint"]), "midtop", col.w)
        draw_text(surface, f"v{__version__}", lay["hint_font"], p.muted,
                  (w - round(12 * s), h - round(8 * s)), "bottomright")
