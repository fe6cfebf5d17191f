"""Presenters and texts: every product sentence computed in Python (role texts, narration,
error sentences), the pure presenters that turn views into rows, and the languages.
"""
