"""Information-set Monte Carlo tree search: one generic opponent for every game.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 2012). Each iteration draws one world from the seat's `PlayerView`
(`view.sample_world(rng)`: the cards the seat cannot see re-dealt, future chance re-seeded),
walks the one tree of the seat's information set with UCB1, adds one node, plays the deal
out and backs up `state.returns()`. Nodes are keyed by `action.code`, so the same move in
different worlds shares statistics; because an action is legal in some worlds and not in
others, UCB uses *availability* counts (how often a move could have been chosen) in place
of the parent's visits. The search never receives the true state: only the view, whose
worlds are built from a resampled copy.

Chance inside a move (a shuffled fan, a drawn card) is played out by the world's own
re-seeded generator, so the tree averages over it as it averages over hidden cards.

Game knowledge enters through the game's `SearchHooks` (ai/search_hooks.py), exported by its AI
module and resolved once per decision, so a weak spot is fixed in the game's AI and not here: the
playout policy (`rollout_action`), the order in which untried moves are expanded (`order_actions`),
and how plausible the others' public decisions make a world (`plausibility`: with `infer`, the hard
level, worlds are drawn by rejection in proportion to it, so a seat that bid high is searched as
holding the cards a bid promises). Without a hook: uniform playouts, a random expansion order, every
re-deal counted the same. (Slower playouts closer to how people play, the other seats playing by the
playout policy with their own cards in view, and a measured model of their jdu and pas were each
measured no stronger, some weaker, and are not part of the search: docs/strength.md.)

Budget: iterations (reproducible: the same seed and views give the same moves) and/or a
time cap in seconds, plus `stop` (a callable or threading.Event) to cancel from another
thread; ai/runner.py runs it off the caller's thread.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol, TypedDict, Unpack

from ai import parallel
from ai.believer import believer
from ai.levels import LEVELS, Level
from ai.manifest import search_hooks
from ai.search_hooks import NO_HOOKS, AnyHooks
from ai.tree import MAX_ROLLOUT_STEPS, Node, back_up, ucb
from ai.view import PlayerView
from games import rng as rngs
from games.actions import Action
from games.errors import InvalidInput
from games.events import Event
from games.state import State

#: UCB1 exploration constant for rewards scaled to [0, 1]
DEFAULT_EXPLORATION = 0.7
#: seconds past a decision's deadline its worker processes' shares are waited for
WORKER_GRACE = 2.0
#: with every share in the pool and none answering (a killed worker), the caller searches at least this long
LAST_RESORT_SECONDS = 0.2


class _Flag(Protocol):
    """What a stop signal may be besides a callable: anything with is_set(), such as threading.Event."""

    def is_set(self) -> bool: ...


Stop = Callable[[], bool] | _Flag  # a callable returning True to stop, or an object with is_set()


@dataclass
class SearchResult:
    """What the search decided and why: the UI's hint and the benchmarks read this."""

    action: Action
    iterations: int
    seconds: float
    #: per root action: code, visits, mean reward in [-1, 1] for the searching seat
    stats: list[tuple[str, int, float]] = field(default_factory=list)
    capped: bool = False  # the time cap ended the search before the iteration budget
    cancelled: bool = False
    searched: bool = True  # False when there was nothing to search (one legal move, pure chance)
    shares: int = 1  # trees grown for this decision (ai/parallel.py): 1 in-process, more with worker processes
    worker_cpu: float = 0.0  # CPU seconds the worker processes spent on it (the caller's own is not counted)


class Options(TypedDict, total=False):
    """`ISMCTS`'s keyword arguments but the seed: what `ISMCTS.at_level` lets a caller change of a level."""

    iterations: int | None
    seconds: float | None
    exploration: float
    temperature: float
    name: str
    search_pure_chance: bool
    infer: bool
    belief: Callable[[State, int], float] | None
    hooks: AnyHooks | None
    clock: Callable[[], float]
    workers: int | None


class ISMCTS:
    """A `Player` (ai.players) that searches the view it is given."""

    def __init__(self, iterations: int | None = 1000, seconds: float | None = None, seed: int = 0,
                 exploration: float = DEFAULT_EXPLORATION, temperature: float = 0.0, name: str = "ismcts",
                 search_pure_chance: bool = False, infer: bool = False,
                 belief: Callable[[State, int], float] | None = None,
                 hooks: AnyHooks | None = None,
                 clock: Callable[[], float] = time.perf_counter, workers: int | None = None) -> None:
        if iterations is None and seconds is None:
            raise ValueError("ISMCTS needs a budget: iterations, seconds or both")
        self.name = name
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.temperature = temperature
        self.search_pure_chance = search_pure_chance
        self.infer = infer
        #: with `infer`: how plausible a world is for the searching seat (a game's own AI may know best);
        #: without it the game's `plausibility` hook, if it has one
        self.belief = belief
        #: the game knowledge to search with; None: the hooks of the game being searched (its AI_HOOKS'
        #: `search`, ai/manifest.py), looked up once per decision
        self.hooks = hooks
        self.rng = random.Random(seed)
        self.clock = clock
        #: how many shares a decision is split into (ai/parallel.py); None: the process's setting
        #: (`parallel.set_workers`, the settings' threads), 1 unless the app or --threads set it
        self.workers = workers
        self.last: SearchResult | None = None

    @classmethod
    def at_level(cls, level: Level | str, seed: int = 0, **overrides: Unpack[Options]) -> ISMCTS:
        lv = LEVELS[level] if isinstance(level, str) else level
        options: Options = {"iterations": lv.iterations, "seconds": lv.seconds, "temperature": lv.temperature,
                            "infer": lv.infer, "name": f"ismcts:{lv.name}"}
        options.update(overrides)
        return cls(seed=seed, **options)

    # -- the Player protocol ------------------------------------------------------------------------
    def choose(self, view: PlayerView) -> Action:
        return self.search(view).action

    def choose_until(self, view: PlayerView, deadline: float | None, stop: Stop | None) -> Action:
        """`choose` for ai.runner: stop at `deadline` (a `clock()` time) or when `stop` says so."""
        return self.search(view, deadline=deadline, stop=stop).action

    # -- the search ------------------------------------------------------------------------------------
    def search(self, view: PlayerView, deadline: float | None = None, stop: Stop | None = None) -> SearchResult:
        started = self.clock()
        # One child generator per decision: the sequence of decisions is reproducible under the seed
        # whatever each search consumed, and whether or not a search was cut short.
        rng = rngs.seeded(rngs.child_seed(self.rng))
        legal = list(view.legal_actions)
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        if len(legal) == 1:
            return self._done(SearchResult(legal[0], 0, 0.0, searched=False))
        first = view.sample_world(rng)
        if first.game.pure_chance and not self.search_pure_chance:
            # Every choice is worth the same (a blind draw from a shuffled fan): do not burn time.
            return self._done(SearchResult(legal[rngs.below(rng, len(legal))], 0, 0.0, searched=False))
        if self.seconds is not None:
            cap = started + self.seconds
            deadline = cap if deadline is None else min(deadline, cap)
        shares = self._shares(view, first)
        if shares > 1 or (parallel.offloading() and self._sendable(view, first)):
            return self._done(self._search_shared(view, legal, rng, deadline, stop, started, shares))
        root, done, capped, cancelled = self.grow(view, first, rng, deadline, _stopper(stop), self.iterations)
        action, stats = self._pick(root, legal, view.seat, rng)
        return self._done(SearchResult(action, done, self.clock() - started, stats, capped, cancelled))

    def grow(self, view: PlayerView, first: State, rng: random.Random, deadline: float | None,
             should_stop: Callable[[], bool] | None, budget: int | None) -> tuple[Node, int, bool, bool]:
        """Grow one tree from `first` and further worlds of `view` until `budget` iterations (None: no limit),
        `deadline` (a `clock()` time) or `should_stop`: (root, iterations done, capped, cancelled).
        One share of a decision (ai/parallel.py runs the others in worker processes)."""
        hooks = self.hooks or search_hooks(first.game.id)
        sample: Callable[[random.Random], State] = view.sample_world
        believing = False
        if self.infer:
            belief = self.belief or hooks.plausibility
            if belief is not None:
                undealt = hooks.undealt_plausibility if belief is hooks.plausibility else None
                sample = believer(view, belief, undealt)
                first = sample(rng)
                believing = True
        if not believing and hooks.light_worlds and hooks.playout:
            sample = hooks.light_worlds(view) or sample  # the same worlds, walked and played on the game's own lists
        stopping = should_stop or _never
        root = Node(None)
        fast = type(first).apply is State.apply
        c = self.exploration
        done = 0
        capped = cancelled = False
        world: State | None = first
        clock = self.clock
        while budget is None or done < budget:
            if deadline is not None and clock() >= deadline:
                capped = True
                break
            if stopping():
                cancelled = True
                break
            if world is None:
                world = sample(rng)
            self._iterate(root, world, rng, c, fast, hooks)
            world = None
            done += 1
        return root, done, capped, cancelled

    # -- root parallelisation (ai/parallel.py) ------------------------------------------------------------
    def _shares(self, view: PlayerView, first: State) -> int:
        """How many shares this decision is split into: the worker setting, where the view can be sent (a plain
        PlayerView of a registered game, or a view that draws its worlds by a sampler the game names; the
        search's knowledge named by the game) and the budget allows."""
        n = self.workers if self.workers is not None else parallel.workers()
        if n <= 1 or not self._sendable(view, first):
            return 1
        if self.iterations is not None:
            n = min(n, self.iterations)
        return n

    def _sendable(self, view: PlayerView, first: State) -> bool:
        """Whether a worker can grow this decision's tree as this process would: the search's knowledge is the
        game's (named by its id), and so is the way the view draws its worlds."""
        if self.hooks is not None or self.belief is not None:
            return False
        if type(view) is not PlayerView and _sampler(view) is None:
            return False  # a view whose worlds a worker could not draw as it does
        # a game the workers cannot rebuild by its id (a test's own game, a changed rule book)
        return first.game is _registered(first.game_id)

    def _settings(self) -> parallel.SearchSettings:
        return {"exploration": self.exploration, "infer": self.infer, "search_pure_chance": True, "name": self.name}

    def _search_shared(self, view: PlayerView, legal: list[Action], rng: random.Random, deadline: float | None,
                       stop: Stop | None, started: float, shares: int) -> SearchResult:
        """Share 0 here, shares 1.. in the pool; root statistics summed, the move picked from the sum. With
        `parallel.offloading()` share 0 goes to the pool too, and this process only waits (it searches here only
        when the pool is busy or no worker answered)."""
        here = not parallel.offloading()
        seeds = [rngs.child_seed(rng) for _ in range(shares)]
        budgets: list[int | None] = [None] * shares
        if self.iterations is not None:
            base, extra = divmod(self.iterations, shares)
            budgets = [base + (1 if i < extra else 0) for i in range(shares)]
        at = None if deadline is None else time.monotonic() + (deadline - self.clock())  # on the workers' clock
        world = view.template_data()
        sampler, settings = ("", {}) if type(view) is PlayerView else _sampler(view) or ("", {})
        tasks = [parallel.ShareTask(view.game_id, view.seat, world, self._settings(), seeds[i], budgets[i], at,
                                    sampler, settings)
                 for i in range(0 if not here else 1, shares)]
        decision = parallel.Decision(tasks, parallel.run_share)
        own_stop = _stopper(stop)

        def stopping() -> bool:
            if own_stop():
                decision.stop()
                return True
            return False

        own_rng = rngs.seeded(seeds[0])
        if not decision.sent:  # the pool is busy with another decision: this one searches its whole budget here
            budgets[0] = self.iterations
            here = True
        root, done, capped, cancelled = Node(None), 0, False, False
        if here:
            root, done, capped, cancelled = self.grow(view, view.sample_world(own_rng), own_rng, deadline, stopping,
                                                      budgets[0])
        worker_cpu = 0.0
        # a worker is given until the deadline and a little more (a hung or killed one is left out, not waited for)
        wait = None if deadline is None else max(0.0, deadline - self.clock()) + WORKER_GRACE
        answered: list[parallel.ShareResult] = decision.results(wait) if decision.sent else []
        if not here and not answered:  # every share was lost (a killed worker): search here after all
            until = None if deadline is None else max(deadline, self.clock() + LAST_RESORT_SECONDS)
            root, done, capped, cancelled = self.grow(view, view.sample_world(own_rng), own_rng, until, stopping,
                                                      self.iterations)
        for share in answered:
            worker_cpu += share.cpu
            done += share.iterations
            capped = capped or share.capped
            cancelled = cancelled or share.cancelled
            for code, (visits, total) in share.root.items():
                node = root.children.get(code)
                if node is None:
                    node = root.children[code] = Node(view.seat)
                node.visits += visits
                node.total += total
        action, stats = self._pick(root, legal, view.seat, rng)
        return SearchResult(action, done, self.clock() - started, stats, capped, cancelled,
                            shares=max(1, int(here) + len(answered)), worker_cpu=worker_cpu)

    def _done(self, result: SearchResult) -> SearchResult:
        self.last = result
        return result

    def _iterate(self, root: Node, world: State, rng: random.Random, c: float, fast: bool,
                 hooks: AnyHooks = NO_HOOKS) -> None:
        node = root
        path: list[Node] = []
        policy = hooks.rollout_action
        considered = hooks.tree_actions
        # Selection and expansion: descend while every legal move here has a node; add one node.
        while not world.is_over:
            legal = world.legal_actions()
            if considered is not None:
                legal = considered(world, legal) or legal
            if not legal:
                break  # a broken world (a game bug): score it as it stands rather than crash the bot
            codes = [a._code or a.code for a in legal]  # the cached code where there is one: no property call
            children = node.children
            untried = [i for i, code in enumerate(codes) if code not in children]
            if untried:
                i = self._expand_choice(world, legal, untried, rng, hooks.order_actions)
                child = Node(world.current_player)
                children[codes[i]] = child
                for code in codes:
                    sibling = children.get(code)
                    if sibling is not None:
                        sibling.avail += 1
                _step(world, legal[i], fast)
                path.append(child)
                break
            i = ucb(children, codes, c)
            _step(world, legal[i], fast)
            node = children[codes[i]]
            path.append(node)
        # Playout with the game's policy if it has one, by the game's own quick playout where it has one
        # (the same moves, on plain numbers). The loop is the search's hottest: _step is inlined and the
        # methods are looked up once.
        quick = hooks.playout
        if quick is not None and policy is not None and not world.is_over:
            back_up(path, quick(world, rng))
            return
        play = world._apply if fast else world.apply
        record = world.history.extend if fast else _ignore
        steps = 0
        if policy is not None:
            while not world.is_over and steps < MAX_ROLLOUT_STEPS:
                record(play(policy(world, rng)))
                steps += 1
        else:
            moves_of = world.legal_actions
            while not world.is_over and steps < MAX_ROLLOUT_STEPS:
                moves = moves_of()
                if not moves:
                    break
                record(play(moves[rngs.below(rng, len(moves))]))
                steps += 1
        back_up(path, world.returns())

    @staticmethod
    def _expand_choice(world: State, legal: list[Action], untried: list[int], rng: random.Random,
                       order: Callable[[State, list[Action]], list[Action]] | None = None) -> int:
        """Index (into `legal`) of the untried move to add: the game's favourite, else a random one."""
        if order is not None:
            ranked = order(world, [legal[i] for i in untried])
            if ranked:
                first = ranked[0].code
                for i in untried:
                    if legal[i].code == first:
                        return i
        return untried[rngs.below(rng, len(untried))]

    def _pick(self, root: Node, legal: list[Action], seat: int,
              rng: random.Random) -> tuple[Action, list[tuple[str, int, float]]]:
        stats = []
        for a in legal:
            n = root.children.get(a.code)
            visits = n.visits if n else 0
            mean = (2.0 * n.total / n.visits - 1.0) if n and n.visits else 0.0
            stats.append((a.code, visits, mean))
        if self.temperature > 0 and any(v for _, v, _ in stats):
            weights = [v ** (1.0 / self.temperature) for _, v, _ in stats]
            x = rng.random() * sum(weights)
            for a, w in zip(legal, weights, strict=True):
                x -= w
                if x < 0:
                    return a, stats
            return legal[-1], stats
        # Most visited; ties go to the better mean, then to the game's own order of the moves.
        best = max(range(len(legal)), key=lambda i: (stats[i][1], stats[i][2], -i))
        return legal[best], stats


def _step(world: State, action: Action, fast: bool) -> None:
    """Apply a move known to be legal in this world (it came from the world's own legal list)."""
    if fast:
        world.history.extend(world._apply(action))
    else:
        world.apply(action)


def _ignore(events: list[Event]) -> None:
    """The history sink when `State.apply` has recorded the events already."""


def _never() -> bool:
    return False


def _registered(game_id: str) -> object | None:
    """The registry's game of that id (what a worker rebuilds a world with), or None."""
    from games.registry import get_game

    try:
        return get_game(game_id)
    except Exception:  # an id the registry does not know: a test's own game
        return None


def _sampler(view: PlayerView) -> tuple[str, Mapping[str, object]] | None:
    """How a view that is not a plain PlayerView draws its worlds (its `sampler()`: a name and plain settings),
    where its game can rebuild that way in a worker (`SearchHooks.samplers`); None: it cannot be sent."""
    named = getattr(view, "sampler", None)
    if not callable(named):
        return None
    name, settings = named()
    return (name, settings) if name in (search_hooks(view.game_id).samplers or {}) else None


def _stopper(stop: Stop | None) -> Callable[[], bool]:
    if stop is None:
        return _never
    if hasattr(stop, "is_set"):
        return stop.is_set
    return stop


def _factory(level: str) -> Callable[[str, int], ISMCTS]:
    return lambda game_id, seed: ISMCTS.at_level(level, seed=seed)


def _by_budget(found: re.Match[str], game_id: str, seed: int) -> ISMCTS:
    iterations = int(found.group(1))
    if not 1 <= iterations <= 1_000_000:
        raise InvalidInput(f"an iteration budget is a whole number from 1 to 1000000, not {iterations}")
    extras = set(found.group(2).split("+")[1:])
    shares = [int(e[1:]) for e in extras if e.startswith("w")]
    if shares and not 1 <= shares[-1] <= parallel.MAX_WORKERS:
        raise InvalidInput(f"+w takes a worker count from 1 to {parallel.MAX_WORKERS}, not {shares[-1]}")
    return ISMCTS(iterations=iterations, seconds=None, seed=seed, name=found.group(0), infer="infer" in extras,
                  workers=shares[-1] if shares else None)


def register(player: Callable[[str, Callable[[str, int], ISMCTS]], None],
             pattern: Callable[[str, str, Callable[[re.Match[str], str, int], ISMCTS]], None]) -> None:
    """The search's names, `ismcts:<level>` and the `ismcts:<iterations>` family, given to the registry's
    `player` and `pattern` (ai/registry.py calls this, handing them in, so the search does not import it back).

    `ismcts:700` searches 700 iterations with no time cap: the same moves on any machine, for experiments;
    `+infer` also reads the others' decisions, as the hard level does; `+w2` splits the budget over 2 workers
    (root-parallel, ai/parallel.py) whatever --threads says (without it: the --threads count), so a line-up can
    pit a parallel search against a serial one."""
    for level in LEVELS:
        player(f"ismcts:{level}", _factory(level))
    pattern(r"ismcts:(\d+)((?:\+infer|\+w\d+)*)", "ismcts:<iterations>[+infer][+w<workers>]", _by_budget)
