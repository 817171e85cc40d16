"""Ospalec's own tests."""
