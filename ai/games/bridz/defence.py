"""The hard defenders' lore: opening leads from the standard tables, signals, and reading them.

The method is written in docs/bridz-defence.md. In short:

- Opening lead: the suit the lead tables prefer (partner's suit; top of a sequence; length against no trumps;
  not away from a king against a suit; trumps when the auction asks for them) among the cards the sampled
  deals rate nearly as well as the best, and in that suit the table's card (top of a sequence, fourth best
  from length with an honour, low from three to an honour, top of a doubleton, second best from four small).
- Signals, only among cards the sampled deals rate exactly alike: on partner's lead, attitude (high
  encourages: an ace, king or queen in the suit, or a doubleton against a suit contract); when declarer's side
  leads, count (high-low with an even number); leading a card for partner to ruff, suit preference (high asks
  for the higher of the two other side suits); discarding, attitude in the suit thrown (high with an ace, king
  or queen in it).
- Reading: partner plays by the same method, so a sampled deal where partner's lead or signals would have been
  other cards is a misfit (`SignalMisfit`); the sampler keeps the deals that fit best, as it does the auction's.

Ranks here are 0 (two) to 12 (ace); a suit's holding is a 13-bit mask, bit r for rank r.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cards import Card
from games.bridz.facts import BridzPublic

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK = {r: n for n, r in enumerate(RANKS)}
SUITS = ("S", "H", "D", "C")  # highest first, as suit preference reads them
ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8
#: honours whose holder asks partner to go on with the suit
ATTITUDE_HONOURS = (1 << ACE) | (1 << KING) | (1 << QUEEN)


def rank(card: Card) -> int:
    return RANK[str(card.rank)]


def ranks_of(mask: int) -> list[int]:
    """A holding's ranks, highest first."""
    return [r for r in range(12, -1, -1) if mask >> r & 1]


# -- the opening lead ------------------------------------------------------------------------------------------
def table_lead(mask: int, notrump: bool) -> int:
    """The card the lead tables lead from this holding of a suit (its rank)."""
    r = ranks_of(mask)
    n = len(r)
    if n <= 2:
        return r[0]  # a singleton; the top of a doubleton
    if r[0] >= TEN and r[1] == r[0] - 1 and r[2] >= r[0] - 3:
        return r[0]  # top of a sequence, solid (KQJ) or broken (KQ10)
    if not notrump and r[0] >= JACK and r[1] == r[0] - 1:
        return r[0]  # two touching honours against a suit (A from AK, K from KQ)
    if r[0] >= JACK and r[1] >= 7 and r[2] == r[1] - 1 and r[1] < r[0] - 1:
        return r[1]  # top of an interior sequence (J from KJ10, 10 from K109)
    if not notrump and r[0] == ACE:
        return ACE  # never underlead an ace against a suit
    if r[0] >= JACK:
        return r[3] if n >= 4 else r[2]  # fourth best from length with an honour, low from three to one
    return r[0] if n == 3 else r[1]  # top of nothing from three small, second best from four or more


def _bids_by_seat(calls: Sequence[str], dealer: int) -> list[list[str]]:
    """Each seat's bid suits (S, H, D, C), in bidding order."""
    out: list[list[str]] = [[], [], [], []]
    for i, call in enumerate(calls):
        strain = call[1:] if call[:1].isdigit() else ""
        if strain in SUITS and strain not in out[(dealer + i) % 4]:
            out[(dealer + i) % 4].append(strain)
    return out


def trump_lead_called(calls: Sequence[str], dealer: int, declarer: int, trump: str, doubled: int) -> bool:
    """The auction asks for a trump lead: declarer showed two suits and dummy chose his trumps (preference, so
    dummy is short in the other: cut its ruffs), or our side doubled a low contract for penalty."""
    if trump not in SUITS:
        return False
    bids = _bids_by_seat(calls, dealer)
    mine, dummys = bids[declarer], bids[(declarer + 2) % 4]
    others = set(mine) - {trump}
    preference = (len(mine) >= 2 and trump in mine and bool(others) and not others & set(dummys)
                  and trump not in dummys[:1])
    low_double = doubled == 1 and calls and _level_of(calls) <= 2
    return preference or bool(low_double)


def _level_of(calls: Sequence[str]) -> int:
    bids = [c for c in calls if c[:1].isdigit()]
    return int(bids[-1][0]) if bids else 0


def suit_scores(hand: Sequence[Card], public: BridzPublic, seat: int) -> dict[str, float]:
    """How much the lead tables like leading each suit this hand holds (higher is better)."""
    calls = list(public["calls"])
    dealer = int(public["dealer"])
    contract = str(public["contract"])
    doubled = contract.count("X")
    strain = contract.rstrip("X")[1:]
    notrump = strain == "NT"
    declarer = int(public["declarer"])
    bids = _bids_by_seat(calls, dealer)
    partner_bid, theirs = set(bids[(seat + 2) % 4]), set(bids[declarer]) | set(bids[(declarer + 2) % 4])
    masks = holding_masks(hand)
    trumps = bin(masks.get(strain, 0)).count("1")
    out: dict[str, float] = {}
    for suit, mask in masks.items():
        if not mask:
            continue
        r = ranks_of(mask)
        n = len(r)
        score = 0.0
        if suit in partner_bid:
            score += 3.0
        if suit in theirs:
            score -= 2.0 if notrump else 1.5
        top_seq = n >= 3 and r[0] >= TEN and r[1] == r[0] - 1 and r[2] >= r[0] - 3
        if notrump:
            score += max(0, n - 3) * 0.75 + (1.0 if top_seq else 0.0) - (0.5 if n <= 2 else 0.0)
        elif suit == strain:
            score -= 1.0
            if trump_lead_called(calls, dealer, declarer, strain, doubled) and n >= 2 and not (
                    mask & ((1 << KING) | (1 << QUEEN)) and n <= 3):
                score += 3.5
        else:
            if n >= 2 and r[0] >= QUEEN and r[1] == r[0] - 1:
                score += 2.5 if r[0] >= KING else 1.5  # AK, KQ; QJ
            elif top_seq:
                score += 1.5
            elif n == 1 and 1 <= trumps <= 3:
                score += 1.5  # a singleton, to ruff
            elif mask >> KING & 1 and not mask >> ACE & 1:
                score -= 2.0  # not away from a king
            elif mask >> ACE & 1:
                score -= 0.5  # an unsupported ace
            elif mask >> QUEEN & 1:
                score -= 0.8
            elif r[0] < JACK and n >= 3:
                score += 0.3  # small cards give nothing away
        out[suit] = score
    return out


def holding_masks(cards: Sequence[Card]) -> dict[str, int]:
    out = dict.fromkeys(SUITS, 0)
    for card in cards:
        out[str(card.suit)] |= 1 << rank(card)
    return out


def choose_lead(hand: Sequence[Card], public: BridzPublic, seat: int,
                worth: Mapping[str, float], tricks: Mapping[str, float], margin: float, slack: float = 1.0) -> str:
    """The opening lead (a card code): the best-liked suit among those whose table card the sampled deals rate
    within `margin` points (and `slack` quarters of a trick) of the best card, and the table's card in it."""
    best_worth = max(worth.values())
    best_tricks = max(tricks.values())
    masks = holding_masks(hand)
    scores = suit_scores(hand, public, seat)
    notrump = str(public["contract"]).rstrip("X").endswith("NT")
    candidates = []
    for suit, mask in masks.items():
        if not mask:
            continue
        code = _code(suit, table_lead(mask, notrump))
        if code in worth and worth[code] >= best_worth - margin and tricks[code] >= best_tricks - 0.25 * slack:
            candidates.append((scores[suit], worth[code], code))
    if not candidates:  # the sampled deals say one card clearly: play it
        return max(worth, key=lambda c: (worth[c], tricks[c]))
    return max(candidates)[2]


def _code(suit: str, r: int) -> str:
    return f"{RANKS[r]}{suit}"


# -- giving signals -------------------------------------------------------------------------------------------
def wants_continued(mask: int, suit: str, trump: str) -> bool:
    """Attitude: the holding (this card included) asks partner to go on with the suit."""
    return bool(mask & ATTITUDE_HONOURS) or (trump in SUITS and suit != trump and bin(mask).count("1") == 2)


def even_count(mask: int) -> bool:
    return bin(mask).count("1") % 2 == 0


def signal(ties: Sequence[Card], hand: Sequence[Card], public: BridzPublic, seat: int,
           trick: Sequence[Card], trick_leader: int, discards: bool = True) -> Card | None:
    """The signalling card among `ties` (cards of one suit the sampled deals rate alike), or None to leave the
    choice as it was (the lowest). Following partner's lead: attitude; following declarer's side: count;
    discarding (`discards`): attitude in the suit thrown (high with an ace, king or queen in it); leading a suit
    partner has shown out of (a ruff): suit preference."""
    suit = str(ties[0].suit)
    if len(ties) < 2 or any(str(c.suit) != suit for c in ties):
        return None
    strain = str(public["contract"]).rstrip("X")[1:]
    mask = holding_masks([c for c in hand if c.suit == suit])[suit]
    high = max(ties, key=rank)
    low = min(ties, key=rank)
    if trick:
        if str(trick[0].suit) != suit:
            if suit == strain or not discards:
                return None  # a ruff: the lowest that wins
            return high if mask & ATTITUDE_HONOURS else low  # a discard: attitude in the suit thrown
        if _wins(high, trick, strain):
            return None  # cards that win the trick (the lowest of them will do): no signal
        if trick_leader == (seat + 2) % 4:
            return high if wants_continued(mask, suit, strain) else low
        return high if even_count(mask) else low
    partner = (seat + 2) % 4
    if strain in SUITS and suit != strain and [partner, suit] in [list(v) for v in public.get("voids", [])]:
        wanted = preference_suits(suit, strain)
        if wanted:
            return high if _prefers_higher(hand, wanted) else low
    return None


def _wins(card: Card, trick: Sequence[Card], strain: str) -> bool:
    best = trick[0]
    for c in trick[1:]:
        if beats(c, best, strain):
            best = c
    return beats(card, best, strain)


def beats(card: Card, winning: Card, strain: str) -> bool:
    if card.suit == winning.suit:
        return rank(card) > rank(winning)
    return card.suit == strain


def preference_suits(led: str, trump: str) -> tuple[str, str] | None:
    """The two side suits a suit-preference card points at (higher first)."""
    rest = [s for s in SUITS if s not in (led, trump)]
    return (rest[0], rest[1]) if len(rest) == 2 else None


def _prefers_higher(hand: Sequence[Card], wanted: tuple[str, str]) -> bool:
    masks = holding_masks(hand)
    return _entry(masks[wanted[0]]) >= _entry(masks[wanted[1]])


def _entry(mask: int) -> int:
    """How good a return the suit is for the leader to get back in: its top honours."""
    return (4 if mask >> ACE & 1 else 0) + (2 if mask >> KING & 1 else 0)
