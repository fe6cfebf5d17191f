"""The story and the words (issue 22): what the end story, the TV's news and the ghost
screen say, per edition — a Witch's save told in every edition with whom it saved, an
election told once, no morning news where nobody can die at night, a Hunter's shot said
as a shot (by whom where his card is public), what the dead really see, edition names
without their ids, news and hints worded as sentences in both languages."""

from __future__ import annotations

import pytest

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, GameSetup, Timeout, Vote, catalogue
from lgdesktop.engine.events import (
    MorningNews,
    NightChoiceMade,
    NightPickMade,
    ShotFired,
    TitleGiven,
    Told,
)
from lgdesktop.simulation import play_game

from . import forum, thier
from .apptrial import Table
from .conftest import NAMES, RecordingPort
from .controls import item, player_window
from .test_master_windows import render
from .test_one_night_app import fixed_game

#: Seeded bot games of the anniversary's first game, ten seats: the Witch uses her life
#: potion in most of them, alone (``save``) or with her death potion (``save_poison``).
WITCH_SEEDS = range(12)


def story_lines(game, names) -> list[str]:
    """Every line of the end story of the finished ``game``."""
    chapters = presenters.recap(game.log, names, game.roles, first_cards=game.dealt)
    return [line for chapter in chapters for line in chapter["lines"]]


def saves_of(game) -> list[tuple[int, int]]:
    """(Witch, saved seat) for each life potion of ``game``, from its secret log: her
    pick names him (anniversary), or he is the pack's one victim she was told that night
    (thiercelieux, forum: the save takes no seat)."""
    saves, told = [], {}
    for event in game.log:
        if isinstance(event, Told) and event.what == "victim":
            told[event.seat] = event.seats
        elif isinstance(event, NightChoiceMade) and event.action == "save":
            saves.append((event.seat, event.target))
        elif not isinstance(event, NightPickMade) or event.action not in ("save", "save_poison"):
            continue  # a decoy's pick has the Witch's shape, options included: not a save
        elif event.option.startswith("save:"):
            saves.append((event.seat, int(event.option.removeprefix("save:"))))
        else:
            (victim,) = told[event.seat]
            saves.append((event.seat, victim))
    return saves


def test_the_anniversary_story_tells_every_witch_save_and_whom_it_saved(english):
    names = NAMES[:10]
    forms = set()
    for seed in WITCH_SEEDS:
        game = play_game(GameSetup.create("anniversary", names, seed))
        lines = story_lines(game, names)
        for witch, saved in saves_of(game):
            told = f"{names[witch]} (Witch) saved {names[saved]} with the life potion."
            assert any(line.startswith(told) for line in lines), (seed, lines)
        forms |= {e.action for e in game.log if getattr(e, "action", "") in ("save", "save_poison")}
    assert forms == {"save", "save_poison"}  # both forms were played and told


def test_the_witchs_laptop_notes_each_potion_and_whom_it_took(english):
    names = NAMES[:10]
    noted = 0
    for seed in WITCH_SEEDS:
        game = play_game(GameSetup.create("anniversary", names, seed))
        for witch, saved in saves_of(game):
            lines = private_lines(game.player_view(witch))
            assert any(f"you used your life potion on {names[saved]}" in line for line in lines)
            assert not [line for line in lines if "save:" in line]  # no option id shown
            noted += 1
    assert noted


@pytest.mark.parametrize("edition", ["thiercelieux", "forum"])
def test_the_other_editions_name_the_packs_victim_the_witch_saved(english, edition):
    # In thiercelieux no line tells the pack's attack when nobody died of it: the save
    # itself names the victim, never with "her" (a player's gender is unknown).
    names = NAMES[:10]
    told = 0
    for seed in WITCH_SEEDS:
        game = play_game(GameSetup.create(edition, names, seed))
        lines = story_lines(game, names)
        saves = saves_of(game)
        for witch, saved in saves:
            told_line = f"{names[witch]} (Witch) saved {names[saved]} with the life potion."
            assert any(line.startswith(told_line) for line in lines), (seed, lines)
        assert sum("life potion" in line for line in lines) == len(saves)
        assert not [line for line in lines if " her " in line]
        told += len(saves)
    assert told


@pytest.mark.parametrize("edition", ["thiercelieux", "forum", "anniversary"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_election_is_told_once_with_its_tally(english, edition, lang):
    language().choose(lang)
    names = NAMES[:10]
    for seed in range(4):
        game = play_game(GameSetup.create(edition, names, seed))
        lines = story_lines(game, names)
        for given in [e for e in game.log if isinstance(e, TitleGiven) and e.how == "elected"]:
            line = texts.title_given(given.title, names[given.seat], given.how)
            told = [told for told in lines if line in told]
            assert len(told) == 1 and told[0].startswith("Vote"), (seed, lines)
            won = texts.tally_outcome("elected", None, [names[given.seat]])
            assert not [told for told in lines if won in told], (seed, lines)


# ------------------------------------------------------------ 2. one_night's morning


def test_one_nights_day_opens_on_the_debate_with_no_morning_news(english):
    game = fixed_game(until="night")
    board, player = BoardModel(RecordingPort()), PlayerModel(RecordingPort())
    board.update_view(game.public_view())
    day = fixed_game(until="day")  # the same deal, its one night played
    board.update_view(day.public_view())
    player.update_view(day.player_view(0))
    assert [e for e in day.log if isinstance(e, MorningNews)]  # the engine's dawn is there
    assert not board.interludes
    assert board.state["screen"] == "day"
    assert board.state["deathsLine"] == ""
    assert player.state["newsLine"] == ""


@pytest.mark.parametrize("edition", ["jinrou", "thiercelieux", "forum", "anniversary"])
def test_where_a_night_can_kill_an_empty_morning_says_nobody_died(english, edition):
    assert presenters.morning_told(edition, False)  # nobody died, nothing noted
    assert not presenters.morning_told("one_night", False)


# ------------------------------------------------------------ 3. a Hunter's shot

#: A Hunter in every edition's deal (those whose usual deal has none are given one).
HUNTER_DECKS = {
    "jinrou": {"werewolf": 2, "seer": 1, "hunter": 1, "villager": 6},
    "one_night": {"werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1, "hunter": 1},
    "thiercelieux": None,
    "forum": None,
    "anniversary": None,
}
#: Where the table sees who fired (his card is shown as he dies, the shot is announced).
#: one_night's shot follows the vote that ends the game: every card, the Hunter's too,
#: waits for the end screen, so its tally names the target alone.
SHOOTER_PUBLIC = {"thiercelieux", "anniversary"}
#: Seeds tried until a game has a shot (the first such seed is below it in every edition).
SHOT_SEEDS = range(40)


def tv_news(setup: GameSetup):
    """Play ``setup`` with bots, the TV fed after every input: the finished game and
    every interlude the TV showed, as (kind, state) in order."""
    board, shown = BoardModel(RecordingPort()), []

    def watch(game, seat, inp) -> None:
        board.update_view(game.public_view())
        while board.interludes:
            shown.append((board.interludes[0].kind, dict(board.state)))
            board.next_interlude()

    game = play_game(setup, on_input=watch)
    watch(game, None, None)
    return game, shown


@pytest.mark.parametrize("edition", list(HUNTER_DECKS))
def test_a_hunters_shot_is_said_as_a_shot_by_the_hunter_where_his_card_is_public(english, edition):
    players = 6 if edition == "one_night" else 10
    names = NAMES[:players]
    for seed in SHOT_SEEDS:
        setup = GameSetup.create(edition, names, seed, composition=HUNTER_DECKS[edition])
        game, shown = tv_news(setup)
        shots = [e for e in game.log if isinstance(e, ShotFired)]
        if shots:
            break
    else:
        pytest.fail(f"no shot in {edition}")
    shot = shots[0]
    hunter, target = names[shot.shooter], names[shot.target]
    lines = [state["tallyDeaths"] for kind, state in shown if kind == "tally"]
    lines += [state["deathsLine"] for kind, state in shown if kind == "deaths"]
    said = [line for line in lines if target in line and "shot" in line]
    assert said, lines
    if edition in SHOOTER_PUBLIC:
        assert f"{hunter} (Hunter) shot {target}." in said[0]
    else:  # the table may not learn who fired: the target alone
        assert said[0].startswith(f"{target} was shot.") and hunter not in said[0]
    deaths = [state["deathsLine"] for kind, state in shown if kind == "deaths"]
    assert not [line for line in deaths if "found dead" in line]  # only a morning finds


#: A forum deal with lovers beside the Hunter, and the seeds tried until his shot takes a
#: lover (the target and the one who died of grief are announced together).
FORUM_LOVERS = {"werewolf": 2, "hunter": 1, "cupid": 1, "seer": 1, "villager": 5}
LOVER_SHOT_SEEDS = range(40, 60)


def test_a_forum_shot_that_takes_two_says_so_and_keeps_the_hunter_secret(english):
    # RULES §4: forum shows no card at death and keeps the owed shot's owner secret.
    names = NAMES[:10]
    for seed in LOVER_SHOT_SEEDS:
        game, shown = tv_news(GameSetup.create("forum", names, seed, composition=FORUM_LOVERS))
        deaths = [state for kind, state in shown if kind == "deaths"]
        double = [state for state in deaths if state["deathsLine"].endswith("the shot.")]
        if double:
            break
    else:
        pytest.fail("no forum shot took two players")
    (shot,) = [e for e in game.log if isinstance(e, ShotFired)]
    line = double[0]["deathsLine"]
    assert double[0]["deathsTitle"] == "A shot rings out"
    assert line.endswith(" did not survive the shot.") and names[shot.target] in line
    assert " and " in line
    assert names[shot.shooter] not in line and "leave the village" not in line


# ------------------------------------------------------------ 4. the ghost screen


def forum_ghost(see: str) -> tuple[Table, int]:
    """A forum table whose villager at seat 7 died the first night (the pack's victim),
    the dead seeing cards as ``dead_see_roles`` says; the ghost's seat."""
    table = Table(forum.new_game("WVVVVSVV", dead_see_roles=see))
    forum.elect(table, 1)
    forum.to_vote(table, 7)
    return table, 7


def thiercelieux_ghost() -> tuple[Table, int]:
    """A thiercelieux table whose seat 2 died the first night."""
    table = Table(thier.new_game())
    thier.pack_takes(table, 2)
    thier.decoys(table)
    table.game.submit(HOST, Timeout())
    table.feed()
    return table, 2


def test_the_forum_dead_are_told_they_see_no_more_than_the_living(session, messages):
    table, seat = forum_ghost("no")
    ghost = table.players[seat]
    window = player_window(session, ghost)
    render(window)
    assert ghost.state["screen"] == "ghost" and not ghost.known_rows.rows
    intro = item(window, "ghostIntro").property("text")
    assert "no more than the living" in intro and "every role" not in intro
    with pytest.raises(AssertionError):  # nothing to hold up: no button
        item(window, "revealButton")
    language().choose("fr")
    render(window)
    assert "pas plus que les vivants" in item(window, "ghostIntro").property("text")
    assert messages == [] and session.warnings == []


@pytest.mark.parametrize("ghost_of", [lambda: forum_ghost("yes"), thiercelieux_ghost])
def test_where_the_dead_see_every_role_the_button_shows_the_roles(session, messages, ghost_of):
    table, seat = ghost_of()
    ghost = table.players[seat]
    window = player_window(session, ghost)
    render(window)
    assert ghost.state["screen"] == "ghost" and ghost.known_rows.rows
    assert "you see every role" in item(window, "ghostIntro").property("text")
    button = item(window, "revealButton")
    assert button.property("text") == "Hold to see every role (key R)"
    ghost.holdRole()
    render(window)
    assert button.property("text") == "Hide the roles"
    assert messages == [] and session.warnings == []


def test_a_forum_ghost_who_knew_cards_alive_sees_those_only(english):
    # Wolves 0 and 1 know each other; the village banishes wolf 0 on day 1.
    table = Table(forum.new_game("WWVVVSVV", dead_see_roles="no"))
    forum.elect(table, 2)
    forum.to_vote(table, 7)
    game = table.game
    for voter in game.awaited():
        game.submit(voter, Vote(0 if voter != 0 else 2))
    game.submit(HOST, Timeout())
    table.feed()
    ghost = table.players[0]
    assert ghost.state["screen"] == "ghost"
    assert [row["name"] for row in ghost.known_rows.rows] == [NAMES[1]]  # his mate only
    assert "the cards you knew" in ghost.state["ghostIntro"]
    assert ghost.state["ghostShow"] == "Hold to see the cards you knew (key R)"


# ------------------------------------------------------------ 5. edition names


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_edition_is_shown_by_its_name_never_its_id(english, lang):
    language().choose(lang)
    rows = presenters.edition_rows()
    assert {row["edition"] for row in rows} == {info.id for info in catalogue.editions()}
    for row in rows:
        name = texts.edition_name(row["edition"])
        assert name != row["edition"] and row["label"].startswith(name)
        for info in catalogue.editions():  # no "(id)" after any name, in either language
            assert f"({info.id})" not in row["label"]


# ------------------------------------------------------------ 6. news and hints as sentences


@pytest.mark.parametrize(
    ("lang", "one", "three"),
    [
        ("en", "Ana was found dead.", "The village finds 3 bodies: Ana, Bob and Cy."),
        ("fr", "Au matin, on retrouve Ana sans vie.", "Au matin, le village découvre 3 corps"),
    ],
)
def test_the_morning_news_reads_as_a_sentence(english, lang, one, three):
    language().choose(lang)
    assert texts.deaths_line(["Ana"]) == one
    assert texts.deaths_line(["Ana", "Bob", "Cy"]).startswith(three)
    assert "1" not in texts.deaths_line(["Ana"])


@pytest.mark.parametrize(
    ("lang", "one", "two", "card"),
    [
        ("en", "Ana leaves the village.", "Ana and Bob leave the village.", "Ana's card: Seer."),
        ("fr", "Ana quitte le village.", "Ana et Bob quittent le village.", "Ana avait la carte"),
    ],
)
def test_departures_and_cards_shown_read_as_sentences(english, lang, one, two, card):
    language().choose(lang)
    assert texts.departures_line(["Ana"]) == one
    assert texts.departures_line(["Ana", "Bob"]) == two
    assert texts.shown_role("Ana", "seer").startswith(card)
    for line in (texts.shown_role("Ana", "seer"), texts.banished_card_line("Ana", "seer")):
        assert ": Ana" not in line and "was:" not in line and "était :" not in line


@pytest.mark.parametrize(
    ("lang", "hints"),
    [
        ("en", ("one player, or one option", "two players", "one player, or two center cards")),
        ("fr", ("un joueur, ou une option", "deux joueurs", "un joueur, ou deux cartes du milieu")),
    ],
)
def test_a_pick_hint_spells_its_counts_out(english, lang, hints):
    language().choose(lang)
    said = (
        texts.or_list([texts.pick_hint(1, 0, False), texts.pick_hint(0, 0, True)]),
        texts.pick_hint(2, 0, False),
        texts.or_list([texts.pick_hint(1, 0, False), texts.pick_hint(0, 2, False)]),
    )
    assert said == hints
    assert not any(char.isdigit() for hint in said for char in hint)


def test_french_elides_before_a_name_that_starts_with_a_vowel(english):
    language().choose("fr")
    assert texts.card_of("Inès") == "la carte d'Inès"
    assert texts.card_of("Élodie") == "la carte d'Élodie"
    assert texts.card_of("Quentin") == "la carte de Quentin"
    language().choose("en")
    assert texts.card_of("Inès") == "Inès's card" and texts.card_of("Bob") == "Bob's card"


@pytest.mark.parametrize("names", [["Océane"], ["Océane", "Noé"]])
def test_those_gone_with_the_news_are_named_without_a_gendered_word(english, names):
    language().choose("fr")
    line = texts.also_gone(names)
    assert line.startswith("Le village perd aussi Océane") and "Partis" not in line
