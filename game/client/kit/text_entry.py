"""pygame-gui's one-line text box, its selection kept in step with its text.

``set_text`` and ``rebuild`` lay the text out afresh, but the box keeps the selection it had,
which the new layout no longer marks; the next key that deletes a selection (Backspace,
Delete, a letter typed over it) then finds nothing marked and raises (pygame-gui 0.6.14). A
name selected on the setup screen, then its greyed stand-in name changed by another seat,
was enough. Here the layout is told the selection again after each: what is still in the
text stays selected, and text set from code starts unselected.

And no character that a drawn text never holds (:func:`game.drawn_text.never_drawn`: a NUL,
a zero-width space) is typed or pasted in.
"""

from __future__ import annotations

from pygame_gui.elements import UITextEntryLine

from ...drawn_text import never_drawn


class TextEntry(UITextEntryLine):
    """A UITextEntryLine whose selection never outlives its layout, that takes only characters
    that can be drawn."""

    def rebuild(self) -> None:
        super().rebuild()
        selected = getattr(self, "_select_range", None)  # None while it is first built
        if selected is not None:
            n = len(self.text)
            self.select_range = [min(selected[0], n), min(selected[1], n)]

    def set_text(self, text: str | None) -> None:
        super().set_text(text)
        self.select_range = [0, 0]

    def _process_entered_character(self, character: str) -> bool:
        return not never_drawn(character) and bool(super()._process_entered_character(character))

    def validate_text_string(self, text_to_validate: str) -> bool:
        """Pasted or set text: refused whole if it holds a character never drawn."""
        return (not any(never_drawn(c) for c in text_to_validate or "")
                and bool(super().validate_text_string(text_to_validate)))
