"""Terminal subcommands of main.py: one module per subcommand, each with `add_parser` and `run`."""
