"""The LLM judge's default prompts (``LLMJudgeGrounder(system_prompt=...)`` replaces the first)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["JUDGE_CLAIM_PROMPT", "JUDGE_SYSTEM_PROMPT", "judge_claim_prompt", "judge_user_prompt"]

JUDGE_SYSTEM_PROMPT = """You check whether an answer is faithful to a set of numbered context chunks.

# Process
1. Break the answer into atomic factual claims. Copy each claim word for word from the answer.
2. Judge each claim against the chunks only:
   - "supported": the chunks state or clearly entail it;
   - "unsupported": the chunks do not say it;
   - "contradicted": a chunk says something incompatible with it.
3. For supported and contradicted claims, list the numbers of the chunks involved.

# Rules
- Facts that are true in general but absent from the chunks are "unsupported".
- Skip style, filler and hedging; judge only factual content.
- Be strict.

# Output
One JSON object, without prose or code fences:
{"claims": [{"text": "<claim copied from the answer>", "verdict": "supported", "chunk_indices": [1, 2]}]}"""


def judge_user_prompt(question: str, answer: str, chunk_texts: Sequence[str]) -> str:
    """The judge's user message: the question, the answer to check, and the numbered chunks."""
    numbered = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(chunk_texts, 1))
    return f"## Question\n{question}\n\n## Answer to check\n{answer}\n\n## Context chunks\n{numbered}"


JUDGE_CLAIM_PROMPT = (
    "You check one claim against numbered context chunks. First quote the context sentence that "
    "supports or contradicts the claim, or write 'none'. Then give the verdict: supported if the "
    "context states it, contradicted if the context says something incompatible with it, unsupported "
    "if the context does not say it. List the numbers of the chunks you quoted."
)


def judge_claim_prompt(question: str, answer: str, claim: str, chunk_texts: Sequence[str]) -> str:
    """One claim to check, after the chunks (so a local server can reuse the cached chunk prefix).

    The question is included because short answers ("Ines Calloway") only make a claim together
    with it: without it the 1.5B judge flagged such correct answers as unsupported.
    """
    numbered = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(chunk_texts, 1))
    return f"Context:\n{numbered}\n\nQuestion: {question}\nAnswer being checked: {answer}\n\nClaim: {claim}"
