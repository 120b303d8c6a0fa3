"""Both shipped themes load, name every card, and say what their cards do."""

from __future__ import annotations

import json
import re

import pytest

from game.engine import classic_edition
from game.engine.edition import DECKS
from game.themes import SPACE_COUNT, THEMES_DIR, Theme, available_themes, load_theme

from .conftest import CLASSIC_WORDS


def _card_ids() -> set[str]:
    spec = classic_edition()
    return {c.id for deck in DECKS for c in spec.decks[deck].cards}  # type: ignore[index]


def test_both_themes_are_found() -> None:
    assert {"classic", "boutique"} <= set(available_themes())


@pytest.mark.parametrize("name", ["classic", "boutique"])
def test_shipped_theme_loads(name: str) -> None:
    theme = load_theme(THEMES_DIR / name)
    assert theme.id == name
    assert len(theme.spaces) == SPACE_COUNT
    assert all(theme.path(t.art).is_file() for t in theme.tokens)


@pytest.mark.parametrize("name", ["classic", "boutique"])
def test_every_card_has_a_text(name: str) -> None:
    theme = load_theme(THEMES_DIR / name)
    assert set(theme.cards) == _card_ids()
    merged = theme.edition_spec()
    for deck in DECKS:
        for card in merged.decks[deck].cards:  # type: ignore[index]
            assert card.text == theme.cards[card.id]


@pytest.mark.parametrize("name", ["classic", "boutique"])
def test_card_texts_say_what_the_card_does(name: str) -> None:
    """Same effects and amounts in every voice: the text names the target and the sums."""
    theme = load_theme(THEMES_DIR / name)
    spec = theme.edition_spec()
    for deck in DECKS:
        for card in spec.decks[deck].cards:  # type: ignore[index]
            text, effect = card.text, card.effect.model_dump()
            for key in ("amount", "per_house", "per_hotel"):
                if effect.get(key):
                    assert f"${effect[key]}" in text, (card.id, key)
            if effect["type"] == "move_to":
                assert theme.spaces[effect["space"]] in text, card.id
            if effect["type"] == "move_to_nearest":
                assert getattr(theme.properties, effect["kind"]).singular in text, card.id
            if effect["type"] in ("go_to_jail", "get_out_of_jail_free"):
                assert "Jail" in text, card.id
            if effect["type"] == "repairs":
                assert theme.buildings.house.singular in text, card.id
                assert theme.buildings.hotel.singular in text, card.id


def test_classic_card_texts_are_the_editions_wording(classic: Theme) -> None:
    for deck in DECKS:
        for card in classic_edition().decks[deck].cards:  # type: ignore[index]
            assert classic.cards[card.id] == card.text


def test_classic_keeps_the_classic_names(classic: Theme) -> None:
    assert classic.spaces == [s.name for s in classic_edition().spaces]
    assert (classic.decks.chance, classic.decks.community_chest) == ("Chance", "Community Chest")
    assert classic.buildings.house.plural == "houses"


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_no_classic_word_in_any_boutique_text(boutique: Theme) -> None:
    raw = json.loads((THEMES_DIR / "boutique" / "theme.json").read_text(encoding="utf-8"))
    spec = boutique.edition_spec()
    texts = _strings(raw) + [spec.name, *spec.board.names, *spec.board.group_names,
                             *spec.board.deck_names.values()]
    texts += [c.text for deck in DECKS for c in spec.decks[deck].cards]  # type: ignore[index]
    if hasattr(spec, "words"):
        texts += _strings(spec.words.model_dump())
    leaks = [t for t in texts if CLASSIC_WORDS.search(t)]
    assert leaks == []


def test_boutique_follows_the_rule_book(boutique: Theme) -> None:
    s = boutique.spaces
    assert s[7] == s[22] == s[36] == "Instant Message"
    assert s[2] == s[17] == s[33] == "Text Message"
    assert (s[4], boutique.taxes.income) == ("Shopping Spree", "Shopping Spree")
    assert "Phone" in s[38]
    assert {s[37], s[39]} == {"Savannah's Super Spa", "Jillian's Jewelry Store"}
    trio = {"Nicole's Nail Salon", "Patricia's Pet Shop", "Gina's Gem Shop"}
    groups = {boutique.edition_spec().spaces[i].group for i, name in enumerate(s) if name in trio}
    assert len(groups) == 1
    group = groups.pop()
    assert sum(1 for sp in boutique.edition_spec().spaces if sp.group == group) == 3
    assert (boutique.buildings.house.singular, boutique.buildings.hotel.singular) == ("boutique", "mall")


def test_boutique_plays_on_classic_numbers(boutique: Theme) -> None:
    mine, classic = boutique.edition_spec(), classic_edition()
    assert [(s.kind, s.price, s.rents, s.group) for s in mine.spaces] == \
        [(s.kind, s.price, s.rents, s.group) for s in classic.spaces]
    assert mine.board.house_cost == classic.board.house_cost


def test_boutique_lot_names_are_a_first_name_and_a_shop(boutique: Theme) -> None:
    spec = boutique.edition_spec()
    lots = [boutique.spaces[i] for i, s in enumerate(spec.spaces) if s.kind.value == "street"]
    assert all(re.fullmatch(r"[A-Z][a-z]+'s( [A-Z][\w-]*)+", name) for name in lots), lots
    assert len(set(lots)) == len(lots)


@pytest.mark.parametrize("name", ["classic", "boutique"])
def test_ui_theme_matches_the_palette(name: str) -> None:
    theme = load_theme(THEMES_DIR / name)
    ui = json.loads(theme.ui_theme_path.read_text(encoding="utf-8"))
    colours = {v.lower() for block in ui.values() for v in block.get("colours", {}).values()}
    assert all(re.fullmatch(r"#[0-9a-f]{6}([0-9a-f]{2})?", c) for c in colours)
    p = theme.palette
    assert {p.accent, p.accent_text, p.decks.chance, p.decks.community_chest} <= colours
    assert ui["@card_chance"]["colours"]["dark_bg"] == p.decks.chance


@pytest.mark.parametrize("name", ["classic", "boutique"])
def test_token_art_is_a_64_square_svg(name: str) -> None:
    theme = load_theme(THEMES_DIR / name)
    arts = [theme.path(t.art) for t in theme.tokens]
    arts += [theme.path(v) for _, v in theme.icons if v is not None]
    for art in arts:
        text = art.read_text(encoding="utf-8")
        assert text.lstrip().startswith("<svg"), art
        assert 'viewBox="0 0 64 64"' in text, art


def test_names_use_the_themes_words(boutique: Theme) -> None:
    names = boutique.names(["Ann", "Bea"])
    assert names.buildings("house", 3) == "3 boutiques"
    assert names.buildings("hotel", 1) == "1 mall"
    assert names.decks == {"chance": "Instant Message", "community_chest": "Text Message"}
    assert names.spaces[39] == "Savannah's Super Spa"


@pytest.mark.parametrize("name", ["classic", "boutique"])
def test_computer_players_have_names_of_their_own(name: str) -> None:
    """Enough names for every computer seat of a full table, none twice, none a seat number."""
    theme = load_theme(THEMES_DIR / name)
    names = theme.computer_names
    assert len(names) >= 8 and len(set(names)) == len(names)
    assert not any(n.startswith("Player") for n in names)
    others = {n for other in available_themes() if other != name
              for n in load_theme(THEMES_DIR / other).computer_names}
    assert not others & set(names)  # each edition in its own voice


def test_a_themes_money_sign_reaches_the_rules_refusals_and_event_texts() -> None:
    """A theme writing euros: the engine's reasons and event texts write them too."""
    from game.engine import Buy, Game, Roll

    theme = load_theme(THEMES_DIR / "classic").model_copy(update={"currency": "€"})
    g = Game.new(["Ann", "Bea"], edition=theme.edition_spec(), seed=1,
                 forced_dice=[(6, 5), (2, 1), (2, 3)])
    g.cash[g.current] = 150
    g.apply(Roll(g.current))
    reason = g.why_illegal(Buy(g.current))
    assert reason == "it costs €200 and you have €150"
    assert g.naming.money(1500) == theme.names(g.names).money(1500) == "€1,500"
