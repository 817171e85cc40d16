"""Bridž at the table: the table's hooks (manifest.py), the auction box (auction.py) and its calls
(calls.py), dummy's hand (dummy.py), the result (result.py) and the table's pieces (table.py)."""
