"""Deeds & Dice: a property-trading board game."""

__version__ = "0.1.0"
