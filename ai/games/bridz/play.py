"""The bridge AI: bidding by the written system, card play by sampled deals solved double dummy.

For a card decision the player deals the cards it cannot see at random among the hidden hands,
keeping what the table has shown: shown-out suits, and the points and suit lengths each seat's
calls promised (ai/bridz_bidding.infer, checked on the original 13 cards: cards held plus cards
already played). It solves every sampled deal double dummy with DDS (endplay) and plays the card
that takes the most tricks on average. Opening leads go the same way.

Without endplay the player still plays: the card play falls back to the generic search
(ISMCTS) and its action labels say so. Levels: the number of sampled deals (and, at easy, a
looser reading of the auction); hard also weighs each card by the points it is worth in every
sampled deal (`ContractPoints`) rather than by its tricks, so it plays safe for a contract, or for
the setting trick, where the most tricks on average would risk it; and its defenders lead by the lead tables,
signal and read partner's signals (ai/games/bridz/defence.py, docs/bridz-defence.md), and weigh a lead with partner's
next cards as partner would choose them, not double dummy (ai/games/bridz/lookahead.py).

Registered as `bridz:easy`, `bridz:normal`, `bridz:hard`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ai.games.bridz import bidding, cashing, defence, judgement, lookahead
from ai.games.bridz.reading import SignalMisfit
from ai.games.bridz.solving import LEAD_SECONDS, PLAY_SECONDS, solve_until
from ai.games.bridz.tells import PlayMisfit
from ai.ismcts import ISMCTS
from ai.view import PlayerView
from cards import Card, get_pack
from games import rng as rngs
from games.actions import Action
from games.bridz import dds, scoring
from games.bridz.calls import call_action
from games.bridz.facts import BridzPublic, public_facts
from games.bridz.rules import CLAIM, Phase
from games.bridz.words import call_label
from games.bridz.worlds import PlaceDealer
from games.rulebook import get_rulebook


@dataclass(frozen=True)
class PlayLevel:
    worlds: int  # sampled deals per card decision
    tries: int  # attempts per world to meet the auction's constraints
    read_auction: bool  # use the bids' meanings when sampling
    #: "tricks": the card that takes most tricks on average; "contract": the card worth most points on
    #: average (the contract's score and what a game is worth on the sheet), so the declarer plays safe
    #: for the contract and the defenders go for the setting trick, not for the most tricks
    aim: str = "tricks"
    #: the defenders' lore (ai/games/bridz/defence.py, docs/bridz-defence.md): the lead tables at the opening lead,
    #: signals among the cards the sampled deals rate alike, and partner's lead and signals read into the samples
    lore: bool = False
    #: with the lore: signal among the cards the samples rate alike, and read partner's lead and signals into the
    #: samples (off: the lead tables alone, the lowest of equal cards)
    signals: bool = True
    #: with the lore: read the cards declarer and partner chose into the samples (ai/games/bridz/tells.py)
    tells: bool = False
    #: with the lore: signal attitude on discards, and read partner's
    discards: bool = False
    #: with the lore: a defender leading to a trick cashes a sure winner the samples rate alike with the best card
    #: (ai/games/bridz/cashing.py), rather than a line that needs partner to see through the cards
    cash: bool = False
    #: with the lore: the cards the samples rate nearly best are weighed with partner's next card chosen from
    #: partner's own guesses at the deal, not double dummy (ai/games/bridz/lookahead.py): 0 off, else how many
    #: sampled deals are played on
    lookahead: int = 0
    #: sampled deals a card decision takes while more than 40 cards are left, the opening lead aside (0: half of
    #: `worlds`, as at the opening lead)
    early: int = 0
    #: with the lore: how far the opening lead's tables may stray from the samples' best card, in `lead_margin`s
    lead_slack: float = 1.0
    #: a defender's samples fitted to the auction too (with `read_auction`). Off at normal: a club defender plays
    #: by the cards and partner's signals, where hard also reads the bidding into them; measured, that reading is
    #: what separates the levels' defence (docs/bridz-defence.md, session 30), not the number of sampled deals
    defence_reads_auction: bool = True


PLAY_LEVELS = {
    "easy": PlayLevel(worlds=4, tries=5, read_auction=False),
    "normal": PlayLevel(worlds=20, tries=40, read_auction=True, defence_reads_auction=False),
    "hard": PlayLevel(worlds=48, tries=80, read_auction=True, aim="contract", lore=True, lookahead=6),
}
#: the fewest sampled deals a claim is made on (an easy bot, with four, does not claim: too many were refused)
CLAIM_WORLDS = 16
#: what a first game is worth on a rubber's sheet, as players reckon it (the rubber bonus comes with the second)
FIRST_GAME_WORTH = 300
#: what a part-score is worth beyond its trick points, a step toward game (Chicago scores it so)
PART_SCORE_WORTH = 50
FALLBACK_NOTE = ("bez řešiče endplay: karty hraje obecné hledání",
                 "endplay not installed: generic search plays the cards")


class BridzPlayer:
    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.name = f"bridz:{level}"
        self.level = PLAY_LEVELS[level]
        self.level_name = level
        self.rng = random.Random(seed)
        self.fallback = ISMCTS.at_level(level, seed=seed) if not dds.available() else None
        self.last_seconds = 0.0
        self.last_worlds = 0
        self.pace = 0.0  # seconds a sampled deal took to solve at the last card
        #: a card decision's time budget (None: every sampled deal is solved, however long it takes)
        self.seconds: float | None = PLAY_SECONDS[level]

    def choose(self, view: PlayerView) -> Action:
        started = time.perf_counter()
        try:
            return self._choose(view)
        finally:
            self.last_seconds = time.perf_counter() - started

    def _choose(self, view: PlayerView) -> Action:
        obs = view.observation
        info = public_facts(obs)
        legal = [a for a in view.legal_actions if a != CLAIM]
        if info["phase"] == Phase.AUCTION:
            vulnerable = info.get("vulnerable", (False, False))
            judge = judgement.for_level(self.level_name, vulnerable, self.rng)
            return labelled(bidding.suggest(list(info["calls"]), int(info["dealer"]), view.seat, obs.hand(), judge,
                                            bool(vulnerable[view.seat % 2])))
        if len(legal) == 1:
            return legal[0]
        if self.fallback is not None:
            action = self.fallback.choose(view)
            cs, en = FALLBACK_NOTE
            return Action(action.kind, action.card, action.number, action.arg,
                          label_cs=f"{action.label('cs')} ({cs})", label_en=f"{action.label('en')} ({en})")
        return self.best_card(view, legal)

    # -- card play -------------------------------------------------------------------------------------
    def best_card(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        limit = self.seconds
        if limit is not None and not any(public_facts(view.observation).get("played", ())):  # the opening lead
            limit = LEAD_SECONDS.get(self.level_name, limit)
        deadline = time.perf_counter() + limit if limit is not None else None
        positions = sample_positions(view, self.level, random.Random(rngs.child_seed(self.rng)))
        solving = time.perf_counter()
        results = solve_until(positions, deadline)  # as many sampled deals as the level's time allows
        self.pace = (time.perf_counter() - solving) / max(1, len(results))  # a look-ahead's position costs no more
        self.last_worlds = len(results)
        best = pick_card(view, legal, self.level, results)
        if self.level.lookahead and self.level.lore:
            best = self.looked_ahead(view, legal, positions, results, best, deadline) or best
        # A declarer claims when that card takes every trick left in every deal sampled: as a player claims
        # what he sees is sure. The samples are guesses, so the engine checks the claim against the true deal
        # and may refuse it (play goes on); it costs nothing more, the deals are already solved.
        if CLAIM in view.legal_actions and len(results) >= CLAIM_WORLDS and best.card is not None:
            left = 13 - sum(int(t) for t in public_facts(view.observation)["tricks"])
            if all(result.get(best.card.code, 0) >= left for result in results):
                return CLAIM
        return best


    def looked_ahead(self, view: PlayerView, legal: Sequence[Action], positions: Sequence[lookahead.Position],
                     results: Sequence[Mapping[str, int]], best: Action,
                     deadline: float | None = None) -> Action | None:
        """A defender's lead with partner's next cards as partner would choose them (None: `best` it is). Only
        leads: following suit, the choice among cards the samples rate alike is the signals' (partner reads them),
        and a first try that looked ahead there too lost tricks by it."""
        info = public_facts(view.observation)
        declarer = int(info["declarer"])
        if (view.seat % 2 == declarer % 2 or not any(info.get("played", ())) or len(results) < 2
                or any(c is not None for c in view.observation.zone("trick").cards)):
            return None
        points = ContractPoints(info) if self.level.aim == "contract" else float
        gone = {code for codes in info.get("played", []) for code in codes}
        groups = lookahead.candidates([a.card for a in legal if a.card is not None], results, points,
                                      lead_margin(info) * 6, gone)
        if len(groups) < 2:
            return None
        voids = [(int(s), str(suit)) for s, suit in info.get("voids", [])]
        # partner's guesses are seeded by the hand, not drawn from the player's generator: the samples of the
        # cards to come stay those the player would draw without the look-ahead
        guessing = random.Random(" ".join(c.code for c in view.observation.hand()))
        pace = self.pace

        def in_time(batch: int) -> bool:  # a batch of positions, each at the pace the sampled deals solved
            return deadline is None or time.perf_counter() + batch * pace <= deadline
        losses = lookahead.partner_losses(positions[:self.level.lookahead], [g[0] for g in groups], view.seat,
                                          declarer, voids, guessing, go_on=in_time)
        for group in groups:  # every card of a group takes the same tricks: it shares the loss
            for card in group[1:]:
                losses[card.code] = losses[group[0].code]
        codes = {c.code for g in groups for c in g}
        if best.card is None or best.card.code not in codes:
            return None
        adjusted = lookahead.adjusted(results, losses)
        near = [a for a in legal if a.card is not None and a.card.code in codes]
        chosen = pick_card(view, near, self.level, adjusted)
        assert chosen.card is not None

        def worth(code: str) -> float:
            return sum(points(r.get(code, 0)) for r in adjusted)
        # another card only where partner's guessing costs the first one more: not on a tie-break's whim
        return chosen if worth(chosen.card.code) > worth(best.card.code) else None


def pick_card(view: PlayerView, legal: Sequence[Action], level: PlayLevel,
              results: Sequence[Mapping[str, int]]) -> Action:
    """The card the level plays on these solved deals (each: tricks from here per card code)."""
    totals = {a.card.code: 0.0 for a in legal if a.card is not None}
    worth = {code: 0.0 for code in totals}
    points = ContractPoints(public_facts(view.observation)) if level.aim == "contract" else None
    for result in results:
        for code in totals:
            tricks = result.get(code, 0)
            totals[code] += tricks
            if points is not None:
                worth[code] += points(tricks)
    # most points (where the level aims at the contract), then most tricks on average; ties to the lower
    # card (keeps the high ones), then the order of legal moves
    best = max(legal, key=lambda a: (worth.get(a.card.code if a.card else "", 0.0),
                                     totals.get(a.card.code if a.card else "", -1.0),
                                     -_rank_index(a.card)))
    info = public_facts(view.observation)
    if not level.lore or not results or int(info.get("turn", view.seat)) % 2 == int(info["declarer"]) % 2:
        return best
    return _defenders_card(view, legal, best, worth if points is not None else totals, totals, level) or best


def _defenders_card(view: PlayerView, legal: Sequence[Action], best: Action, worth: Mapping[str, float],
                    totals: Mapping[str, float], level: PlayLevel) -> Action | None:
    """A defender's lead by the tables, or signal among the cards as good as `best` (None: `best` it is)."""
    info = public_facts(view.observation)
    hand = list(view.observation.hand())
    trick = [c for c in view.observation.zone("trick").cards if c is not None]
    by_code = {a.card.code: a for a in legal if a.card is not None}
    if not any(info.get("played", ())):
        code = defence.choose_lead(hand, info, view.seat, worth, totals, lead_margin(info) * level.lead_slack,
                                   level.lead_slack)
        return by_code.get(code)
    assert best.card is not None
    if level.cash and not trick:
        sure = cashing.cash(hand, info, best.card, worth, totals)
        if sure is not None:
            return by_code.get(sure.code)
    if not level.signals:
        return None
    ties = [a.card for a in legal if a.card is not None and a.card.suit == best.card.suit
            and worth[a.card.code] == worth[best.card.code] and totals[a.card.code] == totals[best.card.code]]
    card = defence.signal(ties, hand, info, view.seat, trick, (view.seat - len(trick)) % 4,
                          level.discards)
    return by_code.get(card.code) if card is not None else None


def lead_margin(public: BridzPublic) -> float:
    """How many points worse than the sampled deals' best a lead the tables prefer may be: a sixth of what the
    setting trick is worth to the defenders. `pick_card` sums over the sampled deals (24 at the lead), so this
    margin and `choose_lead`'s quarter of a trick let the tables choose only among leads whose tricks add up
    alike over the samples (one trick in one deal of 24 is past the margin): in effect a tie-break."""
    points = ContractPoints(public)
    need = 8 - int(str(public["contract"])[0])  # the defenders' tricks that set the contract
    return abs(points(need) - points(need - 1)) / 6


class ContractPoints:
    """What the rest of the play is worth to the side to move, in points, from the tricks it takes from here.

    The contract's score as the rule book counts it (made with overtricks, or down), and, where it makes a
    game, what the game is worth on the sheet: the rubber bonus when the side has a game already, else the
    customary 300 of a first game; a part-score adds 50, as Chicago counts it. The defenders' worth is the
    declarer's, negated.
    """

    def __init__(self, public: BridzPublic) -> None:
        tables = get_rulebook("bridz").tables
        contract = str(public["contract"])
        doubled = contract.count("X")
        body = contract.rstrip("X")
        level, strain = int(body[0]), body[1:]
        declarer = int(public["declarer"])
        side = declarer % 2
        acting = int(public.get("turn", declarer))
        self.sign = 1 if acting % 2 == side else -1
        taken = [int(t) for t in public["tricks"]]
        self.base = taken[acting % 2]
        self.declaring = acting % 2 == side
        sheet = public.get("sheet", {})
        games = [int(g) for g in sheet.get("games", [0, 0])]
        blocks = sheet.get("below", [[[], []]])
        part = sum(int(p) for p in blocks[-1][side]) if blocks else 0
        game_worth = (scoring.rubber_bonus(games[1 - side], tables)
                      if games[side] + 1 >= int(tables["games_for_rubber"]) else FIRST_GAME_WORTH)
        book = int(tables["book"])
        self.by_made: list[float] = []
        for made in range(14):
            below, above, defenders = scoring.score_contract(level, strain, doubled, bool(public["vulnerable"][side]),
                                                     made, None, tables)
            game = 0
            if made >= book + level:
                game = game_worth if part + below >= int(tables["game_points"]) else PART_SCORE_WORTH
            self.by_made.append(float(below + above + game - defenders))

    def __call__(self, tricks_from_here: int) -> float:
        """Points to the side to move when it takes `tricks_from_here` of the tricks still to play."""
        ours = self.base + tricks_from_here
        made = ours if self.declaring else 13 - ours
        return self.sign * self.by_made[max(0, min(13, made))]


def _rank_index(card: Card | None) -> int:
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    return ranks.index(card.rank) if card is not None and card.rank in ranks else 0


def labelled(made: bidding.Call) -> Action:
    """The legal call action, labelled with what the call means (labels take no part in equality)."""
    base = call_action(made.call)
    return Action(base.kind, base.card, base.number, base.arg,
                  label_cs=f"{call_label(made.call, 'cs')}: {made.cs}",
                  label_en=f"{call_label(made.call, 'en')}: {made.en}")


def hint(view: PlayerView, lang: str = "en") -> str:
    """The suggested call and its meaning, for the human ('1♠: 5+ spades, 12–21 points')."""
    obs = view.observation
    if public_facts(obs).get("phase") != Phase.AUCTION:
        return ""
    facts = public_facts(obs)
    # the vulnerability the robots bid by, so the hint is the call a robot would make in this seat
    made = bidding.suggest(list(facts["calls"]), int(facts["dealer"]), view.seat, obs.hand(),
                           vulnerable=bool(facts.get("vulnerable", (False, False))[view.seat % 2]))
    return f"{call_label(made.call, lang)}: {made.text(lang)}"


# -- sampling deals consistent with the auction and the play ----------------------------------------------
def sample_positions(view: PlayerView, level: PlayLevel, rng: random.Random,
                     worlds: int | None = None) -> list[tuple[list[list[Card]], str, int, list[Card]]]:
    """Solver positions (hands held, trump, trick leader, trick so far), one per sampled deal (`worlds` of them,
    else as many as the level samples at this point of the play)."""
    obs = view.observation
    info = public_facts(obs)
    pack = get_pack("french-52")
    held: list[list[Card] | None] = []
    counts = []
    for s in range(4):
        zone = obs.zone(f"hand:{s}")
        cards = [c for c in zone.cards if c is not None]
        counts.append(zone.size)
        held.append(cards if len(cards) == zone.size else None)
    trick = [c for c in obs.zone("trick").cards if c is not None]
    seen = {c for h in held if h for c in h} | set(trick)
    for s in range(4):
        seen |= {c for c in obs.zone(f"won:{s}").cards if c is not None}
    unknown = sorted((c for c in pack.cards if c not in seen), key=lambda c: c.code)
    hidden = [s for s in range(4) if held[s] is None]
    places = [(f"hand:{s}", i) for s in hidden for i in range(counts[s])]
    forbidden: dict[str, set[str]] = {}
    for seat, suit in info.get("voids", []):
        forbidden.setdefault(f"hand:{seat}", set()).add(str(suit))
    played = [[pack.card(code) for code in codes] for codes in info.get("played", [[], [], [], []])]
    strain = str(info["contract"]).rstrip("X")[1:]
    acting = int(info.get("turn", view.seat))  # the dummy's seat when the declarer plays for it
    defending = info.get("declarer") is not None and acting % 2 != int(info["declarer"]) % 2
    reads = level.read_auction and (level.defence_reads_auction or not defending)
    shapes = bidding.infer(list(info["calls"]), int(info["dealer"])) if reads else None
    leader = (acting - len(trick)) % 4
    positions = []
    # Early in the deal every solve is dear (about 50 ms of CPU with 52 cards), and the samples
    # differ most there anyway: half the worlds until a few tricks are gone.
    cards_left = 52 - sum(len(p) for p in played)
    if worlds is None:
        worlds = level.worlds
        if cards_left > 40:
            worlds = level.early if level.early and cards_left < 52 else max(2, level.worlds // 2)
    misfits: list[Callable[[Sequence[int]], int]] = [Misfit(places, hidden, played, shapes, unknown)] if shapes else []
    dealer = PlaceDealer(places, unknown, forbidden)  # set up once for all the tries of every deal
    if level.lore and defending:
        signals = SignalMisfit(places, unknown, info, acting, pack, level.discards)  # partner's lead and signals
        if signals and level.signals:
            misfits.append(signals)
        plays = PlayMisfit(places, unknown, info, acting, pack, level.discards) if level.tells else None
        if plays:
            # the cards declarer and partner chose (ai/games/bridz/tells.py) bar cards from their hands as a shown-out
            # suit does, so every try goes on the auction's fit; a declarer who falsecards may leave no deal that
            # fits, and then his cards are only weighed, as the signals are
            barred = PlaceDealer(places, unknown, forbidden, plays.barred_cards())
            barred.deal(rng)
            if barred.resorted:
                misfits.append(plays)
            else:
                dealer = barred
    for _ in range(worlds):
        best: list[int] | None = None
        best_miss = 10**9
        for _ in range(level.tries if misfits else 1):
            dealt = dealer.deal(rng)
            miss = sum(m(dealt) for m in misfits)
            if miss < best_miss:
                best, best_miss = dealt, miss
            if miss == 0:
                break
        assert best is not None
        hands = [list(h) if h is not None else [] for h in held]
        for (place, _), k in zip(places, best, strict=True):
            hands[int(place.split(":")[1])].append(unknown[k])
        positions.append((hands, strain, leader, trick))
    return positions


class Misfit:
    """How far a sampled deal is from what the calls promised (0: it fits), for one decision.

    A sample is read as the index into `cards` of each place's card (`PlaceDealer.deal`). Every card is worth
    one number packing its points and a one in its suit's field, so a seat's points and suit lengths are a
    single sum over its places (its cards already played, the same in every sample, are summed once here); only
    the ranges the calls narrowed are checked, as a length in 0-13 never misses the full range. The places of a
    seat must be consecutive (as `sample_positions` lists them).
    """

    def __init__(self, places: Sequence[tuple[str, int]], hidden: Sequence[int],
                 played: Sequence[Sequence[Card]], shapes: Sequence[bidding.Shape],
                 cards: Sequence[Card]) -> None:
        self.worth = [_packed([c]) for c in cards]
        seats = [int(zone.split(":")[1]) for zone, _ in places]
        self.checks: list[tuple[int, int, int, int, int, list[tuple[int, int, int]]]] = []
        for seat in hidden:
            at = [k for k, s in enumerate(seats) if s == seat]
            start, end = (at[0], at[-1] + 1) if at else (0, 0)
            if end - start != len(at):
                raise ValueError(f"seat {seat}'s places are not consecutive")
            shape = shapes[seat]
            lens = [(_SHIFT[suit], lo, hi) for suit, (lo, hi) in shape.lens.items() if lo > 0 or hi < 13]
            self.checks.append((start, end, _packed(played[seat]), shape.hcp[0], shape.hcp[1], lens))

    def __call__(self, dealt: Sequence[int]) -> int:
        worth = self.worth.__getitem__
        miss = 0
        for start, end, base, lo, hi, lens in self.checks:
            got = base + sum(map(worth, dealt[start:end]))
            points = got & _POINTS
            if points < lo:  # `if`, not `elif`: both count, as before, should a range ever end below its start
                miss += lo - points
            if points > hi:
                miss += points - hi
            for shift, lo, hi in lens:
                held = (got >> shift) & _LENGTH
                if held < lo:
                    miss += 2 * (lo - held)
                if held > hi:
                    miss += 2 * (held - hi)
        return miss


#: a hand packed in one int (`Misfit`): its points in the low 8 bits (at most 37), then each suit's length in 5
_POINTS, _LENGTH = 0xFF, 0x1F
_SHIFT = {suit: 8 + 5 * n for n, suit in enumerate(bidding.SUITS)}


def _packed(hand: Sequence[Card]) -> int:
    return bidding.hcp(hand) + sum(1 << _SHIFT[suit] for suit, count in bidding.lengths(hand).items()
                                   for _ in range(count))


def _factory(level: str) -> Callable[[str, int], BridzPlayer]:
    return lambda game_id, seed: BridzPlayer(level, seed)


#: this game's own players, by name after `<game id>:` (ai/registry.py registers them)
PLAYERS = {_level: _factory(_level) for _level in PLAY_LEVELS}


def call_meaning(calls: Sequence[str], dealer: int, seat: int, call: str) -> str:
    """What a call says by the written system, in English, or "" for a pass no rule of the system reads (the
    notes of the PBN export, games/bridz/pbn.py: the `call_meaning` of the game's AI_HOOKS,
    ai/games/bridz/manifest.py)."""
    said = bidding.meaning(calls, dealer, seat, call)
    # the generic pass noted at every pass would bury the notes that say something
    return "" if call == "P" and said.en == GENERIC_PASS else said.en


#: what the system says of a pass no rule reads (a pass after three bids matches none); this reads the system
#: file as the module loads, so a damaged one leaves Bridž out of the games at start (ai/registry.py)
GENERIC_PASS = bidding.meaning(["1C", "1D", "1H"], 0, 3, "P").en
