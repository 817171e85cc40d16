"""The shared pot: a bank on the table and the chips each seat has paid or won.

Games played for stakes (Cvik, Komando, Stortok, Hundert, Kolovrat) all move chips the
same few ways; this module does each of them once, as pure operations on a small frozen
value, so the arithmetic is tested in one place and cannot drift between games.

`Pot(bank, chips)`: `bank` is what lies in the bank now; `chips[seat]` is what that seat
has gained (+) or paid (-) since the pot was opened (in a game: during this deal).
Every operation returns a new Pot. Chips are never made or lost: an operation only moves
them between seats and the bank, so `sum(chips) + bank` stays constant (tests hold it).

The operations:

- `ante(seat, n)`, `ante_each(n, seats)`: stakes into the bank (the dealer's stake in
  Cvik; everyone's stake in Kolovrat and Stortok);
- `pay_in(seat, n)`: a penalty into the bank (a Cvik player who took no trick);
- `shares({seat: count}, parts)`: each seat takes `count` shares of the bank as it stood,
  one share being bank // parts (a trick in Cvik is a third, in Komando a quarter); what
  cannot be divided stays in the bank;
- `award(seats)`: the whole bank split evenly among the winners (Kolovrat, Stortok); an
  indivisible remainder stays in the bank for the next deal;
- `transfer(payer, payee, n)`, `collect_from_each(payee, n, payers)`,
  `pay_each(payer, n, payees)`: chips straight between players (Hundert: whoever makes a
  hundred exactly gets the base from each player; whoever goes over pays each player a
  third of the base per point over);
- `penalty(base, cap, multiple)`: a penalty clipped to a cap and kept a multiple of the
  share size, so the bank stays divisible.

Between deals the bank is carried in `MatchContext.extra` (key `BANK_KEY`): `carried_bank`
reads it, `carry(extra, bank)` writes it. The chips of the deal are added to
`MatchContext.totals` by the game's `after_deal`, so totals are net chips for the match.

How a game keeps a pot in its `State`: two plain fields, e.g. `self.bank: int` and
`self.chips: list[int]`, read with `Pot(self.bank, tuple(self.chips))` and written back
from the result (State fields must stay plain values).

>>> pot = Pot.open(3).ante(0, 6)          # the dealer (seat 0) stakes 6
>>> pot = pot.shares({1: 2, 2: 1}, 3)     # seat 1 took two tricks, seat 2 one
>>> pot.bank, pot.chips
(0, (-6, 4, 2))
>>> pot.pay_in(0, 6).bank                 # seat 0 played and took none: the bank grows again
6
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TypedDict, cast

from games.errors import InvalidInput
from games.game import Game
from games.rulebook import Config
from games.state import MatchContext, Observation, State

BANK_KEY = "bank"


@dataclass(frozen=True)
class Pot:
    bank: int
    chips: tuple[int, ...]

    @staticmethod
    def open(num_seats: int, bank: int = 0) -> Pot:
        """An empty ledger for `num_seats` seats over a bank holding `bank` (carried from before)."""
        if bank < 0:
            raise ValueError("a bank cannot hold a negative amount")
        return Pot(bank, (0,) * num_seats)

    # -- into the bank ------------------------------------------------------------------------
    def ante(self, seat: int, amount: int) -> Pot:
        """`seat` puts `amount` into the bank (a stake)."""
        return self.pay_in(seat, amount)

    def ante_each(self, amount: int, seats: Iterable[int] | None = None) -> Pot:
        """Every seat listed (all when None) puts `amount` into the bank."""
        pot = self
        for seat in range(len(self.chips)) if seats is None else seats:
            pot = pot.pay_in(seat, amount)
        return pot

    def pay_in(self, seat: int, amount: int) -> Pot:
        """`seat` pays `amount` into the bank (a stake or a penalty)."""
        _check_amount(amount)
        return Pot(self.bank + amount, _add(self.chips, seat, -amount))

    # -- out of the bank ----------------------------------------------------------------------
    def pay_out(self, seat: int, amount: int) -> Pot:
        """`seat` takes `amount` from the bank."""
        _check_amount(amount)
        if amount > self.bank:
            raise ValueError(f"the bank holds {self.bank}, cannot pay out {amount}")
        return Pot(self.bank - amount, _add(self.chips, seat, amount))

    def share(self, parts: int) -> int:
        """One share when the bank as it stands is divided into `parts`."""
        if parts <= 0:
            raise ValueError("a bank is divided into at least one part")
        return self.bank // parts

    def shares(self, counts: Mapping[int, int], parts: int) -> Pot:
        """Each seat takes `counts[seat]` shares of the bank as it stands now (one share = bank // parts)."""
        if sum(counts.values()) > parts:
            raise ValueError(f"{sum(counts.values())} shares asked of a bank divided into {parts}")
        one = self.share(parts)
        pot = self
        for seat, count in sorted(counts.items()):
            if count < 0:
                raise ValueError("a seat cannot take a negative number of shares")
            pot = pot.pay_out(seat, one * count)
        return pot

    def award(self, seats: Iterable[int]) -> Pot:
        """The winners split the whole bank evenly; what does not divide stays in the bank."""
        winners = sorted(set(seats))
        if not winners:
            return self
        return self.shares({s: 1 for s in winners}, len(winners))

    # -- between players --------------------------------------------------------------------------
    def transfer(self, payer: int, payee: int, amount: int) -> Pot:
        _check_amount(amount)
        return Pot(self.bank, _add(_add(self.chips, payer, -amount), payee, amount))

    def collect_from_each(self, payee: int, amount: int, payers: Iterable[int] | None = None) -> Pot:
        """Every payer (all other seats when None) pays `amount` to `payee`."""
        _check_amount(amount)
        return self._between(payee, amount, _others(len(self.chips), payee, payers))

    def pay_each(self, payer: int, amount: int, payees: Iterable[int] | None = None) -> Pot:
        """`payer` pays `amount` to every payee (all other seats when None)."""
        _check_amount(amount)
        return self._between(payer, -amount, _others(len(self.chips), payer, payees))

    def _between(self, seat: int, amount: int, others: list[int]) -> Pot:
        """`seat` gains `amount` from each of `others` (loses, when negative): the transfers one by one, in one
        pass (the search settles a deal in every playout)."""
        chips = list(self.chips)
        for other in (seat, *others):
            if not 0 <= other < len(chips):
                raise ValueError(f"no seat {other} at a table of {len(chips)}")
        for other in others:
            chips[other] -= amount
            chips[seat] += amount
        return Pot(self.bank, tuple(chips))

    # -- reading ------------------------------------------------------------------------------------
    def total(self) -> int:
        """Chips in play: constant under every operation."""
        return self.bank + sum(self.chips)


def penalty(base: int, cap: int = 0, multiple: int = 1) -> int:
    """`base` clipped to `cap` (0: no cap), rounded down to a multiple of `multiple` (>= one multiple).

    Keeping a penalty a multiple of the share size keeps the bank divisible into shares.
    """
    _check_amount(base)
    amount = base if cap <= 0 else min(base, cap)
    if multiple > 1:
        amount = max(multiple, amount - amount % multiple) if base > 0 else 0
    return amount


def carried_bank(extra: Mapping[str, object]) -> int:
    """The bank left from the previous deal (0 at the start of a match)."""
    bank = extra.get(BANK_KEY, 0)
    if not isinstance(bank, int | float | str):  # what int() would refuse with a TypeError
        raise TypeError(f"the carried bank is a {type(bank).__name__}, not a number")
    return int(bank)


def carry(extra: Mapping[str, object], bank: int) -> dict[str, object]:
    """A copy of `extra` with the bank to carry into the next deal."""
    out = dict(extra)
    out[BANK_KEY] = bank
    return out


def add_chips(totals: Iterable[float], chips: Iterable[int]) -> tuple[float, ...]:
    """Match totals after a deal's chips."""
    return tuple(t + c for t, c in zip(totals, chips, strict=True))


def chip_returns(chips: Iterable[int]) -> list[float]:
    """A deal's utility per seat in [-1, 1]: its chips scaled by the largest swing (0s when none moved)."""
    values = list(chips)
    scale = max((abs(c) for c in values), default=0)
    if scale == 0:
        return [0.0] * len(values)
    return [c / scale for c in values]


class PotGame(Game):
    """A match played for chips over a set number of rounds, the bank carried from deal to deal.

    Every seat deals once a round (option `rounds`), so everybody stakes equally often.
    The deal (`State`) must expose `bank: int` (the bank when the deal ends) and
    `chips: list[int]` (what each seat gained or paid in the deal); the bank is carried
    in `MatchContext.extra[BANK_KEY]` and the chips add up in `MatchContext.totals`.
    A state class may set `pot_parts` (the number of shares a bank is cut into, e.g. 3 for
    Cvik's thirds); the options `stake` and, if present, `penalty_cap` must then divide by it, and
    `pot_parts_why` says why in the game's terms.
    Match returns are the Game default: +1 shared by the most chips, -1 by the fewest.
    """

    def new_context(self, config: Config, num_players: int, rng: random.Random) -> MatchContext:
        return MatchContext(num_players, 0, 0, (0.0,) * num_players, {BANK_KEY: 0})

    def after_deal(self, config: Config, context: MatchContext, deal: State) -> MatchContext:
        chips: list[int] = deal.chips  # type: ignore[attr-defined]  # a pot game's deals keep chips and bank
        bank: int = deal.bank  # type: ignore[attr-defined]  # (see the class docstring)
        return MatchContext(context.num_players, context.deal_index + 1, (context.dealer + 1) % context.num_players,
                            add_chips(context.totals, chips), carry(context.extra, bank))

    def deals_in_match(self, config: Config, num_players: int) -> int:
        return int(config.rounds) * num_players

    def match_over(self, config: Config, context: MatchContext) -> bool:
        return context.deal_index >= self.deals_in_match(config, context.num_players)

    def check_config(self, config: Config) -> None:
        parts = int(getattr(self.state_class, "pot_parts", 1))
        if config.get("stake", 0) % parts:
            # why it must, in the game's own terms (a share per trick, a third per point over): not every pot
            # game has tricks
            why = getattr(self.state_class, "pot_parts_why", f"the chips are paid out in {parts} equal shares")
            raise InvalidInput(f"the stake must divide by {parts} ({why}), not {config.stake}")
        if config.get("penalty_cap", 0) % parts:
            raise InvalidInput(f"the penalty cap must divide by {parts}, not {config.penalty_cap}")


def _check_amount(amount: int) -> None:
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        raise ValueError(f"an amount of chips must be a whole number >= 0, not {amount!r}")


def _add(chips: tuple[int, ...], seat: int, delta: int) -> tuple[int, ...]:
    if not 0 <= seat < len(chips):
        raise ValueError(f"no seat {seat} at a table of {len(chips)}")
    return (*chips[:seat], chips[seat] + delta, *chips[seat + 1:])


def _others(num_seats: int, seat: int, given: Iterable[int] | None) -> list[int]:
    return [s for s in (range(num_seats) if given is None else given) if s != seat]


class PotPublic(TypedDict, total=False):
    """The public facts the trick-and-pot games (Cvik, Komando, Stortok) share, as far as the table's pot panel
    reads them: each game has some (Stortok two trumps and no tricks, Cvik no komandant), under these names."""

    bank: int  # the chips in the bank now
    played_for: int  # the bank as the deal began
    trump: str  # one trump suit's code (Cvik, Komando)
    main_trump: str | None  # Stortok's two trumps
    minor_trump: str | None
    komandant: int | None  # Komando: who took the komando, and the tricks it needs
    needed: int | None
    chips: list[float]  # each seat's chips in the match, this deal so far included
    tricks: list[int]  # each seat's tricks this deal


def pot_facts(obs: Observation) -> PotPublic:
    """`obs`'s public facts as a trick-and-pot game builds them (its own TypedDict has these keys or some of them;
    the observation holds them under the games' common, untyped Mapping)."""
    return cast(PotPublic, obs.public)
