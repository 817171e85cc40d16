"""What the server sends each seat: its own Observation as a protocol View, the events as it saw them.

Built only from `Match.observation(seat)` and `Event.for_seat(seat)`, the same view a bot gets, so what a seat
may see is decided by the engine in one place. A spectator (seat None) gets what every seat sees: the public
facts, the events' public side, and of each pile only the cards every seat sees there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from games import Match
from games.events import Event
from games.zones import ZoneView
from net.protocol import ActionMsg, EventMsg, View, ZoneMsg


def event_msg(event: Event) -> EventMsg:
    # who else saw it (audience) and its public side are left out: neither is this seat's business
    return EventMsg(kind=event.kind, seat=event.seat, cards=[c.code for c in event.cards], target=event.target,
                    value=event.value, arg=event.arg)


def seen_events(events: Iterable[Event], seat: int | None) -> list[EventMsg]:
    """The events as `seat` saw them (None: a spectator, who sees only public events and public sides)."""
    out = []
    for event in events:
        seen = event.public if seat is None and event.audience is not None else \
            event if seat is None else event.for_seat(seat)
        if seen is not None:
            out.append(event_msg(seen))
    return out


def _zone(z: ZoneView) -> ZoneMsg:
    return ZoneMsg(z.name, z.owner, [None if c is None else c.code for c in z.cards])


def public_zones(match: Match) -> list[ZoneMsg]:
    """Each pile with only the cards every seat sees at that place: nobody's hand, nobody's private knowledge."""
    views = [match.observation(s).zones for s in range(match.num_players)]
    out = []
    for i, first in enumerate(views[0]):
        cards = [c if c is not None and all(v[i].cards[k] == c for v in views[1:]) else None
                 for k, c in enumerate(first.cards)]
        out.append(ZoneMsg(first.name, first.owner, [None if c is None else c.code for c in cards]))
    return out


def build_view(match: Match, seat: int | None, events: Iterable[Event] = (), whole: bool = False,
               meaning: tuple[str, str] = ("", "")) -> View:
    """The View for `seat` now; `events` the ones since its last view, or `whole`: the deal's history instead;
    `meaning`: a bot's public call in its own words, in English and Czech."""
    state = match.state
    turn = len(match.actions)
    totals = [float(t) for t in match.context.totals]
    over = match.is_over
    winners = match.winners() if over else []
    deal = match.context.deal_index
    if seat is None:
        history = seen_events(state.history, None) if whole else None
        return View(turn=turn, seat=None, current=match.current_player, zones=public_zones(match),
                    public=_plain(state.public_info()), events=[] if whole else seen_events(events, None),
                    history=history, totals=totals, deal=deal, over=over, winners=winners, meaning=meaning[0],
                    meaning_cs=meaning[1])
    obs = match.observation(seat)
    legal = [ActionMsg(code=a.code, typed=state.typed_code(a), label=a.label("en"), label_cs=a.label("cs"))
             for a in obs.legal_actions] if not over else []
    acting = state.acting_seat() if obs.current_player == seat else None
    return View(turn=turn, seat=seat, current=match.current_player, acting=acting,
                zones=[_zone(z) for z in obs.zones], public=_plain(obs.public), private=_plain(obs.private),
                events=[] if whole else seen_events(events, seat),
                history=[event_msg(e) for e in obs.history] if whole else None,
                legal=legal, totals=totals, deal=deal, over=over, winners=winners, meaning=meaning[0],
                meaning_cs=meaning[1])


def _plain(mapping: Mapping[str, object]) -> dict[str, object]:
    return dict(mapping)
