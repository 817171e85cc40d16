"""A contract-bridge auction as a pure value: calls, what may be called next, and the contract.

Kept apart from the game so Boston and other auction games can reuse it. Calls are short
strings: a bid "1C".."7NT" (level and strain C D H S NT), "P" (pass), "X" (double, kontra)
and "XX" (redouble, rekontra). Seats go round to the left (seat + 1) from the dealer;
partners sit opposite (seat and seat + 2).

>>> a = Auction(0).call("1H").call("X").call("XX")
>>> a.legal()[:3], a.may_double(), a.may_redouble()
(['P', '1S', '1NT'], False, False)
>>> Auction(3, ("1NT", "P", "P", "P")).contract()
Contract(level=1, strain='NT', doubled=0, declarer=3)
"""

from __future__ import annotations

from dataclasses import dataclass

STRAINS = ("C", "D", "H", "S", "NT")
BIDS = tuple(f"{level}{strain}" for level in range(1, 8) for strain in STRAINS)
BID_INDEX = {bid: i for i, bid in enumerate(BIDS)}
PASS, DOUBLE, REDOUBLE = "P", "X", "XX"
CALLS = (PASS, DOUBLE, REDOUBLE, *BIDS)


@dataclass(frozen=True)
class Contract:
    level: int
    strain: str
    doubled: int  # 0, 1 (doubled) or 2 (redoubled)
    declarer: int

    @property
    def code(self) -> str:
        return f"{self.level}{self.strain}{'X' * self.doubled}"


def parse_bid(bid: str) -> tuple[int, str]:
    return int(bid[0]), bid[1:]


@dataclass(frozen=True)
class Auction:
    dealer: int
    calls: tuple[str, ...] = ()
    num_seats: int = 4

    def call(self, call: str) -> Auction:
        if call not in self.legal():
            raise ValueError(f"{call!r} may not be called now")
        return Auction(self.dealer, (*self.calls, call), self.num_seats)

    def seat_of(self, index: int) -> int:
        return (self.dealer + index) % self.num_seats

    @property
    def to_call(self) -> int | None:
        return None if self.is_over() else self.seat_of(len(self.calls))

    def is_over(self) -> bool:
        """Four passes at the start (thrown in), or three passes after a bid."""
        n = len(self.calls)
        if n >= 4 and all(c == PASS for c in self.calls[:4]) and self.last_bid_index() is None:
            return True
        return self.last_bid_index() is not None and n >= 4 and all(c == PASS for c in self.calls[-3:])

    def passed_out(self) -> bool:
        return self.is_over() and self.last_bid_index() is None

    def last_bid_index(self) -> int | None:
        for i in range(len(self.calls) - 1, -1, -1):
            if self.calls[i] in BID_INDEX:
                return i
        return None

    def last_bid(self) -> str | None:
        i = self.last_bid_index()
        return None if i is None else self.calls[i]

    def doubled(self) -> int:
        """0, 1 or 2: the state of the last bid (a new bid cancels doubles)."""
        i = self.last_bid_index()
        if i is None:
            return 0
        later = [c for c in self.calls[i + 1:] if c != PASS]
        return 2 if REDOUBLE in later else (1 if DOUBLE in later else 0)

    def side(self, seat: int) -> int:
        return seat % 2

    def may_double(self) -> bool:
        """The last bid was the opponents' and stands undoubled."""
        i = self.last_bid_index()
        seat = self.to_call
        return (i is not None and seat is not None and self.doubled() == 0
                and self.side(self.seat_of(i)) != self.side(seat))

    def may_redouble(self) -> bool:
        """Our side's last bid stands doubled by the opponents (not yet redoubled)."""
        i = self.last_bid_index()
        seat = self.to_call
        return (i is not None and seat is not None and self.doubled() == 1
                and self.side(self.seat_of(i)) == self.side(seat))

    def legal(self) -> list[str]:
        """Every call allowed now, in a stable order: pass, double, redouble, then the sufficient bids."""
        if self.is_over():
            return []
        out = [PASS]
        if self.may_double():
            out.append(DOUBLE)
        if self.may_redouble():
            out.append(REDOUBLE)
        last = self.last_bid()
        start = 0 if last is None else BID_INDEX[last] + 1
        return out + list(BIDS[start:])

    def problem(self, call: str) -> str:
        """Why `call` is not allowed now, as the key of Bridž's reason (games/bridz/words.py); '' when it is."""
        if call in self.legal():
            return ""
        if self.is_over():
            return "over"
        if call == DOUBLE:
            return "double"
        if call == REDOUBLE:
            return "redouble"
        return "higher" if call in BID_INDEX else "other"

    def contract(self, declarer_rule: str = "first_named") -> Contract | None:
        """The final contract once the auction is over (None if thrown in or not over)."""
        if not self.is_over():
            return None
        i = self.last_bid_index()
        if i is None:
            return None
        level, strain = parse_bid(self.calls[i])
        winner = self.seat_of(i)
        declarer = winner
        if declarer_rule == "first_named":
            for j, c in enumerate(self.calls):
                if c in BID_INDEX and parse_bid(c)[1] == strain and self.side(self.seat_of(j)) == self.side(winner):
                    declarer = self.seat_of(j)
                    break
        return Contract(level, strain, self.doubled(), declarer)
