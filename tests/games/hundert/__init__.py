"""Hundert's own tests."""
