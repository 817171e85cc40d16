"""Results counted exactly once, whenever the process dies: a journal of results not yet counted.

When a match ends, its result goes in three steps, each an atomic write:

1. a journal entry `results/<save id>.json` holding the result (game, level, outcome, score);
2. the save, now marked finished;
3. the statistics, counted under the statistics lock and only if the match's id is not already among
   the ids stats.json keeps with the counts (the same write), and then the entry is deleted.

A kill after 1 leaves the entry; `settle_pending` (run when the terminal game or the window starts)
counts it if its save is finished, and drops it if not (the kill came before 2: the match is not over
on disk, and finishing it again writes a new entry). A kill after 3 but before the entry is deleted is
harmless: the id is in stats.json, so settling it again counts nothing. A finished save opened again
counts nothing by itself: only a journal entry does.

The save's own lock (`saves/.<id>.lock`) keeps the sweep off an entry whose match is still being played.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from games.match import Match
from sessions.saves import SaveError, SaveStore
from sessions.stats import OUTCOMES, StatsStore, stats_lock
from sessions.store import Problem, data_dir, read_json, sweep_temporaries, write_json_atomic

HUMAN = "human"


@dataclass(frozen=True)
class Result:
    """What the statistics count for one finished match, and the save it belongs to."""

    match_id: str
    game: str
    level: str
    outcome: str
    score: float
    lower_is_better: bool
    actions: int  # the finished match's length: the save must have as many for the entry to count


def stats_key(seats: Sequence[str]) -> tuple[int, str] | None:
    """(the human's seat, the opponents' level) when the match counts for statistics, else None.

    A result counts only when exactly one human sits with AI opponents (level = the opponents' AI name,
    or "mixed" when they differ): all-AI and hot-seat matches have no single "you" whose record it is.
    """
    humans = [i for i, s in enumerate(seats) if s == HUMAN]
    bots = sorted({s for s in seats if s != HUMAN})
    if len(humans) != 1 or not bots:
        return None
    return humans[0], bots[0] if len(bots) == 1 else "mixed"


def outcome_for(match: Match, seat: int) -> str:
    winners = match.winners()
    if len(winners) == match.num_players:
        return "drawn"
    return "won" if seat in winners else "lost"


def result_of(match: Match, seats: Sequence[str], match_id: str) -> Result | None:
    """The finished match's result for the statistics, or None when it does not count (see stats_key)."""
    key = stats_key(seats)
    if key is None or not match.is_over:
        return None
    seat, level = key
    return Result(match_id, match.game.id, level, outcome_for(match, seat), float(match.scores()[seat]),
                  match.game.lower_is_better, len(match.actions))


class Journal:
    """The results not yet counted, one small file each, in `<data>/results/`."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or data_dir()
        self.dir = self.root / "results"
        #: files met while counting that could not be used (stats.json moved aside), for the caller to say
        self.problems: list[Problem] = []

    def path(self, match_id: str) -> Path:
        SaveStore(self.root).path(match_id)  # the same id rules as a save's: no path tricks in a file name
        return self.dir / f"{match_id}.json"

    def write(self, result: Result) -> None:
        """Step 1: the result, before the finished save is written."""
        write_json_atomic(self.path(result.match_id), {"kind": "karty-result", **asdict(result)})

    def commit(self, result: Result) -> bool:
        """Step 3: count it (once) and drop its entry; True when counted now, False when it was already.

        OSError (a full disc, a read-only folder) or LockHeld (the statistics stayed locked) leave the
        entry for the next start.
        """
        with stats_lock(self.root):  # read, count and write with no other writer in between
            stats = StatsStore(self.root)
            counted = stats.record_once(result.match_id, result.game, result.level, result.outcome,
                                        result.score, result.lower_is_better)
        if stats.problem is not None:  # a damaged stats.json, moved aside: counting starts a new file, and says so
            self.problems.append(stats.problem)
        self.path(result.match_id).unlink(missing_ok=True)
        return counted

    def pending(self) -> list[tuple[Result | None, Path, Problem | None]]:
        entries: list[tuple[Result | None, Path, Problem | None]] = []
        if not self.dir.is_dir():
            return entries
        for path in sorted(self.dir.glob("*.json")):
            data, problem = read_json(path, _check)
            entries.append((_result(data) if problem is None and data is not None else None, path, problem))
        return entries


def _check(data: object) -> str | None:
    if not isinstance(data, dict) or data.get("kind") != "karty-result":
        return "is not a Karty result"
    if _result(data) is None:
        return "is damaged"
    return None


def _result(data: object) -> Result | None:
    """The Result a journal entry holds, or None when it holds anything else: other keys, or a value of the wrong
    type (a score is a number, an outcome one of OUTCOMES)."""
    if not isinstance(data, dict) or set(data) - {"kind"} != set(Result.__dataclass_fields__):
        return None
    match_id, game, level, outcome, score, lower, actions = (data[k] for k in Result.__dataclass_fields__)
    if not (isinstance(match_id, str) and isinstance(game, str) and isinstance(level, str)
            and isinstance(outcome, str) and outcome in OUTCOMES and isinstance(score, int | float)
            and isinstance(lower, bool) and isinstance(actions, int)):
        return None
    return Result(match_id, game, level, outcome, score, lower, actions)


#: what `counted` found to tell the player, in Czech and English
TOLD = {
    "unsaved_dropped": ("Výsledek se započítal, ale dohranou hru nešlo uložit; její starší uložení bylo smazáno, "
                        "aby se nenabízela k dohrání znovu.",
                        "The result was counted, but the finished match could not be saved; its older save was "
                        "removed, so it is not offered to be finished again."),
    "unsaved_kept": ("Výsledek se započítal, ale dohranou hru nešlo uložit ani smazat její starší uložení; "
                     "dohraje-li se znovu, nezapočítá se.",
                     "The result was counted, but the finished match could not be saved, nor its older save "
                     "removed; finished again, it will not count."),
    "counted_before": ("Výsledek této hry už byl jednou započítán; znovu se nezapočítá.",
                       "This match's result was counted once already; it is not counted again."),
}


def counted(journal: Journal, store: SaveStore, result: Result, saved: bool) -> str | None:
    """Step 3 for a session finishing its match, holding the save's lock: count the result, and when the
    finished save could not be written (`saved` False: a full disc), remove the save the disc still holds.

    That save is an earlier, unfinished state of a match now counted: left, it was offered to be resumed, and
    finishing it again was silently not counted (its id is among the counted). The key of TOLD to say, or None.
    OSError and LockHeld from counting, as Journal.commit.
    """
    fresh = journal.commit(result)
    if not saved:
        try:
            store.delete(result.match_id)
        except OSError:
            return "unsaved_kept"
        return "unsaved_dropped"
    return None if fresh else "counted_before"


def settle_pending(root: Path | None = None) -> list[Problem]:
    """Count the results a killed session left in the journal (each once), drop stale entries, and remove
    the temporary files killed writes left; the problems met (nothing when all is well).

    Never raises for a storage failure: what cannot be settled now stays for the next start.
    """
    root = root or data_dir()
    journal = Journal(root)
    store = SaveStore(root)
    problems: list[Problem] = []
    _sweep_leftovers(store, journal)
    for result, path, problem in journal.pending():
        if problem is not None:  # moved aside by read_json, and said here
            problems.append(problem)
            continue
        assert result is not None
        try:
            with store.locked(result.match_id):  # a session still playing the match settles it itself
                if _finished_on_disk(store, result):
                    journal.commit(result)
                else:  # killed before the finished save was written: the match goes on when resumed
                    path.unlink(missing_ok=True)
        except SaveError:  # in use, or an id no save can have
            continue
        except OSError as exc:  # the statistics locked or unwritable: the entry waits for the next start
            problems.append(Problem(path, None, f"cannot be counted now ({exc.strerror or exc})"))
    return [*problems, *journal.problems]


def _finished_on_disk(store: SaveStore, result: Result) -> bool:
    try:
        data = store.read(result.match_id)
    except SaveError:
        return False
    actions = data.get("actions")
    return bool(data.get("finished")) and isinstance(actions, list) and len(actions) == result.actions


def _sweep_leftovers(store: SaveStore, journal: Journal) -> None:
    """Remove the temporary files of atomic writes that a kill stopped before their rename, and the lock
    files of killed sessions (harmless, as the system dropped their locks, but clutter).

    Each file is written only by the holder of its lock (a save and its journal entry: the save's lock;
    stats.json: the statistics lock), so under that lock a temporary file is a leftover whatever its age;
    a file whose lock is held now belongs to a live session, which removes it itself.
    """
    ids: set[str] = set()
    for folder in (store.dir, journal.dir):
        if folder.is_dir():
            ids.update(tmp.name[1:].split(".json.")[0] for tmp in folder.glob(".*.json.*.tmp"))
    if store.dir.is_dir():  # the lock files of killed sessions: taken and released, they go too
        ids.update(lock.name[1:].removesuffix(".lock") for lock in store.dir.glob(".*.lock"))
    for match_id in sorted(ids):
        # in use (its session sweeps), or no id of ours: kept; store.locked sweeps the save's own
        with contextlib.suppress(SaveError, OSError), store.locked(match_id):
            sweep_temporaries(journal.dir, f"{match_id}.json")
    if any(journal.root.glob(".stats.json.*.tmp")) or (journal.root / ".stats.lock").exists():
        # the statistics busy or unwritable: the next start tries again
        with contextlib.suppress(OSError), stats_lock(journal.root):
            sweep_temporaries(journal.root, "stats.json")


def count_review(game: str, record: Mapping[str, object], seats: Sequence[str], seat: int, deal: int, decisions: int,
                 cost: float, root: Path | None = None) -> bool:
    """Add a finished review of deal `deal` (ai/review) to the statistics of its game and level: the human's own
    decisions, in a match that counts (`stats_key`: one human against bots), each deal once. True when counted
    now; False also where the statistics cannot be written now (a read-only folder)."""
    key = stats_key(seats)
    if key is None or key[0] != seat or not key[1] or not decisions:  # not key[1]: a record naming no players
        return False
    # the match by its seed (a new one for every match), so the same deal reviewed at the table and later from
    # its save counts once
    review_id = f"{game}-{record['seed']}-{record['players']}-deal-{deal}"
    try:
        return StatsStore(root).record_review(review_id, game, key[1], decisions, cost)
    except OSError:
        return False
