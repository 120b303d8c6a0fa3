"""A compact title deed for the manage view: the deed's colored band and name, the buildings
standing on it, the rent that applies now, and its mortgage; the full deed shows on hover."""

from __future__ import annotations

import pygame

from ...engine import Game
from ...engine.edition import SpaceKind
from ...themes import Theme
from ..views.board import icon_path, svg
from ..views.deed import deed_lines, draw_header, finish_card, ink_on
from ..views.groups import GroupLook
from ..kit import fonts
from ..kit.fonts import clip, fit
from ..views.words import Words


def card_texts(theme: Theme, game: Game, s: int) -> tuple[str, str, str, str]:
    """What the card says: name, what stands on it, the rent line that applies now, and its
    mortgage (its value, or what lifting it costs)."""
    w = Words(theme, game)
    kind = game.board.kind[s]
    standing = w.buildings_on(s) if kind is SpaceKind.STREET else w.kind(s).capitalize()
    now = next((ln for ln in deed_lines(theme, game, s) if ln.now), None)
    rent = f"{now.label}: {now.value}" if now is not None else ""
    if game.mortgaged[s]:
        mortgage = f"Mortgaged · lift {w.money(game.t.lift_cost[s])}"
    else:
        mortgage = f"Mortgage value {w.money(game.board.mortgage[s])}"
    return w.space(s), standing, rent, mortgage


def render_card(theme: Theme, game: Game, s: int, width: int, body: int,
                colour_help: bool = False) -> pygame.Surface:
    """The card of property ``s``, ``width`` pixels wide, text of ``body`` pixels (at the
    player's text size already); ``colour_help``: Colour help (see groups.py)."""
    pal = theme.palette
    face = pygame.Color(pal.space)
    text, muted = pygame.Color(pal.text), pygame.Color(pal.muted)
    name, standing, rent, mortgage = card_texts(theme, game, s)
    pad = max(6, body // 2)
    small = fonts.face(max(10, round(body * 0.86)))
    bold = fonts.face(max(10, round(body * 0.86)), bold=True)
    step = small.get_linesize()
    head_f, head = fit(name.upper(), width - 2 * pad, 2 * fonts.face(body, True).get_linesize(),
                       round(body / fonts.text_scale()), bold=True)  # fit starts at 100% text
    foot = 2 * pad if colour_help and game.board.kind[s] is SpaceKind.STREET else pad  # room for the mark
    band_h = pad + max(1, len(head)) * head_f.get_linesize() + foot
    icon = round(body * 1.7)
    height = band_h + pad + icon + pad // 2 + 3 * step + pad
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(5, width // 24)
    pygame.draw.rect(out, face, out.get_rect(), border_radius=radius)
    colour = draw_header(out, pygame.Rect(0, 0, width, band_h), GroupLook(theme, colour_help), game, s,
                         radius, foot)
    on_band = ink_on(colour, face, text)
    y = pad
    for row in head:
        img = head_f.render(row, True, on_band)
        out.blit(img, img.get_rect(midtop=(width // 2, y)))
        y += head_f.get_linesize()
    y = band_h + pad
    _buildings(out, theme, game, s, pygame.Rect(pad, y, width - 2 * pad, icon), muted)
    y += icon + pad // 2
    for value, f, colour_ in ((standing, bold, text), (rent, small, text),
                              (mortgage, bold if game.mortgaged[s] else small,
                               pygame.Color(pal.accent) if game.mortgaged[s] else muted)):
        img = f.render(clip(value, f, width - 2 * pad), True, colour_)
        out.blit(img, img.get_rect(midtop=(width // 2, y)))
        y += step
    finish_card(out, theme, game.mortgaged[s], 60, radius)
    return out


def _buildings(out: pygame.Surface, theme: Theme, game: Game, s: int, row: pygame.Rect,
               muted: pygame.Color) -> None:
    """The houses or the hotel on a lot, a kind's icon on a railroad or utility, centred."""
    kind = game.board.kind[s]
    level = game.level[s]
    if kind is SpaceKind.STREET:
        hotel = level == game.hotel_level
        slot, count = ("hotel", 1) if hotel else ("house", level)
    else:
        slot, count = ("railroad" if kind is SpaceKind.RAILROAD else "utility"), 1
    art = icon_path(theme, slot)
    size = row.h
    if count == 0:
        pygame.draw.line(out, muted, (row.centerx - size, row.centery),
                         (row.centerx + size, row.centery), max(1, size // 12))
        return
    left = row.centerx - (count * size + (count - 1) * (size // 6)) // 2
    for i in range(count):
        x = left + i * (size + size // 6)
        if art:
            out.blit(svg(art, size), (x, row.y))
        else:
            pygame.draw.rect(out, pygame.Color(theme.palette.accent), (x, row.y, size, size))
