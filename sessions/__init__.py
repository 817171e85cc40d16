"""Sessions that last: autosaves, statistics, replays, stored in the user's data folder.

Plain files and JSON only (no pygame), so the terminal player and the app share them and
tests can drive them in a temporary folder (set KARTY_DATA_DIR).
"""

APP_VERSION = "0.1.0"
