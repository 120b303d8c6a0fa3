"""100,000 random events (clicks anywhere and on widgets, keys, typing, wheel, motion, window
resizes) through ``App.dispatch`` and the scene stack, across the title, setup, game (with
people playing) and game-over scenes, and every overlay they open: nothing may raise."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pygame

from game.ai import make_controller, play
from game.client.kit.app import App
from game.client.store.record import GameRecord
from game.client.kit.scene import Scene
from game.client.scenes.game_over import GameOverScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.setup import SetupScene
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.client.scenes.title import TitleScene
from game.client.store.settings import Settings, SetupConfig
from game.engine import Game, RuleSet
from game.themes import THEMES_DIR, Theme, load_theme

from .driver import headless_app

EVENTS = 100_000
PER_FRAME = 40
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE,
        pygame.K_DELETE, pygame.K_HOME, pygame.K_END, pygame.K_F1, pygame.K_a, pygame.K_z,
        pygame.K_MINUS, *[getattr(pygame, f"K_{i}") for i in range(10)]]


class Walk:
    """Which scene follows which, as the app's Flow has it, without touching the user's files.

    The title and setup scenes are made once and shown again (making them costs more than the
    thousands of events each of them gets)."""

    def __init__(self, app: App, theme: Theme, rng: random.Random) -> None:
        self.app = app
        self.theme = theme
        self.rng = rng
        self._title: TitleScene | None = None
        self._setup: SetupScene | None = None

    def title(self) -> TitleScene:
        if self._title is None:
            self._title = TitleScene(self.app, on_new=self.setup, on_continue=None, on_load=None,
                                     on_settings=None, on_quit=lambda: None, can_continue=False,
                                     theme=self.theme)
        return self._title

    def to_title(self) -> None:
        self.app.stack.clear(self.title())

    def setup(self) -> None:
        self.app.stack.push(self.setup_scene())

    def setup_scene(self) -> SetupScene:
        if self._setup is None:
            self._setup = SetupScene(self.app, Settings(), on_start=self.start, on_back=self.back)
        return self._setup

    def back(self) -> None:
        self.app.stack.pop()
        if not len(self.app.stack):
            self.app.stack.push(self.title())

    def start(self, config: SetupConfig) -> None:
        seed = self.rng.randrange(1000)
        game = config.new_game(edition=self.theme.edition_spec(), seed=seed)
        tokens = config.token_indices([t.id for t in self.theme.tokens])
        seats = [Seat(s.name, tokens[i], s.kind) for i, s in enumerate(config.seats)]
        self.app.stack.clear(self.title())
        self.app.stack.push(self.game_scene(game, seats, seed))

    def game_scene(self, game: Game, seats: list[Seat], seed: int) -> GameScene:
        record = GameRecord(game)

        def over(finished: Game) -> None:
            self.app.stack.push(GameOverScene(self.app, finished, record, self.theme,
                                              on_again=self.to_title, on_title=self.to_title,
                                              tokens=[s.token for s in seats]))

        return GameScene(self.app.size, game, self.theme, seats, speed="fast", seed=seed,
                         on_over=over, on_events=record.observe, on_quit_to_title=self.to_title)

    def people_game(self) -> GameScene:
        seats = [Seat("Ann", 0, "human"), Seat("Bob", 1, "human"), Seat("Cy", 2, "easy")]
        rules = RuleSet.from_preset("modern-short", rent_must_be_claimed=True)
        game = Game.new([s.name for s in seats], rules=rules, edition=self.theme.edition_spec(), seed=5)
        return self.game_scene(game, seats, 5)

    def game_over(self) -> GameOverScene:
        """A finished game's scene whose buttons keep it on screen, so it gets its share."""
        game = Game.new(["Ann", "Bob", "Cy"], rules=RuleSet.from_preset("modern-short"),
                        edition=self.theme.edition_spec(), seed=2)
        record = GameRecord(game)
        play(game, [make_controller("easy", i) for i in range(3)],
             watch=lambda g, a, events: record.observe(g, events))
        return GameOverScene(self.app, game, record, self.theme, on_again=lambda: None,
                             on_title=lambda: None, tokens=[0, 1, 2])


def _widgets(scene: Scene | None) -> list[pygame.Rect]:
    """Where the top scene's widgets are, so that some clicks land on them."""
    manager: Any = getattr(scene, "manager", None) or getattr(scene, "ui", None)
    if manager is None:
        return []
    return [pygame.Rect(s.rect) for s in manager.get_sprite_group().sprites()
            if getattr(s, "visible", True) and s.rect.w > 4 and s.rect.h > 4]


def _random_events(rng: random.Random, size: tuple[int, int], targets: list[pygame.Rect]
                   ) -> list[pygame.event.Event]:
    """One person's worth of nonsense: a motion, a click, a key, a scroll, or a resize."""
    w, h = size
    roll = rng.random()
    if roll < 0.0004:
        return [pygame.event.Event(pygame.VIDEORESIZE, w=rng.randint(500, 2100), h=rng.randint(400, 1300),
                                   size=(0, 0))]
    if targets and rng.random() < 0.4:
        pos = rng.choice(targets).center
    else:
        pos = (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))
    if roll < 0.35:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
    if roll < 0.65:
        button = rng.choice((1, 1, 1, 2, 3))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if roll < 0.7:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                   precise_x=0.0, precise_y=1.0, touch=False)]
    key = rng.choice(KEYS)
    name = pygame.key.name(key)
    text = name if len(name) == 1 else (" " if key == pygame.K_SPACE else "")
    out = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=rng.choice((0, 0, pygame.KMOD_SHIFT)),
                              unicode=text, scancode=0)]
    if text:
        out.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    out.append(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0))
    return out


def test_a_hundred_thousand_random_events_across_every_scene_raise_nothing() -> None:
    app = headless_app((1280, 720))
    rng = random.Random(2024)
    walk = Walk(app, load_theme(THEMES_DIR / "classic"), rng)
    starts = [walk.title, walk.setup_scene, walk.people_game, walk.game_over]
    seen: Counter[str] = Counter()
    sent = 0
    for phase, start in enumerate(starts):
        app.stack.clear(start())
        budget = EVENTS * (phase + 1) // len(starts)
        frame = 0
        while sent < budget:
            if app.stack.top is None:
                app.stack.push(walk.title())
            targets = _widgets(app.stack.top)
            batch: list[pygame.event.Event] = []
            while len(batch) < PER_FRAME and sent < budget:
                events = _random_events(rng, app.size, targets)
                batch += events
                sent += 1
            for event in batch:
                pygame.event.post(event)
            for event in pygame.event.get():  # ours, and what the widgets posted in reply
                app.dispatch(event)
            app.stack.update(1 / 60)
            if frame % 4 == 0:
                app.stack.draw(app.screen)
            seen.update(type(s).__name__ for s in app.stack.scenes[-1:])
            frame += 1
        pygame.event.clear()
    assert sent == EVENTS
    for kind in (TitleScene, SetupScene, GameScene, GameOverScene, PauseScene):
        assert seen[kind.__name__], dict(seen)
