"""Test doubles, at the boundaries only (embedders, chat models, searchers), and the helpers that
build scripted tool calls and check message histories: the one helpers module of the tests.

``HashEmbeddings`` is a deterministic bag-of-words embedder in the spirit of Arcana's test
embedder: texts that share words get similar vectors, so ranking tests are meaningful without
loading a model.
"""

from __future__ import annotations

import hashlib
import math
import re

from langchain_core.embeddings import Embeddings

_WORD = re.compile(r"\w+", re.UNICODE)


class HashEmbeddings(Embeddings):
    """Each lowercased word adds weight to three hashed positions; vectors are L2-normalised."""

    def __init__(self, dimensions: int = 64) -> None:
        self.dimensions = dimensions
        self.calls = 0

    @property
    def identity(self) -> str:
        return f"hash:{self.dimensions}"

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * self.dimensions
        for word in _WORD.findall(text.lower()):
            digest = hashlib.blake2b(word.encode(), digest_size=12).digest()
            for k, weight in enumerate((0.5, 0.3, 0.2)):
                index = int.from_bytes(digest[4 * k : 4 * k + 4], "little") % self.dimensions
                vector[index] += weight
        norm = math.sqrt(sum(x * x for x in vector)) or 1.0
        return [x / norm for x in vector]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


class PoisonedEmbeddings(HashEmbeddings):
    """Fails any embedding call whose texts contain ``poison``: an embedder outage for one file."""

    def __init__(self, poison: str = "POISON", dimensions: int = 64) -> None:
        super().__init__(dimensions)
        self.poison = poison

    @property
    def identity(self) -> str:  # same vectors as HashEmbeddings, so the same identity
        return f"hash:{self.dimensions}"

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if any(self.poison in t for t in texts):
            raise RuntimeError("embedding service rejected the batch")
        return super().embed_documents(texts)


# -- chat models ------------------------------------------------------------------------------

from collections.abc import Callable, Sequence  # noqa: E402
from typing import Any  # noqa: E402

from langchain_core.callbacks import CallbackManagerForLLMRun  # noqa: E402
from langchain_core.language_models import BaseChatModel  # noqa: E402
from langchain_core.messages import AIMessage, BaseMessage  # noqa: E402
from langchain_core.outputs import ChatGeneration, ChatResult  # noqa: E402
from langchain_core.utils.function_calling import convert_to_openai_tool  # noqa: E402
from pydantic import Field  # noqa: E402

Script = AIMessage | str | Exception | Callable[[list[BaseMessage], dict[str, Any]], "AIMessage | str"]


class ScriptedChatModel(BaseChatModel):
    """Replies from a script, one entry per call, and records every call.

    An entry is an ``AIMessage``, a string (plain text reply), an exception (raised), or a
    function ``(messages, call_kwargs) -> AIMessage | str`` to inspect the conversation. When the
    script runs out the model raises, like Arcana's ``scripted_controller``. ``bind_tools`` works
    (LangChain's fakes do not implement it) and is recorded in the call kwargs.
    """

    script: list[Any] = Field(default_factory=list)
    calls: list[dict[str, Any]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any) -> Any:
        formatted = [convert_to_openai_tool(t) for t in tools]
        return self.bind(tools=formatted, tool_choice=tool_choice, **kwargs)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls.append({"messages": list(messages), "kwargs": kwargs})
        if not self.script:
            raise RuntimeError("no more scripted responses")
        entry = self.script.pop(0)
        if callable(entry) and not isinstance(entry, AIMessage):
            entry = entry(list(messages), kwargs)
        if isinstance(entry, Exception):
            raise entry
        message = entry if isinstance(entry, AIMessage) else AIMessage(content=str(entry))
        return ChatResult(generations=[ChatGeneration(message=message)])


# -- searchers --------------------------------------------------------------------------------

import threading  # noqa: E402
import time  # noqa: E402


class ListSearcher:
    """A ``Searcher`` answering from a script and recording every call.

    ``results`` is a list of chunk lists (one per call, in call order; the last one repeats), or a
    function ``(query, collections, limit) -> chunks``. An ``Exception`` entry is raised.
    ``delay`` makes each call sleep (to observe concurrency).
    """

    def __init__(self, results: Any = None, *, delay: float = 0.0) -> None:
        self.results = results if results is not None else [[]]
        self.delay = delay
        self.calls: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self.active = 0
        self.max_active = 0

    def __call__(self, query: str, *, collections: Any, limit: int, **options: Any) -> Any:
        with self._lock:
            self.calls.append({"query": query, "collections": collections, "limit": limit, "options": options})
            index = len(self.calls) - 1
            self.active += 1
            self.max_active = max(self.max_active, self.active)
        try:
            if self.delay:
                time.sleep(self.delay)
            if callable(self.results):
                entry = self.results(query, collections, limit)
            else:
                entry = self.results[min(index, len(self.results) - 1)]
            if isinstance(entry, Exception):
                raise entry
            return entry
        finally:
            with self._lock:
                self.active -= 1


class RoutingChatModel(ScriptedChatModel):
    """Replies by the prompt's content, like Arcana's pipeline test LLMs.

    ``routes`` maps a substring of the last message to a reply (a string, an exception, or a
    function of the prompt); the first matching route wins; ``default`` answers everything else.
    """

    routes: list[tuple[str, Any]] = Field(default_factory=list)
    default: Any = "ok"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        prompt = str(messages[-1].content)
        self.calls.append({"messages": list(messages), "kwargs": kwargs, "prompt": prompt})
        reply = next((r for key, r in self.routes if key in prompt), self.default)
        if callable(reply) and not isinstance(reply, Exception):
            reply = reply(prompt)
        if isinstance(reply, Exception):
            raise reply
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=str(reply)))])

    def prompts_with(self, marker: str) -> list[str]:
        return [c["prompt"] for c in self.calls if marker in c["prompt"]]


# -- scripted tool calls and history checks ---------------------------------------------------

from langchain_core.messages import ToolMessage  # noqa: E402


def call(name: str, args: dict[str, Any] | None = None, id: str | None = None) -> dict[str, Any]:
    return {
        "name": name,
        "args": args or {},
        "id": id or f"call_{name}_{abs(hash(str(args))) % 10**6}",
        "type": "tool_call",
    }


def calls(*tool_calls: dict[str, Any], text: str = "") -> AIMessage:
    """One controller reply making ``tool_calls``."""
    return AIMessage(content=text, tool_calls=list(tool_calls))


def chunk(id: str, text: str | None = None, score: float = 0.5, **extra: Any) -> dict[str, Any]:
    return {"id": id, "text": text or f"text of {id}", "score": score, **extra}


def assert_history_valid(messages: list[BaseMessage]) -> None:
    """Every tool call of an AI message has exactly one tool message before the next AI message,
    and no call id repeats anywhere in the conversation."""
    pending: list[str] = []
    seen: set[str] = set()
    for message in messages:
        if isinstance(message, AIMessage):
            assert not pending, f"tool calls left unanswered: {pending}"
            pending = [c["id"] for c in message.tool_calls] + [c["id"] for c in message.invalid_tool_calls]
            assert len(set(pending)) == len(pending), "duplicate tool call ids"
            assert all(isinstance(i, str) and i for i in pending), f"tool calls without an id: {pending}"
            assert not seen & set(pending), f"tool call ids reused across turns: {seen & set(pending)}"
            seen.update(pending)
        elif isinstance(message, ToolMessage):
            assert message.tool_call_id in pending, f"tool message for unknown or answered call {message.tool_call_id}"
            pending.remove(message.tool_call_id)
    assert not pending, f"tool calls left unanswered at the end: {pending}"
