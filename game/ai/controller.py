"""The one protocol every player's controller follows, and the two baseline controllers.

Humans (fed by clicks in the client) and AIs implement the same :class:`Controller`, so the
game scene and the simulator drive a table without knowing who sits where. ``decide`` is
asked for the player the game waits for (``game.to_move``) and, at quiet moments, for any
other player, who may build, mortgage, claim rent or trade "at any time".

>>> from game.engine import Game
>>> g = Game.new(["Ann", "Bob"], seed=3)
>>> a = GreedyController().decide(g, g.to_move)
>>> a in g.legal_actions(g.to_move)
True
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from game.engine import (Action, Auction, Bid, Build, Buy, ChooseIncomeTax,
                         ClaimRent, CounterTrade, DeclineBuy, DeclineTrade, Game, Mortgage,
                         PassBid, PayDebt, ProposeTrade, SellBuilding, SellHotels,
                         ShortageCall, TaxChoice, TradeAnswer, TradeOffer, WantBuildings)
from game.engine.buildings import capacity
from game.engine.moves import first_of


@runtime_checkable
class Controller(Protocol):
    """Chooses a player's next action; humans and AIs alike."""

    def decide(self, game: Game, player: int) -> Action | None:
        """The action ``player`` takes now, or None: "not yet" (still thinking, or nothing
        to do for a player the game is not waiting for).

        When the game waits for ``player`` (``game.to_move == player``), a computer
        controller returns one of ``game.legal_actions(player)``, or a trade offer
        (``ProposeTrade``/``CounterTrade``) where the rules allow one.
        """
        ...


def raise_money_plainly(actions: list[Action]) -> Action:
    """Pay when possible; else sell a building, else mortgage, else whatever is left."""
    for kind in (PayDebt, SellBuilding, SellHotels, Mortgage):
        a = first_of(actions, kind)
        if a is not None:
            return a
    return actions[0]


class RandomController:
    """Uniformly random legal actions, with random trade offers now and then: for fuzzing."""

    def __init__(self, seed: int = 0, trade_chance: float = 0.03,
                 anytime_chance: float = 0.05) -> None:
        self.rng = random.Random(seed)
        self.trade_chance = trade_chance
        self.anytime_chance = anytime_chance

    def decide(self, game: Game, player: int) -> Action | None:
        acts = game.legal_actions(player)
        if not acts:
            return None
        r = self.rng
        if game.to_move != player and r.random() >= self.anytime_chance:
            return None
        if r.random() < self.trade_chance:
            top = game.decisions[-1] if game.decisions else None
            offer = self._random_offer(game, player, top)
            if offer is not None:
                kind = CounterTrade if isinstance(top, TradeAnswer) else ProposeTrade
                action = kind(player, offer)
                if game.why_illegal(action) is None:
                    return action
        return r.choice(acts)

    def _random_offer(self, g: Game, p: int, top: object) -> TradeOffer | None:
        if isinstance(top, TradeAnswer):
            partner = top.offer.proposer
        elif g.can_trade(p):
            others = [q for q in g.active_players() if q != p]
            if not others:
                return None
            partner = self.rng.choice(others)
        else:
            return None
        r = self.rng
        return TradeOffer(
            p, partner,
            give=tuple(s for s in g.props[p] if r.random() < 0.3),
            take=tuple(s for s in g.props[partner] if r.random() < 0.3),
            give_cash=r.choice((0, 0, 10, 100)), take_cash=r.choice((0, 0, 50)),
            give_cards=g.held[p][:1] if r.random() < 0.5 else (),
        )


class GreedyController:
    """The research baseline: always buys and builds, bids to the printed price, never trades."""

    def decide(self, game: Game, player: int) -> Action | None:
        acts = game.legal_actions(player)
        if not acts:
            return None
        top = game.decisions[-1] if game.decisions else None
        if top is not None and top.player == player:
            return self._answer(game, player, top, acts)
        for kind in (Build, ClaimRent):
            a = first_of(acts, kind)
            if a is not None:
                return a
        return acts[0] if game.to_move == player else None

    def _answer(self, g: Game, p: int, top: object, acts: list[Action]) -> Action:
        if isinstance(top, Auction):
            least = top.minimum(g.t.auction_increment)
            limit = (g.board.price[top.space] if top.kind == "property"
                     else g.board.house_cost[top.space])
            bid = Bid(p, least)
            return bid if least <= limit and bid in acts else PassBid(p)
        if isinstance(top, TaxChoice):
            return ChooseIncomeTax(p, False)
        if isinstance(top, TradeAnswer):
            return DeclineTrade(p)
        if isinstance(top, ShortageCall):
            return WantBuildings(p, capacity(g, p, top.kind))
        buy = first_of(acts, Buy)
        if buy is not None:
            return buy
        if first_of(acts, DeclineBuy) is not None:
            return DeclineBuy(p)
        return raise_money_plainly(acts)


__all__ = ["Controller", "GreedyController", "RandomController", "raise_money_plainly"]
