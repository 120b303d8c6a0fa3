"""What the how-to-play pages say, in the edition's words and for the rules in play.

Plain text, no drawing: the scene lays it out beside each page's picture, and tests read it
to check that an edition's pages use that edition's words only.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import RuleSet
from ...engine.edition import SpaceKind
from ...engine.rules import rule_words
from ...themes import Theme


@dataclass(frozen=True)
class Page:
    """One page: ``key`` names its picture (see :mod:`.art`)."""

    key: str
    title: str
    lines: tuple[str, ...]


def ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


class _Words:
    """The edition's names for what the pages talk about."""

    def __init__(self, theme: Theme) -> None:
        edition = theme.edition_spec()
        words = rule_words(edition, theme.currency)
        self.edition = edition
        self.currency = theme.currency
        self.props = theme.properties
        self.house, self.houses = words["house"], words["houses"]
        self.hotel, self.hotels = words["hotel"], words["hotels"]
        self.go, self.jail = words["go"], words["jail"]
        self.chance = edition.decks["chance"].name
        self.chest = edition.decks["community_chest"].name
        self.go_to_jail = next((s.name for s in edition.spaces if s.kind is SpaceKind.GO_TO_JAIL),
                               "Go to Jail")

    def money(self, amount: int) -> str:
        return f"{self.currency}{amount:,}"


def pages(theme: Theme, rules: RuleSet) -> list[Page]:
    """Every page, in reading order, for ``theme`` and the rules in play."""
    t = _Words(theme)
    return [_turn(t, rules), _buying(t, rules), _rent(t, rules), _building(t, rules),
            _mortgages(t), _jail(t, rules), _trading(t, rules), _cards(t), _debt(t, rules),
            _ending(t, rules)]


def _when(rules: RuleSet) -> str:
    """When building and trading are allowed."""
    return "on your own turn only" if rules.own_turn_only else "on your turn or anyone's"


def _turn(t: _Words, rules: RuleSet) -> Page:
    return Page("turn", "Your turn", (
        "Roll the two dice and move your token that many spaces, clockwise round the board.",
        f"Passing or landing on {t.go} pays you a salary of {t.money(t.edition.salary)}"
        + (", twice that when you land right on it." if rules.double_salary_on_go else "."),
        "Do what the space says: buy it, pay rent, pay a tax, draw a card.",
        f"Doubles: roll again after that. The third doubles in one turn send you straight to "
        f"{t.jail}.",
        "Then End turn ({press}) passes the dice to the next player."))


def _buying(t: _Words, rules: RuleSet) -> Page:
    kinds = f"{t.props.street.singular}, {t.props.railroad.singular} or {t.props.utility.singular}"
    if rules.auctions:
        opening = ("Bids may start at any price" if rules.auction_opening_bid <= 1 else
                   f"Bids open at {t.money(rules.auction_opening_bid)}")
        sale = (f"Say no and it is auctioned at once: everyone bids, you too. {opening}; "
                "the highest bid buys it.")
        after = "Nobody may bid more cash than he holds. With no bid at all, the Bank keeps it."
    else:
        sale = "Say no and the Bank keeps it: this game is played without auctions."
        after = "Another player who lands there later may buy it."
    return Page("buying", "Buying and auctions", (
        f"Land on a {kinds} nobody owns and you may buy it for the price on its deed.",
        sale, after,
        "Everything you own shows on your panel; Property lists your deeds."))


def _rent(t: _Words, rules: RuleSet) -> Page:
    p = t.props
    jail = (f" An owner in {t.jail} collects nothing." if rules.no_rent_in_jail else
            f" Owners collect even from {t.jail}.")
    claim = (" Rent must be claimed before the next players roll, or it is lost."
             if rules.rent_must_be_claimed else "")
    return Page("rent", "Rent and sets", (
        "Land on a property someone else owns and you pay the rent on its deed." + claim,
        f"A color group held whole doubles the rent of each of its {p.street.plural} that has "
        f"no {t.houses} on it.",
        f"{p.railroad.plural.capitalize()} pay more the more of them one player owns; "
        f"{p.utility.plural} charge a multiple of the dice.",
        "A mortgaged property collects no rent." + jail))


def _building(t: _Words, rules: RuleSet) -> Page:
    street = t.props.street
    n = rules.houses_before_hotel
    return Page("building", "Building evenly", (
        f"Own a whole color group with no mortgage on it and you may buy {t.houses} for its "
        f"{street.plural}, {_when(rules)}.",
        f"Build evenly: no {street.singular} of the group may have two more {t.houses} than "
        "another.",
        f"With {n} {t.house if n == 1 else t.houses} on every {street.singular}, the next one is "
        f"a {t.hotel}: it takes their place.",
        f"The Bank has {t.edition.houses} {t.houses} and {t.edition.hotels} {t.hotels}. When "
        "they run out, nobody builds until some come back.",
        f"Sell {t.houses} back for half their price, evenly too."))


def _mortgages(t: _Words) -> Page:
    return Page("mortgages", "Mortgages", (
        "Short of cash? Mortgage a property and the Bank pays you its mortgage value, half "
        "its price.",
        f"First sell every {t.house} and {t.hotel} on its color group.",
        "It collects no rent while mortgaged, but it may still be traded.",
        "Lift the mortgage by paying that value back plus 10%."))


def _jail(t: _Words, rules: RuleSet) -> Page:
    fine = t.money(t.edition.jail_fine)
    turns = rules.jail_max_turns
    if turns == 1:
        leave = (f"You leave on your next turn: use a Get Out of {t.jail} Free card, roll "
                 f"doubles, or pay {fine}, before or after the roll.")
        last = "Doubles move you out by that throw, with no roll again."
    else:
        leave = (f"To leave, roll doubles on one of your next {turns} turns, use a Get Out of "
                 f"{t.jail} Free card, or pay {fine} before you roll.")
        last = (f"No doubles by the {ordinal(turns)} try: pay {fine} and move by that throw. "
                "Doubles move you out, with no roll again.")
    rent = ("" if rules.no_rent_in_jail else "collect rent, ")
    return Page("jail", t.jail, (
        f"The {t.go_to_jail} space, a card, or three doubles in one turn send you to {t.jail}, "
        f"without passing {t.go}.",
        leave, last,
        f"Inside you still {rent}build, trade and bid.",
        f"Landing on the {t.jail} space by a roll is just visiting."))


def _trading(t: _Words, rules: RuleSet) -> Page:
    return Page("trading", "Trading", (
        f"Trade properties, cash and Get Out of {t.jail} Free cards with anyone, "
        f"{_when(rules)}: press Trade.",
        f"{t.houses.capitalize()} and {t.hotels} never change hands: sell them first.",
        "A mortgaged property changes hands with its mortgage: the new owner pays 10% now, or "
        "lifts it at once.",
        "Computer players accept, decline or counter, and say why."))


def _cards(t: _Words) -> Page:
    return Page("cards", "Cards", (
        f"Land on {t.chance} or {t.chest} and take the top card of that deck: do what it says.",
        f"Cards move you, pay you or make you pay, some for every {t.house} and {t.hotel} you "
        "own.",
        f"A card that moves you past {t.go} pays your salary; the space you reach counts.",
        f"Keep a Get Out of {t.jail} Free card until you use or sell it."))


def _debt(t: _Words, rules: RuleSet) -> Page:
    return Page("debt", "Debt", (
        "Owe more than you hold? Raise the money first: the debt dialog opens your properties.",
        f"Sell {t.houses} and {t.hotels} back to the Bank, mortgage, or trade.",
        "Only when all of that could not cover the debt are you bankrupt, and out.",
        "A creditor who is a player takes all you have; the Bank auctions your properties."
        if rules.auctions else "A creditor who is a player takes all you have; else the Bank."))


def _ending(t: _Words, rules: RuleSet) -> Page:
    worth = (f"Worth is cash, properties at their price (mortgaged ones at half) and {t.houses} "
             f"and {t.hotels} at cost.")
    if rules.end_at_bankruptcy is not None:
        n = rules.end_at_bankruptcy
        end = f"This game ends at the {ordinal(n)} bankruptcy: then the richest player wins."
    elif rules.time_limit_minutes is not None or rules.time_limit_rounds is not None:
        limit = (f"{rules.time_limit_minutes} minutes" if rules.time_limit_minutes is not None
                 else f"{rules.time_limit_rounds} rounds")
        end = f"This game ends after {limit}: then the richest player wins."
    else:
        end = "The last player left when all the others are bankrupt wins."
        worth = "Every bankrupt player leaves the table; the game goes on without him."
    return Page("ending", "The end of the game", (
        end, worth,
        "{odds} shows each player's odds of winning; at the end, a chart of them over the game.",
        "{menu} pauses: settings, saves and these pages."))
