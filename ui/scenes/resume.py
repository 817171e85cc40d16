"""Resume a saved match: a table scene continuing it where the save left off.

The saving itself (the save file, the statistics it counts for) is sessions/autosave.py, without pygame;
this is the window's side: the table scene built from a save.
"""

from __future__ import annotations

from games.errors import InvalidInput
from games.registry import get_game
from sessions.autosave import TableSaver, names_of, seats_of
from sessions.saves import SaveError, SaveStore
from ui.scenes.common import Settings
from ui.scenes.table import TableScene


def resume_table(save_id: str, settings: Settings, size: tuple[int, int], store: SaveStore | None = None) -> TableScene:
    """A TableScene continuing the saved match (SaveError says why it cannot)."""
    store = store or SaveStore()
    match, data = store.load(save_id)
    seats = seats_of(data)
    if len(seats) != match.num_players:
        raise SaveError(f"{save_id}: the save names {len(seats)} seats for {match.num_players} players")
    game = get_game(match.game.id)
    names = names_of(data)
    try:
        scene = TableScene(game, seats, dict(data.get("options") or {}), seed=int(data["seed"]), settings=settings,
                           size=size, animate=False, autosave=False, seat_names=[n or None for n in names])
    except InvalidInput as exc:  # a seat naming a player this version does not have: reported, as any bad save
        raise SaveError(f"{save_id}: {exc}") from None
    scene.saver = TableSaver(game.id, int(data["seed"]), seats, save_id, str(data.get("started")),
                             recorded=bool(data.get("finished")), names=names)
    scene.session.match = match
    scene.adopt_match()
    if store.problems:  # resumed, with something to tell (a snapshot that disagreed with the moves)
        scene._say("; ".join(p.text(settings.lang) for p in store.problems), 8.0)
    return scene
