"""The trade builder: who trades with whom, what each side puts in (properties, cash, Get Out of
Jail Free cards), what the trade would do for each, and Send; the same screen writes a
counter-offer to an offer on the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.core.ui_element import UIElement
from pygame_gui.elements import UIImage

from ...engine import Game, TradeOffer
from ...themes import Theme
from ..kit.fonts import wrap
from ..kit.text_entry import TextEntry
from .base import ActionSink, Choice, DialogScene, sentence
from .trade_draft import TradeDraft, effects

STEPS = (100, 10)  # the quick cash steps, each way
Place = Callable[[IContainerLikeInterface, int, int, int], int]  # draws a column, returns height


@dataclass(frozen=True)
class _Row:
    """A property in a side's list: its lines of hint, and its height with them."""

    space: int
    hint: list[str]
    height: int


class TradeBuilder(DialogScene):
    """Put a trade together and send it. ``traders``: the people who may propose now (asked
    "who is trading?" when there are several); ``answering``: the offer this one counters."""

    def __init__(self, game: Game, theme: Theme, area: pygame.Rect, traders: Sequence[int],
                 on_action: ActionSink, on_cancel: Callable[[], None],
                 answering: TradeOffer | None = None) -> None:
        super().__init__(theme, area, game, -1, on_action)
        self.traders = list(traders)
        self.on_cancel = on_cancel
        self.draft: TradeDraft | None = None
        self.typed = ["", ""]  # what each side's cash box shows
        self.entries: dict[UIElement, int] = {}
        self.first = [0, 0]  # the first property each side's list shows
        # each list, laid out the first time, starts at the first property put in if that
        # would not be in sight (an offer answered with a counter-offer)
        self.opening = [True, True]
        self.list_areas: list[pygame.Rect] = []  # where the two lists are on screen
        if answering is not None:
            self.player = answering.partner
            self.draft = TradeDraft(game, answering.partner, answering.proposer,
                                    start=answering.reversed(), counter=True)
            self.typed = [_shown(c.cash) for c in self.draft.sides]
        elif len(self.traders) == 1:
            self.pick(self.traders[0], refresh=False)
        self.refresh()

    # -- steps ----------------------------------------------------------------------------------

    def pick(self, p: int, refresh: bool = True) -> None:
        """``p`` is the one trading: he starts with the next player in seat order."""
        g = self.game
        assert g is not None
        self.player = p
        self.draft = TradeDraft(g, p, self.partners(p)[0])
        if refresh:
            self._focus = -1
            self.refresh()

    def partners(self, p: int) -> list[int]:
        g = self.game
        assert g is not None
        return [q for q in g.seat_order(p) if q != p]

    def with_partner(self, q: int) -> None:
        assert self.draft is not None
        self.draft.set_partner(q)
        self.typed[1] = ""
        self.first[1] = 0
        self.refresh()

    def toggle_space(self, side: int, s: int) -> None:
        assert self.draft is not None
        self.draft.toggle_space(side, s)
        self.refresh()

    def toggle_card(self, side: int, deck: str) -> None:
        assert self.draft is not None
        self.draft.toggle_card(side, deck)
        self.refresh()

    def step_cash(self, side: int, by: int) -> None:
        assert self.draft is not None
        self.draft.set_cash(side, self.draft.sides[side].cash + by)
        self.typed[side] = _shown(self.draft.sides[side].cash)
        self.refresh()

    def type_cash(self, side: int, text: str) -> None:
        """A typed amount: more than the side has becomes all he has."""
        assert self.draft is not None
        digits = "".join(ch for ch in text if ch.isdigit())
        self.draft.set_cash(side, int(digits) if digits else 0)
        cash = self.draft.sides[side].cash
        self.typed[side] = digits.lstrip("0") if digits and cash == int(digits) else _shown(cash)
        self.refresh()

    def send(self) -> None:
        assert self.draft is not None
        self.submit(self.draft.action())

    def cancel(self) -> None:
        if not self.done:
            self.done = True
            self.on_cancel()

    # -- building -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Lay out again, the focus staying on the same control: steps are switched on and off
        as amounts change, so its place in the Tab order may not stay the same."""
        focused = self.focused
        before = self._key(focused) if focused is not None else None
        super().refresh()
        for element in self._focusables:
            if before is not None and self._key(element) == before:
                if element is not self.focused:  # focusing a box twice puts its caret first
                    self.focus_on(element)
                break

    def _key(self, element: UIElement) -> tuple[str, int]:
        """What a control is, the same across layouts: a side's cash box, or a button's label
        and column."""
        side = self.entries.get(element)
        if side is not None:
            return "cash box", side
        return str(getattr(element, "text", "")), int(element.get_relative_rect().x)

    def build(self) -> None:
        m = self.metrics
        # Two sides side by side need more room than a one-column dialog: about the board's.
        self.width = min(m.window[0] - 2 * m.gap, 64 * m.body,
                         max(46 * m.body, round(self.area.w * 1.3)))
        self.inner = self.width - 2 * m.pad
        self.entries = {}
        if self.draft is None:
            self.ask_who()
        else:
            self.build_offer(self.draft)

    def ask_who(self) -> None:
        g = self.game
        assert g is not None
        self.eyebrow("Trade")
        self.title("Who is trading?")
        self.text("Several of you may trade now: choose who makes the offer.", muted=True)
        self.options([Choice(g.names[p], partial(self.pick, p), default=i == 0)
                      for i, p in enumerate(self.traders)])
        self.choices([Choice("Cancel", self.cancel, back=True)])

    def build_offer(self, d: TradeDraft) -> None:
        g = self.game
        assert g is not None
        me, them = d.proposer, d.partner
        if d.counter:
            self.eyebrow(f"{g.names[me]} · counter-offer")
            self.title(f"Your answer to {g.names[them]}")
        else:
            self.eyebrow(f"{g.names[me]} · trade")
            self.title(f"Trade with {g.names[them]}")
            partners = self.partners(me)
            if len(partners) > 1:
                self.partner_row(partners, them)
        self.columns(self.heading_column, gap=round(self.metrics.gap * 0.6))
        self.property_lists(d)
        self.columns(self.cash_column, space_before=self.metrics.gap * 2)
        if g.held[me] or g.held[them]:
            self.columns(self.card_column)
        self.columns(self.after_column, space_before=self.metrics.gap)
        self.error_row()
        problem = d.problem()
        send = Choice("Send counter-offer" if d.counter else "Send offer", self.send,
                      primary=True, enabled=problem is None,
                      hint="" if problem is None else sentence(f"not yet: {problem}"))
        self.choices([send, Choice("Cancel", self.cancel, back=True)])

    def partner_row(self, partners: list[int], chosen: int) -> None:
        """A button per player one may trade with; the chosen one stands out."""
        g = self.game
        assert g is not None
        m = self.metrics
        lead = "With"
        lead_w = m.font("body", True).size(lead)[0] + m.gap * 2

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            self.label(c, pygame.Rect(x, y, lead_w, m.button_h), lead, "@dlg_strong")
            room = w - lead_w
            bw = min((room - (len(partners) - 1) * m.gap) // len(partners), 12 * m.body)
            for i, q in enumerate(partners):
                choice = Choice(g.names[q], partial(self.with_partner, q), primary=q == chosen)
                self.button(c, pygame.Rect(x + lead_w + i * (bw + m.gap), y, bw, m.button_h),
                            choice)

        self.add(m.button_h, place, gap=m.gap * 2)

    # -- two columns ----------------------------------------------------------------------------

    def column_width(self) -> int:
        return (self.inner - self.metrics.pad) // 2

    def columns(self, column: Callable[[int], tuple[int, Place]], gap: int | None = None,
                space_before: int = 0) -> None:
        """A row with the proposer's column on the left and the partner's on the right;
        ``column(side)`` gives a column's height and how to place it."""
        left, right = column(0), column(1)
        offset = self.column_width() + self.metrics.pad

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            left[1](c, x, y, self.column_width())
            right[1](c, x + offset, y, self.column_width())

        self.add(max(left[0], right[0]), place, gap, space_before=space_before)

    def heading_column(self, side: int) -> tuple[int, Place]:
        assert self.draft is not None and self.game is not None
        name = self.game.names[self.draft.sides[side].player]
        step = self.metrics.font("body", True).get_linesize()

        def place(c: IContainerLikeInterface, x: int, y: int, w: int) -> int:
            self.label(c, pygame.Rect(x, y, w, step), f"{name} gives", "@dlg_heading")
            return step

        return step, place

    def property_lists(self, d: TradeDraft) -> None:
        """Each side's properties as toggles, in board order; those the rules keep out of any
        trade are shown off, with the reason. A long list shows what fits, with More above and
        More below (or the mouse wheel over it) to move through it."""
        m = self.metrics
        hint_font = m.font("small")
        chip = max(4, m.gap // 2 + 2)
        rows: list[list[_Row]] = []
        for side in (0, 1):
            rows.append([])
            for s in d.properties(side):
                hint = self.space_hint(side, s)
                lines = wrap(hint, hint_font, self.column_width() - chip - m.gap) if hint else []
                rows[-1].append(_Row(s, lines, m.button_h + len(lines) * hint_font.get_linesize()))
        content = max(max(sum(r.height + m.gap for r in side_rows) - m.gap, m.line)
                      for side_rows in rows)

        def place(c: IContainerLikeInterface, x: int, y: int, w: int, h: int) -> None:
            self.list_areas = []
            for side in (0, 1):
                area = pygame.Rect(x + side * (self.column_width() + m.pad), y,
                                   self.column_width(), h)
                self.list_areas.append(area.move(c.get_container().get_rect().topleft))
                self.place_list(c, area, side, rows[side], chip)

        self.add(content, place, gap=m.gap, flex=True,
                 min_height=min(content, 3 * m.button_h + 2 * m.gap), pages=True)

    def place_list(self, c: IContainerLikeInterface, area: pygame.Rect, side: int,
                   rows: list[_Row], chip: int) -> None:
        """The rows of one side that fit ``area`` from the first one shown."""
        assert self.draft is not None and self.game is not None
        m = self.metrics
        if not rows:
            name = self.game.names[self.draft.sides[side].player]
            self.label(c, pygame.Rect(area.x, area.y, area.w, m.line), f"{name} has no property",
                       "@dlg_muted")
            return
        more_h = round(m.button_h * 0.8)
        first = self.first[side] = max(0, min(self.first[side], len(rows) - 1))
        top, last = self.page_from(rows, first, area, more_h)
        if self.opening[side]:  # an offer answered: its first property in sight
            self.opening[side] = False
            put_in = self.draft.sides[side].spaces
            shown = [i for i, r in enumerate(rows) if r.space in put_in]
            if shown and shown[0] >= last:
                first = self.first[side] = shown[0]
                top, last = self.page_from(rows, first, area, more_h)
        page = last - first
        if first:  # back by the rows that fill a page ending just above this one
            above, used, middle = first, 0, area.h - 2 * (more_h + m.gap)
            while above > 0 and used + rows[above - 1].height <= middle:
                used += rows[above - 1].height + m.gap
                above -= 1
            self.button(c, pygame.Rect(area.x, area.y, area.w, more_h),
                        Choice("More above", partial(self.scroll_list, side,
                                                     min(above, first - 1) - first)))
        y = top
        hint_step = m.font("small").get_linesize()
        for row in rows[first:last]:
            self.space_toggle(c, pygame.Rect(area.x, y, area.w, m.button_h), side, row.space, chip)
            for i, line in enumerate(row.hint):
                self.label(c, pygame.Rect(area.x + chip + m.gap, y + m.button_h + i * hint_step,
                                          area.w - chip - m.gap, hint_step), line, "@dlg_muted")
            y += row.height + m.gap
        if last < len(rows):
            self.button(c, pygame.Rect(area.x, area.bottom - more_h, area.w, more_h),
                        Choice("More below", partial(self.scroll_list, side, page)))

    def page_from(self, rows: list[_Row], first: int, area: pygame.Rect,
                  more_h: int) -> tuple[int, int]:
        """Where the rows of a list shown from ``first`` begin (under More above, if any),
        and the row after the last that fits (with room for More below if not all do)."""
        m = self.metrics
        top = area.y + (more_h + m.gap if first else 0)
        room = area.bottom - top
        if sum(r.height + m.gap for r in rows[first:]) - m.gap > room:
            room -= more_h + m.gap  # not all of the rest fits: keep room for More below
        last, used = first, 0
        while last < len(rows) and used + rows[last].height <= room:
            used += rows[last].height + m.gap
            last += 1
        return top, max(last, first + 1)

    def scroll_list(self, side: int, by: int) -> None:
        """Move one side's list ``by`` rows (the lists are laid out again from there)."""
        self.first[side] = max(0, self.first[side] + by)
        self.refresh()

    def space_hint(self, side: int, s: int) -> str:
        """The line under a property: why it cannot be traded, or that it is mortgaged."""
        assert self.draft is not None and self.game is not None
        problem = self.draft.space_problem(side, s)
        if problem is not None:
            return sentence(problem)
        g, w = self.game, self.words
        if g.mortgaged[s]:
            return f"Mortgaged: its new owner pays {w.money(g.t.interest[s])} (10%) or lifts it"
        return ""

    def space_toggle(self, c: IContainerLikeInterface, rect: pygame.Rect, side: int, s: int,
                     chip: int) -> None:
        """A property's button, a band of its group's color before it; put in, it is filled."""
        assert self.draft is not None and self.game is not None
        g, w = self.game, self.words
        m = self.metrics
        board = g.board
        band = pygame.Surface((chip, rect.h))
        self.group_look.swatch(band, band.get_rect(), board.group_ids[board.group_of[s]])
        UIImage(pygame.Rect(rect.x, rect.y, chip, rect.h), band, self.manager, container=c)
        chosen = s in self.draft.sides[side].spaces
        enabled = self.draft.space_problem(side, s) is None
        choice = Choice(w.space(s), partial(self.toggle_space, side, s), primary=chosen,
                        enabled=enabled)
        price = w.money(board.price[s])
        aside_w = m.font("body", True).size(w.money(max(board.price)))[0] + 2 * m.gap
        left = rect.x + chip + m.gap // 2
        self.button(c, pygame.Rect(left, rect.y, rect.right - left - aside_w, rect.h), choice,
                    "@dlg_option_primary" if chosen else "@dlg_option")
        self.label(c, pygame.Rect(rect.right - aside_w, rect.y, aside_w, rect.h), price,
                   "@dlg_aside")

    def cash_column(self, side: int) -> tuple[int, Place]:
        """Steps down, the typed amount, steps up; and what the side has."""
        assert self.draft is not None and self.game is not None
        d, w = self.draft, self.words
        m = self.metrics
        cash, most = d.sides[side].cash, d.most_cash(side)
        sign = self.theme.currency
        sign_w = m.font("heading", True).size(sign)[0] + m.gap // 2
        small = m.font("small")
        step_w = max(m.font("body").size(f"+{n}")[0] for n in STEPS) + 2 * m.gap
        name = self.game.names[d.sides[side].player]
        note = f"{name} has {w.money(most)}"
        height = m.button_h + small.get_linesize() + m.gap // 2

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int) -> int:
            steps = [-n for n in STEPS] + [n for n in reversed(STEPS)]
            entry_w = wd - len(steps) * (step_w + m.gap) - sign_w
            left = x
            for i, by in enumerate(steps):
                if i == len(STEPS):
                    self.label(c, pygame.Rect(left, y, sign_w, m.button_h), sign, "@dlg_title")
                    entry = TextEntry(pygame.Rect(left + sign_w, y, entry_w, m.button_h),
                                      self.manager, container=c)
                    entry.set_allowed_characters("numbers")
                    entry.set_text_length_limit(6)
                    entry.set_text(self.typed[side])
                    self.entries[entry] = side
                    self.focusable(entry)
                    left += sign_w + entry_w + m.gap
                ok = 0 <= cash + by <= most if by > 0 else cash > 0
                label = f"+{by}" if by > 0 else f"-{-by}"
                self.button(c, pygame.Rect(left, y, step_w, m.button_h),
                            Choice(label, partial(self.step_cash, side, by), enabled=ok))
                left += step_w + m.gap
            self.label(c, pygame.Rect(x, y + m.button_h + m.gap // 2, wd, small.get_linesize()),
                       note, "@dlg_muted")
            return height

        return height, place

    def card_column(self, side: int) -> tuple[int, Place]:
        """A toggle for each Get Out of Jail Free card the side holds."""
        assert self.draft is not None and self.game is not None
        d, g, w = self.draft, self.game, self.words
        m = self.metrics
        held = g.held[d.sides[side].player]
        height = max(1, len(held)) * (m.button_h + m.gap) - m.gap if held else m.line
        bold = m.font("body", True)
        # The cards' full names where every one fits its button, else all in short.
        long_names = all(bold.size(w.card(deck))[0] + 4 * m.gap <= self.column_width()
                         for deck in g.decks)

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int) -> int:
            if not held:
                self.label(c, pygame.Rect(x, y, wd, m.line), f"No Get Out of {w.jail()} Free card",
                           "@dlg_muted")
            for i, deck in enumerate(held):
                chosen = deck in d.sides[side].cards
                label = w.card(deck) if long_names else f"{w.jail()} card ({w.deck(deck)})"
                choice = Choice(label, partial(self.toggle_card, side, deck), primary=chosen)
                self.button(c, pygame.Rect(x, y + i * (m.button_h + m.gap), wd, m.button_h),
                            choice, "@dlg_option_primary" if chosen else "@dlg_option")
            return height

        return height, place

    def after_column(self, side: int) -> tuple[int, Place]:
        """What the trade does for the side: cash after, groups completed or broken up, the
        interest due on mortgaged property received."""
        assert self.draft is not None and self.game is not None
        g, w = self.game, self.words
        who = self.draft.sides[side].player
        fx = effects(g, self.draft.offer(), who)
        lines: list[tuple[str, str]] = [(f"{g.names[who]} after the trade", "@dlg_heading"),
                                        (f"Cash {w.money(fx.cash_after)}", "@dlg_text")]
        lines += [(f"Completes the {w.board.group_names[gi]} group", "@dlg_strong")
                  for gi in fx.completes]
        lines += [(f"Breaks up the {w.board.group_names[gi]} group", "@dlg_text")
                  for gi in fx.breaks]
        if fx.interest:
            lines.append((f"Owes {w.money(fx.interest)} interest (10%) on mortgaged property "
                          "received, or lifts it", "@dlg_text"))
        if len(lines) == 2:
            lines.append(("No group completed or broken up", "@dlg_muted"))
        wrapped = self.wrapped(lines)
        # Room kept for a group and the interest line whether or not they are said, so that
        # the builder keeps its layout while lots are picked.
        keep = self.wrapped([*lines[:2], ("Completes the group", "@dlg_strong"),
                             (f"Owes {w.money(999)} interest (10%) on mortgaged property "
                              "received, or lifts it", "@dlg_text")])
        height = max(sum(step for _, _, step in rows) for rows in (wrapped, keep))

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int) -> int:
            for line, cls, step in wrapped:
                self.label(c, pygame.Rect(x, y, wd, step), line, cls)
                y += step
            return height

        return height, place

    def wrapped(self, lines: list[tuple[str, str]]) -> list[tuple[str, str, int]]:
        """Each line of the after column wrapped to the column, in its style, with its step."""
        m = self.metrics
        out: list[tuple[str, str, int]] = []
        for text, cls in lines:
            f = m.font("small" if cls == "@dlg_muted" else "body",
                       cls in ("@dlg_heading", "@dlg_strong"))
            out += [(line, cls, f.get_linesize()) for line in wrap(text, f, self.column_width())]
        return out

    # -- the scene ------------------------------------------------------------------------------

    def max_height(self) -> int:
        return self.metrics.max_height()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Modal for the mouse: a click beside the builder does not reach the table below.
        The wheel over a list moves through it."""
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            for side, area in enumerate(self.list_areas):
                if area.collidepoint(pos):
                    self.scroll_list(side, -int(event.y))
                    return True
        if self.step_focused_cash(event):
            return True
        used = super().handle_event(event)
        return used or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def on_key(self, event: pygame.event.Event) -> bool:
        """Page Up and Page Down (a pad's shoulder buttons) switch partners."""
        d = self.draft
        if d is not None and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            partners = self.partners(d.proposer)
            if not d.counter and len(partners) > 1:
                step = 1 if event.key == pygame.K_PAGEDOWN else -1
                self.with_partner(partners[(partners.index(d.partner) + step) % len(partners)])
            return True
        return super().on_key(event)

    def step_focused_cash(self, event: pygame.event.Event) -> bool:
        """Left and right step the cash in the box in focus by the small step, as a slider
        moves (before the box's own cursor would take them)."""
        side = self.entries.get(self.focused) if self.focused is not None else None
        if side is None or event.type != pygame.KEYDOWN or event.key not in (pygame.K_LEFT,
                                                                             pygame.K_RIGHT):
            return False
        self.step_cash(side, STEPS[-1] if event.key == pygame.K_RIGHT else -STEPS[-1])
        return True

    def on_ui_event(self, event: pygame.event.Event) -> None:
        side = self.entries.get(event.ui_element)
        if side is not None and event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.type_cash(side, event.ui_element.get_text())


def _shown(cash: int) -> str:
    return str(cash) if cash else ""
