"""The bridge AI's bidding: a system written as data (ai/games/bridz/system.yaml) plus a captain.

`suggest` picks a call for a hand: the first rule of the system whose auction pattern, hand and
legality fit; when no rule speaks, the "captain" adds up what the partnership has shown (points
and suit lengths read from the meanings of partner's calls) and places the contract: game or
slam when the points are there (Blackwood before a slam), a fit preferred to no trumps, a
penalty double when the opponents bid beyond their strength, pass otherwise.

`meaning` reads any call (also the human's) by the same system, and `infer` turns a whole
auction into per-seat ranges of points and suit lengths: what the card play samples from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ai.games.bridz import advance, competition, conventions, slam
from ai.games.bridz.counting import HCP as HCP
from ai.games.bridz.counting import hcp as hcp
from ai.games.bridz.counting import suit_lengths
from cards.model import Card
from games.bridz.auction import BID_INDEX, DOUBLE, PASS, REDOUBLE, Auction, parse_bid
from games.errors import RulesFileError
from games.rulebook import read_rules_file

SYSTEM_FILE = Path(__file__).resolve().parent / "system.yaml"
SUITS = ("S", "H", "D", "C")
MAJORS = ("S", "H")
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "NT": "NT"}
SYMBOL_CS = {**SYMBOL, "NT": "BT"}


@dataclass(frozen=True)
class Rule:
    seq: str
    call: str
    hand: Mapping[str, Any]  # Any: a rule's hand conditions from system.yaml (ranges, pairs, flags)
    cs: str
    en: str
    tag: str = ""
    opp_suit: str = ""
    when: str = ""  # "balancing": the pass-out seat after a one-level opening; others: competition.seat_fits


@dataclass
class Shape:
    """What is known of one hand: points and each suit's length, as closed ranges."""

    hcp: list[int] = field(default_factory=lambda: [0, 37])
    lens: dict[str, list[int]] = field(default_factory=lambda: {s: [0, 13] for s in SUITS})

    def narrow(self, hand: Mapping[str, Any], suit_of: str = "") -> None:  # Any: hand conditions as read from YAML
        """Intersect with a rule's hand conditions (a contradiction keeps the newer range)."""
        if "hcp" in hand:
            self.hcp = _meet(self.hcp, list(hand["hcp"]))
        for suit, rng in dict(hand.get("len", {})).items():
            self.lens[suit] = _meet(self.lens[suit], list(rng))
        if "others" in hand and suit_of:
            for suit in SUITS:
                if suit != suit_of:
                    self.lens[suit] = _meet(self.lens[suit], list(hand["others"]))
        if hand.get("balanced") is True:
            for suit in SUITS:
                self.lens[suit] = _meet(self.lens[suit], [2, 5])


def _meet(a: list[int], b: list[int]) -> list[int]:
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    return [lo, hi] if lo <= hi else list(b)


@dataclass(frozen=True)
class Call:
    """A call with what it says, in both languages."""

    call: str
    cs: str
    en: str
    tag: str = ""
    hand: Mapping[str, Any] = field(default_factory=dict)  # Any: hand conditions as read from YAML
    suit_of: str = ""

    def text(self, lang: str) -> str:
        return self.cs if lang == "cs" else self.en


# -- the system file -------------------------------------------------------------------------------
@cache
def system() -> tuple[tuple[Rule, ...], Mapping[str, Any]]:  # Any: YAML settings
    """The system's rules and the captain's settings; RulesFileError naming the file and the field when the
    file is damaged (it ships with the app, as a rule book does, and is checked when the AI module loads)."""
    file = str(SYSTEM_FILE)
    data = read_rules_file(SYSTEM_FILE)
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RulesFileError(file, "rules", "is not a list of rules", "restore the file")
    if not isinstance(data.get("captain", {}), dict):
        raise RulesFileError(file, "captain", "is not a mapping", "restore the file")
    rules: list[Rule] = []
    for index, raw in enumerate(data["rules"]):
        try:
            rules += [_expand(raw, suit) for suit in raw.get("for", [""])]
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise RulesFileError(file, f"rules[{index}]", f"is not a rule ({type(exc).__name__}: {exc})",
                                 "give it seq, call and meaning with cs and en, as the other rules have") from None
    return tuple(rules), dict(data.get("captain", {}))


def _expand(raw: Mapping[str, Any], suit: str) -> Rule:  # Any: one rule as read from YAML
    def sub(text: str) -> str:
        return text.replace("$", suit) if suit else text

    hand: dict[str, Any] = {}  # Any: YAML values
    for key, value in dict(raw.get("hand") or {}).items():
        if key == "len":
            hand["len"] = {sub(s): list(r) for s, r in value.items()}
        elif key in ("ge", "gt"):
            hand[key] = [[sub(a), sub(b)] for a, b in value]
        else:
            hand[key] = value
    meaning = raw["meaning"]
    return Rule(sub(str(raw["seq"])), sub(str(raw["call"])), hand,
                str(meaning["cs"]).replace("{s}", SYMBOL_CS.get(suit, "")),
                str(meaning["en"]).replace("{s}", _suit_word(suit)), str(raw.get("tag", "")),
                sub(str(raw.get("opp_suit", ""))), str(raw.get("when", "")))


def _suit_word(suit: str) -> str:
    return {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}.get(suit, "")


# -- hands ------------------------------------------------------------------------------------------
#: the cards held in each suit (the card play and the judge read it here too)
lengths = suit_lengths


def balanced(lens: Mapping[str, int]) -> bool:
    shape = sorted(lens.values())
    return shape[0] >= 2 and shape[1] >= 3 and shape[-1] <= 5  # 4-3-3-3, 4-4-3-2, 5-3-3-2


def fits(rule_hand: Mapping[str, Any], hand: Sequence[Card], suit_of: str = "") -> bool:  # Any: YAML conditions
    points, lens = hcp(hand), lengths(hand)
    lo_hi = rule_hand.get("hcp")
    if lo_hi and not lo_hi[0] <= points <= lo_hi[1]:
        return False
    for suit, (lo, hi) in dict(rule_hand.get("len", {})).items():
        if not lo <= lens[suit] <= hi:
            return False
    if "others" in rule_hand and suit_of:
        lo, hi = rule_hand["others"]
        if any(not lo <= lens[s] <= hi for s in SUITS if s != suit_of):
            return False
    if "balanced" in rule_hand and balanced(lens) != bool(rule_hand["balanced"]):
        return False
    if any(lens[a] < lens[b] for a, b in rule_hand.get("ge", [])):
        return False
    if any(lens[a] <= lens[b] for a, b in rule_hand.get("gt", [])):
        return False
    if "aces" in rule_hand:
        aces = sum(1 for c in hand if c.rank == "A")
        if not rule_hand["aces"][0] <= aces <= rule_hand["aces"][1]:
            return False
    return True


# -- the auction as one seat reads it ------------------------------------------------------------------
def tokens(calls: Sequence[str], dealer: int, seat: int) -> list[str]:
    """The calls so far without passes, each marked m (me), p (partner) or o (opponent)."""
    out = []
    for i, call in enumerate(calls):
        if call == PASS:
            continue
        who = (dealer + i) % 4
        mark = "m" if who == seat else ("p" if who == (seat + 2) % 4 else "o")
        out.append(mark + call)
    return out


def seq_matches(pattern: str, toks: Sequence[str]) -> bool:
    if pattern.startswith("*"):
        tail = pattern[1:].split()
        return len(toks) >= len(tail) and list(toks[len(toks) - len(tail):]) == tail
    want = pattern.split()
    if len(want) != len(toks):
        return False
    return all(w == t or (w.endswith("*") and t.startswith(w[:-1])) for w, t in zip(want, toks, strict=True))


def _opp_strains(toks: Sequence[str]) -> set[str]:
    return {parse_bid(t[1:])[1] for t in toks if t[0] == "o" and t[1:] in BID_INDEX}


def _first_opp_suit(toks: Sequence[str]) -> str:
    for t in toks:
        if t[0] == "o" and t[1:] in BID_INDEX:
            return parse_bid(t[1:])[1]
    return ""


def balancing(calls: Sequence[str]) -> bool:
    """The pass-out seat after an opponent's one-level opening: the opening and two passes, nothing else."""
    bids = [c for c in calls if c != PASS]
    return (len(calls) >= 3 and calls[-1] == calls[-2] == PASS and len(bids) == 1 and calls[-3] == bids[0]
            and bids[0] in BID_INDEX and parse_bid(bids[0])[0] == 1)


def _rule_applies(rule: Rule, toks: Sequence[str], calls: Sequence[str], vulnerable: bool = False) -> bool:
    if not seq_matches(rule.seq, toks):
        return False
    if rule.opp_suit and _first_opp_suit(toks) != rule.opp_suit:
        return False
    if rule.when == "vulnerable" and not vulnerable:  # a row only our vulnerable side bids by (§4.3)
        return False
    if rule.when and not (balancing(calls) if rule.when == "balancing" else competition.seat_fits(rule.when, calls)):
        return False
    # the one cue bid of the system (the advancer's, tag cue) is the only suit bid naming the opponents' strain
    return rule.tag == "cue" or not (rule.call in BID_INDEX and any(t[0] == "o" for t in toks)
                                     and parse_bid(rule.call)[1] in _opp_strains(toks))


def _suit_of(rule: Rule) -> str:
    return rule.opp_suit


def meaning(calls: Sequence[str], dealer: int, seat: int, call: str) -> Call:
    """What `call` by `seat` after `calls` says, read by the system (no hand needed)."""
    toks = tokens(calls, dealer, seat)
    rules, _ = system()
    for rule in rules:
        if rule.call == call and _rule_applies(rule, toks, calls):
            return Call(call, rule.cs, rule.en, rule.tag, rule.hand, _suit_of(rule))
    if conventional := conventions.said(toks, call):
        return Call(*conventional)
    if (answered := advance.said(toks, call, set(Auction(dealer, tuple(calls)).legal()))) \
            and _partner_took_out(calls, dealer, seat):
        return Call(answered[0], answered[1], answered[2], hand=answered[3])
    said = _generic_meaning(calls, dealer, seat, call)
    if _opener_rebids_low(calls, dealer, seat, call):
        said = Call(said.call, said.cs, said.en, said.tag, {**said.hand, "hcp": [12, 17]})
    return said


def _opener_rebids_low(calls: Sequence[str], dealer: int, seat: int, call: str) -> bool:
    """The opener of one of a suit, at his second bid, names a strain at its cheapest level: no jump, so no
    more than 17 points (docs/bridz-system.md §4.6), which the partner's sums need to know."""
    mine = [c for i, c in enumerate(calls) if (dealer + i) % 4 == seat and c != PASS]
    first = next((c for c in calls if c != PASS), "")
    if call not in BID_INDEX or len(mine) != 1 or mine[0] != first or first not in BID_INDEX:
        return False
    if parse_bid(first)[0] != 1 or parse_bid(first)[1] == "NT":
        return False
    return _cheapest(parse_bid(call)[1], set(Auction(dealer, tuple(calls)).legal())) == call


def _generic_meaning(calls: Sequence[str], dealer: int, seat: int, call: str) -> Call:
    if call == PASS:
        return Call(call, "nic dalšího k dražbě", "nothing more to say")
    if call == DOUBLE:
        return Call(call, "trestná kontra", "penalty double", "penalty")
    if call == REDOUBLE:
        return Call(call, "rekontra: věříme v závazek", "redouble: we expect to make it")
    level, strain = parse_bid(call)
    if call == slam.ASK:
        return Call(*slam.ASK_SAID)
    if strain == "NT":
        return Call(call, f"{level}BT, konečný závazek", f"{level}NT to play")
    return Call(call, f"přirozená nabídka, {SYMBOL_CS[strain]}", f"natural, {_suit_word(strain)}",
                hand={"len": {strain: [3, 13]}})


def infer(calls: Sequence[str], dealer: int) -> list[Shape]:
    """Per seat, the points and suit lengths its calls have shown."""
    shapes = [Shape() for _ in range(4)]
    for i, call in enumerate(calls):
        seat = (dealer + i) % 4
        m = meaning(calls[:i], dealer, seat, call)
        shapes[seat].narrow(m.hand, m.suit_of)
    return shapes


#: hard's check of the captain's call (judgement.py): (calls, dealer, seat, hand, legal calls, the captain's call)
Judge = Callable[[Sequence[str], int, int, Sequence[Card], set[str], "Call"], "Call"]

# -- choosing a call ---------------------------------------------------------------------------------------
def suggest(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], judge: Judge | None = None,
            vulnerable: bool = False) -> Call:
    """The system's call for `hand` after `calls`, with its meaning; hard's `judge` may replace the captain's call.
    `vulnerable`: our side's, which sets the points a game of our own wants (docs/bridz-system.md §4.3, §5)."""
    legal = set(Auction(dealer, tuple(calls)).legal())
    toks = tokens(calls, dealer, seat)
    rules, captain = system()
    if (conventional := conventions.before_rules(toks, hand)) and conventional[0] in legal:
        return Call(*conventional)
    for rule in rules:
        if (rule.call in legal and _rule_applies(rule, toks, calls, vulnerable)
                and fits(rule.hand, hand, _suit_of(rule))):
            return Call(rule.call, rule.cs, rule.en, rule.tag, rule.hand, _suit_of(rule))
    if (conventional := conventions.after_rules(toks, hand)) and conventional[0] in legal:
        return Call(*conventional)
    if (answered := advance.rebid(toks, hand, legal)) and _took_out(calls, dealer, seat):
        return Call(answered[0], answered[1], answered[2], hand=answered[3])
    made = _captain(calls, dealer, seat, hand, legal, captain, vulnerable)
    made = Call(*five) if made.call == "3NT" and (five := conventions.five_card_major(toks, hand, legal)) else made
    made = Call(*more) if made.call == PASS and (more := competition.more_shape(toks, hand, legal)) else made
    if judge is not None:
        made = judge(calls, dealer, seat, hand, legal, made)
    if made.call == PASS and must_answer(calls, dealer, seat):
        return _answer(calls, dealer, seat, hand, legal)
    return made


#: calls partner must answer besides those whose meaning says "forcing": the strong opening, the asks and the
#: doubles for takeout (docs/bridz-system.md §6)
ASKING_TAGS = ("strong", "stayman", "relay", "blackwood", "takeout", "negative", "cue", "try", "stopper")


def is_forcing(said: Call) -> bool:
    """Whether the system makes this call forcing: its meaning says so, or it asks partner a question."""
    return said.tag in ASKING_TAGS or ("forcing" in said.en and "not forcing" not in said.en)


def must_answer(calls: Sequence[str], dealer: int, seat: int) -> bool:
    """Partner's call just before the opponent's pass is forcing: passing it would drop the auction partner
    kept open (an opponent's bid or double in between frees the seat, as it gives partner another turn)."""
    n = len(calls)
    if n < 2 or calls[-1] != PASS or calls[-2] in (PASS, REDOUBLE):
        return False
    partner = (seat + 2) % 4
    return is_forcing(meaning(calls[:-2], dealer, partner, calls[-2]))


def _answer(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], legal: set[str]) -> Call:
    """The cheapest natural answer to a forcing call with a hand no rule of the system covers: raise partner's
    suit with four, rebid a six-card suit, no trumps when balanced, else show another four-card suit."""
    lens = lengths(hand)
    if calls[-2] == DOUBLE:  # a double for takeout: the suits it showed stand for partner's suit
        shown = dict(meaning(calls[:-2], dealer, (seat + 2) % 4, DOUBLE).hand.get("len", {}))
        theirs = next((s for s in SUITS[::-1] if s in shown and shown[s][0] >= 4 and lens[s] >= 4), "")
    else:
        _, theirs = parse_bid(calls[-2])
    mine = [parse_bid(c)[1] for i, c in enumerate(calls) if (dealer + i) % 4 == seat and c in BID_INDEX]
    longest = max(SUITS, key=lambda s: (lens[s], s in MAJORS))
    balanced = sorted(lens.values()) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
    tries = [(theirs if theirs in SUITS and lens[theirs] >= 4 else None, "s podporou partnerovy barvy",
              "with support for partner's suit"),
             (mine[0] if mine and mine[0] in SUITS and lens[mine[0]] >= 6 else None, "šestilist v mé barvě",
              "six cards in my suit"),
             ("NT" if balanced else None, "vyrovnaný list", "a balanced hand"),
             *[(s, "další čtyřlist", "another four-card suit") for s in SUITS if lens[s] >= 4 and s not in mine],
             (longest, "nejdelší barva", "my longest suit")]
    for strain, cs, en in tries:
        call = _cheapest(strain, legal) if strain else None
        if call:
            return Call(call, f"odpověď na forsing: {cs}", f"answering a forcing call: {en}")
    return Call(_cheapest("NT", legal) or PASS, "odpověď na forsing", "answering a forcing call")


def _partner_took_out(calls: Sequence[str], dealer: int, seat: int) -> bool:
    """Partner's last double was for takeout (by the system), not for penalties."""
    return _took_out(calls, dealer, (seat + 2) % 4)


def _took_out(calls: Sequence[str], dealer: int, who: int) -> bool:
    """The last double of `who` was for takeout (by the system), not for penalties."""
    for i in range(len(calls) - 1, -1, -1):
        if (dealer + i) % 4 == who and calls[i] == DOUBLE:
            return meaning(calls[:i], dealer, who, DOUBLE).tag == "takeout"
    return False


def _cheapest(strain: str, legal: set[str], at_least: int = 1) -> str | None:
    for level in range(at_least, 8):
        call = f"{level}{strain}"
        if call in legal:
            return call
    return None


def _captain(calls: Sequence[str], dealer: int, seat: int, hand: Sequence[Card], legal: set[str],
             cfg: Mapping[str, Any], vulnerable: bool = False) -> Call:  # Any: YAML settings
    shapes = infer(calls, dealer)
    partner = shapes[(seat + 2) % 4]
    toks = tokens(calls, dealer, seat)
    mine, lens = hcp(hand), lengths(hand)
    p_lo, p_hi = partner.hcp
    p_mid = (p_lo + min(p_hi, p_lo + 6)) / 2
    ours = mine + p_mid
    ours_lo = mine + p_lo
    # no trumps count a long suit's cards but not shortness nor extra trumps: 3NT's own count over a minor fit (§5)
    ours_nt = ours + sum(max(0, lens[s] - 4) for s in SUITS)
    fit_cards = int(cfg.get("fit_cards", 8))
    together = {s: lens[s] + partner.lens[s][0] for s in SUITS}
    # a six-card major of my own is a fit opposite any partner who has not shown a singleton or void in it
    together |= {s: max(together[s], lens[s] + 2) for s in MAJORS if lens[s] >= 6 and partner.lens[s][1] >= 2}
    # a suit the opponents bid is theirs: the system has no natural bid in it (only the advancer's cue bid)
    ours_to_name = [s for s in SUITS if s not in _opp_strains(toks)] or list(SUITS)
    fit = max(ours_to_name, key=lambda s: (together[s] >= fit_cards and s in MAJORS, together[s], s in MAJORS))
    has_fit = together[fit] >= fit_cards
    # shortness counts once a trump fit is known
    if has_fit:
        ours += sum(max(0, 3 - lens[s]) for s in SUITS if s != fit)
        ours += sum(max(0, lens[s] - 4) for s in SUITS)  # and a long suit's fifth card and beyond
        # a ninth and tenth trump between us take a trick each (partner's shown length, not an assumed one)
        ours += max(0, lens[fit] + partner.lens[fit][0] - 8)
    auction = Auction(dealer, tuple(calls))
    last_i = auction.last_bid_index()
    last = auction.last_bid()
    ours_last = last_i is not None and (dealer + last_i) % 2 == seat % 2
    level_now = parse_bid(last)[0] if last else 0
    game, small, grand = (int(cfg.get(k, d)) for k, d in
                          (("game_points", 25), ("small_slam_points", 33), ("grand_slam_points", 33)))
    # a game of our own, not vulnerable, wants half a point more: it gains less when it makes (§5)
    own_game = game if vulnerable else float(cfg.get("game_points_not_vulnerable", game))
    strain = fit if has_fit else "NT"
    s_cs, s_en = SYMBOL_CS[strain], ("no trumps" if strain == "NT" else _suit_word(strain))

    def bid(call: str | None, cs: str, en: str, tag: str = "") -> Call | None:
        return Call(call, cs, en, tag) if call and call in legal else None

    # key-card Blackwood: the answer came back (docs/bridz-system.md §8.1); seven counts partner at his minimum
    trumps = lens.get(strain, 0) + partner.lens.get(strain, [0])[0]
    if placed := slam.placed(toks, hand, strain, ours - p_mid + p_lo >= grand, trumps, p_hi, legal):
        return Call(*placed)
    # the opponents hold the contract: penalty double, compete, or let them play
    if last is not None and not ours_last:
        o_level, o_strain = parse_bid(last)
        trumps = lens.get(o_strain, 0) if o_strain != "NT" else 0
        pen_pts, pen_lvl = int(cfg.get("penalty_points", 23)), int(cfg.get("penalty_level", 2))
        if DOUBLE in legal and ((ours_lo >= pen_pts and o_level >= pen_lvl)
                                or (ours_lo >= int(cfg.get("penalty_points_trumps", 20)) and o_level >= 4
                                    and trumps >= 4)):
            return Call(DOUBLE, "trestná kontra: většina bodů je naše", "penalty double: we hold most of the points",
                        "penalty")
        if (advance.advancing(toks) and _partner_took_out(calls, dealer, seat)  # advance a takeout double
                and (answered := advance.answer(toks, hand, legal))):
            return Call(answered[0], answered[1], answered[2], hand=answered[3])
        if has_fit and ours >= game and ours_lo >= game - 4:  # game values: bid it, not the cheapest level
            target = 4 if fit in MAJORS else 5  # with slam values key cards first, when 4NT asks about our fit
            made = bid(*slam.game_or_ask(toks, fit, f"{target}{fit}", ours >= small, legal, s_cs, s_en))
            if made:
                return made
        if not has_fit and ours >= game and ours_lo >= game - 4 and any(t[0] in "mp" for t in toks):
            if (cue := conventions.stopper_ask(toks, hand)) and cue[0] in legal:  # no stopper: ask first (§7.7)
                return Call(*cue)
            made = bid("3NT", "3BT přes vstup: body na manši", "3NT over the interference: game values")
            if made:
                return made
        if has_fit and ours >= 18 and mine >= int(cfg.get("competitive_min_points", 6)):
            at = _cheapest(fit, legal)
            limit = min(int(cfg.get("competitive_max_level", 3)), together[fit] - 6)
            if ours >= game:
                limit = max(limit, 4 if fit in MAJORS else 5)
            if at and parse_bid(at)[0] <= limit:
                return Call(at, f"boj o závazek: shoda v {s_cs}", f"competing: a fit in {s_en}",
                            hand={"len": {fit: [3, 13]}})
        if not any(t[0] in "mp" for t in toks) and mine >= 12:  # a late overcall with a good suit
            best = max(SUITS, key=lambda s: (lens[s], s in MAJORS))
            at = _cheapest(best, legal)
            if lens[best] >= 6 and at and parse_bid(at)[0] <= 3:
                return Call(at, f"vstup: 6+ {SYMBOL[best]}, 12+ bodů", f"overcall: 6+ {_suit_word(best)}, 12+ points",
                            hand={"len": {best: [6, 13]}, "hcp": [12, 40]})
        return Call(PASS, "soupeři mohou hrát", "let the opponents play")
    # our contract (or none yet): place it
    asked = any(t.endswith("4NT") for t in toks if t[0] in "mp")
    own = ours >= small and not asked and strain != "NT" and slam.key_suit(toks) != strain  # 4NT would ask in
    call = _cheapest(strain, legal, 6) if own and slam.own_fit_slam(toks, hand, strain) else None  # another suit
    if call and parse_bid(call)[0] == 6:  # than the one we play: bid the slam (in a major, not with an open suit)
        return Call(call, f"malý slem v {s_cs}: vlastní shoda", f"small slam in {s_en}: a fit of my own")
    if ours >= small and not asked and not own and "4NT" in legal and level_now <= 4 and last != "4NT":
        return Call(*slam.ASK_SAID)
    if ours >= small and asked:
        call = _cheapest(strain, legal, 6)
        if call and parse_bid(call)[0] <= 6:
            return Call(call, f"malý slem v {s_cs}", f"small slam in {s_en}")
    if ours >= own_game and not (strain in ("C", "D") and level_now <= 3 and ours_nt < own_game):
        target = 4 if strain in MAJORS else (3 if strain == "NT" else 5)
        if strain not in MAJORS and strain != "NT" and level_now <= 3:
            strain, target, s_cs, s_en = "NT", 3, "BT", "no trumps"
        call = f"{target}{strain}" if f"{target}{strain}" in legal else _cheapest(strain, legal)
        if call and parse_bid(call)[0] <= target:
            return Call(call, f"manše v {s_cs}: asi {ours:.0f} bodů společně", f"game in {s_en}: about {ours:.0f}"
                        " points together", hand={"len": {strain: [3, 13]}} if strain != "NT" else {})
        return Call(PASS, "máme manši, konec dražby", "we are in game: enough")
    if last is None:
        return Call(PASS, "nic k dražbě", "nothing to bid")
    # part score: correct to a fit partner has not bid yet, else pass
    cur_strain = parse_bid(last)[1]
    if has_fit and fit != cur_strain and together[fit] >= 8 and lens[fit] >= 4:
        call = _cheapest(fit, legal)
        if call and parse_bid(call)[0] <= 3:
            return Call(call, f"oprava do shody v {s_cs}", f"back to our fit in {s_en}",
                        hand={"len": {fit: [4, 13]}})
    return Call(PASS, "částečný závazek stačí", "the part score will do")
