"""What a game tells the generic search (ai/ismcts.py): the playout policy, the move order, a model of players.

The engines in games/ know the rules only; what a game knows about playing it well lives in its AI
module (games/registry.py `GameEntry.ai`), as the `search` field of its `AI_HOOKS` (ai/manifest.py); a game
whose AI is a package (ai/games/<id>/) builds them in the package's `search` module, which its `manifest`
imports without the game's players (a bidder's tables, a solver). Every hook is
optional and a plain function of the world state the search is working on (a sampled world, so a hook
may read the state's internals: it never sees more than that world). Without a hook the search does
the generic thing.

- `rollout_action(state, rng) -> Action`: the playout policy (default: uniform among the legal
  actions). It must return a legal action and draw chance only from `rng`.
- `order_actions(state, actions) -> list[Action]`: the order in which untried actions are expanded,
  most promising first (default: random order).
- `tree_actions(state, actions) -> list[Action]`: the legal actions the tree considers, where some can
  only cost time (default: all of them). Bridž leaves out the claim: a claim that stands ends the deal as
  playing on would, and checking one takes a double-dummy solve, seconds inside one iteration.
- `playout(state, rng) -> list[float]`: the deal played out from `state` to its end by `rollout_action`,
  and its `returns()`, faster than the search's step-by-step loop (on plain numbers instead of zones and
  events). It must make the moves `rollout_action` would make, drawing from `rng` exactly as the loop
  does, so that a seeded search chooses the same moves with it or without; it may leave `state` in any
  condition (the world is thrown away after its playout). Used whenever the search plays out with
  `rollout_action`.
- `light_worlds(view) -> draw | None`: the worlds of `view.sample_world`, drawn from the same draws of the generator
  (the same cards in the same places) but as a lighter object the tree walks and the `playout` hook plays out: it has
  the state's `is_over`, `current_player`, `returns()`, `history` and `_apply(action)`, and its `legal_actions()` are
  the state's, the same Action objects in the same order, so the tree grows as on states. Used where the search plays
  out with `playout` and its other seats choose in the tree (not with a belief); None
  where the view or the rules do not fit (Kolovrat: ai/games/kolovrat/light.py).
- `plausibility(state, observer) -> float`: how likely, in (0, 1], the other seats were to make the
  public decisions they made (bids, passes) holding the cards this world gives them (the search's
  `infer` option, the hard level, draws worlds in proportion to it). It reads the world and changes
  nothing: the world's own generator is made only once the world is kept (using it fails).
- `undealt_plausibility(draw, observer) -> (draw_cards, weigh, world_of) | None`: `plausibility` for the draws of
  a view's sampler before they are worlds (ai/believer.py), where the game can weigh them so: the world is then
  made only for the draw kept, not for the nine or so weighed and thrown away. The same draws and the same
  weights as `plausibility` on their worlds; None where it cannot read that sampler's draws.
- `samplers: {name: rebuild(view, settings) -> view}`: the game's own ways of drawing worlds, by name, for a
  view that is not a plain `PlayerView` (Boston's hard level draws them by the auction). Such a view names
  its way (`sampler() -> (name, settings)`, plain values) so that a search worker process, sent only
  plain data, rebuilds it from the plain view of its sampled world and searches it root-parallel
  (ai/parallel.py); a view without a name found here is searched in one process.

The search resolves a game's hooks once per decision (ai/manifest.py `search_hooks`, cached), never per playout step.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ai.believer import Draw, Quick
from ai.view import PlayerView
from games.actions import Action
from games.state import State

S = TypeVar("S", bound=State)


@dataclass(frozen=True)
class SearchHooks(Generic[S]):
    """One game's knowledge for the search; a field left None falls back on the generic behaviour."""

    rollout_action: Callable[[S, random.Random], Action] | None = None
    order_actions: Callable[[S, list[Action]], list[Action]] | None = None
    plausibility: Callable[[S, int], float] | None = None
    undealt_plausibility: Callable[[Draw, int], Quick | None] | None = None
    tree_actions: Callable[[S, list[Action]], list[Action]] | None = None
    playout: Callable[[S, random.Random], list[float]] | None = None
    # Any: a light world is walked as the state it stands for without being one (the few members listed above)
    light_worlds: Callable[[PlayerView], Callable[[random.Random], Any] | None] | None = None
    samplers: Mapping[str, Callable[[PlayerView, Mapping[str, object]], PlayerView]] | None = None


# Any: each game's hooks take its own State subclass, and the search hands a game's hooks only its own worlds
AnyHooks = SearchHooks[Any]
#: a game without hooks of its own (and the games that live only in the tests)
NO_HOOKS: AnyHooks = SearchHooks()
