"""'Still playing?': when quick play has had no touch for a while, a countdown asks.

A touch anywhere (the big button included) answers yes and play goes on; when the countdown
runs out the visitor has gone, and ``on_gone`` drops the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.app import INPUT_EVENTS
from ..kit.scene import Scene
from ..views.glyphs import draw_line
from ..views.look import draw_panel, draw_text, make_manager, menu_styles, scale_for, theme_font
from ..kit.pads import pad_press
from ..kit.touch import TOUCH_TARGET, touched
from ..kit.veil import Veil

CARRY_ON = "Touch the screen to carry on."
PAD_CARRY_ON = "Touch the screen or press {press} to carry on."


class StillPlayingScene(Scene):
    """A countdown over the game with one big 'Keep playing' button. The game under it waits,
    held still and dimmed as it was when the question came up (see Veil.hold)."""

    def __init__(self, theme: Theme, size: tuple[int, int], seconds: float,
                 on_stay: Callable[[], None], on_gone: Callable[[], None]) -> None:
        super().__init__()
        self.theme = theme
        self.size = size
        self.left = seconds
        self.on_stay = on_stay
        self.on_gone = on_gone
        self.answered = False
        s = scale_for(size)
        styles = menu_styles(s)
        # square, like the panel round it: pygame-gui draws a rounded button at four times its
        # size, and one this wide would hold 16 MB more of a kiosk's memory while it is shown
        styles["@menu_primary"] = {**styles["@menu_primary"], "misc": {"shape": "rectangle"}}
        self.manager = make_manager(theme, size, styles)
        w, h = size
        pad = round(36 * s)
        bh = max(round(TOUCH_TARGET * 1.5), round(110 * s))
        words = sum(f.get_linesize() for f in self._fonts()) + round(12 * s)  # larger text: taller
        self.panel = pygame.Rect(0, 0, min(w - 40, max(560, round(760 * s))),
                                 min(h - 40, max(360, round(470 * s), 2 * pad + words + bh)))
        self.panel.center = (w // 2, h // 2)
        self.button = UIButton(pygame.Rect(self.panel.x + pad, self.panel.bottom - pad - bh,
                                           self.panel.w - 2 * pad, bh),
                               "Keep playing", self.manager, object_id="@menu_primary")
        self.pad = pad
        self.veil = Veil(140)

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        screen = pygame.display.get_surface()
        return screen is not None and self.veil.holds(screen.get_size())

    def enter(self) -> None:
        self.veil.hold(pygame.display.get_surface())

    def exit(self) -> None:
        self.veil.hold(None)

    def stay(self) -> None:
        if not self.answered:
            self.answered = True
            self.on_stay()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.manager.process_events(event)
        if touched(event) or pad_press(event):
            self.stay()
        return event.type in INPUT_EVENTS

    def update(self, dt: float) -> None:
        self.manager.update(dt)
        self.left -= dt
        if self.left <= 0 and not self.answered:
            self.answered = True
            self.on_gone()

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font,
                              pygame.font.Font]:
        """The heading's, the line's, the count's and the count's caption's."""
        s = scale_for(self.size)
        return (theme_font(self.theme, max(26, round(52 * s)), bold=True, title=True),
                theme_font(self.theme, max(15, round(24 * s))),
                theme_font(self.theme, max(30, round(64 * s)), bold=True, title=True),
                theme_font(self.theme, max(13, round(18 * s))))

    def draw(self, surface: pygame.Surface) -> None:
        self.veil.draw(surface)
        p = self.theme.palette
        draw_panel(surface, self.theme, self.panel)
        x, y = self.panel.centerx, self.panel.y + self.pad
        head, body, count, small = self._fonts()
        draw_text(surface, "Still playing?", head, p.accent, (x, y), "midtop")
        y += head.get_linesize()
        draw_line(surface, self.naming.pieces(PAD_CARRY_ON if self.naming.pad else CARRY_ON),
                  body, p.text, self.theme, (x, y), "midtop", self.panel.w - 2 * self.pad)
        y += body.get_linesize()
        block = count.get_linesize() + small.get_linesize()
        y += (self.button.rect.y - y - block) // 2
        draw_text(surface, str(max(0, math.ceil(self.left))), count, p.text, (x, y), "midtop")
        draw_text(surface, "seconds until this game ends", small, p.muted,
                  (x, y + count.get_linesize()), "midtop")
        self.manager.draw_ui(surface)
