"""The terminal game's side of saving: the save's lock, the autosave after every action, the result.

Storage never ends a game: a save that cannot be written (a read-only folder, KARTY_DATA_DIR naming a
file, a full disc) is said in one line and the game plays on, trying again at every move (and saying so
when it works again); at the end the player learns whether the result was counted, waits to be counted
at the next start, or could not be saved. The result is counted exactly once (sessions/results.py).
"""

from __future__ import annotations

from typing import TextIO

from cli.common import PREFIX
from games import Match
from sessions.lock import FileLock
from sessions.results import TOLD, Journal, counted, result_of
from sessions.saves import SaveError, SaveInUse, SaveStore

T = {
    "save_failed": ("Pozor: hru nejde uložit do {where} ({why}); hraje se dál bez ukládání.",
                    "Warning: the game cannot be saved in {where} ({why}); playing on without saving."),
    "save_back": ("Hra se zase ukládá.", "The game is being saved again."),
    "result_pending": ("Výsledek se teď nepodařilo zapsat do statistik ({why}); započítá se při příštím spuštění.",
                       "The result could not be written to the statistics now ({why}); it will be counted at "
                       "the next start."),
    "result_lost": ("Výsledek se nepodařilo uložit ({why}); do statistik se nezapočítá.",
                    "The result could not be saved ({why}); it does not count in the statistics."),
    "finished": ("Tato hra už skončila; její výsledek se znovu nepočítá.",
                 "This game is already over; its result is not counted again."),
    "in_use": ("Hra {id} se právě hraje v jiném okně nebo terminálu{by}; dohraj nebo zavři ji tam.",
               "The game {id} is being played in another window or terminal{by}; finish or close it there first."),
    "by": (" (proces {pid})", " (process {pid})"),
}


def tr(key: str, lang: str, **fields: object) -> str:
    return T[key][0 if lang == "cs" else 1].format(**fields)


def why(exc: BaseException) -> str:
    """An OSError's reason without the temporary file's name ('No space left on device'); else the message."""
    return (exc.strerror if isinstance(exc, OSError) and exc.strerror else None) or str(exc)


def in_use(exc: SaveInUse, lang: str) -> str:
    return tr("in_use", lang, id=exc.save_id, by=tr("by", lang, pid=exc.pid) if exc.pid is not None else "")


class TextSaver:
    """The autosave the terminal game calls after every action: holds the save's lock, never raises for
    storage, and records the result once when the match ends. `seats` are set before the first call.
    """

    def __init__(self, store: SaveStore, lang: str, err: TextIO) -> None:
        self.store = store
        self.lang = lang
        self.err = err
        self.save_id = ""
        self.seats: list[dict[str, str]] = []
        self.failing = False  # the last write failed; said once until one works again
        self.result_note: str | None = None  # said after the match: the result not counted now
        self.lock: FileLock | None = None
        self.settled = False

    def hold(self, save_id: str, new: bool = False) -> str:
        """Lock the save for this session and return its id: SaveInUse when another session plays a resumed
        save; a new match whose id clashes (the same game and seed in one second) takes the next free id."""
        self.save_id = save_id
        n = 1
        while True:
            try:
                self.lock = self.store.lock(self.save_id)
                return self.save_id
            except SaveInUse:
                if not new or n >= 99:
                    raise
                n += 1
                self.save_id = f"{save_id}-{n}"
            except OSError as exc:  # no lock file: the saves fail as well; said once, and the game plays on
                self._failed(exc)
                return self.save_id

    def __call__(self, match: Match) -> None:
        finishing = match.is_over and not self.settled
        names = [s.get("player", "random") for s in self.seats]
        result = result_of(match, names, self.save_id) if finishing else None
        journal = Journal(self.store.dir.parent)
        entry = False
        if result is not None:
            try:
                journal.write(result)  # before the finished save: a kill from here on cannot lose the result
                entry = True
            except (OSError, SaveError) as exc:
                self._failed(exc)
        try:
            self.store.autosave(self.save_id, match, self.seats, extra={"mode": "text"})
        except (OSError, SaveError) as exc:
            self._failed(exc)
            saved = False
        else:
            if self.failing:
                print(tr("save_back", self.lang), file=self.err)
            self.failing = False
            saved = True
        if not finishing:
            return
        self.settled = True
        if result is None:
            return
        try:
            told = counted(journal, self.store, result, saved)
        except (OSError, SaveError) as exc:
            # the sweep at the next start counts an entry whose save is finished on disk
            self.result_note = tr("result_pending" if entry and saved else "result_lost", self.lang, why=why(exc))
        else:
            if told is not None:
                self.result_note = TOLD[told][0 if self.lang == "cs" else 1]
        for problem in journal.problems:  # stats.json moved aside as it was counted into
            print(f"{PREFIX['warning'].get(self.lang, 'warning')}: {problem.text(self.lang)}", file=self.err)

    def _failed(self, exc: BaseException) -> None:
        if not self.failing:
            print(tr("save_failed", self.lang, where=self.store.dir, why=why(exc)), file=self.err)
        self.failing = True

    def close(self) -> None:
        """Release the save for other sessions (the process's end would too)."""
        if self.lock is not None:
            self.lock.release()
