"""tools/new_theme.py starts a valid theme from Classic and never overwrites one."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from game.themes import available_themes, load_theme

TOOL = Path(__file__).resolve().parents[2] / "tools" / "new_theme.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("new_theme", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_new_theme_makes_a_valid_copy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _tool().main(["seaside", "--themes", str(tmp_path)]) == 0
    theme = load_theme(tmp_path / "seaside")
    assert theme.id == "seaside"
    assert theme.name == "Seaside" and "Seaside" in theme.title
    assert available_themes(tmp_path) == ["seaside"]
    assert (tmp_path / "seaside" / "tokens" / "car.svg").is_file()
    assert "Created" in capsys.readouterr().out


def test_new_theme_refuses_to_overwrite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "theme.json").write_text("{}", encoding="utf-8")
    assert _tool().main(["mine", "--themes", str(tmp_path)]) == 1
    assert "already exists" in capsys.readouterr().err
    assert json.loads((tmp_path / "mine" / "theme.json").read_text(encoding="utf-8")) == {}


@pytest.mark.parametrize("name", ["Bad Name", "../escape", "", "9lives"])
def test_new_theme_refuses_bad_names(tmp_path: Path, name: str) -> None:
    assert _tool().main([name, "--themes", str(tmp_path)]) == 1
    assert list(tmp_path.iterdir()) == []


def test_a_broken_source_leaves_nothing_behind(tmp_path: Path, scratch: Path) -> None:
    (scratch / "tokens" / "dog.svg").unlink()
    with pytest.raises(ValueError, match="tokens.2.art"):
        _tool().new_theme("copy", tmp_path, scratch)
    assert not (tmp_path / "copy").exists()
