"""Kolovrat: its rules (rules.py, which defines `GAME`), its card actions (actions.py), the arithmetic of sums
(picks.py) and the worlds its search draws (worlds.py)."""
