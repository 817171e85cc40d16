"""Černý Petr at the table: the table's hooks (manifest.py)."""
