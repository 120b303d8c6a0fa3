"""The menu scenes: title, setup, settings, saves, pause, how to play, rules, game over.

May import ``views``, ``how_to_play``, ``dialogs``, ``store`` and ``kit``; never ``table`` or ``kiosk``.
"""
