"""The rules in play are generated from the rule set's fields: every option has a title, a
description and a source, and the list a player reads holds each of them."""

from __future__ import annotations

import re

import pytest

from game.engine import PRESETS, RuleSet, classic_edition
from game.engine.rule_info import OPTIONS, in_force, option_extra, rules_in_play
from game.engine.rules import BOOKS, HotelSale, Source
from game.themes import THEMES_DIR, load_theme

#: Classic words; "house rule" is the name of a kind of rule, not a building.
CLASSIC_WORDS = re.compile(r"\b(houses?(?! rule)|hotels?|chance|community chest|income tax|luxury tax)\b",
                           re.IGNORECASE)


def test_every_option_has_a_title_a_description_and_a_source() -> None:
    for name in OPTIONS:
        info = RuleSet.model_fields[name]
        assert info.title and info.title.strip(), name
        assert info.description and len(info.description.split()) >= 4, name
        assert isinstance(info.json_schema_extra, dict), name
        source = Source(info.json_schema_extra["source"])
        books = str(info.json_schema_extra.get("books", ""))
        if source is Source.PRINTED:  # a printed rule names the books that print it
            assert books and set(books.split(", ")) <= set(BOOKS), name
        else:
            assert not books, name
    assert set(OPTIONS) == set(RuleSet.model_fields) - {"preset"}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_rules_in_play_list_every_option_with_its_value(preset: str) -> None:
    rules = RuleSet.from_preset(preset, free_parking_jackpot=True)
    lines = rules_in_play(rules, classic_edition())
    assert [line.name for line in lines] == [n for n in OPTIONS if in_force(rules, n)]
    by_name = {line.name: line for line in lines}
    assert by_name["free_parking_jackpot"].value == "On"
    assert by_name["free_parking_jackpot"].changed
    assert by_name["free_parking_jackpot"].source is Source.HOUSE
    assert by_name["auctions"].source is Source.PRINTED
    assert by_name["auctions"].origin == "printed rule (1961, 1973, modern, Boutique)"
    assert by_name["free_parking_jackpot"].origin == "house rule"
    assert by_name["auction_opening_bid"].value == f"${rules.auction_opening_bid}"
    assert by_name["houses_before_hotel"].value == str(rules.houses_before_hotel)
    assert not any(line.changed for line in lines if line.name != "free_parking_jackpot")
    for line in lines:
        assert line.title and line.description and line.value
        assert "{" not in line.title + line.description + line.value


def test_the_rules_in_play_use_the_editions_words() -> None:
    theme = load_theme(THEMES_DIR / "boutique")
    rules = RuleSet.from_preset("modern", starting_cash=2000)
    lines = {line.name: line for line in rules_in_play(rules, theme.edition_spec(), theme.currency)}
    assert lines["houses_before_hotel"].title == "Boutiques before a mall"
    assert lines["hotel_sale"].value == "Becomes four boutiques"
    assert lines["income_tax_choice"].title.startswith("Shopping Spree")
    assert lines["luxury_tax"].title == "Phone Bill" and lines["luxury_tax"].value == "$100"
    assert lines["starting_cash"].value == "$2,000" and lines["starting_cash"].changed
    for line in lines.values():
        assert not CLASSIC_WORDS.search(f"{line.title} {line.value} {line.description}"), line
    assert RuleSet.from_preset("classic").hotel_sale is HotelSale.BREAK_DOWN


def test_an_option_that_needs_another_is_listed_only_while_that_one_is_on() -> None:
    for name in OPTIONS:
        needs = option_extra(name).get("needs")
        assert needs is None or needs in OPTIONS, name
    shown = {line.name for line in rules_in_play(RuleSet(), classic_edition())}
    assert not shown & {"rent_claim_window", "dealt_deeds_paid", "final_bankruptcy_keeps_buildings"}
    claimed = RuleSet(rent_must_be_claimed=True, deal_deeds=2, end_at_bankruptcy=1)
    lines = {line.name: line for line in rules_in_play(claimed, classic_edition())}
    assert lines["rent_claim_window"].value == "2"
    assert {"dealt_deeds_paid", "final_bankruptcy_keeps_buildings"} <= set(lines)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_house_rule_is_a_value_the_printing_does_not_play(preset: str) -> None:
    """Its printed value is never marked a house rule, whatever the option; any other is."""
    printed = rules_in_play(RuleSet.from_preset(preset), classic_edition())
    assert all(line.source is Source.PRINTED for line in printed)
    starting = next(line for line in printed if line.name == "starting_cash")
    assert starting.origin == "printed rule" and starting.value == "as printed"
    changed = RuleSet.from_preset(preset, auctions=False, starting_cash=1000)
    lines = {line.name: line for line in rules_in_play(changed, classic_edition())}
    assert lines["auctions"].source is Source.HOUSE and lines["auctions"].origin == "house rule"
    assert lines["starting_cash"].source is Source.HOUSE
