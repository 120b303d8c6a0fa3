"""Sizes and the pygame-gui theme of the dialogs, both worked out from the window and the theme."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from ...themes import Theme
from ..kit import fonts
from ..kit.ui_manager import scale_fonts

BASE_FONT = 14  # the size ui.json's body text is written for
BODY_FONT = "dialog_body"
TITLE_FONT = "dialog_title"


@dataclass(frozen=True, slots=True)
class Metrics:
    """Every size a dialog uses, in pixels, for one window size and the player's text size."""

    window: tuple[int, int]
    body: int
    small: int
    heading: int
    title: int
    pad: int
    gap: int
    button_h: int
    ring: int
    body_path: str | None = None
    title_path: str | None = None
    #: The least height of anything a person presses, in pixels: 0 suits a mouse; a touch
    #: screen (the kiosk) raises it to what a finger hits.
    min_target: ClassVar[int] = 0

    @classmethod
    def for_window(cls, size: tuple[int, int], theme: Theme | None = None) -> Metrics:
        """Text grows with the window (14 px at 720 lines, 16 at 900, 19 at 1080) and the
        player's text size, and every space around it with the text."""
        w, h = size
        body = fonts.scaled(max(14, min(22, round(min(h, w * 9 / 16) * 16 / 900))))
        own = font_names(theme) if theme is not None else {}
        return cls(window=(w, h), body=body, small=round(body * 0.86), heading=round(body * 1.2),
                   title=round(body * 1.6), pad=round(body * 1.3), gap=round(body * 0.55),
                   button_h=max(cls.min_target, round(body * 2.4)), ring=max(2, round(body / 7)),
                   body_path=own.get(BODY_FONT), title_path=own.get(TITLE_FONT, own.get(BODY_FONT)))

    @property
    def touch(self) -> bool:
        """Laid out for fingers (the kiosk): no keyboard, lists scroll by dragging."""
        return self.min_target > 0

    @property
    def line(self) -> int:
        return self.font().get_linesize()

    def font(self, kind: str = "body", bold: bool = False) -> pygame.font.Font:
        """The font pygame-gui draws ``kind`` text with, for measuring and wrapping."""
        size = {"body": self.body, "small": self.small, "heading": self.heading,
                "title": self.title}[kind]
        return fonts.face(size, bold, self.title_path if kind == "title" else self.body_path)

    def panel_width(self, area: pygame.Rect) -> int:
        """Wide enough for two buttons side by side, never wider than the board's middle allows
        (larger text: as much wider as the text is)."""
        want = round(area.w * 0.88 * fonts.text_scale())
        low, high = 24 * self.body, 34 * self.body
        width = max(low, min(high, want))
        return min(width, self.window[0] - 2 * self.gap)

    def max_height(self) -> int:
        return self.window[1] - 2 * self.gap


def _font(name: str, size: int, bold: bool = False) -> dict[str, str]:
    block = {"name": name, "size": str(size)}
    if bold:
        block["bold"] = "1"
    return block


def _label(color: str, font: dict[str, str], align: str = "left") -> dict[str, Any]:
    return {
        "font": font,
        "colours": {"normal_text": color, "dark_bg": "#00000000", "normal_bg": "#00000000",
                    "text_shadow": "#00000000"},
        "misc": {"text_horiz_alignment": align, "text_horiz_alignment_padding": "0",
                 "border_width": "0", "shadow_width": "0"},
    }


def _solid(color: str, radius: int = 0) -> dict[str, Any]:
    return {
        "colours": {"dark_bg": color, "normal_border": color},
        "misc": {"shape": "rounded_rectangle" if radius else "rectangle",
                 "shape_corner_radius": str(radius), "border_width": "0", "shadow_width": "0"},
    }


def font_names(theme: Theme) -> dict[str, str]:
    """The theme's own font files by the names the dialog theme gives them ('default': none)."""
    out: dict[str, str] = {}
    for name, value in ((BODY_FONT, theme.fonts.body), (TITLE_FONT, theme.fonts.title)):
        if value != "default":
            out[name] = str(theme.path(value))
    return out


def ui_theme(theme: Theme, m: Metrics) -> dict[str, Any]:
    """The theme's ui.json with fonts sized for the window and the dialogs' own classes added."""
    data = theme.ui_data()
    own = font_names(theme)
    body_name = BODY_FONT if BODY_FONT in own else "noto_sans"
    title_name = TITLE_FONT if TITLE_FONT in own else body_name
    scale_fonts(data, m.body / BASE_FONT, {"noto_sans": body_name} if body_name != "noto_sans" else {})
    p = theme.palette
    button = "button" if "button" in data else None
    option: dict[str, Any] = {"font": _font(body_name, m.body),
                              "misc": {"text_horiz_alignment": "left",
                                       "text_horiz_alignment_padding": str(m.gap * 2)}}
    if button:
        option["prototype"] = button
    primary_option: dict[str, Any] = {"font": _font(body_name, m.body, bold=True),
                                      "misc": dict(option["misc"])}
    if "@primary" in data:
        primary_option["prototype"] = "@primary"
    data.update({
        "@dlg_eyebrow": _label(p.muted, _font(body_name, m.small, bold=True)),
        "@dlg_title": _label(p.accent, _font(title_name, m.title, bold=True)),
        "@dlg_heading": _label(p.text, _font(body_name, m.body, bold=True)),
        "@dlg_text": _label(p.text, _font(body_name, m.body)),
        "@dlg_muted": _label(p.muted, _font(body_name, m.small)),
        "@dlg_key": _label(p.muted, _font(body_name, m.body)),
        "@dlg_value": _label(p.text, _font(body_name, m.body, bold=True), "right"),
        "@dlg_value_accent": _label(p.accent, _font(body_name, m.body, bold=True), "right"),
        "@dlg_strong": _label(p.text, _font(body_name, m.body, bold=True)),
        "@dlg_aside": _label(p.muted, _font(body_name, m.body, bold=True), "right"),
        "@dlg_error": _label(p.text, _font(body_name, m.body, bold=True)),
        "@dlg_rule": _solid(p.accent, 1),
        "@dlg_callout": _solid(_mix(p.highlight, "#ffffff", 0.55), 6),
        "@dlg_row_mark": _solid(_mix(p.highlight, "#ffffff", 0.7), 4),
        "@dlg_hint": _solid(_mix(p.accent, "#ffffff", 0.88), 6),
        "@dlg_hint_lead": _label(p.accent, _font(body_name, m.small, bold=True)),
        "@dlg_hint_text": _label(p.text, _font(body_name, m.small)),
        "@dlg_option": option,
        "@dlg_option_primary": primary_option,
    })
    data["button"] = {**data.get("button", {}), "font": _font(body_name, m.body)}
    if "@primary" in data:
        data["@primary"]["font"] = _font(body_name, m.body, bold=True)
    if "text_entry_line" in data:
        data["text_entry_line"]["font"] = _font(body_name, m.heading, bold=True)
    return data


def _mix(a: str, b: str, t: float) -> str:
    """Color ``a`` moved a share ``t`` of the way to ``b``."""
    ca, cb = pygame.Color(a), pygame.Color(b)
    c = ca.lerp(cb, t)
    return f"#{c.r:02x}{c.g:02x}{c.b:02x}"
