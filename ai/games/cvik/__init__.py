"""Cvik's AI: its players and the search's hooks, named by the manifest (manifest.py)."""
