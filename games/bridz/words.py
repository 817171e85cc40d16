"""What Bridž says to a player: calls, contracts, the score sheet and the last deal in words.

Czech bridge players write no-trumps as "BT" (bez trumfů) and call the dummy "stůl"; events carry
a call in English ("3NT", their `arg`), so the Czech log rewrites it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from games.bridz.facts import LastDealFacts, PublicSheet, as_public

# the labels live in games/bridz/labels.py; said here too, where the calls, the rules and the table read them
from games.bridz.labels import STRAIN_CS as STRAIN_CS
from games.bridz.labels import SUIT_SYMBOL as SUIT_SYMBOL
from games.bridz.labels import call_label as call_label
from games.bridz.text import auction_grid, contract_line, hand_by_suit
from games.events import Event
from games.words import HIDE, Context, Fact, Words
from games.words.forms import count
from games.words.sentences import fill
from games.words.vocabulary import Speaker, pick

if TYPE_CHECKING:
    from cards import Card


def _call(call: str, lang: str) -> str:
    try:
        return call_label(call, lang)
    except (IndexError, KeyError, ValueError):  # an unknown call prints as itself
        return call


def last_deal_words(facts: LastDealFacts, lang: str, names: Sequence[str] = ()) -> str:
    """'4♥, hraje Hráč 3: uhráno 10 zdvihů, při otevřených kartách 9; par 4♥ 3= (+420 pro 1+3)'."""
    seat = int(facts["declarer"])
    who = names[seat] if seat < len(names) else str(seat + 1)
    cs = lang == "cs"
    par = facts["par"] or ("všichni pasují" if cs else "all pass")
    if cs:  # the facts write no-trumps as "NT", Czech as "BT"
        contract, par = str(facts["contract"]).replace("NT", "BT"), par.replace("NT", "BT")
        return (f"{contract}, hraje {who}: uhráno {count(int(facts['made']), 'zdvih', 'cs')}, při otevřených "
                f"kartách {facts['dd']}; par {par} ({facts['par_score']:+d} pro 1+3)")
    return (f"{facts['contract']} by {who}: {facts['made']} tricks made, double dummy {facts['dd']}; "
            f"par {par} ({facts['par_score']:+d} for 1+3)")


def _calls(value: object, ctx: Context) -> str:
    """The auction in four columns from the dealer, under the fact's label (games/bridz/text.py)."""
    calls = [str(c) for c in cast("list[str]", value)]  # the `calls` fact: BridzPublic's list of calls
    dealer = as_public(ctx.public).get("dealer")
    if not isinstance(dealer, int):
        return ", ".join(_call(c, ctx.lang) for c in calls)
    return "".join("\n    " + line for line in auction_grid(calls, dealer, ctx.lang, ctx.names))


def _contract(value: object, ctx: Context) -> str:
    """'4♥ doubled, declarer Player 2 (E), dummy Player 4 (W): 10 tricks to make'."""
    public = as_public(ctx.public)
    declarer, dummy = public.get("declarer"), public.get("dummy")
    return contract_line(str(value), ctx.lang, declarer if isinstance(declarer, int) else None,
                         dummy if isinstance(dummy, int) else None, ctx.names)


def _hand(cards: Sequence[Card], lang: str) -> str:
    return hand_by_suit(cards, lang)


def _last(value: object, ctx: Context) -> str:
    """The `last_deal` fact of `Bridz.analysis` (a LastDealFacts) in words; anything else as it is."""
    if not isinstance(value, Mapping):
        return str(value)
    return last_deal_words(cast(LastDealFacts, value), ctx.lang, ctx.names)


def _sheet(value: object, ctx: Context) -> str:
    """The rubber score: games won, points above and below the line, per side. Below the line counts every
    game of the rubber, with what the finished games hold said apart: a won game draws a line under its
    points, but they still count."""
    names = ctx.names
    if not isinstance(value, dict) or len(names) != 4:
        return str(value)
    sheet = cast(PublicSheet, value)  # the `sheet` fact: BridzPublic's
    cs = ctx.lang == "cs"
    below = sheet.get("below") or [[[], []]]
    parts = []
    for s in (0, 1):
        side = pair_name(s, names)
        games_won = (sheet.get("games") or [0, 0])[s]
        above = sum((sheet.get("above") or [[], []])[s])
        under = sum(sum(block[s]) for block in below)
        earlier = under - sum(below[-1][s])
        part = (f"hry {games_won}, nad čarou {above}, pod čarou {under}" if cs else
                f"games {games_won}, above the line {above}, below {under}")
        if earlier:
            part += f" (z toho {earlier} v dohraných hrách)" if cs else f" ({earlier} of it in finished games)"
        parts.append(f"{side}: {part}")
    done = int(sheet.get("rubbers_done", 0))
    if done:
        parts.append(f"dohraných robrů {done}" if cs else f"rubbers finished {done}")
    return " · ".join(parts)


def pair_name(side: int, names: Sequence[str]) -> str:
    """'Hráč 1 + Hráč 3': a partnership by its two players (side 0 sits at seats 0 and 2)."""
    return " + ".join(names[k] for k in range(side, len(names), 2))


def _side_event(event: Event, lang: str, names: Sequence[str]) -> str | None:
    """A game or a rubber won, a penalty or honours scored, with the partnership named ('Hru vyhrávají Hráč 1 +
    Hráč 3')."""
    if event.kind not in ("game", "rubber", "penalty", "honours") or event.seat is None or len(names) != 4:
        return None
    pair = pair_name(event.seat % 2, names)
    return fill(pick(WORDS.sentences[event.kind], lang), replace(event, arg=pair), lang, names)


def _own_sentence(event: Event, lang: str, names: Sequence[str], game: Speaker) -> str | None:
    """A game or rubber won by a pair, a call in Czech; None leaves the templates to it."""
    return _side_event(event, lang, names) or _contract_event(event, lang, names) or _czech_strain(event, lang, names)


def _contract_event(event: Event, lang: str, names: Sequence[str]) -> str | None:
    """'Contract 7NT redoubled, declarer ...', '... goes down 2 in 4♥ doubled': the doubling in words, not the
    event's 'XX'."""
    if event.kind not in ("contract", "made", "down") or not event.arg:
        return None
    text = event.arg.rstrip("X")
    words = ("", " kontra", " rekontra") if lang == "cs" else ("", " doubled", " redoubled")
    shown = (text.replace("NT", "BT") if lang == "cs" else text) + words[min(len(event.arg) - len(text), 2)]
    return fill(pick(WORDS.sentences[event.kind], lang), replace(event, arg=shown), lang, names)


def _czech_strain(event: Event, lang: str, names: Sequence[str]) -> str | None:
    """A call the event carries in English ("3NT") in Czech ("3BT")."""
    if lang != "cs" or not event.arg or "NT" not in event.arg or event.kind not in WORDS.sentences:
        return None
    return fill(pick(WORDS.sentences[event.kind], lang), replace(event, arg=event.arg.replace("NT", "BT")), lang, names)


WORDS = Words(
    sentences={
        "cut": ("{seat} si táhne {cards:acc}.", "{seat} cuts the {cards}."),
        "deal": ("{seat} rozdává (balíček {arg}).", "{seat} deals (pack {arg})."),
        "bid": ("{seat} hlásí {arg}.", "{seat}: {arg}."),
        "double": ("{seat} dává kontru.", "{seat}: double."),
        "redouble": ("{seat} dává rekontru.", "{seat}: redouble."),
        "passed_out": ("Všichni pasovali: karty se skládají.", "All four passed: the deal is thrown in."),
        "contract": ("Závazek {arg}, hlavní hráč {seat}.", "Contract {arg}, declarer {seat}."),
        "dummy": ("{seat} je stůl a vykládá karty.", "The dummy ({seat}) goes face up."),
        "trick": ("Zdvih bere {seat}.", "{seat} wins the trick."),
        "claim": ("{seat} si nárokuje zbylé zdvihy ({value}); uznáno.",
                  "{seat} claims the last {value:zdvih}; agreed."),
        # why, in the words the check decides by: some defence takes a trick whatever the declarer plays
        "claim_refused": ("{seat} si nárokuje zbylé zdvihy ({value}): neuznáno, obrana může při otevřených "
                          "kartách jeden z nich vzít. Hraje se dál.",
                          "{seat} claims the last {value:zdvih}: refused, the defence can take one of them "
                          "with all cards in view. Play goes on."),
        "made": ("{seat} uhrává {value:zdvih}, závazek {arg} je splněn.", "{seat} makes {arg} with {value:zdvih}."),
        "down": ("Závazek {arg} není splněn: {seat:dat} chybí {value:zdvih}.", "{seat} goes down {value} in {arg}."),
        # {arg}: the pair (_side_event); the seat is the declarer who made the game
        "game": ("Hru vyhrávají {arg}.", "{arg} win a game."),
        "rubber": ("Robr vyhrávají {arg}, prémie {value:bod}.", "{arg} win the rubber: a bonus of {value:bod}."),
        # {arg}: the pair (_side_event); the seat one of them
        "penalty": ("Obránci {arg} si píší {value:bod} nad čáru.", "The defenders {arg} score {value:bod} above the "
                    "line."),
        "honours": ("{arg} si píší {value:bod} nad čáru za honéry.", "{arg} score {value:bod} above the line for "
                    "honours."),
    },
    facts={
        "calls": Fact("Dražba", "Auction", "calls"),
        "vulnerable": Fact("V manši", "Vulnerable", "sides_flag"),
        "tricks": Fact("Zdvihy", "Tricks", "sides"),
        "contract": Fact("Závazek", "Contract", "contract"),
        "declarer": HIDE, "dummy": HIDE,  # both in the contract's line
        "sheet": Fact("Zápis", "Score sheet", "sheet"),
        "pack_back": Fact("Balíček (rub)", "Pack in use (back)", "plain"),
        "next_pack_back": HIDE, "played": HIDE, "turn": HIDE, "previous_deal": HIDE,
        "voids": Fact("Nepřiznal barvu", "Known voids", "voids"),
        "last_deal": Fact("Minulé rozdání", "Last deal", "last_deal"),
        "par": Fact("Par", "Par", "plain"),
        "par_score": Fact("Par (body)", "Par score", "sides"),
        "dd_tricks": Fact("Zdvihů při otevřených kartách", "Double-dummy tricks", "plain"),
        "made_tricks": Fact("Uhráno zdvihů", "Tricks made", "plain"),
    },
    outcomes={"made": ("splněno", "made"), "down": ("nesplněno", "down"), "passed out": ("všichni pasovali",
                                                                                    "passed out")},
    # seat 0 North, as the terminal's auction letters and the export have it (games/bridz/text.py)
    seats={"cs": ("Sever", "Východ", "Jih", "Západ"), "en": ("North", "East", "South", "West")},
    formats={"calls": _calls, "contract": _contract, "sheet": _sheet, "last_deal": _last},
    sentence=_own_sentence,
    hand=_hand,
    reasons={
        "claims_off": ("nárokování zdvihů je vypnuté (volba claims)", "claims are switched off (option claims)"),
        "claim_who": ("nárokovat smí jen hlavní hráč, když vynáší on nebo stůl",
                      "only the declarer may claim, when it is the declarer's (or dummy's) turn to lead"),
        "claim_when": ("nárokuje se na začátku zdvihu, než kdo přiloží kartu",
                       "claim at the start of a trick, before anyone plays to it"),
        "claim_refused": ("nárok v tomto zdvihu už neprošel: hraj dál",
                          "this claim was refused in this trick already; play on"),
        "auction_how": ("v dražbě můžeš pasovat (pass), dražit (např. bid:1:NT), dát kontru (double) nebo rekontru "
                        "(redouble)", "in the auction you may pass, bid (e.g. bid:1:NT), double or redouble"),
        "auction_over": ("dražba už skončila", "the auction is over"),
        "auction_double": ("kontru smíš dát jen na poslední závazek soupeřů, a jen jednou",
                           "you may double only the opponents' last bid, and only once"),
        "auction_redouble": ("rekontru smíš dát jen na kontru soupeře proti závazku tvé strany",
                             "you may redouble only an opponent's double of your side's bid"),
        "auction_higher": ("{call} nestačí: závazek musí být vyšší než {last}",
                           "{call} is not enough: a bid must be higher than {last}"),
        "auction_other": ("{call} teď hlásit nejde", "{call} may not be called now"),
        "play_how": ("teď se hraje karta do zdvihu (play:KARTA)", "now a card is played to the trick (play:CARD)"),
    },
)
