"""Every screen that names a button names the one the person has in hand: the pad's, in its
family's glyphs and words, after a pad's button; the key after a key. Real events go through
the app; what is drawn is read from the glyphs the screen draws and the texts of its widgets."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.client.dialogs import DialogScene, dialog_for
from game.client.kit.app import App
from game.client.kit.naming import KEYS, Name
from game.client.kit.notice import NoticeScene
from game.client.kit.pad_families import Family
from game.client.kit.scene import Scene
from game.client.scenes.controls import ControlsScene
from game.client.scenes.how_to_play import HowToPlayScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.saves_menu import SaveNameScene, SavesScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.store.seats import Seat
from game.client.store.settings import Settings
from game.client.table.scene import GameScene
from game.client.views import glyphs
from game.engine import Action, Game, PassBid, RuleSet

from .dialogs.test_dialogs import at_auction, board_area
from .driver import Driver, fresh_app, key_event, theme
from .kit.test_pad_families import FakePad, plug, plugging, press  # noqa: F401

CROSS = Name("Cross", "a", Family.PLAYSTATION)
CIRCLE = Name("Circle", "b", Family.PLAYSTATION)
OPTIONS = Name("Options", "start", Family.PLAYSTATION)


@pytest.fixture()
def app(plugging: None) -> Iterator[App]:  # noqa: F811
    yield from fresh_app((1280, 720))


@pytest.fixture()
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Name]:
    """The buttons drawn as glyphs, in the order they were drawn."""
    seen: list[Name] = []
    real = glyphs.glyph

    def spy(name: Name, height: int, t: object) -> pygame.Surface:
        seen.append(name)
        return real(name, height, t)  # type: ignore[arg-type]

    monkeypatch.setattr(glyphs, "glyph", spy)
    return seen


def game() -> Game:
    return Game.new(["Me", "Bot"], seed=1, edition=theme().edition_spec())


def table(app: App) -> GameScene:
    seats = [Seat("Me", 0, "human"), Seat("Bot", 1, "medium")]
    g = Game.new(["Me", "Bot"], seed=1, edition=theme().edition_spec(),
                 forced_dice=[(6, 6), (1, 2)])
    return GameScene(app.size, g, theme(), seats, speed="fast", seed=1, intro=False)


def nothing(*_: object) -> None:
    return None


#: Each screen that names buttons it draws itself, and the buttons it names by action.
SCREENS: dict[str, tuple[Callable[[App, Path], Scene], tuple[str, ...]]] = {
    "title": (lambda app, _: TitleScene(app, on_new=nothing, on_continue=None, on_load=None,
                                        on_settings=None, on_quit=nothing, can_continue=False),
              ("press",)),
    "setup": (lambda app, _: SetupScene(app, Settings(), on_start=nothing, on_back=nothing),
              ("press",)),
    "no saves": (lambda app, folder: SavesScene(theme(), app.size, [], folder, on_load=nothing),
                 ("menu",)),
    "save name": (lambda app, _: SaveNameScene(theme(), app.size, "Evening", lambda n: False,
                                               nothing), ("press", "back")),
    "how to play": (lambda app, _: HowToPlayScene(theme(), app.size, RuleSet(), page=0),
                    ("press",)),
    "pause": (lambda app, _: PauseScene(theme(), app.size, "normal", on_resume=nothing,
                                        on_speed=nothing), ("back",)),
    "table": (lambda app, _: table(app), ("left", "press", "menu", "odds")),
    "controls": (lambda app, _: ControlsScene(theme(), app.size, Settings(), app.pads,
                                              on_change=nothing), ("press", "back")),
}


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_a_screen_names_the_pad_after_a_pads_button_and_the_key_after_a_key(
        app: App, drawn: list[Name], tmp_path: Path, screen: str) -> None:
    make, actions = SCREENS[screen]
    app.stack.push(make(app, tmp_path))
    driver = Driver(app)
    driver.frames(2)
    drawn.clear()
    driver.draw()
    assert {KEYS.of(a) for a in actions} <= set(drawn)
    driver.post(plug(0), press(0))  # a PlayStation pad, plugged in and pressed
    driver.frames(2)
    drawn.clear()
    driver.draw()
    sony = app.pads.naming
    assert sony.family is Family.PLAYSTATION
    assert {sony.of(a) for a in actions} <= set(drawn)
    assert not any(name.family is None for name in drawn if screen != "controls")
    driver.post(key_event(pygame.K_LSHIFT))
    driver.frames(2)
    drawn.clear()
    driver.draw()
    assert {KEYS.of(a) for a in actions} <= set(drawn)


def texts(scene: DialogScene) -> str:
    return " ".join(scene.shown_texts())


def test_a_dialogs_text_says_the_pads_words_after_a_pads_button(app: App) -> None:
    g = at_auction()
    dialog = dialog_for(g, g.to_move, theme(), board_area(app.size), nothing, False)
    assert isinstance(dialog, DialogScene)
    app.stack.push(dialog)
    driver = Driver(app)
    driver.frames(2)
    assert "press Enter" in texts(dialog)
    driver.post(plug(0), press(0))
    driver.frames(3)
    assert "Cross bids it" in texts(dialog) and "Enter" not in texts(dialog)
    driver.post(key_event(pygame.K_LSHIFT))
    driver.frames(3)
    assert "press Enter" in texts(dialog)


def test_a_notice_names_the_pause_button_of_the_pad(app: App) -> None:
    notice = NoticeScene(app.size, theme(), "Saved elsewhere", "Save game in the pause menu "
                         "({menu}) tries again.")
    app.stack.push(notice)
    driver = Driver(app)
    driver.post(plug(0), press(0))
    driver.frames(3)
    words = notice.window.text_block.html_text
    assert "(Options)" in words
    driver.post(key_event(pygame.K_LSHIFT))
    driver.frames(3)
    assert "(Esc)" in notice.window.text_block.html_text
    driver.post(key_event(pygame.K_ESCAPE))
    driver.frames(2)
    assert app.stack.top is None  # the new window still closes it


def test_a_click_as_the_names_change_is_not_lost(app: App) -> None:
    """The names change between frames with no input on its way: a dialog laid out again in
    the new names still hears the button clicked with them."""
    g = at_auction()
    sent: list[Action] = []
    dialog = dialog_for(g, g.to_move, theme(), board_area(app.size), sent.append, False)
    assert isinstance(dialog, DialogScene)
    app.stack.push(dialog)
    driver = Driver(app)
    driver.post(plug(0), press(0))
    driver.frames(3)
    assert "Cross bids it" in texts(dialog)
    driver.post(key_event(pygame.K_LSHIFT))
    driver.click(dialog.buttons()["Pass"].rect.center)
    assert sent == [PassBid(g.to_move)]
    driver.frames(2)
    assert "press Enter" in texts(dialog)
