"""A property's title deed as a card in the theme's palette: rents, costs, owner, buildings.

Drawn once per state of the property (owner, buildings, mortgage) and kept; shown beside the
pointer when it rests on a space, or pinned by a click, and always kept on screen.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import Game
from ...engine.edition import SpaceKind
from ...themes import Theme
from .board import icon_path, svg
from .groups import GroupLook
from .words import Words
from ..kit.fonts import clip, face, fit, font, scaled, wrap
from .look import PLAYER_COLORS


@dataclass(frozen=True)
class Line:
    """One row of a deed: a label, its figure, and whether it is what applies now."""

    label: str
    value: str = ""
    now: bool = False
    rule: bool = False  # a thin divider instead of text
    heading: bool = False  # a muted line of its own, wrapped when long


def article(word: str) -> str:
    """'a hotel', 'an inn'."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def deed_lines(theme: Theme, game: Game, s: int) -> list[Line]:
    """What the deed says, in the theme's words, with the row that applies now marked."""
    w = Words(theme, game)
    b, t = game.board, game.t
    owner, level = game.owner[s], game.level[s]
    kind = b.kind[s]
    lines = [Line("Price", w.money(b.price[s])), Line("", rule=True)]
    held = sum(1 for m in b.group_members[s] if owner >= 0 and game.owner[m] == owner)
    if kind is SpaceKind.STREET:
        rents = t.lot_rent[s]
        whole = owner >= 0 and held == len(b.group_members[s])
        lines.append(Line("Rent", w.money(rents[0]), owner >= 0 and level == 0 and not whole))
        lines.append(Line(f"Whole group, no {w.building('house', 2)}", w.money(rents[0] * 2),
                          owner >= 0 and level == 0 and whole))
        for k in range(1, game.hotel_level):
            lines.append(Line(f"With {k} {w.building('house', k)}", w.money(rents[k]), level == k))
        lines.append(Line(f"With {article(w.building('hotel'))}", w.money(rents[-1]),
                          level == game.hotel_level))
        lines.append(Line("", rule=True))
        cost = b.house_cost[s]
        lines.append(Line(f"{w.building('house').capitalize()} cost", f"{w.money(cost)} each"))
        houses = game.hotel_level - 1
        lines.append(Line(f"{w.building('hotel').capitalize()} cost",
                          f"{w.money(cost)} + {houses} {w.building('house', houses)}"))
    elif kind is SpaceKind.RAILROAD:
        lines.append(Line(f"Rent by {w.kind(s, plural=True)} owned", heading=True))
        for k, rent in enumerate(b.railroad_rents, start=1):
            lines.append(Line(f"{k} owned", w.money(rent), held == k))
    else:
        lines.append(Line(f"Rent by {w.kind(s, plural=True)} owned", heading=True))
        for k, times in enumerate(b.utility_multipliers, start=1):
            lines.append(Line(f"{k} owned", f"{times} \u00d7 the dice", held == k))
    lines.append(Line("", rule=True))
    lines.append(Line("Mortgage value", w.money(b.mortgage[s])))
    if owner < 0:
        lines.append(Line("Owner", "the Bank"))
    else:
        lines.append(Line("Owner", game.names[owner]))
        if kind is SpaceKind.STREET:
            lines.append(Line("Buildings", w.buildings_on(s)))
        if game.mortgaged[s]:
            lines.append(Line("Mortgaged: lift for", w.money(t.lift_cost[s]), True))
    return lines


def ink_on(color: pygame.Color, light: pygame.Color, dark: pygame.Color) -> pygame.Color:
    """Whichever of two text colors reads better on ``color``."""
    lum = 0.299 * color.r + 0.587 * color.g + 0.114 * color.b
    return dark if lum > 150 else light


def draw_header(surface: pygame.Surface, rect: pygame.Rect, look: GroupLook, game: Game, s: int,
                radius: int, foot: int) -> pygame.Color:
    """A deed's header band, its top corners rounded: a street's group swatch (with Colour
    help, its pattern along the band's ``foot`` pixels under the name); railroads and
    utilities take the line color. Returns the color."""
    b = game.board
    return look.swatch(surface, rect, b.group_ids[b.group_of[s]], look.theme.palette.line,
                       radius=radius, top_only=True, pitch=max(5, foot // 2),
                       mark=pygame.Rect(rect.x, rect.bottom - foot, rect.w, foot))


def render_deed(theme: Theme, game: Game, s: int, width: int,
                colour_help: bool = False) -> pygame.Surface:
    """The deed of property ``s``, ``width`` pixels wide and as tall as its rows need;
    ``colour_help``: Colour help (see groups.py)."""
    p = theme.palette
    text, muted = pygame.Color(p.text), pygame.Color(p.muted)
    face, line = pygame.Color(p.space), pygame.Color(p.line)
    lines = deed_lines(theme, game, s)
    pad = max(8, width // 18)
    inner = width - 2 * pad
    body, bold = _row_fonts(lines, max(11, width // 19), inner - pad // 2)
    step = body.get_linesize()
    art = _icon(theme, game, s)
    icon = round(step * 1.9) if art else 0
    small = font(max(9, width // 26), bold=True)
    head_f, head = fit(game.board.names[s].upper(), inner - (icon + pad // 2 if icon else 0),
                       step * 3, max(13, width // 13), bold=True)
    band_h = pad + max(icon, small.get_linesize() + len(head) * head_f.get_linesize()) + pad
    heads = {i: wrap(ln.label, bold, inner) for i, ln in enumerate(lines) if ln.heading}
    rule_h = max(3, step // 2)
    rows_h = sum(rule_h if ln.rule else step * len(heads.get(i, [""])) for i, ln in enumerate(lines))
    height = band_h + pad + rows_h + pad
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(6, width // 24)
    pygame.draw.rect(out, face, out.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, width, band_h)
    colour = draw_header(out, band, GroupLook(theme, colour_help), game, s, radius, pad)
    on_band = ink_on(colour, face, text)
    left = pad + (icon + pad // 2 if icon else 0)
    mid_x = left + (width - pad - left) // 2
    y = (band_h - small.get_linesize() - len(head) * head_f.get_linesize()) // 2
    img = small.render("TITLE DEED", True, on_band)
    out.blit(img, img.get_rect(midtop=(mid_x, y)))
    y += small.get_linesize()
    for row in head:
        img = head_f.render(row, True, on_band)
        out.blit(img, img.get_rect(midtop=(mid_x, y)))
        y += head_f.get_linesize()
    if art is not None:
        disc = pygame.Rect(pad, (band_h - icon) // 2, icon, icon)
        pygame.draw.circle(out, face, disc.center, icon // 2)
        picture = svg(art, round(icon * 0.72))
        out.blit(picture, picture.get_rect(center=disc.center))
    pygame.draw.line(out, line, (0, band.bottom), (width, band.bottom), max(1, width // 150))
    y = band.bottom + pad
    mark = pygame.Color(p.highlight).lerp(face, 0.45)
    for i, ln in enumerate(lines):
        if ln.rule:
            mid = y + rule_h // 2
            pygame.draw.line(out, muted.lerp(face, 0.5), (pad, mid), (width - pad, mid))
            y += rule_h
            continue
        if ln.heading:
            for row in heads[i]:
                out.blit(bold.render(row, True, muted), (pad, y))
                y += step
            continue
        if ln.now:
            pygame.draw.rect(out, mark, pygame.Rect(pad // 2, y, width - pad, step), border_radius=step // 4)
        value = bold.render(ln.value, True, text)
        f = bold if ln.now else body
        label = clip(ln.label, f, inner - value.get_width() - pad // 2)
        out.blit(f.render(label, True, text if ln.now else muted), (pad, y))
        out.blit(value, (width - pad - value.get_width(), y))
        if ln.label == "Owner" and game.owner[s] >= 0:
            chip = step // 2
            pygame.draw.circle(out, pygame.Color(PLAYER_COLORS[game.owner[s] % 8]),
                               (width - pad - value.get_width() - chip, y + step // 2), chip // 2 + 1)
        y += step
    finish_card(out, theme, game.mortgaged[s], 40, radius)
    return out


def _row_fonts(lines: list[Line], size: int, room: int) -> tuple[pygame.font.Font, pygame.font.Font]:
    """The rows' plain and bold fonts: ``size`` at the player's text size, made smaller (never
    below ``size`` pixels) where a row's label and value would not fit ``room`` side by side."""
    px = scaled(size)
    while True:
        bold = face(px, bold=True)
        widest = max((bold.size(ln.label)[0] + bold.size(ln.value)[0] for ln in lines
                      if not ln.rule and not ln.heading), default=0)
        if widest <= room or px <= size:
            return face(px), bold
        px -= 1


def finish_card(out: pygame.Surface, theme: Theme, mortgaged: bool, veil_alpha: int,
                radius: int) -> None:
    """A card's last touches: the mortgaged color over it (``veil_alpha`` strong) when the
    deed is mortgaged, and its border."""
    pal = theme.palette
    if mortgaged:
        veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        veil.fill((*pygame.Color(pal.mortgaged)[:3], veil_alpha))
        out.blit(veil, (0, 0))
    pygame.draw.rect(out, pygame.Color(pal.line), out.get_rect(), max(2, out.get_width() // 110),
                     border_radius=radius)


def _icon(theme: Theme, game: Game, s: int) -> str | None:
    kind = game.board.kind[s]
    if kind is SpaceKind.RAILROAD:
        return icon_path(theme, "railroad")
    if kind is SpaceKind.UTILITY:
        return icon_path(theme, "utility")
    return None


def place_near(size: tuple[int, int], pointer: tuple[int, int], screen: pygame.Rect,
               gap: int = 18) -> pygame.Rect:
    """Where a card of ``size`` goes beside the pointer: right and below if it fits, else
    mirrored, and always inside ``screen``."""
    w, h = size
    x, y = pointer
    rect = pygame.Rect(x + gap, y + gap, w, h)
    if rect.right > screen.right:
        rect.right = x - gap
    if rect.bottom > screen.bottom:
        rect.bottom = y - gap
    return rect.clamp(screen)


class DeedCache:
    """Deeds by property state, so a deed is drawn once until its property changes."""

    def __init__(self, theme: Theme, colour_help: bool = False) -> None:
        """``colour_help``: Colour help (see groups.py); it may be switched at any time."""
        self.theme = theme
        self.colour_help = colour_help
        self._cards: dict[tuple[int, ...], pygame.Surface] = {}

    def get(self, game: Game, s: int, width: int) -> pygame.Surface:
        b = game.board
        held = tuple(game.owner[m] for m in b.group_members[s])
        key = (s, width, game.owner[s], game.level[s], int(game.mortgaged[s]), game.hotel_level,
               int(self.colour_help), *held)
        card = self._cards.get(key)
        if card is None:
            if len(self._cards) > 64:
                self._cards.clear()
            card = self._cards[key] = render_deed(self.theme, game, s, width,
                                                        self.colour_help)
        return card
