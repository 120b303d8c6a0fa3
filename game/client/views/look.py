"""The look every screen shares, drawn from the theme: seat colors, fonts, panels, banners,
token discs, focus rings and the pygame-gui styles of menus.

Everything not a widget (backdrop, titles, panels, charts) is drawn with pygame in the theme's
palette, with the corner radius of the theme's dialogs so menus and dialogs look like one game.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import pygame

from ...engine.datafile import read_json
from ...themes import Theme
from .board import svg
from ..kit.fonts import clip, fit, fit_line, font
from ..kit.ui_manager import UIManager

BASE_SIZE = (1600, 900)

# One color per seat, for owner markers, panels and charts; chosen to stay apart for
# common forms of color blindness as far as eight colors can.
PLAYER_COLORS = ("#d7263d", "#1b62d1", "#1f9e4f", "#f49d0c", "#7b3fbf", "#0fa3b1",
                 "#e2539f", "#5a5a5a")


def player_color(p: int) -> pygame.Color:
    """The seat's color, the same as on the game screen's panels and markers."""
    return pygame.Color(PLAYER_COLORS[p % len(PLAYER_COLORS)])


def color(hex_color: str) -> pygame.Color:
    return pygame.Color(hex_color)


def scale_for(size: tuple[int, int]) -> float:
    """How big everything is drawn, relative to the 1600x900 design size."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])


def theme_font(theme: Theme, size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
    """The theme's title or body font (Noto Sans when the theme says 'default')."""
    return font(size, bold, _font_path(theme, title))


def line_font(theme: Theme, text: str, width: int, size: int, bold: bool = False,
              title: bool = False) -> pygame.font.Font:
    """The theme's font from ``size`` down that puts ``text`` on one line ``width`` wide (large
    text in a narrow place is made smaller rather than cut)."""
    return fit_line(text, width, size, bold, max(10, round(size * 0.6)), _font_path(theme, title))


def lines_font(theme: Theme, texts: Iterable[tuple[str, int]], size: int,
               bold: bool = False) -> pygame.font.Font:
    """One font for several texts, each whole on one line of its width (the smallest
    :func:`line_font` of them)."""
    return min((line_font(theme, text, width, size, bold) for text, width in texts),
               key=lambda f: f.get_height())


def box_font(theme: Theme, text: str, width: int, height: int,
             size: int) -> tuple[pygame.font.Font, list[str]]:
    """The theme's body font from ``size`` grown to the player's text size down to ``size``
    itself, whichever first wraps ``text`` into the box; with its lines."""
    return fit(text, width, height, size, smallest=size, path=_font_path(theme, False))


def _font_path(theme: Theme, title: bool) -> str | None:
    name = theme.fonts.title if title else theme.fonts.body
    return None if name == "default" else str(theme.path(name))


@lru_cache(maxsize=8)
def _ui_file(path: str) -> dict[str, Any]:
    data: dict[str, Any] = read_json(path)  # checked as the theme was loaded
    return data


def corner_radius(theme: Theme) -> int:
    """The corner radius the theme's dialogs use, so drawn panels match the widgets."""
    misc = _ui_file(str(theme.ui_theme_path)).get("#theme_base", {}).get("misc", {})
    try:
        return int(misc.get("shape_corner_radius", 0)) if misc.get("shape") == "rounded_rectangle" else 0
    except (TypeError, ValueError):
        return 0


def _font_block(size: int, bold: bool = False) -> dict[str, str]:
    return {"name": "noto_sans", "size": str(size), "bold": "1" if bold else "0"}


def make_manager(theme: Theme, size: tuple[int, int], styles: dict[str, dict[str, Any]]) -> UIManager:
    """A UI manager with the theme's ui.json and the scene's own sizes layered on top."""
    data = theme.ui_data()
    for key, block in styles.items():
        merged = dict(data.get(key, {}))
        merged.update(block)
        data[key] = merged
    manager = UIManager(size, data, enable_live_theme_updates=False)
    return manager


def menu_styles(s: float) -> dict[str, dict[str, Any]]:
    """Sizes shared by the menus, scaled to the window: body text, big buttons, small buttons."""
    body = max(12, round(17 * s))
    return {
        "button": {"prototype": "#theme_base", "font": _font_block(body)},
        "text_entry_line": {"prototype": "#theme_base", "font": _font_block(body),
                            "misc": {"padding": f"{max(4, round(10 * s))},2"}},
        "drop_down_menu": {"prototype": "#theme_base", "font": _font_block(body)},
        "drop_down_menu.button": {"prototype": "#theme_flat", "font": _font_block(body)},
        "drop_down_menu.selection_list.button": {"prototype": "#theme_flat", "font": _font_block(body)},
        "drop_down_menu.#drop_down_options_list": {
            "misc": {"list_item_height": str(max(20, round(30 * s)))}},
        "@menu": {"prototype": "#theme_base", "font": _font_block(max(15, round(25 * s)), True)},
        "@menu_primary": {"prototype": "@primary", "font": _font_block(max(15, round(25 * s)), True)},
        "@action": {"prototype": "#theme_base", "font": _font_block(max(13, round(20 * s)), True)},
        "@action_primary": {"prototype": "@primary", "font": _font_block(max(13, round(20 * s)), True)},
        "@small": {"prototype": "#theme_base", "font": _font_block(max(11, round(15 * s)))},
        "tool_tip": {"prototype": "#theme_base", "font": _font_block(max(11, round(15 * s)))},
    }


def style_font(styles: dict[str, dict[str, Any]], key: str) -> pygame.font.Font:
    """The font pygame-gui draws the style ``key`` of ``styles`` with (Noto Sans, at the
    player's text size): to measure what a widget needs."""
    block = styles[key]["font"]
    return font(int(block["size"]), block.get("bold") == "1")


def holding(f: pygame.font.Font, least: int, room: float = 1.3) -> int:
    """A widget's height: ``least`` pixels, or more where a line of ``f`` needs it (``room``
    times its height)."""
    return max(least, round(f.get_linesize() * room))


def token_image(theme: Theme, token_id: str, size: int) -> pygame.Surface | None:
    """The token's SVG art at ``size`` pixels, or None when the theme has no such token."""
    for token in theme.tokens:
        if token.id == token_id:
            path = theme.path(token.art)
            return svg(str(path), size) if path.is_file() else None
    return None


# -- drawing -------------------------------------------------------------------------------

#: The last backdrop drawn, by theme and window size: one screenful, kept while menus show it.
_BACKDROP: list[tuple[tuple[str, tuple[int, int]], pygame.Surface]] = []


def play_click(app: Any, theme: Theme) -> None:
    """The theme's button sound, where the app has a sound device."""
    audio = getattr(app, "audio", None)
    if audio is not None:
        audio.play(theme, "click")


def draw_backdrop(surface: pygame.Surface, theme: Theme) -> None:
    """The menus' background: the board color with broad, faint diagonal stripes."""
    key = (theme.id, surface.get_size())
    if not _BACKDROP or _BACKDROP[0][0] != key:
        w, h = surface.get_size()
        image = pygame.Surface((w, h))
        p = theme.palette
        image.fill(color(p.board))
        stripe = color(p.center)
        step = max(40, round(110 * scale_for((w, h))))
        for x in range(-h, w + h, step):
            pygame.draw.polygon(image, stripe, [(x, 0), (x + step // 2, 0),
                                                (x + step // 2 + h, h), (x + h, h)])
        _BACKDROP[:] = [(key, image)]
    surface.blit(_BACKDROP[0][1], (0, 0))


def draw_panel(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               fill: str | pygame.Color | None = None) -> None:
    """A raised card in the theme's style: face color (the palette's space color unless
    given), line border, soft offset shadow."""
    p = theme.palette
    r = corner_radius(theme)
    s = max(3, rect.h // 120)
    shadow = color(p.line).lerp(color(p.board), 0.55)
    pygame.draw.rect(surface, shadow, rect.move(s, s), border_radius=r)
    face = fill if isinstance(fill, pygame.Color) else color(fill or p.space)
    pygame.draw.rect(surface, face, rect, border_radius=r)
    pygame.draw.rect(surface, color(p.line), rect, 2, border_radius=r)


def draw_text(surface: pygame.Surface, text: str, f: pygame.font.Font, col: pygame.Color | str,
              pos: tuple[int, int], anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """One line of text at an anchor point, shortened with an ellipsis if it would not fit."""
    if max_width is not None:
        text = clip(text, f, max_width)
    img = f.render(text, True, color(col) if isinstance(col, str) else col)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def banner_font(theme: Theme, text: str, width: int, size: int,
                height: int | None = None) -> pygame.font.Font:
    """The largest title font from ``size`` down that fits ``text`` on a banner ``width`` wide
    (and, given a ``height``, a banner whose shadow too stays inside it)."""
    f = theme_font(theme, size, bold=True, title=True)
    while size > 12 and (f.size(text)[0] > width - f.get_height()
                         or height is not None and banner_reach(f) > height):
        size -= 2
        f = theme_font(theme, size, bold=True, title=True)
    return f


def banner_height(f: pygame.font.Font) -> int:
    return f.get_height() + 2 * round(f.get_height() * 0.25)


def _shadow(height: int) -> int:
    """How far a banner's shadow falls below and beside it."""
    return max(3, height // 18)


def banner_reach(f: pygame.font.Font) -> int:
    """The height a banner in ``f`` takes with its shadow."""
    h = banner_height(f)
    return h + _shadow(h)


def draw_banner(surface: pygame.Surface, theme: Theme, text: str, rect: pygame.Rect, size: int) -> int:
    """The title on an accent banner, as on the board's middle; returns the banner's bottom.

    ``rect`` gives the place and width (its height is ignored); ``size`` is the largest font size.
    """
    f = banner_font(theme, text, rect.w, size)
    banner = banner_box(surface, theme, rect, f)
    draw_text(surface, text, f, theme.palette.accent_text, banner.center, "center")
    return banner.bottom


def banner_box(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               f: pygame.font.Font) -> pygame.Rect:
    """The accent banner alone, tall enough for a line in ``f``; returns where it is."""
    p = theme.palette
    banner = pygame.Rect(rect.x, rect.y, rect.w, banner_height(f))
    r = corner_radius(theme)
    off = _shadow(banner.h)
    pygame.draw.rect(surface, color(p.line).lerp(color(p.board), 0.5), banner.move(off, off), border_radius=r)
    pygame.draw.rect(surface, color(p.accent), banner, border_radius=r)
    pygame.draw.rect(surface, color(p.line), banner, 3, border_radius=r)
    return banner


def draw_focus(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    """The keyboard focus: a ring in the theme's highlight color around a widget."""
    r = corner_radius(theme)
    width = max(3, rect.h // 14)
    ring = rect.inflate(2 * width + 2, 2 * width + 2)
    pygame.draw.rect(surface, color(theme.palette.highlight), ring, width, border_radius=r + width if r else 0)
    pygame.draw.rect(surface, color(theme.palette.line), ring.inflate(2, 2), 1, border_radius=r + width if r else 0)


def draw_token_disc(surface: pygame.Surface, theme: Theme, token_id: str | None, center: tuple[int, int],
                    size: int, ring: pygame.Color | None = None) -> None:
    """A token on a round plate of the space color, ringed in the player's color or the line."""
    p = theme.palette
    radius = size // 2
    pygame.draw.circle(surface, color(p.space), center, radius)
    pygame.draw.circle(surface, ring or color(p.line), center, radius, max(2, size // 16))
    art = token_image(theme, token_id, round(size * 0.72)) if token_id else None
    if art is not None:
        surface.blit(art, art.get_rect(center=center))
