"""Text over text (issue 38): the side panel's log starts with a whole sentence."""

from __future__ import annotations

from ui.table.draw_panel import last_entries


def test_the_log_shows_whole_entries_from_the_newest_back() -> None:
    """The log showed the last lines that fitted, so it could start with the end of a sentence cut off above."""
    entries = [["John deals."], ["Thomas claims the last", "8 tricks: refused, the", "defence can take one."],
               ["Paul wins the trick."]]
    assert last_entries(entries, 3) == ["Paul wins the trick."]  # not "8 tricks: refused, the" first
    assert last_entries(entries, 4) == [*entries[1], *entries[2]]
    assert last_entries(entries, 9) == [line for entry in entries for line in entry]
    assert last_entries([["one", "two", "three"]], 2) == ["one", "two …"]  # the newest alone too long: its start
    assert last_entries(entries, 0) == []
