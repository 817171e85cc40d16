"""Komando's own tests."""
