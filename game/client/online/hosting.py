"""Hosting from the game: the setup screen's *Host on the network* runs the host (the one
authority, :mod:`game.net.host`) and its server in this process, for as long as the table is
on screen. The table plays the real game as ever; a seat played *Elsewhere* is its person's
on another machine (:mod:`game.net.remote_seat`, a computer standing in once he is away past
the grace), and every move the table plays is told to the clients."""

from __future__ import annotations

import socket
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from ...ai import Controller
from ...engine import Action, Game
from ...engine.events import Event
from ...net.discovery import ListedTable
from ...net.host import REMOTE, STANDIN_LEVEL, Host, reason_of
from ...net.transport import Server
from ..kit.fonts import font, wrap
from ..store.seats import Seat
from ..store.settings import HUMAN
from ..table.scene import GameScene, make_controllers
from .address import DEFAULT_PORT
from .seats_lost import LostSeats, Notice

EVERYWHERE = "0.0.0.0"
HERE = "127.0.0.1"


def lan_address() -> str:
    """This machine's address on its network, as the others type it (none sent: a datagram
    socket is only pointed at a private address)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 1))
            return str(s.getsockname()[0])
        except OSError:
            return socket.gethostname()


def table_name(names: Sequence[str], kinds: Sequence[str]) -> str:
    """How a table is listed on the network: after the first person at this screen."""
    here = next((name for name, kind in zip(names, kinds) if kind == HUMAN), None)
    return f"{here}'s table" if here else "Deeds & Dice table"


class SeatFromAfar:
    """A seat played on another machine, as the table asks it: its person's moves, checked by
    the host and still allowed; the stand-in computer's while he is away past the grace."""

    def __init__(self, host: Host, seat: int) -> None:
        self.host = host
        self.seat = seat

    def decide(self, game: Game, player: int) -> Action | None:
        action = self.host.sent_move(self.seat)
        remote = self.host.remote(self.seat)
        if action is not None or remote is None:
            return action
        return remote.decide(game, player)


class Hosting:
    """A host and its server for one game, listening on this machine only or the network."""

    def __init__(self, game: Game, kinds: Sequence[str], network: str, theme: str, seed: int,
                 pieces: Sequence[str] = (), piece_ids: Sequence[str] = (),
                 port: int = DEFAULT_PORT) -> None:
        """``pieces``: each seat's token piece, ``piece_ids`` the theme's (a person elsewhere
        may pick a free one). OSError: no port to listen on."""
        self.kinds = list(kinds)
        self.open = network == "open"
        listen = EVERYWHERE if self.open else HERE
        self.server = Server(listen, port)
        try:
            _, self.port = self.server.start()
        except OSError:  # the usual port is taken: any free one
            self.server = Server(listen, 0)
            _, self.port = self.server.start()
        self.address = lan_address() if self.open else HERE
        self.host = Host(game, [REMOTE if k == REMOTE else STANDIN_LEVEL for k in kinds],
                         self.server, theme=theme, seed=seed, pieces=pieces,
                         piece_ids=piece_ids,
                         people=[p for p, k in enumerate(kinds) if k in (HUMAN, REMOTE)])
        self.lost = LostSeats()
        #: Open to the network: the table is listed there (Join a game finds it nearby).
        self.listing = ListedTable(table_name(game.names, kinds), listen, self.port, theme,
                                   False, lambda: len(self.host.open_chairs())) if self.open else None

    @property
    def line(self) -> str:
        """What the table shows: the code and where to join."""
        listed = self.listing is not None and self.listing.listed
        where = ("listed on the network" if listed else
                 "open to the network" if self.open else "this machine only")
        waiting = [self.host.game.names[p] for p, c in enumerate(self.host.chairs)
                   if c is not None and not c.claimed]
        head = f"Waiting for {', '.join(waiting)} to join. " if waiting else ""
        return f"{head}Table code {self.host.code} at {self.address}:{self.port} ({where})"

    def controllers(self, seats: Sequence[Seat], seed: int) -> list[Controller]:
        made = make_controllers(seats, seed)
        return [SeatFromAfar(self.host, p) if kind == REMOTE else made[p]
                for p, kind in enumerate(self.kinds)]

    def table(self, size: tuple[int, int], game: Game, theme: Any, seats: Sequence[Seat],
              **kw: Any) -> HostingTable:
        """The game scene of the hosted game (Flow.play's table): the order of play is rolled
        on screen once everyone elsewhere sat down."""
        table = HostingTable(size, game, theme, seats,
                             controllers=self.controllers(seats, kw.get("seed", 0)),
                             **{**kw, "intro": False})
        table.notes.elsewhere = {p for p, kind in enumerate(self.kinds) if kind == REMOTE}
        table.serve(self)
        return table

    def serve(self) -> None:
        """Once a frame: what the clients sent is answered, their seats watched."""
        host = self.host
        host.read(self.server.inbox, 0.0)
        host.watch_seats()
        until: dict[int, float | None] = {}
        for p, chair in enumerate(host.chairs):
            remote = host.remote(p)
            if chair is not None and chair.lost_at is not None and remote is not None:
                until[p] = None if remote.away else chair.lost_at + host.grace_s
        self.lost.until = until

    def played(self, game: Game, events: list[Event], controllers: Sequence[object]) -> None:
        """The table applied a move: every client hears of it, with the reason the computer
        that made it gave (one of the table's ``controllers``)."""
        if events and game.history is not None:
            action = game.history[0]
            self.host.played(action, events, reason_of(controllers[action.player], action))

    def close(self) -> None:
        self.host.close_all("the host left the table")
        self.server.stop()
        if self.listing is not None:
            self.listing.stop(timeout=0.0)  # its goodbye is said on its own thread


class HostingTable(GameScene):
    """The table of a hosted game: served once a frame, its code and address on screen."""

    hosting: Hosting

    def serve(self, hosting: Hosting) -> None:
        self.hosting = hosting
        self.notice = Notice()
        self.intro_due = self.game.history is None
        kept = self.on_events

        def told(game: Game, events: list[Event]) -> None:
            hosting.played(game, events, self.controllers)
            if kept is not None:
                kept(game, events)

        self.on_events = told

    def update(self, dt: float) -> None:
        hosting = self.hosting
        hosting.serve()
        self._seat_people()
        self.notice.show(self, hosting.lost.lines(self.game.names))
        if not hosting.host.started:  # the game starts once every seat elsewhere is taken
            return
        if self.intro_due:
            self.intro_due = False
            self.motion.intro()
        if not self.paused and self.order is None and not self.game.over:
            self._take_sent()
        super().update(dt)

    def _seat_people(self) -> None:
        """The people elsewhere who sat down under their own names and tokens: shown so."""
        host = self.hosting.host
        ids = [t.id for t in self.theme.tokens]
        seats = [replace(s, name=host.game.names[p],
                         token=ids.index(host.pieces[p]) if p < len(host.pieces)
                         and host.pieces[p] in ids else s.token)
                 for p, s in enumerate(self.seats)]
        if seats != self.seats:
            self.seat_people(seats, () if self.game.history is None else self.told)

    def _take_sent(self) -> None:
        """What the people elsewhere sent, checked by the host and still allowed, plays at
        once (their building and trading on others' turns too), as a person's own moves do at
        a table on one machine."""
        for p in range(self.game.n):
            action = self.hosting.host.sent_move(p)
            if action is not None:
                self._apply(action)

    def exit(self) -> None:
        super().exit()
        self.hosting.close()

    def draw(self, surface: pygame.Surface) -> None:
        """The table, and at the top of the board's middle its code and where to join."""
        super().draw(surface)
        middle = self.board_middle
        f = font(max(12, self.size[1] // 50), bold=True)
        p = self.theme.palette
        pad = f.get_height() // 3
        lines = wrap(self.hosting.line, f, middle.w - 4 * pad)
        back = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 2 * pad,
                           len(lines) * f.get_linesize() + pad)
        back.midtop = (middle.centerx, middle.y + pad)
        pygame.draw.rect(surface, pygame.Color(p.space), back, border_radius=pad)
        pygame.draw.rect(surface, pygame.Color(p.line), back, 2, border_radius=pad)
        y = back.y + pad // 2
        for line in lines:
            image = f.render(line, True, pygame.Color(p.text))
            surface.blit(image, image.get_rect(midtop=(back.centerx, y)))
            y += f.get_linesize()
