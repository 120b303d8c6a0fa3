"""Rolling for the order of play, shown as the rules say: every player throws, ties throw
again, the highest goes first. Fed by the game's setup events through the scene's tweens."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pygame

from ...engine import events as ev
from ...themes import Theme
from ..kit.animation import Tween
from ..views.dice import die_face
from ..views.board import svg
from ..kit.fonts import font, scaled
from ..views.look import PLAYER_COLORS

ROLL = 0.55  # seconds a player's dice tumble
TIE = 0.7  # the pause on "a tie: roll again"
CROWN = 1.4  # the winner shown before play starts


def rounds_of(events: Sequence[ev.Event]) -> list[list[ev.OrderRolled]]:
    """The setup's order rolls split into rounds (a round ends when someone throws again)."""
    out: list[list[ev.OrderRolled]] = []
    seen: set[int] = set()
    for e in events:
        if isinstance(e, ev.OrderRolled):
            if not out or e.player in seen:
                out.append([])
                seen = set()
            out[-1].append(e)
            seen.add(e.player)
    return out


class OrderView:
    """A panel over the board's middle: one row per player with his dice and total."""

    def __init__(self, theme: Theme, names: Sequence[str], tokens: Sequence[str], seed: int) -> None:
        self.theme = theme
        self.names = list(names)
        self.tokens = list(tokens)
        self.rng = random.Random(seed)
        n = len(names)
        self.dice: list[tuple[int, int] | None] = [None] * n
        self.spin: list[float] = [0.0] * n
        self.out: set[int] = set()
        self.winner = -1
        self.heading = "Rolling for the order of play"
        self._labels: dict[tuple[str, int, bool], pygame.Surface] = {}

    # -- tweens -------------------------------------------------------------------------------

    def tweens(self, events: Sequence[ev.Event], sound: Callable[[str], None]) -> list[Tween]:
        """The steps that play the order rolls and the first player, one after another."""
        steps: list[Tween] = []
        rounds = rounds_of(events)
        for k, rolls in enumerate(rounds):
            if k:
                tied = [self.names[e.player] for e in rolls]
                steps.append(Tween(TIE, self._say(f"A tie: {_and(tied)} roll again",
                                                  [e.player for e in rolls])))
            for e in rolls:
                steps.append(Tween(ROLL, self._tumble(e.player, sound), self._land(e)))
            steps.append(Tween(0.0, done=self._settle(rolls)))
        for event in events:
            if isinstance(event, ev.FirstPlayer):
                steps.append(Tween(CROWN, self._crown(event.player)))
        return steps

    def _say(self, text: str, again: list[int]) -> Callable[[float], None]:
        def say(t: float) -> None:
            self.heading = text
            for p in again:
                self.dice[p] = None
        return say

    def _tumble(self, p: int, sound: Callable[[str], None]) -> Callable[[float], None]:
        def tumble(t: float) -> None:
            if self.spin[p] == 0.0 and t < 1.0:
                sound("dice")
            self.spin[p] = max(0.001, 1.0 - t)
            self.dice[p] = (self.rng.randint(1, 6), self.rng.randint(1, 6))
        return tumble

    def _land(self, e: ev.OrderRolled) -> Callable[[], None]:
        def land() -> None:
            self.dice[e.player] = (e.d1, e.d2)
            self.spin[e.player] = 0.0
        return land

    def _settle(self, rolls: list[ev.OrderRolled]) -> Callable[[], None]:
        best = max(e.d1 + e.d2 for e in rolls)

        def settle() -> None:
            self.out |= {e.player for e in rolls if e.d1 + e.d2 < best}
        return settle

    def _crown(self, p: int) -> Callable[[float], None]:
        def crown(t: float) -> None:
            self.winner = p
            self.heading = f"{self.names[p]} rolled highest and goes first!"
        return crown

    # -- drawing ------------------------------------------------------------------------------

    def _label(self, text: str, size: int, bold: bool, color: pygame.Color) -> pygame.Surface:
        key = (f"{text}|{color}", scaled(size), bold)
        img = self._labels.get(key)
        if img is None:
            if len(self._labels) > 64:
                self._labels.clear()
            img = self._labels[key] = font(size, bold).render(text, True, color)
        return img

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The panel centred in ``area`` (the board's middle)."""
        p = self.theme.palette
        n = len(self.names)
        head_size = max(14, round(area.h * 0.045))
        row_h = max(20, min(round(area.h * 0.1), round((area.h * 0.78 - head_size * 2.4) / n)))
        panel = pygame.Rect(0, 0, round(area.w * 0.84), round(head_size * 2.4 + row_h * n + row_h * 0.4))
        panel.center = area.center
        shadow = panel.move(4, 6)
        pygame.draw.rect(surface, pygame.Color(p.line).lerp(pygame.Color(p.center), 0.55), shadow,
                         border_radius=row_h // 3)
        pygame.draw.rect(surface, pygame.Color(p.space), panel, border_radius=row_h // 3)
        pygame.draw.rect(surface, pygame.Color(p.line), panel, 2, border_radius=row_h // 3)
        size = head_size
        f = font(size, True)
        while f.size(self.heading)[0] > panel.w - row_h and size > 10:
            size -= 1
            f = font(size, True)
        head = self._label(self.heading, size, True, pygame.Color(p.accent))
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + round(head_size * 0.6))))
        y = panel.y + round(head_size * 2.2)
        for q in range(n):
            self._row(surface, q, pygame.Rect(panel.x + row_h // 2, y, panel.w - row_h, row_h))
            y += row_h

    def _row(self, surface: pygame.Surface, q: int, rect: pygame.Rect) -> None:
        p = self.theme.palette
        text = pygame.Color(p.text)
        muted = pygame.Color(p.muted)
        if q == self.winner:
            pygame.draw.rect(surface, pygame.Color(p.highlight).lerp(pygame.Color(p.space), 0.4),
                             rect.inflate(0, -4), border_radius=rect.h // 4)
        disc = round(rect.h * 0.8)
        centre = (rect.x + disc // 2 + 4, rect.centery)
        pygame.draw.circle(surface, pygame.Color(PLAYER_COLORS[q % len(PLAYER_COLORS)]), centre, disc // 2)
        pygame.draw.circle(surface, pygame.Color(p.space), centre, disc // 2 - max(2, disc // 10))
        token = svg(self.tokens[q], round(disc * 0.62))
        surface.blit(token, token.get_rect(center=centre))
        dim = q in self.out and q != self.winner
        name = self._label(self.names[q], max(12, round(rect.h * 0.42)), True, muted if dim else text)
        surface.blit(name, name.get_rect(midleft=(rect.x + disc + 14, rect.centery)))
        dice = self.dice[q]
        if dice is None:
            return
        size = round(rect.h * 0.72)
        x = rect.right - round(size * 3.9)
        for i, face in enumerate(dice):
            img = die_face(face, size, p.text, p.line)
            if self.spin[q]:
                img = pygame.transform.rotate(img, self.spin[q] * 50 * (1 if i else -1))
            surface.blit(img, img.get_rect(center=(x + i * round(size * 1.2), rect.centery)))
        if not self.spin[q]:
            total = self._label(f"= {dice[0] + dice[1]}", max(12, round(rect.h * 0.42)), True,
                                muted if dim else text)
            surface.blit(total, total.get_rect(midright=(rect.right - 4, rect.centery)))


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
