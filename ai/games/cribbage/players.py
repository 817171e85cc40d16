"""A cribbage opponent that counts like an expert.

Discards: every way to lay two cards away is valued exactly, as the mean count of the kept
four over all 46 starters it could meet, plus (dealer) or minus (pone) the expected value
of the crib those two cards start. The crib values are a table of our own simulation
(`ai/games/cribbage/crib_ev.json`, made by `ai/games/cribbage/make_crib_table.py`), because the
other two crib cards are the opponent's choice and cannot be enumerated (discard.py).

The play: determinised search. The opponent's unseen cards are sampled from the cards this
seat has not seen (a seat that said "go" holds nothing that fitted), and for each sample
the rest of the play is solved exactly by negamax over ranks (suits do not matter in the
play; pegging.py). The card with the best mean point difference is laid. Near the end of the match the
search counts reaching the target as winning, not as points.

With three or four players (one card each to the crib) the discard uses a rough
single-card crib value and the play is greedy; the search is written for two. At those
tables `hard` hands every decision to the generic search at its hard level instead, so the
menu's hard level there is the search it was before this player took the two-handed game.

Levels: `easy` keeps the best four for itself, ignoring the crib, and lays the card that
pegs most now (the greedy baseline); `normal` and `hard` use the full discard value and the
search, with more samples at `hard`. `hard` also looks ahead at the discard (two players): the
best few throws are played out against sampled expert opponents, and near the end of the match
the deal is raced to the target (ai/games/cribbage/lookahead.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ai.games.cribbage.discard import discard_values, single_discard_values
from ai.games.cribbage.lookahead import pegging_values, race_values, sample_worlds, throw_weight
from ai.games.cribbage.pegging import PegSearch
from ai.ismcts import ISMCTS, Stop
from ai.view import PlayerView
from cards import Card, get_pack
from games import rng as rngs
from games.actions import Action
from games.cribbage.deal_rules import claim_action
from games.cribbage.facts import public_facts
from games.cribbage.rules import GAME, Phase
from games.cribbage.scoring import Key, Scoring


# -- the play ---------------------------------------------------------------------------------------
def sample_opponent(pool: Sequence[Card], size: int, room: int, sc: Scoring, rng: random.Random) -> list[Card]:
    """`size` cards from `pool`, none of value `room` or less (the opponent said go with that room)."""
    allowed = [c for c in pool if sc.value(c) > room] if room >= 0 else list(pool)
    if len(allowed) < size:
        allowed = list(pool)
    picked = list(allowed)
    rngs.shuffle(rng, picked)
    return picked[:size]


@dataclass(frozen=True)
class Lookahead:
    """How `cribbage:hard` looks ahead at the discard (see ai/games/cribbage/lookahead.py)."""

    enabled: bool = True
    #: far from the end: the best `peg_top` throws within `peg_margin` points are played out in `peg_worlds`
    peg_top: int = 6
    peg_margin: float = 1.5
    peg_worlds: int = 100
    #: when either side needs this many points or fewer, the best `race_top` throws race to the target
    race_within: int = 26
    race_top: int = 8
    race_worlds: int = 60
    #: in the play, weigh the sampled opponent hands by how well an expert's discard explains them
    #: (off: with it, hard against normal scored 0.519 [0.493, 0.546] over 286 blocks, not separated either,
    #: at 1.6 times the CPU)
    infer: bool = False


class CribbageAI:
    """A `Player` for cribbage; see the module docstring for the levels."""

    def __init__(self, level: str = "normal", seed: int = 0, worlds: int | None = None,
                 lookahead: Lookahead | None = None) -> None:
        self.level = level
        self.name = f"cribbage:{level}"
        self.rng = random.Random(seed)
        self.worlds = worlds if worlds is not None else {"easy": 0, "normal": 24, "hard": 80}[level]
        self.sc = GAME.scoring()
        self._pegs: dict[tuple[int, ...], int] = {}  # PegSearch.pegs, kept from decision to decision
        #: the discard look-ahead (hard only); None keeps the plain discard
        self.lookahead = lookahead if lookahead is not None else (Lookahead() if level == "hard" else None)
        #: the throw chosen at the first of the two discards: (the cards left in hand, the second card)
        self._plan: tuple[frozenset[Card], Card] | None = None
        self._search: ISMCTS | None = None

    def choose(self, view: PlayerView) -> Action:
        return self.choose_until(view, None, None)

    def choose_until(self, view: PlayerView, deadline: float | None, stop: Stop | None) -> Action:
        """`choose` for ai.runner; at hard with three or four players the search decides (it stops on time)."""
        if self.level == "hard" and view.num_players != 2:
            return self.search().choose_until(view, deadline, stop)
        legal = list(view.legal_actions)
        if len(legal) == 1:
            return legal[0]
        phase = public_facts(view.observation)["phase"]
        if phase == Phase.DISCARD:
            return self.choose_discard(view, legal)
        if phase == Phase.PLAY:
            return self.choose_play(view, legal)
        return self.choose_claim(view)

    def search(self) -> ISMCTS:
        """The hard search, for the tables of three and four this player's own play is not written for."""
        if self._search is None:
            self._search = ISMCTS.at_level("hard", seed=rngs.child_seed(self.rng), name=self.name)
        return self._search

    # -- discards -----------------------------------------------------------------------------------
    def choose_discard(self, view: PlayerView, legal: list[Action]) -> Action:
        obs = view.observation
        sc = self.sc
        hand = list(obs.hand())
        mine = [c for c in obs.zone("crib").cards if c is not None]
        seen = set(hand) | set(mine)
        deck = get_pack(GAME.rulebook.packs[0]).cards
        unseen = [sc.key(c) for c in deck if c not in seen]
        n = view.num_players
        dealer_seat = public_facts(obs)["dealer"]
        ours = dealer_seat == view.seat or (n == 4 and dealer_seat % 2 == view.seat % 2)
        dealer = None if self.level == "easy" else ours
        keys = [sc.key(c) for c in hand]
        if n == 2:
            if self.lookahead is not None and self.lookahead.enabled and dealer is not None:
                return self.lookahead_discard(view, legal, hand, keys, mine, unseen, dealer)
            fixed = sc.key(mine[0]) if mine else None
            values = discard_values(sc, keys, unseen, dealer, fixed=fixed)
        else:
            values = single_discard_values(sc, keys, unseen, dealer)
        best = values[0][1]
        card = hand[keys.index(best[0])]
        for action in legal:
            if action.card == card:
                return action
        return legal[0]

    def lookahead_discard(self, view: PlayerView, legal: list[Action], hand: list[Card], keys: list[Key],
                          mine: list[Card], unseen: list[Key], dealer: bool) -> Action:
        """Hard, two players: the plain values re-ranked by the play (or, near the end, by the race)."""
        if mine:  # the second card of a throw chosen at the first
            if self._plan is not None and self._plan[0] == frozenset(hand):
                card = self._plan[1]
                self._plan = None
                return next((a for a in legal if a.card == card), legal[0])
            values = discard_values(self.sc, keys, unseen, dealer, fixed=self.sc.key(mine[0]))
            card = hand[keys.index(values[0][1][0])]
            return next((a for a in legal if a.card == card), legal[0])
        throw = self.lookahead_throw(view, keys, unseen, dealer)
        first, second = (hand[keys.index(k)] for k in throw)
        self._plan = (frozenset(c for c in hand if c != first), second)
        return next((a for a in legal if a.card == first), legal[0])

    def lookahead_throw(self, view: PlayerView, keys: list[Key], unseen: list[Key], dealer: bool) -> tuple[Key, ...]:
        """The two cards to lay away: the plain best few, re-valued by the play or by the race to the target."""
        la = self.lookahead
        assert la is not None
        sc = self.sc
        values = discard_values(sc, keys, unseen, dealer)
        public = public_facts(view.observation)
        totals, target = public["totals"], int(public["target"])
        need_me = max(1, int(target - totals[view.seat]))
        need_opp = max(1, int(target - totals[1 - view.seat]))
        if min(need_me, need_opp) <= la.race_within:
            top = values[:la.race_top]
            options = [([k for k in keys if k not in t], t) for _, t in top]
            worlds = sample_worlds(sc, keys, unseen, not dealer, la.race_worlds, self.rng)
            race = race_values(sc, options, worlds, dealer, need_me, need_opp)
            best = max(range(len(top)), key=lambda i: (race[i], top[i][0]))
            return top[best][1]
        top = [v for v in values[:la.peg_top] if v[0] >= values[0][0] - la.peg_margin]
        if len(top) == 1:
            return top[0][1]
        worlds = sample_worlds(sc, keys, unseen, not dealer, la.peg_worlds, self.rng)
        kept = [[k for k in keys if k not in t] for _, t in top]
        pegging = pegging_values(sc, kept, worlds, dealer, self._pegs)
        best = max(range(len(top)), key=lambda i: top[i][0] + pegging[i])
        return top[best][1]

    # -- the play -----------------------------------------------------------------------------------
    def choose_play(self, view: PlayerView, legal: list[Action]) -> Action:
        if self.level == "easy" or self.worlds <= 0 or view.num_players != 2:
            return self.greedy_play(view, legal)
        obs = view.observation
        sc = self.sc
        seat, opp = view.seat, 1 - view.seat
        public = public_facts(obs)
        pile_cards = [get_pack(GAME.rulebook.packs[0]).card(code) for code in public["pile"]]
        pile = tuple(sc.key(c)[0] for c in pile_cards)
        count = int(public["count"])
        hand = tuple(sorted(sc.key(c)[0] for c in obs.hand()))
        opp_size = obs.zone(f"hand:{opp}").size
        pool = self.unseen_cards(view)
        room = max((sc.count_limit - int(e.value or 0) for e in obs.history if e.kind == "go" and e.seat == opp),
                   default=-1)
        totals = public["totals"]
        target = int(public["target"])
        need_me = max(1, int(target - totals[seat]))
        need_opp = max(1, int(target - totals[opp]))
        if len(self._pegs) > 100_000:  # bound the memory (a match at hard fills some 45,000 piles)
            self._pegs.clear()
        scores: dict[int, float] = {}
        options = sorted({sc.key(a.card)[0] for a in legal if a.card is not None})
        believe = self.opponent_belief(view, pool) if self.lookahead is not None and self.lookahead.infer else None
        for _ in range(self.worlds):
            sample = sample_opponent(pool, opp_size, room, sc, self.rng)
            weight = 1.0 if believe is None else believe(sample)
            theirs = tuple(sorted(sc.key(c)[0] for c in sample))
            search = PegSearch(sc, need_me, need_opp, self._pegs)
            for r in options:
                i = hand.index(r)
                value = search.after(hand[:i] + hand[i + 1:], theirs, count + sc.values[r], (*pile, r), 0, 0, True)
                scores[r] = scores.get(r, 0.0) + weight * value
        best_rank = max(options, key=lambda r: (scores[r], -r))
        for action in legal:
            if action.card is not None and sc.key(action.card)[0] == best_rank:
                return action
        return legal[0]

    def opponent_belief(self, view: PlayerView, pool: list[Card]) -> Callable[[list[Card]], float]:
        """Hard: a weight for a sampled opponent hand, by how well an expert's discard explains it.

        The two cards it laid away are unseen too: they are drawn from the rest of the pool, and the
        six cards (played, sampled, thrown) are weighed by `throw_weight`.
        """
        sc = self.sc
        opp = 1 - view.seat
        obs = view.observation
        played = [sc.key(c) for c in obs.zone(f"played:{opp}").cards if c is not None]
        opp_dealer = public_facts(obs)["dealer"] == opp
        deck = [sc.key(c) for c in get_pack(GAME.rulebook.packs[0]).cards]

        def weigh(sample: list[Card]) -> float:
            rest = [c for c in pool if c not in sample]
            i = rngs.below(self.rng, len(rest))
            j = rngs.below(self.rng, len(rest) - 1)
            j += j >= i
            kept = [*played, *(sc.key(c) for c in sample)]
            return throw_weight(sc, kept, [sc.key(rest[i]), sc.key(rest[j])], opp_dealer, deck)

        return weigh

    def unseen_cards(self, view: PlayerView) -> list[Card]:
        obs = view.observation
        seen: set[Card] = set()
        for zone in obs.zones:
            seen.update(c for c in zone.cards if c is not None)
        return [c for c in get_pack(GAME.rulebook.packs[0]).cards if c not in seen]

    def greedy_play(self, view: PlayerView, legal: list[Action]) -> Action:
        """The card that pegs most now; among equals, the highest (keeping low cards for later counts)."""
        sc = self.sc
        public = public_facts(view.observation)
        pile = [sc.key(get_pack(GAME.rulebook.packs[0]).card(code))[0] for code in public["pile"]]
        count = int(public["count"])
        best: list[Action] = []
        best_points = -1
        for action in legal:
            assert action.card is not None
            r = sc.key(action.card)[0]
            points = sc.peg_ranks([*pile, r], count + sc.values[r])
            if points > best_points:
                best, best_points = [action], points
            elif points == best_points:
                best.append(action)
        return best[rngs.below(self.rng, len(best))]

    # -- muggins: announce the true count ----------------------------------------------------------------
    def choose_claim(self, view: PlayerView) -> Action:
        obs = view.observation
        show = public_facts(obs)["show"]
        starter = obs.zone("starter").cards[0]
        zone = "crib" if show == "crib" else f"played:{view.seat}"
        cards = [c for c in obs.zone(zone).cards if c is not None]
        points = self.sc.score_hand(cards, starter, crib=show == "crib") if starter is not None else 0
        action = claim_action(points)
        return action if action in view.legal_actions else view.legal_actions[-1]


def _factory(level: str) -> Callable[[str, int], CribbageAI]:
    return lambda game_id, seed: CribbageAI(level, seed)


#: this game's own players, by name after `<game id>:` (ai/registry.py registers them)
PLAYERS = {_level: _factory(_level) for _level in ("easy", "normal", "hard")}
