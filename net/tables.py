"""A table of the server: its match, who sits where, the seats' tokens, and its save.

No sockets and no event loop here: the server (net/server.py) calls these from its loop. A table is set up
as the terminal's `play` sets up a match (cli/play.py: `Match(game, players, options, seed)`, bots by
`ai.make_player`) and saved as Karty's saves are (sessions/saves.py: the moves replay the match), in the
server's own data folder, so that a restarted server resumes every table where it stood.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Container
from dataclasses import dataclass, field
from pathlib import Path

from ai import make_player, player_names
from ai.players import Player
from ai.registry import LEVEL_NAMES
from games import InvalidInput, Match, get_game
from games.jsontypes import JsonObject
from games.words.reasons import reason_text
from net.protocol import OptionValue, SeatInfo, TableInfo
from sessions.saves import SaveError, SaveStore
from sessions.store import data_dir

#: a table's code: what players say to each other, so no letters that read alike (0/O, 1/I/L)
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: a bot's names as the host may give them, besides any `ai` player name of the game
BOT_LEVELS = (*LEVEL_NAMES, "random")


class TableError(Exception):
    """A request the table refuses; `code` is the protocol's error code (docs/protocol.md)."""

    def __init__(self, code: str, text: str, text_cs: str = "") -> None:
        super().__init__(text)
        self.code = code
        self.text = text
        self.text_cs = text_cs or text


def new_code(taken: Container[str]) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def token_hash(token: str) -> str:
    """What the server keeps of a token: its hash, so a save read by someone else seats nobody."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class Seat:
    #: "human" or "bot"
    kind: str
    #: the bot's player name, for a bot seat
    ai: str = ""
    name: str = ""
    token_hash: str = ""
    left: bool = False
    #: the loop's time the player's line dropped (None: connected, or never sat)
    dropped_at: float | None = None
    connected: bool = False

    @property
    def taken(self) -> bool:
        return bool(self.token_hash)


@dataclass
class Table:
    code: str
    game_id: str
    players: int
    options: dict[str, OptionValue]
    seats: list[Seat]
    host: int
    dropped: str = "wait"
    grace: float = 60.0
    stand_in: str = "normal"
    seed: int = field(default_factory=lambda: secrets.randbelow(10**12) + 1)
    match: Match | None = None
    save_id: str = ""
    bots: dict[int, tuple[str, Player]] = field(default_factory=dict)  # seat -> (the bot's name, the bot)
    #: the loop's time the decision at hand was sent: a race's time is measured from it (net/server.py)
    offered_at: float = 0.0

    # -- set-up ------------------------------------------------------------------------------------------
    @staticmethod
    def create(code: str, game_query: str, seats: list[str], host: int, options: dict[str, OptionValue],
               dropped: str = "wait", grace: float = 60.0, stand_in: str = "normal") -> Table:
        try:
            game = get_game(game_query)
            config = game.config(options)
            game.check_players(config, len(seats))
        except (InvalidInput, KeyError, ValueError) as exc:
            raise TableError("bad_table", f"this table cannot be set: {reason_text(exc, 'en')}",
                             f"takový stůl nejde: {reason_text(exc, 'cs')}") from None
        if not 0 <= host < len(seats) or seats[host] != "human":
            raise TableError("bad_table", "the host's seat must be one of the table's human seats",
                             "hostitel musí sedět na jednom z míst pro lidi")
        if not 0 <= grace <= 3600:
            raise TableError("bad_table", "grace is from 0 to 3600 seconds", "čekání je od 0 do 3600 sekund")
        for name in [*(s for s in seats if s != "human"), stand_in]:
            check_bot(name, game.id)
        table = Table(code, game.id, len(seats), dict(options),
                      [Seat("human") if s == "human" else Seat("bot", ai=s) for s in seats], host, dropped, grace,
                      stand_in)
        return table

    def sit(self, seat: int | None, name: str = "") -> tuple[int, str]:
        """A person sits at `seat` (None: the first free human seat); his token, which only he gets."""
        free = [i for i, s in enumerate(self.seats) if s.kind == "human" and not s.taken and not s.left]
        if seat is None:
            if not free:
                raise TableError("table_full", "no seat at this table is free", "u tohoto stolu není volné místo")
            seat = free[0]
        if seat not in free:
            # counted from 1 as --seat and the menus count them
            raise TableError("seat_taken", f"seat {seat + 1} is not free", f"místo {seat + 1} není volné")
        token = secrets.token_urlsafe(32)
        self.seats[seat].token_hash = token_hash(token)
        self.seats[seat].name = name
        self.seats[seat].connected = True
        return seat, token

    def seat_of(self, token: str) -> int:
        wanted = token_hash(token)
        for i, seat in enumerate(self.seats):
            if seat.taken and not seat.left and hmac.compare_digest(seat.token_hash, wanted):
                return i
        raise TableError("bad_token", "this token holds no seat at the table", "tento klíč nedrží žádné místo")

    def start(self, level: str) -> None:
        if self.match is not None:
            raise TableError("started", "the match has already started", "zápas už začal")
        check_bot(level, self.game_id)
        for seat in self.seats:
            if seat.kind == "human" and not seat.taken:
                seat.kind, seat.ai = "bot", level
        self.match = Match(get_game(self.game_id), self.players, self.options, self.seed)
        self.save_id = f"{self.game_id}-table-{self.code.lower()}"

    # -- who plays now -----------------------------------------------------------------------------------
    def bot_for(self, seat: int, now: float) -> Player | None:
        """The bot that moves for `seat` now, or None where a person does (or the table waits for him)."""
        info = self.seats[seat]
        if info.kind == "human" and not info.left:
            away = info.dropped_at is not None and (self.dropped == "bot" or now - info.dropped_at >= self.grace)
            if not away:
                return None
        name = info.ai if info.kind == "bot" else self.stand_in
        if seat not in self.bots or self.bots[seat][0] != name:
            assert self.match is not None
            self.bots[seat] = (name, make_player(name, self.game_id, self.match.seed * 31 + seat))
        return self.bots[seat][1]

    def info(self) -> TableInfo:
        seats = [SeatInfo(kind=s.kind, name=s.name if s.kind == "human" else s.ai, taken=s.taken and not s.left,
                          connected=s.connected) for s in self.seats]
        return TableInfo(code=self.code, game=self.game_id, players=self.players, options=dict(self.options),
                         seats=seats, host=self.host, started=self.match is not None,
                         over=self.match is not None and self.match.is_over)

    def view_rng(self) -> random.Random:
        # the bots' sampled worlds: seeded from the match, as `play` does, so a table replays as a save does
        assert self.match is not None
        return random.Random(self.match.seed ^ len(self.match.actions))

    # -- saves -------------------------------------------------------------------------------------------
    def extra(self) -> JsonObject:
        return {"net_table": {"code": self.code, "host": self.host, "dropped": self.dropped, "grace": self.grace,
                              "stand_in": self.stand_in,
                              "seats": [{"kind": s.kind, "ai": s.ai, "name": s.name, "token": s.token_hash,
                                         "left": s.left} for s in self.seats]}}


def check_bot(name: str, game_id: str) -> None:
    if name not in BOT_LEVELS and name not in player_names(game_id):
        raise TableError("bad_table", f"no bot is called {name!r}", f"žádný robot se nejmenuje {name!r}")


class TableStore:
    """The server's tables on disk: one Karty save each (sessions/saves.py), in `<data>/server/saves`, with
    the table's seats (tokens as hashes) in the save's `extra`. A table not yet started has no save."""

    def __init__(self, root: Path | None = None) -> None:
        self.saves = SaveStore((root or data_dir()) / "server")

    def save(self, table: Table) -> None:
        self.write(self.record(table))

    def record(self, table: Table) -> tuple[str, Match, list[dict[str, str]], JsonObject]:
        """What `write` saves, taken now: a copy of the match, so the table may play on while it is written."""
        assert table.match is not None
        seats = [{"player": "human" if s.kind == "human" else s.ai} for s in table.seats]
        return table.save_id, table.match.clone(), seats, table.extra()

    def write(self, record: tuple[str, Match, list[dict[str, str]], JsonObject]) -> None:
        save_id, match, seats, extra = record
        self.saves.autosave(save_id, match, seats, extra=extra)

    def load_all(self, now: float) -> tuple[list[Table], list[str]]:
        """Every unfinished table saved, and a line for each save that could not be resumed. Its players count as
        dropped at `now`: nobody is connected to a table the server has just read."""
        tables, problems = [], []
        for info in self.saves.resumable():
            try:
                match, data = self.saves.load(info.id)
                meta = data["extra"]["net_table"]
                seats = [Seat(str(s["kind"]), ai=str(s["ai"]), name=str(s["name"]), token_hash=str(s["token"]),
                              left=bool(s["left"])) for s in meta["seats"]]
                for seat in seats:
                    seat.dropped_at = now if seat.kind == "human" else None
                table = Table(str(meta["code"]), match.game.id, match.num_players, dict(match.config),
                              seats, int(meta["host"]), str(meta["dropped"]), float(meta["grace"]),
                              str(meta["stand_in"]), seed=match.seed, match=match, save_id=info.id)
                if len(seats) != match.num_players:
                    raise ValueError("its seats do not fit the match")
                tables.append(table)
            except (SaveError, KeyError, TypeError, ValueError) as exc:
                problems.append(f"table {info.id} not resumed: {exc}")
        problems += [str(p) for p in self.saves.problems]
        return tables, problems
