"""What the generic search knows of Cvik, on the model it shares with Komando (ai/games/trick_pot/model.py).

The search plays every level (games/registry.py names this module as the game's AI). It gets:

- a playout policy: play with a fair hand; in a trick win as cheaply as possible, else throw the
  cheapest card; a dealer takes the turned trump for the weakest card. Leads stay random;
- a model of how players decide to play a hand (`PlayModel`: jdu or pas here, joining the
  komandant in Komando), fitted to measured play: the hard level reads the others' decisions by it
  (`plausibility`), together with whether every card they laid was allowed from the hand a world
  gives them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ai.games.cvik.playout import playout
from ai.games.trick_pot.model import (
    Decision,
    PlayModel,
    Reading,
    _Weigher,
    played_cards,
    policy,
    undealt_weigher,
    weigh,
)
from ai.manifest import AiHooks
from ai.review.hooks import ReviewHooks
from ai.search_hooks import SearchHooks
from games.actions import Action
from games.trick_pot.trick_play import DECLARE, HANDS, TrickPlay

if TYPE_CHECKING:  # not at run time: Komando's search imports this module, and importing games.cvik.rules
    # builds Cvik's GAME, which raises when cvik.yaml is broken and so took Komando out with Cvik
    from games.cvik.rules import CvikState

#: Fitted to 600 decisions of `ismcts:normal` in four-handed Cvik: one in five hands of strength 0.25
#: played, two in five of 0.5, nine in ten of 0.75 and above.
MODEL = PlayModel(midpoint=0.55, slope=8.0, phase=DECLARE)


def plays_were_legal(state: TrickPlay, observer: int) -> bool:
    """Whether every card the others laid was allowed from the hand this world gives them.

    The duties (follow, head, trump, overtrump) say more than the suits a player showed out of:
    one who followed low held nothing higher in the suit. The hand a player held at a trick is
    its hand now plus the cards it has laid since.
    """
    weigher = _Weigher(Reading(state, observer, MODEL, []), state.zones.__getitem__)
    return weigher([]) == 1.0


def plausibility(state: CvikState, observer: int) -> float:
    """How likely the others' jdu and pas were, given the hands this world deals them (0..1].

    A player who said "jdu" held the cards it still has plus those it has played; the cards of
    the players who stayed home lie in the folded pile in the order they folded (three each), so
    a re-dealt world's pile, cut into threes, gives each of them a hand drawn as fairly as any.
    The dealer's own decision is read only while its hand is the one it was dealt (no swap yet).
    Every card the others laid must have been allowed (`plays_were_legal`), or the world is as good as never.
    """
    return weigh(state, observer, _reading)



def _reading(state: TrickPlay, observer: int) -> Reading:
    """`plausibility`'s reading of the history of `state` (a CvikState)."""
    dealer = state.context.dealer
    hand_size = state.game.rulebook.tables["hand_size"]
    decisions: list[Decision] = []
    k = 0
    swapped = False
    for event in state.history:
        kind = event.kind
        if kind == "pas":
            if event.seat != dealer:
                if event.seat != observer:
                    decisions.append(("folded", k, k + hand_size, (), False))
                k += hand_size
        elif kind == "jdu":
            seat = event.seat
            if seat != observer and seat is not None and seat != dealer:
                decisions.append((HANDS[seat], None, None, tuple(played_cards(state, seat)), True))
        elif kind == "swap":
            swapped = True
    if dealer != observer and state.declared[dealer] == "jdu" and not swapped:  # type: ignore[attr-defined]
        decisions.append((HANDS[dealer], None, None, tuple(played_cards(state, dealer)), True))
    return Reading(state, observer, MODEL, decisions)


def rollout_action(state: TrickPlay, rng: random.Random) -> Action:
    """Playouts: play with a fair hand; in a trick win as cheaply as possible, else throw the cheapest
    card; a dealer takes the turned trump for the weakest card. Leads stay random.

    Uniformly random card play makes every hand look weak to the search, so it would pass far
    too often; this simple policy keeps playouts close to how people play. Leading the best card
    in playouts was measured too (ismcts:normal against random): no better in Cvik, worse in Komando.
    """
    return policy(state, state.legal_actions(), rng)


#: what the AI layer knows of Cvik (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(search=SearchHooks(rollout_action=rollout_action, plausibility=plausibility, playout=playout,
                                      undealt_plausibility=undealt_weigher(_reading)),
                   review=lambda: _review())


def _review() -> ReviewHooks:
    """The review's parts (ai/review), loaded only when a deal is reviewed."""
    from ai.games.cvik.review import REVIEW

    return REVIEW
