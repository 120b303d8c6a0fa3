"""Join a game (title): the host's address and the table code, typed or pasted, and the name
and token piece to play under; it connects off the frame, says so, and either sits down at the
table or says why it could not."""

from __future__ import annotations

import string
from collections.abc import Callable
from concurrent.futures import Future
from typing import NamedTuple

import pygame
from pygame_gui import UI_TEXT_ENTRY_CHANGED, UI_TEXT_ENTRY_FINISHED
from pygame_gui.elements import UIButton

from ...drawn_text import NAME_LENGTH, name_problem
from ...net.discovery import Finder, Listing
from ...net.protocol import CODE_ALPHABET, CODE_LENGTH
from ...themes import Theme
from ..kit.text_entry import TextEntry
from ..kit.pads import pressing_pad
from ..scenes.menu import FocusRing
from ..scenes.onscreen_keys import OnScreenKeys
from ..scenes.overlay import OverlayScene
from ..store.settings import KeptSeat
from ..views.glyphs import draw_line, wrap_line
from ..views.look import draw_text, style_font
from .address import Where, where
from .joining import JoinError, Joined, Sitter, join_later
from .nearby import NearbyScene

CONNECTING = "Connecting…"
HELP = ("Nearby lists the tables on your network; the host's screen shows the code. At the "
        "table, {menu} opens the menu.")


class Box(NamedTuple):
    """One of the Join screen's boxes."""

    label: str  # over the box
    title: str  # over the keys on the screen that type it
    hint: str  # in it while it is empty
    limit: int  # the characters it takes
    keys: str | None  # which (None: any)


BOXES = {"address": Box("Address of the host", "Address of the host", "192.168.1.20:8765", 80,
                        string.ascii_letters + string.digits + ".:-"),
         "code": Box("Table code", "Table code", "ABC234", CODE_LENGTH + 4, CODE_ALPHABET),
         "name": Box("Your name and token", "Your name", "Your name", NAME_LENGTH, None)}


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
        #: The tables heard on the local network while this screen is open.
        self.finder = Finder()
        self.finder.start()
        self.heard = 0
        super().__init__(theme, size)

    def build(self) -> None:
        w, h = self.size
        s = self.scale
        pad, head, small = self.panel_fonts()
        bh = max(30, round(46 * s))
        label = small.get_linesize()
        bw = max(140, round(190 * s))
        panel_w = min(w - 40, round(640 * s))
        width = panel_w - 2 * pad
        # The token beside the name while both fit (a name of 12 wide letters), else under it.
        piece_w = max(bw, max(head.size(t.name)[0] for t in self.theme.tokens) + pad)
        beside = width - piece_w - pad // 2 >= small.size("W" * 12)[0]
        nearby_w = max(bw, style_font(self.styles(s), "@action").size(nearby_text(8))[0] + pad)
        label += pad // 4  # room for the focus ring round a box under its label
        notes = max(2, len(wrap_line(self.naming.pieces(HELP), small, width, self.theme)))
        inner = (head.get_linesize() + pad // 2 + 3 * (label + bh + pad // 2)
                 + (0 if beside else bh + pad // 2) + notes * small.get_linesize() + pad + bh)
        self.panel = pygame.Rect(0, 0, panel_w, inner + 2 * pad)
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + pad
        y = self.panel.y + pad + head.get_linesize() + pad // 2
        self.labels: list[tuple[str, int]] = []
        for key, (text, _, hint, limit, _) in BOXES.items():
            value = getattr(self, key)
            self.labels.append((text, y))
            y += label
            room = (width - piece_w - pad // 2 if key == "name" and beside
                    else width - nearby_w - pad // 2 if key == "address" else width)
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
        self.note_y, self.notes = y, notes
        address = self.entries["address"].rect
        nearby = pygame.Rect(address.right + pad // 2, address.y, nearby_w, bh)
        by = self.panel.bottom - pad - bh
        self.buttons = {
            "nearby": UIButton(nearby, nearby_text(self.heard), self.manager, object_id="@action",
                               tool_tip_text="Tables listed on your network"),
            "piece": UIButton(piece, self.theme.tokens[self.piece].name, self.manager,
                              object_id="@action",
                              tool_tip_text="Your token, if no one at the table has it"),
            "cancel": UIButton(pygame.Rect(x, by, bw, bh), "Cancel", self.manager,
                               object_id="@action"),
            "join": UIButton(pygame.Rect(self.panel.right - pad - bw, by, bw, bh), "Join",
                             self.manager, object_id="@action_primary")}
        # One way round by Tab and the arrows: the boxes (typed in as the focus reaches them;
        # Enter in the address goes on to the code, in the others joins), then the buttons.
        self.focus = FocusRing(
            [*self.entries.values(), self.buttons["nearby"], self.buttons["piece"],
             self.buttons["cancel"], self.buttons["join"]],
            [lambda: self.type_in("code"), self.join, self.join, self.open_nearby,
             self.next_piece, self.close, self.join])
        self.type_in("code" if self.address and not self.code else "address")

    def open_nearby(self) -> None:
        """The tables on the network, to choose one of."""
        if self.stack is not None:
            self.stack.push(NearbyScene(self.theme, self.size, self.finder, self.picked))

    def picked(self, table: Listing) -> None:
        """A table chosen from those nearby: its address filled in, its code asked for."""
        self.address = table.where
        self.entries["address"].set_text(table.where)
        self.type_in("code")
        self.problem = ""

    def type_in(self, key: str | None) -> None:
        """The box ``key`` takes what is typed, and has the focus (None: no box does)."""
        for name, entry in self.entries.items():
            if name != key:
                entry.unfocus()
        if key is not None:
            self.entries[key].focus()
            if self.focus is not None:
                self.focus.focus(self.entries[key])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pad's A on a box opens the keys on the screen to type it with."""
        current = self.focus.current if self.focus is not None else None
        box = next((k for k, e in self.entries.items() if e is current), None)
        if (box is not None and pressing_pad(event) is not None and event.type == pygame.KEYDOWN
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.stack is not None):
            spec = BOXES[box]
            self.stack.push(OnScreenKeys(self.theme, self.size, spec.title,
                                         self.entries[box].get_text(), spec.limit,
                                         lambda text: self.typed(box, text), spec.keys))
            return True
        return super().handle_event(event)

    def typed(self, box: str, text: str) -> None:
        """What the keys on the screen typed in ``box``; the focus goes on as Enter takes it."""
        self.entries[box].set_text(text)
        setattr(self, box, text)
        self.problem = ""
        if box == "address":
            self.type_in("code")
        elif self.focus is not None:
            self.type_in(None)
            self.focus.focus(self.buttons["join"])

    def on_input(self, event: pygame.event.Event) -> None:
        """Tab and the arrows (which no box takes) go round the boxes and buttons; a box the
        focus reaches is typed in."""
        super().on_input(event)
        current = self.focus.current if self.focus is not None else None
        if event.type == pygame.KEYDOWN and self.stack is not None:
            self.type_in(next((k for k, e in self.entries.items() if e is current), None))

    def exit(self) -> None:
        super().exit()
        self.finder.stop()

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
        heard = len(self.finder.tables())
        if heard != self.heard:
            self.heard = heard
            self.buttons["nearby"].set_text(nearby_text(heard))
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
                    self.type_in("code")
                else:
                    self.join()
            return
        super().on_ui(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        head, small = self.fonts
        p = self.theme.palette
        x, width, _ = self.draw_heading(surface, "Join a game", head, self.pad)
        for text, y in self.labels:
            draw_text(surface, text, small, p.muted, (x, y))
        if self.problem:
            ink = p.text if self.problem == CONNECTING else p.accent
            lines = wrap_line([self.problem], small, width, self.theme)
        else:
            ink, lines = p.muted, wrap_line(self.naming.pieces(HELP), small, width, self.theme)
        y = self.note_y
        for line in lines[:self.notes]:
            draw_line(surface, line, small, ink, self.theme, (x, y), max_width=width)
            y += small.get_linesize()

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.focus is not None:
            self.focus.draw(surface, self.theme)


def nearby_text(heard: int) -> str:
    """The Nearby button, with the number of tables heard."""
    return f"Nearby ({heard})" if heard else "Nearby"


def _let_go(joining: Future[Joined]) -> None:
    """A table joined after Cancel was pressed: left at once."""
    if not joining.cancelled() and joining.exception() is None:
        joining.result().connection.close()
