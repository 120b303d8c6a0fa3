"""Write a PNG of each scene and of the dialogs a human meets, in every theme; then the kiosk's.

    python tools/screenshot.py [--out screenshots] [--size 1600x900] [--theme classic ...]
        [--pad xbox|playstation|playstation5|nintendo|generic] [--text-size 100|125|150]

Runs headless. The game is a seeded game between computer players with one human seat, played
forward until the human faces each kind of decision, then shown with the live odds; a whole
game between computer players gives the game-over scene and its replay. The other decisions
(an auction, Jail, a tax, a card, a debt and the view of the deeds that pays it, a building
shortage, a mortgaged deed received) are staged, each at its own table. Every dialog is
shown with hints on; the table, the trade builder and the property view again with Colour
help on. The kiosk's screens
(attract loop with an explanation, token pick, 'Still playing?', the operator's keypad) come
from a kiosk run with a fixed seed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ai import Stepper, make_controller  # noqa: E402
from game.client.kit.app import App, Options
from game.client.kit.fonts import TEXT_SIZES, set_text_size, text_size
from game.client.kit.pad_families import Family
from game.client.kit.pads import Device
from game.client.dialogs.style import Metrics  # noqa: E402
from game.client.kiosk.attract import AttractOverlay  # noqa: E402
from game.client.kiosk.config import KioskConfig  # noqa: E402
from game.client.kiosk.crash_log import open_log  # noqa: E402
from game.client.kiosk.flow import KioskFlow  # noqa: E402
from game.client.kiosk.idle import StillPlayingScene  # noqa: E402
from game.client.kiosk.operator import PinPadScene  # noqa: E402
from game.client.store.record import GameRecord
from game.client.store.saved_games import (list_saves, named_path, saves_dir, snapshot,
                                           write_snapshot)
from game.client.kit.scene import Scene, SceneStack
from game.client.scenes.game_over import GameOverScene  # noqa: E402
from game.client.scenes.how_to_play import HowToPlayScene  # noqa: E402
from game.client.scenes.rules_view import RulesScene  # noqa: E402
from game.client.scenes.saves_menu import SaveNameScene, SavesScene  # noqa: E402
from game.client.scenes.settings_menu import SettingsScene  # noqa: E402
from game.client.scenes.controls import ControlsScene
from game.client.table.replay import replay_scene
from game.client.scenes.setup import SetupScene  # noqa: E402
from game.client.table.scene import GameScene, HumanController
from game.client.store.seats import Seat
from game.client.scenes.title import TitleScene  # noqa: E402
from game.client.store.settings import Settings
from game.client.dialogs.manage import ManageView  # noqa: E402
from game.client.dialogs import DialogScene  # noqa: E402
from game.engine import (AcceptTrade, Build, DeclineBuy, Game, Phase,  # noqa: E402
                         ProposeTrade, Roll, RuleSet, TradeOffer)
from game.engine.rules import PRESETS  # noqa: E402
from game.engine.serialize import state_from_dict, state_to_dict  # noqa: E402
from game.themes import THEMES_DIR, Theme, load_theme  # noqa: E402

NAMES = ("Sam", "Ada", "Ben", "Cleo")


def _frames(stack: SceneStack, count: int) -> None:
    for _ in range(count):
        for event in pygame.event.get():
            stack.handle_event(event)
        stack.update(1 / 60)


def _shoot(app: App, stack: SceneStack, path: Path) -> None:
    stack.draw(app.screen)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(path))
    print(path)


def _table(app: App, theme: Theme, seed: int) -> tuple[Game, GameScene]:
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(NAMES)]
    game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=seed)
    scene = GameScene(app.size, game, theme, seats, speed="instant", seed=seed, hints=True)
    return game, scene


def _play_until(game: Game, scene: GameScene, stack: SceneStack, wanted: Callable[[Game], bool],
                limit: int = 4000) -> bool:
    """Let the AIs play, the human following a simple plan, until ``wanted`` holds for him."""
    stand_in = make_controller("medium", 99)
    for _ in range(limit):
        if game.over:
            return False
        if game.to_move == 0 and wanted(game):
            _frames(stack, 2)
            return True
        if scene.dialog is not None:
            stack.pop()
            scene.dialog = None
        p, action = Stepper(game, scene.controllers).next_move()
        if action is None and isinstance(scene.controllers[p], HumanController):
            action = stand_in.decide(game, p)
        if action is not None:
            scene._apply(action)
        scene.animator.skip()
    return False


def _trade_table(app: App, theme: Theme, first: int, cash: int = 1500,
                 markers: bool = False) -> tuple[Game, GameScene, list[int]]:
    """A game where ``first`` starts, Sam holding two of the orange group and Ada its third
    (``first`` == 1: the other way round), each with more deeds (no whole group), a mortgage
    and a card; Sam has ``cash``; ``markers``: Colour help."""
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(NAMES)]
    order = [(6, 6) if p == first else (1, 2) for p in range(len(NAMES))]
    game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=3, forced_dice=order)
    b = game.board
    orange = list(b.members[b.group_ids.index("orange")])
    sam, ada = (orange[:2], orange[2:]) if first == 0 else (orange[2:], orange[:2])
    others = [s for s in b.properties if s not in orange]
    for p, spaces in ((0, sam + others[:5]), (1, ada + others[5:8] + others[10:12])):
        for s in spaces:
            game._give(s, p)
    game.mortgaged[others[2]] = game.mortgaged[others[7]] = True
    game.cash[0] = cash
    for p, deck in ((0, "chance"), (1, "community_chest")):
        game.held[p] = (deck,)
        game.decks[deck] = [c for c in game.decks[deck]
                            if b.cards[deck][c].effect.type != "get_out_of_jail_free"]
    scene = GameScene(app.size, game, theme, seats, speed="instant", seed=3, intro=False,
                      hints=True, markers=markers)
    return game, scene, orange


def shoot_colour_help(app: App, theme: Theme, out: Path) -> None:
    """With Colour help on: the table with a deed under the pointer, the trade builder and the
    property view."""
    from game.client.dialogs import TradeBuilder

    stack = app.stack
    game, scene, orange = _trade_table(app, theme, first=0, markers=True)
    stack.clear(scene)
    _frames(stack, 2)
    pos = scene.geo.rect(orange[0]).move(scene.layout.board.topleft).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-colour-help.png")
    scene.open_trade()
    builder = scene.dialog
    assert isinstance(builder, TradeBuilder)
    builder.with_partner(1)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-colour-help-trade.png")
    stack.pop()
    scene.dialog = None
    scene.open_manage(0)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-colour-help-manage.png")


def shoot_trades(app: App, theme: Theme, out: Path) -> None:
    """The trade builder filled in on both sides, a computer's answer with its reason, and a
    computer's offer to the human seat."""
    from game.client.dialogs import AnswerDialog, TradeBuilder, TradeDialog
    from game.client.dialogs.trade_draft import TradeDraft

    stack = app.stack
    game, scene, orange = _trade_table(app, theme, first=0)
    stack.clear(scene)
    _frames(stack, 2)
    scene.open_trade()
    builder = scene.dialog
    assert isinstance(builder, TradeBuilder) and builder.draft is not None
    builder.with_partner(1)
    draft = builder.draft
    # Sam takes the last lot of orange (his set completes) and gives two deeds of his own.
    for side, spaces in ((0, [s for s in draft.properties(0) if s not in orange][-2:]),
                         (1, [orange[2], draft.properties(1)[0]])):
        for s in spaces:
            draft.toggle_space(side, s)
        draft.toggle_card(side, game.held[draft.sides[side].player][0])
    builder.step_cash(0, 100)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-trade-builder.png")

    # $1 for the lot that completes Sam's set, and too little cash for any counter-offer:
    # Ada declines, saying why.
    game, scene, orange = _trade_table(app, theme, first=0, cash=60)
    stack.clear(scene)
    _frames(stack, 2)
    scene.open_trade()
    builder = scene.dialog
    assert isinstance(builder, TradeBuilder)
    builder.draft = TradeDraft(game, 0, 1)
    builder.draft.toggle_space(1, orange[2])
    builder.draft.set_cash(0, 1)
    builder.send()
    for _ in range(200):
        _frames(stack, 1)
        if isinstance(stack.top, AnswerDialog):
            break
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-trade-answer.png")

    game, scene, _ = _trade_table(app, theme, first=1)
    stack.clear(scene)
    for _ in range(200):
        _frames(stack, 1)
        if isinstance(stack.top, TradeDialog):
            break
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-trade-offer.png")


#: A pad of each family as SDL names it, for the setup screen's pads.
PAD_NAMES = {Family.XBOX: "Xbox One S Controller", Family.PLAYSTATION: "PS4 Controller",
             Family.PLAYSTATION5: "DualSense Wireless Controller",
             Family.NINTENDO: "Nintendo Switch Pro Controller",
             Family.GENERIC: "Logitech Dual Action"}


def shoot_setup_pads(app: App, theme: Theme, out: Path) -> None:
    """The setup screen with two pads alike plugged in (of the family named, else Xbox's) and
    two people, each with one of them; the pads are pulled out again after."""
    family = app.pads.family if app.pads.pressed_with is Device.PAD else Family.XBOX
    instances = (900, 901)
    for instance in instances:
        app.pads.add(instance, PAD_NAMES[family], PAD_NAMES[family])
    stack = SceneStack(app.pads)
    setup = SetupScene(app, Settings(), on_start=lambda c: None, on_back=lambda: None)
    stack.push(setup)
    setup.cycle_kind(1)
    while setup.seats[1].kind != "human":
        setup.cycle_kind(1)
    for seat, instance in enumerate(instances):
        setup.tie_pad(seat, app.pads.name_of(instance))
    if setup.focus is not None:
        setup.focus.focus(setup.button_start)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-setup-pads.png")
    for instance in instances:
        app.pads.read(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance))


def shoot_theme(app: App, theme: Theme, out: Path) -> None:
    stack = SceneStack(app.pads)
    stack.push(TitleScene(app, on_new=lambda: None, on_continue=None, on_load=None,
                          on_settings=None, on_quit=lambda: None, can_continue=False, theme=theme))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-title.png")
    stack.clear(SetupScene(app, Settings(), on_start=lambda c: None, on_back=lambda: None))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-setup.png")
    shoot_setup_pads(app, theme, out)

    game, scene = _table(app, theme, seed=11)
    stack.clear(scene)
    if _play_until(game, scene, stack, lambda g: type(g.pending).__name__ == "BuyChoice"):
        if scene.dialog is None:
            _frames(stack, 3)
        _shoot(app, stack, out / f"{theme.id}-dialog-buy.png")
    stack.clear(scene)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-game.png")
    scene.odds.toggle()
    for _ in range(600):
        if scene.odds.target is not None:
            break
        _frames(stack, 1)
    _frames(stack, 60)  # the bar eases to the odds
    _shoot(app, stack, out / f"{theme.id}-game-odds.png")
    shoot_saves(app, theme, stack, scene, out)

    shoot_manage(app, theme, out)

    record_game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=5)
    record = GameRecord(record_game)
    ais = [make_controller("medium", i) for i in range(len(NAMES))]
    stepper = Stepper(record_game, ais)
    while not record_game.over and record_game.round < 400:
        _, action = stepper.next_move()
        assert action is not None
        record.observe(record_game, record_game.apply(action))
    record.collect_odds(wait=True)
    over: Scene = GameOverScene(app, record_game, record, theme, on_again=lambda: None,
                                on_title=lambda: None, tokens=list(range(len(NAMES))))
    stack.clear(over)
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-game-over.png")

    seats = [Seat(name, i, "medium") for i, name in enumerate(NAMES)]
    replay = replay_scene(app.size, theme, seats, record_game.rules, 5, record_game.actions_played(),
                          on_exit=lambda: None)
    stack.clear(replay)
    replay.jump(max(1, record_game.round // 2))
    replay.play()
    _frames(stack, 40)
    _shoot(app, stack, out / f"{theme.id}-replay.png")


def shoot_board_cursor(app: App, theme: Theme, out: Path) -> None:
    """The board's cursor (the keys' and pads' look at the board) on a rival's deed, at the
    start of the person's turn."""
    game, scene = _table(app, theme, seed=11)
    stack = SceneStack(app.pads)
    stack.clear(scene)
    if not _play_until(game, scene, stack, lambda g: g.pending is Phase.PRE_ROLL
                       and any(g.owner[s] > 0 for s in g.board.properties)):
        return
    rival = next(s for s in game.board.properties if game.owner[s] > 0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))
    _frames(stack, 1)
    for _ in range(game.board.size):
        if scene.looking in (rival, None):
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
        _frames(stack, 1)
    _shoot(app, stack, out / f"{theme.id}-game-look.png")


def shoot_saves(app: App, theme: Theme, stack: SceneStack, scene: GameScene, out: Path) -> None:
    """The save-name prompt over the paused game, the list of saves (one of them broken) and
    the settings screen, with a folder of saves made for the shot."""
    scene.open_pause()
    stack.push(SaveNameScene(theme, app.size, "Sam Ada Ben Cleo round 12", lambda name: False,
                             lambda name: None))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-save-name.png")
    with tempfile.TemporaryDirectory() as folder:
        seats = scene.seats
        for name, rounds in (("Before dinner", 6), ("Sunday game", 14), ("Long one", 30)):
            game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=rounds)
            stepper = Stepper(game, [make_controller("medium", i) for i in range(len(NAMES))])
            while not game.over and game.round < rounds:
                game.apply(stepper.next_move()[1])  # type: ignore[arg-type]
            snap = snapshot(game, theme.id, seats, rounds, rounds * 95.0, GameRecord(game))
            write_snapshot(snap, named_path(name, folder))
        broken = named_path("Long one", folder).read_text()
        named_path("Cut short", folder).write_text(broken[:len(broken) // 2])
        named_path("From the future", folder).write_text(broken.replace('"version":2', '"version":7'))
        stack.clear(scene)
        stack.push(SavesScene(theme, app.size, list_saves(folder), saves_dir(folder),
                              on_load=lambda t: None, on_replay=lambda t: None))
        _frames(stack, 2)
        _shoot(app, stack, out / f"{theme.id}-load.png")
    stack.clear(TitleScene(app, on_new=lambda: None, on_continue=None, on_load=None,
                           on_settings=None, on_quit=lambda: None, can_continue=False,
                           theme=theme, markers=True))
    shown = Settings(color_blind_markers=True, text_size=text_size())
    stack.push(SettingsScene(theme, app.size, shown, on_change=lambda s: None))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-settings.png")
    stack.push(ControlsScene(theme, app.size, Settings(), app.pads, on_change=lambda s: None))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-controls.png")


def _staged(theme: Theme, rolls: tuple[tuple[int, int], ...] = (),
            deck_order: dict[str, Sequence[str]] | None = None) -> Game:
    """A game where Sam throws first and then ``rolls``; he holds the light blue group with
    two houses on each lot, Ada the orange group with three; both mortgaged a railroad."""
    order = [(6, 6) if p == 0 else (1, 2) for p in range(len(NAMES))]
    game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=8,
                    forced_dice=order + list(rolls), deck_order=deck_order)
    b = game.board
    for p, group, level in ((0, "light_blue", 2), (1, "orange", 3)):
        for s in b.members[b.group_ids.index(group)]:
            game._give(s, p)
            game.level[s] = level
            game.bank_houses -= level
    rails = b.members[b.group_ids.index("railroad")]
    for p, s in ((0, rails[0]), (1, rails[1])):
        game._give(s, p)
        game.mortgaged[s] = True
    game.bump_version()
    return game


def _stage_auction(theme: Theme) -> Game:
    """Sam throws a 3 onto a lot of the Bank's and lets it go: the others bid before him."""
    game = _staged(theme, ((1, 2),))
    game.apply(Roll(0))
    game.apply(DeclineBuy(0))
    return game


def _stage_jail(theme: Theme) -> Game:
    """Sam starts his turn in Jail, on his second try."""
    game = _staged(theme)
    game.pos[0] = game.board.jail
    game.in_jail[0] = True
    game.jail_tries[0] = 1
    return game


def _stage_debt(theme: Theme) -> Game:
    """Sam, with $700, throws onto Ada's orange lot (she builds hotels first): he must raise
    the rest."""
    game = _staged(theme, ((3, 4),))
    game.pos[0] = game.board.members[game.board.group_ids.index("orange")][0] - 7
    game.cash[0] = 700
    return game


def _stage_tax(theme: Theme) -> Game:
    """Sam throws a 4 onto the tax that may be paid as a percent."""
    return _staged(theme, ((1, 3),))


def _stage_card(theme: Theme) -> Game:
    """Sam throws a 7 onto the first card space and draws the repairs card."""
    b = theme.edition_spec().board
    deck = "chance" if b.kind[7].value == "chance" else "community_chest"
    repairs = next(c.id for c in b.cards[deck] if c.effect.type == "repairs")
    return _staged(theme, ((3, 4),), {deck: [repairs]})


def _stage_shortage(theme: Theme) -> Game:
    """The Bank is down to two houses and Ada asks for one: Sam is asked how many he wants."""
    game = _staged(theme)
    game.bank_houses = 2
    game.apply(Build(1, game.board.members[game.board.group_ids.index("orange")][0]))
    return game


def _stage_mortgage(theme: Theme) -> Game:
    """Sam takes Ada's mortgaged railroad in a trade and must lift it or pay the interest."""
    game = _staged(theme)
    rail = game.board.members[game.board.group_ids.index("railroad")][1]
    game.apply(ProposeTrade(1, TradeOffer(1, 0, give=(rail,), take_cash=120)))
    game.apply(AcceptTrade(0))
    return game


#: Dialogs a human meets, beyond buying (which the played game brings), and how each is set up.
STAGED: dict[str, Callable[[Theme], Game]] = {
    "auction": _stage_auction, "jail": _stage_jail, "tax": _stage_tax, "card": _stage_card,
    "debt": _stage_debt, "shortage": _stage_shortage, "mortgage": _stage_mortgage,
}


def staged_tables(app: App, theme: Theme) -> Iterator[tuple[str, SceneStack]]:
    """Each staged table with its dialog open, as the human seat meets it."""
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(NAMES)]
    for name, stage in STAGED.items():
        game = stage(theme)
        scene = GameScene(app.size, game, theme, seats, speed="instant", seed=8, intro=False,
                          hints=True)
        stack = SceneStack(app.pads)
        stack.push(scene)
        for _ in range(600):
            if (game.pending is Phase.PRE_ROLL and game.to_move == 0 and not game.in_jail[0]
                    and scene.dialog is None):
                scene.choose(Roll(0))
            _frames(stack, 1)
            scene.animator.skip()
            if isinstance(stack.top, DialogScene):
                break
        _frames(stack, 2)
        yield name, stack


def _click(stack: SceneStack, label: str) -> None:
    """A click on the button of the top scene with this label, as a pointer makes it."""
    top = stack.top
    assert isinstance(top, DialogScene)
    at = top.buttons()[label].rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
    _frames(stack, 2)


def shoot_staged(app: App, theme: Theme, out: Path) -> None:
    """The staged dialogs, each over its own table; and from the debt's, the view of the
    deeds that raises the money."""
    for name, stack in staged_tables(app, theme):
        _shoot(app, stack, out / f"{theme.id}-dialog-{name}.png")
        if name == "debt":
            _click(stack, "See your deeds")
            _shoot(app, stack, out / f"{theme.id}-manage-debt.png")


def _holdings(theme: Theme) -> Game:
    """A game where the human holds a whole group with houses on it, a mortgaged lot of another
    group and a railroad, and the Bank is low on houses (staged like a loaded save)."""
    game = Game.new(list(NAMES), edition=theme.edition_spec(), seed=11)
    board = game.board
    state = state_to_dict(game)
    group = board.group_members[6]
    for s, level in zip(group, (3, 3, 2)):
        state["owner"][s] = 0
        state["level"][s] = level
    single = board.group_members[11][0]
    state["owner"][single] = 0
    state["mortgaged"][single] = True
    state["owner"][board.group_members[5][0]] = 0
    state["bank_houses"] = 3
    return state_from_dict(state, game.edition, game.rules)


def shoot_manage(app: App, theme: Theme, out: Path) -> None:
    """The manage view over the staged holdings, the pointer on a button the rules disable."""
    game = _holdings(theme)
    seats = [Seat(name, i, "human" if i == 0 else "medium") for i, name in enumerate(NAMES)]
    scene = GameScene(app.size, game, theme, seats, speed="instant", seed=11, intro=False)
    stack = SceneStack(app.pads)
    stack.push(scene)
    _frames(stack, 2)
    scene.open_manage(0)
    view = stack.top
    assert isinstance(view, ManageView)
    disabled = next(b for b in view.buttons().values() if not b.is_enabled)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=disabled.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    _frames(stack, 2)
    _shoot(app, stack, out / f"{theme.id}-manage.png")


def shoot_kiosk(app: App, theme_id: str, out: Path, log_dir: Path) -> None:
    """The kiosk's screens in one edition: attract with an explanation, the token pick,
    'Still playing?' over quick play, the operator's keypad."""
    config = KioskConfig(editions=[theme_id], idle_seconds=5, pin="4711", text_size=text_size())
    flow = KioskFlow(app, config, open_log(log_dir), locked=True, seed=4)
    flow.attract()
    overlay = app.stack.find(AttractOverlay)
    for _ in range(20_000):  # until something worth explaining is on show
        app.tick(1 / 60)
        if overlay.shown is not None and overlay.shown.weight >= 3:
            break
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-attract.png")
    flow.quick_play()
    app.tick(1 / 60)
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-token-pick.png")
    flow.start_quick(2)
    while app.stack.find(StillPlayingScene) is None:
        app.tick(1 / 60)
    for _ in range(60):
        app.tick(1 / 60)
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-still-playing.png")
    flow.attract()
    flow.ask_pin()
    pad = app.stack.find(PinPadScene)
    for digit in "24":
        pad.press(digit)
    app.tick(1 / 60)
    _shoot(app, app.stack, out / f"{theme_id}-kiosk-pin-pad.png")
    app.supervisor = None
    Metrics.min_target = 0


#: What is shot in every theme, in order.
def shoot_how_to_play(app: App, theme: Theme, out: Path) -> None:
    """Every page of How to play, then the rules in play (the edition's own preset, if it has
    one, else the Classic rules)."""
    rules = RuleSet.from_preset(theme.id if theme.id in PRESETS else "classic")
    books: list[tuple[str, Scene]] = [
        (f"how-to-play-{page + 1:02d}", HowToPlayScene(theme, app.size, rules, page))
        for page in range(HowToPlayScene(theme, app.size, rules).page_count())]
    books.append(("rules-in-play", RulesScene(theme, app.size, rules)))
    for name, scene in books:
        stack = SceneStack(app.pads)
        stack.push(scene)
        stack.update(1 / 60)  # the page's buttons are laid out in its first frame
        _shoot(app, stack, out / f"{theme.id}-{name}.png")


PER_THEME: tuple[Callable[[App, Theme, Path], None], ...] = (shoot_theme, shoot_board_cursor,
                                                             shoot_trades, shoot_colour_help,
                                                             shoot_staged,
                                                             shoot_how_to_play)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--theme", action="append", help="theme ids (default: every theme)")
    parser.add_argument("--pad", choices=[f.value for f in Family],
                        help="name the buttons as a pad of this family does, as if one was the "
                        "last thing pressed (default: the keyboard's keys)")
    parser.add_argument("--text-size", type=int, choices=TEXT_SIZES, default=100, metavar="PERCENT",
                        help="the player's text size, one of "
                        f"{', '.join(map(str, TEXT_SIZES))} (default: 100)")
    args = parser.parse_args(argv)
    set_text_size(args.text_size)
    w, h = (int(x) for x in args.size.split("x"))
    app = App(Options(size=(w, h), headless=True))
    if args.pad:
        app.pads.pressed_with, app.pads.family = Device.PAD, Family(args.pad)
    for theme_id in args.theme or ["classic", "boutique"]:
        theme = load_theme(THEMES_DIR / theme_id)
        for shoot in PER_THEME:
            shoot(app, theme, args.out)
    with tempfile.TemporaryDirectory() as log_dir:
        for theme_id in args.theme or ["classic", "boutique"]:
            shoot_kiosk(app, theme_id, args.out, Path(log_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
