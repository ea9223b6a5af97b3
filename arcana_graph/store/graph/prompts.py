"""Prompts of the LLM graph extractor, overridable through ``GraphPrompts``.

The wording follows Arcana's ``GraphExtractor.LLM`` (its type list, UPPER_SNAKE_CASE relationship
types, strength 1-10) in our own words, shortened for small local models: the JSON shape is
enforced by the structured-output call, so the prompt only describes the task.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "COMMUNITY_SYSTEM_PROMPT",
    "ENTITY_TYPES",
    "EXTRACT_BATCH_PROMPT",
    "EXTRACT_PROMPT",
    "EXTRACT_SYSTEM_PROMPT",
    "GraphPrompts",
    "community_prompt",
]

ENTITY_TYPES = (
    "person",
    "organization",
    "location",
    "event",
    "concept",
    "technology",
    "role",
    "publication",
    "media",
    "award",
    "standard",
    "language",
)
"""Arcana's twelve entity types; anything else is ``other``."""

EXTRACT_SYSTEM_PROMPT = (
    "You build a knowledge graph from text. Extract only entities and relationships the text "
    "states or clearly implies, and reply with one JSON object."
)

EXTRACT_PROMPT = """Extract the named entities of this text and the relationships between them.

# Text
{text}

# Instructions
- Entities: people, organizations, places, events and other things with a name. Give each a
  `type` from: {types} (or "other"), and a one-sentence `description` taken from the text.
- Write each name as the text writes it ("Brack & Oduya", "Petra Lindqvist").
- Relationships link two of your entities: `source`, `target`, a `type` in UPPER_SNAKE_CASE
  (FOUNDED, BUILT, DESIGNED, BORN_IN, LOCATED_IN, WORKS_FOR, ...), a short `description`, and a
  `strength` from 1 to 10 (how explicit and central the link is).

Reply with {{"entities": [{{"name", "type", "description"}}],
"relationships": [{{"source", "target", "type", "description", "strength"}}]}}."""
"""One chunk per call. ``{text}`` and ``{types}`` are filled in."""

EXTRACT_BATCH_PROMPT = """Extract the named entities of each numbered passage and the relationships between them.

{passages}

# Instructions
- Work passage by passage; a relationship links two entities of the same passage.
- Entities: people, organizations, places, events and other things with a name. Give each a
  `type` from: {types} (or "other"), and a one-sentence `description` taken from the passage.
- Write each name as the passage writes it.
- Relationships: `source`, `target`, a `type` in UPPER_SNAKE_CASE (FOUNDED, BUILT, BORN_IN,
  LOCATED_IN, ...), a short `description`, and a `strength` from 1 to 10.

Reply with {{"passages": [{{"passage": <number>, "entities": [...], "relationships": [...]}}]}},
one entry per passage."""
"""Several chunks per call. ``{passages}`` (``[1] text`` blocks) and ``{types}`` are filled in."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphPrompts:
    """The extractor's prompts; replace any of them."""

    system: str = EXTRACT_SYSTEM_PROMPT
    """The system message of every extraction call."""
    single: str = EXTRACT_PROMPT
    """The user message for one chunk (``{text}``, ``{types}``)."""
    batch: str = EXTRACT_BATCH_PROMPT
    """The user message for several chunks (``{passages}``, ``{types}``)."""


COMMUNITY_SYSTEM_PROMPT = (
    "You summarise one cluster of a knowledge graph for someone searching the documents it came "
    "from. Use only the entities and relationships given."
)


def community_prompt(entities: Sequence[str], relationships: Sequence[str]) -> str:
    """The user message asking for one community's summary: its entities and relationships, one per line."""
    entity_lines = "\n".join(f"- {line}" for line in entities)
    link_lines = "\n".join(f"- {line}" for line in relationships) or "- (none listed)"
    return (
        f"# Entities\n{entity_lines}\n\n# Relationships\n{link_lines}\n\n"
        "In two or three sentences, say what ties these entities together and name the most important ones."
    )
