"""Reading partner's opening lead and signals into the sampled deals (the method: ai/games/bridz/defence.py).

A defender's partner leads and signals by the written method, so in a sampled deal where partner's holding
would have led another card of the suit, or signalled the other way, partner's hand is less likely. The
tricks are rebuilt from the public record of the cards each seat played (`played`, in order); nothing hidden
is read. `SignalMisfit` scores a sampled deal, as `play.Misfit` scores it against the auction.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz.defence import ATTITUDE_HONOURS, SUITS, beats, even_count, rank, table_lead, wants_continued
from cards import Card, Pack
from games.bridz.facts import BridzPublic

#: a sampled deal's misfit for each of partner's cards it does not explain (an auction's point is 1)
SIGNAL_MISS = 2
LEAD, ATTITUDE, COUNT, DISCARD = "lead", "attitude", "count", "discard"


def tricks_played(played: Sequence[Sequence[Card]], first_leader: int, strain: str) -> list[tuple[int, list[Card]]]:
    """The tricks so far (the last may be incomplete), each as its leader and its cards in playing order."""
    out: list[tuple[int, list[Card]]] = []
    leader = first_leader
    t = 0
    while True:
        cards = []
        for k in range(4):
            seat = (leader + k) % 4
            if len(played[seat]) <= t:
                break
            cards.append(played[seat][t])
        if not cards:
            return out
        out.append((leader, cards))
        if len(cards) < 4:
            return out
        leader = (leader + winning_index(cards, strain)) % 4
        t += 1


def winning_index(cards: Sequence[Card], strain: str) -> int:
    """Which of a trick's cards (in playing order) wins it so far."""
    best = 0
    for k in range(1, len(cards)):
        if beats(cards[k], cards[best], strain):
            best = k
    return best


def signal_events(public: BridzPublic, seat: int, pack: Pack,
                  discards: bool = True) -> list[tuple[str, str, int, int]]:
    """Partner's cards that say something by the method: (kind, suit, the card's rank, the ranks partner
    played in that suit from that trick on, a mask)."""
    partner = (seat + 2) % 4
    strain = str(public["contract"]).rstrip("X")[1:]
    declarer = int(public["declarer"])
    played = [[pack.card(code) for code in codes] for codes in public.get("played", [[], [], [], []])]
    events = []
    for t, (leader, cards) in enumerate(tricks_played(played, (declarer + 1) % 4, strain)):
        at = (partner - leader) % 4
        if at >= len(cards):
            continue
        card = cards[at]
        suit = str(card.suit)
        later = 0
        for c in played[partner][t:]:
            if c.suit == suit:
                later |= 1 << rank(c)
        if t == 0 and at == 0:
            events.append((LEAD, suit, rank(card), later))
            continue
        if discards and at > 0 and card.suit != cards[0].suit and suit != strain:
            events.append((DISCARD, suit, rank(card), later))
            continue
        if at == 0 or card.suit != cards[0].suit or winning_index(cards[:at + 1], strain) == at:
            continue  # a lead, a ruff, or a card played to win: no signal
        events.append((ATTITUDE if leader == seat else COUNT, suit, rank(card), later))
    return events


class SignalMisfit:
    """How many of partner's lead and signals a sampled deal does not explain, times SIGNAL_MISS.

    A sample is read as the index into `cards` of each place's card (`PlaceDealer.deal`); partner's places
    must be consecutive.
    """

    def __init__(self, places: Sequence[tuple[str, int]], cards: Sequence[Card], public: BridzPublic,
                 seat: int, pack: Pack, discards: bool = True) -> None:
        partner = f"hand:{(seat + 2) % 4}"
        at = [k for k, (zone, _) in enumerate(places) if zone == partner]
        self.start, self.end = (at[0], at[-1] + 1) if at else (0, 0)
        self.card = [(SUITS.index(str(c.suit)), 1 << rank(c)) for c in cards]
        strain = str(public["contract"]).rstrip("X")[1:]
        self.notrump = strain == "NT"
        self.strain = strain
        self.events = [(kind, SUITS.index(suit), suit, r, later)
                       for kind, suit, r, later in signal_events(public, seat, pack, discards)]

    def __bool__(self) -> bool:
        return bool(self.events) and self.end > self.start

    def __call__(self, dealt: Sequence[int]) -> int:
        masks = [0, 0, 0, 0]
        card = self.card
        for k in dealt[self.start:self.end]:
            s, bit = card[k]
            masks[s] |= bit
        miss = 0
        for kind, s, suit, r, later in self.events:
            held = masks[s] | later  # partner's holding of the suit when the card was played
            if kind == LEAD:
                ok = table_lead(held, self.notrump) == r
            else:
                high = bool(held & ((1 << r) - 1))  # not partner's lowest card of the suit: a high signal
                if kind == DISCARD:
                    ok = high == bool(held & ATTITUDE_HONOURS)
                else:
                    ok = high == (wants_continued(held, suit, self.strain) if kind == ATTITUDE else even_count(held))
            if not ok:
                miss += SIGNAL_MISS
        return miss
