"""Černý Petr: its rules (rules.py, which defines `GAME`)."""
