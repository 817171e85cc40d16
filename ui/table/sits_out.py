"""The seats that sit a deal out by saying 'pas' (Cvik, Komando): their plates say so (ui/table/adapters.py `OUT`)."""

from __future__ import annotations

from collections.abc import Callable

from games.state import Observation


def said_pas(fact: str) -> Callable[[Observation], list[int]]:
    """The OUT hook of a game whose public fact `fact` holds each seat's 'jdu' or 'pas': the seats that said 'pas'
    and laid their cards down (a dealer who passed may yet play for the bank, cards in hand)."""

    def out(obs: Observation) -> list[int]:
        said = obs.public.get(fact) or []
        sizes = {zone.name: zone.size for zone in obs.zones}
        return [seat for seat, word in enumerate(said) if word == "pas" and not sizes.get(f"hand:{seat}")]

    return out
