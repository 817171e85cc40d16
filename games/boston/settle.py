"""What moves in the pot when a Boston deal is settled: the pool and the price to a side that made its
game, the price into the pool or to each opponent (option penalty_to) from one that failed, and a
misère partout's payments from the most tricks to the others. Plain arithmetic on a `Pot`."""

from __future__ import annotations

from collections.abc import Sequence

from games.events import Event
from games.pot import Pot


def pay(pot: Pot, declarer: int, side: Sequence[int], others: Sequence[int], amount: int, made: bool,
        penalty_to: str) -> tuple[Pot, list[Event]]:
    """The declaring `side` collects `amount` from each of `others` and takes the pool (made), or pays
    `amount` into the pool and/or to each opponent (failed, by `penalty_to`: pool, opponents, both)."""
    events = []
    if made:
        won = pot.bank // len(side) * len(side)
        pot = pot.award(side)
        events.append(Event("made", seat=declarer, value=amount))
        if won:
            events.append(Event("take_pool", seat=declarer, value=won))
        for s in side:
            pot = pot.collect_from_each(s, amount, others)
    else:
        events.append(Event("failed", seat=declarer, value=amount))
        for s in side:
            if penalty_to in ("pool", "both"):
                pot = pot.pay_in(s, amount)
            if penalty_to in ("opponents", "both"):
                pot = pot.pay_each(s, amount, others)
    return pot, events


def partout(pot: Pot, tricks: Sequence[int], rate: int) -> tuple[Pot, list[Event]]:
    """Misère partout: each player with the most tricks pays every other player the difference in tricks
    at `rate`; the pool stays for the next deal."""
    most = max(tricks)
    events = []
    for s, taken in enumerate(tricks):
        if taken != most:
            continue
        for o, theirs in enumerate(tricks):
            if theirs < most:
                pot = pot.transfer(s, o, (most - theirs) * rate)
        events.append(Event("partout_pays", seat=s, value=sum((most - t) * rate for t in tricks)))
    return pot, events
