"""The discard hint said in numbers: the best few throws to the crib with what each keeps on average and what
it gives the crib ("keeps 7.8 points on average, crib +4.6").

Reads only the asking seat's observation (its hand, the cards it already laid away, who deals), and values
throws as the players do (discard.py): the kept cards' mean count over every starter still unseen, plus the
crib the thrown cards start, counted for the seat's side when its side deals and against it otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from ai.games.cribbage.discard import CRIB_TABLE, FLAT_CRIB, crib_key, crib_single, hand_ev
from cards import Card
from games.cribbage.facts import public_facts
from games.cribbage.scoring import Key, Scoring
from games.state import Observation


@dataclass(frozen=True)
class Throw:
    """One way to finish the discard: the cards still to lay away, the kept hand's mean count, and the crib's
    expected count from the thrown cards (positive for the seat's own side's crib)."""

    cards: tuple[Card, ...]
    keeps: float
    crib: float

    @property
    def value(self) -> float:
        return self.keeps + self.crib


def laid_away(obs: Observation) -> list[Card]:
    """The cards this seat has already laid away to the crib in this deal (it saw its own discards)."""
    return [card for e in obs.history if e.kind == "discard" and e.seat == obs.seat for card in e.cards
            if card is not None]


#: the cards every hand keeps for the show, whatever the player count
KEEP = 4


def throws(obs: Observation, sc: Scoring, limit: int = 3) -> list[Throw]:
    """The best `limit` ways to lay away the cards the seat still has to give the crib, best first; none
    when its discard is done."""
    hand = list(obs.hand())
    still = len(hand) - KEEP
    if still <= 0 or public_facts(obs).get("phase") != "discard":
        return []
    gone = laid_away(obs)
    keys = [sc.key(c) for c in hand]
    known = {*keys, *(sc.key(c) for c in gone)}
    unseen: list[Key] = [(r, s) for r in range(1, 14) for s in range(len(sc.suit_codes)) if (r, s) not in known]
    players = len(public_facts(obs).get("totals") or [0, 0])
    dealer = int(public_facts(obs).get("dealer", -1))
    own = dealer == obs.seat or (players == 4 and dealer % 2 == obs.seat % 2)
    role = "dealer" if own else "pone"
    sign = 1.0 if own else -1.0
    out: list[Throw] = []
    for chosen in combinations(range(len(hand)), still):
        kept = [k for i, k in enumerate(keys) if i not in chosen]
        thrown = [keys[i] for i in chosen]
        pair = [*(sc.key(c) for c in gone), *thrown]
        if players == 2 and len(pair) == 2:
            crib = CRIB_TABLE[role].get(crib_key(pair[0], pair[1]), FLAT_CRIB)
        else:  # one card each (three or four players): a rough value of the card alone
            crib = sum(crib_single(role, k[0]) for k in thrown)
        out.append(Throw(tuple(hand[i] for i in chosen), hand_ev(sc, kept, unseen), sign * crib))
    out.sort(key=lambda t: -t.value)
    return out[:limit]
