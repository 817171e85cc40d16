"""Events in words, for the log, the terminal and the end-of-deal summary.

A game gives templates per event kind in `Game.messages` ({kind: (cs, en)}); a kind
may have a second template under "kind/hidden" for the version without cards (what
seats outside a private event's audience see). Fields: {seat}, {target} (names),
{cards} (card names), {value}, {arg}. Anything without a template still reads as
"Eva: draw (2)", so a new game's log is never blank. Given the `game`, its own
`Game.describe_event` is asked first (for wording templates cannot build).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.events import Event

if TYPE_CHECKING:
    from games.game import Game

COMMON: dict[str, tuple[str, str]] = {
    "deal": ("{seat} rozdává.", "{seat} deals."),
    "deal_over": ("Rozdání {value} skončilo.", "Deal {value} is over."),
    "match_over": ("Zápas skončil.", "The match is over."),
    "play": ("{seat} hraje kartu {cards}.", "{seat} plays the {cards}."),
    "pass": ("{seat}: pas.", "{seat} passes."),
}


def seat_name(seat: int | None, names: Sequence[str] | None, lang: str) -> str:
    if seat is None:
        return ""
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"Hráč {seat + 1}" if lang == "cs" else f"Player {seat + 1}"


def describe(event: Event, lang: str = "en", names: Sequence[str] | None = None,
             messages: dict[str, tuple[str, str]] | None = None, game: Game | None = None) -> str:
    if game is not None:
        own = game.describe_event(event, lang, names or ())
        if own:
            return own
        if messages is None:
            messages = game.messages
    table = {**COMMON, **(messages or {})}
    key = event.kind
    if not event.cards and f"{key}/hidden" in table:
        key = f"{key}/hidden"
    fields = {
        "seat": seat_name(event.seat, names, lang),
        "target": seat_name(event.target, names, lang),
        "cards": ", ".join(c.name(lang) for c in event.cards),
        "value": "" if event.value is None else f"{event.value:g}",
        "arg": event.arg or "",
    }
    if key in table:
        template = table[key][0 if lang == "cs" else 1]
        return template.format(**fields)
    parts = [p for p in (fields["seat"], event.kind.replace("_", " "), fields["cards"], fields["value"]) if p]
    return (parts[0] + ": " + " ".join(parts[1:])) if fields["seat"] else " ".join(parts)
