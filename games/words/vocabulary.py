"""`Words`: everything one game says to a player, in Czech and English, in one value.

A game's `Game.words` holds what only that game says; what every game says (the common sentences,
public facts, phases and pile names) lives beside this module, and the game's words win where both
have a key. The terminal and the table ask through the game object, so no shared table is keyed
by game id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NamedTuple, Never, Protocol

from cards.model import Card, Names
from games.events import Event
from games.rulebook import RuleBook

#: (cs, en)
Pair = tuple[str, str]


class Fact(NamedTuple):
    """How a public fact (a key of `Observation.public`) reads: its label and how its value is shown.

    `how` is one of the formats in games/words/facts.py (seat, seats, per_seat, card, suit, ...) or a
    name in the game's own `Words.formats`; "hide" leaves the fact out (a rule-book setting, not news).
    """

    cs: str
    en: str
    how: str = "plain"


HIDE = Fact("", "", "hide")


class Speaker(Protocol):
    """The game whose words are asked, as a game's own sentences and formats are handed it: games/game.py's `Game`,
    which holds its `Words` (a Protocol, so the words do not import the game back). A game's own function that
    needs more of its game casts it to its class."""

    @property
    def id(self) -> str: ...
    @property
    def words(self) -> Words: ...
    @property
    def rulebook(self) -> RuleBook: ...


@dataclass(frozen=True)
class Context:
    """What a game's own fact format is given besides the value: the reader and the table."""

    lang: str
    names: Sequence[str]
    game: Speaker | None
    public: Mapping[str, object]


#: a game's own fact format: (value, context) -> text
Format = Callable[[object, Context], str]
#: how a game writes a hand seen face up (Bridž's dummy by suit): (cards in the game's order, lang) -> text
HandText = Callable[[Sequence[Card], str], str]
#: a game's own sentence for an event templates cannot build: (event, lang, seat names, game) -> text or None
Sentence = Callable[[Event, str, Sequence[str], "Speaker"], str | None]


def _empty() -> Mapping[str, Never]:
    return MappingProxyType({})


@dataclass(frozen=True)
class Words:
    """One game's vocabulary. Every field is optional; an empty `Words()` leaves the common words.

    - `sentences`: event kind -> (cs, en) template; "kind/hidden" is the version for an event whose
      cards the reader may not see, "kind/none" for one with no cards and a value of 0. Fields: {seat}
      {target} (seat names), {cards} (card names; {cards:acc} in the Czech accusative), {value}
      ({value:karta}: with its counted noun), {arg}.
    - `facts`: public-fact key -> `Fact`, read before the common facts.
    - `outcomes`, `phases`: a deal's outcome / phase code -> (cs, en).
    - `zones`: zone kind -> `Names` (cs with its accusative, en), read before the common pile names.
    - `formats`: fact format name -> function, for values only this game can put in words.
    - `sentence`: the game's own wording for events a template cannot build (asked first).
    - `reasons`: why a move is refused, key -> (cs, en) template (games/words/reasons.py), read
      before the common reasons.
    - `hand`: how the terminal writes another seat's hand seen face up (else the cards' names in a row).
    - `tally`: a scoring event as a line of the end-of-deal summary's "for what", shorter than the log's
      sentence ("a pair for 2", "hand: fifteen 2, fifteen 4, and a pair is 6"); None leaves the event out.
    - `tallied`: event kinds that say what a player's result is for though they carry no value, however often
      they happen (Kvarteto's quartets, Černý Petr's Petr): the end-of-deal summary gives them in the
      player's row, as it does an event that counts something.
    - `seats`: the game's own names for its seats by language, seat 0 first (Bridž's quarters): the terminal
      says them beside the player's name where it tells him where he sits (`own_seat_name`).
    - `to_others`: event kind -> (cs, en) template for an event that pays or collects from every other seat (Hundert's
      hundred and going over): what it is for each of them, {target} that seat, {seat} the event's, so the
      end-of-deal summary says why their chips moved ("Jan dostává od Karla 7 žetonů").
    - `labels`: action kind -> (cs, en) template for an action aimed at a seat (its `number`), so a menu names
      the player as the table does ("Zeptat se Karla na {card:acc}") where the engine's own label can only
      number him; fields {target} (declined, as in `sentences`) and {card} ({card:acc}).
    - `times`: event kind -> (cs, en) template for an event the end-of-deal summary says once per player with how
      often it happened, {value} the count ("Jan bere {value:zdvih}": "Jan bere 2 zdvihy", not "Zdvih bere Jan. ×2").
    """

    sentences: Mapping[str, Pair] = field(default_factory=_empty)
    facts: Mapping[str, Fact] = field(default_factory=_empty)
    outcomes: Mapping[str, Pair] = field(default_factory=_empty)
    phases: Mapping[str, Pair] = field(default_factory=_empty)
    zones: Mapping[str, Names] = field(default_factory=_empty)
    formats: Mapping[str, Format] = field(default_factory=_empty)
    sentence: Sentence | None = None
    reasons: Mapping[str, Pair] = field(default_factory=_empty)
    hand: HandText | None = None
    tally: Sentence | None = None
    tallied: frozenset[str] = frozenset()
    seats: Mapping[str, tuple[str, ...]] = field(default_factory=_empty)
    labels: Mapping[str, Pair] = field(default_factory=_empty)
    to_others: Mapping[str, Pair] = field(default_factory=_empty)
    times: Mapping[str, Pair] = field(default_factory=_empty)


def own_seat_name(words: Words, seat: int, lang: str) -> str:
    """The game's own name for the seat ('North', 'Sever'), said beside the name the table and the log give
    it; '' in a game whose seats have none."""
    own = words.seats.get("cs" if lang == "cs" else "en", ())
    return own[seat % len(own)] if own else ""


def pick(pair: Pair, lang: str) -> str:
    return pair[0] if lang == "cs" else pair[1]
