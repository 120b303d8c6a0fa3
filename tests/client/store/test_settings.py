"""Settings on disk: defaults, round trip, atomic writes, and a broken file kept aside and replaced."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.ai import LEVELS
from game.client.kit.pad_names import DEFAULT_BINDING, DEFAULT_KEYS
from game.client.store.settings import (HINT_GAMES, AnimationSpeed, SeatConfig, Settings,
                                        SetupConfig, load_settings, option_names, save_settings,
                                        settings_dir)
from game.engine import Game, RuleSet


def _setup(**changes: object) -> SetupConfig:
    values: dict[str, object] = {
        "seats": [{"name": "Ann", "token": "car", "kind": "human"},
                  {"name": "Bob", "token": "dog", "kind": "medium"}],
        "theme": "classic", "preset": "modern", "options": {"free_parking_jackpot": True},
        "seed": 42,
    }
    values.update(changes)
    return SetupConfig.model_validate(values)


def test_missing_file_gives_defaults_without_warning(tmp_path: Path) -> None:
    settings, warning = load_settings(tmp_path)
    assert settings == Settings()
    assert warning is None
    assert not (tmp_path / "settings.json").exists()


def test_round_trip(tmp_path: Path) -> None:
    settings = Settings(volume=0.25, animation_speed=AnimationSpeed.INSTANT, fullscreen=True,
                        reduced_motion=True, color_blind_markers=True, show_live_odds=True,
                        last_setup=_setup())
    path = save_settings(settings, tmp_path)
    assert path == tmp_path / "settings.json"
    assert json.loads(path.read_text(encoding="utf-8"))["animation_speed"] == "instant"
    loaded, warning = load_settings(tmp_path)
    assert warning is None
    assert loaded == settings
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp file left


def test_broken_json_is_reported_kept_aside_and_replaced(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 0.5,', encoding="utf-8")
    settings, warning = load_settings(tmp_path)
    assert settings == Settings()
    assert warning is not None and str(path) in warning and "line 1" in warning
    assert "settings.json.bad" in warning
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == '{"volume": 0.5,'
    assert load_settings(tmp_path) == (Settings(), None)  # replaced by defaults


def test_wrong_field_is_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 3, "fullscreen": True}), encoding="utf-8")
    settings, warning = load_settings(tmp_path)
    assert settings == Settings()
    assert warning is not None and str(path) in warning and "volume" in warning
    assert json.loads((tmp_path / "settings.json.bad").read_text(encoding="utf-8"))["volume"] == 3


@pytest.mark.parametrize(("setup", "field"), [
    ({"seats": [{"name": "Ann", "token": "car", "kind": "wizard"},
                {"name": "Bob", "token": "dog"}]}, "last_setup.seats.0.kind"),
    ({"seats": [{"name": "Ann", "token": "car"}]}, "last_setup.seats"),
    ({"seats": [{"name": "Ann", "token": "car"}, {"name": "Bob", "token": "car"}]},
     "last_setup.seats"),
    ({"seats": [{"name": "Ann", "token": "car"}, {"name": "Bob", "token": "dog"}],
      "preset": "chess"}, "last_setup.preset"),
    ({"seats": [{"name": "Ann", "token": "car"}, {"name": "Bob", "token": "dog"}],
      "options": {"jail_max_turns": 9}}, "last_setup.options"),
])
def test_bad_last_setup_is_named(tmp_path: Path, setup: dict[str, object], field: str) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"last_setup": setup}), encoding="utf-8")
    settings, warning = load_settings(tmp_path)
    assert settings.last_setup is None
    assert warning is not None and f"settings.json: {field}" in warning
    assert (tmp_path / "settings.json.bad").exists()


def test_an_older_bad_file_is_never_overwritten(tmp_path: Path) -> None:
    (tmp_path / "settings.json.bad").write_text("first", encoding="utf-8")
    (tmp_path / "settings.json").write_text("second", encoding="utf-8")
    _, warning = load_settings(tmp_path)
    assert warning is not None and "settings.json.bad.2" in warning
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == "first"
    assert (tmp_path / "settings.json.bad.2").read_text(encoding="utf-8") == "second"


def test_a_failed_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(volume=0.3), tmp_path)

    def broken(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        save_settings(Settings(volume=0.9), tmp_path)
    monkeypatch.undo()
    assert load_settings(tmp_path)[0].volume == 0.3
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_default_folder_is_the_per_user_config_folder() -> None:
    assert settings_dir().name == "DeedsAndDice"
    assert settings_dir("/somewhere") == Path("/somewhere")


def test_values_are_checked_on_assignment() -> None:
    settings = Settings()
    with pytest.raises(ValidationError):
        settings.volume = 1.5


# -- the setup a game starts from ------------------------------------------------------------

def test_setup_builds_rules_and_a_game() -> None:
    config = _setup()
    assert config.rules() == RuleSet.from_preset("modern", free_parking_jackpot=True)
    game = config.new_game()
    assert isinstance(game, Game) and game.names == ["Ann", "Bob"]
    assert game.rules.free_parking_jackpot and game.rules.preset == "modern"
    again = config.new_game()
    assert again.rng.state == game.rng.state  # the seed makes the same game
    assert _setup(seed=None).new_game().n == 2
    assert config.token_indices(["car", "top_hat", "dog"]) == [0, 2]
    assert config.token_indices(["top_hat", "car", "boot"]) == [1, 0]


def test_seat_limits_and_unique_tokens() -> None:
    seat = {"name": "P", "token": "car"}
    with pytest.raises(ValidationError):
        _setup(seats=[seat])
    tokens = ["car", "top_hat", "dog", "ship", "boot", "thimble", "iron", "wheelbarrow", "extra"]
    many = [{"name": f"P{i}", "token": t} for i, t in enumerate(tokens)]
    with pytest.raises(ValidationError):
        _setup(seats=many)
    assert len(_setup(seats=many[:8]).seats) == 8
    with pytest.raises(ValidationError, match="different token"):
        _setup(seats=[seat, {"name": "Q", "token": "car"}])


def test_options_must_be_rule_options() -> None:
    with pytest.raises(ValidationError, match="unknown rule option"):
        _setup(options={"cheat": True})
    with pytest.raises(ValidationError, match="unknown rule option"):
        _setup(options={"preset": "classic"})
    with pytest.raises(ValidationError):
        _setup(options={"auctions": "maybe"})


def test_kinds_follow_the_available_levels() -> None:
    assert SeatConfig(name="A", token="car", kind="easy").kind == "easy"
    hard = SeatConfig(name="A", token="car", kind="hard").kind
    assert hard == ("hard" if "hard" in LEVELS else "medium")
    with pytest.raises(ValidationError):
        SeatConfig(name="A", token="car", kind="random-ish")
    assert SeatConfig(name="  Ann  ", token="car").name == "Ann"


def test_offered_options_are_toggles_with_descriptions() -> None:
    names = option_names()
    assert {"auctions", "free_parking_jackpot", "double_salary_on_go", "no_rent_in_jail",
            "own_turn_only", "rent_must_be_claimed"} <= set(names)
    for name in names:
        info = RuleSet.model_fields[name]
        assert info.annotation is bool and info.description


def test_hints_are_on_for_the_first_games_unless_set() -> None:
    assert Settings().show_hints
    assert Settings(games_finished=HINT_GAMES - 1).show_hints
    assert not Settings(games_finished=HINT_GAMES).show_hints
    assert Settings(games_finished=50, hints=True).show_hints
    assert not Settings(hints=False).show_hints


def test_the_hint_setting_and_the_games_finished_are_stored(tmp_path: Path) -> None:
    save_settings(Settings(hints=False, games_finished=2), tmp_path)
    settings, warning = load_settings(tmp_path)
    assert warning is None and settings.hints is False and settings.games_finished == 2
    (tmp_path / "settings.json").write_text(json.dumps({"games_finished": -1}))
    settings, warning = load_settings(tmp_path)
    assert warning is not None and "games_finished" in warning and settings.show_hints


def test_the_keys_are_kept_and_read_back(tmp_path: Path) -> None:
    keys = {**DEFAULT_KEYS, "up": "w", "down": "s", "press": "space"}
    save_settings(Settings(keys=keys), tmp_path)
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["keys"]["up"] == "w"
    assert load_settings(tmp_path) == (Settings(keys=keys), None)


def test_keys_are_read_as_pygame_reads_them_and_kept_by_its_names(tmp_path: Path) -> None:
    keys = {**DEFAULT_KEYS, "press": "Space", "back": "BACKSPACE", "menu": "Escape",
            "page_up": "Page Up", "odds": "F13"}  # a key few keyboards have does the odds
    (tmp_path / "settings.json").write_text(json.dumps({"keys": keys}), encoding="utf-8")
    settings, warning = load_settings(tmp_path)
    assert warning is None
    assert settings.keys == {**DEFAULT_KEYS, "press": "space", "back": "backspace",
                             "page_up": "page up", "odds": "f13"}
    with pytest.raises(ValidationError, match="'a' is given to two actions"):
        Settings(pad_buttons={**DEFAULT_BINDING, "press": "A", "back": "a"})
    assert Settings(pad_buttons={**DEFAULT_BINDING, "press": "A"}).pad_buttons["press"] == "a"


@pytest.mark.parametrize(("keys", "reason"), [
    ({**DEFAULT_KEYS, "up": "no such key"}, "not a key name pygame knows"),
    ({**DEFAULT_KEYS, "press": "left shift"}, "held with other keys"),
    ({**DEFAULT_KEYS, "press": "escape"}, "Esc would do both"),
    ({"press": "return"}, "no key for 'back'"),
    ({**DEFAULT_KEYS, "jump": "j"}, "'jump' is not something a key does"),
    ({**DEFAULT_KEYS, "back": "Return", "menu": "RETURN"}, "Enter would do both"),
    ({**DEFAULT_KEYS, "press": "Left Shift"}, "Left Shift is held with other keys"),
    ({**DEFAULT_KEYS, "back": "F13", "menu": "f13"}, "F13 is a key most keyboards lack"),
    (dict(zip(DEFAULT_KEYS, [f"f{n}" for n in range(13, 24)])), "F13 is a key most keyboards"),
])
def test_bad_keys_are_named_with_the_file_and_the_file_is_kept_as_it_was(
        tmp_path: Path, keys: dict[str, str], reason: str) -> None:
    text = json.dumps({"volume": 0.4, "keys": keys})
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, warning = load_settings(tmp_path)
    assert settings == Settings()
    assert warning is not None and f"{path}: keys" in warning and reason in warning
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == text
    with pytest.raises(ValidationError, match=reason):
        Settings(keys=keys)


def test_keys_and_buttons_written_before_the_tables_actions_keep_and_gain_the_new_ones(
        tmp_path: Path) -> None:
    """A file from before the table's actions had keys: the player's keys stay, each new
    action takes its key where it is free, else none."""
    old = ("press", "back", "menu", "up", "down", "left", "right", "page_up", "page_down", "next",
           "odds")
    keys = {**{a: DEFAULT_KEYS[a] for a in old}, "up": "w", "down": "s", "odds": "R"}
    buttons = {**{a: DEFAULT_BINDING[a] for a in old}, "odds": "rightstick"}
    text = json.dumps({"keys": keys, "pad_buttons": buttons})
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    settings, warning = load_settings(tmp_path)
    assert warning is None
    assert settings.keys == {**DEFAULT_KEYS, "up": "w", "down": "s", "odds": "r", "roll": ""}
    assert settings.pad_buttons == {**DEFAULT_BINDING, "odds": "rightstick", "look": ""}
