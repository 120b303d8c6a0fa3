"""The rules engine: pure Python, no pygame. See :class:`Game`."""

from .actions import (AcceptTrade, Action, Bid, Build, Buy, ChooseIncomeTax, ClaimRent,
                      CounterTrade, DeclareBankruptcy, DeclineBuy, DeclineTrade, EndTurn,
                      KeepMortgaged, Mortgage, PassBid, PayDebt, PayJailFine, ProposeTrade, Roll,
                      SellBuilding, SellHotels, TimeUp, TradeOffer, Unmortgage, UseJailCard, WantBuildings)
from .decisions import (Auction, BuyChoice, Debt, Decision, MortgageChoice, PlaceBuilding,
                        ShortageCall, TaxChoice, TradeAnswer)
from .board import Board
from .edition import EditionSpec, classic_edition, load_edition
from .errors import DataFileError, IllegalAction
from .events import BANK, POT, Event, Names
from .game import Game
from .turn import Phase
from .rules import PRESETS, RuleSet, load_rules

__all__ = [
    "AcceptTrade", "Action", "Auction", "BANK", "Bid", "Board", "Build", "Buy", "BuyChoice",
    "ChooseIncomeTax", "ClaimRent", "CounterTrade", "DataFileError", "Debt", "Decision",
    "DeclareBankruptcy", "DeclineBuy", "DeclineTrade", "EditionSpec", "EndTurn", "Event", "Game",
    "IllegalAction", "KeepMortgaged", "Mortgage", "MortgageChoice", "Names", "POT", "PRESETS",
    "PassBid", "PayDebt", "PayJailFine", "Phase", "PlaceBuilding", "ProposeTrade", "Roll",
    "RuleSet", "SellBuilding", "SellHotels", "ShortageCall", "TaxChoice", "TimeUp", "TradeAnswer",
    "TradeOffer", "Unmortgage", "UseJailCard", "WantBuildings", "classic_edition",
    "load_edition", "load_rules",
]
