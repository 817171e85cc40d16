"""The arithmetic of bench/bridz_leads.py: what a capped card gives up against the uncapped one."""

from __future__ import annotations

import pytest

from bench.bridz_leads import PREFIXES, Decision, loss, summary


def decision(capped: str, uncapped: str, tricks: dict[str, float]) -> Decision:
    d = Decision(seed=1, card_index=0, solved_live=4, sampled=24, seconds_live=1.0)
    d.by_prefix = {k: uncapped for k in PREFIXES} | {-1: capped, 4: capped}
    d.tricks = tricks
    d.points = {card: 100 * t for card, t in tricks.items()}
    return d


def test_the_loss_is_the_uncapped_cards_mean_less_the_capped_cards_and_nothing_where_they_agree() -> None:
    apart = decision("2S", "KH", {"2S": 3.5, "KH": 4.0})
    same = decision("KH", "KH", {})  # agreeing decisions are not scored on fresh deals
    assert loss(apart, -1, "tricks") == 0.5 and loss(apart, 8, "tricks") == 0.0
    assert loss(same, -1, "points") == 0.0
    agree, mean, half = summary([apart, same], -1, "tricks")
    assert agree == 0.5 and mean == 0.25 and half == pytest.approx(1.96 * 0.5 ** 0.5 * 0.5 / 2 ** 0.5)
