"""`main.py decks`: the pack registry in the terminal."""

from __future__ import annotations

import argparse

from cards import Pack, UnknownPack, all_packs, get_pack
from cli.common import add_lang, fail, lang_of, print_json
from cli.main import SUMMARIES


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("decks", help=SUMMARIES["decks"],
                            description="List the card packs, or every card of one pack with its names.")
    parser.add_argument("pack", nargs="?", help="a pack id, e.g. french-32 (omit for the list)")
    add_lang(parser)
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def pack_summary(pack: Pack) -> dict[str, object]:
    return {
        "id": pack.id, "pattern": pack.pattern, "family": pack.family, "names": pack.names.to_dict(),
        "size": pack.size, "listed": pack.listed, "region": pack.region.to_dict(),
        "suits": [{"code": s.code, "names": s.names.to_dict(), "colour": s.colour, "symbol": s.symbol}
                  for s in pack.suits],
        "ranks": [{"code": r.code, "names": r.names.to_dict()} for r in pack.ranks],
    }


def pack_detail(pack: Pack) -> dict[str, object]:
    data = pack_summary(pack)
    data["description"] = pack.description.to_dict()
    data["sources"] = list(pack.sources)
    if pack.not_listed is not None:
        data["not_listed"] = pack.not_listed.to_dict()
    data["cards"] = [{"code": c.code, "names": c.names.to_dict(), "kind": c.kind, "suit": c.suit, "rank": c.rank}
                     | ({"picture": c.picture} if c.picture else {}) for c in pack.cards]
    return data


def run(args: argparse.Namespace) -> int:
    lang = lang_of(args)
    if args.pack is None:
        packs = all_packs()
        if args.json:
            print_json([pack_summary(p) for p in packs])
            return 0
        head = ("id", "karet" if lang == "cs" else "cards", "název" if lang == "cs" else "name",
                "oblast" if lang == "cs" else "region")
        rows = [(p.id, str(p.size) if p.listed else "–", p.names.get(lang), p.region.get(lang)) for p in packs]
        _table([head, *rows])
        return 0
    try:
        pack = get_pack(args.pack)
    except UnknownPack as exc:
        return fail(str(exc))
    if args.json:
        print_json(pack_detail(pack))
        return 0
    print(f"{pack.names.get(lang)} [{pack.id}] — {pack.size} " + ("listů" if lang == "cs" else "cards"))
    print(pack.region.get(lang))
    print()
    print(pack.description.get(lang))
    if pack.not_listed is not None:
        print()
        print(pack.not_listed.get(lang))
        return 0
    print()
    rows = [(c.code, c.names.cs, c.names.en, ", ".join(f"{k}: {v}" for k, v in c.names.native.items())) for c in pack]
    _table([("kód" if lang == "cs" else "code", "česky", "English", ""), *rows])
    return 0


def _table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for n, row in enumerate(rows):
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
