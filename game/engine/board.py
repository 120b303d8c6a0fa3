"""An edition's board as plain tables for the engine's hot path, built once per edition and
shared by every game and clone (compiled with the core: reading them is an attribute of a
native class, not a look-up in a dictionary)."""

from __future__ import annotations

from .edition import DECKS, PROPERTY_KINDS, CardSpec, EditionSpec, SpaceKind, SpaceSpec, TaxSpec


class Board:
    """Plain, precomputed tables of an edition for the engine's hot path."""

    def __init__(self, spec: EditionSpec) -> None:
        self.spec = spec
        spaces = spec.spaces
        self.size = len(spaces)
        self.names: tuple[str, ...] = tuple(s.name for s in spaces)
        self.kind: tuple[SpaceKind, ...] = tuple(s.kind for s in spaces)
        self.is_property: tuple[bool, ...] = tuple(s.kind in PROPERTY_KINDS for s in spaces)
        self.properties: tuple[int, ...] = tuple(i for i, p in enumerate(self.is_property) if p)
        self.price: tuple[int, ...] = tuple(s.price or 0 for s in spaces)
        self.mortgage: tuple[int, ...] = tuple(s.mortgage or 0 for s in spaces)
        self.jail = kinds_index(spaces, SpaceKind.JAIL)
        group_ids = list(spec.groups)
        self.group_ids: tuple[str, ...] = tuple(group_ids)
        self.group_names: tuple[str, ...] = tuple(spec.groups[g].name for g in group_ids)
        self.group_of: tuple[int, ...] = tuple(
            group_ids.index(s.group) if s.group is not None else -1 for s in spaces
        )
        self.members: tuple[tuple[int, ...], ...] = tuple(
            tuple(i for i, s in enumerate(spaces) if s.group == g) for g in group_ids
        )
        self.group_members: tuple[tuple[int, ...], ...] = tuple(
            self.members[g] if g >= 0 else () for g in self.group_of
        )
        self.house_cost: tuple[int, ...] = tuple(
            spec.groups[s.group].house_cost if s.group is not None and s.kind == SpaceKind.STREET
            else 0 for s in spaces
        )
        self.rents: tuple[tuple[int, ...], ...] = tuple(tuple(s.rents or ()) for s in spaces)
        self.railroad_rents = tuple(spec.railroad_rents)
        self.utility_multipliers = tuple(spec.utility_multipliers)
        self.tax: tuple[TaxSpec | None, ...] = tuple(s.tax for s in spaces)
        self.nearest: dict[str, tuple[int, ...]] = {
            kind: tuple(_next_of_kind(spaces, i, SpaceKind(kind)) for i in range(self.size))
            for kind in ("railroad", "utility")
        }
        self.cards: dict[str, tuple[CardSpec, ...]] = {
            deck: tuple(spec.decks[deck].cards) for deck in DECKS  # type: ignore[index]
        }
        self.card_index: dict[str, tuple[str, int]] = {
            card.id: (deck, i) for deck in DECKS for i, card in enumerate(self.cards[deck])
        }
        self.deck_names: dict[str, str] = {deck: spec.decks[deck].name for deck in DECKS}  # type: ignore[index]


def kinds_index(spaces: list[SpaceSpec], kind: SpaceKind) -> int:
    return next(i for i, s in enumerate(spaces) if s.kind == kind)


def _next_of_kind(spaces: list[SpaceSpec], start: int, kind: SpaceKind) -> int:
    size = len(spaces)
    for step in range(1, size + 1):
        j = (start + step) % size
        if spaces[j].kind == kind:
            return j
    return -1
