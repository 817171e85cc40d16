"""The pack registry: every pack file under `cards/packs/`, loaded once."""

from __future__ import annotations

import difflib
from functools import cache
from pathlib import Path

from cards.loader import PackFileError, load_pack_file
from cards.model import Pack

PACKS_DIR = Path(__file__).resolve().parent / "packs"


class UnknownPack(KeyError):
    """No pack has this id; `suggestions` holds the closest ids."""

    def __init__(self, pack_id: str, suggestions: list[str]) -> None:
        self.pack_id, self.suggestions = pack_id, suggestions
        hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown pack {pack_id!r}.{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


def load_packs(directory: Path = PACKS_DIR, broken: dict[str, PackFileError] | None = None) -> dict[str, Pack]:
    """All packs in a directory, keyed by id; an id used twice is an error naming both files. With `broken`,
    a file that does not load is noted there (by its path) and left out instead: one bad file no longer
    takes every pack, and so every game, with it."""
    packs: dict[str, Pack] = {}
    for path in sorted(directory.glob("*.yaml")):
        found: dict[str, Pack] = {}  # this file's packs, added only when the whole file is good
        try:
            for pack in load_pack_file(path):
                earlier = packs.get(pack.id) or found.get(pack.id)
                if earlier is not None:
                    raise PackFileError(str(path), "cuts.id", f"pack id {pack.id!r} is already used by "
                                        f"{earlier.source_file}", "choose another id")
                found[pack.id] = pack
        except PackFileError as exc:
            if broken is None:
                raise
            broken[str(path)] = exc
            continue
        packs.update(found)
    return packs


_BROKEN: dict[str, PackFileError] = {}


@cache
def _registry() -> dict[str, Pack]:
    _BROKEN.clear()
    return load_packs(PACKS_DIR, broken=_BROKEN)  # PACKS_DIR read now, not when load_packs was defined


def broken_packs() -> dict[str, PackFileError]:
    """The pack files that did not load (by path), with why; their packs are missing from the registry."""
    _registry()
    return dict(_BROKEN)


def all_packs() -> list[Pack]:
    return list(_registry().values())


def pack_ids() -> list[str]:
    return list(_registry())


def get_pack(pack_id: str) -> Pack:
    registry = _registry()
    if pack_id in registry:
        return registry[pack_id]
    lowered = {k.lower(): v for k, v in registry.items()}
    if pack_id.lower() in lowered:
        return lowered[pack_id.lower()]
    raise UnknownPack(pack_id, close_pack_ids(pack_id))


def close_pack_ids(pack_id: str, limit: int = 5) -> list[str]:
    ids = list(_registry())
    close = difflib.get_close_matches(pack_id.lower(), ids, n=limit, cutoff=0.4)
    prefix = [i for i in ids if pack_id.lower() in i and i not in close]
    return (close + prefix)[:limit]
