"""Where the table scene stands: its own phases, apart from a game's (a deal's `phase`)."""

from __future__ import annotations

from enum import StrEnum


class TablePhase(StrEnum):
    PLAY = "play"  # a deal in play: the seat to act chooses (or its bot does)
    SUMMARY_WAIT = "summary_wait"  # the deal is over; its summary opens on the next update
    SUMMARY = "summary"  # the deal's summary is up until the player goes on
    MATCH_OVER = "match_over"
    CURTAIN = "curtain"  # hot-seat: the table is covered until the next person at the table is ready
    REPLAY = "replay"  # a saved match shown frozen by the replay scene
