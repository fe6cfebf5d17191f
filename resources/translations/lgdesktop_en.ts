<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>%n role(s) with a power</source>
        <extracomment>A card shown at a tally by a player the vote designated and who stays (anniversary&apos;s Idiot, Puppeteer): (seat, role). The banished among ``deaths`` (the others died with them: a lover&apos;s grief). The day of a tally that closed that day&apos;s second vote (the Stuttering Judge&apos;s), titled so; 0 for any other. A morning whose deaths were told already: the dawn&apos;s notes once its owed actions were taken (anniversary&apos;s growl after a Hunter&apos;s shot), shown alone. The owed action whose answer caused ``deaths``, where the table sees it taken (``ActionTaken`` public): who took it and whom it named; None where it is secret. A new narration line is on screen (for the optional spoken narration). The host&apos;s clock was paused (True) or resumed (False): spoken narration holds too. The start hint names a set-up to fix (shown as a warning), not a table that fills. What the preset in play set (&quot;&quot; when the roles are nobody&apos;s preset). The row of that preset in ``presets`` (-1: none) and its name. Seats played by the computer (the host&apos;s own bots among them). Every living player may be named: the TV lists none (its vote&apos;s instruction says so). Who may vote in a day vote closed to some of the living (a Scapegoat&apos;s choice). The day vote open is the day&apos;s second (the Stuttering Judge&apos;s): no debate before it. The tally&apos;s heading when it is not the plain &quot;The votes&quot; (a second vote&apos;s). The most votes a row of the tally received (0 where the totals are kept secret): its bars are drawn against it. How many seats won (the end screen counts them when their names are too long a line). Public events of this game already turned into interludes (see the module doc). The kind of the owed action the last view waited for (a secret one, the Devoted Servant&apos;s, announces no answer: the deaths that follow are its). Milliseconds left of the interlude on screen while the clock is paused.</extracomment>
        <translation>
            <numerusform>%n role with a power</numerusform>
            <numerusform>%n roles with a power</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more player(s) needed</source>
        <translation>
            <numerusform>%n more player needed</numerusform>
            <numerusform>%n more players needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{roles} roles for {seats} seats: waiting for %n more player(s)</source>
        <translation>
            <numerusform>{roles} roles for {seats} seats: waiting for %n more player</numerusform>
            <numerusform>{roles} roles for {seats} seats: waiting for %n more players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many roles for %n seat(s)</source>
        <translation>
            <numerusform>Too many roles for %n seat</numerusform>
            <numerusform>Too many roles for %n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s) to be ready</source>
        <translation>
            <numerusform>Waiting for %n player to be ready</numerusform>
            <numerusform>Waiting for %n players to be ready</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEnd</name>
    <message numerus="yes">
        <source>%n winner(s), marked ★</source>
        <translation>
            <numerusform>%n winner, marked ★</numerusform>
            <numerusform>%n winners, marked ★</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTally</name>
    <message numerus="yes">
        <source>… and %n other(s)</source>
        <extracomment>Under the first rows of a tally too long for the screen.</extracomment>
        <translation>
            <numerusform>… and %n other</numerusform>
            <numerusform>… and %n others</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message numerus="yes">
        <source>{names} and %n other(s)</source>
        <translation>
            <numerusform>{names} and %n other</numerusform>
            <numerusform>{names} and %n others</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): {names}</source>
        <translation>
            <numerusform>%n player: {names}</numerusform>
            <numerusform>%n players: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Local</name>
    <message numerus="yes">
        <source>At most %n players share one screen.</source>
        <translation>
            <numerusform>At most %n player shares one screen.</numerusform>
            <numerusform>At most %n players share one screen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message numerus="yes">
        <source>From %n players</source>
        <translation>
            <numerusform>From %n player</numerusform>
            <numerusform>From %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n players</source>
        <translation>
            <numerusform>Up to %n player</numerusform>
            <numerusform>Up to %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n center card(s)</source>
        <translation>
            <numerusform>%n center card</numerusform>
            <numerusform>%n center cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
</context>
</TS>
