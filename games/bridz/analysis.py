"""Double-dummy analysis beside a Bridž deal: its par, and the tricks its contract could have made.

Not part of the rules: nothing here decides a legal action, an event or a public fact, so a deal
plays and replays alike with or without the optional solver (endplay). The terminal and the table
ask for it (`Bridz.analysis`) from the public facts alone; without endplay there is none. `deal_par`
is the one place a finished deal's par and makeable table are worked out, on request only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.bridz import dds
from games.bridz.facts import BridzAnalysis, BridzPublic, LastDeal, LastDealFacts, ParReport
from games.bridz.words import SUIT_SYMBOL

STRAINS = ("C", "D", "H", "S", "NT")  # the order of the solver's trick table


def analysis(public: BridzPublic) -> BridzAnalysis:
    """The finished deal's par beside what happened (`par`, `par_score`, `dd_tricks`, `made_tricks`) and the
    previous deal's (`last_deal`), from the deal's public facts; empty without the solver."""
    if not dds.available():
        return {}
    out: BridzAnalysis = {}
    if public.get("outcome") and public.get("contract"):  # a contract played out: every card is public now
        out.update(par_facts(public))
    previous = public.get("previous_deal")
    if previous:
        out["last_deal"] = last_deal_facts(previous)
    return out


@dataclass(frozen=True)
class DealPar:
    """A finished deal's double-dummy par and makeable table, with what was played beside it."""

    par: str  # the par contracts in words ("4♠ 1=, 4♥ 2="), "pass" when par is to pass it out
    par_score: tuple[int, int]  # par for side 0 (seats 1+3) and side 1, as duplicate bridge scores it
    #: tricks each seat takes as declarer, double dummy: makeable[strain][seat], strains in STRAINS order
    makeable: tuple[tuple[int, int, int, int], ...]
    contract: str  # the contract played ("4HX")
    declarer: int
    dd_tricks: int  # what the contract played could have made, double dummy
    made_tricks: int  # what its declarer's side took

    def as_dict(self) -> ParReport:
        """Plain data, as `--json` writes it; `makeable` keyed by strain."""
        return {"par": self.par, "par_score": list(self.par_score), "contract": self.contract,
                "declarer": self.declarer, "dd_tricks": self.dd_tricks, "made_tricks": self.made_tricks,
                "makeable": {strain: list(row) for strain, row in zip(STRAINS, self.makeable, strict=True)}}


def deal_par(public: BridzPublic) -> DealPar | None:
    """The par and makeable table of a finished deal, from its public facts (`State.public_info()` once the
    last card is played: every card is public then). None while the deal runs, for a passed-out deal (its
    hands were never shown) and without the solver.

    Computed when called, never during play: the table calls it when it shows the end of a deal,
    `simulate --par` for each deal. The solver's answer is cached per deal (dds.par_from_pbn, keyed by the
    deal, dealer and vulnerability), so a table asking every frame solves the deal once."""
    if not (public.get("outcome") and public.get("contract") and dds.available()):
        return None
    vulnerable = (bool(public["vulnerable"][0]), bool(public["vulnerable"][1]))
    contracts, score, table = dds.par_from_pbn(pbn_of_codes(public["played"]), int(public["dealer"]), vulnerable)
    contract, declarer = str(public["contract"]), int(public["declarer"])
    strain = contract[1:].rstrip("X")
    return DealPar(par=_par_text(contracts) or "pass", par_score=(score, -score),
                   makeable=tuple((row[0], row[1], row[2], row[3]) for row in table), contract=contract,
                   declarer=declarer, dd_tricks=table[STRAINS.index(strain)][declarer],
                   made_tricks=int(public["tricks"][declarer % 2]))


def par_facts(public: BridzPublic) -> BridzAnalysis:
    """The deal's double-dummy par next to what happened, as the facts the terminal and the table word."""
    found = deal_par(public)
    if found is None:
        return {}
    return {"par": found.par, "par_score": list(found.par_score), "dd_tricks": found.dd_tricks,
            "made_tricks": found.made_tricks}


def last_deal_facts(last: LastDeal) -> LastDealFacts:
    """The previous deal beside its double-dummy par, as facts (the table and the terminal put them in words)."""
    contracts, score, table = dds.par_from_pbn(str(last["pbn"]), int(last["dealer"]),
                                               (bool(last["vulnerable"][0]), bool(last["vulnerable"][1])))
    level, strain, doubled, declarer = last["contract"]
    strain, seat = str(strain), int(declarer)
    return {"contract": f"{level}{SUIT_SYMBOL[strain]}{'X' * int(doubled)}", "declarer": seat,
            "made": int(last["made"]), "dd": table[STRAINS.index(strain)][seat],
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


def par_report(public: BridzPublic) -> ParReport | None:
    """A finished deal's par with its whole makeable table, as a report writes it (`simulate --par`); None
    where `deal_par` is None."""
    found = deal_par(public)
    return found.as_dict() if found is not None else None
