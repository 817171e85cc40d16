"""`main.py audit`: render every screen the player meets and report what does not fit.

Every game at its fewest and most players, in Czech and English, at 800×560, 1280×800 and 1920×1080,
at four points of a seeded match (its start: the auction where a game has one; the first complete
trick; play just after it; the deal's summary) and at its moving parts (right after the first move that
scores, its callouts live; the viewer's first turn with the hint said and lit; a card of the hand carried
over the middle with its drop places lit; the last trick opened; a tooltip open over a shortened text; the
summary a few seconds on, where a game's own part moves on its clock), and the menu with each game
selected, the settings, statistics, saves, rule book and deck browser (each with a tooltip open too).
Each frame is recorded (ui/layout_record.py) and checked (ui/layout_audit.py); findings are printed
grouped by kind with how often each was seen, and the command fails when there is any. `--quick` is
the fixed subset the tests run.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cli.main import SUMMARIES

if TYPE_CHECKING:
    import pygame

    from ai import RandomPlayer
    from games.actions import Action
    from games.events import Event
    from games.game import Game
    from ui.layout_audit import Finding
    from ui.layout_record import RecordingSurface
    from ui.scene import Scene
    from ui.scenes.table import TableScene

SIZES = ((800, 560), (1280, 800), (1920, 1080))
LANGS = ("cs", "en")
POINTS = ("start", "trick", "mid", "end")  # and the moving parts: see match_points
SCREENS = ("settings", "stats", "saves", "rules", "decks")
#: the subset the test suite runs: every game and screen, both languages, the smallest window only
QUICK_SIZES = ((800, 560),)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "audit", help=SUMMARIES["audit"],
        description="Render every game, player count, window size, language and point of a seeded match, and "
                    "the other screens; report cut text without a tooltip, text over cards or text, labels past "
                    "or taller than their widgets, covered cards, hands squeezed with room to spare and tooltips "
                    "that repeat their widget. Exits 1 when anything is found.")
    parser.add_argument("--quick", action="store_true", help="the fixed subset the tests run (800x560 only)")
    parser.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--verbose", action="store_true", help="list every case a finding was seen in")
    parser.add_argument("--shots", default=None, metavar="DIR", help="save each frame with findings as a PNG here")


@dataclass(frozen=True)
class Case:
    """One frame: which screen, and the words that say where (for the report)."""

    where: str


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # its banner is not this command's output
    from cli.common import fail
    from games.errors import InvalidInput
    from games.registry import get_game

    try:  # every name checked before the first frame: a typo fails at once, not minutes in
        games = [get_game(g).id for g in args.game] if args.game else None
    except InvalidInput as exc:
        return fail(str(exc))
    if args.shots and Path(args.shots).exists() and not Path(args.shots).is_dir():
        return fail(f"--shots {args.shots}: not a folder")
    started = time.perf_counter()
    report = Report()
    sizes = QUICK_SIZES if args.quick else SIZES
    before = os.environ.get("KARTY_DATA_DIR")
    with tempfile.TemporaryDirectory() as home:
        # an empty data folder: the statistics and saves screens show what a new player sees, the same on
        # every machine, and nothing of the user's is read or written
        os.environ["KARTY_DATA_DIR"] = home
        try:
            for where, findings, picture in frames(sizes, games, args.seed):
                report.add(where, findings)
                if findings and args.shots:
                    try:
                        save(picture, Path(args.shots) / (where.replace(" ", "_") + ".png"))
                    except OSError as exc:
                        return fail(f"cannot write the frame to {args.shots}: {exc}")
        finally:
            if before is None:
                os.environ.pop("KARTY_DATA_DIR", None)
            else:
                os.environ["KARTY_DATA_DIR"] = before
    report.print(args.verbose, time.perf_counter() - started)
    return 1 if report.total else 0


def save(picture: pygame.Surface, path: Path) -> None:
    import pygame

    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        pygame.image.save(picture, str(path))
    except pygame.error as exc:  # SDL's own write failure: an OSError to the caller, like mkdir's
        raise OSError(str(exc)) from None


class Report:
    def __init__(self) -> None:
        self.frames = 0
        self.seen: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.total = 0

    def add(self, where: str, findings: list[Finding]) -> None:
        self.frames += 1
        for finding in findings:
            self.seen[finding.kind][finding.what].append(where)
            self.total += 1

    def print(self, verbose: bool, seconds: float) -> None:
        from ui.layout_audit import KINDS

        print(f"{self.frames} frames checked in {seconds:.0f} s: {self.total} findings")
        for kind in KINDS:
            found = self.seen.get(kind)
            if not found:
                continue
            print(f"\n{kind}: {sum(len(w) for w in found.values())} ({len(found)} distinct)")
            for what, wheres in sorted(found.items(), key=lambda item: -len(item[1])):
                print(f"  {len(wheres):4d} × {what}   e.g. {wheres[0]}")
                if verbose:
                    for where in wheres[1:]:
                        print(f"         {where}")
        sys.stdout.flush()


def frames(sizes: tuple[tuple[int, int], ...], games: list[str] | None, seed: int,
           langs: tuple[str, ...] = LANGS,
           tables: tuple[str, ...] = LANGS) -> Iterator[tuple[str, list[Finding], RecordingSurface]]:
    """Every frame of the audit, recorded and checked: (where, findings, the picture); the screens in `langs`,
    the tables in those of them also in `tables`."""
    import pygame

    from games.registry import all_games, get_game

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(sizes[0])
    chosen = [get_game(g) for g in games] if games else all_games()
    for lang in langs:
        for size in sizes:
            for scene, where in other_screens(chosen, size, lang, everything=not games):
                yield (where, *checked(scene, size, hover=True))
        for game in chosen if lang in tables else ():
            counts = game.player_counts(game.config({}))
            for n in dict.fromkeys((counts[0], counts[-1])):
                for scene, point in match_points(game, n, lang, sizes[0], seed):
                    for size in sizes:
                        if size != scene.size:
                            scene.resize(size)
                        scene.update(0.0)
                        if point == "drag" and not lift(scene):
                            continue
                        where = f"{game.id} {n}p {lang} {size[0]}x{size[1]} {point}"
                        yield (where, *checked(scene, size, hover=point in HOVERED))
                        if point == "drag":
                            scene.drag.cancel()


#: the points at which a pointer also rests on a shortened text, its tooltip open ("… tip")
HOVERED = ("mid",)


def checked(scene: Scene, size: tuple[int, int], hover: bool = False) -> tuple[list[Finding], RecordingSurface]:
    """The frame's findings and picture; with `hover`, also those of the frame with the tooltip of its first
    shortened text open (reported as the tooltip's)."""
    from ui import tooltip, tooltip_box
    from ui.layout_audit import Finding, audit
    from ui.layout_record import hover as hovered
    from ui.layout_record import record

    elements, picture = record(scene, size)
    found = audit(elements)
    spots = tooltip.spots() if hover else []
    if spots:
        seen = {str(f) for f in found}
        tipped = hovered(picture, elements, spots[0].center, tooltip_box.draw)
        found += [Finding(f.kind, f"{f.what} (tooltip open)") for f in audit(tipped) if str(f) not in seen]
    return found, picture


def lift(scene: TableScene) -> bool:
    """A playable card of the viewer's hand picked up and held over the middle of the table, its drop places lit
    (ui/table/drag.py); False when the viewer has no such card now."""
    own = f"hand:{scene.viewer}"
    places = [p for p in scene.targets if p[0] == own]
    if not places or scene.layout is None:
        return False
    rect = scene.layout.card_rect(*places[len(places) // 2])
    if rect is None:
        return False
    scene.drag.press(scene, rect.center)
    scene.drag.motion(scene, scene.layout.centre)
    return bool(scene.drag.carried())


def other_screens(games: list[Game], size: tuple[int, int], lang: str, everything: bool) -> Iterator[tuple[Scene, str]]:
    from cli.shot import build_scene
    from ui.scenes import common as c
    from ui.scenes.menu import MenuScene

    settings = c.Settings(lang=lang, width=size[0], height=size[1])
    tag = f"{lang} {size[0]}x{size[1]}"
    for game in games:
        scene = build_scene("menu", size, settings, game=game.id)
        scene.update(0.0)
        yield scene, f"menu {game.id} {tag}"
        if isinstance(scene, MenuScene) and scene.options_paged:  # the rule book's options on their own page
            scene.toggle_options_page()
            scene.update(0.0)
            yield scene, f"menu {game.id} options {tag}"
    if not everything:
        return
    for name in SCREENS:
        scene = build_scene(name, size, settings)
        scene.update(0.0)
        yield scene, f"{name} {tag}"


def match_points(game: Game, n: int, lang: str, size: tuple[int, int], seed: int) -> Iterator[tuple[TableScene, str]]:
    """A seeded match of `game` at the audit's points: its start, the first complete trick (or a few moves
    in, where the game has no tricks), a move or two later (and then with the last trick opened), and the first
    deal's summary (and, where the game has its own control, the summary 2.5 s on); between them, once each, the
    frame right after the first move that scores ("score"), the viewer's first turn with the hint shown ("hint")
    and with a card of the hand carried over the middle ("drag", lifted by `frames` at each size)."""
    from ai import RandomPlayer
    from ui.scenes import common as c
    from ui.scenes.table import TableScene
    from ui.table.phase import TablePhase
    from ui.table.session import HUMAN

    settings = c.Settings(lang=lang, width=size[0], height=size[1])
    scene = TableScene(game, [HUMAN] + ["random"] * (n - 1), {}, seed=seed, settings=settings, size=size,
                       animate=False, autosave=False)
    scene.ai_enabled = False
    seen: list[Event] = []
    apply = scene.session.apply

    def noting(action: Action) -> list[Event]:  # the events each move makes: a trick's end is one of them
        events = apply(action)
        seen.extend(events)
        return events

    scene.session.apply = noting  # type: ignore[method-assign]
    bot = RandomPlayer(seed)
    yield scene, "start"
    pending = ["trick", "mid"]
    extras = ["score", "hint", "drag"]  # the moving parts, each at the first move that shows it
    after_trick = None
    for moves in range(1, 600):
        if scene.match.is_over or scene.phase != TablePhase.PLAY:
            break
        yield from _extras(scene, extras, bot)
        seen.clear()
        scene.callouts.clear()  # a callout is seen right after its move (the table's clock ages it away)
        seat = scene.match.current_player
        assert seat is not None  # the match is not over
        scene.act(bot.choose(scene.session._view(seat)))
        if _summary_waits(scene):
            scene.update(0.0)
            scene.pause = 0.0
            yield scene, "end"
            if scene.control is not None:  # a game's own summary part moves on its clock (the show counted)
                scene.update(SHOW_SECONDS)
                yield scene, "end later"
            return
        scene.pause = 0.0
        if "score" in extras and scene.callouts.items:
            extras.remove("score")
            yield scene, "score"
        if "trick" in pending and (any(e.kind == "trick" for e in seen) or moves == 12):
            pending.remove("trick")
            after_trick = moves
            yield scene, "trick"
        elif pending == ["mid"] and after_trick is not None and moves >= after_trick + 2:
            pending.clear()
            yield scene, "mid"
            if scene.last_seen_trick() is not None:
                scene.show_last = True
                yield scene, "last trick"
                scene.show_last = False


#: seconds of the summary's own clock before its second look (a cribbage show half counted)
SHOW_SECONDS = 2.5


def _extras(scene: TableScene, extras: list[str], bot: RandomPlayer) -> Iterator[tuple[TableScene, str]]:
    """The hint and a carried card, at the viewer's first turn that has them: the hint said and its card or
    button lit; a card of the hand lifted over the middle (`frames` lifts it at each window size)."""
    if scene.match.current_player != scene.viewer:
        return
    if "hint" in extras:
        extras.remove("hint")
        scene.show_hint(type(bot)(0).choose(scene.session._view(scene.viewer)))  # the match's bot keeps its draws
        yield scene, "hint"
        scene.hinted, scene.toast = None, ""
        scene._light_hinted()
    if "drag" in extras and any(p[0] == f"hand:{scene.viewer}" for p in scene.targets):
        extras.remove("drag")
        yield scene, "drag"


def _summary_waits(scene: TableScene) -> bool:
    """The move just made ended the deal and the summary waits (the checker, having seen the phase was PLAY
    before `act`, cannot see that `act` moves it on)."""
    from ui.table.phase import TablePhase

    return scene.phase == TablePhase.SUMMARY_WAIT
