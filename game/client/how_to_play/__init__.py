"""How to play: the pages' words (:mod:`.pages`) and their pictures (:mod:`.art`)."""
