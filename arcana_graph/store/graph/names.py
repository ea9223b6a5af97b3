"""Entity names: Arcana's deduplication key, and the names a query could be spelling out.

``normalize_name`` is Arcana's ``EntityName.normalize``: lowercase, underscores and hyphens to
spaces, whitespace (the Unicode set, NBSP included) collapsed, trimmed. Two spellings with the
same key are one entity of a collection ("Kestrel-Valley Railway" = "kestrel valley railway").

``query_names`` lists the word sequences of a query as keys, so a graph search can look up the
entities a question names exactly (an index lookup, not a scan of every entity): "Who founded
Brack & Oduya?" yields ``"brack & oduya"`` among its candidates.
"""

from __future__ import annotations

import re

__all__ = ["MAX_NAME_WORDS", "normalize_name", "query_names", "strip_article"]

MAX_NAME_WORDS = 8
"""The longest name (in words) a query is searched for."""

_DASHES = re.compile(r"[_\-]+")
_EDGE_PUNCTUATION = '"“”‘()[]{}<>,.;:!?*'
_ARTICLE = re.compile(r"^(the|a|an)\s+", re.IGNORECASE)


def normalize_name(name: str) -> str:
    """The dedup key of an entity name (Arcana's normalisation; ``""`` for a blank name)."""
    return " ".join(_DASHES.sub(" ", name.lower()).split())


def strip_article(name: str) -> str:
    """``name`` without a leading "the" / "a" / "an" (extractors add them; names do not need them)."""
    return _ARTICLE.sub("", name.strip()).strip()


def _possessive_free(word: str) -> str:
    for suffix in ("'s", "’s"):
        if word.endswith(suffix) and len(word) > len(suffix):
            return word[: -len(suffix)]
    return word.rstrip("'’")


def query_names(query: str, *, max_words: int = MAX_NAME_WORDS) -> list[str]:
    """Runs of up to ``max_words`` consecutive words of ``query``, normalised, as candidate entity
    keys; each also without possessives ("Samuel Brack's birthplace" -> "samuel brack birthplace").

    A query written with capitals yields only the runs holding a capitalised word (its first
    word aside), so "the valley's largest town" does not look up an entity named "valley" but
    "Dunmere town hall" does; a query in lowercase only yields every run. Punctuation at the
    edges of words is dropped ("Oduya?" -> "oduya"); "&" stays a word.
    """
    raw = [w.strip(_EDGE_PUNCTUATION) for w in " ".join(_DASHES.sub(" ", query).split()).split()]
    raw = [w for w in raw if w]
    cased = any(ch.isupper() for ch in query)
    named = [i > 0 and w[:1].isupper() for i, w in enumerate(raw)]
    words = [w.lower() for w in raw]
    plain = [_possessive_free(w) for w in words]
    found: dict[str, None] = {}
    for start in range(len(words)):
        for end in range(start + 1, min(len(words), start + max_words) + 1):
            if cased and not any(named[start:end]):
                continue
            for variant in (words, plain):
                key = normalize_name(" ".join(variant[start:end]))
                if key:
                    found.setdefault(key)
    return list(found)
