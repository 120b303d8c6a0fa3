"""The simulator: the figures the issue asks for, the same whatever --jobs, invariants checked."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from game.engine.invariants import InvariantBroken

ROOT = Path(__file__).resolve().parents[2]


def _sim() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sim", ROOT / "tools" / "sim.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["sim"] = module
    spec.loader.exec_module(module)
    return module


sim = _sim()
TIMING = {"seconds", "games_per_second", "player_turns_per_second", "jobs"}
FIELDS = {"games", "seed", "rules", "seats", "wins", "ended_by", "player_turns", "seconds",
          "games_per_second", "player_turns_per_second", "rests", "rests_in_jail"}


def _run(tmp_path: Path, *extra: str) -> dict[str, object]:
    out = tmp_path / f"run{len(list(tmp_path.iterdir()))}.json"
    assert sim.main(["--games", "6", "--players", "3", "--ai", "medium,easy,greedy",
                     "--rules", "classic", "--seed", "4", "--json", str(out), "--quiet",
                     "--max-rounds", "150", *extra]) == 0
    return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_a_small_run_reports_every_figure_and_the_same_whatever_the_jobs(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    one = _run(tmp_path)
    two = _run(tmp_path, "--jobs", "2")
    assert FIELDS <= set(one)
    assert {k: v for k, v in one.items() if k not in TIMING} == \
        {k: v for k, v in two.items() if k not in TIMING}
    assert one["games"] == 6 and one["seats"] == ["medium", "easy", "greedy"]
    ended = one["ended_by"]
    assert isinstance(ended, dict) and sum(ended.values()) == 6
    wins = one["wins"]
    assert isinstance(wins, dict) and set(wins) == {"medium", "easy", "greedy"}
    assert sum(wins.values()) == pytest.approx(6 - ended.get("round limit", 0))
    rests = one["rests"]
    assert isinstance(rests, list) and len(rests) == 40 and rests[30] == 0
    assert sum(rests) + one["rests_in_jail"] > 100  # type: ignore[operator]
    text = capsys.readouterr().out
    assert "win rate per seat" in text and "ended by" in text and "player-turns/s" in text


def test_seats_rotate_from_game_to_game() -> None:
    task = sim.Task(1, 99, ("medium", "easy", "easy"), "classic", 5, 60, False)
    assert sim.run_game(task).seats == ("easy", "easy", "medium")


def test_check_verifies_the_invariants_after_every_action(tmp_path: Path) -> None:
    out = tmp_path / "fuzz.json"
    assert sim.main(["--games", "3", "--players", "4", "--ai", "random", "--check", "--seed", "2",
                     "--json", str(out), "--quiet", "--max-rounds", "200"]) == 0
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert figures["games"] == 3


def test_a_broken_invariant_fails_loudly() -> None:
    from game.engine import Game
    g = Game.new(["A", "B"], seed=1)
    g.cash[0] = -5
    with pytest.raises(InvariantBroken, match="negative cash"):
        sim.check_invariants(g, g.cash[:], [])


def test_levels_are_checked() -> None:
    assert sim.parse_levels("medium", 3) == ("medium",) * 3
    with pytest.raises(SystemExit, match="unknown AI level"):
        sim.parse_levels("medium,wizard", 2)
    with pytest.raises(SystemExit, match="lists 2 levels for 3 players"):
        sim.parse_levels("medium,easy", 3)


def test_win_intervals_hold_the_rate() -> None:
    low, high = sim.wilson(45, 100)
    assert low < 0.45 < high and high - low < 0.21


def test_games_play_on_another_theme_s_board(tmp_path: Path) -> None:
    out = tmp_path / "boutique.json"
    assert sim.main(["--games", "2", "--players", "4", "--ai", "medium,easy,greedy,random",
                     "--rules", "boutique", "--theme", "boutique", "--check", "--quiet",
                     "--max-rounds", "150", "--json", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["theme"] == "boutique"


def test_the_hard_ai_plays_in_the_simulator_and_its_runs_repeat_whatever_the_jobs(
        tmp_path: Path) -> None:
    runs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"hard{jobs}.json"
        assert sim.main(["--games", "4", "--players", "2", "--ai", "hard,medium", "--seed", "3",
                         "--hard-budget", "2", "--jobs", jobs, "--quiet", "--max-rounds", "150",
                         "--json", str(out)]) == 0
        runs.append({k: v for k, v in json.loads(out.read_text(encoding="utf-8")).items()
                     if k not in TIMING})
    assert runs[0] == runs[1]
    assert runs[0]["seats"] == ["hard", "medium"] and runs[0]["games"] == 4


def test_games_at_the_round_limit_may_be_scored_to_the_richest_and_the_plain_figures_stay(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--games", "8", "--players", "4", "--ai", "medium,greedy,greedy,greedy",
              "--seed", "5", "--quiet", "--max-rounds", "40"]
    plain_out, richest_out = tmp_path / "plain.json", tmp_path / "richest.json"
    assert sim.main([*common, "--json", str(plain_out)]) == 0
    assert sim.main([*common, "--round-limit", "richest", "--json", str(richest_out)]) == 0
    plain = json.loads(plain_out.read_text(encoding="utf-8"))
    richest = json.loads(richest_out.read_text(encoding="utf-8"))
    capped = plain["ended_by"]["round limit"]
    assert capped > 0 and "round limit" not in richest["ended_by"]
    assert richest["ended_by"]["round limit (richest)"] == capped
    assert sum(richest["wins"].values()) == pytest.approx(8)
    assert sum(plain["wins"].values()) == pytest.approx(8 - capped)
    # The plain and decided-only figures are the same whichever way the limit is scored.
    for figure in ("win_rate_plain", "win_rate_decided", "decided"):
        assert richest[figure] == plain[figure]
    assert plain["win_rate_plain"] == plain["win_rate"]
    assert plain["decided"] == 8 - capped
    leaders = plain["leaders_at_round_limit"]
    for level, count in leaders.items():  # the richest at the limit took those games
        gained = richest["wins"][level] - plain["wins"][level]
        assert 0 < gained <= count
    text = capsys.readouterr().out
    assert "won by its richest player" in text and "decided games only" in text


def test_every_accepted_trade_is_written_with_both_estimates_before_and_after(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log, out = tmp_path / "trades.jsonl", tmp_path / "trades.json"
    assert sim.main(["--games", "6", "--players", "4", "--ai", "medium", "--seed", "3",
                     "--quiet", "--max-rounds", "300", "--trades", str(log),
                     "--json", str(out)]) == 0
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert lines and figures["trades_accepted"] == len(lines)
    for t in lines:
        assert 0 <= t["game"] < 6 and t["round"] >= 1
        proposer, acceptor = t["proposer"], t["acceptor"]
        assert proposer["seat"] != acceptor["seat"] and acceptor["level"] == "medium"
        for side in (proposer, acceptor):
            assert 0 <= side["estimate_before"] <= 1 and 0 <= side["estimate_after"] <= 1
        moved = (t["proposer_gave"], t["acceptor_gave"])
        assert any(m["deeds"] or m["cash"] or m["cards"] for m in moved)
        if acceptor["completed"]:  # a group comes whole only with a deed received
            assert t["proposer_gave"]["deeds"]
    given_away = [t for t in lines if sim.giveaway(t)]
    assert figures["trades_given_away"] == len(given_away)
    assert f"trades: {len(lines)} accepted" in capsys.readouterr().out


def test_the_medians_and_percentiles_kept_as_counts_are_those_of_the_values() -> None:
    import random
    import statistics
    rng = random.Random(5)
    for n in (1, 2, 7, 50):
        values = [rng.randrange(200) for _ in range(n)]
        h = sim.Histogram()
        for v in values:
            h.add(v)
        assert h.median() == statistics.median(values)
        ordered = sorted(values)
        k = (n - 1) * 0.95
        lo, hi = ordered[int(k)], ordered[min(n - 1, int(k) + 1)]
        assert h.percentile(0.95) == pytest.approx(lo + (hi - lo) * (k - int(k)))


@pytest.mark.parametrize("argv, said", [
    (["--hard-budget", "nan"], "--hard-budget: expected more than 0"),
    (["--hard-budget", "inf"], "--hard-budget: expected more than 0"),
    (["--hard-budget", "0"], "--hard-budget: expected more than 0"),
    (["--games", "0"], "--games: expected 1 to"),
    (["--games", "many"], "--games: expected a whole number, not 'many'"),
    (["--jobs", "0"], "--jobs: expected 1 to"),
    (["--players", "9"], "--players: expected 2 to 8, not 9"),
    (["--json", "/dev/full"], "--json: cannot write '/dev/full': No space left on device"),
    (["--trades", "/dev/full"], "--trades: cannot write '/dev/full'"),
    (["--json", "."], "--json: cannot write '.'"),
    (["--theme", "no-such-theme"], "--theme: "),
])
def test_a_value_the_run_cannot_honour_stops_it_before_any_game(
        argv: list[str], said: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    if "/dev/full" in argv and not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")

    def no_game(task: object) -> None:
        raise AssertionError("a game was played")

    monkeypatch.setattr(sim, "run_game", no_game)
    with pytest.raises(SystemExit) as stop:
        sim.main(["--games", "2", "--quiet", *argv])
    assert stop.value.code == 2
    assert said in capsys.readouterr().err


def test_a_file_that_fails_during_the_run_stops_it_with_the_figures_of_the_games_ended(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    figures = sim.Outputs.figures

    def filling(self: object, f: object, last: bool = False) -> None:  # full after one write
        figures(self, f, last)  # type: ignore[arg-type]
        self.json.close()  # type: ignore[attr-defined]
        self.json = open("/dev/full", "w", encoding="utf-8")  # type: ignore[attr-defined]

    monkeypatch.setattr(sim.Outputs, "figures", filling)
    monkeypatch.setattr(sim.Outputs, "EVERY", 0.0)  # the figures are written after every game
    out = tmp_path / "out.json"
    assert sim.main(["--games", "6", "--players", "2", "--ai", "medium", "--seed", "3",
                     "--max-rounds", "100", "--quiet", "--json", str(out)]) == 1
    captured = capsys.readouterr()
    assert json.loads(out.read_text(encoding="utf-8"))["games"] == 1
    assert captured.out.startswith("2 games, 2 players")  # the report has the second too
    assert f"cannot write '{out}': No space left on device after 2 of 6 games" in captured.err


@pytest.mark.parametrize("stop, jobs, status", [(signal.SIGINT, "2", 130),
                                                (signal.SIGTERM, "1", 143)])
def test_a_stop_signal_reports_and_writes_the_games_ended_and_leaves_no_process(
        tmp_path: Path, stop: signal.Signals, jobs: str, status: int) -> None:
    out, log = tmp_path / "out.json", tmp_path / "trades.jsonl"
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "sim.py"), "--games", "100000", "--jobs", jobs,
         "--players", "2", "--max-rounds", "60", "--json", str(out), "--trades", str(log)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (out.exists() and out.stat().st_size):
        time.sleep(0.05)  # the figures of the first games ended are written
    proc.send_signal(stop)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == status, stderr
    assert "Traceback" not in stderr and f"stopped by {stop.name} after" in stderr
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert 0 < figures["games"] < 100000
    assert stdout.startswith(f"{figures['games']} games, 2 players") and "ended by" in stdout
    trades = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(trades) == figures["trades_accepted"]
    assert {t["game"] for t in trades} <= set(range(figures["games"]))
    with pytest.raises(ProcessLookupError):  # the worker processes are gone too
        os.killpg(proc.pid, 0)


def test_a_game_that_fails_in_a_worker_process_fails_the_run_with_its_traceback(
        monkeypatch: pytest.MonkeyPatch) -> None:
    play = sim.run_game

    def failing(task: object) -> object:
        if getattr(task, "index") == 3:
            g = sim.Game.new(["A", "B"], seed=1)
            g.cash[0] = -5
            sim.check_invariants(g, g.cash[:], [])  # its error cannot be rebuilt from a pickle
        return play(task)

    monkeypatch.setattr(sim, "run_game", failing)
    with pytest.raises(RuntimeError, match="(?s)failed in a worker process.*negative cash"):
        sim.main(["--games", "6", "--players", "2", "--jobs", "2", "--max-rounds", "20",
                  "--quiet"])
