"""Kolovrat's own tests."""
