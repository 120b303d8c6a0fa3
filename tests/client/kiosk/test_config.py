"""The kiosk config: read as written, a broken one reported (file and field) and left as it was,
quiet hours and the key combination understood; the README's table is the model's."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pygame
import pytest

from game import __main__ as game_main
from game.client import main as client_main
from game.client.kit.app import App
from game.client.dialogs.style import Metrics
from game.client.kiosk import crash_log
from game.client.kiosk.config import KeyCombo, KioskConfig, field_reference, load_config
from game.client.kiosk.crash_log import LOG_FILE
from game.client.kiosk.flow import KioskFlow
from game.client.kiosk.operator import PinPadScene
from game.client.store.settings import AnimationSpeed

README = Path(__file__).resolve().parents[3] / "README.md"


def test_the_readme_documents_every_config_field_as_the_model_does() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("<!-- kiosk-fields:start -->") + len("<!-- kiosk-fields:start -->")
    end = text.index("<!-- kiosk-fields:end -->")
    assert text[start:end].strip() == field_reference().strip()


def test_a_config_file_is_read_as_written(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text(json.dumps({"editions": ["boutique"], "preset": "boutique-short",
                                "ai_count": 3, "ai_level": "medium", "attract_speed": "normal",
                                "quiet_from": "21:30", "quiet_until": "07:00", "pin": "90210",
                                "exit_keys": "ctrl+alt+f12", "volume": 0.3}))
    config, problems = load_config(path)
    assert problems == []
    assert config.editions == ["boutique"] and config.ai_count == 3
    assert config.attract_speed is AnimationSpeed.NORMAL
    assert config.combo == KeyCombo(pygame.K_F12, ("ctrl", "alt"))
    assert config.sound_volume(datetime.time(23, 0)) == 0.0
    assert config.sound_volume(datetime.time(6, 59)) == 0.0
    assert config.sound_volume(datetime.time(7, 0)) == 0.3
    assert config.sound_volume(datetime.time(21, 29)) == 0.3


def test_quiet_hours_within_one_day_and_none() -> None:
    day = KioskConfig.model_validate({"quiet_from": "12:00", "quiet_until": "14:00"})
    assert day.quiet(datetime.time(13)) and not day.quiet(datetime.time(14))
    assert not KioskConfig().quiet(datetime.time(3))


@pytest.mark.parametrize(("text", "field", "words"), [
    ('{"pin": "12"}', "pin", "pattern"),
    ('{"editions": ["classic", "monopolis"]}', "editions", "monopolis"),
    ('{"preset": "long"}', "preset", "classic-short"),
    ('{"ai_level": "random"}', "ai_level", "hard"),
    ('{"ai_count": 0}', "ai_count", "greater"),
    ('{"exit_keys": "q"}', "exit_keys", "ctrl"),
    ('{"exit_keys": "ctrl+qq"}', "exit_keys", "qq"),
    ('{"quiet_from": "25:00", "quiet_until": "08:00"}', "quiet_from", "hour"),
    ('{"quiet_from": "22:00"}', "(top level)", "quiet_until"),
    ('{"idle_seconds": "soon"}', "idle_seconds", "number"),
    ('{"text_size": 130}', "text_size", "100, 125, 150"),
    ('{"text_size": "150"}', "text_size", "integer"),
    ('{"colour": "red"}', "colour", "not permitted"),
    ('{"pin": "1234",', "line 1", "not valid JSON"),
    ('[1, 2]', "(top level)", "JSON object"),
])
def test_a_broken_config_gives_the_defaults_and_names_file_and_field(
        tmp_path: Path, text: str, field: str, words: str) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text(text)
    before = path.stat().st_mtime_ns
    config, problems = load_config(path)
    assert config == KioskConfig()
    assert problems  # the first one names what was wrong first
    problem = problems[0]
    assert problem.path == str(path) and field in problem.field and words in str(problem)
    assert path.read_text() == text and path.stat().st_mtime_ns == before  # left untouched


def test_a_missing_config_file_is_a_problem_too(tmp_path: Path) -> None:
    config, problems = load_config(tmp_path / "nowhere.json")
    assert config == KioskConfig() and len(problems) == 1 and "not found" in str(problems[0])


def start_kiosk(path: Path, logs: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[KioskFlow, str]:
    """The kiosk started from the command line with the config ``path`` (its loop not run),
    and what its log says."""
    monkeypatch.setattr(crash_log, "log_dir", lambda: logs)
    ran: list[App] = []

    def run(self: App, first: object = None) -> int:
        ran.append(self)
        return 0

    monkeypatch.setattr(App, "run", run)
    args = game_main.parse(["--kiosk", "--config", str(path), "--headless", "--seed", "1",
                              "--size", "1280x720"])
    try:
        assert client_main.run(args) == 0
    finally:
        Metrics.min_target = 0
    flow = ran[0].supervisor
    assert isinstance(flow, KioskFlow)
    return flow, (logs / LOG_FILE).read_text(encoding="utf-8")


def test_the_kiosk_starts_with_the_defaults_and_logs_a_broken_config(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text('{"pin": "12"}')
    flow, log = start_kiosk(path, tmp_path / "logs", monkeypatch)
    assert flow.locked and flow.config == KioskConfig()
    assert str(path) in log and "pin" in log and "defaults" in log
    assert path.read_text() == '{"pin": "12"}'


def test_a_bad_field_is_refused_alone_and_the_pin_and_the_rest_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text(json.dumps({"pin": "90210", "ai_count": 3, "idle_seconds": "soon",
                                "editions": ["boutique", "monopolis"], "colour": "red",
                                "exit_keys": "ctrl+alt+f12"}))
    config, problems = load_config(path)
    assert config.pin == "90210" and config.ai_count == 3
    assert config.combo == KeyCombo(pygame.K_F12, ("ctrl", "alt"))
    assert config.idle_seconds == KioskConfig().idle_seconds
    assert config.editions == KioskConfig().editions
    assert sorted(p.field.split(".")[0] for p in problems) == ["colour", "editions",
                                                               "idle_seconds"]
    assert all(p.path == str(path) for p in problems)


def test_no_pin_is_published_and_a_bad_one_leaves_the_exit_keys_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert KioskConfig().pin is None
    assert "2468" not in README.read_text(encoding="utf-8")
    path = tmp_path / "kiosk.json"
    path.write_text('{"pin": "12ab", "ai_count": 3}')
    config, problems = load_config(path)
    assert config.pin is None and config.ai_count == 3
    assert [p.field for p in problems] == ["pin"] and "12ab" not in str(problems[0])
    flow, log = start_kiosk(path, tmp_path / "logs", monkeypatch)
    assert flow.config.pin is None and flow.pins.pin is None
    assert f"{path}: pin" in log and "exit keys only (ctrl+alt+q" in log
    assert [note for note in flow.notes if f"{path}: pin" in note]
    flow.ask_pin()  # the operator's screen lists the problem and says how to leave
    pad = flow.app.stack.top
    assert isinstance(pad, PinPadScene) and "exit keys only" in pad.message
    assert "pin" in " ".join(pad.notes) and all(not key.is_enabled for key in pad.keys)
