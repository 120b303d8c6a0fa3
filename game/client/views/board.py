"""The static board drawn from a theme: 40 spaces, color bands, icons, decks and title.

Drawn once per theme, rules and window size into a surface (supersampled, then smoothed, so
edges are clean at any size) that every game showing that board shares (:func:`shared_board`);
per frame the game scene only blits it and draws what moves on top.
With Colour help on, the bands take the groups' safe colors and patterns (see groups.py).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame

from ...engine import RuleSet
from ...engine.board import Board
from ...engine.edition import SpaceKind
from ...themes import Theme
from ..kit.fonts import draw_lines, fit, fit_line, text_size
from .groups import GroupLook

SUPERSAMPLE = 2
BOARDS_KEPT = 4  # drawn boards kept for the next game (each theme at a window size or two)
CORNER = 0.13  # share of the board's side taken by a corner square
JAIL_STRIP = 0.26  # share of the jail corner's side taken by the visitors' strip


class BoardGeometry:
    """Where each space is on a square board of ``size`` pixels (GO at the bottom right)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.corner = round(size * CORNER)
        self.unit = (size - 2 * self.corner) / 9

    def rect(self, i: int) -> pygame.Rect:
        s, c, u = self.size, self.corner, self.unit
        side, k = divmod(i, 10)
        if k == 0:
            return pygame.Rect([(s - c, s - c), (0, s - c), (0, 0), (s - c, 0)][side], (c, c))
        if side == 0:
            a, b = round(s - c - k * u), round(s - c - (k - 1) * u)
            return pygame.Rect(a, s - c, b - a, c)
        if side == 1:
            a, b = round(s - c - k * u), round(s - c - (k - 1) * u)
            return pygame.Rect(0, a, c, b - a)
        if side == 2:
            a, b = round(c + (k - 1) * u), round(c + k * u)
            return pygame.Rect(a, 0, b - a, c)
        a, b = round(c + (k - 1) * u), round(c + k * u)
        return pygame.Rect(s - c, a, c, b - a)

    @staticmethod
    def side(i: int) -> str:
        """'corner', or the board edge a space lies on."""
        if i % 10 == 0:
            return "corner"
        return ("bottom", "left", "top", "right")[i // 10]

    def band(self, i: int) -> pygame.Rect:
        """The color band of a street: along the edge that faces the middle of the board."""
        r = self.rect(i)
        depth = round(self.corner * 0.22)
        side = self.side(i)
        if side == "bottom":
            return pygame.Rect(r.x, r.y, r.w, depth)
        if side == "top":
            return pygame.Rect(r.x, r.bottom - depth, r.w, depth)
        if side == "left":
            return pygame.Rect(r.right - depth, r.y, depth, r.h)
        return pygame.Rect(r.x, r.y, depth, r.h)

    def body(self, i: int) -> pygame.Rect:
        """The part of a space outside its color band, where its name and price go."""
        r = self.rect(i)
        if self.side(i) == "corner":
            return r
        b = self.band(i)
        side = self.side(i)
        if side == "bottom":
            return pygame.Rect(r.x, b.bottom, r.w, r.bottom - b.bottom)
        if side == "top":
            return pygame.Rect(r.x, r.y, r.w, b.y - r.y)
        if side == "left":
            return pygame.Rect(r.x, r.y, b.x - r.x, r.h)
        return pygame.Rect(b.right, r.y, r.right - b.right, r.h)

    def stand(self, i: int, jail: int, jailed: bool = False) -> pygame.Rect:
        """Where tokens stand on space ``i``, hiding no name: below a side space's name; in a
        corner's lower part; at the ``jail``, in its cell for the jailed and on the visitors'
        strip below 'Just' for the others."""
        r = self.rect(i)
        if self.side(i) != "corner":
            body = self.body(i)
            return pygame.Rect(body.x, body.centery, body.w, body.bottom - body.centery)
        if i != jail:
            return pygame.Rect(r.x, r.y + round(r.h * 0.58), r.w, r.h - round(r.h * 0.58))
        strip = round(r.w * JAIL_STRIP)
        if jailed:
            return pygame.Rect(r.x + strip, r.y + round(r.h * 0.2), r.w - strip, round(r.h * 0.3))
        top = r.y + round(r.h * 0.62)
        return pygame.Rect(r.x, top, strip, r.bottom - top)

    @staticmethod
    def spread(area: pygame.Rect, k: int, n: int, size: float) -> tuple[float, float]:
        """The centre of the ``k``th of ``n`` tokens ``size`` wide, side by side along the
        longer side of ``area`` (closer together, overlapping, where they are many)."""
        along, across = (area.w, area.h) if area.w >= area.h else (area.h, area.w)
        step = size * 1.05 if n < 2 else min(size * 1.05, max(0.0, along - size) / (n - 1))
        offset = (k - (n - 1) / 2) * step
        if area.w >= area.h:
            return area.centerx + offset, area.centery
        return area.centerx, area.centery + offset

    @property
    def center(self) -> pygame.Rect:
        c = self.corner
        return pygame.Rect(c, c, self.size - 2 * c, self.size - 2 * c)

    def deck_rect(self, deck: str) -> pygame.Rect:
        """Where a deck lies in the middle of the board."""
        mid = self.center
        w, h = round(mid.w * 0.27), round(mid.w * 0.18)
        if deck == "chance":
            return pygame.Rect(mid.x + round(mid.w * 0.1), mid.y + round(mid.h * 0.1), w, h)
        return pygame.Rect(mid.right - round(mid.w * 0.1) - w, mid.bottom - round(mid.h * 0.1) - h,
                           w, h)


@lru_cache(maxsize=128)
def svg(path: str, size: int) -> pygame.Surface:
    """An SVG file rasterised at ``size`` pixels square, in the window's pixel format once
    there is a window (the rasteriser's own byte order blits several times slower)."""
    image = pygame.image.load_sized_svg(path, (size, size))
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def icon_path(theme: Theme, slot: str) -> str | None:
    name = getattr(theme.icons, slot, None)
    if not name:
        return None
    path = theme.path(name)
    return str(path) if Path(path).is_file() else None


def _color(hex_color: str) -> pygame.Color:
    return pygame.Color(hex_color)


_ICON_SLOT = {
    SpaceKind.RAILROAD: "railroad", SpaceKind.UTILITY: "utility", SpaceKind.TAX: "tax",
    SpaceKind.CHANCE: "chance", SpaceKind.COMMUNITY_CHEST: "community_chest", SpaceKind.GO: "go",
    SpaceKind.JAIL: "jail", SpaceKind.FREE_PARKING: "free_parking",
    SpaceKind.GO_TO_JAIL: "go_to_jail",
}


class BoardRenderer:
    """Draws the board of one theme and rule set at any size."""

    def __init__(self, theme: Theme, rules: RuleSet | None = None, markers: bool = False) -> None:
        """``markers``: Colour help, the groups' safe colors and a pattern on each band."""
        self.theme = theme
        self.rules = rules or RuleSet()
        self.markers = markers
        self.groups = GroupLook(theme, markers)
        self.board: Board = theme.edition_spec().board

    def render(self, size: int) -> pygame.Surface:
        big = size * SUPERSAMPLE
        surface = pygame.Surface((big, big))
        self._draw(surface, BoardGeometry(big))
        return pygame.transform.smoothscale(surface, (size, size))

    # -- drawing --------------------------------------------------------------------------

    def _draw(self, surface: pygame.Surface, geo: BoardGeometry) -> None:
        p = self.theme.palette
        surface.fill(_color(p.board))
        pygame.draw.rect(surface, _color(p.center), geo.center)
        line = max(2, geo.size // 400)
        for i in range(self.board.size):
            self._space(surface, geo, i, line)
        pygame.draw.rect(surface, _color(p.line), geo.center, line)
        pygame.draw.rect(surface, _color(p.line), surface.get_rect(), line * 2)
        self._middle(surface, geo)

    def _space(self, surface: pygame.Surface, geo: BoardGeometry, i: int, line: int) -> None:
        p = self.theme.palette
        b = self.board
        rect = geo.rect(i)
        pygame.draw.rect(surface, _color(p.space), rect)
        kind = b.kind[i]
        text_color = _color(p.text)
        muted = _color(p.muted)
        if kind == SpaceKind.STREET:
            group = b.group_ids[b.group_of[i]]
            band = geo.band(i)
            self.groups.swatch(surface, band, group, p.accent, pitch=round(geo.corner * 0.07))
            pygame.draw.rect(surface, _color(p.line), band, line)
        body = geo.body(i).inflate(-geo.unit * 0.1, -geo.unit * 0.08)
        if geo.side(i) == "corner":
            self._corner(surface, geo, i, rect)
        else:
            price = self._price_text(i)
            f, lines = self.name_fit(geo, i)
            draw_lines(surface, lines, f, text_color, body.centerx, body.y)
            pf = fit_line(price, body.w, round(geo.unit * 0.15))
            if kind != SpaceKind.STREET:
                slot = _ICON_SLOT.get(kind)
                top = body.y + len(lines) * f.get_linesize()
                room = body.bottom - top - (max(geo.unit * 0.22, pf.get_linesize()) if price else 0)
                icon_size = max(4, round(min(min(body.w, body.h) * 0.52, room * 0.92)))
                self._icon(surface, slot, pygame.Rect(0, 0, icon_size, icon_size).move(
                    body.centerx - icon_size // 2, round(top + (room - icon_size) / 2)),
                    _color(self._deck_color(kind)))
            if price:
                img = pf.render(price, True, muted)
                surface.blit(img, img.get_rect(midbottom=(body.centerx, body.bottom)))
        pygame.draw.rect(surface, _color(p.line), rect, line)

    def name_fit(self, geo: BoardGeometry, i: int) -> tuple[pygame.font.Font, list[str]]:
        """The font and lines of a side space's name: the theme's board name, in the upper half
        of a street, and in the upper 40% of another space, whose icon takes what it leaves."""
        body = geo.body(i).inflate(-geo.unit * 0.1, -geo.unit * 0.08)
        share = 0.5 if self.board.kind[i] == SpaceKind.STREET else 0.4
        return fit(self.theme.board_name(self.board.names[i]), body.w, round(body.h * share),
                   round(geo.unit * 0.17), bold=True)

    def _deck_color(self, kind: SpaceKind) -> str:
        decks = self.theme.palette.decks
        if kind == SpaceKind.CHANCE:
            return decks.chance
        if kind == SpaceKind.COMMUNITY_CHEST:
            return decks.community_chest
        return self.theme.palette.accent

    def _price_text(self, i: int) -> str:
        b = self.board
        cur = self.theme.currency
        if b.is_property[i]:
            return f"{cur}{b.price[i]}"
        tax = b.tax[i]
        if tax is None:
            return ""
        if tax.percent is not None and self.rules.income_tax_choice:
            return f"{cur}{tax.amount} or {tax.percent}%"
        if tax.percent is None and self.rules.luxury_tax is not None:
            return f"Pay {cur}{self.rules.luxury_tax}"
        return f"Pay {cur}{tax.amount}"

    def _corner(self, surface: pygame.Surface, geo: BoardGeometry, i: int, rect: pygame.Rect) -> None:
        p = self.theme.palette
        b = self.board
        kind = b.kind[i]
        inner = rect.inflate(-rect.w * 0.1, -rect.h * 0.1)
        text = _color(p.text)
        if kind == SpaceKind.JAIL:
            # The cell sits in the inner corner; the outer L-shaped strip is for visitors.
            strip = round(rect.w * JAIL_STRIP)
            cell = pygame.Rect(rect.x + strip, rect.y, rect.w - strip, rect.h - strip)
            pygame.draw.rect(surface, _color(p.highlight).lerp(_color(p.space), 0.55), cell)
            pygame.draw.rect(surface, _color(p.line), cell, max(2, geo.size // 400))
            size = round(cell.w * 0.5)
            self._icon(surface, "jail", pygame.Rect(cell.centerx - size // 2, cell.y + round(cell.h * 0.08),
                                                    size, size), _color(p.accent))
            f, lines = fit(self.theme.board_name(b.names[i]).upper(), cell.w - 8, round(cell.h * 0.3), round(geo.unit * 0.2), bold=True)
            draw_lines(surface, lines, f, text, cell.centerx, cell.bottom - len(lines) * f.get_linesize() - 4)
            vf = fit_line("VISITING", rect.w - strip, round(geo.unit * 0.14), bold=True)
            just = pygame.transform.rotate(vf.render("JUST", True, text), 90)
            surface.blit(just, just.get_rect(center=(rect.x + strip // 2, rect.y + rect.h * 0.4)))
            visiting = vf.render("VISITING", True, text)
            surface.blit(visiting, visiting.get_rect(center=(rect.centerx + strip // 2, rect.bottom - strip // 2)))
            return
        size = round(inner.w * 0.46)
        f, lines = fit(self.theme.board_name(b.names[i]).upper(), inner.w, round(inner.h * 0.32),
                       round(geo.unit * (0.36 if kind == SpaceKind.GO else 0.2)), bold=True)
        if kind == SpaceKind.GO:
            salary = f"Collect {self.theme.currency}{self.board.spec.salary} salary as you pass"
            sf, slines = fit(salary, inner.w, round(inner.h * 0.3), round(geo.unit * 0.14))
            draw_lines(surface, slines, sf, text, inner.centerx, inner.y)
            y = inner.y + len(slines) * sf.get_linesize()
            y = draw_lines(surface, lines, f, _color(p.accent), inner.centerx, y)
            self._icon(surface, "go", pygame.Rect(inner.centerx - size // 2, y, size, size),
                       _color(p.accent))
            return
        draw_lines(surface, lines, f, text, inner.centerx, inner.y)
        top = inner.y + len(lines) * f.get_linesize()
        slot = _ICON_SLOT[kind]
        self._icon(surface, slot, pygame.Rect(inner.centerx - size // 2,
                                              round(top + (inner.bottom - top - size) / 2), size, size),
                   _color(p.accent))

    def _icon(self, surface: pygame.Surface, slot: str | None, rect: pygame.Rect,
              color: pygame.Color) -> None:
        path = icon_path(self.theme, slot) if slot else None
        if path:
            surface.blit(svg(path, rect.w), rect)
            return
        # No art for this slot: a plain badge in the space's accent color.
        pygame.draw.circle(surface, color, rect.center, rect.w // 3)
        pygame.draw.circle(surface, _color(self.theme.palette.line), rect.center, rect.w // 3,
                           max(2, rect.w // 24))

    def _middle(self, surface: pygame.Surface, geo: BoardGeometry) -> None:
        p = self.theme.palette
        mid = geo.center
        title_f, lines = fit(self.theme.title.upper(), round(mid.w * 0.8), round(mid.h * 0.2),
                             round(mid.w * 0.11), bold=True)
        banner_h = len(lines) * title_f.get_linesize() + round(mid.h * 0.04)
        banner = pygame.Rect(mid.x, mid.centery - banner_h // 2, mid.w, banner_h)
        pygame.draw.rect(surface, _color(p.accent), banner)
        pygame.draw.rect(surface, _color(p.line), banner, max(2, geo.size // 400))
        draw_lines(surface, lines, title_f, _color(p.accent_text), banner.centerx,
                   banner.y + round(mid.h * 0.02))
        tag_f, tag = fit(self.theme.tagline, round(mid.w * 0.7), round(mid.h * 0.1),
                         round(mid.w * 0.035))
        draw_lines(surface, tag, tag_f, _color(p.text), mid.centerx, banner.bottom + round(mid.h * 0.02))
        for deck in ("chance", "community_chest"):
            self._deck(surface, geo, deck)

    def _deck(self, surface: pygame.Surface, geo: BoardGeometry, deck: str) -> None:
        p = self.theme.palette
        rect = geo.deck_rect(deck)
        color = _color(getattr(p.decks, deck))
        radius = round(rect.h * 0.12)
        shadow = rect.move(round(rect.h * 0.04), round(rect.h * 0.05))
        pygame.draw.rect(surface, _color(p.line).lerp(_color(p.center), 0.6), shadow, border_radius=radius)
        pygame.draw.rect(surface, color, rect, border_radius=radius)
        pygame.draw.rect(surface, _color(p.line), rect, max(2, geo.size // 400), border_radius=radius)
        size = round(rect.h * 0.56)
        self._icon(surface, deck, pygame.Rect(rect.x + round(rect.h * 0.12), rect.centery - size // 2,
                                              size, size), color)
        name = self.board.deck_names[deck]
        text_box = pygame.Rect(rect.x + size + round(rect.h * 0.2), rect.y, rect.w - size - round(rect.h * 0.3), rect.h)
        f, lines = fit(name.upper(), text_box.w, round(rect.h * 0.8), round(rect.h * 0.2), bold=True)
        draw_lines(surface, lines, f, _color(p.text), text_box.centerx,
                   text_box.centery - len(lines) * f.get_linesize() // 2)


BoardKey = tuple[str, str, bool, int, int]
_BOARDS: OrderedDict[BoardKey, pygame.Surface] = OrderedDict()


def shared_board(theme: Theme, rules: RuleSet, markers: bool, size: int) -> pygame.Surface:
    """The board of ``size`` pixels, drawn once and shared by every game that shows the same
    one (the most recent few are kept); callers only read it."""
    key = (str(theme.folder), rules.model_dump_json(), markers, size, text_size())
    image = _BOARDS.pop(key, None)
    if image is None:
        image = BoardRenderer(theme, rules, markers).render(size)
    _BOARDS[key] = image
    while len(_BOARDS) > BOARDS_KEPT:
        _BOARDS.popitem(last=False)
    return image
