"""ai/games/bridz."""
