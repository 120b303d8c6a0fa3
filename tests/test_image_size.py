"""Images are measured from their first bytes as pygame would decode them, and a bomb (a small
file that decodes to gigabytes) is refused before anything decodes it."""

from __future__ import annotations

import os
import struct
import time
import zlib
from pathlib import Path

import pygame
import pytest

from game.image_size import MAX_BYTES, ImageRefused, check_file, check_image

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def bomb_png(side: int) -> bytes:
    """A PNG of ``side`` x ``side`` one-bit pixels: a header and a little compressed data."""
    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    data = zlib.compress(b"\x00" * (side // 8 + 1) * 64, 9)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", data)
            + _chunk(b"IEND", b""))


def _gif(screen: tuple[int, int], image: tuple[int, int]) -> bytes:
    return (b"GIF89a" + struct.pack("<HHBBB", *screen, 0x80, 0, 0) + b"\x00" * 3 + b"\xff" * 3
            + b"!\xfe\x03abc\x00" + b"," + struct.pack("<HHHHB", 0, 0, *image, 0)
            + b"\x02\x02\x4c\x01\x00;")


def _svg(attributes: str, inner: str = "") -> bytes:
    return f'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" {attributes}>' \
           f'{inner}</svg>'.encode()


@pytest.mark.parametrize("suffix", ["png", "jpg", "bmp"])
def test_a_picture_is_measured_as_pygame_decodes_it(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"a.{suffix}"
    pygame.image.save(pygame.Surface((37, 23)), str(path))
    assert check_image(path) == pygame.image.load(str(path)).get_size() == (37, 23)


@pytest.mark.parametrize(("content", "size"), [
    (_gif((5, 3), (5, 3)), (5, 3)),
    (_svg('width="64" height="32"'), (64, 32)),
    (_svg('width="72pt" height="1in"'), (96, 96)),
    (_svg('viewBox="0 0 80 40"'), (80, 40)),
    (_svg('width="100%" viewBox="0 0 80 40"'), (80, 40)),
    (_svg('width="10.2" height="10.7"'), (11, 11)),
    (_svg('width="64" height="64"', '<svg width="300" height="100"/>'), (300, 100)),
])
def test_gif_and_svg_are_measured_as_pygame_decodes_them(
        tmp_path: Path, content: bytes, size: tuple[int, int]) -> None:
    path = tmp_path / "a.img"
    path.write_bytes(content)
    assert check_image(path) == pygame.image.load(str(path)).get_size() == size


@pytest.mark.parametrize(("content", "said"), [
    (bomb_png(20000), "20,000 x 20,000 pixels"),
    (bomb_png(60000), "60,000 x 60,000 pixels"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
     b"\xff\xc0\x00\x11\x08\xff\xff\xff\xff\x03\x01\x22\x00", "65,535 x 65,535"),
    (_gif((10, 10), (60000, 60000)), "60,000 x 60,000"),
    (b"BM" + b"\x00" * 12 + struct.pack("<Iii", 40, 50000, -50000) + b"\x00" * 40, "50,000 x 50,000"),
    (_svg('width="60000" height="60000"'), "60,000 x 60,000"),
    (_svg('width="64" height="64"', '<svg width="1e9" height="10"/>'), "pixels"),
    (_svg(""), "does not give its size"),
    (_svg('width="50%" height="50%"'), "does not give its size"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x01", "cut short"),
    (b"\x89PNG\r\n\x1a\n" + _chunk(b"tEXt", b"x") + b"\x00" * 16, "IHDR"),
    (b"\xff\xd8\xff\xda\x00\x02", "frame header"),
    (b"GIF89a\x0a\x00\x0a\x00\x00\x00\x00;", "without an image"),
    (b"qoif\x00\x00\x10\x00", "not a PNG, JPEG, GIF, BMP or SVG"),
])
def test_an_image_too_large_or_unmeasurable_is_refused_from_its_header(
        tmp_path: Path, content: bytes, said: str) -> None:
    path = tmp_path / "bomb.png"
    path.write_bytes(content)
    start = time.perf_counter()
    with pytest.raises(ImageRefused, match=said):
        check_image(path)
    assert time.perf_counter() - start < 0.5


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.svg"
    with path.open("wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    for check in (check_file, check_image):
        with pytest.raises(ImageRefused, match="too large"):
            check(path)
    with pytest.raises(ImageRefused, match="not a file"):
        check_file(tmp_path)
