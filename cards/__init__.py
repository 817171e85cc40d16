"""The pack registry: logical card packs as data (no artwork, no play order)."""

from cards.loader import PackFileError, load_pack_file
from cards.model import Card, Names, Pack, Rank, Suit
from cards.registry import UnknownPack, all_packs, close_pack_ids, get_pack, load_packs, pack_ids

__all__ = [
    "Card", "Names", "Pack", "PackFileError", "Rank", "Suit", "UnknownPack", "all_packs", "close_pack_ids",
    "get_pack", "load_pack_file", "load_packs", "pack_ids",
]
