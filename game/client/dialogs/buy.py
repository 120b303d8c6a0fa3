"""Buy the property just landed on, or let it go to auction."""

from __future__ import annotations

import pygame

from ...engine import Buy, BuyChoice, DeclineBuy, Game
from ...engine.edition import SpaceKind
from .base import Choice, DecisionDialog, DialogScene


class BuyDialog(DecisionDialog[BuyChoice]):
    """Price, rent once bought, the group, the player's cash: Buy or Auction it."""

    kind = "buy"

    def build(self) -> None:
        g, w, p, s = self.game, self.words, self.player, self.decision.space
        assert g is not None
        price, cash = g.board.price[s], g.cash[p]
        band = group_band(self, s)
        if band is not None:
            self.image(band, gap=self.metrics.gap * 2)
        self.eyebrow(f"{g.names[p]} · for sale")
        self.title(w.space(s))
        owned, size = owned_in_group(g, p, s)
        self.facts([
            ("Price", w.money(price)),
            ("Rent once yours", rent_once_bought(self, s, owned)),
            (group_label(self, s), f"you own {owned} of {size}"),
            ("Your cash", w.money(cash)),
        ], accent=w.money(price))
        afford = cash >= price
        hint = "" if afford else (f"You are {w.money(price - cash)} short: sell or mortgage to "
                                  "raise it, or let it go to auction.")
        raising = self.raise_choices(price)
        buy = Choice(f"Buy for {w.money(price)}", Buy(p), primary=True, default=afford,
                     enabled=afford, hint=hint, side="accept")
        decline = Choice("Auction it" if g.rules.auctions else "Don't buy", DeclineBuy(p),
                         default=not afford, side="decline")
        self.hint_row()
        self.footer([buy, *raising, decline])


def owned_in_group(g: Game, p: int, s: int) -> tuple[int, int]:
    members = g.board.group_members[s]
    return sum(1 for m in members if g.owner[m] == p), len(members)


def group_label(d: DialogScene, s: int) -> str:
    """'Mocha lots', 'Transportation spaces': the set the property belongs to."""
    w = d.words
    kind = w.board.kind[s]
    plural = w.kind(s, plural=True)
    if kind is SpaceKind.STREET:
        return f"{w.group(s)} {plural}"
    return plural[:1].upper() + plural[1:]


def rent_once_bought(d: DialogScene, s: int, owned: int) -> str:
    """The rent the property would charge with what the player already holds of its group."""
    g, w = d.game, d.words
    assert g is not None
    kind = g.board.kind[s]
    held = owned + 1
    if kind is SpaceKind.RAILROAD:
        return w.money(g.board.railroad_rents[held - 1])
    if kind is SpaceKind.UTILITY:
        return f"{g.board.utility_multipliers[held - 1]} × the dice"
    rent = g.t.lot_rent[s][0]
    return w.money(rent * 2 if held == len(g.board.group_members[s]) else rent)


def group_band(d: DialogScene, s: int) -> pygame.Surface | None:
    """A strip in the color of a street's group, like the band on its title deed."""
    board = d.words.board
    if board.kind[s] is not SpaceKind.STREET:
        return None
    gid = board.group_ids[board.group_of[s]]
    if gid not in d.theme.palette.groups:
        return None
    m = d.metrics
    band = pygame.Surface((d.inner, max(6, m.body // 2)), pygame.SRCALPHA)
    d.group_look.swatch(band, band.get_rect(), gid, radius=band.get_height() // 2)
    return band
