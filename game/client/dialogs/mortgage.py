"""A mortgaged property changed hands: lift the mortgage now, or pay the interest and keep it."""

from __future__ import annotations

from ...engine import KeepMortgaged, MortgageChoice, Unmortgage
from .base import Choice, DecisionDialog


class MortgageDialog(DecisionDialog[MortgageChoice]):
    """Lift now for the mortgage plus 10%, or keep it mortgaged and pay the 10% now."""

    kind = "mortgage"

    def build(self) -> None:
        g, w, p, s = self.game, self.words, self.player, self.decision.space
        assert g is not None
        lift, interest, cash = g.t.lift_cost[s], g.t.interest[s], g.cash[p]
        self.eyebrow(f"{g.names[p]} · mortgaged {w.kind(s)}")
        self.title(w.space(s))
        later = sum(1 for d in g.decisions if type(d) is MortgageChoice and d.player == p) - 1
        self.text(f"{w.space(s)} came to you mortgaged. Lift the mortgage now, or keep it "
                  f"mortgaged and pay the 10% interest now (lifting it later costs "
                  f"{w.money(lift)}).")
        if later:
            more = "property comes" if later == 1 else "properties come"
            self.text(f"{later} more mortgaged {more} after this one.", muted=True)
        self.facts([("Lift now", w.money(lift)), ("Interest to keep it", w.money(interest)),
                    ("Your cash", w.money(cash))])
        self.hint_row()
        can_lift = Unmortgage(p, s) in g.legal_actions(p)
        self.footer([
            Choice(f"Lift for {w.money(lift)}", Unmortgage(p, s), primary=True,
                   default=can_lift, enabled=can_lift,
                   hint="" if can_lift else f"You have {w.money(cash)}.", side="accept"),
            Choice(f"Keep it, pay {w.money(interest)}", KeepMortgaged(p, s),
                   default=not can_lift, side="decline"),
        ])
