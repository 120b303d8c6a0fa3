"""Trading on screen, driven by real pygame events through the app: the Trade button and the
builder, a computer's answers (accept, decline, counter) shown with its reason, offers a
computer makes to a person, counter-offers, hot-seat trades between two people, and the
lift-or-keep question for each mortgaged property received."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TypeVar

import pygame
import pytest

from game.client.table import layout as lay
from game.client.kit.app import App
from game.client.views.board import BoardRenderer
from game.client.dialogs import (AnswerDialog, CardDialog, DialogScene, MortgageDialog,
                                 TradeBuilder, TradeDialog)
from game.client.kit.scene import Scene
from game.ai import Controller
from game.client.table.scene import GameScene, make_controllers
from game.client.store.seats import Seat
from game.engine import (AcceptTrade, Action, CounterTrade, DeclineTrade, Game, MortgageChoice, Phase,
                         ProposeTrade, RuleSet, TradeAnswer, TradeOffer)

from ...engine.scenario import (BALTIC, BOARDWALK, NEW_YORK, ORIENTAL, PARK_PLACE, READING,
                                ST_JAMES, TENNESSEE, build, give, mortgage, order_dice)
from ..driver import Driver, fresh_app, headless_app, key_event, theme
from ..dialogs.test_dialogs import CLASSIC_WORDS, PNG_DIR, board_area, layout_problems

SIZE = (1280, 720)


@pytest.fixture
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


class Held:
    """A computer that makes no move until the test lets it go: what a person does first is
    then done first, however fast the computer thinks."""

    def __init__(self, inner: Controller) -> None:
        self.inner = inner
        self.going = False

    def decide(self, game: Game, player: int) -> Action | None:
        return self.inner.decide(game, player) if self.going else None


def table(app: App, seats: list[Seat], first: int = 0, look: str = "classic",
          controllers: list[Controller] | None = None) -> tuple[Game, GameScene, Driver]:
    game = Game.new([s.name for s in seats], rules=RuleSet.from_preset("classic"),
                    edition=theme(look).edition_spec(), seed=1,
                    forced_dice=order_dice(len(seats), first))
    scene = GameScene(app.size, game, theme(look), seats, speed="fast", seed=1, intro=False,
                      controllers=controllers)
    app.stack.clear(scene)
    return game, scene, Driver(app)


ANN = Seat("Ann", 0, "human")
ADA = Seat("Ada", 1, "medium")
BEN = Seat("Ben", 2, "human")
CY = Seat("Cy", 2, "medium")


def top(app: App) -> Scene | None:
    return app.stack.top


S = TypeVar("S", bound=Scene)


def until(drive: Driver, kind: type[S], frames: int = 600) -> S:
    """Run frames until a scene of ``kind`` is on top of the stack."""
    for _ in range(frames):
        scene = drive.top
        if isinstance(scene, kind):
            return scene
        drive.frames(1)
    raise AssertionError(f"no {kind}; on top: {type(drive.top).__name__}")


def press(drive: Driver, dialog: object, label: str, side: int | None = None) -> None:
    """Click the dialog's button with this label (on the proposer's side 0 or the partner's
    side 1 of the builder, when both sides have one)."""
    assert hasattr(dialog, "_buttons")
    found = [b for b in dialog._buttons if b.text == label]
    if side is not None:
        assert isinstance(dialog, TradeBuilder) and dialog.panel is not None
        middle = dialog.panel.rect.centerx
        found = [b for b in found if (b.rect.centerx > middle) == (side == 1)]
    assert len(found) == 1, (label, [b.text for b in dialog._buttons])
    button = found[0]
    assert button.is_enabled, label
    drive.click(button.rect.center)


def type_cash(drive: Driver, builder: TradeBuilder, side: int, text: str) -> None:
    """Click a side's cash box and type digits as a keyboard sends them."""
    entry = next(e for e, s in builder.entries.items() if s == side)
    drive.click(entry.rect.center)
    for ch in text:
        drive.post(key_event(getattr(pygame, f"K_{ch}"), ch),
                   pygame.event.Event(pygame.TEXTINPUT, text=ch))
        drive.frames(2)


def texts(scene: object) -> str:
    assert hasattr(scene, "shown_texts")
    return " ".join(scene.shown_texts())


def open_builder(drive: Driver, scene: GameScene, settle: int = 2) -> TradeBuilder:
    """Click Trade after ``settle`` frames (0: before anyone has moved)."""
    drive.frames(settle)
    assert scene.trade_button.is_enabled, scene.trade_problem()
    drive.click(scene.trade_button.rect.center)
    builder = drive.top
    assert isinstance(builder, TradeBuilder)
    return builder


def orange_split(game: Game, cash: int) -> None:
    """Ann holds two of the Orange group; Ada holds New York Avenue, the third."""
    give(game, 0, ST_JAMES, TENNESSEE)
    give(game, 1, NEW_YORK)
    game.cash[0] = cash


# -- a computer answers --------------------------------------------------------------------


def test_a_computer_declines_a_lowball_offer_and_its_reason_stays_until_read(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA])
    orange_split(game, 50)  # too little cash for any counter-offer
    builder = open_builder(drive, scene)
    assert "Send offer" in builder.buttons() and not builder.buttons()["Send offer"].is_enabled
    assert "Not yet: the offer is empty." in texts(builder)
    press(drive, builder, "New York Avenue")
    type_cash(drive, builder, 0, "1")
    assert builder.draft is not None and builder.draft.offer() == TradeOffer(
        0, 1, take=(NEW_YORK,), give_cash=1)
    assert "Completes the Orange group" in texts(builder)
    press(drive, builder, "Send offer")
    answer = until(drive, AnswerDialog)
    assert game.actions_played()[-2:] == [ProposeTrade(0, TradeOffer(0, 1, take=(NEW_YORK,),
                                                                     give_cash=1)),
                                          DeclineTrade(1)]
    shown = texts(answer)
    assert "Ada declines" in shown and "“No deal: I'd be handing you the Orange group.”" in shown
    press(drive, answer, "Why?")  # her reckoning, figures and all, when asked
    shown = texts(answer)
    said = re.search(r"It would give you all of the Orange group and lower my "
                     r"odds of winning from (\d+)% to (\d+)%\.", shown)
    assert said is not None, shown
    assert int(said[2]) < int(said[1])
    drive.frames(120)  # nobody plays on while the answer is up
    assert top(app) is answer and game.actions_played()[-1] == DeclineTrade(1)
    press(drive, answer, "OK")
    assert top(app) is scene and game.owner[NEW_YORK] == 1


def test_a_computer_accepts_a_generous_offer(app: App) -> None:
    # three at the table: between the last two, a completing lot is sold only at a price that
    # still pays with the buyer counted as building it up (see tests/ai/test_probers.py)
    game, scene, drive = table(app, [ANN, ADA, CY])
    orange_split(game, 1500)
    builder = open_builder(drive, scene)
    press(drive, builder, "New York Avenue")
    type_cash(drive, builder, 0, "1400")
    press(drive, builder, "Send offer")
    answer = until(drive, AnswerDialog)
    assert game.actions_played()[-1] == AcceptTrade(1)
    assert "Ada accepts" in texts(answer) and "“Deal.”" in texts(answer)
    press(drive, answer, "Why?")
    assert "odds of winning" in texts(answer)
    assert game.owner[NEW_YORK] == 0 and game.cash[0] == 100 and game.cash[1] == 2900
    press(drive, answer, "OK")
    assert top(app) is scene


def test_the_banner_waits_while_the_answer_that_came_first_is_read(app: App) -> None:
    """A mortgaged lot bought: the computer's answer is read before the banner asks about the
    mortgage, and then the mortgage's dialog and the banner ask the same."""
    game, scene, drive = table(app, [ANN, ADA, CY])
    orange_split(game, 1500)
    mortgage(game, NEW_YORK)
    builder = open_builder(drive, scene)
    press(drive, builder, "New York Avenue")
    type_cash(drive, builder, 0, "1400")
    press(drive, builder, "Send offer")
    answer = until(drive, AnswerDialog)
    assert "Ada accepts" in texts(answer)
    assert isinstance(game.pending, MortgageChoice) and game.pending.player == 0
    assert scene.drawing.banner_prompt() is None
    press(drive, answer, "OK")
    dialog = until(drive, MortgageDialog)
    assert dialog.decision == game.pending
    prompt = scene.drawing.banner_prompt()
    assert prompt is not None and "mortgage" in prompt


def test_a_computer_counters_and_its_counter_offer_is_put_to_the_person(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA, CY])
    orange_split(game, 1500)
    builder = open_builder(drive, scene)
    press(drive, builder, "New York Avenue")
    type_cash(drive, builder, 0, "1")
    press(drive, builder, "Send offer")
    incoming = until(drive, TradeDialog)
    last = game.actions_played()[-1]
    assert isinstance(last, CounterTrade) and last.player == 1
    counter = last.offer
    assert counter.give == (NEW_YORK,) and counter.take_cash > 1
    shown = texts(incoming)
    assert "Ada answers with a counter-offer" in shown
    # the counter asks far past the printed $200, and says why: the set it hands over
    assert (f"Make it ${counter.take_cash:,} for New York Avenue: it completes your Orange "
            "group.") in shown and "Not for" not in shown
    assert "It completes your Orange group." in shown
    press(drive, incoming, "Why?")
    assert "It would give you all of the Orange group" in texts(incoming)
    press(drive, incoming, "Accept")
    drive.frames(5)
    assert game.owner[NEW_YORK] == 0 and game.cash[0] == 1500 - counter.take_cash


# -- offers made to a person ---------------------------------------------------------------


def test_a_computer_offer_waits_until_no_dialog_is_open_and_accepting_transfers_it(
        app: App) -> None:
    cy, ada = Seat("Cy", 1, "medium"), Seat("Ada", 2, "medium")
    computers = make_controllers([ANN, cy, ada], 1)
    held = Held(computers[1])
    game, scene, drive = table(app, [ANN, cy, ada], first=1,
                               controllers=[computers[0], held, computers[2]])
    game.phase = Phase.POST_ROLL  # Cy has thrown the dice; Ada plays next
    give(game, 2, ST_JAMES, TENNESSEE)
    give(game, 0, NEW_YORK)
    game.cash[0] = 50
    builder = open_builder(drive, scene, settle=0)  # before Cy ends his turn
    held.going = True
    drive.frames(120)
    assert top(app) is builder and game.history is None
    press(drive, builder, "Ada")
    press(drive, builder, "St. James Place")  # Ada will not part with it for $1
    type_cash(drive, builder, 0, "1")
    press(drive, builder, "Send offer")
    answer = until(drive, AnswerDialog)
    played = len(game.actions_played())
    drive.frames(120)
    assert top(app) is answer and len(game.actions_played()) == played
    press(drive, answer, "OK")
    incoming = until(drive, TradeDialog)  # on her turn, Ada makes Ann an offer
    offer = incoming.decision.offer
    assert game.current == 2 and offer.proposer == 2 and offer.take == (NEW_YORK,)
    assert "Ada offers you a trade" in texts(incoming) and "Ada proposed: " in texts(incoming)
    cash = game.cash[:]
    press(drive, incoming, "Accept")
    drive.frames(3)
    assert game.owner[NEW_YORK] == 2
    assert game.cash[0] == cash[0] + offer.give_cash - offer.take_cash


def test_a_computer_offer_made_as_trade_is_pressed_comes_first(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA], first=1)
    give(game, 1, ST_JAMES, TENNESSEE)
    give(game, 0, NEW_YORK)
    for _ in range(600):  # Ada thinks off the frame, makes up her mind, and waits a beat
        if scene.waiting is not None:
            break
        drive.frames(1)
    assert scene.waiting is not None and isinstance(scene.waiting[1], ProposeTrade)
    drive.click(scene.trade_button.rect.center)
    incoming = until(drive, TradeDialog)
    assert incoming.decision.offer.proposer == 1


def test_a_card_being_read_holds_back_a_computer_offer(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA], first=1)
    give(game, 1, ST_JAMES, TENNESSEE)
    give(game, 0, NEW_YORK)
    scene.cards_to_show.append(("chance", theme().cards["ch_goojf"]))
    card = until(drive, CardDialog)
    drive.frames(120)
    assert top(app) is card and game.history is None
    press(drive, card, "OK")
    incoming = until(drive, TradeDialog)
    assert incoming.decision.offer.proposer == 1


def test_countering_an_incoming_offer_fills_the_builder_from_the_answerers_side(
        app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA], first=1)
    give(game, 1, ST_JAMES, TENNESSEE)
    give(game, 0, NEW_YORK)
    incoming = until(drive, TradeDialog)
    offer = incoming.decision.offer
    press(drive, incoming, "Counter")
    builder = top(app)
    assert isinstance(builder, TradeBuilder) and builder.draft is not None
    assert builder.draft.offer() == offer.reversed()
    assert "Ann · counter-offer".upper() in texts(builder)
    press(drive, builder, "+100", side=1)  # Ada is to pay $100 more
    press(drive, builder, "Send counter-offer")
    drive.frames(2)
    sent = next(a for a in reversed(game.actions_played()) if isinstance(a, CounterTrade))
    assert sent == CounterTrade(0, TradeOffer(0, 1, give=(NEW_YORK,),
                                              take_cash=offer.give_cash + 100))
    assert top(app) is not incoming and scene.dialog is not incoming
    # Ada answers the counter-offer; her answer and reason are shown to Ann.
    answer = until(drive, DialogScene)
    assert isinstance(answer, (AnswerDialog, TradeDialog)) and "Ada " in texts(answer)


def test_a_counter_offer_opens_with_the_property_asked_for_in_sight(app: App) -> None:
    """Ada asks for the last of Ann's eleven deeds: Ann's list does not fit the builder, and
    it opens at that deed rather than at the top, where nothing of the offer shows."""
    game = rich_position("classic")
    props = game.board.properties
    offer = TradeOffer(1, 0, take=(props[10],), give_cash=100)
    builder = TradeBuilder(game, theme(), board_area(SIZE), [0], on_action=lambda a: None,
                           on_cancel=lambda: None, answering=offer)
    name = game.board.names[props[10]]
    toggles = [b for b in builder._buttons if b.text == name]
    assert builder.first[0] > 0 and toggles
    assert builder.list_areas[0].contains(toggles[0].rect)
    assert "More above" in [b.text for b in builder._buttons]
    builder.scroll_list(0, -builder.first[0])  # back to the top, and it stays there
    assert builder.first[0] == 0 and name not in [b.text for b in builder._buttons]


# -- people sharing the screen ---------------------------------------------------------------


def test_a_hot_seat_trade_is_confirmed_by_the_second_player_who_then_lifts_or_keeps(
        app: App) -> None:
    game, scene, drive = table(app, [ANN, Seat("Ben", 1, "human")])
    give(game, 0, READING, ORIENTAL)
    mortgage(game, READING, ORIENTAL)
    give(game, 1, BALTIC)
    builder = open_builder(drive, scene)
    press(drive, builder, "Reading Railroad")
    press(drive, builder, "Oriental Avenue")
    press(drive, builder, "Baltic Avenue")
    assert "Owes $15 interest (10%) on mortgaged property received, or lifts it" in texts(builder)
    press(drive, builder, "Send offer")
    incoming = until(drive, TradeDialog)
    shown = texts(incoming)
    assert "PASS TO BEN" in shown and "Ben, Ann offers you a trade" in shown
    press(drive, incoming, "Accept")
    first = until(drive, MortgageDialog)
    assert first.decision.space == READING and first.player == 1
    assert "1 more mortgaged property comes after this one." in texts(first)
    cash = game.cash[1]
    press(drive, first, "Lift for $110")
    drive.frames(2)
    second = until(drive, MortgageDialog)
    assert second is not first and second.decision.space == ORIENTAL
    assert "more mortgaged" not in texts(second)
    press(drive, second, "Keep it, pay $5")
    drive.frames(3)
    assert not game.mortgaged[READING] and game.mortgaged[ORIENTAL]
    assert game.owner[READING] == game.owner[ORIENTAL] == 1 and game.owner[BALTIC] == 0
    assert game.cash[1] == cash - 110 - 5
    assert game.pending is Phase.PRE_ROLL and top(app) is scene


def test_with_a_computer_on_turn_the_builder_asks_who_is_trading(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA, BEN], first=1)
    give(game, 2, BALTIC)
    builder = open_builder(drive, scene)
    assert "Who is trading?" in texts(builder)
    press(drive, builder, "Ben")
    assert builder.draft is not None and builder.draft.proposer == 2
    assert "BEN · TRADE" in texts(builder)
    assert {"Ann", "Ada"} <= set(builder.buttons())  # the partners Ben may choose
    press(drive, builder, "Ann")
    assert builder.draft.partner == 0
    press(drive, builder, "Cancel")
    assert top(app) is scene


def test_the_trade_button_is_off_with_a_reason_while_another_decides(app: App) -> None:
    game, scene, drive = table(app, [ANN, Seat("Ben", 1, "human")])
    give(game, 0, BALTIC)
    game.apply(ProposeTrade(0, TradeOffer(0, 1, give=(BALTIC,))))
    until(drive, TradeDialog)
    assert not scene.trade_button.is_enabled
    assert scene.trade_problem() == "Waiting for Ben: an answer to a trade offer."


# -- the builder itself ------------------------------------------------------------------------


def test_the_builder_shows_what_cannot_be_traded_and_keeps_cash_within_means(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA])
    give(game, 1, PARK_PLACE, BOARDWALK, NEW_YORK)
    build(game, BOARDWALK, 1)
    builder = open_builder(drive, scene)
    buttons = builder.buttons()
    assert not buttons["Boardwalk"].is_enabled and not buttons["Park Place"].is_enabled
    assert "The Dark Blue group has buildings: sell them first." in texts(builder)
    type_cash(drive, builder, 1, "99999")
    assert builder.draft is not None and builder.draft.sides[1].cash == game.cash[1]
    press(drive, builder, "-100", side=1)
    assert builder.draft.sides[1].cash == game.cash[1] - 100
    assert builder.panel is not None
    ann_adds = [b for b in builder._buttons
                if b.text == "+100" and b.rect.centerx < builder.panel.rect.centerx]
    assert len(ann_adds) == 1 and ann_adds[0].is_enabled


def test_the_builder_keeps_its_layout_when_a_mortgaged_lot_is_picked(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA])
    give(game, 1, READING, NEW_YORK)
    mortgage(game, NEW_YORK)
    builder = open_builder(drive, scene)

    def laid_out() -> list[tuple[str, int]]:
        return [(b.text, b.rect.y) for b in builder._buttons
                if b.text in ("Send offer", "Cancel", "+100", "-100")]

    before = laid_out()
    press(drive, builder, "New York Avenue")
    assert "Owes $10 interest" in texts(builder)
    assert laid_out() == before
    press(drive, builder, "Reading Railroad")
    assert laid_out() == before


def test_the_keyboard_puts_a_property_in(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA])
    give(game, 1, NEW_YORK)
    builder = open_builder(drive, scene)
    for _ in range(20):
        if getattr(builder.focused, "text", "") == "New York Avenue":
            break
        drive.key(pygame.K_TAB)
    drive.key(pygame.K_RETURN)
    assert builder.draft is not None and builder.draft.sides[1].spaces == {NEW_YORK}
    assert getattr(builder.focused, "text", "") == "New York Avenue"


# -- looks, in both editions ---------------------------------------------------------------------


def rich_position(look: str) -> Game:
    """Three players with many properties each (the lists scroll), cards, a mortgage and a
    group with buildings."""
    game = Game.new(["Ann", "Ada", "Ben"], rules=RuleSet.from_preset("classic"),
                    edition=theme(look).edition_spec(), seed=1, forced_dice=order_dice(3, 0))
    props = game.board.properties
    give(game, 0, *props[:11])
    give(game, 1, *props[11:22])
    mortgage(game, props[3], props[15])
    build(game, BOARDWALK, 0)
    game.held[0] = ("chance",)
    game.held[1] = ("community_chest",)
    return game


def trade_scenes(look: str, size: tuple[int, int]) -> Iterator[tuple[str, DialogScene]]:
    """The builder filled in on both sides, an incoming offer with what its maker said, and a
    computer's answer."""
    area = board_area(size)
    game = rich_position(look)
    builder = TradeBuilder(game, theme(look), area, [0], on_action=lambda a: None,
                           on_cancel=lambda: None)
    draft = builder.draft
    assert draft is not None
    props = game.board.properties
    for side, spaces in ((0, props[1:4]), (1, props[15:18])):
        for s in spaces:
            draft.toggle_space(side, s)
    draft.set_cash(0, 150)
    builder.typed[0] = "150"
    draft.toggle_card(0, "chance")
    draft.toggle_card(1, "community_chest")
    builder.refresh()
    yield "builder", builder
    offer = draft.offer()
    game.apply(ProposeTrade(0, offer))
    pending = game.pending
    assert isinstance(pending, TradeAnswer)
    incoming = TradeDialog(game, pending, theme(look), area, lambda a: None)
    incoming.tell(f"{game.names[0]} proposed: it completes my group.",
                  hand_over=True, counter_offer=False)
    yield "incoming", incoming
    yield "answer", AnswerDialog(game, theme(look), area, offer, False,
                                 "Ada declined: it helps you more than it helps me.", lambda: None)


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_trade_screens_fit_from_720p_to_1080p_in_the_editions_words(look: str) -> None:
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    for size in ((1280, 720), (1600, 900), (1920, 1080)):
        screen = pygame.display.set_mode(size)
        board = BoardRenderer(theme(look)).render(size[1] - 24)
        for name, scene in trade_scenes(look, size):
            screen.fill(pygame.Color(theme(look).palette.board))
            screen.blit(board, (12, 12))
            scene.update(1 / 60)
            scene.draw(screen)
            assert layout_problems(scene, size) == [], (look, name, size)
            if look == "boutique":
                for text in scene.shown_texts():
                    assert CLASSIC_WORDS.search(text) is None, (name, text)
            pygame.image.save(screen, str(PNG_DIR / f"{look}-trade-{name}-{size[1]}.png"))


@pytest.mark.parametrize("look", ["classic", "boutique"])
def test_trade_events_read_in_full_in_the_log(app: App, look: str) -> None:
    game, scene, drive = table(app, [ANN, Seat("Ben", 1, "human")], look=look)
    props = game.board.properties
    give(game, 0, props[0], props[2])
    give(game, 1, props[5])
    game.held[0] = ("chance",)
    offer = TradeOffer(0, 1, give=(props[0], props[2]), take=(props[5],), give_cash=50,
                       give_cards=("chance",))
    words = scene.words
    scene._apply(ProposeTrade(0, offer))
    scene._apply(CounterTrade(1, TradeOffer(1, 0, give=(props[5],), take=(props[0],))))
    drive.key(pygame.K_SPACE)  # what is playing ends: a line goes up as its event plays
    lines = list(scene.log.lines)[-2:]
    names = [words.space(s) for s in (props[0], props[2], props[5])]
    assert lines[0] == (f"Ann offers Ben {names[0]}, {names[1]}, $50 and a "
                        f"{words.card('chance')} for {names[2]}.")
    assert lines[1] == f"Ben answers Ann with a counter-offer: {names[2]} for {names[0]}."
    if look == "boutique":
        assert all(CLASSIC_WORDS.search(line) is None for line in lines), lines


def test_a_long_list_shows_what_fits_and_moves_on_with_more_below_and_above(app: App) -> None:
    game, scene, drive = table(app, [ANN, ADA])
    props = game.board.properties
    give(game, 0, *props[:14])
    builder = open_builder(drive, scene)
    last = game.board.names[props[13]]
    assert last not in builder.buttons() and "More above" not in builder.buttons()
    for _ in range(5):
        if last in builder.buttons():
            break
        press(drive, builder, "More below", side=0)
    press(drive, builder, last)
    assert builder.draft is not None and builder.draft.sides[0].spaces == {props[13]}
    assert "More below" not in builder.buttons() and "More above" in builder.buttons()
    press(drive, builder, "More above", side=0)
    assert "More below" in builder.buttons()
    assert builder.draft.sides[0].spaces == {props[13]}  # what was put in stays in


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1600, 900)])
def test_the_turn_buttons_fit_with_room_for_a_fourth(size: tuple[int, int]) -> None:
    app = headless_app(size)
    game, scene, drive = table(app, [ANN, ADA])
    buttons = [scene.roll_button, scene.end_button, scene.trade_button]
    window = pygame.Rect((0, 0), size)
    for i, b in enumerate(buttons):
        assert window.contains(b.rect) and b.rect.top >= scene.layout.log.bottom
        assert b.font is not None and b.font.size(b.text)[0] <= b.rect.w - 8, (b.text, b.rect)
        assert all(not b.rect.colliderect(o.rect) for o in buttons[i + 1:])
    row = lay.button_row(scene.layout.buttons, lay.TURN_BUTTONS)  # with a Property button too
    assert all(r.w >= lay.BUTTON_MIN_W and scene.layout.buttons.contains(r) for r in row)
    assert all(not a.colliderect(b) for i, a in enumerate(row) for b in row[i + 1:])
