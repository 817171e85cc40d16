"""A race against the clock in the terminal: the human's real reaction time is measured, never typed.

Where a game's decision is a race (`Game.timed_action` gives the action for a time, e.g. laying down
after 0.8 s), the terminal asks for Enter and times it from the moment the prompt appears, as the window
times its button. Were the time typed in, the quickest legal time would be a move nobody could beat
(the computer players take 0.45 s and more), so whatever is typed counts only as the moment of the key
press. A line that comes in before anyone could have reacted was typed ahead and is dropped, so answers
piped in by a script never lay down (the race waits for a key press or the end of input). The clock
lives here: engines keep none.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from games import Action, Match

#: the clock races are timed by (a test puts a fake one in its place)
clock: Callable[[], float] = time.monotonic

#: a line that arrives sooner than this after the prompt was typed before the prompt appeared (nobody
#: reacts to what he sees in under a tenth of a second; sprint starts draw the false-start line there):
#: it is dropped and the clock runs on, so pressing Enter ahead, just in case, gains nothing
ANTICIPATION = 0.1

T = {
    "go": ("Teď! Stiskni Enter co nejrychleji (měří se čas; q konec):",
           "Now! Press Enter as fast as you can (you are timed; q quits):"),
    "early": ("Řádek přišel dřív, než šlo zareagovat (napsaný předem); nepočítá se a čas běží dál.",
              "That line came before anyone could react (it was typed ahead); it does not count and the clock "
              "runs on."),
    "typed": ("Čas se nezadává, měří se: počítá se okamžik, kdy jsi stiskl Enter.",
              "A time is not typed in but measured: what counts is the moment you pressed Enter."),
    "time": ("Tvůj čas: {t} s.", "Your time: {t} s."),
}


def tr(key: str, lang: str, **fields: object) -> str:
    return T[key][0 if lang == "cs" else 1].format(**fields)


def is_timed(match: Match) -> bool:
    """Whether the decision at hand is a race against the clock."""
    return match.game.timed_action(match.state, 0.0) is not None


def ask_timed(match: Match, lang: str, input_fn: Callable[[str], str], say: Callable[[str], None]) -> Action | None:
    """The action for the human's measured time from the prompt to his Enter; None if he quits or input ends."""
    _drop_typeahead(input_fn)
    start = clock()
    warned = False
    while True:
        try:
            # the prompt once: printed again for each dropped line, piped answers would flood the screen
            answer = input_fn("" if warned else tr("go", lang) + " ").strip()
        except EOFError:
            return None
        elapsed = clock() - start
        if answer.lower() in ("q", "quit", "konec"):
            return None
        if elapsed < ANTICIPATION:
            if not warned:  # once: a script's piped answers all arrive at once and would repeat it
                say(tr("early", lang))
                warned = True
            continue
        if answer:
            say(tr("typed", lang))
        shown = f"{elapsed:.1f}"
        say(tr("time", lang, t=shown.replace(".", ",") if lang == "cs" else shown))
        action = match.game.timed_action(match.state, elapsed)
        assert action is not None  # is_timed said so, and nothing has been played since
        return action


def _drop_typeahead(input_fn: Callable[[str], str]) -> None:
    """Forget keys pressed before the race showed, where the terminal lets us (a real one, on POSIX)."""
    if input_fn is not input or sys.platform == "win32" or not sys.stdin.isatty():
        return
    import termios

    termios.tcflush(sys.stdin, termios.TCIFLUSH)
