"""Reading the cards declarer and partner chose into a defender's sampled deals.

Declarer (a player who sees his own hand and dummy) plays, like Karty's own declarers, the lowest of cards that
take the same tricks; so does a hard defender whenever it is not signalling. A sampled deal in which a card
played was not the one its player would have chosen from the sampled hand is less likely, as one whose hand
does not fit the auction (`play.Misfit`) or partner's signals (`reading.SignalMisfit`):

- **equal cards** (declarer's every card; partner's when it won the trick so far or ruffed, where the method
  gives no signal): the player held no lower card of the suit equal to the one played, i.e. with
  every rank between them in the same hand or gone in an earlier trick (from K Q, the queen);
- **following low** (declarer, a trick he did not win): he held no lower card of the suit at all (a higher
  card that loses anyway is thrown only to unblock or deceive);
- **winning cheaply** (declarer, fourth to a trick he won): he held no lower card that would also have won.

Only public facts are read: the cards each seat played, in order, from which the tricks are rebuilt
(`reading.tricks_played`). A rule a player's own later cards already break (he did follow high with a lower
card kept) says he plays otherwise, and is not read for him at that trick.

Off at `bridz:hard` for now (`PlayLevel.tells`): the samples fit the play better, but the defence did not
measurably gain (docs/bridz-defence.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ai.games.bridz.defence import SUITS, rank
from ai.games.bridz.reading import tricks_played, winning_index
from cards import Card, Pack
from games.bridz.facts import BridzPublic

#: a sampled deal's misfit for each of the plays it does not explain (an auction's point is 1; a signal's 2)
PLAY_MISS = 2
EQUAL, BELOW = "equal", "below"


def play_events(public: BridzPublic, seat: int, pack: Pack,
                discards: bool = True) -> list[tuple[int, str, str, int, int, int]]:
    """The plays to read from `seat`'s chair: (the player's seat, the rule, the suit, the card's rank, the
    player's cards of the suit played from that trick on (a mask), and for EQUAL the suit's ranks gone in earlier
    tricks, for BELOW the ranks the player may not have held)."""
    partner = (seat + 2) % 4
    declarer = int(public["declarer"])
    strain = str(public["contract"]).rstrip("X")[1:]
    played = [[pack.card(code) for code in codes] for codes in public.get("played", [[], [], [], []])]
    gone = dict.fromkeys(SUITS, 0)
    events: list[tuple[int, str, str, int, int, int]] = []
    for t, (leader, cards) in enumerate(tricks_played(played, (declarer + 1) % 4, strain)):
        for at, card in enumerate(cards):
            player = (leader + at) % 4
            if player not in (declarer, partner) or (t == 0 and at == 0):
                continue  # dummy's and this defender's cards are seen; the opening lead is the tables' (reading.py)
            suit = str(card.suit)
            later = _mask(c for c in played[player][t:] if str(c.suit) == suit)
            r = rank(card)
            follows = at > 0 and card.suit == cards[0].suit
            wins_so_far = winning_index(cards[:at + 1], strain) == at
            discard = discards and at > 0 and card.suit not in (cards[0].suit, strain)
            if player == partner and ((follows and not wins_so_far) or discard):
                continue  # a signal, following or discarding (reading.SignalMisfit)
            if player == partner and at == 0:
                continue  # partner's later leads may ask for a suit (defence.signal)
            events.append((player, EQUAL, suit, r, later, gone[suit]))
            if player != declarer or len(cards) < 4:
                continue
            winner = winning_index(cards, strain)
            if follows and winner != at:
                events.append((player, BELOW, suit, r, later, (1 << r) - 1))
            elif at == 3 and winner == at:
                beaten = _cheaper_winners(card, cards[:3])
                if beaten:
                    events.append((player, BELOW, suit, r, later, beaten))
        if len(cards) == 4:
            for card in cards:
                gone[str(card.suit)] |= 1 << rank(card)
    return [e for e in events if not _breaks(e[1], e[3], e[4], e[5])]  # rules his own cards already break


def _mask(cards: Iterable[Card]) -> int:
    out = 0
    for c in cards:
        out |= 1 << rank(c)
    return out


def _cheaper_winners(card: Card, before: Sequence[Card]) -> int:
    """The ranks of the card's suit below it that would also have won the trick it won last to play: above every
    card of its suit played before it (a winning card of the suit led beat no trump; a ruff beats the others)."""
    top = max((rank(c) for c in before if c.suit == card.suit), default=-1)
    return ((1 << rank(card)) - 1) & ~((1 << (top + 1)) - 1)


def _breaks(rule: str, r: int, held: int, other: int) -> bool:
    """Whether a holding of the suit (`held`: the played card included) breaks the rule for the card of rank r."""
    if rule == BELOW:
        return bool(held & other)
    for lower in range(r - 1, -1, -1):  # EQUAL: walk down while the ranks are the player's or gone
        if held >> lower & 1:
            return True
        if not other >> lower & 1:
            return False
    return False


class PlayMisfit:
    """How many of declarer's and partner's plays a sampled deal does not explain, times PLAY_MISS.

    A sample is read as the index into `cards` of each place's card (`PlaceDealer.deal`); each seat's places must
    be consecutive. Every rule comes down to cards the player may not have held when he played (for equal cards,
    the first rank below the card played that is neither his nor gone), so each card is set up once with the
    rules its holder would break, one bit a rule, and a sample's misfit is the count of bits its hands set.
    """

    def __init__(self, places: Sequence[tuple[str, int]], cards: Sequence[Card], public: BridzPublic,
                 seat: int, pack: Pack, discards: bool = True) -> None:
        suit_rank = [(str(c.suit), rank(c)) for c in cards]
        hits: dict[int, list[int]] = {}
        bit = 0
        for player, rule, suit, r, _later, other in play_events(public, seat, pack, discards):
            ruled_out = other if rule == BELOW else _equal_below(r, other)
            if not ruled_out:
                continue
            row = hits.setdefault(player, [0] * len(cards))
            for k, (s, cr) in enumerate(suit_rank):
                if s == suit and ruled_out >> cr & 1:
                    row[k] |= 1 << bit
            bit += 1
        self.spans: list[tuple[int, int, list[int]]] = []
        self.zones: list[str] = []
        for player, row in hits.items():
            at = [k for k, (zone, _) in enumerate(places) if zone == f"hand:{player}"]
            if at and any(row):
                self.spans.append((at[0], at[-1] + 1, row))
                self.zones.append(f"hand:{player}")

    def barred_cards(self) -> dict[str, set[int]]:
        """The cards (indices into `cards`) each hand would not have played as it did: `PlaceDealer`'s bars."""
        return {zone: {k for k, rules in enumerate(row) if rules}
                for zone, (_, _, row) in zip(self.zones, self.spans, strict=True)}

    def __bool__(self) -> bool:
        return bool(self.spans)

    def __call__(self, dealt: Sequence[int]) -> int:
        broken = 0
        for start, end, row in self.spans:
            for k in dealt[start:end]:
                broken |= row[k]
        return broken.bit_count() * PLAY_MISS


def _equal_below(r: int, gone: int) -> int:
    """The rank (as a mask) that would be equal to the card of rank r in its player's hand: the first below it that
    is not gone (0: none)."""
    for lower in range(r - 1, -1, -1):
        if not gone >> lower & 1:
            return 1 << lower
    return 0
