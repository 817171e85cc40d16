"""What Boston says to a player: its sentences, the auction and the game in play in words.

The games one can bid (their names in cs and en) are rows of the rule book, so a bid or a contract
is put in words from the game's rule book: the events name it by its row and suit
("bid_3_H", "contract_3_H").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cards import Names
from games.boston import tables
from games.events import Event
from games.rulebook import RuleBook
from games.words import HIDE, Context, Fact, Words
from games.words.sentences import fill
from games.words.vocabulary import Pair, Speaker, pick

if TYPE_CHECKING:
    pass

_CALLS: dict[str, Pair] = {"pass": ("pas", "pass"), "ask": ("hledá společníka", "asks for a partner"),
                           "alone": ("hraje sám", "plays alone"), "accept": ("pomůže", "accepts"),
                           "decline": ("nepomůže", "declines")}


def _label(game: Speaker | None, index: int, suit: str | None, lang: str) -> str:
    rows = tables.games(game.rulebook) if game is not None else ()
    if not 0 <= index < len(rows):
        return f"{index} {suit or ''}".strip()
    return pick(tables.bid_label(rows[index], suit or None), lang)


def bid_words(rulebook: RuleBook, index: int, suit: str | None) -> Pair:
    """A bid as each language names it, from the rule book's row (a reason's field)."""
    rows = tables.games(rulebook)
    if not 0 <= index < len(rows):
        return f"{index} {suit or ''}".strip(), f"{index} {suit or ''}".strip()
    return tables.bid_label(rows[index], suit or None)


def _bid_sentence(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    """'bid_3_H' / 'contract_3_H': the bid or contract named from the rule book's row 3, in hearts."""
    kind, _, rest = event.kind.partition("_")
    index, _, suit = rest.partition("_")
    if kind not in ("bid", "contract") or not index.isdigit():
        return None
    label = _label(game, int(index), None if suit in ("", "N") else suit, lang)
    return fill(pick(WORDS.sentences[kind], lang), replace(event, arg=label), lang, names)


def _call(code: str, lang: str, game: Speaker | None) -> str:
    kind, _, rest = code.partition(":")
    if kind == "bid":
        index, _, suit = rest.partition(":")
        if index.isdigit():
            return _label(game, int(index), suit or None, lang)
    return pick(_CALLS[kind], lang) if kind in _CALLS else code


def _calls(value: object, ctx: Context) -> str:
    if not isinstance(value, list | tuple):  # the calls are a list of [seat, code] (BostonPublic)
        return str(value)
    out = []
    for item in value:
        if isinstance(item, list | tuple) and len(item) == 2 and isinstance(item[0], int) and item[0] < len(ctx.names):
            out.append(f"{ctx.names[item[0]]}: {_call(str(item[1]), ctx.lang, ctx.game)}")
        else:
            out.append(str(item))
    return ", ".join(out)


def _bid(value: object, ctx: Context) -> str:
    if isinstance(value, list | tuple) and len(value) == 2 and isinstance(value[0], int):
        return _label(ctx.game, value[0], value[1], ctx.lang)
    return str(value)


def _game(value: object, ctx: Context) -> str:
    rows = tables.games(ctx.game.rulebook) if ctx.game is not None else ()
    row = next((g for g in rows if g.id == value), None)
    return str(value) if row is None else row.name(ctx.lang).capitalize() if ctx.lang == "cs" else row.name(ctx.lang)


WORDS = Words(
    sentences={
        "deal": ("{seat} rozdává po {value} kartách.", "{seat} deals {value} cards each."),
        "turn_up": ("Z druhého balíčku se otočila karta {cards}; její barva je nejlepší.",
                    "The {cards} is turned from the other pack: its suit ranks first."),
        "ante": ("{seat} vkládá do pokladny {value:žeton}.", "{seat} puts {value:žeton} into the pool."),
        "ante_all": ("Každý vkládá do pokladny {value:žeton}.", "Everyone puts {value:žeton} into the pool."),
        "thrown_in": ("Všichni pasovali; karty se skládají a v pokladně zůstává {value:žeton}.",
                      "Everyone passed; the cards are thrown in and {value:žeton} stay in the pool."),
        # {arg}: the bid or the game played, named by _bid_sentence from the rule book
        "bid": ("{seat} nabízí: {arg}.", "{seat} bids {arg}."),
        "contract": ("{seat} hraje: {arg} (cena {value}).", "{seat} plays {arg} (worth {value})."),
        "ask": ("{seat} hledá společníka.", "{seat} asks for a partner."),
        "alone": ("{seat} hraje sám.", "{seat} plays alone."),
        "accept": ("{seat} pomůže {target:dat}.", "{seat} will help {target}."),
        "decline": ("{seat} říká: „Nepomohu.“", "{seat} declines."),
        "no_partner": ("Nikdo nepomůže; {seat} hraje sám.", "Nobody helps; {seat} plays alone."),
        "aside": ("{seat} odkládá {cards:acc}.", "{seat} lays aside the {cards}."),
        "aside/hidden": ("{seat} odkládá kartu.", "{seat} lays a card aside."),
        "reveal": ("{seat} vykládá karty: {cards}.", "{seat} lays the cards open: {cards}."),
        "trick": ("Zdvih bere {seat}.", "{seat} takes the trick."),
        "made": ("Hra {seat:gen} je splněna (cena {value}).", "{seat} makes the game (worth {value})."),
        "take_pool": ("Pokladnu ({value:žeton}) bere strana hlavního hráče.",
                      "The declarer's side takes the pool ({value:žeton})."),
        "failed": ("Hra {seat:gen} není splněna: {seat} platí {value:žeton}.", "{seat} fails and pays {value:žeton}."),
        "overtricks": ("Strana, kterou jako hlavní hráč vede {seat}, má navíc {value:zdvih}; i ty se platí.",
                       "{seat}'s side took {value:zdvih} over the game, and they are paid too."),
        "undertricks": ("Straně, kterou jako hlavní hráč vede {seat}, chybí {value:zdvih}; "
                        "každý po prvním se platí navíc.",
                        "{seat}'s side is {value:zdvih} short; each after the first costs extra."),
        "partout": ("Všichni pasovali: hraje se mizérie všech bez trumfů, platí ten, kdo vezme nejvíc zdvihů.",
                    "Everyone passed: a misère for all is played without trumps; the most tricks pay."),
        "partout_pays": ("{seat} má nejvíc zdvihů a platí ostatním celkem {value:žeton}.",
                         "{seat} took the most tricks and pays the others {value:žeton} in all."),
    },
    facts={
        "bank": Fact("Pokladna", "Pool", "plain"),
        "turned": Fact("Otočená karta", "Turned card", "card"),
        "suit_order": Fact("Pořadí barev", "Suit order", "suits"),
        "calls": Fact("Dražba", "Auction", "calls"),
        "high": Fact("Nejvyšší hra", "Highest bid", "bid"),
        "high_seat": HIDE, "partners": HIDE,
        "holder": Fact("Hru drží", "Bid held by", "seat"),
        "declarer": Fact("Hraje", "Declarer", "seat"),
        "partner": Fact("Společník", "Partner", "seat"),
        "game": Fact("Hra", "Game", "game"),
        "price": Fact("Cena hry", "Price", "nonzero"),
        "voids": Fact("Nepřiznal barvu", "Known voids", "voids"),
        "deal_chips": Fact("Žetony v rozdání", "Chips this deal", "per_seat"),
        "partout": Fact("Mizérie všech: nejvíc zdvihů platí", "Misère partout: most tricks pay", "flag"),
        "paid": Fact("Zaplaceno za hru", "Paid for the game", "nonzero"),
    },
    outcomes={"made": ("splněno", "made"), "failed": ("nesplněno", "failed"),
              "thrown_in": ("rozdání zahozeno", "thrown in"),
              "partout": ("mizérie všech dohrána", "misère partout played")},
    phases={"aside": ("odkládání", "laying aside"), "partner": ("hledání společníka", "finding a partner")},
    zones={"aside": Names("odložené karty", "cards laid aside", acc="odložené karty")},
    formats={"calls": _calls, "bid": _bid, "game": _game},
    sentence=_bid_sentence,
    reasons={
        "bid_low": ("nabídka musí přebít tu poslední ({high}): vyšší hrou, nebo stejnou hrou v lepší barvě",
                    "a bid must beat the last one ({high}): a higher game, or the same game in a better suit"),
        "how_auction": ("v dražbě nabízíš hru z nabídky (bid:…), nebo pasuješ (pass)",
                        "in the auction you bid a game from the list (bid:…) or pass"),
        "how_ask": ("hledáš společníka (ask), nebo hraješ sám (alone)", "you ask for a partner (ask) or play alone"),
        "how_partner": ("hlavnímu hráči buď pomůžeš (accept), nebo ne (decline)",
                        "you either help the declarer (accept) or not (decline)"),
        "how_aside": ("odlož jednu ze svých karet (aside:KARTA)", "lay aside one of your cards (aside:CARD)"),
        "how_play": ("zahraj kartu ze své ruky do zdvihu (play:KARTA)", "play a card from your hand to the trick "
                     "(play:CARD)"),
    },
)
