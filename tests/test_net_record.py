"""A recorded session's hidden-card check (net/framecheck.py): the trial's tool, on the window's own server."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from net import protocol as p
from net.client import Client
from net.framecheck import FRAMES, check_recording
from net.server import BackgroundServer
from tests.net_helpers import play_until


def _played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str]:
    """Two people and two bots play a deal of Cvik on a background server recording by KARTY_NET_RECORD."""
    record = tmp_path / "record"
    monkeypatch.setenv("KARTY_NET_RECORD", str(record))
    server = BackgroundServer(root=tmp_path)
    try:
        address = f"127.0.0.1:{server.port}"
        host, friend = Client.connect(address, name="Eva"), Client.connect(address, name="Jan")
        code = host.create("cvik", ["human", "human", "random", "random"]).code
        friend.join(code)
        host.start(level="random")
        play_until([host, friend], lambda view: view.deal >= 1, random.Random(3))
        host.close()
        friend.close()
    finally:
        server.stop()
    return record, code


def test_a_recorded_deal_passes_the_check_for_every_seat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record, code = _played(tmp_path, monkeypatch)
    counts = check_recording(record, tmp_path)
    assert set(counts) == {(code, 0), (code, 1)} and min(counts.values()) > 10


def test_the_check_finds_a_card_sent_to_the_wrong_seat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record, _ = _played(tmp_path, monkeypatch)
    rows = [json.loads(line) for line in (record / FRAMES).read_text(encoding="utf-8").splitlines()]
    # seat 0's first view, sent to seat 1 as well: seat 1 then holds seat 0's hand
    first = next(r for r in rows if r["seat"] == 0 and isinstance(p.decode_server(r["frame"]), p.View))
    with (record / FRAMES).open("a", encoding="utf-8") as out:
        out.write(json.dumps({**first, "seat": 1}) + "\n")
    with pytest.raises(AssertionError):
        check_recording(record, tmp_path)
