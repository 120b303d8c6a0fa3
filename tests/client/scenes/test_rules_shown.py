"""What the setup screen and the rules view show is what is in force: an option that needs
another only while that one is on, and a house rule only where the value is not the printed one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.main import Flow
from game.client.scenes.rules_view import RulesScene
from game.client.scenes.setup import SetupScene
from game.client.store.settings import Settings
from tests.client.driver import Driver, fresh_app


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def _setup(app: App, tmp_path: Path) -> tuple[Driver, SetupScene]:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start_title()
    flow.setup()
    driver = Driver(app)
    driver.frames(1)
    return driver, driver.expect(SetupScene)


def _shown(driver: Driver, setup: SetupScene) -> dict[str, str]:
    """Read all rules: each option shown, with the tag under its title."""
    driver.click(setup.button_rules.rect.center)
    view = driver.expect(RulesScene)
    shown = {block.line.name: block.line.origin
             for page in view.pages for column in page for block in column}
    driver.key(pygame.K_ESCAPE)
    assert driver.top is setup
    return shown


def test_the_rent_claim_window_is_shown_only_while_rent_must_be_claimed(app: App,
                                                                        tmp_path: Path) -> None:
    driver, setup = _setup(app, tmp_path)
    assert "rent_claim_window" not in _shown(driver, setup)
    driver.click(setup.option_buttons["rent_must_be_claimed"].rect.center)
    assert "rent_claim_window" in _shown(driver, setup)


def test_printed_values_are_never_marked_house_rules(app: App, tmp_path: Path) -> None:
    driver, setup = _setup(app, tmp_path)
    shown = _shown(driver, setup)
    assert shown["starting_cash"] == "printed rule"
    assert not any(origin.startswith("house rule") for origin in shown.values())
    assert {setup.option_tags[name].text for name in setup.option_buttons} == {"as printed"}

    driver.click(setup.option_buttons["free_parking_jackpot"].rect.center)
    driver.click(setup.option_buttons["auctions"].rect.center)
    assert setup.option_tags["free_parking_jackpot"].text == "house rule"
    assert setup.option_tags["auctions"].text == "house rule"
    assert setup.option_tags["double_salary_on_go"].text == "as printed"
    shown = _shown(driver, setup)
    assert [n for n, origin in shown.items() if origin == "house rule"] == [
        "auctions", "free_parking_jackpot"]
    driver.click(setup.option_buttons["auctions"].rect.center)  # back to the printed rule
    assert setup.option_tags["auctions"].text == "as printed"
