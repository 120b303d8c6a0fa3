"""A broken theme is refused with a DataFileError naming the file, the field and what was expected."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine import DataFileError
from game.themes import THEMES_DIR, load_theme, load_theme_or_classic, theme_folder

Raw = dict[str, Any]


def _edit(folder: Path, change: Callable[[Raw], None]) -> None:
    file = folder / "theme.json"
    raw = json.loads(file.read_text(encoding="utf-8"))
    change(raw)
    file.write_text(json.dumps(raw), encoding="utf-8")


def _set(path: str, value: Any) -> Callable[[Raw], None]:
    def change(raw: Raw) -> None:
        *parents, last = path.split(".")
        node: Any = raw
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        node[int(last) if isinstance(node, list) else last] = value
    return change


def _drop(path: str) -> Callable[[Raw], None]:
    def change(raw: Raw) -> None:
        *parents, last = path.split(".")
        node: Any = raw
        for part in parents:
            node = node[part]
        del node[last]
    return change


BROKEN: list[tuple[str, Callable[[Raw], None], str, str]] = [
    ("missing field", _drop("title"), "title", "missing; expected full title"),
    ("missing nested field", _drop("palette.accent"), "palette.accent", "missing"),
    ("wrong type", _set("title", 5), "title", "valid string"),
    ("wrong type of list", _set("spaces", "GO"), "spaces", "valid list"),
    ("unknown field", _set("colour", "#ffffff"), "colour", "unknown field"),
    ("unknown color", _set("palette.board", "pinkish"), "palette.board", "'#rrggbb'"),
    ("short color", _set("palette.groups.red", "#f00"), "palette.groups.red", "'#rrggbb'"),
    ("unknown color group", _set("palette.groups.purple", "#aa00ff"), "palette.groups.purple",
     "unknown color group"),
    ("color group left out", _drop("palette.groups.brown"), "palette.groups.brown", "missing"),
    ("safe color group left out", _drop("palette.safe_groups.brown"), "palette.safe_groups.brown",
     "missing"),
    ("short safe color", _set("palette.safe_groups.red", "#f00"), "palette.safe_groups.red",
     "'#rrggbb'"),
    ("group name left out", _drop("groups.railroad"), "groups.railroad", "missing"),
    ("39 spaces", lambda raw: raw["spaces"].pop(), "spaces", "expected 40 space names"),
    ("41 spaces", lambda raw: raw["spaces"].append("Extra"), "spaces", "got 41"),
    ("empty space name", _set("spaces.1", ""), "spaces.1", "at least 1 character"),
    ("deck space misnamed", _set("spaces.7", "Lucky Dip"), "spaces.7", "'Chance'"),
    ("tax space misnamed", _set("spaces.4", "Tax"), "spaces.4", "'Income Tax'"),
    ("board name of an unknown space", _set("board_names.Reading Station", "Reading"),
     "board_names.Reading Station", "unknown space"),
    ("empty board name", _set("board_names.Short Line", ""), "board_names.Short Line",
     "at least 1 character"),
    ("board name that cannot be drawn", _set("board_names.Short Line", "Short\u200bLine"),
     "board_names.Short Line", "U+200B"),
    ("card without text", _drop("cards.ch_go"), "cards.ch_go", "missing"),
    ("text for an unknown card", _set("cards.ch_lottery", "You win!"), "cards.ch_lottery",
     "unknown card id"),
    ("empty card text", _set("cards.cc_beauty", ""), "cards.cc_beauty", "at least 1 character"),
    ("card text not a string", _set("cards.cc_beauty", 10), "cards.cc_beauty", "valid string"),
    ("missing art file", _set("tokens.3.art", "tokens/nothing.svg"), "tokens.3.art", "none at"),
    ("art not an SVG", _set("tokens.0.art", "tokens/car.png"), "tokens.0.art", ".svg"),
    ("art outside the theme", _set("tokens.0.art", "../boutique/tokens/car.svg"), "tokens.0.art",
     "inside the theme folder"),
    ("missing icon file", _set("icons.hotel", "icons/castle.svg"), "icons.hotel", "none at"),
    ("missing font file", _set("fonts.title", "fonts/Fancy.ttf"), "fonts.title", "none at"),
    ("font not a font", _set("fonts.body", "tokens/car.svg"), "fonts.body", ".ttf or .otf"),
    ("seven tokens", lambda raw: raw["tokens"].pop(), "tokens", "expected 8 tokens"),
    ("same token twice", _set("tokens.1.id", "car"), "tokens", "token id"),
    ("bad token id", _set("tokens.1.id", "Top Hat"), "tokens.1.id", "pattern"),
    ("unknown sound", _set("sounds.dice", "boom"), "sounds.dice", "rattle"),
    ("sound cue left out", _drop("sounds.win"), "sounds.win", "missing; expected the sound when the game is over"),
    ("building word left out", _drop("buildings.hotel.plural"), "buildings.hotel.plural", "missing"),
    ("deck name left out", _drop("decks.community_chest"), "decks.community_chest", "missing"),
    ("missing edition file", _set("edition", "numbers.json"), "edition", "none at"),
    ("edition of the wrong type", _set("edition", 3), "edition", "valid string"),
    ("missing ui file", _set("ui_theme", "dialogs.json"), "ui_theme", "none at"),
    ("font at a system path", _set("fonts.title", "/etc/passwd"), "fonts.title", ".ttf or .otf"),
    ("font outside the theme", _set("fonts.body", "/usr/share/fonts/x.ttf"), "fonts.body",
     "inside the theme folder"),
    ("font up and out", _set("fonts.body", "../../x.ttf"), "fonts.body", "inside the theme folder"),
    ("ui file outside the theme", _set("ui_theme", "../boutique/ui.json"), "ui_theme",
     "inside the theme folder"),
    ("icon through assets/ and out", _set("icons.go", "assets/../../x.svg"), "icons.go",
     "inside the theme folder"),
]


UI_BROKEN: list[tuple[str, Callable[[Raw], None], str, str]] = [
    ("font file outside the theme", _set("#theme_base.font.regular_path", "/etc/passwd.ttf"),
     "#theme_base.font.regular_path", "inside the theme folder"),
    ("font file up and out", _set("#theme_base.font.bold_path", "../../x.ttf"),
     "#theme_base.font.bold_path", "inside the theme folder"),
    ("font file not a font", _set("#theme_base.font.regular_path", "/etc/passwd"),
     "#theme_base.font.regular_path", ".ttf or .otf"),
    ("image outside the theme", _set("#theme_base.images", {"normal_image": {"path": "/etc/x.png"}}),
     "#theme_base.images.normal_image.path", "inside the theme folder"),
    ("package resource", _set("#theme_base.font.package", "os"), "#theme_base.font.package",
     "not package resources"),
    ("font size not a number", _set("#theme_base.font.size", "big"), "#theme_base.font.size",
     "size from 1 to 500"),
    ("block not an object", _set("button", [1]), "button", "object of theme settings"),
    ("setting not text", _set("defaults.colours.normal_bg", [1, 2]), "defaults.colours.normal_bg",
     "as text or a number"),
]


@pytest.mark.parametrize("change,field,expected", [b[1:] for b in UI_BROKEN],
                         ids=[b[0] for b in UI_BROKEN])
def test_broken_ui_theme_is_refused(scratch: Path, change: Callable[[Raw], None], field: str,
                                    expected: str) -> None:
    ui = scratch / "ui.json"
    raw = json.loads(ui.read_text(encoding="utf-8"))
    change(raw)
    ui.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_theme(scratch)
    assert caught.value.path == str(ui)
    assert caught.value.field == field
    assert expected in caught.value.problem


def test_theme_nested_deep_is_refused(scratch: Path) -> None:
    (scratch / "theme.json").write_text('{"title": ' + "[" * 5000 + "]" * 5000 + "}")
    with pytest.raises(DataFileError, match="nested deeper"):
        load_theme(scratch)


def test_a_theme_is_found_by_plain_id_only(tmp_path: Path) -> None:
    assert theme_folder("classic") == THEMES_DIR / "classic"
    for bad in ("../classic", "/etc", "classic/../boutique", "", ".hidden", "..", "a\\b", "C:x"):
        with pytest.raises(DataFileError, match="expected a theme id"):
            theme_folder(bad)
    with pytest.raises(DataFileError, match="no theme 'moon' is installed"):
        theme_folder("moon")
    (tmp_path / "mine").mkdir()
    with pytest.raises(DataFileError, match="no theme 'mine'"):
        theme_folder("mine", tmp_path)


@pytest.mark.parametrize("change,field,expected", [b[1:] for b in BROKEN],
                         ids=[b[0] for b in BROKEN])
def test_broken_theme_is_refused(scratch: Path, change: Callable[[Raw], None], field: str,
                                 expected: str) -> None:
    _edit(scratch, change)
    with pytest.raises(DataFileError) as caught:
        load_theme(scratch)
    error = caught.value
    assert error.path == str(scratch / "theme.json")
    assert error.field == field
    assert expected in error.problem
    assert str(scratch / "theme.json") in str(error) and field in str(error)


def test_missing_theme_file(tmp_path: Path) -> None:
    with pytest.raises(DataFileError) as caught:
        load_theme(tmp_path)
    assert caught.value.path == str(tmp_path / "theme.json")
    assert "file not found" in caught.value.problem


def test_bad_json(scratch: Path) -> None:
    (scratch / "theme.json").write_text('{"title": "Oops",\n  "name": }', encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_theme(scratch)
    assert caught.value.path == str(scratch / "theme.json")
    assert caught.value.field == "line 2 column 11"
    assert "not valid JSON" in caught.value.problem


def test_not_an_object(scratch: Path) -> None:
    (scratch / "theme.json").write_text("[1, 2, 3]", encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_theme(scratch)
    assert caught.value.field == "(top level)"


def test_broken_ui_file_is_named(scratch: Path) -> None:
    (scratch / "ui.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_theme(scratch)
    assert caught.value.path == str(scratch / "ui.json")
    assert "not valid JSON" in caught.value.problem


def test_broken_edition_file_is_named(scratch: Path) -> None:
    edition = scratch / "edition.json"
    raw = json.loads(edition.read_text(encoding="utf-8"))
    raw["spaces"][1]["price"] = "sixty"
    edition.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_theme(scratch)
    assert caught.value.path == str(edition)
    assert caught.value.field == "spaces.1.price"


def test_own_edition_numbers_are_used(scratch: Path) -> None:
    edition = scratch / "edition.json"
    raw = json.loads(edition.read_text(encoding="utf-8"))
    raw["spaces"][39]["price"] = 450
    edition.write_text(json.dumps(raw), encoding="utf-8")
    assert load_theme(scratch).edition_spec().spaces[39].price == 450


def test_broken_theme_falls_back_to_classic(scratch: Path) -> None:
    _edit(scratch, _drop("cards.ch_go"))
    theme, error = load_theme_or_classic(scratch)
    assert theme.id == "classic"
    assert error is not None and error.field == "cards.ch_go"
