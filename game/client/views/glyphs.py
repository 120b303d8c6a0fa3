"""Buttons drawn as small pictures in the lines the game draws itself: a key as a key cap, a
pad's button as that pad has it (PlayStation's cross, circle, square and triangle in their
colours, Xbox's coloured letters, Nintendo's white ones, shoulders, d-pad, small middle
buttons), sized to the text beside them and in the theme's colours."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...themes import Theme
from ..kit.fonts import face
from ..kit.naming import Name
from ..kit.pad_families import Family
from .look import color, draw_text

Piece = str | Name
#: The shapes of PlayStation's face buttons and their colours, by SDL's place.
SONY_SHAPES = {"a": "#6f9fe8", "b": "#e8646a", "x": "#d98bc8", "y": "#38c6a0"}
#: Xbox's letters and their colours; other pads' letters are white.
XBOX_COLOURS = {"a": "#5cb85c", "b": "#e0533f", "x": "#3f8be0", "y": "#f0b92a"}
#: A Nintendo pad's letter at each of SDL's places (B at the bottom, A at the right).
NINTENDO_LETTERS = {"a": "B", "b": "A", "x": "Y", "y": "X"}
#: What a key's cap says, where pygame's name is too long; arrows are drawn, not written.
KEY_CAPS = {"return": "Enter", "escape": "Esc", "page up": "PgUp", "page down": "PgDn",
            "backspace": "Bksp", "delete": "Del", "insert": "Ins", "space": "Space"}
FACE = ("a", "b", "x", "y")
DPAD = ("up", "down", "left", "right")
_POINTS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
#: The short words on a pad's middle buttons, sticks and shoulders, where the sentence's word
#: is long ('Xbox button', 'Left stick').
_CAPS = {"guide": "\u25cf", "leftstick": "L", "rightstick": "R"}

Colours = tuple[pygame.Color, pygame.Color, pygame.Color, pygame.Color]


def colours(theme: Theme) -> Colours:
    """The theme's colours a glyph is drawn in: face of a key, line, ink, highlight."""
    p = theme.palette
    return color(p.space), color(p.line), color(p.text), color(p.highlight)


def glyph(name: Name, height: int, theme: Theme) -> pygame.Surface:
    """The picture of ``name``'s key or button, ``height`` pixels tall."""
    return _glyph(name, max(10, height), tuple(tuple(c) for c in colours(theme)))


@lru_cache(maxsize=256)
def _glyph(name: Name, h: int, cols: tuple[tuple[int, ...], ...]) -> pygame.Surface:
    face, line, ink, hi = (pygame.Color(*c) for c in cols)
    if name.family is None:
        return _key(name.button, h, face, line, ink)
    if name.button in FACE:
        return _face(name.family, name.button, h, ink, face)
    if name.button in DPAD:
        return _dpad(name.button, h, ink, hi)
    if name.family is Family.NINTENDO and name.button in ("start", "back"):
        return _plus_minus(name.button == "start", h, ink, face)
    text = _CAPS.get(name.button, name.word)
    if name.button in ("leftstick", "rightstick"):
        return _stick(text, h, ink, face)
    return _pill(text, h, ink, face, round(h * 0.78))


def _surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def _label(text: str, size: int, ink: pygame.Color) -> pygame.Surface:
    return face(max(7, size), bold=True).render(text, True, ink)  # sized by the cap, in pixels


def _key(key: str, h: int, face: pygame.Color, line: pygame.Color,
         ink: pygame.Color) -> pygame.Surface:
    """A key cap: a rounded square (wider for a word) with a shadow under it."""
    text = KEY_CAPS.get(key, key.upper() if len(key) == 1 else key.title())
    label = None if key in DPAD else _label(text, round(h * 0.5), ink)
    w = max(h, (label.get_width() if label else 0) + round(h * 0.5))
    out = _surface(w, h)
    lift = max(2, h // 10)
    radius = max(3, h // 5)
    body = pygame.Rect(0, 0, w, h - lift)
    pygame.draw.rect(out, line, body.move(0, lift), border_radius=radius)
    pygame.draw.rect(out, face, body, border_radius=radius)
    pygame.draw.rect(out, line, body, max(1, h // 14), border_radius=radius)
    if label is None:
        _arrow(out, body.center, key, round(h * 0.22), ink)
    else:
        out.blit(label, label.get_rect(center=body.center))
    return out


def _arrow(out: pygame.Surface, centre: tuple[int, int], way: str, r: int,
           ink: pygame.Color) -> None:
    """A solid triangle pointing ``way``."""
    dx, dy = _POINTS[way]
    cx, cy = centre
    tip = (cx + dx * r, cy + dy * r)
    back = (cx - dx * r, cy - dy * r)
    side = (-dy * r, dx * r)
    pygame.draw.polygon(out, ink, [tip, (back[0] + side[0], back[1] + side[1]),
                                   (back[0] - side[0], back[1] - side[1])])


def _face(family: Family, button: str, h: int, dark: pygame.Color,
          light: pygame.Color) -> pygame.Surface:
    """A round face button: PlayStation's shape in its colour, or a letter."""
    out = _surface(h, h)
    c = (h // 2, h // 2)
    pygame.draw.circle(out, dark, c, h // 2)
    if family.sony:
        _shape(out, button, c, round(h * 0.24), pygame.Color(SONY_SHAPES[button]),
               max(2, h // 9))
        return out
    if family is Family.NINTENDO:
        letter, ink = NINTENDO_LETTERS[button], light
    elif family is Family.XBOX:
        letter, ink = button.upper(), pygame.Color(XBOX_COLOURS[button])
    else:
        letter, ink = button.upper(), light
    label = _label(letter, round(h * 0.62), ink)
    out.blit(label, label.get_rect(center=c))
    return out


def _shape(out: pygame.Surface, button: str, c: tuple[int, int], r: int, ink: pygame.Color,
           width: int) -> None:
    """PlayStation's cross, circle, square or triangle, in outline."""
    x, y = c
    if button == "a":
        pygame.draw.line(out, ink, (x - r, y - r), (x + r, y + r), width + 1)
        pygame.draw.line(out, ink, (x - r, y + r), (x + r, y - r), width + 1)
    elif button == "b":
        pygame.draw.circle(out, ink, c, r + 1, width)
    elif button == "x":
        pygame.draw.rect(out, ink, pygame.Rect(x - r, y - r, 2 * r, 2 * r), width)
    else:
        top = (x, y - r - 1)
        dx = round((r + 1) * math.sin(math.radians(60)))
        pygame.draw.polygon(out, ink, [top, (x + dx, y + r // 2 + 1), (x - dx, y + r // 2 + 1)],
                            width)


def _dpad(way: str, h: int, ink: pygame.Color, hi: pygame.Color) -> pygame.Surface:
    """The d-pad's cross with the arm pressed in the highlight colour."""
    out = _surface(h, h)
    arm = max(4, round(h * 0.34))
    c = h // 2
    across = pygame.Rect(0, c - arm // 2, h, arm)
    down = pygame.Rect(c - arm // 2, 0, arm, h)
    radius = max(1, arm // 4)
    pygame.draw.rect(out, ink, across, border_radius=radius)
    pygame.draw.rect(out, ink, down, border_radius=radius)
    dx, dy = _POINTS[way]
    half = (h - arm) // 2
    pressed = pygame.Rect(0, 0, half if dx else arm, half if dy else arm)
    pressed.center = (c + dx * (arm + half) // 2, c + dy * (arm + half) // 2)
    pygame.draw.rect(out, hi, pressed.inflate(-2, -2), border_radius=radius)
    return out


def _plus_minus(plus: bool, h: int, dark: pygame.Color, light: pygame.Color) -> pygame.Surface:
    """A Nintendo pad's small round + or - button."""
    d = round(h * 0.8)
    out = _surface(d, h)
    c = (d // 2, h // 2)
    pygame.draw.circle(out, dark, c, d // 2)
    r, w = round(d * 0.26), max(2, d // 8)
    pygame.draw.line(out, light, (c[0] - r, c[1]), (c[0] + r, c[1]), w)
    if plus:
        pygame.draw.line(out, light, (c[0], c[1] - r), (c[0], c[1] + r), w)
    return out


def _stick(text: str, h: int, dark: pygame.Color, light: pygame.Color) -> pygame.Surface:
    """A stick pressed in: a ring with its letter."""
    out = _surface(h, h)
    c = (h // 2, h // 2)
    pygame.draw.circle(out, light, c, h // 2)
    pygame.draw.circle(out, dark, c, h // 2, max(2, h // 8))
    label = _label(text, round(h * 0.5), dark)
    out.blit(label, label.get_rect(center=c))
    return out


def _pill(text: str, h: int, dark: pygame.Color, light: pygame.Color,
          tall: int) -> pygame.Surface:
    """A shoulder or middle button: a dark pill with its name."""
    label = _label(text, round(tall * 0.6), light)
    w = max(round(h * 1.2), label.get_width() + round(tall * 0.7))
    out = _surface(w, h)
    body = pygame.Rect(0, (h - tall) // 2, w, tall)
    pygame.draw.rect(out, dark, body, border_radius=tall // 2)
    out.blit(label, label.get_rect(center=body.center))
    return out


# -- lines of text with buttons in them --------------------------------------------------------

def _images(pieces: list[Piece], f: pygame.font.Font, ink: pygame.Color,
            theme: Theme) -> list[pygame.Surface]:
    h = f.get_height()
    return [f.render(p, True, ink) if isinstance(p, str) else glyph(p, round(h * 1.05), theme)
            for p in pieces if p]


def line_image(pieces: list[Piece], f: pygame.font.Font, ink: pygame.Color | str,
               theme: Theme, max_width: int | None = None) -> pygame.Surface:
    """One line: its text runs, and its buttons as glyphs, centred on the line; narrowed to
    ``max_width`` if it would not fit."""
    col = color(ink) if isinstance(ink, str) else ink
    images = _images(pieces, f, col, theme)
    gap = max(2, f.get_height() // 8)
    w = sum(i.get_width() for i in images) + gap * sum(1 for p in pieces if isinstance(p, Name))
    h = max([f.get_linesize(), *(i.get_height() for i in images)])
    out = _surface(max(1, w), h)
    x = 0
    for piece, image in zip([p for p in pieces if p], images):
        if isinstance(piece, Name):
            x += gap // 2
        out.blit(image, image.get_rect(midleft=(x, h // 2)))
        x += image.get_width() + (gap - gap // 2 if isinstance(piece, Name) else 0)
    if max_width is not None and out.get_width() > max_width > 0:
        scale = max_width / out.get_width()
        out = pygame.transform.smoothscale(out, (max_width, max(1, round(h * scale))))
    return out


def draw_line(surface: pygame.Surface, pieces: list[Piece], f: pygame.font.Font,
              ink: pygame.Color | str, theme: Theme, pos: tuple[int, int],
              anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """A line with glyphs at an anchor point; narrowed to ``max_width`` if it would not fit
    (a line of text alone is cut short with an ellipsis instead, as :func:`draw_text` does)."""
    if all(isinstance(p, str) for p in pieces):
        return draw_text(surface, "".join(str(p) for p in pieces), f, ink, pos, anchor, max_width)
    image = line_image(pieces, f, ink, theme, max_width)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def piece_width(piece: Piece, f: pygame.font.Font, theme: Theme) -> int:
    if isinstance(piece, str):
        return f.size(piece)[0]
    return glyph(piece, round(f.get_height() * 1.05), theme).get_width() + max(2, f.get_height() // 8)


def wrap_line(pieces: list[Piece], f: pygame.font.Font, width: int,
              theme: Theme) -> list[list[Piece]]:
    """Break a sentence with buttons into lines no wider than ``width`` (a button goes with the
    word after it only if there is room)."""
    words: list[Piece] = []
    for piece in pieces:
        if isinstance(piece, Name):
            words.append(piece)
            continue
        for i, part in enumerate(piece.split(" ")):
            words.append(part if i == 0 else " " + part)
    lines: list[list[Piece]] = [[]]
    used = 0
    for word in words:
        w = piece_width(word, f, theme)
        if lines[-1] and used + w > width:
            if isinstance(word, str):
                word = word.lstrip()
                w = piece_width(word, f, theme)
            lines.append([])
            used = 0
        if word:
            lines[-1].append(word)
            used += w
    return [_joined(line) for line in lines]


def _joined(line: list[Piece]) -> list[Piece]:
    """Neighbouring text runs as one."""
    out: list[Piece] = []
    for piece in line:
        if isinstance(piece, str) and out and isinstance(out[-1], str):
            out[-1] += piece
        else:
            out.append(piece)
    return out
