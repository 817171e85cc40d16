"""Karty: traditional Central-European card games against AI opponents.

`python main.py` opens the app; the subcommands work in a terminal (see --help).
"""

from __future__ import annotations

import sys

from cli.main import main, sturdy_output

if __name__ == "__main__":
    sturdy_output()
    sys.exit(main(sys.argv[1:]))
