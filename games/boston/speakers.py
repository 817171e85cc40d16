"""Who speaks next in Boston's auction: in duels (our source's way, the default) the holder of the bid
meets each later player in turn, the survivor of each exchange meeting the next; in rounds (option
auction: rounds) the bidding goes round the table, skipping those who passed, until one bid stands."""

from __future__ import annotations

from collections.abc import Sequence


def next_in_duels(holder: int | None, challenger: int | None, queue: list[int], seat: int,
                  bid: bool) -> tuple[int | None, int | None, int | None]:
    """(holder, challenger, next speaker) after `seat` bid or passed; newcomers are taken off `queue`."""
    if bid:
        if holder is None or challenger is None:
            challenger = queue.pop(0) if queue else None  # the first bid, or one by a challenger with no holder
            return seat, challenger, challenger
        return holder, challenger, challenger if seat == holder else holder
    # a pass
    if holder is None or (seat == holder and challenger is None):
        return None, challenger, queue.pop(0) if queue else None
    if seat == holder:
        holder = challenger  # the challenger outbid him and now holds the bid
    challenger = queue.pop(0) if queue else None
    return holder, challenger, challenger


def next_in_rounds(num_players: int, out: Sequence[int], high_seat: int | None, seat: int) -> int | None:
    """The next seat that has not passed after `seat`, or None once only the high bidder (or nobody) is left."""
    active = [s for s in range(num_players) if s not in out]
    if not active or (high_seat is not None and active == [high_seat]):
        return None
    nxt = (seat + 1) % num_players
    while nxt in out:
        nxt = (nxt + 1) % num_players
    return nxt
