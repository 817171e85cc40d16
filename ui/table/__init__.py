"""The generic table: layout of zones, card flights, the match session, per-game hooks, and the parts of
the table scene (ui/scenes/table.py): its shared view (view.py), input (input.py) and drawing (draw_*.py)."""
