"""The probing tool pairs each game with a prober against the same game without it: the
prober's edge, and at a table of more than two, that of the seats that took its offers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import probe  # noqa: E402
from sim import GameResult  # noqa: E402


def _result(index: int, winners: tuple[int, ...], takers: tuple[int, ...] = (),
            level: str = "sell-dear") -> GameResult:
    trades: list[dict[str, object]] = [
        {"proposer": {"seat": 0, "level": level}, "acceptor": {"seat": s, "level": "medium"}}
        for s in takers]
    return GameResult(index, ("x",) * 4, {}, "bankruptcy", 10, 40, "", True, trades=trades,
                      winners=winners)


def test_the_seats_that_took_a_probers_offers_are_compared_with_themselves_without_it() -> None:
    probed = [_result(0, (2,), takers=(2, 2, 3)), _result(1, (1,), takers=(1,)),
              _result(2, (0,)), _result(3, (3,), takers=(1,), level="ladder")]
    plain = [_result(0, (3,)), _result(1, (1,)), _result(2, (2,)), _result(3, (1,))]
    with_it, without = probe.partners_edge(probed, plain, "sell-dear")
    # game 0: seats 2 (won with it, not without) and 3 (the reverse); game 1: seat 1 (won both);
    # game 3's taker took another prober's offer
    assert with_it == [1.0, 0.0, 1.0]
    assert without == [0.0, 1.0, 1.0]
    assert probe.paired(with_it, without)[0] == pytest.approx(0.0)


def test_a_short_run_at_three_reports_the_prober_and_its_partners(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert probe.main(["--games", "6", "--players", "3", "--probers", "ladder,sell-dear",
                       "--max-rounds", "120", "--quiet"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("6 games, 3 players, rules classic, seed 29, against medium")
    assert out[1].lstrip().startswith("ladder ") and "edge" in out[1]
    assert any(line.lstrip().startswith("sell-dear ") for line in out)
    assert any(line.lstrip().startswith("the seats that took them: edge") for line in out)
    for line in out[1:]:
        assert "edge" in line


def _kept_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
              games: int) -> tuple[list[str], str]:
    """The arguments of a short run that keeps its games in ``tmp_path``, and what its
    first run printed."""
    args = ["--games", str(games), "--probers", "ladder", "--max-rounds", "60", "--quiet",
            "--keep", str(tmp_path)]
    assert probe.main(args) == 0
    return args, capsys.readouterr().out


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[list[int]]:
    """The games each run is asked to play, by number, from now on."""
    played: list[list[int]] = []
    real_run = probe.run

    def counting(tasks: list[probe.Task], *rest: object) -> object:
        played.append([t.index for t in tasks])
        return real_run(tasks, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(probe, "run", counting)
    return played


def test_kept_games_are_read_back_for_the_same_settings_and_played_again_for_others(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    args, first = _kept_run(tmp_path, capsys, 4)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ladder.jsonl", "medium.jsonl"]
    played = _counting(monkeypatch)
    assert probe.main(args) == 0  # the same settings and source: nothing is played again
    assert played == [] and capsys.readouterr().out == first
    assert probe.main([*args, "--seed", "30"]) == 0  # other seeds: both runs are played
    assert [len(run) for run in played] == [4, 4]
    assert probe.main(args) == 0  # ... and written over: seed 29's are played again too
    assert [len(run) for run in played] == [4, 4, 4, 4]
    assert capsys.readouterr().out.splitlines()[-1] == first.splitlines()[-1]
    (tmp_path / "ladder.jsonl").write_text('{"games": 4', encoding="utf-8")
    assert probe.main(args) == 0  # a file that cannot be read is named and played again
    assert [len(run) for run in played] == [4, 4, 4, 4, 4]
    assert f"{tmp_path / 'ladder.jsonl'} cannot be read" in capsys.readouterr().err


def test_a_run_stopped_part_way_is_taken_up_where_it_stopped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    args, whole = _kept_run(tmp_path, capsys, 5)
    kept = tmp_path / "ladder.jsonl"
    lines = kept.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6  # the settings, then a game a line as each was played
    # stopped after two games, in the middle of writing the third
    kept.write_text("\n".join(lines[:3]) + "\n" + lines[3][:40], encoding="utf-8")
    played = _counting(monkeypatch)
    assert probe.main(args) == 0
    assert played == [[2, 3, 4]]  # the plain run was whole: only ladder's last three
    assert capsys.readouterr().out == whole  # the same games, the same figures
    assert kept.read_text(encoding="utf-8").splitlines() == lines
