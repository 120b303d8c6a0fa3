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
    config, problem = load_config(path)
    assert problem is None
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
    ('{"colour": "red"}', "colour", "not permitted"),
    ('{"pin": "1234",', "line 1", "not valid JSON"),
    ('[1, 2]', "(top level)", "JSON object"),
])
def test_a_broken_config_gives_the_defaults_and_names_file_and_field(
        tmp_path: Path, text: str, field: str, words: str) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text(text)
    before = path.stat().st_mtime_ns
    config, problem = load_config(path)
    assert config == KioskConfig()
    assert problem is not None
    assert problem.path == str(path) and field in problem.field and words in str(problem)
    assert path.read_text() == text and path.stat().st_mtime_ns == before  # left untouched


def test_a_missing_config_file_is_a_problem_too(tmp_path: Path) -> None:
    config, problem = load_config(tmp_path / "nowhere.json")
    assert config == KioskConfig() and problem is not None and "not found" in str(problem)


def test_the_kiosk_starts_with_the_defaults_and_logs_a_broken_config(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "kiosk.json"
    path.write_text('{"pin": "12"}')
    logs = tmp_path / "logs"
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
    assert isinstance(flow, KioskFlow) and flow.locked and flow.config == KioskConfig()
    log = (logs / LOG_FILE).read_text(encoding="utf-8")
    assert str(path) in log and "pin" in log and "defaults" in log
    assert path.read_text() == '{"pin": "12"}'
