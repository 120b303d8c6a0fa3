"""Words and badges over the game screen: whose decision it is, how the game will end, the clock."""

from __future__ import annotations

import pygame

from ...engine import (Auction, BuyChoice, Debt, Game, MortgageChoice, Phase, PlaceBuilding,
                       ShortageCall, TaxChoice, TradeAnswer)
from ...themes import Theme
from ..views.board import svg
from ..views.deed import ink_on
from ..views.words import Words
from ..kit.fonts import font
from ..kit.naming import Naming
from ..views.glyphs import Piece, line_image
from ..views.look import PLAYER_COLORS, theme_font


#: At the foot of the board's middle while a person plays the turn: the buttons of the table, named for the
#: keyboard or the pad last used.
KEYS_HELP = "{left}/{right} to choose, {press} to press, {menu} to pause, {odds} for the odds"
#: ... and the board's cursor, where a key or button opens it.
LOOK_TIP = ", {look} to look at the board"
#: The keys of the board's cursor while it is up (:mod:`.board_cursor`).
LOOK_HELP = "{left}/{right} a space, {up}/{down} a property, {press} your property, "


def table_help(naming: Naming) -> str:
    """The table's keys, the board's cursor among them if a key or button opens it."""
    return KEYS_HELP + (LOOK_TIP if naming.bound("look") else "")


def look_help(naming: Naming) -> str:
    """The board's cursor's keys, the one that opened it among those that put it away if the
    device now used has it."""
    return LOOK_HELP + ("{look} or {back} to leave" if naming.bound("look") else "{back} to leave")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def prompt(game: Game, words: Words) -> str:
    """Whose decision the game waits on and what it is, addressed to that player."""
    p = game.to_move
    name = game.names[p]
    pending = game.pending
    if isinstance(pending, Phase):
        if pending is Phase.PRE_ROLL and game.in_jail[p]:
            return f"{name}: you are in {words.jail()}"
        if pending is Phase.PRE_ROLL and game.again:
            return f"{name}, doubles: roll again"
        return f"{name}, your turn"
    if isinstance(pending, BuyChoice):
        return f"{name}: will you buy {words.space(pending.space)}?"
    if isinstance(pending, Auction):
        return f"{name}: your bid"
    if isinstance(pending, TaxChoice):
        return f"{name}: choose how to pay {words.space(pending.space)}"
    if isinstance(pending, Debt):
        return f"{name}: raise the money you owe"
    if isinstance(pending, TradeAnswer):
        return f"{name}: answer the trade offer"
    if isinstance(pending, MortgageChoice):
        return f"{name}: lift or keep the mortgage"
    if isinstance(pending, ShortageCall):
        return f"{name}: how many {words.building(pending.kind, 2)} do you want?"
    if isinstance(pending, PlaceBuilding):
        return f"{name}: place your {words.building(pending.kind)}"
    return f"{name}: your decision"


def clock(seconds: float) -> str:
    """1:05:09 or 4:07."""
    s = max(0, int(seconds + 0.999))
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def ending(game: Game, time_left: float | None) -> str | None:
    """How this game will end, when the rules end it early; None for a game to the last player."""
    r = game.rules
    if r.time_limit_minutes is not None:
        if game.time_up:
            return "Time is up: the game ends with this turn, richest wins"
        return f"Time left {clock(time_left or 0.0)}: then the richest wins"
    if r.end_at_bankruptcy is not None:
        return f"Ends at the {ordinal(r.end_at_bankruptcy)} bankruptcy: richest wins"
    if r.time_limit_rounds is not None:
        return f"Ends after round {r.time_limit_rounds} (now {game.round}): richest wins"
    return None


def banner(theme: Theme, text: str, seat: int, token_art: str, height: int,
           max_width: int) -> pygame.Surface:
    """A pill in the player's color with his token and the prompt, ``height`` pixels tall and
    at most ``max_width`` wide (the words shrink to fit)."""
    p = theme.palette
    color = pygame.Color(PLAYER_COLORS[seat % len(PLAYER_COLORS)])
    disc = height - 8
    room = max_width - 4 - disc - height // 3 - height // 2 - 4
    size = max(12, round(height * 0.46))
    f = font(size, bold=True)
    while f.size(text)[0] > room and size > 9:
        size -= 1
        f = font(size, bold=True)
    label = f.render(text, True, ink_on(color, pygame.Color("#ffffff"), pygame.Color(p.text)))
    width = 4 + disc + height // 3 + label.get_width() + height // 2
    out = pygame.Surface((width + 4, height + 4), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, width, height)
    pygame.draw.rect(out, (0, 0, 0, 60), box.move(3, 4), border_radius=height // 2)
    pygame.draw.rect(out, color, box, border_radius=height // 2)
    pygame.draw.rect(out, pygame.Color(p.line), box, 2, border_radius=height // 2)
    centre = (4 + disc // 2, height // 2)
    pygame.draw.circle(out, pygame.Color(p.space), centre, disc // 2)
    token = svg(token_art, round(disc * 0.74))
    out.blit(token, token.get_rect(center=centre))
    out.blit(label, label.get_rect(midleft=(4 + disc + height // 3, height // 2)))
    return out


def help_plate(theme: Theme, pieces: list[Piece], height: int, max_width: int) -> pygame.Surface:
    """The table's buttons in one muted line on a soft plate (the board's art may lie
    beneath)."""
    p = theme.palette
    f = theme_font(theme, max(11, round(height * 0.34)))
    pad = f.get_height() // 2
    line = line_image(pieces, f, p.text, theme, max_width - 2 * pad)
    out = pygame.Surface((line.get_width() + 2 * pad, line.get_height() + pad // 2),
                         pygame.SRCALPHA)
    box = out.get_rect()
    plate = pygame.Color(p.space)
    plate.a = 225
    pygame.draw.rect(out, plate, box, border_radius=box.h // 2)
    pygame.draw.rect(out, pygame.Color(p.line), box, 1, border_radius=box.h // 2)
    out.blit(line, line.get_rect(center=box.center))
    return out


def status_strip(theme: Theme, text: str, size: tuple[int, int], urgent: bool) -> pygame.Surface:
    """The line under the panels: how the game ends (and the clock), on the panel color."""
    p = theme.palette
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    box = out.get_rect()
    fill = pygame.Color(p.accent) if urgent else pygame.Color(p.space)
    ink = pygame.Color(p.accent_text) if urgent else pygame.Color(p.text)
    pygame.draw.rect(out, fill, box, border_radius=max(4, h // 4))
    pygame.draw.rect(out, pygame.Color(p.line), box, 2, border_radius=max(4, h // 4))
    size_px = max(11, round(h * 0.5))
    f = font(size_px, bold=True)
    while f.size(text)[0] > w - h and size_px > 10:
        size_px -= 1
        f = font(size_px, bold=True)
    r = h // 3
    centre = (h // 2 + 2, h // 2)
    pygame.draw.circle(out, ink, centre, r, 2)  # a little clock face
    pygame.draw.line(out, ink, centre, (centre[0], centre[1] - r + 3), 2)
    pygame.draw.line(out, ink, centre, (centre[0] + r - 4, centre[1]), 2)
    label = f.render(text, True, ink)
    out.blit(label, label.get_rect(midleft=(h, h // 2)))
    return out
