"""Karty over the network: the table server and its clients and Bridž's seat at other robots'
tables through the Blue Chip Bridge Table Manager protocol.

A layer above ai/, games/ and sessions/ (it seats bots, checks moves with the engine and saves tables), used by
cli/ and ui/. Nothing below it imports it.
"""
