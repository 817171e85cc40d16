"""Which picks complete a Kolovrat sum (games/kolovrat/rules.py re-exports them): the capture rules' arithmetic on card
values alone."""

from __future__ import annotations

from functools import lru_cache


def completing_picks(worth: list[int], summable: list[bool], missing: int) -> set[int]:
    """Indices of the summable picks worth at most `missing` that the other summable picks can complete
    to exactly `missing` (each pick used once).

    Sums are bitsets (bit s: some picks add up to s): those reachable from the picks before each one,
    and, mirrored (bit missing - s), those reachable from the picks after it, so one shift and one
    AND tell whether a sum before and a sum after add up to what the pick leaves missing.
    """
    small = [i for i, (value, ok) in enumerate(zip(worth, summable, strict=True)) if ok and value <= missing]
    limit = (1 << (missing + 1)) - 1
    before = []
    reach = 1
    for i in small:
        before.append(reach)
        reach = (reach | reach << worth[i]) & limit
    found = set()
    after = 1 << missing  # mirrored: the empty sum
    for j in range(len(small) - 1, -1, -1):
        value = worth[small[j]]
        if before[j] & after >> value:
            found.add(small[j])
        after |= after >> value
    return found


@lru_cache(maxsize=1 << 14)
def completing_values(worth: tuple[int, ...], missing: int) -> int:
    """The values (a bitmask) of the picks `completing_picks` offers among these, all summable: every pick of
    such a value qualifies. Keyed by the values alone, sorted, so the search's many tables share answers."""
    picks = completing_picks(list(worth), [True] * len(worth), missing)
    found = 0
    for i in picks:
        found |= 1 << worth[i]
    return found


@lru_cache(maxsize=1 << 14)
def table_sums(bits: tuple[int, ...], limit: int) -> tuple[int, int]:
    """The sums the cards on offer make (a card as its value's bit, 1 << value), each used once: those of exactly
    one card (bit v: one is worth v) and those of two or more, up to `limit`. Keyed by the cards' bits in their
    order: the table is public and the search's tree walk meets the same tables at every visit of a node."""
    one = two = 0
    for b in bits:
        two = (two | (one | two) * b) & limit
        one |= b
    return one, two


def can_make(values: list[int], target: int) -> bool:
    """Whether some of `values` (each used once) add up to `target`; 0 is always reachable."""
    if target < 0:
        return False
    reachable = 1
    for value in values:
        reachable |= reachable << value
    return bool(reachable >> target & 1)
