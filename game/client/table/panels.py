"""Player panels and the event log, each drawn to a cached surface re-made only on change."""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Sequence

import pygame

from ...engine import Game
from ...themes import Theme
from ..views.board import svg
from ..views.groups import GroupLook
from ..kit.fonts import clip, font, wrap
from ..views.look import PLAYER_COLORS


def backdrop(theme: Theme) -> pygame.Color:
    """The table's color behind the board, panels and log."""
    return pygame.Color(theme.palette.center).lerp(pygame.Color(theme.palette.line), 0.08)


def flatten(surface: pygame.Surface, behind: pygame.Color | None) -> pygame.Surface:
    """``surface`` laid on a solid ``behind`` color: opaque surfaces blit several times faster
    than ones with per-pixel alpha (rounded corners then show the table's color)."""
    if behind is None:
        return surface
    out = pygame.Surface(surface.get_size())
    out.fill(behind)
    out.blit(surface, (0, 0))
    return out.convert() if pygame.display.get_surface() is not None else out


class PanelView:
    """One player's panel: token, name, cash, net worth, property chips by set, Jail, cards."""

    def __init__(self, theme: Theme, token_art: str, behind: pygame.Color | None = None,
                 markers: bool = False) -> None:
        """``behind``: the solid color the panel sits on, if any (then it is drawn opaque);
        ``markers``: Colour help, the groups' safe colors and patterns on the chips."""
        self.theme = theme
        self.token_art = token_art
        self.behind = behind
        self.markers = markers
        self._key: tuple[object, ...] | None = None
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, game: Game, p: int,
             shown_cash: int, current: bool, deciding: bool, hidden: Collection[int] = ()) -> None:
        """``hidden``: properties not to show yet (deeds still flying to their owner)."""
        props = tuple(s for s in game.props[p] if s not in hidden) if hidden else game.props[p]
        key = (rect.size, shown_cash, game.worth(p), props, tuple(game.mortgaged[s] for s in props),
               game.in_jail[p], len(game.held[p]), game.active[p], current, deciding, self.markers)
        if key != self._key or self._surface is None:
            self._surface = flatten(self._render(rect.size, game, p, shown_cash, current, deciding, props),
                                    self.behind)
            self._key = key
        surface.blit(self._surface, rect)

    def forget(self) -> None:
        """Draw the panel afresh next time (the text size changed)."""
        self._key = None

    def _render(self, size: tuple[int, int], game: Game, p: int, cash: int, current: bool,
                deciding: bool, props: Sequence[int]) -> pygame.Surface:
        pal = self.theme.palette
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        box = s.get_rect()
        radius = max(4, h // 10)
        pygame.draw.rect(s, pygame.Color(pal.space), box, border_radius=radius)
        color = pygame.Color(PLAYER_COLORS[p % len(PLAYER_COLORS)])
        pygame.draw.rect(s, color, pygame.Rect(0, 0, max(6, w // 60), h),
                         border_top_left_radius=radius, border_bottom_left_radius=radius)
        edge = pygame.Color(pal.accent) if current else pygame.Color(pal.line)
        pygame.draw.rect(s, edge, box, max(2, h // 30) * (2 if current else 1), border_radius=radius)
        pad = max(6, h // 12)
        token = round(h * 0.42)
        s.blit(svg(self.token_art, token), (pad + w // 60, pad))
        text = pygame.Color(pal.text)
        muted = pygame.Color(pal.muted)
        x = pad * 2 + token + w // 60
        cur = self.theme.currency
        room = w - pad - x
        name_f, cash_f, info_f, wide = self._fonts(h, pad, room, f"{cur}{cash:,}", deciding)
        cash_img = cash_f.render(f"{cur}{cash:,}", True, pygame.Color(pal.accent) if current else text)
        arrow = name_f.get_height() // 2 + pad if deciding else 0
        name = clip(game.names[p], name_f, room - arrow - (pad + cash_img.get_width() if wide else 0))
        name_img = name_f.render(name, True, text)
        s.blit(name_img, (x, pad))
        if deciding:  # a small pointer: this player's decision is awaited
            tip_x = x + name_img.get_width() + pad
            mid_y = pad + name_img.get_height() // 2
            r = max(4, name_img.get_height() // 4)
            pygame.draw.polygon(s, pygame.Color(pal.accent),
                                [(tip_x, mid_y), (tip_x + 2 * r, mid_y - r), (tip_x + 2 * r, mid_y + r)])
        line2 = pad + name_f.get_linesize()
        if wide:
            s.blit(cash_img, (w - pad - cash_img.get_width(), pad))
        else:  # a narrow panel: the cash has a line of its own
            s.blit(cash_img, (x, line2))
            line2 += cash_f.get_linesize()
        status = []
        if not game.active[p]:
            status.append("bankrupt")
        else:
            status.append(f"worth {cur}{game.worth(p):,}")
            if game.in_jail[p]:
                status.append("in Jail")
            if game.held[p]:
                status.append(f"{len(game.held[p])} get-out card{'s' if len(game.held[p]) > 1 else ''}")
        info = clip(" \u00b7 ".join(status), info_f, w - pad - x)
        s.blit(info_f.render(info, True, muted), (x, line2))
        chips_y = max(round(h * 0.58), line2 + info_f.get_linesize())
        self._chips(s, pygame.Rect(x, chips_y, w - x - pad, h - chips_y - pad // 2), game, props)
        if not game.active[p]:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (255, 255, 255, 150), box, border_radius=radius)
            s.blit(veil, (0, 0))
        return s

    @staticmethod
    def _fonts(h: int, pad: int, room: int, cash: str, deciding: bool
               ) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font, bool]:
        """The name's, cash's and info's fonts, and whether name and cash share the first line
        (when a fair name fits beside the cash, else the cash takes a line of its own: the same
        choice for every panel of this size). Where large text would leave the chips no room,
        the fonts are made smaller until it does."""
        share = 1.0
        while True:
            name_f = font(round(h * 0.17 * share), bold=True)
            cash_f = font(round(h * 0.2 * share), bold=True)
            info_f = font(round(h * 0.12 * share))
            arrow = name_f.get_height() // 2 + pad if deciding else 0
            wide = name_f.size("Mmmmmmmm")[0] + arrow + pad + cash_f.size(cash)[0] <= room
            lines = name_f.get_linesize() + info_f.get_linesize() + (0 if wide else cash_f.get_linesize())
            if pad + lines <= round(h * 0.8) or share <= 0.5:
                return name_f, cash_f, info_f, wide
            share -= 0.05

    def _chips(self, s: pygame.Surface, area: pygame.Rect, game: Game, props: Sequence[int]) -> None:
        """Owned properties as small chips, grouped by set; mortgaged ones hollow."""
        pal = self.theme.palette
        look = GroupLook(self.theme, self.markers)
        board = game.board
        chip = max(6, min(area.h // 2 - 2, area.w // 34))
        x, y = area.x, area.y
        last_group = None
        for s_ in props:
            g = board.group_of[s_]
            if last_group is not None and g != last_group:
                x += chip // 2
            last_group = g
            if x + chip > area.right:
                x, y = area.x, y + chip + 3
            r = pygame.Rect(x, y, chip, chip)
            if game.mortgaged[s_]:  # hollow
                look.swatch(s, r, board.group_ids[g], hollow=max(1, chip // 5), radius=2,
                            pitch=chip // 3)
            else:
                look.swatch(s, r, board.group_ids[g], radius=2, pitch=chip // 3)
                pygame.draw.rect(s, pygame.Color(pal.line), r, 1, border_radius=2)
            x += chip + 2


class LogView:
    """The last events in plain words, newest at the bottom."""

    def __init__(self, theme: Theme, keep: int = 200, behind: pygame.Color | None = None) -> None:
        self.theme = theme
        self.behind = behind
        self.lines: deque[str] = deque(maxlen=keep)
        self._surface: pygame.Surface | None = None
        self._dirty = True

    def add(self, texts: Sequence[str]) -> None:
        if texts:
            self.lines.extend(texts)
            self._dirty = True

    def forget(self) -> None:
        """Draw the log afresh next time (the text size changed)."""
        self._dirty = True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self._dirty or self._surface is None or self._surface.get_size() != rect.size:
            self._surface = flatten(self._render(rect.size), self.behind)
            self._dirty = False
        surface.blit(self._surface, rect)

    def shown(self, f: pygame.font.Font, width: int, room: int) -> list[str]:
        """The lines drawn in ``room`` lines of ``width``: the newest events, each whole (the
        tail of an older one would read as a sentence of its own), unless the newest alone
        takes more."""
        shown: list[str] = []
        for line in reversed(self.lines):
            parts = wrap(line, f, width)
            if len(shown) + len(parts) > room:
                if shown or room <= 0:
                    return shown
                return parts[len(parts) - room:]
            shown = parts + shown
        return shown

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        pal = self.theme.palette
        s = pygame.Surface(size, pygame.SRCALPHA)
        box = s.get_rect()
        pygame.draw.rect(s, pygame.Color(pal.space), box, border_radius=8)
        pygame.draw.rect(s, pygame.Color(pal.line), box, 2, border_radius=8)
        pad = 10
        f = font(max(12, min(18, size[1] // 14)))
        y = pad
        shown = self.shown(f, size[0] - 2 * pad, (size[1] - 2 * pad) // f.get_linesize())
        for i, line in enumerate(shown):
            color = pygame.Color(pal.text) if i >= len(shown) - 3 else pygame.Color(pal.muted)
            s.blit(f.render(line, True, color), (pad, y))
            y += f.get_linesize()
        return s

