"""Stortok's own tests."""
