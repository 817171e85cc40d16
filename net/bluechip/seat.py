"""Bridž's engine behind the protocol: a board's deal for the table manager, and for a Karty player the deal as
its seat knows it, rebuilt from what the protocol told that seat alone.

A seat is told its own thirteen cards, the calls, the cards played and, after the opening lead, the dummy. To
ask Karty's bot for a move, `SeatKnowledge.state` builds an engine deal from those facts: the seat's hand and the
dummy as told, each other seat holding the cards it played, and the cards nobody showed this seat dealt to the
hidden hands as filler (no seat gets a suit it showed out of). The calls and cards are then replayed through the
engine, which checks each. The bot is handed `ai.view.PlayerView` of that deal: its seat's observation and worlds
re-dealt from it, so even the filler never reaches the bot, and nothing beyond what the protocol said exists here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from cards import Card
from games.bridz import rubber, scoring
from games.bridz.calls import call_action
from games.bridz.deck import hand_key
from games.bridz.rules import GAME, PLAY, BridzState
from games.bridz.worlds import deal_to_places, place_cards
from games.errors import IllegalAction
from games.rulebook import Config
from games.state import MatchContext
from net.bluechip.protocol import ProtocolError

#: a board's vulnerability in the standard rotation of 16 boards (N/S, E/W), board 1 first
ROTATION = ((0, 0), (1, 0), (0, 1), (1, 1), (1, 0), (0, 1), (1, 1), (0, 0),
            (0, 1), (1, 1), (0, 0), (1, 0), (1, 1), (0, 0), (1, 0), (0, 1))


def board_dealer(board: int) -> int:
    return (board - 1) % 4


def board_vulnerability(board: int) -> tuple[bool, bool]:
    ns, ew = ROTATION[(board - 1) % 16]
    return bool(ns), bool(ew)


@cache
def config() -> Config:
    """The rule book's defaults (the declarer is the first of the side to name the strain, as every law says),
    without claims: the protocol has no message for one."""
    return GAME.config({"claims": False})


def new_deal(dealer: int, ns_vulnerable: bool, ew_vulnerable: bool, seed: int) -> BridzState:
    """A deal shuffled from `seed`, with the board's dealer and vulnerability (the rubber sheet's games say it)."""
    extra = rubber.new_sheet()
    extra["games"] = [int(ns_vulnerable), int(ew_vulnerable)]
    context = MatchContext(4, 0, dealer, (0.0,) * 4, extra)
    state = GAME.new_deal(config(), 4, context, seed)
    assert isinstance(state, BridzState)
    return state


def arranged(state: BridzState, hands: Sequence[Sequence[Card]]) -> None:
    """Give each seat of a fresh deal the thirteen `hands[seat]` (swapped in place: each place keeps what the
    seats know of it)."""
    places = [(f"hand:{s}", i) for s in range(4) for i in range(13)]
    place_cards(state, places, [c for s in range(4) for c in sorted(hands[s], key=hand_key)])
    state.rebuild_derived()


def duplicate_score(state: BridzState) -> int:
    """North-South's score of a finished deal as duplicate scores it: the contract's points, and 50 for a part
    score, 300 (500 vulnerable) for a game; 0 when passed out."""
    if not state.contract:
        return 0
    level, strain, doubled, declarer = state.contract
    side = declarer % 2
    vulnerable = bool(state.vulnerable[side])
    options = {k: config()[k] for k in scoring.DEFAULT_OPTIONS}
    below, above, defenders = scoring.score_contract(level, strain, doubled, vulnerable, state.side_tricks[side],
                                                     options, GAME.rulebook.tables)
    if below:
        above += (500 if vulnerable else 300) if below >= 100 else 50
    points = below + above - defenders
    return points if side == 0 else -points


@dataclass
class SeatKnowledge:
    """All one seat was told of a board, in the order told."""

    seat: int
    dealer: int
    ns_vulnerable: bool
    ew_vulnerable: bool
    hand: tuple[str, ...]
    calls: list[str] = field(default_factory=list)
    plays: list[tuple[int, str]] = field(default_factory=list)  # (seat, card) as played
    dummy_cards: tuple[str, ...] = ()

    def state(self) -> BridzState:
        """The engine's deal as this seat knows it (the hidden hands filler); a ProtocolError if the facts
        break a rule (a card played twice, a revoke, a call that may not be made)."""
        state = new_deal(self.dealer, self.ns_vulnerable, self.ew_vulnerable, 0)
        pack = state.pack
        known: dict[int, list[Card]] = {self.seat: [pack.card(c) for c in self.hand]}
        dummy = -1
        if self.dummy_cards:
            dummy = self._dummy_seat()
            if dummy != self.seat:
                known[dummy] = [pack.card(c) for c in self.dummy_cards]
        played: dict[int, list[Card]] = {s: [] for s in range(4)}
        for seat, code in self.plays:
            if seat not in known:
                played[seat].append(pack.card(code))
        hidden = [s for s in range(4) if s not in known]
        seen = {c.code for s in known for c in known[s]} | {c.code for s in hidden for c in played[s]}
        if len(seen) != sum(len(known[s]) for s in known) + sum(len(played[s]) for s in hidden):
            raise ProtocolError(f"{self._where()}: a card was shown twice (in two hands, or played twice)")
        places = [(f"hand:{s}", i) for s in hidden for i in range(13 - len(played[s]))]
        rest = [c for c in pack.cards if c.code not in seen]
        filler = deal_to_places(places, rest, self._shown_out(), random.Random(0), tries=200) if places else []
        hands = [list(known.get(s, played[s])) for s in range(4)]
        for (zone, _), card in zip(places, filler, strict=True):
            hands[int(zone.split(":")[1])].append(card)
        arranged(state, hands)
        try:
            for call in self.calls:
                state.apply(call_action(call))
            for seat, code in self.plays:
                if state.phase != PLAY or state.turn != seat:
                    raise ProtocolError(f"{self._where()}: {code} was played out of turn")
                state.apply(next(a for a in state.legal_actions() if a.card is not None and a.card.code == code))
        except (IllegalAction, StopIteration):
            raise ProtocolError(f"{self._where()}: a call or card breaks the rules") from None
        return state

    def _dummy_seat(self) -> int:
        auction = new_deal(self.dealer, self.ns_vulnerable, self.ew_vulnerable, 0)
        for call in self.calls:
            auction.apply(call_action(call))
        if auction.phase != PLAY:
            raise ProtocolError(f"{self._where()}: the dummy was shown before the auction ended")
        return auction.dummy

    def _shown_out(self) -> dict[str, set[str]]:
        """Hand zone -> the suits its seat showed out of (it discarded when a suit was led)."""
        out: dict[str, set[str]] = {}
        for start in range(0, len(self.plays), 4):
            trick = self.plays[start:start + 4]
            led = trick[0][1][-1]
            for seat, code in trick[1:]:
                if code[-1] != led:
                    out.setdefault(f"hand:{seat}", set()).add(led)
        return out

    def _where(self) -> str:
        return f"board as seen from seat {self.seat}"

