// The TV's sound deck (issue 26): the Qt Multimedia players that
// lgdesktop/app/shell/sound_player.py drives. The players are made here, by QML, and not
// from Python: a QMediaPlayer or QAudioOutput made from Python is a shiboken wrapper whose
// virtual functions take the interpreter's lock from Qt's audio threads, which deadlocked
// with a volume change made from Python (docs/audio.md). The Python side calls the
// functions below through queued calls only, so they run from the event loop, the
// interpreter's lock released.
import QtQuick
import QtMultimedia

QtObject {
    id: deck

    // Set through configure(): the master volume (a linear factor, 0-1) and the room
    // channel's factor (ducking under the voice).
    property real master: 1.0
    property real roomGain: 1.0

    // How many audio outputs the system offers (0: nothing can be heard).
    property MediaDevices devices: MediaDevices {}
    readonly property int outputs: devices.audioOutputs.length

    // What the deck asked Qt to do, newest last ("channel action url"), at most logLimit.
    property var requests: []
    readonly property int logLimit: 200
    // Every request so far (the log above keeps the last ones only).
    property int requestCount: 0

    // The state the player and the tests read.
    readonly property string voiceSource: voice.source.toString()
    readonly property int voiceState: voice.playbackState
    readonly property int voiceStatus: voice.mediaStatus
    readonly property string voiceError: voice.errorString
    readonly property string loopSource: loop.source.toString()
    readonly property int loopState: loop.playbackState
    readonly property int probeStatus: probe.mediaStatus
    readonly property real probeDuration: probe.duration
    readonly property string probeError: probe.errorString
    readonly property var shotStates: [shot0.playbackState, shot1.playbackState, shot2.playbackState]

    // The voice channel: one clip at a time.
    property MediaPlayer voice: MediaPlayer {
        id: voice
        property real level: 1.0
        property string wanted: ""
        onMediaStatusChanged: if (mediaStatus === MediaPlayer.EndOfMedia) wanted = ""
        onErrorOccurred: wanted = ""
        audioOutput: AudioOutput { volume: deck.master * voice.level }
    }
    // The room channel: the ambience loop, and one-shots that may overlap it and each other.
    property MediaPlayer loop: MediaPlayer {
        id: loop
        property real level: 1.0
        property string wanted: ""
        onMediaStatusChanged: if (mediaStatus === MediaPlayer.EndOfMedia) wanted = ""
        onErrorOccurred: wanted = ""
        loops: MediaPlayer.Infinite
        audioOutput: AudioOutput { volume: deck.master * deck.roomGain * loop.level }
    }
    property MediaPlayer shot0: MediaPlayer {
        id: shot0
        property real level: 1.0
        property string wanted: ""
        onMediaStatusChanged: if (mediaStatus === MediaPlayer.EndOfMedia) wanted = ""
        onErrorOccurred: wanted = ""
        audioOutput: AudioOutput { volume: deck.master * deck.roomGain * shot0.level }
    }
    property MediaPlayer shot1: MediaPlayer {
        id: shot1
        property real level: 1.0
        property string wanted: ""
        onMediaStatusChanged: if (mediaStatus === MediaPlayer.EndOfMedia) wanted = ""
        onErrorOccurred: wanted = ""
        audioOutput: AudioOutput { volume: deck.master * deck.roomGain * shot1.level }
    }
    property MediaPlayer shot2: MediaPlayer {
        id: shot2
        property real level: 1.0
        property string wanted: ""
        onMediaStatusChanged: if (mediaStatus === MediaPlayer.EndOfMedia) wanted = ""
        onErrorOccurred: wanted = ""
        audioOutput: AudioOutput { volume: deck.master * deck.roomGain * shot2.level }
    }
    // Decodes without playing (no audio output): the smoke check's proof that a clip loads.
    property MediaPlayer probe: MediaPlayer { id: probe }

    property int nextShot: 0

    function note(text) {
        let kept = requests.concat([text])
        requests = kept.length > logLimit ? kept.slice(kept.length - logLimit) : kept
        requestCount += 1
    }

    function shots() {
        return [shot0, shot1, shot2]
    }

    function configure(newMaster, newGain) {
        master = newMaster
        roomGain = newGain
    }

    // Play url on channel "voice" (cuts the voice still playing) or "room" (looping: the
    // ambience player, replacing its loop; else a one-shot player, a free one if any).
    function play(channel, url, level, looping) {
        let player
        if (channel === "voice") {
            player = voice
        } else if (looping) {
            player = loop
        } else {
            let all = shots()
            player = all.find(p => p.wanted === "")
            if (player === undefined) {
                player = all[nextShot]
                nextShot = (nextShot + 1) % all.length
            }
        }
        player.stop()
        player.level = level
        player.source = url
        player.play()
        player.wanted = "play"
        note(channel + (looping ? " loop " : " play ") + url)
    }

    // Stop url on channel (the voice: whatever it says; the room: every player of url).
    function stop(channel, url) {
        if (channel === "voice") {
            voice.stop()
            voice.wanted = ""
        } else {
            for (let player of [loop].concat(shots())) {
                if (player.source.toString() === url) {
                    player.stop()
                    player.wanted = ""
                }
            }
        }
        note(channel + " stop " + url)
    }

    // Stop everything of channel ("voice", "room"), or of both ("").
    function silence(channel) {
        let players = channel === "voice" ? [voice]
                    : channel === "room" ? [loop].concat(shots())
                    : [voice, loop].concat(shots())
        for (let player of players) {
            player.stop()
            player.wanted = ""
        }
        note((channel || "all") + " silence")
    }

    // Pause what plays (paused: true), or play again what was paused so. A player is
    // "under way" from play() to its end (its state lags while Qt loads the clip: a clip
    // paused as it loads stays paused, at its start, once loaded).
    function hold(paused) {
        for (let player of [voice, loop].concat(shots())) {
            if (paused && player.wanted === "play") {
                player.pause()
                player.wanted = "held"
            } else if (!paused && player.wanted === "held") {
                player.play()
                player.wanted = "play"
            }
        }
        note(paused ? "all hold" : "all resume")
    }

    function load(url) {
        probe.source = url
    }
}
