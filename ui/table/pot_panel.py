"""The table's score panel for games played for chips (Cvik, Komando, Stortok name it as their PANEL).

It draws what the deal makes public: the bank on the table (and what the deal is played
for), each seat's chips including this deal so far, and the facts of the moment (trumps,
the komandant and his duty, tricks taken). Only the observation is read, so the panel
shows exactly what the seat may know; its words are the game's (games/words/, `pot_panel(GAME)`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cards import get_pack
from games.game import Game
from games.pot import pot_facts
from games.state import Observation
from games.words import count
from games.words.facts import fact
from ui.i18n import t
from ui.scenes import common as c


def pot_panel(game: Game) -> Callable[[pygame.Surface, pygame.Rect, Observation, str, Sequence[str], int | None],
                                      None]:
    """The pot's panel for `game`: its labels are the game's own words for its public facts (games/words/)."""
    def draw(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str, names: Sequence[str],
             own: int | None) -> None:
        draw_pot_panel(surface, rect, obs, lang, names, game, own)
    return draw


def _label(key: str, lang: str, game: Game | None) -> str:
    found = fact(key, game)
    return (found.cs if lang == "cs" else found.en) if found else key


def _suit(code: str | None, lang: str, game: Game | None) -> str:
    """A suit's name from the game's packs (French or German suits)."""
    if not code:
        return "-"
    for pack_id in game.rulebook.packs if game is not None else ("french-52", "german-32"):
        for suit in get_pack(pack_id).suits:
            if suit.code == code:
                return suit.names.get(lang)
    return code


def draw_pot_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str,
                   names: Sequence[str], game: Game | None = None, own: int | None = None) -> None:
    """The bank, the facts of the moment and each seat's chips; `own`'s row says it is the player's ("Jan (ty)")
    and is bold, as the plain panel marks it, where one human sits at the table."""
    pub = pot_facts(obs)

    def label(key: str) -> str:
        return _label(key, lang, game)

    px = max(11, rect.height // 12)
    line = int(px * 1.35)
    y = rect.top
    bank = pub.get("bank", 0)
    head = f"{label('bank')}: {bank:g}"
    if pub.get("played_for") is not None and pub.get("played_for") != bank:
        head += f"  ({label('played_for').lower()} {pub['played_for']:g})"
    c.blit_fit(surface, head, px + 2, rect.width, c.GOLD, True, topleft=(rect.left, y))
    y += line + 2
    if "main_trump" in pub:
        facts = [f"{label('main_trump')}: {_suit(pub['main_trump'], lang, game)}",
                 f"{label('minor_trump')}: {_suit(pub.get('minor_trump'), lang, game)}"]
    else:
        facts = [f"{label('trump')}: {_suit(pub.get('trump'), lang, game)}"]
    komandant = pub.get("komandant")
    if komandant is not None:
        boss = names[komandant] if komandant < len(names) else str(komandant + 1)
        needs = count(pub.get("needed") or 2, "zdvih", lang)
        facts.append(f"{label('komandant')}: {boss} ({label('needed').lower()}: {needs})")
    chips = pub.get("chips") or []
    one = "; ".join(facts)
    # the facts on a line each where one line would cut them ("Komandant: Jan (musí uh…" at 800x560), if the
    # seats' rows still fit under them
    apart = c.font(px).size(one)[0] > rect.width and y + (len(facts) + len(chips)) * line <= rect.bottom
    for said in facts if apart else [one]:
        c.blit_fit(surface, said, px, rect.width, c.TEXT_DIM, topleft=(rect.left, y))
        y += line
    tricks = pub.get("tricks") or []
    for seat, value in enumerate(chips):
        if y + line > rect.bottom:
            break
        name = names[seat] if seat < len(names) else str(seat + 1)
        if seat == own:
            name = f"{name} ({t('you', lang).lower()})"
        if tricks and seat < len(tricks) and tricks[seat]:
            name += f" · {count(tricks[seat], 'zdvih', lang)}"
        c.blit_fit(surface, name, px, rect.width - 4 * px, c.TEXT, seat == own,
                   topleft=(rect.left, y))
        val = c.text(f"{value:+g}", px, c.GOLD if value >= 0 else c.TEXT_DIM, True)
        surface.blit(val, val.get_rect(topright=(rect.right, y)))
        y += line
