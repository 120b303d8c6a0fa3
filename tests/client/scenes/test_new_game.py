"""New game on a fresh install, driven by real events from the title: one edition chosen (the
title's), its printed rules with it, the two pickers named apart, and a fresh seed every game
unless one is typed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.kit.app import App
from game.client.main import Flow
from game.client.scenes.setup import EDITION_LABEL, RULES_LABEL, SetupScene
from game.client.scenes.title import TitleScene
from game.client.store.settings import load_settings
from game.themes import available_themes
from tests.client.driver import Driver, fresh_app

SIZE = (1280, 720)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


@pytest.fixture()
def flow(app: App, tmp_path: Path) -> Flow:
    """The app as a first start finds it: no settings, no saves."""
    settings, problem = load_settings(tmp_path / "config")
    assert problem is None and settings.last_setup is None
    return Flow(app, settings, None, seed=None, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")


def _new_game(flow: Flow, driver: Driver) -> SetupScene:
    """New game on the title screen (shown afresh)."""
    flow.back_to_title()
    title = driver.expect(TitleScene)
    driver.click(title.button_new.rect.center)
    return driver.expect(SetupScene)


def _start(driver: Driver, setup: SetupScene) -> None:
    driver.click(setup.button_start.rect.center)


def test_a_first_game_is_set_up_in_the_titles_edition_with_its_rules(app: App, flow: Flow) -> None:
    title = flow.start_title()
    driver = Driver(app)
    setup = _new_game(flow, driver)
    assert setup.theme.id == title.theme.id == "classic"
    assert setup.preset == "classic"
    selected = [b.text for b in setup.theme_buttons if b.is_selected]
    assert selected == ["Classic"]
    words = [t.text for t in setup.texts]
    assert EDITION_LABEL in words and RULES_LABEL in words and EDITION_LABEL != RULES_LABEL


def test_choosing_an_edition_takes_its_rules_which_stay_changeable(app: App, flow: Flow) -> None:
    if "boutique" not in available_themes():
        pytest.skip("needs the Boutique edition")
    flow.start_title()
    driver = Driver(app)
    setup = _new_game(flow, driver)
    driver.click(setup.option_buttons["free_parking_jackpot"].rect.center)
    driver.click(setup.theme_buttons[setup.theme_ids.index("boutique")].rect.center)
    assert setup.theme.id == "boutique" and setup.preset == "boutique"
    assert setup.option_value("free_parking_jackpot")  # a house rule chosen stays chosen
    setup.choose_preset("modern")  # the list's own choice, as its menu event hands it on
    assert setup.preset == "modern" and setup.theme.id == "boutique"
    driver.click(setup.theme_buttons[setup.theme_ids.index("classic")].rect.center)
    assert setup.preset == "classic"
    _start(driver, setup)
    assert flow.playing is not None and flow.settings.last_setup is not None
    assert flow.settings.last_setup.theme == "classic"
    assert flow.playing.scene.game.rules.preset == "classic"


def test_every_game_deals_afresh_unless_a_seed_is_typed(app: App, flow: Flow) -> None:
    flow.start_title()
    driver = Driver(app)
    seeds = []
    for _ in range(2):
        setup = _new_game(flow, driver)
        assert setup.seed_entry.get_text() == ""
        _start(driver, setup)
        assert flow.playing is not None
        seeds.append(flow.playing.seed)
    assert seeds[0] != seeds[1]

    setup = _new_game(flow, driver)
    driver.click(setup.seed_entry.rect.center)
    driver.post(*(pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "1234"))
    driver.frames(2)
    _start(driver, setup)
    assert flow.playing is not None and flow.playing.seed == 1234
    assert flow.playing.snapshot().table["seed"] == 1234  # the save keeps it, for a replay

    setup = _new_game(flow, driver)
    assert setup.seed_entry.get_text() == ""
    _start(driver, setup)
    assert flow.playing is not None and flow.playing.seed != 1234


def test_a_seed_given_on_the_command_line_is_kept(app: App, tmp_path: Path) -> None:
    settings, _ = load_settings(tmp_path / "config")
    flow = Flow(app, settings, None, seed=99, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start_title()
    driver = Driver(app)
    for _ in range(2):
        _start(driver, _new_game(flow, driver))
        assert flow.playing is not None and flow.playing.seed == 99


def test_computer_seats_are_given_the_editions_names_never_twice(app: App, flow: Flow) -> None:
    flow.start_title()
    driver = Driver(app)
    setup = _new_game(flow, driver)
    pool = setup.theme.computer_names
    assert [e.get_text() for e in setup.name_entries] == ["Player 1", ""]
    assert setup.name_entries[1].placeholder_text == pool[0]  # shown before the game starts
    driver.click(setup.name_entries[0].rect.center)
    for _ in range(len("Player 1")):
        driver.key(pygame.K_BACKSPACE)
    driver.post(*(pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in pool[0]))
    driver.frames(2)  # the person took the first name: the computer is given the next
    assert setup.name_entries[1].placeholder_text == pool[1]
    while setup.button_add.is_enabled:
        driver.click(setup.button_add.rect.center)
    driver.click(setup.kind_buttons[2].rect.center)
    driver.click(setup.kind_buttons[2].rect.center)  # medium, hard, then a person
    assert setup.seats[2].kind == "human"
    assert setup.name_entries[2].placeholder_text == "Player 3"
    _start(driver, setup)
    assert flow.playing is not None
    names = flow.playing.scene.game.names
    assert names[:4] == [pool[0], pool[1], "Player 3", pool[2]]
    assert set(names[3:]) <= set(pool) and len(set(names)) == len(names)
    kept = flow.settings.last_setup
    assert kept is not None and kept.names == names

    if "boutique" not in available_themes():
        return
    setup = _new_game(flow, driver)  # the names given are given again, in the edition chosen
    assert [e.get_text() for e in setup.name_entries][:3] == [pool[0], "", "Player 3"]
    driver.click(setup.theme_buttons[setup.theme_ids.index("boutique")].rect.center)
    boutique = setup.theme.computer_names
    assert setup.name_entries[1].placeholder_text == boutique[0]
    _start(driver, setup)
    assert flow.playing is not None
    assert flow.playing.scene.game.names[1] == boutique[0]


def test_the_rules_menu_and_the_seats_answer_the_keyboard_and_the_focus_stays_put(
        app: App, flow: Flow) -> None:
    flow.start_title()
    driver = Driver(app)
    setup = _new_game(flow, driver)
    assert setup.focus is not None and setup.focus.current is setup.button_start
    for _ in range(60):
        if setup.focus.current is setup.preset_menu:
            break
        driver.key(pygame.K_TAB)
    assert setup.focus.current is setup.preset_menu
    before = setup.preset
    driver.key(pygame.K_RETURN)
    assert setup.preset != before and setup.focus.current is setup.preset_menu  # the next preset
    for _ in range(60):
        if setup.focus.current is setup.kind_buttons[1]:
            break
        driver.key(pygame.K_UP)
    text = setup.kind_buttons[1].text
    driver.key(pygame.K_RETURN)
    assert setup.kind_buttons[1].text != text  # the seat's player changed
    assert setup.focus.current is setup.kind_buttons[1]


def test_a_name_is_typed_without_a_pointer(app: App, flow: Flow) -> None:
    flow.start_title()
    driver = Driver(app)
    setup = _new_game(flow, driver)
    assert setup.focus is not None
    entry = setup.name_entries[0]
    for _ in range(60):
        if setup.focus.current is entry:
            break
        driver.key(pygame.K_TAB)
    assert setup.focus.current is entry
    driver.key(pygame.K_RETURN)  # Enter on the name: typing
    assert entry.is_focused
    entry.set_text("")
    for ch in "Robin":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    driver.frames(2)
    driver.key(pygame.K_RETURN)  # Enter again: the name is done, the keys move the focus
    assert entry.get_text() == "Robin" and not entry.is_focused
    driver.key(pygame.K_TAB)
    assert setup.focus.current is setup.token_buttons[0] and driver.top is setup
    assert setup.seats[0].name == "Robin"
