"""ai/games/cribbage."""
