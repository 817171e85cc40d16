"""Every word a player reads about the play, in Czech and English, for the terminal and the table alike.

- `vocabulary`: `Words`, one game's own words (its `Game.words`), and `Fact`;
- `sentences`: events as sentences (`describe`), the common event templates;
- `facts`: the table's public facts in words (`public_lines`), the common facts and phases;
- `zones`: the piles' names (`zone_name`, `zone_label`);
- `forms`: what a template's fields become (cards in a case, counts with their noun);
- `names`: players' names in the seven Czech cases ('{target:gen}': "od Jana").

A game's own words sit with the game: `games/<id>/words.py` for a game that is a package, a `WORDS`
block in `games/<id>.py` for a one-module game. Card names and their Czech accusative come from
the packs (cards/czech.py). The app's chrome (menus, buttons) is not here: ui/i18n.py.
Pure text: no pygame, no files.
"""

from games.words.facts import public_lines
from games.words.forms import count
from games.words.sentences import action_label, describe, seat_name
from games.words.vocabulary import HIDE, Context, Fact, Words
from games.words.zones import zone_label, zone_name

__all__ = ["HIDE", "Context", "Fact", "Words", "action_label", "count", "describe", "public_lines", "seat_name",
           "zone_label", "zone_name"]
