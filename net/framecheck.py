"""The hidden-card check over every frame the server sent, runnable on a recorded session as well as in tests.

A server started with `serve --record DIR` (or with KARTY_NET_RECORD=DIR in its environment, which is how the
window's own background server is recorded) appends each frame it sends to DIR/frames.jsonl as
`{"code", "seat", "frame"}`. `python -m net.framecheck DIR [DATA_DIR]` then replays each table's save (the true
deal, from DATA_DIR/server, default the usual data folder) and checks every view sent to every seat: its piles
exactly the engine's view at that turn, no card that seat could not know, no seed. The recording holds seat
tokens: it is a trial's tool, not something to keep or give out.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO

from games import Match, get_game
from games.events import Event
from net import protocol as p
from sessions.saves import SaveStore

FRAMES = "frames.jsonl"
Piles = list[tuple[str, int | None, list[str | None]]]


class FrameLog:
    """Where a recording server appends what it sends; one line a frame, flushed so a killed server keeps it."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.out: TextIO = (folder / FRAMES).open("a", encoding="utf-8")

    def write(self, code: str | None, seat: int | None, frame: str) -> None:
        self.out.write(json.dumps({"code": code, "seat": seat, "frame": frame}) + "\n")
        self.out.flush()

    def close(self) -> None:
        self.out.close()


def _replayed(save: Mapping[str, object]) -> tuple[Match, list[str]]:
    """A save's match at its start, and its moves (a save as sessions/saves.py writes it)."""
    game, players, options, seed, actions = (save.get(k) for k in ("game", "players", "options", "seed", "actions"))
    assert isinstance(game, str) and isinstance(players, int) and isinstance(options, dict) \
        and isinstance(seed, int) and isinstance(actions, list), "not a Karty save"
    return Match(get_game(game), players, options, seed), [str(code) for code in actions]


def true_views(save: Mapping[str, object]) -> Callable[[int, int], tuple[set[str], Piles]]:
    """For (seat, turn): every card code the seat may know by then (its piles now, and every card in the events
    it saw since the match began), and its piles exactly as the engine shows them at that turn."""
    match, actions = _replayed(save)
    seen: list[list[set[str]]] = [[set() for _ in range(match.num_players)]]  # per turn, per seat
    piles: list[list[Piles]] = []  # per turn, per seat

    def record(events: list[Event]) -> None:
        row = [set(s) for s in seen[-1]]
        for seat in range(match.num_players):
            for event in events:
                shown = event.for_seat(seat)
                if shown is not None:
                    row[seat].update(c.code for c in shown.cards)
        seen[-1] = row

    def snap() -> None:
        piles.append([[(z.name, z.owner, [None if c is None else c.code for c in z.cards])
                       for z in match.observation(s).zones] for s in range(match.num_players)])

    record(list(match.state.history))
    snap()
    for code in actions:
        events = match.apply_code(code)
        seen.append([set(s) for s in seen[-1]])
        record(events)
        snap()

    def at(seat: int, turn: int) -> tuple[set[str], Piles]:
        zones = piles[turn][seat]
        visible = {c for _, _, cards in zones for c in cards if c is not None}
        return seen[turn][seat] | visible, zones

    return at


def check_frames(frames: list[str], seat: int, save: Mapping[str, object]) -> int:
    """Every frame sent to `seat` against the true deal: its piles exactly the engine's view at that turn, no card
    it could not know, no seed. The number of views checked."""
    at = true_views(save)
    seed = str(save["seed"])
    checked = 0
    for frame in frames:
        assert seed not in frame, f"the seed {seed} was sent to seat {seat}: {frame[:200]}"
        message = p.decode_server(frame)
        if not isinstance(message, p.View):
            continue
        known, zones = at(seat, message.turn)
        assert [(z.name, z.owner, z.cards) for z in message.zones] == zones, f"turn {message.turn}: piles differ"
        sent = {c for z in message.zones for c in z.cards if c is not None}
        for event in [*message.events, *(message.history or [])]:
            sent.update(event.cards)
        assert sent <= known, f"seat {seat} was sent {sorted(sent - known)} at turn {message.turn}"
        assert json.dumps(message.public).find(seed) < 0
        checked += 1
    return checked


def check_recording(folder: Path, data: Path) -> dict[tuple[str, int], int]:
    """Every recorded frame of every seated connection checked against its table's save: views checked per
    (table code, seat). An AssertionError names the first leak."""
    by_seat: dict[tuple[str, int], list[str]] = defaultdict(list)
    with (folder / FRAMES).open(encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            if row["code"] is not None and row["seat"] is not None:
                by_seat[row["code"], row["seat"]].append(row["frame"])
    store = SaveStore(data / "server")
    saves = {info.id: info for info in store.list()}
    counts: dict[tuple[str, int], int] = {}
    for (code, seat), frames in sorted(by_seat.items()):
        ids = [i for i in saves if i.endswith(code.lower())]
        assert ids, f"no save of table {code} in {data / 'server'}"
        counts[code, seat] = check_frames(frames, seat, store.read(ids[0]))
    return counts


def main(argv: list[str]) -> int:
    from sessions.store import data_dir

    if not argv or len(argv) > 2:
        print("usage: python -m net.framecheck RECORD_DIR [DATA_DIR]", file=sys.stderr)
        return 2
    data = Path(argv[1]) if len(argv) > 1 else data_dir()
    try:
        counts = check_recording(Path(argv[0]), data)
    except AssertionError as exc:
        print(f"LEAK: {exc}", file=sys.stderr)
        return 1
    for (code, seat), checked in counts.items():
        print(f"table {code} seat {seat}: {checked} views checked, nothing hidden was sent")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
