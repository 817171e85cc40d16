"""Replays: step through a finished (or saved) match move by move, and move it in and out as text.

The text form is readable on its own: a header with what replays the match, then one
numbered line per action with its code and what happened in words. Only the header and
the codes are read back; the words are for people.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from games import IllegalAction, InvalidInput, Match, get_game
from games.events import Event
from games.words import describe

HEADER = "# Karty replay"


class Replay:
    """A match record with a cursor: position 0 is the first deal before any move."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = {k: record[k] for k in ("game", "players", "options", "seed", "actions")}
        self.game = get_game(str(self.record["game"]))
        self.codes = [str(c) for c in self.record["actions"]]
        self.position = 0
        self._match = self._fresh()
        self.steps: list[tuple[str, list[Event]]] = []
        probe = self._fresh()
        for i, code in enumerate(self.codes):
            try:
                self.steps.append((code, probe.apply_code(code)))
            except (IllegalAction, InvalidInput) as exc:
                raise InvalidInput(f"move {i + 1} ({code}) does not replay: {exc}") from None

    def _fresh(self) -> Match:
        return Match(self.game, int(self.record["players"]), self.record["options"], int(self.record["seed"]))

    def __len__(self) -> int:
        return len(self.codes)

    @property
    def match(self) -> Match:
        """The match as it stood at the cursor."""
        return self._match

    def seek(self, position: int) -> Match:
        position = max(0, min(len(self.codes), position))
        if position < self.position:
            self._match, self.position = self._fresh(), 0
        while self.position < position:
            self._match.apply_code(self.codes[self.position])
            self.position += 1
        return self._match

    def forward(self) -> Match:
        return self.seek(self.position + 1)

    def back(self) -> Match:
        return self.seek(self.position - 1)


def export_text(record: Mapping[str, Any], lang: str = "en", seat_names: list[str] | None = None) -> str:
    replay = Replay(record)
    word = "Hráč" if lang == "cs" else "Player"
    names = seat_names or [f"{word} {i + 1}" for i in range(replay.record["players"])]
    lines = [
        HEADER,
        f"game: {replay.game.id}",
        f"players: {replay.record['players']}",
        f"seed: {replay.record['seed']}",
        f"options: {json.dumps(replay.record['options'], sort_keys=True, ensure_ascii=False)}",
        "seats: " + "; ".join(names),
        "moves:",
    ]
    for i, (code, events) in enumerate(replay.steps, 1):
        words = " ".join(describe(e, lang, names, replay.game) for e in events if e.audience is None)
        lines.append(f"{i}. {code}" + (f"  -- {words}" if words else ""))
    return "\n".join(lines) + "\n"


def export_files(record: Mapping[str, Any]) -> dict[str, str]:
    """The other formats the record's game exports ({suffix: text}, e.g. Bridž's PBN) of its finished deals;
    none before a deal is finished."""
    replay = Replay(record)
    exports = replay.game.exports()
    if not exports:
        return {}
    deals = replay.seek(len(replay)).finished_deals
    return {suffix: make(deals) for suffix, make in exports.items()} if deals else {}


def import_text(text: str) -> dict[str, Any]:
    """The match record of an exported replay; InvalidInput names the line that is wrong."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != HEADER:
        raise InvalidInput(f"line 1: a replay starts with '{HEADER}'")
    header: dict[str, str] = {}
    moves: list[str] = []
    in_moves = False
    for number, raw in enumerate(lines[1:], 2):
        line = raw.strip()
        if not line:
            continue
        if in_moves:
            head = line.split("  -- ", 1)[0]
            index, _, code = head.partition(". ")
            if not index.isdigit() or int(index) != len(moves) + 1 or not code:
                raise InvalidInput(f"line {number}: expected move {len(moves) + 1} as 'N. code'")
            moves.append(code.strip())
        elif line == "moves:":
            in_moves = True
        elif ":" in line:
            key, _, value = line.partition(":")
            header[key.strip()] = value.strip()
        else:
            raise InvalidInput(f"line {number}: expected 'key: value'")
    try:
        record = {"game": header["game"], "players": int(header["players"]), "seed": int(header["seed"]),
                  "options": json.loads(header.get("options", "{}")), "actions": moves}
    except KeyError as exc:
        raise InvalidInput(f"the replay's header lacks {exc.args[0]!r}") from None
    except ValueError as exc:
        raise InvalidInput(f"the replay's header is malformed: {exc}") from None
    Replay(record)  # proves that it replays
    return record
