"""What Cvik says to a player (games/words/ has the words every game shares)."""

from __future__ import annotations

from games.trick_pot.trick_play import TRICKS_TAKEN, declared
from games.words import Fact, Words

#: Cvik's sentences, public facts and phases
WORDS = Words(
    sentences={
        "ante": ("{seat} vkládá do banku {value:žeton}.", "{seat} stakes {value:žeton} into the bank."),
        "deal": ("{seat} rozdává po {value} kartách.", "{seat} deals {value} cards each."),
        "trump": ("Otočená karta: {cards}; její barva jsou trumfy.", "The {cards} is turned up: its suit is trumps."),
        "jdu": ("{seat} říká: „Jdu.“", "{seat} plays."),
        "pas": ("{seat} pasuje.", "{seat} stays home."),
        "defend": ("{seat} jako rozdávající hraje za bank.", "{seat}, the dealer, plays for the bank."),
        "swap": ("{seat} vyměňuje kartu za otočený trumf, {cards:acc}.", "{seat} swaps a card for the turned trump "
                 "({cards})."),
        "swap/hidden": ("{seat} bere otočený trumf.", "{seat} takes the turned trump."),
        "keep": ("{seat} si nechává své karty.", "{seat} keeps the cards."),
        "trick": ("Zdvih bere {seat}.", "{seat} takes the trick."),
        "share": ("{seat} dostává z banku {value:žeton}.", "{seat} takes {value:žeton} from the bank."),
        "looed": ("{seat} nemá žádný zdvih a platí do banku {value:žeton}.",
                  "{seat} took no trick and pays {value:žeton} in."),
        "take_bank": ("{seat} bere celý bank ({value:žeton}).", "{seat} takes the whole bank ({value:žeton})."),
        "bank_carried": ("V banku zůstává {value:žeton}.", "The bank keeps {value:žeton}."),
    },
    facts={
        "declared": Fact("Hlášení", "Declarations", "declared"),
        "defender": Fact("Za bank hraje", "Plays for the bank", "seat"),
    },
    formats={"declared": declared},
    times={"trick": TRICKS_TAKEN},
    phases={"declare": ("hlášení", "declaring"), "swap": ("výměna trumfu", "trump swap")},
    reasons={
        "declare": ("teď každý hlásí jdu (hraje), nebo pas (zůstává doma)",
                    "now each player says 'jdu' (play) or 'pas' (stay home)"),
        "swap": ("rozdávající může vyměnit jednu kartu z ruky za otočený trumf, nebo si své karty nechat",
                 "the dealer may swap one card of the hand for the turned trump, or keep the cards"),
    },
)
