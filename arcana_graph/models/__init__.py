"""Models: chat model specs and settings, embeddings, structured output, and the local runtime.

``chat`` (``"provider:model"`` specs -> LangChain chat models, request timeouts and retries, the
one "is this model local?" check), ``embeddings`` (the local MiniLM default and embedding specs),
``structured`` (one validated object from a model: the single structured-output path), ``local``
(the packaged GGUF models served by llama.cpp).
"""

from arcana_graph.models.chat import (
    DEFAULT_LOCAL_LLM,
    DEFAULT_OPENAI_LLM,
    ModelRef,
    ModelSettings,
    default_llm_spec,
    is_local_model,
    parse_spec,
    resolve_chat_model,
)
from arcana_graph.models.embeddings import DEFAULT_EMBEDDINGS, LocalEmbeddings, resolve_embeddings

__all__ = [
    "DEFAULT_EMBEDDINGS",
    "DEFAULT_LOCAL_LLM",
    "DEFAULT_OPENAI_LLM",
    "LocalEmbeddings",
    "ModelRef",
    "ModelSettings",
    "default_llm_spec",
    "is_local_model",
    "parse_spec",
    "resolve_chat_model",
    "resolve_embeddings",
]
