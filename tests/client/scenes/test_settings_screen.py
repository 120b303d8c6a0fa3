"""The settings screen driven by clicks and keys: stored, checked, and taking effect at once
(sound, window, the game below, the title's board); color-blind markers, reduced motion and hints."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.animation import Animator, Tween
from game.client.kit.app import App
from game.client.views.board import BoardGeometry, BoardRenderer
from game.client.views.groups import PATTERNS, pattern_of
from game.client.main import Flow
from game.client.kit.notice import NoticeScene
from game.client.table.panels import PanelView
from game.themes import theme_by_id
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings_menu import SettingsScene
from game.client.table.scene import GameScene
from game.client.scenes.title import TitleScene
from game.client.dialogs import BuyDialog
from game.client.scenes.game_over import GameOverScene
from game.client.store.settings import (HINT_GAMES, AnimationSpeed, Settings, SetupConfig,
                                        load_settings)
from game.engine import BuyChoice, Debt, DeclareBankruptcy, Game, Phase, Roll
from game.engine.events import PayReason
from tests.client.driver import Driver, headless_app

SIZE = (1280, 720)


@pytest.fixture()
def app() -> Iterator[App]:
    app = headless_app(SIZE)
    pygame.event.clear()
    yield app
    pygame.event.clear()
    if pygame.display.is_fullscreen():
        pygame.display.set_mode(SIZE)


def _stored(tmp_path: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((tmp_path / "config" / "settings.json").read_text())
    return data


def _open_from_title(app: App, tmp_path: Path) -> tuple[Flow, Driver, SettingsScene]:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    title = flow.start_title()
    driver = Driver(app)
    driver.click(title.buttons[3].rect.center)  # Settings
    screen = driver.top
    assert isinstance(screen, SettingsScene)
    return flow, driver, screen


def _press(driver: Driver, screen: SettingsScene, key: str) -> None:
    driver.click(screen.buttons[key].rect.center)


def test_changes_are_stored_checked_and_taken_at_once(app: App, tmp_path: Path) -> None:
    flow, driver, screen = _open_from_title(app, tmp_path)
    _press(driver, screen, "volume_up")
    assert _stored(tmp_path)["volume"] == 0.9 and app.audio.volume == pytest.approx(0.9)
    _press(driver, screen, "volume_up")
    assert _stored(tmp_path)["volume"] == 1.0
    assert not screen.buttons["volume_up"].is_enabled  # no louder than full
    _press(driver, screen, "volume_up")
    assert _stored(tmp_path)["volume"] == 1.0
    _press(driver, screen, "speed_fast")
    assert _stored(tmp_path)["animation_speed"] == "fast"
    for key in ("reduced_motion", "color_blind_markers", "show_live_odds"):
        _press(driver, screen, key)
        assert _stored(tmp_path)[key] is True
        assert screen.buttons[key].text == "On"
    title = app.stack.find(TitleScene)
    assert title is not None and title.markers
    loaded, warning = load_settings(tmp_path / "config")
    assert warning is None and loaded.color_blind_markers and loaded.volume == 1.0
    driver.key(pygame.K_ESCAPE)
    assert driver.top is title


def test_the_keyboard_works_the_screen(app: App, tmp_path: Path) -> None:
    flow, driver, screen = _open_from_title(app, tmp_path)
    assert screen.focus is not None and screen.focus.current is screen.buttons["volume_down"]
    driver.key(pygame.K_RETURN)
    assert flow.settings.volume == pytest.approx(0.7)
    for _ in range(8):  # past +, Normal, Fast, Instant, 100%, 125%, 150% to Full screen
        driver.key(pygame.K_DOWN)
    assert screen.focus.current is screen.buttons["fullscreen"]
    driver.key(pygame.K_RETURN)
    assert pygame.display.is_fullscreen() and _stored(tmp_path)["fullscreen"] is True
    driver.key(pygame.K_RETURN)
    assert not pygame.display.is_fullscreen() and _stored(tmp_path)["fullscreen"] is False
    driver.draw()


def test_an_unwritable_settings_folder_is_said_on_the_screen(app: App, tmp_path: Path) -> None:
    (tmp_path / "config").write_text("a file where the folder should be")
    flow, driver, screen = _open_from_title(app, tmp_path)
    _press(driver, screen, "show_live_odds")
    assert screen.message.startswith("Not stored") and flow.settings.show_live_odds
    driver.draw()


def _game_flow(app: App, tmp_path: Path, settings: Settings | None = None,
               kind: str = "human") -> tuple[Flow, Driver, GameScene]:
    flow = Flow(app, settings or Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start(SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "car", "kind": kind},
                  {"name": "Bob", "token": "dog", "kind": "medium"}], "seed": 3}))
    driver = Driver(app)
    scene = app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    return flow, driver, scene


def _settings_over_the_game(driver: Driver) -> tuple[PauseScene, SettingsScene]:
    """Esc, then Settings in the pause menu."""
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(pause.buttons["Settings"].rect.center)
    screen = driver.top
    assert isinstance(screen, SettingsScene)
    return pause, screen


def test_settings_from_the_pause_menu_change_the_game_below(app: App, tmp_path: Path) -> None:
    flow, driver, scene = _game_flow(app, tmp_path)
    pause, screen = _settings_over_the_game(driver)
    board_before = pygame.image.tobytes(scene.board_image(), "RGB")
    driver.click(screen.buttons["speed_fast"].rect.center)
    assert scene.animator.speed == "fast" and pause.speed == "fast"
    driver.click(screen.buttons["reduced_motion"].rect.center)
    assert scene.animator.reduced_motion
    driver.click(screen.buttons["color_blind_markers"].rect.center)
    assert scene.markers and all(panel.markers for panel in scene.panels)
    assert pygame.image.tobytes(scene.board_image(), "RGB") != board_before
    driver.click(screen.buttons["show_live_odds"].rect.center)
    assert scene.odds.shown
    driver.draw()
    driver.click(screen.buttons["done"].rect.center)
    assert driver.top is pause


def test_a_game_starts_with_the_settings(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(reduced_motion=True, color_blind_markers=True, show_live_odds=True,
                              animation_speed=AnimationSpeed.FAST), None, seed=1,
                data_dir=tmp_path / "data", config_dir=tmp_path / "config")
    flow.start(SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "car", "kind": "medium"},
                  {"name": "Bob", "token": "dog", "kind": "medium"}], "seed": 3}))
    scene = app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    assert scene.animator.speed == "fast" and scene.animator.reduced_motion
    assert scene.markers and scene.odds.shown and scene.panels[0].markers


@pytest.mark.parametrize(("text", "field"), [
    ('{"reduced_motion": "sometimes"}', "reduced_motion"),
    ('{"animation_speed": "warp"}', "animation_speed"),
    ('{"color_blind_markers": true, "volume": -1}', "volume"),
    ('{"show_live_odds": tru', "line 1"),
])
def test_a_broken_settings_file_is_reported_replaced_and_kept(app: App, tmp_path: Path, text: str,
                                                             field: str) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(text)
    settings, warning = load_settings(config)
    assert settings == Settings() and warning is not None and field in warning
    assert (config / "settings.json.bad").read_text() == text
    assert load_settings(config) == (Settings(), None)
    flow = Flow(app, settings, None, seed=1, config_dir=config, data_dir=tmp_path / "data")
    flow.notices.append(("Settings were reset", warning))
    flow.start_title()
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and field in notice.message


# -- hints ---------------------------------------------------------------------------------------

def test_the_screen_switches_hints_and_the_game_follows(app: App, tmp_path: Path) -> None:
    flow, driver, scene = _game_flow(app, tmp_path)
    assert scene.hints
    _, screen = _settings_over_the_game(driver)
    assert screen.buttons["hints"].text == "On"
    _press(driver, screen, "hints")
    assert screen.buttons["hints"].text == "Off"
    assert not scene.hints and _stored(tmp_path)["hints"] is False
    _press(driver, screen, "hints")
    assert scene.hints and _stored(tmp_path)["hints"] is True
    driver.draw()


def _until(driver: Driver, scene: GameScene, done: Callable[[], bool]) -> None:
    """Frames, skipping the animations, until ``done``."""
    for _ in range(600):
        if done():
            return
        driver.frames(1)
        scene.animator.skip()
    assert done()


def test_a_dialog_of_the_game_shows_its_hint_when_hints_are_on(app: App, tmp_path: Path) -> None:
    for on in (True, False):
        _, driver, scene = _game_flow(app, tmp_path, Settings(hints=on))
        g = scene.game
        _until(driver, scene, lambda: not scene.animator.busy and g.pending is Phase.PRE_ROLL
               and g.current == 0)
        assert g.pos[0] == 0
        g.force_dice((2, 3))  # Reading Railroad, for sale
        scene.choose(Roll(0))
        _until(driver, scene, lambda: isinstance(driver.top, BuyDialog))
        dialog = driver.top
        assert isinstance(dialog, BuyDialog) and isinstance(g.pending, BuyChoice)
        assert dialog.hints is on
        assert ("You can afford it and keep" in " ".join(dialog.shown_texts())) is on
        driver.draw()


def test_a_finished_game_with_a_person_counts_toward_hints_going_quiet(app: App,
                                                                       tmp_path: Path) -> None:
    flow, driver, scene = _game_flow(app, tmp_path, Settings(games_finished=HINT_GAMES - 1))
    assert scene.hints
    g = scene.game
    driver.frames(2)
    g.cash[0] = 0
    g.decisions.append(Debt(0, 1, 5000, PayReason.RENT, 39))
    g.apply(DeclareBankruptcy(0))
    assert g.over
    _until(driver, scene, lambda: app.stack.find(GameOverScene) is not None)
    assert flow.settings.games_finished == HINT_GAMES and not flow.settings.show_hints
    assert _stored(tmp_path)["games_finished"] == HINT_GAMES


def test_a_game_between_computers_does_not_count(app: App, tmp_path: Path) -> None:
    flow, _, scene = _game_flow(app, tmp_path, kind="medium")
    flow.finished_game(scene.seats)
    assert flow.settings.games_finished == 0


# -- color-blind markers -------------------------------------------------------------------------

def test_every_color_group_has_its_own_pattern() -> None:
    theme = theme_by_id("classic")
    patterns = [pattern_of(theme, g) for g in theme.palette.groups]
    assert len(set(patterns)) == len(patterns) == len(PATTERNS)
    assert pattern_of(theme, "railroad") is None


@pytest.mark.parametrize("theme_id", ["classic", "boutique"])
def test_markers_change_the_bands_and_only_the_bands(theme_id: str) -> None:
    pygame.init()
    theme = theme_by_id(theme_id)
    plain = BoardRenderer(theme).render(600)
    marked = BoardRenderer(theme, markers=True).render(600)
    geo = BoardGeometry(600)
    board = theme.edition_spec().board
    for space in range(board.size):
        band = geo.band(space).inflate(-4, -4)
        if board.house_cost[space]:
            assert (pygame.image.tobytes(plain.subsurface(band), "RGB")
                    != pygame.image.tobytes(marked.subsurface(band), "RGB")), space
    corner = geo.rect(0).inflate(-6, -6)
    assert (pygame.image.tobytes(plain.subsurface(corner), "RGB")
            == pygame.image.tobytes(marked.subsurface(corner), "RGB"))


def test_markers_change_the_property_chips() -> None:
    pygame.init()
    theme = theme_by_id("classic")
    game = Game.new(["Ann", "Bob"], seed=1)
    for space in (1, 3, 6, 5):  # two browns, a light blue, a station
        game.owner[space] = 0
    game.props[0] = (1, 3, 5, 6)
    art = str(theme.path(theme.tokens[0].art))
    shots = []
    for markers in (False, True):
        surface = pygame.Surface((400, 140))
        PanelView(theme, art, markers=markers).draw(surface, surface.get_rect(), game, 0, 1500,
                                                    True, False)
        shots.append(pygame.image.tobytes(surface, "RGB"))
    assert shots[0] != shots[1]


# -- reduced motion ----------------------------------------------------------------------------

def test_reduced_motion_shows_every_tween_at_its_end_at_once_and_keeps_the_pace() -> None:
    seen: list[float] = []
    animator = Animator("normal", reduced_motion=True)
    animator.add(Tween(0.5, seen.append))
    animator.spawn(Tween(0.7, seen.append))
    assert seen == [1.0, 1.0] and not animator.busy
    assert animator.scale == 1.0  # the pace between moves stays the chosen speed's
    animator.set_reduced_motion(False)
    animator.add(Tween(0.5, seen.append))
    assert animator.busy
    animator.set_reduced_motion(True)  # what is playing ends at once
    assert not animator.busy and seen[-1] == 1.0
