"""The information-set tree's statistics (ai/ismcts.py): a node per move, UCB1 with availability counts, and the
back-up of a playout's returns; with the guard on a playout's length, which the games' own playouts share."""

from __future__ import annotations

import math

#: a playout longer than this is cut short and scored as it stands (a guard against a game that loops)
MAX_ROLLOUT_STEPS = 5000


class Node:
    """Statistics of one move in the information-set tree, from the mover's point of view."""

    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int | None) -> None:
        self.player = player  # the seat that made the move leading here (its reward is backed up)
        self.visits = 0
        self.total = 0.0  # sum of rewards in [0, 1] for `player`
        self.avail = 0  # how often this move was legal when its parent was visited
        self.children: dict[str, Node] = {}


def ucb(children: dict[str, Node], codes: list[str], c: float) -> int:
    """Index of the move UCB1 picks, counting availability; every move's count goes up by one."""
    best_score = -math.inf
    best = 0
    log = math.log
    for i, code in enumerate(codes):
        n = children[code]
        n.avail += 1
        if not n.visits:  # cannot happen once expanded (a node is born visited), kept for safety
            return i
        score = n.total / n.visits + c * math.sqrt(log(n.avail) / n.visits)
        if score > best_score:
            best_score, best = score, i
    return best


def back_up(path: list[Node], returns: list[float]) -> None:
    """Count one visit on every node of the path, rewarding each mover by its return scaled to [0, 1]."""
    for n in path:
        n.visits += 1
        if n.player is not None:
            n.total += (returns[n.player] + 1.0) * 0.5
