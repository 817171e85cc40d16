"""How Bridž writes a call and a strain: '1♠', '3NT' (Czech '3BT'), 'Pass' / 'Pas', 'Double' / 'Kontra'.

Apart from games/bridz/words.py so the terminal's text (games/bridz/text.py), which the words use, can read
them too without the two importing each other.
"""

from __future__ import annotations

from games.bridz.auction import DOUBLE, PASS, REDOUBLE, parse_bid

SUIT_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
STRAIN_CS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "BT"}


def call_label(call: str, lang: str = "en") -> str:
    """'1♠', '3NT' / '3BT', 'Pass' / 'Pas', 'Double' / 'Kontra', 'Redouble' / 'Rekontra'."""
    if call == PASS:
        return "Pas" if lang == "cs" else "Pass"
    if call == DOUBLE:
        return "Kontra" if lang == "cs" else "Double"
    if call == REDOUBLE:
        return "Rekontra" if lang == "cs" else "Redouble"
    level, strain = parse_bid(call)
    return f"{level}{(STRAIN_CS if lang == 'cs' else SUIT_SYMBOL)[strain]}"
