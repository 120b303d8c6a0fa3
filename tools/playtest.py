"""Play the real client as a person would, headless, and write what reached the screen.

    python tools/playtest.py --seats human,medium,hard,easy [--theme classic] --seed N \\
        --turns T --out DIR [--speed instant|fast|normal] [--data DIR] [--input mouse|keys|pad]
        [--text-size 100|125|150]
    python tools/playtest.py --check DIR/transcript.jsonl
    python tools/playtest.py --remote --seats human,medium [...]
    python tools/playtest.py --remote --seats human,human,medium --turns 40 [...]

From the title screen on, every step is a click on a widget or a key press: New game, the seats
and edition on the setup screen, Start, then the person's turns at the table (Roll, Property to
build, Trade now and then, End turn), a save from the pause menu halfway, and every decision
dialog, answered by a seeded policy that buys, bids, builds, trades and raises money when short.
A person who goes bankrupt while computers play on is told so and asks for the result at
once; a game that ends is played to its result screen, the run's last screenshot.
``--input keys`` plays the same without a pointer (the focus moved with Tab, Enter pressed) and
``--input pad`` with a game controller alone (its d-pad and A, B, X buttons). Each decision is saved as a PNG in
DIR; ``DIR/transcript.jsonl`` holds, one JSON object a line and in the order they reached the
screen, the setup, every dialog (kind, title, text: the lines a person reads, top to bottom;
buttons, default, advice, hint; a trade offer's own words and terms too), every new line of the
table's log and the end. ``--check`` reads a transcript and lists what a player would find
wrong in it: among others, a counter-offer whose words do not match its terms, and a hint whose
figures point two ways. The settings and saves live in a fresh folder unless ``--data`` names
one. ``--remote`` plays the same as a joined client: it starts a headless host
(``python -m game.server``, the person's seat first, the computers after), then Join a game on
the title, the address and the table code typed; there is no save halfway (the host keeps it).
With several people (``--seats human,human,medium``) each further one plays on a client of his
own, this tool again in a process of its own (``--join HOST:PORT --code CODE``, its transcript
in ``DIR/person-N``); a person offers his trades to another person first, cash added until that
one would do well to take it, and the run counts the trades between them and checks that one
accepted on one screen shows as accepted on the other's. Its exit status is 0 only if every
person played through and no transcript shows a problem.

The same seed plays the same game as long as the computers do not think against the clock
(hard does: its look-ahead stops at a time budget); the log lines after the last turn may
differ, as the computers move while the last click is being taken.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from pygame_gui.core.ui_element import UIElement  # noqa: E402
from pygame_gui.elements import UIButton, UILabel  # noqa: E402

from game.client.dialogs import AnswerDialog, DialogScene, TradeBuilder, TradeDialog  # noqa: E402
from game.client.dialogs.trade_terms import items, listing  # noqa: E402
from game.client.dialogs.knocked_out import KnockedOutDialog  # noqa: E402
from game.client.dialogs.manage import ManageView  # noqa: E402
from game.client.kit.app import App, Options  # noqa: E402
from game.client.kit.pad_names import DEFAULT_BINDING  # noqa: E402
from game.client.kit.keys import ACTION_KEYS
from game.client.kit.pads import BUTTON_NAMES  # noqa: E402
from game.client.kit.notice import NoticeScene  # noqa: E402
from game.client.kit.scene import Scene  # noqa: E402
from game.client.main import Flow  # noqa: E402
from game.client.online.join_scene import JoinScene  # noqa: E402
from game.client.scenes.game_over import GameOverScene  # noqa: E402
from game.client.scenes.pause import PauseScene  # noqa: E402
from game.client.scenes.saves_menu import SaveNameScene  # noqa: E402
from game.client.scenes.setup import KIND_LABELS, SetupScene  # noqa: E402
from game.client.kit.fonts import TEXT_SIZES, text_size  # noqa: E402
from game.client.scenes.title import TitleScene  # noqa: E402
from game.client.store.settings import AI_KINDS, HUMAN, AnimationSpeed, load_settings  # noqa: E402
from game.client.table.scene import GameScene  # noqa: E402
from game.engine import Auction, Build, Game  # noqa: E402
from game.ai.trades import judge  # noqa: E402
from game.ai.valuation import valuer_for  # noqa: E402

STEP = 1 / 60
#: A dialog's kind when the dialog does not name it itself.
KIND_OF_CLASS = {"BuyDialog": "buy", "AuctionDialog": "auction", "JailDialog": "jail",
                 "TaxDialog": "tax", "CardDialog": "card", "DebtDialog": "debt",
                 "ShortageDialog": "shortage", "PlaceDialog": "shortage",
                 "MortgageDialog": "mortgage", "TradeDialog": "trade_offer",
                 "AnswerDialog": "trade_answer"}
KINDS = frozenset(KIND_OF_CLASS.values())
#: First words of the buttons that take what a dialog offers, and of those that turn it down.
ACCEPTING = ("Buy", "Accept", "Pay", "Bid", "Lift", "All in", "+", "Raise")
DECLINING = ("Auction it", "Don't buy", "Decline", "Pass", "Keep", "Counter")
#: A tax paid as a percent: the hints call it declining the printed amount.
PERCENT = re.compile(r"Pay \d+%$")
#: The hint's verdict, for a dialog that does not say its advice itself.
VERDICTS = (("a careful player would accept", "accept"), ("a careful player would not", "decline"),
            ("a careful player bids", "accept"), ("a careful player passes", "decline"),
            ("a careful player keeps it", "decline"))
#: A hint that names the one choice to make among several of the same way: a count of
#: scarce buildings, or the lot a building won at auction goes on.
NAMED = (re.compile(r"a careful player asks for (?P<choice>none|\d+)\.", re.IGNORECASE),
         re.compile(r"^On (?P<choice>.+?) it earns most"))
#: The hint's word that a held card is a free way out, where paying is the costly one.
FREE_WAY = "gets you out for free"
ODDS = re.compile(r"from (\d+(?:\.\d+)?) ?% to (\d+(?:\.\d+)?) ?%")
#: The person's own chances in a hint, as figures and as a verdict.
YOUR_ODDS = re.compile(r"\byour odds of winning go from (\d+(?:\.\d+)?) ?% to "
                       r"(\d+(?:\.\d+)?) ?%")
YOUR_CHANCES = re.compile(r"\b(raises|lowers) your chances\b")
CARD_DRAWN = re.compile(r"^(?P<who>.+?) draws (?P<what>.+?): ")
#: Frames the table may take over one of the person's turns (the computers' turns included).
FRAME_CAP = 60_000
OUT_FRAMES = 1_800  # frames the table may take to tell the last person out so, or to show
# the result of a game over (30 s)
JOIN_S = 20.0  # how long starting the host, joining its table or stopping it may take
STAY_S = 600.0  # how long a person done with his turns waits for the others to be done
#: Presses the person may take over an offer to another person (a cash step each), and the
#: cash he keeps back from it.
PERSON_STEPS = 30
RESERVE = 150
#: Presses of Tab (or the d-pad) the focus may take to go round a screen to a button.
REACH = 160
#: The pad the person plays with, and the button for each key it stands for, by the binding
#: a fresh install has (the first action of a key when two share it: Esc is back, not menu).
PAD = 1
PAD_BUTTONS: dict[int, int] = {ACTION_KEYS[action]: BUTTON_NAMES[button]
                               for action, button in reversed(DEFAULT_BINDING.items()) if button}
XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


class Stuck(Exception):
    """The play-through cannot go on: what was on screen when it stopped."""


@dataclass
class Offer:
    """A button a dialog offers: its label, whether it is enabled, the widget to press."""

    label: str
    enabled: bool
    element: UIElement


# -- reading a dialog ---------------------------------------------------------------------------

def dialog_kind(dialog: Scene) -> str | None:
    """The dialog's kind as the transcript names it; None for the person's own views."""
    kind = getattr(type(dialog), "kind", KIND_OF_CLASS.get(type(dialog).__name__))
    return kind if isinstance(kind, str) else None


def buttons_of(dialog: DialogScene) -> list[UIButton]:
    """The dialog's choice buttons, in the order it lays them out."""
    found: list[UIButton] = getattr(dialog, "_buttons", [])
    return list(found)


def offers(dialog: DialogScene) -> list[Offer]:
    """What the dialog offers: each button, with its label and whether it may be pressed (two
    may share a label, as each side's +10 in the trade builder)."""
    return [Offer(b.text, b.is_enabled, b) for b in buttons_of(dialog)]


def default_label(dialog: DialogScene) -> str | None:
    """The choice Enter takes: the dialog's word for it, else the focused or primary button."""
    if hasattr(dialog, "default_label"):
        named: str | None = dialog.default_label
        return named
    focused = dialog.focused
    if isinstance(focused, UIButton):
        return str(focused.text)
    primary = [b for b in buttons_of(dialog) if "@primary" in b.class_ids and b.is_enabled]
    return str(primary[0].text) if primary else None


def labels_text(dialog: DialogScene, *classes: str) -> str:
    """The words of the dialog's labels of these classes (any, if none), as a person reads
    them: top to bottom, left to right."""
    labels = [e for e in dialog.manager.get_sprite_group().sprites()
              if isinstance(e, UILabel) and (not classes or set(classes) & set(e.class_ids))
              and str(e.text).strip()]
    labels.sort(key=lambda e: (e.rect.y, e.rect.x))
    return " ".join(str(e.text) for e in labels)


def hint_text(dialog: DialogScene) -> str:
    """The words of the dialog's hint band, line after line."""
    return labels_text(dialog, "@dlg_hint_text")


def trade_record(dialog: TradeDialog) -> dict[str, Any]:
    """What a trade put to the person asks and gives, item by item as the dialogs write them,
    whether it is a counter-offer, and the sign its money is written with."""
    w, o = dialog.words, dialog.decision.offer
    return {"counter": dialog.counter_offer, "currency": w.money(0).removesuffix("0"),
            "gives": items(w, o.take, o.take_cash, o.take_cards),
            "gets": items(w, o.give, o.give_cash, o.give_cards)}


def dialog_record(dialog: DialogScene, kind: str, game: Game | None) -> dict[str, Any]:
    """The transcript's line for a dialog as it opens: a trade's also with its own words, and
    an offer's with its terms (see trade_record)."""
    shown = offers(dialog)
    record = {"t": "dialog", "kind": kind, "title": labels_text(dialog, "@dlg_title"),
              "text": labels_text(dialog), "buttons": [o.label for o in shown],
              "enabled": [o.enabled for o in shown], "default": default_label(dialog),
              "advice": getattr(dialog, "advice", None), "hint": hint_text(dialog),
              "round": game.round if game is not None else None}
    if isinstance(dialog, (TradeDialog, AnswerDialog)):
        record["said"] = labels_text(dialog, "@dlg_text")  # the offer's or answer's own words
    if isinstance(dialog, TradeDialog):
        record["offer"] = trade_record(dialog)
    return record


# -- checking a transcript ----------------------------------------------------------------------

def leaning(label: str | None) -> str | None:
    """'accept' or 'decline' for a button that takes or turns down the offer, else None."""
    if label is None:
        return None
    if label.startswith(DECLINING) or PERCENT.match(label):
        return "decline"
    if label.startswith(ACCEPTING):
        return "accept"
    return None


def advice_of(record: dict[str, Any]) -> tuple[str | None, str]:
    """What a dialog advises, and where that was read: its own word, else its hint's verdict."""
    if record.get("advice") is not None:
        return str(record["advice"]), "advises"
    hint = str(record.get("hint", "")).lower()
    return next((lean for words, lean in VERDICTS if words in hint), None), "hints"


def check(records: Sequence[dict[str, Any]]) -> list[str]:
    """What a player would find wrong in a transcript, one sentence each (empty: nothing)."""
    found: list[str] = []
    setup = next((r for r in records if r.get("t") == "setup"), None)
    person = setup["players"][setup.get("seat", 0)] if setup and setup.get("players") else None
    if (setup is not None and setup.get("fresh") and not setup.get("chosen")
            and setup.get("edition") != "classic"):
        found.append(f"setup: a fresh install starts on the {setup.get('edition')!r} edition, "
                     "not 'classic'")
    drawn: str | None = None
    between: list[str] = []
    for n, r in enumerate(records, 1):
        if r.get("t") == "log":
            text = str(r.get("text", ""))
            match = CARD_DRAWN.match(text)
            if match is not None and match["who"] == person:
                drawn, between = text, []
            elif drawn is not None:
                between.append(text)
        if r.get("t") != "dialog":
            continue
        (advice, source), default = advice_of(r), r.get("default")
        opposite = {"accept": "decline", "decline": "accept"}.get(str(advice))
        if opposite is not None and leaning(default) == opposite:
            found.append(f"line {n}: {r['kind']} dialog {source} {advice!r} but Enter takes "
                         f"{default!r}")
        named = next((m["choice"] for rx in NAMED if (m := rx.search(str(r.get("hint", ""))))),
                     None)
        if named is not None and str(default).lower() != named.lower():
            found.append(f"line {n}: {r['kind']} dialog's hint names {named!r} but Enter takes "
                         f"{default!r}")
        if str(default).lower().removeprefix("yes, ").startswith("declare bankruptcy"):
            found.append(f"line {n}: {r['kind']} dialog's Enter takes {default!r}: one key "
                         "would end the person's game")
        if FREE_WAY in str(r.get("hint", "")) and str(default).startswith("Pay"):
            found.append(f"line {n}: {r['kind']} dialog's hint says a card gets out for free "
                         f"but Enter takes {default!r}")
        for before, after in ODDS.findall(str(r.get("hint", ""))):
            if float(before) == float(after):
                found.append(f"line {n}: {r['kind']} hint says the odds go from {before}% to "
                             f"{after}%")
        found += [f"line {n}: {r['kind']} hint {problem}" for problem in two_ways(r)]
        found += [f"line {n}: {r['kind']} dialog {problem}" for problem in trade_words(r)]
        if r.get("kind") == "card":
            if drawn is not None and between:
                found.append(f"line {n}: {len(between)} log line(s) reached the screen between "
                             f"{drawn!r} and its card: {between[0]!r}")
            drawn, between = None, []
    return found


def two_ways(record: dict[str, Any]) -> list[str]:
    """A hint whose figures for the person's chances point two ways: odds that rise 'from A%
    to B%' beside 'lowers your chances', or fall beside 'raises your chances'."""
    hint = str(record.get("hint", ""))
    ways = {"rise" if float(after) > float(before) else "fall"
            for before, after in YOUR_ODDS.findall(hint) if float(after) != float(before)}
    ways |= {"rise" if verb == "raises" else "fall" for verb in YOUR_CHANCES.findall(hint)}
    return [f"says your chances both rise and fall: {hint!r}"] if len(ways) > 1 else []


def trade_words(record: dict[str, Any]) -> list[str]:
    """A trade offer's text that does not match its terms: a sum of money the offer does not
    hold ('Not for $0' where no cash was offered), a counter that does not read as the offer
    it makes ('Make it A for B', what the person gives first), or a rival speaking of its own
    position to the person it asks."""
    offer, text = record.get("offer"), str(record.get("said", ""))
    if not isinstance(offer, dict):
        return []
    found = []
    held = [item for side in ("gives", "gets") for item in offer[side]]
    money = re.compile(re.escape(str(offer["currency"])) + r"\d{1,3}(?:,\d{3})*(?!\d)")
    found += [f"names {cash} that the offer does not hold: {text!r}"
              for cash in money.findall(text) if cash not in held]
    gives, gets = listing(offer["gives"]) or "nothing", listing(offer["gets"])
    # a computer's counter says it as the person's trade, another person's as his own
    said = (f"would trade {gets} for {gives}" if " would trade " in text
            else f"Make it {gives} for {gets}")
    if offer["counter"] and not gets:
        found.append(f"counters with {gives} for nothing: {text!r}")
    elif offer["counter"] and said not in text:
        found.append(f"tells a counter-offer that is not {gives} for {gets}: {text!r}")
    if "my position" in text:
        found.append(f"speaks of the rival's own position: {text!r}")
    return found


def between(records: Sequence[dict[str, Any]]) -> dict[str, list[str]]:
    """The log lines of a transcript's trades between its person and another person at the
    table: the offers and counter-offers he made them ("proposed"), and theirs he accepted
    ("accepted")."""
    setup = next((r for r in records if r.get("t") == "setup"), {})
    players, seats = setup.get("players", []), setup.get("seats", [])
    me = players[setup.get("seat", 0)] if players else None
    others = [name for name, kind in zip(players, seats) if kind == HUMAN and name != me]
    lines = [str(r.get("text", "")) for r in records if r.get("t") == "log"]
    made = tuple(f"{me} {verb} {other}" for other in others
                 for verb in ("offers", "answers"))
    taken = {f"{me} accepts {other}'s trade." for other in others}
    return {"proposed": [line for line in lines if made and line.startswith(made)],
            "accepted": [line for line in lines if line in taken]}


def unseen(every: Sequence[Sequence[dict[str, Any]]]) -> list[str]:
    """A trade one person accepted from another that the proposer's transcript does not show
    as accepted (as often)."""
    found = []
    logs = [[str(r.get("text", "")) for r in records if r.get("t") == "log"] for records in every]
    for n, records in enumerate(every):
        for line in sorted(set(accepted := between(records)["accepted"])):
            for m, log in enumerate(logs):
                if m != n and log.count(line) < accepted.count(line):
                    found.append(f"transcript {n + 1} shows {line!r} {accepted.count(line)} "
                                 f"time(s), transcript {m + 1} {log.count(line)}")
    return found


def read_transcript(path: Path) -> list[dict[str, Any]]:
    """The records of a transcript; ValueError names a line that is not one."""
    records: list[dict[str, Any]] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line:
            record = json.loads(line)
            if not isinstance(record, dict):
                raise ValueError(f"line {n} is not a record")
            records.append(record)
    return records


# -- the person ---------------------------------------------------------------------------------

class Person:
    """A seeded player's choices: buys what he can, bids up to a price he draws for each
    auction, builds when a group is his, now and then offers a trade, raises money when short."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.limits: dict[tuple[int, str], int] = {}
        self.parted: set[str] = set()  # the deeds he traded away: he does not ask them back

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, offered: Sequence[Offer], *starts: str) -> Offer | None:
        """A random enabled button whose label starts with one of ``starts`` (any, if none)."""
        fits = [o for o in offered if o.enabled and (not starts or o.label.startswith(starts))]
        return self.rng.choice(fits) if fits else None

    def answer(self, kind: str, dialog: DialogScene, offered: Sequence[Offer]) -> Offer | None:
        """The button to press in a decision dialog of ``kind``: mostly the default the dialog
        offers (as a person pressing Enter does), else a choice of his own."""
        pick = partial(self.pick, offered)
        usual = default_label(dialog)
        if usual is not None and kind not in ("auction", "trade_offer") and self.chance(0.7):
            chosen = next((o for o in offered if o.label == usual and o.enabled), None)
            if chosen is not None:
                return chosen
        if kind == "buy":
            return (pick("Buy") if self.chance(0.85) else None) or pick("Auction", "Don't")
        if kind == "auction":
            return self.bid(dialog, offered)
        if kind == "debt":
            return (pick("Pay") or (pick("See your deeds") if self.chance(0.3) else None)
                    or pick("Mortgage", "Sell") or pick("Declare", "Yes") or pick())
        if kind == "mortgage":
            return (pick("Lift") if self.chance(0.5) else None) or pick("Keep")
        if kind == "knocked_out":  # the computers' game: its result at once
            return pick("Show the result")
        if kind == "trade_offer":  # mostly as the dialog advises; now and then asks for more
            advice, _ = advice_of({"advice": getattr(dialog, "advice", None),
                                   "hint": hint_text(dialog)})
            if self.chance(0.9 if advice == "accept" else 0.02):
                if isinstance(dialog, TradeDialog):
                    self.parted |= {dialog.words.space(s) for s in dialog.decision.offer.take}
                return pick("Accept")
            return (pick("Counter") if self.chance(0.25) else None) or pick("Decline")
        return pick()

    def bid(self, dialog: DialogScene, offered: Sequence[Offer]) -> Offer | None:
        """A quick raise while the high bid is under this auction's limit, else Pass."""
        decision = getattr(dialog, "decision", None)
        game = dialog.game
        if not isinstance(decision, Auction) or game is None:
            return self.pick(offered, "Pass")
        key = (decision.space, decision.kind)
        if key not in self.limits:
            worth = (game.board.price[decision.space] if decision.kind == "property"
                     else game.board.house_cost[decision.space])
            self.limits[key] = round(worth * self.rng.uniform(0.4, 1.2))
        limit = self.limits[key]
        raises = {o.label: o for o in offered if o.enabled}
        for raise_by in ("+10", "+1"):
            if decision.high + int(raise_by) <= limit and raise_by in raises:
                return raises[raise_by]
        return self.pick(offered, "Pass")

    def manage(self, view: ManageView, offered: Sequence[Offer], visited: set[str]) -> Offer | None:
        """In the property view: pay a debt, else raise money for it (or for the decision the
        view was opened from) group by group; without one, build while the cash keeps a
        reserve, now and then lift a mortgage, then close."""
        game = view.game
        assert game is not None
        cash = game.cash[view.player]
        pick = partial(self.pick, offered)
        if view.debt() is not None or cash < view.need:
            raising = pick("Pay") or pick("Mortgage", "Sell +")
            if raising is not None:
                return raising
            top = min((o.element.rect.y for o in offered), default=0)
            groups = [o for o in offered
                      if o.enabled and o.element.rect.y == top and o.label not in visited]
            if groups:
                visited.add(groups[0].label)
                return groups[0]
            return pick("Declare") or pick("Close")
        build = pick("Build")
        if build is not None and cash - int(re.sub(r"\D", "", build.label) or 0) > 150:
            return build
        lift = pick("Lift")
        if lift is not None and cash > 600 and self.chance(0.3):
            return lift
        return pick("Close")

    def trade(self, builder: TradeBuilder, offered: Sequence[Offer], steps: int,
              people: Sequence[int] = ()) -> Offer | None:
        """A partner who holds deeds (another person at the table first, see to_person), one
        of them asked for, one of ours or some cash given, then Send (or Cancel when the offer
        will not go); a counter-offer asks for a little more cash."""
        game, draft = builder.game, builder.draft
        if game is None or draft is None or steps > (PERSON_STEPS if people else 6):
            return self.pick(offered, "Cancel")
        areas: list[pygame.Rect] = getattr(builder, "list_areas", [])
        ours, theirs = ([o for o in offered
                         if o.enabled and area.collidepoint(o.element.rect.center)]
                        for area in areas)
        mine, wanted = draft.sides
        if draft.counter:
            step = self.more(offered, mine.cash, areas[-1].x) if steps == 0 and areas else None
            return step or self.pick(offered, "Send") or self.pick(offered, "Cancel")
        person = next((q for q in builder.partners(draft.proposer)
                       if q in people and game.props[q]), None)
        if person is not None:
            if draft.partner != person:
                return next((o for o in offered if o.label == game.names[person]), None)
            return self.to_person(builder, offered, theirs)
        holders = [game.names[q] for q in builder.partners(draft.proposer) if game.props[q]]
        if not game.props[draft.partner] and holders:
            return self.pick(offered, *holders)
        if not wanted.spaces and theirs:
            return self.rng.choice(theirs)
        if not (mine.spaces or mine.cash):
            if ours and self.chance(0.5):
                return self.rng.choice(ours)
            cash = [o for o in offered if o.label in ("+10", "+100") and o.enabled]
            if cash:  # the giver's column is the left one
                return min(cash, key=lambda o: o.element.rect.x)
        return self.pick(offered, "Send") or self.pick(offered, "Cancel")

    def more(self, offered: Sequence[Offer], giving: int, middle: int) -> Offer | None:
        """A counter's one step: less of his own cash given (the left column), else more of
        the partner's asked for (the right one, whose outer step is +100)."""
        if giving:
            label = "-100" if giving >= 200 else "-10"
            return next((o for o in offered if o.label == label and o.enabled
                         and o.element.rect.x < middle), None)
        ask = [o for o in offered if o.label in ("+100", "+10") and o.enabled
               and o.element.rect.x >= middle]
        return max(ask, key=lambda o: o.element.rect.x) if ask else None

    def to_person(self, builder: TradeBuilder, offered: Sequence[Offer],
                  theirs: Sequence[Offer]) -> Offer | None:
        """To another person: one of his deeds asked for (not one traded away before), then
        cash added a step at a time until he would do well to take it (as a careful player
        reckons it, which his hint does too), up to twice its price and keeping a reserve;
        then Send (Cancel, with no cash to give for it)."""
        game, draft = builder.game, builder.draft
        assert game is not None and draft is not None
        mine, wanted = draft.sides
        if not wanted.spaces:
            fresh = [o for o in theirs if o.label not in self.parted]
            return self.rng.choice(fresh) if fresh else self.pick(offered, "Cancel")
        taken, _, _ = judge(valuer_for(game), game, draft.partner, draft.offer())
        worth = 2 * sum(game.board.price[s] for s in wanted.spaces)
        left = min(game.cash[draft.proposer] - RESERVE, worth) - mine.cash
        cash = {o.label: o for o in sorted(offered, key=lambda o: -o.element.rect.x)
                if o.label in ("+10", "+100") and o.enabled}  # the giver's: the left column
        step = next((cash[label] for label in ("+100", "+10")
                     if label in cash and int(label) <= left), None)
        if not taken and step is not None:
            return step
        if not (taken or mine.cash):  # nothing to give for it: he thinks better of it
            return self.pick(offered, "Cancel")
        return self.pick(offered, "Send") or self.pick(offered, "Cancel")


# -- the play-through ---------------------------------------------------------------------------

class Transcript:
    """Lines of JSON, written (and flushed) as they happen."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.records: list[dict[str, Any]] = []

    def write(self, record: dict[str, Any]) -> None:
        self.records.append(record)
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()


class PlayThrough:
    """The real app, its flow from the title on, a person at its first seat, frame by frame."""

    def __init__(self, app: App, flow: Flow, person: Person, transcript: Transcript, out: Path,
                 *, fresh: bool, frame_cap: int = FRAME_CAP, device: str = "mouse",
                 people: Sequence[int] = ()) -> None:
        """``device``: how the person presses: "mouse" (clicks), "keys" (the focus moved with
        Tab, Enter) or "pad" (a game controller's d-pad and A button), no pointer at all;
        ``people``: the seats played by people, on this screen or another."""
        self.app = app
        self.device = device
        self.flow = flow
        self.person = person
        self.transcript = transcript
        self.out = out
        self.fresh = fresh
        self.frame_cap = frame_cap
        self.turns = 0
        self.turn_frames = 0
        self.shots = 0
        self.log_seen: list[str] = []
        self.last_dialog: Scene | None = None
        self.trade_wish: bool | None = None  # drawn once a turn, however many frames it takes
        self.built = False  # the Property view opened this turn
        self.saved = False  # the game saved halfway, from the pause menu
        self.presses: dict[int, int] = {}  # presses in each open view, by its id
        self.visited: set[str] = set()
        self.people = list(people)
        self.joined = False  # a table joined over the network
        self.out_frames = 0  # frames waited for the table to tell the person he is out, or
        # to show the result
        self.set_up = False  # the setup written: what reaches the screen is written after it
        self.ended = False
        self.ending: dict[str, Any] | None = None  # the end record, written on leaving

    # -- frames and input -------------------------------------------------------------------

    def frame(self) -> None:
        """One frame of the app's own loop, then what it put on screen, read."""
        self.app.tick(STEP)
        self.turn_frames += 1
        self.observe()

    def frames(self, count: int) -> None:
        for _ in range(count):
            self.frame()

    def click(self, element: UIElement) -> None:
        """Point at the widget, then press and let go of the left button over it; without a
        pointer, move the focus to it and press."""
        if self.device != "mouse":
            self.reach(element)
            return
        pos = element.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        self.frame()
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.frames(2)

    def key(self, key: int, unicode: str = "") -> None:
        """A key, or on a pad the button bound to what the key does."""
        if self.device == "pad":
            button = PAD_BUTTONS[key]
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, instance_id=PAD, button=button))
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                 unicode=unicode, scancode=0))
        self.frames(2)

    def focused(self) -> UIElement | None:
        """What the screen on top has in focus: a dialog's element, a menu's or the table's
        button."""
        top = self.app.stack.top
        if isinstance(top, DialogScene):
            return top.focused
        ring = getattr(top, "focus", None)
        current = getattr(ring, "current", None)
        return current if isinstance(current, UIElement) else None

    def reach(self, element: UIElement) -> None:
        """Move the focus round the screen to ``element`` (Tab, or the pad's d-pad), then
        press it (Enter, or A); a screen that opens on top meanwhile (a computer's answer)
        is answered first, as a person would, and the press is left."""
        screen = self.app.stack.top
        for _ in range(REACH):
            if self.app.stack.top is not screen:
                return
            if self.focused() is element:
                break
            self.key(pygame.K_TAB if self.device == "keys" else pygame.K_DOWN)
        else:
            raise Stuck(f"the focus never reached {getattr(element, 'text', element)!r}: "
                        f"{self.on_screen()}")
        self.key(pygame.K_RETURN, "\r")

    def press(self, dialog: DialogScene, element: UIElement) -> None:
        """Click the button when it is in view; one scrolled out of its list is reached with
        Tab and pressed with Enter, as on a keyboard."""
        scroll = getattr(dialog, "_scroll", None)
        if self.device != "mouse":
            self.reach(element)
            return
        if (scroll is None or element not in scroll.members
                or scroll.box.rect.contains(element.rect)):
            self.click(element)
            return
        for _ in range(len(buttons_of(dialog)) + 2):
            if dialog.focused is element:
                break
            self.key(pygame.K_TAB)
        self.key(pygame.K_RETURN, "\r")

    def screenshot(self, what: str) -> None:
        self.shots += 1
        self.app.screenshot(self.out / f"{self.shots:04d}-{what}.png")

    # -- what reached the screen ------------------------------------------------------------

    @property
    def seat(self) -> int:
        """The person's seat: the first the table lets him play."""
        table = self.table
        if table is None:
            return 0
        return next((p for p in range(table.game.n) if table.human(p) is not None), 0)

    @property
    def table(self) -> GameScene | None:
        table = self.app.stack.find(GameScene)
        return table if isinstance(table, GameScene) else None

    def observe(self) -> None:
        """New lines of the table's log, then a dialog that opened, into the transcript."""
        if not self.set_up:
            return
        table = self.table
        if table is not None:
            lines = list(table.log.lines)
            for text in lines[len(lines) - new_lines(self.log_seen, lines):]:
                self.transcript.write({"t": "log", "text": text})
            self.log_seen = lines
        top = self.app.stack.top
        if top is self.last_dialog or not isinstance(top, DialogScene):
            return
        self.last_dialog = top
        kind = dialog_kind(top)
        if kind is not None:
            self.transcript.write(dialog_record(top, kind, table.game if table else None))

    def on_screen(self) -> str:
        """What was on screen, in a sentence, for a play-through that could not go on."""
        top = self.app.stack.top
        if isinstance(top, DialogScene):
            shown = ", ".join(f"{o.label}{'' if o.enabled else ' (off)'}" for o in offers(top))
            return (f"{type(top).__name__} ({dialog_kind(top) or 'view'}) with buttons [{shown}]"
                    f" and text {' / '.join(top.shown_texts()[:6])!r}")
        table = self.table
        if isinstance(top, GameScene) and table is not None:
            g = table.game
            buttons = {b.text: b.is_enabled for b in (table.roll_button, table.end_button,
                                                       table.property_button, table.trade_button)}
            return (f"the table, round {g.round}, {g.names[g.current]} to play, phase "
                    f"{g.pending!r}, buttons {buttons}, animating: {table.busy}")
        return f"{type(top).__name__ if top is not None else 'nothing'}"

    # -- playing ----------------------------------------------------------------------------

    def title(self) -> TitleScene:
        """The title, once the notices over it are read."""
        self.flow.start_title()
        self.frames(2)
        while isinstance(self.app.stack.top, NoticeScene):
            self.key(pygame.K_RETURN, "\r")
        title = self.app.stack.top
        if not isinstance(title, TitleScene):
            raise Stuck(f"no title screen: {self.on_screen()}")
        return title

    def join(self, address: str, code: str, seats: Sequence[str]) -> None:
        """Title, Join a game, the host's address and the table code typed, then its table."""
        self.click(self.title().buttons[TitleScene.LABELS.index("Join a game")])
        join = self.app.stack.top
        if not isinstance(join, JoinScene):
            raise Stuck(f"Join a game did not open its screen: {self.on_screen()}")
        for text in (address, code):
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
            self.frame()
            self.key(pygame.K_RETURN, "\r")
        deadline = time.monotonic() + JOIN_S
        while self.table is None:
            if not join.connecting or time.monotonic() > deadline:
                raise Stuck(f"the table was not joined: {join.problem}")
            self.app.tick(STEP)  # the table's log is read once the setup is written
            time.sleep(0.005)
        self.saved = True  # the host keeps the game: no save here
        self.joined = True
        self.transcript.write({"t": "setup", "edition": self.table.theme.id,
                               "preset": self.table.game.rules.preset, "seats": list(seats),
                               "players": list(self.table.game.names), "fresh": self.fresh,
                               "chosen": True, "joined": f"{address} {code}",
                               "seat": self.seat})
        self.set_up = True
        self.observe()

    def start(self, seats: Sequence[str], theme: str | None) -> None:
        """Title, New game, the seats and edition chosen on the setup screen, Start."""
        self.click(self.title().button_new)
        setup = self.app.stack.top
        if not isinstance(setup, SetupScene):
            raise Stuck(f"New game did not open the setup screen: {self.on_screen()}")
        if theme is not None:
            if theme not in setup.theme_ids:
                raise Stuck(f"no edition {theme!r} on the setup screen: {setup.theme_ids}")
            self.click(setup.theme_buttons[setup.theme_ids.index(theme)])
        while len(setup.seats) < len(seats):
            self.click(setup.button_add)
        while len(setup.seats) > len(seats):
            self.click(setup.remove_buttons[-1])
        for i, level in enumerate(seats):
            for _ in range(len(KIND_LABELS)):
                if setup.kind_buttons[i].text == KIND_LABELS[level]:
                    break
                self.click(setup.kind_buttons[i])
            if setup.kind_buttons[i].text != KIND_LABELS[level]:
                raise Stuck(f"seat {i + 1} could not be set to {level}")
        self.screenshot("setup")
        self.transcript.write({"t": "setup", "edition": setup.theme.id, "preset": setup.preset,
                               "seats": list(seats), "players": [s.name for s in setup.seats],
                               "fresh": self.fresh, "chosen": theme is not None,
                               "text_size": text_size()})
        self.set_up = True
        self.click(setup.button_start)
        if self.table is None:
            raise Stuck(f"Start did not put a game on the table: {self.on_screen()}")

    def play(self, turns: int) -> None:
        """The person's decisions until he has played ``turns`` turns or the game is over."""
        while not self.ended:
            if self.turn_frames > self.frame_cap:
                raise Stuck(f"{self.frame_cap} frames in turn {self.turns + 1} of the person: "
                            f"{self.on_screen()}")
            self.decide(turns)

    def decide(self, turns: int) -> None:
        """One look at the screen: a decision taken, or a frame waited."""
        top, table = self.app.stack.top, self.table
        if table is None:
            raise Stuck(f"the table is gone: {self.on_screen()}")
        game = table.game
        if isinstance(top, GameOverScene):
            self.frames(2)  # its widgets are drawn once its manager has updated
            self.screenshot("end")
            self.finish(game, "game over")
            return
        if game.over:  # what ended it is shown first, then the result
            self.out_frames += 1
            if self.out_frames > OUT_FRAMES:
                raise Stuck(f"the game is over and its result is not shown: {self.on_screen()}")
        elif not game.active[self.seat] and not isinstance(top, KnockedOutDialog):
            # the last person out is told so: on this screen, once the table has shown what
            # put him out; another person on another screen plays on
            if self.joined or any(game.active[p] for p in self.people if p != self.seat):
                self.screenshot("end")
                self.finish(game, "the person is out")
                return
            if self.out_frames > OUT_FRAMES:
                raise Stuck(f"the person is out and was not told so: {self.on_screen()}")
            self.out_frames += 1
            self.frame()
            return
        if isinstance(top, NoticeScene):
            self.screenshot("notice")
            self.key(pygame.K_RETURN, "\r")
        elif isinstance(top, DialogScene):
            self.in_dialog(top)
        elif top is table:
            self.at_table(table, turns)
        else:
            raise Stuck(f"an unexpected screen: {self.on_screen()}")

    def in_dialog(self, dialog: DialogScene) -> None:
        self.frame()  # a dialog's widgets are drawn once its manager has updated
        offered = offers(dialog)
        count = self.presses.get(id(dialog), 0)
        kind = dialog_kind(dialog)
        if kind is not None:
            chosen = self.person.answer(kind, dialog, offered)
        elif isinstance(dialog, ManageView):
            chosen = self.person.manage(dialog, offered, self.visited)
        elif isinstance(dialog, TradeBuilder):
            others = [p for p in self.people if p != self.seat]
            chosen = self.person.trade(dialog, offered, count, others)
        else:
            raise Stuck(f"an unknown dialog: {self.on_screen()}")
        if count > 40:  # the same view kept refusing: Enter, its default, then Escape
            chosen = None
        self.presses[id(dialog)] = count + 1
        self.screenshot(kind or type(dialog).__name__.lower())
        if chosen is None:
            self.key(pygame.K_RETURN if count <= 44 else pygame.K_ESCAPE)
        else:
            self.press(dialog, chosen.element)
        if self.app.stack.top is not dialog:
            self.visited.clear()

    def at_table(self, table: GameScene, turns: int) -> None:
        """Claim rent, build or trade now and then, roll, end the turn; else wait a frame."""
        claim = table.claim_button
        if claim is not None and claim.visible and claim.is_enabled:
            self.screenshot("claim")
            self.click(claim)
            return
        roll, end = table.roll_button.is_enabled, table.end_button.is_enabled
        if not (roll or end):
            self.frame()
            return
        if self.trade_wish is None:
            self.trade_wish = self.person.chance(0.15)
        if self.trade_wish and table.trade_button.is_enabled:
            self.trade_wish = False
            self.screenshot("trade")
            self.click(table.trade_button)
            return
        if (end and not self.built and table.property_button.is_enabled
                and can_build(table.game, self.seat)):
            self.built = True
            self.screenshot("property")
            self.click(table.property_button)
            return
        if end and not self.saved and self.turns >= turns // 2:
            self.saved = True
            self.save()
            return
        self.screenshot("roll" if roll else "end-turn")
        if roll:
            self.click(table.roll_button)
            return
        self.click(table.end_button)
        self.turns += 1
        self.turn_frames = 0
        self.trade_wish, self.built = None, False
        if self.turns >= turns:
            self.finish(table.game, "turns played")

    def save(self) -> None:
        """Halfway through: the pause menu (Esc), Save game, the name it offers, back to the
        table."""
        self.key(pygame.K_ESCAPE)
        pause = self.app.stack.top
        if not isinstance(pause, PauseScene):
            raise Stuck(f"Esc did not pause the game: {self.on_screen()}")
        self.click(pause.buttons["Save game"])
        naming = self.app.stack.top
        if not isinstance(naming, SaveNameScene):
            raise Stuck(f"Save game did not ask for a name: {self.on_screen()}")
        self.screenshot("save")
        name = naming.text
        self.key(pygame.K_RETURN, "\r")
        if self.app.stack.top is naming:
            raise Stuck(f"the save {name!r} was refused: {naming.problem}")
        self.transcript.write({"t": "save", "name": name, "note": pause.note})
        self.key(pygame.K_ESCAPE)
        if isinstance(self.app.stack.top, (PauseScene, SaveNameScene)):  # a dialog may follow
            raise Stuck(f"Esc did not go back to the table: {self.on_screen()}")

    def finish(self, game: Game, why: str) -> None:
        winners = [game.names[p] for p in game.winners] if game.over else []
        self.ending = {"t": "end", "turns": self.turns, "winner": ", ".join(winners) or None,
                       "why": why}
        self.ended = True

    def stay(self, done: Callable[[], bool]) -> None:
        """The person keeps his seat until ``done()`` (the others at other screens sat down,
        or done with their turns after his): he answers what is put to him, rolls nothing."""
        deadline = time.monotonic() + STAY_S
        while not done():
            if time.monotonic() > deadline:
                raise Stuck(f"the other people were not done in {STAY_S:.0f} s: "
                            f"{self.on_screen()}")
            top, table = self.app.stack.top, self.table
            if table is None or table.game.over or isinstance(top, GameOverScene):
                return
            if isinstance(top, NoticeScene):
                self.key(pygame.K_RETURN, "\r")
            elif isinstance(top, DialogScene):
                self.in_dialog(top)
            else:
                self.frame()
                time.sleep(0.002)  # the others' screens need the machine more than this one

    def leave(self) -> None:
        """The end, written once the person is done at the table."""
        if self.ending is not None:
            self.transcript.write(self.ending)


def new_lines(seen: Sequence[str], lines: Sequence[str]) -> int:
    """How many lines at the end of ``lines`` are new since ``seen`` (a log keeps its last
    lines only: the old ones may have dropped off its front)."""
    for new in range(len(lines) + 1):
        kept = len(lines) - new
        if kept <= len(seen) and list(lines[:kept]) == list(seen[len(seen) - kept:]):
            return new
    return len(lines)


def can_build(game: Game, seat: int) -> bool:
    """The person may put up a building now."""
    return any(isinstance(a, Build) for a in game.legal_actions(seat))


# -- the command line ---------------------------------------------------------------------------

def isolate(root: Path) -> tuple[Path, Path]:
    """Point the per-user folders into ``root``: the settings and saves folders there."""
    for name in XDG:
        os.environ[name] = str(root / name.removeprefix("XDG_").removesuffix("_HOME").lower())
    return root / "data", root / "config"


class Hosted:
    """``python -m game.server`` on a free port of this machine, with the people's seats first;
    stopped when the play-through ends."""

    def __init__(self, seats: Sequence[str], theme: str | None, seed: int, save: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game.server", "--port", "0", "--seed", str(seed),
             "--seats", ",".join("remote" if s == HUMAN else s for s in seats),
             "--theme", theme or "classic",
             "--save", str(save)],
            stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[1])
        assert self.process.stdout is not None
        said = [self.process.stdout.readline() for _ in range(2)]  # code, then the address
        self.code = said[0].removeprefix("table code: ").strip()
        self.address = said[1].removeprefix("listening on ").strip()
        if not self.code or not self.address:
            self.stop()
            raise Stuck(f"the host did not start: {said}")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(JOIN_S)
        if self.process.stdout is not None:
            self.process.stdout.close()


class Joiner:
    """Another person at the table, on a screen of his own: this tool again in a process of
    its own (pygame has one display a process), joined to the same host with its own seed,
    folder and transcript (``DIR/person-N``)."""

    def __init__(self, args: argparse.Namespace, hosted: Hosted, n: int) -> None:
        self.out: Path = args.out / f"person-{n}"
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / "transcript.jsonl").unlink(missing_ok=True)  # one of an earlier run
        command = [sys.executable, str(Path(__file__).resolve()), "--join", hosted.address,
                   "--code", hosted.code, "--seats", args.seats, "--seed", str(args.seed + n - 1),
                   "--turns", str(args.turns), "--out", str(self.out), "--speed", args.speed,
                   "--size", "x".join(map(str, args.size)), "--frame-cap", str(args.frame_cap),
                   "--input", args.input]
        if args.text_size is not None:
            command += ["--text-size", str(args.text_size)]
        self.said = (self.out / "output.txt").open("w", encoding="utf-8")
        self.process = subprocess.Popen(command, stdout=self.said, stderr=subprocess.STDOUT,
                                        cwd=Path(__file__).resolve().parents[1])

    def seated(self) -> bool:
        """He sat down at the table: his transcript has begun."""
        path = self.out / "transcript.jsonl"
        return path.exists() and path.stat().st_size > 0

    def done(self) -> bool:
        return self.process.poll() is not None

    def end(self, wait: float) -> int:
        """Its exit status, once it has played through (or been stopped after ``wait``
        seconds)."""
        try:
            status = self.process.wait(wait)
        except subprocess.TimeoutExpired:
            self.process.terminate()
            status = self.process.wait(JOIN_S)
        self.said.close()
        return status


def run(args: argparse.Namespace) -> int:
    seats = [s.strip() for s in args.seats.split(",")]
    people = [i for i, s in enumerate(seats) if s == HUMAN]
    joined = args.remote or args.join is not None
    if (seats[0] != HUMAN or people != list(range(len(people)))
            or any(s not in AI_KINDS for s in seats[len(people):])
            or (len(people) > 1 and not joined)):
        print(f"--seats: human first (more people with --remote), then a computer level a seat "
              f"({', '.join(AI_KINDS)}); got {args.seats}", file=sys.stderr)
        return 2
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    joiners: list[Joiner] = []
    wait = 0.0  # how long the other people may take once this one is done: none if stuck
    with tempfile.TemporaryDirectory(prefix="playtest-") as temp:
        root = args.data or Path(temp)
        fresh = args.data is None
        data_dir, config_dir = isolate(root)
        settings, warning = load_settings(config_dir)
        settings.animation_speed = AnimationSpeed(args.speed)
        if args.text_size is not None:
            settings.text_size = args.text_size
        app = App(Options(size=args.size, headless=True))
        flow = Flow(app, settings, None, args.seed, data_dir=data_dir, config_dir=config_dir)
        if warning:
            flow.notices.append(("Settings were reset", warning))
        started = time.monotonic()
        with (out / "transcript.jsonl").open("w", encoding="utf-8") as stream:
            transcript = Transcript(stream)
            play = PlayThrough(app, flow, Person(args.seed), transcript, out, fresh=fresh,
                               frame_cap=args.frame_cap, device=args.input, people=people)
            hosted: Hosted | None = None
            try:
                if args.remote:
                    hosted = Hosted(seats, args.theme, args.seed, root / "hosted.json")
                    play.join(hosted.address, hosted.code, seats)
                    joiners = [Joiner(args, hosted, n) for n in range(2, len(people) + 1)]
                    play.stay(lambda: all(j.seated() or j.done() for j in joiners))
                elif args.join is not None:
                    play.join(args.join, args.code or "", seats)
                else:
                    play.start(seats, args.theme)
                play.play(args.turns)
                play.stay(lambda: all(j.done() for j in joiners))
                play.leave()
                wait = STAY_S
            except Stuck as stuck:
                play.screenshot("stuck")
                print(f"playtest: stuck after {play.turns} of the person's turns: {stuck}",
                      file=sys.stderr)
                return 1
            finally:
                flow.close()
                statuses = [j.end(wait) for j in joiners]
                if hosted is not None:
                    hosted.stop()
        print(f"playtest: {play.turns} turns of the person, {len(transcript.records)} "
              f"transcript lines, {play.shots} screenshots in {time.monotonic() - started:.1f} s")
        found = report(check(transcript.records))
    if not joiners:
        return 0
    return together(transcript.records, joiners, statuses, found)


def together(records: list[dict[str, Any]], joiners: Sequence[Joiner], statuses: Sequence[int],
             found: int) -> int:
    """The other people's runs told after the first's, and the trades between the people
    counted from every transcript; 0 only if all played through and nothing was found."""
    every = [records]
    for joiner, status in zip(joiners, statuses):
        said = (joiner.out / "output.txt").read_text(encoding="utf-8").splitlines()
        print(*(f"{joiner.out.name}: {line}" for line in said), sep="\n")
        path = joiner.out / "transcript.jsonl"
        theirs = read_transcript(path) if path.exists() else []
        every.append(theirs)
        found += len(check(theirs))  # told in its own lines above
        if status != 0 or not theirs or theirs[-1].get("t") != "end":
            print(f"playtest: {joiner.out.name} did not play through (exit status {status})")
            found += 1
    proposed, accepted = (sum(len(between(r)[kind]) for r in every)
                          for kind in ("proposed", "accepted"))
    print(f"playtest: trades between the people: {proposed} proposed, {accepted} accepted")
    found += report(unseen(every))
    return 1 if found else 0


def report(findings: Iterable[str]) -> int:
    """Print the checker's findings; how many there were."""
    found = list(findings)
    for line in found:
        print(f"check: {line}")
    print(f"check: {len(found)} finding(s)")
    return len(found)


def size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", default="human,medium",
                        help="human first, then a computer level a seat: easy, medium, hard")
    parser.add_argument("--theme", help="the edition to click on the setup screen (default: "
                        "the one it shows)")
    parser.add_argument("--seed", type=int, default=1, help="the game's and the person's seed")
    parser.add_argument("--turns", type=int, default=10, help="the person's turns to play")
    parser.add_argument("--out", type=Path, default=Path("playtest"))
    parser.add_argument("--speed", choices=[s.value for s in AnimationSpeed], default="instant",
                        help="the animation speed set in the settings")
    parser.add_argument("--data", type=Path, help="the folder for settings and saves "
                        "(default: a fresh one, removed afterwards)")
    parser.add_argument("--size", type=size, default=(1280, 720), help="window, WxH")
    parser.add_argument("--frame-cap", type=int, default=FRAME_CAP,
                        help="frames one of the person's turns may take before giving up")
    parser.add_argument("--input", choices=("mouse", "keys", "pad"), default="mouse",
                        help="how the person presses: clicks, keys only (Tab, Enter) or a game "
                        "controller only (d-pad, A, B): no pointer event at all")
    parser.add_argument("--text-size", type=int, choices=TEXT_SIZES, metavar="PERCENT",
                        help="the text size set in the settings, one of "
                        f"{', '.join(map(str, TEXT_SIZES))} (default: the settings' own)")
    parser.add_argument("--remote", action="store_true",
                        help="play as a client joined to a headless host it starts")
    parser.add_argument("--join", metavar="HOST:PORT",
                        help="play as a person joined to this host's table, which another "
                        "person plays too (--remote with several people starts these)")
    parser.add_argument("--code", help="the table code, with --join")
    parser.add_argument("--check", type=Path, metavar="TRANSCRIPT",
                        help="only check a transcript; exit 1 when it shows a problem")
    args = parser.parse_args(argv)
    if args.check is not None:
        try:
            records = read_transcript(args.check)
        except (OSError, ValueError) as e:  # JSON and decoding errors are ValueErrors
            parser.error(f"cannot read the transcript {args.check}: {e}")
        return 1 if report(check(records)) else 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
