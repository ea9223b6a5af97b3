"""What the Pipeline's deciding steps ask a model for: one validated object each, through the one
structured-output path (``arcana_graph.models.structured.decide``: a JSON-schema grammar for local
models, a forced tool call otherwise, one repair turn). Lenient where replies vary in the wild
(a bare ``{"1": 8}`` for rerank scores, ``subquestions`` for ``sub_questions``)."""

from __future__ import annotations

from typing import Any

from pydantic import AliasChoices, BaseModel, Field, model_validator

__all__ = ["GateDecision", "Groundedness", "Scores", "Selection", "SubQuestions", "Sufficiency"]


class GateDecision(BaseModel):
    """``gate``: does the question need the knowledge base?"""

    needs_retrieval: bool
    reasoning: str | None = None


class Selection(BaseModel):
    """``select``: which collections to search."""

    collections: list[str]
    reasoning: str | None = None


class SubQuestions(BaseModel):
    """``decompose``: simpler questions, each answerable on its own."""

    sub_questions: list[str] = Field(validation_alias=AliasChoices("sub_questions", "subquestions", "questions"))


class Sufficiency(BaseModel):
    """``reason`` / ``search(self_correct=True)``: are the results enough, and what to search next."""

    sufficient: bool
    missing: str | None = None
    follow_up_query: str | None = None


class Scores(BaseModel):
    """``rerank``: a 0-10 relevance score per passage number."""

    scores: dict[str, float]

    @model_validator(mode="before")
    @classmethod
    def _bare_mapping(cls, data: Any) -> Any:
        # Models often answer {"1": 8, "2": 3} as the prompt's example shows.
        if isinstance(data, dict) and "scores" not in data:
            return {"scores": data}
        return data


class Groundedness(BaseModel):
    """``answer(self_correct=True)``: is the answer grounded in the context, and what to fix."""

    grounded: bool
    feedback: str | None = None
