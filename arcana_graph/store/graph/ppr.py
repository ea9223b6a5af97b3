"""Personalised PageRank over a (partly known) weighted undirected graph, in numpy.

HippoRAG's retrieval step: a random walk that starts at the query's entities, follows an edge
with probability ``damping`` (in proportion to its weight) and jumps back to the start
otherwise. A node's score is the share of time the walk spends there, so passages connected to
several query entities, or one hop further through a bridge entity, rise above passages that
merely share a word with the query.

Only part of a large graph is ever loaded (``arcana_graph.store.graph.search`` fetches the
neighbourhood of the query's entities): a node's ``degree`` is its total edge weight in the
whole graph, so the walk leaving it along an edge that was not loaded is lost, not re-routed
to the loaded edges (scores stay an under-estimate instead of inflating the boundary), and a node
without a known degree (its edges not loaded) ends the walk.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping

import numpy as np

__all__ = ["pagerank_vector", "personalized_pagerank"]


def personalized_pagerank(
    edges: Iterable[tuple[Hashable, Hashable, float]],
    seeds: Mapping[Hashable, float],
    *,
    degrees: Mapping[Hashable, float] | None = None,
    damping: float = 0.5,
    iterations: int = 50,
    tolerance: float = 1e-10,
) -> dict[Hashable, float]:
    """Scores of every node reached, by power iteration.

    Args:
        edges: undirected ``(a, b, weight)``; repeated pairs add up; weights <= 0 are ignored.
        seeds: where the walk (re)starts, with relative weights (normalised here).
        degrees: total edge weight of nodes whose edges were not all loaded; a node missing here
            gets the sum of its loaded edges if ``degrees`` is None, else ends the walk.
        damping: probability of following an edge rather than restarting (HippoRAG: 0.5).
    """
    pairs = [(a, b, float(w)) for a, b, w in edges if float(w) > 0 and a != b]
    nodes: dict[Hashable, int] = {}
    for node in [*seeds, *(n for a, b, _ in pairs for n in (a, b))]:
        nodes.setdefault(node, len(nodes))
    if not nodes:
        return {}
    restart = np.zeros(len(nodes))
    for node, weight in seeds.items():
        restart[nodes[node]] += max(float(weight), 0.0)
    ends = np.array([nodes[a] for a, _, _ in pairs], dtype=np.int64)
    others = np.array([nodes[b] for _, b, _ in pairs], dtype=np.int64)
    weight = np.array([w for *_, w in pairs], dtype=np.float64)
    known: np.ndarray | None = None
    if degrees is not None:
        known = np.full(len(nodes), -1.0)  # not listed: unknown, the walk ends there
        for node, degree in degrees.items():
            if node in nodes:
                known[nodes[node]] = float(degree)
    scores = pagerank_vector(
        ends, others, weight, restart, degrees=known, damping=damping, iterations=iterations, tolerance=tolerance
    )
    return {node: float(scores[index]) for node, index in nodes.items()} if scores.size else {}


def pagerank_vector(
    ends: np.ndarray,
    others: np.ndarray,
    weight: np.ndarray,
    restart: np.ndarray,
    *,
    degrees: np.ndarray | None = None,
    start: np.ndarray | None = None,
    damping: float = 0.5,
    iterations: int = 50,
    tolerance: float = 1e-10,
) -> np.ndarray:
    """``personalized_pagerank`` on nodes numbered ``0 .. len(restart) - 1``: undirected edges
    ``(ends[i], others[i], weight[i])`` (positive weights, no self-loops), restart weights (any
    scale), total degrees (``degrees``: negative for unknown, which ends the walk; a known degree
    counts at least the node's loaded edges; None: the loaded edges), and a ``start`` vector to
    iterate from (the last walk's scores, when the graph has only grown: it converges in fewer
    rounds). Empty when nothing restarts."""
    size = len(restart)
    if size == 0 or restart.sum() <= 0:
        return np.zeros(0)
    restart = restart / restart.sum()
    source = np.concatenate([ends, others])
    target = np.concatenate([others, ends])
    doubled = np.concatenate([weight, weight])
    loaded = np.bincount(source, weights=doubled, minlength=size) if source.size else np.zeros(size)
    total = loaded if degrees is None else np.where(degrees >= 0, np.maximum(degrees, loaded), 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        share = np.where(total[source] > 0, doubled / total[source], 0.0)
    scores = restart.copy() if start is None or len(start) != size else start.astype(np.float64)
    for _ in range(iterations):
        spread = np.bincount(target, weights=scores[source] * share, minlength=size) if source.size else 0.0
        updated = (1 - damping) * restart + damping * spread
        done = float(np.abs(updated - scores).sum()) < tolerance
        scores = updated
        if done:
            break
    return scores
