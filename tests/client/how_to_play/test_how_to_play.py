"""How to play and the rules in play, driven the way a person does: opened from the title, the
pause menu and the setup screen, paged by keys, buttons, a dragged mouse and a finger."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.how_to_play.pages import pages
from game.client.main import Flow
from game.client.scenes.how_to_play import HowToPlayScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.rules_view import RulesScene
from game.client.scenes.setup import SetupScene
from game.client.table.scene import GameScene
from game.client.scenes.title import TitleScene
from game.client.store.settings import Settings, SetupConfig
from game.engine import PRESETS, RuleSet
from game.engine.rule_info import rules_in_play
from tests.client.driver import Driver, fresh_app, motion, theme

SIZE = (1280, 720)
#: Words only the Classic edition uses for its buildings and decks (the decks by their names).
CLASSIC_WORDS = re.compile(r"(?i:\bhouses?\b|\bhotels?\b)|\bChance\b|\bCommunity Chest\b")


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def _flow(app: App, tmp_path: Path, settings: Settings | None = None) -> Flow:
    return Flow(app, settings or Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")


def _setup(edition: str, **options: object) -> SetupConfig:
    return SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "car" if edition == "classic" else "convertible",
                   "kind": "human"},
                  {"name": "Bob", "token": "dog" if edition == "classic" else "sunglasses",
                   "kind": "medium"}],
        "theme": edition, "preset": "classic-short", "options": options, "seed": 3})


def _body(driver: Driver, scene: HowToPlayScene | RulesScene) -> bytes:
    """The page's body as drawn on the screen."""
    return pygame.image.tobytes(driver.draw().subsurface(scene.body), "RGB")


def _swipe_mouse(driver: Driver, start: tuple[int, int], end: tuple[int, int]) -> None:
    driver.post(motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                motion(end), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    driver.frames(2)


def _swipe_finger(driver: Driver, start: tuple[float, float], end: tuple[float, float]) -> None:
    common = {"touch_id": 1, "finger_id": 0, "pressure": 1.0}
    driver.post(pygame.event.Event(pygame.FINGERDOWN, x=start[0], y=start[1], dx=0.0, dy=0.0,
                                   **common),
                pygame.event.Event(pygame.FINGERUP, x=end[0], y=end[1], dx=end[0] - start[0],
                                   dy=end[1] - start[1], **common))
    driver.frames(2)


def _page_through(driver: Driver, scene: HowToPlayScene) -> None:
    """Every way of turning a page, each checked against the page shown on the screen."""
    n = scene.page_count()
    assert n >= 10 and scene.page == 0
    shown = {0: _body(driver, scene)}

    def at(page: int) -> None:
        assert scene.page == page
        body = _body(driver, scene)
        if page in shown:
            assert body == shown[page]
        else:
            assert all(body != other for other in shown.values())
            shown[page] = body

    driver.key(pygame.K_RIGHT)
    at(1)
    driver.key(pygame.K_PAGEDOWN)
    at(2)
    driver.key(pygame.K_LEFT)
    at(1)
    driver.key(pygame.K_PAGEUP)
    at(0)
    driver.key(pygame.K_LEFT)  # the first page has none before it
    at(0)
    assert not scene.buttons["previous"].is_enabled
    driver.click(scene.buttons["next"].rect.center)
    at(1)
    driver.click(scene.buttons["previous"].rect.center)
    at(0)
    mid = scene.body.center
    _swipe_mouse(driver, mid, (mid[0] - SIZE[0] // 4, mid[1] + 10))  # drag to the left: onwards
    at(1)
    _swipe_finger(driver, (0.7, 0.5), (0.3, 0.52))
    at(2)
    _swipe_finger(driver, (0.3, 0.5), (0.7, 0.5))  # to the right: back
    at(1)
    _swipe_finger(driver, (0.5, 0.3), (0.52, 0.7))  # up and down turns nothing
    at(1)
    _swipe_mouse(driver, mid, (mid[0] + 5, mid[1]))  # nor does a tap
    at(1)
    driver.key(pygame.K_END)
    at(n - 1)
    assert not scene.buttons["next"].is_enabled
    driver.key(pygame.K_RIGHT)
    at(n - 1)
    for page in range(n - 2, 1, -1):
        _swipe_finger(driver, (0.35, 0.5), (0.75, 0.5))
        at(page)
    driver.key(pygame.K_HOME)
    at(0)


@pytest.mark.parametrize("edition", ["classic", "boutique"])
def test_how_to_play_opens_from_the_title_and_pages_by_keys_buttons_and_touch(
        app: App, tmp_path: Path, edition: str) -> None:
    flow = _flow(app, tmp_path, Settings(last_setup=_setup(edition, auctions=False)))
    title = flow.start_title()
    driver = Driver(app)
    driver.frames(1)
    driver.click(title.buttons[TitleScene.LABELS.index("How to play")].rect.center)
    scene = driver.expect(HowToPlayScene)
    assert scene.theme.id == edition and not scene.rules.auctions  # the rules last chosen
    assert scene.page_title(0) == "Your turn"
    _page_through(driver, scene)
    driver.click(scene.buttons["rules"].rect.center)
    assert driver.expect(RulesScene).rules == scene.rules
    driver.key(pygame.K_ESCAPE)
    assert driver.top is scene
    driver.click(scene.buttons["close"].rect.center)
    assert driver.top is title


def test_how_to_play_and_the_rules_open_from_the_pause_menu_for_the_game_in_play(
        app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    flow.start(_setup("boutique", free_parking_jackpot=True))
    game = app.stack.find(GameScene)
    assert game is not None
    driver = Driver(app)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    pause = driver.expect(PauseScene)
    driver.click(pause.buttons["How to play"].rect.center)
    scene = driver.expect(HowToPlayScene)
    assert scene.rules == game.game.rules and scene.theme.id == "boutique"
    assert "first" not in " ".join(scene.pages[-1].lines)
    assert "second bankruptcy" in " ".join(scene.pages[-1].lines)  # classic-short ends there
    _page_through(driver, scene)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is pause
    driver.click(pause.buttons["Rules in play"].rect.center)
    rules = driver.expect(RulesScene)
    assert rules.lines == rules_in_play(game.game.rules, game.theme.edition_spec(),
                                        game.theme.currency)
    jackpot = next(line for line in rules.lines if line.name == "free_parking_jackpot")
    assert jackpot.value == "On" and jackpot.changed
    driver.key(pygame.K_RIGHT)
    assert rules.page == min(1, rules.page_count() - 1)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is pause


def test_the_setup_screen_shows_every_rule_of_the_choice(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    flow.start_title()
    flow.setup()
    driver = Driver(app)
    setup = driver.expect(SetupScene)
    driver.frames(1)
    driver.click(setup.option_buttons["auctions"].rect.center)
    driver.click(setup.button_rules.rect.center)
    rules = driver.expect(RulesScene)
    assert not rules.rules.auctions and rules.rules.preset == setup.preset
    auctions = next(line for line in rules.lines if line.name == "auctions")
    assert auctions.value == "Off" and auctions.changed and auctions.source.value == "house rule"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is setup


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_rules_view_holds_every_option_once_at_any_size(size: tuple[int, int]) -> None:
    rules = RuleSet.from_preset("modern", own_turn_only=True)
    scene = RulesScene(theme("boutique"), size, rules)
    shown = [block.line.name for page in scene.pages for column in page for block in column]
    assert shown == [line.name for line in rules_in_play(rules, scene.theme.edition_spec())]
    screen = pygame.Surface(size)
    for page in range(scene.page_count()):
        scene.go_to(page)
        scene.draw(screen)
        for column in scene.pages[page]:
            assert sum(b.height for b in column) <= scene.body.h or len(column) == 1


def test_a_window_grown_on_the_last_page_of_the_rules_shows_the_new_last_page(app: App) -> None:
    rules = RuleSet.from_preset("modern", own_turn_only=True)
    scene = RulesScene(theme("classic"), (800, 600), rules)
    assert scene.page_count() > 1
    scene.go_to(scene.page_count() - 1)
    big = (1920, 1600)
    scene.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=big[0], h=big[1],
                                          size=big))
    assert scene.size == big and scene.page_count() < 3
    assert scene.page == scene.page_count() - 1
    scene.draw(pygame.Surface(big))  # the page shown is one the book has


@pytest.mark.parametrize("preset", list(PRESETS))
def test_no_boutique_page_uses_classic_words(preset: str) -> None:
    for rules in (RuleSet.from_preset(preset),
                  RuleSet.from_preset(preset, auctions=False, no_rent_in_jail=True,
                                      rent_must_be_claimed=True, double_salary_on_go=True)):
        boutique = pages(theme("boutique"), rules)
        for page in boutique:
            for text in (page.title, *page.lines):
                assert not CLASSIC_WORDS.search(text), (page.key, text)
        classic = " ".join(line for page in pages(theme("classic"), rules) for line in page.lines)
        assert CLASSIC_WORDS.search(classic)  # the same pages say it in Classic's words
        assert [p.key for p in boutique] == ["turn", "buying", "rent", "building", "mortgages",
                                             "jail", "trading", "cards", "debt", "ending"]


@pytest.mark.parametrize("edition", ["classic", "boutique"])
def test_every_page_draws_at_a_small_window_with_its_words_fitting(edition: str) -> None:
    scene = HowToPlayScene(theme(edition), (800, 600), RuleSet.from_preset("modern-short"), page=3)
    assert scene.page == 3
    screen = pygame.Surface((800, 600))
    for page in range(scene.page_count()):
        scene.go_to(page)
        scene.draw(screen)
    assert HowToPlayScene(theme(edition), (800, 600), page=99).page == scene.page_count() - 1


def test_the_pages_follow_the_rules_in_play() -> None:
    def said(rules: RuleSet) -> dict[str, str]:
        return {page.key: " ".join(page.lines) for page in pages(theme("classic"), rules)}

    printed = said(RuleSet.from_preset("classic"))
    assert "auctioned at once" in printed["buying"] and "any price" in printed["buying"]
    assert "on your turn or anyone's" in printed["building"]
    assert "With 4 houses" in printed["building"] and "next 3 turns" in printed["jail"]
    assert "last player left" in printed["ending"]
    house = said(RuleSet.from_preset("modern-short", auctions=False, own_turn_only=True,
                                     no_rent_in_jail=True))
    assert "without auctions" in house["buying"] and "Bids open" not in house["buying"]
    assert "own turn only" in house["building"] and "own turn only" in house["trading"]
    assert "With 3 houses" in house["building"] and "next turn" in house["jail"]
    assert "collects nothing" in house["rent"] and "collect rent" not in house["jail"]
    assert "first bankruptcy" in house["ending"]
    assert "Bids open at $10" in said(RuleSet.from_preset("modern"))["buying"]
    assert "90 minutes" in said(RuleSet.from_preset("time-limit"))["ending"]


def test_tab_and_enter_reach_every_button_of_the_pages(app: App) -> None:
    driver = Driver(app)
    app.stack.push(HowToPlayScene(theme("boutique"), SIZE, RuleSet()))
    scene = driver.expect(HowToPlayScene)
    assert scene.focus is not None and scene.focus.current is scene.buttons["next"]
    driver.key(pygame.K_RETURN, "\r")
    driver.key(pygame.K_SPACE, " ")
    assert scene.page == 2
    driver.key(pygame.K_END)
    assert scene.focus.current is scene.buttons["close"]  # Next is greyed on the last page
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_TAB)  # from Close round to Next
    assert scene.focus.current is scene.buttons["next"]
    driver.key(pygame.K_TAB)  # past the greyed Back
    assert scene.focus.current is scene.buttons["rules"]
    driver.key(pygame.K_RETURN, "\r")
    rules = driver.expect(RulesScene)
    driver.key(pygame.K_TAB)  # from Next past the greyed Back
    assert rules.focus is not None and rules.focus.current is rules.buttons["close"]
    driver.key(pygame.K_RETURN, "\r")
    assert driver.top is scene
