"""Replays: step through a finished (or saved) match move by move, and move it in and out as text.

The text form is readable on its own: a header with what replays the match, then one
numbered line per action with its code and what happened in words. Only the header and
the codes are read back; the words are for people.

What is hidden stays hidden: a finished match is exported whole (seed, every code, every event),
since nothing in it is secret any more. A match still in play is exported as one seat saw it
(`seen_by`): no seed (seed, options and codes would deal every hidden card again), a move that
seat did not see written as '?', its events in the words that seat read, and the piles as it sees
them now. Such a record cannot replay; `import_text` refuses it with `InProgressExport`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cards import files
from cards.model import Card
from games import IllegalAction, InvalidInput, Match, get_game
from games.events import Event
from games.game import CallMeaning
from games.words import count, describe, seat_name, zone_label
from games.zones import ZoneView

HEADER = "# Karty replay"
HIDDEN = "?"  # a move's code where the exporting seat did not see what it was

#: The export file's own sentences, (cs, en). The file is written by sessions/, below ui/ (whose chrome
#: is in ui/i18n.py), and is the same wherever it is made, so its few words live with its format.
WORDS = {
    "in_progress": ("partie se ještě hraje ({deal}. rozdání); záznam ukazuje jen to, co vidí {seat}, skryté "
                    "tahy jsou zapsány jako „?“. Bez semínka se nedá přehrát: exportuj partii znovu, až skončí.",
                    "the match is still in play (deal {deal}); this record shows only what {seat} has seen, "
                    "and a hidden move is written '?'. It has no seed and does not replay: export the match "
                    "again once it is over."),
    "spectator": ("divák u stolu", "an onlooker at the table"),
    "table_now": ("stůl teď:", "the table now:"),
    "hidden_move": ("{seat} hraje skrytý tah", "{seat} makes a hidden move"),
}


def word(key: str, lang: str, **fields: object) -> str:
    return WORDS[key][0 if lang == "cs" else 1].format(**fields)


class InProgressExport(InvalidInput):
    """An export of a match still in play, as one seat saw it: it has no seed and cannot replay."""


class Replay:
    """A match record with a cursor: position 0 is the first deal before any move."""

    def __init__(self, record: Mapping[str, Any]) -> None:  # Any: a match record, read by key; Match checks it
        self.record = {k: record[k] for k in ("game", "players", "options", "seed", "actions")}
        self.game = get_game(str(self.record["game"]))
        self.codes = [str(c) for c in self.record["actions"]]
        self.position = 0
        self._match = self._fresh()
        self.steps: list[tuple[str, list[Event]]] = []
        self.movers: list[int | None] = []  # who made each move (Bridž's declarer for dummy)
        probe = self._fresh()
        for i, code in enumerate(self.codes):
            try:
                self.movers.append(probe.current_player)
                self.steps.append((code, probe.apply_code(code)))
            except (IllegalAction, InvalidInput) as exc:
                raise InvalidInput(f"move {i + 1} ({code}) does not replay: {exc}") from None
        self.finished = probe.is_over
        self.deals = len(probe.finished_deals)
        # How far the deals that are over reach (their cards may be shown): the last move that ended one,
        # and how many of its events did (the rest open the next deal, which may still be in play).
        self._over_move, self._over_events = -1, 0
        for i, (_, events) in enumerate(self.steps):
            ends = [j for j, e in enumerate(events) if e.kind == "deal_over"]
            if ends:
                self._over_move, self._over_events = i, ends[-1] + 1

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

    def seen_code(self, index: int, seat: int | None) -> str | None:
        """Move `index`'s code if `seat` (None: an onlooker) knew which move it was, else None.

        It knew when it made the move, or when it saw every event of the move whole (a card played face
        up); a move with a private part (a discard face down, a blind draw) or none seen is hidden. Asked
        of the events the engine records, so no game needs a rule of its own here.
        """
        code, events = self.steps[index]
        if seat is not None and self.movers[index] == seat:
            return code
        if events and all(e.audience is None or (seat is not None and seat in e.audience) for e in events):
            return code
        return None

    def told(self, index: int, seat: int | None) -> tuple[str | None, list[Event]]:
        """What the whole record may say to `seat` (None: an onlooker) of move `index`: its code (None if
        hidden) and its events. A finished match, or a deal that is over, may show everything; the deal
        still in play only what `seat` saw of it."""
        code, events = self.steps[index]
        if self.finished or index < self._over_move:
            return code, list(events)
        cut = self._over_events if index == self._over_move else 0
        seen = [e.for_seat(seat) if seat is not None else e if e.audience is None else e.public
                for e in events[cut:]]
        return (code if cut else self.seen_code(index, seat)), [*events[:cut], *(e for e in seen if e is not None)]


def exporting_seat(data: Mapping[str, object]) -> int | None:
    """Whose view a save exports while in play: its one human; None (an onlooker, the public table alone)
    for a hot-seat or an all-AI match, where no single seat's view is everybody's to read."""
    seats = data.get("seats")
    listed = seats if isinstance(seats, list | tuple) else ()
    humans = [i for i, s in enumerate(listed) if isinstance(s, Mapping) and s.get("player") == "human"]
    return humans[0] if len(humans) == 1 else None


def export_text(record: Mapping[str, object], lang: str = "en", seat_names: list[str] | None = None,
                seen_by: int | None = None) -> str:
    """The record as text: a finished match whole (it re-imports and replays); one in play as `seen_by`
    saw it (None: an onlooker), without its seed, hidden moves '?' (see the module's doc)."""
    replay = Replay(record)
    names = seat_names or [seat_name(i, None, lang) for i in range(replay.record["players"])]
    lines = [
        HEADER,
        f"game: {replay.game.id}",
        f"players: {replay.record['players']}",
        *([f"seed: {replay.record['seed']}"] if replay.finished else []),
        f"options: {json.dumps(replay.record['options'], sort_keys=True, ensure_ascii=False)}",
        "seats: " + "; ".join(names),
    ]
    viewer = seen_by if seen_by is not None and 0 <= seen_by < len(names) else None
    if not replay.finished:
        who = names[viewer] if viewer is not None else word("spectator", lang)
        lines += [f"seen by: {who}", "in progress: " + word("in_progress", lang, deal=replay.deals + 1, seat=who)]
    lines.append("moves:")
    for i in range(len(replay)):
        shown, seen = replay.told(i, viewer)
        words = " ".join(describe(e, lang, names, replay.game) for e in seen)
        if shown is None and not words:
            words = word("hidden_move", lang, seat=seat_name(replay.movers[i], names, lang))
        lines.append(f"{i + 1}. {shown or HIDDEN}" + (f"  -- {words}" if words else ""))
    if not replay.finished:
        lines += ["", word("table_now", lang)]
        for zone, known in _piles_seen(replay.seek(len(replay)), viewer):
            hidden = zone.size - len(known)
            parts = [card.name(lang) for card in known] + ([f"{hidden} × {HIDDEN}"] if hidden else [])
            lines.append(f"  {zone_label(zone.name, lang, names, replay.game)}: {count(zone.size, 'karta', lang)}"
                         + (": " + ", ".join(parts) if known else ""))
    return "\n".join(lines) + "\n"


def _piles_seen(match: Match, seat: int | None) -> list[tuple[ZoneView, list[Card]]]:
    """Each pile that holds cards, with the cards `seat` knows there (None: an onlooker, who knows a card
    only where every seat does: face up on the table)."""
    views = [match.observation(s).zones for s in (range(match.num_players) if seat is None else (seat,))]
    piles = []
    for zone, *others in zip(*views, strict=True):
        if zone.size:
            everyone = set.intersection(*({c for c in z.cards if c is not None} for z in others)) if others else None
            piles.append((zone, [c for c in zone.cards if c is not None and (everyone is None or c in everyone)]))
    return piles


def export_files(record: Mapping[str, object], call_meaning: CallMeaning | None = None) -> dict[str, str]:
    """The other formats the record's game exports ({suffix: text}, e.g. Bridž's PBN) of its finished deals;
    none before a deal is finished. `call_meaning`: the game's AI's (ai/manifest.py `AiHooks`), for the notes."""
    replay = Replay(record)
    exports = replay.game.exports(call_meaning)
    if not exports:
        return {}
    deals = replay.seek(len(replay)).finished_deals
    return {suffix: make(deals) for suffix, make in exports.items()} if deals else {}


def import_text(text: str) -> dict[str, object]:
    """The match record of an exported replay; InvalidInput names the line that is wrong, and
    InProgressExport says that an export of a match in play (one seat's view, no seed) does not replay."""
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
            # isascii: "²".isdigit() is true, and int("²") an uncaught ValueError
            if not (index.isascii() and index.isdigit()) or int(index) != len(moves) + 1 or not code:
                raise InvalidInput(f"line {number}: expected move {len(moves) + 1} as 'N. code'")
            moves.append(code.strip())
        elif line == "moves:":
            in_moves = True
        elif ":" in line:
            key, _, value = line.partition(":")
            header[key.strip()] = value.strip()
            if key.strip() == "in progress":
                raise InProgressExport(f"this is a match still in play as {header.get('seen by', '?')} saw it: "
                                       "it has no seed, so it does not replay; export the match again once it "
                                       "is over")
        else:
            raise InvalidInput(f"line {number}: expected 'key: value'")
    try:
        record = {"game": header["game"], "players": int(header["players"]), "seed": int(header["seed"]),
                  "options": files.parse_json(header.get("options", "{}")), "actions": moves}
    except KeyError as exc:
        raise InvalidInput(f"the replay's header lacks {exc.args[0]!r}") from None
    except ValueError as exc:  # FileRefused (options too deep, not JSON) is one too
        raise InvalidInput(f"the replay's header is malformed: {exc}") from None
    if not isinstance(record["options"], dict):  # [1, 2] crashed the rule book's check of the options
        raise InvalidInput("the replay's header is malformed: 'options' is not a set of name: value pairs")
    Replay(record)  # proves that it replays
    return record


def read_replay(path: Path) -> str:
    """A replay file's text, read through cards.files: a regular file, at most REPLAY_LIMIT bytes, UTF-8
    (FileRefused, a ValueError, says what is wrong; FileNotFoundError when it is missing)."""
    return files.read_text(path, files.REPLAY_LIMIT)
