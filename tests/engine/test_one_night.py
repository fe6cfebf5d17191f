"""The ``one_night`` edition, one rule of RULES.md §2 at a time, on fixed deals.

A deal lists the players' cards, then the three center cards. Every test drives the game
through ``Game.submit`` only and reads what the views and the log say.
"""

from __future__ import annotations

import pytest

from lgdesktop.engine import (
    HOST,
    Game,
    GameOver,
    GameSetup,
    IllegalTarget,
    NightChoice,
    SetupError,
    Timeout,
    Vote,
    catalogue,
)
from lgdesktop.engine.events import (
    CardSeen,
    CardsSwapped,
    GameEnded,
    PackRevealed,
    ShotFired,
    TeamRevealed,
)

from .helpers import first_fit, open_specs

EDITION = "one_night"


def new_game(deal: list[str], *, seed: int = 0, timed: bool = False) -> Game:
    return Game(GameSetup.create(EDITION, len(deal) - 3, seed, deal=deal, timed_nights=timed))


def step(game: Game, picks: dict[int, NightChoice] | None = None) -> None:
    """One night step: every owing seat's input (the given ones in the seat's own step,
    the first that fits otherwise, decoys included); the clock closes a timed step."""
    picks = picks or {}
    name = game.step.id
    for seat in game.awaited():
        mine = game.legal_inputs(seat)[0].action != "decoy"
        game.submit(
            seat, picks.get(seat) if mine and seat in picks else first_fit(game.legal_inputs(seat))
        )
    if game.phase.value == "night" and game.step.id == name:
        game.submit(HOST, Timeout())


def at_step(game: Game, name: str) -> None:
    """Play the night's steps (first fits) until step ``name`` is called."""
    while game.step.id != name:
        step(game)


def night(game: Game, picks: dict[int, NightChoice] | None = None) -> None:
    """The whole night in steps: each seat's given input in its own step, the first that
    fits for every other prompt (decoys included)."""
    while game.phase.value == "night":
        step(game, picks)
    assert game.phase.value == "day"


def vote(game: Game, ballots: dict[int, int]) -> None:
    """End the discussion, cast ``ballots``, and close the vote if somebody abstained."""
    game.submit(HOST, Timeout())
    for voter, target in ballots.items():
        game.submit(voter, Vote(target))
    if not game.ended:
        game.submit(HOST, Timeout())
    assert game.ended


def knows(game: Game, seat: int) -> dict[int, str]:
    return dict(game.player_view(seat).known_roles)


def cycle(players: int) -> dict[int, int]:
    """Everybody votes for the next seat: one vote each."""
    return {seat: (seat + 1) % players for seat in range(players)}


# ------------------------------------------------------------------ set-up


@pytest.mark.parametrize("players", range(3, 13))
def test_the_suggested_deck_holds_players_plus_three_cards_with_the_core_first(players):
    deck = catalogue.recommended_setup(EDITION, players)
    assert sum(deck.values()) == players + 3
    assert list(deck)[:4] == ["werewolf", "seer", "robber", "troublemaker"]
    assert deck["werewolf"] >= 1 and deck.get("mason", 0) in (0, 2)
    game = Game(GameSetup.create(EDITION, players, 1))
    assert len(game.roles) == players and len(game.center) == 3
    assert sorted(game.dealt + tuple(game.center)) == sorted(
        role for role, count in deck.items() for _ in range(count)
    )


def test_three_to_twelve_players_and_a_wolf_in_the_deck():
    for players in (2, 13):
        with pytest.raises(SetupError):
            Game(GameSetup.create(EDITION, players, 0))
    with pytest.raises(SetupError, match="werewolf"):
        new_game(["seer", "robber", "villager", "villager", "tanner", "minion"])
    with pytest.raises(SetupError, match="center"):
        Game(GameSetup.create(EDITION, 3, 0, deal=["werewolf", "seer", "robber", "villager"]))
    with pytest.raises(SetupError, match="pair"):
        new_game(["werewolf", "mason", "villager", "villager", "seer", "robber"])
    # A Mystic Wolf alone is a wolf in the deck.
    new_game(["mystic_wolf", "seer", "robber", "villager", "villager", "tanner"])


def test_each_player_sees_his_own_card_and_nobody_sees_the_center():
    deal = ["villager", "seer", "tanner", "robber", "werewolf", "hunter", "drunk"]
    game = new_game(deal)
    for seat in range(4):
        view = game.player_view(seat)
        assert (view.role, dict(view.known_roles), view.known_center) == (
            deal[seat],
            {seat: deal[seat]},
            (),
        )
    board = game.public_view()
    assert board.center_cards == 3 and all(status.role is None for status in board.seats)
    assert dict(board.composition) == {
        "villager": 1,
        "seer": 1,
        "tanner": 1,
        "robber": 1,
        "werewolf": 1,
        "hunter": 1,
        "drunk": 1,
    }


def test_every_role_of_the_deck_is_called_even_from_the_center():
    deck = ["villager", "villager", "villager", "robber", "werewolf", "insomniac"]
    game = new_game(deck)
    # The robber and the insomniac lie in the center: still called, in RULES order.
    assert game.public_view().narration == ("werewolf", "robber", "insomniac")
    other = new_game(["insomniac", "robber", "werewolf", "villager", "villager", "villager"])
    assert other.public_view().narration == game.public_view().narration
    mystic = new_game(["mystic_wolf", "mason", "mason", "minion", "drunk", "seer"])
    assert mystic.public_view().narration == (
        "werewolf",
        "mystic_wolf",
        "minion",
        "mason",
        "seer",
        "drunk",
    )


def test_the_catalogue_lists_twelve_roles_nine_of_them_called_in_order():
    info = catalogue.edition_info(EDITION)
    assert (info.min_players, info.max_players, info.center_cards) == (3, 12, 3)
    called = sorted((role.night_order, role.id) for role in info.roles if role.night_order)
    assert [role_id for _, role_id in called] == [
        "werewolf",
        "mystic_wolf",
        "minion",
        "mason",
        "seer",
        "robber",
        "troublemaker",
        "drunk",
        "insomniac",
    ]
    assert {role.id for role in info.roles if role.night_order is None} == {
        "villager",
        "tanner",
        "hunter",
    }
    assert info.role("tanner").camp == "solo" and info.role("minion").camp == "wolves"
    assert info.role("mystic_wolf").wolf and not info.role("minion").wolf
    assert info.channels == () and info.role("mason").pair
    assert info.win_labels == ("village", "wolves", "tanner", "nobody")
    assert [(spec.name, spec.default_value) for spec in info.settings] == [
        ("discussion_seconds", "300")
    ]


# ------------------------------------------------------------------ the night


def test_a_player_wakes_by_the_card_dealt_to_him():
    deal = ["robber", "troublemaker", "villager", "werewolf", "villager", "seer", "tanner"]
    game = new_game(deal, timed=True)
    # the robber takes the troublemaker card, whose holder still acts as troublemaker
    night(game, {0: NightChoice(1), 1: NightChoice(seats=(2, 3))})
    assert game.roles == ["troublemaker", "robber", "werewolf", "villager"]
    assert game.player_view(0).role == "troublemaker"
    assert [e.seat for e in game.log if isinstance(e, CardsSwapped)] == [0, 1]


def test_every_living_player_answers_one_prompt_and_sleepers_dream():
    deal = [
        "villager",
        "tanner",
        "hunter",
        "minion",
        "insomniac",
        "werewolf",
        "werewolf",
        "seer",
        "villager",
    ]
    game = new_game(deal, timed=True)
    steps = []
    while game.phase.value == "night":
        steps.append(game.step.id)
        for seat in range(6):
            spec, *_ = game.legal_inputs(seat)
            if seat == 5 and game.step.id == "werewolf":  # the lone wolf (one in the center)
                assert (spec.action, spec.count, spec.card_count) == ("peek", 0, 1)
            elif (seat == 3 and game.step.id == "minion") or (
                seat == 4 and game.step.id == "insomniac"
            ):
                assert spec.action == "dream"  # called, nothing to choose
            else:
                assert {s.action for s in game.legal_inputs(seat)} == {"decoy"}
            game.submit(seat, first_fit(game.legal_inputs(seat)))
            assert game.legal_inputs(seat) == ()
        assert game.awaited() == () and game.phase.value == "night"  # the clock closes it
        board_version = game.public_view().version
        assert board_version == game.public_view().version
        game.submit(HOST, Timeout())
    # every role of the deck is called, the Seer's card in the center too
    assert (
        steps == ["werewolf", "minion", "seer", "insomniac"] == list(game.public_view().narration)
    )
    assert game.phase.value == "day"


def test_two_wolves_see_each_other_and_cannot_peek():
    game = new_game(
        [
            "werewolf",
            "mystic_wolf",
            "seer",
            "villager",
            "robber",
            "villager",
            "tanner",
            "villager",
            "drunk",
        ]
    )
    # RULES §2: each knows who the other wolf is, not his card.
    assert (knows(game, 0), knows(game, 1)) == ({0: "werewolf"}, {1: "mystic_wolf"})
    assert game.player_view(0).pack == game.player_view(1).pack == (0, 1)
    assert game.player_view(2).pack == ()
    # a wolf of a pack of two answers the peek's decoy (a center card, as everybody)
    assert [spec.action for spec in game.legal_inputs(0)] == ["decoy"]
    step(game)
    (mystic,) = open_specs(game, 1)
    assert (mystic.action, mystic.count, mystic.card_count) == ("look", 1, 0)
    assert knows(game, 2) == {2: "seer"}
    with pytest.raises(IllegalTarget):
        game.submit(0, NightChoice(cards=(0,)))


def test_the_lone_wolf_peeks_at_one_center_card():
    game = new_game(["werewolf", "seer", "villager", "villager", "werewolf", "tanner"])
    (spec,) = game.legal_inputs(0)
    assert (spec.action, spec.cards, spec.card_count) == ("peek", (0, 1, 2), 1)
    night(game, {0: NightChoice(cards=(1,))})
    assert game.player_view(0).known_center == ((1, "werewolf"),)
    assert all(game.player_view(seat).known_center == () for seat in (1, 2))


def test_a_lone_mystic_wolf_looks_at_a_player_and_peeks_at_the_center():
    game = new_game(["mystic_wolf", "seer", "villager", "werewolf", "tanner", "robber"])
    at_step(game, "mystic_wolf")
    (spec,) = open_specs(game, 0)
    assert (spec.action, spec.count, spec.card_count) == ("look_and_peek", 1, 1)
    night(game, {0: NightChoice(seats=(1,), cards=(2,))})
    view = game.player_view(0)
    assert dict(view.known_roles) == {0: "mystic_wolf", 1: "seer"}
    assert view.known_center == ((2, "robber"),)


def test_the_minion_sees_the_wolves_and_the_wolves_do_not_see_him():
    game = new_game(["minion", "werewolf", "mystic_wolf", "villager", "seer", "robber", "villager"])
    # RULES §2: the Minion and the wolves learn who the wolves are, not which wolf card.
    assert (knows(game, 0), knows(game, 1)) == ({0: "minion"}, {1: "werewolf"})
    assert game.player_view(0).pack == game.player_view(1).pack == (1, 2)
    alone = new_game(["minion", "villager", "seer", "werewolf", "werewolf", "robber"])
    assert knows(alone, 0) == {0: "minion"}
    (pack,) = [e for e in alone.player_view(0).events if isinstance(e, PackRevealed)]
    assert pack.members == () == alone.player_view(0).pack  # no player holds a wolf card


def test_the_masons_see_each_other_and_a_lone_mason_knows_he_is_alone():
    game = new_game(["mason", "villager", "mason", "werewolf", "seer", "robber", "villager"])
    assert knows(game, 0) == knows(game, 2) == {0: "mason", 2: "mason"}
    assert knows(game, 1) == {1: "villager"}
    lone = new_game(["mason", "villager", "werewolf", "seer", "mason", "robber"])
    (team,) = [e for e in lone.player_view(0).events if isinstance(e, TeamRevealed)]
    assert team.members == (0,)


def test_the_seer_sees_one_player_or_two_center_cards_before_the_robber_acts():
    deal = ["seer", "robber", "werewolf", "villager", "tanner", "villager", "troublemaker"]
    game = new_game(deal)
    at_step(game, "seer")
    assert [(s.action, s.count, s.card_count) for s in game.legal_inputs(0)] == [
        ("look", 1, 0),
        ("look_center", 0, 2),
    ]
    night(game, {0: NightChoice(2), 1: NightChoice(2)})
    assert knows(game, 0) == {0: "seer", 2: "werewolf"}  # what she saw; the robber came after
    assert game.roles[2] == "robber"
    center = new_game(deal)
    night(center, {0: NightChoice(cards=(0, 2))})
    assert center.player_view(0).known_center == ((0, "tanner"), (2, "troublemaker"))
    again = new_game(deal)
    at_step(again, "seer")
    with pytest.raises(IllegalTarget):
        again.submit(0, NightChoice(cards=(1,)))


def test_robber_then_troublemaker_then_drunk_on_the_same_cards():
    deal = ["robber", "troublemaker", "drunk", "werewolf", "villager", "tanner", "seer", "hunter"]
    game = new_game(deal, timed=True)
    # Each in its own step, in night order: the robber takes the wolf, the troublemaker
    # swaps robber and drunk, the drunk takes center card 1.
    night(game, {2: NightChoice(cards=(1,)), 1: NightChoice(seats=(0, 2)), 0: NightChoice(3)})
    # robber <-> 3: robber holds werewolf; troublemaker swaps 0 and 2: seat 2 holds
    # werewolf, seat 0 drunk; the drunk (seat 2) swaps the werewolf with the seer.
    assert game.roles == ["drunk", "troublemaker", "seer", "robber", "villager"]
    assert game.center == ["tanner", "werewolf", "hunter"]
    robber, maker, drunk = (game.player_view(seat) for seat in range(3))
    assert robber.role == "werewolf" and dict(robber.known_roles) == {0: "werewolf", 3: "robber"}
    assert maker.role == "troublemaker" and dict(maker.known_roles) == {1: "troublemaker"}
    assert drunk.role == "drunk" and dict(drunk.known_roles) == {}
    assert drunk.known_center == ((1, "drunk"),)  # he knows only where his card went
    assert game.player_view(3).role == "werewolf"  # the robbed wolf still believes it
    swaps = [(e.seat, e.seats, e.cards) for e in game.log if isinstance(e, CardsSwapped)]
    assert swaps == [(0, (0, 3), ()), (1, (0, 2), ()), (2, (2,), (1,))]


def test_a_drunk_who_does_not_choose_still_takes_a_center_card():
    game = new_game(["drunk", "werewolf", "villager", "seer", "robber", "tanner"], timed=True)
    while game.phase.value == "night":  # nobody answers: the clock closes every step
        game.submit(HOST, Timeout())
    (swap,) = [e for e in game.log if isinstance(e, CardsSwapped)]
    assert swap.seats == (0,) and len(swap.cards) == 1
    assert game.roles[0] != "drunk" and "drunk" in game.center


def test_the_insomniac_sees_her_final_card():
    deal = ["insomniac", "troublemaker", "werewolf", "villager", "seer", "robber", "tanner"]
    game = new_game(deal)
    night(game, {1: NightChoice(seats=(0, 2))})
    assert game.roles[0] == "werewolf"
    view = game.player_view(0)
    assert view.role == "werewolf" and knows(game, 0) == {0: "werewolf"}
    calm = new_game(deal)
    night(calm, {1: NightChoice(seats=(2, 3))})
    assert calm.player_view(0).role == "insomniac"
    seen = [e for e in calm.log if isinstance(e, CardSeen) and e.seat == 0]
    assert [(e.target, e.role) for e in seen] == [(0, "insomniac")]


# ------------------------------------------------------------------ the day and the vote


def test_the_debate_lasts_five_minutes_by_default():
    game = new_game(["werewolf", "seer", "villager", "villager", "robber", "tanner"])
    assert game.public_view().discussion_seconds == 300


def test_nobody_votes_for_himself():
    game = new_game(["werewolf", "seer", "villager", "villager", "robber", "tanner"])
    night(game)
    game.submit(HOST, Timeout())
    (spec,) = [s for s in game.legal_inputs(1) if s.kind == "vote"]
    assert spec.targets == (0, 2)
    with pytest.raises(IllegalTarget):
        game.submit(1, Vote(1))


def test_every_player_tied_on_the_most_votes_is_eliminated():
    game = new_game(
        ["werewolf", "seer", "villager", "villager", "robber", "tanner", "troublemaker"]
    )
    night(game)
    vote(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert game.last_tally.eliminated == (0, 1)
    assert game.result.labels == ("village",)


@pytest.mark.parametrize(
    "deal",
    [
        ["werewolf", "seer", "villager", "villager", "robber", "tanner", "villager"],
        ["villager", "seer", "villager", "villager", "werewolf", "werewolf", "robber"],
    ],
    ids=["a wolf among the players", "no wolf among the players"],
)
def test_one_vote_each_eliminates_nobody(deal):
    game = new_game(deal)
    night(game)
    vote(game, cycle(4))
    assert game.last_tally.outcome == "nobody" and game.last_tally.eliminated == ()
    assert all(game.alive)
    wolves_among_players = "werewolf" in game.roles
    assert game.result.labels == (("wolves",) if wolves_among_players else ("village",))


def test_an_eliminated_hunter_takes_the_one_he_voted_for():
    game = new_game(["hunter", "werewolf", "villager", "villager", "seer", "robber", "tanner"])
    night(game)
    vote(game, {0: 1, 1: 0, 2: 0, 3: 2})
    assert game.last_tally.eliminated == (0,)
    assert game.alive == [False, False, True, True]
    assert [(e.shooter, e.target) for e in game.log if isinstance(e, ShotFired)] == [(0, 1)]
    assert game.result.labels == ("village",)


def test_the_hunter_is_the_final_card_and_needs_a_vote():
    # The robber takes the hunter card: the robber's seat shoots, the dealt hunter does not.
    game = new_game(["robber", "hunter", "werewolf", "villager", "seer", "villager", "tanner"])
    night(game, {0: NightChoice(1)})
    vote(game, {0: 2, 1: 0, 2: 0, 3: 1})
    assert game.alive == [False, True, False, True]
    assert game.result.labels == ("village",)
    silent = new_game(["hunter", "werewolf", "villager", "villager", "seer", "robber", "tanner"])
    night(silent)
    vote(silent, {1: 0, 2: 0})  # the hunter never voted
    assert silent.alive == [False, True, True, True]
    assert silent.result.labels == ("wolves",)


def test_the_game_ends_after_the_one_vote():
    game = new_game(["werewolf", "seer", "villager", "villager", "robber", "tanner"])
    night(game)
    vote(game, {0: 1, 1: 0, 2: 1})
    assert game.ended and game.number == 1
    with pytest.raises(GameOver):
        game.submit(HOST, Timeout())


# ------------------------------------------------------------------ who wins


def test_a_wolf_robbed_into_a_villager_makes_the_robber_win_with_the_wolves():
    game = new_game(["robber", "werewolf", "villager", "seer", "villager", "tanner", "villager"])
    night(game, {0: NightChoice(1)})
    assert game.roles[:2] == ["werewolf", "robber"]
    vote(game, {0: 1, 2: 1, 3: 2, 1: 2})  # the robbed wolf and seat 2, tied
    assert game.last_tally.eliminated == (1, 2)
    assert game.result.labels == ("wolves",) and game.result.winners == (0,)


def test_the_tanner_eliminated_with_a_wolf_wins_with_the_village():
    game = new_game(["tanner", "werewolf", "villager", "seer", "villager", "robber", "villager"])
    night(game)
    vote(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert game.last_tally.eliminated == (0, 1)
    assert game.result.labels == ("village", "tanner")
    assert game.result.winners == (0, 2, 3)


def test_the_tanner_eliminated_alone_beats_the_wolves():
    game = new_game(["tanner", "werewolf", "villager", "seer", "villager", "robber", "villager"])
    night(game)
    vote(game, {1: 0, 2: 0, 3: 1})
    assert game.result.labels == ("tanner",) and game.result.winners == (0,)


def test_the_minion_with_no_wolf_among_the_players():
    deal = ["minion", "villager", "seer", "villager", "werewolf", "werewolf", "robber"]
    other = new_game(deal)
    night(other)
    vote(other, {0: 1, 2: 1, 1: 0})  # somebody else is eliminated: the minion wins
    assert other.result.labels == ("wolves",) and other.result.winners == (0,)
    himself = new_game(deal)
    night(himself)
    vote(himself, {1: 0, 2: 0, 0: 1})  # only the minion: nobody wins
    assert himself.result.labels == ("nobody",) and himself.result.winners == ()
    calm = new_game(deal)
    night(calm)
    vote(calm, cycle(4))
    assert calm.result.labels == ("village",)
    tanner = new_game(["minion", "tanner", "seer", "villager", "werewolf", "werewolf", "robber"])
    night(tanner)
    vote(tanner, {0: 1, 2: 1, 3: 2})
    assert tanner.result.labels == ("tanner",)


def test_with_a_wolf_among_the_players_the_minion_wins_even_eliminated():
    game = new_game(["minion", "werewolf", "seer", "villager", "villager", "robber", "villager"])
    night(game)
    vote(game, {1: 0, 2: 0, 3: 1})
    assert game.result.labels == ("wolves",) and game.result.winners == (0, 1)


def test_no_wolf_among_the_players_and_somebody_eliminated_nobody_wins():
    game = new_game(["villager", "seer", "villager", "werewolf", "werewolf", "robber"])
    night(game)
    vote(game, {0: 1, 2: 1})
    assert game.result.labels == ("nobody",)


# ------------------------------------------------------------------ the end: everything shown


def test_the_end_shows_every_card_and_the_whole_story_of_the_night():
    deal = [
        "seer",
        "robber",
        "troublemaker",
        "werewolf",
        "insomniac",
        "villager",
        "tanner",
        "drunk",
    ]
    game = new_game(deal, timed=True)
    board = game.public_view()
    assert not [e for e in board.events if isinstance(e, (CardSeen, CardsSwapped))]
    night(game, {0: NightChoice(3), 1: NightChoice(3), 2: NightChoice(seats=(0, 4))})
    assert not [e for e in game.public_view().events if isinstance(e, (CardSeen, CardsSwapped))]
    vote(game, {0: 3, 1: 3, 2: 0, 3: 1, 4: 1})
    result = game.public_view().result
    assert isinstance(result, GameEnded)
    assert result.dealt == tuple(deal[:5]) and result.roles == tuple(game.roles)
    assert result.center == ("villager", "tanner", "drunk")
    story = [
        (type(e).__name__, e.seat)
        for e in game.public_view().events
        if isinstance(e, (CardSeen, CardsSwapped))
    ]
    # Night order: the lone wolf's peek, the seer, the robber, the troublemaker, the
    # insomniac.
    assert story == [
        ("CardSeen", 3),
        ("CardSeen", 0),
        ("CardsSwapped", 1),
        ("CardSeen", 1),
        ("CardsSwapped", 2),
        ("CardSeen", 4),
    ]
    for seat in range(5):
        assert dict(game.player_view(seat).known_roles) == dict(enumerate(game.roles))
