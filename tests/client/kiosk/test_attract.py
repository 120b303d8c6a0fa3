"""The attract loop: computer games one after another, each result shown, editions in turn,
with explanations of what happens in the edition's own words."""

from __future__ import annotations

import re

import pygame
import pytest
from collections.abc import Callable

from game.client.kit.fonts import text_size
from game.client.views.look import scale_for, theme_font
from game.client.views.words import Words
from game.client.kiosk.attract import AttractOverlay
from game.client.kiosk.explain import Explainer, Explanation
from game.client.kiosk.results import ResultsScene
from game.client.table.scene import GameScene
from game.engine import BANK, Game, TradeOffer
from game.engine import events as ev
from game.themes import THEMES_DIR, load_theme

from .conftest import Kiosk

CLASSIC_WORDS = re.compile(r"\b(houses?|hotels?|chance|community chest|railroads?|"
                           r"utility|utilities|income tax|luxury tax)\b", re.IGNORECASE)


def table(kiosk: Kiosk) -> GameScene:
    scene = kiosk.app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    return scene


def test_a_new_game_begins_after_the_result_of_the_last_has_shown(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(max_rounds=1, editions=["classic", "boutique"])
    first = table(kiosk)
    assert first.theme.name == "Classic" and not first.has_human
    assert isinstance(kiosk.app.stack.top, AttractOverlay)
    kiosk.until(lambda: isinstance(kiosk.app.stack.top, ResultsScene))
    assert first.game.over
    kiosk.seconds(2)
    assert isinstance(kiosk.app.stack.top, ResultsScene)  # the result stays a few seconds
    kiosk.until(lambda: table(kiosk) is not first, limit=60 * 10)
    second = table(kiosk)
    assert second.theme.name == "Boutique" and not second.game.over
    assert isinstance(kiosk.app.stack.top, AttractOverlay)
    kiosk.until(lambda: isinstance(kiosk.app.stack.top, ResultsScene))
    kiosk.until(lambda: table(kiosk) is not second, limit=60 * 10)
    assert table(kiosk).theme.name == "Classic"  # and round again
    assert kiosk.app.running


def test_the_overlay_explains_what_happens_and_the_caption_shows(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(editions=["boutique"])
    overlay = kiosk.app.stack.top
    assert isinstance(overlay, AttractOverlay)
    seen: list[Explanation] = []
    kiosk.until(lambda: overlay.shown is not None and overlay.shown.weight >= 3)
    for _ in range(60 * 60):
        kiosk.frames()
        if overlay.shown is not None and overlay.shown not in seen:
            seen.append(overlay.shown)
        if overlay is not kiosk.app.stack.top or len(seen) == 5:
            break
    assert len(seen) == 5
    for shown in seen:
        for text in (shown.title, shown.text):
            assert CLASSIC_WORDS.search(text) is None, text
    kiosk.app.stack.draw(kiosk.app.screen)  # the caption and the explanation draw without fault


def explain(look: str, make: Callable[[Game], list[ev.Event]]) -> Explanation:
    theme = load_theme(THEMES_DIR / look)
    game = Game.new(["Ann", "Bob", "Cy"], edition=theme.edition_spec(), seed=1)
    found = Explainer(game, Words(theme, game)).explain(make(game))
    assert found is not None
    return found


def _group(g: Game) -> list[ev.Event]:
    for s in (1, 3):
        g.owner[s] = 0
    return [ev.PropertyBought(0, 3, 60)]


EVENTS: dict[str, Callable[[Game], list[ev.Event]]] = {
    "bankrupt": lambda g: [ev.Bankrupted(1, 0)],
    "bankrupt to the Bank": lambda g: [ev.Bankrupted(2, BANK)],
    "hotel": lambda g: [ev.BuildingBuilt(0, 39, 5, 200, True)],
    "house": lambda g: [ev.BuildingBuilt(0, 39, 1, 200, False)],
    "auction": lambda g: [ev.BuyDeclined(0, 5), ev.AuctionStarted(5, "property", 1)],
    "building auction": lambda g: [ev.AuctionStarted(1, "hotel", 100)],
    "won": lambda g: [ev.AuctionWon(1, 5, 120, "property")],
    "trade": lambda g: [ev.TradeAccepted(TradeOffer(0, 1, give=(5,), take=(12,), give_cash=50))],
    "jail by space": lambda g: [ev.SentToJail(0, ev.JailReason.SPACE)],
    "jail by card": lambda g: [ev.SentToJail(0, ev.JailReason.CARD)],
    "jail by doubles": lambda g: [ev.SentToJail(0, ev.JailReason.DOUBLES)],
    "debt": lambda g: [ev.DebtOwed(0, 1, 400)],
    "group": _group,
    "rent": lambda g: [ev.Payment(0, 1, 250, ev.PayReason.RENT, 12)],
    "mortgage": lambda g: [ev.Mortgaged(0, 5, 100)],
    "card": lambda g: [ev.CardDrawn(0, "chance", "ch_goojf")],
}


def test_every_explanation_speaks_the_editions_words() -> None:
    for name, make in EVENTS.items():
        boutique = explain("boutique", make)
        for text in (boutique.title, boutique.text):
            assert CLASSIC_WORDS.search(text) is None, (name, text)
    assert explain("boutique", EVENTS["hotel"]).title == "A mall!"
    assert "Instant Message" == explain("boutique", EVENTS["card"]).title
    assert explain("boutique", EVENTS["group"]).title == "The whole Mocha group"
    # the Classic edition says its own words
    assert explain("classic", EVENTS["hotel"]).title == "A hotel!"
    assert "houses" in explain("classic", EVENTS["debt"]).text


def test_the_weightiest_event_of_an_action_is_the_one_explained() -> None:
    found = explain("classic", lambda g: [ev.Payment(0, 1, 50, ev.PayReason.RENT, 12),
                                          ev.Bankrupted(0, 1)])
    assert found.title == "Bankrupt!"
    theme = load_theme(THEMES_DIR / "classic")
    game = Game.new(["Ann", "Bob"], edition=theme.edition_spec(), seed=1)
    quiet = [ev.DiceRolled(0, 1, 2), ev.TokenMoved(0, 0, 3, 3),
             ev.Payment(-1, 0, 200, ev.PayReason.SALARY)]
    assert Explainer(game, Words(theme, game)).explain(quiet) is None


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1366, 768), (1600, 900),
                                  (1920, 1080), (2560, 1440)])
def test_the_caption_banner_stays_inside_the_screen(make_kiosk: Callable[..., Kiosk],
                                                    size: tuple[int, int]) -> None:
    """The TOUCH TO PLAY banner, its outline and shadow, inside its place, which is inside the
    screen, at every size a kiosk's screen comes in."""
    kiosk = make_kiosk(size=size)
    overlay = kiosk.app.stack.top
    assert isinstance(overlay, AttractOverlay)
    lay = overlay.table.layout
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(lay.buttons) and screen.contains(lay.log)
    image = overlay.caption_image(lay.buttons.size)
    accent = pygame.Color(overlay.table.theme.palette.accent)
    rows = {y: {tuple(image.get_at((x, y)))[:3] for x in range(0, image.get_width(), 2)}
            for y in range(image.get_height())}
    filled = [y for y, seen in rows.items() if tuple(accent)[:3] in seen]
    assert filled, "no banner drawn"
    assert min(filled) > 0 and max(filled) < image.get_height() - 3  # outline and shadow below



@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_at_150_percent_every_explanation_is_shown_whole_and_larger(
        make_kiosk: Callable[..., Kiosk], look: str) -> None:
    """The config's text size grows the attract loop's text, and each explanation still fits
    its box uncut: smaller, down to its size at 100%, rather than ending in an ellipsis."""
    kiosk = make_kiosk(editions=[look], text_size=150)
    overlay = kiosk.app.stack.top
    assert isinstance(overlay, AttractOverlay) and text_size() == 150
    box = overlay.table.layout.log.size
    s = scale_for(kiosk.app.size)
    designed = theme_font(overlay.table.theme, max(14, round(21 * s))).get_height() / 1.5
    grown = 0
    for name, make in EVENTS.items():
        overlay.shown = explain(look, make)
        inner, title_f, body_f, lines = overlay.explanation_layout(box, s)
        text = " ".join(lines)
        assert text.split() == overlay.shown.text.split(), name  # every word, no ellipsis
        assert body_f.get_height() >= designed - 1, name
        grown += body_f.get_height() > designed + 2
        top = inner.y + title_f.get_linesize() + round(4 * s)
        assert top + len(lines) * body_f.get_linesize() <= inner.bottom, name
        overlay.explanation_image(box, s)
    assert grown >= len(EVENTS) // 2  # most are shown larger than at 100%
