"""Data that `json.dumps` writes and `json.loads` reads back as it was: a save, a report, a message."""

from __future__ import annotations

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject = dict[str, JsonValue]
