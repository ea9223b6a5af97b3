"""Counting what a run costs: LLM calls and prompt / completion tokens, through LangChain callbacks.

Passed in a run's ``config={"callbacks": [...]}``, the counter sees every chat model call made
inside the graph (controller, answerer, pipeline steps, judge), including calls from worker
threads, because LangChain hands the run's callbacks to nested model calls.
"""

from __future__ import annotations

import threading
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import ChatGeneration, LLMResult

__all__ = ["UsageCounter"]


class UsageCounter(BaseCallbackHandler):
    """Totals of LLM calls and tokens over the runs it is attached to (thread-safe)."""

    def __init__(self) -> None:
        self.calls = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self._lock = threading.Lock()

    def on_chat_model_start(self, serialized: dict[str, Any], messages: list[Any], **kwargs: Any) -> None:
        with self._lock:
            self.calls += 1

    def on_llm_start(self, serialized: dict[str, Any], prompts: list[str], **kwargs: Any) -> None:
        with self._lock:
            self.calls += 1

    def on_llm_end(self, response: LLMResult, **kwargs: Any) -> None:
        prompt, completion = _tokens(response)
        with self._lock:
            self.prompt_tokens += prompt
            self.completion_tokens += completion

    def totals(self) -> dict[str, int]:
        """``llm_calls``, ``prompt_tokens`` and ``completion_tokens`` so far."""
        with self._lock:
            return {
                "llm_calls": self.calls,
                "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens,
            }


def _tokens(response: LLMResult) -> tuple[int, int]:
    """Token counts of one response: the messages' ``usage_metadata``, else the provider's
    ``token_usage`` (OpenAI-compatible servers report one or both)."""
    prompt = completion = 0
    found = False
    for generations in response.generations:
        for generation in generations:
            usage = generation.message.usage_metadata if isinstance(generation, ChatGeneration) else None
            if usage:
                found = True
                prompt += int(usage.get("input_tokens", 0))
                completion += int(usage.get("output_tokens", 0))
    if not found:
        usage = (response.llm_output or {}).get("token_usage") or {}
        prompt = int(usage.get("prompt_tokens", 0) or 0)
        completion = int(usage.get("completion_tokens", 0) or 0)
    return prompt, completion
