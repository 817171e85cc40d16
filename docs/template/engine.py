"""Vyšší bere (Higher Takes): the template game of docs/adding-a-game.md, a trick game without trumps.

This file is `games/<id>/rules.py` of the recipe (step 2). Each player gets `hand_size` cards; the rest lies face
down.
The seat left of the dealer leads; the others follow suit if they can; the highest card of the suit led takes
the trick and its taker leads the next. A trick is a point.
"""

from __future__ import annotations

from typing import Any

from cards import Card
from games.actions import Action, play_card
from games.events import Event
from games.game import Game
from games.schema import ListOf, Record, Text, Whole
from games.state import State
from games.trick import explain, legal_cards, rank_strength, winner
from games.words import Words
from games.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec

GAME_ID = "vyssi-bere"


class VyssiBereState(State):
    game_id = GAME_ID
    #: what the search's copy of a deal copies besides the zones (lists, so each copy gets its own)
    copied_fields = ("tricks",)

    def zone_specs(self) -> list[ZoneSpec]:
        seats = range(self.num_players)
        return [*(ZoneSpec(f"hand:{s}", OWNER, s) for s in seats), ZoneSpec("talon", HIDDEN),
                ZoneSpec("trick", PUBLIC), *(ZoneSpec(f"won:{s}", PUBLIC, s) for s in seats)]

    def start(self) -> list[Event]:
        size = int(self.game.rulebook.tables["hand_size"])
        first = self.next_seat(self.context.dealer)
        for i, card in enumerate(self.fresh_pack()):
            seat = self.next_seat(first, i) if i < size * self.num_players else None
            self.zones.add(f"hand:{seat}" if seat is not None else "talon", card)
        self.turn: int | None = first
        self.leader = first
        self.tricks = [0] * self.num_players
        return [Event("deal", seat=self.context.dealer)]

    def _strength(self, card: Card) -> int:
        return rank_strength(tuple(self.game.rulebook.tables["rank_order"]))(card)

    # -- the protocol ----------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.turn is None:
            return []
        cards = legal_cards(self.hand(self.turn), self.zones["trick"], None, self._strength)
        return [play_card(card) for card in cards]

    def explain_illegal(self, action: Action) -> str:
        if self.turn is None:
            return self.refuse("over")
        if action.kind != "play" or action.card is None:
            return self.refuse("trick_how")
        why = explain(action.card, self.hand(self.turn), self.zones["trick"], None, self._strength)
        return why or super().explain_illegal(action)  # a card that may go, in a malformed action

    def _apply(self, action: Action) -> list[Event]:
        assert self.turn is not None and action.card is not None
        seat = self.turn
        self.zones.move(action.card, "trick")
        events = [Event("play", seat=seat, cards=(action.card,))]
        trick = self.zones["trick"]
        if len(trick) < self.num_players:
            self.turn = self.next_seat(seat)
            return events
        taker = self.next_seat(self.leader, winner(trick, None, self._strength))
        for card in list(trick):
            self.zones.move(card, f"won:{taker}")
        self.tricks[taker] += 1
        events.append(Event("trick", seat=taker))
        self.leader = taker
        self.turn = taker if self.hand(taker) else None
        return events

    # -- results ---------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(t) for t in self.tricks]

    def returns(self) -> list[float]:
        if self.turn is not None:
            return [0.0] * self.num_players
        best = max(self.tricks)
        return [1.0 if t == best else -1.0 / (self.num_players - 1) for t in self.tricks]

    def public_info(self) -> dict[str, Any]:
        return {"dealer": self.context.dealer, "tricks": list(self.tricks), "totals": list(self.context.totals)}


#: what Vyšší bere says to a player beyond the words every game shares (games/words/: "deal", "play", and the
#: facts "dealer", "tricks", "totals")
WORDS = Words(sentences={"trick": ("{seat} bere zdvih.", "{seat} takes the trick.")})


class VyssiBere(Game):
    id = GAME_ID
    state_class = VyssiBereState
    words = WORDS
    #: the shape of the rule book's `tables` (games/schema.py), checked as the rule book loads
    tables_shape = Record({"hand_size": Whole(1, 8), "rank_order": ListOf(Text(), at_least=2)})


GAME = VyssiBere()
