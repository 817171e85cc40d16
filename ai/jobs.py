"""Where a batch of independent jobs runs: in this process, over local processes, or on a Dask cluster.

`run_jobs` is the one entry (ai/simulate.py): it gives back a `Batch`, the results by job index and the jobs
lost with why. Local processes are ai/procs.py's, where a dead or stopped worker costs only its own job. A
Dask cluster is reached through `distributed.Client(address).get_executor()`, the standard executor
interface Dask offers, so `--cluster` runs exactly what `--jobs` runs (Dask runs a lost worker's jobs again
itself). Dask is optional: it is only imported when a cluster is asked for (requirements-cluster.txt).
"""

from __future__ import annotations

import concurrent.futures as cf
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import ParamSpec, TypeVar

from ai.procs import STALL_SECONDS, Batch, run_local
from games.errors import InvalidInput
from sessions.machine import cores

R = TypeVar("R")
P = ParamSpec("P")

#: How to install the optional cluster dependency; named in the error when it is missing.
CLUSTER_PIP = "python -m pip install -r requirements-cluster.txt"
#: Seconds to wait for a scheduler to answer before saying it does not.
CONNECT_TIMEOUT = 10.0
#: the schemes of the addresses --cluster takes: Dask's plain TCP (tls:// needs certificates, which --cluster has
#: no way to be given; ucx:// needs its own libraries), and inproc:// for a cluster in this very process (a test's)
CLUSTER_SCHEMES = ("tcp", "inproc")


def max_jobs() -> int:
    """The most local processes --jobs may start: one a core (at least two, so a run's results can be checked
    against the serial run's anywhere); more only share the cores, each holding its own memory."""
    return max(2, cores())


def run_jobs(fn: Callable[..., R], tasks: Sequence[tuple[object, ...]], jobs: int = 1, cluster: str | None = None,
             done: Callable[[int, R], None] | None = None, stall: float = STALL_SECONDS) -> Batch[R]:
    """`fn(*task)` for every task: here (`jobs` 1), on `jobs` local processes, or on the Dask scheduler at
    `cluster`. `done(index, result)` is called in the caller's thread as each one finishes. The first job to
    raise ends the batch with its error; a local worker that dies or stays silent `stall` seconds loses its job
    (`Batch.lost`), the others play on."""
    if cluster is not None:
        address = cluster_address(cluster)
        with _cluster_executor(address) as pool:
            return Batch(dict(enumerate(run_ordered(pool, fn, tasks, done))))
    limit = max_jobs()
    if not 1 <= jobs <= limit:
        raise InvalidInput(f"--jobs takes a whole number from 1 to {limit} (one a core of this machine), not {jobs}")
    if jobs == 1 or len(tasks) <= 1:
        return Batch(dict(enumerate(run_ordered(InlineExecutor(), fn, tasks, done))))
    return run_local(fn, tasks, min(jobs, len(tasks)), done, stall)


def cluster_address(text: str) -> str:
    """A scheduler's address as --cluster takes it: 'tcp://host:port' or 'host:port' (tcp:// is then assumed);
    anything else is refused in one line, before Dask is asked (its own errors on such input are tracebacks)."""
    address = text.strip()
    scheme, sep, rest = address.partition("://")
    if not sep:
        scheme, rest = "tcp", address
    host, colon, port = rest.rpartition(":")
    if scheme.lower() not in CLUSTER_SCHEMES:
        raise InvalidInput(f"--cluster takes a Dask scheduler's tcp:// address (tcp://host:8786), not {text!r}: "
                           f"{scheme}:// is not supported")
    if scheme.lower() == "inproc":
        return address  # Dask's own form (inproc://host/pid/n); one that is not there finds no scheduler
    if not (colon and host and port.isdigit() and 1 <= int(port) <= 65535 and "/" not in host):
        raise InvalidInput(f"--cluster takes a Dask scheduler's address as tcp://host:port (e.g. tcp://host:8786), "
                           f"not {text!r}")
    return f"tcp://{host}:{int(port)}"


class InlineExecutor(cf.Executor):
    """Runs each job at once in the calling thread: the serial run, with no pickling and no process start
    (so a caller's closures and unregistered games work as before)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    def submit(self, fn: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> cf.Future[R]:
        future: cf.Future[R] = cf.Future()
        with self._lock:
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as exc:  # handed to whoever asks for the result, as a pool would
                future.set_exception(exc)
        return future


@contextmanager
def _cluster_executor(address: str) -> Iterator[cf.Executor]:
    try:
        from distributed import Client
    except ImportError:
        raise InvalidInput(f"--cluster needs Dask's 'distributed' package, which is not installed: "
                           f"{CLUSTER_PIP}") from None
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT)
    except Exception as exc:  # no scheduler there, or a service that is not Dask (its reply read as a huge frame:
        # MemoryError, itself an Exception), or an address Dask cannot read
        said = " ".join(str(exc).split())[:160] or type(exc).__name__
        if isinstance(exc, MemoryError):  # its first bytes read as a frame's length: "Unable to allocate 2.82 EiB"
            said = "what answered there does not speak Dask's protocol (MemoryError reading its reply)"
        raise InvalidInput(f"no Dask scheduler answered at {address!r}: {said}") from None
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


def run_ordered(pool: cf.Executor, fn: Callable[..., R], tasks: Sequence[tuple[object, ...]],
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
        for future in futures:
            future.cancel()
        raise
    return [results[i] for i in range(len(futures))]
