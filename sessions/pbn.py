"""PBN export of Bridž deals: each finished deal of a match record as one PBN game.

PBN (Portable Bridge Notation, version 2.1) is what bridge programs read: tags in
brackets, the deal as 'N:<north> <east> <south> <west>' with suits spades.hearts.
diamonds.clubs. Seat 0 sits North, as in games/bridz/dds.py. Only the tags that the
record fixes are written (no invented names or dates of play beyond the export's own).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from games import InvalidInput
from games.bridz.dds import SEAT_LETTERS, pbn
from sessions.replay import Replay

if TYPE_CHECKING:
    from games.bridz.rules import BridzState

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


def export_pbn(record: Mapping[str, Any]) -> str:
    """Every finished deal of a Bridž match record as PBN text (InvalidInput for other games)."""
    if record.get("game") != "bridz":
        raise InvalidInput("PBN holds bridge deals only (game 'bridz')")
    replay = Replay(record)
    match = replay.seek(len(replay))
    # a Bridž match (checked above) finishes Bridž deals
    games = [deal_tags(cast("BridzState", deal), i + 1) for i, deal in enumerate(match.finished_deals)]
    if not games:
        raise InvalidInput("the match has no finished deal to export")
    return "% PBN 2.1\n% EXPORT\n\n" + "\n\n".join("\n".join(g) for g in games) + "\n"
