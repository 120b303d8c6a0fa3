"""The how-to-play pages' pictures, drawn with the table's own art: the board and its tiles,
the tokens, dice, deeds, cards and building icons of the edition."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import Game, RuleSet
from ...engine.edition import SpaceKind
from ...themes import Theme
from ..views.board import BoardGeometry, icon_path, shared_board, svg
from ..views.card import render_card
from ..views.deed import draw_header, render_deed
from ..views.groups import GroupLook
from ..views.dice import die_face
from ..views.look import PLAYER_COLORS
from ..views.look import color, draw_panel, draw_text, draw_token_disc, theme_font


class Art:
    """What every picture draws with: the edition, a small game to show deeds from, sizes."""

    def __init__(self, theme: Theme, rules: RuleSet, size: tuple[int, int],
                 colour_help: bool = False) -> None:
        """``colour_help``: the groups drawn as the player's Colour help draws them."""
        self.theme = theme
        self.colour_help = colour_help
        self.rules = rules
        self.w, self.h = size
        self.unit = min(self.w, self.h) / 100
        self.game = Game.new(["Ann", "Bob"], rules=rules, edition=theme.edition_spec(), seed=1,
                             record_events=False)
        self.board = self.game.board
        self.names = theme.names(self.game.names)
        self.tokens = [t.id for t in theme.tokens]

    def px(self, amount: float) -> int:
        """``amount`` hundredths of the picture's shorter side, in pixels."""
        return max(1, round(amount * self.unit))

    def money(self, amount: int) -> str:
        return f"{self.theme.currency}{amount:,}"

    def group(self, gid: str) -> list[int]:
        """The spaces of a color group, in board order."""
        b = self.board
        return [s for s in range(40) if b.kind[s] is SpaceKind.STREET
                and b.group_ids[b.group_of[s]] == gid]

    def street_groups(self) -> list[list[int]]:
        b = self.board
        ids = dict.fromkeys(b.group_ids[b.group_of[s]] for s in range(40)
                            if b.kind[s] is SpaceKind.STREET)
        return [self.group(gid) for gid in ids]

    def first(self, kind: SpaceKind) -> int:
        return next(s for s in range(40) if self.board.kind[s] is kind)

    # -- pieces ---------------------------------------------------------------------------

    def deed(self, out: pygame.Surface, s: int, width: int, center: tuple[int, int],
             angle: float = 0) -> pygame.Rect:
        image = render_deed(self.theme, self.game, s, width, self.colour_help)
        if angle:
            image = pygame.transform.rotozoom(image, angle, 1)
        rect = image.get_rect(center=center)
        out.blit(image, rect)
        return rect

    def token(self, out: pygame.Surface, seat: int, center: tuple[int, int], size: int) -> None:
        draw_token_disc(out, self.theme, self.tokens[seat % len(self.tokens)], center, size,
                        pygame.Color(PLAYER_COLORS[seat % len(PLAYER_COLORS)]))

    def dice(self, out: pygame.Surface, faces: tuple[int, int], center: tuple[int, int],
             size: int) -> None:
        p = self.theme.palette
        gap = size // 4
        for i, face in enumerate(faces):
            die = die_face(face, size, p.text, p.line)
            x = center[0] + round((i - 0.5) * (size + gap))
            out.blit(die, die.get_rect(center=(x, center[1])))

    def icon(self, out: pygame.Surface, slot: str, center: tuple[int, int], size: int) -> None:
        path = icon_path(self.theme, slot)
        if path:
            image = svg(path, size)
            out.blit(image, image.get_rect(center=center))

    def tag(self, out: pygame.Surface, text: str, center: tuple[int, int], size: float = 6,
            accent: bool = False) -> pygame.Rect:
        """A label on a raised card, like the bids and sums of the table."""
        p = self.theme.palette
        f = theme_font(self.theme, self.px(size), bold=True)
        tw, th = f.size(text)
        rect = pygame.Rect(0, 0, tw + self.px(size * 1.2), th + self.px(size * 0.6))
        rect.center = center
        rect.clamp_ip(out.get_rect().inflate(-self.px(3), -self.px(3)))
        draw_panel(out, self.theme, rect, p.accent if accent else None)
        draw_text(out, text, f, p.accent_text if accent else p.text, rect.center, "center")
        return rect

    def arrow(self, out: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
        line = color(self.theme.palette.line)
        width = self.px(1.2)
        pygame.draw.line(out, line, start, end, width)
        v = pygame.Vector2(end) - pygame.Vector2(start)
        if v.length() == 0:
            return
        v.scale_to_length(self.px(4))
        left, right = v.rotate(150), v.rotate(-150)
        pygame.draw.polygon(out, line, [end, pygame.Vector2(end) + left, pygame.Vector2(end) + right])

    def mark(self, out: pygame.Surface, good: bool, center: tuple[int, int], size: int) -> None:
        """A tick in the highlight color or a cross in the accent color."""
        x, y = center
        r = size // 2
        width = max(3, size // 7)
        if good:
            pts = [(x - r, y), (x - r // 3, y + r * 2 // 3), (x + r, y - r * 2 // 3)]
            pygame.draw.lines(out, color(self.theme.palette.line), False, pts, width + 2)
            pygame.draw.lines(out, color(self.theme.palette.highlight), False, pts, width)
        else:
            accent = color(self.theme.palette.accent)
            pygame.draw.line(out, accent, (x - r, y - r), (x + r, y + r), width)
            pygame.draw.line(out, accent, (x - r, y + r), (x + r, y - r), width)

    def board_image(self, size: int) -> pygame.Surface:
        return shared_board(self.theme, self.rules, self.colour_help, size)

    def lot(self, out: pygame.Surface, s: int, rect: pygame.Rect, level: int) -> None:
        """A lot as a tile: its group's color band with what stands on it, and its name."""
        p = self.theme.palette
        pygame.draw.rect(out, color(p.space), rect)
        band = pygame.Rect(rect.x, rect.y, rect.w, rect.h * 2 // 5)
        draw_header(out, band, GroupLook(self.theme, self.colour_help), self.game, s, 0, band.h)
        pygame.draw.rect(out, color(p.line), rect, max(2, self.px(0.5)))
        pygame.draw.line(out, color(p.line), band.bottomleft, band.bottomright, max(2, self.px(0.5)))
        hotel = level > self.game.hotel_level - 1
        count = 1 if hotel else level
        size = band.h * 4 // 5 if hotel else min(band.h * 4 // 5, rect.w // max(1, count))
        for k in range(count):
            cx = rect.centerx + round((k - (count - 1) / 2) * size)
            self.icon(out, "hotel" if hotel else "house", (cx, band.centery), size)
        f = theme_font(self.theme, max(9, rect.w // 8))
        body = pygame.Rect(rect.x, band.bottom, rect.w, rect.bottom - band.bottom)
        draw_text(out, self.board.names[s], f, p.text, body.center, "center", rect.w - 6)


# -- the pictures, one per page ------------------------------------------------------------

def _turn(a: Art, out: pygame.Surface) -> None:
    side = min(a.h - a.px(6), round(a.w * 0.6))
    board = a.board_image(side)
    top_left = (a.px(3), (a.h - side) // 2)
    out.blit(board, top_left)
    geometry = BoardGeometry(side)
    start = geometry.rect(0).move(top_left)
    land = geometry.rect(7).move(top_left)
    disc = a.px(11)
    a.arrow(out, (start.centerx - disc // 2, start.centery),
            (land.centerx + disc // 2, land.centery - a.px(2)))
    a.token(out, 0, land.center, disc)
    right = (top_left[0] + side + a.w) // 2
    a.dice(out, (3, 4), (right, a.h // 2 - a.px(10)), min(a.px(15), (a.w - side) // 3))
    a.tag(out, f"{a.board.names[0]}: +{a.money(a.game.edition.salary)}",
          (right, a.h // 2 + a.px(10)), size=5, accent=True)


def _buying(a: Art, out: pygame.Surface) -> None:
    s = a.group(a.board.group_ids[a.board.group_of[a.first(SpaceKind.STREET)]])[-1]
    a.deed(out, s, a.px(46), (a.w // 2 - a.px(20), a.h // 2))
    x = a.w // 2 + a.px(26)
    price = a.board.price[s]
    bids = [max(a.rules.auction_opening_bid, price // 2), price * 3 // 4, price - 5]
    for i, bid in enumerate(bids):
        y = a.h // 2 + round((i - 1) * a.px(26))
        a.token(out, i, (x - a.px(8), y), a.px(13))
        a.tag(out, a.money(bid), (x + a.px(14), y), accent=i == len(bids) - 1)


def _rent(a: Art, out: pygame.Surface) -> None:
    group = a.street_groups()[-1]
    for s in group:
        a.game.owner[s] = 1
    width = a.px(40)
    step = a.px(22)
    x0 = a.w // 2 - step * (len(group) - 1) // 2 - a.px(8)
    for i, s in enumerate(group):
        a.deed(out, s, width, (x0 + i * step, a.h // 2 + (i - 1) * a.px(3)), angle=6 * (1 - i))
    rent = a.game.t.lot_rent[group[-1]][0] * 2
    a.token(out, 0, (a.w - a.px(14), a.h // 2 + a.px(24)), a.px(13))
    a.tag(out, f"Rent {a.money(rent)}", (a.w - a.px(16), a.h // 2 + a.px(38)), accent=True)


def _building(a: Art, out: pygame.Surface) -> None:
    group = next(g for g in a.street_groups() if len(g) == 3)
    n = a.rules.houses_before_hotel
    rows = [([n, n, n + 1], True), ([2, 2, 1], True), ([3, 1, 2], False)]
    tile_w, tile_h = a.px(24), a.px(26)
    gap = a.px(2)
    top = (a.h - len(rows) * tile_h - (len(rows) - 1) * a.px(5)) // 2
    left = (a.w - 3 * tile_w - 2 * gap - a.px(14)) // 2
    for r, (levels, good) in enumerate(rows):
        y = top + r * (tile_h + a.px(5))
        for i, (s, level) in enumerate(zip(group, levels)):
            a.lot(out, s, pygame.Rect(left + i * (tile_w + gap), y, tile_w, tile_h), level)
        a.mark(out, good, (left + 3 * (tile_w + gap) + a.px(7), y + tile_h // 2), a.px(8))


def _mortgages(a: Art, out: pygame.Surface) -> None:
    s = a.first(SpaceKind.RAILROAD)
    a.game.owner[s] = 0
    a.game.mortgaged[s] = True
    rect = a.deed(out, s, a.px(46), (a.w // 2 - a.px(16), a.h // 2))
    value = a.board.mortgage[s]
    x = min(a.w - a.px(16), rect.right + a.px(16))
    a.tag(out, f"+{a.money(value)}", (x, a.h // 2 - a.px(14)), accent=True)
    a.tag(out, f"Lift: {a.money(a.game.t.lift_cost[s])}", (x, a.h // 2 + a.px(14)), size=5)


def _jail(a: Art, out: pygame.Surface) -> None:
    p = a.theme.palette
    jail = a.first(SpaceKind.JAIL)
    place = pygame.Rect(0, 0, a.px(40), a.px(40))
    place.midleft = (a.w // 2 - a.px(46), a.h // 2 - a.px(12))
    pygame.draw.rect(out, color(p.space), place)
    pygame.draw.rect(out, color(p.line), place, max(2, a.px(0.6)))
    a.icon(out, "jail", (place.centerx, place.centery - a.px(4)), a.px(22))
    f = theme_font(a.theme, a.px(5), bold=True)
    draw_text(out, a.board.names[jail].upper(), f, p.text,
              (place.centerx, place.bottom - a.px(2)), "midbottom", place.w - a.px(2))
    a.token(out, 0, (place.right - a.px(6), place.y + a.px(6)), a.px(12))
    held = [(deck, card) for deck, spec in a.game.edition.decks.items() for card in spec.cards
            if card.effect.type == "get_out_of_jail_free"]
    if held:
        deck, card = held[0]
        face = render_card(a.theme, deck, a.names.cards.get(card.id, card.text), a.px(44))
        face = pygame.transform.rotozoom(face, -5, 1)
        out.blit(face, face.get_rect(topright=(a.w - a.px(2), a.h // 2 + a.px(4))))
    a.dice(out, (5, 5), (place.right + a.px(22), place.centery - a.px(8)), a.px(12))
    a.tag(out, a.money(a.game.edition.jail_fine), (place.centerx, place.bottom + a.px(10)))


def _trading(a: Art, out: pygame.Surface) -> None:
    left, right = a.w // 2 - a.px(30), a.w // 2 + a.px(30)
    y = a.h // 2
    groups = a.street_groups()
    a.token(out, 0, (left, y - a.px(30)), a.px(16))
    a.token(out, 1, (right, y - a.px(30)), a.px(16))
    a.deed(out, groups[2][0], a.px(28), (left, y + a.px(14)), angle=4)
    a.deed(out, groups[4][1], a.px(28), (right, y + a.px(14)), angle=-4)
    a.arrow(out, (a.w // 2 - a.px(12), y - a.px(4)), (a.w // 2 + a.px(12), y - a.px(4)))
    a.arrow(out, (a.w // 2 + a.px(12), y + a.px(6)), (a.w // 2 - a.px(12), y + a.px(6)))
    a.tag(out, f"+{a.money(100)}", (a.w // 2, y + a.px(30)), accent=True)


def _cards(a: Art, out: pygame.Surface) -> None:
    width = a.px(60)
    for i, (deck, spec) in enumerate(a.game.edition.decks.items()):
        card = spec.cards[0]
        face = render_card(a.theme, deck, a.names.cards.get(card.id, card.text), width)
        face = pygame.transform.rotozoom(face, 5 - 10 * i, 1)
        out.blit(face, face.get_rect(center=(a.w // 2 + (i * 2 - 1) * a.px(12),
                                             a.h // 2 + (i * 2 - 1) * a.px(23))))


def _debt(a: Art, out: pygame.Surface) -> None:
    y = a.h // 2 - a.px(22)
    a.token(out, 0, (a.w // 2 - a.px(24), y), a.px(18))
    a.tag(out, f"Owes {a.money(450)}", (a.w // 2 + a.px(14), y), size=7, accent=True)
    row = a.h // 2 + a.px(16)
    size = a.px(14)
    for i, slot in enumerate(("house", "hotel", "tax")):
        x = a.w // 2 + (i - 1) * a.px(30)
        a.icon(out, slot, (x, row), size)
        a.arrow(out, (x, row + size // 2 + a.px(2)), (x, row + size // 2 + a.px(10)))
    a.tag(out, "Sell, mortgage, trade", (a.w // 2, row + size // 2 + a.px(18)), size=5)


def _ending(a: Art, out: pygame.Surface) -> None:
    p = a.theme.palette
    base = a.h // 2 + a.px(20)
    podium = [(1, a.px(16)), (0, a.px(30)), (2, a.px(8))]
    width = a.px(24)
    for i, (seat, height) in enumerate(podium):
        x = a.w // 2 + (i - 1) * (width + a.px(2))
        block = pygame.Rect(x - width // 2, base - height, width, height + a.px(8))
        draw_panel(out, a.theme, block, p.accent if seat == 0 else None)
        a.token(out, seat, (x, block.y - a.px(9)), a.px(16 if seat == 0 else 13))
    star_at = pygame.Vector2(a.w // 2, base - a.px(30) - a.px(27))
    points = [star_at + pygame.Vector2(0, -(a.px(7) if k % 2 == 0 else a.px(3))).rotate(36 * k)
              for k in range(10)]
    pygame.draw.polygon(out, color(p.highlight), points)
    pygame.draw.polygon(out, color(p.line), points, max(1, a.px(0.5)))


DRAWINGS: dict[str, Callable[[Art, pygame.Surface], None]] = {
    "turn": _turn, "buying": _buying, "rent": _rent, "building": _building,
    "mortgages": _mortgages, "jail": _jail, "trading": _trading, "cards": _cards,
    "debt": _debt, "ending": _ending,
}


def render_art(key: str, theme: Theme, rules: RuleSet, size: tuple[int, int],
               colour_help: bool = False) -> pygame.Surface:
    """The picture of page ``key`` at ``size``, on a transparent surface (``colour_help``: the
    groups as the player's Colour help draws them)."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    draw = DRAWINGS.get(key)
    if draw is not None:
        draw(Art(theme, rules, size, colour_help), out)
    return out
