"""Who played which card of the trick, read from what the viewer saw, and the trick held on the table.

The engines say who played what in their events: a "play" event names the seat and its card, and a
"trick" event names the winner and the trick's cards in playing order (Bridž, Boston, Cvik, Komando).
This module reads the viewer's history for that, so the table lays each card of the `trick` zone in
front of its player and keeps a finished trick on the felt for a moment, deciding no rule itself:
the winner is the engine's.

`held_zones` is the one fiction the table shows: for the seconds a finished trick stays on the felt,
its cards are drawn back in the trick zone (the engine has already put them on the winner's pile),
so sweeping it is an ordinary flight from the trick to that pile.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from cards.model import Card
from games.events import Event, seats_of_cards
from games.zones import ZoneView

#: the zone every trick game plays its cards to (the engines' common name)
TRICK = "trick"
#: the kind of zone a seat keeps its won tricks in (`won:<seat>`): drawn face down, counted in tricks
WON = "won"


@dataclass(frozen=True)
class SeenTrick:
    """A finished trick as the viewer saw it: (seat, card) in playing order, and who took it."""

    plays: tuple[tuple[int | None, Card], ...]
    winner: int | None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


def laid_by(zones: Sequence[ZoneView], names: Iterable[str], history: Sequence[Event]) -> dict[str, list[int | None]]:
    """Who laid each card of the zones `names` (a pile with who laid what: the rule book's `by_seat`)."""
    seat_of = seats_of_cards(history)
    wanted = set(names)
    return {z.name: [seat_of.get(c) if c is not None else None for c in z.cards] for z in zones if z.name in wanted}


def spread_by_seat(places: list[tuple[pygame.Rect, Card | None]], seats: Sequence[int | None], count: int,
                   spots: Mapping[int, tuple[int, int]]) -> None:
    """The top `count` cards of a pile pushed a little from its middle toward whoever laid each, so the pile
    reads who laid what (Hundert's running pile, Stortok's beating); the older cards stay stacked under."""
    if not places:
        return
    centre = places[0][0].unionall([rect for rect, _ in places[1:]]).center
    w, h = places[-1][0].size
    for i, (rect, _) in enumerate(places):  # a pile, even where the table would spread so few cards
        rect.center = (centre[0] + min(i, 3), centre[1] - min(i, 3))
    for i in range(max(0, len(places) - count), len(places)):
        seat = seats[i] if i < len(seats) else None
        spot = spots.get(seat) if seat is not None else None
        if spot is None:
            continue
        dx, dy = spot[0] - centre[0], spot[1] - centre[1]
        dist = math.hypot(dx, dy)
        if dist < 1:
            continue
        reach = 1 / math.hypot(dx / dist / (w * 0.5), dy / dist / (h * 0.32))  # half a card across, a third up
        places[i][0].center = (round(centre[0] + dx / dist * reach), round(centre[1] + dy / dist * reach))


def finished_tricks(history: Sequence[Event]) -> list[SeenTrick]:
    """Every finished trick of `history` (a deal's, as the viewer saw it) with each card's player."""
    seat_of: dict[Card, int] = {}
    done: list[SeenTrick] = []
    for event in history:
        if event.kind == "play" and event.seat is not None and len(event.cards) == 1:
            seat_of[event.cards[0]] = event.seat
        elif event.kind == "trick" and event.cards:
            done.append(SeenTrick(tuple((seat_of.get(card), card) for card in event.cards), event.seat))
    return done


def tricks_taken(history: Sequence[Event], held: SeenTrick | None = None) -> dict[int, int]:
    """How many tricks each seat has taken in `history` (a deal's, as the viewer saw it); a trick still
    `held` on the felt is not on its winner's pile yet."""
    taken: dict[int, int] = {}
    for event in history:
        if event.kind == "trick" and event.cards and event.seat is not None:
            taken[event.seat] = taken.get(event.seat, 0) + 1
    if held is not None and held.winner is not None and taken.get(held.winner):
        taken[held.winner] -= 1
    return taken


def trick_in(events: Iterable[Event], viewer: int, before: Sequence[Event]) -> SeenTrick | None:
    """The trick that `events` (one move's) completed, as `viewer` saw it, or None; `before` is the
    viewer's history of the deal up to that move."""
    seen = [e for e in (event.for_seat(viewer) for event in events) if e is not None]
    done = finished_tricks([*before, *seen])
    if done and any(e.kind == "trick" and e.cards for e in seen):
        return done[-1]
    return None


def held_zones(zones: Sequence[ZoneView], held: SeenTrick) -> tuple[ZoneView, ...]:
    """`zones` with the held trick's cards back in the trick zone, in playing order, and out of the pile
    the engine put them on (the cards are public, so they are found by name)."""
    cards = set(held.cards)
    out = []
    for zone in zones:
        if zone.name == TRICK:
            out.append(ZoneView(zone.name, zone.owner, held.cards))
        else:
            out.append(ZoneView(zone.name, zone.owner, tuple(c for c in zone.cards if c not in cards)))
    return tuple(out)


def trick_seats(zones: Sequence[ZoneView], history: Sequence[Event], held: SeenTrick | None) -> list[int | None]:
    """The player of each card of the trick zone (None where the viewer did not see it played)."""
    if held is not None:
        return [seat for seat, _ in held.plays]
    zone = next((z for z in zones if z.name == TRICK), None)
    if zone is None or not zone.cards:
        return []
    seat_of = seats_of_cards(history)
    return [seat_of.get(card) if card is not None else None for card in zone.cards]


#: how far a trick's card goes from the middle toward its player: this share of the way to the player, but
#: at least far enough that the cards of neighbouring seats barely touch (MIN_REACH of a card's width, height)
TOWARD = 0.3
MIN_REACH = (1.05, 0.58)


def cross_places(seats: Sequence[int | None], centre: tuple[int, int], size: tuple[int, int],
                 spots: Mapping[int, tuple[int, int]]) -> list[pygame.Rect]:
    """Where each card of a trick lies: in front of its player, toward the centre, so that the trick reads
    as a cross (four players) or a star (three, five, six); a card of an unknown player in the middle.

    `spots` says where each player sits (the middle of its hand, or its name plate). A card goes from the
    centre straight toward its player, a share of the way (TOWARD), never less than the ellipse of
    MIN_REACH, so the cross grows with the table but its cards never hide each other's corners; and on, where
    need be, until no other player sits nearer to the card."""
    w, h = size
    places = []
    for seat in seats:
        rect = pygame.Rect(0, 0, w, h)
        spot = spots.get(seat) if seat is not None else None
        dx, dy = (spot[0] - centre[0], spot[1] - centre[1]) if spot is not None else (0, 0)
        dist = math.hypot(dx, dy)
        if dist < 1:
            rect.center = centre
        else:
            ux, uy = dx / dist, dy / dist
            reach = max(1 / math.hypot(ux / (w * MIN_REACH[0]), uy / (h * MIN_REACH[1])), TOWARD * dist)
            # further on while another player sits nearer (a wide table's neighbours, the viewer's big hand)
            while reach < 0.55 * dist and _nearest(spots, centre, ux * reach, uy * reach) != seat:
                reach += h * 0.05
            rect.center = (round(centre[0] + ux * reach), round(centre[1] + uy * reach))
        places.append(rect)
    return places


def _nearest(spots: Mapping[int, tuple[int, int]], centre: tuple[int, int], dx: float, dy: float) -> int | None:
    """The player sitting nearest to the point (dx, dy) from the centre."""
    x, y = centre[0] + dx, centre[1] + dy
    return min(spots, key=lambda s: math.hypot(spots[s][0] - x, spots[s][1] - y), default=None)
