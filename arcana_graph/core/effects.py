"""One copy of the logic, two ways to run it: steps as generators, driven sync or async.

A node of the Loop or the Pipeline is written once, as a generator that *yields* what it needs
done (a model call, a search, a tool call, several searches at once) and receives the result::

    def answer_steps(model, messages) -> Steps[str]:
        reply = yield model_call(model, messages)
        return reply.content

``run_sync`` performs each request with the blocking API (``model.invoke``, the searcher's
``__call__``); ``run_async`` with the async one (``model.ainvoke``, ``searcher.asearch``), so
under ``graph.ainvoke`` / ``astream`` and the LangGraph server a run waits without holding a
thread, and many runs share one event loop. The logic never knows which driver runs it (the
"sans-IO" pattern of h11 / httpx).

Both drivers enforce a run's wall-clock ``deadline`` (epoch seconds) on every request: a request
still running at the deadline is abandoned and ``RunTimeoutError`` is thrown into the generator.
Async requests are cancelled; a blocking request runs in a daemon thread that is left to finish
on its own (Python cannot interrupt a blocking call), which is why model clients also carry
their own request timeout.
"""

from __future__ import annotations

import asyncio
import contextvars
import inspect
import threading
import time
from collections.abc import Awaitable, Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from arcana_graph.core.errors import ConfigurationError, RunTimeoutError

__all__ = [
    "Call",
    "Deadline",
    "Parallel",
    "Request",
    "Steps",
    "call",
    "call_user",
    "model_call",
    "run_async",
    "run_sync",
]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Call:
    """One blocking operation, with its async twin when there is one."""

    run: Callable[[], Any]
    """The blocking way (sync driver)."""
    arun: Callable[[], Awaitable[Any]] | None = None
    """The async way (async driver); None runs ``run`` in a worker thread."""
    what: str = "a call"
    """What is waited for, for timeout messages ("the model", "a search")."""


@dataclass(frozen=True, slots=True)
class Parallel:
    """Several calls at once; the result is a list in the same order, each a value or the exception it raised."""

    calls: tuple[Call, ...]
    max_workers: int = 4
    """Threads used by the sync driver (the async driver runs them all on the loop)."""


@dataclass(frozen=True, slots=True)
class Deadline:
    """Sets the deadline (epoch seconds, None = none) for the requests that follow; result None.

    For the step that starts a run and so decides its deadline before its first model call.
    """

    at: float | None


Request = Call | Parallel | Deadline
Steps = Generator[Request, Any, T]
"""A node's logic: yields requests, receives their results, returns the node's outcome."""


def call(fn: Callable[[], Any], afn: Callable[[], Awaitable[Any]] | None = None, *, what: str = "a call") -> Call:
    """A ``Call`` from a blocking function and, optionally, its coroutine twin."""
    return Call(fn, afn, what)


def call_user(fn: Callable[..., Any], *args: Any, what: str = "a user function", **kwargs: Any) -> Call:
    """A user-supplied function (a custom step, grounder, synthesizer) as a ``Call``: a plain
    function blocks (a worker thread under the async driver), an ``async def`` is awaited (and
    refused by the sync driver)."""
    if inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(getattr(fn, "__call__", None)):  # noqa: B004

        def refuse() -> Any:
            raise ConfigurationError(f"{what} is async-only; run the graph with ainvoke / astream")

        return Call(refuse, lambda: fn(*args, **kwargs), what)
    return Call(lambda: fn(*args, **kwargs), None, what)


def model_call(model: Any, messages: Any, config: Any = None, **kwargs: Any) -> Call:
    """``model.invoke(messages)`` / ``await model.ainvoke(messages)`` for any LangChain runnable."""
    return Call(
        lambda: model.invoke(messages, config, **kwargs),
        lambda: model.ainvoke(messages, config, **kwargs),
        "the model",
    )


def _remaining(deadline: float | None, what: str) -> float | None:
    if deadline is None:
        return None
    left = deadline - time.time()
    if left <= 0:
        raise RunTimeoutError(f"the run's time budget ran out before {what} could start")
    return left


def _blocking(request: Call, deadline: float | None) -> Any:
    left = _remaining(deadline, request.what)
    if left is None:
        return request.run()
    outcome: dict[str, Any] = {}
    done = threading.Event()
    context = contextvars.copy_context()  # callbacks, stream writers and config travel with it

    def target() -> None:
        try:
            outcome["value"] = context.run(request.run)
        except BaseException as exc:  # noqa: BLE001 - handed back to the caller's thread
            outcome["error"] = exc
        finally:
            done.set()

    threading.Thread(target=target, name="arcana-call", daemon=True).start()
    if not done.wait(left):
        raise RunTimeoutError(f"the run's time budget ran out while waiting for {request.what}")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def _perform_sync(request: Call | Parallel, deadline: float | None) -> Any:
    if isinstance(request, Call):
        return _blocking(request, deadline)
    if len(request.calls) == 1:
        return [_captured(lambda: _blocking(request.calls[0], deadline))]
    workers = min(request.max_workers, len(request.calls))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [
            pool.submit(contextvars.copy_context().run, _captured, lambda c=c: _blocking(c, deadline))
            for c in request.calls
        ]
        return [f.result() for f in futures]


def _captured(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except Exception as exc:  # a Parallel result holds each call's exception in its place
        return exc


async def _awaited(request: Call, deadline: float | None) -> Any:
    left = _remaining(deadline, request.what)
    job = request.arun() if request.arun is not None else asyncio.to_thread(request.run)
    if left is None:
        return await job
    try:
        return await asyncio.wait_for(job, left)
    except TimeoutError as exc:
        raise RunTimeoutError(f"the run's time budget ran out while waiting for {request.what}") from exc


async def _perform_async(request: Call | Parallel, deadline: float | None) -> Any:
    if isinstance(request, Call):
        return await _awaited(request, deadline)
    return list(await asyncio.gather(*(_awaited(c, deadline) for c in request.calls), return_exceptions=True))


class _Stepping:
    """The state both drivers share: the steps, the value or error to hand back, the deadline."""

    def __init__(self, steps: Steps[Any], deadline: float | None) -> None:
        self.steps = steps
        self.deadline = deadline
        self.value: Any = None
        self.error: BaseException | None = None
        self.result: Any = None

    def next_request(self) -> Call | Parallel | None:
        """Hand the last result to the steps and get their next request; None once they return
        (their value is then in ``result``). A request's exception is thrown in at its ``yield``,
        so the logic handles failures with ordinary ``try`` / ``except`` around the ``yield``."""
        while True:
            try:
                request = self.steps.throw(self.error) if self.error is not None else self.steps.send(self.value)
            except StopIteration as stop:
                self.result = stop.value
                return None
            self.value, self.error = None, None
            if not isinstance(request, Deadline):
                return request
            self.deadline = request.at


def run_sync(steps: Steps[T], *, deadline: float | None = None) -> T:
    """Drive ``steps`` with blocking calls; returns what the generator returns."""
    stepping = _Stepping(steps, deadline)
    while (request := stepping.next_request()) is not None:
        try:
            stepping.value = _perform_sync(request, stepping.deadline)
        except Exception as exc:  # handed to the logic, which decides
            stepping.error = exc
    return stepping.result  # type: ignore[no-any-return]


async def run_async(steps: Steps[T], *, deadline: float | None = None) -> T:
    """Drive ``steps`` with async calls on the running event loop (see ``run_sync``)."""
    stepping = _Stepping(steps, deadline)
    while (request := stepping.next_request()) is not None:
        try:
            stepping.value = await _perform_async(request, stepping.deadline)
        except Exception as exc:  # handed to the logic, which decides
            stepping.error = exc
    return stepping.result  # type: ignore[no-any-return]
