"""The kiosk frees what a game throws away soon, by itself, and glibc takes its request."""

from __future__ import annotations

import gc
import platform
import weakref
from collections.abc import Callable, Iterator

import pytest
from pygame_gui.core.ui_element import UIElement

from game.client.dialogs import base
from game.client.dialogs.manage import ManageView
from game.client.kiosk import flow
from game.client.kiosk.memory import give_back_memory, thaw
from game.client.table.scene import GameScene

from .conftest import Kiosk
from .test_quick_play import pick



@pytest.fixture()
def no_automatic_collection() -> Iterator[None]:
    """Only the kiosk's own collections free cycles, so a test sees that they run."""
    gc.disable()
    yield
    gc.enable()


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="a glibc call")
def test_glibc_hands_free_pages_back() -> None:
    assert give_back_memory() is True
    thaw()


def _property_view(kiosk: Kiosk, table: GameScene) -> tuple[ManageView,
                                                           list[weakref.ref[UIElement]]]:
    """The visitor's property view, opened, and a weak reference to each of its widgets."""
    table.open_manage(0)
    view = kiosk.app.stack.top
    assert isinstance(view, ManageView)
    old: list[weakref.ref[UIElement]] = [
        weakref.ref(e) for e in view.manager.get_sprite_group().sprites()]
    assert len(old) > 3
    return view, old


def test_a_property_views_old_widgets_are_freed_within_a_second_of_each_touch(
        make_kiosk: Callable[..., Kiosk], no_automatic_collection: None) -> None:
    kiosk = make_kiosk(editions=["boutique"])
    table = pick(kiosk, 0)
    kiosk.frames(2)
    assert gc.get_freeze_count() > 0  # the game's start froze what lives on: not walked again
    for _ in range(3):
        view, old = _property_view(kiosk, table)
        view.refresh()  # what every touch on it does: laid out again, old widgets dropped
        kiosk.seconds(1.1)
        assert [ref() for ref in old] == [None] * len(old)
        view.close()
        kiosk.frames(2)


def test_a_dialog_laid_out_again_frees_its_old_widgets_before_making_the_new(
        make_kiosk: Callable[..., Kiosk], no_automatic_collection: None) -> None:
    kiosk = make_kiosk(editions=["boutique"])
    table = pick(kiosk, 0)
    kiosk.frames(2)
    view, old = _property_view(kiosk, table)
    freed: list[int] = []
    hook = base.DialogScene.on_relayout
    assert hook is not None
    base.DialogScene.on_relayout = lambda: freed.append(sum(ref() is None for ref in old)
                                                        if hook() is not None else 0)
    view.refresh()  # no frame runs: only the relayout's own collection can have freed them
    # Gone before the new ones are made, but for the few the view's own fields still name
    # until its build() replaces them (its panel, the deed pictures): those go within the second.
    assert len(freed) == 1 and freed[0] >= len(old) * 3 // 4, (freed, len(old))
    view.close()
    thaw()
    assert base.DialogScene.on_relayout is None, "a stopped kiosk leaves dialogs as they were"


def test_no_dialog_manager_is_kept_from_one_game_to_the_next(
        make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(max_rounds=1)
    table = pick(kiosk, 0)
    kiosk.frames(2)
    table.open_manage(0)
    view = kiosk.app.stack.top
    assert isinstance(view, ManageView)
    manager = weakref.ref(view.manager)
    view.close()
    kiosk.frames(2)
    assert manager() in base._SPARE.values()  # kept for the game's next dialog
    del view
    kiosk.flow.attract()  # the visitor's game is over: the attract loop begins again
    kiosk.frames(2)
    assert not base._SPARE and manager() is None


def test_free_pages_go_back_to_the_system_every_few_seconds_of_a_game(
        make_kiosk: Callable[..., Kiosk], monkeypatch: pytest.MonkeyPatch) -> None:
    kiosk = make_kiosk()
    returned: list[bool] = []
    monkeypatch.setattr(flow, "return_free_pages", lambda: returned.append(True) or True)
    pick(kiosk, 0)
    kiosk.seconds(3 * flow.TRIM_EVERY + 0.5)
    assert len(returned) == 3
