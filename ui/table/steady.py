"""Cards that stay where they lie while the viewer picks several of them one at a time.

A fresh layout re-spreads a zone that lost a card, so the next card the player meant to click slides
under the cursor (Kolovrat's sum picked card by card, Cribbage's two discards). While a game's table
module says such a choice is under way (`STEADY`, ui/table/adapters.py), the zones that only lost
cards keep the rest at their old places, gaps and all; the next fresh layout closes the gaps.
"""

from __future__ import annotations

from collections.abc import Sequence

from ui.table.layout import Layout


def _kept(before: Sequence[object], after: Sequence[object]) -> bool:
    """Whether `after` is `before` with some cards taken out, in the same order (every card known)."""
    if any(card is None for card in after) or len(after) > len(before):
        return False
    rest = iter(before)
    return all(any(card == old for old in rest) for card in after)


def keep_places(old: Layout, new: Layout) -> None:
    """Give each card of `new` that kept its zone since `old`, in a zone that only lost cards, its old
    place across the table. Only the horizontal place is kept: the height is the fresh layout's, so a
    hand's playable cards are lifted once, by the table, after this."""
    for name, box in new.zones.items():
        before = old.zones.get(name)
        if before is None or not box.places:
            continue
        if box.style == "pile":  # a stack that did not grow stays where it stood (the talon beside the table)
            if box.count <= before.count and before.style == "pile":
                dx = before.rect.left - box.rect.left
                box.rect.move_ip(dx, 0)
                for rect, _ in box.places:
                    rect.move_ip(dx, 0)
            continue
        old_cards = [card for _, card in before.places]
        new_cards = [card for _, card in box.places]
        if not _kept(old_cards, new_cards):
            continue
        where = {card: rect for rect, card in before.places}
        for rect, card in box.places:
            rect.left = where[card].left
        box.rect.left, box.rect.width = before.rect.left, before.rect.width
        seat = new.seats.get(box.owner) if name.startswith("hand:") and box.owner is not None else None
        if seat is not None and box.owner in old.seats:  # the name plate stays beside the hand it was beside
            seat.label.left = old.seats[box.owner].label.left
