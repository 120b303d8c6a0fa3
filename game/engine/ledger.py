"""What everyone at the table saw of each player's money habits, kept with the game.

The actions played do not hold it: a ``Bid`` names no deed and a ``Build`` no purse, and a
saved game keeps its actions, not the positions they were played in. So the game notes, as
it goes, the facts a player at the table would remember of a rival: where he stopped bidding
for a deed, what he paid for one he won, and the cash he kept when he built. Each fact is a
tuple of whole numbers, ``(kind, player, space, amount, cash, turn_no, held)``:

- ``PASSED``: he left an auction for the deed on ``space`` with ``amount`` the high bid,
  ``cash`` in hand and ``held`` other lots of its group his;
- ``WON``: he won that auction at ``amount``, with ``cash`` in hand before paying;
- ``BUILT``: he built on ``space`` up to level ``amount``, and kept ``cash`` after paying
  (``held`` is 0).

Facts are kept newest first in a chain shared between clones, as the history is, and saved
with it; the computer players read them (see ``game.ai.rivals``).
"""

from __future__ import annotations

from typing import Any, Final

PASSED: Final = 0
WON: Final = 1
BUILT: Final = 2
KINDS: Final = (PASSED, WON, BUILT)
TURN: Final = 5  # the index of a fact's turn

Fact = tuple[int, int, int, int, int, int, int]
# Newest first; the tail is a Ledger in turn (spelt Any: a recursive alias is beyond the
# compiler).
Ledger = tuple[Fact, Any] | None


def facts(ledger: Ledger) -> list[Fact]:
    """Every fact of ``ledger``, oldest first."""
    out: list[Fact] = []
    node = ledger
    while node is not None:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


def chained(items: list[Fact]) -> Ledger:
    """The ledger holding ``items``, given oldest first."""
    ledger: Ledger = None
    for fact in items:
        ledger = (fact, ledger)
    return ledger


__all__ = ["BUILT", "KINDS", "PASSED", "TURN", "WON", "Fact", "Ledger", "chained", "facts"]
