"""`simulate --jobs`'s local worker processes: each job on one worker, a lost worker costing only its own job.

`concurrent.futures.ProcessPoolExecutor` fails every job left (BrokenProcessPool) when one worker dies, and
waits for ever on one that is stopped (SIGSTOP). Here the parent hands each worker one job at a time over its
own pipe, so it always knows which job a worker holds:

- a worker that dies (killed, crashed) loses its job, named in `Batch.lost` with the signal or exit code; a new
  worker takes its place for the jobs left;
- a worker that shows no sign of life for `stall` seconds (its heartbeat, written ten times a second by its
  parent-watching thread, ai/lifeline.py, stops when the process is stopped) is killed, and its job lost;
- a job that raises ends the batch at once with that error, as a serial run would;
- every worker ends with its parent, however the parent ends (ai/lifeline.py), and ignores Ctrl+C, which the
  parent gets and answers by killing them.

The workers start by the platform's default method (fork on Linux: no import to repeat); their shared memory
is a lock-free array, so no multiprocessing resource tracker is started for them.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import signal
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.context import DefaultContext
from multiprocessing.process import BaseProcess
from typing import Generic, TypeVar

from ai.lifeline import Beats, watch_parent

R = TypeVar("R")

#: seconds without a heartbeat after which a worker is taken for stopped (or hung in C code) and killed
STALL_SECONDS = 10.0
#: seconds a worker told to end is given to end by itself (its own search workers to stop) before it is killed
END_SECONDS = 2.0


@dataclass
class Batch(Generic[R]):
    """What a batch of jobs gave: the results by job index, and the jobs lost with why."""

    results: dict[int, R] = field(default_factory=dict)
    lost: dict[int, str] = field(default_factory=dict)


class _Worker:
    def __init__(self, process: BaseProcess, conn: Connection, slot: int) -> None:
        self.process, self.conn, self.slot = process, conn, slot
        self.job: int | None = None


def _serve(conn: Connection, fn: Callable[..., object], beats: Beats, slot: int, parent: int) -> None:
    """A worker's loop: a job in, its result (or its error) out, until told to end or its parent is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to answer
    watch_parent(parent, beats, slot)
    while True:
        try:
            item = conn.recv()
        except (EOFError, OSError):
            return
        if item is None:
            return
        index, args = item
        try:
            reply = (index, True, fn(*args))
            data = pickle.dumps(reply)
        except BaseException as exc:  # sent back to be raised in the parent, as a pool would
            data = pickle.dumps((index, False, _sendable_error(exc)))
        conn.send_bytes(data)


def _sendable_error(exc: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:  # an error that does not travel still says what it was
        return RuntimeError(f"{type(exc).__name__}: {exc}")


def death(exitcode: int | None) -> str:
    """Why a worker is gone, in words: 'killed by SIGKILL', 'ended with exit code 1'."""
    if exitcode is not None and exitcode < 0:
        try:
            return f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"ended with exit code {exitcode}"


def run_local(fn: Callable[..., R], tasks: Sequence[tuple[object, ...]], jobs: int,
              done: Callable[[int, R], None] | None = None, stall: float = STALL_SECONDS) -> Batch[R]:
    """`fn(*task)` for every task on `jobs` worker processes; `done(index, result)` in this thread as each ends."""
    context = multiprocessing.get_context()
    beats = context.RawArray("d", jobs)  # per slot: the last time its worker was seen alive (time.monotonic)
    batch: Batch[R] = Batch()
    pending = deque(range(len(tasks)))
    workers: list[_Worker | None] = [None] * jobs
    starts_left = jobs + len(tasks)  # a worker that dies at once, again and again, must not be restarted for ever
    failure: str | None = None
    clean = False
    try:
        while pending or any(w is not None and w.job is not None for w in workers):
            for slot in range(jobs):
                if workers[slot] is None and pending and starts_left > 0:
                    starts_left -= 1
                    workers[slot] = _start(context, fn, beats, slot)
                worker = workers[slot]
                if worker is not None and worker.job is None and pending:
                    index = pending.popleft()
                    try:
                        worker.conn.send((index, tasks[index]))
                        worker.job = index
                    except OSError:  # it died idle: the job goes back to the queue, nothing was lost
                        pending.appendleft(index)
                        _drop(worker)
                        workers[slot] = None
            live = [w for w in workers if w is not None]
            if not live:
                failure = "no worker process could be started" if starts_left > 0 else "every worker died at start"
                break
            ready = wait([w.conn for w in live] + [w.process.sentinel for w in live], timeout=min(0.5, stall / 4))
            now = time.monotonic()
            for worker in live:
                slot = worker.slot
                if worker.conn in ready:
                    try:
                        index, ok, value = pickle.loads(worker.conn.recv_bytes())
                    except (EOFError, OSError):
                        pass  # died: its sentinel says so below
                    else:
                        worker.job = None
                        if not ok:
                            raise value
                        batch.results[index] = value
                        if done is not None:
                            done(index, value)
                        continue
                if worker.process.sentinel in ready or not worker.process.is_alive():
                    worker.process.join()
                    if worker.job is not None:
                        batch.lost[worker.job] = f"its worker was {death(worker.process.exitcode)}"
                    _drop(worker)
                    workers[slot] = None
                elif now - beats[slot] > stall:
                    if worker.job is not None:
                        batch.lost[worker.job] = f"its worker showed no sign of life for {stall:g} s (stopped?)"
                    _drop(worker)
                    workers[slot] = None
        clean = True
    finally:
        _end([w for w in workers if w is not None], politely=clean)
    for index in pending:
        batch.lost[index] = failure or "no worker was left to play it"
    return batch


def _start(context: DefaultContext, fn: Callable[..., object], beats: Beats, slot: int) -> _Worker | None:
    mine, theirs = context.Pipe()
    beats[slot] = time.monotonic()  # its start-up is not silence
    process = context.Process(target=_serve, args=(theirs, fn, beats, slot, os.getpid()), daemon=False,
                              name=f"simulate-job-{slot}")
    try:
        process.start()
    except OSError:  # no process could be made (a process limit): the others play on
        mine.close()
        theirs.close()
        return None
    theirs.close()  # only the worker holds its end: its death closes the pipe
    return _Worker(process, mine, slot)


def _drop(worker: _Worker) -> None:
    """Kill a worker (dead, stopped or no longer wanted) and reap it; its slot is then empty."""
    if worker.process.is_alive():
        worker.process.kill()  # SIGKILL ends a stopped process too
    worker.process.join()
    worker.conn.close()


def _end(workers: list[_Worker], politely: bool) -> None:
    """End every worker: after a finished batch, told to end (a worker's own search pool then stops cleanly),
    killed if it does not within END_SECONDS; after an error or Ctrl+C, killed at once."""
    if politely:
        for worker in workers:
            with contextlib.suppress(OSError):  # one already gone is killed below all the same
                worker.conn.send(None)
        until = time.monotonic() + END_SECONDS
        for worker in workers:
            worker.process.join(max(0.0, until - time.monotonic()))
    for worker in workers:
        _drop(worker)
