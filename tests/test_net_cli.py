"""The terminal over the network: `play GAME --text --join ADDRESS/CODE` against a real `serve`, as a user types."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from cli import netplay
from games import get_game
from net import protocol as p
from net.client import NetError
from tests.net_helpers import BOUND, ROOT, ServerProcess, next_of, play_until, recording, server
from ui.i18n import seat_name


@pytest.fixture
def serving(tmp_path: Path) -> Iterator[ServerProcess]:
    yield from server(tmp_path / "data")


def terminal(*words: str, answers: str, data: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KARTY_DATA_DIR": str(data), "SDL_VIDEODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", "play", *words], cwd=ROOT, env=env, input=answers,
                          capture_output=True, text=True, timeout=BOUND * 2)


def test_a_terminal_player_joins_a_friends_table_and_plays_to_the_end(serving: ServerProcess, tmp_path: Path) -> None:
    host = recording(serving.address, "Eva")
    seated = host.create("cvik", ["human", "human", "random", "random"], options={"rounds": 1})
    done = threading.Event()

    def hosting() -> None:
        next_of(host, p.TableInfo)
        while not (host.table and host.table.seats[1].taken):
            next_of(host, p.TableInfo)
        host.start(level="random")
        play_until([host], lambda view: view.over, random.Random(8), done.is_set)

    thread = threading.Thread(target=hosting)
    thread.start()
    try:
        result = terminal("cvik", "--text", "--join", f"{serving.address}/{seated.code.lower()}", "--seat", "2",
                          "--lang", "en", answers="1\n" * 400, data=tmp_path / "player")
    finally:
        done.set()
        thread.join(BOUND)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    # the seat by the name the table and the log give it, not by a number
    assert f"You sit at table {seated.code} as {seat_name(1, 'en')}." in out and "Your cards:" in out
    # the seats by the names the window gives them: the host's own, and Karty's for the bots
    said = [line for line in out.splitlines() if line.startswith("  ")]
    assert any(line.startswith("  Eva ") for line in said), said[:8]
    assert any(line.startswith(f"  {seat_name(2, 'en')} ") for line in said), said[:8]
    assert not any("Player 1" in line for line in said)
    # the way back is said at once: a terminal that is killed never gets to say it
    assert f"--join {serving.address}/{seated.code} --rejoin=" in out.split("Your cards:")[0]
    assert "=== Match over." in out and "Traceback" not in result.stderr


def test_a_terminal_player_hosts_a_table_with_bots(serving: ServerProcess, tmp_path: Path) -> None:
    result = terminal("cvik", "--text", "--join", f"{serving.address}/new", "--invite", "0", "--ai", "random",
                      "--option", "rounds=1", "--lang", "cs", answers="\n" + "t\n" + "1\n" * 400,
                      data=tmp_path / "player")
    assert result.returncode == 0, result.stderr
    assert "je otevřený" in result.stdout and "=== Konec zápasu." in result.stdout
    # 't' prints the whole table again (it was sent to the server as a move), and a later prompt only what changed
    prompts = result.stdout.split("t stůl, q konec):")
    assert "Tento tah nejde" not in result.stdout and len(prompts) > 3
    dealer = next(line for line in prompts[0].splitlines() if line.startswith("  Rozdává: "))
    assert dealer in prompts[1].splitlines() and "Tvoje karty:" in prompts[1]  # the table, unchanged, again
    assert dealer not in prompts[2].splitlines()  # the next prompt: what changed (the dealer did not)


def test_a_wrong_code_or_address_is_one_line(serving: ServerProcess, tmp_path: Path) -> None:
    wrong = terminal("cvik", "--text", "--join", f"{serving.address}/ZZZZZZ", "--lang", "en", answers="",
                     data=tmp_path / "p")
    assert wrong.returncode == 2 and wrong.stderr.strip().count("\n") == 0 and "no table has this code" in wrong.stderr
    nowhere = terminal("cvik", "--text", "--join", "127.0.0.1:1/ABC234", answers="", data=tmp_path / "p")  # nobody
    assert nowhere.returncode == 2 and nowhere.stderr.strip().count("\n") == 0


def test_a_terminal_player_whose_server_died_is_told_how_to_come_back_and_does(tmp_path: Path) -> None:
    # four processes (two servers, two terminals) as a user meets it: the slowest test here, for that reason
    first = ServerProcess(tmp_path / "data")
    env = {**os.environ, "KARTY_DATA_DIR": str(tmp_path / "player"), "SDL_VIDEODRIVER": "dummy"}
    player = subprocess.Popen([sys.executable, "main.py", "play", "cvik", "--text", "--join", f"{first.address}/new",
                               "--invite", "0", "--ai", "random", "--option", "rounds=1", "--lang", "en"], cwd=ROOT,
                              env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert player.stdin is not None and player.stdout is not None
        player.stdin.write("\n")  # Enter starts the table
        player.stdin.flush()
        said = ""
        while "Your cards" not in said:  # its first decision is on the screen: the match is saved by now
            line = player.stdout.readline()
            assert line, "the terminal ended before its first decision"
            said += line
    finally:
        first.kill()
    _, err = player.communicate("1\n", timeout=BOUND)  # its move finds the line gone
    assert player.returncode == 1 and "To take your seat back:" in err
    command = err.split("python main.py play ", 1)[1].split()
    second = ServerProcess(tmp_path / "data")
    try:
        old = command[command.index("--join") + 1]
        command[command.index("--join") + 1] = f"{second.address}/{old.rsplit('/', 1)[1]}"  # a new port now
        back = terminal(*command, "--lang", "en", answers="1\n" * 400, data=tmp_path / "player")
    finally:
        second.kill()
    assert back.returncode == 0, back.stderr
    assert "=== Match over." in back.stdout


class _Told:
    """A client that brings the table's news once, then loses the line: enough for what a seat is called."""

    def __init__(self, info: p.TableInfo, seat: int) -> None:
        self.seat = seat
        self.news: list[p.ServerMessage] = [info]

    def next(self, timeout: float | None) -> p.ServerMessage:
        if not self.news:
            raise NetError("lost", "gone")
        return self.news.pop(0)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You sit at table ABC234 as Eva (South)."), ("cs", "Sedíš u stolu ABC234 jako Eva (Jih)."),
])
def test_a_bridge_player_is_told_his_quarter_and_his_name(lang: str, said: str) -> None:
    seats = [p.SeatInfo(kind="bot", name="normal"), p.SeatInfo(kind="bot", name="normal"),
             p.SeatInfo(kind="human", name="Eva", taken=True), p.SeatInfo(kind="bot", name="normal")]
    info = p.TableInfo(code="ABC234", game="bridz", players=4, options={}, seats=seats, host=2, started=True)
    out = io.StringIO()
    with pytest.raises(NetError):
        netplay.play(_Told(info, 2), get_game("cvik"), lang, input, out, keep="KEEP")  # type: ignore[arg-type]  # a stand-in client
    assert out.getvalue().splitlines()[:2] == [said, "KEEP"]


@pytest.mark.parametrize("key", ["keep", "lost"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_way_back_parses_whatever_the_token_starts_with(key: str, lang: str) -> None:
    """A seat's token is URL-safe base64 and starts with '-' one time in 64: printed as `--rejoin TOKEN`, argparse
    took it for an option ("expected one argument") and the command the player was told to type failed."""
    from cli.main import build_parser

    token = "-Xy_" + "a" * 39
    said = netplay.say_tr(key, lang, game="bridz", address="127.0.0.1:8765", code="ABCD", token=token)
    words = said.split("python main.py ", 1)[1].split()
    args = build_parser("main.py", words).parse_args(words)
    assert args.rejoin == token and args.join == "127.0.0.1:8765/ABCD"


def test_the_network_menu_names_the_player_an_ask_or_a_pile_is_aimed_at() -> None:
    """`play --join` listed the server's labels, which number the seat ('Zeptat se hráče 3 na krávu') where
    `play --text` and the window name the player ('Zeptat se Tomáše na krávu')."""
    names = ["Jan", "Karel", "Tomáš"]
    kvarteto = get_game("kvarteto")
    pack = kvarteto.pack(kvarteto.config())
    card = pack.cards[0]
    ask = p.ActionMsg(code=f"ask:{card.code}:2", typed=f"ask:{card.code}:3", label="Ask player 3 for it",
                      label_cs="Zeptat se hráče 3")
    assert netplay.menu_label(ask, kvarteto, pack, names, "cs") == f"Zeptat se Tomáše na {card.name('cs', 'acc')}"
    assert netplay.menu_label(ask, kvarteto, pack, names, "en") == f"Ask Tomáš for the {card.name('en')}"
    kolovrat = get_game("kolovrat")
    piles = kolovrat.pack(kolovrat.config())
    pile = p.ActionMsg(code="take_pile:1", typed="take_pile:2", label="Take player 2's pile",
                       label_cs="Sebrat hromádku hráči 2")
    assert netplay.menu_label(pile, kolovrat, piles, names, "cs") == "Sebrat hromádku Karlovi"
    done = p.ActionMsg(code="done", typed="done", label="Done", label_cs="Hotovo")
    assert netplay.menu_label(done, kolovrat, piles, names, "cs") == "Hotovo"
