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
"""

from __future__ import annotations

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

from .fonts import Font

gui_font_pygame.Font = Font  # type: ignore[attr-defined]  # every font pygame-gui opens

FontPlace = str | PackageResource | bytes


def _on_disk(place: FontPlace) -> FontPlace:
    """A font packaged with pygame-gui as the path of its file, when it is a file."""
    if isinstance(place, PackageResource):
        found = resources.files(place.package) / place.resource
        if isinstance(found, Path) and found.is_file():
            return str(found)
    return place


class _Theme(UIAppearanceTheme):
    """A theme whose cache of combined element ids is keyed by the id lists themselves, and
    whose packaged fonts are read from their files."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
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


class UIManager(pygame_gui.UIManager):
    """A pygame-gui UIManager whose theme is a :class:`_Theme`, never kept as the default."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
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
        theme = _Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
