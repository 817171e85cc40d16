"""Double-dummy analysis beside a Bridž deal: its par, and the tricks its contract could have made.

Not part of the rules: nothing here decides a legal action, an event or a public fact, so a deal
plays and replays alike with or without the optional solver (endplay). The terminal and the table
ask for it (`Bridz.analysis`) from the public facts alone; without endplay there is none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.bridz import dds
from games.bridz.words import SUIT_SYMBOL

STRAINS = ("C", "D", "H", "S", "NT")  # the order of the solver's trick table


def analysis(public: Mapping[str, Any]) -> dict[str, Any]:
    """The finished deal's par beside what happened (`par`, `par_score`, `dd_tricks`, `made_tricks`) and the
    previous deal's (`last_deal`), from the deal's public facts; empty without the solver."""
    if not dds.available():
        return {}
    out: dict[str, Any] = {}
    if public.get("outcome") and public.get("contract"):  # a contract played out: every card is public now
        out.update(par_facts(public))
    previous = public.get("previous_deal")
    if previous:
        out["last_deal"] = last_deal_facts(previous)
    return out


def par_facts(public: Mapping[str, Any]) -> dict[str, Any]:
    """The deal's double-dummy par next to what happened; every card has been played, so all are public."""
    vulnerable = (bool(public["vulnerable"][0]), bool(public["vulnerable"][1]))
    contracts, score, table = dds.par_from_pbn(pbn_of_codes(public["played"]), int(public["dealer"]), vulnerable)
    strain, declarer = str(public["contract"])[1:].rstrip("X"), int(public["declarer"])
    return {"par": _par_text(contracts) or "pass", "par_score": [score, -score],
            "dd_tricks": table[STRAINS.index(strain)][declarer],
            "made_tricks": int(public["tricks"][declarer % 2])}


def last_deal_facts(last: Mapping[str, Any]) -> dict[str, Any]:
    """The previous deal beside its double-dummy par, as facts (the table and the terminal put them in words)."""
    contracts, score, table = dds.par_from_pbn(str(last["pbn"]), int(last["dealer"]),
                                               (bool(last["vulnerable"][0]), bool(last["vulnerable"][1])))
    level, strain, doubled, declarer = last["contract"]
    return {"contract": f"{level}{SUIT_SYMBOL[strain]}{'X' * doubled}", "declarer": int(declarer),
            "made": int(last["made"]), "dd": table[STRAINS.index(strain)][declarer],
            "par": _par_text(contracts), "par_score": int(score)}


def pbn_of_codes(hands: Sequence[Sequence[str]]) -> str:
    """`dds.pbn` of hands given as card codes ('10H', 'AS'), seat 0 as North."""
    parts = []
    for hand in hands:
        suits = []
        for suit in ("S", "H", "D", "C"):
            ranks = ["T" if code[:-1] == "10" else code[:-1] for code in hand if code[-1] == suit]
            suits.append("".join(sorted(ranks, key="AKQJT98765432".index)))
        parts.append(".".join(suits))
    return "N:" + " ".join(parts)


def _par_text(contracts: Sequence[tuple[int, str, int, int, int]]) -> str:
    return ", ".join(f"{lvl}{SUIT_SYMBOL[st]}{'X' * pen} {seat + 1}{'=' if res == 0 else f'{res:+d}'}"
                     for lvl, st, seat, pen, res in contracts)
