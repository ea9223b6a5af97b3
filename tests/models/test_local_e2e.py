"""The real local model through the production client path (langchain-openai -> llama.cpp server).

Marked ``e2e``: they need the ``local`` extra (installed by ``make test``). Prompts are kept short:
the 1.5B model reads ~42 prompt tokens/s on two cores.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from pydantic import BaseModel

from arcana_graph import resolve_chat_model
from arcana_graph.models.local import LocalChatModel, running_servers
from arcana_graph.models.structured import structured_decision

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def llm(local_llm_server: object) -> LocalChatModel:
    model = resolve_chat_model("local:qwen2.5-1.5b")
    assert isinstance(model, LocalChatModel) and isinstance(model, ChatOpenAI)
    return model


def test_the_local_model_answers_a_short_question(llm: LocalChatModel) -> None:
    reply = llm.invoke("What is the capital of France? Answer with one word.")
    assert "paris" in str(reply.content).lower()


def test_a_forced_tool_call_parses(llm: LocalChatModel) -> None:
    @tool
    def search(query: str, limit: int = 5) -> str:
        """Search the knowledge base for chunks relevant to a query."""
        return ""

    reply = llm.bind_tools([search], tool_choice="search").invoke("Find who built the Veltmar lighthouse lens.")
    assert len(reply.tool_calls) == 1
    call = reply.tool_calls[0]
    assert call["name"] == "search" and isinstance(call["args"]["query"], str) and call["args"]["query"]


class Triage(BaseModel):
    needs_documents: bool
    action: Literal["search", "answer"]


def test_a_constrained_json_decision_parses(llm: LocalChatModel) -> None:
    question = "Decide: to answer 'Who founded the Quillon Glassworks?' must we search private documents?"
    decision = structured_decision(llm, [HumanMessage(content=question)], Triage)
    assert decision.ok and decision.attempts == 1, decision
    assert isinstance(decision.value, Triage)


def test_a_second_process_reuses_the_running_server(llm: LocalChatModel) -> None:
    code = (
        "import json; from arcana_graph.models.local import start_local_server;"
        "s = start_local_server('qwen2.5-1.5b'); print(json.dumps([s.pid, s.base_url]))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    pid, base_url = json.loads(out.stdout)
    assert base_url == llm.openai_api_base
    assert pid in [s.pid for s in running_servers()]
