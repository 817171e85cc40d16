"""ai/games/boston."""
