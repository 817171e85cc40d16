"""How the player's own Cribbage hand is shown: sorted by rank (the default, so pairs and runs lie together)
or by suit, switched with S at the table. Only the display's order: the engine keeps the hand as dealt."""

from __future__ import annotations

from dataclasses import replace

from games.cribbage.rules import GAME
from games.state import Observation
from games.zones import ZoneView


def arrange(obs: Observation, by_suit: bool = False) -> Observation:
    """`obs` with the viewer's hand sorted by rank, ace low as cribbage counts runs (suits in the pack's order
    within a rank), or by suit and then rank."""
    own = f"hand:{obs.seat}"
    key = GAME.scoring().key

    def order(zone: ZoneView) -> ZoneView:
        if zone.name != own or any(card is None for card in zone.cards):
            return zone
        cards = [card for card in zone.cards if card is not None]
        cards.sort(key=lambda card: key(card)[::-1] if by_suit else key(card))
        return replace(zone, cards=tuple(cards))

    return replace(obs, zones=tuple(order(zone) for zone in obs.zones))


class HandOrder:
    """The table's ARRANGE hook with the player's choice: one preference for the window, as the settings are."""

    def __init__(self) -> None:
        self.by_suit = False

    def __call__(self, obs: Observation) -> Observation:
        return arrange(obs, self.by_suit)

    def switch(self) -> bool:
        self.by_suit = not self.by_suit
        return self.by_suit


ORDER = HandOrder()
