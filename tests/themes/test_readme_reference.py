"""The README's table of theme.json fields is the one the model generates."""

from __future__ import annotations

from pathlib import Path

from game.themes import field_reference

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_documents_every_theme_field_as_the_model_does() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("<!-- theme-fields:start -->") + len("<!-- theme-fields:start -->")
    end = text.index("<!-- theme-fields:end -->")
    assert text[start:end].strip() == field_reference().strip()
