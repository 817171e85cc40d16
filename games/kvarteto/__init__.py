"""Kvarteto: its rules (rules.py, which defines `GAME`)."""
