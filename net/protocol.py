"""The wire protocol of Karty's table server: every message both ways as a msgspec Struct (docs/protocol.md).

One message is one WebSocket text frame holding one JSON object whose "type" names it. Decoding goes only
through the Decoders below: unknown fields, a wrong type (no "1" for 1), an unknown "type" or anything but an
object are refused, so nothing reaches the server or a client that the schema does not describe.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

#: bumped on any change a peer of the old version would misread; both sides say theirs in their first message
VERSION = 2
#: the versions a server speaks: 2 adds the hint; a version-1 client simply never asks for one
SUPPORTED = (1, 2)
#: the largest frame a client may send; a client's messages are small (a move is under 100 bytes)
CLIENT_FRAME_LIMIT = 16 * 1024
#: the largest frame the server sends: a whole view with its history (a rubber of Bridž is under 200 kB)
SERVER_FRAME_LIMIT = 4 * 1024 * 1024
#: a name, a code, an option as typed: bounded so a peer cannot make the other hold megabytes in one field
Short = Annotated[str, msgspec.Meta(max_length=200)]

OptionValue = str | int | float | bool


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    pass


# -- client -> server ----------------------------------------------------------------------------------------

class Hello(_Message, tag="hello"):
    """The first message of every connection."""

    version: int
    name: Short = ""


class Create(_Message, tag="create"):
    """Open a table and sit at `seat` as its host. `seats`: one entry a seat, "human" for a seat a person takes
    (free until someone joins), or a bot's name ("easy", "normal", "hard", "random" or any `ai` player name)."""

    game: Short
    seats: Annotated[list[Short], msgspec.Meta(max_length=16)]
    seat: int = 0
    options: Annotated[dict[Short, OptionValue], msgspec.Meta(max_length=50)] = {}
    #: what the table does while a dropped player is away: "wait" for him (a bot takes his seat after `grace`
    #: seconds), or "bot" (a bot plays for him at once); either way his token brings him back to his seat
    dropped: Literal["wait", "bot"] = "wait"
    grace: float = 60.0
    #: the level of the bot that plays for a dropped player
    stand_in: Short = "normal"


class Join(_Message, tag="join"):
    """Sit at a free human seat of the table `code` (None: the first free one), or watch it (`watch`)."""

    code: Short
    seat: int | None = None
    watch: bool = False


class Rejoin(_Message, tag="rejoin"):
    """Take one's seat back, by the token the server gave when one sat down."""

    token: Short


class Start(_Message, tag="start"):
    """The host starts the match; free human seats get a bot at `level`."""

    level: Short = "normal"


class Move(_Message, tag="move"):
    """A move by its engine code ('play:AS', 'bid:1:NT'), as listed in the view's `legal`. `turn`: the view's
    `turn` it answers; a move answering an older view is refused as stale rather than applied to a newer one."""

    code: Short
    turn: int


class Leave(_Message, tag="leave"):
    """Stand up for good: the token stops working and a bot plays the seat."""


class HintAsk(_Message, tag="hint"):
    """(Version 2) What would a good player do here? Answered with `hint` for view `turn`, when it is one's turn."""

    turn: int


ClientMessage = Hello | Create | Join | Rejoin | Start | Move | Leave | HintAsk


# -- server -> client ----------------------------------------------------------------------------------------

class Welcome(_Message, tag="welcome"):
    version: int
    server: str = "karty"


class ErrorMsg(_Message, tag="error"):
    """A refusal. `code` is for programs (docs/protocol.md lists them), `text` and `text_cs` for people.
    Nothing changed at the table."""

    code: str
    text: str
    text_cs: str = ""


class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    #: "human" (a person's, `taken` once someone sits), "bot"
    kind: str
    name: str = ""
    taken: bool = False
    connected: bool = False


class TableInfo(_Message, tag="table"):
    """The table as everyone may see it; sent on every change of the seats."""

    code: str
    game: str
    players: int
    options: dict[str, OptionValue]
    seats: list[SeatInfo]
    host: int
    started: bool
    over: bool = False


class Seated(_Message, tag="seated"):
    """You sit at `seat` (None: you watch). `token` takes the seat back after a dropped line: keep it secret."""

    code: str
    seat: int | None = None
    token: str = ""
    host: bool = False


class ZoneMsg(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """A pile as the seat sees it: a card's code where it may see one, None where it sees a back."""

    name: str
    owner: int | None
    cards: list[str | None]


class EventMsg(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """An event as the seat saw it (games/events.py), without who else saw what."""

    kind: str
    seat: int | None = None
    cards: list[str] = []
    target: int | None = None
    value: int | float | None = None
    arg: str | None = None


class ActionMsg(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    code: str
    typed: str
    label: str
    label_cs: str


class View(_Message, tag="view", kw_only=True):
    """All the seat may know now (its Observation), sent after every move. `turn` counts the moves so far.
    `events`: what happened since the last view; `history`: the whole deal so far, in the first view after
    sitting down or coming back (then `events` is empty). `legal`: the moves open to you (empty when it is not
    your turn); `acting`: whose cards the mover plays (Bridž's declarer plays dummy's)."""

    turn: int
    seat: int | None
    current: int | None
    acting: int | None = None
    zones: list[ZoneMsg]
    # the seat's public and private facts (games/state.py Observation), each game's own keys and JSON values;
    # object: msgspec decodes it as it came, the readers narrow what they read
    public: dict[str, object]
    private: dict[str, object] = {}
    events: list[EventMsg] = []
    history: list[EventMsg] | None = None
    legal: list[ActionMsg] = []
    totals: list[float] = []
    deal: int = 0
    over: bool = False
    winners: list[int] = []
    #: what a bot's public call means, in its own words (a bridge call's meaning under its system; empty where the
    #: bot gives none), for the move just made
    meaning: str = ""
    meaning_cs: str = ""


class Refused(_Message, tag="refused"):
    """Your move was refused by the rules (the engine's reason); the match is unchanged."""

    code: str
    text: str
    text_cs: str


class Hint(_Message, tag="hint"):
    """(Version 2) The server's suggestion for view `turn`: a code from that view's `legal`, searched over worlds
    sampled from the asking seat's own view, never the true deal."""

    code: str
    turn: int


ServerMessage = Welcome | ErrorMsg | TableInfo | Seated | View | Refused | Hint

# typed decoders: msgspec checks every field, so what they return is the union they were built for
_client_decoder: msgspec.json.Decoder[ClientMessage] = msgspec.json.Decoder(ClientMessage)
_server_decoder: msgspec.json.Decoder[ServerMessage] = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


def encode(message: _Message) -> str:
    return _encoder.encode(message).decode("utf-8")


def decode_client(frame: str | bytes) -> ClientMessage:
    """A client's frame as its message; msgspec.ValidationError or DecodeError for anything else."""
    return _client_decoder.decode(frame)


def decode_server(frame: str | bytes) -> ServerMessage:
    return _server_decoder.decode(frame)


DecodeError = (msgspec.DecodeError, msgspec.ValidationError)
