"""pygame-gui's UI manager, with repairs to what it keeps.

For every element it builds, the theme works out the ids the element is styled by and keeps
them in a cache for the manager's life. pygame-gui 0.6 keys that cache with a string made by
joining the element's four id lists into one another (``str(a).join(str(b).join(...))``), so
a key is as long as the *product* of the lists' lengths: megabytes for a control inside a
panel inside a dialog. A visitor's game at a kiosk piled up tens of megabytes of such keys.
Here the key is the tuple of the four lists; the ids found are the library's own.

Its own fonts (Noto Sans, Fira Code) pygame-gui reads whole into memory for every size it
loads, in every manager: 12 sizes of a dialog took 7 MB, again for each manager alive. Read
from their files instead, as fonts added by path are, the bytes stay on disk.

And the first manager made becomes pygame-gui's default, for widgets made without one, and
is kept for the rest of the process with every widget it holds: the first game's whole UI,
all day at a kiosk. Every widget here names its manager, so no manager is kept as default.

Its fonts are pygame's, which raise on a text with nothing to draw: a name of one zero-width
space in a label or a text box stopped the game. They are the game's guarded :class:`Font`.

Font sizes in a theme are sizes at 100% text: a manager grows them to the player's text size
as it loads the theme, unless its theme was sized in pixels already (the dialogs').
"""

from __future__ import annotations

import copy
import io
import os
from importlib import resources
from pathlib import Path
from typing import Any

import pygame_gui
from pygame_gui.core import UIAppearanceTheme, gui_font_pygame
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.ui_font_dictionary import UIFontDictionary
from pygame_gui.core.utility import get_default_manager, set_default_manager
from pygame_gui.elements import UITextEntryLine

from .fonts import Font, text_scale

gui_font_pygame.Font = Font  # type: ignore[attr-defined]  # every font pygame-gui opens

FontPlace = str | PackageResource | bytes


def _on_disk(place: FontPlace) -> FontPlace:
    """A font packaged with pygame-gui as the path of its file, when it is a file."""
    if isinstance(place, PackageResource):
        found = resources.files(place.package) / place.resource
        if isinstance(found, Path) and found.is_file():
            return str(found)
    return place


def scale_fonts(data: dict[str, Any], factor: float, names: dict[str, str] | None = None) -> None:
    """Every font block of a pygame-gui theme's data ``factor`` times its size (8 at least);
    font names found in ``names`` become the names given there."""
    done: set[int] = set()  # a block may share its font's dict with another
    for block in data.values():
        found = block.get("font") if isinstance(block, dict) else None
        for font in found if isinstance(found, list) else [found]:
            if not isinstance(font, dict) or id(font) in done:
                continue
            done.add(id(font))
            if "size" in font:
                font["size"] = str(max(8, round(float(font["size"]) * factor)))
            if names and font.get("name") in names:
                font["name"] = names[font["name"]]


class _Theme(UIAppearanceTheme):
    """A theme whose cache of combined element ids is keyed by the id lists themselves, whose
    packaged fonts are read from their files, and whose font sizes grow to the player's text
    size (``text_scale`` 1: sized in pixels already)."""

    def __init__(self, *args: Any, text_scale: float = 1.0, **kwargs: Any) -> None:
        self.text_scale = text_scale
        super().__init__(*args, **kwargs)
        self._combined: dict[tuple[tuple[str | None, ...] | None, ...], list[str]] = {}
        fonts = self.get_font_dictionary()
        if isinstance(fonts, UIFontDictionary):
            for name, places in fonts.known_font_paths.items():
                fonts.known_font_paths[name] = [(_on_disk(place), forced)
                                                for place, forced in places]

    def build_all_combined_ids(self, element_base_ids: list[str | None] | None,
                               element_ids: list[str] | None,
                               class_ids: list[str | None] | None,
                               object_ids: list[str | None] | None) -> list[str]:
        key = tuple(None if ids is None else tuple(ids)
                    for ids in (element_base_ids, element_ids, class_ids, object_ids))
        found = self._combined.get(key)
        if found is None:
            found = super().build_all_combined_ids(element_base_ids, element_ids, class_ids,
                                                   object_ids)
            self.unique_theming_ids.clear()  # the library's long key for the same ids
            self._combined[key] = found
        return found

    def _parse_theme_data_from_json_dict(self, theme_dict: dict[str, Any]) -> None:
        if self.text_scale != 1.0:
            theme_dict = copy.deepcopy(theme_dict)
            scale_fonts(theme_dict, self.text_scale)
        super()._parse_theme_data_from_json_dict(theme_dict)


class UIManager(pygame_gui.UIManager):
    """A pygame-gui UIManager whose theme is a :class:`_Theme`, never kept as the default.

    ``pixel_fonts``: the theme's font sizes are in pixels at the player's text size already.
    """

    def __init__(self, *args: Any, pixel_fonts: bool = False, **kwargs: Any) -> None:
        self._text_scale = 1.0 if pixel_fonts else text_scale()
        super().__init__(*args, **kwargs)
        if get_default_manager() is self:
            set_default_manager(None)

    @property
    def typing(self) -> bool:
        """A text box has the keyboard: a name or an amount is being typed."""
        return any(isinstance(e, UITextEntryLine) and e.is_focused
                   for e in self.get_sprite_group().sprites())

    def create_new_theme(
            self, theme_path: str | os.PathLike[Any] | io.StringIO | PackageResource
            | dict[Any, Any] | None = None) -> UIAppearanceTheme:
        theme = _Theme(self.resource_loader, self._locale, text_scale=self._text_scale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
