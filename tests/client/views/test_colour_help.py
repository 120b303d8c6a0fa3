"""Colour help: the groups' colors stay apart for the three common color blindnesses (measured
on the board as drawn), and every swatch of a group on screen carries its pattern."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game.client.dialogs import TradeBuilder
from game.client.dialogs.manage import ManageView
from game.client.how_to_play.art import render_art
from game.client.kit.app import App
from game.client.main import Flow
from game.client.scenes.how_to_play import HowToPlayScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings_menu import SettingsScene
from game.client.store.settings import Settings, SetupConfig
from game.client.table.replay import ReplayScene
from game.client.table.scene import GameScene
from game.client.views.board import BoardGeometry, BoardRenderer
from game.client.views.groups import SAFE, GroupLook, derived_safe_groups, pattern_ink
from game.client.views.vision import APART, SIMULATIONS, closest_pairs, delta_e, linear, simulate
from game.engine.edition import SpaceKind
from tests.client.driver import Driver, fresh_app, motion, theme

VISIONS = (None, *SIMULATIONS)

#: The pairs of each edition's own group colors that come nearer than APART (CIE76) for a
#: color blindness: what Colour help is for. Every other pair holds without help.
FAIL_WITHOUT_HELP: dict[tuple[str, str | None], set[tuple[str, str]]] = {
    ("classic", "protanopia"): {("brown", "red"), ("pink", "dark_blue")},
    ("classic", "deuteranopia"): {("brown", "green")},
    ("boutique", "protanopia"): {("brown", "red")},
    ("boutique", "deuteranopia"): {("light_blue", "pink"), ("brown", "red"), ("orange", "yellow")},
    ("boutique", "tritanopia"): {("light_blue", "green"), ("pink", "orange")},
}


def _hex(c: pygame.Color | tuple[int, ...]) -> str:
    return "#%02x%02x%02x" % (c[0], c[1], c[2])


def drawn_group_colors(theme_id: str, markers: bool) -> dict[str, str]:
    """Each group's color as the board draws it: the commonest pixel of its bands."""
    t = theme(theme_id)
    size = 800
    image = BoardRenderer(t, markers=markers).render(size)
    geo = BoardGeometry(size)
    board = t.edition_spec().board
    pixels: dict[str, Counter[bytes]] = {}
    for s in range(board.size):
        if board.kind[s] is SpaceKind.STREET:
            data = pygame.image.tobytes(image.subsurface(geo.band(s).inflate(-6, -6)), "RGB")
            seen = pixels.setdefault(board.group_ids[board.group_of[s]], Counter())
            seen.update(data[i:i + 3] for i in range(0, len(data), 3))
    return {g: _hex(_fill(c)) for g, c in pixels.items()}


def _fill(pixels: Counter[bytes]) -> tuple[int, ...]:
    """Of a band's two commonest colors, the one the other is its pattern's lines over (a
    checked band is half lines)."""
    top = [tuple(c) for c, _ in pixels.most_common(2)]
    for color, other in (top, top[::-1]) if len(top) == 2 else ():
        if max(abs(a - b) for a, b in zip(_line(pygame.Color(*color)), other)) <= 4:
            return color
    return top[0]


def _line(fill: pygame.Color) -> tuple[int, int, int]:
    """A pattern's line over ``fill``: its ink laid on it."""
    ink = pattern_ink(fill)
    a = ink.a / 255
    r, g, b = (round(f + (i - f) * a) for f, i in zip(fill[:3], ink[:3]))
    return r, g, b


def test_the_simulations_keep_greys_and_fold_red_onto_green() -> None:
    for kind in SIMULATIONS:
        for v in (0.0, 0.2, 1.0):
            assert simulate((v, v, v), kind) == pytest.approx((v, v, v), abs=1e-3)
    red, green = "#d00000", "#00a000"
    assert delta_e(red, green) > 80
    assert delta_e(red, green, "protanopia") < delta_e(red, green) / 2
    assert delta_e(red, green, "deuteranopia") < delta_e(red, green) / 2
    assert delta_e("#0000ff", "#00ff00", "tritanopia") < delta_e("#0000ff", "#00ff00") / 2
    assert linear("#ffffff") == pytest.approx((1, 1, 1))


@pytest.mark.parametrize("theme_id", ["classic", "boutique"])
def test_with_colour_help_every_pair_of_groups_stays_apart(theme_id: str) -> None:
    pygame.init()
    drawn = drawn_group_colors(theme_id, markers=True)
    look = GroupLook(theme(theme_id), colour_help=True)
    for g, c in drawn.items():  # the bands are drawn in the safe colors
        assert delta_e(c, _hex(look.color(g))) < 2, g
    for kind in VISIONS:
        assert closest_pairs(drawn, kind, APART) == [], kind


@pytest.mark.parametrize("theme_id", ["classic", "boutique"])
def test_without_help_only_the_known_pairs_run_together(theme_id: str) -> None:
    pygame.init()
    drawn = drawn_group_colors(theme_id, markers=False)
    for g, c in drawn.items():
        assert delta_e(c, theme(theme_id).palette.groups[g]) < 2, g
    for kind in VISIONS:
        failing = {(a, b) for a, b, _ in closest_pairs(drawn, kind, APART)}
        assert failing == FAIL_WITHOUT_HELP.get((theme_id, kind), set()), kind


def test_a_theme_without_safe_colors_gets_them_derived() -> None:
    t = theme("boutique")
    plain = t.model_copy(update={"palette": t.palette.model_copy(update={"safe_groups": None})})
    colors = GroupLook(plain, colour_help=True).colors
    assert sorted(colors.values()) == sorted(SAFE) and list(colors) == list(t.palette.groups)
    assert colors == derived_safe_groups(dict(t.palette.groups))
    for kind in VISIONS:
        assert min(delta_e(a, b, kind) for a, b in combinations(SAFE, 2)) >= APART
    # Classic's own colors find their own safe ones, brown to brown
    assert derived_safe_groups(dict(theme("classic").palette.groups))["brown"] == SAFE[0]
    # an edition of ten groups: the first eight take the set once, the last two again
    ten = {f"g{i}": c for i, c in enumerate([*t.palette.groups.values(), "#000000", "#ffffff"])}
    derived = list(derived_safe_groups(ten).values())
    assert len(derived) == 10 and sorted(derived[:8]) == sorted(SAFE) and set(derived[8:]) <= set(SAFE)


# -- on screen ----------------------------------------------------------------------------

@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app((1280, 720))


def _near(surface: pygame.Surface, rect: pygame.Rect | pygame.FRect, color: tuple[int, int, int],
          tol: int) -> int:
    """How many pixels of ``rect`` are within ``tol`` of ``color`` on each channel."""
    data = pygame.image.tobytes(surface.subsurface(pygame.Rect(rect).clip(surface.get_rect())),
                                "RGB")
    r, g, b = color
    return sum(1 for i in range(0, len(data), 3)
               if abs(data[i] - r) <= tol and abs(data[i + 1] - g) <= tol
               and abs(data[i + 2] - b) <= tol)


def _marked(surface: pygame.Surface, rect: pygame.Rect | pygame.FRect, fill: pygame.Color,
            tol: int = 3) -> bool:
    """``rect`` shows the group's color and its pattern's lines laid over that color."""
    return (_near(surface, rect, (fill.r, fill.g, fill.b), tol) > 8
            and _near(surface, rect, _line(fill), tol) > 4)


def _start(app: App, tmp_path: Path, settings: Settings,
           ann: str = "human") -> tuple[Flow, GameScene]:
    """A game of Ann (``ann``) and Bob (medium) started as the app starts one."""
    flow = Flow(app, settings, None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start(SetupConfig.model_validate({
        "seats": [{"name": "Ann", "token": "car", "kind": ann},
                  {"name": "Bob", "token": "dog", "kind": "medium"}], "seed": 3}))
    scene = app.stack.find(GameScene)
    assert isinstance(scene, GameScene)
    return flow, scene


def test_colour_help_switched_on_marks_every_group_swatch(app: App, tmp_path: Path) -> None:
    flow, scene = _start(app, tmp_path, Settings())
    driver = Driver(app)
    game, t = scene.game, scene.theme
    board = game.board
    brown = [s for s in range(board.size) if board.kind[s] is SpaceKind.STREET
             and board.group_ids[board.group_of[s]] == "brown"]
    for s in brown:
        game._give(s, 0)
    driver.until(lambda: not scene.busy and scene.dialog is None)
    driver.frames(2)

    def deed_rect() -> pygame.Rect:
        pos = scene.geo.rect(brown[0]).move(scene.layout.board.topleft).center
        driver.post(motion(pos))
        driver.frames(2)
        shown = scene.deed_shown()
        assert shown is not None and shown[0] == brown[0]
        return shown[1]

    plain = GroupLook(t).color("brown")
    screen = driver.draw()
    assert not _marked(screen, deed_rect(), plain)  # no pattern without help

    driver.key(pygame.K_ESCAPE)
    pause = driver.expect(PauseScene)
    driver.click(pause.buttons["Settings"].rect.center)
    settings = driver.expect(SettingsScene)
    driver.click(settings.buttons["color_blind_markers"].rect.center)
    assert flow.settings.color_blind_markers
    driver.click(settings.buttons["done"].rect.center)
    driver.click(driver.expect(PauseScene).buttons["Resume"].rect.center)
    assert driver.top is scene and scene.markers

    fill = GroupLook(t, colour_help=True).color("brown")
    assert fill != plain
    rect = deed_rect()
    screen = driver.draw()
    board_at = scene.layout.board.topleft
    for s in brown:  # the board's bands (smoothed: a looser match)
        assert _marked(screen, scene.geo.band(s).move(board_at), fill, tol=12), s
    assert _marked(screen, rect, fill)  # the deed under the pointer
    assert _marked(screen, scene.layout.panels[0], fill)  # Ann's chips
    assert not _marked(screen, scene.layout.panels[1], fill)  # Bob holds none

    driver.post(motion((2, 2)))
    driver.click(scene.property_button.rect.center)
    view = driver.expect(ManageView)
    assert board.group_ids[view.group] == "brown"
    screen = driver.draw()
    assert view.panel is not None
    assert _marked(screen, view.panel.get_abs_rect(), fill)  # its tab's chips and its deeds

    driver.click(view.buttons()["Close"].rect.center)
    driver.click(scene.trade_button.rect.center)
    builder = driver.expect(TradeBuilder)
    screen = driver.draw()
    assert builder.panel is not None
    assert _marked(screen, builder.panel.get_abs_rect(), fill)  # the bands before Ann's lots


def test_a_replay_keeps_colour_help(app: App, tmp_path: Path) -> None:
    flow, scene = _start(app, tmp_path, Settings(color_blind_markers=True), ann="medium")
    assert scene.markers
    flow.watch(scene.theme, scene.seats, scene.game, 3)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.markers and replay.panels[0].markers


def test_how_to_play_from_the_pause_menu_draws_with_colour_help(app: App, tmp_path: Path) -> None:
    _start(app, tmp_path, Settings(color_blind_markers=True))
    driver = Driver(app)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.expect(PauseScene).buttons["How to play"].rect.center)
    pages = driver.expect(HowToPlayScene)
    assert pages.colour_help
    t, rules = pages.theme, pages.rules
    helped = render_art("building", t, rules, (600, 400), colour_help=True)
    plain = render_art("building", t, rules, (600, 400))
    assert pygame.image.tobytes(helped, "RGBA") != pygame.image.tobytes(plain, "RGBA")
