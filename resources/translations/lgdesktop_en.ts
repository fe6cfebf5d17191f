<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>%n role(s) with a power</source>
        <translation>
            <numerusform>%n role with a power</numerusform>
            <numerusform>%n roles with a power</numerusform>
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
