"""The review's words (ai/review): the marks, the cost of a decision in a sentence, the deal's summary.

Said by the terminal (`main.py review`) and the window alike, so they live with the other played words.
A card is named in the case the sentence needs (`CardNames`); a cost is counted with its noun in the form
the number takes: "o 1 zdvih", "o 2 zdvihy", "o 5 zdvihů", and a fraction "o 1,4 zdvihu".
"""

from __future__ import annotations

from collections.abc import Sequence

from cards.model import Card
from games.words.forms import CardNames

MARK_WORDS: dict[str, tuple[str, str]] = {
    "good": ("dobře", "good"),
    "inaccuracy": ("nepřesnost", "inaccuracy"),
    "mistake": ("chyba", "mistake"),
    "blunder": ("hrubá chyba", "blunder"),
}

#: a unit's noun: Czech after "o" (1, 2–4, 5 and more, a fraction), English (one, more)
UNITS: dict[str, tuple[tuple[str, str, str, str], tuple[str, str]]] = {
    "zdvih": (("zdvih", "zdvihy", "zdvihů", "zdvihu"), ("trick", "tricks")),
    "bod": (("bod", "body", "bodů", "bodu"), ("point", "points")),
    "zeton": (("žeton", "žetony", "žetonů", "žetonu"), ("chip", "chips")),
    "vysledek": (("", "", "", ""), ("", "")),  # the search's scale has no noun
    "odchylka": (("", "", "", ""), ("", "")),  # a call is not counted
}

#: the sentences; {card} a card in the case asked, {move} a move's label, {n} the cost with its noun
SENTENCES: dict[str, tuple[str, str]] = {
    "zdvih_card": ("{card:ins} by se tu{avg} vzalo o {n} víc.", "{card} here takes {n}{avg}."),
    "bod_card": ("{card:ins} by se tu{avg} získalo o {n} víc.", "{card} here scores {n}{avg}."),
    "bod_discard": ("Odhodit {card:acc} by tu{avg} dalo o {n} víc.",
                    "Throwing {card} away here is worth {n}{avg}."),
    "zeton_card": ("{card:ins} by se tu{avg} vyhrálo o {n} víc.", "{card} here wins {n}{avg}."),
    "zeton_move": ("Tah „{move}“ by tu{avg} vyhrál o {n} víc.", "“{move}” here wins {n}{avg}."),
    "vysledek_card": ("{card:ins} by to tu{avg} dopadlo o {n} líp.", "{card} here does {n} better{avg}."),
    "move": ("Tah „{move}“ by tu{avg} dal o {n} víc.", "“{move}” here does {n} better{avg}."),
    "odchylka": ("Systém by tu řekl {move}.", "The system would call {move} here."),
    "avg": (" v průměru", " on average"),  # where the cost is an estimate
    "best": ("Tvůj tah je nejlepší.", "Your move is the best."),
    "equal": ("Tvůj tah je stejně dobrý jako nejlepší.", "Your move is as good as the best."),
    "scale": ("Výsledek rozdání na stupnici hledání od −1 do 1.",
              "The deal's result on the search's scale from −1 to 1."),
    "sampled": ("Hodnoceno z toho, co jsi tehdy mohl vědět, ne podle skutečného rozdání.",
                "Rated from what you could know then, not from the true deal."),
    "summary": ("{deal}. rozdání: {count} rozhodnutí, {bad} z nich horších než dobře; ztráta celkem {total}.",
                "Deal {deal}: {count} decisions, {bad} of them worse than good; {total} lost in all."),
    "largest": ("Největší chyby: {moves}.", "The largest mistakes: {moves}."),
    "decision": ("{index}. tah", "move {index}"),
    "unfinished": ("Rozbor byl přerušen, než došel na konec.", "The review was stopped before its end."),
    # the terminal's review (main.py review)
    "head": ("Rozbor: {game}, {deal}. rozdání z {deals}, hraje {seat}", "Review: {game}, deal {deal} of {deals}, "
             "played by {seat}"),
    "chose": ("{step}. tah ({mark}): {chosen}", "move {step} ({mark}): {chosen}"),
    "best_move": ("nejlepší: {best}, ztráta {cost}", "best: {best}, cost {cost}"),
    "none": ("V tomto rozdání nebylo nic k rozhodnutí.", "There was nothing to decide in this deal."),
    "no_save": ("{save} není uložená hra ani soubor s uloženou hrou", "{save} is neither a save nor a save file"),
    "bad_save": ("{save} nejde přečíst: {why}", "{save} cannot be read: {why}"),
    "no_deal": ("rozdání {deal} v záznamu není; dohraná rozdání: 1 až {deals}",
                "there is no deal {deal} in the record; the finished deals are 1 to {deals}"),
    "no_deals": ("v záznamu není žádné dohrané rozdání", "the record holds no finished deal"),
    "no_human": ("u stolu neseděl člověk; zvol místo volbou {opt}", "nobody human sat at the table; choose a seat "
                 "with {opt}"),
    "budget": ("{opt} musí být aspoň 1", "{opt} must be at least 1"),
    "no_seat": ("místo {seat} u stolu není; místa jsou 1 až {seats}",
                "there is no seat {seat}; the seats are 1 to {seats}"),
}


def say(key: str, lang: str, **fields: object) -> str:
    cs, en = SENTENCES[key]
    return (cs if lang == "cs" else en).format(**fields)


def number(value: float, lang: str, places: int = 1) -> str:
    """1.4 -> '1,4' (cs) / '1.4'; a whole number without its decimals."""
    text = f"{value:.{places}f}".rstrip("0").rstrip(".") if places else f"{value:.0f}"
    text = text or "0"
    return text.replace(".", ",") if lang == "cs" else text


def amount(value: float, unit: str, lang: str) -> str:
    """A cost with its unit's noun: 'o 1,4 zdvihu' takes '1,4 zdvihu' from here, '1.4 tricks' in English."""
    places = 2 if unit == "vysledek" else 1
    shown = number(value, lang, places)
    cs, en = UNITS[unit]
    whole = "," not in shown and "." not in shown
    if lang != "cs":  # English says "1.4 more tricks"; a unit without a noun, just the number
        noun = en[0] if shown == "1" else en[1]
        return f"{shown} more {noun}" if noun else shown
    elif not whole:
        noun = cs[3]
    else:
        n = int(shown)
        noun = cs[0] if n == 1 else cs[1] if n in (2, 3, 4) else cs[2]
    return f"{shown} {noun}".strip()


def cost_sentence(unit: str, cost: float, exact: bool, lang: str, card: Card | None, move: str,
                  kind: str = "") -> str:
    """What the better move would have given, in one sentence."""
    if unit == "odchylka":
        return say("odchylka", lang, move=move)
    avg = "" if exact else say("avg", lang)
    n = amount(cost, unit, lang)
    if card is None:
        return say(f"{unit}_move" if f"{unit}_move" in SENTENCES else "move", lang, move=move, n=n, avg=avg)
    key = f"{unit}_discard" if kind == "discard" and f"{unit}_discard" in SENTENCES else f"{unit}_card"
    named = CardNames((card,), lang)
    if lang == "en":
        text = say(key, lang, card=f"the {card.names.en}", n=n, avg=avg)
        return text[0].upper() + text[1:]
    text = say(key, lang, card=named, n=n, avg=avg)
    return text[0].upper() + text[1:]


def mark_word(mark: str, lang: str) -> str:
    cs, en = MARK_WORDS[mark]
    return cs if lang == "cs" else en


def pairs() -> Sequence[tuple[str, str, str]]:
    """(where, Czech, English) of every text here, for the vocabulary's checks."""
    out = [(f"review mark {k}", cs, en) for k, (cs, en) in MARK_WORDS.items()]
    out += [(f"review {k}", cs, en) for k, (cs, en) in SENTENCES.items()]
    return out
