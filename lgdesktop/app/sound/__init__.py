"""The TV's sound: the narrator's voice and the room's sounds.

:mod:`.script` is the heart and is pure (no Qt, no audio): from the public view and the
host's clock it says which clip and which sound play, when, at what volume. The players
(Qt Multimedia) and the ``--sound-log`` of ``lgdesktop demo`` are thin shells over it.
"""
