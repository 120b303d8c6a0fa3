"""Scarce buildings: how many one wants when the Bank runs short, and where a won one goes."""

from __future__ import annotations

from ...ai.medium import best_place, buildings_wanted
from ...ai.valuation import valuer_for
from ...engine import Action, Build, PlaceBuilding, ShortageCall, WantBuildings
from ...engine import buildings
from .base import Choice, DecisionDialog


class ShortageDialog(DecisionDialog[ShortageCall]):
    """The Bank is short: the player says how many of the scarce buildings he wants (0..max).
    None is the default; with hints on, the count the hint names ("a careful player asks for
    3"), not merely the first that asks for any."""

    kind = "shortage"

    def build(self) -> None:
        g, w, p, d = self.game, self.words, self.player, self.decision
        assert g is not None
        one, many = w.building(d.kind), w.building(d.kind, 2)
        stock = g.bank_hotels if d.kind == "hotel" else g.bank_houses
        most = buildings.capacity(g, p, d.kind)
        self.eyebrow(f"{g.names[p]} · {many} are short")
        self.title(f"How many {many}?")
        self.text(f"{g.names[d.requester]} wants a {one} on {w.space(d.space)}, and the Bank has "
                  f"only {stock} left. Say how many {many} you want now (you could build "
                  f"{most}). If more are wanted than the Bank has, one goes to auction.")
        self.hint_row()
        want = buildings_wanted(g, p, valuer_for(g), d)
        labels = ["None"] + [str(k) for k in range(1, most + 1)]
        self.footer([Choice(label, WantBuildings(p, k), primary=k == 0, default=k == 0,
                            side="decline" if k == 0 else "accept" if k == want else None)
                     for k, label in enumerate(labels)])


class PlaceDialog(DecisionDialog[PlaceBuilding]):
    """A building won at auction: the player picks the lot it goes on; the default is the lot
    where it earns most, the one the hint names."""

    def build(self) -> None:
        g, w, p, d = self.game, self.words, self.player, self.decision
        assert g is not None
        one = w.building(d.kind)
        self.eyebrow(f"{g.names[p]} · {one} won at auction")
        self.title(f"Place your {one}")
        lots = [a for a in g.legal_actions(p) if isinstance(a, Build)]
        street = lots and w.kind(lots[0].space) or "lot"
        self.text(f"Choose the {street} it goes on.")
        self.hint_row()
        self.error_row()
        acts: list[Action] = [*lots]
        best = best_place(g, p, valuer_for(g), acts) if acts else None
        self.options([Choice(w.space(a.space), a, default=a == best, aside=w.buildings_on(a.space))
                      for a in lots])
