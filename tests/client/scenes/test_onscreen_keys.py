"""The keys on the screen: walked with the d-pad and pressed, small letters behind Aa, Erase,
Space; Done hands the text over, B leaves it as it was; keys a box cannot take are skipped."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.kit.app import App
from game.client.scenes.onscreen_keys import OnScreenKeys

from ..driver import Driver, fresh_app, theme

SIZE = (1280, 720)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def opened(app: App, allowed: str | None = None) -> tuple[Driver, OnScreenKeys, list[str]]:
    done: list[str] = []
    keys = OnScreenKeys(theme(), SIZE, "Your name", "Al", 6, done.append, allowed)
    app.stack.push(keys)
    driver = Driver(app)
    driver.frames(1)
    return driver, keys, done


def press(driver: Driver, keys: OnScreenKeys, label: str) -> None:
    """Arrows to the key ``label`` (down to its row, along it), then Enter."""
    row = next(r for r, buttons in enumerate(keys.grid) if any(b.text == label for b in buttons))
    while keys.at[0] != row:
        driver.key(pygame.K_DOWN)
    while keys.current.text != label:
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN, "\r")


def test_keys_typed_small_letters_erased_a_space_and_done(app: App) -> None:
    driver, keys, done = opened(app)
    for label in ("Aa", "x", "Erase", "e", "Space", "Aa", "B", "Done"):
        press(driver, keys, label)
    assert done == ["Ale B"] and app.stack.top is not keys


def test_back_leaves_the_text_as_it_was_and_the_limit_holds(app: App) -> None:
    driver, keys, done = opened(app)
    for label in ("Q", "Q", "Q", "Q", "Q"):
        press(driver, keys, label)
    assert keys.text == "AlQQQQ"  # six characters at most
    driver.key(pygame.K_ESCAPE)
    assert done == [] and app.stack.top is not keys


def test_keys_a_box_cannot_take_are_greyed_and_skipped(app: App) -> None:
    driver, keys, _ = opened(app, "ABC234")
    takes = {b.text for row in keys.grid[:-1] for b in row if b.is_enabled}
    assert takes == set("ABC234")
    assert not keys.grid[-1][0].is_enabled and not keys.grid[-1][1].is_enabled  # Aa, Space
    seen = set()
    for _ in range(12):
        driver.key(pygame.K_RIGHT)
        seen.add(keys.current.text)
    assert seen <= set("ABC234")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="b9c"))  # a keyboard types too
    driver.frames(2)
    assert keys.text == "AlBC"
