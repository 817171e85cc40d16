"""Černý Petr's own tests."""
