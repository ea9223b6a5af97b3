"""Loop overhead per controller turn, against LangChain's ``create_agent``, measured in one run.

Both run the same scripted trajectory with a zero-latency chat model and an in-memory search:
five search turns, then a final turn (the Loop's ``answer`` tool call; ``create_agent``'s final
text reply). What is left is the framework's own cost per turn: state handling, routing, tool
execution and message bookkeeping.

The two run in alternating blocks of a few questions (A B A B ..., ``--rounds`` pairs of
``--questions`` each): a pair's ratio compares two blocks run seconds apart, so a shared machine
slowing down or speeding up (which moves either side by ±20% over minutes here) hits both sides of
a pair alike. The median of the pairs' ratios is the figure; its quartiles show the spread.

Run: ``python benchmarks/bench_loop.py [--questions 20] [--rounds 40]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcana_graph import build_loop  # noqa: E402

SEARCH_TURNS = 5
TURNS = SEARCH_TURNS + 1
PASSAGES = [
    {"id": f"c{i}", "text": f"Passage {i} about the lighthouse lens and its makers.", "score": 0.9 - i / 10}
    for i in range(3)
]


class TrajectoryModel(BaseChatModel):
    """Replies by position in the conversation: search calls, then the final turn. Zero latency."""

    final: str = "loop"  # "loop": answer tool call; "agent": plain text

    @property
    def _llm_type(self) -> str:
        return "trajectory"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        turn = sum(isinstance(m, AIMessage) for m in messages)
        if turn < SEARCH_TURNS:
            message = AIMessage(
                content="",
                tool_calls=[
                    {"name": "search", "args": {"query": f"aspect {turn}"}, "id": f"s{turn}", "type": "tool_call"}
                ],
            )
        elif self.final == "loop":
            message = AIMessage(
                content="", tool_calls=[{"name": "answer", "args": {"text": "done"}, "id": "a", "type": "tool_call"}]
            )
        else:
            message = AIMessage(content="done")
        return ChatResult(generations=[ChatGeneration(message=message)])


def searcher(query: str, *, collections: Any, limit: int, **options: Any) -> list[dict[str, Any]]:
    return PASSAGES


@tool
def search(query: str) -> str:
    """Search the knowledge base."""
    return "\n\n".join(f"[{p['id']}] {p['text']}" for p in PASSAGES)


def time_loop(questions: int) -> float:
    graph = build_loop(TrajectoryModel(final="loop"), searcher)
    start = time.perf_counter()
    for i in range(questions):
        result = graph.invoke({"question": f"question {i}"})
        assert result["terminated_by"] == "answered" and result["iterations"] == TURNS
    return (time.perf_counter() - start) / (questions * TURNS) * 1e6


def time_agent(questions: int) -> float:
    from langchain.agents import create_agent

    agent = create_agent(TrajectoryModel(final="agent"), tools=[search])
    start = time.perf_counter()
    for i in range(questions):
        result = agent.invoke({"messages": [{"role": "user", "content": f"question {i}"}]})
        assert result["messages"][-1].content == "done"
    return (time.perf_counter() - start) / (questions * TURNS) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=20, help="questions per block")
    parser.add_argument("--rounds", type=int, default=40, help="pairs of blocks (Loop, create_agent)")
    args = parser.parse_args()
    time_loop(5), time_agent(5)  # warm up imports and caches
    loop_us, agent_us, ratios = [], [], []
    for _ in range(args.rounds):
        loop_us.append(time_loop(args.questions))
        agent_us.append(time_agent(args.questions))
        ratios.append(loop_us[-1] / agent_us[-1])
    quartiles = statistics.quantiles(ratios, n=4)
    result = {
        "turns_per_question": TURNS,
        "questions_per_block": args.questions,
        "rounds": args.rounds,
        "loop_us_per_turn": round(statistics.median(loop_us), 1),
        "create_agent_us_per_turn": round(statistics.median(agent_us), 1),
        "ratio_loop_to_create_agent": round(statistics.median(ratios), 3),
        "ratio_quartiles": [round(quartiles[0], 3), round(quartiles[2], 3)],
    }
    print(json.dumps(result, indent=2))
    (Path(__file__).parent / "results" / "loop.json").write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
