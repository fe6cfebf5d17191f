<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Actions</name>
    <message>
        <source>Choose the pack&apos;s victim</source>
        <translation>Choisissez la victime de la meute</translation>
    </message>
    <message>
        <source>Whose soul do you look into?</source>
        <translation>Dans quelle âme voulez-vous lire ?</translation>
    </message>
    <message>
        <source>Whom do you guard tonight?</source>
        <translation>Qui protégez-vous cette nuit ?</translation>
    </message>
    <message>
        <source>Whom do you dream of? (this changes nothing)</source>
        <translation>De qui rêvez-vous ? (cela ne change rien)</translation>
    </message>
    <message>
        <source>Whom do you want to banish?</source>
        <translation>Qui voulez-vous bannir ?</translation>
    </message>
    <message>
        <source>If you are away when the vote closes, vote for</source>
        <translation>Si vous êtes absent à la clôture du vote, voter pour</translation>
    </message>
    <message>
        <source>Your last shot: whom do you take with you?</source>
        <translation>Votre dernière balle : qui emportez-vous avec vous ?</translation>
    </message>
    <message>
        <source>You are the only wolf: peek at one center card</source>
        <translation>Vous êtes le seul loup : regardez une carte du milieu</translation>
    </message>
    <message>
        <source>Whose card do you look at?</source>
        <translation>Quelle carte de joueur regardez-vous ?</translation>
    </message>
    <message>
        <source>Look at one player&apos;s card and, as the only wolf, one center card</source>
        <translation>Regardez la carte d&apos;un joueur et, seul loup, une carte du milieu</translation>
    </message>
    <message>
        <source>Which two center cards do you look at?</source>
        <translation>Quelles deux cartes du milieu regardez-vous ?</translation>
    </message>
    <message>
        <source>Whose card do you take?</source>
        <translation>À qui prenez-vous sa carte ?</translation>
    </message>
    <message>
        <source>Which two players&apos; cards do you swap?</source>
        <translation>Les cartes de quels deux joueurs échangez-vous ?</translation>
    </message>
    <message>
        <source>Which center card do you take, unseen?</source>
        <translation>Quelle carte du milieu prenez-vous, sans la regarder ?</translation>
    </message>
    <message>
        <source>Not your turn: touch any name, so nobody can tell</source>
        <translation>Ce n’est pas votre tour : touchez un nom, pour que personne ne le devine</translation>
    </message>
    <message>
        <source>Whom do you elect?</source>
        <translation>Qui élisez-vous ?</translation>
    </message>
    <message>
        <source>Cast no ballot this time</source>
        <translation>Ne pas voter cette fois</translation>
    </message>
    <message>
        <source>The vote is tied: you decide who leaves</source>
        <translation>Égalité : c’est vous qui décidez qui part</translation>
    </message>
    <message>
        <source>You pass your title on: to whom?</source>
        <translation>Vous transmettez votre titre : à qui ?</translation>
    </message>
    <message>
        <source>Do you stand for election?</source>
        <translation>Vous présentez-vous à l&apos;élection ?</translation>
    </message>
    <message>
        <source>Who may vote tomorrow? Tick any number of players, or none</source>
        <translation>Qui pourra voter demain ? Cochez autant de joueurs que vous voulez, ou aucun</translation>
    </message>
    <message>
        <source>Do you save the pack&apos;s victim?</source>
        <translation>Sauvez-vous la victime de la meute ?</translation>
    </message>
    <message>
        <source>Your two arrows: which two players fall in love?</source>
        <translation>Vos deux flèches : quels deux joueurs tombent amoureux ?</translation>
    </message>
    <message>
        <source>Take one of the two spare cards, or keep yours</source>
        <translation>Prends l&apos;une des deux cartes de réserve, ou garde la tienne</translation>
    </message>
    <message>
        <source>Peek at the pack: pick one square, or keep still</source>
        <translation>Espionner la meute : choisissez une case, ou restez immobile</translation>
    </message>
    <message>
        <source>Save, poison, both or neither?</source>
        <translation>Sauver, empoisonner, les deux ou rien ?</translation>
    </message>
    <message>
        <source>Save, poison or neither?</source>
        <translation>Sauver, empoisonner, ou rien ?</translation>
    </message>
    <message>
        <source>No victim tonight. {question}</source>
        <extracomment>The Witch&apos;s forms: any of them in a seat&apos;s choice makes it her potions screen.</extracomment>
        <translation>Pas de victime cette nuit. {question}</translation>
    </message>
    <message>
        <source>Tonight&apos;s victim: {names}. {question}</source>
        <translation>Victime de cette nuit : {names}. {question}</translation>
    </message>
    <message>
        <source>Do you infect {names}, the pack&apos;s victim?</source>
        <translation>Infectez-vous {names}, la victime de la meute ?</translation>
    </message>
    <message>
        <source>Pick one of your colours, or wait</source>
        <translation>Choisissez l&apos;une de vos couleurs, ou attendez</translation>
    </message>
    <message>
        <source>Hide a square where the Little Girl would spot you</source>
        <translation>Cachez une case où la Petite Fille vous verrait</translation>
    </message>
    <message>
        <source>Set a square where the Little Girl would get caught</source>
        <translation>Posez une case où la Petite Fille se ferait prendre</translation>
    </message>
    <message>
        <source>Whom do you mark for tomorrow&apos;s vote?</source>
        <translation>Qui marquez-vous pour le vote de demain ?</translation>
    </message>
    <message>
        <source>The wolves killed you: which of them falls too?</source>
        <translation>Les loups vous ont tué : lequel d&apos;entre eux tombe aussi ?</translation>
    </message>
    <message>
        <source>Seen so far: {names}. Whose card next, or stop looking?</source>
        <translation>Déjà vu : {names}. Quelle carte ensuite, ou vous arrêtez-vous ?</translation>
    </message>
    <message>
        <source>Whom do you devour alone?</source>
        <translation>Qui dévorez-vous seul ?</translation>
    </message>
    <message>
        <source>Do you infect the pack&apos;s victim?</source>
        <translation>Infectez-vous la victime de la meute ?</translation>
    </message>
    <message>
        <source>Whom do you take as your model?</source>
        <translation>Qui prenez-vous pour modèle ?</translation>
    </message>
    <message>
        <source>Around whom do you sniff?</source>
        <translation>Autour de qui flairez-vous ?</translation>
    </message>
    <message>
        <source>Which two players do you charm?</source>
        <translation>Quels deux joueurs charmez-vous ?</translation>
    </message>
    <message>
        <source>Vote, and secretly call for a second vote</source>
        <translation>Voter et demander en secret un second vote</translation>
    </message>
    <message>
        <source>Do you take the banished player&apos;s card?</source>
        <translation>Prenez-vous la carte du banni ?</translation>
    </message>
    <message>
        <source>{question} (A second vote follows.)</source>
        <translation>{question} (Un second vote suivra.)</translation>
    </message>
    <message>
        <source>{names} is banished. Do you take their card before it is shown?</source>
        <translation>Le village bannit {names}. Prenez-vous sa carte avant qu&apos;elle soit montrée ?</translation>
    </message>
    <message>
        <source>Your nose has lost its power: touch any name, so nobody can tell.</source>
        <translation>Votre flair vous a quitté : touchez un nom, pour que personne ne le devine.</translation>
    </message>
    <message>
        <source>Your infection is spent: touch any name, so nobody can tell.</source>
        <translation>Votre infection est déjà utilisée : touchez un nom, pour que personne ne le devine.</translation>
    </message>
    <message>
        <source>A wolf has died: no second prey any more. Touch any name, so nobody can tell.</source>
        <translation>Un loup est mort : plus de seconde proie. Touchez un nom, pour que personne ne le devine.</translation>
    </message>
    <message>
        <source>Which wolf do you devour alone tonight?</source>
        <translation>Quel loup dévorez-vous seul cette nuit ?</translation>
    </message>
    <message>
        <source>One player is left to charm: whom?</source>
        <extracomment>The Piper&apos;s question when one player only is left to charm.</extracomment>
        <translation>Il ne reste qu’un joueur à charmer : lequel ?</translation>
    </message>
    <message>
        <source>Whom do you poison?</source>
        <translation>Qui empoisonnez-vous ?</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Bot {number}</source>
        <extracomment>The names the host gives its own computer players, &quot;Bot 1&quot;, &quot;Bot 2&quot;... in the TV&apos;s language (a name is kept once given: everybody sees the same one).</extracomment>
        <translation>Ordi {number}</translation>
    </message>
    <message>
        <source>Recommended roles</source>
        <translation>Rôles conseillés</translation>
    </message>
    <message>
        <source>None: roles chosen by hand</source>
        <translation>Aucune : rôles choisis à la main</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s) with a power</source>
        <translation>
            <numerusform>%n rôle à pouvoir</numerusform>
            <numerusform>%n rôles à pouvoir</numerusform>
        </translation>
    </message>
    <message>
        <source>Preset “{preset}”: {powers} for {seats} seats</source>
        <translation>Partie type « {preset} » : {powers} pour {seats} places</translation>
    </message>
    <message numerus="yes">
        <source>{roles} roles for {seats} seats: waiting for %n more player(s)</source>
        <translation>
            <numerusform>{roles} rôles pour {seats} places : on attend encore %n joueur</numerusform>
            <numerusform>{roles} rôles pour {seats} places : on attend encore %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many roles for %n seat(s)</source>
        <translation>
            <numerusform>Trop de rôles pour %n place</numerusform>
            <numerusform>Trop de rôles pour %n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s) to be ready</source>
        <translation>
            <numerusform>On attend que %n joueur soit prêt</numerusform>
            <numerusform>On attend que %n joueurs soient prêts</numerusform>
        </translation>
    </message>
    <message>
        <source>Not everybody is ready yet.</source>
        <translation>Tout le monde n&apos;est pas encore prêt.</translation>
    </message>
    <message>
        <source>These roles cannot be dealt: change the composition.</source>
        <translation>Ces rôles ne peuvent pas être distribués : changez la composition.</translation>
    </message>
    <message>
        <source>Nobody may vote today.</source>
        <translation>Personne ne vote aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Only {names} may vote today.</source>
        <translation>Seuls {names} votent aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Personne ne se présente pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Standing: {names}</source>
        <translation>Candidats déclarés : {names}</translation>
    </message>
    <message>
        <source>Morning of day {n}</source>
        <extracomment>A death on the news, with the card it showed (``role`` empty where cards stay hidden).</extracomment>
        <translation>Matin du jour {n}</translation>
    </message>
    <message>
        <source>Also gone: {names}</source>
        <translation>Le village perd aussi {names}.</translation>
    </message>
    <message>
        <source>The election of the {title}</source>
        <translation>L&apos;élection du {title}</translation>
    </message>
    <message>
        <source>Nobody stood: lots drew {names}, and the vote is between them.</source>
        <translation>Personne ne s&apos;est présenté : le sort a désigné {names}, le vote se fait entre eux.</translation>
    </message>
    <message>
        <source>Candidates: {names}</source>
        <extracomment>A seat chip&apos;s row, on the board and on every laptop (see :func:`seat_rows`). A preset&apos;s row in the lobby (see :func:`preset_rows`).</extracomment>
        <translation>Candidats : {names}</translation>
    </message>
    <message>
        <source>Door: {guesses} wrong codes · {refused} refused · {idle} closed silent</source>
        <translation>Porte : {guesses} codes faux · {refused} refus · {idle} muettes fermées</translation>
    </message>
    <message>
        <source>At the door: {tags} — let in:</source>
        <translation>À la porte : {tags} — laisser entrer :</translation>
    </message>
</context>
<context>
    <name>BoardDay</name>
    <message>
        <source>%1 — the village debates</source>
        <translation>%1 — le village débat</translation>
    </message>
    <message>
        <source>No timer: the host opens the vote when the village is ready.</source>
        <translation>Sans minuteur : l&apos;hôte ouvre le vote quand le village est prêt.</translation>
    </message>
    <message>
        <source>+1 minute</source>
        <translation>+1 minute</translation>
    </message>
    <message>
        <source>Vote now</source>
        <translation>Voter maintenant</translation>
    </message>
    <message>
        <source>Asked to vote</source>
        <translation>A demandé le vote</translation>
    </message>
    <message>
        <source>✓ asked to vote</source>
        <translation>✓ a demandé le vote</translation>
    </message>
</context>
<context>
    <name>BoardEnd</name>
    <message>
        <source>Winners: %1</source>
        <translation>Gagnants : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n winner(s), marked ★</source>
        <translation>
            <numerusform>%n gagnant, marqué ★</numerusform>
            <numerusform>%n gagnants, marqués ★</numerusform>
        </translation>
    </message>
    <message>
        <source>★ winner   ✝ dead</source>
        <translation>★ gagnant   ✝ mort</translation>
    </message>
    <message>
        <source>The roles</source>
        <translation>Les rôles</translation>
    </message>
    <message>
        <source>The story</source>
        <translation>L&apos;histoire</translation>
    </message>
    <message>
        <source>Same players, new deal</source>
        <translation>Mêmes joueurs, nouvelle donne</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nouvelle table</translation>
    </message>
</context>
<context>
    <name>BoardLobby</name>
    <message>
        <source>Join the game</source>
        <translation>Rejoindre la partie</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Or type this address in the app:</source>
        <translation>Ou tapez cette adresse dans l&apos;application :</translation>
    </message>
    <message>
        <source>Players %1 / %2</source>
        <translation>Joueurs %1 / %2</translation>
    </message>
    <message>
        <source>Or type this address on a phone or in the app:</source>
        <translation>Ou tapez cette adresse sur un téléphone ou dans l&apos;application :</translation>
    </message>
    <message>
        <source>Phones may join</source>
        <translation>Téléphones admis</translation>
    </message>
    <message>
        <source>Waiting for the first player…</source>
        <translation>En attente du premier joueur…</translation>
    </message>
    <message>
        <source>✓ ready   ⚙ played by the computer   ⚠ away   ✕ remove from the table</source>
        <translation>✓ prêt   ⚙ joué par l&apos;ordinateur   ⚠ absent   ✕ retirer de la table</translation>
    </message>
    <message>
        <source>✓ ready   ⚙ played by the computer   ⚠ away</source>
        <translation>✓ prêt   ⚙ joué par l&apos;ordinateur   ⚠ absent</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Partie type</translation>
    </message>
    <message>
        <source>Add a computer player</source>
        <translation>Ajouter un joueur ordinateur</translation>
    </message>
    <message>
        <source>Remove one</source>
        <translation>En retirer un</translation>
    </message>
    <message>
        <source>Recommended roles</source>
        <translation>Rôles conseillés</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Remove %1 from the table?</source>
        <translation>Retirer %1 de la table ?</translation>
    </message>
    <message>
        <source>The seat is freed; you can add a computer player again at any time.</source>
        <translation>La place se libère ; vous pourrez rajouter un joueur ordinateur à tout moment.</translation>
    </message>
    <message>
        <source>They cannot join this table again until you let them back in.</source>
        <translation>Cette personne ne pourra plus rejoindre la table tant que vous ne l’aurez pas réadmise.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>BoardPause</name>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause or resume the game: the clock, the narration and every laptop wait (keys P or Space).</source>
        <translation>Mettre la partie en pause ou la reprendre : le chrono, la narration et chaque portable attendent (touches P ou Espace).</translation>
    </message>
</context>
<context>
    <name>BoardTally</name>
    <message>
        <source>The votes</source>
        <translation>Les votes</translation>
    </message>
    <message numerus="yes">
        <source>… and %n other(s)</source>
        <extracomment>Under the first rows of a tally too long for the screen.</extracomment>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
</context>
<context>
    <name>BoardVote</name>
    <message>
        <source>The election of the %1</source>
        <translation>L’élection du %1</translation>
    </message>
    <message>
        <source>The vote — round %1</source>
        <translation>Le vote — tour %1</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Le vote</translation>
    </message>
    <message>
        <source>Each living player stands or declines, on their own screen.</source>
        <translation>Chaque joueur en vie se présente ou non, sur son propre écran.</translation>
    </message>
    <message>
        <source>Each living player names the one they want, on their own screen.</source>
        <translation>Chaque joueur vivant désigne son choix, sur son propre écran.</translation>
    </message>
    <message>
        <source>No debate: each living player votes again, on their own screen.</source>
        <translation>Sans débat : chaque joueur vivant vote à nouveau, sur son propre écran.</translation>
    </message>
    <message>
        <source>Each living player names someone to banish, on their own screen.</source>
        <translation>Chaque joueur vivant désigne quelqu&apos;un à bannir, sur son propre écran.</translation>
    </message>
    <message>
        <source>%1 of %2 have answered</source>
        <translation>%1 sur %2 ont répondu</translation>
    </message>
    <message>
        <source>%1 of %2 have voted</source>
        <translation>%1 sur %2 ont voté</translation>
    </message>
    <message>
        <source>Closes in %1</source>
        <translation>Clôture dans %1</translation>
    </message>
</context>
<context>
    <name>BoardWait</name>
    <message>
        <source>Connecting to the host…</source>
        <translation>Connexion à l&apos;hôte…</translation>
    </message>
</context>
<context>
    <name>BoardWindow</name>
    <message>
        <source>Werewolf — village board</source>
        <translation>Loup-Garou — tableau du village</translation>
    </message>
    <message>
        <source>Esc: leave full screen</source>
        <translation>Échap : quitter le plein écran</translation>
    </message>
</context>
<context>
    <name>Camps</name>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Loups</translation>
    </message>
    <message>
        <source>On your own</source>
        <translation>En solitaire</translation>
    </message>
</context>
<context>
    <name>Causes</name>
    <message>
        <source>devoured by the wolves</source>
        <translation>sous les crocs des loups</translation>
    </message>
    <message>
        <source>banished by the village</source>
        <translation>par le vote du village</translation>
    </message>
    <message>
        <source>struck by a curse</source>
        <translation>sous le coup d&apos;une malédiction</translation>
    </message>
    <message>
        <source>taken down in revenge</source>
        <translation>victime d&apos;une vengeance</translation>
    </message>
    <message>
        <source>heartbroken</source>
        <translation>de chagrin</translation>
    </message>
    <message>
        <source>struck down by tetanus</source>
        <translation>du tétanos</translation>
    </message>
    <message>
        <source>shot by the Hunter</source>
        <translation>d&apos;une balle du Chasseur</translation>
    </message>
    <message>
        <source>poisoned by the Witch</source>
        <translation>par le poison de la Sorcière</translation>
    </message>
</context>
<context>
    <name>Channels</name>
    <message>
        <source>Among the dead</source>
        <translation>Entre morts</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>La meute</translation>
    </message>
    <message>
        <source>The twins</source>
        <translation>Les jumeaux</translation>
    </message>
    <message>
        <source>The masons</source>
        <translation>Les francs-maçons</translation>
    </message>
    <message>
        <source>The sisters</source>
        <translation>Les sœurs</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Write to them…</source>
        <translation>Leur écrire…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
</context>
<context>
    <name>CompositionPanel</name>
    <message>
        <source>Roles in play</source>
        <translation>Rôles en jeu</translation>
    </message>
</context>
<context>
    <name>Controllers</name>
    <message>
        <source>Your seat at {room} is no longer kept (the table changed or ended): join again with the code shown on the TV.</source>
        <translation>Votre place à {room} n&apos;est plus gardée (la table a changé ou s&apos;est terminée) : rejoignez-la avec le code affiché sur la télé.</translation>
    </message>
    <message>
        <source>Could not take your seat back at {room}.</source>
        <extracomment>Address the in-process board connects to when the host listens on every interface. Refusal codes of a game input: the choice is offered again with the reason, no banner. Fatal refusals after which this laptop no longer holds its seat (the client forgets ``kicked`` and ``new_table`` itself): the table was closed for good, or another window or laptop took the seat over (taking it back at the next start would throw that one out).</extracomment>
        <translation>Impossible de reprendre votre place à {room}.</translation>
    </message>
    <message>
        <source>The host closed the connection.</source>
        <translation>L&apos;hôte a fermé la connexion.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Demo village</source>
        <extracomment>The demo host listens here only: nothing leaves this machine. Seconds the autopilot leaves you to act (at speed 1) before playing for you. Shortest autopilot delay, whatever the speed: each of your screens stays up this long. Seconds a demo bot thinks before each move (at speed 1): long enough to watch each step. Longest wait, in seconds, for a window to draw a changed screen before it is saved all the same (a frame comes within milliseconds; a starved CI runner may take a second). Seconds the end screens stay up before ``--quit-at-end`` closes the windows. Your name at the demo table. Names of the bots, in seat order: one for every seat but yours at the largest table of any edition (24 seats; a test checks it). Board and player window sizes with ``--screenshots`` (their design resolutions, so that the shots do not depend on the screen); without, the windows are sized for the screen.</extracomment>
        <translation>Village de démonstration</translation>
    </message>
</context>
<context>
    <name>Editions</name>
    <message>
        <source>Werewolf without cards</source>
        <translation>Loup-Garou sans cartes</translation>
    </message>
    <message>
        <source>One night, one vote</source>
        <translation>Une nuit, un vote</translation>
    </message>
    <message>
        <source>The classic box, the app as master</source>
        <translation>La boîte classique, l&apos;appli en meneur</translation>
    </message>
    <message>
        <source>This edition is best played with {least} to {most} players.</source>
        <translation>Cette édition se joue au mieux de {least} à {most} joueurs.</translation>
    </message>
    <message>
        <source>{name} ({least} to {most} players)</source>
        <translation>{name} (de {least} à {most} joueurs)</translation>
    </message>
    <message>
        <source>Forum rules, with a Mayor</source>
        <translation>Règles du forum, avec un Maire</translation>
    </message>
    <message>
        <source>The 25th-anniversary box, with a Captain</source>
        <translation>La boîte des 25 ans, avec un Capitaine</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>This laptop and the TV run different versions of the game: install the same version on both.</source>
        <extracomment>Sentence of each error code; ``{name}`` fields are filled from the error&apos;s params.</extracomment>
        <translation>Ce portable et la télé n&apos;ont pas la même version du jeu : installez la même des deux côtés.</translation>
    </message>
    <message>
        <source>The TV did not understand this laptop&apos;s greeting. Try joining again.</source>
        <translation>La télé n&apos;a pas compris le bonjour de ce portable. Essayez de rejoindre à nouveau.</translation>
    </message>
    <message>
        <source>Wrong code: type the code shown on the TV.</source>
        <translation>Mauvais code : tapez celui qu&apos;affiche la télé.</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <translation>Tapez d&apos;abord votre nom.</translation>
    </message>
    <message>
        <source>Somebody at this table already uses that name: pick another one.</source>
        <translation>Quelqu&apos;un porte déjà ce nom à cette table : choisissez-en un autre.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>La table est complète.</translation>
    </message>
    <message>
        <source>The TV does not know this edition: install the same version on both.</source>
        <translation>La télé ne connaît pas cette édition : installez la même version sur les deux.</translation>
    </message>
    <message>
        <source>Too many players are seated for this edition (at most {max}).</source>
        <translation>Trop de joueurs sont assis pour cette édition (au plus {max}).</translation>
    </message>
    <message>
        <source>The game has already begun: wait for the next one.</source>
        <translation>La partie a déjà commencé : attendez la suivante.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another window or laptop.</source>
        <translation>Votre place a été reprise depuis une autre fenêtre ou un autre portable.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>L&apos;hôte vous a retiré de la table.</translation>
    </message>
    <message>
        <source>The host set up a new table: join it again with the code on the TV.</source>
        <translation>L&apos;hôte a ouvert une nouvelle table : rejoignez-la avec le code affiché sur la télé.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>The secure greeting with the TV failed: check the code, then join again.</source>
        <translation>La poignée de main sécurisée avec la télé a échoué : vérifiez le code, puis rejoignez à nouveau.</translation>
    </message>
    <message>
        <source>The secure link with the TV broke: join again.</source>
        <translation>Le lien sécurisé avec la télé s&apos;est rompu : rejoignez à nouveau.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this laptop: wait a little, then try again.</source>
        <translation>Trop de mauvais codes depuis ce portable : patientez un peu, puis réessayez.</translation>
    </message>
    <message>
        <source>The TV is busy welcoming other players: try again in a moment.</source>
        <translation>La télé accueille d&apos;autres joueurs : réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Enough people are already watching this table: try again later.</source>
        <translation>Il y a déjà assez de spectateurs à cette table : réessayez plus tard.</translation>
    </message>
    <message>
        <source>The host removed you from this table: ask them to let you back in.</source>
        <translation>L&apos;hôte vous a retiré de cette table : demandez-lui de vous laisser revenir.</translation>
    </message>
    <message>
        <source>That name shows nothing on screen: type letters the others can read.</source>
        <translation>Ce nom n&apos;affiche rien à l&apos;écran : tapez des lettres que les autres peuvent lire.</translation>
    </message>
    <message>
        <source>That name cannot be used: keep it short, with ordinary letters, digits and signs.</source>
        <translation>Ce nom n&apos;est pas accepté : gardez-le court, avec des lettres, chiffres et signes ordinaires.</translation>
    </message>
    <message>
        <source>That name looks too much like {name}&apos;s: pick one the table can tell apart.</source>
        <translation>Ce nom ressemble trop à celui de {name} : choisissez-en un que la table distingue.</translation>
    </message>
    <message>
        <source>Too many clicks at once: wait a moment, then try again.</source>
        <translation>Trop de clics d&apos;un coup : patientez un instant, puis réessayez.</translation>
    </message>
    <message>
        <source>The TV could not read a message from this laptop.</source>
        <translation>La télé n&apos;a pas pu lire un message de ce portable.</translation>
    </message>
    <message>
        <source>A message was too long to be sent.</source>
        <translation>Un message était trop long pour partir.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Seul l&apos;hôte peut faire cela.</translation>
    </message>
    <message>
        <source>The game has begun: this can only be changed before it starts.</source>
        <translation>La partie a commencé : cela ne se change qu&apos;avant le début.</translation>
    </message>
    <message>
        <source>No game is being played right now.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>La partie n&apos;est pas encore finie.</translation>
    </message>
    <message>
        <source>Only a seated player may do that.</source>
        <translation>Seul un joueur assis à la table peut faire cela.</translation>
    </message>
    <message>
        <source>At least {min} players are needed to start.</source>
        <translation>Il faut au moins {min} joueurs pour commencer.</translation>
    </message>
    <message>
        <source>Not every player is ready yet.</source>
        <translation>Tous les joueurs ne sont pas encore prêts.</translation>
    </message>
    <message>
        <source>The roles are dealt for {seats} seats: {missing} of them are still empty.</source>
        <translation>Les rôles sont prévus pour {seats} places : {missing} sont encore libres.</translation>
    </message>
    <message>
        <source>No computer player of the TV sits at this table.</source>
        <translation>Aucun joueur ordinateur de la télé n’est assis à cette table.</translation>
    </message>
    <message>
        <source>These roles and settings cannot be played together: change them.</source>
        <translation>Ces rôles et ces réglages ne vont pas ensemble : modifiez-les.</translation>
    </message>
    <message>
        <source>These roles cannot be played together: change them.</source>
        <translation>Ces rôles ne vont pas ensemble : modifiez-les.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Cette place n&apos;existe pas à cette table.</translation>
    </message>
    <message>
        <source>That seat is not yours.</source>
        <translation>Cette place n&apos;est pas la vôtre.</translation>
    </message>
    <message>
        <source>You may not write there.</source>
        <translation>Vous ne pouvez pas écrire ici.</translation>
    </message>
    <message>
        <source>That player is not kept out of this table.</source>
        <translation>Ce joueur n&apos;est pas exclu de cette table.</translation>
    </message>
    <message>
        <source>The TV cannot save the game right now: the game waits until it can again.</source>
        <translation>La télé ne peut pas enregistrer la partie pour l&apos;instant : la partie attend qu&apos;elle le puisse à nouveau.</translation>
    </message>
    <message>
        <source>It is not your turn to do that.</source>
        <translation>Ce n&apos;est pas à vous de faire cela maintenant.</translation>
    </message>
    <message>
        <source>You cannot choose that player.</source>
        <translation>Vous ne pouvez pas choisir ce joueur.</translation>
    </message>
    <message>
        <source>Your choice was already taken into account.</source>
        <translation>Votre choix est déjà pris en compte.</translation>
    </message>
    <message>
        <source>The game moved on before your choice arrived: look again and choose.</source>
        <translation>La partie a avancé avant l&apos;arrivée de votre choix : regardez à nouveau, puis choisissez.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That choice is not possible now.</source>
        <translation>Ce choix n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ce n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>Not connected to the TV.</source>
        <translation>Pas de connexion avec la télé.</translation>
    </message>
    <message>
        <source>The connection to the TV was lost.</source>
        <translation>La connexion avec la télé est perdue.</translation>
    </message>
    <message>
        <source>Nothing answers at that address: check the address and port shown on the TV, and that the game is still open there.</source>
        <translation>Rien ne répond à cette adresse : vérifiez l&apos;adresse et le port affichés sur la télé, et que la partie y est toujours ouverte.</translation>
    </message>
    <message>
        <source>That address cannot be reached: is this laptop on the same network as the TV?</source>
        <translation>Cette adresse est injoignable : ce portable est-il sur le même réseau que la télé ?</translation>
    </message>
    <message>
        <source>The TV did not answer in time: check the network, then try again.</source>
        <translation>La télé n&apos;a pas répondu à temps : vérifiez le réseau, puis réessayez.</translation>
    </message>
    <message>
        <source>That address is unknown: type the address shown on the TV.</source>
        <translation>Adresse inconnue : tapez celle qu&apos;affiche la télé.</translation>
    </message>
    <message>
        <source>Something answers at that address, but it is not a game of Werewolf.</source>
        <translation>Quelque chose répond à cette adresse, mais ce n&apos;est pas une partie de Loup-Garou.</translation>
    </message>
    <message>
        <source>Not enough players to start yet.</source>
        <extracomment>Sentences for codes whose params did not come along (a refusal relayed without them).</extracomment>
        <translation>Pas encore assez de joueurs pour commencer.</translation>
    </message>
    <message>
        <source>The TV refused that. Try again.</source>
        <extracomment>Sentence for a code this version does not know (a newer host, say).</extracomment>
        <translation>La télé a refusé. Réessayez.</translation>
    </message>
</context>
<context>
    <name>Ghost</name>
    <message>
        <source>Stay silent at the table. From the beyond, you see every role:</source>
        <translation>Restez muet à la table. De l&apos;au-delà, vous voyez tous les rôles :</translation>
    </message>
    <message>
        <source>Hold to see every role (key R)</source>
        <translation>Maintenir pour voir tous les rôles (touche R)</translation>
    </message>
    <message>
        <source>Hide the roles</source>
        <translation>Cacher les rôles</translation>
    </message>
    <message>
        <source>Stay silent at the table. The dead learn no more than the living until the end: the cards you knew.</source>
        <translation>Restez muet à la table. Les morts n&apos;en savent pas plus que les vivants jusqu&apos;à la fin : voici les cartes que vous connaissiez.</translation>
    </message>
    <message>
        <source>Hold to see the cards you knew (key R)</source>
        <translation>Maintenir pour voir les cartes connues (touche R)</translation>
    </message>
    <message>
        <source>Hide the cards</source>
        <translation>Cacher les cartes</translation>
    </message>
    <message>
        <source>Stay silent at the table. The dead learn no more than the living: every card shows at the end.</source>
        <translation>Restez muet à la table. Les morts n&apos;en savent pas plus que les vivants : toutes les cartes se dévoilent à la fin.</translation>
    </message>
</context>
<context>
    <name>Join</name>
    <message>
        <source>Type the address shown on the TV, like {example}.</source>
        <extracomment>Seconds without any host found before the form suggests manual entry (discovery answers within about a second on a LAN; Wi-Fi with client isolation never answers). Scheme of the address carried by the board&apos;s QR code. The example address of the form&apos;s hint (a typical home network, the default port).</extracomment>
        <translation>Tapez l&apos;adresse affichée sur la télé, par exemple {example}.</translation>
    </message>
    <message>
        <source>Type your name first.</source>
        <extracomment>host, port, code, name Take back the seat still held (``savedRoom``); stop taking it back. While still trying because the TV holds joins back (somebody guesses codes): the door tag this laptop knocks with, for the player to show the TV&apos;s host; else &quot;&quot;.</extracomment>
        <translation>Tapez d&apos;abord votre nom.</translation>
    </message>
    <message>
        <source>Type the code shown on the TV.</source>
        <translation>Tapez le code affiché sur la télé.</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>Werewolf night</source>
        <extracomment>What the launcher offers (&quot;resume&quot; only while the journal holds an unfinished game). Names the resume offer spells out before &quot;and N others&quot; (a 24-seat table&apos;s names would fill the launcher). Seats offered by default when hosting from the launcher. The edition offered first. The room name last hosted under (&quot;&quot;: none yet, the default name is offered).</extracomment>
        <translation>Soirée Loup-Garou</translation>
    </message>
    <message>
        <source>{edition} · {room}</source>
        <translation>{edition} · {room}</translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n other(s)</source>
        <translation>
            <numerusform>{names} et %n autre</numerusform>
            <numerusform>{names} et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): {names}</source>
        <translation>
            <numerusform>%n joueur : {names}</numerusform>
            <numerusform>%n joueurs : {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Started today at {time}</source>
        <translation>Commencée aujourd&apos;hui à {time}</translation>
    </message>
    <message>
        <source>Started on {date} at {time}</source>
        <translation>Commencée le {date} à {time}</translation>
    </message>
</context>
<context>
    <name>LauncherWindow</name>
    <message>
        <source>Werewolf</source>
        <translation>Loup-Garou</translation>
    </message>
    <message>
        <source>The TV runs the night; every laptop keeps its player&apos;s secret.</source>
        <translation>La télé mène la nuit ; chaque ordinateur garde le secret de son joueur.</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Reprendre la partie interrompue</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Click again to forget it</source>
        <translation>Cliquez encore pour l&apos;oublier</translation>
    </message>
    <message>
        <source>Forget this game</source>
        <translation>Oublier cette partie</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Accueillir une partie</translation>
    </message>
    <message>
        <source>This computer goes on the TV and replaces the game master.</source>
        <translation>Cet ordinateur va sur la télé et remplace le meneur de jeu.</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>Nom de la salle</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Places à la table</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Accueillir</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Your laptop shows your secret role, your night choices and your vote.</source>
        <translation>Votre ordinateur affiche votre rôle secret, vos choix de nuit et votre vote.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>One screen</source>
        <translation>Un seul écran</translation>
    </message>
    <message>
        <source>No laptops? 4 to 12 players pass this screen around for each secret step.</source>
        <translation>Pas d&apos;ordinateurs ? De 4 à 12 joueurs se passent cet écran à chaque étape secrète.</translation>
    </message>
    <message>
        <source>Play on one screen</source>
        <translation>Jouer sur un seul écran</translation>
    </message>
</context>
<context>
    <name>Local</name>
    <message>
        <source>One-screen village</source>
        <extracomment>Fewer for an edition whose night passes the screen round to everyone at once: a ``one_night`` night is one turn per player in a single sitting, and past ten players the table waits too long for the screen to come back. The room core&apos;s connection id of the shared screen&apos;s board (its only connection). On a shared screen only the day&apos;s discussion has a clock: nights, votes and shots wait for the players passing the screen around.</extracomment>
        <translation>Village à un seul écran</translation>
    </message>
    <message>
        <source>{name} is already at the table.</source>
        <translation>{name} est déjà à la table.</translation>
    </message>
    <message>
        <source>Noted. It counts once everybody has had the screen.</source>
        <translation>C&apos;est noté. Cela comptera quand l&apos;écran aura fait le tour de la table.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n players share one screen.</source>
        <translation>
            <numerusform>Au plus %n joueur partage un écran.</numerusform>
            <numerusform>Au plus %n joueurs partagent un écran.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalSeating</name>
    <message>
        <source>One screen for everybody</source>
        <translation>Un écran pour tout le monde</translation>
    </message>
    <message>
        <source>4 to 12 players. Before each secret step, the screen tells whom to pass it to.</source>
        <translation>De 4 à 12 joueurs. Avant chaque étape secrète, l&apos;écran dit à qui le passer.</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Add to the table</source>
        <translation>Ajouter à la table</translation>
    </message>
</context>
<context>
    <name>LocalWindow</name>
    <message>
        <source>Werewolf — one screen</source>
        <translation>Loup-Garou — un seul écran</translation>
    </message>
    <message>
        <source>Pass the screen to</source>
        <translation>Passez l&apos;écran à</translation>
    </message>
    <message>
        <source>Everybody else looks away.</source>
        <translation>Tous les autres détournent le regard.</translation>
    </message>
    <message>
        <source>I am %1: show my screen</source>
        <translation>Je suis %1 : afficher mon écran</translation>
    </message>
    <message>
        <source>Done: hide my screen and pass it on</source>
        <translation>Terminé : cacher mon écran et le passer</translation>
    </message>
    <message>
        <source>Make your choice above first</source>
        <translation>Faites d&apos;abord votre choix ci-dessus</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Night falls on the village. Everybody closes their eyes.</source>
        <translation>La nuit tombe sur le village. Tout le monde ferme les yeux.</translation>
    </message>
    <message>
        <source>The werewolves wake up and choose their prey…</source>
        <translation>Les loups-garous se réveillent et choisissent leur proie…</translation>
    </message>
    <message>
        <source>The Madman wakes up and dreams of his masters…</source>
        <translation>Le Sbire se réveille et rêve de ses maîtres…</translation>
    </message>
    <message>
        <source>The lovers open their eyes and recognise each other…</source>
        <translation>Les amoureux ouvrent les yeux et se reconnaissent…</translation>
    </message>
    <message>
        <source>The Seer wakes up and looks into someone&apos;s soul…</source>
        <translation>La Voyante se réveille et lit dans l&apos;âme de quelqu&apos;un…</translation>
    </message>
    <message>
        <source>The Bodyguard wakes up and keeps watch over someone…</source>
        <translation>Le Salvateur se réveille et veille sur quelqu&apos;un…</translation>
    </message>
    <message>
        <source>The Medium wakes up and questions the departed…</source>
        <translation>Le Médium se réveille et interroge les disparus…</translation>
    </message>
    <message>
        <source>Dawn breaks. The night is over.</source>
        <translation>L&apos;aube se lève. La nuit est finie.</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and look for each other. A lone wolf may peek at a card in the center…</source>
        <translation>Loups-garous, ouvrez les yeux et cherchez-vous du regard. Un loup seul peut regarder une carte du milieu…</translation>
    </message>
    <message>
        <source>Mystic Wolf, wake up and look at another player&apos;s card…</source>
        <translation>Loup Chaman, réveillez-vous et regardez la carte d&apos;un autre joueur…</translation>
    </message>
    <message>
        <source>Minion, wake up: the wolves raise a paw so you know them…</source>
        <translation>Sbire, réveillez-vous : les loups lèvent la patte pour que vous les connaissiez…</translation>
    </message>
    <message>
        <source>Masons, open your eyes and recognise each other…</source>
        <translation>Francs-Maçons, ouvrez les yeux et reconnaissez-vous…</translation>
    </message>
    <message>
        <source>Seer, wake up: look at one player&apos;s card, or two in the center…</source>
        <translation>Voyante, réveillez-vous : regardez la carte d&apos;un joueur, ou deux cartes du milieu…</translation>
    </message>
    <message>
        <source>Robber, wake up: take someone&apos;s card and look at your new one…</source>
        <translation>Voleur, réveillez-vous : prenez la carte de quelqu&apos;un et regardez votre nouvelle carte…</translation>
    </message>
    <message>
        <source>Troublemaker, wake up and swap two other players&apos; cards…</source>
        <translation>Noiseuse, réveillez-vous et échangez les cartes de deux autres joueurs…</translation>
    </message>
    <message>
        <source>Drunk, wake up and trade your card for one in the center, eyes half shut…</source>
        <translation>Soûlard, réveillez-vous et échangez votre carte contre une du milieu, les yeux mi-clos…</translation>
    </message>
    <message>
        <source>Insomniac, wake up and look at your own card…</source>
        <translation>Insomniaque, réveillez-vous et regardez votre propre carte…</translation>
    </message>
    <message>
        <source>Dawn breaks. Everybody open your eyes: you have one day to find the wolves.</source>
        <translation>L&apos;aube se lève. Tout le monde ouvre les yeux : vous avez une journée pour trouver les loups.</translation>
    </message>
    <message>
        <source>Cupid wakes up and lets fly his two arrows…</source>
        <translation>Cupidon se réveille et décoche ses deux flèches…</translation>
    </message>
    <message>
        <source>Cupid goes back to sleep. The lovers open their eyes and recognise each other…</source>
        <translation>Cupidon se rendort. Les amoureux ouvrent les yeux et se découvrent…</translation>
    </message>
    <message>
        <source>The Thief wakes up and looks at the two spare cards…</source>
        <translation>Le Voleur se réveille et regarde les deux cartes de réserve…</translation>
    </message>
    <message>
        <source>The Seer wakes up and turns over someone&apos;s card…</source>
        <translation>La Voyante se réveille et retourne la carte de quelqu&apos;un…</translation>
    </message>
    <message>
        <source>The werewolves wake up and agree on their prey. The Little Girl may dare a peek…</source>
        <translation>Les loups-garous se réveillent et s&apos;accordent sur leur proie. La Petite Fille peut risquer un coup d&apos;œil…</translation>
    </message>
    <message>
        <source>The Witch wakes up, sees the victim and weighs her potions…</source>
        <translation>La Sorcière se réveille, découvre la victime et pèse ses potions…</translation>
    </message>
    <message>
        <source>The sun rises on the village. Everybody wakes up… or almost.</source>
        <translation>Le soleil se lève sur le village. Tout le monde se réveille… ou presque.</translation>
    </message>
    <message>
        <source>The {role} wakes up…</source>
        <translation>{role} se réveille…</translation>
    </message>
    <message>
        <source>The Thief wakes up and weighs his two colours…</source>
        <translation>Le Voleur se réveille et soupèse ses deux couleurs…</translation>
    </message>
    <message>
        <source>Cupid wakes up and lets fly his arrow…</source>
        <translation>Cupidon se réveille et décoche sa flèche…</translation>
    </message>
    <message>
        <source>The Seer wakes up and looks at someone&apos;s card…</source>
        <translation>La Voyante se réveille et regarde la carte de quelqu&apos;un…</translation>
    </message>
    <message>
        <source>The Savior wakes up and shields someone…</source>
        <translation>Le Salvateur se réveille et protège quelqu&apos;un…</translation>
    </message>
    <message>
        <source>The werewolves hide where the Little Girl might spot them…</source>
        <translation>Les loups-garous se cachent là où la Petite Fille pourrait les apercevoir…</translation>
    </message>
    <message>
        <source>The werewolves set their traps for the Little Girl…</source>
        <translation>Les loups-garous tendent leurs pièges à la Petite Fille…</translation>
    </message>
    <message>
        <source>The werewolves wake up and choose their prey, the Little Girl holds her breath…</source>
        <translation>Les loups-garous se réveillent et choisissent leur proie, la Petite Fille retient son souffle…</translation>
    </message>
    <message>
        <source>The Witch wakes up and looks over her potions…</source>
        <translation>La Sorcière se réveille et examine ses potions…</translation>
    </message>
    <message>
        <source>Cupid wakes up and picks two hearts…</source>
        <translation>Cupidon se réveille et choisit deux cœurs…</translation>
    </message>
    <message>
        <source>The pack wakes up and chooses its prey, the Little Girl peeks…</source>
        <translation>La meute se réveille et choisit sa proie, la Petite Fille entrouvre les yeux…</translation>
    </message>
    <message>
        <source>The Colossus sleeps on, heavy as a rock…</source>
        <translation>Le Colosse dort, lourd comme un rocher…</translation>
    </message>
    <message>
        <source>The Learned Monkey may wake up and look at the cards…</source>
        <translation>Le Singe Savant peut se réveiller et regarder les cartes…</translation>
    </message>
    <message>
        <source>The Raven wakes up and marks a door…</source>
        <translation>Le Corbeau se réveille et marque une porte…</translation>
    </message>
    <message>
        <source>The Wild Child wakes up and chooses a model…</source>
        <translation>L&apos;Enfant Sauvage se réveille et choisit son modèle…</translation>
    </message>
    <message>
        <source>The two sisters wake up and recognise each other…</source>
        <translation>Les deux sœurs se réveillent et se reconnaissent…</translation>
    </message>
    <message>
        <source>The Fox wakes up and sniffs around…</source>
        <translation>Le Renard se réveille et flaire les alentours…</translation>
    </message>
    <message>
        <source>The Accursed Wolf-Father wonders whether to infect the victim…</source>
        <translation>L&apos;Infect Père des Loups se demande s&apos;il infecte la victime…</translation>
    </message>
    <message>
        <source>The Big Bad Wolf prowls for a second prey…</source>
        <translation>Le Grand Méchant Loup rôde en quête d&apos;une seconde proie…</translation>
    </message>
    <message>
        <source>The White Werewolf wakes up alone…</source>
        <translation>Le Loup-Garou Blanc se réveille seul…</translation>
    </message>
    <message>
        <source>The Piper plays his tune and charms the sleepers…</source>
        <translation>Le Joueur de Flûte joue son air et charme les dormeurs…</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>The Baker delivered fresh bread this morning.</source>
        <translation>Le Boulanger a livré du pain frais ce matin.</translation>
    </message>
    <message>
        <source>No bread this morning: the Baker is gone.</source>
        <translation>Pas de pain ce matin : le Boulanger n&apos;est plus.</translation>
    </message>
    <message>
        <source>you are in love with {names}.</source>
        <translation>vous êtes amoureux de {names}.</translation>
    </message>
    <message>
        <source>{names} has joined you: the pack grows.</source>
        <translation>{names} vous a rejoints : la meute grandit.</translation>
    </message>
    <message>
        <source>the Thief chose his colour and did not join you.</source>
        <translation>le Voleur a choisi sa couleur et ne vous a pas rejoints.</translation>
    </message>
    <message>
        <source>Cupid&apos;s arrows struck {names}: they are in love.</source>
        <translation>Les flèches de Cupidon ont touché {names} : ils sont amoureux.</translation>
    </message>
    <message>
        <source>you were caught peeking: the pack takes you tonight.</source>
        <translation>vous vous êtes fait surprendre : la meute vous prend cette nuit.</translation>
    </message>
    <message>
        <source>{names} was caught peeking and becomes the pack&apos;s victim tonight.</source>
        <translation>{names} s&apos;est fait surprendre en train d&apos;espionner et devient la victime de la meute cette nuit.</translation>
    </message>
    <message>
        <source>you peeked, but saw nothing.</source>
        <translation>vous avez espionné, mais vous n&apos;avez rien vu.</translation>
    </message>
    <message>
        <source>{names} holds a wolf&apos;s card: the curse takes you, you will not see the dawn.</source>
        <translation>{names} porte une carte de loup : la malédiction vous frappe, vous ne verrez pas l&apos;aube.</translation>
    </message>
    <message>
        <source>the tetanus took you as the night fell: you no longer hunt, and the village learns of your death at dawn.</source>
        <translation>le tétanos vous a emporté à la tombée de la nuit : vous ne chassez plus, et le village apprendra votre mort à l&apos;aube.</translation>
    </message>
    <message>
        <source>{names} died of tetanus as the night fell: no longer hunting, and the village learns of it at dawn.</source>
        <translation>{names} est mort du tétanos à la tombée de la nuit : il ne chasse plus, et le village l&apos;apprendra à l&apos;aube.</translation>
    </message>
    <message>
        <source>you learned that the pack attacks nobody tonight.</source>
        <translation>vous avez appris que la meute n&apos;attaque personne cette nuit.</translation>
    </message>
    <message>
        <source>you learned the pack&apos;s victim tonight: {names}.</source>
        <translation>vous avez appris la victime de la meute cette nuit : {names}.</translation>
    </message>
    <message>
        <source>you learned: {names}.</source>
        <translation>vous avez appris : {names}.</translation>
    </message>
    <message>
        <source>At the deal: the other {role} cards: {names}.</source>
        <translation>À la distribution : les autres cartes {role} : {names}.</translation>
    </message>
    <message>
        <source>At the deal: the {role} cards: {names}.</source>
        <translation>À la distribution : les cartes {role} : {names}.</translation>
    </message>
    <message>
        <source>At the deal: nobody else holds a {role} card.</source>
        <translation>À la distribution : personne d&apos;autre n&apos;a de carte {role}.</translation>
    </message>
    <message>
        <source>At the deal: no {role} card among the players.</source>
        <translation>À la distribution : aucune carte {role} parmi les joueurs.</translation>
    </message>
    <message>
        <source>The lovers&apos; call: {line}</source>
        <translation>Réveil des amoureux : {line}</translation>
    </message>
    <message>
        <source>The grid&apos;s first call: {line}</source>
        <translation>Grille, premier appel : {line}</translation>
    </message>
    <message>
        <source>The grid&apos;s second call: {line}</source>
        <translation>Grille, second appel : {line}</translation>
    </message>
    <message>
        <source>{role}&apos; call: {line}</source>
        <translation>Appel des {role} : {line}</translation>
    </message>
    <message>
        <source>{role}&apos;s call: {line}</source>
        <translation>Appel « {role} » : {line}</translation>
    </message>
    <message>
        <source>Night {number}: {line}</source>
        <translation>Nuit {number} : {line}</translation>
    </message>
    <message>
        <source>While the pack hunted: {line}</source>
        <translation>Pendant la chasse de la meute : {line}</translation>
    </message>
    <message>
        <source>you dreamt of {picked} (this changes nothing).</source>
        <translation>vous avez rêvé de {picked} (cela ne change rien).</translation>
    </message>
    <message>
        <source>you peeked through square {picked}.</source>
        <translation>vous avez espionné par la case {picked}.</translation>
    </message>
    <message>
        <source>you picked the colour {picked}.</source>
        <translation>vous avez choisi la couleur {picked}.</translation>
    </message>
    <message>
        <source>you hid square {picked}: there she would spot you.</source>
        <translation>vous avez caché la case {picked} : là, elle vous apercevrait.</translation>
    </message>
    <message>
        <source>you set square {picked}: there she would be caught.</source>
        <translation>vous avez piégé la case {picked} : là, elle se ferait prendre.</translation>
    </message>
    <message>
        <source>you chose {picked}.</source>
        <translation>vous avez choisi {picked}.</translation>
    </message>
    <message>
        <source>you poisoned {name}.</source>
        <translation>vous avez empoisonné {name}.</translation>
    </message>
    <message>
        <source>you used your life potion on {saved} and poisoned {name}.</source>
        <translation>vous avez sauvé {saved} avec votre potion de vie et empoisonné {name}.</translation>
    </message>
    <message>
        <source>you used your life potion and poisoned {name}.</source>
        <translation>vous avez utilisé votre potion de vie et empoisonné {name}.</translation>
    </message>
    <message>
        <source>you used your life potion on {saved}.</source>
        <translation>vous avez sauvé {saved} avec votre potion de vie.</translation>
    </message>
    <message>
        <source>you used your life potion.</source>
        <translation>vous avez utilisé votre potion de vie.</translation>
    </message>
    <message>
        <source>Night {number}, your hunches (no effect): {names}</source>
        <translation>Nuit {number}, vos intuitions (sans effet) : {names}</translation>
    </message>
    <message>
        <source>Day {number}: your ballot called for a second vote.</source>
        <translation>Jour {number} : votre bulletin a demandé un second vote.</translation>
    </message>
    <message>
        <source>your colour stood for the {role} card.</source>
        <translation>votre couleur désignait la carte {role}.</translation>
    </message>
    <message>
        <source>you looked at your own card: {role}.</source>
        <translation>vous avez regardé votre propre carte : {role}.</translation>
    </message>
    <message>
        <source>you saw {thing}: {role}.</source>
        <translation>vous avez vu {thing} : {role}.</translation>
    </message>
    <message>
        <source>you swapped your card with {thing}.</source>
        <translation>vous avez échangé votre carte avec {thing}.</translation>
    </message>
    <message>
        <source>you swapped {names}.</source>
        <translation>vous avez échangé {names}.</translation>
    </message>
    <message>
        <source>Last night the Seer saw a card: {role}.</source>
        <extracomment>The talkative Seer&apos;s morning note is ``seer_saw:&lt;role id&gt;`` (see :func:`note`).</extracomment>
        <translation>Cette nuit, la Voyante a vu une carte : {role}.</translation>
    </message>
    <message>
        <source>The Raven has marked {name}: two more votes against them today.</source>
        <extracomment>The public Raven&apos;s morning note is ``raven_mark:&lt;seat&gt;`` (see :func:`note`).</extracomment>
        <translation>Le Corbeau a marqué {name} : deux voix de plus contre cette personne aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>By day: you took {cards} before it was shown.</source>
        <translation>De jour : vous avez pris {cards} avant qu&apos;elle soit montrée.</translation>
    </message>
    <message>
        <source>Your card from now on: {role}.</source>
        <translation>Votre carte désormais : {role}.</translation>
    </message>
    <message>
        <source>The bear growls this morning!</source>
        <translation>L&apos;ours grogne ce matin !</translation>
    </message>
    <message>
        <source>your nose twitches: a wolf hides among {names} and their two nearest neighbours.</source>
        <translation>votre museau frémit : un loup se cache parmi {names} et ses deux plus proches voisins.</translation>
    </message>
    <message>
        <source>no wolf among {names} and their two nearest neighbours: your nose has lost its power for good.</source>
        <translation>aucun loup parmi {names} et ses deux plus proches voisins : votre flair a disparu pour de bon.</translation>
    </message>
    <message>
        <source>the Piper&apos;s tune charms you. The charmed: {names}.</source>
        <translation>l’air du Joueur de Flûte vous charme. Les charmés : {names}.</translation>
    </message>
    <message>
        <source>you took {picked} as your model.</source>
        <translation>vous avez pris {picked} pour modèle.</translation>
    </message>
    <message>
        <source>you sniffed around {picked}.</source>
        <translation>vous avez flairé autour de {picked}.</translation>
    </message>
    <message>
        <source>you charmed {picked}.</source>
        <translation>vous avez charmé {picked}.</translation>
    </message>
    <message>
        <source>At the deal: the other wolves: {names}.</source>
        <translation>À la distribution : les autres loups sont {names}.</translation>
    </message>
    <message>
        <source>At the deal: the wolves: {names}.</source>
        <translation>À la distribution : les loups sont {names}.</translation>
    </message>
    <message>
        <source>At the deal: you are the only wolf among the players.</source>
        <translation>À la distribution : vous êtes le seul loup parmi les joueurs.</translation>
    </message>
    <message>
        <source>At the deal: no wolf among the players.</source>
        <translation>À la distribution : aucun loup parmi les joueurs.</translation>
    </message>
    <message>
        <source>you devoured {picked} alone.</source>
        <translation>vous avez dévoré {picked} seul.</translation>
    </message>
    <message>
        <source>you infected the pack&apos;s victim.</source>
        <translation>vous avez infecté la victime de la meute.</translation>
    </message>
    <message>
        <source>You are infected! You keep your card and your power, and from the next night you hunt with the pack: {names}.</source>
        <translation>Vous êtes infecté ! Vous gardez votre carte et votre pouvoir, et dès la nuit prochaine vous chassez avec la meute : {names}.</translation>
    </message>
    <message>
        <source>{name} is infected: from the next night they hunt with the pack.</source>
        <translation>{name} est infecté : dès la nuit prochaine, il chasse avec la meute.</translation>
    </message>
    <message>
        <source>Your model is dead: you become a werewolf and hunt with the pack from the next night: {names}.</source>
        <translation>Votre modèle est mort : vous devenez loup-garou et chassez avec la meute dès la nuit prochaine : {names}.</translation>
    </message>
    <message>
        <source>{name}, the Wild Child, lost their model: from the next night they hunt with the pack.</source>
        <translation>{name}, l’Enfant Sauvage, a perdu son modèle : dès la nuit prochaine, il chasse avec la meute.</translation>
    </message>
    <message>
        <source>charmed so far: {names}.</source>
        <translation>charmés jusqu’ici : {names}.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Do nothing</source>
        <translation>Ne rien faire</translation>
    </message>
    <message>
        <source>Save them</source>
        <translation>La sauver</translation>
    </message>
    <message>
        <source>Save {name}</source>
        <translation>Sauver {name}</translation>
    </message>
    <message>
        <source>I stand</source>
        <translation>Je me présente</translation>
    </message>
    <message>
        <source>I decline</source>
        <translation>Je ne me présente pas</translation>
    </message>
    <message>
        <source>I abstain</source>
        <translation>Je m’abstiens</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>Stop looking</source>
        <translation>Arrêter de regarder</translation>
    </message>
    <message>
        <source>Infect</source>
        <translation>Infecter</translation>
    </message>
    <message>
        <source>Second vote</source>
        <translation>Second vote</translation>
    </message>
</context>
<context>
    <name>Owed</name>
    <message>
        <source>The Hunter takes aim…</source>
        <translation>Le Chasseur met en joue…</translation>
    </message>
    <message>
        <source>The {title} names a successor…</source>
        <translation>Le {title} désigne son successeur…</translation>
    </message>
    <message>
        <source>The vote is tied: the {title} breaks the tie…</source>
        <translation>Égalité : le {title} tranche…</translation>
    </message>
    <message>
        <source>The Scapegoat chooses who votes tomorrow…</source>
        <translation>Le Bouc émissaire choisit qui votera demain…</translation>
    </message>
    <message>
        <source>A shot rings out</source>
        <translation>Un coup de feu retentit</translation>
    </message>
    <message>
        <source>The {title} has decided</source>
        <translation>Le {title} a tranché</translation>
    </message>
    <message>
        <source>Somebody owes the village one more act…</source>
        <translation>Quelqu’un doit encore un geste au village…</translation>
    </message>
    <message>
        <source>One more departure</source>
        <translation>Encore un départ</translation>
    </message>
    <message>
        <source>The Colossus points at a wolf…</source>
        <translation>Le Colosse désigne un loup…</translation>
    </message>
    <message>
        <source>The Colossus strikes back</source>
        <translation>Le Colosse riposte</translation>
    </message>
    <message>
        <source>The village waits a moment before the card is shown…</source>
        <translation>Le village patiente un instant avant que la carte soit montrée…</translation>
    </message>
    <message>
        <source>The card is revealed</source>
        <translation>La carte est révélée</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <source>Werewolf</source>
        <extracomment>The page&apos;s labels, by the key the page&apos;s script uses.</extracomment>
        <translation>Loup-Garou</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Code shown on the TV</source>
        <translation>Code affiché sur la télé</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>You are at the table {room}, seat {seat}.</source>
        <translation>Vous êtes à la table {room}, place {seat}.</translation>
    </message>
    <message>
        <source>The game starts when the host says so.</source>
        <translation>La partie commence quand l&apos;hôte le décide.</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <source>The TV is busy. Read this code to the host, who will let you in:</source>
        <translation>La télé est occupée. Lisez ce code à l&apos;hôte, qui vous fera entrer :</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Finalement pas prêt</translation>
    </message>
    <message>
        <source>Hold to see your card</source>
        <translation>Maintenir pour voir votre carte</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Ready to vote</source>
        <translation>Prêt à voter</translation>
    </message>
    <message>
        <source>You asked for the vote.</source>
        <translation>Vous avez demandé le vote.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Ce que vous savez</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>Rien pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Cards you know</source>
        <translation>Cartes que vous connaissez</translation>
    </message>
    <message>
        <source>You are dead: follow the game in silence.</source>
        <translation>Vous êtes mort : suivez la partie en silence.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Vous avez perdu.</translation>
    </message>
    <message>
        <source>Every card</source>
        <translation>Toutes les cartes</translation>
    </message>
    <message>
        <source>The host may start another game: keep this page open.</source>
        <translation>L&apos;hôte peut lancer une autre partie : gardez cette page ouverte.</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Votre message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Rien n&apos;a encore été dit.</translation>
    </message>
    <message>
        <source>This page and the TV run different versions of the game: reload the page.</source>
        <extracomment>Error sentences for a phone, where the laptop&apos;s names the laptop.</extracomment>
        <translation>Cette page et la télé n&apos;ont pas la même version du jeu : rechargez la page.</translation>
    </message>
    <message>
        <source>The TV did not understand this phone&apos;s greeting. Try joining again.</source>
        <translation>La télé n&apos;a pas compris le bonjour de ce téléphone. Essayez de rejoindre à nouveau.</translation>
    </message>
    <message>
        <source>Your seat was taken over from another screen.</source>
        <translation>Votre place a été reprise depuis un autre écran.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a little, then try again.</source>
        <translation>Trop de mauvais codes depuis ce téléphone : patientez un peu, puis réessayez.</translation>
    </message>
    <message>
        <source>The TV could not read a message from this phone.</source>
        <translation>La télé n&apos;a pas pu lire un message de ce téléphone.</translation>
    </message>
    <message>
        <source>The TV cannot be reached: is this phone on the same Wi-Fi as the TV?</source>
        <translation>La télé est injoignable : ce téléphone est-il sur le même Wi-Fi que la télé ?</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>The pack agrees on {name}.</source>
        <extracomment>One square of the Little Girl&apos;s peek grid (``A1`` ... ``H8``, options of her action, or of a forum wolf placing it): ``picks`` the names of the teammates who placed it in this step, ``allowed`` whether this action may take it (a &quot;caught&quot; square never goes where the pack put a &quot;sees&quot; one). The peek grid&apos;s squares (RULES §6: A-H by 1-8), shown as a grid, not as buttons. Input kinds shown as the main action of a screen (a proxy vote is a side option). Input kinds answered on the owed-action screen (a shot, a successor, a tie-break ...). Ballot forms that are a card&apos;s secret power, not another way to vote (anniversary&apos;s Stuttering Judge: a ballot that also calls for a second vote): the vote screen stays a tap on a player for everybody, and the power is a button shown only with the card.</extracomment>
        <translation>La meute est d&apos;accord : {name}.</translation>
    </message>
    <message>
        <source>The pack does not agree yet: every wolf must pick the same prey.</source>
        <translation>La meute n&apos;est pas encore d&apos;accord : chaque loup doit choisir la même proie.</translation>
    </message>
    <message>
        <source>You may not vote against {name}: you love them.</source>
        <translation>Vous ne pouvez pas voter contre {name} : vous l’aimez.</translation>
    </message>
    <message>
        <source>Your choice is made. Keep your eyes closed until dawn…</source>
        <translation>Votre choix est fait. Gardez les yeux fermés jusqu&apos;à l&apos;aube…</translation>
    </message>
    <message>
        <source>Your answer is given. Waiting for the others…</source>
        <translation>Votre réponse est donnée. On attend les autres…</translation>
    </message>
    <message>
        <source>You do not vote today. Voting: {names}.</source>
        <translation>Vous ne votez pas aujourd&apos;hui. Votent : {names}.</translation>
    </message>
    <message>
        <source>Nobody votes today.</source>
        <translation>Personne ne vote aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Your vote is cast and final: it cannot change. Waiting for the others…</source>
        <translation>Votre vote est définitif : il ne peut plus changer. On attend les autres…</translation>
    </message>
    <message>
        <source>Your vote is in. Waiting for the others…</source>
        <translation>Votre vote est enregistré. On attend les autres…</translation>
    </message>
    <message>
        <source>Discuss with the village. The vote comes next.</source>
        <translation>Discutez avec le village. Le vote vient ensuite.</translation>
    </message>
    <message>
        <source>{question} You voted: you may change it until the vote closes.</source>
        <translation>{question} Vous avez voté : vous pouvez changer d&apos;avis jusqu&apos;à la clôture.</translation>
    </message>
    <message>
        <source>Make your choice, then confirm.</source>
        <translation>Faites votre choix, puis confirmez.</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Choisissez un joueur.</translation>
    </message>
    <message>
        <source>If you must leave before the vote closes, your vote goes to:</source>
        <translation>Si vous devez partir avant la clôture du vote, votre voix ira à :</translation>
    </message>
    <message>
        <source>nobody (abstain)</source>
        <translation>personne (abstention)</translation>
    </message>
</context>
<context>
    <name>PlayerAction</name>
    <message>
        <source>Pick: %1</source>
        <translation>À choisir : %1</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
</context>
<context>
    <name>PlayerDay</name>
    <message>
        <source>Waiting for the others…</source>
        <translation>On attend les autres…</translation>
    </message>
    <message>
        <source>I&apos;m ready to vote</source>
        <translation>Je suis prêt à voter</translation>
    </message>
</context>
<context>
    <name>PlayerEnd</name>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Vous avez perdu.</translation>
    </message>
    <message>
        <source>Waiting for the host to start again…</source>
        <translation>En attente que l&apos;hôte relance une partie…</translation>
    </message>
    <message>
        <source>★ winner   ✝ dead</source>
        <translation>★ gagnant   ✝ mort</translation>
    </message>
</context>
<context>
    <name>PlayerGhost</name>
    <message>
        <source>You are dead</source>
        <translation>Vous êtes mort</translation>
    </message>
</context>
<context>
    <name>PlayerJoin</name>
    <message>
        <source>Games nearby</source>
        <translation>Parties à proximité</translation>
    </message>
    <message>
        <source>Looking for games is turned off on this laptop: type the address shown on the TV, on the right.</source>
        <translation>La recherche de parties est coupée sur ce portable : tapez à droite l&apos;adresse affichée sur la télé.</translation>
    </message>
    <message>
        <source>No game found. The network may hide it: type the address shown on the TV.</source>
        <translation>Aucune partie trouvée. Le réseau la cache peut-être : tapez l&apos;adresse affichée sur la télé.</translation>
    </message>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <source>%1:%2 · %3 seats taken · %4</source>
        <translation>%1:%2 · %3 places prises · %4</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>%1:%2 · another version of the game: install the same version as the TV</source>
        <translation>%1:%2 · une autre version du jeu : installez celle de la télé</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Code shown on the TV</source>
        <translation>Code affiché sur la télé</translation>
    </message>
    <message>
        <source>Address (if the game is not listed)</source>
        <translation>Adresse (si la partie n&apos;apparaît pas)</translation>
    </message>
    <message>
        <source>The TV does not answer yet: still trying…</source>
        <translation>La télé ne répond pas encore : on réessaie…</translation>
    </message>
    <message>
        <source>Too many code guesses right now. Show this code to the TV:</source>
        <translation>Trop d’essais de code en ce moment. Montrez ce code à la télé :</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take my seat back at %1</source>
        <translation>Reprendre ma place à %1</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Rejoining %1…</source>
        <translation>Reprise de votre place à %1…</translation>
    </message>
    <message>
        <source>This laptop takes your seat back: no need to type the code again.</source>
        <translation>Cet ordinateur reprend votre place : inutile de retaper le code.</translation>
    </message>
    <message>
        <source>Cancel and join another game</source>
        <translation>Annuler et rejoindre une autre partie</translation>
    </message>
</context>
<context>
    <name>PlayerLobby</name>
    <message>
        <source>You sit at the table as %1.</source>
        <translation>Vous êtes à la table sous le nom %1.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>On attend que l&apos;hôte lance la partie…</translation>
    </message>
    <message>
        <source>Read the settings, then say you are ready.</source>
        <translation>Lisez les réglages, puis dites que vous êtes prêt.</translation>
    </message>
    <message>
        <source>I&apos;m ready ✓</source>
        <translation>Je suis prêt ✓</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Je suis prêt</translation>
    </message>
</context>
<context>
    <name>PlayerRole</name>
    <message>
        <source>Your role</source>
        <translation>Votre rôle</translation>
    </message>
    <message>
        <source>Keep it secret until the end of the game. During the game, hold the &quot;see my role&quot; button or the R key to look at it again.</source>
        <translation>Gardez-le secret jusqu&apos;à la fin. Pendant la partie, maintenez le bouton « voir mon rôle » ou la touche R pour le revoir.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>Connecting to the host…</source>
        <translation>Connexion à l&apos;hôte…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <source>Disconnected from the host.</source>
        <translation>Déconnecté de l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Werewolf — %1</source>
        <translation>Loup-Garou — %1</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Loup-Garou</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>First game</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>Scenario: the Colossus</source>
        <translation>Scénario : le Colosse</translation>
    </message>
    <message>
        <source>Scenario: the Puppeteer</source>
        <translation>Scénario : le Marionnettiste</translation>
    </message>
    <message>
        <source>Scenario: the Learned Monkey</source>
        <translation>Scénario : le Singe Savant</translation>
    </message>
    <message>
        <source>Scenario: the Mother of Wolves</source>
        <translation>Scénario : la Mère des Loups</translation>
    </message>
    <message numerus="yes">
        <source>From %n players</source>
        <translation>
            <numerusform>À partir de %n joueur</numerusform>
            <numerusform>À partir de %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n players</source>
        <translation>
            <numerusform>Jusqu&apos;à %n joueur</numerusform>
            <numerusform>Jusqu&apos;à %n joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrivateNotes</name>
    <message>
        <source>No card yet: the cards are dealt soon.</source>
        <translation>Pas encore de carte : la distribution arrive bientôt.</translation>
    </message>
    <message>
        <source>You are: %1</source>
        <translation>Vous êtes : %1</translation>
    </message>
    <message>
        <source>Your role is hidden.</source>
        <translation>Votre rôle est caché.</translation>
    </message>
</context>
<context>
    <name>Recap</name>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>Before the first night</source>
        <translation>Avant la première nuit</translation>
    </message>
    <message>
        <source>Dealt a {role} card: {names}.</source>
        <translation>Carte {role} distribuée à : {names}.</translation>
    </message>
    <message>
        <source>Now holding a {role} card: {names}.</source>
        <translation>Tiennent désormais une carte {role} : {names}.</translation>
    </message>
    <message>
        <source>their own card</source>
        <translation>sa propre carte</translation>
    </message>
    <message>
        <source>{who} looked at {thing}: {role}.</source>
        <translation>{who} a regardé {thing} : {role}.</translation>
    </message>
    <message>
        <source>{first} and {second} were swapped.</source>
        <translation>{first} et {second} ont été échangées.</translation>
    </message>
    <message>
        <source>{who} swapped their card with {thing}.</source>
        <translation>{who} a échangé sa carte avec {thing}.</translation>
    </message>
    <message>
        <source>{who} swapped {first} and {second}.</source>
        <translation>{who} a échangé {first} et {second}.</translation>
    </message>
    <message>
        <source>{cupid} made {names} fall in love.</source>
        <translation>{cupid} a rendu {names} amoureux.</translation>
    </message>
    <message>
        <source>{girl} peeked through square {cell}.</source>
        <translation>{girl} a espionné par la case {cell}.</translation>
    </message>
    <message>
        <source>{witch} saved {name} with the life potion.</source>
        <translation>{witch} a sauvé {name} avec la potion de vie.</translation>
    </message>
    <message>
        <source>{witch} used the life potion.</source>
        <translation>{witch} a utilisé la potion de vie.</translation>
    </message>
    <message>
        <source>{witch} poisoned {name}.</source>
        <translation>{witch} a empoisonné {name}.</translation>
    </message>
    <message>
        <source>The {role} was secretly left out of the deal.</source>
        <translation>Le rôle {role} a été secrètement retiré de la distribution.</translation>
    </message>
    <message>
        <source>{name} was caught peeking.</source>
        <translation>{name} s&apos;est fait surprendre en train d&apos;espionner.</translation>
    </message>
    <message>
        <source>{guard} watched over {name}.</source>
        <translation>{guard} a veillé sur {name}.</translation>
    </message>
    <message>
        <source>{seer} learned that {name} is a werewolf.</source>
        <translation>{seer} a appris que {name} est un loup-garou.</translation>
    </message>
    <message>
        <source>{seer} learned that {name} is not a werewolf.</source>
        <translation>{seer} a appris que {name} n&apos;est pas un loup-garou.</translation>
    </message>
    <message>
        <source>The pack attacked {name}; {wolf} struck.</source>
        <translation>La meute a attaqué {name} ; {wolf} a frappé.</translation>
    </message>
    <message>
        <source>The pack attacked {name}, who was kept safe.</source>
        <translation>La meute a attaqué {name}, en vain : une protection veillait.</translation>
    </message>
    <message>
        <source>The pack attacked {name}, who could not be hurt.</source>
        <translation>La meute a attaqué {name}, qui était invulnérable.</translation>
    </message>
    <message>
        <source>The pack attacked {name}.</source>
        <translation>La meute a attaqué {name}.</translation>
    </message>
    <message>
        <source>{name} died, {cause}.</source>
        <translation>{name} a péri {cause}.</translation>
    </message>
    <message>
        <source>Vote: {counts}. {outcome}</source>
        <translation>Vote : {counts}. {outcome}</translation>
    </message>
    <message>
        <source>{hunter} fired at {name}.</source>
        <translation>{hunter} a tiré sur {name}.</translation>
    </message>
    <message>
        <source>{who} charmed {names}.</source>
        <translation>{who} a charmé {names}.</translation>
    </message>
    <message>
        <source>{who} sniffed around {names}: a wolf was near.</source>
        <translation>{who} a flairé autour de {names} : un loup rôdait tout près.</translation>
    </message>
    <message>
        <source>{who} sniffed around {names}: no wolf, and the nose was lost.</source>
        <translation>{who} a flairé autour de {names} : aucun loup, et le flair s’est perdu.</translation>
    </message>
    <message>
        <source>{who} was infected and joined the pack.</source>
        <translation>{who} a été infecté et a rejoint la meute.</translation>
    </message>
    <message>
        <source>{who} lost their model and joined the pack.</source>
        <translation>{who} a perdu son modèle et a rejoint la meute.</translation>
    </message>
    <message>
        <source>{wolf} devoured a second victim alone: {name}.</source>
        <translation>{wolf} a dévoré seul une seconde victime : {name}.</translation>
    </message>
    <message>
        <source>{wolf} went alone after a second victim, {name}, who was kept safe.</source>
        <translation>{wolf} s&apos;en est pris seul à une seconde victime, {name}, en vain : une protection veillait.</translation>
    </message>
    <message>
        <source>{wolf} went alone after a second victim, {name}, who could not be hurt.</source>
        <translation>{wolf} s&apos;en est pris seul à une seconde victime, {name}, qui était invulnérable.</translation>
    </message>
    <message>
        <source>{wolf} went alone after a second victim, {name}, who withstood it.</source>
        <translation>{wolf} s&apos;en est pris seul à une seconde victime, {name}, qui a résisté.</translation>
    </message>
    <message>
        <source>{wolf} went alone after a second victim: {name}.</source>
        <translation>{wolf} s&apos;en est pris seul à une seconde victime : {name}.</translation>
    </message>
    <message>
        <source>{wolf} turned on the pack and devoured {name} alone.</source>
        <translation>{wolf} a trahi la meute : seul, il a dévoré {name}.</translation>
    </message>
    <message>
        <source>{wolf} turned on the pack and attacked {name}, who was kept safe.</source>
        <translation>{wolf} a trahi la meute : seul, il a attaqué {name}, en vain : une protection veillait.</translation>
    </message>
    <message>
        <source>{wolf} turned on the pack and attacked {name}, who could not be hurt.</source>
        <translation>{wolf} a trahi la meute : seul, il a attaqué {name}, qui était invulnérable.</translation>
    </message>
    <message>
        <source>{wolf} turned on the pack and attacked {name}, who withstood it.</source>
        <translation>{wolf} a trahi la meute : seul, il a attaqué {name}, qui a résisté.</translation>
    </message>
    <message>
        <source>{wolf} turned on the pack and attacked {name}.</source>
        <translation>{wolf} a trahi la meute : seul, il a attaqué {name}.</translation>
    </message>
    <message>
        <source>dealt: {role}</source>
        <translation>distribuée : {role}</translation>
    </message>
    <message>
        <source>In the center: {roles}</source>
        <translation>Au milieu : {roles}</translation>
    </message>
</context>
<context>
    <name>RevealButton</name>
    <message>
        <source>Hide my role</source>
        <translation>Cacher mon rôle</translation>
    </message>
    <message>
        <source>Hold to see my role (key R)</source>
        <translation>Maintenir pour voir mon rôle (touche R)</translation>
    </message>
</context>
<context>
    <name>RoleBlurbs</name>
    <message>
        <source>No power: talks, suspects and votes.</source>
        <translation>Sans pouvoir : débat, soupçonne et vote.</translation>
    </message>
    <message>
        <source>Hunts with the pack by night.</source>
        <translation>Chasse la nuit avec sa meute.</translation>
    </message>
    <message>
        <source>Learns each night whether a player is a wolf.</source>
        <translation>Découvre chaque nuit si un joueur est un loup.</translation>
    </message>
    <message>
        <source>Shields one player from the wolves each night.</source>
        <translation>Met un joueur à l&apos;abri des loups chaque nuit.</translation>
    </message>
    <message>
        <source>Learns whether the banished player was a wolf.</source>
        <translation>Apprend si le banni était un loup.</translation>
    </message>
    <message>
        <source>A human who wins with the wolves.</source>
        <translation>Un humain qui gagne avec les loups.</translation>
    </message>
    <message>
        <source>Safe from wolves, not from the Seer. Wins alone.</source>
        <translation>Les loups ne peuvent rien contre lui, la Voyante si. Gagne seul.</translation>
    </message>
    <message>
        <source>Takes the wolf that bites him into death.</source>
        <translation>Emporte dans la mort le loup qui le mord.</translation>
    </message>
    <message>
        <source>Fresh bread every morning while alive.</source>
        <translation>Du pain frais chaque matin tant qu&apos;il vit.</translation>
    </message>
    <message>
        <source>Two hearts: if one dies, so does the other.</source>
        <translation>Deux cœurs liés : si l&apos;un meurt, l&apos;autre aussi.</translation>
    </message>
    <message>
        <source>A cat spirit who may drag its killer along.</source>
        <translation>Un esprit-chat qui peut entraîner son meurtrier.</translation>
    </message>
    <message>
        <source>Fires one last shot when he dies.</source>
        <translation>Tire une dernière balle en mourant.</translation>
    </message>
    <message>
        <source>Sleeps, then hunts the wolves by talking.</source>
        <translation>Dort, puis traque les loups en parlant.</translation>
    </message>
    <message>
        <source>Sees the wolves; alone, peeks at a center card.</source>
        <translation>Voit les loups ; seul, regarde une carte du milieu.</translation>
    </message>
    <message>
        <source>A wolf who looks at one player&apos;s card.</source>
        <translation>Un loup qui regarde la carte d&apos;un joueur.</translation>
    </message>
    <message>
        <source>Knows the wolves, wins with them.</source>
        <translation>Connaît les loups, gagne avec eux.</translation>
    </message>
    <message>
        <source>The two Masons see each other.</source>
        <translation>Les deux Francs-Maçons se voient.</translation>
    </message>
    <message>
        <source>Looks at a player&apos;s card or two center cards.</source>
        <translation>Regarde la carte d&apos;un joueur ou deux cartes du milieu.</translation>
    </message>
    <message>
        <source>Takes a player&apos;s card and looks at it.</source>
        <translation>Prend la carte d&apos;un joueur et la regarde.</translation>
    </message>
    <message>
        <source>Swaps two other players&apos; cards unseen.</source>
        <translation>Échange les cartes de deux autres joueurs sans les voir.</translation>
    </message>
    <message>
        <source>Swaps his card with a center card, blind.</source>
        <translation>Échange sa carte avec une du milieu, à l&apos;aveugle.</translation>
    </message>
    <message>
        <source>Looks at her own card at the end of the night.</source>
        <translation>Regarde sa propre carte à la fin de la nuit.</translation>
    </message>
    <message>
        <source>Wins only if he is voted out.</source>
        <translation>Ne gagne que s&apos;il est éliminé par le vote.</translation>
    </message>
    <message>
        <source>Takes the one he voted for along.</source>
        <translation>Emporte avec lui celui pour qui il a voté.</translation>
    </message>
    <message>
        <source>No power: listens, argues and votes.</source>
        <translation>Aucun pouvoir : écoute, débat et vote.</translation>
    </message>
    <message>
        <source>Hunts every night with the pack, in agreement.</source>
        <translation>Chasse chaque nuit avec la meute, d&apos;un commun accord.</translation>
    </message>
    <message>
        <source>Turns over one card each night.</source>
        <translation>Retourne une carte chaque nuit.</translation>
    </message>
    <message>
        <source>One potion of life, one of death, once each.</source>
        <translation>Une potion de vie, une de mort, une fois chacune.</translation>
    </message>
    <message>
        <source>Fires one last shot whenever he dies.</source>
        <translation>Tire une dernière balle quelle que soit sa mort.</translation>
    </message>
    <message>
        <source>Binds two lovers on the first night.</source>
        <translation>Unit deux amoureux la première nuit.</translation>
    </message>
    <message>
        <source>Peeks at the pack, at her own risk.</source>
        <translation>Espionne la meute, à ses risques et périls.</translation>
    </message>
    <message>
        <source>May trade his card for a spare one, night 1.</source>
        <translation>Peut échanger sa carte contre une de réserve, nuit 1.</translation>
    </message>
    <message>
        <source>No power: talks, suspects, votes.</source>
        <translation>Sans pouvoir : discute, soupçonne, vote.</translation>
    </message>
    <message>
        <source>Hunts every night, plots in the pack&apos;s chat.</source>
        <translation>Chasse chaque nuit, complote dans le salon de la meute.</translation>
    </message>
    <message>
        <source>Sees one player&apos;s card each night.</source>
        <translation>Voit la carte d&apos;un joueur chaque nuit.</translation>
    </message>
    <message>
        <source>One potion to heal, one to kill; never both at once.</source>
        <translation>Une potion pour guérir, une pour tuer ; jamais les deux ensemble.</translation>
    </message>
    <message>
        <source>Takes someone along, however he dies.</source>
        <translation>Emporte quelqu&apos;un, quelle que soit sa mort.</translation>
    </message>
    <message>
        <source>Makes two players fall in love on the first night.</source>
        <translation>Rend deux joueurs amoureux la première nuit.</translation>
    </message>
    <message>
        <source>Spies on the wolves through their own grid.</source>
        <translation>Épie les loups grâce à leur propre grille.</translation>
    </message>
    <message>
        <source>Picks a colour once: villager or werewolf.</source>
        <translation>Choisit une couleur, une fois : villageois ou loup-garou.</translation>
    </message>
    <message>
        <source>Shields one player a night, never twice running.</source>
        <translation>Protège un joueur par nuit, jamais deux fois de suite.</translation>
    </message>
    <message>
        <source>Dies for a tied vote, then picks tomorrow&apos;s voters.</source>
        <translation>Meurt pour un vote à égalité, puis désigne les votants du lendemain.</translation>
    </message>
    <message>
        <source>No power: talks and votes.</source>
        <translation>Aucun pouvoir : parle et vote.</translation>
    </message>
    <message>
        <source>Hunts with the pack every night.</source>
        <translation>Chasse avec la meute chaque nuit.</translation>
    </message>
    <message>
        <source>Sees one card each night.</source>
        <translation>Voit une carte chaque nuit.</translation>
    </message>
    <message>
        <source>Sees the night&apos;s victims; one potion to heal, one to kill.</source>
        <translation>Voit les victimes de la nuit ; une potion pour guérir, une pour tuer.</translation>
    </message>
    <message>
        <source>Shoots someone as he dies.</source>
        <translation>Abat quelqu&apos;un en mourant.</translation>
    </message>
    <message>
        <source>Makes two lovers on the first night.</source>
        <translation>Unit deux amoureux la première nuit.</translation>
    </message>
    <message>
        <source>Peeks at the wolves, at her own risk.</source>
        <translation>Épie les loups, à ses risques et périls.</translation>
    </message>
    <message>
        <source>May take one of the two undealt cards.</source>
        <translation>Peut prendre l&apos;une des deux cartes non distribuées.</translation>
    </message>
    <message>
        <source>Survives one attack; banished, he takes the village&apos;s powers.</source>
        <translation>Résiste à une attaque ; banni, il emporte les pouvoirs du village.</translation>
    </message>
    <message>
        <source>Voted out, he stays, but never votes again.</source>
        <translation>Désigné par le vote, il reste, mais ne vote plus jamais.</translation>
    </message>
    <message>
        <source>Marks a player: two more votes against them.</source>
        <translation>Marque un joueur : deux voix de plus contre lui.</translation>
    </message>
    <message>
        <source>Survives one vote, then falls silent.</source>
        <translation>Survit à un vote, puis se tait.</translation>
    </message>
    <message>
        <source>Once a game, looks at cards until he stops or sees a wolf.</source>
        <translation>Une fois par partie, regarde des cartes jusqu&apos;à s&apos;arrêter ou tomber sur un loup.</translation>
    </message>
    <message>
        <source>Killed by the wolves, takes one of them along.</source>
        <translation>Tué par les loups, il en emporte un.</translation>
    </message>
    <message>
        <source>Hunts with the pack; survives its first bite.</source>
        <translation>Chasse avec la meute ; survit à sa première morsure.</translation>
    </message>
    <message>
        <source>Charms two players a night; wins when all are charmed.</source>
        <translation>Charme deux joueurs par nuit ; gagne quand tous le sont.</translation>
    </message>
    <message>
        <source>A wolf among wolves who wants to be the last.</source>
        <translation>Un loup parmi les loups qui veut rester le dernier.</translation>
    </message>
    <message>
        <source>Devours a second victim while the pack is whole.</source>
        <translation>Dévore une seconde victime tant que la meute est entière.</translation>
    </message>
    <message>
        <source>May turn the pack&apos;s victim into a wolf, once.</source>
        <translation>Peut changer une fois la victime de la meute en loup.</translation>
    </message>
    <message>
        <source>Turns wolf when the chosen model dies.</source>
        <translation>Devient loup quand son modèle meurt.</translation>
    </message>
    <message>
        <source>His bear growls when a wolf sits beside him.</source>
        <translation>Son ours grogne quand un loup est assis à côté.</translation>
    </message>
    <message>
        <source>Sniffs out wolves in groups of three.</source>
        <translation>Flaire les loups par groupes de trois.</translation>
    </message>
    <message>
        <source>His rusty sword poisons the wolf that eats him.</source>
        <translation>Son épée rouillée empoisonne le loup qui le dévore.</translation>
    </message>
    <message>
        <source>May call a second vote once.</source>
        <translation>Peut demander une fois un second vote.</translation>
    </message>
    <message>
        <source>May take a banished player&apos;s card.</source>
        <translation>Peut prendre la carte d&apos;un banni.</translation>
    </message>
    <message>
        <source>Two sisters who know each other.</source>
        <translation>Deux sœurs qui se connaissent.</translation>
    </message>
</context>
<context>
    <name>RoleCard</name>
    <message>
        <source>Make sure nobody is looking, then hold the card (or the R key) to see your role. A tap shows it for a few seconds.</source>
        <translation>Vérifiez que personne ne regarde, puis maintenez la carte (ou la touche R) pour voir votre rôle. Un simple clic l&apos;affiche quelques secondes.</translation>
    </message>
    <message>
        <source>Camp: %1</source>
        <translation>Camp : %1</translation>
    </message>
</context>
<context>
    <name>RoleHelp</name>
    <message>
        <source>No power at night, but your voice counts: listen, ask questions, and vote the wolves out by day.</source>
        <translation>Aucun pouvoir la nuit, mais votre voix compte : écoutez, posez des questions et chassez les loups par le vote le jour.</translation>
    </message>
    <message>
        <source>From the second night on, agree with your pack on one villager to devour. By day, pass for an honest villager.</source>
        <translation>À partir de la deuxième nuit, mettez-vous d&apos;accord avec votre meute sur un villageois à dévorer. Le jour, faites-vous passer pour un honnête villageois.</translation>
    </message>
    <message>
        <source>Each night, look into one player&apos;s soul: you learn whether they are a werewolf. Share what you know with care, the wolves are listening.</source>
        <translation>Chaque nuit, lisez dans l&apos;âme d&apos;un joueur : vous apprenez s&apos;il est loup-garou. Partagez ce que vous savez avec prudence, les loups écoutent.</translation>
    </message>
    <message>
        <source>From the second night on, keep watch over one player each night: if the wolves attack them, they survive.</source>
        <translation>À partir de la deuxième nuit, veillez chaque nuit sur un joueur : si les loups l&apos;attaquent, il survit.</translation>
    </message>
    <message>
        <source>The night after a banishment, you learn whether the banished player was a werewolf.</source>
        <translation>La nuit qui suit un bannissement, vous apprenez si le banni était un loup-garou.</translation>
    </message>
    <message>
        <source>You are human, yet you win when the wolves win. They do not know you: help them without getting caught. The Seer sees you as human.</source>
        <translation>Vous êtes humain, mais vous gagnez quand les loups gagnent. Ils ne vous connaissent pas : aidez-les sans vous faire prendre. La Voyante vous voit humain.</translation>
    </message>
    <message>
        <source>The wolves cannot kill you, but the Seer&apos;s gaze can. Stay alive until one side wins and the victory is yours alone.</source>
        <translation>Les loups ne peuvent pas vous tuer, mais le regard de la Voyante, si. Restez en vie jusqu&apos;à ce qu&apos;un camp l&apos;emporte : la victoire sera pour vous seul.</translation>
    </message>
    <message>
        <source>You side with the village. If the wolves devour you, the wolf who bit you dies with you.</source>
        <translation>Vous êtes du côté du village. Si les loups vous dévorent, le loup qui vous a mordu meurt avec vous.</translation>
    </message>
    <message>
        <source>Every morning you are alive, the village gets fresh bread, and so knows you still breathe. You side with the village.</source>
        <translation>Chaque matin où vous êtes en vie, le village reçoit du pain frais et sait donc que vous respirez encore. Vous êtes du côté du village.</translation>
    </message>
    <message>
        <source>You and your beloved know each other. If one of you dies, the other dies of grief at once.</source>
        <translation>Vous et votre bien-aimé vous connaissez. Si l&apos;un de vous meurt, l&apos;autre meurt aussitôt de chagrin.</translation>
    </message>
    <message>
        <source>A cursed cat spirit on the village&apos;s side: whoever brings you down may be dragged into death with you.</source>
        <translation>Esprit-chat maudit du côté du village : qui vous abat risque d&apos;être entraîné dans la mort avec vous.</translation>
    </message>
    <message>
        <source>When you die, you fire one last shot: pick a living player who falls with you.</source>
        <translation>À votre mort, vous tirez une dernière balle : choisissez un joueur vivant qui tombe avec vous.</translation>
    </message>
    <message>
        <source>You sleep all night. At dawn, sift the others&apos; stories and vote for a player whose card is a wolf.</source>
        <translation>Vous dormez toute la nuit. Au matin, démêlez les récits des autres et votez pour un joueur dont la carte est un loup.</translation>
    </message>
    <message>
        <source>You see the other wolves when the night begins. Alone, you may peek at one center card. By day, make sure no wolf is voted out.</source>
        <translation>Vous voyez les autres loups au début de la nuit. Seul, vous pouvez regarder une carte du milieu. Le jour, faites en sorte qu&apos;aucun loup ne soit éliminé.</translation>
    </message>
    <message>
        <source>A wolf who also looks at one other player&apos;s card at night. Alone, you may peek at a center card too.</source>
        <translation>Un loup qui regarde aussi, la nuit, la carte d&apos;un autre joueur. Seul, vous pouvez en plus regarder une carte du milieu.</translation>
    </message>
    <message>
        <source>You know who the wolves are, they do not know you. You win with them, even if you are the one voted out.</source>
        <translation>Vous savez qui sont les loups, eux ne vous connaissent pas. Vous gagnez avec eux, même si c&apos;est vous que le vote élimine.</translation>
    </message>
    <message>
        <source>The Masons see each other at night: one player you can trust, unless a card moved in the dark.</source>
        <translation>Les Francs-Maçons se voient la nuit : un joueur à qui vous fier, sauf si une carte a bougé dans le noir.</translation>
    </message>
    <message>
        <source>At night, look at one other player&apos;s card, or at two of the center cards.</source>
        <translation>La nuit, regardez la carte d&apos;un autre joueur, ou deux des cartes du milieu.</translation>
    </message>
    <message>
        <source>At night, take another player&apos;s card, give him yours, and look at your new card: you now play for its side.</source>
        <translation>La nuit, prenez la carte d&apos;un autre joueur, donnez-lui la vôtre et regardez votre nouvelle carte : vous jouez désormais pour son camp.</translation>
    </message>
    <message>
        <source>At night, swap the cards of two other players without looking at them.</source>
        <translation>La nuit, échangez les cartes de deux autres joueurs sans les regarder.</translation>
    </message>
    <message>
        <source>At night, swap your card with a center card without looking: you no longer know what you are.</source>
        <translation>La nuit, échangez votre carte avec une carte du milieu sans la regarder : vous ne savez plus qui vous êtes.</translation>
    </message>
    <message>
        <source>You wake up last and look at your own card: you know whether it was swapped during the night.</source>
        <translation>Vous vous réveillez la dernière et regardez votre propre carte : vous savez si elle a changé pendant la nuit.</translation>
    </message>
    <message>
        <source>You are tired of this life: you win only if the vote eliminates you. Look guilty, but not too much.</source>
        <translation>Vous êtes las de cette vie : vous ne gagnez que si le vote vous élimine. Ayez l&apos;air coupable, mais pas trop.</translation>
    </message>
    <message>
        <source>If the vote eliminates you, the player you voted for is eliminated too.</source>
        <translation>Si le vote vous élimine, le joueur pour qui vous avez voté est éliminé aussi.</translation>
    </message>
    <message>
        <source>You sleep through the night. By day, weigh every word, follow the Captain or not, and vote the wolves out one by one.</source>
        <translation>Vous dormez toute la nuit. Le jour, pesez chaque parole, suivez le Capitaine ou non, et chassez les loups un par un par le vote.</translation>
    </message>
    <message>
        <source>Every night, from the first, you and your pack pick one victim: your picks show live and the choice locks when you all agree. By day, blend in.</source>
        <translation>Chaque nuit, dès la première, votre meute et vous choisissez une victime : vos choix s&apos;affichent en direct et se figent quand vous êtes tous d&apos;accord. Le jour, fondez-vous dans le village.</translation>
    </message>
    <message>
        <source>Every night you turn over one player&apos;s card in secret and learn exactly who they are. Guide the village without exposing yourself.</source>
        <translation>Chaque nuit, vous retournez en secret la carte d&apos;un joueur et savez exactement qui il est. Guidez le village sans vous découvrir.</translation>
    </message>
    <message>
        <source>Every night you are shown the pack&apos;s victim. You hold two potions for the whole game: one brings the victim back, one kills a player of your choice. You may use both the same night, or keep them.</source>
        <translation>Chaque nuit, on vous montre la victime de la meute. Vous avez deux potions pour toute la partie : l&apos;une ramène la victime, l&apos;autre tue le joueur de votre choix. Vous pouvez utiliser les deux la même nuit, ou les garder.</translation>
    </message>
    <message>
        <source>However you die, by night or by day, you fire one last shot at once: the player you aim at dies with you.</source>
        <translation>Quelle que soit votre mort, de nuit ou de jour, vous tirez aussitôt une dernière balle : le joueur que vous visez meurt avec vous.</translation>
    </message>
    <message>
        <source>On the first night, shoot your two arrows: the two players you name, yourself allowed, fall in love. If one lover dies, the other dies of grief. A wolf and a villager in love win together, as the last two alive.</source>
        <translation>La première nuit, décochez vos deux flèches : les deux joueurs que vous désignez, vous compris si vous voulez, tombent amoureux. Si l&apos;un meurt, l&apos;autre meurt de chagrin. Un loup et un villageois amoureux gagnent ensemble s&apos;ils sont les deux derniers en vie.</translation>
    </message>
    <message>
        <source>While the pack hunts, you may peek: pick one square of the 8 by 8 grid. Some squares show you a wolf, some get you caught, and then you are the pack&apos;s victim tonight. The rest show nothing.</source>
        <translation>Pendant que la meute chasse, vous pouvez espionner : choisissez une case de la grille de 8 sur 8. Certaines cases vous montrent un loup, d&apos;autres vous font surprendre, et vous êtes alors la victime de la meute cette nuit. Les autres ne montrent rien.</translation>
    </message>
    <message>
        <source>On the first night you see the two spare cards in the center and may trade yours for one of them, then you play that card. If both are wolves, you must take one.</source>
        <translation>La première nuit, vous voyez les deux cartes de réserve au centre et pouvez échanger la vôtre contre l&apos;une d&apos;elles, puis vous jouez cette carte. Si ce sont deux loups, vous devez en prendre un.</translation>
    </message>
    <message>
        <source>No power at night. By day, read the others, weigh every word and vote the wolves out; a Mayor breaks the ties.</source>
        <translation>Aucun pouvoir la nuit. Le jour, observez les autres, pesez chaque mot et votez contre les loups ; un Maire tranche les égalités.</translation>
    </message>
    <message>
        <source>Every night, from the first, agree with your pack on a victim; plot in the pack&apos;s chat. If a Little Girl plays, each wolf also hides one cell where she spots him and one where she gets caught.</source>
        <translation>Chaque nuit, dès la première, mettez-vous d&apos;accord en meute sur une victime ; complotez dans le salon de la meute. Si une Petite Fille joue, chaque loup cache aussi une case où elle l&apos;aperçoit et une où elle se fait prendre.</translation>
    </message>
    <message>
        <source>Each night you see the true card of one player. At some tables the village hears each morning which card you saw, never who you are.</source>
        <translation>Chaque nuit, vous découvrez la vraie carte d&apos;un joueur. À certaines tables, le village apprend chaque matin quelle carte vous avez vue, jamais qui vous êtes.</translation>
    </message>
    <message>
        <source>One potion to heal, one to kill, each good once. While you still hold the healing one, you learn the wolves&apos; victim and may spare them, yourself included. Never both potions in the same night.</source>
        <translation>Une potion pour guérir, une pour tuer, chacune utilisable une fois. Tant que vous gardez celle de guérison, vous apprenez la victime des loups et pouvez la sauver, vous comprise. Jamais les deux potions la même nuit.</translation>
    </message>
    <message>
        <source>However you die, by fang, poison, vote or grief, you take one living player down with you.</source>
        <translation>Quelle que soit votre mort, crocs, poison, vote ou chagrin, vous emportez un joueur vivant avec vous.</translation>
    </message>
    <message>
        <source>On the first night, bind two players in love (you may be one). They learn whom they love, not each other&apos;s card, may not vote against each other, and win if they are the last ones standing. Then you are a plain villager.</source>
        <translation>La première nuit, unissez deux joueurs par l&apos;amour (vous pouvez en être). Ils apprennent qui ils aiment, pas la carte de l&apos;autre, ne peuvent pas voter l&apos;un contre l&apos;autre et gagnent s&apos;ils restent les derniers en vie. Ensuite, vous êtes un simple villageois.</translation>
    </message>
    <message>
        <source>While the wolves hunt you may spy: pick one square of an 8×8 grid the wolves have laid out. You may spot a wolf&apos;s face, see nothing, or be caught and devoured in place of their prey.</source>
        <translation>Pendant la chasse des loups, vous pouvez épier : choisissez une case d&apos;une grille de 8×8 disposée par les loups. Vous pouvez apercevoir le visage d&apos;un loup, ne rien voir, ou vous faire prendre et dévorer à la place de leur proie.</translation>
    </message>
    <message>
        <source>You hold two colours: one makes you a werewolf, the other a villager, and you do not know which is which. Any night, once, you may pick one. Until then you count as a villager.</source>
        <translation>Vous tenez deux couleurs : l&apos;une fait de vous un loup-garou, l&apos;autre un villageois, et vous ne savez pas laquelle est laquelle. Une nuit, une seule fois, vous pouvez en choisir une. D&apos;ici là, vous comptez comme un villageois.</translation>
    </message>
    <message>
        <source>Each night, shield one player from the wolves, yourself allowed, but never the same one two nights in a row.</source>
        <translation>Chaque nuit, protégez un joueur des loups, vous compris, mais jamais le même deux nuits de suite.</translation>
    </message>
    <message>
        <source>If the village&apos;s vote ends in a tie, you pay for it: you leave instead of the tied players, and you choose who may vote the next day.</source>
        <translation>Si le vote du village finit à égalité, c&apos;est vous qui payez : vous partez à la place des ex æquo, et vous choisissez qui pourra voter le lendemain.</translation>
    </message>
    <message>
        <source>No power at night. By day, listen, doubt, and raise your hand against the wolves; your voice is all you have.</source>
        <translation>Aucun pouvoir la nuit. Le jour, écoutez, doutez et levez la main contre les loups : votre voix est votre seule arme.</translation>
    </message>
    <message>
        <source>Every night, from the first, agree with your pack on one victim. You may never pick a fellow wolf, except the Mother of Wolves.</source>
        <translation>Chaque nuit, dès la première, mettez-vous d&apos;accord avec la meute sur une victime. Jamais un autre loup, sauf la Mère des Loups.</translation>
    </message>
    <message>
        <source>Each night, you see the exact card of one living player.</source>
        <translation>Chaque nuit, vous voyez la carte exacte d&apos;un joueur en vie.</translation>
    </message>
    <message>
        <source>Each night you learn who the wolves&apos; attacks will kill. One potion brings one of them back, one potion kills anyone at dawn; each works once, and you may use both the same night.</source>
        <translation>Chaque nuit, vous apprenez qui les attaques des loups vont tuer. Une potion en sauve un, l&apos;autre tue qui vous voulez à l&apos;aube ; chacune ne sert qu&apos;une fois, et vous pouvez utiliser les deux la même nuit.</translation>
    </message>
    <message>
        <source>Whatever kills you, you fire one last shot and a living player falls with you.</source>
        <translation>Quelle que soit votre mort, vous tirez une dernière balle et un joueur en vie tombe avec vous.</translation>
    </message>
    <message>
        <source>On the first night, make two players fall in love (you may be one). If one dies, so does the other; if they are the last two alive, they win together, whatever their camps.</source>
        <translation>La première nuit, rendez deux joueurs amoureux (vous pouvez en être). Si l&apos;un meurt, l&apos;autre aussi ; s&apos;ils restent les deux derniers en vie, ils gagnent ensemble, quel que soit leur camp.</translation>
    </message>
    <message>
        <source>While the wolves hunt, you may peek: pick a square of an 8×8 grid. You may glimpse a wolf, see nothing, or get caught and become their prey; then no Savior can shield you.</source>
        <translation>Pendant la chasse des loups, vous pouvez épier : choisissez une case d&apos;une grille 8×8. Vous apercevrez peut-être un loup, rien du tout, ou vous serez surprise et deviendrez leur proie ; alors aucun Salvateur ne vous protège.</translation>
    </message>
    <message>
        <source>On the first night you see the two cards nobody was dealt and may take one: you play it from that very night. Keep yours and you are a plain villager.</source>
        <translation>La première nuit, vous voyez les deux cartes que personne n&apos;a reçues et pouvez en prendre une : vous la jouez dès cette nuit. Gardez la vôtre et vous êtes un simple villageois.</translation>
    </message>
    <message>
        <source>The wolves&apos; first attack on you fails; the next one kills you. But if the village banishes you, every villager&apos;s power dies with you.</source>
        <translation>La première attaque des loups contre vous échoue ; la suivante vous tue. Mais si le village vous bannit, tous les pouvoirs des villageois meurent avec vous.</translation>
    </message>
    <message>
        <source>If the village votes you out, your card is shown and you stay: you simply never vote again, and lose the Captain&apos;s badge. The wolves can still eat you.</source>
        <translation>Si le village vous désigne, votre carte est montrée et vous restez : vous ne votez simplement plus, et perdez l&apos;insigne de Capitaine. Les loups peuvent toujours vous dévorer.</translation>
    </message>
    <message>
        <source>Each night you may mark a player: tomorrow&apos;s first vote counts two more ballots against them.</source>
        <translation>Chaque nuit, vous pouvez marquer un joueur : le premier vote du lendemain compte deux voix de plus contre lui.</translation>
    </message>
    <message>
        <source>The first time the village votes you out, your puppet takes the blow: nobody leaves, your card is shown and you may no longer speak, only vote. The second time, you go.</source>
        <translation>La première fois que le village vous désigne, votre marionnette encaisse le coup : personne ne part, votre carte est montrée et vous ne pouvez plus parler, seulement voter. La seconde fois, vous partez.</translation>
    </message>
    <message>
        <source>Called every night, you wake only once in the whole game, when you choose: then look at the players&apos; cards one by one, as long as you like. The first wolf card you see kills you.</source>
        <translation>Appelé chaque nuit, vous ne vous réveillez qu&apos;une fois dans la partie, quand vous le décidez : regardez alors les cartes des joueurs une à une, aussi longtemps que vous voulez. La première carte de loup que vous voyez vous tue.</translation>
    </message>
    <message>
        <source>You never wake. If the wolves kill you, you name one of them at dawn and drag them down with you.</source>
        <translation>Vous ne vous réveillez jamais. Si les loups vous tuent, vous en désignez un à l&apos;aube et l&apos;entraînez dans votre chute.</translation>
    </message>
    <message>
        <source>You hunt with the pack, who know you as their Mother. The only wolf they may bite: their first bite fails, the second kills. Anything else kills you at once.</source>
        <translation>Vous chassez avec la meute, qui vous connaît comme sa Mère. Seule louve qu&apos;elle puisse mordre : sa première morsure échoue, la seconde tue. Toute autre mort vous frappe aussitôt.</translation>
    </message>
    <message>
        <source>Whenever the village&apos;s vote is tied, you pay for it and leave instead; then you choose who may vote the next day.</source>
        <translation>Chaque fois que le vote du village est à égalité, vous payez pour les autres et partez à leur place ; puis vous choisissez qui pourra voter le lendemain.</translation>
    </message>
    <message>
        <source>Each night, shield one player from the wolves, yourself allowed, never the same one two nights running. Poison and bullets go through.</source>
        <translation>Chaque nuit, protégez un joueur des loups, vous-même compris, jamais le même deux nuits de suite. Le poison et les balles passent quand même.</translation>
    </message>
    <message>
        <source>You play alone. Each night, charm two players who are not charmed yet; the charmed learn who else is. You win alone as soon as every other living player is charmed. Your charm ends if you die.</source>
        <translation>Vous jouez seul. Chaque nuit, vous charmez deux joueurs qui ne le sont pas encore ; les charmés apprennent qui d&apos;autre l&apos;est. Vous gagnez seul dès que tous les autres joueurs vivants sont charmés. Votre charme s&apos;éteint si vous mourez.</translation>
    </message>
    <message>
        <source>You hunt with the pack, who believe you are one of them, but you play alone. Every second night you may also kill one werewolf on your own. You win only if you are the last one standing.</source>
        <translation>Vous chassez avec la meute, qui vous croit des siens, mais vous jouez seul. Une nuit sur deux, vous pouvez aussi tuer seul un loup-garou. Vous ne gagnez que si vous êtes le dernier survivant.</translation>
    </message>
    <message>
        <source>You hunt with the pack; then, as long as no wolf has died, you devour a second victim alone each night.</source>
        <translation>Vous chassez avec la meute ; ensuite, tant qu&apos;aucun loup n&apos;est mort, vous dévorez seul une seconde victime chaque nuit.</translation>
    </message>
    <message>
        <source>You hunt with the pack. Once in the game, right after the pack&apos;s choice, you may infect its victim instead: they live, keep their power, and hunt with the wolves from the next night. Wasted on nobody: if the victim would have lived anyway, you keep it.</source>
        <translation>Vous chassez avec la meute. Une fois dans la partie, juste après le choix de la meute, vous pouvez infecter sa victime au lieu de la tuer : elle survit, garde son pouvoir et chasse avec les loups dès la nuit suivante. Si la victime aurait survécu de toute façon, l&apos;infection ne compte pas.</translation>
    </message>
    <message>
        <source>On the first night, choose a role model. As long as they live, you are a villager; the moment they die, you become a werewolf and hunt with the pack from the next night.</source>
        <translation>La première nuit, vous choisissez un modèle. Tant qu&apos;il vit, vous êtes villageois ; dès qu&apos;il meurt, vous devenez loup-garou et chassez avec la meute dès la nuit suivante.</translation>
    </message>
    <message>
        <source>Each morning, your bear growls if one of your two nearest living neighbours is a wolf (and always, if you were infected).</source>
        <translation>Chaque matin, votre ours grogne si l&apos;un de vos deux plus proches voisins vivants est un loup (et toujours, si vous avez été infecté).</translation>
    </message>
    <message>
        <source>Each night you may point at a player: you learn whether there is a wolf among them and their two nearest living neighbours. A &quot;no&quot; costs you your power for good.</source>
        <translation>Chaque nuit, vous pouvez désigner un joueur : vous apprenez s&apos;il y a un loup parmi lui et ses deux plus proches voisins vivants. Un « non » vous fait perdre votre pouvoir pour de bon.</translation>
    </message>
    <message>
        <source>If the wolves devour you, the first wolf after you around the table catches tetanus and dies as the next night falls.</source>
        <translation>Si les loups vous dévorent, le premier loup après vous autour de la table attrape le tétanos et meurt à la tombée de la nuit suivante.</translation>
    </message>
    <message>
        <source>Once in the game, with your ballot, you may secretly call for a second vote: the village votes again right after the first result, without debate.</source>
        <translation>Une fois dans la partie, avec votre bulletin, vous pouvez demander en secret un second vote : le village revote juste après le premier résultat, sans débat.</translation>
    </message>
    <message>
        <source>Once in the game, when the village banishes someone, you may take their card before it is shown and play it from then on; they leave showing yours. Not if you are in love.</source>
        <translation>Une fois dans la partie, quand le village bannit quelqu&apos;un, vous pouvez prendre sa carte avant qu&apos;elle soit montrée et la jouer désormais ; il part en montrant la vôtre. Pas si vous êtes amoureuse.</translation>
    </message>
    <message>
        <source>You are two. You know each other from the start and share a private channel.</source>
        <translation>Vous êtes deux. Vous vous connaissez dès le début et partagez un canal privé.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>Villager</source>
        <translation>Villageois</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Loup-Garou</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Voyante</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Salvateur</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médium</translation>
    </message>
    <message>
        <source>Madman</source>
        <translation>Sbire</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Renard</translation>
    </message>
    <message>
        <source>Psychopath</source>
        <translation>Psychopathe</translation>
    </message>
    <message>
        <source>Baker</source>
        <translation>Boulanger</translation>
    </message>
    <message>
        <source>Lover</source>
        <translation>Amoureux</translation>
    </message>
    <message>
        <source>Nekomata</source>
        <translation>Nekomata</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Chasseur</translation>
    </message>
    <message>
        <source>Mystic Wolf</source>
        <translation>Loup Chaman</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Sbire</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Franc-Maçon</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Noiseuse</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Soûlard</translation>
    </message>
    <message>
        <source>Insomniac</source>
        <translation>Insomniaque</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Tanneur</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Sorcière</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Cupidon</translation>
    </message>
    <message>
        <source>Little Girl</source>
        <translation>Petite Fille</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <source>Savior</source>
        <translation>Salvateur</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Bouc émissaire</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>Ancien</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Idiot du Village</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Corbeau</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <translation>Marionnettiste</translation>
    </message>
    <message>
        <source>Learned Monkey</source>
        <translation>Singe Savant</translation>
    </message>
    <message>
        <source>Colossus</source>
        <translation>Colosse</translation>
    </message>
    <message>
        <source>Mighty Mother of Wolves</source>
        <translation>Puissante Mère des Loups</translation>
    </message>
    <message>
        <source>Piper</source>
        <translation>Joueur de Flûte</translation>
    </message>
    <message>
        <source>White Werewolf</source>
        <translation>Loup-Garou Blanc</translation>
    </message>
    <message>
        <source>Big Bad Wolf</source>
        <translation>Grand Méchant Loup</translation>
    </message>
    <message>
        <source>Accursed Wolf-Father</source>
        <translation>Infect Père des Loups</translation>
    </message>
    <message>
        <source>Wild Child</source>
        <translation>Enfant Sauvage</translation>
    </message>
    <message>
        <source>Bear Tamer</source>
        <translation>Montreur d&apos;Ours</translation>
    </message>
    <message>
        <source>Fox of Thiercelieux</source>
        <translation>Renard de Thiercelieux</translation>
    </message>
    <message>
        <source>Knight with the Rusty Sword</source>
        <translation>Chevalier à l&apos;Épée Rouillée</translation>
    </message>
    <message>
        <source>Stuttering Judge</source>
        <translation>Juge Bègue</translation>
    </message>
    <message>
        <source>Devoted Servant</source>
        <translation>Servante Dévouée</translation>
    </message>
    <message>
        <source>Two Sisters</source>
        <translation>Deux Sœurs</translation>
    </message>
</context>
<context>
    <name>SeatChip</name>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation>Joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Away: the connection is lost</source>
        <translation>Absent : la connexion est coupée</translation>
    </message>
    <message>
        <source>Remove %1 from the table</source>
        <translation>Retirer %1 de la table</translation>
    </message>
</context>
<context>
    <name>SeatStrip</name>
    <message>
        <source>Ready</source>
        <extracomment>What ✓ means on this strip (a tooltip).</extracomment>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Has voted</source>
        <translation>A voté</translation>
    </message>
</context>
<context>
    <name>SettingValues</name>
    <message>
        <source>yes</source>
        <extracomment>Settings whose value is a length of time in seconds. Values shared by several settings.</extracomment>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>as a pair, if both survive</source>
        <translation>en couple, s&apos;ils survivent tous les deux</translation>
    </message>
    <message>
        <source>with the village</source>
        <translation>avec le village</translation>
    </message>
    <message>
        <source>the Fox wins</source>
        <translation>le Renard gagne</translation>
    </message>
    <message>
        <source>the lovers win</source>
        <translation>les amoureux gagnent</translation>
    </message>
    <message>
        <source>whatever the cause</source>
        <translation>quelle qu&apos;en soit la cause</translation>
    </message>
    <message>
        <source>if banished or devoured</source>
        <translation>s&apos;il est banni ou dévoré</translation>
    </message>
    <message>
        <source>only if banished</source>
        <translation>seulement s&apos;il est banni</translation>
    </message>
    <message>
        <source>the wolf who bit</source>
        <translation>le loup qui l&apos;a mordu</translation>
    </message>
    <message>
        <source>a random wolf</source>
        <translation>un loup au hasard</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>permis</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>interdit</translation>
    </message>
    <message>
        <source>from the first night</source>
        <translation>dès la première nuit</translation>
    </message>
    <message>
        <source>probes a player of her choice</source>
        <translation>sonde le joueur de son choix</translation>
    </message>
    <message>
        <source>is shown a random non-wolf</source>
        <translation>voit un non-loup tiré au hasard</translation>
    </message>
    <message>
        <source>sees nothing</source>
        <translation>ne voit rien</translation>
    </message>
    <message>
        <source>vote again, then draw lots</source>
        <translation>on revote, puis tirage au sort</translation>
    </message>
    <message>
        <source>draw lots at once</source>
        <translation>tirage au sort immédiat</translation>
    </message>
    <message>
        <source>vote again, then nobody leaves</source>
        <translation>on revote, puis personne ne part</translation>
    </message>
    <message>
        <source>kept secret</source>
        <translation>gardé secret</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>révélé</translation>
    </message>
    <message>
        <source>on the first day, after the news</source>
        <translation>le premier jour, après les nouvelles</translation>
    </message>
    <message>
        <source>before the first night</source>
        <translation>avant la première nuit</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>sans minuteur</translation>
    </message>
    <message>
        <source>at the wolves&apos; second attack</source>
        <translation>à la seconde attaque des loups</translation>
    </message>
    <message>
        <source>attacked two nights running</source>
        <translation>attaqué deux nuits de suite</translation>
    </message>
    <message>
        <source>the Captain decides</source>
        <translation>le Capitaine tranche</translation>
    </message>
    <message>
        <source>nobody leaves</source>
        <translation>personne ne part</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Lovers&apos; victory</source>
        <translation>Victoire des amoureux</translation>
    </message>
    <message>
        <source>The Fox counts as a human</source>
        <translation>Le Renard compte comme humain</translation>
    </message>
    <message>
        <source>When the Fox and the lovers both survive</source>
        <translation>Si le Renard et les amoureux survivent</translation>
    </message>
    <message>
        <source>The Hunter shoots when he dies</source>
        <translation>Le Chasseur tire à sa mort</translation>
    </message>
    <message>
        <source>A devoured Nekomata takes along</source>
        <translation>Le Nekomata dévoré emporte</translation>
    </message>
    <message>
        <source>The Psychopath kills a Seer who probes him</source>
        <translation>Le Psychopathe tue la Voyante qui le sonde</translation>
    </message>
    <message>
        <source>The Psychopath kills a Bodyguard who guards him</source>
        <translation>Le Psychopathe tue le Salvateur qui le protège</translation>
    </message>
    <message>
        <source>The Bodyguard may guard himself</source>
        <translation>Le Salvateur peut se protéger</translation>
    </message>
    <message>
        <source>Guarding the same player two nights running</source>
        <translation>Protéger le même joueur deux nuits de suite</translation>
    </message>
    <message>
        <source>The Madman knows the pack</source>
        <translation>Le Sbire connaît la meute</translation>
    </message>
    <message>
        <source>The Seer on the first night</source>
        <translation>La Voyante la première nuit</translation>
    </message>
    <message>
        <source>Tied vote</source>
        <translation>Égalité au vote</translation>
    </message>
    <message>
        <source>Role of a banished player</source>
        <translation>Rôle d&apos;un banni</translation>
    </message>
    <message>
        <source>One role secretly left out</source>
        <translation>Un rôle retiré en secret</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Temps de discussion</translation>
    </message>
    <message>
        <source>Electing the Captain</source>
        <translation>Élection du Capitaine</translation>
    </message>
    <message>
        <source>The wolves win once they match the others</source>
        <translation>Les loups gagnent dès qu&apos;ils égalent les autres</translation>
    </message>
    <message>
        <source>The dead may chat</source>
        <translation>Les morts peuvent discuter</translation>
    </message>
    <message>
        <source>Everybody answers at every call</source>
        <translation>Tout le monde répond à chaque appel</translation>
    </message>
    <message>
        <source>Grid squares that show a wolf</source>
        <translation>Cases de la grille qui montrent un loup</translation>
    </message>
    <message>
        <source>Grid squares that get her caught</source>
        <translation>Cases de la grille qui la font surprendre</translation>
    </message>
    <message>
        <source>The pack&apos;s time to agree</source>
        <translation>Temps de la meute pour s&apos;accorder</translation>
    </message>
    <message>
        <source>The village hears what the Seer saw</source>
        <translation>Le village apprend ce que la Voyante a vu</translation>
    </message>
    <message>
        <source>A love triangle</source>
        <translation>Un triangle amoureux</translation>
    </message>
    <message>
        <source>A cast ballot is final</source>
        <translation>Un bulletin déposé est définitif</translation>
    </message>
    <message>
        <source>The dead see every card</source>
        <translation>Les morts voient toutes les cartes</translation>
    </message>
    <message>
        <source>The Elder dies</source>
        <translation>L&apos;Ancien meurt</translation>
    </message>
    <message>
        <source>The Raven&apos;s mark is announced</source>
        <translation>La marque du Corbeau est annoncée</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>no timer</source>
        <translation>sans minuterie</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Settings in force</source>
        <translation>Réglages en vigueur</translation>
    </message>
</context>
<context>
    <name>SoundControls</name>
    <message>
        <source>Voice: on</source>
        <translation>Voix : oui</translation>
    </message>
    <message>
        <source>Voice: off</source>
        <translation>Voix : non</translation>
    </message>
    <message>
        <source>Sounds: on</source>
        <translation>Bruitages : oui</translation>
    </message>
    <message>
        <source>Sounds: off</source>
        <translation>Bruitages : non</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The volume as a percentage, e.g. &quot;80 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>SoundCorner</name>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Sound: off</source>
        <translation>Son : coupé</translation>
    </message>
</context>
<context>
    <name>SoundPlayer</name>
    <message>
        <source>Sound cannot play on this computer: Qt Multimedia is missing.</source>
        <extracomment>Longest wait of the driver&apos;s timer, in milliseconds: a cue laid after the timer was set (none is, but a clock jump could) is found within this time. The table went back to the lobby after a game: whatever still plays should end. Qt&apos;s logging rules for the sound (``QLoggingCategory.setFilterRules``; the ``QT_LOGGING_RULES`` environment variable still overrides them): Qt&apos;s FFmpeg backend at its info level has FFmpeg print each clip&apos;s streams on stderr, five lines a line said.</extracomment>
        <translation>Le son ne peut pas être joué sur cet ordinateur : Qt Multimedia manque.</translation>
    </message>
    <message>
        <source>No audio output on this computer: the narrator stays silent, follow the screen.</source>
        <translation>Aucune sortie audio sur cet ordinateur : le narrateur se tait, suivez l’écran.</translation>
    </message>
</context>
<context>
    <name>TargetGrid</name>
    <message>
        <source>chosen by %1</source>
        <translation>choisi par %1</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>{m} min</source>
        <translation>{m} min</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>{m} min {s} s</source>
        <translation>{m} min {s} s</translation>
    </message>
    <message>
        <source>Center card {n}</source>
        <translation>Carte du milieu {n}</translation>
    </message>
    <message>
        <source>center card {n}</source>
        <translation>la carte du milieu {n}</translation>
    </message>
    <message>
        <source>one player</source>
        <extracomment>The players a form of an action takes, by count, spelled out as &quot;one option&quot; is (larger counts, which no action takes yet, read as figures).</extracomment>
        <translation>un joueur</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>deux joueurs</translation>
    </message>
    <message>
        <source>three players</source>
        <translation>trois joueurs</translation>
    </message>
    <message>
        <source>one center card</source>
        <extracomment>The center cards a form of an action takes, by count (as :data:`PICK_PLAYERS`).</extracomment>
        <translation>une carte du milieu</translation>
    </message>
    <message>
        <source>two center cards</source>
        <translation>deux cartes du milieu</translation>
    </message>
    <message>
        <source>three center cards</source>
        <translation>trois cartes du milieu</translation>
    </message>
    <message>
        <source>any number of players, none included</source>
        <translation>autant de joueurs que vous voulez, aucun compris</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n center card(s)</source>
        <translation>
            <numerusform>%n carte du milieu</numerusform>
            <numerusform>%n cartes du milieu</numerusform>
        </translation>
    </message>
    <message>
        <source>one square of the grid</source>
        <translation>une case de la grille</translation>
    </message>
    <message>
        <source>one option</source>
        <translation>une option</translation>
    </message>
    <message>
        <source>nothing to pick</source>
        <translation>rien à choisir</translation>
    </message>
    <message>
        <source>{first}, or {last}</source>
        <translation>{first}, ou {last}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>Election</source>
        <translation>Élection</translation>
    </message>
    <message>
        <source>Night {n}</source>
        <translation>Nuit {n}</translation>
    </message>
    <message>
        <source>Day {n}</source>
        <translation>Jour {n}</translation>
    </message>
    <message>
        <source>Vote, day {n}</source>
        <translation>Vote, jour {n}</translation>
    </message>
    <message>
        <source>Election, day {n}</source>
        <translation>Élection, jour {n}</translation>
    </message>
    <message>
        <source>{title} · closes in {time}</source>
        <translation>{title} · clôture dans {time}</translation>
    </message>
    <message>
        <source>{title} · {time} left</source>
        <translation>{title} · encore {time}</translation>
    </message>
    <message>
        <source>Second vote, day {n}</source>
        <translation>Second vote, jour {n}</translation>
    </message>
    <message>
        <source>The banished {name} was a werewolf.</source>
        <translation>{name}, le banni, était un loup-garou.</translation>
    </message>
    <message>
        <source>The banished {name} was not a werewolf.</source>
        <translation>{name}, le banni, n&apos;était pas un loup-garou.</translation>
    </message>
    <message>
        <source>A glimpse in the dark: {name} is not a werewolf.</source>
        <translation>Une lueur dans la nuit : {name} n&apos;est pas un loup-garou.</translation>
    </message>
    <message>
        <source>{name} is a werewolf!</source>
        <translation>{name} est un loup-garou !</translation>
    </message>
    <message>
        <source>{name} is not a werewolf.</source>
        <translation>{name} n&apos;est pas un loup-garou.</translation>
    </message>
    <message>
        <source>The pack&apos;s Mother: {names}</source>
        <translation>La Mère de la meute : {names}</translation>
    </message>
    <message>
        <source>Lovers: {names}</source>
        <translation>Amoureux : {names}</translation>
    </message>
    <message>
        <source>The pack: {names}</source>
        <translation>La meute : {names}</translation>
    </message>
    <message>
        <source>{name}&apos;s card</source>
        <comment>a name starting with a vowel</comment>
        <extracomment>The letters a name may start with that a language may elide before (French: &quot;la carte d&apos;Inès&quot;, never &quot;de Inès&quot;); an h is left out (mute or not, a name cannot tell).</extracomment>
        <translation>la carte d&apos;{name}</translation>
    </message>
    <message>
        <source>{name}&apos;s card</source>
        <translation>la carte de {name}</translation>
    </message>
    <message>
        <source>Nobody died last night.</source>
        <translation>Personne n&apos;est mort cette nuit.</translation>
    </message>
    <message>
        <source>{name} was found dead.</source>
        <translation>Au matin, on retrouve {name} sans vie.</translation>
    </message>
    <message>
        <source>The village finds {count} bodies: {names}.</source>
        <translation>Au matin, le village découvre {count} corps : {names}.</translation>
    </message>
    <message>
        <source>{name} leaves the village.</source>
        <translation>{name} quitte le village.</translation>
    </message>
    <message>
        <source>{names} leave the village.</source>
        <translation>{names} quittent le village.</translation>
    </message>
    <message>
        <source>{names} did not survive the shot.</source>
        <translation>{names} n&apos;ont pas survécu au coup de feu.</translation>
    </message>
    <message>
        <source>{name}&apos;s card: {role}.</source>
        <translation>{name} avait la carte {role}.</translation>
    </message>
    <message>
        <source>{name} is banished. Their card: {role}.</source>
        <translation>Le village bannit {name}. Sa carte : {role}.</translation>
    </message>
    <message>
        <source>{hunter} ({role}) shot {name}.</source>
        <translation>{hunter} ({role}) a abattu {name}.</translation>
    </message>
    <message>
        <source>{name} was shot.</source>
        <translation>Un coup de fusil a abattu {name}.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n voix</numerusform>
            <numerusform>%n voix</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie between {names}: the Scapegoat {name} is eliminated instead.</source>
        <translation>Égalité entre {names} : le Bouc émissaire {name} est éliminé à leur place.</translation>
    </message>
    <message>
        <source>{names} are eliminated.</source>
        <translation>{names} sont éliminés.</translation>
    </message>
    <message>
        <source>{name} is banished.</source>
        <translation>Le village bannit {name}.</translation>
    </message>
    <message>
        <source>Tie between {names}: vote again.</source>
        <translation>Égalité entre {names} : on revote.</translation>
    </message>
    <message>
        <source>Tie between {names}: lots are drawn, {name} is banished.</source>
        <translation>Égalité entre {names} : le sort désigne {name}, que le village bannit.</translation>
    </message>
    <message>
        <source>The vote is tied: the {title} breaks the tie.</source>
        <translation>Égalité : le {title} tranche.</translation>
    </message>
    <message>
        <source>Tie between {names}: the {title} breaks the tie.</source>
        <translation>Égalité entre {names} : le {title} tranche.</translation>
    </message>
    <message>
        <source>{name} is elected.</source>
        <translation>{name} remporte l&apos;élection.</translation>
    </message>
    <message>
        <source>Tie between {names}: lots are drawn.</source>
        <translation>Égalité entre {names} : on tire au sort.</translation>
    </message>
    <message>
        <source>Nobody is banished.</source>
        <translation>Personne n&apos;est banni.</translation>
    </message>
    <message>
        <source>The village banished its Elder: every village power is lost for the rest of the game.</source>
        <translation>Le village a banni son Ancien : tous les pouvoirs du village sont perdus jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>{name} is the Village Idiot: spared, but they will never vote again.</source>
        <translation>{name} est l&apos;Idiot du Village : épargné, mais privé de vote jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>{name} is the Puppeteer: the strings hold, nobody is banished today.</source>
        <translation>{name} est le Marionnettiste : les fils tiennent bon, personne n&apos;est banni aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>{name} shows their card: {role}, and stays.</source>
        <translation>{name} montre sa carte : {role}, et reste en jeu.</translation>
    </message>
    <message>
        <source>{names}, or nobody (keep your own card)</source>
        <translation>{names}, ou personne (vous gardez votre carte)</translation>
    </message>
    <message>
        <source>{name} leaves showing the Devoted Servant&apos;s card: their own, or the Servant secretly took theirs.</source>
        <translation>{name} quitte le village en montrant la carte de la Servante Dévouée : la sienne, ou bien la Servante a pris la sienne en secret.</translation>
    </message>
    <message>
        <source>Your sister: {names}</source>
        <translation>Votre sœur : {names}</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Maire</translation>
    </message>
    <message>
        <source>Lots are drawn: {name} becomes {title}.</source>
        <translation>Tirage au sort : {name} devient {title}.</translation>
    </message>
    <message>
        <source>{name} stood alone and becomes {title}.</source>
        <translation>Candidature unique : {name} devient {title}.</translation>
    </message>
    <message>
        <source>{name} is the new {title}.</source>
        <translation>{name} est le nouveau {title}.</translation>
    </message>
    <message>
        <source>{name} is elected {title}.</source>
        <translation>{name} remporte l&apos;élection et devient {title}.</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Muet</translation>
    </message>
    <message>
        <source>{name} is muted: nobody leaves today; no more speaking, but still a vote.</source>
        <translation>{name} est réduit au silence : plus de parole, mais le vote demeure.</translation>
    </message>
</context>
<context>
    <name>Winners</name>
    <message>
        <source>The village wins!</source>
        <translation>Le village l&apos;emporte !</translation>
    </message>
    <message>
        <source>The werewolves win!</source>
        <translation>Les loups-garous l&apos;emportent !</translation>
    </message>
    <message>
        <source>The Fox wins alone!</source>
        <translation>Le Renard gagne seul !</translation>
    </message>
    <message>
        <source>The lovers win!</source>
        <translation>Les amoureux l&apos;emportent !</translation>
    </message>
    <message>
        <source>The Tanner wins!</source>
        <translation>Le Tanneur gagne !</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Personne ne gagne.</translation>
    </message>
    <message>
        <source>The Piper wins alone!</source>
        <translation>Le Joueur de Flûte gagne seul !</translation>
    </message>
    <message>
        <source>The White Werewolf wins alone!</source>
        <translation>Le Loup-Garou Blanc gagne seul !</translation>
    </message>
</context>
</TS>
