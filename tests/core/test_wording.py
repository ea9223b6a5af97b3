"""An answer is put back into the words of its sentence only where the change is certain."""

from __future__ import annotations

import pytest

from arcana_graph.core.wording import as_written, number_word_value, with_rate, without_hedge, without_title

MILL = ["The water wheel of the mill drove sixty looms and twenty-two carding engines."]
LAKE = ["Lake Senna is 38 metres deep at its deepest point."]
CANAL = ["The navigation is 14 kilometres long and has nine locks."]


@pytest.mark.parametrize(
    ("answer", "evidence", "written"),
    [
        ("60", MILL, "sixty"),  # digits the sentence writes in words
        ("22", MILL, "twenty-two"),
        ("9", CANAL, "nine"),
        ("14 kilometers", CANAL, "14 kilometres"),  # the other spelling of the same word
        ("38", LAKE, "38 metres"),  # the unit that follows the number
        ("about 1,200", ["a village of about 1,200 inhabitants"], "about 1,200"),  # a count has no unit
        ("1958", ["The harbour was finished in 1958."], "1958"),  # a year is left alone
        ("61", MILL, "61"),  # no such number in the sentence: unchanged
        ("2", ["two ferries and 2 tugs"], "2"),  # the sentence writes it in digits too
        ("Haldness", MILL, "Haldness"),
        # another sentence's unit or hedge belongs to another fact
        ("60", ["The mill employed 60 workers.", "The dam is 60 metres high."], "60"),
        ("1858", ["In 1858 Miles Corrie founded the yard."], "1858"),  # a capitalised word is no unit
        # a spelling swap never makes another word, and names keep the answer's spelling
        ("four", ["The line had 4 stations for passengers."], "four"),
        ("Peter Dray", ["Petre Dray built it."], "Peter Dray"),
        ("", MILL, ""),
        ("1", ["It is one of the oldest mills in the valley."], "1"),  # "one of" is no count
        # a measure its sentence writes in words, with the hedge before it
        ("4 metres", ["The river rose almost four metres at Pell."], "almost four metres"),
        ("4 meters", ["The river rose almost four metres at Pell."], "almost four metres"),
        ("21 metres", ["The dam is twenty-one metres high."], "twenty-one metres"),
        ("4 metres", ["It is four metres wide and 4 metres deep."], "4 metres"),  # written in digits too
        ("3 feet", ["The wall is three metres high."], "3 feet"),  # another unit: another fact
        # a measure written as one word before a noun, and a count in words with its hedge
        ("40 centimetres", ["It has a 40-centimetre telescope."], "40-centimetre"),
        ("12 feet", ["a 12-foot dinghy"], "12-foot"),
        ("40 centimetres", ["a 40-centimetre lens and a lens of 40 centimetres"], "40 centimetres"),
        ("thirty", ["About thirty boats take part."], "about thirty"),
        ("thirty", ["About thirty-five boats and thirty canoes."], "thirty"),
        # a span of years as its sentence writes it (fresh47 k07), not where it writes the dash itself
        ("1912-1918", ["He was mayor of Pell from 1912 to 1918."], "1912 to 1918"),
        ("1912–1918", ["It ran between 1912 and 1918."], "between 1912 and 1918"),
        ("1912-1918", ["Ada Penn (1912-1918) was a poet."], "1912-1918"),
        ("1912-1918", ["The mill was built in 1912 and 1918 saw its closure."], "1912-1918"),  # two clauses' years
    ],
)
def test_as_written_restores_the_sources_words_where_certain(answer: str, evidence: list[str], written: str) -> None:
    assert as_written(answer, evidence) == written


def test_number_words_up_to_a_hundred() -> None:
    assert [number_word_value(w) for w in ("sixty", "Twenty-one", "twelve", "a hundred")] == [60, 21, 12, 100]
    assert number_word_value("sixty-twelve") is None
    assert number_word_value("Lionel") is None


def test_a_leading_hedge_is_taken_off() -> None:
    assert [without_hedge(t) for t in ("about sixty", "more than 1,200", "sixty")] == ["sixty", "1,200", "sixty"]


def test_a_sentence_answer_that_quotes_a_title_is_the_title() -> None:
    from arcana_graph.core.wording import quoted_title

    assert quoted_title("The 'Tides of Pell' appeared in 1932.") == "Tides of Pell"
    assert quoted_title("His book “Tides of Pell” was printed in Ossery.") == "Tides of Pell"
    assert quoted_title("'Tides of Pell'") == "'Tides of Pell'"  # nothing else around it
    assert quoted_title("St Oda's church") == "St Oda's church"
    assert quoted_title("'A' and 'B' were printed") == "'A' and 'B' were printed"


@pytest.mark.parametrize(
    ("question", "answer", "evidence", "written"),
    [
        ("How many days of rain came first?", "nine", ["It came after nine days of rain."], "nine days"),
        ("For how many years did he work there?", "45", ["He worked there for 45 years."], "45 years"),
        ("How many times did she win?", "about 40", ["She won about 40 times."], "about 40 times"),
        ("How many days did it last?", "nine", ["Nine looms stood idle for a week."], "nine"),  # not written so
        ("How many looms were there?", "sixty", ["There were sixty looms."], "sixty"),  # no time counted
        ("How many years did he work there?", "forty-five years", ["for forty-five years"], "forty-five years"),
    ],
)
def test_a_bare_count_of_days_years_or_times_gets_the_word_it_counts(
    question: str, answer: str, evidence: list[str], written: str
) -> None:
    from arcana_graph.core.wording import with_counted_time

    assert with_counted_time(question, answer, evidence) == written


def test_a_count_asked_per_time_keeps_the_rate_its_sentence_writes() -> None:
    """fresh15 h04 (held out, 9d8d5cb): "How many days a week does X sail?" answered "six days"."""
    sails = ["Since 1985 she has sailed six days a week between Pell and Orlen."]
    asked = "How many days a week does the freight ship sail?"
    assert with_rate(asked, "six days", sails) == "six days a week"
    assert with_rate(asked, "six days a week", sails) == "six days a week"
    assert with_rate("How many days did the crossing take?", "six days", sails) == "six days", "no rate asked"
    assert with_rate(asked, "five days", sails) == "five days", "a count its sentence does not write"


@pytest.mark.parametrize(
    ("question", "answer", "written"),
    [
        ("How big was her flock?", "600", "600 sheep"),  # fresh36 k04 answered "600"
        ("How large was the herd at Pell Farm?", "about 120", "about 120 cattle"),
        ("How many sheep did she farm?", "600", "600"),  # the question names them
        ("How big was her flock?", "600 sheep", "600 sheep"),
        ("How big is the lake?", "38", "38"),  # "38 metres" is a unit, as_written's
        ("How old was she?", "600", "600"),  # no size asked
    ],
)
def test_a_bare_count_for_a_size_gets_the_things_its_sentence_counts(question: str, answer: str, written: str) -> None:
    from arcana_graph.core.wording import with_counted_noun

    evidence = ["She farmed 600 sheep and about 120 cattle.", "The lake is 38 metres deep."]
    assert with_counted_noun(question, answer, evidence) == written
    assert with_counted_noun(question, answer, evidence * 2) == written, "a sentence given twice (fresh36 k04)"


@pytest.mark.parametrize(
    ("question", "answer", "kept"),
    [
        ("Which dark beer did her father create?", "dark Moor Porter", "Moor Porter"),  # fresh36 k07
        ("Which brewery came first?", "the Fenwick Brewery", "the Fenwick Brewery"),  # an article stays
        ("Which ship did she command?", "old MV Skua", "old MV Skua"),  # "old" is not the question's
        ("Which dark beer did he create?", "Moor Porter", "Moor Porter"),
        ("Which dark beer did he create?", "dark stout", "dark stout"),  # no name after it
    ],
)
def test_a_name_loses_the_words_in_front_that_only_repeat_the_question(question: str, answer: str, kept: str) -> None:
    from arcana_graph.core.wording import without_asked_modifier

    assert without_asked_modifier(question, answer) == kept


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("I'm on the night ferry. Who was in command of her at the time?", "Captain Ann Pike", "Ann Pike"),
        ("Who was her master?", "Dr. Ivo Hale", "Ivo Hale"),
        ("Who was her master?", "Captain Hale", "Captain Hale"),  # a title before one name: no name left to give
        ("Which inn did the man who built the pier run?", "Captain Cook Inn", "Captain Cook Inn"),  # no "who" asked
        ("Which ship did Ann Pike command?", "MV Tern", "MV Tern"),
        ("Who ran the ferries?", "Captain Fenner Ferries", "Captain Fenner Ferries"),  # a firm's name
        ("Who ran the pub?", "Captain Hale Arms", "Captain Hale Arms"),
        ("Which pub did Tom Pike, who was a sailor, run?", "Captain Ann Hale", "Captain Ann Hale"),  # a relative's who
        (
            "She heard the ship ran aground - who was the ill-fated ship's captain?",
            "Captain Ann Pike",
            "Ann Pike",
        ),  # fresh50
        ("The ship the man - who sailed her - bought?", "Captain Ann Pike", "Captain Ann Pike"),  # no asked who
    ],
)
def test_a_person_asked_with_who_is_named_without_a_title(question: str, answer: str, expected: str) -> None:
    """fresh40 h03: "Who was in command of her at the time?" was answered "Captain Marit Haldane": the name asked
    is what the question wants, with no title in front."""
    assert without_title(question, answer) == expected


def test_one_reader_says_whom_someone_works_for() -> None:
    """The planner's statements ("A captain of the company rescued ...") and the answer checks' questions ("Which
    captain of the company rescued ...?") read the employer phrase with one reader: its length, or 0 when the verb
    after it is the employer's own participle or may be."""
    from arcana_graph.core.question_words import employer_words

    assert employer_words("of the company rescued the crew".split()) == 3
    assert employer_words("at the Pell yard drew the plans".split()) == 4
    assert employer_words("at the school founded by Ed Penn".split()) == 0
    assert employer_words("at the school retired in 1960".split(), whole_before_in=True) == 0  # the planner's
    assert employer_words("of the company sailed in the first convoy".split()) == 3  # the answer checks'
    assert employer_words("rescued the crew of a trawler".split()) == 0
    assert employer_words("of the old and new yards built".split()) == 0  # "and": two employers, no one noun
