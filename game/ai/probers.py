"""Test players that probe a computer's trade answers the way a patient person would.

Each plays medium's game and, once a turn, makes one probing offer for the key lot: the one
lot of a street group it lacks, held by a single rival, no buildings on the group. Seated
against a level in the simulator, their edge over plain medium on the same seeds measures
how much a person gains by walking that level's answers down:

- ``ladder``: cash for the key lot, a step up a ladder of prices on each try, from $1 to all
  it holds, then from the bottom again;
- ``many-for-one``: its cheapest lots outside the groups it holds part of, one more on each try;
- ``re-ask``: half the printed price, asked again, on any turn, whenever its purse changed;
- ``mortgaged-at-face``: a mortgaged lot of its own, counted at its printed price, and the
  rest of the key lot's price in cash (it mortgages a lot first when it has none).

One walks the other way, selling dear what a rival would like to hold:

- ``sell-dear``: a railroad or utility of its own to the richest rival who holds one of the
  same kind, for nearly all his cash, a step lower on each try, never as low as the printed
  price.
"""

from __future__ import annotations

from typing import Final

from game.engine import Action, Game, Mortgage, ProposeTrade, TradeOffer
from game.engine.trading import offer_problem

from .medium import MediumController
from .valuation import Valuer

LADDER: Final = (1, 10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1250,
                 1500, 2000)  # the ladder's prices, in dollars


def key_lot(g: Game, p: int, v: Valuer) -> tuple[int, int] | None:
    """(lot, its owner) of the dearest street group whose lots are all ``p``'s but one, held
    by a rival still in, with no buildings on it; None if there is none."""
    best: tuple[int, int] | None = None
    price = v.board.price
    for members in v.street_sets:
        missing = [s for s in members if g.owner[s] != p]
        if len(missing) != 1 or any(g.level[s] for s in members):
            continue
        s = missing[0]
        q = g.owner[s]
        if q >= 0 and g.active[q] and (best is None or price[s] > price[best[0]]):
            best = (s, q)
    return best


def spare_lots(g: Game, p: int, v: Valuer) -> list[int]:
    """``p``'s unmortgaged lots of groups he holds only part of, and of no group he would
    complete with one more lot, cheapest first: what he can bear to hand over."""
    group_members, price = v.board.group_members, v.board.price
    out = []
    for s in g.props[p]:
        members = group_members[s]
        held = sum(1 for m in members if g.owner[m] == p)
        if not g.mortgaged[s] and held < len(members) - 1 and not any(g.level[m] for m in members):
            out.append(s)
    out.sort(key=lambda s: (price[s], s))
    return out


class Prober(MediumController):
    """Medium's play, and once a turn the probing offer of its kind when it has one."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.tries: dict[int, int] = {}  # deed -> probing offers made about it so far

    def _propose(self, g: Game, p: int, v: Valuer) -> Action | None:
        target = self.target(g, p, v)
        if target is not None:
            a = self.probe(g, p, v, target[0], target[1])
            if a is not None:
                if isinstance(a, ProposeTrade):
                    self.tries[target[0]] = self.tries.get(target[0], 0) + 1
                return a
        return super()._propose(g, p, v) if p == g.current else None

    def target(self, g: Game, p: int, v: Valuer) -> tuple[int, int] | None:
        """(deed, partner) its probing offers are about: the key lot and its owner."""
        return key_lot(g, p, v)

    def probe(self, g: Game, p: int, v: Valuer, lot: int, q: int) -> Action | None:
        """The probing move for ``lot`` and partner ``q`` (None: none now)."""
        raise NotImplementedError

    def offer(self, g: Game, o: TradeOffer) -> Action | None:
        """``o`` put to its partner, if the rules allow it now."""
        return ProposeTrade(o.proposer, o) if offer_problem(g, o) is None else None


class LadderProber(Prober):
    """Cash for the key lot, one step up the ladder on each try, within its purse."""

    def probe(self, g: Game, p: int, v: Valuer, lot: int, q: int) -> Action | None:
        steps = [x for x in LADDER if x <= g.cash[p]]
        if not steps:
            return None
        cash = steps[self.tries.get(lot, 0) % len(steps)]
        return self.offer(g, TradeOffer(p, q, take=(lot,), give_cash=cash))


class ManyForOneProber(Prober):
    """Its cheapest spare lots for the key lot, one more on each try."""

    def probe(self, g: Game, p: int, v: Valuer, lot: int, q: int) -> Action | None:
        spare = spare_lots(g, p, v)
        if not spare:
            return None
        k = 1 + self.tries.get(lot, 0) % len(spare)
        return self.offer(g, TradeOffer(p, q, give=tuple(spare[:k]), take=(lot,)))


class ReAskProber(Prober):
    """Half the printed price for the key lot, asked on any turn whenever its purse changed."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.asked_with = -1  # its cash when it last asked

    def _trades_now(self, g: Game, p: int) -> bool:
        return True

    def probe(self, g: Game, p: int, v: Valuer, lot: int, q: int) -> Action | None:
        cash = v.board.price[lot] // 2
        if g.cash[p] == self.asked_with or cash > g.cash[p]:
            return None
        a = self.offer(g, TradeOffer(p, q, take=(lot,), give_cash=cash))
        if a is not None:
            self.asked_with = g.cash[p]
        return a


class MortgagedAtFaceProber(Prober):
    """A mortgaged lot of its own at its printed price, and the rest in cash, for the key
    lot; with no mortgaged lot to give, it mortgages its cheapest spare lot first."""

    def probe(self, g: Game, p: int, v: Valuer, lot: int, q: int) -> Action | None:
        price, group_of = v.board.price, v.board.group_of
        held = [s for s in g.props[p] if g.mortgaged[s] and group_of[s] != group_of[lot]]
        if not held:
            spare = spare_lots(g, p, v)
            return Mortgage(p, spare[0]) if spare and Mortgage(p, spare[0]) in g.legal_actions(p) \
                else None
        s = min(held, key=lambda x: (-price[x], x))
        cash = max(0, price[lot] - price[s])
        if cash > g.cash[p]:
            return None
        return self.offer(g, TradeOffer(p, q, give=(s,), take=(lot,), give_cash=cash))


DEAR: Final = (0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25)  # shares of the buyer's purse


def dear_sale(g: Game, p: int, v: Valuer) -> tuple[int, int] | None:
    """(an unmortgaged railroad or utility of ``p``'s, the richest rival still in who holds
    one of the same kind); None if there is none."""
    best: tuple[int, int] | None = None
    group_members = v.board.group_members
    for s in g.props[p]:
        if v.t.is_street[s] or g.mortgaged[s]:
            continue
        for q in range(g.n):
            if q != p and g.active[q] and any(g.owner[m] == q for m in group_members[s]) and (
                    best is None or g.cash[q] > g.cash[best[1]]):
                best = (s, q)
    return best


class SellDearProber(Prober):
    """A railroad or utility to a rival who holds one of its kind, for a share of his purse
    lower on each try, never as low as the printed price."""

    def target(self, g: Game, p: int, v: Valuer) -> tuple[int, int] | None:
        return dear_sale(g, p, v)

    def probe(self, g: Game, p: int, v: Valuer, lot: int, q: int) -> Action | None:
        price = v.board.price[lot]
        asks = [a for a in (int(g.cash[q] * f) for f in DEAR) if a > price]
        if not asks:
            return None
        ask = asks[self.tries.get(lot, 0) % len(asks)]
        return self.offer(g, TradeOffer(p, q, give=(lot,), take_cash=ask))


PROBERS: Final = {"ladder": LadderProber, "many-for-one": ManyForOneProber,
                  "re-ask": ReAskProber, "mortgaged-at-face": MortgagedAtFaceProber,
                  "sell-dear": SellDearProber}
