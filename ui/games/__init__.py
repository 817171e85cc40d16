"""ui/games."""
