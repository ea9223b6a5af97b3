"""The LLM judge's default prompts (``LLMJudgeGrounder(system_prompt=...)`` replaces the first).

Passages are numbered ``[1]``, ``[2]``... and come first in every local prompt, so a local server
can reuse their cached prefix across the calls that judge one answer.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "ANSWER_PROMPT",
    "FILL_PROMPT",
    "JUDGE_CLAIM_PROMPT",
    "JUDGE_SYSTEM_PROMPT",
    "STATEMENT_PROMPT",
    "answer_prompt",
    "fill_prompt",
    "judge_claim_prompt",
    "judge_user_prompt",
    "numbered_passages",
    "statement_prompt",
]

JUDGE_SYSTEM_PROMPT = """You check whether an answer is faithful to a set of numbered context chunks.

# Process
1. Break the answer into atomic factual claims. Copy each claim word for word from the answer.
2. Judge each claim against the chunks only, read together:
   - "supported": the chunks state or clearly entail it, alone or together (one chunk may name a
     thing's maker and another the maker's founder: together they support "the founder of the
     thing's maker");
   - "unsupported": the chunks do not say it;
   - "contradicted": a chunk says something incompatible with it.
3. For supported and contradicted claims, list the numbers of all the chunks involved.

# Rules
- Facts that are true in general but absent from the chunks are "unsupported".
- Skip style, filler and hedging; judge only factual content.
- Be strict.

# Output
One JSON object, without prose or code fences:
{"claims": [{"text": "<claim copied from the answer>", "verdict": "supported", "chunk_indices": [1, 2]}]}"""


def numbered_passages(chunk_texts: Sequence[str]) -> str:
    """``[1] first passage`` ... separated by blank lines."""
    return "\n\n".join(f"[{i}] {text}" for i, text in enumerate(chunk_texts, 1))


def judge_user_prompt(question: str, answer: str, chunk_texts: Sequence[str]) -> str:
    """The judge's user message: the question, the answer to check, and the numbered chunks."""
    return f"## Question\n{question}\n\n## Answer to check\n{answer}\n\n## Context chunks\n{numbered_passages(chunk_texts)}"


JUDGE_CLAIM_PROMPT = (
    "You check one claim against numbered context chunks. First quote the context sentence that "
    "supports or contradicts the claim, or write 'none'. Then give the verdict: supported if the "
    "context states it, contradicted if the context says something incompatible with it, unsupported "
    "if the context does not say it. List the numbers of the chunks you quoted."
)
"""A sentence answer's check on a small judge, one sentence at a time. Worded as before short
answers had their own path: told that chunks may combine, the 1.5B judge called correct
single-passage sentences unsupported (the e2e test's faithful sentence among them)."""


def judge_claim_prompt(question: str, answer: str, claim: str, chunk_texts: Sequence[str]) -> str:
    """One sentence of a sentence answer to check, after the chunks (so a local server can reuse
    the cached chunk prefix). The question and the whole answer are included because a sentence
    can lean on them ("It closed in 1958.")."""
    return f"Context:\n{numbered_passages(chunk_texts)}\n\nQuestion: {question}\nAnswer being checked: {answer}\n\nClaim: {claim}"


STATEMENT_PROMPT = (
    "Rewrite a question and its short answer as one declarative sentence that states the answer. Keep the "
    "answer's words exactly as given and add no other facts.\n"
    "Question: When did the mill close? Answer: 1989 -> The mill closed in 1989.\n"
    "Question: Who designed the station? Answer: Anna Berg -> Anna Berg designed the station.\n"
    "Question: Was the bridge built before the church? Answer: yes -> The bridge was built before the church."
)


def statement_prompt(question: str, answer: str) -> str:
    """The conversion call's user message."""
    return f"Question: {question} Answer: {answer}"


FILL_PROMPT = (
    "Fill in the blank (___) of the statement from the numbered passages only. The passages together may "
    "fill it when no single passage does: one passage can name a thing's maker and another the maker's "
    "founder. Reply with the words for the blank only (a name, number, date or place), or 'not stated' if "
    "the passages do not say."
)
"""A short answer's check on a small judge: the statement with the answer blanked out. Shown the
answer itself, the 1.5B judge copies it and calls nearly everything supported."""


def fill_prompt(cloze: str, chunk_texts: Sequence[str]) -> str:
    """The numbered passages, then the statement with its blank."""
    return f"{numbered_passages(chunk_texts)}\n\nStatement: {cloze}"


ANSWER_PROMPT = (
    "Answer the question from the numbered passages only. The passages together may answer it when no "
    "single passage does: one passage can name a thing's maker and another the maker's founder. Reply "
    "with the answer only (a name, number, date, place, or yes / no), or 'not stated' if the passages do "
    "not say."
)
"""The same check when the answer does not stand in its statement (a "yes" or "no")."""


def answer_prompt(question: str, chunk_texts: Sequence[str]) -> str:
    """The numbered passages, then the question."""
    return f"{numbered_passages(chunk_texts)}\n\nQuestion: {question}"
