"""Random legal play for property tests: random decisions, random at-any-time moves, random trades."""

from __future__ import annotations

import random

from game.engine import Action, Game, ProposeTrade, TradeOffer


def random_action(g: Game, r: random.Random) -> Action:
    """A random legal action: usually the waiting player's, sometimes another player's
    at-any-time move or a trade offer."""
    p = g.to_move
    acts = g.legal_actions(p)
    if r.random() < 0.05:
        q = r.randrange(g.n)
        other = g.legal_actions(q)
        if other:
            p, acts = q, other
    if r.random() < 0.03 and g.can_trade(p):
        partner = r.choice([q for q in g.active_players() if q != p])
        offer = TradeOffer(
            p, partner,
            give=tuple(s for s in g.props[p] if r.random() < 0.3),
            take=tuple(s for s in g.props[partner] if r.random() < 0.3),
            give_cash=r.choice((0, 0, 10, 100)), take_cash=r.choice((0, 0, 50)),
            give_cards=g.held[p][:1] if r.random() < 0.5 else (),
        )
        action = ProposeTrade(p, offer)
        if g.why_illegal(action) is None:
            return action
    return r.choice(acts)
