"""A text box's selection stays in step with its text: after the text is laid out again, or
set from code, a key that deletes the selection deletes what is selected and raises nothing."""

from __future__ import annotations

import pygame

from game.client.kit.text_entry import TextEntry
from game.client.kit.ui_manager import UIManager


def _box(text: str = "") -> tuple[UIManager, TextEntry]:
    pygame.init()
    pygame.display.set_mode((400, 200))
    manager = UIManager((400, 200))
    box = TextEntry(pygame.Rect(0, 0, 200, 40), manager, placeholder_text="Ada")
    box.set_text(text)
    manager.set_focus_set(box)
    return manager, box


def _key(manager: UIManager, key: int, mod: int = 0, text: str = "") -> None:
    manager.process_events(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text,
                                              scancode=0))
    if text:
        manager.process_events(pygame.event.Event(pygame.TEXTINPUT, text=text))
    manager.update(0.01)


def test_a_selection_laid_out_again_is_still_deleted_by_backspace() -> None:
    # a typed name, all of it selected, then its greyed stand-in changed (the setup screen
    # does this when another seat changes): Backspace clears the name
    manager, box = _box()
    for ch in "Bob":
        _key(manager, getattr(pygame, f"K_{ch.lower()}"), text=ch)
    _key(manager, pygame.K_a, pygame.KMOD_CTRL)
    box.placeholder_text = "Cy"
    box.rebuild()
    _key(manager, pygame.K_BACKSPACE)
    assert box.get_text() == ""
    # part of it selected, laid out again: only that part goes
    box.set_text("Annabel")
    _key(manager, pygame.K_END)
    for _ in range(3):
        _key(manager, pygame.K_LEFT, pygame.KMOD_SHIFT)
    box.rebuild()
    _key(manager, pygame.K_DELETE)
    assert box.get_text() == "Anna"


def test_text_set_from_code_starts_unselected() -> None:
    manager, box = _box("Annabel")
    _key(manager, pygame.K_a, pygame.KMOD_CTRL)
    box.set_text("Bo")
    _key(manager, pygame.K_BACKSPACE)
    assert box.get_text() == "B"
    _key(manager, pygame.K_a, pygame.KMOD_CTRL)
    box.set_text("Cy")
    _key(manager, pygame.K_d, text="d")  # typed over no selection: added at the end
    assert box.get_text() == "Cyd"
