"""What a client may know of a game, and chance taken as an input (OpenSpiel's chance player).

The host's game holds secrets: the generator's state (all dice and shuffles to come), the order
of the undrawn cards, dice forced for tests. A client gets the public state only
(:func:`public_state`: no generator, no forced dice, each deck's cards in a fixed order that
says nothing of the real one) and, with each action, the dice it threw and the cards it drew
(:func:`chance_of`). Its copy of the engine (:func:`client_game`) throws exactly those dice
and draws exactly those cards (:func:`replay`), so it never needs a generator of its own.
:func:`digest` of the public state lets either side see that the two copies agree.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Game
from ..engine.events import CardDrawn, DiceRolled, Event
from ..engine.serialize import state_from_dict, state_to_dict
from ..saves import EditionResolver, SavedState

#: Fields of the saved state a client never sees: the generator and dice forced for tests.
#: (The history is public, but long: a client keeps what it watched.)
SECRET_FIELDS = ("rng", "forced")

Dice = tuple[int, int]
DrawnCard = tuple[str, str]


def public_state(game: Game) -> dict[str, Any]:
    """The state a client may see: the saved state less its secrets, decks in card-id order."""
    state = state_to_dict(game, history=False)
    for name in SECRET_FIELDS:
        del state[name]
    state["decks"] = {deck: sorted(ids) for deck, ids in state["decks"].items()}
    return state


def digest(game: Game) -> str:
    """A short fingerprint of the public state: equal on host and client while they agree."""
    text = json.dumps(public_state(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def chance_of(events: Sequence[Event]) -> tuple[list[Dice], list[DrawnCard]]:
    """The dice thrown and the cards drawn, in order, in the events of one action."""
    dice = [(e.d1, e.d2) for e in events if type(e) is DiceRolled]
    cards = [(e.deck, e.card) for e in events if type(e) is CardDrawn]
    return dice, cards


def client_game(state: dict[str, Any], editions: EditionResolver) -> Game:
    """A copy of the game built from a public state, with no chance of its own: a generator
    whose seed means nothing, and no dice forced; no history or ledger either, whatever the
    host sent (the copy keeps what it watches). Raises ValueError if the state does not hold
    together."""
    checked = SavedState.model_validate({**state, "rng": 0, "forced": [], "history": [],
                                         "ledger": []})
    edition = editions(checked.edition)
    if edition is None:
        raise ValueError(f"no edition named {checked.edition!r} is installed")
    try:
        return state_from_dict(checked.model_dump(mode="json"), edition, checked.rules)
    except (KeyError, IndexError, TypeError) as exc:
        raise ValueError(f"the state does not hold together ({exc})") from None


def force_chance(game: Game, dice: Sequence[Dice], cards: Sequence[DrawnCard]) -> None:
    """The next action applied to ``game`` throws these dice and draws these cards."""
    game.forced.clear()
    game.force_dice(*dice)
    by_deck: dict[str, list[str]] = defaultdict(list)
    for deck, card in cards:
        by_deck[deck].append(card)
    for deck, ids in by_deck.items():
        game.stack_deck(deck, ids)


def replay(game: Game, action: Action, dice: Sequence[Dice], cards: Sequence[DrawnCard]
           ) -> list[Event]:
    """Apply ``action`` with the host's chance: these dice thrown, these cards drawn.

    Raises ValueError (IllegalAction among them) when the copy cannot take it: it has drifted.
    """
    force_chance(game, dice, cards)
    events = game.apply(action)
    if chance_of(events) != (list(dice), list(cards)):
        raise ValueError("the action threw other dice or drew other cards than the host's")
    return events

