"""games/boston."""
