"""Bridž's own tests."""
