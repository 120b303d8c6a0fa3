"""The Boutique edition plays with the engine, and nothing the engine says uses a Classic word."""

from __future__ import annotations

import re

import pytest

from game.ai import make_controller, play
from game.engine import Action, Build, Event, Game, Mortgage, Roll, RuleSet, SellBuilding
from game.engine.edition import DECKS
from game.themes import Theme

from .conftest import CLASSIC_WORDS


def _classic_names(classic: Theme, boutique: Theme) -> re.Pattern[str]:
    """Every name Classic prints that Boutique does not share (street names, groups, decks)."""
    mine = set(boutique.spaces) | set(boutique.groups.values())
    theirs = set(classic.spaces) | set(classic.groups.values())
    theirs |= {classic.decks.chance, classic.decks.community_chest}
    only = sorted(n for n in theirs - mine)
    return re.compile("|".join(re.escape(n) for n in only))


def _play(theme: Theme, seed: int, preset: str) -> tuple[Game, list[str], set[str], list[str]]:
    """A short AI game; its event texts, the kinds of event seen, and refusal reasons asked for."""
    g = Game.new(["Ann", "Bea", "Cy"], rules=RuleSet.from_preset(preset),
                 edition=theme.edition_spec(), seed=seed)
    texts = [e.text(g.naming) for e in g.setup_events]
    kinds: set[str] = set()
    reasons: list[str] = []

    def watch(game: Game, action: Action, events: list[Event]) -> None:
        for event in events:
            kinds.add(type(event).__name__)
            texts.append(event.text(game.naming))
        if not game.over:
            for p in range(game.n):
                tries: list[Action] = [Roll(p), Build(p, 1), Build(p, 39), SellBuilding(p, 5),
                                       Mortgage(p, 12)]
                reasons.extend(r for a in tries if (r := game.why_illegal(a)) is not None)

    controllers = [make_controller("easy", seed * 10 + i) for i in range(3)]
    play(g, controllers, max_rounds=150, watch=watch)
    return g, texts, kinds, reasons


SEEDS = range(6)


@pytest.fixture(scope="module")
def games(boutique: Theme) -> list[tuple[Game, list[str], set[str], list[str]]]:
    return [_play(boutique, seed, preset) for seed in SEEDS
            for preset in ("boutique", "boutique-short")]


def test_boutique_game_runs_on_the_themes_names(games: list[tuple[Game, list[str], set[str],
                                                                  list[str]]]) -> None:
    g = games[0][0]
    assert g.board.names[4] == "Shopping Spree"
    assert g.naming.buildings("hotel", 2) == "2 malls"
    kinds = set().union(*(k for _, _, k, _ in games))
    assert {"CardDrawn", "BuildingBuilt", "PropertyBought", "Payment"} <= kinds


def test_boutique_event_texts_have_no_classic_word(
        games: list[tuple[Game, list[str], set[str], list[str]]], classic: Theme,
        boutique: Theme) -> None:
    names = _classic_names(classic, boutique)
    texts = [t for _, ts, _, _ in games for t in ts]
    assert any("Instant Message" in t or "Text Message" in t for t in texts)
    assert any("boutique" in t for t in texts)
    assert [t for t in texts if CLASSIC_WORDS.search(t) or names.search(t)] == []


def test_boutique_card_draws_read_in_the_themes_voice(
        games: list[tuple[Game, list[str], set[str], list[str]]], boutique: Theme) -> None:
    voices = set(boutique.cards.values())
    draws = [t for _, ts, _, _ in games for t in ts if " draws " in t]
    assert draws and all(any(t.endswith(v) for v in voices) for t in draws)


def test_boutique_refusal_reasons_have_no_classic_word(
        games: list[tuple[Game, list[str], set[str], list[str]]], classic: Theme,
        boutique: Theme) -> None:
    names = _classic_names(classic, boutique)
    extra = re.compile(r"\bstreets?\b", re.IGNORECASE)
    reasons = {r for _, _, _, rs in games for r in rs}
    assert [r for r in reasons if CLASSIC_WORDS.search(r) or names.search(r) or extra.search(r)] == []


def test_every_event_text_uses_the_themes_building_words(boutique: Theme) -> None:
    """Events the short games may not reach: the building shortage and auctions of buildings."""
    from game.engine import events as ev

    names = boutique.names(["Ann", "Bea"])
    samples = [ev.BuildingShortage(0, "house", 2), ev.BuildingShortage(0, "hotel", 1),
               ev.AuctionStarted(1, "house", 50), ev.AuctionStarted(1, "hotel", 50),
               ev.AuctionWon(0, 1, 60, "house"), ev.AuctionWon(0, 1, 60, "hotel"),
               ev.AuctionUnsold(1, "hotel"), ev.BuildingBuilt(0, 1, 5, 50, True),
               ev.BuildingBuilt(0, 1, 1, 50, False), ev.BuildingsSold(0, 1, 5, 4, 25, 5)]
    texts = [e.text(names) for e in samples]
    assert [t for t in texts if CLASSIC_WORDS.search(t)] == []
    assert "Ann builds a mall on Carly's Candy Counter." in texts
    assert "Ann sells the mall on Carly's Candy Counter for $25; 4 boutiques go back on it." in texts


def test_card_ids_reach_the_engine(boutique: Theme) -> None:
    spec = boutique.edition_spec()
    board_cards = {c.id: c.text for d in DECKS for c in spec.board.cards[d]}
    assert board_cards == boutique.cards
