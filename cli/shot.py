"""`main.py shot`: render any scene of the app to a PNG without a window.

For a table: a seeded match of the chosen game after N moves (every seat played by
the random player, the viewer at seat 1), so a shot is reproducible and shows the
position exactly as the app would. Used for review and by the UI tests.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

from cli.common import add_lang, fail, lang_of
from cli.main import SUMMARIES

if TYPE_CHECKING:  # imported lazily below: a picture's modules load only when one is taken
    import pygame

    from games.game import Game
    from ui.layout_record import Element
    from ui.scene import Scene
    from ui.scenes.common import Settings
    from ui.scenes.replay import ReplayScene
    from ui.scenes.table import TableScene

SCENES = ("menu", "decks", "rules", "table", "settings", "saves", "stats", "replay", "review")


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "shot", help=SUMMARIES["shot"],
        description="Render a scene headless. For --scene table, a seeded game of --game after --moves moves.")
    parser.add_argument("--scene", choices=SCENES, default="menu")
    parser.add_argument("--game", default=None, help="game id or name (table, rules); default: the first game")
    parser.add_argument("--pack", default=None, help="pack id (decks: the pack shown; table: the game's pack option)")
    parser.add_argument("--seed", type=int, default=None, help="table, replay, review: the match's seed (default 1)")
    parser.add_argument("--moves", type=int, default=None,
                        help="table: moves played before the shot; replay: the move shown (default: 0, the end); "
                             "review: the decision shown (default: 0, the first)")
    parser.add_argument("--players", type=int, default=None, help="table, replay, review: number of players")
    parser.add_argument("--size", default="1280x800", help="WxH in pixels")
    add_lang(parser)
    parser.add_argument("--out", required=True, help="the PNG to write (FILE.png)")
    parser.add_argument("--layout", default=None, metavar="FILE.json",
                        help="also write every element drawn (kind, rectangle, text shown and whole, card, seat, "
                             "tooltip) as JSON")


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size {text!r} is not WxH, e.g. 1280x800") from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise ValueError(f"--size {text!r} is out of range (320x240 to 8000x8000)")
    return w, h


#: which scenes each option changes: given to another, it would be ignored and the picture not what was asked
APPLIES = {"game": ("menu", "rules", "table", "replay", "review"), "pack": ("decks", "table"),
           "seed": ("table", "replay", "review"), "moves": ("table", "replay", "review"),
           "players": ("table", "replay", "review")}


def check(args: argparse.Namespace) -> str | None:
    """What is wrong with the arguments, before anything is drawn or written; None when nothing is."""
    for name, scenes in APPLIES.items():
        if getattr(args, name) is not None and args.scene not in scenes:
            return f"--{name} does not apply to --scene {args.scene} (only to {', '.join(scenes)})"
    if args.moves is not None and args.moves < 0:
        return f"--moves must be 0 or more, not {args.moves}"
    if Path(args.out).suffix.lower() != ".png":
        return f"--out {args.out!r} must name a .png file"
    if args.layout is not None and Path(args.layout).resolve() == Path(args.out).resolve():
        return "--layout and --out name the same file"
    if args.scene == "decks" and args.pack is not None:
        from cards import UnknownPack, get_pack

        try:
            get_pack(args.pack)
        except UnknownPack as exc:
            return str(exc)
    return check_game(args)


def check_game(args: argparse.Namespace) -> str | None:
    """What build_scene would refuse of --game, --pack and --players, found before a scene is built (a match
    played out for a replay takes seconds)."""
    from games.errors import InvalidInput
    from games.registry import all_games, get_game
    from games.rulebook_search import find_rulebook

    try:
        if args.scene == "rules":
            return f"no rule book for {args.game!r}" if args.game and find_rulebook(args.game) is None else None
        game = get_game(args.game) if args.game else None
        if args.scene in ("table", "replay", "review"):
            game = game or all_games()[0]
            config = game.config(table_options(game, args.pack))
            if args.players is not None:
                game.check_players(config, args.players)
    except InvalidInput as exc:
        return str(exc)
    return None


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # its banner is not this command's output
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        return fail(str(exc))
    problem = check(args)
    if problem is not None:
        return fail(problem)
    from games.errors import InvalidInput

    try:
        surface, elements = render_recorded(args.scene, size, lang_of(args), game=args.game, pack=args.pack,
                                            seed=1 if args.seed is None else args.seed, moves=args.moves or 0,
                                            players=args.players, record=bool(args.layout))
    except InvalidInput as exc:
        return fail(str(exc))
    layout = None
    if args.layout:
        import json

        dump = {"scene": args.scene, "size": list(size), "lang": lang_of(args),
                "elements": [e.to_json() for e in elements]}
        layout = json.dumps(dump, ensure_ascii=False, indent=1)
    return write(surface, Path(args.out), layout, Path(args.layout) if args.layout else None)


def write(surface: pygame.Surface, out: Path, layout: str | None, target: Path | None) -> int:
    """The picture and its layout, both or neither: each written beside its place and renamed there only when
    both are whole, so a failure leaves no picture without its layout, nor half a file."""
    import pygame

    made: list[tuple[Path, Path]] = []
    final: Path | None = out
    try:
        for final, text in ((out, None), (target, layout)):
            if final is None:
                continue
            final.parent.mkdir(parents=True, exist_ok=True)
            temporary = final.with_name(f".{final.name}.{os.getpid()}.tmp{final.suffix}")  # the suffix: its format
            made.append((temporary, final))
            if text is None:
                with open(temporary, "wb") as handle:  # Python's own open: pygame spells an undecodable name otherwise
                    pygame.image.save(surface, handle, ".png")
            else:
                temporary.write_text(text, encoding="utf-8")
        for temporary, final in made:
            os.replace(temporary, final)
    except (OSError, pygame.error) as exc:
        for temporary, _ in made:
            temporary.unlink(missing_ok=True)
        return fail(f"cannot write {final}: {exc}")
    for _, final in made:
        print(final)
    return 0


def render(scene: str, size: tuple[int, int], lang: str, game: str | None = None, pack: str | None = None,
           seed: int = 1, moves: int = 0, players: int | None = None) -> pygame.Surface:
    """The scene drawn once at `size` (after its layout settles), as a pygame Surface."""
    return render_recorded(scene, size, lang, game, pack, seed, moves, players)[0]


def render_recorded(scene: str, size: tuple[int, int], lang: str, game: str | None = None, pack: str | None = None,
                    seed: int = 1, moves: int = 0, players: int | None = None,
                    record: bool = False) -> tuple[pygame.Surface, list[Element]]:
    """`render`, and with `record` every element the frame drew (ui/layout_record.py)."""
    import pygame

    from ui.scenes import common as c

    pygame.display.init()  # no mixer: a picture needs no sound
    pygame.font.init()
    surface = pygame.display.set_mode(size)
    settings = c.Settings(lang=lang, width=size[0], height=size[1])
    obj = build_scene(scene, size, settings, game=game, pack=pack, seed=seed, moves=moves, players=players)
    obj.update(0.0)
    if not record:
        obj.draw(surface)
        return surface, []
    from ui import layout_record

    elements, drawn = layout_record.record(obj, size)
    surface.blit(drawn, (0, 0))
    return surface, elements


def build_scene(scene: str, size: tuple[int, int], settings: Settings, game: str | None = None,
                pack: str | None = None, seed: int = 1, moves: int = 0, players: int | None = None) -> Scene:
    from games.errors import InvalidInput
    from games.registry import all_games, get_game

    if scene == "menu":
        from ui.scenes.menu import MenuScene

        return MenuScene(settings, size, selected=get_game(game).id if game else None)
    if scene == "settings":
        from ui.scenes.settings import SettingsScene

        return SettingsScene(settings, size)
    if scene == "rules":
        from games.rulebook_search import find_rulebook
        from ui.scenes.rules import RulesScene

        book = find_rulebook(game) if game else None
        if game and book is None:
            raise InvalidInput(f"no rule book for {game!r}")
        return RulesScene(settings, game_id=book.id if book else None, size=size)
    if scene == "decks":
        from ui.app import _build

        try:
            from ui.scenes.decks import DecksScene
        except ImportError:
            raise InvalidInput("the deck browser is not available yet") from None
        return _build(DecksScene, settings=settings, size=size, lang=settings.lang, pack=pack, pack_id=pack)
    if scene in ("saves", "stats"):
        from ui.scenes.saves import SavesScene
        from ui.scenes.stats import StatsScene

        return (SavesScene if scene == "saves" else StatsScene)(settings, size)
    if scene == "replay":
        return replay_scene(get_game(game) if game else all_games()[0], size, settings, seed, moves, players)
    if scene == "review":
        from ui.scenes.review_shot import review_scene

        return review_scene(get_game(game) if game else all_games()[0], size, settings, seed, moves, players)
    if scene == "table":
        return table_scene(get_game(game) if game else all_games()[0], size, settings, pack, seed, moves, players)
    raise InvalidInput(f"unknown scene {scene!r}; choose one of {', '.join(SCENES)}")


def table_scene(game: Game, size: tuple[int, int], settings: Settings, pack: str | None, seed: int, moves: int,
                players: int | None) -> TableScene:
    from ui.scenes.table import TableScene
    from ui.table.phase import TablePhase
    from ui.table.session import HUMAN

    options = table_options(game, pack)
    config = game.config(options)
    n = players if players is not None else game.default_players(config)  # 0 is refused, not the default
    game.check_players(config, n)
    seats = [HUMAN] + ["random"] * (n - 1)
    scene = TableScene(game, seats, options, seed=seed, settings=settings, size=size, animate=False,
                       autosave=False)
    scene.ai_enabled = False
    from ai import RandomPlayer

    stand_in = RandomPlayer(seed)
    for _ in range(max(0, moves)):
        if scene.match.is_over or scene.phase != TablePhase.PLAY:
            break
        seat = scene.match.current_player
        assert seat is not None  # the match is not over
        if scene.session.human_turn:
            scene.act(stand_in.choose(scene.session._view(seat)))
        else:
            scene.act(scene.session.players[seat].choose(scene.session._view(seat)))
        if _summary_waits(scene):
            scene.update(0.0)
    scene.pause = 0.0
    return scene


def table_options(game: Game, pack: str | None) -> dict[str, str]:
    """The table's rule-book options for --pack (InvalidInput when the game has no choice of pack)."""
    from games.errors import InvalidInput

    if not pack:
        return {}
    if "pack" not in game.rulebook.options:
        raise InvalidInput(f"{game.id} has no pack option (it uses {', '.join(game.rulebook.packs)})")
    return {"pack": pack}


def replay_scene(game: Game, size: tuple[int, int], settings: Settings, seed: int, moves: int,
                 players: int | None) -> ReplayScene:
    """A seeded random match of `game`, its replay shown at move `moves` (0: the end)."""
    from ai import PlayerView, RandomPlayer
    from games.match import Match
    from ui.scenes.replay import ReplayScene

    config = game.config({})
    n = players if players is not None else game.default_players(config)  # 0 is refused, not the default
    game.check_players(config, n)
    match = Match(game, n, {}, seed)
    bot = RandomPlayer(seed)
    import random

    while not match.is_over and len(match.actions) < 2000:
        seat = match.current_player
        assert seat is not None  # the match is not over
        match.apply(bot.choose(PlayerView(match.state, seat, random.Random(seed))))
    scene = ReplayScene(match.to_dict(), settings, size)
    scene.seek(moves if moves > 0 else len(scene.replay))
    return scene


def _summary_waits(scene: TableScene) -> bool:
    """The move just made ended the deal and the summary waits (the checker, having seen the phase was PLAY
    before `act`, cannot see that `act` moves it on)."""
    from ui.table.phase import TablePhase

    return scene.phase == TablePhase.SUMMARY_WAIT
