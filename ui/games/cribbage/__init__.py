"""Cribbage at the table: the table's hooks (manifest.py), the board and its pegs (board.py), the
control (control.py), the hands (hand.py) and the show (show.py)."""
