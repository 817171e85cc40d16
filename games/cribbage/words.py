"""What Cribbage says to a player: its sentences, public facts and piles, and the count in words.

The count is said the way players say it, with the running total ("fifteen 2, fifteen 4, and a pair
is 6" / "patnáct 2, patnáct 4 a pár je 6"). Events carry it in English (their `arg`, which the
scoring caches), so the log rebuilds it from the event's cards in the reader's language. The Czech
terms follow our source: "crib", "go", and "předák" for the pone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Protocol, cast

from cards import Card, Names
from games.cribbage.counts import COUNT_NAMES, Item, combination_name, say_count, say_peg
from games.events import Event
from games.rulebook import Config
from games.words import HIDE, Fact, Words
from games.words.sentences import fill
from games.words.vocabulary import Pair, Speaker, pick


class Counter(Protocol):
    """What the words ask of Cribbage's scoring (games/cribbage/scoring.py `Scoring`), to rebuild a count in the
    reader's language: a Protocol, as the scoring says its counts with these words' pieces (counts.py)."""

    def breakdown(self, hand: Sequence[Card], starter: Card | None, crib: bool = False) -> list[Item]: ...
    def peg_items(self, pile: Sequence[Card]) -> list[Item]: ...


class Counted(Protocol):
    """The game whose events these words say (games/cribbage/rules.py `Cribbage`): it has the scoring."""

    def scoring(self) -> Counter: ...


def word_items(items: Iterable[Item], lang: str = "en") -> str:
    """A count the way players say it, with the running total: "fifteen 2, fifteen 4, and a pair is 6"."""
    return say_count([(i.kind, i.points, len(i.cards)) for i in items], lang)


_UNITS_EN = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
             "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_UNITS_CS = ("nula", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět", "deset", "jedenáct",
             "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct", "sedmnáct", "osmnáct", "devatenáct")
_TENS: dict[int, Pair] = {2: ("dvacet", "twenty"), 3: ("třicet", "thirty"), 4: ("čtyřicet", "forty"),
                          5: ("padesát", "fifty")}


def number_words(n: int, lang: str) -> str:
    """A count as players say it aloud: "twenty-nine" / "dvacet devět" (up to 59: no show counts more)."""
    if n < 20 or n // 10 not in _TENS:
        return (_UNITS_CS if lang == "cs" else _UNITS_EN)[n] if 0 <= n < 20 else str(n)
    tens, unit = divmod(n, 10)
    word = pick(_TENS[tens], lang)
    if not unit:
        return word
    return f"{word} {_UNITS_CS[unit]}" if lang == "cs" else f"{word}-{_UNITS_EN[unit]}"


def spoken_count(parts: Sequence[tuple[str, int, int]], lang: str) -> list[str]:
    """The show counted aloud, one phrase per combination with the running total in words: "fifteen two",
    "fifteen four", "and a pair is six" / "patnáct dva", "patnáct čtyři", "a pár je šest"; the last phrase
    takes the "and". Empty for a hand that scores nothing (its word is `nothing_said`)."""
    en = lang != "cs"
    said: list[str] = []
    total = 0
    for kind, points, n in parts:
        total += points
        if kind == "fifteen":
            said.append(f"{pick(COUNT_NAMES['fifteen'], lang)} {number_words(total, lang)}")
        else:
            said.append(f"{combination_name(kind, n, lang)} {'is' if en else 'je'} {number_words(total, lang)}")
    if len(said) > 1:
        said[-1] = ("and " if en else "a ") + said[-1]
    return said


def nothing_said(lang: str) -> str:
    """A hand that scores nothing, as players call it."""
    return "nic" if lang == "cs" else "nineteen (nothing)"


#: a scoring event of the play, said with its points ("last card for 1"): the peg events name their combinations
_FOR: dict[str, Pair] = {"go_point": ("go", "go"), "last_card": ("poslední karta", "last card"),
                         "heels": ("kluk", "his heels"), "muggins": ("přehlédnuté body", "muggins"),
                         "show": ("ruka", "hand"), "show_crib": ("crib", "crib")}


def callout_phrase(event: Event, lang: str, game: Speaker) -> str | None:
    """What a scoring event pegged, said as players say it: "fifteen for 2", "a pair for 2", "a run of three
    for 3", "thirty-one for 2", "last card for 1" / "patnáct za 2"...; None for an event that scores nothing."""
    if event.kind == "peg" and event.cards:
        items = cast(Counted, game).scoring().peg_items(list(event.cards))
        return word_peg(items, lang) or None
    pair = _FOR.get(event.kind)
    if pair is None or not event.value:
        return None
    return f"{pick(pair, lang)} {'za' if lang == 'cs' else 'for'} {event.value}"


def discard_prompt(lang: str, cards: int, dealer: str | None, more: bool = False) -> str:
    """What the player is asked in the discard: "Lay two cards away to your crib" / "...to Charles's crib";
    `cards` is how many are still to go (one each with three or four players), `dealer` None when it is the
    player's own crib, `more` after a first card went ("Lay one more card away...")."""
    if lang == "cs":
        what = "dvě karty" if cards >= 2 else "ještě jednu kartu" if more else "jednu kartu"
        whose = "do svého cribu" if dealer is None else f"do cribu, který má {dealer}"
        return f"Odlož {what} {whose}"
    what = "two cards" if cards >= 2 else "one more card" if more else "one card"
    whose = "your crib" if dealer is None else f"{dealer}'s crib"
    return f"Lay {what} away to {whose}"


def word_peg(items: Sequence[Item], lang: str = "en") -> str:
    """Points in the play: "fifteen for 2", "a pair for 2", "a run of three for 3"."""
    return say_peg([(i.kind, i.points, len(i.cards)) for i in items], lang)


def _count(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    """Show and peg events with their count rebuilt in `lang` from the event's cards (the last shown is
    the starter); `{arg}` of the show templates is the starter's name and the count."""
    scoring = cast(Counted, game).scoring()  # the words of Cribbage's events are asked with Cribbage
    if event.kind in ("show", "show_crib") and event.cards:
        hand, starter = list(event.cards[:-1]), event.cards[-1]
        count = word_items(scoring.breakdown(hand, starter, event.kind == "show_crib"), lang)
        arg = f"{starter.name(lang, 'ins')}: {count}"  # "se startovní kartou srdcovou osmou"
        return fill(pick(WORDS.sentences[event.kind], lang), replace(event, cards=tuple(hand), arg=arg), lang, names)
    if event.kind == "peg" and event.cards:
        count = word_peg(scoring.peg_items(list(event.cards)), lang)
        return fill(pick(WORDS.sentences["peg"], lang), replace(event, arg=count), lang, names)
    return None


def _tally(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    """A scoring event as a line of the summary's table, the way a score sheet has it: "a pair for 2", "go for
    1", "hand: fifteen 2, fifteen 4, and a pair is 6"; None for what scored nothing (a card played, a go said)."""
    cs = lang == "cs"
    if event.kind in ("show", "show_crib") and event.cards:
        hand, starter = list(event.cards[:-1]), event.cards[-1]
        items = cast(Counted, game).scoring().breakdown(hand, starter, event.kind == "show_crib")
        return f"{pick(_FOR[event.kind], lang)}: {word_items(items, lang) if items else nothing_said(lang)}"
    if event.kind == "claim":
        return f"ohlášeno {event.value}" if cs else f"announced {event.value}"
    if event.kind == "overclaim":
        return "víc, než ruka má: nepočítá se" if cs else "more than the hand holds: not scored"
    if event.kind == "peg_out":
        return f"dosahuje {event.value} a vyhrává" if cs else f"reaches {event.value} and wins"
    return callout_phrase(event, lang, game)


_TIMES: dict[int, Pair] = {2: ("dvojnásob", "double"), 3: ("trojnásob", "triple"), 4: ("čtyřnásob", "quadruple")}


def match_sheet(config: Config, totals: Sequence[float], labels: Sequence[str], lang: str) -> list[str]:
    """The end of a match in words: who won and by how much, each loser's place against the lurch line with
    what the game is worth (x2 for a lurch, x3 for a double lurch by default), and the games each side
    takes on the match sheet. `totals` and `labels` are per side (partners together)."""
    from games.cribbage.match_score import game_points

    cs = lang == "cs"
    target = float(config["target"])
    winner = max(range(len(totals)), key=lambda s: totals[s])
    losers = [s for s in range(len(totals)) if s != winner]
    scores = " : ".join(f"{totals[s]:g}" for s in (winner, *losers))
    lines = [f"{labels[winner]} vyhrává partii {scores}." if cs else f"{labels[winner]} wins the game, {scores}."]
    won = 0
    for s in losers:
        worth = game_points(config, totals[s])
        won += worth
        double = bool(config.get("double_lurch")) and totals[s] < target - float(config["double_lurch_margin"])
        line = int(target - float(config["double_lurch_margin" if double else "lurch_margin"]))
        times = pick(_TIMES.get(worth, (f"{worth}×", f"{worth} times")), lang)
        if worth > 1 and cs:
            kind = "pod druhou hranicí" if double else "pod hranicí"  # Czech has no word for "lurched"
            lines.append(f"{labels[s]} je {kind}: {totals[s]:g} je méně než {line}, partie se počítá "
                         f"{times} (×{worth}).")
        elif worth > 1:
            kind = "double-lurched" if double else "lurched"
            lines.append(f"{labels[s]} is {kind}: {totals[s]:g} is below the line at {line}, so the game counts "
                         f"{times} (×{worth}).")
        elif config.get("lurch"):
            lines.append(f"{labels[s]}: nad hranicí ({line}), jedna hra." if cs else
                         f"{labels[s]} passed the lurch line ({line}): a single game.")
    sheet = ", ".join([f"{labels[winner]} {won}", *(f"{labels[s]} 0" for s in losers)])
    lines.append(("Vyhrané hry: " if cs else "Games won: ") + sheet + ".")
    return lines


WORDS = Words(
    sentences={
        "cut_for_deal": ("Snímání o první rozdávání ({cards}): nižší kartu má {seat} a rozdává.",
                         "Cutting for the first deal ({cards}): {seat} cut lower and deals."),
        "deal": ("{seat} rozdává po {value} kartách.", "{seat} deals {value} cards each."),
        "discard": ("{seat} odkládá do cribu {cards:acc}.", "{seat} lays the {cards} away to the crib."),
        "discard/hidden": ("{seat} odkládá kartu do cribu.", "{seat} lays a card away to the crib."),
        "starter": ("Startovní karta: {cards}.", "The starter is the {cards}."),
        "heels": ("Startovní karta je kluk: {seat} si připisuje {value:bod} za kluka.",
                  "The starter is a jack: {seat} pegs {value} for his heels."),
        "play": ("{seat} hraje {cards:acc}, součet {value}.", "{seat} plays the {cards}, count {value}."),
        "peg": ("{seat} si připisuje {value:bod}: {arg}.", "{seat} pegs {value}: {arg}."),
        "go": ("{seat} hlásí go.", "{seat}: go."),
        "go_point": ("{seat} si připisuje {value:bod} za go.", "{seat} pegs {value} for the go."),
        "last_card": ("{seat} si připisuje {value:bod} za poslední kartu.", "{seat} pegs {value} for the last card."),
        "reset": ("Součet začíná znovu od nuly.", "The count starts again from zero."),
        # {arg}: the starter and the count ("křížová čtyřka: patnáct 2 a pár je 4"), built by _count
        "show": ("{seat} ukazuje {cards:acc}; se startovní kartou {arg} ({value:bod}).",
                 "{seat} shows the {cards} with the starter {arg} ({value:bod})."),
        "show_crib": ("{seat} má v cribu {cards:acc}; se startovní kartou {arg} ({value:bod}).",
                      "{seat}'s crib: {cards} with the starter {arg} ({value:bod})."),
        "claim": ("{seat} hlásí {value:bod}.", "{seat} announces {value}."),
        "muggins": ("{seat} si bere body, které soupeř přehlédl: {value}.",
                    "Muggins! {seat} takes the {value} missed."),
        "overclaim": ("{seat} hlásí víc, než ruka má: ohlášených {value} se nepočítá a ruka nedává nic.",
                      "{seat} announced more than the hand holds: the {value} is not scored, nor the hand."),
        "peg_out": ("{seat} dosahuje {value:bod} a vyhrává!", "{seat} reaches {value} and wins!"),
    },
    facts={
        "pone": Fact("Předák", "Pone", "seat"),
        "count": Fact("Součet", "Count", "plain"),
        "pile": Fact("Zahráno do součtu", "Cards in this count", "cards"),
        "go": Fact("Řekli go", "Said go", "seats"),
        "starter": HIDE,  # its pile says it ("Startovní karta: 1 karta: srdcová dvojka")
        "deal_points": Fact("Body v rozdání", "Points this deal", "per_seat"),
        "previous_totals": HIDE,  # the totals less this deal's points, both said just above it
        "show": Fact("Ukazuje se", "Now counting", "zone"),
    },
    phases={"discard": ("odkládání do cribu", "discarding to the crib"), "show": ("počítání", "the show")},
    zones={"crib": Names("crib", "crib", acc="crib"),
           "starter": Names("startovní karta", "starter", acc="startovní kartu")},
    sentence=_count,
    tally=_tally,
    reasons={
        "discard": ("teď každý odkládá dvě karty z ruky do cribu: vyber jednu ze svých karet (discard:KARTA)",
                    "now each player lays two cards from their hand away to the crib: choose one of your cards "
                    "(discard:CARD)"),
        "play": ("ve hře přikládáš k součtu jednu kartu ze své ruky (play:KARTA)",
                 "in the play you lay one card from your hand on the count (play:CARD)"),
        "past_limit": ("{card:acc} teď přiložit nejde: součet by přesáhl {limit} ({count} + {value}); přilož "
                       "menší kartu",
                       "the {card} would take the count past {limit} ({count} + {value}); lay a smaller card"),
        "claim": ("s volbou přehlédnutých bodů ohlašuješ svůj součet při ukazování: číslo od 0 do {most} (claim:ČÍSLO)",
                  "with muggins you announce your count at the show: a number from 0 to {most} (claim:NUMBER)"),
    },
)
