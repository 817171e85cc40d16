"""Souboje's own tests."""
