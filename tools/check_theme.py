"""Validate a theme folder, load every file it names as the game does, and render a preview
of its board and one card of each deck.

    python tools/check_theme.py themes/boutique [--out preview.png] [--size 900]

Exit code 0 when the theme is valid, 1 with the reason when not. The preview is drawn either way
(art that cannot be drawn is found), and written only to the file ``--out`` names.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.engine import DataFileError  # noqa: E402
from game.theme_assets import load_checked_theme  # noqa: E402
from game.themes import Theme  # noqa: E402


def preview(theme: Theme, size: int) -> pygame.Surface:
    """The board on the left, the first card of each deck on the right."""
    from game.client.views.board import BoardRenderer
    from game.client.views.card import render_card

    board = BoardRenderer(theme).render(size)
    card_w = round(size * 0.55)
    gap = round(size * 0.04)
    sheet = pygame.Surface((size + card_w + 2 * gap, size))
    sheet.fill(pygame.Color(theme.palette.center))
    sheet.blit(board, (0, 0))
    spec = theme.edition_spec()
    y = gap
    for deck in ("chance", "community_chest"):
        card = spec.board.cards[deck][0]
        face = render_card(theme, deck, card.text, card_w)
        sheet.blit(face, (size + gap, y))
        y += face.get_height() + gap
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("theme", type=Path, help="a theme folder (or its theme.json)")
    parser.add_argument("--out", type=Path, help="write the preview PNG to this file "
                        "(by default none is written)")
    parser.add_argument("--size", type=int, default=900, help="board size in pixels")
    args = parser.parse_args(argv)
    try:
        theme = load_checked_theme(args.theme)
    except DataFileError as error:
        print(f"theme refused: {error}", file=sys.stderr)
        return 1
    sheet = preview(theme, max(300, args.size))
    if args.out is None:
        print(f"{theme.name}: valid")
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"{theme.name}: valid; preview written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
