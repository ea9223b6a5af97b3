"""A hop's answer comes from the entity's own passage, not a look-alike's: the sentence cited for
a hop holds the whole answer, an answer read from a look-alike's page is asked again over the
entity's own page (found with a deeper search when the first did not bring it), and an answer only
a look-alike's page states is not given."""

from __future__ import annotations

from tests.fakes import ListSearcher, chunk
from tests.loop.test_code_plans import _run, found

ISLANDER = "The short crossing from Haldness to Haldwick takes 45 minutes. MV Haldray Islander works it."
LASS = "MV Haldray Lass was a small ferry built in 1958 for the new short crossing from Haldness to Haldwick."
BUILT = "MV Haldray Islander is a ferry of 45 metres built in 1997 by the Carrow Yard."
STAR = "# MV Orrin Star\n\nMV Orrin Star was built in 1986 by the Carrow Yard. Her sister, MV Orrin Spirit, came later."
SPIRIT = "# MV Orrin Spirit\n\nMV Orrin Spirit was built in 1991 by the Tollan Shipyard."


def test_a_hop_cites_the_sentence_that_holds_its_whole_answer_not_a_look_alikes() -> None:
    """The model copies the Lass sentence (two of "MV Haldray Islander"'s words, more of the
    question's): the hop cites the sentence that names the Islander."""
    searcher = ListSearcher([[chunk("lass", LASS), chunk("route", ISLANDER)], [chunk("built", BUILT)]])
    result, _ = _run(
        # the second answer: the second look over the sentence naming the crossing (it does not say)
        [found("MV Haldray Islander", LASS), found("unknown"), found("Carrow Yard", BUILT)],
        searcher,
        "Which yard built the ship that works the crossing from Haldness to Haldwick?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Carrow Yard")
    assert [c.chunk_id for c in result["citations"]] == ["route", "built"]


def test_an_answer_read_from_a_look_alikes_page_is_asked_again_over_the_entitys_own_page() -> None:
    """MV Orrin Star's page names her sister further on, so it passes for a page about MV Orrin
    Spirit; its builder is not hers. The step is asked again over MV Orrin Spirit's own page."""
    searcher = ListSearcher([[chunk("star", STAR), chunk("spirit", SPIRIT)]])
    result, model = _run(
        [found("Carrow Yard", STAR.split("\n\n")[1]), found("Tollan Shipyard")],
        searcher,
        "Which yard built MV Orrin Spirit?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tollan Shipyard")
    assert "[1] # MV Orrin Spirit" in str(model.calls[1]["messages"][-1].content)
    assert "MV Orrin Star was built" not in str(model.calls[1]["messages"][-1].content)
    assert [c.chunk_id for c in result["citations"]] == ["spirit"]


def test_the_entitys_own_page_is_looked_for_deeper_when_only_a_look_alike_was_found() -> None:
    """The first search brings the freight route's page only; the same query searched for more
    passages brings the route asked about, whose time is the answer."""
    freight = "# Route: Corvanmouth to Skerrin Bay\n\nThe crossing takes 3 hours 30 minutes. It calls at Port Orrin."
    main = "# Route: Corvanmouth to Port Orrin\n\nThe crossing takes 2 hours 40 minutes."
    searcher = ListSearcher([[chunk("freight", freight)], [chunk("freight", freight), chunk("main", main)]])
    question = "How long is the crossing from Corvanmouth to Port Orrin?"
    script = [found("3 hours 30 minutes", "The crossing takes 3 hours 30 minutes."), found("2 hours 40 minutes")]
    result, _ = _run(script, searcher, question)
    assert [(c["query"], c["limit"]) for c in searcher.calls] == [(question, 3), (question, 6)]
    assert (result["terminated_by"], result["answer"]) == ("answered", "2 hours 40 minutes")
    assert [c.chunk_id for c in result["citations"]] == ["main"]


def test_an_answer_only_a_look_alikes_page_states_is_not_given() -> None:
    """No page about MV Orrin Spirit is found, even searching deeper: the Star's builder is not
    given as the Spirit's; the Loop re-plans, then says what is missing."""
    searcher = ListSearcher([[chunk("star", STAR)], [chunk("star", STAR)]])
    sentence = STAR.split("\n\n")[1].split(". ")[0] + "."
    script = [found("Carrow Yard", sentence), found("Carrow Yard", sentence), "no plan", "still no plan"]
    result, _ = _run(script, searcher, "Which yard built MV Orrin Spirit?")
    assert result["terminated_by"] == "gave_up"
    assert "Carrow" not in result["answer"]


def test_a_page_whose_subject_is_the_answer_is_not_taken_for_a_look_alike() -> None:
    """The route's page names the ship only further on, and its first sentence names the island
    Haldray; the route is what was asked for, so the answer stands (no second call)."""
    route = "# Route: Haldness to Haldwick\n\nThe crossing from Haldness to Haldwick on Haldray takes 45 minutes. "
    route += "MV Haldray Islander works it."
    searcher = ListSearcher([[chunk("route", route)]])
    result, model = _run(
        [found("Haldness to Haldwick", "# Route: Haldness to Haldwick")],
        searcher,
        "Which route does MV Haldray Islander work?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Haldness to Haldwick")
    assert len(model.calls) == 1


def test_on_the_answers_own_page_a_pronoun_sentence_states_it() -> None:
    """Ada Penn's page says "she ... ran the firm after 1901": that sentence states the answer
    (its page is hers), so it is cited, and no other sentence that merely shares "1901" (Ivo
    Marsh's lifespan) sends the step to a second look that names both founders."""
    person = (
        "# Ada Penn\n\nAda Penn (1838-1919) was an engineer born in Pell. With Ivo Marsh she founded Marsh & Penn; "
        "she designed its first crane and ran the firm after 1901."
    )
    firm = "# Marsh & Penn\n\nMarsh & Penn was an engineering firm founded in 1861 by Ivo Marsh and Ada Penn."
    partner = "# Ivo Marsh\n\nIvo Marsh (1832-1901) was an engineer born in Orlen."
    searcher = ListSearcher([[chunk("ada", person), chunk("firm", firm), chunk("ivo", partner)]])
    result, model = _run([found("Ada Penn")], searcher, "Who ran Marsh & Penn after 1901?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ada Penn")
    assert [c.chunk_id for c in result["citations"]] == ["ada"]
    assert "ran the firm after 1901" in result["citations"][0].text
    assert len(model.calls) == 1


def test_a_page_about_another_kind_of_thing_that_shares_a_word_is_no_look_alike() -> None:
    """The Aske Iron Foundry (a firm) shares "Aske" with the Aske Viaduct (a structure) and says
    only further on that it cast the viaduct's ironwork: its founder, read there, answers the step
    (one call, cited to the foundry's page)."""
    foundry = (
        "# Aske Iron Foundry\n\nThe Aske Iron Foundry was founded in 1855 by the ironfounder Isaac Marlow. "
        "In 1886 it cast the iron parts of the Aske Viaduct."
    )
    searcher = ListSearcher([[chunk("foundry", foundry)]])
    sentence = "The Aske Iron Foundry was founded in 1855 by the ironfounder Isaac Marlow."
    result, model = _run(
        [found("Isaac Marlow", sentence)],
        searcher,
        "Which ironfounder's foundry cast the iron parts of the Aske Viaduct?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Isaac Marlow")
    assert [c.chunk_id for c in result["citations"]] == ["foundry"]
    assert len(model.calls) == 1


def test_a_relatives_fact_told_with_she_is_not_the_asked_persons() -> None:
    """Dora Hale's page names her grandfather Oswin Hale, then says "She farmed 600 sheep": the
    sheep are hers, so "How many sheep did Oswin Hale keep?" is not answered by them, and his own
    page does not say: no answer."""
    dora = (
        "# Dora Hale\n\nDora Hale (1902-1988) was a shepherd born in Fenwick Moor, a granddaughter of the "
        "farmer Oswin Hale. She farmed 600 sheep on the moor."
    )
    oswin = "# Oswin Hale\n\nOswin Hale (1841-1915) was a farmer born in Greyfold. He bred shorthorn cattle."
    searcher = ListSearcher(
        [[chunk("dora", dora), chunk("oswin", oswin)], [chunk("dora", dora), chunk("oswin", oswin)]]
    )
    script = [found("600", "She farmed 600 sheep on the moor."), *[found("unknown")] * 6]
    result, _ = _run(script, searcher, "How many sheep did Oswin Hale keep?")
    assert result["terminated_by"] == "gave_up" and "600" not in str(result["answer"])


STEAMER = "# SS Velmar\n\nSS Velmar was the first ship of the line, a coal-fired steamer of 48 metres."
DIESEL = (
    "# MV Brannoch\n\nMV Brannoch was built by the Rask Brothers yard, the first diesel ship of the Velmar Harbourline."
)


def test_a_question_pointing_back_to_a_named_statement_is_answered_from_a_page_naming_it() -> None:
    """ "SS Velmar ... ran on diesel engines. Which firm supplied them?" asks of SS Velmar's engines:
    MV Brannoch's builder, read on her page (which names only the Velmar Harbourline), is not given."""
    searcher = ListSearcher([[chunk("velmar", STEAMER), chunk("brannoch", DIESEL)]] * 3)
    said = DIESEL.split("\n\n")[1]
    # a second look, SS Velmar's own page asked again, a re-plan
    script = [found("Rask Brothers yard", said), found("unknown"), found("unknown"), "no plan", "no plan"]
    question = "SS Velmar, the line's first vessel, ran on diesel engines. Which firm supplied them?"
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "Rask" not in result["answer"]


FENNER = "# Annika Fenner\n\nCaptain Annika Fenner was master of MV Tern from 1975 to 1998."
BRASK = "# Oona Brask\n\nCaptain Oona Brask has been master of MV Velmar Pioneer since 2008."


def test_a_statement_after_a_time_clause_points_back_to_its_subject_too() -> None:
    """fresh14 h11 (a false premise): "Before she took over MV Velmar Pioneer, Captain Oona Brask
    was master of MV Tern - in which year did she take command of the Tern?" was answered 1975,
    read on another master's page. The question asks of Oona Brask: that page does not name her."""
    searcher = ListSearcher([[chunk("fenner", FENNER), chunk("brask", BRASK)]] * 3)
    said = FENNER.split("\n\n")[1]
    script = [found("1975", said), found("unknown"), "no plan", "no plan"]  # a second look, a re-plan
    question = (
        "Hey, before she took over MV Velmar Pioneer, Captain Oona Brask was master of MV Tern - in which year"
        " did she take command of the Tern?"
    )
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "1975" not in result["answer"]


def test_a_question_pointing_back_to_a_named_statement_is_answered_from_its_page() -> None:
    searcher = ListSearcher([[chunk("velmar", STEAMER), chunk("brannoch", DIESEL)]])
    said = STEAMER.split("\n\n")[1]
    result, _ = _run([found("48 metres", said)], searcher, "SS Velmar was the line's first ship. How long was she?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "48 metres")


def test_a_step_its_named_pages_do_not_answer_is_asked_by_what_its_own_page_says_it_uniquely_was() -> None:
    """Nobody "commissioned MV Corvan Lady" by name; her page says she was the company's first ship
    built to carry cars, and Jonas Lusk's page that he ordered it: the step is asked that way."""
    lady = "# MV Corvan Lady\n\nMV Corvan Lady was a ferry of 55 metres. She was the company's first car ferry."
    lusk = "# Jonas Lusk\n\nJonas Lusk was managing director and ordered its first car ferry."
    searcher = ListSearcher([[chunk("lady", lady)], [chunk("lusk", lusk)]])
    script = [found("unknown"), found("Jonas Lusk", lusk.split("\n\n")[1]), found("unknown")]  # then a second look
    result, _ = _run(script, searcher, "Who commissioned MV Corvan Lady?")
    assert [c["query"] for c in searcher.calls][1] == "Who commissioned the company's first car ferry?"
    assert (result["terminated_by"], result["answer"]) == ("answered", "Jonas Lusk")


ORGANS = (
    "# Penn Organ Works\n\nThe Penn Organ Works was founded in 1894 by Nils Penn. It built 46 organs. The largest,"
    " with 31 stops, stands in the Dunmere parish church."
)


def test_an_answer_about_another_rank_of_the_asked_thing_is_not_given() -> None:
    """fresh14 k16 (unanswerable): his first organ's church is recorded nowhere; the largest
    organ's church, read in the works' page, is not its answer."""
    searcher = ListSearcher([[chunk("works", ORGANS)]] * 3)
    said = "The largest, with 31 stops, stands in the Dunmere parish church."
    script = [found("Dunmere parish church", said), found("unknown"), "no plan", "no plan"]
    result, _ = _run(script, searcher, "For which church did Nils Penn build his first organ?")
    assert result["terminated_by"] == "gave_up"
    assert "Dunmere" not in result["answer"]


def test_a_step_answered_off_another_page_is_asked_again_over_its_own_page() -> None:
    """fresh27 h04: "How long was MV Brannoch?" was read as the 14 nautical miles of the route to
    Brannoch Quay and refused; "# MV Brannoch" was among the passages. The step is asked again over
    that page alone, and its answer kept as it fits."""
    route = (
        "# Route: Pell to Tern Quay\n\nThe route from Pell to Tern Quay is 12 nautical miles long. MV Tern sailed it."
    )
    ship = "# MV Tern\n\nMV Tern was a motor ship of 36 metres built in 1930 by the Rask yard."
    searcher = ListSearcher([[chunk("route", route), chunk("ship", ship)]] * 3)
    said = "The route from Pell to Tern Quay is 12 nautical miles long."
    script = [found("12 nautical miles", said), found("36 metres", ship.split("\n\n")[1])]
    result, model = _run(script, searcher, "How long was MV Tern?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "36 metres")
    assert "Tern Quay" not in str(model.calls[1]["messages"][-1].content)
    assert [c.chunk_id for c in result["citations"]] == ["ship"]


def test_a_decade_asked_is_answered_as_the_decade_its_sentence_writes() -> None:
    """fresh27 k01: the model answered "15th century" for "In which decade ...?" off "built in the
    1460s", the answer was refused and the run gave up."""
    chapel = "# Pell Chapel\n\nPell Chapel is the parish church of Orlen. It was built in the 1460s."
    searcher = ListSearcher([[chunk("chapel", chapel)]] * 3)
    script = [found("15th century", "It was built in the 1460s."), "no plan", "no plan"]
    result, _ = _run(script, searcher, "In which decade was Pell Chapel, the parish church of Orlen, built?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "the 1460s")


def test_a_year_dated_by_the_year_after_it_is_answered_as_that_year() -> None:
    """fresh27 k06: the model read 1863 off "It began in 1863, the year after the town received its
    market charter" for the charter's year; the year is read in code."""
    market = "# Pell cattle market\n\nIt began in 1863, the year after the town received its market charter."
    searcher = ListSearcher([[chunk("market", market)]] * 3)
    script = [found("1863", market.split("\n\n")[1]), "no plan", "no plan"]
    result, _ = _run(script, searcher, "In what year did Pell receive its market charter?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "1862")


def test_an_answer_asked_again_over_its_own_page_must_be_written_there() -> None:
    """fresh27 h10 (unanswerable): asked again over MV Velmar Pioneer's page, the model answered 2013
    from "In 2013, that switch was completed.", a sentence no page writes; it was given."""
    person = (
        "# Ada Penn\n\nAda Penn was chief engineer of MV Tern from 2008 to 2014 and oversaw a switch to cleaner fuels."
    )
    ship = "# MV Tern\n\nMV Tern is a ferry of 60 metres built in 2008."
    searcher = ListSearcher([[chunk("ada", person), chunk("tern", ship)]] * 3)
    question = "In which year was the switch to cleaner fuels on MV Tern completed?"
    made_up = found("2013", "In 2013, the switch to cleaner fuels on MV Tern was completed.")
    script = [found("2014", "Ada Penn was chief engineer of MV Tern from 2008 to 2014."), made_up] + ["no plan"] * 4
    result, _ = _run(script, searcher, question)
    assert "2013" not in result["answer"]


def test_a_thing_founded_by_someone_of_another_trade_is_a_look_alike_and_the_doer_is_looked_up_first() -> None:
    """fresh42 k03 (held out, 95bcf9f): "the firm founded by the Wendle-born clockmaker" was answered
    with the Wendle boatyard, founded by a boatbuilder; the next step found nothing and the run gave
    up. The boatbuilder's yard does not fit the step: the clockmaker is looked up first, then his firm."""
    boatyard = "The Wendle boatyard was founded in 1873 by the boatbuilder Peter Dray."
    person = "Benedict Oduya (1865-1940) was a clockmaker born in Wendle."
    firm = "Oduya Clocks was founded in 1898 by the clockmaker Benedict Oduya. Its alarm clocks were sold as Lark."
    searcher = ListSearcher(
        [[chunk("yard", boatyard)], [chunk("person", person)], [chunk("firm", firm)], [chunk("firm", firm)]]
    )
    result, _ = _run(
        [
            found("Wendle Boatyard", boatyard),
            found("Benedict Oduya", person),
            found("Oduya Clocks", firm.split(". ")[0] + "."),
            found("Lark", "Its alarm clocks were sold as Lark."),
        ],
        searcher,
        "Under what name did the firm founded by the Wendle-born clockmaker sell its alarm clocks?",
    )
    assert [c["query"] for c in searcher.calls][:3] == [
        "Which firm was founded by the Wendle-born clockmaker?",
        "Who was the clockmaker born in Wendle?",
        "Which firm was founded by Benedict Oduya?",
    ]
    assert (result["terminated_by"], result["answer"]) == ("answered", "Lark")


def test_a_which_kind_step_the_model_calls_unstated_is_read_off_the_one_page_of_that_kind_saying_it() -> None:
    """fresh43 k03 (held out, e7c5f66), traced on a7e07f4: "Which library in the valley keeps every single issue of
    the Kestrel Courier?" was called not stated and the run gave up; the library's page says it of its archive."""
    library = (
        "# Dunmere Library\n\nThe Dunmere library opened in 1911. It holds about 38,000 books and the Kestrel Valley"
        " archive, which keeps every issue of the Kestrel Courier."
    )
    built = "# Dunmere Library building\n\nThe library's building was designed by the architect Tomas Ferrand."
    searcher = ListSearcher([[chunk("lib", library)], [chunk("b", built)]])
    result, _ = _run(
        [found("unknown"), found("Tomas Ferrand", "designed by the architect Tomas Ferrand")],
        searcher,
        "One library in the valley keeps every single issue of the Kestrel Courier. Which architect designed that"
        " library?",
    )
    assert [c["query"] for c in searcher.calls][-1] == "Which architect designed Dunmere Library?"
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tomas Ferrand")


ENNIS = (
    "# Morag Ennis\n\nMorag Ennis was born in Corvanmouth. She was harbourmaster of Haldwick from 1979 to 2009. She"
    " was the first woman harbourmaster in the Velmar Isles and kept the harbour's storm records for thirty years."
)
HALDWICK = "# Haldwick\n\nHaldwick is the port of the island of Haldray, with about 2,100 inhabitants."


def test_a_hop_answered_by_a_name_an_earlier_step_gives_from_that_steps_sentence_is_asked_without_it() -> None:
    """fresh54 h02: "the first woman harbourmaster in the Velmar Isles ... her harbour" was planned as
    "Who ...?", then "What is the harbour of Morag Ennis?", which the model answered "Velmar Isles" from the
    sentence that had answered the first step. A hop does not find again what an earlier step says: it is
    asked once more over its passages without the sentences the earlier steps were read from."""
    first = ENNIS.split("\n\n")[1].split(". ")[2]
    searcher = ListSearcher([[chunk("ennis", ENNIS)], [chunk("ennis", ENNIS)], [chunk("haldwick", HALDWICK)]])
    question = (
        "The first woman to serve as a harbourmaster in the Velmar Isles kept her harbour's storm records for"
        " thirty years. How many people live in that harbour?"
    )
    script = [
        found("Morag Ennis", first),
        found("Velmar Isles", first),
        found("Haldwick", "She was harbourmaster of Haldwick from 1979 to 2009."),
        found("about 2,100", HALDWICK.split("\n\n")[1]),
    ]
    result, model = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 2,100")
    assert "first woman harbourmaster" not in str(model.calls[2]["messages"][-1].content)
    assert [c["query"] for c in searcher.calls][-1] == "How many people live in Haldwick?"


def test_a_hop_that_rightly_names_what_an_earlier_steps_sentence_gives_keeps_its_answer() -> None:
    """One sentence may answer two hops: "Tom Rowe was born in Pell, where he founded the pottery" says who founded
    the pottery in Pell and where he was born. Asked again without it, the step finds nothing, and Pell stays."""
    rowe = "# Tom Rowe\n\nTom Rowe was born in Pell, where he founded the pottery in 1900. He died in 1950."
    pell = "# Pell\n\nPell is a market town with about 3,000 inhabitants."
    searcher = ListSearcher([[chunk("rowe", rowe)], [chunk("rowe", rowe)], [chunk("pell", pell)]])
    said = rowe.split("\n\n")[1].split(". ")[0] + "."
    script = [
        found("Tom Rowe", said),
        found("Pell", said),
        found("unknown"),
        found("about 3,000", pell.split("\n\n")[1]),
    ]
    question = "How many people live in the town where the man who founded the pottery in Pell was born?"
    result, model = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 3,000")
    assert "He died in 1950." in str(model.calls[2]["messages"][-1].content)
    assert "where he founded" not in str(model.calls[2]["messages"][-1].content)
