"""Playing a whole game with one controller per seat: the loop the simulator and tests share.

The game waits for one player at a time, but building, mortgaging, claiming rent and trading
are allowed at any time; so before each throw of the dice every other player is offered a
turn at those moves ("polled"), the way people at a table speak up before the dice roll.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from game.engine import Action, Game, Phase, TimeUp
from game.engine.events import Event

from .controller import Controller

POLL_LIMIT: Final = 40  # moves one polled player may make in a row
ROUND_LIMIT: Final = 20_000  # actions in one round beyond which a game is taken to be stuck
Watcher = Callable[[Game, Action, list[Event]], None]
Checker = Callable[[Game, list[int], list[Event]], None]


class Stuck(Exception):
    """A controller failed to move the game on: it answered None, or played without end."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one game ended."""

    winners: tuple[int, ...]
    reason: str  # the engine's reason, or "round limit"
    rounds: int
    player_turns: int
    actions: int


class Stepper:
    """Who moves next: the player the game waits for, and before each throw of the dice each
    other player in turn, offered his at-any-time moves (at most POLL_LIMIT in a row).

    Shared by the simulator (which plays to the end at once) and the client (which takes one
    move per frame, and waits while a human's controller answers None).
    """

    def __init__(self, game: Game, controllers: Sequence[Controller]) -> None:
        self.g = game
        self.controllers = controllers
        self._polled_turn = -1  # the turn and the doubles thrown in it when last polled
        self._polled_doubles = -1
        self._queue: list[int] = []  # the players still to be polled, the next one last
        self._count = 0

    def next_move(self) -> tuple[int, Action | None]:
        """(player, his action); the action is None while the player the game waits for
        has not decided yet."""
        g = self.g
        if not g.decisions and g.phase is Phase.PRE_ROLL:
            if g.turn_no != self._polled_turn or g.doubles != self._polled_doubles:
                self._polled_turn, self._polled_doubles = g.turn_no, g.doubles
                order = g.seat_order(g.current)
                self._queue = [q for q in reversed(order) if q != g.current]
                self._count = 0
            queue = self._queue
            while queue:
                q = queue[-1]
                action = None
                if g.active[q] and self._count < POLL_LIMIT:
                    action = self.controllers[q].decide(g, q)
                if action is None:
                    queue.pop()
                    self._count = 0
                    continue
                self._count += 1
                return q, action
        p = g.to_move
        return p, self.controllers[p].decide(g, p)


class _Table:
    """One game with its controllers, counting every action applied."""

    def __init__(self, game: Game, controllers: Sequence[Controller], watch: Watcher | None,
                 check: Checker | None, max_actions: int) -> None:
        self.g = game
        self.controllers = controllers
        self.watch = watch
        self.check = check
        self.max_actions = max_actions
        self.actions = 0
        self.round = game.round  # the current round, and the actions so far in it
        self.in_round = 0

    def apply(self, action: Action) -> None:
        g = self.g
        before = g.cash[:] if self.check is not None else []
        events = g.apply(action)
        self.actions += 1
        if self.check is not None:
            self.check(g, before, events)
        if self.watch is not None:
            self.watch(g, action, events)
        if self.actions > self.max_actions:
            raise Stuck(f"no end after {self.actions} actions (round {g.round})")
        count = self.in_round
        self.in_round = count + 1 if self.round == g.round else 1
        self.round = g.round
        if count > ROUND_LIMIT:
            raise Stuck(f"over {ROUND_LIMIT} actions in round {g.round}: "
                        f"{type(action).__name__} by player {action.player} again and again?")


def play(game: Game, controllers: Sequence[Controller], *, max_rounds: int = 1000,
         time_up_round: int | None = None, watch: Watcher | None = None,
         check: Checker | None = None, max_actions: int | None = None) -> Outcome:
    """Play ``game`` to its end, or to ``max_rounds``; returns how it ended.

    For computer players: one that answers "not yet" (None) while the game waits for it
    stops the loop with :class:`Stuck` (a human's "not yet" belongs in the client's loop).

    ``time_up_round``: in a time-limit game, the clock's ``TimeUp`` is sent when this round
    starts. ``watch`` sees every action and its events; ``check`` gets the cash before each
    action and its events, to verify invariants.
    """
    g = game
    table = _Table(g, controllers, watch, check,
                   max_actions if max_actions is not None else 400 * max_rounds * g.n)
    stepper = Stepper(g, controllers)
    while not g.over and g.round <= max_rounds:
        if (time_up_round is not None and g.rules.time_limit_minutes is not None
                and not g.time_up and g.round >= time_up_round):
            table.apply(TimeUp())
            continue
        p, action = stepper.next_move()
        if action is None:
            raise Stuck(f"{type(controllers[p]).__name__} gave no action for player {p} "
                        f"facing {g.pending!r}")
        table.apply(action)
    if g.over:
        return Outcome(g.winners, g.end_reason, g.round, g.turn_no + 1, table.actions)
    return Outcome((), "round limit", max_rounds, g.turn_no + 1, table.actions)
