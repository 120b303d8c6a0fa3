"""Raising money for a debt: what is owed and to whom, the gap, every way to raise it, pay or
give up; or the whole manage view, with the debt on top, to raise it deed by deed."""

from __future__ import annotations

from ...engine import (Action, BuyChoice, DeclareBankruptcy, Debt, Game, Mortgage, PayDebt,
                       SellBuilding, SellHotels)
from ...ai.medium import least_damaging, mortgage_to_buy
from ...ai.valuation import valuer_for
from ...engine import buildings
from ...engine.tables import percent
from .base import DecisionDialog, Choice, DialogScene

RAISING = (SellBuilding, SellHotels, Mortgage)


def still_to_raise(game: Game, debt: Debt) -> int:
    return max(0, debt.amount - game.cash[debt.player])


def first_raise(game: Game, player: int) -> Action | None:
    """The move a careful player raises money with first, as the hints advise: short of a
    deed's price, the mortgage outside its group that costs least rent per dollar; else the
    least damaging sale or mortgage, as the computers raise it (None: nothing to raise with)."""
    top, v = game.pending, valuer_for(game)
    if isinstance(top, BuyChoice) and top.player == player:
        buying = mortgage_to_buy(game, player, v, top.space)
        if buying is not None:
            return buying
    raising: list[Action] = [a for a in game.legal_actions(player) if isinstance(a, RAISING)]
    return least_damaging(game, player, v, raising)


def debt_heading(dialog: DialogScene, debt: Debt) -> None:
    """How both debt screens open: what is owed, what for and to whom."""
    w = dialog.words
    dialog.title(f"You owe {w.money(debt.amount)}")
    dialog.text(w.debt_reason(debt.reason, debt.creditor, debt.space),
                gap=dialog.metrics.gap * 2)


def debt_choices(game: Game, debt: Debt, dialog: DialogScene) -> list[Choice]:
    """Pay (when the cash covers it), and bankruptcy when the rules allow it: never the
    default, and asked about again, since it ends the player's game."""
    p, w = debt.player, dialog.words
    legal = game.legal_actions(p)
    pay_ok = PayDebt(p) in legal
    out = [Choice(f"Pay {w.money(debt.amount)}", PayDebt(p), primary=True, default=pay_ok,
                  enabled=pay_ok, hint="" if pay_ok else
                  f"Raise {w.money(still_to_raise(game, debt))} more first.")]
    if DeclareBankruptcy(p) in legal:
        out.append(Choice("Declare bankruptcy", DeclareBankruptcy(p), confirm=(
            f"Everything you own goes to {w.player(debt.creditor)} and you leave the game. "
            "This cannot be undone.")))
    return out


class DebtDialog(DecisionDialog[Debt]):
    """The debt, the cash, the gap; a button for each sale and mortgage with what it brings."""

    kind = "debt"

    def build(self) -> None:
        g, w, p, d = self.game, self.words, self.player, self.decision
        assert g is not None
        cash, owed = g.cash[p], d.amount
        gap = still_to_raise(g, d)
        self.eyebrow(f"{g.names[p]} · money owed")
        debt_heading(self, d)
        self.facts([("Owed", w.money(owed)), ("Your cash", w.money(cash)),
                    ("Still to raise", w.money(gap))], accent=w.money(gap) if gap else None)
        legal = g.legal_actions(p)
        raising = sorted((a for a in legal if isinstance(a, RAISING)),
                         key=lambda a: (not isinstance(a, Mortgage), a.space))
        ways = [self.way(a) for a in raising]
        footer = debt_choices(g, d, self)
        self.hint_row()
        self._undecided = DeclareBankruptcy(p) in legal  # nothing would cover it: Enter waits
        if ways:
            self.heading("Raise money")
            if not self._undecided and not any(c.default for c in footer):  # least harm first
                best = first_raise(g, p)
                next(c for c, a in zip(ways, raising) if a == best or best is None).default = True
            self.options(ways, under_heading=True)
        if DeclareBankruptcy(p) in legal and not self.hints:  # else the hint says it
            self.text("Selling and mortgaging everything you have would not cover this debt.",
                      muted=True)
        open_view = self.on_manage
        if open_view is not None:
            footer.append(Choice("See your deeds", lambda: open_view(0)))
        self.error_row()
        self.choices(footer, hints=False)

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
