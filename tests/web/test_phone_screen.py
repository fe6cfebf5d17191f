"""The phone's screen builder (``lgdesktop.web.screen.phone_screen``) at real points of
play of every edition, in French and in English: a night with a real power, a night with a
decoy (the same prompt shape, and no word of the seat's card in the decoy's question that
the view does not show already), the vote, the day's "ready to vote", a dead seat, the end
with every card and the story. Every text is the laptop's own presenter's, rendered in the
screen's language (the process's language left alone)."""

from __future__ import annotations

import pytest
from engine.anniversary_play import JUDGE, judge_day, to_vote, vote
from room.phones import PhoneTable, play_to_the_end

from lgdesktop.app.models.player_choice import (
    main_prompt,
    main_spec,
    pick_hint,
    proxy_offer,
    secret_ballot_button,
    shown_targets,
    waiting_line,
)
from lgdesktop.app.models.player_notes import news_line, private_lines
from lgdesktop.app.texts import presenters, texts
from lgdesktop.app.texts.i18n import rendering_in
from lgdesktop.engine import PlayerView, ProxyVote, Vote
from lgdesktop.web.screen import phone_screen

#: Per edition, a table (players) whose bot game shows every point of play checked here.
TABLES = {"jinrou": 9, "thiercelieux": 12, "one_night": 7, "anniversary": 14, "forum": 12}
LANGUAGES = ("fr", "en")
#: The night actions that are no power: a stepped night's decoy, jinrou's harmless dream.
NO_POWER = ("decoy", "dream")
#: The editions with a day (and its proxy vote) before the vote.
DAY_EDITIONS = ["jinrou", "thiercelieux", "anniversary", "forum"]
#: A villager of the anniversary's Judge deal (engine.anniversary_play.JUDGE_DEAL).
VILLAGER = 4
#: The proxy's texts and the Judge's button, as the laptop reads them (its tests' words).
PROXY_TEXTS = {
    "en": ("If you must leave before the vote closes, your vote goes to:", "nobody (abstain)"),
    "fr": (
        "Si vous devez partir avant la clôture du vote, votre voix ira à :",
        "personne (abstention)",
    ),
}
SECRET_BALLOT_TEXTS = {
    "en": (
        "Vote, and secretly call for a second vote",
        "Whom do you want to banish? (A second vote follows.)",
    ),
    "fr": (
        "Voter et demander en secret un second vote",
        "Qui voulez-vous bannir ? (Un second vote suivra.)",
    ),
}


@pytest.fixture(scope="module")
def games() -> dict[str, list[PlayerView]]:
    """Every view each seat rebuilt from its frames over one bot game per edition."""
    played = {}
    for edition, players in TABLES.items():
        table = PhoneTable(edition=edition, players=players, seed=7, speed=50, night_cadence=True)
        conns = table.start_phones(players)
        play_to_the_end(table, conns)
        played[edition] = [view for conn in conns for view, _, _ in table.received[conn]]
    return played


def first(views: list[PlayerView], test) -> PlayerView:
    found = next((view for view in views if test(view)), None)
    assert found is not None, "no such point in the game"
    return found


def action(view: PlayerView) -> str:
    spec = main_spec(view)
    return "" if spec is None else spec.action


def night_power(view: PlayerView) -> bool:
    return view.board.phase == "night" and action(view) not in ("", *NO_POWER)


def in_language(language: str, make):
    with rendering_in(language):
        return make()


def shape(prompt) -> tuple:
    """What a prompt's shape shows without the card: how many players it lists (a seat
    is not listed for itself), its center cards, options and hint."""
    return (
        prompt.input,
        prompt.count,
        prompt.card_count,
        len(prompt.choices),
        [c.card for c in prompt.cards],
        [o.option for o in prompt.options],
        prompt.hint,
    )


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", sorted(TABLES))
def test_a_night_with_a_real_power(games, edition, language):
    view = first(games[edition], night_power)
    screen = phone_screen(view, language)
    assert screen.language == language and screen.version == view.version
    assert screen.phase == "night" and screen.alive
    prompt = screen.prompt
    assert prompt.input == "night_choice"
    assert prompt.question and prompt.question == in_language(language, lambda: main_prompt(view))
    assert prompt.hint == in_language(language, lambda: pick_hint(view))
    assert [c.seat for c in prompt.choices] == shown_targets(view, main_spec(view))
    assert (
        any(c.allowed for c in prompt.choices)
        or any(c.allowed for c in prompt.cards)
        or any(o.allowed for o in prompt.options)
    )
    assert screen.role.name == in_language(language, lambda: texts.role_name(view.role))
    assert screen.role.text and screen.role.camp
    assert screen.title == in_language(language, lambda: presenters.phase_title(view.board))
    assert screen.step  # the board's narration line
    assert screen.lines == in_language(language, lambda: private_lines(view))
    assert screen.waiting == "" and screen.ready_to_vote is None and screen.end is None


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", ["thiercelieux", "one_night", "anniversary"])
def test_a_night_with_a_decoy_looks_like_a_real_power(games, edition, language):
    views = games[edition]
    powers = {(v.board.version, v.board.step): v for v in views if night_power(v)}
    decoy = first(
        views,
        lambda v: (
            v.board.phase == "night"
            and action(v) == "decoy"
            and (v.board.version, v.board.step) in powers
        ),
    )
    called = powers[decoy.board.version, decoy.board.step]
    screen, real = phone_screen(decoy, language), phone_screen(called, language)
    assert shape(screen.prompt) == shape(real.prompt)
    assert screen.step == real.step and screen.title == real.title
    # No word of the seat's own card in the decoy's question that the view does not show
    # already (the step under way is public: the TV reads it aloud).
    own = screen.role.name
    assert own not in screen.prompt.question or own in screen.step
    assert screen.prompt.question == in_language(language, lambda: main_prompt(decoy))
    # With the card hidden both read the same cover, and only with it their questions.
    assert screen.prompt.secret and real.prompt.secret
    assert screen.prompt.cover == real.prompt.cover != real.prompt.question


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", sorted(TABLES))
def test_the_vote(games, edition, language):
    view = first(games[edition], lambda v: v.board.phase == "vote" and action(v) != "")
    screen = phone_screen(view, language)
    prompt = screen.prompt
    assert prompt.input == "vote" and prompt.count == 1 and prompt.card_count == 0
    assert [c.seat for c in prompt.choices] == list(main_spec(view).targets)
    assert all(c.allowed for c in prompt.choices)
    assert prompt.question == in_language(language, lambda: main_prompt(view))
    assert screen.ready_to_vote is None


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", ["jinrou", "thiercelieux", "anniversary", "forum"])
def test_the_day_and_ready_to_vote(games, edition, language):
    view = first(games[edition], lambda v: v.board.phase == "day" and v.alive)
    screen = phone_screen(view, language)
    assert screen.prompt is None or screen.prompt.input != "night_choice"
    assert screen.ready_to_vote is False
    assert phone_screen(view, language, asked=True).ready_to_vote is True
    assert screen.news == in_language(language, lambda: news_line(view))
    if screen.prompt is None:
        assert screen.waiting == in_language(language, lambda: waiting_line(view))
        assert screen.waiting
    assert screen.step == ""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", ["jinrou", "thiercelieux", "anniversary", "forum"])
def test_a_dead_seat(games, edition, language):
    view = first(
        games[edition], lambda v: not v.alive and v.board.phase != "ended" and main_spec(v) is None
    )
    screen = phone_screen(view, language)
    assert not screen.alive and screen.prompt is None and screen.waiting == ""
    assert screen.ready_to_vote is None
    assert not next(s for s in screen.seats if s.seat == view.seat).alive
    assert screen.role.name  # the ghost still reads its card
    if edition == "jinrou":  # the dead see every card there
        assert len(screen.known) == len(view.board.seats) - 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", sorted(TABLES))
def test_the_end(games, edition, language):
    view = first(games[edition], lambda v: v.board.result is not None)
    screen = phone_screen(view, language)
    end = screen.end
    result = view.board.result
    assert screen.phase == "ended" and screen.prompt is None
    assert end.title == in_language(language, lambda: texts.winners_title(result.labels))
    assert end.won == (view.seat in result.winners)
    assert [r.seat for r in end.reveal] == list(range(len(view.board.seats)))
    assert [r.me for r in end.reveal].count(True) == 1
    assert {r.role for r in end.reveal} == {
        in_language(language, lambda r=r: texts.role_name(r)) for r in result.roles
    }
    assert end.recap and all(chapter.title for chapter in end.recap)
    assert bool(end.center) == bool(view.board.center_cards)


@pytest.mark.parametrize("edition", sorted(TABLES))
def test_french_and_english_differ_in_words_only(games, edition):
    """The same view in both languages: the same seats, prompt shape and end; other words."""
    view = first(games[edition], night_power)
    french, english = phone_screen(view, "fr"), phone_screen(view, "en")
    assert french.title != english.title and french.role.name != english.role.name
    assert shape(french.prompt)[:-1] == shape(english.prompt)[:-1]  # (the hint: words)
    assert [s.seat for s in french.seats] == [s.seat for s in english.seats]
    with pytest.raises(ValueError, match="unknown language"):
        phone_screen(view, "de")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", DAY_EDITIONS)
def test_the_proxy_vote_by_day(games, edition, language):
    """By day a living seat may lodge its proxy: the laptop's list (the players its ballot
    may name) under the laptop's question; none at night, in the vote, for the dead."""
    views = games[edition]
    view = first(views, lambda v: v.board.phase == "day" and v.alive)
    proxy = phone_screen(view, language).proxy
    spec = next(s for s in view.legal if s.kind == "proxy_vote")
    assert [(c.seat, c.name) for c in proxy.choices] == [
        (t, view.board.seats[t].name) for t in spec.targets
    ]
    assert proxy.current == spec.current
    assert (proxy.question, proxy.nobody) == PROXY_TEXTS[language]
    laptop = in_language(language, lambda: proxy_offer(view))
    assert (proxy.question, proxy.nobody, proxy.current) == (
        laptop.question,
        laptop.nobody,
        laptop.current,
    )
    for other in (
        first(views, lambda v: v.board.phase == "night" and v.alive),
        first(views, lambda v: v.board.phase == "vote" and action(v) != ""),
        first(views, lambda v: not v.alive and v.board.phase == "day"),
    ):
        assert phone_screen(other, language).proxy is None


def test_a_lodged_proxy_is_the_lists_current_and_the_page_submit_is_accepted():
    """The page's submit (``proxy_vote`` on a seat of the list) is what the engine takes;
    the next screen names it."""
    game = judge_day()
    proxy = phone_screen(game.player_view(VILLAGER), "en").proxy
    assert proxy.current is None and VILLAGER not in [c.seat for c in proxy.choices]
    game.submit(VILLAGER, ProxyVote(proxy.choices[0].seat))
    assert phone_screen(game.player_view(VILLAGER), "en").proxy.current == proxy.choices[0].seat


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_judges_secret_ballot_is_a_button_apart_from_the_vote(language):
    """The Stuttering Judge's vote reads as everybody's (the same question, no option: his
    power is not among the prompt's forms); his screen has the laptop's secret button
    apart (the page shows it with the card only), whose option makes the ballot call for
    a second vote; once used, it is gone."""
    game = judge_day()
    to_vote(game)
    judge, villager = game.player_view(JUDGE), game.player_view(VILLAGER)
    screen, other = phone_screen(judge, language), phone_screen(villager, language)
    assert shape(screen.prompt) == shape(other.prompt) and screen.prompt.options == []
    assert screen.prompt.question == screen.prompt.cover == other.prompt.question
    assert not screen.prompt.secret
    assert other.secret_ballot is None
    secret = screen.secret_ballot
    assert (secret.label, secret.question) == SECRET_BALLOT_TEXTS[language]
    laptop = in_language(language, lambda: secret_ballot_button(judge))
    assert (secret.label, secret.question, secret.option) == tuple(laptop)
    game.submit(JUDGE, Vote(1, option=secret.option))  # what the page sends, pressed
    vote(game, {seat: 1 for seat in game.living() if seat not in (JUDGE, 1)})
    assert game.phase == "vote" and game.number == 1  # the second vote, no debate
    assert phone_screen(game.player_view(JUDGE), language).secret_ballot is None
