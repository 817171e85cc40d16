"""The trick play Cvik, Komando and Stortok share, played for a pot: the tricks under Loo-like duties and the
bank's shares (trick_play.py), and the worlds the search draws undealt for them (worlds.py). Shared code, so
no game imports another's package for it."""
