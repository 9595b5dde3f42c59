"""Colour measures for the look tools: OKLab (Björn Ottosson's, as the engine uses) and luminance."""

import math


def linear(c):
    c = c / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def oklab(rgb):
    r, g, b = (linear(v) for v in rgb[:3])
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l, m, s = (math.copysign(abs(v) ** (1 / 3), v) for v in (l, m, s))
    return (
        0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
        1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
        0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
    )


def lch(lab):
    """(lightness, chroma, hue in degrees) of OKLab coordinates."""
    l, a, b = lab
    return l, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360


def hue_difference(h1, h2):
    d = abs(h1 - h2) % 360
    return min(d, 360 - d)


def luma(rgb):
    """Rec. 709 weights on the gamma-encoded levels: the engine's measure of brightness, 0-255."""
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def hex_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def mean_oklab(pixels):
    labs = [oklab(p) for p in pixels]
    n = len(labs)
    return tuple(sum(v[i] for v in labs) / n for i in range(3))
