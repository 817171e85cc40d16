"""Boston's match: the options that can be played together, four players, the number of deals, and
the pool shared out after the last deal. The deal itself is games/boston/rules.py's `BostonState`."""

from __future__ import annotations

from typing import ClassVar

from games.boston import tables as br
from games.boston.rules import BostonState
from games.boston.words import WORDS
from games.errors import InvalidInput
from games.pot import BANK_KEY, PotGame, carried_bank
from games.rulebook import Config
from games.state import MatchContext, State


class Boston(PotGame):
    id = "boston"
    state_class = BostonState
    tables_shape = br.TABLES_SHAPE
    #: before these were options, over- and undertricks went unpaid and every pass threw the cards in
    options_before: ClassVar[dict[str, object]] = {"overtricks": "unpaid", "undertricks": "unpaid",
                                                   "all_pass": "throw_in"}
    words = WORDS

    def check_config(self, config: Config) -> None:
        if config.suit_order not in self.rulebook.tables["suit_order"]:
            raise InvalidInput(f"no suit order table for {config.suit_order!r}")

    def option_variants(self) -> list[dict[str, object]]:
        # Random play almost never passes a deal out, so the misère partout is also walked through the
        # battery's checks in tests/games/boston/test_boston.py.
        return [{"auction": "rounds", "suit_order": "fixed", "all_pass": "misere_partout"},
                {"partners": False, "stake_from": "all", "overtricks": "unpaid", "undertricks": "unpaid"},
                {"penalty_to": "both", "open_misere_shown": "before_first_lead", "suit_columns": "literal"},
                {"penalty_to": "opponents", "undertricks": "unpaid"}]

    def player_counts(self, config: Config) -> list[int]:
        return [4]

    def deals_in_match(self, config: Config, num_players: int) -> int:
        return int(config.deals)

    def after_deal(self, config: Config, context: MatchContext, deal: State) -> MatchContext:
        nxt = super().after_deal(config, context, deal)
        if nxt.deal_index < self.deals_in_match(config, nxt.num_players):
            return nxt
        # The last deal: what is left in the pool is shared equally (an indivisible remainder is dropped).
        bank = carried_bank(nxt.extra)
        share = bank // nxt.num_players
        extra = dict(nxt.extra)
        extra[BANK_KEY] = 0
        return MatchContext(nxt.num_players, nxt.deal_index, nxt.dealer,
                            tuple(t + share for t in nxt.totals), extra)


GAME = Boston()
