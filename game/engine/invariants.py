"""The engine's invariants: what holds in every state play can reach.

Checked after each action by the property tests and ``sim --check``, and on every game read
from a file, so a saved game is accepted exactly when play could have reached it.
"""

from __future__ import annotations

from typing import Any

from .actions import TradeOffer
from .decisions import (Auction, BuyChoice, Debt, Decision, MortgageChoice, PlaceBuilding,
                        ShortageCall, TaxChoice, TradeAnswer)
from .edition import DECKS
from .events import BANK, POT, Event, PayReason
from .game import Game
from .ledger import BUILT, KINDS, facts
from .turn import AFTER_ROLL, FORCED_EXIT, PAY, Phase

BUILDING_KINDS = ("house", "hotel")
AUCTION_KINDS = ("property",) + BUILDING_KINDS


class InvariantBroken(AssertionError):
    """The engine's state broke one of its invariants: ``field`` names the part of the state."""

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}" if field else problem)


def check_invariants(g: Game, cash_before: list[int], events: list[Event]) -> None:
    """The engine's invariants after one action; raises InvariantBroken naming the first one
    that fails."""
    try:
        check_state(g)
        delta = [0] * g.n
        for event in events:
            for p, amount in event.transfers():
                delta[p] += amount
        for p in range(g.n):
            _need(g.cash[p] - cash_before[p] == delta[p], "cash",
                  f"player {p}'s cash moved without an event")
    except InvariantBroken as broken:
        raise InvariantBroken(broken.field,
                              f"round {g.round}, turn {g.turn_no}: {broken.problem}") from None


def _need(ok: bool, field: str, problem: str) -> None:
    if not ok:
        raise InvariantBroken(field, problem)


def _is_index(value: Any, size: int) -> bool:
    return type(value) is int and 0 <= value < size


def _is_amount(value: Any) -> bool:
    return type(value) is int and value >= 0


def _is_die(value: Any) -> bool:
    return type(value) is int and 1 <= value <= 6


def check_state(g: Game) -> None:
    """Every invariant of a state on its own: indices in range, holdings and the Bank's stock
    consistent, each waiting decision well formed, and a move for whoever must make one."""
    _check_players(g)
    _check_spaces(g)
    _check_decks(g)
    _check_turn(g)
    _check_ledger(g)
    for i, decision in enumerate(g.decisions):
        _check_decision(g, f"decisions.{i}", decision)
    if not g.over:
        p = g.to_move
        _need(bool(g.legal_actions(p)), "decisions" if g.decisions else "phase",
              f"expected a move for {g.names[p]}, who must make one; there is none")


def _check_players(g: Game) -> None:
    n, size = g.n, g.board.size
    _need(len(g.names) == n and 2 <= n, "players", "expected 2 or more players")
    for field in ("cash", "pos", "in_jail", "jail_tries", "active", "held", "props"):
        _need(len(getattr(g, field)) == n, field, f"expected {n} entries, one per player")
    for p in range(n):
        _need(type(g.cash[p]) is int, f"cash.{p}", "expected a whole number")
        _need(g.cash[p] >= 0, f"cash.{p}", f"player {p} has negative cash")
        _need(_is_index(g.pos[p], size), f"pos.{p}", f"expected a space from 0 to {size - 1}")
        _need(_is_index(g.jail_tries[p], g.rules.jail_max_turns), f"jail_tries.{p}",
              f"expected 0 to {g.rules.jail_max_turns - 1} failed throws in Jail")
        _need(g.in_jail[p] or g.jail_tries[p] == 0, f"jail_tries.{p}",
              "expected 0 for a player out of Jail")
        if not g.active[p]:
            _need(not g.props[p] and g.cash[p] == 0 and not g.held[p], f"active.{p}",
                  f"bankrupt player {p} still holds something")
    _need(g.bankruptcies == g.active.count(False), "bankruptcies",
          "expected the number of players out of the game")


def _check_spaces(g: Game) -> None:
    board, n = g.board, g.n
    size = board.size
    for field in ("owner", "level", "mortgaged"):
        _need(len(getattr(g, field)) == size, field, f"expected {size} entries, one per space")
    top = g.hotel_level
    houses = hotels = 0
    for s in range(size):
        o, lvl = g.owner[s], g.level[s]
        _need(type(o) is int and -1 <= o < n and (o < 0 or board.is_property[s]),
              f"owner.{s}", "expected -1 (the Bank) or a player, on properties only")
        _need(o < 0 or g.active[o], f"owner.{s}", "expected a player still in the game")
        _need(type(lvl) is int and (lvl == 0 or (o >= 0 and board.house_cost[s] > 0
                                                 and 0 < lvl <= top)),
              f"level.{s}", f"expected 0, or up to {top} on an owned street")
        _need(not g.mortgaged[s] or board.is_property[s], f"mortgaged.{s}",
              "expected a property")
        houses += lvl if lvl < top else 0
        hotels += lvl == top
    _need(_is_amount(g.bank_houses) and houses + g.bank_houses == g.edition.houses,
          "bank_houses", f"houses on the board and in the Bank must add up to {g.edition.houses}")
    _need(_is_amount(g.bank_hotels) and hotels + g.bank_hotels == g.edition.hotels,
          "bank_hotels", f"hotels on the board and in the Bank must add up to {g.edition.hotels}")
    owned = [s for p in range(n) for s in g.props[p]]
    _need(sorted(owned) == [s for s in range(size) if g.owner[s] >= 0], "owner",
          "owners and holdings disagree")
    for members in board.members:
        levels = [g.level[s] for s in members]
        _need(max(levels) - min(levels) <= 1, f"level.{members[0]}",
              f"uneven building on {list(members)}")
        if any(levels):
            _need(len({g.owner[s] for s in members}) == 1, f"level.{members[0]}",
                  f"buildings on {list(members)}, a group its owner does not hold whole")
            _need(not any(g.mortgaged[s] for s in members), f"level.{members[0]}",
                  f"buildings on a mortgaged group {list(members)}")


def _check_decks(g: Game) -> None:
    cards = g.board.cards
    _need(sorted(g.decks) == sorted(DECKS), "decks", f"expected the decks {', '.join(DECKS)}")
    for p, cards_held in enumerate(g.held):
        _need(all(d in DECKS for d in cards_held), f"held.{p}",
              "expected cards named by their deck")
    for deck in DECKS:
        order = g.decks[deck]
        held = sum(h.count(deck) for h in g.held)
        _need(all(_is_index(c, len(cards[deck])) for c in order)
              and len(set(order)) == len(order) and len(order) + held == len(cards[deck]),
              f"decks.{deck}", "expected every card of the deck once (held cards aside)")


def _check_turn(g: Game) -> None:
    n, size = g.n, g.board.size
    _need(g.over == (g.phase is Phase.OVER), "phase", "expected 'over' exactly when the game is")
    _need(_is_index(g.first, n), "first", f"expected a player from 0 to {n - 1}")
    _need(_is_index(g.current, n), "current", f"expected a player from 0 to {n - 1}")
    _need(_is_amount(g.pot), "pot", "expected 0 or more")
    _need(type(g.round) is int and g.round >= 1, "round", "expected 1 or more")
    _need(_is_amount(g.turn_no), "turn_no", "expected 0 or more")
    _need(type(g.doubles) is int and 0 <= g.doubles <= 3, "doubles",
          "expected 0 to 3 doubles thrown this turn")
    _need(g.last_roll == (0, 0) or all(_is_die(d) for d in g.last_roll), "last_roll",
          "expected two dice from 1 to 6 (or none thrown yet)")
    for i, roll in enumerate(g.forced):
        _need(len(roll) == 2 and all(_is_die(d) for d in roll), f"forced.{i}",
              "expected two dice from 1 to 6")
    if g.over:
        _need(bool(g.winners) and all(_is_index(w, n) for w in g.winners), "winners",
              "expected the players who won")
        _need(not (g.decisions or g.todo or g.claims or g.bank_sales), "over",
              "expected nothing left to do in a game that is over")
        return
    _need(not g.winners, "winners", "expected no winners before the game is over")
    _need(g.active[g.current] or bool(g.decisions), "current",
          "expected a player still in the game (or a decision others make first)")
    _need(g.active.count(True) >= 2, "active", "expected two or more players still in the game")
    for i, step in enumerate(g.todo):
        _need(_step_ok(g, step), f"todo.{i}", "not a step of a turn this game knows")
    for i, claim in enumerate(g.claims):
        o, payer, s, amount, turn = claim
        _need(_is_index(o, n) and _is_index(payer, n) and o != payer and _is_index(s, size)
              and g.owner[s] == o and not g.mortgaged[s] and _is_amount(amount)
              and type(turn) is int and 0 <= turn <= g.turn_no, f"claims.{i}",
              "expected rent its owner may claim on an unmortgaged lot he holds")
    for i, s in enumerate(g.bank_sales):
        _need(_is_index(s, size) and g.board.is_property[s] and g.owner[s] < 0,
              f"bank_sales.{i}", "expected a property the Bank holds")


def _check_ledger(g: Game) -> None:
    n, board = g.n, g.board
    for i, (kind, p, s, amount, cash, turn, held) in enumerate(facts(g.ledger)):
        _need(kind in KINDS and _is_index(p, n) and _is_index(s, board.size)
              and board.is_property[s] and _is_amount(amount) and _is_amount(cash)
              and (kind != BUILT or 0 < amount <= g.hotel_level)
              and _is_amount(turn) and turn <= g.turn_no
              and _is_index(held, len(board.group_members[s])), f"ledger.{i}",
              "expected [kind 0 to 2, player, property, amount, cash, turn, other lots of "
              "its group held] of this game")


def _step_ok(g: Game, step: tuple[Any, ...]) -> bool:
    if not step:
        return False
    kind = step[0]
    if kind == AFTER_ROLL:
        return len(step) == 1
    if kind == FORCED_EXIT:
        return len(step) == 3 and _is_index(step[1], g.n) and type(step[2]) is int \
            and 2 <= step[2] <= 12
    if kind == PAY:
        return (len(step) == 6 and _is_index(step[1], g.n) and _creditor_ok(g, step[2])
                and _is_amount(step[3]) and isinstance(step[4], PayReason)
                and type(step[5]) is int and -1 <= step[5] < g.board.size)
    return False


def _creditor_ok(g: Game, creditor: Any) -> bool:
    return creditor in (BANK, POT) or _is_index(creditor, g.n)


def _check_decision(g: Game, field: str, d: Decision) -> None:
    """A waiting decision names players still in and spaces of the board, as play makes them."""
    n, board = g.n, g.board
    size = board.size
    _need(_is_index(d.player, n) and g.active[d.player], f"{field}.player",
          "expected a player still in the game")
    kind = type(d)
    if kind is BuyChoice or kind is TaxChoice or kind is MortgageChoice:
        s: Any = d.space  # type: ignore[attr-defined]
        _need(_is_index(s, size), f"{field}.space", f"expected a space from 0 to {size - 1}")
        if kind is BuyChoice:
            _need(board.is_property[s] and g.owner[s] < 0, f"{field}.space",
                  "expected a property the Bank holds")
        elif kind is TaxChoice:
            _need(g.t.tax_percent[s] is not None, f"{field}.space",
                  "expected a tax that may be paid as a percent")
        else:
            _need(g.owner[s] == d.player and g.mortgaged[s], f"{field}.space",
                  "expected a mortgaged property of the player")
    elif isinstance(d, Auction):
        _need(d.kind in AUCTION_KINDS, f"{field}.kind", f"expected one of {AUCTION_KINDS}")
        _need(_is_index(d.space, size) and (d.kind != "property" or (
            board.is_property[d.space] and g.owner[d.space] < 0)), f"{field}.space",
              "expected a property the Bank holds, or the lot a building is asked for")
        _need(bool(d.bidders) and d.player in d.bidders
              and all(_is_index(q, n) and g.active[q] for q in d.bidders)
              and len(set(d.bidders)) == len(d.bidders), f"{field}.bidders",
              "expected the players still bidding, the one to bid among them")
        _need(d.leader == -1 or (_is_index(d.leader, n) and d.leader in d.bidders),
              f"{field}.leader", "expected -1 (no bid yet) or a bidder")
        _need(_is_amount(d.high) and _is_amount(d.opening), f"{field}.high",
              "expected bids of 0 or more")
        _need(d.requester == -1 or _is_index(d.requester, n), f"{field}.requester",
              "expected -1 or a player")
    elif isinstance(d, Debt):
        _need(_creditor_ok(g, d.creditor) and d.creditor != d.player, f"{field}.creditor",
              "expected the Bank, the jackpot or another player")
        _need(_is_amount(d.amount), f"{field}.amount", "expected a debt of 0 or more")
        _need(isinstance(d.reason, PayReason), f"{field}.reason", "expected a reason to pay")
        _need(type(d.space) is int and -1 <= d.space < size, f"{field}.space",
              f"expected -1 or a space from 0 to {size - 1}")
    elif isinstance(d, TradeAnswer):
        _need(_offer_ok(g, d.offer) and d.offer.partner == d.player, f"{field}.offer",
              "expected an offer between two players still in the game, of their properties, "
              "cash and cards")
    elif isinstance(d, ShortageCall):
        _need(d.kind in BUILDING_KINDS, f"{field}.kind", f"expected one of {BUILDING_KINDS}")
        _need(_is_index(d.requester, n) and _is_index(d.space, size), f"{field}.space",
              "expected the player asking and the lot he builds on")
        _need(bool(d.asked) and d.asked[0] == d.player
              and all(_is_index(q, n) for q in d.asked), f"{field}.asked",
              "expected the players asked, the one to answer first")
        _need(all(len(w) == 2 and _is_index(w[0], n) and _is_amount(w[1]) for w in d.wants),
              f"{field}.wants", "expected each player's wish as a count of 0 or more")
    elif isinstance(d, PlaceBuilding):
        _need(d.kind in BUILDING_KINDS, f"{field}.kind", f"expected one of {BUILDING_KINDS}")
    else:
        _need(False, field, "not a decision this game knows")


def _offer_ok(g: Game, o: Any) -> bool:
    if not isinstance(o, TradeOffer):
        return False
    sides = (o.proposer, o.partner)
    return (all(_is_index(p, g.n) and g.active[p] for p in sides) and o.proposer != o.partner
            and all(_is_index(s, g.board.size) for s in o.give + o.take)
            and _is_amount(o.give_cash) and _is_amount(o.take_cash)
            and all(c in DECKS for c in o.give_cards + o.take_cards))
