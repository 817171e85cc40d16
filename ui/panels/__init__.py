"""Score panels of single games, drawn into a rectangle the table gives them."""
