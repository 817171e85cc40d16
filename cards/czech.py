"""Czech accusative forms of card names, for sentences such as "Jan vynáší srdcovou osmu".

A Czech sentence puts the card it acts on in the accusative: "srdcová osma" becomes "srdcovou osmu",
"kárový král" "kárového krále", "zelený svršek" "zeleného svrška", while "pikové eso" stays. The
packs name a suited card as the suit's adjective agreeing with the rank's gender, and both words
decline. The adjectives are all regular (hard -ý/-á/-é, soft -í), so a rule declines them; of the
nouns only the feminine -a ones are regular enough for a rule ("osma" -> "osmu"; neuters such as
"eso" keep their form), so a pack writes a masculine noun's accusative itself ("svršek": acc
"svrška", "pes": acc "psa"), and the loader refuses a masculine rank without one.

Masculine here means animate: every masculine rank in a pack is a person (kluk, král, spodek,
svršek, kaval), and only animate masculine nouns change in the accusative.
"""

from __future__ import annotations


def noun_accusative(noun: str, gender: str) -> str | None:
    """The accusative of a feminine or neuter rank noun, or None where a rule cannot know it (masculine).

    'osma' -> 'osmu', 'dáma' -> 'dámu', 'eso' -> 'eso'. A feminine noun that ends otherwise ('myš')
    keeps its form.
    """
    if gender == "n":
        return noun
    if gender == "f":
        if noun.endswith("á"):  # an adjective used as a noun ("Hluboká")
            return noun[:-1] + "ou"
        if noun.endswith("a"):
            return noun[:-1] + "u"
        return noun
    return None


def adjective_accusative(adjective: str, gender: str) -> str:
    """The accusative of a suit adjective in the gender it already agrees with.

    'srdcová' (f) -> 'srdcovou', 'kárový' (m) -> 'kárového', 'pikové' (n) -> 'pikové'; a soft
    adjective ('jižní') changes only in the masculine ('jižního'). ValueError for an ending the rule
    does not know, so a new pack's odd adjective is caught when it loads.
    """
    if gender == "m" and adjective.endswith("ý"):
        return adjective[:-1] + "ého"
    if gender == "m" and adjective.endswith("í"):
        return adjective[:-1] + "ího"
    if gender == "f" and adjective.endswith("á"):
        return adjective[:-1] + "ou"
    if (gender == "n" and adjective.endswith("é")) or (gender in ("f", "n") and adjective.endswith("í")):
        return adjective
    raise ValueError(f"no Czech accusative rule for the {gender} adjective {adjective!r}")


def _word_instrumental(nom: str, acc: str) -> str | None:
    """One word of a card's name in the instrumental, from its nominative and accusative ("osma", "osmu" ->
    "osmou"; "král", "krále" -> "králem"; "srdcová" -> "srdcovou"), or None where no rule is sure."""
    if nom.endswith("ý"):
        return nom[:-1] + "ým"
    if nom.endswith("á"):
        return nom[:-1] + "ou"
    if nom.endswith("é"):
        return nom[:-1] + "ým"
    if nom.endswith("a") and acc == nom[:-1] + "u":
        return nom[:-1] + "ou"
    if nom.endswith("o") and acc == nom:
        return nom[:-1] + "em"
    if nom.endswith("e") and acc == nom[:-1] + "i":  # "ovce", "ovci" -> "ovcí"
        return nom[:-1] + "í"
    if acc != nom and acc.endswith("ě"):  # "kůň", "koně" -> "koněm"
        return acc + "m"
    if nom.endswith(("e", "í")) and acc == nom:
        return None  # a soft adjective or a neuter on -e: its gender decides, and the name does not say
    if acc != nom and acc.endswith(("a", "e")):  # an animate masculine: "kluka" -> "klukem", "psa" -> "psem"
        return acc[:-1] + "em"
    return None


def instrumental(nom: str, acc: str) -> str | None:
    """A card's Czech instrumental ("bere srdcovou osmou", "přebíjí károvým králem") from its nominative and
    accusative, word by word, or None where a word's form cannot be ruled (the caller says "kartou X")."""
    noms, accs = nom.split(), acc.split()
    if not noms or len(noms) != len(accs):
        return None
    words = [_word_instrumental(n, a) for n, a in zip(noms, accs, strict=True)]
    return None if any(w is None for w in words) else " ".join(w for w in words if w is not None)
