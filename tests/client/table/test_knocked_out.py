"""The last person at the table goes bankrupt while computers play on: he is told so, and may
watch them to the end, see the result at once (the same game), or go back to the title."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.client.dialogs.debt import DebtDialog
from game.client.dialogs.knocked_out import KnockedOutDialog
from game.client.kit.app import App
from game.client.store.seats import Seat
from game.client.table.scene import GameScene
from game.engine import Debt, DeclareBankruptcy, Game, Roll, RuleSet

from ...engine.scenario import (BOARDWALK, MEDITERRANEAN, PARK_PLACE, SHORT_LINE, build, give,
                                order_dice, place)
from ..driver import Driver, click_events, fresh_app, theme

SIZE = (1280, 720)
SEATS = [Seat("Ann", 0, "human"), Seat("Bob", 1, "medium"), Seat("Cy", 2, "medium"),
         Seat("Di", 3, "medium")]


@pytest.fixture
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def button(scene: object, label: str) -> tuple[int, int]:
    buttons = getattr(scene, "buttons")()
    return tuple(buttons[label].rect.center)  # type: ignore[no-any-return]


def bankrupt_ann(app: App, seed: int = 5) -> tuple[Game, GameScene, Driver, list[str]]:
    """Ann declares bankruptcy through her debt dialog, asked again, by clicks."""
    ann = 0
    g = Game.new([s.name for s in SEATS], rules=RuleSet.from_preset("classic"),
                 edition=theme().edition_spec(), seed=seed, forced_dice=order_dice(4, ann))
    g.force_dice((1, 3))
    place(g, ann, SHORT_LINE)
    give(g, 1, PARK_PLACE, BOARDWALK)
    build(g, BOARDWALK, g.hotel_level)
    give(g, ann, MEDITERRANEAN)
    g.cash[ann] = 100
    g.apply(Roll(ann))
    assert isinstance(g.pending, Debt) and DeclareBankruptcy(ann) in g.legal_actions(ann)
    seen: list[str] = []
    scene = GameScene(app.size, g, theme(), SEATS, speed="fast", seed=seed, intro=False,
                      on_over=lambda game: seen.append("over"),
                      on_quit_to_title=lambda: seen.append("title"))
    app.stack.clear(scene)
    d = Driver(app)
    d.until(lambda: isinstance(d.top, DebtDialog))
    d.post(*click_events(button(d.top, "Declare bankruptcy")))
    d.frames(2)
    d.post(*click_events(button(d.top, "Yes, declare bankruptcy")))
    d.frames(2)
    assert not g.active[ann]
    return g, scene, d, seen


def test_the_last_person_out_is_told_and_sees_the_result_at_once(app: App) -> None:
    g, scene, d, seen = bankrupt_ann(app)
    d.until(lambda: isinstance(d.top, KnockedOutDialog), limit=600)
    notice = d.top
    assert isinstance(notice, KnockedOutDialog)
    said = " ".join(notice.shown_texts())
    assert "You are bankrupt" in said and "Bob, Cy and Di play on without you" in said
    assert set(notice.buttons()) == {"Watch to the end", "Show the result now",
                                     "Back to the title"}
    assert notice.default_label == "Show the result now"
    assert not g.over
    frames = 0
    d.post(*click_events(button(notice, "Show the result now")))
    while "over" not in seen:
        d.frames(1)
        frames += 1
        assert frames < 3000, "the computers' game did not end"
    assert g.over and seen == ["over"] and scene.racing
    assert scene.animator.speed == "instant"


def test_watching_plays_the_same_game_as_the_result_at_once(app: App) -> None:
    """Watched at instant speed, one move a frame, the computers reach the same end."""
    g1, scene1, d1, seen1 = bankrupt_ann(app)
    d1.until(lambda: isinstance(d1.top, KnockedOutDialog), limit=600)
    d1.post(*click_events(button(d1.top, "Show the result now")))
    d1.until(lambda: g1.over, limit=3000)

    g2, scene2, d2, seen2 = bankrupt_ann(app)
    d2.until(lambda: isinstance(d2.top, KnockedOutDialog), limit=600)
    d2.post(*click_events(button(d2.top, "Watch to the end")))
    d2.frames(2)
    assert d2.top is scene2 and not scene2.racing and not g2.over
    scene2.animator.set_speed("instant")
    d2.until(lambda: g2.over, limit=60_000)
    assert (g2.winners, g2.cash, g2.owner, g2.round) == (g1.winners, g1.cash, g1.owner, g1.round)
    d2.until(lambda: seen2 == ["over"], limit=600)


def test_back_to_the_title_from_the_notice(app: App) -> None:
    _, _, d, seen = bankrupt_ann(app)
    d.until(lambda: isinstance(d.top, KnockedOutDialog), limit=600)
    d.post(*click_events(button(d.top, "Back to the title")))
    d.frames(2)
    assert seen == ["title"]
