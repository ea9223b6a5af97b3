"""Multi-hop questions split into one-fact steps in code (``core.questions.decompose``).

The examples are shapes, written over invented names that are in no shipped corpus: a relative
clause, a role ("the mayor of X"), a possessive, a reduced relative ("founded by X"), a "with"
description, extraposed clauses, chatter in front, comparisons; and the questions that must stay
one step.
"""

from __future__ import annotations

import pytest

from arcana_graph.core.answer_comparisons import compare
from arcana_graph.core.answers import asked_kind
from arcana_graph.core.questions import (
    MAX_STEPS,
    decompose,
    named_for_pronouns,
    plain_wording,
    pointed_first,
    two_named_compared,
)
from arcana_graph.core.text import strip_chatter


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (
            "Who founded the bakery that supplied the bread of the Orlen Abbey?",
            ("Which bakery supplied the bread of the Orlen Abbey?", "Who founded #1?"),
        ),
        (
            "Where was the mayor of Pell Harbour born?",
            ("Who was the mayor of Pell Harbour?", "Where was #1 born?"),
        ),
        (  # the clause describes the bridge, not the river its place is named by
            "When was the bridge over the Orlen that Ada Penn designed opened?",
            ("Which bridge over the Orlen was designed by Ada Penn?", "When was #1 opened?"),
        ),
        (
            "When was the mill on the Orlen that Ivo Marsh owned built?",
            ("Which mill on the Orlen was owned by Ivo Marsh?", "When was #1 built?"),
        ),
        (
            "Which poem did the daughter of Ivo Marsh write?",
            ("Who was the daughter of Ivo Marsh?", "Which poem did #1 write?"),
        ),
        (
            "When did the mill founded by the brother of Rosa Keel close?",
            ("Who was the brother of Rosa Keel?", "Which mill was founded by #1?", "When did #2 close?"),
        ),
        (
            "Which firm built the bridge that crosses the river where Tam Orr was born?",
            ("In which river was Tam Orr born?", "Which bridge crosses #1?", "Which firm built #2?"),
        ),
        (
            "Who designed the chapel in Nell Ardin's hometown?",
            ("Where was Nell Ardin born?", "Who designed the chapel in #1?"),
        ),
        (
            "Which ship did the husband of the woman who founded the Selby ferry company command?",
            ("Who founded the Selby ferry company?", "Who was the husband of #1?", "Which ship did #2 command?"),
        ),
        (
            "When was the pottery of the village with the midsummer bonfire founded?",
            ("Which village has the midsummer bonfire?", "When was the pottery of #1 founded?"),
        ),
        (
            "Who founded the journal that Ada Penn's brother edited?",
            ("Who was Ada Penn's brother?", "Which journal was edited by #1?", "Who founded #2?"),
        ),
        (  # a person's company is a hop of its own: its page need not name the person
            "How many people live in the town where Tam Orr's company built its boats?",
            ("What was Tam Orr's company?", "Which town is where #1 built its boats?", "How many people live in #2?"),
        ),
    ],
)
def test_descriptions_become_steps_innermost_first(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        # the question's own verb stands between the noun and its clause
        (
            "When was the tannery founded that made the saddles of the Corlan Hunt?",
            ("Which tannery made the saddles of the Corlan Hunt?", "When was #1 founded?"),
        ),
        (
            "In which year did the yard open where Wil Harker built his first boat?",
            ("Which yard is where Wil Harker built his first boat?", "In which year did #1 open?"),
        ),
        (
            "How many people does the town have where the Orlen mint stood?",
            ("Which town is where the Orlen mint stood?", "How many people does #1 have?"),
        ),
        # chatter in front, and an indirect question put back in question order
        (
            "Hey, do you know when the school was founded whose first teacher was Lena Brant's niece?",
            ("Who was Lena Brant's niece?", "Which school's first teacher was #1?", "When was #2 founded?"),
        ),
    ],
)
def test_extraposed_clauses_and_chatter(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    "question",
    [
        "When did the Pell Harbour lighthouse open?",
        "What is the name of the railway's steam locomotive?",  # the locomotive has no page of its own
        "Who made the lens of the Orlen lighthouse?",  # a lens is not looked up on its own
        "What is the best known cheese of the Selby Dairy?",
        "Who was the first keeper of the Orlen lighthouse?",  # the description is the question itself
        "How many passengers did the Selby ferry carry in 1930?",
        "Which beer made Tom Wick, the founder of the Selby Brewery, famous?",  # an apposition names him already
        "Did more than 200 people work at the Pell mill?",  # "more", but no sides to compare
        "The Pell bridge was built by a firm. Who founded it?",  # "it": the bridge or the firm
        "When was the school founded by Ivo Venn?",  # a past passive: the participle is the question's verb
        "Who was the daughter of which brewer?",  # "of which brewer" asks: no relative clause
        # wordings the splitter would garble are searched whole
        "The organ in Pell's church, the one with the plaque in its porch, came from a firm. "
        "What trade had that firm's founder learned before he took up organ building?",
        "Which architect designed the hall in Pell, the one whose upper room once housed the school?",
        "Ada Penn was on the bridge when her ship ran aground in fog. How tall is the lighthouse on the rock?",
    ],
)
def test_one_fact_questions_stay_one_step(question: str) -> None:
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    ("question", "steps", "values", "answer"),
    [
        (
            "Which is older, the Selby Dairy or Wick & Sons?",
            ("When was the Selby Dairy founded?", "When was Wick & Sons founded?"),
            ["1850", "1861"],
            "Selby Dairy",
        ),
        (  # a ship is built, not founded
            "Which ship is older, MV Brannoch II or MV Velmar Trader?",
            ("When was MV Brannoch II built?", "When was MV Velmar Trader built?"),
            ["1979", "1975"],
            "MV Velmar Trader",
        ),
        (
            "Which town has more inhabitants, Pell or Orlen?",
            ("How many inhabitants does Pell have?", "How many inhabitants does Orlen have?"),
            ["about 900", "2,400"],
            "Orlen",
        ),
        (
            "Who was born first, Ada Penn or Ivo Marsh?",
            ("When was Ada Penn born?", "When was Ivo Marsh born?"),
            ["12 May 1871", "1869"],
            "Ivo Marsh",
        ),
        (  # asked yes/no-style
            "Do more people live in Pell or in the Orlen District?",
            ("How many people live in Pell?", "How many people live in the Orlen District?"),
            ["about 900", "2,400"],
            "Orlen District",
        ),
        (  # three sides, after a colon
            "Which was founded first: the Pell Quarry Company, the Orlen boatyard or the Selby Brickworks?",
            (
                "When was the Pell Quarry Company founded?",
                "When was the Orlen boatyard founded?",
                "When was the Selby Brickworks founded?",
            ),
            ["1871", "1868", "1880"],
            "Orlen boatyard",
        ),
        (  # the sides own the thing compared
            "Which town's school was founded earlier, Pell's or Orlen's?",
            ("When was Pell's school founded?", "When was Orlen's school founded?"),
            ["1871", "1868"],
            "Orlen",
        ),
        (  # a first name alone gets the family name the question gives
            "Hey, which of the Marsh brothers was born first, Ivo or Tam?",
            ("When was Ivo Marsh born?", "When was Tam Marsh born?"),
            ["1871", "1868"],
            "Tam Marsh",
        ),
        (  # who held a post first: when each held it
            "Who was mayor of Pell first, Ada Penn or Ivo Marsh?",
            ("When was Ada Penn mayor of Pell?", "When was Ivo Marsh mayor of Pell?"),
            ["from 1899 to 1903", "1887"],
            "Ivo Marsh",
        ),
        (  # who did something first: when each did it
            "Which town got its present town hall first, Pell or Orlen?",
            ("When did Pell get its present town hall?", "When did Orlen get its present town hall?"),
            ["1902", "1888"],
            "Orlen",
        ),
        (
            "Was the Pell bridge finished before the Orlen mill?",
            ("When was the Pell bridge finished?", "When was the Orlen mill finished?"),
            ["1902", "1888"],
            "no",
        ),
        (  # fresh15 h08: a job that took longer is a duration, not a length; a number written in words
            "Which job took longer, the refit of MV Heron or the new engines of MV Tern in 1989?",
            ("How long did the refit of MV Heron take?", "How long did the new engines of MV Tern in 1989 take?"),
            ["11 weeks", "seven weeks"],
            "refit of MV Heron",
        ),
        (
            "Which crossing takes less time, Pell to Orlen or Orlen to Ask?",
            (
                "How long does the crossing from Pell to Orlen take?",
                "How long does the crossing from Orlen to Ask take?",
            ),
            ["1 hour 5 minutes", "fifty minutes"],
            "Orlen to Ask",
        ),
    ],
)
def test_comparisons_look_up_each_side_and_compare_in_code(
    question: str, steps: tuple[str, ...], values: list[str], answer: str
) -> None:
    assert decompose(question) == steps
    assert compare(question, values) == answer


@pytest.mark.parametrize(
    "question",
    [
        "Which was founded first: the Selby Dairy, the Pell mill, the Tarn forge or the Orlen mint?",  # four sides
        "Who was the better painter, Ada Penn or Ivo Marsh?",  # no value the code knows how to compare
    ],
)
def test_comparisons_the_code_cannot_split_are_left_to_the_model(question: str) -> None:
    assert decompose(question) is None


def test_a_comparison_of_two_descriptions_looks_each_side_up_then_its_value() -> None:
    """Each side's entity first, then its value; the last step compares the values in brackets."""
    assert decompose("Who was born first, the founder of the Selby Dairy or the founder of the Pell mill?") == (
        "Who was the founder of the Selby Dairy?",
        "When was #1 born?",
        "Who was the founder of the Pell mill?",
        "When was #3 born?",
        "Who was born first, #1 (#2) or #3 (#4)?",
    )
    assert decompose("Who is older, Ada Penn or the founder of the Pell mill?") == (
        "When was Ada Penn born?",
        "Who was the founder of the Pell mill?",
        "When was #2 born?",
        "Who is older, Ada Penn (#1) or #2 (#3)?",
    )
    too_long = "Who was born first, the founder of the firm that built X or the founder of the firm that built Y?"
    assert decompose(too_long) is None  # six lookups: more than a plan holds


def test_a_yes_no_comparison_of_values_looks_each_side_up() -> None:
    """ "Is X longer than Y?": each side's value (a described side first, then its value); with a
    described side a last step compares the values in brackets."""
    assert decompose("Was the Pell mill older than the Orlen brewery?") == (
        "When was the Pell mill founded?",
        "When was the Orlen brewery founded?",
    )
    assert decompose("Is the main tributary of the river Orla longer than the Pell canal?") == (
        "What is the main tributary of the river Orla?",
        "How long is #1?",
        "How long is the Pell canal?",
        "Is #1 (#2) longer than the Pell canal (#3)?",
    )
    assert decompose("How long is the main tributary of the river Orla?") == (
        "What is the main tributary of the river Orla?",
        "How long is #1?",
    )


def test_which_came_first_of_two_built_things_asks_when_each_was_built() -> None:
    assert decompose("Which came first, the lighthouse on Orla Skerry or the stone pier at Pell?") == (
        "When was the lighthouse on Orla Skerry built?",
        "When was the stone pier at Pell built?",
    )
    assert decompose("Which came first, the Pell Dairy or the Orlen brewery?") == (
        "When was the Pell Dairy founded?",
        "When was the Orlen brewery founded?",
    )
    assert decompose("Which is older, MV Tern or SS Orla?") == ("When was MV Tern built?", "When was SS Orla built?")
    assert decompose("Which was laid out earlier, the Pell recreation ground or the Orla physic garden?") == (
        "When was the Pell recreation ground laid out?",
        "When was the Orla physic garden laid out?",
    )


def test_a_choice_asked_with_the_pair_first_looks_up_each_side_by_its_name() -> None:
    """ "Of A and B, who ...?" is "Who ..., A or B?"; the words before a side's name are left out,
    unless its name is one word ("his uncle Hugh" is named by whose uncle he is)."""
    assert decompose("Of the brickmaker Ada Penn and the glassmaker Ivo Marsh, which woman was born earlier?") == (
        "When was Ada Penn born?",
        "When was Ivo Marsh born?",
    )
    assert decompose("Of the Pell Dairy and the Orlen brewery, which one was founded first?") == (
        "When was the Pell Dairy founded?",
        "When was the Orlen brewery founded?",
    )
    assert decompose("Of the astronomer Tam Orr and his uncle Hugh, who reached the greater age?") == (
        "When did Tam Orr live?",
        "When did Tam Orr's uncle Hugh live?",
    )
    assert (
        compare(
            "Of the brickmaker Ada Penn and the glassmaker Ivo Marsh, which woman was born earlier?", ["1872", "1874"]
        )
        == "Ada Penn"
    )
    assert decompose("Quick check: which came first, the Pell Dairy or the Orlen brewery?") == (
        "When was the Pell Dairy founded?",
        "When was the Orlen brewery founded?",
    )


def test_a_request_for_a_thing_named_as_a_noun_is_read_as_its_question() -> None:
    """ "Tell me the birth year of X" asks "In what year was X born?", split like any question."""
    assert decompose("Hi, I'd like to know the birth year of the mason whose niece founded Pell Clocks.") == (
        "Which mason's niece founded Pell Clocks?",
        "In what year was #1 born?",
    )
    assert decompose("Tell me the year the pier at the town where Ada Penn was born was built.") == (
        "In which town was Ada Penn born?",
        "In what year was the pier at #1 built?",
    )
    assert decompose("I'd like to know the population of the town where Ada Penn was born.") == (
        "In which town was Ada Penn born?",
        "What is the population of #1?",
    )


def test_a_request_for_a_person_named_by_role_is_asked_with_who() -> None:
    """ "Tell me the founder of X" asks for a person: "Who is the founder of X?", not "What is ..."."""
    assert decompose("Tell me the founder of the company that built the Pell bridge.") == (
        "Which company built the Pell bridge?",
        "Who is the founder of #1?",
    )


def test_a_perfect_asked_against_another_event_looks_up_both_dates_and_compares_them() -> None:
    question = "Had the lime kilns at Pell already stopped burning when the Orlen Ropeworks closed?"
    assert decompose(question) == (
        "When had the lime kilns at Pell stopped burning?",
        "When was the Orlen Ropeworks closed?",
    )
    assert compare(question, ["1911", "1921"]) == "yes"
    assert compare(question, ["1931", "1921"]) == "no"
    assert compare(question, ["1921", "1921"]) is None  # the same year: which came first is not known
    assert decompose("Had Ada Penn retired by the time the bridge was opened?") == (
        "When had Ada Penn retired?",
        "When was the bridge opened?",
    )


def test_a_perfect_against_an_event_named_or_done_by_a_person_is_looked_up_in_plain_words() -> None:
    """ "by the time of the flood" names an event: its date is looked up ("When was the flood?");
    a side a person does is asked with "did" ("When did Ada Penn die?", not "When did Ada Penn died
    close?"); a side naming no one ("her son was born") is left to the model's plan, not garbled."""
    question = "Had the Pell mill closed by the time of the great flood?"
    assert decompose(question) == ("When had the Pell mill closed?", "When was the great flood?")
    assert compare(question, ["1911", "1921"]) == "yes"
    assert decompose("Did the mill close before Ada Penn died?") == (
        "When did the mill close?",
        "When did Ada Penn die?",
    )
    assert decompose("Had the Pell mill closed when Ada Penn died?")[1] == "When did Ada Penn die?"
    assert decompose("Had the mill closed by the time her son was born?") is None


def test_a_thing_named_then_described_between_commas_is_the_thing_named() -> None:
    question = "SS Pell, the company's first steamer, had room for how many cars?"
    assert decompose(question) == (question,)  # one search: the description is no lookup


def test_a_name_described_at_the_questions_end_is_the_name() -> None:
    """fresh16 k16 was searched whole: its trailing description kept the hops from splitting."""
    question = "Who founded the firm that made the Pell Cup, the trophy for the main race of the Orla regatta?"
    assert decompose(question) == ("Which firm made the Pell Cup?", "Who founded #1?")
    one_or_other = "Who built the bridge at Pell Ford, the stone one or the iron one?"
    assert decompose(one_or_other) != ("Who built the bridge at Pell Ford?",)  # a choice is no description


def test_a_topic_then_a_request_about_it_reads_as_one_question() -> None:
    """ "X has a stone pier - do you know when it was built?": "it" is the pier of X; "- I'd like to
    know the year it was founded" asks "in what year was it founded?"."""
    assert decompose("Ada Penn's home town has a stone pier - do you know when it was built?") == (
        "What was Ada Penn's home town?",
        "When was the stone pier of #1 built?",
    )
    assert decompose("The club that runs the Pell regatta - I'd like to know the year it was founded?") == (
        "Which club runs the Pell regatta?",
        "In what year was #1 founded?",
    )


def test_a_statement_that_asks_at_its_end_splits_as_its_question() -> None:
    assert decompose("The man who started the Pell linen business was born in which year?") == (
        "Who started the Pell linen business?",
        "In which year was #1 born?",
    )
    assert decompose("The company that built the organ in St Orla's had been founded in what year?") == (
        "Which company built the organ in St Orla's?",
        "In what year was #1 founded?",
    )
    one = "The long shed of the Pell Ropeworks was pulled down in which year?"
    assert decompose(one) == (one,)
    # about the one who did the statement's verb, after an aside about its subject
    assert decompose(
        "Built of Orla brick, the Pell Infirmary was put up by a contractor that had been founded in what year?"
    ) == (
        "Which contractor put up the Pell Infirmary?",
        "In what year was #1 founded?",
    )


def test_a_participle_after_a_name_in_the_possessive_is_the_questions_verb() -> None:
    assert decompose("When was the company that built the organ in St Orla's founded?") == (
        "Which company built the organ in St Orla's?",
        "When was #1 founded?",
    )


def test_does_a_have_more_than_b_looks_up_both_counts_and_compares_them() -> None:
    question = "Just wondering, does Pell have more people living in it than Orlen over on Orla?"
    assert decompose(question) == ("How many people live in Pell?", "How many people live in Orlen over on Orla?")
    assert compare(question, ["about 1,200", "about 2,100"]) == "no"
    assert decompose("Does the Pell Mill have fewer looms than the Orlen Mill?") == (
        "How many looms does the Pell Mill have?",
        "How many looms does the Orlen Mill have?",
    )
    assert compare("Does the Pell Mill have fewer looms than the Orlen Mill?", ["40", "60"]) == "yes"


def test_a_thing_introduced_inside_a_relative_clause_of_the_statement_is_described_through_it() -> None:
    assert decompose(
        "Ada Penn's father was born in an island harbour that later got a small freight quay. "
        "In which year was that quay added?"
    ) == (
        "Who was Ada Penn's father?",
        "In which island harbour was #1 born?",
        "In which year was the quay of #2 added?",
    )
    assert decompose(
        "Pell Park was laid out on fields that a linen business once used; "
        "the man who started that business was born in which year?"
    ) == ("Which business once used the fields of Pell Park?", "Who started #1?", "In which year was #2 born?")


@pytest.mark.parametrize(
    "question",
    [
        "Ada Penn retired in 1920. Who was mayor of Pell at that time?",  # "that time": no thing implied
        "Ada Penn sailed on the Heron. Who built that ship?",  # the statement names the ship
        "The town where Ada Penn was born is home to how many people?",  # "home to": no verb to turn round
        "The mill where Ada Penn worked was closed and was demolished in what year?",
    ],
)
def test_shapes_the_newer_rules_leave_as_one_search(question: str) -> None:
    assert decompose(question) == (question,)


def test_newer_rules_keep_what_picks_the_thing_out() -> None:
    # a name after "of the" is a person's relative, not a place: the clause stays with the name
    assert decompose("Who was the daughter of the Marsh who built the Heron?") == (
        "Who built the Heron?",
        "Who was the daughter of #1?",
    )
    # an aside ending in a name may be what picks the subject out: it is kept
    assert "Ada Penn" in " ".join(
        decompose("Built for Ada Penn, the house that stands on the Kell was sold when?") or ()
    )
    # a described group is no pair of sides
    group = "Of the ships built at Pell and launched in 1900, which was the longest?"
    assert strip_chatter(group) == group
    assert decompose("Does Pell have more fishing boats than Orla?") == (
        "How many fishing boats does Pell have?",
        "How many fishing boats does Orla have?",
    )


def test_a_side_written_the_one_is_the_thing_the_lead_asks_for() -> None:
    assert decompose(
        "Which ship is longer: the one on the busiest crossing of the Pell Line, or the one on the Orla route?"
    ) == (
        "Which ship is on the busiest crossing of the Pell Line?",
        "How long is #1?",
        "Which ship is on the Orla route?",
        "How long is #3?",
        "Which ship is longer, #1 (#2) or #3 (#4)?",
    )


def test_more_hops_than_a_plan_holds_are_left_to_the_model() -> None:
    question = (
        "Where was the wife of the son of the founder of the firm that built the mill that "
        "grinds the corn of the village where Ada Penn was born buried?"
    )
    assert decompose(question) is None
    assert MAX_STEPS == 4


def test_a_yes_no_comparison_whose_second_side_runs_into_a_clause_is_not_split() -> None:
    """ "Do more people from Pell or Orlen work at the mill?": the pattern would read the second
    side as "Orlen work at the mill"; the code does not plan it (the model does)."""
    steps = decompose("Do more people from Pell or Orlen work at the mill?")
    assert steps is None or not any("work at the mill" in step for step in steps)
    assert decompose("Do more people live in Pell or in the town of Orlen?") is not None


def test_a_journey_compared_from_one_end_is_looked_up_to_each_side() -> None:
    question = "Which island is the longer ferry ride from Port Pell, Orla or Skerry?"
    assert decompose(question) == (
        "How long is the ferry ride from Port Pell to Orla?",
        "How long is the ferry ride from Port Pell to Skerry?",
    )
    assert compare(question, ["1 hour 5 minutes", "50 minutes"]) == "Orla"  # 65 minutes, not 1
    assert compare(question, ["45 min", "1 h"]) == "Skerry"


def test_a_clause_then_a_question_about_that_thing_is_split_as_one_question() -> None:
    assert decompose("The company's very first ship came from a yard; who started that yard?") == (
        "Which yard built the company's very first ship?",  # "came" is read as a past verb; a yard builds
        "Who started #1?",
    )
    assert decompose("A yard built MV Orla Star: who founded that yard?") == (
        "Which yard built MV Orla Star?",
        "Who founded #1?",
    )
    # the clause does not introduce the thing: left to the model
    assert decompose("The yard is old; who founded that yard?") == ("The yard is old; who founded that yard?",)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        # a rank and an infinitive pick out one thing
        (
            "Where was the father of the first woman to captain a Morrow Line ship born?",
            (
                "Who was the first woman to captain a Morrow Line ship?",
                "Who was the father of #1?",
                "Where was #2 born?",
            ),
        ),
        # an adjective before the role, a role word of a trade
        (
            "What did the elder brother of the Pellam Infirmary's first matron design?",
            ("Who was the Pellam Infirmary's first matron?", "Who was the elder brother of #1?", "What did #2 design?"),
        ),
        # a hyphenated "-ing" word is an adjective, not a clause
        (
            "Where was the grandfather of the Orlen Gazette's longest-serving editor born?",
            (
                "Who was the Orlen Gazette's longest-serving editor?",
                "Who was the grandfather of #1?",
                "Where was #2 born?",
            ),
        ),
        # "the name of" the thing is the thing
        (
            "What was the name of the first car-carrying ferry ordered by Ivo Marsh's son?",
            ("Who was Ivo Marsh's son?", "What was the first car-carrying ferry ordered by #1?"),
        ),
        # a time in front stays with the last step
        (
            "By 1950, how many carts did the haulage firm founded by Rosa Keel's nephew run?",
            (
                "Who was Rosa Keel's nephew?",
                "Which haulage firm was founded by #1?",
                "By 1950, how many carts did #2 run?",
            ),
        ),
        # a topic, then a question with a pronoun for it; the clause ends at the question's own verb
        (
            "The man who first kept the Tarn lighthouse: which village did he come from originally?",
            ("Who first kept the Tarn lighthouse?", "Which village did #1 come from originally?"),
        ),
        # a statement introducing "a local firm", then a question about "that firm's founders"
        (
            "The Pell chapel's roof was paid for by a local firm. Which of that firm's founders cut its first slate?",
            ("Which firm paid for the Pell chapel's roof?", "Which of the founders of #1 cut its first slate?"),
        ),
        # two words owned after "that viaduct's", then the passive's participle: both stay together (fresh13 k09)
        (
            "The grandson of the ropemaker Obadiah Pike designed a railway viaduct. "
            "In what year were that viaduct's iron parts cast?",
            (
                "Who was the grandson of the ropemaker Obadiah Pike?",
                "Which railway viaduct was designed by #1?",
                "In what year were the iron parts of #2 cast?",
            ),
        ),
        # ... but after "did", the word after the owned noun is the question's verb
        (
            "The grocer Ivo Marsh built a ferry. When did that ferry's first master retire?",
            (
                "Which ferry was built by the grocer Ivo Marsh?",
                "Who was the first master of #1?",
                "When did #2 retire?",
            ),
        ),
        # a trade's first holder, after a possessive
        (
            "What year was the Pell Infirmary's first physician born?",
            ("Who was the Pell Infirmary's first physician?", "What year was #1 born?"),
        ),
        # "that glassworks' first manager", after a statement introducing a glassworks
        (
            "The grocer Ivo Marsh's sister founded a glassworks. Where was that glassworks' first manager born?",
            (
                "Who was the grocer Ivo Marsh's sister?",
                "Which glassworks was founded by #1?",
                "Who was the first manager of #2?",
                "Where was #3 born?",
            ),
        ),
        # a reduced clause in the subject ends at the question's own verb; "the racing cyclist X" is X
        (
            "Until what year did the cycle works founded by the racing cyclist Tam Orr's father make bicycles?",
            (
                "Who was the racing cyclist Tam Orr's father?",
                "Which cycle works was founded by #1?",
                "Until what year did #2 make bicycles?",
            ),
        ),
        # a topic, then "in which town ... her mother"
        (
            "The cheesemaker who introduced a blue cheese in 1968: in which town was her mother born?",
            ("Who introduced a blue cheese in 1968?", "Who was the mother of #1?", "In which town was #2 born?"),
        ),
        # a ship described by its owner and rank is looked up first, also inside a role's owner
        (
            "Where was the first master of the company's very first ferry born?",
            ("What was the company's very first ferry?", "Who was the first master of #1?", "Where was #2 born?"),
        ),
        ("Who designed the company's freight ship?", ("What was the company's freight ship?", "Who designed #1?")),
        # a modal before the question's own verb ends the reduced clause in the subject
        (
            "How many passengers could the ferry commanded by Captain Ivo Penn carry?",
            ("Which ferry was commanded by Captain Ivo Penn?", "How many passengers could #1 carry?"),
        ),
        (
            "How many people can the hall built by the architect of the Pell library seat?",
            ("Who was the architect of the Pell library?", "How many people can the hall built by #1 seat?"),
        ),
        # "X had a son who ...": the question's "the son" is the son of X; a present verb ends the clause
        (
            "The engineer of the canal that opened in 1809 between Pell and Orlen had a son who became a painter. "
            "Which of the son's pictures hangs in the Pell library?",
            (
                "Which canal opened in 1809 between Pell and Orlen?",
                "Who is the engineer of #1?",
                "Who is the son of #2?",
                "Which of the pictures of #3 hangs in the Pell library?",
            ),
        ),
        # a topic, then "X had an older sister who ...", then a question about "that sister"
        (
            "Wool history: the first chairwoman of the Pell Wool Cooperative had an older sister who was an architect. "
            "When was the corn exchange designed by that sister finished?",
            (
                "Who was the first chairwoman of the Pell Wool Cooperative?",
                "Who was the sister of #1?",
                "Which corn exchange was designed by #2?",
                "When was #3 finished?",
            ),
        ),
        # an exception in front stays with the last step
        (
            "Apart from the Pell library, what did the grandson of the woman who founded the Orla Candle Works design?",
            (
                "Who founded the Orla Candle Works?",
                "Who was the grandson of #1?",
                "Apart from the Pell library, what did #2 design?",
            ),
        ),
        # a route's name ends where the clause goes on ("had her stern door renewed")
        (
            "When the ship on the Pell to Orla Quay route had her stern door renewed, how long was she out of service?",
            (
                "Which ship is on the Pell to Orla Quay route?",
                "When #1 had her stern door renewed, how long was she out of service?",
            ),
        ),
        # a relative clause nested in the subject ends at the question's verb, an adverb before it
        (
            "In which year did the daughter of the man who founded Venn's Stores first fly an aeroplane?",
            (
                "Who founded Venn's Stores?",
                "Who was the daughter of #1?",
                "In which year did #2 first fly an aeroplane?",
            ),
        ),
        # "the breakwater that shelters it": the pronoun is the question's own subject, no lookup
        (
            "When did the Orla pier get the granite breakwater that shelters it?",
            ("When did the Orla pier get the granite breakwater that shelters it?",),
        ),
        # a post held "when" something happened: the time is looked up first
        (
            "Who was mayor of Pell when the town hall was built?",
            ("When was the town hall built?", "Who was mayor of Pell in #1?"),
        ),
        (
            "How many people live on the home island of the man who was Orla's harbourmaster when the new pier opened?",
            (
                "When did the new pier open?",
                "Who was Orla's harbourmaster in #1?",
                "What is the home island of #2?",
                "How many people live on #3?",
            ),
        ),
        # the clause's verb is the question's last word; "its" is the place named before it
        (
            "Who was harbourmaster of Orla when its new passenger terminal opened?",
            ("When did Orla's new passenger terminal open?", "Who was harbourmaster of Orla in #1?"),
        ),
        # a year after a possessive post picks out who held it then; a relative clause's post is looked up whole
        (
            "Where was Orla's harbourmaster in 1990 born?",
            ("Who was Orla's harbourmaster in 1990?", "Where was #1 born?"),
        ),
        ("How old was the man who was Pell's mayor in 1920?", ("Who was Pell's mayor in 1920?", "How old was #1?")),
        # an object clause without "that", its subject with "the", phrases after its verb
        (
            "Who was chief engineer of the ship the Orla Yard built for the company in the 1960s?",
            ("Which ship was built by the Orla Yard for the company in the 1960s?", "Who was chief engineer of #1?"),
        ),
        # a person's post "in" or "at" a place is a role (a school "in" a town is not)
        (
            "Where was the first woman harbourmaster in the Orla Isles born?",
            ("Who was the first woman harbourmaster in the Orla Isles?", "Where was #1 born?"),
        ),
        ("When was the school in Pell founded?", ("When was the school in Pell founded?",)),
        # the ship on a route is looked up first; under a role the step is tried whole (split on failure)
        (
            "How many cars can the ship on the night crossing to Orlen Quay carry?",
            ("Which ship is on the night crossing to Orlen Quay?", "How many cars can #1 carry?"),
        ),
        (  # a route told by its owner's possessive ("the Pell Line's busiest crossing") is one route
            "How many cars can the ship on the Pell Line's busiest crossing take?",
            ("Which ship is on the Pell Line's busiest crossing?", "How many cars can #1 take?"),
        ),
        (
            "Where was the first master of the ferry on the Pell to Orlen route born?",
            ("Who was the first master of the ferry on the Pell to Orlen route?", "Where was #1 born?"),
        ),
        (  # a clause introduces the thing, the question ("In which year ...") refers back to it
            "The Pell Gas Company put its first works beside a mill. In which year was that mill built?",
            (
                "Which mill is the one that the Pell Gas Company put its first works beside?",
                "In which year was #1 built?",
            ),
        ),
        (  # a verb, its particle and an object of its own ("drew up the plans for"): no passive (fresh69 k07)
            "Which firm built the hall that the son of Ada Venn drew up the plans for?",
            (
                "Who was the son of Ada Venn?",
                "Which hall is the one that #1 drew up the plans for?",
                "Which firm built #2?",
            ),
        ),
        (  # "X had an uncle who started a foundry": the foundry started by the uncle of X
            "Hi: the man who founded the Orlen ropeworks had an uncle who started a foundry. "
            "When was the foundry founded?",
            (
                "Who founded the Orlen ropeworks?",
                "Who was the uncle of #1?",
                "Which foundry was started by #2?",
                "When was #3 founded?",
            ),
        ),
        (  # the clause names the thing as its subject's ("her builder"): the builder of the subject
            "The ferry on the Pell crossing was the last ship her builder ever built. When did that builder close?",
            ("Who was the builder of the ferry on the Pell crossing?", "When did #1 close?"),
        ),
        (  # ... "her home town", the question opening with "About how many"
            "The firm's historian taught at the school of her home town. About how many people live in that town?",
            ("Who is the firm's historian?", "What is the home town of #1?", "About how many people live in #2?"),
        ),
        (  # a two-word thing ("that dry dock"), introduced in a "when" sentence about the ship
            "When MV Pell Star had her hull repaired in 2019, she went into a dry dock. When was that dry dock dug?",
            ("Which dry dock is the one that MV Pell Star went into in 2019?", "When was #1 dug?"),
        ),
        (  # "there" in the question is the place the clause names
            "The Pell painting shows a storm at Orlen. How many boats sank there in that storm?",
            ("Which storm is the one that the Pell painting shows at Orlen?", "How many boats sank at Orlen in #1?"),
        ),
        (  # a clause in the present ("who holds") ends at the question's own verb
            "How many times did the grandfather of the shepherd who holds the record at the Pell trials win the cup?",
            (
                "Who holds the record at the Pell trials?",
                "Who was the grandfather of #1?",
                "How many times did #2 win the cup?",
            ),
        ),
        (  # what someone became is asked about, not looked up
            "When did the son of Ada Venn become the first woman member of the valley's guild of masons?",
            (
                "Who was the son of Ada Venn?",
                "When did #1 become the first woman member of the valley's guild of masons?",
            ),
        ),
        (  # a statement introduces someone, the question refers to them by a pronoun
            "The biggest inn of Pell was opened by a brewer. Where was she born?",
            ("Who opened the biggest inn of Pell?", "Where was #1 born?"),
        ),
        (  # ... whose own hops split too, numbered after the statement's
            "Hey, the club that has won the Orlen Cup most often was founded by a clerk. When did the mill where he "
            "worked close?",
            (
                "Which club has won the Orlen Cup most often?",
                "Who founded #1?",
                "Which mill is where #2 worked?",
                "When did #3 close?",
            ),
        ),
        (  # the someone's relative clause describes them; "his" stands for them as an owner
            "The Pell bus company was founded by a mechanic who drove its first bus. Who was his father?",
            ("Who founded the Pell bus company?", "Who was #1's father?"),
        ),
        (  # a lifespan comparison asks when each lived (the years lived are compared in code)
            "Who lived longer, the potter Rosa Pell or Ida Venn?",
            ("When did the potter Rosa Pell live?", "When did Ida Venn live?"),
        ),
        (  # an object after the clause's verb: no passive ("was put by X its works beside")
            "When was the mill that the Pell Gas Company put its works beside built?",
            ("Which mill is the one that the Pell Gas Company put its works beside?", "When was #1 built?"),
        ),
        (  # a base verb the word list does not know, known by its object after the described thing
            "In which year did the shipyard founded by the engineer Ivo Venn launch its first ferry?",
            ("Which shipyard was founded by the engineer Ivo Venn?", "In which year did #1 launch its first ferry?"),
        ),
        (  # a preposition before the relative "which": the thing is looked up with it
            "How many passengers does the ship on which Captain Ivo Venn first served as mate have?",
            (
                "Which ship is the one on which Captain Ivo Venn first served as mate?",
                "How many passengers does #1 have?",
            ),
        ),
        (  # ... and the question's own verb before it stays with the question
            "In which year was the ship built on which Captain Ivo Venn first served as mate?",
            ("Which ship is the one on which Captain Ivo Venn first served as mate?", "In which year was #1 built?"),
        ),
        (
            "Where was the man born for whom the Pell ferry was named?",
            ("Who is the man for whom the Pell ferry was named?", "Where was #1 born?"),
        ),
        (  # a described side of a comparison, looked up before its value
            "Which carried more passengers: the ship on which Ivo Venn served as mate, or SS Velmar?",
            (
                "Which ship is the one on which Ivo Venn served as mate?",
                "How many passengers does #1 have?",
                "How many passengers does SS Velmar have?",
                "Which carried more passengers, #1 (#2) or SS Velmar (#3)?",
            ),
        ),
        (  # a clause inside a clause ends at the question's verb with its own object ("build the ...")
            "In what year did the brothers who founded the yard that built the ship Tern build the first lifeboat?",
            ("Which yard built the ship Tern?", "Who founded #1?", "In what year did #2 build the first lifeboat?"),
        ),
        (  # one of a pair found by a step: which one is a step of its own
            "Where was the younger of the two sisters who founded the Pell mill born?",
            ("Who founded the Pell mill?", "Who was the younger of #1?", "Where was #2 born?"),
        ),
        (  # ... where the plan has room for it
            "In what year did the elder of the two brothers who founded the yard that built the Orlen Line's first "
            "ship build the first lifeboat?",
            (
                "What was the Orlen Line's first ship?",
                "Which yard built #1?",
                "Who founded #2?",
                "In what year did the elder of #3 build the first lifeboat?",
            ),
        ),
        (  # a statement that someone had a relative, then a question about that relative by pronoun
            "The miller who first chaired the Pell water board had a daughter who became mayor of Orla. "
            "In which year did she take office?",
            (
                "Who first chaired the Pell water board?",
                "Who was the daughter of #1?",
                "In which year did #2 take office?",
            ),
        ),
        (  # a statement whose subject describes a person, then a question about that person by pronoun (fresh13 h03)
            "Quick one: Captain Ada Penn's cousin was also a ship's master. How old was he when he went to sea?",
            ("Who was Captain Ada Penn's cousin?", "How old was #1 when he went to sea?"),
        ),
        (  # ... also as "the ROLE of X"
            "The first mayor of Orla was a doctor. Where did she train?",
            ("Who was the first mayor of Orla?", "Where did #1 train?"),
        ),
        (  # a clause ending in a name, then the perfect's participle "become" (fresh13 h04)
            "What has the yard that built SS Orla become today?",
            ("Which yard built SS Orla?", "What has #1 become today?"),
        ),
        (  # a leading "Before joining MV X," times the statement; "another company vessel" is introduced (fresh13 h07)
            "Before joining MV Orla Star, the engineer Ivo Penn worked in the engine room of another company vessel. "
            "Who commissioned that vessel?",
            (
                "Which vessel is the one on which the engineer Ivo Penn worked in the engine room?",
                "Who commissioned #1?",
            ),
        ),
        (  # "the naval architect behind X": a role joined by "behind" (fresh13 h05)
            "What sort of boat does the naval architect behind MV Orla Star sail in his own time?",
            ("Who is the naval architect behind MV Orla Star?", "What sort of boat does #1 sail in his own time?"),
        ),
        (  # a company's flagship is a ship to look up first, like "the company's freight ship" (fresh13 h05)
            "What sort of boat does the naval architect behind the Pell Line's flagship sail in his own time?",
            (
                "What is the Pell Line's flagship?",
                "Who is the naval architect behind #1?",
                "What sort of boat does #2 sail in his own time?",
            ),
        ),
        (  # "Apart from its shipyard," before the question that points back to the statement (fresh13 h06)
            "Hey, the master of the Pell Line's flagship was born in a village. "
            "Apart from its shipyard, what is that village known for?",
            (
                "What was the Pell Line's flagship?",
                "Who was the master of #1?",
                "Which village was #2 born in?",
                "Apart from its shipyard, what is #3 known for?",
            ),
        ),
        (  # "that instrument" for the statement's "its organ"; "with the 52-metre spire" ends at the verb (fresh13 k10)
            "The Pell church with the 52-metre spire received its organ in 1912. "
            "When did the founder of the company that made that instrument complete his first one?",
            (
                "Which Pell church has the 52-metre spire?",
                "Which company made the organ of #1?",
                "Who was the founder of #2?",
                "When did #3 complete his first one?",
            ),
        ),
        (  # ... while "with a lift" goes on: a verb after an article is a noun
            "How many cars did the ship with a lift for wheelchairs carry?",
            ("Which ship has a lift for wheelchairs?", "How many cars did #1 carry?"),
        ),
        (  # which one of a group: the group is looked up, then one of it picked
            "Of the two people who founded the building contractor Orla & Penn, which was the elder?",
            ("Who founded the building contractor Orla & Penn?", "Who was the elder of #1?"),
        ),
        (  # a topic, a dash, then the question that refers to it
            "Hey, the man who founded Venn's Stores - what did he pay for in Pell?",
            ("Who founded Venn's Stores?", "What did #1 pay for in Pell?"),
        ),
        (  # a leading phrase before a "whose" question; "catalogue" is the question's verb
            "Before coming to Pell, whose books did the first librarian of the Orla library catalogue?",
            (
                "Who was the first librarian of the Orla library?",
                "Before coming to Pell, whose books did #1 catalogue?",
            ),
        ),
        (  # a thing the statement's subject has, with a place after it: the thing of that subject
            "The island whose pier was rebuilt in 1980 has a daily ferry from Pell. How many cars can that ferry take?",
            (
                "Which island's pier was rebuilt in 1980?",
                "What is the daily ferry of #1?",
                "How many cars can #2 take?",
            ),
        ),
        (  # "is ... built by": no present passive, so the participle describes the canal
            "How long is the canal built by the engineer William Rook?",
            ("Which canal was built by the engineer William Rook?", "How long is #1?"),
        ),
    ],
)
def test_descriptions_written_the_way_people_write_them(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


def test_a_description_followed_by_the_name_it_describes_is_not_looked_up() -> None:
    question = "Which ship did Captain Ada Penn's father, Ivo Penn, command?"
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # "is worked by a ship": the ship that works it; "that ship's chief engineer" keeps both words,
            # and "do" is the question's own verb, not an auxiliary
            "The busiest route of the Orla Line is worked by a single ship. Where did that ship's chief engineer "
            "do her training?",
            (
                "Which ship worked the busiest route of the Orla Line?",
                "Who was the chief engineer of #1?",
                "Where did #2 do her training?",
            ),
        ),
        (  # a statement asked back with ", right?" reads as a statement
            "So the rowing club with blue colours was started by a clerk, right? Where did he work?",
            ("Which rowing club has blue colours?", "Who started #1?", "Where did #2 work?"),
        ),
        (  # a thing the statement only implies, which the question calls "that ship"
            "Ada Penn began her life at sea as a cabin boy. How many cars could that ship take?",
            (
                "Which ship is the one on which Ada Penn began her life at sea as a cabin boy?",
                "How many cars could #1 take?",
            ),
        ),
        (
            "Ivo Marsh learned his trade as a brewer's boy. When was that brewery founded?",
            (
                "Which brewery is the one at which Ivo Marsh learned his trade as a brewer's boy?",
                "When was #1 founded?",
            ),
        ),
    ],
)
def test_a_statement_then_a_question_about_what_it_introduces(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # "its" after a statement about a person: the one thing the statement introduces
            "The mother of the weavers Ada and Ivo Penn opened a dye works. Which towns bought its cloth?",
            (
                "Who was the mother of the weavers Ada and Ivo Penn?",
                "Which dye works was opened by #1?",
                "Which towns bought the cloth of #2?",
            ),
        ),
        (  # "a year" names no thing "it" could stand for: the one thing introduced is the sawmill
            "The cooper Ivo Marsh founded a sawmill after a year of floods. When did it close?",
            ("Which sawmill was founded by the cooper Ivo Marsh after a year of floods?", "When did #1 close?"),
        ),
        (  # "it", after chatter ending in a colon
            "I was wondering: the cooper Ivo Marsh founded a sawmill. In which year did it close?",
            ("Which sawmill was founded by the cooper Ivo Marsh?", "In which year did #1 close?"),
        ),
        (  # "it" is the thing a "whose" clause speaks of, when the question asks again what that clause says
            "The painter Ada Penn was born in a village whose old bridge was later widened for lorries. When was it "
            "widened?",
            ("In which village was the painter Ada Penn born?", "When was the bridge of #1 widened?"),
        ),
        (  # fresh15 h07: "one ship", and an exception before the question ("Besides ferries, ...")
            "Ivo Marsh has been skipper of one trawler since it was new. Besides ferries, what kind of boats does the "
            "yard that built it turn out?",
            (
                "Which trawler is the one that Ivo Marsh has been skipper of since it was new?",
                "Which yard built #1?",
                "Besides ferries, what kind of boats does #2 turn out?",
            ),
        ),
        (  # "Which one?" asks the thing itself, by the statement's own verb, for the kin it names
            "The mayor who opened the Pell baths had a son who also sat on a parish council. Which one?",
            ("Who opened the Pell baths?", "Who was the son of #1?", "Which parish council did #2 also sit on?"),
        ),
    ],
)
def test_a_pronoun_or_which_one_after_a_statement_about_a_person_asks_the_thing_it_introduces(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh16 h06: a ship is "her" as what is done to it, after a statement introducing one ferry
            "Hey, Captain Ivo Marsh was master of one ferry from 1970 to 1990. In which town is the yard that built "
            "her?",
            (
                "Which ferry is the one on which Captain Ivo Marsh was master from 1970 to 1990?",
                "Which yard built #1?",
                "In which town is #2?",
            ),
        ),
        (  # fresh16 h07: the statement's subject is a thing it does not name ("a ship was taken off ...")
            "In 1975 a ship was taken off her summer sailings to cover for the Pell Star. How many ships did the yard "
            "that built her turn out for the Orla Line?",
            (
                "In 1975, which ship was taken off her summer sailings to cover for the Pell Star?",
                "Which yard built #1?",
                "How many ships did #2 turn out for the Orla Line?",
            ),
        ),
        (  # the same with "it" and no time in front
            "A mill was built on the Pell river in 1820. Who founded it?",
            ("Which mill was built on the Pell river in 1820?", "Who founded #1?"),
        ),
        (  # fresh16 k06: a person described by a relative clause, then a thing the statement introduces
            "I was wondering: the man who founded the Pell Ropeworks was churchwarden of a church for thirty years. "
            "In what year was that church built?",
            (
                "Who founded the Pell Ropeworks?",
                "Which church is the one that #1 was churchwarden of for thirty years?",
                "In what year was #2 built?",
            ),
        ),
        (  # fresh17 k06: "that uncle" and "his" both stand for the kin the statement introduces
            "I was wondering: the teacher Ada Penn's husband had an uncle who was a schoolmaster. For how many years "
            "did that uncle teach at his school?",
            (
                "Who was the teacher Ada Penn's husband?",
                "Who was the uncle of #1?",
                "For how many years did #2 teach at his school?",  # his own (fresh32 k06),
            ),
        ),
        (  # fresh17 k05: the clause may end in a quoted title
            'The poet who wrote "The Orla Poems" was born in a small village. In what year was that village\'s '
            "church built?",
            (
                'Who wrote "The Orla Poems"?',
                "Which village was #1 born in?",
                "In what year was the church of #2 built?",
            ),
        ),
        (  # a past perfect in the statement is read as a past ("had earlier kept": earlier kept)
            "The woman who opened the Orla Hotel had earlier kept a coaching inn for a decade. What was that inn "
            "called?",
            ("Who opened the Orla Hotel?", "Which inn was kept by #1 earlier for a decade?", "What was #2 called?"),
        ),
        (  # "her" before a noun is a possessive: the captain's engines or the ship's, so no split
            "Captain Ada Penn was master of one ferry. Who built her engines?",
            ("Captain Ada Penn was master of one ferry. Who built her engines?",),
        ),
    ],
)
def test_a_statement_whose_subject_is_described_or_unnamed_is_looked_up_first(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (
            "Beside which river did the mill founded by the father of Ada Penn stand?",
            ("Who was the father of Ada Penn?", "Which mill was founded by #1?", "Beside which river did #2 stand?"),
        ),
        (
            "Along which road did the inn run by the son of Ivo Marsh stand?",
            ("Who was the son of Ivo Marsh?", "Which inn was run by #1?", "Along which road did #2 stand?"),
        ),
    ],
)
def test_a_question_opened_by_a_place_preposition_keeps_its_verb_at_the_end(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    "question",
    [
        "The Pell viaduct was built by a firm. When did it open?",  # "it" may be the viaduct, no person
        "The cooper Ivo Marsh founded a sawmill and a tannery. When did it close?",  # two things: which one?
        "The cooper Ivo Marsh was born in 1850. Which one?",  # nothing introduced
        # "it" after a "whose" clause the question does not ask again: the village or its bridge?
        "The painter Ada Penn was born in a village whose old bridge was later widened. How old is it?",
    ],
)
def test_a_pronoun_that_may_stand_for_another_thing_is_not_read_as_the_introduced_one(question: str) -> None:
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    "question",
    [
        # a split that tears a clause from its noun ("Which yard built #1 that anglers hire ...") is garbled
        "Hey, anglers hire boats to Orla Rock from a harbour that also gets a winter ferry. Which yard built the "
        "ship on that winter ferry?",
        # "that carried" is a relative clause, not "that (thing)" the statement introduces ("a ship that carried")
        "The Pell ferry was a ship that carried mail. Which yard built the ship that carried the mail?",
        # "bought his wool at been"
        "A mill on the river Orla had a wheel 5 metres across that drove ten looms. The merchant who built it "
        "bought his wool at a weekly market; since which year has that market been held?",
    ],
)
def test_statements_the_splitter_would_garble_are_searched_whole(question: str) -> None:
    assert decompose(question) == (question,)


def test_a_grandparent_splits_into_a_line_of_parents() -> None:
    from arcana_graph.core.replans import split_grandparent

    assert split_grandparent("Who was the grandfather of Wenna Lusk?", 2) == (
        "Who was the father of Wenna Lusk?",
        "Who was the father of #2?",
    )
    assert split_grandparent("Who was the great-grandmother of #1?", 2) == (
        "Who was the father of #1?",
        "Who was the father of #2?",
        "Who was the mother of #3?",
    )
    assert split_grandparent("Who was the grandson of Wenna Lusk?", 2) is None
    # fresh56 k06: the side says whose parent ("paternal": the father's; "maternal": the mother's)
    assert split_grandparent("Who was the paternal grandfather of Hannah Rudd?", 2) == (
        "Who was the father of Hannah Rudd?",
        "Who was the father of #2?",
    )
    assert split_grandparent("Who was the maternal grandmother of #1?", 3) == (
        "Who was the mother of #1?",
        "Who was the mother of #3?",
    )


def test_a_thing_done_by_a_described_doer_is_split_into_the_doer_then_the_thing() -> None:
    """fresh42 k03: "the firm founded by the Wendle-born clockmaker" asked at once is answered with
    a thing that shares the place; the re-plan asks for the clockmaker first."""
    from arcana_graph.core.replans import split_described_doer

    assert split_described_doer("Which firm was founded by the Wendle-born clockmaker?", "#2") == (
        "Who was the clockmaker born in Wendle?",
        "Which firm was founded by #2?",
    )
    assert split_described_doer("Which yard was later run by the railway engineer?", "#1") == (
        "Who was the railway engineer?",
        "Which yard was later run by #1?",
    )
    assert split_described_doer("Which firm was founded by the clockmaker Benedict Oduya?", "#1") is None, "named"
    assert split_described_doer("Which firm was founded by the nephew of Ada Penn?", "#1") is None, "kin"
    assert split_described_doer("Which firm was founded by the Wendle-born woman?", "#1") is None, "no trade"
    assert split_described_doer("Which firm was founded by the clockmaker's son?", "#1") is None


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (
            "Was the Pell Lady or the Pell Maid the longer ship?",
            ("How long is the Pell Lady?", "How long is the Pell Maid?"),
        ),
        ("Hey, is Pell or Orla the bigger town?", ("How large is Pell?", "How large is Orla?")),
        (
            "Was the Pell mill or the Orla forge founded first?",
            ("When was the Pell mill founded?", "When was the Orla forge founded?"),
        ),
    ],
)
def test_a_choice_asked_with_its_sides_first_looks_up_each_side(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps
    assert asked_kind(question) == "name"  # a name, not yes or no


@pytest.mark.parametrize(
    "question",
    [
        "Was the ship built in 1950 or in 1960?",
        "Is Pell or Orla in the north?",
        "Was Pell or Orla the winner?",  # "-er", but no comparison
        "Was Pell or Orla the larger town, and by how much?",  # more than a choice is asked
        "Was the Pell Lady or the Pell Maid the ship launched later?",  # a side would run into "the ship"
    ],
)
def test_an_or_question_that_is_no_plain_choice_stays_whole(question: str) -> None:
    assert decompose(question) == (question,)
    assert asked_kind(question) != "name"


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (
            "Which yard built the Orla Line's first ship with a lift for wheelchairs?",
            ("What was the Orla Line's first ship with a lift for wheelchairs?", "Which yard built #1?"),
        ),
        (
            "Who designed the company's first ship to carry cars?",
            ("What was the company's first ship to carry cars?", "Who designed #1?"),
        ),
    ],
)
def test_what_a_ranked_thing_is_first_in_stays_with_its_lookup(question: str, steps: tuple[str, ...]) -> None:
    # "the first ship with a lift": the rank picks one among the ships with a lift, not the first ship
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (
            "How many crossings a day does the ferry designed by Orla Venn make?",
            ("Which ferry was designed by Orla Venn?", "How many crossings a day does #1 make?"),
        ),
        (
            "In summer, how many sailings per week did the boat built by the Pell yard run?",
            ("Which boat was built by the Pell yard?", "In summer, how many sailings per week did #1 run?"),
        ),
    ],
)
def test_a_rate_after_the_counted_noun_keeps_the_verb_with_the_question(question: str, steps: tuple[str, ...]) -> None:
    # "a day" once hid the auxiliary: "Which ferry was designed by Orla Venn make?"
    assert decompose(question) == steps


def test_people_described_between_commas_are_compared_by_their_names() -> None:
    question = (
        "Who came into the world first: the town's first woman vet, Ida Crane, or the botanist Tom Reed, "
        "author of the fern book?"
    )
    assert decompose(question) == ("When was Ida Crane born?", "When was the botanist Tom Reed born?")
    assert decompose("Which is oldest: Ida Crane's house, the mill, or Pell Bridge?") == (
        "When was Ida Crane's house founded?",
        "When was the mill founded?",
        "When was Pell Bridge founded?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        ("How long was the bridge that Ada Pell built?", ("Which bridge was built by Ada Pell?", "How long was #1?")),
        (
            "What is the top speed of the ferry that Captain Ivo Marr commanded?",
            ("Which ferry was commanded by Captain Ivo Marr?", "What is the top speed of #1?"),
        ),
        (
            "How many ships were in the fleet that the Pell firm set up?",
            ("Which fleet was set up by the Pell firm?", "How many ships were in #1?"),
        ),
        # the last word is the question's own verb where the clause has one
        ("When was the school that stands in Pell founded?", ("Which school stands in Pell?", "When was #1 founded?")),
    ],
)
def test_the_last_word_is_the_verb_of_a_clause_that_has_none_of_its_own(question: str, steps: tuple[str, ...]) -> None:
    # "How long was #1 built?" / "Which bridge is the one that Ada Pell?" before
    assert decompose(question) == steps


def test_a_superlative_whose_measure_is_asked_is_one_lookup() -> None:
    question = "How high are the biggest waves that have been recorded at the mouth of the Pell during storms?"
    assert decompose(question) == (question,)
    assert decompose("How large is the forest that was planted by Ada Pell?") == (
        "Which forest was planted by Ada Pell?",
        "How large is #1?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # "have" after "did" is the question's verb: once "Which mill was run by Ada Pell have?"
            "How many looms did the mill that Ada Pell ran have?",
            ("Which mill was run by Ada Pell?", "How many looms did #1 have?"),
        ),
        (  # a preposition left at the clause's end goes with its verb: once "was paid by Ada Pell for?"
            "Where was the architect of the church that Ada Pell paid for born?",
            ("Which church was paid for by Ada Pell?", "Who was the architect of #1?", "Where was #2 born?"),
        ),
        (  # a post held, its preposition left behind: once "Which school was founded by Ada Pell was head of?"
            "In what year was the school that Ada Pell was head of founded?",
            ("Which school is the one that Ada Pell was head of?", "In what year was #1 founded?"),
        ),
        (  # ... and a time span after it: once searched whole ("of from 1986" read as a torn split)
            "The ferry that Ivo Pell was master of from 1986 to 2003 has how many car decks?",
            (
                "Which ferry is the one that Ivo Pell was master of from 1986 to 2003?",
                "How many car decks does #1 have?",
            ),
        ),
        (  # a participle dated after its noun is a lookup of its own: once "Which ship sails the route opened in 1931?"
            "Who built the ship that sails the inter-island route opened in 1931?",
            ("Which inter-island route was opened in 1931?", "Which ship sails #1?", "Who built #2?"),
        ),
        (  # ... not when a place follows the date (the phrase runs on), nor as a clause's own verb
            "When did the firm that built the organ installed in 1909 in St Oda's church close?",
            ("Which firm built the organ installed in 1909 in St Oda's church?", "When did #1 close?"),
        ),
        (
            "How long is the crossing made by the boat that the Pell yard built in 1954?",
            ("Which boat was built by the Pell yard in 1954?", "Which crossing was made by #1?", "How long is #2?"),
        ),
        (  # the clause's adverb stays with its verb: once "Who were the founders of the Pell club first?"
            "Who ran the inn where the founders of the Pell club first met?",
            ("Who were the founders of the Pell club?", "Which inn is where #1 first met?", "Who ran #2?"),
        ),
    ],
)
def test_clauses_ending_in_their_own_words_keep_them(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    "question",
    [
        "What was the first ship that the Pell yard built?",  # once "Which first ship was ..." then "What was #1?"
        "How old was Ada Pell when the mill she founded burned down?",  # once "When did the mill she found burned"
    ],
)
def test_a_question_that_is_its_own_lookup_is_searched_whole(question: str) -> None:
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # the indirect question's auxiliary sits after a clause: once "Which company made the clock was founded?"
            "Can you tell me when the company that made the Pell clock was founded?",
            ("Which company made the Pell clock?", "When was #1 founded?"),
        ),
        (
            "I'd like to know how long the bridge designed by Ada Pell is.",
            ("Which bridge was designed by Ada Pell?", "How long is #1?"),
        ),
        (  # the adverb goes with the question's verb: once "Who built the Pell dam later?"
            "Which company did the engineer who built the Pell dam later found?",
            ("Who built the Pell dam?", "Which company did #1 later found?"),
        ),
        (  # "she" is the question's subject: once "Which town is where she was born?"
            "How many years did Ada Pell serve as mayor of the town where she was born?",
            ("Which town is where Ada Pell was born?", "How many years did Ada Pell serve as mayor of #1?"),
        ),
        (
            "What did Ada Pell build in the town where her father was mayor?",
            ("In which town was Ada Pell's father mayor?", "What did Ada Pell build in #1?"),
        ),
    ],
)
def test_conversational_and_referring_wordings_split_into_clean_lookups(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once "Which canal along is the one that ..."
            "In which year did traffic end on the canal along which the Pell Gasworks received its coal?",
            (
                "Which canal is the one along which the Pell Gasworks received its coal?",
                "In which year did traffic end on #1?",
            ),
        ),
        (  # the role asked about ends the clause: once "Who laid out the Pell garden mayor of Orlen?"
            "Until which year was the father of the botanist who laid out the Pell physic garden mayor of Orlen?",
            (
                "Who laid out the Pell physic garden?",
                "Who was the father of #1?",
                "Until which year was #2 mayor of Orlen?",
            ),
        ),
        (  # "used as today" is the question's own: once "Which mill was built by Ada Pell used as today?"
            "What is the mill that was built by Ada Pell used as today?",
            ("Which mill was built by Ada Pell?", "What is #1 used as today?"),
        ),
        (  # a hedge before "how": once "Who was the first chairwoman of the Pell Cooperative keep?"
            "Roughly how many ewes did the first chairwoman of the Pell Cooperative keep?",
            ("Who was the first chairwoman of the Pell Cooperative?", "Roughly how many ewes did #1 keep?"),
        ),
        (  # a verb the splitter does not know, before a clause that ends on a role
            "About how much water a year does the company bottle that was founded by Pell's public analyst?",
            (
                "Who was Pell's public analyst?",
                "Which company was founded by #1?",
                "About how much water a year does #2 bottle?",
            ),
        ),
        (  # "the two Rask brothers" gives the family name
            "Which of the two Rask brothers lived longer, Ansel or Birger?",
            ("When did Ansel Rask live?", "When did Birger Rask live?"),
        ),
    ],
)
def test_prepositions_roles_hedges_and_unknown_verbs_split_cleanly(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


def test_a_time_clause_that_gives_its_year_is_no_lookup() -> None:
    question = "How long did the work take when MV Pell Star was given her new engines in 1989?"
    assert decompose(question) == (question,)
    assert decompose("Who was harbourmaster when the pier was built?") == (
        "When was the pier built?",
        "Who was harbourmaster in #1?",
    )


def test_a_role_followed_by_its_name_is_no_clause_without_that() -> None:
    # "the auctioneer Jacob Pell ran ...": once "Which auctioneer was run by Jacob Pell ...?"
    question = (
        "In which year was the ring roofed at the cattle market that the auctioneer Jacob Pell ran for forty years?"
    )
    assert decompose(question) == (
        "Which cattle market was run by the auctioneer Jacob Pell for forty years?",
        "In which year was the ring roofed at #1?",
    )
    assert decompose("Who built the ship Captain Ivo Marr commanded?") == (
        "Which ship was commanded by Captain Ivo Marr?",
        "Who built #1?",
    )


def test_a_statement_with_a_time_aside_splits_without_its_commas() -> None:
    # once searched whole (its lookups carried the statement's commas); now the thing is "founded by" its subject
    question = (
        "The winner of the first Pell boat race, in 1886, later founded a boatyard of his own. "
        "How many boats did that boatyard's men build?"
    )
    assert decompose(question) == (
        "Who was the winner of the first Pell boat race?",
        "Which boatyard was founded by #1?",
        "How many boats did the men of #2 build?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once searched whole: "Which brewery made Pell Blue served on?" (the clause ran on into the outer verb)
            "Who was the first chairman of the board that the founder of the brewery that made Pell Blue served on?",
            (
                "Which brewery made Pell Blue?",
                "Who was the founder of #1?",
                "Which board did #2 serve on?",
                "Who was the first chairman of #3?",
            ),
        ),
        (  # once searched whole: "the brewery behind Pell Blue served on" read as "the brewery [that] ... served on"
            "Who was the first chairman of the board that the founder of the brewery behind Pell Blue served on?",
            (
                "Who was the founder of the brewery behind Pell Blue?",
                "Which board did #1 serve on?",
                "Who was the first chairman of #2?",
            ),
        ),
    ],
)
def test_a_clause_inside_the_of_chain_of_another_clauses_subject_ends_at_that_clauses_verb(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once "Who was the company's marine superintendent?": the post someone held is asked about, not looked up
            "In which year did Captain Ada Penn give up her post as the company's marine superintendent?",
            ("In which year did Captain Ada Penn give up her post as the company's marine superintendent?",),
        ),
        (  # once "Which Pell Line together has a banker insist ...": a name "with" someone is no "thing with X"
            "What did the shipowner who set up the Pell Line together with a banker insist every ship carry?",
            ("Who set up the Pell Line together with a banker?", "What did #1 insist every ship carry?"),
        ),
        (  # once "Which ship has worked the main route since 2008 turned out for the Pell Line?"
            "How many vessels has the builder of the ship that has worked the main route since 2008 turned out?",
            (
                "Which ship has worked the main route since 2008?",
                "Who was the builder of #1?",
                "How many vessels has #2 turned out?",
            ),
        ),
        (  # once searched whole: "name" was no verb
            "What did Ada Pell's daughter name her first ship?",
            ("Who was Ada Pell's daughter?", "What did #1 name her first ship?"),
        ),
    ],
)
def test_posts_held_names_with_partners_and_perfect_tenses_split_as_they_read(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


def test_a_clause_ending_in_there_describes_the_questions_own_place() -> None:
    # once "Who work there?" then "... belonged to #1?": "there" is the brewery's, not a lookup's
    question = "Since what year has the brewery in Pell belonged to the people who work there?"
    assert decompose(question) == (question,)


def test_one_of_several_founders_is_picked_by_the_noun_the_question_gives() -> None:
    assert decompose("Where was the woman who co-founded the Pell firm born?") == (
        "Which woman co-founded the Pell firm?",
        "Where was #1 born?",
    )
    assert decompose("Where was the woman who founded the Pell firm born?") == (
        "Who founded the Pell firm?",
        "Where was #1 born?",
    )


def test_an_unnamed_relative_is_folded_into_the_step_that_uses_it() -> None:
    from arcana_graph.core.replans import fold_unnamed_kin

    assert fold_unnamed_kin("Who was the father of #2?", 3, ["What was the trade of #3?"]) == (
        "What was the trade of the father of #2?",
    )
    assert fold_unnamed_kin("Who was the father of #2?", 3, ["Where was #3 born?", "When did #4 and #3 meet?"]) == (
        "Where was the father of #2 born?",
        "When did #3 and the father of #2 meet?",
    )
    assert fold_unnamed_kin("Who founded #2?", 3, ["What was the trade of #3?"]) is None  # no relative
    assert fold_unnamed_kin("Who was the father of #2?", 3, ["When did #2 die?"]) is None  # its answer unused


def test_a_time_aside_in_a_statements_subject_stays_out_of_the_last_step() -> None:
    # once "How many times did #2, in 1886, win that race?": the aside dates the race, not the son's wins
    question = (
        "The winner of the first Pell boat race, in 1886, had a son who also rowed. "
        "How many times did the son win that race?"
    )
    assert decompose(question) == (
        "Who was the winner of the first Pell boat race?",
        "Who was the son of #1?",
        "How many times did #2 win that race?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once "Which yard was built by the Pell Star was at on the Orlen river?"
            "The Pell Star was built at a yard on the Orlen river. Who founded that yard?",
            ("Which yard was the Pell Star built at?", "Who founded #1?"),
        ),
        (  # once "Which college was trained by Ada Pell at in Orlen?"
            "Ada Pell trained at a college in Orlen. When was that college founded?",
            ("Which college did Ada Pell train at?", "When was #1 founded?"),
        ),
        (
            "The captain of the Pell Star retired to an island. What is the island's population?",
            (
                "Who was the captain of the Pell Star?",
                "Which island did #1 retire to?",
                "What is the population of #2?",
            ),
        ),
    ],
)
def test_a_statement_whose_thing_is_at_a_place_or_reached_by_a_preposition(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


def test_now_after_the_question_verb_stays_with_it() -> None:
    assert decompose("How many return sailings a day does the ferry built by Ada Pell make now?") == (
        "Which ferry was built by Ada Pell?",
        "How many return sailings a day does #1 make now?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # a participle phrase between commas describes the side before it
            "Which ship was launched later: the Tern, built by the Pell yard, or the Gull?",
            ("When was the Tern launched?", "When was the Gull launched?"),
        ),
        (
            "Which of the two ferries is faster, the Tern or the Gull?",
            ("How fast is the Tern?", "How fast is the Gull?"),
        ),
        (  # the compared noun is what is looked up, not "how large"
            "Which village has the larger population: Pell or Orlen?",
            ("What is the population of Pell?", "What is the population of Orlen?"),
        ),
        (
            "Who was older when they died, Ada Pell or Tom Kay?",
            ("When did Ada Pell live?", "When did Tom Kay live?"),
        ),
    ],
)
def test_more_comparison_wordings_look_up_the_right_value(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


def test_a_choice_that_also_asks_by_how_much_is_not_split() -> None:
    question = "Which is deeper, Lake Pell or Lake Orlen, and by how much?"
    assert decompose(question) in ((question,), None)
    assert decompose(question) != ("How deep is Lake Pell?", "How deep is Lake Orlen?", "How deep is and by how much?")


def test_the_island_of_a_name_is_that_name_not_a_lookup() -> None:
    # once "What is the island of Orrinsay?" then "How many people live on #1?"
    assert decompose("How many people live on the island of Pellsay?") == (
        "How many people live on the island of Pellsay?",
    )
    assert decompose("Who was the mayor of the town of Pell?") == ("Who was the mayor of the town of Pell?",)
    # "the harbour of Pell" is Pell's harbour, no role to look up first (fresh13 h01: "What was the harbour of X?")
    assert decompose("What did Ivo Penn write for the harbour of Pell?") == (
        "What did Ivo Penn write for the harbour of Pell?",
    )
    assert decompose("Where was the mayor of Pell born?") == ("Who was the mayor of Pell?", "Where was #1 born?")


def test_a_step_that_runs_into_the_next_sentence_leaves_the_question_whole() -> None:
    # once "Who made it led the pottery add alongside its salt-glazed?", "What did ... in 1886 While #1 jugs?"
    # (fresh13 k07): a "While ..." sentence after a statement is not split, and the question is searched whole
    question = (
        "The biggest exhibit in Pell's Kiln Museum is a jug thrown in 1886. "
        "While the potter who made it led the pottery, what did it add alongside its salt-glazed jugs?"
    )
    assert decompose(question) == (question,)


def test_a_past_form_after_did_is_a_clauses_verb_and_an_unknown_he_leaves_the_question_whole() -> None:
    # once "Which school is where he?" then "Where did #2 work after leaving #1 trained?"
    question = "Where did Ada Pell's son work after leaving the school where he trained?"
    assert decompose(question) == (question,)  # "he" is the son, who is not looked up yet
    assert decompose("When did the mill that Ada Pell owned close?") == (
        "Which mill was owned by Ada Pell?",
        "When did #1 close?",
    )
    assert decompose("Who founded the yard where MV Pell Star was repaired after she ran aground?") == (
        "In which yard was MV Pell Star repaired after she ran aground?",
        "Who founded #1?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once searched whole: "the works that the winner ... later founded win ..." read as one clause
            "The winner of the first Pell road race, in 1886, later founded a cycle works of his own. "
            "How many times did that works' riders win the Pell road race?",
            (
                "Who was the winner of the first Pell road race?",
                "Which cycle works was founded by #1?",
                "How many times did the riders of #2 win the Pell road race?",
            ),
        ),
        (
            "The brewer Tom Kemp ran a pub. In which year did that pub close?",
            ("Which pub was run by the brewer Tom Kemp?", "In which year did #1 close?"),
        ),
        (  # once "What was the top of #1 speed?"
            "A shipowner from Pell later bought a steamer. What was that steamer's top speed?",
            ("Which steamer was bought by a shipowner from Pell?", "What was the top speed of #1?"),
        ),
    ],
)
def test_a_statement_whose_subject_made_the_thing_is_read_as_made_by_it(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once "Which ferry sails to Orlen enter?", "What year did #1 service?"
            "What year did the ferry that sails to Orlen enter service?",
            ("Which ferry sails to Orlen?", "What year did #1 enter service?"),
        ),
        (  # the clause has a subject of its own: its verb is followed by the question's
            "When did the ship that Ada Penn commanded enter service?",
            ("Which ship was commanded by Ada Penn?", "When did #1 enter service?"),
        ),
    ],
)
def test_the_questions_own_verb_after_a_clause_ending_in_a_name_or_its_verb(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


@pytest.mark.parametrize(
    "question",
    [
        # once "Which navy ships carried those sails?", "The Pell mill made sails for #1?"
        "The Pell mill made sails for the navy. Which ships carried those sails?",
        # once "Which old MV Pell is where was the master ...", "Captain Ivo Marr began as mate on #1?"
        "Captain Ivo Marr began as mate on the old MV Pell. Where was the master he served under born?",
    ],
)
def test_a_step_that_opens_as_a_statement_is_a_garbled_split(question: str) -> None:
    assert decompose(question) == (question,)


def test_a_year_after_a_comma_at_the_end_dates_the_last_step_not_the_lookup() -> None:
    # once searched whole: the lookup carried the comma ("In which town was Ada Penn born, in 1900?")
    assert decompose("Who was mayor of the town where Ada Penn was born, in 1900?") == (
        "In which town was Ada Penn born?",
        "Who was mayor of #1 in 1900?",
    )
    assert decompose("Who was mayor of Pell, in 1900?") == ("Who was mayor of Pell, in 1900?",)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once searched whole: after "Ada Penn's son" became #1, "attended" was read as the question's verb
            "In which town is the school that Ada Penn's son attended?",
            ("Who was Ada Penn's son?", "Which school was attended by #1?", "In which town is #2?"),
        ),
        (
            "What was the name of the ship that Ada Pell's father commanded?",
            ("Who was Ada Pell's father?", "Which ship was commanded by #1?"),
        ),
    ],
)
def test_a_clause_whose_subject_is_someones_kin_keeps_its_verb(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


def test_a_year_ending_a_question_about_a_statements_thing_dates_the_question() -> None:
    # once "Which yard built the Pell Star in 1900?": the owner's year went into the yard's lookup
    assert decompose("The Pell Star was built by a yard on the Orlen. Who owned that yard in 1900?") == (
        "Which yard built the Pell Star?",
        "In 1900, who owned #1?",
    )


def test_which_of_an_earlier_answer_with_nothing_else_is_a_garbled_step() -> None:
    # once "Which ships was built by the Pell yard was the largest?", "Which of #1?"
    question = "Which of the ships built by the Pell yard was the largest?"
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once "When was the opening of the Pell bridge founded?"
            "Which came first, the opening of the Pell bridge or the founding of the Orlen bank?",
            ("When was the Pell bridge opened?", "When was the Orlen bank founded?"),
        ),
        (  # once "When was or after the Orlen brewery founded?"
            "Was the Pell mill founded before or after the Orlen brewery?",
            ("When was the Pell mill founded?", "When was the Orlen brewery founded?"),
        ),
        (  # once "When did the Orlen brewery opened close?"
            "Did the Pell mill close before the Orlen brewery opened?",
            ("When did the Pell mill close?", "When was the Orlen brewery opened?"),
        ),
        (  # once "When was the Pell regatta was first held open?"
            "Was the Pell hotel open before the Pell regatta was first held?",
            ("When was the Pell hotel open?", "When was the Pell regatta first held?"),
        ),
    ],
)
def test_events_and_sides_with_verbs_of_their_own_are_looked_up_with_their_verbs(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


def test_after_whom_opens_a_question_like_by_whom() -> None:
    # once "Which ship was commanded by Ada Penn named?", "After whom was #1?"
    assert decompose("After whom was the ship that Ada Penn commanded named?") == (
        "Which ship was commanded by Ada Penn?",
        "After whom was #1 named?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh8 k10: once "Which Heron Hotel kept a is coaching inn?" ("coaching" read as a participle)
            "How many people live in the village where the innkeeper who opened the Pell Hotel kept a coaching inn?",
            (
                "Who opened the Pell Hotel?",
                "Which village is where #1 kept a coaching inn?",
                "How many people live in #2?",
            ),
        ),
        (
            "When was the school founded where the woman who ran the Pell library taught?",
            ("Who ran the Pell library?", "Which school is where #1 taught?", "When was #2 founded?"),
        ),
    ],
)
def test_a_clause_inside_another_clauses_subject_ends_at_that_clauses_verb(
    question: str, steps: tuple[str, ...]
) -> None:
    assert decompose(question) == steps


def test_a_doer_clause_in_the_subject_ends_at_the_questions_own_participle() -> None:
    # fresh8 h05: searched whole ("the ship commanded by X fitted with ..." read as one clause)
    assert decompose("In what year was the freight ship commanded by Captain Ivo Marr fitted with cabins?") == (
        "Which freight ship was commanded by Captain Ivo Marr?",
        "In what year was #1 fitted with cabins?",
    )
    assert decompose("When was the bridge built by Ada Penn?") == ("When was the bridge built by Ada Penn?",)


def test_a_post_held_on_a_ship_a_statement_introduces_is_looked_up_on_which() -> None:
    # fresh8 h06: searched whole ("the ferry that Ivo Marr was chief engineer of ... study" read as one clause)
    assert decompose(
        "Ivo Marr was chief engineer of a ferry from her delivery in 1986. "
        "In which city did the naval architect who drew that ferry study?"
    ) == (
        "Which ferry is the one on which Ivo Marr was chief engineer from her delivery in 1986?",
        "Who drew #1?",
        "In which city did #2 study?",
    )


def test_an_indirect_question_with_a_year_after_its_verb_dates_the_question_itself() -> None:
    """ "(Do you know) who the mayor of X was in 1920?" asks for the mayor in 1920, one lookup, not
    "Who #1 was in 1920?"; nested, the year goes with the question's own fact, not with a hop."""
    for question in (
        "Hey, do you know who the mayor of Ossery was in 1920?",
        "Any idea who the mayor of Ossery was in 1920?",
        "Do you know who Ossery's mayor was in 1920?",  # a possessive name, no article
        "Any idea who the mayor of Ossery was in the 1890s?",  # a decade with its article
    ):
        assert decompose(question) == (question,)
    assert decompose("Do you know who the mayor of the town where Ada Penn was born was in 1920?") == (
        "In which town was Ada Penn born?",
        "Who was the mayor of #1 in 1920?",
    )
    assert strip_chatter("Any idea where Ada Penn was born?") == "where Ada Penn was born?"


def test_a_part_of_which_thing_asked_first_is_split_like_its_wh_question() -> None:
    """ "In the churchyard of which church is the father of X buried?" holds the hop "the father of
    X" as "In which church is the father of X buried?" does."""
    assert decompose("In the churchyard of which church is the father of the botanist Ada Penn buried?") == (
        "Who was the father of the botanist Ada Penn?",
        "In which church's churchyard is #1 buried?",
    )
    question = "In the churchyard of which church is Ada Penn buried?"
    assert decompose(question) == (question,)


def test_a_clause_ending_in_an_irregular_past_after_did_is_the_clauses_not_the_questions() -> None:
    """After "did" the question's own verb is a base form: in "did X open a branch in the town
    where the mill stood?" the "stood" ends the relative clause, which is looked up first."""
    assert decompose("When did the Pell bank open a branch in the town where the Heron Mill stood?") == (
        "Which town is where the Heron Mill stood?",
        "When did the Pell bank open a branch in #1?",
    )


def test_a_topic_read_about_then_named_by_its_head_noun_is_the_topic() -> None:
    """ "I was reading about the Heron Mill - ... the town where the mill stood?": "I was reading
    about" is chatter and "the mill" is the Heron Mill."""
    question = (
        "I was reading about the Heron Mill - when did the Pell bank open a branch in the town where the mill stood?"
    )
    assert strip_chatter(question).startswith("the Heron Mill - ")
    assert decompose(question) == (
        "Which town is where the Heron Mill stood?",
        "When did the Pell bank open a branch in #1?",
    )


def test_a_statement_then_a_dash_and_a_question_pointing_back_reads_as_two_sentences() -> None:
    """ "X led the pottery after her uncle died - what year was that uncle born?" is split as it
    is with a full stop before "What"."""
    assert decompose(
        "Quick one: Ada Penn led the Pell Pottery after her uncle died - what year was that uncle born?"
    ) == (
        "Who was the uncle of Ada Penn?",
        "What year was #1 born?",
    )


def test_who_served_as_a_post_asks_for_the_holder_of_the_post() -> None:
    """ "Who served as X's first physician?" is "Who was the first physician of X?", not a lookup
    of the physician that "Who served as #1?" then asks again; a clause whose verb has an object
    of its own ("left most of her fortune to") is no passive."""
    assert decompose("Who served as the first physician of the hospital founded by Ada Penn?") == (
        "Which hospital was founded by Ada Penn?",
        "Who was the first physician of #1?",
    )
    stated = (
        "The mill owner who paid for the Pell library left most of her fortune to a hospital. "
        "Who served as that hospital's first physician?"
    )
    assert decompose(stated) == (
        "Who paid for the Pell library?",
        "Which hospital is the one that #1 left most of her fortune to?",
        "Who was the first physician of #2?",
    )


def test_which_of_the_two_things_names_each_one_by_the_thing() -> None:
    """ "Which of the two chapels is older: the granite one ..., or the small stone one ...?" looks
    up the granite chapel and the small stone chapel (when each was built); "which of the two
    Venns ..., the innkeeper Cora or the glassmaker Clara?" Cora Venn and Clara Venn, and answers
    with the winner's name."""
    assert decompose(
        "Which of the two chapels is older: the granite one beside the Pell green, or the small stone one in Orlen?"
    ) == ("When was the granite chapel beside the Pell green built?", "When was the small stone chapel in Orlen built?")
    assert decompose("Which of the two ferries is longer, the one on the Pell route or the one on the Orlen route?")[
        :2
    ] == ("Which ferry is on the Pell route?", "How long is #1?")
    venns = "Hey, which of the two Venns was born first, the innkeeper Cora or the glassmaker Clara?"
    assert decompose(venns) == ("When was the innkeeper Cora Venn born?", "When was the glassmaker Clara Venn born?")
    assert compare(venns, ["1801", "1810"]) == "Cora Venn"


def test_a_base_verb_before_a_linked_clause_after_does_is_the_questions_verb() -> None:
    """ "How often does the ferry sail on which X served?": "sail" is the question's verb and the
    clause picks out the ferry."""
    assert decompose("How many times a day does the ferry sail on which Ada Penn was chief engineer?") == (
        "Which ferry is the one on which Ada Penn was chief engineer?",
        "How many times a day does #1 sail?",
    )


def test_who_did_something_first_looks_up_when_each_did_it() -> None:
    question = "Hey, who became a harbourmaster first, Ada Penn or Tom Pell?"
    assert decompose(question) == (
        "When did Ada Penn become a harbourmaster?",
        "When did Tom Pell become a harbourmaster?",
    )
    assert compare(question, ["1970", "1960"]) == "Tom Pell"


def test_helped_to_found_is_read_as_co_founded() -> None:
    """ "X helped found a cooperative": "found" is no past of "find" here."""
    assert decompose("In which month does the cooperative that Ada Penn helped to found hold its shearing show?") == (
        "Which cooperative was co-founded by Ada Penn?",
        "In which month does #1 hold its shearing show?",
    )


def test_the_review_limits_of_this_sessions_rules() -> None:
    """Wordings a reviewer found the new rules broke or over-read, kept as they should read."""
    # a perfect whose second side names no one falls through to the general split when it is sound
    assert decompose("Had the Pell Works closed when Ada Penn's son was born?") == (
        "Who was Ada Penn's son?",
        "When was #1 born?",
        "Had the Pell Works closed in #2?",
    )
    # "which of the chapels" without a count; a "which" followed by no noun is left alone
    assert decompose("Which of the chapels was built first, the granite one or the stone one?") == (
        "When was the granite chapel built?",
        "When was the stone chapel built?",
    )
    # "the two Works" names no family; "helped start the fire" founds nothing; a placing is no date;
    # a statement opening "After ..." is no name before a dash
    assert compare("Which of the two Works opened first, Pell or Brack?", ["1900", "1910"]) == "Pell"
    assert decompose("Who helped start the fire?") == ("Who helped start the fire?",)
    assert decompose("Who finished the race first, Ada Penn or Cora Venn?") is None
    question = "After her uncle died, Ada Penn led the pottery - what year was that uncle born?"
    assert decompose(question) == (question,)
    assert strip_chatter("I was reading about how the mill closed") == "I was reading about how the mill closed"


def test_a_clause_whose_subject_is_a_hop_ends_before_the_questions_verb() -> None:
    """ "the mill that the son of X founded open its doors": the clause ends at "founded" also when
    its subject is an earlier step's answer ("#1")."""
    assert decompose("When does the mill that the son of Ada Penn founded open its doors?") == (
        "Who was the son of Ada Penn?",
        "Which mill was founded by #1?",
        "When does #2 open its doors?",
    )


def test_a_topic_then_a_statement_about_its_own_then_a_question() -> None:
    """ "I was reading about the town hall - its architect's sister helped found a cooperative. In
    which month ...?": the statement is about the town hall's architect."""
    question = (
        "I was reading about the Pell town hall - its architect's younger sister helped found a wool "
        "cooperative. In which month does that cooperative hold its shearing competition?"
    )
    assert decompose(question) == (
        "Who was the Pell town hall's architect?",
        "Who was #1's younger sister?",
        "Which cooperative was co-founded by #2?",
        "In which month does #3 hold its shearing competition?",
    )


def test_a_few_words_after_the_question_mark_are_chatter() -> None:
    """ "Which came first, A or B? Just curious." compares A and B: the words after the question
    mark ask nothing and are not glued to the last side ("When was B? Just curious founded?")."""
    assert decompose("Which came first, the Lindqvist Organ Works or Oduya Clocks? Just curious.") == (
        "When was the Lindqvist Organ Works founded?",
        "When was Oduya Clocks founded?",
    )
    assert strip_chatter("Who built the Aske Viaduct? Thanks a lot!") == "Who built the Aske Viaduct?"
    assert strip_chatter("Who built it? Who paid for it?") == "Who built it? Who paid for it?"


@pytest.mark.parametrize(
    ("question", "lookup"),
    [
        ("Which was sold off first, Venn's Stores or the Tollan Yard?", "When was {} sold off?"),
        ("Which was taken over first, Venn's Stores or the Tollan Yard?", "When was {} taken over?"),
        ("Which was sold first, Venn's Stores or the Tollan Yard?", "When was {} sold?"),
        ("Who died first, Venn's Stores or the Tollan Yard?", "When did {} die?"),
        ("Whose death came first, Venn's Stores or the Tollan Yard?", "When did {} die?"),
        ("Of Venn's Stores and the Tollan Yard, whose birth came first?", "When was {} born?"),
    ],
)
def test_a_side_done_to_or_a_life_event_first_is_looked_up_as_it_is_asked(question: str, lookup: str) -> None:
    """ "Which was sold off first, A or B?" asks when each was sold off (a passive with an irregular
    participle and a particle), not "When did A sell off?"; "died first" and "whose death came
    first" ask when each died ("When did A die?", not "When was A died?"); "whose birth came
    first" when each was born (the sides' names only matter as two names here)."""
    assert decompose(question) == (lookup.format("Venn's Stores"), lookup.format("the Tollan Yard"))
    assert compare(question, ["1931", "1920"]) == "Tollan Yard"  # the earlier side wins


def test_after_did_a_word_before_its_object_ends_the_subject() -> None:
    """ "did the son of Ada Penn *chart* the coast": a verb no list knows is still the question's
    own verb when an article or a possessive opens its object right after it (no noun run goes on
    through "the"), so it stays in the last step (was "Who was the son of Ada Penn chart?")."""
    assert decompose("When did the son of Ada Penn chart the coast?") == (
        "Who was the son of Ada Penn?",
        "When did #1 chart the coast?",
    )
    assert decompose("In what year did the daughter of Ivo Marsh skipper a lifeboat?")[-1] == (
        "In what year did #1 skipper a lifeboat?"
    )


def test_a_statement_with_a_relative_clause_and_a_kin_then_that_kin_asked() -> None:
    """ "The man who gave the trophy for X had a nephew who became an astronomer. Until which year
    did that nephew direct an observatory?": the giver, his nephew, then the question about the
    nephew ("direct" is a verb the splitter knows, so the clause ends before it)."""
    assert decompose(
        "The man who gave the trophy for the Calder Bridge sheepdog trials had a nephew who became an astronomer. "
        "Until which year did that nephew direct an observatory?"
    ) == (
        "Who gave the trophy for the Calder Bridge sheepdog trials?",
        "Who was the nephew of #1?",
        "Until which year did #2 direct an observatory?",
    )


def test_a_statement_about_a_part_of_the_thing_then_that_thing_asked() -> None:
    """ "X made a village church's windows in 1905. In what year was the oldest bell in that
    church's tower cast?": the church is the one with windows made by X in 1905 (was "Which church
    was made by X's windows in 1905?"); a part named in the singular gets its article."""
    assert decompose(
        "The glassmaker Clara Venn made a village church's windows in 1905. "
        "In what year was the oldest bell in that church's tower cast?"
    ) == (
        "Which church has windows made by the glassmaker Clara Venn in 1905?",
        "In what year was the oldest bell in the tower of #1 cast?",
    )
    assert decompose("Ivo Marsh painted a steamer's figurehead. Who owned that steamer?") == (
        "Which steamer has a figurehead painted by Ivo Marsh?",
        "Who owned #1?",
    )


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("Which of these two marine engineers was older: Piet Dorran or Liv Tollan?", "Liv Tollan"),
        ("Which captain was younger, Piet Dorran or Liv Tollan?", "Piet Dorran"),
        ("Which of the men was older, Piet Dorran or Liv Tollan?", "Liv Tollan"),
    ],
)
def test_people_compared_by_age_are_compared_by_birth(question: str, winner: str) -> None:
    """A comparison whose kind is a person ("Which engineer was older") asks when each was born,
    not when each was founded; a role firms hold too ("Which builder is older") keeps founding."""
    assert decompose(question) == ("When was Piet Dorran born?", "When was Liv Tollan born?")
    assert compare(question, ["1901", "1899"]) == winner
    assert (
        decompose("Which builder is older, the Tollan Yard or the Carrow Yard?")[0]
        == "When was the Tollan Yard founded?"
    )


def test_a_count_asked_in_place_at_the_end_is_read_as_a_how_many_question() -> None:
    """ "The mill that Ada Penn founded had how many looms?" is "How many looms did the mill that
    Ada Penn founded have?": the mill first, then its looms (was one step with the hop inside)."""
    assert decompose("The mill that Ada Penn founded had how many looms?") == (
        "Which mill was founded by Ada Penn?",
        "How many looms did #1 have?",
    )
    assert strip_chatter("The Pell mill has how many looms?") == "How many looms does the Pell mill have?"


def test_built_to_replace_reads_as_replaced() -> None:
    """ "X was built to replace an older vessel. How many passengers did the older vessel carry?":
    X replaced it, so the thing replaced is looked up by X (was "Which ship sails ... was built to
    replace?", then "How many passengers did #2?")."""
    assert decompose(
        "The ship that sails the inter-island route opened in 1931 was built to replace an older vessel. "
        "How many passengers did the older vessel carry?"
    ) == (
        "Which inter-island route was opened in 1931?",
        "Which ship sails #1?",
        "Which older vessel was replaced by #2?",
        "How many passengers did #3 carry?",
    )


def test_a_contact_clause_with_an_irregular_past_and_a_stranded_preposition() -> None:
    """ "the island Hedda Marrick came from" is "the island that Hedda Marrick came from": "came",
    "went", "fell" end a clause without "that" too, and a verb done, not undergone, gets no
    passive ("Which island was come from by X")."""
    assert decompose("How long is the island Hedda Marrick came from?") == (
        "Which island did Hedda Marrick come from?",
        "How long is #1?",
    )
    assert decompose("Remind me, how long is the island the banker Hedda Marrick came from?") == (
        "Which island did the banker Hedda Marrick come from?",
        "How long is #1?",
    )
    assert decompose("How long is the island Hedda Marrick came to in 1900?")[0] == (
        "Which island is the one that Hedda Marrick came to in 1900?"
    )


def test_a_topic_then_its_question_after_a_comma() -> None:
    """ "I'm curious - the woman who ran the Pell brickworks from 1911, how many cottages did she
    build?": the topic is the woman, the question's "she"; a relative "which" after a comma is no
    question ("The mill, which closed in 1900, ...")."""
    assert decompose(
        "I'm curious - the woman who ran the Pell brickworks from 1911, how many cottages did she build"
        " for its workers?"
    ) == ("Who ran the Pell brickworks from 1911?", "How many cottages did #1 build for its workers?")
    question = "The mill, which closed in 1900, was built by whom?"
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    ("question", "steps", "values", "winner"),
    [
        (  # sides after a dash, as after a comma (fresh14 k14 was searched whole and given up)
            "Hey, which school has more pupils these days - Pell School or the Orlen school?",
            ("How many pupils does Pell School have?", "How many pupils does the Orlen school have?"),
            ["about 640", "about 320"],
            "Pell School",
        ),
        (  # "came to an end first" asks when each side ended (fresh14 k12 had no plan in code)
            "Which came to an end first, barge traffic on the Pell canal or peat cutting on Orlen Moor?",
            ("When did barge traffic on the Pell canal end?", "When did peat cutting on Orlen Moor end?"),
            ["1939", "1962"],
            "barge traffic on the Pell canal",
        ),
        (  # years in a post: each side's span, its length compared (fresh14 h08: "How many years does X have?")
            "Who commanded her ship for more years, Ada Penn on MV Tern or Cora Venn on MV Gull?",
            ("When did Ada Penn command MV Tern?", "When did Cora Venn command MV Gull?"),
            ["from 1975 to 1998", "1991-2012"],
            "Ada Penn",
        ),
        (  # fresh16 k12: years as an officer, each side's span of years weighed ("How many years does X have?")
            "Who was mayor of Pell for more years, Ada Penn or Cora Venn?",
            ("When was Ada Penn mayor of Pell?", "When was Cora Venn mayor of Pell?"),
            ["from 1912 to 1918", "From 1921 to 1925"],
            "Ada Penn",
        ),
        (  # fresh16 h09: pieces of work compared by "longer" took time; they have no length
            "Which kept its ship away from service longer, the 2001 stern-door renewal on MV Tern or the 2019 survey "
            "of MV Gull?",
            (
                "How long did the 2001 stern-door renewal on MV Tern take?",
                "How long did the 2019 survey of MV Gull take?",
            ),
            ["three weeks", "six weeks"],
            "2019 survey of MV Gull",
        ),
        (  # fresh16 k14: a side described, then named after a comma, is the named one (not a third side)
            "Quick one: who lived longer, the nurse Ada Penn or her elder brother, the engineer Ivo Penn?",
            ("When did the nurse Ada Penn live?", "When did the engineer Ivo Penn live?"),
            ["1852-1929", "1850-1923"],
            "Ada Penn",
        ),
        (  # fresh17 k14: "which of these two heads led their school for longer" weighs each side's years
            "Hey, which of these two first heads led their school for longer: Ada Penn at the Pell school, or Ivo "
            "Marsh at the Orla school?",
            ("When did Ada Penn lead the Pell school?", "When did Ivo Marsh lead the Orla school?"),
            ["from 1880 to 1915", "1883-1920"],
            "Ivo Marsh",
        ),
        (  # a crossing named by its two ends is looked up as the crossing between them (fresh14 h09)
            "Quick one: which crossing is longer in nautical miles, Pell to Orla Bay or Haldness to Kell?",
            ("How long is the crossing from Pell to Orla Bay?", "How long is the crossing from Haldness to Kell?"),
            ["11 nautical miles", "9 nautical miles"],
            "Pell to Orla Bay",
        ),
    ],
)
def test_more_comparison_forms_look_up_each_side_and_compare_in_code(
    question: str, steps: tuple[str, ...], values: list[str], winner: str
) -> None:
    assert decompose(question) == steps
    assert compare(question, values) == winner


def test_years_in_an_office_of_described_sides_look_each_person_up_first() -> None:
    """fresh17 k13 (after its held-out run) had asked "How many years does #1 have?"."""
    question = (
        "Who held a mayor's office for more years: the auctioneer who became Pell's first mayor, or the papermaker "
        "who ran the Orla Mill from 1893 to 1925?"
    )
    assert decompose(question) == (
        "Who became Pell's first mayor?",
        "When was #1 mayor?",
        "Who ran the Orla Mill from 1893 to 1925?",
        "When was #3 mayor?",
        "Who held a mayor's office for more years, #1 (#2) or #3 (#4)?",
    )
    assert compare(decompose(question)[-1], ["from 1930 to 1936", "1919-1923"]) == "#1"


def test_a_shorter_tenure_wins_when_the_question_asks_for_fewer_years() -> None:
    question = "Who ran her school for fewer years, Ada Penn or Cora Venn?"
    assert decompose(question) == ("When did Ada Penn run her school?", "When did Cora Venn run her school?")
    assert compare(question, ["1901 to 1930", "1905 to 1915"]) == "Cora Venn"
    assert compare(question, ["1901", "1905 to 1915"]) is None  # a start year alone is no span: the model decides


def test_a_request_written_as_a_sentence_then_any_idea_is_the_question_it_asks() -> None:
    """fresh14 k15: "I was wondering where X was born. Any idea?" was split as "Who works the
    smithy in Greyfold was born Any idea?": the closing phrase is chatter and the request asks
    "where was X born?"."""
    question = "I was wondering where the blacksmith who works the smithy in Pell was born. Any idea?"
    assert strip_chatter(question) == "where the blacksmith who works the smithy in Pell was born?"
    assert decompose(question) == ("Who works the smithy in Pell?", "Where was #1 born?")
    assert strip_chatter("The Pell mill closed in 1900. Thanks!") == "The Pell mill closed in 1900."


def test_a_pronoun_that_stands_for_the_statements_own_subject_is_split_through_it() -> None:
    """fresh18 k06, k09, h03: a statement names or describes its subject, and the question's
    pronoun stands for it ("his elder brother", "the firm that built it"); the hops behind the
    pronoun are split with the subject in its place. A second person the statement names ("her
    uncle") could be the pronoun's, so that pair stays whole."""
    assert decompose(
        "Ada Penn ran the office of the family mill. What did her younger brother build for the town?"
    ) == (
        "Who was Ada Penn's younger brother?",
        "What did #1 build for the town?",
    )
    assert decompose(
        "Quick one: the potter Ann Pike's father also threw pots as a young man. What kind of kiln did he use?"
    ) == ("Who was the potter Ann Pike's father?", "What kind of kiln did #1 use?")
    assert decompose(
        "The tallest tower in Pell stands on the hill. How often did the founder of the firm that built it repaint"
        " every window?"
    ) == (
        "Which firm built the tallest tower in Pell?",
        "Who was the founder of #1?",
        "How often did #2 repaint every window?",
    )
    whole = "Ada Penn led the pottery after her uncle died. What year was he born?"
    assert decompose(whole) != ("Who was Ada Penn?", "What year was #1 born?")  # not the subject's
    # "he" is the one man the statement names, her uncle (fresh32 k07's rule): split through him
    assert decompose(whole) == ("Who was Ada Penn's uncle?", "What year was #1 born?")
    whole = "Ada Penn led the pottery after her sister died. What year was she born?"
    assert decompose(whole) == (whole,)  # "she" may be either: whole


def test_a_post_the_statement_gives_its_own_subject_is_no_one_else_the_pronoun_could_be() -> None:
    """fresh21 h05: "X became managing director of the Y Line in 1931. In which year was his father
    born?" stayed whole: "director" was read as a second person, the line's name as a second name.
    The subject's own post and a name after "the" are no one else; a kin post, or a name after
    "of" that may be a person's, still keeps the pair whole."""
    assert decompose("Ada Penn became chief engineer of the Pell Line in 1931. Where was her mother born?") == (
        "Who was Ada Penn's mother?",
        "Where was #1 born?",
    )
    assert decompose("Ada Penn was the harbourmaster at Pell. When was her father born?") == (
        "Who was Ada Penn's father?",
        "When was #1 born?",
    )
    for whole in (
        "Ada Penn became the wife of Tom Marsh. Where was his father born?",
        "Ada Penn worked as a clerk for Tom Marsh. Where was his father born?",
    ):
        assert decompose(whole) == (whole,)


def test_a_verb_the_vocabulary_lacks_ends_a_clause_after_the_name_that_ends_its_object() -> None:
    """fresh18 k09: "tune" is in no verb list; standing right after the name that ends the inner
    clause's object, with an object of its own ("every organ"), it is the question's verb."""
    assert decompose(
        "How often did the founder of the firm that built the Pell Organ tune every organ in the valley?"
    ) == (
        "Which firm built the Pell Organ?",
        "Who was the founder of #1?",
        "How often did #2 tune every organ in the valley?",
    )


def test_an_unnamed_someone_who_did_something_is_looked_up_first() -> None:
    """fresh18 k05: "An ironfounder set up a foundry ... . Where do his kestrels stand?" was left
    whole; the statement's someone is who did what it says. Since fresh35 k06 the lookup keeps the calling
    ("Which ironfounder ...?", it was "Who ...?"): "Who started running buses ...?" was answered with the bus
    company the page names first, the mechanic who founded it second."""
    assert decompose(
        "An ironfounder set up a forge beside the wharf at Pell in 1855. Where do his iron gates stand?"
    ) == (
        "Which ironfounder set up a forge beside the wharf at Pell in 1855?",
        "Where do #1's iron gates stand?",
    )
    assert decompose("A young brewer bought the Pell inn in 1901. Where was he born?") == (
        "Which brewer bought the Pell inn in 1901?",
        "Where was #1 born?",
    )


def test_the_one_on_a_side_is_the_whole_noun_the_lead_names() -> None:
    """fresh18 k12: "Which stone bridge is older, the one that ... or the one at ...?" looked up
    "Which stone gave ...?": the thing compared is the "stone bridge", both words before the verb.
    A side the question can only describe ("the one that gave X its name") may have no name, so
    its year is asked of the description (a "Which stone bridge ...?" step gave up on "the stone
    bridge of 1811")."""
    question = "Which stone bridge is older, the one that gave Pell Quay its name or the one at Orlen?"
    assert decompose(question) == (
        "When was the stone bridge that gave Pell Quay its name built?",
        "When was the stone bridge at Orlen built?",
    )
    assert compare(question, ["1811", "1794"]) == "the stone bridge at Orlen"


def test_a_side_described_as_who_was_a_post_is_looked_up_by_that_post() -> None:
    """fresh18 k13: "the papermaker who was the first chairman of X" was cut at "the first" ("Who
    was the first?"): after "who was", the post is the clause's own, not the question's."""
    assert decompose("When was the brewer who was the first mayor of Pell Quay born?") == (
        "Who was the first mayor of Pell Quay?",
        "When was #1 born?",
    )
    assert decompose(
        "Who was born first: the miller behind the Pell Mill or the potter who was the first head of Orlen Pottery?"
    ) == (
        "Who was the miller behind the Pell Mill?",
        "When was #1 born?",
        "Who was the first head of Orlen Pottery?",
        "When was #3 born?",
        "Who was born first, #1 (#2) or #3 (#4)?",
    )


def test_who_served_longer_as_a_post_weighs_each_sides_years_at_its_place() -> None:
    """fresh18 h08: "Who served longer as a harbourmaster, A at P or B at Q?" was asked as "How
    long is A at P?"; it asks each side's years in the post at its place, which compare weighs."""
    question = "Who served longer as a harbourmaster, Ada Penn at Pell or Cora Venn at Orlen?"
    assert decompose(question) == (
        "When was Ada Penn harbourmaster at Pell?",
        "When was Cora Venn harbourmaster at Orlen?",
    )
    assert compare(question, ["from 1950 to 1980", "for twenty-eight years"]) == "Ada Penn"
    assert compare(question, ["1950-1980", "1961 to 1989"]) == "Ada Penn"


def test_a_pair_of_described_sides_first_is_the_choice_it_asks() -> None:
    """fresh18 h09: "Of the company's first steamer and its first diesel ship, which sailed in X
    service for more years?": the sides are descriptions ("its" is the company's), each looked up,
    then its years in that service, weighed in code."""
    question = "Of the firm's first steamer and its first motor ship, which sailed in Pell service for more years?"
    assert strip_chatter(question) == (
        "Which sailed in Pell service for more years, the firm's first steamer or the firm's first motor ship?"
    )
    steps = decompose(question)
    assert steps == (
        "What was the firm's first steamer?",
        "When did #1 sail in Pell service?",
        "What was the firm's first motor ship?",
        "When did #3 sail in Pell service?",
        "Which sailed in Pell service for more years, #1 (#2) or #3 (#4)?",
    )
    assert compare(steps[-1], ["1905 to 1938", "from 1951 until 1990"]) == "#3"


def test_a_when_clause_after_a_year_only_dates_the_question() -> None:
    """fresh18 h11: "... in 1905, when its stone pier was built?" was split as "When was 1905's
    stone pier built?": the clause says which year it was, so the question is one lookup."""
    question = "Roughly how many people lived in Pell in 1905, when its stone pier was built?"
    assert decompose(question) == (question,)


def test_that_thing_may_be_the_last_part_of_the_compound_the_statement_introduced() -> None:
    """fresh18 h07: "came from a mainland shipyard ... that yard": the yard is the shipyard; and a
    compound adjective ("double-ended", "flat-bottomed") is no verb of the statement."""
    assert decompose("The firm's flat-bottomed barge came from a river boatyard. Who founded that yard?") == (
        "Which yard built the firm's flat-bottomed barge?",
        "Who founded #1?",
    )


def test_a_thing_owning_the_statements_subject_is_looked_up_by_what_its_own_did() -> None:
    """fresh18 k11: "Pupils of a Dunmore school planted ... that school's building" was split as
    "Which school is the one that Pupils of planted ...": the thing is the owner inside the subject."""
    assert decompose(
        "Pupils of a Pell school planted the oak avenue in Pell Park. Where did the architect of that school's"
        " present building train?"
    ) == (
        "Which school's pupils planted the oak avenue in Pell Park?",  # its answer may be "the Pell school"
        "Who was the architect of #1's present building?",
        "Where did #2 train?",
    )
    assert decompose("The founder of a small brewery bought the Pell inn. Who built that brewery?") == (
        "Which small brewery's founder bought the Pell inn?",
        "Who built #1?",
    )


def test_a_step_asking_who_did_something_is_folded_into_the_step_using_its_answer() -> None:
    """fresh18 k10: "Who taught boatbuilding to #2?" is answered on the page by "his uncle, a
    fisherman", a relative it does not name; the re-plan asks the next step of that person."""
    from arcana_graph.core.replans import fold_unnamed_kin

    assert fold_unnamed_kin("Who taught boatbuilding to #2?", 3, ("What was the trade of #3?",)) == (
        "What was the trade of the person who taught boatbuilding to #2?",
    )
    assert fold_unnamed_kin("Who was born in Pell?", 3, ("What was the trade of #3?",)) is None


def test_a_pronoun_standing_for_the_thing_a_person_did_something_to_looks_that_thing_up_first() -> None:
    """fresh18 h06: "X ordered the company's first ship built to carry cars. In what year was her
    long-serving master born?": "her" is the ship, described, not named; what it is comes first.
    "her husband" stays the person's (split through her, the statement's subject: "the Pell Mill"
    is no one else the pronoun could stand for), and a named thing needs no lookup."""
    assert decompose(
        "Ada Penn ordered the firm's first ship built to carry lorries. In what year was her long-serving master born?"
    ) == (
        "What was the firm's first ship built to carry lorries?",
        "Who was #1's long-serving master?",
        "In what year was #2 born?",
    )
    assert decompose("Ada Penn commanded the firm's largest ferry. Which yard built her?") == (
        "What was the firm's largest ferry?",
        "Which yard built #1?",
    )
    assert decompose("Ada Penn bought the Pell Mill. When was her husband born?") == (
        "Who was Ada Penn's husband?",
        "When was #1 born?",
    )


def test_a_thing_a_statement_introduces_is_looked_up_first_when_the_joined_question_does_not_split() -> None:
    """fresh18 h07: "... came from a mainland shipyard. For how many years did the woman who
    founded that yard lead it?" joined into one question nests a clause ending on "from" inside
    another, which does not split; the yard is found first, as for "Who owns that yard?"."""
    assert decompose(
        "The firm's flat-bottomed barge came from a river boatyard. For how many years did the man who founded"
        " that yard lead it?"
    ) == (
        "Which yard built the firm's flat-bottomed barge?",
        "Who founded #1?",
        "For how many years did #2 lead it?",
    )


def test_a_comparison_side_described_by_what_it_does_has_its_value_asked_of_the_description() -> None:
    """fresh19 h09: "the granite breakwater sheltering Haldwick" was looked up as "Which granite
    breakwater is sheltering Haldwick?", which has no name to find; a person so described is
    still looked up by name."""
    assert decompose("Which is older: the stone jetty guarding Pell, or the iron pier at Orla?") == (
        "When was the stone jetty guarding Pell founded?",
        "When was the iron pier at Orla founded?",
    )
    assert decompose("Who is older, the harbourmaster serving Pell or the captain of MV Tern?")[:2] == (
        "Which harbourmaster is serving Pell?",
        "When was #1 born?",
    )


def test_being_born_or_dying_said_another_way_is_read_as_those_words() -> None:
    """fresh19 k13: "Of A and B, which man came into the world earlier?" was searched whole."""
    assert decompose("Of the potter Ada Penn and the smith Tom Hale, which one came into the world earlier?") == (
        "When was Ada Penn born?",
        "When was Tom Hale born?",
    )
    assert decompose("When did the founder of the Pell mill come into the world?") == (
        "Who was the founder of the Pell mill?",
        "When was #1 born?",
    )
    assert decompose("In what year did the founder of the Pell mill pass away?")[-1] == "In what year did #1 die?"


def test_a_thing_described_by_a_dated_passive_with_a_hop_for_its_doer_is_looked_up_before_its_measure() -> None:
    """fresh19 h03: "How long is the ship commanded from 1975 to 1998 by the first woman to
    captain a X vessel?" kept "the ship commanded ... by #1" whole, and the model answered the
    years of her command ("33 years"): the ship is a step of its own, its dates kept."""
    assert decompose(
        "How long is the ferry commanded from 1975 to 1998 by the first woman to captain a Pell ship?"
    ) == (
        "Who was the first woman to captain a Pell ship?",
        "Which ferry was commanded from 1975 to 1998 by #1?",
        "How long is #2?",
    )
    assert decompose("How long is the ferry commanded by the founder of the Pell Mill?") == (
        "Who was the founder of the Pell Mill?",
        "Which ferry was commanded by #1?",
        "How long is #2?",
    )
    assert decompose("How long is the ferry commanded in 1975 by Ada Penn?") == (
        "Which ferry was commanded in 1975 by Ada Penn?",
        "How long is #1?",
    )


def test_someone_a_statement_introduces_as_one_of_a_group_is_looked_up_first() -> None:
    """fresh19 k09: "the contractor that built X had a woman among its founders. In which village
    was she born?" was searched whole, and given up."""
    assert decompose(
        "Hey, the firm that built the Pell viaduct had a woman among its founders. Where was she born?"
    ) == (
        "Which firm built the Pell viaduct?",
        "Which woman was one of the founders of #1?",
        "Where was #2 born?",
    )
    assert decompose("The Pell Mill had a man among its owners. When was he born?") == (
        "Which man was one of the owners of the Pell Mill?",
        "When was #1 born?",
    )


def test_what_a_question_points_back_to_is_asked_of_its_statement_first() -> None:
    """The re-plan for a statement and question searched whole and failed (fresh20 k08, h03): the
    thing "it", "she" or "that NOUN" stands for is asked of the statement, then the question."""
    from arcana_graph.core.questions import pointed_first

    assert pointed_first(
        "The aviator Ada Penn later taught flying at a grass airfield. About how many people live in the town it lies"
        " near?"
    ) == (
        "The aviator Ada Penn later taught flying at a grass airfield. What is it?",
        "Which town is the one that #1 lies near?",
        "How many people live in #2?",
    )
    assert (
        pointed_first(  # "she" after a statement naming a ship is the ship
            "Captain Tom Hale commanded the same ship from 1985 to 2011. How many nautical miles long is the route she"
            " sails?"
        )[0]
        == "Captain Tom Hale commanded the same ship from 1985 to 2011. Which ship is she?"
    )
    assert pointed_first("SS Pell opened the firm's first service in 1909. How long is that route?") == (
        "SS Pell opened the firm's first service in 1909. Which route is that?",
        "How long is #1?",
    )
    # "that replaced" is a relative's verb, "that year" points to no thing; no statement, no pair
    assert pointed_first("Ada Penn ran the Pell mill. Which ship replaced her ferry that year?")[0].endswith(
        "Who is she?"
    )
    assert pointed_first("Ada Penn ran the Pell mill in 1900. What happened that year?") is None
    assert pointed_first("Who founded the Pell mill?") is None


def test_a_possessive_pronoun_after_a_topic_owns_all_the_words_of_its_phrase() -> None:
    """fresh20 h05: "the ferry that islanders nickname 'the Maid' - how many nautical miles long is
    her regular route?" was split as "the regular of #1 ... route"."""
    assert decompose('The ferry that islanders call "the Lass" - how long is her regular route?')[-1] == (
        "How long is the regular route of #1?"
    )
    assert decompose("The woman who first ran the library: where was her mother born?") == (
        "Who first ran the library?",
        "Who was the mother of #1?",
        "Where was #2 born?",
    )


def test_a_described_subject_with_its_years_is_looked_up_before_its_pronoun_is_used() -> None:
    """fresh20 h04: "X's harbourmaster from 1988 to 2016 was an islander by birth. When was the
    quay on his home island rebuilt?" gave "What was 2016's home island?"; a year owns nothing."""
    assert decompose(
        "Pell's harbourmaster from 1988 to 2016 was an islander by birth. When was the quay on his home island rebuilt?"
    ) == (
        "Who was Pell's harbourmaster from 1988 to 2016?",
        "What was #1's home island?",
        "When was the quay on #2 rebuilt?",
    )


def test_an_ing_word_after_a_word_saying_when_is_a_noun() -> None:
    """fresh20 h01: "the overnight sailing from X out to Y" read as "Which overnight is sailing ...?"."""
    question = "Hey, how long does the overnight sailing from Pell out to Orla take?"
    assert decompose(question) == (question,)
    assert decompose("Who built the ferry sailing from Pell to Orla?") == (
        "Which ferry is sailing from Pell to Orla?",
        "Who built #1?",
    )


def test_a_comparison_side_owned_by_a_crowd_is_asked_of_its_whole_description() -> None:
    """fresh20 k13: "the wool cooperative of the northern sheep farmers at X" was looked up as "Who
    were the northern sheep farmers at X?", who have no names to find."""
    assert decompose("Which is older: the Pell mill, or the guild of the hill weavers at Orla?") == (
        "When was the Pell mill founded?",
        "When was the guild of the hill weavers at Orla founded?",
    )


def test_a_relative_clause_with_a_bare_plural_subject_asks_with_do() -> None:
    """fresh20 h05: "the ferry that islanders nickname 'the Maid'" was asked "Which ferry islanders
    nickname ...?"; a verb before its object ("carries cars") is no such subject."""
    assert decompose('Who built the ferry that locals call "the Lass"?') == (
        'Which ferry do locals call "the Lass"?',
        "Who built #1?",
    )
    assert decompose("Who built the ferry that carries cars to Orla?") == (
        "Which ferry carries cars to Orla?",
        "Who built #1?",
    )


def test_a_model_plan_step_saying_her_for_the_one_thing_the_question_names_names_it() -> None:
    question = "When MV Pell Star was lengthened during her 1990 refit, how many metres were added to her?"
    steps = ("When did MV Pell Star get lengthened?", "How many metres were added to her?")
    assert named_for_pronouns(question, steps)[1] == "How many metres were added to MV Pell Star?"
    owned = ("When did MV Pell Star get lengthened?", "What was done to her stern ramp?")
    assert named_for_pronouns(question, owned)[1] == "What was done to MV Pell Star's stern ramp?"
    # a person the question opens with is named whole, as a step writes her name
    steps = ("Which mill did Ada Penn found?", "Where was she born?")
    assert named_for_pronouns("Ada Penn founded a mill. Where was she born?", steps)[1] == "Where was Ada Penn born?"
    # left alone: a step after a "who" step (she may be the person found), an earlier answer, a
    # pronoun the question does not use, a first step
    found_first = ("Who founded the Pell Mill?", "When did she marry?")
    assert (
        named_for_pronouns("The founder of the Pell Mill married late. When did she marry?", found_first) == found_first
    )
    through = ("Which mill did Ada Penn found?", "Who ran #1 after her?")
    assert named_for_pronouns("Ada Penn founded a mill. Who ran it after her?", through) == through
    other = ("Which mill did Ada Penn found?", "Where was he born?")
    assert named_for_pronouns("Ada Penn founded a mill. Where was she born?", other) == other
    assert named_for_pronouns("Ada Penn founded a mill. Where was she born?", ("Where was she born?",)) == (
        "Where was she born?",
    )


def test_a_question_pointing_back_to_the_unnamed_place_someone_was_born_in_finds_them_first() -> None:
    """fresh21 h07, k07: "that island" after "X was designed by an architect who was born on one of
    the islands" (garbled as "Which island is the one in which X was designed ...?"), and "that
    fair" after "Y was born in a village known for its spring fair" (left whole)."""
    assert decompose(
        "The Pell ferry was built by a shipwright who was born on one of the islands. How many people live on"
        " that island?"
    ) == ("Who built the Pell ferry?", "On which island was #1 born?", "How many people live on #2?")
    assert decompose(
        "The potter Ada Penn was born in a town known for its autumn cattle market. When did that market start?"
    ) == ("In which town was the potter Ada Penn born?", "When did the autumn cattle market of #1 start?")


def test_a_described_subjects_pronoun_after_a_hedged_how_is_split_through_the_description() -> None:
    """fresh21 h03: "The first woman harbourmaster in X was born on the mainland. Roughly how many
    people live in her birthplace?" stayed whole: the hedge hid the question from the statement's
    splitters, and "her birthplace" was written "the ... in X's birthplace" (garbled). The hedge is
    set aside and put back on the last step; the described subject owns the noun with "of"."""
    assert decompose(
        "The first woman master in the Pell fleet was born inland. Roughly how many people live in her birthplace?"
    ) == (
        "Who is the first woman master in the Pell fleet?",
        "Where was #1 born?",
        "Roughly how many people live in #2?",
    )


def test_a_pair_named_in_a_statement_then_which_of_them_is_a_choice_between_the_two() -> None:
    """fresh22 k13: "Two Webbs ...: the oarsman Conrad and the ice merchant Matthias. Which of them
    was born first?" was split at "and" into garbled steps; the pair is the choice's two sides, a
    first name alone with the family name the statement gives. The pair may open the statement."""
    question = (
        "Hey, two Penns who were no kin of the potter Ada Penn: the oarsman Hugo and the baker Lena. "
        "Which of them was born first?"
    )
    assert decompose(question) == ("When was Hugo Penn born?", "When was Lena Penn born?")
    assert compare(question, ["1871", "1866"]) == "Lena Penn"
    assert decompose(
        "The innkeeper Cora Venn and the glassmaker Ivo Marsh both lived in Pell. Who of the two was born first?"
    ) == (
        "When was Cora Venn born?",
        "When was Ivo Marsh born?",
    )
    assert decompose("The innkeeper Cora Venn and the glassmaker Ivo Marsh lived in Pell. When was she born?") != (
        "When was Cora Venn born?",
        "When was Ivo Marsh born?",
    )  # no choice is asked


def test_a_pair_that_both_got_something_then_which_kind_did_first_is_a_choice_between_the_two() -> None:
    """fresh47 k09: "The parish church in X and St Oda's in Y both got their organs from the same builders. Which
    church received its organ first?" was read as one garbled lookup and answered with the later church. "got" is
    what both did too, and "Which church ... first?" asks the choice as "Which of them" does; a question about one
    of the two asks no choice."""
    assert decompose(
        "The parish church in Pell and St Ann's in Orla both got their organs from Tarn & Co. "
        "Which church received its organ first?"
    ) == ("When did the parish church in Pell receive its organ?", "When did St Ann's in Orla receive its organ?")
    alone = "Pell Church and Orla Church both got organs from Tarn & Co. Which town is Pell Church in?"
    assert strip_chatter(alone) == alone
    # the review's probes: the things the statement gives the pair, or "it" pointing into it, ask no choice of them
    for question in (
        "Mara Holt and Ida Fenn both ran schools. Which school is older?",
        "Orla Abbey and Tarn Priory both had their roofs rebuilt. Which roof was rebuilt earlier?",
        "Tom Marr and Eli Brent both won the Pell cup. Which man won it first?",
    ):
        assert strip_chatter(question) == question


def test_a_pair_first_with_what_both_did_weighs_whose_time_in_the_post_began_earlier() -> None:
    """fresh22 k14: "Of A and B, both of whom served as mayor of a valley town, whose time as mayor
    began earlier?" was left whole and gave up; each side's years as mayor are looked up and the
    first years compared."""
    question = (
        "Of the solicitor Ada Penn and the auctioneer Ivo Marsh, both of whom served as mayor of a valley town, "
        "whose time as mayor began earlier?"
    )
    assert decompose(question) == ("When was Ada Penn mayor?", "When was Ivo Marsh mayor?")
    assert compare(question, ["1946-1950", "1930"]) == "Ivo Marsh"


def test_which_thing_was_somewhere_for_more_years_looks_up_each_sides_years_there() -> None:
    """fresh22 h08: "Which ship was in the company's service for more years, A or B?" was garbled
    into "How many years does A have?"; each side's years in that service are looked up."""
    question = "Which ship was in the company's service for more years, MV Tern or MV Gull?"
    assert decompose(question) == (
        "When was MV Tern in the company's service?",
        "When was MV Gull in the company's service?",
    )
    assert compare(question, ["1958 to 1997", "1964 to 1992"]) == "MV Tern"


def test_a_failed_step_asking_which_thing_stands_somewhere_is_folded_into_the_step_using_it() -> None:
    """fresh22 k09: "Which old wool hall stands on the largest square in X?" has no name to find;
    the re-plan asks the next step of the hall as described."""
    from arcana_graph.core.replans import fold_unnamed_located

    steps = decompose(
        "A school was started in the old wool hall that stands on the largest square in Pell. "
        "Where was that school's first headmaster born?"
    )
    assert steps is not None and steps[0] == "Which old wool hall stands on the largest square in Pell?"
    assert fold_unnamed_located(steps[0], 1, steps[1:]) == (
        "Which school was started in the old wool hall that stands on the largest square in Pell?",
        "Who was #1's first headmaster?",
        "Where was #2 born?",
    )
    assert fold_unnamed_located("Which ship sailed to Pell?", 1, ["Who built #1?"]) is None
    assert fold_unnamed_located("Which old mill stands in Pell?", 1, ["Who built the bridge?"]) is None  # unused


def test_a_birthplace_given_as_the_main_town_of_one_of_the_isles_finds_the_town_then_its_island() -> None:
    """fresh22 h06: "X's historian was born in the main town of one of the isles. How high does that
    island's highest hill rise?" was left whole and gave up; who, where they were born, which island
    that town is the main town of, then the question of that island."""
    assert decompose(
        "The Pell Line's historian was born in the main town of one of the isles. "
        "How high does that island's highest hill rise?"
    ) == (
        "Who was the Pell Line's historian?",
        "Where was #1 born?",
        "Which island is #2 the main town of?",
        "How high does #3's highest hill rise?",
    )
    assert decompose(
        "The shipwright Ada Penn was born in the main town of one of the islands. How many people live on that island?"
    ) == (
        "Where was the shipwright Ada Penn born?",
        "Which island is #1 the main town of?",
        "How many people live on #2?",
    )


def test_a_relative_clause_ending_in_its_preposition_ends_before_the_questions_participle() -> None:
    """fresh22 k07: "When was the school that X catalogued the books of founded?" was split as "Which
    school is the one that X catalogued the books of founded?" and "When was #1?"."""
    assert decompose("When was the school that the librarian Ada Penn catalogued the books of founded?") == (
        "Which school is the one that the librarian Ada Penn catalogued the books of?",
        "When was #1 founded?",
    )
    assert decompose("When was the ship that Ada Penn was the master of built?") == (
        "Which ship is the one that Ada Penn was the master of?",
        "When was #1 built?",
    )


def test_a_statement_opening_with_a_clause_of_time_is_split_as_the_statement_without_it() -> None:
    """fresh22 k07: "Before she came to Pell, the librarian X catalogued the books of a school. When was
    that school founded?" was left whole (and answered with another school's year); a year opening
    the statement moves to its end, where it still dates the lookup."""
    assert decompose(
        "Before she came to Pell, the librarian Ada Penn catalogued the books of a school. "
        "When was that school founded?"
    ) == ("Which school is the one that the librarian Ada Penn catalogued the books of?", "When was #1 founded?")
    assert decompose(
        "In 1920, the librarian Ada Penn catalogued the books of a school. When was that school founded?"
    ) == (
        "Which school is the one that the librarian Ada Penn catalogued the books of in 1920?",
        "When was #1 founded?",
    )


def test_a_named_thing_placed_by_one_of_a_group_finds_which_one_then_asks_of_it() -> None:
    """fresh22 h05: "Gannet Skerry lies on the approach to one of the islands. How many people live on
    that island?" was searched whole and answered with another island's population."""
    assert decompose("Gull Rock lies on the approach to one of the islands. How many people live on that island?") == (
        "Which island does Gull Rock lie on the approach to?",
        "How many people live on #1?",
    )
    assert decompose("The Pell Light stood at the mouth of one of the rivers. How long is that river?") == (
        "Which river did the Pell Light stand at the mouth of?",
        "How long is #1?",
    )
    assert decompose("Gull Rock lies near one of the isles. Who owns that island?") == (
        "Which island does Gull Rock lie near?",
        "Who owns #1?",
    )


def test_a_pair_described_in_a_statement_then_which_of_the_two_looks_each_side_up_by_its_description() -> None:
    """fresh23 k13: "Both were born in 1902: the shepherd who ..., and the schoolmaster who wrote X.
    Which of the two reached the greater age?" was left whole and gave up."""
    question = (
        "Both were born in 1902: the shepherd who holds the record at the Pell trials, and the schoolmaster "
        'who wrote "Birds of Orlen". Which of the two reached the greater age?'
    )
    assert decompose(question) == (
        "Who holds the record at the Pell trials?",
        "When did #1 live?",
        'Who wrote "Birds of Orlen"?',
        "When did #3 live?",
        "Which one reached the greater age, #1 (#2) or #3 (#4)?",
    )


def test_a_last_thing_made_by_what_a_statement_introduces_is_looked_up_after_that_thing() -> None:
    """fresh23 h07: "the shipwright who built his first steamer in 1890 went on to found a yard. How many
    passengers does the last large ship that yard ever built carry?" was planned as garbled steps
    ("Who built his first steamer in 1890 went on to ever built?") and answered wrong."""
    question = (
        "The boatbuilder who launched his first lugger in 1885 went on to found a yard. "
        "How many passengers does the last large ship that yard ever built carry?"
    )
    assert decompose(question) == (
        "Who launched his first lugger in 1885?",
        "Which yard was founded by #1?",
        "Which last large ship was ever built by #2?",
        "How many passengers does #3 carry?",
    )
    assert decompose("Ada Penn founded a yard. Who commanded the last ship that yard built?") == (
        "Which yard was founded by Ada Penn?",
        "Which last ship was built by #1?",
        "Who commanded #2?",
    )


def test_someone_picked_out_of_a_group_by_a_description_is_looked_up_by_it() -> None:
    """fresh23 k09: "the contractor that built X had two founders, one of them a man known for his
    chapels. ... where he was born?" was searched whole and given up."""
    question = (
        "The firm that built the Pell viaduct had three partners, one of them a woman known for her bridges. "
        "Where was she born?"
    )
    assert decompose(question) == (
        "Which firm built the Pell viaduct?",
        "Which woman known for her bridges was one of the partners of #1?",
        "Where was #2 born?",
    )


def test_a_person_told_by_where_and_when_they_were_born_is_found_before_what_they_made() -> None:
    """fresh23 h03: "A naval architect born in Ardmoray in 1961 drew up one of the Velmar Harbourline's
    ferries. How many cars does that ferry carry?" was searched whole and given up."""
    question = (
        "A shipwright born in Pell in 1950 drew up one of the Orlen Line's ferries. How many cars does that ferry take?"
    )
    assert decompose(question) == (
        "Which shipwright was born in Pell in 1950?",
        "Which of the Orlen Line's ferries was drawn up by #1?",
        "How many cars does #2 take?",
    )
    assert decompose("Ada Penn designed one of the lighthouses. How tall is that lighthouse?") == (
        "Which of the lighthouses was designed by Ada Penn?",
        "How tall is #1?",
    )


def test_a_question_led_by_a_year_after_a_statement_is_split_and_keeps_the_year_on_its_last_step() -> None:
    """fresh23 k04: "The chemist who served as Brightwater's public analyst founded a company to bottle a
    mineral spring. After 1976, what was that company's water sold in?" was searched whole and
    answered with the company's name."""
    question = (
        "The brewer who served as Pell's harbour clerk founded a company to bottle a spring. "
        "After 1950, what was that company's water sold in?"
    )
    assert decompose(question) == (
        "Who served as Pell's harbour clerk?",
        "Which company was founded by #1?",
        "After 1950, what was the water of #2 sold in?",
    )


def test_a_doer_told_by_what_its_own_person_did_is_looked_up_before_that_person() -> None:
    """fresh23 k11: "The ferry boat Kittiwake was built by a boatyard whose founder had a grandson who
    became a bus operator. In which year did the grandson's company begin running buses?" was planned
    as garbled steps ("Who was the grandson of the ferry boat Kittiwake?") and given up. Five
    lookups fit in four steps once the grandson's company is asked of him in the last one."""
    question = (
        "The steamer Tern was built by a shipyard whose founder had a granddaughter who became a baker. "
        "In which year did the granddaughter's company open its first shop?"
    )
    assert decompose(question) == (
        "Which shipyard built the steamer Tern?",
        "Who was the founder of #1?",
        "Who was the granddaughter of #2?",
        "In which year did #3's company open its first shop?",
    )
    assert decompose(
        "The Pell viaduct was designed by an engineer whose daughter became a painter. Where was she born?"
    ) == (
        "Which engineer designed the Pell viaduct?",
        "Who was the daughter of #1?",
        "Where was #2 born?",
    )


def test_a_person_told_by_birthplace_with_an_aside_who_set_up_their_own_works_is_found_first() -> None:
    """fresh24 k04: "An organ builder born in Kellbrook, who had first learned his trade as a joiner,
    went on to set up his own organ works. In what year was that works founded?" was searched whole
    and given up (the whole question's right answer was refused for a "born" its page does not say)."""
    question = (
        "A clockmaker born in Pell, who had first learned his trade as a smith, went on to set up his own "
        "clock works. In what year was that works founded?"
    )
    assert decompose(question) == (
        "Which clockmaker was born in Pell?",
        "Which works was set up by #1?",
        "In what year was #2 founded?",
    )


def test_a_when_clause_keeps_the_ing_word_its_verb_takes_and_a_doer_ends_before_the_clauses_verb() -> None:
    """fresh24 k08: "the peat merchant who was a nephew of X started a company to cut peat. What did the
    moor become when that company stopped cutting?" was planned as "Which company was started by #1
    stopped?" and given up."""
    question = (
        "The builder who was a nephew of the mason Ivo Penn started a company to cut stone. "
        "What did the quarry become when that company stopped cutting?"
    )
    assert decompose(question) == (
        "Who was a nephew of the mason Ivo Penn?",
        "Which company was started by #1?",
        "When did #2 stop cutting?",
        "What did the quarry become in #3?",
    )


def test_a_pair_named_with_their_places_then_which_of_the_two_nouns_is_a_choice_between_them() -> None:
    """fresh24 k12: "St Oda's in Dunmere and the parish church of Tillingham both have organs from X.
    Which of the two churches got its organ first?" was searched whole and given up."""
    question = (
        "St Anne's in Pell and the parish church of Orlen both have bells from the Penn foundry. "
        "Which of the two churches got its bells first?"
    )
    assert decompose(question) == (
        "When did St Anne's in Pell get its bells?",
        "When did the parish church of Orlen get its bells?",
    )
    assert (
        strip_chatter(question) == "Which church got its bells first, St Anne's in Pell or the parish church of Orlen?"
    )


def test_a_building_that_went_up_first_was_built_first() -> None:
    """fresh24 k14: "Which building went up first: A, or B?" was left to the model's plan and given up."""
    assert decompose("Which building went up first: the Pell corn exchange, or the Orlen market hall?") == (
        "When was the Pell corn exchange built?",
        "When was the Orlen market hall built?",
    )


def test_a_described_person_then_a_dash_and_what_their_kin_did_finds_the_kin_through_them() -> None:
    """fresh24 k05: "the first woman from the Kestrel Valley to fly an aeroplane - her father served as
    mayor of his town. In what year did his time as mayor end?" was searched whole and answered with
    another mayor's last year."""
    question = (
        "The first man from Pell to swim the lake - his mother served as mayor. In what year did her time as mayor end?"
    )
    assert decompose(question) == (
        "Who was the mother of the first man from Pell to swim the lake?",
        "In what year did #1's time as mayor end?",
    )


def test_the_place_a_thing_came_from_told_by_what_its_person_did_is_looked_up_first() -> None:
    """fresh24 h06: "The company's very first ship came from a yard whose founder had a
    great-granddaughter who became a marine engineer. In which year was she born?" was searched whole
    and given up."""
    question = (
        "The town's first bell came from a foundry whose founder had a great-grandson who became a "
        "painter. In which year was he born?"
    )
    assert decompose(question) == (
        "Which foundry did the town's first bell come from?",
        "Who was the founder of #1?",
        "Who was the great-grandson of #2?",
        "In which year was #3 born?",
    )


def test_the_yard_a_ship_came_from_is_asked_as_the_yard_that_built_her() -> None:
    """fresh24 h06: asked "Which yard did the company's very first ship come from?", the model
    answered with the port of the ship's first route ("Corvanmouth"); her page says which yard built her."""
    question = (
        "The island's mail boat came from a boatyard whose owner had a niece who became a pilot. When was she born?"
    )
    assert decompose(question)[0] == "Which boatyard built the island's mail boat?"
    assert decompose("The town's first bell came from a foundry; who started that foundry?")[0] == (
        "Which foundry did the town's first bell come from?"  # a foundry casts: the wording is kept
    )


def test_a_person_told_by_a_clause_then_what_they_have_been_is_found_first() -> None:
    """fresh24 h03: "The marine engineer who trained at the college in Ardmoray and then served on
    fishing research ships has been chief engineer of one ferry since it was new. What did that ferry
    have ...?" was planned as garbled steps and given up."""
    question = (
        "The baker who trained in Pell and then worked on the mail boats has been cook of one ferry since "
        "it was new. How many cars does that ferry take?"
    )
    assert decompose(question) == (
        "Who trained in Pell and then worked on the mail boats?",
        "Which ferry is the one that #1 has been cook of since it was new?",
        "How many cars does #2 take?",
    )


def test_a_comparison_side_told_by_what_it_became_has_its_value_asked_of_the_description() -> None:
    """fresh24 k14: "the old corn store that was later turned into Dunmore's town hall" was looked
    up as "Which old corn store was later turned into ...?", which has no name to find."""
    assert decompose(
        "Which is older: the Pell lighthouse, or the old granary that was converted into Orla's museum?"
    ) == (
        "When was the Pell lighthouse founded?",
        "When was the old granary that was converted into Orla's museum founded?",
    )


def test_where_someone_set_up_their_own_firm_is_asked_of_the_firm() -> None:
    """fresh24 k06: "In which town did #1 set up his firm?" was answered from the clockmaker's own
    page, with his birthplace and then the firm he was apprenticed at; the firm's page says where."""
    assert decompose("In which town did the potter Ada Penn set up her firm?") == (
        "Which firm did the potter Ada Penn set up?",
        "In which town was #1 set up?",
    )
    assert decompose("Where did Tom Hale found his company?") == (
        "Which company did Tom Hale found?",
        "Where was #1 founded?",
    )
    assert decompose("In which year did Tom Hale found his company?") == (
        "In which year did Tom Hale found his company?",
    )


def test_a_statement_that_only_introduces_a_kin_finds_that_kin_first() -> None:
    """fresh25 k10: "the man who founded Venn's Stores had a younger sister. What year was she
    born?" was searched whole (a kin of two words, "younger sister", was not read as a kin)."""
    assert decompose("The woman who founded the Pell Dairy had an elder brother. Where was he born?") == (
        "Who founded the Pell Dairy?",
        "Who was the elder brother of #1?",
        "Where was #2 born?",
    )


def test_a_statement_s_closing_clause_of_time_is_left_out_of_its_steps() -> None:
    """fresh25 k16: "... trained in a lamp factory before returning to the valley. In which town was
    that factory?" planned "Which factory was trained by #1 in before returning to the valley?"."""
    assert decompose("Ada Penn trained in a glass factory after leaving Pell. In which city was that factory?") == (
        "Which factory did Ada Penn train in?",
        "In which city was #1?",
    )


def test_a_step_with_a_statement_s_verb_torn_after_an_earlier_answer_is_no_plan() -> None:
    """fresh25 h07: "X ran a harbour that has a direct route from Y. In which year was the ship that
    now sails that route launched?" was planned "In which year was the ship that now sails the direct
    route of #1 ran a harbour that launched?", which reads as no question; the pair is searched whole."""
    question = (
        "The first woman keeper of the Pell light ran a school that has a boat club. In which year was the boat"
        " that now races for that club built?"
    )
    assert all("#1 ran" not in step for step in decompose(question))


def test_a_closing_clause_that_introduces_the_pointed_thing_is_kept() -> None:
    """Review of the clause-of-time fix: "after marrying a sailor. Where was that sailor born?" needs
    its clause; and a step "Which engineer at #1 designed ...?" is a plan."""
    assert decompose("Ada Penn moved to Pell after marrying a sailor. Where was that sailor born?") == (
        "Which sailor is the one that Ada Penn moved to Pell after marrying?",
        "Where was #1 born?",
    )
    assert decompose("Which engineer at the Pell yard designed the engine of MV Orla?")[-1].startswith(
        "Which engineer at"
    )


def test_her_father_after_the_daughter_of_someone_is_the_subject_s_father() -> None:
    """fresh25 k11: "The botanist who laid out the physic garden in Marrow End was the daughter of an
    engineer. In the churchyard of which church is her father buried?" was searched whole ("her"
    could have been read as the engineer's, and "In the churchyard of which" after a statement was
    not asked with its wh-word first)."""
    assert decompose("Ada Penn was the daughter of a miller. Where is her father buried?") == (
        "Who was Ada Penn's father?",
        "Where is #1 buried?",
    )
    assert decompose(
        "The woman who founded the Pell Dairy was the daughter of a miller. In the churchyard of which church is"
        " her father buried?"
    ) == ("Who founded the Pell Dairy?", "Who was #1's father?", "In which church's churchyard is #2 buried?")
    assert (
        decompose("Ada Penn was the daughter of a miller. Where is his father buried?")[0]
        != "Who was Ada Penn's father?"
    )


def test_a_pronoun_only_the_parent_can_take_after_the_daughter_of_someone_is_that_parent() -> None:
    """fresh69 h05: "The first woman to command a ship of the Velmar Harbourline was the daughter of a captain. In
    what year was the ship he commanded sold abroad?" was split as garble: "he" can only be her father."""
    assert decompose("The first woman to run the Pell Dairy was the daughter of a miller. When did he die?") == (
        "Who was the first woman to run the Pell Dairy?",
        "Who was #1's father?",
        "When did #2 die?",
    )
    assert decompose("Ada Penn was the daughter of a captain. In what year was the ship he commanded sold?") == (
        "Who was Ada Penn's father?",
        "Which ship was commanded by #1?",
        "In what year was #2 sold?",
    )
    assert decompose("Tom Penn was the son of a teacher. Where did she teach?") == (
        "Who was Tom Penn's mother?",
        "Where did #1 teach?",
    )
    # a pronoun the child could take, two of the parent's, or one that owns: not read as the parent; nor one that
    # someone or something the question names first may take (the review of 441586e)
    for question in (
        "Tom Penn was the son of a captain. Which ship did he command?",
        "Ada Penn was the daughter of a captain. Did he sell the ship he commanded?",
        "Ada Penn was the daughter of a captain. When was his ship sold?",
        "Ada Penn was the daughter of a captain. Which ship did her brother command before he retired?",
        "Ada Penn was the daughter of a captain. When did her husband die, and where was he buried?",
    ):
        assert "father" not in " ".join(decompose(question) or ())
    for question in (
        "Tom Penn was the son of a shipowner. When was MV Orla sold, and who bought her?",
        "Tom Penn was the son of a captain. When was the ship launched and where did she sink?",
        "Tom Penn was the son of a fisherman. When was the trawler he sailed on sold, and who bought her?",
    ):
        assert "mother" not in " ".join(decompose(question) or ())
    # the parent as a clause's subject after a named child: looked up first, not "Tom Penn's mother taught at"
    assert decompose("Tom Penn was the son of a teacher. What is the name of the school she taught at?") == (
        "Who was Tom Penn's mother?",
        "Which school did #1 teach at?",
    )


def test_an_object_clause_without_that_is_looked_up_before_the_question_s_own_verb() -> None:
    """fresh32 h05 and fresh56 h06, split after fresh69 h05's fix, left their last step whole: "How many cars was the
    ship #2 commanded built to carry?" (the question's participle right after the clause's verb), "... the ship #2
    was master of from 1964 could take?" (a post held, then a time) after "Any idea" (the modal near the end)."""
    assert decompose("How many cars was the ship Ada Penn commanded built to carry?") == (
        "Which ship was commanded by Ada Penn?",
        "How many cars was #1 built to carry?",
    )
    assert decompose("Which yard built the ship Ada Penn was master of from 1964?") == (
        "Which ship is the one that Ada Penn was master of from 1964?",
        "Which yard built #1?",
    )
    assert decompose("Any idea how many cars the ship Ada Penn commanded could take?") == (
        "Which ship was commanded by Ada Penn?",
        "How many cars could #1 take?",
    )
    # a pronoun after "how many shops" is no thing a clause describes: left whole
    assert decompose("Do you know how many shops it had by 1930?") == ("Do you know how many shops it had by 1930?",)
    # a modal of a later clause is not the question's (the review of 441586e)
    assert decompose("Do you know how many cars the ferry that replaced MV Orla carried before she could sail?")[0] == (
        "Which ferry replaced MV Orla?"
    )


def test_a_topic_opened_by_about_is_the_thing_the_question_s_pronoun_stands_for() -> None:
    """fresh70 k08: "Hey, about the clock in the tower of Dunmore's town hall: in which village was the founder of the
    firm that made it born?" was searched whole ("about" hid the topic) and its first hop's firm asked as born."""
    assert decompose(
        "About the bell in the tower of the Pell church: where was the founder of the firm that cast it born?"
    ) == (
        "Which firm cast the bell in the tower of the Pell church?",
        "Who was the founder of #1?",
        "Where was #2 born?",
    )
    # the review of b3c5a03: the topic set off by a comma too
    assert decompose("As for the ship that sank off Tern, who was her captain?") == (
        "Which ship sank off Tern?",
        "Who was the captain of #1?",
    )


def test_what_a_thing_began_as_is_the_thing_itself() -> None:
    """fresh70 k11 (a false premise): "The Kestrel Courier began as a daily newspaper. In what year did it cut back to
    appearing once a week?" was split as "Which newspaper was begun by the Kestrel Courier as cut back ...": "it" is
    the Courier, which the statement says it *was*; the premise is kept whole, as after "X was a corn mill"."""
    for statement in ("began as", "started out as", "was founded as"):
        question = f"The Pell Gazette {statement} a daily paper. In what year did it cut back to appearing weekly?"
        assert decompose(question) == (question,)
    # the review of b3c5a03: no article before the name, "that NOUN", or a year after the thing
    for question in (
        "Tern Hall opened as a cinema. Who designed that cinema?",
        "The Pell Gazette began as a daily paper in 1850. When did that paper close?",
    ):
        assert decompose(question) == (question,)


def test_she_after_a_statement_about_a_named_ship_is_the_ship() -> None:
    """fresh25 h06: "MV Orrin Spirit ran aground in thick fog in 2011. How deep does the stretch of sea
    get in which the rock she struck lies?" was searched whole, and the re-plan read "she" as a captain."""
    assert decompose("MV Orla ran aground in 1990. Who owned the rock she struck?") == (
        "Which rock was struck by MV Orla?",
        "Who owned #1?",
    )
    assert decompose("MV Orla sank in 1990. Who was the captain of the ship that rescued her crew?") == (
        "Which ship rescued MV Orla's crew?",
        "Who was the captain of #1?",
    )


def test_a_person_told_by_a_deed_and_born_in_an_unnamed_place_is_found_first() -> None:
    """fresh26 h07: "The chief engineer who led MV Orrin Star's 2004 refit was born in an island
    harbour. Which ship makes the summer sailings to that harbour from Port Orrin?" was searched whole."""
    assert decompose(
        "The mason who built the Pell bridge was born in a small village. How many people live in that village?"
    ) == (
        "Who built the Pell bridge?",
        "In which village was #1 born?",
        "How many people live in #2?",
    )


def test_a_participle_after_the_someone_of_a_statement_describes_them() -> None:
    """fresh26 k05: "An ice merchant born in Wendle sold ice all over the valley ..." was asked "Who born
    in Wendle sold ice ...?"; a participle with a later verb describes the someone, a lone one is their deed."""
    assert decompose("A brewer trained in Pell opened a brewery in Dunmore. Where was he born?") == (
        "Which brewer trained in Pell opened a brewery in Dunmore?",
        "Where was #1 born?",
    )
    assert (
        decompose("A brewer opened a brewery in Dunmore. Where was he born?")[0]
        == "Which brewer opened a brewery in Dunmore?"  # the calling kept since fresh35 k06
    )


def test_a_thing_a_person_told_by_a_clause_made_is_found_after_them() -> None:
    """fresh26 k06: "the wool merchant whose son Josiah became a papermaker built a mill on the river
    Aske. When did that mill stop weaving?" came out garbled ("When did #2?")."""
    assert decompose(
        "The wool merchant whose son Josiah became a papermaker built a mill on the river Aske. When did that"
        " mill stop weaving?"
    ) == (
        "Which wool merchant's son Josiah became a papermaker?",
        "Which mill did #1 build on the river Aske?",
        "When did #2 stop weaving?",
    )
    assert decompose(
        "The captain whose ship sank in 1990 was the first master of a steamer. Who built that steamer?"
    ) == ("Which captain's ship sank in 1990?", "Which steamer was #1 the first master of?", "Who built #2?")
    # a subject that ran into a second clause is not a person told by a clause
    assert (
        "Who was"
        not in decompose(
            "The miller who built the Pell Mill had a son, and a clerk at that mill started a club. Who ran that club?"
        )[0]
    )


def test_a_lowercase_word_before_into_ends_a_relative_clause_as_the_question_s_verb() -> None:
    """fresh26 k01: "When did the company that opened the valley's first telephone exchange pass into
    the hands of ...?" was split after "telephone" ("When did #1 service?"): "pass" is in no word list."""
    assert decompose("When did the firm that built the Pell tramway pass into the hands of the council?") == (
        "Which firm built the Pell tramway?",
        "When did #1 pass into the hands of the council?",
    )


def test_a_compared_side_is_looked_up_by_its_name_without_the_words_before_it() -> None:
    """fresh26 h09: "which ship was longer, the old MV Haldray Lass or the little MV Tern?" looked up
    "How long is the little MV Tern?"; the pages write the name alone."""
    assert decompose("Which ship was longer, the old MV Orla Star or the little MV Tern Bay?") == (
        "How long is MV Orla Star?",
        "How long is MV Tern Bay?",
    )
    assert decompose("Which is older, the old mill or the new brewery?")[0] == "When was the old mill founded?"


def test_a_firm_a_statement_says_made_a_thing_is_no_he_of_the_question() -> None:
    """fresh26 k09: "The diving tower ... was made by an engineering firm. In what year did the grandfather
    of that firm's chief engineer ... found his ropeworks?" was read as "Who made the diving tower?" with
    "his" standing for that someone: a firm is no "he". The question points back with "that firm"."""
    assert decompose(
        "The town hall clock was made by a clockmaking firm. When did the son of that firm's founder open his shop?"
    ) == ("Which firm made the town hall clock?", "Who was the founder of #1?", "Who was the son of #2?",
          "When did #3 open his shop?")  # fmt: skip
    # a person a statement says made the thing is still the question's "he"
    assert decompose("The Pell footbridge was built by a mason. When did he open his yard?") == (
        "Who built the Pell footbridge?",
        "When did #1 open his yard?",
    )


def test_a_year_after_a_post_picks_out_who_held_it_then() -> None:
    """fresh26 k09: "that firm's chief engineer from 1875" lost its year to the step before it ("Which
    firm made the diving tower of the Brightwater lido from 1875?")."""
    assert decompose(
        "The Pell footbridge was built by an engineering firm. Where was that firm's chief engineer from 1890 born?"
    ) == ("Which firm built the Pell footbridge?", "Who was #1's chief engineer from 1890?", "Where was #2 born?")
    assert decompose("Where was the Pell Harbourline's chief engineer from 1890 born?") == (
        "Who was the Pell Harbourline's chief engineer from 1890?",
        "Where was #1 born?",
    )


def test_a_possessor_named_with_an_ampersand_or_of_is_one_name() -> None:
    """fresh26 k09 asked "Who was Oduya's chief engineer?" and "Who was the grandfather of Brack?" for
    "the grandfather of Brack & Oduya's chief engineer"."""
    assert decompose("Where was the nephew of Hale & Crane's first manager born?") == (
        "Who was Hale & Crane's first manager?",
        "Who was the nephew of #1?",
        "Where was #2 born?",
    )
    assert decompose("Where was the daughter of the Bank of Pell's first chairman born?") == (
        "Who was the Bank of Pell's first chairman?",
        "Who was the daughter of #1?",
        "Where was #2 born?",
    )


def test_a_perfect_after_the_wh_word_is_the_question_s_verb_not_an_inversion() -> None:
    """fresh26 h06: "Which ship has worked the route that steamer opened since 2008?" kept "the route
    #2 opened" in its last step: "has" was read as the auxiliary of an inverted question ("has [the
    route ...] opened"), and "since 2008" went to the clause's deed."""
    assert decompose("Who has owned the yard Tom Brask founded?") == (
        "Which yard was founded by Tom Brask?",
        "Who has owned #1?",
    )
    assert decompose("Which ship has sailed the route that the SS Pell opened since 2008?") == (
        "Which route was opened by the SS Pell?",
        "Which ship has sailed #1 since 2008?",
    )
    # an inverted perfect still is one: its subject comes after "has"
    assert decompose("How many ships has the yard that Tom Brask founded built?") == (
        "Which yard was founded by Tom Brask?",
        "How many ships has #1 built?",
    )


def test_a_participle_phrase_after_an_introduced_thing_picks_the_thing_out() -> None:
    """fresh26 h03: "X drew the design of a car ferry built in 1986. How many passengers does that ferry
    carry?" asked "Which ferry is the one that #1 drew the design of built in 1986?": the participle
    phrase goes with the ferry, and the preposition the clause leaves at its end ("the design of")
    does not take the question's own verb into the clause."""
    assert decompose("Ada Penn drew the design of a car ferry built in 1986. How many cars does that ferry carry?") == (
        "Which ferry built in 1986 is the one that Ada Penn drew the design of?",
        "How many cars does #1 carry?",
    )
    assert decompose("How many cars does the ferry that Ada Penn drew the design of carry?") == (
        "Which ferry is the one that Ada Penn drew the design of?",
        "How many cars does #1 carry?",
    )
    # a post held on a vessel is still "the ship on which ..."
    assert decompose("Ada Penn served as mate on a steamer. Who built that steamer?") == (
        "Which steamer is the one on which Ada Penn served as mate?",
        "Who built #1?",
    )


def test_a_thing_told_by_a_relative_clause_is_found_first_with_its_clause() -> None:
    """fresh26 k10: "... started a company that sold its water in blue bottles. Which works made those
    bottles?" was searched whole: a relative clause on the thing a statement introduces split into
    no steps, and "those bottles" points into that clause."""
    assert decompose("Ada Penn started a company that sold spring water. Who owns that company?") == (
        "Which company that sold spring water was started by Ada Penn?",
        "Who owns #1?",
    )
    assert decompose(
        "The sister of Tom Pell set up a firm that sold its ale in stone jars. Which pottery made those jars?"
    ) == (
        "Who was the sister of Tom Pell?",
        "Which firm that sold its ale in stone jars was set up by #1?",
        "Which pottery made the jars of #2?",
    )
    # a thing the statement's subject came from, and "those" before two words of the clause (fresh k06)
    assert decompose(
        "The bell in the tower of Pell's chapel came from a local firm that also made hand bells. "
        "What name were those hand bells sold under?"
    ) == (
        "Which local firm that also made hand bells did the bell in the tower of Pell's chapel come from?",
        "What name were the hand bells of #1 sold under?",
    )
    # a clause in the present, and "that NOUN('s ...)" pointing to a thing of the clause
    assert decompose(
        "The potter Ada Penn came from a village that is the end of the line for a railway. "
        "What is that railway's length?"
    ) == (
        "Which village that is the end of the line for a railway did the potter Ada Penn come from?",
        "What is the length of the railway of #1?",
    )
    assert decompose(
        "The mason Tom Pell came from a village that takes its name from an old ford. When was that ford paved?"
    ) == (
        "Which village that takes its name from an old ford did the mason Tom Pell come from?",
        "When was the ford of #1 paved?",
    )
    # "was born in a village that ...": a passive, not read this way
    assert (
        "did"
        not in decompose("Ada Penn was born in a village that later got a quay. In which year was that quay added?")[0]
    )
    # "those" pointing to nothing of the clause: no such split
    assert decompose("Ada Penn started a company that sold spring water. Who drank those wines?")[0].startswith("Ada")


def test_review_of_the_fresh26_plans_a_noun_before_into_keeps_its_relative_clause() -> None:
    """ "into" / "onto" was read as a particle after any lowercase word (fresh26 k01's "pass into"),
    and cut relative clauses at a noun: "the firm that brought the Pell tramway into Dunmere"."""
    assert decompose("When did the firm that brought the Pell tramway into Dunmere close?") == (
        "Which firm brought the Pell tramway into Dunmere?",
        "When did #1 close?",
    )
    assert decompose("When did the firm that built the Pell tramway pass into the hands of the council?") == (
        "Which firm built the Pell tramway?",
        "When did #1 pass into the hands of the council?",
    )


def test_a_noun_described_by_what_it_is_known_for_is_looked_up_first() -> None:
    """fresh27 k09: "the brewery best known for X" read "known" as the clause's verb ("Who was the
    founder of the brewery best?"). A trait ("(best) known for", "famous for", "remembered as") describes
    the noun before it: that noun is a lookup of its own, and the clause's verb comes after."""
    assert decompose(
        "The founder of the pottery best known for its blue jugs sat on a town council. When was that council formed?"
    ) == (
        "Which pottery is best known for its blue jugs?",
        "Who was the founder of #1?",
        "Which council did #2 sit on?",
        "When was #3 formed?",
    )
    assert decompose("Where was the founder of the mill famous for Pell blankets born?") == (
        "Which mill is famous for Pell blankets?",
        "Who was the founder of #1?",
        "Where was #2 born?",
    )
    # the trait as the question's own verb: nothing to look up
    assert decompose("What is the brewery best known for?") == ("What is the brewery best known for?",)
    assert decompose("What are the cliffs of the island of Pell known for?") == (
        "What are the cliffs of the island of Pell known for?",
    )


def test_a_relative_clause_in_another_clauses_subject_ends_at_that_clauses_verb() -> None:
    """ "the board that the founder of the brewery that made X served on set up": the inner clause ended
    at the question's participle after the stranded "on" ("Which brewery made X served on?")."""
    assert decompose(
        "In what year was the board that the founder of the mill that made Pell blankets served on set up?"
    ) == (
        "Which mill made Pell blankets?",
        "Who was the founder of #1?",
        "Which board did #2 serve on?",
        "In what year was #3 set up?",
    )


def test_that_kin_points_to_the_kin_of_the_someone_a_statement_introduces() -> None:
    """fresh27 k10: "... was started by a merchant whose grandson went into journalism. How many years
    did that grandson spend editing his paper?" asked the merchant's years: the grandson is a hop on."""
    assert decompose(
        "The Pell mill was started by a weaver whose son went to sea. How long did that son spend editing his paper?"
    ) == ("Who started the Pell mill?", "Who was the son of #1?", "How long did #2 spend editing his paper?")
    assert decompose("The Pell mill was founded by a weaver whose son drowned. Where did that son study art?") == (
        "Who founded the Pell mill?",
        "Who was the son of #1?",
        "Where did #2 study art?",
    )


def test_a_thing_a_kin_did_something_to_at_a_time_is_looked_up_through_the_kin() -> None:
    """fresh27 h03: "X had a cousin who commanded a car ferry from 1991 to 2012. What is that ferry's
    length?" was searched whole: a time after the thing a kin's clause introduces stopped the split."""
    assert decompose("Ada Penn had an uncle who started a foundry in 1850. When did that foundry close?") == (
        "Who was the uncle of Ada Penn?",
        "Which foundry was started in 1850 by #1?",
        "When did #2 close?",
    )
    assert decompose("Ada Penn had a cousin who commanded a ferry from 1991 to 2012. What is that ferry's length?") == (
        "Who was the cousin of Ada Penn?",
        "Which ferry was commanded from 1991 to 2012 by #1?",
        "What is the length of #2?",
    )


def test_the_two_a_statement_names_are_compared_by_their_own_dates() -> None:
    """fresh27 h08: "Ivo Haldane was master of MV Orrin Star from 1986 and Piet Dorran was her chief
    engineer ... Which of the two men was born earlier?" was searched whole and answered with the wrong
    man. The two subjects of the statements are looked up one by one."""
    assert decompose(
        "Ada Penn was master of MV Tern from 1986 and Tom Pell was her chief engineer. Which of the two men was "
        "born earlier?"
    ) == ("When was Ada Penn born?", "When was Tom Pell born?")
    assert decompose("Ada Penn and Tom Pell both founded mills. Which of the two died first?") == (
        "When did Ada Penn die?",
        "When did Tom Pell die?",
    )
    # the second review: a place before the first subject, or "the two" with no noun after it
    assert decompose(
        "In Pell, Ada Penn was master of MV Tern and Tom Dray her chief engineer. Which of the two men was born "
        "earlier?"
    ) == ("When was Ada Penn born?", "When was Tom Dray born?")
    assert decompose("Ada Penn was master of MV Tern and Tom Dray her mate. Which of the two was born earlier?") == (
        "When was Ada Penn born?",
        "When was Tom Dray born?",
    )
    # compared by what the statements tell ("there"), or by anything else: read whole, as before
    there = "Ada Penn and Tom Pell both taught at Pell School. Which of the two taught there for more years?"
    assert decompose(there) == (there,)
    away = (
        "MV Tern was away after her grounding, and MV Orla during her survey. Which of the two ships was away longer?"
    )
    assert decompose(away) == (away,)
    # the review of 3e0ec54: "the two" with no noun is compared by age only when it says born or died (the
    # two may be the mills); a year or place with no comma is no part of the first name
    older = "Ada Penn owned the Pell mill and Tom Hale the Kell mill. Which of the two is older?"
    assert not any("founded" in step for step in decompose(older))
    no_comma = "In Pell Ada Penn was master of MV Tern and Tom Dray her mate. Which of the two was born earlier?"
    assert not any(step.startswith("When was In Pell") for step in decompose(no_comma))


def test_a_question_after_a_statement_asked_indirectly_splits_like_a_direct_one() -> None:
    """fresh27 k07 asked "... Do you know which town the man who gave that shield was born in?": the
    indirect question after a statement was never split. It is read as the direct one."""
    assert decompose("Ada Penn's son founded a mill. Do you know which town he was born in?") == (
        "Who was Ada Penn's son?",
        "Which town was #1 born in?",
    )
    assert decompose("Ada Penn's son founded a mill. Can you tell me where he was born?") == (
        "Who was Ada Penn's son?",
        "Where was #1 born?",
    )
    # a split that would make someone "born by" a thing is no plan: the question is searched whole
    k07 = "The winner of the Pell trials gets a cup. Do you know which town the man who gave that cup was born in?"
    assert decompose(k07) == (k07,)
    # the second review: an object asked with no auxiliary gets "did" ("what it made" -> "what did it make");
    # one the splitter cannot turn round stays whole, never "What #2 made?"
    assert decompose("Ada Penn's son founded a mill. Could you say what it made?") == (
        "Who was Ada Penn's son?",
        "Which mill was founded by #1?",
        "What did #2 make?",
    )
    assert decompose("Ada Penn's son founded a mill. Do you know who founded the mill?")[-1] == "Who founded #2?"
    employed = "Ada Penn's son founded a mill. Could you say how many it employed?"
    assert decompose(employed) == (employed,)


def test_the_something_a_statement_tells_of_is_what_its_question_asks() -> None:
    """fresh27 k11: "... The daughter of that works' founder later put something on the exhausted clay
    pits. What was it?" was searched whole."""
    assert decompose("Ada Penn's son built something on the hill. What was it?") == (
        "Who was Ada Penn's son?",
        "What did #1 build on the hill?",
    )
    # a time or place before the subject is no part of it (the second review): it goes after the verb's words
    assert decompose("In 1920 Ada Penn's son built something on the hill. What was it?") == (
        "Who was Ada Penn's son?",
        "What did #1 build on the hill in 1920?",
    )
    later = "Later, Ada Penn's son built something on the hill. What was it?"
    assert not any("did Later" in step for step in decompose(later))  # was "What did Later, #1 build ...?"
    assert decompose(
        "The bricks of the Pell school came from a works. The daughter of that works' founder later put "
        "something on the old clay pits. What was it?"
    ) == (
        "Which works did the bricks of the Pell school come from?",
        "Who was the founder of #1?",
        "Who was the daughter of #2?",
        "What did #3 later put on the old clay pits?",
    )


def test_a_relative_clause_ending_in_its_preposition_ends_before_the_questions_verb() -> None:
    """ "What did the daughter of the founder of the works that the bricks came from put on the pits?":
    the clause ran on into the question's verb ("... came from later put on the exhausted clay?")."""
    assert decompose("What year did the library that the picture by Ada Penn hangs in open?") == (
        "Which library is the one that the picture by Ada Penn hangs in?",
        "What year did #1 open?",
    )
    assert decompose("What did the founder of the works that the Pell bricks came from plant on the pits?") == (
        "Which works did the Pell bricks come from?",
        "Who was the founder of #1?",
        "What did #2 plant on the pits?",
    )


def test_a_first_woman_in_a_post_is_the_subjects_own_post() -> None:
    """fresh27 k06: "X was the first woman doctor in the valley. In what year did the town where she was
    born receive its market charter?" was searched whole: "doctor" after "woman" was read as someone
    else "she" could stand for, and "receive" was no verb the splitter knew."""
    assert decompose(
        "Ada Penn was the first woman doctor in Pell. In what year did the town where she was born receive its charter?"
    ) == ("In which town was Ada Penn born?", "In what year did #1 receive its charter?")


def test_a_choice_asked_between_its_sides_first_is_compared_side_by_side() -> None:
    """fresh28 h06 (held out): "Between MV Brannoch II and MV Haldray Islander, which has room for more
    passengers?" was searched whole and refused; "Of A and B, which ...?" was already read."""
    assert decompose("Between Ada Penn and Tom Pell, who was born earlier?") == (
        "When was Ada Penn born?",
        "When was Tom Pell born?",
    )
    assert decompose("Between MV Tern and MV Orla, which has room for more passengers?") == (
        "How many passengers does MV Tern have?",
        "How many passengers does MV Orla have?",
    )


def test_it_after_a_named_person_introduces_a_thing_is_that_thing() -> None:
    """fresh28 h04 (held out): "Gideon Rusk planned a new passenger terminal for the harbour he ran. Any
    idea what year it opened?" was searched whole: "it" was read as that thing only after a subject
    with a role ("The father of X started a tannery"), and "Any idea" was no indirect question."""
    assert decompose("Hey, Ada Penn built a new boathouse for the club she ran. Any idea what year it opened?") == (
        "Which boathouse was built by Ada Penn for the club she ran?",
        "What year did #1 open?",
    )
    assert decompose("Ada Penn built a new boathouse. When did it open?") == (
        "Which new boathouse was built by Ada Penn?",
        "When did #1 open?",
    )
    # a thing that goes on past its noun ("a flock of sheep"), or a one-word name that may be a place: whole
    sheep = "Ada Penn kept a large flock of sheep on the moor. How many sheep did it number?"
    assert decompose(sheep) == (sheep,)
    school = "Kellbrook built a new school. How many people live in it?"
    assert decompose(school) == (school,)


def test_a_passive_verb_with_a_particle_or_place_adverb_ends_the_clause_before_it() -> None:
    """fresh28 h03 (held out): "... commanded one ferry for eighteen years. When was that ferry sold
    abroad?" planned "Which ferry was commanded by #1 for eighteen years sold abroad?": the question's
    own verb was read into the clause when an adverb ("abroad") or a particle ("up") followed it."""
    assert decompose("When was the ferry that Ada Penn commanded in 1990 sold abroad?") == (
        "Which ferry was commanded by Ada Penn in 1990?",
        "When was #1 sold abroad?",
    )
    assert decompose("When was the ferry that Ada Penn commanded in 1990 laid up?") == (
        "Which ferry was commanded by Ada Penn in 1990?",
        "When was #1 laid up?",
    )
    assert decompose("Ada Penn's son commanded one ferry for eighteen years. When was that ferry sold abroad?") == (
        "Who was Ada Penn's son?",
        "Which ferry was commanded by #1 for eighteen years?",
        "When was #2 sold abroad?",
    )


def test_a_kins_someone_described_by_a_deed_is_looked_up_by_the_kin() -> None:
    """fresh28 k11 (held out): "... was the nephew of an ironfounder who learned his craft away from the
    valley. In which town did that ironfounder learn casting?" planned the deed's clause into the
    next step ("... the ironfounder that #1 was the nephew of who learned his craft ... learn casting?")."""
    assert decompose(
        "The founder of the Pell Company was the nephew of an ironfounder who learned his craft abroad. In which "
        "town did that ironfounder learn casting?"
    ) == (
        "Who was the founder of the Pell Company?",
        "Which ironfounder is the one that #1 was the nephew of?",
        "In which town did #2 learn casting?",
    )


def test_a_post_holders_kin_and_a_doer_in_commas_are_looked_up_one_by_one() -> None:
    """fresh28 k07 (held out): "The school whose present building, designed by Miriam Pike, opened in 1924
    had a first head teacher whose grandfather was a brewer. Since what year has the brewery he founded
    been owned by its employees?" was searched whole: "X had a ROLE whose KIN was ..." is read as "The KIN
    of the ROLE of X was ...", and a doer set off by commas as a reduced clause."""
    assert decompose(
        "The Pell school had a first head teacher whose grandfather was a brewer. When did the brewery he founded "
        "close?"
    ) == (
        "Who was the first head teacher of the Pell school?",
        "Who was the grandfather of #1?",
        "Which brewery was founded by #2?",
        "When did #3 close?",
    )
    assert decompose(
        "The school whose hall, designed by Ada Penn, opened in 1924 had a first head teacher whose grandfather "
        "was a brewer. When was he born?"
    ) == (
        "Which school's hall designed by Ada Penn opened in 1924?",
        "Who was the first head teacher of #1?",
        "Who was the grandfather of #2?",
        "When was #3 born?",
    )


def test_a_kins_deed_is_kept_when_the_question_points_at_what_the_deed_names() -> None:
    """Review of 35c1921: "Ada Penn was the nephew of a captain who commanded the Kestrel. When was that ship
    built?" planned "Which ship is the one on which Ada Penn was the nephew of a captain?": the deed, which
    alone tells the ship, was left out. It is left out only when the question points at the kin's someone."""
    for question in (
        "Ada Penn was the nephew of a captain who commanded the Kestrel. When was that ship built?",
        "Ada Penn was the niece of a captain who commanded a steamer. Who built that steamer?",
    ):
        assert any("commanded" in step for step in decompose(question)), question
    assert decompose(
        "Ada Penn was the niece of an ironfounder who learned his craft abroad. Where was that ironfounder born?"
    ) == (
        "Which ironfounder is the one that Ada Penn was the niece of?",
        "Where was #1 born?",
    )


def test_an_indirect_question_with_a_clause_before_its_own_verb_is_turned_round_at_that_verb() -> None:
    """Review of 7c4a98d: "Do you know what the ship Tom Hale built was called?" got "did" for the clause's
    verb ("what did the ship Tom Hale build was called") and was searched whole; "was" after the clause is
    the question's own verb. "... was sold abroad" ends in a place adverb, not a preposition: turned round too."""
    assert decompose("Do you know what the ship Tom Hale built was called?") == (
        "Which ship was built by Tom Hale?",
        "What was #1 called?",
    )
    assert decompose("Do you know when the ferry that Tom Hale commanded was sold abroad?") == (
        "Which ferry was commanded by Tom Hale?",
        "When was #1 sold abroad?",
    )
    assert decompose("Tom Hale ran a mill. Could you say what it made?") == (
        "Which mill was run by Tom Hale?",
        "What did #1 make?",
    )


def test_it_after_a_named_persons_statement_is_a_whole_noun_and_never_a_post() -> None:
    """Review of 82364c9: "Tom Hale wrote a book about the harbour. When was it published?" planned "Which the
    was written by Tom Hale harbour?" (the noun phrase ran on through "about the"), and "took a job at the
    harbour. When was it built?" made "it" the job: a post someone takes is no thing "it" points back to."""
    assert decompose("Tom Hale wrote a book about the harbour. When was it published?") == (
        "Which book was written by Tom Hale about the harbour?",
        "When was #1 published?",
    )
    assert not any(
        step.startswith("Which job") for step in decompose("Tom Hale took a job at the harbour. When was it built?")
    )
    assert decompose("Tom Hale commanded a ferry. Any idea when it was sold abroad?") == (
        "Which ferry was commanded by Tom Hale?",
        "When was #1 sold abroad?",
    )


def test_a_thing_the_question_tells_by_its_own_doer_is_not_the_statements_thing() -> None:
    """fresh29 k06 (held out): "Lionel Oakes founded a company to bottle the mineral spring above Brightwater.
    In what year was the company founded by his younger brother taken over by the regional grid?" planned
    "Which company was founded by Lionel Oakes?": "the company founded by his younger brother" is told by
    its own doer, and "his" is the statement's subject (a place after "above" names no other person)."""
    assert decompose(
        "Ada Penn founded a company to bottle the spring above Pell. When was the company founded by her younger "
        "brother taken over by the board?"
    ) == ("Who was Ada Penn's younger brother?", "When was the company founded by #1 taken over by the board?")
    # another person the pronoun may stand for: read whole, not the statement's company (after "beside": review)
    beside = "Tom Hale was buried beside John Pell. Where was his son born?"
    assert decompose(beside) == (beside,)
    assert decompose("Tom Hale built a mill beside Kell Water. Where was his son born?") == (  # a place's name
        "Who was Tom Hale's son?",
        "Where was #1 born?",
    )
    two = "Ada Penn married Tom Hale and founded a company. When was the company founded by his younger brother sold?"
    assert decompose(two) == (two,)
    # "her" before a participle is the person, not an owner ("founded by her taken over")
    assert decompose("Ada Penn founded a company. When was the company founded by her taken over?") == (
        "Which company was founded by Ada Penn?",
        "When was #1 taken over?",
    )


def test_that_noun_is_found_past_a_relative_that_before_a_verb() -> None:
    """fresh29 h04 (held out): "... was the first master of a steamer. In what year did the slipways of the
    shipyard that built that steamer close?" read "that built" as the pointer ("the steamer on which #1
    close?"): a "that" before a verb opens a clause; "that steamer" is the thing pointed back to."""
    assert decompose(
        "The captain whose logbooks are kept at the Pell office was the first master of a steamer. In what year "
        "did the slipways of the shipyard that built that steamer close?"
    ) == (
        "Which captain's logbooks are kept at the Pell office?",
        "Which steamer was #1 the first master of?",
        "Which shipyard built #2?",
        "In what year did the slipways of #3 close?",
    )
    # an adverb after the relative "that" opens the clause too (the review of 933df28)
    later = decompose(
        "The captain whose logbooks are kept at the Pell office was the first master of a steamer. In what year "
        "did the slipways of the shipyard that later built that steamer close?"
    )
    assert later[1:] == (
        "Which steamer was #1 the first master of?",
        "Which shipyard later built #2?",
        ("In what year did the slipways of #3 close?"),
    )
    assert decompose("Ada Penn sailed on a steamer. Who owned the yard that built that steamer?") == (
        "Which steamer is the one on which Ada Penn sailed?",
        "Which yard built #1?",
        "Who owned #2?",
    )


def test_its_after_a_statement_about_one_named_place_is_that_place() -> None:
    """fresh29 k04 (held out): "The Calder Heath Observatory was built in 1931. What is the title of the popular
    guide to the night sky written by its first director?" was searched whole, and its direct form planned
    "Which night sky was written by #1?". "its" is the one named building the statement is about, and "written
    by" belongs to the work ("guide"), not to the noun after its preposition."""
    assert decompose(
        "The Pell Observatory was built in 1931. What is the title of the guide to the stars written by its first "
        "director?"
    ) == (
        "Who was the first director of the Pell Observatory?",
        "What is the title of the guide to the stars written by #1?",
    )
    assert decompose("The Pell Mill was built in 1931. When was its first owner born?") == (
        "Who was the first owner of the Pell Mill?",
        "When was #1 born?",
    )
    # another name "its" could stand for: read whole
    beside = "The Pell Mill stood beside the Kell Brewery. Who was its first owner?"
    assert decompose(beside) == (beside,)
    # a noun after a preposition that is no work gets no "published by" hop (the second review of b2465fb)
    photos = "Who owned the photographs of the harbour published by Tom Hale?"
    assert not any(step.startswith("Which harbour") for step in decompose(photos))
    # a work that is written keeps its doer: "the newspaper edited by X", "the opera composed by X" (review of 44d4fb6)
    assert decompose("When was the premiere of the opera composed by Ada Penn's teacher?") == (
        "Who was Ada Penn's teacher?",
        "Which opera was composed by #1?",
        "When was the premiere of #2?",
    )
    assert decompose("Where was the founder of the newspaper edited by Ada Penn's husband born?")[1] == (
        "Which newspaper was edited by #1?"
    )


def test_a_compared_side_owned_by_a_noun_the_other_side_names_is_looked_up_by_that_name() -> None:
    """fresh29 k09 (held out): "Who was born earlier: the glassmaker who founded the Tillingham Glassworks in
    1901, or the glassworks' first manager?" looked up "the glassworks' first manager" on its own and compared
    the wrong man: "the glassworks" is the Tillingham Glassworks the other side names."""
    assert decompose(
        "Who was born earlier: the potter who founded the Pell Pottery in 1901, or the pottery's first manager?"
    ) == (
        "Who founded the Pell Pottery in 1901?",
        "When was #1 born?",
        "Who was the first manager of the Pell Pottery?",
        "When was #3 born?",
        "Who was born earlier, #1 (#2) or #3 (#4)?",
    )
    # the owner word ends the other side's name (not "the Pell Town" of "the Pell Town Hall"; the review of b2ffc27)
    hall = "Who was born earlier: the architect of the Pell Town Hall, or the town's first mayor?"
    assert not any("Pell Town?" in step for step in decompose(hall) or ())
    assert decompose("Who died first: Tom Hale, who founded the Pell Brewery, or the brewery's first brewer?") is None
    # each other side is read on its own: three sides (the second review of 25f4b99)
    three = decompose("Which is oldest: the Pell Brewery, Kell Mill or the brewery's malt house?")
    assert three is not None and three[-1] == "When was the malt house of the Pell Brewery founded?"


def test_a_clause_without_that_whose_subject_is_someones_kin_is_looked_up_kin_first() -> None:
    """fresh29 k06's other wording: "... the company his younger brother founded taken over?" planned "Who was
    the company Lionel Oakes's younger brother?": the clause is read as "the company founded by X's brother"."""
    assert decompose("Ada Penn founded a mill. When was the company her younger brother founded taken over?") == (
        "Who was Ada Penn's younger brother?",
        "Which company was founded by #1?",
        "When was #2 taken over?",
    )
    assert decompose("Who owned the mill Ada Penn's son ran?") == (
        "Who was Ada Penn's son?",
        "Which mill was run by #1?",
        "Who owned #2?",
    )
    # the question's own preposition before the thing is no leading time (the second review of 0ae98be)
    assert decompose("Who worked at the mill Ada Penn's son founded?") == (
        "Who was Ada Penn's son?",
        "Which mill was founded by #1?",
        "Who worked at #2?",
    )
    # a time before the statement's subject is no thing of a clause (the review of 0ae98be)
    assert decompose("In the spring Ada Penn's husband bought a ship. Who built that ship?") == (
        "Who was Ada Penn's husband?",
        "Which ship was bought by #1 in the spring?",
        "Who built #2?",
    )
    # a person named after a role, and a clause with its "that", are as they were
    assert decompose("When was the racing cyclist Ada Penn's mother born?") == (
        "Who was the racing cyclist Ada Penn's mother?",
        "When was #1 born?",
    )
    assert (
        decompose("Who founded the newspaper that Ada Penn's husband edited?")[1] == "Which newspaper was edited by #1?"
    )


def test_the_questions_own_participle_right_after_a_clauses_verb_ends_the_subject() -> None:
    """A known gap (the review of 2026-12-05): "When was the ferry that Ada Penn commanded driven ashore?" planned
    "Which ferry was commanded by Ada Penn driven ashore?" and "When was #1?": "driven" was no known participle,
    and one with phrases after it ("sold to a Greek firm") was read into the clause."""
    assert decompose("When was the ferry that Ada Penn commanded driven ashore?") == (
        "Which ferry was commanded by Ada Penn?",
        "When was #1 driven ashore?",
    )
    assert decompose("In which year was the ship that Ada Penn commanded sold to a Greek firm?") == (
        "Which ship was commanded by Ada Penn?",
        "In which year was #1 sold to a Greek firm?",
    )


def test_two_statements_are_read_as_one_or_the_question_is_searched_whole() -> None:
    """Known gaps (the review of 2026-12-05): "Tom Hale was a brewer. His son built a boathouse. When was it
    pulled down?" planned "Which boathouse was built by Tom Hale was a brewer His son?", and "In 1920 Tom
    Hale's son built ..." asked "Who was In 1920 Tom Hale's son?". A trade then a pronoun's statement read as
    one; a year before a statement's subject said at its end; no lookup runs across a sentence's end."""
    assert decompose("Tom Hale was a brewer. His son built a boathouse. When was it pulled down?") == (
        "Who was Tom Hale's son?",
        "Which boathouse was built by #1?",
        "When was #2 pulled down?",
    )
    assert decompose("In 1920 Tom Hale's son built a boathouse. When was it pulled down?") == (
        "Who was Tom Hale's son?",
        "Which boathouse was built by #1 in 1920?",
        "When was #2 pulled down?",
    )
    # ... before a relative clause, whose deed it does not date (the review of 8c752ea)
    sold = "In 1920 Tom Hale's son built a boathouse that his grandson later sold. When was it pulled down?"
    assert not any("sold in 1920" in step for step in decompose(sold))
    two = "One of the Pell captains was known for his logbooks. His cousin commanded a ship; when was that ship built?"
    assert decompose(two) == (two,)
    # a statement that names the kin, or tells which of several things it is, is not dropped (the review of 8c752ea)
    for named in (
        "Ada Penn was a teacher. Her husband was Tom Hale. Where was he born?",
        "Tom Hale's son was John Hale. Where was he born?",
        "Tom Hale was a captain. His ship sank in 1900. Who built it?",
        "Tom Hale's son was named John Hale. Where was he born?",
    ):
        assert decompose(named) == (named,), named
    # ... but a post is no name: the husband is looked up (the second review of 6ed4ec9)
    assert decompose("Ada Penn's husband was Pell's first mayor. Where was he born?") == (
        "Who was Ada Penn's husband?",
        "Where was #1 born?",
    )
    # an abbreviation's full stop ends no sentence (the review of 8c752ea)
    assert decompose("Who founded the company that Dr. Ada Penn's son ran?") == (
        "Who was Dr Ada Penn's son?",
        "Which company was run by #1?",
        "Who founded #2?",
    )


def test_older_gaps_the_review_found_plan_cleanly() -> None:
    """The review of 2026-12-05 (evening) found older broken plans: a past perfect in a relative clause ("Which
    ship was commanded by Ada Penn had?"), the question's participle after a possessive's clause ("Which bell
    was cast by #1 hung in the tower?"), the question's adverb put into a lookup ("... built by Tom Hale later?"),
    and a trade with a time ("Which brewer is the one that Tom Hale was until 1900?")."""
    assert decompose("Who built the ship that Ada Penn had commanded?") == (
        "Which ship was commanded by Ada Penn?",
        "Who built #1?",
    )
    assert decompose("When was the bell that Ada Penn's father cast hung in the tower?") == (
        "Who was Ada Penn's father?",
        "Which bell was cast by #1?",
        "When was #2 hung in the tower?",
    )
    assert decompose("Tom Hale built a shed. Who owned that shed later?") == (
        "Which shed was built by Tom Hale?",
        "Who owned #1 later?",
    )
    brewer = "Tom Hale was a brewer until 1900. Where did that brewer live?"
    assert decompose(brewer) == (brewer,)
    flooded = "Tom Hale bought a house the river flooded. When was it built?"  # a clause without "that" after it
    assert decompose("Tom Hale bought a house that stood by the river. When was it built?") == (  # with its "that"
        "Which house that stood by the river was bought by Tom Hale?",
        "When was #1 built?",
    )
    # the second review: a bare "the mill" is no lookup ("What was the mill?"); a subject set off by commas
    # keeps its leading year
    for whole in (
        "Tom Hale's son sold the mill. Who bought it?",
        "In the end Tom Hale's son sold the mill. Who bought it?",
        "In 1920 Ada Penn, who founded the Pell Mill, built a boathouse. Who bought that boathouse?",
    ):
        assert decompose(whole) == (whole,), whole
    assert decompose(flooded) == (flooded,)


def test_an_indirect_question_ending_in_its_own_past_verb_gets_did() -> None:
    """Read from fresh32 (held out, after its run): "Do you know in which year the man who founded the Pell mill
    died?" planned "Who founded the Pell mill died?": an indirect question whose own verb ends it, after a
    clause, is asked with "did" ("In which year did #1 die?")."""
    assert decompose("Do you know in which year the man who founded the Pell mill died?") == (
        "Who founded the Pell mill?",
        "In which year did #1 die?",
    )
    assert decompose("Do you know when the mill that Tom Hale built closed?") == (
        "Which mill was built by Tom Hale?",
        "When did #1 close?",
    )


def test_that_noun_after_a_clause_saying_someone_was_one_is_that_someone() -> None:
    """Review of 93075c5: "... had a first head teacher whose grandfather was a brewer. Where did that
    brewer work?" planned "Which brewer is the one that #2 was work?" and "Where did #3?": a clause
    whose subject *is* the thing it introduces ("was a brewer") makes "that brewer" its subject."""
    assert decompose(
        "The Pell school had a first head teacher whose grandfather was a brewer. Where did that brewer work?"
    ) == (
        "Who was the first head teacher of the Pell school?",
        "Who was the grandfather of #1?",
        "Where did #2 work?",
    )
    assert decompose("Tom Hale was the son of a brewer. Where did that brewer work?") == (
        "Which brewer is the one that Tom Hale was the son of?",
        "Where did #1 work?",
    )


def test_a_thing_someone_made_with_no_name_of_its_own_is_folded_into_the_step_using_it() -> None:
    """fresh28 h04 (held out): "Which terminal was planned by Gideon Rusk for the harbour he ran?" was
    answered "new passenger terminal", no name to search; the model's re-plan then asked "What year was
    the new passenger terminal planned ...?", dropping "open". The step is folded into the next one."""
    from arcana_graph.core.replans import fold_unnamed_made

    steps = decompose("Ada Penn planned a new boathouse for the club she ran. When did it open?")
    assert steps == ("Which boathouse was planned by Ada Penn for the club she ran?", "When did #1 open?")
    assert fold_unnamed_made(steps[0], 1, steps[1:]) == (
        "When did the boathouse planned by Ada Penn for the club she ran open?",
    )
    later = ["Who was the captain of #1?", "When was #2 born?"]
    assert fold_unnamed_made("Which ferry was built by the Orlen yard?", 1, later) == (
        "Who was the captain of the ferry built by the Orlen yard?",
        "When was #1 born?",
    )
    assert fold_unnamed_made("Which ferry sailed to Pell?", 1, ["Who built #1?"]) is None
    assert fold_unnamed_made("Which ferry was built by #1?", 2, ["Who owns #1?"]) is None  # its answer unused
    # the review of 2aaa6be: a doer found before stays a reference; an owned thing is not folded
    assert fold_unnamed_made("Which ferry was built by #1?", 2, ["When was #2 sold abroad?"]) == (
        "When was the ferry built by #1 sold abroad?",
    )
    assert fold_unnamed_made("Which ship was built by Tom Hale?", 1, ["Who was #1's first master?"]) is None
    # fresh57 k07: a thing put somewhere ("A clock tower was added in 1927 ..."), no doer named
    assert fold_unnamed_made(
        "Which tower was added to the Pell hall in 1927?", 1, ["Which firm made the clock for #1?"]
    ) == ("Which firm made the clock for the tower added to the Pell hall in 1927?",)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh32 k05 (held out): once "Which grocery chain packed Venn's Tea was mayor of his town?"
            "Do you know until what year the man who started the grocery chain that packed Pell Tea was mayor of "
            "his town?",
            ("Which grocery chain packed Pell Tea?", "Who started #1?", "Until what year was #2 mayor of his town?"),
        ),
        (  # the direct form: once "Who was Pell Tea mayor?" then "Which grocery chain packed #1 of his town?"
            "Until what year was the man who started the grocery chain that packed Pell Tea mayor of his town?",
            ("Which grocery chain packed Pell Tea?", "Who started #1?", "Until what year was #2 mayor of his town?"),
        ),
        (  # a clause's object with no name before the role: once "Who was the Pell mill mayor of Orlen?"
            "Until what year was the man who founded the Pell mill mayor of Orlen?",
            ("Who founded the Pell mill?", "Until what year was #1 mayor of Orlen?"),
        ),
        (  # "the first mayor of Orlen" after the clause: once "Who was the first mayor of Orlen?" and "#1 #2"
            "Do you know until when the man who founded the Pell mill was the first mayor of Orlen?",
            ("Who founded the Pell mill?", "Until when was #1 the first mayor of Orlen?"),
        ),
    ],
)
def test_a_post_asked_of_a_described_person_is_the_questions_own(question: str, steps: tuple[str, ...]) -> None:
    """fresh32 k05: the post after a relative clause ("... was mayor of his town") is what the question asks
    of the person the clause describes, not part of the clause's object nor a lookup of its own."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    "question",
    [
        "When was Ada Penn the mayor of Pell?",
        "Until when was Ada Penn the first mayor of Pell?",
        "In which year was Ada Penn the first woman to be mayor of Pell?",
    ],
)
def test_a_post_asked_of_a_named_person_is_searched_whole(question: str) -> None:
    """ "When was Ada Penn the mayor of Pell?" asks when she held the post; it once looked up "Who was the mayor
    of Pell?" and asked "When was Ada Penn #1?", an identity, not a time."""
    assert decompose(question) == (question,)


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh32 h02 (held out): searched whole
            "A great-granddaughter of the shipwright Tom Hale served as the first chief engineer of one of the "
            "company's ferries. Which naval architect designed that ferry?",
            (  # re-run: the model found no ferry for the whole description; the kin is looked up first
                "Who was a great-granddaughter of the shipwright Tom Hale?",
                "Which ferry is the one on which #1 served as the first chief engineer?",
                "Which naval architect designed #2?",
            ),
        ),
        (  # once "Which ferry is the one on which Ada Penn served as mate on one of the Pell ferries?"
            "Ada Penn served as mate on one of the Pell ferries. Who built that ferry?",
            ("Which ferry is the one on which Ada Penn served as mate?", "Who built #1?"),
        ),
        (  # a review probe: once searched whole; "one of the ferries" is no thing named "of the ferries"
            "The engineer who designed the Pell bridge built one of the ferries. Who owned the company that ran that "
            "ferry?",
            ("Who designed the Pell bridge?", "Which ferry was built by #1?", "Which company ran #2?", "Who owned #3?"),
        ),
    ],
)
def test_one_of_a_group_introduces_the_thing_that_noun_points_at(question: str, steps: tuple[str, ...]) -> None:
    """fresh32 h02: "one of the company's ferries" introduces the ferry that "that ferry" points back to."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh32 h03 (held out): searched whole and answered with the company's founder
            "In March 2011 a Pell Line ferry ran aground on Gull Rock in thick fog. Who was her master at the time?",
            (
                "In March 2011, which ferry ran aground on Gull Rock in thick fog?",
                "Who was #1's master in 2011?",
            ),
        ),
        (
            "In 1989 a ship was taken off her summer sailings to cover for the Orlen Maid. Who was her captain then?",
            (
                "In 1989, which ship was taken off her summer sailings to cover for the Orlen Maid?",
                "Who was #1's captain in 1989?",
            ),
        ),
    ],
)
def test_a_ship_a_statement_does_not_name_is_found_before_her_post(question: str, steps: tuple[str, ...]) -> None:
    """fresh32 h03: "a ferry ran aground ..." (an active past, a company's name before the noun) is looked up
    first; "her master at the time" is that ship's master at the statement's own time."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh32 k09 (held out): once "When was his cousin Petra born?"
            "Who's older, the organ builder Tom Hale or his cousin Ada, the architect?",
            ("When was the organ builder Tom Hale born?", "When was Tom Hale's cousin Ada born?"),
        ),
        (  # a kin with no name: once "When was his sister founded?"
            "Which is older, Tom Hale or his sister?",
            (
                "When was Tom Hale born?",
                "Who was Tom Hale's sister?",
                "When was #2 born?",
                "Which is older, Tom Hale (#1) or #2 (#3)?",
            ),
        ),
        (  # named in full already: left as it was
            "Who was born first, the potter Amos Rudd or his brother Eli Rudd?",
            ("When was the potter Amos Rudd born?", "When was his brother Eli Rudd born?"),
        ),
    ],
)
def test_a_compared_kin_is_owned_by_the_person_the_other_side_names(question: str, steps: tuple[str, ...]) -> None:
    """fresh32 k09: "his cousin Ada" beside "Tom Hale" is Tom Hale's cousin Ada, and a kin is born, not founded."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh32 k07 (held out): searched whole
            "Quick one: the architect behind the present Pell school building trained in her dad's drawing office. "
            "Where was he born?",
            (
                "Who was the architect behind the present Pell school building?",
                "Who was the father of #1?",
                "Where was #2 born?",
            ),
        ),
        (
            "Ada Penn trained in her father's drawing office. Where was he born?",
            ("Who was Ada Penn's father?", "Where was #1 born?"),
        ),
        (  # a kin of the subject's own sex: "he" may be either
            "Tom Hale worked in his brother's shop. Where was he born?",
            ("Tom Hale worked in his brother's shop. Where was he born?",),
        ),
        (  # someone else "he" may stand for
            "Ada Penn married a sailor and trained in her father's office. Where was he born?",
            ("Ada Penn married a sailor and trained in her father's office. Where was he born?",),
        ),
        (  # the kin's name is what is asked: the statement is its premise, searched whole
            "Ada Penn is said to have founded the Pell Courier with her husband. What was his name?",
            ("Ada Penn is said to have founded the Pell Courier with her husband. What was his name?",),
        ),
    ],
)
def test_a_pronoun_for_the_one_kin_of_its_sex_a_statement_names_is_that_kin(
    question: str, steps: tuple[str, ...]
) -> None:
    """fresh32 k07: "... trained in her dad's drawing office. Where was he born?" asks where her father was born."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # fresh32 k10 (held out): once "How many people does X have?" and "At their peaks, how many ..." on one side
            "At their peaks, which employed more people: the dye works by the Pell Water, or the cycle makers housed "
            "in a former mill in Orlen?",
            (
                "How many people did the dye works by the Pell Water employ at its peak?",
                "How many people did the cycle makers housed in a former mill in Orlen employ at its peak?",
            ),
        ),
        (
            "Which employs more people, the Pell mill or the Orlen works?",
            ("How many people does the Pell mill employ?", "How many people does the Orlen works employ?"),
        ),
    ],
)
def test_a_comparison_of_people_employed_asks_each_side_what_it_employed(question: str, steps: tuple[str, ...]) -> None:
    """fresh32 k10: "which employed more people" asks how many each employed (at its peak, when the question
    says so on either side of its lead), not how many people it "has"."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # once "Which ship was given by Ada Penn had been?"
            "Who built the ship that Ada Penn had been given?",
            ("Which ship had Ada Penn been given?", "Who built #1?"),
        ),
        (  # once "Which bell was cast by Ada Penn's father now?", "Where is #1?"
            "Where is the bell cast by Ada Penn's father now?",
            ("Who was Ada Penn's father?", "Which bell was cast by #1?", "Where is #2 now?"),
        ),
        (  # once "Which bell was cast by the Pell foundry now?"
            "Where is the bell cast by the Pell foundry now?",
            ("Which bell was cast by the Pell foundry?", "Where is #1 now?"),
        ),
    ],
)
def test_review_items_of_the_last_session(question: str, steps: tuple[str, ...]) -> None:
    """Left open by the thirty-second session's review: a clause in the perfect passive, and a closing "now"
    after a doer that is no bare name: "now" is the question's own time, not the clause's."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (  # the review of 0c34edf: once "Who was #1's master until in 2011?"
            "In 2011 a ferry ran aground on Gull Rock. Who was her master until then?",
            ("In 2011, which ferry ran aground on Gull Rock?", "Who was #1's master until 2011?"),
        ),
        (  # a statement ending on its verb; once searched whole
            "In 1950 a Pell school closed. Who was its head at the time?",
            ("In 1950, which Pell school closed?", "Who was #1's head in 1950?"),
        ),
        (  # "caught fire"; once searched whole
            "In 1920 a ferry caught fire off Gull Rock. Who was her master at the time?",
            ("In 1920, which ferry caught fire off Gull Rock?", "Who was #1's master in 1920?"),
        ),
        (  # the year at the statement's end; once "Who was #1's master at the time?"
            "A Pell Line ferry ran aground in 2011. Who was her master at the time?",
            ("Which ferry ran aground in 2011?", "Who was #1's master in 2011?"),
        ),
        (  # a thing beside a kin keeps its own date, as before
            "Which is older, Pell Church or Tom Hale's brother?",
            (
                "When was Pell Church founded?",
                "Who was Tom Hale's brother?",
                "When was #2 founded?",
                "Which is older, Pell Church (#1) or #2 (#3)?",
            ),
        ),
    ],
)
def test_review_of_this_sessions_first_changes(question: str, steps: tuple[str, ...]) -> None:
    """The review of 0c34edf: "then" after a preposition, the unnamed ship's statement forms, and "born" only
    when every compared side is a person."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        (
            "Pell's school dates from 1890. Who was the first person to head it?",
            "Who was the first person to head Pell's school?",
        ),
        ("Pell's school dates from 1890. Who was its first head?", "Who was the first head of Pell's school?"),
        (
            "The Pell Observatory was built in 1931. Who was its first director?",
            "Who was the first director of the Pell Observatory?",
        ),
        ("Ada Penn founded the Pell school in 1890. Who was her successor?", None),  # a person: her successor's page
        ("In 1950 a mill closed. Who reopened it?", None),
    ],
)
def test_the_question_after_a_statement_about_a_thing_with_the_thing_in_place(question: str, asked: str | None) -> None:
    """What the answer's page must be about, for the Loop's check of a one-search question after a statement."""
    from arcana_graph.core.questions import pronoun_as_subject

    assert pronoun_as_subject(question) == asked


def test_a_pronoun_after_that_kin_is_the_kins_own() -> None:
    """fresh32 k06, re-run: "In which year did that cousin found her glassworks?" asked "... did #2 found #2's
    glassworks?", which the doer check refused on "In 1901 she founded the Pell Glassworks"; "her" is the
    cousin's own and is left as it is written."""
    assert decompose(
        "Ada Penn had a cousin who worked in glass. In which year did that cousin found her glassworks?"
    ) == (
        "Who was the cousin of Ada Penn?",
        "In which year did #1 found her glassworks?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [  # the review of 28ebc5a: each of these changed with this session's rules and is back, or mended
        ("Was Ada Penn a daughter of Tom Hale?", ("Was Ada Penn a daughter of Tom Hale?",)),
        ("Did a son of Tom Hale serve as mayor of Pell?", ("Did a son of Tom Hale serve as mayor of Pell?",)),
        ("Which ship did a son of Tom Hale command?", ("Which ship did a son of Tom Hale command?",)),
        (  # "her" is Ada's; "he" may be the son
            "Ada Penn's son trained in her father's office. Where was he born?",
            ("Ada Penn's son trained in her father's office. Where was he born?",),
        ),
        (
            "Ada Penn trained in her father-in-law's office. Where was he born?",
            ("Ada Penn trained in her father-in-law's office. Where was he born?",),
        ),
        (
            "Ada Penn took over her father's mill. Who bought it from him?",
            ("Ada Penn took over her father's mill. Who bought it from him?",),
        ),
        (
            "Ada Penn ran the shop with her husband. What was he called?",
            ("Ada Penn ran the shop with her husband. What was he called?",),
        ),
        (  # the pier's year is no time of hers
            "A ferry ran aground near a pier built in 1950. Who was her master at the time?",
            ("Which ferry ran aground near a pier built in 1950?", "Who was #1's master at the time?"),
        ),
        ("A Pell Line ferry sank. Who built her?", ("Which Pell Line ferry sank?", "Who built #1?")),
        (
            "In 2011 a ferry ran aground on Gull Rock. Who had been her master up to then?",
            ("In 2011, which ferry ran aground on Gull Rock?", "Who had been #1's master up to 2011?"),
        ),
    ],
)
def test_review_of_this_sessions_later_changes(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


def test_the_re_plan_of_it_after_a_statement_about_a_thing_asks_of_that_thing() -> None:
    """fresh32 k12, re-run on 28ebc5a: the re-plan asked "Brightwater's school dates from 1890. What is it?",
    was told "Brightwater", and then asked who first headed Brightwater; "it" is the school."""
    from arcana_graph.core.questions import pointed_first

    assert pointed_first("Pell's school dates from 1890. Who was the first person to head it?") == (
        "Who was the first person to head Pell's school?",
    )


def test_her_before_the_questions_own_participle_is_the_clauses_object() -> None:
    """fresh33 h07 (held out, unanswerable, refused): "where was the naval architect who designed her born?" after a
    topic planned "Who designed the born of #1?"; "her" is what the clause's verb was done to."""
    assert decompose(
        "The ferry that replaced the old MV Tern in 1979: where was the naval architect who designed her born?"
    ) == (
        "Which ferry replaced the old MV Tern in 1979?",
        "Who designed #1?",
        "Where was #2 born?",
    )
    assert decompose("Where was the man who built her born?") == ("Where was the man who built her born?",)


def test_who_lived_to_the_greater_age_compares_lifespans() -> None:
    """fresh33 k10 (held out): "who lived to the greater age, the nurse X or her older brother, the engineer?" had
    no plan and was refused."""
    from arcana_graph.core.answer_comparisons import compare

    steps = decompose("Who lived to the greater age, the nurse Ada Hale or her older brother, the engineer?")
    assert steps == (
        "When did the nurse Ada Hale live?",
        "Who was Ada Hale's older brother?",
        "When did #2 live?",
        "Who lived to the greater age, the nurse Ada Hale (#1) or #2 (#3)?",
    )
    assert compare(steps[-1], ["1852-1929", "1850-1923"]) == "Ada Hale"


def test_a_side_described_again_between_commas_is_no_side_of_its_own() -> None:
    """fresh33 h06 (held out): "the company's first ship, a coal-fired steamer, or its first diesel ship" was read
    as three sides and had no plan; "a coal-fired steamer" says what the first side was, and "its" is the
    company's."""
    assert decompose(
        "Which carried more passengers, the company's first ship, a coal-fired steamer, or its first diesel ship?"
    ) == (
        "What is the company's first ship?",
        "How many passengers does #1 have?",
        "What is the company's first diesel ship?",
        "How many passengers does #3 have?",
        "Which carried more passengers, #1 (#2) or #3 (#4)?",
    )
    from arcana_graph.core.answer_comparisons import split_sides

    assert split_sides("a steamer, a tug, or a ferry") == ["a steamer", "a tug", "a ferry"]


def test_a_kin_in_the_same_line_of_work_and_the_thing_she_holds_a_post_on() -> None:
    """fresh33 h04 (held out): "... has a daughter in the same line of work. How many cars can the ferry she is
    chief engineer of carry?" was searched whole: what the daughter does is no part of who she is, and "the
    ferry she is chief engineer of" is a clause without "that"."""
    assert decompose(
        "The man who was chief engineer of MV Tern from her delivery has a daughter in the same line of work. How "
        "many cars can the ferry she is chief engineer of carry?"
    ) == (
        "Who was chief engineer of MV Tern from her delivery?",
        "Who was the daughter of #1?",
        "Which ferry is the one that #2 is chief engineer of?",
        "How many cars can #3 carry?",
    )
    assert decompose("How many cars can the ferry Ada Penn is chief engineer of carry?") == (
        "Which ferry is the one that Ada Penn is chief engineer of?",
        "How many cars can #1 carry?",
    )


def test_a_statement_introducing_one_unnamed_then_a_possessive_for_it() -> None:
    """fresh33 k07 (held out): "Since 1905 a company has bottled X. Its founder's younger brother started a firm of
    his own. In which year was that firm taken over?" was searched whole, and the model answered the statement's
    own year. "Its" owns what the first statement describes: the founder of the company that bottles X."""
    assert decompose(
        "Since 1905 a company has bottled the spring above Pell. Its founder's younger brother started a firm of his "
        "own. In which year was that firm taken over?"
    ) == (
        "Who was the founder of the company that has bottled the spring above Pell since 1905?",
        "Who was #1's younger brother?",
        "Which firm was started by #2?",
        "In which year was #3 taken over?",
    )
    assert decompose("In 1880 a man built the Aske Viaduct. His son founded a bank. When did that bank close?") == (
        "Who was the son of the man who built the Aske Viaduct in 1880?",
        "Which bank was founded by #1?",
        "When did #2 close?",
    )
    # fresh44 k07 (held out, e687e42): "Up to 1976 one mineral-water business sold its water in blue bottles from
    # the Tillingham Glassworks. Its founder had a younger brother ..." was searched whole, a year off
    assert decompose(
        "Up to 1976 one soft-drink business sold its lemonade in green bottles from the Pell Glassworks. Its founder "
        "had a younger brother, a mason; what year did that brother come back to the valley?"
    ) == (
        "Who was the founder of the soft-drink business that sold its lemonade in green bottles from the Pell "
        "Glassworks up to 1976?",
        "Who was the brother of #1?",
        "What year did #2 come back to the valley?",
    )
    one_day = "One day a man built the Aske Viaduct. His son founded a bank. When did that bank close?"
    assert decompose(one_day) == (one_day,), "a time is no one introduced"
    # "his" for a company, "its" for a potter: the possessive points elsewhere, so no split
    assert len(decompose("A company bottled the spring. His son founded a bank. When did that bank close?")) == 1
    assert len(decompose("A potter built a kiln. Its chimney fell. When was that chimney rebuilt?") or ()) <= 1


def test_the_re_plan_of_she_after_a_statement_naming_a_lifeboat_asks_which_ship() -> None:
    """fresh33 h08, traced after its check: the re-plan of "... built the islands' first motor lifeboat. What was she
    called?" asked "Who is she?" and was told the builder; a lifeboat is a vessel, as a ferry is."""
    from arcana_graph.core.questions import pointed_first

    assert pointed_first("Ada Penn built the islands' first motor lifeboat. What was she called?") == (
        "Ada Penn built the islands' first motor lifeboat. Which ship is she?",
        "What was #1 called?",
    )
    # fresh44 h04 (held out, e687e42): "she" after "a great-granddaughter who became a marine engineer" is that woman,
    # though the statement names a ship too
    assert pointed_first(
        "The man who founded the yard that built the first ship had a granddaughter who became an engineer. Of which "
        "vessel was she the first chief engineer?"
    ) == (
        "The man who founded the yard that built the first ship had a granddaughter who became an engineer. Who is "
        "she?",
        "Of which vessel was #1 the first chief engineer?",
    )


def test_at_their_peaks_before_a_comparison_with_a_comma_goes_with_each_side() -> None:
    """Review of fresh33's fixes: "At their peaks, which employed more people, A or B?" put the phrase on the last
    side's step alone ("At their peaks, how many people did B employ?"), so the two sides were asked two ways."""
    assert decompose("At their peaks, which employed more people, the Pell Mill or the Tern Works?") == (
        "How many people did the Pell Mill employ at its peak?",
        "How many people did the Tern Works employ at its peak?",
    )
    assert decompose("At their peaks, which carried more passengers, MV Tern or MV Pell?") == (
        "How many passengers does MV Tern have?",
        "How many passengers does MV Pell have?",
    )


def test_a_choice_after_a_first_person_aside_and_a_pair_told_by_where_they_are() -> None:
    """fresh34 k09 and k10 (held out, comparisons, both refused): "I always mix these two up: which of them became a
    mayor first, A or B?" had no plan (the aside was read as the lead, "which of them" as no lead), nor had "Of the
    works on the rope walk beside the Pell road and the iron foundry by the canal wharf at Tern, which one shut down
    first?" (sides told by where they are, and "shut")."""
    assert decompose("I always mix these two up: which of them became a mayor first, Ada Penn or Tom Hale?") == (
        "When did Ada Penn become a mayor?",
        "When did Tom Hale become a mayor?",
    )
    assert decompose(
        "Of the works on the rope walk beside the Pell road and the iron foundry by the canal wharf at Tern, which "
        "one shut down first?"
    ) == (
        "When did the works on the rope walk beside the Pell road shut down?",
        "When did the iron foundry by the canal wharf at Tern shut down?",
    )
    # a topic before the colon is no aside: it says what the question is about
    assert decompose("The ferry that replaced MV Tern: which yard built her?")[0] != "Which yard built her?"


def test_that_kin_a_clause_names_and_a_spouse_told_by_marriage() -> None:
    """fresh34 k07 and k06 (held out, both refused): "... was given by a brewer who had taken over his family's
    brewery from his father. Which village was that father born in?" was planned "Who was the father of the
    land?"; "The man who edited X was married to a woman who ran a school. What ... she wrote?" was searched whole."""
    assert decompose(
        "So the land for the Pell park was given by a brewer who had taken over his family's brewery from his father. "
        "Do you know which village that father was born in?"
    ) == ("Who gave the land for the Pell park?", "Who was #1's father?", "Which village was #2 born in?")
    assert decompose(
        "The man who edited the Pell Courier for longer than anyone else was married to a woman who ran a school. "
        "What is the title of the history book she wrote?"
    ) == (
        "Who edited the Pell Courier for longer than anyone else?",
        "Who was the wife of #1?",
        "Which history book was written by #2?",
    )
    # a kin of a thing is no step: the question is searched whole
    question = "The Pell mill was sold to a miller who had learned the trade from her aunt. Where was that aunt born?"
    assert decompose(question) == (question,)


def test_she_after_a_firm_told_by_its_maker_is_the_maker() -> None:
    """fresh34 h04 (held out, refused): "The company's double-ended ferry, the one that never has to turn round in
    harbour, came from a shipyard founded by a woman engineer. Do you know what year she was born?" was searched
    whole: "she" is the woman engineer, not the ferry, and "what year she was born" is asked indirectly."""
    assert decompose(
        "The company's double-ended ferry, the one that never has to turn round in harbour, came from a shipyard "
        "founded by a woman engineer. Do you know what year she was born?"
    ) == (
        "What was the company's double-ended ferry?",
        "Which shipyard built #1?",
        "Who founded #2?",
        "What year was #3 born?",
    )
    assert decompose("MV Tern was built by a shipyard founded by an engineer. Where was he born?") == (
        "Which shipyard built MV Tern?",
        "Who founded #1?",
        "Where was #2 born?",
    )
    # "she" of a trade alone, asked nothing of a life, may be the ship: not split this way
    assert len(decompose("MV Tern came from a shipyard founded by an engineer. How long is she?")) == 1


def test_a_leading_when_clause_that_says_whose_thing_the_subject_is_is_kept() -> None:
    """fresh34 k03 (held out, refused): "When Pell's town hall was given a clock tower in 1927, the clock came from a
    local clockmaking firm. In which town did that firm start out?" was planned "Which firm did the clock come
    from?": the clause, dropped, was all that said whose clock."""
    steps = decompose(
        "When Pell's town hall was given a clock tower in 1927, the clock came from a local clockmaking firm. In "
        "which town did that firm start out?"
    )
    assert steps is not None and len(steps) == 2
    assert "Pell's town hall" in steps[0] and steps[1] == "In which town did #1 start out?"


def test_a_did_questions_verb_read_as_the_end_of_a_clause_goes_back_to_it() -> None:
    """fresh34 k04 (held out): "How many sheep did the shepherd who holds the record for wins at the Pell trials farm
    on the moor?" was planned "Who holds the record ... trials farm on the moor?", "How many sheep did #1?"."""
    assert decompose(
        "How many sheep did the shepherd who holds the record for wins at the Pell sheepdog trials farm on the moor?"
    ) == ("Who holds the record for wins at the Pell sheepdog trials?", "How many sheep did #1 farm on the moor?")
    assert decompose("What public post in Pell did the founder of the Tern Spring Water Company hold?") == (
        "Who was the founder of the Tern Spring Water Company?",
        "What public post in Pell did #1 hold?",
    )


def test_review_of_the_fresh34_readers_where_they_must_not_fire() -> None:
    """A review of this session's readers (a helper session, ~250 probes) found them firing where the pronoun or
    the possessive may stand for someone else; each near-miss keeps the plan it had."""
    whole = [
        "The ferry Tern came from a yard founded by a woman engineer. When was she launched?",  # the ship
        "Tom Hale married a teacher. When did he die?",  # "he" is Tom Hale, not a husband
        "A woman married Tom Hale. His brother founded a bank. When did that bank close?",  # Tom Hale's brother
        "A woman ran the post office. His son founded a bank. When did that bank close?",  # no "his" for a woman
        "A shipyard built the ferry Kestrel. Its first master founded a bank. When did that bank close?",
    ]
    for question in whole:
        assert len(decompose(question) or ()) <= 1, question
    # people are kin of people: "the son of the Pell smith" is a step
    assert decompose("Where was the son of the Pell smith born?") == (
        "Who was the son of the Pell smith?",
        "Where was #1 born?",
    )
    # a leading clause without a possessive name says nothing of whose the subject is
    assert "when" not in " ".join(
        decompose("When the Tern Ropeworks closed in 1921, the shed was bought by a farmer. Where was he born?") or ()
    )
    # "At their peaks" with no counted noun, and an aside holding a name, are left as they were
    assert decompose("At their peaks, which employed more, the ropeworks or the foundry?") == (
        "At their peaks, which employed more, the ropeworks or the foundry?",
    )
    from arcana_graph.core.questions import pointed_first
    from arcana_graph.core.text import strip_chatter

    assert strip_chatter("I believe MV Tern: which yard built her?") == "I believe MV Tern: which yard built her?"
    # "she" after a lifeboat station is a person when a life is asked
    assert pointed_first("Ada Penn rode to the lifeboat station. What year was she born?")[0].endswith("Who is she?")


def test_second_review_of_the_fresh34_readers() -> None:
    """A second review (a helper session, ~190 probes) of the first review's mends: a kin of a thing must not be
    asked of a fountain either, nor blocked for people by trade; a place named in an introducing statement is no
    owner; a male maker may take "his" for any question; a leading clause is kept when it names the subject's noun;
    a first-person aside is read without slow backtracking."""
    import time

    from arcana_graph.core.text import strip_chatter

    fountain = (
        "The fountain in Tern square was paid for by a brewer who had taken over his family's brewery from his "
        "father. Which village was that father born in?"
    )
    assert decompose(fountain)[0] != "Who was the father of the fountain in Tern square?"
    assert decompose("Where was the son of the Pell smith born?") == (
        "Who was the son of the Pell smith?",
        "Where was #1 born?",
    )
    upper_tern = (
        "Since 1905 a company has bottled the spring at Upper Tern. Its founder's younger brother started a firm "
        "of his own. In which year was that firm taken over?"
    )
    assert len(decompose(upper_tern)) == 4
    assert decompose("MV Tern came from a yard run by a male shipwright. Who was his father?") == (
        "Which yard built MV Tern?",
        "Who ran #1?",
        "Who was #2's father?",
    )
    assert (
        "1927"
        in decompose(
            "When the Tern town hall was given a clock tower in 1927, the clock came from a local firm. In which town "
            "did that firm start out?"
        )[0]
    )
    started = time.perf_counter()
    strip_chatter("I " + "a" * 35 + " b")
    assert time.perf_counter() - started < 0.5


def test_fresh35_shapes_are_split() -> None:
    """fresh35's plans that missed (each wording here is another than the set's):
    k05, what one reads about told by a clause, then "- any idea who ...?" after a dash;
    k06, a leading year without a comma and a kin said in a clause of its own, then "the KIN";
    k08, "Comparing A with B, which of the two ...?" with "covered the greater distance";
    k10, an aside to the reader before a colon, and a "whose" clause after "the village on the Aske"."""
    board = (
        "I'm reading up on the trust that was formed after the great fire to rebuild the market. Its first "
        "treasurer was a draper - any idea who his mother was?"
    )
    assert decompose(board) == (
        "Which trust was formed after the great fire to rebuild the market?",
        "Who was #1's first treasurer?",
        "Who was #2's mother?",
    )
    buses = (
        "In 1931 a plumber opened a bathhouse in Pell, and his uncle had been a cooper. In which year did the uncle "
        "open his cooperage?"
    )
    assert decompose(buses) == (
        "Which plumber opened a bathhouse in Pell in 1931?",
        "Who was #1's uncle?",
        "In which year did #2 open his cooperage?",
    )
    canal = (
        "Comparing the tramway from Pell to Orla with the ferry that once sailed from Tern to Ask, which of the two "
        "covered the greater distance?"
    )
    assert strip_chatter(canal) == (
        "Which one covered the greater distance, the tramway from Pell to Orla or the ferry that once sailed from "
        "Tern to Ask?"
    )
    assert decompose(canal)[0] == "How long is the tramway from Pell to Orla?"
    assert strip_chatter("Help me out here: which is older, Pell or Orla?") == "which is older, Pell or Orla?"
    assert strip_chatter("The lake: how deep is it?") == "The lake: how deep is it?", "a topic, not an aside"
    village = "How many people live in the village on the Kell whose chapel burned down in 1911?"
    assert decompose(village)[0] == "Which village on the Kell's chapel burned down in 1911?"
    assert decompose("In 1989 a plumber opened a bathhouse in Pell. Where was he born?") == (
        "Which plumber opened a bathhouse in Pell in 1989?",
        "Where was #1 born?",
    )


def test_fresh35_harbourline_shapes_are_split() -> None:
    """fresh35 h05: a first-person aside before a dash, and a side "the double-ended one the Carrow Yard
    delivered" (the ferry was delivered, not the yard); h04: a doer introduced by a passive ("designed by a
    naval architect"), asked of as "the designer", after a semicolon. Other wordings than the set's."""
    cars = (
        "I'm taking the van across - which ferry seats more passengers, the small one the Tern Yard launched in "
        "1961, or the steamer that replaced the old SS Orla?"
    )
    assert decompose(cars) == (
        "Which small ferry was launched by the Tern Yard in 1961?",
        "How many passengers does #1 have?",
        "Which steamer replaced the old SS Orla?",
        "How many passengers does #3 have?",
        "which ferry seats more passengers, #1 (#2) or #3 (#4)?",
    )
    assert decompose("How many cars does the ferry that the Tern Yard launched in 1961 carry?")[0] == (
        "Which ferry was launched by the Tern Yard in 1961?"
    )
    designer = "The lighthouse at Pell Point was designed by a young engineer; in which town was the designer born?"
    assert decompose(designer) == (
        "Who designed the lighthouse at Pell Point?",
        "In which town was #1 born?",
    )
    assert decompose("The Orla ferry was built by a shipwright. Where was the builder born?") == (
        "Who built the Orla ferry?",
        "Where was #1 born?",
    )


def test_a_thing_pointed_into_an_earlier_sentence_is_asked_with_that_sentence() -> None:
    """fresh35 h04: "Since 1986 one can sail directly between A and B. The ship on that link was designed by a
    naval architect; on which island was the designer born?": the earlier sentence says which link."""
    link = (
        "Since 1990 walkers have been able to cross between Pell and Orla on foot at low tide. The bridge on that "
        "path was built by a young engineer; in which town was the engineer born?"
    )
    assert decompose(link) == (
        "Since 1990 walkers have been able to cross between Pell and Orla on foot at low tide. Which bridge is on "
        "that path?",
        "Who built #1?",
        "In which town was #2 born?",
    )


def test_the_review_of_fresh35s_readers_is_mended() -> None:
    """A review of fresh35's readers (a helper session's probes) found them firing where they should not."""
    assert decompose("Which swimmer covered the greater distance, Ada Penn or Ruth Kell?") is None, "no route"
    assert strip_chatter("The bridge near us: who designed it?") == "The bridge near us: who designed it?"
    assert strip_chatter("I'm standing on the bridge - who designed it?") == (
        "I'm standing on the bridge - who designed it?"
    )
    assert decompose("The chapel you can see from the harbour: who was the wife of the man who built it?") == (
        "Who built the chapel you can see from the harbour?",
        "Who was the wife of #1?",
    )
    assert decompose("Which dealer is older, Pell Motors or Orla Cars?")[0] == "When was Pell Motors founded?"
    unsplit = [
        "In 1931 a cook book was published in Pell. Who wrote it?",
        "The Pell ferry was built by a shipwright. Who was the builder of the Orla ferry?",
        "Comparing notes with my brother, who founded the Pell ropeworks?",
        "Comparing the road from Pell to Orla to the railway from Tern to Ask, which is longer?",
        "In 1906 a collier ran aground at Pell Point. Who was her master?",
    ]
    for question in unsplit:
        assert decompose(question) == (question,), question
    church = "Comparing the church with the crooked spire and the chapel at Orla, which is older?"
    assert strip_chatter(church) == "Which is older, the church with the crooked spire or the chapel at Orla?"


def test_a_rank_picked_at_its_place_is_still_a_pick() -> None:
    from arcana_graph.core.answers import picks_another_of_kind

    assert picks_another_of_kind("How many people worked at its largest mill?", ["Its oldest mill employed 300."])


def test_a_sentence_about_the_asker_that_names_nothing_is_chatter() -> None:
    """fresh36 k10: "My sister and I were arguing about school sizes in the valley. Which one has more pupils
    these days, A or B?" was searched whole. A first sentence about the asker with no name goes, when the rest
    names something; it stays when it names something or the rest needs it ("she" is the woman it names)."""
    assert strip_chatter("My brother and I were arguing about boats. Which one is longer, the Tern or the Skua?") == (
        "Which one is longer, the Tern or the Skua?"
    )
    assert decompose("We were talking about old mills at dinner. Which one came first, Pell Mill or Orla Mill?") == (
        "When was Pell Mill founded?",
        "When was Orla Mill founded?",
    )
    assert decompose(
        "I'll be taking my car over. Which of the two ferries has room for more cars, MV Tern or MV Skua?"
    ) == (
        "How many cars does MV Tern have?",
        "How many cars does MV Skua have?",
    )  # fresh47 h06: "I'll" opens a sentence about the asker too
    kept = [
        "I'm reading about a woman who founded a brewery. Where was she born?",
        "My aunt grew up in Pell Harbour. Who built the lighthouse there?",
    ]
    for question in kept:
        assert strip_chatter(question) == question


def test_what_the_asker_heard_is_read_as_a_statement() -> None:
    """fresh36 k07: "I gather the woman who first ran the X school was a brewer's daughter. Which dark beer did
    her father create?": the hearsay opening goes, and the statement is read as one."""
    assert strip_chatter("I gather the man who built Pell Mill was a sailor. Where was he born?") == (
        "The man who built Pell Mill was a sailor. Where was he born?"
    )
    assert strip_chatter("Apparently the Tern was built in Orla. Who designed her?") == (
        "The Tern was built in Orla. Who designed her?"
    )
    assert strip_chatter("I heard about Pell Mill. Who built it?") == "I heard about Pell Mill. Who built it?"


def test_a_person_told_by_a_named_thing_and_a_callings_child() -> None:
    """fresh36 k07: "The woman who first ran the Dunmore school was a brewer's daughter. Which dark beer did
    her father create?" was asked as "... Who is she?", and the model named another woman. A clause may end in
    a thing its place names ("the Pell school"), with "first" before its verb, and "a brewer's daughter" is a
    child of an unnamed parent like "the daughter of a brewer"."""
    assert decompose(
        "I gather the woman who first ran the Pell school was a miller's daughter. Which mill did her father own?"
    ) == ("Who first ran the Pell school?", "Who was #1's father?", "Which mill did #2 own?")
    assert decompose("Tom Penn was a potter's son. Where was his father born?") == (
        "Who was Tom Penn's father?",
        "Where was #1 born?",
    )
    unclear = "Ada Penn was a potter's daughter. Where was his father born?"  # "his" is not hers
    assert decompose(unclear) == (unclear,)


def test_a_last_step_asking_of_a_pronoun_nobody_stands_for_is_no_plan() -> None:
    """ "The joiner who carved the pulpit of the X chapel had his workshop beside the green. In what year did he
    set up that workshop?" was planned with a last step "In what year did he set up #2?": "he" stands for no
    earlier answer, so the question is searched whole, as before the clause reader grew."""
    question = (
        "The joiner who carved the pulpit of the Pell chapel had his workshop beside the green. In what year did he "
        "set up that workshop?"
    )
    assert decompose(question) == (question,)


def test_fresh36_harbourline_plan_shapes() -> None:
    """fresh36 h04, h05 and h06, each searched whole or split wrongly before."""
    # h04: "... with cabins for lorry drivers in 1994": a year is no owner of a post ("drivers in 1994" no role)
    assert decompose(
        "Where was the founder of the yard that fitted MV Tern with bunks for lorry drivers in 1990 born?"
    ) == (
        "Which yard fitted MV Tern with bunks for lorry drivers in 1990?",
        "Who was the founder of #1?",
        "Where was #2 born?",
    )
    # h05: "the ice-strengthened ship built to replace the old MV Brannoch" is the ship that replaced it
    assert decompose("How many cars does the steel ferry built to replace the old MV Skua carry?") == (
        "Which steel ferry replaced the old MV Skua?",
        "How many cars does #1 carry?",
    )
    # h06: a sentence about the asker before a choice between two named sides goes, whatever it names
    assert decompose(
        "We're spending a week near the Pell crossing and can't decide where to stay. Which place has more people "
        "living in it, Orlen or Tarn?"
    ) == ("How many people does Orlen have?", "How many people does Tarn have?")


def test_the_review_of_fresh36s_readers_is_mended() -> None:
    """A review of fresh36's readers (a helper session's ~490 probes) found them firing where they should not."""
    kept = [
        # a pronoun in the rest that stands for what the asker's sentence told
        "My great-grandmother was the first headmistress of the village school. Was she older than Tom Vane?",
        "I work at the brewery. Who founded it, Tom Vane or Ann Pike?",
        # sides in lower case are no named sides
        "My grandfather worked at both mills on the Aske. Which was older, the upper or the lower?",
        # perception and opinion are no hearsay
        "I heard the Pell Band play last summer. Who leads it?",
        "I think the Orla Brewery closed in 1970. Is that correct?",
    ]
    for question in kept:
        assert strip_chatter(question) == question, question
    assert strip_chatter("Apparently Tom Vane built the mill. Where was he born?") == (
        "Tom Vane built the mill. Where was he born?"
    )
    assert strip_chatter("I read that the Salt Road was built by monks. When was it built?") == (
        "The Salt Road was built by monks. When was it built?"
    )
    # "built to replace" after the question's own "was" is its verb, not a description of the thing
    for question in (
        "In what year was the bridge built to replace the ford crossing?",
        "Was the ship built to replace the Skua faster?",
    ):
        assert decompose(question) == (question,), question
    assert (
        decompose("How many cars does the ship acquired to succeed the Tern carry?")[0]
        == "Which ship succeeded the Tern?"
    )


def test_the_review_of_fresh36s_checks_is_mended() -> None:
    """The same review's probes of the new checks and wording."""
    from arcana_graph.core.answers import post_of_another, premise_of_survivor, states_asked_year
    from arcana_graph.core.wording import with_counted_noun, without_asked_modifier

    page = [
        "# Pell Flood\n\nEleven of the Tern's crew survived. "
        "The old bridge survived until 1960, when it was knocked down."
    ]
    assert not premise_of_survivor("the Tern sank", page), "her crew is not the Tern"
    assert not premise_of_survivor("The flood carried away the old bridge", page), "its survival ended"
    assert not premise_of_survivor("The team broke the county record", ["The record survived until 1958."])
    launched = "The Skua was launched in 1962 and later ran aground off Orla. Who was her master at the time?"
    assert states_asked_year(launched, "He was her master from 1970 to 1980."), "1962 dates the launch"
    burned = "The Pell mill burned down in 1902. Who owned it at the time?"
    assert states_asked_year(burned, "Tom Vane owned the mill when it burned down."), "the event, not its year"
    assert not states_asked_year(burned, "Tom Vane owned the mill from 1880 to 1890.")
    assert not post_of_another("Who was Tom Vane's doctor?", ["Ann Pike was doctor in Pelby."]), "his own doctor"
    stated = "Tom Vane was the Tern's master for years. Which ship did he command next?"
    assert not post_of_another(stated, ["He became master of the Skua."]), "the statement's post is not asked"
    assert with_counted_noun("How big was her flock?", "600", ["Their flock of 600 is the largest."]) == "600"
    assert with_counted_noun("How big was the crew?", "12", ["She had 12 cabins and a crew of 12."]) == "12"
    assert without_asked_modifier("Was it the elder or the younger Tom Vane?", "the younger Tom Vane") == (
        "the younger Tom Vane"
    )
    assert without_asked_modifier("Which pier was built first?", "the east pier at Orla") == "the east pier at Orla"


def test_a_count_of_what_each_side_did_keeps_its_verb() -> None:
    """A review probe of fresh36: "Who designed more bridges, Telford or Rennie?" was asked "How many bridges does
    Telford have?". A side's count of its deeds keeps the deed; a capacity ("carried more passengers") is still
    asked as what the side has."""
    assert decompose("Which yard built more ships for the company, Pell Yard or Orla Yard?") == (
        "How many ships did Pell Yard build for the company?",
        "How many ships did Orla Yard build for the company?",
    )
    assert decompose("Who designed more bridges, Ada Penn or Tom Vane?")[0] == "How many bridges did Ada Penn design?"
    assert decompose("Which ferry carried more cars, MV Tern or MV Skua?")[0] == "How many cars does MV Tern have?"


def test_a_she_after_a_male_kin_is_his_spouse_or_no_one_the_plan_knows() -> None:
    """fresh37 k07: "... the merchant who set up X had a grandson who married a headmistress, and she wrote a
    history of the valley. What year did her book come out?" was planned "What year did #2's book come out?" with
    #2 the grandson: "her" is not his; when he married, she is his wife."""
    assert decompose("Tom Pell had a son who married a teacher, and she founded a school. Where was her school?") == (
        "Who was the son of Tom Pell?",
        "Who was the wife of #1?",
        "Where was #2's school?",
    )
    other = "Tom Pell had a son, and she founded a school. Where was her school?"
    assert not any("son of" in step for step in decompose(other) or ()), "no son stands for 'her'"


def test_a_pair_described_after_a_colon_may_open_with_a_place_name() -> None:
    """fresh37 k09: "Two unrelated men named Tallis ...: the Harlow Cross joiner who carved chapel pulpits, and the
    surveyor who chaired the Calder Quarry Company. Which of them was born first?" was searched whole (a described
    side had to open in lower case) and answered with the wrong man."""
    steps = decompose(
        "Two men named Vane: the Pell Harbour joiner who carved the chapel pulpit, and the surveyor who chaired the "
        "Orla Quarry Company. Which of them was born first?"
    )
    assert steps is not None and len(steps) == 5 and steps[-1] == "Which one was born first, #1 (#2) or #3 (#4)?"
    assert steps[2] == "Who chaired the Orla Quarry Company?"


def test_that_earlier_thing_points_back_to_the_thing() -> None:
    """fresh37 h03: "... Early in his career he was mate on another of the company's ships. What was that earlier
    ship's passenger capacity?" was re-planned "Which earlier is that?", "What was #1 ship's passenger capacity?"."""
    assert pointed_first(
        "One captain took the freight ship into Pell at night. Early on he was mate on another of the company's "
        "ships. What was that earlier ship's passenger capacity?"
    ) == (
        "One captain took the freight ship into Pell at night. Early on he was mate on another of the company's "
        "ships. Which ship is that?",
        "What was #1's passenger capacity?",
    )


def test_the_review_of_fresh37s_readers_is_mended() -> None:
    """A review of fresh37's fixes (a helper session, ~270 probes) found them firing where they should not."""
    from arcana_graph.core.answers import count_at_another_time, counts_other_thing, pointer_before_asked_thing

    # "the mother house" is no kin, and "was visited more times" is no deed of the side
    assert decompose("The mother house of the order was opened by a monk. Where was he born?") == (
        "Who opened the mother house of the order?",
        "Where was #1 born?",
    )
    assert decompose("Which port was visited more times by the fleet, Pell or Orla?")[0] != (
        "How many times did Pell visit by the fleet?"
    )
    # a year of a clause inside the question is not the count's time
    assert not count_at_another_time(
        "How many employees does the company that was founded in 1850 have?", "400", ["In 2020 it employed 400 people."]
    )
    # only the thing asked about by name counts: not every name the question gives
    page = ["# Pell Bridge\n\nThe bridge opened in 1820. It was built by Vane & Co. It carries the A12 over the Aske."]
    assert not pointer_before_asked_thing(
        "Who built the bridge at Pell that carries the A12?", ["It was built by Vane & Co."], page
    )
    # titles and vehicles are no books and cars
    assert counts_other_thing(
        "How many cars did Pell Motors build?", "5,000", ["It built 5,000 vehicles, most of them lorries."]
    )
    # two people told by their deeds are compared by birth
    steps = decompose(
        "Two captains: the Pell-born master who commanded the Tern, and the captain who lost the Skua. "
        "Which of them was older?"
    )
    assert steps is not None and steps[1] == "When was #1 born?"


def test_the_shapes_fresh38_failed_on_are_split() -> None:
    """fresh38 (held out) was answered with a bridge, a beer for its brewery and a nephew's birth year, because these
    shapes were searched whole or split at the wrong word; each is written here with other names."""
    # an unnamed thing told by what was done to it, pointed back to with "it" inside a relative clause
    assert decompose(
        "A bell was hung in the tower added to Pell's church in 1890. Which metals did the foundry "
        "that cast it use for its other bells?"
    ) == (
        "Which foundry cast the bell hung in the tower added to Pell's church in 1890?",
        "Which metals did #1 use for its other bells?",
    )
    assert decompose("A mill was built on the Pell river in 1820. Who founded it?")[0] == (
        "Which mill was built on the Pell river in 1820?"
    ), "the statement's own reader splits a question that asks of 'it' directly"
    # the one thing the asker's sentence names as what was done to is what the rest's "it" stands for
    assert strip_chatter(
        "My uncle always drank Orla Stout at the Pell show. Who founded the brewery that makes it?"
    ) == ("Who founded the brewery that makes Orla Stout?")
    held = strip_chatter("I'm taking my kids to the fair at Pell this April. Do you know when it was first held?")
    assert "April" not in held and "the fair at Pell was first held" in held  # "it": the fair told by where it is
    for kept in (
        "My grandfather always says St Ann's in Pell has a tall spire. How tall is it?",  # said, a clause of its own
        "My dog and I are entering the trials at Pell. How long does each dog get to pen its sheep?",  # its: the dog's
    ):
        assert strip_chatter(kept) == kept, kept
    # two things told apart by what each is known for "respectively" are compared as those things, not their products
    assert decompose(
        "Two potteries in the valley are best known for Pell Blue and Orla Red respectively. Which of the two was "
        "founded earlier?"
    ) == (
        "Which pottery is best known for Pell Blue?",
        "When was #1 founded?",
        "Which pottery is best known for Orla Red?",
        "When was #3 founded?",
        "Which one was founded earlier, #1 (#2) or #3 (#4)?",
    )
    # a family in the plural before a comma takes its name to each first name
    assert (
        strip_chatter(
            "I always confuse the two unrelated Kemps, the potter Tom and the weaver Ann. Which of them was born first?"
        )
        == "Which one was born first, Tom Kemp or Ann Kemp?"
    )
    # a relative introduced with "an" is the subject's own, so the plan asks for him and can find none
    assert decompose(
        "The woman who founded the Pell pottery learned the craft from an uncle who made tiles. Where was that uncle "
        "born?"
    ) == ("Who founded the Pell pottery?", "Who was the uncle of #1?", "Where was #2 born?")
    # two sides told by one founding they did together are each looked up as a co-founder
    assert strip_chatter("Of the brewer and the miller who together founded the Pell bank, who died first?") == (
        "Who died first, the brewer who co-founded the Pell bank or the miller who co-founded the Pell bank?"
    )
    kept = "Of the potter and the weaver who ran the Pell works, who was born first?"
    assert strip_chatter(kept) == kept, "'Who ran the Pell works?' twice would find one person"
    # a clause without "that" in the present, its preposition left at the end
    assert decompose("When was the ship Ann Vane serves on built?") == (
        "Which ship is the one that Ann Vane serves on?",
        "When was #1 built?",
    )
    assert decompose("Which firm built the chapel of the hamlet where the river Aske rises?")[0] == (
        "Which hamlet is where the river Aske rises?"
    ), "a name's own verb is no clause without 'that'"


def test_the_review_of_fresh38s_readers_is_mended() -> None:
    """A review of fresh38's readers (a helper session, ~380 probes) found them firing where they should not."""
    kept = [
        # the asker's "it" is a thing they bought, drank, visited ...: not a person met, a time, a modifier
        "My uncle met Tom Vane at the fair. When was it first held?",
        "My uncle Tom Vane bought a boat. When was it built?",
        "We spent Easter at the cottage. Who built it?",
        "We took the Pell bus. When did it stop running?",
        "My dad bought Orla Stout. Is it true that the brewery closed?",
        # names given already; sides in lower case; no family recovered
        "My dad worked at the two Pell Mills, Upper and Lower. Which of them was older?",
        "We love the two Terns, the old one and the new one. Which of them was faster?",
    ]
    for question in kept:
        assert strip_chatter(question) == question, question
    assert strip_chatter("My dad bought Orla Stout. Who brews it?") == "Who brews Orla Stout?"
    assert strip_chatter(
        "Two breweries that are still open are best known for Pell Ale and Orla Stout respectively. Which of the two "
        "was founded earlier?"
    ) == (
        "Which one was founded earlier, the brewery best known for Pell Ale or the brewery best known for Orla Stout?"
    ), "the sides' 'are' is the last before them"
    assert strip_chatter("Of the two towns, which lies further north, Pell or Orla?") != (
        "Which lie further north, Pell or Orla?"
    )
    # the passive thing is not written in where "had" reads its clause; a preposition stranded after "it" goes in
    # front of the question word first (_preposition_fronted), and the thing is then written in
    question = "A ship was launched at Pell in 1901. Which yard had the crane that lifted it?"
    assert decompose(question) == (question,), question
    assert decompose("A boat was built at Pell in 1900. Which town is the yard that built it in?") == (
        "Which yard built the boat built at Pell in 1900?",
        "In which town is #1?",
    )
    # a relative with "an" is the subject's own only after learning from, training under or working with
    for question in (
        "The Tern was left to a nephew. Where was that nephew born?",
        "Tom Vane was helped by a daughter. Where was that daughter born?",
    ):
        assert "Who was the" not in " ".join(decompose(question) or ()), question


def test_the_shapes_fresh39_failed_on_are_split() -> None:
    """fresh39 (held out) refused three answerable questions whose wording the planner did not read; written here
    with other names."""
    # "Whoever first ran X had a grandfather in the brewing trade; ... he ...": the grandfather, by the relation
    assert decompose(
        "Whoever first ran the Pell mill had an uncle in the tanning trade; where did he come into the world?"
    ) == (
        "Who first ran the Pell mill?",
        "Who was the uncle of #1?",
        "Where was #2 born?",
    )
    # a choice whose "their" stands for its sides needs nothing the asker's sentence said; "bigger workforce" at
    # "their busiest" is how many people each employed at its peak
    assert decompose(
        "I'm reading about work in the valley. At their busiest, which had the bigger workforce, the Pell mill or the "
        "brewery at Orla?"
    ) == (
        "How many people did the Pell mill employ at its peak?",
        "How many people did the brewery at Orla employ at its peak?",
    )
    kept = "I work at the brewery. Who founded it, Tom Vane or Ann Pike?"
    assert strip_chatter(kept) == kept, "'it' is the asker's brewery"
    # a choice asked yes-or-no, its second side "the one ..." of the first side's noun; "the city of X" is X
    assert decompose(
        "Settle this for me: was the mill in the market town of Pell or the one by Orla bridge built first?"
    ) == (
        "When was the mill in Pell built?",
        "When was the mill by Orla bridge built?",
    )
    # "the first woman ever to ..." asks who; a clause without "that" before a modal question's own verb
    assert decompose(
        "The first woman ever to run the Pell line had a father who was a sailor too. How many cars could the ship "
        "he commanded take on board?"
    ) == (
        "Who was the first woman ever to run the Pell line?",
        "Who was the father of #1?",
        "Which ship was commanded by #2?",
        "How many cars could #3 take on board?",
    )


def test_the_review_of_fresh39s_readers_is_mended() -> None:
    """A review of fresh39's fixes (a helper session, ~480 probes) found them firing where they should not."""
    from arcana_graph.core.questions import plain_wording

    # only a describing word makes "the ... city of X" X itself
    for question in (
        "What is the largest city of Ardmoray?",
        "Which company ran the port of Pell?",
        "Who founded the City of Pell Orchestra?",
        "Who was the first mayor of the twin town of Pell?",
    ):
        assert plain_wording(question) == question, question
    assert plain_wording("When was the market town of Pell founded?") == "When was Pell founded?"
    # "the one" is the first side's noun only where the first side says it plainly; no side runs over a comma
    for question in (
        "Was the ferry to Skail or the one to Haldray begun first?",
        "Was the mill founded by Tom Vane or the one founded by Ann Pike built first?",
        "Was the Tern, or the Kestrel, launched first?",
    ):
        assert strip_chatter(question) == question, question
    # a "they" that is the asker's people keeps the sentence that says who they are
    kept = "My grandparents were weavers. Where did they work longer, the Pell mill or the Orla mill?"
    assert strip_chatter(kept) == kept
    # a staff room is no staff
    assert decompose("Which had the bigger staff room, the Pell school or the Orla school?")[0] != (
        "How many people did the Pell school employ?"
    )


def test_a_statement_done_first_by_someone_splits_with_its_adverb_kept() -> None:
    """fresh40 k03: "The stargazing station ... was first run by an astronomer. What year did he spot the comet ...?"
    was searched whole and answered with another person's year: "first" before the passive verb is kept on the step
    that finds who."""
    question = (
        "The observatory on the moor was first run by an astronomer. What year did he find the comet named after him?"
    )
    assert decompose(question) == (
        "Who first ran the observatory on the moor?",
        "What year did #1 find the comet named after him?",
    )
    assert decompose("The chapel was originally designed by an architect. Where was he born?") == (
        "Who originally designed the chapel?",
        "Where was #1 born?",
    )


def test_a_thing_introduced_then_a_kin_of_its_captain_then_the_question_splits_in_order() -> None:
    """fresh40 h04: "A little ferry handles the seasonal crossing from A to B. The woman who captained her between 1975
    and 1998 had a sea-captain father; which vessel was he master of?" was searched whole and answered with her own
    ship: the ferry, her captain, the captain's father, his ship. A trade before the kin ("sea-captain") is left out
    of the step; a kin's owner never runs over a full stop."""
    question = (
        "A small ferry runs the summer crossing from Pell to Orla. The man who captained her between 1960 and 1980 had "
        "a sea-captain son; which ship was he master of?"
    )
    assert decompose(question) == (
        "Which ferry runs the summer crossing from Pell to Orla?",
        "Who captained #1 between 1960 and 1980?",
        "Who was the son of #2?",
        "Which ship was #3 master of?",
    )
    assert decompose("Ann Hale had a well-known father. Where was he born?") == (
        "Who was the father of Ann Hale?",
        "Where was #1 born?",
    )


def test_what_the_asker_read_after_saying_where_they_were_is_the_statement() -> None:
    """fresh40 k07: "I walked round the Kell reservoir last weekend and read that the public body which built it was
    first chaired by a papermaker. Any idea where that papermaker's father was born?" was split at "built it" and
    given up: what was read is the statement, its "it" the reservoir; "that papermaker" is the one it introduces."""
    question = (
        "I walked past the Orla dam last spring and read that the board which built it was first chaired by a brewer. "
        "Any idea where that brewer's mother was born?"
    )
    assert decompose(question) == (
        "Which board built the Orla dam?",
        "Who first chaired #1?",
        "Who was #2's mother?",
        "Where was #3 born?",
    )
    assert decompose("I visited Pell and heard that its mill was founded by a brewer. Where was he born?") == (
        "Who founded Pell's mill?",
        "Where was #1 born?",
    )
    assert decompose("The mill was opened by an innkeeper. Where was that innkeeper born?") == (
        "Who opened the mill?",
        "Where was #1 born?",
    )


def test_a_compared_side_pointing_back_to_the_first_reads_its_lookup() -> None:
    """fresh40 h06: "Which was the longer vessel: the company's first ferry built to carry cars, or the ferry with a
    cattle door that took over that ship's route in 1973?" asked "How long is #1 built to carry cars?" and left "that
    ship" to the search: the ranked side keeps its purpose ("built to carry cars"), and "that ship" of the second side
    is the first side's lookup. "built to a new design" is no purpose of a rank."""
    question = (
        "Which was the longer ship: the Pell Line's first ferry built to carry lorries, or the ferry with a stern door "
        "that took over that ship's route in 1980?"
    )
    assert decompose(question) == (
        "What was the Pell Line's first ferry built to carry lorries?",
        "How long is #1?",
        "How long is the ferry with a stern door that took over #1's route in 1980?",
        "Which was the longer ship, #1 (#2) or the ferry with a stern door that took over #1's route in 1980 (#3)?",
    )
    assert decompose("When was the company's first ship built to a new design?") == (
        "What was the company's first ship?",
        "When was #1 built to a new design?",
    )


def test_what_someone_told_the_asker_is_the_statement_its_it_the_thing_they_were_at() -> None:
    """fresh41 k04 and k07: "I bought a wedge of Greyfold Blue at the Ossery Cheese Fair, and the stallholder told me
    the cooperative that makes it was first chaired by a woman. Where was she born?" and "We stayed at the biggest
    hotel in the Kestrel Valley last summer, and the owner told us the innkeeper who opened it had a distant cousin
    ..." were split with the asker's clause inside a step: what they were told is the statement, its "it" the thing
    bought (not the fair it was bought at) or the place told by where it is."""
    bought = (
        "I bought a jar of Orla Gold at the Pell Honey Fair, and the stallholder told me the cooperative that makes it "
        "was first chaired by a woman. Where was she born?"
    )
    assert decompose(bought) == ("Which cooperative makes Orla Gold?", "Who first chaired #1?", "Where was #2 born?")
    stayed = (
        "We stayed at the oldest inn in the Pell Valley last spring, and the owner told us the brewer who opened it "
        "had a younger sister. Where was that sister born?"
    )
    assert decompose(stayed)[0] == "Who opened the oldest inn in the Pell Valley?"
    two = "I saw Orla Gold and Tern Amber at a fair and a friend told me the firm that makes it was sold. Who owns it?"
    assert strip_chatter(two) == two, "two things bought: no one thing for 'it'"


def test_the_review_of_this_sessions_readers_is_mended() -> None:
    """A review of the readers for fresh40 and fresh41 (a helper session, ~365 probes) found them firing where they
    should not; each case here went wrong before its mend."""
    # a later side's "that NOUN" is the first side's thing only when it names the first side's own kind
    steps = decompose("Which was older: the company's first ferry, or the last ship built for that company?")
    assert steps is None or not any("#1" in step for step in steps[2:3]), steps
    # what the asker read is left with the asker's clause when "it" may be another thing, or points nowhere
    for kept in (
        "I took the ferry to Orla and heard that its master was a Scot. Where was he born?",
        "I visited Pell and read that it was a brewer who founded the mill. Where was he born?",
        "I visited Pell and read that the mill was closed when it flooded. When was that?",
        "I visited the Pell mill and read that the founder was a brewer. Where was he born?",
        "I fished at Pell and Orla and heard that its harbour was built by a mason. Who was he?",
    ):
        assert strip_chatter(kept) == kept, kept
    assert strip_chatter("I sailed on MV Skua recently and read that its builder was a Scot. Where was he born?") == (
        "MV Skua's builder was a Scot. Where was he born?"
    )
    # a ferry said in the present is a thing "it" may not stand for; "bought to handle cars" is a purpose
    assert decompose("A ferry serves the island of Orla. When was it first settled?") == (
        "A ferry serves the island of Orla. When was it first settled?",
    )
    assert decompose("What year did the ferry that the Pell Line bought to handle cars enter service?") == (
        "Which ferry was bought by the Pell Line to handle cars?",
        "What year did #1 enter service?",
    )
    # a ranked thing's participle is the question's own passive verb after "was"
    assert decompose("Why was the Pell Line's first ship built to replace a paddle steamer?")[0] == (
        "What was the Pell Line's first ship?"
    )
    # a hyphened word that picks one out is no trade to leave out: it stays in the lookup
    assert decompose("The Pell Gazette had a longest-serving editor. In which village was he born?") == (
        "Who was the longest-serving editor of the Pell Gazette?",
        "In which village was #1 born?",
    )
    for question in (
        "The Pell Gazette had a long-serving editor. Where was he born?",
        "Ann Hale had a first-born son.",
    ):
        assert "Who was the editor of the Pell Gazette?" not in (decompose(question) or ()), question


def test_that_route_after_the_askers_crossing_is_that_crossing() -> None:
    """fresh41 h04: "I'm taking the company's main crossing from Corvanmouth to Port Orrin next month. Where was the
    naval architect who designed the ship that works that route born?" looked up "Which route is that?" and read the
    company's name: "that route" is the way from place to place the asker's sentence names."""
    question = (
        "I'm taking the Pell Line's night crossing from Orla to Tern Bay next week. Who built the ship that works "
        "that route?"
    )
    assert decompose(question) == (
        "Which ship works the Pell Line's night crossing from Orla to Tern Bay?",
        "Who built #1?",
    )
    two = "I took the crossing from Orla to Tern and the sailing from Tern to Pell. Who built the ship on that route?"
    assert strip_chatter(two) == two, "two ways named: no one for 'that route'"


def test_a_thing_out_of_service_is_looked_up_before_its_time_out() -> None:
    """fresh41 h07 (unanswerable): "How long was the company's flagship out of service after she ran aground on
    Gannet Skerry?" was searched whole and answered with another ship's repair: "out of" ends the noun, so the
    flagship is looked up first and the time is asked of it by name."""
    assert decompose("How long was the Pell Line's flagship out of service after she ran aground?") == (
        "What was the Pell Line's flagship?",
        "How long was #1 out of service after she ran aground?",
    )


def test_did_so_after_a_statement_asks_of_the_statements_deed() -> None:
    """fresh40 k11 (a false premise): "The ice merchant behind the Senna Ice Works also went into partnership with
    Michael Halloran to form a building contractor. In what year did he do so?" was searched whole and answered with
    the year the ice works was founded: "do so" is the statement's deed, asked of its subject."""
    question = (
        "The brewer behind the Pell Brewery also went into partnership with Ann Hale to form a shipping firm. "
        "In what year did he do so?"
    )
    assert decompose(question) == (
        "Who was the brewer behind the Pell Brewery?",
        "In what year did #1 go into partnership with Ann Hale to form a shipping firm?",
    )
    assert decompose("The founder of the Pell mill later moved to Orla. When did he do so?") == (
        "Who was the founder of the Pell mill?",
        "When did #1 move to Orla?",
    )


def test_the_second_review_of_this_sessions_readers_is_mended() -> None:
    """A second review (a helper session, ~275 probes) of the readers written from fresh40 and fresh41; each case
    here went wrong before its mend."""
    # "that route" is the asker's way only when nothing else in the rest names one, and "that" points, not relates
    for kept in (
        "I'm taking the crossing from Pell to Orla next week. Are there still boats that run at night?",
        "I'm taking the crossing from Pell to Orla. The company also runs a crossing from Skerry to Haldwick. "
        "Which ship works that crossing?",
        "I'm taking the crossing from Pell to Orla next week. Who was the first master of that route's ship?",
    ):
        assert strip_chatter(kept) == kept, kept
    # "do so" spells out a deed only when the verb is the statement's own, done, and points nowhere
    for whole in (
        "The brewer who ran the Swan Inn bought a second inn at Kell. In what year did he do that?",
        "The landlord of the Swan Inn in Pell built a brewery behind it. When did he do so?",
    ):
        assert "#1" not in " ".join(decompose(whole) or ()) or "do so" in " ".join(decompose(whole) or ()), whole
    assert decompose("The harbourmaster of Pell retired to Orla. What year did he do so?") == (
        "Who was the harbourmaster of Pell?",
        "In what year did #1 retire to Orla?",
    )
    assert decompose("The first teacher at the Pell school also founded a choir. When did she do so?") == (
        "Who was the first teacher at the Pell school?",
        "When did #1 found a choir?",
    )
    # a name's verb after "did": the owner's name ends before it
    assert decompose("When did the mayor of Pell sail to Orla?") == (
        "Who was the mayor of Pell?",
        "When did #1 sail to Orla?",
    )
    # what the asker was told: no unnamed thing, no person met, the whole phrase after "its"
    for kept in (
        "I bought a cheese at the Ossery fair, and the stallholder told me the dairy that makes it was founded by a "
        "monk. Where was he born?",
        "I met Tom Vane at the Kell fair, and my uncle told me the farm that supplies it is on Orla. Who owns it?",
    ):
        assert strip_chatter(kept) == kept, kept
    assert strip_chatter(
        "I stayed at the oldest inn in Pell, and the landlord told me its first owner was a smuggler. Who was he?"
    ) == ("The first owner of the oldest inn in Pell was a smuggler. Who was he?")
    assert strip_chatter(
        "I bought Orla Gold from Tom Vane, and he told me the cooperative that makes it was first chaired by a woman. "
        "Where was she born?"
    ) == ("The cooperative that makes Orla Gold was first chaired by a woman. Where was she born?")


def test_her_father_after_a_statement_that_she_was_someones_daughter_is_her_parent() -> None:
    """fresh42 k06 (held out): "The architect who designed the entrance hall of the Brightwater lido was the daughter
    of an engineer. What structure did her father design?" was searched whole and answered with a firm: the
    statement's subject is found, then her father, then what he designed."""
    question = (
        "The painter who decorated the Pell chapel was the daughter of a mason. What bridge did her father build?"
    )
    assert decompose(question) == (
        "Who decorated the Pell chapel?",
        "Who was the father of #1?",
        "What bridge did #2 build?",
    )
    thing = "The mill that burned down was the son of a brewer. Where was his mother born?"
    assert decompose(thing) == (thing,), "a mill is no one's child"


def test_it_after_the_askers_place_told_by_where_it_is_is_that_place() -> None:
    """fresh42 k05 (held out): "I spent a lovely afternoon in the physic garden at Marrow End last summer. The woman
    who laid it out also wrote a book about the valley's wild flowers, I'm told. What year did that book come out?"
    was searched whole and answered with the garden's year: "it" is the garden the asker's sentence tells by where
    it is, and ", I'm told" only says the asker heard the statement."""
    question = (
        "I spent a quiet morning in the rose garden at Pell Hall last spring. The man who laid it out also wrote a "
        "book about roses, I'm told. What year did that book come out?"
    )
    assert decompose(question) == (
        "Who laid the rose garden at Pell Hall out?",
        "Which book was written by #1 about roses?",
        "What year did #2 come out?",
    )
    assert decompose("The woman who founded the Pell mill also wrote a book about roses. When did that book come out?")[
        1
    ] == ("Which book was written by #1 about roses?"), "the statement's 'also' is no part of the lookup"
    twice = "I sat in the rose garden at Pell Hall. Who laid it out, and when was it opened?"
    assert strip_chatter(twice) == twice, "two 'it's: not this reader's"


def test_a_choice_by_a_count_asked_yes_no_style_is_a_choice_of_the_larger_count() -> None:
    """fresh44 k09 (held out, e687e42): "Going by today's pupil numbers, is the Marrow End school or the Dunmore
    school the bigger one?" was planned by the model as "What is the school's pupil number?" and refused."""
    question = "Going by today's pupil numbers, is the Pell school or the Orla school the bigger one?"
    assert strip_chatter(question) == "Which school has more pupils, the Pell school or the Orla school?"
    assert decompose(question) == (
        "How many pupils does the Pell school have?",
        "How many pupils does the Orla school have?",
    )
    assert strip_chatter("Going by visitor numbers, was Pell Castle or Orla Abbey the bigger?") == (
        "Which has more visitors, Pell Castle or Orla Abbey?"
    )
    # fresh63 k09: its sides after the ask, "today" after the count (it was searched whole and given up)
    asked_first = "Hey, going by pupil numbers today, which is the bigger school: the Pell school or the Orla school?"
    assert strip_chatter(asked_first) == "Which school has more pupils today, the Pell school or the Orla school?"
    assert decompose(asked_first) == (
        "How many pupils does the Pell school have?",
        "How many pupils does the Orla school have?",
    )


def test_the_kin_a_doer_is_told_by_is_that_doers_kin() -> None:
    """fresh45 k06 (held out, d63193c): "The art deco entrance hall of Brightwater's open-air swimming pool was
    designed by an architect whose father was an engineer. Which crossing of the river Aske did the father design?"
    was searched whole and answered with the father's name."""
    assert decompose(
        "The entrance hall of the Pell pool was designed by an architect whose father was an engineer. Which bridge "
        "did that father design?"
    ) == ("Who designed the entrance hall of the Pell pool?", "Who was #1's father?", "Which bridge did #2 design?")
    # and the hop after it, a kin by its owner's possessive after a which-phrase with "of"
    assert decompose("Which crossing of the river Orla did Ada Pike's father design?") == (
        "Who was the father of Ada Pike?",
        "Which crossing of the river Orla did #1 design?",
    )
    kind = "What kind of boats did Ada Pike's father build?"
    assert decompose(kind) == ("Who was Ada Pike's father?", "What kind of boats did #1 build?"), "as before"
    assert decompose("The mill was bought by a man whose wife was a weaver. Where was the wife born?") == (
        "Who bought the mill?",
        "Who was #1's wife?",
        "Where was #2 born?",
    )


def test_the_boat_the_asker_would_take_is_the_one_on_the_trip_the_asker_names() -> None:
    """fresh45 h03 (held out, d63193c): "I want to get from Haldwick to Port Orrin without going back via the
    mainland. Who designed the boat I'd be taking?" was searched whole and answered with another ship's designer."""
    question = (
        "I want to get from Pell to Orla Quay without going via the mainland. Who designed the boat I'd be taking?"
    )
    assert strip_chatter(question) == "Who designed the boat on the crossing from Pell to Orla Quay?"
    assert decompose(question) == ("Which boat is on the crossing from Pell to Orla Quay?", "Who designed #1?")
    assert strip_chatter("We sail from Pell to Orla. How long is the ferry we'll be on?") == (
        "How long is the ferry on the crossing from Pell to Orla?"
    )
    two = "We go from Pell to Orla, then from Orla to Kell. Who built the ferry we'll take?"
    assert strip_chatter(two) == two, "two trips: not this reader's"
    assert strip_chatter("I am going from Pell to Orla. Who built the bridge?").startswith("I am going"), "no vessel"


def test_her_after_the_askers_kin_on_a_ship_is_the_ship_and_back_then_the_askers_time() -> None:
    """fresh45 h07 (held out, d63193c; unanswerable): "My uncle was a deckhand on the company's freight ship in her
    first few years, from 1975 to about 1980. Who was her captain back then?" was answered with a captain of another
    ship: "her" is the ship (the uncle's trade is his, the sentence's "her first years" the ship's), "back then" the
    asker's years."""
    question = (
        "My uncle was a deckhand on the company's cargo ship in her first few years, from 1975 to about 1980. Who was "
        "her captain back then?"
    )
    assert strip_chatter(question) == "Who was the company's cargo ship's captain from 1975 to 1980?"
    assert strip_chatter("My uncle sailed on the company's cargo ship in 1975. Who was her captain at the time?") == (
        "Who was the company's cargo ship's captain in 1975?"
    )
    aunt = "My aunt was a stewardess on the company's cargo ship. Who was her captain?"
    assert strip_chatter(aunt) == aunt, "a woman's trade: 'her' may be hers"


def test_it_after_the_askers_place_and_a_thing_of_that_place_is_that_thing() -> None:
    """fresh44 h01 (held out, e687e42): "We're planning a walking holiday on the biggest of the Velmar Isles and
    want to climb its highest hill. How high is it?" was checked as "How high is the biggest of the Velmar Isles?"
    and its right answer (the hill's 412 metres) refused: "it" is the last thing told, the place's hill."""
    question = (
        "We're spending a week on the largest of the Orla Isles and want to climb its highest hill. How high is it?"
    )
    assert strip_chatter(question) == "How high is the highest hill of the largest of the Orla Isles?"
    assert strip_chatter("We walked round the old mill at Pell and saw its wheel. How big is it?") == (
        "How big is the wheel of the old mill at Pell?"
    )
    assert strip_chatter("I spent a week on the largest of the Orla Isles. How big is it?") == (
        "How big is the largest of the Orla Isles?"
    ), "no thing of the place told: the place"


def test_the_third_review_of_this_sessions_readers_is_mended() -> None:
    """A third review (a helper session, ~150 probes) of the readers written from fresh42; each case here went
    wrong before its mend."""
    for kept in (  # the asker's place is "it" only when nothing else is told first, and the asker was there
        "I visited the grave of Ann Pike in Kell. What book made her famous, and where was it printed?",
        "I sat in the garden at Pell Hall. The gardener planted a yew there; who cut it down?",
        "I remember the fire at the mill in Harl. What caused it?",
        "I read a book about the lighthouse at Orla Point. Who wrote it?",
        "I bought a guide to the abbey at Kell. Who wrote it?",
        "I had lunch at the cafe in Dunmore. The Harrow Mill stands nearby; who built it?",
        "I went to the museum in Orla, and the guide said a ship was wrecked nearby. Who captained it?",
        'Which poet wrote "Night Falls, I Believe." in 1901?',  # a title's own words
    ):
        assert strip_chatter(kept) == kept, kept
    # a parent asked only in a wh-question, and not a parent-in-law or the parent's own thing
    for whole in (
        "The engineer who built the Kell bridge was the son of a miller. Did his father own the Harl mill?",
        "The engineer who built the Kell bridge was the son of a miller. Who was his father-in-law?",
    ):
        assert "Who built the Kell bridge?" not in (decompose(whole) or ())[:1] or "Did" not in whole, whole
    assert decompose("The engineer who built the Kell bridge was the son of a miller. Who was his father-in-law?") == (
        "The engineer who built the Kell bridge was the son of a miller. Who was his father-in-law?",
    )
    # the question's own "also" is kept in its lookup
    assert (
        decompose("Which town was also governed by the mayor of Fenwick?")[-1] == "Which town was also governed by #1?"
    )


def test_a_thing_made_by_a_person_told_by_a_relative_clause_is_found_after_that_person() -> None:
    """fresh42 h02 (held out, 95bcf9f): "X was descended from a shipwright who founded a yard of his
    own. In what year did that yard's slipways close?" was split through "who founded" as garble."""
    assert decompose(
        "The first chief engineer of MV Velmar Pioneer was descended from a shipwright who founded a yard of his"
        " own. In what year did that yard's slipways close?"
    ) == (
        "Who was the first chief engineer of MV Velmar Pioneer?",
        "Which shipwright was #1 descended from?",
        "Which yard was founded by #2?",
        "In what year did the slipways of #3 close?",
    )
    assert decompose("Ada Penn worked for a banker who founded a bank in 1880. When did that bank close?") == (
        "Which banker did Ada Penn work for?",
        "Which bank was founded in 1880 by #1?",
        "When did #2 close?",
    )
    assert decompose("The museum's founder was a doctor who started a clinic. Where is that clinic?") == (
        "Who was the museum's founder?",
        "Which clinic was started by #1?",
        "Where is #2?",
    )


def test_a_there_after_a_preposition_is_the_one_place_the_askers_sentence_names() -> None:
    """fresh42 h05 (held out, 95bcf9f): "We're planning some island-hopping from Port Orrin next summer. Which of
    the two crossings from there is longer: the summer-only one to Skerrin Bay, or the one to Brannoch Quay?" was
    searched whole; each side is a crossing from Port Orrin."""
    question = (
        "We're planning some island-hopping from Port Orrin next summer. Which of the two crossings from there is"
        " longer: the summer-only one to Skerrin Bay, or the one to Brannoch Quay?"
    )
    assert decompose(question) == (
        "How long is the summer-only crossing from Port Orrin to Skerrin Bay?",
        "How long is the crossing from Port Orrin to Brannoch Quay?",
    )
    assert strip_chatter("We're going to Port Orrin soon. Which ferries sail from there?") == (
        "Which ferries sail from Port Orrin?"
    )
    kept = [
        "We're going to Port Orrin next summer. Is there a museum?",  # no preposition: "there is"
        "I sailed from Haldness to Port Orrin. Which ferries leave from there?",  # two places
    ]
    assert [strip_chatter(q) for q in kept] == kept
    hearsay = strip_chatter("I hear the ferry from Port Orrin is old. Which ships sail from there?")
    assert hearsay.endswith("from there?"), "a statement heard: its 'there' is its own"


def test_a_one_side_is_the_leads_thing_where_the_lead_places_it() -> None:
    """ "Which of the two chapels in Dunmere ...: the granite one beside the mill, or the one on the square?": each
    side is a chapel in Dunmere; a side saying its own place with the same word keeps its own."""
    assert decompose(
        "Which of the two chapels in Dunmere is older: the granite one beside the mill, or the one on the square?"
    ) == (
        "When was the granite chapel in Dunmere beside the mill built?",
        "When was the chapel in Dunmere on the square built?",
    )
    assert decompose("Which crossing from Port Orrin is longer: the one to Skerrin Bay, or the one from Haldwick?") == (
        "How long is the crossing from Port Orrin to Skerrin Bay?",
        "How long is the crossing from Haldwick?",
    )


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        (
            "The Velmar Harbourline had two founders, a shipowner and a banker. Which of them was born first?",
            ("Who were the two founders of the Velmar Harbourline?", "Who was the elder of #1?"),
        ),
        (
            "Which of the two founders of the Velmar Harbourline was born first?",
            ("Who were the two founders of the Velmar Harbourline?", "Who was the elder of #1?"),
        ),
        (
            "Of the two founders of the Velmar Harbourline, who was born first?",
            ("Who were the two founders of the Velmar Harbourline?", "Who was the elder of #1?"),
        ),
        (
            "Which of the two brothers who ran Rask Brothers was born later?",
            ("Who ran Rask Brothers?", "Who was the younger of #1?"),
        ),
        (
            "Ada Penn had two sons. Which of them was younger?",
            ("Who were the two sons of Ada Penn?", "Who was the younger of #1?"),
        ),
    ],
)
def test_which_of_a_group_was_born_first_is_the_groups_lookup_then_the_elder(
    question: str, steps: tuple[str, ...]
) -> None:
    """fresh42 h06 (held out, 95bcf9f): "The Velmar Harbourline had two founders, a shipowner and a banker. Which
    of them was born first?" was searched whole and answered with the founder whose page came first."""
    assert decompose(question) == steps


def test_a_role_used_as_a_verb_ends_the_relative_clause_before_it() -> None:
    """fresh43 k05 (held out, e7c5f66): "From what year did the man who donated the winner's trophy ... chair a
    quarry company?" was split as "Who donated the winner's trophy ... chair a quarry company?"."""
    assert decompose(
        "From what year did the man who donated the winner's trophy for the Calder Bridge sheepdog trials chair a"
        " quarry company?"
    ) == (
        "Who donated the winner's trophy for the Calder Bridge sheepdog trials?",
        "From what year did #1 chair a quarry company?",
    )


def test_what_the_asker_is_told_after_a_clause_of_their_own_is_read_as_a_statement() -> None:
    """fresh43 k03 (held out, e7c5f66): "I'm digging through old local newspapers, and I'm told one library in the
    valley keeps every single issue of the Kestrel Courier. Which architect designed that library?" was searched
    whole; the asker's clause names nothing the rest needs."""
    assert decompose(
        "I'm digging through old local newspapers, and I'm told one library in the valley keeps every single issue"
        " of the Kestrel Courier. Which architect designed that library?"
    ) == (
        "Which library in the valley keeps every single issue of the Kestrel Courier?",
        "Which architect designed #1?",
    )
    kept = "I was at the Ossery fair, and I'm told the cooperative there makes cheese. Who founded it?"
    assert strip_chatter(kept) == kept, "the asker's clause names a place the rest needs"


def test_a_clause_inside_a_where_clauses_subject_ends_at_that_clauses_passive() -> None:
    """fresh43 h04 (held out, e7c5f66): "the yard where the ferry that has served the second route since 1973 was
    launched" was looked up as "Which ferry has served ... since 1973 was launched?"."""
    assert decompose(
        "Roughly how many people work at the yard where the ferry that has served the Velmar Harbourline's second"
        " route since 1973 was launched?"
    ) == (
        "Which ferry has served the Velmar Harbourline's second route since 1973?",
        "In which yard was #1 launched?",
        "Roughly how many people work at #2?",
    )
    assert decompose("How many people work at the yard where the ferry that serves the second route was built?") == (
        "Which ferry serves the second route?",
        "In which yard was #1 built?",
        "How many people work at #2?",
    )


def test_a_thing_the_askers_sentence_names_is_what_the_rests_the_noun_says_again() -> None:
    """fresh43 k07 (held out, e7c5f66): "My great-grandfather rowed for the Dunmere Rowing Club. The firm that put
    up the club's boathouse was co-founded by a woman - where was she born?" was searched whole: the club is the
    one the asker named, the statement's dash a full stop, and "co-founded by a woman" one founder picked out."""
    assert decompose(
        "My great-grandfather rowed for the Dunmere Rowing Club. The firm that put up the club's boathouse was"
        " co-founded by a woman \u2014 where was she born?"
    ) == (
        "Which firm put up the Dunmere Rowing Club's boathouse?",
        "Which woman co-founded #1?",
        "Where was #2 born?",
    )
    assert strip_chatter("We visited the Kell Reservoir last year. How high is the reservoir's dam?") == (
        "How high is the Kell Reservoir's dam?"
    )
    kept = [
        "My aunt worked at Oduya Clocks. When did the firm close?",  # another noun
        "I walked past the Marrow End Tannery and the Kell Mill. Who founded the mill?",  # two named
        "I hear the Kell Mill was sold. Who bought the mill?",  # hearsay: its own statement
    ]
    assert [strip_chatter(q) for q in kept[:2]] == kept[:2]
    assert "Kell Mill" not in strip_chatter(kept[2]).split(". ")[-1]


def test_a_she_or_her_is_the_one_ship_the_askers_sentence_tells() -> None:
    """fresh43 h03 (held out, e7c5f66): "I'm taking the company's gas-powered flagship across the Sound next week.
    Where was the naval architect who designed her born?" was split at "her"."""
    assert decompose(
        "I'm taking the company's gas-powered flagship across the Sound next week. Where was the naval architect who"
        " designed her born?"
    ) == ("What was the company's gas-powered flagship?", "Who designed #1?", "Where was #2 born?")
    assert strip_chatter("We sailed on the old island ferry last year. How long is her route?") == (
        "How long is the old island ferry's route?"
    )
    kept = [
        "My mother worked on the night ferry. Where was she born?",  # a woman told
        "We took the ferry and the lifeboat tour. Who built her?",  # two ships
    ]
    assert [strip_chatter(q) for q in kept] == kept
    person = strip_chatter("I read about Hedda Marrick, the banker who paid for the first steamer. Where was she born?")
    assert person.endswith("Where was she born?"), "a person told: she is hers"


def test_a_question_after_the_askers_claim_comparing_two_names_chooses_between_them() -> None:
    """fresh43 k10 (held out, e7c5f66): "My great-uncle ... swore it was a bigger employer than the Dunmore
    Bleachworks ever was. Going by each one's peak workforce, which actually employed more people?" was answered
    with the claim; both sides are looked up."""
    assert decompose(
        "My great-uncle built bicycles at the Brack Cycle Works and swore it was a bigger employer than the Dunmore"
        " Bleachworks ever was. Going by each one's peak workforce, which actually employed more people?"
    ) == (
        "How many people did the Brack Cycle Works employ?",
        "How many people did the Dunmore Bleachworks employ?",
    )
    kept = [
        "My dad worked at the Brack Cycle Works and the Dunmore Bleachworks. Which employed more people?",  # no claim
    ]
    assert [strip_chatter(q) for q in kept] == kept
    own = "My dad says the Kell Mill is older than the Ossery Mill. Which is older, Aske Mill or Tarn Mill?"
    assert strip_chatter(own) == "Which is older, Aske Mill or Tarn Mill?", "the rest's own choice"


def test_the_readers_written_from_fresh42_and_fresh43_leave_alone_what_the_review_found_them_garbling() -> None:
    """A review helper (~380 probes, old code against new) found these firing wrongly; each is left as the code
    before them read it, or read right."""
    left = [
        "Which of the two firms founded by Ada Penn is older?",  # things: no birth years
        "The Kell Inn had two landlords in the 1890s. Which of them was older?",  # a qualifier would be lost
        "Ada Penn was the granddaughter of a brewer who opened a pub in 1890. When did that pub close?",
        "Ada Penn was taught by a painter who painted a mural. Where is that mural?",
    ]
    assert [decompose(q) for q in left] == [(q,) for q in left]
    assert strip_chatter("I'm flying into Corvanmouth in May. Which ferries leave from there?") == (
        "Which ferries leave from Corvanmouth?"
    )
    kept = [
        "I'm meeting Ada Penn in Kell. What did she build near there?",  # she is told in the sentence
        "My grandfather moved to Kell in 1920. Which mill did he work at from there on?",
        "I'm visiting Kell and Dunmere. Which bus runs from there?",  # two places
        "We're sailing from Kell's harbour tomorrow. Which islands can we reach from there?",
        "My grandmother sailed on the old island ferry every week. Where was she born?",  # she is the grandmother
    ]
    assert [strip_chatter(q) for q in kept] == kept
    assert decompose(
        "Which of the two ferries from Port Orrin built in Kell is older: the red one or the blue one?"
    ) == (
        "When was the red ferry built?",
        "When was the blue ferry built?",
    )


def test_a_described_doers_trade_is_a_calling_not_a_relative_a_place_or_a_role() -> None:
    """The review of d6ccdc3: "the grandfather", "the river", "the successor" were read as trades; "shipwright" and
    "shipbuilder" as two; a deed after another in the sentence as the asked one."""
    from arcana_graph.core.answers import doer_of_another_trade, is_trade
    from arcana_graph.core.replans import split_described_doer

    assert [
        w for w in ("grandfather", "great-grandmother", "stepfather", "successor", "river", "water") if is_trade(w)
    ] == []
    assert all(is_trade(w) for w in ("clockmaker", "shipwright", "architect", "banker"))
    assert not doer_of_another_trade(
        "Which yard was founded by the shipwright?", "X", ["X was founded by the shipbuilder Tom Reed."]
    )
    bought = ["Oduya Clocks was founded in Wendle in 1898 and was bought in 1931 by the boatbuilder Peter Dray."]
    assert not doer_of_another_trade("Which firm was founded by the Wendle-born clockmaker?", "Oduya Clocks", bought)
    for step in ("Which mill was built by the river?", "Which firm was founded by the same clockmaker?",
                 "Which firm was founded by the clockmaker and the boatbuilder?"):  # fmt: skip
        assert split_described_doer(step, "#1") is None, step


def test_two_names_the_askers_sentence_gives_are_the_sides_of_its_which_of_the_two() -> None:
    """fresh44 h06 (held out, e687e42): "My father ... knew both Morag Ennis and Gideon Rusk from their harbourmaster
    days. Which of the two was born earlier?" was searched as "Which of the two was born earlier?"."""
    assert decompose(
        "My father crewed the island ferries for years and knew both Morag Ennis and Gideon Rusk from their"
        " harbourmaster days. Which of the two was born earlier?"
    ) == ("When was Morag Ennis born?", "When was Gideon Rusk born?")
    kept = "My father knew Morag Ennis well. Which of the two harbours is older, Haldwick or Kell?"
    assert strip_chatter(kept) == "Which of the two harbours is older, Haldwick or Kell?", "the rest's own sides"


def test_a_comparison_of_more_miles_looks_up_each_sides_length() -> None:
    """fresh44 h05 (held out, e687e42): "Which route covers more nautical miles, A to B or C to D?" looked up "How
    many nautical does ... have?" and was refused."""
    assert decompose(
        "Which route covers more nautical miles, Corvanmouth to Haldwick or Port Orrin to Brannoch Quay?"
    ) == (
        "How long is the route from Corvanmouth to Haldwick?",
        "How long is the route from Port Orrin to Brannoch Quay?",
    )


def test_a_pair_named_after_its_group_is_the_choice_even_after_the_askers_sentence() -> None:
    """fresh44 k10 (held out, e687e42): "I'm putting together a talk on ... Brack & Oduya. Of its two founders, Samuel
    Brack and Ada Oduya, who was born first?" was searched whole and answered with the wrong one."""
    assert decompose(
        "I'm putting together a talk on the engineering partnership behind Brack & Oduya. Of its two founders,"
        " Samuel Brack and Ada Oduya, who was born first?"
    ) == ("When was Samuel Brack born?", "When was Ada Oduya born?")
    assert strip_chatter("Of the two founders, Samuel Brack and Ada Oduya, who died first?") == (
        "Who died first, Samuel Brack or Ada Oduya?"
    )
    kept = "My aunt knew the Penns. Of its two founders, who was born first?"
    assert strip_chatter(kept) == kept, "no named pair"


def test_the_review_of_the_fresh44_and_fresh45_readers_is_mended() -> None:
    """A review (a helper session, 280 probes, old code against new) of the readers written from fresh44 and fresh45;
    each case here went wrong before its mend."""
    from arcana_graph.core.answers import born_to_asked, named_as_asked, premise_of_denied_kin

    hotel = "the biggest hotel in Pell"  # the place's "it", unless a measure of the one thing of it told is asked
    assert strip_chatter(f"I stayed at {hotel} and met its owner. When was it built?") == f"When was {hotel} built?"
    assert strip_chatter(f"I stayed at {hotel} and loved its gardens. Who built it?") == f"Who built {hotel}?"
    for kept in (
        "I spent a week on the largest of the Orla Isles and visited its museum and its church. How old is it?",
        "My aunt told me her father built the Pell lifeboat. Where was he born?",  # the teller's "her"
        "I work in Pell from Monday to Friday. Which yard built the boat I take home?",  # no trip
        "I commute from Pell to Kell by train, but at weekends I take the ferry. Who built the ferry I take?",
        "I'm going from Pell to Orla and then on to Kell. Who built the ferry I'll take?",  # two legs
        "I'm going from Pell to Orla. Who built the boat I'd be taking from Kell?",
        "My uncle was a deckhand on the ferry where he met her. Where was she born?",  # a woman met
        "My brother was a steward on the ferry with Ada Penn. Who was her captain?",  # a woman named
    ):
        assert strip_chatter(kept) == kept, kept
    assert strip_chatter("We sail from Kell to the Orla Isles. Who built the ferry we'll be on?") == (
        "Who built the ferry on the crossing from Kell to the Orla Isles?"
    )
    born = "My uncle, born in 1950, was a deckhand on the ferry. Who was her captain back then?"
    assert "1950" not in strip_chatter(born), "a birth is no time the asker was there"
    # a ship's trait asked of "she" is the ship's, though a woman who did something to her is told
    wife = "The ship was christened by the owner's wife, who broke a bottle on her bow. How long was she?"
    assert (pointed_first(wife) or ("",))[0].endswith("Which ship is she?")
    assert decompose("The Pell ferry was built by a man whose son became a captain. Where was the son born?") == (
        "Who built the Pell ferry?",
        "Who was #1's son?",
        "Where was #2 born?",
    )
    # the statement's name is the one whose kin is asked, not a kin itself, nor an opening word
    assert born_to_asked(
        "Tom Marsh's daughter Ada ran the mill. Where was her father born?", ["Tom Marsh was born in Kell."]
    )
    assert born_to_asked(
        "John Penn taught his daughter Ada. Where was her father born?", ["John Penn was born in Kell."]
    )
    assert not born_to_asked(
        "After the war Ada Marsh taught. Where was her father born?", ["Ada Marsh was born in Ossery."]
    )
    told = "Ada Marsh is the daughter of the man who built the mill. Where was her father born?"
    assert born_to_asked(told, ["Ada Marsh was born in Ossery, and her father was born in Kell."])
    page = ["Jonah Pike (1820-1890) was an engineer born in Pell."]
    for noun in ("relative", "colleague", "lodger", "neighbour", "crewman", "survivor"):
        assert named_as_asked(f"Which {noun} of Ada Pike was born in Pell?", "Jonah Pike", page), noun
    # a page denying someone else's kinship is no denial of the kinship the statement claims
    assert not premise_of_denied_kin(
        "Ada Brask's father built MV Pell.",
        ["MV Pell was built at Kell. Its master Jon Brask is no relation of Ada Brask."],
    )
    assert not premise_of_denied_kin(
        "Ada Brask is the daughter of Tom Brask.", ["Jon Brask, a cousin of Tom Brask, is no relation of Ada Brask."]
    )


def test_a_tag_after_a_statement_and_a_name_told_by_a_trade_modifier_plan_cleanly() -> None:
    """fresh46 (held out, 538c907): k04 "The engineer behind the canal from Kellbrook to Dunmere had a son who painted,
    didn't he? What's his best-known picture called?" was searched whole and answered with the son's name; k10 "Of
    the two engineers who set up the Dunmere engineering partnership Brack & Oduya, which one was the elder?" was
    split at "engineering" as if a clause ("Which Dunmere is engineering partnership Brack & Oduya?")."""
    question = (
        "The engineer behind the Pell canal had a son who painted, didn't he? What's his best-known picture called?"
    )
    assert (
        strip_chatter(question)
        == "The engineer behind the Pell canal had a son who painted. What's his best-known picture called?"
    )
    assert decompose(question) == (
        "Who was the engineer behind the Pell canal?",
        "Who was the son of #1?",
        "What's #2's best-known picture called?",
    )
    assert strip_chatter("Pell is a town, isn't it?") == "Pell is a town, isn't it?", "a tag that ends the text asks"
    assert decompose(
        "Of the two engineers who set up the Orla engineering partnership Pike & Vane, which one was the elder?"
    ) == (
        "Who set up the Orla engineering partnership Pike & Vane?",
        "Who was the elder of #1?",
    )
    assert decompose("Who chaired the cooperative selling cheese at the Pell fair?") == (
        "Which cooperative is selling cheese at the Pell fair?",
        "Who chaired #1?",
    ), "a clause after a noun, as before"


def test_two_one_word_names_the_asker_mixes_up_are_the_two_sides_asked_of() -> None:
    """fresh47 k08 (held out, 6889baa): "I always get Dunmore and Dunmere mixed up. Which of the two has more people
    living in it?" was read as the choice between "I always get Dunmore" and Dunmere, and answered with the asker's
    words."""
    question = "I always get Pell and Orla mixed up. Which of the two has more people living in it?"
    assert strip_chatter(question) == "Which of the two has more people living in it, Pell or Orla?"
    assert decompose(question) == ("How many people does Pell have?", "How many people does Orla have?")
    kept = (
        "I visited Pell in May and Orla in June. Which of the two is bigger?"  # four capitalised words: not two names
    )
    assert strip_chatter(kept) == kept
    two = "My uncle worked under two harbourmasters, Ann Vane at Pell and Tom Rusk at Orla. Which of them came first?"
    assert strip_chatter(two) == "Which of them came first, Ann Vane or Tom Rusk?", "two full names, as before"


def test_a_time_looked_up_for_one_step_folds_back_into_it_when_the_plan_is_too_long() -> None:
    """fresh47 k06: a matron "when Dunmere's hospital first opened", her older brother, his viaduct and its railway
    were five steps (the time first), past the plan's limit, and the question was searched whole. The time's
    clause goes back into the one step that used it; a plan with room keeps the time as a step of its own."""
    assert decompose(
        "The woman who ran the school when Pell's hospital first opened had an older brother. "
        "Which railway runs over the viaduct he designed?"
    ) == (
        "Who ran the school when Pell's hospital first opened?",
        "Who was the older brother of #1?",
        "Which viaduct was designed by #2?",
        "Which railway runs over #3?",
    )
    assert decompose(
        "The woman who ran the school when the pier was built had an older brother. Where was he born?"
    ) == (
        "When was the pier built?",
        "Who ran the school in #1?",
        "Who was the older brother of #2?",
        "Where was #3 born?",
    )


def test_a_lookup_the_one_that_with_the_questions_verb_torn_in_is_no_plan() -> None:
    """fresh45 k07: "The clock in the tower that was added to Dunmore's town hall in 1927 came from a local clock
    firm. In which village was the man who founded that firm born?" was planned as "Which tower ... came from?",
    "Which firm is the one that the clock in #1?" (no verb left) and searched that garbled wording; a nearby
    wording had "born" torn into "... came from born?". Such a lookup is no plan: the question is searched whole,
    and its statement's firm asked first when that fails."""
    question = (
        "The clock in the tower that was added to Pell's town hall in 1927 came from a local clock firm. "
        "In which village was the man who founded that firm born?"
    )
    assert decompose(question) == (question,)
    assert pointed_first(question) == (
        "The clock in the tower that was added to Pell's town hall in 1927 came from a local clock firm. "
        "Which firm is that?",
        "Who founded #1?",
        "In which village was #2 born?",
    )
    assert decompose(
        "The clock on Pell town hall came from a local clock firm. In which village was the man who founded that "
        "firm born?"
    ) == ("Which firm did the clock on Pell town hall come from?", "Who founded #1?", "In which village was #2 born?")


def test_a_pair_of_ones_after_an_owned_group_is_a_choice_between_the_groups_things() -> None:
    """fresh48 k09: "Of the valley's two old breweries, the one at X and the one by Y, which was established
    first?" was searched whole and refused: the group may have an owner and a word before its noun, and "the one"
    on each side is one of the group's things ("the brewery at X")."""
    assert decompose(
        "Of the valley's two old breweries, the one at Pell Ford and the one by the Orla market place, which was "
        "established first?"
    ) == (
        "When was the brewery at Pell Ford established?",
        "When was the brewery by the Orla market place established?",
    )
    assert decompose(  # a name after "the one by" keeps the group's noun; "women" is "woman"
        "Of the island's two lighthouses, the one at Skarn Point and the one by Gull Rock, which was lit first?"
    ) == ("When was the lighthouse at Skarn Point lit?", "When was the lighthouse by Gull Rock lit?")
    assert decompose("Of the two women, the one at Pell and the one at Orla, which was born first?") == (
        "When was the woman at Pell born?",
        "When was the woman at Orla born?",
    )


def test_two_legs_named_by_their_ends_then_which_of_those_two_is_a_choice_between_them() -> None:
    """fresh48 h06: "We're island-hopping next summer: first from A to B, then on from B to C. Which of those two
    legs is the longer one?" was searched whole and answered with the shorter leg. Each leg is a side, named by its
    ends; a question that compares nothing is left alone."""
    assert decompose(
        "We're island-hopping next summer: first from Pell to Orla Quay, then on from Orla Quay to Tarn. "
        "Which of those two legs is the longer one?"
    ) == ("How long is the route from Pell to Orla Quay?", "How long is the route from Orla Quay to Tarn?")
    for alone in (
        "I went from Pell to Orla and from Orla to Tarn. Which ship sails the first?",
        "We're going from Pell to Orla, then from Orla to Tarn. Which one is more expensive?",  # no length or time
    ):
        assert strip_chatter(alone) == alone


def test_those_after_a_statements_bare_plural_points_to_one_of_them() -> None:
    """fresh48 h08 (unanswerable: no yard of the schooners is on record): "X ran cargo schooners to the islands ...
    Do you know when the yard that built those schooners was founded?" was searched whole and answered with another
    yard's founding year. "those schooners" is one of the statement's schooners, looked up first; "the ships" is
    no bare plural."""
    assert decompose(
        "I read that Ada Penn ran cargo schooners to the islands. Do you know when the yard that built those "
        "schooners was founded?"
    ) == ("Which cargo schooner was run by Ada Penn?", "Which yard built #1?", "When was #2 founded?")
    kept = "Ada Penn built the ships. Who sailed those ships?"
    assert decompose(kept) == (kept,)
    for question in (  # the review's probes: a clause going on after the plural, or a count before it
        "Tom Marr ran fishing smacks out of Pell. When was the yard that built those smacks founded?",
        "Ada Penn ran schooners and barges to the islands. When was the yard that built those schooners founded?",
        "Kell Mining sank three deep shafts. When was the firm that dug those shafts founded?",
        "Amos Bell made clocks in Pell. Which firm that sold those clocks still exists?",
    ):
        assert decompose(question) == (question,)


def test_a_ship_used_on_a_route_is_looked_up_first_like_the_ship_on_it() -> None:
    """fresh47 h05: "The captain who commanded the ship used on the overnight crossing from A to B for more than
    twenty years has a cousin ... Where was the cousin born?" kept the ship inside the captain's lookup, which
    failed twice. "the ship used on the X" is "the ship on the X": its own step; the time stays the captain's."""
    assert decompose(
        "The captain who commanded the ship used on the overnight crossing from Pell to Orla Quay for more than "
        "twenty years has a cousin who was also a ship's master. Where was the cousin born?"
    ) == (
        "Which ship is used on the overnight crossing from Pell to Orla Quay?",
        "Who commanded #1 for more than twenty years?",
        "Who was the cousin of #2?",
        "Where was #3 born?",
    )


def test_a_trailing_where_clause_after_a_named_thing_is_no_lookup() -> None:
    """fresh46 k12 (unanswerable: no builder of the chapel is on record): "In what year was the building firm
    founded that put up the Calder Bridge chapel, where the brickmaker Ezra Moss preached?" was searched whole and
    answered with the brickworks' year. The chapel is named; what happened there is no lookup. A clause that points
    back into the question stays."""
    assert decompose(
        "In what year was the building firm founded that put up the Pell chapel, where Ada Penn preached?"
    ) == (
        "Which building firm put up the Pell chapel?",
        "In what year was #1 founded?",
    )
    kept = "Which ship sailed to Orla, where she was wrecked?"
    assert decompose(kept) == (kept,)
    which = "Who captained the ship that Tom Marr bought from Orla, which sank in 1902?"  # the ship's, maybe
    assert decompose(which) == (which,)


def test_a_thing_had_done_in_a_place_is_asked_with_have() -> None:
    """fresh47 h04: "X had part of her hull plating replaced in a dry dock. In what year was that dry dock dug?"
    asked "Which dry dock did X had part of her hull plating replace in?"."""
    assert decompose("Ada Penn had her portrait painted in a studio. Who owned that studio?") == (
        "Which studio did Ada Penn have her portrait painted in?",
        "Who owned #1?",
    )


def test_a_quoted_titles_words_are_no_pair_of_names() -> None:
    """fresh48 k10: "Our book club is reading "Wild Flowers of the Kestrel Valley", and someone said the author's
    brother Walter started a bicycle works. Which of the two siblings was born first?" was read as the choice
    "Wild Flowers or the Kestrel Valley"; a title is one thing."""
    question = (
        'Our book club is reading "Wild Flowers of the Pell Valley", and someone said the author\'s brother Walter '
        "started a bicycle works. Which of the two siblings was born first?"
    )
    assert "Wild Flowers or" not in strip_chatter(question)
    assert decompose('My uncle sailed on the "Gannet" and the "Petrel". Which of the two was built first?') == (
        "When was Gannet built?",
        "When was Petrel built?",
    )  # a quoted name alone is a name


def test_a_thing_that_has_had_the_same_post_holder_since_points_to_that_holder() -> None:
    """fresh48 h04: "The ferry on the company's busiest crossing has had the same chief engineer since she was new.
    Where was that engineer's father born?" asked "... Which engineer is that?" of the whole statement and the model
    named another ship's engineer. "has had the same chief engineer since ..." has a chief engineer: looked up as
    the ferry's engineer, then the father."""
    assert decompose(
        "The ferry on the Pell crossing has had the same chief engineer since she was new. Where was that engineer's "
        "father born?"
    ) == ("Who was the engineer of the ferry on the Pell crossing?", "Who was the father of #1?", "Where was #2 born?")


def test_fresh49s_shapes_a_boat_from_a_to_b_a_kin_for_a_role_and_one_of_a_mixed_pair() -> None:
    """fresh49, read after its held-out run: h03 "We're taking the late-night boat from A out to B ... How many
    passengers can the ship on that crossing hold?" (the boat's way is "that crossing"); k06 "X had an engineer for
    a brother. Which viaduct did he design?" (read "he" as X); k07 "I cycle the old railway path from A to B ... The
    contractor that built that line had two founders, a man and a woman. In which village was the woman born?"."""
    assert decompose(
        "We're taking the late-night boat from Pell out to Orla in August and I'm worried it'll be packed. How many "
        "passengers can the ship on that crossing hold?"
    ) == ("Which ship is on the late-night crossing from Pell to Orla?", "How many passengers can #1 hold?")
    assert decompose(
        "The first matron of the Pell infirmary had an engineer for a brother. Which viaduct did he design?"
    ) == (
        "Who was the first matron of the Pell infirmary?",
        "Who was the brother of #1?",
        "Which viaduct did #2 design?",
    )
    assert decompose(
        "I cycle the old railway path from Pell to Orla most weekends. The contractor that built that line had two "
        "founders, a man and a woman. In which village was the woman born?"
    ) == (
        "Which contractor built the old railway path from Pell to Orla?",
        "Which woman was one of the founders of #1?",
        "In which village was #2 born?",
    )
    kept = "We're taking the boat from Pell to Orla and then on to Tarn. How long is that crossing?"  # two legs
    assert decompose(kept) == (kept,)


def test_there_and_that_year_after_the_askers_named_place_and_year() -> None:
    """fresh49 k12 (unanswerable: the library's one librarian on record left in 1940): "My mother borrowed her very
    first book from the Dunmere library in 1950. Who was the librarian in charge there that year?" was answered with
    her. "there" is the one named place the asker's sentence went to and "that year" its one year, so the checks
    read the question the asker means."""
    question = "My mother borrowed her first book from the Pell library in 1950. Who was the librarian there that year?"
    assert strip_chatter(question) == "Who was the librarian at the Pell library in 1950?"
    kept = "We walked from the Pell library to the Orla lighthouse. Who kept the light there?"  # two places
    assert strip_chatter(kept) == kept


@pytest.mark.parametrize(
    "question",
    [
        "My uncle has had the same boat since 1970. Who built that boat?",  # a thing, not a post
        "Tom Vane had an engineer for a brother-in-law. Which bridge did he build?",
        "The Pell brewery had two founders, a man and a woman. Who was older, the man or the woman?",
        "We took the ferry from Pell to Orla. Who built the warehouses that line the harbour?",
        "I took the ferry from Pell to Orla on the Tern. Who designed the ship on that crossing?",  # named already
        "I walk the old railway from Pell to Orla and then on to Tarn. Who built that line?",
        "My uncle worked at the Pell mill. Were there more than fifty workers?",
        "My mother taught at the Kell school in 1950. Who was the head there?",  # the year would be dropped
        "My aunt lived at the Pell farm before moving to the coast. Who ran the school there?",
        "My grandfather served on the Tern in 1950. Who was captain there?",
        "We walked from the Pell library to the Orla lighthouse. Who kept the light there?",
        "Our family farmed at the Kell farm. Who owned the land there before us?",
    ],
)
def test_the_second_reviews_probes_keep_their_wording(question: str) -> None:
    """A review of f1d3770 and a363176 (209 probes, old code against new) found these rewritten wrongly: a thing
    taken for a post, a brother-in-law for a brother, one of a pair both asked of, a verb "line" for a way, a ship
    the asker names, a trip of two legs, an existential "there", a year or a place the rewrite would drop."""
    assert strip_chatter(question) == question
    assert decompose(question) in ((question,), None)  # searched whole, or (the pair both asked of) the model's plan


def test_fresh50s_shapes_a_kin_told_by_its_owner_and_a_post_after_a_kin() -> None:
    """fresh50, read after its held-out run: k07 "My great-aunt was taught by the very first head teacher of the
    Dunmore school, and she always said that teacher's grandfather had founded a brewery. Where was the grandfather
    born?" was searched whole (the question's "the grandfather" is that teacher's); h05 "... commanded by the first
    woman ever to captain a ship of the company. Which ship was her father master of?" read "her" as the ferry and
    "father master" as one post."""
    assert decompose(
        "My aunt was taught by the very first head teacher of the Pell school, and she always said that teacher's "
        "grandfather had founded a brewery. Where was the grandfather born?"
    ) == ("Who was the first head teacher of the Pell school?", "Who was the grandfather of #1?", "Where was #2 born?")
    assert decompose("Which ship was Ann Pike's father master of?") == (
        "Who was Ann Pike's father?",
        "Which ship was #1 master of?",
    )
    assert pointed_first(
        "The summer ferry to Orla was once commanded by the first woman to captain a ship of the line. Which ship was "
        "her father master of?"
    ) == (
        "Who was the first woman to captain a ship of the line?",
        "Who was #1's father?",
        "Which ship was #2 master of?",
    )
    # asked directly (re-run: "... Who is she?" was answered with nothing); not a description with "it" in it
    assert pointed_first("The shield is named after the man who gave it. Where was he born?")[0] == (
        "The shield is named after the man who gave it. Who is he?"
    )


@pytest.mark.parametrize(
    "question",
    [
        "A teacher taught my aunt, and that teacher's grandfather founded a brewery. Where was the grandfather born?",
        "Ada Penn's grandfather and Tom Vane's grandfather were brewers. Where was the grandfather born?",  # which?
        "Which ship was Ann Pike's sister ship?",  # a sister ship is no kin
        "When was Agnar Lusk's son Jonas Lusk born?",  # a name after the kin
    ],
)
def test_a_kin_told_by_no_one_owner_or_named_after_the_kin_is_kept(question: str) -> None:
    """The kin's owner must be told once, by a description that says which ("the first head teacher of X"); a
    kin word followed by a name or "ship" is no kin before a post."""
    steps = decompose(question)
    assert steps is None or not any("grandfather of" in step or step.endswith("son?") for step in steps), steps
    assert steps is None or "sister ship" in " ".join(steps) or "Jonas Lusk" in " ".join(steps) or len(steps) == 1


def test_two_described_sides_joined_by_or_after_a_colon_are_a_choice_of_the_kind_counted() -> None:
    """fresh50 k10: "We're choosing between two villages for a holiday cottage: the one where the Kell Water flows
    into the Aske, or the lakeside village with the boatyard on Lake Senna's north shore. Which of them has more
    inhabitants?" was searched whole and answered with a count: each side is a village looked up by its
    description, "the one" said as the village."""
    question = (
        "We're choosing between two villages: the one where the Tarn flows into the Pell, or the lakeside village "
        "with the boatyard. Which of them has more inhabitants?"
    )
    assert strip_chatter(question) == (
        "Which one has more inhabitants, the village where the Tarn flows into the Pell or the lakeside village with "
        "the boatyard?"
    )
    unsaid = "Here it is: the one where the Tarn flows into the Pell, or the lakeside village. Which of them is older?"
    assert strip_chatter(unsaid) == unsaid  # "the one" of no kind counted


@pytest.mark.parametrize(
    "question",
    [
        "Who made Tom Venn's grandfather clock?",  # a kin word in a compound noun, before no post
        "What was Edmund Venn's mother tongue?",
        'Who wrote the hymn "The Very First Snow"?',  # a title keeps its words
        "Our guide said the keeper of the Pell light was a local man, and that keeper's son later kept it too. When "
        "did the son take over?",  # the description's clause goes on
        "My aunt was taught by the first head teacher of the Pell school, and that teacher's father-in-law was a "
        "brewer. Where was the father-in-law born?",
        "We moved here two years ago and like two villages: the one where the Tarn meets the Pell, or the lakeside "
        "village. Which of them is older?",  # two things counted before the colon
        "My two sisters live in two villages: the one where the Tarn meets the Pell, or the lakeside village. Which "
        "of them is older?",
    ],
)
def test_the_review_of_the_fresh50_fixes_keeps_these_whole(question: str) -> None:
    """A review of the fresh50 fixes (214 probes, old code against new) found these rewritten wrongly: a compound
    noun split at its kin word, a title's "Very" dropped, a kin looked up without the statement its question points
    into or with a description running on into its clause, "father-in-law" read as "father", "the one" given a kind
    the statement did not count."""
    assert strip_chatter(question) == question
    assert decompose(question) in ((question,), None)


def test_a_pronoun_owner_as_the_last_word_is_no_crash() -> None:
    """The same review: "Which of the cottages was his?" raised IndexError in ``pointed_first``."""
    steps = pointed_first("The mill at Pell was sold to Tom Venn in 1902. Which of the cottages was his?")
    assert steps is not None and steps[-1] == "Which of the cottages was #1's?"


def test_a_statement_giving_the_kin_twice_or_an_adverb_before_the_owner_is_read_as_before() -> None:
    """The same review: "Captain X's daughter captained MV Tern, and her daughter later did too. When did the
    daughter retire?" means the granddaughter; "Later Ada Penn's father bought it": the owner is Ada Penn."""
    assert decompose(
        "Captain Tobias Fenner's daughter captained MV Tern, and her daughter later did too. When did the daughter "
        "retire?"
    ) == ("Who was Captain Tobias Fenner's daughter?", "Who was the daughter of #1?", "When did #2 retire?")
    assert (
        decompose("I read about the Kell mill. Later Ada Penn's father bought it. Where was the father born?")[0]
        == "Who was the father of Ada Penn?"
    )


def test_a_pointer_takes_a_compound_noun_whole() -> None:
    """fresh47 h04 (re-read): "... replaced in a dry dock. In what year was that dry dock dug?" re-planned as "Which
    dry is that?" then "In what year was #1 dock dug?"."""
    assert pointed_first(
        "After running onto a rock in 2011, MV Tern had her plating replaced in a dry dock. In what year was that dry "
        "dock dug?"
    ) == (
        "After running onto a rock in 2011, MV Tern had her plating replaced in a dry dock. Which dry dock is that?",
        "In what year was #1 dug?",
    )


def test_fresh51s_shapes_named_sides_after_a_colon_a_gerund_aside_and_her_designer() -> None:
    """fresh51, read after its held-out run: k08 "Which of the two unrelated Venns was born earlier: Edmund, the
    Marrow End grocer, or Hector, the schoolmaster?" (refused: no plan), h06 "Thinking about a quiet island holiday
    up there: which island has more people living on it, Skerrin or Brannoch?" (the aside kept, "it" taken as
    pointing into it), h05 "... loved the ship. What year was the naval architect who designed her born?" ("her"
    read as a woman's, "born" as hers)."""
    assert decompose(
        "Which of the two unrelated Penns was born earlier: Ada, the Pell grocer, or Tom, the schoolmaster?"
    ) == ("When was Ada Penn born?", "When was Tom Penn born?")
    assert decompose(
        "Thinking about a quiet island holiday up there: which island has more people living on it, Orla or Tarn?"
    ) == ("How many people does Orla have?", "How many people does Tarn have?")
    assert decompose(
        "We crossed from Pell to Orla on the company's main route last summer and loved the ship. What year was the "
        "naval architect who designed her born?"
    ) == ("Which ship is on the crossing from Pell to Orla?", "Who designed #1?", "What year was #2 born?")
    assert pointed_first(
        "We crossed from Pell to Port Orla on the main route and loved the ship. What year was the naval architect "
        "who designed her born?"
    ) == (
        "We crossed from Pell to Port Orla on the main route and loved the ship. Which ship is she?",
        "Who designed #1?",
        "What year was #2 born?",
    )
    kept = "The bridge near us: who designed it?"  # the aside is what "it" points to
    assert strip_chatter(kept) == kept


@pytest.mark.parametrize(
    "question",
    [
        "I'm off to the island next week - which ferry goes there?",  # "there" is the aside's island
        "The bridge near us: which engineer designed it?",
        "Excluding the two small ferries: which ship is the oldest?",  # a condition, no musing
        "Thinking about the old mill: which family ran it?",  # the musing is the question's topic
        "Which of the two men did Ada Venn marry: Edmund, the grocer, or Hector, the baker?",  # first names alone
        "Which of the two sisters is older: Ada, the cook, or Rose, the teacher?",
    ],
)
def test_the_review_of_the_fresh51_fixes_keeps_these_as_they_were(question: str) -> None:
    """A review of the fresh51 fixes (182 probes, old code against new) found these rewritten wrongly: an aside a
    "which NOUN" question points back into dropped, a condition taken for chatter, sides of first names alone
    without a family, a drive taken for a crossing."""
    assert strip_chatter(question) == question
    drive = "I drove from Pell to Orla to see the old steamer. Who built her?"  # no crossing by sea
    assert strip_chatter(drive) == "Who built the old steamer?"


def test_the_fresh52_shapes_are_planned_step_by_step() -> None:
    """Shapes fresh52's held-out run lost on: a side told by its place ("the carver from Pell") kept whole, an
    indirect question after a preposition ("Any idea until what year ...") and a pointer that is a verb's object
    ("the yard that did that work") asked back of the statement, a birthplace asked with "born in" at the end, and a
    contact clause ending a question in the present ("the ferry X commanded")."""
    assert (
        strip_chatter(
            "Two unrelated men named Penn lived here: the chairman of the Orla Quarry Company and the carver from "
            "Pell Cross. Which of them was born first?"
        )
        == "Which one was born first, the chairman of the Orla Quarry Company or the carver from Pell Cross?"
    )
    assert pointed_first(
        "My uncle rows on the Pell Water with the club that runs the boathouse there. Any idea until what year the "
        "man who founded that club served as his town's mayor?"
    ) == (
        "My uncle rows on the Pell Water with the club that runs the boathouse there. Which club is that?",
        "Who founded #1?",
        "Until what year did #2 serve as his town's mayor?",
    )
    assert pointed_first(
        "My mother loved the new bridge the old steamer was given in 1970. Do you know when the yard that did that "
        "work was founded?"
    ) == (
        "My mother loved the new bridge the old steamer was given in 1970. Which work is that?",
        "Which yard did #1?",
        "When was #2 founded?",
    )
    assert decompose("Which town was the man who gave the silver cup born in?") == (
        "Who gave the silver cup?",
        "In which town was #1 born?",  # the preposition put in front (_preposition_fronted)
    )
    assert decompose("What is the service speed of the ferry Ada Penn commanded?") == (
        "Which ferry was commanded by Ada Penn?",
        "What is the service speed of #1?",
    )
    # kept as they were: a verb before its object ("did that make her"), a ship's name before its passive, a
    # relative after a contact clause ("the schooner X built that sank"), a cost asked ("How much did that cost?")
    assert pointed_first("Tom Hale was a shipwright. Who owned the schooner Tom Hale built that sank in 1910?") is None
    assert pointed_first("Ada Penn rebuilt the pier at Holt in 1920. How much did that cost?") is None
    assert pointed_first("Ada Penn bought a ferry in 1920. Who gave that ferry a new engine?") == (
        "Ada Penn bought a ferry in 1920. Which ferry is that?",
        "Who gave #1 a new engine?",
    )
    assert pointed_first(
        "The first woman to command a ship of the line sailed the Tern. The ship she commanded was cut in two. How "
        "much longer did that make her?"
    ) == (
        "The first woman to command a ship of the line sailed the Tern. The ship she commanded was cut in two. Which "
        "ship is she?",
        "How much longer did that make #1?",
    )
    assert decompose("When was the ferry Orla Star built?") == ("When was the ferry Orla Star built?",)
    assert decompose("Who was the first chairman of the board that the founder of the Pell brewery served on?") == (
        "Who was the founder of the Pell brewery?",
        "Which board did #1 serve on?",
        "Who was the first chairman of #2?",
    )
    # a kin's owner given as "the founder" of the one thing the statement names is that thing's founder
    assert decompose(
        "My dad rode the red trams of the Pell Tram Company as a boy, and he says the founder's grandfather built "
        "mills. What year was that grandfather born?"
    ) == (
        "Who was the founder of Pell Tram Company?",
        "Who was the grandfather of #1?",
        "What year was #2 born?",
    )
    two = (
        "My dad rode the trams of Pell Tramways to Orla, and he says the founder's son built mills. Where was the son "
        "born?"
    )
    assert decompose(two) == (two,)  # two things named: whose founder is unsure
    # a person told by where they came from is looked up first; whom a post came from is no origin
    assert decompose("When was the potter from Orla Cross born?") == (
        "Who was the potter from Orla Cross?",
        "When was #1 born?",
    )
    assert decompose("Who took over the chair from Ada Penn?") == ("Who took over the chair from Ada Penn?",)
    # a yes / no or distance asked of where a person is from, a group from a place, or words after the place: kept
    for kept in (
        "Was the captain from Holt?",
        "How far is the lighthouse keeper from Holt?",
        "Did the carver from Harlow Cross ever marry?",
        "What did the sailors from Holt call the ship?",
    ):
        assert decompose(kept) == (kept,)
    # a describing form after a relative's object is no main verb ("the ferry called Holt Star died")
    assert decompose("Do you know when the man who ran the ferry called Holt Star died?") == (
        "Who ran the ferry called Holt Star?",
        "When did #1 die?",
    )
    # the founder of a person or a place is no one: only a firm's
    friend = "My friend Ada Penn says the founder's grandfather built boats. When was the grandfather born?"
    assert decompose(friend) == (friend,)


def test_two_places_an_asker_names_then_which_one_is_a_choice_between_them() -> None:
    """fresh53 k09: "One side of my family comes from A and the other from B, and we keep arguing about which
    village is bigger. Which one has more people living in it?" had its "it" read as the whole statement; the two
    places the statement names are the choice's sides. A statement naming no kind of place, or a third name, stays."""
    asked = (
        "One side of my family comes from Pell Cross and the other from Orla Ford, and we keep arguing about which "
        "village is bigger. Which one has more people living in it?"
    )
    assert strip_chatter(asked) == "Which one has more people living in it, Pell Cross or Orla Ford?"
    assert decompose(asked) == ("How many people does Pell Cross have?", "How many people does Orla Ford have?")
    elliptical = "My kin are from Orla, my wife's from Tarn, and we argue which island has more people. Which one does?"
    assert strip_chatter(elliptical) == "Which island has more people, Orla or Tarn?"  # fresh53 h06, re-run
    third = "Ada Penn moved from Pell to Orla, a bigger town than Tarn. Which one has more people living in it?"
    assert strip_chatter(third) == third


def test_the_fresh53_shapes_are_planned_step_by_step() -> None:
    """fresh53 h05: a thing introduced after "when" in the asker's sentence ("... was one of the passengers taken off
    when a ferry went aground near Pell in 2011") is that clause's subject, not folded with the asker's words; h02:
    "that crossing" after the asker's "late-night sailing from A out to B" is the night crossing from A to B."""
    assert decompose(
        "My grandad was one of the passengers taken off by lifeboat when a ferry went aground on the rock near Orla "
        "in 2011. When was the shipyard that built that ferry founded?"
    ) == ("Which ferry went aground on the rock near Orla in 2011?", "Which shipyard built #1?", "When was #2 founded?")
    assert decompose(
        "I'm booked on the late-night sailing from Pell out to Orla and I'd like a berth. How many passengers can the "
        "ship on that crossing put up in cabins?"
    ) == ("Which ship is on the night crossing from Pell to Orla?", "How many passengers can #1 put up in cabins?")


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        ("Which town is the yard that built MV Tern in?", ("Which yard built MV Tern?", "In which town is #1?")),
        (
            "The founder of the pottery trained in a mill. What town is that mill in?",
            ("Who was the founder of the pottery?", "Which mill did #1 train in?", "In what town is #2?"),
        ),
        # a participle keeps its preposition, as the splitter reads it
        (
            "Which town was the founder of the pottery born in?",
            ("Who was the founder of the pottery?", "Which town was #1 born in?"),
        ),
    ],
)
def test_a_preposition_stranded_after_a_noun_phrase_goes_with_the_outer_question(
    question: str, steps: tuple[str, ...]
) -> None:
    """ "Which town is the yard that built MV Tern in?" was split into "Which yard built MV Tern in?" and "Which town
    is #1?", a lookup asking nothing."""
    assert decompose(question) == steps


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        # a name ending like a participle is no participle
        (
            "Which town is the yard that built the Golden Maiden in?",
            ("Which yard built the Golden Maiden?", "In which town is #1?"),
        ),
        # a relative clause's own verb leaves the preposition to the question
        (
            "What year was the yard that built MV Tern founded in?",
            ("Which yard built MV Tern?", "In what year was #1 founded?"),
        ),
        (
            "Which country is the yard that built MV Tern from?",
            ("Which yard built MV Tern?", "From which country is #1?"),
        ),
        # one lookup keeps the question's own words
        ("What town is the mill in?", ("What town is the mill in?",)),
    ],
)
def test_the_review_of_the_fronted_preposition_is_mended(question: str, steps: tuple[str, ...]) -> None:
    assert decompose(question) == steps


def test_a_trait_whose_deed_has_an_object_is_read_whole() -> None:
    """fresh55 h03: "the captain famous for taking the freight ship into Skerrin Bay at night" was split at the deed,
    "Which captain is famous for taking?", its object left in the next step."""
    assert decompose(
        "The captain famous for taking the freight ship into Skerrin Bay at night first served as mate on an older"
        " motor ship. Which yard built that ship?"
    ) == (
        "Which captain was famous for taking the freight ship into Skerrin Bay at night?",
        "Which ship is the one on which #1 first served as mate?",
        "Which yard built #2?",
    )
    assert decompose("Who founded the yard known for building lifeboats?") == (
        "Which yard is known for building lifeboats?",
        "Who founded #1?",
    )


def test_the_review_of_the_trait_rewrite_is_mended() -> None:
    """A thing with its own relative clause is not given a second one, the rewrite is not made twice through the
    fronted wording, a trait the question asks of its verb is left alone, and plural things take "were"."""
    assert decompose("Who founded the yard that was known for building the MV Tern?") == (
        "Which yard was known for building the MV Tern?",
        "Who founded #1?",
    )
    assert decompose("Which town is the yard known for building the MV Tern in?") == (
        "Which yard was known for building the MV Tern?",
        "In which town is #1?",
    )
    question = "In what year did the town become famous for building the ferries?"
    assert decompose(question) == (question,)
    assert decompose("The brothers famous for founding the yard at Pell were born where?")[0] == (
        "Which brothers were famous for founding the yard at Pell?"
    )


def test_a_kin_pointed_at_through_a_doer_told_by_a_time_or_a_post_is_a_hop_on() -> None:
    """fresh55 h04 / k07: a statement whose someone is told with a time between the passive verb and "by"
    ("was commanded for more than twenty years by a captain whose cousin ...") or as a post the subject had
    ("had a chief engineer from 1875 whose grandfather was a ropemaker"), then a question about that kin,
    by its kin word or by the trade the statement gives it ("that ropemaker"), was searched whole."""
    assert decompose(
        "The Pell mill was run for more than twenty years by a weaver whose cousin was also a weaver. "
        "Where was that cousin born?"
    ) == ("Who ran the Pell mill for more than twenty years?", "Who was the cousin of #1?", "Where was #2 born?")
    assert decompose(
        "The firm that built the Pell bridge had a chief engineer from 1875 whose grandfather was a ropemaker. "
        "In what year did that ropemaker found his ropeworks?"
    ) == (
        "Which firm built the Pell bridge?",
        "Who was the 1875 chief engineer of #1?",
        "Who was the grandfather of #2?",
        "In what year did #3 found his ropeworks?",
    )
    assert decompose("The Pell mill had a manager whose father was a miller. Where was the miller born?") == (
        "Who was the manager of the Pell mill?",
        "Who was the father of #1?",
        "Where was #2 born?",
    )

    assert decompose(
        "The Pell mill was run from 1880 by a weaver whose cousin was also a weaver. Where was the cousin born?"
    ) == ("Who ran the Pell mill from 1880?", "Who was the cousin of #1?", "Where was #2 born?")


def test_the_parent_of_someone_described_is_found_after_them() -> None:
    """ "The first woman to practise law in the Kestrel Valley was the daughter of a company chairman. Where was her
    father born?" was planned "Who was the Kestrel Valley's father?" (the subject's last word, a place's name,
    taken for hers); someone described is found first, then her parent."""
    assert decompose(
        "The first woman to practise law in Pell was the daughter of a company chairman. Where was her father born?"
    ) == ("Who was the first woman to practise law in Pell?", "Who was #1's father?", "Where was #2 born?")
    assert decompose(
        "The chief engineer of MV Tern is the daughter of another marine engineer. Which ship was her father master of?"
    ) == ("Who was the chief engineer of MV Tern?", "Who was #1's father?", "Which ship was #2 master of?")
    assert decompose("Ada Penn was the daughter of a brewer. Where was her father born?") == (
        "Who was Ada Penn's father?",
        "Where was #1 born?",
    )


def test_a_tag_after_a_statement_ends_it() -> None:
    """fresh56 k05: "... had a younger brother who started an electric light company, right? Do you know what year
    the regional grid took that company over?" was planned "Which regional grid took company over?"."""
    assert decompose(
        "So Ada Penn had a son who started a bus company, right? Do you know what year the council took that company "
        "over?"
    ) == ("Who was the son of Ada Penn?", "Which company was started by #1?", "What year did the council take #2 over?")
    # fresh56 h03: a filler word after the tag ("..., right? Um, where was he born?")
    assert decompose("Hey, so MV Tern was designed by a naval architect, right? Um, where was he born?") == (
        "Who designed MV Tern?",
        "Where was #1 born?",
    )
    assert decompose("Ada Penn had a son who started a bus company, I think? When did that company close?") == (
        "Who was the son of Ada Penn?",
        "Which company was started by #1?",
        "When did #2 close?",
    )


def test_a_thing_a_kin_made_of_their_own_in_the_same_town_is_looked_up_through_the_kin() -> None:
    """ "The woman who ran the Marrow End Pottery ... had a grandfather who started a business of his own in the
    town. In what year did that business close?" was searched whole: "of his own" and "in the town" stopped the
    split (fresh56 k06 worded it with "his business" and split)."""
    assert decompose(
        "The woman who ran the Pell Pottery had a grandfather who started a business of his own in the same town. "
        "In what year did that business close?"
    ) == (
        "Who ran the Pell Pottery?",
        "Who was the grandfather of #1?",
        "Which business was started by #2?",
        "In what year did #3 close?",
    )
    assert decompose("Ada Penn had an uncle who started a foundry of his own. When did that foundry close?") == (
        "Who was the uncle of Ada Penn?",
        "Which foundry was started by #1?",
        "When did #2 close?",
    )


def test_a_comparison_that_names_its_sides_after_a_scene_setting_statement_is_split_alone() -> None:
    """fresh56 k09: "Okay so Brack & Oduya had two founders, right? Which one of them was born first, Samuel Brack or
    Ada Oduya?" was searched whole and answered with the later-born founder."""
    assert decompose(
        "So Pell & Tern had two founders, right? Which one of them was born first, Ada Pell or Tom Tern?"
    ) == (
        "When was Ada Pell born?",
        "When was Tom Tern born?",
    )
    assert decompose("Pell had two mills. Which is older, the Pell Mill or the Tern Mill?") == (
        "When was the Pell Mill founded?",
        "When was the Tern Mill founded?",
    )
    # a side that points into the statement is not named: the pair is left as it was
    assert decompose("Pell had two mills. Which is older, that one or the other?") == (
        "Pell had two mills. Which is older, that one or the other?",
    )


def test_a_comparison_of_things_still_going_looks_up_when_each_began() -> None:
    """fresh56 k10: "Which has been teaching children for longer: the school at Marrow End or the one in the lakeside
    town of Brightwater?" was planned "How long is the school at Marrow End?" and "... the one in Brightwater?"."""
    assert decompose("Which has been teaching children for longer: the school at Pell or the one at Tern?") == (
        "When was the school at Pell founded?",
        "When was the school at Tern founded?",
    )
    question = "Which has been teaching children for longer: the school at Pell or the one at Tern?"
    assert compare(question, ["1890", "1883"]) == "the school at Tern"  # the earlier start, not the larger year
    assert compare(question, ["1883", "1890"]) == "school at Pell"
    # a post held for longer is still weighed by its span of years
    assert (
        compare(
            "Who commanded her ship for longer, Ada Penn on MV Tern or Tom Pell on MV Gull?", ["1950-1960", "1940-1970"]
        )
        == "Tom Pell"
    )


def test_a_vessel_told_as_one_of_the_companys_is_the_thing_a_pointer_finds() -> None:
    """ "Captain Rolf Tennick first served as mate on an older ship of the company. How long was that ship?" (and
    "another of the company's ships") was searched whole: the owner after the vessel hid it from "that ship"."""
    for told in ("an older ship of the company", "another of the company's ships"):
        assert decompose(f"Captain Ada Penn first served as mate on {told}. How long was that ship?") == (
            "Which ship is the one on which Captain Ada Penn first served as mate?",
            "How long was #1?",
        ), told


def test_a_spouse_told_by_a_womans_trade_is_a_wife_and_up_to_opens_a_question() -> None:
    """ "The Kestrel Courier's longest-serving editor was married to a headmistress. Up to which year did she lead her
    school?" was searched whole: "headmistress" said no sex the splitter read, and "Up to which year" opened no
    question after a statement."""
    assert decompose("Tom Penn was married to a headmistress. Up to which year did she lead her school?") == (
        "Who was the wife of Tom Penn?",
        "Up to which year did #1 lead her school?",
    )
    assert decompose("Tom Penn was married to an actress. Where was she born?") == (
        "Who was the wife of Tom Penn?",
        "Where was #1 born?",
    )
    # a trade of either sex tells no spouse: "she" may be the subject
    assert decompose("Tom Penn married a teacher. Where was she born?") == (
        "Tom Penn married a teacher. Where was she born?",
    )
    # "that chair" after "he": a post, not him a second time
    question = "Ada Penn's grandfather was the first to chair the Pell council. Up to what year did he hold that chair?"
    assert decompose(question) == (question,)


def test_the_review_of_the_forty_fifth_sessions_readers_is_mended() -> None:
    """What a review of this session's planner changes found them getting wrong, each left as it was before."""
    # a comparison whose words point back into the statements is not asked alone
    for question in (
        "Ada Penn and Tom Tern both taught at the Pell school. Who taught there longer, Ada Penn or Tom Tern?",
        "In 1900 the Pell Mill and the Tern Mill were rivals. Which employed more workers that year, the Pell Mill or "
        "the Tern Mill?",
        "Ada Penn ran two mills. Which was older, the one at Pell or the one at Tern?",
    ):
        assert two_named_compared(question) != question.split(". ", 1)[1], question
    # a side told by a participle gives no noun for "the one"
    assert "When was the one at Tern founded?" in decompose(
        "Which is older, the school founded in 1850 or the one at Tern?"
    )
    # someone's years, not a founding
    assert "founded" not in " ".join(decompose("Who has been teaching for longer, Ada Penn or Tom Tern?") or ())
    assert compare("Who has been teaching for longer, Ada Penn or Tom Tern?", ["1950", "1940"]) != "Tom Tern"
    # "So was ..." is a sentence, not a filler; a tag after a question is no full stop
    assert strip_chatter("The Pell mill was sold in 1900. So was the Tern mill.").endswith("So was the Tern mill.")
    assert strip_chatter("Was it Ada Penn, no? Who was it then?") == "Was it Ada Penn, no? Who was it then?"
    # a title before a whole name: the name's parent, no extra hop
    assert decompose("The poet Ada Penn was the daughter of a brewer. Where was her father born?") == (
        "Who was the poet Ada Penn's father?",
        "Where was #1 born?",
    )


def test_born_said_before_the_of_phrase_of_the_person_is_read_after_it() -> None:
    """fresh57 k07: "Where was the founder born of the firm that made the clock for the tower ...?" planned its last
    step "Where was the founder born of #2?", which the Loop could not answer and gave up."""
    assert decompose("Where was the founder born of the firm that made the Pell clock?") == (
        "Which firm made the Pell clock?",
        "Who was the founder of #1?",
        "Where was #2 born?",
    )


def test_a_person_on_the_staff_who_came_from_another_town_is_looked_up_then_their_birthplace() -> None:
    """fresh61 k07: "The first doctor on the staff of the Dunmere Infirmary came from another town in the valley. Who
    became that town's first mayor?" was asked "Which town is the one that the first doctor on the staff of ... came
    from in the valley?" and given up: "on the staff of" is "at", and a person who "came from" a town was born there."""
    from arcana_graph.core.questions import plain_wording

    assert decompose(
        "The first doctor on the staff of the Pell Infirmary came from another town in the valley. Who became that "
        "town's first mayor?"
    ) == (
        "Who was the first doctor at the Pell Infirmary?",
        "Which town was #1 born in in the valley?",
        "Who became the first mayor of #2?",
    )
    assert plain_wording("The first head teacher of the Pell school came from a village nearby.") == (
        "The first head teacher of the Pell school was born in a village nearby."
    )
    # a thing that came from a town was not born there; nor is a board "at" anything
    assert plain_wording("The clock came from a town in the valley.") == "The clock came from a town in the valley."
    assert plain_wording("Ada Penn sat on the board of the Pell Bank.") == "Ada Penn sat on the board of the Pell Bank."
    assert (
        plain_wording("She was a nurse on the staff of the Pell Infirmary.") == "She was a nurse at the Pell Infirmary."
    )
    assert plain_wording("Ann Hale came from a village nearby.") == "Ann Hale was born in a village nearby."
    for kept in (  # the subject is a thing, or the verb is another clause's
        "The clock he built came from a town in the valley.",
        "The brewer's barley came from a village upriver.",
        "The mayor said the stone came from a village upriver.",
        "His family came from a village.",
    ):
        assert plain_wording(kept) == kept
    # "goes back further" is "is older" only where sides or "than" follow
    assert plain_wording("Which brewery goes back further, the one in Pell or the one in Orla?") == (
        "Which brewery is older, the one in Pell or the one in Orla?"
    )
    for kept in (
        "Which of the two captains goes back further with the line, Ann Hale or Tom Penn?",
        "Which family goes back further in Pell, the Hales or the Penns?",
        "Does the Pell Brewery go back further than the Orla one?",
    ):
        assert plain_wording(kept) == kept


def test_a_statement_then_when_that_was_asks_the_year_of_its_deed() -> None:
    """fresh62 k04: "Hey, the first director of the observatory up on Calder Heath found a comet at some point. Do
    you know what year that was?" was asked whole and answered with the observatory's building year."""
    assert decompose(
        "Hey, the first director of the Pell observatory found a comet at some point. Do you know what year that was?"
    ) == ("Who was the first director of the Pell observatory?", "In what year did #1 find a comet?")
    from arcana_graph.core.questions import plain_wording

    assert plain_wording("The mill closed. When was that?") == "When did the mill close?"
    assert plain_wording("Tom Hale stopped at Pell. When did that happen?") == "When did Tom Hale stop at Pell?"
    assert (
        plain_wording("Ann Hale carried the flag. What year was that?") == "In what year did Ann Hale carry the flag?"
    )
    assert plain_wording("The red ferry sank. When was that?") == "When did the red ferry sink?"
    for kept in (
        "Ann Hale was mayor. When was that?",  # no deed of the subject's own to ask
        "The pier was rebuilt after a storm. When was that?",
        "The ship that Ann Hale owned sank off Pell. When was that?",  # a clause in the subject
        "In 1850 the mill burned. When was that?",  # a time first
        "Ann Hale bought the mill and renamed it. When was that?",  # two deeds
    ):
        assert plain_wording(kept) == kept


def test_what_name_a_thing_went_by_asks_what_it_was_called() -> None:
    """fresh62 k02: "What name did the engine that hauled trains on the old railway branch from Marrow End to
    Brightwater go by?" planned "What name did #1 by?" and was answered with a person."""
    assert decompose("What name did the engine that hauled trains on the Pell branch go by?") == (
        "Which engine hauled trains on the Pell branch?",
        "What was #1 called?",
    )


def test_a_choice_before_its_question_is_read_as_after_it() -> None:
    """fresh62 k09: "Kellbrook or Wendle - which of those two villages has more people living in it?" had no plan and
    was given up."""
    assert decompose("Pell or Orla - which of those two villages has more people living in it?") == (
        "How many people does Pell have?",
        "How many people does Orla have?",
    )
    from arcana_graph.core.questions import plain_wording

    asked = "Did Ann Hale or Tom Pike, who founded the mill, live in Pell?"  # a yes-no question: no choice first
    assert plain_wording(asked) == asked


def test_two_places_told_as_a_group_are_compared_as_themselves() -> None:
    """fresh62 h06: "Between the islands of Brannoch and Skerrin, which one is home to the larger population?" planned
    "What are the islands of Brannoch?" and was given up."""
    assert decompose("Between the islands of Pell and Orla, which one is home to the larger population?") == (
        "What is the population of Pell?",
        "What is the population of Orla?",
    )
    from arcana_graph.core.questions import plain_wording

    asked = "When were the harbours of Pell and Orla built?"  # "the harbour of X" is X's harbour, no place
    assert plain_wording(asked) == asked


def test_how_long_a_ship_someone_commanded_was_asks_its_length() -> None:
    """fresh62 h04: "... How long was the ship her father was master of?" planned "How long was the ship #2 was master
    of?", answered "38 years" (how long he was her master). A ship told by a contact clause is asked its length, and
    the clause is read as with "that" (traced, "the ship #2 was master of" was one step the Loop could not answer);
    "How long was the ferry in service?" asks a time, as before."""
    assert decompose(
        "The first woman to command a Pell ship was a captain's daughter. How long was the ship her father was master "
        "of?"
    ) == (
        "Who was the first woman to command a Pell ship?",
        "Who was #1's father?",
        "Which ship is the one that #2 was master of?",  # traced on fresh62 h04: asked whole, the step was given up
        "What was the length of #3?",
    )
    assert decompose(
        "The first woman to command a Pell ship was a captain's daughter. Who built the ship her father was master of?"
    )[-2:] == ("Which ship is the one that #2 was master of?", "Who built #3?")
    assert decompose("How long was the ferry in service?") == ("How long was the ferry in service?",)
    from arcana_graph.core.questions import plain_wording

    asked = "How long was the ship his father sailed on in service?"  # a time after all
    assert plain_wording(asked) == asked


def test_a_season_after_a_passive_participle_is_asked_first() -> None:
    """fresh62 h03: "Where is the vessel that runs the May-to-September link between Port Orrin and Skerrin Bay kept
    over the winter?" planned "Which vessel runs ... kept over the winter?" and was given up."""
    assert decompose("Where is the vessel that runs the summer link to Pell kept over the winter?") == (
        "Which vessel runs the summer link to Pell?",
        "In winter, where is #1 kept?",
    )
    from arcana_graph.core.questions import plain_wording

    asked = "Where was the ferry that was sunk in the winter?"  # the participle of a clause of its own
    assert plain_wording(asked) == asked


def test_a_comparison_of_how_far_each_stretches_looks_up_their_lengths() -> None:
    """fresh57 k09: "Which stretches over the greater distance: the Kell Water or the Aske Navigation?" had no plan
    (the model's plan asked what the river Aske is called, and gave up)."""
    assert decompose("Which stretches over the greater distance: the Pell Water or the Tern Canal?") == (
        "How long is the Pell Water?",
        "How long is the Tern Canal?",
    )
    assert compare("Which runs over the greater distance, the Pell Water or the Tern Canal?", ["19 km", "14 km"]) == (
        "Pell Water"
    )


def test_a_distance_compared_among_these_two_journeys_from_a_place_looks_up_their_lengths() -> None:
    """fresh64 h05 (held out): "Which of these two sailings out of Corvanmouth covers the greater distance: the
    overnight run to Brannoch Quay or the cargo service to Skerrin Bay?" had no plan and was refused; "the one"
    side takes the lead's place, and people covering a distance are still not routes."""
    assert decompose(
        "Which of these two sailings out of Pell covers the greater distance: the night run to Tern Quay or the "
        "cargo service to Orla Bay?"
    ) == ("How long is the night run to Tern Quay?", "How long is the cargo service to Orla Bay?")
    assert decompose(
        "Which of the two crossings from Pell covers the greater distance, the one to Tern or the one to Orla?"
    ) == ("How long is the crossing from Pell to Tern?", "How long is the crossing from Pell to Orla?")
    assert decompose("Which of these two men covered the greater distance, Ivo Haldane or Piet Dorran?") is None


def test_a_comparison_of_the_bigger_community_looks_up_populations() -> None:
    """fresh57 h06: "Which island supports the bigger community, Brannoch or Skerrin?" compared the islands' sizes."""
    assert decompose("Which island supports the bigger community, Pell or Tern?") == (
        "What is the population of Pell?",
        "What is the population of Tern?",
    )
    assert strip_chatter("So, um, who was the master of MV Tern?") == "who was the master of MV Tern?"


def test_a_group_of_two_told_before_a_named_choice_is_read_as_the_choice() -> None:
    """fresh58 h06: "Of these two yards that built ships for the company, which was established first: A or B?" was
    searched whole and refused; the group says what is compared ("ferries": when each was built)."""
    assert decompose(
        "Of these two yards that built boats for the firm, which was established first: Pell Yard or Tern Yard?"
    ) == (
        "When was Pell Yard established?",
        "When was Tern Yard established?",
    )
    assert decompose("Hey, of the two ferries, which is older, the Pell Belle or the Tern Star?") == (
        "When was the Pell Belle built?",
        "When was the Tern Star built?",
    )
    assert strip_chatter("Of the two ferries, which is older?") == "Of the two ferries, which is older?"


def test_more_folks_compares_the_people_each_side_has() -> None:
    """fresh58 h05: "which island is home to more folks, A or B?" looked up "How many folks does A have?", which no
    page writes, and refused."""
    assert decompose("Which island is home to more folks, Pell or Tern?") == (
        "How many people does Pell have?",
        "How many people does Tern have?",
    )
    assert decompose("Does Pell have more folk than Tern?") == (
        "How many people does Pell have?",
        "How many people does Tern have?",
    )


def test_a_participle_after_a_manner_adverb_stays_in_the_clause() -> None:
    """fresh58 h02: "How many cars fit aboard the vessel that serves the Harbourline's most heavily used crossing?" was
    cut at "heavily" ("Which vessel serves the Harbourline's most heavily?", "How many cars fit aboard #1 used
    crossing?")."""
    assert decompose("How many cars fit aboard the vessel that serves the Tern Line's most heavily used crossing?") == (
        "Which vessel serves the Tern Line's most heavily used crossing?",
        "How many cars fit aboard #1?",
    )
    assert decompose("Who captained the ship that first sailed the newly opened route?") == (
        "Which ship first sailed the newly opened route?",
        "Who captained #1?",
    )


def test_a_thing_a_statement_ends_with_is_asked_as_the_one_the_statement_tells() -> None:
    """fresh58 k03: "Anglers on the biggest side-river feeding into the Aske answer to a local club. Who set that club
    up?" was searched whole and answered with another club's founder: whatever the statement's verb, the thing it
    introduces is found first."""
    assert decompose("Anglers on the Pell Water answer to a local club. Who set that club up?") == (
        "Which local club is the one that anglers on the Pell Water answer to?",
        "Who set #1 up?",
    )
    assert decompose("Tom Pell answers to a local club. Who founded that club?") == (
        "Which club is the one that Tom Pell answers to?",
        "Who founded #1?",
    )
    # a thing picked by a superlative in the statement is found first
    assert decompose("Anglers on the biggest stream feeding into the Pell answer to a club. Who set that club up?") == (
        "What is the biggest stream feeding into the Pell?",
        "Which club is the one that anglers on #1 answer to?",
        "Who set #2 up?",
    )
    # a statement that says what the thing is, or goes on past it, is no such lookup
    assert decompose("Tom Pell is a local club. Who founded that club?") != (
        "Which club is the one that Tom Pell is?",
        "Who founded #1?",
    )


def test_an_earlier_deed_told_after_a_later_one_is_the_doers() -> None:
    """fresh59 h02: "Hey, before Rolf Tennick got the freight ship he'd served as mate on another vessel. Which yard
    built that one?" was searched whole and answered with another ship's yard: the earlier deed is the doer's, and
    "that one" is the vessel the statement introduced."""
    assert decompose(
        "Hey, before Tom Pell got the cargo ship he'd served as mate on another vessel. Which yard built that one?"
    ) == (
        "Which vessel is the one on which Tom Pell had served as mate?",
        "Which yard built #1?",
    )
    assert decompose("Tom Pell served as mate on a vessel. Which yard built that one?") == (
        "Which vessel is the one on which Tom Pell served as mate?",
        "Which yard built #1?",
    )
    # a pluperfect's participle is the deed, not part of its doer's name
    assert decompose("Ada Penn had founded a pottery. When did that pottery close?") == (
        "Which pottery was founded by Ada Penn?",
        "When did #1 close?",
    )


def test_a_thing_of_the_place_someone_was_born_in_is_asked_of_that_place() -> None:
    """fresh59 h04: "Elspeth Quarrie was born in a town that has a direct island route to Haldwick. Which shipyard built
    the ferry that sails that route?" was searched whole and given up: the route is the birthplace's, three hops."""
    assert decompose(
        "Ada Penn was born in a town that has a direct route to Tern. Which yard built the ferry that sails that route?"
    ) == (
        "In which town was Ada Penn born?",
        "Which ferry sails the direct route to Tern from #1?",
        "Which yard built #2?",
    )
    assert decompose("Ada Penn grew up in a village that has an old brewery. Who founded that brewery?") == (
        "Which village is where Ada Penn grew up?",
        "Who founded the old brewery in #1?",
    )


def test_the_reviews_cases_for_the_forty_sixth_sessions_readers() -> None:
    """The review of this session's readers: a deed pointing back into the later one stays whole, an adjective before
    the introduced noun, a route that already says "from", a group's adjective."""
    whole = "When Tom Pell left the MV Tern Star, he had served on her for thirty years. Which yard built that ship?"
    assert decompose(whole) == (whole,)
    assert (
        decompose("Tom Pell served as mate on another old vessel. Which yard built that one?")[-1]
        == "Which yard built #1?"
    )
    service = (
        "Ada Penn was born in a village that has a ferry service from Orla. Which yard built the ship on that service?"
    )
    assert decompose(service)[1] == "Which ship is on the ferry service from Orla of #1?"
    assert strip_chatter("Of these two famous yards, which was established first: Tern Yard or Pell Yard?") == (
        "Which yard was established first: Tern Yard or Pell Yard?"
    )


def test_a_closing_do_you_know_after_a_comma_is_no_side() -> None:
    """fresh60 k10: "So which village has more people living in it, Kellbrook or Wendle, do you know?" planned a third
    lookup, "How many people does do you know have?", and gave up."""
    assert decompose("So which village has more people living in it, Pell or Tern, do you know?") == (
        "How many people does Pell have?",
        "How many people does Tern have?",
    )
    assert (
        strip_chatter("Which is older, Pell Mill or Tern Mill, any idea?") == "Which is older, Pell Mill or Tern Mill?"
    )


def test_someone_who_did_something_to_a_thing_the_statement_names_on_the_way_is_found_first() -> None:
    """fresh60 k06: "So the Ossery recreation ground was laid out on land given by a brewer. What's the best-known beer
    of the brewery his father founded?" was searched whole and given up."""
    assert decompose("The Pell green was laid out on land given by a brewer. Where was his father born?") == (
        "Who gave the land the Pell green was laid out on?",
        "Who was #1's father?",
        "Where was #2 born?",
    )


def test_a_doer_told_as_someones_kin_is_found_first() -> None:
    """fresh60 k07: "The art deco entrance hall of Brightwater's outdoor swimming pool was designed by an engineer's
    daughter. What structure is her father known for designing?" was searched whole and given up."""
    assert decompose(
        "The hall of the Pell baths was designed by an engineer's daughter. What did her father design?"
    ) == (
        "Who designed the hall of the Pell baths?",
        "Who was #1's father?",
        "What did #2 design?",
    )


def test_its_after_a_statement_introducing_one_thing_is_that_things() -> None:
    """fresh60 k04: "A clock tower was added to Dunmore's town hall in 1927. Who founded the firm that made its clock?"
    was searched whole and answered with the firm's name."""
    assert decompose(
        "A clock tower was added to Pell's town hall in 1927. Who founded the firm that made its clock?"
    ) == (
        "Which tower was added to Pell's town hall in 1927?",
        "Which firm made the clock of #1?",
        "Who founded #2?",
    )
    # a doer told too: "it" could be either
    assert decompose("A bridge was built by a firm in 1900. Who founded it?") == (
        "A bridge was built by a firm in 1900. Who founded it?",
    )


def test_a_while_clause_names_the_pronoun_of_the_statement_after_it() -> None:
    """fresh60 h03: "Hey, while the Haldray Islander was in dry dock in 2019, another ferry covered her crossing. Who
    was that ferry's master from 1975 to 1998?" was searched whole and given up."""
    question = (
        "Hey, while the Tern Star was in dry dock in 2019, another ferry covered her crossing. "
        "Who was that ferry's master from 1975 to 1998?"
    )
    assert decompose(question) == (
        "Which ferry covered the Tern Star's crossing in 2019?",
        "Who was #1's master from 1975 to 1998?",
    )


def test_that_replacement_is_the_thing_the_statement_says_replaced_another() -> None:
    """fresh60 h04: "The company's first diesel-powered ship was eventually replaced by a newer ferry. How long does
    that replacement's regular inter-island crossing take?" was searched whole and answered with another crossing's
    time."""
    question = (
        "The line's first steam ship was eventually replaced by a newer ferry. "
        "How long does that replacement's regular inter-island crossing take?"
    )
    assert decompose(question) == (
        "What was the line's first steam ship?",
        "Which ferry replaced #1?",
        "How long does the regular inter-island crossing of #2 take?",
    )


def test_which_of_someone_s_things_is_the_best_known_asks_their_best_known_thing() -> None:
    """fresh62 k05: "The waterway that has linked Kellbrook and Dunmere since 1809 was engineered by a man whose son
    took up painting. Which of the son's pictures is the best known?" was planned "Which son was #1 engineered by took
    up painting is the best?": a kin's deed read only after "was" or "became", and "Which of X's things is the
    best ...?" not read as X's best thing."""
    from arcana_graph.core.questions import plain_wording

    question = (
        "The Pell canal was engineered by a man whose son took up painting. Which of the son's pictures is the "
        "best known?"
    )
    assert decompose(question) == (
        "Who engineered the Pell canal?",
        "Who was #1's son?",
        "What is #2's best known picture?",
    )
    # "the son's" after "whose son went ...": that son's, as "the son" is (it was folded into one garbled step)
    went = "The Pell canal was built by a man whose son went into painting. What is the son's most famous picture?"
    assert decompose(went) == (
        "Who built the Pell canal?",
        "Who was the son of #1?",
        "What is #2's most famous picture?",
    )
    assert plain_wording("Which of Tom Pike's churches was the largest?") == "What was Tom Pike's largest church?"
    assert plain_wording("Which of her ferries is the most famous?") == "What is her most famous ferry?"
    # a choice between named things, a group with no owner, a thing owned by no person ("The ferry was built for a
    # company. Which of the company's ferries ...?" is read with its statement), a plural with no one-word singular,
    # or a word that only ends like a superlative, is left as it is
    for as_it_is in (
        "Which of the two villages is the largest?",
        "Which of these ships was the fastest?",
        "Which of the company's ferries is the oldest?",
        "Which of Tom Pike's works is the best known?",
        "Which of his ships was the interest?",
    ):
        assert plain_wording(as_it_is) == as_it_is
    assert plain_wording("Which of the founder's mills was the largest?") == "What was the founder's largest mill?"


def test_in_service_first_compares_when_each_entered_service() -> None:
    """fresh63 h05: "Between the Port Orrin to Brannoch Quay route and the Haldness to Haldwick crossing, which was in
    service first?" had no plan, and the model's answered with another route. "In service first" compares when each
    entered service; a route or a crossing enters service when it opens."""
    routes = "Between the Pell to Orla route and the Kell to Skerry crossing, which was in service first?"
    assert decompose(routes) == (
        "When was the Pell to Orla route opened?",
        "When was the Kell to Skerry crossing opened?",
    )
    assert decompose("Which ferry was put into service earlier, MV Tern or MV Skua?") == (
        "When did MV Tern enter service?",
        "When did MV Skua enter service?",
    )


def test_the_first_to_do_something_to_a_thing_points_to_that_thing() -> None:
    """fresh63 h02: "Annika Fenner was the first woman to command a Velmar Harbourline ship. In what year was that ship
    built?" was planned "Who was the first woman to command?", "Which ship is the one that Annika Fenner was #1?" (four
    calls; answered). "that ship" is the ship she commanded, the first woman to or not."""
    question = "Ada Pike was the first woman to command a Pell Line ship. In what year was that ship built?"
    assert decompose(question) == ("Which Pell Line ship was commanded by Ada Pike?", "In what year was #1 built?")
    assert decompose("Ada Pike was the first woman to run a mill in the valley. When was that mill built?") == (
        "Which mill was run by Ada Pike in the valley?",
        "When was #1 built?",
    )
    # a question about her, or about another thing, keeps the statement as it is
    about_her = "Ada Pike was the first woman to command a Pell Line ship. Where was she born?"
    assert plain_wording(about_her) == about_her
    other = "Ada Pike was the first woman to command a Pell Line ship. When was that yard founded?"
    assert plain_wording(other) == other


def test_a_second_statement_pointing_to_the_first_s_thing_chains_both() -> None:
    """fresh63 h04: "While MV Haldray Islander was laid up for repairs in 2019, another vessel stood in on her crossing.
    A captain who began her seagoing life as a deckhand on that stand-in now commands a different ship. How many
    passengers can that ship carry?" was searched whole and answered with another ship's count. A vessel that "stood in
    on" a crossing covered it, and "that stand-in" is that vessel; a described person who "now commands" a ship is
    looked up like one who commanded it; and a second statement pointing to the first's thing chains the two: the
    first's thing, then the second statement and the question with it in place."""
    question = (
        "While MV Tern was laid up for repairs in 2019, another vessel stood in on her crossing. A captain who began "
        "as a deckhand on that stand-in now commands a different ship. How many passengers can that ship carry?"
    )
    assert decompose(question) == (
        "Which vessel covered MV Tern's crossing in 2019?",
        "Who began as a deckhand on #1?",
        "Which ship is the one that #2 now commands?",
        "How many passengers can #3 carry?",
    )
    assert decompose("Ada Pike founded a yard. A captain who trained at that yard commanded a ship. When was it built?")
    assert decompose(
        "Ada Pike founded a yard. A captain who trained at that yard commanded a ship. When was that ship built?"
    ) == (
        "Which yard was founded by Ada Pike?",
        "Who trained at #1?",
        "Which ship was commanded by #2?",
        "When was #3 built?",
    )
    # a second statement pointing to nothing the first introduces is left as it is
    unlinked = "Ada Pike founded a mill. A captain who trained at that yard commanded a ship. When was that ship built?"
    assert decompose(unlinked) == (unlinked,)
    assert plain_wording("Another ferry stood in on her crossing.") == "Another ferry covered her crossing."


def test_the_review_s_wordings_of_the_fresh63_readers_are_left_whole_or_read_right() -> None:
    """A review of the fresh63 readers: each wording below was left whole before them and was then planned wrongly or
    garbled; now each is left whole again, or read as meant."""
    for whole in (
        # the question asks again of the first statement's thing; two things introduced; a time first; no person
        "Ada Pike founded a yard. A captain who trained at that yard commanded a ship. How many ships did that yard "
        "build?",
        "Ada Pike founded a yard and a school. A captain who trained at that school commanded a ship. When was that "
        "ship built?",
        "In 2019 another vessel covered the Pell crossing. A captain who began as a deckhand on that vessel commanded "
        "a ship. When was that ship built?",
        "Ada Pike founded a yard. Ships built at that yard sailed to a port. When was that port built?",
        # someone, not a vessel, stood in; no crossing stood in on
        "When Ada Pike was ill, a colleague stepped in on her behalf. Where was that colleague born?",
        "A reporter stood in on the interview with Ada Pike. Where was that reporter born?",
        # a count asked with words the sides cannot hold
        "Going by pupil numbers today, which is the bigger school now: Pell Academy or Orla High?",
        "Going by the numbers, which is the bigger: Pell Academy or Orla High?",
    ):
        assert decompose(whole) == (whole,), whole
    # the statement opening with "Another" is read as the "While ..." one is
    assert decompose(
        "Another vessel stood in on the Pell crossing in 2019. A captain who began as a deckhand on that stand-in now "
        "commands a different ship. How many passengers can that ship carry?"
    ) == (
        "Which vessel covered the Pell crossing in 2019?",
        "Who began as a deckhand on #1?",
        "Which ship is the one that #2 now commands?",
        "How many passengers can #3 carry?",
    )
    # the ask's noun is kept when the sides share none
    assert strip_chatter("Going by pupil numbers, which is the bigger school: Pell Academy or Orla High?") == (
        "Which school has more pupils, Pell Academy or Orla High?"
    )
    # a ship whose name holds a way's letters ("Pride") enters service; "in service first after a storm" is no plan
    assert decompose("Which was in service first, the Pride of Orla or the Kell to Skerry crossing?")[0] == (
        "When did the Pride of Orla enter service?"
    )
    after_storm = "Which ferry was in service first after the 1953 storm, MV Tern or MV Skua?"
    assert decompose(after_storm) is None or "When did MV Tern enter service?" not in decompose(after_storm)


def test_a_person_told_by_a_clause_after_a_or_an_is_found_first() -> None:
    """fresh64 k05: "A schoolmaster who collected old farm implements was the first head of a town school in the valley.
    When did that school get a building of its own?" was searched whole and answered with another school's year. A
    person told by a clause is found first whatever the article, and an adverb before the deed ("later", "also") is
    the deed's, not part of who the person is."""
    question = (
        "A schoolmaster who kept bees was the first head of a town school in the valley. When did that school get a "
        "building of its own?"
    )
    assert decompose(question) == (
        "Who kept bees?",
        "Which town school was #1 the first head of?",
        "When did #2 get a building of its own?",
    )
    later = "A mechanic who trained at the Pell Works later founded a bus company. How many buses did that company run?"
    assert decompose(later) == (
        "Who trained at the Pell Works?",
        "Which bus company did #1 found?",
        "How many buses did #2 run?",
    )


def test_an_aside_after_the_first_side_of_a_pair_is_left_out() -> None:
    """fresh64 k09: "Between Kellbrook, where the canal begins, and the lakeside village of Wendle, which is home to
    more people?" was searched whole and answered with the smaller village: the aside tells the first side."""
    assert decompose("Between Pell, where the canal begins, and the lakeside village of Orla, which is home to more "
                     "people?") == ("How many people does Pell have?", "How many people does Orla have?")  # fmt: skip
    # and the answer is compared on the question read without it (traced: the two counts found, the model then
    # answered "Wendle" with no comparison read off the question as written)
    from arcana_graph.core.answer_comparisons import compare

    asked = "Between Pell, where the canal begins, and the lakeside village of Orla, which is home to more people?"
    assert compare(plain_wording(asked), ["about 780", "about 520"]) == "Pell"
    kept = "Ada Pike, who founded the mill, and Tom Pike ran it. Where was he born?"
    assert decompose(kept) == (kept,), "no choice asked after it: left as it is"


def test_a_person_told_by_the_post_they_later_held_is_found_first() -> None:
    """fresh64 h04: "Before he became the Velmar Harbourline's marine superintendent, one captain was master of a
    steamer. In what year was the yard that built that steamer founded?" was searched whole and answered with another
    yard's year. The captain is the one who held that post: found first (asked as "Who was ...?", the wording the post
    checks read), then his steamer, its yard, its founding."""
    question = (
        "Before he became the Pell Line's marine superintendent, one captain was master of a steamer. In what year was "
        "the yard that built that steamer founded?"
    )
    assert decompose(question) == (
        "Who was the Pell Line's marine superintendent?",
        "Which steamer is the one on which #1 was master?",
        "Which yard built #2?",
        "In what year was #3 founded?",
    )
    # told by a clause with "became" as with "was"; a person told by no post is left as it is
    assert decompose("The captain who became the Pell Line's marine superintendent was master of a steamer. Who built "
                     "that steamer?")[0] == "Who became the Pell Line's marine superintendent?"  # fmt: skip
    other = "Before she became mayor of Pell, one teacher ran a school. When was that school founded?"
    assert decompose(other) == (other,)


def test_a_thing_told_by_a_participle_before_the_statements_verb_comes_from_the_asked_firm() -> None:
    """fresh65 k08 (held out): "... the clock in the tower added to Dunmore's town hall in 1927 came from a
    clockmaking firm. Where was that firm's founder apprenticed ...?" was planned "Which firm was added by the clock
    ... came from?" and given up: "added" told the clock, "came from" is the statement's verb."""
    assert decompose(
        "The clock in the tower added to Pell's town hall in 1927 came from a clockmaking firm. Where was that "
        "firm's founder apprenticed?"
    ) == (
        "Which firm did the clock in the tower added to Pell's town hall in 1927 come from?",
        "Who was the founder of #1?",
        "Where was #2 apprenticed?",
    )


def test_a_grandchild_of_an_unnamed_grandparent_points_her_grandfather_at_him() -> None:
    """fresh65 k07 (held out): "The woman who led the Dunmore school from its founding until 1939 was a brewer's
    granddaughter. What is the best known beer of the brewery her grandfather founded?" was searched whole and given
    up; "her father" after "granddaughter" is not the brewer the statement introduces."""
    assert decompose(
        "The woman who led the Pell school until 1939 was a brewer's granddaughter. What is the best known beer of "
        "the brewery her grandfather founded?"
    ) == (
        "Who led the Pell school until 1939?",
        "Who was #1's grandfather?",
        "Which brewery was founded by #2?",
        "What is the best known beer of #3?",
    )
    assert decompose("Ada Penn was a brewer's granddaughter. Which dark beer did her grandfather create?") == (
        "Who was Ada Penn's grandfather?",
        "Which dark beer did #1 create?",
    )
    assert len(decompose("Ada Penn was a brewer's granddaughter. Which dark beer did her father create?")) == 1


def test_a_post_on_a_ship_held_by_someones_kin_finds_the_kin_first() -> None:
    """fresh65 h05 (held out): "The founder of the Tollan Shipyard had a great-granddaughter who became the first
    chief engineer of a ship. Which naval architect designed that ship?" was planned "... the ship on which #1 had a
    great-granddaughter who became the first chief engineer?" and given up."""
    assert decompose(
        "The founder of the Pell Yard had a great-granddaughter who became the first chief engineer of a ship. Which "
        "naval architect designed that ship?"
    ) == (
        "Who was the founder of the Pell Yard?",
        "Who was the great-granddaughter of #1?",
        "Which ship is the one on which #2 was the first chief engineer?",
        "Which naval architect designed #3?",
    )


def test_the_review_of_the_clause_verb_and_the_kins_post() -> None:
    """The review of 8828b5a and 55a799e: a clause's first verb with an object, or joined to the last by "and", is
    its verb; a "who had a son who ..." aside about the owner does not move the post onto the son."""
    assert decompose("Ada Penn founded a school and later worked at a yard. Who owned that yard?") == (
        "Which yard is the one that Ada Penn founded a school and later worked at?",
        "Who owned #1?",
    )
    aside = "Ada Penn, who had a son who became a painter, was chief engineer of a ferry. Which yard built that ferry?"
    assert all("son" not in step for step in decompose(aside)[:-1]) or len(decompose(aside)) == 1


def test_a_return_to_the_place_one_was_born_is_read_as_the_birth_there() -> None:
    """fresh66 h03 (held out): "After retiring, the man who was harbourmaster of Corvanmouth from 1988 to 2016 went
    back to the island he was born on. About how many people live on that island?" was left whole and given up."""
    assert decompose(
        "After retiring, the man who was harbourmaster of Pell from 1988 to 2016 went back to the island he was born "
        "on. About how many people live on that island?"
    ) == (
        "Who was harbourmaster of Pell from 1988 to 2016?",
        "Which island was #1 born on?",
        "About how many people live on #2?",
    )
    # a return to a place told by name is no birth: nothing read into it
    kept = "The man who founded the Pell bakery returned to Orla. How many people live in Orla?"
    assert all("born" not in step for step in decompose(kept))
    # the review of 779ea1c: a native island splits as it is; a named person's return is no wording to rewrite
    assert decompose(
        "The harbourmaster of Pell returned to his native island. What is the capital of that island?"
    ) == (
        "Who is the harbourmaster of Pell?",
        "What is the native island of #1?",
        "What is the capital of #2?",
    )
    named = "Ada Penn returned to the village she was born in. Who was that village's first mayor?"
    assert decompose(named) == (named,)


def test_one_doer_told_by_trade_and_two_deeds_is_found_by_the_first_then_the_thing_of_the_second() -> None:
    """fresh66 h05 (held out): "Hey, one captain first went to sea as a deckhand on MV Tern and now commands a much
    bigger ship. In what year was the naval architect who designed that ship born?" was first asked "Which ship one
    captain first went to sea as a deckhand on MV Tern and now commands?"."""
    assert decompose(
        "Hey, one captain first went to sea as a deckhand on MV Orla and now commands a much bigger ship. In what "
        "year was the naval architect who designed that ship born?"
    ) == (
        "Who first went to sea as a deckhand on MV Orla?",
        "Which ship did #1 command?",
        "Who designed #2?",
        "In what year was #3 born?",
    )
    assert decompose("A mason trained at the Pell quarry and later runs a small yard. Who owns that yard?") == (
        "Who trained at the Pell quarry?",
        "Which small yard did #1 run?",
        "Who owns #2?",
    )
    # the review of 779ea1c: the article fits the noun left; "has" is no deed to put in the past
    assert decompose("One captain trained at Pell and now commands an even older ship. Who designed that ship?")[1] == (
        "Which ship was commanded by #1?"
    )
    assert all(
        "haed" not in step for step in decompose("One captain trained at Pell and now has a boat. Who built that boat?")
    )


def test_a_question_opening_with_any_preposition_after_a_statement_is_split_through_the_statements_thing() -> None:
    """fresh67 k04 (held out): "Hey, the clock in the tower added to Dunmore's town hall in 1927 came from a valley
    firm. Under what name did that firm sell its alarm clocks?" was searched whole: "Under" was no opening the reader
    of a statement then its question knew."""
    assert decompose(
        "Hey, the clock in the tower added to Pell's town hall in 1927 came from a valley firm. Under what name did "
        "that firm sell its alarm clocks?"
    ) == (
        "Which firm did the clock in the tower added to Pell's town hall in 1927 come from?",
        "Under what name did #1 sell its alarm clocks?",
    )


def test_a_doer_told_as_its_founder_after_a_clause_of_their_deed_is_the_things_founder() -> None:
    """fresh67 k05 (held out): "Before she opened what is now the biggest hotel in the Kestrel Valley, its founder ran
    a coaching inn for a decade. In which village was that inn?" was searched whole and answered with the hotel's
    town."""
    assert decompose(
        "Before she opened what is now the biggest hotel in the Pell Valley, its founder ran a coaching inn for a "
        "decade. In which village was that inn?"
    ) == (
        "Who opened the biggest hotel in the Pell Valley?",
        "Which inn was run by #1 for a decade?",
        "In which village was #2?",
    )
    # "its" of another thing than the clause's: no doer to read
    other = "Before she opened the hotel, the town's mayor ran a coaching inn. In which village was that inn?"
    assert all("founder" not in step for step in decompose(other))
    # the review of 1851bf4: a deed that makes no thing, or a thing told with "of", leaves "its" unread
    for other in (
        "Before she took over the hotel in Pell, its founder ran a coaching inn. In which village was that inn?",
        "When she joined the crew of MV Orla Spirit, its owner ran a coaching inn. In which village was that inn?",
    ):
        assert all("of the over" not in step and "of the crew" not in step for step in decompose(other))
    assert decompose(
        "Before she opened what was then the only hotel in Pell, its founder ran a coaching inn. In which village was "
        "that inn?"
    )[0] == ("Who opened the only hotel in Pell?")
    whose = decompose("The clock came from a valley firm. Under whose name did that firm sell its alarm clocks?")
    assert len(whose) == 2
    # the review of ee4fb83: a deed that is not the role's ("designed" for "its founder"), or no making of a thing
    for other in (
        "When he designed the Kestrel Hotel, its founder ran a coaching inn. In which village was that inn?",
        "When she made her debut at the Royal Theatre, its founder ran a coaching inn. In which village was that inn?",
        "When she started work at the Kestrel Hotel, its founder ran a coaching inn. In which village was that inn?",
    ):
        assert len(decompose(other)) == 1


def test_a_board_told_by_its_founding_and_purpose_with_a_post_had_as_its_holder_is_one_lookup() -> None:
    """fresh67 k07 (held out): "The board set up in 1866, after two cholera outbreaks, to bring clean water to the
    valley's towns had a papermaker as its first chairman. In which town was that papermaker's father born?" asked
    "Who was the papermaker of the board?" and moved "set up in 1866 ..." onto the last step."""
    assert decompose(
        "The board set up in 1866, after two cholera outbreaks, to bring clean water to the valley's towns had a "
        "papermaker as its first chairman. In which town was that papermaker's father born?"
    ) == (
        "Who was the first chairman of the board set up in 1866 to bring clean water to the valley's towns?",
        "Who was the father of #1?",
        "In which town was #2 born?",
    )
    # each part alone: the post had as its holder, the participle phrase on the owner, the towns of a place
    assert decompose("The water board had a widow as its first owner. Where was she born?") == (
        "Who was the first owner of the water board?",
        "Where was #1 born?",
    )
    assert decompose("Where was the father of the first chairman of the board set up in 1866 born?") == (
        "Who was the first chairman of the board set up in 1866?",
        "Who was the father of #1?",
        "Where was #2 born?",
    )
    assert len(decompose("Who chaired the board founded to bring clean water to the valley's towns?")) == 1
    # a thing had as its something that no person holds, a clause as the aside, a clause's own verb: as before
    assert "as its landmark" in decompose("The hall had a tower as its landmark. When was that tower built?")[0]
    kept = decompose("The mill, after the flood ended, had a miller as its first owner. Where was he born?")
    assert "after the flood ended" in kept[0]
    assert decompose("In what year was the board that the founder of the brewery served on set up?")[0] == (
        "Who was the founder of the brewery?"
    )
    # the review of 77b5ab1: a time that may say which one, an aside in the question, a clause with an irregular
    # past, and a post of "its" thing after a person's subject are not read this way
    assert "during the 1880s" in decompose("The man who ran the mill, during the 1880s, was born in which town?")[0]
    kept = decompose("The mill, after the railway came, had a miller as its first owner. Where was he born?")
    assert all("first owner of the mill" not in step for step in kept)
    founder = decompose("The founder of the club had a friend as its first president. Where was he born?")
    assert all("first president of" not in step for step in founder)
    assert "the owner of the ferry line" in decompose("The ferry line has a widow as its owner. Where was she born?")[0]


def test_what_someone_was_taught_to_do_and_a_clause_ending_today_stay_with_their_own_verbs() -> None:
    """fresh67 k08 (held out): "Hey, the boat that carries passengers between Wendle and Brightwater today was built
    at a yard on the lake. Who taught that yard's founder to build boats?" was searched whole: "carries" was read as
    no verb, "today" as no clause's end, "to build boats" went into the first lookup and "on the lake" after "built
    at"."""
    assert decompose(
        "Hey, the boat that carries passengers between Pell and Orlen today was built at a yard on the lake. Who "
        "taught that yard's founder to build boats?"
    ) == (
        "Which boat carries passengers between Pell and Orlen today?",
        "Which yard was #1 built at?",
        "Who was the founder of #2?",
        "Who taught #3 to build boats?",
    )
    assert decompose("Who taught the founder of the yard that built the ferry to build boats?") == (
        "Which yard built the ferry?",
        "Who was the founder of #1?",
        "Who taught #2 to build boats?",
    )
    # a "to" that is a place, or after a verb that takes no one to do something: as before
    assert decompose("Who sold the ship that sailed to Pell?") == ("Which ship sailed to Pell?", "Who sold #1?")
    assert decompose("Who taught the founder of the Pell yard to build boats?") == (
        "Who was the founder of the Pell yard?",
        "Who taught #1 to build boats?",
    )
    # the review of 484a4fc: what someone was brought to do may hold lookups of its own, split as before
    assert decompose("Who hired the founder of the Pell yard to build a ferry for the son of the mayor of Orlen?") == (
        "Who was the mayor of Orlen?",
        "Who was the son of #1?",
        "Who was the founder of the Pell yard?",
        "Who hired #3 to build a ferry for #2?",
    )


def test_a_statement_after_chatter_and_a_someone_told_by_whom_they_work_for_are_split() -> None:
    """fresh68 (held out): k08 "I was wondering: whoever designed the present building of the Dunmore school had an
    engineer for a father. What did the father design?" and h03 "A captain of the company rescued the crew of a
    sinking trawler in a storm in 1978. In which year was the ship he commanded sold abroad?" were searched whole:
    the statement opened in lowercase once its chatter was gone, and "of the company" stood between the someone and
    their deed."""
    assert decompose(
        "I was wondering: whoever designed the present building of the Pell school had an engineer for a father. What "
        "did the father design?"
    ) == ("Who designed the present building of the Pell school?", "Who was the father of #1?", "What did #2 design?")
    assert decompose(
        "A captain of the company rescued the crew of a sinking trawler in 1978. In which year was the ship he "
        "commanded sold abroad?"
    ) == (
        "Which captain of the company rescued the crew of a sinking trawler in 1978?",
        "Which ship was commanded by #1?",
        "In which year was #2 sold abroad?",
    )
    assert decompose("An engineer at the Pell yard drew a ferry in 1950. Where was he born?") == (
        "Which engineer at the Pell yard drew a ferry in 1950?",
        "Where was #1 born?",
    )
    # the review of 2479649: the employer's own participle is no deed of the someone
    teacher = "A teacher at the school founded by Ed Penn later became its head. Where was she born?"
    assert not any(step.startswith("Which school was founded by Ed Penn later") for step in decompose(teacher))
    retired = decompose("A teacher at the school retired in 1960. Where was she born?")  # the review of 4be3371
    assert not any("school was retired" in step for step in retired)
