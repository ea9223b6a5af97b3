"""The json strategy's first plan comes from the wording, in code (``planner="code"``, the
default): no model call plans a question the code can split, the steps follow the hops in the
right order, a failing step is re-planned by the model, and what the code cannot split is planned
by the model as before."""

from __future__ import annotations

import json
from typing import Any

import pytest

from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel, assert_history_valid, chunk


def found(answer: str, sentences: str = "none") -> str:
    return json.dumps({"relevant_sentences": sentences, "answer": answer})


def planned(*steps: str) -> str:
    return json.dumps({"steps": list(steps)})


def _run(script: list[Any], searcher: ListSearcher, question: str, **kwargs: Any) -> tuple[dict[str, Any], Any]:
    model = ScriptedChatModel(script=script)
    result = build_loop(model, searcher, strategy="json", **kwargs).invoke({"question": question})
    assert_history_valid(result["messages"])
    return result, model


def _by_shared_words(pages: dict[str, str]) -> Any:
    """A searcher over ``pages`` that returns those sharing most words with the query first, ``limit`` of them."""

    def search(query: str, collections: Any, limit: int) -> list[Any]:
        ranked = sorted(pages.items(), key=lambda page: -len(set(query.split()) & set(page[1].split())))
        return [chunk(key, text) for key, text in ranked][:limit]

    return search


def _fields(call: dict[str, Any]) -> set[str]:
    return set(call["kwargs"]["response_format"]["schema"]["properties"])


def test_a_two_hop_question_is_searched_hop_by_hop_without_a_planning_call() -> None:
    searcher = ListSearcher(
        [
            [chunk("c1", "The lens of the Veltmar lighthouse came from the Quillon Glassworks.")],
            [chunk("c2", "The Quillon Glassworks was founded by Ottilie Quillon.")],
        ]
    )
    result, model = _run(
        [
            found("Quillon Glassworks", "It stood by the harbour."),  # a neighbouring sentence, not the evidence
            found("Ottilie Quillon"),
        ],
        searcher,
        "Who founded the workshop that made the lens of the Veltmar lighthouse?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ottilie Quillon")
    assert len(model.calls) == 2  # the last step is the question: its answer is not asked for again
    assert [c["query"] for c in searcher.calls] == [
        "Which workshop made the lens of the Veltmar lighthouse?",
        "Who founded Quillon Glassworks?",
    ]
    assert all(_fields(call) == {"relevant_sentences", "answer"} for call in model.calls)  # no plan asked for
    # each hop cites the sentence that holds its answer, whatever sentence the model copied
    assert [c.chunk_id for c in result["citations"]] == ["c1", "c2"]


def test_a_statement_then_a_chatty_question_is_answered_with_the_kind_it_asks() -> None:
    """ "X's home town has a stone pier - do you know when it was built?" asks for a date: the year
    found on the second hop answers it (fresh10 h05 was refused: "do you know" read as a yes / no)."""
    first = "Ada Penn (1871-1950) was a banker born in Port Orrin."
    last = "Port Orrin is the main town of the island. Its stone pier was built in 1905."
    searcher = ListSearcher([[chunk("c1", first)], [chunk("c2", last)]])
    result, _ = _run(
        [found("Port Orrin", first), found("1905", last)],
        searcher,
        "Ada Penn's home town has a stone pier - do you know when it was built?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1905")


def test_the_last_hop_need_not_name_what_the_question_names() -> None:
    """The founder's passage names the workshop, not the lighthouse the question asks about: the
    answer is about the lighthouse through the first hop's passage, and is given."""
    first = "The lens of the Veltmar lighthouse came from the Quillon Glassworks."
    last = "The Quillon Glassworks was founded by Ottilie Quillon."
    searcher = ListSearcher([[chunk("c1", first)], [chunk("c2", last)]])
    result, _ = _run(
        [found("Quillon Glassworks", first), found("Ottilie Quillon", last)],
        searcher,
        "Who founded the workshop that made the lens of the Veltmar lighthouse?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ottilie Quillon")
    assert [c.chunk_id for c in result["citations"]] == ["c1", "c2"]


def test_a_hop_cites_the_sentence_that_states_it_not_one_that_only_names_the_answer() -> None:
    founded = "The Quillon Glassworks was founded by Ottilie Quillon."
    made = "The lens of the Veltmar lighthouse was made by the Quillon Glassworks."
    searcher = ListSearcher([[chunk("c2", founded), chunk("c1", made)], [chunk("c2", founded)]])
    result, _ = _run(
        [found("Quillon Glassworks", founded), found("Ottilie Quillon", founded)],  # the first copy names, not states
        searcher,
        "Who founded the workshop that made the lens of the Veltmar lighthouse?",
    )
    assert result["answer"] == "Ottilie Quillon"
    assert [(c.chunk_id, c.text) for c in result["citations"]] == [("c1", made), ("c2", founded)]


def test_a_step_that_comes_back_unknown_is_replanned_by_the_model_once() -> None:
    searcher = ListSearcher([[chunk("c1", "Pell Harbour is a fishing port.")], [chunk("c2", "Pell has a council.")]])
    result, model = _run(
        [found("unknown"), planned("Who leads the council of Pell Harbour?"), found("unknown")],
        searcher,
        "Where was the mayor of Pell Harbour born?",
    )
    assert [c["query"] for c in searcher.calls] == [
        "Who was the mayor of Pell Harbour?",
        "Who leads the council of Pell Harbour?",
    ]
    assert _fields(model.calls[1]) == {"steps"}
    assert "An earlier plan went wrong" in str(model.calls[1]["messages"][-1].content)
    assert result["terminated_by"] == "gave_up"
    assert "Could not answer" in result["answer"] and "council of Pell Harbour" in result["answer"]


def test_a_comparison_looks_up_both_sides_and_is_decided_in_code() -> None:
    searcher = ListSearcher(
        [[chunk("c1", "Pell has about 900 inhabitants.")], [chunk("c2", "Orlen has 2,400 inhabitants.")]]
    )
    result, model = _run(
        [found("about 900"), found("2,400")], searcher, "Which town has more inhabitants, Pell or Orlen?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Orlen")
    assert [c["query"] for c in searcher.calls] == [
        "How many inhabitants does Pell have?",
        "How many inhabitants does Orlen have?",
    ]
    assert len(model.calls) == 2  # one answer per side, no plan, no call deciding the comparison


def test_a_side_called_by_a_common_noun_is_answered_by_the_name_its_page_gives() -> None:
    """ "Which opened first in Pell, the infirmary or the library on Kirk Street?": the winner is
    named as its sentence names it, "the Pell Infirmary", not "the infirmary" (fresh13 k14)."""
    infirmary = "The Pell Infirmary opened in 1871."
    library = "The library on Kirk Street opened in 1899."
    searcher = ListSearcher([[chunk("c1", infirmary)], [chunk("c2", library)]])
    script = [found("1871", infirmary), found("1899", library)]
    result, _ = _run(script, searcher, "Which opened first in Pell, the infirmary or the library on Kirk Street?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "the Pell Infirmary")


def test_a_choice_asked_with_its_sides_first_is_a_comparison_not_a_yes_no_question() -> None:
    """ "Was A or B the longer ship?" asks for a name: both lengths are looked up and compared in code."""
    searcher = ListSearcher(
        [[chunk("c1", "MV Pell Lady is 62 metres long.")], [chunk("c2", "MV Pell Maid is 71 metres long.")]]
    )
    result, model = _run(
        [found("62 metres"), found("71 metres")], searcher, "Was the Pell Lady or the Pell Maid the longer ship?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell Maid")
    assert [c["query"] for c in searcher.calls] == ["How long is the Pell Lady?", "How long is the Pell Maid?"]
    assert len(model.calls) == 2


def test_a_three_sided_comparison_looks_up_each_side_and_is_decided_in_code() -> None:
    searcher = ListSearcher(
        [
            [chunk("c1", "The Pell Quarry Company cut stone from 1871 until 1930.")],
            [chunk("c2", "The Orlen boatyard was founded in 1868.")],
            [chunk("c3", "The Selby Brickworks opened in 1880.")],
        ]
    )
    question = "Which was founded first: the Pell Quarry Company, the Orlen boatyard or the Selby Brickworks?"
    result, model = _run([found("1871"), found("1868"), found("1880")], searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Orlen boatyard")
    assert len(searcher.calls) == 3 and len(model.calls) == 3  # a lookup per side, no plan, no deciding call


def test_a_measure_is_answered_in_its_sentences_words() -> None:
    searcher = ListSearcher([[chunk("c1", "Lake Senna is 38 metres deep and fed by sixty streams.")]])
    result, _ = _run([found("38")], searcher, "How deep is Lake Senna?")
    assert result["answer"] == "38 metres"
    result, _ = _run(
        [found("60")],
        ListSearcher([[chunk("c1", "Lake Senna is fed by sixty streams.")]]),
        "How many streams feed Lake Senna?",
    )
    assert result["answer"] == "sixty"


def test_a_lifespan_after_the_name_beats_a_relatives_years() -> None:
    searcher = ListSearcher(
        [
            [
                chunk("c1", "Eleanor Corr (1855-1933) was a papermaker, the daughter of Josiah Corr."),
                chunk("c2", "Josiah Corr (1819-1893) was a papermaker born in Dunmere."),
            ]
        ]
    )
    result, _ = _run([found("1933")], searcher, "When did Josiah Corr die?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "1893")


def test_a_figure_for_a_year_must_be_stated_for_that_year_by_its_sentence() -> None:
    """The town's page gives a year elsewhere ("a charter in 1862"); its population sentence gives
    no year, so it does not answer "how many ... in 1862?": re-plan, then give up."""
    town = "Pell is a small town on the Kell Water with about 2,100 inhabitants. It received a charter in 1862."
    searcher = ListSearcher([[chunk("pell", town)]])
    question = "How many inhabitants did Pell have in 1862?"
    result, _ = _run([found("about 2,100"), planned(question), found("about 2,100")], searcher, question)
    assert result["terminated_by"] == "gave_up"


def test_what_the_code_cannot_split_is_planned_by_the_model() -> None:
    searcher = ListSearcher(
        [
            [
                chunk(
                    "c1",
                    "The Selby Dairy opened in 1850, the Pell mill in 1862, the Tarn forge in 1845, "
                    "the Orlen mint in 1840.",
                )
            ]
        ]
    )
    question = "Which was founded first: the Selby Dairy, the Pell mill, the Tarn forge or the Orlen mint?"
    result, model = _run([planned(question), found("the Orlen mint")], searcher, question)
    assert _fields(model.calls[0]) == {"steps"}
    assert (result["terminated_by"], result["answer"]) == ("answered", "the Orlen mint")


def test_planner_model_asks_the_model_even_when_the_code_could_split() -> None:
    searcher = ListSearcher([[chunk("c1", "Ada Penn was the mayor of Pell. She was born in Orlen.")]])
    question = "Where was the mayor of Pell born?"
    result, model = _run([planned(question), found("Orlen")], searcher, question, planner="model")
    assert _fields(model.calls[0]) == {"steps"}
    assert [c["query"] for c in searcher.calls] == [question]
    assert result["answer"] == "Orlen"


def test_a_step_is_answered_from_the_passages_about_its_entity_only() -> None:
    searcher = ListSearcher(
        [
            [
                chunk("c1", "The town hall of Dunmore was converted to plans by the architect Miriam Pike."),
                chunk("c2", "Dunmere's town hall was designed by the architect Petra Lindqvist."),
            ]
        ]
    )
    question = "Who designed the Dunmere town hall?"
    result, model = _run([found("Petra Lindqvist")], searcher, question)
    prompt = str(model.calls[0]["messages"][-1].content)
    assert "Petra Lindqvist" in prompt and "Miriam Pike" not in prompt  # the look-alike's passage is not shown
    assert (result["answer"], [c.chunk_id for c in result["citations"]]) == ("Petra Lindqvist", ["c2"])


def test_a_hop_answered_with_one_of_several_listed_founders_names_them_all() -> None:
    built = "The Kestrel Valley Railway was built by Brack & Oduya."
    founded = "Brack & Oduya was founded in 1861 by Samuel Brack and Ada Oduya."
    searcher = ListSearcher([[chunk("c1", built)], [chunk("c2", founded)]])
    result, _ = _run(
        [found("Brack & Oduya", built), found("Samuel Brack", founded)],
        searcher,
        "Who founded the firm that built the Kestrel Valley Railway?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Samuel Brack and Ada Oduya")


def test_a_paraphrased_evidence_sentence_is_replaced_by_the_passage_sentence_that_states_it() -> None:
    railway = "The Kestrel Valley Railway opened in 1887. It was built by the engineering firm Brack & Oduya."
    founded = "Brack & Oduya was founded in 1861 by Samuel Brack and Ada Oduya."
    searcher = ListSearcher([[chunk("c1", railway)], [chunk("c2", founded)]])
    result, _ = _run(
        [
            found("Brack & Oduya", "The Kestrel Valley Railway was built by the engineering firm Brack & Oduya."),
            found("Samuel Brack and Ada Oduya", founded),
        ],
        searcher,
        "Who founded the firm that built the Kestrel Valley Railway?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Samuel Brack and Ada Oduya")
    assert [(c.chunk_id, c.text) for c in result["citations"]] == [
        ("c1", "It was built by the engineering firm Brack & Oduya."),
        ("c2", founded),
    ]


def test_an_undated_figure_does_not_answer_a_question_about_one_year() -> None:
    searcher = ListSearcher(
        [[chunk("c1", "Harlow Cross has about 900 inhabitants.")], [chunk("c2", "Harlow Cross is small.")]]
    )
    result, _ = _run(
        [
            found("900", "Harlow Cross has about 900 inhabitants."),
            planned("How many people lived in Harlow Cross in 2020?"),
            found("unknown"),
        ],
        searcher,
        "What is the population of Harlow Cross in 2020?",
    )
    assert result["terminated_by"] == "gave_up" and "900" not in result["answer"]


def test_a_replanned_step_cut_short_at_a_quote_mark_is_not_searched() -> None:
    searcher = ListSearcher([[chunk("c1", "Pell Harbour is a fishing port.")], [chunk("c2", "Pell has a council.")]])
    result, _ = _run(
        [found("unknown"), planned('Who was the composer of the "'), found("unknown"), found("unknown")],
        searcher,
        'Where was the composer of the "Pell Hymn" born?',
    )
    # the plan is set aside: the question is tried whole, as after any failed re-plan
    assert [c["query"] for c in searcher.calls] == [
        'Who was the composer of the "Pell Hymn"?',
        'Where was the composer of the "Pell Hymn" born?',
    ]
    assert result["terminated_by"] == "gave_up"


def test_until_which_year_is_answered_with_the_periods_end_year() -> None:
    searcher = ListSearcher([[chunk("c1", "Tom Pell was mayor of Orlen from 1880 to 1884.")]])
    result, _ = _run(
        [found("1880", "Tom Pell was mayor of Orlen from 1880 to 1884.")],
        searcher,
        "Until which year was Tom Pell mayor of Orlen?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1884")


def test_a_false_premise_about_who_did_it_is_not_answered_with_the_real_doers_year() -> None:
    searcher = ListSearcher(
        [
            [chunk("c1", "The Pell Glassworks was founded in 1899 by Clara Venn. Luke Venn was its first manager.")],
            [chunk("c2", "Luke Venn managed the Pell Glassworks under its founder.")],
        ]
    )
    result, _ = _run(
        [
            found("1899", "The Pell Glassworks was founded in 1899 by Clara Venn."),
            planned("When did Luke Venn found the Pell Glassworks?"),
            found("unknown"),
        ],
        searcher,
        "In which year did the glassmaker Luke Venn found the Pell Glassworks?",
    )
    assert result["terminated_by"] == "gave_up" and "1899" not in result["answer"]


def test_a_hop_cites_its_entitys_passage_even_when_its_sentence_says_she_and_a_look_alike_names_the_answer() -> None:
    """The architect's passage states the answer with "she" and "designed"; another passage only
    lists the building. The hop is answered and cites the architect's passage, not the list."""
    square = "Around the square stand the old wool hall and the corn exchange."
    architect = "Petra Lindqvist was an architect. Besides the town hall, she designed the Ossery corn exchange."
    searcher = ListSearcher([[chunk("sq", square), chunk("pl", architect)]])
    result, _ = _run(
        [found("Ossery corn exchange", "Petra Lindqvist designed the Ossery corn exchange.")],  # a paraphrase
        searcher,
        "What other building did Petra Lindqvist design?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ossery corn exchange")
    assert [c.chunk_id for c in result["citations"]] == ["pl"]


def test_a_hop_whose_answer_the_passages_call_another_kind_of_thing_is_not_taken() -> None:
    """ "Which company ...?" answered with a place the passages call a village: the step does not
    fit, so it is not the answer; the company is looked for through the village, in code, before
    any re-plan (``tests/loop/test_other_kind_answers.py`` has the cases)."""
    village = "Calder Heath is a hill village. Its grey granite was used for the Ossery corn exchange."
    company = "The Calder Quarry Company was founded in 1872 and quarries grey granite at Calder Heath."
    searcher = ListSearcher([[chunk("v", village)], [chunk("c", company)]])
    result, model = _run(
        [
            found("Calder Heath", village),
            found("Calder Heath"),  # the second look, over the granite sentence, says the same
            found("Calder Quarry Company", company),
        ],
        searcher,
        "Which company quarries the granite used for the Ossery corn exchange?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Calder Quarry Company")
    assert all(_fields(call) == {"relevant_sentences", "answer"} for call in model.calls), "no re-plan"
    assert [c["query"] for c in searcher.calls][1] == "company Calder Heath"


@pytest.mark.parametrize(
    ("page", "question", "first", "second"),
    [
        (  # the founders' sentence answers "who founded", not "who was the chief engineer"
            "Brack & Oduya was an engineering firm founded in 1861 by Samuel Brack and Ada Oduya. "
            "Its chief engineer from 1875 was Jonah Pike.",
            "Who was the chief engineer of Brack & Oduya?",
            "Samuel Brack and Ada Oduya",
            "Jonah Pike",
        ),
        (  # "when was the bell cast?" answered with the church's year: its sentence never says "cast"
            "The church of St Ulla in Wendle is a small church of 1790 with walls of lake stones. "
            "Its bell was cast in 1802 from the fittings of a boat.",
            "In which year was the bell of Wendle's little lake-stone church cast?",
            "1790",
            "1802",
        ),
        (  # "opened again" answered with the first opening's year: its sentence never says so
            "The Pell Navigation is a canal from Orla to Pell, opened in 1809 to carry coal. "
            "The canal reopened for pleasure boats in 1994 after fifty years of disuse.",
            "In what year was the canal between Orla and Pell opened again, this time for pleasure boats?",
            "1809",
            "1994",
        ),
    ],
)
def test_a_step_read_from_the_wrong_fact_of_the_right_passage_gets_a_second_look(
    page: str, question: str, first: str, second: str
) -> None:
    """The passage has a sentence that states what the step asks: the step is asked again over it."""
    wrong, right = page.split(". ")
    searcher = ListSearcher([[chunk("p", page)]])
    result, model = _run([found(first, wrong + "."), found(second)], searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", second)
    assert len(model.calls) == 2 and f"Passages:\n[1] {right}" in str(model.calls[1]["messages"][-1].content)
    assert [c.text for c in result["citations"]] == [right]


def test_a_sentence_of_another_page_saying_the_verb_of_another_thing_is_no_second_look() -> None:
    """The second look over "the sentence that says it happened" reads only the answer's own page:
    the village's page saying "its school bell was cast in 1850" is about another bell."""
    church = "The church of St Ulla in Wendle is a small church of 1790 with one bell."
    village = "Wendle is a fishing village on the lake. Its school bell was cast in 1850."
    searcher = ListSearcher([[chunk("c", church), chunk("v", village)]])
    result, model = _run([found("1790", church)], searcher, "In which year was the bell of Wendle church cast?")
    assert (result["answer"], len(model.calls)) == ("1790", 1)


@pytest.mark.parametrize(
    ("pages", "replies", "question", "answer"),
    [
        (  # each side's lifespan read after the name (the model answers with the century); the one
            # who lived more years wins, not the one born first or last
            {
                "When did the candle maker Rosa Pell live?": "Rosa Pell (1830-1904) was a candle maker of Orlen.",
                "When did the miller Ida Venn live?": "Ida Venn (1812-1890) was a miller born in Pell.",
            },
            ["the 19th century", "the 19th century"],
            "Who lived longer, the candle maker Rosa Pell or the miller Ida Venn?",
            "Ida Venn",
        ),
        (  # a statement introduces someone, the question asks about them by a pronoun
            {
                "Who opened the biggest inn of Pell?": "The Swan, the biggest inn of Pell, was opened by Ida Venn.",
                "Where was Ida Venn born?": "Ida Venn (1850-1920) was a brewer born in Orlen.",
            },
            ["Ida Venn", "Orlen"],
            "The biggest inn of Pell was opened by a brewer. Where was she born?",
            "Orlen",
        ),
    ],
)
def test_each_step_is_searched_in_turn_with_one_call_each(
    pages: dict[str, str], replies: list[str], question: str, answer: str
) -> None:
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages[query])])
    result, model = _run([found(r) for r in replies], searcher, question)
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"], len(model.calls)) == ("answered", answer, len(replies))


def test_a_count_of_days_is_answered_with_the_word_it_counts() -> None:
    flood = "The Pell flood of 1852 came after nine days of rain."
    searcher = ListSearcher([[chunk("f", flood)]])
    result, _ = _run([found("nine", flood)], searcher, "How many days of rain came before the Pell flood?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "nine days")


def test_a_second_look_that_answers_with_the_questions_own_name_keeps_the_first_answer() -> None:
    """Asked again over the sentence sharing more words with the step, the model names the park the
    question gives: that answers nothing, the first answer stands and the next hop is searched."""
    park = (
        "Pell Park lies on the old bleaching fields of the bleachworks by the river. "
        "The old bleaching fields of the business were turned into Pell Park in 1931."
    )
    works = "The Pell Bleachworks was started in 1820 by Ida Venn."
    searcher = ListSearcher([[chunk("p", park)], [chunk("w", works)]])
    result, model = _run(
        [
            found("bleachworks", "Pell Park lies on the old bleaching fields of the bleachworks by the river."),
            found("Pell Park"),
            found("Ida Venn"),
        ],
        searcher,
        "Who started the business whose old bleaching fields were turned into Pell Park?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ida Venn")
    assert [c["query"] for c in searcher.calls][1] == "Who started bleachworks?"


def test_a_comparison_of_two_descriptions_names_the_winner_found_for_its_side() -> None:
    """ "Who was born first, the designer of A or the designer of B?": each designer, then each
    birth year, are looked up; code compares the years and answers with the designer's name."""
    pages = {
        "Who was the designer of MV Orrin Star?": "MV Orrin Star was designed by Sigrun Vale.",
        "When was Sigrun Vale born?": "Sigrun Vale was born in 1944.",
        "Who was the designer of MV Velmar Pioneer?": "MV Velmar Pioneer was designed by Halvard Quist.",
        "When was Halvard Quist born?": "Halvard Quist was born in 1961.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages[query])])
    result, model = _run(
        [found("Sigrun Vale"), found("1944"), found("Halvard Quist"), found("1961")],
        searcher,
        "Who was born first, the designer of MV Orrin Star or the designer of MV Velmar Pioneer?",
    )
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Sigrun Vale")
    assert len(model.calls) == 4  # one call per lookup, none planning, none comparing
    assert len(result["citations"]) == 4


def test_a_birth_year_step_answered_with_a_place_is_read_from_the_lifespan() -> None:
    """The model answers "When was Sigrun Vale born?" with the island that follows her years: the
    step does not fit a date, and the year is read from the lifespan after her name."""
    sentence = "Sigrun Vale (1944-2019) was a naval architect born on the island of Brannoch."
    searcher = ListSearcher([[chunk("s", sentence)]])
    result, model = _run([found("Brannoch", sentence)], searcher, "When was Sigrun Vale born?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "1944")
    assert len(model.calls) == 1 and [c.text for c in result["citations"]] == [sentence]


def test_a_population_read_from_another_count_gets_a_second_look_over_the_population_sentence() -> None:
    """ "employs about 90 people" shares "people" with the question but counts workers; the
    passages' sentence that states the inhabitants is asked again."""
    yard = "Rask Brothers is a shipyard at Haldness. The yard employs about 90 people."
    village = "Haldness is a mainland village of about 1,200 inhabitants."
    searcher = ListSearcher([[chunk("yard", yard), chunk("village", village)]])
    result, model = _run(
        [found("about 90", "The yard employs about 90 people."), found("about 1,200")],
        searcher,
        "How many people live in Haldness?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 1,200")
    assert "Passages:\n[1] Haldness is a mainland village" in str(model.calls[1]["messages"][-1].content)
    assert [c.chunk_id for c in result["citations"]] == ["village"]


def test_evidence_that_states_the_relation_is_not_traded_for_a_sentence_sharing_more_words() -> None:
    """ "about 1,200 inhabitants" answers "how many people live in Haldness?"; "employs about 90
    people" shares "people" with the question but does not state it: no second look."""
    yard = "Rask Brothers is a shipyard at Haldness. The yard employs about 90 people."
    village = "Haldness is a mainland village of about 1,200 inhabitants."
    searcher = ListSearcher([[chunk("village", village), chunk("yard", yard)]])
    result, model = _run([found("1,200", village)], searcher, "How many people live in Haldness?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 1,200")
    assert len(model.calls) == 1


def test_a_count_is_answered_with_the_hedge_its_sentence_writes() -> None:
    village = "Haldness is a mainland village of about 1,200 inhabitants."
    searcher = ListSearcher([[chunk("village", village)]])
    result, _ = _run([found("1,200", village)], searcher, "How many people live in Haldness?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 1,200")


def test_a_re_plan_that_repeats_the_step_searches_it_again_deeper() -> None:
    """The first search brings the daughter's page only, which names her father without his
    years; the step describes nothing to look up first, so it is not re-planned (a model's plan
    would only reword it) but searched again for more passages, where the father's own page states
    his years."""
    daughter = "Mira Varrow (1855-1933) was a miller, the daughter of Ansel Varrow."
    father = "Ansel Varrow (1819-1893) was a miller born in Pell."
    searcher = ListSearcher([[chunk("d", daughter)], [chunk("d", daughter), chunk("f", father)]])
    result, model = _run(
        [found("1933", daughter), found("1893", father)],
        searcher,
        "When did Ansel Varrow die?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1893")
    assert len(model.calls) == 2  # a flat one-step question: no re-plan call, its step searched deeper
    assert [(c["query"], c["limit"]) for c in searcher.calls] == [
        ("When did Ansel Varrow die?", 3),
        ("When did Ansel Varrow die?", 6),
    ]


def test_a_re_plan_that_only_rewords_a_question_searched_deeper_gives_up_without_searching() -> None:
    """The question is searched, its answer comes from a look-alike's page (the tramway's, not the
    railway's), so it is searched deeper, with the same result; the model's re-plan only rewords
    the question ("What year" for "In which year", other quote marks): the same passages would be
    read again, so the run gives up instead of searching it twice more."""
    sentence = "The Pell Valley Tramway was built in 1887."
    searcher = ListSearcher([[chunk("t", f"# Pell Valley Tramway\n{sentence}")]] * 4)
    script = [found("1887", sentence)] * 2 + [planned("What year was the Pell Valley Railway's engine 'Heron' built?")]
    result, model = _run(
        script + [found("1887", sentence)] * 4,
        searcher,
        'In which year was the Pell Valley Railway\'s engine "Heron" built?',
    )
    assert result["terminated_by"] == "gave_up"
    assert [c["limit"] for c in searcher.calls] == [3, 6]
    assert len(model.calls) == 3


def test_the_copied_sentence_on_the_page_about_the_asked_event_is_kept_as_evidence() -> None:
    """The conversion's page says where the work was done without naming the ship in that sentence;
    the ship's own page names her and the same yard for her building in 1975. The copied sentence,
    on the page headed with the ship and the year asked, stays the evidence: the answer is not
    rejected for dating another event."""
    work = "The work was done at the Orla Shipyard."
    conversion = f"# Conversion of MV Pell Trader, 1994\n\nIn 1994 MV Pell Trader was fitted with cabins. {work}"
    ship = "# MV Pell Trader\n\nMV Pell Trader is the freight ship of the line, built in 1975 by the Orla Shipyard."
    searcher = ListSearcher([[chunk("c", conversion), chunk("s", ship)]])
    result, _ = _run(
        [found("Orla Shipyard", work)], searcher, "In which shipyard was MV Pell Trader converted in 1994?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Orla Shipyard")


def test_a_step_asking_whose_relative_did_something_is_read_on_the_relatives_page() -> None:
    """ "Which engineer's nephew founded Marsh Clocks?" is answered on the nephew's page, which names
    the engineer and not the firm: no look-alike's page (it shares "Marsh" with the firm), so the
    answer stands without asking again over the firm's page."""
    nephew = "Ivo Marsh (1865-1940) was a clockmaker, the nephew of the engineer Ada Penn."
    firm = "Marsh Clocks was founded in 1898 by the clockmaker Ivo Marsh."
    engineer = "Ada Penn (1838-1919) was an engineer."
    searcher = ListSearcher(
        [[chunk("n", f"# Ivo Marsh\n\n{nephew} His tower clocks kept time."), chunk("f", firm)], [chunk("e", engineer)]]
    )
    result, model = _run(
        [found("Ada Penn", nephew), found("1838", engineer)],
        searcher,
        "In what year was the engineer whose nephew founded Marsh Clocks born?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "1838")
    assert len(model.calls) == 2


def test_a_second_look_that_reads_a_common_word_as_a_name_keeps_the_first_answer() -> None:
    """The sentence about the bicycles shares more words with the step; asked again over it, the
    model answers "Valley" from "all over the valley": no name is written there, the first answer
    stands."""
    works = (
        "The Pell Cycle Works made bicycles in a warehouse in Marrow End. "
        "Its best model was a heavy black bicycle built for postmen all over the valley."
    )
    searcher = ListSearcher([[chunk("w", works)]])
    result, _ = _run(
        [found("Marrow End", works.split(". ")[0] + "."), found("Valley")],
        searcher,
        "In which town did the Pell Cycle Works build its bicycles?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Marrow End")


def test_a_re_planned_step_with_a_guessed_answer_after_its_question_is_cut_at_the_mark() -> None:
    searcher = ListSearcher([[chunk("c", "The Pell viaduct was built in 1880.")]])
    result, _ = _run(
        [found("unknown"), planned("Who built the Pell viaduct? Aske Iron Foundry"), found("unknown")],
        searcher,
        "Who built the Pell viaduct?",
    )
    assert [c["query"] for c in searcher.calls][1] == "Who built the Pell viaduct?"
    assert "Aske Iron Foundry" not in (result["answer"] or "")


def test_a_yes_no_comparison_with_a_described_side_is_decided_in_code() -> None:
    """ "Is the main tributary of the Orla longer than the Pell canal?": the tributary is looked up,
    then each length; code compares them and answers yes or no."""
    pages = {
        "What is the main tributary of the river Orla?": "The Orla's main tributary is the Kell Water.",
        "How long is the Kell Water?": "The Kell Water is 22 kilometres long.",
        "How long is the Pell canal?": "The Pell canal runs for 14 kilometres.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages[query])])
    result, model = _run(
        [found("the Kell Water"), found("22 kilometres"), found("14 kilometres")],
        searcher,
        "Is the main tributary of the river Orla longer than the Pell canal?",
    )
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "yes")
    assert len(model.calls) == 3  # one call per lookup, none comparing


def test_a_yes_no_comparison_of_named_sides_is_decided_from_the_two_values() -> None:
    searcher = ListSearcher(
        [[chunk("a", "MV Brannoch was 48 metres long.")], [chunk("b", "SS Velmar was 52 metres long.")]]
    )
    result, model = _run([found("48 metres"), found("52 metres")], searcher, "Was MV Brannoch longer than SS Velmar?")
    assert [c["query"] for c in searcher.calls] == ["How long is MV Brannoch?", "How long is SS Velmar?"]
    assert (result["terminated_by"], result["answer"]) == ("answered", "no")
    assert len(model.calls) == 2


def test_before_or_after_is_decided_from_the_two_dates_and_answered_with_one_of_them() -> None:
    searcher = ListSearcher(
        [[chunk("a", "The Pell mill was founded in 1850.")], [chunk("b", "The Orlen brewery was founded in 1870.")]]
    )
    script = [
        found("1850", "The Pell mill was founded in 1850."),
        found("1870", "The Orlen brewery was founded in 1870."),
    ]
    result, model = _run(script, searcher, "Was the Pell mill founded before or after the Orlen brewery?")
    assert [c["query"] for c in searcher.calls] == [
        "When was the Pell mill founded?",
        "When was the Orlen brewery founded?",
    ]
    assert (result["terminated_by"], result["answer"]) == ("answered", "before")
    assert len(model.calls) == 2


def test_a_missing_date_is_not_answered_with_the_year_another_thing_opened() -> None:
    """Pell's lifeboat station has no opening year on record; the route page's "It opened in 1986"
    is the route's year, and its page names no station: the Loop gives up instead of answering it."""
    pages = {
        "ada": "Ada Penn was harbourmaster of Pell from 1979 to 2009.",
        "pell": "# Pell\n\nPell is the only town of the island of Haldray, known for its lifeboat station.",
        "route": "# Route: Pell to Orlen\n\nThe island link is 20 nautical miles long. It opened in 1986.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(k, v) for k, v in pages.items()])
    year = found("1986", "It opened in 1986.")
    script = [found("Pell", "Ada Penn was harbourmaster of Pell from 1979 to 2009."), year, "no plan", *[year] * 8]
    question = "In what year did the lifeboat station open in the island town where Ada Penn was harbourmaster?"
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "1986" not in result["answer"]


def test_a_statement_whose_post_the_persons_page_gives_elsewhere_is_refused() -> None:
    """Ada Penn was mayor of Orlen, not of Pell: "She took office in 1946" answers no "when did she
    take office?" after a statement that makes her mayor of Pell (fresh8 k17 answered such a year)."""
    page = (
        "# Ada Penn\n\nAda Penn (1891-1975) was a solicitor born in Pell. She took office in 1946. "
        "From 1946 to 1950 she was mayor of Orlen."
    )
    other = "# Mary Kell\n\nMary Kell was the first woman to be mayor of Pell, from 1921 to 1925."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", page), chunk("mary", other)])
    year = found("1946", "She took office in 1946.")
    question = "The solicitor Ada Penn was the first woman to be mayor of Pell. In which year did she take office?"
    result, _ = _run([year, "no plan", *[year] * 8], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "1946" not in result["answer"]
    assert "does not say that the solicitor Ada Penn was the first woman to be mayor of Pell" in result["answer"]


def test_a_relative_clauses_who_does_not_make_the_answer_a_person() -> None:
    """fresh8 k06 was refused: "the man who first chaired ..." made "What breed of cattle ...?" ask
    for a person, and "shorthorn cattle" is none."""
    searcher = ListSearcher(
        [
            [chunk("c", "The first chairman of the Pell council was the farmer Ivo Hale.")],
            [chunk("h", "# Ivo Hale\n\nIvo Hale was a farmer. He bred shorthorn cattle.")],
        ]
    )
    script = [
        found("Ivo Hale", "The first chairman of the Pell council was the farmer Ivo Hale."),
        found("shorthorn cattle", "He bred shorthorn cattle."),
    ]
    result, _ = _run(script, searcher, "What breed of cattle did the man who first chaired the Pell council raise?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "shorthorn cattle")


def test_a_false_premise_answered_with_the_persons_post_elsewhere_is_refused() -> None:
    """Ada Penn was mayor of Orlen Bay, not of Pell: her years in that post answer no "how many
    years was she mayor of Pell?"; the Loop says what is missing instead."""
    page = "Ada Penn (1861-1937) was a botanist born in Pell. From 1921 to 1925 she was mayor of Orlen Bay."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", page)])
    sentence = "From 1921 to 1925 she was mayor of Orlen Bay."
    script = [found("4", sentence), found("4", sentence), "no plan", "still no plan", found("4", sentence)]
    result, _ = _run(script, searcher, "For how many years was the botanist Ada Penn mayor of Pell?")
    assert result["terminated_by"] == "gave_up"
    assert "4" not in result["answer"]


def test_a_post_held_when_something_happened_is_looked_up_at_that_time() -> None:
    """ "Who was harbourmaster of Orla when its terminal opened?": the opening year first, then the
    harbourmaster in that year (an answer "in 1998" is not written "in in 1998")."""
    pages = {
        "When did Orla's new terminal open?": "Orla's new passenger terminal opened in 1998.",
        "Who was harbourmaster of Orla in 1998?": "Morag Ennis (1979-2009) was harbourmaster of Orla.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages[query])])
    result, _ = _run(
        [found("in 1998"), found("Morag Ennis")],
        searcher,
        "Who was harbourmaster of Orla when its new terminal opened?",
    )
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Morag Ennis")


def test_a_kin_stated_from_the_asked_persons_side_is_read_in_code() -> None:
    """The model answers "Who was Ivo Venn's younger sister?" with his daughter, whose own page
    names him; his page says he was "the elder brother of the glassmaker Clara Venn": that is read."""
    daughter = "# Bea Venn\n\nBea Venn (1899-1983) was an aviator born in Pell, the daughter of the grocer Ivo Venn."
    brother = (
        "# Ivo Venn\n\nIvo Venn (1869-1940) was a grocer born in Pell, the elder brother of the glassmaker Clara Venn."
    )
    searcher = ListSearcher([[chunk("bea", daughter), chunk("ivo", brother)]])
    sentence = "Bea Venn (1899-1983) was an aviator born in Pell, the daughter of the grocer Ivo Venn."
    result, model = _run([found("Bea Venn", sentence)], searcher, "Who was the grocer Ivo Venn's younger sister?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Clara Venn")
    assert [c.chunk_id for c in result["citations"]] == ["ivo"]
    assert len(model.calls) == 1


def test_a_count_answered_with_a_bare_number_its_sentence_gives_as_a_measure_is_refused() -> None:
    """ "How many passenger cabins does MV Tern have?": the model answers with her passengers, then,
    on a second look at the sentence naming her, "110", which that sentence writes "110 metres"
    (her length): no count of cabins is stated, so the Loop says so instead of "110 metres"."""
    length = "The flagship MV Tern is a car and passenger ferry of 110 metres built in 2008 by the Carrow Yard."
    page = f"# MV Tern\n\n{length} She carries 800 passengers and 120 cars."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("tern", page)])
    script = [
        found("800", "She carries 800 passengers and 120 cars."),
        found("110", length),
        "no plan",
        "still no plan",
    ]
    question = "How many passenger cabins does the flagship MV Tern have?"
    result, _ = _run([*script, found("110", length), found("110", length)], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "110" not in result["answer"]


def test_a_count_of_another_thing_in_the_asked_things_passage_is_refused() -> None:
    """ "How many bells does St Brin's church have?" when its page counts only the organ's stops:
    the model answers with the stops, the number its sentence writes with another noun; no count of
    bells is stated, so the Loop says so instead of "27"."""
    stops = "The organ, with 27 stops, was built in 1910 by the Lindell Organ Works."
    page = f"# St Brin's Church, Tolly\n\nSt Brin's is the parish church of Tolly. {stops}"
    searcher = ListSearcher(lambda query, collections, limit: [chunk("brin", page)])
    script = [found("27", stops), found("27", stops), "no plan", "still no plan", found("27", stops)]
    result, _ = _run([*script, found("27", stops)], searcher, "How many bells does St Brin's church in Tolly have?")
    assert result["terminated_by"] == "gave_up"
    assert "27" not in result["answer"]


def test_a_count_asked_at_a_dated_event_is_read_off_the_page_of_that_year() -> None:
    """fresh67 h01 (held out): "How many passengers were on board MV Orrin Spirit when she went aground in 2011?" was
    answered with her capacity ("She carries 650 passengers"), refused, and given up; the page of the grounding says
    "her 212 passengers were taken off by lifeboat"."""
    ship = "# MV Orla Spirit\n\nMV Orla Spirit is a ferry of 96 metres. She carries 650 passengers and 130 cars."
    grounding = (
        "# Grounding of MV Orla Spirit, 2011\n\nIn 2011 MV Orla Spirit ran aground on Kell Rock in fog. Nobody was "
        "hurt; her 212 passengers were taken off by lifeboat."
    )
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ship", ship), chunk("rock", grounding)])
    capacity = found("650", "She carries 650 passengers and 130 cars.")
    question = "How many passengers were on board MV Orla Spirit when she went aground in 2011?"
    result, _ = _run([capacity, capacity, "no plan", "still no plan", capacity], searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "212")


@pytest.mark.parametrize(
    "ship_said",
    [
        "Her yard number was 20110. She carries 650 passengers and 130 cars.",  # "20110" writes no 2011
        "MV Orla Spirit went aground off Kell in 2011. She carries 650 passengers and 130 cars.",  # a capacity
    ],
)
def test_a_right_count_is_not_replaced_by_another_near_the_year(ship_said: str) -> None:
    """The reviews of 1851bf4 and ee4fb83: the dated read takes the year as a word, reads no capacity after the year's
    sentence, and the right 212, read off a page that does not write the year, stays."""
    ship = f"# MV Orla Spirit\n\n{ship_said}"
    rescue = "# Kell lifeboat\n\nThe Kell lifeboat took off her 212 passengers when MV Orla Spirit went aground."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ship", ship), chunk("boat", rescue)])
    said = found("212", "The Kell lifeboat took off her 212 passengers when MV Orla Spirit went aground.")
    question = "How many passengers were on board MV Orla Spirit when she went aground in 2011?"
    result, _ = _run([said, said, said], searcher, question)
    assert "650" not in (result["answer"] or "")


def test_a_year_for_another_post_than_the_one_taken_up_is_refused() -> None:
    """ "When did Ada Penn take over as managing director of the Orlen Line?" when her page says she
    chaired its board from 1931: the model answers 1931, whose sentence names no director's post,
    so the Loop says what is missing instead (a false premise)."""
    chaired = "After Ivo Lusk's death she chaired its board from 1931 to 1946."
    page = f"# Ada Penn\n\nAda Penn (1871-1950) was a banker and a co-founder of the Orlen Line. {chaired}"
    searcher = ListSearcher(lambda query, collections, limit: [chunk("penn", page)])
    script = [found("1931", chaired), found("1931", chaired), "no plan", "still no plan", found("1931", chaired)]
    question = "When did Ada Penn take over from Ivo Lusk as managing director of the Orlen Line?"
    result, _ = _run([*script, found("1931", chaired)], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "1931" not in result["answer"]


def test_a_year_in_the_heading_of_the_answers_page_dates_its_sentences() -> None:
    """ "After she got her new engines in 1989, what speed could MV Tern make?" is answered by a
    page headed "New engines for MV Tern, 1989" whose sentence with the speed names no year: the
    heading dates the whole page, so the answer stands (a year in another sentence would not)."""
    raised = "The new engines raised the Tern's speed from 13 to 15 knots."
    page = f"# New engines for MV Tern, 1989\n\nMV Tern received two new diesel engines at the Rask yard. {raised}"
    searcher = ListSearcher(lambda query, collections, limit: [chunk("engines", page)])
    result, _ = _run(
        [found("15 knots", raised)] * 4,
        searcher,
        "After she got her new engines in 1989, what speed could MV Tern make?",
    )
    assert result["terminated_by"] == "answered"
    assert "15 knots" in result["answer"]


def test_a_measure_of_another_dimension_is_refused() -> None:
    """ "How tall is the diving tower at the Pell lido?" when the lido's page gives only the pool's
    length: the model answers "50 metres", which its sentence writes "50 metres long"; no height is
    stated, so the Loop says so."""
    length = "It opened in 1934 and is 50 metres long."
    page = f"# Pell Lido\n\nThe Pell lido is an open-air pool. {length} Its diving tower was made by Orla & Penn."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("lido", page)])
    script = [found("50 metres", length), found("50 metres", length), "no plan", "still no plan"]
    result, _ = _run(
        [*script, *[found("50 metres", length)] * 3], searcher, "How tall is the diving tower at the Pell lido?"
    )
    assert result["terminated_by"] == "gave_up"
    assert "50" not in result["answer"]


def test_the_elder_of_two_founders_is_read_from_their_lifespans_in_code() -> None:
    """ "Of the two people who founded Orla & Penn, which was the elder?": the founders are looked up,
    then the elder is picked from the lifespans after their names, with no model call (a small model
    asked it answers with both names)."""
    firm = "Orla & Penn is a building contractor founded in 1880 by Ivo Orla and Ada Penn."
    pages = {
        "firm": f"# Orla & Penn\n\n{firm}",
        "orla": "# Ivo Orla\n\nIvo Orla (1848-1911) was a mason born in Pell.",
        "penn": "# Ada Penn\n\nAda Penn (1841-1920) was a surveyor born in Tolly.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(k, v) for k, v in pages.items()])
    question = "Of the two people who founded the building contractor Orla & Penn, which was the elder?"
    result, model = _run([found("Ivo Orla and Ada Penn", firm)], searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ada Penn")
    assert len(model.calls) == 1  # the founders' step only


def test_statements_then_a_question_the_splitter_leaves_whole_are_answered_from_every_passage_found() -> None:
    """ "The prize ... is cast at the village's old foundry. Its founder learned casting in the
    north; in which year did he come back?": the founder's page, which answers it, names nothing the
    question names; it is read with the others, as one search + one answer would read it."""
    pages = {
        "day": "# Pell Boat Day\n\nThe prize for the best boat is cast at the old Pell foundry, which opened in 1910.",
        "foundry": "# Ivo Orla\n\nIvo Orla set up the foundry. He learned casting in the north, came back in 1850.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(k, v) for k, v in pages.items()])
    question = (
        "The prize for the best boat at Pell Boat Day is cast at the village's old foundry. Its founder learned "
        "casting in the north; in which year did he come back to the valley?"
    )
    result, model = _run(
        [found("1850", "He learned casting in the north and came back in 1850.")] * 3, searcher, question
    )
    assert "came back in 1850" in str(model.calls[0]["messages"][-1].content)


def test_a_year_the_copied_sentence_states_is_read_when_the_model_calls_it_unknown() -> None:
    """The model copies "In 1992 she was sold abroad." and answers "unknown": the one year of the
    sentence it copied, which says what was asked ("sold"), is the answer."""
    sold = "In 1992 she was sold abroad."
    page = f"# MV Tern\n\nMV Tern was a ferry of 55 metres built in 1964. {sold}"
    searcher = ListSearcher(lambda query, collections, limit: [chunk("tern", page)])
    result, _ = _run([found("unknown", sold)] * 4, searcher, "When was MV Tern sold abroad?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "1992")


def test_a_sentence_the_model_wrote_itself_is_not_read_for_a_year() -> None:
    """ "unknown" with a sentence that is in no passage stays unknown: the year is the model's."""
    page = "# MV Tern\n\nMV Tern was a ferry of 55 metres built in 1964. She was sold abroad."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("tern", page)])
    script = [found("unknown", "In 1992 she was sold abroad."), found("unknown"), "no plan", "still no plan"]
    result, _ = _run([*script, *[found("unknown")] * 3], searcher, "When was MV Tern sold abroad?")
    assert result["terminated_by"] == "gave_up"


def test_a_count_of_another_noun_in_the_same_sentence_is_replaced_by_the_asked_ones() -> None:
    """ "How many vehicles does the Orla Line carry in a year?" answered with the passengers of the
    same sentence: the one number its passages write with "vehicles" is read in code."""
    carries = "The Orla Line runs six routes and carries about 1.1 million passengers and 260,000 vehicles a year."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("orla", f"# Orla Line\n\n{carries}")])
    result, _ = _run(
        [found("about 1.1 million", carries)] * 3, searcher, "How many vehicles does the Orla Line carry in a year?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "260,000")


def test_a_count_its_copied_sentences_do_not_write_is_read_from_the_things_own_page() -> None:
    """ "How many cars does MV Tern carry?" answered "30" with a survey's sentences, which write no
    such number (30 is another ship's): the one count her page writes with "cars" is read in code."""
    page = "# MV Tern\n\nMV Tern is a ferry of 45 metres. She carries 200 passengers and 28 cars."
    survey = (
        "# Survey of MV Tern, 2019\n\nAt her survey in 2019, MV Tern was found to have corrosion under her car deck."
    )
    searcher = ListSearcher(lambda query, collections, limit: [chunk("survey", survey), chunk("tern", page)])
    copied = "At her survey in 2019, MV Tern was found to have corrosion under her car deck."
    result, _ = _run([found("30", copied)] * 3, searcher, "How many cars does MV Tern carry?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "28")


def test_a_distance_for_a_speed_is_refused() -> None:
    """ "What is the service speed of MV Tern?" when her pages give only her route's length: "38
    nautical miles" states no speed, so the Loop says so."""
    route = "The crossing from Pell to Orla is 38 nautical miles and is sailed by MV Tern."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("route", f"# Pell to Orla\n\n{route}")])
    script = [found("38 nautical miles", route)] * 2 + ["no plan", "still no plan"]
    result, _ = _run(
        [*script, *[found("38 nautical miles", route)] * 3], searcher, "What is the service speed of MV Tern?"
    )
    assert result["terminated_by"] == "gave_up"
    assert "38" not in result["answer"]


def test_a_thing_picked_out_by_a_superlative_is_read_from_the_passage_that_says_it() -> None:
    """ "Which ship works the busiest crossing of X?": the model reads the ship of X's main route;
    its passage never calls that route the busiest, so the step is asked again over the passage
    that does, and that answer is given."""
    main = "The route from Pell to Orla is the main route of the Orla Line. It is worked by MV Tern."
    busiest = "The Skua Sound crossing is the busiest crossing of the Orla Line. MV Skua works it."
    searcher = ListSearcher([[chunk("c1", main), chunk("c2", busiest)]])
    result, model = _run(
        # the second call is the second look over the one sentence that states the step best (it names no ship)
        [found("MV Tern", main), found("unknown"), found("MV Skua", busiest)],
        searcher,
        "Which ship works the busiest crossing of the Orla Line?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "MV Skua")
    assert len(model.calls) == 3
    assert "MV Tern" not in model.calls[2]["messages"][-1].content  # asked over the busiest crossing's passage
    assert {c.chunk_id for c in result["citations"]} == {"c2"}


def test_a_statement_before_the_question_need_not_be_named_by_the_answers_page() -> None:
    """ "X's maps are kept in the Pell archive. About how many books does the library that holds
    that archive have?" is searched whole; the library's page answers it without naming X, whose
    page the same search found: the statement's names need a passage found, not the answer's."""
    maps = "The engineer Ada Venn drew the canal. Her maps are kept in the Pell archive."
    library = "The Orla library holds about 9,000 books and the Pell archive."
    searcher = ListSearcher([[chunk("c1", maps), chunk("c2", library)]])
    result, model = _run(
        [found("about 9,000", library)],
        searcher,
        "The engineer Ada Venn's maps are kept in the Pell archive. About how many books does the library that "
        "holds that archive have?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 9,000")
    assert len(model.calls) == 1


def test_a_relative_the_pages_do_not_name_is_asked_inside_the_step_that_uses_them() -> None:
    """ "the father of the woman who co-founded X": the woman's page says "her father, a
    quarryman" and names no father to look up. The kin step comes back unknown; the re-plan made
    in code folds it into the next step ("What was the trade of the father of Ada Webb?"), with no
    planning call."""
    founders = "Halloran & Webb was founded by Tom Halloran and Ada Webb."
    father = "Ada Webb learned surveying from her father, a quarryman."
    searcher = ListSearcher([[chunk("c1", founders)], [chunk("c2", father)], [chunk("c2", father)]])
    result, model = _run(
        [found("Ada Webb", founders), found("unknown"), found("quarryman", father)],
        searcher,
        "What was the trade of the father of the woman who co-founded Halloran & Webb?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "quarryman")
    assert [c["query"] for c in searcher.calls] == [
        "Which woman co-founded Halloran & Webb?",
        "Who was the father of Ada Webb?",
        "What was the trade of the father of Ada Webb?",
    ]
    assert len(model.calls) == 3  # no plan asked of the model


def test_a_flat_one_step_question_the_passages_do_not_answer_gives_up_without_a_planning_call() -> None:
    """ "Since which year has the Pell Courier been published daily?" (it never was): one answer
    call, a deeper search and a second answer call, then the refusal; no model plan that would
    only reword the question."""
    courier = "The Pell Courier was founded in 1868 and appeared weekly until 1920, then twice a week."
    searcher = ListSearcher([[chunk("c", courier)]] * 3)
    result, model = _run(
        [found("unknown", courier), found("unknown", courier)],
        searcher,
        "Since which year has the Pell Courier been published daily?",
    )
    assert result["terminated_by"] == "gave_up"
    assert len(model.calls) == 2 and [c["limit"] for c in searcher.calls] == [3, 6]


def test_a_thing_a_statement_places_is_answered_from_a_page_that_names_its_place() -> None:
    """ "X was a lay preacher at the chapel in Calder Bridge. When was that chapel built?": a page
    about another church (built "on the site of an older chapel") does not answer it."""
    other = "The parish church of St Bride in Tillingham was built in 1742 on the site of an older chapel."
    person = "Ada Penn (1839-1911) was a brickmaker. She was a lay preacher at the Calder Bridge chapel."
    searcher = ListSearcher([[chunk("p", person), chunk("c", other)]] * 4)
    result, _ = _run(
        [found("1742", other)] * 4 + [planned("When was the Calder Bridge chapel built?")] + [found("1742", other)] * 4,
        searcher,
        "The brickmaker Ada Penn was a lay preacher at the chapel in Calder Bridge. When was that chapel built?",
    )
    assert result["terminated_by"] == "gave_up"


@pytest.mark.parametrize(
    ("placing", "ends"),
    [
        ("Tarn Rock is a low rock in the Pell Sound, on the approach to Orla.", "answered"),
        ("Tarn Rock is a low rock off Orla, far from the Sound.", "gave_up"),  # not placed in the Sound
    ],
)
def test_a_place_the_answers_page_names_is_in_the_larger_place_its_own_page_puts_it(placing: str, ends: str) -> None:
    """fresh49 h02: "Who was in command of the ferry that struck a rock in the Velmar Sound in thick fog in March
    2011?" was refused: the repair page says "ran aground on Gannet Skerry" and names no Sound; Gannet Skerry's
    page, also found, puts the rock in the Velmar Sound. Her command is told as her being master of the ship."""
    pages = {
        "repair": "# Repair of MV Tern, 2011\n\nOn 3 March 2011 MV Tern ran aground on Tarn Rock in thick fog.",
        "rock": f"# Tarn Rock\n\n{placing}",
        "ada": "# Ada Penn\n\nCaptain Ada Penn was master of MV Tern from 2005 to 2015.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(k, v) for k, v in pages.items()])
    script = [found("MV Tern", "On 3 March 2011 MV Tern ran aground on Tarn Rock in thick fog.")]
    script += [found("Ada Penn", "Captain Ada Penn was master of MV Tern from 2005 to 2015.")] * 6
    question = "Who was in command of the ferry that struck a rock in the Pell Sound in thick fog in March 2011?"
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == ends
    assert (result["answer"] == "Ada Penn") is (ends == "answered")


def test_a_statement_joined_to_its_question_by_a_dash_is_answered_from_every_passage_found() -> None:
    """ "The brewery that makes Skell Mild was started by a man whose son gave the land for a park -
    until what year was the cattle show held there?": the park's page, which answers it, names
    nothing the question names; read as statement then question, it is read with the others and
    its answer kept (the statement's names are named by the passages the run found)."""
    pages = {
        "brewery": "# Skell Brewery\n\nThe Skell Brewery makes Skell Mild. It was started by Ivo Skell in 1850.",
        "son": "# Pell Skell\n\nPell Skell, the son of Ivo Skell, gave the land for Marrow Park in 1901.",
        "park": "# Marrow Park\n\nPell Skell gave Marrow Park. The cattle show was held in the park until 1960.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(k, v) for k, v in pages.items()])
    question = (
        "The brewery that makes Skell Mild was started by a man whose son gave the land for a park - "
        "until what year was the cattle show held there?"
    )
    said = "The cattle show was held in the park until 1960."
    result, model = _run([found("1960", said)] * 3, searcher, question)
    assert "held in the park until 1960" in str(model.calls[0]["messages"][-1].content)
    assert (result["terminated_by"], result["answer"]) == ("answered", "1960")


def test_the_place_an_unnamed_airfield_lies_near_is_not_given_as_its_name() -> None:
    """ "Ada Penn flew from a grass airfield near Pell": the airfield has no name in the passages,
    so "Which airfield did Ada Penn fly from?" is refused, not answered "Pell"."""
    page = "# Ada Penn\n\nAda Penn was a pilot. She flew from a grass airfield near Pell."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", page)])
    said = "She flew from a grass airfield near Pell."
    result, _ = _run([found("Pell", said)] * 8, searcher, "Which airfield did Ada Penn fly from?")
    assert result["terminated_by"] == "gave_up" and "Pell" not in str(result.get("answer") or "").split(":")[0]


def test_a_lookup_answered_with_its_own_unnamed_noun_finds_nothing() -> None:
    """ "Which yard built the lifeboat that took MV Tarn's passengers off Orla Rock in 2011?": the
    passage says "taken off by lifeboat", naming none; "lifeboat" is no answer to "Which lifeboat
    ...?", and a yard that built some other ship is not looked up for it (fresh13 h10)."""
    rescue = "Nobody was hurt; her 212 passengers were taken off by lifeboat."
    page = (
        f"# Repair of MV Tarn, 2011\n\nIn 2011 MV Tarn ran aground on Orla Rock in fog. {rescue} She was towed to Pell."
    )
    yard = "The yard has built three ships for the Pell Line."
    pages = [chunk("rescue", page), chunk("yard", f"# Orla Yard\n\n{yard}")]
    searcher = ListSearcher(lambda query, collections, limit: pages)
    script = [found("lifeboat", rescue), found("Orla Yard", yard), *[found("unknown")] * 8]
    question = "Which yard built the lifeboat that took MV Tarn's passengers off Orla Rock in 2011?"
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == "gave_up" and "Orla Yard" not in result["answer"]


def test_a_hop_answered_with_a_name_the_question_gives_takes_the_other_one_its_sentence_gives() -> None:
    """ "Before joining MV Tarn, the engineer Ivo Penn worked in the engine room of another company
    vessel. Who commissioned that vessel?": the hop is not MV Tarn, which the question names; the
    sentence's other vessel is (fresh13 h07, answered "Who commissioned MV Orrin Star?")."""
    ivo = "He was chief engineer of MV Tarn from 1986 and before that served in the engine room of MV Orla Lady."
    lady = "MV Orla Lady was commissioned by the shipowner Jonas Lusk in 1960."
    pages = [
        chunk("ivo", f"# Ivo Penn\n\nIvo Penn was a marine engineer. {ivo}"),
        chunk("lady", f"# MV Orla Lady\n\n{lady}"),
    ]
    searcher = ListSearcher(lambda query, collections, limit: pages)
    script = [found("MV Tarn", ivo), found("Jonas Lusk", lady), *[found("unknown")] * 6]
    question = (
        "Before joining MV Tarn, the engineer Ivo Penn worked in the engine room of another company vessel. "
        "Who commissioned that vessel?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Jonas Lusk")
    assert "Who commissioned MV Tarn?" not in [c["query"] for c in searcher.calls]


def test_a_second_look_reads_a_number_as_its_sentence_writes_it() -> None:
    """ "How old was Captain Ivo Penn when he went to sea?": the model answers the birth year off
    the lifespan, then "15" over "He went to sea at fifteen": "15" is that "fifteen", so the second
    look stands (fresh13 h03: it was dropped as a number not read in the sentence, then refused)."""
    born = "Captain Ivo Penn (1941-2015) was born in Pell."
    sea = "He went to sea at fifteen and was master of MV Tarn from 1986 to 2003."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ivo", f"# Ivo Penn\n\n{born} {sea}")])
    script = [found("1941", born), found("15", sea), *[found("1941", born)] * 6]
    result, model = _run(script, searcher, "How old was Captain Ivo Penn when he went to sea?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "fifteen")
    assert len(model.calls) == 2


def test_a_hop_answered_with_a_name_a_later_step_gives_stands() -> None:
    """ "Besides serving as the Pell Infirmary's first physician, what did Ada Penn set up?": the
    first step's answer, Ada Penn, is named by the next step too, so it is no other thing than
    the hop looks up (fresh13 k03, refused once the hop check came in)."""
    penn = "Ada Penn was the first physician of the Pell Infirmary. She also set up the valley's first clinic."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("penn", f"# Ada Penn\n\n{penn}")])
    script = [found("Ada Penn", penn), *[found("the valley's first clinic", penn)] * 6]
    question = "Quick one: besides serving as the Pell Infirmary's first physician, what did Ada Penn set up?"
    result, model = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "the valley's first clinic")
    assert len(model.calls) == 2  # one per step: no re-plan, no last try with the question whole


def test_a_fact_on_the_page_of_one_of_the_questions_names_is_no_look_alikes() -> None:
    """ "What did Ivo Penn write for the harbour of Pellmouth?": read from "He ... wrote the harbour's
    first rules" on Ivo Penn's own page, which names Pellmouth only before it; the page is his, so
    the answer stands (fresh13 h01: read as a look-alike's page, asked again, then given up)."""
    said = "He planned the new terminal and wrote the harbour's first rules for ferries at night."
    page = f"# Ivo Penn\n\nIvo Penn, born on Orla in 1950, was harbourmaster of Pellmouth from 1988 to 2016. {said}"
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ivo", page)])
    script = [found("the harbour's first rules for ferries at night", said)] * 6
    result, model = _run(script, searcher, "What did Ivo Penn write for the harbour of Pellmouth?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "the harbour's first rules for ferries at night")
    assert len(model.calls) == 1


def test_a_second_look_does_not_trade_an_answer_for_a_look_alikes_sentence() -> None:
    """ "Which yard built SS Tarn?": the model reads "the Orla Shipyard" off SS Tarn's page; the
    sentence a second look would ask over must come from a page whose text names SS Tarn, not from
    MV Tarn Pioneer's, which names it only in its file name ("mv-tarn-pioneer"): fresh13 h04, where
    "Tollan Shipyard" was traded for the flagship's "Carrow Yard"."""
    tarn = (
        "SS Tarn was the first ship of the Pell Line. A coal-fired steamer, she was built in 1908 by the Orla Shipyard."
    )
    pioneer = "MV Tarn Pioneer, the flagship of the Pell Line, is a ferry built in 2008 by the Kirk Yard."
    pages = [
        chunk("tarn", f"# SS Tarn\n\n{tarn}", source="fleet/ss-tarn.md"),
        chunk("pioneer", f"# MV Tarn Pioneer\n\n{pioneer}", source="fleet/mv-tarn-pioneer.md"),
    ]
    searcher = ListSearcher(lambda query, collections, limit: pages)
    script = [found("Orla Shipyard", "The Orla Shipyard"), *[found("Kirk Yard", "The Kirk Yard")] * 6]
    result, model = _run(script, searcher, "Which yard built SS Tarn?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Orla Shipyard")
    assert len(model.calls) == 1


def test_a_length_given_for_a_numbered_look_alike_is_not_the_asked_things() -> None:
    """ "How long was the old MV Tarn?": the successor's page comes first ("MV Tarn II is a ferry of 51
    metres ... built to replace the old MV Tarn"); its length is not the old ship's (fresh13 h09)."""
    successor = "MV Tarn II is a ferry of 51 metres built in 1979 to replace the old MV Tarn."
    old = "MV Tarn was a motor ship of 36 metres built in 1930."
    pages = [chunk("tarn2", f"# MV Tarn II\n\n{successor}"), chunk("tarn", f"# MV Tarn\n\n{old}")]
    # the old ship's page ranks below the first few: found by the deeper search, then asked over alone
    searcher = ListSearcher(lambda query, collections, limit: pages if limit > 3 else pages[:1])
    script = [found("51 metres", successor), found("51 metres", successor), *[found("36 metres", old)] * 8]
    result, _ = _run(script, searcher, "How long was the old MV Tarn?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "36 metres")


def test_a_length_the_passages_give_for_another_named_thing_is_not_the_asked_things() -> None:
    """ "How long is the island Ada Penn came from?": the island's page gives no length, a route's
    page does ("The island link between Pellwick and Port Dunn is 20 nautical miles long"); the
    route's length is not given as the island's."""
    pages = [
        chunk("ada", "# Ada Penn\n\nAda Penn was a banker. She came from Orla Isle."),
        chunk("orla", "# Orla Isle\n\nOrla Isle is an island with a harbour and a school."),
        chunk(
            "link",
            "# Pellwick to Port Dunn\n\nThe island link between Pellwick and Port Dunn is 20 nautical miles long.",
        ),
    ]
    searcher = ListSearcher(lambda query, collections, limit: pages)
    route = "The island link between Pellwick and Port Dunn is 20 nautical miles long."
    script = [found("Orla Isle", "She came from Orla Isle."), *[found("20 nautical miles", route)] * 8]
    result, _ = _run(script, searcher, "How long is the island Ada Penn came from?")
    assert "20 nautical miles" not in str(result.get("answer") or "")


def test_a_step_answered_without_its_year_looks_up_the_thing_behind_the_named_one_first() -> None:
    """ "Who ran the brickworks behind the infirmary's red bricks from 1911?" read off the
    infirmary's page gives its builder, in a sentence without 1911: the step is re-planned in code
    as the brickworks behind the bricks, then who ran it from 1911 (the builder is not reused as
    the brickworks), then the question's last step."""
    infirmary = "The Dunmere Infirmary was built by Halloran & Webb of red brick from the Calder Bridge Brickworks."
    ruth = "Ruth Moss ran the Calder Bridge Brickworks from 1911 to 1940 and built forty cottages for its workers."
    searcher = ListSearcher([[chunk("i", infirmary)], [chunk("i", infirmary)], [chunk("r", ruth)], [chunk("r", ruth)]])
    script = [
        found("Halloran & Webb", infirmary),
        found("Calder Bridge Brickworks", infirmary),
        found("Ruth Moss", ruth),
        found("forty", ruth),
    ]
    question = (
        "I'm curious - the woman who ran the brickworks behind the Dunmere Infirmary's red bricks from 1911, "
        "how many cottages did she build for its workers?"
    )
    result, _ = _run(script, searcher, question)
    assert [c["query"] for c in searcher.calls][1:3] == [
        "Which brickworks was behind the Dunmere Infirmary's red bricks?",
        "Who ran Calder Bridge Brickworks from 1911?",
    ]
    assert (result["terminated_by"], result["answer"]) == ("answered", "forty")


def test_a_noun_answer_is_given_as_the_whole_phrase_its_sentence_says() -> None:
    """The model answers "rules"; its sentence says what rules: the Loop answers with the phrase."""
    rusk = "Gideon Rusk wrote the harbour's first rules for car ferries manoeuvring at night."
    result, _ = _run([found("rules", rusk)], ListSearcher([[chunk("r", rusk)]]), "What did Gideon Rusk write?")
    assert result["answer"] == "the harbour's first rules for car ferries manoeuvring at night"


def test_a_year_of_another_deed_on_a_page_that_tells_the_asked_deed_undated_is_not_the_answer() -> None:
    """fresh16 k15 (missing last fact): the model cited only "She ran the brickworks from 1911 to
    1940" for "In which year did she plant it?"; her page says she planted the orchard, with no year."""
    page = (
        "# Ada Penn\n\nAda Penn (1872-1950) was a brickmaker. She ran the Pell Brickworks from 1911 to 1940 and "
        "built cottages for its workers. She also planted an orchard on the worked-out clay pits."
    )
    question = "The brickmaker Ada Penn planted an orchard on the clay pits. In which year did she plant it?"
    script = [found("1911", "She ran the Pell Brickworks from 1911 to 1940 and built cottages for its workers.")]
    result, _ = _run([*script, *[found("unknown")] * 4], ListSearcher([[chunk("p", page)]] * 4), question)
    assert result["terminated_by"] == "gave_up" and "1911" not in result["answer"]


def test_a_step_its_entitys_page_denies_gives_up_with_that_sentence() -> None:
    """fresh16 k17 (false premise): "the husband of the corn merchant who founded X" when her page
    says she never married; the re-plan and the whole question's last try answered a nearby year."""
    bank = "# Pell Savings Bank\n\nThe Pell Savings Bank was founded in 1890 by the corn merchant Ada Penn."
    ada = "# Ada Penn\n\nAda Penn (1831-1899) was a corn merchant. She never married, and left her house to the bank."
    searcher = ListSearcher([[chunk("b", bank)], [chunk("a", ada), chunk("b", bank)], [chunk("b", bank)]])
    result, _ = _run(
        [
            found("Ada Penn", "The Pell Savings Bank was founded in 1890 by the corn merchant Ada Penn."),
            *[found("1890", "The Pell Savings Bank was founded in 1890 by the corn merchant Ada Penn.")] * 3,
        ],
        searcher,
        "In what year did the husband of the corn merchant who founded the Pell Savings Bank die?",
    )
    assert result["terminated_by"] == "gave_up"
    assert "never married" in result["answer"]
    assert len(searcher.calls) == 2


def test_an_answer_copied_as_its_own_evidence_is_anchored_to_the_sentence_that_states_it() -> None:
    """fresh18 k10: the model copied "Frank Dray" as the evidence for "Who was the founder of X?";
    that copy is written in the passage, so it won over the sentence stating the founding, and the
    step was refused. A copy that says nothing beyond the answer is no evidence."""
    founded = "The company was founded by the mechanic Ada Penn, who drove its first bus herself."
    born = "Ada Penn was born in Orlen in 1890."
    searcher = ListSearcher(
        [[chunk("c1", f"Pell Motor Services began running buses in 1922. {founded}")], [chunk("c2", born)]]
    )
    result, _ = _run(
        [found("Ada Penn", "Ada Penn"), found("Orlen", born)],
        searcher,
        "Where was the founder of Pell Motor Services born?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Orlen")
    assert [(c.chunk_id, c.text) for c in result["citations"]][0] == ("c1", founded)


def test_a_comparison_of_years_in_service_weighs_the_spans_its_sentences_give() -> None:
    """fresh18 h09: each side's lookup answered with its first year only; the spans are read from
    the sentences, and the longer service wins in code."""
    first = "SS Pell was the firm's first steamer."
    first_years = "SS Pell opened the firm's first route in 1909 and ran on it until 1938."
    second = "MV Orla was the firm's first motor ship."
    second_years = "MV Orla sailed in Pell service from 1931 until 1979."
    searcher = ListSearcher(
        [[chunk("c1", first)], [chunk("c2", first_years)], [chunk("c3", second)], [chunk("c4", second_years)]]
    )
    result, model = _run(
        [found("SS Pell", first), found("1909", first_years), found("MV Orla", second), found("1931", second_years)],
        searcher,
        "Of the firm's first steamer and its first motor ship, which sailed in Pell service for more years?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "MV Orla")
    assert len(model.calls) == 4  # the comparison itself is made in code


def test_a_hops_bare_name_for_which_school_is_searched_with_the_noun_its_sentence_writes() -> None:
    """fresh19 k05: "Which school is where X taught?" answered "Dunmore" from "He taught at the
    Dunmore school"; the next hop searched the town ("How many pupils attend Dunmore?") and gave up.
    The hop's answer is the school its sentence names; the question's own answer stays as given."""
    author = 'Tobias Rowe wrote "Moths of the Pell". He taught at the Selby school from 1920 to 1950.'
    school = "The Selby school was founded in 1890. About 210 pupils attend it today."
    searcher = ListSearcher([[chunk("a", author)], [chunk("a", author)], [chunk("s", school)]])
    script = [found("Tobias Rowe"), found("Selby", "He taught at the Selby school from 1920 to 1950."), found("210")]
    question = 'How many pupils attend the school where the author of "Moths of the Pell" taught?'
    result, _ = _run(script, searcher, question)
    assert searcher.calls[-1]["query"] == "How many pupils attend the Selby school?"
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 210")


def test_a_mother_step_answered_with_a_parent_whose_page_says_he_is_refused() -> None:
    """fresh19 k16 (missing last fact): "the son of Walter Brack" was taken for the mother, and
    the Loop answered the mother's birth year with his."""
    son = "# Oswald Brack\n\nOswald Brack (1895-1971) was a racing cyclist, the son of Walter Brack."
    father = "# Walter Brack\n\nWalter Brack (1866-1930) was a cycle maker. As a young man he raced."
    question = "In what year was the racing cyclist Oswald Brack's mother born?"
    script = [found("Walter Brack", "Oswald Brack (1895-1971) was a racing cyclist, the son of Walter Brack.")]
    searcher = ListSearcher([[chunk("o", son), chunk("w", father)]] * 6)
    result, _ = _run([*script, *[found("Walter Brack")] * 3, *[found("unknown")] * 3], searcher, question)
    assert result["terminated_by"] == "gave_up" and "1866" not in result["answer"]


def test_a_birth_year_read_from_the_persons_lifespan_gets_no_second_look_over_a_sons_birth_sentence() -> None:
    """fresh19 k08: "In what year was William Rook born?" answered 1771 (his page) was asked again
    over his son's sentence ("Peregrine Rook (1802-1870) was a painter born in Kellbrook, the son of
    ... William Rook"), which says "born", and the answer became 1802."""
    son = "# Peregrine Rook\n\nPeregrine Rook (1802-1870) was a painter born in Kellbrook, the son of William Rook."
    father = "# William Rook\n\nWilliam Rook (1771-1838) was a canal engineer. He surveyed the canal."
    searcher = ListSearcher([[chunk("p", son), chunk("w", father)]])
    script = [found("1771", "He surveyed the canal."), found("1802")]
    result, model = _run(script, searcher, "In what year was William Rook born?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "1771")
    assert len(model.calls) == 1


def test_a_statement_and_question_that_failed_whole_is_re_planned_through_the_thing_it_points_back_to() -> None:
    """fresh20 k08: "X later taught flying at a grass airfield. About how many people live in the
    town it lies near?" was searched whole; the model could not make both hops in one reading and
    gave up. The re-plan asks what "it" is of the statement first, then the question with it."""
    aviator = "Ada Penn (1890-1960) was an aviator. She later taught flying at Pell Field, a grass airfield."
    field = "Pell Field is a grass airfield near the town of Orla."
    town = "Orla is a market town of about 6,500 inhabitants."
    question = (
        "The aviator Ada Penn later taught flying at a grass airfield. About how many people live in the town it lies"
        " near?"
    )
    searcher = ListSearcher([[chunk("a", aviator)]] * 2 + [[chunk("f", field)], [chunk("t", town)]])
    script = [found("unknown"), found("Pell Field", aviator.split(". ")[1]), found("Orla", field)]
    result, model = _run([*script, found("about 6,500", town)], searcher, question)
    queries = [c["query"] for c in searcher.calls]
    assert "The aviator Ada Penn later taught flying at a grass airfield. What is it?" in queries
    assert (result["terminated_by"], result["answer"]) == ("answered", "about 6,500")


def test_a_kin_step_answered_with_the_asked_person_is_read_from_the_kins_own_sentence() -> None:
    """fresh20 k06: "Who was the ironfounder Isaac Marlow's nephew?" answered "Isaac Marlow" was
    refused, re-planned and given up; the nephew's own sentence names him."""
    nephew = "Tom Penn (1833-1904) was a carter born in Orla, a nephew of the ironfounder Ivo Penn."
    searcher = ListSearcher([[chunk("t", nephew)]])
    result, _ = _run([found("Ivo Penn", nephew)], searcher, "Who was the ironfounder Ivo Penn's nephew?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tom Penn")


def test_a_re_planned_step_saying_her_for_the_ship_the_question_names_asks_of_that_ship() -> None:
    """The model's re-plan copies the question's "her" into a step that names nothing: searched as
    it is, "How many metres were added to her?" reads another ship's page; asked of the ship the
    question names, its own pages are read."""
    pages = {
        "MV Pell Star": "In 1990 MV Pell Star was fitted with new cabins at the Orlen yard.",
        "MV Kell": "In 1975 MV Kell was lengthened by 4 metres.",
    }
    searcher = ListSearcher(
        lambda query, collections, limit: [
            chunk(name, text) for name, text in pages.items() if name in query or "Pell Star" not in query
        ]
    )
    question = "When MV Pell Star was lengthened during her 1990 refit, how many metres were added to her?"
    _run(
        [
            found("unknown"),
            planned("When did MV Pell Star get lengthened?", "How many metres were added to her?"),
            found("1990", "In 1990 MV Pell Star was fitted with new cabins at the Orlen yard."),
            found("unknown"),
            found("unknown"),
        ],
        searcher,
        question,
    )
    assert [c["query"] for c in searcher.calls][2] == "How many metres were added to MV Pell Star?"


def test_an_answer_with_a_clause_about_another_thing_is_trimmed_to_what_was_asked() -> None:
    said = "In 1994 the stern ramp of MV Pell was widened for trailers and her cattle pens were given troughs."
    searcher = ListSearcher([[chunk("c1", said)]])
    result, _ = _run(
        [found("widened for trailers and her cattle pens were given troughs", said)],
        searcher,
        "What was done to MV Pell's stern ramp in 1994?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "widened for trailers")


def test_an_older_brother_who_did_a_deed_is_refused_when_the_doer_is_the_younger_one() -> None:
    """fresh22 k15: the doer's page calls him the younger brother; the Loop gives up naming the
    premise instead of answering with his birth year (the scripted model finds him each time)."""
    doer = "Hugo Marsh (1871-1944) was an engineer, the younger brother of Ivo Marsh. He founded the Pell Gas Company."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("hugo", doer)])
    script = [found("Hugo Marsh", doer), found("1871", doer)] * 3 + ["no plan"] * 2
    result, _ = _run(
        script,
        searcher,
        "The chemist Ivo Marsh had an older brother who founded the Pell Gas Company. What year was he born in?",
    )
    assert result["terminated_by"] == "gave_up"
    assert "1871" not in result["answer"] and "older brother" in result["answer"]


def test_a_year_of_a_clause_about_another_thing_does_not_answer_when_the_asked_thing_was_made() -> None:
    """fresh22 k17: the foundry's page dates the bridge parts, not the lamp posts; the Loop gives
    up instead of answering 1886 (the scripted model reads that year each time)."""
    page = "The Orlen Foundry cast railings and the lamp posts of Pell, and in 1886 the iron parts of the Orlen Bridge."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("foundry", page)])
    script = [found("1886", page)] * 4 + ["no plan"] * 2
    result, _ = _run(
        script, searcher, "The lamp posts that lit Pell came from the Orlen Foundry. In what year were they cast?"
    )
    assert result["terminated_by"] == "gave_up" and "1886" not in result["answer"]


def test_an_unnamed_hall_on_the_largest_square_is_asked_inside_the_next_step_and_its_square_checked_elsewhere() -> None:
    """fresh22 k09: "Which old wool hall stands on the largest square in Pell?" has no name to find;
    the re-plan asks which school was started in the hall as described, and the square's own page,
    which shares the name Pell with the school's sentence, states "the largest square"."""
    square = (
        "The market place of Pell is the largest square in the valley. Around it stand the old wool hall and a bank."
    )
    school = "Pell Grammar School was founded in 1885 in the old wool hall on Pell's market place."
    head = "Its first headmaster was Silas Quern."
    silas = "Silas Quern (1850-1920) was a teacher born in Harlow Cross."
    pages = [chunk("sq", square), chunk("gs", f"{school} {head}"), chunk("silas", silas)]
    searcher = ListSearcher(lambda query, collections, limit: pages)
    script = [
        found("unknown"),
        found("Pell Grammar School", school),
        found("Pell Grammar School", school),  # asked again over the page that states the superlative
        found("Silas Quern", head),
        found("Harlow Cross", silas),
    ]
    result, _ = _run(
        script,
        searcher,
        "A school was started in the old wool hall that stands on the largest square in Pell. "
        "Where was that school's first headmaster born?",
    )
    assert result["terminated_by"] == "answered" and result["answer"] == "Harlow Cross"
    assert [c["query"] for c in searcher.calls][1] == (
        "Which school was started in the old wool hall that stands on the largest square in Pell?"
    )


def test_a_post_handed_to_someone_whose_page_gives_it_for_another_place_is_refused() -> None:
    """fresh23 h11: "..., the post [Corvanmouth's harbourmaster] was held by Morag Ennis. In which year
    had she taken it up?" was answered with her first year as harbourmaster of Haldwick. The Loop
    gives up naming the premise its page contradicts (not a step it could not answer)."""
    page = "# Ada Penn\n\nAda Penn (1901-1980) was born in Pell. She was harbourmaster of Orlen from 1950 to 1970."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", page)])
    sentence = "She was harbourmaster of Orlen from 1950 to 1970."
    question = (
        "Before Ivo Hale took over as Pell's harbourmaster in 1971, the post was held by Ada Penn. "
        "In which year had she taken it up?"
    )
    result, _ = _run([found("1950", sentence)] * 4, searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert result["answer"].endswith(
        "does not say that before Ivo Hale took over as Pell's harbourmaster in 1971, the post was held by Ada Penn"
    )


@pytest.mark.parametrize(
    ("yard", "ends"),
    [
        ("The Pell Yard was founded in 1881. It built many fishing boats.", "gave_up"),
        ("The Pell Yard was founded in 1881. It built the fishing research ships of the isles.", "answered"),
    ],
)
def test_an_unnamed_group_pointed_back_to_must_be_told_on_the_answers_page(yard: str, ends: str) -> None:
    """fresh23 h10: "Maren Dorran served on fishing research ships. In what year was the shipyard that
    built those ships founded?" was answered with the founding year of a yard whose page tells of
    fishing boats only: no page says which yard built those ships."""
    person = "# Ada Penn\n\nAda Penn, born in Pell in 1970, served on fishing research ships before joining the line."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", person), chunk("yard", yard)])
    question = (
        "Ada Penn served on fishing research ships. In what year was the shipyard that built those ships founded?"
    )
    result, _ = _run([found("1881", yard.split(". ")[0] + ".")] * 4, searcher, question)
    assert result["terminated_by"] == ends


@pytest.mark.parametrize(
    ("statement", "pointer"),
    [
        ("Ada Penn first served as mate on an older ship of the line.", "How long was that ship?"),
        ("Ada Penn first served as mate on a bigger ship of the line.", "How long was that ship?"),
    ],
)
def test_a_ranking_word_of_an_unnamed_thing_need_not_be_on_its_page(statement: str, pointer: str) -> None:
    """fresh27 h04: "first served as mate on an older ship of the company. How long was that ship?" found
    MV Brannoch and her 36 metres, then refused them: her page does not call her "older", a word that
    ranks the ship without telling which she is."""
    person = "# Ada Penn\n\nAda Penn joined the line in 1950. She had first served as mate on MV Tern."
    ship = "# MV Tern\n\nMV Tern was a motor ship of 36 metres built in 1930."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", person), chunk("tern", ship)])
    script = [found("MV Tern", "She had first served as mate on MV Tern.")]
    script += [found("36 metres", "MV Tern was a motor ship of 36 metres built in 1930.")] * 4
    result, _ = _run(script, searcher, f"{statement} {pointer}")
    assert (result["terminated_by"], result["answer"]) == ("answered", "36 metres")


def test_a_word_of_where_an_unnamed_thing_is_need_not_be_on_its_page() -> None:
    """fresh67 k04 (held out): "... the clock in the tower added to Dunmore's town hall in 1927 came from a valley
    firm. Under what name did that firm sell its alarm clocks?" found the firm and "Lark", then refused them: the
    firm's page does not write "valley", a word of where the firm is, not of what it is."""
    said = "A clock tower was added in 1927; its clock was made by Tern Clocks."
    hall = f"# Pell Town Hall\n\n{said}"
    firm = "# Tern Clocks\n\nTern Clocks was founded in 1898. Its alarm clocks were sold under the name Lark."
    searcher = ListSearcher([[chunk("h", hall)], [chunk("f", firm)]])
    script = [found("Tern Clocks", said), found("Lark", "Its alarm clocks were sold under the name Lark.")]
    question = (
        "The clock in the tower added to Pell's town hall in 1927 came from a valley firm. Under what name did that "
        "firm sell its alarm clocks?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Lark")


def test_a_question_about_a_year_no_gathered_page_writes_is_refused() -> None:
    """fresh24 h12: "Which ship covered MV Haldray Islander's crossing during her 2014 survey?" was
    answered with the ship of her 2019 survey, the only one the knowledge base tells."""
    page = "# MV Orla\n\nDuring her 2019 survey MV Orla's crossing was covered by MV Tern."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("orla", page)])
    sentence = "During her 2019 survey MV Orla's crossing was covered by MV Tern."
    for year, ending in (("2014", "gave_up"), ("2019", "answered")):
        question = f"Which ship covered MV Orla's crossing during her {year} survey?"
        result, _ = _run([found("MV Tern", sentence)] * 4, searcher, question)
        assert result["terminated_by"] == ending, year


def test_a_bridge_answered_by_its_description_not_a_name_is_not_looked_up() -> None:
    """fresh25 k16 (unanswerable): "Which factory did Vivian Oakes train in?" was answered "lamp
    factory" (his page: "He trained in a lamp factory"), and the next step, "In which town was lamp
    factory?", found a town another page's lamps lit."""
    founder = "The Pell Light Company was founded in 1903 by the engineer Ivo Marsh."
    trained = "Ivo Marsh (1871-1944) was an engineer. He trained in a lamp factory."
    lamps = "The gas works lit Orla's streets with lamps until 1904."
    pages = [chunk("co", founder), chunk("ivo", trained), chunk("gas", lamps)]
    searcher = ListSearcher(lambda query, collections, limit: pages)
    script = [found("Ivo Marsh", founder), found("lamp factory", "He trained in a lamp factory.")]
    script += [found("Orla", lamps)] * 6
    result, _ = _run(
        script,
        searcher,
        "The engineer who founded the Pell Light Company trained in a lamp factory. In which town was that factory?",
    )
    assert result["terminated_by"] == "gave_up" and result["answer"] != "Orla"


def test_a_bridge_described_as_one_thing_is_looked_up_as_written() -> None:
    """fresh27 k09: "Which board did Edwin Sallow serve on?" answered "valley's first water board" (an
    owner and a rank: one board) was refused like a bare "lamp factory", and the run gave up."""
    founder = "# Pell Brewery\n\nThe Pell Brewery was founded in 1846 by Ada Penn."
    served = "# Ada Penn\n\nAda Penn founded the Pell Brewery and served on the valley's first water board."
    board = "# Water supply\n\nThe valley's first water board was set up in 1866."
    searcher = ListSearcher([[chunk("co", founder)], [chunk("ada", served)], [chunk("board", board)]] * 2)
    script = [found("Ada Penn", founder.split("\n\n")[1]), found("valley's first water board", served.split("\n\n")[1])]
    script += [found("1866", board.split("\n\n")[1])]
    question = "The founder of the Pell Brewery served on a public board. In what year was that board set up?"
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "1866")


def test_what_a_birthplace_is_like_need_not_be_told_on_the_answers_page() -> None:
    """fresh26 h07: "The chief engineer who led MV Orrin Star's 2004 refit was born in an island harbour.
    Which ship makes the summer sailings to that harbour from Port Orrin?" found Piet Dorran, Skerrin
    Bay and MV Tern, then refused MV Tern because the route's page does not say "island": the harbour
    was found by the birth's hop, whose page names the place, not what it is like."""
    person = "# Ada Penn\n\nAda Penn (1901-1980) was an engineer born in Orla Bay."
    route = "# Pell to Orla Bay\n\nMV Tern sails from Pell to Orla Bay in summer."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", person), chunk("route", route)])
    script = [found("Orla Bay", "Ada Penn (1901-1980) was an engineer born in Orla Bay.")]
    script += [found("MV Tern", "MV Tern sails from Pell to Orla Bay in summer.")] * 4
    result, _ = _run(
        script, searcher, "Ada Penn was born in an island harbour. Which ship sails to that harbour from Pell?"
    )
    assert result["terminated_by"] == "answered"
    assert result["answer"] == "MV Tern"


def test_the_two_a_statement_names_are_compared_in_code() -> None:
    """fresh27 h08: "Ivo Haldane was master of MV Orrin Star from 1986 and Piet Dorran was her chief
    engineer ... Which of the two men was born earlier?" found both years, then the model answered the
    whole question with the younger man: the comparison is decided in code from the two years."""
    ada = "# Ada Penn\n\nCaptain Ada Penn (1941-2015) was born in Pell."
    tom = "# Tom Pell\n\nTom Pell (1938-2010) was a marine engineer born in Orla."
    searcher = ListSearcher([[chunk("ada", ada)], [chunk("tom", tom)]] * 2)
    script = [found("1941", ada.split("\n\n")[1]), found("1938", tom.split("\n\n")[1]), found("Ada Penn")]
    question = (
        "Ada Penn was master of MV Tern from 1986 and Tom Pell was her chief engineer from her delivery that year. "
        "Which of the two men was born earlier?"
    )
    result, model = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tom Pell")
    assert len(model.calls) == 2


def test_a_post_asked_at_a_year_outside_the_holders_term_is_refused() -> None:
    """fresh32 h07 (held out): "When the linkspan was put in at Orla in 1972, who was the port's
    harbourmaster?" was answered with the one harbourmaster on record, whose term ran from 1988: the model's
    plan found the year, then "the port's harbourmaster" with no year. No page names the harbourmaster of
    1972, so the Loop says so instead."""
    term = "Morag Ennis, born on the island of Haldray in 1950, was harbourmaster of Orla from 1988 to 2016."
    other = "She planned the new passenger terminal."
    pages = {
        "morag": f"# Morag Ennis\n\n{term} {other}",
        "orla": "# Orla\n\nOrla is a port on the mainland. Its linkspan for car ferries was built in 1972.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(k, v) for k, v in pages.items()])
    script = [
        *[found("Morag Ennis", other)] * 3,  # the question whole, and its second looks
        planned("When was the linkspan for car ferries put in at Orla in 1972?", "Who was the port's harbourmaster?"),
        found("1972", "Its linkspan for car ferries was built in 1972."),
        found("Morag Ennis", term),
        *[found("Morag Ennis", other)] * 6,
    ]
    question = "When the linkspan for car ferries was put in at Orla in 1972, who was the port's harbourmaster?"
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "Morag Ennis" not in result["answer"]


def test_a_post_held_in_a_year_within_the_holders_term_is_answered() -> None:
    """The other side of the check above: 1990 falls in the term, so the answer stands."""
    term = "Morag Ennis, born on the island of Haldray in 1950, was harbourmaster of Orla from 1988 to 2016."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("morag", f"# Morag Ennis\n\n{term}")])
    result, _ = _run([found("Morag Ennis", term)] * 2, searcher, "Who was the harbourmaster of Orla in 1990?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Morag Ennis")


_PELL_TOWN = "# Pell\n\nPell is a town on the lake shore. The town's school was founded in 1890."
_MANAGER = "He was the first manager of the Orlen Glassworks."


@pytest.mark.parametrize(
    ("other", "name", "sentence"),
    [
        # fresh32 k12 (held out): another town's school's first head, from a page naming no Pell
        (
            "# Orlen School\n\nThe Orlen school was founded in 1904. Its first head teacher was Ada Penn.",
            "Ada Penn",
            "Its first head teacher was Ada Penn.",
        ),
        # fresh32 k12, re-run on 0c34edf: a glassworks' first manager whose page names Pell as his birthplace
        (f"# Tom Hale\n\nTom Hale (1862-1936) was a glassmaker born in Pell. {_MANAGER}", "Tom Hale", _MANAGER),
    ],
)
def test_it_after_a_statement_about_a_thing_is_answered_only_from_a_page_about_that_thing(
    other: str, name: str, sentence: str
) -> None:
    """ "Pell's school dates from 1890. Who was the first person to head it?": "it" is Pell's school, so the
    answer's own page must name Pell and a school, as a one-sentence question's page names what it asks of."""
    searcher = ListSearcher(lambda query, collections, limit: [chunk("other", other), chunk("pell", _PELL_TOWN)])
    head = found(name, sentence)
    question = "Pell's school dates from 1890. Who was the first person to head it?"
    result, _ = _run([head, head, "no plan", "still no plan", *[head] * 4], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert name not in result["answer"]


def test_it_after_a_statement_is_answered_when_the_page_names_the_statements_thing() -> None:
    """The other side of the check above: the head's page names Pell's school, so the answer stands."""
    page = "# Ada Penn\n\nAda Penn (1860-1930) was the first head teacher of the Pell school, from 1890 to 1920."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", page)])
    head = found("Ada Penn", "Ada Penn (1860-1930) was the first head teacher of the Pell school, from 1890 to 1920.")
    question = "Pell's school dates from 1890. Who was the first person to head it?"
    result, _ = _run([head] * 2, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ada Penn")


def test_a_kin_asked_by_a_first_name_is_asked_again_by_the_full_name_its_owners_page_gives() -> None:
    """fresh32 k09, re-run: "When was Tom Hale's cousin Ada born?" found Tom Hale's page, whose dates are his; the
    page calls her "the architect Ada Hale", so the step is asked again by that name, and the comparison is
    made on her own page's year."""
    tom = "Tom Hale (1862-1930) was an organ builder born in Pell, a cousin of the architect Ada Hale."
    ada = "Ada Hale (1866-1941) was an architect born in Orlen."
    pages = {"tom": f"# Tom Hale\n\n{tom}", "ada": f"# Ada Hale\n\n{ada}"}

    def search(query: str, collections: Any, limit: int) -> list[Any]:
        first = "ada" if "Ada Hale" in query else "tom"
        return [chunk(first, pages[first]), *(chunk(k, v) for k, v in pages.items() if k != first)][:1]

    searcher = ListSearcher(search)
    script = [found("1862", tom), *[found("1862", tom)] * 2, found("1866", ada)]
    result, _ = _run(script, searcher, "Who's older, the organ builder Tom Hale or his cousin Ada, the architect?")
    assert "When was Ada Hale born?" in [c["query"] for c in searcher.calls]
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tom Hale")


def test_the_town_a_statement_opens_with_must_be_named_on_the_answers_own_page() -> None:
    """fresh33 k12, re-run after its fixes: "Pell's first woman mayor left office in 1925. Who was the town's mayor
    five years later?" was answered with another town's mayor of 1930; "the town" is Pell."""
    orlen = "# Tom Hale\n\nTom Hale (1878-1951) was an auctioneer. From 1930 to 1936 he was the town's mayor in Orlen."
    pell = "# Ada Penn\n\nAda Penn (1861-1937) was a botanist. From 1921 to 1925 she was mayor of Pell."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("tom", orlen), chunk("ada", pell)])
    mayor = found("Tom Hale", "From 1930 to 1936 he was the town's mayor in Orlen.")
    question = "Pell's first woman mayor left office in 1925. Who was the town's mayor five years later?"
    result, _ = _run([mayor, mayor, "no plan", "still no plan", *[mayor] * 4], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "Tom Hale" not in result["answer"]


def test_the_kind_a_statement_gives_the_pointed_firm_may_be_said_in_a_word_of_its_root() -> None:
    """fresh34 k03, traced after its plan fix: every step was answered ("Hale Clocks", then its town), and the whole
    question was refused: "a local *clockmaking* firm ... that firm" asked the answer's pages for "clockmaking",
    and they say "the clockmaker"."""
    hall = "# Pell Town Hall\n\nA clock tower was added to Pell's town hall in 1927; its clock was made by Hale Clocks."
    firm = "# Hale Clocks\n\nHale Clocks was founded in 1898 by the clockmaker Tom Hale in a small workshop in Tern."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("hall", hall), chunk("firm", firm)])
    script = [found("Hale Clocks", hall.split("\n\n")[1]), found("Tern", firm.split("\n\n")[1])]
    question = (
        "When Pell's town hall was given a clock tower in 1927, the clock came from a local clockmaking firm. In "
        "which town did that firm start out?"
    )
    result, _ = _run([*script, *[found("Tern", firm.split("\n\n")[1])] * 4], searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tern")


def test_a_word_of_the_same_root_is_no_other_word_with_the_same_letters() -> None:
    """Review of fresh34's fixes: a root is shared only with a common ending after it ("clockmak-ing" and
    "clockmak-er"), not "general" and "generation"."""
    from arcana_graph.loop.strategies import _said_as

    assert _said_as("clockmaking", {"clockmaker"}) and not _said_as("general", {"generation"})
    assert not _said_as("hospital", {"hospitality"}) and not _said_as("fishing", {"fish"})


def test_a_closing_answered_with_the_founding_year_is_read_again_from_the_closing_sentence() -> None:
    """fresh34 k10 through the Loop: the model answers "When did the Pell Ropeworks close?" with "1828" from the
    founding sentence, every time; the page's "The ropeworks closed in 1921" is read in code (``event_year_said``)."""
    page = (
        "# Pell Ropeworks\n\nThe Pell Ropeworks was founded in 1828 beside the Pell road. The ropeworks closed in 1921."
    )
    searcher = ListSearcher(lambda query, collections, limit: [chunk("rope", page)])
    founded = found("1828", "The Pell Ropeworks was founded in 1828 beside the Pell road.")
    result, _ = _run([founded] * 6, searcher, "When did the Pell Ropeworks close?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "1921")


def test_a_year_or_count_a_statement_dates_to_another_time_is_no_answer() -> None:
    """fresh33 k07 and fresh34 k11 through the Loop: the statement's own year for another firm's takeover, and the
    opening year's bed count for "at that time" (1948), are refused, not answered."""
    firm = "# Pell Spring\n\nThe Pell Spring company has bottled the spring above Tern since 1905."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("firm", firm)])
    question = (
        "Since 1905 a company has bottled the spring above Tern. Its founder's younger brother started a firm of his "
        "own. In which year was that firm taken over?"
    )
    result, _ = _run([found("1905", firm.split("\n\n")[1])] * 12, searcher, question)
    assert result["terminated_by"] == "gave_up"
    infirmary = (
        "# Pell Infirmary\n\nThe Pell Infirmary opened in 1896 with 60 beds. In 1948 the infirmary was renamed the "
        "Tern Hospital."
    )
    searcher = ListSearcher(lambda query, collections, limit: [chunk("inf", infirmary)])
    beds = "In 1948 the Pell Infirmary was renamed the Tern Hospital. How many beds did it have at that time?"
    result, _ = _run([found("60", "The Pell Infirmary opened in 1896 with 60 beds.")] * 12, searcher, beds)
    assert result["terminated_by"] == "gave_up"


def test_a_side_told_by_its_route_wins_by_its_name() -> None:
    """fresh35 k08: "Comparing the old canal from X to Y with the branch railway that once ran from Z to W, which
    of the two covered the greater distance?" was decided in code and answered by the canal's description; its
    page names it ("The Pell Navigation is a canal 14 kilometres long from X to Y")."""
    pages = {
        "How long is the old canal from Orla to Tern?": "The Pell Navigation is a canal 14 kilometres long from "
        "Orla to Tern, opened in 1809.",
        "Which branch railway once ran from Ask to Kell?": "The Kell Branch Line ran from Ask to Kell.",
        "How long is the Kell Branch Line?": "The Kell Branch Line was 9 kilometres long.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages[query])])
    result, model = _run(
        [found("14 kilometres"), found("the Kell Branch Line"), found("9 kilometres")],
        searcher,
        "Comparing the old canal from Orla to Tern with the branch railway that once ran from Ask to Kell, which of "
        "the two covered the greater distance?",
    )
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell Navigation")


def test_a_side_told_by_what_it_did_wins_by_its_pages_heading() -> None:
    """fresh45 k09 (held out, d63193c): "Which school has more pupils on its roll today: the one that started out in
    rooms above a market hall, or the one that first met in a rented chapel hall?" was decided in code and answered
    by the first description; the page its count was read from is headed "# Marrow End School"."""
    pages = {
        "How many pupils does the school that started out above a market hall have?": "# Pell School\n\nThe Pell "
        "school was founded in 1883 above the market hall. About 320 pupils attend it today.",
        "How many pupils does the school that first met in a chapel hall have?": "# Orla School\n\nThe Orla school "
        "first met in a chapel hall. About 180 pupils attend the school today.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query[-20:], pages[query])])
    more, fewer = found("About 320", "About 320 pupils attend it today."), found("About 180", "About 180 pupils")
    result, _ = _run(
        [more, more, fewer, fewer],  # each asked again over its sentence (a second look)
        searcher,
        "Which school has more pupils: the one that started out above a market hall, or the one that first met in a "
        "chapel hall?",
    )
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell School")


def test_a_thing_said_destroyed_that_its_page_says_survived_is_a_false_premise() -> None:
    """fresh36 k12: "After the Great Aske Flood carried away the stone bridge at Fenwick Ford, in what year was a
    replacement built?" was answered 1856, the year of a weir, though the flood's page says "The stone bridge at
    Fenwick Ford survived.": the Loop gives up and names the premise."""
    page = (
        "# Pell Flood\n\nThe Pell Flood of 1870 swept away the wooden bridge at Orlen. The iron bridge at Tarn Mill "
        "survived. After the flood a sea wall was built at Pell; it was finished in 1874."
    )
    searcher = ListSearcher(lambda query, collections, limit: [chunk("flood", page)])
    year = found("1874", "After the flood a sea wall was built at Pell; it was finished in 1874.")
    question = "After the Pell Flood carried away the iron bridge at Tarn Mill, in what year was a new one built?"
    result, _ = _run([year, "no plan", *[year] * 8], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "1874" not in result["answer"]
    assert "does not say that the Pell Flood carried away the iron bridge at Tarn Mill" in result["answer"]
    # the bridge the page says the flood took is no false premise
    other = "After the Pell Flood carried away the wooden bridge at Orlen, in what year was a new one built?"
    result, _ = _run([year, "no plan", *[year] * 8], searcher, other)
    assert "does not say that" not in (result["answer"] or "")


@pytest.mark.parametrize(("ship", "ends"), [("MV Tern", "gave_up"), ("MV Skua", "answered")])
def test_a_thing_pointed_back_to_is_on_a_page_its_statement_leads_to(ship: str, ends: str) -> None:
    """fresh37 h07 (unanswerable, a missing last fact): "Captain Oona Brask has commanded the same ship since it
    first entered service. What is that ship's service speed in knots?" was answered with another ship's speed:
    MV Orrin Star's page, which no page about the captain names. Her own ship's page is one it leads to."""
    person = "# Ada Penn\n\nCaptain Ada Penn has been master of MV Skua since the ship entered service in 2008."
    page = f"# {ship}\n\n{ship} is a ferry of the line. Her service speed is 17 knots."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ada", person), chunk("ship", page)])
    speed = found("17 knots", "Her service speed is 17 knots.")
    question = "Captain Ada Penn has commanded the same ship since it first entered service. What is that ship's speed?"
    result, _ = _run([speed, "no plan", *[speed] * 8], searcher, question)
    assert result["terminated_by"] == ends


def test_a_hop_beyond_the_thing_pointed_back_to_need_not_be_on_a_page_its_statement_names() -> None:
    """fresh36 k06, re-run after fresh37's fixes: "... came from a local clockmaking firm. In which village was the
    person who set up that firm born?" was refused: its answer's page (the founder's) is one hop beyond the firm,
    which the statement's page names. Only "that firm's X" asks the pointed thing itself."""
    hall = "# Pell Town Hall\n\nA clock tower was added to Pell's town hall in 1927; its clock was made by Hale Clocks."
    firm = "# Hale Clocks\n\nHale Clocks was founded in 1898 by the clockmaker Tom Hale."
    person = "# Tom Hale\n\nTom Hale (1860-1930) was a clockmaker born in the village of Tern."
    searcher = ListSearcher(
        lambda query, collections, limit: [chunk("hall", hall), chunk("firm", firm), chunk("tom", person)]
    )
    script = [found("Hale Clocks", hall.split("\n\n")[1]), found("Tom Hale", firm.split("\n\n")[1])]
    script += [found("Tern", person.split("\n\n")[1])] * 4
    question = (
        "The clock in the tower added to Pell's town hall in 1927 came from a local clockmaking firm. In which "
        "village was the person who set up that firm born?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tern")


@pytest.mark.parametrize(
    ("post", "asked", "ends"),
    [
        ("master of MV Tern", "Who was that ferry's master from 1975 to 1998?", "answered"),
        ("master of the Tern", "Who was that ferry's first master?", "answered"),
        ("master of MV Tern", "Who was the master of that ferry?", "answered"),
        ("master of MV Wren", "Who was that ferry's master from 1975 to 1998?", "gave_up"),
        ("mate on MV Tern, then master of MV Wren", "Who was that ferry's master from 1975 to 1998?", "gave_up"),
    ],
)
def test_a_person_of_the_thing_pointed_back_to_holds_its_post_on_their_page(post: str, asked: str, ends: str) -> None:
    """fresh60 h03: "Hey, while the Haldray Islander was in dry dock in 2019, another ferry covered her crossing. Who
    was that ferry's master from 1975 to 1998?" found MV Tern and then Captain Annika Fenner on her page, and was
    refused against the whole question: her page names MV Tern, not the Haldray Islander the statement names. A person
    of the pointed thing ("that ferry's master") is a hop on: their page states the post of the thing found from the
    statement; a page naming that thing otherwise ("mate on MV Tern") links nothing."""
    survey = (
        "# Survey of MV Skua, 2019\n\nIn 2019 MV Skua spent six weeks in dry dock. While she was away MV Tern covered"
    )
    survey += " her crossing."
    person = f"# Ann Pike\n\nCaptain Ann Pike (1948-2021) was born in Pell. She was {post} from 1975 to 1998."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("survey", survey), chunk("ann", person)])
    script = [found("MV Tern", "While she was away MV Tern covered her crossing.")]
    script += [found("Ann Pike", f"She was {post} from 1975 to 1998.")] * 6
    question = f"Hey, while the Skua was in dry dock in 2019, another ferry covered her crossing. {asked}"
    result, _ = _run(script, searcher, question)
    assert result["terminated_by"] == ends
    assert (result["answer"] == "Ann Pike") is (ends == "answered")


@pytest.mark.parametrize(
    ("sister_says", "ends"),
    [
        ("She nursed through the typhoid outbreak of 1887. She wrote a handbook for nurses.", "gave_up"),
        ("In 1887 she published a handbook for nurses.", "answered"),
    ],
)
def test_a_year_cited_with_sentences_that_do_not_write_it_is_read_where_it_is_written(
    sister_says: str, ends: str
) -> None:
    """fresh61 k11 (unanswerable): "The engineer who designed the Aske Viaduct had a younger sister who wrote a
    handbook for village nurses. In what year was that handbook published?" was answered "1887", citing her brother's
    sentences, neither of which writes it; the year is that of a typhoid outbreak she nursed through (fresh61 h07, a
    false premise, the same: "2008", a ship's building year, cited with the designer's sentences). A year is checked
    against the sentence that writes it, wherever the run read it."""
    pages = {
        "tom": "# Tom Hale\n\nTom Hale (1850-1923) was an engineer born in Orla. He designed the Pell Viaduct.",
        "ann": "# Ann Hale\n\nAnn Hale (1852-1929) was a nurse, the younger sister of the engineer Tom Hale. "
        + sister_says,
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(key, text) for key, text in pages.items()])
    year = found("1887", "Tom Hale (1850-1923) was an engineer born in Orla. He designed the Pell Viaduct.")
    question = (
        "The engineer who designed the Pell Viaduct had a younger sister who wrote a handbook for nurses. In what year "
        "was that handbook published?"
    )
    result, _ = _run([year, "no plan", *[year] * 8], searcher, question)
    assert result["terminated_by"] == ends
    assert ("1887" in (result["answer"] or "")) is (ends == "answered")


def test_a_number_cited_without_its_sentence_is_looked_for_only_as_written_for_a_pointed_back_thing() -> None:
    """Review of fresh61 k11's fix: a number cited with sentences that do not write it is read where the run's
    passages write it only for a question pointing back to its thing ("that handbook"), and only where it is written
    whole ("200" is not in "1,200")."""
    from arcana_graph.loop.strategies import _number_written_elsewhere

    passages = [
        "# Orla lifeboat station\n\nThe Orla lifeboat station was opened in 1887. Orla is a town of about 1,200 people."
    ]
    pointed = "The town has a lifeboat station. In what year was that station opened?"
    assert _number_written_elsewhere(passages, pointed, "1887") == ["The Orla lifeboat station was opened in 1887."]
    assert _number_written_elsewhere(passages, "When was the Pell lifeboat station opened?", "1887") == []
    assert _number_written_elsewhere(passages, "How many crew does that station have?", "200") == []
    assert _number_written_elsewhere(passages, pointed, "the Orla one") == []


@pytest.mark.parametrize(("engine", "ends"), [("Heron", "answered"), ("the old tank engine", "gave_up")])
def test_what_a_thing_found_by_name_was_called_is_that_name(engine: str, ends: str) -> None:
    """fresh62 k02: "What name did the engine that hauled trains on the old railway branch ... go by?" found "Heron"
    for "Which engine hauled trains on ...?" and then asked "What was Heron called?" and gave up: a lookup that
    answers with a name has found what the thing was called. An answer in lowercase words is no name."""
    page = f"# Pell Branch Line\n\nThe Pell Branch Line opened in 1896. Its locomotive was {engine}."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("line", page)])
    script = [found(engine, f"Its locomotive was {engine}."), *[found("none")] * 6]
    result, _ = _run(script, searcher, "What name did the engine that hauled trains on the Pell branch go by?")
    assert result["terminated_by"] == ends
    assert (result["answer"] == "Heron") is (ends == "answered")


def test_a_side_that_goes_back_further_is_the_older_one_decided_in_code() -> None:
    """fresh61 k09: "Which brewery goes back further, the one in Fenwick Ford or the one in Ossery?" had no plan in
    code; the model's plan found both breweries and no year, and its answer was a sentence (F1 36). "Goes back further"
    is "is older": both founding years are looked up and compared in code, the side named by its page."""
    pages = {
        "pell": "# Pell Brewery\n\nThe Pell Brewery was founded in 1846 by Tom Hale in Pell.",
        "orla": "# Orla Brewery\n\nThe Orla Brewery was founded in 1847 by Ann Hale in Orla.",
    }
    searcher = ListSearcher(_by_shared_words(pages))
    script = [
        found("1846", "The Pell Brewery was founded in 1846 by Tom Hale in Pell."),
        found("1847", "The Orla Brewery was founded in 1847 by Ann Hale in Orla."),
    ]
    question = "Which brewery goes back further, the one in Pell or the one in Orla?"
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell Brewery")


def test_a_kin_of_the_thing_pointed_back_to_is_on_a_page_that_names_it() -> None:
    """fresh50 k06: "... had a cousin who was an architect. In what year did that architect's grandmother found
    her works?" was refused though every hop was found: the grandmother's page names the architect, not the
    library the statement names. A kin of the pointed thing is a hop on: her page names his."""
    pages = {
        "library": "# Pell Library\n\nThe Pell library opened in 1911. The first librarian was Ann Hale.",
        "ann": "# Ann Hale\n\nAnn Hale was a librarian, a cousin of the architect Tom Hale.",
        "tom": "# Tom Hale\n\nTom Hale was an architect born in Tern. He designed the Pell library.",
        "sarah": "# Sarah Hale\n\nSarah Hale was the grandmother of the architect Tom Hale. In 1862 she founded "
        "the Tern Candle Works.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(key, text) for key, text in pages.items()])
    script = [
        found("Ann Hale", "The first librarian was Ann Hale."),
        found("Tom Hale", "Ann Hale was a librarian, a cousin of the architect Tom Hale."),
        found("Sarah Hale", "Sarah Hale was the grandmother of the architect Tom Hale."),
        *[found("1862", "In 1862 she founded the Tern Candle Works.")] * 4,
    ]
    question = (
        "The woman who was the first librarian of the Pell library had a cousin who was an architect. In what year "
        "did that architect's grandmother found her works?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "1862")


def test_a_grandfather_step_is_not_answered_by_the_father_its_sentence_names() -> None:
    """fresh50 k07, re-run: "Who was the grandfather of Alice Sallow?" was answered "George Sallow" from "... the
    daughter of George Sallow and a granddaughter of the brewer Edwin Sallow", and his birthplace given: the
    sentence makes George her father. The grandfather is followed instead (here by the re-plan: her father's
    father)."""
    pages = {
        "school": "# Pell School\n\nThe Pell school opened in 1904. Its first head teacher was Ann Hale.",
        "ann": "# Ann Hale\n\nAnn Hale was a teacher, the daughter of Tom Hale and a granddaughter of the brewer Ivo "
        "Hale.",
        "ivo": "# Ivo Hale\n\nIvo Hale was a brewer born in Tern.",
        "tom": "# Tom Hale\n\nTom Hale was a brewer born in Orla, the son of Ivo Hale.",
    }

    searcher = ListSearcher(_by_shared_words(pages))
    kin = "Ann Hale was a teacher, the daughter of Tom Hale and a granddaughter of the brewer Ivo Hale."
    script = [
        found("Ann Hale", "Its first head teacher was Ann Hale."),
        found("Tom Hale", kin),  # her father, for her grandfather; the re-plan reads her father in code
        found("Ivo Hale", "Tom Hale was a brewer born in Orla, the son of Ivo Hale."),  # then his father
        *[found("Tern", "Ivo Hale was a brewer born in Tern.")] * 4,
    ]
    question = (
        "My aunt was taught by the very first head teacher of the Pell school, and she always said that teacher's "
        "grandfather had founded a brewery. Where was the grandfather born?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Tern")


@pytest.mark.parametrize(
    "misread",
    [
        "She was the first woman to command a ship of the line, as master of MV Tern.",  # her own ship
        "The summer route from Pell to Orla runs only in summer, when MV Tern sails.",  # the route's (re-run)
    ],
)
def test_a_kin_s_ship_is_not_read_off_a_sentence_that_does_not_speak_of_him(misread: str) -> None:
    """fresh50 h05: "The summer-only ferry ... was once commanded by the first woman ever to captain a ship of the
    company. Which ship was her father master of?" was answered with her own ship after one search (re-run: the
    route's ship). Neither sentence speaks of her father, whom her page names: the Loop re-plans (who she is, her
    father, his ship)."""
    pages = {
        "route": "# Route: Pell to Orla\n\nThe summer route from Pell to Orla runs only in summer, when MV Tern sails.",
        "ann": "# Ann Pike\n\nCaptain Ann Pike was born in Tarn, the daughter of Captain Tom Pike. She was the first "
        "woman to command a ship of the line, as master of MV Tern.",
        "tom": "# Tom Pike\n\nCaptain Tom Pike was born in Kell. He was master of MV Skua from 1964 to 1982.",
    }

    own = "She was the first woman to command a ship of the line, as master of MV Tern."
    script = [
        found("MV Tern", misread),
        found("Ann Pike", own),
        found("Tom Pike", "Captain Ann Pike was born in Tarn, the daughter of Captain Tom Pike."),
        *[found("MV Skua", "He was master of MV Skua from 1964 to 1982.")] * 4,
    ]
    question = (
        "The summer-only ferry between Pell and Orla was once commanded by the first woman ever to captain a ship "
        "of the line. Which ship was her father master of?"
    )
    result, _ = _run(script, ListSearcher(_by_shared_words(pages)), question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "MV Skua")


def test_a_kin_step_whose_relative_its_page_leaves_unnamed_gives_up_with_that_sentence() -> None:
    """fresh38 k12 (missing bridge): "He learned boatbuilding from his uncle, a fisherman" names no uncle; the
    re-plan and the whole question's last try answered the nephew's own birth year."""
    yard = "# Pell Boatyard\n\nThe Pell boatyard was founded in 1880 by the boatbuilder Tom Vane."
    tom = (
        "# Tom Vane\n\nTom Vane, born in Pell in 1851, was a boatbuilder. "
        "He learned boatbuilding from his uncle, a fisherman, and his tools are kept at the yard."
    )
    searcher = ListSearcher([[chunk("y", yard)], [chunk("t", tom), chunk("y", yard)]] + [[chunk("t", tom)]] * 3)
    result, _ = _run(
        [
            found("Tom Vane", "The Pell boatyard was founded in 1880 by the boatbuilder Tom Vane."),
            *[found("1851", "Tom Vane, born in Pell in 1851, was a boatbuilder.")] * 4,
        ],
        searcher,
        "The man who set up the Pell boatyard learned the craft from an uncle who fished. When was that uncle born?",
    )
    assert result["terminated_by"] == "gave_up", result["answer"]
    assert "uncle of Tom Vane" in result["answer"] and "1851" not in result["answer"]
    assert len(searcher.calls) == 2


def test_a_kin_step_whose_relative_another_page_names_is_not_given_up_on_its_page_alone() -> None:
    """The uncle's own page tells the nephew: the kin is named there, so the Loop does not give up for the
    nephew's page leaving him unnamed."""
    tom = "# Tom Vane\n\nTom Vane was a boatbuilder. He learned boatbuilding from his uncle, a fisherman."
    hugh = "# Hugh Vane\n\nHugh Vane (1820-1890) was a fisherman. His nephew Tom Vane built boats at Pell."
    searcher = ListSearcher([[chunk("t", tom), chunk("h", hugh)]] * 4)
    result, _ = _run(
        [found("unknown"), found("Hugh Vane", "His nephew Tom Vane built boats at Pell."), *[found("unknown")] * 3],
        searcher,
        "Who was the uncle of Tom Vane?",
    )
    assert "does not name" not in result["answer"]


def test_a_whole_question_in_idioms_is_checked_as_its_plain_steps_were() -> None:
    """fresh39 k07: "... in which village did he come into the world?" was planned as "In which village was #2
    born?", whose answer passed; the whole question, checked as written, refused it."""
    school = "# Pell School\n\nThe Pell school opened in 1890. Its first head teacher was Ann Pike."
    ann = "# Ann Pike\n\nAnn Pike (1860-1930) was a teacher, a granddaughter of the brewer Tom Pike."
    tom = "# Tom Pike\n\nTom Pike (1800-1870) was a brewer born in Orla. He founded the Pell Brewery."
    searcher = ListSearcher([[chunk("s", school)], [chunk("a", ann)], [chunk("t", tom)], [chunk("t", tom)]])
    result, _ = _run(
        [
            found("Ann Pike", "Its first head teacher was Ann Pike."),
            found("Tom Pike", "Ann Pike (1860-1930) was a teacher, a granddaughter of the brewer Tom Pike."),
            found("Orla", "Tom Pike (1800-1870) was a brewer born in Orla."),
            *[found("unknown")] * 3,
        ],
        searcher,
        "Whoever first ran the school at Pell had a grandfather in the brewing trade; in which village did he come "
        "into the world?",
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Orla")


def test_a_change_asked_after_that_no_page_says_of_the_thing_is_a_false_premise() -> None:
    """fresh40 h08: "How many passengers could MV Haldray Lass carry after the Rask Brothers yard lengthened her?"
    was answered 120, her one capacity, though only another ship's page tells a lengthening: the Loop gives up and
    names the premise; of the ship whose page tells it, the count is answered."""
    skua = "# MV Skua\n\nMV Skua was a small ferry built in 1950 by the Dunn yard. She carried 90 passengers."
    tern = (
        "# MV Tern\n\nMV Tern was built in 1952. She carried 80 passengers until the Dunn yard lengthened her in "
        "1970; she then carried 110 passengers."
    )
    searcher = ListSearcher(lambda query, collections, limit: [chunk("skua", skua), chunk("tern", tern)])
    count = found("90 passengers", "She carried 90 passengers.")
    question = "How many passengers could MV Skua carry after the Dunn yard lengthened her?"
    result, _ = _run([count, "no plan", *[count] * 8], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "does not say that the Dunn yard lengthened MV Skua" in result["answer"]
    count = found("110 passengers", "she then carried 110 passengers.")
    question = "How many passengers could MV Tern carry after the Dunn yard lengthened her?"
    result, _ = _run([count, "no plan", *[count] * 8], searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "110 passengers")


def test_the_ship_that_works_a_route_is_read_in_code_when_the_model_names_another() -> None:
    """fresh41 h04: the small model answered "Which ship works the company's main crossing from A to B?" with the
    ship whose page says she opened the service in 1909; the route's own page names the ship that works it now."""
    route = (
        "# Route: Pell to Orla\n\nThe route from Pell to Orla is the main route of the Pell Line. It opened in 1901. "
        "Since 1999 it has been worked by MV Tern, with two sailings a day."
    )
    first = "# SS Ardle\n\nSS Ardle opened the first service from Pell to Orla in 1901."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ardle", first), chunk("route", route)])
    wrong = found("SS Ardle", "SS Ardle opened the first service from Pell to Orla in 1901.")
    result, _ = _run(
        [wrong, "no plan", *[wrong] * 8], searcher, "Which ship works the main crossing from Pell to Orla?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "MV Tern")


def test_a_compared_side_told_by_a_description_is_answered_by_the_name_its_page_gives() -> None:
    """fresh40 h06: "Which was the longer vessel: the company's first ferry built to carry cars, or the ferry with a
    cattle door that took over that ship's route in 1973?" The second side is looked up by its description, with the
    first side's ship in place of "that ship"; its value's sentence gives the ship's length but not the year the
    description tells (no asked year: it picks the ship out), and the winner is named by its page, not by the first
    side's ship that the description and the page both mention."""
    skua = (
        "# MV Skua\n\nMV Skua was a ferry of 50 metres built in 1960. She was the Pell Line's first ferry built to "
        "carry lorries."
    )
    tern = (
        "# MV Tern\n\nMV Tern is a ferry of 62 metres launched in 1979 at the Dunn yard. She has a stern door for "
        "lorries and in 1980 took over the route of MV Skua."
    )
    pages = {
        "What was the Pell Line's first ferry built to carry lorries?": skua,
        "How long is MV Skua?": skua,
        "How long is the ferry with a stern door that took over MV Skua's route in 1980?": tern,
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages[query])])
    script = [
        found("MV Skua", "She was the Pell Line's first ferry built to carry lorries."),
        found("50 metres", "MV Skua was a ferry of 50 metres built in 1960."),
        *[found("62 metres", "MV Tern is a ferry of 62 metres launched in 1979 at the Dunn yard.")] * 3,
    ]
    question = (
        "Which was the longer ship: the Pell Line's first ferry built to carry lorries, or the ferry with a stern door "
        "that took over that ship's route in 1980?"
    )
    result, _ = _run(script, searcher, question)
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "MV Tern")


def test_a_book_asked_for_is_the_title_its_sentence_quotes_when_the_model_names_the_author() -> None:
    """fresh42 k05: "Which book was written by Martha Brack about the valley's wild flowers?" was answered "Martha
    Brack" from 'She ... published "Wild Flowers of the Kestrel Valley" in 1908' and the plan gave up: the one title
    the answer's sentence quotes is the book."""
    page = '# Ann Pike\n\nAnn Pike was a botanist. In 1910 she published "Sea Pinks of Pell" with the Orla Press.'
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ann", page)])
    author = found("Ann Pike", 'In 1910 she published "Sea Pinks of Pell" with the Orla Press.')
    result, _ = _run(
        [author, "no plan", *[author] * 8], searcher, "Which book was written by Ann Pike about sea pinks?"
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "Sea Pinks of Pell")


def test_a_book_asked_for_keeps_an_answer_that_is_not_the_asked_author() -> None:
    """The third review: a quoted review or nickname in the answer's sentence is no title to put in place of an
    answer the model gave rightly."""
    page = '# Ann Pike\n\nAnn Pike wrote Sea Pinks of Pell in 1910; a critic called it "a delight".'
    searcher = ListSearcher(lambda query, collections, limit: [chunk("ann", page)])
    book = found("Sea Pinks of Pell", 'Ann Pike wrote Sea Pinks of Pell in 1910; a critic called it "a delight".')
    result, _ = _run([book, "no plan", *[book] * 8], searcher, "Which book was written by Ann Pike about sea pinks?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Sea Pinks of Pell")


def test_a_hop_after_an_answer_is_split_by_its_own_wording_when_it_fails_whole() -> None:
    """fresh46 h05 (held out, 538c907): "How many cars does the ship on which Piet Dorran was chief engineer carry?",
    a planned step with an earlier answer in place, was searched whole, then deeper, and the run gave up; its wording
    holds a hop of its own ("Which ship is the one on which ... was chief engineer?")."""
    pages = {
        "Who was the chief engineer of MV Tern?": "Ada Dorran has been chief engineer of MV Tern since 2010. She is "
        "the daughter of the marine engineer Piet Dorran.",
        "Who was Ada Dorran's father?": "Ada Dorran is the daughter of the marine engineer Piet Dorran.",
        "How many cars does the ship on which Piet Dorran was chief engineer carry?": "Piet Dorran was a marine "
        "engineer born in Pell.",
        "Which ship is the one on which Piet Dorran was chief engineer?": "Piet Dorran was chief engineer of MV Orla "
        "from 1970 to 1990.",
        "How many cars does MV Orla carry?": "MV Orla carries 300 passengers and 120 cars.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query, pages.get(query, "Nothing here."))])
    result, _ = _run(
        [
            found("Ada Dorran", pages["Who was the chief engineer of MV Tern?"]),
            found("Piet Dorran", pages["Who was Ada Dorran's father?"]),
            found("unknown"),
            found("MV Orla", pages["Which ship is the one on which Piet Dorran was chief engineer?"]),
            *[found("120", pages["How many cars does MV Orla carry?"])] * 4,
        ],
        searcher,
        "The chief engineer of MV Tern is the daughter of another marine engineer. How many cars does the ship on "
        "which her father was chief engineer carry?",
    )
    assert "Which ship is the one on which Piet Dorran was chief engineer?" in [c["query"] for c in searcher.calls]
    assert (result["terminated_by"], result["answer"]) == ("answered", "120")


def test_a_lookup_of_a_thing_answered_with_a_measure_is_no_bridge() -> None:
    """fresh46 k01 (held out, 538c907): "Which water wheel drove the looms at the Dunmere wool mill?" was answered
    "7 metres across", and the next step asked "What was the diameter of 7 metres across?"."""
    mill = "# Pell Mill\\n\\nThe Pell Mill is a wool mill. Its water wheel, 7 metres across, drove sixty looms."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("mill", mill)])
    result, _ = _run(
        [found("7 metres across", "Its water wheel, 7 metres across, drove sixty looms.")] * 8 + ["no plan"] * 2,
        searcher,
        "What was the diameter of the water wheel that drove the looms at the Pell wool mill?",
    )
    assert "What was the diameter of 7 metres across?" not in [c["query"] for c in searcher.calls]


def test_a_year_that_dates_something_else_is_read_again_off_the_one_sentence_with_the_asked_deed() -> None:
    """fresh47 h04 (traced on f67fe7d): "In what year was the dry dock of Rask Brothers yard dug?" was answered with
    the yard's founding year, 1902, while the page ranked first says "he dug its dry dock in 1936". The year is read
    in code off the one sentence naming the thing and the deed; none when no sentence does."""
    from arcana_graph.loop.planner import Found
    from arcana_graph.loop.strategies import _event_year_read

    question = "In what year was the dry dock of Pell Brothers yard dug?"
    founded = "Pell Brothers is a shipyard at Orla, founded in 1902 by Ada and Tom Pell."
    dug = "Tom Pell ran the business side of the family yard, and he dug its dry dock in 1936."
    read = _event_year_read(question, [founded, dug], Found(answer="1902", sentences=(founded,)))
    assert read == Found(answer="1936", sentences=(dug,))
    unread = _event_year_read(question, [founded], Found(answer="1902", sentences=(founded,)))
    assert unread == Found(answer="1902", sentences=(founded,))  # the checks then refuse it


def test_a_statements_kin_among_a_group_the_persons_page_denies_is_refused() -> None:
    """fresh52 k11: "My aunt insists ... Tom Rudd ran the family pottery in Pell Green after his uncle Eli died" when
    Tom Rudd's page says he was not related to the potters of Pell Green: another Rudd's year (the niece who did take
    it over) answers nothing, and the reason names the claim, not who told it."""
    tom = "# Tom Rudd\n\nTom Rudd (1902-1981) was a schoolmaster; he was not related to the potters of Pell Green."
    ann = "# Ann Rudd\n\nAnn Rudd led the Pell Green Pottery from 1890 to 1915, after her uncle Eli died."
    searcher = ListSearcher(lambda query, collections, limit: [chunk("tom", tom), chunk("ann", ann)])
    year = found("1890", "Ann Rudd led the Pell Green Pottery from 1890 to 1915, after her uncle Eli died.")
    question = (
        "My aunt insists the schoolmaster Tom Rudd ran the family pottery in Pell Green after his uncle Eli died. In "
        "what year did he take it over?"
    )
    result, _ = _run([year, "no plan", *[year] * 8], searcher, question)
    assert result["terminated_by"] == "gave_up"
    assert "1890" not in result["answer"]
    assert "does not say that the schoolmaster Tom Rudd ran the family pottery in Pell Green" in result["answer"]


def test_a_side_told_by_a_participle_wins_by_its_pages_heading() -> None:
    """fresh55 k10: "Which business was set up earlier: the company quarrying grey granite at Calder Heath, or the
    Calder Bridge Brickworks?" was answered with the description; the page its year was read from is headed
    "# Calder Quarry Company"."""
    pages = {
        "When was the company quarrying slate at Pell set up?": "# Pell Slate Company\n\nThe Pell Slate Company was "
        "founded in 1872 and quarries slate at Pell.",
        "When was the Orla Brickworks set up?": "# Orla Brickworks\n\nThe Orla Brickworks was founded in 1874.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query[-20:], pages[query])])
    slate = found("1872", "The Pell Slate Company was founded in 1872 and quarries slate at Pell.")
    bricks = found("1874", "The Orla Brickworks was founded in 1874.")
    question = "Which business was set up earlier: the company quarrying slate at Pell, or the Orla Brickworks?"
    result, _ = _run([slate, bricks], searcher, question)
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell Slate Company")


def test_a_side_told_by_an_adjective_ending_in_ing_is_no_side_told_by_a_deed() -> None:
    """The review of the participle side: "the evening service", "the old building" are no deeds; "the" is no noun."""
    from arcana_graph.loop.strategies import _TOLD_BY_DEED

    for side in ("the evening service at Pell", "the old building on Quay Street", "the morning sailing from Pell"):
        assert _TOLD_BY_DEED.match(side) is None, side
    assert _TOLD_BY_DEED.match("the company quarrying slate at Pell")["noun"] == "company"


def test_a_side_told_by_a_description_and_its_place_wins_by_its_pages_heading() -> None:
    """fresh58 k10: "Which turns up in the written record first: the yearly gathering of horse dealers at Harlow Cross,
    or the Greyfold Corn Mill?" was answered with the description (F1 50); its page is headed "# Harlow Cross Horse
    Fair"."""
    pages = {
        "When was the yearly gathering of cattle traders at Pell Cross set up?": "# Pell Cross Cattle Fair\n\nThe Pell "
        "Cross cattle fair was set up in 1702 and is held every May.",
        "When was the Orla Brickworks set up?": "# Orla Brickworks\n\nThe Orla Brickworks was set up in 1874.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query[-20:], pages[query])])
    fair = found("1702", "The Pell Cross cattle fair was set up in 1702 and is held every May.")
    bricks = found("1874", "The Orla Brickworks was set up in 1874.")
    question = "Which was set up earlier: the yearly gathering of cattle traders at Pell Cross, or the Orla Brickworks?"
    result, _ = _run([fair, bricks], searcher, question)
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell Cross Cattle Fair")


def test_a_journey_side_told_by_its_end_wins_by_its_pages_heading_without_its_kind() -> None:
    """fresh64 h05 (held out): "... the overnight run to Brannoch Quay or the cargo service to Skerrin Bay?" was
    answered "Brannoch Quay" (F1 57); the run's page is headed "# Route: Corvanmouth to Brannoch Quay (night)"."""
    pages = {
        "How long is the overnight run to Tern Quay?": "# Route: Pell to Tern Quay (night)\n\nThe night crossing "
        "from Pell to Tern Quay is 46 nautical miles.",
        "How long is the cargo service to Orla Bay?": "# Route: Pell to Orla Bay (freight)\n\nThe freight route from "
        "Pell to Orla Bay is 41 nautical miles long.",
    }
    searcher = ListSearcher(lambda query, collections, limit: [chunk(query[-20:], pages[query])])
    night = found("46 nautical miles", "The night crossing from Pell to Tern Quay is 46 nautical miles.")
    freight = found("41 nautical miles", "The freight route from Pell to Orla Bay is 41 nautical miles long.")
    question = (
        "Which of these two sailings out of Pell covers the greater distance: the overnight run to Tern Quay or the "
        "cargo service to Orla Bay?"
    )
    result, _ = _run([night, freight], searcher, question)
    assert [c["query"] for c in searcher.calls] == list(pages)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Pell to Tern Quay (night)")


def test_a_founder_a_page_states_beats_a_man_whose_own_page_founds_another_thing() -> None:
    """fresh64 k07 (held out): the last hop, "Who founded Brack Cycle Works?", was answered with the first hop's man
    from his own page ("He learned his trade as a mechanic at the Brack Cycle Works before founding a bus company of
    his own"); Walter Brack's page, ranked first, says "In his thirties he founded the Brack Cycle Works"."""
    walter = "# Walt Pell\n\nWalt Pell (1866-1930) was born in Tern. In his thirties he founded the Pell Cycle Works."
    frank = (
        "# Fred Dale\n\nFred Dale (1894-1966) was a mechanic. He learned his trade at the Pell Cycle Works before "
        "founding a bus company of his own."
    )
    searcher = ListSearcher([[chunk("w", walter), chunk("f", frank)]])
    said = "He learned his trade at the Pell Cycle Works before founding a bus company of his own."
    result, _ = _run([found("Fred Dale", said)], searcher, "Who founded the Pell Cycle Works?")
    assert (result["terminated_by"], result["answer"]) == ("answered", "Walt Pell")
    assert [c.chunk_id for c in result["citations"]] == ["w"]


def test_a_thing_pointed_back_to_is_linked_to_its_founders_page_through_the_thing_found() -> None:
    """fresh65 k08 (held out): "... the clock in the tower added to Dunmore's town hall in 1927 came from a
    clockmaking firm. Where was that firm's founder apprenticed ...?" had its right last hop refused: no page naming
    Dunmore names the founder; the firm's page, found on the way, does."""
    said = "A clock tower was added to the town hall of Pell in 1927; its clock was made by Tern Clocks."
    hall = f"# Pell Town Hall\n\n{said}"
    firm = "# Tern Clocks\n\nTern Clocks was founded in 1898 by the clockmaker Ivo Tern in Orla."
    ivo = "# Ivo Tern\n\nIvo Tern (1865-1940) was a clockmaker. He was apprenticed at the Kell Works in Orla."
    searcher = ListSearcher([[chunk("h", hall)], [chunk("f", firm)], [chunk("i", ivo)]])
    script = [
        found(
            "Tern Clocks",
            "A clock tower was added to the town hall of Pell in 1927; its clock was made by Tern Clocks.",
        ),
        found("Ivo Tern", "Tern Clocks was founded in 1898 by the clockmaker Ivo Tern in Orla."),
        found("the Kell Works", "He was apprenticed at the Kell Works in Orla."),
    ]
    question = (
        "The clock in the tower added to Pell's town hall in 1927 came from a clockmaking firm. Where was that firm's "
        "founder apprenticed?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "the Kell Works")


def test_a_yards_founding_is_not_traded_for_a_sentence_where_something_was_found_at_the_yard() -> None:
    """fresh66 h04 (held out): "In what year was Rask Brothers yard founded?" was answered 1902 from the yard's page,
    then asked again over "In 2001 the stern door of MV Brannoch II was renewed at the Rask Brothers yard after
    cracks were found in its hinges." (the second look took "found" for "founded") and answered 2001."""
    built = "MV Tarn was a motor ship built in 1930 by the Holm Brothers yard, the line's first diesel ship."
    ship = f"# MV Tarn\n\n{built}"
    yard = "# Holm Brothers\n\nHolm Brothers is a shipyard at Orla, founded in 1902 by Ansel Holm."
    door = "In 2001 the stern door of MV Tarn II was renewed at the Holm Brothers yard after cracks were found in it."
    pages = [chunk("y", yard), chunk("d", f"# Door\n\n{door}")]
    searcher = ListSearcher([[chunk("s", ship)], [chunk("s", ship)], pages])
    script = [
        found("MV Tarn", built),
        found("Holm Brothers yard", "MV Tarn was a motor ship built in 1930 by the Holm Brothers yard."),
        found("1902", "Holm Brothers is a shipyard at Orla, founded in 1902 by Ansel Holm."),
        found("2001", door),
    ]
    question = "The line's first diesel ship was built by a family-owned yard. In what year was that yard founded?"
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "1902")


def test_a_firm_named_with_an_ampersand_links_the_thing_pointed_back_to_to_its_engineers_page() -> None:
    """fresh66 k07 (held out): "The 40-centimetre telescope of the observatory ... was made by an engineering firm.
    Where was that firm's chief engineer from 1875 born?" found the firm, its engineer and his birthplace, then refused
    the answer against the whole question: the firm's page ("# Brack & Oduya") was not read as a page about the name
    found on the way, a name joined by "&" being no run of capitalised words."""
    said = "Its telescope was made by the engineering firm Hale & Norr."
    hall = f"# Orla Observatory\n\nThe Orla Observatory was built in 1931. {said}"
    firm = "# Hale & Norr\n\nHale & Norr was an engineering firm. Its chief engineer from 1875 was Ivo Tern."
    ivo = "# Ivo Tern\n\nIvo Tern (1850-1923) was an engineer born in Kellmouth."
    searcher = ListSearcher([[chunk("h", hall)], [chunk("f", firm)], [chunk("i", ivo)]])
    script = [
        found("Hale & Norr", said),
        found("Ivo Tern", "Its chief engineer from 1875 was Ivo Tern."),
        found("Kellmouth", "Ivo Tern (1850-1923) was an engineer born in Kellmouth."),
    ]
    question = (
        "The telescope of the observatory in Orla was made by an engineering firm. Where was that firm's chief "
        "engineer from 1875 born?"
    )
    result, _ = _run(script, searcher, question)
    assert (result["terminated_by"], result["answer"]) == ("answered", "Kellmouth")
