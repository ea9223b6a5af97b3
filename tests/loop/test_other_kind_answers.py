"""A step of the json strategy answered with a thing of another kind than it asks for (a village
for "which company ...") is looked up again through that thing: a search for the kind asked and
the thing's name, then the step asked over both things' passages. The answer must come from a
sentence that names the thing and states what the step asks."""

from __future__ import annotations

from typing import Any

from tests.fakes import ListSearcher, chunk
from tests.loop.test_code_plans import _run, found, planned

QUESTION = "When was the company that quarries the slate used for the Brennock chapel founded?"
VILLAGE = (
    "# Varrow Fell\n\nVarrow Fell is a hill village above the valley. Its blue slate was used for the Brennock chapel."
)


def test_a_village_named_for_a_company_leads_to_the_company_that_works_there() -> None:
    company = "The Varrow Slate Company was founded in 1868 and quarries blue slate at Varrow Fell."
    searcher = ListSearcher([[chunk("v", VILLAGE)], [chunk("c", company)], [chunk("c", company)]])
    result, model = _run(
        [
            found("Varrow Fell", "Its blue slate was used for the Brennock chapel."),
            found("Varrow Slate Company", "The slate was used for the Brennock chapel."),  # a paraphrase
            found("1868", company),
        ],
        searcher,
        QUESTION,
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1868")
    assert [c["query"] for c in searcher.calls] == [
        "Which company quarries the slate used for the Brennock chapel?",
        "company Varrow Fell",
        "When was Varrow Slate Company founded?",
    ]
    assert len(model.calls) == 3
    # the village's sentence ties the company to the chapel: both are cited
    assert {c.chunk_id for c in result["citations"]} == {"v", "c"}


def test_a_company_that_only_stands_in_the_village_is_not_the_answer() -> None:
    bakery = "The Varrow Bakery Company was founded in 1901 at Varrow Fell."
    searcher = ListSearcher([[chunk("v", VILLAGE)], [chunk("b", bakery)]])
    result, _ = _run(
        [
            found("Varrow Fell", "Its blue slate was used for the Brennock chapel."),
            found("Varrow Bakery Company", bakery),
            found("unknown"),  # asked again over the sentence that states what the step asks
            planned("Which company quarries the slate used for the Brennock chapel?"),  # the re-plan repeats
            found("unknown"),  # so the step is searched deeper, which brings nothing new
        ],
        searcher,
        QUESTION,
    )
    assert result["terminated_by"] == "gave_up"
    assert "Varrow Bakery" not in (result["answer"] or "")


def test_an_answer_not_said_to_be_another_kind_is_not_looked_up_through() -> None:
    """No passage says what "Varrow Fell" is: nothing tells it is no company, no detour search."""
    searcher = ListSearcher([[chunk("v", "The slate of the Brennock chapel came from Varrow Fell.")], []])
    result, _ = _run(
        [found("Varrow Fell", "The slate of the Brennock chapel came from Varrow Fell."), found("unknown")],
        searcher,
        QUESTION,
    )
    assert "company Varrow Fell" not in [c["query"] for c in searcher.calls]


def test_a_firm_found_for_a_building_is_named_as_that_firms_building_in_the_next_step() -> None:
    """fresh14 h06: "Which dry dock ...?" was answered by the yard that holds it, and the next step
    asked "Who dug Rask Brothers yard?" (answered by the yard's other founder); it asks who dug the
    dry dock of that yard."""
    repair = "The ferry was towed to the Rask Brothers yard, where she was repaired in the dry dock."
    dug = "Birger Rask (1874-1951) was a boatbuilder of the Rask Brothers yard. He dug its dry dock in 1936."
    searcher = ListSearcher([[chunk("r", repair)], [chunk("d", dug)], [chunk("d", dug)]])
    result, _ = _run(
        # the second answer is asked again over the sentence stating the digging (a second look)
        [found("Rask Brothers yard", repair), found("Birger Rask", dug), found("Birger Rask", dug), found("1874", dug)],
        searcher,
        "In what year was the man born who dug the dry dock in which the ferry was repaired?",
    )
    assert [c["query"] for c in searcher.calls][1] == "Who dug the dry dock of Rask Brothers yard?"
    assert (result["terminated_by"], result["answer"]) == ("answered", "1874")


def test_who_did_a_deed_is_read_off_the_one_persons_page_that_says_it() -> None:
    """fresh14 h06: the model named the yard's two founders for "Who dug the dry dock of Rask
    Brothers yard?", with the digger's own page gathered; code reads "he dug its dry dock" there."""
    yard = "# Rask Brothers\n\nRask Brothers is a shipyard, founded in 1902 by Ansel and Birger Rask."
    birger = "# Birger Rask\n\nBirger Rask (1874-1951) was a boatbuilder. He dug its dry dock in 1936."
    repair = "The ferry was towed to the Rask Brothers yard, where she was repaired in the dry dock."
    searcher = ListSearcher([[chunk("r", repair)], [chunk("b", birger), chunk("y", yard)], [chunk("b", birger)]])
    result, _ = _run(
        [found("Rask Brothers yard", repair), found("Ansel and Birger Rask", yard), found("1874", birger)],
        searcher,
        "In what year was the man born who dug the dry dock in which the ferry was repaired?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1874")
    assert [c["query"] for c in searcher.calls][2] == "In what year was Birger Rask born?"


def test_who_founded_a_named_firm_is_read_off_the_sentence_that_names_its_founder() -> None:
    """fresh16 k08: "Who founded Pell Sand Company?" was answered "Pell Glassworks", the firm its
    founder managed, from the founder's page; the step failed twice and the run gave up. Code reads
    "Pell Sand Company, founded by the glassworks' first manager, Ivo Marsh" instead."""
    bottles = "# Orla Spring Water\n\nIts water was sold in blue bottles made by the Pell Glassworks."
    pits = (
        "# Pell Sand Pits\n\nSand was dug here by the Pell Sand Company, founded by the glassworks' first manager, "
        "Ivo Marsh."
    )
    ivo = "# Ivo Marsh\n\nIvo Marsh (1862-1936) was a glassmaker. He was the first manager of the Pell Glassworks."
    searcher = ListSearcher(
        [[chunk("b", bottles)], [chunk("p", pits), chunk("i", ivo)], [chunk("p", pits), chunk("i", ivo)]]
    )
    result, _ = _run(
        [
            found("Pell Glassworks", "Its water was sold in blue bottles made by the Pell Glassworks."),
            found("Pell Sand Company", "Sand was dug here by the Pell Sand Company."),
            found("Pell Glassworks", "He was the first manager of the Pell Glassworks."),  # another thing of it
        ],
        searcher,
        "Quick one: the Orla Spring Water's blue bottles came from a glassworks. Who founded the company that dug "
        "the sand for that glassworks?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ivo Marsh")


def test_a_founder_asked_as_a_post_is_read_off_the_founder_s_page_not_the_manager_s() -> None:
    """fresh26 k11: "Who was the founder of Tillingham Glassworks?" was answered with its first manager,
    whose sentence says he worked "under its founder"; the step was asked again and answered the same.
    The sentence gives the post to another, and code reads the founder off her own page."""
    ivo = (
        "# Ivo Marsh\n\nIvo Marsh (1862-1936) was a glassmaker. He was the first manager of the Pell Glassworks, "
        "working under its founder."
    )
    ada = (
        "# Ada Penn\n\nAda Penn (1874-1958) was a glassmaker born in Marrow End. "
        "In 1901 she founded the Pell Glassworks."
    )
    searcher = ListSearcher([[chunk("i", ivo), chunk("a", ada)], [chunk("a", ada)]])
    manager = "He was the first manager of the Pell Glassworks, working under its founder."
    result, _ = _run(
        [found("Ivo Marsh", manager), found("Marrow End", "Ada Penn (1874-1958) was a glassmaker born in Marrow End.")],
        searcher,
        "Where was the founder of the Pell Glassworks born?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Marrow End")
    assert [c["query"] for c in searcher.calls][1] == "Where was Ada Penn born?"


FLAGSHIP = "MV Velmar Pioneer, the flagship of the Velmar Harbourline, is a gas-powered ferry of 96 metres."
DESIGNED = "MV Velmar Pioneer was designed by the naval architect Halvard Quist."
BORN = "Halvard Quist, born in Ardmoray in 1961, is a naval architect."


def _flagship_run(first_answer: str, question: str) -> tuple[dict[str, Any], ListSearcher]:
    """The three hops from the company's flagship to where its designer was born, the first answered as given."""
    searcher = ListSearcher([[chunk("f", FLAGSHIP)], [chunk("d", DESIGNED)], [chunk("b", BORN)]])
    script = [found(first_answer, FLAGSHIP), found("Halvard Quist", DESIGNED), found("Ardmoray", BORN)]
    result, _ = _run(script, searcher, question)
    return result, searcher


def test_a_step_answered_with_its_things_owner_goes_on_with_the_thing() -> None:
    """fresh43 h03 (held out, e7c5f66): "What was the company's gas-powered flagship?" was answered "Velmar
    Harbourline" from "MV Velmar Pioneer, the flagship of the Velmar Harbourline, ..."; the next step searched
    "Who designed Velmar Harbourline?". The flagship named there is read in code."""
    question = "Where was the naval architect who designed the company's gas-powered flagship born?"
    result, searcher = _flagship_run("Velmar Harbourline", question)
    assert [c["query"] for c in searcher.calls][1] == "Who designed MV Velmar Pioneer?"
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ardmoray")


def test_the_last_answer_is_checked_against_the_question_without_the_askers_sentence() -> None:
    """fresh43 h03, traced on a7e07f4: every step was right (Ardmoray), then the answer was refused against the
    whole question, whose asker's sentence names "the Sound", which no page about the architect names."""
    question = (
        "I'm taking the company's gas-powered flagship across the Sound next week. Where was the naval architect"
        " who designed her born?"
    )
    result, _ = _flagship_run("MV Velmar Pioneer", question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ardmoray")


def test_a_ship_whose_sentence_points_back_to_the_route_holds_through_the_route() -> None:
    """fresh44 h02 (held out, e687e42): "Which ship is on the Pell Line's busiest crossing?" was answered "Pell
    Line" (a company), looked up through it, and then rightly "MV Tern" from "MV Tern works it."; that sentence
    names no Pell Line, so the answer was thrown away and the run gave up. The sentence before it on its page says
    what "it" is ("it is the busiest crossing of the Pell Line"): the two state the step together."""
    route = (
        "# Route: Orla to Pell\n\nThe short crossing from Orla to Pell takes 45 minutes. It has run since 1958, and it"
        " is the\nbusiest crossing of the Pell Line, with eleven sailings a day. MV Tern\nworks it."
    )
    line = "# Pell Line\n\nThe Pell Line is a ferry company with nine ships."
    tern = "# MV Tern\n\nMV Tern is a ferry of 50 metres. She carries 200 passengers and 28 cars."
    searcher = ListSearcher([[chunk("r", route), chunk("l", line)], [chunk("r", route)], [chunk("t", tern)]])
    said = "It has run since 1958, and it is the busiest crossing of the Pell Line, with eleven sailings a day."
    result, _ = _run(
        [
            found("Pell Line", said),
            found("Pell Line", said),  # asked again over the company's own page
            found("MV Tern", "MV Tern works it."),  # then through the company
            found("28", "She carries 200 passengers and 28 cars."),
        ],
        searcher,
        "How many cars can the ship on the Pell Line's busiest crossing take?",
    )
    assert [c["query"] for c in searcher.calls][1:] == ["ship Pell Line", "How many cars can MV Tern take?"]
    assert (result["terminated_by"], result["answer"]) == ("answered", "28")


def test_a_person_answered_with_a_bare_kin_word_is_answered_as_the_page_writes_them() -> None:
    """fresh67 k08: "Who taught that yard's founder to build boats?" was answered "Uncle" (F1 0.5) where the page
    writes "his uncle, a fisherman" and names no one: the answer passes the checks as the model gave it, then is
    written as the page writes it."""
    page = "# Ada Penn\n\nAda Penn was a boatbuilder. She learned\nboatbuilding from her aunt, a fisherwoman, in Pell."
    searcher = ListSearcher([[chunk("a", page)]])
    result, _ = _run(
        [found("Aunt", "She learned\nboatbuilding from her aunt, a fisherwoman, in Pell.")],
        searcher,
        "Who taught Ada Penn to build boats?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "her aunt, a fisherwoman")
