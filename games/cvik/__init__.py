"""games/cvik: Cvik (rules.py), the trick play it shares with Komando (trick_play.py), its words (words.py)."""
