"""``python -m lgdesktop``: same as the ``lgdesktop`` script."""

import sys

from .cli import main

sys.exit(main())
