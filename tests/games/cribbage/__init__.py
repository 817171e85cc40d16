"""Cribbage's own tests."""
