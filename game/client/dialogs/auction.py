"""The auction: every bidder still in with his cash, the high bid, quick raises, a typed bid, pass."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIPanel, UITextEntryLine

from ...engine import Auction, Bid, Game, PassBid
from ...themes import Theme
from .base import ActionSink, Choice, DialogScene
from ..kit.text_entry import TextEntry
from ..views.words import Words

RAISES = (1, 10, 50, 100)
DIGITS = {getattr(pygame, f"K_{i}"): str(i) for i in range(10)} | {
    getattr(pygame, f"K_KP{i}"): str(i) for i in range(10)}
STEP = 10  # what left and right add to or take from the amount in the box
TOUCH_HELP = "Tap a raise to bid more, or Bid to offer the amount shown. Passing is for good."
KEYS_HELP = ("Type an amount or step it with {left}/{right}, then press {press}. Passing is for "
             "good.")
PAD_HELP = "{left}/{right} change the amount, {press} bids it. Passing is for good."


def scarce(game: Game, w: Words, kind: str) -> str:
    """What a building auction sells: 'the last house', 'one of the last 2 hotels'."""
    stock = game.bank_hotels if kind == "hotel" else game.bank_houses
    if stock == 1:
        return f"the last {w.building(kind)}"
    return f"one of the last {stock} {w.building(kind, stock)}"


class AuctionDialog(DialogScene):
    """One bidder's turn in an auction of a property or of a scarce building."""

    kind = "auction"

    def __init__(self, game: Game, decision: Auction, theme: Theme, area: pygame.Rect,
                 on_action: ActionSink, *, hints: bool = False) -> None:
        super().__init__(theme, area, game, decision.player, on_action, hints=hints)
        self.decision = decision
        self.least = decision.minimum(game.rules.auction_increment)
        self.typed = str(min(self.least, game.cash[decision.player]))
        self.entry: UITextEntryLine | None = None
        self.refresh()

    def build(self) -> None:
        g, w, d, p = self.game, self.words, self.decision, self.player
        assert g is not None
        cash = g.cash[p]
        self.eyebrow(f"{g.names[p]} · your bid")
        if d.kind == "property":
            self.title(f"Auction: {w.space(d.space)}")
        else:
            self.title(f"Auction: {scarce(g, w, d.kind)}")
            self.text(f"More {w.building(d.kind, 2)} are wanted than the Bank has. "
                      f"{g.names[d.requester]} asked for it for {w.space(d.space)}; the winner "
                      f"puts it on one of his {w.kind(d.space, plural=True)}.", muted=True)
        high = f"{w.money(d.high)} · {g.names[d.leader]}" if d.leader >= 0 else "no bids yet"
        self.facts([("High bid", high), ("Lowest bid now", w.money(self.least)),
                    ("Your cash", w.money(cash))], accent=high if d.leader >= 0 else None)
        self.heading("Still bidding")
        self.bidders()
        self.hint_row()
        self.error_row()
        self.choices(self.quick_raises(), hints=False)
        self.bid_row()

    def max_height(self) -> int:
        """The auction may use the window's whole height: a line for every bidder still in,
        and the hint, a refusal and Raise above and below them, fit rather than scroll."""
        return self.metrics.max_height()

    def quick_raises(self) -> list[Choice]:
        """+1 ... +100 over the high bid (the lowest bid at least), each in its place whatever
        it offers: the first one past his cash is "All in" when his cash meets the lowest bid;
        raises he cannot pay, or that bid what one to their left bids, are greyed."""
        g, d, p = self.game, self.decision, self.player
        assert g is not None
        cash = g.cash[p]
        out: list[Choice] = []
        seen: set[int] = set()
        for k in RAISES:
            amount = max(self.least, d.high + k)
            label = f"+{k}"
            if amount > cash and cash >= self.least and cash not in seen:
                amount, label = cash, "All in"
            ok = self.least <= amount <= cash and amount not in seen
            seen.add(amount)
            out.append(Choice(label, Bid(p, amount), enabled=ok))
        return out

    def bidders(self) -> None:
        """A line per bidder still in: name, whether he leads or bids now, and his cash. The
        lines close up to the font's own line spacing when the window is short of room, and
        fall into two columns, in seat order down each, when even that is too tall and every
        name and cash fit half the width."""
        g, w, d = self.game, self.words, self.decision
        assert g is not None
        m = self.metrics
        roomy, tight = round(m.line * 1.35), m.line
        name_font, tag_font = m.font("body", True), m.font("body")
        apart = 4 * m.gap  # between two columns: one's cash is not read as the next one's name
        lines = [(q, g.names[q], w.money(g.cash[q])) for q in d.bidders]
        widths = [(name_font.size(name)[0] + 2, name_font.size(cash)[0] + 2)
                  for _, name, cash in lines]
        n = len(lines)
        halves = all(nw + m.gap + cw <= (self.inner - apart) // 2 for nw, cw in widths)

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int, h: int) -> None:
            cols = 2 if halves and h < tight * n else 1
            rows = -(-n // cols)
            step = max(tight, min(roomy, h // rows))
            pad = (step - m.line) // 2
            cell = (wd - (cols - 1) * apart) // cols
            for i, ((q, name, cash), (nw, cw)) in enumerate(zip(lines, widths)):
                col, row = divmod(i, rows)
                left, top = x + col * (cell + apart), y + row * step
                if q == d.player:
                    UIPanel(pygame.Rect(left - m.gap, top, cell + 2 * m.gap, step),
                            manager=self.manager, container=c,
                            object_id=ObjectID(class_id="@dlg_row_mark"))
                self.label(c, pygame.Rect(left, top + pad, nw, m.line), name, "@dlg_strong")
                self.label(c, pygame.Rect(left + cell - cw, top + pad, cw, m.line), cash,
                           "@dlg_value")
                tag = "bidding now" if q == d.player else ("high bid" if q == d.leader else "")
                room = cell - nw - cw - 2 * m.gap
                if tag and tag_font.size(tag)[0] <= room:  # else the mark and facts say it
                    self.label(c, pygame.Rect(left + nw + m.gap, top + pad, room, m.line), tag,
                               "@dlg_key")

        self.add(roomy * n, place, gap=m.gap * 2, flex=True,
                 min_height=tight * (-(-n // 2) if halves else n))

    def bid_row(self) -> None:
        """The typed amount with the Bid and Pass buttons beside it."""
        g, p = self.game, self.player
        assert g is not None
        m = self.metrics
        sign = self.theme.currency
        sign_w = m.font("heading", True).size(sign)[0] + m.gap
        bid = Choice("Bid", self.bid_typed, primary=True, default=True,
                     enabled=g.cash[p] >= self.least, side="accept")
        leave = Choice("Pass", PassBid(p), side="decline")
        self.steer([bid, leave])
        bw = max(self.button_width("Bid", True), self.button_width("Pass", False), m.body * 6)

        def place(c: IContainerLikeInterface, x: int, y: int, wd: int, h: int) -> None:
            entry_w = wd - sign_w - 2 * bw - 2 * m.gap
            self.label(c, pygame.Rect(x, y, sign_w, m.button_h), sign, "@dlg_title")
            entry = TextEntry(pygame.Rect(x + sign_w, y, entry_w, m.button_h), self.manager,
                              container=c, initial_text=self.typed)
            entry.set_allowed_characters("numbers")
            entry.set_text_length_limit(7)
            self.entry = entry
            if m.touch:
                entry.disable()  # no keyboard: the box shows what Bid offers
            else:
                self.focusable(entry)
            left = x + sign_w + entry_w + m.gap
            self.button(c, pygame.Rect(left, y, bw, m.button_h), bid)
            self.button(c, pygame.Rect(left + bw + m.gap, y, bw, m.button_h), leave)

        self.add(m.button_h, place, space_before=m.gap * 2)
        raising = self.raise_choices(self.least)
        if raising:
            self.choices(raising)
        self.text(TOUCH_HELP if m.touch else self.naming.say(PAD_HELP if self.naming.pad
                                                             else KEYS_HELP), muted=True, gap=0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Left and right move the amount in the box by a step, as a slider does (before the
        box's own cursor would take them)."""
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and self.entry is not None and self.entry.is_focused):
            self.step_bid(STEP if event.key == pygame.K_RIGHT else -STEP)
            return True
        return super().handle_event(event)

    def step_bid(self, by: int) -> None:
        """The amount in the box ``by`` more (or less), between the lowest bid and all in."""
        assert self.game is not None and self.entry is not None
        text = self.entry.get_text()
        amount = (int(text) if text.isdigit() else self.least) + by
        self.typed = str(max(self.least, min(self.game.cash[self.player], amount)))
        self.entry.set_text(self.typed)

    def bid_typed(self) -> None:
        """Bid what is typed in the amount box."""
        text = self.entry.get_text() if self.entry is not None else self.typed
        self.typed = text
        w = self.words
        if not text.isdigit():
            self.refuse(f"type your bid: {w.money(self.least)} or more")
        elif int(text) < self.least:
            self.refuse(f"the lowest bid now is {w.money(self.least)}")
        else:
            self.submit(Bid(self.player, int(text)))  # the rules have the last word

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.ui_element is not self.entry or self.entry is None:
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.typed = self.entry.get_text()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.bid_typed()

    def on_key(self, event: pygame.event.Event) -> bool:
        """A digit typed anywhere starts a new amount in the box."""
        if event.key in DIGITS and self.entry is not None:
            if not self.entry.is_focused:
                self.entry.set_text("")
                self.typed = ""
                self.focus_on(self.entry)
            return True
        if self.entry is not None and self.entry.is_focused and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.bid_typed()
            return True
        return super().on_key(event)
