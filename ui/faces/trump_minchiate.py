"""The Minchiate's forty trumps as pictures: the subjects the Tarocchi share, and those only it has.

The Florentine Minchiate adds to the usual allegories the Grand Duke, the four remaining virtues (Hope,
Prudence, Faith, Charity; Fortitude is called Fortezza), the four elements, the twelve signs of the
zodiac and the Trumpets (Fame); Time is an old hunchback and the Devil's House stands for the Tower
(IPCS, Minchiate). `picture_for` gives each of its trumps a drawing: the shared subjects from
trump_allegories, the rest from here. Every zodiac card shows its sign under a gold star, as the
pattern prints a star above each sign. Scenes use the Stage of the tarock trumps (y down, people stand
on g and are s tall).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cards.model import Card, Pack
from ui.faces import emblems
from ui.faces import scene_parts as sp
from ui.faces import trump_allegories as ta
from ui.faces.pen import Pen, shade
from ui.faces.symbols import draw_symbol
from ui.faces.trump_stage import Stage

GOLDEN = (232, 186, 60)
RED = (196, 44, 44)
BLUE = (50, 80, 170)
GREEN = (60, 130, 70)
WHITE = (248, 246, 238)
NIGHT = (52, 62, 110)
EARTH = (150, 190, 110)
INK = (50, 36, 28)

Scene = Callable[[Stage], None]


def _virtue(st: Stage, gown: tuple[int, int, int], sky: tuple[int, int, int] = (236, 230, 246)) -> None:
    """A crowned-less woman standing in the middle: the figure every virtue card is built on."""
    st.sky(sky, EARTH, 0.12)
    sp.person(st.pen, -0.1, st.g, st.s, gown, shade(gown, 0.8), woman=True, hat="hair",
              hat_colour=(160, 110, 50), arm="out", face=1)


def grand_duke(st: Stage) -> None:
    st.sky((240, 230, 210), EARTH, 0.12)
    p, g, s = st.pen, st.g, st.s
    p.rect(-0.45, g - s * 0.7, 0.45, g, (170, 120, 70))  # the chair of state
    sp.person(p, 0.0, g, s, RED, (120, 40, 40), hat="turban", hat_colour=(200, 40, 40), prop="staff", arm="up")
    p.circle(-0.45, g - s * 0.35, s * 0.1, GOLDEN)  # the Medici roundel with its balls
    for k in range(3):
        p.circle(-0.5 + k * 0.05, g - s * 0.38, s * 0.02, RED)


def fortitude(st: Stage) -> None:
    _virtue(st, (200, 120, 60))
    p, g, s = st.pen, st.g, st.s
    x = 0.4  # the column she holds, broken off at the top
    p.rect(x - 0.09, g - s * 0.75, x + 0.09, g, sp.STONE)
    p.rect(x - 0.09, g - s * 0.75, x + 0.09, g, shade(sp.STONE, 0.6), s * 0.01)
    p.rect(x - 0.13, g - s * 0.06, x + 0.13, g, shade(sp.STONE, 0.85))
    p.poly([(x - 0.09, g - s * 0.75), (x - 0.02, g - s * 0.85), (x + 0.04, g - s * 0.78), (x + 0.09, g - s * 0.82),
            (x + 0.09, g - s * 0.75)], sp.STONE)


def time(st: Stage) -> None:
    st.sky((214, 214, 226), (170, 160, 140), 0.12)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, -0.15, g, s * 0.9, (120, 100, 90), (110, 90, 80), hat="kerchief", hat_colour=(200, 200, 200),
              prop="cane", arm="out", face=1)
    p.ellipse(-0.25, g - s * 0.68, s * 0.1, s * 0.08, (120, 100, 90))  # the hunch of his back
    emblems.hourglass(p.sub(0.5, g - s * 0.3, s * 0.25))


def hope(st: Stage) -> None:
    _virtue(st, (90, 150, 90))
    p, g, s = st.pen, st.g, st.s
    emblems.anchor(p.sub(0.45, g - s * 0.35, s * 0.3))
    sp.sun(p, -0.65, -st.ry * 0.6, s * 0.08)


def prudence(st: Stage) -> None:
    _virtue(st, (120, 80, 150))
    p, g, s = st.pen, st.g, st.s
    hx, hy = 0.3, g - s * 0.55  # the mirror in her hand
    p.circle(hx, hy, s * 0.08, (200, 220, 236))
    p.circle(hx, hy, s * 0.08, GOLDEN, s * 0.015)
    p.line((hx, hy + s * 0.08), (hx - 0.04, hy + s * 0.2), GOLDEN, s * 0.02)
    snake = [(0.2 + 0.12 * k, g - s * (0.04 + 0.04 * (k % 2))) for k in range(6)]  # the serpent at her feet
    p.lines(snake, GREEN, s * 0.03)
    p.circle(snake[-1][0], snake[-1][1], s * 0.025, GREEN)


def faith(st: Stage) -> None:
    _virtue(st, (236, 236, 240))
    p, g, s = st.pen, st.g, st.s
    emblems.cross(p.sub(0.35, g - s * 0.6, s * 0.3))
    draw_symbol(p.sub(-0.5, g - s * 0.5, s * 0.12), "cup", GOLDEN)


def charity(st: Stage) -> None:
    _virtue(st, RED)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, 0.45, g, s * 0.45, (120, 160, 220), (120, 160, 220), face=-1, arm="up")  # the child
    emblems.flame(p.sub(0.22, g - s * 0.72, s * 0.1))


def fire(st: Stage) -> None:
    st.sky((240, 200, 150), (150, 110, 80), 0.12)
    p, g, s = st.pen, st.g, st.s
    p.rect(-0.35, g - s * 0.12, 0.35, g, (110, 80, 60))  # the hearth
    emblems.flame(p.sub(0.0, g - s * 0.45, s * 0.34))
    sp.person(p, -0.65, g, s * 0.75, RED, (120, 40, 40), face=1, arm="out")


def water(st: Stage) -> None:
    st.sky((206, 226, 240), sp.WATER, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.waves(p, -1.0, 1.0, g - s * 0.1, s)
    sp.boat(p, 0.45, g - s * 0.12, s * 0.6)
    sp.person(p, -0.5, g + s * 0.05, s * 0.8, (80, 130, 190), (80, 130, 190), woman=True, hat="hair",
              hat_colour=(160, 110, 50), prop="watering", arm="out", face=1)


def earth(st: Stage) -> None:
    st.sky((220, 232, 240), (170, 140, 90), 0.2)
    p, g, s = st.pen, st.g, st.s
    for k in range(4):  # furrows
        p.line((-1.0, g - s * 0.02 + k * s * 0.05), (1.0, g - s * 0.08 + k * s * 0.05), (130, 100, 60), s * 0.015)
    sp.tree(p, 0.6, g - s * 0.05, s * 0.7)
    sp.person(p, -0.2, g, s * 0.85, (140, 110, 70), (90, 80, 70), hat="straw", hat_colour=(220, 190, 110),
              prop="spade", arm="down", face=1)


def air(st: Stage) -> None:
    st.sky((190, 216, 240), EARTH, 0.1)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    for x, y in ((-0.6, -0.6), (0.55, -0.45)):
        sp.cloud(p, x, ry * y, s * 0.6)
    for x, y in ((-0.2, -0.35), (0.1, -0.5), (0.35, -0.25)):  # birds in flight
        p.lines([(x - 0.08, ry * y), (x, ry * y + 0.04), (x + 0.08, ry * y)], INK, s * 0.015)
    sp.person(p, 0.0, g, s * 0.8, (170, 200, 240), (170, 200, 240), woman=True, hat="hair",
              hat_colour=(220, 170, 70), prop="fan", arm="up", face=1)


def _zodiac(st: Stage, sky: tuple[int, int, int] = NIGHT) -> None:
    """The ground of a zodiac card: a night sky over a low hill, the sign's gold star at the top."""
    st.sky(sky, (90, 120, 80), 0.1)
    p, ry = st.pen, st.ry
    _star(p, 0.0, -ry * 0.7, st.s * 0.09)
    for x, y in ((-0.7, -0.5), (0.7, -0.6), (-0.4, -0.8), (0.45, -0.85)):
        p.circle(x, ry * y, st.s * 0.012, (250, 240, 200))


def _star(p: Pen, x: float, y: float, r: float) -> None:
    pts = []
    for k in range(16):
        a = -math.pi / 2 + math.pi * k / 8
        rr = r if k % 2 == 0 else r * 0.42
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    p.poly(pts, GOLDEN)


def _beast(p: Pen, x: float, y: float, s: float, coat: tuple[int, int, int], horns: str) -> None:
    """A four-legged beast standing on y facing left: ram, goat or bull, told apart by horns and coat."""
    dark = shade(coat, 0.6)
    for dx in (-0.3, -0.15, 0.15, 0.3):
        p.line((x + dx * s, y - s * 0.3), (x + dx * s, y), dark, s * 0.06)
    p.ellipse(x, y - s * 0.4, s * 0.42, s * 0.2, coat)
    p.ellipse(x, y - s * 0.4, s * 0.42, s * 0.2, dark, s * 0.015)
    hx, hy = x - s * 0.45, y - s * 0.55
    p.ellipse(hx, hy, s * 0.14, s * 0.11, coat)
    p.ellipse(hx, hy, s * 0.14, s * 0.11, dark, s * 0.015)
    p.circle(hx - s * 0.04, hy - s * 0.02, s * 0.018, INK)
    if horns == "ram":  # curled horns and a woolly fleece
        p.circle(hx + s * 0.06, hy - s * 0.06, s * 0.07, (200, 180, 140), s * 0.03)
        for k in range(5):
            p.circle(x - s * 0.28 + k * s * 0.14, y - s * 0.56, s * 0.06, shade(coat, 1.1))
    elif horns == "goat":  # long horns swept back and a beard
        p.lines([(hx + s * 0.02, hy - s * 0.08), (hx + s * 0.15, hy - s * 0.3), (hx + s * 0.3, hy - s * 0.32)],
                (120, 100, 70), s * 0.03)
        p.poly([(hx - s * 0.06, hy + s * 0.08), (hx - s * 0.02, hy + s * 0.22), (hx + s * 0.02, hy + s * 0.08)],
               dark)
    else:  # the bull's short horns
        for side in (-1, 1):
            p.lines([(hx + side * s * 0.08, hy - s * 0.08), (hx + side * s * 0.16, hy - s * 0.2)], WHITE, s * 0.035)


def libra(st: Stage) -> None:
    _zodiac(st)
    emblems.scales(st.pen.sub(0.0, st.g - st.s * 0.4, st.s * 0.4))


def virgo(st: Stage) -> None:
    _zodiac(st)
    sp.person(st.pen, 0.0, st.g, st.s * 0.85, (236, 236, 246), BLUE, woman=True, hat="hair",
              hat_colour=(220, 170, 70), arm="out", face=1)
    st.pen.line((0.22, st.g - st.s * 0.6), (0.3, st.g - st.s * 0.85), GOLDEN, st.s * 0.025)  # an ear of wheat


def scorpio(st: Stage) -> None:
    _zodiac(st)
    p, g, s = st.pen, st.g, st.s
    col = (150, 70, 40)
    for k in range(4):  # the body's segments, then the tail curling up over the back
        p.ellipse(-0.2 + k * 0.14, g - s * 0.15, s * 0.08, s * 0.06, col)
    tail = [(0.3, g - s * 0.15), (0.45, g - s * 0.3), (0.42, g - s * 0.5), (0.28, g - s * 0.58)]
    p.lines(tail, col, s * 0.05)
    p.poly([(0.28, g - s * 0.58), (0.18, g - s * 0.6), (0.24, g - s * 0.5)], col)
    for side in (-1, 1):  # claws forward
        p.lines([(-0.25, g - s * 0.15), (-0.45, g - s * (0.15 + side * 0.1)), (-0.55, g - s * (0.12 + side * 0.12))],
                col, s * 0.035)
        for k in range(3):
            p.line((-0.1 + k * 0.14, g - s * 0.15), (-0.14 + k * 0.14, g - s * (0.15 - side * 0.12)), col, s * 0.02)


def aries(st: Stage) -> None:
    _zodiac(st)
    _beast(st.pen, 0.05, st.g, st.s * 0.75, (236, 232, 220), "ram")


def capricorn(st: Stage) -> None:
    _zodiac(st)
    _beast(st.pen, 0.05, st.g, st.s * 0.75, (170, 140, 100), "goat")


def taurus(st: Stage) -> None:
    _zodiac(st)
    _beast(st.pen, 0.05, st.g, st.s * 0.8, (120, 70, 40), "bull")


def sagittarius(st: Stage) -> None:
    _zodiac(st)
    p, g, s = st.pen, st.g, st.s
    sp.horse_side(p, 0.15, g, s * 0.6, (160, 110, 60))
    sp.person(p, -0.12, g - s * 0.32, s * 0.55, (200, 60, 60), (160, 110, 60), face=-1, arm="out")  # the archer
    p.lines([(-0.42, g - s * 0.7), (-0.5, g - s * 0.55), (-0.42, g - s * 0.4)], (120, 80, 40), s * 0.02)  # his bow
    p.line((-0.2, g - s * 0.55), (-0.6, g - s * 0.55), INK, s * 0.012)


def cancer(st: Stage) -> None:
    _zodiac(st)
    p, g, s = st.pen, st.g, st.s
    col = (200, 70, 50)
    for side in (-1, 1):
        for k in range(3):
            p.lines([(side * 0.15, g - s * 0.15), (side * (0.35 + k * 0.05), g - s * (0.08 - k * 0.06)),
                     (side * (0.42 + k * 0.05), g + s * (0.0 + k * 0.02))], col, s * 0.02)
        p.lines([(side * 0.2, g - s * 0.22), (side * 0.35, g - s * 0.4)], col, s * 0.035)
        p.circle(side * 0.38, g - s * 0.45, s * 0.06, col)
    p.ellipse(0.0, g - s * 0.18, s * 0.22, s * 0.13, col)
    p.ellipse(0.0, g - s * 0.18, s * 0.22, s * 0.13, shade(col, 0.6), s * 0.015)


def _fish(p: Pen, x: float, y: float, s: float, face: int, col: tuple[int, int, int]) -> None:
    p.ellipse(x, y, s * 0.22, s * 0.08, col)
    p.poly([(x - face * s * 0.2, y), (x - face * s * 0.32, y - s * 0.08), (x - face * s * 0.32, y + s * 0.08)], col)
    p.circle(x + face * s * 0.13, y - s * 0.02, s * 0.015, INK)


def pisces(st: Stage) -> None:
    _zodiac(st)
    p, g, s = st.pen, st.g, st.s
    p.rect(-1.05, g - s * 0.12, 1.05, st.ry + 0.05, sp.WATER)
    _fish(p, -0.2, g - s * 0.35, s, 1, (200, 200, 220))
    _fish(p, 0.2, g - s * 0.6, s, -1, (230, 170, 90))


def aquarius(st: Stage) -> None:
    _zodiac(st)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, -0.2, g, s * 0.85, (80, 130, 190), (80, 130, 190), arm="out", face=1)
    p.ellipse(0.15, g - s * 0.5, s * 0.07, s * 0.09, (190, 120, 70))  # his jar, pouring
    p.lines([(0.2, g - s * 0.45), (0.35, g - s * 0.25), (0.38, g)], sp.WATER, s * 0.04)


def leo(st: Stage) -> None:
    _zodiac(st)
    draw_symbol(st.pen.sub(0.0, st.g - st.s * 0.32, st.s * 0.34), "lion", (210, 150, 50))


def gemini(st: Stage) -> None:
    _zodiac(st)
    for x, coat, face in ((-0.25, (240, 200, 170), 1), (0.25, (220, 190, 160), -1)):
        sp.person(st.pen, x, st.g, st.s * 0.75, coat, coat, arm="up", face=face)


# Words of a Minchiate trump's Italian name and its drawing; checked before the shared allegories, so
# "la Casa del Diavolo" is the Tower here and not the Devil.
SUBJECTS: list[tuple[tuple[str, ...], Scene]] = [
    (("granduca",), grand_duke), (("fortezza",), fortitude), (("tempo", "gobbo"), time),
    (("casa",), ta.tower_card), (("speranza",), hope), (("prudenza",), prudence), (("fede",), faith),
    (("carità",), charity), (("fuoco",), fire), (("acqua",), water), (("terra",), earth), (("aria",), air),
    (("bilancia",), libra), (("vergine",), virgo), (("scorpione",), scorpio), (("ariete",), aries),
    (("capricorno",), capricorn), (("sagittario",), sagittarius), (("cancro",), cancer), (("pesci",), pisces),
    (("acquario",), aquarius), (("leone",), leo), (("toro",), taurus), (("gemelli",), gemini),
    (("trombe", "fama"), ta.judgement),
]


LAST_NUMBERED = 35  # the Minchiate prints no numeral on its five highest trumps (Star ... Trumpets)


def numbered(card: Card, pack: Pack) -> bool:
    """Whether the card prints its Roman numeral (every trump but the Minchiate's five highest)."""
    return not handles(pack) or (card.number or 0) <= LAST_NUMBERED


def handles(pack: Pack) -> bool:
    return pack.pattern == "minchiate"


def picture_for(card: Card, pack: Pack) -> Scene | None:
    """The Minchiate trump's picture (its own subjects first, then the shared allegories); None elsewhere."""
    if not handles(pack):
        return None
    name = card.names.native.get("it", "").lower()
    words = set(name.replace("'", " ").replace("(", " ").replace(")", " ").split())
    for keys, scene in SUBJECTS:
        if words.intersection(keys):
            return scene
    return ta.allegory_for(card)

