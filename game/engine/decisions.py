"""Decisions that block play until one player answers: the top of the game's decision stack."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import TradeOffer
from .events import PayReason


@dataclass(frozen=True, slots=True)
class Decision:
    player: int


@dataclass(frozen=True, slots=True)
class BuyChoice(Decision):
    """Buy the property landed on, or decline and let it be auctioned."""

    space: int


@dataclass(frozen=True, slots=True)
class Auction(Decision):
    """An auction; ``player`` is whose turn it is to bid, ``bidders`` those still in."""

    space: int
    kind: str  # "property", "house" or "hotel"
    bidders: tuple[int, ...]
    high: int
    leader: int
    opening: int
    requester: int = -1  # building auctions: who asked to build, on ``space``

    def minimum(self, increment: int) -> int:
        return self.high + increment if self.leader >= 0 else self.opening


@dataclass(frozen=True, slots=True)
class TaxChoice(Decision):
    """Income Tax: the flat amount or the percent of worth, chosen before adding it up."""

    space: int


@dataclass(frozen=True, slots=True)
class Debt(Decision):
    """The player owes more cash than he holds and must raise it or go bankrupt."""

    creditor: int
    amount: int
    reason: PayReason
    space: int = -1


@dataclass(frozen=True, slots=True)
class TradeAnswer(Decision):
    """The partner of a trade offer accepts, declines or counters it."""

    offer: TradeOffer


@dataclass(frozen=True, slots=True)
class MortgageChoice(Decision):
    """A mortgaged property changed hands: lift the mortgage now, or pay 10% and keep it."""

    space: int


@dataclass(frozen=True, slots=True)
class ShortageCall(Decision):
    """The Bank is short of a building: each other player able to build says how many he wants."""

    requester: int
    space: int
    kind: str
    asked: tuple[int, ...]
    wants: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class PlaceBuilding(Decision):
    """A building bought at a shortage auction waits to be placed on one of the winner's lots."""

    kind: str
