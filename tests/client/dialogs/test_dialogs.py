"""Decision dialogs: real clicks and keys on real engine positions, in both themes.

Every test builds a position with forced dice, opens the dialog the game scene would open, posts
pygame events (mouse at a button's centre, keys, typed text), pumps the dialog's UIManager, and
checks the action sent, that the rules take it, and what applying it did.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton
import pytest

from game.client.views.board import BoardGeometry, BoardRenderer
from game.client.dialogs import (AuctionDialog, BuyDialog, CardDialog, DebtDialog, DialogScene,
                                 JailDialog, MortgageDialog, PlaceDialog, ShortageDialog,
                                 TaxDialog, TradeDialog, card_dialog, dialog_for)
from game.client.kit.scene import Scene, SceneStack
from game.engine import (AcceptTrade, Action, Auction, Bid, Build, Buy, BuyChoice,
                         ChooseIncomeTax, Debt, DeclareBankruptcy, DeclineBuy, DeclineTrade,
                         Game, KeepMortgaged, Mortgage, MortgageChoice, PassBid, PayDebt,
                         PayJailFine, Phase, PlaceBuilding, ProposeTrade, Roll, RuleSet, SellBuilding,
                         ShortageCall, TaxChoice, TradeAnswer, TradeOffer, Unmortgage,
                         UseJailCard, WantBuildings)

from ...engine.scenario import (BALTIC, BOARDWALK, BROWN, CONNECTICUT, INCOME_TAX, JAIL,
                                LIGHT_BLUE, MEDITERRANEAN, ORIENTAL, PARK_PLACE, PINK, RAILROADS,
                                READING, SHORT_LINE, UTILITIES, VERMONT, build, card_index, give,
                                mortgage, order_dice, place)
from ..driver import theme

SIZE = (1600, 900)
SIZES = ((1280, 720), (1600, 900), (1920, 1080))
PNG_DIR = Path("/tmp/dialogs")
CLASSIC_WORDS = re.compile(r"\b(houses?|hotels?|chance|community chest|railroads?|"
                           r"utility|utilities|income tax|luxury tax)\b", re.IGNORECASE)


# -- set-up ---------------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def display() -> Iterator[pygame.Surface]:
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    pygame.event.clear()
    yield screen
    pygame.event.clear()




def new_game(n: int = 2, *, first: int = 0, dice: tuple[tuple[int, int], ...] = (),
             look: str = "classic", preset: str = "classic", **rules: Any) -> Game:
    """A game in the theme's words where ``first`` starts, with ``dice`` forced for play."""
    names = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"][:n]
    g = Game.new(names, rules=RuleSet.from_preset(preset, **rules),
                 edition=theme(look).edition_spec(), seed=1,
                 forced_dice=[*order_dice(n, first), *dice])
    assert g.current == first
    return g


def board_area(size: tuple[int, int] = SIZE) -> pygame.Rect:
    """The board's middle as the game scene lays it out: a square board on the left."""
    side = size[1] - 24
    middle = BoardGeometry(side).center
    return middle.move(12, 12)


class Sent:
    """Collects what a dialog sends."""

    def __init__(self) -> None:
        self.actions: list[Action] = []

    def __call__(self, action: Action) -> None:
        self.actions.append(action)

    @property
    def one(self) -> Action:
        assert len(self.actions) == 1, self.actions
        return self.actions[0]


def open_dialog(g: Game, look: str = "classic", size: tuple[int, int] = SIZE,
                hints: bool = False) -> tuple[DialogScene, Sent]:
    sent = Sent()
    scene = dialog_for(g, g.to_move, theme(look), board_area(size), sent, hints)
    assert isinstance(scene, DialogScene), g.pending
    assert not scene.opaque
    return scene, sent


# -- driving a dialog with real events -------------------------------------------------------

def pump(scene: Scene, rounds: int = 3) -> None:
    """Hand every queued event to the dialog, let its UIManager update; again for the events
    pygame-gui posts in reply (button presses, finished text)."""
    for _ in range(rounds):
        for event in pygame.event.get():
            scene.handle_event(event)
        scene.update(1 / 60)


def click(scene: DialogScene, label: str) -> None:
    button = scene.buttons()[label]
    pump(scene, 1)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    pump(scene)


def key(scene: Scene, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    pump(scene)


def type_text(scene: Scene, text: str) -> None:
    """Digits as a keyboard sends them: a key press, then the text it typed."""
    for ch in text:
        k = getattr(pygame, f"K_{ch}")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=ch, scancode=0))
        pump(scene)


def open_auction(g: Game) -> tuple[AuctionDialog, Sent]:
    scene, sent = open_dialog(g)
    assert isinstance(scene, AuctionDialog)
    return scene, sent


def focused_label(scene: DialogScene) -> str:
    element = scene.focused
    return getattr(element, "text", "") if element is not None else ""


def applied(g: Game, sent: Sent) -> Action:
    """The one action sent: legal, and applied to the game as the game scene would."""
    action = sent.one
    assert g.why_illegal(action) is None
    g.apply(action)
    return action


# -- positions ------------------------------------------------------------------------------

def at_buy(look: str = "classic") -> Game:
    g = new_game(dice=((1, 2),), look=look)
    g.apply(Roll(0))
    assert g.pending == BuyChoice(0, BALTIC)
    return g


def at_auction(look: str = "classic") -> Game:
    g = at_buy(look)
    g.apply(DeclineBuy(0))
    assert isinstance(g.pending, Auction) and g.to_move == 1
    return g


def at_jail(look: str = "classic", card: bool = True, tries: int = 0) -> Game:
    g = new_game(dice=((1, 2),), look=look)
    place(g, 0, JAIL, jailed=True)
    g.jail_tries[0] = tries
    if card:
        g.held[0] = ("chance",)
        g.decks["chance"].remove(card_index(g, "ch_goojf"))
    return g


def at_tax(look: str = "classic") -> Game:
    g = new_game(dice=((1, 3),), look=look)
    give(g, 0, BOARDWALK)
    g.apply(Roll(0))
    assert g.pending == TaxChoice(0, INCOME_TAX)
    return g


def at_debt(look: str = "classic") -> Game:
    """Ann lands on Bob's Boardwalk with a hotel and holds too little cash but enough land."""
    g = new_game(dice=((1, 3),), look=look)
    place(g, 0, SHORT_LINE)
    give(g, 1, PARK_PLACE, BOARDWALK)
    build(g, BOARDWALK, g.hotel_level)
    build(g, PARK_PLACE, g.hotel_level - 1)
    give(g, 0, *BROWN, *LIGHT_BLUE, *PINK, *RAILROADS, *UTILITIES)
    build(g, ORIENTAL, 2)
    build(g, VERMONT, 2)
    build(g, CONNECTICUT, 1)
    g.cash[0] = 900
    g.apply(Roll(0))
    assert isinstance(g.pending, Debt) and g.pending.amount == 2000
    return g


def at_bankruptcy(look: str = "classic") -> Game:
    g = new_game(dice=((1, 3),), look=look)
    place(g, 0, SHORT_LINE)
    give(g, 1, PARK_PLACE, BOARDWALK)
    build(g, BOARDWALK, g.hotel_level)
    give(g, 0, MEDITERRANEAN)
    g.cash[0] = 100
    g.apply(Roll(0))
    assert isinstance(g.pending, Debt) and DeclareBankruptcy(0) in g.legal_actions(0)
    return g


def at_mortgage_choice(look: str = "classic") -> Game:
    g = new_game(look=look)
    give(g, 0, READING)
    mortgage(g, READING)
    g.apply(ProposeTrade(0, TradeOffer(0, 1, give=(READING,), take_cash=50)))
    g.apply(AcceptTrade(1))
    assert g.pending == MortgageChoice(1, READING)
    return g


def at_trade(look: str = "classic") -> Game:
    g = new_game(look=look)
    give(g, 0, READING, ORIENTAL)
    mortgage(g, ORIENTAL)
    give(g, 1, BALTIC)
    g.held[0] = ("community_chest",)
    g.decks["community_chest"].remove(card_index(g, "cc_goojf"))
    offer = TradeOffer(0, 1, give=(READING, ORIENTAL), take=(BALTIC,), give_cash=120,
                       give_cards=("community_chest",))
    g.apply(ProposeTrade(0, offer))
    assert g.pending == TradeAnswer(1, offer)
    return g


def at_shortage(look: str = "classic") -> Game:
    g = new_game(look=look)
    give(g, 0, *BROWN)
    give(g, 1, *LIGHT_BLUE)
    g.bank_houses = 1
    g.apply(Build(0, MEDITERRANEAN))
    assert isinstance(g.pending, ShortageCall) and g.to_move == 1
    return g


def at_place(look: str = "classic") -> Game:
    g = at_shortage(look)
    g.apply(WantBuildings(1, 1))
    g.apply(Bid(1, 60))
    g.apply(PassBid(0))
    assert g.pending == PlaceBuilding(1, "house")
    return g


POSITIONS: dict[str, tuple[Callable[[str], Game], type[DialogScene]]] = {
    "buy": (at_buy, BuyDialog),
    "auction": (at_auction, AuctionDialog),
    "jail": (at_jail, JailDialog),
    "tax": (at_tax, TaxDialog),
    "debt": (at_debt, DebtDialog),
    "bankruptcy": (at_bankruptcy, DebtDialog),
    "mortgage": (at_mortgage_choice, MortgageDialog),
    "trade": (at_trade, TradeDialog),
    "shortage": (at_shortage, ShortageDialog),
    "place": (at_place, PlaceDialog),
}


# -- which dialog -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", POSITIONS)
def test_every_decision_opens_its_dialog(name: str) -> None:
    make, kind = POSITIONS[name]
    g = make("classic")
    scene, _ = open_dialog(g)
    assert type(scene) is kind


def test_no_dialog_for_the_plain_turn_or_another_players_decision() -> None:
    g = new_game(dice=((1, 2), (2, 3)))
    area, sink = board_area(), Sent()
    assert dialog_for(g, 0, theme(), area, sink) is None  # PRE_ROLL, not in Jail
    g.apply(Roll(0))
    assert dialog_for(g, 1, theme(), area, sink) is None  # Ann's BuyChoice
    g.apply(Buy(0))
    assert g.pending is Phase.POST_ROLL
    assert dialog_for(g, 0, theme(), area, sink) is None
    assert sink.actions == []


# -- buying -----------------------------------------------------------------------------------

def test_buy_by_click() -> None:
    g = at_buy()
    scene, sent = open_dialog(g)
    texts = " ".join(scene.shown_texts())
    assert "Baltic Avenue" in texts and "$60" in texts and "$1,500" in texts
    click(scene, "Buy for $60")
    assert applied(g, sent) == Buy(0)
    assert g.owner[BALTIC] == 0 and g.cash[0] == 1440


def test_buy_by_enter_and_by_space() -> None:
    for k in (pygame.K_RETURN, pygame.K_SPACE):
        g = at_buy()
        scene, sent = open_dialog(g)
        assert focused_label(scene) == "Buy for $60"
        key(scene, k)
        assert applied(g, sent) == Buy(0)


def test_unaffordable_buy_is_disabled_with_the_reason_and_auction_is_the_default() -> None:
    g = at_buy()
    g.cash[0] = 40
    scene, sent = open_dialog(g)
    assert not scene.buttons()["Buy for $60"].is_enabled
    assert any("$20 short" in t for t in scene.shown_texts())
    click(scene, "Buy for $60")
    assert sent.actions == []
    assert focused_label(scene) == "Auction it"
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == DeclineBuy(0)
    assert isinstance(g.pending, Auction)


def test_decline_then_bid_a_typed_amount_and_the_other_passes() -> None:
    g = at_buy()
    scene, sent = open_dialog(g)
    click(scene, "Auction it")
    assert applied(g, sent) == DeclineBuy(0)
    auction, sent = open_auction(g)  # Bob bids first: seat order from the one who declined
    scene = auction
    assert scene.player == 1
    texts = " ".join(scene.shown_texts())
    assert "Ann" in texts and "Bob" in texts and "no bids yet" in texts
    entry = auction.entry
    assert entry is not None
    pump(scene, 1)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=entry.rect.center, button=1))
    pump(scene)
    entry.set_text("")
    type_text(scene, "45")
    assert entry.get_text() == "45"
    click(scene, "Bid")
    assert applied(g, sent) == Bid(1, 45)
    scene, sent = open_dialog(g)
    assert scene.player == 0
    assert any("$45 · Bob" in t for t in scene.shown_texts())
    click(scene, "Pass")
    assert applied(g, sent) == PassBid(0)
    assert g.owner[BALTIC] == 1 and g.cash[1] == 1455


def test_quick_raise_bids_over_the_high_bid() -> None:
    g = at_auction()
    g.apply(Bid(1, 20))
    scene, sent = open_dialog(g)
    click(scene, "+10")
    assert applied(g, sent) == Bid(0, 30)
    scene, sent = open_dialog(g)
    click(scene, "+100")
    assert applied(g, sent) == Bid(1, 130)
    assert g.pending.high == 130  # type: ignore[union-attr]


def quick_raises(high: int, cash: int) -> tuple[Game, DialogScene, Sent, dict[str, UIButton]]:
    """The auction as Ann, with ``cash``, sees it after Bob bid ``high``: its buttons by label."""
    g = at_auction()
    g.apply(Bid(1, high))
    g.cash[0] = cash
    scene, sent = open_dialog(g)
    return g, scene, sent, scene.buttons()


def test_quick_raise_is_capped_at_cash() -> None:
    g, scene, sent, buttons = quick_raises(20, 75)
    assert "+100" not in buttons and buttons["All in"].is_enabled
    click(scene, "All in")
    assert applied(g, sent) == Bid(0, 75)


def test_a_bidder_short_of_the_lowest_bid_is_offered_no_all_in() -> None:
    """Every raise greyed in its place, none of them called "All in": he cannot bid at all."""
    g, scene, sent, buttons = quick_raises(50, 30)
    assert "All in" not in buttons
    assert [label for label in ("+1", "+10", "+50", "+100") if buttons[label].is_enabled] == []
    click(scene, "+10")
    assert sent.actions == []


def test_only_one_raise_is_all_in() -> None:
    g, scene, sent, buttons = quick_raises(20, 25)
    assert buttons["+1"].is_enabled and buttons["All in"].is_enabled
    assert not buttons["+50"].is_enabled and not buttons["+100"].is_enabled
    click(scene, "All in")
    assert applied(g, sent) == Bid(0, 25)


def test_a_refused_bid_shows_the_reason_and_lets_the_player_choose_again() -> None:
    g = at_auction()
    g.apply(Bid(1, 50))
    scene, sent = open_auction(g)
    refused: list[str] = []
    scene.on_refuse = refused.append
    assert scene.entry is not None
    scene.entry.set_text("")
    type_text(scene, "20")
    click(scene, "Bid")
    assert sent.actions == []
    assert refused == ["The lowest bid now is $51."]
    assert any("lowest bid now is $51" in t for t in scene.shown_texts())
    scene.entry.set_text("5000")
    click(scene, "Bid")  # more than he has: the engine's reason
    assert sent.actions == [] and "exceed your cash" in refused[-1]
    type_text(scene, "60")
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == Bid(0, 60)


def test_auction_by_keyboard_only() -> None:
    g = at_auction()
    scene, sent = open_dialog(g)
    assert focused_label(scene) == "Bid"
    type_text(scene, "37")  # typing anywhere starts a new amount
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == Bid(1, 37)
    scene, sent = open_dialog(g)
    key(scene, pygame.K_RETURN)  # the box holds the lowest bid: Enter bids it
    assert applied(g, sent) == Bid(0, 38)
    scene, sent = open_dialog(g)
    assert focused_label(scene) == "Bid"
    key(scene, pygame.K_TAB)
    assert focused_label(scene) == "Pass"
    key(scene, pygame.K_SPACE)
    assert applied(g, sent) == PassBid(1)
    assert g.owner[BALTIC] == 0 and g.cash[0] == 1500 - 38


def test_auction_quick_raise_by_keyboard() -> None:
    g = at_auction()
    scene, sent = open_dialog(g)
    for _ in range(4):  # Shift+Tab goes back: Bid, the amount box, +100, +50, +10
        key(scene, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused_label(scene) == "+10"
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == Bid(1, 10)


# -- Jail -------------------------------------------------------------------------------------

def test_pay_the_jail_fine() -> None:
    g = at_jail()
    scene, sent = open_dialog(g)
    assert any("try 1 of 3" in t.lower() for t in scene.shown_texts())
    click(scene, "Pay the $50 fine")
    assert applied(g, sent) == PayJailFine(0)
    assert not g.in_jail[0] and g.cash[0] == 1450 and g.pending is Phase.PRE_ROLL


def test_use_a_jail_card() -> None:
    g = at_jail()
    scene, sent = open_dialog(g)
    click(scene, "Use a Get Out of Jail Free card")
    assert applied(g, sent) == UseJailCard(0)
    assert not g.in_jail[0] and g.held[0] == ()


def test_roll_for_doubles_by_enter_and_the_other_ways_by_keyboard() -> None:
    g = at_jail()
    scene, sent = open_dialog(g)
    assert focused_label(scene) == "Roll for doubles"
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == Roll(0)
    assert g.in_jail[0] and g.jail_tries[0] == 1
    g = at_jail()
    scene, sent = open_dialog(g)
    key(scene, pygame.K_DOWN)
    key(scene, pygame.K_DOWN)
    assert focused_label(scene) == "Use a Get Out of Jail Free card"
    key(scene, pygame.K_UP)
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == PayJailFine(0)


def test_jail_without_a_card_or_the_fine_on_the_last_try() -> None:
    g = at_jail(card=False, tries=2)
    scene, sent = open_dialog(g)
    buttons = scene.buttons()
    assert not buttons["Use a Get Out of Jail Free card"].is_enabled
    assert not buttons["Pay the $50 fine"].is_enabled
    texts = " ".join(scene.shown_texts())
    assert "try 3 of 3" in texts.lower()
    # the fine is not offered as a choice: it follows a miss
    assert ("This is your last try: roll doubles to get out; a miss costs the $50 fine, and "
            "you move by the dice.") in texts
    key(scene, pygame.K_DOWN)  # nothing else to focus: the ring stays on Roll
    assert focused_label(scene) == "Roll for doubles"


def test_jail_on_the_last_try_with_a_card_or_where_the_fine_may_still_be_paid() -> None:
    g = at_jail(tries=2)
    scene, _ = open_dialog(g)
    assert scene.buttons()["Use a Get Out of Jail Free card"].is_enabled
    assert not scene.buttons()["Pay the $50 fine"].is_enabled
    assert ("This is your last try: play your card, or roll doubles to get out; a miss costs "
            "the $50 fine, and you move by the dice.") in " ".join(scene.shown_texts())
    g = at_jail(card=False, tries=2)
    g.rules = g.rules.model_copy(update={"jail_fine_on_last_turn": True})
    scene, sent = open_dialog(g)
    assert ("This is your last try: pay the $50 fine first, or roll: doubles get you out, a "
            "miss costs the fine, and you move by the dice.") in " ".join(scene.shown_texts())
    click(scene, "Pay the $50 fine")
    assert applied(g, sent) == PayJailFine(0)


# -- tax --------------------------------------------------------------------------------------

def test_income_tax_flat_and_percent() -> None:
    g = at_tax()
    scene, sent = open_dialog(g)
    texts = " ".join(scene.shown_texts())
    worth = g.tax_worth(0)
    assert f"{worth:,}" not in texts and str(worth) not in texts
    click(scene, "Pay $200")
    assert applied(g, sent) == ChooseIncomeTax(0, False)
    assert g.cash[0] == 1300
    g = at_tax()
    scene, sent = open_dialog(g)
    click(scene, "Pay 10%")
    assert applied(g, sent) == ChooseIncomeTax(0, True)
    assert g.cash[0] == 1500 - (1500 + 400 + 5) // 10


# -- debt -------------------------------------------------------------------------------------

def test_raise_money_by_mortgaging_then_pay() -> None:
    g = at_debt()
    scene, sent = open_dialog(g)
    texts = " ".join(scene.shown_texts())
    assert "You owe $2,000" in texts and "Bob" in texts and "Boardwalk" in texts
    assert "$1,100" in texts  # still to raise
    assert not scene.buttons()["Pay $2,000"].is_enabled
    assert "Declare bankruptcy" not in scene.buttons()
    for label in ("Sell a house on Oriental Avenue", "Sell a house on Vermont Avenue",
                  "Mortgage Reading Railroad", "Mortgage Baltic Avenue"):
        assert label in scene.buttons(), label
    click(scene, "Mortgage Reading Railroad")
    assert applied(g, sent) == Mortgage(0, READING)
    assert g.cash[0] == 1000 and g.mortgaged[READING]
    while g.cash[0] < 2000:
        scene, sent = open_dialog(g)
        label = next(l for l in scene.buttons() if l.startswith(("Sell", "Mortgage")))
        click(scene, label)
        applied(g, sent)
    scene, sent = open_dialog(g)
    assert focused_label(scene) == "Pay $2,000"
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == PayDebt(0)
    assert g.cash[1] == 1500 + 2000 and not isinstance(g.pending, Debt)


def test_the_debt_options_scroll_to_the_focused_one() -> None:
    g = at_debt()
    pygame.display.set_mode((1280, 720))
    scene, _ = open_dialog(g, size=(1280, 720))
    panel = scene.panel
    assert panel is not None and panel.rect.height <= 720
    for _ in range(len(scene.buttons()) - 1):
        key(scene, pygame.K_TAB)
        element = scene.focused
        assert element is not None
        if scene._scroll is not None and element in scene._scroll.members:
            assert scene._scroll.box.rect.contains(element.rect), focused_label(scene)


@pytest.mark.parametrize("size", ((1024, 600), (1280, 720)))
def test_the_debt_options_that_scroll_show_whole_options(size: tuple[int, int]) -> None:
    """No option is cut in half at the foot of the list, as it opens or as the focus moves
    down it and back up; the scroll bar says there are more."""
    g = at_debt()
    g.cash[0] = 100
    pygame.display.set_mode(size)
    scene, _ = open_dialog(g, size=size)
    s = scene._scroll
    assert s is not None and s.box.vert_scroll_bar is not None
    ways = [b for label, b in scene.buttons().items() if label.startswith(("Mortgage", "Sell"))]
    steps = [pygame.K_DOWN] * (len(ways) + 1) + [pygame.K_UP] * (len(ways) + 1)
    for step in [None, *steps]:
        if step is not None:
            key(scene, step)
            scene.update(1 / 60)
        view = s.box.rect
        cut = [b.text for b in ways if b.rect.top < view.bottom < b.rect.bottom
               or b.rect.top < view.top < b.rect.bottom]
        assert cut == [], (step, s.offset)
        assert sum(view.contains(b.rect) for b in ways) >= 2
        focused = scene.focused
        if focused in s.members:
            assert focused is not None and view.contains(focused.rect)


def test_bankruptcy_only_when_everything_could_not_cover_it() -> None:
    g = at_bankruptcy()
    scene, sent = open_dialog(g)
    assert "Declare bankruptcy" in scene.buttons()
    assert "Mortgage Mediterranean Avenue" in scene.buttons()
    click(scene, "Declare bankruptcy")
    assert not sent.actions and "Yes, declare bankruptcy" in scene.buttons()  # asked again
    click(scene, "Yes, declare bankruptcy")
    assert applied(g, sent) == DeclareBankruptcy(0)
    assert not g.active[0] and g.over and g.winners == (1,)


@pytest.mark.parametrize("size", ((1024, 600), (1280, 720)))
@pytest.mark.parametrize("hints", (False, True))
def test_a_long_debt_keeps_its_heading_and_buttons_in_view(size: tuple[int, int],
                                                          hints: bool) -> None:
    """Thirteen ways to raise money, and still not enough: the list scrolls, and the heading,
    Pay, bankruptcy and the way into the deeds stay in the window."""
    g = at_debt()
    g.cash[0] = 100
    assert DeclareBankruptcy(0) in g.legal_actions(0)
    pygame.display.set_mode(size)
    scene, _ = open_dialog(g, size=size, hints=hints)
    scene.offer_manage(lambda need: None)
    panel = scene.panel
    assert panel is not None and pygame.Rect((0, 0), size).contains(panel.rect)
    heading = next(e for e in scene.manager.get_sprite_group().sprites()
                   if getattr(e, "text", None) == "You owe $2,000")
    assert panel.rect.contains(heading.rect)
    buttons = scene.buttons()
    for label in ("Pay $2,000", "Declare bankruptcy", "See your deeds"):
        assert panel.rect.contains(buttons[label].rect), label
    ways = [b for label, b in buttons.items() if label.startswith(("Mortgage", "Sell"))]
    assert len(ways) == 13 and scene._scroll is not None
    assert all(b in scene._scroll.members for b in ways)
    # the hint says what the muted line would: it is said once
    said = " ".join(scene.shown_texts())
    assert ("going bankrupt" in said) == hints
    assert ("would not cover this debt" in said) == (not hints)


# -- mortgages, trades, buildings -----------------------------------------------------------

def test_keep_a_mortgage_paying_the_interest() -> None:
    g = at_mortgage_choice()
    scene, sent = open_dialog(g)
    cash = g.cash[1]
    click(scene, "Keep it, pay $10")
    assert applied(g, sent) == KeepMortgaged(1, READING)
    assert g.mortgaged[READING] and g.cash[1] == cash - 10


def test_lift_a_mortgage_by_enter() -> None:
    g = at_mortgage_choice()
    scene, sent = open_dialog(g)
    cash = g.cash[1]
    assert focused_label(scene) == "Lift for $110"
    key(scene, pygame.K_KP_ENTER)
    assert applied(g, sent) == Unmortgage(1, READING)
    assert not g.mortgaged[READING] and g.cash[1] == cash - 110


def test_accept_a_trade() -> None:
    g = at_trade()
    scene, sent = open_dialog(g)
    texts = " ".join(scene.shown_texts())
    assert "Reading Railroad, Oriental Avenue (mortgaged), $120 and a Get Out of Jail Free card" \
        in texts
    assert "Baltic Avenue" in texts
    key(scene, pygame.K_RETURN)  # with no advice nothing is the default
    assert sent.actions == []
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == AcceptTrade(1)
    assert g.owner[READING] == 1 and g.owner[BALTIC] == 0 and g.held[1] == ("community_chest",)
    assert g.pending == MortgageChoice(1, ORIENTAL)


def test_decline_a_trade() -> None:
    g = at_trade()
    scene, sent = open_dialog(g)
    click(scene, "Decline")
    assert applied(g, sent) == DeclineTrade(1)
    assert g.owner[READING] == 0 and g.pending is Phase.PRE_ROLL


def test_a_trade_that_can_no_longer_happen_cannot_be_accepted() -> None:
    g = at_trade()
    g.cash[0] = 50  # Ann no longer has the $120 she offered
    scene, sent = open_dialog(g)
    assert not scene.buttons()["Accept"].is_enabled
    assert any("cannot go ahead" in t for t in scene.shown_texts())
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == DeclineTrade(1)


def test_shortage_answer() -> None:
    g = at_shortage()
    scene, sent = open_dialog(g)
    assert set(scene.buttons()) == {"None"} | {str(k) for k in range(1, 13)}
    click(scene, "2")
    assert applied(g, sent) == WantBuildings(1, 2)
    assert isinstance(g.pending, Auction) and g.pending.kind == "house"


def test_shortage_none_by_enter_lets_the_builder_build() -> None:
    g = at_shortage()
    scene, sent = open_dialog(g)
    key(scene, pygame.K_RETURN)
    assert applied(g, sent) == WantBuildings(1, 0)
    assert g.level[MEDITERRANEAN] == 1


def test_place_a_building_won_at_auction() -> None:
    g = at_place()
    scene, sent = open_dialog(g)
    assert {"Oriental Avenue", "Vermont Avenue", "Connecticut Avenue"} <= set(scene.buttons())
    click(scene, "Vermont Avenue")
    assert applied(g, sent) == Build(1, VERMONT)
    assert g.level[VERMONT] == 1 and g.pending is Phase.PRE_ROLL


# -- cards ----------------------------------------------------------------------------------

def test_card_dialog_ok_by_click_and_by_key() -> None:
    done: list[int] = []
    scene = card_dialog(theme(), "chance", "Advance to GO.", lambda: done.append(1))
    assert isinstance(scene, CardDialog) and not scene.opaque
    click(scene, "OK")
    assert done == [1]
    click(scene, "OK")
    assert done == [1]  # once only
    scene = card_dialog(theme(), "community_chest", "Collect $10.", lambda: done.append(2))
    key(scene, pygame.K_SPACE)
    assert done == [1, 2]


# -- the scene contract ---------------------------------------------------------------------

def test_on_the_stack_the_dialog_takes_its_clicks_and_keys_and_lets_the_rest_through() -> None:
    g = at_buy()
    stack = SceneStack()
    seen: list[int] = []

    class Below(Scene):
        def handle_event(self, event: pygame.event.Event) -> bool:
            seen.append(event.type)
            return True

    stack.push(Below())
    scene, sent = open_dialog(g)
    stack.push(scene)
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert seen == [pygame.KEYDOWN]  # Esc is the pause menu's, below
    outside = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(SIZE[0] - 5, 5), button=1)
    stack.handle_event(outside)
    assert seen[-1] == pygame.MOUSEBUTTONDOWN
    seen.clear()
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert seen == [] and sent.one == Buy(0)
    stack.update(1 / 60)
    stack.draw(pygame.Surface(SIZE))


def test_resizing_lays_the_dialog_out_again() -> None:
    g = at_auction()
    scene, _ = open_dialog(g)
    pygame.display.set_mode((1280, 720))
    scene.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    assert scene.panel is not None
    assert pygame.Rect(0, 0, 1280, 720).contains(scene.panel.rect)
    assert scene.metrics.window == (1280, 720)


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_a_crowded_auction_fits_a_1280x720_window_without_scrolling(look: str,
                                                                    players: int) -> None:
    """Every bidder, the hint, a refused bid and Raise: all shown at once, nothing to scroll,
    and Pass pressed where it is drawn."""
    size = (1280, 720)
    pygame.display.set_mode(size)
    g = new_game(players, dice=((1, 2),), look=look)
    g.apply(Roll(0))
    g.apply(DeclineBuy(0))
    g.apply(Bid(1, 50))
    give(g, 2, READING)
    g.cash[2] = 30  # short of the lowest bid, with a deed to raise it on
    scene, sent = open_dialog(g, look, size, hints=True)
    assert isinstance(scene, AuctionDialog) and scene.entry is not None
    scene.offer_manage(lambda need: None)
    type_text(scene, "40")  # typed into the box, and Enter (Bid is off: he has $30)
    key(scene, pygame.K_RETURN)
    assert sent.actions == [] and "lowest bid now is $51" in scene.error
    texts = scene.shown_texts()
    assert "Raise $21" in texts and "Hint" in texts
    assert all(g.names[q] in texts for q in range(players))
    sprites = scene.manager.get_sprite_group().sprites()
    assert not [e for e in sprites if isinstance(e, (pygame_gui.elements.UIScrollingContainer,
                                                     pygame_gui.elements.UIVerticalScrollBar))]
    assert layout_problems(scene, size) == [], (look, players)
    click(scene, "Pass")
    assert applied(g, sent) == PassBid(2)


@pytest.mark.parametrize("wanting", [8, 7], ids=["all-want", "one-wants-none"])
@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_a_crowded_building_auction_fits_a_1280x720_window_without_scrolling(
        look: str, wanting: int) -> None:
    """Eight players each with a whole group, one house left: the auction of it, with why it
    is held, every bidder, the hint, a refused bid and Raise, shown at once without scrolling
    and nothing on top of anything else; Pass pressed where it is drawn."""
    size = (1280, 720)
    pygame.display.set_mode(size)
    g = new_game(8, look=look)
    b = g.board
    streets = [gi for gi, kind in enumerate(b.group_ids) if kind not in ("railroad", "utility")]
    for p, gi in enumerate(streets):
        give(g, p, *b.members[gi])
    g.bank_houses = 1
    g.apply(Build(0, MEDITERRANEAN))
    while isinstance(g.pending, ShortageCall):
        q = g.pending.player
        g.apply(WantBuildings(q, 0 if q == wanting else 1))
    assert isinstance(g.pending, Auction) and g.pending.kind == "house"
    assert len(g.pending.bidders) == wanting and g.to_move == 1
    give(g, 1, READING)
    g.cash[1] = 30  # short of the lowest bid, with a deed to raise it on
    scene, sent = open_dialog(g, look, size, hints=True)
    assert isinstance(scene, AuctionDialog)
    scene.offer_manage(lambda need: None)
    type_text(scene, "40")
    key(scene, pygame.K_RETURN)
    assert sent.actions == [] and "lowest bid now is $51" in scene.error
    texts = scene.shown_texts()
    assert "Raise $21" in texts and "Hint" in texts and "bidding now" in texts
    assert all(g.names[q] in texts for q in g.pending.bidders)
    sprites = scene.manager.get_sprite_group().sprites()
    assert not [e for e in sprites if isinstance(e, (pygame_gui.elements.UIScrollingContainer,
                                                     pygame_gui.elements.UIVerticalScrollBar))]
    assert layout_problems(scene, size) == [], (look, wanting)
    labels = [e for e in sprites if isinstance(e, pygame_gui.elements.UILabel)]
    heading = next(e for e in labels if e.text == "Still bidding")
    hint = next(e for e in sprites if e.get_class_ids()[-1] == "@dlg_hint")
    rows = [e for e in labels if heading.rect.bottom <= e.rect.top < hint.rect.top]
    assert len(rows) == 2 * wanting + 2  # a name and cash each, two tags
    assert [(a.text, b.text) for i, a in enumerate(rows) for b in rows[i + 1:]
            if a.rect.colliderect(b.rect)] == []
    click(scene, "Pass")
    assert applied(g, sent) == PassBid(1)


# -- looks ----------------------------------------------------------------------------------

def every_dialog(look: str, size: tuple[int, int] = SIZE, hints: bool = False
                 ) -> Iterator[tuple[str, DialogScene]]:
    for name, (make, _) in POSITIONS.items():
        scene, _ = open_dialog(make(look), look, size, hints)
        yield name, scene
    g = at_jail(look, card=False, tries=2)
    yield "jail-last-try", open_dialog(g, look, size, hints)[0]
    g = at_buy(look)
    g.cash[0] = 40
    yield "buy-short", open_dialog(g, look, size, hints)[0]
    g = at_auction(look)
    g.apply(Bid(1, 50))
    scene, _ = open_dialog(g, look, size, hints)
    assert isinstance(scene, AuctionDialog) and scene.entry is not None
    scene.entry.set_text("20")
    assert scene.panel is not None
    top = scene.panel.rect.top
    scene.bid_typed()
    assert scene.error and not scene.done
    assert scene.panel is not None and scene.panel.rect.top == top  # laid out again in place
    yield "auction-refused", scene
    g = at_debt(look)
    while g.cash[0] < 2000:
        g.apply(next(a for a in g.legal_actions(0) if isinstance(a, (Mortgage, SellBuilding))))
    yield "debt-enough", open_dialog(g, look, size, hints)[0]
    card_hint = (f"Keep it to leave {theme(look).edition_spec().board.names[JAIL]} without "
                 "paying, or sell it to another player in a trade." if hints else "")
    yield "card", card_dialog(theme(look), "chance", theme(look).cards["ch_goojf"], lambda: None,
                              board_area(size), card_hint)


def layout_problems(scene: DialogScene, size: tuple[int, int]) -> list[str]:
    """Text that would not fit its widget, widgets outside the panel, a panel off the window."""
    problems: list[str] = []
    panel = scene.panel
    assert panel is not None
    if not pygame.Rect((0, 0), size).contains(panel.rect):
        problems.append(f"panel {panel.rect} leaves the window {size}")
    for element in scene.manager.get_sprite_group().sprites():
        if element is panel or not hasattr(element, "text"):
            continue
        text = element.text
        if isinstance(element, pygame_gui.elements.UILabel) and text:
            assert element.font is not None
            width, height = element.font.size(text)
            if width > element.rect.width or element.rect.height < height - 4:
                problems.append(f"label {text!r} ({width}x{height}) in {element.rect}")
        if isinstance(element, pygame_gui.elements.UIButton) and text:
            assert element.font is not None
            width = element.font.size(text)[0]
            if width > element.rect.width - 8:
                problems.append(f"button {text!r} ({width}) in {element.rect}")
        if scene._scroll is None and not panel.rect.contains(element.rect):
            problems.append(f"{text!r} at {element.rect} outside the panel {panel.rect}")
    return problems


@pytest.mark.parametrize("hints", [False, True], ids=["plain", "hints"])
@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_every_dialog_renders_and_fits_from_720p_to_1080p(look: str, hints: bool) -> None:
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        screen = pygame.display.set_mode(size)
        area = board_area(size)
        board = BoardRenderer(theme(look)).render(size[1] - 24)
        for name, scene in every_dialog(look, size, hints):
            screen.fill(pygame.Color(theme(look).palette.board))
            screen.blit(board, (12, 12))
            scene.update(1 / 60)
            scene.draw(screen)
            assert layout_problems(scene, size) == [], (look, name, size)
            panel = scene.panel
            assert panel is not None
            if panel.rect.height < area.h and not name.endswith("-refused"):
                # centred on the board's middle when it fits there (laid out again after a
                # refusal, it stays where it was: see every_dialog)
                assert abs(panel.rect.centerx - area.centerx) <= 1, (look, name, size)
                assert abs(panel.rect.centery - area.centery) <= 1, (look, name, size)
            if hints:
                assert not overlaps(scene), (look, name, size, overlaps(scene))
            shot = f"{look}-{name}-{size[1]}{'-hints' if hints else ''}.png"
            pygame.image.save(screen, str(PNG_DIR / shot))


def overlaps(scene: DialogScene) -> list[str]:
    """Widgets of the dialog that overlap the hint band (its own labels apart)."""
    bands = [e for e in scene.manager.get_sprite_group().sprites()
             if e.get_class_ids()[-1] == "@dlg_hint"]
    assert bands, "no hint shown"
    out = []
    for band in bands:
        for e in scene.manager.get_sprite_group().sprites():
            if e is band or e is scene.panel or e.rect.contains(band.rect):
                continue
            inside = band.rect.contains(e.rect)
            if not inside and band.rect.colliderect(e.rect):
                out.append(f"{getattr(e, 'text', type(e).__name__)!r} at {e.rect} "
                           f"overlaps the hint at {band.rect}")
    return out


def test_no_classic_word_in_any_boutique_dialog() -> None:
    for name, scene in [*every_dialog("boutique"), *every_dialog("boutique", hints=True)]:
        for text in scene.shown_texts():
            found = CLASSIC_WORDS.search(text)
            assert found is None, f"{name}: {found.group(0)!r} in {text!r}"
    # the test itself can find them: the same dialogs in Classic do use those words
    words = " ".join(t for _, s in every_dialog("classic") for t in s.shown_texts())
    assert CLASSIC_WORDS.search(words)


# -- hints ----------------------------------------------------------------------------------------

def hint_lines(scene: DialogScene) -> list[str]:
    return [e.text for e in scene.manager.get_sprite_group().sprites()
            if e.get_class_ids()[-1] == "@dlg_hint_text"]


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_with_hints_on_every_decision_dialog_says_what_the_choice_means(look: str) -> None:
    from game.ai.hints import hint
    from game.client.views.words import Words

    for name, (make, _) in POSITIONS.items():
        g = make(look)
        plain, _ = open_dialog(g, look)
        assert hint_lines(plain) == [], name
        scene, _ = open_dialog(g, look, hints=True)
        expected = hint(g, g.to_move, Words(theme(look), g))
        assert expected, name
        assert " ".join(hint_lines(scene)) == expected, name
        assert "Hint" in scene.shown_texts()


def test_the_hint_follows_the_game_as_it_stands_when_the_dialog_is_laid_out_again() -> None:
    g = at_buy()
    scene, _ = open_dialog(g, hints=True)
    assert "You can afford it and keep" in " ".join(hint_lines(scene))
    g.cash[0] = 40
    scene.refresh()
    assert "you lack" in " ".join(hint_lines(scene))


def test_a_card_shows_its_hint_only_when_given_one() -> None:
    card = card_dialog(theme(), "chance", theme().cards["ch_goojf"], lambda: None)
    assert hint_lines(card) == []
    card = card_dialog(theme(), "chance", theme().cards["ch_goojf"], lambda: None,
                       hint="Keep it for later.")
    assert hint_lines(card) == ["Keep it for later."]
