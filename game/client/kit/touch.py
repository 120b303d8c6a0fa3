"""Touch screens: the least size a finger reliably hits, and what counts as a touch.

SDL turns a finger on the screen into mouse events, so a touch is a press of a mouse button
(the wheel's clicks, buttons 4 and up, are not).
"""

from __future__ import annotations

import pygame

TOUCH_TARGET = 64  # pixels, the height and width of anything a finger must press


def touched(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (1, 2, 3)
