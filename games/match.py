"""A match: deals one after another, with what passes between them.

A match is fully described by game, player count, options, seed and the list of
action codes; `to_dict` saves exactly that and `from_dict` replays it, so a save
can never disagree with the rules that produced it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from games import rng as rngs
from games.actions import Action
from games.errors import IllegalAction, InvalidInput
from games.events import Event
from games.game import Game
from games.jsontypes import JsonObject, JsonValue
from games.rulebook import Config
from games.state import MatchContext, Observation, State
from games.words.reasons import REASONS, reason

SAVE_FORMAT = 1
_G = "{:g}".format  # a score as the deal_over and match_over events print it


class SavedMatch(TypedDict):
    """A match as a save holds it: what replays it exactly (JSON)."""

    format: int  # SAVE_FORMAT
    game: str
    players: int
    options: JsonObject
    seed: int
    actions: list[str]  # the action codes, in order


class Snapshot(TypedDict):
    """A match as it stands (`Match.snapshot`), so a long one resumes without replaying every action (JSON)."""

    actions: int  # how many of the save's actions it has played
    rng: list[JsonValue]  # the match's generator (games/rng.py rng_state)
    context: JsonObject
    state: JsonObject
    over: bool


class Match:
    def __init__(self, game: Game, num_players: int | None = None, options: Mapping[str, object] | None = None,
                 seed: int = 0) -> None:
        self.game = game
        self.config: Config = game.config(options)
        self.num_players = game.default_players(self.config) if num_players is None else num_players
        game.check_players(self.config, self.num_players)
        self.seed = seed
        self.rng = rngs.seeded(seed)
        self.context: MatchContext = game.new_context(self.config, self.num_players, self.rng)
        self.state: State = game.new_deal(self.config, self.num_players, self.context, rngs.child_seed(self.rng))
        self.actions: list[str] = []
        self.finished_deals: list[State] = []
        self.over = False
        #: (deal, its history list, the list's length, the actions) of the last `legal_actions` answer
        self._offer: tuple[State, list[Event], int, list[Action]] | None = None
        if self.state.is_over:
            self._finish_deal()

    # -- play ---------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        state = self.state
        legal = state.legal_actions()
        # Kept for `apply`: one of these very actions, applied while the deal is as it was, is legal without
        # asking the rules again (the usual loop: legal_actions, then apply). Random play runs at 1.4x to 1.6x
        # the actions/s of asking twice (bench perf, kvarteto, kolovrat and ospalec; 2026-12-01). "As it was":
        # the same deal, its history the same list at the same length; act through the match, since a move
        # made on the deal behind its back that records no event (Kolovrat has such) would go unnoticed.
        self._offer = (state, state.history, len(state.history), legal)
        return legal

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction(reason(REASONS["match_over"]))
        state = self.state
        offer, self._offer = self._offer, None
        if offer is not None and offer[0] is state and offer[1] is state.history and offer[2] == len(state.history) \
                and any(a is action for a in offer[3]):
            events = state.apply_legal(action)
        else:
            events = state.apply(action)
        self.actions.append(action._code or action.code)
        if state.is_over:
            events = events + self._finish_deal()
        return events

    def apply_code(self, code: str) -> list[Event]:
        if self.over:
            raise IllegalAction(reason(REASONS["match_over"]))
        return self.apply(self.state.action_from_code(code))

    def _finish_deal(self) -> list[Event]:
        deal = self.state
        self.context = self.game.after_deal(self.config, self.context, deal)
        self.finished_deals.append(deal)
        events = [Event("deal_over", value=self.context.deal_index, arg=",".join(map(_G, deal.scores())))]
        if self.game.match_over(self.config, self.context):
            self.over = True
            return [*events, Event("match_over", arg=",".join(map(_G, self.context.totals)))]
        self.state = self.game.new_deal(self.config, self.num_players, self.context, rngs.child_seed(self.rng))
        events += list(self.state.history)
        if self.state.is_over:  # a deal can be decided by the deal alone; score it and go on
            events += self._finish_deal()
        return events

    def observation(self, seat: int) -> Observation:
        return self.state.observation(seat)

    def scores(self) -> list[float]:
        return list(self.context.totals)

    def returns(self) -> list[float]:
        return self.game.match_returns(self.config, self.context)

    def winners(self) -> list[int]:
        return self.game.winners(self.config, self.context)

    # -- copies and saves ------------------------------------------------------------------------------
    def clone(self) -> Match:
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.rng = rngs.copy_rng(self.rng)
        twin.state = self.state.clone()
        twin.actions = self.actions.copy()
        twin.finished_deals = self.finished_deals.copy()
        twin._offer = None
        return twin

    def to_dict(self) -> SavedMatch:
        return {"format": SAVE_FORMAT, "game": self.game.id, "players": self.num_players,
                "options": self.config.to_dict(), "seed": self.seed, "actions": list(self.actions)}

    @staticmethod
    def from_dict(data: object, game: Game | None = None) -> Match:
        from games.registry import get_game

        if not isinstance(data, Mapping):
            raise InvalidInput("a saved match must be a mapping")
        if data.get("format") != SAVE_FORMAT:
            raise InvalidInput(f"saved match format {data.get('format')!r} is not {SAVE_FORMAT}")
        for key in ("game", "players", "options", "seed", "actions"):
            if key not in data:
                raise InvalidInput(f"saved match lacks '{key}'")
        game = game or get_game(str(data["game"]))
        if not isinstance(data["seed"], int) or not isinstance(data["actions"], list):
            raise InvalidInput("saved match has a bad seed or action list")
        match = Match(game, data["players"], saved_options(game, data["options"]), data["seed"])
        for i, code in enumerate(data["actions"]):
            try:
                match.apply_code(str(code))
            except (IllegalAction, InvalidInput) as exc:
                raise InvalidInput(f"saved action {i + 1} ({code}) does not replay: {exc}") from None
        return match

    def snapshot(self) -> Snapshot:
        """The match as it stands, so a long match resumes without replaying every action."""
        return {"actions": len(self.actions), "rng": rngs.rng_state(self.rng), "context": self.context.to_dict(),
                "state": self.state.to_dict(), "over": self.over}

    @staticmethod
    def restore(data: Mapping[str, Any], snapshot: Mapping[str, Any],  # Any: as read; in a try that replays instead
                game: Game | None = None) -> Match:
        """A match from a save and its snapshot; replays instead when the snapshot does not fit the save."""
        from games.registry import get_game

        game = game or get_game(str(data["game"]))
        try:
            if snapshot.get("actions") != len(data["actions"]):
                raise InvalidInput("the snapshot is older than the action list")
            match = object.__new__(Match)
            match.game = game
            match.config = game.config(saved_options(game, data["options"]))
            match.num_players = int(data["players"])
            match.seed = int(data["seed"])
            match.rng = rngs.rng_from_state(snapshot["rng"])
            match.context = MatchContext.from_dict(snapshot["context"])
            match.state = game.state_class.from_dict(game, snapshot["state"])
            match.actions = [str(a) for a in data["actions"]]
            match.finished_deals = []
            match.over = bool(snapshot["over"])
            match._offer = None
            return match
        except (KeyError, TypeError, ValueError, IndexError):
            return Match.from_dict(data, game)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Match) and self.to_dict() == other.to_dict() and self.state == other.state

    __hash__ = None  # type: ignore[assignment]  # unhashable: equal by value, and the value can change


def saved_options(game: Game, options: object) -> Mapping[str, object] | None:
    """A save's options, with the rules of its time for options added since (`Game.options_before`); InvalidInput,
    as `RuleBook.config` words it, for options that are not a mapping."""
    if options is None:
        return None
    if not isinstance(options, Mapping):
        raise InvalidInput(f"{game.rulebook.id}: options must be name: value pairs, not {type(options).__name__}")
    if not game.options_before:
        return options
    return {**{k: v for k, v in game.options_before.items() if k not in options}, **options}
