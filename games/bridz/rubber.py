"""The rubber's score sheet: points below the line (toward a game) and above it, games won, the
part scores, finished rubbers, and the close of an unfinished one (option deal_limit). It lives in
`MatchContext.extra`, from deal to deal; a deal reads its vulnerability from it and adds its own
entries (`after_deal`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def new_sheet() -> dict[str, Any]:
    """The sheet of a match before its first deal."""
    return {"games": [0, 0], "part": [0, 0], "below": [[[], []]], "above": [[], []], "past": [0, 0],
            "rubbers_done": 0, "rubber_deals": 0}


def public_sheet(sheet: Mapping[str, Any]) -> dict[str, Any]:
    """What every seat sees of the sheet (the table draws the score cross from it), as plain lists."""
    return {"games": list(sheet.get("games", [0, 0])), "above": [list(c) for c in sheet.get("above", [[], []])],
            "below": [[list(c) for c in block] for block in sheet.get("below", [[[], []]])],
            "past": list(sheet.get("past", [0, 0])), "rubbers_done": int(sheet.get("rubbers_done", 0)),
            "rubber_over": bool(sheet.get("rubber_over", False))}


def after_deal(sheet: Mapping[str, Any], below_line: Sequence[int], above_line: Sequence[int], game_won: int,
               rubber_bonus: Sequence[int], deal_limit: int, unfinished_scores: Mapping[str, Any],
               clear: bool = True) -> dict[str, Any]:
    """The sheet after a deal that wrote `below_line` and `above_line` per side, won a game for side
    `game_won` (-1: none) and a rubber bonus where `rubber_bonus` is non-zero; a rubber still open after
    `deal_limit` deals (0: no limit) is closed with the rule book's `unfinished_scores`. A rubber that ends is
    cleared for the next one; with `clear` False it stays written and marked `rubber_over` (what the table shows
    beside the summary of the deal that ended it: the finished rubber, not the next one's empty sheet)."""
    extra = dict(sheet)
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
        extra.update(games=games, part=part, below=below, above=above, rubber_over=True)
    elif any(rubber_bonus) or unfinished:
        rubber_deals = 0
        for side in range(2):
            past[side] += sum(above[side]) + sum(sum(block[side]) for block in below)
        extra.update(games=[0, 0], part=[0, 0], below=[[[], []]], above=[[], []], past=past,
                     rubbers_done=int(extra["rubbers_done"]) + 1)
    else:
        extra.update(games=games, part=part, below=below, above=above)
    extra["rubber_deals"] = rubber_deals
    return extra


def written(sheet: Mapping[str, Any], deal: Any, config: Any, tables: Mapping[str, Any],
            clear: bool = True) -> dict[str, Any]:
    """The sheet with a finished deal (a `BridzState`) written on it, under the rule book's `config` and `tables`
    (`after_deal`)."""
    return after_deal(sheet, deal.below, deal.above, deal.game_won, deal.rubber_bonus, int(config.deal_limit),
                      tables["unfinished_rubber"], clear)


def side_totals(sheet: Mapping[str, Any]) -> list[int]:
    """Each side's points: finished rubbers, and this rubber's above and below the line."""
    past, above, below = sheet["past"], sheet["above"], sheet["below"]
    return [int(past[s]) + sum(above[s]) + sum(sum(block[s]) for block in below) for s in range(2)]
