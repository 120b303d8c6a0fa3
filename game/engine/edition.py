"""Edition data: the board's spaces and numbers and the two card decks, read from a JSON file.

pydantic validates the file once at the edge; the engine then works from the plain tables of
:class:`~game.engine.board.Board`, built once per edition and shared by every game and clone.
"""

from __future__ import annotations

from enum import Enum
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .datafile import load_model, shipped
from .events import written_money

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .board import Board
    from .events import Names

DECKS = ("chance", "community_chest")


class SpaceKind(str, Enum):
    GO = "go"
    STREET = "street"
    RAILROAD = "railroad"
    UTILITY = "utility"
    TAX = "tax"
    CHANCE = "chance"
    COMMUNITY_CHEST = "community_chest"
    JAIL = "jail"
    FREE_PARKING = "free_parking"
    GO_TO_JAIL = "go_to_jail"


PROPERTY_KINDS = (SpaceKind.STREET, SpaceKind.RAILROAD, SpaceKind.UTILITY)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TaxSpec(_Model):
    amount: int = Field(ge=0, description="Flat amount to pay.")
    percent: int | None = Field(
        default=None, ge=1, le=100,
        description="If set, the player may instead pay this percent of total worth (Income Tax).",
    )


class SpaceSpec(_Model):
    name: str = Field(min_length=1, description="Name printed on the space.")
    kind: SpaceKind = Field(description="What happens on the space.")
    group: str | None = Field(default=None, description="Color group or railroad/utility set.")
    price: int | None = Field(default=None, gt=0, description="Printed price (properties).")
    mortgage: int | None = Field(default=None, gt=0, description="Mortgage value (properties).")
    rents: list[int] | None = Field(
        default=None, min_length=6, max_length=6,
        description="Street rents: unimproved, 1 to 4 houses, hotel.",
    )
    tax: TaxSpec | None = Field(default=None, description="Tax spaces: what is owed.")

    @model_validator(mode="after")
    def _fields_for_kind(self) -> SpaceSpec:
        is_property = self.kind in PROPERTY_KINDS
        for name in ("group", "price", "mortgage"):
            if is_property and getattr(self, name) is None:
                raise ValueError(f"a {self.kind.value} space needs '{name}'")
        if self.kind == SpaceKind.STREET and self.rents is None:
            raise ValueError("a street needs 'rents' (6 numbers)")
        if self.kind == SpaceKind.TAX and self.tax is None:
            raise ValueError("a tax space needs 'tax'")
        return self


class GroupSpec(_Model):
    name: str = Field(min_length=1, description="Name of the group as players say it.")
    house_cost: int = Field(default=0, ge=0, description="Price of one house (streets only).")


class EditionWords(_Model):
    """What the edition calls its buildings and how it writes money, so every sentence a player
    reads uses its words."""

    house: str = Field(default="house", min_length=1, description="One small building.")
    houses: str = Field(default="houses", min_length=1, description="Several small buildings.")
    hotel: str = Field(default="hotel", min_length=1, description="One big building.")
    hotels: str = Field(default="hotels", min_length=1, description="Several big buildings.")
    currency: str = Field(default="$", min_length=1, description="Sign written before amounts of money.")

    def money(self, amount: int) -> str:
        """``amount`` as the edition writes it: "$1,500"."""
        return written_money(self.currency, amount)


class MoveTo(_Model):
    type: Literal["move_to"]
    space: int = Field(ge=0, le=39, description="Space to advance to; salary if GO is passed.")


class MoveToNearest(_Model):
    type: Literal["move_to_nearest"]
    kind: Literal["railroad", "utility"] = Field(
        description="Advance to the next space of this kind. Owned railroad: twice the rent; "
        "owned utility: ten times a fresh throw of the dice."
    )


class MoveBack(_Model):
    type: Literal["move_back"]
    spaces: int = Field(gt=0, lt=40, description="Spaces to move back; no salary.")


class Collect(_Model):
    type: Literal["collect"]
    amount: int = Field(gt=0, description="Paid to the player by the Bank.")


class Pay(_Model):
    type: Literal["pay"]
    amount: int = Field(gt=0, description="Paid by the player to the Bank.")


class PayEachPlayer(_Model):
    type: Literal["pay_each_player"]
    amount: int = Field(gt=0, description="Paid by the player to every other player.")


class CollectFromEachPlayer(_Model):
    type: Literal["collect_from_each_player"]
    amount: int = Field(gt=0, description="Paid to the player by every other player.")


class Repairs(_Model):
    type: Literal["repairs"]
    per_house: int = Field(ge=0, description="Owed for each house the player owns.")
    per_hotel: int = Field(ge=0, description="Owed for each hotel the player owns.")


class GoToJail(_Model):
    type: Literal["go_to_jail"]


class GetOutOfJailFree(_Model):
    type: Literal["get_out_of_jail_free"]


CardEffect = Annotated[
    Union[MoveTo, MoveToNearest, MoveBack, Collect, Pay, PayEachPlayer, CollectFromEachPlayer,
          Repairs, GoToJail, GetOutOfJailFree],
    Field(discriminator="type"),
]


class CardSpec(_Model):
    id: str = Field(min_length=1, description="Unique card id.")
    text: str = Field(min_length=1, description="What the card says, in the edition's voice.")
    effect: CardEffect = Field(description="What the card does.")


class DeckSpec(_Model):
    name: str = Field(min_length=1, description="Name of the deck as printed.")
    cards: list[CardSpec] = Field(min_length=1, description="The cards, in printed order.")


class EditionSpec(_Model):
    id: str = Field(min_length=1, description="Short id of the edition.")
    name: str = Field(min_length=1, description="Name shown to players.")
    salary: int = Field(default=200, ge=0, description="Paid for passing or landing on GO.")
    starting_cash: int = Field(default=1500, ge=0, description="Cash each player starts with.")
    jail_fine: int = Field(default=50, ge=0, description="Fine to leave Jail.")
    houses: int = Field(default=32, ge=0, description="Houses in the Bank at the start.")
    hotels: int = Field(default=12, ge=0, description="Hotels in the Bank at the start.")
    railroad_rents: list[int] = Field(
        min_length=1, description="Railroad rent by number of railroads the owner holds."
    )
    utility_multipliers: list[int] = Field(
        min_length=1, description="Utility rent as a multiple of the dice, by utilities held."
    )
    words: EditionWords = Field(default_factory=EditionWords,
                                description="What buildings are called, and the money's sign.")
    groups: dict[str, GroupSpec] = Field(description="Color groups, railroads and utilities.")
    spaces: list[SpaceSpec] = Field(min_length=40, max_length=40, description="The 40 spaces from GO.")
    decks: dict[Literal["chance", "community_chest"], DeckSpec] = Field(
        description="The two card decks."
    )

    @model_validator(mode="after")
    def _consistent(self) -> EditionSpec:
        kinds = [s.kind for s in self.spaces]
        if kinds[0] != SpaceKind.GO:
            raise ValueError("space 0 must be GO")
        for kind in (SpaceKind.JAIL, SpaceKind.GO_TO_JAIL):
            if kinds.count(kind) != 1:
                raise ValueError(f"the board needs exactly one '{kind.value}' space")
        for index, space in enumerate(self.spaces):
            if space.group is not None and space.group not in self.groups:
                raise ValueError(f"space {index} ({space.name}) names unknown group '{space.group}'")
        railroads = kinds.count(SpaceKind.RAILROAD)
        utilities = kinds.count(SpaceKind.UTILITY)
        if railroads and len(self.railroad_rents) != railroads:
            raise ValueError(f"railroad_rents needs {railroads} numbers, one per railroad held")
        if utilities and len(self.utility_multipliers) != utilities:
            raise ValueError(f"utility_multipliers needs {utilities} numbers, one per utility held")
        for deck in DECKS:
            if deck not in self.decks:
                raise ValueError(f"deck '{deck}' is missing")
        ids = [c.id for d in self.decks.values() for c in d.cards]
        if len(ids) != len(set(ids)):
            raise ValueError("card ids must be unique")
        return self

    @cached_property
    def board(self) -> Board:
        from .board import Board

        return Board(self)

    def naming(self, players: Sequence[str]) -> Names:
        """The words for event texts: player, space, deck, card and building names, and the
        money's sign."""
        from .events import Names

        b, w = self.board, self.words
        cards = {c.id: c.text for deck in DECKS for c in b.cards[deck]}
        return Names(list(players), b.names, dict(b.deck_names), cards, (w.house, w.houses),
                     (w.hotel, w.hotels), w.currency)


def load_edition(path: str | Path) -> EditionSpec:
    """Read and validate an edition file; a bad file raises DataFileError naming the field."""
    return load_model(EditionSpec, path)


THEMES_DIR = shipped("themes")

_cache: dict[str, EditionSpec] = {}


def classic_edition() -> EditionSpec:
    """The Classic edition shipped in themes/classic, loaded once."""
    if "classic" not in _cache:
        _cache["classic"] = load_edition(THEMES_DIR / "classic" / "edition.json")
    return _cache["classic"]
