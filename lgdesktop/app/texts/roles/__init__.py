"""One module per family of characters, each registering its texts in
:mod:`..registry` on import. A new character's texts: its family's module (or a new one,
imported below). The order is the order of the registry's lists: the Witch's potions
question is asked before the Wolf-Father's infection."""

from . import guards as guards
from . import hunter as hunter
from . import little_girl as little_girl
from . import lovers as lovers
from . import one_night as one_night
from . import seers as seers
from . import solo as solo
from . import thief as thief
from . import village as village
from . import witch as witch
from . import wolves as wolves
