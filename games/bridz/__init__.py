"""games/bridz."""
