"""The Pipeline's query steps: ``gate`` (retrieve at all?), ``rewrite``, ``expand``,
``decompose`` and ``select`` (which collections, never outside the run's scope)."""

from __future__ import annotations

import logging
from typing import Any

from arcana_graph.core.effects import Call, Steps, call, call_user
from arcana_graph.core.scope import narrow, resolve_scope
from arcana_graph.core.telemetry import emit
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig
from arcana_graph.pipeline.lifecycle import skipped, step_prompt
from arcana_graph.pipeline.llm import complete, complete_structured
from arcana_graph.pipeline.options import Decompose, Expand, Gate, Rewrite, Select
from arcana_graph.pipeline.retrieval import effective_query
from arcana_graph.pipeline.schemas import GateDecision, Selection, SubQuestions
from arcana_graph.pipeline.state import PipelineState

__all__ = ["decompose", "expand", "gate", "rewrite", "select"]

_log = logging.getLogger(__name__)


def gate(state: PipelineState, cfg: PipelineConfig, *, step: Gate) -> Steps[dict[str, Any]]:
    if skipped(state, retrieval=False):
        return {}
    skip, reasoning = False, None
    try:
        prompt = step_prompt(step, prompts.gate_prompt, state["question"])
        decision = yield from complete_structured(cfg.model_for(step), prompt, GateDecision)
        if decision is not None:
            skip, reasoning = not decision.needs_retrieval, decision.reasoning
    except Exception as exc:  # an unavailable gate means: retrieve, as Arcana does
        _log.warning("gate failed, retrieving: %s", exc)
    emit("arcana.pipeline.gate", {"question": state["question"], "skip_retrieval": skip})
    return {"skip_retrieval": skip, "gate_reasoning": reasoning}


def rewrite(state: PipelineState, cfg: PipelineConfig, *, step: Rewrite) -> Steps[dict[str, Any]]:
    if skipped(state, retrieval=True):
        return {}
    try:
        if step.rewriter is not None:
            rewritten: str | None = (yield call_user(step.rewriter, state["question"], what="the rewriter")).strip()
        else:
            rewritten = yield from complete(
                cfg.model_for(step), step_prompt(step, prompts.rewrite_prompt, state["question"])
            )
            rewritten = rewritten.strip().strip('"').strip() or None
    except Exception as exc:  # a failed rewrite leaves the question as it is
        _log.warning("rewrite failed: %s", exc)
        rewritten = None
    emit("arcana.pipeline.rewrite", {"question": state["question"], "rewritten_query": rewritten})
    return {"rewritten_query": rewritten}


def _catalogue(cfg: PipelineConfig) -> Call | None:
    """Listing the searcher's collections (names and descriptions), when it can list them."""
    listing = getattr(cfg.searcher, "collections", None)
    return (
        call(lambda: {c.name: c.description for c in listing()}, what="the collection list")
        if callable(listing)
        else None
    )


def select(state: PipelineState, cfg: PipelineConfig, *, step: Select) -> Steps[dict[str, Any]]:
    """Narrow the scope: offer only collections inside the run's scope (the step's own list, else
    the scope, else every collection) and keep only offered names from the choice (Arcana checked
    neither). A failed selection keeps every offered collection; ``[]`` stays ``[]``."""
    if skipped(state, retrieval=False):
        return {}
    scope = resolve_scope(state.get("collections"))
    listing = _catalogue(cfg)
    try:
        descriptions: dict[str, str | None] = (yield listing) if listing is not None else {}
    except Exception as exc:  # descriptions help the choice; without them the names still do
        _log.warning("listing collections failed: %s", exc)
        descriptions = {}
    offered = narrow(scope, step.collections if step.collections is not None else scope)
    if offered is None and not descriptions:  # every collection, and none listed: nothing to narrow
        return {"collections": None, "selection_reasoning": None}
    offered = list(descriptions) if offered is None else offered
    pairs = [(name, descriptions.get(name)) for name in offered]
    chosen, reasoning = list(offered), None
    try:
        if not offered:
            names = []
        elif step.selector is not None:
            extra = {"context": step.context} if step.context is not None else {}
            names, reasoning = yield call_user(step.selector, state["question"], pairs, what="the selector", **extra)
        else:
            prompt = step_prompt(step, prompts.select_prompt, state["question"], pairs)
            selection = yield from complete_structured(cfg.model_for(step), prompt, Selection)
            names = selection.collections if selection else None
            reasoning = selection.reasoning if selection else None
        picked = [n for n in (names or []) if n in offered]
        if picked:
            chosen = list(dict.fromkeys(picked))
    except Exception as exc:  # a failed selection keeps every offered collection
        _log.warning("select failed, keeping all collections: %s", exc)
        reasoning = None
    emit(
        "arcana.pipeline.select",
        {
            "question": state["question"],
            "available_collections": offered,
            "selected_count": len(chosen),
            "selected_collections": chosen,
        },
    )
    return {"collections": chosen, "selection_reasoning": reasoning}


def expand(state: PipelineState, cfg: PipelineConfig, *, step: Expand) -> Steps[dict[str, Any]]:
    if skipped(state, retrieval=True):
        return {}
    query = effective_query(state)
    try:
        if step.expander is not None:
            expanded: str | None = (yield call_user(step.expander, query, what="the expander")).strip() or None
        else:
            text = yield from complete(cfg.model_for(step), step_prompt(step, prompts.expand_prompt, query))
            expanded = text.strip('"').strip() or None
    except Exception as exc:  # a failed expansion searches the unexpanded query
        _log.warning("expand failed: %s", exc)
        expanded = None
    emit("arcana.pipeline.expand", {"question": query, "expanded_query": expanded})
    return {"expanded_query": expanded}


def decompose(state: PipelineState, cfg: PipelineConfig, *, step: Decompose) -> Steps[dict[str, Any]]:
    if skipped(state, retrieval=True):
        return {}
    query = effective_query(state)
    subs: list[str] = [query]
    try:
        if step.decomposer is not None:
            found = yield call_user(step.decomposer, query, what="the decomposer")
        else:
            prompt = step_prompt(step, prompts.decompose_prompt, query)
            decision = yield from complete_structured(cfg.model_for(step), prompt, SubQuestions)
            found = decision.sub_questions if decision else []
        found = [q.strip() for q in found if isinstance(q, str) and q.strip()]
        if found:
            subs = found
    except Exception as exc:  # a failed decomposition searches the query as a whole
        _log.warning("decompose failed: %s", exc)
    emit("arcana.pipeline.decompose", {"question": query, "sub_question_count": len(subs)})
    return {"sub_questions": subs}
