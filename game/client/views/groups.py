"""The color groups as a player sees them: their colors and, with Colour help, a mark each.

With Colour help on, the groups take the theme's ``palette.safe_groups`` (else colors derived
from :data:`SAFE`), which stay apart for protanopia, deuteranopia and tritanopia (see
``vision.py``), and every swatch of a group carries its pattern as well. Every place that
shows a group's color (board bands, deeds, panel chips, the property view, the trade
builder, the game's end) draws it through :meth:`GroupLook.swatch`, so none is missed.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...themes import Theme
from .vision import delta_e

#: One pattern per color group, in the order of the theme's palette groups (then again).
PATTERNS = ("dots", "rows", "columns", "rising", "falling", "grid", "checks", "lattice")

#: Eight colors every pair of which stays at least 24 apart (CIE76) with normal sight and in
#: all three simulated color blindnesses (found by tools/safe_palette.py from Classic's look):
#: a theme without safe_groups of its own takes, for each group, the nearest one still free.
SAFE = ("#733420", "#a8dcf0", "#d43883", "#f08f1c", "#d1260d", "#ffe92c", "#239f51", "#115ea9")


def derived_safe_groups(groups: dict[str, str]) -> dict[str, str]:
    """Each group's nearest color of :data:`SAFE`, the closest matches chosen first (groups
    beyond eight take the set again; their patterns still tell them apart)."""
    return dict(_derived(tuple(groups.items())))


@lru_cache(maxsize=16)
def _derived(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """derived_safe_groups, worked out once per theme's colors (every swatch asks)."""
    groups = dict(items)
    out: dict[str, str] = {}
    ids = list(groups)
    for start in range(0, len(ids), len(SAFE)):
        batch = ids[start:start + len(SAFE)]
        free = list(SAFE)
        pairs = sorted((delta_e(groups[g], c), g, c) for g in batch for c in free)
        for _, g, c in pairs:
            if g not in out and c in free:
                out[g] = c
                free.remove(c)
    return tuple((g, out[g]) for g in ids)


def pattern_of(theme: Theme, group_id: str) -> str | None:
    """The pattern of a color group; None for groups without a color (stations, utilities)."""
    groups = list(theme.palette.groups)
    if group_id not in groups:
        return None
    return PATTERNS[groups.index(group_id) % len(PATTERNS)]


def pattern_ink(fill: pygame.Color) -> pygame.Color:
    """Dark lines on a light color, light lines on a dark one, half see-through."""
    light = 0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b > 140
    return pygame.Color(0, 0, 0, 150) if light else pygame.Color(255, 255, 255, 185)


def draw_pattern(surface: pygame.Surface, rect: pygame.Rect, pattern: str, ink: pygame.Color,
                 pitch: int, radius: int = 0, top_only: bool = False) -> None:
    """``pattern`` in ``ink`` over ``rect`` (its corners rounded by ``radius``, the top ones
    only if ``top_only``), lines ``pitch`` pixels apart (screen-aligned, so a group looks the
    same on every side of the board and on the chips)."""
    w, h = rect.size
    if w <= 0 or h <= 0:
        return
    pitch = max(3, pitch)
    width = max(1, pitch // 3)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    if pattern == "dots":
        for y in range(pitch // 2, h, pitch):
            for x in range(pitch // 2 + (pitch // 2 if (y // pitch) % 2 else 0), w, pitch):
                pygame.draw.circle(layer, ink, (x, y), max(1, pitch // 4))
    if pattern in ("rows", "grid"):
        for y in range(pitch // 2, h, pitch):
            pygame.draw.line(layer, ink, (0, y), (w, y), width)
    if pattern in ("columns", "grid"):
        for x in range(pitch // 2, w, pitch):
            pygame.draw.line(layer, ink, (x, 0), (x, h), width)
    if pattern in ("rising", "lattice"):
        for x in range(-h, w + h, pitch):
            pygame.draw.line(layer, ink, (x, h), (x + h, 0), width)
    if pattern in ("falling", "lattice"):
        for x in range(-h, w + h, pitch):
            pygame.draw.line(layer, ink, (x, 0), (x + h, h), width)
    if pattern == "checks":
        cell = max(2, pitch // 2)
        for y in range(0, h, cell):
            for x in range(0, w, cell):
                if (x // cell + y // cell) % 2:
                    layer.fill(ink, pygame.Rect(x, y, cell, cell))
    if radius:  # nothing outside the rounded corners
        shape = pygame.Surface((w, h), pygame.SRCALPHA)
        low = 0 if top_only else -1
        pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius,
                         border_bottom_left_radius=low, border_bottom_right_radius=low)
        layer.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, rect)


class GroupLook:
    """The colors of a theme's groups, and their patterns while Colour help is on."""

    def __init__(self, theme: Theme, colour_help: bool = False) -> None:
        self.theme = theme
        self.colour_help = colour_help
        groups = dict(theme.palette.groups)
        safe = theme.palette.safe_groups
        self.colors = (safe or derived_safe_groups(groups)) if colour_help else groups

    def color(self, group_id: str, default: str | None = None) -> pygame.Color:
        """The group's color; ``default`` (the theme's muted) for groups without one."""
        return pygame.Color(self.colors.get(group_id, default or self.theme.palette.muted))

    def pattern(self, group_id: str) -> str | None:
        """The group's pattern while Colour help is on; else None."""
        return pattern_of(self.theme, group_id) if self.colour_help else None

    def swatch(self, surface: pygame.Surface, rect: pygame.Rect, group_id: str,
               default: str | None = None, *, hollow: int = 0, radius: int = 0,
               top_only: bool = False, pitch: int | None = None,
               mark: pygame.Rect | None = None) -> pygame.Color:
        """A patch of the group's color over ``rect`` (a frame ``hollow`` pixels wide if
        given; corners rounded by ``radius``, the top ones only if ``top_only``), with its
        pattern on it while Colour help is on (on a hollow patch, in the group's own color),
        over the part ``mark`` of it if given (a strip clear of text written on the patch);
        lines ``pitch`` apart (default: a third of the patch's short side). Returns the color."""
        fill = self.color(group_id, default)
        low = 0 if top_only else -1
        pygame.draw.rect(surface, fill, rect, hollow, border_radius=radius,
                         border_bottom_left_radius=low, border_bottom_right_radius=low)
        pattern = self.pattern(group_id)
        if pattern is not None:
            step = pitch if pitch is not None else min(rect.w, rect.h) // 3
            inner = mark or rect.inflate(-2 * hollow, -2 * hollow)
            ink = fill if hollow else pattern_ink(fill)
            corner = 0 if mark else max(0, radius - hollow)
            draw_pattern(surface, inner, pattern, ink, step, corner, top_only)
        return fill
