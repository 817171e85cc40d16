"""Stortok's AI: the search's hooks, named by the manifest (manifest.py), and its quick playout (playout.py)."""
