"""The setup scene: seats (name, token, human or computer, a person's pad), edition, rules preset
and options, seed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui import (UI_BUTTON_PRESSED, UI_DROP_DOWN_MENU_CHANGED, UI_TEXT_ENTRY_CHANGED,
                        UI_TEXT_ENTRY_FINISHED)
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from ...drawn_text import NAME_LENGTH, text_problem
from ...engine import PRESETS, RuleSet
from ...engine.actions import MAX_PLAYERS, MIN_PLAYERS
from ...engine.rule_info import option_description, option_title
from ...engine.rules import Source, preset_summary, rule_words
from ...themes import Theme, available_themes
from ..kit.fonts import clip, font, text_scale, wrap
from ..kit.pad_ids import PadName
from ..kit.pads import pressing_pad
from ..kit.text_entry import TextEntry
from ..store.settings import (HUMAN, KINDS, REMOTE, SEED_LIMIT, Network,
                              SeatConfig, Settings, SetupConfig, option_names, seat_names)
from .menu import FocusRing, MenuScene
from ..views.glyphs import draw_line
from ..views.look import (color, draw_panel, draw_text, holding, menu_styles, player_color,
                          style_font, theme_font, token_image)
from ...themes import theme_by_id
from .rules_view import RulesScene, preset_label

KIND_LABELS = {HUMAN: "Human", "easy": "Easy AI", "medium": "Medium AI", "hard": "Hard AI",
               REMOTE: "Elsewhere"}
#: Host on the network: not hosted, this machine only, or open to the network; what it says.
NETWORK: dict[Network | None, str] = {None: "Host on the network: no",
                                      "here": "Host: this machine only",
                                      "open": "Host: open to the network"}
NETWORK_TIP = ("Let people on other machines sit at this table: a seat played 'Elsewhere' is "
               "theirs. This machine only listens on 127.0.0.1; open listens on the network.")
#: The two choices, named apart: an edition is the look, names and cards; the rules, what is allowed.
EDITION_LABEL = "Edition (board and cards)"
#: The width a name's box should have room for.
NAME_ROOM = "Colonel Ledger"
RULES_LABEL = "Rules"
#: The edition a first game is set up in, as the title screen shows it before any game.
FIRST_EDITION = "classic"
ANY_PAD = "Any pad"
NO_PAD = "No pads"
PAD_TIP = "Which pad plays this person: any pad, passed round, or one pad of his own"
NO_PAD_TIP = "No pad is plugged in. Plug one in to give this person a pad of his own."
#: How a pad comes to play a seat, said while a pad is plugged in.
PAD_HINT = "A pad plays a seat when {press} is pressed on it at the seat's pad, or picked there."


def edition_preset(theme_id: str) -> str:
    """The rules an edition prints: the preset of its name, else the classic rules."""
    return theme_id if theme_id in PRESETS else "classic"


@dataclass
class _Seat:
    """A seat being edited; the token is an index into the theme's tokens; an empty name is
    given at the start (a computer's from the edition's names)."""

    name: str
    token: int
    kind: str
    #: The pad that plays a person's seat; None: any pad.
    pad: PadName | None = None


@dataclass
class _Text:
    """A piece of text the layout placed, drawn under the widgets."""

    text: str
    font: pygame.font.Font
    color: str
    pos: tuple[int, int]
    anchor: str = "topleft"
    width: int | None = None


class SetupScene(MenuScene):
    """Choose the players, edition and rules; Start hands a SetupConfig to ``on_start``."""

    def __init__(self, app: Any, settings: Settings, on_start: Callable[[SetupConfig], None],
                 on_back: Callable[[], None]) -> None:
        self.settings = settings
        self.on_start = on_start
        self.on_back = on_back
        self.theme_ids = available_themes() or ["classic"]
        last = settings.last_setup
        wanted = last.theme if last is not None else FIRST_EDITION
        theme_id = wanted if wanted in self.theme_ids else self.theme_ids[0]
        theme = theme_by_id(theme_id)
        self.theme = theme
        self.seats: list[_Seat] = []
        self.preset = edition_preset(theme_id)
        self.options: dict[str, bool] = {}
        self.seed_text = ""
        self.error = ""
        self.network: Network | None = None  # never hosted unless chosen on this screen
        self._restore(last, theme)
        # widgets, made by build()
        self.name_entries: list[UITextEntryLine] = []
        self.token_buttons: list[UIButton] = []
        self.kind_buttons: list[UIButton] = []
        self.remove_buttons: list[UIButton] = []
        #: Each person's pad control (a list of the pads, or a greyed word when there are
        #: none), by seat.
        self.pad_controls: dict[int, UIElement] = {}
        #: Each pad list's choices: the pad each option names (None: any pad).
        self.pad_options: dict[int, dict[str, PadName | None]] = {}
        self.plugged: tuple[PadName, ...] = ()
        self.theme_buttons: list[UIButton] = []
        self.option_buttons: dict[str, UIButton] = {}
        self.option_tags: dict[str, _Text] = {}
        self.texts: list[_Text] = []
        self.panels: list[pygame.Rect] = []
        self.discs: list[tuple[int, pygame.Rect]] = []
        self.focus: FocusRing | None = None
        super().__init__(app, theme)

    # -- state ----------------------------------------------------------------------------------

    def _restore(self, last: SetupConfig | None, theme: Theme) -> None:
        """Start from the last setup (its seed left empty), or from one human against one computer."""
        if last is None:
            ai = "medium" if "medium" in KINDS else KINDS[-1]
            self.seats = [_Seat("Player 1", 0, HUMAN), _Seat("", 1, ai)]
            return
        ids = [t.id for t in theme.tokens]
        self.seats = []
        for seat in last.seats:
            index = ids.index(seat.token) if seat.token in ids else -1
            if index < 0 or any(s.token == index for s in self.seats):
                index = self._free_token()
            given = not seat.is_human and seat.name in theme.computer_names
            kind = HUMAN if seat.kind == REMOTE else seat.kind
            self.seats.append(_Seat("" if given else seat.name, index, kind, seat.pad))
        self.preset = last.preset
        self.options = {k: v for k, v in last.options.items()
                        if k in option_names() and isinstance(v, bool)}

    def _free_token(self, after: int = -1) -> int:
        """The first token after ``after`` (wrapping) that no seat holds."""
        used = {s.token for s in self.seats}
        for k in range(1, len(self.theme_tokens()) + 1):
            i = (after + k) % len(self.theme_tokens())
            if i not in used:
                return i
        return 0

    def theme_tokens(self) -> list[str]:
        return [t.id for t in self.theme.tokens]

    def option_value(self, name: str) -> bool:
        """The option as the game would play it: the player's choice, else the preset's."""
        if name in self.options:
            return self.options[name]
        return bool(getattr(RuleSet.from_preset(self.preset), name))

    def _sync(self) -> None:
        """Take what was typed into the entries before the widgets are rebuilt."""
        for seat, entry in zip(self.seats, self.name_entries):
            seat.name = entry.get_text()
        if hasattr(self, "seed_entry"):
            self.seed_text = self.seed_entry.get_text()

    # -- actions (also what the buttons call) ---------------------------------------------------

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_PLAYERS:
            return
        self._sync()
        ai = "medium" if "medium" in KINDS else KINDS[-1]
        self.seats.append(_Seat("", self._free_token(), ai))
        self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) <= MIN_PLAYERS or not 0 <= i < len(self.seats):
            return
        self._sync()
        del self.seats[i]
        self.rebuild()

    def cycle_token(self, i: int) -> None:
        """The seat's next token that no other seat holds."""
        seat = self.seats[i]
        seat.token = self._free_token(seat.token)
        self.token_buttons[i].set_text(self.theme.tokens[seat.token].name)

    def cycle_kind(self, i: int) -> None:
        """The seat's next player; a person's seat shows its pad, a computer's none."""
        seat = self.seats[i]
        kinds = (*KINDS, REMOTE) if self.network else KINDS
        seat.kind = kinds[(kinds.index(seat.kind) + 1) % len(kinds)] if seat.kind in kinds else HUMAN
        self._sync()
        self.rebuild()

    def next_network(self) -> None:
        """Host on the network: no, this machine only, open; not hosted, no seat is elsewhere."""
        choices = list(NETWORK)
        self.network = choices[(choices.index(self.network) + 1) % len(choices)]
        if self.network is None:
            for seat in self.seats:
                seat.kind = HUMAN if seat.kind == REMOTE else seat.kind
        self._sync()
        self.rebuild()

    def tie_pad(self, i: int, pad: PadName | None) -> None:
        """Seat ``i`` is played by ``pad`` (None: any pad); a seat it played before is left to
        any pad."""
        for seat in self.seats:
            if pad is not None and seat.pad == pad:
                seat.pad = None
        self.seats[i].pad = pad
        self._sync()
        self.rebuild()

    def next_pad(self, i: int) -> None:
        """The seat's next choice of pad in its list (the keyboard's way through it)."""
        choices = list(self.pad_options.get(i, {}).values())
        if choices:
            at = choices.index(self.seats[i].pad) if self.seats[i].pad in choices else -1
            self.tie_pad(i, choices[(at + 1) % len(choices)])

    @property
    def pads_plugged(self) -> tuple[PadName, ...]:
        """The pads plugged in now, in the order they were named."""
        pads = getattr(self.app, "pads", None)
        return tuple(sorted(pads.names.values(), key=lambda p: (p.name, p.number))) if pads else ()

    def given_names(self) -> list[str]:
        """The name each seat will play under: as typed, else the one it is given."""
        return seat_names([s.name.strip() for s in self.seats],
                          [s.kind not in (HUMAN, REMOTE) for s in self.seats],
                          self.theme.computer_names)

    def _show_given_names(self) -> None:
        """Each empty name entry shows, greyed, the name its seat will be given."""
        for entry, name in zip(self.name_entries, self.given_names()):
            if entry.placeholder_text != name:
                entry.placeholder_text = name
                entry.rebuild()

    def choose_theme(self, theme_id: str) -> None:
        """Restyle the whole screen in the chosen edition and take the rules it prints (still
        changeable); seats keep their token's place."""
        if theme_id == self.theme.id or theme_id not in self.theme_ids:
            return
        self._sync()
        self._set_preset(edition_preset(theme_id))
        self.rebuild(theme=theme_by_id(theme_id))

    def next_preset(self) -> None:
        names = list(PRESETS)
        self.choose_preset(names[(names.index(self.preset) + 1) % len(names)])

    def choose_preset(self, preset: str) -> None:
        if preset not in PRESETS:
            return
        self._sync()
        self._set_preset(preset)
        self.rebuild()

    def _set_preset(self, preset: str) -> None:
        """Play ``preset``, keeping the options chosen that it does not play already."""
        self.preset = preset
        self.options = {k: v for k, v in self.options.items()
                        if v != getattr(RuleSet.from_preset(preset), k)}

    def toggle_option(self, name: str) -> None:
        value = not self.option_value(name)
        if value == getattr(RuleSet.from_preset(self.preset), name):
            self.options.pop(name, None)
        else:
            self.options[name] = value
        button = self.option_buttons[name]
        button.set_text("On" if value else "Off")
        button.select() if value else button.unselect()
        self._show_source(name)

    def _show_source(self, name: str) -> None:
        """An option's tag: "house rule" while its value is not the one the preset prints, else
        "as printed": the value, On or Off, is the rule books' own."""
        house = name in self.options
        tag = self.option_tags[name]
        tag.text = Source.HOUSE.value if house else "as printed"
        tag.color = self.theme.palette.accent if house else self.theme.palette.muted

    def config(self) -> SetupConfig | None:
        """The setup as chosen, or None with ``self.error`` saying what to fix."""
        self._sync()
        names = self.given_names()
        for i, name in enumerate(names):
            problem = text_problem(name[:NAME_LENGTH])
            if problem is not None:
                self.error = f"The name of player {i + 1} cannot be shown: {problem}."
                return None
            if names.index(name) != i:
                self.error = f"Two players are called {name}: give each a different name."
                return None
        seed: int | None = None
        text = self.seed_text.strip()
        if text:
            if not text.isdigit() or int(text) >= SEED_LIMIT:
                self.error = "The seed is a whole number (or leave it empty for a new game)."
                return None
            seed = int(text)
        tokens = self.theme_tokens()
        self.error = ""
        return SetupConfig(
            seats=[SeatConfig(name=n[:NAME_LENGTH], token=tokens[s.token], kind=s.kind,
                              pad=s.pad if s.kind == HUMAN else None)
                   for n, s in zip(names, self.seats)],
            theme=self.theme.id, preset=self.preset,
            options={k: v for k, v in self.options.items()
                     if v != getattr(RuleSet.from_preset(self.preset), k)},
            seed=seed, network=self.network)

    def read_rules(self) -> None:
        """Every rule of the preset with the options chosen, over this screen."""
        rules = RuleSet.from_preset(self.preset, **self.options)
        self.app.stack.push(RulesScene(self.theme, self.size, rules))

    def start(self) -> None:
        """Remember this setup in the settings, all but the seed (the next game deals afresh
        unless a seed is typed again), and hand it on."""
        config = self.config()
        if config is None:
            return
        self.click()
        self.settings.last_setup = config.model_copy(update={"seed": None, "network": None})
        self.on_start(config)

    def back(self) -> None:
        self.click()
        self.on_back()

    # -- layout ----------------------------------------------------------------------------------

    def styles(self, s: float) -> dict[str, dict[str, Any]]:
        styles = menu_styles(s)
        icon = self._row_height(s) - round(10 * s)
        styles["@token"] = {"prototype": "#theme_base",
                            "font": styles["button"]["font"],
                            "misc": {"text_horiz_alignment": "left",
                                     "text_horiz_alignment_padding": str(icon + round(14 * s))}}
        return styles

    def _row_height(self, s: float | None = None) -> int:
        s = self.scale if s is None else s
        return holding(font(max(12, round(17 * s))), max(30, round(50 * s)))

    def build(self) -> None:
        kept = self.focus.index if self.focus is not None else -1  # laid out again: it stays
        w, h = self.size
        s = self.scale
        self.texts, self.panels, self.discs = [], [], []
        p = self.theme.palette
        m = round(36 * s)
        gap = round(24 * s)
        pad = round(20 * s)
        head_f = theme_font(self.theme, max(20, round(44 * s)), bold=True, title=True)
        sub_f = theme_font(self.theme, max(12, round(17 * s)))
        h2 = theme_font(self.theme, max(14, round(22 * s)), bold=True)
        small = theme_font(self.theme, max(11, round(15 * s)))
        body_bold = theme_font(self.theme, max(12, round(17 * s)), bold=True)

        # Header: title on the left, the edition on the right.
        y = round(22 * s)
        self.texts.append(_Text("New game", head_f, p.accent, (m, y)))
        sub_y = y + head_f.get_linesize()
        self.texts.append(_Text("Who plays, on which edition's board and cards, by which rules.",
                                sub_f, p.muted, (m, sub_y)))
        header_bottom = sub_y + sub_f.get_linesize() + round(14 * s)
        styles = self.styles(s)
        action_f = style_font(styles, "@action")
        bh = holding(action_f, max(30, round(42 * s)))
        tw = max([round(150 * s)] + [action_f.size(theme_by_id(tid).name)[0] + round(24 * s)
                                     for tid in self.theme_ids])
        x = w - m - len(self.theme_ids) * (tw + round(10 * s)) + round(10 * s)
        self.texts.append(_Text(EDITION_LABEL, body_bold, p.text,
                                (x - round(12 * s), y + head_f.get_linesize() // 2), "midright"))
        self.theme_buttons = []
        for i, tid in enumerate(self.theme_ids):
            rect = pygame.Rect(x + i * (tw + round(10 * s)), y + head_f.get_linesize() // 2 - bh // 2, tw, bh)
            button = UIButton(rect, theme_by_id(tid).name, self.manager, object_id="@action",
                              tool_tip_text=theme_by_id(tid).tagline)
            if tid == self.theme.id:
                button.select()
            self.theme_buttons.append(button)

        # Footer: seed on the left, Back and Start on the right.
        fh = holding(action_f, max(38, round(56 * s)))
        fy = h - round(24 * s) - fh
        self.button_start = UIButton(pygame.Rect(w - m - round(220 * s), fy, round(220 * s), fh),
                                     "Start game", self.manager, object_id="@action_primary")
        self.button_back = UIButton(pygame.Rect(w - m - round(220 * s) - gap - round(160 * s), fy,
                                                round(160 * s), fh),
                                    "Back", self.manager, object_id="@action")
        self.texts.append(_Text("Seed", body_bold, p.text, (m, fy + fh // 2), "midleft"))
        sx = m + body_bold.size("Seed")[0] + round(12 * s)
        eh = holding(style_font(styles, "text_entry_line"), max(30, round(40 * s)))
        self.seed_entry = TextEntry(pygame.Rect(sx, fy + (fh - eh) // 2, round(200 * s), eh),
                                    self.manager, placeholder_text="(random)",
                                    initial_text=self.seed_text)
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(18)
        self.seed_hint = _Text("Same seed, same dice and cards. Empty: a new game every time.",
                               small, p.muted, (sx + round(212 * s), fy + fh // 2), "midleft",
                               self.button_back.rect.x - sx - round(230 * s))
        self.texts.append(self.seed_hint)

        top = header_bottom
        bottom = fy - round(18 * s)
        # Larger text: the players' columns take a larger share of the width.
        left_w = round((w - 2 * m - gap) * (0.58 + 0.08 * (text_scale() - 1)))
        left = pygame.Rect(m, top, left_w, bottom - top)
        right = pygame.Rect(left.right + gap, top, w - m - left.right - gap, bottom - top)
        self.panels = [left, right]
        self._build_seats(left.inflate(-2 * pad, -2 * pad), h2, small)
        self._build_rules(right.inflate(-2 * pad, -2 * pad), h2, small, body_bold)

        ring: list[UIElement] = [*self.theme_buttons]
        for i in range(len(self.seats)):
            ring += [self.name_entries[i], self.token_buttons[i], self.kind_buttons[i],
                     *([self.pad_controls[i]] if i in self.pad_controls else []),
                     self.remove_buttons[i]]
        ring += [self.button_add, self.button_network, self.preset_menu, self.button_rules,
                 *self.option_buttons.values(), self.button_back, self.button_start]
        self.focus = FocusRing(ring, [self._action_for(b) for b in ring])
        self.focus.focus(ring[kept] if 0 <= kept < len(ring) else self.button_start)

    def _build_seats(self, box: pygame.Rect, h2: pygame.font.Font, small: pygame.font.Font) -> None:
        p = self.theme.palette
        s = self.scale
        self.texts.append(_Text("Players", h2, p.text, box.topleft))
        self.texts.append(_Text(f"{len(self.seats)} players ({MIN_PLAYERS} to {MAX_PLAYERS})", small, p.muted,
                                (box.right, box.y + h2.get_ascent()), "bottomright"))
        rh = self._row_height()
        g = round(10 * s)
        disc = round(rh * 0.8)
        f = style_font(self.styles(s), "button")
        token_w = max(f.size(t.name)[0] for t in self.theme.tokens) + rh + round(24 * s)
        kind_w = max(f.size(label)[0] for label in KIND_LABELS.values()) + round(20 * s)
        widths = [max(round(170 * s), token_w), max(round(130 * s), kind_w),
                  round(200 * s)]  # token, played by, pad
        name_w = box.w - disc - sum(widths) - rh - 5 * g
        # Where names would be cramped (large text), the list of pads, whose names are
        # shortened anyway, gives up room down to what "No pads" needs.
        give = min(max(0, f.size(NAME_ROOM)[0] + round(20 * s) - name_w),
                   max(0, widths[2] - f.size(NO_PAD)[0] - round(20 * s)))
        widths[2] -= give
        name_w += give
        y = box.y + h2.get_linesize() + round(8 * s)
        xs = [box.x, box.x + disc + g]
        for w in [name_w, *widths[:-1]]:
            xs.append(xs[-1] + w + g)
        token_w, kind_w, pad_w = widths
        for label, x in zip(("Name", "Token", "Played by", "Pad"), xs[1:]):
            self.texts.append(_Text(label, small, p.muted, (x + round(4 * s), y)))
        y += small.get_linesize() + round(4 * s)
        row_gap = round(8 * s)
        self.name_entries, self.token_buttons, self.kind_buttons, self.remove_buttons = [], [], [], []
        self.pad_controls, self.pad_options = {}, {}
        self.plugged = self.pads_plugged
        given = self.given_names()
        for i, seat in enumerate(self.seats):
            self.discs.append((i, pygame.Rect(xs[0], y + (rh - disc) // 2, disc, disc)))
            entry = TextEntry(pygame.Rect(xs[1], y, name_w, rh), self.manager,
                              initial_text=seat.name, placeholder_text=given[i])
            entry.set_text_length_limit(NAME_LENGTH)
            self.name_entries.append(entry)
            self.token_buttons.append(UIButton(
                pygame.Rect(xs[2], y, token_w, rh), self.theme.tokens[seat.token].name, self.manager,
                object_id="@token", tool_tip_text="Change token (no two players share one)"))
            self.kind_buttons.append(UIButton(
                pygame.Rect(xs[3], y, kind_w, rh), KIND_LABELS.get(seat.kind, seat.kind), self.manager,
                tool_tip_text="Who plays this seat: a person, or the computer at a level"))
            if seat.kind == HUMAN:
                self._pad_control(i, pygame.Rect(xs[4], y, pad_w, rh))
            remove = UIButton(pygame.Rect(box.right - rh, y, rh, rh), "×", self.manager,
                              object_id="@action", tool_tip_text="Remove this player")
            if len(self.seats) <= MIN_PLAYERS:
                remove.disable()
            self.remove_buttons.append(remove)
            y += rh + row_gap
        self.button_add = UIButton(pygame.Rect(xs[1], y + round(4 * s), round(220 * s), rh),
                                   "+ Add player", self.manager, object_id="@action")
        if len(self.seats) >= MAX_PLAYERS:
            self.button_add.disable()
        x = self.button_add.rect.right + g
        self.button_network = UIButton(pygame.Rect(x, y + round(4 * s), box.right - x, rh),
                                       NETWORK[self.network], self.manager, object_id="@action",
                                       tool_tip_text=NETWORK_TIP)
        hint = "Click a token, or press {press} on it, to change it. Everyone plays here, in turn."
        self.texts.append(_Text(hint, small, p.muted, (xs[1], box.bottom), "bottomleft", box.w - disc - g))
        if self.plugged:
            self.texts.append(_Text(PAD_HINT, small, p.muted,
                                    (xs[1], box.bottom - small.get_linesize()), "bottomleft",
                                    box.w - disc - g))

    def _pad_control(self, i: int, rect: pygame.Rect) -> None:
        """A person's pad: a list of any pad and the pads plugged in (and his own pad while it
        is pulled out); greyed, and passed over by the focus, while there is no pad to pick."""
        tie = self.seats[i].pad
        choices: list[PadName | None] = [None, *self.plugged]
        if tie is not None and tie not in self.plugged:
            choices.append(tie)
        if len(choices) == 1:
            control = UIButton(rect, NO_PAD, self.manager, tool_tip_text=NO_PAD_TIP)
            control.disable()
            self.pad_controls[i] = control
            return
        self.pad_options[i] = {str(k): c for k, c in enumerate(choices)}
        f = theme_font(self.theme, max(12, round(17 * self.scale)))
        room = rect.w - rect.h  # the list's arrow, and a margin
        labels: list[str | tuple[str, str]] = [(self._pad_label(c, f, room), str(k))
                                               for k, c in enumerate(choices)]
        self.pad_controls[i] = UIDropDownMenu(labels, labels[choices.index(tie)], rect,
                                              self.manager)

    def _pad_label(self, pad: PadName | None, f: pygame.font.Font, room: int) -> str:
        """A choice of pad in ``room`` pixels: the name shortened, never its number."""
        if pad is None:
            return ANY_PAD
        tail = pad.tail + ("" if pad in self.plugged else " (not in)")
        return clip(pad.short, f, room - f.size(tail)[0]) + tail

    def _build_rules(self, box: pygame.Rect, h2: pygame.font.Font, small: pygame.font.Font,
                     body_bold: pygame.font.Font) -> None:
        p = self.theme.palette
        s = self.scale
        self.texts.append(_Text(RULES_LABEL, h2, p.text, box.topleft))
        styles = self.styles(s)
        action_f = style_font(styles, "@action")
        dh = holding(action_f, max(30, round(40 * s)))
        rw = max(140, round(200 * s), action_f.size("Read all rules")[0] + round(24 * s))
        self.button_rules = UIButton(pygame.Rect(box.right - rw, box.y + h2.get_linesize() // 2 - dh // 2,
                                                 rw, dh), "Read all rules", self.manager,
                                     object_id="@action",
                                     tool_tip_text="Every rule of the preset and options chosen")
        y = box.y + h2.get_linesize() + round(6 * s)
        labels: list[str | tuple[str, str]] = [(preset_label(n), n) for n in PRESETS]
        self.preset_menu = UIDropDownMenu(labels, (preset_label(self.preset), self.preset),
                                          pygame.Rect(box.x, y, round(box.w * 0.45), dh), self.manager)
        summary_x = box.x + round(box.w * 0.45) + round(14 * s)
        summary_w = box.right - summary_x
        lines = wrap(preset_summary(self.preset, self.theme.edition_spec(), self.theme.currency), small, summary_w)
        ty = y + max(0, dh - len(lines) * small.get_linesize()) // 2
        for line in lines:
            self.texts.append(_Text(line, small, p.text, (summary_x, ty)))
            ty += small.get_linesize()
        y += max(dh, len(lines) * small.get_linesize()) + round(16 * s)

        self.texts.append(_Text("Options", h2, p.text, (box.x, y)))
        y += h2.get_linesize() + round(4 * s)
        names = option_names()
        words = rule_words(self.theme.edition_spec(), self.theme.currency)
        bw = max(round(72 * s), action_f.size("Off")[0] + round(20 * s))
        bh = holding(action_f, max(26, round(34 * s)), 1.15)
        text_x = box.x + bw + round(14 * s)
        text_w = box.right - text_x
        room = box.bottom - y
        row_gap = round(10 * s)
        rows = [wrap(option_description(name, words), small, text_w) for name in names]
        tag_w = max(small.size(tag)[0] for tag in (Source.HOUSE.value, "as printed"))
        # The tag beside the title where it fits, else on a line of its own under it.
        below = {name: body_bold.size(option_title(name, words))[0] + round(10 * s) + tag_w > text_w
                 for name in names}

        def need(rows: list[list[str]]) -> int:
            return (sum(max(body_bold.get_linesize(), bh if not r else 0)
                        + (len(r) + below[name]) * small.get_linesize() for name, r in zip(names, rows))
                    + row_gap * (len(rows) - 1))

        if need(rows) > room:  # a tight window: one line of description each
            rows = [r[:1] if len(r) == 1 else [clip(" ".join(r), small, text_w)] for r in rows]
        if need(rows) > room:  # tighter still (large text): the titles; each button tells the rest
            rows = [[] for _ in rows]
        self.option_buttons, self.option_tags = {}, {}
        for name, desc_lines in zip(names, rows):
            value = self.option_value(name)
            button = UIButton(pygame.Rect(box.x, y + (body_bold.get_linesize() - bh) // 2 + 2, bw, bh),
                              "On" if value else "Off", self.manager, object_id="@action",
                              tool_tip_text=option_description(name, words))
            if value:
                button.select()
            self.option_buttons[name] = button
            title = option_title(name, words)
            self.texts.append(_Text(title, body_bold, p.text, (text_x, y)))
            if below[name]:
                tag_at = (text_x, y + body_bold.get_linesize())
            else:
                tag_at = (text_x + body_bold.size(title)[0] + round(10 * s),
                          y + body_bold.get_ascent() - small.get_ascent())
            self.option_tags[name] = _Text("", small, p.muted, tag_at)
            self._show_source(name)
            self.texts.append(self.option_tags[name])
            y += max(body_bold.get_linesize(), bh if not desc_lines else 0)
            y += below[name] * small.get_linesize()
            for line in desc_lines:
                self.texts.append(_Text(line, small, p.muted, (text_x, y)))
                y += small.get_linesize()
            y += row_gap

    # -- input -----------------------------------------------------------------------------------

    def _with_click(self, action: Callable[[], None]) -> Callable[[], None]:
        def press() -> None:
            self.click()
            action()
        return press

    def _action_for(self, button: UIElement) -> Callable[[], None]:
        """What pressing ``button`` does, by mouse or by keyboard (on the rules' menu: the next
        preset, for a keyboard or a game controller)."""
        if button is self.preset_menu:
            return self._with_click(self.next_preset)
        if isinstance(button, UITextEntryLine):  # Enter on a name: type it, Enter again to end
            return button.focus
        if button is self.button_start:
            return self.start
        if button is self.button_back:
            return self.back
        if button is self.button_add:
            return self._with_click(self.add_seat)
        if button is self.button_network:
            return self._with_click(self.next_network)
        if button is self.button_rules:
            return self._with_click(self.read_rules)
        for i, b in enumerate(self.token_buttons):
            if button is b:
                return self._with_click(lambda: self.cycle_token(i))
        for i, b in enumerate(self.kind_buttons):
            if button is b:
                return self._with_click(lambda: self.cycle_kind(i))
        for i, control in self.pad_controls.items():
            if button is control:
                return self._with_click(lambda: self.next_pad(i))
        for i, b in enumerate(self.remove_buttons):
            if button is b:
                return self._with_click(lambda: self.remove_seat(i))
        for tid, b in zip(self.theme_ids, self.theme_buttons):
            if button is b:
                return self._with_click(lambda: self.choose_theme(tid))
        for name, b in self.option_buttons.items():
            if button is b:
                return self._with_click(lambda: self.toggle_option(name))
        return lambda: None

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.type == UI_BUTTON_PRESSED and self.focus is not None and event.ui_element in self.focus.buttons:
            button = event.ui_element
            self.focus.focus(button)
            self._action_for(button)()
            return True
        if event.type == UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.preset_menu:
            self.choose_preset(event.selected_option_id)
            return True
        seat = self._pad_seat(event.ui_element)
        if event.type == UI_DROP_DOWN_MENU_CHANGED and seat is not None:
            self.click()
            self.tie_pad(seat, self.pad_options[seat].get(event.selected_option_id))
            return True
        if event.type == UI_TEXT_ENTRY_FINISHED and event.ui_element in self.name_entries:
            event.ui_element.unfocus()  # Enter ends the name: the keys move the focus again
            return True
        if event.type == UI_TEXT_ENTRY_CHANGED and event.ui_element in self.name_entries:
            self._sync()
            self._show_given_names()  # a name typed is no longer given to another seat
            return True
        return False

    def _pad_seat(self, element: object) -> int | None:
        return next((i for i, c in self.pad_controls.items() if c is element), None)

    def _claimed_seat(self, event: pygame.event.Event) -> int | None:
        """The seat a pad's press claims: the one whose list of pads is open (any button),
        else the one whose pad has the focus (the button that presses)."""
        listed = next((i for i, c in self.pad_controls.items() if _expanded(c)), None)
        if listed is not None:
            return listed
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.focus is not None):
            return self._pad_seat(self.focus.current)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pad claims a seat by a press at the seat's pad; other input as on any menu."""
        seat = self._claimed_seat(event)
        pad = pressing_pad(event)
        name = None if pad is None else self.app.pads.name_of(pad)
        if seat is None or name is None:
            return super().handle_event(event)
        self.click()
        self.tie_pad(seat, name)
        return True

    def update(self, dt: float) -> None:
        """A pad plugged in or pulled out shows in the seats' lists at once."""
        if self.pads_plugged != self.plugged:
            self._sync()
            self.rebuild()
        super().update(dt)

    def on_key(self, event: pygame.event.Event) -> bool:
        typing = next((e for e in self.name_entries if e.is_focused), None)
        if typing is not None and event.key in (pygame.K_ESCAPE, pygame.K_TAB):
            typing.unfocus()  # the name is left as typed; Tab goes on round
            if event.key == pygame.K_ESCAPE:
                return True
        elif event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.focus.handle_key(event) if self.focus else False

    # -- drawing ---------------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        super().draw_under(surface)
        for rect in self.panels:
            draw_panel(surface, self.theme, rect)
        for t in self.texts:
            if t is self.seed_hint and self.error:
                continue
            draw_line(surface, self.naming.pieces(t.text), t.font, t.color, self.theme, t.pos,
                      t.anchor, t.width)
        num_f = theme_font(self.theme, max(11, round(18 * self.scale)), bold=True)
        for i, rect in self.discs:
            pygame.draw.circle(surface, player_color(i), rect.center, rect.w // 2)
            pygame.draw.circle(surface, color(self.theme.palette.line), rect.center, rect.w // 2, 2)
            draw_text(surface, str(i + 1), num_f, "#ffffff", rect.center, "center")
        if self.error:
            f = theme_font(self.theme, max(12, round(17 * self.scale)), bold=True)
            draw_text(surface, self.error, f, self.theme.palette.accent,
                      (self.seed_hint.pos[0], self.button_back.rect.centery), "midleft",
                      self.button_back.rect.x - self.seed_hint.pos[0] - round(20 * self.scale))

    def draw_over(self, surface: pygame.Surface) -> None:
        for seat, button in zip(self.seats, self.token_buttons):
            size = button.rect.h - round(10 * self.scale)
            art = token_image(self.theme, self.theme.tokens[seat.token].id, size)
            if art is not None:
                surface.blit(art, art.get_rect(midleft=(button.rect.x + round(8 * self.scale),
                                                        button.rect.centery)))
        menus = [self.preset_menu, *self.pad_controls.values()]
        if self.focus is not None and not any(_expanded(m) for m in menus):
            self.focus.draw(surface, self.theme)


def _expanded(element: UIElement) -> bool:
    """Whether ``element`` is a drop-down list that is open."""
    return (isinstance(element, UIDropDownMenu)
            and element.current_state is element.menu_states["expanded"])
