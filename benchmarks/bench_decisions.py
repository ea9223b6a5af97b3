"""Which tool-calling strategy can a small local model drive the Loop with?

Compares, on the same probe cases and the same local model in one run:

* ``native``: ``bind_tools([search, answer, give_up])`` with free tool choice (what API models use);
* ``json``: one schema-constrained JSON decision (``structured_decision``, grammar-constrained by
  llama.cpp) with the action as a field;
* ``loop_json``: the Loop's own ``json`` strategy (``decide_json``) in these states. The probes
  carry no planned chain, so a first turn plans one-fact steps and searches the first, and later
  turns take the generic step (relevant sentences, what is still missing, then the answer), with
  the tool call derived in code.

Each case is a question plus what earlier searches returned, and the action a careful controller
takes next. Reported per strategy: valid (a usable tool call / decision came back) and correct
(it is the expected action). Run: ``python benchmarks/bench_decisions.py [--model qwen2.5-1.5b]``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcana_graph import Chunk, resolve_chat_model  # noqa: E402
from arcana_graph.loop.strategies import decide_json  # noqa: E402
from arcana_graph.models.structured import structured_decision  # noqa: E402

LENS = "Veltmar Point Lighthouse ... The lens was made by the Quillon Glassworks in the town of Sarrow."
FOUNDER = "The Quillon Glassworks was founded in 1861 by Ottilie Quillon, a former apothecary's assistant."
FERRY = "The ferry Gull's Errand crosses from Sarrow to Kelderwick every day; the crossing takes two hours forty."
NOTHING = "No results."

# (question, observations so far, expected action)
CASES: list[tuple[str, list[tuple[str, str]], str]] = [
    ("Who made the lens of the Veltmar Point lighthouse?", [], "search"),
    ("Who made the lens of the Veltmar Point lighthouse?", [("Veltmar lighthouse lens maker", LENS)], "answer"),
    ("How long is the ferry crossing from Sarrow?", [], "search"),
    ("How long is the ferry crossing from Sarrow?", [("Sarrow ferry crossing time", FERRY)], "answer"),
    (
        "Who founded the workshop that made the Veltmar lighthouse lens?",
        [("Veltmar lighthouse lens maker", LENS)],
        "search",
    ),
    (
        "Who founded the workshop that made the Veltmar lighthouse lens?",
        [("Veltmar lighthouse lens maker", LENS), ("Quillon Glassworks founder", FOUNDER)],
        "answer",
    ),
    (
        "What is the population of Sarrow in 2020?",
        [("Sarrow population 2020", NOTHING), ("Sarrow census", NOTHING), ("number of inhabitants of Sarrow", NOTHING)],
        "give_up",
    ),
    (
        "Who designed the Brannoch airport terminal?",
        [
            ("Brannoch airport terminal architect", NOTHING),
            ("airport Brannoch", NOTHING),
            ("terminal designer", NOTHING),
        ],
        "give_up",
    ),
    ("When did the Quillon Glassworks close?", [("Quillon Glassworks closing date", FERRY)], "search"),
    ("In which town was the Veltmar lighthouse lens made?", [("Veltmar lens", LENS)], "answer"),
]

SYSTEM = (
    "You are a research agent answering questions about a private knowledge base. Tools: search "
    "(query the knowledge base), answer (final answer, ends the conversation), give_up (when "
    "several searches found nothing). Answer as soon as the observations contain the answer."
)


@tool
def search(query: str, limit: int = 5) -> str:
    """Search the knowledge base for chunks relevant to a query."""
    return ""


@tool
def answer(text: str) -> str:
    """Provide the final answer to the user's question. Ends the conversation."""
    return ""


@tool
def give_up(reason: str) -> str:
    """Stop when the question cannot be answered from the knowledge base."""
    return ""


class ControllerDecision(BaseModel):
    """The next step of the research loop."""

    observations_contain_answer: bool = Field(description="Do the observations already answer the question?")
    action: Literal["search", "answer", "give_up"]
    argument: str = Field(description="search: the query; answer: the final answer; give_up: the reason")


def prompt(question: str, observations: list[tuple[str, str]]) -> list:
    seen = "\n".join(f"- search({q!r}) returned: {r}" for q, r in observations) or "- nothing yet"
    return [SystemMessage(content=SYSTEM), HumanMessage(content=f"Question: {question}\nObservations:\n{seen}")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-1.5b")
    args = parser.parse_args()
    llm = resolve_chat_model(f"local:{args.model}")
    tools = llm.bind_tools([search, answer, give_up])
    tallies = {name: {"valid": 0, "correct": 0, "seconds": 0.0} for name in ("native", "json", "loop_json")}
    rows = []
    for question, observations, expected in CASES:
        messages = prompt(question, observations)
        start = time.perf_counter()
        try:
            reply = tools.invoke(messages)
            calls = [c for c in reply.tool_calls if c["name"] in {"search", "answer", "give_up"}]
            native = calls[0]["name"] if calls else None
        except Exception as exc:  # e.g. HTTP 500 from the server's tool-call parser
            native = f"error: {type(exc).__name__}"
        tallies["native"]["seconds"] += time.perf_counter() - start
        start = time.perf_counter()
        decision = structured_decision(llm, messages, ControllerDecision, method="json")
        tallies["json"]["seconds"] += time.perf_counter() - start
        constrained = decision.value.action if decision.ok and decision.value else None
        history = [
            {
                "tool": "search",
                "args": {"query": q},
                "iteration": i,
                "summary": r,
                "returned_chunk_ids": [] if r == NOTHING else [f"p{i}"],
            }
            for i, (q, r) in enumerate(observations)
        ]
        chunks = [Chunk(id=f"p{i}", text=r) for i, (_, r) in enumerate(observations) if r != NOTHING]
        start = time.perf_counter()
        try:
            reply = decide_json(
                llm, question=question, history=history, chunks=chunks, collections=None, custom_tools=[]
            )
            loop_json = reply.tool_calls[0]["name"] if reply.tool_calls else None
        except Exception as exc:
            loop_json = f"error: {type(exc).__name__}"
        tallies["loop_json"]["seconds"] += time.perf_counter() - start
        for name, got in (("native", native), ("json", constrained), ("loop_json", loop_json)):
            valid = got in {"search", "answer", "give_up"}
            tallies[name]["valid"] += valid
            tallies[name]["correct"] += got == expected
        rows.append(
            {
                "question": question,
                "hops_seen": len(observations),
                "expected": expected,
                "native": native,
                "json": constrained,
                "loop_json": loop_json,
            }
        )
        print(
            f"{expected:8} native={native!s:10} json={constrained!s:8} loop_json={loop_json!s:8} {question[:40]}",
            flush=True,
        )
    summary = {name: {**t, "seconds": round(t["seconds"], 1), "cases": len(CASES)} for name, t in tallies.items()}
    print(json.dumps(summary, indent=2))
    out = Path(__file__).parent / "results" / f"decisions-{args.model}.json"
    out.write_text(json.dumps({"model": args.model, "summary": summary, "cases": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
