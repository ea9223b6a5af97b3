"""An entity's neighbourhood as one self-contained HTML page: ``graph show ENTITY --html FILE``.

For people who would rather look than read a table: the entity in the middle, the entities it is
linked to on a circle around it (arrows point from source to target, labelled with the
relationship type; thicker for stronger links), then the links and mentions as tables. Plain
inline SVG and CSS, no script and nothing fetched, so the file opens offline and can be attached
to a ticket. Every text is HTML-escaped.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from arcana_graph.store.graph.entity_view import EntityView

__all__ = ["entity_html"]

_SIZE = 640
_RADIUS = 230


def _svg(view: EntityView) -> str:
    centre = _SIZE / 2
    others = list(dict.fromkeys(link.other for link in view.links))
    where = {
        name: (
            centre + _RADIUS * math.cos(2 * math.pi * i / max(len(others), 1) - math.pi / 2),
            centre + _RADIUS * math.sin(2 * math.pi * i / max(len(others), 1) - math.pi / 2),
        )
        for i, name in enumerate(others)
    }
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_SIZE} {_SIZE}" width="{_SIZE}" height="{_SIZE}" '
        f'role="img" aria-label="{html.escape(view.name)} and its links">',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" '
        'orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#777"/></marker></defs>',
    ]
    for link in view.links:
        x, y = where[link.other]
        (x1, y1), (x2, y2) = ((centre, centre), (x, y)) if link.direction == "out" else ((x, y), (centre, centre))
        width = 1 + link.strength / 4
        parts.append(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#999" '
            f'stroke-width="{width:.1f}" marker-end="url(#arrow)"><title>{html.escape(link.type)}</title></line>'
        )
        parts.append(
            f'<text x="{(x1 + x2) / 2:.1f}" y="{(y1 + y2) / 2 - 4:.1f}" class="rel">{html.escape(link.type)}</text>'
        )
    for name, (x, y) in where.items():
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" class="other"/>')
        parts.append(f'<text x="{x:.1f}" y="{y + 22:.1f}" class="name">{html.escape(name)}</text>')
    parts.append(f'<circle cx="{centre}" cy="{centre}" r="14" class="me"/>')
    parts.append(f'<text x="{centre}" y="{centre + 32}" class="name me">{html.escape(view.name)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def _table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


_STYLE = """body{font-family:system-ui,sans-serif;margin:2rem;color:#222}
svg text{font-size:12px;text-anchor:middle}svg .rel{fill:#777;font-size:10px}
svg .other{fill:#6b9bd1}svg .me{fill:#d1736b}svg text.me{font-weight:bold}
table{border-collapse:collapse;margin:1rem 0}td,th{border:1px solid #ddd;padding:.3rem .6rem;text-align:left}"""


def entity_html(views: Sequence[EntityView]) -> str:
    """One page showing each view (one per collection naming the entity)."""
    sections = []
    for view in views:
        links = [
            ("->" if k.direction == "out" else "<-", k.type, k.other, k.strength, k.description or "", k.source)
            for k in view.links
        ]
        sections.append(
            f"<section><h1>{html.escape(view.name)} <small>({html.escape(view.type)}, collection "
            f"{html.escape(view.collection)})</small></h1><p>{html.escape(view.description or '')}</p>"
            f"{_svg(view)}<h2>Links</h2>"
            f"{_table(['', 'relationship', 'entity', 'strength', 'description', 'source'], links)}"
            f"<h2>Mentioned in</h2>{_table(['source', 'chunk'], view.mentions)}</section>"
        )
    title = html.escape(views[0].name if views else "entity")
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
        f"<style>{_STYLE}</style></head><body>{''.join(sections)}</body></html>\n"
    )
