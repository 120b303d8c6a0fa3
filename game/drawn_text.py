"""Text the game draws as it was read or typed (players' names, a theme's words): one rule for
every file and box it comes from, so that no name can stop a frame.

pygame's fonts, and pygame-gui's, which are pygame's, raise on a NUL, on a lone surrogate and
on a text with nothing to draw (a zero-width space, a byte-order mark). The rule refuses every
control character, surrogate, line or paragraph separator and format character (bidi controls,
soft hyphen, byte-order mark, zero-width space, tags), and a text in which nothing can be seen.
Zero-width joiner and non-joiner are kept between two characters that are drawn: emoji
sequences and scripts such as Persian and the Indic ones are written with them.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

#: Zero-width joiner and non-joiner: allowed only between two characters that are drawn.
JOINERS = frozenset("\u200c\u200d")
#: Letters and symbols that draw as blank space (Hangul fillers, braille blank): allowed, but
#: a text of them alone shows nothing.
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: What pygame cannot take at all: the guard of the drawing functions leaves it out.
_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")
_KINDS = {"Cc": "a control character", "Cs": "half of a surrogate pair",
          "Zl": "a line separator", "Zp": "a paragraph separator",
          "Cf": "an invisible formatting character"}


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"


def _visible(char: str) -> bool:
    """Something is seen where the character is drawn: a letter, digit, mark of punctuation or
    symbol (or a private or unknown one, drawn as a box); not a space, mark or format alone."""
    category = unicodedata.category(char)
    return (category[0] in "LNPS" or category in ("Co", "Cn")) and char not in BLANKS


def text_problem(text: str) -> str | None:
    """Why ``text`` cannot be drawn as it is ("expected ..."), or None when it can."""
    for i, char in enumerate(text):
        category = unicodedata.category(char)
        if char in JOINERS:
            before, after = text[i - 1:i], text[i + 1:i + 2]
            if not all(n and n not in JOINERS and not unicodedata.category(n).startswith("Z")
                       for n in (before, after)):
                return (f"expected {_code(char)} (a zero-width joiner) only between two "
                        f"characters, not at character {i + 1}")
        elif category in _KINDS:
            return (f"expected text that can be drawn, without {_KINDS[category]} "
                    f"({_code(char)} at character {i + 1})")
    if not any(_visible(char) for char in text):
        return "expected something to see, not only spaces or invisible characters"
    return None


def never_drawn(char: str) -> bool:
    """A character no text that can be drawn holds, wherever it stands (for boxes that type)."""
    return char not in JOINERS and unicodedata.category(char) in _KINDS


def drawn(value: str) -> str:
    """The pydantic check of a field whose text is drawn (after its length is checked)."""
    problem = text_problem(value)
    if problem is not None:
        raise PydanticCustomError("drawn_text", "{problem}", {"problem": problem})
    return value


#: A string field whose text is drawn: refused, with the field named, unless it can be.
DrawnText = Annotated[str, AfterValidator(drawn)]


def drawable(text: str) -> str:
    """``text`` without what pygame refuses to draw (NUL, lone surrogates)."""
    return _UNDRAWABLE.sub("", text)


#: The longest name a player plays under: what a seat's panel has room for.
NAME_LENGTH = 16


def name_problem(name: str) -> str | None:
    """Why ``name`` (spaces around it left out) cannot be a player's name, else None."""
    name = name.strip()
    if not name:
        return "a player's name cannot be empty"
    if len(name) > NAME_LENGTH:
        return f"a player's name has at most {NAME_LENGTH} characters"
    problem = text_problem(name)
    return None if problem is None else f"the name cannot be shown: {problem}"
