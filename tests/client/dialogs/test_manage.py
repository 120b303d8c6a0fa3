"""The manage view, driven like a person does: real clicks on the Property button, on panels and
on the view's buttons, keys; checked against what the engine and the screen then show."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import (UIButton, UIImage, UILabel, UIScrollingContainer,
                                 UIVerticalScrollBar)

from game.client.dialogs import AuctionDialog, DebtDialog, PlaceDialog, ShortageDialog
from game.client.dialogs.base import DialogScene
from game.client.dialogs.manage import ManageView
from game.client.kit.scene import SceneStack
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.engine import Debt, Game, Phase, RuleSet
from game.engine import events as ev
from game.themes import THEMES_DIR, Theme, load_theme

from ...engine.scenario import (BALTIC, BOARDWALK, BROWN, CONNECTICUT, LIGHT_BLUE, MEDITERRANEAN,
                                ORIENTAL, PARK_PLACE, PINK, RAILROADS, READING, SHORT_LINE,
                                ST_CHARLES, VERMONT, build, give, mortgage, order_dice, place,
                                snapshot)
from .test_dialogs import CLASSIC_WORDS, layout_problems

SIZE = (1600, 900)
PNG_DIR = Path("/tmp/manage")

_themes: dict[str, Theme] = {}


def theme(look: str) -> Theme:
    if look not in _themes:
        _themes[look] = load_theme(THEMES_DIR / look)
    return _themes[look]


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode(SIZE)
    pygame.event.clear()
    yield
    pygame.event.clear()


class Table:
    """A game scene on a scene stack, fed real events frame by frame."""

    def __init__(self, levels: Sequence[str] = ("human", "medium"), *, look: str = "classic",
                 size: tuple[int, int] = SIZE, speed: str = "instant", first: int = 0,
                 dice: Sequence[tuple[int, int]] = (), setup: Callable[[Game], None] = lambda g: None
                 ) -> None:
        pygame.display.set_mode(size)
        names = ["Ann", "Bob", "Cy"][:len(levels)]
        self.game = g = Game.new(names, rules=RuleSet.from_preset("classic"),
                                 edition=theme(look).edition_spec(), seed=1,
                                 forced_dice=[*order_dice(len(names), first), *dice])
        setup(g)
        self.seen: list[ev.Event] = []
        seats = [Seat(n, i, level) for i, (n, level) in enumerate(zip(names, levels))]
        self.scene = GameScene(size, g, theme(look), seats, speed=speed, seed=1, intro=False,
                               on_events=lambda game, events: self.seen.extend(events))
        self.stack = SceneStack()
        self.stack.push(self.scene)
        self.frames(2)

    def frames(self, count: int = 3) -> None:
        for _ in range(count):
            for event in pygame.event.get():
                self.stack.handle_event(event)
            self.stack.update(1 / 60)

    def click(self, pos: tuple[int, int], frames: int = 3) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.frames(frames)

    def key(self, k: int, frames: int = 3) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
        self.frames(frames)

    def hover(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        self.frames(2)

    @property
    def top(self) -> object:
        return self.stack.top

    @property
    def view(self) -> ManageView:
        top = self.stack.top
        assert isinstance(top, ManageView), top
        return top

    def dialog(self, kind: type[DialogScene]) -> DialogScene:
        for _ in range(120):
            if isinstance(self.stack.top, kind):
                return self.stack.top
            self.frames(1)
        raise AssertionError(f"no {kind.__name__}, top is {self.stack.top}")

    def press(self, label: str, frames: int = 3) -> None:
        """Click the button of the dialog on top whose label is (or starts with) ``label``."""
        top = self.stack.top
        assert isinstance(top, DialogScene), top
        buttons = top.buttons()
        match = buttons.get(label) or next(
            (b for text, b in buttons.items() if text.startswith(label)), None)
        assert match is not None, (label, list(buttons))
        assert match.is_enabled, (label, top.shown_texts())
        self.click(match.rect.center, frames)

    def button(self, label: str) -> pygame.Rect:
        view = self.view
        return next(b.rect for b in view._buttons if b.text == label)

    def tab(self, name: str) -> None:
        self.press(name)

    def shot(self) -> pygame.Surface:
        surface = pygame.display.get_surface()
        self.stack.draw(surface)
        return surface

    def open_property(self) -> ManageView:
        assert self.scene.property_button.is_enabled
        self.click(self.scene.property_button.rect.center)
        return self.view


def lot_buttons(view: ManageView, s: int) -> dict[str, bool]:
    """The buttons under lot ``s``'s card, by label: enabled or not."""
    image = next(img for img, lot in view._cards if lot == s)
    return {b.text: b.is_enabled for b in view._buttons
            if abs(b.rect.centerx - image.rect.centerx) < image.rect.w // 2
            and b.rect.top > image.rect.bottom and b.rect.top < image.rect.bottom + 200}


def lot_button(t: Table, s: int, prefix: str) -> pygame.Rect:
    view = t.view
    image = next(img for img, lot in view._cards if lot == s)
    return next(b.rect for b in view._buttons if b.text.startswith(prefix)
                and image.rect.left <= b.rect.centerx <= image.rect.right
                and b.rect.top > image.rect.bottom)


def reason_on_hover(t: Table, rect: pygame.Rect) -> str:
    t.hover(rect.center)
    tip = t.view.tip()
    assert tip is not None
    assert tip[0] in t.view.shown_texts()
    return tip[0]


# -- building -------------------------------------------------------------------------------

def test_the_property_button_opens_the_view_and_a_group_is_built_evenly_up_to_hotels() -> None:
    t = Table(setup=lambda g: give(g, 0, *LIGHT_BLUE, READING))
    g = t.game
    view = t.open_property()
    assert "Light Blue" in view.buttons() and "Railroads" in view.buttons()
    texts = " ".join(view.shown_texts())
    assert "Oriental Avenue" in texts and "The Bank has 32 houses and 12 hotels" in texts
    t.press("Hotel · $750")
    assert [g.level[s] for s in LIGHT_BLUE] == [5, 5, 5]
    assert g.cash[0] == 750 and g.bank_houses == 32 and g.bank_hotels == 9
    built = [e for e in t.seen if isinstance(e, ev.BuildingBuilt)]
    assert len(built) == 15 and all(e.player == 0 for e in built)
    assert "Ann builds a hotel on Connecticut Avenue." in " ".join(t.scene.log.lines)
    assert t.view is view  # still open, showing the new state
    assert "3 hotels" not in view.shown_texts() and "1 hotel" in view.shown_texts()
    assert not lot_buttons(view, ORIENTAL)["Build $50"]
    t.key(pygame.K_ESCAPE)
    assert t.top is t.scene and t.scene.dialog is None


def test_one_house_at_a_time_plays_its_animation_while_the_view_stays_open_to_more() -> None:
    t = Table(speed="normal", setup=lambda g: give(g, 0, *BROWN))
    g = t.game
    t.open_property()
    t.click(lot_button(t, MEDITERRANEAN, "Build").center, frames=2)
    assert g.level[MEDITERRANEAN] == 1 and t.scene.animator.busy
    view = t.view
    assert not any("Wait" in text for text in view.shown_texts())
    assert lot_buttons(view, BALTIC)["Build $50"]
    popped = False
    for _ in range(120):
        t.frames(1)
        popped = popped or MEDITERRANEAN in t.scene.pops  # the house pops up on the board
        if not t.scene.animator.busy:
            break
    t.frames(2)
    assert popped
    assert lot_buttons(t.view, BALTIC)["Build $50"]
    t.click(lot_button(t, BALTIC, "Build").center)
    assert g.level[BALTIC] == 1


def test_selling_back_a_hotel_then_the_whole_group_evenly() -> None:
    def setup(g: Game) -> None:
        give(g, 0, *PINK)
        for s in PINK:
            build(g, s, 5)

    t = Table(setup=setup)
    g = t.game
    t.open_property()
    t.click(lot_button(t, ST_CHARLES, "Sell +$50").center)
    assert [g.level[s] for s in PINK] == [4, 5, 5]
    assert g.cash[0] == 1550 and g.bank_hotels == 10 and g.bank_houses == 28
    t.press("0 · +$700")  # 4 + 5 + 5 levels at $50 each, half of $100
    assert [g.level[s] for s in PINK] == [0, 0, 0]
    assert g.cash[0] == 2250 and g.bank_hotels == 12 and g.bank_houses == 32


def test_mortgaging_and_lifting_a_railroad() -> None:
    t = Table(setup=lambda g: give(g, 0, READING, SHORT_LINE))
    g = t.game
    view = t.open_property()
    assert "Railroads" in view.buttons()
    t.click(lot_button(t, READING, "Mortgage").center)
    assert g.mortgaged[READING] and g.cash[0] == 1600
    assert any(isinstance(e, ev.Mortgaged) for e in t.seen)
    assert "Mortgaged · lift $110" in t.view.shown_texts()
    t.click(lot_button(t, READING, "Lift mortgage $110").center)
    assert not g.mortgaged[READING] and g.cash[0] == 1490
    assert any(isinstance(e, ev.Unmortgaged) for e in t.seen)


def test_keyboard_tab_to_a_button_and_enter() -> None:
    t = Table(setup=lambda g: give(g, 0, *BROWN))
    g = t.game
    view = t.open_property()
    for _ in range(40):
        element = view.focused
        if element is not None and getattr(element, "text", "") == "2 · $200":
            break
        t.key(pygame.K_TAB, frames=1)
    t.key(pygame.K_RETURN)
    assert [g.level[s] for s in BROWN] == [2, 2]


# -- undo -----------------------------------------------------------------------------------

def test_undo_restores_cash_buildings_and_bank_exactly_and_is_refused_after_the_roll() -> None:
    t = Table(dice=[(2, 4)], setup=lambda g: give(g, 0, *LIGHT_BLUE, READING))
    g = t.game
    before = snapshot(g)
    t.open_property()
    t.press("3 · $450")
    assert g.bank_houses == 23 and g.cash[0] == 1050
    middle = snapshot(g)
    t.tab("Railroads")
    t.click(lot_button(t, READING, "Mortgage").center)
    assert g.mortgaged[READING]
    t.press("Undo: mortgage Reading Railroad")
    assert snapshot(g) == middle
    assert t.scene.shown_cash == g.cash
    t.press("Undo: build the Light Blue group up to 3 houses")
    assert snapshot(g) == before
    assert "Ann takes back: build the Light Blue group up to 3 houses." in t.scene.log.lines
    assert not t.view.buttons()["Undo"].is_enabled
    t.tab("Light Blue")
    t.press("2 · $300")
    assert "Undo: build the Light Blue group up to 2 houses" in t.view.buttons()
    t.press("Close")
    t.click(t.scene.roll_button.rect.center)
    t.frames(10)
    assert g.last_roll == (2, 4) and g.pos[0] == ORIENTAL and g.pending is Phase.POST_ROLL
    t.open_property()
    undo = t.view.buttons()["Undo"]
    assert not undo.is_enabled
    assert "until anything else happens" in reason_on_hover(t, undo.rect)
    assert [g.level[s] for s in LIGHT_BLUE] == [2, 2, 2]


def test_another_players_move_puts_an_undo_out_of_reach() -> None:
    t = Table(("human", "human"), setup=lambda g: (give(g, 0, *BROWN), give(g, 1, READING)))
    g = t.game
    t.open_property()
    t.press("1 · $100")
    assert t.view.buttons()["Undo: build the Brown group up to 1 house"].is_enabled
    t.press("Close")
    t.click(t.scene.layout.panels[1].center)
    assert t.view.player == 1
    t.click(lot_button(t, READING, "Mortgage").center)
    t.press("Close")
    t.click(t.scene.layout.panels[0].center)
    assert t.view.player == 0 and not t.view.buttons()["Undo"].is_enabled
    assert [g.level[s] for s in BROWN] == [1, 1]


# -- reasons ------------------------------------------------------------------------------

def test_disabled_buttons_give_the_rules_reason_on_hover_and_by_keyboard() -> None:
    def setup(g: Game) -> None:
        give(g, 0, *LIGHT_BLUE, *BROWN, ST_CHARLES)
        build(g, ORIENTAL, 1)
        mortgage(g, BALTIC)

    t = Table(setup=setup)
    g = t.game
    t.open_property()
    t.tab("Light Blue")
    uneven = reason_on_hover(t, lot_button(t, ORIENTAL, "Build"))
    assert uneven == "Build evenly: the other lots of the group need a building first."
    t.tab("Brown")
    assert reason_on_hover(t, lot_button(t, MEDITERRANEAN, "Build")) == \
        "Baltic Avenue is mortgaged: lift the mortgage before building."
    t.tab("Pink")
    assert "need every lot of the Pink group" in reason_on_hover(t, lot_button(t, ST_CHARLES, "Build"))
    t.tab("Light Blue")
    g.cash[0] = 20
    t.frames(2)
    assert reason_on_hover(t, lot_button(t, VERMONT, "Build")) == \
        "A house on Vermont Avenue costs $50; you have $20."
    g.cash[0] = 1500
    g.bank_houses = 0
    t.frames(2)
    assert reason_on_hover(t, lot_button(t, VERMONT, "Build")) == "The Bank has no houses left."
    assert "The Bank has 0 houses" in " ".join(t.view.shown_texts())
    # By keyboard: the focus reaches the disabled button, Enter says why in the dialog.
    view = t.view
    t.hover((0, 0))
    target = next(b for b in view._buttons if b.rect == lot_button(t, VERMONT, "Build"))
    view.focus_on(target)
    t.key(pygame.K_RETURN)
    assert t.view.error == "The Bank has no houses left."
    assert g.level[VERMONT] == 0


def test_the_view_opens_read_only_while_another_player_decides() -> None:
    t = Table(speed="normal", first=1, dice=[(1, 2)], setup=lambda g: give(g, 0, READING))
    g = t.game
    for _ in range(400):
        t.frames(1)
        if type(g.pending).__name__ == "BuyChoice" and g.to_move == 1 \
                and not t.scene.animator.busy:
            break
    assert type(g.pending).__name__ == "BuyChoice"
    t.click(t.scene.layout.panels[0].center)
    view = t.view
    assert "Waiting for Bob: buy or decline the property." in view.shown_texts()
    mortgage_button = lot_button(t, READING, "Mortgage")
    assert "Waiting for Bob" in reason_on_hover(t, mortgage_button)
    t.hover((0, 0))
    shown = " ".join(view.shown_texts())
    assert shown.count("Waiting for Bob") == 1  # said once, in the band, not under each row
    assert not g.mortgaged[READING]
    t.press("Close")
    for _ in range(200):
        t.frames(1)
    assert type(g.pending).__name__ != "BuyChoice"


def test_panels_of_computer_players_open_nothing() -> None:
    t = Table(setup=lambda g: give(g, 1, READING))
    t.click(t.scene.layout.panels[1].center)
    assert t.top is t.scene


# -- the building shortage --------------------------------------------------------------------

def test_the_last_house_is_auctioned_through_the_dialogs() -> None:
    def setup(g: Game) -> None:
        give(g, 0, *BROWN)
        give(g, 1, *LIGHT_BLUE)
        g.bank_houses = 1

    t = Table(("human", "human"), setup=setup)
    g = t.game
    t.open_property()
    t.click(lot_button(t, MEDITERRANEAN, "Build").center)
    shortage = t.dialog(ShortageDialog)
    assert shortage.player == 1
    t.press("1")
    auction = t.dialog(AuctionDialog)
    assert auction.player == 1
    texts = " ".join(auction.shown_texts())
    assert "Auction: the last house" in texts and "Ann asked for it for Mediterranean Avenue" in texts
    t.press("+10")
    auction = t.dialog(AuctionDialog)
    assert auction.player == 0 and "$60 · Bob" in auction.shown_texts()
    t.press("Pass")
    place_it = t.dialog(PlaceDialog)
    t.press("Vermont Avenue")
    t.frames(5)
    assert g.level[VERMONT] == 1 and g.level[MEDITERRANEAN] == 0
    assert g.bank_houses == 0 and g.cash == [1500, 1440]
    assert g.pending is Phase.PRE_ROLL and t.top is t.scene
    assert place_it.done


def test_filling_a_group_into_a_shortage_says_to_build_one_at_a_time() -> None:
    def setup(g: Game) -> None:
        give(g, 0, *BROWN)
        give(g, 1, *LIGHT_BLUE)
        g.bank_houses = 4

    t = Table(("human", "human"), setup=setup)
    t.open_property()
    two = next(b.rect for b in t.view._buttons if b.text == "2 · $200")  # greyed, priced
    reason = reason_on_hover(t, two)
    assert "short of houses" in reason and "one at a time" in reason
    t.hover((0, 0))
    assert reason[:-1].lower() in " ".join(t.view.shown_texts()).lower()  # under the row too


# -- debts ------------------------------------------------------------------------------------

def _in_debt(g: Game) -> None:
    place(g, 0, SHORT_LINE)
    give(g, 1, PARK_PLACE, BOARDWALK)
    build(g, BOARDWALK, 5)
    build(g, PARK_PLACE, 4)
    give(g, 0, *LIGHT_BLUE, *RAILROADS)
    for s in LIGHT_BLUE:
        build(g, s, 4)
    g.cash[0] = 1300


def test_a_debt_opens_its_dialog_and_from_there_the_view_raises_the_money() -> None:
    t = Table(("human", "human"), dice=[(1, 3)], setup=_in_debt)
    g = t.game
    t.click(t.scene.roll_button.rect.center)
    t.dialog(DebtDialog)
    assert isinstance(g.pending, Debt) and g.pending.amount == 2000
    t.press("See your deeds")
    view = t.view
    texts = " ".join(view.shown_texts())
    assert "You owe $2,000" in texts and "Rent for Boardwalk, owed to Bob." in texts
    assert "still to raise $700" in texts
    assert not view.buttons()["Pay $2,000"].is_enabled
    # nothing may be built while raising money: the view offers no building
    assert not any(b.text.startswith(("Build", "Hotel")) for b in view._buttons)
    # it opens where the debt dialog's default raises money first: least harm, a railroad
    assert view.group == g.board.group_of[READING] and view.default_label == "Mortgage +$100"
    t.tab("Light Blue")
    t.press("0 · +$300")
    assert [g.level[s] for s in LIGHT_BLUE] == [0, 0, 0] and g.cash[0] == 1600
    assert "still to raise $400" in " ".join(t.view.shown_texts())
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        t.click(lot_button(t, s, "Mortgage").center)
    t.tab("Railroads")
    for s in RAILROADS[:3]:
        t.click(lot_button(t, s, "Mortgage").center)
    assert g.cash[0] == 2060 and isinstance(g.pending, Debt)
    t.press("Pay $2,000")
    t.frames(5)
    assert not isinstance(g.pending, Debt) and g.cash == [60, 3500]
    assert not isinstance(t.top, (ManageView, DebtDialog))


def test_closing_the_view_during_a_debt_brings_the_debt_dialog_back() -> None:
    t = Table(("human", "human"), dice=[(1, 3)], setup=_in_debt)
    t.click(t.scene.roll_button.rect.center)
    t.dialog(DebtDialog)
    t.press("See your deeds")
    t.press("Close")
    assert isinstance(t.dialog(DebtDialog), DebtDialog)


# -- looks ----------------------------------------------------------------------------------

def _showcase(g: Game) -> None:
    """A full group with buildings, a mortgaged singleton, and things the rules forbid."""
    give(g, 0, *LIGHT_BLUE, ST_CHARLES, READING)
    build(g, ORIENTAL, 3)
    build(g, VERMONT, 3)
    build(g, CONNECTICUT, 2)
    mortgage(g, ST_CHARLES)
    g.bank_houses = 3


@pytest.mark.parametrize("look", ["classic", "boutique"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_view_fits_and_speaks_the_themes_words(look: str, size: tuple[int, int]) -> None:
    t = Table(look=look, size=size, setup=_showcase)
    view = t.open_property()
    t.hover(lot_button(t, ORIENTAL, "Build").center)
    assert view.tip() is not None
    assert layout_problems(view, size) == []
    texts = " ".join(view.shown_texts())
    if look == "boutique":
        assert not CLASSIC_WORDS.search(texts), CLASSIC_WORDS.findall(texts)
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    pygame.image.save(t.shot(), str(PNG_DIR / f"test-{look}-{size[1]}.png"))


def assert_fits_without_scrolling(view: ManageView, size: tuple[int, int], last: str) -> None:
    """All in the window at once down to the line starting ``last``: nothing to scroll,
    nothing on top of anything else."""
    sprites = view.manager.get_sprite_group().sprites()
    assert view._scroll is None
    assert not [e for e in sprites if isinstance(e, (UIScrollingContainer, UIVerticalScrollBar))]
    assert view.panel is not None
    bottom = max((e for e in sprites if isinstance(e, UILabel)), key=lambda e: e.rect.bottom)
    assert bottom.text.startswith(last), bottom.text
    assert view.panel.rect.contains(bottom.rect)
    assert pygame.Rect((0, 0), size).contains(view.panel.rect)
    assert layout_problems(view, size) == []
    drawn = [e for e in sprites if isinstance(e, (UILabel, UIButton, UIImage))]
    assert [(a.rect, b.rect) for i, a in enumerate(drawn) for b in drawn[i + 1:]
            if a.rect.colliderect(b.rect)] == []


@pytest.mark.parametrize("look", ["boutique", "classic"])
def test_the_view_fits_a_1280x720_window_without_scrolling(look: str) -> None:
    """A whole group with its reasons, the evenly rows and Undo's reason under the footer."""
    size = (1280, 720)
    t = Table(look=look, size=size, setup=_showcase)
    view = t.open_property()
    t.hover(lot_button(t, ORIENTAL, "Build").center)
    assert_fits_without_scrolling(view, size, "Undo — nothing to take back")


@pytest.mark.parametrize("look", ["boutique", "classic"])
def test_the_view_of_a_debt_fits_a_1280x720_window_without_scrolling(look: str) -> None:
    """Opened from the debt: what is owed and why over the whole group, its reasons, the
    sell-evenly row, Pay and its reason at the foot, every line of it kept. Nothing may be
    built while raising money: no build button, and no line saying so under each band."""
    size = (1280, 720)
    t = Table(("human", "human"), look=look, size=size, dice=[(1, 3)], setup=_in_debt)
    t.click(t.scene.roll_button.rect.center)
    debt = t.dialog(DebtDialog)
    eyebrow = debt.shown_texts()[0]
    t.press("See your deeds")
    t.tab(t.view.words.group(ORIENTAL))  # the group with the most on it: the view opens
    # at the railroads, where the debt dialog's default raises money first
    view = t.view
    t.hover((0, 0))
    texts = view.shown_texts()
    assert texts[0] == eyebrow == "ANN · MONEY OWED"  # the view goes on with the same debt
    assert "You owe $2,000" in texts and any(x.endswith(", owed to Bob.") for x in texts)
    assert any("still to raise $700" in x for x in texts)
    assert not any("Build" in x or "while raising money" in x for x in texts)
    assert any(x.startswith("Sell evenly to") for x in texts)
    assert any(x.startswith("Undo — nothing to take back") for x in texts)
    assert_fits_without_scrolling(view, size, "Pay $2,000 — raise $700 more first.")
    buttons = view.buttons()
    labels = [b.text for b in view._buttons]
    assert not any(label.startswith(("Build", "Hotel")) for label in labels)
    assert [label for label in labels if label.startswith("Sell")] == ["Sell +$25"] * 3
    assert buttons["Close"].rect.top - buttons["0 · +$300"].rect.bottom >= view.metrics.gap


@pytest.mark.parametrize("look", ["boutique", "classic"])
@pytest.mark.parametrize("debt", [False, True], ids=["property", "debt"])
def test_a_refusal_takes_the_place_of_the_reason_it_repeats_and_the_view_still_fits(
        look: str, debt: bool) -> None:
    """Tab to a greyed button and Enter: the line giving its reason turns into the refusal
    band, just under the button; every other line stays, nothing covers the band, and the
    view still fits a 1280x720 window without scrolling (a reason of two lines, in debt)."""
    size = (1280, 720)
    if debt:
        t = Table(("human", "human"), look=look, size=size, dice=[(1, 3)], setup=_in_debt)
        t.click(t.scene.roll_button.rect.center)
        t.dialog(DebtDialog)
        t.press("See your deeds")
        view = t.view
        target, line, last = view.buttons()["Undo"], "Undo — ", "Pay $2,000 — raise $700"
    else:
        t = Table(look=look, size=size, setup=_showcase)
        view = t.open_property()
        target = next(b for b in view._buttons if b.rect == lot_button(t, ORIENTAL, "Build"))
        line, last = "Build on ", "Undo — nothing to take back"
    t.hover((0, 0))
    lines = [x for x in view.shown_texts() if " — " in x]
    for _ in range(60):
        if view.focused is target:
            break
        t.key(pygame.K_TAB, frames=1)
    t.key(pygame.K_RETURN)
    assert t.view is view and view.error and view.tip() is None
    focused = view.focused  # the same button, laid out again
    assert isinstance(focused, UIButton) and focused.text == target.text
    pressed = focused.rect
    shown = view.shown_texts()
    assert [x for x in lines if x not in shown] == [x for x in lines if x.startswith(line)]
    sprites = view.manager.get_sprite_group().sprites()
    band = next(e for e in sprites if e.get_class_ids()[-1] == "@dlg_callout")
    said = [e for e in sprites if isinstance(e, UILabel) and band.rect.contains(e.rect)]
    assert " ".join(e.text for e in said) == view.error
    between = [e for e in sprites if isinstance(e, (UILabel, UIButton, UIImage))
               and pressed.bottom <= e.rect.top < band.rect.top]  # the pressed button's band
    assert all(isinstance(e, UIButton) for e in between), [e.text for e in between]
    above = max((e.rect.bottom for e in between), default=pressed.bottom)
    assert 0 <= band.rect.top - above < view.metrics.gap
    assert [e for e in sprites if isinstance(e, (UILabel, UIButton, UIImage))
            and e not in said and e.rect.colliderect(band.rect)] == []
    assert_fits_without_scrolling(view, size, last)


def test_every_greyed_button_shows_its_reason_and_price_without_a_pointer() -> None:
    def setup(g: Game) -> None:
        _showcase(g)
        g.cash[0] = 120

    t = Table(setup=setup)
    view = t.open_property()
    t.hover((0, 0))
    assert view.tip() is None  # nothing under the pointer, nothing focused that is greyed
    shown = " ".join(view.shown_texts())
    assert ("Build on Oriental Avenue and Vermont Avenue — build evenly: the other lots of the "
            "group need a building first.") in shown
    assert "Build evenly to 4 — that costs $200 on the Light Blue group." in shown
    assert shown.count("$120") == 1 and "Your cash $120" in shown  # said once, at the top
    assert "Undo — nothing to take back" in shown
    assert "Mortgage on Oriental Avenue, Vermont Avenue and Connecticut Avenue — " in shown
    evenly = {b.text: b.is_enabled for b in view._buttons if " · " in b.text}
    assert evenly["4 · $200"] is False and evenly["Hotel · $350"] is False
    assert evenly["3 · $50"] is True
    assert "1" not in view.buttons() and "2" not in view.buttons()  # levels it already has
