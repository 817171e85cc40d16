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


def load_packs(directory: Path = PACKS_DIR) -> dict[str, Pack]:
    """All packs in a directory, keyed by id; an id used twice is an error naming both files."""
    packs: dict[str, Pack] = {}
    for path in sorted(directory.glob("*.yaml")):
        for pack in load_pack_file(path):
            if pack.id in packs:
                raise PackFileError(str(path), "cuts.id", f"pack id {pack.id!r} is already used by "
                                    f"{packs[pack.id].source_file}", "choose another id")
            packs[pack.id] = pack
    return packs


@cache
def _registry() -> dict[str, Pack]:
    return load_packs()


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
