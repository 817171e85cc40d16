"""games/cvik: Cvik (rules.py) and its words (words.py); the trick play it shares with Komando and Stortok is
games/trick_pot/."""
