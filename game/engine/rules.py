"""The rule set: every option of the printed rule books and the house rules, with named presets."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .datafile import load_model
from .edition import EditionSpec, SpaceKind


class HotelSale(str, Enum):
    """How a hotel goes back to the Bank."""

    #: [61][73]: a hotel is torn down a house at a time (it counts as five houses); when the Bank
    #: lacks the houses, the group is sold down as far as the Bank's houses allow.
    BREAK_DOWN = "break_down"
    #: [M]: a sold hotel becomes four houses, which the Bank must have.
    FOUR_HOUSES = "four_houses"


class Source(str, Enum):
    """Where an option comes from: a printed rule book, or the table's own house rule."""

    PRINTED = "printed rule"
    HOUSE = "house rule"


#: The rule books an option's ``books`` name (see ../shared/seeds): the 1961 and 1973 Parker
#: Brothers printings, the modern (2008-era) book and the Boutique edition's.
BOOKS = ("1961", "1973", "modern", "Boutique")


def _opt(default: Any, title: str, description: str, source: Source = Source.PRINTED, *,
         money: bool = False, empty: str = "", books: str = "", needs: str = "",
         **kw: Any) -> Any:
    """An option with the words a player reads: its title and description (with the
    edition's words in braces, see :func:`rule_words`), where it comes from (a house rule, or
    the rule books that print it, comma-separated), whether it is an amount of money, what an
    empty value means, and the option it only matters with (in force when that one is on,
    above nought or not empty)."""
    extra: dict[str, Any] = {"source": source.value}
    if books:
        extra["books"] = books
    if needs:
        extra["needs"] = needs
    if money:
        extra["money"] = True
    if empty:
        extra["empty"] = empty
    return Field(default=default, title=title, description=description,
                 json_schema_extra=extra, **kw)


class RuleSet(BaseModel):
    """A complete rule set; presets are named values of this model."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    preset: str = Field(default="classic", title="Preset",
                        description="Preset this rule set started from.")
    # Setup
    starting_cash: int | None = _opt(
        None, "Starting cash", "Cash each player starts with; empty means the edition's "
        "printed amount.", Source.HOUSE, money=True, empty="as printed", ge=0, le=1_000_000)
    deal_deeds: int = _opt(
        0, "Deeds dealt", "Title deeds dealt to each player before the first roll.",
        books="1973, modern, Boutique", ge=0, le=10)
    dealt_deeds_paid: bool = _opt(
        True, "Dealt deeds paid for", "Players pay the printed price of dealt deeds.",
        books="1973, modern, Boutique", needs="deal_deeds")
    # Buying
    auctions: bool = _opt(
        True, "Auctions", "A property the lander does not buy is auctioned at once, as every "
        "rule book prints. Off, a house rule: the Bank keeps it.",
        books="1961, 1973, modern, Boutique")
    auction_opening_bid: int = _opt(
        1, "Lowest opening bid", "Lowest first bid in an auction.",
        books="1961, modern, Boutique", money=True, ge=1)
    auction_increment: int = _opt(
        1, "Smallest raise", "Smallest raise over the current bid.",
        books="modern", money=True, ge=1)
    # Taxes and salary
    income_tax_choice: bool = _opt(
        True, "{income_tax}: flat or percent", "{income_tax}: choose the flat amount or the "
        "percent of total worth, before adding it up. Off: flat amount only.",
        books="1961, 1973, Boutique")
    luxury_tax: int | None = _opt(
        None, "{luxury_tax}", "{luxury_tax} amount; empty means the edition's.",
        books="1961, 1973, modern", money=True, empty="as printed", ge=0)
    free_parking_jackpot: bool = _opt(
        False, "{free_parking} jackpot", "Taxes, card fines and {jail} fines go to a pot that "
        "the next player to land on {free_parking} collects.", Source.HOUSE)
    double_salary_on_go: bool = _opt(
        False, "Double salary on {go}", "Landing exactly on {go} pays double salary.",
        Source.HOUSE)
    # Rent
    rent_must_be_claimed: bool = _opt(
        False, "Rent must be claimed", "The owner must claim rent before the window closes.",
        books="1961, 1973, modern, Boutique")
    rent_claim_window: int = _opt(
        2, "Rent claim window", "Claiming closes when the player this many turns after the "
        "lander throws the dice (2: the second player following).",
        books="1961, 1973, modern, Boutique", needs="rent_must_be_claimed", ge=1, le=8)
    no_rent_in_jail: bool = _opt(
        False, "No rent from {jail}", "An owner in {jail} collects no rent.", Source.HOUSE)
    # Jail
    jail_max_turns: int = _opt(
        3, "{jail} turns", "Turns a player may try for doubles in {jail}; on the last failed "
        "try the fine is paid and the token moves.",
        books="1961, 1973, modern, Boutique", ge=1, le=3)
    jail_fine_on_last_turn: bool = _opt(
        False, "Fine before the last roll", "The fine may be paid before rolling on the last "
        "{jail} turn as well (otherwise only on earlier turns).", books="modern, Boutique")
    # Buildings
    houses_before_hotel: int = _opt(
        4, "{houses} before a {hotel}", "{houses} on every lot of a group before a {hotel}.",
        books="1961, 1973, modern, Boutique", ge=1, le=4)
    hotel_sale: HotelSale = _opt(
        HotelSale.BREAK_DOWN, "Selling a {hotel}", "How a {hotel} is sold back to the Bank.",
        books="1961, 1973, modern, Boutique")
    building_auction_at_price: bool = _opt(
        True, "Scarce buildings open at cost", "An auction of scarce buildings opens at the "
        "building's price (the older books are silent); off: it opens like a property "
        "auction, as the modern book says.", books="1961, 1973, modern")
    # Bankruptcy and ending
    bank_auctions_unmortgaged: bool = _opt(
        False, "Bank unmortgages first", "Property a player loses to the Bank is unmortgaged "
        "before the Bank auctions it.", books="modern")
    end_at_bankruptcy: int | None = _opt(
        None, "Ends at bankruptcy", "The game ends at this bankruptcy and the richest player "
        "wins; empty: last player standing wins.",
        books="1973, modern, Boutique", empty="no", ge=1, le=7)
    final_bankruptcy_keeps_buildings: bool = _opt(
        False, "Last bankrupt's buildings stay", "At the bankruptcy that ends the game, "
        "buildings go to the creditor as they stand.", books="1973", needs="end_at_bankruptcy")
    time_limit_minutes: int | None = _opt(
        None, "Time limit (minutes)", "The game ends after this many minutes; the richest "
        "player wins.", books="1973, modern, Boutique", empty="none", ge=1, le=24 * 60)
    time_limit_rounds: int | None = _opt(
        None, "Round limit", "The game ends after this many rounds; the richest player wins "
        "(the books agree a time, not a count of rounds).", Source.HOUSE, empty="none", ge=1,
        le=10_000)
    own_turn_only: bool = _opt(
        False, "Own turn only", "Players build, sell, mortgage and trade only on their own "
        "turn.", Source.HOUSE)

    @model_validator(mode="after")
    def _check(self) -> RuleSet:
        if self.preset not in PRESETS:
            raise ValueError(f"unknown preset '{self.preset}' (one of {', '.join(PRESETS)})")
        return self

    @classmethod
    def from_preset(cls, name: str, **changes: Any) -> RuleSet:
        """A preset by name, with any options changed; unknown names raise ValueError."""
        if name not in PRESETS:
            raise ValueError(f"unknown rules preset '{name}' (one of {', '.join(PRESETS)})")
        values = dict(PRESETS[name])
        values.update(changes)
        values["preset"] = name
        return cls.model_validate(values)


_MODERN: dict[str, Any] = {
    "auction_opening_bid": 10, "building_auction_at_price": False,
    "hotel_sale": HotelSale.FOUR_HOUSES, "luxury_tax": 100,
    "income_tax_choice": False, "bank_auctions_unmortgaged": True, "rent_claim_window": 1,
    "jail_fine_on_last_turn": True,
}
_SHORT_JAIL: dict[str, Any] = {"jail_max_turns": 1, "jail_fine_on_last_turn": True}

PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "modern": dict(_MODERN),
    "boutique": {},
    "classic-short": {"deal_deeds": 2, "dealt_deeds_paid": True, "houses_before_hotel": 3,
                      "end_at_bankruptcy": 2, "final_bankruptcy_keeps_buildings": True},
    "modern-short": {**_MODERN, **_SHORT_JAIL, "deal_deeds": 3, "dealt_deeds_paid": False,
                     "houses_before_hotel": 3, "end_at_bankruptcy": 1},
    "boutique-short": {**_SHORT_JAIL, "deal_deeds": 3, "dealt_deeds_paid": False,
                       "houses_before_hotel": 3, "end_at_bankruptcy": 1,
                       "income_tax_choice": False},
    "time-limit": {"deal_deeds": 2, "dealt_deeds_paid": True, "time_limit_minutes": 90},
}

PRESET_SUMMARIES: dict[str, str] = {
    "classic": "The 1961/1973 rules: auctions from any price, {income_tax} {flat_tax} or 10%.",
    "modern": "Today's rules: auctions open at {money}10, a flat {income_tax}, {hotels} sold first.",
    "boutique": "The Boutique edition's rules (the classic rules with its own names).",
    "classic-short": "Two paid deeds each, a {hotel} after 3 {houses}, ends at the 2nd bankruptcy.",
    "modern-short": "Three free deeds each, a {hotel} after 3 {houses}, ends at the 1st bankruptcy.",
    "boutique-short": "The Boutique short game: three free deeds, {income_tax} a flat {flat_tax}.",
    "time-limit": "Two paid deeds each; when time is up the richest player wins.",
}


def rule_words(edition: EditionSpec, currency: str = "$") -> dict[str, str]:
    """The edition's words for what rule texts name in braces: buildings, taxes, spaces."""
    w = edition.words
    taxes = [s for s in edition.spaces if s.tax is not None]
    income = next((s for s in taxes if s.tax is not None and s.tax.percent), None)
    luxury = next((s for s in taxes if s is not income), None)

    def space(kind: SpaceKind, default: str) -> str:
        return next((s.name for s in edition.spaces if s.kind is kind), default)

    return {"house": w.house, "houses": w.houses, "hotel": w.hotel, "hotels": w.hotels,
            "income_tax": income.name if income else "tax",
            "luxury_tax": luxury.name if luxury else "tax", "money": currency,
            "flat_tax": f"{currency}{income.tax.amount if income and income.tax else 200}",
            "go": space(SpaceKind.GO, "GO"), "jail": space(SpaceKind.JAIL, "Jail"),
            "free_parking": space(SpaceKind.FREE_PARKING, "Free Parking")}


def in_words(text: str, words: dict[str, str]) -> str:
    """A rule text with the edition's words put in, starting with a capital letter."""
    said = text.format(**words)
    return said[:1].upper() + said[1:]


def preset_summary(name: str, edition: EditionSpec, currency: str = "$") -> str:
    """A preset's one-line summary in an edition's own words."""
    return in_words(PRESET_SUMMARIES.get(name, ""), rule_words(edition, currency))


def load_rules(path: str | Path) -> RuleSet:
    """Read a rule set from a JSON file; a bad file raises DataFileError naming the field."""
    return load_model(RuleSet, path)