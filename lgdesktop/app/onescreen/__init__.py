"""The one-screen table: the whole game on one shared screen passed around, driven by
the same room core as the network host.
"""
