"""The pygame front end: scenes, the card-face renderer, the table and widgets."""
