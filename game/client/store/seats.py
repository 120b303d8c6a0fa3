"""Who sits at the table: kept in saves, set up by the menus and the kiosk, played by the table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seat:
    name: str
    token: int  # index into the theme's tokens
    level: str  # "human" or an AI level
