"""A joined table put on screen: the seats as the host has them, the person's own played by
him, the others from the host; nothing of it is saved here (the host keeps the game)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...ai import Controller
from ...net.follower import Follower
from ..scenes.game_over import GameOverScene
from ..store.record import GameRecord
from ..store.saved_games import installed_edition
from ..store.seats import Seat
from ..store.settings import HUMAN, KEPT_TABLES, KeptSeat, Settings
from ..table.scene import HumanController
from ...themes import Theme
from .joining import Joined
from .table import Elsewhere, HostMoves, OnlineTable

REMOTE = "remote"  # a seat played on another machine, as the table's seats name it
Callback = Callable[[], None]


def kept_seat(settings: Settings, joined: Joined) -> Settings:
    """The settings with the seat taken kept under its table (the latest few tables)."""
    if joined.welcome.seat is None or joined.token is None:
        return settings
    key = joined.where.key
    tables = {k: v for k, v in settings.tables.items() if k != key}
    tables[key] = KeptSeat(seat=joined.welcome.seat, token=joined.token,
                           name=joined.sitter.name, piece=joined.sitter.piece)
    return settings.model_copy(update={"tables": dict(list(tables.items())[-KEPT_TABLES:])})


def piece_index(theme: Theme, pieces: Sequence[str], seat: int) -> int:
    """The seat's token piece as an index into the theme's tokens (one by the seat's number
    when the host names none this theme has)."""
    ids = [t.id for t in theme.tokens]
    piece = pieces[seat] if seat < len(pieces) else None
    return ids.index(piece) if piece in ids else seat % len(ids)


def join_as(settings: Settings) -> tuple[str, str | None]:
    """The name and token offered on the Join screen: those asked for at the table joined
    last, else those of the last setup's first person."""
    kept = next((k for k in reversed(settings.tables.values()) if k.name), None)
    if kept is not None and kept.name is not None:
        return kept.name, kept.piece
    last = settings.last_setup
    person = next((s for s in last.seats if s.is_human), None) if last else None
    return (person.name, person.token) if person else ("", None)


def last_address(settings: Settings) -> str:
    """The address of the table joined last, offered again."""
    return next(reversed(settings.tables)).partition("/")[0] if settings.tables else ""


class JoinedTable:
    """The table of one joined game, made again from the host's state when the copy drifted."""

    def __init__(self, app: Any, joined: Joined, theme: Theme, settings: Settings,
                 on_title: Callback, on_settings: Callback,
                 on_closed: Callable[[str], None], log: Sequence[str] = ()) -> None:
        """``log``: the table's log from before its connection was lost, kept."""
        self.app = app
        self.theme = theme
        self.settings = settings
        self.on_title = on_title
        self.on_settings = on_settings
        self.on_closed = on_closed
        follower = Follower(joined.welcome, installed_edition, joined.token)
        self.moves = HostMoves(follower, joined.connection, None)
        self.people = list(joined.welcome.people)  # the seats people play, here or elsewhere
        seat = joined.welcome.seat
        sat = "to watch" if seat is None else f"as {follower.game.names[seat]}"
        self.table = self._table([*log, f"Joined the table at {joined.where.shown} {sat}."])

    def _table(self, log: Sequence[str]) -> OnlineTable:
        follower, theme, s = self.moves.follower, self.theme, self.settings
        game = follower.game
        own = follower.seat
        person = HumanController()
        self.moves.elsewhere = {p: Elsewhere() for p in range(game.n) if p != own}
        controllers: list[Controller] = [self.moves.elsewhere.get(p, person) for p in range(game.n)]
        seats = [Seat(name, piece_index(theme, follower.pieces, p), HUMAN if p == own else REMOTE)
                 for p, name in enumerate(game.names)]
        record = GameRecord(game)
        self.moves.own = person if own is not None else None
        people = set(self.people) - {own}

        def over(finished: Any) -> None:
            self.app.stack.push(GameOverScene(self.app, finished, record, theme,
                                              on_again=self.on_title, on_title=self.on_title,
                                              tokens=[seat.token for seat in seats]))

        table = OnlineTable(self.app.size, game, theme, seats, controllers,
                            speed=s.animation_speed.value, on_over=over,
                            play_sound=lambda cue: self.app.audio.play(theme, cue),
                            on_events=record.observe, on_quit_to_title=self.on_title,
                            on_settings=self.on_settings, intro=False, log=log,
                            reduced_motion=s.reduced_motion, markers=s.color_blind_markers,
                            show_odds=s.show_live_odds, hints=s.show_hints)
        table.notes.elsewhere = people
        table.follow(self.moves, on_closed=self.on_closed, on_snapshot=self._again,
                     on_exit=self._left)
        return table

    def _again(self) -> None:
        """The host's state, afresh: a new table in place of the old, the log kept."""
        old = self.table
        self.table = self._table(list(old.told))
        stack = self.app.stack
        while stack.top is not None and stack.top is not old and old in stack.scenes:
            stack.pop()
        if stack.top is old:
            stack.replace(self.table)

    def _left(self, table: OnlineTable) -> None:
        """A table left the screen: the connection goes with the last one."""
        if table is self.table:
            self.moves.leave()
