"""View-models: the plain-value QObjects and list models QML binds to (board, player,
join form, countdown), and the ports through which they ask the outside world.
"""
