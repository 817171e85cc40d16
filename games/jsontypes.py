"""JSON-ready data: what `json.dumps` writes and `json.loads` gives back, for code that passes it on or narrows it."""

from __future__ import annotations

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject = dict[str, JsonValue]
