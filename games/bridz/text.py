"""Bridž as plain text, for the terminal: the auction in four columns, the contract line, a hand by suit.

Seat 0 sits North as in the PBN export (games/bridz/dds.py), so a letter means the same seat in the
terminal and in an exported file; Czech players write the quarters S V J Z (sever, východ, jih, západ).
The columns start with the dealer, so the first call is top left and each row is one round of calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.bridz.dds import SEAT_LETTERS
from games.bridz.labels import STRAIN_CS, SUIT_SYMBOL, call_label

if TYPE_CHECKING:
    from cards import Card

SEAT_LETTERS_CS = "SVJZ"
#: the suits top to bottom as a bridge hand is written (games/bridz/deck.py sorts hands the same way)
SUIT_ORDER = ("S", "H", "D", "C")


def seat_letter(seat: int, lang: str) -> str:
    """The seat's quarter, the same for every viewer (seat 0 North, as in the export), so players talking
    about a hand name each seat alike whoever sits at the bottom of whose window."""
    return (SEAT_LETTERS_CS if lang == "cs" else SEAT_LETTERS)[seat % 4]


def _call(call: str, lang: str) -> str:
    try:
        return call_label(call, lang)
    except (IndexError, KeyError, ValueError):  # an unknown call prints as itself
        return call


def auction_grid(calls: Sequence[str], dealer: int, lang: str, names: Sequence[str] = ()) -> list[str]:
    """The calls in four columns from the dealer, a header of the seats' letters (and names, where given) and
    one line per round; a '?' marks the seat to call while the auction is open."""
    seats = [(dealer + i) % 4 for i in range(4)]
    heads = [seat_letter(s, lang) + (f" {names[s]}" if s < len(names) else "") for s in seats]
    cells = [_call(str(call), lang) for call in calls]
    width = max(7, *(len(h) + 2 for h in heads))
    lines = ["".join(h.ljust(width) for h in heads).rstrip()]
    for start in range(0, len(cells), 4):
        lines.append("".join(cell.ljust(width) for cell in cells[start:start + 4]).rstrip())
    return lines


def contract_line(contract: str, lang: str, declarer: int | None = None, dummy: int | None = None,
                  names: Sequence[str] = ()) -> str:
    """'4♥ doubled, declarer Player 2 (E), dummy Player 4 (W): 10 tricks to make' from the public '4HX'."""
    text = contract.rstrip("X")
    doubled = min(len(contract) - len(text), 2)
    cs = lang == "cs"
    words = ("", " kontra", " rekontra") if cs else ("", " doubled", " redoubled")
    out = _call(text, lang) + words[doubled]
    if declarer is None or not names:
        return out

    def who(seat: int) -> str:
        letter = seat_letter(seat, lang)
        return f"{names[seat]} ({letter})" if seat < len(names) else letter

    out += f", hlavní hráč {who(declarer)}" if cs else f", declarer {who(declarer)}"
    if dummy is not None:
        out += f", stůl {who(dummy)}" if cs else f", dummy {who(dummy)}"
    level = int(text[0]) if text[:1].isdigit() else 0
    if level:
        need = level + 6
        out += f": potřebuje {need} zdvihů" if cs else f": {need} tricks to make"
    return out


def hand_by_suit(cards: Sequence[Card], lang: str) -> str:
    """'♠ A Q 6 · ♥ 9 · ♦ K Q 7 4 · ♣ —': every suit, highest card first (the order `cards` come in within a
    suit: pass them sorted as the game sorts hands), '—' for a void."""
    symbols = STRAIN_CS if lang == "cs" else SUIT_SYMBOL
    parts = []
    for suit in SUIT_ORDER:
        held = [_short(c) for c in cards if c.suit == suit]
        parts.append(f"{symbols[suit]} {' '.join(held) if held else '—'}")
    return " · ".join(parts)


def _short(card: Card) -> str:
    return card.rank or card.code
