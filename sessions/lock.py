"""Locks between Karty processes: one session per save, one writer of the statistics at a time.

An OS file lock (flock on POSIX, msvcrt.locking on Windows) and not a pid file: the system drops it when
the holder dies, however it dies (SIGKILL, a crash, a power cut), so a stale lock can never block a
save, and no pid is ever mistaken for a live holder after the system reuses it. The lock file holds the
holder's pid only to name it in the message.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
import weakref
from collections.abc import Iterator
from pathlib import Path

if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


class LockHeld(OSError):
    """Another process holds the lock; `pid` is its process id when the lock file names one.

    An OSError (the resource is busy), so a caller that already copes with a failed write copes with this.
    """

    def __init__(self, path: Path, pid: int | None) -> None:
        super().__init__(f"{path.name} is held by process {pid if pid is not None else '?'}")
        self.path = path
        self.pid = pid


class FileLock:
    """An exclusive lock on `path` (created beside the thing it guards), held until `release` or collection."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        if self._fd is None:
            return
        # unlinked while still held, so nobody can lock the old file after us and believe it current
        # (acquire checks that the path still names the file it locked)
        with contextlib.suppress(OSError):  # Windows cannot unlink an open file: it stays, unlocked, harmless
            self.path.unlink()
        os.close(self._fd)
        self._fd = None

    def __del__(self) -> None:
        try:  # noqa: SIM105 (contextlib may be gone at interpreter exit, when this can run)
            self.release()
        except Exception:
            pass  # the system drops the lock with the process anyway

    def __enter__(self) -> FileLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


# The locks this process holds, by path: a second session of the same save in one process (a window whose
# old table has not been collected yet) shares the lock instead of being told the save is in use by itself.
_HELD: weakref.WeakValueDictionary[Path, FileLock] = weakref.WeakValueDictionary()


def acquire(path: Path, timeout: float = 0.0) -> FileLock:
    """Lock `path` for this process, waiting up to `timeout` seconds; LockHeld if another process holds it.

    OSError when the lock file cannot be made at all (a read-only or missing folder): the caller decides
    whether to go on unlocked.
    """
    return take(path, timeout)[0]


def take(path: Path, timeout: float = 0.0) -> tuple[FileLock, bool]:
    """The lock, and whether it is new (False: this process held it already)."""
    key = path.resolve()
    mine = _HELD.get(key)
    if mine is not None and mine.held:
        return mine, False
    deadline = time.monotonic() + timeout
    if path.parent.exists() and not path.parent.is_dir():  # mkdir would say "File exists", which misleads
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(path.parent))
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        if _try_lock(fd):
            if _still_current(path, fd):
                with contextlib.suppress(OSError):  # the pid is only for the message
                    os.ftruncate(fd, 0)
                    os.write(fd, f"{os.getpid()}\n".encode())
                lock = FileLock(path, fd)
                _HELD[key] = lock
                return lock, True
            os.close(fd)  # the holder released and unlinked it between our open and lock: try the new one
            continue
        os.close(fd)
        if time.monotonic() >= deadline:
            raise LockHeld(path, holder(path))
        time.sleep(0.02)


def _still_current(path: Path, fd: int) -> bool:
    if sys.platform == "win32":
        return True  # nothing unlinks a held lock file there (see release)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


def holder(path: Path) -> int | None:
    """The pid written in the lock file, if it names one."""
    try:
        text = path.read_text(encoding="ascii", errors="replace")[:20].strip()
    except OSError:
        return None
    return int(text) if text.isascii() and text.isdigit() else None


@contextlib.contextmanager
def locked(path: Path, timeout: float) -> Iterator[FileLock]:
    """Hold the lock on `path` for a `with` block (LockHeld after `timeout` seconds of waiting)."""
    lock, fresh = take(path, timeout)
    try:
        yield lock
    finally:
        if fresh:  # a lock this process held before the block stays held after it
            lock.release()
