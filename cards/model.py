"""The logical model of a card pack: names, suits, ranks, cards and packs.

Nothing here knows about pixels or play order: a game decides how ranks compare,
and the UI decides how a card looks. A `Card` is a small immutable value that is
cheap to hash, because engines keep cards in dicts and sets all the time.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from cards.czech import instrumental

LANGS = ("cs", "en")


@dataclass(frozen=True, slots=True)
class Names:
    """A name in Czech and English, plus native names keyed by language code.

    `acc` is the Czech accusative where the pack gives one (a card's name in "Jan vynáší srdcovou
    osmu"); empty where it does not, see `Card.name`.
    """

    cs: str
    en: str
    native: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    acc: str = ""

    def get(self, lang: str) -> str:
        if lang == "cs":
            return self.cs
        if lang == "en":
            return self.en
        return self.native.get(lang, self.en)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"cs": self.cs, "en": self.en}
        if self.native:
            out["native"] = dict(self.native)
        if self.acc:
            out["acc"] = self.acc
        return out

    def __hash__(self) -> int:
        return hash((self.cs, self.en, tuple(sorted(self.native.items())), self.acc))


@dataclass(frozen=True, slots=True)
class Suit:
    code: str
    names: Names
    colour: str  # "red", "black", "green", ... : what the face renderer tints pips with
    symbol: str  # the pip shape family, e.g. "heart", "bell", "coin", "shield"
    #: Czech adjective forms by gender ("srdcový", "srdcová", "srdcové"): Czech names a card
    #: "srdcové eso", with the suit agreeing with the rank's gender
    adjective: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __hash__(self) -> int:
        return hash(self.code)


@dataclass(frozen=True, slots=True)
class Rank:
    code: str
    names: Names
    short: str  # the index printed in the card's corner, e.g. "10", "K", "U"
    court: bool = False
    gender: str | None = None  # grammatical gender of the Czech name: m, f or n


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card of a pack.

    `code` is unique within its pack and is what saves, logs and the CLI use.
    `kind` is "suited" for suit cards, "trump" for tarot trumps, "extra" for
    cards such as the Škýz or a joker, and "special" for cards of game packs that
    have no suit and rank (Černý Petr, Kvarteto pictures are still suited by group).

    Cards compare and hash by `code` alone (the French and the German `AH` are equal).
    """

    code: str
    names: Names
    kind: str = "suited"
    suit: str | None = None
    rank: str | None = None
    number: int | None = None  # trump numeral, or a rank's position where that helps the renderer
    copy: int = 1
    picture: str | None = None  # a short idea of what the face shows, for illustrated packs
    #: hash(code), kept in a slot: engines hash cards in every set and dict, and a slot read is
    #: cheaper than calling hash() on the code (not saved: pickles rebuild it, see __reduce__)
    _hash: int = field(init=False, repr=False, compare=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash(self.code))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        # The exact-type test first: list scans compare a card with every card before it.
        if other.__class__ is Card or isinstance(other, Card):
            return self.code == other.code
        return NotImplemented

    def __reduce__(self) -> tuple[object, ...]:
        # By the fields alone: a string's hash differs between processes, so `_hash` is recomputed.
        return Card, (self.code, self.names, self.kind, self.suit, self.rank, self.number, self.copy, self.picture)

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code

    def name(self, lang: str = "en", case: str = "nom") -> str:
        """The card's name in `lang`; `case` "acc" gives the Czech accusative ("srdcovou osmu"), "ins" the
        instrumental ("srdcovou osmou").

        A card whose pack gives no Czech accusative (packs no game deals) reads "kartu X" there:
        the noun "karta" carries the case and the name stands beside it, so the sentence is never
        wrong. English has one form.
        """
        if lang == "cs" and case == "acc":
            return self.names.acc or f"kartu {self.names.cs}"
        if lang == "cs" and case == "ins":  # "bere srdcovou osmou": derived, else beside the noun ("kartou X")
            made = instrumental(self.names.cs, self.names.acc) if self.names.acc else None
            return made or f"kartou {self.names.cs}"
        return self.names.get(lang)


@dataclass(frozen=True)
class Pack:
    """A pack as players buy it: a pattern cut to one size.

    `cards` is in the pack's natural order (suit by suit, ranks as listed, then
    trumps and extras). A description-only entry has no cards and says why in
    `not_listed`.
    """

    id: str
    pattern: str
    names: Names
    region: Names
    description: Names
    suits: tuple[Suit, ...]
    ranks: tuple[Rank, ...]
    cards: tuple[Card, ...]
    suit_ranks: Mapping[str, tuple[str, ...]]
    family: str  # "french", "german", "italian", "spanish", "swiss", "tarot", "asian", "game", ...
    copies: int = 1
    sources: tuple[str, ...] = ()
    not_listed: Names | None = None
    source_file: str = ""
    shown: Names | None = None  # the pattern the faces are drawn in, and where it is at home (deck browser)
    played: Names | None = None  # the games played with it in the world (deck browser)
    _by_code: Mapping[str, Card] = field(default_factory=dict, repr=False, compare=False)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def listed(self) -> bool:
        return self.not_listed is None

    def card(self, code: str) -> Card:
        """The card with this code; KeyError names the pack and the close codes."""
        try:
            return self._by_code[code]
        except KeyError:
            upper = {c.upper(): card for c, card in self._by_code.items()}
            if code.upper() in upper:
                return upper[code.upper()]
            raise KeyError(f"pack {self.id!r} has no card {code!r}") from None

    def has_card(self, code: str) -> bool:
        return code in self._by_code

    def suit(self, code: str) -> Suit:
        for suit in self.suits:
            if suit.code == code:
                return suit
        raise KeyError(f"pack {self.id!r} has no suit {code!r}")

    def rank(self, code: str) -> Rank:
        for rank in self.ranks:
            if rank.code == code:
                return rank
        raise KeyError(f"pack {self.id!r} has no rank {code!r}")

    def ranks_of(self, suit: str) -> tuple[str, ...]:
        """The ranks of one suit in the pack's listed order (some packs differ per suit)."""
        return self.suit_ranks[suit]

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self._by_code.get(card.code) == card
