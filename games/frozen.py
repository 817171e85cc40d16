"""A faster `__init__` for the engine's small frozen value classes (Action, Event).

A frozen dataclass stores each field through `object.__setattr__`, looked up by name on every
call; the search creates actions and events by the hundred thousand, and that lookup is most of
their cost. With slots, each field's slot descriptor can store the value directly. The class
stays a frozen dataclass in every other way (fields, equality, hash, repr, no assignment).
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def slot_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass an `__init__` with the same signature that fills the slots directly."""
    params: list[str] = []
    body: list[str] = []
    namespace: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: slot_init takes plain defaults only")
        namespace[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
        if f.init:
            params.append(f.name if f.default is dataclasses.MISSING else f"{f.name}=_default_{f.name}")
            body.append(f"_set_{f.name}(self, {f.name})")
        elif f.default is not dataclasses.MISSING:
            body.append(f"_set_{f.name}(self, _default_{f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n    " + "\n    ".join(body or ["pass"]) + "\n"
    exec(source, namespace)  # built from the field names, as dataclasses itself builds __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init  # type: ignore[misc]
    return cls
