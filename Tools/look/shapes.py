"""Signed distances of the test shapes in device pixels (negative inside), to pick out an outline's band
or a shape's interior in a rendered frame."""

import math


class Capsule:
    def __init__(self, frame, scale):
        x, y, w, h = (v * scale for v in frame)
        self.x, self.y, self.w, self.h = x, y, w, h
        self.r = min(w, h) / 2
        self.cx, self.cy = x + w / 2, y + h / 2

    def distance(self, px, py):
        qx = abs(px - self.cx) - self.w / 2 + self.r
        qy = abs(py - self.cy) - self.h / 2 + self.r
        outside = math.hypot(max(qx, 0), max(qy, 0))
        return outside + min(max(qx, qy), 0) - self.r

    def normal(self, px, py):
        """The outline's outward unit normal nearest (px, py)."""
        qx = abs(px - self.cx) - self.w / 2 + self.r
        qy = abs(py - self.cy) - self.h / 2 + self.r
        sx = 1 if px >= self.cx else -1
        sy = 1 if py >= self.cy else -1
        if qx > 0 and qy > 0:
            n = math.hypot(qx, qy)
            return sx * qx / n, sy * qy / n
        return (sx, 0) if qx > qy else (0, sy)

    def pixels(self, image, lo, hi):
        """The pixel centres whose distance d satisfies lo < d ≤ hi (e.g. the interior: −∞ < d ≤ −bezel)."""
        out = []
        for y in range(max(0, int(self.y) - 2), min(image.height, int(self.y + self.h) + 3)):
            for x in range(max(0, int(self.x) - 2), min(image.width, int(self.x + self.w) + 3)):
                d = self.distance(x + 0.5, y + 0.5)
                if lo < d <= hi:
                    out.append((x, y))
        return out
