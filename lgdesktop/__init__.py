"""lgdesktop: Loup-Garou for the living room."""

__version__ = "0.1.0"
