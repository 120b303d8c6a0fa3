"""Save files: atomic writes, exact continuation, and clear refusals of bad files."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from game.engine import DataFileError, DeclineBuy, Game, Roll, RuleSet
from game.engine.serialize import state_to_dict
from game.saves import load_game, read_save, save_game
from tests.engine.randomplay import random_action


def _game(steps: int = 300) -> Game:
    r = random.Random(9)
    g = Game.new(["Ann", "Bob", "Cy"], seed=9)
    for _ in range(steps):
        if g.over:
            break
        g.apply(random_action(g, r))
    return g


def test_saved_game_loads_and_continues_identically(tmp_path: Path) -> None:
    g = _game()
    path = tmp_path / "slot.json"
    save_game(g, path)
    loaded = load_game(path)
    assert state_to_dict(loaded) == state_to_dict(g)
    r1, r2 = random.Random(1), random.Random(1)
    for _ in range(200):
        if g.over:
            break
        assert g.apply(random_action(g, r1)) == loaded.apply(random_action(loaded, r2))


def test_saving_replaces_the_file_atomically(tmp_path: Path) -> None:
    path = tmp_path / "slot.json"
    save_game(_game(10), path)
    save_game(_game(50), path)
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]
    assert load_game(path).turn_no == _game(50).turn_no


def _write(tmp_path: Path, edit: object) -> Path:
    path = tmp_path / "bad.json"
    save_game(_game(), path)
    data = json.loads(path.read_text())
    if callable(edit):
        edit(data)
        path.write_text(json.dumps(data))
    else:
        path.write_text(str(edit))
    return path


def _set(path: list[str | int], value: object):  # type: ignore[no-untyped-def]
    def edit(data: dict) -> None:  # type: ignore[type-arg]
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


def _bankrupt(data: dict[str, Any], p: int) -> None:
    """Player ``p`` out of the game, his deeds back with the Bank."""
    state = data["state"]
    for s, owner in enumerate(state["owner"]):
        if owner == p:
            state["owner"][s], state["mortgaged"][s], state["level"][s] = -1, False, 0
    state["cash"][p], state["active"][p], state["held"][p] = 0, False, []
    state["bankruptcies"] += 1


def _buildings(data: dict[str, Any], levels: dict[int, int], mortgaged: int = -1) -> None:
    """Player 0 given the spaces of ``levels`` with those buildings, the Bank's stock to match."""
    state = data["state"]
    for s, level in levels.items():
        state["owner"][s], state["level"][s] = 0, level
    state["bank_houses"] -= sum(levels.values())
    if mortgaged >= 0:
        state["mortgaged"][mortgaged] = True


@pytest.mark.parametrize(("edit", "field", "words"), [
    ("", "line 1", "not valid JSON"),
    ('{"format": "deeds-and-dice-save", "version": 1, "sta', "line 1", "not valid JSON"),
    ("[1, 2]", "(top level)", "JSON object"),
    (_set(["format"], "chess"), "format", "not a Deeds & Dice save"),
    (_set(["version"], 99), "version", "reads save versions 1 to 2"),
    (_set(["version"], True), "version", "reads save versions 1 to 2"),
    (_set(["table"], [1]), "table", "dictionary"),
    (_set(["state", "cash"], "lots"), "state.cash", "list"),
    (_set(["state", "rng"], -5), "state.rng", "greater than or equal to 0"),
    (_set(["state", "rules", "preset"], "snakes"), "state.rules", "unknown preset"),
    (_set(["state", "edition"], "moon"), "state.edition", "no edition named 'moon'"),
    (_set(["state", "bank_houses"], 40), "state.bank_houses", "add up to 32"),
    (_set(["state", "pos", 0], 77), "state.pos.0", "space from 0 to 39"),
    (_set(["state", "owner", 0], 1), "state.owner.0", "properties only"),
    (_set(["state", "current"], 7), "state.current", "player from 0 to 2"),
    (_set(["state", "decks", "chance"], ["ch_go"]), "state.decks.chance", "every card"),
    (_set(["state", "decisions"], [{"type": "Nonsense"}]), "state.decisions.0", "not a decision"),
    (_set(["state", "history"], [{"type": "Roll"}]), "state.history.0", "not an action"),
    (_set(["state", "decisions"], [{"type": "BuyChoice", "player": 99, "space": 2}]),
     "state.decisions.0.player", "player still in the game"),
    (_set(["state", "decisions"], [{"type": "BuyChoice", "player": 0, "space": 999}]),
     "state.decisions.0.space", "space from 0 to 39"),
    (_set(["state", "decisions"], [{"type": "Debt", "player": 0, "creditor": 1, "amount": -5,
                                    "reason": "rent", "space": 5}]),
     "state.decisions.0.amount", "debt of 0 or more"),
    (_set(["state", "decisions"], [{"type": "PlaceBuilding", "player": 0, "kind": "house"}]),
     "state.decisions", "expected a move for Ann"),
    (_set(["state", "last_roll"], [0, 99]), "state.last_roll", "two dice from 1 to 6"),
    (_set(["state", "doubles"], 4), "state.doubles", "less than or equal to 3"),
    (_set(["state", "claims"], [[1, 0, 1, 4, 0]]), "state.claims.0", "unmortgaged lot he holds"),
    (lambda d: _bankrupt(d, 0), "state.current", "player still in the game"),
    (lambda d: _buildings(d, {37: 2, 39: 0}), "state.level.37", "uneven building"),
    (lambda d: _buildings(d, {37: 1}), "state.level.37", "does not hold whole"),
    (lambda d: _buildings(d, {37: 1, 39: 1}, mortgaged=39), "state.level.37", "mortgaged group"),
    (_set(["state", "cash", 2], -1), "state.cash.2", "negative cash"),
    (_set(["state", "ledger"], [[0, 1, 5, 90]]), "state.ledger.0.4", "Field required"),
    (_set(["state", "ledger"], [[0, 1, 5, 90, 1500, 0, 0], [7, 1, 5, 90, 1500, 0, 0]]),
     "state.ledger.1", "kind 0 to 2, player, property"),
    (_set(["state", "ledger"], [[0, 9, 5, 90, 1500, 0, 0]]), "state.ledger.0", "player"),
    (_set(["state", "ledger"], [[2, 0, 0, 1, 100, 0, 0]]), "state.ledger.0", "property"),
    (_set(["state", "ledger"], [[2, 0, 1, 9, 100, 0, 0]]), "state.ledger.0", "property"),
    (_set(["state", "ledger"], [[1, 0, 5, 90, 1500, 10**6, 0]]), "state.ledger.0", "of this game"),
    (_set(["state", "ledger"], [[0, 1, 5, 90, 1500, 0, 4]]), "state.ledger.0", "group held"),
    (_set(["table"], {"theme": "../../../home/someone/folder"}), "table.theme", "id of an installed"),
    (_set(["table"], {"theme": "/etc"}), "table.theme", "id of an installed"),
    (_set(["table"], {"theme": 5}), "table.theme", "id of an installed"),
])
def test_bad_save_is_refused_naming_file_and_field_and_left_untouched(
        tmp_path: Path, edit: object, field: str, words: str) -> None:
    path = _write(tmp_path, edit)
    before = path.read_bytes()
    with pytest.raises(DataFileError) as err:
        load_game(path)
    assert err.value.path == str(path)
    assert err.value.field.startswith(field), err.value
    assert words in str(err.value)
    assert path.read_bytes() == before


def test_missing_save_is_reported(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="file not found"):
        load_game(tmp_path / "nothing.json")


def test_a_version_1_file_is_read_through_its_upgrade(tmp_path: Path) -> None:
    g = _game(40)
    path = tmp_path / "old.json"
    save_game(g, path)
    data = json.loads(path.read_text())
    data["version"] = 1
    path.write_text(json.dumps(data))
    save, loaded = read_save(path)
    assert save.version == 2 and save.table is None
    assert state_to_dict(loaded) == state_to_dict(g)


def test_a_save_made_before_the_ledger_was_kept_loads_with_none(tmp_path: Path) -> None:
    path = _write(tmp_path, lambda d: d["state"].pop("ledger"))
    assert load_game(path).ledger is None


def test_the_table_beside_the_game_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "slot.json"
    save_game(_game(20), path, table={"theme": "boutique", "play_time": 61.5})
    save, _ = read_save(path)
    assert save.table == {"theme": "boutique", "play_time": 61.5}


def test_a_write_that_fails_midway_leaves_the_old_save_readable(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "slot.json"
    save_game(_game(10), path)

    def crash(src: str, dst: str) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        save_game(_game(50), path)
    monkeypatch.undo()
    assert load_game(path).turn_no == _game(10).turn_no
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def test_a_game_saved_right_after_a_third_double_loads_back_equal(tmp_path: Path) -> None:
    rules = RuleSet(auctions=False)
    g = Game.new(["Ann", "Bob"], rules=rules, seed=3, forced_dice=[(6, 6), (1, 2)])
    g.force_dice((4, 4), (4, 4), (4, 4))
    for _ in range(2):
        g.apply(Roll(0))
        g.apply(DeclineBuy(0))
    g.apply(Roll(0))
    assert g.doubles == 3 and g.in_jail[0]
    path = tmp_path / "slot.json"
    save_game(g, path)
    assert state_to_dict(load_game(path)) == state_to_dict(g)
