"""Dialogs through which a human player answers every decision the rules give him.

:func:`dialog_for` returns an overlay scene for what the game waits on from a player, or None;
the scene calls ``on_action`` once with a legal action and leaves applying it (and popping the
dialog) to the game scene. :func:`card_dialog` shows a drawn card.

May import ``views``, ``store`` and ``kit``; never the table, the menus or the kiosk.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import (Action, Auction, BuyChoice, Debt, Decision, Game, MortgageChoice, Phase,
                       PlaceBuilding, ShortageCall, TaxChoice, TradeAnswer)
from ...themes import Theme
from ..kit.scene import Scene
from .auction import AuctionDialog
from .base import Choice, DialogScene
from .building import PlaceDialog, ShortageDialog
from .buy import BuyDialog
from .card import CardDialog, card_dialog
from .debt import DebtDialog
from .jail import JailDialog
from .mortgage import MortgageDialog
from .tax import TaxDialog
from .trade import AnswerDialog, TradeDialog
from .trade_builder import TradeBuilder

__all__ = ["AnswerDialog", "AuctionDialog", "BuyDialog", "CardDialog", "Choice", "DebtDialog",
           "DialogScene", "JailDialog", "MortgageDialog", "PlaceDialog", "ShortageDialog",
           "TaxDialog", "TradeBuilder", "TradeDialog", "card_dialog", "dialog_for"]

_DIALOGS: dict[type[Decision], Callable[..., DialogScene]] = {
    BuyChoice: BuyDialog, Auction: AuctionDialog, TaxChoice: TaxDialog, Debt: DebtDialog,
    MortgageChoice: MortgageDialog, TradeAnswer: TradeDialog, ShortageCall: ShortageDialog,
    PlaceBuilding: PlaceDialog,
}


def dialog_for(game: Game, player: int, theme: Theme, area: pygame.Rect,
               on_action: Callable[[Action], None], hints: bool = False) -> Scene | None:
    """The dialog for the decision ``game`` waits on from ``player``; None if there is none
    (or it is the plain turn, which the game scene's own Roll and End turn buttons serve).
    ``hints``: each dialog says what the choice means for the player now."""
    if game.over or game.to_move != player:
        return None
    pending = game.pending
    if isinstance(pending, Phase):
        if pending is Phase.PRE_ROLL and game.current == player and game.in_jail[player]:
            return JailDialog(game, player, theme, area, on_action, hints=hints)
        return None
    make = _DIALOGS.get(type(pending))
    return make(game, pending, theme, area, on_action, hints=hints) if make is not None else None
