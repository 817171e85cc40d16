"""Scripts that make the data files the AI ships (run by hand, never at play time)."""
