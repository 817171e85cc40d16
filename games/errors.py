"""The three ways a request to the engine can be wrong."""


class IllegalAction(ValueError):
    """A well-formed action that the rules do not allow now; the state is left untouched."""


class InvalidInput(ValueError):
    """Input that cannot be understood at all: an unknown option, a malformed action code, a bad save."""


class RulesFileError(ValueError):
    """A rule book is malformed; the message names the file, the field and the fix."""

    def __init__(self, file: str, field: str, problem: str, fix: str) -> None:
        self.file, self.field, self.problem, self.fix = file, field, problem, fix
        super().__init__(f"{file}: field '{field}': {problem}. Fix: {fix}")
