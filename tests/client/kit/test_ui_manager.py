"""The UI manager's theme finds an element's ids as pygame-gui does, without its long cache keys."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.utility import get_default_manager, set_default_manager
from pygame_gui.elements import UIButton, UIPanel

from game.client.kit.ui_manager import UIManager


def nested_button(manager: pygame_gui.UIManager) -> UIButton:
    """A button in a panel in a panel, each with object and class ids: a dialog's depth."""
    outer = UIPanel(pygame.Rect(0, 0, 400, 300), manager=manager,
                    object_id=ObjectID("#dialog_panel_of_some_length", "@dlg_panel"))
    inner = UIPanel(pygame.Rect(10, 10, 300, 200), manager=manager, container=outer,
                    object_id=ObjectID("#row_panel_of_some_length", "@dlg_row"))
    return UIButton(pygame.Rect(5, 5, 120, 64), "Buy", manager=manager, container=inner,
                    object_id=ObjectID("#buy_button_of_some_length", "@primary"))


def test_nested_element_is_styled_by_the_same_ids_and_the_cache_keeps_no_long_keys() -> None:
    pygame.init()
    pygame.display.set_mode((800, 600))
    ours, plain = UIManager((800, 600)), pygame_gui.UIManager((800, 600))
    button = nested_button(ours)
    assert button.combined_element_ids == nested_button(plain).combined_element_ids
    assert "@dlg_panel.@dlg_row.@primary" in button.combined_element_ids
    theme = ours.get_theme()
    assert theme.unique_theming_ids == {}  # the library's own string-keyed cache stays empty
    again = nested_button(ours)
    assert again.combined_element_ids is button.combined_element_ids  # found in our cache


def test_packaged_fonts_are_read_from_their_files_and_draw_the_same() -> None:
    pygame.init()
    pygame.display.set_mode((800, 600))
    ours, plain = UIManager((800, 600)), pygame_gui.UIManager((800, 600))
    places = ours.get_theme().get_font_dictionary().known_font_paths["noto_sans"]
    assert all(isinstance(place, str) and Path(place).is_file() for place, _ in places)
    for manager in (ours, plain):
        manager.preload_fonts([{"name": "noto_sans", "point_size": 31, "style": "bold"}])
    found = [m.get_theme().get_font_dictionary().find_font(31, "noto_sans", bold=True)
             for m in (ours, plain)]
    assert found[0].size("Park Place") == found[1].size("Park Place")
    assert isinstance(ours.get_theme().get_font_dictionary().loaded_fonts[
        "noto_sans_bold_aa_31"].location, str)


def test_no_manager_outlives_its_owner_as_pygame_guis_default() -> None:
    pygame.init()
    pygame.display.set_mode((800, 600))
    set_default_manager(None)
    manager = UIManager((800, 600))
    nested_button(manager)
    assert get_default_manager() is None
    gone = weakref.ref(manager)
    del manager
    gc.collect()
    assert gone() is None
