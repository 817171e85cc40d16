"""Boston's own tests."""
