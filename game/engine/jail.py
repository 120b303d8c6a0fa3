"""Jail: going in, the three ways out, and the fine that follows the last failed try."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import PayJailFine, UseJailCard
from .events import JailCardUsed, JailExit, JailReason, LeftJail, PayReason, SentToJail, StayedInJail
from .turn import AFTER_ROLL, FORCED_EXIT, Phase

if TYPE_CHECKING:
    from .game import Game


def roll_in_jail(g: Game, p: int, d1: int, d2: int) -> None:
    g.again = False
    if d1 == d2:
        g.in_jail[p] = False
        g.jail_tries[p] = 0
        if g._ev is not None:
            g._emit(LeftJail(p, JailExit.DOUBLES))
        g.todo.append((AFTER_ROLL,))
        g._move(p, d1 + d2)
        g._resolve(p, 0)
    else:
        tries = g.jail_tries[p] + 1
        if tries >= g.rules.jail_max_turns:
            g.todo.append((AFTER_ROLL,))
            g.todo.append((FORCED_EXIT, p, d1 + d2))
            g._charge(p, g._fee_payee(), g.edition.jail_fine, PayReason.JAIL_FINE)
        else:
            g.jail_tries[p] = tries
            if g._ev is not None:
                g._emit(StayedInJail(p, tries))
            g.phase = Phase.POST_ROLL
            return
    g._continue()


def forced_exit(g: Game, p: int, steps: int) -> None:
    if not g.active[p]:
        return
    g.in_jail[p] = False
    g.jail_tries[p] = 0
    if g._ev is not None:
        g._emit(LeftJail(p, JailExit.FORCED))
    g._move(p, steps)
    g._resolve(p, 0)


def send_to_jail(g: Game, p: int, reason: JailReason) -> None:
    g.pos[p] = g.board.jail
    g.in_jail[p] = True
    g.jail_tries[p] = 0
    if p == g.current:
        g.again = False
    if g._ev is not None:
        g._emit(SentToJail(p, reason))


def may_pay_fine(g: Game, p: int) -> bool:
    return (g.jail_tries[p] < g.rules.jail_max_turns - 1
            or g.rules.jail_fine_on_last_turn)


def check_exit(g: Game, a: PayJailFine | UseJailCard) -> str | None:
    p = a.player
    if g.decisions:
        return g._blocked(p)
    if p != g.current or g.phase is not Phase.PRE_ROLL:
        return "only before rolling, on your own turn"
    if not g.in_jail[p]:
        return "you are not in Jail"
    if type(a) is UseJailCard:
        return None if g.held[p] else "you hold no Get Out of Jail Free card"
    if not may_pay_fine(g, p):
        return "on the last turn in Jail you must roll (the fine follows a miss)"
    if g.cash[p] < g.edition.jail_fine:
        return f"the fine is {g.edition.jail_fine}: raise the money first"
    return None


def do_pay_fine(g: Game, a: PayJailFine) -> None:
    p = a.player
    g._charge(p, g._fee_payee(), g.edition.jail_fine, PayReason.JAIL_FINE)
    _leave(g, p, JailExit.FINE)


def do_use_card(g: Game, a: UseJailCard) -> None:
    p = a.player
    deck = g.held[p][0]
    g.held[p] = g.held[p][1:]
    g.decks[deck].append(g.board.card_index[card_id(g, deck)][1])
    if g._ev is not None:
        g._emit(JailCardUsed(p, deck))
    _leave(g, p, JailExit.CARD)
    g.bump_version()


def card_id(g: Game, deck: str) -> str:
    return next(c.id for c in g.board.cards[deck] if c.effect.type == "get_out_of_jail_free")


def _leave(g: Game, p: int, how: JailExit) -> None:
    g.in_jail[p] = False
    g.jail_tries[p] = 0
    if g._ev is not None:
        g._emit(LeftJail(p, how))
