"""Bridž at the robots' table: the Blue Chip Bridge Table Manager protocol (version 18), as a client (a Karty bot
sits at any table manager, `client.py`) and as a table manager (other robots sit at Karty's, `manager.py`).
The messages are `protocol.py`'s, the lines `wire.py`'s; what a seat knows is `seat.py`'s. docs/bridz-robots.md
says what is supported and how to play a match against another robot.
"""
