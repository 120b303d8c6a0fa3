"""Join a game (title): the host's address and the table code, typed or pasted, and the name
and token piece to play under; it connects off the frame, says so, and either sits down at the
table or says why it could not."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future

import pygame
from pygame_gui import UI_TEXT_ENTRY_CHANGED, UI_TEXT_ENTRY_FINISHED
from pygame_gui.elements import UIButton

from ...drawn_text import NAME_LENGTH, name_problem
from ...net.protocol import CODE_LENGTH
from ...themes import Theme
from ..kit.text_entry import TextEntry
from ..scenes.menu import FocusRing
from ..scenes.overlay import OverlayScene
from ..store.settings import KeptSeat
from ..views.glyphs import draw_line, wrap_line
from ..views.look import draw_text
from .address import Where, where
from .joining import JoinError, Joined, Sitter, join_later

CONNECTING = "Connecting…"
HELP = ("The host's screen shows its address and the table code. At the table, {menu} opens "
        "the menu.")


class JoinScene(OverlayScene):
    """The address and code of a table; Join connects, Cancel (Esc) goes back."""

    def __init__(self, theme: Theme, size: tuple[int, int], address: str,
                 kept: Callable[[Where], KeptSeat | None],
                 on_joined: Callable[[Joined], None], code: str = "", name: str = "",
                 piece: str | None = None) -> None:
        """``kept``: the seat kept from an earlier visit to a table, with its token; ``name``
        and ``piece``: the name and the token piece offered (the last setup's person's)."""
        self.address = address
        self.code = code
        self.name = name
        ids = [t.id for t in theme.tokens]
        self.piece = ids.index(piece) if piece in ids else 0
        self.kept = kept
        self.on_joined = on_joined
        self.problem = ""
        self.joining: Future[Joined] | None = None
        self.entries: dict[str, TextEntry] = {}
        self.buttons: dict[str, UIButton] = {}
        super().__init__(theme, size)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad, head, small = self.panel_fonts()
        self.pad, self.fonts = pad, (head, small)
        bh = max(30, round(46 * s))
        label = small.get_linesize()
        bw = max(140, round(190 * s))
        panel_w = min(w - 40, round(640 * s))
        width = panel_w - 2 * pad
        # The token beside the name while both fit (a name of 12 wide letters), else under it.
        piece_w = max(bw, max(head.size(t.name)[0] for t in self.theme.tokens) + pad)
        beside = width - piece_w - pad // 2 >= small.size("W" * 12)[0]
        inner = (head.get_linesize() + pad // 2 + 3 * (label + bh + pad // 2)
                 + (0 if beside else bh + pad // 2) + 2 * small.get_linesize() + pad + bh)
        self.panel = pygame.Rect(0, 0, panel_w, inner + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + pad
        y = self.panel.y + pad + head.get_linesize() + pad // 2
        self.labels: list[tuple[str, int]] = []
        for key, text, hint, value, limit in (
                ("address", "Address of the host", "192.168.1.20:8765", self.address, 80),
                ("code", "Table code", "ABC234", self.code, CODE_LENGTH + 4),
                ("name", "Your name and token", "Your name", self.name, NAME_LENGTH)):
            self.labels.append((text, y))
            y += label
            room = width - piece_w - pad // 2 if key == "name" and beside else width
            entry = TextEntry(pygame.Rect(x, y, room, bh), self.manager, initial_text=value,
                              placeholder_text=hint)
            entry.set_text_length_limit(limit)
            self.entries[key] = entry
            y += bh + pad // 2
        if beside:
            piece = pygame.Rect(self.panel.right - pad - piece_w, y - pad // 2 - bh, piece_w, bh)
        else:
            piece = pygame.Rect(x, y, width, bh)
            y += bh + pad // 2
        self.note_y = y
        (self.entries["code"] if self.address and not self.code else self.entries["address"]).focus()
        by = self.panel.bottom - pad - bh
        self.buttons = {
            "piece": UIButton(piece, self.theme.tokens[self.piece].name, self.manager,
                              object_id="@action",
                              tool_tip_text="Your token, if no one at the table has it"),
            "cancel": UIButton(pygame.Rect(x, by, bw, bh), "Cancel", self.manager,
                               object_id="@action"),
            "join": UIButton(pygame.Rect(self.panel.right - pad - bw, by, bw, bh), "Join",
                             self.manager, object_id="@action_primary")}
        self.focus = FocusRing([self.buttons["piece"], self.buttons["cancel"],
                                self.buttons["join"]], [self.next_piece, self.close, self.join])
        self.focus.focus(self.buttons["join"])

    def next_piece(self) -> None:
        """The theme's next token piece."""
        self.piece = (self.piece + 1) % len(self.theme.tokens)
        self.buttons["piece"].set_text(self.theme.tokens[self.piece].name)

    @property
    def connecting(self) -> bool:
        return self.joining is not None

    def join(self) -> None:
        """Connect to the table typed (off the frame); a mistake in it is said at once."""
        if self.joining is not None:
            return
        try:
            table = where(self.address, self.code)
        except ValueError as exc:
            self.problem = str(exc)
            return
        name = self.name.strip() or None
        problem = None if name is None else name_problem(name)
        if problem is not None:
            self.problem = problem[:1].upper() + problem[1:] + "."
            return
        self.problem = CONNECTING
        self.buttons["join"].disable()
        self.joining = join_later(table, self.kept(table),
                                  Sitter(name, self.theme.tokens[self.piece].id))

    def update(self, dt: float) -> None:
        super().update(dt)
        joining = self.joining
        if joining is None or not joining.done():
            return
        self.joining = None
        self.buttons["join"].enable()
        try:
            joined = joining.result()
        except JoinError as exc:
            self.problem = str(exc)
            return
        except Exception as exc:  # whatever else the network throws: said, not raised
            self.problem = f"Could not join: {exc}"
            return
        self.close()
        self.on_joined(joined)

    def close(self) -> None:
        """Cancel: a connection still being made is given up (closed once it is made)."""
        joining, self.joining = self.joining, None
        if joining is not None:
            joining.add_done_callback(_let_go)
        super().close()

    def on_ui(self, event: pygame.event.Event) -> None:
        for key, entry in self.entries.items():
            if event.ui_element is not entry:
                continue
            if event.type == UI_TEXT_ENTRY_CHANGED:
                setattr(self, key, event.text)
                if not self.connecting:
                    self.problem = ""
            elif event.type == UI_TEXT_ENTRY_FINISHED:
                if key == "address":
                    self.entries["code"].focus()
                    entry.unfocus()
                else:
                    self.join()
            return
        super().on_ui(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        head, small = self.fonts
        p = self.theme.palette
        x = self.panel.x + self.pad
        width = self.panel.w - 2 * self.pad
        draw_text(surface, "Join a game", head, p.accent, (x, self.panel.y + self.pad))
        for text, y in self.labels:
            draw_text(surface, text, small, p.muted, (x, y))
        if self.problem:
            ink = p.text if self.problem == CONNECTING else p.accent
            lines = wrap_line([self.problem], small, width, self.theme)
        else:
            ink, lines = p.muted, wrap_line(self.naming.pieces(HELP), small, width, self.theme)
        y = self.note_y
        for line in lines[:2]:
            draw_line(surface, line, small, ink, self.theme, (x, y), max_width=width)
            y += small.get_linesize()

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)


def _let_go(joining: Future[Joined]) -> None:
    """A table joined after Cancel was pressed: left at once."""
    if not joining.cancelled() and joining.exception() is None:
        joining.result().connection.close()
