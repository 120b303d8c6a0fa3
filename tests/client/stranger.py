"""``python -m tests.client.stranger``: the game as someone who may not use its folders sees
it (run by tests/client/test_folder_access.py with the folders barred to it): the title, the Load
list and New game up to a few turns, driven by real clicks and keys. Each notice shown goes to
stdout as one line; a screen that fails to appear is an AssertionError (rc 1)."""

from __future__ import annotations

import sys

import pygame

from game.__main__ import parse
from game.client import main as client_main
from game.client.kit.app import App
from game.client.kit.notice import NoticeScene
from game.client.scenes.saves_menu import SavesScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.table.scene import GameScene

from .driver import Driver, key_event


def dismiss(driver: Driver) -> None:
    """Read out and close every notice on top."""
    while isinstance(driver.top, NoticeScene):
        print(f"notice: {driver.top.message}")
        driver.frames(1, draw=True)
        driver.post(key_event(pygame.K_RETURN, "\r"))
        driver.frames(2)


def visit(app: App) -> int:
    """Title, Load and back, New game and Start game, a few turns; drawn all the way."""
    driver = Driver(app)
    dismiss(driver)
    title = driver.top
    assert isinstance(title, TitleScene), title
    driver.frames(1, draw=True)
    driver.click(title.buttons[TitleScene.LABELS.index("Load")].rect.center)
    driver.frames(1, draw=True)
    dismiss(driver)
    listing = driver.top
    assert isinstance(listing, SavesScene), listing
    print(f"saves listed: {len(listing.entries)}")
    driver.post(key_event(pygame.K_ESCAPE))
    driver.frames(2, draw=True)
    assert driver.top is title, driver.top
    driver.click(title.button_new.rect.center)
    setup = driver.top
    assert isinstance(setup, SetupScene), setup
    driver.frames(1, draw=True)
    driver.click(setup.button_start.rect.center)
    driver.frames(120, draw=True)
    dismiss(driver)
    assert driver.stack.find(GameScene) is not None, driver.top
    print("game started")
    return 0


def main() -> int:
    App.run = visit  # type: ignore[assignment,method-assign]
    return client_main.run(parse(["--headless", "--frames", "1", "--size", "1280x720",
                                  "--seed", "1"]))


if __name__ == "__main__":
    sys.exit(main())
