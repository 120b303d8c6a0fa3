"""Things that fly over the board: labels (money, deeds) between places, and a drawn card.

Each flight only knows where it is at progress ``t``; the game scene's tweens move ``t`` on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..kit.animation import ease

Point = tuple[float, float]


@dataclass
class Flyer:
    """A label on a pill flying in an arc from one point to another."""

    text: str
    fill: pygame.Color
    ink: pygame.Color
    start: Point
    end: Point
    t: float = 0.0
    _image: pygame.Surface | None = field(default=None, repr=False)

    def position(self) -> Point:
        k = ease(min(1.0, self.t))
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k - 160 * k * (1 - k)
        return x, y

    def image(self, f: pygame.font.Font) -> pygame.Surface:
        """The pill, drawn once."""
        if self._image is None:
            label = f.render(self.text, True, self.ink)
            box = label.get_rect().inflate(label.get_height(), 6)
            pill = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(pill, self.fill, pill.get_rect(), border_radius=box.h // 2)
            pill.blit(label, label.get_rect(center=pill.get_rect().center))
            self._image = pill
        return self._image

    def draw(self, surface: pygame.Surface, f: pygame.font.Font) -> None:
        img = self.image(f)
        x, y = self.position()
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


#: Shares of a card's flight: out of the deck and over, held face up, back to the deck.
CARD_OUT = 0.22
CARD_BACK = 0.82


def _lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


@dataclass
class CardFlight:
    """A card leaving its deck face down, turning over on the way to the middle, shown, and
    going back face down."""

    face: pygame.Surface
    back: pygame.Surface
    deck: pygame.Rect
    middle: tuple[int, int]
    t: float = 0.0

    def frame(self) -> tuple[pygame.Surface, pygame.Rect]:
        """What to draw now, and where."""
        t = self.t
        if CARD_OUT <= t <= CARD_BACK:
            return self.face, self.face.get_rect(center=self.middle)
        if t < CARD_OUT:
            k = ease(t / CARD_OUT)
        else:
            k = ease(1.0 - (t - CARD_BACK) / (1.0 - CARD_BACK))
        fw, fh = self.face.get_size()
        w = _lerp(self.deck.w, fw, k)
        h = _lerp(self.deck.h, fh, k)
        cx = _lerp(self.deck.centerx, self.middle[0], k)
        cy = _lerp(self.deck.centery, self.middle[1], k)
        turn = abs(1.0 - 2.0 * k)  # the card's width as it turns over, 1 -> 0 -> 1
        side = self.back if k < 0.5 else self.face
        size = (max(1, round(w * turn)), max(1, round(h)))
        img = pygame.transform.scale(side, size)
        return img, img.get_rect(center=(round(cx), round(cy)))

    def draw(self, surface: pygame.Surface) -> None:
        img, rect = self.frame()
        surface.blit(img, rect)
