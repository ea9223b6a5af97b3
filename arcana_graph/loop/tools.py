"""The controller's vocabulary: tool schemas for a scope, and running the non-terminating calls.

Schemas depend on the run's collection scope: the ``collection`` parameter exists only when two
or more names are in scope (the model may pick one); a single name locks the schema, so the model
cannot even express another collection. The scope is enforced again when a search runs: the
searcher always receives the collections computed here, never anything the model or the
``search_options`` ask for.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.documents import Document
from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field, create_model

from arcana_graph.core.chunks import merge_chunks, to_chunk
from arcana_graph.core.effects import Call, call
from arcana_graph.core.scope import in_scope
from arcana_graph.core.types import Chunk
from arcana_graph.loop import prompts

__all__ = [
    "CallOutcome",
    "ToolChunks",
    "custom_tool_outcome",
    "default_tools",
    "format_search_summary",
    "merge_chunks",
    "search_args",
    "search_outcome",
    "search_request",
    "to_chunk",
    "tool_chunks",
    "tool_request",
]

MAX_SEARCH_LIMIT = 50


def _noop(**_: Any) -> str:
    return ""  # the Loop executes built-in tools itself; the schema is what matters


def default_tools(collections: Sequence[str] | None) -> list[BaseTool]:
    """``search``, ``answer`` and ``give_up`` for a scope (see the module docstring)."""
    return list(_default_tools(tuple(collections) if collections is not None else None))


@functools.lru_cache(maxsize=128)
def _default_tools(collections: tuple[str, ...] | None) -> tuple[BaseTool, ...]:
    # Cached per scope: building pydantic schemas costs more than the rest of a controller turn.
    pick = collections is not None and len(collections) > 1
    description = prompts.SEARCH_TOOL_DESCRIPTION
    fields: dict[str, Any] = {"query": (str, Field(description=prompts.SEARCH_QUERY_DOC))}
    if pick:
        names = ", ".join(json.dumps(n) for n in collections or [])
        description += prompts.SEARCH_PICK_DESCRIPTION.format(names=names)
        fields["collection"] = (
            str | None,
            Field(default=None, description=prompts.SEARCH_COLLECTION_DOC.format(names=names)),
        )
    fields["limit"] = (int, Field(default=5, ge=1, le=MAX_SEARCH_LIMIT, description=prompts.SEARCH_LIMIT_DOC))
    search_schema: type[BaseModel] = create_model("search", **fields)
    answer_schema: type[BaseModel] = create_model("answer", text=(str, Field(description=prompts.ANSWER_TEXT_DOC)))
    give_up_schema: type[BaseModel] = create_model(
        "give_up", reason=(str, Field(description=prompts.GIVE_UP_REASON_DOC))
    )
    return (
        StructuredTool.from_function(_noop, name="search", description=description, args_schema=search_schema),
        StructuredTool.from_function(
            _noop, name="answer", description=prompts.ANSWER_TOOL_DESCRIPTION, args_schema=answer_schema
        ),
        StructuredTool.from_function(
            _noop, name="give_up", description=prompts.GIVE_UP_TOOL_DESCRIPTION, args_schema=give_up_schema
        ),
    )


@dataclass(frozen=True, slots=True)
class SearchArgs:
    """A validated search call: what to search for, where, how many."""

    query: str
    collections: list[str] | None
    limit: int


def search_args(args: Mapping[str, Any], scope: list[str] | None) -> SearchArgs | str:
    """Validate a search call against the scope; returns the error text on bad input.

    Resolution (scope, ``collection`` argument -> collections searched):
    None + none -> None (all); None + "x" -> ["x"]; [one] + anything -> [one] (locked);
    [a, b] + none -> [a, b]; [a, b] + "a" -> ["a"]; [a, b] + "c" -> error; [] -> [] (nothing).
    """
    query = args.get("query")
    if not isinstance(query, str) or not query.strip():
        return "search error: missing query argument; call search with a non-empty `query`"
    limit = args.get("limit", 5)
    usable = isinstance(limit, int | float) and not isinstance(limit, bool) and math.isfinite(limit)
    if not usable or not 1 <= limit <= MAX_SEARCH_LIMIT:  # NaN / Infinity arrive through JSON too
        return f"search error: `limit` must be an integer from 1 to {MAX_SEARCH_LIMIT}"
    wanted = args.get("collection")
    if wanted is not None and not isinstance(wanted, str):
        return "search error: `collection` must be a collection name"
    if scope is None:
        collections = [wanted] if wanted else None
    elif len(scope) == 1:
        collections = list(scope)
    elif wanted:
        if wanted not in scope:
            allowed = ", ".join(json.dumps(n) for n in scope)
            return f"search error: collection {json.dumps(wanted)} is not in the allowed list ({allowed})"
        collections = [wanted]
    else:
        collections = list(scope)
    return SearchArgs(query=query.strip(), collections=collections, limit=int(limit))


def format_search_summary(chunks: Sequence[Chunk]) -> str:
    """What the controller reads: every returned passage in full, with its stable id.

    Full text, not previews: Arcana found that truncated previews made controllers search again
    and again because they never felt they had enough.
    """
    if not chunks:
        return "No results."
    body = "\n\n".join(f"{i}. [{c.id}]\n{c.text}" for i, c in enumerate(chunks, 1))
    return f"Found {len(chunks)} chunks. Top {len(chunks)}:\n\n{body}"


@dataclass(slots=True)
class CallOutcome:
    """The result of one non-terminating call: the observation and what it found."""

    summary: str
    chunks: list[Chunk] = field(default_factory=list)


def tool_request(tool: BaseTool, args: Mapping[str, Any], call_id: str = "") -> Call:
    """A user's LangChain tool as a ``Call`` (``invoke`` / ``ainvoke``).

    A tool declared with ``response_format="content_and_artifact"`` is invoked with a tool call, so
    its artifact (e.g. the ``Document`` list a retriever tool returns) comes back with the content
    as a ``ToolMessage``; any other tool with its arguments, returning what the function returns.
    """
    if getattr(tool, "response_format", "content") == "content_and_artifact":
        tool_call = {"name": tool.name, "args": dict(args), "id": call_id or "call", "type": "tool_call"}
        return call(lambda: tool.invoke(tool_call), lambda: tool.ainvoke(tool_call), what=f"the tool {tool.name}")
    return call(lambda: tool.invoke(dict(args)), lambda: tool.ainvoke(dict(args)), what=f"the tool {tool.name}")


def custom_tool_outcome(
    result: Any, *, tool_name: str = "tool", scope: Sequence[str] | None = None, run_filter: Any = None
) -> CallOutcome:
    """What a user's tool returned (or the exception it raised) as an observation.

    A tool may add passages to the run (Arcana's ``Tools.execute/4`` extension point: a web or SQL
    lookup whose rows are cited like passages): when it returns ``Chunk`` s or LangChain
    ``Document`` s (directly, or as the artifact of a ``content_and_artifact`` tool), they join the
    gathered chunks (``tool_chunks``) and the controller reads them like search results. Anything
    else is shown as text (JSON for structured values).
    """
    if isinstance(result, BaseException):
        return CallOutcome(f"Tool error: {result}")
    artifact = getattr(result, "artifact", None) if isinstance(result, ToolMessage) else None
    found = tool_chunks(
        artifact if artifact is not None else result, tool_name=tool_name, scope=scope, run_filter=run_filter
    )
    if found is not None:
        text = result.content if isinstance(result, ToolMessage) and isinstance(result.content, str) else ""
        summary = text or format_search_summary(found.chunks)
        if found.dropped:
            summary = f"{summary}\n\n({found.dropped} passage(s) outside this run's scope were left out.)"
        return CallOutcome(summary, found.chunks)
    if isinstance(result, str):
        return CallOutcome(result)
    content = getattr(result, "content", None)
    if isinstance(content, str):
        return CallOutcome(content)
    try:
        return CallOutcome(json.dumps(result, default=str))
    except (TypeError, ValueError):
        return CallOutcome(str(result))


@dataclass(frozen=True, slots=True)
class ToolChunks:
    """The passages a custom tool returned: those kept, and how many were outside the scope."""

    chunks: list[Chunk]
    dropped: int = 0


def tool_chunks(
    value: Any, *, tool_name: str, scope: Sequence[str] | None, run_filter: Any = None
) -> ToolChunks | None:
    """``value`` as passages, or None when it is not a ``Chunk`` / ``Document`` or a list of them.

    A ``Document`` becomes a chunk with its own ``id`` (else one derived from the tool's name and
    the text, so the same row found twice is one passage), ``collection`` None (it comes from
    outside the knowledge base, unless its metadata names one) and ``source`` from its metadata
    (``source``, else ``tool:NAME``).
    The scope holds for tools too: a chunk naming a knowledge-base collection outside the run's
    scope, or whose metadata fails the run's ``filter``, is dropped (counted in ``dropped``);
    chunks of no collection are the tool's own data.
    """
    items = list(value) if isinstance(value, list | tuple) else [value]
    if not items or not all(isinstance(item, Chunk | Document) for item in items):
        return None
    chunks = [item if isinstance(item, Chunk) else _document_chunk(item, tool_name) for item in items]
    allowed = set(scope) if scope is not None else None
    kept = [
        c for c in in_scope(chunks, run_filter) if c.collection is None or allowed is None or c.collection in allowed
    ]
    return ToolChunks(kept, len(chunks) - len(kept))


def _document_chunk(document: Document, tool_name: str) -> Chunk:
    """A tool's ``Document`` as a chunk; one that names a collection in its metadata (a knowledge
    base retriever's documents do) keeps it, so the run's scope and filter apply to it."""
    metadata = dict(document.metadata or {})
    digest = hashlib.sha256(f"{tool_name}\n{document.page_content}".encode()).hexdigest()[:16]
    collection = metadata.get("collection")
    return Chunk(
        id=str(document.id) if document.id else f"{tool_name}:{digest}",
        text=document.page_content,
        collection=collection if isinstance(collection, str) and collection else None,
        source=str(metadata.get("source") or f"tool:{tool_name}"),
        metadata=metadata,
    )


def search_request(search: Callable[..., Call], args: SearchArgs, options: Mapping[str, Any]) -> Call:
    """One validated search as a ``Call`` (the scope in ``args`` is already resolved).

    ``search``: the searcher bound by ``core.searcher.searching`` (``LoopConfig.search_call``).
    """
    return search(args.query, collections=args.collections, limit=args.limit, **options)


def search_outcome(args: SearchArgs, result: Any, run_filter: Any = None) -> CallOutcome:
    """What a search returned (or the exception it raised) as an observation.

    Searcher failures, including a reply that is not chunks, become ``search error: ...``. The
    run's filter is checked again on what came back (``in_scope``): a searcher of your own that
    ignores its ``filter`` argument cannot bring in passages the filter excludes.
    """
    if isinstance(result, BaseException):
        return CallOutcome(f"search error: {type(result).__name__}: {result}")
    try:
        found = in_scope([to_chunk(c) for c in result], run_filter)[: args.limit]
    except TypeError as exc:  # the searcher is pluggable: a bad reply is an observation
        return CallOutcome(f"search error: TypeError: {exc}")
    return CallOutcome(format_search_summary(found), found)
