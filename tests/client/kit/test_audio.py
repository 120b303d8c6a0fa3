"""Synthesised sounds: every recipe makes a short, non-silent, unclipped sound; no device, no crash."""

from __future__ import annotations

import pygame
import pytest

from game.client.kit.audio import Audio
from game.client.kit.synth import RATE, synthesise
from game.themes import SoundRecipe, load_theme
from game.themes import THEMES_DIR


@pytest.mark.parametrize("recipe", list(SoundRecipe))
def test_every_recipe_synthesises_a_short_audible_sound(recipe: SoundRecipe) -> None:
    samples = synthesise(recipe, volume=0.6)
    assert 0.02 * RATE < len(samples) < 1.5 * RATE
    peak = max(abs(s) for s in samples)
    assert 0.55 * 32767 <= peak <= 0.61 * 32767
    assert abs(samples[0]) < 0.05 * 32767 and abs(samples[-1]) < 0.05 * 32767


def test_recipes_differ() -> None:
    assert len({bytes(synthesise(r)) for r in SoundRecipe}) == len(SoundRecipe)


def test_every_cue_of_both_themes_plays_through_the_mixer_at_its_own_length() -> None:
    pygame.init()  # as the app starts: the mixer opens in pygame's format, not the samples'
    audio = Audio(volume=0.5)
    assert audio.enabled  # SDL's dummy driver stands in for the device
    assert pygame.mixer.get_init() == (RATE, -16, 1)
    for name in ("classic", "boutique"):
        theme = load_theme(THEMES_DIR / name)
        for cue in type(theme.sounds).model_fields:
            recipe = getattr(theme.sounds, cue)
            sound = audio.sound(recipe)
            assert sound is not None, (name, cue)
            seconds = len(synthesise(recipe)) / RATE
            assert sound.get_length() == pytest.approx(seconds, abs=0.001), (name, cue)
            audio.play(theme, cue)
            assert sound.get_volume() == pytest.approx(0.5, abs=0.01), (name, cue)


def test_without_audio_the_game_is_silent_not_broken() -> None:
    audio = Audio(enabled=False)
    assert not audio.enabled
    audio.play(load_theme(THEMES_DIR / "classic"), "dice")
    assert audio.sound(SoundRecipe.BLIP) is None
