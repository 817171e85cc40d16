"""A Boston world that keeps the shown-out suits: after a blind re-deal of the unseen cards, every card a
seat cannot hold (it showed out of that suit) is swapped with an unseen card it may hold. Repairing beats
rejection here: a few voids late in a deal make a blind re-deal almost never consistent."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games import rng as rngs
from games.zones import Zones


def repair_voids(zones: Zones, voids: Sequence[Sequence[str]], seat: int, rng: random.Random) -> None:
    """Swap away, in a few passes, every card unknown to `seat` in a hand whose seat is void in its suit."""
    n = len(voids)
    for _ in range(4):
        bad = [(p, c) for p in range(n) if p != seat and voids[p] for c in zones[f"hand:{p}"]
               if c.suit in voids[p] and not zones.knows(seat, c)]
        if not bad:
            return
        for p, card in bad:
            if zones.where(card) != f"hand:{p}":
                continue  # already swapped away this pass
            options = [c for q in range(n) if q not in (p, seat)
                       for c in zones[f"hand:{q}"] if not zones.knows(seat, c) and c.suit not in voids[p]
                       and card.suit not in voids[q]]
            options += [c for q in range(n) if q != seat for c in zones[f"aside:{q}"]
                        if not zones.knows(seat, c) and c.suit not in voids[p]]
            if options:
                zones.swap(card, options[rngs.below(rng, len(options))])
