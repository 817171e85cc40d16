"""The Blue Chip table manager protocol's grammar (net/bluechip/protocol.py): the document's own lines parse to the
messages they say and format back exactly; a line that is none of them is an error quoting it."""

from __future__ import annotations

import pytest

from games.bridz.calls import call_action
from net.bluechip.protocol import (
    BoardInfo,
    Call,
    Cards,
    Connect,
    EndOfSession,
    Play,
    ProtocolError,
    Ready,
    ReadyForBid,
    ReadyForCard,
    Refused,
    Seated,
    StartOfBoard,
    Teams,
    Timing,
    ToLead,
    format_message,
    parse_message,
)
from net.bluechip.seat import SeatKnowledge, board_dealer, board_vulnerability, new_deal

NORTH_HAND = ("AS", "KS", "7S", "QH", "JH", "9H", "QD", "JD", "9D", "8D", "6C", "4C", "2C")

#: the document's lines, each as it is written, and the message it is
EXAMPLES = [
    ('Connecting "Karty" as North using protocol version 18', Connect("Karty", 0, 18)),
    ('North ("Karty") seated', Seated(0, "Karty")),
    ("North ready for teams", Ready(0, "teams")),
    ('Teams : N/S : "Karty" E/W : "WBridge5"', Teams("Karty", "WBridge5")),
    ("North ready to start", Ready(0, "start")),
    ("Start of board", StartOfBoard()),
    ("North ready for deal", Ready(0, "deal")),
    ("Board number 1. Dealer North. Neither vulnerable.", BoardInfo(1, 0, False, False)),
    ("Board number 14. Dealer East. N/S vulnerable.", BoardInfo(14, 1, True, False)),
    ("Board number 3. Dealer South. E/W vulnerable.", BoardInfo(3, 2, False, True)),
    ("Board number 4. Dealer West. Both vulnerable.", BoardInfo(4, 3, True, True)),
    ("North ready for cards", Ready(0, "cards")),
    ("North's cards : S A K 7. H Q J 9. D Q J 9 8. C 6 4 2.", Cards(0, NORTH_HAND)),
    ("West ready for North's bid", ReadyForBid(3, 0)),
    ("North passes", Call(0, "P")),
    ("East bids 1C", Call(1, "1C")),
    ("South bids 3NT", Call(2, "3NT")),
    ("West doubles", Call(3, "X")),
    ("North redoubles", Call(0, "XX")),
    ("East to lead", ToLead(1)),
    ("Dummy to lead", ToLead(None)),
    ("East plays 7S", Play(1, "7S")),
    ("South plays TH", Play(2, "10H")),
    ("North ready for dummy", Ready(0, "dummy")),
    ("South ready for East's card to trick 1", ReadyForCard(2, 1, 1)),
    ("East ready for dummy's card to trick 12", ReadyForCard(1, None, 12)),
    ("End of session", EndOfSession()),
    ("ERROR: West may not bid 1C now", Refused("West may not bid 1C now")),
]


@pytest.mark.parametrize(("line", "message"), EXAMPLES)
def test_the_documents_lines_parse_and_format_back(line: str, message: object) -> None:
    assert parse_message(line) == message
    assert format_message(parse_message(line)) == line


def test_a_void_is_a_dash_and_dummys_cards_are_the_dummys() -> None:
    line = "Dummy's cards : S A K Q J T 9 8. H -. D 7 6 5 4. C 3 2."
    message = parse_message(line)
    assert isinstance(message, Cards) and message.seat is None and "10S" in message.cards
    assert format_message(message) == line


@pytest.mark.parametrize("line", [
    "North ready for deal.", "north READY for  deal", "South bids 1NT Alert. 15 to 17", 'Teams : N/S : "a". E/W : "b"',
])
def test_what_robots_in_the_field_vary_is_read(line: str) -> None:
    parse_message(line)  # a full stop at the end, case, spaces, an alert, a stop after a team's name


#: lines public implementations send, quoted as they write them (docs/bridz-robots.md names each), and the message
FIELD_LINES = [
    # BEN's client with --sendinfo puts its configuration after the version
    ('Connecting "BEN" as East using protocol version 18 BEN-21GF 0.8.8.6 config/default.conf',
     Connect("BEN", 1, 18)),
    # WBridge5 takes the seat the manager gives it (a session quoted in OpenSpiel's wbridge5 wrapper)
    ('Connecting "WBridge5" as ANYPL using protocol version 18', Connect("WBridge5", None, 18)),
    ('North "Karty" seated', Seated(0, "Karty")),  # ZBridge's manager
    ("North Karty seated", Seated(0, "Karty")),  # taken by Sodes' client besides the document's form
    ('Teams: N/S: "Karty". E/W: "BEN"', Teams("Karty", "BEN")),  # ZBridge's manager
    ('Teams : N/S : "Karty" E/W : "BEN". Playing IMPS', Teams("Karty", "BEN")),  # a Python manager; BEN reads it
    ('Teams: N/S "silent" E/W "bidders"', Teams("silent", "bidders")),  # OpenSpiel's WBridge5 session
    ("Board number 8. Dealer WEST. Neither vulnerable.", BoardInfo(8, 3, False, False)),
    ("Board number 1. Dealer North. Neither vulnerable", BoardInfo(1, 0, False, False)),  # ZBridge: no stop
    ("Start of Board", StartOfBoard()),  # Bridge Moniteur, as a Python client notes
    ("WEST's cards: S A T 9 5. H K 6 5. D Q J 8 7 6. C 7.",
     Cards(3, ("AS", "10S", "9S", "5S", "KH", "6H", "5H", "QD", "JD", "8D", "7D", "6D", "7C"))),
    ("North's cards : S J 8 5.H A K T 8.D 7 6.C A K T 3.",  # Sodes' manager: no space after a stop
     Cards(0, ("JS", "8S", "5S", "AH", "KH", "10H", "8H", "7D", "6D", "AC", "KC", "10C", "3C"))),
    ("North's cards : S J 8 5.H A K T 8.D.C A K T 7 6 3.",  # ... and a void as a bare 'D.'
     Cards(0, ("JS", "8S", "5S", "AH", "KH", "10H", "8H", "AC", "KC", "10C", "7C", "6C", "3C"))),
    ("North's cards : S -.H A K T 8 4 3 2.D.C A K T 7 6 3.",
     Cards(0, ("AH", "KH", "10H", "8H", "4H", "3H", "2H", "AC", "KC", "10C", "7C", "6C", "3C"))),
    ("Dummy's cards :  S A K J 4 3. H - D 6 5 4 3. C Q J T 9.",  # ZBridge: 'H -' and no stop after a void
     Cards(None, ("AS", "KS", "JS", "4S", "3S", "6D", "5D", "4D", "3D", "QC", "JC", "10C", "9C"))),
    ("WEST PASSES", Call(3, "P")),  # WBridge5's session
    ("North doubles.", Call(0, "X")),  # Table Moniteur, as Sodes notes
    ("North bids 1H Alert. 13 to 19 total points.", Call(0, "1H", "13 to 19 total points.")),  # Sodes
    ("North bids 1H Alert.C=0-8,D=4-8,H=0-5,S=0-5,HCP=17-19,Total=19-21.",
     Call(0, "1H", "C=0-8,D=4-8,H=0-5,S=0-5,HCP=17-19,Total=19-21.")),
    ("North bids 1H.Infos.C=0-8,D=4-8,H=0-5,S=0-5,HCP=17-19,Total=19-21.", Call(0, "1H")),  # information, no alert
    ("North bids 1H Infos.C=0-8,D=4-8,H=0-5,S=0-5,HCP=17-19,Total=19-21.", Call(0, "1H")),
    ("East passes Infos. nothing to show", Call(1, "P")),  # BEN --sendinfo
    ("East bids 1NT Alert. 12-14 balanced Rescue.", Call(1, "1NT", "12-14 balanced Rescue.")),  # BEN
    ("South redoubles Alert.", Call(2, "XX")),  # a bare alert (WBridge5's manual alert, a Python manager notes)
    ("East plays 3S. Forced", Play(1, "3S")),  # BEN --sendcardinfo
    ("Dummy plays 8C", Play(None, "8C")),  # the document's form for the dummy's card, as Sodes notes
    ("Timing - N/S : this board  01:36,  total  0:01:36.  E/W : this board  01:34,  total  0:01:34",  # Moniteur
     Timing("N/S : this board 01:36, total 0:01:36. E/W : this board 01:34, total 0:01:34")),
]


@pytest.mark.parametrize(("line", "message"), FIELD_LINES)
def test_the_lines_other_implementations_send_are_read(line: str, message: object) -> None:
    assert parse_message(line) == message


def test_a_player_that_takes_any_seat_says_so_when_it_connects() -> None:
    assert format_message(Connect("WBridge5", None)) == 'Connecting "WBridge5" as ANYPL using protocol version 18'


@pytest.mark.parametrize(("line", "named"), [
    ("Hello table", "Hello table"),
    ("North bids 8C", "North bids 8C"),
    ("North plays 1S", "North plays 1S"),
    ("North's cards : S A K. H Q. D J. C 2.", "13 cards"),
    ("North's cards : H A K 7. S Q J 9. D Q J 9 8. C 6 4 2.", "order S H D C"),
    ("North's cards : S A A 7. H Q J 9. D Q J 9 8. C 6 4 2.", "twice"),
    ("Board number one. Dealer North. Neither vulnerable.", "Board number one"),
    ("Nord ready for deal", "Nord"),
    ("North bids 1NT please", "Alert. ..."),  # words after a call other than an alert or information
    ("North bids 1NTX", "North bids 1NTX"),
    ("North plays 7SX", "North plays 7SX"),
    ("North's cards : S A K 7. H Q J 9. S Q J 9 8. C 6 4 2.", "each suit once"),
    ("North's cards : S A K 7. H Q J 9. D Q J 9 X. C 6 4 2.", "suits S H D C"),
])
def test_a_malformed_line_is_an_error_quoting_it(line: str, named: str) -> None:
    with pytest.raises(ProtocolError, match=named) as caught:
        parse_message(line)
    assert repr(line) in str(caught.value) or named in str(caught.value)


def test_timing_is_read_whole() -> None:
    assert parse_message("Timing - N/S : this board 0:41, total 0:41.") == Timing("N/S : this board 0:41, total 0:41.")


def test_boards_rotate_dealer_and_vulnerability_as_duplicate_does() -> None:
    assert [board_dealer(b) for b in (1, 2, 3, 4, 5)] == [0, 1, 2, 3, 0]
    assert [board_vulnerability(b) for b in (1, 2, 3, 4, 8, 17)] == [
        (False, False), (True, False), (False, True), (True, True), (False, False), (False, False)]


@pytest.mark.parametrize("seat", [0, 1, 2])  # the declarer, a defender, the dummy
def test_a_seat_rebuilt_from_what_it_was_told_looks_as_the_true_deal_does(seat: int) -> None:
    """The bot is handed the seat's observation of the rebuilt deal: equal to that of the true deal, so it can
    tell nothing of the hidden hands the true deal holds (and the filler is not them)."""
    true = new_deal(0, True, False, 7)
    calls = ["1D", "P", "1H", "P", "1NT", "P", "P", "P"]  # North declares 1NT, East leads, South is dummy
    for call in calls:
        true.apply(call_action(call))
    plays = []
    for _ in range(6):  # a trick and a half, the dummy face up
        action = true.legal_actions()[-1]
        assert action.card is not None and true.turn is not None
        plays.append((true.turn, action.card.code))
        true.apply(action)
    facts = SeatKnowledge(seat, 0, True, False, tuple(c.code for c in true.original_hands()[seat]), calls,
                          [(int(s), c) for s, c in plays], tuple(c.code for c in true.original_hands()[2]))
    rebuilt = facts.state()
    assert rebuilt.observation(seat) == true.observation(seat)
    hidden = [s for s in range(4) if s not in (seat, 2)]
    assert any(sorted(map(str, rebuilt.hand(s))) != sorted(map(str, true.hand(s))) for s in hidden)


def test_a_card_shown_twice_is_an_error() -> None:
    facts = SeatKnowledge(0, 0, False, False, NORTH_HAND)
    facts.calls += ["1D", "P", "1H", "P", "1NT", "P", "P", "P"]
    facts.plays.append((1, "AS"))  # North holds the ace of spades
    with pytest.raises(ProtocolError, match="twice"):
        facts.state()


def revoke_case() -> tuple[SeatKnowledge, int, str]:
    """North's knowledge of a deal where a defender showed out of a suit and now leads; that defender and a card of
    the suit still unseen by North."""
    calls = ["1D", "P", "1H", "P", "1NT", "P", "P", "P"]  # North declares, South is dummy
    for seed in range(50):
        true = new_deal(0, False, False, seed)
        for call in calls:
            true.apply(call_action(call))
        plays: list[tuple[int, str]] = []
        out: set[tuple[int, str]] = set()
        while len(plays) < 40:
            if len(plays) % 4 == 0 and plays and true.turn in (1, 3):
                seen = {c for _, c in plays} | {c.code for c in true.original_hands()[0] + true.original_hands()[2]}
                for seat, suit in out:
                    unseen = [c.code for c in true.pack.cards if c.suit == suit and c.code not in seen]
                    if seat == true.turn and unseen:
                        hands = true.original_hands()
                        facts = SeatKnowledge(0, 0, False, False, tuple(c.code for c in hands[0]), calls, plays,
                                              tuple(c.code for c in hands[2]))
                        return facts, seat, unseen[0]
            action = true.legal_actions()[-1]
            assert action.card is not None and true.turn is not None
            led = plays[len(plays) - len(plays) % 4][1][-1] if len(plays) % 4 else ""
            if led and action.card.suit != led:
                out.add((true.turn, led))
            plays.append((true.turn, action.card.code))
            true.apply(action)
    raise AssertionError("no deal of the first 50 has a defender lead after showing out")


def test_a_card_of_a_suit_its_player_showed_out_of_is_a_revoke_and_an_error() -> None:
    facts, seat, card = revoke_case()
    facts.state()  # as told: no error
    facts.plays.append((seat, card))
    with pytest.raises(ProtocolError, match="breaks the rules"):
        facts.state()
