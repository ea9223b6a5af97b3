"""Default prompts of the Pipeline steps (own wording, following Arcana's step prompts).

Each is a function of the step's inputs; a step's ``prompt=`` option replaces it with any function
of the same arguments. JSON-answering prompts ask for an object; replies are parsed tolerantly
(code fences and prose around the object are fine).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "answer_prompt",
    "correction_prompt",
    "decompose_prompt",
    "evaluate_prompt",
    "expand_prompt",
    "gate_prompt",
    "rerank_prompt",
    "rewrite_prompt",
    "select_prompt",
    "sufficiency_prompt",
]


def gate_prompt(question: str) -> str:
    return (
        "Decide whether this question needs the private knowledge base or can be answered from general knowledge.\n"
        "Lean towards no retrieval only for clear general knowledge: arithmetic, dictionary definitions, well-known "
        "facts, greetings or questions about yourself. Retrieval is needed for anything about documents, products, "
        "code, private or recent named entities, or anything whose answer depends on what the documents say.\n\n"
        f'Question: "{question}"\n\n'
        'Respond with JSON only: {"needs_retrieval": true or false, "reasoning": "one short sentence"}'
    )


def rewrite_prompt(question: str) -> str:
    return (
        "Turn a conversational message into a clean search query. Output only the query.\n"
        "Remove greetings, softeners (can you, could you, I was wondering), thanks and padding. Keep the topic, every "
        "name and technical term, and any qualifier. If the message is already a clean query, return it unchanged.\n\n"
        "Examples:\n"
        '"Hi! Could you tell me how the ferry schedule works?" -> "how the ferry schedule works"\n'
        '"I was wondering who built the Veltmar lighthouse, thanks" -> "who built the Veltmar lighthouse"\n'
        '"lighthouse keeper logbooks" -> "lighthouse keeper logbooks"\n\n'
        f'Message: "{question}"\nQuery:'
    )


def select_prompt(question: str, collections: Sequence[tuple[str, str | None]]) -> str:
    listing = "\n".join(f"- {name}: {description or '(no description)'}" for name, description in collections)
    return (
        f"Which collection(s) should be searched for this question?\n\nQuestion: {question}\n\nCollections:\n{listing}\n\n"
        'Return JSON only: {"collections": ["name1", "name2"], "reasoning": "..."}. '
        "Pick only the most relevant collection(s); if unsure, include all."
    )


def expand_prompt(question: str) -> str:
    return (
        "Expand this search query with synonyms and closely related terms so that more relevant passages match. "
        "Keep every original term, spell out acronyms next to them (for example 'ML' becomes 'ML machine learning'), "
        "and do not drop technical terms you do not recognise. Return one expanded query, nothing else.\n\n"
        f"Query: {question}\nExpanded query:"
    )


def decompose_prompt(question: str) -> str:
    return (
        "Break a complex question into 2 to 4 simpler sub-questions that can each be answered on their own. Do not "
        "rephrase acronyms or terms you do not recognise. If the question is already simple, return it unchanged as "
        "the only sub-question.\n\n"
        'Example: "Who founded the company that built the bridge, and when?" -> '
        '{"sub_questions": ["Which company built the bridge?", "Who founded that company?", "When was it founded?"]}\n\n'
        f"Question: {question}\n\n"
        'Return JSON only: {"sub_questions": ["...", "..."]}'
    )


def sufficiency_prompt(question: str, chunk_texts: Sequence[str]) -> str:
    passages = "\n---\n".join(chunk_texts)
    return (
        "Evaluate whether these search results are sufficient to answer the question.\n\n"
        f"Question: {question}\n\nResults:\n{passages}\n\n"
        'Respond with JSON only. If sufficient: {"sufficient": true, "reasoning": "..."}. '
        'If not: {"sufficient": false, "missing": "what is missing", "follow_up_query": "a search query for it"}'
    )


def rerank_prompt(question: str, chunk_texts: Sequence[str]) -> str:
    passages = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(chunk_texts, 1))
    return (
        "Rate how relevant each passage is for answering the question, from 0 to 10: 10 answers it directly, 7-9 "
        "highly relevant, 4-6 somewhat relevant, 0-3 not relevant.\n\n"
        f"Question: {question}\n\nPassages:\n{passages}\n\n"
        'Return JSON only, passage number to score: {"1": 8, "2": 3}'
    )


def answer_prompt(question: str, chunk_texts: Sequence[str], graph_context: str = "") -> str:
    """``graph_context``: what the entity graph knows (``GraphContext.as_text()``), put before the
    numbered passages as background that is not cited."""
    if not chunk_texts:
        return f'Question: "{question}"\n\nAnswer the question directly from your own knowledge.'
    context = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(chunk_texts, 1))
    background = (
        f"From the knowledge graph (background, not to be cited):\n{graph_context}\n\n" if graph_context else ""
    )
    return (
        f'{background}Context:\n{context}\n\nQuestion: "{question}"\n\n'
        "Answer the question directly and naturally. Use the context to inform the answer without mentioning it. "
        "After each sentence, cite the numbers of the passages it rests on in square brackets, e.g. [1]. "
        "If the context is not enough to answer, say that you don't know."
    )


def evaluate_prompt(question: str, chunk_texts: Sequence[str], answer: str) -> str:
    context = "\n\n".join(chunk_texts)
    return (
        "Evaluate if the following answer is well-grounded in the provided context.\n\n"
        f"Question: {question}\n\nContext:\n{context}\n\nAnswer: {answer}\n\n"
        'Respond with JSON only: {"grounded": true} or {"grounded": false, "feedback": "what to fix"}. '
        "Mark it not grounded only for clear problems: claims the context does not support, missing key "
        "information, or factual errors."
    )


def correction_prompt(question: str, chunk_texts: Sequence[str], previous: str, feedback: str) -> str:
    context = "\n\n---\n\n".join(chunk_texts)
    return (
        f"Question: {question}\n\nContext:\n{context}\n\nYour previous answer:\n{previous}\n\n"
        f"Feedback on your answer:\n{feedback}\n\n"
        "Please provide an improved answer that addresses the feedback and stays grounded in the context."
    )
