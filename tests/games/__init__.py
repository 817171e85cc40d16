"""Each game's own tests, a package per game (tests/games/<id>/, the id with underscores); the tests
every game shares stay in tests/."""
