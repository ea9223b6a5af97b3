"""The Loop's default prompts and tool descriptions, in one place, overridable through ``build_loop``.

Wording follows the structure of Arcana's Loop prompts (markdown sections, explicit "when not to"
rules, the budget stated, soft language, no ReAct prefixes) in our own words. Short phrases that
callers and tests rely on are part of the contract: "research agent", "# Collections",
"`collection` argument", "Available collections:".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from arcana_graph.core.types import Chunk

__all__ = [
    "ANSWER_PROMPT",
    "DECISION_FIELDS",
    "LINK_FIELDS",
    "NUDGE",
    "PLAN_STEPS_FIELD",
    "ANSWER_TOOL_DESCRIPTION",
    "GIVE_UP_TOOL_DESCRIPTION",
    "JSON_LINK_PROMPT",
    "JSON_NEXT_TURN_PROMPT",
    "JSON_PLAN_EXAMPLES",
    "JSON_PLAN_PROMPT",
    "JSON_REPLAN_PROMPT",
    "LoopPrompts",
    "SEARCH_TOOL_DESCRIPTION",
    "SYNTHESIS_PROMPT",
    "RunPromptBuilder",
    "SystemPromptBuilder",
    "loop_system_prompt",
]

# -- Loop tools ---------------------------------------------------------------------------------

SEARCH_TOOL_DESCRIPTION = (
    "Search the knowledge base for passages relevant to a query. Returns the matching passages "
    "in full, each with a stable ID.\n"
    "Use it whenever the question needs information from the corpus. Do not use it for general "
    "knowledge that needs no corpus, and do not repeat a query you already ran."
)
SEARCH_PICK_DESCRIPTION = (
    " The corpus is split across several collections. Pass the `collection` argument to search "
    "one of them when the question is clearly about a single topic; omit it to search them all. "
    "Available collections: {names}."
)
SEARCH_QUERY_DOC = "The search query: a focused phrase or question, not a bag of keywords."
SEARCH_LIMIT_DOC = "How many passages to return. Keep it small (3 to 5) unless you need broad coverage."
SEARCH_COLLECTION_DOC = "Optional. Search only this collection; one of: {names}. Omit to search all."

ANSWER_TOOL_DESCRIPTION = (
    "Give the final answer to the user's question. Calling this ends the conversation; `text` is "
    "exactly what the user will read.\n"
    "Call it as soon as the passages you have are enough to answer, even if another search might "
    "sharpen a detail: answering from imperfect passages is the normal case, not a fallback. "
    "Do not call it on the first turn, before any search."
)
ANSWER_TEXT_DOC = (
    "The complete final answer the user will see. After each sentence, cite the passages it rests on "
    "by their IDs in square brackets, e.g. [3f2a9c1d0b4e5a6f]."
)

GIVE_UP_TOOL_DESCRIPTION = (
    "Stop because the question cannot be answered from the knowledge base. Calling this ends the "
    "conversation. Use it only after several honest searches found nothing relevant."
)
GIVE_UP_REASON_DOC = "A short explanation of why the question cannot be answered."

# -- Loop system prompt --------------------------------------------------------------------------

_ROLE = "You are a research agent that answers questions about a knowledge base."

_TOOLS = """# Available tools
- `search`: look things up in the knowledge base.
- `answer`: give the final answer (this ends the conversation).
- `give_up`: stop when the question cannot be answered from the knowledge base (also ends the conversation)."""

_COLLECTIONS = """# Collections
The corpus is split into several collections: {names}. The `search` tool takes an optional `collection` argument that limits a query to one collection. Use it when a question is clearly about one collection; leave it out when the question is ambiguous or spans several."""

_NO_COLLECTIONS = """# Collections
No collection is in scope for this question, so searches will find nothing. Say so with `give_up` unless the question needs no knowledge base."""

_WORKFLOW = """# Workflow
1. Clean up vague questions before searching: drop conversational filler and search for the actual topic.
2. Split multi-part questions into separate, focused searches. There is no separate decompose tool: one search per aspect, one after another, is how a question is decomposed.
3. Judge results by what the passages say, not by their rank or score.
4. If results are weak or off-topic, search again with different words: synonyms, a narrower framing, specific names.
5. As soon as the passages you have answer the question together, call `answer`. Do not hunt for a more perfect passage.
6. If a few honest attempts find nothing relevant, call `give_up`."""

_WHEN_NOT = """# When not to call tools
- Do not repeat a query you already ran.
- Do not keep searching once you have enough to answer.
- Do not search the user's vague wording verbatim."""

_CONSTRAINTS = """# Constraints
- You have at most {max_iterations} turns; plan to answer well before that.
- Make each search target one specific aspect of the question.
- Prefer answering with what you have over searching again."""

_OUTPUT = """# Output
Call `answer` with a complete, well-organised response; its `text` is all the user sees.
- Write as if you know the facts directly. Never mention the knowledge base, the passages, the context, the sources or the documents, and avoid phrases such as "based on" or "according to".
- Use Markdown when it helps (short paragraphs, lists, bold); add headings only to long answers.
- After each sentence, cite the passages it rests on by their IDs in square brackets, e.g. [3f2a9c1d0b4e5a6f]; cite only passages you were shown.
- If the passages do not contain the answer, say so plainly instead of padding."""


def loop_system_prompt(*, max_iterations: int, collections: Sequence[str] | None) -> str:
    """The Loop controller's default system prompt for a run's budget and collection scope.

    Args:
        collections: the run's scope: None (everything), one name (locked), several names (the
            model may pick one per search) or empty (nothing in scope).
    """
    sections = [_ROLE, _TOOLS]
    if collections is not None and len(collections) > 1:
        sections.append(_COLLECTIONS.format(names=", ".join(f"`{n}`" for n in collections)))
    elif collections is not None and len(collections) == 0:
        sections.append(_NO_COLLECTIONS)
    sections += [_WORKFLOW, _WHEN_NOT, _CONSTRAINTS.format(max_iterations=max_iterations), _OUTPUT]
    return "\n\n".join(sections)


NUDGE = "Your last reply was empty. Call one of the tools: search, answer or give_up."
"""Sent after an empty controller reply, before the model tries again."""

GRAPH_CONTEXT_PROMPT = "Background from the knowledge graph (not a passage: rely on and cite the passages):\n{context}"
"""How the entity graph's context of the question is put before an answer prompt (``{context}``)."""

# -- Answerer and fallback synthesis ---------------------------------------------------------------

ANSWER_PROMPT = (
    "The research is done. Write the final answer to the original question for the user, in plain "
    "Markdown, with no tool calls. Write as if you know the facts directly: do not mention the "
    "knowledge base, the passages, the context or the sources, and avoid phrases such as "
    '"based on the context" or "according to the text".'
)

SYNTHESIS_PROMPT = (
    "You have used up your search budget. Write the best answer you can from what you have already "
    "found, in plain Markdown, with no tool calls. Write as if you know the facts directly: do not "
    "mention the knowledge base, the passages, the context or the sources, and avoid phrases such "
    'as "based on the context" or "according to the text".'
)

# -- The json strategy (small local models) -------------------------------------------------------

JSON_PLAN_PROMPT = (
    "Split a question into simple one-fact questions, in the order they must be looked up in a "
    "private knowledge base. A later question uses #1, #2 for the answers of earlier ones. A question "
    "about one fact stays one step.{collections}"
)

JSON_PLAN_EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Who founded the company that built the bridge?", ("Which company built the bridge?", "Who founded #1?")),
    ("When did the bridge open?", ("When did the bridge open?",)),
    (
        "Which language is spoken where the author of the novel was born?",
        ("Who wrote the novel?", "Where was #1 born?", "Which language is spoken in #2?"),
    ),
    (
        "Which is taller, the tower or the bridge?",
        ("How tall is the tower?", "How tall is the bridge?", "Which is taller, the tower (#1) or the bridge (#2)?"),
    ),
)
"""Worked examples shown to the planner as earlier turns: the 1.5B model copied the whole question
as its first lookup when only told how to split, and splits when shown."""

JSON_REPLAN_PROMPT = (
    "An earlier plan went wrong: the passages did not answer '{failed}'. Already found:{facts}\n"
    "Plan the steps still needed to answer the question, using what was found; ask differently "
    "than the step that failed."
)

JSON_LINK_PROMPT = (
    "You answer one question using only passages found in a private knowledge base. Copy the "
    "sentences that answer it, then give the short answer (a name, date, number, or yes / no) as the "
    "passages state it, or 'unknown' if they do not state it. A fact about another year, person or "
    "thing than the one asked does not answer it."
)

JSON_NEXT_TURN_PROMPT = (
    "You answer a question using only passages found in a private knowledge base; you know nothing "
    "else about it. First copy the relevant sentences. Then write what is still missing: in a chained "
    "question every link must be stated. For 'Who founded the company that built the bridge?', a "
    "sentence naming the builder is not enough; if the founder of that company is not stated, the "
    "missing fact is 'founder of <the company named>'. Write 'none' only when the sentences state the "
    "final answer, and then give the short final answer. A missing fact must differ from the queries "
    "already run.{collections}{custom_tools}"
)


# The descriptions of the json strategy's decision fields: the model reads them in the schema, so
# they are prompts too. The model names the gap before it may answer (self-ask style): asked
# "fully answered?" as a yes/no, the 1.5B said yes after the first hop of chained questions and
# answered with the bridge fact; asked to write what is missing, it writes the next hop's query.
DECISION_FIELDS: Mapping[str, str] = {
    "relevant_sentences": "copy the sentences from the passages that help answer the question, or 'none'",
    "missing": (
        "the fact the question needs that those sentences do not state, as a short search query naming what "
        "was found; 'none' if they state the final answer"
    ),
    "answer": "if nothing is missing: the short final answer; otherwise empty",
    "tool": "which tool to use when not answering",
}
PLAN_STEPS_FIELD = "one-fact questions in order; #1, #2 stand for earlier answers"
LINK_FIELDS: Mapping[str, str] = {
    "relevant_sentences": "the sentences from the passages that answer the question, or 'none'",
    "answer": "the short answer as the passages state it, or 'unknown'",
}

SystemPromptBuilder = Callable[..., str]

RunPromptBuilder = Callable[[str, Sequence[Chunk]], str]
"""An answer or synthesis prompt written per run: ``(question, gathered chunks) -> instruction``."""
"""``(*, max_iterations: int, collections: list[str] | None) -> str``, like ``loop_system_prompt``."""


@dataclass(frozen=True, kw_only=True)
class LoopPrompts:
    """Every prompt the Loop sends, each replaceable: ``build_loop(..., prompts=LoopPrompts(plan=...))``.

    ``system`` is the controller's system prompt (a string, or a function of the run's budget and
    scope). With the ``native`` strategy it is the whole instruction; with the ``json`` strategy
    the task prompts below instruct the model, and a ``system`` prompt you set yourself is put in
    front of each of them (the default one is written for tool calling and is left out there).
    """

    system: str | SystemPromptBuilder = loop_system_prompt
    """The controller's system prompt."""
    answer: str | RunPromptBuilder = ANSWER_PROMPT
    """The answerer's instruction (when the Loop has an answerer model): a string, or a function
    of the question and the gathered chunks."""
    synthesis: str | RunPromptBuilder = SYNTHESIS_PROMPT
    """The instruction for the answer written when the budget runs out (a string or a function,
    like ``answer``)."""
    nudge: str = NUDGE
    """What the controller is told after an empty reply."""
    plan: str = JSON_PLAN_PROMPT
    """json strategy: splitting the question into one-fact steps (``{collections}`` is filled in)."""
    plan_examples: tuple[tuple[str, tuple[str, ...]], ...] = JSON_PLAN_EXAMPLES
    """json strategy: worked examples shown to the planner as earlier turns."""
    plan_steps_field: str = PLAN_STEPS_FIELD
    """json strategy: the description of the plan's ``steps`` field."""
    replan: str = JSON_REPLAN_PROMPT
    """json strategy: added to the question when re-planning (``{failed}``, ``{facts}`` are filled in)."""
    link: str = JSON_LINK_PROMPT
    """json strategy: answering one step (or the question) from the passages."""
    link_fields: Mapping[str, str] = field(default_factory=lambda: dict(LINK_FIELDS))
    """json strategy: the descriptions of that answer's fields."""
    next_turn: str = JSON_NEXT_TURN_PROMPT
    """json strategy: the generic turn off the plan (``{collections}`` and ``{custom_tools}`` are filled in)."""
    decision_fields: Mapping[str, str] = field(default_factory=lambda: dict(DECISION_FIELDS))
    """json strategy: the descriptions of the generic turn's fields."""
    graph_context: str = GRAPH_CONTEXT_PROMPT
    """``build_loop(graph_context=True)``: the entity graph's context of the question, put in front
    of the answer, synthesis and json final-answer prompts (``{context}`` is filled in)."""
    custom_system: bool = False
    """Whether ``system`` was set by the caller (then the json strategy uses it too)."""

    def system_text(self, *, max_iterations: int, collections: Sequence[str] | None) -> str:
        """The system prompt for a run's budget and scope."""
        if isinstance(self.system, str):
            return self.system
        return self.system(
            max_iterations=max_iterations, collections=list(collections) if collections is not None else None
        )

    def with_background(self, prompt: str, background: str | None) -> str:
        """``prompt`` with the graph's context of the question in front (unchanged without one)."""
        return f"{self.graph_context.format(context=background)}\n\n{prompt}" if background else prompt

    def answer_text(self, question: str, chunks: Sequence[Chunk]) -> str:
        """The answerer's instruction for this run."""
        return self.answer if isinstance(self.answer, str) else self.answer(question, chunks)

    def synthesis_text(self, question: str, chunks: Sequence[Chunk]) -> str:
        """The synthesis instruction for this run."""
        return self.synthesis if isinstance(self.synthesis, str) else self.synthesis(question, chunks)

    def with_instructions(self, prompt: str, *, max_iterations: int, collections: Sequence[str] | None) -> str:
        """A json-strategy task prompt, with the caller's own system prompt in front when they set one."""
        if not self.custom_system:
            return prompt
        return f"{self.system_text(max_iterations=max_iterations, collections=collections)}\n\n{prompt}"
