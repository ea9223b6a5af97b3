"""Concurrent Loop runs under load: in-process, through the LangGraph server, and through LangServe.

Why: a served Loop spends almost all of its time waiting on the model, so N concurrent runs
should take about as long as one. This benchmark checks whether they do, on every serving path,
against the real knowledge base (an embedded Postgres started by ``KnowledgeBase(data_dir=...)``
in a temporary folder, with the bundled sample corpus ingested into ``coast`` and ``workshops``
as ``arcana-graph demo`` does) and a stub OpenAI-compatible model server
(``tests/stub_openai_server.py``) that answers after a fixed delay. The stub's policy makes every
run exactly two model calls (``search`` with the question, then ``answer``), so a run holds
``2 x delay`` seconds of model time (1.0 s by default) and the ideal throughput at concurrency N
is ``N / (2 x delay)`` runs per second.

Paths (``--paths``):

* ``inprocess-async``: ``build_loop("openai:stub", kb, strategy="native", max_iterations=4)``,
  N runs of ``graph.ainvoke`` started at once with ``asyncio.gather`` in one event loop;
* ``inprocess-threads``: the same N runs over ``graph.invoke`` in a thread pool of N threads;
* ``langgraph``: ``langgraph dev --no-browser --no-reload --n-jobs-per-worker ...`` serving the
  ``loop`` graph of ``langgraph.json`` (``graphs/loop.py``), N stateless ``POST /runs/wait``;
* ``langserve-1w`` / ``langserve-2w``: ``uvicorn --factory arcana_graph.serving.langserve_app:default_app`` with 1
  and 2 worker processes, N ``POST /loop/invoke``.

The servers get the model and the database from the environment (``ARCANA_LLM=openai:stub``,
``OPENAI_BASE_URL`` = the stub, ``ARCANA_DATABASE_URL`` = the embedded server's URL, so every
process shares the one Postgres). ``langgraph dev`` runs in a temporary folder with a copy of
``langgraph.json`` whose paths point into the repository: the in-memory server writes its state
to ``.langgraph_api/`` in its working directory, which must not be the repository. The copy
drops the ``env`` file entry so a local ``.env`` cannot point the benchmark at a real provider.

For each path and concurrency: throughput (runs/s), p50 / p95 run latency, failures (exceptions,
HTTP errors and results whose ``terminated_by`` is not ``answered``), the peak number of Postgres
connections (``pg_stat_activity`` polled every 50 ms during the burst), the peak number of model
calls in flight at the stub, and the ideal throughput with the ratio to it. Targets: no failures
at 200 concurrent runs; throughput at 50 concurrent runs at least 0.8 x ideal.

It also records CPU: the serving processes' CPU time per run (per uvicorn worker as well, which
shows how the kernel spread the connections), the stub's, and how busy the machine's cores were.
With the model calls overlapping fully (peak model calls = N), a ratio well under 1 with the
serving process near one core's worth of CPU means the runs are CPU-bound (embedding the query,
graph and client overhead), not serialised.

The HTTP client is one ``httpx.AsyncClient`` without keep-alive: with hundreds of idle pooled
connections httpcore's pool slows down by seconds per burst (measured: 200 requests to the stub,
0.5 s delay, 5.9 s with reuse vs 0.9 s without), which would be charged to the server.

Run: ``.venv/bin/python benchmarks/bench_load.py [--quick] [--delay 0.5] [--levels 1,10,50,200]
[--paths ...]``. Writes ``benchmarks/results/load.json`` (``load-quick.json`` with ``--quick``,
which runs concurrency 1 and 10 in-process only) and prints a Markdown table. Everything it
starts (stub, servers, the embedded Postgres) is stopped and its temporary folder removed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import httpx  # noqa: E402
import psutil  # noqa: E402
import psycopg  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RESULTS_DIR = ROOT / "benchmarks" / "results"
LEVELS = (1, 10, 50, 200)
QUICK_LEVELS = (1, 10)
PATHS = ("inprocess-async", "inprocess-threads", "langgraph", "langserve-1w", "langserve-2w")
QUICK_PATHS = ("inprocess-async", "inprocess-threads")
COLLECTIONS = {
    "coast": "Harbour, lighthouse and weather history of the Isle of Brannoch",
    "workshops": "Workshops and makers who supplied the Isle of Brannoch",
}
QUESTIONS = (
    "Who founded the workshop that made the lens of the Veltmar Point lighthouse?",
    "When was the Veltmar Point lighthouse first lit?",
    "Which workshop supplied the harbour's storm bell?",
    "What happened to the harbour during the great storm?",
    "Who kept the lighthouse in its first years?",
)
MODEL_CALLS_PER_RUN = 2  # the stub's policy: search, then answer
TARGET_RATIO = 0.8


# -- processes and ports ----------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def stop_process(process: subprocess.Popen[Any], *, timeout: float = 20) -> None:
    """Terminate a process started with ``start_new_session=True`` and its whole group."""
    for sig, wait in ((signal.SIGTERM, timeout), (signal.SIGKILL, 10)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        try:
            process.wait(timeout=wait)
            break
        except subprocess.TimeoutExpired:
            continue
    with contextlib.suppress(ProcessLookupError):  # workers left behind by a leader that died first
        os.killpg(process.pid, signal.SIGKILL)


def log_tail(path: Path, chars: int = 3000) -> str:
    try:
        return path.read_text(errors="replace")[-chars:]
    except OSError:
        return ""


def serving_processes(process: subprocess.Popen[Any] | None) -> list[psutil.Process]:
    """The processes that run the graph: uvicorn's worker children, else the server (or this) process."""
    if process is None:
        return [psutil.Process()]
    parent = psutil.Process(process.pid)
    workers = [
        child
        for child in parent.children(recursive=True)
        if "spawn_main" in " ".join(child.cmdline()) and "resource_tracker" not in " ".join(child.cmdline())
    ]
    return workers or [parent]


def cpu_seconds(processes: list[psutil.Process]) -> list[float]:
    totals = []
    for proc in processes:
        try:
            times = proc.cpu_times()
            totals.append(times.user + times.system)
        except psutil.Error:
            totals.append(0.0)
    return totals


def wait_idle(processes: list[psutil.Process], *, timeout: float = 60) -> None:
    """Until every process uses under 10% of a core (workers still importing would skew the warm-up)."""
    deadline = time.monotonic() + timeout
    before = cpu_seconds(processes)
    while time.monotonic() < deadline:
        time.sleep(0.5)
        after = cpu_seconds(processes)
        if all(b - a < 0.05 for a, b in zip(before, after, strict=True)):
            return
        before = after


@contextlib.contextmanager
def background(command: list[str], *, cwd: Path, env: dict[str, str], log: Path) -> Iterator[subprocess.Popen[Any]]:
    """A server process in its own process group, logging to ``log``; always stopped on exit."""
    with log.open("w") as out:
        process = subprocess.Popen(
            command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            yield process
        finally:
            stop_process(process)


def wait_http(url: str, process: subprocess.Popen[Any], log: Path, *, timeout: float = 180) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if httpx.get(url, timeout=5).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if process.poll() is not None:
            raise RuntimeError(f"{' '.join(map(str, process.args))} exited ({process.returncode}):\n{log_tail(log)}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{url} not ready after {timeout:.0f} s:\n{log_tail(log)}")
        time.sleep(0.3)


class StubModel:
    """The stub model server as a subprocess (so its threads do not share the measured process's GIL)."""

    def __init__(self, delay: float, log: Path) -> None:
        self.delay = delay
        self.log = log
        self.process: subprocess.Popen[str] | None = None
        self.base_url = ""

    def __enter__(self) -> StubModel:
        script = ROOT / "tests" / "stub_openai_server.py"
        self._err = self.log.open("w")
        self.process = subprocess.Popen(
            [sys.executable, str(script), "--port", "0", "--delay", str(self.delay)],
            stdout=subprocess.PIPE,
            stderr=self._err,
            text=True,
            start_new_session=True,
        )
        assert self.process.stdout is not None
        self.base_url = self.process.stdout.readline().strip()
        if not self.base_url.startswith("http"):
            stop_process(self.process)
            raise RuntimeError(f"the stub model server did not start:\n{log_tail(self.log)}")
        return self

    def __exit__(self, *_: object) -> None:
        if self.process is not None:
            stop_process(self.process)
        self._err.close()

    @property
    def root(self) -> str:
        return self.base_url.removesuffix("/v1")

    def reset(self) -> None:
        httpx.post(f"{self.root}/stub/reset", timeout=10).raise_for_status()

    def stats(self) -> dict[str, Any]:
        return dict(httpx.get(f"{self.root}/stub/stats", timeout=10).json())


# -- the knowledge base -----------------------------------------------------------------------


def build_knowledge_base(data_dir: Path) -> Any:
    """A KnowledgeBase on an embedded Postgres under ``data_dir``, with the sample corpus ingested."""
    from arcana_graph import KnowledgeBase

    kb = KnowledgeBase(data_dir=data_dir)
    samples = ROOT / "arcana_graph" / "samples"
    for name, description in COLLECTIONS.items():
        report = kb.ingest([str(samples / name)], collection=name, description=description)
        failed = [f for f in report.files if f.status == "failed"]
        if failed:
            raise RuntimeError(f"ingest into {name} failed: {failed[0].error}")
    return kb


def stop_embedded_postgres(pgdata: Path) -> None:
    """Fast-shutdown the embedded server (``pgserver`` leaves it running by design)."""
    pid_file = pgdata / "postmaster.pid"
    try:
        pid = int(pid_file.read_text().splitlines()[0])
    except (OSError, ValueError, IndexError):
        return
    for sig, wait in ((signal.SIGINT, 15.0), (signal.SIGQUIT, 5.0), (signal.SIGKILL, 5.0)):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.1)


class PgMonitor:
    """Polls the number of Postgres connections to the database every ``interval`` seconds."""

    QUERY = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"

    def __init__(self, url: str, interval: float = 0.05) -> None:
        self.url = url
        self.interval = interval
        self.before = 0
        self.peak = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def __enter__(self) -> PgMonitor:
        self._conn = psycopg.connect(self.url, autocommit=True)
        self.before = self.peak = self._count()
        self._thread = threading.Thread(target=self._poll, daemon=True)
        self._thread.start()
        return self

    def _count(self) -> int:
        row = self._conn.execute(self.QUERY).fetchone()
        return int(row[0]) if row else 0

    def _poll(self) -> None:
        while not self._stop.wait(self.interval):
            with contextlib.suppress(psycopg.Error):
                self.peak = max(self.peak, self._count())

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        with contextlib.suppress(psycopg.Error):
            self.peak = max(self.peak, self._count())
        self._conn.close()


# -- measuring --------------------------------------------------------------------------------


@dataclass
class Outcome:
    latency: float
    error: str | None = None
    """None when the run ended with ``terminated_by == "answered"``."""


@dataclass
class Row:
    path: str
    concurrency: int
    runs: int
    wall_s: float
    throughput: float
    ideal: float
    ratio: float
    p50_s: float
    p95_s: float
    failures: int
    pg_connections_before: int
    pg_connections_peak: int
    model_calls: int
    model_peak_in_flight: int
    cpu_s: list[float] = field(default_factory=list)
    """CPU seconds each serving process used during the burst (this process for in-process paths)."""
    cpu_ms_per_run: float = 0.0
    """The serving processes' CPU time per run."""
    stub_cpu_s: float = 0.0
    """CPU seconds the stub model server used during the burst (it shares the machine)."""
    machine_cpu_pct: float = 0.0
    """How busy all the machine's cores were during the burst, on average (100 = saturated)."""
    errors: list[str] = field(default_factory=list)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    position = (len(ordered) - 1) * q
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def check_result(result: Any) -> str | None:
    """None for an answered run, else a short reason."""
    if not isinstance(result, dict):
        return f"unexpected result {type(result).__name__}: {str(result)[:200]}"
    if result.get("terminated_by") != "answered":
        detail = result.get("error") or result.get("__error__") or ""
        return f"terminated_by={result.get('terminated_by')!r} {str(detail)[:200]}".strip()
    return None


def summarise(
    path: str, n: int, outcomes: list[Outcome], wall: float, monitor: PgMonitor, stub: dict[str, Any], delay: float
) -> Row:
    """The row of one burst; the CPU figures are filled in by the caller."""
    failures = [o.error for o in outcomes if o.error is not None]
    ideal = n / (MODEL_CALLS_PER_RUN * delay) if delay > 0 else float("inf")
    throughput = len(outcomes) / wall if wall > 0 else 0.0
    latencies = [o.latency for o in outcomes]
    return Row(
        path=path,
        concurrency=n,
        runs=len(outcomes),
        wall_s=round(wall, 3),
        throughput=round(throughput, 2),
        ideal=round(ideal, 2),
        ratio=round(throughput / ideal, 3) if ideal not in (0, float("inf")) else 0.0,
        p50_s=round(percentile(latencies, 0.5), 3),
        p95_s=round(percentile(latencies, 0.95), 3),
        failures=len(failures),
        pg_connections_before=monitor.before,
        pg_connections_peak=monitor.peak,
        model_calls=int(stub.get("requests", 0)),
        model_peak_in_flight=int(stub.get("peak_in_flight", 0)),
        errors=sorted(set(failures))[:5],
    )


def question(i: int) -> dict[str, Any]:
    """A distinct question per run (nothing can be served from a cache of earlier runs)."""
    return {"question": f"{QUESTIONS[i % len(QUESTIONS)]} (request {i})", "collections": list(COLLECTIONS)}


async def timed(call: Callable[[], Awaitable[Any]], check: Callable[[Any], str | None], timeout: float) -> Outcome:
    started = time.perf_counter()
    try:
        result = await asyncio.wait_for(call(), timeout)
    except Exception as exc:  # any failure of a run is a data point, not a crash of the benchmark
        return Outcome(time.perf_counter() - started, f"{type(exc).__name__}: {str(exc)[:200]}")
    return Outcome(time.perf_counter() - started, check(result))


class Bench:
    """Runs bursts and collects rows; owns the stub, the database URL and the settings."""

    def __init__(self, *, stub: StubModel, database_url: str, delay: float, run_timeout: float, window: float) -> None:
        self.stub = stub
        self.database_url = database_url
        self.delay = delay
        self.run_timeout = run_timeout
        self.window = window
        self.rows: list[Row] = []

    def record(
        self,
        path: str,
        n: int,
        burst: Callable[[], tuple[list[Outcome], float]],
        processes: list[psutil.Process] | None = None,
    ) -> Row:
        processes = processes or serving_processes(None)
        stub_process = [psutil.Process(self.stub.process.pid)] if self.stub.process else []
        self.stub.reset()
        cpu_before, stub_before = cpu_seconds(processes), cpu_seconds(stub_process)
        psutil.cpu_percent()  # starts the machine-wide interval
        with PgMonitor(self.database_url) as monitor:
            outcomes, wall = burst()
        machine = psutil.cpu_percent()
        cpu = [after - before for before, after in zip(cpu_before, cpu_seconds(processes), strict=True)]
        row = summarise(path, n, outcomes, wall, monitor, self.stub.stats(), self.delay)
        row.cpu_s = [round(c, 2) for c in cpu]
        row.cpu_ms_per_run = round(1000 * sum(cpu) / max(1, row.runs), 1)
        row.stub_cpu_s = round(sum(cpu_seconds(stub_process)) - sum(stub_before), 2)
        row.machine_cpu_pct = round(machine, 1)
        self.rows.append(row)
        print(
            f"  {path:18} n={n:<4} {row.throughput:7.2f} runs/s (ideal {row.ideal:g}, ratio {row.ratio:.2f})"
            f"  p50 {row.p50_s:.2f} s  p95 {row.p95_s:.2f} s  failures {row.failures}"
            f"  pg {row.pg_connections_peak}  model in flight {row.model_peak_in_flight}"
            f"  cpu {'+'.join(f'{c:.1f}' for c in row.cpu_s)} s (stub {row.stub_cpu_s:.1f} s,"
            f" machine {row.machine_cpu_pct:.0f}%)",
            flush=True,
        )
        for error in row.errors[:2]:
            print(f"      e.g. {error}", flush=True)
        return row

    # -- in-process ---------------------------------------------------------------------------

    async def sustained(self, n: int, run: Callable[[int], Awaitable[Any]]) -> tuple[list[Outcome], float]:
        """N concurrent clients, each starting its next run as soon as its last one ends, until the
        window closes (a closed-loop load, as ``wrk -c N`` makes): runs drift apart as they would
        under real traffic instead of waiting on the model in lockstep."""
        counter = iter(range(10**9))
        started = time.perf_counter()
        closes = started + self.window

        async def client() -> list[Outcome]:
            done: list[Outcome] = []
            while time.perf_counter() < closes:
                i = next(counter)
                done.append(await timed(lambda i=i: run(i), check_result, self.run_timeout))
            return done

        per_client = await asyncio.gather(*(client() for _ in range(n)))
        return [o for outcomes in per_client for o in outcomes], time.perf_counter() - started

    def inprocess_async(self, loop: asyncio.AbstractEventLoop, graph: Any, levels: list[int]) -> None:
        async def burst(n: int) -> tuple[list[Outcome], float]:
            return await self.sustained(n, lambda i: graph.ainvoke(question(i)))

        loop.run_until_complete(graph.ainvoke(question(10**8)))  # warm-up: embedder, pools, model client
        for n in levels:
            self.record("inprocess-async", n, lambda n=n: loop.run_until_complete(burst(n)))

    def inprocess_threads(self, graph: Any, levels: list[int]) -> None:
        def one(i: int) -> Outcome:
            started = time.perf_counter()
            try:
                result = graph.invoke(question(i))
            except Exception as exc:  # a failed run is a data point
                return Outcome(time.perf_counter() - started, f"{type(exc).__name__}: {str(exc)[:200]}")
            return Outcome(time.perf_counter() - started, check_result(result))

        def burst(n: int) -> tuple[list[Outcome], float]:
            counter = iter(range(10**9))
            lock = threading.Lock()
            started = time.perf_counter()
            closes = started + self.window

            def client() -> list[Outcome]:
                done: list[Outcome] = []
                while time.perf_counter() < closes:
                    with lock:
                        i = next(counter)
                    done.append(one(i))
                return done

            pool = ThreadPoolExecutor(max_workers=n, thread_name_prefix="bench-client")
            futures = [pool.submit(client) for _ in range(n)]
            outcomes: list[Outcome] = []
            for future in futures:
                try:
                    outcomes.extend(future.result(timeout=self.window + self.run_timeout))
                except FutureTimeout:
                    outcomes.append(Outcome(time.perf_counter() - started, f"timed out after {self.run_timeout} s"))
            wall = time.perf_counter() - started
            pool.shutdown(wait=False, cancel_futures=True)
            return outcomes, wall

        one(0)  # warm-up
        for n in levels:
            self.record("inprocess-threads", n, lambda n=n: burst(n))

    # -- over HTTP ----------------------------------------------------------------------------

    def http_bursts(
        self,
        path: str,
        levels: list[int],
        send: Callable[[httpx.AsyncClient, int], Awaitable[Any]],
        server: subprocess.Popen[Any],
    ) -> None:
        async def burst(n: int) -> tuple[list[Outcome], float]:
            limits = httpx.Limits(max_connections=n + 10, max_keepalive_connections=0)
            async with httpx.AsyncClient(limits=limits, timeout=self.run_timeout) as client:
                return await self.sustained(n, lambda i: send(client, i))

        async def warm(n: int) -> tuple[list[Outcome], float]:
            limits = httpx.Limits(max_connections=n + 10, max_keepalive_connections=0)
            async with httpx.AsyncClient(limits=limits, timeout=self.run_timeout) as client:
                started = time.perf_counter()
                outcomes = await asyncio.gather(
                    *(timed(lambda i=i: send(client, i), check_result, self.run_timeout) for i in range(n))
                )
                return list(outcomes), time.perf_counter() - started

        processes = serving_processes(server)
        wait_idle(processes)
        self.warm_up(path, lambda: asyncio.run(warm(2 * len(processes))), processes)
        for n in levels:
            self.record(path, n, lambda n=n: asyncio.run(burst(n)), processes)

    def warm_up(
        self, path: str, burst: Callable[[], tuple[list[Outcome], float]], processes: list[psutil.Process]
    ) -> None:
        """Small bursts until every server process has loaded the embedder and opened its pool.

        A cold worker spends seconds of CPU loading the embedder on its first run, which would land
        in a measured burst. Which uvicorn worker accepts a connection is up to the kernel (and
        one event loop often accepts a whole burst), so bursts repeat until every worker has used
        at least a second of CPU since it went idle and the last burst was fast; at most 15.
        """
        start = cpu_seconds(processes)
        slowest = 0.0
        for _ in range(15):
            outcomes, _wall = burst()
            errors = [o.error for o in outcomes if o.error]
            if errors:
                print(f"  {path}: warm-up run failed: {errors[0]}", flush=True)
            slowest = max(o.latency for o in outcomes)
            used = [after - before for before, after in zip(start, cpu_seconds(processes), strict=True)]
            if min(used) >= 1.0 and slowest < MODEL_CALLS_PER_RUN * self.delay + 2.0:
                return
        print(f"  {path}: a worker stayed cold through the warm-up (CPU used {used}); figures may include its start")

    def server_env(self, data_dir: Path) -> dict[str, str]:
        env = {
            **os.environ,
            "ARCANA_LLM": "openai:stub",
            "ARCANA_DATABASE_URL": self.database_url,
            "ARCANA_DATA_DIR": str(data_dir),
            "ARCANA_MAX_ITERATIONS": "4",
            "OPENAI_API_KEY": "stub",
            "OPENAI_BASE_URL": self.stub.base_url,
            "LANGGRAPH_CLI_NO_ANALYTICS": "1",
            "LANGSMITH_TRACING": "false",
            "LANGCHAIN_TRACING_V2": "false",
        }
        env.pop("ARCANA_ANSWER_LLM", None)  # an answerer would add a third model call per run
        return env

    def langgraph(self, levels: list[int], tmp: Path) -> None:
        executable = shutil.which("langgraph", path=str(Path(sys.executable).parent))
        if executable is None:
            raise RuntimeError("langgraph-cli is not installed: pip install -e '.[studio]'")
        workdir = tmp / "langgraph"
        workdir.mkdir()
        config = json.loads((ROOT / "langgraph.json").read_text())
        config["dependencies"] = [str((ROOT / d).resolve()) for d in config.get("dependencies", ["."])]
        config["graphs"] = {
            name: f"{(ROOT / spec.rsplit(':', 1)[0]).resolve()}:{spec.rsplit(':', 1)[1]}"
            for name, spec in config["graphs"].items()
        }
        config.pop("env", None)
        (workdir / "langgraph.json").write_text(json.dumps(config, indent=2))
        port = free_port()
        jobs = max(levels) + 50
        command = [executable, "dev", "--config", str(workdir / "langgraph.json"), "--no-browser", "--no-reload"]
        command += ["--host", "127.0.0.1", "--port", str(port), "--n-jobs-per-worker", str(jobs)]
        log = tmp / "langgraph.log"
        base = f"http://127.0.0.1:{port}"
        with background(command, cwd=workdir, env=self.server_env(tmp), log=log) as process:
            wait_http(f"{base}/ok", process, log)

            async def send(client: httpx.AsyncClient, i: int) -> Any:
                response = await client.post(f"{base}/runs/wait", json={"assistant_id": "loop", "input": question(i)})
                response.raise_for_status()
                return response.json()

            self.http_bursts("langgraph", levels, send, process)

    def langserve(self, levels: list[int], tmp: Path, workers: int) -> None:
        port = free_port()
        command = [sys.executable, "-m", "uvicorn", "--factory", "arcana_graph.serving.langserve_app:default_app"]
        command += ["--host", "127.0.0.1", "--port", str(port), "--workers", str(workers), "--log-level", "warning"]
        log = tmp / f"langserve-{workers}w.log"
        base = f"http://127.0.0.1:{port}"
        path = f"langserve-{workers}w"
        with background(command, cwd=ROOT, env=self.server_env(tmp), log=log) as process:
            wait_http(f"{base}/loop/input_schema", process, log)

            async def send(client: httpx.AsyncClient, i: int) -> Any:
                response = await client.post(f"{base}/loop/invoke", json={"input": question(i)})
                response.raise_for_status()
                return response.json().get("output")

            self.http_bursts(path, levels, send, process)


def close_loop(loop: asyncio.AbstractEventLoop, kb: Any) -> None:
    """Close the in-process runs' event loop as ``asyncio.run`` would, with the store's async pool first."""
    try:
        aclose = getattr(kb, "aclose", None)  # the knowledge base's async pool lives on this loop
        if aclose is not None:
            with contextlib.suppress(Exception):
                loop.run_until_complete(aclose())
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.run_until_complete(loop.shutdown_default_executor())
    finally:
        loop.close()


def calibrate(stub: StubModel, n: int, delay: float) -> dict[str, Any]:
    """The harness's own floor: N requests from the benchmark's HTTP client straight to the stub."""

    async def burst() -> float:
        limits = httpx.Limits(max_connections=n + 10, max_keepalive_connections=0)
        body = {"model": "stub", "messages": [{"role": "user", "content": "calibration"}]}
        async with httpx.AsyncClient(limits=limits, timeout=60) as client:
            started = time.perf_counter()
            responses = await asyncio.gather(
                *(client.post(f"{stub.base_url}/chat/completions", json=body) for _ in range(n))
            )
            assert all(r.status_code == 200 for r in responses)
            return time.perf_counter() - started

    stub.reset()
    wall = asyncio.run(burst())
    peak = stub.stats()["peak_in_flight"]
    return {"requests": n, "stub_delay_s": delay, "wall_s": round(wall, 3), "stub_peak_in_flight": peak}


# -- report -----------------------------------------------------------------------------------


def targets(rows: list[Row]) -> list[dict[str, Any]]:
    checks: list[dict[str, Any]] = []
    for path in dict.fromkeys(r.path for r in rows):
        by_n = {r.concurrency: r for r in rows if r.path == path}
        at200, at50 = by_n.get(200), by_n.get(50)
        checks.append(
            {
                "path": path,
                "target": "0 failures at 200 concurrent",
                "value": None if at200 is None else at200.failures,
                "status": "not run" if at200 is None else ("met" if at200.failures == 0 else "missed"),
            }
        )
        checks.append(
            {
                "path": path,
                "target": f"throughput at 50 concurrent >= {TARGET_RATIO} x ideal",
                "value": None if at50 is None else at50.ratio,
                "status": "not run" if at50 is None else ("met" if at50.ratio >= TARGET_RATIO else "missed"),
            }
        )
    return checks


def markdown(rows: list[Row], checks: list[dict[str, Any]]) -> str:
    lines = [
        "| path | concurrency | runs/s | ideal | ratio | p50 s | p95 s | failures | peak PG conns "
        "| peak model calls | server CPU ms/run | machine CPU % |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        split = f" ({' + '.join(f'{c:.1f}' for c in r.cpu_s)} s)" if len(r.cpu_s) > 1 else ""
        lines.append(
            f"| {r.path} | {r.concurrency} | {r.throughput:.2f} | {r.ideal:g} | {r.ratio:.2f} | {r.p50_s:.2f} "
            f"| {r.p95_s:.2f} | {r.failures} | {r.pg_connections_peak} | {r.model_peak_in_flight} "
            f"| {r.cpu_ms_per_run:.0f}{split} | {r.machine_cpu_pct:.0f} |"
        )
    lines += ["", "| path | target | value | status |", "|---|---|---:|---|"]
    for c in checks:
        lines.append(f"| {c['path']} | {c['target']} | {'-' if c['value'] is None else c['value']} | {c['status']} |")
    return "\n".join(lines)


def git_commit() -> str | None:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10)
    except OSError:
        return None
    return out.stdout.strip() or None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="concurrency 1 and 10, in-process only (smoke run)")
    parser.add_argument("--delay", type=float, default=0.5, help="stub model delay per call, seconds (default 0.5)")
    parser.add_argument("--levels", help="comma-separated concurrency levels (default 1,10,50,200)")
    parser.add_argument("--paths", help=f"comma-separated paths out of {','.join(PATHS)} (default all)")
    parser.add_argument("--run-timeout", type=float, default=300, help="seconds before a run counts as failed")
    parser.add_argument("--window", type=float, default=15.0, help="seconds of sustained load per measurement")
    parser.add_argument("--output", type=Path, help="results file (default benchmarks/results/load.json)")
    args = parser.parse_args()

    levels = [int(x) for x in args.levels.split(",")] if args.levels else list(QUICK_LEVELS if args.quick else LEVELS)
    paths = [p.strip() for p in args.paths.split(",")] if args.paths else list(QUICK_PATHS if args.quick else PATHS)
    unknown = sorted(set(paths) - set(PATHS))
    if unknown:
        parser.error(f"unknown path(s) {', '.join(unknown)}; choose from {', '.join(PATHS)}")
    output = args.output or RESULTS_DIR / ("load-quick.json" if args.quick else "load.json")

    tmp = Path(tempfile.mkdtemp(prefix="agload-", dir="/tmp"))  # short: Postgres' socket path has a length limit
    rows: list[Row] = []
    problems: dict[str, str] = {}
    calibration: dict[str, Any] | None = None
    try:
        with StubModel(args.delay, tmp / "stub.log") as stub:
            os.environ.update(OPENAI_API_KEY="stub", OPENAI_BASE_URL=stub.base_url)
            os.environ.update(LANGSMITH_TRACING="false", LANGCHAIN_TRACING_V2="false")
            print(
                f"stub model at {stub.base_url} (delay {args.delay} s per call); ingesting the samples...", flush=True
            )
            from arcana_graph import build_loop

            kb = build_knowledge_base(tmp / "data")
            bench = Bench(
                stub=stub,
                database_url=kb.database_url,
                delay=args.delay,
                run_timeout=args.run_timeout,
                window=args.window,
            )
            try:
                calibration = calibrate(stub, max(levels), args.delay)
                print(f"harness floor: {calibration}", flush=True)
                graph = build_loop("openai:stub", kb, strategy="native", max_iterations=4)
                if "inprocess-async" in paths:
                    loop = asyncio.new_event_loop()  # one loop: the model client's async pool is bound to it
                    try:
                        bench.inprocess_async(loop, graph, levels)
                    finally:
                        close_loop(loop, kb)
                if "inprocess-threads" in paths:
                    bench.inprocess_threads(graph, levels)
            finally:
                kb.close()  # the servers below bring their own pools
            for path in paths:
                if not path.startswith(("langgraph", "langserve")):
                    continue
                print(f"{path}: starting the server...", flush=True)
                try:
                    if path == "langgraph":
                        bench.langgraph(levels, tmp)
                    else:
                        bench.langserve(levels, tmp, workers=int(path.removeprefix("langserve-").removesuffix("w")))
                except Exception as exc:  # one broken path must not hide the others' figures
                    problems[path] = f"{type(exc).__name__}: {exc}"
                    print(f"  {path} FAILED: {problems[path]}", flush=True)
            rows = bench.rows
    finally:
        stop_embedded_postgres(tmp / "data" / "pgdata")
        shutil.rmtree(tmp, ignore_errors=True)

    checks = targets(rows)
    results = {
        "benchmark": "bench_load",
        "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "commit": git_commit(),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "settings": {
            "delay_s": args.delay,
            "model_calls_per_run": MODEL_CALLS_PER_RUN,
            "model_seconds_per_run": MODEL_CALLS_PER_RUN * args.delay,
            "levels": levels,
            "paths": paths,
            "quick": args.quick,
            "loop": 'build_loop("openai:stub", kb, strategy="native", max_iterations=4); servers: graphs/loop.py '
            "and arcana_graph.serving.langserve_app:default_app configured by env (ARCANA_LLM=openai:stub)",
        },
        "calibration": calibration,
        "rows": [asdict(r) for r in rows],
        "targets": checks,
        "problems": problems,
    }
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(results, indent=2) + "\n")
    print()
    print(markdown(rows, checks))
    for path, problem in problems.items():
        print(f"\n{path} did not run: {problem}")
    print(f"\nwritten to {output}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
