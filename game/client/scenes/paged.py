"""A book of pages over the dimmed scene below (how to play, the rules in play).

Turned by keyboard (Left/Right, PageUp/PageDown, Home/End; Esc closes; Tab and Enter reach
every button, Next first), by the big Back and Next buttons, or by a horizontal swipe of a
finger or the mouse; dots under the page say where the reader is. The buttons are big enough
for a finger on a kiosk's screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from ...themes import Theme
from ..kit.touch import TOUCH_TARGET
from .menu import FocusRing
from ..views.look import color, draw_text, style_font, theme_font
from .overlay import OverlayScene

PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE)
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN)
#: A swipe turns the page when it moves this share of the panel's width, mostly sideways.
SWIPE_SHARE = 0.08


class PagedScene(OverlayScene):
    """Subclasses say how many pages there are, what each is called and draw its body."""

    def __init__(self, theme: Theme, size: tuple[int, int], page: int = 0,
                 extra_buttons: Sequence[tuple[str, str]] = ()) -> None:
        """``extra_buttons``: (key, label) of buttons beside Close, pressed in :meth:`on_extra`."""
        self.page = 0
        self.buttons: dict[str, UIButton] = {}
        self.focus: FocusRing | None = None
        self.body = pygame.Rect(0, 0, 0, 0)
        self._swipe: tuple[int, int] | None = None
        self.extra_buttons = list(extra_buttons)
        super().__init__(theme, size)
        self.go_to(page)

    # subclasses fill these in
    def page_count(self) -> int:
        return 1

    def page_title(self, page: int) -> str:
        return ""

    def heading(self) -> str:
        """The book's name, above every page."""
        return ""

    def lay_out_pages(self) -> None:
        """The body's size is known (``self.body``): split the content into pages if need be."""

    def draw_page(self, surface: pygame.Surface, page: int, body: pygame.Rect) -> None:
        """The page's content inside ``body``."""

    def on_extra(self, key: str) -> None:
        """One of ``extra_buttons`` was pressed."""

    # -- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        margin = max(12, round(min(w, h) * 0.03))
        self.panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        self.pad = max(14, round(30 * s))
        self.fonts = (theme_font(self.theme, max(13, round(20 * s)), bold=True),
                      theme_font(self.theme, max(20, round(40 * s)), bold=True, title=True),
                      theme_font(self.theme, max(12, round(17 * s))))
        bh = max(TOUCH_TARGET, round(72 * s))
        bw = max(160, round(220 * s))
        gap = max(8, round(14 * s))
        inner = self.panel.inflate(-2 * self.pad, -2 * self.pad)
        bottom = inner.bottom - bh
        self.buttons = {
            "previous": UIButton(pygame.Rect(inner.x, bottom, bw, bh), "\u2039 Back", self.manager,
                                 object_id="@menu"),
            "next": UIButton(pygame.Rect(inner.right - bw, bottom, bw, bh), "Next \u203a",
                             self.manager, object_id="@menu_primary"),
        }
        x = inner.right
        for key, label in [("close", "Close"), *reversed(self.extra_buttons)]:
            width = max(bw, style_font(self.styles(s), "@menu").size(label)[0] + 2 * gap)
            x -= width
            self.buttons[key] = UIButton(pygame.Rect(x, inner.y, width, bh), label, self.manager,
                                         object_id="@menu")
            x -= gap
        self.top_right = x
        head = self.fonts[0].get_linesize() + self.fonts[1].get_linesize()
        top = inner.y + max(bh, head) + gap
        self.body = pygame.Rect(inner.x, top, inner.w, bottom - gap - top)
        self.lay_out_pages()
        keys = ["next", "previous", *(k for k, _ in self.extra_buttons), "close"]
        self.focus = FocusRing([self.buttons[k] for k in keys], [self._action(k) for k in keys])
        self.go_to(self.page)  # a new size may hold the book in fewer pages

    # -- turning pages ------------------------------------------------------------------------

    def go_to(self, page: int) -> None:
        """Show ``page`` (held within the book)."""
        self.page = max(0, min(self.page_count() - 1, page))
        self._mark()

    def turn(self, step: int) -> None:
        self.go_to(self.page + step)

    def _mark(self) -> None:
        """Back and Next are greyed at the ends of the book."""
        if not self.buttons:
            return
        for key, usable in (("previous", self.page > 0), ("next", self.page < self.page_count() - 1)):
            button = self.buttons[key]
            if usable and not button.is_enabled:
                button.enable()
            elif not usable and button.is_enabled:
                button.disable()
        focused = self.focus.current if self.focus is not None else None
        if self.focus is not None and focused is not None and not focused.is_enabled:
            last = self.page == self.page_count() - 1
            self.focus.focus(self.buttons["close" if last else "next"])

    # -- input ----------------------------------------------------------------------------------

    def _action(self, key: str) -> Callable[[], None]:
        """What the button ``key`` does, pressed by a finger, the mouse or Enter."""
        if key == "previous":
            return lambda: self.turn(-1)
        if key == "next":
            return lambda: self.turn(1)
        if key == "close":
            return self.close
        return lambda: self.on_extra(key)

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type != UI_BUTTON_PRESSED:
            return
        key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
        if key is not None:
            self._action(key)()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP):
            pos = (round(event.x * self.size[0]), round(event.y * self.size[1]))
            self._gesture(event.type == pygame.FINGERDOWN, pos)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "button", 1) == 1:
            self._gesture(event.type == pygame.MOUSEBUTTONDOWN, event.pos)
        return super().handle_event(event)

    def _gesture(self, down: bool, pos: tuple[int, int]) -> None:
        """A finger (or the mouse) went down or up: a long enough sideways move turns a page,
        forward when it goes to the left, as a page is turned."""
        if down:
            self._swipe = pos if self.panel.collidepoint(pos) else None
            return
        start, self._swipe = self._swipe, None
        if start is None:
            return
        dx, dy = pos[0] - start[0], pos[1] - start[1]
        if abs(dx) >= self.panel.w * SWIPE_SHARE and abs(dx) > 2 * abs(dy):
            self.turn(1 if dx < 0 else -1)

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key in PREVIOUS_KEYS:
            self.turn(-1)
        elif event.key in NEXT_KEYS:
            self.turn(1)
        elif event.key == pygame.K_HOME:
            self.go_to(0)
        elif event.key == pygame.K_END:
            self.go_to(self.page_count() - 1)
        elif self.focus is not None:
            self.focus.handle_key(event)  # Tab, Up/Down to a button; Enter or Space presses it

    # -- drawing ----------------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        label_f, title_f, small = self.fonts
        p = self.theme.palette
        inner = self.panel.inflate(-2 * self.pad, -2 * self.pad)
        width = self.top_right - inner.x
        draw_text(surface, self.heading(), label_f, p.muted, inner.topleft, max_width=width)
        draw_text(surface, self.page_title(self.page), title_f, p.accent,
                  (inner.x, inner.y + label_f.get_linesize()), max_width=width)
        self.draw_page(surface, self.page, self.body)
        self._draw_dots(surface, inner, small)

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)

    def _draw_dots(self, surface: pygame.Surface, inner: pygame.Rect, f: pygame.font.Font) -> None:
        """Where the reader is: a dot a page, the current one filled, and 'page 3 of 10'."""
        p = self.theme.palette
        bar = self.buttons["previous"].rect
        n = self.page_count()
        r = max(5, round(8 * self.scale))
        step = 3 * r
        x0 = inner.centerx - step * (n - 1) // 2
        y = bar.y + bar.h // 3
        for i in range(n):
            center = (x0 + i * step, y)
            if i == self.page:
                pygame.draw.circle(surface, color(p.accent), center, r)
            pygame.draw.circle(surface, color(p.line), center, r, max(1, r // 3))
        draw_text(surface, f"Page {self.page + 1} of {n}", f, p.muted,
                  (inner.centerx, y + r + round(6 * self.scale)), "midtop")
