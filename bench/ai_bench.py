"""AI figures per game: search speed, decision time at each level, and strength measured with simulate.

- ai-speed: iterations per CPU second of the generic search (a fixed 200-iteration search at decision
  points of random first deals) and the decision time of `ismcts:normal` as the table runs it (its
  iteration budget with its time cap); target p95 <= 1 s on the 2-core machine.
- ai-strength: the normal level against `random`, and hard against normal (each game's player for the
  level: `ismcts:<level>` or the game's own, see MENU_LEVELS in each game's ai/games module), in seeded
  duplicate matches (ai.simulate); win rate of the first player with its 95 % interval against the
  even share, and its margin (match return minus the others', per duplicate block) against 0, and the
  same margin in the game's own score (points, chips), which resolves one-deal bridge and Boston best.
  Matches are shortened where the rule book allows (one round or deal; cribbage to 61) so that
  enough of them fit in a run; games that offer no real choice are listed as such.
The toy trick game of the tests (tri-listy, and its five-trick variant) is measured too: there the
best play is known exactly.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time

from ai import PlayerView
from ai.ismcts import ISMCTS
from ai.simulate import percentile, simulate_game
from bench import Options, Rows, benchmark
from bench.points import decision_points
from games import rng as rngs
from games.game import Game
from games.registry import all_games
from games.state import State
from games.toygame import BIG_GAME, GAME, exact_values, new_deal, random_position


def games(options: Options) -> list[Game]:
    found = [*all_games(), GAME, BIG_GAME]
    if options.only:
        found = [g for g in found if g.id in options.only or _label(g) in options.only]
    return found


def _label(game: Game) -> str:
    size = game.rulebook.tables.get("hand_size") if game.id == "tri-listy" else None
    return f"{game.id}-{size}" if size and size != 3 else game.id


def short_options(game: Game) -> dict[str, object]:
    """The shortest match the rule book allows, so a strength run fits in minutes."""
    out: dict[str, object] = {}
    specs = game.rulebook.options
    for name in ("rounds", "deals"):
        if name in specs and specs[name].type == "int":
            out[name] = int(specs[name].minimum or 1)
    if "target" in specs and specs["target"].type == "choice":
        out["target"] = min(specs["target"].values)
    if "deal_limit" in specs and specs["deal_limit"].type == "int":
        out["deal_limit"] = max(1, int(specs["deal_limit"].minimum or 1))
    return out


@benchmark("ai-speed")
def ai_speed(options: Options) -> Rows:
    rows = []
    count = 3 if options.quick else 10
    for game in games(options):
        points = decision_points(game, count)
        rates, normal_ms = [], []
        capped = 0
        for i, (state, seat) in enumerate(points):
            # The rate is per CPU second, so a busy machine does not make the search look slower than it is;
            # the normal level below keeps the wall clock, since its time cap is what a player waits for.
            bot = ISMCTS(iterations=200, seed=i, search_pure_chance=True, clock=time.process_time)
            result = bot.search(PlayerView(state, seat, random.Random(i)))
            rates.append(result.iterations / max(result.seconds, 1e-9))
            normal = ISMCTS.at_level("normal", seed=i)
            result = normal.search(PlayerView(state, seat, random.Random(i)))
            normal_ms.append(result.seconds * 1000)
            capped += result.capped
        rows.append({
            "game": _label(game), "players": game.default_players(game.config({})),
            "real choices": "no (pure chance)" if game.pure_chance else ("yes" if points else "none found"),
            "decisions": len(points),
            "iter/s": round(statistics.median(rates)) if rates else 0,
            "normal ms p50": round(percentile(normal_ms, 50), 1),
            "normal ms p95": round(percentile(normal_ms, 95), 1),
            "capped": capped,
        })
    return rows


#: games played in fixed partnerships (seats 0 and 2 against 1 and 3): a player is measured with its twin as partner
PARTNERSHIPS = ("bridz",)


def lineups(game: Game) -> list[tuple[str, list[str], int]]:
    config = game.config(short_options(game))
    n = game.default_players(config)
    # The bare level names: each game's player for that level (its ai/games module's MENU_LEVELS), as the menu
    # seats them.
    if game.id in PARTNERSHIPS:
        return [("normal vs random", ["normal", "random"] * (n // 2), n),
                ("hard vs normal", ["hard", "normal"] * (n // 2), n)]
    # Both at the usual table size: in the smallest game some of them are settled by the deal alone (two-handed
    # Alager and Cvik gave the same result from both seats of nearly every duplicate block), which measures nothing.
    return [("normal vs random", ["normal"] + ["random"] * (n - 1), n),
            ("hard vs normal", ["hard"] + ["normal"] * (n - 1), n)]


@benchmark("ai-strength")
def ai_strength(options: Options) -> Rows:
    return strength(options, ("normal vs random", "hard vs normal"))


@benchmark("ai-vs-random")
def ai_vs_random(options: Options) -> Rows:
    return strength(options, ("normal vs random",))


@benchmark("ai-hard-vs-normal")
def ai_hard_vs_normal(options: Options) -> Rows:
    return strength(options, ("hard vs normal",))


def strength(options: Options, which: tuple[str, ...]) -> Rows:
    rows = []
    for game in games(options):
        short = short_options(game)
        for label, names, n in lineups(game):
            if label not in which:
                continue
            if game.pure_chance:
                rows.append({"game": _label(game), "line-up": label, "players": n, "matches": 0,
                             "verdict": "no real choices (pure chance): not measured"})
                continue
            wanted = options.games or (4 if options.quick else (40 if label.startswith("normal") else 24))
            result = simulate_game(game, names, wanted, seed=1, options=short)
            first = result["players"][0]
            even = result["even_share"]
            low, high = first["ci95"]
            m_low, m_high = first["margin_ci95"]
            rows.append({
                "game": _label(game), "line-up": label, "players": n, "matches": result["games"],
                "options": ",".join(f"{k}={v}" for k, v in short.items()) or "-",
                "win rate": first["win_rate"], "ci95": [low, high], "even share": even,
                "verdict": verdict(low, high, even, 0.05),
                "margin": first["margin"], "margin ci95": [m_low, m_high],
                "margin verdict": verdict(m_low, m_high, 0.0, 0.1),
                "score margin": first["score_margin"], "score margin ci95": first["score_margin_ci95"],
                "ms p95": first["decision_ms"]["p95"], "capped": first["capped_decisions"],
            })
            print(f"  {rows[-1]}", file=sys.stderr, flush=True)  # progress: a long run shows each line-up done
    return rows


@benchmark("ai-hard-vs-normal-deals")
def ai_hard_vs_normal_deals(options: Options) -> Rows:
    """Hard against normal by the score margin per deal: one hard seat, the others normal, as the menu
    seats them; each match is scored by its first deal, played once per seat rotation. Where the cards
    decide most matches this separates the levels when the win share cannot (docs/strength.md)."""
    rows = []
    for game in games(options):
        if game.pure_chance or game.id.startswith("tri-listy"):
            continue
        short = short_options(game)
        label, names, n = next(x for x in lineups(game) if x[0] == "hard vs normal")
        wanted = options.games or (4 if options.quick else 100)
        result = simulate_game(game, names, wanted, seed=1, options=short, first_deal=True)
        first = result["players"][0]
        low, high = first["score_margin_ci95"]
        rows.append({
            "game": _label(game), "line-up": label, "players": n, "deals": result["games"],
            "score margin a deal": first["score_margin"], "ci95": [low, high],
            # points and chips have no scale shared by the games, so no margin counts as "clearly" better
            "verdict": verdict(low, high, 0.0, math.inf), "ms p95": first["decision_ms"]["p95"],
        })
        print(f"  {rows[-1]}", file=sys.stderr, flush=True)
    return rows


def verdict(low: float, high: float, even: float, clear: float) -> str:
    """How an interval stands against the even mark: `clear` above it is "clearly better"."""
    if low > even + clear:
        return "clearly better"
    if low > even:
        return "better"
    return "worse" if high < even else "not separated"


@benchmark("ai-levels-exact")
def ai_levels_exact(options: Options) -> Rows:
    """Each level against the exact answer: random positions of the toy trick game whose best play is computed
    exactly (the other seat plays by a fixed rule); how often the level plays a best move, and the mean regret
    (expected return given away, 0 for a best move)."""
    count = 8 if options.quick else 30
    rows: Rows = []
    for game, label in ((GAME, "tri-listy"), (BIG_GAME, "tri-listy-5")):
        points: list[tuple[State, dict[str, float]]] = []
        seed = 0
        while len(points) < count:
            seed += 1
            auto = seed % 2
            state = random_position(seed, auto, seed % 4) if game is GAME else _big_position(seed, auto)
            if state.is_over or state.current_player == auto or len(state.legal_actions()) < 2:
                continue
            seat = state.current_player
            assert seat is not None  # the deal is not over
            values = exact_values(state, seat)
            if max(values.values()) - min(values.values()) < 1e-9:
                continue  # every move is as good: nothing to measure
            points.append((state, values))
        for level in ("random", "easy", "normal", "hard"):
            best = regret = 0.0
            for i, (state, values) in enumerate(points):
                seat = state.current_player
                assert seat is not None  # only positions with a seat to act were kept
                view = PlayerView(state, seat, random.Random(i))
                if level == "random":
                    code = view.legal_actions[rngs.below(random.Random(i), len(view.legal_actions))].code
                else:
                    code = ISMCTS.at_level(level, seed=i).choose(view).code
                top = max(values.values())
                best += values[code] >= top - 1e-9
                regret += top - values[code]
            rows.append({"game": label, "level": level, "positions": len(points),
                         "best move %": round(100 * best / len(points), 1),
                         "mean regret": round(regret / len(points), 3)})
        print(f"  {rows[-4:]}", file=sys.stderr, flush=True)
    return rows


def _big_position(seed: int, auto: int) -> State:
    state = new_deal(seed, auto, BIG_GAME)
    rng = random.Random(seed)
    for _ in range(seed % 5):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    return state
