"""Drawing the game scene: the cached board, then only what changes or moves on top of it."""

from __future__ import annotations

import pygame

from . import hud
from ..views.board import svg
from ..views.dice import die_face
from ..views.look import PLAYER_COLORS
from .odds import OddsStrip, split
from .panels import backdrop, flatten
from .stage import Stage



class TableDrawing:
    """Everything the game scene draws, with the surfaces it can keep between frames."""

    def __init__(self, scene: Stage) -> None:
        self.scene = scene
        self.behind = backdrop(scene.theme)
        self._base: tuple[object, pygame.Surface] | None = None
        self._veils: dict[tuple[int, int, str, int], pygame.Surface] = {}
        self._banner: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._status: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._help: tuple[tuple[object, ...], pygame.Surface] | None = None
        self.odds = OddsStrip(scene.theme, self.behind)

    def _table(self, size: tuple[int, int]) -> pygame.Surface:
        """The table's color with the board on it, as one opaque surface (one blit a frame)."""
        sc = self.scene
        key = (size, tuple(sc.layout.board))
        if self._base is None or self._base[0] != key:
            base = pygame.Surface(size)
            base.fill(self.behind)
            base.blit(sc.board_image(), sc.layout.board)
            self._base = (key, base.convert() if pygame.display.get_surface() is not None else base)
        return self._base[1]

    def veil(self, size: tuple[int, int], color: str, alpha: int) -> pygame.Surface:
        """A translucent rectangle, made once per size and color."""
        key = (size[0], size[1], color, alpha)
        surface = self._veils.get(key)
        if surface is None:
            if len(self._veils) > 64:
                self._veils.clear()
            surface = pygame.Surface(size, pygame.SRCALPHA)
            surface.fill((*pygame.Color(color)[:3], alpha))
            self._veils[key] = surface
        return surface

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g = sc.game
        surface.blit(self._table(surface.get_size()), (0, 0))
        if sc.go_flash:
            self._flash_go(surface)
        self._property_state(surface)
        self._tokens(surface)
        self._dice(surface)
        deciding = g.to_move
        for p, rect in enumerate(sc.layout.panels):
            sc.panels[p].draw(surface, rect, g, p, sc.shown_cash[p], p == g.current and not g.over,
                              p == deciding, sc.hidden_owner)
        self._status_strip(surface)
        log = sc.layout.log
        if sc.odds.shown:
            strip, log = split(log, sc.size[1])
            self.odds.draw(surface, strip, sc.odds, g.names)
        sc.log.draw(surface, log)
        self._whose_turn(surface)
        if sc.order is not None:
            sc.order.draw(surface, sc.board_middle)
        if sc.card is not None:
            sc.card.draw(surface)
        if sc.flyers:
            f = sc.flyer_font()
            for flyer in sc.flyers:
                flyer.draw(surface, f)
        sc.ui.draw_ui(surface)
        if not sc.covered:  # a dialog over the table shows its own focus
            if sc.looking is None:
                sc.focus.draw(surface, sc.theme)
            else:
                self._cursor(surface, sc.looking)
        self._deed(surface)

    # -- the board ------------------------------------------------------------------------------

    def _flash_go(self, surface: pygame.Surface) -> None:
        sc = self.scene
        rect = sc.space_rect(0)
        t = sc.go_flash
        alpha = round(200 * (1 - abs(1 - 2 * ((t * 2) % 1))))  # two pulses
        veil = self.veil(rect.size, sc.theme.palette.highlight, 255)
        veil.set_alpha(alpha)
        surface.blit(veil, rect)
        pygame.draw.rect(surface, pygame.Color(sc.theme.palette.accent), rect, max(3, rect.w // 24))

    def _property_state(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g = sc.game
        geo = sc.geo
        ox, oy = sc.layout.board.topleft
        pal = sc.theme.palette
        top = g.hotel_level
        for s in g.board.properties:
            owner = g.owner[s]
            flip = sc.flips.get(s)
            if owner < 0 and flip is None:
                continue
            rect = geo.rect(s).move(ox, oy)
            if flip is not None:
                self._flip(surface, s, rect, flip)
            elif g.mortgaged[s]:
                surface.blit(self.veil(rect.size, pal.mortgaged, 150), rect)
            if owner < 0 or s in sc.hidden_owner:
                continue
            self._owner_marker(surface, s, rect, owner)
            level = g.level[s]
            if level:
                self._buildings(surface, s, geo.band(s).move(ox, oy), level, level == top)

    def _flip(self, surface: pygame.Surface, s: int, rect: pygame.Rect, t: float) -> None:
        """The space turning over: its old face narrows to an edge, its new face widens."""
        sc = self.scene
        pal = sc.theme.palette
        now = sc.game.mortgaged[s]
        shown = now if t >= 0.5 else not now
        local = sc.geo.rect(s)
        face = sc.board_image().subsurface(local).copy()
        if shown:
            face.blit(self.veil(local.size, pal.mortgaged, 150), (0, 0))
        k = abs(1.0 - 2.0 * t)
        side = sc.geo.side(s)
        if side in ("bottom", "top"):  # turns about its long axis, across the board's edge
            size = (max(1, round(rect.w * k)), rect.h)
        else:
            size = (rect.w, max(1, round(rect.h * k)))
        pygame.draw.rect(surface, pygame.Color(pal.line), rect)
        img = pygame.transform.scale(face, size)
        surface.blit(img, img.get_rect(center=rect.center))

    def _owner_marker(self, surface: pygame.Surface, s: int, rect: pygame.Rect, owner: int) -> None:
        """A strip in the owner's color along the space's outer edge."""
        side = self.scene.geo.side(s)
        depth = max(3, rect.w // 10 if side in ("bottom", "top") else rect.h // 10)
        edge = {"bottom": pygame.Rect(rect.x, rect.bottom - depth, rect.w, depth),
                "top": pygame.Rect(rect.x, rect.y, rect.w, depth),
                "left": pygame.Rect(rect.x, rect.y, depth, rect.h),
                "right": pygame.Rect(rect.right - depth, rect.y, depth, rect.h)}.get(side, rect)
        pygame.draw.rect(surface, pygame.Color(PLAYER_COLORS[owner % 8]), edge)

    def _buildings(self, surface: pygame.Surface, s: int, band: pygame.Rect, level: int, hotel: bool) -> None:
        sc = self.scene
        icons = sc.theme.icons
        art = icons.hotel if hotel else icons.house
        count = 1 if hotel else level
        size = max(6, min(band.h, band.w) - 4)
        size = min(size, (max(band.w, band.h) - 4) // max(1, count)) if not hotel else size
        pop = sc.pops.get(s)
        if pop is not None and pop < 1.0:
            size = round(size * (1.0 + 0.5 * (1 - pop)))
        horizontal = band.w >= band.h
        for i in range(count):
            if horizontal:
                x = band.centerx - (count * size) // 2 + i * size
                pos = (x, band.centery - size // 2)
            else:
                y = band.centery - (count * size) // 2 + i * size
                pos = (band.centerx - size // 2, y)
            if art:
                surface.blit(svg(str(sc.theme.path(art)), size), pos)
            else:
                pygame.draw.rect(surface, pygame.Color(sc.theme.palette.accent), (*pos, size, size))

    def _token_center(self, position: float, k: int, n: int, size: float,
                      jailed: bool) -> tuple[float, float]:
        """Where the ``k``th of ``n`` tokens ``size`` wide on a space stands, on its way
        between two spaces while it hops (:meth:`BoardGeometry.stand`: where it hides no
        name)."""
        sc = self.scene
        g = sc.game
        a = int(position) % g.board.size
        b = (a + 1) % g.board.size
        frac = position - int(position)
        geo = sc.geo
        xa, ya = geo.spread(geo.stand(a, g.board.jail, jailed), k, n, size)
        xb, yb = geo.spread(geo.stand(b, g.board.jail, jailed), k, n, size)
        return (xa + (xb - xa) * frac + sc.layout.board.x,
                ya + (yb - ya) * frac + sc.layout.board.y)

    def _tokens(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g = sc.game
        size = round(sc.geo.unit * 0.5)
        radius = round(size * 0.56)  # the token's disc
        spots: dict[tuple[int, bool], list[int]] = {}
        for p in range(g.n):
            if g.active[p]:
                cell = round(sc.shown_pos[p]) % g.board.size
                spots.setdefault((cell, g.in_jail[p] and cell == g.board.jail), []).append(p)
        for (_, jailed), players in spots.items():
            for k, p in enumerate(players):
                x, y = self._token_center(sc.shown_pos[p], k, len(players), 2 * radius, jailed)
                y -= sc.hop[p] * size * 0.8
                img = svg(sc.token_art[p], size)
                base = (round(x), round(y))
                pygame.draw.circle(surface, (255, 255, 255), base, radius)
                ring = pygame.Color(PLAYER_COLORS[p % 8])
                pygame.draw.circle(surface, ring, base, radius, max(2, size // 12))
                surface.blit(img, img.get_rect(center=base))

    def _dice(self, surface: pygame.Surface) -> None:
        sc = self.scene
        mid = sc.board_middle
        size = round(mid.w * 0.09)
        y = mid.y + round(mid.h * 0.84)
        x = mid.x + round(mid.w * 0.12)
        pal = sc.theme.palette
        for i, face in enumerate(sc.dice):
            angle = sc.dice_spin * 40 * (1 if i else -1)
            die = die_face(face, size, pal.text, pal.line)
            if angle:
                die = pygame.transform.rotate(die, angle)
            surface.blit(die, die.get_rect(center=(x + i * round(size * 1.35), y)))

    # -- words over the screen -------------------------------------------------------------------

    def _status_strip(self, surface: pygame.Surface) -> None:
        """How the game ends (and the time left), under the panels."""
        sc = self.scene
        rect = sc.layout.status
        if not rect.h:
            return
        left = sc.time_left
        text = hud.ending(sc.game, left)
        if text is None:
            return
        urgent = sc.game.time_up or (left is not None and left < 60)
        key = (text, rect.size, urgent)
        if self._status is None or self._status[0] != key:
            self._status = (key, flatten(hud.status_strip(sc.theme, text, rect.size, urgent), self.behind))
        surface.blit(self._status[1], rect)

    def banner_prompt(self) -> str | None:
        """What the banner over the board asks of the person the game waits on; None while
        the game waits on no person, or a dialog is open that came first (a card, a computer's
        answer): the banner never runs ahead of what is on the screen."""
        sc = self.scene
        g = sc.game
        p = g.to_move
        if g.over or p < 0 or sc.human(p) is None or sc.busy or sc.order is not None:
            return None
        if sc.dialog is not None and getattr(sc.dialog, "decision", None) != g.pending:
            return None
        return hud.prompt(g, sc.words)

    def _whose_turn(self, surface: pygame.Surface) -> None:
        """A banner over the board's middle top naming the person the game waits on."""
        sc = self.scene
        text = self.banner_prompt()
        if text is None:
            return
        p = sc.game.to_move
        mid = sc.board_middle
        height = max(28, round(mid.h * 0.07))
        key = (text, p, height, mid.w)
        if self._banner is None or self._banner[0] != key:
            self._banner = (key, hud.banner(sc.theme, text, p, sc.token_art[p], height, round(mid.w * 0.94)))
        img = self._banner[1]
        rect = img.get_rect(midtop=(mid.centerx, mid.y + round(mid.h * 0.012)))
        panel = getattr(sc.dialog, "panel", None)
        if panel is not None and panel.rect.colliderect(rect):
            return  # a tall dialog covers it; its own first line names the player
        surface.blit(img, rect)
        if sc.dialog is None and sc.looking is None:
            self._help_plate(surface, hud.table_help(sc.naming), height)

    def _help_plate(self, surface: pygame.Surface, template: str, height: int,
                    top: bool = False) -> None:
        """The keys' line along the foot of the board's middle, clear of the decks and dice
        (``top``: under the banner at its head)."""
        sc = self.scene
        mid = sc.board_middle
        help_key = (template, sc.naming, height, mid.w)
        if self._help is None or self._help[0] != help_key:
            self._help = (help_key, hud.help_plate(sc.theme, sc.naming.pieces(template), height,
                                                   round(mid.w * 0.94)))
        plate = self._help[1]
        margin = round(mid.h * 0.015)
        if top:
            place = plate.get_rect(midtop=(mid.centerx, mid.y + height + 2 * margin))
        else:
            place = plate.get_rect(midbottom=(mid.centerx, mid.bottom - margin))
        surface.blit(plate, place)

    def _cursor(self, surface: pygame.Surface, s: int) -> None:
        """The board's cursor: the space ringed in the accent colour, and the keys that move
        it on the half of the middle away from it (its deed opens toward the middle)."""
        sc = self.scene
        rect = sc.space_rect(s)
        width = max(3, min(rect.size) // 12)
        pygame.draw.rect(surface, pygame.Color(sc.theme.palette.highlight),
                         rect.inflate(2 * width, 2 * width), width)
        pygame.draw.rect(surface, pygame.Color(sc.theme.palette.accent), rect, width)
        mid = sc.board_middle
        self._help_plate(surface, hud.look_help(sc.naming), max(28, round(mid.h * 0.07)),
                         top=rect.centery > mid.centery)

    def _deed(self, surface: pygame.Surface) -> None:
        sc = self.scene
        shown = sc.deed_shown()
        if shown is None:
            return
        s, rect = shown
        surface.blit(sc.deeds.get(sc.game, s, sc.deed_width()), rect)
