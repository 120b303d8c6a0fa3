"""The engine's events as tweens on the game scene: dice, hops, GO, cards, money, buildings,
mortgages, and the order of play at the start. The scene's shown state always ends where the
engine is once every tween is done (or skipped)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
import pygame

from ...engine import events as ev
from ...engine.edition import SpaceKind
from ..kit.animation import Tween, ease
from ..views.card import render_card
from ..views.groups import GroupLook
from .flights import CardFlight, Flyer
from .order import OrderView
from .stage import Stage


HOP = 0.06  # seconds per space a token hops
MONEY = 0.3  # seconds money takes between panels
DICE = 0.35  # the dice tumbling
CARD = 2.0  # a card's whole flight: out, shown, back
FLIP = 0.45  # a mortgaged deed turning over
GO_FLASH = 0.4
DEAL = 0.6  # a round of dealt deeds flying to their owners


class Motion:
    """Turns events into the scene's tweens."""

    def __init__(self, scene: Stage) -> None:
        self.scene = scene
        self._faces: dict[tuple[str, str, int], pygame.Surface] = {}

    # -- places -----------------------------------------------------------------------------

    def spot(self, who: int) -> tuple[float, float]:
        """Where money to or from ``who`` flies: his panel, or the middle of the board (Bank)."""
        if who >= 0:
            c = self.scene.layout.panels[who].center
        else:
            c = self.scene.layout.board.center
        return float(c[0]), float(c[1])

    def space_centre(self, s: int) -> tuple[float, float]:
        r = self.scene.space_rect(s)
        return float(r.centerx), float(r.centery)

    # -- the start ----------------------------------------------------------------------------

    def intro(self) -> None:
        """Roll for the order of play on screen, then deal the deeds the rules deal."""
        sc = self.scene
        setup = sc.game.setup_events
        if not any(isinstance(e, ev.OrderRolled) for e in setup):
            return
        view = OrderView(sc.theme, sc.game.names, sc.token_art, sc.rng.randrange(1 << 30))
        sc.order = view

        def show(t: float) -> None:
            sc.order = view

        sc.animator.add(Tween(0.25, show))
        for tween in view.tweens(setup, sc.sound):
            sc.animator.add(tween)
        sc.animator.add(Tween(0.0, done=lambda: setattr(sc, "order", None)))
        deals = [e for e in setup if isinstance(e, ev.DeedDealt)]
        for e in deals:
            sc.shown_cash[e.player] += e.price
            sc.hidden_owner.add(e.space)
        for k in range(0, len(deals), max(1, sc.game.n)):
            sc.animator.add(*[self._deal(e) for e in deals[k:k + sc.game.n]])

    def _deal(self, e: ev.DeedDealt) -> Tween:
        sc = self.scene
        board = sc.game.board
        pal = sc.theme.palette
        fill = pygame.Color(pal.accent)
        if board.kind[e.space] is SpaceKind.STREET:
            fill = GroupLook(sc.theme, sc.markers).color(board.group_ids[board.group_of[e.space]],
                                                         pal.accent)
        from ..views.deed import ink_on

        ink = ink_on(fill, pygame.Color("#ffffff"), pygame.Color(pal.text))
        label = board.names[e.space] + (f"  -{sc.words.money(e.price)}" if e.price else "")
        flyer = Flyer(label, fill, ink, self.space_centre(e.space), self.spot(e.player))

        def land() -> None:
            sc.shown_cash[e.player] -= e.price
            sc.hidden_owner.discard(e.space)
        return self._fly(flyer, DEAL, land)

    # -- events -------------------------------------------------------------------------------

    def animate(self, events: Sequence[ev.Event], lines: Sequence[str]) -> None:
        """Queue the events' tweens in order; each event's log line (``lines``, one an event)
        and sound come as its own tweens start, so the log tells what the board shows."""
        sc = self.scene
        handled: set[int] = set()
        for i, e in enumerate(events):
            if i in handled:
                continue
            if isinstance(e, ev.TokenMoved):
                salary = self._salary_after(events, i, e)
                if salary is not None:
                    handled.add(salary)
                self._hops(e, lines[i], (events[salary], lines[salary]) if salary is not None else None)
                continue
            thrown = isinstance(e, ev.DiceRolled)  # a throw is told when the dice land
            self._begin("" if thrown else lines[i], self._cue(e))
            if thrown:
                assert isinstance(e, ev.DiceRolled)
                sc.animator.add(self._dice(e.d1, e.d2, lines[i]))
            elif isinstance(e, ev.SentToJail):
                sc.animator.add(self._slide(e.player, sc.game.board.jail))
            elif isinstance(e, ev.CardDrawn):
                sc.animator.add(self._card(e.deck, e.card))
            elif isinstance(e, (ev.BuildingBuilt, ev.BuildingsSold)):
                sc.animator.add(Tween(0.25, done=self._popper(e.space)))
            elif isinstance(e, (ev.Mortgaged, ev.Unmortgaged)):
                sc.animator.add(self._flip(e.space))
            transfers = e.transfers()
            if transfers:
                self._money(e, transfers)

    @staticmethod
    def _cue(e: ev.Event) -> str:
        """The sound an event makes as it starts to play ("" for none)."""
        if isinstance(e, ev.Payment):
            return "salary" if e.reason is ev.PayReason.SALARY else "rent"
        if isinstance(e, ev.BuildingBuilt):
            return "build"
        if isinstance(e, (ev.Mortgaged, ev.Unmortgaged)):
            return "mortgage"
        cues: dict[type[ev.Event], str] = {
            ev.DiceRolled: "dice", ev.SentToJail: "jail", ev.CardDrawn: "card",
            ev.BuildingsSold: "sell", ev.PropertyBought: "buy", ev.AuctionWon: "buy",
            ev.Bankrupted: "bankrupt", ev.GameOver: "win"}
        return cues.get(type(e), "")

    def _begin(self, line: str, cue: str = "") -> None:
        """A step of no length: the log line (if any) goes up and the sound plays when it is
        reached."""
        sc = self.scene

        def start() -> None:
            if line:
                sc.log.add([line])
            if cue:
                sc.sound(cue)
        sc.animator.add(Tween(0.0, done=start))

    @staticmethod
    def _salary_after(events: Sequence[ev.Event], i: int, move: ev.TokenMoved) -> int | None:
        """The index of the salary a move past GO pays, so it flies as the token passes GO."""
        if move.steps <= 0:
            return None
        for j in range(i + 1, len(events)):
            e = events[j]
            if isinstance(e, ev.Payment) and e.reason is ev.PayReason.SALARY and e.payee == move.player:
                return j
            if isinstance(e, (ev.TokenMoved, ev.SentToJail)):
                return None
        return None

    # -- tweens ---------------------------------------------------------------------------------

    def _fly(self, flyer: Flyer, duration: float, land: Callable[[], None]) -> Tween:
        """A tween moving ``flyer`` along; ``land`` runs when it arrives (or is skipped)."""
        sc = self.scene

        def move(t: float) -> None:
            flyer.t = t
            if flyer not in sc.flyers:
                sc.flyers.append(flyer)

        def arrive() -> None:
            if flyer in sc.flyers:
                sc.flyers.remove(flyer)
            land()
        return Tween(duration, move, arrive)

    def _money(self, e: ev.Event, transfers: tuple[tuple[int, int], ...]) -> None:
        sc = self.scene
        losers = [p for p, d in transfers if d < 0]
        gainers = [p for p, d in transfers if d > 0]
        start = self.spot(losers[0] if losers else -1)
        if not losers and isinstance(e, ev.Payment) and e.reason is ev.PayReason.SALARY:
            start = self.space_centre(0)
        end = self.spot(gainers[0] if gainers else -1)
        amount = max(abs(d) for _, d in transfers)
        pal = sc.theme.palette
        flyer = Flyer(sc.words.money(amount), pygame.Color(pal.accent), pygame.Color(pal.accent_text),
                      start, end)
        after = dict(transfers)

        def land() -> None:
            for p, d in after.items():
                sc.shown_cash[p] += d
        sc.animator.add(self._fly(flyer, MONEY, land))

    def _dice(self, d1: int, d2: int, line: str) -> Tween:
        """The dice tumble, then land showing the throw, and its line goes up."""
        sc = self.scene

        def spin(t: float) -> None:
            sc.dice_spin = 1.0 - t
            if t < 1.0:
                sc.dice = (sc.rng.randint(1, 6), sc.rng.randint(1, 6))

        def land() -> None:
            sc.dice = (d1, d2)
            sc.dice_spin = 0.0
            sc.log.add([line])

        return Tween(DICE, spin, land)

    def _hops(self, e: ev.TokenMoved, line: str, salary: tuple[ev.Event, str] | None) -> None:
        """The token hops space by space; the salary's line goes up as it reaches GO, the
        move's as it starts its last hop."""
        sc = self.scene
        size = sc.game.board.size
        direction = 1 if e.steps > 0 else -1
        steps = abs(e.steps)
        for k in range(steps):
            a = (e.start + direction * k) % size
            b = (a + direction) % size
            if b == 0 and direction > 0 and salary is not None:
                self._begin(salary[1])
            if k == steps - 1:
                self._begin(line)

            def hop(t: float, a: int = a, b: int = b, p: int = e.player) -> None:
                # Interpolate along the board, not across it, when wrapping past GO.
                sc.shown_pos[p] = a + (((b - a + size // 2) % size) - size // 2) * ease(t)
                sc.hop[p] = 4 * t * (1 - t)

            def land(b: int = b, p: int = e.player) -> None:
                sc.shown_pos[p] = float(b)
                sc.hop[p] = 0.0
                if b == 0 and direction > 0:
                    self._pass_go(p, salary[0] if salary is not None else None)
                sc.sound("move")

            sc.animator.add(Tween(HOP, hop, land))
        if not steps:
            self._begin(line)

    def _pass_go(self, p: int, salary: ev.Event | None) -> None:
        """GO flashes; the salary flies from GO to the player's panel while he moves on."""
        sc = self.scene

        def flash(t: float) -> None:
            sc.go_flash = t if t < 1.0 else 0.0
        sc.animator.spawn(Tween(GO_FLASH, flash))
        if isinstance(salary, ev.Payment):
            sc.sound("salary")
            pal = sc.theme.palette
            flyer = Flyer(sc.words.money(salary.amount), pygame.Color(pal.highlight),
                          pygame.Color(pal.text), self.space_centre(0), self.spot(p))
            amount = salary.amount

            def land() -> None:
                sc.shown_cash[p] += amount
            sc.animator.spawn(self._fly(flyer, 0.8, land))

    def _slide(self, p: int, target: int) -> Tween:
        sc = self.scene
        start = sc.shown_pos[p]

        def slide(t: float) -> None:
            sc.shown_pos[p] = start + (target - start) * ease(t)

        def land() -> None:
            sc.shown_pos[p] = float(target)
        return Tween(0.45, slide, land)

    def _card(self, deck: str, card: str) -> Tween:
        sc = self.scene
        width = round(sc.layout.board.w * 0.42)
        key = (deck, card, width)
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) > 16:
                self._faces.clear()
            face = self._faces[key] = render_card(sc.theme, deck, sc.names.cards[card], width)
        deck_rect = sc.geo.deck_rect(deck)
        back = sc.board_image().subsurface(deck_rect).copy()
        flight = CardFlight(face, back, deck_rect.move(sc.layout.board.topleft), sc.board_middle.center)

        def fly(t: float) -> None:
            flight.t = t
            sc.card = flight

        def done() -> None:
            sc.card = None
        return Tween(CARD, fly, done)

    def _popper(self, space: int) -> Callable[[], None]:
        sc = self.scene

        def pop() -> None:
            sc.pops[space] = 0.0
        return pop

    def _flip(self, space: int) -> Tween:
        sc = self.scene

        def turn(t: float) -> None:
            sc.flips[space] = t

        def done() -> None:
            sc.flips.pop(space, None)
        return Tween(FLIP, turn, done)
