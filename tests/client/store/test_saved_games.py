"""Saving and resuming through the screens: named saves from the pause menu, the autosave and
Continue, the list of saves with a broken file in it, and writes that fail."""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ai import Stepper
from game.client.kit.app import App
from game.client.main import Flow, setup_of
from game.client.kit.notice import NoticeScene
from game.client.store.record import GameRecord
from game.client.store.saved_games import (SaveWriter, check_name, default_name,
                                           list_saves, named_path, read_autosave, read_table,
                                           saves_dir, snapshot, write_snapshot)
from game.themes import theme_by_id
from game.client.scenes.pause import PauseScene
from game.client.scenes.saves_menu import SaveNameScene, SavesScene
from game.client.table.scene import GameScene, make_controllers
from game.client.store.seats import Seat
from game.client.scenes.title import TitleScene
from game.client.store.settings import AnimationSpeed, Settings, SetupConfig
from game.client.kit.pad_ids import PadName
from game.engine import DataFileError, Game
from game.engine.serialize import state_to_dict
from tests.client.driver import Driver, headless_app, key_event

SIZE = (1280, 720)


def _config(preset: str = "classic", **options: object) -> SetupConfig:
    return SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "car", "kind": "medium"},
                  {"name": "Bob", "token": "dog", "kind": "medium"},
                  {"name": "Cy", "token": "ship", "kind": "medium"}],
        "theme": "classic", "preset": preset, "options": options, "seed": 5})


@pytest.fixture()
def app() -> Iterator[App]:
    app = headless_app(SIZE)
    pygame.event.clear()
    yield app
    pygame.event.clear()


def _flow(app: App, tmp_path: Path) -> Flow:
    settings = Settings(animation_speed=AnimationSpeed.INSTANT)
    return Flow(app, settings, None, seed=5, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")


def _playing(driver: Driver) -> GameScene:
    scene = driver.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    return scene


def _press(driver: Driver, button: object) -> None:
    driver.click(button.rect.center)  # type: ignore[attr-defined]


def _type(driver: Driver, text: str) -> None:
    driver.post(key_event(pygame.K_a, "a", pygame.KMOD_CTRL))  # select what is there
    for ch in text:
        driver.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    driver.frames(2)


def _listed(driver: Driver) -> SavesScene:
    """The list of saves on top, once read (it is read off the render thread, which gets its
    turn while a frame waits for the next, as the app's frames do)."""
    listing = driver.expect(SavesScene)
    ends = time.monotonic() + 30
    while not listing.ready:
        assert time.monotonic() < ends, "the list of saves was never read"
        driver.frames(1)
        time.sleep(1 / 240)
    return listing


def _save_from_pause(driver: Driver, name: str) -> PauseScene:
    driver.key(pygame.K_ESCAPE)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    _press(driver, pause.buttons["Save game"])
    prompt = driver.top
    assert isinstance(prompt, SaveNameScene)
    _type(driver, name)
    driver.key(pygame.K_RETURN)
    assert driver.top is pause
    return pause


def test_a_named_save_loads_and_plays_on_exactly_as_the_game_never_saved(
        app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = _playing(driver)
    driver.until(lambda: scene.game.round >= 4 and scene.game.decisions)
    pause = _save_from_pause(driver, "Evening game")
    assert pause.note == "Saved as 'Evening game'."
    unsaved = scene.game.clone()
    clock = scene.play_time
    assert flow.playing is not None
    stats = flow.playing.record.to_dict()
    saved = read_table(named_path("Evening game", tmp_path / "data"))
    assert state_to_dict(saved.game) == state_to_dict(unsaved)
    assert saved.play_time == pytest.approx(clock, abs=1e-3) and saved.record.to_dict() == stats
    assert saved.seats == tuple(scene.seats) and saved.theme == "classic" and saved.seed == 5

    _press(driver, pause.buttons["Load game"])
    listing = _listed(driver)
    assert isinstance(listing, SavesScene) and [e.name for e in listing.entries] == ["Evening game"]
    assert "replay" in listing.buttons  # a saved game can also be watched from its start
    driver.post(key_event(pygame.K_RETURN))
    driver.frames(1)  # loaded, and its first frame played
    loaded = _playing(driver)
    assert loaded is not scene and driver.top is loaded
    assert loaded.seats == scene.seats and loaded.theme.id == "classic"
    assert clock <= loaded.play_time <= clock + 1 / 30

    # Play on: the loaded game on screen, the unsaved copy with the same (fresh) controllers.
    before = len(loaded.game.actions_played())
    driver.until(lambda: len(loaded.game.actions_played()) >= before + 250
                or loaded.game.over)
    stepper = Stepper(unsaved, make_controllers(scene.seats, 5))
    while len(unsaved.actions_played()) < len(loaded.game.actions_played()):
        _, action = stepper.next_move()
        assert action is not None
        unsaved.apply(action)
    assert state_to_dict(loaded.game) == state_to_dict(unsaved)  # same dice, cards, choices


def test_the_autosave_follows_each_turn_and_continue_resumes_it_after_a_crash(
        app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = _playing(driver)
    path = flow.playing.autosave
    assert not path.exists()
    driver.until(lambda: scene.game.turn_no == 3)
    at_turn = state_to_dict(scene.game)
    clock = scene.play_time
    flow.writer.wait()
    saved = read_table(path)
    assert state_to_dict(saved.game) == at_turn and saved.play_time == pytest.approx(clock, abs=1e-3)
    driver.until(lambda: scene.game.turn_no == 5)
    flow.writer.wait()
    assert read_table(path).game.turn_no == 5
    at_five = state_to_dict(read_table(path).game)

    # The process dies: a new one starts from the title, where Continue is offered.
    app.stack.clear()
    again = Flow(app, Settings(animation_speed=AnimationSpeed.INSTANT), None, seed=None,
                 data_dir=tmp_path / "data", config_dir=tmp_path / "config")
    title = again.start_title()
    assert title.button_continue.is_enabled
    expected = read_table(path).game
    assert state_to_dict(expected) == at_five
    _press(driver, title.button_continue)
    resumed = _playing(driver)
    # It went on from exactly the autosave: the autosaved game, given the moves played since
    # Continue, is the game on screen.
    played = resumed.game.actions_played()
    for action in played[len(expected.actions_played()):]:
        expected.apply(action)
    assert state_to_dict(resumed.game) == state_to_dict(expected)
    assert [s.name for s in resumed.seats] == ["Ann", "Bob", "Cy"]
    assert again.playing is not None and again.playing.seed == 5


def test_a_finished_game_clears_the_autosave_and_continue_is_not_offered(
        app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config("classic", time_limit_rounds=2))
    scene = _playing(driver)
    driver.until(lambda: scene.game.turn_no >= 1)
    flow.writer.wait()
    assert flow.playing.autosave.exists()
    driver.until(lambda: scene.game.over)
    flow.writer.wait()
    assert not flow.playing.autosave.exists()
    flow.back_to_title()
    title = driver.top
    assert isinstance(title, TitleScene) and not title.button_continue.is_enabled


SEATS = [Seat("Ann", 0, "medium"), Seat("Bob", 2, "easy")]


def _saved(folder: Path, name: str, rounds: int = 3) -> Path:
    """A named save of a game between computers, ``rounds`` rounds in."""
    game = Game.new(["Ann", "Bob"], seed=rounds)
    stepper = Stepper(game, make_controllers(SEATS, 1))
    while game.round < rounds:
        _, action = stepper.next_move()
        assert action is not None
        game.apply(action)
    path = named_path(name, folder)
    write_snapshot(snapshot(game, "classic", SEATS, rounds, 12.0, GameRecord(game)), path)
    return path


def test_a_broken_save_is_listed_with_its_reason_and_cannot_be_loaded(
        app: App, tmp_path: Path) -> None:
    data = tmp_path / "data"
    good = _saved(data, "Good one")
    bad = named_path("Edited", data)
    raw = json.loads(good.read_text())
    raw["table"]["seats"][1]["level"] = "wizard"
    bad.write_text(json.dumps(raw))
    cut = named_path("Cut short", data)
    cut.write_text(good.read_text()[:300])
    before = {p: p.read_bytes() for p in (bad, cut)}
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    title = flow.start_title()
    _press(driver, title.buttons[2])  # Load
    listing = _listed(driver)
    assert isinstance(listing, SavesScene)
    names = [e.name for e in listing.entries]
    assert names[0] == "Good one" and set(names[1:]) == {"Edited", "Cut short"}
    edited = next(e for e in listing.entries if e.name == "Edited")
    assert not edited.loadable and edited.problem is not None
    assert edited.problem.startswith("table.seats.1.level") and "wizard" in edited.problem
    cut_entry = next(e for e in listing.entries if e.name == "Cut short")
    assert cut_entry.problem is not None and "not valid JSON" in cut_entry.problem
    driver.key(pygame.K_DOWN)
    assert listing.entries[listing.selected].name in {"Edited", "Cut short"}
    assert not listing.buttons["load"].is_enabled
    driver.key(pygame.K_RETURN)
    _press(driver, listing.buttons["load"])
    assert driver.top is listing and driver.stack.find(GameScene) is None
    driver.draw()  # the list with its broken entries draws
    assert {p: p.read_bytes() for p in (bad, cut)} == before  # untouched
    driver.key(pygame.K_UP)
    assert listing.buttons["load"].is_enabled
    _press(driver, listing.buttons["load"])
    assert _playing(driver).game.names == ["Ann", "Bob"]


def test_the_list_scrolls_with_keys_wheel_and_bar(app: App, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _saved(data, "Game 00")
    for i in range(1, 30):
        shutil.copy(first, named_path(f"Game {i:02d}", data))
    scene = SavesScene(Flow(app, Settings(), None, None).shown_theme(), SIZE, list_saves(data),
                       saves_dir(data), on_load=lambda t: None)
    app.stack.push(scene)
    driver = Driver(app)
    assert scene.scrolls and scene.top == 0
    driver.key(pygame.K_END)
    assert scene.selected == 29 and scene.top == 30 - scene.visible
    driver.key(pygame.K_HOME)
    assert scene.selected == 0 and scene.top == 0
    driver.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    driver.frames(2)
    assert scene.top == 3
    bar = scene._bar_rect()
    driver.click((bar.centerx, bar.bottom - 2))
    assert scene.top == min(3 + scene.visible, 30 - scene.visible)
    row = scene._row_rect(scene.top + 1)
    driver.click(row.center)
    assert scene.selected == scene.top + 1
    driver.draw()


def test_watch_replay_hands_over_the_chosen_save(app: App, tmp_path: Path) -> None:
    data = tmp_path / "data"
    _saved(data, "To watch")
    watched: list[object] = []
    scene = SavesScene(Flow(app, Settings(), None, None).shown_theme(), SIZE, list_saves(data),
                       saves_dir(data), on_load=lambda t: None, on_replay=watched.append)
    app.stack.push(scene)
    _press(Driver(app), scene.buttons["replay"])
    assert len(watched) == 1 and watched[0].seed == 3  # type: ignore[attr-defined]


@pytest.mark.parametrize(("name", "words"), [
    ("", "Type a name"),
    ("a/b", "'/'"),
    ("..\\up", "'\\\\'"),
    (".hidden", "start with"),
    ("trailing ", "start with"),
    ("con", "keeps for itself"),
    ("x" * 41, "at most 40"),
])
def test_names_that_are_not_safe_file_names_are_refused_with_a_reason(name: str, words: str) -> None:
    reason = check_name(name)
    assert reason is not None and words in reason


def test_safe_names_and_the_offered_default() -> None:
    for name in ("Evening game", "Ann v Bob 2", "partie-été_1.2"):
        assert check_name(name) is None
    game = Game.new(["Ann", "B/ob", "Cy"], seed=1)
    assert default_name(game, "Classic") == "Classic - round 1"
    assert default_name(game, "Boutique: the Mall/Edition") == "Boutique the Mall Edition - round 1"
    long = default_name(Game.new(["x" * 16] * 8, seed=1), "Grand " * 12)
    assert check_name(long) is None and long.endswith(" - round 1")
    assert set(long.removesuffix(" - round 1").split()) == {"Grand"}  # whole words only
    assert default_name(game, "...") == "Game - round 1"


def test_the_prompt_refuses_a_bad_name_and_saves_nothing(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    driver.until(lambda: _playing(driver).game.turn_no >= 1)
    driver.key(pygame.K_ESCAPE)
    _press(driver, driver.top.buttons["Save game"])  # type: ignore[union-attr]
    prompt = driver.top
    assert isinstance(prompt, SaveNameScene) and prompt.text == "Classic - round 1"
    _type(driver, "../evil")
    assert prompt.reason is not None and "'/'" in prompt.reason
    assert not prompt.buttons["save"].is_enabled
    driver.key(pygame.K_RETURN)
    assert driver.top is prompt and not saves_dir(tmp_path / "data").exists()
    driver.draw()
    _type(driver, "Fine name")
    assert prompt.buttons["save"].is_enabled and prompt.buttons["save"].text == "Save"
    _press(driver, prompt.buttons["save"])
    assert isinstance(driver.top, PauseScene)
    assert named_path("Fine name", tmp_path / "data").is_file()
    _press(driver, driver.top.buttons["Save game"])
    _type(driver, "Fine name")
    assert driver.top.buttons["save"].text == "Replace"  # type: ignore[union-attr]
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)


def test_a_write_that_fails_leaves_the_old_autosave_and_is_reported_once(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config())
    scene = _playing(driver)
    driver.until(lambda: scene.game.turn_no == 2)
    flow.writer.wait()
    kept = flow.playing.autosave.read_bytes()

    def power_cut(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", power_cut)
    driver.until(lambda: scene.game.turn_no == 3)
    flow.writer.wait()
    assert flow.playing.autosave.read_bytes() == kept
    assert read_autosave(tmp_path / "data").table is not None  # still loads
    own = flow.playing.autosave
    assert [p.name for p in own.parent.iterdir()] == [own.name]  # no temp left
    driver.until(lambda: isinstance(driver.top, NoticeScene))
    notice = driver.top
    assert isinstance(notice, NoticeScene) and "No space left" in notice.message
    driver.key(pygame.K_RETURN)
    driver.until(lambda: scene.game.turn_no == 6)
    assert driver.stack.find(NoticeScene) is None  # said once


def test_the_writer_writes_one_file_at_a_time_in_order(tmp_path: Path) -> None:
    writer = SaveWriter()
    game = Game.new(["Ann", "Bob"], seed=1)
    path = tmp_path / "slot.json"
    for turn in range(5):
        writer.write(snapshot(game, "classic", SEATS, 1, float(turn), GameRecord(game)), path)
    writer.remove(tmp_path / "other.json")
    writer.wait()
    assert read_table(path).play_time == 4.0
    assert writer.take_error() is None
    writer.close()


def test_a_save_replays_from_its_seed_and_history(app: App, tmp_path: Path) -> None:
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    flow.start(_config("modern", free_parking_jackpot=True))
    scene = _playing(driver)
    driver.until(lambda: scene.game.round >= 3)
    flow.writer.wait()
    saved = read_table(flow.playing.autosave)
    replay = Game.new(saved.game.names, rules=saved.game.rules,
                      edition=scene.theme.edition_spec(), seed=saved.seed)
    for action in saved.game.actions_played():
        replay.apply(action)
    assert state_to_dict(replay) == state_to_dict(saved.game)


def test_play_again_after_a_resumed_game_keeps_its_seats_edition_and_rules(tmp_path: Path) -> None:
    config = _config("modern", free_parking_jackpot=True)
    game = config.new_game(seed=1)
    theme = theme_by_id("boutique")
    seats = [Seat(s.name, i + 1, s.kind) for i, s in enumerate(config.seats)]
    again = setup_of(game, theme, seats)
    assert again.rules() == game.rules and again.theme == "boutique"
    assert [(s.name, s.token, s.kind) for s in again.seats] == [
        (s.name, theme.tokens[s.token].id, s.level) for s in seats]


@pytest.mark.parametrize(("edit", "field"), [
    (lambda t: t.pop("table"), "table"),
    (lambda t: t["table"]["seats"].pop(), "table.seats"),
    (lambda t: t["table"]["seats"][0].update(name="   "), "table.seats.0.name"),
    (lambda t: t["table"]["seats"][0].update(name="Zed"), "table.seats.0.name"),
    (lambda t: t["table"]["seats"][0].update(token=9), "table.seats.0.token"),
    (lambda t: t["table"]["seats"][1].update(token=0), "table.seats"),
    (lambda t: t["table"].update(play_time=-1), "table.play_time"),
    (lambda t: t["table"]["seats"][0].update(pad="Xbox One S Controller"), "table.seats.0.pad"),
    (lambda t: t["table"]["seats"][0].update(pad={"name": " ", "number": 1}), "table.seats.0.pad"),
    (lambda t: t["table"]["seats"][0].update(pad={"name": "PS4 Controller", "number": 0}),
     "table.seats.0.pad"),
    (lambda t: t["table"]["record"].pop("worth"), "table.record"),
    (lambda t: t.update(saved_at="yesterday"), "saved_at"),
    (lambda t: t["state"].update(edition="moon"), "state.edition"),
])
def test_a_client_save_that_does_not_hold_together_is_refused_naming_the_field(
        tmp_path: Path, edit: object, field: str) -> None:
    path = _saved(tmp_path, "Edited")
    data = json.loads(path.read_text())
    edit(data)  # type: ignore[operator]
    path.write_text(json.dumps(data))
    entry, = list_saves(tmp_path)
    assert not entry.loadable and entry.problem is not None
    assert entry.problem.split(":")[0] == field, entry.problem


def test_a_seat_tied_to_a_pad_keeps_its_pad_in_the_save_and_an_older_save_plays_with_any_pad(
        tmp_path: Path) -> None:
    game = Game.new(["Ann", "Bob"], seed=2)
    tied = (Seat("Ann", 0, "human", PadName("Xbox One S Controller", 2)), Seat("Bob", 1, "human"))
    path = named_path("Tied", tmp_path)
    write_snapshot(snapshot(game, "classic", tied, 2, 1.0, GameRecord(game)), path)
    assert read_table(path).seats == tied
    assert setup_of(game, theme_by_id("classic"), tied).seats[0].pad == tied[0].pad  # Play again
    data = json.loads(path.read_text())
    for seat in data["table"]["seats"]:
        del seat["pad"]  # as a save was written before seats had pads
    path.write_text(json.dumps(data))
    assert [s.pad for s in read_table(path).seats] == [None, None]


def test_a_bad_pad_is_refused_naming_the_file_and_the_field(tmp_path: Path) -> None:
    path = _saved(tmp_path, "Edited")
    data = json.loads(path.read_text())
    data["table"]["seats"][1]["pad"] = {"name": "PS4 Controller", "number": 99}
    path.write_text(json.dumps(data))
    with pytest.raises(DataFileError) as caught:
        read_table(path)
    assert caught.value.path == str(path) and caught.value.field == "table.seats.1.pad"
    assert "number" in caught.value.problem


def test_watch_replay_from_the_load_list_plays_the_saved_game_to_where_it_was_saved(
        app: App, tmp_path: Path) -> None:
    from game.client.table.replay import ReplayScene

    data = tmp_path / "data"
    path = _saved(data, "Watch me", rounds=4)
    saved = read_table(path)
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    title = flow.start_title()
    _press(driver, title.buttons[2])  # Load
    listing = _listed(driver)
    assert isinstance(listing, SavesScene)
    _press(driver, listing.buttons["replay"])
    replay = driver.top
    assert isinstance(replay, ReplayScene) and driver.stack.find(GameScene) is replay
    replay.jump(replay.recording.last_round)
    replay.play()
    driver.until(lambda: replay.played == len(replay.recording.actions) and not replay.busy)
    assert state_to_dict(replay.game) == state_to_dict(saved.game)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is title


def test_a_save_that_does_not_replay_is_reported_and_nothing_else_changes(
        app: App, tmp_path: Path) -> None:
    data = tmp_path / "data"
    path = _saved(data, "Wrong seed", rounds=4)
    raw = json.loads(path.read_text())
    raw["table"]["seed"] = 999  # the history no longer follows from the start
    path.write_text(json.dumps(raw))
    flow = _flow(app, tmp_path)
    driver = Driver(app)
    title = flow.start_title()
    _press(driver, title.buttons[2])
    listing = _listed(driver)
    assert isinstance(listing, SavesScene)
    _press(driver, listing.buttons["replay"])
    notice = driver.top
    assert isinstance(notice, NoticeScene) and "cannot be replayed" in notice.window.window_display_title
    assert driver.stack.find(GameScene) is None
