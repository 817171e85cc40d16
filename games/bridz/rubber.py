"""The rubber's score sheet: points below the line (toward a game) and above it, games won, the
part scores, finished rubbers, and the close of an unfinished one (option deal_limit). It lives in
`MatchContext.extra`, from deal to deal; a deal reads its vulnerability from it and adds its own
entries (`after_deal`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from cards import Card
from games.bridz import dds
from games.bridz.facts import LastDeal, PublicSheet, Sheet
from games.bridz.scoring import Unfinished


class Written(Protocol):
    """What the sheet reads of a finished deal (games/bridz/rules.py's `BridzState`, which writes the sheet: a
    Protocol, so this module does not import it back)."""

    @property
    def below(self) -> Sequence[int]: ...  # per side, this deal
    @property
    def above(self) -> Sequence[int]: ...
    @property
    def game_won(self) -> int: ...  # the side that won a game, -1 for none
    @property
    def rubber_bonus(self) -> Sequence[int]: ...


class Finished(Written, Protocol):
    """What the next deal keeps of a finished one, to show its double-dummy par (`keep_last`)."""

    @property
    def dealer(self) -> int: ...
    @property
    def vulnerable(self) -> Sequence[bool]: ...  # per side
    @property
    def contract(self) -> Sequence[int | str]: ...  # [level, strain, doubled, declarer], empty when all passed
    @property
    def side_tricks(self) -> Sequence[int]: ...
    @property
    def declarer(self) -> int: ...
    def original_hands(self) -> list[list[Card]]: ...


def new_sheet() -> Sheet:
    """The sheet of a match before its first deal."""
    return {"games": [0, 0], "part": [0, 0], "below": [[[], []]], "above": [[], []], "past": [0, 0],
            "rubbers_done": 0, "rubber_deals": 0}


def public_sheet(sheet: Sheet) -> PublicSheet:
    """What every seat sees of the sheet (the table draws the score cross from it), as plain lists."""
    return {"games": list(sheet.get("games", [0, 0])), "above": [list(c) for c in sheet.get("above", [[], []])],
            "below": [[list(c) for c in block] for block in sheet.get("below", [[[], []]])],
            "past": list(sheet.get("past", [0, 0])), "rubbers_done": int(sheet.get("rubbers_done", 0)),
            "rubber_over": bool(sheet.get("rubber_over", False))}


def after_deal(sheet: Sheet, below_line: Sequence[int], above_line: Sequence[int], game_won: int,
               rubber_bonus: Sequence[int], deal_limit: int, unfinished_scores: Unfinished,
               clear: bool = True) -> Sheet:
    """The sheet after a deal that wrote `below_line` and `above_line` per side, won a game for side
    `game_won` (-1: none) and a rubber bonus where `rubber_bonus` is non-zero; a rubber still open after
    `deal_limit` deals (0: no limit) is closed with the rule book's `unfinished_scores`. A rubber that ends is
    cleared for the next one; with `clear` False it stays written and marked `rubber_over` (what the table shows
    beside the summary of the deal that ended it: the finished rubber, not the next one's empty sheet)."""
    extra = sheet.copy()
    extra.pop("cut", None)
    games = [int(g) for g in extra["games"]]
    part = [int(p) for p in extra["part"]]
    below = [[list(col) for col in block] for block in extra["below"]]
    above = [list(col) for col in extra["above"]]
    past = [int(p) for p in extra["past"]]
    for side in range(2):
        if below_line[side]:
            below[-1][side].append(below_line[side])
            part[side] += below_line[side]
        if above_line[side]:
            above[side].append(above_line[side])
    if game_won >= 0:
        games[game_won] += 1
        part = [0, 0]  # the line is drawn: both sides start the next game from nothing
        below.append([[], []])
    rubber_deals = int(extra.get("rubber_deals", 0)) + 1
    unfinished = not any(rubber_bonus) and deal_limit > 0 and rubber_deals >= deal_limit
    if unfinished:  # close it as the laws score an unfinished rubber
        for side in range(2):
            if games[side] > games[1 - side] and games[side] > 0:
                above[side].append(int(unfinished_scores["one_game"]))
            if part[side] > 0 and part[1 - side] == 0:
                above[side].append(int(unfinished_scores["part_score"]))
    if (any(rubber_bonus) or unfinished) and not clear:
        extra.update({"games": games, "part": part, "below": below, "above": above, "rubber_over": True})
    elif any(rubber_bonus) or unfinished:
        rubber_deals = 0
        for side in range(2):
            past[side] += sum(above[side]) + sum(sum(block[side]) for block in below)
        extra.update({"games": [0, 0], "part": [0, 0], "below": [[[], []]], "above": [[], []], "past": past,
                      "rubbers_done": int(extra["rubbers_done"]) + 1})
    else:
        extra.update({"games": games, "part": part, "below": below, "above": above})
    extra["rubber_deals"] = rubber_deals
    return extra


def written(sheet: Sheet, deal: Written, deal_limit: int, unfinished_scores: Unfinished,
            clear: bool = True) -> Sheet:
    """The sheet with a finished deal written on it, under the rule book's `deal_limit` and its tables'
    `unfinished_scores` (`after_deal`)."""
    return after_deal(sheet, deal.below, deal.above, deal.game_won, deal.rubber_bonus, deal_limit, unfinished_scores,
                      clear)


def keep_last(sheet: Sheet, deal: Finished) -> None:
    """Keep on `sheet` enough of `deal` to show its double-dummy par beside the next deal, later and lazily (a
    deal thrown in shows none)."""
    if deal.contract:
        sheet["last_deal"] = {"pbn": dds.pbn(deal.original_hands()), "dealer": deal.dealer,
                              "vulnerable": list(deal.vulnerable), "contract": list(deal.contract),
                              "made": deal.side_tricks[deal.declarer % 2]}
    else:
        sheet.pop("last_deal", None)


def shown(last: LastDeal) -> LastDeal:
    """The previous deal as the public facts show it (`previous_deal`), in plain lists of its own."""
    return {"pbn": last["pbn"], "dealer": last["dealer"], "made": last["made"], "vulnerable": list(last["vulnerable"]),
            "contract": list(last["contract"])}


def side_totals(sheet: Sheet) -> list[int]:
    """Each side's points: finished rubbers, and this rubber's above and below the line."""
    past, above, below = sheet["past"], sheet["above"], sheet["below"]
    return [int(past[s]) + sum(above[s]) + sum(sum(block[s]) for block in below) for s in range(2)]
