"""games/cribbage."""
