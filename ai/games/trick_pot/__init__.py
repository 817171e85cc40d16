"""The AI of the tricks Cvik, Komando and Stortok play for a pot (games/trick_pot/): the model of players
and the playout policy their searches share (model.py), and the tricks on plain numbers their quick playouts
share (tricks.py)."""
