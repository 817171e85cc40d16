"""The app's side of sessions that last: autosave from the table, resume, and the words for it."""
