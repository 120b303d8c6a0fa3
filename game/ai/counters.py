"""Which counter-offers a computer may make, so that a person can believe them.

A gift (the partner asks nothing back) is accepted or declined, never countered: "nothing for
$60" in answer to $10 reads as a broken game. A counter that asks more than DEAR times the
printed price of what the computer gives is made only with its plain reason, that it hands
the person a set; the counter's line says so (see :func:`completed`). Both the computer that
counters and the dialog that tells the counter read these.
"""

from __future__ import annotations

from typing import Final

from game.engine import Game, TradeOffer

DEAR: Final = 3  # a counter asks at most this many times the printed price of what it gives


def gift(offer: TradeOffer) -> bool:
    """Whether ``offer`` asks nothing of its partner: deeds, cash or a card for nothing."""
    return not (offer.take or offer.take_cash or offer.take_cards)


def completed(g: Game, offer: TradeOffer, who: int) -> tuple[int, ...]:
    """The groups ``offer`` completes for ``who`` (its proposer or its partner), in the
    board's order."""
    o = offer if offer.proposer == who else offer.reversed()
    after = list(g.owner)
    for s in o.give:
        after[s] = o.partner
    for s in o.take:
        after[s] = who
    members = g.board.members
    groups = sorted({g.board.group_of[s] for s in (*o.give, *o.take)})
    return tuple(gi for gi in groups if all(after[s] == who for s in members[gi])
                 and not all(g.owner[s] == who for s in members[gi]))


def _face(g: Game, spaces: tuple[int, ...], cash: int, cards: tuple[str, ...]) -> int:
    """One side of a trade at printed prices: deeds at their price, a card at the jail fine."""
    return sum(g.board.price[s] for s in spaces) + cash + len(cards) * g.edition.jail_fine


def dear(g: Game, counter: TradeOffer) -> bool:
    """Whether ``counter`` asks more than DEAR times the printed price of what its proposer
    gives."""
    asked = _face(g, counter.take, counter.take_cash, counter.take_cards)
    given = _face(g, counter.give, counter.give_cash, counter.give_cards)
    return asked > DEAR * given


def believable(g: Game, counter: TradeOffer) -> bool:
    """Whether ``counter`` may be made: not dear, or dear for the set it hands its partner
    (its line then says so)."""
    return not dear(g, counter) or bool(completed(g, counter, counter.partner))
