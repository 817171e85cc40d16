"""Kvarteto's own tests."""
