"""Komando's AI: the search's hooks and its reading of the bids, named by the manifest (manifest.py),
and its quick playout (playout.py)."""
