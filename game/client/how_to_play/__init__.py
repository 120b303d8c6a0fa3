"""How to play: the pages' words (:mod:`.pages`) and their pictures (:mod:`.art`).

May import ``views``, ``store`` and ``kit``; the pages are shown by ``scenes.how_to_play``."""
