"""The pause menu over the game: resume, animation speed, how to play and the rules in play,
settings, save, load, quit to title.

An overlay scene: the game below stays drawn (dimmed) but takes no input and its clock and
animations stop while the menu is open. Esc resumes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ...engine import RuleSet
from ...themes import Theme
from ..kit.animation import SPEED_NAMES
from ..kit.scene import Scene
from ..kit.veil import Veil
from .menu import FocusRing
from ..views.glyphs import draw_line
from ..views.look import (draw_panel, draw_text, holding, make_manager, menu_styles, scale_for,
                          style_font, theme_font)
from .how_to_play import HowToPlayScene
from .rules_view import RulesScene

Callback = Callable[[], None]
#: The line under the buttons while no action has said anything.
RESUME_HINT = "{back} goes back to the game"
INPUT = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
         pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.TEXTINPUT)


class PauseScene(Scene):
    """A panel of big buttons over the dimmed game; a None callback leaves its button disabled."""

    opaque = False

    def __init__(self, theme: Theme, size: tuple[int, int], speed: str, *, on_resume: Callback,
                 on_speed: Callable[[str], None], on_quit_to_title: Callback | None = None,
                 on_settings: Callback | None = None, on_save: Callback | None = None,
                 on_load: Callback | None = None, rules: RuleSet | None = None,
                 colour_help: bool = False) -> None:
        """``rules``: the game's, for How to play and Rules in play (greyed without them);
        ``colour_help``: the player's setting, for How to play's pictures."""
        super().__init__()
        self.rules = rules
        self.colour_help = colour_help
        self.theme = theme
        self.speed = speed
        self.on_resume = on_resume
        self.on_speed = on_speed
        self.size = size
        self.actions: dict[str, Callback | None] = {
            "Resume": self.resume_game,
            "How to play": self._help(lambda rules: HowToPlayScene(
                self.theme, self.size, rules, colour_help=self.colour_help)),
            "Rules in play": self._help(lambda rules: RulesScene(self.theme, self.size, rules)), "Settings": on_settings, "Save game": on_save,
            "Load game": on_load, "Quit to title": on_quit_to_title}
        self.buttons: dict[str, UIButton] = {}
        self.speed_buttons: dict[str, UIButton] = {}
        self.focus: FocusRing | None = None
        self.note = ""  # a line under the buttons: what the last action did ("Saved as ...")
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.veil = Veil(120)
        self.manager = make_manager(theme, size, menu_styles(scale_for(size)))
        self.build()

    # -- layout -------------------------------------------------------------------------------

    def restyle(self) -> None:
        self.manager = make_manager(self.theme, self.size, menu_styles(scale_for(self.size)))
        self.build()

    def build(self) -> None:
        """Lay the menu out for ``self.size``, keeping the keyboard focus where it was."""
        old = self.focus.index if self.focus is not None else -1
        self.manager.clear_and_reset()
        self.manager.set_window_resolution(self.size)
        w, h = self.size
        s = scale_for(self.size)
        gap = max(6, round(12 * s))
        menu_f = style_font(menu_styles(s), "@menu")
        pair = 2 * max(menu_f.size(name)[0] for name in ("How to play", "Rules in play"))
        bw = min(round(w * 0.8), max(320, round(400 * s), pair + 4 * gap + 16))
        bh = holding(menu_f, max(36, round(58 * s)), 1.1)
        head = theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True)
        label = theme_font(self.theme, max(12, round(16 * s)), bold=True)
        pad = round(30 * s)
        inner_h = (head.get_linesize() + gap * 2 + bh + gap + label.get_linesize() + gap // 2
                   + round(bh * 0.8) + gap * 2 + 5 * (bh + gap) + label.get_linesize())
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, inner_h + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        x, y = self.panel.x + pad, self.panel.y + pad + head.get_linesize() + gap * 2
        self.fonts = (head, label, pad)
        order: list[UIButton] = []
        actions: list[Callback] = []
        self.buttons = {}
        resume = self._button("Resume", pygame.Rect(x, y, bw, bh), "@menu_primary")
        order.append(resume)
        actions.append(self._press("Resume"))
        y += bh + gap
        self.speed_label_y = y
        y += label.get_linesize() + gap // 2
        sw = (bw - 2 * gap) // 3
        self.speed_buttons = {}
        for i, name in enumerate(SPEED_NAMES):
            b = UIButton(pygame.Rect(x + i * (sw + gap), y, sw, round(bh * 0.8)), name.capitalize(),
                         self.manager, object_id="@action_primary" if name == self.speed else "@action")
            self.speed_buttons[name] = b
            order.append(b)
            actions.append(self._speed(name))
        y += round(bh * 0.8) + gap * 2
        half = (bw - gap) // 2
        for i, name in enumerate(("How to play", "Rules in play")):
            order.append(self._button(name, pygame.Rect(x + i * (half + gap), y, half, bh), "@menu"))
            actions.append(self._press(name))
        y += bh + gap
        for name in ("Settings", "Save game", "Load game", "Quit to title"):
            b = self._button(name, pygame.Rect(x, y, bw, bh), "@menu")
            order.append(b)
            actions.append(self._press(name))
            y += bh + gap
        self.note_y = y
        self.focus = FocusRing(order, actions)
        if 0 <= old < len(order) and order[old].is_enabled:
            self.focus.focus(order[old])

    def _button(self, name: str, rect: pygame.Rect, style: str) -> UIButton:
        b = UIButton(rect, name, self.manager, object_id=style)
        if self.actions[name] is None:
            b.disable()
            b.set_tooltip("Not available in this game.")
        self.buttons[name] = b
        return b

    # -- actions ------------------------------------------------------------------------------

    def _press(self, name: str) -> Callback:
        def press() -> None:
            action = self.actions[name]
            if action is not None:
                action()
        return press

    def _help(self, make: Callable[[RuleSet], Scene]) -> Callback | None:
        """Open how-to-play or the rules in play over the menu, for this game's rules."""
        rules = self.rules
        if rules is None:
            return None

        def open_it() -> None:
            if self.stack is not None:
                self.stack.push(make(rules))
        return open_it

    def _speed(self, name: str) -> Callback:
        def choose() -> None:
            self.speed = name
            self.on_speed(name)
            self._mark_speed()
        return choose

    def _mark_speed(self) -> None:
        """The chosen speed's button in the accent color, the others plain."""
        for name, button in self.speed_buttons.items():
            style = "@action_primary" if name == self.speed else "@action"
            if not button.object_ids or button.object_ids[-1] != style:
                button.change_object_id(style)

    def show_speed(self, speed: str) -> None:
        """The game's speed was changed elsewhere (the settings screen)."""
        self.speed = speed
        self._mark_speed()

    def reopen(self, size: tuple[int, int], speed: str) -> None:
        """Show the menu again (it is kept between pauses): focus on Resume, speed as it is."""
        self.note = ""
        self.speed = speed
        if size != self.size:
            self.size = size
            self.build()
        else:
            self._mark_speed()
        if self.focus is not None:
            self.focus.focus(self.buttons["Resume"])

    def resume_game(self) -> None:
        """Close the menu and go on playing."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
        self.on_resume()

    # -- the scene ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.VIDEORESIZE:
            self.size = (max(800, event.w), max(600, event.h))
            self.build()
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if self.manager.process_events(event):
            return True
        if event.type == UI_BUTTON_PRESSED:
            element = event.ui_element
            if self.focus is not None and element in self.focus.buttons:
                i = self.focus.buttons.index(element)
                self.focus.focus(element)
                self.focus.actions[i]()
            return True
        if event.type == pygame.KEYDOWN and self.focus is not None:
            self.focus.handle_key(event)
        return event.type in INPUT or event.type >= pygame.USEREVENT

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.size = surface.get_size()
            self.build()
        self.veil.draw(surface)
        draw_panel(surface, self.theme, self.panel)
        head, label, pad = self.fonts
        p = self.theme.palette
        draw_text(surface, "Paused", head, p.accent, (self.panel.centerx, self.panel.y + pad), "midtop")
        draw_text(surface, "Animation speed for this game", label, p.muted,
                  (self.panel.x + pad, self.speed_label_y), "topleft", self.panel.w - 2 * pad)
        note, ink = (self.note, p.accent) if self.note else (RESUME_HINT, p.muted)
        draw_line(surface, self.naming.pieces(note), label, ink, self.theme,
                  (self.panel.centerx, self.note_y), "midtop", self.panel.w - 2 * pad)
        self.manager.draw_ui(surface)
        if self.focus is not None:
            self.focus.draw(surface, self.theme)
