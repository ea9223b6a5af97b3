"""The knowledge base seen through LangChain's own interfaces.

* ``KnowledgeBaseRetriever``: a ``BaseRetriever`` over ``KnowledgeBase.search`` (scoped, any mode),
  for chains and agents that take a retriever.
* ``chunks_vectorstore``: a langchain-postgres v2 ``PGVectorStore`` over the chunks table, for
  tools that want a ``VectorStore``. Read it freely; write through ``KnowledgeBase.ingest`` (the
  store does not know about documents, so ``add_texts`` on it is refused by the table's
  constraints).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.retrievers import BaseRetriever

from arcana_graph.core.searcher import SEARCH_SPAN
from arcana_graph.core.spans import already_traced
from arcana_graph.core.types import Chunk, SearchMode
from arcana_graph.store.schema import CHUNK_COLUMNS, CHUNKS_TABLE

if TYPE_CHECKING:
    from langchain_postgres import PGVectorStore


class _Store(Protocol):
    """What the views need of a knowledge base (a ``KnowledgeBase`` is one)."""

    database_url: str
    embeddings: Embeddings

    def search(self, query: str, **options: Any) -> list[Chunk]: ...

    async def asearch(self, query: str, **options: Any) -> list[Chunk]: ...


__all__ = ["KnowledgeBaseRetriever", "chunk_document", "chunks_vectorstore"]


def chunk_document(chunk: Chunk) -> Document:
    """A chunk as a LangChain ``Document`` (id, score, collection and source in the metadata)."""
    metadata = {
        **dict(chunk.metadata),
        "id": chunk.id,
        "score": chunk.score,
        "collection": chunk.collection,
        "source": chunk.source,
        "chunk_index": chunk.chunk_index,
    }
    return Document(id=chunk.id, page_content=chunk.text, metadata=metadata)


class KnowledgeBaseRetriever(BaseRetriever):
    """Retrieves ``k`` chunks from a knowledge base for a query, within a collection scope."""

    knowledge_base: Any
    """The ``KnowledgeBase`` to search."""
    collections: str | Sequence[str] | None = None
    k: int = 5
    mode: SearchMode = "vector"
    threshold: float = 0.0
    filter: dict[str, Any] | None = None
    """Metadata filter (``arcana_graph.core.filters``)."""

    def _options(self) -> dict[str, Any]:
        return {
            "collections": self.collections,
            "limit": self.k,
            "mode": self.mode,
            "threshold": self.threshold,
            "filter": self.filter,
        }

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        with already_traced(SEARCH_SPAN):  # LangChain's own retriever run is the span
            return [chunk_document(c) for c in self.knowledge_base.search(query, **self._options())]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        with already_traced(SEARCH_SPAN):
            return [chunk_document(c) for c in await self.knowledge_base.asearch(query, **self._options())]


def chunks_vectorstore(kb: _Store) -> PGVectorStore:
    """A ``PGVectorStore`` (langchain-postgres v2) reading the knowledge base's chunks table.

    Filter by collection with ``filter={"collection_id": ...}``; scores from
    ``similarity_search_with_score`` are cosine distances (0 = identical), as in langchain-postgres.
    """
    from langchain_postgres import PGEngine, PGVectorStore

    url = kb.database_url.replace("postgresql://", "postgresql+psycopg://", 1)
    engine = PGEngine.from_connection_string(url=url)
    return PGVectorStore.create_sync(
        engine,
        table_name=CHUNKS_TABLE,
        embedding_service=kb.embeddings,
        id_column=CHUNK_COLUMNS.id,
        content_column=CHUNK_COLUMNS.text,
        embedding_column=CHUNK_COLUMNS.embedding,
        metadata_columns=list(CHUNK_COLUMNS.filters),
        metadata_json_column=CHUNK_COLUMNS.metadata,
    )
