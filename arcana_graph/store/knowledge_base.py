"""``KnowledgeBase``: the one object users hold to ingest, list and search their documents.

Example::

    from arcana_graph import KnowledgeBase

    kb = KnowledgeBase()                                   # embedded Postgres, local embedder
    kb.ingest(["docs/"], collection="handbook", description="Company handbook")
    for chunk in kb.search("parental leave", collections="handbook", limit=3):
        print(f"{chunk.score:.2f}", chunk.source, chunk.text[:80])

GraphRAG: ``ingest(..., graph=True)`` also builds the collection's entity graph (with the
``FastExtractor`` unless another extractor is given), ``build_graph(collection)`` builds it for
what is already stored, and ``search(..., graph=True)`` (or ``"ppr"``) fuses the chunks the graph
links to the query with the plain results (``arcana_graph.store.graph``)::

    kb.ingest(["docs/"], collection="handbook", graph=True)
    kb.search("Who founded the firm that built the railway?", collections="handbook", graph="ppr")

Metadata: documents carry metadata (``ingest(..., metadata={"tenant": "acme"})``, a
``<file>.meta.json`` sidecar, or a Markdown file's front matter), and ``search(..., filter=...)``
keeps the chunks whose document passes the filter (``arcana_graph.core.filters``)::

    kb.search("leave policy", collections="handbook", filter={"tenant": "acme", "year": {"$gte": 2024}})

Nothing connects until the first call; the object is safe to share between threads (a
connection pool sits behind it) and between event loops (``asearch`` uses an async pool per
loop), and can be used as a context manager (``with`` / ``async with``) to close its pools.
A dead embedded server is restarted on the next call; an unreachable external one makes calls
fail within seconds with ``DatabaseUnavailableError`` (see ``arcana_graph.store.database``).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from langchain_core.embeddings import Embeddings
from psycopg_pool import ConnectionPool

from arcana_graph.core.errors import ConfigurationError, UnknownCollectionError
from arcana_graph.core.filters import Filter, MetadataFilter, parse_filter
from arcana_graph.core.protocols import GraphExtractor
from arcana_graph.core.searcher import SEARCH_SPAN, record_found, search_span_metadata
from arcana_graph.core.spans import inside, span
from arcana_graph.core.types import Chunk, CollectionInfo, FileResult, GraphContext, IngestReport, SearchMode
from arcana_graph.models.embeddings import embedding_dimensions, embedding_identity, resolve_embeddings
from arcana_graph.store.chunking import ChunkingConfig
from arcana_graph.store.database import Database, pool_size_from_env
from arcana_graph.store.file_metadata import check_metadata
from arcana_graph.store.graph.build import GraphBuildReport, GraphProgress, build_collection_graph
from arcana_graph.store.graph.communities import (
    CommunityInfo,
    CommunityReport,
    CommunitySummarizer,
    communities_of,
    detect_communities,
    summarize_communities,
)
from arcana_graph.store.graph.context import GraphContextLimits, graph_context_program
from arcana_graph.store.graph.entity_view import EntityView, describe_entity
from arcana_graph.store.graph.fast import FastExtractor
from arcana_graph.store.graph.search import graph_search_program
from arcana_graph.store.graph.settings import GRAPH_CHOICES, GraphChoice, GraphSearchSettings
from arcana_graph.store.graph.write import lock_graph, mention_pairs, settle
from arcana_graph.store.ingest import ingest_files
from arcana_graph.store.langchain_adapters import KnowledgeBaseRetriever, chunks_vectorstore
from arcana_graph.store.loaders import collect_files
from arcana_graph.store.schema import (
    GRAPH_SCHEMA_VERSION,
    check_embedding,
    ensure_schema,
    schema_version,
    stored_embedding,
)
from arcana_graph.store.search import (
    Program,
    SearchSettings,
    arun_program,
    list_chunks,
    resolve_scope,
    run_program,
    scope_program,
    search_program,
)

__all__ = ["KnowledgeBase"]


class KnowledgeBase:
    """Collections of documents, chunked and embedded in Postgres + pgvector.

    Args:
        embeddings: a LangChain ``Embeddings``, a spec such as ``"openai:text-embedding-3-small"``,
            or None for ``ARCANA_EMBEDDINGS`` and then the local all-MiniLM-L6-v2.
        database_url: Postgres with the ``vector`` extension; default ``ARCANA_DATABASE_URL``, else
            an embedded server under ``data_dir``.
        data_dir: where the embedded server keeps its data; default ``ARCANA_DATA_DIR`` or the
            user's data dir.
        chunking: chunk size and overlap used by ``ingest``.
        search_settings: HNSW, hybrid and RRF tuning used by ``search``.
        embed_batch_size: chunks per embedder call during ingest.
        graph_settings: how ``search(..., graph=...)`` expands and fuses.
        graph_extractor: the extractor ``ingest`` and ``build_graph`` use when given none, and
            that keeps an existing graph up to date on later ingests; default ``FastExtractor``.
        pool_size: the most database connections each of its pools opens: the sync pool, and
            the async pool of each event loop that calls ``asearch``. Searches beyond it wait for
            a free connection, so raise it when many run at once (e.g. many LangGraph runs on
            one server worker's loop). Default ``ARCANA_DB_POOL_SIZE``, else 10.
    """

    def __init__(
        self,
        embeddings: Embeddings | str | None = None,
        *,
        database_url: str | None = None,
        data_dir: str | os.PathLike[str] | None = None,
        chunking: ChunkingConfig | None = None,
        search_settings: SearchSettings | None = None,
        embed_batch_size: int = 64,
        pool_size: int | None = None,
        graph_settings: GraphSearchSettings | None = None,
        graph_extractor: GraphExtractor | None = None,
    ) -> None:
        self.embeddings = resolve_embeddings(embeddings)
        self.chunking = chunking or ChunkingConfig()
        self.search_settings = search_settings or SearchSettings()
        self.graph_settings = graph_settings or GraphSearchSettings()
        self.graph_extractor: GraphExtractor = graph_extractor or FastExtractor()
        self.embed_batch_size = embed_batch_size
        self._db = Database(
            database_url,
            data_path=Path(data_dir) if data_dir is not None else None,
            pool_size=pool_size_from_env() if pool_size is None else pool_size,
        )
        self._embedding_checked = False
        self._schema_ready = False
        self._graph_ready = False
        self._dimensions: int | None = None

    # -- connection ---------------------------------------------------------------------------

    @property
    def pool(self) -> ConnectionPool:
        """The sync connection pool, opened (and the embedded server started) on first use."""
        return self._db.pool

    @property
    def database_url(self) -> str:
        """The libpq URL of the database (starting the embedded server if needed)."""
        return self._db.url

    def close(self) -> None:
        """Close the connection pools (the embedded server keeps running for later processes).

        From async code prefer ``await aclose()``, which also waits for this loop's pool.
        The knowledge base stays usable: the next call opens new pools.
        """
        self._db.close()

    async def aclose(self) -> None:
        """Close the running loop's async pool, then the other pools (see ``close``)."""
        await self._db.aclose()

    def __enter__(self) -> KnowledgeBase:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    async def __aenter__(self) -> KnowledgeBase:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    def _has_schema(self) -> bool:
        # Once created the schema stays, so searches stop asking after the first yes.
        if not self._schema_ready:
            with self._db.connection() as conn:
                self._schema_ready = schema_version(conn) > 0
        return self._schema_ready

    def _has_graph_tables(self) -> bool:
        # A database from before GraphRAG gets its graph tables at its next ingest or build.
        if not self._graph_ready:
            with self._db.connection() as conn:
                self._graph_ready = schema_version(conn) >= GRAPH_SCHEMA_VERSION
        return self._graph_ready

    def _prepare_schema(self) -> tuple[int, str]:
        """Create or upgrade the schema for this embedder; returns (dimensions, embedder name)."""
        if self._dimensions is None:  # an API embedder would be probed with a paid call
            self._dimensions = embedding_dimensions(self.embeddings)
        embedder_name = embedding_identity(self.embeddings)
        with self._db.connection() as conn:
            ensure_schema(conn, dimensions=self._dimensions, model=embedder_name)
        self._embedding_checked = self._schema_ready = self._graph_ready = True
        return self._dimensions, embedder_name

    def _collection_id(self, name: str) -> int | None:
        with self._db.connection() as conn:
            row = conn.execute("SELECT id FROM arcana_collections WHERE name = %s", (name,)).fetchone()
        return int(row[0]) if row else None

    def has_graph(self, collection: str) -> bool:
        """Whether ``collection`` has an entity graph (at least one entity); False if it does not exist."""
        if not self._has_schema() or not self._has_graph_tables():
            return False
        with self._db.connection() as conn:
            row = conn.execute(
                """SELECT EXISTS (SELECT 1 FROM arcana_entities e JOIN arcana_collections c ON c.id = e.collection_id
                                  WHERE c.name = %s)""",
                (collection,),
            ).fetchone()
        return bool(row and row[0])

    # -- writing ------------------------------------------------------------------------------

    # Longer than 60 lines: the docstring documents every option; the body is short.
    def ingest(
        self,
        paths: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
        *,
        collection: str,
        description: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        file_metadata: bool = True,
        force: bool = False,
        on_result: Callable[[FileResult], None] | None = None,
        graph: bool | None = None,
        extractor: GraphExtractor | None = None,
    ) -> IngestReport:
        """Ingest files and folders into ``collection`` (created on first use).

        Each file is one document whose source id is its path relative to the ingest root;
        ingesting the same source again replaces it atomically, its part of the entity graph
        included. A bad file fails alone (see the report); this method raises only for bad
        arguments or an unreachable database.

        Args:
            paths: files and/or folders (.md, .markdown, .txt, .pdf).
            collection: collection name, stored and matched literally.
            description: collection description (kept when None).
            metadata: attached to every document of this call (JSON values), over what a
                file's ``<file>.meta.json`` sidecar and Markdown front matter give
                (``arcana_graph.store.file_metadata``); ``search(filter=...)`` selects by it.
            file_metadata: False to ignore sidecars and front matter (files you do not trust,
                such as users' uploads, then cannot set any key themselves; front matter is
                still cut from the text).
            force: rewrite documents even if their content is unchanged.
            on_result: called as each file finishes (for progress bars).
            graph: build the entity graph of the ingested documents, each in the transaction
                writing its chunks (unchanged files too, if no graph was built for them yet);
                None (default) does so when the collection already has a graph, False never.
            extractor: the graph extractor; default ``graph_extractor`` (``FastExtractor``).
        """
        if not isinstance(collection, str) or not collection.strip():
            raise ConfigurationError("collection name must be a non-empty string, e.g. --collection docs")
        given = check_metadata(metadata or {})
        if isinstance(paths, (str, os.PathLike)):
            paths = [paths]
        files, skipped, missing = collect_files(paths)
        results: list[FileResult] = []

        def report(result: FileResult) -> None:
            results.append(result)
            if on_result is not None:
                on_result(result)

        for raw in missing:
            report(FileResult(path=raw, source=raw, status="failed", error=f"{raw}: no such file or folder"))
        if files:
            dimensions, embedder_name = self._prepare_schema()
            build = self.has_graph(collection) if graph is None else graph
            chosen = (extractor or self.graph_extractor) if build else None
            ingest_files(
                self.pool,
                self.embeddings,
                files,
                collection=collection,
                description=description,
                dimensions=dimensions,
                embedder_name=embedder_name,
                chunking=self.chunking,
                metadata=given,
                file_metadata=file_metadata,
                batch_size=self.embed_batch_size,
                force=force,
                on_result=report,
                extractor=chosen,
            )
            unchanged = [r.source for r in results if r.status == "unchanged"]
            collection_id = self._collection_id(collection) if chosen is not None and unchanged else None
            if chosen is not None and collection_id is not None:
                build_collection_graph(
                    self.pool,
                    self.embeddings,
                    collection=collection,
                    collection_id=collection_id,
                    extractor=chosen,
                    sources=unchanged,
                )
        return IngestReport(collection=collection, files=tuple(results), skipped=tuple(skipped))

    def build_graph(
        self,
        collection: str,
        *,
        extractor: GraphExtractor | None = None,
        progress: GraphProgress | None = None,
        force: bool = False,
    ) -> GraphBuildReport:
        """Build (or finish building) the entity graph of an ingested collection.

        Resumable: chunks an extractor has already read are skipped, and every document is
        written in its own transaction, so an interrupted build loses nothing. A document whose
        extraction fails is reported and skipped (build again to retry it).

        Args:
            extractor: default ``graph_extractor`` (``FastExtractor``).
            progress: called after each document with (chunks done, chunks to do).
            force: read every chunk again, replacing the graph built so far.

        Raises:
            UnknownCollectionError: no collection of that name.
        """
        collection_id = self._graph_collection(collection)
        return build_collection_graph(
            self.pool,
            self.embeddings,
            collection=collection,
            collection_id=collection_id,
            extractor=extractor or self.graph_extractor,
            force=force,
            progress=progress,
        )

    def build_communities(
        self,
        collection: str,
        *,
        summarizer: CommunitySummarizer | None = None,
        force: bool = False,
        progress: GraphProgress | None = None,
    ) -> CommunityReport:
        """Detect the communities of a collection's entity graph (Leiden) and summarise the dirty
        ones with ``summarizer`` (an ``LLMCommunitySummarizer``, or any function of the entity and
        relationship lines; None: detect only). Unchanged communities keep their summaries; see
        ``arcana_graph.store.graph.communities``.

        Raises:
            UnknownCollectionError: no collection of that name.
        """
        collection_id = self._graph_collection(collection)
        stored, kept = detect_communities(self.pool, collection_id)
        done = failed = 0
        if summarizer is not None:
            done, failed = summarize_communities(self.pool, collection_id, summarizer, force=force, progress=progress)
        return CommunityReport(collection=collection, communities=stored, kept=kept, summarized=done, failed=failed)

    def communities(self, collection: str) -> list[CommunityInfo]:
        """A collection's communities (level 0 first, largest first), with their summaries.

        Raises:
            UnknownCollectionError: no collection of that name.
        """
        collection_id = self._graph_collection(collection, prepare=False)
        if not self._has_graph_tables():
            return []
        with self._db.connection() as conn:
            return communities_of(conn, collection_id)

    def _graph_collection(self, collection: str, *, prepare: bool = True) -> int:
        """The id of an existing collection, with the graph tables in place when ``prepare``.

        Raises:
            UnknownCollectionError: no collection of that name.
        """
        collection_id = self._collection_id(collection) if self._has_schema() else None
        if collection_id is None:
            raise UnknownCollectionError([collection], [c.name for c in self.collections()])
        if prepare:
            self._prepare_schema()
        return collection_id

    def describe_entity(self, name: str, *, collections: str | Sequence[str] | None = None) -> list[EntityView]:
        """The entity called ``name`` (any spelling with the same normalised form) in each of
        ``collections`` (None = all) whose graph has it: type, description, the chunks
        mentioning it and its relationships. Empty when no graph names it.

        Raises:
            UnknownCollectionError: a collection name that does not exist.
        """
        if not self._has_schema():
            self._nothing_stored(collections)
            return []
        graph = self._has_graph_tables()
        with self._db.connection() as conn:
            scope = resolve_scope(conn, collections)
            return describe_entity(conn, name, scope) if graph and scope != [] else []

    def graph_context(
        self,
        question: str,
        *,
        collections: str | Sequence[str] | None = None,
        filter: MetadataFilter | None = None,
        limits: GraphContextLimits | None = None,
    ) -> GraphContext:
        """What the entity graph knows about ``question`` inside ``collections`` (Arcana's
        ``graph: true`` on ``ask``): the entities it names or resembles (matched as graph search
        matches them), the relationships around them and their communities' summaries, as
        background for an answer prompt (``GraphContext.as_text()``). Empty when no collection in
        scope has a graph, and under a metadata ``filter`` (the graph is per collection, not per
        document: another tenant's entities would reach the prompt).

        Raises:
            UnknownCollectionError: a collection name that does not exist.
            ConfigurationError: a malformed filter.
        """
        if not self._has_context(question, collections, filter):
            return GraphContext()
        query_vector = self.embeddings.embed_query(question)
        self._check_embedding(query_vector)
        with self._db.connection() as conn:
            return run_program(conn, self._context_program(question, query_vector, collections, limits))

    async def agraph_context(
        self,
        question: str,
        *,
        collections: str | Sequence[str] | None = None,
        filter: MetadataFilter | None = None,
        limits: GraphContextLimits | None = None,
    ) -> GraphContext:
        """``graph_context`` for async code: same arguments, same result."""
        if not await asyncio.to_thread(self._has_context, question, collections, filter):
            return GraphContext()
        query_vector = await self.embeddings.aembed_query(question)
        await asyncio.to_thread(self._check_embedding, query_vector)
        async with self._db.aconnection() as conn:
            return await arun_program(conn, self._context_program(question, query_vector, collections, limits))

    def _has_context(
        self, question: str, collections: str | Sequence[str] | None, filter: MetadataFilter | None
    ) -> bool:
        """Whether a graph context can exist: no metadata filter, a question, a non-empty scope,
        graph tables. Raises for a malformed filter or an unknown collection before the first ingest."""
        if parse_filter(filter) is not None or not self._worth_searching(question, collections, 1):
            return False
        if not self._has_schema():
            self._nothing_stored(collections)
            return False
        return self._has_graph_tables()

    def _context_program(
        self,
        question: str,
        query_vector: Sequence[float],
        collections: str | Sequence[str] | None,
        limits: GraphContextLimits | None,
    ) -> Program[GraphContext]:
        scope = yield from scope_program(collections)
        if scope == []:
            return GraphContext()
        ef_search = self.search_settings.hnsw_ef_search
        return (
            yield from graph_context_program(
                question, query_vector, scope, self.graph_settings, limits or GraphContextLimits(), ef_search
            )
        )

    def delete_collection(self, name: str) -> bool:
        """Delete a collection with its documents and chunks; False if it did not exist."""
        if not self._has_schema():
            return False
        with self._db.connection() as conn:
            deleted = conn.execute("DELETE FROM arcana_collections WHERE name = %s", (name,)).rowcount
        return deleted > 0

    def delete_document(self, collection: str, source: str) -> bool:
        """Delete one document (by source id) and its chunks, with their mentions and
        relationships; entities it alone mentioned go too, and communities it touched are marked
        dirty, all in one transaction. False if it did not exist."""
        if not self._has_schema():
            return False
        graph = self._has_graph_tables()
        with self._db.connection() as conn, conn.transaction():
            row = conn.execute(
                """SELECT d.id, d.collection_id FROM arcana_documents d
                   JOIN arcana_collections c ON c.id = d.collection_id
                   WHERE c.name = %s AND d.source_id = %s""",
                (collection, source),
            ).fetchone()
            if row is None:
                return False
            doc_id, collection_id = str(row[0]), int(row[1])
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (doc_id,))
            before = mention_pairs(conn, document_id=doc_id) if graph else set()
            if before:
                lock_graph(conn, collection_id)
            deleted = conn.execute("DELETE FROM arcana_documents WHERE id = %s", (doc_id,)).rowcount
            settle(conn, collection_id, before, set())
        return deleted > 0

    # -- LangChain views ------------------------------------------------------------------------

    def as_retriever(
        self,
        *,
        collections: str | Sequence[str] | None = None,
        k: int = 5,
        mode: SearchMode = "vector",
        threshold: float = 0.0,
        filter: MetadataFilter | None = None,
    ) -> KnowledgeBaseRetriever:
        """A LangChain ``BaseRetriever`` over this knowledge base (see ``search`` for the options)."""
        parse_filter(filter)  # a malformed filter fails here, not at the first query
        return KnowledgeBaseRetriever(
            knowledge_base=self, collections=collections, k=k, mode=mode, threshold=threshold, filter=filter
        )

    def as_vectorstore(self) -> Any:
        """A langchain-postgres ``PGVectorStore`` over the chunks table (read-only use)."""
        return chunks_vectorstore(self)

    # -- reading ------------------------------------------------------------------------------

    def collections(self) -> list[CollectionInfo]:
        """Every collection with its description and document / chunk counts, by name."""
        if not self._has_schema():
            return []
        with self._db.connection() as conn:
            rows = conn.execute(
                """SELECT c.name, c.description, count(d.id), coalesce(sum(d.chunk_count), 0)
                   FROM arcana_collections c LEFT JOIN arcana_documents d ON d.collection_id = c.id
                   GROUP BY c.id ORDER BY c.name"""
            ).fetchall()
        return [
            CollectionInfo(name=n, description=desc, document_count=int(docs), chunk_count=int(chunks))
            for n, desc, docs, chunks in rows
        ]

    def __call__(
        self, query: str, *, collections: str | Sequence[str] | None = None, limit: int = 5, **options: Any
    ) -> list[Chunk]:
        """The knowledge base as a ``Searcher`` for the Loop and the Pipeline (see ``search``)."""
        return self.search(query, collections=collections, limit=limit, **options)

    def chunks(
        self, collections: str | Sequence[str] | None = None, *, filter: MetadataFilter | None = None
    ) -> list[Chunk]:
        """Every stored chunk of ``collections`` (None: all) whose document passes ``filter``, by
        collection, source and position.

        For building other indexes over the same passages (the evaluation's BM25 baseline) and
        for inspection; scoping follows ``search`` (an unknown name raises).
        """
        tree = parse_filter(filter)
        if collections == [] or not self._has_schema():
            return []
        with self._db.connection() as conn:
            return list_chunks(conn, resolve_scope(conn, collections), tree)

    def search(
        self,
        query: str,
        *,
        collections: str | Sequence[str] | None = None,
        limit: int = 10,
        threshold: float = 0.0,
        mode: SearchMode = "vector",
        force_exact: bool | None = None,
        graph: bool | GraphChoice = False,
        filter: MetadataFilter | None = None,
    ) -> list[Chunk]:
        """Chunks most relevant to ``query``, best first.

        Args:
            collections: one name, several, or None for all; ``[]`` matches nothing. An unknown
                name raises ``UnknownCollectionError`` (never silently "all").
            limit: maximum chunks returned.
            threshold: only chunks scoring strictly above it are returned; in ``rrf`` mode, only
                chunks whose cosine similarity is strictly above it (RRF scores are not
                similarities).
            mode: ``vector``, ``keyword``, ``hybrid`` or ``rrf`` (reciprocal-rank fusion of the
                vector and keyword rankings); see ``arcana_graph.store.search``.
            force_exact: force an exact scan (True) or the HNSW index (False); None decides by
                scope size.
            graph: fuse the chunks the entity graph links to the query's entities with this
                ranking (reciprocal rank fusion; scores are then fusion scores): True or
                ``"arcana"`` for Arcana's relationship expansion, ``"ppr"`` for personalised
                PageRank, ``"bridge"`` for the passages about the entities the best plain results
                name (multi-hop questions), ``"auto"`` for the graph only when a collection
                in scope has one (``graph_settings.auto``, ``ppr`` by default; exactly the plain
                search otherwise: the Loop's default); see ``arcana_graph.store.graph.search``.
                The graph never leaves ``collections``. Collections without a graph add nothing.
            filter: keep only chunks whose document's metadata passes it, applied inside
                Postgres (``{"tenant": "acme"}``, ``{"year": {"$gte": 2020}}``, ``$in``, ``$and``
                / ``$or`` / ``$not``; see ``arcana_graph.core.filters``). The graph is not used
                under a filter (it is per collection, not per document).

        Raises:
            ConfigurationError: a malformed filter, mode or graph option (one line saying why).
        """
        options = {"collections": collections, "limit": limit}
        if inside(SEARCH_SPAN):  # a Loop or Pipeline search already is the span
            return self._search(query, collections, limit, threshold, mode, force_exact, graph, filter)
        with span(SEARCH_SPAN, search_span_metadata(query, options), retriever=True) as current:
            found = self._search(query, collections, limit, threshold, mode, force_exact, graph, filter)
            return record_found(current, found)  # type: ignore[no-any-return]

    def _search(
        self,
        query: str,
        collections: str | Sequence[str] | None,
        limit: int,
        threshold: float,
        mode: SearchMode,
        force_exact: bool | None,
        graph: bool | GraphChoice,
        filter: MetadataFilter | None,
    ) -> list[Chunk]:
        chosen = self._graph_mode(graph)
        tree = parse_filter(filter)
        if not self._worth_searching(query, collections, limit):
            return []
        if not self._has_schema():
            return self._nothing_stored(collections)
        if chosen is not None and not self._has_graph_tables():
            chosen = None
        query_vector = None if mode == "keyword" and chosen is None else self.embeddings.embed_query(query)
        self._check_embedding(query_vector)
        program = self._search_program(
            query, query_vector, collections, limit, threshold, mode, force_exact, chosen, tree
        )
        with self._db.connection() as conn:
            return run_program(conn, program)

    async def asearch(
        self,
        query: str,
        *,
        collections: str | Sequence[str] | None = None,
        limit: int = 10,
        threshold: float = 0.0,
        mode: SearchMode = "vector",
        force_exact: bool | None = None,
        graph: bool | GraphChoice = False,
        filter: MetadataFilter | None = None,
    ) -> list[Chunk]:
        """``search`` for async code (LangGraph's async path): same arguments, same results.

        Embeds with the embedder's ``aembed_query`` and queries through the running loop's async
        pool, so concurrent calls on one loop run concurrently, up to ``pool_size`` at a time.
        The one-off checks (is there a schema yet, does the embedder match the stored vectors)
        reuse the sync code in a worker thread until they have passed.
        """
        options = {"collections": collections, "limit": limit}
        if inside(SEARCH_SPAN):
            return await self._asearch(query, collections, limit, threshold, mode, force_exact, graph, filter)
        with span(SEARCH_SPAN, search_span_metadata(query, options), retriever=True) as current:
            found = await self._asearch(query, collections, limit, threshold, mode, force_exact, graph, filter)
            return record_found(current, found)  # type: ignore[no-any-return]

    async def _asearch(
        self,
        query: str,
        collections: str | Sequence[str] | None,
        limit: int,
        threshold: float,
        mode: SearchMode,
        force_exact: bool | None,
        graph: bool | GraphChoice,
        filter: MetadataFilter | None,
    ) -> list[Chunk]:
        chosen = self._graph_mode(graph)
        tree = parse_filter(filter)
        if not self._worth_searching(query, collections, limit):
            return []
        if not self._schema_ready and not await asyncio.to_thread(self._has_schema):
            return self._nothing_stored(collections)
        if chosen is not None and not self._graph_ready and not await asyncio.to_thread(self._has_graph_tables):
            chosen = None
        query_vector = None if mode == "keyword" and chosen is None else await self.embeddings.aembed_query(query)
        if query_vector is not None and not self._embedding_checked:
            await asyncio.to_thread(self._check_embedding, query_vector)
        program = self._search_program(
            query, query_vector, collections, limit, threshold, mode, force_exact, chosen, tree
        )
        async with self._db.aconnection() as conn:
            return await arun_program(conn, program)

    @staticmethod
    def _graph_mode(graph: bool | GraphChoice) -> GraphChoice | None:
        if graph is False or graph is None:
            return None
        if graph is True:
            return "arcana"
        if graph not in GRAPH_CHOICES:
            raise ConfigurationError(f"unknown graph search {graph!r}; use True, 'arcana', 'ppr', 'bridge' or 'auto'")
        return graph

    @staticmethod
    def _worth_searching(query: str, collections: str | Sequence[str] | None, limit: int) -> bool:
        if not isinstance(query, str):
            raise ConfigurationError("query must be a string")
        return collections != [] and limit > 0 and bool(query.strip())

    @staticmethod
    def _nothing_stored(collections: str | Sequence[str] | None) -> list[Chunk]:
        # Before the first ingest there are no collections: "all" is empty, any name is unknown.
        if collections is None:
            return []
        names = [collections] if isinstance(collections, str) else list(collections)
        raise UnknownCollectionError(names, [])

    def _check_embedding(self, query_vector: Sequence[float] | None) -> None:
        if query_vector is None or self._embedding_checked:
            return
        with self._db.connection() as conn:
            check_embedding(stored_embedding(conn), len(query_vector), embedding_identity(self.embeddings))
        self._embedding_checked = True

    def _search_program(
        self,
        query: str,
        query_vector: Sequence[float] | None,
        collections: str | Sequence[str] | None,
        limit: int,
        threshold: float,
        mode: SearchMode,
        force_exact: bool | None,
        graph: GraphChoice | None = None,
        metadata_filter: Filter | None = None,
    ) -> Program[list[Chunk]]:
        if graph is not None:
            assert query_vector is not None
            return graph_search_program(
                query=query,
                query_vector=query_vector,
                collections=collections,
                limit=limit,
                threshold=threshold,
                mode=mode,
                graph=graph,
                settings=self.search_settings,
                graph_settings=self.graph_settings,
                force_exact=force_exact,
                metadata_filter=metadata_filter,
            )
        return search_program(
            query=query,
            query_vector=query_vector,
            collections=collections,
            limit=limit,
            threshold=threshold,
            mode=mode,
            settings=self.search_settings,
            force_exact=force_exact,
            metadata_filter=metadata_filter,
        )
