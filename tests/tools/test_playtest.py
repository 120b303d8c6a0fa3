"""The play-through tool drives the real client from the title screen through a few of the
person's turns, in both editions and in the one the setup screen shows first, and writes a
well-formed transcript; what its checker finds is printed, not asserted (the findings are the
tool's report on the game, not a failure of the tool)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any
from pathlib import Path

import pygame
import pytest

from game.client.dialogs import TradeBuilder
from game.engine import Game, ProposeTrade, TradeOffer

from ..client.dialogs.test_dialogs import board_area, pump
from ..client.driver import headless_app, theme

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import playtest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FIELDS = {"setup": {"edition", "preset"},
          "dialog": {"kind", "title", "text", "buttons", "default", "advice", "hint", "round"},
          "log": {"text"}, "save": {"name", "note"}, "end": {"turns", "winner"}}


@pytest.mark.parametrize("theme", ["classic", "boutique", None])
def test_a_few_turns_played_by_clicks_give_a_well_formed_transcript(theme: str | None,
                                                                    tmp_path: Path) -> None:
    args = [sys.executable, str(ROOT / "tools" / "playtest.py"), "--seats", "human,medium,hard",
            "--seed", "5", "--turns", "3", "--out", str(tmp_path), "--speed", "instant"]
    if theme is not None:
        args += ["--theme", theme]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run(args, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = (tmp_path / "transcript.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    for record in records:
        assert FIELDS[record["t"]] <= record.keys(), record
    kinds = [r["t"] for r in records]
    assert kinds[0] == "setup" and kinds[-1] == "end" and kinds.count("setup") == 1
    assert kinds.count("end") == 1 and "dialog" in kinds and kinds.count("log") >= 5
    if theme is not None:
        assert records[0]["edition"] == theme
    for dialog in (r for r in records if r["t"] == "dialog"):
        assert dialog["kind"] in playtest.KINDS and dialog["buttons"]
        assert dialog["advice"] in ("accept", "decline", None)
        # the lines a person reads, the title and the hint among them
        assert dialog["title"] in dialog["text"] and dialog["hint"] in dialog["text"]
    assert records[-1]["turns"] == 3 and records[-1]["why"] == "turns played"
    assert sorted(tmp_path.glob("*.png"))
    print(*playtest.check(records), sep="\n")


def _play_through(tmp_path: Path, *extra: str) -> tuple[subprocess.CompletedProcess[str],
                                                          list[dict[str, Any]]]:
    args = [sys.executable, str(ROOT / "tools" / "playtest.py"), "--seats", "human,medium",
            "--seed", "5", "--turns", "2", "--out", str(tmp_path), *extra]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run(args, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    records = [json.loads(line) for line in
               (tmp_path / "transcript.jsonl").read_text(encoding="utf-8").splitlines()]
    return run, records


def test_a_play_through_at_150_percent_text_says_so_in_its_setup(tmp_path: Path) -> None:
    _, records = _play_through(tmp_path, "--text-size", "150")
    assert records[0]["t"] == "setup" and records[0]["text_size"] == 150
    assert records[-1]["t"] == "end" and records[-1]["turns"] == 2


def test_a_play_through_as_a_joined_client_against_a_host_it_starts(tmp_path: Path) -> None:
    run, records = _play_through(tmp_path, "--remote")
    assert records[0]["t"] == "setup" and records[0]["joined"]
    assert records[-1] == {"t": "end", "turns": 2, "winner": None, "why": "turns played"}
    assert [r for r in records if r["t"] == "log"] and "Traceback" not in run.stderr


@pytest.mark.slow
def test_two_people_on_two_screens_at_one_host_trade_with_each_other(tmp_path: Path) -> None:
    """Two people on two clients (the second a process of its own) at one hosted table: each
    plays through, and an offer one made the other was accepted, on both screens."""
    args = [sys.executable, str(ROOT / "tools" / "playtest.py"), "--remote", "--seats",
            "human,human,medium", "--seed", "1", "--turns", "5", "--out", str(tmp_path)]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    run = subprocess.run(args, capture_output=True, text=True, env=env, timeout=180)
    assert run.returncode == 0, run.stdout + run.stderr
    first = playtest.read_transcript(tmp_path / "transcript.jsonl")
    second = playtest.read_transcript(tmp_path / "person-2" / "transcript.jsonl")
    for records, seat in ((first, 0), (second, 1)):
        assert records[0]["t"] == "setup" and records[0]["seat"] == seat
        assert records[-1] == {"t": "end", "turns": 5, "winner": None, "why": "turns played"}
    accepted = [line for records in (first, second)
                for line in playtest.between(records)["accepted"]]
    assert accepted
    logs = [[r["text"] for r in records if r["t"] == "log"] for records in (first, second)]
    assert all(line in log for line in accepted for log in logs)
    offers = [r for r in first + second if r["t"] == "dialog" and r["kind"] == "trade_offer"
              and r["title"].startswith(("Player 1 ", "Player 2 "))]
    assert offers and all(r["offer"]["gives"] or r["offer"]["gets"] for r in offers)
    assert "trades between the people: " in run.stdout and "Traceback" not in run.stderr
    assert not playtest.unseen([first, second])


def test_a_trade_accepted_on_one_screen_and_missing_on_the_others_is_found() -> None:
    setup = {"t": "setup", "seats": ["human", "human", "medium"],
             "players": ["Ann", "Bob", "Cy"]}
    ann = [{**setup, "seat": 0}, {"t": "log", "text": "Ann offers Bob $10 for Baltic Avenue."},
           {"t": "log", "text": "Bob accepts Ann's trade."},
           {"t": "log", "text": "Ann offers Cy $10 for Oriental Avenue."}]
    bob = [{**setup, "seat": 1}, {"t": "log", "text": "Ann offers Bob $10 for Baltic Avenue."},
           {"t": "log", "text": "Bob accepts Ann's trade."},
           {"t": "log", "text": "Bob accepts Ann's trade."}]
    assert playtest.between(ann) == {"proposed": ["Ann offers Bob $10 for Baltic Avenue."],
                                     "accepted": []}
    assert playtest.between(bob)["accepted"] == ["Bob accepts Ann's trade."] * 2
    assert playtest.unseen([ann, bob]) == [
        "transcript 2 shows \"Bob accepts Ann's trade.\" 2 time(s), transcript 1 1"]
    assert playtest.unseen([ann, bob[:-1]]) == []


def test_the_checker_finds_each_kind_of_problem() -> None:
    records = [
        {"t": "setup", "edition": "boutique", "preset": "classic", "players": ["Me", "Ada"],
         "fresh": True, "chosen": False},
        {"t": "dialog", "kind": "buy", "buttons": ["Buy for $200", "Auction it"],
         "default": "Buy for $200", "advice": "decline", "hint": "", "round": 1},
        {"t": "dialog", "kind": "trade_offer", "buttons": ["Accept", "Counter", "Decline"],
         "default": "Decline", "advice": None, "round": 2,
         "hint": "A careful player would accept: your odds of winning go from 20% to 20%."},
        {"t": "log", "text": "Me draws Chance: Pay $15."},
        {"t": "log", "text": "Me pays the Bank $15."},
        {"t": "dialog", "kind": "card", "buttons": ["OK"], "default": "OK", "advice": None,
         "hint": "", "round": 2},
        {"t": "log", "text": "Ada draws Chance: Pay $15."},
        {"t": "log", "text": "Ada pays the Bank $15."},
        {"t": "dialog", "kind": "buy", "buttons": ["Buy for $200", "Auction it"],
         "default": "Auction it", "advice": "decline", "hint": "", "round": 3},
        {"t": "dialog", "kind": "jail", "default": "Pay the $50 fine", "advice": "accept",
         "buttons": ["Roll for doubles", "Pay the $50 fine", "Use a Get Out of Jail Free card"],
         "hint": "7 deeds are still for sale. Your card gets you out for free.", "round": 3},
        {"t": "dialog", "kind": "tax", "buttons": ["Pay $200", "Pay 10%"], "default": "Pay 10%",
         "advice": "decline", "hint": "", "round": 4},
        {"t": "dialog", "kind": "tax", "buttons": ["Pay $200", "Pay 10%"], "default": "Pay $200",
         "advice": "decline", "hint": "", "round": 4},
        {"t": "dialog", "kind": "shortage", "buttons": ["None", "1", "2", "3"], "default": "1",
         "advice": "accept", "round": 5,
         "hint": "One more house earns you about $16 a round; with $400 to spare a careful "
                 "player asks for 3."},
        {"t": "dialog", "kind": "shortage", "buttons": ["None", "1"], "default": "None",
         "advice": "decline", "round": 5,
         "hint": "More houses would earn you nothing now: a careful player asks for none."},
        {"t": "dialog", "kind": "shortage", "buttons": ["Oriental Avenue", "Vermont Avenue"],
         "default": "Oriental Avenue", "advice": None, "round": 5,
         "hint": "On Vermont Avenue it earns most: about $4 more a round."},
        {"t": "dialog", "kind": "debt", "buttons": ["Go back", "Yes, declare bankruptcy"],
         "default": "Yes, declare bankruptcy", "advice": None, "hint": "", "round": 6},
        {"t": "end", "turns": 3, "winner": None},
    ]
    found = playtest.check(records)
    assert [f.split(":")[0] for f in found] == ["setup", "line 2", "line 3", "line 3", "line 6",
                                                "line 10", "line 12", "line 13", "line 15",
                                                "line 16"]
    assert "one key would end the person's game" in found[9]
    assert "hint names '3' but Enter takes '1'" in found[7]
    assert "hint names 'Vermont Avenue' but Enter takes 'Oriental Avenue'" in found[8]
    assert "card" in found[5]
    assert "tax dialog advises 'decline' but Enter takes 'Pay $200'" in found[6]  # not 'Pay 10%'
    assert playtest.check([{**records[0], "edition": "classic"}, *records[1:2]]) == [found[1]]


def test_the_checker_reads_a_counter_against_its_offer_and_a_hint_against_itself() -> None:
    offer = {"counter": True, "currency": "$", "gives": ["Indiana Avenue", "$240"],
             "gets": ["Park Place"]}
    gift = {"counter": True, "currency": "$", "gives": ["$60"], "gets": []}
    made = {**offer, "counter": False}  # an offer of the rival's own, not a counter

    def trade(text: str, terms: dict[str, object] = offer, hint: str = "") -> dict[str, object]:
        return {"t": "dialog", "kind": "trade_offer", "buttons": ["Accept", "Counter", "Decline"],
                "default": None, "advice": None, "hint": hint, "round": 2, "said": text,
                "offer": terms}

    sides = "You get Park Place You give Indiana Avenue and $240"
    good = trade(f"Make it Indiana Avenue and $240 for Park Place. {sides}")
    person = trade(f"Ada would trade Park Place for Indiana Avenue and $240. {sides}")
    assert playtest.check([good, person]) == []
    found = playtest.check([
        trade(f"Ada would trade Indiana Avenue and $240 for Park Place. {sides}"),  # backwards
        trade(f"Not for $0 — make it $240 and it's yours. {sides}"),
        trade(f"Make it $240 for Park Place. {sides}"),
        trade("Nothing for $60. You get Nothing You give $60", gift),
        trade(f"Ada proposed: it strengthens my position. {sides}", made),
        trade(sides, made, hint=("A careful player would decline: by the estimate your odds of "
                                 "winning go from 19% to 22%; played on over the coming turns, "
                                 "taking it lowers your chances by 6 points.")),
        trade(sides, made, hint=("A careful player would accept: your odds of winning go from "
                                 "19% to 17%, while Ada's odds of winning go from 20% to 25%; "
                                 "played on, taking it raises your chances by 2 points.")),
        # the partner's odds may rise while the person's fall: no contradiction
        trade(sides, made, hint=("A careful player would decline: on the position now it looks "
                                 "like a gain, but played on over the coming turns, taking it "
                                 "lowers your chances by 6 points. Ada's odds of winning go from "
                                 "20% to 25%.")),
    ])
    assert [f.split(":")[0] for f in found] == ["line 1", "line 2", "line 2", "line 3",
                                                "line 4", "line 5", "line 6", "line 7"], \
        "\n".join(found)
    assert "not Indiana Avenue and $240 for Park Place" in found[0]
    assert "names $0 that the offer does not hold" in found[1]
    assert "not Indiana Avenue and $240 for Park Place" in found[2]
    assert "not Indiana Avenue and $240 for Park Place" in found[3]
    assert "counters with $60 for nothing" in found[4]
    assert "own position" in found[5]
    assert "both rise and fall" in found[6] and "both rise and fall" in found[7]


@pytest.mark.parametrize("text", ["{bad", "[1]", "\udcff"])
def test_a_transcript_that_cannot_be_read_is_named_and_left_as_it_is(
        text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "transcript.jsonl"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    with pytest.raises(SystemExit) as stop:
        playtest.main(["--check", str(path)])
    assert stop.value.code == 2
    assert f"cannot read the transcript {path}" in capsys.readouterr().err
    assert path.read_bytes() == text.encode("utf-8", "surrogateescape")
    with pytest.raises(SystemExit):
        playtest.main(["--check", str(tmp_path / "missing.jsonl")])


POINTER_EVENTS = {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                  pygame.MOUSEWHEEL, pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION}


@pytest.mark.parametrize("device", ["keys", "pad"])
def test_a_play_through_without_a_pointer_sets_up_plays_and_saves(
        device: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From the title through setup to the table and a save from the pause menu, with keys
    alone or a game controller alone: not one pointer event."""
    for name in playtest.XDG:
        monkeypatch.setenv(name, str(tmp_path / name))
    posted: list[int] = []
    real_post = pygame.event.post

    def post(event: pygame.event.Event) -> bool:
        posted.append(event.type)
        return bool(real_post(event))

    monkeypatch.setattr(pygame.event, "post", post)
    out = tmp_path / "out"
    assert playtest.main(["--seats", "human,medium,easy", "--seed", "4", "--turns", "4",
                          "--input", device, "--out", str(out)]) == 0
    records = playtest.read_transcript(out / "transcript.jsonl")
    kinds = [r["t"] for r in records]
    assert kinds[0] == "setup" and "save" in kinds and records[-1]["why"] == "turns played"
    assert records[0]["seats"] == ["human", "medium", "easy"]
    assert posted and not POINTER_EVENTS & set(posted)
    pads = {pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP}
    assert (pads <= set(posted)) == (device == "pad")
    assert (pygame.KEYDOWN in posted) == (device == "keys")


@pytest.mark.parametrize("cash", [5, 1500])
def test_the_person_presses_only_a_cash_step_that_is_on(cash: int) -> None:
    """The giver's +10 is off under $10; the partner's is off when he has no cash while the
    giver's is on (two buttons of one label): the person presses a step that is on, or sends
    or cancels, never waiting for a focus that cannot come."""
    headless_app((1280, 720))
    game = Game.new(["Ann", "Bob"], seed=3)
    game.cash[0], game.cash[1] = cash, 0
    game._give(39, 1)
    builder = TradeBuilder(game, theme(), board_area((1280, 720)), [0],
                           on_action=lambda a: None, on_cancel=lambda: None)
    pump(builder)
    assert builder.draft is not None
    builder.toggle_space(1, 39)
    offered = playtest.offers(builder)
    steps = [o for o in offered if o.label == "+10"]
    assert [o.element.is_enabled for o in steps] == [cash >= 10, False]
    for seed in range(20):
        chosen = playtest.Person(seed).trade(builder, offered, 0)
        assert chosen is not None and chosen.enabled and chosen.element.is_enabled, chosen


@pytest.mark.parametrize("gives, pressed", [(0, "+100"), (250, "-100"), (150, "-10")])
def test_a_counter_asks_a_little_more_by_giving_less_cash_or_asking_more(
        gives: int, pressed: str) -> None:
    """Countering, the person first takes some of his own cash back out (the left column), and
    only when he gives none asks the partner for more (the right column); then sends it."""
    headless_app((1280, 720))
    game = Game.new(["Ann", "Bob"], seed=3)
    bob = game.current
    ann = 1 - bob
    game._give(39, bob)
    game._give(37, ann)
    offer = TradeOffer(bob, ann, give=(39,), take=(37,), take_cash=gives)
    game.apply(ProposeTrade(bob, offer))
    builder = TradeBuilder(game, theme(), board_area((1280, 720)), [ann],
                           on_action=lambda a: None, on_cancel=lambda: None, answering=offer)
    pump(builder)
    person = playtest.Person(1)
    offered = playtest.offers(builder)
    chosen = person.trade(builder, offered, 0)
    assert chosen is not None and chosen.label == pressed
    middle = builder.list_areas[-1].x
    assert (chosen.element.rect.x < middle) == bool(gives)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=chosen.element.rect.center, button=1))
    pump(builder)
    assert builder.draft is not None
    assert [side.cash for side in builder.draft.sides] == ([gives - int(pressed[1:]), 0] if gives
                                                           else [0, 100])
    sent = person.trade(builder, playtest.offers(builder), 1)
    assert sent is not None and sent.label == "Send counter-offer"
