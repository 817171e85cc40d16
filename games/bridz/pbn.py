"""PBN export of Bridž deals: each finished deal of a match as one PBN game (the game's `exports`).

PBN (Portable Bridge Notation, version 2.1) is what bridge programs read: tags in
brackets, the deal as 'N:<north> <east> <south> <west>' with suits spades.hearts.
diamonds.clubs. Seat 0 sits North, as in games/bridz/dds.py. Only the tags that the
record fixes are written (no invented names or dates of play beyond the export's own).

Besides the deal, the auction and the result, a game carries
- the card play (`[Play]`): one line per trick, the cards in the columns of the opening
  leader and the seats after him (not of each trick's leader), `-` where a seat played no
  card; a claim ends the section with `*` (the claimed cards were never played);
- what the calls meant, where the bidding system can say (`meaning`, the AI layer's reading
  of a call: games/ imports no AI, so the game finds it through the registry): a call followed
  by `=k=` and a `[Note "k:..."]` after the auction.

Everything written is public once the deal is over (all 52 cards, the calls and the play).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from cards import Card
from games.bridz.auction import Contract
from games.bridz.dds import SEAT_LETTERS, pbn
from games.events import Event


class Board(Protocol):
    """What the export reads of a finished deal (games/bridz/rules.py's `BridzState`, which calls the export:
    a Protocol, so this module does not import it back)."""

    @property
    def history(self) -> Sequence[Event]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def vulnerable(self) -> Sequence[bool]: ...
    @property
    def calls(self) -> Sequence[str]: ...
    def played_contract(self) -> Contract | None: ...  # None when all passed
    @property
    def side_tricks(self) -> Sequence[int]: ...
    @property
    def claimed(self) -> bool: ...
    def original_hands(self) -> list[list[Card]]: ...

CALLS = {"P": "Pass"}
#: what a call means: (the calls before it, the dealer, the caller, the call) -> a short text, "" for nothing
Meaning = Callable[[Sequence[str], int, int, str], str]


def _doubled(flag: int | None) -> str:
    return {0: "", 1: "X", 2: "XX"}.get(int(flag or 0), "")


#: what a note's text may not hold as it is: PBN 2.1 files are ISO 8859-1, and a quote would end the tag
PLAIN = str.maketrans({"–": "-", "—": "-", "♠": "S", "♥": "H", "♦": "D", "♣": "C", '"': "'", "…": "..."})


def latin1(text: str) -> str:
    """`text` as a PBN note may hold it: Latin-1 only (anything else becomes '?'), no double quote."""
    return text.translate(PLAIN).encode("latin-1", "replace").decode("latin-1")


def card_code(card: Card) -> str:
    """A card as PBN's play section writes it: suit then rank ('SA', 'HT', 'C2')."""
    rank = "T" if card.rank == "10" else str(card.rank)
    return f"{card.suit}{rank}"


def tricks_played(deal: Board) -> list[dict[int, Card]]:
    """The deal's tricks as played, each as seat -> card, in order (claimed cards are not among them)."""
    tricks: list[dict[int, Card]] = []
    for event in deal.history:
        if event.kind != "play" or event.seat is None or not event.cards:
            continue
        if not tricks or len(tricks[-1]) == 4:
            tricks.append({})
        tricks[-1][event.seat] = event.cards[0]
    return tricks


def play_lines(deal: Board) -> list[str]:
    """The `[Play]` tag and its section: the opening leader's letter, then one trick a line in his column order."""
    contract = deal.played_contract()
    if contract is None:
        return []
    first = (contract.declarer + 1) % 4  # the declarer's left-hand opponent leads
    tricks = tricks_played(deal)
    if not tricks:
        return []
    lines = [f'[Play "{SEAT_LETTERS[first]}"]']
    for trick in tricks:
        seats = [(first + i) % 4 for i in range(4)]
        lines.append(" ".join(card_code(trick[s]) if s in trick else "-" for s in seats))
    if deal.claimed:
        lines.append("*")
    return lines


def auction_lines(deal: Board, meaning: Meaning | None) -> list[str]:
    """The `[Auction]` tag, the calls four to a line from the dealer (each meaning noted as `=k=`), then the
    notes; a Pass the system gives no meaning to is left bare."""
    tokens: list[str] = []
    notes: list[str] = []
    for i, call in enumerate(deal.calls):
        tokens.append(CALLS.get(call, call))
        said = meaning(deal.calls[:i], deal.dealer, (deal.dealer + i) % 4, call) if meaning else ""
        if said:
            notes.append(f'[Note "{len(notes) + 1}:{latin1(said)}"]')
            tokens[-1] += f" ={len(notes)}="
    lines = [f'[Auction "{SEAT_LETTERS[deal.dealer]}"]']
    lines += [" ".join(tokens[i:i + 4]) for i in range(0, len(tokens), 4)]
    return lines + notes


def deal_tags(deal: Board, board: int, meaning: Meaning | None = None) -> list[str]:
    """One deal as PBN tag lines, its auction section with the notes, and its play section."""
    ns, ew = bool(deal.vulnerable[0]), bool(deal.vulnerable[1])
    vul = "All" if ns and ew else "NS" if ns else "EW" if ew else "None"
    lines = [
        '[Event "Karty"]',
        f'[Board "{board}"]',
        f'[Dealer "{SEAT_LETTERS[deal.dealer]}"]',
        f'[Vulnerable "{vul}"]',
        f'[Deal "{pbn(deal.original_hands())}"]',
    ]
    contract = deal.played_contract()
    if contract is not None:
        declarer = contract.declarer
        lines += [f'[Declarer "{SEAT_LETTERS[declarer]}"]',
                  f'[Contract "{contract.level}{contract.strain}{_doubled(contract.doubled)}"]',
                  f'[Result "{deal.side_tricks[declarer % 2]}"]']
    else:
        lines += ['[Declarer ""]', '[Contract "Pass"]']
    return lines + auction_lines(deal, meaning) + play_lines(deal)


def pbn_text(deals: Sequence[Board], meaning: Meaning | None = None) -> str:
    """Finished Bridž deals as one PBN file."""
    games = [deal_tags(deal, i + 1, meaning) for i, deal in enumerate(deals)]
    return "% PBN 2.1\n% EXPORT\n\n" + "\n\n".join("\n".join(g) for g in games) + "\n"
