"""A game: its rule book, how a match is set up, and how deals add up to a match.

The `State` subclass plays one deal; a `Game` knows what comes before the first
deal (who deals), what passes between deals (totals, pot, vulnerability), and
when the match is over. Defaults fit games that add up per-deal scores over a
fixed number of deals; games override what differs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import ClassVar

from cards import Names, Pack, get_pack
from games.actions import Action
from games.errors import InvalidInput
from games.rulebook import Config, RuleBook, get_rulebook
from games.schema import Shape, check_tables
from games.state import MatchContext, State
from games.words.reasons import refusal
from games.words.vocabulary import Words

#: what a call says by a game's bidding system, in English, or "": (calls so far, dealer, seat, call); the notes
#: of Bridž's PBN export, given by the game's AI (ai/manifest.py `AiHooks.call_meaning`)
CallMeaning = Callable[[Sequence[str], int, int, str], str]


class Game:
    id: ClassVar[str]
    state_class: ClassVar[type[State]]
    #: lower totals are better (penalty marks) rather than higher (points)
    lower_is_better: ClassVar[bool] = False
    #: the game offers no decision worth searching (Souboje, Černý Petr)
    pure_chance: ClassVar[bool] = False
    #: the partnerships when the game is played by sides (`sides`), and whether each seat's score is its side's
    #: (Bridž) rather than its own share, the side's being their sum (Cribbage at four)
    partnerships: ClassVar[tuple[tuple[int, ...], ...] | None] = None
    side_scores: ClassVar[bool] = True
    #: what the game says to a player beyond the common words: its sentences, facts, piles (games/words/)
    words: Words = Words()
    #: options added after saves were already being made, each with the value that gives the rules such a save
    #: was played under; a save that lacks the option replays with that value, not the new default
    options_before: ClassVar[dict[str, object]] = {}
    #: the shape of the rule book's `tables` (games/schema.py), checked when the game loads its rule book
    tables_shape: ClassVar[Shape | None] = None
    #: the kinds of public choice whose label the terminal and the table print when a bot makes one (Bridž's
    #: calls, with what the call means); none by default
    announce_kinds: ClassVar[frozenset[str]] = frozenset()
    #: the seat a lone human takes unless he picks another, the same in the window and the terminal (Bridž: South,
    #: where bridge programs seat the player, his partner North as the dummy when he declares)
    home_seat: ClassVar[int] = 0

    def first_human(self, num_players: int) -> int:
        """`home_seat` where the table has it, else the first seat."""
        return self.home_seat if self.home_seat < num_players else 0

    @staticmethod
    def announcement(action: Action, lang: str) -> str:
        """What a bot's public choice (`announce_kinds`) adds to the log's sentence for it: its label's words
        after the choice's own name, as a bot writes them ('1♠: 5+ spades' gives '5+ spades'); '' for a label
        that only names the choice (a random player's 'Pass'), which the sentence says already."""
        _, told, why = action.label(lang).partition(": ")
        return why if told else ""

    def analysis(self, public: Mapping[str, object]) -> dict[str, object]:
        """Facts derived from a deal's public facts for the reader, asked for by the terminal and the table
        (Bridž: the double-dummy par). Not rules: they may need an optional package and may be missing."""
        return {}

    def deal_report(self, public: Mapping[str, object]) -> dict[str, object]:
        """A finished deal's whole analysis for a report (`simulate --par`): `analysis` unless the game has
        more to say (Bridž: the par with its whole makeable table). Computed only when asked for."""
        return self.analysis(public)

    def timed_action(self, state: State, seconds: float) -> Action | None:
        """When the decision at hand is a race against the clock (who lays down soonest), the action that
        reacting after `seconds` stands for; None for an ordinary decision. The front end measures the
        human's time and sends this action (the engine keeps no clock), rather than letting a time be
        typed or picked, which would make the quickest one a move nobody could beat."""
        return None

    def sides(self, num_players: int) -> tuple[tuple[int, ...], ...] | None:
        """The seats that play as one side, each side in seat order (Bridž: 1 and 3, 2 and
        4), where `num_players` play in `partnerships`; None where each plays alone. The end-of-deal summary
        gives a side one row."""
        seats = self.partnerships
        return seats if seats is not None and num_players == sum(len(side) for side in seats) else None

    def exports(self, call_meaning: CallMeaning | None = None) -> dict[str, Callable[[Sequence[State]], str]]:
        """Files other programs read, made from a match's finished deals: {file suffix: deals -> text}
        (Bridž: PBN). The saved-games screen writes each beside the replay text. `call_meaning` is what a call
        says by the bidding system of the game's AI (its AI_HOOKS, ai/manifest.py), which the engine cannot
        import: the caller passes it, and an export without it leaves the calls unexplained."""
        return {}

    def __init__(self, rulebook: RuleBook | None = None) -> None:
        self.rulebook = rulebook if rulebook is not None else get_rulebook(self.id)
        if self.tables_shape is not None:
            check_tables(self.rulebook.tables, self.tables_shape, self.rulebook.file)

    @property
    def names(self) -> Names:
        return self.rulebook.names

    def config(self, options: Mapping[str, object] | None = None) -> Config:
        config = self.rulebook.config(options)
        self.check_config(config)
        return config

    def check_config(self, config: Config) -> None:
        """Reject option combinations that cannot be played (raise InvalidInput)."""

    def option_variants(self) -> list[dict[str, object]]:
        """Option sets besides the defaults that change how a deal runs (other packs, player counts).

        The conformance battery plays each of them, so a variant cannot rot unnoticed.
        """
        return []

    def player_counts(self, config: Config) -> list[int]:
        return list(range(self.rulebook.min_players, self.rulebook.max_players + 1))

    def default_players(self, config: Config) -> int:
        counts = self.player_counts(config)
        return 4 if 4 in counts else counts[0]

    def check_players(self, config: Config, num_players: int) -> None:
        counts = self.player_counts(config)
        if num_players not in counts:
            # "by 4 players", not "by 4 to 4 players", when the rules allow one count only
            whole_range = counts == list(range(counts[0], counts[-1] + 1))
            listed = ", ".join(map(str, counts))
            allowed = (str(counts[0]),) * 2 if len(counts) == 1 else \
                (f"{counts[0]} až {counts[-1]}", f"{counts[0]} to {counts[-1]}") if whole_range else (listed, listed)
            # a Reason, so the terminal answers in the player's language (reason_text)
            raise InvalidInput(refusal({}, "players", game=self.id, allowed=allowed, n=str(num_players)))

    def pack(self, config: Config) -> Pack:
        pack_id = config.get("pack", self.rulebook.packs[0])
        return get_pack(pack_id)

    # -- the match ---------------------------------------------------------------------------------
    def new_context(self, config: Config, num_players: int, rng: random.Random) -> MatchContext:
        return MatchContext(num_players=num_players, deal_index=0, dealer=0, totals=(0.0,) * num_players)

    def new_deal(self, config: Config, num_players: int, context: MatchContext, seed: int) -> State:
        state = self.state_class(self, config, num_players, context, seed)
        state.history.extend(state.start())
        return state

    def after_deal(self, config: Config, context: MatchContext, deal: State) -> MatchContext:
        totals = tuple(t + s for t, s in zip(context.totals, deal.scores(), strict=True))
        return MatchContext(context.num_players, context.deal_index + 1, (context.dealer + 1) % context.num_players,
                            totals, context.extra)

    def match_over(self, config: Config, context: MatchContext) -> bool:
        deals = config.get("deals")
        return deals is not None and context.deal_index >= deals

    def match_returns(self, config: Config, context: MatchContext) -> list[float]:
        """1 shared among the best totals, -1 shared among the worst, 0 between: bounded in [-1, 1]."""
        totals = list(context.totals)
        if self.lower_is_better:
            totals = [-t for t in totals]
        best, worst = max(totals), min(totals)
        if best == worst:
            return [0.0] * len(totals)
        n_best, n_worst = totals.count(best), totals.count(worst)
        return [1.0 / n_best if t == best else (-1.0 / n_worst if t == worst else 0.0) for t in totals]

    def winners(self, config: Config, context: MatchContext) -> list[int]:
        returns = self.match_returns(config, context)
        top = max(returns)
        return [i for i, r in enumerate(returns) if r == top and top > 0] or list(range(len(returns)))
