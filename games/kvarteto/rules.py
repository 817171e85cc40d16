"""Kvarteto (Quartets): ask one player for one card of a quartet you hold; complete and lay down quartets.

Asking is public, so the table learns three kinds of facts, and the observation carries them:
- a card that is handed over is seen by everyone (its zone knowledge is revealed to all);
- "B has no X" after a refusal, kept in `lacks` until X moves (it can only move in public);
- "A holds some card of quartet Q" after A asks for a card of Q, kept in `holds_some` until A
  hands over a card of Q (then A may hold none) or Q is laid down.
`sample_world` deals the unseen cards so that every such fact holds, constructively rather than
by rejection, since late in a deal the facts pin most cards down.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from operator import attrgetter

from cards import Card, Names, Pack
from games import rng as rngs
from games.actions import Action
from games.events import Event
from games.game import Game
from games.kvarteto.facts import KvartetoPublic
from games.schema import MapOf, Record, Text
from games.state import State
from games.words import HIDE, Fact, Words, seat_name
from games.words.sentences import fill
from games.words.vocabulary import Speaker, pick
from games.zones import OWNER, PUBLIC, ZoneSpec

SAMPLE_TRIES = 50


def ask_action(card: Card, target: int) -> Action:
    """Asking player `target` for `card`, made afresh; legal lists and playouts read `ask_actions`."""
    return Action("ask", card=card, number=target,
                  label_cs=f"Zeptat se hráče {target + 1} na {card.name('cs', 'acc')}",
                  label_en=f"Ask player {target + 1} for the {card.name('en')}")


def ask_actions(pack: Pack, num_players: int) -> tuple[dict[str, Action], ...]:
    """target -> card code -> `ask_action`, per pack (cards of different packs share codes: kvarteto '7B' and
    German '7B') and player count, built for the whole pack at first use. Filled as legal lists asked for them,
    it would tell a bot that imports this module which quartets every asker held."""
    key = (pack.id, num_players)
    found = _ASKS.get(key)
    if found is None:
        found = _ASKS[key] = tuple({c.code: ask_action(c, target) for c in pack.cards}
                                   for target in range(num_players))
    return found


_ASKS: dict[tuple[str, int], tuple[dict[str, Action], ...]] = {}


@dataclass(frozen=True)
class Quartets:
    """How one pack splits into quartets, worked out once: the search asks this on every move."""

    key: dict[str, str]  # card code -> its quartet
    cards: dict[str, tuple[Card, ...]]  # quartet -> its cards, in pack order
    order: tuple[tuple[Card, str], ...]  # every card with its quartet, in pack order


def quartet_key(card: Card, by: str) -> str:
    return (card.suit if by == "suit" else card.rank) or card.code


def quartets(pack: Pack, by: str) -> Quartets:
    found = _QUARTETS.get((pack.id, by))
    if found is None:
        order = tuple((c, quartet_key(c, by)) for c in pack.cards)
        cards: dict[str, list[Card]] = {}
        for c, k in order:
            cards.setdefault(k, []).append(c)
        found = _QUARTETS[pack.id, by] = Quartets({c.code: k for c, k in order},
                                                 {k: tuple(v) for k, v in cards.items()}, order)
    return found


_QUARTETS: dict[tuple[str, str], Quartets] = {}
_HANDS = tuple(f"hand:{s}" for s in range(16))
_LAID = tuple(f"quartets:{s}" for s in range(16))


class KvartetoState(State):
    game_id = "kvarteto"
    counted_from_one = frozenset({"ask"})  # ask:1B:2 asks Hráč 2, as its label says

    def zone_specs(self) -> list[ZoneSpec]:
        n = range(self.num_players)
        return [ZoneSpec(f"hand:{s}", OWNER, s) for s in n] + [ZoneSpec(f"quartets:{s}", PUBLIC, s) for s in n]

    def start(self) -> list[Event]:
        n, dealer = self.num_players, self.context.dealer
        self.by: str = str(self.game.rulebook.tables["quartet_by"][self.config.pack])
        self.lacks: set[tuple[int, str]] = set()
        self.holds_some: set[tuple[int, str]] = set()
        self.asker: int | None = None
        self.out: list[int] = []
        deck = self.fresh_pack()
        for i, card in enumerate(deck):
            self.zones.add(f"hand:{(dealer + 1 + i) % n}", card)
        events = [Event("deal", seat=dealer, value=len(deck))]
        for seat in self.seats_from(dealer + 1):
            for key in sorted({self.quartet(c) for c in self.hand(seat)}):
                events += self._lay_down(seat, key)
        events += self._check_out()
        self.asker = self._holder_from(self.next_seat(dealer))
        return events

    # -- quartets ---------------------------------------------------------------------------------
    def quartet(self, card: Card) -> str:
        return quartet_key(card, self.by)

    def quartet_cards(self, key: str) -> list[Card]:
        return list(quartets(self.pack, self.by).cards.get(key, ()))

    def quartets_of(self, seat: int) -> int:
        return self.zones.size(f"quartets:{seat}") // 4

    def seats_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.num_players for k in range(self.num_players)]

    def _holder_from(self, seat: int) -> int | None:
        for s in self.seats_from(seat):
            if self.hand(s):
                return s
        return None

    # -- the protocol ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.asker

    def legal_actions(self) -> list[Action]:
        asker = self.asker
        if asker is None:
            return []
        q = quartets(self.pack, self.by)
        keys = {q.key[c.code] for c in self.hand(asker)}
        zone_of, mine = self.zones.zone_of, _HANDS[asker]
        wanted = [c for c, k in q.order if k in keys and zone_of[c.code] != mine]
        targets = [s for s in self.seats_from(asker + 1) if s != asker and self.hand(s)]
        asks = ask_actions(self.pack, self.num_players)
        return [asks[target][card.code] for target in targets for card in wanted]

    def explain_illegal(self, action: Action) -> str:
        if self.asker is None:
            return self.refuse("over")
        if action.kind != "ask" or action.card is None or action.number is None:
            return self.refuse("how")
        if action.card in self.hand(self.asker):
            return self.refuse("own_card", card=action.card)
        if self.quartet(action.card) not in {self.quartet(c) for c in self.hand(self.asker)}:
            return self.refuse("quartet", card=action.card)
        # seats as the player counts them (the labels and the typed codes): from 1
        if not 0 <= action.number < self.num_players:
            return self.refuse("no_player", n=action.number + 1, players=self.num_players)
        if action.number == self.asker:
            return self.refuse("yourself")
        return self.refuse("out", n=action.number + 1)

    def _apply(self, action: Action) -> list[Event]:
        assert self.asker is not None and action.card is not None and action.number is not None
        asker, target, card = self.asker, action.number, action.card
        of = quartets(self.pack, self.by).key
        key = of.get(card.code) or self.quartet(card)
        self.holds_some.add((asker, key))
        events = [Event("ask", asker, (card,), target)]
        zones = self.zones
        if zones.zone_of[card.code] == _HANDS[target]:  # `card in hand`, without comparing cards in Python
            zones.move(card, _HANDS[asker], reveal=range(self.num_players))
            code, lacks = card.code, self.lacks
            if lacks and any((s, code) in lacks for s in range(self.num_players)):
                self.lacks = {(s, c) for s, c in lacks if c != code}
            self.holds_some.discard((target, key))
            events.append(Event("given", target, (card,), asker))
            events += self._lay_down(asker, key, of)
            events += self._check_out()
            self.asker = asker if self.hand(asker) else self._holder_from(asker)
        else:
            self.lacks.add((target, card.code))
            events.append(Event("no", target, (card,), asker))
            self.asker = target
        # all_down() is false while the asker holds a card, which is almost always: skip it then
        if self.asker is not None and not self.hand(self.asker) and self.all_down():
            self.asker = None
        if self.asker is None:
            events.append(Event("game_over", arg=",".join(str(self.quartets_of(s)) for s in range(self.num_players))))
        return events

    def all_down(self) -> bool:
        laid = self.zones
        return sum(len(laid[_LAID[s]]) for s in range(self.num_players)) == len(self.pack.cards)

    def _lay_down(self, seat: int, key: str, of: dict[str, str] | None = None) -> list[Event]:
        if of is None:
            of = quartets(self.pack, self.by).key
        group = [c for c in self.hand(seat) if of[c.code] == key]
        if len(group) < 4:
            return []
        for card in group:
            self.zones.move(card, _LAID[seat])
        self.holds_some = {(s, k) for s, k in self.holds_some if k != key}
        codes = {c.code for c in group}
        self.lacks = {(s, code) for s, code in self.lacks if code not in codes}
        return [Event("quartet", seat=seat, cards=tuple(group), arg=key)]

    def _check_out(self) -> list[Event]:
        events = []
        zones, out = self.zones, self.out
        for seat in range(self.num_players):
            if not zones[_HANDS[seat]] and seat not in out:
                self.out.append(seat)
                events.append(Event("out", seat=seat))
        return events

    # -- what the table knows -----------------------------------------------------------------------
    def public_info(self) -> KvartetoPublic:
        return {
            "dealer": self.context.dealer,
            "quartet_by": self.by,
            "quartets": [self.quartets_of(s) for s in range(self.num_players)],
            "out": sorted(self.out),
            "lacks": sorted(f"{s}:{code}" for s, code in self.lacks),
            "holds_some": sorted(f"{s}:{key}" for s, key in self.holds_some),
            "totals": list(self.context.totals),
        }

    def world_is_consistent(self, seat: int) -> bool:
        where = self.zones.where_code
        for s, code in self.lacks:
            if where(code) == _HANDS[s]:  # the seat said "no" to a card it holds
                return False
        of = quartets(self.pack, self.by).key
        if not all(any(of[c.code] == key for c in self.hand(s)) for s, key in self.holds_some):
            return False
        # a whole quartet is laid down at once, so no hand may hold one
        for s in range(self.num_players):
            counts: dict[str, int] = {}
            for card in self.hand(s):
                key = of[card.code]
                counts[key] = counts.get(key, 0) + 1
            if 4 in counts.values():
                return False
        return True

    def sample_world(self, seat: int, rng: random.Random) -> State:
        seen = self.seen_history(seat)
        for _ in range(SAMPLE_TRIES):
            # The generator and history are set below, so the copy need not copy them.
            world = self._copy_without_chance()
            assert isinstance(world, KvartetoState)
            if world._deal_unseen(seat, rng) and world.world_is_consistent(seat):
                world.history = seen.copy()
                world.rng = rngs.seeded(rngs.child_seed(rng))
                return world
        return self._fallback_world(seat, rng)

    def _fallback_world(self, seat: int, rng: random.Random) -> State:
        """When the constructive deal keeps failing: the generic re-deal (its last draw if none fits)."""
        return State.sample_world(self, seat, rng)

    def _deal_unseen(self, seat: int, rng: random.Random) -> bool:
        """Re-deal the cards `seat` cannot see so that every public fact still holds."""
        places = self.zones.unknown_to(seat)
        if not places:
            return True
        of = quartets(self.pack, self.by).key
        cards = sorted((self.zones[z][i] for z, i in places), key=_code)
        owners = {zone: int(zone.split(":")[1]) for zone, _ in places}  # once per zone, not per place
        free: dict[int, int] = {}
        for zone, _ in places:
            owner = owners[zone]
            free[owner] = free.get(owner, 0) + 1
        barred = {(s, code) for s, code in self.lacks}
        assign: dict[str, int] = {}  # card code -> seat
        # First give each "holds some of Q" seat a card of Q, where its visible cards do not already.
        knows = self.zones.knows
        shown: dict[int, set[str]] = {}  # per seat: the quartets of its cards that `seat` can see
        needs = []
        for s, k in sorted(self.holds_some):
            if s != seat:
                keys = shown.get(s)
                if keys is None:
                    keys = shown[s] = {of[c.code] for c in self.hand(s) if knows(seat, c)}
                if k not in keys:
                    needs.append((s, k))
        rngs.shuffle(rng, needs)
        for s, key in needs:
            options = [c for c in cards if c.code not in assign and of[c.code] == key and (s, c.code) not in barred]
            if not options or free.get(s, 0) == 0:
                return False
            card = options[rngs.below(rng, len(options))]
            assign[card.code] = s
            free[s] -= 1
        rest = [c for c in cards if c.code not in assign]
        rngs.shuffle(rng, rest)
        # Most barred first: by how many seats with free places may take the card.
        barred_seats: dict[str, int] = {}
        for s, code in barred:
            if s in free:
                barred_seats[code] = barred_seats.get(code, 0) + 1
        rest.sort(key=lambda c: len(free) - barred_seats.get(c.code, 0))
        seats = sorted(free)  # the keys of `free` stay; only the counts go down
        for card in rest:
            takers = [s for s in seats if free[s] > 0 and (s, card.code) not in barred]
            if not takers:
                return False
            weights = [free[s] for s in takers]
            pick = rngs.below(rng, sum(weights))
            chosen = takers[-1]
            for taker, w in zip(takers, weights, strict=True):
                if pick < w:
                    chosen = taker
                    break
                pick -= w
            assign[card.code] = chosen
            free[chosen] -= 1
        # Put the cards in place among the unseen places; each place keeps its knowledge.
        targets: dict[int, list[tuple[str, int]]] = {}
        for zone, index in places:
            targets.setdefault(owners[zone], []).append((zone, index))
        slots: list[tuple[str, int]] = []
        dealt: list[Card] = []
        for s, own in targets.items():
            mine = [c for c in cards if assign[c.code] == s]
            rngs.shuffle(rng, mine)
            if len(mine) != len(own):
                raise ValueError("every unseen place gets one card")
            slots += own
            dealt += mine
        self.zones.rearrange(slots, dealt)
        return True

    # -- results ------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(self.quartets_of(s)) for s in range(self.num_players)]

    def returns(self) -> list[float]:
        if self.asker is not None:
            return [0.0] * self.num_players
        q = self.scores()
        best, worst = max(q), min(q)
        if best == worst:
            return [0.0] * self.num_players
        return [1.0 / q.count(best) if v == best else (-1.0 / q.count(worst) if v == worst else 0.0) for v in q]


_code = attrgetter("code")


def _final_count(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    """The last sentence with each player's quartets by name (the event carries them as "3,2,0")."""
    if event.kind != "game_over" or not event.arg:
        return None
    counts = ", ".join(f"{seat_name(s, names, lang)} {n}" for s, n in enumerate(event.arg.split(",")))
    return fill(pick(WORDS.sentences["game_over"], lang), replace(event, arg=counts), lang, names)


#: what Kvarteto says to a player (games/words/ has the words every game shares)
WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává {value:karta}.", "{seat} deals {value:karta}."),
        "ask": ("{seat} se ptá: „{target:voc}, máš {cards:acc}?“", "{seat} asks {target} for the {cards}."),
        "given": ("{seat} odpovídá: „Mám, tady je.“", "{seat} has it and hands it over."),
        "no": ("{seat} odpovídá: „Nemám.“ Na tahu je {seat}.", "{seat} has not got it; it is {seat}'s turn."),
        "quartet": ("{seat} vykládá kvarteto: {cards}.", "{seat} lays down a quartet: {cards}."),
        "out": ("{seat} už nemá karty a vypadává.", "{seat} has no cards left and drops out."),
        "game_over": ("Všechna kvarteta jsou vyložená. Kvarteta: {arg}.",
                      "All the quartets are down. Quartets: {arg}."),
    },
    facts={
        "quartet_by": HIDE,  # a rule-book setting, not news at the table
        "quartets": Fact("Počet kvartet", "Quartets so far", "per_seat"),
        "lacks": Fact("Karty, které určitě nemají", "Known not to hold", "seat_card"),
        "holds_some": Fact("Skupiny, z nichž určitě něco mají", "Known to hold some of", "seat_group"),
    },
    zones={"quartets": Names("složená kvarteta", "quartets laid down", acc="složená kvarteta")},
    sentence=_final_count,
    reasons={
        "how": ("v Kvartetu se ptáš jednoho hráče na jednu kartu (ask:KARTA:HRÁČ)",
                "in Kvarteto you ask one player for one card (ask:CARD:PLAYER)"),
        "own_card": ("{card:acc} už máš v ruce", "you already hold the {card}"),
        "quartet": ("na {card:acc} se ptát nesmíš: ptáš se jen na karty kvartet, ze kterých máš aspoň jednu kartu",
                    "you may not ask for the {card}: only for a card of a quartet you hold at least one card of"),
        "no_player": ("hráč {n} u stolu není: hráči jsou 1 až {players}",
                      "there is no player {n}: the players are 1 to {players}"),
        "yourself": ("sám sebe se ptát nemůžeš: zeptej se jiného hráče", "you cannot ask yourself: ask another player"),
        "out": ("hráč {n} už nemá karty a ze hry vypadl", "player {n} has no cards left and is out of the game"),
    },
    tallied=frozenset({"quartet"}),
    labels={"ask": ("Zeptat se {target:gen} na {card:acc}", "Ask {target} for the {card}")},
)


class Kvarteto(Game):
    id = "kvarteto"
    state_class = KvartetoState
    #: per pack: whether a quartet is four cards of one suit or of one rank
    tables_shape = Record({"quartet_by": MapOf(Text(("suit", "rank")))})
    words = WORDS

    def option_variants(self) -> list[dict[str, object]]:
        return [{"pack": "german-32"}]


GAME = Kvarteto()
