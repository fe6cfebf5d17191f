"""Windows and start-up: the qasync runtime, the commands' entry points, the launcher,
the demo, the controllers that join network clients to view-models, and what they load
(paths, images, speech, preferences).
"""
