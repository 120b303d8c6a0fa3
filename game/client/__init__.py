"""The pygame-ce client: an app loop driving a stack of scenes, in rooms that import only the
rooms below them (``tests/client/test_rooms.py`` keeps the order):

- ``main``: the command line and the app that puts the rooms together (may import them all);
- ``kiosk/``: the unattended kiosk, built on the table and the menus;
- ``table/``: the game scene and everything only it uses (drawing, motion, panels, odds);
- ``scenes/``: the menu scenes (title, setup, settings, saves, pause, rules, game over);
- ``how_to_play/``: the pages of How to play, their words and pictures;
- ``dialogs/``: a dialog for every decision a person makes;
- ``views/``: pictures drawn from a theme that several screens share (board, deeds, cards, dice,
  the edition's words, the look of menus);
- ``store/``: what goes to and comes from disk (settings, saved games, the game's record, seats);
- ``kit/``: the app loop, the scene stack, the UI manager, fonts, tweens, sound, veils, notices:
  nothing in it knows the game's rules.
"""
