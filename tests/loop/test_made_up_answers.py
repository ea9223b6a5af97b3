"""An answer holding a word that neither the question nor any gathered passage has was made up by
the model, whatever else it copied: the step is asked again over the pages about its entity, and a
made-up answer is never given."""

from __future__ import annotations

import pytest

from tests.fakes import ListSearcher, chunk
from tests.loop.test_code_plans import _run, found

VELMAR = "# SS Velmar\n\nSS Velmar was a coal-fired steamer. She was built in 1908 by the Tollan Shipyard."
YARD = "# Tollan Shipyard\n\nThe Tollan Shipyard was founded in 1881. Its slipways closed in 1999; it is now a marina."
SPIRIT = "# MV Orrin Spirit\n\nMV Orrin Spirit was the last large ship the Tollan Shipyard built."
QUESTION = "What has the yard that built SS Velmar become today?"


def test_a_made_up_answer_is_asked_again_over_the_entitys_pages() -> None:
    """The model answers the second hop "now a museum", a word no passage holds (the yard's page
    says a marina): the step is asked again over the pages about the Tollan Shipyard."""
    searcher = ListSearcher([[chunk("velmar", VELMAR)], [chunk("spirit", SPIRIT), chunk("yard", YARD)]])
    spirit_sentence = SPIRIT.split("\n\n")[1]
    script = [
        found("Tollan Shipyard", VELMAR.split("\n\n")[1]),
        found("Tollan Shipyard is now a museum.", spirit_sentence),
        found("a marina", "Its slipways closed in 1999; it is now a marina."),
    ]
    result, model = _run(script, searcher, QUESTION)
    assert (result["terminated_by"], result["answer"]) == ("answered", "a marina")
    assert "[1] # Tollan Shipyard" in str(model.calls[2]["messages"][-1].content)
    assert [c.chunk_id for c in result["citations"]][-1] == "yard"


def test_a_made_up_answer_is_never_given() -> None:
    """Asked again, the model makes up the same word: it is not given as the answer."""
    searcher = ListSearcher([[chunk("velmar", VELMAR)], [chunk("spirit", SPIRIT), chunk("yard", YARD)]] + [[]] * 4)
    museum = found("Tollan Shipyard is now a museum.", SPIRIT.split("\n\n")[1])
    script = [found("Tollan Shipyard", VELMAR.split("\n\n")[1]), museum, museum, museum, "no plan", museum, museum]
    result, _ = _run(script, searcher, QUESTION)
    assert "museum" not in result["answer"]


def test_an_answer_written_as_values_dumped_gets_the_repair_turn_and_is_never_given() -> None:
    """fresh55 k06: the model answered a whole question with every value of its passage in a mapping
    ("{ 1: 'Arthur Quern', 2: '1868-1931', ... }"), and that was given as the answer. It is invalid: the model gets
    its one repair turn, and the plain answer it then writes is given."""
    searcher = ListSearcher([[chunk("yard", YARD)]])
    dumped = found("{ 1: 'Tollan Shipyard', 2: '1881', 3: 'a marina' }", YARD.split("\n\n")[1])
    result, model = _run(
        [dumped, found("1881", YARD.split("\n\n")[1])], searcher, "When was the Tollan Shipyard founded?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1881")
    assert len(model.calls) == 2


def test_an_answer_dumped_twice_is_not_given() -> None:
    """Dumped again after the repair turn: no answer from the model; the year is read in code from its page."""
    searcher = ListSearcher([[chunk("yard", YARD)]])
    dumped = found("[1881, 'Tollan', 'slipways', 'a marina']", YARD.split("\n\n")[1])
    result, model = _run([dumped, dumped], searcher, "When was the Tollan Shipyard founded?")
    assert (result["terminated_by"], result["answer"], len(model.calls)) == ("answered", "1881", 2)


def test_a_measure_written_as_the_asked_things_adjective_is_answered_as_the_measure() -> None:
    """fresh55 k03: "40-centimetre telescope" for "What size was the telescope there?"."""
    page = "# Pell Observatory\n\nThe Pell Observatory has a 40-centimetre telescope, installed in 1901."
    searcher = ListSearcher([[chunk("pell", page)]])
    said = found("40-centimetre telescope", page.split("\n\n")[1])
    result, _ = _run([said], searcher, "What size is the telescope at the Pell Observatory?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "40 centimetres")


def test_a_few_values_listed_are_one_answer_and_a_mapping_or_a_long_list_is_none() -> None:
    """The review of the dump check: a one-value list is that value, two or three are one answer, citation markers
    and unparsed brackets stay as written; a mapping, or every value of a page, is no answer."""
    from arcana_graph.loop.planner import _one_answer

    assert _one_answer("['1881']") == "1881"
    assert _one_answer("['MV Tern', 'MV Orrin']") == "MV Tern and MV Orrin"
    assert _one_answer("[1] The Tollan Shipyard, at Pell [2]") == "[1] The Tollan Shipyard, at Pell [2]"
    for dumped in ("{'answer': '1881'}", "{ 1: 'Ada Quern', 2: 'valley's towns' }", "[1881, 'a', 'b', 'c']"):
        with pytest.raises(ValueError):
            _one_answer(dumped)


def test_a_capacity_asked_with_can_is_answered_without_up_to() -> None:
    """fresh55 k02: "Hey, how many passengers can the Kittiwake take across Lake Senna?" was answered "up to 60"."""
    page = "# Pell Ferry\n\nThe ferry Kittiwake crosses Lake Pell and takes up to 60 passengers."
    searcher = ListSearcher([[chunk("ferry", page)]])
    result, _ = _run(
        [found("up to 60", page.split("\n\n")[1])], searcher, "How many passengers can the Kittiwake take?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "60")
