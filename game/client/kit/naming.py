"""How the screens name a button to the person: by what he last played with.

A sentence that names a button is written once, with the action in braces ('{press} to
confirm'); :class:`Naming` fills it in with the key that does the action on the keyboard, or
with the button of the pad last used, in that pad's family's words ('Enter', 'A', 'Cross').
Text boxes take the words (:meth:`Naming.say`); text the game draws itself takes the pieces
(:meth:`Naming.pieces`) and draws each button as its glyph (:mod:`game.client.views.glyphs`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .pad_families import WORDS, Family
from .pad_names import ACTIONS, DEFAULT_BINDING, DEFAULT_KEYS, key_word

_FIELD = re.compile(r"\{(\w+)\}")
#: What a sentence says for an action no key or button does.
UNBOUND = "none"


@dataclass(frozen=True)
class Name:
    """One action's button: the word a sentence says, and what the glyph draws."""

    word: str
    #: The pad's button in SDL's layout ('a', 'leftshoulder'), or pygame's name of the key.
    button: str
    #: The pad's family; None for a key of the keyboard.
    family: Family | None = None


@dataclass(frozen=True)
class Naming:
    """The names of the actions' buttons at one moment (compared to see when they change)."""

    #: The family of the pad last used; None when the keyboard (or a pointer) was.
    family: Family | None = None
    #: Each action's button on a pad, and its key on the keyboard.
    buttons: tuple[tuple[str, str], ...] = tuple(DEFAULT_BINDING.items())
    keys: tuple[tuple[str, str], ...] = tuple(DEFAULT_KEYS.items())

    @property
    def pad(self) -> bool:
        return self.family is not None

    def of(self, action: str) -> Name:
        """The button or key that does ``action`` (its button '' when it has none)."""
        if self.family is not None:
            button = dict(self.buttons)[action]
            return Name(WORDS[self.family][button] if button else UNBOUND, button, self.family)
        key = dict(self.keys)[action]
        return Name(key_word(key) if key else UNBOUND, key)

    def bound(self, action: str) -> bool:
        """Whether a button (or key) does ``action``."""
        return self.of(action).button != ""

    def pieces(self, template: str) -> list[str | Name]:
        """The sentence in runs of text and the buttons between them; braces round anything
        but an action are text."""
        out: list[str | Name] = []
        at = 0
        for found in _FIELD.finditer(template):
            if found.group(1) not in ACTIONS:
                continue
            if found.start() > at:
                out.append(template[at:found.start()])
            name = self.of(found.group(1))
            out.append(name if name.button else name.word)
            at = found.end()
        if at < len(template):
            out.append(template[at:])
        return out

    def say(self, template: str) -> str:
        """The sentence in words, for a text box."""
        return "".join(p if isinstance(p, str) else p.word for p in self.pieces(template))


#: The keyboard's names out of the box: what a scene says before it knows better.
KEYS = Naming()
