"""The tax that may be paid as a percent: chosen before the player adds up what he is worth."""

from __future__ import annotations

from ...engine import ChooseIncomeTax, TaxChoice
from .base import Choice, DecisionDialog


class TaxDialog(DecisionDialog[TaxChoice]):
    """The flat amount or the percent; the player's worth is deliberately not shown. Neither
    is the default unless the hint knows which is the cheaper (the cash alone is enough to
    make the percent dearer, or it is all the player owns)."""

    kind = "tax"
    needs_advice = True

    def build(self) -> None:
        g, w, p, s = self.game, self.words, self.player, self.decision.space
        assert g is not None
        flat = g.t.tax_amount[s]
        pct = g.t.tax_percent[s]
        self.eyebrow(f"{g.names[p]} · choose how to pay")
        self.title(w.space(s))
        self.text(f"Pay {w.money(flat)}, or {pct}% of everything you are worth: your cash, "
                  "your property at its printed price and your buildings at cost.")
        self.text("The rules say: choose before you add it up.", muted=True,
                  gap=self.metrics.gap * 2)
        self.hint_row()
        self.footer([
            Choice(f"Pay {w.money(flat)}", ChooseIncomeTax(p, False), side="accept"),
            Choice(f"Pay {pct}%", ChooseIncomeTax(p, True), side="decline"),
            *self.raise_choices(flat),
        ])
