"""A match at the table, without pixels: seats, AI turns off the UI thread, undo and hint.

The session owns the `Match` and decides nothing about the rules: legal actions,
events and scores all come from the match. AI seats choose through a `PlayerView`
in a worker thread so the window stays responsive while a bot searches; the scene
polls `poll_ai()` every frame. Undo rebuilds the match from seed + action codes up
to the human's last decision, which is exactly how a save replays.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ai import PlayerView, make_player, parallel
from ai.registry import LEVEL_NAMES, hint_level, level_player
from ai.runner import BotHandle, BotRunner, Cancelled
from games.actions import Action
from games.events import Event
from games.game import Game
from games.match import Match

#: an option's value as a rule book types it (games/rulebook.py OptionSpec: bool, int, number or choice)
OptionValue = bool | int | float | str

HUMAN = "human"
TIME_CAP = 5.0  # seconds an AI may think at most; levels carry their own, smaller caps


def ai_levels(game_id: str) -> list[str]:
    """The AI players a seat can take in this game: random, then each level's player, weakest first.

    A level is the game's own player where it has a better one than the generic search (its AI module's
    MENU_LEVELS), so the menu offers one "hard" per game, never two players that would both read "Computer – hard".
    """
    return ["random", *(level_player(game_id, level) for level in LEVEL_NAMES)]


class TableSession:
    def __init__(self, game: Game, seats: Sequence[str], options: Mapping[str, OptionValue] | None = None,
                 seed: int = 0) -> None:
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.match = Match(game, len(self.seats), options, seed)
        self.players = {s: make_player(name, game.id, seed * 31 + s) for s, name in enumerate(self.seats)
                        if name != HUMAN}
        if self.players:
            parallel.warm_soon(game.id)  # the search's worker processes start now, not at the first decision
        self._ai_future: BotHandle | None = None
        self._ai_key: tuple[int, int] | None = None  # (generation, action count) the search was started for
        self._hint_future: BotHandle | None = None
        self._hint_key: tuple[int, int] | None = None
        self.generation = 0  # bumped by undo, so a stale AI answer is ignored

    # -- who acts -------------------------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [s for s, name in enumerate(self.seats) if name == HUMAN]

    @property
    def to_move(self) -> int | None:
        return self.match.current_player

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] == HUMAN

    @property
    def human_turn(self) -> bool:
        return self.is_human(self.to_move)

    @property
    def against_ai(self) -> bool:
        return bool(self.players) and bool(self.humans)

    # -- moves ------------------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Play `action` for the seat to move (raises IllegalAction if it is not legal)."""
        self._cancel_ai()
        self._hint_future = None
        return self.match.apply(action)

    def _view(self, seat: int) -> PlayerView:
        rng = random.Random(self.seed * 1_000_003 + len(self.match.actions))
        return PlayerView(self.match.state, seat, rng)

    def start_ai(self) -> bool:
        """Start the AI's search if an AI is to move and none runs; True if one is running now."""
        seat = self.to_move
        if seat is None or self.is_human(seat):
            return False
        key = (self.generation, len(self.match.actions))
        if self._ai_future is not None and self._ai_key == key:
            return True
        player = self.players[seat]
        view = self._view(seat)
        self._ai_future = BotRunner(player, TIME_CAP).start(view)
        self._ai_key = key
        return True

    @property
    def thinking(self) -> bool:
        return self._ai_future is not None and not self._ai_future.done()

    def poll_ai(self) -> Action | None:
        """The AI's chosen action once its search is done (for the current position), else None."""
        future = self._ai_future
        if future is None or not future.done():
            return None
        self._ai_future = None
        if self._ai_key != (self.generation, len(self.match.actions)):
            return None
        try:
            action = future.result()
        except Cancelled:
            return None
        return action if action in self.match.legal_actions() else self.match.legal_actions()[0]

    def ai_move_now(self) -> list[Event]:
        """Choose and play the AI's move on this thread (tests, screenshots)."""
        seat = self.to_move
        assert seat is not None and not self.is_human(seat)
        self._cancel_ai()
        return self.apply(self.players[seat].choose(self._view(seat)))

    def _cancel_ai(self) -> None:
        if self._ai_future is not None:
            self._ai_future.cancel()
        self._ai_future = None
        self._ai_key = None

    # -- hint and undo ------------------------------------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        """Why the rules refuse `action` now (the engine's reason, a Reason in cs and en), or None if they
        allow it; asked, never applied, so the table can say why a card does not lift."""
        state = self.match.state
        if action in state.legal_actions():
            return None
        return state.explain_illegal(action)

    def legal_after(self, action: Action) -> list[Action]:
        """The moves the rules would offer next if `action` were made: asked of a copy of the deal, so the
        table can make a two-step move in one gesture (Kolovrat: capture with a card and take the pile it
        was dropped on) only when the second step will be there."""
        state = self.match.state.clone()
        state.apply(action)
        return state.legal_actions()

    def hint_available(self) -> bool:
        return self.human_turn

    def hint_player_name(self) -> str:
        """Normal's player, or a better one as quick (a game AI module's `HINT_LEVEL`); a game's own AI
        explains itself (bridge: the call and its meaning)."""
        return level_player(self.game.id, hint_level(self.game.id))

    def start_hint(self) -> None:
        seat = self.to_move
        if seat is None or not self.is_human(seat):
            return
        player = make_player(self.hint_player_name(), self.game.id, self.seed + len(self.match.actions))
        self._hint_future = BotRunner(player, TIME_CAP).start(self._view(seat))
        self._hint_key = (self.generation, len(self.match.actions))

    @property
    def hinting(self) -> bool:
        return self._hint_future is not None and not self._hint_future.done()

    def poll_hint(self) -> Action | None:
        future = self._hint_future
        if future is None or not future.done():
            return None
        self._hint_future = None
        if self._hint_key != (self.generation, len(self.match.actions)):
            return None
        try:
            return future.result()
        except Cancelled:
            return None

    def undo_point(self, only: int | None = None) -> int | None:
        """How many actions to keep to be back at the human's last decision, or None; with `only` (hot seat),
        None unless that last human decision was `only`'s own."""
        actions = self.match.actions
        if not actions or not self.humans:
            return None
        replay = Match(self.game, self.match.num_players, self.match.config, self.seed)
        movers = []
        for code in actions:
            movers.append(replay.current_player)
            replay.apply_code(code)
        # Back to before the latest human move; if the human is to move now, that is their previous decision.
        for i in range(len(movers) - 1, -1, -1):
            if self.is_human(movers[i]):
                return i if only is None or movers[i] == only else None
        return None

    def can_undo(self, only: int | None = None) -> bool:
        """Whether undo may be offered: against bots, or in hot seat for `only`'s own move (several humans
        without bots have no one else's move to take back with it, so it is the same rule)."""
        if not self.match.actions or not self.humans:
            return False
        if only is not None:
            return self.undo_point(only) is not None
        return self.against_ai

    def undo(self, only: int | None = None) -> bool:
        keep = self.undo_point(only)
        if keep is None:
            return False
        self._cancel_ai()
        self._hint_future = None
        data = self.match.to_dict()
        data["actions"] = data["actions"][:keep]
        self.match = Match.from_dict(data, self.game)
        self.generation += 1
        return True

    def close(self) -> None:
        self._cancel_ai()
        if self._hint_future is not None:
            self._hint_future.cancel()
            self._hint_future = None
