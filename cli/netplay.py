"""`main.py play GAME --text --join ADDRESS/CODE`: the terminal's table, over the network (net/client.py).

The same text table as `play --text` (cli/play.py draws the view and the events), fed by the server's views
instead of a local match: the server checks every move, and this side only shows what its seat was sent.
`--join ADDRESS/new` opens a table there instead: you host it, `--invite N` seats wait for friends, the rest
are bots at `--ai`'s level, and Enter starts it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import TextIO

from cards import Pack
from cli.common import fail, lang_of, one_line
from cli.play import TABLE_KEYS, changed, level_words, menu_number, shorten, show, tr
from games import Action, Game, get_game
from games.events import Event
from games.state import Observation
from games.words import action_label, describe
from games.words.vocabulary import own_seat_name
from games.zones import ZoneView
from net import protocol as p
from net.client import Client, NetError, split_join
from ui.i18n import seat_name

T = {
    "joined": ("Sedíš u stolu {code} jako {who}{own}.", "You sit at table {code} as {who}{own}."),
    "keep": ("Kdyby se terminál zavřel, na své místo se vrátíš příkazem (klíč nikomu nedávej):\n  python main.py "
             "play {game} --text --join {address}/{code} --rejoin={token}",
             "Should this terminal close, you take your seat back with (give the key to nobody):\n  python main.py "
             "play {game} --text --join {address}/{code} --rejoin={token}"),
    "hosting": ("Stůl {code} je otevřený: přátelé se připojí příkazem\n  python main.py play {game} --text --join "
                "{address}/{code}\nEnter spustí hru (volná místa dostanou roboty).",
                "Table {code} is open: friends join with\n  python main.py play {game} --text --join "
                "{address}/{code}\nEnter starts the game (free seats get bots)."),
    "waiting": ("U stolu: {seats}. Čeká se, až hostitel hru spustí.",
                "At the table: {seats}. Waiting for the host to start."),
    "free": ("volno", "free"), "bot": ("robot", "bot"), "away": ("odpojen", "away"),
    "lost": ("Spojení se serverem skončilo. Návrat na místo:\n  python main.py play {game} --text --join "
             "{address}/{code} --rejoin={token}",
             "The line to the server is gone. To take your seat back:\n  python main.py play {game} --text --join "
             "{address}/{code} --rejoin={token}"),
}


def say_tr(key: str, lang: str, **fields: object) -> str:
    return T[key][0 if lang == "cs" else 1].format(**fields)


def run(args: argparse.Namespace) -> int:
    lang = lang_of(args)
    if not args.text:
        return fail("Use --text with --join: the window joins tables from its menu.")
    try:
        address, code = split_join(args.join)
        game = get_game(args.game)
        client = Client.connect(address, name=args.name or "")
        if args.rejoin:
            seated = client.rejoin(args.rejoin)
        elif code.lower() == "new":
            options = _options(args.option)
            n = args.players or game.default_players(game.config(options))
            seat = (args.seat or 1) - 1
            invited = {(seat + k) % n for k in range(1, min(max(0, args.invite), n - 1) + 1)}
            level = args.ai or "normal"
            seats = ["human" if s == seat or s in invited else level for s in range(n)]
            seated = client.create(game.id, seats, seat, dict(options))
            print(say_tr("hosting", lang, code=seated.code, game=game.id, address=address))
            input()
            client.start(level)
        else:
            seated = client.join(code, None if args.seat is None else args.seat - 1)
    except NetError as exc:
        return fail(exc.say(lang), lang=lang)
    except EOFError:
        return 0
    except (KeyError, ValueError) as exc:  # an unknown game (get_game), a bad option
        return fail(one_line(str(exc)), lang=lang)
    # said with the seat's name, once the table's first news names the seats: a killed terminal never reaches
    # the "lost" line that says the way back otherwise
    keep = say_tr("keep", lang, game=game.id, address=address, code=seated.code, token=client.token) \
        if seated.seat is not None and client.token else ""
    try:
        return play(client, game, lang, input, sys.stdout, keep)
    except NetError as exc:
        print(one_line(exc.say(lang)), file=sys.stderr)
        print(say_tr("lost", lang, game=game.id, address=address, code=client.code, token=client.token),
              file=sys.stderr)
        return 1
    finally:
        client.close()


def _options(pairs: list[str]) -> dict[str, str]:
    from cli.simulate import parse_options

    return parse_options(pairs)


def play(client: Client, game: Game, lang: str, input_fn: Callable[[str], str], out: TextIO, keep: str = "") -> int:
    """Show what the server sends and answer its views with moves until the match ends (0) or 'q' (0); where
    the player sits is said at the table's first news, `keep` (the way back to the seat) after it."""

    def say(text: str) -> None:
        print(text, file=out)

    names: list[str] = []
    pack: Pack | None = None
    log: list[Event] = []
    seen: list[str] = []  # the table as the last prompt showed it (cli.play.changed)
    told = False
    while True:
        message = client.next(None)
        if isinstance(message, p.TableInfo):
            game = get_game(message.game)
            pack = game.pack(game.config(message.options))
            # the players' own names, and Karty's for a bot or a nameless seat, as the window names them
            # (ui/scenes/net_table.py), so a terminal player and a window player call everyone alike
            names = [(info.name if info.kind == "human" else "") or seat_name(s, lang)
                     for s, info in enumerate(message.seats)]
            if not told and client.seat is not None:
                told = True
                own = own_seat_name(game.words, client.seat, lang)
                say(say_tr("joined", lang, code=message.code, who=names[client.seat], own=f" ({own})" if own else ""))
                if keep:
                    say(keep)
            if not message.started:
                say(say_tr("waiting", lang, seats=", ".join(_seat_word(s, names[i], lang)
                                                              for i, s in enumerate(message.seats))))
        elif isinstance(message, p.View) and pack is not None:
            fresh = [_event(e, pack) for e in (message.history if message.history is not None else message.events)]
            log = fresh if message.history is not None else log + fresh
            # a bot's call explained, as `play --text` says it: under the call (a whole history's: at its end)
            meaning = message.meaning_cs if lang == "cs" else message.meaning
            under = 0 if message.history is None else len(fresh) - 1
            for i, event in enumerate(fresh):
                if event.kind == "deal_over":
                    say(f"--- {describe(event, lang, names, game)} · {_totals(message.totals, names, client.seat)}")
                elif event.kind != "match_over":
                    say("  " + describe(event, lang, names, game))
                if i == under and meaning:
                    say(f"    ({meaning})")
            if message.over:
                won = ", ".join(names[s] for s in message.winners)
                say(tr("match_over", lang, total=_totals(message.totals, names, client.seat), who=won, low="",
                       title=tr("winner" if len(message.winners) == 1 else "winners", lang)))
                return 0
            if message.legal and message.current == client.seat:
                code = ask(message, game, pack, names, lang, input_fn, say, log, seen)
                if code is None:
                    say(tr("bye", lang, seed="?").split(".")[0] + ".")
                    return 0
                client.move(code, message.turn)
        elif isinstance(message, p.Refused):
            say(one_line(tr("illegal", lang, why=message.text_cs if lang == "cs" else message.text)))
            view = client.view
            if view is not None and pack is not None and view.legal and view.current == client.seat:
                code = ask(view, game, pack, names, lang, input_fn, say, log, seen)
                if code is None:
                    return 0
                client.move(code, view.turn)
        elif isinstance(message, p.ErrorMsg):
            say(one_line(message.text_cs if lang == "cs" else message.text))


def _seat_word(seat: p.SeatInfo, default: str, lang: str) -> str:
    if seat.kind == "bot":
        return f"{say_tr('bot', lang)} ({level_words(seat.name, lang)})"
    if not seat.taken:
        return say_tr("free", lang)
    return seat.name or default


def _totals(totals: list[float], names: list[str], me: int | None) -> str:
    return " · ".join(f"{names[s]}{' *' if s == me else ''}: {v:g}" for s, v in enumerate(totals))


def _event(msg: p.EventMsg, pack: Pack) -> Event:
    return Event(msg.kind, msg.seat, tuple(pack.card(c) for c in msg.cards), msg.target, msg.value, msg.arg)


def observation(view: p.View, pack: Pack, log: Sequence[Event] = ()) -> Observation:
    """The view as the engine's Observation, for cli.play's drawing of it (it reads zones, facts and the history
    the player saw: who laid each card of the trick)."""
    zones = tuple(ZoneView(z.name, z.owner, tuple(None if c is None else pack.card(c) for c in z.cards))
                  for z in view.zones)
    return Observation(view.seat if view.seat is not None else -1, view.current, zones,
                       MappingProxyType(view.public), MappingProxyType(view.private), tuple(log), ())


def menu_label(action: p.ActionMsg, game: Game, pack: Pack, names: Sequence[str], lang: str) -> str:
    """A move as the menu says it: an ask or a pile by the player's name (the game's `Words.labels`, as `play
    --text` and the window say it), where the server's label can only number him ('Zeptat se hráče 2 ...')."""
    kind, *rest = action.code.split(":")
    said = action.label_cs if lang == "cs" else action.label
    if kind not in game.words.labels:
        return said
    try:
        card = pack.card(rest[0]) if rest and not rest[0].isdigit() else None
        number = next((int(part) for part in rest[1 if card is not None else 0:] if part.isdigit()), None)
    except (KeyError, ValueError):
        return said
    return action_label(Action(kind, card=card, number=number), lang, names, game) if number is not None else said


def ask(view: p.View, game: Game, pack: Pack, names: list[str], lang: str, input_fn: Callable[[str], str],
        say: Callable[[str], None], log: list[Event], seen: list[str] | None = None) -> str | None:
    """The code of the move the player picks from the view's `legal`, by number or typed code; None: quit. The
    table is printed as `play --text` prints it: what changed since `seen`, all of it on 't'."""
    blocks: list[str] = []
    show(observation(view, pack, log), lang, names, blocks.append, pack, game)
    for block in changed(blocks, seen, tr("hand", lang) + ":"):
        say(block)
    if seen is not None:
        seen[:] = blocks
    if view.acting is not None and view.acting != view.seat:
        from games.words.names import decline

        say(tr("plays_for", lang, who=decline(names[view.acting], lang)))
    for i, action in enumerate(view.legal, 1):
        say(f"  {i:2d}. {menu_label(action, game, pack, names, lang)}   [{action.typed}]")
    while True:
        try:
            answer = input_fn(tr("your_turn", lang) + " ").strip()
        except EOFError:
            return None
        if answer.lower() in ("q", "quit", "konec"):
            return None
        if answer in ("?", "h", "help"):
            say(tr("help", lang, example=view.legal[-1].typed))
            continue
        if answer.lower() in TABLE_KEYS:
            for block in blocks:
                say(block)
            continue
        if answer.lower() == "l":
            for event in log:
                say("  " + describe(event, lang, names, game))
            continue
        if answer.isdigit():
            k = menu_number(answer)
            if 1 <= k <= len(view.legal):
                return view.legal[k - 1].code
            say(tr("not_number", lang, x=one_line(shorten(answer)), n=len(view.legal)))
            continue
        for action in view.legal:
            if answer.lower() in (action.typed.lower(), action.code.lower()):
                return action.code
        return answer  # the server says why it is not a move (its Refused carries the engine's reason)
