"""Tarock trumps in the Industrie und Glück manner: two genre scenes of 19th-century life per card.

Each trump is double-ended like the printed pattern: the upper half shows one scene, the lower half
another one turned upside down, so the card reads the same from either side. Every trump has its
own pair of scenes (Pagat: Harlequin and Columbine; II: the "Industrie und Glück" banner over work
and fortune; ... XXI: the railway and the steamer), composed here from the pieces in scene_parts.
A scene is a function of a Stage: the half card's pen, its half-height and its ground line.
"""

from __future__ import annotations

from ui.faces import scene_parts as sp
from ui.faces.emblems import anchor
from ui.faces.pen import Pen
from ui.faces.pictures import cow, dog, goat
from ui.faces.trump_stage import DUSK, FIELD, GRASS, NIGHT, ROAD, SEA, SKY, SNOW, WINTER, Scene, Stage


# I: Harlequin and Columbine, the Pagat's pair of masks.
def _harlequin(st: Stage) -> None:
    st.sky(DUSK, (150, 110, 90), 0.15)
    p, g, s = st.pen, st.g, st.s
    p.rect(-1.05, g - 0.05 * s, 1.05, st.ry + 0.05, (120, 80, 60))  # the stage boards
    for x in (-0.95, 0.95):  # the curtain
        p.rect(x - 0.12, -st.ry - 0.05, x + 0.12, g, (170, 30, 40))
    sp.person(p, -0.15, g, s * 1.05, (220, 60, 60), (40, 140, 70), hat="bicorne", hat_colour=(30, 30, 30),
              prop="slapstick", arm="up", stride=0.05)
    for k in range(3):  # the diamond patches of his suit
        d = g - s * (0.66 - k * 0.12)
        p.poly([(-0.15, d - s * 0.06), (-0.1, d), (-0.15, d + s * 0.06), (-0.2, d)], (250, 210, 60))
    sp.person(p, 0.45, g, s * 0.9, (70, 110, 200), (250, 240, 240), hat="hair", hat_colour=(90, 50, 30), face=-1,
              woman=True, prop="fan", arm="out")


def _pierrot(st: Stage) -> None:
    st.sky(NIGHT, (70, 70, 90), 0.2)
    p, g, s = st.pen, st.g, st.s
    sp.moon(p, 0.6, -st.ry * 0.55, st.ry * 0.28, NIGHT)
    sp.person(p, -0.3, g, s, (248, 248, 248), (248, 248, 248), hat="cap", hat_colour=(30, 30, 30), prop="violin",
              arm="up")
    sp.person(p, 0.3, g, s * 0.85, (230, 120, 160), (60, 60, 120), hat="bonnet", hat_colour=(250, 230, 200), face=-1,
              woman=True, arm="out")


# II: the banner that names the pattern, over a spinner and a lottery seller.
def _spinner(st: Stage) -> None:
    st.room()
    p, g, s = st.pen, st.g, st.s
    sp.wheel(p, 0.35, g - s * 0.42, s * 0.26, sp.WOOD)
    p.line((0.35, g - s * 0.42), (0.35, g), sp.WOOD, s * 0.05)
    p.line((0.1, g), (0.6, g), sp.WOOD, s * 0.05)
    sp.person(p, -0.25, g, s, (90, 70, 130), (150, 40, 50), hat="kerchief", hat_colour=(230, 200, 60), woman=True,
              arm="out")


def _fortune(st: Stage) -> None:
    st.sky(SKY, ROAD)
    p, g, s = st.pen, st.g, st.s
    sp.house(p, 0.55, g - st.ry * 0.1, s * 0.8)
    sp.person(p, -0.2, g, s, (40, 80, 60), (70, 60, 60), hat="top", prop="cane", stride=0.04)
    for k in range(3):  # coins of good fortune falling from the sky
        p.circle(-0.7 + k * 0.18, -st.ry * (0.6 - k * 0.15), st.ry * 0.07, (236, 190, 50))


# III: the hunter and his quarry.
def _hunter(st: Stage) -> None:
    st.sky(SKY, GRASS)
    p, g, s = st.pen, st.g, st.s
    sp.fir(p, 0.75, g - st.ry * 0.15, s * 1.1)
    sp.fir(p, -0.8, g - st.ry * 0.2, s * 0.9)
    sp.person(p, -0.1, g, s, (60, 100, 60), (90, 80, 60), hat="straw", hat_colour=(70, 90, 60), prop="gun", arm="out")
    dog(p.sub(0.45, g - s * 0.18, s * 0.2))


def _deer(st: Stage) -> None:
    st.sky((210, 226, 210), (96, 140, 80))
    p, g, s = st.pen, st.g, st.s
    for x in (-0.85, -0.45, 0.8):
        sp.fir(p, x, g - st.ry * 0.25, s * (0.9 + 0.1 * (x > 0)))
    sp.deer(p, 0.1, g, s * 0.75)


# IV: ploughing and sowing.
def _ploughman(st: Stage) -> None:
    st.sky(SKY, (150, 110, 70))
    p, g, s = st.pen, st.g, st.s
    for k in range(4):
        p.line((-1.0, g + st.ry * (0.1 + k * 0.1)), (1.0, g + st.ry * (0.05 + k * 0.1)), (120, 86, 50), 0.015)
    sp.horse_side(p, -0.45, g, s * 0.7, (120, 80, 50))
    p.line((-0.15, g - s * 0.3), (0.2, g - s * 0.1), sp.WOOD, 0.03)
    p.poly([(0.15, g - s * 0.12), (0.3, g), (0.1, g)], (150, 150, 156))
    sp.person(p, 0.5, g, s * 0.95, (230, 230, 220), (80, 80, 110), hat="straw", hat_colour=(220, 190, 110), face=-1,
              arm="out")


def _sower(st: Stage) -> None:
    st.sky((230, 226, 200), FIELD, 0.35)
    p, g, s = st.pen, st.g, st.s
    sp.sun(p, 0.65, -st.ry * 0.55, st.ry * 0.16)
    sp.person(p, -0.1, g, s, (170, 120, 60), (90, 80, 60), hat="cap", hat_colour=(90, 70, 50), arm="out",
              stride=0.05)
    for k in range(6):
        p.circle(0.25 + k * 0.06, g - s * (0.6 - k * 0.07), st.ry * 0.025, (120, 90, 40))


# V: fishing by the river and sailing on the lake.
def _angler(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    p.rect(0.15, g - ry * 0.1, 1.05, ry + 0.05, sp.WATER)
    sp.waves(p, 0.25, 1.0, g + ry * 0.12, s)
    sp.tree(p, -0.75, g - ry * 0.05, s * 1.1)
    sp.person(p, -0.2, g, s, (150, 60, 40), (60, 70, 100), hat="straw", hat_colour=(220, 200, 130), prop="rod",
              arm="out")


def _sailboat(st: Stage) -> None:
    st.sky(SKY, SEA, 0.3)
    p, g, ry = st.pen, st.g, st.ry
    p.ellipse(-0.7, g - ry * 0.3, 0.5, ry * 0.25, (110, 150, 110))
    sp.boat(p, 0.1, g + ry * 0.05, st.s * 1.05)
    sp.waves(p, -1.0, 1.0, g + ry * 0.25, st.s)
    sp.cloud(p, -0.5, -ry * 0.6, st.s * 0.8)


# VI: haymaking and the hay wagon.
def _haymaker(st: Stage) -> None:
    st.sky(SKY, FIELD, 0.3)
    p, g, s = st.pen, st.g, st.s
    for x in (0.45, 0.8):
        p.ellipse(x, g - s * 0.2, s * 0.16, s * 0.22, (220, 190, 90))
    sp.person(p, -0.2, g, s, (240, 240, 236), (200, 50, 50), hat="kerchief", hat_colour=(230, 60, 60), woman=True,
              prop="rake", arm="out")


def _haywagon(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.cart(p, 0.25, g, s * 0.9)
    cow(p.sub(-0.55, g - s * 0.3, s * 0.32))


# VII: the shepherd and his flock.
def _shepherd(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    p.ellipse(0.5, g - st.ry * 0.2, 0.7, st.ry * 0.3, (110, 160, 80))
    sp.person(p, -0.45, g, s, (130, 90, 60), (90, 80, 60), hat="straw", hat_colour=(110, 80, 50), prop="staff",
              arm="out")
    for x, y in ((0.1, 0.0), (0.45, -0.05), (0.75, 0.02)):
        _sheep(p, x, g + y * st.ry, s * 0.3)


def _sheep(p: Pen, x: float, y: float, s: float) -> None:
    for dx in (-0.3, 0.25):
        p.line((x + dx * s, y - s * 0.3), (x + dx * s, y), sp.INK, s * 0.08)
    for dx, r in ((-0.25, 0.25), (0.0, 0.3), (0.25, 0.25)):
        p.circle(x + dx * s, y - s * 0.5, r * s, (244, 240, 230))
    p.ellipse(x - s * 0.55, y - s * 0.6, s * 0.15, s * 0.12, sp.INK)


def _fold(st: Stage) -> None:
    st.sky(DUSK, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.fence(p, -1.0, 1.0, g - st.ry * 0.05, s * 0.4)
    for x in (-0.6, -0.2, 0.2, 0.6):
        _sheep(p, x, g + st.ry * 0.2, s * 0.28)
    dog(p.sub(0.85, g, s * 0.16))


# VIII: winter: skaters on the pond and the horse-drawn sleigh.
def _skaters(st: Stage) -> None:
    st.sky(WINTER, (200, 226, 240), 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.fir(p, -0.85, g - st.ry * 0.25, s * 0.9, snow=True)
    sp.person(p, -0.3, g, s, (40, 60, 120), (50, 50, 60), hat="top", face=1, arm="out", stride=0.1)
    sp.person(p, 0.3, g, s * 0.92, (170, 40, 60), (120, 40, 60), hat="bonnet", hat_colour=(250, 250, 250), face=-1,
              woman=True, arm="out")
    for x in (-0.3, 0.3):
        p.line((x - 0.12, g + 0.01), (x + 0.12, g + 0.01), (120, 120, 130), 0.012)


def _sleigh(st: Stage) -> None:
    st.sky(WINTER, SNOW, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.fir(p, 0.85, g - st.ry * 0.25, s, snow=True)
    sp.horse_side(p, -0.5, g, s * 0.68, (236, 232, 224))
    p.poly([(-0.15, g - s * 0.35), (0.45, g - s * 0.35), (0.5, g - s * 0.1), (-0.15, g - s * 0.1)], (150, 30, 40))
    p.lines([(-0.2, g), (0.55, g), (0.62, g - s * 0.08)], (200, 170, 60), 0.02)
    sp.person(p, 0.15, g - s * 0.2, s * 0.7, (60, 40, 30), (60, 40, 30), hat="top", face=-1, arm="out")


# IX: the rider and the stable.
def _rider(st: Stage) -> None:
    st.sky(SKY, ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.tree(p, 0.75, g - st.ry * 0.1, s)
    sp.horse_side(p, -0.05, g, s * 0.85, (60, 44, 36))
    sp.person(p, 0.0, g - s * 0.42, s * 0.72, (170, 30, 40), (240, 240, 230), hat="top", face=-1, arm="out")


def _stable(st: Stage) -> None:
    st.sky(SKY, ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.house(p, 0.5, g - st.ry * 0.05, s * 0.9, wall=(200, 170, 130), roof=(110, 80, 60), chimney=False)
    sp.person(p, -0.3, g, s, (60, 100, 150), (90, 80, 60), hat="cap", hat_colour=(60, 60, 70), prop="pitchfork",
              arm="out")
    sp.barrel(p, -0.8, g, s * 0.35)


# X: the village church and the wedding couple.
def _church(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.church(p, 0.15, g - st.ry * 0.05, s * 1.15)
    sp.tree(p, -0.75, g, s * 0.8)
    sp.fir(p, 0.9, g, s * 0.8)


def _wedding(st: Stage) -> None:
    st.sky(SKY, ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, -0.2, g, s, (30, 30, 40), (30, 30, 40), hat="top", face=1, arm="out")
    sp.person(p, 0.2, g, s * 0.95, (250, 250, 250), (250, 250, 250), hat="hair", hat_colour=(120, 80, 40), face=-1,
              woman=True, arm="out")
    p.circle(0.1, g - s * 0.55, s * 0.06, (230, 80, 110))  # her bouquet
    p.ellipse(0.22, g - s * 0.88, s * 0.12, s * 0.05, (200, 230, 200))


# XI: the inn: a toast, and the fiddler playing.
def _toast(st: Stage) -> None:
    st.room()
    p, g, s = st.pen, st.g, st.s
    sp.table(p, 0.0, g, s * 0.8)
    p.rect(-0.05, g - s * 0.52, 0.05, g - s * 0.42, (120, 80, 40))
    sp.person(p, -0.5, g, s, (110, 60, 40), (70, 60, 60), hat="cap", hat_colour=(40, 40, 50), prop="glass", arm="up")
    sp.person(p, 0.5, g, s, (60, 90, 60), (70, 60, 60), hat="straw", hat_colour=(60, 50, 40), face=-1, prop="glass",
              arm="up")


def _fiddler(st: Stage) -> None:
    st.room((214, 196, 160))
    p, g, s = st.pen, st.g, st.s
    sp.barrel(p, 0.7, g, s * 0.4)
    sp.person(p, -0.1, g, s, (40, 40, 50), (150, 40, 40), hat="top", prop="violin", arm="up")
    sp.person(p, 0.35, g, s * 0.9, (220, 200, 80), (60, 110, 60), hat="kerchief", hat_colour=(40, 90, 170), face=-1,
              woman=True, arm="out")


# XII: the windmill and the miller with his sack.
def _mill(st: Stage) -> None:
    st.sky(SKY, FIELD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.windmill(p, 0.2, g - st.ry * 0.05, s * 1.2)
    sp.cloud(p, -0.6, -st.ry * 0.5, s * 0.7)


def _miller(st: Stage) -> None:
    st.sky(SKY, ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.house(p, -0.55, g - st.ry * 0.05, s * 0.8, wall=(240, 236, 224))
    sp.person(p, 0.25, g, s, (246, 246, 246), (230, 230, 226), hat="cap", hat_colour=(246, 246, 246), prop="sack",
              arm="up", face=-1)
    sp.cart(p, 0.75, g, s * 0.4, load=(226, 214, 180))


# XIII: the market.
def _market(st: Stage) -> None:
    st.sky(SKY, ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    p.poly([(0.1, g - s * 0.75), (0.95, g - s * 0.75), (1.0, g - s * 0.6), (0.05, g - s * 0.6)], (200, 60, 50))
    for x in (0.12, 0.93):
        p.line((x, g - s * 0.6), (x, g), sp.WOOD, 0.02)
    sp.table(p, 0.52, g, s * 0.85, (240, 230, 200))
    for k, col in enumerate(((220, 60, 40), (240, 180, 40), (100, 160, 60), (160, 60, 140))):
        p.circle(0.25 + k * 0.17, g - s * 0.48, s * 0.05, col)
    sp.person(p, -0.4, g, s, (60, 110, 170), (150, 60, 50), hat="kerchief", hat_colour=(230, 230, 230), woman=True,
              prop="basket", arm="down")


def _geese(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.person(p, -0.45, g, s, (200, 80, 60), (60, 60, 110), hat="kerchief", hat_colour=(250, 220, 80), woman=True,
              prop="staff", arm="out")
    for x in (0.05, 0.4, 0.75):
        p.ellipse(x, g - s * 0.12, s * 0.13, s * 0.08, (250, 250, 246))
        p.line((x - s * 0.1, g - s * 0.14), (x - s * 0.14, g - s * 0.32), (250, 250, 246), s * 0.045)
        p.poly([(x - s * 0.15, g - s * 0.33), (x - s * 0.22, g - s * 0.31), (x - s * 0.15, g - s * 0.29)],
               (240, 150, 40))


# XIV: the dance and the bagpiper.
def _dance(st: Stage) -> None:
    st.sky(DUSK, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.tree(p, 0.0, g - st.ry * 0.15, s * 1.2)
    sp.person(p, -0.45, g, s, (40, 80, 150), (240, 240, 230), hat="straw", hat_colour=(40, 40, 50), arm="up",
              stride=0.06)
    sp.person(p, 0.45, g, s * 0.95, (220, 40, 50), (40, 100, 170), hat="kerchief", hat_colour=(250, 250, 250),
              face=-1, woman=True, arm="up")


def _piper(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.house(p, 0.6, g - st.ry * 0.05, s * 0.75, wall=(246, 240, 226), roof=(110, 80, 60))
    sp.person(p, -0.2, g, s, (200, 40, 40), (240, 236, 220), hat="straw", hat_colour=(40, 40, 50), prop="bagpipe",
              arm="out")
    goat(p.sub(-0.75, g - s * 0.2, s * 0.22))


# XV: the wanderer and the mail coach.
def _wanderer(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    p.poly([(-0.2, ry + 0.05), (0.2, ry + 0.05), (0.05, g - ry * 0.3), (-0.02, g - ry * 0.3)], ROAD)
    p.ellipse(0.6, g - ry * 0.3, 0.6, ry * 0.35, (110, 150, 90))
    sp.castle(p, 0.6, g - ry * 0.5, s * 0.4)
    sp.person(p, -0.45, g, s, (100, 80, 60), (70, 70, 90), hat="straw", hat_colour=(90, 70, 50), prop="staff",
              arm="out", stride=0.05)
    p.ellipse(-0.58, g - s * 0.65, s * 0.07, s * 0.1, (150, 110, 60))  # his bundle


def _coach(st: Stage) -> None:
    st.sky(SKY, ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.horse_side(p, -0.5, g, s * 0.68, (150, 100, 60))
    p.line((-0.2, g - s * 0.3), (0.05, g - s * 0.3), sp.INK, 0.015)
    sp.carriage(p, 0.35, g, s * 0.9, (190, 150, 40))
    sp.person(p, 0.25, g - s * 0.6, s * 0.45, (40, 60, 40), (40, 60, 40), hat="top", face=-1, arm="out")


# XVI: the promenade and the castle on the hill.
def _promenade(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.tree(p, 0.85, g - st.ry * 0.1, s * 1.1)
    sp.person(p, -0.35, g, s, (50, 50, 80), (200, 200, 190), hat="top", prop="cane")
    sp.person(p, 0.2, g, s * 0.95, (120, 60, 140), (200, 170, 220), hat="bonnet", hat_colour=(250, 240, 200), face=-1,
              woman=True, prop="umbrella", arm="up")


def _castle(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.5)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    p.ellipse(0.0, g + ry * 0.05, 0.9, ry * 0.45, (96, 140, 80))
    sp.castle(p, 0.0, g - ry * 0.35, s * 0.85)
    sp.fir(p, -0.8, g + ry * 0.1, s * 0.7)
    sp.fir(p, 0.8, g + ry * 0.1, s * 0.6)


# XVII: the woodcutter and the timber cart.
def _woodcutter(st: Stage) -> None:
    st.sky((206, 220, 200), (110, 140, 80), 0.3)
    p, g, s = st.pen, st.g, st.s
    for x in (-0.8, 0.75):
        sp.fir(p, x, g - st.ry * 0.1, s * 1.1)
    p.ellipse(0.35, g - s * 0.05, s * 0.14, s * 0.06, (170, 120, 70))
    p.rect(0.25, g - s * 0.3, 0.45, g - s * 0.05, (150, 100, 56))
    sp.person(p, -0.15, g, s, (150, 40, 40), (60, 60, 70), hat="cap", hat_colour=(60, 50, 40), prop="axe", arm="up")


def _logcart(st: Stage) -> None:
    st.sky((206, 220, 200), ROAD, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.horse_side(p, -0.5, g, s * 0.68, (90, 60, 40))
    sp.cart(p, 0.3, g, s * 0.8, load=None)
    for k in range(3):
        p.rect(-0.05, g - s * (0.36 + k * 0.08), 0.7, g - s * (0.3 + k * 0.08), (170, 110, 60))
        p.circle(0.7, g - s * (0.33 + k * 0.08), s * 0.035, (220, 180, 120))


# XVIII: the harbour and the sailor.
def _harbour(st: Stage) -> None:
    st.sky(SKY, SEA, 0.35)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    sp.boat(p, -0.35, g + ry * 0.05, s * 1.1, hull=(60, 50, 60))
    sp.boat(p, 0.45, g + ry * 0.15, s * 0.6, sail=(230, 200, 150))
    p.rect(0.7, g - s * 0.9, 0.8, g - ry * 0.05, (240, 236, 226))  # a lighthouse
    p.rect(0.68, g - s * 0.98, 0.82, g - s * 0.88, (200, 50, 40))
    sp.waves(p, -1.0, 1.0, g + ry * 0.3, s)


def _sailor(st: Stage) -> None:
    st.sky(SKY, (180, 170, 150), 0.3)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    p.rect(-1.05, g - ry * 0.3, 1.05, g - ry * 0.1, SEA)
    anchor(p.sub(0.55, g - s * 0.32, s * 0.3))
    sp.person(p, -0.2, g, s, (30, 50, 110), (240, 240, 240), hat="bicorne", hat_colour=(30, 30, 40), prop="pipe",
              arm="out")


# XIX: the vintage.
def _vintner(st: Stage) -> None:
    st.sky(SKY, (150, 130, 80), 0.35)
    p, g, s = st.pen, st.g, st.s
    for x in (-0.75, 0.55, 0.9):
        p.line((x, g), (x, g - s * 0.6), sp.WOOD, 0.02)
        p.circle(x, g - s * 0.55, s * 0.12, (80, 130, 60))
        p.circle(x + 0.05, g - s * 0.4, s * 0.05, (100, 40, 110))
    sp.person(p, -0.15, g, s, (230, 220, 190), (150, 40, 60), hat="kerchief", hat_colour=(150, 40, 60), woman=True,
              prop="basket", arm="down")


def _cellar(st: Stage) -> None:
    st.room((170, 150, 130), (120, 90, 70))
    p, g, s = st.pen, st.g, st.s
    for x in (0.3, 0.75):
        sp.barrel(p, x, g, s * 0.5)
    sp.person(p, -0.35, g, s, (120, 50, 40), (60, 50, 50), hat="cap", hat_colour=(40, 40, 40), prop="glass", arm="up")


# XX: the garden.
def _garden(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    for k, col in enumerate(((220, 60, 80), (250, 200, 60), (200, 90, 200), (250, 250, 250))):
        x = 0.2 + k * 0.22
        p.line((x, g), (x, g - s * 0.25), (60, 120, 50), 0.015)
        p.circle(x, g - s * 0.28, s * 0.06, col)
    sp.person(p, -0.35, g, s, (240, 200, 210), (90, 150, 200), hat="bonnet", hat_colour=(250, 240, 200), woman=True,
              prop="watering", arm="out")


def _gardener(st: Stage) -> None:
    st.sky(SKY, (140, 110, 70), 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.tree(p, 0.5, g - st.ry * 0.05, s * 1.1, fruit=(220, 40, 40))
    sp.fence(p, -1.0, -0.55, g, s * 0.4)
    sp.person(p, -0.1, g, s, (110, 140, 80), (80, 70, 60), hat="straw", hat_colour=(220, 200, 130), prop="spade",
              arm="out")


# XXI (the Mond): the new age: the railway and the steamer.
def _railway(st: Stage) -> None:
    st.sky(SKY, GRASS, 0.3)
    p, g, s = st.pen, st.g, st.s
    sp.hill(p, -0.6, g - st.ry * 0.2, 0.6, st.ry * 0.3, (110, 150, 90))
    sp.train(p, 0.3, g, s * 0.75)


def _steamer(st: Stage) -> None:
    st.sky(SKY, SEA, 0.35)
    p, g, s, ry = st.pen, st.g, st.s, st.ry
    sp.church(p, -0.7, g - ry * 0.3, s * 0.55)
    sp.steamer(p, 0.15, g + ry * 0.08, s * 0.85)
    sp.waves(p, -1.0, 1.0, g + ry * 0.3, s)


SCENES: dict[int, tuple[Scene, Scene]] = {
    1: (_harlequin, _pierrot), 2: (_spinner, _fortune), 3: (_hunter, _deer), 4: (_ploughman, _sower),
    5: (_angler, _sailboat), 6: (_haymaker, _haywagon), 7: (_shepherd, _fold), 8: (_skaters, _sleigh),
    9: (_rider, _stable), 10: (_church, _wedding), 11: (_toast, _fiddler), 12: (_mill, _miller),
    13: (_market, _geese), 14: (_dance, _piper), 15: (_wanderer, _coach), 16: (_promenade, _castle),
    17: (_woodcutter, _logcart), 18: (_harbour, _sailor), 19: (_vintner, _cellar), 20: (_garden, _gardener),
    21: (_railway, _steamer),
}
def has_scene(number: int | None) -> bool:
    return number is not None and number in SCENES
