"""The generic table: layout of zones, card flights, the match session, per-game hooks."""
