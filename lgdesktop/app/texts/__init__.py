"""Presenters and texts: every product sentence computed in Python (role texts, narration,
error sentences), the pure presenters that turn views into rows, and the languages.

:mod:`.texts` holds the sentences every edition shares; the tables it reads are in
:mod:`.registry`, filled by one module per family of characters (:mod:`.roles`) and one per
edition (:mod:`.editions`).
"""
