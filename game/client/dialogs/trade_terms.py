"""A trade in words, as every dialog and log line about trades says it: each side item by item,
the deeds first, then the cash and the cards."""

from __future__ import annotations

from ...engine import TradeOffer
from ..views.words import Words


def items(w: Words, spaces: tuple[int, ...], cash: int, cards: tuple[str, ...]) -> list[str]:
    """One side of a trade item by item: properties, cash, cards."""
    g = w.game
    out = [f"{w.space(s)} (mortgaged)" if g.mortgaged[s] else w.space(s) for s in spaces]
    if cash:
        out.append(w.money(cash))
    return out + [f"a {w.card(deck)}" for deck in cards]


def listing(parts: list[str]) -> str:
    """'A, B and C'."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def side(w: Words, spaces: tuple[int, ...], cash: int, cards: tuple[str, ...]) -> str:
    """One side of a trade as a sentence: properties, cash, cards; 'Nothing' when empty."""
    text = listing(items(w, spaces, cash, cards)) or "nothing"
    return text[:1].upper() + text[1:]


def terms(w: Words, o: TradeOffer) -> str:
    """The trade in a phrase, from its proposer's side: 'A and $50 for B'."""
    give = listing(items(w, o.give, o.give_cash, o.give_cards))
    take = listing(items(w, o.take, o.take_cash, o.take_cards))
    if give and take:
        return f"{give} for {take}"
    return f"{give}, asking nothing back" if give else f"nothing for {take}"
