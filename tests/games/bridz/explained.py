"""Every explanation a Bridž bot can show a player, in both languages, for the vocabulary tests.

Most explanations no longer live in system.yaml: the conventions (splinter, controls, overcall, gametry, stopper,
majorfit, support, opening, competition, slam, conventions) and the captain build their (cs, en) pair in Python,
often with a number or a suit filled in. A list of their literals would miss what the filling makes ("5 bod"), so
the texts are collected the way a player meets them: the call the system makes at each position of the corpus and
of seeded auctions, the meaning read under every call of those auctions (what the log and the hint show), and the
meaning of every other legal call at the first positions (what a human's call, or hard's judged one, is read as:
hard's judge returns `bidding.meaning` of the call it picks, so its own simulation, seconds a call, is not run).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from ai.games.bridz import bidding
from ai.games.bridz.play import FALLBACK_NOTE
from games.bridz.auction import Auction
from tests.games.bridz.hands import hand, seeded_deal

CORPUS = Path(__file__).resolve().parents[2] / "data" / "bridz_corpus.yaml"
#: seeded auctions bid in full (each call made and read), and how many of them also read every legal call;
#: measured (distinct Czech texts, numbers aside): the corpus alone 193, with 500 auctions 267, 2,000 284,
#: 8,000 286; 2,000 take about 8 s
AUCTIONS = 2000
EVERY_CALL = 300


def _corpus() -> list[dict[str, Any]]:  # Any: a corpus row as read from YAML
    data = yaml.load(CORPUS.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return list(data["positions"])


def _said(where: str, made: bidding.Call) -> tuple[str, str, str]:
    return f"bridz {where} {made.call} [{made.tag or 'natural'}]", made.cs, made.en


def _auction(seed: int, every_call: bool) -> Iterator[tuple[str, str, str]]:
    hands, dealer = seeded_deal(seed)
    auction = Auction(dealer)
    while not auction.is_over():
        seat = auction.to_call
        assert seat is not None
        calls = list(auction.calls)
        made = bidding.suggest(calls, dealer, seat, hands[seat])
        yield _said("call", made)
        yield _said("meaning", bidding.meaning(tuple(calls), dealer, seat, made.call))
        if every_call:
            for call in auction.legal():
                yield _said("meaning", bidding.meaning(tuple(calls), dealer, seat, call))
        auction = auction.call(made.call)


@cache
def explanations() -> tuple[tuple[str, str, str], ...]:
    """(where, Czech, English) of every explanation met, each distinct pair once."""
    found: dict[tuple[str, str], str] = {}
    for position in _corpus():
        calls = str(position["auction"]).split()
        dealer = int(position["dealer"])
        seat = (dealer + len(calls)) % 4
        where, cs, en = _said("corpus", bidding.suggest(calls, dealer, seat, hand(position["hand"])))
        found.setdefault((cs, en), where)
    for seed in range(1, AUCTIONS + 1):
        for where, cs, en in _auction(seed, seed <= EVERY_CALL):
            found.setdefault((cs, en), where)
    found.setdefault(FALLBACK_NOTE, "bridz play fallback note")  # beside a card the bot plays without the solver
    return tuple((where, cs, en) for (cs, en), where in found.items())
