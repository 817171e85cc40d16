"""The Blue Chip Bridge Table Manager protocol, version 18, as values: every line a table manager and its four
players exchange, parsed and formatted. Pure: no sockets, no engine.

Seats are Karty's Bridž seats, 0 North, 1 East, 2 South, 3 West (seat + 1 sits on the left, as in the engine).
Cards are the pack's codes ("AS", "10H"); the protocol writes a ten as T ("TH"). Calls are the engine's
("P", "X", "XX", "1C" .. "7NT").

Lines are formatted exactly as the document spells them, without the CRLF that ends each on the wire
(`net.bluechip.wire` adds it). Parsing is strict about the words and their order and tolerant where public
implementations were seen to differ (docs/bridz-robots.md lists them, each with the program that writes it):
letter case, runs of spaces, a full stop ending a line, the punctuation of the seating, teams and hand lines,
what follows a call ("Alert. ...", "Infos. ...") or a card. Anything else is a `ProtocolError` quoting the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

VERSION = 18
#: the calls that are no bid, as the engine writes them (a bid is "1C" .. "7NT")
PASS, DOUBLE, REDOUBLE = "P", "X", "XX"
SEATS = ("North", "East", "South", "West")
#: what a player that takes whichever seat it is given writes for its seat when connecting
ANY_SEAT = "ANYPL"
#: the suits in the order a hand is written, and the ranks from the top
SUITS = ("S", "H", "D", "C")
RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2")
#: vulnerability as the board line writes it: (N/S vulnerable, E/W vulnerable) -> word
VULNERABLE = {(False, False): "Neither", (True, False): "N/S", (False, True): "E/W", (True, True): "Both"}
#: what a player says it is ready for, besides a call or a card: word -> the text after the seat
READY = {"teams": "ready for teams", "start": "ready to start", "deal": "ready for deal", "cards": "ready for cards",
         "dummy": "ready for dummy"}


class ProtocolError(ValueError):
    """A line that is not the protocol's, or not the one expected now: the message quotes it."""


# -- the messages ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Connect:
    team: str
    seat: int | None  # None: "ANYPL", any seat the manager gives it (WBridge5 connects so)
    version: int = VERSION


@dataclass(frozen=True)
class Seated:
    seat: int
    team: str


@dataclass(frozen=True)
class Ready:
    seat: int
    what: str  # a key of READY


@dataclass(frozen=True)
class ReadyForBid:
    seat: int
    bidder: int


@dataclass(frozen=True)
class ReadyForCard:
    seat: int
    player: int | None  # None: "dummy's card"
    trick: int


@dataclass(frozen=True)
class Teams:
    ns: str
    ew: str


@dataclass(frozen=True)
class StartOfBoard:
    pass


@dataclass(frozen=True)
class BoardInfo:
    board: int
    dealer: int
    ns_vulnerable: bool
    ew_vulnerable: bool


@dataclass(frozen=True)
class Cards:
    seat: int | None  # None: "Dummy's cards"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Call:
    seat: int
    call: str
    alert: str = ""


@dataclass(frozen=True)
class Play:
    seat: int | None  # None: "Dummy plays ...", the declarer naming the dummy by its role
    card: str


@dataclass(frozen=True)
class ToLead:
    seat: int | None  # None: "Dummy to lead"


@dataclass(frozen=True)
class Timing:
    text: str


@dataclass(frozen=True)
class EndOfSession:
    pass


@dataclass(frozen=True)
class Refused:
    """Karty's table manager refusing a player's line (the document has no such message; see docs/bridz-robots.md)."""

    text: str


Message = (Connect | Seated | Ready | ReadyForBid | ReadyForCard | Teams | StartOfBoard | BoardInfo | Cards | Call
           | Play | ToLead | Timing | EndOfSession | Refused)


#: what the engine's reasons write that ASCII lacks (the protocol sends ASCII only)
_PLAIN = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C", "–": "-", "—": "-", "’": "'", "…": "..."})


def ascii_text(text: str) -> str:
    """`text` as the protocol may send it: suit symbols as letters, anything else outside ASCII as '?'."""
    return " ".join(text.translate(_PLAIN).encode("ascii", "replace").decode("ascii").split())


# -- formatting --------------------------------------------------------------------------------------------
def card_text(code: str) -> str:
    """A pack code as the protocol writes it: rank then suit, T for ten ("10H" -> "TH")."""
    rank, suit = code[:-1], code[-1]
    return ("T" if rank == "10" else rank) + suit


def hand_text(cards: tuple[str, ...] | list[str]) -> str:
    """'S A K 7. H -. D Q J 9 8. C 6 5 4 3 2.': each suit from the top, a void as '-'."""
    parts = []
    for suit in SUITS:
        ranks = sorted((card_text(c)[:-1] for c in cards if c[-1] == suit), key=RANKS.index)
        parts.append(f"{suit} {' '.join(ranks) or '-'}.")
    return " ".join(parts)


def call_text(seat: int, call: str) -> str:
    who = SEATS[seat]
    if call == PASS:
        return f"{who} passes"
    if call == DOUBLE:
        return f"{who} doubles"
    if call == REDOUBLE:
        return f"{who} redoubles"
    return f"{who} bids {call}"


def format_message(message: Message) -> str:
    match message:
        case Connect(team, seat, version):
            who = ANY_SEAT if seat is None else SEATS[seat]
            return f'Connecting "{team}" as {who} using protocol version {version}'
        case Seated(seat, team):
            return f'{SEATS[seat]} ("{team}") seated'
        case Ready(seat, what):
            return f"{SEATS[seat]} {READY[what]}"
        case ReadyForBid(seat, bidder):
            return f"{SEATS[seat]} ready for {SEATS[bidder]}'s bid"
        case ReadyForCard(seat, player, trick):
            whose = "dummy" if player is None else SEATS[player]
            return f"{SEATS[seat]} ready for {whose}'s card to trick {trick}"
        case Teams(ns, ew):
            return f'Teams : N/S : "{ns}" E/W : "{ew}"'
        case StartOfBoard():
            return "Start of board"
        case BoardInfo(board, dealer, ns, ew):
            return f"Board number {board}. Dealer {SEATS[dealer]}. {VULNERABLE[ns, ew]} vulnerable."
        case Cards(seat, cards):
            return f"{'Dummy' if seat is None else SEATS[seat]}'s cards : {hand_text(cards)}"
        case Call(seat, call, alert):
            return call_text(seat, call) + (f" Alert. {alert}" if alert else "")
        case Play(seat, card):
            return f"{'Dummy' if seat is None else SEATS[seat]} plays {card_text(card)}"
        case ToLead(seat):
            return f"{'Dummy' if seat is None else SEATS[seat]} to lead"
        case Timing(text):
            return f"Timing - {text}"
        case EndOfSession():
            return "End of session"
        case Refused(text):
            return f"ERROR: {ascii_text(text)}"
    raise TypeError(f"not a protocol message: {message!r}")


# -- parsing -----------------------------------------------------------------------------------------------
_SEAT = r"(north|east|south|west)"
_SEAT_OR_DUMMY = r"(north|east|south|west|dummy)"
_QUOTED = r'"([^"]*)"'
#: what may follow a call or a card: a full stop, or a space, then words this module reads or skips
_TAIL = r"(?:[. ](.*))?"
#: (pattern, builder) tried in order; each pattern matches the whole line (spaces collapsed), case aside
_GRAMMAR: list[tuple[re.Pattern[str], str]] = [(re.compile(p, re.IGNORECASE), kind) for p, kind in [
    # BEN adds its configuration after the version when it is asked to send information
    (rf"connecting {_QUOTED} as (north|east|south|west|{ANY_SEAT}) using protocol version (\d+)(?:[. ].*)?",
     "connect"),
    # the document's ("TEAM"); ZBridge writes "TEAM" without brackets, Sodes' client also takes TEAM bare
    (rf'{_SEAT} (?:\({_QUOTED}\)|{_QUOTED}|([^"()]*?)) seated\.?', "seated"),
    (rf"{_SEAT} (ready for teams|ready to start|ready for deal|ready for cards|ready for dummy)\.?", "ready"),
    (rf"{_SEAT} ready for {_SEAT}'s bid\.?", "ready_bid"),
    (rf"{_SEAT} ready for {_SEAT_OR_DUMMY}'s card to trick (\d+)\.?", "ready_card"),
    # 'Teams : N/S : "a" E/W : "b"'; ZBridge 'Teams: N/S: "a". E/W: "b"'; WBridge5's manager 'Teams: N/S "a"
    # E/W "b"'; managers may add the scoring after it ('... E/W : "b". Playing IMPS')
    (rf"teams ?: ?n/s ?:? ?{_QUOTED}\.? ?e/w ?:? ?{_QUOTED}(?:[. ].*)?", "teams"),
    (r"start of board\.?", "start"),
    (rf"board number (\d+)\. ?dealer {_SEAT}\. ?(neither|n/s|e/w|both) vulnerable\.?", "board"),
    (rf"{_SEAT_OR_DUMMY}'s cards ?: ?(.+)", "cards"),
    (rf"{_SEAT} (passes|doubles|redoubles){_TAIL}", "call"),
    (rf"{_SEAT} bids ([1-7](?:c|d|h|s|nt)){_TAIL}", "bid"),
    # BEN adds '. <why>' after a card when it is asked to send card information
    (rf"{_SEAT_OR_DUMMY} plays ([akqjt2-9][shdc]){_TAIL}", "play"),
    (rf"{_SEAT_OR_DUMMY} to lead\.?", "lead"),
    (r"timing - (.*)", "timing"),
    (r"end of session\.?", "end"),
    (r"error: (.*)", "refused"),
]]
_CALL_WORDS = {"passes": PASS, "doubles": DOUBLE, "redoubles": REDOUBLE}
_READY_WORDS = {text: what for what, text in READY.items()}
#: the notes a call may carry: an alert's explanation (for the opponents), BEN's and Sodes' "Infos." (read, dropped)
_NOTES = re.compile(r"(alert|infos)\.", re.IGNORECASE)


def _seat(word: str) -> int:
    return SEATS.index(word.capitalize())


def _seat_or_dummy(word: str) -> int | None:
    return None if word.lower() == "dummy" else _seat(word)


def call_alert(tail: str | None, line: str) -> str:
    """The alert's explanation in what follows a call ('' when none): 'Alert. 15 to 17', 'Alert.C=0-8,...',
    '.Infos.C=0-8,...' ('Infos.' is information, not an alert, and is dropped). Other words are an error."""
    text = (tail or "").strip().lstrip(".").strip()
    if not text:
        return ""
    parts = _NOTES.split(text)  # ['', 'Alert', ' 15 to 17 ', 'Infos', ' ...']
    if parts[0].strip():
        raise ProtocolError(f"a call may be followed by 'Alert. ...' or 'Infos. ...' only: {line!r}")
    notes = {parts[i].lower(): parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    return notes.get("alert", "")


def parse_hand(text: str, line: str) -> tuple[str, ...]:
    """'S A K 7. H -. D Q J 9 8. C 6 5 4 3 2.' -> pack codes. Read as words: a suit letter starts its suit, ranks
    follow, so the spellings in use all read the same ('S J 8 5.H A K T 8.D.C ...' from Sodes' manager, a void
    as 'D.' or 'H -' as ZBridge writes it); each suit once, each card once, thirteen cards."""
    words = text.replace(".", " ").upper().split()
    cards: list[str] = []
    suit = ""
    seen: list[str] = []
    for word in words:
        if word in SUITS:
            if word in seen:
                raise ProtocolError(f"a hand lists each suit once, S H D C: {line!r}")
            suit = word
            seen.append(word)
        elif word == "-" and suit:
            continue
        elif word in RANKS and suit:
            cards.append(("10" if word == "T" else word) + suit)
        else:
            raise ProtocolError(f"a hand is suits S H D C, each followed by ranks A K Q J T 9 .. 2: {line!r}")
    if seen != sorted(seen, key=SUITS.index):
        raise ProtocolError(f"a hand's suits come in the order S H D C: {line!r}")
    if len(set(cards)) != len(cards):
        raise ProtocolError(f"a card is listed twice: {line!r}")
    if len(cards) != 13:
        raise ProtocolError(f"a hand has 13 cards, not {len(cards)}: {line!r}")
    return tuple(cards)


def parse_message(line: str) -> Message:
    """One line (without its CRLF) as a message; a `ProtocolError` naming the line if it is none of them."""
    text = " ".join(line.split())
    for pattern, kind in _GRAMMAR:
        found = pattern.fullmatch(text)
        if found is None:
            continue
        g = found.groups()
        if kind == "connect":
            return Connect(g[0], None if g[1].upper() == ANY_SEAT else _seat(g[1]), int(g[2]))
        if kind == "seated":
            return Seated(_seat(g[0]), next((t for t in g[1:] if t is not None), "").strip())
        if kind == "ready":
            return Ready(_seat(g[0]), _READY_WORDS[g[1].lower()])
        if kind == "ready_bid":
            return ReadyForBid(_seat(g[0]), _seat(g[1]))
        if kind == "ready_card":
            return ReadyForCard(_seat(g[0]), _seat_or_dummy(g[1]), int(g[2]))
        if kind == "teams":
            return Teams(g[0], g[1])
        if kind == "start":
            return StartOfBoard()
        if kind == "board":
            vul = g[2].upper()
            return BoardInfo(int(g[0]), _seat(g[1]), vul in ("N/S", "BOTH"), vul in ("E/W", "BOTH"))
        if kind == "cards":
            return Cards(_seat_or_dummy(g[0]), parse_hand(g[1], line))
        if kind == "call":
            return Call(_seat(g[0]), _CALL_WORDS[g[1].lower()], call_alert(g[2], line))
        if kind == "bid":
            return Call(_seat(g[0]), g[1].upper(), call_alert(g[2], line))
        if kind == "play":
            rank, suit = g[1][0].upper(), g[1][1].upper()
            return Play(_seat_or_dummy(g[0]), ("10" if rank == "T" else rank) + suit)
        if kind == "lead":
            return ToLead(_seat_or_dummy(g[0]))
        if kind == "timing":
            return Timing(g[0])
        if kind == "end":
            return EndOfSession()
        return Refused(g[0])
    raise ProtocolError(f"not a message of the Blue Chip protocol (version {VERSION}): {line!r}")
