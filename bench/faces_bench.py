"""Card-face rendering cost (not part of the test run): first-render time per card, per pack.

    python bench/faces_bench.py              every listed pack at widths 56 (compact) and 100
    python bench/faces_bench.py --json       machine-readable

Faces are cached after the first render, so this is the cost a table pays once per size
(on start and on every window resize), not per frame.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

import cards  # noqa: E402
from ui.faces import card_size, clear_cache, render_card  # noqa: E402


def measure(widths: list[int]) -> list[dict[str, object]]:
    pygame.init()
    rows = []
    for pack in cards.all_packs():
        if not pack.cards:
            continue
        row: dict[str, object] = {"pack": pack.id, "cards": pack.size}
        for width in widths:
            clear_cache()
            start = time.perf_counter()
            for card in pack.cards:
                render_card(card, pack, card_size(width))
            row[f"ms_per_card_{width}"] = round((time.perf_counter() - start) * 1000 / pack.size, 2)
        rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--widths", default="56,100", help="comma-separated card widths in pixels")
    args = parser.parse_args()
    widths = [int(w) for w in args.widths.split(",")]
    rows = measure(widths)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'pack':28} {'cards':>5} " + " ".join(f"{'ms/card@' + str(w):>12}" for w in widths))
    for row in rows:
        print(f"{row['pack']!s:28} {row['cards']!s:>5} " + " ".join(f"{row[f'ms_per_card_{w}']!s:>12}" for w in widths))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
