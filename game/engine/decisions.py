"""Decisions that block play until one player answers: the top of the game's decision stack.

They are dataclasses (compared, hashed, printed and saved by their fields) with constructors
of their own: the compiled core builds one in a machine call, where the constructor dataclasses
writes is Python run by the interpreter. Nothing changes a decision once it is made: the game
replaces the top of its stack with a new one.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import TradeOffer
from .events import PayReason


@dataclass(init=False, slots=True, unsafe_hash=True)
class Decision:
    player: int

    def __init__(self, player: int) -> None:
        self.player = player


@dataclass(init=False, slots=True, unsafe_hash=True)
class BuyChoice(Decision):
    """Buy the property landed on, or decline and let it be auctioned."""

    space: int

    def __init__(self, player: int, space: int) -> None:
        self.player, self.space = player, space


@dataclass(init=False, slots=True, unsafe_hash=True)
class Auction(Decision):
    """An auction; ``player`` is whose turn it is to bid, ``bidders`` those still in."""

    space: int
    kind: str  # "property", "house" or "hotel"
    bidders: tuple[int, ...]
    high: int
    leader: int
    opening: int
    requester: int  # building auctions: who asked to build, on ``space`` (-1: none)

    def __init__(self, player: int, space: int, kind: str, bidders: tuple[int, ...], high: int,
                 leader: int, opening: int, requester: int = -1) -> None:
        self.player, self.space, self.kind, self.bidders = player, space, kind, bidders
        self.high, self.leader, self.opening, self.requester = high, leader, opening, requester

    def minimum(self, increment: int) -> int:
        return self.high + increment if self.leader >= 0 else self.opening


@dataclass(init=False, slots=True, unsafe_hash=True)
class TaxChoice(Decision):
    """Income Tax: the flat amount or the percent of worth, chosen before adding it up."""

    space: int

    def __init__(self, player: int, space: int) -> None:
        self.player, self.space = player, space


@dataclass(init=False, slots=True, unsafe_hash=True)
class Debt(Decision):
    """The player owes more cash than he holds and must raise it or go bankrupt."""

    creditor: int
    amount: int
    reason: PayReason
    space: int  # where it was incurred (-1: nowhere in particular)

    def __init__(self, player: int, creditor: int, amount: int, reason: PayReason,
                 space: int = -1) -> None:
        self.player, self.creditor, self.amount = player, creditor, amount
        self.reason, self.space = reason, space


@dataclass(init=False, slots=True, unsafe_hash=True)
class TradeAnswer(Decision):
    """The partner of a trade offer accepts, declines or counters it."""

    offer: TradeOffer

    def __init__(self, player: int, offer: TradeOffer) -> None:
        self.player, self.offer = player, offer


@dataclass(init=False, slots=True, unsafe_hash=True)
class MortgageChoice(Decision):
    """A mortgaged property changed hands: lift the mortgage now, or pay 10% and keep it."""

    space: int

    def __init__(self, player: int, space: int) -> None:
        self.player, self.space = player, space


@dataclass(init=False, slots=True, unsafe_hash=True)
class ShortageCall(Decision):
    """The Bank is short of a building: each other player able to build says how many he wants."""

    requester: int
    space: int
    kind: str
    asked: tuple[int, ...]
    wants: tuple[tuple[int, int], ...]

    def __init__(self, player: int, requester: int, space: int, kind: str,
                 asked: tuple[int, ...], wants: tuple[tuple[int, int], ...] = ()) -> None:
        self.player, self.requester, self.space, self.kind = player, requester, space, kind
        self.asked, self.wants = asked, wants


@dataclass(init=False, slots=True, unsafe_hash=True)
class PlaceBuilding(Decision):
    """A building bought at a shortage auction waits to be placed on one of the winner's lots."""

    kind: str

    def __init__(self, player: int, kind: str) -> None:
        self.player, self.kind = player, kind
