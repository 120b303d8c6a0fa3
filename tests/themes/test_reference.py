"""The theme.json field reference comes from the model, so every field must describe itself."""

from __future__ import annotations

from game.themes import Theme, all_models, field_reference


def test_every_field_has_a_description() -> None:
    missing = [f"{m.__name__}.{name}" for m in all_models(Theme)
               for name, info in m.model_fields.items() if not (info.description or "").strip()]
    assert missing == []


def test_reference_lists_every_field() -> None:
    text = field_reference()
    assert text.startswith("| field | type | description |")
    for needle in ("`title`", "`palette.groups`", "`tokens[].art`", "`buildings.hotel.plural`",
                   "`sounds.dice`", "color `#rrggbb`", "`SoundRecipe` is one of"):
        assert needle in text
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    fields = sum(len(m.model_fields) for m in all_models(Theme))
    assert len(rows) >= fields
