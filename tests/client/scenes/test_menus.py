"""The menu scenes driven by real pygame events: title, setup, game over; and the game record."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from game.ai import make_controller, play
from game.client.kit.audio import Audio
from game.client.store.record import GameRecord
from game.themes import theme_by_id
from game.client.scenes.game_over import GameOverScene, nice_step
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.store.settings import KINDS, Settings, SetupConfig
from game.engine import Game, Roll, RuleSet
from game.engine.actions import MAX_PLAYERS, MIN_PLAYERS
from game.engine.events import Event, Payment, PayReason
from game.themes import available_themes

SIZE = (1600, 900)


class _App:
    """What the scenes use of the app: the window surface and the audio."""

    def __init__(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.audio = Audio(enabled=False)


@pytest.fixture
def app() -> Iterator[_App]:
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    pygame.event.clear()
    yield _App(screen)
    pygame.event.clear()


def pump(scene: Any, app: _App, frames: int = 5) -> None:
    """Feed queued events to the scene and run a few frames, as the app loop does."""
    for _ in range(frames):
        for event in pygame.event.get():
            scene.handle_event(event)
        scene.update(1 / 60)
        scene.draw(app.screen)


def click(scene: Any, app: _App, rect: pygame.Rect) -> None:
    pos = rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(scene, app)


def key(scene: Any, app: _App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pump(scene, app)


def _colors(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, ...]]:
    """The distinct colors on a coarse grid over ``rect``: few means nothing was drawn."""
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.x, rect.right, 13)
            for y in range(rect.y, rect.bottom, 11)}


def type_text(scene: Any, app: _App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pump(scene, app)


# -- title --------------------------------------------------------------------------------------

def _title(app: _App, can_continue: bool, calls: list[str]) -> TitleScene:
    def call(name: str) -> Callable[[], None]:
        return lambda: calls.append(name)

    scene = TitleScene(app, call("new"), call("continue"), call("load"), call("settings"),
                       call("quit"), can_continue=can_continue)
    pump(scene, app)
    return scene


def test_title_buttons_call_their_callbacks(app: _App) -> None:
    calls: list[str] = []
    scene = _title(app, True, calls)
    for button in scene.buttons:
        click(scene, app, button.rect)
    assert calls == ["new", "continue", "load", "settings", "quit"]


def test_continue_is_disabled_without_an_autosave(app: _App) -> None:
    calls: list[str] = []
    scene = _title(app, False, calls)
    assert not scene.button_continue.is_enabled
    click(scene, app, scene.button_continue.rect)
    assert calls == []
    click(scene, app, scene.button_new.rect)
    assert calls == ["new"]


def test_title_keyboard(app: _App) -> None:
    calls: list[str] = []
    scene = _title(app, False, calls)
    key(scene, app, pygame.K_RETURN)
    assert calls == ["new"]
    key(scene, app, pygame.K_DOWN)  # skips the disabled Continue
    key(scene, app, pygame.K_RETURN)
    assert calls[-1] == "load"
    key(scene, app, pygame.K_TAB)
    key(scene, app, pygame.K_KP_ENTER)
    assert calls[-1] == "settings"
    key(scene, app, pygame.K_UP)
    key(scene, app, pygame.K_UP)  # Load, then past Continue to New game
    key(scene, app, pygame.K_RETURN)
    assert calls[-1] == "new"
    key(scene, app, pygame.K_ESCAPE)  # Esc points at Quit, Enter confirms
    assert calls[-1] == "new"
    key(scene, app, pygame.K_RETURN)
    assert calls[-1] == "quit"


# -- setup --------------------------------------------------------------------------------------

def _setup_scene(app: _App, settings: Settings | None = None) -> tuple[SetupScene, list[Any]]:
    started: list[Any] = []
    scene = SetupScene(app, settings or Settings(), started.append, lambda: started.append("back"))
    pump(scene, app)
    return scene, started


def _tokens(scene: SetupScene) -> list[int]:
    return [seat.token for seat in scene.seats]


def test_seats_are_added_and_removed_within_two_to_eight(app: _App) -> None:
    scene, _ = _setup_scene(app)
    assert len(scene.seats) == MIN_PLAYERS
    assert not scene.remove_buttons[0].is_enabled
    while scene.button_add.is_enabled:
        click(scene, app, scene.button_add.rect)
        assert len(set(_tokens(scene))) == len(scene.seats)
    assert len(scene.seats) == MAX_PLAYERS
    click(scene, app, scene.button_add.rect)
    assert len(scene.seats) == MAX_PLAYERS
    assert len(scene.name_entries) == MAX_PLAYERS
    while scene.remove_buttons[0].is_enabled:
        click(scene, app, scene.remove_buttons[-1].rect)
    assert len(scene.seats) == MIN_PLAYERS
    click(scene, app, scene.remove_buttons[0].rect)
    assert len(scene.seats) == MIN_PLAYERS


def test_tokens_stay_unique(app: _App) -> None:
    scene, _ = _setup_scene(app)
    click(scene, app, scene.button_add.rect)
    seen = set()
    for _ in range(12):
        click(scene, app, scene.token_buttons[0].rect)
        tokens = _tokens(scene)
        assert len(set(tokens)) == len(tokens)
        seen.add(tokens[0])
    assert len(seen) == len(scene.theme.tokens) - 2  # every token the others do not hold
    assert scene.token_buttons[0].text == scene.theme.tokens[scene.seats[0].token].name


def test_kind_cycles_through_human_and_the_available_levels(app: _App) -> None:
    scene, _ = _setup_scene(app)
    kinds = []
    for _ in range(len(KINDS)):
        click(scene, app, scene.kind_buttons[0].rect)
        kinds.append(scene.seats[0].kind)
    assert sorted(kinds) == sorted(KINDS)


def _choose_preset(scene: SetupScene, app: _App, label: str) -> None:
    click(scene, app, scene.preset_menu.rect)
    expanded = scene.preset_menu.menu_states["expanded"]
    assert scene.preset_menu.current_state is expanded
    assert isinstance(expanded, UIExpandedDropDownState)
    assert expanded.options_selection_list is not None
    items = expanded.options_selection_list.item_list
    button = next(item["button_element"] for item in items if item["text"] == label)
    click(scene, app, button.rect)


def test_preset_house_rule_names_and_start(app: _App) -> None:
    settings = Settings()
    scene, started = _setup_scene(app, settings)
    _choose_preset(scene, app, "Modern short")
    assert scene.preset == "modern-short"
    button = scene.option_buttons["free_parking_jackpot"]
    assert button.text == "Off"
    click(scene, app, button.rect)
    assert scene.option_buttons["free_parking_jackpot"].text == "On"
    click(scene, app, scene.option_buttons["auctions"].rect)  # on in the preset: now off
    click(scene, app, scene.name_entries[0].rect)
    for _ in range(len("Player 1")):
        key(scene, app, pygame.K_BACKSPACE)
    type_text(scene, app, "Ann")
    click(scene, app, scene.seed_entry.rect)
    type_text(scene, app, "1234")
    click(scene, app, scene.kind_buttons[1].rect)
    click(scene, app, scene.button_start.rect)

    assert len(started) == 1 and isinstance(started[0], SetupConfig)
    config: SetupConfig = started[0]
    assert config.preset == "modern-short"
    assert config.options == {"free_parking_jackpot": True, "auctions": False}
    assert config.seed == 1234
    assert config.seats[0].name == "Ann"
    rules = RuleSet.from_preset(config.preset, **config.options)
    assert rules == config.rules() and rules.free_parking_jackpot and not rules.auctions
    game = Game.new(config.names, rules=rules, seed=config.seed or 0)
    assert game.names == ["Ann", scene.theme.computer_names[0]]  # a computer's given name
    assert config.new_game().n == 2
    assert settings.last_setup == config.model_copy(update={"seed": None})  # all but the seed


def test_the_last_setup_is_remembered(app: _App) -> None:
    last = SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "dog", "kind": "easy"},
                  {"name": "Bob", "token": "iron", "kind": "human"},
                  {"name": "Cy", "token": "ship", "kind": "medium"}],
        "theme": "classic", "preset": "time-limit", "options": {"double_salary_on_go": True},
        "seed": 7})
    scene, started = _setup_scene(app, Settings(last_setup=last))
    assert [e.get_text() for e in scene.name_entries] == ["Ann", "Bob", "Cy"]
    assert scene.option_buttons["double_salary_on_go"].text == "On"
    assert scene.seed_entry.get_text() == ""  # a seed plays one game: the next deals afresh
    key(scene, app, pygame.K_RETURN)  # the focus starts on Start
    assert started == [last.model_copy(update={"seed": None})]


def test_duplicate_names_are_refused_with_a_reason(app: _App) -> None:
    scene, started = _setup_scene(app)
    scene.name_entries[1].set_text("Player 1")
    click(scene, app, scene.button_start.rect)
    assert started == [] and "Player 1" in scene.error
    key(scene, app, pygame.K_ESCAPE)
    assert started == ["back"]


def test_choosing_a_theme_restyles_and_maps_tokens(app: _App) -> None:
    if "boutique" not in available_themes():
        pytest.skip("needs the Boutique theme")
    scene, started = _setup_scene(app)
    boutique = scene.theme_buttons[scene.theme_ids.index("boutique")]
    click(scene, app, boutique.rect)
    assert scene.theme.id == "boutique"
    assert len(scene.name_entries) == 2
    click(scene, app, scene.button_start.rect)
    config: SetupConfig = started[0]
    ids = [t.id for t in theme_by_id("boutique").tokens]
    assert config.theme == "boutique" and all(s.token in ids for s in config.seats)


# -- the record of a game, and the game-over scene -------------------------------------------------

def _played(n: int = 3, preset: str = "classic-short", seed: int = 5) -> tuple[Game, GameRecord, int, list[Event]]:
    game = Game.new([f"P{i}" for i in range(n)], rules=RuleSet.from_preset(preset), seed=seed)
    record = GameRecord(game)
    throws = 0
    seen: list[Event] = []

    def watch(g: Game, action: Any, events: list[Event]) -> None:
        nonlocal throws
        throws += type(action) is Roll
        seen.extend(events)
        record.observe(g, events)

    play(game, [make_controller("medium", i) for i in range(n)], watch=watch)
    return game, record, throws, seen


def test_game_record_over_a_whole_ai_game() -> None:
    game, record, throws, events = _played()
    assert game.over and record.over and record.winners == game.winners
    assert len(record.worth) == game.n
    assert all(len(series) == len(record.rounds) for series in record.worth)
    assert record.rounds[0] == 0 and record.rounds == sorted(set(record.rounds))
    assert [series[-1] for series in record.worth] == [game.worth(p) for p in range(game.n)]
    assert record.throws == throws and sum(record.rest_counts()) == throws
    assert record.rests[30] == 0  # nobody rests on Go to Jail
    rents = [e for e in events if isinstance(e, Payment) and e.reason is PayReason.RENT]
    assert sum(record.rent_collected) == sum(record.rent_paid) == sum(e.amount for e in rents)
    assert record.properties == list(game.props)
    assert record.ranking()[0] in game.winners and sorted(record.ranking()) == list(range(game.n))
    copy = GameRecord.from_dict(record.to_dict())
    assert copy.to_dict() == record.to_dict()


def test_nice_steps() -> None:
    assert nice_step(9000, 4) == 5000
    assert nice_step(100, 5) == 20
    assert nice_step(0) == 1


def test_game_over_scene_renders_and_answers(app: _App) -> None:
    game, record, _, _ = _played()
    calls: list[str] = []
    theme = theme_by_id("classic")
    scene = GameOverScene(app, game, record, theme, lambda: calls.append("again"),
                          lambda: calls.append("title"), tokens=list(range(game.n)))
    pump(scene, app)
    for rect in (scene.table_rect, scene.chart_rect, scene.heat_rect):
        assert len(_colors(app.screen, rect)) > 6
    click(scene, app, scene.button_again.rect)
    click(scene, app, scene.button_title.rect)
    key(scene, app, pygame.K_RETURN)
    key(scene, app, pygame.K_ESCAPE)
    assert calls == ["again", "title", "again", "title"]


def test_every_menu_renders_at_both_sizes_in_both_themes(app: _App, tmp_path: Path) -> None:
    game, record, _, _ = _played(n=4, preset="classic", seed=11)
    last = SetupConfig.model_validate({
        "seats": [{"name": f"Player {i + 1}", "token": t, "kind": k} for i, (t, k) in
                  enumerate(zip(["car", "dog", "ship", "boot", "iron", "thimble"],
                                ["human", "easy", "medium", "human", "medium", "easy"]))],
        "preset": "modern", "options": {"free_parking_jackpot": True}})
    def nothing() -> None:
        pass

    for size in ((1600, 900), (1280, 720)):
        app.screen = pygame.display.set_mode(size)
        for theme_id in available_themes():
            theme = theme_by_id(theme_id)
            setup = SetupScene(app, Settings(last_setup=last), lambda c: None, lambda: None)
            setup.choose_theme(theme_id)
            scenes: dict[str, Any] = {
                "title": TitleScene(app, nothing, nothing, nothing, nothing, nothing,
                                    can_continue=True, theme=theme),
                "setup": setup,
                "game_over": GameOverScene(app, game, record, theme, lambda: None, lambda: None,
                                           tokens=[t.id for t in theme.tokens[:game.n]]),
            }
            for name, scene in scenes.items():
                pump(scene, app, 1)
                assert scene.size == size
                path = tmp_path / f"{name}-{theme_id}-{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, str(path))
                assert len(_colors(app.screen, app.screen.get_rect())) > 6, f"{path.name} looks blank"


def test_a_resized_window_rebuilds_the_layout(app: _App) -> None:
    scene, _ = _setup_scene(app)
    wide = scene.button_start.rect.right
    app.screen = pygame.display.set_mode((1280, 720))
    pump(scene, app, 1)
    assert scene.size == (1280, 720)
    assert scene.button_start.rect.right <= 1280 < wide
