"""pygame-gui's one-line text box, its selection kept in step with its text.

``set_text`` and ``rebuild`` lay the text out afresh, but the box keeps the selection it had,
which the new layout no longer marks; the next key that deletes a selection (Backspace,
Delete, a letter typed over it) then finds nothing marked and raises (pygame-gui 0.6.14). A
name selected on the setup screen, then its greyed stand-in name changed by another seat,
was enough. Here the layout is told the selection again after each: what is still in the
text stays selected, and text set from code starts unselected.
"""

from __future__ import annotations

from pygame_gui.elements import UITextEntryLine


class TextEntry(UITextEntryLine):
    """A UITextEntryLine whose selection never outlives its layout."""

    def rebuild(self) -> None:
        super().rebuild()
        selected = getattr(self, "_select_range", None)  # None while it is first built
        if selected is not None:
            n = len(self.text)
            self.select_range = [min(selected[0], n), min(selected[1], n)]

    def set_text(self, text: str | None) -> None:
        super().set_text(text)
        self.select_range = [0, 0]
