"""The anniversary edition's expansion characters at night, on the TV and the laptops
(RULES §5, part two): the Fox's answer and his lost nose, the Piper's charm and its list,
the White Werewolf's lone kill hidden from the pack, the Big Bad Wolf's second prey, the
Accursed Wolf-Father's infection, the Wild Child's model, the Two Sisters' channel, the
solo wins and the tetanus. Every line is read on the screens' view-models; the TV never
shows a secret."""

from __future__ import annotations

from lgdesktop.app.models.player_chat import chat_channels
from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.texts import presenters
from lgdesktop.app.texts.i18n import language
from lgdesktop.app.texts.texts import step_note
from lgdesktop.engine import Act, NightChoice
from lgdesktop.engine.events import CampChanged, NightPickMade, Told
from lgdesktop.protocol import decode_server, encode, engine_view, view_message

from .anniversary import close_step, decoys, new_game, news, play, to_step, to_vote, vote
from .apptrial import Table
from .conftest import NAMES

#: The heads of a night's decoys line, in English and in French.
HUNCHES = ("your hunches (no effect):", "vos intuitions (sans effet)")


def notes(table: Table, seat: int) -> list[str]:
    """``seat``'s private notes, its nights' hunches (the decoys' line) left out."""
    return [
        line
        for line in private_lines(table.game.player_view(seat))
        if not any(hunch in line for hunch in HUNCHES)
    ]


def hunches(table: Table, seat: int) -> list[str]:
    """``seat``'s nights' hunches: one line a night for all its decoys."""
    lines = private_lines(table.game.player_view(seat))
    return [line for line in lines if any(hunch in line for hunch in HUNCHES)]


def shown(table: Table, seat: int):
    """``seat``'s laptop, card held (its night question on screen)."""
    player = table.players[seat]
    player.holdRole()
    return player


def allowed(player) -> list[str]:
    """The names the laptop's night question may take."""
    return [row["name"] for row in player.target_rows.rows if row["allowed"]]


def board_text(table: Table) -> str:
    """Every string of the TV's state, in one text (to look for a secret in it)."""
    return " ".join(str(value) for value in table.board.state.values())


def no_secret_on_the_tv(table: Table) -> None:
    """The public view holds no private answer, no charm, no change of camp, no pick."""
    secret = (Told, CampChanged, NightPickMade)
    assert not [e for e in table.game.public_view().events if isinstance(e, secret)]


def story(table: Table) -> list[str]:
    """The end's story of the game so far (the whole log), line by line."""
    game = table.game
    chapters = presenters.recap(game.log, NAMES[: game.players], game.roles)
    return [line for chapter in chapters for line in chapter["lines"]]


def rest_of_night(table: Table) -> None:
    """Decoys and the clock until the night is over."""
    while table.game.phase.value == "night":
        decoys(table)
        close_step(table)


def banish(table: Table, seat: int, victim: int, captain: int | None = None) -> None:
    """The rest of the night (the pack takes ``victim``), then the village banishes
    ``seat`` (he votes for the next living seat)."""
    to_vote(table, victim, captain=captain)
    game = table.game
    living = game.living()
    other = next(s for s in living if s != seat)
    vote(table, {s: seat if s != seat else other for s in living})
    table.feed()


def hunt(table: Table, victim: int, *wolves: int) -> None:
    """The pack's call: each of ``wolves`` picks ``victim`` on his laptop."""
    to_step(table, "werewolf")
    for wolf in wolves:
        play(table, wolf, NightChoice(seats=(victim,)))


def spent(table: Table, seat: int, step: str) -> str:
    """``seat``'s question in the night call ``step`` once its power is spent: a decoy's
    (like everybody's not called), with the reason."""
    to_step(table, step)
    player = shown(table, seat)
    assert player.state["action"] == "decoy"
    return player.state["prompt"]


# ------------------------------------------------------------------ 1. the Fox


def test_the_fox_learns_whether_a_wolf_hides_then_loses_his_nose_on_a_no(english):
    # Wolves 0 and 1, the Fox 2, villagers 3-8 (8's neighbours: 7 and the wolf 0).
    table = Table(new_game("WWQVVVVVV"))
    to_step(table, "thiercelieux_fox")
    fox = shown(table, 2)
    assert fox.state["prompt"] == "Around whom do you sniff?"
    assert [row["label"] for row in fox.option_rows.rows] == ["Do nothing"]
    assert allowed(fox) == [NAMES[s] for s in (0, 1, 3, 4, 5, 6, 7, 8)]
    play(table, 2, NightChoice(seats=(8,)))
    decoys(table)
    close_step(table)  # the step's answer
    assert notes(table, 2)[-1] == (
        f"Fox of Thiercelieux's call: your nose twitches: a wolf hides among {NAMES[8]} and"
        " their two nearest neighbours."
    )
    banish(table, 7, 6, captain=3)
    to_step(table, "thiercelieux_fox")
    play(table, 2, NightChoice(seats=(4,)))  # 3, 4, 5: villagers
    decoys(table)
    close_step(table)
    assert notes(table, 2)[-1] == (
        f"Fox of Thiercelieux's call: no wolf among {NAMES[4]} and their two nearest"
        " neighbours: your nose has lost its power for good."
    )
    language().choose("fr")
    assert notes(table, 2)[-1].endswith("votre flair a disparu pour de bon.")
    language().choose("en")
    banish(table, 5, 3)
    assert f"{NAMES[2]} (Fox of Thiercelieux) sniffed around {NAMES[8]}: a wolf was near." in (
        story(table)  # at the end
    )
    assert spent(table, 2, "thiercelieux_fox") == (  # the next night, and he is told why
        "Your nose has lost its power: touch any name, so nobody can tell."
    )
    no_secret_on_the_tv(table)


# ------------------------------------------------------------------ 2. the Piper


def test_the_piper_charms_two_and_the_charmed_learn_who_is_charmed(english):
    # The Piper 0, a wolf 1, villagers 2-7.
    table = Table(new_game("FWVVVVVV"))
    hunt(table, 7, 1)
    to_step(table, "piper")
    piper = shown(table, 0)
    assert piper.state["prompt"] == "Which two players do you charm?"
    assert piper.state["pickHint"] == "two players"
    assert allowed(piper) == [NAMES[s] for s in range(1, 8)]
    play(table, 0, NightChoice(seats=(2, 3)))
    decoys(table)
    close_step(table)  # the charmed are told as the step closes
    charmed = f"Piper's call: the Piper's tune charms you. The charmed: {NAMES[2]} and {NAMES[3]}."
    assert notes(table, 2)[-1] == notes(table, 3)[-1] == charmed
    assert notes(table, 0) == [f"Piper's call: you charmed {NAMES[2]} and {NAMES[3]}."]
    assert not [line for line in notes(table, 4) if "charm" in line]
    banish(table, 6, 7, captain=4)
    to_step(table, "piper")
    play(table, 0, NightChoice(seats=(4, 5)))
    decoys(table)
    close_step(table)
    assert notes(table, 2)[-1] == (
        f"Piper's call: the Piper's tune charms you. The charmed: {NAMES[2]}, {NAMES[3]},"
        f" {NAMES[4]} and {NAMES[5]}."
    )
    assert notes(table, 0)[-2:] == [
        f"Piper's call: you charmed {NAMES[4]} and {NAMES[5]}.",
        f"Piper's call: charmed so far: {NAMES[2]}, {NAMES[3]}, {NAMES[4]} and {NAMES[5]}.",
    ]
    language().choose("fr")
    assert notes(table, 4)[-1].startswith("Appel « Joueur de Flûte » : ")
    language().choose("en")
    rest_of_night(table)
    assert "charm" not in board_text(table)
    no_secret_on_the_tv(table)


# ------------------------------------------------------------------ 3. the White Werewolf


def test_the_white_werewolf_kills_a_wolf_alone_on_even_nights_unseen_by_the_pack(english):
    # The White Werewolf 0, a wolf 1, the Big Bad Wolf 2, villagers 3-11.
    table = Table(new_game("XWLVVVVVVVVV"))
    # The pack is one line: nothing sets the White Werewolf apart from the wolves.
    assert notes(table, 1) == [f"The pack: {NAMES[0]} and {NAMES[2]}"]
    assert notes(table, 2) == [f"The pack: {NAMES[0]} and {NAMES[1]}"]
    seen = {row["label"]: row["roleLabel"] for row in table.players[1].seen_rows.rows}
    assert seen == {NAMES[0]: "Werewolf", NAMES[2]: "Big Bad Wolf"}
    banish(table, 11, 10, captain=3)
    hunt(table, 9, 0, 1, 2)
    to_step(table, "white_werewolf")
    white = shown(table, 0)
    assert white.state["prompt"] == "Which wolf do you devour alone tonight?"
    assert allowed(white) == [NAMES[1], NAMES[2]]
    assert [row["label"] for row in white.option_rows.rows] == ["Do nothing"]
    play(table, 0, NightChoice(seats=(1,)))
    assert notes(table, 0)[-1] == f"White Werewolf's call: you devoured {NAMES[1]} alone."
    for wolf in (1, 2):  # the pack sees a decoy like everybody's, and not his pick
        mate = shown(table, wolf)
        assert mate.state["action"] == "decoy"
        assert all(
            NAMES[0] not in row["picks"] for row in mate.target_rows.rows if row["seat"] == 1
        )
        assert not [line for line in notes(table, wolf) if "alone" in line]
    rest_of_night(table)
    state = table.board.state
    assert state["deathsLine"] == f"The village finds 2 bodies: {NAMES[1]} and {NAMES[9]}."
    assert state["notes"] == []
    assert "White" not in board_text(table)
    lone = (
        f"{NAMES[0]} (White Werewolf) turned on the pack and devoured {NAMES[1]} (Werewolf) alone."
    )
    assert lone in story(table)  # the end's story: his kill, not the pack's
    assert not [line for line in story(table) if line.startswith("The pack attacked " + NAMES[1])]
    language().choose("fr")
    assert f"{NAMES[0]} (Loup-Garou Blanc) a trahi la meute : seul, il a dévoré {NAMES[1]}" in (
        " ".join(story(table))
    )
    language().choose("en")
    no_secret_on_the_tv(table)


# ------------------------------------------------------------------ 4. the Big Bad Wolf


def test_the_big_bad_wolf_devours_a_second_prey_until_a_wolf_dies(english):
    # Wolves 0 and 1, the Big Bad Wolf 2, villagers 3-9.
    table = Table(new_game("WWLVVVVVVV"))
    hunt(table, 5, 0, 1, 2)
    to_step(table, "big_bad_wolf")
    big = shown(table, 2)
    assert big.state["prompt"] == "Whom do you devour alone?"
    assert big.state["pickHint"] == "one player"
    assert allowed(big) == [NAMES[s] for s in (3, 4, 6, 7, 8, 9)]  # not the pack, not 5
    play(table, 2, NightChoice(seats=(7,)))
    assert notes(table, 2)[-1] == f"Big Bad Wolf's call: you devoured {NAMES[7]} alone."
    rest_of_night(table)
    deaths = f"The village finds 2 bodies: {NAMES[5]} and {NAMES[7]}."
    assert table.board.state["deathsLine"] == deaths
    second = f"{NAMES[2]} (Big Bad Wolf) devoured a second victim alone: {NAMES[7]} (Villager)."
    assert story(table)[:2] == [
        f"The pack attacked {NAMES[5]} (Villager); {NAMES[0]} struck.",
        second,
    ]
    language().choose("fr")
    french = f"{NAMES[2]} (Grand Méchant Loup) a dévoré seul une seconde victime : {NAMES[7]}"
    assert story(table)[1] == french + " (Villageois)."
    language().choose("en")
    banish(table, 0, 3, captain=3)  # a wolf is banished
    assert spent(table, 2, "big_bad_wolf") == (
        "A wolf has died: no second prey any more. Touch any name, so nobody can tell."
    )
    no_secret_on_the_tv(table)


# ------------------------------------------------------------------ 5. the Accursed Wolf-Father


def test_the_infected_is_told_privately_and_hunts_with_the_pack_from_the_next_night(english):
    # The Accursed Wolf-Father 0, a wolf 1, villagers, the Seer 4.
    table = Table(new_game("NWVVSVVV"))
    hunt(table, 4, 0, 1)
    to_step(table, "accursed_wolf_father")
    father = shown(table, 0)
    assert father.state["prompt"] == f"Do you infect {NAMES[4]}, the pack's victim?"
    assert [row["label"] for row in father.option_rows.rows] == ["Infect", "Do nothing"]
    play(table, 0, NightChoice(option="infect"))
    rest_of_night(table)
    assert table.game.alive[4]
    assert table.board.state["deathsLine"] == "Nobody died last night."
    assert notes(table, 4) == [
        "You are infected! You keep your card and your power, and from the next night you"
        f" hunt with the pack: {NAMES[0]} and {NAMES[1]}."
    ]
    newcomer = f"{NAMES[4]} is infected: from the next night they hunt with the pack."
    assert notes(table, 0)[-2:] == [
        "Accursed Wolf-Father's call: you infected the pack's victim.",
        newcomer,
    ]
    assert notes(table, 1)[-1] == newcomer
    for seat in (0, 4):  # as a laptop gets it over the wire (the change's visibility too)
        view = table.game.player_view(seat)
        sent = engine_view(decode_server(encode(view_message(view))))
        assert private_lines(sent) == private_lines(view)
    assert not [line for s in (2, 3, 5) for line in notes(table, s) if "infect" in line]
    assert chat_channels(table.game.player_view(4)) == ["pack"]
    assert f"{NAMES[4]} (Seer) was infected and joined the pack." in story(table)  # at the end
    language().choose("fr")
    assert notes(table, 4)[0].startswith("Vous êtes infecté")
    language().choose("en")
    banish(table, 6, 7, captain=3)
    hunt(table, 2, 0)  # night 2: the pack's screen on the infected's laptop
    seer = shown(table, 4)
    assert seer.state["action"] == "devour"
    assert seer.state["prompt"] == "Choose the pack's victim"
    assert allowed(seer) == [NAMES[s] for s in (2, 3, 5, 7)]
    assert [row["label"] for row in seer.channel_rows.rows] == ["The pack"]
    assert seer.state["livingChat"]
    assert seer.state["packLine"] == (
        "The pack does not agree yet: every wolf must pick the same prey."
    )
    play(table, 4, NightChoice(seats=(2,)))
    play(table, 1, NightChoice(seats=(2,)))
    assert shown(table, 4).state["packLine"] == f"The pack agrees on {NAMES[2]}."
    assert spent(table, 0, "accursed_wolf_father") == (
        "Your infection is spent: touch any name, so nobody can tell."
    )
    no_secret_on_the_tv(table)


# ------------------------------------------------------------------ 6. the Wild Child


def test_the_wild_child_picks_a_model_and_turns_wolf_when_the_model_dies(english):
    # Wolves 0 and 1, the Wild Child 2, villagers 3-9.
    table = Table(new_game("WWYVVVVVVV"))
    to_step(table, "wild_child")
    child = shown(table, 2)
    assert child.state["prompt"] == "Whom do you take as your model?"
    assert allowed(child) == [NAMES[s] for s in (0, 1, *range(3, 10))]
    play(table, 2, NightChoice(seats=(5,)))
    assert notes(table, 2) == [f"Wild Child's call: you took {NAMES[5]} as your model."]
    assert chat_channels(table.game.player_view(2)) == []
    to_vote(table, 5, captain=3)  # the pack devours the model
    assert notes(table, 2)[-1] == (
        "Your model is dead: you become a werewolf and hunt with the pack from the next"
        f" night: {NAMES[0]} and {NAMES[1]}."
    )
    for wolf in (0, 1):
        assert notes(table, wolf)[-1] == (
            f"{NAMES[2]}, the Wild Child, lost their model: from the next night they hunt"
            " with the pack."
        )
    assert not [line for s in (3, 4) for line in notes(table, s) if "Wild Child" in line]
    language().choose("fr")
    assert notes(table, 2)[-1].startswith("Votre modèle est mort")
    language().choose("en")
    living = table.game.living()
    vote(table, {s: 9 if s != 9 else 8 for s in living})
    table.feed()
    to_step(table, "werewolf")
    child = shown(table, 2)
    assert child.state["action"] == "devour"
    assert allowed(child) == [NAMES[s] for s in (3, 4, 6, 7, 8)]
    assert chat_channels(table.game.player_view(2)) == ["pack"]
    no_secret_on_the_tv(table)


# ------------------------------------------------------------------ 7. the Two Sisters


def test_the_two_sisters_know_each_other_and_share_a_channel_nobody_else_has(english):
    # Wolves 0 and 1, the sisters 2 and 3, villagers 4-7.
    table = Table(new_game("WW22VVVV"))
    assert notes(table, 2) == [f"Your sister: {NAMES[3]}"]
    assert notes(table, 3) == [f"Your sister: {NAMES[2]}"]
    assert notes(table, 4) == []
    assert notes(table, 0) == [f"The pack: {NAMES[1]}"]
    game = table.game
    assert game.chat_members("sisters") == (2, 3)
    for seat, channels in ((0, ["pack"]), (2, ["sisters"]), (3, ["sisters"]), (4, [])):
        assert chat_channels(game.player_view(seat)) == channels
    sister = shown(table, 2)
    assert [row["label"] for row in sister.channel_rows.rows] == ["The sisters"]
    assert sister.state["livingChat"] and sister.state["chatChannel"] == "sisters"
    sister.sendChat("Trust the baker.")
    assert table.ports[2].calls[-1] == ("chat", "sisters", "Trust the baker.")
    to_step(table, "two_sisters")  # night 1's call: they answer decoys like everybody
    assert sister.state["action"] == "decoy"
    decoys(table)
    close_step(table)
    assert notes(table, 2) == [f"Your sister: {NAMES[3]}"]
    assert hunches(table, 2) == [f"Night 1, your hunches (no effect): {NAMES[0]}"]
    assert step_note("two_sisters", "…") == "Two Sisters' call: …"  # a plural card's call
    to_vote(table, 7, captain=4)  # by day, and the next nights, the channel stays
    # A villager answered a decoy at every call of the night: one line for them all.
    assert hunches(table, 4) == [f"Night 1, your hunches (no effect): {NAMES[0]}"]
    assert shown(table, 3).state["chatChannel"] == "sisters"
    language().choose("fr")
    assert notes(table, 2) == [f"Votre sœur : {NAMES[3]}"]
    assert hunches(table, 4) == [f"Nuit 1, vos intuitions (sans effet) : {NAMES[0]}"]
    assert step_note("two_sisters", "…") == "Appel des Deux Sœurs : …"
    table.players[2].refresh()
    assert [row["label"] for row in table.players[2].channel_rows.rows] == ["Les sœurs"]
    language().choose("en")
    assert "sisters" not in board_text(table) and "Sisters" not in board_text(table)
    no_secret_on_the_tv(table)


def test_a_nights_decoys_read_as_one_line_of_hunches_each_night(english):
    # Wolves 0 and 1, the sisters 2 and 3, villagers 4-7: the villager answers a decoy at
    # every call, touching the first three names in turn; the pack takes nobody.
    table = Table(new_game("WW22VVVV"))
    game = table.game
    for _night in (1, 2):
        calls = 0
        while game.phase.value == "night":
            if 4 in game.awaited():
                targets = game.legal_inputs(4)[0].targets
                play(table, 4, NightChoice(seats=(targets[calls % 3],)))
                calls += 1
            decoys(table)
            close_step(table)
        assert calls > 3  # more decoys than names: the names are noted once
        to_vote(table, 7, captain=4)
        vote(table, {})  # nobody banished
    hunch = f"your hunches (no effect): {NAMES[0]}, {NAMES[1]} and {NAMES[2]}"
    assert hunches(table, 4) == [f"Night 1, {hunch}", f"Night 2, {hunch}"]
    language().choose("fr")
    assert hunches(table, 4)[1] == (
        f"Nuit 2, vos intuitions (sans effet) : {NAMES[0]}, {NAMES[1]} et {NAMES[2]}"
    )


# ------------------------------------------------------------------ 8. the solo wins, the tetanus


def test_the_piper_wins_alone_on_the_tv_and_the_laptops(english):
    # The Piper 0, a wolf 1, villagers 2-5.
    table = Table(new_game("FWVVVV"))
    hunt(table, 4, 1)
    to_step(table, "piper")
    play(table, 0, NightChoice(seats=(2, 3)))
    banish(table, 5, 4, captain=2)
    hunt(table, 2, 1)
    to_step(table, "piper")
    piper = shown(table, 0)  # one player left to charm
    # the last one and any charmed player (two picks, the prompt's shape kept)
    assert piper.state["prompt"] == "Which two players do you charm?"
    assert piper.state["pickHint"] == "two players"
    assert allowed(piper) == [NAMES[1], NAMES[2], NAMES[3]]
    play(table, 0, NightChoice(seats=(1, 2)))
    decoys(table)
    close_step(table)
    board = table.board.state
    assert board["screen"] == "end"
    assert board["winnerTitle"] == "The Piper wins alone!"
    winners = {row["seat"] for row in table.board.reveal_rows.rows if row["winner"]}
    assert winners == {0}
    recap = [line for row in table.board.recap_rows.rows for line in row["lines"]]
    assert f"{NAMES[0]} (Piper) charmed {NAMES[2]} and {NAMES[3]}." in recap
    for seat, player in enumerate(table.players):
        assert player.state["winnerTitle"] == "The Piper wins alone!"
        assert player.state["won"] == (seat == 0)
    language().choose("fr")
    table.board.refresh()
    assert table.board.state["winnerTitle"] == "Le Joueur de Flûte gagne seul !"


def test_the_white_werewolf_wins_alone_as_the_last_one_standing(english):
    # The White Werewolf 0, a wolf 1, villagers 2-5.
    table = Table(new_game("XWVVVV"))
    banish(table, 1, 2, captain=5)  # night 1: the pack takes 2; day 1: the wolf goes
    hunt(table, 3, 0)  # night 2: the White Werewolf, alone, takes 3
    banish(table, 4, 3)  # day 2: 4 goes; the two left: no wolves' win, play on
    assert table.game.phase.value == "night"
    hunt(table, 5, 0)
    rest_of_night(table)
    play(table, 5, Act(seats=(0,)))  # the dead Captain's successor, then the win
    board = table.board.state
    assert board["screen"] == "end"
    assert board["winnerTitle"] == "The White Werewolf wins alone!"
    assert table.players[0].state["won"] and not table.players[1].state["won"]
    assert table.players[5].state["winnerTitle"] == "The White Werewolf wins alone!"


def test_a_death_of_tetanus_is_a_night_death_in_the_news_and_a_cause_in_the_recap(english):
    # The Knight 0, wolves 1 and 2, villagers 3-8: the pack devours the Knight, and the
    # first wolf after him (1) dies of tetanus as the next night falls.
    table = Table(new_game("rWWVVVVVV"))
    to_vote(table, 0, captain=3)
    assert table.board.state["deathsLine"] == f"{NAMES[0]} was found dead."
    living = table.game.living()
    vote(table, {s: 4 if s != 4 else 5 for s in living})
    tally = news(table, "tally")
    assert tally["tallyText"] == f"{NAMES[4]} is banished."  # not "Quill shows his card"
    table.feed()
    assert table.game.alive[1]  # struck as the night falls, dead for everybody at dawn only
    rest_of_night(table)
    morning = table.board.state
    assert NAMES[1] in morning["deathsLine"]
    assert "tetanus" not in board_text(table)  # the cause stays secret until the end
    dead = {row["name"]: row["roleLabel"] for row in table.board.dead_card_rows.rows}
    assert dead[NAMES[1]] == "Werewolf"
    assert [line for line in story(table) if "tetanus" in line] == [  # at the end
        f"{NAMES[1]} (Werewolf) died, struck down by tetanus."
    ]
