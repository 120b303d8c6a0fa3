"""Save game offers a name the field shows whole: the edition and the round."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.main import Flow
from game.client.scenes.pause import PauseScene
from game.client.scenes.saves_menu import SaveNameScene
from game.client.store.settings import Settings, SetupConfig
from game.client.table.scene import GameScene
from tests.client.driver import Driver, fresh_app


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def test_the_offered_name_is_short_and_whole(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(), None, seed=3, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start(SetupConfig.model_validate({
        "seats": [{"name": "Wilhelmina Grace", "token": "car"},
                  {"name": "Bartholomew Jon", "token": "dog"},
                  {"name": "Maximilian Ross", "token": "ship"}], "theme": "boutique"}))
    driver = Driver(app)
    driver.expect(GameScene)
    driver.key(pygame.K_ESCAPE)
    pause = driver.expect(PauseScene)
    driver.click(pause.buttons["Save game"].rect.center)
    prompt = driver.expect(SaveNameScene)
    assert prompt.entry is not None
    assert prompt.entry.get_text() == "Boutique - round 1"
    font = prompt.entry.font
    assert font.size(prompt.entry.get_text())[0] < prompt.entry.rect.w  # nothing cut off
    driver.click(prompt.buttons["save"].rect.center)
    assert [p.stem for p in (tmp_path / "data").rglob("*.json")] == ["Boutique - round 1"]
