"""Where a batch of independent jobs runs: in this process, over local processes, or on a Dask cluster.

All three are a `concurrent.futures.Executor`, so the caller (ai/simulate.py) has one code path: it
submits every job, takes the results back in submission order and reports each one done. A Dask
cluster is reached through `distributed.Client(address).get_executor()`, the standard executor
interface Dask offers, so `--cluster` runs exactly what `--jobs` runs. Dask is optional: it is only
imported when a cluster is asked for (requirements-cluster.txt).
"""

from __future__ import annotations

import concurrent.futures as cf
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from games.errors import InvalidInput

R = TypeVar("R")

#: How to install the optional cluster dependency; named in the error when it is missing.
CLUSTER_PIP = "python -m pip install -r requirements-cluster.txt"
#: Seconds to wait for a scheduler to answer before saying it does not.
CONNECT_TIMEOUT = 10.0


class InlineExecutor(cf.Executor):
    """Runs each job at once in the calling thread: the serial run, with no pickling and no process start
    (so a caller's closures and unregistered games work as before)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> cf.Future[R]:
        future: cf.Future[R] = cf.Future()
        with self._lock:
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as exc:  # handed to whoever asks for the result, as a pool would
                future.set_exception(exc)
        return future


@contextmanager
def executor(jobs: int = 1, cluster: str | None = None) -> Iterator[cf.Executor]:
    """The executor for `jobs` local processes (1: this process), or for the Dask scheduler at `cluster`."""
    if cluster:
        with _cluster_executor(cluster) as pool:
            yield pool
    elif jobs > 1:
        processes = cf.ProcessPoolExecutor(max_workers=jobs, initializer=_leave_interrupt_to_parent)
        try:
            yield processes
        except BaseException:  # Ctrl+C or a failed match: stop now rather than play out the queued matches
            _stop(processes)
            raise
        processes.shutdown()
    elif jobs == 1:
        yield InlineExecutor()
    else:
        raise InvalidInput(f"--jobs must be at least 1, not {jobs}")


def _leave_interrupt_to_parent() -> None:
    """A worker ignores Ctrl+C: the parent gets it and stops the workers (a worker's own KeyboardInterrupt
    would be sent back as one match's result while it went on with the next)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop(pool: cf.ProcessPoolExecutor) -> None:
    # Python before 3.14 has no public way to end the workers (ProcessPoolExecutor.terminate_workers), and
    # shutdown forgets them: take them first
    workers = list((getattr(pool, "_processes", None) or {}).values())
    for process in workers:
        process.terminate()
    pool.shutdown(wait=False)  # the pool then finds its workers gone and fails the matches left (no one waits)


@contextmanager
def _cluster_executor(address: str) -> Iterator[cf.Executor]:
    try:
        from distributed import Client
    except ImportError:
        raise InvalidInput(f"--cluster needs Dask's 'distributed' package, which is not installed: "
                           f"{CLUSTER_PIP}") from None
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT)
    except (OSError, TimeoutError, ValueError) as exc:  # no scheduler there, or an address it cannot read
        raise InvalidInput(f"no Dask scheduler answered at {address!r}: {exc}") from None
    try:
        yield client.get_executor()
    except InvalidInput:
        raise
    except Exception as exc:  # the commonest cause is a scheduler or worker that cannot import Karty
        said = " ".join(str(exc).split())
        said = said if len(said) <= 160 else said[:157] + "..."
        raise InvalidInput(f"the Dask cluster at {address!r} could not run the matches ({type(exc).__name__}: "
                           f"{said}); the scheduler and every worker need Karty's code on their Python path "
                           f"and its requirements (docs/performance.md, 'On several machines')") from exc
    finally:
        client.close()


def run_ordered(pool: cf.Executor, fn: Callable[..., R], tasks: Sequence[tuple[Any, ...]],
                done: Callable[[int, R], None] | None = None) -> list[R]:
    """`fn(*task)` for every task on `pool`; the results in the order of `tasks`.

    `done(index, result)` is called in the caller's thread as each one finishes (in whatever order
    they finish), for progress. The first job to fail cancels those not started and its error is
    raised here."""
    if isinstance(pool, InlineExecutor):  # one at a time, each reported as it ends (submitting all first would
        results_in_order = []               # play every match before the first report)
        for i, task in enumerate(tasks):
            result = fn(*task)
            results_in_order.append(result)
            if done is not None:
                done(i, result)
        return results_in_order
    futures = [pool.submit(fn, *task) for task in tasks]
    index = {future: i for i, future in enumerate(futures)}
    results: dict[int, R] = {}
    try:
        for future in cf.as_completed(futures):
            result = future.result()
            i = index[future]
            results[i] = result
            if done is not None:
                done(i, result)
    except BaseException:
        if not isinstance(pool, cf.ProcessPoolExecutor):  # a local pool is stopped whole by `executor`
            for future in futures:  # (cancelling here too races with it: CPython then prints a needless error)
                future.cancel()
        raise
    return [results[i] for i in range(len(futures))]
