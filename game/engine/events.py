"""Events: what an action caused, in order, each with a short text for the game log.

Events are values: the engine creates them and never changes them afterwards. (They are
slotted, not frozen, dataclasses because they are made on the hot path.) Every event that moves
money says so in ``transfers()``; summed over a game they account for every change of cash.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from .actions import TradeOffer

BANK: Final = -1
POT: Final = -2  # the Free Parking jackpot (house rule)


def written_money(currency: str, amount: int) -> str:
    """``amount`` after the money's sign, its thousands parted: "$1,500", "-$20"."""
    sign = "-" if amount < 0 else ""
    return f"{sign}{currency}{abs(amount):,}"


class Names:
    """The words an edition uses: player, space, deck and building names."""

    def __init__(self, players: list[str], spaces: tuple[str, ...], decks: dict[str, str],
                 cards: dict[str, str], house: tuple[str, str] = ("house", "houses"),
                 hotel: tuple[str, str] = ("hotel", "hotels"), currency: str = "$") -> None:
        self.players = players
        self.spaces = spaces
        self.decks = decks
        self.cards = cards
        self.house = house
        self.hotel = hotel
        self.currency = currency

    def player(self, who: int) -> str:
        if who == BANK:
            return "the Bank"
        if who == POT:
            return "the Free Parking pot"
        return self.players[who]

    def money(self, amount: int) -> str:
        return written_money(self.currency, amount)

    def buildings(self, kind: str, count: int) -> str:
        words = self.hotel if kind == "hotel" else self.house
        return f"{count} {words[0] if count == 1 else words[1]}"


class Event:
    __slots__ = ()

    def transfers(self) -> tuple[tuple[int, int], ...]:
        """(player, change of cash) pairs; the Bank and the pot are left out."""
        return ()

    def text(self, n: Names) -> str:  # pragma: no cover - every event overrides
        raise NotImplementedError


class PayReason(str, Enum):
    SALARY = "salary"
    RENT = "rent"
    TAX = "tax"
    CARD = "card"
    REPAIRS = "repairs"
    JAIL_FINE = "jail fine"
    INTEREST = "interest"
    JACKPOT = "jackpot"
    BANKRUPTCY = "bankruptcy"


def _flow(payer: int, payee: int, amount: int) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    if payer >= 0:
        out.append((payer, -amount))
    if payee >= 0:
        out.append((payee, amount))
    return tuple(out)


@dataclass(slots=True)
class Payment(Event):
    payer: int
    payee: int
    amount: int
    reason: PayReason
    space: int = -1

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return _flow(self.payer, self.payee, self.amount)

    def text(self, n: Names) -> str:
        a, payer, payee = n.money(self.amount), n.player(self.payer), n.player(self.payee)
        r = self.reason
        if r is PayReason.SALARY:
            return f"{payee} passes {n.spaces[0]}, collects {a} salary."
        if r is PayReason.RENT:
            return f"{payer} pays {payee} {a} rent for {n.spaces[self.space]}."
        if r is PayReason.TAX:
            return f"{payer} pays {a} for {n.spaces[self.space]}."
        if r is PayReason.JAIL_FINE:
            return f"{payer} pays the {a} Jail fine."
        if r is PayReason.INTEREST:
            return f"{payer} pays {a} interest on the mortgage of {n.spaces[self.space]}."
        if r is PayReason.JACKPOT:
            return f"{payee} scoops the Free Parking pot: {a}!"
        if r is PayReason.BANKRUPTCY:
            return f"{payer} hands over the last {a} to {payee}."
        if self.payer == BANK:
            return f"{payee} collects {a}."
        text = f"{payer} pays {payee} {a}."
        return text[0].upper() + text[1:]


@dataclass(slots=True)
class OrderRolled(Event):
    player: int
    d1: int
    d2: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} rolls {self.d1 + self.d2} for the order of play."


@dataclass(slots=True)
class FirstPlayer(Event):
    player: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} rolled highest and goes first."


@dataclass(slots=True)
class DeedDealt(Event):
    player: int
    space: int
    price: int

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, -self.price),) if self.price else ()

    def text(self, n: Names) -> str:
        paid = f" and pays {n.money(self.price)}" if self.price else ""
        return f"{n.player(self.player)} is dealt {n.spaces[self.space]}{paid}."


@dataclass(slots=True)
class TurnStarted(Event):
    player: int
    round: int

    def text(self, n: Names) -> str:
        return f"Round {self.round}: {n.player(self.player)}'s turn."


@dataclass(slots=True)
class DiceRolled(Event):
    player: int
    d1: int
    d2: int

    def text(self, n: Names) -> str:
        extra = " Doubles!" if self.d1 == self.d2 else ""
        return f"{n.player(self.player)} rolls {self.d1} and {self.d2}.{extra}"


@dataclass(slots=True)
class TokenMoved(Event):
    """A move along the board: ``steps`` spaces forward (negative: backward) from ``start``."""

    player: int
    start: int
    end: int
    steps: int

    def text(self, n: Names) -> str:
        verb = "moves back to" if self.steps < 0 else "moves to"
        return f"{n.player(self.player)} {verb} {n.spaces[self.end]}."


class JailReason(str, Enum):
    SPACE = "space"
    CARD = "card"
    DOUBLES = "doubles"


@dataclass(slots=True)
class SentToJail(Event):
    player: int
    reason: JailReason

    def text(self, n: Names) -> str:
        why = {JailReason.SPACE: "", JailReason.CARD: " by a card",
               JailReason.DOUBLES: " for rolling three doubles"}[self.reason]
        return f"{n.player(self.player)} goes to Jail{why}."


class JailExit(str, Enum):
    DOUBLES = "doubles"
    FINE = "fine"
    CARD = "card"
    FORCED = "forced"


@dataclass(slots=True)
class LeftJail(Event):
    player: int
    how: JailExit

    def text(self, n: Names) -> str:
        how = {JailExit.DOUBLES: "by rolling doubles", JailExit.FINE: "by paying the fine",
               JailExit.CARD: "with a Get Out of Jail Free card",
               JailExit.FORCED: "after a third try"}[self.how]
        return f"{n.player(self.player)} leaves Jail {how}."


@dataclass(slots=True)
class StayedInJail(Event):
    player: int
    tries: int

    def text(self, n: Names) -> str:
        return f"No doubles: {n.player(self.player)} stays in Jail (try {self.tries})."


@dataclass(slots=True)
class PropertyBought(Event):
    player: int
    space: int
    price: int

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, -self.price),)

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} buys {n.spaces[self.space]} for {n.money(self.price)}."


@dataclass(slots=True)
class BuyDeclined(Event):
    player: int
    space: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} does not buy {n.spaces[self.space]}."


@dataclass(slots=True)
class AuctionStarted(Event):
    """An auction of a property (``kind`` 'property') or of one scarce house or hotel."""

    space: int
    kind: str
    opening: int

    def text(self, n: Names) -> str:
        if self.kind == "property":
            return f"{n.spaces[self.space]} goes up for auction."
        return f"The Bank auctions its last {n.buildings(self.kind, 1).split(' ', 1)[1]}."


@dataclass(slots=True)
class BidMade(Event):
    player: int
    amount: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} bids {n.money(self.amount)}."


@dataclass(slots=True)
class BidPassed(Event):
    player: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} drops out of the bidding."


@dataclass(slots=True)
class AuctionWon(Event):
    player: int
    space: int
    amount: int
    kind: str

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, -self.amount),)

    def text(self, n: Names) -> str:
        what = n.spaces[self.space] if self.kind == "property" else f"a {n.buildings(self.kind, 1).split(' ', 1)[1]}"
        return f"{n.player(self.player)} wins {what} for {n.money(self.amount)}."


@dataclass(slots=True)
class AuctionUnsold(Event):
    space: int
    kind: str

    def text(self, n: Names) -> str:
        if self.kind == "property":
            return f"No bids: the Bank keeps {n.spaces[self.space]}."
        return "No bids: the Bank keeps the building."


@dataclass(slots=True)
class CardDrawn(Event):
    player: int
    deck: str
    card: str

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} draws {n.decks[self.deck]}: {n.cards[self.card]}"


@dataclass(slots=True)
class NothingToRepair(Event):
    """A repairs card drawn by a player with no buildings: he owes nothing."""

    player: int

    def text(self, n: Names) -> str:
        return (f"{n.player(self.player)} owns no {n.house[1]} or {n.hotel[1]}: "
                f"the repairs cost nothing.")


@dataclass(slots=True)
class JailCardUsed(Event):
    player: int
    deck: str

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} plays a Get Out of Jail Free card."


@dataclass(slots=True)
class BuildingBuilt(Event):
    """A lot went up one level: ``level`` is the new level; the top level is the hotel."""

    player: int
    space: int
    level: int
    cost: int
    hotel: bool

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, -self.cost),) if self.cost else ()

    def text(self, n: Names) -> str:
        what = n.buildings("hotel", 1) if self.hotel else n.buildings("house", 1)
        return f"{n.player(self.player)} builds {what.replace('1 ', 'a ', 1)} on {n.spaces[self.space]}."


@dataclass(slots=True)
class BuildingsSold(Event):
    """A lot went down from level ``before`` to ``after``, ``top`` being the hotel's level:
    houses sold, or its hotel, with the houses the Bank put back in its place, if any;
    ``bankrupt``: all of them, taken back from a player going bankrupt."""

    player: int
    space: int
    before: int
    after: int
    refund: int
    top: int
    bankrupt: bool = False

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, self.refund),) if self.refund else ()

    def text(self, n: Names) -> str:
        who, where, paid = n.player(self.player), n.spaces[self.space], n.money(self.refund)
        if self.bankrupt:
            if self.before == self.top:
                return f"{who}'s {n.hotel[0]} on {where} goes back to the Bank for {paid}."
            if self.before == 1:
                return f"{who}'s {n.house[0]} on {where} goes back to the Bank for {paid}."
            what = n.buildings("house", self.before)
            return f"{who}'s {what} on {where} go back to the Bank for {paid}."
        if self.before < self.top:
            what = n.buildings("house", self.before - self.after).replace("1 ", "a ", 1)
            return f"{who} sells {what} on {where} for {paid}."
        sold = f"{who} sells the {n.hotel[0]} on {where} for {paid}"
        if not self.after:
            return f"{sold}."
        back = n.buildings("house", self.after)
        return f"{sold}; {back} {'goes' if self.after == 1 else 'go'} back on it."


@dataclass(slots=True)
class Mortgaged(Event):
    player: int
    space: int
    amount: int

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, self.amount),)

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} mortgages {n.spaces[self.space]} for {n.money(self.amount)}."


@dataclass(slots=True)
class Unmortgaged(Event):
    player: int
    space: int
    cost: int

    def transfers(self) -> tuple[tuple[int, int], ...]:
        return ((self.player, -self.cost),)

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} lifts the mortgage on {n.spaces[self.space]} for {n.money(self.cost)}."


@dataclass(slots=True)
class PropertyTransferred(Event):
    space: int
    giver: int
    receiver: int

    def text(self, n: Names) -> str:
        return f"{n.spaces[self.space]} passes from {n.player(self.giver)} to {n.player(self.receiver)}."


@dataclass(slots=True)
class TradeProposed(Event):
    offer: TradeOffer

    def text(self, n: Names) -> str:
        o = self.offer
        return f"{n.player(o.proposer)} offers {n.player(o.partner)} a trade."


@dataclass(slots=True)
class TradeCountered(Event):
    offer: TradeOffer

    def text(self, n: Names) -> str:
        o = self.offer
        return f"{n.player(o.proposer)} answers {n.player(o.partner)} with a counter-offer."


@dataclass(slots=True)
class TradeDeclined(Event):
    offer: TradeOffer

    def text(self, n: Names) -> str:
        return f"{n.player(self.offer.partner)} declines the trade."


@dataclass(slots=True)
class TradeAccepted(Event):
    offer: TradeOffer

    def transfers(self) -> tuple[tuple[int, int], ...]:
        o = self.offer
        net = o.take_cash - o.give_cash
        return ((o.proposer, net), (o.partner, -net)) if net else ()

    def text(self, n: Names) -> str:
        o = self.offer
        return f"{n.player(o.partner)} accepts {n.player(o.proposer)}'s trade."


@dataclass(slots=True)
class DebtOwed(Event):
    debtor: int
    creditor: int
    amount: int

    def text(self, n: Names) -> str:
        return (f"{n.player(self.debtor)} owes {n.player(self.creditor)} {n.money(self.amount)} "
                f"and must raise the money.")


@dataclass(slots=True)
class Bankrupted(Event):
    player: int
    creditor: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.player)} is bankrupt and leaves the game."


@dataclass(slots=True)
class RentClaimable(Event):
    owner: int
    payer: int
    space: int
    amount: int

    def text(self, n: Names) -> str:
        return (f"{n.player(self.payer)} owes {n.player(self.owner)} {n.money(self.amount)} rent "
                f"for {n.spaces[self.space]}, if claimed in time.")


@dataclass(slots=True)
class RentExpired(Event):
    owner: int
    payer: int
    space: int

    def text(self, n: Names) -> str:
        return f"{n.player(self.owner)} forgot to ask for rent on {n.spaces[self.space]}."


@dataclass(slots=True)
class BuildingShortage(Event):
    player: int
    kind: str
    stock: int

    def text(self, n: Names) -> str:
        return (f"{n.player(self.player)} wants to build, but the Bank has only "
                f"{n.buildings(self.kind, self.stock)} left: who else wants them?")


@dataclass(slots=True)
class BuildingsWanted(Event):
    player: int
    count: int

    def text(self, n: Names) -> str:
        if not self.count:
            return f"{n.player(self.player)} does not want any."
        return f"{n.player(self.player)} wants {self.count}."


@dataclass(slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    reason: str
    worth: tuple[int, ...]

    def text(self, n: Names) -> str:
        names = " and ".join(n.player(w) for w in self.winners)
        return f"Game over ({self.reason}): {names} win{'s' if len(self.winners) == 1 else ''}!"
