"""``python -m game.server``: host a table for players on other machines, without a window.

It prints the table code and the address it listens on, plays the computer seats (under the
names ``--names`` gives, else the theme's), seats each person under the name he joins with,
saves the
game as the client saves it (an ordinary save, listed by Load) with the seats' keys beside it,
and stops cleanly on Ctrl+C or SIGTERM; ``--continue`` opens that save again and people take
their seats back with their tokens. It listens on 127.0.0.1 unless told otherwise.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import socket
import ssl
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from .engine.actions import MAX_PLAYERS, MIN_PLAYERS

if TYPE_CHECKING:
    from .client.store.record import GameRecord
    from .client.store.seats import Seat
    from .engine import Action, Game
    from .engine.events import Event
    from .net.host import Chair

# The client's save code imports pygame, which would greet the terminal before the code.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

REMOTE = "remote"
COMPUTERS = ("easy", "medium", "hard")  # the levels a save's seats may name
SAVE_NAME = "Network game"  # the named save a hosted game is kept in by default


def _seats(text: str) -> list[str]:
    kinds = [k.strip().lower() for k in text.split(",")]
    for k in kinds:
        if k not in (REMOTE, *COMPUTERS):
            raise argparse.ArgumentTypeError(
                f"a seat is {REMOTE!r} or a computer level ({', '.join(COMPUTERS)}), not {k!r}")
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a table has {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    return kinds


def _names(text: str) -> list[str]:
    from .drawn_text import name_problem

    names = [n.strip() for n in text.split(",")]
    for n in names:
        problem = None if not n else name_problem(n)
        if problem is not None:
            raise argparse.ArgumentTypeError(f"{n!r}: {problem}")
    return names


def _whole(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, not {value}")
    return value


def _port(text: str) -> int:
    value = _whole(text)
    if value > 65535:
        raise argparse.ArgumentTypeError("a port is 0 to 65535")
    return value


def _table_name(text: str) -> str:
    from .drawn_text import text_problem
    from .net.discovery import NAME_LENGTH

    problem = text_problem(text)
    if problem is not None or not text.strip() or len(text) > NAME_LENGTH:
        raise argparse.ArgumentTypeError(problem or f"a name of 1 to {NAME_LENGTH} characters")
    return text.strip()


def parser() -> argparse.ArgumentParser:
    from .engine import PRESETS

    p = argparse.ArgumentParser(prog="python -m game.server",
                                description="Host a Deeds & Dice table for players on other "
                                            "machines (no window).")
    p.add_argument("--port", type=_port, default=8765,
                   help="the port to listen on (0: any free port; default 8765)")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on (default 127.0.0.1, this machine only; "
                        "0.0.0.0 for other machines)")
    p.add_argument("--seats", type=_seats, default=[REMOTE, REMOTE],
                   help="one per player, in order: 'remote' (a person on a client) or a "
                        "computer level (easy, medium, hard); default remote,remote")
    p.add_argument("--names", type=_names, default=None,
                   help="the seats' names, in order, comma-separated (one left empty: a "
                        "computer takes the theme's next, a person's seat 'Player N' until he "
                        "joins under his own)")
    p.add_argument("--theme", default="classic", help="the theme (edition) to play in")
    p.add_argument("--rules", default="classic", choices=sorted(PRESETS),
                   help="the rules preset (default classic)")
    p.add_argument("--rounds", type=_whole, default=None,
                   help="end the game after this many rounds, the richest winning")
    p.add_argument("--seed", type=_whole, default=None, help="the seed of the dice (tests)")
    p.add_argument("--grace", type=float, default=60.0,
                   help="seconds a dropped person's seat waits before a computer plays it")
    p.add_argument("--save", type=Path, default=None,
                   help=f"the save file (default: the named save '{SAVE_NAME}')")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="continue the game in the save file; people rejoin with their tokens")
    p.add_argument("--name", type=_table_name, default=None,
                   help="the table's name in the lists of the local network (default: "
                        "'Table on' and this machine's name)")
    p.add_argument("--unlisted", action="store_true",
                   help="do not list the table on the local network (mDNS); people join by "
                        "its address alone")
    p.add_argument("--certfile", type=Path, default=None,
                   help="the host's TLS certificate (PEM): clients connect with wss://")
    p.add_argument("--keyfile", type=Path, default=None,
                   help="the certificate's private key (PEM), with --certfile")
    return p


@dataclass
class Table:
    """Everything a hosted game starts from: new, or read back from its save."""

    game: Game
    theme: str
    seats: list[Seat]
    kinds: list[str]
    seed: int
    play_time: float
    record: GameRecord
    code: str | None = None
    chairs: list[Chair | None] | None = None


def new_table(args: argparse.Namespace) -> Table:
    from .client.store.record import GameRecord
    from .client.store.seats import Seat
    from .client.store.settings import HUMAN, SEED_LIMIT, seat_names
    from .engine import Game, RuleSet
    from .themes import available_themes, theme_by_id

    if args.theme not in available_themes():
        raise ValueError(f"no theme {args.theme!r} (one of {', '.join(available_themes())})")
    changes = {} if args.rounds is None else {"time_limit_rounds": args.rounds}
    rules = RuleSet.from_preset(args.rules, **changes)
    kinds: list[str] = args.seats
    typed: list[str] = args.names or []
    if len(typed) > len(kinds):
        raise ValueError(f"--names gives {len(typed)} names for {len(kinds)} seats")
    typed = typed + [""] * (len(kinds) - len(typed))
    given = [n.casefold() for n in typed if n]
    if len(set(given)) != len(given):
        raise ValueError("--names gives two seats the same name")
    theme = theme_by_id(args.theme)
    names = seat_names(typed, [k != REMOTE for k in kinds], theme.computer_names)
    seed = args.seed if args.seed is not None else secrets.randbelow(SEED_LIMIT)
    game = Game.new(names, rules=rules, edition=theme.edition_spec(), seed=seed)
    seats = [Seat(name, i, HUMAN if k == REMOTE else k) for i, (name, k) in enumerate(zip(names, kinds))]
    return Table(game, args.theme, seats, kinds, seed, 0.0, GameRecord(game))


def continued_table(save: Path) -> Table:
    from .client.store.saved_games import read_table
    from .client.store.settings import HUMAN
    from .engine import DataFileError
    from .net.keys import keys_path, read_keys

    saved = read_table(save)
    if saved.game.over:
        raise ValueError(f"{save}: the game in it is over")
    kinds = [REMOTE if s.level == HUMAN else s.level for s in saved.seats]
    path = keys_path(save)
    code, chairs = read_keys(path)
    if len(chairs) != len(kinds) or any((c is None) != (k != REMOTE) for c, k in zip(chairs, kinds)):
        raise DataFileError(str(path), "seats", "expected a key for each person's seat of the save")
    return Table(saved.game, saved.theme, list(saved.seats), kinds, saved.seed, saved.play_time,
                 saved.record, code, chairs)


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    from .client.store.saved_games import named_path, snapshot, write_snapshot
    from .engine import DataFileError
    from .engine.events import TurnStarted
    from .net.discovery import NAME_LENGTH, ListedTable
    from .net.host import Host
    from .net.keys import keys_path, write_keys
    from .net.transport import Server, server_tls
    from .themes import theme_by_id

    save: Path = args.save or named_path(SAVE_NAME)
    try:
        table = continued_table(save) if args.resume else new_table(args)
    except (DataFileError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if (args.certfile is None) != (args.keyfile is None):
        print("error: --certfile and --keyfile go together", file=sys.stderr)
        return 2
    try:
        tls = None if args.certfile is None else server_tls(args.certfile, args.keyfile)
    except (OSError, ssl.SSLError) as exc:
        print(f"error: the certificate or its key cannot be used: {exc}", file=sys.stderr)
        return 2
    server = Server(args.host, args.port, tls=tls)
    try:
        address, port = server.start()
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    game = table.game
    ids = [t.id for t in theme_by_id(table.theme).tokens]
    host = Host(game, table.kinds, server, theme=table.theme, code=table.code,
                chairs=table.chairs, grace_s=args.grace, seed=table.seed,
                play_time=table.play_time, pieces=[ids[s.token] for s in table.seats],
                piece_ids=ids)

    def save_now() -> None:
        try:
            write_snapshot(snapshot(game, table.theme, table.seats, table.seed, host.play_time,
                                   table.record), save)
            write_keys(keys_path(save), host.code, host.chairs)
        except OSError as exc:
            print(f"warning: the game could not be saved ({save}: {exc.strerror or exc})",
                  file=sys.stderr, flush=True)

    def watch(g: Game, action: Action, events: list[Event]) -> None:
        table.record.observe(g, events)
        if g.over or any(type(e) is TurnStarted for e in events):
            save_now()

    def named(p: int) -> None:
        """A person sat down under his own name or piece: the save keeps them."""
        table.seats[p] = replace(table.seats[p], name=game.names[p],
                                 token=ids.index(host.pieces[p]))
        table.record.seated(game)
        save_now()

    host.watch = watch
    host.on_named = named
    print(f"table code: {host.code}", flush=True)
    print(f"listening on {address}:{port}" + (" (TLS: wss://)" if tls else ""), flush=True)
    save_now()
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    listed = None if args.unlisted else ListedTable(
        args.name or f"Table on {socket.gethostname()}"[:NAME_LENGTH], address, port,
        table.theme, tls is not None, lambda: len(host.open_chairs()),
        lambda said: print(said, file=sys.stderr, flush=True))
    try:
        host.run(server.inbox, stop)
    finally:
        if listed is not None:
            listed.stop()
        save_now()
        host.close_all("the game is over" if game.over else "the host closed the table")
        server.stop()
    if game.over:
        print(f"game over: {game.end_reason}", flush=True)
    else:
        print(f"stopped; saved to {save} (--continue takes it up again)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
