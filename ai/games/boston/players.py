"""Boston strategy: bid what the hand can make, take a partner when it needs one, play by search.

Bidding at normal and hard: the player re-deals the cards it cannot see a number of times
(40 at normal, 120 at hard), plays each deal out with every suit as trumps, itself declaring
alone and all four seats following the search's playout policy, and so learns how many tricks
its hand takes per trump suit. For every call it may make it then reckons the chips it expects
over passing under the table's options: made, the price (with overtricks) from each of the three
and the pool; failed, the price (with undertricks) where option penalty_to sends it (into the
pool three quarters of it is lost, a quarter comes back); in a Boston or an Independence a
partner adding about two tricks, found three times in five. A misère is judged by its safety
check (`misere_danger`: the i-th lowest card of a suit is safe while enough lower cards are
out). It calls the best of these if it beats passing by `min_gain`. At easy it bids by a noisy
trick estimate (honours by length, long trumps, ruffs), the bidder of a casual player.

Card play is the generic search (ai/ismcts.py) with its Boston hooks (ai/games/boston/search.py: the
playout policy, the move ordering) and the engine's utility in chips. Against an open misère the
declarer's cards are public, so every sampled world has them right and the search finds the
forcing line (lead low where his lowest card is high, keep his card on top).

Hard plays the partner out instead of allowing for him: in each re-dealt deal it also declares with a
partner, the table asking as our bots do (ai/games/boston/playout.py), and counts what that side took.
Over 97 deals of four normal players a partnered game was made 97 times in 100, with the partner
adding 3.7 tricks, not the 1.8 allowed for, so hard bids such a game on hands where normal passes.
Hard also makes its partner calls (ask or play alone, accept or decline) by the chips each leaves it
over deals played out from the auction's end; so it accepts with a weak hand when the bidder is
likely to make his game anyway, since whoever declines pays the partnership that forms without him.

Levels: easy, normal, hard differ in the bidder (as above) and in the search's budget. Hard also
reads the auction: its search draws the unseen cards in proportion to how likely the others were to
call as they did holding them (ai/games/boston/belief.py: a bid promises its suit, a pass no game, an
accept some trumps), by a chain of card swaps (ai/games/boston/worlds.py); normal deals them uniformly.
Either is searched root-parallel over the worker processes (ai/parallel.py): a worker rebuilds hard's chain
by name from plain data (worlds.py `rebuild`, registered in search.py) and goes on with the caller's chain by
a seed of its own. The bids and partner calls played out over worlds, at normal and hard, are split over the
same workers (ai/games/boston/shares.py).
Registered as `boston:easy|normal|hard`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ai import parallel
from ai.games.boston.belief import AuctionBelief
from ai.games.boston.playout import ACCEPT_TRICKS, Outcome, chips_by_choice, tricks_over_worlds
from ai.games.boston.shares import Sendable, chips_shared, tricks_shared
from ai.games.boston.worlds import BeliefView
from ai.ismcts import ISMCTS, Options, Stop
from ai.view import PlayerView
from cards import Card
from games.actions import Action
from games.boston import tables as br
from games.boston.actions import ACCEPT, ALONE, ASK, DECLINE, PASS
from games.boston.facts import BostonPublic, public_facts
from games.boston.rules import Phase
from games.boston.tables import by_suit, misere_danger, rank_index, trick_estimate
from games.rulebook import Config, get_rulebook

SUITS = br.SUITS
__all__ = ["STYLES", "BidStyle", "BostonPlayer", "by_suit", "misere_danger", "rank_index", "trick_estimate"]


@dataclass(frozen=True)
class BidStyle:
    noise: float  # standard deviation added to the trick estimate (easy overbids and underbids)
    margin: float  # tricks to spare before a trick game is bid
    partner_help: float  # tricks a partner is expected to add in a Boston or an Independence
    search: str  # level of the card-play search
    worlds: int = 0  # deals the bidder plays out per hand (0: bid by the trick estimate alone)
    min_gain: float = 1.0  # chips a bid must be expected to win over passing
    read_calls: bool = False  # the card-play search weighs its worlds by the others' calls (ai/games/boston/belief.py)
    play_partners: bool = False  # partners are played out, not allowed for (ai/games/boston/playout.py)


STYLES = {
    "easy": BidStyle(noise=1.0, margin=-0.3, partner_help=2.0, search="easy"),
    "normal": BidStyle(noise=0.0, margin=0.2, partner_help=1.8, search="normal", worlds=40, min_gain=2.0),
    "hard": BidStyle(noise=0.0, margin=0.2, partner_help=1.8, search="hard", worlds=120, min_gain=2.0,
                     read_calls=True, play_partners=True),
}
#: how a failed game's price weighs for the bidder, by option penalty_to: into the pool a quarter of it
#: comes back in the long run; to the opponents each of the three is paid
LOSS_WEIGHT = {"pool": 0.75, "opponents": 3.0, "both": 3.75}
#: chance a misère the hand passes `misere_danger` for is made (open forms are harder to bring home)
MISERE_MAKES = {"none": 0.8, "declarer": 0.65, "all": 0.5}
#: chance somebody agrees to be the partner when asked (each of three accepts with about two tricks)
PARTNER_FOUND = 0.6
#: worlds over which hard weighs its partner calls (ask or play alone; accept or decline)
PARTNER_WORLDS = 150
#: seconds per decision played out over worlds, per level (the card play has the search's caps, ai/levels.py)
PLAY_OUT_SECONDS = {"easy": 0.4, "normal": 0.4, "hard": 1.2}
#: the fewest worlds a decision is made on, however short its time
MIN_WORLDS = 40  # normal's own count: hard cut short by its clock still decides on as many as normal


@dataclass(frozen=True)
class Worth:
    """What a game of `tricks` is worth to its declarer as the deal went, in chips: made, the price (with
    overtricks by option) from each opponent, two with a partner and three alone, and the pool, shared
    with a partner; failed, the price (with undertricks after the first) weighed by where it goes."""

    tricks: int
    price: int
    rate: int  # chips an over- or undertrick
    pool: float  # the part of the pool that counts
    loss: float  # a failed game's weight (LOSS_WEIGHT)
    over: bool
    under: bool

    def __call__(self, own: int, side: int, own_need: int, partnered: bool) -> float:
        if side >= self.tricks and own >= own_need:
            payers = 2 if partnered else 3
            share = self.pool / 2 if partnered else self.pool
            return payers * (self.price + (self.rate * (side - self.tricks) if self.over else 0)) + share
        short = max(self.tricks - side, own_need - own, 1)
        return -self.loss * (self.price + (self.rate * (short - 1) if self.under else 0))


class BostonPlayer:
    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.name = f"boston:{level}"
        self.style = STYLES[level]
        self.rng = random.Random(seed)
        # Where the calls are read, the worlds come from a chain that follows them (ai/games/boston/worlds.py), so
        # the search's own rejection by belief stays off; normal searches uniform worlds, as it always has.
        self.belief = AuctionBelief() if self.style.read_calls else None
        options: Options = {"name": self.name}
        if self.belief is not None:
            options["infer"] = False
        self.search = ISMCTS.at_level(self.style.search, seed=seed, **options)
        #: seconds a bid or partner decision played out over worlds may take (None: every world, however long)
        self.seconds: float | None = PLAY_OUT_SECONDS[level]
        self.games = br.games(get_rulebook("boston"))
        self._errors: dict[frozenset[Card], dict[str, float]] = {}
        self._played: dict[frozenset[Card], dict[str, list[int]]] = {}
        self._partnered: dict[str, list[Outcome]] = {}  # for the hand in `_played`, where partners are played out

    def choose(self, view: PlayerView) -> Action:
        return self.choose_until(view, None, None)

    def choose_until(self, view: PlayerView, deadline: float | None, stop: Stop | None) -> Action:
        """`choose` for ai.runner: the card-play search stops at `deadline` or when `stop` says so."""
        legal = list(view.legal_actions)
        if len(legal) == 1:
            return legal[0]
        pub = public_facts(view.observation)
        phase = pub["phase"]
        hand = view.observation.hand()
        if phase == Phase.AUCTION:
            if self.style.worlds:
                return self.bid_by_play(legal, hand, pub, view)
            return self.bid(legal, hand, pub)
        if phase == Phase.PARTNER:
            if self.style.play_partners:
                return self.partner_by_play(legal, view)
            return self.partner(legal, hand, pub, view.seat)
        if phase == Phase.ASIDE:
            return self.aside(legal, hand, pub, view.seat)
        if self.belief is not None:
            # BeliefView is a PlayerView by duck typing
            return self.search.choose_until(BeliefView(view, self.belief), deadline, stop)  # type: ignore[arg-type]
        return self.search.choose_until(view, deadline, stop)

    def _shares(self) -> int:
        """How many processes a decision played out over worlds is split into (ai/games/boston/shares.py): the
        card-play search's worker count, so that one setting (--threads, or a test's) governs both."""
        return self.search.workers if self.search.workers is not None else parallel.workers()

    def _time_up(self) -> Callable[[int], bool]:
        """Whether a decision played out over worlds should stop, given the worlds done: once past the level's
        seconds (the levels' caps, ai/levels.py: hard within 1.5 s, normal within 0.5 s) and with at least
        MIN_WORLDS played."""
        if self.seconds is None:
            return lambda done: False
        deadline = time.perf_counter() + self.seconds
        return lambda done: done >= MIN_WORLDS and time.perf_counter() > deadline

    # -- the auction ------------------------------------------------------------------------------------
    def estimates(self, hand: Sequence[Card]) -> dict[str, float]:
        """Tricks per trump suit; at easy with an error drawn once per hand, so one auction is consistent."""
        noise = self.style.noise
        key = frozenset(hand)
        if key not in self._errors:
            self._errors = {key: {s: self.rng.gauss(0.0, noise) if noise else 0.0 for s in SUITS}}
        return {s: trick_estimate(hand, s) + self._errors[key][s] for s in SUITS}

    def makeable(self, index: int, suit: str | None, hand: Sequence[Card], est: dict[str, float],
                 partners: bool) -> bool:
        g = self.games[index]
        if g.misere:
            danger = misere_danger(hand, strict=g.open != "none")
            allowed = g.discard
            if self.style.noise:
                allowed += 1 if self.rng.random() < 0.2 else 0
            return len(danger) <= allowed
        assert suit is not None
        own = est[suit]
        help_ = self.style.partner_help if g.partner and partners else 0.0
        if help_ and own < g.declarer_own - 0.3:
            return False
        return own + help_ >= g.tricks + self.style.margin

    def bid(self, legal: list[Action], hand: Sequence[Card], pub: BostonPublic) -> Action:
        est = self.estimates(hand)
        order = list(pub["suit_order"])
        partners = bool(pub.get("partners", True))
        best = max(SUITS, key=lambda s: (round(est[s], 2), br.suit_rank(s, order)))
        candidates = [a for a in legal if a.kind == "bid" and self.makeable(a.number or 0, a.arg, hand, est, partners)]
        preferred = [a for a in candidates if a.arg in (None, best)]
        pick = (preferred or candidates or [PASS])[0]
        return pick

    # -- the auction by playing the hand out (normal, hard) ----------------------------------------------------
    def tricks_played(self, view: PlayerView, hand: Sequence[Card]) -> dict[str, list[int]]:
        """The tricks this hand took alone with each suit as trumps, over `worlds` re-dealt deals played
        out by the search's playout policy; kept per hand, so one auction plays them once."""
        key = frozenset(hand)
        if key in self._played:
            return self._played[key]
        rng = random.Random(self.rng.getrandbits(32))
        lowest = next(g for g in self.games if not g.misere)
        partners = self.style.play_partners and bool(public_facts(view.observation).get("partners", True))
        with_partner = next((g for g in self.games if g.partner), None) if partners else None
        partner_game = None if with_partner is None else with_partner.index
        shares = self._shares()
        if shares > 1 or parallel.offloading():
            out, partnered = tricks_shared(view, self.style.worlds, lowest.index, partner_game, rng, shares,
                                           self.seconds, MIN_WORLDS)
        else:
            out, partnered = tricks_over_worlds(view, self.style.worlds, lowest.index, partner_game, rng,
                                                self._time_up())
        self._played = {key: out}
        self._partnered = partnered if with_partner is not None else {}
        return out

    def bid_gain(self, g: br.BostonGame, suit: str | None, tricks: dict[str, list[int]], hand: Sequence[Card],
                 pub: BostonPublic, config: Config) -> float:
        """Chips a bid is expected to win over passing: made, the price (with overtricks) from each of
        the three and the pool; failed, the price (with undertricks) weighed by where it goes."""
        order = list(pub["suit_order"])
        pool = 0.75 * float(pub.get("bank", 0))
        loss = LOSS_WEIGHT.get(str(config.penalty_to), 0.75)
        if g.misere:
            if len(misere_danger(hand, strict=g.open != "none")) > g.discard:
                return -1e9
            p = MISERE_MAKES.get(g.open, 0.6)
            return p * (3 * g.pay[0] + pool) - (1 - p) * loss * g.pay[0]
        assert suit is not None
        row = self.games[g.index]
        proportional = get_rulebook("boston").tables["sovereignty_big_proportional"] \
            if g.id == "sovereignty_big" and config.grand_sovereignty_row == "proportional" else None
        price = br.price(row, suit, order, str(config.suit_columns), proportional)
        rate = br.trick_rate(get_rulebook("boston"), suit, order, str(config.suit_columns))
        over, under = config.overtricks == "paid", config.undertricks == "paid"
        own_need = g.declarer_own if config.partner_minimum else 0
        worth = Worth(g.tricks, price, rate, pool, loss, over, under)
        if g.partner and config.partners and self._partnered.get(suit):
            return self.played_partner_gain(worth, self._partnered[suit], own_need)
        help_ = round(self.style.partner_help) if g.partner and config.partners else 0
        alone = sum(worth(t, t, 0, partnered=False) for t in tricks[suit])
        partnered = sum(worth(t, t + help_, own_need, partnered=True) for t in tricks[suit]) if help_ else 0.0
        n = max(1, len(tricks[suit]))
        if not help_:
            return alone / n
        # Asking is worth it only where a partner helps; nobody may accept, and then he plays alone.
        return max(alone / n, (PARTNER_FOUND * partnered + (1 - PARTNER_FOUND) * alone) / n)

    @staticmethod
    def played_partner_gain(worth: Worth, outcomes: Sequence[Outcome], own_need: int) -> float:
        """`bid_gain` where the partner was played out: each deal counts as it went, with the partner who
        accepted in it or, where nobody did, alone. The better of asking and always playing alone."""
        alone = sum(worth(o.own, o.own, 0, partnered=False) for o in outcomes)
        asked = sum(worth(o.own, o.side, own_need if o.partnered else 0, o.partnered) for o in outcomes)
        return max(alone, asked) / max(1, len(outcomes))

    def bid_by_play(self, legal: list[Action], hand: Sequence[Card], pub: BostonPublic,
                    view: PlayerView) -> Action:
        tricks = self.tricks_played(view, hand)
        config = view.sample_world(random.Random(0)).config  # the table's rules, public to all
        best, gain = PASS, self.style.min_gain
        for a in legal:
            if a.kind != "bid":
                continue
            g = self.games[a.number or 0]
            value = self.bid_gain(g, a.arg, tricks, hand, pub, config)
            if value > gain:
                best, gain = a, value
        return best

    # -- partner ------------------------------------------------------------------------------------------
    def partner(self, legal: list[Action], hand: Sequence[Card], pub: BostonPublic, seat: int) -> Action:
        trump = str(pub["trump"])
        own = trick_estimate(hand, trump)
        g = next(x for x in self.games if x.id == pub["game"])
        if seat == pub["declarer"]:
            played = self._played.get(frozenset(hand))
            if played is not None:  # ask unless the hand alone made the game in most deals played out
                made = sum(t >= g.tricks for t in played[trump]) / max(1, len(played[trump]))
                return ALONE if made >= 0.75 else ASK
            return ASK if own < g.tricks + self.style.margin + 0.5 else ALONE
        # A declarer who asks counts on about two tricks from his partner.
        return ACCEPT if own >= ACCEPT_TRICKS + (0.3 if self.style.margin > 0.3 else 0.0) else DECLINE

    def partner_by_play(self, legal: list[Action], view: PlayerView) -> Action:
        """Ask or play alone, accept or decline: whichever leaves this seat the most chips over worlds
        played out by the modelled table (ai/games/boston/playout.py); hard draws them by the calls."""
        rng = random.Random(self.rng.getrandbits(32))
        sample: Sendable = BeliefView(view, self.belief) if self.belief is not None else view
        shares = self._shares()
        if shares > 1 or parallel.offloading():
            value = chips_shared(sample, legal, PARTNER_WORLDS, rng, shares, self.seconds, MIN_WORLDS)
        else:
            value = chips_by_choice(sample, view.seat, legal, PARTNER_WORLDS, rng, self._time_up())
        return max(legal, key=lambda a: value[a])

    # -- laying a card aside (Little misère) -----------------------------------------------------------------
    def aside(self, legal: list[Action], hand: Sequence[Card], pub: BostonPublic, seat: int) -> Action:
        if seat == pub["declarer"]:
            danger = misere_danger(hand, strict=False)
            worst = danger[0] if danger else max(hand, key=rank_index)
        else:
            # a defender keeps his low cards (they force the declarer) and one high card to win a lead
            suits = by_suit(hand)
            high = [c for c in hand if c.rank != "A"] or list(hand)
            worst = max(high, key=lambda c: (rank_index(c), -len(suits[c.suit or ""])))
        return next(a for a in legal if a.card == worst)


def _factory(level: str) -> Callable[[str, int], BostonPlayer]:
    return lambda game_id, seed: BostonPlayer(level, seed)


#: this game's own players, by name after `<game id>:` (ai/registry.py registers them)
PLAYERS = {_level: _factory(_level) for _level in STYLES}
