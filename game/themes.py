"""Themes: a folder that changes the names, words, look and sound of the game; the rules stay.

``themes/<id>/theme.json`` is read into :class:`Theme`. :func:`load_theme` also checks it
against the edition's board and cards and against the files it names, and refuses a broken
theme with a :class:`~game.engine.DataFileError` naming the file, the field and what was
expected, so the game can fall back to Classic (:func:`load_theme_or_classic`).
"""

from __future__ import annotations

import copy
import math
import re
import types
from collections.abc import Iterator, Sequence
from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, NamedTuple, Union, get_args, get_origin

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PrivateAttr, ValidationError
from pydantic_core import PydanticCustomError

from game.drawn_text import drawn
from game.engine import DataFileError, EditionSpec, Names, classic_edition, load_edition
from game.engine.datafile import read_json, shipped
from game.engine.folders import found, listed
from game.engine.edition import DECKS, SpaceKind
from game.image_size import ImageRefused, check_file, check_image

THEMES_DIR = shipped("themes")
ASSETS_DIR = shipped("assets")
THEME_FILE = "theme.json"
SPACE_COUNT = 40
TOKEN_COUNT = 8
FONT_SUFFIXES = (".ttf", ".otf")
_COLOR = re.compile(r"#[0-9a-fA-F]{6}")


def _color(value: str) -> str:
    """Colors are written one way only, so every drawing and ui.json can share them."""
    if not _COLOR.fullmatch(value):
        raise PydanticCustomError("color", "expected a color written '#rrggbb', got {value}",
                                  {"value": repr(value)})
    return value.lower()


def _forty(names: list[str]) -> list[str]:
    """The board has exactly 40 spaces; a miscount would shift every name after it."""
    if len(names) != SPACE_COUNT:
        raise PydanticCustomError(
            "space_count", "expected {want} space names, from GO round to the last space, got {got}",
            {"want": SPACE_COUNT, "got": len(names)})
    return names


Color = Annotated[str, AfterValidator(_color)]
Text = Annotated[str, Field(min_length=1), AfterValidator(drawn)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Words(_Model):
    """A noun the interface needs in both numbers."""

    singular: Text = Field(description="The word for one, as in 'builds a house'.")
    plural: Text = Field(description="The word for several, as in '3 houses'.")


class DeckNames(_Model):
    """The names printed on the two decks and on the spaces where they are drawn."""

    chance: Text = Field(description="The deck that replaces Chance (Boutique: Instant Message).")
    community_chest: Text = Field(
        description="The deck that replaces Community Chest (Boutique: Text Message).")


class TaxNames(_Model):
    """The names of the two tax spaces."""

    income: Text = Field(description="The tax that may be paid as a percent of worth "
                                     "(Classic: Income Tax; Boutique: Shopping Spree).")
    luxury: Text = Field(description="The flat tax near the end of the board (Classic: Luxury Tax).")


class Buildings(_Model):
    """What the two kinds of building are called."""

    house: Words = Field(description="The small building, four to a lot (Boutique: boutique).")
    hotel: Words = Field(description="The big building that replaces four small ones "
                                     "(Boutique: mall).")


class PropertyWords(_Model):
    """What the three kinds of property are called in sentences."""

    street: Words = Field(description="A property of a color group that takes buildings "
                                      "(Classic: street; Boutique: lot).")
    railroad: Words = Field(description="The four stations (Boutique: transportation space).")
    utility: Words = Field(description="The two dice-rent properties (Boutique: service provider).")


class DeckColors(_Model):
    """The back of each deck's cards."""

    chance: Color = Field(description="Cards and spaces of the chance-kind deck.")
    community_chest: Color = Field(description="Cards and spaces of the community-chest-kind deck.")


class Palette(_Model):
    """Every color the board and dialogs are drawn with."""

    board: Color = Field(description="The board behind the spaces.")
    center: Color = Field(description="The middle of the board, inside the ring of spaces.")
    space: Color = Field(description="The face of a space.")
    line: Color = Field(description="Lines between spaces and around cards.")
    text: Color = Field(description="Text on spaces, cards and dialogs.")
    muted: Color = Field(description="Secondary text: prices, hints.")
    accent: Color = Field(description="Title, highlighted buttons, the current player.")
    accent_text: Color = Field(description="Text drawn on the accent color.")
    highlight: Color = Field(description="A space or card the player can act on now.")
    mortgaged: Color = Field(description="Shade laid over a mortgaged property.")
    decks: DeckColors = Field(description="Colors of the two decks.")
    groups: dict[str, Color] = Field(
        description="One color for every color group of the edition that takes buildings, "
                    "by group id (brown, light_blue, ...).")
    safe_groups: dict[str, Color] | None = Field(
        default=None,
        description="Optional: the group colors used while the player's Colour help is on, by "
                    "group id like 'groups', chosen to stay apart for protanopia, deuteranopia "
                    "and tritanopia (tools/safe_palette.py finds some); left out, the game "
                    "derives them.")


class Fonts(_Model):
    """Fonts: 'default' is pygame-gui's bundled font; a file must ship with its licence."""

    title: Text = Field(default="default", description="Title and big numbers: 'default', or a "
                        ".ttf/.otf path in the theme folder or under assets/.")
    body: Text = Field(default="default", description="Space names, cards and dialogs: "
                       "'default', or a .ttf/.otf path in the theme folder or under assets/.")


class Token(_Model):
    """A player's piece."""

    id: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")] = Field(
        description="Short id, lowercase letters, digits and '_', kept in save files.")
    name: Text = Field(description="Name shown to players when choosing a token.")
    art: Text = Field(description="SVG file (viewBox 0 0 64 64) in the theme folder or under assets/.")


class SoundRecipe(str, Enum):
    """The sounds the client synthesises; a theme picks one per cue."""

    RATTLE = "rattle"        # dice shaken and thrown
    TICK = "tick"            # a token's hop
    POP = "pop"              # a soft, bubbly hop
    REGISTER = "register"    # a cash register
    COINS = "coins"          # coins changing hands
    CHIME = "chime"          # a bright two-note chime
    SPARKLE = "sparkle"      # a glittering arpeggio
    FLIP = "flip"            # a card turned over
    PING = "ping"            # a phone's message tone
    CLANK = "clank"          # a cell door
    SIREN = "siren"          # a short two-tone siren
    KNOCK = "knock"          # hammer on wood
    SWISH = "swish"          # something slid away
    THUD = "thud"            # a heavy stamp
    GAVEL = "gavel"          # the auctioneer's hammer
    SLIDE = "slide"          # a falling, sad slide
    FANFARE = "fanfare"      # a short victory tune
    BLIP = "blip"            # a button click
    BUZZ = "buzz"            # a refusal


class Sounds(_Model):
    """Which synthesised recipe plays on each cue."""

    dice: SoundRecipe = Field(description="The sound when the dice are thrown.")
    move: SoundRecipe = Field(description="The sound when a token hops one space.")
    buy: SoundRecipe = Field(description="The sound when a property is bought or won at auction.")
    rent: SoundRecipe = Field(description="The sound when money passes between players.")
    salary: SoundRecipe = Field(description="The sound when salary is paid for passing GO.")
    card: SoundRecipe = Field(description="The sound when a card is drawn.")
    jail: SoundRecipe = Field(description="The sound when a player is sent to Jail.")
    build: SoundRecipe = Field(description="The sound when a building goes up.")
    sell: SoundRecipe = Field(description="The sound when buildings are sold back to the Bank.")
    mortgage: SoundRecipe = Field(description="The sound when a property is mortgaged.")
    bid: SoundRecipe = Field(description="The sound when a bid is made in an auction.")
    sold: SoundRecipe = Field(description="The sound when an auction ends.")
    bankrupt: SoundRecipe = Field(description="The sound when a player goes bankrupt.")
    win: SoundRecipe = Field(description="The sound when the game is over.")
    click: SoundRecipe = Field(description="The sound when a button is pressed.")
    refuse: SoundRecipe = Field(description="The sound when the rules refuse an action.")


class Icons(_Model):
    """Optional SVG art for spaces and buildings; what is left out the client draws itself."""

    house: str | None = Field(default=None, description="SVG of the small building.")
    hotel: str | None = Field(default=None, description="SVG of the big building.")
    railroad: str | None = Field(default=None, description="SVG for railroad-kind spaces.")
    utility: str | None = Field(default=None, description="SVG for utility-kind spaces.")
    tax: str | None = Field(default=None, description="SVG for tax spaces.")
    chance: str | None = Field(default=None, description="SVG for the chance-kind deck and spaces.")
    community_chest: str | None = Field(
        default=None, description="SVG for the community-chest-kind deck and spaces.")
    go: str | None = Field(default=None, description="SVG for the GO corner.")
    jail: str | None = Field(default=None, description="SVG for the Jail corner.")
    free_parking: str | None = Field(default=None, description="SVG for the Free Parking corner.")
    go_to_jail: str | None = Field(default=None, description="SVG for the Go to Jail corner.")


def _unique_tokens(tokens: list[Token]) -> list[Token]:
    """Eight distinct pieces: two players may never pick the same one."""
    if len(tokens) != TOKEN_COUNT:
        raise PydanticCustomError("token_count", "expected {want} tokens, got {got}",
                                  {"want": TOKEN_COUNT, "got": len(tokens)})
    for attr in ("id", "name"):
        values = [getattr(t, attr) for t in tokens]
        if len(set(values)) != len(values):
            raise PydanticCustomError("token_unique", "expected every token {attr} to differ",
                                      {"attr": attr})
    return tokens


class Theme(_Model):
    """A theme folder's theme.json: names, words, card texts, colors, fonts, tokens and sounds."""

    title: Text = Field(description="Full title on the start screen and window.")
    name: Text = Field(description="Short name in menus, e.g. 'Classic'.")
    tagline: Text = Field(description="One line under the title.")
    edition: str | None = Field(
        default=None, description="Own board numbers: an edition file in the theme folder "
        "(e.g. 'edition.json'); left out, the theme plays on Classic's numbers.")
    ui_theme: Text = Field(default="ui.json", description="The pygame-gui theme file for "
                           "dialogs, in the theme folder.")
    currency: Text = Field(default="$", description="Sign written before amounts of money.")
    spaces: Annotated[list[Text], AfterValidator(_forty)] = Field(
        description="Names of the 40 spaces, from GO round the board.")
    board_names: dict[str, Text] = Field(
        default_factory=dict, description="Optional: shorter words the board prints for a "
        "space, by the space's name in 'spaces' (e.g. 'Reading Railroad': 'Reading RR'), where "
        "the full name would be drawn too small; deeds, dialogs and the log keep the full name.")
    groups: dict[str, Text] = Field(
        description="Name of every group of the edition as players say it, by group id "
                    "(colors, railroad, utility).")
    decks: DeckNames = Field(description="Names of the two card decks.")
    taxes: TaxNames = Field(description="Names of the two tax spaces.")
    buildings: Buildings = Field(description="What buildings are called.")
    properties: PropertyWords = Field(description="What the kinds of property are called.")
    cards: dict[str, Text] = Field(
        description="The text of every card of the edition, by card id, in the theme's voice.")
    palette: Palette = Field(description="The colors.")
    fonts: Fonts = Field(default_factory=Fonts, description="The fonts.")
    tokens: Annotated[list[Token], AfterValidator(_unique_tokens)] = Field(
        description="The 8 tokens players choose from.")
    computer_names: list[Annotated[str, Field(min_length=1, max_length=16),
                                   AfterValidator(drawn)]] = Field(
        default_factory=list, description="Names the computer players take, in this order, when "
        "none is typed (16 characters at most); left out, or all taken: 'Player 2' and so on.")
    sounds: Sounds = Field(description="The sound of each cue.")
    icons: Icons = Field(default_factory=Icons, description="Optional art for spaces and buildings.")

    _folder: Path = PrivateAttr(default=Path())  # set by load_theme
    _base: EditionSpec | None = PrivateAttr(default=None)
    _merged: EditionSpec | None = PrivateAttr(default=None)

    @property
    def id(self) -> str:
        """The folder's name: how settings and save files refer to the theme."""
        return self._folder.name

    @property
    def folder(self) -> Path:
        return self._folder

    def path(self, relative: str) -> Path:
        """Where a file the theme names lives: under assets/ or in the theme folder."""
        return resolve_path(self._folder, relative)

    @property
    def ui_theme_path(self) -> Path:
        return self.path(self.ui_theme)

    def ui_data(self) -> dict[str, Any]:
        """The ui.json to hand pygame-gui (a copy, free to change): :func:`ui_theme_data`."""
        return ui_theme_data(self.ui_theme_path, self._folder)

    def edition_spec(self) -> EditionSpec:
        """The board numbers with this theme's names and card texts, so event texts use them."""
        if self._merged is None:
            self._merged = merge_edition(self, self._base or classic_edition())
        return self._merged

    def board_name(self, name: str) -> str:
        """The words the board prints for the space called ``name``."""
        return self.board_names.get(name, name)

    def names(self, players: Sequence[str]) -> Names:
        """The engine's words for event texts, in this theme's names, words and money."""
        return self.edition_spec().naming(players)


# -- loading ----------------------------------------------------------------------------------

def resolve_path(folder: Path, relative: str) -> Path:
    """'assets/...' is the project's shared assets folder; anything else is in the theme."""
    if relative.startswith("assets/"):
        return ASSETS_DIR / relative.removeprefix("assets/")
    return folder / relative


def _inside(path: Path, folder: Path) -> bool:
    """A theme must not reach files outside its folder and assets/ (../ tricks)."""
    resolved = path.resolve()
    return any(resolved.is_relative_to(root.resolve()) for root in (folder, ASSETS_DIR))


def load_theme(path: str | Path) -> Theme:
    """Read a theme folder (or its theme.json) and check it against its edition and files."""
    path = Path(path)
    file = path if path.suffix == ".json" else path / THEME_FILE
    folder = file.parent
    raw = read_json(file)
    try:
        theme = Theme.model_validate(raw)
    except ValidationError as exc:
        raise _problem(str(file), exc) from None
    base = _own_edition(theme, folder, file)
    _check_theme(theme, base, folder, str(file))
    theme._folder = folder
    theme._base = base
    return theme


def load_theme_or_classic(path: str | Path) -> tuple[Theme, DataFileError | None]:
    """A broken theme must not stop the game: hand back Classic and the reason instead."""
    try:
        return load_theme(path), None
    except DataFileError as error:
        return load_theme(THEMES_DIR / "classic"), error


def installed_theme_or_classic(theme_id: str) -> tuple[Theme, DataFileError | None]:
    """An installed theme by id (never a path elsewhere on the disk); an unknown or broken
    one gives Classic and the reason."""
    try:
        folder = theme_folder(theme_id)
    except DataFileError as error:
        return load_theme(THEMES_DIR / "classic"), error
    return load_theme_or_classic(folder)


@lru_cache(maxsize=8)
def theme_by_id(theme_id: str) -> Theme:
    """A shipped theme by folder name; an unknown or broken one gives Classic."""
    return installed_theme_or_classic(theme_id)[0]


def available_themes(root: Path = THEMES_DIR) -> list[str]:
    """Theme ids under themes/: every folder holding a theme.json."""
    return sorted(p.name for p in listed(root, "No themes are offered from there.")
                  if found(p / THEME_FILE, "That theme is not offered.")
                  and (p / THEME_FILE).is_file())


def _own_edition(theme: Theme, folder: Path, file: Path) -> EditionSpec:
    """A theme's own board numbers, or Classic's when it brings none."""
    if theme.edition is None:
        return classic_edition()
    edition_path = folder / theme.edition
    if not _inside(edition_path, folder) or not edition_path.is_file():
        raise DataFileError(str(file), "edition",
                            f"expected an edition file in the theme folder; none at {edition_path}")
    return load_edition(edition_path)


def _problem(path: str, error: ValidationError) -> DataFileError:
    """The first problem pydantic found, said with the field's own description."""
    first = error.errors()[0]
    loc = tuple(first["loc"])
    field = ".".join(str(part) for part in loc) or "(top level)"
    expected = _description(loc)
    if first["type"] == "missing":
        problem = f"missing; expected {expected or 'a value'}"
    elif first["type"] == "extra_forbidden":
        problem = "unknown field (misspelt, or in the wrong place?)"
    elif first["msg"].startswith("expected") or not expected:
        problem = first["msg"]
    else:
        problem = f"{first['msg']}; expected {expected}"
    return DataFileError(path, field, problem)


def _description(loc: tuple[int | str, ...]) -> str:
    """The description of the field at ``loc``, for messages that say what was expected."""
    model: type[BaseModel] | None = Theme
    found = ""
    for part in loc:
        if model is not None and isinstance(part, str) and part in model.model_fields:
            info = model.model_fields[part]
            found = info.description or found
            model = _model_in(info.annotation)
    return found[:1].lower() + found[1:].rstrip(".")


# -- checks against the edition and the folder ---------------------------------------------

def _check_theme(theme: Theme, base: EditionSpec, folder: Path, file: str) -> None:
    """What pydantic cannot see alone: the edition's groups and cards, and the files named."""
    _check_names(theme, base, file)
    for name in theme.board_names:
        if name not in theme.spaces:
            raise DataFileError(file, f"board_names.{name}",
                                "unknown space; expected a space's name as written in 'spaces'")
    _check_keys(file, "groups", theme.groups, list(base.groups), "group")
    streets = [g for g in base.groups
               if any(s.group == g and s.kind is SpaceKind.STREET for s in base.spaces)]
    _check_keys(file, "palette.groups", theme.palette.groups, streets, "color group")
    if theme.palette.safe_groups is not None:
        _check_keys(file, "palette.safe_groups", theme.palette.safe_groups, streets, "color group")
    card_ids = [c.id for deck in DECKS for c in base.decks[deck].cards]  # type: ignore[index]
    _check_keys(file, "cards", theme.cards, card_ids, "card id")
    _assets(theme, folder, file)  # every file named: there, of its kind, inside the theme


def _check_keys(file: str, field: str, given: dict[str, Any], wanted: list[str], what: str) -> None:
    """Every id of the edition needs an entry, and no entry may name an unknown id."""
    for key in wanted:
        if key not in given:
            raise DataFileError(file, f"{field}.{key}",
                                f"missing; expected an entry for every {what} of the edition")
    for key in given:
        if key not in wanted:
            raise DataFileError(file, f"{field}.{key}",
                                f"unknown {what}; expected one of {', '.join(wanted)}")


def _check_names(theme: Theme, base: EditionSpec, file: str) -> None:
    """Deck and tax spaces carry the deck's and tax's name, so no old name is left on the board."""
    for index, space in enumerate(base.spaces):
        want: str | None = None
        source = ""
        if space.kind in (SpaceKind.CHANCE, SpaceKind.COMMUNITY_CHEST):
            want = getattr(theme.decks, space.kind.value)
            source = f"decks.{space.kind.value}"
        elif space.kind is SpaceKind.TAX:
            which = "income" if space.tax is not None and space.tax.percent else "luxury"
            want = getattr(theme.taxes, which)
            source = f"taxes.{which}"
        if want is not None and theme.spaces[index] != want:
            raise DataFileError(file, f"spaces.{index}",
                                f"expected {want!r} (the name in {source}), got "
                                f"{theme.spaces[index]!r}")


class Asset(NamedTuple):
    """A file a theme names: where it is named (file and field), where it lies, what it is."""

    source: str
    field: str
    path: Path
    kind: str  # "svg", "font", "image" or "json"


#: The keys of a pygame-gui theme (ui.json) that name a file, and the kind each names.
UI_FILE_KEYS = {"regular_path": "font", "bold_path": "font", "italic_path": "font",
                "bold_italic_path": "font", "path": "image"}
#: Keys of a pygame-gui theme that would reach files outside the theme: refused.
UI_FOREIGN_KEYS = ("package", "resource")
_SUFFIXES = {"svg": (".svg",), "font": FONT_SUFFIXES, "json": (".json",),
             "image": (".png", ".jpg", ".jpeg", ".bmp", ".svg")}


def theme_assets(theme: Theme) -> list[Asset]:
    """Every file a loaded theme names, ui.json's fonts and images included."""
    return _assets(theme, theme.folder, str(theme.folder / THEME_FILE))


def _assets(theme: Theme, folder: Path, file: str) -> list[Asset]:
    """Every file the theme names, each refused unless it is there, of its kind, in the theme."""
    named: list[tuple[str, str, str]] = [("ui_theme", theme.ui_theme, "json")]
    for kind in ("title", "body"):
        value = getattr(theme.fonts, kind)
        if value != "default":
            named.append((f"fonts.{kind}", value, "font"))
    named += [(f"tokens.{i}.art", t.art, "svg") for i, t in enumerate(theme.tokens)]
    named += [(f"icons.{k}", v, "svg") for k, v in theme.icons if v is not None]
    assets = [_asset(file, field, value, kind, folder) for field, value, kind in named]
    ui_file = assets[0].path
    return assets + [_asset(str(ui_file), named.field, named.value, named.kind, folder)
                     for named in _ui_files(str(ui_file), read_json(ui_file))]


def _asset(file: str, field: str, value: Any, kind: str, folder: Path) -> Asset:
    """A named file, refused unless it is of its kind, inside the theme or assets/, and there."""
    if not isinstance(value, str) or not value:
        raise DataFileError(file, field, f"expected a file name, got {value!r}")
    target = resolve_path(folder, value)
    suffixes = _SUFFIXES[kind]
    if target.suffix.lower() not in suffixes:
        raise DataFileError(file, field, f"expected a {' or '.join(suffixes)} file, got {value!r}")
    if not _inside(target, folder):
        raise DataFileError(file, field, f"expected a file inside the theme folder or "
                                         f"assets/, got {value!r}")
    if not target.is_file():
        raise DataFileError(file, field, f"expected a file; none at {target}")
    if kind in ("svg", "image"):  # drawings are drawn at the size asked, images at their own
        try:
            if kind == "image":
                check_image(target)
            else:
                check_file(target)
        except ImageRefused as refused:
            raise DataFileError(file, field, f"{value}: {refused}") from None
    return Asset(file, field, target, kind)


class _UiFile(NamedTuple):
    """A file a pygame-gui theme names: its field, the name as written, its kind, and the
    object and key that hold the name."""

    field: str
    value: Any
    kind: str
    holder: dict[str, Any]
    key: str


@lru_cache(maxsize=8)
def _resolved_ui(ui_file: Path, folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = read_json(ui_file)  # checked as the theme was loaded
    for named in _ui_files(str(ui_file), data):
        named.holder[named.key] = str(resolve_path(folder, named.value))
    return data


def ui_theme_data(ui_file: Path, folder: Path) -> dict[str, Any]:
    """A theme's ui.json as pygame-gui is handed it, every file it names by the path the theme
    resolves it to (pygame-gui would look for a relative path from the working folder)."""
    return copy.deepcopy(_resolved_ui(ui_file, folder))


def _ui_files(file: str, ui: Any) -> list[_UiFile]:
    """The files a pygame-gui theme names, with their fields; its shape checked on the way:
    blocks of settings by element, font sizes that are numbers, no package resources."""
    if not isinstance(ui, dict):
        raise DataFileError(file, "(top level)",
                            "expected a pygame-gui theme: a JSON object of theme blocks")
    found: list[_UiFile] = []
    for block_id, block in ui.items():
        if not isinstance(block, dict):
            raise DataFileError(file, block_id, "expected an object of theme settings")
        for section, settings in block.items():
            field = f"{block_id}.{section}"
            if section == "prototype":
                if not isinstance(settings, str):
                    raise DataFileError(file, field, "expected the id of another block")
                continue
            if not isinstance(settings, dict):
                raise DataFileError(file, field, "expected an object of settings")
            if section == "font":
                _font_size(file, field, settings.get("size", "14"))
            stack: list[tuple[str, Any]] = [(field, settings)]
            while stack:
                where, node = stack.pop()
                for key, value in node.items():
                    if key in UI_FOREIGN_KEYS:
                        raise DataFileError(file, f"{where}.{key}", "expected files in the theme "
                                            "folder, named by 'path', not package resources")
                    if key in UI_FILE_KEYS:
                        found.append(_UiFile(f"{where}.{key}", value, UI_FILE_KEYS[key], node, key))
                    elif isinstance(value, dict):
                        stack.append((f"{where}.{key}", value))
                    elif not isinstance(value, (str, int, float, bool)):
                        raise DataFileError(file, f"{where}.{key}", "expected a value written "
                                            "as text or a number")
    return found


def _font_size(file: str, field: str, size: Any) -> None:
    """The client scales every font size with the window: it must read as a number."""
    try:
        value = float(size)
    except (TypeError, ValueError):
        value = math.nan
    if type(size) is bool or not 1 <= value <= 500:
        raise DataFileError(file, f"{field}.size", f"expected a size from 1 to 500, got {size!r}")


#: A theme's id is its folder's plain name: nothing that could lead to another folder.
THEME_ID = re.compile(r"[^./\\:\x00][^/\\:\x00]{0,63}")


def theme_folder(theme_id: str, root: Path = THEMES_DIR) -> Path:
    """The folder of an installed theme named by its id (as saves and settings keep it); an
    id that is not a plain folder name under ``root`` holding a theme is refused."""
    if not isinstance(theme_id, str) or not THEME_ID.fullmatch(theme_id):
        raise DataFileError(str(root), "theme", f"expected a theme id (the plain name of a "
                            f"theme's folder), got {theme_id!r}")
    if theme_id not in available_themes(root):
        raise DataFileError(str(root / theme_id), "theme", f"no theme {theme_id!r} is installed")
    return root / theme_id


def merge_edition(theme: Theme, base: EditionSpec) -> EditionSpec:
    """The base edition's numbers under the theme's names, words and card texts."""
    data = base.model_dump(mode="json")
    data["id"] = theme.id or base.id
    data["name"] = theme.name
    for space, name in zip(data["spaces"], theme.spaces):
        space["name"] = name
    for group_id, group in data["groups"].items():
        group["name"] = theme.groups[group_id]
    for deck_id, deck in data["decks"].items():
        deck["name"] = getattr(theme.decks, deck_id)
        for card in deck["cards"]:
            card["text"] = theme.cards[card["id"]]
    if "words" in EditionSpec.model_fields:
        b = theme.buildings
        data["words"] = {"house": b.house.singular, "houses": b.house.plural,
                         "hotel": b.hotel.singular, "hotels": b.hotel.plural,
                         "currency": theme.currency}
    return EditionSpec.model_validate(data)


# -- the field reference ---------------------------------------------------------------------

def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The model a field holds, directly or as the items of a list or dict."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in get_args(annotation):
        found = _model_in(arg)
        if found is not None:
            return found
    return None


def _type_name(annotation: Any, metadata: Sequence[Any] = ()) -> str:
    """A field's type as a theme author reads it."""
    origin = get_origin(annotation)
    if origin is Annotated:
        inner, *extra = get_args(annotation)
        return _type_name(inner, extra)
    if any(isinstance(m, AfterValidator) and m.func is _color for m in metadata):
        return "color `#rrggbb`"
    if origin in (Union, types.UnionType):
        return " or ".join(_type_name(a) for a in get_args(annotation))
    if origin is list:
        return f"list of {_type_name(get_args(annotation)[0])}"
    if origin is dict:
        return f"{_type_name(get_args(annotation)[1])} by id"
    if annotation is type(None):
        return "null"
    if annotation is str:
        return "text"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return f"`{annotation.__name__}`"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return "object"
    return getattr(annotation, "__name__", str(annotation))


def _rows(model: type[BaseModel], prefix: str) -> Iterator[tuple[str, str, str]]:
    """(dotted name, type, description) of every field, nested models included."""
    for name, info in model.model_fields.items():
        path = prefix + name
        yield path, _type_name(info.annotation, info.metadata), info.description or ""
        sub = _model_in(info.annotation)
        if sub is not None:
            origin = get_origin(info.annotation)
            inner = "[]" if origin is list else ".<id>" if origin is dict else ""
            yield from _rows(sub, f"{path}{inner}.")


def field_reference(model: type[BaseModel] = Theme) -> str:
    """Every field of theme.json as a Markdown table, drawn from the model so it cannot drift."""
    lines = ["| field | type | description |", "|---|---|---|"]
    lines += [f"| `{name}` | {kind} | {text} |" for name, kind, text in _rows(model, "")]
    lines += ["", "`SoundRecipe` is one of: " + ", ".join(f"`{r.value}`" for r in SoundRecipe) + "."]
    return "\n".join(lines) + "\n"


def all_models(model: type[BaseModel] = Theme) -> list[type[BaseModel]]:
    """The model and every model nested in it, for checks that must reach every field."""
    found = [model]
    for info in model.model_fields.values():
        sub = _model_in(info.annotation)
        if sub is not None and sub not in found:
            found += [m for m in all_models(sub) if m not in found]
    return found
