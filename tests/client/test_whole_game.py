"""A whole short game played through the user interface: one person, by clicks and keys only,
against computer players, to the game's end."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.ai import make_controller
from game.client.dialogs import AuctionDialog, DialogScene
from game.client.table.scene import GameScene
from game.client.store.seats import Seat
from game.engine import Action, ClaimRent, EndTurn, Game, PassBid, Roll, RuleSet
from game.themes import THEMES_DIR, load_theme

from .driver import Driver, headless_app

SIZE = (1280, 720)


def _button_for(dialog: DialogScene, wanted: Action | None) -> pygame.Rect | None:
    """Where the dialog's button for ``wanted`` is, if it has one."""
    for element, choice in dialog._choices.items():
        if wanted is not None and choice.act == wanted and element.is_enabled:
            return pygame.Rect(element.rect)
    return None


@pytest.mark.parametrize("preset,theme_id,seed", [("modern-short", "classic", 3),
                                                  ("classic-short", "classic", 2),
                                                  ("modern-short", "boutique", 4)])
def test_one_person_plays_a_short_game_to_its_end_by_clicks_and_keys(preset: str, theme_id: str,
                                                                      seed: int) -> None:
    app = headless_app(SIZE)
    drive = Driver(app)
    theme = load_theme(THEMES_DIR / theme_id)
    seats = [Seat("Me", 0, "human"), Seat("Ada", 1, "medium"), Seat("Ben", 2, "easy")]
    rules = RuleSet.from_preset(preset, rent_must_be_claimed=preset == "modern-short")
    game = Game.new([s.name for s in seats], rules=rules, edition=theme.edition_spec(), seed=seed)
    ended: list[Game] = []
    scene = GameScene(app.size, game, theme, seats, speed="instant", on_over=ended.append, seed=seed)
    app.stack.push(scene)
    brain = make_controller("medium", 99)  # what the person would like to do
    done: Counter[str] = Counter()
    stuck, seen = 0, None
    for frame in range(20_000):
        if ended:
            break
        top = drive.top
        if isinstance(top, DialogScene):
            wanted = brain.decide(game, top.player)
            where = _button_for(top, wanted)
            if where is None and isinstance(top, AuctionDialog):
                where = _button_for(top, PassBid(top.player))
            now = (top, tuple(top.buttons()))  # the same buttons again: clicks do nothing
            stuck, seen = (stuck + 1 if now == seen else 0), now
            if where is not None and stuck < 5:
                drive.click(where.center)
                done[f"click {type(top).__name__}"] += 1
            else:
                if top.default_label is None and top.focused is None:
                    drive.key(pygame.K_TAB)  # no default (a trade without advice): the first
                drive.key(pygame.K_RETURN, "\r")
                done[f"enter {type(top).__name__}"] += 1
            continue
        if scene.claim_button is not None and scene.claim_button.visible and scene.claim_button.is_enabled:
            drive.click(scene.claim_button.rect.center)
            done["claim"] += 1
        elif scene.roll_button.is_enabled:
            if frame % 2:
                drive.click(scene.roll_button.rect.center)
            else:
                drive.key(pygame.K_SPACE, " ")
            done["roll"] += 1
        elif scene.end_button.is_enabled:
            if frame % 2:
                drive.click(scene.end_button.rect.center)
            else:
                drive.key(pygame.K_RETURN, "\r")
            done["end"] += 1
        else:
            drive.frames(1)
        if frame % 97 == 0:
            drive.draw()
    drive.draw()
    assert game.over and ended == [game], (game.round, dict(done))
    mine = [a for a in game.actions_played() if a.player == 0]
    assert Roll(0) in mine and EndTurn(0) in mine
    assert done["roll"] and done["end"]
    assert sum(v for k, v in done.items() if k.startswith(("click", "enter"))) > 0
    if rules.rent_must_be_claimed:
        claimed = [a for a in mine if isinstance(a, ClaimRent)]
        assert len(claimed) == done["claim"]
    assert scene.shown_cash == game.cash
