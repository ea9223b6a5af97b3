"""An answer holding a word that neither the question nor any gathered passage has was made up by
the model, whatever else it copied: the step is asked again over the pages about its entity, and a
made-up answer is never given."""

from __future__ import annotations

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
