"""The app side of ``one_night``: the story of the night, the private notes and the cards
seen, the end rows (dealt and final cards), the vote revealed, the texts of every role, and
no secret on the TV before the end."""

from __future__ import annotations

import pytest
from engine.helpers import first_fit

from lgdesktop.app.models.board import BoardModel
from lgdesktop.app.models.player import PlayerModel
from lgdesktop.app.models.player_notes import private_lines
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import language
from lgdesktop.engine import HOST, Game, GameSetup, NightChoice, Timeout, Vote, catalogue
from lgdesktop.engine.events import VoteTally

from .conftest import NAMES, drive

#: Seats 0-5 then the three center cards.
DEAL = (
    "seer",
    "robber",
    "troublemaker",
    "drunk",
    "insomniac",
    "werewolf",
    "werewolf",
    "villager",
    "tanner",
)
#: Each seat's night input: the Seer looks at center cards 1 and 2, the Robber robs the
#: wolf, the Troublemaker swaps the Seer and the wolf, the Drunk takes center card 3, the
#: Insomniac dreams, the lone wolf peeks at center card 2.
NIGHT = {
    0: NightChoice(cards=(0, 1)),
    1: NightChoice(5),
    2: NightChoice(seats=(0, 5)),
    3: NightChoice(cards=(2,)),
    4: NightChoice(0),
    5: NightChoice(cards=(1,)),
}


def fixed_game(*, until: str = "ended") -> Game:
    """The :data:`DEAL` game, dealt (``until="night"``), played to the day (``"day"``) or
    to its end: everybody votes for Quill (the Robber, now a wolf), Quill for Zork."""
    game = Game(GameSetup.create("one_night", list(NAMES[:6]), 0, deal=DEAL))
    if until == "night":
        return game
    while game.phase.value == "night":  # one step per role of the deck, in calling order
        for seat in game.awaited():
            specs = [spec for spec in game.legal_inputs(seat) if spec.kind == "night_choice"]
            called = any(spec.action != "decoy" for spec in specs)
            game.submit(seat, NIGHT[seat] if called else first_fit(specs))
    if until == "day":
        return game
    game.submit(HOST, Timeout())  # the discussion ends
    for seat in range(6):
        game.submit(seat, Vote(0 if seat == 1 else 1))
    assert game.ended
    return game


def story(game: Game) -> list[str]:
    view = game.public_view()
    names = [seat.name for seat in view.seats]
    chapters = presenters.recap(
        view.events, names, view.result.roles, presenters.moved_cards(view.result)
    )
    night = next(
        chapter for chapter in chapters if chapter["title"] == texts.phase_title("night", 1)
    )
    return night["lines"]


def test_the_story_of_the_night_in_night_order(english):
    assert story(fixed_game()) == [
        "Wubo (Werewolf) looked at center card 2: Villager.",
        "Zork (Seer) looked at center card 1: Werewolf.",
        "Zork (Seer) looked at center card 2: Villager.",
        "Quill (Robber) swapped their card with Wubo's card.",
        "Quill (Robber) looked at their own card: Werewolf.",
        "Vexa (Troublemaker) swapped Zork's card and Wubo's card.",
        "Jorn (Drunk) swapped their card with center card 3.",
        "Pryx (Insomniac) looked at their own card: Insomniac.",
    ]


def test_the_story_is_told_in_french(english):
    language().choose("fr")
    lines = story(fixed_game())
    assert lines[3] == "Quill (Voleur) a échangé sa carte avec la carte de Wubo."
    assert all("Werewolf" not in line and "looked" not in line for line in lines)


def test_the_notes_after_a_swap(english):
    game = fixed_game(until="day")
    own = [line for line in private_lines(game.player_view(1)) if "hunches" not in line]
    assert own == [
        "Robber's call: you chose Wubo.",
        "Robber's call: you swapped your card with Wubo's card.",
        "Robber's call: you looked at your own card: Werewolf.",
    ]
    # At every other call the Robber noted a decoy suspicion: the night's read as one line.
    assert (
        private_lines(game.player_view(1))[0]
        == "Night 1, your hunches (no effect): center card 1, Zork and Vexa"
    )
    troublemaker = private_lines(game.player_view(2))
    assert "Troublemaker's call: you swapped Zork's card and Wubo's card." in troublemaker
    # The robbed wolf learns nothing of it: he still reads his deal and his peek.
    assert private_lines(game.player_view(5))[:3] == [
        "At the deal: you are the only wolf among the players.",
        "Werewolf's call: you chose center card 2.",
        "Werewolf's call: you saw center card 2: Villager.",
    ]
    assert not any(
        "swapped" in line or "Werewolf card" in line
        for line in private_lines(game.player_view(5))[3:]
    )
    player = PlayerModel()
    player.update_view(game.player_view(1))
    assert player.state["role"] == "werewolf"  # the Robber plays his new card
    assert [(row["label"], row["role"]) for row in player.seen_rows.rows] == [("Wubo", "robber")]


def test_a_center_peek_shows_as_cards_only_to_the_seer(english):
    game = fixed_game(until="day")
    seer = PlayerModel()
    seer.update_view(game.player_view(0))
    assert [(row["label"], row["roleLabel"]) for row in seer.seen_rows.rows] == [
        ("Center card 1", "Werewolf"),
        ("Center card 2", "Villager"),
    ]
    drunk = PlayerModel()
    drunk.update_view(game.player_view(3))
    # The Drunk only knows where his own card went; he still reads "Drunk".
    assert [(row["label"], row["role"]) for row in drunk.seen_rows.rows] == [
        ("Center card 3", "drunk")
    ] and drunk.state["role"] == "drunk"


def test_the_tv_end_rows_the_vote_and_the_center(english):
    game = fixed_game()
    board = BoardModel()
    board.update_view(game.public_view())
    tally = next(e for e in game.public_view().events if isinstance(e, VoteTally))
    rows = presenters.tally_rows(tally, list(NAMES[:6]))
    assert rows[0]["name"] == "Quill" and rows[0]["voters"] == "Zork, Vexa, Jorn, Pryx and Wubo"
    assert rows[1] == {**rows[1], "name": "Zork", "voters": "Quill"}
    reveal = {
        row["name"]: (row["roleLabel"], row["dealtLabel"], row["winner"])
        for row in board.reveal_rows.rows
    }
    assert reveal == {
        "Zork": ("Robber", "dealt: Seer", True),
        "Quill": ("Werewolf", "dealt: Robber", False),
        "Vexa": ("Troublemaker", "", True),
        "Jorn": ("Tanner", "dealt: Drunk", False),
        "Pryx": ("Insomniac", "", True),
        "Wubo": ("Seer", "dealt: Werewolf", True),
    }
    assert board.state["centerLine"] == "In the center: Werewolf, Villager, Drunk"
    assert board.state["winnerTitle"] == "The village wins!"
    lines = [line for chapter in board.recap_rows.rows for line in chapter["lines"]]
    assert "Vexa (Troublemaker) swapped Zork's card and Wubo's card." in lines
    assert "Quill (Werewolf) died, banished by the village." in lines


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_one_night_role_has_its_texts(english, lang):
    language().choose(lang)
    info = catalogue.edition_info("one_night")
    for role in info.roles:
        assert texts.role_name(role.id) != role.id
        assert texts.role_help(role.id, "one_night")
        assert texts.role_blurb(role.id, "one_night")
    called = [role.id for role in info.roles if role.night_order is not None]
    assert len(called) == 9
    for step in ("night_falls", *called, "dawn"):
        line = texts.narration(step, "one_night")
        assert line and line == texts.translate(
            "Narration", (texts.EDITION_NARRATION.get(("one_night", step)) or texts.NARRATION[step])
        )
    for action in (
        "peek",
        "look",
        "look_and_peek",
        "look_center",
        "rob",
        "swap",
        "swap_center",
        "dream",
    ):
        assert texts.action_prompt(action) != action
    assert texts.edition_name("one_night") != "one_night"


@pytest.mark.parametrize("seed", range(16))
def test_no_board_text_tells_a_one_night_secret(english, seed):
    """Until the end the TV shows no card, no look, no swap and no pick, whatever the
    deal and the night (the narration depends on the deck only)."""
    forbidden = ["looked at", "swapped", "dealt", "In the center", "card:"]
    board = BoardModel()
    game = Game(GameSetup.create("one_night", list(NAMES[: 3 + seed % 8]), seed, timed_nights=True))
    names = list(NAMES[: game.players])
    checked = 0

    def after(game: Game) -> None:
        nonlocal checked
        board.update_view(game.public_view())
        while True:
            if not game.ended:
                for text in board.exposed():
                    for word in forbidden:
                        assert word not in text, (word, text)
                    for seat in range(game.players):
                        for role in {game.roles[seat], game.dealt[seat]}:
                            assert not (names[seat] in text and texts.role_name(role) in text), (
                                seat,
                                text,
                            )
                checked += 1
            if not board.interludes:
                break
            board.next_interlude()

    drive(game, after, strategy="random" if seed % 2 else "heuristic", seed=seed)
    assert checked > 5
    assert board.state["screen"] == "end" and board.recap_rows.rows
