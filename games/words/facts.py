"""The table's public facts in words ("Rozdává: Eva", "Trumfy: srdce"), for the terminal and the table.

`Observation.public` maps a key to a value; `FACTS` says how the keys many games share read, a
game's `Words.facts` how its own keys read (checked first). A fact's `how` names the format of its
value (below, "count:<noun>" for a number with its noun, "of:<key>" for "2 / 20", or one of the game's
`Words.formats`); a label holding '{seat:gen}' is a sentence with the seat's name in that case ("Táhneš od
{seat:gen}"), not "label: value"; a key no one names prints as "key words: value",
which the vocabulary test does not let through.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from games.words.forms import count
from games.words.names import Name, decline
from games.words.vocabulary import Context, Fact, Pair, pick
from games.words.zones import zone_name

if TYPE_CHECKING:
    from cards.model import Pack
    from games.game import Game

#: public keys many games share
FACTS: dict[str, Fact] = {
    "dealer": Fact("Rozdává", "Dealer", "seat"),
    "deal": Fact("Rozdání", "Deal", "plain"),
    "deals": Fact("Rozdání v zápase", "Deals in the match", "plain"),
    "phase": Fact("Fáze", "Phase", "phase"),
    "outcome": Fact("Výsledek", "Outcome", "outcome"),
    "bank": Fact("Bank", "Bank", "plain"),
    "chips": Fact("Žetony", "Chips", "per_seat"),
    "stake": Fact("Vklad", "Stake", "plain"),
    "played_for": Fact("Hraje se o", "Playing for", "plain"),
    "trump": Fact("Trumfy", "Trumps", "suit"),
    "tricks": Fact("Zdvihy", "Tricks", "per_seat"),
    "totals": Fact("Celkem", "Totals", "per_seat"),
    "talon": Fact("Karet v talonu", "Cards in the talon", "plain"),
    "target": Fact("Hraje se do", "Game to", "plain"),
    "out": Fact("Venku", "Out", "seats"),
    "loser": Fact("Prohrál", "Loser", "seat"),
    "winners": Fact("Vyhráli", "Winners", "seats"),
}

#: phase codes many games share (a game names its own in `Words.phases`)
PHASES: dict[str, Pair] = {
    "play": ("hra", "play"),
    "auction": ("dražba", "auction"),
    "over": ("konec", "over"),
    "done": ("konec", "over"),
}

#: "Hráč 2: bez barvy srdce" / "Player 2: no hearts"
SUIT_LACK: Pair = ("bez barvy", "no")


def fact(key: str, game: Game | None = None) -> Fact | None:
    own = game.words.facts.get(key) if game is not None else None
    return own or FACTS.get(key)


def public_lines(public: Mapping[str, object], lang: str, names: Sequence[str], pack: Pack | None = None,
                 game: Game | None = None) -> list[str]:
    """The public facts as lines ("Rozdává: Hráč 2"); None, empty values and hidden facts are left out."""
    reader = _Reader(Context(lang, names, game, public), pack)
    lines = []
    for key, value in public.items():
        if value is None or value == [] or value == "" or value == {}:
            continue
        found = fact(key, game) or Fact(key.replace("_", " "), key.replace("_", " "))
        if found.how == "hide" or (found.how in ("flag", "nonzero") and not value):
            continue
        label = pick((found.cs, found.en), lang)
        if found.how == "flag":
            lines.append(label)
            continue
        if "{seat" in label and found.how == "seat":  # a sentence around the seat's name: "Táhneš od {seat:gen}"
            lines.append(label.format(seat=reader.named(value)))
            continue
        text = reader.value(value, found.how)
        if text:
            lines.append(f"{label}: {text}")
    return lines


class _Reader:
    """Puts one fact's value in words by its format."""

    def __init__(self, context: Context, pack: Pack | None) -> None:
        self.ctx, self.pack, self.lang = context, pack, context.lang
        self.names = list(context.names)
        self.formats: dict[str, Callable[[object], str]] = {
            "plain": self.plain, "nonzero": self.plain, "seat": self.seat, "seats": self.seats,
            "per_seat": self.per_seat, "card": self.card, "cards": self.cards, "suit": self.suit,
            "suits": self.suits, "zone": self.zone, "phase": self.phase, "outcome": self.outcome,
            "seat_card": lambda v: self.pairs(v, self.card), "seat_group": lambda v: self.pairs(v, self.group),
            "sides": self.sides, "sides_flag": self.sides_flag, "voids": self.voids,
        }

    def value(self, value: object, how: str) -> str:
        game = self.ctx.game
        own = game.words.formats.get(how) if game is not None else None
        if own is not None:
            return own(value, self.ctx)
        if how.startswith("count:") and isinstance(value, int | float):  # "2 zdvihy": with its counted noun
            return count(value, how[6:], self.lang)
        if how.startswith("of:"):  # "2 / 20": this one out of the number another fact holds
            whole = self.ctx.public.get(how[3:])
            return f"{self.one(value)} / {self.one(whole)}" if whole else self.one(value)
        return self.formats.get(how, self.plain)(value)

    def one(self, v: object) -> str:
        if v is None:
            return "—"
        if isinstance(v, bool):
            return pick(("ano", "yes") if v else ("ne", "no"), self.lang)
        if isinstance(v, float):
            return f"{v:g}"
        return str(v)

    def plain(self, value: object) -> str:
        if isinstance(value, list | tuple):
            return ", ".join(self.one(v) for v in value)
        return self.one(value)

    def seat(self, v: object) -> str:
        v = int(v) if isinstance(v, str) and v.isdigit() else v
        return self.names[v] if isinstance(v, int) and 0 <= v < len(self.names) else self.one(v)

    def named(self, v: object) -> Name:
        """The seat's name with its cases, for a fact written as a sentence around it."""
        return decline(self.seat(v), self.lang)

    def seats(self, value: object) -> str:
        return ", ".join(self.seat(v) for v in value) if isinstance(value, list | tuple) else self.seat(value)

    def per_seat(self, value: object) -> str:
        if isinstance(value, list | tuple) and len(value) == len(self.names):
            return " · ".join(f"{self.names[s]}: {self.one(v)}" for s, v in enumerate(value))
        return self.plain(value)

    def card(self, code: object) -> str:
        try:
            return self.pack.card(str(code)).name(self.lang) if self.pack is not None else str(code)
        except KeyError:  # a code this pack does not know still prints as itself
            return str(code)

    def cards(self, value: object) -> str:
        return ", ".join(self.card(v) for v in value) if isinstance(value, list | tuple) else self.card(value)

    def suit(self, code: object) -> str:
        found = next((s for s in getattr(self.pack, "suits", ()) if s.code == code), None)
        return self.one(code) if found is None else found.names.get(self.lang)

    def suits(self, value: object) -> str:
        return ", ".join(self.suit(v) for v in value) if isinstance(value, list | tuple) else self.suit(value)

    def group(self, code: object) -> str:
        """A suit, or a rank where a pack groups its cards by rank (Kvarteto with a German pack)."""
        found = next((s for s in getattr(self.pack, "suits", ()) if s.code == code), None)
        found = found or next((r for r in getattr(self.pack, "ranks", ()) if r.code == code), None)
        return self.one(code) if found is None else found.names.get(self.lang)

    def zone(self, value: object) -> str:
        text = zone_name(str(value), self.lang, self.ctx.game)
        _, _, seat = str(value).partition(":")
        return f"{text} – {self.seat(int(seat))}" if seat.isdigit() else text

    def phase(self, value: object) -> str:
        game = self.ctx.game
        words = (game.words.phases.get(str(value)) if game is not None else None) or PHASES.get(str(value))
        return pick(words, self.lang) if words else self.one(value)

    def outcome(self, value: object) -> str:
        game = self.ctx.game
        words = game.words.outcomes.get(str(value)) if game is not None else None
        return pick(words, self.lang) if words else self.one(value)

    def pairs(self, items: object, show: Callable[[str], str]) -> str:
        """"seat:x" strings -> "Hráč 2: x, y; Hráč 3: z", grouped by seat."""
        if not isinstance(items, list | tuple):
            return self.plain(items)
        by_seat: dict[int, list[str]] = {}
        for item in items:
            s, _, x = str(item).partition(":")
            by_seat.setdefault(int(s) if s.isdigit() else -1, []).append(show(x))
        return "; ".join(f"{self.seat(s)}: {', '.join(xs)}" for s, xs in sorted(by_seat.items()))

    def side(self, s: int) -> str:
        """Partners sit opposite: seats 0 + 2 and 1 + 3."""
        return " + ".join(self.names[k] for k in range(s, len(self.names), 2))

    def sides(self, value: object) -> str:
        if isinstance(value, list | tuple) and len(value) == 2 and len(self.names) == 4:
            return " · ".join(f"{self.side(s)}: {self.one(v)}" for s, v in enumerate(value))
        return self.plain(value)

    def sides_flag(self, value: object) -> str:
        if isinstance(value, list | tuple) and len(self.names) == 4:
            sides = [self.side(s) for s, v in enumerate(value) if v]
            return ", ".join(sides) if sides else pick(("nikdo", "nobody"), self.lang)
        return self.plain(value)

    def voids(self, value: object) -> str:
        """Bridž: [[seat, suit], ...]; Boston: one list of suits per seat. Either reads 'Hráč 2: bez barvy kára'."""
        if not isinstance(value, list | tuple):
            return self.plain(value)
        found: dict[int, list[str]] = {}
        if len(value) == len(self.names) and all(isinstance(v, list | tuple) and all(isinstance(x, str) for x in v)
                                                 for v in value):
            for s, suits in enumerate(value):
                found.setdefault(s, []).extend(suits)
        else:
            for item in value:
                if isinstance(item, list | tuple) and len(item) == 2:
                    found.setdefault(int(item[0]), []).append(str(item[1]))
        lack = pick(SUIT_LACK, self.lang)
        return "; ".join(f"{self.seat(s)}: {', '.join(f'{lack} {self.suit(x)}' for x in suits)}"
                         for s, suits in sorted(found.items()) if suits)
