"""Whether a claim stands: the declarer's side takes every trick still to play, whatever the defence
does, with all four hands in view (double dummy).

The rule is computed here in plain Python, so a claim is decided alike with or without the optional
double-dummy solver (endplay), and a save replays on either machine. When endplay is installed its
solver is asked the same question (the answer is the same: tests/games/bridz/test_bridz_claims.py compares them);
it answers sooner, mean 7 ms against 43 ms over 215 positions of random play (worst 1.4 s here), which
keeps random play of Bridž at 4x the deals/s (bench perf, bridz, 2026-12-01).

The search: one trick at a time, the claiming side needing one card at each of its turns that keeps
every trick its own, the defence one card anywhere that wins a trick. Hands are the engine's bitmasks
(games/bridz/deck.py: card k in hand order, so within a suit a lower index is a higher card). Cards
next to each other in a hand, with none between them left in play, are one choice; positions are
remembered at the start of each trick with the ranks closed up (the play of the small cards in
between does not change who wins what).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.bridz import dds
from games.bridz.deck import Deck


def stands(held: Sequence[int], deck: Deck, trump: str, leader: int) -> bool:
    """Whether `leader`'s side, on lead to a new trick, takes every remaining trick (the claim stands)."""
    if dds.available():
        left = sum(bin(mask).count("1") for mask in held) // 4
        hands = [deck.cards_of(mask) for mask in held]
        return dds.best_tricks(hands, trump, leader) >= left
    return takes_all(held, deck.suit, deck.suit_mask, deck.suit_of.get(trump, -1), leader)


def takes_all(held: Sequence[int], suit: Sequence[int], suit_masks: Sequence[int], trump: int, leader: int) -> bool:
    """`stands` by search: `held` the four hands as masks, `suit` each card's suit, `suit_masks` each suit's
    cards, `trump` the trump suit's index (-1: no trumps)."""
    side = leader % 2
    trump_mask = suit_masks[trump] if trump >= 0 else 0
    aces = [mask & -mask for mask in suit_masks]  # each suit's highest card
    known: dict[tuple[int, ...], bool] = {}

    def choices(cards: int, hand: int, left: int) -> list[int]:
        """The cards of `cards` worth trying, highest first: one of each run with no card of `left` between."""
        out = []
        while cards:
            low = cards & -cards
            cards ^= low
            k = low.bit_length() - 1
            above = left & suit_masks[suit[k]] & (low - 1)
            if above and hand >> (above.bit_length() - 1) & 1:
                continue  # the next higher card still in play is ours too: the same choice
            out.append(k)
        return out

    def beats(k: int, best: int) -> bool:
        if suit[k] == suit[best]:
            return k < best
        return bool(trump_mask >> k & 1)

    def closed_up(hands: Sequence[int], left: int) -> tuple[int, ...]:
        """The hands with each suit's cards still in play moved up to its top ranks, in the same order."""
        out = [0, 0, 0, 0]
        for x, mask in enumerate(suit_masks):
            cards = left & mask
            rank = aces[x]
            while cards:
                low = cards & -cards
                cards ^= low
                for seat in range(4):
                    if hands[seat] & low:
                        out[seat] |= rank
                        break
                rank <<= 1
        return tuple(out)

    def lead(hands: tuple[int, ...], seat: int) -> bool:
        if not hands[seat]:
            return True
        left = hands[0] | hands[1] | hands[2] | hands[3]
        if trump_mask:
            trumps = left & trump_mask
            if trumps and (hands[1 - side] | hands[3 - side]) & (trumps & -trumps):
                return False  # a defender holds the best trump: it wins a trick, ruffing or followed to
        key = (*closed_up(hands, left), seat)
        found = known.get(key)
        if found is None:
            found = False
            now = list(hands)
            hand = hands[seat]
            for k in choices(hand, hand, left):
                now[seat] = hand & ~(1 << k)
                if follow(now, seat, 1, suit_masks[suit[k]], k, seat, left):
                    found = True
                    break
            known[key] = found
        return found

    def follow(hands: list[int], leader: int, step: int, led: int, best: int, winner: int, left: int) -> bool:
        if step == 4:
            return winner % 2 == side and lead(tuple(hands), winner)
        seat = (leader + step) % 4
        hand = hands[seat]
        options = choices(hand & led or hand, hand, left)
        ours = seat % 2 == side
        if not ours:  # the defence tries to win the trick first, else gives its lowest card
            options = [k for k in options if beats(k, best)] + [k for k in reversed(options) if not beats(k, best)]
        for k in options:
            hands[seat] = hand & ~(1 << k)
            if beats(k, best):
                result = follow(hands, leader, step + 1, led, k, seat, left)
            else:
                result = follow(hands, leader, step + 1, led, best, winner, left)
            if result == ours:  # a card that keeps every trick ours, or one that wins the defence a trick
                hands[seat] = hand
                return result
        hands[seat] = hand
        return not ours

    return lead(tuple(held), leader)
