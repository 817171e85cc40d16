"""The AI of the tricks Cvik, Komando and Stortok play for a pot (games/trick_pot/): the tricks on plain
numbers their quick playouts share (tricks.py)."""
