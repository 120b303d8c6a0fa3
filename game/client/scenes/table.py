"""The game scene: the board, tokens, dice, cards and money in motion, panels and log.

Each frame: play the animations of what already happened; when none is playing, ask the
controller of whoever may move next (the AI at once, a human through buttons and dialogs),
apply that one action and turn its events into animations.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui

from ...ai import Controller, Stepper, make_controller
from ...engine import Action, EndTurn, Game, Phase, Roll
from ...engine import events as ev
from ...themes import Theme
from .. import layout as lay
from ..animation import Animator, Tween, ease
from ..board_view import BoardGeometry, BoardRenderer, svg
from ..card_view import render_card
from ..fonts import font
from ..panels import LogView, PanelView
from ..scene import Scene

HOP = 0.11  # seconds per space a token hops
AI_BEAT = 0.25  # a short pause before each computer move, so a person can follow


class HumanController:
    """A seat played by a person: the scene hands over the action he chose."""

    def __init__(self) -> None:
        self.chosen: Action | None = None

    def decide(self, game: Game, player: int) -> Action | None:
        action, self.chosen = self.chosen, None
        return action


@dataclass(frozen=True)
class Seat:
    name: str
    token: int  # index into the theme's tokens
    level: str  # "human" or an AI level


def make_controllers(seats: Sequence[Seat], seed: int) -> list[Controller]:
    return [HumanController() if s.level == "human" else make_controller(s.level, seed + i)
            for i, s in enumerate(seats)]


@dataclass
class Flyer:
    """A label (money, usually) flying from one point to another."""

    text: str
    color: str
    start: tuple[float, float]
    end: tuple[float, float]
    t: float = 0.0


class GameScene(Scene):
    def __init__(self, size: tuple[int, int], game: Game, theme: Theme, seats: Sequence[Seat],
                 controllers: Sequence[Controller] | None = None, speed: str = "normal",
                 on_over: Callable[[Game], None] | None = None,
                 play_sound: Callable[[str], None] | None = None, seed: int = 0,
                 on_events: Callable[[Game, list[ev.Event]], None] | None = None) -> None:
        super().__init__()
        self.game = game
        self.theme = theme
        self.seats = list(seats)
        self.controllers = list(controllers or make_controllers(seats, seed))
        self.stepper = Stepper(game, self.controllers)
        self.animator = Animator(speed)
        self.on_over = on_over
        self.on_events = on_events
        self.dialog: Scene | None = None
        self.sound = play_sound or (lambda cue: None)
        self.rng = random.Random(seed)
        self.names = theme.names(game.names)
        self.panels = [PanelView(theme, str(theme.path(theme.tokens[s.token].art))) for s in seats]
        self.log = LogView(theme)
        self.log.add([e.text(self.names) for e in game.setup_events])
        self.shown_pos: list[float] = [float(x) for x in game.pos]
        self.hop: list[float] = [0.0] * game.n
        self.shown_cash = list(game.cash)
        self.dice: tuple[int, int] = game.last_roll if game.last_roll != (0, 0) else (1, 1)
        self.dice_spin = 0.0
        self.card: tuple[pygame.Surface, float] | None = None  # face, progress 0..1..2
        self.flyers: list[Flyer] = []
        self.pops: dict[int, float] = {}
        self.beat = 0.0
        self.over_sent = False
        self.ui = pygame_gui.UIManager(size, str(theme.ui_theme_path))
        self._board_cache: tuple[int, pygame.Surface] | None = None
        self._resize(size)

    # -- layout ---------------------------------------------------------------------------

    def _resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.layout = lay.compute(size, self.game.n)
        self.geo = BoardGeometry(self.layout.board.w)
        self.ui.set_window_resolution(size)
        self.ui.clear_and_reset()
        b = self.layout.buttons
        half = (b.w - 10) // 2
        self.roll_button = pygame_gui.elements.UIButton(pygame.Rect(b.x, b.y, half, b.h), "Roll the dice",
                                                        self.ui, object_id="@primary")
        self.end_button = pygame_gui.elements.UIButton(pygame.Rect(b.x + half + 10, b.y, half, b.h),
                                                       "End turn", self.ui)
        if not any(isinstance(c, HumanController) for c in self.controllers):
            self.roll_button.hide()
            self.end_button.hide()
        self._sync_buttons()

    def _board(self) -> pygame.Surface:
        side = self.layout.board.w
        if self._board_cache is None or self._board_cache[0] != side:
            self._board_cache = (side, BoardRenderer(self.theme, self.game.rules).render(side))
        return self._board_cache[1]

    # -- flow -----------------------------------------------------------------------------

    def human(self, p: int) -> HumanController | None:
        c = self.controllers[p]
        return c if isinstance(c, HumanController) else None

    def _human_turn_action(self) -> Action | None:
        """The button action a human may take now (Roll or End turn), if the game waits on it."""
        g = self.game
        if g.over or g.decisions or self.human(g.current) is None or self.animator.busy:
            return None
        if g.phase is Phase.PRE_ROLL and not g.in_jail[g.current]:
            return Roll(g.current)
        if g.phase is Phase.POST_ROLL:
            return EndTurn(g.current)
        return None

    def _sync_buttons(self) -> None:
        action = self._human_turn_action()
        for button, kind in ((self.roll_button, Roll), (self.end_button, EndTurn)):
            if isinstance(action, kind):
                button.enable()
            else:
                button.disable()

    def choose(self, action: Action) -> None:
        """A human chose ``action`` (from a button or a dialog)."""
        h = self.human(action.player)
        if h is not None and self.game.why_illegal(action) is None:
            h.chosen = action

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.animator.update(dt)
        for f in self.flyers:
            f.t += dt / max(0.001, 0.6 * self.animator.scale or 0.001)
        self.flyers = [f for f in self.flyers if f.t < 1.0]
        self.pops = {s: t + dt * 3 for s, t in self.pops.items() if t < 1.0}
        if self.animator.busy:
            self._sync_buttons()
            return
        g = self.game
        if g.over:
            if not self.over_sent and self.on_over is not None:
                self.over_sent = True
                self.on_over(g)
            return
        if self.dialog is not None:
            return
        p, action = self.stepper.next_move()
        if action is None:
            self._sync_buttons()
            if self.human(p) is not None and self._human_turn_action() is None:
                self._open_dialog(p)
            return
        if self.human(p) is None and self.beat < AI_BEAT * self.animator.scale:
            self.beat += dt
            return
        self.beat = 0.0
        self._apply(action)
        self._sync_buttons()

    def _apply(self, action: Action) -> None:
        events = self.game.apply(action)
        self.log.add([e.text(self.names) for e in events])
        if self.on_events is not None:
            self.on_events(self.game, events)
        self._animate(events)

    def _open_dialog(self, p: int) -> None:
        """The game waits on a human for something other than the dice: ask him in a dialog."""
        from ..dialogs import dialog_for

        area = self.geo.center.move(self.layout.board.topleft)

        def answer(action: Action) -> None:
            self.choose(action)
            self._close_dialog()

        dialog = dialog_for(self.game, p, self.theme, area, answer)
        if dialog is not None and self.stack is not None:
            self.dialog = dialog
            self.stack.push(dialog)

    def _close_dialog(self) -> None:
        if self.dialog is not None and self.stack is not None and self.stack.top is self.dialog:
            self.stack.pop()
        self.dialog = None

    # -- events to animations -------------------------------------------------------------

    def _spot(self, who: int) -> tuple[float, float]:
        """Where money to or from ``who`` flies: his panel, or the middle of the board."""
        if who >= 0:
            return self.layout.panels[who].center
        c = self.layout.board.center
        return float(c[0]), float(c[1])

    def _animate(self, events: list[ev.Event]) -> None:
        g = self.game
        for e in events:
            if isinstance(e, ev.DiceRolled):
                self.sound("dice")
                self.animator.add(self._dice_tween(e.d1, e.d2))
            elif isinstance(e, ev.TokenMoved):
                self._hops(e)
            elif isinstance(e, ev.SentToJail):
                self.sound("jail")
                self.animator.add(self._slide(e.player, g.board.jail))
            elif isinstance(e, ev.CardDrawn):
                self.sound("card")
                text = self.names.cards[e.card]
                face = render_card(self.theme, e.deck, text, round(self.layout.board.w * 0.42))
                self.animator.add(self._card_tween(face))
            elif isinstance(e, (ev.BuildingBuilt, ev.BuildingsSold)):
                self.sound("build" if isinstance(e, ev.BuildingBuilt) else "sell")
                self.animator.add(Tween(0.25, done=self._popper(e.space)))
            elif isinstance(e, ev.Mortgaged):
                self.sound("mortgage")
            elif isinstance(e, (ev.PropertyBought, ev.AuctionWon)):
                self.sound("buy")
            elif isinstance(e, ev.Bankrupted):
                self.sound("bankrupt")
            elif isinstance(e, ev.GameOver):
                self.sound("win")
            transfers = e.transfers()
            if transfers:
                self._money(e, transfers)

    def _popper(self, space: int) -> Callable[[], None]:
        def pop() -> None:
            self.pops[space] = 0.0
        return pop

    def _money(self, e: ev.Event, transfers: tuple[tuple[int, int], ...]) -> None:
        cur = self.theme.currency
        if isinstance(e, ev.Payment) and e.reason is ev.PayReason.SALARY:
            self.sound("salary")
        elif isinstance(e, ev.Payment):
            self.sound("rent")
        losers = [p for p, d in transfers if d < 0]
        gainers = [p for p, d in transfers if d > 0]
        source = losers[0] if losers else -1
        target = gainers[0] if gainers else -1
        amount = max(abs(d) for _, d in transfers)
        flyer = Flyer(f"{cur}{amount:,}", self.theme.palette.accent, self._spot(source), self._spot(target))
        after = {p: d for p, d in transfers}

        def land() -> None:
            for p, d in after.items():
                self.shown_cash[p] += d

        def start() -> None:
            self.flyers.append(flyer)

        self.animator.add(Tween(0.0, done=start), Tween(0.45, done=land))

    def _dice_tween(self, d1: int, d2: int) -> Tween:
        def spin(t: float) -> None:
            self.dice_spin = 1.0 - t
            if t < 1.0:
                self.dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))

        def land() -> None:
            self.dice = (d1, d2)
            self.dice_spin = 0.0

        return Tween(0.55, spin, land)

    def _hops(self, e: ev.TokenMoved) -> None:
        size = self.game.board.size
        direction = 1 if e.steps > 0 else -1
        for k in range(abs(e.steps)):
            a = (e.start + direction * k) % size
            b = (a + direction) % size

            def hop(t: float, a: int = a, b: int = b, p: int = e.player) -> None:
                # Interpolate along the board, not across it, when wrapping past GO.
                self.shown_pos[p] = a + (((b - a + size // 2) % size) - size // 2) * ease(t)
                self.hop[p] = 4 * t * (1 - t)

            def land(b: int = b, p: int = e.player) -> None:
                self.shown_pos[p] = float(b)
                self.hop[p] = 0.0
                if b == 0:
                    self.pops[0] = 0.0
                self.sound("move")

            self.animator.add(Tween(HOP, hop, land))

    def _slide(self, p: int, target: int) -> Tween:
        start = self.shown_pos[p]

        def slide(t: float) -> None:
            self.shown_pos[p] = start + (target - start) * ease(t)

        return Tween(0.45, slide, lambda: self.shown_pos.__setitem__(p, float(target)))

    def _card_tween(self, face: pygame.Surface) -> Tween:
        def show(t: float) -> None:
            self.card = (face, t * 3.0)

        return Tween(1.9, show, lambda: setattr(self, "card", None))

    # -- input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.VIDEORESIZE:
            self._resize((event.w, event.h))
            return False
        if self.ui.process_events(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.roll_button:
                self._press(Roll)
                return True
            if event.ui_element is self.end_button:
                self._press(EndTurn)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            if self.animator.busy:
                self.animator.skip()
                return True
            action = self._human_turn_action()
            if action is not None:
                self.choose(action)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.animator.busy:
            self.animator.skip()
            return True
        return False

    def _press(self, kind: type[Action]) -> None:
        action = self._human_turn_action()
        if isinstance(action, kind):
            self.choose(action)

    # -- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.theme.palette
        surface.fill(pygame.Color(pal.center).lerp(pygame.Color(pal.line), 0.08))
        board = self.layout.board
        surface.blit(self._board(), board)
        self._draw_property_state(surface)
        self._draw_tokens(surface)
        self._draw_dice(surface)
        g = self.game
        deciding = g.to_move
        for p, rect in enumerate(self.layout.panels):
            self.panels[p].draw(surface, rect, g, p, self.shown_cash[p], p == g.current and not g.over,
                                p == deciding)
        self.log.draw(surface, self.layout.log)
        if self.card is not None:
            self._draw_card(surface, *self.card)
        self._draw_flyers(surface)
        self.ui.draw_ui(surface)

    def _draw_property_state(self, surface: pygame.Surface) -> None:
        g = self.game
        geo = self.geo
        ox, oy = self.layout.board.topleft
        pal = self.theme.palette
        top = g.hotel_level
        for s in g.board.properties:
            owner = g.owner[s]
            if owner < 0:
                continue
            rect = geo.rect(s).move(ox, oy)
            if g.mortgaged[s]:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((*pygame.Color(pal.mortgaged)[:3], 150))
                surface.blit(veil, rect)
            self._owner_marker(surface, s, rect, owner)
            level = g.level[s]
            if level:
                self._buildings(surface, s, geo.band(s).move(ox, oy), level, level == top)

    def _owner_marker(self, surface: pygame.Surface, s: int, rect: pygame.Rect, owner: int) -> None:
        """A strip in the owner's color along the space's outer edge."""
        side = self.geo.side(s)
        depth = max(3, rect.w // 10 if side in ("bottom", "top") else rect.h // 10)
        edge = {"bottom": pygame.Rect(rect.x, rect.bottom - depth, rect.w, depth),
                "top": pygame.Rect(rect.x, rect.y, rect.w, depth),
                "left": pygame.Rect(rect.x, rect.y, depth, rect.h),
                "right": pygame.Rect(rect.right - depth, rect.y, depth, rect.h)}.get(side, rect)
        pygame.draw.rect(surface, pygame.Color(lay.PLAYER_COLORS[owner % 8]), edge)

    def _buildings(self, surface: pygame.Surface, s: int, band: pygame.Rect, level: int, hotel: bool) -> None:
        icons = self.theme.icons
        art = icons.hotel if hotel else icons.house
        count = 1 if hotel else level
        size = max(6, min(band.h, band.w) - 4) if band.w > band.h else max(6, min(band.w, band.h) - 4)
        size = min(size, (max(band.w, band.h) - 4) // max(1, count)) if not hotel else size
        pop = self.pops.get(s)
        if pop is not None and pop < 1.0:
            size = round(size * (1.0 + 0.5 * (1 - pop)))
        horizontal = band.w >= band.h
        for i in range(count):
            if horizontal:
                x = band.centerx - (count * size) // 2 + i * size
                pos = (x, band.centery - size // 2)
            else:
                y = band.centery - (count * size) // 2 + i * size
                pos = (band.centerx - size // 2, y)
            if art:
                surface.blit(svg(str(self.theme.path(art)), size), pos)
            else:
                pygame.draw.rect(surface, pygame.Color(self.theme.palette.accent), (*pos, size, size))

    def _token_center(self, p: int, position: float) -> tuple[float, float]:
        size = self.game.board.size
        a = int(position) % size
        b = (a + 1) % size
        frac = position - int(position)
        ra, rb = self.geo.rect(a), self.geo.rect(b)
        x = ra.centerx + (rb.centerx - ra.centerx) * frac
        y = ra.centery + (rb.centery - ra.centery) * frac
        return x + self.layout.board.x, y + self.layout.board.y

    def _draw_tokens(self, surface: pygame.Surface) -> None:
        g = self.game
        size = round(self.geo.unit * 0.5)
        spots: dict[int, int] = {}
        for p in range(g.n):
            if not g.active[p]:
                continue
            pos = self.shown_pos[p]
            cell = round(pos) % g.board.size
            k = spots.get(cell, 0)
            spots[cell] = k + 1
            x, y = self._token_center(p, pos)
            x += ((k % 3) - 1) * size * 0.45
            y += ((k // 3) - 0.5) * size * 0.45 - self.hop[p] * size * 0.8
            art = str(self.theme.path(self.theme.tokens[self.seats[p].token].art))
            img = svg(art, size)
            base = (round(x), round(y))
            radius = round(size * 0.56)
            pygame.draw.circle(surface, (255, 255, 255), base, radius)
            pygame.draw.circle(surface, pygame.Color(lay.PLAYER_COLORS[p % 8]), base, radius, max(2, size // 12))
            surface.blit(img, img.get_rect(center=base))

    def _draw_dice(self, surface: pygame.Surface) -> None:
        mid = self.geo.center.move(self.layout.board.topleft)
        size = round(mid.w * 0.09)
        y = mid.y + round(mid.h * 0.84)
        x = mid.x + round(mid.w * 0.12)
        for i, face in enumerate(self.dice):
            angle = self.dice_spin * 40 * (1 if i else -1)
            die = self._die(face, size)
            if angle:
                die = pygame.transform.rotate(die, angle)
            surface.blit(die, die.get_rect(center=(x + i * round(size * 1.35), y)))

    def _die(self, face: int, size: int) -> pygame.Surface:
        pal = self.theme.palette
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(s, (255, 255, 255), s.get_rect(), border_radius=size // 6)
        pygame.draw.rect(s, pygame.Color(pal.line), s.get_rect(), max(2, size // 20), border_radius=size // 6)
        pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
                4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
                6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[face]
        for cx, cy in pips:
            pygame.draw.circle(s, pygame.Color(pal.text), (round(size * (0.25 + 0.25 * cx)),
                                                            round(size * (0.25 + 0.25 * cy))), max(2, size // 11))
        return s

    def _draw_card(self, surface: pygame.Surface, face: pygame.Surface, t: float) -> None:
        mid = self.geo.center.move(self.layout.board.topleft)
        if t < 0.4:  # flying out of the deck, turning over
            k = ease(t / 0.4)
            w = max(1, round(face.get_width() * abs(2 * k - 1)))
            img = pygame.transform.smoothscale(face, (w, face.get_height()))
        elif t > 2.6:  # going back
            k = (3.0 - t) / 0.4
            img = pygame.transform.smoothscale(face, (max(1, round(face.get_width() * k)),
                                                      max(1, round(face.get_height() * k))))
        else:
            img = face
        surface.blit(img, img.get_rect(center=mid.center))

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        f = font(max(14, self.size[1] // 40), bold=True)
        pal = self.theme.palette
        for fl in self.flyers:
            k = ease(min(1.0, fl.t))
            x = fl.start[0] + (fl.end[0] - fl.start[0]) * k
            y = fl.start[1] + (fl.end[1] - fl.start[1]) * k - 40 * 4 * k * (1 - k)
            img = f.render(fl.text, True, pygame.Color(pal.accent_text))
            box = img.get_rect(center=(round(x), round(y))).inflate(14, 6)
            pygame.draw.rect(surface, pygame.Color(fl.color), box, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))
