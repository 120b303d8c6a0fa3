"""The game scene: the board, tokens, dice, cards and money in motion, panels and log.

Each frame: play the animations of what already happened; when none is playing, ask the
controller of whoever may move next (the AI at once, a human through buttons and dialogs),
apply that one action and turn its events into animations (:mod:`.motion`);
drawing is :mod:`.draw`, the pause menu :mod:`game.client.scenes.pause`.
"""

from __future__ import annotations

import random
import time
from collections import deque
from dataclasses import dataclass
from collections.abc import Callable, Sequence
from typing import Protocol

import pygame
import pygame_gui

from ...ai import Controller, Stepper, make_controller
from ...ai.hints import card_hint
from ...engine import Action, ClaimRent, EndTurn, Game, Phase, ProposeTrade, Roll, TimeUp
from ...engine import events as ev
from ...themes import Theme
from . import hud
from . import layout as lay
from ..kit.animation import SPEED_NAMES, Animator
from ..views.board import BoardGeometry, shared_board
from ..views.deed import DeedCache, place_near
from ..dialogs.base import DialogScene
from ..dialogs.manage import ManageView
from ..dialogs.manage_steps import Step, Steps
from ..views.words import Words
from .flights import CardFlight, Flyer
from ..kit.fonts import font
from ..kit.keys import ACTION_KEYS
from .board_cursor import moved
from .odds import LiveOdds
from .order import OrderView
from .panels import LogView, PanelView, backdrop
from ..kit.scene import Scene
from ..kit.toast import Toast
from .draw import TableDrawing
from .motion import Motion
from .thinking import OffFrame, StillThinking, Thinking
from .seat_pads import SeatPads
from .trade_notice import TradeNotes, log_line, no_trade_reason, traders
from ..kit.ui_manager import UIManager
from ..store.saved_games import LOG_KEPT
from ..store.seats import Seat
from ..store.settings import played_by
from ..scenes.menu import FocusRing
from ..scenes.pause import PauseScene

#: Keys that move the keyboard's focus round the table's buttons.
MOVE_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
RACE_SLICE = 0.012  # seconds of each frame given to playing a computers' game out at once
AI_BEAT = 0.15  # a short pause before each computer move but the end of its turn, to follow it
CLAIM_GRACE = 2.0  # seconds a computer waits to roll while a person may still claim rent
SPEED_TIP = "How fast the moves play: normal, fast, or at once (also in the pause menu)"

Callback = Callable[[], None]
Card = tuple[str, str, str]  # deck, text, what the card means for the player (a hint)


@dataclass
class Part:
    """Events to play in one go, their log lines, and the card a human drew at their end."""

    events: list[ev.Event]
    lines: list[str]
    card: Card | None = None


class HumanController:
    """A seat played by a person: the scene hands over the action he chose."""

    def __init__(self) -> None:
        self.chosen: Action | None = None

    def decide(self, game: Game, player: int) -> Action | None:
        action, self.chosen = self.chosen, None
        return action


class Moves(Protocol):
    """Where the table's next move comes from: the seats' controllers through a Stepper, or
    a recording."""

    def next_move(self) -> tuple[int, Action | None]:
        """(player, his action), the action None while there is none yet."""
        ...


def make_controllers(seats: Sequence[Seat], seed: int) -> list[Controller]:
    return [HumanController() if s.level == "human"
            else make_controller(played_by(s.level), seed + i) for i, s in enumerate(seats)]


class GameScene(Scene):
    """One game at the table: computer seats play themselves, people through buttons and dialogs."""

    def __init__(self, size: tuple[int, int], game: Game, theme: Theme, seats: Sequence[Seat],
                 controllers: Sequence[Controller] | None = None, speed: str = "normal",
                 on_over: Callable[[Game], None] | None = None,
                 play_sound: Callable[[str], None] | None = None, seed: int = 0,
                 on_events: Callable[[Game, list[ev.Event]], None] | None = None,
                 on_quit_to_title: Callback | None = None, on_settings: Callback | None = None,
                 on_save: Callback | None = None, on_load: Callback | None = None,
                 play_time: float = 0.0, intro: bool | None = None, reduced_motion: bool = False,
                 markers: bool = False, show_odds: bool = False, hints: bool = False,
                 log: Sequence[str] = ()) -> None:
        """``play_time``: seconds already played (a loaded game's clock); ``log``: a loaded
        game's latest log lines (a new game's log starts with its setup); ``intro``: roll for
        the order of play on screen (default: when the game has not started yet); the
        player's settings: ``reduced_motion``, ``markers`` (Colour help), ``show_odds`` (the live
        odds of winning on screen; the O key toggles them), ``hints`` (what each decision means
        for the player, in its dialog)."""
        super().__init__()
        self.game = game
        self.theme = theme
        self.seat_pads = SeatPads(seats)
        self.controllers = list(controllers or make_controllers(seats, seed))
        self.thinking = Thinking()
        self.stepper: Moves = Stepper(game, [self._thinker(c) for c in self.controllers])
        self.odds = LiveOdds(shown=show_odds)
        self.animator = Animator(speed, reduced_motion)
        self.markers = markers
        self.on_over = on_over
        self.on_events = on_events
        self.on_quit_to_title = on_quit_to_title
        self.menu_actions = (on_settings, on_save, on_load)
        self.dialog: Scene | None = None
        #: Cards a human drew, still to be read: deck, text, and what it did to him (a hint).
        self.cards_to_show: list[tuple[str, str] | tuple[str, str, str]] = []
        #: Events applied but not yet played on screen: each part ends with a card a human
        #: drew, which he reads before the rest plays.
        self.unplayed: list[Part] = []
        self.hints = hints
        self.sound = play_sound or (lambda cue: None)
        self.rng = random.Random(seed)
        self.words = Words(theme, game)
        self.seat_people(seats, log)
        self.play_time = play_time
        self.shown_pos: list[float] = [float(x) for x in game.pos]
        self.hop: list[float] = [0.0] * game.n
        self.shown_cash = list(game.cash)
        self.dice: tuple[int, int] = game.last_roll if game.last_roll != (0, 0) else (1, 1)
        self.dice_spin = 0.0
        self.card: CardFlight | None = None
        self.flyers: list[Flyer] = []
        self.pops: dict[int, float] = {}
        self.flips: dict[int, float] = {}
        self.hidden_owner: set[int] = set()
        self.go_flash = 0.0
        self.order: OrderView | None = None
        self.beat = 0.0
        self.claim_wait = 0.0
        self.waiting: tuple[int, Action | None] | None = None  # a computer's move, held a beat
        self.over_sent = False
        self.out_told = False  # the last person out was told so
        self.racing = False  # the computers' game is played out at once (no person is left)
        self.last_out: int | None = None  # the person who went bankrupt last
        self.pointer: tuple[int, int] | None = None
        self.hover: int | None = None
        self.pinned: tuple[int, tuple[int, int]] | None = None
        #: The space the board's cursor is on (keys and pads look at the board); None: no cursor.
        self.looking: int | None = None
        self.deeds = DeedCache(theme, markers)
        self.has_human = any(isinstance(c, HumanController) for c in self.controllers)
        self.humans = sum(isinstance(c, HumanController) for c in self.controllers)
        self.notes = TradeNotes(game, self.controllers, lambda p: self.human(p) is not None)
        self.ui = UIManager(size, theme.ui_data())
        self.claim_button: pygame_gui.elements.UIButton | None = None
        self.steps = Steps(game, self._apply_managed, self._manage_ready, self._restored)
        self._pause: PauseScene | None = None
        self._board_cache: tuple[int, pygame.Surface] | None = None
        self.motion = Motion(self)
        self.drawing = TableDrawing(self)
        self._resize(size)
        if (game.history is None) if intro is None else intro:
            self.motion.intro()

    def seat_people(self, seats: Sequence[Seat], log: Sequence[str] = ()) -> None:
        """The seats' names and tokens on the panels and in the log (``log``: a loaded game's;
        none: its setup's lines), again when people elsewhere sat down under their own."""
        theme, game = self.theme, self.game
        self.seats = list(seats)
        self.names = theme.names(game.names)
        self.token_art = [str(theme.path(theme.tokens[s.token].art)) for s in seats]
        behind = backdrop(theme)
        self.panels = [PanelView(theme, art, behind, self.markers) for art in self.token_art]
        self.log = LogView(theme, behind=behind)
        #: The log as far as the game has gone (the view shows lines as their events play):
        #: what a save keeps.
        self.told: deque[str] = deque(log or [e.text(self.names) for e in game.setup_events],
                                      maxlen=LOG_KEPT)
        self.log.add(list(self.told))

    # -- layout ---------------------------------------------------------------------------

    @property
    def time_left(self) -> float | None:
        """Seconds left on a time-limit game's clock; None without a time limit."""
        minutes = self.game.rules.time_limit_minutes
        return None if minutes is None else max(0.0, minutes * 60 - self.play_time)

    def _resize(self, size: tuple[int, int]) -> None:
        self.size = size
        claim = self.game.rules.rent_must_be_claimed and self.has_human
        status = hud.ending(self.game, self.time_left) is not None
        self.layout = lay.compute(size, self.game.n, status=status, claim=claim)
        self.geo = BoardGeometry(self.layout.board.w)
        self.ui.set_window_resolution(size)
        self.ui.clear_and_reset()
        roll, end, prop, trade = lay.button_row(self.layout.buttons, lay.TURN_BUTTONS)
        self.roll_button = pygame_gui.elements.UIButton(roll, "Roll the dice", self.ui,
                                                        object_id="@primary")
        self.end_button = pygame_gui.elements.UIButton(end, "End turn", self.ui)
        self.property_button = pygame_gui.elements.UIButton(prop, "Property", self.ui)
        self.trade_button = pygame_gui.elements.UIButton(trade, "Trade", self.ui)
        self._trade_why: str | None = ""  # what the button last said; "" before it said anything
        self.speed_button = pygame_gui.elements.UIButton(self.layout.speed, self._speed_text(),
                                                         self.ui, tool_tip_text=SPEED_TIP)
        self.claim_button = None
        if claim:
            self.claim_button = pygame_gui.elements.UIButton(self.layout.claim, "Claim rent", self.ui,
                                                             object_id="@primary")
            self.claim_button.hide()
        if not self.has_human:
            self.roll_button.hide()
            self.end_button.hide()
            self.property_button.hide()
            self.trade_button.hide()
        if self.dialog is not None and hasattr(self.dialog, "set_area"):
            self.dialog.set_area(self.board_middle, size)
        self.focus = self._focus_ring()
        self._sync_buttons()

    def _focus_ring(self) -> FocusRing:
        """The keyboard's (and a pad's) way round the table's buttons, in the layout's order:
        the speed switch and the claim above, then the turn buttons left to right."""
        shown: list[tuple[pygame_gui.elements.UIButton, Callable[[], None]]] = [
            (self.speed_button, self.next_speed)]
        if self.claim_button is not None:
            shown.append((self.claim_button, self.claim))
        if self.has_human:
            shown += [(self.roll_button, lambda: self._press(Roll)),
                      (self.end_button, lambda: self._press(EndTurn)),
                      (self.property_button, self._open_own_property),
                      (self.trade_button, self.open_trade)]
        ring = FocusRing([b for b, _ in shown], [a for _, a in shown])
        ring.index = -1  # nothing in focus until the turn's own button can be pressed
        return ring

    def _open_own_property(self) -> None:
        seat = self._manage_seat()
        if seat is not None:
            self.open_manage(seat)

    @property
    def board_middle(self) -> pygame.Rect:
        """The middle of the board on screen, where dialogs and the order of play go."""
        return self.geo.center.move(self.layout.board.topleft)

    def board_image(self) -> pygame.Surface:
        side = self.layout.board.w
        if self._board_cache is None or self._board_cache[0] != side:
            self._board_cache = (side, shared_board(self.theme, self.game.rules, self.markers,
                                                    side))
        return self._board_cache[1]

    def restyle(self) -> None:
        """Text of the new size everywhere: the buttons, the board, panels, log and deeds."""
        self.ui = UIManager(self.size, self.theme.ui_data())
        for panel in self.panels:
            panel.forget()
        self.log.forget()
        self.deeds = DeedCache(self.theme)
        self._board_cache = None
        self.drawing = TableDrawing(self)
        self._resize(self.size)

    def set_markers(self, on: bool) -> None:
        """Colour help on or off: the board, panels, deeds and dialog are drawn again."""
        self.markers = on
        for panel in self.panels:
            panel.markers = on
        self.deeds.colour_help = on
        if self._pause is not None:
            self._pause.colour_help = on
        if isinstance(self.dialog, DialogScene):
            self.dialog.show_colour_help(on)
        self._board_cache = None
        self.drawing = TableDrawing(self)  # its cached table holds the old board

    def space_at(self, pos: tuple[int, int]) -> int | None:
        """The space under a point of the screen, if any."""
        board = self.layout.board
        if not board.collidepoint(pos):
            return None
        x, y = pos[0] - board.x, pos[1] - board.y
        for i in range(self.game.board.size):
            if self.geo.rect(i).collidepoint(x, y):
                return i
        return None

    # -- flow -----------------------------------------------------------------------------

    def _thinker(self, c: Controller) -> Controller:
        """The controller as the Stepper asks it: a computer thinks off the frame."""
        return c if isinstance(c, HumanController) else OffFrame(c, self.thinking)

    def hand_over(self, p: int, controller: Controller) -> None:
        """Seat ``p`` is played by ``controller`` from now on (a computer taking a seat over)."""
        self.controllers[p] = controller
        self.humans = sum(isinstance(c, HumanController) for c in self.controllers)
        if isinstance(self.stepper, Stepper):
            self.stepper.controllers = [self._thinker(c) for c in self.controllers]

    def human(self, p: int) -> HumanController | None:
        c = self.controllers[p] if 0 <= p < len(self.controllers) else None
        return c if isinstance(c, HumanController) else None

    @property
    def busy(self) -> bool:
        """Something is still playing on screen, or still to play (the game waits for it)."""
        return self.animator.busy or bool(self.unplayed)

    @property
    def paused(self) -> bool:
        return self.stack is not None and any(isinstance(s, PauseScene) for s in self.stack.scenes)

    def _human_turn_action(self) -> Action | None:
        """The button action a human may take now (Roll or End turn), if the game waits on it."""
        g = self.game
        if g.over or g.decisions or self.human(g.current) is None or self.busy:
            return None
        if g.phase is Phase.PRE_ROLL and not g.in_jail[g.current]:
            return Roll(g.current)
        if g.phase is Phase.POST_ROLL:
            return EndTurn(g.current)
        return None

    def human_claims(self) -> list[tuple[int, int, int, int]]:
        """(owner, payer, space, amount) of rent a human owner may claim now."""
        g = self.game
        if not g.claims or g.over:
            return []
        out = []
        for owner, payer, space, amount, _ in g.claims:
            if self.human(owner) is not None and ClaimRent(owner, space) in g.legal_actions(owner):
                out.append((owner, payer, space, amount))
        return out

    def _speed_text(self) -> str:
        return f"Speed: {self.animator.speed}"

    def next_speed(self) -> None:
        """The speed switch: normal, fast, instant and round again (the pause menu's speed)."""
        speeds = list(SPEED_NAMES)
        self.animator.set_speed(speeds[(speeds.index(self.animator.speed) + 1) % len(speeds)])
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        if self.speed_button.text != self._speed_text():
            self.speed_button.set_text(self._speed_text())
        action = self._human_turn_action()
        for button, kind in ((self.roll_button, Roll), (self.end_button, EndTurn)):
            if isinstance(action, kind):
                button.enable()
            else:
                button.disable()
        why = self.trade_problem()
        if why != self._trade_why:
            self._trade_why = why
            if why is None:
                self.trade_button.enable()
            else:
                self.trade_button.disable()
            self.trade_button.set_tooltip(why or "Offer a trade to another player")
        if self._manage_seat() is not None and self.dialog is None:
            self.property_button.enable()
        else:
            self.property_button.disable()
        self._sync_claim()
        self._follow_turn()

    def _sync_claim(self) -> None:
        """The Claim rent button, shown (and in the focus's way round) while rent waits."""
        if self.claim_button is not None:
            claims = self.human_claims()
            if not claims:
                if self.claim_button.visible:
                    self.claim_button.hide()
                    self.claim_button.disable()
                return
            owner, payer, space, amount = claims[0]
            text = f"Claim {self.words.money(amount)} rent from {self.game.names[payer]}"
            if self.humans > 1:
                text = f"{self.game.names[owner]}: {text[0].lower()}{text[1:]}"
            if self.claim_button.text != text:
                self.claim_button.set_text(text)
            if not self.claim_button.visible:
                self.claim_button.show()
                self.claim_button.enable()

    def _follow_turn(self) -> None:
        """The focus goes to the turn's own button (roll or end) when it stood on the other
        one, or on a button that can no longer be pressed."""
        current = self.focus.current
        turn = (self.roll_button, self.end_button)
        if current is None or current in turn or not current.is_enabled:
            for button in turn:
                if button.is_enabled and button.visible:
                    self.focus.focus(button)

    def choose(self, action: Action) -> None:
        """A human chose ``action`` (from a button or a dialog)."""
        h = self.human(action.player)
        if h is not None and self.game.why_illegal(action) is None:
            h.chosen = action

    def claim(self) -> None:
        """The Claim rent button: the first rent a human may claim, claimed now."""
        claims = self.human_claims()
        if claims:
            owner, _, space, _ = claims[0]
            self.play_now(ClaimRent(owner, space))
            self._sync_buttons()

    def update(self, dt: float) -> None:
        self._watch_pads()
        if self.paused:
            return
        g = self.game
        if not g.over and self.order is None:  # the clock starts once the order is rolled
            self.play_time += dt
            self._check_clock()
        self.ui.update(dt)
        self.animator.update(dt)
        self.pops = {s: t + dt * 3 for s, t in self.pops.items() if t < 1.0}
        self.odds.update(g, dt)
        if self.animator.busy:
            self._sync_buttons()
            return
        if g.over:
            if not self.over_sent and self.on_over is not None:
                self.over_sent = True
                self.on_over(g)
            return
        if self.dialog is not None:
            return
        if self.cards_to_show:
            self._show_card(*self.cards_to_show.pop(0))
            return
        if self.unplayed:
            self._play_next()
            return
        if self.notes.answers:
            self._show_answer()
            return
        if self.humans and not self.out_told and not any(
                g.active[p] for p in range(g.n) if self.human(p) is not None):
            self._tell_out()
            return
        if not self.racing:
            self._step(dt)
            return
        ends = time.perf_counter() + RACE_SLICE
        while self._step(dt) and not g.over and time.perf_counter() < ends:
            self.animator.update(0.0)
            if self.unplayed:
                self._play_next()

    def _step(self, dt: float) -> bool:
        """The next move of whoever the game waits for, if it is ready; True when one was made
        and the next may follow at once."""
        g = self.game
        self.thinking.new_frame()
        try:
            p, action = self.waiting or self.stepper.next_move()
        except StillThinking:
            self.beat += dt  # the beat before a computer's move passes while it thinks
            return False
        self.waiting = None
        if action is None:
            self._sync_buttons()
            if self.human(p) is not None and self._human_turn_action() is None:
                self._open_dialog(p)
            return False
        if g.why_illegal(action) is not None:
            return False  # a choice that went stale while something else happened: ask again
        if self.human(p) is None:
            # A computer's move waits a beat (and a Roll waits while a person may claim rent).
            if self.beat < AI_BEAT * self.animator.scale and not isinstance(action, EndTurn):
                self.beat += dt
                self.waiting = (p, action)
                return False
            if isinstance(action, Roll) and self.claim_wait < CLAIM_GRACE and self.human_claims():
                self.claim_wait += dt
                self.waiting = (p, action)
                self._sync_buttons()
                return False
        self.beat = 0.0
        self.claim_wait = 0.0
        self._apply(action)
        self._sync_buttons()
        return True

    def _tell_out(self) -> None:
        """No person is left in the game: say so, and let him watch, skip to the result, or go."""
        from ..dialogs.knocked_out import KnockedOutDialog

        self.out_told = True
        if self.stack is None:
            return
        g = self.game
        last = self.last_out if self.last_out is not None else next(
            p for p in range(g.n) if self.human(p) is not None)
        self.dialog = KnockedOutDialog(g, self.theme, self.board_middle, last,
                                       on_watch=self._close_dialog, on_result=self.play_out,
                                       on_title=self.on_quit_to_title)
        self.stack.push(self.dialog)

    def play_out(self) -> None:
        """The computers' game to its end at once, as many moves a frame as fit: the same game
        as watching it, the result scene next."""
        self._close_dialog()
        self.racing = True
        self.animator.set_speed("instant")
        self.tell("The computers play on to the end…")

    def _check_clock(self) -> None:
        """When a time-limit game's clock runs out, tell the engine (once)."""
        left = self.time_left
        if left is not None and left <= 0 and not self.game.time_up:
            self.play_now(TimeUp())

    def play_now(self, action: Action) -> None:
        """A move made outside the turn's question (a person's trade, claim or property, the
        clock's end): played at once (a table that follows a host sends it there instead)."""
        self._apply(action)

    def _apply(self, action: Action) -> None:
        events = self.game.apply(action)
        parts = self._parts(events)
        self.told.extend(line for part in parts for line in part.lines)
        self.notes.observe(events)
        self.last_out = next((e.player for e in reversed(events) if isinstance(e, ev.Bankrupted)
                              and self.human(e.player) is not None), self.last_out)
        if self.on_events is not None:
            self.on_events(self.game, events)
        waiting = bool(self.unplayed) or bool(self.cards_to_show)
        self.unplayed += parts
        if not waiting:
            self._play_next()

    def _parts(self, events: list[ev.Event]) -> list[Part]:
        """The events cut after each card a human drew: what follows waits until he read it."""
        parts = [Part([], [])]
        for e in events:
            parts[-1].events.append(e)
            parts[-1].lines.append(log_line(e, self.names, self.words))
            if isinstance(e, ev.CardDrawn) and self.human(e.player) is not None:
                hint = card_hint(self.game, e.player, e.deck, e.card, self.words) if self.hints else ""
                parts[-1].card = (e.deck, self.names.cards[e.card], hint)
                parts.append(Part([], []))
        return [part for part in parts if part.events]

    def _play_next(self) -> None:
        """The next part of what happened, on screen; its card shown once it has played."""
        if self.unplayed:
            part = self.unplayed.pop(0)
            self.motion.animate(part.events, part.lines)
            if part.card is not None:
                self.cards_to_show.append(part.card)

    def _show_card(self, deck: str, text: str, hint: str = "") -> None:
        """A human drew a card: it stays up until he has read it and pressed OK."""
        from ..dialogs import card_dialog

        if self.stack is None:
            return
        self.dialog = card_dialog(self.theme, deck, text, self._close_dialog, self.board_middle,
                                  hint)
        self.stack.push(self.dialog)

    def _open_dialog(self, p: int) -> None:
        """The game waits on a human for something other than the dice: ask him in a dialog."""
        from ..dialogs import TradeDialog, dialog_for

        if self.stack is None:
            return

        def answer(action: Action) -> None:
            self.choose(action)
            self._close_dialog()

        dialog = dialog_for(self.game, p, self.theme, self.board_middle, answer, self.hints)
        if isinstance(dialog, TradeDialog):
            self.notes.brief(dialog, self.humans)
        if isinstance(dialog, DialogScene):  # money may be raised from any decision
            dialog.offer_manage(lambda need: self.open_manage(p, need))
            dialog.show_colour_help(self.markers)
        if dialog is not None:
            self.dialog = dialog
            self.stack.push(dialog)

    def _show_answer(self) -> None:
        """A computer answered a person's offer: its answer and reason stay up until read."""
        from ..dialogs import AnswerDialog

        if self.stack is None:
            return
        answer = self.notes.answers.pop(0)
        self.dialog = AnswerDialog(self.game, self.theme, self.board_middle, answer.offer,
                                   answer.accepted, answer.said, self._close_dialog,
                                   voiced=answer.voiced)
        self.stack.push(self.dialog)

    # -- trading --------------------------------------------------------------------------

    def traders(self) -> list[int]:
        """The people who may propose a trade now."""
        return traders(self.game, [p for p in range(self.game.n) if self.human(p) is not None])

    def trade_problem(self) -> str | None:
        """Why the Trade button cannot open the builder now (None: it can). A dialog asking
        a trader for a decision gives way to the builder and comes back after it."""
        from ..dialogs import TradeBuilder

        if self.busy or self.order is not None:
            return "Wait until the move on the board is over."
        who = self.traders()
        if not who:
            return no_trade_reason(self.game)
        d = self.dialog
        if d is not None and (not isinstance(d, DialogScene) or isinstance(d, TradeBuilder)
                              or d.player not in who):
            return "First finish with the window on the board."
        return None

    def open_trade(self) -> None:
        """The Trade button: the builder for whoever may trade (asking who, if several may)."""
        from ..dialogs import TradeBuilder

        if self.stack is None or self.trade_problem() is not None:
            return
        held = self.waiting[1] if self.waiting is not None else None
        if isinstance(held, ProposeTrade) and self.game.why_illegal(held) is None:
            self.waiting = None  # a computer's offer, made a moment ago, is on the table first
            self._apply(held)
            self._sync_buttons()
            return
        who = self.traders()
        self._close_dialog()
        self.dialog = TradeBuilder(self.game, self.theme, self.board_middle, who,
                                   on_action=self._send_trade, on_cancel=self._close_dialog)
        self.dialog.show_colour_help(self.markers)
        self.stack.push(self.dialog)

    def _send_trade(self, action: Action) -> None:
        self._close_dialog()
        self.play_now(action)
        self._sync_buttons()

    def _close_dialog(self) -> None:
        if self.dialog is not None and self.stack is not None and self.stack.top is self.dialog:
            self.stack.pop()
        self.dialog = None

    # -- managing property ------------------------------------------------------------------

    def _manage_seat(self) -> int | None:
        """Whose property the Property button opens: the human whose turn it is, else the
        first human still playing."""
        g = self.game
        if g.over:
            return None
        seats = [g.current] + [p for p in range(g.n) if p != g.current]
        return next((p for p in seats if self.human(p) is not None and g.active[p]), None)

    def open_manage(self, p: int, need: int = 0) -> None:
        """The manage view of human ``p``, over the board (in place of the dialog whose
        decision asks for ``need`` dollars, which it keeps in sight; 0: none)."""
        if self.stack is None or self.human(p) is None:
            return
        d = self.dialog
        if isinstance(d, DialogScene) and d.on_manage is not None and d.player == p:
            self._close_dialog()  # the decision comes back when the view closes
        if self.dialog is not None:
            return

        def answer(action: Action) -> None:
            self.choose(action)
            self._close_dialog()

        view = ManageView(self.game, p, self.theme, self.board_middle, self.steps, answer,
                          self._close_dialog, need)
        view.on_refuse = lambda reason: self.sound("refuse")
        view.show_colour_help(self.markers)
        self.dialog = view
        self.stack.push(view)
        self._sync_buttons()

    def _manage_ready(self) -> str | None:
        """Moves made in the manage view play after what is on the board (their animations
        queue behind it), so only the roll for the order of play holds them back."""
        return "wait until the order of play is rolled" if self.order is not None else None

    def _apply_managed(self, action: Action) -> None:
        self.waiting = None  # a computer's held move was chosen before this one
        self.play_now(action)

    def _restored(self, step: Step, lots: list[int]) -> None:
        """A step taken back: the board, panels and log show the position as it was (what
        was still playing ends first, so it does not land on the restored position)."""
        self.waiting = None
        self.animator.skip()
        self.shown_cash = list(self.game.cash)
        for s in lots:
            self.pops[s] = 0.0
        self.sound("sell")
        line = f"{self.game.names[step.player]} takes back: {step.label}."
        self.told.append(line)
        self.log.add([line])
        if self.on_events is not None:
            self.on_events(self.game, [])

    # -- pause ----------------------------------------------------------------------------

    def open_pause(self) -> None:
        """The pause menu on top of everything (dialogs included); the game stops meanwhile."""
        if self.stack is None or self.paused:
            return
        if self._pause is None:
            settings, save, load = self.menu_actions
            self._pause = PauseScene(self.theme, self.size, self.animator.speed,
                                     on_resume=lambda: None, on_speed=self.animator.set_speed,
                                     on_quit_to_title=self.on_quit_to_title, on_settings=settings,
                                     on_save=save, on_load=load, rules=self.game.rules,
                                     colour_help=self.markers)
        else:
            self._pause.reopen(self.size, self.animator.speed)
        self.stack.push(self._pause)

    # -- a pad per seat ---------------------------------------------------------------------

    def deciding(self) -> int | None:
        """The person the table waits on: the one whose dialog is open, else the one the game
        waits for; None while it waits on a computer, or is over."""
        d = self.dialog
        p = d.player if isinstance(d, DialogScene) and d.player >= 0 else self.game.to_move
        return p if p >= 0 and self.human(p) is not None else None

    def holds_back(self, event: pygame.event.Event) -> bool:
        """A pad tied to one person's seat does nothing while another person decides (on the
        table or in its dialogs): the press is dropped and the table says whose move it is.
        The keyboard, the pointer and a pad tied to no seat play for anyone, and any pad plays
        a seat whose own pad is pulled out."""
        pad = getattr(event, "pad", None)
        if (event.type not in (pygame.KEYDOWN, pygame.KEYUP) or not isinstance(pad, int)
                or self.stack is None or self.stack.pads is None
                or self.stack.top not in (self, self.dialog)):
            return False
        deciding = self.deciding()
        seat = None if deciding is None else self.seat_pads.kept_from(self.stack.pads, pad,
                                                                     deciding)
        if seat is None or deciding is None or self.human(seat) is None or not self.game.active[seat]:
            return False
        if event.type == pygame.KEYDOWN:
            names = self.game.names
            self.tell(f"That pad plays {names[seat]}; it is {names[deciding]}'s move.")
        return True

    def _watch_pads(self) -> None:
        """A seat's pad pulled out or plugged in again is told (its seat plays on meanwhile)."""
        if self.stack is None or self.stack.pads is None:
            return
        told = self.seat_pads.changes(self.stack.pads, self.game.names)
        if told:
            self.tell(" ".join(told))

    def tell(self, text: str) -> None:
        """A short notice at the foot of the board's middle, over any dialog; it goes by
        itself."""
        if self.stack is not None:
            self.stack.tell(Toast(self.theme, text, self.board_middle))

    # -- input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.VIDEORESIZE:
            self._resize((max(800, event.w), max(600, event.h)))
            return False
        if event.type == pygame.KEYDOWN and self.looking is not None and self._look_key(event.key):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.KEYDOWN and event.key in self._at_once:
            self._at_once[event.key]()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.looking = None  # the pointer looks for itself
        if event.type == pygame.MOUSEMOTION:
            self._point(event.pos)
        if self.ui.process_events(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.roll_button:
                self._press(Roll)
                return True
            if event.ui_element is self.end_button:
                self._press(EndTurn)
                return True
            if event.ui_element is self.trade_button:
                self.open_trade()
                return True
            if event.ui_element is self.speed_button:
                self.next_speed()
                return True
            if self.claim_button is not None and event.ui_element is self.claim_button:
                self.claim()
                return True
            if event.ui_element is self.property_button:
                self._open_own_property()
                return True
        if event.type == pygame.KEYDOWN:
            if self.animator.busy:
                self.animator.skip()
                return True
            if event.key in self._turn_keys:
                self._turn_keys[event.key]()
                return True
            if event.key in MOVE_KEYS:
                self.focus.handle_key(event)
                return True
            focused = self.focus.current
            if (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused is not None
                    and focused.is_enabled and focused not in (self.roll_button, self.end_button)):
                return self.focus.handle_key(event)
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                action = self._human_turn_action()
                if action is not None:
                    self.choose(action)
                    return True
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (1, 2, 3)
                and not self.covered):
            panel = next((p for p, r in enumerate(self.layout.panels) if r.collidepoint(event.pos)),
                         None)
            if panel is not None and self.human(panel) is not None and self.dialog is None:
                self.open_manage(panel)
                return True
            if self.animator.busy:
                self.animator.skip()
                return True
            return self._pin(event.pos)
        return False

    @property
    def _at_once(self) -> dict[int, Callable[[], None]]:
        """The table's keys that act even while a move plays on the board."""
        return {ACTION_KEYS["odds"]: self.odds.toggle, ACTION_KEYS["speed"]: self.next_speed,
                ACTION_KEYS["look"]: self.look}

    @property
    def _turn_keys(self) -> dict[int, Callable[[], None]]:
        """The keys of the table's buttons (a press while a move plays ends the move first)."""
        return {ACTION_KEYS["roll"]: lambda: self._press(Roll),
                ACTION_KEYS["end_turn"]: lambda: self._press(EndTurn),
                ACTION_KEYS["property"]: self._key_property,
                ACTION_KEYS["trade"]: self.open_trade, ACTION_KEYS["claim"]: self.claim}

    def _key_property(self) -> None:
        if self.has_human and self.property_button.is_enabled:
            self._open_own_property()

    # -- the board's cursor -----------------------------------------------------------------

    def look(self) -> None:
        """The board's cursor on (at the space of the player whose turn it is) or off; never
        while a dialog or menu is over the table."""
        if self.looking is not None:
            self.looking = None
        elif not self.covered and self.dialog is None:
            self.looking = self.game.pos[self.game.current] % self.game.board.size

    def _look_key(self, key: int) -> bool:
        """A key while the cursor is up: the arrows and Page Up/Down move it, Esc (a pad's
        back) leaves it, Enter on a person's property opens his property at its group; the
        table's buttons keep the other keys. True when the key was the cursor's."""
        assert self.looking is not None
        to = moved(self.game.board, self.looking, key)
        if to is not None:
            self.looking = to
        elif key == pygame.K_ESCAPE:
            self.looking = None
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._manage_at(self.looking)
        else:
            return key == pygame.K_TAB
        return True

    def _manage_at(self, s: int) -> None:
        """The property view of the person who owns ``s``, at its group."""
        g = self.game
        owner = g.owner[s] if g.board.is_property[s] else -1
        if owner < 0 or self.human(owner) is None or not g.active[owner] or self.dialog is not None:
            return
        self.looking = None
        self.open_manage(owner)
        if isinstance(self.dialog, ManageView) and g.board.group_of[s] >= 0:
            self.dialog.group = g.board.group_of[s]
            self.dialog.refresh()

    @property
    def covered(self) -> bool:
        """A dialog or menu is over the table: the board under it does not follow the pointer."""
        return self.stack is not None and self.stack.top is not self

    def pause(self) -> None:
        """Something opened over the table: no deed stays up under it, nor the cursor."""
        self.hover = None
        self.pinned = None
        self.looking = None

    def _point(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.hover = None if self.covered else self.space_at(pos)

    def _pin(self, pos: tuple[int, int]) -> bool:
        """A click on a property pins its deed (a second click, or one elsewhere, lets go)."""
        s = self.space_at(pos)
        if s is not None and self.game.board.is_property[s]:
            self.pinned = None if self.pinned is not None and self.pinned[0] == s else (s, pos)
            return True
        self.pinned = None
        return False

    def _press(self, kind: type[Action]) -> None:
        action = self._human_turn_action()
        if isinstance(action, kind):
            self.choose(action)

    # -- drawing --------------------------------------------------------------------------

    def deed_shown(self) -> tuple[int, pygame.Rect] | None:
        """The property whose deed is on screen now, and where."""
        g = self.game
        if self.covered:
            return None
        if self.looking is not None:
            if not g.board.is_property[self.looking]:
                return None
            s = self.looking
            card = self.deeds.get(g, s, self.deed_width())
            return s, self._toward_middle(card.get_size(), self.space_rect(s))
        if self.hover is not None and g.board.is_property[self.hover] and self.pointer is not None:
            s, at = self.hover, self.pointer
        elif self.pinned is not None:
            s, at = self.pinned
        else:
            return None
        card = self.deeds.get(g, s, self.deed_width())
        return s, place_near(card.get_size(), at, pygame.Rect((0, 0), self.size))

    def space_rect(self, s: int) -> pygame.Rect:
        """Where space ``s`` is on the screen."""
        return self.geo.rect(s).move(self.layout.board.topleft)

    def _toward_middle(self, size: tuple[int, int], space: pygame.Rect) -> pygame.Rect:
        """A card beside ``space`` on the side of the board's middle, clear of the space and
        of its neighbours along the edge."""
        rect = pygame.Rect((0, 0), size)
        middle = self.layout.board.center
        dx, dy = middle[0] - space.centerx, middle[1] - space.centery
        gap = max(4, min(space.size) // 8)
        if abs(dx) > abs(dy):
            if dx > 0:
                rect.midleft = (space.right + gap, space.centery)
            else:
                rect.midright = (space.left - gap, space.centery)
        elif dy > 0:
            rect.midtop = (space.centerx, space.bottom + gap)
        else:
            rect.midbottom = (space.centerx, space.top - gap)
        return rect.clamp(pygame.Rect((0, 0), self.size))

    def deed_width(self) -> int:
        return max(220, min(340, round(min(self.size) * 0.3)))

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def flyer_font(self) -> pygame.font.Font:
        return font(max(14, self.size[1] // 40), bold=True)
