"""Cvik's own tests."""
