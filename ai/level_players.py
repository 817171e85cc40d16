"""Which player a level (easy, normal, hard) means in each game, where it is not the generic search.

A game's own player takes a level when it plays it better than `ismcts:<level>` (measured with
duplicate deals, see the README's strength tables) or when the search cannot play a phase well
at all (a bidding system). Every other game plays its levels with `ismcts:<level>`.
"""

from __future__ import annotations

from ai.registry import LEVEL_NAMES, register_level_player

#: game id -> the levels its own players take (the player is `<game id>:<level>`), and why
OWN_LEVELS: dict[str, tuple[str, ...]] = {
    # bidding by the written system and card play solved double dummy; the search cannot bid
    "bridz": LEVEL_NAMES,
    # bids by playing the hand out and reckoning the chips each call is worth
    "boston": LEVEL_NAMES,
    # ospalec:normal won 0.44 [0.35, 0.54] of three-handed matches against ismcts:normal (even 0.33)
    "ospalec": LEVEL_NAMES,
    # kvarteto:hard (it remembers every ask) won 0.41 [0.38, 0.44] against kvarteto:normal (even 0.33) and
    # 0.90 [0.86, 0.93] against three random players, as ismcts:normal does (0.89), but answers at once,
    # where the search takes seconds a question
    "kvarteto": LEVEL_NAMES,
    # the expert (every discard valued exactly, the play solved over sampled hands) took 0.37 [0.13, 0.60]
    # points a deal more than ismcts:normal, over 400 duplicate deals; its easy and normal stay on the search,
    # which makes a gentler ladder below it
    "cribbage": ("hard",),
}

#: game id -> the level whose player gives the table's hints, where it is not normal: a game's own hard player
#: that answers as quickly as normal (under a second) and plays better, as measured above
HINT_LEVELS: dict[str, str] = {"cribbage": "hard", "kvarteto": "hard"}


def hint_level(game_id: str) -> str:
    """The level a hint is asked of: normal, which answers within a second in every game, unless a better
    player answers as quickly."""
    return HINT_LEVELS.get(game_id, "normal")


def register() -> None:
    for game_id, levels in OWN_LEVELS.items():
        for level in levels:
            register_level_player(game_id, level, f"{game_id}:{level}")


register()
