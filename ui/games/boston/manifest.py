"""Boston's score panel: the pool, the bid or contract, the suit order of the deal, tricks and chips.

Reads only the observation's public facts (games/boston/rules.py `public_info`), so it shows exactly
what every seat may know, labelled with Boston's words for them (games/boston/words.py). The bids
themselves are the table's action buttons, in auction order.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cards import get_pack
from games.boston import tables as br
from games.boston.facts import public_facts
from games.boston.game import GAME
from games.rulebook import get_rulebook
from games.state import Observation
from games.words import count
from games.words.facts import fact
from ui.scenes import common as c
from ui.table.manifest import TableHooks
from ui.table.pot_scores import chips, chips_callout


def _w(key: str, lang: str) -> str:
    """The label of one of Boston's public facts (games/boston/words.py)."""
    found = fact(key, GAME)
    return (found.cs if lang == "cs" else found.en) if found else key


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "-"
    return names[seat] if seat < len(names) else str(seat + 1)


def bid_text(high: Sequence[object] | None, lang: str) -> str:
    if not high:
        return "—"
    game = br.games(get_rulebook("boston"))[int(str(high[0]))]
    suit = None if high[1] is None else str(high[1])
    cs, en = br.bid_label(game, suit)
    return cs if lang == "cs" else en


def draw_boston_panel(surface: pygame.Surface, rect: pygame.Rect, obs: Observation, lang: str,
                      names: Sequence[str], own: int | None = None) -> None:
    pub = public_facts(obs)
    px = max(11, rect.height // 13)
    line = int(px * 1.35)
    y = rect.top
    c.blit_fit(surface, f"{_w('bank', lang)}: {pub.get('bank', 0):g}", px + 2, rect.width, c.GOLD, True,
               topleft=(rect.left, y))
    y += line + 2
    if pub.get("partout"):
        head = _w("partout", lang)
    elif pub.get("declarer") is not None:
        head = f"{_name(names, pub['declarer'])}: {bid_text(pub.get('high'), lang)} ({_w('price', lang).lower()} " \
               f"{pub.get('price', 0)})"
        if pub.get("partner") is not None:
            head += f", {_w('partner', lang).lower()} {_name(names, pub['partner'])}"
    else:
        head = f"{_w('high', lang)}: {bid_text(pub.get('high'), lang)}"
        if pub.get("high_seat") is not None:
            head += f" ({_name(names, pub['high_seat'])})"
    c.blit_fit(surface, head, px, rect.width, c.TEXT, topleft=(rect.left, y))
    y += line
    pack = get_pack("french-52")
    order = " > ".join(pack.suit(s).names.get(lang) for s in pub.get("suit_order", []))
    c.blit_fit(surface, f"{_w('suit_order', lang)}: {order}", px, rect.width, c.TEXT_DIM, topleft=(rect.left, y))
    y += line
    if pub.get("turned"):
        turned = pack.card(str(pub["turned"])).name(lang)
        c.blit_fit(surface, f"{_w('turned', lang)}: {turned}", px, rect.width, c.TEXT_DIM, topleft=(rect.left, y))
        y += line
    tricks = pub.get("tricks") or []
    for seat, value in enumerate(pub.get("chips") or []):
        if y + line > rect.bottom:
            break
        label = _name(names, seat)
        if seat < len(tricks) and tricks[seat]:
            label += f" · {count(tricks[seat], 'zdvih', lang)}"
        c.blit_fit(surface, label, px, rect.width - 4 * px, c.TEXT, topleft=(rect.left, y))
        val = c.text(f"{value:+g}", px, c.GOLD if value >= 0 else c.TEXT_DIM, True)
        surface.blit(val, val.get_rect(topright=(rect.right, y)))
        y += line


#: what the table reads of this game (ui/table/manifest.py)
TABLE_HOOKS = TableHooks(
    panel=draw_boston_panel,
    scores=chips,  # the chips the panel lists
    callout=chips_callout,
)
