"""The rules in play as a player reads them: every option of a rule set, generated from the
fields of :class:`RuleSet` (title, description, source) and said in the edition's words."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .edition import EditionSpec
from .rules import HotelSale, RuleSet, Source, in_words, rule_words

#: The choices of an option that is neither on/off nor a number, in the edition's words.
CHOICES: dict[Enum, str] = {
    HotelSale.BREAK_DOWN: "a {house} at a time",
    HotelSale.FOUR_HOUSES: "becomes four {houses}",
}


@dataclass(frozen=True)
class RuleLine:
    """One option as it stands in a game: what it is called, its value, what it means."""

    name: str
    title: str
    value: str
    description: str
    #: The value differs from what the game's preset plays.
    changed: bool
    #: The rule books that print the option, e.g. '1961, 1973, modern' (none for a house rule).
    books: str = ""

    @property
    def source(self) -> Source:
        """A house rule when the value is not the one the preset's printing plays."""
        return Source.HOUSE if self.changed else Source.PRINTED

    @property
    def origin(self) -> str:
        """'printed rule (1961, modern)', 'printed rule' (a house rule left out) or 'house rule'."""
        return f"{self.source.value} ({self.books})" if self.books and not self.changed \
            else self.source.value


def option_extra(name: str) -> dict[str, Any]:
    info = RuleSet.model_fields[name].json_schema_extra
    return info if isinstance(info, dict) else {}


#: Every option of a rule set, in the order of the model (the preset is not an option).
OPTIONS: tuple[str, ...] = tuple(n for n in RuleSet.model_fields if n != "preset")


def say_value(name: str, value: Any, words: dict[str, str]) -> str:
    """An option's value as a player reads it: On/Off, an amount, a choice, or what empty means."""
    extra = option_extra(name)
    if isinstance(value, bool):
        return "On" if value else "Off"
    if value is None:
        return str(extra.get("empty", "none"))
    if isinstance(value, Enum):
        return in_words(CHOICES.get(value, str(value.value)), words)
    if extra.get("money"):
        return f"{words['money']}{value:,}"
    return str(value)


def option_title(name: str, words: dict[str, str]) -> str:
    return in_words(RuleSet.model_fields[name].title or name, words)


def option_description(name: str, words: dict[str, str]) -> str:
    return in_words(RuleSet.model_fields[name].description or "", words)


def in_force(rules: RuleSet, name: str) -> bool:
    """Whether an option matters: one that needs another only while that one is on (or above
    nought, or not empty), as the window for claiming rent while rent must be claimed."""
    needs = option_extra(name).get("needs")
    return not needs or bool(getattr(rules, needs))


def rules_in_play(rules: RuleSet, edition: EditionSpec, currency: str = "$") -> list[RuleLine]:
    """Every option of ``rules`` in force, in the model's order."""
    words = rule_words(edition, currency)
    preset = RuleSet.from_preset(rules.preset)
    return [RuleLine(name, option_title(name, words), say_value(name, getattr(rules, name), words),
                     option_description(name, words),
                     getattr(rules, name) != getattr(preset, name),
                     str(option_extra(name).get("books", "")))
            for name in OPTIONS if in_force(rules, name)]
