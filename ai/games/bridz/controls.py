"""Control-showing cue bids (docs/bridz-system.md §8.3): once a raise has agreed a major in an uncontested
auction, a new suit below four of the major shows a control in it and an interest in slam.

A control is the ace or a void (first round) or the king or a singleton (second round); each hand bids its
cheapest, and a suit it skips on the way is one it does not control. The slam hand starts (after 1M – 3M the
opener, after 1x – 1M – 3M the responder) when its count is short of asking for key cards at once. Partner
answers with his own cheapest control above the cue bid when his hand is better than the least he has shown,
else signs off in four of the major. After an answering cue bid the slam hand asks for key cards (§8.1) unless
a suit is known to be open in both hands; after the sign-off it passes.

Uncontested auctions only, read as `bidding.tokens` gives them (calls without passes, marked m, p or o).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.games.bridz import gametry
from ai.games.bridz.counting import SUITS, Made, hcp, suit_lengths
from cards.model import Card

ORDER = "CDHS"
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
WORD = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: the slam hand's own points (high cards, shortness and trumps past five, as §4.1 counts them) from which it
#: starts cue bidding: after 1M – 3M (opener, partner 10–12) and after 1x – 1M – 3M (responder, partner 16–18)
START_OPENER = 19
START_RESPONDER = 13
#: the partner's high-card points from which his hand is better than the least he showed: he cue bids back
BETTER_LIMIT_RAISE = 11
BETTER_JUMP_RAISE = 17
#: points together (the slam hand's own and the least partner showed) for key cards even after a sign-off
SLAM = 33


def points(hand: Sequence[Card], trump: str) -> int:
    """The hand's points once the major is agreed, as opener counts them after a raise (§4.1)."""
    return gametry.points(hand, trump)


def has_control(hand: Sequence[Card], suit: str) -> bool:
    """A first- or second-round control: the ace or the king, a void or a singleton."""
    ranks = {c.rank for c in hand if c.suit == suit}
    return suit_lengths(hand)[suit] <= 1 or bool(ranks & {"A", "K"})


def agreed(toks: Sequence[str]) -> str:
    """The major partner's raise has just agreed when I am the hand to start cue bidding (after 1M – 3M the
    opener, after 1x – 1M – 3M the responder), else ''."""
    if len(toks) == 2 and toks[0] in ("m1H", "m1S") and toks[1] == "p3" + toks[0][2]:
        return toks[0][2]
    if (len(toks) == 3 and toks[0][0] == "p" and toks[0][1] == "1" and toks[0][2:] in SUITS
            and toks[1] in ("m1H", "m1S") and toks[2] == "p3" + toks[1][2]):
        return toks[1][2]
    return ""


def _cues_above(after: str, trump: str) -> list[str]:
    """The cue bids open above `after` (a call) and below four of the major, cheapest first."""
    rank = (int(after[0]), ORDER.index(after[1]) if after[1] in SUITS else 4)
    return [f"{lvl}{suit}" for lvl in (3, 4) for suit in ORDER
            if suit != trump and rank < (lvl, ORDER.index(suit)) < (4, ORDER.index(trump))]


def _cheapest_cue(hand: Sequence[Card], after: str, trump: str) -> str:
    """The cheapest cue bid above `after` in a suit this hand controls, or '': a suit skipped on the way is one
    it does not control."""
    return next((call for call in _cues_above(after, trump) if has_control(hand, call[1])), "")


def bid(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """The slam hand's first cue bid, partner's answer, and the slam hand's next step (key cards or pass); None
    where no cue bid is in play."""
    trump = agreed(toks)
    if trump:
        pts = points(hand, trump)
        # from the start points up to the count at which the captain asks for key cards straight away (§5)
        try_zone = _start(toks) <= pts < SLAM - _partner_middle(toks)
        call = _cheapest_cue(hand, toks[-1][1:], trump) if try_zone else ""
        return (call, *_said(call[1], trump)) if call else None
    if toks and toks[-1][0] == "p" and (trump := _first_cue(_flip(toks[:-1]), toks[-1][1:])):
        return _answer(toks, hand, trump)
    if len(toks) >= 2 and toks[-2][0] == "m" and toks[-1][0] == "p" and (trump := _first_cue(toks[:-2], toks[-2][1:])):
        return _after_answer(toks, hand, trump)
    return None


def _after_answer(toks: Sequence[str], hand: Sequence[Card], trump: str) -> Made:
    """The slam hand once partner has answered its cue bid: key cards unless a side suit is known to lack a
    control in both hands (one I do not control that partner skipped between the two cue bids, or that I
    skipped myself below my cue bid), or when its points reach slam with the least partner showed; else game,
    or pass when partner signed off in it."""
    signed_off = toks[-1] == f"p4{trump}"
    first, answer = toks[-2][1:], toks[-1][1:]
    order = [c[1] for c in _cues_above(toks[-3][1:], trump)]  # the side suits in cue order above the raise
    mine = order.index(first[1])
    open_suits = order[:mine]  # I skipped them, and partner had no room to show them
    if not signed_off:
        open_suits += [s for s in order[mine + 1:order.index(answer[1])] if not has_control(hand, s)]
    if not signed_off and not open_suits:
        return "4NT", "Blackwood po kontrolních nabídkách", "key-card Blackwood after the cue bids", "blackwood", {}
    if signed_off and points(hand, trump) + _partner_least(toks[:-2]) >= SLAM:
        return ("4NT", "Blackwood: body na slem i bez partnerovy kontroly",
                "key-card Blackwood: slam values even without partner's control", "blackwood", {})
    if signed_off:
        return "P", "partner odmítl slem", "partner declined the slam", "", {}
    return f"4{trump}", "barva bez kontroly: manše", "a suit without a control: game", "", {}


def _start(toks: Sequence[str]) -> int:
    return START_OPENER if len(toks) == 2 else START_RESPONDER


def _partner_middle(toks: Sequence[str]) -> int:
    """The middle of what the raise showed (the limit raise 11, opener's jump raise 17)."""
    return 11 if len(toks) == 2 else 17


def _partner_least(toks: Sequence[str]) -> int:
    """The least the raise showed (the limit raise 10, opener's jump raise 16)."""
    return 10 if len(toks) == 2 else 16


def _first_cue(view: Sequence[str], call: str) -> str:
    """The agreed major when `call`, made by the owner of `view` (his tokens before it), is the first cue bid."""
    trump = agreed(view)
    return trump if trump and call in _cues_above(view[-1][1:], trump) else ""


def _flip(toks: Sequence[str]) -> list[str]:
    """The auction as partner reads it: my calls his, his mine."""
    return [{"m": "p", "p": "m"}.get(t[0], t[0]) + t[1:] for t in toks]


def _answer(toks: Sequence[str], hand: Sequence[Card], trump: str) -> Made:
    """Partner's answer to the first cue bid: his own cheapest control above it with a hand better than the
    least he showed, else four of the major."""
    better = BETTER_LIMIT_RAISE if len(toks) == 3 else BETTER_JUMP_RAISE
    lens = suit_lengths(hand)
    short = any(lens[s] <= 1 for s in SUITS if s != trump)
    if hcp(hand) >= better or short:
        call = _cheapest_cue(hand, toks[-1][1:], trump)
        if call:
            return call, *_said(call[1], trump)
    return f"4{trump}", "bez zájmu o slem: manše", "no slam interest: game", "", {}


def _said(suit: str, trump: str) -> tuple[str, str, str, Mapping[str, object]]:
    return (f"kontrolní nabídka: kontrola v {SYMBOL[suit]}, zájem o slem v {SYMBOL[trump]}, forsing",
            f"cue bid: a control in {WORD[suit]}, slam interest in {WORD[trump]}, forcing", "control", {})


def said(toks: Sequence[str], call: str) -> tuple[str, str, str, Mapping[str, object]] | None:
    """What a cue bid means when `call` after `toks` is one: the first, or partner's answering one."""
    if trump := _first_cue(toks, call):
        return _said(call[1], trump)
    if (toks and toks[-1][0] == "p" and (trump := _first_cue(_flip(toks[:-1]), toks[-1][1:]))
            and call in _cues_above(toks[-1][1:], trump)):
        return _said(call[1], trump)
    return None
