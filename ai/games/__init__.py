"""ai/games."""
