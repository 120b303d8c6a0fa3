"""Short explanations of what just happened in a game, for people watching the attract loop.

Drawn from the engine's events and said in the theme's words (:class:`Words`), so an edition's
own names for buildings, decks and spaces are the only ones a watcher reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import BANK, Game
from ...engine import events as ev
from ...engine.edition import SpaceKind
from ..dialogs.trade_terms import side
from ..views.words import Words


@dataclass(frozen=True)
class Explanation:
    title: str
    text: str
    #: How much it matters: a weightier explanation waiting to be shown replaces a lighter one.
    weight: int


def article(word: str) -> str:
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


class Explainer:
    """Turns the events of one action into at most one explanation: the weightiest."""

    def __init__(self, game: Game, words: Words) -> None:
        self.game = game
        self.w = words
        self._by_kind: dict[type[ev.Event], Callable[[ev.Event], Explanation | None]] = {
            ev.Bankrupted: self._bankrupt, ev.BuildingBuilt: self._built,
            ev.AuctionStarted: self._auction, ev.AuctionWon: self._auction_won,
            ev.TradeAccepted: self._trade, ev.SentToJail: self._jail, ev.DebtOwed: self._debt,
            ev.PropertyBought: self._bought, ev.Payment: self._rent, ev.Mortgaged: self._mortgaged,
            ev.CardDrawn: self._card,
        }

    def explain(self, events: Sequence[ev.Event]) -> Explanation | None:
        best: Explanation | None = None
        for event in events:
            make = self._by_kind.get(type(event))
            found = make(event) if make is not None else None
            if found is not None and (best is None or found.weight > best.weight):
                best = found
        return best

    # -- one explanation per kind of event ----------------------------------------------------

    def _name(self, p: int) -> str:
        return self.w.player(p)

    def _bankrupt(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.Bankrupted)
        who, to = self._name(e.player), self._name(e.creditor)
        return Explanation("Bankrupt!", f"{who} cannot pay {to} and leaves the game: everything "
                           f"{who} owned goes to {to}.", 5)

    def _built(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.BuildingBuilt)
        who, where = self._name(e.player), self.w.space(e.space)
        if e.hotel:
            hotel = self.w.building("hotel")
            return Explanation(f"{article(hotel).capitalize()}!", f"{who} builds {article(hotel)} "
                               f"on {where}: landing there now costs the highest rent.", 4)
        house = self.w.building("house")
        return Explanation("Building up", f"{who} builds {article(house)} on {where}: every "
                           f"{house} raises the rent there.", 1)

    def _auction(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.AuctionStarted)
        if e.kind == "property":
            return Explanation("Auction", f"Nobody bought {self.w.space(e.space)}, so it goes to "
                               "auction: every player may bid, and the highest bid wins.", 3)
        short = self.w.building(e.kind, 2)
        return Explanation("Auction", f"The Bank is running out of {short}: the last one goes "
                           "to whoever bids the most.", 3)

    def _auction_won(self, e: ev.Event) -> Explanation | None:
        assert isinstance(e, ev.AuctionWon)
        done = self._group_done(e.player, e.space)
        if done is not None:
            return done
        if e.kind != "property":
            return None
        return Explanation("Sold!", f"{self._name(e.player)} wins {self.w.space(e.space)} at "
                           f"auction for {self.w.money(e.amount)}.", 2)

    def _trade(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.TradeAccepted)
        o = e.offer
        gives = side(self.w, o.give, o.give_cash, o.give_cards)
        gets = side(self.w, o.take, o.take_cash, o.take_cards)
        text = (f"{self._name(o.proposer)} and {self._name(o.partner)} make a deal: "
                f"{gives[0].lower() + gives[1:]} for {gets[0].lower() + gets[1:]}.")
        for space in o.take:
            done = self._group_done(o.proposer, space)
            if done is not None:
                return Explanation("A trade", f"{text} {done.text}", 4)
        for space in o.give:
            done = self._group_done(o.partner, space)
            if done is not None:
                return Explanation("A trade", f"{text} {done.text}", 4)
        return Explanation("A trade", text, 3)

    def _jail(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.SentToJail)
        who, jail = self._name(e.player), self.w.jail()
        if e.reason is ev.JailReason.DOUBLES:
            why = f"{who} rolled doubles three times in a row, and that means {jail}."
        elif e.reason is ev.JailReason.CARD:
            why = f"A card sends {who} straight to {jail}."
        else:
            corner = self.w.space(self._first(SpaceKind.GO_TO_JAIL))
            why = f"{who} lands on {corner} and goes straight to {jail}."
        return Explanation(f"Off to {jail}", f"{why} No salary on the way.", 2)

    def _debt(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.DebtOwed)
        return Explanation("Short of cash", f"{self._name(e.debtor)} owes "
                           f"{self._name(e.creditor)} {self.w.money(e.amount)} and must raise it "
                           f"by selling {self.w.building('house', 2)} or mortgaging.", 2)

    def _bought(self, e: ev.Event) -> Explanation | None:
        assert isinstance(e, ev.PropertyBought)
        return self._group_done(e.player, e.space)

    def _rent(self, e: ev.Event) -> Explanation | None:
        assert isinstance(e, ev.Payment)
        if e.reason is not ev.PayReason.RENT or e.space < 0:
            return None
        return Explanation("Rent", f"{self._name(e.payer)} lands on {self.w.space(e.space)} and "
                           f"pays {self._name(e.payee)} {self.w.money(e.amount)} rent.",
                           2 if e.amount >= 200 else 0)

    def _mortgaged(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.Mortgaged)
        return Explanation("Mortgage", f"{self._name(e.player)} mortgages "
                           f"{self.w.space(e.space)} for {self.w.money(e.amount)}: cash now, but "
                           "no rent from it until the loan is paid back.", 1)

    def _card(self, e: ev.Event) -> Explanation:
        assert isinstance(e, ev.CardDrawn)
        text = self.w.theme.cards.get(e.card, "")
        return Explanation(self.w.deck(e.deck), f"{self._name(e.player)} draws: {text}", 1)

    # -- helpers ----------------------------------------------------------------------------

    def _group_done(self, player: int, space: int) -> Explanation | None:
        """A color group just came into one hand: the rent doubles and building may start."""
        g = self.game
        board = g.board
        if player == BANK or board.kind[space] is not SpaceKind.STREET:
            return None
        members = board.group_members[space]
        if not members or any(g.owner[s] != player for s in members):
            return None
        who = self._name(player)
        lots = self.w.kind(space, plural=True)
        return Explanation(f"The whole {self.w.group(space)} group",
                           f"{who} now owns every one of its {lots}: their rent doubles, and {who} "
                           f"may build {self.w.building('house', 2)} there.", 3)

    def _first(self, kind: SpaceKind) -> int:
        return self.w.board.kind.index(kind)
