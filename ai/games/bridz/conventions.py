"""The conventions the rule table of system.yaml cannot say, each in its own module, asked by bidding.py in one
place: the opening with two long suits (opening.py), the help-suit game try (gametry.py), opener's raise counting
shortness (support.py), the five-card major over our no trumps (majorfit.py), splinters (splinter.py),
control-showing cue bids (controls.py), the overcaller's game after a cue bid (overcall.py), opener's rebid after a
two-over-one response (twoone.py), the stopper ask
(stopper.py) and key-card Blackwood's answers (slam.py). Each takes the auction as `bidding.tokens`
gives it (calls without passes, marked m, p or o)."""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz import controls, gametry, majorfit, opening, overcall, slam, splinter, stopper, support, twoone
from ai.games.bridz.counting import Made
from cards.model import Card


def before_rules(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """A call that takes the place of the rule table's: the opening of 11 points with two long suits
    (opening.py), opener's rebid after 1M – 2M and the try's answers, a splinter and its answer, the cue bids
    that show controls and their answers, opener's raise of responder's major counting shortness (support.py),
    the overcaller's game after the advancer's cue bid (overcall.py), opener's rebid after 2/1 (twoone.py)."""
    return (opening.opening(toks, hand) or gametry.bid(toks, hand) or splinter.bid(toks, hand)
            or controls.bid(toks, hand) or support.bid(toks, hand) or overcall.bid(toks, hand)
            or twoone.bid(toks, hand))


def after_rules(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """A call owed to partner's ask when no rule of the table answers it: the stopper ask's answer and the
    asker's game after it, the answer to a five-card major over our no trumps (majorfit.py), the key-card
    answer, and the pass after the key-card asker has placed the contract."""
    if made := stopper.answer(toks, hand) or stopper.placed(toks, hand):
        return *made, "", {}
    if fitted := majorfit.answer(toks, hand):
        return fitted
    if made := slam.answer(toks, hand) or slam.queen_answer(toks, hand):
        return *made, "ask_reply", {}
    if slam.answered(toks):
        return "P", "závazek určil partner po klíčových kartách", "partner placed the contract after the key cards", \
            "", {}
    return None


def said(toks: Sequence[str], call: str) -> Made | None:
    """What `call` says when one of these conventions made it (and no rule of the table reads it)."""
    if tried := gametry.said(toks, call):
        return call, *tried
    if majorfit.is_ask(toks, call):
        return call, *majorfit.said_ask(call[1]), "", {"len": {call[1]: [5, 13]}}
    if rebid := twoone.said(toks, call):
        return call, *rebid
    if short := splinter.said(toks, call):
        return call, *short
    if cue := controls.said(toks, call):
        return call, *cue
    if stopper.is_ask(toks, call):
        return call, *stopper.said_ask(call[1]), "stopper", {}
    if answered := slam.answer_meaning(toks, call):
        return call, *answered, "ask_reply", {}
    if queen := slam.queen_meaning(toks, call):
        return call, *queen, {}
    return None


def stopper_ask(toks: Sequence[str], hand: Sequence[Card]) -> Made | None:
    """The cue bid asking for a stopper, for a hand about to bid 3NT over their suit without one."""
    made = stopper.ask(toks, hand)
    return (*made, "stopper", {}) if made else None


def five_card_major(toks: Sequence[str], hand: Sequence[Card], legal: set[str]) -> Made | None:
    """Three of a five-card major over partner's no trumps, asked for three-card support, where the captain
    chose 3NT (majorfit.py)."""
    made = majorfit.ask(toks, hand)
    return made if made and made[0] in legal else None
