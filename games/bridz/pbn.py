"""PBN export of Bridž deals: each finished deal of a match as one PBN game (the game's `exports`).

PBN (Portable Bridge Notation, version 2.1) is what bridge programs read: tags in
brackets, the deal as 'N:<north> <east> <south> <west>' with suits spades.hearts.
diamonds.clubs. Seat 0 sits North, as in games/bridz/dds.py. Only the tags that the
record fixes are written (no invented names or dates of play beyond the export's own).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from games.bridz.dds import SEAT_LETTERS, pbn

if TYPE_CHECKING:
    from games.bridz.rules import BridzState
    from games.state import State

CALLS = {"P": "Pass"}


def _doubled(flag: int | None) -> str:
    return {0: "", 1: "X", 2: "XX"}.get(int(flag or 0), "")


def deal_tags(deal: BridzState, board: int) -> list[str]:
    """One deal as PBN tag lines (and its auction section)."""
    ns, ew = bool(deal.vulnerable[0]), bool(deal.vulnerable[1])
    vul = "All" if ns and ew else "NS" if ns else "EW" if ew else "None"
    lines = [
        '[Event "Karty"]',
        f'[Board "{board}"]',
        f'[Dealer "{SEAT_LETTERS[deal.dealer]}"]',
        f'[Vulnerable "{vul}"]',
        f'[Deal "{pbn(deal.original_hands())}"]',
    ]
    if deal.contract:
        level, strain, doubled, declarer = deal.contract
        lines += [f'[Declarer "{SEAT_LETTERS[declarer]}"]', f'[Contract "{level}{strain}{_doubled(doubled)}"]',
                  f'[Result "{deal.side_tricks[declarer % 2]}"]']
    else:
        lines += ['[Declarer ""]', '[Contract "Pass"]']
    lines.append(f'[Auction "{SEAT_LETTERS[deal.dealer]}"]')
    calls = [CALLS.get(call, call) for call in deal.calls]
    lines += [" ".join(calls[i:i + 4]) for i in range(0, len(calls), 4)]
    return lines


def pbn_text(deals: Sequence[State]) -> str:
    """Finished Bridž deals as one PBN file."""
    games = [deal_tags(cast("BridzState", deal), i + 1) for i, deal in enumerate(deals)]
    return "% PBN 2.1\n% EXPORT\n\n" + "\n\n".join("\n".join(g) for g in games) + "\n"
