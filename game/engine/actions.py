"""Actions: one small frozen class per kind of move a player can make.

Every action names the player making it. ``Game.legal_actions(player)`` lists the ones allowed
now; ``Game.apply(action)`` carries one out.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Action:
    player: int


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Throw the dice: to move, or in Jail to try for doubles."""


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Pass the dice to the next player."""


MIN_PLAYERS = 2  # the players at one table, at the least ...
MAX_PLAYERS = 8  # ... and at the most

# The two moves of every turn, one of each per seat, shared: an action is a value, and these
# are asked for on every turn of every game.
ROLLS = tuple(Roll(p) for p in range(MAX_PLAYERS))
END_TURNS = tuple(EndTurn(p) for p in range(MAX_PLAYERS))


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy the property just landed on at its printed price."""


@dataclass(frozen=True, slots=True)
class DeclineBuy(Action):
    """Do not buy: the property goes to auction."""


@dataclass(frozen=True, slots=True)
class Bid(Action):
    amount: int


@dataclass(frozen=True, slots=True)
class PassBid(Action):
    """Leave the auction for good."""


@dataclass(frozen=True, slots=True)
class ChooseIncomeTax(Action):
    """Pay the flat amount (percent=False) or a share of total worth (percent=True)."""

    percent: bool


@dataclass(frozen=True, slots=True)
class PayJailFine(Action):
    """Pay the fine before rolling and leave Jail."""


@dataclass(frozen=True, slots=True)
class UseJailCard(Action):
    """Play a Get Out of Jail Free card."""


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Buy one house (or the hotel) for a lot; or place a building won at a shortage auction."""

    space: int


@dataclass(frozen=True, slots=True)
class SellBuilding(Action):
    """Sell one level of building on a lot back to the Bank at half price."""

    space: int


@dataclass(frozen=True, slots=True)
class SellHotels(Action):
    """Classic rules: sell every hotel of the lot's group at once, leaving the lots bare."""

    space: int


@dataclass(frozen=True, slots=True)
class Mortgage(Action):
    space: int


@dataclass(frozen=True, slots=True)
class Unmortgage(Action):
    """Lift a mortgage: the mortgage value plus 10%."""

    space: int


@dataclass(frozen=True, slots=True)
class KeepMortgaged(Action):
    """On receiving a mortgaged property: pay 10% interest now and keep the mortgage."""

    space: int


@dataclass(frozen=True, slots=True)
class TradeOffer:
    """What each side of a trade gives: properties, cash and Get Out of Jail Free cards.

    ``give_*`` go from the proposer to the partner, ``take_*`` from the partner to the proposer.
    Cards are named by their deck.
    """

    proposer: int
    partner: int
    give: tuple[int, ...] = ()
    take: tuple[int, ...] = ()
    give_cash: int = 0
    take_cash: int = 0
    give_cards: tuple[str, ...] = field(default=())
    take_cards: tuple[str, ...] = field(default=())

    def reversed(self) -> TradeOffer:
        """The same exchange seen from the partner's side."""
        return TradeOffer(self.partner, self.proposer, self.take, self.give, self.take_cash,
                          self.give_cash, self.take_cards, self.give_cards)


@dataclass(frozen=True, slots=True)
class ProposeTrade(Action):
    offer: TradeOffer


@dataclass(frozen=True, slots=True)
class AcceptTrade(Action):
    pass


@dataclass(frozen=True, slots=True)
class DeclineTrade(Action):
    pass


@dataclass(frozen=True, slots=True)
class CounterTrade(Action):
    """Decline the offer on the table and propose this one back to its proposer."""

    offer: TradeOffer


@dataclass(frozen=True, slots=True)
class PayDebt(Action):
    """Pay what is owed once enough cash has been raised."""


@dataclass(frozen=True, slots=True)
class DeclareBankruptcy(Action):
    """Give up: allowed when everything one has cannot cover the debt."""


@dataclass(frozen=True, slots=True)
class ClaimRent(Action):
    """Ask for rent owed on a space (when rent must be claimed)."""

    space: int


@dataclass(frozen=True, slots=True)
class WantBuildings(Action):
    """Answer a building-shortage call: how many of the scarce buildings one wants now."""

    count: int


@dataclass(frozen=True, slots=True)
class TimeUp(Action):
    """The agreed time of a time-limit game has run out (sent by the clock, player -1)."""

    player: int = -1
