"""Checks of what was asked, in code (``core.answers``): the kind of answer, the entity, the
relation, comparisons, and the reason a refusal gives."""

from __future__ import annotations

import pytest

from arcana_graph.core.answer_comparisons import compare, half_valued, in_side_order
from arcana_graph.core.answers import (
    about,
    agent_in_answer,
    as_asked_thing,
    asked_decade,
    asked_event_year,
    asked_kind,
    birth_year_for_other_event,
    born_to_asked,
    dates_another_deed,
    dates_describing_event,
    dates_other_thing,
    denies_thing,
    destination_for_doer,
    distance_for_time,
    doer_of,
    doer_of_another_trade,
    first_of_a_narrower_kind,
    first_unsaid,
    fits,
    fits_as_stated,
    founder_for_other_deed,
    founder_named,
    founder_unstated_on_own_page,
    kin_from_other_side,
    kin_of_other_sex,
    kind_page_stating,
    kind_restated,
    locates_asked_thing,
    made_other_kind,
    made_up_words,
    maker_of_first,
    name_kind,
    name_of_another_thing,
    named_as_asked,
    not_recorded,
    owners_post_holder,
    page_subject_did,
    passage_names_dated_thing,
    picks_another_of_kind,
    place_of_asked_thing,
    post_holder_named,
    post_of_another,
    premise_of_another_post,
    premise_of_change_unsaid,
    premise_of_denied_kin,
    premise_of_post_unsaid,
    range_end,
    repeats_question,
    said_of_page_subject,
    season_unsaid,
    ship_on_route,
    since_another_year,
    states_action,
    states_asked_year,
    states_event,
    states_ordinal,
    states_relation,
    states_role,
    states_superlative,
    thing_done_by,
    thing_for_its_owner,
    today_for_past_time,
    value_across_change,
    whole_list,
    whole_phrase,
    with_asked_noun,
    without_excepted,
    written_in,
    year_beside_event,
)
from arcana_graph.core.text import found_as_find, stems


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Where was Ada Penn born?", "place"),
        ("In which town was Ada Penn born?", "place"),
        ("How many people live in Pell?", "number"),
        ("When did the mill close?", "date"),
        ("In which year was the mill founded?", "date"),
        ("Who founded the mill?", "person"),
        ("Was the bridge finished before the mill?", "yesno"),
        ("Who was harbourmaster of Pell when its new terminal opened?", "person"),  # "when" starts a clause
        ("Since when has the ferry run?", "date"),
        ("Which is older, the mill or the bridge?", "name"),
        ("What is the best known cheese of the dairy?", None),
        # an owner asked with "whose" may be a school or a firm; "whose" inside a clause is no question word
        ("Before coming to Pell, whose books did Ada Penn catalogue?", "name"),
        ("Who was the founder whose mill burned down?", "person"),
        # a relative clause's "who" / "where" describes a noun and asks for nothing (fresh8 k06 was refused:
        # "shorthorn cattle" is no person)
        ("What breed of cattle did the man who first chaired the Pell council raise?", None),
        ("Which ship did the captain who retired to Pell command?", None),
        ("Who founded the bank where Ada Penn worked as a clerk?", "person"),
        ("How many people live in the village where the Pell Dairy is?", "number"),
        ("Of which town was the daughter of the man who gave the Pell Shield mayor?", "place"),
        # statements before the question ask nothing
        ("The island whose pier was rebuilt in 1980 has a ferry. How many cars can that ferry carry?", "number"),
        # the asked part read without its chatter, and a "when" in a statement before it asks nothing
        ("Ada Penn's home town has a stone pier - do you know when it was built?", "date"),
        # a clause of time before the question's own word says when, and asks for no date (fresh24 h02)
        ("When MV Orla stood in on the night crossing, what kind of passengers could she take?", None),
        ("When MV Orla stood in on the night crossing, who was her master?", "person"),
        ("When did MV Orla stand in on the night crossing?", "date"),
        ("Ada Penn retired when the mill closed. Where was she born?", "place"),
        # a measure asked with "what is ...'s length" (fresh15 k10 was answered with the railway's name)
        ("Ada Penn came from a village on a railway. What is that railway's length?", "number"),
        ("What was the height of the Pell tower?", "number"),
        ("What is the name of the Pell tower?", None),
    ],
)
def test_the_wording_says_what_kind_of_answer_is_asked_for(question: str, kind: str | None) -> None:
    assert asked_kind(question) == kind


@pytest.mark.parametrize(
    ("question", "answer", "ok"),
    [
        ("How many people live in Pell?", "about 900", True),
        ("How many people live in Pell?", "Pell", False),
        ("When did the mill close?", "1952", True),
        ("When did the mill close?", "the Aske mill", False),
        ("Where was Ada Penn born?", "Orlen", True),
        ("Who founded the mill?", "Ada Penn", True),
        ("Who founded the mill?", "", False),
        ("How many cabins does MV Tern have?", "110 metres", False),  # a measure is no count of cabins
        ("How many metres long is the pier?", "80 metres", True),
        ("How many cars can MV Tern carry?", "130 cars", True),
        # a street is asked: a town (or a building) is another thing
        ("On which street is the building where the logbooks are kept?", "Corvanmouth", False),
        ("On which street is the building where the logbooks are kept?", "Quay Street", True),
        ("Which road did the mill stand on?", "the Old Mill Road", True),
        ("What lane is the school in?", "Kiln Lane", True),
    ],
)
def test_an_answer_of_the_wrong_kind_does_not_fit(question: str, answer: str, ok: bool) -> None:
    assert fits(question, answer) is ok


def test_evidence_must_name_the_entity_asked_about_not_a_look_alike() -> None:
    question = "Who designed the Dunmere town hall?"
    assert about(question, "Dunmere's town hall was designed by Petra Lindqvist.")
    assert not about(question, "The town hall of Dunmore was converted to plans by Miriam Pike.")
    assert about("Who designed the Harrow and Dane workshop?", "Harrow & Dane was designed by ...")


@pytest.mark.parametrize(
    ("question", "evidence", "ok"),
    [
        # a look-alike shares some of the name's words, not all of them
        ("When did the yard build MV Velmar Pioneer?", "MV Velmar Trader was built in 1975.", False),
        ("Which ship goes to Little Skerrin?", "It sails from Corvanmouth to Skerrin Bay.", False),
        ("When was the shipyard in Port Orrin founded?", "He moved to the mainland port. Orrinsay", False),
        # titles, possessives and linking words need not be repeated
        ("Which yard built the ship Captain Marit Haldane commanded?", "Marit Haldane was master of it.", True),
        ("What did the renewal of MV Brannoch II's stern door cost?", "Brannoch II got a new door.", True),
        ("Where was the founder of the Brack and Oduya works born?", "Brack & Oduya was founded ...", True),
    ],
)
def test_every_word_that_tells_a_name_apart_must_be_in_the_evidence(question: str, evidence: str, ok: bool) -> None:
    assert about(question, evidence) is ok


@pytest.mark.parametrize(
    ("question", "sentences", "ok"),
    [
        ("In which year was the Haldness crossing closed?", ["The ferry was built in 1958 for the crossing."], False),
        ("In which year was the Haldness crossing closed?", ["The crossing closed in 1997."], True),
        ("When did the line close?", ["It ran from 1909 until 1938."], True),
        ("When did Morag Ennis retire?", ["She was harbourmaster from 1979 to 2009."], True),
        ("When did Morag Ennis retire?", ["She became harbourmaster in 1979."], False),
        ("When was the SS Velmar scrapped?", ["In 1938 she was sold for scrap."], True),
        ("When was the SS Velmar scrapped?", ["She was built in 1908."], False),
        ("When did the line open?", ["It opened in 1909."], True),  # a beginning: no ending to state
        ("When did the Pell school open?", ["The creamery was built in 1932."], False),  # an opening asked about
        ("When does the observatory open?", ["It opens to visitors on clear Friday evenings."], True),
        # no event asked about: "close" as an adjective, "found" as the past of "find"
        ("Which island lies close to Haldwick?", ["Brannoch is near Haldwick."], True),
        ("Where was the hoard found?", ["It was discovered at Pell."], True),
        # a founding asked about: a ship's building year is no answer
        (
            "When was the shipyard in Port Orrin founded?",
            ["SS Velmar was built in 1908 by the Tollan Shipyard."],
            False,
        ),
        ("When was the Tollan Shipyard founded?", ["The Tollan Shipyard was founded in 1881."], True),
        ("Who founded Rask Brothers?", ["Ansel and Birger Rask set up the yard in 1902."], True),
        # when something was designed: the answer's sentence says so, not another year of the architect's
        ("In what year did Ada Penn design the Pell town hall?", ["In 1931 she joined the society."], False),
        ("In what year did Ada Penn design the Pell town hall?", ["She drew the plans for it in 1919."], True),
        # a span's start states a founding; its end alone does not
        ("When was the Pell Cycle Works founded?", ["The works made bicycles from 1897 until 1958."], True),
        ("When was the Pell Cycle Works founded?", ["The works made bicycles until 1958."], False),
        ("When was the Pell shipyard founded?", ["It was bought by Ivo Marsh (1820-1890)."], False),  # a lifespan
        # a span that ends a clause joined by "and" to the one naming the thing dates the first clause
        (
            "Ada Penn paid for the town's first library. When did the library open?",
            ["She was mayor of Pell from 1901 to 1905 and paid for the town's first library."],
            False,
        ),
        ("When did the Pell library open?", ["The library was open from 1901 and gained a reading room."], True),
        # the event asked about is the main clause's; another one describes a thing on the way
        (
            "When was the company founded that quarries the slate used for the chapel designed by Pia Lund?",
            ["The Varrow Slate Company was founded in 1868."],
            True,
        ),
        ("When did the tannery close that was founded by the potters' father?", ["The tannery closed in 1904."], True),
        ("When did the tannery close that was founded by the potters' father?", ["It was founded in 1850."], False),
        ("When was the firm that designed the Pell bridge founded?", ["It designed the bridge in 1890."], False),
        ("When was the firm that designed the Pell bridge founded?", ["It was founded in 1871."], True),
        # the second time it happened: the first time answers no "opened again" / "rebuilt"
        ("When was the Pell canal opened again for boats?", ["The canal was opened in 1809."], False),
        ("When was the Pell canal opened again for boats?", ["The canal reopened for boats in 1994."], True),
        ("When was the Pell canal opened again for boats?", ["It was opened again in 1994."], True),
        ("When was the Pell bridge rebuilt?", ["The bridge was built in 1820."], False),
        ("When was the Pell bridge rebuilt?", ["It was rebuilt in stone in 1850."], True),
        # a completion: not the founding of a club that rows beside the weir (fresh27 k04)
        ("In which year was the Pell weir completed?", ["The club was founded in 1892 below the Pell weir."], False),
        ("In which year was the Pell weir completed?", ["A weir was built above Pell; it was finished in 1856."], True),
        ("When was the Pell weir finished?", ["The Pell weir was completed in 1856."], True),
        # the review of the k04 fix: a ship's delivery states a completion too
        ("When was MV Pell completed?", ["MV Pell was delivered in 1892 by the Orlen yard."], True),
        # the review of 6ab55b9: a span someone ran a thing, or an end, states no completion
        ("When was the Pell mill completed?", ["They ran the mill from 1850 to 1870."], False),
        ("When was the Pell mill completed?", ["The strike at the mill ended in 1912."], False),
        # ... but the asked thing itself ending or reaching its end is its completion (the review of c00e32c)
        ("When was the survey of Pell harbour completed?", ["The survey ended in 1886."], True),
        ("In which year was the Pell railway completed?", ["The railway reached Pell in 1870."], True),
        ("When was the Pell railway completed?", ["The railway ended passenger services in 1960."], False),
        ("When was the Pell railway completed?", ["The railway reached Kell, halfway along, in 1860."], False),
    ],
)
def test_a_founding_or_ending_asked_about_must_be_stated_by_the_answers_sentence(
    question: str, sentences: list[str], ok: bool
) -> None:
    assert states_event(question, sentences) is ok


@pytest.mark.parametrize(
    ("question", "evidence", "candidates", "picked"),
    [
        (  # the answer's sentence never says "cast": the sentence that says the bell was cast
            "In which year was the bell of Wendle's little church cast?",
            ["Wendle has a small church of 1790."],
            ["Every April the nets are blessed.", "Its bell was cast in 1802 from bronze."],
            "Its bell was cast in 1802 from bronze.",
        ),
        (
            "When did the mill close?",
            ["The mill opened in 1790."],
            ["The mill closed in 1948."],
            "The mill closed in 1948.",
        ),
        (  # another thing built, the hall named after the verb
            "When was the Pell town hall built?",
            ["The Pell town hall of 1872 stands on the square."],
            ["The clock tower was built beside the town hall in 1901."],
            None,
        ),
        (
            "When was the bell cast?",
            ["It was cast in 1802."],
            ["The bell was cast again in 1850."],
            None,
        ),  # said already
        (  # the question ends in a name, not in its verb ("set up" comes before the place)
            "In which year was a bronze cow set up in the middle of the square in the Pell Valley?",
            ["A bronze cow was put in the square in 1981."],
            ["The Pell Valley Water Board was set up in 1866 for the towns of the valley."],
            None,
        ),
        ("When was the bell cast?", ["A church of 1790."], ["The bell was cast from bronze."], None),  # no year
        (
            "When was the Aske Viaduct built?",
            ["A viaduct of 1870."],
            ["The viaduct was built in 1871."],
            None,
        ),  # a name
        (  # a clause in the subject: the last word is no verb of the thing asked about
            "In what year did the school where she taught move into its new building?",
            ["The school opened in 1870."],
            ["The new building was finished in 1931."],
            None,
        ),
    ],
)
def test_a_year_for_what_happened_to_a_thing_comes_from_a_sentence_that_says_it_happened_to_it(
    question: str, evidence: list[str], candidates: list[str], picked: str | None
) -> None:
    assert states_action(question, evidence, candidates) == picked


@pytest.mark.parametrize(
    ("question", "evidence", "ok"),
    [
        ("Where was the mayor of Pell born?", "Ann Pike, the mayor of Pell, lived in Orlen.", False),
        ("Where was the mayor of Pell born?", "Ann Pike, born in Orlen, was mayor of Pell.", True),
        ("When did Ivo Marsh die?", "Ivo Marsh (1820-1893) was a papermaker.", True),
        ("Where did Ivo Marsh die?", "Ivo Marsh (1820-1893) was a papermaker.", False),
        ("Whom did Ivo Marsh marry?", "Ivo Marsh married Ada Penn in 1850.", True),
        ("Who founded the mill?", "The mill was started by Ivo Marsh.", True),  # other relations: no word check
        ("How many people live in Haldness?", "The yard at Haldness employs about 90 people.", False),
        ("How many people live in Haldness?", "Haldness is a village of about 1,200 inhabitants.", True),
        ("How many inhabitants does Skerrin have?", "Skerrin is home to about 380 people.", True),
        ("How many people work at the yard?", "The yard employs about 90 people.", True),
        # a relative's lifespan on the page is not the person's
        ("In which year did Ivo Marsh die?", "Tam Marsh (1894-1966), a grandson of Ivo Marsh, drove a bus.", False),
        # who designed it: not who made or built it
        ("Who designed the Pell Observatory?", "Its telescope was made by the firm Marsh & Penn.", False),
        (
            "Who designed the Pell school?",
            "The school building, designed by the architect Ada Penn, opened in 1924.",
            True,
        ),
        # who led the work: not who founded the yard it was done at (fresh27 h11, unanswerable)
        ("Ada's survey was done at the Pell Yard. Who led the work?", "The Pell Yard was founded by Tom Pell.", False),
        ("Who led the work on the Pell Yard's survey?", "The survey was led by the foreman Ada Penn.", True),
        ("Who led the Pell Line in 1931?", "Ada Penn was managing director of the Pell Line from 1931.", True),
        ("Do you know who led the 1950 voyage?", "Ada Penn commanded the ship on her 1950 voyage.", True),
        # the review of the h11 fix: a relative clause naming the person asks no leading of anything
        ("When was the man who led the Pell survey born?", "Ada Penn was born in 1850.", True),
        # where someone learned a craft: not where they were born (fresh28 k11, unanswerable)
        ("In which town did that ironfounder learn casting?", "Ada Penn was born in Pell, a nephew of X.", False),
        ("Where did Ada Penn learn casting?", "She learned casting at a foundry in Orlen.", True),
        ("Where was Ada Penn trained as an engineer?", "She was apprenticed at the Orlen yard.", True),
        # ... asked of the question's own verb, not of a clause's
        ("In which year did the works open where Ada Penn learned her trade?", "The works opened in 1897.", True),
        ("Where was the architect born who taught at the Pell school?", "She was born in Orlen.", True),
        # the review of b94aefe: a birthplace asked after a clause of training; a craft learned in other words
        ("Where was the ironfounder who was trained in Pell born?", "He was born in Kell.", True),
        ("Where did the boatbuilder born in Pell learn his trade?", "Tom Hale was born in Pell in 1850.", False),
        ("Where was the ironfounder who trained in Pell born and raised?", "He was born and raised in Kell.", True),
        ("Where did Ada Penn learn her trade?", "She served her time with a cooper in Pell.", True),
        ("Where did Ada Penn learn her trade?", "She was indentured to a cooper in Pell.", True),
    ],
)
def test_birth_death_marriage_and_population_must_be_stated(question: str, evidence: str, ok: bool) -> None:
    assert states_relation(question, evidence) is ok


def test_comparisons_are_decided_from_the_two_values() -> None:
    assert compare("Which is older, the mill or the bridge?", ["1850", "1861"]) == "mill"
    assert compare("Which town has more inhabitants, Pell or Orlen?", ["about 900", "2,400"]) == "Orlen"
    assert compare("Which is older, the mill or the bridge?", ["1850", "unknown"]) is None
    assert compare("Did the mill open after the bridge?", ["1850", "1861"]) == "no"
    assert compare("Is the Kell Water longer than the canal?", ["22 km", "14 km"]) == "yes"
    assert compare("Was the mill older than the bridge?", ["1850", "1861"]) == "yes"  # older: the earlier year
    assert compare("Is #1 (#2) shorter than the canal (#3)?", ["22 km", "14 km"]) == "no"
    assert compare("Is the mill taller than the bridge?", ["20 m", "20 m"]) is None  # a tie decides nothing
    # "the Dray family" owns the sides; it is not their family name
    assert compare("Which was founded first by the Dray family, Pell or Orlen?", ["1871", "1868"]) == "Orlen"
    # the years lived, not the year born: 74 against 78
    assert compare("Who lived longer, the potter Rosa Pell or Ida Venn?", ["1830-1904", "1812-1890"]) == "Ida Venn"
    assert compare("Who lived longer, Rosa Pell or Ida Venn?", ["1830", "1812-1890"]) is None  # one year is no life


def test_a_name_written_only_inside_another_things_name_is_not_named() -> None:
    question = "Who designed the town hall of Calder Bridge?"
    assert not about(question, "It is built of red brick from the Calder Bridge Brickworks.")
    assert not about("In which year did the Greyfold school open?", "It moved to a new building on the Greyfold road.")
    assert about(question, "The Calder Bridge town hall was designed by Ann Holden.")  # a place noun after it
    assert about(question, "The brickworks stand in Calder Bridge. The Calder Bridge Brickworks ...")
    assert about("Who designed Dunmere's town hall?", "The Dunmere Town Hall was designed by Ann Holden.")
    assert about("Which route does MV Haldray Islander work?", "MV Haldray Islander works it.")  # a verb
    assert about(question, "# Calder Bridge\n\nCalder Bridge is a village.")  # a heading, then the text
    # the longer name is the thing asked about, in other words
    assert about("When did the bleaching business at Dunmore shut?", "The Dunmore Bleachworks closed in 1927.")
    assert about("What did the Brack works make?", "The Brack Cycle Works made bicycles.")


def test_a_lifespan_after_a_name_found_on_the_way_states_a_death() -> None:
    question = "When did the miller who first chaired the Pell board die?"
    evidence = "Ansel Varrow (1819-1893) was a miller born in Pell."
    assert not states_relation(question, evidence)
    assert states_relation(question, evidence, found_names=["Ansel Varrow"])
    assert not states_relation(question, evidence, found_names=["Mira Varrow"])  # a relative's years


@pytest.mark.parametrize(
    ("evidence", "ok"),
    [
        ("Jonah Pike designed the Aske viaduct, built by the Aske Iron Foundry.", False),
        ("Jonah Pike designed two viaducts over the Kell.", True),
        ("His second viaduct, over the Aske, was built in 1880.", True),
        ("He designed both viaducts of the line.", True),
        ("He designed 3 stone viaducts.", True),
    ],
)
def test_the_nth_thing_asked_about_must_be_said_to_exist(evidence: str, ok: bool) -> None:
    assert states_ordinal("Which firm built the second viaduct designed by Jonah Pike?", evidence) is ok
    assert states_ordinal("Which firm built the viaduct designed by Jonah Pike?", evidence)  # no n-th asked


def test_the_birth_of_the_person_whose_kin_is_asked_is_not_the_kins() -> None:
    own = ["Ada Marsh (1871-1950) was a weaver born in Ossery."]
    assert not born_to_asked("In which year was Ada Marsh's father born?", own)
    assert not born_to_asked("The weaver Ada Marsh ran a mill. When was Ada's mother born?", own)
    assert not born_to_asked("Where was the mother of Ada Marsh born?", own)
    assert born_to_asked("In which year was Ada Marsh born?", own)
    # a sentence whose subject is the kin: judged as before
    assert born_to_asked(
        "Where was the mother of Ada Marsh born?", ["Jane Hale, the mother of Ada Marsh, was born in Pell."]
    )
    assert born_to_asked("In which year was Ada Marsh's father born?", ["He was born in 1840."])
    assert born_to_asked("Where was the son of Ada Marsh born?", ["Ada Marsh's son Tom Marsh was born in Pell."])


def test_the_birth_of_the_person_a_statement_names_is_not_her_kins() -> None:
    """fresh44 h07 (held out, e687e42): "... Oona Brask is the daughter of the man who first commanded SS Velmar.
    Where was her father born?" was answered with her own birthplace from "Captain Oona Brask, born in Haldness"."""
    question = "Ada Marsh is the daughter of the man who built the Pell mill. Where was her father born?"
    assert not born_to_asked(question, ["Ada Marsh, born in Ossery in 1966, is a weaver."])
    assert born_to_asked(question, ["Tom Marsh was born in Kell."], found_names=["Tom Marsh"])
    assert born_to_asked(question, ["Her father, Tom Marsh, was born in Kell."]), "the kin's own birth"
    assert born_to_asked("Ada Marsh built the Pell mill. Where was she born?", ["Ada Marsh was born in Ossery."])


def test_a_kinship_a_page_denies_is_a_false_premise() -> None:
    """fresh44 h07: "He is no relation of Captain Oona Brask", on the page of SS Velmar's first master."""
    master = "Captain Tom Brask (1872-1948) was the first master of MV Pell. He is no relation of Captain Ada Brask."
    statement = "Someone told me Captain Ada Brask is the daughter of the man who first commanded MV Pell."
    assert premise_of_denied_kin(statement, [master])
    assert premise_of_denied_kin("Ada Brask is the niece of Tom Brask.", [master])
    assert not premise_of_denied_kin(statement, ["Ada Brask (born 1966) is master of MV Orla."]), "no denial"
    assert not premise_of_denied_kin("Captain Ada Brask commanded MV Pell.", [master]), "no kinship claimed"
    assert not premise_of_denied_kin("Ada Brask is the daughter of the master of MV Orla.", [master]), "MV Orla unsaid"
    assert not premise_of_denied_kin("Ada Brask, no relation of Tom Brask, commanded MV Pell.", [master])


def test_a_birth_stated_for_someone_named_before_the_asked_person_is_not_theirs() -> None:
    son = ["Peregrine Rook (1802-1870) was a painter born in Kellbrook, the son of the engineer William Rook."]
    assert not born_to_asked("Where was William Rook born?", son)
    assert born_to_asked("Where was Peregrine Rook born?", son)
    assert born_to_asked("Where was William Rook born?", ["He was born in Pell in 1771."])  # no one else named
    assert born_to_asked("Where was William Rook born?", ["William Rook, who worked in Ossery, was born in Pell."])
    # a multi-hop question describes the person; the name found on the way is theirs
    question = "Where was the engineer who built the Aske canal born?"
    assert not born_to_asked(question, son, found_names=["William Rook"])
    assert born_to_asked(question, ["William Rook was born in Pell."], found_names=["William Rook"])
    assert born_to_asked("Who built the Aske canal?", son)  # no birth asked about
    # asked whole, with no name found on the way: the described person's name is not known to hold to
    founder = "In what year was the founder of the yard that built the present Pell ferry boat born?"
    assert born_to_asked(founder, ["Ivo Marsh, born in Pell in 1845, was a boatbuilder."])
    assert not born_to_asked("When was the wife of Ada Penn born?", ["Ivo Marsh was born in 1850."])  # named: held


@pytest.mark.parametrize(
    ("question", "sentences", "ok"),
    [
        ("Who was the first director of the Pell observatory?", ["It was founded by Simeon Marlow."], False),
        ("Who was the first director of the Pell observatory?", ["Its first director was Ann Holden."], True),
        ("Who was the first chairman of the board?", ["Ann Holden chaired it from 1866."], True),
        ("Who was the first chairwoman of the cooperative?", ["Its first chairwoman was Ines Calloway."], True),
        ("Who was the head teacher of the school in 1950?", ["Its head teacher from 1939 was Ann Holden."], True),
        ("Who was the owner of the mill?", ["The mill was owned by Ann Holden."], True),
        ("Who was the master of MV Velmar?", ["Captain Rolf Tennick commanded her from 1985."], True),
        ("Who was the architect of the town hall?", ["It was designed by Petra Lindqvist."], True),
        ("Who was the first mayor of Pell?", ["Pell was founded by Ann Holden."], False),
        ("Who built the observatory?", ["It was founded by Simeon Marlow."], True),  # no post asked about
        # a kin asked in the possessive: a daughter is no sister
        ("Who was the grocer Ivo Venn's younger sister?", ["Ada Venn was the daughter of Ivo Venn."], False),
        ("Who was the grocer Ivo Venn's younger sister?", ["Clara Venn was the younger sister of Ivo Venn."], True),
        ("Who was the company's historian?", ["Ada Venn wrote its history."], True),  # no kin: not judged
        # a post taken up: chairing the board is not taking over as managing director
        ("When did Ada Penn take over as managing director of the line?", ["She chaired its board from 1931."], False),
        ("When did Ada Penn take over as managing director of the line?", ["She became its director in 1931."], True),
        ("In which year did Ivo Venn become mayor of Pell?", ["He was mayor of Pell from 1901."], True),
        ("In which year did Ivo Venn become organist of St Brin's?", ["He sang in its choir from 1901."], False),
        ("When did the village become part of the parish?", ["It joined the parish in 1890."], True),  # no post
    ],
)
def test_the_post_asked_about_must_be_named_by_the_answers_sentence(
    question: str, sentences: list[str], ok: bool
) -> None:
    assert states_role(question, sentences) is ok


def test_a_kin_stated_from_the_asked_persons_side_is_read() -> None:
    question = "Who was the grocer Ivo Venn's younger sister?"
    brother = "Ivo Venn (1869-1940) was a grocer, the elder brother of the glassmaker Clara\nVenn."
    assert kin_from_other_side(question, [brother]) == ("Clara Venn", brother)
    assert kin_from_other_side(question, ["Bea Venn was the daughter of the grocer Ivo Venn."]) is None
    assert kin_from_other_side("Who was Ivo Penn's son?", ["Ivo Penn was the father of Ada Penn."]) == (
        "Ada Penn",
        "Ivo Penn was the father of Ada Penn.",
    )
    assert kin_from_other_side("Who was the mayor of Pell?", [brother]) is None  # no kin asked


def test_a_post_stated_only_for_another_owner_does_not_answer_the_question() -> None:
    question = "For how many years was the botanist Ada Penn mayor of Pell?"
    assert post_of_another(question, ["From 1921 to 1925 she was mayor of Orlen Bay."])
    assert not post_of_another(question, ["From 1921 to 1925 she was mayor of Pell."])
    assert not post_of_another(question, ["She was mayor from 1921 to 1925."]), "no owner written: nothing against"
    assert not post_of_another(
        "Who was keeper at the Gannet Skerry lighthouse?", ["Ivo Penn was keeper at Gannet Skerry."]
    )
    assert not post_of_another("How old is Pell?", ["Ivo Penn was mayor of Orlen."]), "no post asked about"


def test_a_sentence_saying_the_thing_asked_about_is_not_there_denies_it() -> None:
    hamlet = ["The hamlet has a chapel and a smithy but no school; its children go to school in Ossery."]
    assert denies_thing("In which year did the Greyfold school open?", hamlet)
    assert denies_thing("Who was the mayor of Pell?", ["Pell has never had a mayor."])
    assert not denies_thing("When was the Greyfold chapel built?", hamlet)
    assert not denies_thing("When did the Pell school open?", ["The Pell school opened in 1904."])


def test_a_speakers_i_is_no_name_the_passages_must_hold() -> None:
    from arcana_graph.core.answers import named_entities

    question = "Hi, I'd like to know the birth year of the engineer whose nephew founded Pell Clocks."
    assert named_entities(question) == ["Pell Clocks"]
    assert about(question, "Ivo Marsh, the nephew of Ada Penn, founded Pell Clocks in 1898.")


def test_an_answer_that_only_repeats_a_name_of_the_question_is_no_answer() -> None:
    assert repeats_question("After Ines Holden, who became chairwoman of the Pell cooperative?", "Ines Holden")
    assert not repeats_question("Who founded Brack & Oduya?", "Samuel Brack and Ada Oduya")
    assert not repeats_question("Which ship replaced MV Brannoch?", "MV Brannoch II")
    assert repeats_question("Which ship did Ada Penn's father, Ivo Penn, command?", "Ivo Penn")
    assert repeats_question("What business did Ivo Penn start?", "Ivo Penn")
    assert repeats_question("What did Ivo Penn write for the harbour of Pell?", "Ivo Penn")  # fresh13 h01
    assert not repeats_question("What did Ivo Penn write for the harbour of Pell?", "the harbour's first rules")
    assert not repeats_question("What is the island of Orrinsay?", "Orrinsay")
    assert repeats_question("In which town was Isaac Marlow born?", "Isaac Marlow")  # a leading preposition
    assert not repeats_question("In which town is the Dunmere Mill?", "Dunmere")
    assert not repeats_question("Who was born first, Ada Penn or Ivo Marsh?", "Ivo Marsh")  # a choice
    assert not repeats_question("Of Ada Penn and her uncle Ivo, who reached the greater age?", "Ada Penn")
    assert not repeats_question("Where was the daughter of the Pell Dairy's founder born?", "Pell")  # part of a name
    assert not repeats_question("What is the island of Orrinsay?", "Orrinsay")  # a plan's lookup step
    # a "what" question's own closing words are no answer either
    assert repeats_question("What did Ivo Penn insist every ship carry free of charge?", "free of charge")
    assert not repeats_question("What did Ivo Penn insist every ship carry free of charge?", "the island mails")
    assert not repeats_question("What did the mill make for the navy?", "sails for the navy")
    # "which THING at PLACE ...": the place is part of what picks the thing out, not its name
    assert repeats_question("Which regatta pavilion at Pell was designed by Ivo Marsh?", "Pell")
    assert repeats_question("Which mill on the Orlen Water was owned by Ada Penn?", "Orlen Water")
    assert not repeats_question("Which bridge over the Kell was designed by Ada Penn?", "Kell Bridge")


def test_a_comparison_answers_with_the_name_not_its_description() -> None:
    question = "Who was born first, the wood carver Ruben Tall or the surveyor Hugh Tall?"
    assert compare(question, ["1840", "1860"]) == "Ruben Tall"
    assert compare("Which opened first, the gasworks in Pell or the mill in Orlen?", ["1850", "1841"]) == (
        "mill in Orlen"
    )


def test_a_person_described_between_commas_is_one_side_named_by_the_name() -> None:
    question = (
        "Who came into the world first: the town's first woman vet, Ida Crane, or the botanist Tom Reed, "
        "author of the fern book?"
    )
    assert compare(question, ["1851", "1860"]) == "Ida Crane"
    assert compare(question, ["1871", "1860"]) == "Tom Reed"
    assert compare("Who was born first, Ada Pell, the mill's owner, or Tom Kay?", ["1801", "1790"]) == "Tom Kay"
    # things listed between commas stay sides of their own
    assert compare("Which is oldest: Ida Crane's house, the mill, or Pell Bridge?", ["1850", "1840", "1860"]) == "mill"


def test_a_model_plan_that_looks_the_sides_up_in_another_order_is_compared_side_by_side() -> None:
    # fresh14 k12: the model looked up the peat company's end (1962) first, the canal's (1939) second
    question = (
        "Which came to an end first, commercial traffic on the Pell canal or peat cutting by the Orlen Peat Company?"
    )
    lookups = [
        "When did peat cutting by the Orlen Peat Company end?",
        "When did commercial traffic on the Pell canal end?",
    ]
    ordered = in_side_order(question, lookups, ["1962", "1939"])
    assert ordered == ["1939", "1962"]
    assert compare(question, ordered) == "commercial traffic on the Pell canal"
    # the words the sides share ("Rask") tell nothing; a yes/no comparison has sides too
    assert in_side_order("Who lived longer, Ansel Rask or Birger Rask?", ["Birger Rask?", "Ansel Rask?"], "ab") == [
        "b",
        "a",
    ]
    assert in_side_order("Was the mill built before the bridge?", ["the bridge", "the mill"], "ab") == ["b", "a"]


def test_values_stay_in_their_order_when_the_lookups_do_not_tell_the_sides_apart() -> None:
    assert in_side_order(
        "Who was born first, #1 (#2) or #3 (#4)?", ["When was #1 born?", "When was #3 born?"], "ab"
    ) == [
        "a",
        "b",
    ]
    # a step that holds both sides is no lookup of one side
    question = "Was the mill at Pell built before the quay on Ada Venn's home island was rebuilt?"
    lookups = ["What was Ada Venn's home island?", "Was the mill at Pell built before the quay on #1 was rebuilt?"]
    assert in_side_order(question, lookups, "ab") == ["a", "b"]


def test_a_tie_behind_the_winner_does_not_stop_a_comparison() -> None:
    # a thing named twice ("the valley's newspaper, the Pell Courier") gets the same value twice
    question = "Which was set up earlier: the valley's newspaper, the Pell Courier, or the Orlen Savings Bank?"
    assert compare(question, ["1872", "1872", "1850"]) == "Orlen Savings Bank"
    assert compare(question, ["1840", "1840", "1850"]) is None  # a tie for the win decides nothing


def test_every_comparative_of_the_one_list_decides_its_direction() -> None:
    assert compare("Which ferry is slower, the Tern or the Gull?", ["12 knots", "15 knots"]) == "Tern"
    assert compare("Which ferry is faster, the Tern or the Gull?", ["12 knots", "15 knots"]) == "Gull"
    assert compare("Is the Kell deeper than the Aske?", ["10 m", "5 m"]) == "yes"
    assert compare("Is the Kell lower than the Aske?", ["10 m", "5 m"]) == "no"


def test_the_doer_a_question_names_must_be_the_doer_its_answer_names() -> None:
    question = "In which year did the glassmaker Luke Venn found the Pell Glassworks?"
    assert not agent_in_answer(question, ["The Pell Glassworks was founded in 1899 by Clara Venn."])
    assert agent_in_answer(question, ["Luke Venn founded the Pell Glassworks in 1899."])
    assert agent_in_answer(question, ["In 1899 he founded the glassworks."])  # his own page
    assert agent_in_answer(question, ["The glassworks was founded in 1899."])  # no doer named: not judged
    assert agent_in_answer("When was the Pell Glassworks founded?", ["It was founded in 1899 by Clara Venn."])
    # the doer's own sentence, but the founding of another thing
    assert not agent_in_answer(question, ["He managed the glassworks, and in 1899 he set up the Pell Sand Company."])
    assert not agent_in_answer(question, ["Sand was dug from 1899 by the Pell Sand Company, founded by Luke Venn."])
    assert agent_in_answer(question, ["The Pell Glassworks, founded in 1899 by Luke Venn, made bottles."])


def test_a_year_that_dates_another_thing_in_its_sentence_answers_no_date_of_the_asked_thing() -> None:
    question = "In what year was the bandstand built on #1?"
    assert dates_other_thing(question, "1905", ["It has a cricket pitch, a pavilion of 1905 and a bandstand."])
    assert not dates_other_thing(question, "1934", ["It has a bandstand of 1934 and a bowling green."])
    assert not dates_other_thing(question, "1901", ["The ground was laid out in 1901."])  # no noun dated: not judged
    assert not dates_other_thing("How many bandstands are there?", "1905", ["a pavilion of 1905"])


def test_older_when_they_died_is_decided_by_the_years_lived() -> None:
    question = "Who was older when they died, Ada Pell or Tom Kay?"
    assert compare(question, ["1801-1870", "1810-1890"]) == "Tom Kay"  # 80 years against 69
    assert compare(
        "Which ship was launched later: the Tern, built by the Pell yard, or the Gull?", ["1950", "1960"]
    ) == ("Gull")


def test_a_question_that_picks_one_person_is_not_widened_to_the_list() -> None:
    from arcana_graph.core.answers import whole_list

    sentences = ["It was founded by Tom Halloran and Ada Webb."]
    assert whole_list("Which woman co-founded Halloran & Webb?", "Ada Webb", sentences) == "Ada Webb"
    assert whole_list("Who founded Halloran & Webb?", "Ada Webb", sentences) == "Tom Halloran and Ada Webb"


def test_a_length_asked_is_not_answered_with_a_time() -> None:
    """fresh62 h04, traced after its plan was fixed: "What was the length of MV Corvan Lady?" was found, then the whole
    question ("How long was the ship her father was master of?", read as its length) was answered "7 years". The
    length of a strike or a voyage is a time, as is how long a ferry was in service."""
    from arcana_graph.core.answers import time_for_length

    assert time_for_length("What was the length of the ship that her father was master of?", "7 years")
    assert time_for_length("What was the length of MV Tern?", "7 years")
    assert time_for_length("What was the length of the old ferry?", "7 years")
    assert time_for_length("How tall was the tower?", "3 years")
    assert not time_for_length("What was the length of MV Tern?", "55 metres")
    for question, answer in (
        ("What was the length of the strike?", "7 weeks"),
        ("What was the length of his first voyage?", "7 weeks"),
        ("How long was the ferry in service?", "7 years"),
    ):
        assert not time_for_length(question, answer), question


def test_a_doctor_is_stated_as_a_physician() -> None:
    """fresh61 k07's first step "Who was the first doctor at the Dunmere Infirmary?" was answered "Helena Marsh" from
    "its first physician was Helena Marsh" and refused: the post was not written as asked."""
    question = "Who was the first doctor at the Pell Infirmary?"
    assert states_role(question, ["Its first matron was Ann Hale, and its first physician was Tom Hale."])
    assert states_role("Who was the first physician of the Pell Infirmary?", ["Its first doctor was Tom Hale."])
    assert not states_role(question, ["Its first matron was Ann Hale."])


def test_who_made_a_work_may_be_stated_by_what_they_did() -> None:
    question = 'Who was the composer of the "Pell Hymn"?'
    assert states_role(question, ['Ada Pell wrote the "Pell Hymn" in 1920.'])
    assert not states_role(question, ['Ada Pell sang the "Pell Hymn" in 1920.'])
    # a book named as someone's states its author; a race someone won, its winner
    assert states_role('Who was the author of "Pell Birds"?', ['His book "Pell Birds" is still in print.'])
    assert not states_role('Who was the author of "Pell Birds"?', ['He read "Pell Birds" as a boy.'])
    assert states_role("Who was the winner of the first Pell race?", ["He won the first Pell race in 1886."])
    assert not states_role("Who was the winner of the first Pell race?", ["He rode in the first Pell race."])


def test_the_most_a_named_thing_can_do_is_its_value_not_a_pick() -> None:
    # "the largest load that MV X can carry" asks MV X's capacity: "up to 2,400 tonnes" answers it
    question = "What is the largest load of cargo that MV Pell Trader can carry?"
    assert states_superlative(question, "She carries up to 2,400 tonnes of cargo.")
    described = "What is the largest load of cargo that the Pell Line's freight ship can carry?"
    assert states_superlative(described, "She carries up to 2,400 tonnes of cargo.")
    assert not states_superlative("What is the largest town in the valley?", "Pell is a town in the valley.")


def test_a_kind_a_pointer_repeats_from_its_statement_is_read_as_one_its_answer_must_tell() -> None:
    """fresh27 k16 (unanswerable): "... designed the last racing frame built at his father's cycle works.
    Under what model name was that racing bicycle sold?" was answered with the works' best-known model, a
    roadster, off a page that never says "racing". The repeated kind is what the answer's page must tell."""
    statement = ["Walter Pell's son designed the last racing frame built at his father's works."]
    assert kind_restated(statement, "Under what model name was that racing bicycle sold?") == "racing"
    assert kind_restated(["Ada Penn went into a dry dock."], "In which year was that dry dock dug?") == "dry"
    # a verb, a preposition, a person or a place after "that": no kind
    assert kind_restated(["Ada Penn drew a ferry."], "How many cars does that ferry carry?") is None
    assert kind_restated(["She served on one ferry."], "What was found on that ferry in 2019?") is None
    assert kind_restated(["His grandson went to sea."], "How long did that grandson spend at sea?") is None
    # a kind the statement does not write, or a word that only ranks
    assert kind_restated(["Ada Penn built a frame."], "Under what name was that racing bicycle sold?") is None
    assert kind_restated(["Ada Penn served on an older ship."], "How long was that older ship?") is None
    assert kind_restated(["Ada Penn built the first frame."], "Under what name was that first frame sold?") is None


def test_a_year_dated_by_another_is_read_as_the_asked_events_own() -> None:
    """fresh27 k06: "It began in 1863, the year after the town received its market charter" answers
    "In what year did Dunmore receive its market charter?" with 1862, not 1863."""
    said = ["The fair began in 1863, the year after the town received its market charter, and it grew."]
    assert year_beside_event("In what year did Pell receive its market charter?", "1863", said) == "1862"
    before = ["The mill opened in 1901, a year before the railway reached the town."]
    assert year_beside_event("When did the railway reach Pell?", "1901", before) == "1902"
    # the year's own event asked, a year already right, or no date asked: nothing read
    assert year_beside_event("When did the fair begin?", "1863", said) is None
    assert year_beside_event("In what year did Pell receive its market charter?", "1862", said) is None
    assert year_beside_event("What did Pell receive with its market charter?", "1863", said) is None
    # the year's own clause tells the question as well as the other event (the second review of this fix)
    branch = ["The branch line opened in 1870, the year after the main line opened."]
    assert year_beside_event("When did the branch line open?", "1870", branch) is None
    assert year_beside_event("When did the main line open?", "1870", branch) == "1869"
    # ... and names nothing the question does not: the tramway is not "the Pell harbour railway" (review of 6ab55b9)
    tramway = ["The Pell harbour tramway opened in 1870, the year after the railway opened."]
    assert year_beside_event("When did the Pell harbour railway open?", "1870", tramway) == "1869"
    assert year_beside_event("When did the Pell harbour tramway open?", "1870", tramway) is None
    # ... read in the year's own clause, without what commas set off before it (the review of 2e9c6ee)
    for said in (
        "Built by Tom Hale's company, the branch line opened in 1870, the year after the main line opened.",
        "In the spring of that year, after years of delay, the branch line opened in 1870, the year after the main "
        "line opened.",
    ):
        assert year_beside_event("When did the branch line open?", "1870", [said]) is None, said
    tower = (
        "The Pell lighthouse, a granite tower on the headland, was built in 1870, the year after the harbour was built."
    )
    assert year_beside_event("When was the Pell lighthouse built?", "1870", [tower]) is None
    track = "The branch line, a single track of ten miles, opened in 1870, the year after the main line opened."
    assert year_beside_event("When did the branch line open?", "1870", [track]) is None  # any verb after the aside


def test_a_decade_asked_is_read_off_the_answers_year_or_its_sentences() -> None:
    """fresh27 k01: "In which decade was St Oda's built?" was answered "15th century" off "It was built
    in the 1460s" and refused; the decade is read in code."""
    built = ["The chapel was built in the 1460s and enlarged in 1864."]
    assert asked_decade("In which decade was the Pell chapel built?", "15th century", built) == "the 1460s"
    assert asked_decade("In what decade was the chapel enlarged?", "1864", built) == "the 1860s"  # the answer's year
    assert asked_decade("In which decade was it built?", "the 1460s", built) is None  # already a decade
    assert asked_decade("In which year was the chapel built?", "15th century", built) is None  # no decade asked
    two = ["It was built in the 1460s and enlarged in the 1860s."]
    assert asked_decade("In which decade was it built?", "15th century", two) is None  # which one: not read


def test_until_which_year_reads_the_end_of_the_period() -> None:
    sentence = ["Tom Pell was mayor of Orlen from 1880 to 1884."]
    assert range_end("Until which year was Tom Pell mayor of Orlen?", "1880", sentence) == "1884"
    assert range_end("When did Tom Pell become mayor of Orlen?", "1880", sentence) is None  # the start is asked
    assert range_end("Until which year was Tom Pell mayor?", "1884", sentence) is None  # no period begins then
    # asked after a statement, and answered with the period itself
    stated = "Ada Penn's grandfather was the first mayor of Orlen. Up to what year did he hold that post?"
    assert range_end(stated, "1880-1884", sentence) == "1884"
    assert range_end("Up to what year was Mr. Pell mayor of Orlen?", "1880", sentence) == "1884"  # "Mr." no stop


def test_a_refusal_says_what_is_missing() -> None:
    assert not_recorded("Who was the mayor of Pell?") == "no mayor of Pell is recorded in the knowledge base"
    assert not_recorded("Who was a nephew of Ivo Penn?") == "no nephew of Ivo Penn is recorded in the knowledge base"
    assert not_recorded("Who was in charge of the Pell school in 1925?") == (  # fresh15 k17: no noun to name
        "the knowledge base does not record who was in charge of the Pell school in 1925"
    )
    assert not_recorded("What was that boat called?") == "the knowledge base does not record what the boat was called"
    assert not_recorded("Where was Ann Pike born?") == "the knowledge base does not record where Ann Pike was born"
    assert not_recorded("When was the firm founded that was designed by Ann Holden?") == (
        "the knowledge base does not say: When was the firm founded that was designed by Ann Holden?"
    )
    # fresh17 k17, k14: the opening is chatter, not part of the question quoted
    assert not_recorded("I was wondering: in what year did the poet Ann Pike buy her first car?") == (
        "the knowledge base does not say: In what year did the poet Ann Pike buy her first car?"
    )
    assert not_recorded("Hey, who was the mayor of Pell?") == "no mayor of Pell is recorded in the knowledge base"
    assert not_recorded("Who was running the Pell Hotel in 1930?") == (  # fresh18 k18: "no running the ..."
        "the knowledge base does not record who was running the Pell Hotel in 1930"
    )


def test_a_who_answer_is_widened_to_the_whole_list_of_names_in_its_sentence() -> None:
    founders = ["Brack & Oduya was founded in 1861 by Samuel Brack and Ada Oduya in Dunmere."]
    assert whole_list("Who founded Brack & Oduya?", "Samuel Brack", founders) == "Samuel Brack and Ada Oduya"
    assert whole_list("Who founded Brack & Oduya?", "Ada Oduya", founders) == "Samuel Brack and Ada Oduya"
    three = ["It was founded by Michael Halloran, Agnes Webb and Tom Reed."]
    assert whole_list("Who founded it?", "Agnes Webb", three) == "Michael Halloran, Agnes Webb and Tom Reed"
    parents = ["Tom Rudd was a potter, the son of Amos and Eli Rudd."]
    assert whole_list("Who was the father of Tom Rudd?", "Amos Rudd", parents) == "Amos Rudd"  # one father
    wrapped = ["The shop was opened by Michael Halloran and Agnes\nWebb in 1874."]
    assert whole_list("Who opened the shop?", "Michael Halloran", wrapped) == "Michael Halloran and Agnes Webb"
    # one name, a firm's name with "&", or a question that is not "who": left as they are
    assert whole_list("Who founded it?", "Ottilie Quillon", ["It was founded by Ottilie Quillon, an optician."]) == (
        "Ottilie Quillon"
    )
    assert whole_list("Who built the railway?", "Brack & Oduya", ["It was built by Brack & Oduya."]) == "Brack & Oduya"
    assert whole_list("When was it founded?", "1861", founders) == "1861"
    # siblings listed with one surname: "Ansel and Birger Rask" holds "Ansel Rask"
    rask = ["Rask Brothers was founded in 1902 by Ansel and Birger Rask."]
    assert whole_list("Who founded Rask Brothers?", "Ansel Rask", rask) == "Ansel and Birger Rask"
    assert whole_list("Who founded Rask Brothers?", "Ansel Tollan", rask) == "Ansel Tollan"


def test_a_ship_is_not_a_person_or_a_place() -> None:
    assert not fits("Who was the master of the ship on the Corvanmouth route?", "MV Velmar Pioneer")
    assert not fits("Where was the designer of the ferry born?", "SS Velmar")
    assert not fits("Who was the master of the ship on the Corvanmouth route?", "The MV Velmar Pioneer")
    assert fits("Which ship sails the Corvanmouth route?", "MV Velmar Pioneer")
    assert fits("Who was the master of the ship on the Corvanmouth route?", "Oona Brask")


@pytest.mark.parametrize(
    ("question", "evidence", "stated"),
    [
        ("What is the population of Harlow Cross in 2020?", "Harlow Cross has about 900 inhabitants.", False),
        ("What is the population of Harlow Cross in 2020?", "In 2020 Harlow Cross had 912 inhabitants.", True),
        ("Who was mayor of Dunmere in 1950?", "Edith Marr was mayor from 1998 to 2006.", False),
        ("Who was mayor of Dunmere in 1950?", "Edith Marr was mayor from 1946 to 1954.", True),
        ("Who was mayor of Dunmere in 1950?", "Brack (1832-1901) was mayor from 1880 to 1884.", False),
        ("Who was mayor of Dunmere in 1950?", "Tom Kemp (1901-1962) was mayor since 1949.", True),
        # a lifespan covers birth and death years, not the years of a post
        ("Who was harbourmaster of Corvanmouth in 1960?", "Morag Ennis (1941-2018) was born in Corvanmouth.", False),
        ("Who was born in Corvanmouth in 1941?", "Morag Ennis (1941-2018) was born in Corvanmouth.", True),
        ("Who was harbourmaster of Haldwick in 1985?", "Morag Ennis (1979-2009) was harbourmaster.", True),  # a term
        ("How often has the Courier come out since 1920?", "It has come out twice a week.", True),  # no "in YEAR"
        ("Who ran the firm after 1901?", "Ada Oduya ran the firm.", True),
        # the start of a post held "from 1911": the builder of the infirmary is not who ran the brickworks
        ("Who ran the brickworks from 1911?", "It was built by Halloran & Webb of red brick.", False),
        ("Who ran the brickworks from 1911?", "She ran the Calder Bridge Brickworks from 1911 to 1940.", True),
        ("Who was harbourmaster of Corvanmouth from 1988?", "He was harbourmaster from 1988 to 2004.", True),
    ],
)
def test_a_year_asked_about_must_be_covered_by_the_evidence(question: str, evidence: str, stated: bool) -> None:
    assert states_asked_year(question, evidence) is stated


def test_an_answer_the_passages_call_another_kind_of_thing_is_not_named_as_asked() -> None:
    passages = [
        "Calder Heath is a hill village in the east of the valley.",
        "The Calder Quarry Company was founded in 1872.",
        "The Ossery corn exchange is a granite hall on the square.",
    ]
    company = "Which company quarries the granite used for the corn exchange?"
    assert not named_as_asked(company, "Calder Heath", passages)
    assert named_as_asked(company, "Calder Quarry Company", passages)
    assert named_as_asked("Which village grew around the quarry?", "Calder Heath", passages)
    # a name asked is answered by a name, not a sentence (fresh29 h07, unanswerable)
    lifeboat = "What was the name of the first motor lifeboat of the islands, built by Ada Penn in 1911?"
    assert not named_as_asked(lifeboat, "The first motor lifeboat of the islands was built by his yard.", [])
    assert named_as_asked(lifeboat, "the Kittiwake", [])
    assert named_as_asked(lifeboat, "Kittiwake", [])
    assert named_as_asked("What is the name of her guide to the night sky?", "Stars over the Heath", [])
    # the review of 8fc0e46: a quoted name is a name; a place in a sentence is no name of the thing; chatter
    assert named_as_asked(lifeboat, "'Kittiwake'", [])
    assert named_as_asked(lifeboat, "The Kittiwake was her name.", [])
    assert not named_as_asked(lifeboat, "It was built in Pell.", [])
    # the review of f886cdb: a name after "was", "called" or "named" is the thing's; one after "by" is not
    for said in ("Her name was Kittiwake.", "It was called the Kittiwake.", "She was named Kittiwake."):
        assert named_as_asked(lifeboat, said, []), said
    assert not named_as_asked(lifeboat, "It was built by Tom Hale.", [])
    # only a name right after the opener or a naming word (the second review of f886cdb)
    for unnamed in ("It was built by the Pell Yard.", "It was named after Queen Mary.", "It was paid for by the RNLI."):
        assert not named_as_asked(lifeboat, unnamed, []), unnamed
    assert not named_as_asked("Hey, what was the name of the first lifeboat?", "It was built by his yard.", [])
    assert not named_as_asked("Do you know what the name of the lifeboat was?", "It was built by his yard.", [])

    # a town has a name: "the north of the country" answers no "which town" (fresh28 k11, unanswerable)
    assert not named_as_asked("In which town did Ada Penn learn casting?", "the north of the country", passages)
    assert named_as_asked("In which town did Ada Penn learn casting?", "Calder Heath", passages)
    assert named_as_asked("What other building did she design?", "Ossery corn exchange", passages)
    assert not named_as_asked("Which town was it built in?", "Ossery corn exchange", passages)
    assert named_as_asked("Who founded it?", "Calder Heath", passages), "no category asked: nothing to check"
    assert named_as_asked(company, "Harlow Mill", passages), "nothing said about the answer: nothing to check"
    pottery = "Which Pell pottery made the blue bottles of the Orla Spring Water Company?"
    assert not named_as_asked(pottery, "Tillingham Glassworks", []), "a glassworks is no pottery (a false premise)"
    assert named_as_asked(pottery, "Pell Pottery", [])
    assert named_as_asked("Which company made the bottles?", "Tillingham Glassworks", [])
    captain = ["Calum Brask was a master of the Velmar Line."]
    assert not named_as_asked("Which ship did his son command?", "Calum Brask", captain)  # a person is no ship
    # a passage that writes the answer as a person's name: with a lifespan, or after a trade
    yard = ["The Pell Boatyard was founded in 1872 by the boatbuilder Ivo Marsh.", "Ada Penn (1838-1919) sailed."]
    assert not named_as_asked("Which yard built the ferry boat?", "Ivo Marsh", yard)
    assert not named_as_asked("Which firm made the clock?", "Ada Penn", yard)
    assert named_as_asked("Which yard built the ferry boat?", "Pell Boatyard", yard)
    assert named_as_asked("Who built the ferry boat?", "Ivo Marsh", yard)  # a person asked for
    assert named_as_asked("Which firm built it?", "Penn & Marsh", yard)  # a firm named after people
    ferry = ["The ferry Ivo Marsh was named after the boatbuilder Ivo Marsh (1845-1920)."]
    assert named_as_asked("Which ferry was named after the yard's founder?", "Ivo Marsh", ferry)  # a ship may be


def test_a_place_named_only_as_where_someone_was_born_is_no_building_or_firm() -> None:
    """fresh14 k16: "For which church did the founder of the organ works build his first organ?"
    was answered "Kellbrook", which the passages name only as the founder's birthplace."""
    passages = ["Nils Penn was an organ builder born in Kellbrook. He built his first organ in 1889."]
    church = "For which church did Nils Penn build his first organ?"
    assert not named_as_asked(church, "Kellbrook", passages)
    assert not named_as_asked("Which firm made his tools?", "Kellbrook", passages)
    assert named_as_asked("In which village was Nils Penn born?", "Kellbrook", passages)  # a place is asked
    named = [*passages, "His first organ stands in Kellbrook church."]
    assert named_as_asked(church, "Kellbrook", named), "named otherwise too: the model may read it right"
    assert named_as_asked(church, "Kellbrook", []), "nothing said about the answer: nothing to check"


def test_a_port_named_only_where_things_lie_or_routes_start_is_no_yard() -> None:
    """fresh24 h06: "Which yard did the company's very first ship come from?" was answered
    "Corvanmouth", which its passages name only as a harbour and the start of a route."""
    passages = [
        "MV Brora was built in 1958 by the Dunn yard. She is now a floating café in Pellport harbour.",
        "SS Ardle opened the first service, from Pellport to Skail, in 1909.",
    ]
    assert not named_as_asked("Which yard built the first ship?", "Pellport", passages)
    assert not named_as_asked("Which company ran the first service?", "Pellport", passages)
    assert named_as_asked("From which port did the first service sail?", "Pellport", passages)  # a place is asked
    assert named_as_asked("Which yard built the first ship?", "Dunn", passages)
    named = [*passages, "Pellport Shipyard built six steamers."]
    assert named_as_asked("Which yard built the first ship?", "Pellport", named), "named otherwise too"


def test_an_answer_whose_sentence_picks_another_rank_of_the_asked_thing_is_not_its_answer() -> None:
    """fresh14 k16 (re-run): "For which church did X build his first organ?" answered from "The
    largest, with 31 stops, stands in the Dunmere parish church.": the largest organ, not the first."""
    church = "For which church did Nils Penn build his first organ?"
    assert picks_another_of_kind(church, ["The largest, with 31 stops, stands in the Dunmere parish church."])
    assert not picks_another_of_kind(church, ["He built his first organ in 1889 for the Pell chapel."])
    assert not picks_another_of_kind(church, ["His earliest organ stands in the Pell chapel."])  # one rank, two words
    assert not picks_another_of_kind(church, ["It stands in the Pell chapel."]), "no rank written: not judged"
    assert not picks_another_of_kind("For which church did he build organs?", ["The largest is in Pell."])
    assert not fits("Who started running buses between Pell and Orla in 1922?", "Pell Valley Motor Services")
    deep = "How deep does Lake Senna get at its deepest point?"  # fresh35 k01: a measure at its extreme
    assert not picks_another_of_kind(deep, ["Lake Senna is the largest lake in the valley, up to 38 metres deep."])
    station = "How many turbines did the river drive at the first power station?"  # a pick, "at" or not
    assert picks_another_of_kind(station, ["The largest power station had four turbines."])
    # fresh70 h03's whole question: its rank picks out people, the final answer's sentence ranks a ship
    woman = "Which yard built the vessel commanded by the first woman ever to be master of a Pell Line ship?"
    assert not picks_another_of_kind(woman, ["MV Tern is the smallest ship of the Pell Line, built by the Orla yard."])
    assert picks_another_of_kind("Who was the first captain of MV Tern?", ["Ada Penn was the last captain of MV Tern."])
    # the review of b3c5a03: things by their names' endings are no people, a rank of no noun or asked with "Who" any
    for question, sentence in (
        (
            "Which yard built the largest steamer of the Pell Line?",
            "The Orla yard built the smallest ship of the line.",
        ),
        ("Who was the first of MV Tern's captains?", "Ada Penn was the last captain of MV Tern."),
        ("Who was the first master of MV Tern?", "Ada Penn was master of MV Tern on her last voyage in 1950."),
        ("At its deepest, how deep is the lake by the first ferry station?", "The largest ferry station is by a lake."),
    ):
        assert picks_another_of_kind(question, [sentence])
    statement = "The first ferry was built for a crossing. How many sailings a day does that crossing have?"
    assert not picks_another_of_kind(statement, ["It is the busiest crossing, with eleven sailings a day."])


def test_a_names_last_word_says_what_kind_of_thing_it_is() -> None:
    assert name_kind("Aske Iron Foundry") == "organisation"
    assert name_kind("the Aske Viaduct") == "building"
    assert name_kind("SS Velmar steamer") == "vessel"
    assert name_kind("MV Orrin Star") is None


def test_stems_match_a_questions_words_with_a_sentences() -> None:
    from arcana_graph.core.text import stem, stems

    assert stem("designed") == stem("designs") == stem("design") == "design"
    assert stem("was") == "was" and stem("bus") == "bus"
    assert stem("studied") == stem("studies") == stem("study") == "study"  # "-ied" / "-ies" are a "-y" word's
    assert stem("ferries") == "ferry" and stem("died") == "died"
    assert {"design", "exchange"} <= stems("She designed the corn exchanges.")


def test_the_year_another_post_ended_does_not_date_leaving_the_post_asked() -> None:
    from arcana_graph.core.answers import end_of_another_post

    question = "In which year did Captain Ivo Penn give up his post as the company's marine superintendent?"
    both = "He was the first master of SS Pell, from 1909 to 1925, and then the company's marine superintendent."
    assert end_of_another_post(question, "1925", [both])
    assert not end_of_another_post(question, "1940", ["He was its marine superintendent from 1925 to 1940."])
    assert not end_of_another_post("When did Ivo Penn become master of SS Pell?", "1909", [both])  # no post left


def test_a_pronoun_answers_nothing() -> None:
    # the small model copied "She" from "She was on the bridge when the ship ran aground"
    assert not fits("Who was master of MV Orrin Spirit?", "She")
    assert not fits("Where did the ship run aground?", "it")
    assert fits("Who was master of MV Orrin Spirit?", "Marit Haldane")
    assert not fits("What did Ivo Penn insist every ship carry?", "yes")  # a thing is asked, not a yes
    assert fits("Did Ivo Penn insist on it?", "yes")
    # nor a year for an age (fresh13 h03: "1941" for "How old was he when he went to sea?")
    assert not fits("How old was Ivo Penn when he went to sea?", "1941")
    assert fits("How old was Ivo Penn when he went to sea?", "fifteen")
    assert fits("How old is the Pell oak?", "about 1,200 years")
    # nor the asked noun itself ("taken off by lifeboat" names no lifeboat)
    assert not fits("Which lifeboat took MV Tarn's passengers off?", "lifeboat")
    assert not fits("Which lifeboat took MV Tarn's passengers off?", "the lifeboats")
    assert fits("Which lifeboat took MV Tarn's passengers off?", "the Pell lifeboat")
    # nor does a clause for a person: the father it speaks of is not named
    assert not fits("Who was the father of Ada Webb?", "Ada Webb's father was a quarryman.")


def test_who_is_not_answered_by_a_yard_and_why_not_by_a_name() -> None:
    assert not fits("Who designed MV Haldray Islander?", "Carrow Yard")
    assert not fits("Who built it?", "Tollan Shipyard")
    assert fits("Who was the builder of MV Velmar Pioneer?", "Carrow Yard")  # a role a firm holds
    assert not fits("Who was the builder of MV Velmar Pioneer?", "Pell Town Hall")  # a building holds none
    assert fits("Who designed it?", "Sigrun Vale") and fits("Who founded it?", "Samuel Brack and Ada Oduya")
    assert not fits("Why was MV Orrin Spirit built at the Carrow Yard?", "Carrow Yard")
    assert fits("Why was it built there?", "The Tollan yard was full that year.")


def test_a_conversational_opening_does_not_hide_a_comparison() -> None:
    question = "Hey, which was built first, the Haldray Lass or the Haldray Islander?"
    assert asked_kind(question) == "name" and not fits(question, "1958")
    assert compare(question, ["1958", "1961"]) == "Haldray Lass"
    assert compare("So, was the mill built before the bridge?", ["1850", "1870"]) == "yes"


def test_a_name_answer_must_be_written_in_the_passages_not_merged_from_two() -> None:
    passages = [
        "SS Velmar opened the service from Corvanmouth to Port Orrin in 1909.",
        "Rask Brothers was founded by Ansel and Birger Rask. Captain Oona Brask trains the cadets.",
        "Brack & Oduya built the railway.",
    ]
    assert not written_in("Which ship sails from Corvanmouth?", "SS Corvanmouth", passages)
    assert written_in("Which ship sails from Corvanmouth?", "SS Velmar", passages)
    assert written_in("Which yard was it?", "the Rask Brothers yard", passages)  # not a name alone
    assert written_in("Who founded it?", "Ansel B.", passages) is False
    assert written_in("Who founded it?", "Oona B.", passages)  # an abbreviated name
    assert written_in("Who runs it?", "St. Kilda’s Trust", ["The St Kilda's Trust runs it."])  # dots, apostrophes
    assert written_in("Who founded it?", "Ansel and Birger Rask", passages)
    assert written_in("Who trains the cadets?", "Oona Brask", passages)
    assert written_in("Who built the railway?", "Brack and Oduya", passages)  # "&" written out
    assert written_in("When did it open?", "in 1909", passages)  # dates and numbers: not checked


def test_an_answer_word_that_no_passage_or_the_question_holds_was_made_up() -> None:
    passages = [
        "The Tollan Shipyard was founded in 1881. Its two slipways closed in 1999, and the yard is now a marina."
    ]
    question = "What has the Tollan Shipyard become today?"
    assert made_up_words(question, "Tollan Shipyard is now a museum.", passages) == ["museum"]
    assert made_up_words(question, "The Tollan Shipyard is now a marina.", passages) == []
    assert made_up_words(question, "a marina", passages) == []
    # grammar and framing words, numbers, units reckoned from dates, inflections and spelling aside
    assert made_up_words("How long did the slipways work?", "118 years", passages) == []
    assert made_up_words("When did the slipways close?", "They closed in 1999", passages) == []
    assert made_up_words("How tall is it?", "48 meters", ["It is 48 metres tall."]) == []
    assert made_up_words("Did the yard close?", "yes", passages) == []
    assert made_up_words("How many slipways?", "two", passages) == []
    assert made_up_words("Who founded it?", "St Oda’s Trust", ["St Oda's Trust founded it."]) == []


def test_a_noun_answer_to_what_is_widened_to_the_phrase_it_heads_in_its_sentence() -> None:
    wrote = ["He planned the new terminal and wrote the harbour's first rules for car ferries manoeuvring at night."]
    question = "What did Gideon Rusk write for the harbour of Corvanmouth?"
    assert whole_phrase(question, "rules", wrote) == "the harbour's first rules for car ferries manoeuvring at night"
    clinic = ["She also set up the valley's first clinic for mothers and babies."]
    assert whole_phrase("What did Helena Marsh set up?", "valley's first clinic", clinic) == (
        "the valley's first clinic for mothers and babies"
    )
    # nothing more to say, a name, a number or another kind of question: as it is
    assert whole_phrase("What is it used as?", "floating café", ["It is now a floating café."]) == "floating café"
    assert whole_phrase("What did it make?", "Greyfold Blue", ["Its best known cheese is Greyfold Blue."]) == (
        "Greyfold Blue"
    )
    ferry = ["She is a car and passenger ferry of 110 metres built in 2008."]
    assert whole_phrase("What sort of boat is she?", "car and passenger ferry", ferry) == "car and passenger ferry"
    assert whole_phrase("Who wrote the rules?", "rules", wrote) == "rules"


def test_a_bare_name_for_which_noun_gets_the_noun_its_sentence_writes_after_it() -> None:
    taught = ["He taught at the Dunmore school from 1926 to 1962."]
    assert with_asked_noun("Which school is where Nathaniel Rudd taught?", "Dunmore", taught) == "the Dunmore school"
    assert with_asked_noun("Which school did he teach at?", "Dunmore school", taught) == "Dunmore school"
    # the noun inside a longer name, another noun, or no noun asked: as it is
    hall = ["It met in the Dunmore town hall until 1904."]
    assert with_asked_noun("Which town had the meetings?", "Dunmore", hall) == "Dunmore"
    assert with_asked_noun("Which village is it in?", "Dunmore", taught) == "Dunmore"
    assert with_asked_noun("Where did he teach?", "Dunmore", taught) == "Dunmore"


def test_a_kin_of_one_sex_is_not_answered_by_someone_whose_own_page_is_of_the_other() -> None:
    """fresh19 k16 (missing last fact): "the son of Walter Brack" names a parent, not a mother."""
    walter = "# Walter Brack\n\nWalter Brack (1866-1930) was a cycle maker. As a young man he raced."
    ines = "# Ines Calloway\n\nIness Calloway (1889-1970) was a farmer. Her cheeses won prizes."
    sons = "# Tom Hale\n\nTom Hale (1850-1901) was a son of the miller Abel Hale, and a carter."
    assert kin_of_other_sex("Who was the racing cyclist Oswald Brack's mother?", "Walter Brack", [walter])
    assert kin_of_other_sex("Who was the mother of Oswald Brack?", "Walter Brack", [walter])
    assert kin_of_other_sex("Who was Ada Hale's aunt?", "Tom Hale", [sons])  # "a son of": no aunt
    # the same sex, no own page, pronouns of both, or no kin asked: not flagged
    assert not kin_of_other_sex("Who was Oswald Brack's father?", "Walter Brack", [walter])
    assert not kin_of_other_sex("Who was Grace Calloway's mother?", "Ines Calloway", [ines.replace("Iness", "Ines")])
    assert not kin_of_other_sex("Who was Oswald Brack's mother?", "Walter Brack", [f"{walter} His wife said she"])
    assert not kin_of_other_sex("Who was Oswald Brack's mother?", "Walter Brack", ["Oswald's page. He raced."])
    assert not kin_of_other_sex("Who founded the paper her husband edited?", "Walter Brack", [walter])


def test_a_failed_steps_located_owner_becomes_a_step_of_its_own() -> None:
    from arcana_graph.core.replans import split_located_owner

    assert split_located_owner("Who was the master of the ship on the Corvanmouth route?", "#1") == (
        "Which ship was on the Corvanmouth route?",
        "Who was the master of #1?",
    )
    assert split_located_owner("Who is the head of the school in #2?", "#3") == (
        "Which school is in #2?",
        "Who is the head of #3?",
    )
    assert split_located_owner("Who led the 2004 refit of the ship on the link between A and B?", "#1") == (
        "Which ship was on the link between A and B?",
        "Who led the 2004 refit of #1?",
    )
    assert split_located_owner("Who was the master of the Tollan yard at Corvanmouth?", "#1") is None  # a name
    assert split_located_owner("Where was Oona Brask born?", "#1") is None
    assert split_located_owner("When was the master of the ship on the Haldwick route born?", "#1") is None
    assert split_located_owner("Who was the harbourmaster of the port in 1960?", "#1") is None  # a year
    # the thing "behind" another is looked up first; "who is the N behind X?" is one lookup already
    assert split_located_owner("Who ran the brickworks behind the Dunmere Infirmary's red bricks from 1911?", "#1") == (
        "Which brickworks was behind the Dunmere Infirmary's red bricks?",
        "Who ran #1 from 1911?",
    )
    assert split_located_owner("Who founded the brewery behind Aske Amber?", "#2") == (
        "Which brewery was behind Aske Amber?",
        "Who founded #2?",
    )
    assert split_located_owner("Who is the naval architect behind MV Velmar Pioneer?", "#1") is None
    assert split_located_owner("Who ran the Calder Bridge Brickworks behind the infirmary?", "#1") is None  # a name


def test_a_birth_or_death_year_is_read_from_a_lifespan_after_the_name() -> None:
    from arcana_graph.core.answers import lifespan_year

    sentence = "Sigrun Vale (1944-2019) was a naval architect born on the island of Brannoch."
    assert lifespan_year("When was Sigrun Vale born?", [sentence]) == ("1944", sentence)
    assert lifespan_year("When did Sigrun Vale die?", ["She sailed.", sentence]) == ("2019", sentence)
    assert lifespan_year("When was Halvard Quist born?", [sentence]) is None  # another person's lifespan
    middle = "Sigrun Hild Vale (1944-2019) was a naval architect."
    assert lifespan_year("When was Sigrun Vale born?", [middle]) == ("1944", middle)  # a middle name between
    daughter = "Ada Vale (1971-2020) was the daughter of Sigrun Vale."
    assert lifespan_year("When did Sigrun Vale die?", [daughter]) is None  # a relative's, same surname
    assert lifespan_year("Where was Sigrun Vale born?", [sentence]) is None  # not a year asked for
    assert lifespan_year("When was Sigrun Vale born?", ["Sigrun Vale was harbourmaster (1960-1971)."]) is None


def test_a_count_answer_must_be_written_in_the_passages() -> None:
    from arcana_graph.core.answers import number_written

    passages = ["Pell is known for its knitwear and its lobster boats.", "It has about 2,100 people and sixty looms."]
    assert not number_written("How many lobster boats work out of Pell?", "10", passages)  # made up
    assert number_written("How many people live in Pell?", "2100", passages)
    assert number_written("How many looms are there?", "60", passages)  # written in words
    assert not number_written("How many looms are there?", "ten", passages)
    assert number_written("How many years did she serve?", "26 years", passages)  # reckoned from dates
    assert number_written("When was it built?", "1905", passages)  # not a count
    assert number_written("How many cows are there?", "100", ["It keeps a hundred cows."])
    assert number_written("How many bells are there?", "21", ["It has twenty one bells."])
    listed = ["The yard built the Heron, the Kell and the Pell."]
    assert number_written("How many ships did the yard build?", "3", listed, listed)  # counted from a list
    assert number_written("How long was the service in operation?", "40 years", ["It ran from 1900 to 1940."])


def test_a_bare_count_keeps_the_hedge_its_sentence_writes() -> None:
    from arcana_graph.core.wording import with_hedge

    village = ["Haldness is a mainland village of about 1,200 inhabitants."]
    assert with_hedge("1,200", village) == "about 1,200"
    assert with_hedge("1,20", village) == "1,20"  # a number's prefix is not the number
    assert with_hedge("about 1,200", village) == "about 1,200"
    assert with_hedge("Haldness", village) == "Haldness"
    assert with_hedge("1958", ["Its harbour was finished in 1958."]) == "1958"
    assert with_hedge("60", ["The ferry boat carries up to 60 passengers."]) == "up to 60"  # a bound, kept


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "other"),
    [
        ("How many bells does St Brin's church have?", "27", "The organ, with 27 stops, was built in 1910.", True),
        ("How many passengers can MV Tern carry?", "120", "She carries 800 passengers and 120 cars.", True),
        ("How many passenger cabins does MV Tern have?", "800", "She carries 800 passengers and 120 cars.", True),
        ("How many cars can MV Tern carry?", "120 cars", "She carries 800 passengers and 120 cars.", False),
        ("How many people live in Pell?", "about 900", "Pell is a village with about 900 inhabitants.", False),
        ("How many buses did it run?", "34", "By 1950 it ran 34 green buses on eleven routes.", False),
        ("How many lime kilns were there?", "four", "Two of the four kilns still stand.", False),
        ("How many animals are sold?", "about 1,500", "About 1,500 cattle and sheep are sold.", False),
        ("How many people did the yard employ?", "90", "The yard employs about 90 men.", False),
        ("How many of them were built?", "two", "Only two organs were built.", False),  # not a counted noun
        ("How many looms were there?", "sixty", "The mill was the largest in the valley.", False),  # nothing said
        # "one of the largest" ranks, it does not count
        (
            "How many pairs of gannets nest on Orla?",
            "one",
            "Orla's cliffs hold one of the largest gannet colonies.",
            True,
        ),
        ("How many mills were there?", "one", "There was one mill, one of the oldest in the valley.", False),
        ("How many lighthouses are on Orla?", "one", "Orla has a single lighthouse, one of the oldest.", False),
        ("How many inns are in Pell?", "one", "Pell has one inn and one of the guest houses of the isles.", False),
        # fresh37 k01: a library's volumes are its books
        ("Roughly how many volumes does the Pell library hold?", "about 38,000", "It holds about 38,000 books.", False),
        ("How many books does the Pell library hold?", "38,000", "It keeps 38,000 maps.", True),
        # fresh45 k01 (held out): the counted noun after two words before it, not "different"
        ("How many different healing plants grow there?", "about 400", "It grows about 400 medicinal plants.", False),
        ("How many different healing plants grow there?", "about 400", "It has about 400 visitors a day.", True),
        ("How many new school buildings were built?", "three", "Three new school buildings were built.", False),
    ],
)
def test_a_count_of_another_thing_in_its_sentence_is_no_answer(
    question: str, answer: str, sentence: str, other: bool
) -> None:
    from arcana_graph.core.answers import counts_other_thing

    assert counts_other_thing(question, answer, [sentence]) is other


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "other"),
    [
        (
            "How tall is the diving tower at the Pell lido?",
            "50 metres",
            "It opened in 1934 and is 50 metres long.",
            True,
        ),
        ("How tall is the diving tower at the Pell lido?", "50 metres long", "The lido is 50 metres long.", True),
        ("How high is the Pell dam?", "21 metres", "Its earth dam is 21 metres high.", False),
        ("What is the height of the Pell spire?", "52 metres", "Its spire was raised to 52 metres.", False),  # no word
        ("How wide was the gasholder?", "30 metres", "The gasholder was 30 metres across.", False),
        ("How long is the canal?", "14 kilometres", "The canal is 14 kilometres long.", False),
        ("How long does the crossing take?", "50 minutes", "The 9 kilometres long crossing takes 50 minutes.", False),
    ],
)
def test_a_measure_of_another_dimension_is_no_answer(question: str, answer: str, sentence: str, other: bool) -> None:
    from arcana_graph.core.answers import measures_other_dimension

    assert measures_other_dimension(question, answer, [sentence]) is other


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "other"),
    [
        (  # a route's length for an island's: the subject names other places, the island nowhere
            "How long is Orla Isle?",
            "20 nautical miles",
            "The island link between Pellwick and Port Dunn is 20 nautical miles long and takes an hour.",
            True,
        ),
        ("What is the length of the Pell Viaduct?", "300 metres", "Carrow Yard's bridge is 300 metres long.", True),
        ("How long is Orla Isle?", "24 kilometres", "Orla Isle is the largest island, 24 kilometres long.", False),
        ("How long is Orla Isle?", "24 kilometres", "The island is 24 kilometres long.", False),  # its own page
        (  # a name before the subject's comma is no subject
            "How long is the Pell Viaduct?",
            "300 metres",
            "Built by Carrow Yard in 1880, the viaduct is 300 metres long.",
            False,
        ),
        ("How tall is Pell Tower?", "40 metres", "It was raised in 1900 by Ada Penn and is 40 metres tall.", False),
        ("How long is the canal?", "14 kilometres", "The Dunn Canal is 14 kilometres long.", False),  # names nothing
        (  # the asked town named only after the subject's head: the link's length (fresh12 h05 in the re-run)
            "How long is Port Dunn?",
            "20 nautical miles",
            "The island link between Pellwick and Port Dunn is 20 nautical miles long.",
            True,
        ),
        (  # ... but asked of the route, the route's length
            "How long is the route from Pellwick to Port Dunn?",
            "20 nautical miles",
            "The island link between Pellwick and Port Dunn is 20 nautical miles long.",
            False,
        ),
        ("How long is the island of Orla?", "24 kilometres", "The island of Orla is 24 kilometres long.", False),
    ],
)
def test_a_measure_of_another_named_thing_is_no_answer(question: str, answer: str, sentence: str, other: bool) -> None:
    from arcana_graph.core.answers import measures_other_thing

    assert measures_other_thing(question, answer, [sentence]) is other


def test_a_value_said_of_a_numbered_look_alike_is_no_answer() -> None:
    from arcana_graph.core.answers import said_of_look_alike

    successor = "MV Tarn II is a ferry of 51 metres built in 1979 to replace the old MV Tarn."
    assert said_of_look_alike("How long was the old MV Tarn?", "51 metres", [successor])
    assert said_of_look_alike("When was MV Tarn built?", "1979", [successor])
    assert not said_of_look_alike("How long is MV Tarn II?", "51 metres", [successor])  # asked about it
    assert not said_of_look_alike("When was Pell built?", "1905", ["Pell Harbour was built in 1905."])  # no number
    assert not said_of_look_alike("Which was longer, MV Tarn or MV Orla?", "MV Tarn", [successor])  # a side's name


def test_a_side_called_by_a_common_noun_is_named_as_its_sentences_name_it() -> None:
    from arcana_graph.core.answer_comparisons import name_for_side

    sentences = ["The Pell Infirmary opened in 1871.", "The library on Kirk Street opened in 1899."]
    assert name_for_side("the infirmary", sentences) == "the Pell Infirmary"
    assert name_for_side("the library on Kirk Street", sentences) == "the library on Kirk Street"  # named already
    assert name_for_side("the mill", ["The Pell Mill was built.", "Orla Mill was built."]) == "the mill"  # two
    assert name_for_side("the quarry", sentences) == "the quarry"  # none
    # a side that quotes one title is the title: the book was compared, not its author (fresh21 k13)
    assert name_for_side('Ada Penn\'s memoir "Above the Moor"', sentences) == "Above the Moor"
    assert name_for_side("Ada Penn's “Pell Songs”", sentences) == "Pell Songs"


def test_the_other_name_of_the_answers_kind_is_read_from_its_sentence() -> None:
    from arcana_graph.core.answers import other_of_same_kind

    served = ["He was chief engineer of MV Tarn from 1986 and before that served on MV Orla Lady."]
    assert other_of_same_kind("MV Tarn", served, ["MV Tarn"]) == "MV Orla Lady"
    assert other_of_same_kind("MV Tarn", served, ["MV Tarn", "MV Orla Lady"]) is None  # none left
    assert other_of_same_kind("Pell Yard", ["Ships came from Pell Yard, Orla Yard, Kirk Yard."], []) is None  # two
    assert other_of_same_kind("Ivo Penn", served, []) is None  # a person's name says no kind


def test_the_elder_of_two_named_people_is_read_from_their_lifespans() -> None:
    from arcana_graph.core.answers import elder_of

    lives = [
        "Ivo Orla (1848-1911) was a mason.",
        "Ada Penn (1841-1920) was a surveyor.",
        "Nils Rask (1868-1950) sailed.",
    ]
    assert elder_of("Who was the elder of Ivo Orla and Ada Penn?", lives) == ("Ada Penn", tuple(lives[:2]))
    assert elder_of("Who was the younger of Ivo Orla and Ada Penn?", lives) == ("Ivo Orla", tuple(lives[:2]))
    assert elder_of("Who was the elder of the brothers Ivo and Nils Rask?", lives) is None  # Ivo Rask's life unknown
    assert elder_of("Who was the elder of Ivo Orla and Ida Venn?", lives) is None  # a lifespan missing
    assert elder_of("Who was the first mayor of Pell?", lives) is None


def test_a_year_is_read_from_copied_sentences_only_when_they_state_one_year_of_what_was_asked() -> None:
    from arcana_graph.core.answers import year_stated

    page = ["MV Tern was moved to excursions in 1973, and in 1992 she was sold abroad. In 1992 she was sold abroad."]
    assert year_stated("When was MV Tern sold abroad?", ["In 1992 she was sold abroad."], page) == "1992"
    assert year_stated("When was MV Tern scrapped?", ["In 1992 she was sold abroad."], page) is None  # not said
    two_years = ["MV Tern was moved to excursions in 1973, and in 1992 she was sold abroad."]
    assert year_stated("When was MV Tern sold abroad?", two_years, page) is None  # which one: the model's call
    assert year_stated("When was MV Tern sold abroad?", ["In 1990 she was sold abroad."], page) is None  # not in it
    assert year_stated("Where was MV Tern sold?", ["In 1992 she was sold abroad."], page) is None  # no date asked


def test_the_count_asked_for_is_read_where_one_number_is_written_with_its_noun() -> None:
    from arcana_graph.core.answers import count_of_asked

    carries = "The line runs six routes and carries about 1.1 million passengers and 260,000 vehicles a year."
    assert count_of_asked("How many vehicles does the line carry?", [carries]) == ("260,000", carries)
    assert count_of_asked("How many passengers does the line carry?", [carries]) == ("1.1 million", carries)
    assert count_of_asked("How many bells does the church have?", [carries]) is None  # no such count
    two = ["The yard built 12 ferries.", "By 1990 it had built 15 ferries."]
    assert count_of_asked("How many ferries did the yard build?", two) is None  # which one: not for code
    # the noun as a word in lowercase: "1997 by the Carrow Yard" counts no cars
    page = ["MV Tern is a ferry built in 1997 by the Carrow Yard.", "She carries 200 passengers and 28 cars."]
    assert count_of_asked("How many cars does MV Tern carry?", page) == ("28", page[1])
    assert count_of_asked("How many ferries did the yard build?", ["The yard built 12 ferries."])[0] == "12"


def test_a_distance_is_no_speed() -> None:
    from arcana_graph.core.answers import distance_for_speed

    assert distance_for_speed("What is the service speed of MV Tern?", "38 nautical miles")
    assert not distance_for_speed("What is the service speed of MV Tern?", "17 knots")
    assert not distance_for_speed("How fast can MV Tern sail?", "30 kilometres an hour")
    assert not distance_for_speed("How long is the crossing?", "38 nautical miles")


@pytest.mark.parametrize(
    ("question", "evidence", "stated"),
    [
        (  # the main route's page names a ship, but nothing there is the busiest crossing
            "Which ship worked the busiest crossing of the Orla Line?",
            "The route from Pell to Orla is the main route of the Orla Line. It is worked by MV Tern.",
            False,
        ),
        (
            "Which ship worked the busiest crossing of the Orla Line?",
            "It is the busiest crossing of the Orla Line, with eleven sailings a day. MV Skua works it.",
            True,
        ),
        ("Which is the biggest square in Pell?", "Market Square is the largest square in Pell.", True),  # one another
        ("Who opened the largest hotel in Pell?", "The Heron Hotel was opened by Ada Venn.", True),  # not a which
        ("Which is the longest, the Pell, the Orla or the Kell?", "The Pell is 40 km long.", True),  # a comparison
        ("Which ship sails the Pell route?", "MV Tern sails the Pell route.", True),  # no superlative
        # a value of the largest town is asked, not which town is the largest: its page need not say so
        ("What is the population of the largest town on Orla?", "Pell has 900 inhabitants.", True),
        ("What was the valley's largest town?", "Pell is a town in the valley.", False),
        # "Which of his ships was the largest?" read as "What was his largest ship?", and its step after a lookup
        ("What was his largest ship?", "Tom Pike was master of MV Tern. MV Skua is 40 metres long.", False),
        ("What is #1's longest bridge?", "Tom Pike designed the Pell bridge.", False),
        ("What is Tom Pike's longest bridge?", "The Orla bridge, his longest, is 120 metres long.", True),
    ],
)
def test_a_thing_picked_out_by_a_superlative_is_called_that_in_its_evidence(
    question: str, evidence: str, stated: bool
) -> None:
    from arcana_graph.core.answers import states_superlative

    assert states_superlative(question, evidence) is stated


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "other"),
    [
        ("Where did Ada Venn do her training?", "Pell", "Ada Venn was born in Pell in 1949.", True),
        (
            "Where did Ada Venn do her training?",
            "Orla",
            "Ada Venn, born in Pell, trained at the college in Orla.",
            False,
        ),
        ("Where was Ada Venn born?", "Pell", "Ada Venn was born in Pell in 1949.", False),  # a birth is asked
        ("Where did Ada Venn live?", "Pell", "Ada Venn lived in Pell, where she died in 1990.", False),
        ("Where did Ada Venn die?", "Pell", "Ada Venn died in Pell.", False),
        ("Where is Ada Venn from?", "Pell", "Ada Venn was born in Pell.", False),  # a birthplace answers it
        ("Where did Ada Venn work?", "Pell", "Ada Venn was born and raised in Pell.", False),
        ("Where did Ada Venn teach?", "Pell", "Ada Venn, born in Pell, taught at the school there.", False),
        ("Where did Ada Venn do her training?", "In Pell", "Ada Venn was born in Pell in 1949.", True),
        # a place asked with "which city", a birthplace given as "the island of"
        ("In which city did Ada Venn study?", "Brannoch", "Ada Venn was born on the island of Brannoch.", True),
        ("Which town did Ada Venn study in?", "Pell", "Ada Venn was born in the town of Pell.", True),
        ("In which city did Ada Venn study?", "Orla", "Ada Venn, born in Pell, studied in Orla.", False),
        ("In which city was Ada Venn born?", "Brannoch", "Ada Venn was born on the island of Brannoch.", False),
    ],
)
def test_a_birthplace_does_not_answer_where_something_else_happened(
    question: str, answer: str, sentence: str, other: bool
) -> None:
    from arcana_graph.core.answers import birthplace_for_other_place

    assert birthplace_for_other_place(question, answer, [sentence]) is other


def test_a_birth_is_no_action_a_second_look_prefers_a_sentence_for() -> None:
    from arcana_graph.core.answers import asked_action

    # births are read by born_to_asked and lifespans, not by the "what happened to the thing" second look
    assert asked_action("When was the first mayor born?") is None
    assert asked_action("When was the bell cast?") == ("bell", "cast")


def test_a_year_in_front_of_the_question_is_asked_like_one_at_its_end() -> None:
    assert not states_asked_year("In 1900, who ran #1?", "Ada Penn ran the Orlen firm.")
    assert states_asked_year("In 1900, who ran #1?", "Ada Penn ran the Orlen firm from 1890 to 1910.")
    # a year in a statement before the question dates a thing on the way (fresh13 k07)
    asked = (
        "The Pell museum's largest exhibit is a jug thrown in 1886. While its potter led the pottery, what did it add?"
    )
    assert states_asked_year(asked, "Under her the pottery added blue-glazed tableware.")
    assert not states_asked_year("Ada Penn ran a firm. Who ran it in 1900?", "Ida Orr ran the firm.")


def test_before_or_after_is_answered_with_one_of_the_two_and_an_event_side_with_its_thing() -> None:
    question = "Was the Pell mill founded before or after the Orlen brewery?"
    assert compare(question, ["1850", "1870"]) == "before" and compare(question, ["1890", "1870"]) == "after"
    question = "Which came first, the opening of the Pell bridge or the founding of the Orlen bank?"
    assert compare(question, ["1850", "1870"]) == "the Pell bridge"
    assert fits("Was the Pell mill founded before or after the Orlen brewery?", "before")
    assert not fits("Was the Pell mill founded before or after the Orlen brewery?", "1850")


def test_a_year_read_from_a_passage_that_names_no_such_thing_dates_another_thing() -> None:
    route = "# Route: Pell to Orlen\n\nThe island link is 20 nautical miles long. It opened in 1986."
    assert not passage_names_dated_thing("In what year did the lifeboat station open in Pell?", [route])
    assert passage_names_dated_thing("When did the firm start?", ["The Pell Works started in 1850."])  # its kind
    assert passage_names_dated_thing("When was the bridge built?", ["# Pell bridge\n\nIt was built in 1850."])
    assert passage_names_dated_thing("When was the Pell Star built?", [route])  # a name: other checks' job
    # a thing named after its place, described between commas: the Pell tramway, on a page with no tram
    power = "The Pell Electric Company was founded in 1903; from 1904 the streets of Pell were lit by electricity."
    tramway = (
        "In what year did the Pell tramway, whose cars ran on power from the Pell Electric Company, begin service?"
    )
    assert not passage_names_dated_thing(tramway, [power])
    assert passage_names_dated_thing(tramway, ["# Pell tramway\n\nIts cars began service in 1905."])
    # "that chapel" of a statement: not named by a place called "... Bridge"; "that ship" by "a car ferry"
    chapel = "Ada Penn was a lay preacher at the chapel in Calder Bridge. When was that chapel built?"
    assert not passage_names_dated_thing(chapel, ["Ruth Penn (1872-1950) was born in Calder Bridge."])
    assert passage_names_dated_thing(chapel, ["The Calder Bridge chapel was built in 1850."])
    ship = "Ada Penn served on another company ship. In which year was that ship built?"
    assert passage_names_dated_thing(ship, ["# MV Tern\n\nMV Tern is a car ferry built in 1962."])
    # another of its kind in a word of the text still names it (a boat for the lifeboat, a church for the chapel)
    assert passage_names_dated_thing("When was the lifeboat launched?", ["The boat was launched in 1900."])
    assert passage_names_dated_thing(chapel, ["St Anne's church was built in 1800."])


def test_a_first_record_states_when_a_thing_began() -> None:
    # fresh8 k12: "Which is older, the horse fair or the corn mill?" was refused: neither page says "founded"
    assert states_event("When was the Pell horse fair founded?", ["It was first recorded in 1688."])
    assert states_event("When was the Pell corn mill founded?", ["It is a watermill, first recorded in 1712."])
    assert states_event("When was the Pell physic garden founded?", ["The physic garden was laid out in 1926."])
    # a question ending in a birth asks no founding; one ending in a clause's verb still asks its own event
    assert states_event("When was the engineer whose nephew founded Pell Clocks born?", ["Ada Penn (1838-1919)."])
    asked = "Hi, I'd like to know the birth year of the engineer whose nephew founded Pell Clocks."
    assert states_event(asked, ["Ada Penn (1838-1919) was an engineer."])  # read as "In what year was ... born?"
    # a statement's verb before the question describes a thing on the way, not the event asked (fresh13 k09)
    asked = "The grandson of Ivo Penn designed a railway viaduct. In what year were that viaduct's iron parts cast?"
    assert states_event(asked, ["It cast mill wheels, and in 1886 the iron parts of the Pell Viaduct."])
    assert not states_event(
        "The Pell Viaduct was designed by Ivo Penn. When was it opened?", ["It was designed in 1880."]
    )
    assert not states_event("When did the tannery close that Ada Penn's family owned?", ["It was founded in 1850."])
    # a founding that only describes the thing by its founder is not the event asked (fresh11 k07)
    taken = "In which year was the company founded by Tom Pell taken over by the regional grid?"
    assert states_event(taken, ["The company was taken over by the regional grid in 1948."])
    assert not states_event("When was the mill founded by Ada Penn?", ["The mill closed in 1948."])
    # the question's own participle after a doer described in a few words (not a clause) is the event asked
    described = "In which year was the company founded by Tom Pell's younger brother taken over by the grid?"
    assert not states_event(described, ["Tom Pell in 1905 founded a company to bottle the spring."])
    # a doer described in words is no name: the founding stays the event asked
    assert not states_event("When was the society founded by the man who designed the bridge?", ["It closed in 1948."])
    # a span of years states a start only when it is the asked thing's, not a person's post
    mayor = ["For forty years he ran the cattle market, and from 1930 to 1936 he was the town's mayor."]
    assert not states_event("In what year was the Pell Angling Association founded?", mayor)
    assert states_event("When was the Pell ferry service started?", ["It ran from 1897 to 1950."])
    assert not states_event("When was the Pell corn mill founded?", ["Its wheel stopped in 1948."])


def test_a_deed_told_of_the_pages_own_subject_after_a_clause_naming_the_asked_thing_is_not_its() -> None:
    """fresh66 h08 (held out, a false premise): "In what year was MV Corvan Maid sold abroad?" was answered 1992 from
    MV Corvan Lady's page: "When MV Corvan Maid took over her route in 1973 she was moved ..., and in 1992 she was
    sold abroad." The "she" is the Lady."""
    said = "When MV Orla Maid took over her route in 1973 she was moved to excursions, and in 1992 she was sold abroad."
    lady = f"# MV Orla Lady\n\nMV Orla Lady was a ferry of 55 metres. {said}"
    asked = "I was wondering: in what year was MV Orla Maid sold abroad?"
    assert said_of_page_subject(asked, "1992", [said], [lady])
    assert not said_of_page_subject("In what year was MV Orla Lady sold abroad?", "1992", [said], [lady])
    own = "# MV Orla Maid\n\nMV Orla Maid is a ferry. When MV Orla Maid was new she was sold abroad in 1992."
    assert not said_of_page_subject(asked, "1992", [own.split("ferry. ")[1]], [own])
    relative = "In what year was the ship whose route MV Orla Maid took over sold abroad?"
    assert not said_of_page_subject(relative, "1992", [said], [lady])
    # the review of 779ea1c: "In which year" is no relative clause; a clause tying the ship to no other, or a page
    # headed by the ship without its prefix, tells the ship's own deed
    assert said_of_page_subject("In which year was MV Orla Maid sold abroad?", "1992", [said], [lady])
    withdrawn = "When MV Orla Maid was withdrawn in 1992 she was sold to Greek owners."
    assert not said_of_page_subject(
        "Who bought MV Orla Maid?", "Greek owners", [withdrawn], [f"# Orla Ferries\n\n{withdrawn}"]
    )
    assert not said_of_page_subject(asked, "1992", [said], [f"# Orla Maid\n\n{said}"])


def test_the_place_written_after_the_asked_thing_is_its_place() -> None:
    """fresh67 k05 (held out): "In which village was the inn run by Cora Venn for a decade?" was answered with the
    hotel's town from "She kept the coaching inn at Fenwick Ford for ten years before opening a hotel of her own in
    Brightwater"."""
    said = ["She kept the coaching inn at Orla Ford for ten years before opening a hotel of her own in Pell."]
    asked = "In which village was the inn run by Ada Penn for a decade?"
    assert place_of_asked_thing(asked, "Pell", said) == "Orla Ford"
    assert place_of_asked_thing(asked, "Orla Ford", said) is None
    assert place_of_asked_thing("In which town was the hotel opened by Ada Penn?", "Pell", said) is None
    assert place_of_asked_thing("Who ran the inn?", "Pell", said) is None
    # the review of ee4fb83: a street, a month, "The ..." or a deed done to the thing ("cast") tells no village
    for street in (
        "She kept the inn in Kell Street.",
        "She kept the inn in March 1890.",
        "She kept the inn at The Swan.",
    ):
        assert place_of_asked_thing(asked, "Orla Ford", [street]) is None
    cast = ["The bell at St Mary was cast in Loughborough."]
    assert place_of_asked_thing("In which town was the bell cast?", "Loughborough", cast) is None
    coaching = ["She kept the coaching inn at Orla Ford, then a hotel in Pell."]
    assert (
        place_of_asked_thing("In which village was the coaching inn run by Ada Penn?", "Pell", coaching) == "Orla Ford"
    )


def test_something_found_at_a_yard_states_no_founding() -> None:
    """fresh66 h04: "cracks were found in its hinges" is the past of "find"; "founded in 1902" is a founding."""
    question = "In what year was Holm Brothers yard founded?"
    assert not states_event(question, ["In 2001 its stern door was renewed after cracks were found in its hinges."])
    assert states_event(question, ["Holm Brothers is a shipyard at Orla, founded in 1902 by Ansel Holm."])
    # the past of "find" is read so only where a founding is asked: "When was the hoard found?" asks of a finding
    assert states_event("When was the hoard found?", ["The hoard was found in 1840 by a farmer."])
    assert "find" in stems(found_as_find("the cracks that were found", question))
    assert found_as_find("the hoard was found", "Where was the hoard found?") == "the hoard was found"


def test_a_statement_giving_a_person_a_post_their_page_gives_elsewhere_is_a_false_premise() -> None:
    page = "# Ada Penn\n\nAda Penn (1891-1975) was a solicitor born in Orlen. From 1946 to 1950 she was mayor of Orlen."
    other = "# Mary Kell\n\nMary Kell was mayor of Pell from 1921 to 1925."
    assert premise_of_another_post("The solicitor Ada Penn was the first woman to be mayor of Pell.", [page, other])
    assert not premise_of_another_post("The solicitor Ada Penn was mayor of Orlen.", [page, other])
    assert not premise_of_another_post("The daughter of Ada Penn became mayor of Pell.", [page, other])  # not hers
    assert not premise_of_another_post("Mary Kell was mayor of Pell.", [page, other])


def test_a_structures_start_is_its_building_a_firms_is_not() -> None:
    # fresh8 h09: "Which came first, the breakwater at Pell or ...?" was refused: "built in 1928" is no founding
    assert states_event("When was the granite breakwater at Pell founded?", ["A breakwater built in 1928."])
    assert states_event("When was the harbour at Orlen founded?", ["Its harbour was finished in 1958."])
    assert not states_event("When was the shipyard founded?", ["The shipyard built MV Tern in 1958."])


def test_a_birth_year_is_no_answer_to_when_a_person_did_something_else() -> None:
    """ "born on the island of Brannoch in 1950, was harbourmaster ... from 1988" answers "when did
    he become a harbourmaster?" with 1988, not 1950 (fresh11 h09 compared the birth year)."""
    sentence = ["Tom Pell, born on the island of Orla in 1950, was harbourmaster of Pell from 1988 to 2015."]
    assert birth_year_for_other_event("When did Tom Pell become a harbourmaster?", "1950", sentence)
    assert not birth_year_for_other_event("When did Tom Pell become a harbourmaster?", "1988", sentence)
    assert not birth_year_for_other_event("When was Tom Pell born?", "1950", sentence)
    assert birth_year_for_other_event(
        "When did Ada Penn open her shop?", "1841", ["Ada Penn (1841-1915) opened a shop."]
    )


def test_a_town_does_not_name_an_airfield_asked_for() -> None:
    """ "Which grass airfield is where X taught flying?" is not answered by the town the airfield
    lies near, which the passages call a market town: sites (airfields, racecourses, cemeteries)
    are things of their own kind, not places."""
    question = "Which grass airfield is where Beatrix Venn taught flying?"
    passages = ["Ossery is a market town in the south of the Kestrel Valley."]
    assert not named_as_asked(question, "Ossery", passages)
    assert named_as_asked(question, "Hale Field", ["Hale Field is a grass airfield near Ossery."])


def test_a_building_put_up_is_not_dated_by_a_founding() -> None:
    """ "In which year was the building holding that room put up?" asks when it was built: a
    school's founding year in the answer's sentence does not say it; "built", "erected" or "dates
    from" does. A "put up by a contractor founded in what year" still asks the founding."""
    question = "A school began in an upstairs room. In which year was the building holding that room put up?"
    assert not states_event(question, ["He was the first headmaster of the Marrow End school, founded in 1885."])
    assert states_event(question, ["The market hall of Marrow End was built in 1846 on the main street."])
    assert states_event("When was the Pell hall erected?", ["The Pell hall dates from 1846."])
    in_place = "The Dunmere Infirmary was put up by a contractor that had been founded in what year?"
    assert states_event(in_place, ["The contractor was founded in 1872."])


def test_the_place_an_unnamed_thing_lies_near_is_not_its_name() -> None:
    """ "She taught flying at a grass airfield near Ossery" does not name the airfield "Which grass
    airfield ...?" asks for; a sentence that names it does, and a place asked for is a place."""
    question = "Which grass airfield is where Beatrix Venn taught flying?"
    assert locates_asked_thing(question, "Ossery", ["She taught flying at a grass airfield near Ossery."])
    assert not locates_asked_thing(question, "Hale Field", ["She taught flying at Hale Field, a grass airfield."])
    assert not locates_asked_thing("Which town is the airfield in?", "Ossery", ["The airfield near Ossery."])


def test_a_firm_found_for_a_building_is_named_as_that_firms_building() -> None:
    step = "Which dry dock is the one in which the ferry was repaired?"
    assert as_asked_thing(step, "Rask Brothers yard") == "the dry dock of Rask Brothers yard"
    assert as_asked_thing(step, "the Haldness dry dock") == "the Haldness dry dock"  # a building: as it is
    assert as_asked_thing("Which ship was built there?", "Rask Brothers yard") == "Rask Brothers yard"
    assert as_asked_thing("Who built the dock?", "Rask Brothers yard") == "Rask Brothers yard"
    # fresh47 h04: asked with "did" ("Which dry dock did MV X have her plating replaced in?") too
    did = "Which dry dock did MV Tern have her plating replaced in?"
    assert as_asked_thing(did, "Rask Brothers yard") == "the dry dock of Rask Brothers yard"


def test_a_founder_is_not_who_did_another_deed_to_what_was_founded() -> None:
    """fresh14 h06 (traced on 0ad6771): "Who dug the dry dock of Rask Brothers yard?" answered by
    "Rask Brothers ... was founded in 1902 by Ansel and Birger Rask"."""
    founded = ["Rask Brothers is a shipyard at Haldness, founded in 1902 by Ansel and Birger Rask."]
    dug = "Who dug the dry dock of Rask Brothers yard?"
    assert founder_for_other_deed(dug, "Ansel and Birger Rask", founded)
    assert not founder_for_other_deed(dug, "Birger Rask", ["He dug its dry dock in 1936, Birger Rask said."])
    assert not founder_for_other_deed("Who founded Rask Brothers?", "Ansel and Birger Rask", founded)
    assert not founder_for_other_deed("Who ran Rask Brothers after 1940?", "Birger Rask", founded)  # founders run
    assert not founder_for_other_deed(dug, "Ada Penn", founded), "a name the founding does not give"
    # fresh53 k10: a start asked ("Who began bottling the spring?") is the founding "to bottle" it
    bottled = ["The Pell Spring Water Company was founded in 1905 by Tom Oakes to bottle the mineral spring."]
    assert not founder_for_other_deed("Who began bottling the mineral spring above Pell?", "Tom Oakes", bottled)


def test_who_did_a_deed_to_a_thing_is_read_off_the_one_persons_page() -> None:
    birger = "# Birger Rask\n\nBirger Rask (1874-1951) was a boatbuilder. He dug its dry dock in 1936."
    ansel = "# Ansel Rask\n\nAnsel Rask (1871-1940) was a boatbuilder. He drew the lines of every hull."
    assert doer_of("Who dug the dry dock of Rask Brothers yard?", [ansel, birger]) == (
        "Birger Rask",
        "He dug its dry dock in 1936.",
    )
    assert doer_of("Who dug the dry dock in 1930?", [birger]) is None, "a dated deed: the model reads it"
    assert doer_of("Who dug the Pell Dock?", [birger]) is None, "a named thing: the model reads it"
    assert doer_of("Who founded the dry dock?", [birger]) is None
    assert doer_of("Who dug the dry dock?", [birger, birger.replace("Birger", "Olaf")]) is None, "two say so"


def test_a_year_of_the_event_that_only_describes_the_thing_is_not_the_asked_events() -> None:
    """fresh15 k02 (held out, 9d8d5cb): "When was a glasshouse added to the garden ... laid out
    behind the pottery?" answered 1926, the year the garden was laid out."""
    added = "When was a bandstand added to the park laid out by the river?"
    laid = ["The park was laid out in 1890 by the town council."]
    assert dates_describing_event(added, "1890", laid)
    assert not dates_describing_event(added, "1905", ["A bandstand was added in 1905."])
    assert not dates_describing_event(added, "1890", ["The park, laid out in 1890, got a bandstand added then."])
    # the asked participle is the one outside a clause of its own, without "by" after it where there is one
    assert not dates_describing_event(
        "When was the firm that built the Pell bridge founded?", "1861", ["It was founded in 1861 and built bridges."]
    )
    founded = "In what year was the yard founded by the engineer who had worked in the navy's yards?"
    assert not dates_describing_event(
        founded, "1947", ["The yard was founded in 1947 by Ada Penn, who had worked there."]
    )
    assert dates_describing_event(
        "When was the ship commanded by Ada Penn fitted with cabins?", "1980", ["Ada Penn commanded her from 1980."]
    )


def test_a_name_asked_of_one_kind_is_not_answered_by_a_name_of_another_kind() -> None:
    """fresh15 k18 (held out, 9d8d5cb): "... a boat that sank off the village. What was that boat
    called?" answered "Wendle boatyard"."""
    called = "A bell was cast from the fittings of a boat that sank. What was that boat called?"
    assert not named_as_asked(called, "Pell boatyard", [])
    assert named_as_asked(called, "the Heron", [])
    assert not named_as_asked("What is the name of the ship?", "Carrow Yard", [])
    assert not named_as_asked("Which village did she come from?", "Pell Mill", [])
    assert named_as_asked("Which yard built the ship?", "Rask Brothers", []), "a firm named after people"
    assert named_as_asked("Which building houses the club?", "Pell School", []), "a school is a building too"
    assert named_as_asked("At which village's school did she teach?", "Harlow Cross School", [])
    # fresh15 h11 (held out, 9d8d5cb): a vessel asked for is named, not described
    assert not named_as_asked("Which vessel did she command?", "company's ships", [])
    assert named_as_asked("Which vessel did she command?", "MV Tern", [])
    assert named_as_asked("How many vessels did she command?", "three", [])
    # fresh21 k11: a village named after its bridge is a place when its passages say so
    born = ["Ada Penn (1801-1872) was a linen merchant born in Pell Bridge."]
    assert named_as_asked("In which village was Ada Penn born?", "Pell Bridge", born)
    assert named_as_asked("Which village has the chapel?", "Pell Bridge", ["Pell Bridge is a village on the heath."])
    assert not named_as_asked("In which village was Ada Penn born?", "Pell Bridge", ["Pell Bridge spans the Kell."])


def test_what_a_question_excepts_is_no_answer_to_it() -> None:
    """fresh15 h05 and h07 (held out, 9d8d5cb): the excepted thing answered, alone or in the list."""
    known = "Apart from its lifeboat station, what is Pell known for?"
    assert without_excepted(known, "knitwear, lobster boats, lifeboat station") == "knitwear and lobster boats"
    assert without_excepted(known, "its knitwear and its lobster boats") == "its knitwear and its lobster boats"
    assert without_excepted("Who built it?", "Ada and Ivo Penn") == "Ada and Ivo Penn"
    ships = "Besides large ferries, what kind of ships does the yard build?"
    assert repeats_question(ships, "ferries") and not repeats_question(ships, "research ships")


def test_todays_figure_is_no_answer_for_a_past_time() -> None:
    """fresh15 h12 (held out, 9d8d5cb): a town's population "when the company was founded there"
    answered with today's ("a town of about 31,000 inhabitants")."""
    then = "How many people lived in Pell at the time the ferry company was founded there?"
    assert today_for_past_time(then, "about 31,000", ["Pell is a town of about 31,000 inhabitants."])
    assert not today_for_past_time(then, "about 3,000", ["In 1909 Pell had about 3,000 inhabitants."])
    assert not today_for_past_time("How many people live in Pell?", "about 31,000", ["Pell has about 31,000."])
    # fresh66 h03: a time in a statement before the question, or a word after "after", asks no past time
    retired = (
        "After retiring, the man who was harbourmaster of Pell went back to the island he was born on. About how many "
        "people live on that island?"
    )
    assert not today_for_past_time(retired, "about 640", ["Skarra is an island which has about 640 inhabitants."])
    assert today_for_past_time(
        "How many people lived on Skarra when the Pell mill was built?", "about 640", ["Skarra has about 640 people."]
    )
    # the review of 779ea1c: "its", "construction", and "St." or "Mrs." inside the question still ask a past time
    for then in (
        "How many people lived on Skarra when its mill was built?",
        "How many people lived on Skarra when construction of the mill was finished?",
        "When St. Mary's church was built, how many people lived on Skarra?",
        "How many people lived on Skarra after Mrs. Penn was made mayor?",
    ):
        assert today_for_past_time(then, "about 640", ["Skarra has about 640 people."])


def test_he_on_another_persons_page_is_not_the_asked_doer() -> None:
    """fresh15 k16 (held out, 9d8d5cb): "in which year did the potter Amos Rudd found the tannery?"
    answered 1819 from his father's page ("In 1819 he ... founded the Marrow End Tannery")."""
    page = "# Ezra Penn\n\nEzra Penn (1781-1850) was a tanner. In 1819 he founded the Pell Tannery.\n"
    said = ["In 1819 he founded the Pell Tannery."]
    assert not agent_in_answer("When did the potter Amos Penn found the Pell Tannery?", said, [page])
    assert agent_in_answer("When did the tanner Ezra Penn found the Pell Tannery?", said, [page])
    assert agent_in_answer("When did the potter Amos Penn found the Pell Tannery?", said), "no page: not judged"
    thing_page = "# Pell Tannery\n\nThe Pell Tannery was Amos Penn's. In 1819 he founded it.\n"
    assert agent_in_answer("When did the potter Amos Penn found the Pell Tannery?", said, [thing_page])


def test_a_name_asked_is_one_the_sentences_give_the_thing() -> None:
    """fresh15 h10 (held out, 9d8d5cb): "... built the first motor lifeboat. What was that lifeboat
    called?" answered with a ship whose passengers "were taken off by lifeboat"."""
    called = "Ivo Marsh built the first lifeboat of the isles. What was that lifeboat called?"
    aground = ["MV Heron ran aground in 2011.", "Her passengers were taken off by lifeboat."]
    assert name_of_another_thing(called, "MV Heron", aground)
    for said in ("He built a lifeboat called Hope.", "The lifeboat Hope was his.", "Hope was a motor lifeboat."):
        assert not name_of_another_thing(called, "Hope", [said])
    assert not name_of_another_thing("Who built the lifeboat?", "Ivo Marsh", aground), "no name asked"


def test_what_a_thing_is_known_for_is_read_whole_after_known_for() -> None:
    """fresh15 h02 (held out, 9d8d5cb): "what were X's designs known for?" answered "steady motion"."""
    said = ["Her ferry designs were known for their steady motion in a beam sea."]
    asked = "What were Ada Penn's ferry designs known for?"
    assert whole_phrase(asked, "steady motion", said) == "their steady motion in a beam sea"
    pell = ["Pell is known for its knitwear and its lobster boats, and for the lifeboat station."]
    assert whole_phrase("What is Pell known for?", "knitwear", pell) == "its knitwear and its lobster boats"
    assert whole_phrase("What is Pell known for?", "cheese", pell) == "cheese", "not in the sentence"


def test_the_asked_events_year_is_read_from_the_one_sentence_stating_it() -> None:
    page = "The park was laid out in 1890 by the council. A bandstand was added in 1905. It has a pond."
    assert asked_event_year("When was a bandstand added to the park laid out by the river?", [page]) == (
        "1905",
        "A bandstand was added in 1905.",
    )
    assert asked_event_year("When was a pond added to the park laid out by the river?", [page]) is None
    two = "A bandstand was added in 1905. A second bandstand was added in 1921."
    assert asked_event_year("When was a bandstand added to the park laid out by the river?", [two]) is None


def test_a_post_held_until_death_ends_at_the_death_year_its_page_gives() -> None:
    """fresh16 k18 (wrong time): "from 1912 until his death" is no answer for 1940 when he died in 1936."""
    page = "# Ivo Marsh\n\nIvo Marsh (1868-1936) was a composer. He was organist of St Ann's from 1912 until his death."
    sentence = "He was organist of St Ann's from 1912 until his death."
    assert not states_asked_year("Who was the organist of St Ann's in 1940?", sentence, [page])
    assert states_asked_year("Who was the organist of St Ann's in 1930?", sentence, [page])
    assert states_asked_year("Who was the organist of St Ann's in 1940?", sentence)  # no death year read: open


def test_a_sentence_saying_the_asked_relation_or_deed_never_was_denies_it() -> None:
    """fresh16 k17 and h11 (false premises): no husband of a woman who never married, no time to
    turn round for a ferry that never has to."""
    assert denies_thing(
        "Who was the husband of Ada Penn?", ["Ada Penn never married, and she left her house to the bank."]
    )
    assert not denies_thing("Who was the husband of Ada Penn?", ["Ada Penn married the printer Ivo Orr in 1890."])
    turn = "How long does MV Tern take to turn round in harbour at Pell?"
    assert denies_thing(turn, ["Her bridges are at both ends, so she never has to turn round in harbour."])
    assert not denies_thing(turn, ["She takes twenty minutes to turn round at Pell and never sails at night."])


def test_a_year_of_another_deed_is_no_answer_for_a_deed_told_without_one() -> None:
    """fresh16 k15 (missing last fact): the orchard she planted has no year; the brickworks she ran does."""
    ran = "She ran the Pell Brickworks from 1911 to 1940 and built forty cottages for its workers."
    planted = "She also planted an orchard on the worked-out clay pits."
    asked = "The brickmaker Ada Penn planted an orchard on the clay pits. In which year did she plant it?"
    assert dates_another_deed(asked, "1911", [ran, planted])
    assert not dates_another_deed(asked, "1911", [ran])  # the deed is not told: nothing to weigh
    assert not dates_another_deed(asked, "1920", ["In 1920 she planted an orchard on the clay pits.", planted])
    built = "When did Ivo Marsh build the footbridge?"  # an irregular past tells the deed too
    assert not dates_another_deed(built, "1870", ["He built the footbridge in 1870.", "The building of it was hard."])


def test_who_founded_a_named_thing_is_read_off_the_one_sentence_naming_its_founder() -> None:
    pits = (
        "# Pell Sand Pits\n\nSand was dug here by the Pell Sand Company, founded by the glassworks' first manager, "
        "Ivo Marsh."
    )
    ivo = "# Ivo Marsh\n\nIvo Marsh (1862-1936) was a glassmaker. In 1899 he set up the Pell Sand Company."
    ada = "# Ada Penn\n\nAda Penn (1870-1940) was a potter. She founded the Pell Sand Company."
    assert founder_named("Who founded Pell Sand Company?", [pits]) == ("Ivo Marsh", pits.split("\n\n")[1])
    assert founder_named("Who founded the Pell Sand Company?", [ivo])[0] == "Ivo Marsh"  # "he" on his own page
    assert founder_named("Who founded Pell Sand Company?", [pits, ada]) is None  # two founders named: no reading
    assert founder_named("Who ran Pell Sand Company?", [pits]) is None


def test_who_held_a_named_things_post_is_read_off_the_holders_own_page() -> None:
    """fresh29 k09 (held out): "Who was the first manager of the Tillingham Glassworks?" was answered with its
    founder, from "In 1901 she founded the Tillingham Glassworks"; Luke Venn's own page says "He was the first
    manager of the Tillingham Glassworks"."""
    ivo = "# Ivo Marsh\n\nIvo Marsh (1862-1936) was a glassmaker. He was the first manager of the Pell Glassworks."
    ada = "# Ada Penn\n\nAda Penn (1874-1958) was a glassmaker. In 1901 she founded the Pell Glassworks."
    sentence = "He was the first manager of the Pell Glassworks."
    assert post_holder_named("Who was the first manager of the Pell Glassworks?", [ada, ivo]) == ("Ivo Marsh", sentence)
    assert post_holder_named("Who was the founder of the Pell Glassworks?", [ada, ivo]) is None  # not "he was" it
    assert post_holder_named("Who was the first manager of the Kell Glassworks?", [ada, ivo]) is None  # another works
    tom = "# Tom Hale\n\nTom Hale (1860-1930) was a glassmaker. He was the first manager of the Pell Glassworks."
    assert post_holder_named("Who was the first manager of the Pell Glassworks?", [ivo, tom]) is None  # two say so
    # the review of b42b4eb: a "he" on a woman's page is another man; a part of the works is not the works
    wife = (
        "# Ada Penn\n\nAda Penn (1874-1958) was a potter. In 1899 she married Ivo Marsh. He was the first manager "
        "of the Pell Glassworks."
    )
    assert post_holder_named("Who was the first manager of the Pell Glassworks?", [wife]) is None
    office = (
        "# Tom Hale\n\nTom Hale (1860-1930) was a clerk. He was the first manager of the Pell Glassworks' Kell office."
    )
    assert post_holder_named("Who was the first manager of the Pell Glassworks?", [office]) is None


def test_who_held_an_owners_post_is_read_off_the_holders_own_page() -> None:
    """fresh64 h04 (held out): "Who was the Velmar Harbourline's marine superintendent?" gave up, the model twice
    reading past "He was the first master of SS Velmar, from 1909 to 1925, and then the company's marine
    superintendent" on Calum Brask's page, ranked first; SS Velmar's page ties "the company" to the Harbourline."""
    cal = (
        "# Cal Brenn\n\nCaptain Cal Brenn (1872-1948) was born in Orrin. He was the first master of SS Pelmar, from "
        "1909 to 1925, and then the company's marine superintendent."
    )
    said = "He was the first master of SS Pelmar, from 1909 to 1925, and then the company's marine superintendent."
    ship = "# SS Pelmar\n\nSS Pelmar was the first ship of the Pelmar Line. She was built in 1908."
    tie = "SS Pelmar was the first ship of the Pelmar Line."
    asked = "Who was the Pelmar Line's marine superintendent?"
    assert owners_post_holder(asked, [cal, ship]) == ("Cal Brenn", (said, tie))
    assert owners_post_holder(asked, [cal]) is None  # nothing ties "the company" to the Pelmar Line
    assert owners_post_holder("Who was the Kell Railway's marine superintendent?", [cal, ship]) is None  # not Kell's
    assert owners_post_holder("Who was the Pelmar Line's chief engineer?", [cal, ship]) is None  # another post
    named = "# Ida Holm\n\nIda Holm (1901-1980) was a clerk. She became marine superintendent of the Pelmar Line."
    assert owners_post_holder(asked, [named]) == ("Ida Holm", ("She became marine superintendent of the Pelmar Line.",))
    assert owners_post_holder(asked, [cal, ship, named]) is None  # two say so: no one answer
    wife = (
        "# Ada Penn\n\nAda Penn (1874-1958) was a potter. She married Cal Brenn. He was the Pelmar Line's marine "
        "superintendent."
    )
    assert owners_post_holder(asked, [wife]) is None  # a "he" on a woman's page is another man
    married = "# Ida Holm\n\nIda Holm (1901-1980) was a clerk. She married the Pelmar Line's marine superintendent."
    assert owners_post_holder(asked, [married]) is None  # she married him: she did not hold it


def test_the_review_of_the_owners_post_reader_and_the_founder_re_read() -> None:
    """The review of 394f51c and e6e61e3: another's post after "and" or before a name is not the page subject's; a
    place both sentences name does not make "the company" the owner; "The X (1870" opens a thing's page, not a
    person's; a founder read off the works' own page is not re-read; "the X Racing Club" is not "the X"."""
    asked = "Who was the Pelmar Line's marine superintendent?"
    cal = "# Cal Brenn\n\nCal Brenn (1872-1948) was born in Orrin. "
    for said in (
        "He was a friend of Ida Holm and the Pelmar Line's marine superintendent, Ivo Marsh.",
        "He was a clerk and the Pelmar Line's marine superintendent was his uncle.",
    ):
        assert owners_post_holder(asked, [cal + said]) is None, said
    for said in (
        "He later became the Pelmar Line's marine superintendent.",
        "He was appointed marine superintendent of the Pelmar Line.",
    ):
        assert owners_post_holder(asked, [cal + said]) == ("Cal Brenn", (said,)), said
    kell = (
        cal
        + "He joined the Kell Steam Company. He was pilot at Port Orrin and then the company's marine superintendent."
    )
    assert owners_post_holder(asked, [kell, "# Pelmar Line\n\nThe Pelmar Line ran ferries from Port Orrin."]) is None
    schooner = "# Ada Penn\n\nThe Ada Penn (1870-1931) was a schooner. She rescued the crew of the Tern Star in 1890."
    assert doer_of("Who rescued the crew of the Tern Star?", [schooner]) is None
    admiral = "# Ivo Marsh\n\nRear Admiral Sir Ivo Marsh (1870-1931) was an officer. In 1899 he founded the Pell Club."
    assert founder_named("Who founded the Pell Club?", [admiral]) == ("Ivo Marsh", "In 1899 he founded the Pell Club.")
    club = "# Ida Holm\n\nIda Holm (1890-1970) was a cyclist. In 1930 she founded the Pell Cycle Works Racing Club."
    assert founder_named("Who founded the Pell Cycle Works?", [club]) is None
    works = "# Pell Cycle Works\n\nWalt Pell founded the Pell Cycle Works in 1899."
    assert not founder_unstated_on_own_page("Who founded the Pell Cycle Works?", "Walt Pell", [works])
    fred = "# Fred Dale\n\nFred Dale (1894-1966) learned his trade at the Pell Cycle Works before founding a bus firm."
    assert founder_unstated_on_own_page("Who founded the Pell Cycle Works?", "Fred Dale", [fred])
    assert not founder_unstated_on_own_page("Who founded the Pell Cycle Works?", "Fred Dale", [])


def test_a_comparison_with_a_value_for_one_side_only_is_half_valued() -> None:
    """fresh29 k09 (held out): after the manager's lookup failed, a model's re-plan asked "Who was born earlier:
    Clara Venn (1874) or the first manager of the Tillingham Glassworks?" and took "Clara Venn", the one side
    with a value. A comparison is decided from both sides' values, never from one."""
    assert half_valued("Who was born earlier: Ada Penn (1874) or the first manager of the Pell Glassworks?")
    assert half_valued("Which is older, the quarry (1850) or the mill?")
    assert not half_valued("Who was born earlier, Ada Penn (1874) or Ivo Marsh (1862)?")
    assert not half_valued("Who was born earlier, Ada Penn or Ivo Marsh?")
    assert not half_valued("When was Ada Penn (1874-1958) married?")  # no comparison
    # a bracket that is no bare value, or an apposition read as a third side (the review of badecde)
    assert not half_valued("Which ship is longer, the Kittiwake (built 1900) or the Petrel?")
    assert not half_valued("Who was born earlier, Ada Penn (1874), or Tom Hale, the brewer (1870)?")


def test_a_club_or_a_society_is_no_firm() -> None:
    """fresh16 k16 (missing bridge): "Which firm made the Pell Cup?" was answered by the club that
    wins it, then that club's founder named."""
    assert not named_as_asked("Which firm made the Pell Cup?", "Orla Rowing Club", [])
    assert not named_as_asked("Which company printed it?", "the Pell Literary Society", [])
    assert named_as_asked("Which firm made the Pell Cup?", "Brack & Oduya", [])
    assert named_as_asked("Which club won the Pell Cup?", "Orla Rowing Club", [])


def test_a_thing_that_does_the_verb_itself_is_not_a_name_the_question_gives() -> None:
    """fresh17 k08 (after its held-out run): "Which river flows into the Aske at X?" was answered "Aske"."""
    asked = "Which river flows into the Aske at Pellbrook?"
    assert repeats_question(asked, "Aske") and repeats_question(asked, "the Aske")
    assert not repeats_question(asked, "the Pell Water")
    assert not repeats_question("Which river is longer, the Aske or the Pell?", "the Aske")  # a choice


def test_years_in_a_post_given_as_a_length_of_time_are_weighed_with_spans() -> None:
    """fresh17 k14 (after its run): "led it for thirty-five years" against "1883-1920" decided nothing."""
    asked = "Which of these two heads led their school for longer: Ada Penn at Pell, or Ivo Marsh at Orla?"
    assert compare(asked, ["thirty-five years", "1883-1920"]) == "Ivo Marsh"
    assert compare(asked, ["for 40 years", "1883-1920"]) == "Ada Penn"
    assert compare(asked, ["1883", "1883-1920"]) is None  # one year is no length


def test_a_group_of_people_answers_for_whom_a_thing_was() -> None:
    """fresh18 k04: "For whom did Agnes Pike write a handbook?" was refused the passage's "village
    nurses" (a "whom" asks for a person, so a name was required); who a thing was for may be a group."""
    assert fits("For whom did Ada Penn write a handbook?", "village nurses")
    assert fits("To whom did she leave her fortune?", "the fishermen")
    assert not fits("Who was the first matron of the Pell Infirmary?", "village nurses")


def test_a_count_is_read_before_the_asked_plural_not_before_the_verb_after_it() -> None:
    """fresh18 k02: "How many bridges cross the Aske?" read "cross" as the counted noun (it ends in
    "s"), so "one" of "Fourteen bridges and one viaduct" passed and was read back as the count."""
    from arcana_graph.core.answers import count_of_asked, counts_other_thing

    sentence = "Fourteen bridges and one viaduct cross the river; salmon return to it each autumn."
    question = "How many bridges cross the Pell?"
    assert counts_other_thing(question, "one", [sentence])
    assert not counts_other_thing(question, "Fourteen", [sentence])
    assert count_of_asked(question, [sentence]) == ("Fourteen", sentence)
    assert count_of_asked("How many bus routes does Pell have?", ["Pell has 4 bus routes."]) == (
        "4",
        "Pell has 4 bus routes.",
    )


def test_an_attribute_asked_of_a_description_is_not_answered_with_the_descriptions_own_words() -> None:
    """fresh18 k10, k15: "What was the trade of the person who taught boatbuilding to X?" answered
    "boatbuilding", and "What was the name of the dog she won with?" after "the shepherd Dora Hale
    ..." answered "Dora Hale": the question says those; they are not what it asks."""
    assert repeats_question("What was the trade of the person who taught boatbuilding to Ada Penn?", "boatbuilding")
    assert repeats_question(
        "The shepherd Ada Penn trained her own dogs. What was the name of the dog she won the shield with?", "Ada Penn"
    )
    assert not repeats_question("What was the trade of the person who taught boatbuilding to Ada Penn?", "fisherman")


def test_a_place_given_as_a_phrase_after_a_preposition_answers_where() -> None:
    """fresh18 k05: "Where do his cast-iron kestrels still stand?" was refused "gateposts" from
    "... still stand on several gateposts" (a place had to be a name), and the re-plan answered the
    foundry's town instead."""
    from arcana_graph.core.answers import fits_as_stated

    assert fits_as_stated(
        "Where do Ada Penn's iron herons stand?", "gateposts", ["Her iron herons stand on several gateposts."]
    )
    assert fits_as_stated("Where did Ada Penn train?", "her father's office", ["She trained in her father's office."])
    assert not fits_as_stated("Where was Ada Penn born?", "farmer", ["She was a farmer."])
    assert not fits("Where do Ada Penn's iron herons stand?", "gateposts")  # without the sentence, a name is wanted


def test_a_lone_year_is_widened_to_its_span_when_the_question_weighs_lengths() -> None:
    """fresh18 h09: "When did MV X sail in the company's service?" was answered "1931" of "from 1931
    until 1979"; a start year alone is no length, so "... for more years" decided nothing."""
    from arcana_graph.core.answers import span_of_years

    question = "Of the firm's first steamer and its first motor ship, which sailed in Pell service for more years?"
    assert span_of_years(question, "1931", ["She carried freight from 1931 until 1979."]) == "1931 until 1979"
    assert span_of_years(question, "1909", ["She opened the first service in 1909 and sailed on it until 1938."]) == (
        "1909 until 1938"
    )
    assert span_of_years(question, "1931", ["She served 1931-1979."]) == "1931-1979"
    assert span_of_years(question, "1909", ["She was built in 1909."]) is None
    assert span_of_years("When was the Pell ferry built?", "1931", ["She sailed from 1931 until 1979."]) is None


def test_how_long_something_takes_is_not_answered_with_a_distance() -> None:
    """fresh20 h01: "46 nautical miles" (the route's length) for how long the overnight sailing takes."""
    question = "How long does the overnight sailing from Pell to Orla take?"
    assert distance_for_time(question, "46 nautical miles")
    assert not distance_for_time(question, "4 hours 10 minutes")
    assert not distance_for_time("How long is the route from Pell to Orla?", "46 nautical miles")


def test_a_kin_stated_on_the_kins_own_page_is_read_from_it() -> None:
    """fresh20 k06: "Simeon Marlow (1833-1904) was a peat merchant ..., a nephew of the ironfounder
    Isaac Marlow" answers "Who was Isaac Marlow's nephew?"; the model had answered Isaac Marlow."""
    from arcana_graph.core.answers import kin_from_other_side

    page = ["Tom Penn (1833-1904) was a carter born in Orla, a nephew of the ironfounder Ivo Penn.", "He sold peat."]
    assert kin_from_other_side("Who was the ironfounder Ivo Penn's nephew?", page) == ("Tom Penn", page[0])
    assert kin_from_other_side("Who was Ivo Penn's niece?", page) is None
    two = [*page, "Ada Penn (1840-1910) was a teacher, a nephew of Ivo Penn."]
    assert kin_from_other_side("Who was Ivo Penn's nephew?", two) is None  # two say so: not read


@pytest.mark.parametrize(
    ("question", "sentences", "other"),
    [
        ("Which architect designed the building?", ["He designed several gas-powered ferries for the north."], True),
        ("Who built the new bridge?", ["She built the ferry at Pell in 1880."], True),
        # the same kind, the asked noun named, or no object read: not judged
        ("Who built the new bridge?", ["She built the viaduct in 1880."], False),
        ("Who designed the building?", ["She designed the town hall and the library."], False),
        ("Who built the bridge?", ["She built ships and the bridge."], False),
        ("Who built the bridge?", ["She built ships.", "It was built by her."], False),
        ("Who designed the Pell town hall?", ["He designed several ferries."], False),  # named: other checks
    ],
)
def test_the_maker_of_an_unnamed_thing_is_not_read_off_a_maker_of_another_kind(
    question: str, sentences: list[str], other: bool
) -> None:
    assert made_other_kind(question, "Ada Penn", sentences) is other


def test_a_clause_about_another_thing_joined_to_the_answer_is_left_out() -> None:
    """fresh21 h02: the model copied the sentence's next clause, about another thing."""
    from arcana_graph.core.answers import without_another_subjects_clause as trimmed

    asked = "What was done to MV Pell's stern ramp in 1994?"
    assert trimmed(asked, "widened for trailers and her cattle pens were given troughs") == "widened for trailers"
    # the clause's subject is what the question asks about, or there is no other clause: as it is
    both = "What was done to MV Pell's ramp and pens in 1994?"
    assert trimmed(both, "widened and her pens were given troughs") == "widened and her pens were given troughs"
    assert trimmed(asked, "widened and lengthened") == "widened and lengthened"


def test_a_post_a_statement_gives_is_not_asked_when_the_question_asks_about_a_kin() -> None:
    """fresh21 h05 (re-run): the father's birth year, read from his own lifespan, was refused for
    naming no managing director: the post is the son's, in the statement."""
    question = "Ada Penn became managing director of the Pell Line in 1931. In which year was her father born?"
    assert states_role(question, ["Ivo Penn (1868-1931) was a shipowner born in Pell."])
    asked = "Ada Penn became managing director of the Pell Line. When did she become managing director of it?"
    assert not states_role(asked, ["She was born in 1900."])


def test_a_year_whose_sentences_name_neither_the_thing_nor_the_deed_dates_something_else() -> None:
    """fresh22 h10 (held out, 8ccdbc8): a ship's building year for when her wheelchair lift was fitted."""
    from arcana_graph.core.answers import dates_unsaid_thing

    lift = "MV Pell was the first ship of the line with a lift for wheelchairs. In what year was that lift fitted?"
    assert dates_unsaid_thing(lift, "1958", ["MV Pell was built in 1958 at the Orlen yard."])
    assert not dates_unsaid_thing(lift, "1958", ["A lift for wheelchairs was fitted in 1958."])
    assert not dates_unsaid_thing(lift, "1958", ["In 1958 the yard fitted her with one."])  # the deed said
    assert not dates_unsaid_thing("When was the bandstand built?", "1905", ["It was built in 1905."])
    assert not dates_unsaid_thing("Who fitted that lift?", "Ada Penn", ["MV Pell was built in 1958."])
    # fresh47 h04: the thing told by its owner ("the dry dock of Rask Brothers yard"), answered with the yard's year
    dock = "In what year was the dry dock of Pell Brothers yard dug?"
    assert dates_unsaid_thing(dock, "1902", ["Pell Brothers is a shipyard, founded in 1902 by Ada and Tom Pell."])
    assert not dates_unsaid_thing(dock, "1936", ["He dug its dry dock in 1936, the only one in the isles."])
    # the second review of the fresh26 fixes: a founding said in other words is the deed; a short verb is
    # read whole ("set" is not "settled")
    firm = "Ada Penn's son ran a firm. In what year was that firm established?"
    assert not dates_unsaid_thing(firm, "1850", ["It was set up in 1850 by Ada Penn."])
    quay = "Pell has an old quay. In what year was that quay set up?"
    assert dates_unsaid_thing(quay, "1850", ["The family settled in Pell in 1850."])
    # ... but its own forms are the deed ("moved" for "move"; the second review of this fix)
    bell = "Pell church had a bell. In what year did they move that bell?"
    assert not dates_unsaid_thing(bell, "1890", ["It was moved to the tower in 1890."])
    assert dates_unsaid_thing(bell, "1890", ["The movement of 1890 built the hall."])


def test_a_side_named_with_when_its_value_counts_is_answered_by_its_name() -> None:
    """fresh22 h09 was answered "MV Orrin Star at her service speed": the winner is the ship."""
    question = (
        "Which is the faster ship: MV Tern at her service speed, or MV Gull since she got her new engines in 1989?"
    )
    assert compare(question, ["17 knots", "15 knots"]) == "MV Tern"
    assert compare(question, ["13 knots", "15 knots"]) == "MV Gull"
    assert compare("Which is older, the church in Pell or the mill at Orlen?", ["1801", "1790"]) == "mill at Orlen"


def test_a_ships_years_in_service_end_with_the_year_its_page_says_she_left() -> None:
    """fresh22 h08: "built in 1958" is no length; her page's "She was withdrawn in 1997" ends the
    span (the model cites the first sentence only). A later year of another kind ends nothing."""
    from arcana_graph.core.answers import span_of_years

    question = "Which ship was in the company's service for more years, MV Tern or MV Gull?"
    built = ["MV Tern was a ferry built in 1958 by the Pell yard."]
    assert span_of_years(question, "1958", built, ["She was withdrawn in 1997 and is now a cafe."]) == "1958 to 1997"
    assert span_of_years(question, "1964", built, ["In 1973 she moved, and in 1992 she was sold abroad."]) == (
        "1964 to 1992"
    )
    assert span_of_years(question, "1958", built, ["She was lengthened in 1975."]) is None
    sold = ["In 1992 she was sold abroad."]
    assert span_of_years(question, "1964 to 1997", built, sold) == "1964 to 1992"  # the model made up 1997
    assert span_of_years(question, "1964 to 1992", built, sold) is None  # a span its page writes stands
    assert span_of_years("When was MV Tern built?", "1958", built, ["She was withdrawn in 1997."]) is None


def test_a_year_opening_a_clause_about_another_thing_does_not_date_the_asked_one() -> None:
    """fresh22 k17: "It cast ... the gas lamp posts of Dunmere, and in 1886 the iron parts of the
    Aske Viaduct" answered "In what year were they cast?" (the lamp posts) with 1886."""
    from arcana_graph.core.answers import dates_gapped_clause

    sentence = [
        "It cast railings, mill wheels and the lamp posts of Pell, and in 1886 the iron parts of the Orlen Bridge."
    ]
    question = "The lamp posts that lit Pell came from the Orlen Foundry. In what year were they cast?"
    assert dates_gapped_clause(question, "1886", sentence)
    assert not dates_gapped_clause("When were the iron parts of the Orlen Bridge cast?", "1886", sentence)
    assert not dates_gapped_clause(question, "1886", ["It cast railings, and in 1886 the foundry closed."])
    assert not dates_gapped_clause("What did the foundry cast?", "1886", sentence)  # no "when"


def test_an_older_kin_who_did_a_deed_is_a_false_premise_when_the_doer_is_the_younger() -> None:
    """fresh22 k15: "Lionel Oakes had an older brother who founded the Electric Light Company" was
    answered with his younger brother's birth year; either page shows the premise false."""
    from arcana_graph.core.answers import premise_of_kin_age

    statement = "The chemist Ivo Marsh had an older brother who founded the Pell Gas Company."
    doer = "Hugo Marsh (1871-1944) was an engineer, the younger brother of Ivo Marsh. He founded the Pell Gas Company."
    owner = "Ivo Marsh (1868-1939) was a chemist, the elder brother of Hugo Marsh."
    firm = "The Pell Gas Company was founded in 1903 by Hugo Marsh."
    assert premise_of_kin_age(statement, [doer, firm])
    assert premise_of_kin_age(statement, [owner, firm])
    assert not premise_of_kin_age(statement.replace("older", "younger"), [doer, owner, firm])
    assert not premise_of_kin_age(statement, [firm])  # nothing says how they are kin


def test_a_material_asked_for_is_answered_without_what_it_was_made_for() -> None:
    """fresh22 k01: "What did X make its ropes from?" was answered "hemp for the canal barges"."""
    from arcana_graph.core.answers import without_purpose

    assert without_purpose("What did the Pell Ropeworks make its ropes from?", "hemp for the canal barges") == "hemp"
    assert without_purpose("What was the Pell bell cast from?", "bronze") == "bronze"
    assert without_purpose("Who built the bridge for the railway?", "Ada Penn for the council") == (
        "Ada Penn for the council"
    )


def test_a_birth_of_the_person_a_described_one_is_told_through_is_not_the_described_ones() -> None:
    """fresh22 k11: "X began teaching at a school in 1926. In which village was the head teacher he
    first worked under born?" was answered with X's own birthplace."""
    question = (
        "Ivo Marsh began teaching at a school in 1926. "
        "In which village was the head teacher he first worked under born?"
    )
    assert not born_to_asked(question, ["Ivo Marsh (1902-1981) was a schoolmaster born in Kellbrook."])
    assert born_to_asked(question, ["Ada Penn (1870-1950) was a teacher born in Fenwick Ford."])
    assert born_to_asked("Where was Ivo Marsh born?", ["Ivo Marsh (1902-1981) was a schoolmaster born in Kellbrook."])
    named = "In which village was the head teacher Ivo Marsh first worked under born?"  # a re-plan names him
    assert not born_to_asked(named, ["Ivo Marsh (1902-1981) was a schoolmaster born in Kellbrook."])
    architect = "Where was the architect of the Pell town hall born?"  # no deed told through anyone
    assert born_to_asked(architect, ["Ada Penn (1870-1950) was an architect born in Pell."], ["Ada Penn"])


def test_an_evidence_sentence_with_a_name_its_passage_never_writes_is_a_misquote() -> None:
    """fresh22 h05: the model copied Orrinsay's sentence with "Gannet Skerry" in Orrinsay's place and
    answered the rock's population with the island's."""
    from arcana_graph.core.answers import misquotes_name

    island = "# Orla\n\nOrla is the largest island of the Pell Isles, with about 7,800 inhabitants."
    rock = "# Gull Rock\n\nGull Rock is a low rock on the approach to Brannay."
    assert misquotes_name(
        ["Gull Rock is the largest island of the Pell Isles, with about 7,800 inhabitants."], [island, rock]
    )
    assert not misquotes_name(
        ["Orla is the largest island of the Pell Isles, with about 7,800 inhabitants."], [island, rock]
    )
    ship = "# MV Tern\n\nMV Tern was built in 1958. She was withdrawn in 1997."
    assert not misquotes_name(["MV Tern was withdrawn in 1997."], [ship])  # "She" written as the name its page gives


def test_a_why_question_that_says_never_is_answered_by_the_sentence_saying_so() -> None:
    """fresh23 h01: "Why does X never have to turn round in harbour?" gave up, reading its answer's
    "she never has to turn round" as a denial; the same sentence still denies a question that
    does not say never."""
    from arcana_graph.core.answers import denies_thing

    said = ["Her propellers and bridges are at both ends, so she never has to turn round in harbour."]
    assert not denies_thing("Why does MV Tern never have to turn round in harbour?", said)
    assert denies_thing("How long does MV Tern take to turn round in harbour?", said)


def test_a_side_described_by_where_it_lies_is_answered_by_the_name_its_page_gives() -> None:
    """fresh23 k12: "the park on Dunmore's old bleaching fields" won; its page is headed "Dunmore
    Park". A name of another place's thing is not taken for it."""
    from arcana_graph.core.answer_comparisons import name_for_side

    assert name_for_side("park on Pell's old fields", ["Pell Park", "The town opened the park in 1931."]) == (
        "the Pell Park"
    )
    assert name_for_side(
        "mill at Orlen", ["The Pell Mill was built in 1801.", "The mill at Orlen dates from 1790."]
    ) == ("mill at Orlen")


def test_a_title_asked_for_is_not_answered_with_the_things_description() -> None:
    """fresh23 k15: "What is the title of the handbook for village nurses written by X?" was answered
    "Agnes Pike's handbook for village nurses", the question's own words after a name."""
    from arcana_graph.core.answers import repeats_question

    question = "What is the title of the handbook for village nurses written by the Pell Infirmary's first matron?"
    assert repeats_question(question, "Ada Penn's handbook for village nurses")
    assert not repeats_question(question, "The Village Nurse")


def test_a_name_asked_of_a_kin_the_statement_names_is_not_a_woman_for_her_husband() -> None:
    """fresh23 k17: "X launched the paper jointly with her husband. What was his name?" was answered
    with a woman whose own page says "She"."""
    from arcana_graph.core.answers import kin_of_other_sex

    question = "Ada Penn is said to have launched the Pell Courier jointly with her husband. What was his name?"
    her = "# Cora Venn\n\nCora Venn (1870-1944) was headmistress of the Pell school. She wrote a history of Pell."
    him = "# Ivo Penn\n\nIvo Penn (1860-1920) was a printer. He ran the press on Mill Lane."
    assert kin_of_other_sex(question, "Cora Venn", [her])
    assert not kin_of_other_sex(question, "Ivo Penn", [him])
    assert not kin_of_other_sex("Ada Penn launched the Pell Courier. What was its name?", "Cora Venn", [her])


def test_a_name_answer_written_nowhere_in_its_evidence_is_unsaid() -> None:
    """fresh23 k17: "Lydia Quern" was read off the evidence "[2] # Hester Lowe"; a name its
    sentence or that sentence's page writes stands, and no evidence given judges nothing."""
    from arcana_graph.core.answers import name_unsaid

    question = "Ada Penn launched the Pell Courier with her husband. Who is he?"
    assert name_unsaid(question, "Cora Venn", ["[2] # Ada Penn"])
    assert not name_unsaid(question, "Ivo Penn", ["She married Ivo Penn in 1860."])
    assert not name_unsaid(question, "Ivo Penn", ["She married him in 1860.", "# Ada Penn\n\nAda married Ivo Penn."])
    assert not name_unsaid(question, "Cora Venn", [])
    assert not name_unsaid("In what year did she marry?", "1860", ["[2] # Ada Penn"])  # not a name


def test_a_kin_described_by_the_questions_own_words_is_no_name() -> None:
    """fresh23 k17, re-planned: "Who is he?" after "... with her husband" was answered "Hester Lowe's
    husband"."""
    from arcana_graph.core.answers import repeats_question

    assert repeats_question("Ada Penn launched the Pell Courier with her husband. Who is he?", "Ada Penn's husband")
    assert repeats_question("What was Ada Penn's husband's name?", "Ada Penn's husband")
    assert not repeats_question("Who founded the Pell Mill?", "Ada Penn's son")  # "son": not the question's word


def test_a_reason_the_copied_sentence_gives_is_read_when_the_model_calls_it_unknown() -> None:
    """fresh23 h01, re-run: the model copied "Her propellers and bridges are at both ends, so she
    never has to turn round in harbour" and answered "unknown" to why she never has to turn round."""
    from arcana_graph.core.answers import reason_stated

    said = ["She carries 200 cars.", "Her bridges are at both ends, so she never has to turn round in harbour."]
    assert (
        reason_stated("Why does MV Tern never have to turn round in harbour?", said) == "Her bridges are at both ends"
    )
    assert reason_stated("Why was the Pell mill closed?", ["The mill closed because the river silted up."]) == (
        "the river silted up"
    )
    assert reason_stated("Why was the Pell mill closed?", ["The ferry was late because of fog."]) is None
    assert reason_stated("When was the Pell mill closed?", ["The mill closed because the river silted up."]) is None


def test_a_post_handed_to_someone_whose_page_gives_it_elsewhere_is_a_false_premise() -> None:
    """fresh23 h11: "Before X took over as Corvanmouth's harbourmaster in 1988, the post was held by
    Morag Ennis" when her page makes her harbourmaster of Haldwick: answered with her first year there."""
    from arcana_graph.core.answers import premise_of_post_held

    page = "# Ada Penn\n\nAda Penn (1901-1980) was born in Pell. She was harbourmaster of Orlen from 1950 to 1970."
    other = "# Ivo Hale\n\nIvo Hale was harbourmaster of Pell from 1971 to 1990."
    statement = "Before Ivo Hale took over as Pell's harbourmaster in 1971, the post was held by Ada Penn, a sailor."
    assert premise_of_post_held(statement, [page, other])
    assert premise_of_post_held(statement.replace("Pell's harbourmaster", "harbourmaster of Pell"), [page, other])
    assert not premise_of_post_held(statement.replace("Pell's", "Orlen's"), [page, other])
    assert not premise_of_post_held(statement, [other])  # no page of hers: nothing says otherwise
    assert not premise_of_post_held("Ivo Hale was Pell's harbourmaster. Ada Penn was a sailor.", [page, other])


def test_what_a_thing_is_known_for_keeps_the_one_of_the_phrase_its_sentence_gives() -> None:
    """fresh23 h05: "What are the cliffs of that island known for?" was answered "puffin colonies"
    where the sentence says "one of the largest puffin colonies in the north"."""
    said = ["Orla's cliffs hold one of the oldest gannet colonies in the west."]
    asked = "What are the cliffs of Orla known for?"
    assert whole_phrase(asked, "gannet colonies", said) == "one of the oldest gannet colonies in the west"
    assert whole_phrase("What do the cliffs of Orla hold?", "gannet colonies", said) == "gannet colonies"


def test_a_relation_told_in_a_statement_is_read_on_the_page_that_links_to_the_answer() -> None:
    """fresh24 k04: "An organ builder born in Kellbrook ... went on to set up his own organ works. In
    what year was that works founded?" was refused: the works' page does not say "born"."""
    from arcana_graph.core.answers import relations_told_on_the_way, states_relation

    person = "# Ivo Penn\n\nIvo Penn (1860-1930) was an organ builder born in Pell. He led his own organ works."
    works = "# Penn Organ Works\n\nThe Penn Organ Works was founded in 1894 in Orlen by the organ builder Ivo Penn."
    other = "# Orlen Station\n\nOrlen station opened in 1897 on the Valley Railway."
    statement = "An organ builder born in Pell went on to set up his own organ works."
    assert states_relation(f"{statement} In what year was that works founded?", works)
    assert not states_relation("In what year was the organ builder born?", works)  # the question's own relation
    assert relations_told_on_the_way(statement, [person, works], [works])  # both name Ivo Penn
    assert not relations_told_on_the_way(statement, [person, other], [other])  # nothing links them
    assert not relations_told_on_the_way(statement, [works], [works])  # no page says where he was born
    assert relations_told_on_the_way("An organ builder set up his own works.", [works], [works])  # no relation told
    # fresh70 h05: the relation told on the page of someone found on the way, which names no name of the statement
    ship = "# MV Orla\n\nMV Orla is a ferry designed by the naval architect Ada Penn."
    architect = "# Ada Penn\n\nAda Penn (1901-1980) was a naval architect born on the island of Tern."
    quay = "# Tern Quay\n\nTern Quay, the ferry harbour of the island of Tern, was rebuilt in 1980."
    statement = "The naval architect who designed MV Orla was born on an island."
    assert not relations_told_on_the_way(statement, [ship, architect, quay], [quay])
    assert relations_told_on_the_way(statement, [ship, architect, quay], [quay], found_names=["Ada Penn", "Tern"])
    assert not relations_told_on_the_way(statement, [ship, architect, other], [other], found_names=["Ada Penn"])
    # the review of b3c5a03: a found name whole ("Ada Penn", not "Penn"), and only a person's page, not a place's
    another = "# Ivo Penn\n\nIvo Penn was a fisherman born on the island of Tern."
    unsaid = "# Ada Penn\n\nAda Penn (1901-1980) was a naval architect who worked in Port Orrin."
    assert not relations_told_on_the_way(statement, [ship, unsaid, another, quay], [quay], found_names=["Ada Penn"])
    sailor = "# Bo Lund\n\nBo Lund was a sailor born in Port Orrin."
    orrin = "# Orrin Quay\n\nOrrin Quay, the ferry harbour of Port Orrin, was rebuilt in 1980."
    assert not relations_told_on_the_way(statement, [ship, unsaid, sailor, orrin], [orrin], found_names=["Port Orrin"])


def test_a_year_is_unwritten_when_no_text_writes_or_spans_it() -> None:
    from arcana_graph.core.answers import years_unwritten

    text = "MV Tern stood in during her 2019 survey. Ada Penn was master from 1971 to 1990, and since 2016 Ivo Hale."
    assert years_unwritten("Which ship stood in during her 2014 survey?", text) == ["2014"]
    assert years_unwritten("Which ship stood in during her 2019 survey?", text) == []
    assert years_unwritten("Who was master in 1975?", text) == []  # the span covers it
    assert years_unwritten("Who was master in 2020?", text) == []  # "since 2016"
    assert years_unwritten("Who was master of MV Tern?", text) == []


def test_a_birthplace_the_question_gives_is_no_person_asked_about() -> None:
    """fresh24 k04: "Which organ builder was born in Kellbrook?" was refused: "Kellbrook" was read as
    the person asked about, and "Nils Lindqvist ... born in Kellbrook" as another's birth."""
    from arcana_graph.core.answers import born_to_asked

    sentence = "Ivo Penn (1862-1930) was an organ builder born in Pell, a cousin of the architect Ada Penn."
    assert born_to_asked("Which organ builder was born in Pell?", [sentence])
    assert not born_to_asked("Where was Ada Penn born?", [sentence])  # still not hers


def test_a_kin_asked_with_of_is_read_from_the_kins_own_sentence() -> None:
    """fresh24 k08: "Who was a nephew of the ironfounder Isaac Marlow?" was answered "Isaac Marlow" and
    refused; the nephew's own sentence says who he is."""
    from arcana_graph.core.answers import kin_from_other_side

    said = ["Ivo Penn (1833-1904) was a peat merchant born in Pell, a nephew of the mason Ada Penn."]
    assert kin_from_other_side("Who was a nephew of the mason Ada Penn?", said) == ("Ivo Penn", said[0])
    assert kin_from_other_side("Who was the niece of the mason Ada Penn?", said) is None


def test_a_winning_side_told_by_its_place_is_answered_by_the_name_a_sentence_gives_it() -> None:
    """fresh24 k12: "... St Oda's in Dunmere or the parish church of Tillingham?" was answered "parish
    church of Tillingham" where its page calls it "the parish church of St Bride in Tillingham"."""
    from arcana_graph.core.answer_comparisons import name_for_side

    said = ["The parish church of St Anne in Pell was built in 1742.", "Its organ was built in 1909."]
    assert name_for_side("the parish church of Pell", said) == "St Anne"
    assert name_for_side("parish church of Pell", ["# Church of St Anne, Pell"]) == "St Anne"
    assert name_for_side("the parish church of Orlen", said) == "the parish church of Orlen"  # another place's


def test_a_value_before_a_change_is_the_change_s_first_end() -> None:
    """fresh24 h07: "How many knots could she make before those new engines?" was answered "15
    knots" from "The new engines raised the Maid's speed from 13 to 15 knots."."""
    said = ["In 1990 the new boilers lifted the Orla's top speed from 11 to 14 knots."]
    assert value_across_change("How fast was the Orla before her new boilers?", "14 knots", said) == "11 knots"
    assert value_across_change("How fast was she after the new boilers?", "11", said) == "14"
    assert value_across_change("How fast was the Orla before her new boilers?", "11 knots", said) == "11 knots"
    assert value_across_change("How fast is the Orla?", "14 knots", said) is None, "no before or after asked"
    period = ["He was master of the Orla from 1964 to 1982."]  # a period, not a change
    assert value_across_change("Who was master before 1990?", "1982", period) is None


def test_the_first_of_a_narrower_kind_is_not_the_very_first() -> None:
    """fresh24 h06 (after the yard fix): "Which yard built the company's very first ship?" was
    answered "Rask Brothers yard" from "MV Haldray Lass ... was the first ship of the company with a
    bow ramp"; SS Velmar's page calls her the first ship of the line, built by the Tollan Shipyard."""
    question = "Which yard built the line's very first ferry?"
    narrower = ["MV Orla was built by the Dunn yard and was the first ferry of the line with a car deck."]
    assert first_of_a_narrower_kind(question, narrower)
    assert first_of_a_narrower_kind(
        "Who designed the first lighthouse of Pell?", ["It was the first lighthouse in Pell to burn oil."]
    )
    assert not first_of_a_narrower_kind(question, [*narrower, "SS Ardle was the first ferry of the Pell Line."])
    assert not first_of_a_narrower_kind("Which yard built the first ferry with a car deck?", narrower), "asked so"
    assert not first_of_a_narrower_kind("Which yard built MV Orla?", narrower), "no first asked"
    diesel = ["MV Skail was built by the Dunn yard in 1930, the first diesel ferry of the line."]
    assert first_of_a_narrower_kind(question, diesel), "a kind word between first and the noun narrows it too"
    assert not first_of_a_narrower_kind("Which yard built the line's first diesel ferry?", diesel)


def test_a_year_for_that_work_dates_the_deed_its_statement_tells() -> None:
    """fresh24 h10 (unanswerable): "The first woman to command a Velmar Harbourline ship went on to
    train the company's deck officers. In which year did she begin that work?" was answered 1975,
    the year she took command; her page tells the training without a year."""
    question = (
        "The first woman to run the Pell lighthouse went on to teach at the harbour school. "
        "When did she start that job?"
    )
    sentences = ["She kept the Pell light from 1961 to 1980.", "She later taught at the harbour school."]
    assert dates_another_deed(question, "1961", sentences)
    assert not dates_another_deed(question, "1961", sentences[:1]), "the deed told nowhere: nothing to weigh"
    dated = ["She kept the Pell light from 1961 to 1980.", "She taught at the harbour school from 1981."]
    assert not dates_another_deed(question, "1981", dated)


def test_a_direction_word_inside_a_side_does_not_turn_the_comparison() -> None:
    """fresh24 k14: "Which building went up first: the market hall ..., or the old corn store that
    was later turned into Dunmore's town hall?" was answered with the corn store (1848), as "later"
    in its description asked for the later of the two; the market hall (1846) went up first."""
    question = "Which went up first: the Pell chapel, or the old barn that was later turned into Orla's school?"
    assert compare(question, ["1846", "1848"]) == "Pell chapel"
    assert compare("Which went up later: the Pell chapel, or the old barn?", ["1846", "1848"]) == "old barn"


def test_the_first_thing_a_lookup_asks_about_must_be_called_first_on_the_answer_s_page() -> None:
    """fresh24 h06 (after the narrower-first fix): "Which yard built the company's very first ship?"
    was answered "Carrow Yard" from "The yard has built three ships for the Velmar Harbourline."."""
    question = "Which yard built the line's very first ferry?"
    assert first_unsaid(question, ["The Dunn yard is at Pell. It has built three ferries for the line."])
    assert not first_unsaid(question, ["SS Ardle, the first ferry of the line, was built by the Dunn yard."])
    assert not first_unsaid("Which yard built MV Orla?", ["The Dunn yard has built three ferries."]), "no first asked"
    assert not first_unsaid(question, []), "no page: nothing to weigh"


def test_who_did_a_deed_is_the_person_whose_own_page_says_she_did_it() -> None:
    """fresh24 h03: "Who trained at the college in Ardmoray and then served on fishing research
    ships?" was answered "Piet Dorran" from "Maren Dorran ... is a marine engineer and the daughter of
    Piet Dorran."; her page goes on "She trained at the marine college in Ardmoray and served on ..."."""
    page = (
        "# Ilse Moray\n\nIlse Moray, born in Pell in 1961, is a pilot and the daughter of Tom Moray. She trained at"
        " the flying school in Orla and flew mail planes before joining the company."
    )
    question = "Who trained at the flying school in Orla and then flew mail planes?"
    assert page_subject_did(question, "Tom Moray", [page])[0] == "Ilse Moray"
    assert page_subject_did(question, "Ilse Moray", [page]) is None, "already the page's person"
    other = "# Ada Penn\n\nAda Penn, born in 1950, is a nurse. She trained at the hospital in Pell."
    assert page_subject_did(question, "Tom Moray", [other]) is None, "another deed: the model's answer stands"


def test_the_maker_of_the_first_thing_is_read_off_the_page_that_calls_it_first() -> None:
    """fresh24 h06: "Which yard built the company's very first ship?" was answered with the yards of
    the first diesel ship and of three later ships; SS Velmar's page calls her the line's first ship,
    "built in 1908 by the Tollan Shipyard"."""
    first = "# SS Ardle\n\nSS Ardle was the first ferry of the Pell Line. She was built in 1901 by the Dunn Yard."
    later = "# MV Skail\n\nMV Skail was the first diesel ferry of the Pell Line, built in 1930 by Rask Brothers."
    question = "Which yard built the line's very first ferry?"
    assert maker_of_first(question, [later, first]) == ("Dunn Yard", "She was built in 1901 by the Dunn Yard.")
    assert maker_of_first(question, [later]) is None, "no page calls its ferry plainly the first"
    assert maker_of_first("Which yard built MV Skail?", [later, first]) is None, "no first asked"


def test_a_post_handed_on_to_someone_whose_page_never_holds_it_is_a_false_premise() -> None:
    """fresh25 k17 (unanswerable): "the racing cyclist Oswald Brack followed his aunt Martha as mayor
    of Marrow End. In which year did he take office?" was answered 1921, the year she took office."""
    statement = "Hey, the painter Tom Hale followed his uncle Ivo as mayor of Pell."
    his = "# Tom Hale\n\nTom Hale (1890-1960) was a painter born in Pell. He painted the harbour."
    uncle = "# Ivo Hale\n\nIvo Hale (1850-1920) was mayor of Pell from 1900 to 1910."
    assert premise_of_post_unsaid(statement, [his, uncle])
    mayor = his.replace("He painted the harbour.", "He was mayor of Pell from 1911 to 1920.")
    assert not premise_of_post_unsaid(statement, [mayor, uncle])
    assert not premise_of_post_unsaid(statement, [uncle]), "his own page not gathered: nothing to weigh"
    told = [his, uncle, "In 1911 Tom Hale became mayor."]
    assert not premise_of_post_unsaid(statement, told), "a sentence naming him with the post"


def test_works_named_for_another_product_is_no_foundry() -> None:
    """fresh25 k15 (unanswerable): "Which foundry cast the oldest bell in the tower of St Bride's
    church?" was answered "Lindqvist Organ Works" from the church's sentence about its organ."""
    question = "Which foundry cast the bells of the Pell church?"
    assert not named_as_asked(question, "Penn Organ Works", [])
    assert named_as_asked(question, "Aske Iron Works", []), "an iron works may cast"
    assert named_as_asked("Which brickworks made them?", "Pell Brick Works", [])
    assert named_as_asked("Which works made them?", "Penn Organ Works", []), "no trade asked"


def test_a_thing_asked_by_its_name_is_answered_by_a_name_of_its_kind() -> None:
    """fresh25 k15 (re-planned): "What is the name of the foundry that cast the oldest bell ...?" was
    answered "Lindqvist Organ Works"; fresh12 k16 "What was the name of the grass airfield ...?",
    "Ossery", a town its passages call so."""
    assert not named_as_asked("What is the name of the foundry that cast the bells?", "Penn Organ Works", [])
    town = ["Ossery is a market town on the Senna."]
    assert not named_as_asked("What was the name of the grass airfield where she taught flying?", "Ossery", town)
    assert named_as_asked("What is the name of the foundry that cast the bells?", "Aske Bell Foundry", [])


def test_where_a_thing_was_taken_to_does_not_answer_who_took_it() -> None:
    """fresh25 h10 (unanswerable): "Which tug towed MV Orrin Spirit off Gannet Skerry in 2011?" was
    answered "Rask Brothers" from "The ship was towed to the Rask Brothers yard"; no tug is named."""
    question = "Which tug towed MV Orla off the rocks?"
    assert destination_for_doer(question, "Dunn", ["The ship was towed to the Dunn yard for repairs."])
    assert not destination_for_doer(question, "Brora", ["She was towed off by the tug Brora to the Dunn yard."])
    assert not destination_for_doer("Which yard repaired MV Orla?", "Dunn", ["She was towed to the Dunn yard."])


def test_review_mends_keep_the_new_checks_to_their_shapes() -> None:
    """A second review of this round's checks found them firing on ordinary text; each case here
    was read wrong before the mend."""
    assert asked_kind("When did Ada Penn, who founded the mill, die?") == "date"  # an aside's comma
    question = "Which yard built the line's very first ferry?"
    for said in (
        "SS Ardle was the first ever ferry of the Pell Line.",
        "SS Ardle was the first ferry that the line owned.",
        "SS Ardle was the first ferry to be built for the line.",
    ):
        assert not first_of_a_narrower_kind(question, [said]), said
    both = [
        "SS Ardle, the first ferry of the Pell Line, was built by Dunn.",
        "MV Orla was the first ferry with a car deck.",
    ]
    assert not first_of_a_narrower_kind(question, both), "a plain first written with a comma"
    ship = "# MV Orla\n\nMV Orla is a ferry of 40 metres. She served on the night crossing to Skail for years."
    assert page_subject_did("Who served on the night crossing to Skail?", "Ada Penn", [ship]) is None
    mayor = "# Ivo Hale\n\nIvo Hale (1850-1920) was a grocer. He served as mayor of Pell from 1900 to 1910."
    assert page_subject_did("Who served as mayor of Pell in 1950?", "Tom Hale", [mayor]) is None
    period = ["He went to sea in 1950 and served on the Orla from 1952 to 1960 as mate."]
    assert value_across_change("In which year did he leave the Orla before joining the line?", "1960", period) is None
    church = ["He built an organ in Kellbrook Church in 1880."]
    assert named_as_asked("Which church did he build the organ for?", "Kellbrook", church)
    assert named_as_asked("Which brewery made it?", "Aske Iron Works", []) is False
    unsaid = ["# Tom Hale\n\nTom Hale (1890-1960) was a painter."]
    assert premise_of_post_unsaid("The painter Tom Hale followed his uncle Ivo as mayor of Pell.", unsaid)


def test_a_side_told_by_what_was_done_there_is_answered_by_the_place() -> None:
    """fresh25 k14: "which got going first: digging sand at the Tillingham sand pits, or the
    Tillingham Glassworks?" was answered "the Tillingham Sand" (the winning side kept its activity)."""
    question = "Which began first: cutting peat at the Pell moss, or the Orla Brewery?"
    assert compare(question, ["1850", "1860"]) == "the Pell moss"


def test_a_season_asked_that_the_sentences_exclude_is_not_answered() -> None:
    """fresh25 h12 (false premise): "since what year has MV Tern been running the winter sailings
    ...?" was answered 1962, from "It opened in 1962 and runs only from May to September"."""
    question = "Since what year has MV Orla run the winter sailings to Pell?"
    assert season_unsaid(question, "1962", ["It opened in 1962 and runs only from May to September."])
    assert season_unsaid(question, "1962", ["The summer route to Pell opened in 1962."])
    assert not season_unsaid(question, "1962", ["Her winter sailings to Pell began in 1962."])
    assert not season_unsaid(
        "Since what year has MV Orla sailed to Pell?", "1962", ["The summer route opened in 1962."]
    )


def test_the_one_who_came_before_is_no_answer_to_who_came_after() -> None:
    """fresh26 h10 (unanswerable): "The banker who co-founded the Velmar Harbourline chaired its board
    until 1946. Who took over the chair from her?" was answered with the man she took over from."""
    from arcana_graph.core.answers import predecessor_for_successor

    question = "The banker who co-founded the Pell Line chaired its board until 1946. Who took over the chair from her?"
    assert predecessor_for_successor(question, "Agnar Lusk", ["After Agnar Lusk's death she chaired the board."])
    assert predecessor_for_successor("Who succeeded Ada Penn as mayor?", "Bo Lind", ["Ada Penn succeeded Bo Lind."])
    assert not predecessor_for_successor(question, "Jonas Lusk", ["After her death Jonas Lusk chaired the board."])
    assert not predecessor_for_successor(
        "Who chaired the board before her?", "Agnar Lusk", ["After Agnar Lusk's death she chaired the board."]
    )


def test_a_year_asked_of_what_someone_did_to_a_thing_is_no_year_of_another_thing() -> None:
    """fresh26 k16 (unanswerable): "... In what year did he set up that workshop?" was answered with
    the year the village's lime kilns were built; the passive form was already checked."""
    from arcana_graph.core.answers import dates_unsaid_thing

    question = "Ada Penn had her workshop beside the green. In what year did she set up that workshop?"
    assert dates_unsaid_thing(question, "1851", ["The Pell lime kilns were built in 1851 beside the green."])
    assert not dates_unsaid_thing(question, "1851", ["She set up a joinery beside the green in 1851."])
    assert not dates_unsaid_thing("In what year did he buy his first ship?", "1850", ["In 1850 he bought MV Tern."])


def test_an_event_word_in_a_relative_clause_is_not_the_event_asked_about() -> None:
    """fresh26 k01: "When did the company that opened the valley's first telephone exchange pass into
    the hands of the national telephone service?" had its right answer, "taken over ... in 1912",
    refused for stating no opening; the clause's verb describes the company on the way."""
    from arcana_graph.core.answers import states_event

    question = "When did the company that opened the Pell exchange pass into the hands of the council?"
    assert states_event(question, ["The company was taken over by the council in 1912."])
    assert not states_event("When did the mill that was founded by Ada Penn close?", ["It was founded in 1850."])
    assert not states_event("When was the firm that built the bridge founded?", ["The bridge was built in 1850."])


def test_a_dated_thing_told_by_a_contact_clause_is_its_noun_not_the_pronoun() -> None:
    """fresh26 k05: "In what year did the ice works he founded close?" read "he" as the dated thing, so
    the works' own page ("The works closed in 1957") was taken for a page that does not name it."""
    from arcana_graph.core.answers import passage_names_dated_thing

    question = "Ada Penn sold ice. In what year did the ice works she founded close?"
    assert passage_names_dated_thing(question, ["The works closed in 1957."])
    assert not passage_names_dated_thing(question, ["The route opened in 1957."])
    assert passage_names_dated_thing("When did the mill where he worked close?", ["The mill closed in 1989."])


def test_a_firm_is_no_answer_to_which_church() -> None:
    """fresh26 k17 (a false premise): "which church in the valley has a Lindqvist organ with even more
    stops than the one in St Oda's?" was answered "Lindqvist Organ Works", the organ's maker."""
    from arcana_graph.core.answers import named_as_asked

    question = "Which church has an organ with more stops than the one in St Oda's?"
    assert not named_as_asked(question, "Lindqvist Organ Works", [])
    assert named_as_asked(question, "St Bride's", [])
    assert named_as_asked("Which mill did he build?", "Dunmere Mill Company", [])  # a mill may be a firm


def test_the_base_a_which_question_measures_against_is_no_answer() -> None:
    """fresh26 k17 (a false premise): "which church in the valley has a Lindqvist organ with even more
    stops than the one in St Oda's, Dunmere?" was answered "St Oda's Church, Dunmere" after the organ
    works' name was refused."""
    from arcana_graph.core.answers import repeats_question

    question = "Which church has an organ with more stops than the one in St Oda's, Dunmere?"
    assert repeats_question(question, "St Oda's Church, Dunmere")
    assert not repeats_question(question, "St Bride's Church")
    assert not repeats_question("Which church is older, St Oda's or St Bride's?", "St Oda's")


def test_a_post_named_as_someone_else_s_beside_the_answer_is_not_the_answer_s_post() -> None:
    """fresh26 k11: "He was the first manager of the Tillingham Glassworks, working under its founder"
    answered "Who was the founder of Tillingham Glassworks?" with the manager: "founder" was in the
    sentence, but as the post of the man he worked under."""
    question = "Who was the founder of the Pell Ropeworks?"
    assert not states_role(question, ["He was the first clerk of the Pell Ropeworks, working under its founder."])
    assert not states_role(question, ["She kept the books for the founder of the Pell Ropeworks."])
    assert states_role(question, ["In 1901 she founded the Pell Ropeworks."])
    # a post given to the person named after it is theirs
    assert states_role("Who was the engineer of the Pell bridge?", ["It was built with the engineer Ada Penn."])
    # a sentence that also gives the answer the post still names it
    assert states_role(
        "Who was the manager of the Pell mill?", ["He worked under its manager and was its manager from 1900."]
    )


def test_a_birthplace_the_question_gives_as_an_island_of_is_no_person_asked_about() -> None:
    """fresh26 h03: "Which naval architect was born on the island of Brannoch?" was answered right,
    from "Sigrun Vale ... was a naval architect born on the island of Brannoch", and refused: the
    place was read as a person the birth had to be of ("born in Kellbrook" was already known)."""
    sentence = ["Ada Penn (1901-1970) was a naval architect born on the island of Orla."]
    assert born_to_asked("Which naval architect was born on the island of Orla?", sentence)
    assert born_to_asked("Which naval architect was born in the town of Orla?", sentence)
    # a person the question names must still be the one born
    assert not born_to_asked("Where was Tom Penn born?", sentence)


def test_the_preposition_the_question_carries_before_which_year_is_not_repeated() -> None:
    """fresh26 h04: "Until which year did that ship carry passengers ...?" answered "until 1979"."""
    from arcana_graph.core.answers import without_asked_preposition

    assert without_asked_preposition("Until which year did the SS Pell carry freight?", "until 1979") == "1979"
    assert (
        without_asked_preposition("Ada sailed on a steamer. Since what year has that steamer run?", "Since 1901")
        == "1901"
    )
    assert without_asked_preposition("Where did the SS Pell sail from?", "from Pell") == "from Pell"
    assert without_asked_preposition("Until which year did the SS Pell sail?", "until") == "until"


def test_a_which_question_with_a_noun_of_several_words_is_not_answered_by_a_name_it_gives() -> None:
    """harbourline "the last large ship that yard ever built": the step "Which last large ship was ever
    built by Tollan Shipyard?" was answered "Tollan Shipyard", and the next step asked how many
    passengers the yard carries. Only "which ship" / "which regatta pavilion at X" were read."""
    assert repeats_question("Which last large ship was ever built by Pell Yard?", "Pell Yard")
    assert repeats_question("Which regatta pavilion was built by Ada Penn?", "Ada Penn")
    assert not repeats_question("Which last large ship was ever built by Pell Yard?", "MV Pell Star")
    assert not repeats_question("Which of the two was older, Ada Penn or Tom Pell?", "Ada Penn")


def test_a_plan_s_what_is_the_thing_of_lookup_is_answered_by_a_thing_of_that_category() -> None:
    """harbourline: the step "What is the daily ferry of Brannoch?" was answered "Brannoch Quay", and
    the next step asked how many cars the quay carries: "what is the NOUN of X" named no category."""
    assert not named_as_asked("What is the daily ferry of Orla?", "Orla Quay", [])
    assert named_as_asked("What is the daily ferry of Orla?", "MV Orla Star", [])
    assert named_as_asked("What is the home island of Ada Penn?", "Orla", [])
    assert not named_as_asked("What was the ferry company of the Orla Isles?", "Ada Penn Island", [])
    # "What was the company's first ship ...?": a harbourline run answered with the company itself
    company = ["The Orla Line is the ferry company of the Orla Isles."]
    assert not named_as_asked("What was the company's first ship built to carry cars?", "Orla Line", company)
    assert named_as_asked("What was the company's first ship built to carry cars?", "MV Orla Star", company)


def test_the_last_thing_of_a_kind_is_picked_by_a_passage_that_says_last() -> None:
    """harbourline: "Which last large ship was ever built by Tollan Shipyard?" was answered with a ship
    the yard built in 1964, from a page that never calls her its last; another page says "She was
    the last large ship the Tollan Shipyard built"."""
    asked = "Which last large ship was ever built by Pell Yard?"
    assert not states_superlative(asked, "MV Pell Lady was a ferry built in 1964 by the Pell Yard.")
    assert states_superlative(asked, "She was the last large ship the Pell Yard built.")


def test_review_of_the_fresh26_checks_a_predecessor_asked_is_no_successor_asked() -> None:
    """A second review found ``predecessor_for_successor`` refusing right answers to questions that
    ask who came *before* ("Who did she succeed as chair?"), and a successor whose sentence goes on
    down the line; and "named after her" read as a successor asked."""
    from arcana_graph.core.answers import predecessor_for_successor as refused

    assert not refused("Who did she succeed as chair?", "Ada Penn", ["She succeeded Ada Penn as chair."])
    assert not refused("Which ship did MV Orla replace on the Pell route?", "MV Tern", ["MV Orla replaced MV Tern."])
    assert not refused(
        "Who succeeded Ada Penn as mayor?",
        "Bo Lind",
        ["Bo Lind succeeded Ada Penn as mayor, and Cy Moss followed Bo Lind."],
    )
    assert not refused("Which ship was named after her?", "MV Ada", ["MV Ada replaced MV Ada Penn."])
    assert refused("Who took over the chair from her?", "Ada Penn", ["After Ada Penn's death she chaired the board."])


def test_review_of_the_fresh26_checks_a_church_before_another_noun_is_not_what_is_asked() -> None:
    """``_NEVER_A_FIRM`` refused a firm for "which church's organ builder" / "which church organ
    builder": the church is not what those ask for."""
    assert named_as_asked("Which church's organ builder also built the organ at Pell?", "Pell Organ Works", [])
    assert named_as_asked("Which church organ builder made the organ at Pell?", "Pell Organ Works", [])
    assert not named_as_asked("Which church has a Pell organ?", "Pell Organ Works", [])


def test_review_of_the_fresh26_checks_an_answer_of_another_kind_than_the_base_is_no_repeat() -> None:
    """``_is_compared_base`` dropped the answer's category word, so "Aske Bridge" repeated the base
    "the Aske Viaduct"; and a choice "than the other, X or Y" read X as the base."""
    assert not repeats_question("Which bridge is older than the Pell Viaduct?", "Pell Bridge")
    assert repeats_question("Which bridge is older than the Pell Viaduct?", "Pell Viaduct")
    assert not repeats_question("Which church has more stops than the one in Pell?", "Pell Chapel")
    assert repeats_question("Which church has more stops than the one in Pell?", "Pell Church")
    assert not repeats_question("Which was built earlier than the other, Pell Mill or Aske Brewery?", "Pell Mill")


def test_the_year_of_a_which_clause_is_the_year_of_what_it_describes() -> None:
    """Left open by the thirty-second session's review: "Tom Hale built the branch line, which opened in 1870,
    the year after the main line opened" dates the branch line 1870, though its clause names its maker."""
    from arcana_graph.core.answers import year_beside_event

    sentences = ["Tom Hale built the branch line, which opened in 1870, the year after the main line opened."]
    assert year_beside_event("When did the branch line open?", "1870", sentences) is None
    assert year_beside_event("When did the main line open?", "1870", sentences) == "1869"


_TERM = "Morag Ennis, born on Haldray in 1950, was harbourmaster of Orla from 1988 to 2016."


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "other_time"),
    [
        ("When the linkspan was put in at Orla in 1972, who was the port's harbourmaster?", "Morag Ennis", _TERM, True),
        ("Who was the harbourmaster of Orla in 1990?", "Morag Ennis", _TERM, False),
        ("Who was harbourmaster of Orla in 1972?", "Morag Ennis", f"Captain {_TERM}", True),
        (
            "Who was mayor of Pell when the hall opened in 1972?",
            "Ada Penn",
            "Ada Penn was mayor of Pell (1980–1990).",
            True,
        ),
        # the review of 0c34edf: each of these was refused
        (
            "Who was the first director of the museum founded in 1972?",
            "Ada Penn",
            "Ada Penn was its director from 1975.",
            False,
        ),
        (
            "Who was the captain of the ferry launched in 1912?",
            "Tom Hale",
            "Tom Hale was her captain from 1914 to 1930.",
            False,
        ),
        (
            "Who was mayor of Pell in 1972?",
            "Ada Penn",
            "Ada Penn was mayor of Pell from 1960 to 1964 and again from 1970 to 1976.",
            False,
        ),
        (
            "Who was mayor of Pell in 1972?",
            "Ada Penn",
            "Ada Penn was mayor of Orlen from 1950 to 1960 and became mayor of Pell in 1968.",
            False,
        ),
        (
            "Who was harbourmaster of Orla in 1972?",
            "Ada Penn",
            "Ada Penn succeeded Tom Hale, harbourmaster of Orla from 1950 to 1970, in 1971.",
            False,
        ),
        ("Who was mayor of Pell in 1972?", "Ada Penn", "Ada Brook was mayor of Pell from 1980 to 1990.", False),
        (
            "Who was mayor of Pell in 1972?",
            "Ada Penn",
            "Ada Penn, later mayor of Pell, taught there from 1950 to 1960.",
            False,
        ),
        (
            "What ship did the captain who retired in 1972 command?",
            "SS Heron",
            "Tom Hale was captain from 1940 to 1950.",
            False,
        ),
        ("Who was mayor of Pell in 1972?", "Ada Penn", "Ada Penn (1870-1944) was mayor of Pell.", False),
    ],
)
def test_a_post_asked_at_a_year_the_answers_terms_do_not_cover(
    question: str, answer: str, sentence: str, other_time: bool
) -> None:
    """fresh32 h07: the harbourmaster of 1988-2016 answers no "who was harbourmaster in 1972?". Only the asked
    post's terms, written after the answer's own name, count, and one covering the year is enough."""
    from arcana_graph.core.answers import post_held_at_other_time

    assert post_held_at_other_time(question, answer, [sentence]) is other_time


def test_a_cousins_birth_is_not_read_off_the_other_cousins_lifespan() -> None:
    """fresh32 k09, re-run: "When was Nils Lindqvist's cousin Petra born?" was answered 1862 from "Nils Lindqvist
    (1862-1930) was an organ builder born in Kellbrook, a cousin of the architect Petra": the owner's birth."""
    from arcana_graph.core.answers import born_to_asked

    question = "When was Tom Hale's cousin Ada born?"
    assert not born_to_asked(
        question, ["Tom Hale (1862-1930) was an organ builder born in Pell, a cousin of Ada Hale."]
    )
    assert born_to_asked(question, ["Ada Hale (1866-1941) was an architect born in Orlen."])


def test_the_participle_that_ends_a_when_question_is_the_asked_event() -> None:
    """fresh32 h06, re-run: "When was the small ferry made for the new crossing built?" asks when she was built;
    "made for" describes her. Her sentence "built in 1958 ... for the new crossing" once counted as dating the
    describing event only, and the comparison was refused."""
    from arcana_graph.core.answers import dates_describing_event

    sentence = ["MV Tern was a small ferry of 38 metres built in 1958 by the Rask yard for the new crossing to Pell."]
    question = "When was the small ferry made for the new crossing to Pell built?"
    assert not dates_describing_event(question, "1958", sentence)
    garden = "When was a glasshouse added to the garden laid out behind the pottery?"
    assert dates_describing_event(garden, "1926", ["The garden was laid out in 1926 behind the pottery."])


def test_review_of_this_sessions_later_checks() -> None:
    """The review of 28ebc5a: the participle at a question's end is its own only after a noun or a place a
    preposition governs; a relative's last name is no answer's; a cousin sharing the owner's last name is
    still the asked person."""
    from arcana_graph.core.answers import _asked_participle, born_to_asked, post_held_at_other_time

    assert _asked_participle("When was the ship sold to the firm Tom Hale founded?") == ("ship", "sold", {"found"})
    assert _asked_participle("When was the school opened that Ada Penn founded?")[1] == "open"  # type: ignore[index]
    assert _asked_participle("When was the ferry made for the crossing from Pell to Orlen built?")[1] == "built"  # type: ignore[index]
    assert not post_held_at_other_time(
        "Who was mayor of Pell in 1972?", "Ada Penn", ["Tom Penn was mayor of Pell from 1950 to 1960."]
    )
    assert born_to_asked("When was Hale's cousin Ada born?", ["Ada Hale (1866-1941) was an architect born in Orlen."])


def test_who_held_a_named_things_post_in_a_year_is_read_off_the_one_page_whose_term_covers_it() -> None:
    """fresh32 h03, re-run: "Who was MV Orrin Spirit's master in 2011?" was answered from the master's page's
    other sentence ("... is a cousin of Captain X"), which dates nothing; her term is read in code."""
    from arcana_graph.core.answers import post_holder_at

    page = (
        "# Ada Penn\n\nCaptain Ada Penn, born in Pell in 1952, is a cousin of Captain Ivo Penn. She was master of "
        "MV Tern from 1991 to 2012 and was on the bridge when the ship ran aground in 2011."
    )
    other = "# Tom Hale\n\nTom Hale (1920-1990) was master of MV Tern from 1950 to 1970."
    assert post_holder_at("Who was MV Tern's master in 2011?", [page, other]) == (
        "Ada Penn",
        "She was master of MV Tern from 1991 to 2012 and was on the bridge when the ship ran aground in 2011.",
    )
    assert post_holder_at("Who was the master of MV Tern in 1960?", [page, other])[0] == "Tom Hale"  # type: ignore[index]
    assert post_holder_at("Who was the master of MV Tern in 1980?", [page, other]) is None


def test_a_ship_side_told_by_what_was_done_for_it_is_answered_by_the_ships_name() -> None:
    """fresh32 h06, re-run: the comparison was decided, then answered with the side's description ("small ferry
    made for the new short crossing ..."); the sentence its year was read from names her."""
    from arcana_graph.core.answer_comparisons import name_for_side

    sentences = [
        "MV Pell Lass was a small ferry of 38 metres built in 1958 by the Rask yard for the new short crossing "
        "from Orla to Haldwick.",
        "MV Tern is the smallest ship of the Pell Line, a ferry of 32 metres built in 1962.",
    ]
    side = "the small ferry made for the new short crossing from Orla to Haldwick"
    assert name_for_side(side, sentences) == "MV Pell Lass"
    # the sentence whose subject is a ship of the Pell Line and says "ship" names the superlative side (fresh34)
    assert name_for_side("the smallest ship in the Pell Line fleet", sentences) == "MV Tern"


def test_a_phrase_before_a_comparisons_lead_is_no_side() -> None:
    """fresh32 k10, re-run: "At their peaks, which employed more people: A, or B?" had no sides in code, so the
    model answered with a number; the phrase before the lead is set aside."""
    question = (
        "At their peaks, which employed more people: the dye works by the Pell Water, or the cycle works in Orlen?"
    )
    assert compare(question, ["300", "140 people"]) == "dye works by the Pell Water"


def test_a_name_opening_the_statement_is_no_answer_to_who_held_its_post() -> None:
    """fresh33 k12 (held out, unanswerable): "Pell's first woman mayor left office in 1925. Who was the town's mayor
    five years later?" was answered "Pell": a name that opens the statement counts as the question's own, and
    "five years later" is no comparison whose sides the question lists."""
    question = "Marrow Pell's first woman mayor left office in 1925. Who was the town's mayor five years later?"
    assert repeats_question(question, "Marrow Pell")
    assert not repeats_question(question, "Ada Penn")


def test_where_someone_was_posted_is_the_place_of_the_post_their_page_gives() -> None:
    """fresh33 h03 (held out): "In which town was the first woman harbourmaster ... posted?" read the region her
    sentence names ("the first woman harbourmaster in the Velmar Isles"), then her birthplace; her post's place
    is read in code."""
    from arcana_graph.core.answers import place_of_post

    page = (
        "# Ada Penn\n\nAda Penn (1941-2018) was born in Orla. She was harbourmaster of Pell from 1979 to 2009. She "
        "was the first woman harbourmaster in the Velmar Isles."
    )
    expected = ("Pell", "She was harbourmaster of Pell from 1979 to 2009.")
    assert place_of_post("In which town was Ada Penn posted?", [page]) == expected
    assert place_of_post("In which town was Tom Hale posted?", [page]) is None


def test_a_year_a_statement_gives_another_event_is_no_answer() -> None:
    """fresh33 k07 (held out): "Since 1905 a company has bottled X. Its founder's younger brother started a firm of
    his own. In which year was that firm taken over?" was answered "1905", the statement's own year."""
    from arcana_graph.core.answers import year_of_a_statement

    question = (
        "Since 1905 a company has bottled the spring above Pell. Its founder's younger brother started a firm of his "
        "own. In which year was that firm taken over?"
    )
    assert year_of_a_statement(question, "1905")
    assert year_of_a_statement(question, "in 1905.")
    assert not year_of_a_statement(question, "1948")
    # the statement's own event asked again, "that year", and a year asked in the question's own sentence
    assert not year_of_a_statement("A company has bottled the spring since 1905. When did it start bottling?", "1905")
    assert not year_of_a_statement("The mill opened in 1905. Its founder died that year. What year was it?", "1905")
    assert not year_of_a_statement("In which year after 1905 was the firm taken over?", "1905")
    assert not year_of_a_statement("Ada Penn was mayor in 1905. Who was mayor before her?", "1905")


def test_the_name_of_a_thing_a_statement_is_about_must_be_given_that_thing() -> None:
    """fresh33 h08 (held out, unanswerable): "... the older of the Rask brothers built the islands' very first motor
    lifeboat. What was she called?" was answered "MV Brannoch", from a sentence about a motor ship the Rask yard
    built, which no sentence calls a lifeboat."""
    from arcana_graph.core.answers import name_of_another_thing

    question = "I read that Ada Penn built the islands' very first motor lifeboat. What was she called?"
    ship = ["MV Tern was a motor ship of 36 metres built in 1930 by the Penn yard, the first diesel ship of the line."]
    assert name_of_another_thing(question, "MV Tern", ship)
    assert not name_of_another_thing(question, "Hope", ["She built the first lifeboat of the islands, the Hope."])
    assert not name_of_another_thing(question, "Hope", ["Hope was a motor lifeboat of 1911."])
    # a name ending in the noun, or the noun said of it after an aside, calls it so; a ferry a person is told by is
    # no thing the question asks the name of; a question asking no name is not judged
    assert not name_of_another_thing(question, "the Pell Lifeboat", ["It was the Pell Lifeboat."])
    assert not name_of_another_thing(question, "Hope", ["Hope (1911) was the islands' first motor lifeboat."])
    assert not name_of_another_thing("Ada Penn married the captain of a ferry. What was she called?", "Ada Hale", ["x"])
    assert not name_of_another_thing("Ada Penn built a lifeboat. Who paid for it?", "Tom Hale", ["Tom Hale paid."])


def test_the_year_written_right_after_the_asked_event_is_read_in_code() -> None:
    """fresh34 k10 (held out, comparison, refused): "When did the works on the rope walk beside the Pell road shut
    down?" was answered twice with the founding year, from "was founded in 1828"; the page says "The ropeworks
    closed in 1921, and its long shed was pulled down in 1950"."""
    from arcana_graph.core.answers import event_year_said

    page = [
        "# Pell Ropeworks\n\nThe Pell Ropeworks was founded in 1828 on a rope walk beside the Pell road. The ropeworks"
        " closed in 1921, and its long shed was pulled down in 1950."
    ]
    asked = "When did the works on the rope walk beside the Pell road shut down?"
    assert event_year_said(asked, page)[0] == "1921"
    assert event_year_said("When was the Pell Ropeworks founded?", page)[0] == "1828"
    # another thing's event is not read ("The Tern Foundry", "Its Tern office", "Her deputy"), nor two years, nor a
    # question asking no event
    assert event_year_said(asked, [*page, "# Tern Foundry\n\nThe Tern Foundry closed in 1968."])[0] == "1921"
    line = ["# Pell Line\n\nThe Pell Line was incorporated in 1887. Its Tern office opened in 1890."]
    assert event_year_said("When was the Pell Line founded?", line) is None
    assert (
        event_year_said("When did Ada Penn retire?", ["# Ada Penn\n\nAda Penn left. Her deputy retired in 1962."])
        is None
    )
    assert event_year_said(asked, ["The ropeworks closed in 1921.", "The ropeworks closed in 1925."]) is None
    assert event_year_said("Who founded the Pell Ropeworks?", page) is None


def test_a_title_made_of_the_questions_words_is_no_repeat_of_them() -> None:
    """fresh34 k06, traced after its plan was fixed: "What is the title of the history book she wrote?" answered "A
    History of the Kestrel Valley" (quoted on her page) was refused as words of the question given back."""
    from arcana_graph.core.answers import repeats_question

    question = "Tom Hale was married to a woman who ran a school. What is the title of the history book she wrote?"
    assert not repeats_question(question, "A History of the School")
    assert repeats_question(
        "What is the title of the handbook for village nurses written by Ada Penn?",
        "Ada Penn's handbook for village nurses",
    )
    assert repeats_question("What was the trade of the man who taught boatbuilding to Tom Hale?", "Boatbuilding")


def test_a_count_at_that_time_is_not_answered_by_a_count_of_another_year() -> None:
    """fresh34 k11 (held out, unanswerable): "In 1948 the Pell Infirmary was renamed the Tern Hospital. How many beds
    did it have at that time?" was answered "60", from "The Pell Infirmary opened in 1896 with 60 beds"."""
    from arcana_graph.core.answers import count_at_another_time

    question = "In 1948 the Pell Infirmary was renamed the Tern Hospital. How many beds did it have at that time?"
    assert count_at_another_time(question, "60", ["The Pell Infirmary opened in 1896 with 60 beds."])
    assert not count_at_another_time(question, "120", ["By 1948 it had 120 beds."])
    assert not count_at_another_time(question, "60", ["It has 60 beds."])  # no year: not judged
    assert not count_at_another_time(
        "How many beds did the Pell Infirmary have?", "60", ["It opened in 1896 with 60 beds."]
    )


def test_second_review_of_the_fresh34_checks() -> None:
    """A second review of the first review's mends: the subject of the event's clause is read past an aside, a
    bracket, "finally" and a name without "the"; a lifeboat is no "lifeboat's coxswain" nor a rescued master."""
    from arcana_graph.core.answers import event_year_said, name_of_another_thing

    asked = "When did the Pell Ropeworks close?"
    said_ways = [
        "The ropeworks, which had employed 200 men, closed in 1921.",
        "The ropeworks (founded 1790) closed in 1921.",
        "The ropeworks was finally closed in 1921.",
        "Pell Ropeworks closed in 1921.",
    ]
    for said in said_ways:
        assert event_year_said(asked, [f"# Pell Ropeworks\n\n{said}"])[0] == "1921", said
    lifeboat = "The crew were taken off by lifeboat. What was that lifeboat called?"
    assert name_of_another_thing(lifeboat, "Tom Hale", ["The lifeboat's coxswain was Tom Hale."])
    assert name_of_another_thing(lifeboat, "Tom Hale", ["Tom Hale, her master, was rescued by the lifeboat."])


def test_a_premise_that_something_was_destroyed_is_denied_only_by_its_own_survival() -> None:
    from arcana_graph.core.answers import premise_clauses, premise_of_survivor

    page = "# Storm of 1901\n\nThe storm wrecked the pier at Pell. The lighthouse at Orlen survived."
    assert premise_clauses("After the storm wrecked the lighthouse at Orlen, who rebuilt it?") == [
        "the storm wrecked the lighthouse at Orlen"
    ]
    assert premise_of_survivor("The storm wrecked the lighthouse at Orlen.", [page])
    assert premise_of_survivor("the lighthouse at Orlen was destroyed by the storm", [page])
    assert not premise_of_survivor("The storm wrecked the pier at Pell.", [page]), "the page says so"
    assert not premise_of_survivor("The storm wrecked the lighthouse at Tarn.", [page]), "another lighthouse"
    assert not premise_of_survivor("The lighthouse at Orlen was painted white.", [page]), "nothing destroyed"


def test_a_post_asked_with_its_owner_in_front_is_checked_against_the_owner() -> None:
    """fresh36 h07: "Who was the Tern's master at that time?" was answered with a captain whose page makes her
    master of another ship (she had been a deckhand on the Tern)."""
    from arcana_graph.core.answers import post_of_another

    asked = "Who was the Skua's master in 1990?"
    assert post_of_another(asked, ["Ada Penn has been master of MV Velmar Pioneer since 2008."])
    assert not post_of_another(asked, ["Ada Penn was master of MV Skua from 1985 to 1995."])
    assert not post_of_another(asked, ["Ada Penn first went to sea on MV Skua."]), "no post with an owner said"


def test_a_year_asked_at_that_time_is_the_one_the_statements_give() -> None:
    """fresh36 h07 (unanswerable, wrong time): "... while the Islander was in dry dock for her 2019 survey. Who
    was the Tern's master at that time?": the Tern's master of 1975-1998 is no answer for 2019."""
    from arcana_graph.core.answers import states_asked_year

    asked = "MV Skua stood in for the Tern during her 2019 survey. Who was the Skua's master at that time?"
    assert not states_asked_year(asked, "She was master of MV Skua from 1975 to 1998.")
    assert states_asked_year(asked, "She has been master of MV Skua since 2008.")
    two_years = "MV Skua was built in 1960 and sold in 2019. Who was her master at that time?"
    assert states_asked_year(two_years, "She was master of MV Skua from 1975 to 1998."), "which year is not plain"


def test_a_count_asked_in_a_year_is_not_answered_with_another_years_count() -> None:
    """fresh37 k12 (unanswerable, wrong time): "How many subscribers did X have when the national service took it
    over in 1912?" was answered 42, the count its page gives for the exchange's opening in 1899."""
    from arcana_graph.core.answers import count_at_another_time

    page = [
        "The Pell Telephone Company opened its exchange in 1899, with 42 subscribers.",
        "It was taken over in 1912.",
    ]
    asked = "How many subscribers did the Pell Telephone Company have when it was taken over in 1912?"
    assert count_at_another_time(asked, "42", page)
    assert not count_at_another_time("How many subscribers did it have in 1899?", "42", page)
    assert not count_at_another_time(asked, "42", ["The company had 42 subscribers."]), "an undated count may hold"


def test_it_points_back_never_forward_to_the_asked_thing() -> None:
    """fresh37 k11 (unanswerable, a missing bridge): "When was the firm that built that locomotive founded?" after a
    statement about the steam engine "Wren": "It was built by Brack & Oduya" is said of the railway, the page's
    subject before it; the page names "Wren" only after it."""
    from arcana_graph.core.answers import pointer_before_asked_thing

    page = (
        "# Pell Railway\n\nThe Pell Railway opened in 1887 and runs from Pell to Orla. It was built by the firm Tarn & "
        'Vane. Its steam locomotive "Skua" still runs on Sundays.'
    )
    built = ["It was built by the firm Tarn & Vane."]
    assert pointer_before_asked_thing("Which firm built Skua?", built, [page])
    assert pointer_before_asked_thing('Which firm built the locomotive "Skua"?', built, [page])
    assert not pointer_before_asked_thing("Which firm built the Pell Railway?", built, [page]), "it is the railway"
    assert not pointer_before_asked_thing("Which firm built the railway from Pell to Orla?", built, [page])
    assert not pointer_before_asked_thing("Which firm built Skua?", built, [page[page.index("It was") :]]), (
        "no text before"
    )


def test_a_sentence_on_a_look_alikes_page_is_no_answer_about_the_named_thing() -> None:
    """fresh37 h03, traced after its re-plan fix: "What was MV Brannoch's passenger capacity?" was answered 240 from
    "She carries 240 passengers" on MV Brannoch II's page."""
    from arcana_graph.core.answers import page_of_look_alike

    page = [
        "# MV Skua II\n\nMV Skua II is a ferry built in 1979 to replace the old MV Skua. She carries 240 passengers."
    ]
    said = ["She carries 240 passengers."]
    assert page_of_look_alike("What was MV Skua's passenger capacity?", said, page)
    assert page_of_look_alike("How many passengers did MV Skua carry?", said, page)
    assert not page_of_look_alike("What is MV Skua II's passenger capacity?", said, page)
    assert not page_of_look_alike("How many passengers does the ship that replaced MV Skua carry?", said, page)


def test_a_speed_or_a_capacity_is_asked_as_a_number() -> None:
    """fresh37 h07, traced after its fixes: "What is that ship's service speed in knots?" was answered "18 knots",
    written on no page: a speed was no measure asked, so the check that a number is written never ran."""
    from arcana_graph.core.answers import asked_kind, number_written

    assert asked_kind("What is that ship's service speed in knots?") == "number"
    assert asked_kind("What was MV Skua's passenger capacity?") == "number"
    assert asked_kind("How far is it from Pell to Orla in miles?") == "number"
    assert not number_written("What is MV Skua's service speed?", "18 knots", ["Her service speed is 17 knots."])


def test_a_relative_left_unnamed_is_read_only_off_the_persons_own_words() -> None:
    """``kin_left_unnamed`` (fresh38 k12, and its review): a relative told without a name on the person's own page is
    a missing bridge; not someone else's relative, one named anywhere on the page, or another relative."""
    from arcana_graph.core.answers import kin_left_unnamed

    uncle = "Who was the uncle of Tom Vane?"
    told = "He learned boatbuilding from his uncle, a fisherman, and his tools are kept at the yard."
    assert kin_left_unnamed(uncle, ["Tom Vane, born in Pell in 1845, was a boatbuilder.", told]) == told
    assert kin_left_unnamed(uncle, ["In 1860 Tom Vane went to live with his uncle, a fisherman, at Pell."]), "a place"
    assert kin_left_unnamed(uncle, ["Hugh, his uncle, taught him."]) is None, "named first"
    assert kin_left_unnamed(uncle, [told, "Hugh Vane, the uncle, later moved away."]) is None, "named elsewhere"
    assert kin_left_unnamed(uncle, ["He married Ann. He was raised by her uncle, a fisherman."]) is None, "hers"
    assert kin_left_unnamed("Who was the father of Tom Vane?", ["He was raised by his mother's father."]) is None
    assert kin_left_unnamed("Who was the elder brother of Tom Vane?", ["He worked with his younger brother."]) is None
    assert (
        kin_left_unnamed("Who was the brother of Tom Vane?", ["He worked with his brother-in-law, a carpenter."])
        is None
    )


def test_a_first_the_question_narrows_after_ever_is_its_own() -> None:
    """fresh39 h04: "the first woman ever to captain a Harbourline ship" narrows its "first" itself, as "the first
    woman to captain ..." does; her page's "the first woman to command a ship of the line" answers it."""
    from arcana_graph.core.answers import first_of_a_narrower_kind

    said = ["She was the first woman to command a ship of the Pell Line, as master of MV Tern."]
    assert not first_of_a_narrower_kind("Who was the first woman ever to captain a Pell Line ship?", said)
    assert first_of_a_narrower_kind(
        "Which yard built the line's very first ship?", ["It was the first ship with a bow ramp."]
    )


def test_a_post_asked_in_the_plural_is_stated_by_its_singular() -> None:
    """fresh39 k02: "Who were the organ builders of Harlow Cross?" is answered by "... founded by the organ builder
    Nils Lindqvist"; the plural post was compared with the sentence's words as written and never matched."""
    from arcana_graph.core.answers import states_role

    said = ["The Pell Organ Works was founded in 1894 in Pell by the organ builder Tom Vane."]
    assert states_role("Who were the organ builders of Pell?", said)
    assert not states_role("Who were the founders of Pell?", ["Tom Vane built the mill."])


def test_a_count_dated_at_its_peak_is_no_count_of_another_asked_year() -> None:
    """fresh40 k12 (unanswerable, wrong time): "How many people worked at X when it closed in 1927?" was answered 300
    from "At its peak the works employed 300 people": the count's own time is its peak, not its closing."""
    from arcana_graph.core.answers import count_at_another_time

    asked = "How many people worked at the Pell mill when it closed in 1927?"
    assert count_at_another_time(asked, "300", ["At its peak the mill employed 300 people."])
    assert not count_at_another_time(asked, "300", ["When it closed in 1927 the mill employed 300 people."])
    assert not count_at_another_time(asked, "300", ["The mill employed 300 people."]), "undated: not judged"
    peak = "How many people did the Pell mill employ at its peak in 1920?"
    assert not count_at_another_time(peak, "300", ["At its peak the mill employed 300 people."]), "the peak asked"


def test_a_change_asked_after_that_no_page_says_of_the_thing_is_a_false_premise() -> None:
    """fresh40 h08 (unanswerable): "How many passengers could MV Haldray Lass carry after the Rask Brothers yard
    lengthened her?" was answered 120; her page tells no lengthening, another ship's page does."""
    skua = "# MV Skua\n\nMV Skua was a small ferry built in 1950 by the Dunn yard. She carried 90 passengers."
    tern = "# Lengthening of MV Tern\n\nIn 1970 MV Tern was lengthened at the Dunn yard by 4 metres."
    question = "How many passengers could MV Skua carry after the Dunn yard lengthened her?"
    assert premise_of_change_unsaid(question, [skua, tern]) == "the Dunn yard lengthened MV Skua"
    assert premise_of_change_unsaid("How many cars did MV Skua take after she was refitted?", [skua]) == (
        "MV Skua was refitted"
    )
    assert premise_of_change_unsaid(question.replace("Skua", "Tern"), [skua, tern]) is None, "told of the Tern"
    assert premise_of_change_unsaid(question, [tern]) is None, "her own page not read: nothing to weigh"
    assert premise_of_change_unsaid("How many passengers could MV Skua carry?", [skua]) is None, "no change asked"
    assert premise_of_change_unsaid("How many people lived in Pell after the war?", [skua]) is None


def test_a_change_said_in_other_words_or_of_another_thing_is_no_false_premise() -> None:
    """The review of the change premise: a page may say the change in other words, a yard's page may say it with
    pronouns, the change may be another thing's, the name may be another's the ship was named after."""
    skua = "# MV Skua\n\nMV Skua was a small ferry built in 1950. She carried 90 passengers."
    question = "How many passengers could MV Skua carry after the Dunn yard lengthened her?"
    extended = skua.replace("She carried", "In 1970 she was extended by 6 metres. She carried")
    assert premise_of_change_unsaid(question, [extended]) is None
    yard = "# Dunn yard\n\nThe Dunn yard built MV Skua in 1950. It lengthened her in 1970."
    assert premise_of_change_unsaid(question, [skua, yard]) is None
    assert (
        premise_of_change_unsaid("How many passengers could MV Skua carry after the Pell pier was extended?", [skua])
        is None
    )
    named = "How many passengers could the ship named after Ann Hale carry after she was refitted?"
    assert premise_of_change_unsaid(named, ["# Ann Hale\n\nAnn Hale was a sailor."]) is None
    line = "# Pell Line\n\nThe Pell Line ran MV Skua from 1950."
    assert premise_of_change_unsaid(question, [line]) is None, "no page of the ship's own"
    widened = "How many cars could MV Skua take after the yard widened her stern door?"
    assert premise_of_change_unsaid(widened, [skua]) == "the yard widened MV Skua's stern door"


def test_the_ship_that_works_a_route_is_read_off_the_routes_own_page() -> None:
    """fresh41 h04: "Which ship works the company's main crossing from Corvanmouth to Port Orrin?" was answered with
    the ship that opened the route in 1909; the route's page says "Since 2008 it has been worked by MV Velmar
    Pioneer"."""
    route = (
        "# Route: Pell to Orla\n\nThe route from Pell to Orla is the main route of the Pell Line. It opened in 1901. "
        "Since 1999 it has been worked by MV Tern, with two sailings a day."
    )
    first = "# SS Ardle\n\nSS Ardle opened the first service from Pell to Orla in 1901."
    question = "Which ship works the Pell Line's main crossing from Pell to Orla?"
    assert ship_on_route(question, [first, route]) == (
        "MV Tern",
        "Since 1999 it has been worked by MV Tern, with two sailings a day.",
    )
    assert ship_on_route(question, [first]) is None, "no page of the route's own"
    assert ship_on_route("Which ship works the crossing from Orla to Tern?", [route]) is None, "another route"
    assert ship_on_route("Who built MV Tern?", [route]) is None


def test_a_ship_on_a_route_is_read_only_from_a_sentence_of_the_route_itself() -> None:
    """The second review of ``ship_on_route``: a list of ships, a sister route, a ship no longer on it, a route with
    more to its name, and a name that runs on into a weekday each read wrongly before."""
    route = "# Route: Pell to Orla\n\nThe route from Pell to Orla opened in 1901. "
    question = "Which ship works the crossing from Pell to Orla?"
    for said in (
        "It is served by MV Tern and MV Skua.",
        "Its connecting service to Skerry is worked by MV Skua.",
        "SS Gannet works it no longer.",
    ):
        assert ship_on_route(question, [route + said]) is None, said
    assert ship_on_route(question, [route + "It is worked by MV Tern Monday to Friday."])[0] == "MV Tern"
    for other in (
        "# Route: Port Pell to Orla\n\nIt is worked by MV Tern.",
        "# Route: Pell to Orla via Skerry\n\nIt is worked by MV Tern.",
    ):
        assert ship_on_route(question, [other]) is None, other


def test_a_year_that_picks_out_the_thing_a_value_is_asked_of_is_not_asked() -> None:
    """fresh40 h06: "How long is the ferry with a cattle door that took over MV Corvan Lady's route in 1973?" was
    refused because the length's sentence does not say 1973: the year tells which ferry."""
    question = "How long is the ferry with a stern door that took over MV Skua's route in 1980?"
    assert states_asked_year(question, "MV Tern is a ferry of 62 metres launched in 1979.")
    assert not states_asked_year("How many people lived in Pell in 1900?", "About 900 people live in Pell.")


def test_a_thing_done_by_someone_of_another_trade_does_not_answer_a_described_doers_thing() -> None:
    """fresh42 k03 (held out, 95bcf9f): the Wendle boatyard, "founded ... by the boatbuilder Peter
    Dray", for "Which firm was founded by the Wendle-born clockmaker?"."""
    asked = "Which firm was founded by the Wendle-born clockmaker?"
    yard = ["The Wendle boatyard was founded in 1873 by the boatbuilder Peter Dray on the north shore."]
    assert doer_of_another_trade(asked, "Wendle Boatyard", yard)
    assert not doer_of_another_trade(asked, "Oduya Clocks", ["It was founded in 1898 by the clockmaker Ben Oduya."])
    assert not doer_of_another_trade(asked, "Wendle Boatyard", ["It was founded in 1873 by Peter Dray."]), "no trade"
    assert not doer_of_another_trade("Which firm was founded by the nephew of Ada Penn?", "Wendle Boatyard", yard)
    assert not doer_of_another_trade("Which firm was founded by the Wendle-born woman?", "Wendle Boatyard", yard)
    assert not doer_of_another_trade("Which firm was built by the clockmaker?", "Wendle Boatyard", yard), "another deed"
    also = ["Peter Dray (1840-1900) was a boatbuilder and clockmaker."]
    assert not doer_of_another_trade(asked, "Wendle Boatyard", yard, also), "his page gives the asked trade too"
    assert not doer_of_another_trade(
        "Which firm was founded by the master clockmaker?", "X", ["X was founded by the clockmaker Ann Dray."]
    )


def test_the_command_of_a_named_ship_does_not_answer_one_of_a_ship_told_by_what_she_is() -> None:
    """fresh45 h07 (held out, d63193c; unanswerable): "... Who was the company's freight ship's captain from 1975 to
    1980?" was answered with "master of MV Tern from 1975 to 1998"; no passage says MV Tern is the freight ship."""
    from arcana_graph.core.answers import command_of_undescribed_ship

    asked = "Who was the company's cargo ship's captain from 1975 to 1980?"
    tern = ["She was master of MV Tern from 1975 to 1998."]
    assert command_of_undescribed_ship(asked, tern, ["Ann Fell was master of MV Tern from 1975 to 1998."])
    trader = ["He was master of MV Pell Trader from 1975 to 1990."]
    assert not command_of_undescribed_ship(asked, trader, ["MV Pell Trader is the cargo ship of the Pell Line."])
    assert command_of_undescribed_ship(asked, trader, ["He was master of MV Pell Trader."]), "not told as such"
    assert not command_of_undescribed_ship("Who was the Tern's captain?", tern, []), "a named ship: not this check's"
    assert not command_of_undescribed_ship(asked, ["She was born in Pell."], []), "no command given"
    page = ["# Ann Fell\n\nAnn Fell was born in Pell. She was master of MV Tern from 1975 to 1998."]
    assert command_of_undescribed_ship(asked, ["Ann Fell was born in Pell."], [], page), "her page gives the command"


def test_a_thing_of_a_kind_no_category_holds_is_not_answered_by_a_person() -> None:
    """fresh45 k06 (held out, d63193c): "Which crossing of the river Aske did the father design?" was answered
    "Jonah Pike", the engineer, from his own page."""
    pages = ["Jonah Pike (1820-1890) was an engineer born in Pell. He designed the Pell Viaduct across the Orla."]
    asked = "Which crossing of the river Orla did the father design?"
    assert not named_as_asked(asked, "Jonah Pike", pages)
    assert named_as_asked(asked, "the Pell Viaduct", pages)
    assert named_as_asked("Which engineer designed the Pell Viaduct?", "Jonah Pike", pages), "a person asked"
    assert named_as_asked("Which one designed the Pell Viaduct?", "Jonah Pike", pages)
    assert named_as_asked(asked, "Ada Penn", pages), "no page says Ada Penn is a person"


def test_a_state_dated_from_another_year_does_not_answer_one_asked_since_a_year() -> None:
    """fresh43 h04 (held out, e7c5f66): "Since 2008 it has been worked by MV Velmar Pioneer" (another route's page)
    for "Which ferry has served the Velmar Harbourline's second route since 1973?"."""
    asked = "Which ferry has served the Velmar Harbourline's second route since 1973?"
    assert since_another_year(asked, "MV Velmar Pioneer", ["Since 2008 it has been worked by MV Velmar Pioneer."])
    assert not since_another_year(asked, "MV Corvan Maid", ["MV Corvan Maid has sailed on it since 1973."])
    assert not since_another_year(asked, "MV Corvan Maid", ["MV Corvan Maid sails it."]), "no year given"
    assert not since_another_year("Which ferry serves the route?", "X", ["Since 2008 it has been worked by X."])


def test_the_thing_asked_is_named_where_the_answer_is_its_owner() -> None:
    """fresh43 h03 (held out, e7c5f66): "What was the company's gas-powered flagship?" answered "Velmar Harbourline"
    from "MV Velmar Pioneer, the flagship of the Velmar Harbourline, is a car and passenger ferry"."""
    asked = "What was the company's gas-powered flagship?"
    said = ["MV Velmar Pioneer, the flagship of the Velmar Harbourline, is a car and passenger ferry of 96 metres."]
    assert thing_for_its_owner(asked, "Velmar Harbourline", said) == "MV Velmar Pioneer"
    assert thing_for_its_owner(asked, "the Velmar Harbourline", said) == "MV Velmar Pioneer"
    assert thing_for_its_owner(asked, "MV Velmar Pioneer", said) is None, "the thing itself"
    assert thing_for_its_owner("Where was the flagship built?", "Velmar Harbourline", said) is None, "not what / which"
    two = [*said, "MV Tern, the old flagship of the Velmar Harbourline, was sold."]
    assert thing_for_its_owner(asked, "Velmar Harbourline", two) is None, "two things so called"


def test_a_list_of_full_names_is_written_when_each_name_is() -> None:
    """fresh42 h06: "Agnar Lusk and Hedda Marrick" for the two founders, from "by the shipowner Agnar Lusk and the
    banker Hedda Marrick", was taken for a name the passages do not write."""
    said = ["It was founded in 1909 in Corvanmouth by the shipowner Agnar Lusk and the banker Hedda Marrick."]
    asked = "Who were the two founders of the Velmar Harbourline?"
    assert written_in(asked, "Agnar Lusk and Hedda Marrick", said)
    assert written_in(asked, "Agnar Lusk, Hedda Marrick", said)
    assert not written_in(asked, "Agnar Lusk and Hedda Marsh", said), "one name not written"
    assert not written_in(asked, "Agnar and Hedda Lusk", said), "a shared family name is read whole"


def test_a_deed_told_on_the_page_of_someone_of_another_trade_does_not_answer_a_described_doers_thing() -> None:
    """fresh42 k03, traced on a7e07f4: the model copied "He founded the Wendle boatyard ..." from the page of
    "Peter Dray, born in Wendle in 1845, was a boatbuilder" for the firm founded by the Wendle-born clockmaker."""
    asked = "Which firm was founded by the Wendle-born clockmaker?"
    page = "# Peter Dray\n\nPeter Dray, born in Wendle in 1845, was a boatbuilder. He founded the Wendle boatyard."
    said = ["He founded the Wendle boatyard."]
    assert doer_of_another_trade(asked, "Wendle Boatyard", said, [page])
    clockmaker = page.replace("a boatbuilder", "a clockmaker")
    assert not doer_of_another_trade(asked, "Wendle Boatyard", said, [clockmaker]), "the asked trade"
    assert not doer_of_another_trade(
        asked, "Wendle Boatyard", said, [page.replace("boatbuilder", "boatbuilder and clockmaker")]
    )
    assert not doer_of_another_trade(asked, "Wendle Boatyard", said, []), "no page holds the sentence"


def test_a_year_after_the_birth_clause_is_not_the_birth_year() -> None:
    """fresh43 k05 (held out, e7c5f66), traced on a7e07f4: "Hugh Tallis (1860-1933), born in Ossery, was a surveyor
    and from 1895 the chairman of the Calder Quarry Company" answers "From what year did Hugh Tallis chair a quarry
    company?" with 1895; the year was read as the birth's."""
    said = [
        "Hugh Tallis (1860-1933), born in Ossery, was a surveyor and from 1895 the chairman of the Calder Quarry"
        " Company."
    ]
    assert not birth_year_for_other_event("From what year did Hugh Tallis chair a quarry company?", "1895", said)
    assert birth_year_for_other_event("When did he chair the company?", "1860", said), "the lifespan's year"
    assert birth_year_for_other_event("When did he chair it?", "1895", ["Tom Pell, born in Orla in 1895, chaired it."])


def test_the_one_page_of_the_asked_kind_that_says_the_deed_answers_a_which_kind_question() -> None:
    """fresh43 k03 (held out, e7c5f66), traced on a7e07f4: "Which library in the valley keeps every single issue of
    the Kestrel Courier?" was called not stated; the Dunmere library's page says it of its archive."""
    library = (
        "# Dunmere Library\n\nThe Dunmere library opened in 1911. It holds about 38,000 books and the Kestrel Valley"
        " archive, which keeps every issue of the Kestrel Courier."
    )
    paper = "# Kestrel Courier\n\nThe Kestrel Courier is a weekly paper printed in Dunmere since 1854."
    asked = "Which library in the valley keeps every single issue of the Kestrel Courier?"
    assert kind_page_stating(asked, [paper, library]) == (
        "Dunmere Library",
        "It holds about 38,000 books and the Kestrel Valley archive, which keeps every issue of the Kestrel Courier.",
    )
    other = library.replace("Dunmere", "Ossery")
    assert kind_page_stating(asked, [library, other]) is None, "two libraries say so"
    assert kind_page_stating(asked, [paper]) is None, "no library's page"
    assert kind_page_stating("Which library has every issue of the Kestrel Courier?", [library]) is None, "no deed"


def test_a_count_of_people_an_event_drowned_is_no_count_of_those_who_live_there() -> None:
    """fresh47 k08 (held out, 6889baa): "How many people does Dunmere have?" was answered "eleven" from "... rose almost
    four metres at Dunmere ... and drowned eleven people in Tillingham parish", and the comparison picked Dunmore."""
    from arcana_graph.core.answers import casualties_for_population

    flood = ["The river rose four metres at Pell, swept away the bridge and drowned eleven people in Orla parish."]
    assert casualties_for_population("How many people does Pell have?", "eleven", flood)
    assert casualties_for_population("How many people live in Pell?", "eleven", flood)
    town = ["Pell is the largest town in the valley, with about 14,000 inhabitants."]
    assert not casualties_for_population("How many people does Pell have?", "about 14,000", town)
    assert not casualties_for_population("How many people died in the flood?", "eleven", flood), "a count of the dead"


@pytest.mark.parametrize(
    ("question", "answer", "wrong"),
    [
        ("Who was the grandfather of Ann Hale?", "Tom Hale", True),  # her father
        ("Who was the grandfather of Ann Hale?", "Ivo Hale", False),
        ("Who was Ann Hale's father?", "Tom Hale", False),
        ("Who was Ann Hale's father?", "Ivo Hale", True),  # her grandfather
        ("Who was Ann Hale's grandmother?", "Ada Penn", False),  # no kinship said of her: not judged
        ("Who was the first head teacher of the Pell school?", "Tom Hale", False),  # no kin asked
    ],
)
def test_a_kin_is_not_answered_by_a_name_its_sentence_makes_another_generation(
    question: str, answer: str, wrong: bool
) -> None:
    """fresh50 k07, re-run: "Who was the grandfather of Alice Sallow?" was answered "George Sallow" from "... the
    daughter of George Sallow and a granddaughter of the brewer Edwin Sallow": the sentence makes him her father."""
    from arcana_graph.core.answers import kin_of_another_generation

    sentences = ["Ann Hale was a teacher, the daughter of Tom Hale and a granddaughter of the brewer Ivo Hale."]
    assert kin_of_another_generation(question, answer, sentences) is wrong
    # another page read binds the answer as asked (the model cited her sentence for "the father of Tom Hale")
    tom = "# Tom Hale\n\nTom Hale was a brewer, the son of Ivo Hale."
    assert not kin_of_another_generation("Who was the father of Tom Hale?", "Ivo Hale", sentences, [tom])
    assert kin_of_another_generation("Who was the father of Tom Hale?", "Ivo Hale", sentences, [sentences[0]])


OWNER_PAGE = (
    "# Ann Pike\n\nCaptain Ann Pike was born in Pell, the daughter of Captain Tom Pike. She was the first woman to "
    "command a ship of the line, as master of MV Tern."
)
ROUTE_PAGE = "# Route: Pell to Orla\n\nThe summer route runs from May, when MV Tern makes two sailings a day."


@pytest.mark.parametrize(
    ("question", "sentences", "pages_of", "wrong"),
    [
        ("Which ship was her father master of?", ["She was ... as master of MV Tern."], ["Ann Pike"], True),
        ("Which ship was her father master of?", ["MV Tern makes two sailings a day."], ["Route"], True),
        ("Which ship was her father master of?", ["He was master of MV Skua."], ["Tom Pike"], False),  # his page
        ("Which ship was her father master of?", ["Tom Pike was master of MV Skua."], ["Ann Pike"], False),
        ("Which ship was her father master of?", ["Her father was master of MV Skua."], ["Ann Pike"], False),
        ("Which ship was she master of?", ["She was ... as master of MV Tern."], ["Ann Pike"], False),  # no kin
        ("Who was her father?", ["She was the daughter of Captain Tom Pike."], ["Ann Pike"], False),  # the kin asked
    ],
)
def test_a_kin_s_thing_is_read_off_sentences_that_speak_of_the_kin(
    question: str, sentences: list[str], pages_of: list[str], wrong: bool
) -> None:
    """fresh50 h05: "... the first woman ever to captain a ship of the company. Which ship was her father master
    of?" was answered with her own ship from her page ("the daughter of Captain Tobias Fenner. She ... as master of
    MV Tern") and, re-run, with the route's ship: once a page read tells who her father is, the answer's sentence
    must speak of him (his name, a kin word) or come from his page."""
    from arcana_graph.core.answers import kin_thing_unlinked

    assert kin_thing_unlinked(question, sentences, pages_of, [OWNER_PAGE, ROUTE_PAGE]) is wrong
    assert not kin_thing_unlinked(question, sentences, pages_of, [ROUTE_PAGE])  # no page tells who the kin is


def test_a_thing_a_kin_did_is_linked_by_the_deed_on_the_answer_s_page() -> None:
    """fresh60 k06: "... land given by a brewer. What's the best-known beer of the brewery his father founded?" had its
    three hops right (Thomas Kemp, his father Bartholomew Kemp, the Ossery Brewery) and "Market Mild" was refused
    against the whole question: its sentence ("Its best known beer is ...") names no kin, though its page says who
    founded the brewery. A thing told by the kin's deed is linked when the answer's page states that deed with the
    kin's name."""
    from arcana_graph.core.answers import kin_thing_unlinked

    question = "What is the best-known dish of the inn her father founded?"
    inn = "# Pell Inn\n\nThe Pell Inn was founded in 1870 by Tom Pike near the quay. Its best known dish is eel pie."
    other = inn.replace("Tom Pike", "Ivo Hale")
    sentences, pages_of = ["Its best known dish is eel pie."], ["Pell Inn"]
    assert not kin_thing_unlinked(question, sentences, pages_of, [OWNER_PAGE, inn], holding=[inn])
    assert kin_thing_unlinked(question, sentences, pages_of, [OWNER_PAGE, other], holding=[other])  # another founder
    assert kin_thing_unlinked(question, sentences, pages_of, [OWNER_PAGE, inn])  # the page not given: as before
    # the kin must be the doer, the deed read in its forms
    for deed, page_says, linked in [
        ("founded", "Tom Pike founded the Pell Inn in 1870.", True),
        ("had founded", "The Pell Inn was founded in 1870 by Tom Pike.", True),
        ("started", "The Pell Inn was founded in 1870 by Tom Pike.", True),  # a founding, however written
        ("ran", "The Pell Inn was run by Tom Pike from 1880.", True),
        ("set up", "The Pell Inn was set up in 1870 by the innkeeper Tom Pike.", True),
        ("founded", "The Pell Inn was founded in 1880 by Ivo Hale, a friend of Tom Pike.", False),
        ("founded", "The Pell Inn was founded in 1840 by Tom Pike's father, Ned Pike.", False),
        ("built", "The Pell Inn was built in 1880 for Tom Pike by Ivo Hale.", False),
        ("used to run", "Tom Pike used the Pell Inn's yard for his carts.", False),
    ]:
        asked_so = f"What is the best-known dish of the inn her father {deed}?"
        page = f"# Pell Inn\n\n{page_says} Its best known dish is eel pie."
        unlinked = kin_thing_unlinked(asked_so, sentences, pages_of, [OWNER_PAGE, page], holding=[page])
        assert unlinked is not linked, (deed, page_says)
    # a kin's thing asked with no deed ("master of") is read as before, whatever the page says
    ship = "# MV Tern\n\nMV Tern was built in 1950 for Tom Pike. She makes two sailings a day."
    asked = "Which ship was her father master of?"
    assert kin_thing_unlinked(asked, ["She makes two sailings a day."], ["MV Tern"], [OWNER_PAGE, ship], holding=[ship])


def test_a_kin_s_thing_found_on_the_way_links_what_is_asked_of_it() -> None:
    """fresh62 h04: "... the first woman to command a Harbourline ship was a captain's daughter. How long was the ship
    her father was master of?" had its four hops right (Annika Fenner, her father Tobias Fenner, "Tobias Fenner ... was
    master of MV Corvan Lady", "MV Corvan Lady was a ferry of 55 metres") and "55 metres" was refused against the
    whole question: its sentence names no kin. A thing found on the way, from a sentence naming the kin, links what is
    then read off its own sentences or page; a name found on the way that no sentence ties to the kin does not."""
    from arcana_graph.core.answers import kin_thing_unlinked

    question = "How long was the ship her father was master of?"
    his = "Captain Tom Pike (1925-1999) was born in Pell. He was master of MV Skua from 1964 to 1982."
    sentences, pages_of = ["MV Skua was a ferry of 55 metres built in 1964."], ["MV Skua"]
    read = [OWNER_PAGE, f"# Tom Pike\n\n{his}"]
    found = ["Captain Ann Pike", "Captain Tom Pike", "MV Skua"]
    assert kin_thing_unlinked(question, sentences, pages_of, read)  # as before: nothing found on the way given
    assert not kin_thing_unlinked(question, sentences, pages_of, read, found_names=found, told_before=[his])
    # the hop's sentence as its page writes it, "He was master of ...", on the kin's own page
    he_was = "He was master of MV Skua from 1964 to 1982."
    assert not kin_thing_unlinked(question, sentences, pages_of, read, found_names=found, told_before=[he_was])
    # her own ship, found on the way from her sentence, is no link to her father's
    tern = (["MV Tern was a ferry of 40 metres."], ["MV Tern"])
    hers = "She was the first woman to command a ship of the line, as master of MV Tern."
    on_the_way = ["Captain Ann Pike", "Captain Tom Pike", "MV Tern"]
    assert kin_thing_unlinked(question, *tern, read, found_names=on_the_way, told_before=[hers])


@pytest.mark.parametrize(
    ("found", "told", "sentence"),
    [
        # fresh50 h05's shape: her own ship, the chain having found her and her father only
        (["Captain Ann Pike", "Captain Tom Pike"], "Captain Ann Pike was born in Pell, the daughter of Captain Tom "
         "Pike.", "MV Tern, commanded by Ann Pike from 1990, was a ferry of 40 metres."),
        # a value found on the way is no thing of his
        (["Captain Ann Pike", "Captain Tom Pike", "1964"], "He was master of MV Skua from 1964 to 1982.",
         "MV Tern was a ferry of 40 metres built in 1964."),
        # her ship, told on her father's page beside her name
        (["Captain Ann Pike", "Captain Tom Pike", "MV Tern"], "His daughter Ann Pike was master of MV Tern.",
         "MV Tern was a ferry of 40 metres."),
    ],
)  # fmt: skip
def test_what_is_found_beside_a_kin_is_not_the_kin_s_thing(found: list[str], told: str, sentence: str) -> None:
    """A review of the link above: the person whose kin is asked, found first and named in the sentence that tells the
    kinship, is no thing of the kin's; nor is a value or her own ship named beside him. Only a name found after the
    kin, stated with him and not with her, links (a later hop's answer, which its own step checked as the thing
    asked)."""
    from arcana_graph.core.answers import kin_thing_unlinked

    question = "How long was the ship her father was master of?"
    his = f"# Tom Pike\n\nCaptain Tom Pike (1925-1999) was born in Pell. {told}"
    read = [OWNER_PAGE, his]
    assert kin_thing_unlinked(question, [sentence], ["MV Tern"], read, found_names=found, told_before=[told])


def test_a_name_with_its_kind_must_be_written_where_it_was_read() -> None:
    """fresh48 k07 (re-run): "... a woman architect whose father was an engineer. What did her father design?" was
    answered "Dunmere library" (another architect's building) citing her page, which has "born in Dunmere" and no
    library: a name and its kind in lowercase is read as it stands, unless the kind is the question's own."""
    from arcana_graph.core.answers import name_unsaid

    hers = ["Ada Penn was an architect born in Pell, the daughter of the engineer Tom Penn."]
    assert name_unsaid("What did her father design?", "Pell library", hers)
    assert not name_unsaid("What did her father design?", "Pell library", ["Ivo Marsh designed the Pell library."])
    assert not name_unsaid("Which yard was it?", "the Penn yard", ["Penn & Sons was a shipyard."])  # asked kind


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        ("Who was Alice Sallow's grandfather?", "Edwin Sallow",
         "Alice Sallow was the daughter of George Sallow, the son of the brewer Edwin Sallow."),
        ("Who was Ada Penn's uncle?", "Tom Penn",
         "Ada Penn was the daughter of the miller Josiah Penn, a brother of Tom Penn."),
        ("Who was Ada Penn's grandmother?", "Ellen Vorse", "Ada's mother, Mary Penn, was the daughter of Ellen Vorse."),
        ("Who was Tom Venn's brother?", "Edwin Venn",
         "Ada Venn was the daughter of Edwin Venn, the elder brother of Tom Venn."),
        ("Who was Ada Penn's husband?", "Tom Brack", "Their son Edwin was the son of Tom Brack and Ada Penn."),
    ],
)  # fmt: skip
def test_a_kinship_said_of_someone_else_in_the_sentence_is_not_the_asked_ones(
    question: str, answer: str, sentence: str
) -> None:
    """A review of the fresh50 fixes: a chain of kin ("the daughter of X, the son of Y") or a sentence about
    another person binds the answer to someone other than the question's person, and says nothing against it."""
    from arcana_graph.core.answers import kin_of_another_generation

    assert not kin_of_another_generation(question, answer, [sentence])


@pytest.mark.parametrize(
    ("question", "answer", "fitting"),
    [
        (
            "Two villages: the one on the river, or the one by the lake. Which of them has more people?",
            "about 780",
            False,
        ),
        ("Two villages: the one on the river, or the one by the lake. Which of them has more people?", "Pell", True),
        ("Which of these years did the mill open in, 1850 or 1860?", "1860", True),
        ("Which of them was founded earlier, and in what year?", "1850", True),
        ("Which of the two is longer, and by how many metres?", "400 metres", True),
    ],
)
def test_a_choice_between_sides_is_not_answered_by_an_amount(question: str, answer: str, fitting: bool) -> None:
    """fresh50 k10: "... Which of them has more inhabitants?" was answered "about 780": an amount names no side. A
    choice that asks a year or an amount too, or offers numbers, may be answered by one."""
    assert fits(question, answer) is fitting


def test_a_year_taken_over_dug_or_of_a_first_thing_is_stated_as_asked() -> None:
    """fresh51 k05: "What year did he take over his family's brewery?" was answered with the year his gift of land
    was laid out; k07: "In what year did the man who founded the firm ... build his very first organ?" with the
    year the firm was founded; fresh47 h04: a dry dock's digging with the yard's founding year. k01: "What is the
    maximum depth of Lake Senna?" answered "up to 38 metres"."""
    from arcana_graph.core.answers import first_unsaid, states_event
    from arcana_graph.core.wording import without_asked_limit

    taken = "What year did he take over his family's brewery?"
    assert not states_event(taken, ["The ground was laid out in 1901 on land given by the brewer Tom Kemp."])
    assert states_event(taken, ["He took over the family brewery in 1878."])
    dug = "In what year was that dry dock dug?"
    assert not states_event(dug, ["Rask Brothers is a shipyard, founded in 1902 by Ansel Rask, with a dry dock."])
    assert states_event(dug, ["He dug its dry dock in 1936."])
    first = "In what year did the man who founded the Pell organ works build his very first organ?"
    assert first_unsaid(first, ["# Pell Organ Works\n\nThe Pell Organ Works was founded in 1894 by Nils Lind."])
    assert not first_unsaid(first, ["# Nils Lind\n\nNils Lind built his first organ in 1889."])
    lookup = "In what year did the slipways close at the yard that built the line's very first ship?"
    assert not first_unsaid(lookup, ["# Tarn Yard\n\nThe Tarn yard closed its slipways in 1999."])  # a lookup's first
    assert without_asked_limit("What is the maximum depth of Lake Pell?", "up to 38 metres") == "38 metres"
    # a capacity ("can ... take") asks the limit too (fresh53 k02, fresh55 k02: "up to 60" for "60 passengers")
    assert without_asked_limit("How many passengers can the boat take?", "up to 60") == "60"
    assert without_asked_limit("How many passengers took the boat in 1990?", "up to 60") == "up to 60"


def test_the_review_of_the_fresh51_checks_keeps_other_wordings_of_the_asked_event() -> None:
    """The same review: "took the family brewery over", "sinking of the shaft", "entered service" for a first
    crossing, and "up to 1900" for "at its most productive" were refused or cut."""
    from arcana_graph.core.answers import first_unsaid, states_event
    from arcana_graph.core.wording import without_asked_limit

    assert states_event(
        "When did Ada Venn take over the family brewery?", ["She took the family brewery over in 1921."]
    )
    assert states_event(
        "When did the miners start digging the Pell shaft?", ["Sinking of the Pell shaft began in 1900."]
    )
    assert not first_unsaid("When did MV Tern make her first crossing?", ["MV Tern entered service in 1921."])
    assert without_asked_limit("When was the mill at its most productive?", "up to 1900") == "up to 1900"
    # fresh65 k01 (held out): "How deep is Lake Senna at its deepest?" answered "up to 38 metres" (F1 67)
    assert without_asked_limit("How deep is Lake Pell at its deepest?", "up to 38 metres") == "38 metres"
    assert without_asked_limit("When was the port at its busiest?", "up to 1900") == "up to 1900"


def test_a_year_asked_as_an_end_must_be_written_as_one() -> None:
    """fresh52 k05: "until what year ... served as his town's mayor?" answered with the year a sentence gives the
    post's start ("Its first mayor, elected in 1930, ..."); a year written after "to", "until" or a dash, or in a
    sentence telling an end, fits; other questions are not judged so."""
    asked = "My son rows with the club there. Any idea until what year the man who founded that club was mayor?"
    assert not fits_as_stated(asked, "1930", ["Its first mayor, elected in 1930, was the auctioneer Tom Vane."])
    assert fits_as_stated(asked, "1936", ["From 1930 to 1936 he was the town's mayor."])
    assert fits_as_stated("Until what year did Tom Vane serve?", "1930", ["He retired from the post in 1930."])
    assert fits_as_stated(asked, "1936", ["He was mayor from 1930, and in 1936 he stepped aside for Ada Penn."])
    assert fits_as_stated(asked, "1936", ["He served between 1930 and 1936."])
    assert not fits_as_stated(asked, "1930", ["Tom Vane was mayor from 1930."])
    assert fits_as_stated(
        "When did Tom Vane become mayor?", "1930", ["Its first mayor, elected in 1930, was Tom Vane."]
    )
    assert range_end(asked, "1930", ["From 1930 to 1936 he was the town's mayor."]) == "1936"


def test_a_page_denying_kin_among_a_places_group_denies_a_statements_kin_there() -> None:
    """fresh52 k11: "X ran the family pottery in Pell after his uncle Eli died" when X's own page says "he was not
    related to the potters of Pell": a false premise. A statement naming neither that person nor the place stands."""
    page = "# Tom Rudd\n\nTom Rudd (1902-1981) was a schoolmaster; he was not related to the potters of Pell Green."
    claimed = "My aunt says the schoolmaster Tom Rudd ran the family pottery in Pell Green after his uncle Eli died."
    assert premise_of_denied_kin(claimed, [page])
    assert not premise_of_denied_kin("My aunt says Tom Rudd taught at Orla after his uncle Eli died.", [page])
    assert not premise_of_denied_kin(
        "My aunt says Ann Rudd ran the pottery in Pell Green after her uncle died.", [page]
    )


def test_a_deed_asked_after_a_clauses_event_is_dated_by_that_deed() -> None:
    """fresh51 k07: "In what year did the man who founded the organ firm build his very first organ?" answered with
    the firm's founding year; the sentence must say the deed asked (built, building), not the clause's event."""
    asked = "In what year did the man who founded the organ firm behind it build his very first organ?"
    assert not states_event(asked, ["The Penn Organ Works was founded in 1894 by the organ builder Tom Penn."])
    assert states_event(asked, ["He learned his trade as a joiner before building his first organ in 1889."])
    assert states_event("In what year did the woman who founded the mill become mayor?", ["She was mayor from 1901."])
    # any form of the deed says it: "making", "launches" (the first version knew "make", "makes" and "made" only)
    made = "In what year did the man who founded the violin firm make his very first violin?"
    assert states_event(made, ["He trained as a joiner before making his first violin in 1889."])
    assert not states_event(made, ["The firm was founded in 1894."])


def test_a_post_a_statement_gives_may_be_stated_by_an_earlier_hops_sentence() -> None:
    """fresh54 h02: the harbourmaster of the statement is stated on her own page (an earlier hop's), the count
    asked on the harbour's; a post the question asks about is still read in the answer's own sentences."""
    question = (
        "The first woman to serve as a harbourmaster in the Isles kept her harbour's records. How many people live"
        " in that harbour?"
    )
    count = ["Haldwick has about 2,100 inhabitants."]
    assert states_role(question, count, told=["She was the first woman harbourmaster in the Isles."])
    assert not states_role(question, count, told=["She was a radio officer in the Isles."])
    asked = "When did Ada Penn take over as managing director of the line?"
    assert not states_role(asked, ["She chaired its board from 1931."], told=["She became its director in 1931."])


def test_a_kin_is_read_past_the_titles_of_both_people() -> None:
    """fresh54 h04: "Captain Annika Fenner (1948-2021) was born in Haldness, the daughter of Captain Tobias Fenner"
    states his daughter and her father; the model answered "Captain Tobias Fenner" for his daughter."""
    said = "Captain Annika Fenner (1948-2021) was born in Haldness, the daughter of Captain Tobias Fenner."
    assert kin_from_other_side("Who was the daughter of Tobias Fenner?", [said]) == ("Annika Fenner", said)
    assert kin_from_other_side("Who was Annika Fenner's father?", [said]) == ("Tobias Fenner", said)
    assert kin_from_other_side("Who was the son of Tobias Fenner?", [said]) is None


def test_a_title_is_passed_over_only_before_a_whole_name() -> None:
    """The review of the title reading: a dotted title before the one the sentence is about is passed over too, and
    a title before a surname alone stays part of the name given ("Captain Fenner", not "Fenner")."""
    dotted = "Dr. Annika Fenner (1948-2021) was born in Haldness, the daughter of Dr. Tobias Fenner."
    assert kin_from_other_side("Who was the daughter of Tobias Fenner?", [dotted]) == ("Annika Fenner", dotted)
    surname = "Hal Fenner was a pilot, the son of Captain Fenner of the Tern."
    assert kin_from_other_side("Who was Hal Fenner's father?", [surname]) == ("Captain Fenner", surname)


def test_a_measure_written_as_the_asked_things_adjective_drops_the_thing() -> None:
    """fresh55 k03: "What size was the telescope there?" answered "40-centimetre telescope" (both systems)."""
    from arcana_graph.core.wording import measure_without_thing

    question = "What size was the telescope there?"
    assert measure_without_thing(question, "40-centimetre telescope") == "40 centimetres"
    assert measure_without_thing("How long was the ship?", "a 55-foot ship") == "55 feet"
    assert measure_without_thing(question, "40-centimetre refractor") == "40-centimetre refractor"  # not asked of
    assert measure_without_thing(question, "40 centimetres") == "40 centimetres"
    assert measure_without_thing(question, "40-centimetre") == "40 centimetres"


def test_a_measure_followed_by_the_asked_dimension_drops_it() -> None:
    """fresh56 h02: "How long is the dry dock of the shipyard ...?" answered "80 metres long"."""
    from arcana_graph.core.wording import measure_without_thing

    assert measure_without_thing("How long is the dry dock?", "80 metres long") == "80 metres"
    assert measure_without_thing("What is the height of the dam?", "21 metres high") == "21 metres"
    assert measure_without_thing("How wide is the river there?", "40 feet across") == "40 feet"
    # another dimension than the one asked is the answer's own fault, left for the checks that catch it
    assert measure_without_thing("How tall is the tower?", "50 metres long") == "50 metres long"
    # the dimension the question's own measure asks, not one a later clause names
    assert measure_without_thing("How tall is the tower, and how long is its shadow?", "50 metres long") == (
        "50 metres long"
    )


def test_a_kin_answered_the_other_way_round_is_misread() -> None:
    """fresh57 k05: "Who was the son of Walter Brack?" answered "Samuel Brack" from "Walter Brack ... was a son of the
    engineer Samuel Brack": Samuel is his father; the chain then asked how often the father won the race."""
    from arcana_graph.core.answers import kin_turned_round

    said = ["Walter Brack (1866-1930), born in Dunmere, was a son of the engineer Samuel Brack."]
    assert kin_turned_round("Who was the son of Walter Brack?", "Samuel Brack", said)
    assert not kin_turned_round("Who was the father of Walter Brack?", "Samuel Brack", said)
    assert not kin_turned_round("Who was the son of Samuel Brack?", "Walter Brack", said)
    # a kin that reads the same both ways
    assert not kin_turned_round("Who was the brother of Tom Pell?", "Ned Pell", ["Tom Pell was a brother of Ned Pell."])


def test_a_title_is_dropped_for_who_after_an_opening_filler() -> None:
    """fresh57 h03: "So, um, who was the master of the ferry ...?" answered "Captain Marit Haldane"."""
    from arcana_graph.core.wording import without_title

    assert without_title("So, um, who was the master of MV Tern?", "Captain Marit Haldane") == "Marit Haldane"


def test_a_name_asked_of_someone_described_is_not_the_name_the_question_gives() -> None:
    """fresh58 k12: "What was the uncle that Peter Dray was taught the craft by who fished for a living called?" (the
    uncle is never named) was answered "Peter Dray"."""
    from arcana_graph.core.answers import repeats_question

    assert repeats_question("What was the uncle that Tom Pell was taught the craft by called?", "Tom Pell")
    assert repeats_question("What was the name of the boat that Tom Pell built?", "Tom Pell")
    assert not repeats_question("What was the name of the boat that Tom Pell built?", "Heron")


def test_a_category_word_before_a_business_word_is_its_modifier() -> None:
    """fresh58 k06: "Which building firm laid the Senna Branch Line?" rejected "Halloran & Webb" because its page calls
    it "a building contractor" (read as a building, not a firm), and the question was given up."""
    from arcana_graph.core.answers import named_as_asked

    said = ["# Pell & Tern\n\nPell & Tern was a building contractor founded in 1879 in Ossery."]
    assert named_as_asked("Which building firm laid the Tern Line?", "Pell & Tern", said)
    assert not named_as_asked("Which firm laid the Tern Line?", "Tern Mill", ["Tern Mill is a village."])


def test_a_thing_told_without_a_name_leaves_its_name_unanswered() -> None:
    """fresh58 h07: "What was the name of the trawler whose crew Captain Tobias Fenner rescued in 1978?" (the page says
    only "he rescued the crew of a sinking trawler") was answered with the captain's own ferry."""
    from arcana_graph.core.answers import thing_left_unnamed

    page = ["Tom Pell was master of MV Tern from 1960.", "In 1971 he rescued the crew of a sinking trawler in fog."]
    asked = "What was the name of the trawler whose crew Tom Pell rescued in 1971?"
    assert thing_left_unnamed(asked, "MV Tern", page) == page[1]
    assert thing_left_unnamed("Which trawler's crew did Tom Pell rescue in 1971?", "MV Tern", page) == page[1]
    # named after its noun, or asked of another event: no such sentence
    named = ["In 1971 he rescued the crew of a sinking trawler, the Kittiwake, in fog."]
    assert thing_left_unnamed(asked, "Kittiwake", named) is None
    assert thing_left_unnamed("Which ship did Tom Pell command?", "MV Tern", page) is None


def test_a_name_asked_by_called_is_not_answered_by_a_common_noun() -> None:
    """fresh58 k12: "What was that uncle called?" (the page says only "from his uncle, a fisherman") was answered
    "fisherman" after "Peter Dray" was turned down; the step "What was Peter Dray's uncle called?" is a kin step whose
    relative the page leaves unnamed."""
    from arcana_graph.core.answers import kin_asked, kin_left_unnamed, named_as_asked

    assert not named_as_asked("What was Tom Pell's uncle called?", "fisherman", [])
    assert named_as_asked("What was Tom Pell's uncle called?", "Hugh Tallis", [])
    assert not named_as_asked("What was the uncle that Tom Pell was taught by called?", "a fisherman", [])
    page = ["Tom Pell was a boatbuilder.", "He learned boatbuilding from his uncle, a fisherman."]
    assert kin_left_unnamed("What was Tom Pell's uncle called?", page) == page[1]
    assert kin_left_unnamed("What was the name of Tom Pell's uncle?", page) == page[1]
    assert kin_asked("What was Tom Pell's uncle called?") == "Tom Pell's uncle"
    assert kin_asked("Who was the uncle of Tom Pell?") == "the uncle of Tom Pell"


def test_a_main_one_is_the_largest_a_passage_tells() -> None:
    """fresh58 k03: "What is the biggest side-river feeding into the Aske?" was not answered from "is joined by its main
    tributary, the Kell Water": a passage's "main" is its largest; it says nothing of the longest."""
    from arcana_graph.core.answers import states_superlative

    said = "It is joined by its main tributary, the Pell Water, at Tern."
    assert states_superlative("What is the biggest side-river feeding into the Orla?", said)
    assert states_superlative("What is the largest tributary of the Orla?", said)
    assert not states_superlative("What is the longest tributary of the Orla?", said)


def test_a_sentence_given_for_a_lookup_is_read_as_the_name_it_says_is_the_thing() -> None:
    """fresh58 k03's trace: "What is the biggest side-river feeding into the Aske?" was answered with the sentence "The
    Kell Water is the main tributary of the river Aske, 19 kilometres long.", which the next step was asked with."""
    from arcana_graph.core.answers import subject_of_identity

    said = "The Pell Water is the main tributary of the river Orla, 19 kilometres long."
    assert subject_of_identity("What is the biggest side-river feeding into the Orla?", said) == "Pell Water"
    assert subject_of_identity("What is the Pell Water?", said) == said  # its description asked
    assert (
        subject_of_identity("When was the mill built?", "The mill was built in 1850.") == "The mill was built in 1850."
    )
    assert subject_of_identity("What is the biggest town?", "Tern") == "Tern"


def test_a_place_ending_an_aside_is_not_what_the_sentence_says_is_something() -> None:
    """fresh59 k07: "Which town did Samuel Brack serve as mayor?" turned down "Dunmere" because another gathered page
    reads "Walter Brack (1866-1930), born in Dunmere, was a son of ...", taken for "Dunmere was a son", and refused."""
    from arcana_graph.core.answers import named_as_asked

    pages = ["Tom Pell (1866-1930), born in Orla, was a son of the engineer Ned Pell.", "Ned Pell was mayor of Orla."]
    assert named_as_asked("Which town did Ned Pell serve as mayor?", "Orla", pages)
    assert not named_as_asked("Which firm did Ned Pell found?", "Tern Heath", ["Tern Heath is a hill village."])


def test_an_answer_read_off_a_namesakes_sentence_is_no_answer() -> None:
    """fresh59 h04's trace: "Which shipyard built MV Orrin Star?" was answered "Tollan Shipyard" from "MV Orrin Spirit
    ..., built in 1991 by the Tollan Shipyard to the design of her older sister, MV Orrin Star": her sister's yard."""
    from arcana_graph.core.answers import told_of_a_namesake

    sister = ["MV Tern Spirit is a ferry built in 1991 by the Pell Yard to the design of her sister, MV Tern Star."]
    assert told_of_a_namesake("Which shipyard built MV Tern Star?", "Pell Yard", sister)
    assert not told_of_a_namesake("Which shipyard built MV Tern Spirit?", "Pell Yard", sister)
    own = ["MV Tern Star is a ferry built in 1986 by the Orla Yard."]
    assert not told_of_a_namesake("Which shipyard built MV Tern Star?", "Orla Yard", own)
    # a thing of another kind opening the sentence is no namesake ("Aske Iron Foundry" for a viaduct)
    said = ["Tern Iron Foundry cast the Tern Viaduct girders for Ada Penn."]
    assert not told_of_a_namesake("Who built the Tern Viaduct?", "Ada Penn", said)
    # the asked ship named after the answer in a clause of its own, or as what the subject replaced: its own fact
    for sentence, question, answer in (
        ("MV Kell was sold in 1996, the year MV Tern Star was completed.", "When was MV Tern Star built?", "1996"),
        ("MV Kell Star, built by the Pell Yard, replaced MV Tern Star.", "Which yard built MV Tern Star?", "Pell Yard"),
    ):
        assert not told_of_a_namesake(question, answer, [sentence])


def test_the_reviews_cases_for_the_forty_sixth_sessions_answer_checks() -> None:
    """The review of this session's checks: each must leave alone what it was not written for."""
    from arcana_graph.core.answers import (
        kin_left_unnamed,
        named_as_asked,
        states_superlative,
        subject_of_identity,
        thing_left_unnamed,
        told_of_a_namesake,
    )

    # a pronoun or an opening word is no name; a value asked is no lookup of a thing
    said = "It is the main tributary of the river Orla, 19 kilometres long."
    assert subject_of_identity("What is the biggest side-river feeding into the Orla?", said) == said
    father = "Ned Pell was a fisherman who worked the Orla estuary all his life."
    assert subject_of_identity("What was the occupation of Tom Pell's father?", father) == father
    # the trawler named in a sentence of its own; an article opening a sentence
    page = ["In 1971 he rescued the crew of a sinking trawler in fog.", "The trawler was the Kittiwake, out of Orla."]
    assert thing_left_unnamed("Which trawler's crew did Tom Pell rescue in 1971?", "Kittiwake", page) is None
    opening = ["A sinking trawler's crew was rescued by Tom Pell in 1971 in fog."]
    assert thing_left_unnamed("Which trawler's crew did Tom Pell rescue in 1971?", "MV Tern", opening) == opening[0]
    # two ships sharing the sentence's subject
    both = ["MV Tern Spirit and MV Tern Star were both built by the Pell Yard in 1991."]
    assert not told_of_a_namesake("Which shipyard built MV Tern Star?", "Pell Yard", both)
    # "The parish of X is a hill village": X is a village, no building
    assert not named_as_asked(
        "Which building did Tom Pell design?", "Tern Heath", ["The parish of Tern Heath is a hill village."]
    )
    # a "main" thing of another kind, or a "Main Street", is no largest
    assert not states_superlative(
        "What is the biggest ferry of the Tern Line?", "MV Orla, a small ferry, sails the main route."
    )
    assert states_superlative(
        "What is the biggest passenger ferry of the Tern Line?", "MV Orla is its main passenger ferry."
    )
    # the kin step's other forms
    kin = ["Tom Pell was a boatbuilder.", "He learned boatbuilding from his uncle, a fisherman."]
    assert kin_left_unnamed("Who was Tom Pell's uncle?", kin) == kin[1]
    assert kin_left_unnamed("What was the uncle of Tom Pell called?", kin) == kin[1]


def test_a_named_doer_a_passage_writes_with_the_deed_is_read_in_code() -> None:
    """fresh60 k06's trace: "Who gave the land the Ossery recreation ground was laid out on?" was called not stated by
    the small model over the Loop's passages; the page writes "laid out in 1901 on land given by the brewer Thomas
    Kemp"."""
    from arcana_graph.core.answers import doer_stated

    page = (
        "# Pell Green\n\nPell green is a park of eight hectares, laid out in 1901 on land given by the brewer Tom Hale."
    )
    assert doer_stated("Who gave the land the Pell green was laid out on?", [page]) == (
        "Tom Hale",
        "Pell green is a park of eight hectares, laid out in 1901 on land given by the brewer Tom Hale.",
    )
    # another deed, another thing, or two doers: nothing read
    assert doer_stated("Who built the Pell bandstand?", [page]) is None
    assert doer_stated("Who gave the land for the Orla school?", [page]) is None
    two = page + " Other records say the land the Pell green was laid out on was given by the brewer Ada Penn."
    assert doer_stated("Who gave the land the Pell green was laid out on?", [two]) is None


def test_an_owner_s_post_asked_is_stated_by_the_answer_s_sentence() -> None:
    """fresh64 h04, traced after its plan was mended: the first hop "Who was the Velmar Harbourline's marine
    superintendent?" was answered "Agnar Lusk" from "It was founded in 1909 ... by the shipowner Agnar Lusk", while the
    page ranked first states the post. A post asked as an owner's ("X's marine superintendent") is read like one asked
    as "the marine superintendent of X"."""
    from arcana_graph.core.answers import states_role

    asked = "Who was the Pell Line's marine superintendent?"
    assert not states_role(asked, ["It was founded in 1909 by the shipowner Tom Lusk and the banker Ada Marrick."])
    assert states_role(asked, ["He was master of SS Pell and then the company's marine superintendent."])
    assert not states_role("Who was the marine superintendent of the Pell Line?", ["It was founded by Tom Lusk."])
    # a thing's owner asked is no post ("Who was the Pell Line's owner?" reads "owned"); kin as before
    assert states_role("Who was the Pell Line's owner?", ["The Pell Line was owned by Tom Lusk."])
    assert states_role("Who was Ada Pike's father?", ["Ada Pike was the daughter of Tom Pike."])


def test_a_post_telling_who_someone_else_is_is_not_the_post_asked() -> None:
    """fresh65 h04 (held out): "... the captain who was master of MV Corvan Lady from 1964 to 1982 had a daughter who
    also became a master. Which ship did she command?" had "master of MV Tern" refused as another ship's post; a post
    asked, or a false premise's post, is still checked."""
    asked = "The captain who was master of MV Pell had a daughter who became a master. Which ship did she command?"
    assert not post_of_another(asked, ["She was master of MV Tern from 1975 to 1998."])
    assert post_of_another("Who was mayor of Pell in 1920?", ["From 1921 she was mayor of Tern."])
    assert post_of_another("For how many years was Ada Penn mayor of Pell?", ["From 1921 she was mayor of Tern."])


def test_a_thing_asked_by_its_doer_is_read_off_the_doers_sentence() -> None:
    """fresh65 k07 (held out): "Which brewery was founded by Edwin Sallow?", asked after two hops that found him,
    was answered "Edwin Sallow"; his page says "He founded the Fenwick Brewery", the brewery's "The Fenwick Brewery
    was founded in 1846 by Edwin Sallow"."""
    asked = "Which brewery was founded by Ed Pell?"
    ed = (
        "# Ed Pell\n\nEd Pell (1815-1880) was a brewer born in Tern. He founded the Orla Brewery and served on a board."
    )
    brewery = "# Orla Brewery\n\nThe Orla Brewery was founded in 1846 by Ed Pell in Orla. Its best known beer is Ale."
    said = "He founded the Orla Brewery and served on a board."
    assert thing_done_by(asked, [ed]) == ("Orla Brewery", said)
    assert thing_done_by(asked, [brewery]) == ("Orla Brewery", brewery.split("\n\n")[1].split(" Its")[0])
    assert thing_done_by("Which brewery was founded by Ida Holm?", [ed, brewery]) is None  # another doer
    sister = "# Ada Pell\n\nAda Pell (1820-1890) was a teacher. She founded the Tern Brewery."
    assert thing_done_by(asked, [sister]) is None  # "she" on another's page is not his
    assert thing_done_by(asked, [ed, "# Kell Brewery\n\nThe Kell Brewery was founded by Ed Pell."]) is None  # two


def test_the_review_of_the_fresh65_readers() -> None:
    """The review of 8828b5a and 2ab5dc0: a post after "who was" is still the one asked unless the question then asks
    of another person; another doer's thing, a pronoun after another name, a possessive doer and a longer name are
    not the asked doer's thing."""
    tern = ["From 1921 to 1925 she was mayor of Tern."]
    assert post_of_another("Tell me who was mayor of Pell in 1920.", tern)
    assert post_of_another("How many years did the woman who was mayor of Pell serve?", tern)
    asked = "Which brewery was founded by Ed Pell?"
    page = "# Ed Pell\n\nEd Pell (1815-1880) was a brewer. "
    for said in (
        "His son, Tom Pell, was a farmer; he founded the Kell Brewery in 1880.",
        "His mother ran an inn. She founded the Kell Brewery.",
        "He also founded the Kell Brewery Museum.",
    ):
        assert thing_done_by(asked, [page + said]) is None, said
    for said in (
        "The Kell Brewery took over the Orla Brewery, founded by Ed Pell, in 1900.",
        "The Kell Brewery was founded in 1880 by Ed Pell's son Tom.",
    ):
        assert thing_done_by(asked, [f"# Kell Brewery\n\n{said}"]) in (None, ("Orla Brewery", said)), said


def test_a_year_that_says_which_owner_may_be_read_anywhere_on_the_answers_page() -> None:
    """fresh67 k07: "Who was the first chairman of the board set up in 1866 ...?" was refused on "Its first chairman
    was the papermaker Josiah Corrie.", whose page says 1866 in the sentence before."""
    question = "Who was the first chairman of the board set up in 1866 to bring clean water to the towns?"
    page = "The Pell Water Board was set up in 1866 to bring clean water. Its first chairman was Ada Penn."
    said = "Its first chairman was Ada Penn."
    assert states_asked_year(question, said, [page], own_pages=[page])
    other = ["The Pell Water Board was set up in 1870. Its first chairman ..."]
    assert not states_asked_year(question, said, other, own_pages=other)
    # a year the question asks in, or one of the question's own verb, is read in the answer's sentences
    dated = ["... in 1866 ..."]
    assert not states_asked_year("Who was the mayor of Pell in 1866?", "Ada Penn was mayor.", dated, own_pages=dated)
    assert not states_asked_year("Where was the ship built in 1866?", "It was built at Pell.", dated, own_pages=dated)
    # the review of 77b5ab1: a participle after "of the X" that is the question's own verb dates the asked fact
    sank = ["The ship sank in 1866."]
    for asked in ("Which member of the crew drowned in 1866?", "Which captain of the ship retired in 1866?"):
        assert not states_asked_year(asked, "Tom Vane was a member of the crew.", sank, own_pages=sank)


def test_a_person_answered_with_a_bare_kin_word_is_answered_as_the_sentence_writes_them() -> None:
    """fresh67 k08: "Who taught that yard's founder to build boats?" was answered "Uncle" from "He learned
    boatbuilding from his uncle, a fisherman, ..." (gold "his uncle, a fisherman")."""
    from arcana_graph.core.answers import unnamed_kin_as_written

    said = ["He learned\nboatbuilding from his uncle, a fisherman, and his tools are kept at the yard."]
    assert unnamed_kin_as_written("Who taught #3 to build boats?", "Uncle", said) == "his uncle, a fisherman"
    assert unnamed_kin_as_written("Who taught Ada Penn?", "aunt", ["She learned from her aunt."]) == "her aunt"
    assert unnamed_kin_as_written("Who taught #3?", "Peter Dray's uncle", said) == "his uncle, a fisherman"
    # the review of 484a4fc: a kin named after a comma or a title, a plural, a compound, another sentence naming the
    # kin, and a trade to the sentence's end or a sentence's capital
    for sentences in (
        ["She learned from her uncle, Eli Dray, a fisherman."],
        ["She learned from her uncle the Reverend Eli Dray."],
        ["She visited her uncle.", "Her uncle Eli Dray taught her."],
    ):
        assert unnamed_kin_as_written("Who taught X?", "Uncle", sentences) == "Uncle"
    assert unnamed_kin_as_written("Who taught X?", "son", ["Her sons Tom and Eli ran it."]) == "son"
    assert unnamed_kin_as_written("Who taught X?", "Brother", ["Her brother-in-law, a fisherman, taught."]) == "Brother"
    later = ["She visited her uncle.", "Her uncle, a retired ferry captain, taught her."]
    assert unnamed_kin_as_written("Who taught X?", "uncle", later) == "her uncle, a retired ferry captain"
    assert unnamed_kin_as_written("Who taught X?", "uncle", ["Her uncle, a fisherman."]) == "her uncle, a fisherman"
    # a kin the sentence names, a name, another kin, or no person asked: as answered
    assert unnamed_kin_as_written("Who taught X?", "Uncle", ["He learned from his uncle Eli Dray."]) == "Uncle"
    assert unnamed_kin_as_written("Who taught X?", "Eli Dray", said) == "Eli Dray"
    assert unnamed_kin_as_written("Who taught X?", "father", said) == "father"
    assert unnamed_kin_as_written("Where did X learn?", "uncle", said) == "uncle"


def test_a_lifespan_gives_no_wedding_year() -> None:
    """fresh68 k11 (held out, a false premise): "In what year did the grocer Edmund Venn marry the glassmaker Clara
    Venn?" was answered 1893 from "Edmund Venn (1869-1940) was a grocer ..., the elder brother of the glassmaker
    Clara Venn. In 1893 he founded Venn's Stores.": the lifespan after his name passed for the marriage."""
    question = "In what year did the grocer Ed Penn marry the glassmaker Ada Penn?"
    page = "Ed Penn (1869-1940) was a grocer, the elder brother of the glassmaker Ada Penn. In 1893 he founded a shop."
    assert not states_relation(question, page)
    assert states_relation(question, "Ed Penn (1869-1940) married the glassmaker Ada Penn in 1895.")
    # birth and death are still told by the lifespan, a wife named as who someone is too (the review of 2479649);
    # a wedding asked in other words is not
    assert states_relation("In what year did the grocer Ed Penn die?", page)
    assert states_relation("When did Ada Penn, wife of the grocer Ed Penn, die?", "Ada Penn (1870-1950) was a potter.")
    for asked in (
        "When did Ed Penn wed Ada Penn?",
        "In what year was the marriage of Ed Penn and Ada Penn?",
        "In what year did Ada Penn become the wife of Ed Penn?",  # the review of 4be3371
    ):
        assert not states_relation(asked, page)


def test_which_person_of_a_role_did_a_deed_is_read_off_the_one_page_of_that_role_that_says_it() -> None:
    """fresh68 h03 (held out): "Which captain of the company rescued the crew of a sinking trawler in a storm in
    1978?" was answered "Calum Brask" (another captain's page) with "In 1978 he rescued the crew of a sinking trawler
    in a storm." on Tobias Fenner's page, ranked first; refused, then given up."""
    fenner = (
        "# Tom Fenner\n\nCaptain Tom Fenner (1925-1999) was born in Pell. He was master of MV Orla.\nIn 1978 he rescued"
        " the crew of a sinking trawler in a storm."
    )
    brask = "# Cal Brask\n\nCaptain Cal Brask (1872-1948) was born in Pell. He was the first master of SS Orla."
    asked = "Which captain of the company rescued the crew of a sinking trawler in a storm in 1978?"
    said = "In 1978 he rescued the crew of a sinking trawler in a storm."
    assert doer_of(asked, [brask, fenner]) == ("Tom Fenner", said)
    # a role the page does not give, or no person's role: no one read
    assert doer_of(asked.replace("captain", "engineer"), [brask, fenner]) is None
    assert doer_of("Which ship rescued the crew of a sinking trawler?", [brask, fenner]) is None
    # the review of 2479649: a role the page gives someone else, a kin asked, a longer employer's name
    hale = (
        "# Ned Hale\n\nNed Hale (1930-1990) was a mate who served under Captain Cal Brask. In 1978 he rescued a crew."
    )
    assert doer_of("Which captain of the company saved a crew?", [hale]) is None
    digger = "# Ed Rask\n\nEd Rask (1900-1970) was a son of the founder. He dug the dry dock in 1936."
    assert doer_of("Which son of the founder dug the dry dock?", [digger]) is None
    engineer = "# Ada Penn\n\nAda Penn (1900-1970) was a marine engineer born in Pell. She drew the ferry in 1950."
    assert doer_of("Which engineer at the Pell yard drew the ferry?", [engineer]) == (
        "Ada Penn",
        "She drew the ferry in 1950.",
    )
    # the review of 4be3371: the ways a page gives its person the role, and a role owned by another
    asked = "Which captain of the company saved a crew?"
    for opening in (
        "Tom Fenner (1900-1970) was the ferry's longest-serving captain.",
        "Tom Fenner (1900-1970) served as captain of MV Orla.",
        "Tom Fenner (1900-1970), who was born in Pell, was a ferry captain.",
        "Capt. Tom Fenner (1900-1970) was born in Pell.",
    ):
        assert doer_of(asked, [f"# Tom Fenner\n\n{opening} In 1978 he saved a crew."])[0] == "Tom Fenner"
    for opening in ("Tom Fenner (1900-1970) was a captain's mate.", "Tom Fenner (1900-1970) was a sea captain's son."):
        assert doer_of(asked, [f"# Tom Fenner\n\n{opening} In 1978 he saved a crew."]) is None
    widow = "# Ada Rask\n\nAda Rask (1900-1970) was a widow. She planted the orchard in 1936."
    assert doer_of("Which widow of the founder planted the orchard?", [widow]) is None


def test_a_year_of_another_vessels_making_is_no_answer_for_the_vessel_whose_design_it_followed() -> None:
    """fresh68 h07 (held out, a false premise): "In what year did the Tollan Shipyard finish building MV Orrin
    Star?" was answered 1991 from "MV Orrin Spirit is a car and passenger ferry ..., built in 1991 by the Tollan
    Shipyard to the design of her older sister, MV Orrin Star, ...". The namesake check judges it: the yard the
    question names is of another kind than the sentence's subject and is not what makes the subject a namesake."""
    from arcana_graph.core.answers import told_of_a_namesake

    said = ["MV Orla Spirit is a ferry of 96 m, built in 1991 by the Pell Yard to\nthe design of her sister, MV Orla."]
    assert told_of_a_namesake("In what year did the Pell Yard finish building MV Orla?", "1991", said)
    # the vessel the sentence is about, the asked one's own sentence, or no making asked: not judged so
    assert not told_of_a_namesake("In what year was MV Orla Spirit built?", "1991", said)
    own = ["MV Orla is a ferry of 94 metres, built in 1986 by the Kell Yard."]
    assert not told_of_a_namesake("In what year was MV Orla built?", "1986", own)
    replaced = ["MV Kell replaced MV Tern in 1990."]
    assert not told_of_a_namesake("When was MV Tern withdrawn?", "1990", replaced)
    # the review of 2479649: the asked vessel the subject of its own clause, or a name for an answer
    for sentence, answer in (
        ("MV Kell Star was withdrawn in 1996 when the Pell Yard launched her replacement, MV Orla.", "1996"),
        ("MV Kell was sold in 1996, the year MV Orla was completed.", "1996"),
        ("SS Kell was built by the Pell Yard; so was MV Orla.", "Pell Yard"),
    ):
        assert not told_of_a_namesake("In what year was MV Orla built?", answer, [sentence])
    # the review of 4be3371: the yard of another vessel's making is no answer either
    assert told_of_a_namesake("Which yard built MV Orla?", "Pell Yard", said)


def test_the_review_cases_of_the_one_namesake_check() -> None:
    """The review of e89db18: the asked ship named after the answer otherwise than as its model, or the answer the
    subject itself, is no namesake's; a sentence opening with a pronoun says nothing of whose and is not judged."""
    from arcana_graph.core.answers import told_of_a_namesake

    for question, answer, sentence in (
        ("Who designed MV Orla?", "Ada Penn", "MV Kell Star was designed by Ada Penn, who also designed MV Orla."),
        (
            "When was MV Tern replaced?",
            "1990",
            "MV Kell was completed in 1990 and designated the flagship, replacing MV Tern.",
        ),
        (
            "When was MV Tern Star sold?",
            "1996",
            "MV Kell Star was sold in 1996 to Tern Lines and renamed MV Tern Star.",
        ),
        (
            "Which yard built MV Tern?",
            "Pell Yard",
            "MV Kell Star was built by the Pell Yard, as was her sister MV Tern.",
        ),
        (
            "When was MV Tern withdrawn?",
            "1990",
            "MV Kell entered service in 1990, when her sister MV Tern was withdrawn.",
        ),
        (
            "Which ship was built to the design of MV Orla?",
            "MV Kell",
            "MV Kell was built in 1990 to the design of MV Orla.",
        ),
    ):
        assert not told_of_a_namesake(question, answer, [sentence])
    said = ["MV Kell is a ferry built by the Pell Yard to the design of her sister, MV Orla.", "She was built in 1991."]
    assert told_of_a_namesake("Which yard built MV Orla?", "Pell Yard", [*said[:1], "She was built by the Pell Yard."])
    assert told_of_a_namesake(
        "Which yard built MV Orla?", "Pell Yard", ["MV Kell, built by the Pell Yard, was modelled on MV Orla."]
    )


def test_a_clause_opened_by_a_pronoun_does_not_hold_the_asked_participle() -> None:
    """fresh68 h03: "... In which year was the ship he commanded sold abroad?" read "commanded" as the asked deed and
    "sold" as describing, so "in 1992 she was sold abroad" was refused as the year of a describing event."""
    from arcana_graph.core.answers import dates_describing_event

    asked = "A captain rescued a crew in 1978. In which year was the ship he commanded sold abroad?"
    assert not dates_describing_event(asked, "1992", ["In 1973 she was moved, and in 1992 she was sold abroad."])
    assert dates_describing_event(asked, "1964", ["She was commanded by him from 1964."])
    replaced = "In which year was the ship it replaced sold abroad?"  # the review of 817fa26: "it" too
    assert not dates_describing_event(replaced, "1992", ["In 1973 she was moved, and in 1992 she was sold abroad."])
