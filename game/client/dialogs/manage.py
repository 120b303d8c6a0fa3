"""The manage view: a player's deeds group by group, with build, sell, mortgage and lift on
each, a whole group built up or sold down evenly in one go, undo of his latest steps, and what
he owes while he is raising money.

Every button asks the engine first: what the rules forbid is shown disabled, and the reason
appears beside the pointer (or the keyboard focus). The view applies the player's moves at once
through :class:`~.manage_steps.Steps`; the game waits while it is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIButton, UIImage

from ...engine import (Action, Build, Debt, Game, Mortgage, SellBuilding, SellHotels, Unmortgage,
                       buildings)
from ...engine.edition import SpaceKind
from ...engine.tables import percent
from ...themes import Theme
from ..views.deed import DeedCache, place_near
from ..kit.fonts import wrap
from .base import ActionSink, Choice, DialogScene, sentence
from .debt import debt_choices, debt_heading, first_raise, still_to_raise
from .manage_card import card_texts, render_card
from .manage_steps import Steps
from .trade_terms import listing

class ManageView(DialogScene):
    """One player's property: pick a group, act on a deed or on the whole group."""

    def __init__(self, game: Game, player: int, theme: Theme, area: pygame.Rect, steps: Steps,
                 on_action: ActionSink, on_close: Callable[[], None], need: int = 0) -> None:
        """``on_action`` takes the answers to his debt (pay, bankruptcy) the way every dialog
        sends its answer; ``on_close`` takes the view away. ``need``: the cash that the
        decision it was opened from asks for (a purchase, a bid, a fine, a tax; 0: none)."""
        super().__init__(theme, area, game, player, on_action)
        self.steps = steps
        self.on_close = on_close
        self.need = need
        self.first_move: Mortgage | SellBuilding | SellHotels | None = None  # see advised
        self.group = -1  # the group shown; laid out first, the one it opens at (see opening)
        self.pointer: tuple[int, int] | None = None
        self._refused = ""  # the label of the greyed button pressed last, to say why where it is
        self._refusal_shown = False  # a reason line gave its place to the refusal band
        self._cards: list[tuple[UIImage, int]] = []
        self._deeds = DeedCache(theme)
        self._seen = self._state()
        self.refresh()

    def show_colour_help(self, on: bool) -> None:
        self._deeds.colour_help = on
        super().show_colour_help(on)

    # -- what the view knows -----------------------------------------------------------------

    @property
    def g(self) -> Game:
        assert self.game is not None
        return self.game

    def groups(self) -> list[int]:
        """The groups the player holds something of, in board order."""
        b, p = self.g.board, self.player
        seen: list[int] = []
        for s in self.g.props[p]:
            gi = b.group_of[s]
            if gi not in seen:
                seen.append(gi)
        return sorted(seen, key=lambda gi: b.members[gi][0])

    def debt(self) -> Debt | None:
        """The player's own debt, when he is raising money now."""
        top = self.g.pending
        return top if isinstance(top, Debt) and top.player == self.player else None

    def advised(self) -> Mortgage | SellBuilding | SellHotels | None:
        """While he is raising money (a debt, or a decision's price beyond his cash), the move
        to raise it with first, as the hints advise (debt.first_raise): the view opens at its
        group, and its button is the default. None: nothing to raise, or nothing to do now."""
        g, p = self.g, self.player
        if self.blocked() is not None or (self.debt() is None and g.cash[p] >= self.need):
            return None
        first = first_raise(g, p)
        return first if isinstance(first, (Mortgage, SellBuilding, SellHotels)) else None

    def opening(self, groups: list[int]) -> int:
        """The group of ``groups`` (those he holds something of) to show first: raising
        money, that of the move to raise it with first; else the first he can build on."""
        g, b = self.g, self.g.board
        if self.first_move is not None:
            return b.group_of[self.first_move.space]
        whole = [gi for gi in groups if b.kind[b.members[gi][0]] is SpaceKind.STREET
                 and all(g.owner[s] == self.player for s in b.members[gi])]
        return (whole or groups)[0]

    def blocked(self) -> str | None:
        """Why the player may do nothing here now (the view is then read-only), or None."""
        why = self.steps.ready()
        if why is not None:
            return why
        g, p = self.g, self.player
        if g.may_act(p):
            return None
        if g.over:
            return "the game is over"
        if not g.active[p]:
            return "you are out of the game"
        if g.decisions and g.decisions[-1].player != p:
            top = g.decisions[-1]
            return f"waiting for {g.names[top.player]}: {g.describe(top)}"
        if not g.props[p]:
            return None  # nothing to act on, and the view says so
        return g.why_illegal(Mortgage(p, g.props[p][0]))  # the engine's word on the moment

    def reason(self, action: Action) -> str | None:
        """Why ``action`` is refused now, in a player's words (None: allowed)."""
        why = self.blocked() or self.g.why_illegal(action)
        return sentence(why) if why else None

    def _state(self) -> tuple[object, ...]:
        g = self.g
        return (g.history, g.version, g.cash[self.player], self.blocked(), len(g.decisions))

    # -- building the view -------------------------------------------------------------------

    def refresh(self) -> None:
        self._cards = []  # its deed pictures name their rows: let them go with the rest
        super().refresh()

    def max_height(self) -> int:
        """The view may use the window's whole height: it holds a whole group of deeds."""
        return self.metrics.max_height()

    def build(self) -> None:
        g, w, p, m = self.g, self.words, self.player, self.metrics
        self._refusal_shown = False
        self.width = min(m.window[0] - 2 * m.gap, max(m.panel_width(self.area), m.body * 50))
        self.inner = self.width - 2 * m.pad
        debt = self.debt()
        self.first_move = self.advised()
        if debt is not None:
            self.eyebrow(f"{g.names[p]} · money owed")
            debt_heading(self, debt)
        else:
            self.eyebrow(f"{g.names[p]} · property")
            self.title("Build, sell, mortgage")
        self.status(debt)
        groups = self.groups()
        if groups:
            if self.group not in groups:
                self.group = self.opening(groups)
            self.row([Choice(w.group(g.board.members[gi][0]), self._selector(gi),
                             primary=gi == self.group) for gi in groups],
                     under=[self.chips(gi) for gi in groups])
            members = g.board.members[self.group]
            lots = [s for s in members if g.owner[s] == p]
            self.deeds(lots)
            self.reasons([(f"{self.verb(c)} on", w.space(s), c)
                          for s in lots for row in self.lot_choices(s) for c in row])
            if g.board.kind[lots[0]] is SpaceKind.STREET and len(lots) == len(members):
                self.evenly(lots[0])
        else:
            self.text("You own no property yet.", muted=True)
        footer = [self.undo_choice()]
        if debt is not None:
            footer += debt_choices(g, debt, self)
        footer.append(Choice("Close", self.close,
                             default=debt is None and self.first_move is None, back=True))
        named = [(c.label, "", c) for c in footer]
        if not self._refusal_shown and self.refused_line(named) is None:
            self.error_row()
        self.row(footer, space_before=m.gap * 2)
        self.reasons(named)
        self.close_up()

    def status(self, debt: Debt | None) -> None:
        """One line: why the view is read-only now, or the cash (and the debt's gap) and the
        Bank's buildings. As tall as the read-only band, so nothing moves when it comes and
        goes (a longer reason alone makes it taller)."""
        g, w, m = self.g, self.words, self.metrics
        why = self.blocked()
        have = g.cash[self.player]
        cash = f"Your cash {w.money(have)}"
        if debt is not None:
            cash += f" · still to raise {w.money(still_to_raise(g, debt))}"
        elif have < self.need:
            cash += f" · still to raise {w.money(self.need - have)} of {w.money(self.need)}"
        elif self.need:
            cash += f" · the {w.money(self.need)} is raised: Close to go back"
        bank = (f"The Bank has {g.bank_houses} {w.building('house', g.bank_houses)} and "
                f"{g.bank_hotels} {w.building('hotel', g.bank_hotels)}")
        self.band(sentence(why) if why else f"{cash} · {bank}", bool(why), m.gap * 2, m.gap)

    def row(self, choices: list[Choice], lead: str = "", space_before: int = 0,
            under: Sequence[pygame.Surface] = ()) -> None:
        """Buttons side by side at equal widths (after a ``lead`` label), in as many rows as
        their labels need, each with its picture ``under`` it if given; disabled ones keep
        their reason and stay in the keyboard order."""
        m = self.metrics
        lead_w = m.font("body", True).size(lead)[0] + 2 * m.gap if lead else 0
        room = self.inner - lead_w
        widest = max(self.button_width(c.label, c.primary) for c in choices)
        cols = len(choices)
        while cols > 1 and (room - (cols - 1) * m.gap) // cols < widest:
            cols -= 1
        rows = -(-len(choices) // cols)
        bw = (room - (cols - 1) * m.gap) // cols
        if not lead and cols == len(choices):  # one row: no need to stretch the buttons
            bw = min(bw, max(widest, self.inner // 3))
        below = max((pic.get_height() for pic in under), default=0)
        step = m.button_h + (below + m.gap // 2 if under else 0)
        height = rows * step + (rows - 1) * m.gap

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int, h: int) -> None:
            if lead:
                self.label(c, pygame.Rect(x, y, lead_w, m.button_h), lead, "@dlg_strong")
            for i, choice in enumerate(choices):
                r, k = divmod(i, cols)
                in_row = min(cols, len(choices) - r * cols)
                left = x + lead_w + (room - (in_row * bw + (in_row - 1) * m.gap)) // 2
                rect = pygame.Rect(left + k * (bw + m.gap), y + r * (step + m.gap), bw,
                                   m.button_h)
                self.act_button(c, rect, choice)
                if under:
                    pic = under[i]
                    UIImage(pygame.Rect(rect.centerx - pic.get_width() // 2,
                                        rect.bottom + m.gap // 2, *pic.get_size()), pic,
                            self.manager, container=c)

        self.add(height, place, gap=m.gap * 2, space_before=space_before)

    def chips(self, gi: int) -> pygame.Surface:
        """A group at a glance under its tab: a chip per lot, filled when the player holds it,
        hollow when mortgaged, faint when someone else (or the Bank) has it."""
        g, m, pal = self.g, self.metrics, self.theme.palette
        b = g.board
        members = b.members[gi]
        size = max(8, round(m.body * 0.6))
        out = pygame.Surface((len(members) * (size + 3) - 3, size), pygame.SRCALPHA)
        look, gid = self.group_look, b.group_ids[gi]
        for i, s in enumerate(members):
            r = pygame.Rect(i * (size + 3), 0, size, size)
            if g.owner[s] != self.player:
                faint = pygame.Color(pal.muted).lerp(pygame.Color(pal.space), 0.6)
                pygame.draw.rect(out, faint, r, 1, border_radius=2)
            elif g.mortgaged[s]:
                look.swatch(out, r, gid, pal.line, hollow=max(1, size // 4), radius=2)
            else:
                look.swatch(out, r, gid, pal.line, radius=2)
                pygame.draw.rect(out, pygame.Color(pal.line), r, 1, border_radius=2)
        return out

    def act_button(self, c: IContainerLikeInterface, rect: pygame.Rect, choice: Choice) -> UIButton:
        b = self.button(c, rect, choice)
        if not choice.enabled and choice.hint:
            self.focusable(b, choice)  # reachable by keyboard, to read why
        return b

    def deeds(self, lots: list[int]) -> None:
        """The group's deeds side by side, each with its own buttons under it."""
        g, m = self.g, self.metrics
        n = len(lots)
        col = (self.inner - (n - 1) * m.gap) // n
        width = min(col, m.body * 15)
        cards = [render_card(self.theme, g, s, width, m.body, self.colour_help) for s in lots]
        self._drawn_texts.extend(t for s in lots for t in card_texts(self.theme, g, s))
        card_h = max(card.get_height() for card in cards)
        per_lot = [self.lot_choices(s) for s in lots]
        rows = max(len(r) for r in per_lot)
        height = card_h + rows * (m.button_h + m.gap)

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int, h: int) -> None:
            for i, (s, card, choice_rows) in enumerate(zip(lots, cards, per_lot)):
                left = x + i * (col + m.gap) + (col - width) // 2
                image = UIImage(pygame.Rect(left, y, width, card.get_height()), card,
                                self.manager, container=c)
                self._cards.append((image, s))
                top = y + card_h + m.gap
                for choices in choice_rows:
                    bw = (width - (len(choices) - 1) * m.gap) // len(choices)
                    for k, choice in enumerate(choices):
                        self.act_button(c, pygame.Rect(left + k * (bw + m.gap), top, bw,
                                                       m.button_h), choice)
                    top += m.button_h + m.gap

        self.add(height, place, gap=m.gap * 2)

    def lot_choices(self, s: int) -> list[list[Choice]]:
        """A lot's buttons: build and sell (streets; sell alone while raising money, when
        nothing may be built), then mortgage or lift."""
        g, w, p = self.g, self.words, self.player
        rows: list[list[Choice]] = []
        if g.board.kind[s] is SpaceKind.STREET:
            rows.append([self.sell_choice(s)] if self.debt() is not None else
                        [self.build_choice(s), self.sell_choice(s)])
        if g.mortgaged[s]:
            lift = Unmortgage(p, s)
            rows.append([self.step_choice(f"Lift mortgage {w.money(g.t.lift_cost[s])}", [lift],
                                          f"lift the mortgage on {w.space(s)}",
                                          self.reason(lift))])
        else:
            mortgage = Mortgage(p, s)
            rows.append([self.step_choice(f"Mortgage +{w.money(g.board.mortgage[s])}",
                                          [mortgage], f"mortgage {w.space(s)}",
                                          self.reason(mortgage))])
        return rows

    def build_choice(self, s: int) -> Choice:
        g, w, p = self.g, self.words, self.player
        kind = "hotel" if g.level[s] + 1 >= g.hotel_level else "house"
        build = Build(p, s)
        return self.step_choice(f"Build {w.money(g.board.house_cost[s])}", [build],
                                f"build a {w.building(kind)} on {w.space(s)}",
                                self.reason(build))

    def sell_choice(self, s: int) -> Choice:
        g, w, p = self.g, self.words, self.player
        sale = SellBuilding(p, s)
        why = self.reason(sale)
        plan = buildings.sale_plan(g, p, s)
        label = "Sell"
        if why is None and not isinstance(plan, str):
            refund = sum(percent((a - z) * g.board.house_cost[lot], 50) for lot, a, z in plan)
            label = f"Sell +{w.money(refund)}"
        kind = "hotel" if g.level[s] == g.hotel_level else "house"
        return self.step_choice(label, [sale], f"sell a {w.building(kind)} on {w.space(s)}", why)

    def evenly(self, s: int) -> None:
        """The whole group up to 1..4 houses or hotels, or down to 4..0, in one step each:
        the levels it stands above (below) are no step at all and are left out; while raising
        money, when nothing may be built, down only."""
        g, w, p = self.g, self.words, self.player
        top = g.hotel_level
        group = w.group(s)
        levels = [g.level[lot] for lot in g.board.group_members[s]]
        highest = top if self.debt() is None else min(levels)  # no step up while in debt
        ups: list[Choice] = []
        for level in range(min(levels) + 1, highest + 1):
            plan = buildings.build_up_to(g, p, s, level)
            what = w.building("hotel", 2) if level == top else f"{level} {w.building('house', level)}"
            name = w.building("hotel").capitalize() if level == top else str(level)
            ups.append(self.plan_choice(name, plan, f"build the {group} group up to {what}",
                                        -self.price_up_to(s, level)))
        downs: list[Choice] = []
        for level in range(min(top, max(levels)) - 1, -1, -1):
            plan = buildings.sell_down_to(g, p, s, level)
            what = f"{level} {w.building('house', level)}" if level else \
                f"no {w.building('house', 2)}"
            downs.append(self.plan_choice(str(level), plan,
                                          f"sell the {group} group down to {what}"))
        for lead, row in (("Build evenly to", ups), ("Sell evenly to", downs)):
            if row:
                self.row(row, lead=lead)
                self.reasons([(lead, c.label.split(" · ")[0], c) for c in row])

    def plan_choice(self, name: str, plan: list[Action] | str, label: str,
                    blocked_change: int = 0) -> Choice:
        """A button for a whole plan, with what it costs or brings (``blocked_change``: what it
        would, when the rules refuse it now)."""
        if isinstance(plan, str):
            change = blocked_change
            why = self.blocked_sentence(plan)
            shown = f"{name} · {self.words.money(-change)}" if change < 0 else name
            return self.step_choice(shown, [], label, why)
        change = _cash_change(self.g, self.player, plan)
        money = self.words.money(abs(change))
        shown = f"{name} · {'+' if change > 0 else ''}{money}"
        return self.step_choice(shown, plan, label, self.reason(plan[0]))

    def price_up_to(self, s: int, level: int) -> int:
        """What building ``s``'s group up to ``level`` costs, whatever stands in the way."""
        g = self.g
        return sum(max(0, level - g.level[lot]) * g.board.house_cost[lot]
                   for lot in g.board.group_members[s])

    def reasons(self, named: list[tuple[str, str, Choice]]) -> None:
        """Under a band of buttons, why the greyed ones are greyed, a line a reason, for a
        finger or a keyboard as much as a mouse: 'Build on A and B — reason'. The lines sit
        close under the band they explain, and the next band keeps its distance. The line of
        the greyed button just pressed gives its place to the refusal band saying why."""
        by_reason: dict[tuple[str, str], list[str]] = {}
        shown = self.read_only_band()  # the band at the top says it already
        for verb, name, choice in named:
            if not choice.enabled and choice.hint and choice.hint != shown:
                by_reason.setdefault((verb, choice.hint), []).append(name)
        refused = self.refused_line(named)
        m = self.metrics
        if by_reason:
            self._rows[-1].gap = m.gap // 2
        for i, ((verb, why), names) in enumerate(by_reason.items()):
            gap = m.gap * 2 if i == len(by_reason) - 1 else 0
            if (verb, why) == refused:
                self._rows[-1].gap = max(self._rows[-1].gap, m.gap // 2)
                self.band(self.error, True, max(gap, m.gap // 2), m.gap)
                self._refusal_shown = True
                continue
            what = f"{verb} {listing(names)}".strip()
            why = why.replace(self.cash_said, "")  # the status line above says the cash once
            self.text(f"{what} — {why[:1].lower()}{why[1:]}", muted=True, gap=gap)

    @property
    def cash_said(self) -> str:
        """How a refusal ends that says the player's cash, which the status line says too."""
        return f"; you have {self.words.money(self.g.cash[self.player])}"

    def read_only_band(self) -> str:
        """What the band at the top says when the view is read-only, else ''."""
        blocked = self.blocked()
        return sentence(blocked) if blocked else ""

    def refused_line(self, named: list[tuple[str, str, Choice]]) -> tuple[str, str] | None:
        """The reason line in ``named`` of the greyed button just pressed, while the refusal
        band says its reason, as (verb, reason)."""
        shown = self.read_only_band()
        return next(((verb, c.hint) for verb, _, c in named
                     if c.label == self._refused and not c.enabled and c.hint != shown
                     and sentence(c.hint) == self.error), None)

    def close_up(self) -> None:
        """Too tall for the window, the view closes up the room between its bands, evenly
        and never below the room inside a band, rather than scroll."""
        m, rows = self.metrics, self._rows[:-1]  # nothing follows the last row
        over = sum(r.height + r.gap for r in rows) + self._rows[-1].height + 2 * m.pad \
            - self.max_height()
        wide = [r for r in rows if r.gap > m.gap]
        while over > 0 and wide:
            for r in wide[:over]:
                r.gap -= 1
            over -= len(wide[:over])
            wide = [r for r in wide if r.gap > m.gap]

    def verb(self, choice: Choice) -> str:
        """A lot button's words without its money: 'Lift mortgage', 'Build'."""
        sign = self.theme.currency
        return " ".join(t for t in choice.label.split() if not t.lstrip("+").startswith(sign))

    def blocked_sentence(self, why: str) -> str:
        return sentence(self.blocked() or why)

    def step_choice(self, text: str, actions: Sequence[Action], label: str,
                    why: str | None) -> Choice:
        """A button for a step; the move to raise money with first is the default, in red."""
        first = list(actions) == [self.first_move]
        return Choice(text, lambda: self.run(actions, label), enabled=why is None,
                      hint=why or "", primary=first, default=first)

    def undo_choice(self) -> Choice:
        step = self.steps.last(self.player)
        if step is None:
            return Choice("Undo", enabled=False,
                          hint="Nothing to take back: only your latest moves can be, until "
                               "anything else happens in the game.")
        why = self.steps.ready()
        return Choice(f"Undo: {step.label}", self.undo, enabled=why is None,
                      hint=sentence(why) if why else "")

    def _selector(self, gi: int) -> Callable[[], None]:
        def select() -> None:
            self.group = gi
            self.error = ""
            self.refresh()
        return select

    # -- acting ------------------------------------------------------------------------------

    def run(self, actions: Sequence[Action], label: str) -> None:
        """Apply ``actions`` as one step of the player's; the view shows the result, or closes
        when the step asked the other players something (a building shortage)."""
        asked = len(self.g.decisions)
        why = self.steps.run(self.player, actions, label)
        if why is not None:
            self.refuse(why)
            return
        self.error = ""
        if len(self.g.decisions) > asked:
            self.close()
            return
        self._seen = self._state()
        self.refresh()

    def undo(self) -> None:
        why = self.steps.undo(self.player)
        if why is not None:
            self.refuse(why)
            return
        self.error = ""
        self._seen = self._state()
        self.refresh()

    def close(self) -> None:
        if not self.done:
            self.done = True
            self.on_close()

    def choose(self, choice: Choice) -> None:
        """A disabled button reached by keyboard says why it is disabled."""
        if not choice.enabled and not self.done:
            if choice.hint:
                self._refused = choice.label
                self.refuse(choice.hint)
            return
        super().choose(choice)

    # -- the scene ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self._asking is None:
            self.close()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        """Follow the game: the board settling, another player's move (shown read-only)."""
        if self.done:
            return
        state = self._state()
        if state != self._seen:
            self._seen = state
            if self.g.over or (not self.g.active[self.player]):
                self.close()
                return
            self.refresh()
        super().update(dt)

    def tip(self) -> tuple[str, pygame.Rect] | None:
        """The reason a disabled button gives, and where: under the pointer, else at the focus;
        none while the refusal band says it (the tip would hide the band)."""
        tip: tuple[str, pygame.Rect] | None = None
        for button, option in self._choices.items():
            if not option.enabled and self.pointer is not None \
                    and button.rect.collidepoint(self.pointer):
                tip = option.hint, pygame.Rect(self.pointer, (0, 0))
                break
        focused = self.focused
        choice = self._choices.get(focused) if focused is not None else None
        if tip is None and focused is not None and choice is not None and not choice.enabled:
            tip = choice.hint, pygame.Rect(focused.rect.midbottom, (0, 0))
        return None if tip is None or sentence(tip[0]) == self.error else tip

    def hovered_deed(self) -> int | None:
        if self.pointer is None:
            return None
        return next((s for image, s in self._cards if image.rect.collidepoint(self.pointer)), None)

    def shown_texts(self) -> list[str]:
        tip = self.tip()
        return super().shown_texts() + ([tip[0]] if tip else [])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.done:
            return
        s = self.hovered_deed()
        screen = surface.get_rect()
        if s is not None and self.pointer is not None:
            card = self._deeds.get(self.g, s, max(220, min(320, self.metrics.body * 17)))
            surface.blit(card, place_near(card.get_size(), self.pointer, screen))
        tip = self.tip()
        if tip is not None:
            self._draw_tip(surface, *tip)

    def _draw_tip(self, surface: pygame.Surface, text: str, at: pygame.Rect) -> None:
        m, pal = self.metrics, self.theme.palette
        f = m.font("small", True)
        lines = wrap(text, f, m.body * 22)
        step = f.get_linesize()
        w = max(f.size(line)[0] for line in lines) + 2 * m.gap
        h = len(lines) * step + m.gap
        box = place_near((w, h), at.topleft, surface.get_rect(), gap=m.gap)
        pygame.draw.rect(surface, pygame.Color(pal.text), box, border_radius=m.gap // 2)
        for i, line in enumerate(lines):
            surface.blit(f.render(line, True, pygame.Color(pal.space)),
                         (box.x + m.gap, box.y + m.gap // 2 + i * step))


def _cash_change(game: Game, player: int, actions: Sequence[Action]) -> int:
    """What a plan does to the player's cash, worked out on a copy of the game."""
    trial = game.clone()
    for action in actions:
        trial.apply(action)
    return trial.cash[player] - game.cash[player]
