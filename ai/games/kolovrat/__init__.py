"""Kolovrat's AI: what the generic search knows of it (search.py), its quick playout (playout.py, sums.py,
values.py) and light worlds (light.py), named by the manifest (manifest.py)."""
