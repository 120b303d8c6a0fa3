"""Watching a game again: the game table played from its recording, with playback controls.

A game is replayable from how it was set up (players, rules, edition, seed) and its actions
in order (:meth:`Game.actions_played`). :func:`replay_scene` checks the recording once, move
by move, on a scratch game, noting the round and turn before every action; then a
:class:`ReplayScene`, which is the game scene itself with its moves taken from the recording
instead of the seats' controllers, shows it with the same board, animations and panels.

Controls (a row of buttons where the turn buttons go, and a timeline of the rounds above):
play and pause (Space), one action's animation at a time (Right), the rest of the turn, the
speed, and a click on the timeline to jump to a round (PageUp and PageDown: the round before
or after), which fast-forwards without animation (back means starting again from the setup,
which takes a moment for a long game). Esc or Leave goes back to where the replay was opened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame
import pygame_gui

from ...engine import Action, Game, RuleSet
from ...engine.edition import EditionSpec
from ...themes import Theme
from ..kit.fonts import font
from ..views.look import PLAYER_COLORS
from .panels import flatten
from .scene import AI_BEAT, GameScene
from ..store.seats import Seat

Callback = Callable[[], None]


class ReplayError(ValueError):
    """A recording that does not play: the message names the first move that fails."""


class Recording:
    """A game as it was played: its setup and every action, checked to play through."""

    def __init__(self, names: Sequence[str], rules: RuleSet, edition: EditionSpec, seed: int,
                 actions: Sequence[Action]) -> None:
        self.names = list(names)
        self.rules = rules
        self.edition = edition
        self.seed = seed
        self.actions = list(actions)
        #: (round, turn number) of the game just before each action.
        self.marks: list[tuple[int, int]] = []
        scratch = self.new_game()
        for i, action in enumerate(self.actions):
            why = scratch.why_illegal(action)
            if why is not None:
                who = self.names[action.player] if 0 <= action.player < len(self.names) else "the clock"
                raise ReplayError(f"move {i + 1} of the recording ({type(action).__name__} by "
                                  f"{who}) cannot be played: {why}")
            self.marks.append((scratch.round, scratch.turn_no))
            scratch.apply(action)
        self.last_round = scratch.round if not scratch.over or not self.marks else self.marks[-1][0]

    def new_game(self) -> Game:
        return Game.new(self.names, rules=self.rules, edition=self.edition, seed=self.seed)

    def round_start(self, r: int) -> int:
        """How many actions come before round ``r`` starts (all of them past the last round)."""
        return next((i for i, (rnd, _) in enumerate(self.marks) if rnd >= r), len(self.actions))

    def turn_end(self, played: int) -> int:
        """How many actions have been played when the turn under way after ``played`` ends."""
        if played >= len(self.actions):
            return played
        turn = self.marks[played][1]
        return next((i for i in range(played, len(self.actions)) if self.marks[i][1] > turn),
                    len(self.actions))


class Playback:
    """The recorded actions handed to the table one at a time, up to where playback may go.

    It is the table's source of moves and every seat's controller: a seat plays what the
    recording says he played.
    """

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self.played = 0
        self.limit = 0  # the table may play actions up to (not including) this one

    def next_move(self) -> tuple[int, Action | None]:
        actions = self.recording.actions
        if self.played >= min(self.limit, len(actions)):
            return -1, None
        action = actions[self.played]
        return action.player, action

    def decide(self, game: Game, player: int) -> Action | None:
        p, action = self.next_move()
        return action if p == player else None


class ReplayScene(GameScene):
    """The game table driven by a recording, with playback controls over it."""

    def __init__(self, size: tuple[int, int], theme: Theme, seats: Sequence[Seat],
                 recording: Recording, on_exit: Callback, *,
                 play_sound: Callable[[str], None] | None = None, speed: str = "normal",
                 show_odds: bool = False, intro: bool = True, playing: bool = True,
                 markers: bool = False) -> None:
        """``intro``: show the roll for the order of play first; ``playing``: play on at once,
        else wait for Play; ``markers``: Colour help."""
        self.recording = recording
        self.playback = Playback(recording)
        self.on_exit = on_exit
        self.outer_sound = play_sound
        self.quiet = False  # no sounds while fast-forwarding
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.timeline = pygame.Rect(0, 0, 0, 0)
        self._timeline_cache: tuple[tuple[object, ...], pygame.Surface] | None = None
        game = recording.new_game()
        super().__init__(size, game, theme, seats, controllers=[self.playback] * game.n, speed=speed,
                         play_sound=self._sound, intro=intro, show_odds=show_odds,
                         markers=markers)
        self.stepper = self.playback
        if playing:
            self.play()

    # -- what is played ------------------------------------------------------------------------

    @property
    def played(self) -> int:
        """Actions of the recording played so far."""
        return self.playback.played

    @property
    def at_end(self) -> bool:
        return self.played >= len(self.recording.actions)

    @property
    def playing(self) -> bool:
        """Playing on to the end (not paused, nor stepping)."""
        return self.playback.limit >= len(self.recording.actions) and not self.at_end

    def _apply(self, action: Action) -> None:
        super()._apply(action)
        self.playback.played += 1

    def _check_clock(self) -> None:
        """The clock's TimeUp is one of the recorded actions; the replay's own clock sends none."""

    def _sound(self, cue: str) -> None:
        if not self.quiet and self.outer_sound is not None:
            self.outer_sound(cue)

    # -- the controls ----------------------------------------------------------------------------

    def play(self) -> None:
        self.playback.limit = len(self.recording.actions)
        self._sync_controls()

    def stop(self) -> None:
        """Stop after the action on screen (a computer's next move held for its beat is dropped)."""
        self.playback.limit = self.played
        self.waiting = None
        self.beat = 0.0
        self._sync_controls()

    def toggle(self) -> None:
        if self.playing:
            self.stop()
        else:
            self.play()

    def step(self) -> None:
        """Play the next action (its animation), then stop; what was playing finishes first."""
        self.animator.skip()
        self.waiting = None
        self.beat = AI_BEAT  # at once: no beat before a move asked for
        self.playback.limit = min(self.played + 1, len(self.recording.actions))
        self._sync_controls()

    def step_turn(self) -> None:
        """Play the rest of the turn under way (with its animations), then stop."""
        self.animator.skip()
        self.waiting = None
        self.playback.limit = self.recording.turn_end(self.played)
        self._sync_controls()

    def jump(self, r: int) -> None:
        """To the start of round ``r``, without animation; playing on if it was playing."""
        r = max(1, min(r, self.recording.last_round))
        target = self.recording.round_start(r)
        if target >= self.played:
            playing = self.playing
            self._fast_forward(target)
            if playing:
                self.play()
            else:
                self.stop()
            return
        if self.stack is not None:  # back in time: start again from the setup
            again = ReplayScene(self.size, self.theme, self.seats, self.recording, self.on_exit,
                                play_sound=self.outer_sound, speed=self.animator.speed,
                                show_odds=self.odds.shown, intro=False, playing=False,
                                markers=self.markers)
            again._board_cache = self._board_cache  # the same board: not drawn again
            again.jump(r)
            if self.playing:
                again.play()
            self.stack.replace(again)

    def leave(self) -> None:
        self.on_exit()

    def _fast_forward(self, target: int) -> None:
        """Play actions up to ``target`` at once, each one's animation finished as it is made."""
        self.quiet = True
        self.waiting = None
        self.animator.skip()
        actions = self.recording.actions
        while self.played < target:
            self._apply(actions[self.played])
            self.animator.skip()
        self.quiet = False
        self.playback.limit = self.played

    # -- layout and input ------------------------------------------------------------------------

    def _resize(self, size: tuple[int, int]) -> None:
        """The game table's layout, with the timeline taken from the foot of the log and the
        control buttons where the turn buttons go."""
        super()._resize(size)
        lay = self.layout
        gap = max(4, round(size[1] * 0.008))
        h = max(28, round(size[1] * 0.05))
        log = pygame.Rect(lay.log.x, lay.log.y, lay.log.w, max(0, lay.log.h - h - gap))
        self.layout = replace(lay, log=log)
        self.timeline = pygame.Rect(log.x, log.bottom + gap, log.w, h)
        b = lay.buttons
        names = [("leave", "Leave"), ("play", "Pause"), ("step", "Step"), ("turn", "Next turn")]
        weights = [1, 1, 1, 1]
        unit = (b.w - gap * (len(names) - 1)) / sum(weights)
        x = float(b.x)
        self.buttons = {}
        for (key, text), weight in zip(names, weights):
            w = round(unit * weight)
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(round(x), b.y, w, b.h), text, self.ui,
                object_id="@primary" if key == "play" else None)
            x += w + gap
        self.buttons["speed"] = self.speed_button  # the table's own speed switch
        self._sync_controls()

    def _sync_controls(self) -> None:
        if not self.buttons:
            return
        texts = {"play": "Pause" if self.playing else "Play"}
        for key, text in texts.items():
            if self.buttons[key].text != text:
                self.buttons[key].set_text(text)
        for key in ("play", "step", "turn"):
            if self.at_end:
                self.buttons[key].disable()
            else:
                self.buttons[key].enable()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._sync_controls()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.sound("click")
                    self._control(key)
                    return True
        if event.type == pygame.KEYDOWN and self.looking is None:  # the board's cursor first
            keys: dict[int, Callback] = {
                pygame.K_ESCAPE: self.leave, pygame.K_SPACE: self.toggle, pygame.K_RIGHT: self.step,
                pygame.K_PAGEUP: lambda: self.jump(self.game.round - 1),
                pygame.K_PAGEDOWN: lambda: self.jump(self.game.round + 1)}
            if event.key in keys:
                keys[event.key]()
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
                and self.timeline.collidepoint(event.pos)):
            r = self.round_at(event.pos[0])
            if r is not None:
                self.jump(r)
                return True
        return super().handle_event(event)

    def _control(self, key: str) -> None:
        {"leave": self.leave, "play": self.toggle, "step": self.step, "turn": self.step_turn,
         "speed": self.next_speed}[key]()

    # -- the timeline --------------------------------------------------------------------------

    def track(self) -> pygame.Rect:
        """The part of the timeline that stands for the rounds, left to right."""
        t = self.timeline
        pad = max(6, t.h // 4)
        last = self.recording.last_round
        label_w = self._label_font().size(self._label(last))[0]
        x = t.x + 2 * pad + label_w
        return pygame.Rect(x, t.y + pad, max(0, t.right - pad - x), t.h - 2 * pad)

    def round_at(self, x: int) -> int | None:
        """The round the timeline shows at ``x``, if ``x`` is on its track."""
        track = self.track()
        if not track.w or not track.x <= x < track.right:
            return None
        return 1 + min(self.recording.last_round - 1,
                       (x - track.x) * self.recording.last_round // track.w)

    def x_of(self, position: float) -> int:
        """Where a (fractional) round number stands on the track: 1.0 at its left end."""
        track = self.track()
        return track.x + round((position - 1) / max(1, self.recording.last_round) * track.w)

    def _position(self) -> float:
        """The replay's place as a fractional round: the round, and how far into its actions."""
        rec = self.recording
        r = self.game.round
        start, end = rec.round_start(r), rec.round_start(r + 1)
        if self.at_end:
            return float(rec.last_round + 1) if self.game.over else float(r)
        return r + (self.played - start) / max(1, end - start)

    def _label(self, r: int) -> str:
        return f"Replay: round {r} of {self.recording.last_round}"

    def _label_font(self) -> pygame.font.Font:
        return font(max(11, round(self.timeline.h * 0.42)), bold=True)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.timeline.h:
            return
        knob = self.x_of(self._position())
        key = (self.timeline.size, knob, self.game.round)
        if self._timeline_cache is None or self._timeline_cache[0] != key:
            self._timeline_cache = (key, flatten(self._render_timeline(knob - self.timeline.x),
                                                 self.drawing.behind))
        surface.blit(self._timeline_cache[1], self.timeline)

    def _render_timeline(self, knob: int) -> pygame.Surface:
        pal = self.theme.palette
        t = self.timeline
        out = pygame.Surface(t.size, pygame.SRCALPHA)
        box = out.get_rect()
        radius = max(4, t.h // 4)
        pygame.draw.rect(out, pygame.Color(pal.space), box, border_radius=radius)
        pygame.draw.rect(out, pygame.Color(pal.line), box, 2, border_radius=radius)
        f = self._label_font()
        pad = max(6, t.h // 4)
        shown = min(self.game.round, self.recording.last_round)
        label = f.render(self._label(shown), True, pygame.Color(pal.text))
        out.blit(label, label.get_rect(midleft=(pad, t.h // 2)))
        track = self.track().move(-t.x, -t.y)
        line = pygame.Rect(track.x, track.centery - max(2, track.h // 6), track.w, 2 * max(2, track.h // 6))
        pygame.draw.rect(out, pygame.Color(pal.line).lerp(pygame.Color(pal.space), 0.6), line,
                         border_radius=line.h // 2)
        done = line.copy()
        done.w = max(0, min(track.w, knob - track.x))
        pygame.draw.rect(out, pygame.Color(pal.accent), done, border_radius=line.h // 2)
        rounds = self.recording.last_round
        every = next(k for k in (1, 5, 10, 25, 50, 100, 250, 1000, 10**9) if track.w * k / rounds >= 8)
        for r in range(1 + every, rounds + 1, every):
            x = track.x + round((r - 1) / rounds * track.w)
            pygame.draw.line(out, pygame.Color(pal.line), (x, line.y - 2), (x, line.bottom + 1))
        mover = self.game.to_move if not self.game.over else self.game.current
        ring = pygame.Color(PLAYER_COLORS[max(0, mover) % len(PLAYER_COLORS)])
        radius = max(5, track.h // 2 - 1)
        pygame.draw.circle(out, pygame.Color(pal.space), (knob, track.centery), radius)
        pygame.draw.circle(out, ring, (knob, track.centery), radius, max(2, radius // 3))
        return out


def replay_scene(size: tuple[int, int], theme: Theme, seats: Sequence[Seat], rules: RuleSet,
                 seed: int, actions: Sequence[Action], on_exit: Callback, *,
                 play_sound: Callable[[str], None] | None = None,
                 speed: str = "normal", markers: bool = False) -> ReplayScene:
    """The replay of a game played in ``theme``'s edition by ``seats`` (the players are their
    names, in seat order) under ``rules`` from ``seed``, through ``actions``; ``on_exit`` is
    called when the viewer leaves (it should take the replay off the scene stack);
    ``markers``: Colour help.

    Raises :class:`ReplayError` (a ValueError) naming the first action that cannot be played.
    """
    recording = Recording([s.name for s in seats], rules, theme.edition_spec(), seed, actions)
    return ReplayScene(size, theme, seats, recording, on_exit, play_sound=play_sound, speed=speed,
                       markers=markers)
