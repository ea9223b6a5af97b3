"""What extractors return, made safe to store: one checked ``GraphExtraction`` per chunk.

Any extractor (ours or a user's function returning Arcana's JSON shape) goes through
``run_extractor``, which applies Arcana's rules in one place:

* names are trimmed (a leading "the" dropped) and deduplicated by ``normalize_name``; blank names
  are dropped; the first spelling, type and description seen win, spans are merged;
* types are lowercase words (``other`` when missing); relationship types UPPER_SNAKE_CASE
  (``RELATED_TO`` when missing); strength is clamped to 1-10 (5 when missing or unreadable);
* a relationship whose endpoints are not entities of the same chunk, or that links an entity to
  itself, is dropped;
* spans must lie inside the chunk's text; an entity without spans gets those of its name found
  in the text (case-insensitive), so mentions carry offsets whenever the name is written out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from arcana_graph.core.errors import IngestError
from arcana_graph.core.protocols import (
    ExtractedEntity,
    ExtractedRelationship,
    ExtractionLike,
    GraphExtraction,
    GraphExtractor,
)
from arcana_graph.store.graph.names import normalize_name, strip_article

__all__ = ["clean_extraction", "run_extractor"]

_MAX_SPANS = 16  # offsets kept per entity and chunk: enough to highlight, bounded for long chunks
_DESCRIPTION_CHARS = 300


def _text(value: Any) -> str | None:
    if value is None:
        return None
    text = " ".join(str(value).split())
    return text or None


def _entity_type(value: Any) -> str:
    cleaned = re.sub(r"[^a-z_]", "", str(value or "").lower())
    return cleaned or "other"


def _relationship_type(value: Any) -> str:
    cleaned = re.sub(r"_+", "_", re.sub(r"[^A-Z0-9_]", "_", str(value or "").upper())).strip("_")
    return cleaned or "RELATED_TO"


def _strength(value: Any) -> int:
    try:
        number = int(float(value))
    except (TypeError, ValueError):
        return 5
    return max(1, min(10, number))


def _spans(raw: Any, text: str) -> tuple[tuple[int, int], ...]:
    spans = []
    for item in raw or ():
        try:
            start, end = int(item[0]), int(item[1])
        except (TypeError, ValueError, IndexError):
            continue
        if 0 <= start < end <= len(text):
            spans.append((start, end))
    return tuple(sorted(set(spans)))[:_MAX_SPANS]


def _find(name: str, text: str) -> tuple[tuple[int, int], ...]:
    pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)", re.IGNORECASE)
    return tuple((m.start(), m.end()) for m in pattern.finditer(text))[:_MAX_SPANS]


def _as_entity(raw: ExtractedEntity | Mapping[str, Any]) -> ExtractedEntity | None:
    if isinstance(raw, ExtractedEntity):
        return raw
    if isinstance(raw, Mapping) and raw.get("name") is not None:
        return ExtractedEntity(
            name=str(raw["name"]),
            type=str(raw.get("type") or "other"),
            description=_text(raw.get("description")),
            spans=tuple(raw.get("spans") or ()),
        )
    return None


def _as_relationship(raw: ExtractedRelationship | Mapping[str, Any]) -> ExtractedRelationship | None:
    if isinstance(raw, ExtractedRelationship):
        return raw
    if isinstance(raw, Mapping) and raw.get("source") is not None and raw.get("target") is not None:
        return ExtractedRelationship(
            source=str(raw["source"]),
            target=str(raw["target"]),
            type=str(raw.get("type") or "RELATED_TO"),
            description=_text(raw.get("description")),
            strength=_strength(raw.get("strength")),
        )
    return None


def _clean_entities(raw: Sequence[Any], text: str) -> dict[str, ExtractedEntity]:
    merged: dict[str, ExtractedEntity] = {}
    for item in raw:
        entity = _as_entity(item)
        if entity is None:
            continue
        name = strip_article(" ".join(entity.name.split()))
        key = normalize_name(name)
        if not key:
            continue
        spans = _spans(entity.spans, text) or _find(name, text)
        description = _text(entity.description)
        kind = _entity_type(entity.type)
        if key not in merged:
            merged[key] = ExtractedEntity(
                name=name, type=kind, description=description and description[:_DESCRIPTION_CHARS], spans=spans
            )
            continue
        first = merged[key]
        merged[key] = replace(
            first,
            type=kind if first.type == "other" else first.type,
            description=first.description or (description and description[:_DESCRIPTION_CHARS]),
            spans=tuple(sorted(set(first.spans) | set(spans)))[:_MAX_SPANS],
        )
    return merged


def clean_extraction(raw: ExtractionLike, text: str) -> GraphExtraction:
    """One extractor result for the chunk ``text``, checked and normalised (module docstring)."""
    if isinstance(raw, GraphExtraction):
        raw_entities: Sequence[Any] = raw.entities
        raw_relationships: Sequence[Any] = raw.relationships
    elif isinstance(raw, Mapping):
        raw_entities = list(raw.get("entities") or ())
        raw_relationships = list(raw.get("relationships") or ())
    else:
        raise IngestError(f"a graph extractor returned {type(raw).__name__}; expected a GraphExtraction or a dict")
    entities = _clean_entities(raw_entities, text)
    relationships: dict[tuple[str, str, str], ExtractedRelationship] = {}
    for item in raw_relationships:
        link = _as_relationship(item)
        if link is None:
            continue
        source, target = normalize_name(strip_article(link.source)), normalize_name(strip_article(link.target))
        if source == target or source not in entities or target not in entities:
            continue
        kind = _relationship_type(link.type)
        cleaned = ExtractedRelationship(
            source=entities[source].name,
            target=entities[target].name,
            type=kind,
            description=_text(link.description),
            strength=_strength(link.strength),
        )
        previous = relationships.get((source, target, kind))
        if previous is None or previous.strength < cleaned.strength:
            relationships[(source, target, kind)] = cleaned
    return GraphExtraction(entities=tuple(entities.values()), relationships=tuple(relationships.values()))


def run_extractor(extractor: GraphExtractor, texts: Sequence[str]) -> list[GraphExtraction]:
    """Run ``extractor`` on chunk texts and check what it returned (one result per text).

    Raises:
        IngestError: the extractor returned the wrong number of results or an unreadable one.
        Exception: whatever the extractor raised (the caller contains it per document).
    """
    if not texts:
        return []
    results = list(extractor(list(texts)))
    if len(results) != len(texts):
        raise IngestError(f"the graph extractor returned {len(results)} results for {len(texts)} chunks")
    return [clean_extraction(raw, text) for raw, text in zip(results, texts, strict=True)]
