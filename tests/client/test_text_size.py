"""The text size setting: stored and checked in settings.json, changed on the settings screen
by mouse, keys and pad and taken at once; at 150% every screen and dialog still lays out at
1280x720 with nothing overlapping and nothing outside the window, and its text is larger."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.client.dialogs import TradeBuilder, card_dialog
from game.client.dialogs.base import Choice, DialogScene
from game.client.kit.app import App
from game.client.kit.fonts import set_text_size, text_size, wrap
from game.client.kit.pad_families import WORDS, Family
from game.client.kit.pad_names import ACTIONS
from game.client.kit.scene import Scene
from game.client.main import Flow
from game.client.scenes.controls import ControlsScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings_menu import SettingsScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.client.store.seats import Seat
from game.client.store.settings import Settings, load_settings, save_settings
from game.client.table.scene import GameScene
from game.engine import Game, RuleSet

from .dialogs.test_dialogs import (POSITIONS, board_area, every_dialog, layout_problems,
                                  open_dialog, overlaps)
from .scenes.test_settings_screen import _open_from_title
from .driver import Driver, fresh_app, key_event, theme

SIZE = (1280, 720)


@pytest.fixture()
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


# -- the setting -----------------------------------------------------------------------------


def test_the_text_size_round_trips_through_settings_json(tmp_path: Path) -> None:
    save_settings(Settings(text_size=150), tmp_path)
    loaded, warning = load_settings(tmp_path)
    assert warning is None and loaded.text_size == 150
    assert json.loads((tmp_path / "settings.json").read_text())["text_size"] == 150


def test_an_old_settings_file_without_it_reads_as_100(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "volume": 0.5}))
    loaded, warning = load_settings(tmp_path)
    assert warning is None and loaded.text_size == 100 and loaded.volume == 0.5


@pytest.mark.parametrize("bad", [130, "150", 1.5, None])
def test_a_text_size_not_offered_is_reported_by_file_and_field(tmp_path: Path, bad: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "text_size": bad}))
    loaded, warning = load_settings(tmp_path)
    assert loaded.text_size == 100
    assert warning is not None and "settings.json: text_size" in warning
    assert (tmp_path / "settings.json.bad").exists()  # the player's file is kept


def _stored(tmp_path: Path) -> object:
    return json.loads((tmp_path / "config" / "settings.json").read_text())["text_size"]


def test_a_click_keys_and_a_pad_change_the_text_size_at_once(app: App, tmp_path: Path) -> None:
    flow, driver, screen = _open_from_title(app, tmp_path)
    title = app.stack.find(TitleScene)
    small = title.buttons[0].font.get_point_size()
    driver.click(screen.buttons["text_150"].rect.center)
    assert _stored(tmp_path) == 150 and text_size() == 150
    assert title.buttons[0].font.get_point_size() == round(small * 1.5)  # the title below too
    assert screen.buttons["text_150"].get_object_ids()[-1] == "@action_primary"
    assert app.stack.top is screen  # laid out again, still open
    # keys: from the focused 150% one back to 125%, Enter
    assert screen.focus is not None and screen.focus.current is screen.buttons["text_150"]
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)
    assert _stored(tmp_path) == 125 and text_size() == 125
    # a pad: d-pad left to 100%, A
    for button in (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_A):
        driver.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=button),
                    pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=3, button=button))
        driver.frames(2)
    assert _stored(tmp_path) == 100 and text_size() == 100
    assert title.buttons[0].font.get_point_size() == small
    driver.draw()


def test_a_game_takes_the_new_size_from_its_pause_menu(app: App, tmp_path: Path) -> None:
    flow = Flow(app, Settings(), None, seed=1, data_dir=tmp_path / "data",
                config_dir=tmp_path / "config")
    flow.start_title()
    game, scene = _table(app)
    driver = Driver(app)
    driver.key(pygame.K_ESCAPE)
    pause = driver.expect(PauseScene)
    flow.open_settings()
    screen = driver.expect(SettingsScene)
    before = scene.roll_button.font.get_point_size()
    driver.click(screen.buttons["text_150"].rect.center)
    assert scene.roll_button.font.get_point_size() == round(before * 1.5)
    assert pause.buttons["Resume"].font.get_point_size() > before
    assert not _widget_problems(scene.ui, SIZE)
    driver.draw()


# -- layouts at 150% -------------------------------------------------------------------------


def _widget_problems(manager: pygame_gui.UIManager, size: tuple[int, int]) -> list[str]:
    """Widgets outside the window, text too big for its widget, widgets on top of each other."""
    window = pygame.Rect((0, 0), size)
    kinds = (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel,
             pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UIDropDownMenu)
    shown = [e for e in manager.get_sprite_group().sprites()
             if isinstance(e, kinds) and e.visible and e.rect.w and e.rect.h
             and e.ui_container is manager.get_root_container()]
    problems = [f"{e.rect} leaves the window" for e in shown if not window.contains(e.rect)]
    for e in shown:
        text = getattr(e, "text", "")
        if isinstance(e, pygame_gui.elements.UIButton) and text and e.font is not None:
            w, h = e.font.size(text)
            if w > e.rect.w - 8 or h > e.rect.h:
                problems.append(f"button {text!r} ({w}x{h}) in {e.rect}")
    tops = [e for e in shown if isinstance(e, (pygame_gui.elements.UIButton,
                                               pygame_gui.elements.UITextEntryLine,
                                               pygame_gui.elements.UIDropDownMenu))]
    for a, b in combinations(tops, 2):
        if a.rect.colliderect(b.rect):
            problems.append(f"{getattr(a, 'text', a)!r} {a.rect} on {getattr(b, 'text', b)!r} {b.rect}")
    return problems


def _table(app: App, players: int = 4) -> tuple[Game, GameScene]:
    names = ["Sam", "Ada", "Ben", "Cleo", "Dora", "Eve", "Finn", "Gus"][:players]
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(names)]
    game = Game.new(names, rules=RuleSet.from_preset("classic"),
                    edition=theme().edition_spec(), seed=1)
    scene = GameScene(app.size, game, theme(), seats, speed="instant", seed=1, intro=False)
    app.stack.push(scene)
    return game, scene


def _shown(app: App, scene: Scene) -> None:
    app.stack.push(scene)
    Driver(app).frames(2, draw=True)


def _fits(scene: DialogScene, screen: pygame.Surface, what: str) -> None:
    """Drawn, the dialog's text fits its widgets, all in the window, nothing on its hint."""
    scene.update(1 / 60)
    scene.draw(screen)
    assert layout_problems(scene, SIZE) == [], what
    assert not overlaps(scene), (what, overlaps(scene))


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_every_dialog_kind_fits_at_larger_text(app: App, look: str, percent: int) -> None:
    set_text_size(percent)
    screen = pygame.display.set_mode(SIZE)
    for name, (make, _) in POSITIONS.items():
        scene, _ = open_dialog(make(look), look, SIZE, True)
        _fits(scene, screen, f"{look} {name}")


def test_a_dialog_too_tall_keeps_its_buttons_in_sight_under_whole_lines(app: App) -> None:
    """At 150% a lot that came mortgaged asks more than a 1280x720 window holds: the part
    above the buttons scrolls, opened at its end (the hint whole), every line in it whole;
    the buttons stay below it, in sight whatever is scrolled."""
    set_text_size(150)
    screen = pygame.display.set_mode(SIZE)
    scene, _ = open_dialog(POSITIONS["mortgage"][0]("classic"), "classic", SIZE, True)
    scene.refresh()  # laid out again before its first frame: it still opens at its end
    _fits(scene, screen, "classic mortgage")
    scroll = scene._scroll
    assert scroll is not None and scene.panel is not None
    view = scroll.box.rect
    buttons = [b for b in scene._buttons if b.visible]
    assert [b.text.split()[0] for b in buttons] == ["Lift", "Keep"]
    for b in buttons:
        assert b not in scroll.members and scene.panel.rect.contains(b.rect)
        assert b.rect.top >= view.bottom
    assert scroll.offset > 0  # the heading above, scrolled out of sight
    inside = [e for e in scroll.box.get_container().elements
              if isinstance(e, pygame_gui.elements.UILabel)]
    cut = [e.text for e in inside if e.rect.colliderect(view) and not view.contains(e.rect)]
    assert cut == []
    hint = [e for e in scene.manager.get_sprite_group().sprites()
            if e.get_class_ids()[-1] == "@dlg_hint"]
    assert hint and view.contains(hint[0].rect)
    scroll.scroll_to(0)
    scene.update(1 / 60)
    assert all(scene.panel.rect.contains(b.rect) and b.rect.top >= view.bottom for b in buttons)
    scene.refresh()  # laid out again (a refusal, a resize): it stays where it was read
    scene.update(1 / 60)
    assert scene._scroll is not None and scene._scroll.offset == 0


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_a_card_at_150_percent_is_shown_whole_smaller_rather_than_scrolled(app: App,
                                                                          look: str) -> None:
    screen = pygame.display.set_mode(SIZE)
    text = "The roof needs fixing everywhere at once. Pay $25 a house and $100 a hotel."
    for percent in (100, 150):
        set_text_size(percent)
        card = card_dialog(theme(look), "chance", text, lambda: None, board_area(SIZE),
                           hint="Your 6 houses cost $150.")
        _fits(card, screen, f"{look} card at {percent}%")
        assert card._scroll is None  # the whole dialog in sight, its OK too
        image = next(e for e in card.manager.get_sprite_group().sprites()
                     if isinstance(e, pygame_gui.elements.UIImage))
        # As wide as the dialog at 100%; at 150% it gave way to the larger text around it.
        assert (image.rect.w < card.inner) == (percent == 150)


@pytest.mark.parametrize("percent", [125, 150])
def test_the_title_fits_at_larger_text(app: App, percent: int) -> None:
    set_text_size(percent)
    title = TitleScene(app, on_new=lambda: None, on_continue=None, on_load=lambda: None,
                       on_settings=lambda: None, on_quit=lambda: None, can_continue=False)
    _shown(app, title)
    assert _widget_problems(title.manager, SIZE) == []
    lay = title._layout()
    assert lay["hint"] + lay["hint_font"].get_linesize() <= SIZE[1]
    assert lay["tag"] + len(lay["tag_lines"]) * lay["tag_font"].get_linesize() <= lay["buttons"]


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("players", [2, 8])
def test_the_setup_screen_fits_at_larger_text(app: App, players: int, percent: int) -> None:
    set_text_size(percent)
    setup = SetupScene(app, Settings(), on_start=lambda c: None, on_back=lambda: None)
    _shown(app, setup)
    while len(setup.seats) < players:
        setup.add_seat()
    setup.rebuild()
    assert _widget_problems(setup.manager, SIZE) == []
    left, right = setup.panels
    for t in setup.texts:  # every line of text inside the window, and a panel's inside it
        width = t.width if t.width is not None else t.font.size(t.text)[0]
        box = pygame.Rect(0, 0, width, t.font.get_linesize())
        setattr(box, t.anchor, t.pos)
        assert pygame.Rect((0, 0), SIZE).contains(box), t.text
        inside = [p for p in (left, right) if p.colliderect(box)]
        assert all(p.contains(box) for p in inside), t.text
    tags = [t for t in setup.texts if t in setup.option_tags.values()]
    assert all(right.contains(pygame.Rect(t.pos, t.font.size("house rule"))) for t in tags)


@pytest.mark.parametrize("percent", [125, 150])
def test_the_pause_menu_fits_at_larger_text(app: App, percent: int) -> None:
    set_text_size(percent)
    pause = PauseScene(theme(), SIZE, "normal", on_resume=lambda: None, on_speed=lambda s: None,
                       on_settings=lambda: None, on_save=lambda: None, on_load=lambda: None,
                       on_quit_to_title=lambda: None, rules=RuleSet())
    _shown(app, pause)
    assert pygame.Rect((0, 0), SIZE).contains(pause.panel)
    assert _widget_problems(pause.manager, SIZE) == []


@pytest.mark.parametrize("percent", [125, 150])
def test_the_settings_screen_fits_at_larger_text(app: App, percent: int) -> None:
    set_text_size(percent)
    screen = SettingsScene(theme(), SIZE, Settings(text_size=percent), on_change=lambda s: None,
                           on_controls=lambda: None)
    _shown(app, screen)
    assert pygame.Rect((0, 0), SIZE).contains(screen.panel)
    assert _widget_problems(screen.manager, SIZE) == []
    _, label_f, help_f = screen.fonts
    buttons = [b.rect for b in screen.buttons.values()]
    for row in screen.rows:
        lines = len(wrap(row.help, help_f, row.width))
        text = pygame.Rect(row.x, row.label_y, row.width,
                           row.help_y - row.label_y + lines * help_f.get_linesize())
        assert screen.panel.contains(text), row.label
        label = pygame.Rect((row.x, row.label_y), label_f.size(row.label))
        helps = pygame.Rect(row.x, row.help_y, row.width, lines * help_f.get_linesize())
        assert not any(label.colliderect(b) or helps.colliderect(b) for b in buttons), row.label
    tops = sorted((row.x, row.top) for row in screen.rows)
    assert len(set(tops)) == len(tops)


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("players", [4, 8])
def test_the_table_fits_at_larger_text(app: App, players: int, percent: int) -> None:
    set_text_size(percent)
    _, scene = _table(app, players)
    Driver(app).frames(2, draw=True)
    assert _widget_problems(scene.ui, SIZE) == []
    lay = scene.layout
    assert all(lay.side.contains(r) for r in (*lay.panels, lay.log, lay.buttons, lay.speed))


def test_text_at_150_percent_is_half_as_tall_again(app: App) -> None:
    heights = {}
    for percent in (100, 150):
        set_text_size(percent)
        screen = pygame.display.set_mode(SIZE)
        name, dialog = next(iter(every_dialog("classic", SIZE)))
        dialog.draw(screen)
        titles = [e for e in dialog.manager.get_sprite_group().sprites()
                  if isinstance(e, pygame_gui.elements.UILabel)
                  and e.get_class_ids()[-1] == "@dlg_title"]
        assert titles, name
        heights[percent] = titles[0].rect.h  # the height the layout gave the dialog's title
    assert heights[150] / heights[100] == pytest.approx(1.5, abs=0.1)


def test_a_dialog_open_when_the_size_changes_is_laid_out_again(app: App) -> None:
    screen = pygame.display.set_mode(SIZE)
    _, dialog = next(iter(every_dialog("classic", SIZE)))
    assert isinstance(dialog, DialogScene)
    before = dialog.metrics.body
    set_text_size(150)
    dialog.restyle()
    dialog.draw(screen)
    assert dialog.metrics.body == round(before * 1.5)
    assert layout_problems(dialog, SIZE) == []


def _controls_problems(controls: ControlsScene) -> list[str]:
    """Names of actions and groups shown cut or off the panel, and widgets cut or outside."""
    _, label_f, _ = controls.fonts
    problems = _widget_problems(controls.manager, SIZE)
    for action, g, middle in controls.rows:
        if controls.in_view(middle):
            x, keys_x, _ = controls.columns[min(g, len(controls.columns) - 1)]
            label = label_f.size(ACTIONS[action])[0]
            if label > keys_x - x - controls.pad // 3:
                problems.append(f"{ACTIONS[action]!r} is cut")
    for heading, c, middle in controls.headings:
        x, _, _ = controls.columns[c]
        if controls.in_view(middle) and x + label_f.size(heading)[0] > controls.panel.right:
            problems.append(f"{heading!r} is cut")
    return problems


@pytest.mark.parametrize("percent", [100, 125, 150])
def test_the_controls_fit_uncut_and_scroll_to_the_focus_at_larger_text(
        app: App, percent: int) -> None:
    set_text_size(percent)
    controls = ControlsScene(theme(), SIZE, Settings(), app.pads, on_change=lambda s: None)
    _shown(app, controls)
    assert pygame.Rect((0, 0), SIZE).contains(controls.panel)
    driver = Driver(app)
    seen: set[str] = set()
    assert controls.focus is not None
    for _ in controls.focus.buttons:
        assert _controls_problems(controls) == []
        focused = controls.focus.current
        assert focused is not None and focused.visible
        assert controls.panel.contains(focused.rect)
        seen |= {action for action, button in controls.key_buttons.items()
                 if button is focused and controls.in_view(button.rect.centery)}
        driver.key(pygame.K_DOWN)
    assert seen == set(ACTIONS)  # every row came into view as the focus reached it
    most, shown = controls.scroll
    assert (most > shown) == (percent > 100)  # one column that scrolls, only where needed
    for family in Family:  # each pad's own words, once it is used, fit too
        app.pads.family = family
        controls.renamed()
        assert _controls_problems(controls) == [], family
        assert controls.buttons["press"].text == WORDS[family]["a"]


def test_the_wheel_scrolls_the_controls_at_larger_text(app: App) -> None:
    set_text_size(150)
    controls = ControlsScene(theme(), SIZE, Settings(), app.pads, on_change=lambda s: None)
    _shown(app, controls)
    driver = Driver(app)
    last = controls.rows[-1]
    assert controls.first == 0 and not controls.in_view(last[2])
    driver.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, precise_x=0.0, precise_y=-20.0,
                                   flipped=False))
    driver.frames(1)
    action = last[0]
    assert controls.in_view(controls.rows[-1][2]) and controls.key_buttons[action].visible
    assert _controls_problems(controls) == []
    driver.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0,
                                   flipped=False))
    driver.frames(1)
    assert controls.first == controls.scroll[0] - controls.scroll[1] - 1


class _Tall(DialogScene):
    """A dialog of many lines and buttons one under another, none kept below: the whole of it
    scrolls."""

    def build(self) -> None:
        self.eyebrow("A long read")
        self.title("Many lines")
        for i in range(14):
            self.text(f"Line {i + 1} of what there is to read before choosing.")
        self.options([Choice(f"Way {i + 1}", lambda: None) for i in range(3)], flex=False)


def test_scrolled_to_the_focus_a_dialog_starts_at_a_whole_line(app: App) -> None:
    set_text_size(150)
    pygame.display.set_mode(SIZE)
    scene = _Tall(theme(), board_area(SIZE))
    scene.refresh()
    s = scene._scroll
    assert s is not None
    for step in (0, 1, 1, 1, -1, -1, -1):
        scene.move_focus(step)
        scene.update(1 / 60)
        focused = scene.focused
        view = s.box.rect
        assert focused is not None and view.contains(focused.rect)
        cut = [e.text for e in s.box.get_container().elements
               if isinstance(e, pygame_gui.elements.UILabel)
               and e.rect.top < view.top < e.rect.bottom]
        assert cut == [], s.offset  # no line cut in half at its top
    assert s.offset > 0


def _builder_at_150_percent() -> TradeBuilder:
    """Ann's trade builder at 150% in a 1280x720 window, shown once: three players with many
    properties each."""
    from .table.test_trade import rich_position

    set_text_size(150)
    screen = pygame.display.set_mode(SIZE)
    builder = TradeBuilder(rich_position("classic"), theme(), board_area(SIZE), [0],
                           on_action=lambda a: None, on_cancel=lambda: None)
    builder.update(1 / 60)
    builder.draw(screen)
    return builder


def test_the_trade_builder_at_150_percent_keeps_its_buttons_and_its_height(app: App) -> None:
    """Its lists are one tall row: the part that scrolls is not cut short to begin at a whole
    row, and Send offer and Cancel stay in sight under it."""
    builder = _builder_at_150_percent()
    s = builder._scroll
    assert s is not None and builder.panel is not None
    assert s.box.rect.height >= SIZE[1] // 2
    kept = [b for b in builder._buttons if b.text in ("Send offer", "Cancel")]
    assert len(kept) == 2
    for b in kept:
        assert b not in s.members and builder.panel.rect.contains(b.rect)
        assert b.rect.top >= s.box.rect.bottom
    # scrolled up to its first button in focus, which the top of the dialog shows: the part
    # that scrolls starts there, and the heading is read with it
    view = s.box.rect
    focused = builder.focused
    assert focused is not None and view.contains(focused.rect)
    assert s.offset == 0
    title = next(e for e in s.box.get_container().elements
                 if getattr(e, "text", None) == "Trade with Ada")
    assert view.contains(title.rect)
    cut = [getattr(e, "text", type(e).__name__) for e in s.box.get_container().elements
           if e.rect.top < view.top < e.rect.bottom]
    assert cut == []


def test_the_trade_builder_at_150_percent_pages_its_lists_within_its_first_view(
        app: App) -> None:
    """Too tall for the window even so, the builder scrolls; its lists page (More below)
    within what its first view leaves them, so that view, heading to lists, cuts nothing at
    its foot, and the cash under them is a scroll away, seen whole when Tab reaches it."""
    builder = _builder_at_150_percent()
    s = builder._scroll
    assert s is not None and s.offset == 0

    def cut() -> list[str]:
        view = s.box.rect
        return [getattr(e, "text", type(e).__name__) for e in s.box.get_container().elements
                if e.rect.top < view.bottom < e.rect.bottom
                or e.rect.top < view.top < e.rect.bottom]

    assert cut() == []
    more = [b for b in builder._buttons if b.text == "More below"]
    assert more and all(s.box.rect.contains(b.rect) for b in more)
    for _ in range(40):
        builder.handle_event(key_event(pygame.K_TAB))
        builder.update(1 / 60)
        if builder.focused in builder.entries:
            break
    focused = builder.focused
    assert focused in builder.entries and focused is not None
    assert s.offset > 0 and s.box.rect.contains(focused.rect)
    assert cut() == []
