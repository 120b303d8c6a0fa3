"""Raising money for a debt: what is owed and to whom, the gap, every way to raise it, pay or
give up."""

from __future__ import annotations

import pygame

from ...engine import (Action, DeclareBankruptcy, Debt, Game, Mortgage, PayDebt, SellBuilding,
                       SellHotels)
from ...engine import buildings
from ...engine.tables import percent
from ...themes import Theme
from .base import DecisionDialog, ActionSink, Choice, DialogScene

RAISING = (SellBuilding, SellHotels, Mortgage)


class DebtDialog(DecisionDialog[Debt]):
    """The debt, the cash, the gap; a button for each sale and mortgage with what it brings."""

    def build(self) -> None:
        g, w, p, d = self.game, self.words, self.player, self.decision
        assert g is not None
        cash, owed = g.cash[p], d.amount
        gap = max(0, owed - cash)
        self.eyebrow(f"{g.names[p]} · money owed")
        self.title(f"You owe {w.money(owed)}")
        self.text(w.debt_reason(d.reason, d.creditor, d.space), gap=self.metrics.gap * 2)
        self.facts([("Owed", w.money(owed)), ("Your cash", w.money(cash)),
                    ("Still to raise", w.money(gap))], accent=w.money(gap) if gap else None)
        legal = g.legal_actions(p)
        raising = sorted((a for a in legal if isinstance(a, RAISING)),
                         key=lambda a: (not isinstance(a, Mortgage), a.space))
        ways = [self.way(a) for a in raising]
        pay_ok = PayDebt(p) in legal
        broke = DeclareBankruptcy(p) in legal
        if ways:
            self.heading("Raise money")
            if not pay_ok and not broke:
                ways[0].default = True
            self.options(ways, under_heading=True)
        if broke:
            self.text("Selling and mortgaging everything you have would not cover this debt.",
                      muted=True)
        footer = [Choice(f"Pay {w.money(owed)}", PayDebt(p), primary=True, default=pay_ok,
                         enabled=pay_ok)]
        if broke:
            footer.append(Choice("Declare bankruptcy", DeclareBankruptcy(p),
                                 default=not ways and not pay_ok))
        self.footer(footer)

    def way(self, action: Action) -> Choice:
        """A sale or mortgage as a button: what it does, and what it brings."""
        g, w, p = self.game, self.words, self.player
        assert g is not None
        if isinstance(action, Mortgage):
            s = action.space
            return Choice(f"Mortgage {w.space(s)}", action, aside=f"+{w.money(g.board.mortgage[s])}")
        if isinstance(action, SellHotels):
            s = action.space
            plan = buildings.hotels_plan(g, p, s)
            label = f"Sell every {w.building('hotel')} of the {w.group(s)} group"
        else:
            assert isinstance(action, SellBuilding)
            s = action.space
            plan = buildings.sale_plan(g, p, s)
            kind = "hotel" if g.level[s] == g.hotel_level else "house"
            label = (f"Sell the {w.building(kind)} on {w.space(s)}" if kind == "hotel"
                     else f"Sell a {w.building(kind)} on {w.space(s)}")
        assert not isinstance(plan, str)
        refund = sum(percent((before - after) * g.board.house_cost[lot], 50)
                     for lot, before, after in plan)
        hint = ""
        if isinstance(action, SellBuilding) and (len(plan) > 1 or plan[0][1] - plan[0][2] > 1):
            hint = (f"The Bank is short of {w.building('house', 2)}: the {w.group(s)} group is "
                    "sold down as far as it must.")
        return Choice(label, action, aside=f"+{w.money(refund)}", hint=hint)
