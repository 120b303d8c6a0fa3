"""The theme's words for what dialogs say: money, players, spaces, buildings, decks, debts."""

from __future__ import annotations

from ...engine import BANK, POT, Game
from ...engine.edition import SpaceKind
from ...engine.events import PayReason, written_money
from ...themes import Theme


class Words:
    """Names and phrases in the theme's voice, so no other edition's word reaches the screen."""

    def __init__(self, theme: Theme, game: Game) -> None:
        self.theme = theme
        self.game = game
        self.board = theme.edition_spec().board

    def money(self, amount: int) -> str:
        return written_money(self.theme.currency, amount)

    def player(self, who: int) -> str:
        if who == BANK:
            return "the Bank"
        if who == POT:
            return f"the {self.space(self._first(SpaceKind.FREE_PARKING))} pot"
        return self.game.names[who]

    def space(self, s: int) -> str:
        return self.board.names[s]

    def group(self, s: int) -> str:
        """The name of the group a property belongs to (Mocha, Transportation, ...)."""
        return self.board.group_names[self.board.group_of[s]]

    def kind(self, s: int, plural: bool = False) -> str:
        """What the property is: street, railroad or utility in the theme's words."""
        kind = self.board.kind[s]
        p = self.theme.properties
        words = p.railroad if kind is SpaceKind.RAILROAD else (
            p.utility if kind is SpaceKind.UTILITY else p.street)
        return words.plural if plural else words.singular

    def building(self, kind: str, count: int = 1) -> str:
        """'boutique', 'malls': the word for ``count`` buildings of ``kind`` ('house'/'hotel')."""
        words = self.theme.buildings.hotel if kind == "hotel" else self.theme.buildings.house
        return words.singular if count == 1 else words.plural

    def buildings_on(self, s: int) -> str:
        """What stands on a lot now: 'no boutiques', '2 boutiques', '1 mall'."""
        level = self.game.level[s]
        if level == 0:
            return f"no {self.building('house', 2)}"
        if level == self.game.hotel_level:
            return f"1 {self.building('hotel')}"
        return f"{level} {self.building('house', level)}"

    def deck(self, deck: str) -> str:
        return self.board.deck_names[deck]

    def jail(self) -> str:
        return self.space(self._first(SpaceKind.JAIL))

    def card(self, deck: str) -> str:
        return f"Get Out of {self.jail()} Free card ({self.deck(deck)})"

    def debt_reason(self, reason: PayReason, creditor: int, space: int) -> str:
        """Why the money is owed, as a player says it."""
        return f"{self._what(reason, space)}, owed to {self.player(creditor)}."

    def _what(self, reason: PayReason, space: int) -> str:
        if reason is PayReason.RENT and space >= 0:
            return f"Rent for {self.space(space)}"
        if reason is PayReason.TAX and space >= 0:
            return self.space(space)
        if reason is PayReason.INTEREST and space >= 0:
            return f"Interest on the mortgage of {self.space(space)}"
        if reason is PayReason.JAIL_FINE:
            return f"The {self.jail()} fine"
        if reason is PayReason.REPAIRS:
            return f"Repairs on your {self.building('house', 2)} and {self.building('hotel', 2)}"
        if reason is PayReason.CARD:
            return "A card's payment"
        return "A payment"

    def _first(self, kind: SpaceKind) -> int:
        return self.board.kind.index(kind)
