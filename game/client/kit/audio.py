"""Playing the theme's sound cues; silent, never crashing, where there is no audio device."""

from __future__ import annotations

import logging

import pygame

from ...themes import SoundRecipe, Theme
from .synth import RATE, synthesise

log = logging.getLogger(__name__)

MIXER = (RATE, -16, 1)  # the samples' format: rate, signed 16 bits, mono


class Audio:
    """Cues by name (``dice``, ``rent``...) mapped to the theme's synthesised recipes."""

    def __init__(self, volume: float = 0.8, enabled: bool = True) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.enabled = False
        self._sounds: dict[SoundRecipe, pygame.mixer.Sound] = {}
        if not enabled:
            return
        try:
            # pygame.init() opens the mixer in its own format (44.1 kHz stereo), in which the
            # synthesised samples would play four times too fast: it is opened again in
            # theirs, and SDL converts for the device
            if pygame.mixer.get_init() != MIXER:
                pygame.mixer.quit()
                pygame.mixer.init(*MIXER, buffer=512, allowedchanges=0)
            self.enabled = pygame.mixer.get_init() == MIXER
        except pygame.error as error:
            log.info("no audio device, playing silently: %s", error)

    def sound(self, recipe: SoundRecipe) -> pygame.mixer.Sound | None:
        if not self.enabled:
            return None
        if recipe not in self._sounds:
            self._sounds[recipe] = pygame.mixer.Sound(buffer=synthesise(recipe).tobytes())
        return self._sounds[recipe]

    def play(self, theme: Theme, cue: str) -> None:
        """Play the theme's sound for ``cue`` (a field of the theme's ``sounds``)."""
        if not self.enabled or self.volume <= 0:
            return
        recipe = getattr(theme.sounds, cue, None)
        if recipe is None:
            return
        sound = self.sound(recipe)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
