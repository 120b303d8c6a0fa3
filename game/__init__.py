"""Deeds & Dice: a property-trading board game."""

from .core import pure_wanted, stale, use_pure_core

__version__ = "0.1.0"

if pure_wanted() or stale():
    use_pure_core()
