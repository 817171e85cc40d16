"""Events in words, for the table's log: "Eva lays down a pair: owl and owl".

Sentences are templates per event kind in cs and en, filled from the event's
fields and the seats' names. Czech templates use the present tense and put names
in the nominative ("Eva táhne kartu od: Jan") so they need no gender or case
endings. A kind without a template still prints something readable, built from
whatever fields the event carries, so any new game's events show up in the log.
Games may add their own templates with `register_sentence`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from cards.model import Card
from games.describe import describe
from games.events import Event

if TYPE_CHECKING:
    from games.game import Game

#: kind -> (cs, en); fields: {who} {target} {cards} {card} {n} {value} {arg}
TEMPLATES: dict[str, tuple[str, str]] = {
    "deal": ("{who} rozdává ({n} karet).", "{who} deals ({n} cards)."),
    "draw": ("{who} táhne kartu od: {target}{cards_paren}.", "{who} draws a card from {target}{cards_paren}."),
    "pair": ("{who} odkládá pár: {cards}.", "{who} lays down a pair: {cards}."),
    "out": ("{who} nemá žádné karty a je venku.", "{who} has no cards left and is out."),
    "first_out": ("{who} se první zbavuje karet a vyhrává rozdání.",
                  "{who} is the first out of cards and wins the deal."),
    "petr": ("{who} zůstává s kartou {cards} a dostává černou čárku.",
             "{who} is left holding {cards} and gets a black mark."),
    "play": ("{who} hraje kartu {cards}.", "{who} plays the {cards}."),
    "lead": ("{who} vynáší kartu {cards}.", "{who} leads the {cards}."),
    "discard": ("{who} odhazuje: {cards}.", "{who} discards the {cards}."),
    "trick": ("{who} bere štych{cards_colon}.", "{who} takes the trick{cards_colon}."),
    "trick_won": ("{who} bere štych{cards_colon}.", "{who} takes the trick{cards_colon}."),
    "capture": ("{who} bere: {cards}.", "{who} captures {cards}."),
    "exchange": ("{who} vyměňuje karty{cards_colon}.", "{who} exchanges cards{cards_colon}."),
    "pass": ("{who} pasuje.", "{who} passes."),
    "bid": ("{who} hlásí {arg}.", "{who} bids {arg}."),
    "go": ("{who} říká „go“.", "{who} says go."),
    "score": ("{who} získává {value} b.{arg_paren}", "{who} scores {value}{arg_paren}."),
    "reveal": ("{who} ukazuje: {cards}.", "{who} shows {cards}."),
    "turn_up": ("Otočena karta {cards}.", "{cards} is turned up."),
    "deal_over": ("Rozdání skončilo.", "The deal is over."),
    "match_over": ("Zápas skončil.", "The match is over."),
}

_EXTRA: dict[str, Callable[[Event, str, Sequence[str]], str | None]] = {}


def register_sentence(kind: str, func: Callable[[Event, str, Sequence[str]], str | None]) -> None:
    """A game's own wording for an event kind: func(event, lang, seat_names) -> sentence or None."""
    _EXTRA[kind] = func


def card_list(cards: Sequence[Card], lang: str) -> str:
    names = [c.name(lang) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    joiner = " a " if lang == "cs" else " and "
    return ", ".join(names[:-1]) + joiner + names[-1]


def _name(seat: int | None, names: Sequence[str], lang: str) -> str:
    if seat is None:
        return ""
    if 0 <= seat < len(names):
        return names[seat]
    return f"{'hráč' if lang == 'cs' else 'player'} {seat + 1}"


def _number(value: float | int | None) -> str:
    if value is None:
        return ""
    return f"{value:g}" if isinstance(value, float) else str(value)


def sentence(event: Event, lang: str, names: Sequence[str],
             messages: Mapping[str, tuple[str, str]] | None = None, game: Game | None = None) -> str:
    """The event as one sentence in `lang`, naming seats by `names`.

    Given the `game`, its `Game.describe_event` comes first. A game's own templates
    (`Game.messages`, the same the terminal prints) win; then a
    registered function; then the common templates here; then the generic fallback.
    """
    if game is not None:
        own = game.describe_event(event, lang, names)
        if own:
            return own
        if messages is None:
            messages = game.messages
    if messages and (event.kind in messages or f"{event.kind}/hidden" in messages):
        return describe(event, lang, names, dict(messages))
    custom = _EXTRA.get(event.kind)
    if custom is not None:
        text = custom(event, lang, names)
        if text:
            return text
    cards = card_list(event.cards, lang)
    fields = {
        "who": _name(event.seat, names, lang), "target": _name(event.target, names, lang), "cards": cards,
        "card": cards, "n": _number(event.value), "value": _number(event.value), "arg": event.arg or "",
        "cards_paren": f" ({cards})" if cards else "", "cards_colon": f": {cards}" if cards else "",
        "arg_paren": f" ({event.arg})" if event.arg else "",
    }
    template = TEMPLATES.get(event.kind)
    if template is not None:
        needs_who = "{who}" in template[0]
        needs_cards = "{cards}" in template[0] or "{card}" in template[0]
        if (not needs_who or fields["who"]) and (not needs_cards or cards):
            text = template[0] if lang == "cs" else template[1]
            return text.format(**fields)
    return fallback(event, lang, names)


def fallback(event: Event, lang: str, names: Sequence[str]) -> str:
    """Any event from its fields: 'Eva – meld: Ace of hearts, King of hearts (→ Jan) 20'."""
    kind = event.kind.replace("_", " ")
    parts = []
    who = _name(event.seat, names, lang)
    head = f"{who} – {kind}" if who else kind[:1].upper() + kind[1:]
    if event.cards:
        head += ": " + card_list(event.cards, lang)
    parts.append(head)
    if event.target is not None:
        parts.append(f"(→ {_name(event.target, names, lang)})")
    if event.value is not None:
        parts.append(_number(event.value))
    if event.arg:
        parts.append(f"[{event.arg}]")
    return " ".join(parts)
