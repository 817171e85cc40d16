"""Faster construction for the engine's small frozen value classes (Action, Event).

A frozen dataclass cannot assign its own fields: its `__init__` stores each one through
`object.__setattr__`, which costs several times a plain attribute store, and the search creates
actions and events by the hundred thousand. `slot_init` gives such a class (frozen, with slots) a
`__new__` that fills a twin class's slots with plain stores (the twin has the same slots, so the
same layout, and no frozen `__setattr__`) and then makes the object an instance of the frozen class.
The class stays a frozen dataclass in every other way: fields, equality, hash, repr, `replace`,
no assignment afterwards; copy and pickle rebuild it from its fields.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def slot_init(cls: type[T]) -> type[T]:
    """Build instances of a frozen, slotted dataclass with plain slot stores; same signature and defaults."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]  # any class to the checker; checked just below
    if tuple(f.name for f in fields) != tuple(cls.__slots__):  # type: ignore[attr-defined]  # the check itself
        raise TypeError(f"{cls.__name__}: slot_init needs the slots of @dataclass(slots=True)")
    namespace: dict[str, Any] = {"_new": object.__new__,
                                 # cls has slots: checked above
                                 "_Twin": type(f"_{cls.__name__}Slots", (), {"__slots__": cls.__slots__})}  # type: ignore[attr-defined]
    params: list[str] = []
    body: list[str] = []
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: slot_init takes plain defaults only")
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
        if f.init:
            params.append(f.name if f.default is dataclasses.MISSING else f"{f.name}=_default_{f.name}")
            body.append(f"self.{f.name} = {f.name}")
        elif f.default is not dataclasses.MISSING:
            body.append(f"self.{f.name} = _default_{f.name}")
    source = (f"def __new__(cls, {', '.join(params)}):\n    self = _new(_Twin)\n    "
              + "\n    ".join(body) + "\n    self.__class__ = cls\n    return self\n")
    exec(source, namespace)  # built from the field names, as dataclasses itself builds __init__
    new = namespace["__new__"]
    new.__qualname__ = f"{cls.__qualname__}.__new__"
    new.__module__ = cls.__module__
    init_names = tuple(f.name for f in fields if f.init)

    def __reduce__(self: Any) -> tuple[Any, ...]:
        return type(self), tuple(getattr(self, name) for name in init_names)

    cls.__new__ = staticmethod(new)  # type: ignore[method-assign]  # replacing the constructor is the point
    cls.__init__ = object.__init__  # type: ignore[method-assign]  # __new__ did the work; object.__init__ takes the args
    cls.__reduce__ = __reduce__  # type: ignore[method-assign]  # pickle rebuilds through __new__
    return cls
