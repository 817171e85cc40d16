"""Bridž's calls as actions and events: pass, double, redouble and the 35 bids, each one shared value.

The auction's rules (what may be called, who declares) are games/bridz/auction.py's; this module turns
its calls into the actions a seat chooses among and the events the table shows, built once each.
"""

from __future__ import annotations

from functools import cache

from games.actions import Action
from games.bridz.auction import BID_INDEX, BIDS, DOUBLE, PASS, REDOUBLE, parse_bid
from games.bridz.words import call_label
from games.events import Event


@cache
def call_action(call: str) -> Action:
    cs, en = call_label(call, "cs"), call_label(call, "en")
    if call == PASS:
        return Action("pass", label_cs=cs, label_en=en)
    if call == DOUBLE:
        return Action("double", label_cs=cs, label_en=en)
    if call == REDOUBLE:
        return Action("redouble", label_cs=cs, label_en=en)
    level, strain = parse_bid(call)
    return Action("bid", number=level, arg=strain, label_cs=f"Dražit {cs}", label_en=f"Bid {en}")


def action_call(action: Action) -> str | None:
    """The call an action stands for (None if it is not a call)."""
    if action.kind == "pass":
        return PASS
    if action.kind == "double":
        return DOUBLE
    if action.kind == "redouble":
        return REDOUBLE
    if action.kind == "bid" and action.number is not None and action.arg is not None:
        call = f"{action.number}{action.arg}"
        return call if call in BID_INDEX else None
    return None


@cache
def call_event(kind: str, seat: int, call: str) -> Event:
    return Event(kind, seat=seat, arg=call_label(call, "en") if kind == "bid" else None)


@cache
def calls_from(first_bid: int, double: bool, redouble: bool) -> tuple[Action, ...]:
    """The legal calls: pass, double and redouble where allowed, then every bid from `first_bid` up."""
    calls = [PASS] + [DOUBLE] * double + [REDOUBLE] * redouble + list(BIDS[first_bid:])
    return tuple(call_action(c) for c in calls)


CALL_KIND = {PASS: "pass", DOUBLE: "double", REDOUBLE: "redouble"}
