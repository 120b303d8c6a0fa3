"""How large an image decodes, read from its first bytes before anything decodes it.

A file of 90 KB can hold a PNG of 20000 x 20000 pixels, which takes gigabytes once decoded; an
SVG can ask for any size. Every image a theme names that is decoded at its own size (ui.json's)
is measured here first (the PNG's IHDR, the JPEG's frame header, the GIF's screen and first
image, the BMP's info header, the width, height and viewBox of every ``<svg>`` element) and
refused past :data:`MAX_PIXELS`; every image and drawing past :data:`MAX_BYTES`. The format is
told by the file's content, as SDL_image tells it, not by its name. Pure Python: the theme
loader and the tools use it without pygame.
"""

from __future__ import annotations

import math
import re
import stat
import struct
from pathlib import Path
from typing import BinaryIO

#: The most pixels an image may decode to (4000 x 4000: 64 MB at four bytes a pixel).
MAX_PIXELS = 16_000_000
#: The largest image file read.
MAX_BYTES = 8 << 20
#: Segments or blocks walked to find a JPEG's or GIF's size before the file is refused.
MAX_STEPS = 10_000

PNG = b"\x89PNG\r\n\x1a\n"
GIF = (b"GIF87a", b"GIF89a")
#: Pixels in a unit of length, at the 96 dots an inch SDL_image draws SVG at (an unknown
#: unit counts as pixels, as there).
SVG_UNITS = {"": 1.0, "px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54,
             "in": 96.0, "em": 24.0, "ex": 24.0}
_SVG_TAG = re.compile(rb"<svg(?=[\s/>])([^>]*)>")
_ATTRIBUTE = re.compile(rb"""([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_LENGTH = re.compile(r"\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*([a-z%]*)\s*$")
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")


class ImageRefused(ValueError):
    """An image the game will not decode, with the reason in words."""


def check_file(path: Path) -> None:
    """ImageRefused unless ``path`` is a file of at most :data:`MAX_BYTES` (a drawing drawn at
    the size asked needs no more)."""
    try:
        info = path.stat()
    except OSError as exc:
        raise ImageRefused(f"cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise ImageRefused("not a file")
    if info.st_size > MAX_BYTES:
        raise ImageRefused(f"too large ({info.st_size:,} bytes; images are read up to "
                           f"{MAX_BYTES:,})")


def check_image(path: Path) -> tuple[int, int]:
    """The image's width and height in pixels as it decodes at its own size; ImageRefused if it
    is too large, or of a kind or shape that cannot be measured without decoding it."""
    check_file(path)
    try:
        with path.open("rb") as handle:
            width, height = _measure(handle)
    except OSError as exc:
        raise ImageRefused(f"cannot be read ({exc.strerror or exc})") from None
    except (struct.error, IndexError):
        raise ImageRefused("cut short: its header is incomplete") from None
    if width <= 0 or height <= 0:
        raise ImageRefused(f"no size in its header ({width} x {height})")
    if width * height > MAX_PIXELS:
        raise ImageRefused(f"{width:,} x {height:,} pixels; images may have up to "
                           f"{MAX_PIXELS:,} pixels")
    return width, height


def _measure(handle: BinaryIO) -> tuple[int, int]:
    head = handle.read(32)
    if head.startswith(PNG):
        if head[12:16] != b"IHDR":
            raise ImageRefused("a PNG that does not start with its header (IHDR)")
        width, height = struct.unpack(">II", head[16:24])
        return int(width), int(height)
    if head.startswith(b"\xff\xd8\xff"):
        return _jpeg(handle)
    if head[:6] in GIF:
        return _gif(handle, head)
    if head.startswith(b"BM"):
        return _bmp(head)
    handle.seek(0)
    text = handle.read(MAX_BYTES)
    if text.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<") and b"<svg" in text:
        return _svg(text)
    raise ImageRefused("not a PNG, JPEG, GIF, BMP or SVG image")


def _jpeg(handle: BinaryIO) -> tuple[int, int]:
    """The size in the first frame header (SOF), found by walking the segments before it."""
    handle.seek(2)
    for _ in range(MAX_STEPS):
        byte = handle.read(1)
        if byte != b"\xff":
            break
        while byte == b"\xff":
            byte = handle.read(1)
        marker = byte[0]
        if 0xD0 <= marker <= 0xD7 or marker == 0x01:
            continue
        if marker in (0xD9, 0xDA):
            break
        length = struct.unpack(">H", handle.read(2))[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">xHH", handle.read(5))
            return int(width), int(height)
        if length < 2:
            break
        handle.seek(length - 2, 1)
    raise ImageRefused("a JPEG without a frame header where one belongs")


def _gif(handle: BinaryIO, head: bytes) -> tuple[int, int]:
    """The larger of the logical screen and the first image: either can set the decoded size."""
    width, height, flags = struct.unpack("<HHB", head[6:11])
    handle.seek(13 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0))
    extension = False  # inside an extension's run of sub-blocks
    for _ in range(MAX_STEPS):
        block = handle.read(1)
        if extension:
            if not block:
                break
            extension = block != b"\x00"
            handle.seek(block[0], 1)
        elif block == b",":
            w, h = struct.unpack("<xxxxHH", handle.read(8))
            return max(width, int(w)), max(height, int(h))
        elif block == b"!":
            handle.read(1)  # the extension's label
            extension = True
        else:
            break
    raise ImageRefused("a GIF without an image where one belongs")


def _bmp(head: bytes) -> tuple[int, int]:
    header = struct.unpack("<I", head[14:18])[0]
    if header == 12:
        width, height = struct.unpack("<HH", head[18:22])
        return int(width), int(height)
    if header >= 16:
        width, height = struct.unpack("<ii", head[18:26])
        return int(width), abs(int(height))
    raise ImageRefused("a BMP with an unknown header")


def _svg(text: bytes) -> tuple[int, int]:
    """The largest size any ``<svg>`` element gives: SDL_image's parser takes each one's width,
    height and viewBox in turn, and where no width or height is given, the viewBox's; with
    neither, the drawing's own extent, which only drawing it tells: refused."""
    tags = [dict((m.group(1), m.group(2) if m.group(2) is not None else m.group(3))
                 for m in _ATTRIBUTE.finditer(tag.group(1))) for tag in _SVG_TAG.finditer(text)]
    sizes: list[list[float]] = [[], []]
    needs_view = [False, False]
    views: list[tuple[float, float]] = []
    for i, attributes in enumerate(tags):
        for axis, name in enumerate((b"width", b"height")):
            value = attributes.get(name)
            length = None if value is None else _pixels(value.decode("utf-8", "replace"))
            if length is None:
                needs_view[axis] = needs_view[axis] or value is not None or i == 0
            else:
                sizes[axis].append(length)
        view = attributes.get(b"viewBox")
        numbers = _NUMBER.findall(view.decode("utf-8", "replace")) if view is not None else []
        if len(numbers) == 4 and float(numbers[2]) > 0 and float(numbers[3]) > 0:
            views.append((float(numbers[2]), float(numbers[3])))
    if any(needs_view) and not views:
        raise ImageRefused("an SVG that does not give its size: width and height, or a viewBox")
    width = max(sizes[0] + [v[0] for v in views], default=0.0)
    height = max(sizes[1] + [v[1] for v in views], default=0.0)
    return _whole(width), _whole(height)


def _pixels(value: str) -> float | None:
    """A length in pixels, or None where SDL_image's parser takes none (a percentage, a word,
    zero or less)."""
    found = _LENGTH.match(value)
    if found is None or found.group(2).startswith("%"):
        return None
    length = float(found.group(1)) * SVG_UNITS.get(found.group(2)[:2], 1.0)
    return length if length > 0 else None


def _whole(length: float) -> int:
    """Pixels as SDL_image rounds them up, capped where no image could be that large."""
    return math.ceil(min(length, 1e12))
