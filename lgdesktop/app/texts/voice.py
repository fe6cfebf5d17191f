"""The narrator's recorded lines: every fixed sentence the TV says aloud, French first,
English second, several formulations for each, in our own words.

These lines are spoken, not shown: they are rendered once, offline, into clips
(``tools/make_voice.py``), one per key, formulation and language, so both languages sit
side by side here instead of going through Qt's translation catalogue (a clip is made
for every language at once, without a running app). The board's written lines stay in
:mod:`.texts` and the ``.ts`` catalogue.

A key names what is said, never who says it or to whom it matters: ``call.<step>`` a
night step of the public narration, ``morning.deaths.<n>`` how many did not wake up.
No line names a player: lines with names (the morning's victims, the banished, the
winners) are said by the platform's voice where it has one, and otherwise by the neutral
recorded line of their count while the TV shows the names.

Contract: every key has the same number of formulations (at least one) in every language
of :data:`VOICE_LANGUAGES`, so that the formulation the sound script chooses (an index)
exists in each; ``tests/app/test_voice_lines.py`` checks it, and that every night step of
every edition resolves to a key here (:func:`call_key`).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...engine import catalogue, get_edition
from ...engine.settings import resolve_settings

#: The languages every line is recorded in, French first.
VOICE_LANGUAGES = ("fr", "en")

#: The formulations of each key, by language: ``{key: {"fr": (...), "en": (...)}}``.
VOICE_LINES: dict[str, dict[str, tuple[str, ...]]] = {}

#: The call of a night step the catalogue has no line for (a character added later): it
#: names nobody, so it tells nothing and still marks the step.
GENERIC_CALL = "call.other"
#: The night steps that are not a role's call on a one-step night's clock.
NIGHT_FALLS, DAWN = "night_falls", "dawn"
#: The most deaths a morning line counts; more are told by the ``many`` line.
MOST_COUNTED = 4


def register_voice(lines: Mapping[str, Mapping[str, tuple[str, ...]]]) -> None:
    """Add narrator lines (``{key: {language: formulations}}``). A key given twice, a
    missing language or formulation counts that differ between languages raise
    ValueError and add nothing."""
    for key, by_language in lines.items():
        if key in VOICE_LINES:
            raise ValueError(f"the narrator line {key!r} is registered twice")
        if set(by_language) != set(VOICE_LANGUAGES):
            raise ValueError(f"the narrator line {key!r} needs exactly {VOICE_LANGUAGES}")
        counts = {len(by_language[code]) for code in VOICE_LANGUAGES}
        if len(counts) != 1 or 0 in counts:
            raise ValueError(f"the narrator line {key!r} needs as many formulations per language")
    for key, by_language in lines.items():
        VOICE_LINES[key] = {code: tuple(by_language[code]) for code in VOICE_LANGUAGES}


def voice_language(code: str) -> str:
    """The narrator's language for the app's language ``code`` (French where the
    narrator does not speak it)."""
    return code if code in VOICE_LANGUAGES else VOICE_LANGUAGES[0]


def variants(key: str) -> int:
    """How many formulations ``key`` has (KeyError for an unknown key)."""
    return len(VOICE_LINES[key][VOICE_LANGUAGES[0]])


def line(key: str, language: str, variant: int) -> str:
    """The text of formulation ``variant`` of ``key`` in ``language`` (KeyError/IndexError
    when there is none)."""
    return VOICE_LINES[key][language][variant]


#: What the platform's voice says instead of a neutral line where it has a voice for the
#: language: the same news naming the players. By the neutral line's family (its key but
#: the count: ``morning``, ``banished``, ``deaths``; ``elected.<title>`` whole), then by
#: language, (one name, several names); ``{names}`` takes the names.
NAMED_LINES: dict[str, dict[str, tuple[str, str]]] = {
    "morning": {
        "fr": (
            "Ce matin, {names} ne s'est pas réveillé.",
            "Ce matin, {names} ne se sont pas réveillés.",
        ),
        "en": ("This morning, {names} did not wake up.", "This morning, {names} did not wake up."),
    },
    "banished": {
        "fr": ("{names} quitte le village.", "{names} quittent le village."),
        "en": ("{names} leaves the village.", "{names} leave the village."),
    },
    "deaths": {
        "fr": ("{names} vient de mourir.", "{names} viennent de mourir."),
        "en": ("{names} has just died.", "{names} have just died."),
    },
    "elected.captain": {
        "fr": ("{names} devient Capitaine.", "{names} deviennent Capitaines."),
        "en": ("{names} becomes Captain.", "{names} become Captains."),
    },
    "elected.mayor": {
        "fr": ("{names} devient Maire.", "{names} deviennent Maires."),
        "en": ("{names} becomes Mayor.", "{names} become Mayors."),
    },
}
#: The word before the last name of a list, by language.
_LAST_JOIN = {"fr": " et ", "en": " and "}


def named_line(key: str, names: tuple[str, ...], language: str) -> str | None:
    """The sentence naming ``names`` that stands for neutral line ``key`` in ``language``
    (for the platform's voice), or None: no names, or no such sentence for ``key``."""
    family = key if key in NAMED_LINES else key.rpartition(".")[0]
    forms = NAMED_LINES.get(family, {}).get(language)
    if not names or forms is None:
        return None
    listed = (
        names[0] if len(names) == 1 else ", ".join(names[:-1]) + _LAST_JOIN[language] + names[-1]
    )
    return forms[len(names) > 1].format(names=listed)


def call_key(edition: str, step: str) -> str:
    """The key of the call of night ``step`` in ``edition``: the edition's own line when it
    has one, else the step's, else :data:`GENERIC_CALL`."""
    for key in (f"call.{edition}.{step}", f"call.{step}"):
        if key in VOICE_LINES:
            return key
    return GENERIC_CALL


def deaths_key(prefix: str, count: int) -> str:
    """The neutral line of ``count`` deaths: ``<prefix>.none``, ``.1`` … ``.4``, ``.many``."""
    if count <= 0:
        return f"{prefix}.none"
    return f"{prefix}.{count}" if count <= MOST_COUNTED else f"{prefix}.many"


def night_steps(edition: str) -> set[str]:
    """Every night step edition ``edition`` may narrate, under any setting: the declared
    night steps of its flows (each setting's every choice, one at a time) where its nights
    run in steps, else each role its one-step night calls."""
    info = catalogue.edition_info(edition)
    found: set[str] = set()
    choices: list[dict[str, str]] = [{}]
    for spec in info.settings:
        choices += [{spec.name: choice} for choice in spec.choices]
    for settings in choices:
        if get_edition(edition).flow(resolve_settings(info.settings, settings)).stepped_nights:
            steps = catalogue.flow_steps(edition, settings)
            found |= {step.key for step in steps if step.kind == "night"}
        else:
            found |= {role.id for role in info.roles if role.night_order is not None}
    return found


def required_keys() -> set[str]:
    """Every key the sound script may say for the editions registered now."""
    keys = {
        "nightfall",
        "dawn",
        "call.sleep",
        "debate",
        "vote.open",
        "vote.again",
        "vote.closed",
        "banished.1",
        "banished.many",
        "deaths.1",
        "deaths.many",
        GENERIC_CALL,
    }
    keys |= {deaths_key("morning", count) for count in range(MOST_COUNTED + 2)}
    for info in catalogue.editions():
        for step in night_steps(info.id):
            if step not in (NIGHT_FALLS, DAWN, "night"):
                keys.add(call_key(info.id, step))
        keys |= {f"end.{label}" for label in info.win_labels}
        keys |= {f"election.{step.title}" for step in info.steps if step.title}
        keys |= {f"elected.{step.title}" for step in info.steps if step.title}
    keys |= {f"owed.{kind}" for kind in OWED_KINDS}
    keys.add("end.nobody")
    return keys


#: The owed actions the TV announces aloud (the kinds of ``PublicView.owed``); any other
#: kind is announced by ``owed.other``.
OWED_KINDS = (
    "shot",
    "successor",
    "tie_break",
    "choose_voters",
    "revenge",
    "take_card",
    "other",
)


register_voice(
    {
        # ------------------------------------------------------------ night and day
        "nightfall": {
            "fr": (
                "La nuit tombe. Tout le monde ferme les yeux.",
                "Le soleil se couche. Fermez les yeux.",
                "C'est la nuit. Les yeux fermés, pas un bruit.",
            ),
            "en": (
                "Night falls on the village. Close your eyes.",
                "The sun goes down. Close your eyes.",
                "It is night. Eyes shut, not a sound.",
            ),
        },
        "dawn": {
            "fr": (
                "Le jour se lève. Tout le village ouvre les yeux.",
                "Le coq chante. Réveillez-vous, villageois.",
                "L'aube arrive. Ouvrez les yeux.",
            ),
            "en": (
                "Day breaks. The whole village opens its eyes.",
                "The rooster crows. Wake up, villagers.",
                "Dawn is here. Open your eyes.",
            ),
        },
        "call.sleep": {
            "fr": ("Rendormez-vous.", "Fermez les yeux.", "Retour au sommeil."),
            "en": ("Back to sleep.", "Close your eyes.", "Sleep again."),
        },
        GENERIC_CALL: {
            "fr": ("Quelqu'un d'autre se réveille.", "Un autre personnage ouvre les yeux."),
            "en": ("Somebody else wakes up.", "Another character opens their eyes."),
        },
        "debate": {
            "fr": (
                "Place au débat. Qui vous paraît suspect ?",
                "Le village se réunit. Discutez, accusez, défendez-vous.",
            ),
            "en": (
                "Time to talk. Who looks suspicious to you?",
                "The village gathers. Discuss, accuse, defend yourselves.",
            ),
        },
        "vote.open": {
            "fr": (
                "Le moment est venu de voter.",
                "Chacun désigne maintenant celui qu'il veut chasser.",
            ),
            "en": (
                "The time has come to vote.",
                "Each of you now names the one to send away.",
            ),
        },
        "vote.again": {
            "fr": ("Égalité. On vote à nouveau.", "Personne ne se détache. Votez encore."),
            "en": ("A tie. Vote again.", "Nobody stands out. Vote once more."),
        },
        "vote.closed": {
            "fr": ("Le vote est clos.", "Les votes sont faits. Voyons le résultat."),
            "en": ("The vote is closed.", "The ballots are in. Let us see."),
        },
        "banished.1": {
            "fr": ("Le village a chassé l'un des siens.", "Un joueur quitte le village."),
            "en": ("The village has sent one of its own away.", "One player leaves the village."),
        },
        "banished.many": {
            "fr": ("Plusieurs joueurs quittent le village.",),
            "en": ("Several players leave the village.",),
        },
        "deaths.1": {
            "fr": ("Un joueur vient de mourir.", "Une vie s'éteint."),
            "en": ("A player has just died.", "A life goes out."),
        },
        "deaths.many": {
            "fr": ("Plusieurs joueurs viennent de mourir.", "Plusieurs vies s'éteignent."),
            "en": ("Several players have just died.", "Several lives go out."),
        },
        "morning.none": {
            "fr": (
                "Bonne nouvelle : personne n'est mort cette nuit.",
                "Tout le monde se réveille. La nuit a été calme.",
            ),
            "en": (
                "Good news: nobody died last night.",
                "Everybody wakes up. The night was quiet.",
            ),
        },
        "morning.1": {
            "fr": (
                "Un joueur ne s'est pas réveillé.",
                "Cette nuit, le village a perdu un des siens.",
            ),
            "en": ("One player did not wake up.", "Last night, the village lost one of its own."),
        },
        "morning.2": {
            "fr": (
                "Deux joueurs ne se sont pas réveillés.",
                "Cette nuit, deux villageois sont morts.",
            ),
            "en": ("Two players did not wake up.", "Last night, two villagers died."),
        },
        "morning.3": {
            "fr": (
                "Trois joueurs ne se sont pas réveillés.",
                "Cette nuit, trois villageois sont morts.",
            ),
            "en": ("Three players did not wake up.", "Last night, three villagers died."),
        },
        "morning.4": {
            "fr": ("Quatre joueurs ne se sont pas réveillés.",),
            "en": ("Four players did not wake up.",),
        },
        "morning.many": {
            "fr": ("Une nuit terrible : beaucoup ne se sont pas réveillés.",),
            "en": ("A terrible night: many did not wake up.",),
        },
        # ------------------------------------------------------------ elections, owed acts
        "election.captain": {
            "fr": ("Le village doit élire son Capitaine.", "Qui sera le Capitaine ? Votez."),
            "en": ("The village must elect its Captain.", "Who will be Captain? Cast your votes."),
        },
        "election.mayor": {
            "fr": ("Le village doit élire son Maire.", "Qui sera le Maire ? Votez."),
            "en": ("The village must elect its Mayor.", "Who will be Mayor? Cast your votes."),
        },
        "elected.captain": {
            "fr": ("Le village a son Capitaine.",),
            "en": ("The village has its Captain.",),
        },
        "elected.mayor": {
            "fr": ("Le village a son Maire.",),
            "en": ("The village has its Mayor.",),
        },
        "owed.shot": {
            "fr": (
                "Un mourant a encore un dernier tir.",
                "Avant de partir, un dernier coup de feu.",
            ),
            "en": ("A dying player has one last shot.", "Before leaving, one last shot."),
        },
        "owed.successor": {
            "fr": ("Le titre doit passer à un successeur.",),
            "en": ("The title must pass to a successor.",),
        },
        "owed.tie_break": {
            "fr": ("Égalité : c'est au chef du village de trancher.",),
            "en": ("A tie: the village's leader decides.",),
        },
        "owed.choose_voters": {
            "fr": ("Il faut maintenant choisir qui votera demain.",),
            "en": ("Now someone chooses who will vote tomorrow.",),
        },
        "owed.revenge": {
            "fr": ("Une vengeance se prépare.",),
            "en": ("A revenge is coming.",),
        },
        "owed.take_card": {
            "fr": ("Une carte va changer de main.",),
            "en": ("A card is about to change hands.",),
        },
        "owed.other": {
            "fr": ("Le village attend encore une décision.",),
            "en": ("The village waits for one more decision.",),
        },
        # ------------------------------------------------------------ the ends
        "end.village": {
            "fr": ("Les villageois ont gagné !", "Le village est sauvé. Victoire des villageois !"),
            "en": ("The villagers win!", "The village is saved. Victory to the villagers!"),
        },
        "end.wolves": {
            "fr": ("Les loups-garous ont gagné.", "Le village est tombé. Victoire des loups."),
            "en": ("The werewolves win.", "The village has fallen. Victory to the wolves."),
        },
        "end.lovers": {
            "fr": ("Les amoureux ont gagné, seuls contre tous.",),
            "en": ("The lovers win, alone against everyone.",),
        },
        "end.fox": {
            "fr": ("Le renard a gagné, caché jusqu'au bout.",),
            "en": ("The fox wins, hidden to the very end.",),
        },
        "end.tanner": {
            "fr": ("Le tanneur a gagné : il voulait partir.",),
            "en": ("The tanner wins: he wanted to go.",),
        },
        "end.piper": {
            "fr": ("Le joueur de flûte a gagné : tout le village danse.",),
            "en": ("The piper wins: the whole village dances.",),
        },
        "end.white_werewolf": {
            "fr": ("Le loup-garou blanc a gagné, seul survivant.",),
            "en": ("The white werewolf wins, the last one standing.",),
        },
        "end.nobody": {
            "fr": ("Personne n'a gagné.",),
            "en": ("Nobody wins.",),
        },
        # ------------------------------------------------------------ the calls
        "call.werewolf": {
            "fr": (
                "Les loups-garous se réveillent et choisissent leur victime.",
                "Loups-garous, ouvrez les yeux. Qui dévorez-vous cette nuit ?",
                "La meute se réveille et cherche une proie.",
            ),
            "en": (
                "The werewolves wake up and choose their victim.",
                "Werewolves, open your eyes. Whom do you devour tonight?",
                "The pack wakes up and looks for prey.",
            ),
        },
        "call.one_night.werewolf": {
            "fr": (
                "Les loups-garous se réveillent et se reconnaissent.",
                "Loups-garous, ouvrez les yeux et regardez-vous.",
            ),
            "en": (
                "The werewolves wake up and recognise each other.",
                "Werewolves, open your eyes and look at each other.",
            ),
        },
        "call.mystic_wolf": {
            "fr": ("Le loup chaman se réveille et peut regarder une carte.",),
            "en": ("The mystic wolf wakes up and may look at one card.",),
        },
        "call.minion": {
            "fr": ("Le sbire se réveille et découvre les loups.",),
            "en": ("The minion wakes up and finds out who the wolves are.",),
        },
        "call.mason": {
            "fr": ("Les francs-maçons se réveillent et se reconnaissent.",),
            "en": ("The masons wake up and recognise each other.",),
        },
        "call.seer": {
            "fr": (
                "La voyante se réveille et sonde l'âme d'un joueur.",
                "Voyante, ouvre les yeux. Qui veux-tu percer à jour ?",
            ),
            "en": (
                "The seer wakes up and looks into a player's soul.",
                "Seer, open your eyes. Whom do you want to see through?",
            ),
        },
        "call.one_night.seer": {
            "fr": ("La voyante se réveille et regarde une carte, ou deux au centre.",),
            "en": ("The seer wakes up and looks at one card, or two in the center.",),
        },
        "call.robber": {
            "fr": ("Le voleur se réveille et peut échanger sa carte.",),
            "en": ("The robber wakes up and may swap his card.",),
        },
        "call.troublemaker": {
            "fr": ("La noiseuse se réveille et peut échanger deux cartes.",),
            "en": ("The troublemaker wakes up and may swap two cards.",),
        },
        "call.drunk": {
            "fr": ("Le soûlard se réveille et prend une carte au centre.",),
            "en": ("The drunk wakes up and takes a card from the center.",),
        },
        "call.insomniac": {
            "fr": ("L'insomniaque se réveille et regarde sa carte.",),
            "en": ("The insomniac wakes up and checks her card.",),
        },
        "call.madman": {
            "fr": ("Le fou se réveille.",),
            "en": ("The madman wakes up.",),
        },
        "call.lover": {
            "fr": ("Les amoureux se réveillent et se reconnaissent.",),
            "en": ("The lovers wake up and recognise each other.",),
        },
        "call.bodyguard": {
            "fr": ("Le garde du corps se réveille et protège quelqu'un.",),
            "en": ("The bodyguard wakes up and protects someone.",),
        },
        "call.medium": {
            "fr": ("Le médium se réveille et interroge les morts.",),
            "en": ("The medium wakes up and questions the dead.",),
        },
        "call.cupid": {
            "fr": (
                "Cupidon se réveille et désigne deux amoureux.",
                "Cupidon, ouvre les yeux et décoche tes deux flèches.",
            ),
            "en": (
                "Cupid wakes up and names two lovers.",
                "Cupid, open your eyes and shoot your two arrows.",
            ),
        },
        "call.lovers": {
            "fr": ("Les amoureux ouvrent les yeux et se découvrent.",),
            "en": ("The lovers open their eyes and find each other.",),
        },
        "call.thief": {
            "fr": ("Le voleur se réveille et peut prendre une autre carte.",),
            "en": ("The thief wakes up and may take another card.",),
        },
        "call.witch": {
            "fr": (
                "La sorcière se réveille, avec ses deux potions.",
                "Sorcière, ouvre les yeux. Sauveras-tu, ou tueras-tu ?",
            ),
            "en": (
                "The witch wakes up, with her two potions.",
                "Witch, open your eyes. Will you save, or kill?",
            ),
        },
        "call.savior": {
            "fr": ("Le salvateur se réveille et protège un joueur.",),
            "en": ("The savior wakes up and protects a player.",),
        },
        "call.grid_sees": {
            "fr": ("La petite fille entrouvre les yeux.",),
            "en": ("The little girl half opens her eyes.",),
        },
        "call.grid_caught": {
            "fr": ("Les loups cherchent qui les épie.",),
            "en": ("The wolves look for the one who spies on them.",),
        },
        "call.wild_child": {
            "fr": ("L'enfant sauvage se réveille et choisit son modèle.",),
            "en": ("The wild child wakes up and chooses a role model.",),
        },
        "call.two_sisters": {
            "fr": ("Les deux sœurs se réveillent et se concertent.",),
            "en": ("The two sisters wake up and confer.",),
        },
        "call.thiercelieux_fox": {
            "fr": ("Le renard se réveille et flaire trois voisins.",),
            "en": ("The fox wakes up and sniffs three neighbours.",),
        },
        "call.accursed_wolf_father": {
            "fr": ("L'infect père des loups se réveille.",),
            "en": ("The accursed wolf father wakes up.",),
        },
        "call.big_bad_wolf": {
            "fr": ("Le grand méchant loup se réveille, encore affamé.",),
            "en": ("The big bad wolf wakes up, still hungry.",),
        },
        "call.white_werewolf": {
            "fr": ("Le loup-garou blanc se réveille.",),
            "en": ("The white werewolf wakes up.",),
        },
        "call.colossus": {
            "fr": ("Le colosse se réveille.",),
            "en": ("The colossus wakes up.",),
        },
        "call.learned_monkey": {
            "fr": ("Le singe savant se réveille.",),
            "en": ("The learned monkey wakes up.",),
        },
        "call.piper": {
            "fr": ("Le joueur de flûte se réveille et charme deux joueurs.",),
            "en": ("The piper wakes up and charms two players.",),
        },
        "call.raven": {
            "fr": ("Le corbeau se réveille et désigne un suspect.",),
            "en": ("The raven wakes up and marks a suspect.",),
        },
    }
)
