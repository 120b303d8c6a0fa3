"""The app's kit: app loop, scene stack, UI manager, fonts, tweens, sound, touch, veils, notices.

Imports nothing else of the client, and nothing of the game's rules (``game.engine``, ``game.ai``).
"""
