"""The game scene's screen, driven by real pygame events through the app: the order of play,
title deeds under the pointer, GO and its salary, cards leaving their deck, mortgages turning
over, the clock and the short games' ending, the pause menu, claiming rent, whose turn it is."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.table import hud
from game.client.kit.app import App
from game.client.views.deed import deed_lines
from game.client.dialogs import TradeDialog
from game.client.table.flights import CARD_BACK, CARD_OUT
from game.client.views.look import PLAYER_COLORS
from game.client.table.order import rounds_of
from game.client.kit.scene import Scene
from game.client.scenes.pause import PauseScene
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.engine import (ClaimRent, Game, Mortgage, Phase, ProposeTrade, Roll, RuleSet, TimeUp,
                         TradeOffer)
from game.engine import events as ev

from ...engine.scenario import BALTIC, CC1, ORIENTAL, READING, give, order_dice, place
from ..driver import Driver, click_events, fresh_app, headless_app, motion, theme

SIZE = (1600, 900)


@pytest.fixture
def app() -> Iterator[App]:
    yield from fresh_app(SIZE)


def table(app: App, seats: list[Seat], *, preset: str = "classic", first: int | None = None,
          dice: tuple[tuple[int, int], ...] = (), look: str = "classic", speed: str = "normal",
          intro: bool | None = False, seed: int = 1, **rules: object) -> tuple[Game, GameScene, Driver]:
    """A game scene on the app's stack; ``first`` starts (forced order rolls) when given."""
    forced = [*order_dice(len(seats), first), *dice] if first is not None else list(dice)
    game = Game.new([s.name for s in seats], rules=RuleSet.from_preset(preset, **rules),
                    edition=theme(look).edition_spec(), seed=seed, forced_dice=forced)
    scene = GameScene(app.size, game, theme(look), seats, speed=speed, seed=seed, intro=intro)
    app.stack.clear(scene)
    return game, scene, Driver(app)


def on_top(app: App) -> Scene | None:
    """The top scene, read afresh after events have changed the stack."""
    return app.stack.top


def pixels(surface: pygame.Surface, rect: pygame.Rect, step: int = 3) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.x, rect.right, step)  # type: ignore[misc]
            for y in range(rect.y, rect.bottom, step)}


def rgb(color: str) -> tuple[int, int, int]:
    c = pygame.Color(color)
    return c.r, c.g, c.b


PEOPLE = [Seat("Ann", 0, "human"), Seat("Bob", 1, "medium"), Seat("Cy", 2, "easy"), Seat("Di", 3, "easy")]


# -- the order of play ------------------------------------------------------------------------


def _tie_seed(n: int) -> int:
    for seed in range(500):
        g = Game.new([f"P{i}" for i in range(n)], seed=seed)
        if len(rounds_of(g.setup_events)) > 1:
            return seed
    raise AssertionError("no seed with a tie")


def test_the_order_of_play_is_rolled_on_screen_ties_again_and_the_winner_named(app: App) -> None:
    seed = _tie_seed(4)
    game, scene, drive = table(app, PEOPLE, intro=None, seed=seed, preset="classic-short")
    rolls = [e for e in game.setup_events if isinstance(e, ev.OrderRolled)]
    assert scene.order is not None and scene.busy
    shown: dict[int, tuple[int, int]] = {}
    headings: set[str] = set()
    winner_drawn = False
    for _ in range(1200):
        drive.frames(1)
        view = scene.order
        if view is None:
            break
        assert game.history is None  # nobody plays while the order is being rolled
        headings.add(view.heading)
        for p, dice in enumerate(view.dice):
            if dice is not None and not view.spin[p]:
                shown[p] = dice
        if view.winner >= 0 and not winner_drawn:
            screen = drive.draw()
            mark = pygame.Color(theme().palette.highlight).lerp(pygame.Color(theme().palette.space), 0.4)
            assert (mark.r, mark.g, mark.b) in pixels(screen, scene.board_middle, 2)
            winner_drawn = True
    assert scene.order is None and winner_drawn
    last = {e.player: (e.d1, e.d2) for e in rolls}
    assert shown == last
    assert any(h.startswith("A tie:") for h in headings)
    assert f"{game.names[game.first]} rolled highest and goes first!" in headings
    # The dealt deeds flew to their owners and the panels show what the engine holds.
    while scene.busy:
        drive.frames(1)
    assert scene.shown_cash == game.cash and not scene.hidden_owner


def test_a_key_skips_the_order_of_play(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, intro=None, preset="classic-short")
    drive.frames(10)
    assert scene.order is not None
    drive.key(pygame.K_a, "a", frames=1)
    assert scene.order is None and not scene.busy
    assert scene.shown_cash == game.cash


# -- title deeds ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_deed_shows_under_the_pointer_in_the_theme_and_stays_on_screen(size: tuple[int, int]) -> None:
    app = headless_app(size)
    game, scene, drive = table(app, PEOPLE, first=0, look="boutique")
    give(game, 1, 39)
    give(game, 2, 5)
    screen_rect = pygame.Rect((0, 0), size)
    board = scene.layout.board
    for s in (1, 5, 11, 12, 19, 21, 29, 31, 35, 39):
        centre = scene.geo.rect(s).move(board.topleft).center
        drive.post(motion(centre))
        drive.frames(1)
        shown = scene.deed_shown()
        assert shown is not None and shown[0] == s
        rect = shown[1]
        assert screen_rect.contains(rect), (s, rect)
        assert not rect.collidepoint(centre)  # beside the pointer, not under it
        screen = drive.draw()
        band = rgb(theme("boutique").palette.groups["dark_blue"]) if s == 39 else None
        if band is not None:
            assert band in pixels(screen, pygame.Rect(rect.x + rect.w // 5, rect.y + 3, 4, 4), 1)
    for s in (0, 2, 4, 10, 30):  # no deed for spaces that are not property
        drive.post(motion(scene.geo.rect(s).move(board.topleft).center))
        drive.frames(1)
        assert scene.deed_shown() is None


def test_a_click_pins_a_deed_until_the_next_click_elsewhere(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0)
    board = scene.layout.board
    spot = scene.geo.rect(READING).move(board.topleft).center
    drive.click(spot)
    drive.post(motion((SIZE[0] - 5, SIZE[1] // 2)))
    drive.frames(1)
    shown = scene.deed_shown()
    assert shown is not None and shown[0] == READING
    drive.click(scene.board_middle.center)
    assert scene.deed_shown() is None


def test_a_deed_says_every_rent_in_the_themes_words() -> None:
    pygame.init()
    g = Game.new(["Ann", "Bob"], edition=theme("boutique").edition_spec(), seed=1,
                 rules=RuleSet.from_preset("classic-short"))
    give(g, 0, BALTIC, 1)
    g.level[BALTIC] = 2
    lines = deed_lines(theme("boutique"), g, BALTIC)
    text = " ".join(f"{ln.label} {ln.value}" for ln in lines)
    assert "With 1 boutique" in text and "With 3 boutiques" in text and "With a mall" in text
    assert "Mortgage value $30" in text and "Owner Ann" in text and "Buildings 2 boutiques" in text
    assert "house" not in text.lower() and "hotel" not in text.lower()
    assert [ln.label for ln in lines if ln.now] == ["With 2 boutiques"]  # what applies now
    rails = " ".join(ln.label for ln in deed_lines(theme("boutique"), g, READING))
    assert "transportation spaces" in rails


# -- GO, cards, mortgages -----------------------------------------------------------------------


def test_go_flashes_and_the_salary_flies_from_go_to_the_panel_as_the_token_passes(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0, dice=((3, 4),))
    place(game, 0, 36)
    scene.shown_pos[0] = 36.0
    before = game.cash[0]
    drive.click(scene.roll_button.rect.center, frames=1)
    go = scene.geo.rect(0).move(scene.layout.board.topleft)
    flashed = salary_in_flight = False
    for _ in range(300):
        drive.frames(1)
        if scene.go_flash > 0.2 and not flashed:
            flashed = True
            assert scene.shown_pos[0] < 40 and round(scene.shown_pos[0]) % 40 in (0, 1)
            screen = drive.draw()
            assert rgb(theme().palette.accent) in pixels(screen, go, 2)
        flyer = next((f for f in scene.flyers if f.text == "$200"), None)
        if flyer is not None and not salary_in_flight:
            salary_in_flight = True
            assert flyer.start == (float(go.centerx), float(go.centery))
            assert flyer.end == tuple(float(v) for v in scene.layout.panels[0].center)
            assert scene.shown_cash[0] == before  # lands when it arrives
        if not scene.busy and game.pos[0] != 36:  # rolled (once the computers polled first had answered)
            break
    assert flashed and salary_in_flight
    assert game.pos[0] == 3 and scene.shown_cash == game.cash and game.cash[0] >= before + 200


def test_a_drawn_card_leaves_its_deck_turns_over_and_goes_back(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0, dice=((1, 1),))  # GO + 2: Community Chest
    drive.key(pygame.K_SPACE, " ", frames=1)
    deck = scene.geo.deck_rect("community_chest").move(scene.layout.board.topleft)
    starts: list[pygame.Rect] = []
    middles: list[pygame.Rect] = []
    for _ in range(600):
        drive.frames(1)
        card = scene.card
        if card is not None:
            img, rect = card.frame()
            if card.t < CARD_OUT * 0.3:
                starts.append(rect)
            elif CARD_OUT < card.t < CARD_BACK:
                middles.append(rect)
                assert img is card.face
        if not scene.busy and game.pos[0] == CC1:
            break
    assert starts and middles and scene.card is None
    first = starts[0]
    assert abs(first.centerx - deck.centerx) < deck.w // 4 and abs(first.centery - deck.centery) < deck.h // 4
    assert first.h < middles[0].h
    assert middles[0].center == scene.board_middle.center


def test_a_mortgaged_deed_turns_over_on_its_space(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0)
    give(game, 0, ORIENTAL)
    rect = scene.geo.rect(ORIENTAL).move(scene.layout.board.topleft)
    scene._apply(Mortgage(0, ORIENTAL))
    line = rgb(theme().palette.line)
    seen_edge = False
    for _ in range(60):
        drive.frames(1)
        if ORIENTAL in scene.flips and 0.3 < scene.flips[ORIENTAL] < 0.7:
            screen = drive.draw()
            edge = pygame.Rect(rect.x + 1, rect.centery, 3, 3)  # the narrowed face shows the gap
            seen_edge = seen_edge or line in pixels(screen, edge, 1)
    assert seen_edge and not scene.flips
    screen = drive.draw()
    veil = pygame.Color(theme().palette.space).lerp(pygame.Color(theme().palette.mortgaged), 150 / 255)
    assert any(abs(c[0] - veil.r) < 8 and abs(c[1] - veil.g) < 8 for c in pixels(screen, rect, 2))


# -- how the game ends ------------------------------------------------------------------------


@pytest.mark.parametrize("preset,words", [("classic-short", "Ends at the 2nd bankruptcy: richest wins"),
                                          ("modern-short", "Ends at the 1st bankruptcy: richest wins"),
                                          ("boutique-short", "Ends at the 1st bankruptcy: richest wins")])
def test_the_short_games_say_how_they_end_under_the_panels(app: App, preset: str, words: str) -> None:
    game, scene, drive = table(app, PEOPLE, first=0, preset=preset)
    assert hud.ending(game, scene.time_left) == words
    strip = scene.layout.status
    assert strip.h > 0 and scene.layout.panels[-1].bottom <= strip.top < strip.bottom <= scene.layout.log.top
    screen = drive.draw()
    assert rgb(theme().palette.text) in pixels(screen, strip, 1)


def test_a_game_to_the_last_player_has_no_ending_line(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0)
    assert hud.ending(game, scene.time_left) is None and scene.layout.status.h == 0


def test_the_clock_counts_down_stops_in_the_pause_menu_and_calls_time(app: App) -> None:
    seats = [Seat("Ann", 0, "easy"), Seat("Bob", 1, "easy")]
    game, scene, drive = table(app, seats, first=0, preset="time-limit", speed="instant")
    scene.play_time = 90 * 60 - 2.0
    drive.frames(1)
    assert hud.ending(game, scene.time_left) == "Time left 0:02: then the richest wins"
    screen = drive.draw()
    assert rgb(theme().palette.accent) in pixels(screen, scene.layout.status, 2)  # urgent now
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    frozen = scene.play_time, len(game.actions_played())
    drive.frames(200)
    assert (scene.play_time, len(game.actions_played())) == frozen and not game.time_up
    drive.key(pygame.K_ESCAPE)
    assert on_top(app) is scene
    for _ in range(2000):
        drive.frames(1)
        if game.over:
            break
    assert TimeUp() in game.actions_played()
    assert game.over and game.end_reason == "time is up"


# -- the pause menu ------------------------------------------------------------------------------


def test_escape_opens_the_pause_menu_whose_buttons_work(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0)
    quits: list[bool] = []
    scene.on_quit_to_title = lambda: quits.append(True)
    drive.key(pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    drive.draw()
    for name in ("Settings", "Save game", "Load game"):
        assert not pause.buttons[name].is_enabled
    drive.click(pause.speed_buttons["fast"].rect.center)
    assert scene.animator.speed == "fast"
    drive.click(pause.speed_buttons["instant"].rect.center)
    assert scene.animator.speed == "instant"
    drive.click(pause.buttons["Resume"].rect.center)
    assert app.stack.top is scene
    drive.key(pygame.K_ESCAPE)  # the same menu again; the keyboard reaches every button
    assert on_top(app) is pause
    for _ in range(6):  # three speeds, how to play, the rules, then past the disabled buttons
        drive.key(pygame.K_DOWN)
    assert pause.focus is not None and pause.focus.current is pause.buttons["Quit to title"]
    drive.key(pygame.K_RETURN, "\r")
    assert quits == [True]


def test_quit_to_title_is_disabled_without_a_way_back(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0)
    drive.key(pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and not pause.buttons["Quit to title"].is_enabled


def test_a_click_or_key_skips_what_is_playing(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0, dice=((2, 4),))
    drive.click(scene.roll_button.rect.center, frames=3)
    for _ in range(30):  # once the computers polled first have answered
        if scene.busy:
            break
        drive.frames(1)
    assert scene.busy
    drive.post(*click_events(scene.board_middle.center))
    drive.frames(1)
    assert not scene.busy and scene.shown_pos[0] == game.pos[0]


# -- claiming rent, whose turn it is ----------------------------------------------------------------


def test_a_person_claims_rent_with_the_button_while_the_computer_waits(app: App) -> None:
    seats = [Seat("Ann", 0, "human"), Seat("Bob", 1, "easy")]
    game, scene, drive = table(app, seats, first=1, preset="modern", dice=((2, 4), (1, 2)),
                               rent_must_be_claimed=True, speed="fast")
    give(game, 0, ORIENTAL)
    for _ in range(600):
        drive.frames(1)
        if scene.claim_button is not None and scene.claim_button.visible:
            break
    assert scene.claim_button is not None and scene.claim_button.visible
    assert scene.claim_button.text == "Claim $6 rent from Bob"
    drive.frames(30)  # the computer holds his next throw while Ann may claim
    assert game.claims
    cash = list(game.cash)
    drive.click(scene.claim_button.rect.center)
    assert ClaimRent(0, ORIENTAL) in game.actions_played()
    assert game.cash == [cash[0] + 6, cash[1] - 6] and not game.claims
    drive.frames(2)
    assert not scene.claim_button.visible


def test_hot_seat_names_the_person_the_game_waits_on(app: App) -> None:
    seats = [Seat("Ann", 0, "human"), Seat("Bob", 1, "human"), Seat("Cy", 2, "easy")]
    game, scene, drive = table(app, seats, first=0)
    drive.frames(2)
    assert hud.prompt(game, scene.words) == "Ann, your turn"
    screen = drive.draw()
    top = pygame.Rect(scene.board_middle.x, scene.board_middle.y, scene.board_middle.w,
                      round(scene.board_middle.h * 0.1))
    assert rgb(PLAYER_COLORS[0]) in pixels(screen, top, 2)
    give(game, 0, BALTIC)
    game.apply(ProposeTrade(0, TradeOffer(0, 1, give=(BALTIC,), take_cash=50)))
    drive.frames(3)
    assert hud.prompt(game, scene.words) == "Bob: answer the trade offer"
    assert isinstance(app.stack.top, TradeDialog)
    screen = drive.draw()
    assert rgb(PLAYER_COLORS[1]) in pixels(screen, top, 2)
    assert game.pending is not Phase.PRE_ROLL
    assert Roll(0) not in game.legal_actions(0)


def test_escape_over_a_dialog_pauses_and_escape_again_returns_to_the_dialog(app: App) -> None:
    game, scene, drive = table(app, PEOPLE, first=0, dice=((1, 2),))  # to Baltic: buy or not
    drive.key(pygame.K_SPACE, " ")
    for _ in range(300):
        drive.frames(1)
        if scene.dialog is not None:
            break
    dialog = scene.dialog
    assert dialog is not None and app.stack.top is dialog
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene) and app.stack.scenes[-2] is dialog
    drive.key(pygame.K_RETURN, "\r")  # Enter on Resume, not on the dialog below
    assert app.stack.top is dialog and game.owner[BALTIC] == -1
    drive.key(pygame.K_RETURN, "\r")
    drive.frames(3)
    assert game.owner[BALTIC] == 0
