"""A solver that cannot load says why: the import's own error, not only "not installed"."""

from __future__ import annotations

import pytest

from games.bridz import dds


def test_a_solver_that_failed_to_load_names_the_import_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    monkeypatch.setattr(dds, "_IMPORT_ERROR", "OSError: libdds.so: cannot open shared object file")
    with pytest.raises(RuntimeError, match=r"could not be loaded: OSError: libdds\.so"):
        dds.solve([[], [], [], []], "NT", 0)


def test_a_solver_never_installed_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dds, "_tried", True)
    monkeypatch.setattr(dds, "_dds", None)
    monkeypatch.setattr(dds, "_IMPORT_ERROR", "")
    with pytest.raises(RuntimeError, match="not installed"):
        dds.solve([[], [], [], []], "NT", 0)
