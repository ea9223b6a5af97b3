"""Exceptions raised by arcana-graph.

Every message is one line that says what went wrong and what to do about it.

Hierarchy::

    ArcanaError
    ├── ConfigurationError (also a ValueError)   bad settings, caught at build / open time
    │   └── WeightsNotFoundError (+ GroundingError) a model's weights are not on this machine
    ├── StoreError                               the knowledge base cannot do what was asked
    │   ├── DatabaseUnavailableError             cannot reach or start Postgres
    │   ├── EmbeddingMismatchError               store and embedder disagree on dimensions
    │   └── UnknownCollectionError (LookupError) a collection name that does not exist
    ├── GroundingError                           a grounder could not check an answer
    ├── IngestError                              one file could not be ingested
    ├── LocalRuntimeError                        the local model could not be prepared or served
    └── RunTimeoutError (TimeoutError)           a run's wall-clock budget (max_seconds) ran out
"""

from __future__ import annotations

__all__ = [
    "ArcanaError",
    "ConfigurationError",
    "DatabaseUnavailableError",
    "EmbeddingMismatchError",
    "GroundingError",
    "IngestError",
    "LocalRuntimeError",
    "RunTimeoutError",
    "StoreError",
    "UnknownCollectionError",
    "WeightsNotFoundError",
]


class ArcanaError(Exception):
    """Base class of every error arcana-graph raises on purpose."""


class ConfigurationError(ArcanaError, ValueError):
    """A setting is missing or invalid; the message names the setting to fix."""


class StoreError(ArcanaError):
    """The knowledge base could not complete an operation."""


class DatabaseUnavailableError(StoreError):
    """Postgres could not be reached, started, or lacks the pgvector extension."""


class EmbeddingMismatchError(StoreError):
    """The configured embedder produces vectors of another size than the stored ones."""


class UnknownCollectionError(StoreError, LookupError):
    """A search or listing named a collection that does not exist.

    Scoping fails closed: an unknown name is an error, never "search everything".
    """

    def __init__(self, unknown: list[str], known: list[str]) -> None:
        self.unknown = unknown
        self.known = known
        names = ", ".join(repr(n) for n in unknown)
        available = ", ".join(repr(n) for n in known) or "none yet"
        super().__init__(
            f"unknown collection {names} (known: {available}); "
            "check the name or create it with `arcana-graph ingest PATH --collection NAME`"
        )


class IngestError(ArcanaError):
    """One file could not be ingested; the others are not affected."""


class LocalRuntimeError(ArcanaError):
    """The local model runtime failed: bad checksum, or the server did not come up.

    The message carries the last lines of the server log when there is one.
    """


class GroundingError(ArcanaError):
    """A grounder could not produce a result (missing model, unreadable judge reply).

    The ground node catches it and records ``grounding=None``: grounding never fails a run.
    """


class RunTimeoutError(ArcanaError, TimeoutError):
    """A run's wall-clock budget (``max_seconds``) ran out while it waited for a model or a search.

    Raised inside a run only: the Loop ends with ``terminated_by="error"`` and this message, the
    Pipeline with ``error`` set. Raise ``max_seconds`` or check the model endpoint.
    """


class WeightsNotFoundError(ConfigurationError, GroundingError):
    """A model's weights (HHEM, a cross-encoder, an embedder) are not on this machine; the message
    says where to put them. A setup problem (``ConfigurationError``); raised inside a grounder it is
    also that grounder's failure (``GroundingError``), which the ground node records as no grounding.
    """
