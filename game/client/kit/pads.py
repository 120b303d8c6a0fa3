"""Game controllers, read as the keys a keyboard would press: every screen that answers to the
arrow keys, Enter, Esc and Page Up/Down answers to a pad's d-pad and left stick, A, B and shoulder
buttons, whichever pad it is (SDL's controller layout names the buttons of every pad by their
place; each family's own names for them are in :mod:`.pad_families`). Pads are opened as they are plugged in and let go as they are pulled out;
several may be plugged in at once (a pad per seat, or one passed round). A plain joystick with
no such layout (an arcade cabinet's stick and buttons) moves the arrows with its stick or hat
and presses the keys its buttons are set to (:data:`JOYSTICK_BUTTONS`, or a kiosk config's).

What a pad presses is an ordinary KEYDOWN/KEYUP pair carrying ``pad`` (the pad's instance id),
so one mechanism, the scenes' keyboard handling, serves both. A stick held over to one side
repeats its key as a held arrow key does. Which device was used last, and the family of the
pad, decide how the screens name the buttons (:attr:`Pads.naming`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum

import pygame

from .keys import ACTION_KEYS, KEY_TEXT, key_codes, key_name
from .naming import Naming
from .pad_families import Family, family_of
from .pad_ids import PadName, next_name
from .pad_names import DEFAULT_BINDING, DEFAULT_KEYS

#: How far a stick must lean (of 32767) before it presses an arrow, and where it lets go.
LEAN = 16000
REST = 8000
#: A stick held over repeats its arrow after this long, then every REPEAT_EVERY seconds.
REPEAT_AFTER = 0.4
REPEAT_EVERY = 0.12
_STICK_KEYS = {pygame.CONTROLLER_AXIS_LEFTX: (pygame.K_LEFT, pygame.K_RIGHT),
               pygame.CONTROLLER_AXIS_LEFTY: (pygame.K_UP, pygame.K_DOWN)}
#: A plain joystick's first two buttons, unless a kiosk config says otherwise.
JOYSTICK_BUTTONS: dict[int, int] = {0: pygame.K_RETURN, 1: pygame.K_ESCAPE}
#: A hat's directions as the arrows they press.
_HAT_KEYS = ((0, -1, pygame.K_LEFT), (0, 1, pygame.K_RIGHT), (1, -1, pygame.K_DOWN),
             (1, 1, pygame.K_UP))
#: The controller and joystick events this module reads.
PAD_EVENTS = frozenset((pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                        pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEADDED,
                        pygame.CONTROLLERDEVICEREMOVED))
JOYSTICK_EVENTS = frozenset((pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION,
                             pygame.JOYAXISMOTION, pygame.JOYDEVICEADDED,
                             pygame.JOYDEVICEREMOVED))


#: A pad's buttons by the names a person writes (:data:`.pad_names.BUTTONS`).
BUTTON_NAMES: dict[str, int] = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X, "y": pygame.CONTROLLER_BUTTON_Y,
    "back": pygame.CONTROLLER_BUTTON_BACK, "guide": pygame.CONTROLLER_BUTTON_GUIDE,
    "start": pygame.CONTROLLER_BUTTON_START, "leftstick": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rightstick": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
    "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}
BUTTON_OF = {code: name for name, code in BUTTON_NAMES.items()}


def button_keys(binding: Mapping[str, str]) -> dict[int, int]:
    """The key each button presses, from a binding of actions to button names."""
    return {BUTTON_NAMES[button]: ACTION_KEYS[action] for action, button in binding.items()
            if button}


def parse_chord(text: str) -> frozenset[int]:
    """Buttons written as 'back+start': ValueError naming a button no pad has, or a chord of
    fewer than two (one button alone is pressed by accident)."""
    names = [part.strip().lower() for part in text.split("+")]
    unknown = [n for n in names if n not in BUTTON_NAMES]
    if unknown:
        raise ValueError(f"{unknown[0]!r} is not a button of a pad (one of "
                         f"{', '.join(BUTTON_NAMES)})")
    chord = frozenset(BUTTON_NAMES[n] for n in names)
    if len(chord) < 2:
        raise ValueError("hold at least two different buttons together")
    return chord


@dataclass
class Chord:
    """Buttons that must be held down together on one pad."""

    buttons: frozenset[int]
    held: dict[int, set[int]] = field(default_factory=dict)

    def completes(self, event: pygame.event.Event) -> bool:
        """Whether this event is the press that completes the chord on its pad."""
        if event.type == pygame.CONTROLLERBUTTONUP:
            self.held.get(event.instance_id, set()).discard(event.button)
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.held.pop(event.instance_id, None)
        elif event.type == pygame.CONTROLLERBUTTONDOWN:
            held = self.held.setdefault(event.instance_id, set())
            held.add(event.button)
            return event.button in self.buttons and self.buttons <= held
        return False


def pad_press(event: pygame.event.Event) -> bool:
    """A press of any button of a pad: read as its key, or a button with none."""
    return pressing_pad(event) is not None


def pressing_pad(event: pygame.event.Event) -> int | None:
    """The instance id of the pad whose button (or stick) this press is; None for another
    event."""
    if event.type == pygame.KEYDOWN:
        pad = getattr(event, "pad", None)
        return pad if isinstance(pad, int) else None
    return event.instance_id if event.type == pygame.CONTROLLERBUTTONDOWN else None


class Device(Enum):
    """What a person last played with, so that the screen names the buttons he has."""

    KEYS = "keys"
    PAD = "pad"
    POINTER = "pointer"


_POINTER_EVENTS = frozenset((pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN))


def key_event(kind: int, key: int, pad: int) -> pygame.event.Event:
    """The key event a pad's button or stick stands for."""
    return pygame.event.Event(kind, key=key, mod=0, unicode=KEY_TEXT.get(key, ""), scancode=0,
                              pad=pad)


@dataclass
class _Held:
    """A stick leaning one way: its key, and how long until that key repeats."""

    key: int
    wait: float = REPEAT_AFTER


@dataclass
class Pads:
    """The pads plugged in, the sticks held over, and the device last used."""

    opened: dict[int, object] = field(default_factory=dict)
    #: The family of each pad plugged in (its buttons' names), by instance id.
    families: dict[int, Family] = field(default_factory=dict)
    #: Each pad plugged in as a seat is tied to it (:mod:`.pad_ids`), by instance id.
    names: dict[int, PadName] = field(default_factory=dict)
    #: The family of the pad last used.
    family: Family = Family.GENERIC
    #: Plain joysticks (no controller layout SDL knows), such as a cabinet's encoder board.
    sticks: dict[int, object] = field(default_factory=dict)
    #: A plain joystick's buttons and the keys they press (a kiosk config may set them).
    joystick_buttons: dict[int, int] = field(default_factory=lambda: dict(JOYSTICK_BUTTONS))
    #: The player's binding (each action's button, in the settings), and the key each button
    #: of a pad presses by it.
    binding: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_BINDING))
    pad_buttons: dict[int, int] = field(default_factory=lambda: button_keys(DEFAULT_BINDING))
    #: Each action's key on the keyboard, by pygame's name for it, and the key each key the
    #: player set presses by it.
    keys: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_KEYS))
    key_map: dict[int, int] = field(default_factory=lambda: key_codes(DEFAULT_KEYS))
    held: dict[tuple[int, int], _Held] = field(default_factory=dict)
    hats: dict[int, set[int]] = field(default_factory=dict)
    last: Device = Device.POINTER
    #: The keyboard or a pad, whichever was used last (a pointer leaves it as it was); None
    #: before either was.
    pressed_with: Device | None = None
    #: Set by a screen that asks for a button (to bind it): the next press goes to it alone.
    listening: Callable[[str], None] | None = None
    #: The same for a key of the keyboard (the key of Back lets go instead).
    listening_key: Callable[[str], None] | None = None
    #: The names last worked out (:attr:`naming`), with copies of the binding and the keys
    #: they were worked out from: every screen asks for them every frame.
    _named: Naming | None = field(default=None, init=False, repr=False, compare=False)
    _named_from: tuple[dict[str, str], dict[str, str]] = field(
        default_factory=lambda: ({}, {}), init=False, repr=False, compare=False)

    def bind(self, binding: Mapping[str, str]) -> None:
        """Play by the player's binding of actions to a pad's buttons."""
        self.binding = dict(binding)
        self.pad_buttons = button_keys(binding)

    def bind_keys(self, keys: Mapping[str, str]) -> None:
        """Play by the player's keys for the actions."""
        self.keys = dict(keys)
        self.key_map = key_codes(keys)

    def key(self, event: pygame.event.Event, typing: bool) -> pygame.event.Event | None:
        """A key of the keyboard as the player set them: the key its action presses, as it
        is while a name is typed (``typing``); None for a key whose action the player gave
        another key, and for the key a screen was listening for."""
        if self.listening_key is not None and event.type == pygame.KEYDOWN:
            if self.key_map.get(event.key) != pygame.K_ESCAPE:
                heard, self.listening_key = self.listening_key, None
                heard(key_name(event.key))
                return None
            self.listening_key = None
        if typing:
            return event
        key = self.key_map.get(event.key)
        if key is None:
            return None if event.key in ACTION_KEYS.values() else event
        if key == event.key:
            return event
        return pygame.event.Event(event.type, key=key, mod=event.mod, scancode=0,
                                  unicode=KEY_TEXT.get(key, ""))

    @property
    def naming(self) -> Naming:
        """The names of the buttons of what was last pressed: the pad's (in its family's words,
        by the player's binding), or the keyboard's; a pointer changes nothing. Before either
        was pressed, a pad's while one is plugged in (a touch screen with a pad beside it)."""
        pad = self.pressed_with is Device.PAD or (self.pressed_with is None and bool(self.opened))
        family = self.family if pad else None
        named = self._named
        if (named is None or named.family is not family
                or (self.binding, self.keys) != self._named_from):
            named = self._named = Naming(family, tuple(self.binding.items()),
                                         tuple(self.keys.items()))
            self._named_from = (dict(self.binding), dict(self.keys))
        return named

    def read(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key events a pad's event stands for (none for a plug, an unplug or a button
        with no key), noting the device used."""
        if event.type == pygame.KEYDOWN and not hasattr(event, "pad"):
            self.last = self.pressed_with = Device.KEYS
        elif event.type in _POINTER_EVENTS:
            self.last = Device.POINTER
        if event.type in JOYSTICK_EVENTS:
            return self._joystick(event)
        if event.type not in PAD_EVENTS:
            return []
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._plug(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self._unplug(event.instance_id)
            return []
        self._used(event.instance_id)
        if event.type == pygame.CONTROLLERAXISMOTION:
            return self._stick(event.instance_id, event.axis, event.value)
        if self.listening is not None and event.type == pygame.CONTROLLERBUTTONDOWN:
            name = BUTTON_OF.get(event.button)
            if name is not None:
                heard, self.listening = self.listening, None
                heard(name)
            return []
        key = self.pad_buttons.get(event.button)
        if key is None:
            return []
        kind = pygame.KEYDOWN if event.type == pygame.CONTROLLERBUTTONDOWN else pygame.KEYUP
        return [key_event(kind, key, event.instance_id)]

    def name_of(self, instance: int) -> PadName | None:
        """The pad of that instance id as a seat is tied to it; None for a plain joystick."""
        return self.names.get(instance)

    def update(self, dt: float) -> list[pygame.event.Event]:
        """The repeats of the sticks held over, due in this frame."""
        out = []
        for (pad, _axis), held in self.held.items():
            held.wait -= dt
            if held.wait <= 0:
                held.wait += REPEAT_EVERY
                out.append(key_event(pygame.KEYDOWN, held.key, pad))
        return out

    def _stick(self, pad: int, axis: int, value: int) -> list[pygame.event.Event]:
        keys = _STICK_KEYS.get(axis)
        if keys is None:
            return []
        held = self.held.get((pad, axis))
        lean = keys[0] if value <= -LEAN else keys[1] if value >= LEAN else None
        if held is not None and (abs(value) < REST or lean not in (None, held.key)):
            del self.held[(pad, axis)]
            return [key_event(pygame.KEYUP, held.key, pad)] + self._stick(pad, axis, value)
        if held is None and lean is not None:
            self.held[(pad, axis)] = _Held(lean)
            return [key_event(pygame.KEYDOWN, lean, pad)]
        return []

    def _joystick(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """A plain joystick's event; a controller's own joystick events are left to its
        controller events, which SDL sends as well."""
        if event.type == pygame.JOYDEVICEADDED:
            self._plug_stick(event.device_index)
            return []
        instance = event.instance_id
        if event.type == pygame.JOYDEVICEREMOVED:
            self.sticks.pop(instance, None)
            self.hats.pop(instance, None)
            self._unplug(instance)
            return []
        if instance not in self.sticks:
            return []
        self._used(instance)
        if event.type == pygame.JOYAXISMOTION:
            axis = {0: pygame.CONTROLLER_AXIS_LEFTX, 1: pygame.CONTROLLER_AXIS_LEFTY}.get(event.axis)
            return [] if axis is None else self._stick(instance, axis, round(event.value * 32767))
        if event.type == pygame.JOYHATMOTION:
            return self._hat(instance, event.value)
        key = self.joystick_buttons.get(event.button)
        if key is None:
            return []
        kind = pygame.KEYDOWN if event.type == pygame.JOYBUTTONDOWN else pygame.KEYUP
        return [key_event(kind, key, instance)]

    def _hat(self, instance: int, value: tuple[int, int]) -> list[pygame.event.Event]:
        now = {key for axis, sign, key in _HAT_KEYS if value[axis] == sign}
        before = self.hats.get(instance, set())
        self.hats[instance] = now
        return ([key_event(pygame.KEYUP, key, instance) for key in sorted(before - now)]
                + [key_event(pygame.KEYDOWN, key, instance) for key in sorted(now - before)])

    def _plug_stick(self, index: int) -> None:
        try:
            from pygame._sdl2 import controller

            if controller.is_controller(index):
                return  # read through its controller events
            stick = pygame.joystick.Joystick(index)
            self.sticks[stick.get_instance_id()] = stick
        except (pygame.error, IndexError, ValueError):
            pass

    def _used(self, instance: int) -> None:
        self.last = self.pressed_with = Device.PAD
        self.family = self.families.get(instance, Family.GENERIC)

    def _plug(self, index: int) -> None:
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
            pad = controller.Controller(index)
            self.add(pad.as_joystick().get_instance_id(), pad.name, pad)
        except (pygame.error, IndexError, ValueError):
            pass  # gone again, or not a controller SDL knows: its events never come

    def add(self, instance: int, name: str, device: object) -> None:
        """A pad opened, which SDL calls ``name``: known by its name and family from now on."""
        self.opened[instance] = device
        self.families[instance] = family_of(name)
        self.names[instance] = next_name(name, self.names.values())
        if self.pressed_with is not Device.PAD:
            self.family = self.families[instance]  # named until a pad is used

    def _unplug(self, instance: int) -> None:
        self.opened.pop(instance, None)
        self.families.pop(instance, None)
        self.names.pop(instance, None)
        for key in [k for k in self.held if k[0] == instance]:
            del self.held[key]
