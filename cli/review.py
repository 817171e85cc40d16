"""`main.py review SAVE [--deal N] [--seat N] [--json]`: every decision of a finished deal rated (ai/review).

SAVE is a save's id (as `play --list` and the window's saves show it) or the path of a save file. The seat
reviewed is the human's, or `--seat`; the deal the last one finished, or `--deal`. `--json` prints the same
figures as data. Bad input gets one line and exit 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ai.review import core, sampled
from ai.review.text import cost_text, summary, verdict
from cards import files
from cli.common import add_lang, fail, lang_of, print_json
from cli.main import SUMMARIES
from cli.progress import Progress
from games import InvalidInput, get_game
from games.words.review import mark_word, say
from sessions import checks
from sessions.autosave import names_of, seats_of
from sessions.results import HUMAN, count_review
from sessions.saves import FORMAT, KIND, SaveError, SaveStore
from ui.i18n import table_names
from ui.settings_file import saved_player_name


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "review", help=SUMMARIES["review"],
        description="Rate each decision the human (or --seat) made in a finished deal of a saved match: the move "
                    "chosen, the best move, what the choice cost in the game's own units and a mark. Bridž cards "
                    "by double dummy and calls by the bidding system, Cribbage discards exactly, other games by "
                    "the search over what the player could know at the time.")
    parser.add_argument("save", metavar="SAVE", help="a save's id or the path of a save file")
    parser.add_argument("--deal", type=int, metavar="N", help="the deal to review, from 1 (default: the last "
                                                              "finished)")
    parser.add_argument("--seat", type=int, metavar="N", help="the seat to review, from 1 (default: the human's)")
    parser.add_argument("--budget", type=int, metavar="N", default=None,
                        help=f"search iterations per decision where the search rates it (default: the game's, "
                             f"mostly {sampled.BUDGET})")
    add_lang(parser)
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


class Refused(Exception):
    """Input the review cannot use; the message is in the language asked for."""


def read_record(text: str, lang: str) -> dict[str, object]:
    """The save named by `text`: a file's path, else an id in the data folder. Nothing is moved or written."""
    path = Path(text)
    try:
        there = path.exists()
    except (OSError, ValueError):  # a name no file can have (a NUL byte, too long)
        there = False
    if path.suffix == ".json" or there:
        try:
            data = files.read_json(path, files.SAVE_LIMIT)
        except files.FileRefused as refused:
            raise Refused(say("bad_save", lang, save=text, why=refused.cs if lang == "cs" else refused.reason)) \
                from None
        except (OSError, ValueError):
            raise Refused(say("no_save", lang, save=text)) from None
        why = checks.save_problem(data, KIND, FORMAT)
        if why is not None:
            raise Refused(say("bad_save", lang, save=text, why=why.cs if lang == "cs" else why.en))
        return dict(data)
    try:
        return SaveStore().read(text)
    except SaveError as exc:
        if "no saved game" in str(exc) or "is not a save id" in str(exc):
            raise Refused(say("no_save", lang, save=text)) from None
        raise Refused(say("bad_save", lang, save=text, why=exc)) from None


def choose(record: dict[str, object], deal: int | None, seat: int | None, lang: str) -> tuple[int, int, int]:
    """(deal, seat, finished deals), both counted from 1 / 0 as the review takes them."""
    players = int(core.saved(record)["players"])
    if seat is None:
        seats = record.get("seats")
        humans = [i for i, s in enumerate(seats if isinstance(seats, list) else [])
                  if isinstance(s, dict) and s.get("player") == HUMAN]
        if not humans:
            raise Refused(say("no_human", lang, opt="--seat"))
        seat = humans[0]
    elif not 1 <= seat <= players:
        raise Refused(say("no_seat", lang, seat=seat, seats=players))
    else:
        seat -= 1
    try:
        deals = core.deals_in(record)
    except (InvalidInput, KeyError, TypeError, ValueError) as exc:
        raise Refused(say("bad_save", lang, save=record.get("id", "?"), why=exc)) from None
    if deals == 0:
        raise Refused(say("no_deals", lang))
    deal = deals if deal is None else deal
    if not 1 <= deal <= deals:
        raise Refused(say("no_deal", lang, deal=deal, deals=deals))
    return deal, seat, deals


def run(args: argparse.Namespace) -> int:
    lang = lang_of(args)
    if args.budget is not None and args.budget < 1:
        return fail(say("budget", lang, opt="--budget"), lang=lang)
    try:
        record = read_record(args.save, lang)
        deal, seat, deals = choose(record, args.deal, args.seat, lang)
    except Refused as exc:
        return fail(str(exc), lang=lang)
    progress = Progress(quiet_unless_terminal=args.json, what="decisions")  # the bar speaks English, as simulate's does
    try:
        review = core.review_deal(record, deal, seat, budget=args.budget, progress=progress)
    finally:
        progress.close()
    if review.complete:  # the player's record gains the deal's average cost (sessions/stats.py)
        count_review(review.game, record, seats_of(record), seat, deal, *review.counted())
    if args.json:
        print_json(review.to_dict())
        return 0
    game = get_game(str(record["game"]))
    # the seat named as the table named it: a name the save keeps, the player's own (Settings), else Karty's
    seats = record.get("seats")
    humans = [i for i, s in enumerate(seats if isinstance(seats, list) else [])
              if isinstance(s, dict) and s.get("player") == HUMAN]
    names = table_names(int(core.saved(record)["players"]), humans, lang, saved_player_name(), names_of(record))
    print(say("head", lang, game=game.rulebook.names.get(lang), deal=deal, deals=deals, seat=names[seat]))
    if not review.decisions:
        print(say("none", lang))
    for decision in review.decisions:
        chosen = decision.value_of(decision.chosen).label(lang) if decision.chosen in \
            {v.code for v in decision.values} else decision.chosen
        print(say("chose", lang, step=decision.step + 1, mark=mark_word(decision.mark, lang), chosen=chosen))
        if decision.best != decision.chosen:
            print("   " + say("best_move", lang, best=decision.value_of(decision.best).label(lang),
                             cost=cost_text(decision, lang) or "–"))
        print("   " + verdict(decision, lang))
        if decision.note[0]:
            print("   " + (decision.note[0] if lang == "cs" else decision.note[1]))
    print()
    for line in summary(review, lang):
        print(line)
    return 0
