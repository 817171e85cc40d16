"""Events in words: one sentence per event for the terminal, the table's log and the replay.

The sentence comes from the game's `Words` (its own `sentence` function first, then its templates),
then from the common templates below, which cover the events many games share. Fields: {seat},
{target} (seat names, declined: {target:gen} "od Jana", {target:dat}, {target:acc}, {target:voc} "Jane,",
{target:loc}, {target:ins}; games/words/names.py), {cards} (card names; {cards:acc} in the Czech accusative,
which is what a sentence's object needs: "Eva vynáší kárového krále", {cards:ins} "bere srdcovou osmou"),
{value} ({value:karta}: "3 karty"), {arg}. A kind may have a "kind/hidden" template for a reader who may
not see its cards, and a "kind/none" one for an event with no cards and a value of 0 ("buys no cards").
A Czech template is a sentence in the cases it needs, never a name after a colon or in brackets, and uses
the present tense, which needs no gender.

An event no template covers still reads as 'Eva – kind: cards', so a new game's log is never
blank; the vocabulary test plays every game to make sure none of its events lands there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from string import Formatter
from typing import TYPE_CHECKING

from games.actions import Action
from games.events import Event
from games.words.forms import CardNames, Number, join, number
from games.words.names import Name, decline
from games.words.vocabulary import Pair, pick

if TYPE_CHECKING:
    from games.game import Game

COMMON: dict[str, Pair] = {
    "deal": ("{seat} rozdává.", "{seat} deals."),
    "play": ("{seat} hraje {cards:acc}.", "{seat} plays the {cards}."),
    "pass": ("{seat} pasuje.", "{seat} passes."),
    "deal_over": ("Rozdání {value} skončilo.", "Deal {value} is over."),
    "match_over": ("Zápas skončil.", "The match is over."),
}

#: the fields a template may name
FIELDS = ("seat", "target", "cards", "value", "arg")


def seat_name(seat: int | None, names: Sequence[str] | None, lang: str) -> Name:
    """The seat's display name with its cases, or 'Hráč 2' / 'Player 2' where no names are given."""
    if seat is None:
        return Name("")
    if names and 0 <= seat < len(names):
        return decline(names[seat], lang)
    return decline(f"Hráč {seat + 1}" if lang == "cs" else f"Player {seat + 1}", lang)


def action_label(action: Action, lang: str, names: Sequence[str] | None, game: Game | None = None) -> str:
    """The action as a menu or a button names it: by the game's `labels` where it is aimed at a seat and the
    seats have names ("Ask Charles for the cherries"), else the engine's own label ("Ask player 2 ...")."""
    template = game.words.labels.get(action.kind) if game is not None and names else None
    if template is None or action.number is None:
        return action.label(lang)
    card = CardNames((action.card,) if action.card is not None else (), lang)
    return pick(template, lang).format(target=seat_name(action.number, names, lang), card=card)


def templates(game: Game | None = None) -> dict[str, Pair]:
    """Every sentence template a game's events may use: the common ones under the game's own."""
    own: Mapping[str, Pair] = game.words.sentences if game is not None else {}
    return {**COMMON, **own}


def fields(event: Event, lang: str, names: Sequence[str] | None) -> dict[str, object]:
    return {"seat": seat_name(event.seat, names, lang), "target": seat_name(event.target, names, lang),
            "cards": CardNames(event.cards, lang), "value": Number(event.value, lang), "arg": event.arg or ""}


def fill(template: str, event: Event, lang: str, names: Sequence[str] | None) -> str:
    return template.format(**fields(event, lang, names))


def needs(template: str) -> set[str]:
    """The fields a template names ('{cards:acc}' needs cards)."""
    return {name.split(".")[0] for _, name, _, _ in Formatter().parse(template) if name}


def describe(event: Event, lang: str = "en", names: Sequence[str] | None = None, game: Game | None = None) -> str:
    """The event as one sentence in `lang`, naming seats by `names`."""
    if game is not None and game.words.sentence is not None:
        own = game.words.sentence(event, lang, names or (), game)
        if own:
            return own
    table = templates(game)
    key = event.kind
    if not event.cards and event.value == 0 and f"{key}/none" in table:
        key = f"{key}/none"  # "buys no cards", where "buys 0 cards" would read as a machine's
    elif not event.cards and f"{key}/hidden" in table:
        key = f"{key}/hidden"
    template = table.get(key)
    if template is not None:
        text = pick(template, lang)
        wanted = needs(text)
        # a template that names cards or a seat the event lacks would print a hole: say it plainly
        if not ("cards" in wanted and not event.cards) and not ("seat" in wanted and event.seat is None):
            return fill(text, event, lang, names)
    return fallback(event, lang, names)


def fallback(event: Event, lang: str, names: Sequence[str] | None = None) -> str:
    """An event of any kind from its fields: 'Eva – meld: ace of hearts and king of hearts (→ Jan) 20 [x]'."""
    kind = event.kind.replace("_", " ")
    who = seat_name(event.seat, names, lang)
    head = f"{who} – {kind}" if who else kind[:1].upper() + kind[1:]
    if event.cards:
        head += ": " + join([c.name(lang) for c in event.cards], lang)
    parts = [head]
    if event.target is not None:
        parts.append(f"(→ {seat_name(event.target, names, lang)})")
    if event.value is not None:
        parts.append(number(event.value))
    if event.arg:
        parts.append(f"[{event.arg}]")
    return " ".join(parts)
