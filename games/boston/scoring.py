"""Boston's scoring of a contract: when a deal's result is certain, and what the declaring side pays or collects.

A misère fails at the declarer's first trick and is made when the last trick is played without his taking
one. A game of tricks is decided as soon as the tricks still to come cannot change what is paid: with over-
or undertricks paid (options `overtricks`, `undertricks`) it runs on. The amount is the price of the game
plus, by option, each trick over it or each trick short after the first at the suit's trick rate (rule book
table `per_trick`); a declarer with a partner may also be short of his own tricks (option
`partner_minimum`). The chips then move by games/boston/settle.py.

The functions read a deal (a `Contract`: games/boston/rules.py's `BostonState`, or the AI's light world that
copies its fields) and change nothing in it; the deal keeps its phase, outcome, pool and chips itself.
"""

from __future__ import annotations

from collections.abc import Sized
from typing import Protocol

from games.boston import settle
from games.boston import tables as br
from games.events import Event
from games.pot import Pot
from games.rulebook import Config
from games.state import GameOfDeal


class Piles(Protocol):
    """A deal's piles by name (`Zones`, or a dict of lists): scoring counts the cards left in a hand."""

    def __getitem__(self, name: str, /) -> Sized: ...


class Contract(Protocol):
    """What scoring reads of a deal: its contract, the tricks taken and the hands left. A Protocol, so the rules
    that call scoring are not imported by it, and a copy of the fields (ai/games/boston/light.py) is one too."""

    @property
    def game(self) -> GameOfDeal: ...
    @property
    def config(self) -> Config: ...
    @property
    def num_players(self) -> int: ...
    @property
    def zones(self) -> Piles: ...
    @property
    def game_row(self) -> br.BostonGame | None: ...
    @property
    def order(self) -> tuple[str, ...]: ...
    @property
    def trump(self) -> str | None: ...
    @property
    def declarer(self) -> int | None: ...
    @property
    def partner(self) -> int | None: ...
    @property
    def leader(self) -> int: ...
    @property
    def price(self) -> int: ...
    @property
    def pays_over(self) -> bool: ...
    @property
    def pays_under(self) -> bool: ...
    @property
    def tricks(self) -> list[int]: ...
    @property
    def bank(self) -> int: ...
    @property
    def chips(self) -> list[int]: ...
    def side(self) -> list[int]: ...


def own_need(deal: Contract) -> int:
    """The tricks the declarer must take himself: with a partner, by option, the game's `declarer_own`."""
    if deal.partner is None:
        return 0
    g = deal.game_row
    assert g is not None
    return g.declarer_own if deal.config.partner_minimum else 0


def decided(deal: Contract) -> str:
    """'made' or 'failed' once the result cannot change, else ''."""
    g = deal.game_row
    declarer = deal.declarer
    assert g is not None and declarer is not None
    tricks = deal.tricks
    left = len(deal.zones[f"hand:{deal.leader}"])
    if g.misere:
        if tricks[declarer]:
            return "failed"
        return "made" if left == 0 else ""
    own = tricks[declarer]
    side = own if deal.partner is None else own + tricks[deal.partner]
    need = own_need(deal)
    made = side >= g.tricks and own >= need
    if not left:
        return "made" if made else "failed"
    # A result is final early only while the tricks still to come cannot change what is paid.
    if made:
        return "" if deal.pays_over else "made"
    if (side + left < g.tricks or own + left < need) and not deal.pays_under:
        return "failed"
    return ""


def amount(deal: Contract, result: str) -> int:
    """What each member of the declaring side collects or pays: the price of the game, plus by
    option every trick over it (made) or every trick short after the first (failed) at the rate of
    the suit (rule book table `per_trick`). A misère has one price."""
    g = deal.game_row
    assert g is not None and deal.declarer is not None
    if g.misere:
        return deal.price
    rate = br.trick_rate(deal.game.rulebook, deal.trump, deal.order, deal.config.suit_columns)
    side = sum(deal.tricks[s] for s in deal.side())
    if result == "made":
        extra = side - g.tricks if deal.config.overtricks == "paid" else 0
    else:
        short = max(g.tricks - side, own_need(deal) - deal.tricks[deal.declarer], 1)
        extra = short - 1 if deal.config.undertricks == "paid" else 0
    return deal.price + rate * extra


def pay(deal: Contract, result: str, paid: int) -> tuple[Pot, list[Event]]:
    """The deal's pot once the declaring side has been paid or has paid `paid` for `result` ('made' or
    'failed'), and the events: why the amount is more than the price (over- or undertricks), then the
    payments (settle.pay)."""
    side = deal.side()
    others = [s for s in range(deal.num_players) if s not in side]
    pot = Pot(deal.bank, tuple(deal.chips))
    events = []
    g, declarer = deal.game_row, deal.declarer
    assert g is not None and declarer is not None
    if not g.misere:  # say why the amount is more than the price
        taken = sum(deal.tricks[s] for s in side)
        short = max(g.tricks - taken, own_need(deal) - deal.tricks[declarer])
        if result == "made" and taken > g.tricks and deal.pays_over:
            events.append(Event("overtricks", seat=declarer, value=taken - g.tricks))
        if result == "failed" and short > 1 and deal.pays_under:
            events.append(Event("undertricks", seat=declarer, value=short))
    pot, paid_events = settle.pay(pot, declarer, side, others, paid, result == "made", str(deal.config.penalty_to))
    return pot, events + paid_events
