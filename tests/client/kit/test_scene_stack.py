"""The scene stack: input top-down until a scene uses it, drawing bottom-up from the top opaque."""

from __future__ import annotations

import pygame

from game.client.kit.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], *, uses: bool = False, opaque: bool = True) -> None:
        super().__init__()
        self.name, self.log, self.uses, self.opaque = name, log, uses, opaque

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.log.append(f"event {self.name}")
        return self.uses

    def update(self, dt: float) -> None:
        self.log.append(f"update {self.name}")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def _key() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE)


def test_input_goes_top_down_until_a_scene_uses_it() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("board", log, uses=True))
    stack.push(Recorder("overlay", log, uses=False, opaque=False))
    log.clear()
    assert stack.handle_event(_key())
    assert log == ["event overlay", "event board"]
    log.clear()
    stack.push(Recorder("dialog", log, uses=True, opaque=False))
    log.clear()
    assert stack.handle_event(_key())
    assert log == ["event dialog"]


def test_scenes_hidden_under_an_opaque_scene_get_no_input() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log, uses=True))
    stack.push(Recorder("game", log, uses=False))
    log.clear()
    assert not stack.handle_event(_key())
    assert log == ["event game"]


def test_unused_input_is_reported_unused() -> None:
    stack = SceneStack()
    stack.push(Recorder("a", [], uses=False))
    assert not stack.handle_event(_key())


def test_drawing_and_updating_start_at_the_topmost_opaque_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("game", log))
    stack.push(Recorder("pause", log, opaque=False))
    log.clear()
    surface = pygame.Surface((10, 10))
    stack.update(0.016)
    stack.draw(surface)
    assert log == ["update game", "update pause", "draw game", "draw pause"]


def test_push_pop_replace_call_the_lifecycle_hooks_in_order() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.pop()
    stack.replace(Recorder("c", log))
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a", "exit a", "enter c"]
    assert len(stack) == 1


def test_a_scene_below_may_hold_an_event_back_from_itself_and_every_scene_over_it() -> None:
    class Holding(Scene):
        def __init__(self, holding: int | None) -> None:
            super().__init__()
            self.holding = holding
            self.heard: list[int] = []

        def handle_event(self, event: pygame.event.Event) -> bool:
            self.heard.append(event.key)
            return False

        def holds_back(self, event: pygame.event.Event) -> bool:
            return bool(event.key == self.holding)

    below, above = Holding(pygame.K_x), Holding(None)
    above.opaque = False
    stack = SceneStack()
    stack.push(below)
    stack.push(above)
    for key in (pygame.K_x, pygame.K_y):
        assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key)) is (key == pygame.K_x)
    assert above.heard == below.heard == [pygame.K_y]


def test_a_toast_stays_over_dialogs_and_goes_with_the_scenes_an_opaque_one_hides() -> None:
    """"The computers play on to the end…" is told over the table; the result, a scene of its
    own, comes up before the toast has gone by: it goes then, as it spoke of the table."""
    from game.client.kit.toast import Toast
    from game.themes import THEMES_DIR, load_theme

    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log))
    toast = Toast(load_theme(THEMES_DIR / "classic"), "The computers play on to the end…")
    stack.tell(toast)
    stack.push(Recorder("dialog", log, opaque=False))
    stack.update(0.5)
    assert stack.toast is toast
    stack.pop()
    stack.push(Recorder("result", log))
    assert stack.toast is None
    stack.tell(toast)
    stack.replace(Recorder("title", log))
    assert stack.toast is None
