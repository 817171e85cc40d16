"""What a Cribbage deal reads of its rules, once per option set: `DealRules` (the rule book's numbers
for this player count, the pack's ranks and values by card code, the actions and events that
depend only on a seat, a card and a number), and the deal's own actions.

Built once per options, player count and pack (`Cribbage.deal_rules`) and shared by every deal
with them, so the moves read plain attributes and dicts keyed by card code (a str hashes in C;
a Card hashes through Python). Nothing in it changes after it is built.
"""

from __future__ import annotations

from functools import cache

from cards import Card, Pack
from games.actions import Action, play_card
from games.cribbage.scoring import Scoring
from games.events import Event, private
from games.rulebook import Config, RuleBook


@cache
def discard_action(card: Card) -> Action:
    return Action("discard", card=card, label_cs=f"Odložit do cribu: {card.name('cs')}",
                  label_en=f"Lay the {card.name('en')} away to the crib")


@cache
def claim_action(points: int) -> Action:
    return Action("claim", number=points, label_cs=f"Ohlásit {points} b.", label_en=f"Announce {points}")


def credited(points: int, claimed: int) -> int:
    """What an announcement at the show scores under muggins: the announced count when the hand holds it, and
    nothing for an overclaim, which is simply not scored (pagat.com); what an underclaim misses, the opponent
    takes. Announcing the true count is then always best: announcing more could only lose the hand."""
    return claimed if claimed <= points else 0


class DealRules:
    """What a deal needs to know about its rules and cards, looked up once per option set: the rule
    book's `tables` for this player count, the counting rules `sc` of the options, the pack's cards.
    Its tables cover the whole pack, built here at once: a bot can reach this object through the game,
    so nothing in it may grow with what a deal (or a bot's search of its own hand) comes to."""

    def __init__(self, rulebook: RuleBook, sc: Scoring, config: Config, num_players: int, pack: Pack) -> None:
        n, tables = num_players, rulebook.tables
        self.sc = sc
        self.hand_size = int(tables["hand_size"][str(n)])
        self.keep = self.hand_size - int(tables["crib_discards"][str(n)])
        self.crib_from_stock = int(tables["crib_from_stock"][str(n)])
        self.max_claim = int(tables["max_claim_with_run_of_two" if config["run_of_two"] else "max_claim"])
        self.claims = tuple(claim_action(k) for k in range(self.max_claim + 1))
        self.target = config["target"]
        self.muggins = bool(config["muggins"])
        self.limit = sc.count_limit
        self.key = {c.code: sc.key(c) for c in pack.cards}
        self.rank = {c.code: sc.key(c)[0] for c in pack.cards}
        self.value = {c.code: sc.value(c) for c in pack.cards}
        self.discard = {c.code: discard_action(c) for c in pack.cards}
        self.play = {c.code: play_card(c) for c in pack.cards}
        self.events = self._events(n, pack, sc)

    def _events(self, n: int, pack: Pack, sc: Scoring) -> dict[tuple[object, ...], Event]:
        """Every public event of a deal that depends only on a seat, a card and a number, by (kind, seat, card
        code, value): a few thousand frozen values that every deal hands out (making them at every play of every
        playout cost the search about 5%). All are made here, up front, and `event` never adds one: filled as
        they came, the table would show a bot that reads it the searching seat's hand, which its playouts play
        again and again, and (by the starters they never cut) what else it holds."""
        def one(kind: str, seat: int | None = None, card: Card | None = None,
                value: int | None = None) -> tuple[tuple[object, ...], Event]:
            key = (kind, seat, None if card is None else card.code, value)
            return key, Event(kind, seat=seat, cards=() if card is None else (card,), value=value)

        seats, limit = range(n), sc.count_limit
        made = [one("reset")]
        for s in seats:
            made += [one("deal", s, value=self.hand_size), one("crib_from_stock", s),
                     one("last_card", s, value=sc.last_card), one("go_point", s, value=sc.go)]
            made += [one("go", s, value=count) for count in range(limit + 1)]
            for card in pack.cards:
                made += [one("starter", s, card), one("heels", s, card, sc.his_heels)]
                made += [one("play", s, card, count) for count in range(self.value[card.code], limit + 1)]
        return dict(made)

    def event(self, kind: str, seat: int | None = None, card: Card | None = None, value: int | None = None) -> Event:
        """The event (kind, seat, one card or none, value): from the table made up front, else made afresh."""
        found = self.events.get((kind, seat, None if card is None else card.code, value))
        if found is None:
            return Event(kind, seat=seat, cards=() if card is None else (card,), value=value)
        return found

    def discard_event(self, seat: int, card: Card) -> Event:
        """The discard as its owner saw it, carrying the face-down version everybody else sees.

        Built afresh, never cached: the cache is shared with every world a bot samples, and which
        discards it held would tell the bot the cards laid away."""
        return private(Event("discard", seat=seat, cards=(card,)), {seat}, Event("discard", seat=seat))
