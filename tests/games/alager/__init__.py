"""Alager's own tests."""
