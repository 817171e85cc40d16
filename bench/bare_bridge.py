"""The floor under any bridge engine in CPython: random deals played by a bare loop of ints and lists.

No framework, no legal-action list, no events, no history, no checks: shuffle, deal, a random
auction over the legal calls, then thirteen tricks of random legal cards. Whatever an engine
adds (actions a player can name, events a table can show, saves that replay) costs on top of
this, so the target of "ten times RLCard" is reachable in pure Python only if the engine costs
little more than this loop. The perf suite prints its rate next to the engines'.
"""

from __future__ import annotations

import random
import time

BIDS = 35  # 1C .. 7NT, as 0 .. 34; strain = bid % 5 (4: no trump)


def play_deal(rng: random.Random) -> tuple[int, int, list[int]]:
    """One random deal: (calls made, the final bid or -1 when passed out, tricks won per side)."""
    draw = rng.random
    deck = list(range(52))
    for i in range(51, 0, -1):  # Fisher-Yates
        j = int(draw() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    hands: list[list[list[int]]] = [[[], [], [], []] for _ in range(4)]  # seat -> suit -> cards (card // 13 = suit)
    for k, card in enumerate(deck):
        hands[k & 3][card // 13].append(card)
    last, last_side, doubled, passes, seat, calls, declarer = -1, -1, 0, 0, 0, 0, -1
    while True:  # the auction: pass, a higher bid, double an opponent's bid, redouble the own side's doubled bid
        side = seat & 1
        can_double = last >= 0 and last_side != side and doubled == 0
        can_redouble = last >= 0 and last_side == side and doubled == 1
        higher = BIDS - 1 - last
        pick = int(draw() * (1 + higher + can_double + can_redouble))
        calls += 1
        if pick == 0:
            passes += 1
            if passes == (4 if last < 0 else 3):
                break
        elif pick <= higher:
            last, last_side, doubled, passes, declarer = last + pick, side, 0, 0, seat
        elif can_double and pick == higher + 1:
            doubled, passes = 1, 0
        else:
            doubled, passes = 2, 0
        seat = (seat + 1) & 3
    tricks = [0, 0]
    if last < 0:
        return calls, last, tricks
    trump = last % 5
    leader = (declarer + 1) & 3
    for _ in range(13):
        led = best = -1
        winner = seat = leader
        for _ in range(4):
            suits = hands[seat]
            # must follow suit; a lead, or a void in the led suit, may be any card
            held = suits[led] if led >= 0 and suits[led] else [c for s in suits for c in s]
            card = held[int(draw() * len(held))]
            suits[card // 13].remove(card)
            suit = card // 13
            if led < 0:
                led, best, winner = suit, card, seat
            elif (suit == best // 13 and card > best) or (suit == trump and best // 13 != trump):
                best, winner = card, seat
            seat = (seat + 1) & 3
        tricks[winner & 1] += 1
        leader = winner
    return calls, last, tricks


def deals_per_s(seconds: float, seed: int = 3) -> float:
    """Random deals per CPU second (at least one deal)."""
    rng = random.Random(seed)
    deals = 0
    started = time.process_time()
    while deals == 0 or time.process_time() - started < seconds:
        play_deal(rng)
        deals += 1
    return deals / (time.process_time() - started)
