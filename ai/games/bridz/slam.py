"""Roman Key-Card Blackwood, 1430 (docs/bridz-system.md §8.1): the key suit an auction agreed, the answers to
4NT, what they say, the queen ask after 5♣ or 5♦ and its answers, and the asker's decision once the answers are
back.

The auction is read as `bidding.tokens` gives it: calls without passes, each marked m (me), p (partner) or
o (an opponent). This module is below bidding.py (which calls it), so it takes those tokens and the hand, not
the bidder's helpers.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.games.bridz import controls, splinter
from cards.model import Card

ASK = "4NT"
#: the ask as the system says it: (call, Czech, English, tag)
ASK_SAID = (ASK, "Blackwood na klíčové karty (1430): ptá se na čtyři esa a trumfového krále",
            "Roman Key-Card Blackwood (1430): asks for the four aces and the trump king", "blackwood")
#: 1430: 5♣ one or four key cards, 5♦ none or three, 5♥ two (or five) without the trump queen, 5♠ with it
ANSWERS = ("5C", "5D", "5H", "5S")
#: the key cards each answer may stand for (the fewer, and the more three further on)
COUNTS = {"5C": (1, 4), "5D": (0, 3), "5H": (2, 5), "5S": (2, 5)}
#: partner's most points shown from which the more is possible: four (three) key cards want 13 or so, all five
#: (the four aces and the king) 19
MORE_NEEDS = {4: 13, 3: 13, 5: 19}
#: the key cards missing, counted as Czech counts (1 karta, 2–4 karty, 5 karet) and English (1 card, 2 cards)
KEY_CARDS_CS = {1: "1 klíčová karta", 2: "2 klíčové karty", 3: "3 klíčové karty", 4: "4 klíčové karty",
                5: "5 klíčových karet"}
KEY_CARDS_EN = {1: "1 key card", 2: "2 key cards", 3: "3 key cards", 4: "4 key cards", 5: "5 key cards"}
SUITS = ("S", "H", "D", "C")
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _natural_suits(toks: Sequence[str], side: str) -> list[tuple[str, str]]:
    """The suits bid by the side (marks in `side`), in order, as (mark, suit): the artificial 2♣ (the strong
    opening, Stayman over 1NT), the 2♦ that answers it, and the opponents' suits (a cue bid) left out."""
    theirs = {t[2:] for t in toks if t[0] not in side and len(t) == 3 and t[2:] in SUITS}
    out: list[tuple[str, str]] = []
    prev_ours, asked = "", False  # asked: our previous call was the artificial 2♣
    for i, t in enumerate(toks):
        if t[0] not in side:
            continue
        call = t[1:]
        artificial = (call == "2C" and (i == 0 or prev_ours == "1NT")) or (call == "2D" and asked)
        before = toks[:i] if t[0] == "m" else splinter.flip(toks[:i])
        if splinter.said_suit(before, call):  # a splinter names the major it agrees, not its short suit
            out.append((t[0], splinter.trump_of(before)))
            prev_ours, asked = call, False
            continue
        if controls.said(before, call):  # a cue bid shows a control, not a suit to play in
            prev_ours, asked = call, False
            continue
        if len(call) == 2 and call[1] in SUITS and not artificial and call[1] not in theirs:
            out.append((t[0], call[1]))
        prev_ours, asked = call, call == "2C" and artificial
    return out


def key_suit(toks: Sequence[str]) -> str:
    """The trump suit 4NT asks about, read from the auction alone (both partners must agree on it): the last
    suit both partners have bid, else the last natural suit the side bid; "" when the side bid none (then
    only the four aces are key cards)."""
    side = "mp"
    named = _natural_suits(toks, side)
    by = {mark: {s for m, s in named if m == mark} for mark in side}
    agreed = [s for _, s in named if all(s in by[mark] for mark in side)]
    if agreed:
        return agreed[-1]
    return named[-1][1] if named else ""


def key_cards(hand: Sequence[Card], suit: str) -> tuple[int, bool]:
    """The key cards held (the four aces and the key suit's king) and whether the key suit's queen is held."""
    count = sum(1 for c in hand if c.rank == "A" or (c.rank == "K" and c.suit == suit))
    return count, any(c.rank == "Q" and c.suit == suit for c in hand)


def answer(toks: Sequence[str], hand: Sequence[Card]) -> tuple[str, str, str] | None:
    """The answer to partner's 4NT, when the last call was partner's key-card ask: (call, cs, en)."""
    if not toks or toks[-1] != "p" + ASK:
        return None
    suit = key_suit(toks[:-1])
    count, queen = key_cards(hand, suit)
    if count in (1, 4):
        call = "5C"
    elif count in (0, 3):
        call = "5D"
    else:
        call = "5S" if queen and suit else "5H"
    cs, en = said(call, suit)
    return call, cs, en


def said(call: str, suit: str) -> tuple[str, str]:
    """What an answer to 4NT says (cs, en)."""
    # a comma, as the queen goes with either count: "dvě nebo pět bez dámy" reads as five without her, two with
    queen_cs = f", s dámou {SYMBOL[suit]}" if suit else ""
    queen_en = f" with the queen of {_word(suit)}" if suit else ""
    return {
        "5C": ("klíčové karty: jedna nebo čtyři", "key cards: one or four"),
        "5D": ("klíčové karty: žádná nebo tři", "key cards: none or three"),
        "5H": ("klíčové karty: dvě nebo pět" + (f", bez dámy {SYMBOL[suit]}" if suit else ""),
               "key cards: two or five" + (f" without the queen of {_word(suit)}" if suit else "")),
        "5S": ("klíčové karty: dvě nebo pět" + queen_cs, "key cards: two or five" + queen_en),
    }[call]


def answer_meaning(toks: Sequence[str], call: str) -> tuple[str, str] | None:
    """The meaning of `call` when it answers partner's 4NT (tokens before the call), else None."""
    if not toks or toks[-1] != "p" + ASK or call not in ANSWERS:
        return None
    return said(call, key_suit(toks[:-1]))


def answered(toks: Sequence[str]) -> bool:
    """I answered partner's 4NT and partner has bid since: the asker placed the contract, so I pass."""
    for i in range(len(toks) - 2):
        if toks[i] == "p" + ASK and toks[i + 1][0] == "m" and toks[i + 1][1:] in ANSWERS:
            return any(t[0] == "p" for t in toks[i + 2:])
    return False


def _word(suit: str) -> str:
    return {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}[suit]


def _reading(toks: Sequence[str], hand: Sequence[Card], strain: str, trumps: int,
             partner_max: int) -> tuple[str, int, bool, bool]:
    """What the asker knows once partner's answer to 4NT is the last call: (key suit, key cards missing, the
    queen known to be ours, the queen known to be missing)."""
    suit = key_suit(toks[:-2])
    total = 5 if suit else 4
    mine, my_queen = key_cards(hand, suit)
    shown = toks[-1][1:]
    low, high = COUNTS[shown]
    # one or four (none or three, two or five): the more only when partner can hold them and the fewer would
    # leave us three short
    could_be_high = high + mine <= total and mine + low <= total - 3 and partner_max >= MORE_NEEDS[high]
    missing = total - mine - (high if could_be_high else low)
    queen = not suit or my_queen or shown == "5S" or trumps >= 10 or (suit != strain)
    return suit, missing, queen, suit == strain and shown == "5H" and not my_queen and trumps < 10


def _asked(toks: Sequence[str]) -> bool:
    """The last two calls are my 4NT and partner's answer."""
    return len(toks) >= 2 and toks[-2] == "m" + ASK and toks[-1][0] == "p" and toks[-1][1:] in ANSWERS


def queen_ask_call(shown: str, suit: str) -> str:
    """The queen ask after the answer `shown` with `suit` agreed: the cheapest suit above the answer other than
    the key suit, when it lies below five of the key suit (a major) so that "no queen" can stop there; else ''.
    In spades 5♦ over 5♣ and 5♥ over 5♦; in hearts 5♦ over 5♣ only."""
    if suit not in ("H", "S") or shown not in ("5C", "5D"):
        return ""
    step = next(s for s in "DHS" if "CDHS".index(s) > "CDHS".index(shown[1]) and s != suit)
    return f"5{step}" if "CDHS".index(step) < "CDHS".index(suit) else ""


def _queen_asked(toks: Sequence[str]) -> str:
    """The key suit when the last two calls are my queen ask and partner's answer to it, else ''."""
    if len(toks) < 4 or not _asked(toks[:-2]) or toks[-1][0] != "p":
        return ""
    suit = key_suit(toks[:-4])
    ok = toks[-2][0] == "m" and toks[-2][1:] == queen_ask_call(toks[-3][1:], suit) != ""
    return suit if ok and toks[-1][1:] in (f"5{suit}", f"6{suit}") else ""


def decide(toks: Sequence[str], hand: Sequence[Card], strain: str, grand: bool, trumps: int,
           partner_max: int) -> tuple[int, str, str] | tuple[int, str, str, str] | None:
    """The asker's level once partner's answer is back, or None when the last calls are not my 4NT and
    partner's answer (or my queen ask and its answer): (level, cs, en), or (0, cs, en, the queen ask). Level 5
    is the stop (two key cards missing, or one and the trump queen); six with one missing; seven with none
    missing, the queen and `grand` (points enough for thirteen tricks). `trumps`: the trumps known between us
    (ten make the queen needless); `partner_max`: partner's most points shown (one key card or four: four only
    when partner can hold them and one would leave us short)."""
    if suit := _queen_asked(toks):
        _, missing, _, _ = _reading(toks[:-2], hand, strain, trumps, partner_max)
        queen = toks[-1][1:] == f"6{suit}"
        if queen:
            return 6, f"máme dámu {SYMBOL[suit]}: slem", f"the queen of {_word(suit)}: we hold it, slam"
        if not missing:  # no queen, but no key card missing either: the slam stands on the key cards alone
            return 6, "máme všechny klíčové karty: slem", "we hold every key card: slam"
        return 5, f"chybí dáma {SYMBOL[suit]}: konec", f"the queen of {_word(suit)} missing: stop"
    if not _asked(toks):
        return None
    suit, missing, queen, queen_known_missing = _reading(toks, hand, strain, trumps, partner_max)
    if missing >= 2 or (missing == 1 and queen_known_missing):
        return 5, f"chybí {KEY_CARDS_CS[missing]}: konec", f"{KEY_CARDS_EN[missing]} missing: stop"
    if missing == 0 and queen and grand:
        return 7, "velký slem: všechny klíčové karty", "grand slam: every key card"
    if not queen and missing == 1 and (ask := queen_ask_call(toks[-1][1:], suit)):
        return (0, *queen_ask_said(suit)[:2], ask)
    held = 5 - missing if suit else 4 - missing
    return 6, f"slem: {held} {'klíčové karty' if held < 5 else 'klíčových karet'} společně", \
        f"slam: {held} key cards together"


def queen_ask_said(suit: str) -> tuple[str, str, str]:
    """The queen ask as the system says it: (cs, en, tag)."""
    return (f"dotaz na trumfovou dámu {SYMBOL[suit]}, forsing", f"asks for the queen of {_word(suit)}, forcing",
            "blackwood")


def queen_answer(toks: Sequence[str], hand: Sequence[Card]) -> tuple[str, str, str] | None:
    """The answer to partner's queen ask (after my answer to his 4NT): six of the key suit with its queen, else
    five: (call, cs, en)."""
    if len(toks) < 3 or toks[-1][0] != "p" or toks[-3] != "p" + ASK or toks[-2][0] != "m":
        return None
    suit = key_suit(toks[:-3])
    if toks[-2][1:] not in ANSWERS or toks[-1][1:] != queen_ask_call(toks[-2][1:], suit) or not suit:
        return None
    if any(c.rank == "Q" and c.suit == suit for c in hand):
        return f"6{suit}", f"mám dámu {SYMBOL[suit]}", f"I hold the queen of {_word(suit)}"
    return f"5{suit}", f"nemám dámu {SYMBOL[suit]}", f"no queen of {_word(suit)}"


def queen_meaning(toks: Sequence[str], call: str) -> tuple[str, str, str] | None:
    """What `call` says when it is the queen ask or its answer (cs, en, tag), else None."""
    if len(toks) >= 2 and toks[-2] == "m" + ASK and toks[-1][0] == "p":  # my call after partner's key cards
        suit = key_suit(toks[:-2])
        if toks[-1][1:] in ANSWERS and call == queen_ask_call(toks[-1][1:], suit) != "":
            return queen_ask_said(suit)
    if len(toks) >= 3 and toks[-3] == "p" + ASK and toks[-2][0] == "m" and toks[-1][0] == "p":
        suit = key_suit(toks[:-3])
        if toks[-2][1:] in ANSWERS and toks[-1][1:] == queen_ask_call(toks[-2][1:], suit) != "":
            if call == f"6{suit}":
                return f"mám dámu {SYMBOL[suit]}", f"I hold the queen of {_word(suit)}", "ask_reply"
            if call == f"5{suit}":
                return f"nemám dámu {SYMBOL[suit]}", f"no queen of {_word(suit)}", "ask_reply"
    return None


def placed(toks: Sequence[str], hand: Sequence[Card], strain: str, grand: bool, trumps: int, partner_max: int,
           legal: set[str]) -> tuple[str, str, str, str] | None:
    """The asker's call once an answer is back (decide's level made a call): the queen ask, the level in our
    strain, or pass when partner's answer is the level itself (5♥ in hearts); when five of our strain lies below
    the answer (5♠ over hearts), six. (call, cs, en, tag)"""
    made = decide(toks, hand, strain, grand, trumps, partner_max)
    if not made:
        return None
    if len(made) == 4:
        return made[3], made[1], made[2], "blackwood"
    level = made[0]
    call = next((f"{lvl}{strain}" for lvl in range(level, 8) if f"{lvl}{strain}" in legal), "")
    if not call or int(call[0]) > max(6, level) or toks[-1][1:] == f"{level}{strain}":
        return "P", made[1], made[2], ""
    return call, made[1], made[2], ""


def game_or_ask(toks: Sequence[str], fit: str, game: str, slam_values: bool, legal: set[str], s_cs: str,
                s_en: str) -> tuple[str, str, str, str]:
    """Over the opponents' bid with a fit and game values: key-card Blackwood with slam values, when 4NT is
    legal and would ask about the fit (§5, §8.1), else the game. (call, cs, en, tag)"""
    if slam_values and ASK in legal and key_suit(toks) == fit:
        return ASK_SAID
    return game, f"manše v {s_cs} přes vstup", f"game in {s_en} over the interference", ""


def own_fit_slam(toks: Sequence[str], hand: Sequence[Card], trump: str) -> bool:
    """Whether the captain with slam values and a fit of his own the auction has not agreed bids the small slam
    (docs/bridz-system.md §5): in a minor always, in a major unless a side suit of two or more cards holds
    neither the ace nor the king and partner has not bid it. Two quick losers may wait there, and the slam is
    bid without asking, so no answer would show them; then game."""
    partners = {t[2:] for t in toks if t[0] == "p" and len(t) == 3}
    for suit in SUITS:
        cards = {c.rank for c in hand if c.suit == suit}
        held = sum(1 for c in hand if c.suit == suit)
        if trump in "HS" and suit != trump and held >= 2 and not {"A", "K"} & cards and suit not in partners:
            return False
    return True
