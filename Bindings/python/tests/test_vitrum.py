"""Tests of the installed vitrum package (run by Tools/test against a pip install of Bindings/python).

VITRUM_CLI names the `vitrum` command line whose PNGs the frames are compared with; VITRUM_REPOSITORY
the repository (for Scenes/).
"""

import os
import struct
import subprocess
import tempfile
import unittest
import zlib
from pathlib import Path

import numpy as np

import vitrum

REPOSITORY = Path(os.environ.get("VITRUM_REPOSITORY", Path(__file__).resolve().parents[3]))
SCENES = REPOSITORY / "Scenes"


def read_png(path):
    """An 8-bit RGB or RGBA PNG (what Cairo writes) as a height × width × 4 RGBA array."""
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat = 8, b""
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    channels = 4 if color == 6 else 3
    raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8).reshape(height, 1 + width * channels)
    rows = np.zeros((height, width * channels), dtype=np.int32)
    for y in range(height):
        kind, line = raw[y, 0], raw[y, 1:].astype(np.int32)
        above = rows[y - 1] if y else np.zeros_like(line)
        out = np.zeros_like(line)
        for x in range(len(line)):
            left = out[x - channels] if x >= channels else 0
            corner = above[x - channels] if x >= channels else 0
            if kind == 0:
                predictor = 0
            elif kind == 1:
                predictor = left
            elif kind == 2:
                predictor = above[x]
            elif kind == 3:
                predictor = (left + above[x]) // 2
            else:
                p = left + above[x] - corner
                pa, pb, pc = abs(p - left), abs(p - above[x]), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else above[x] if pb <= pc else corner
            out[x] = (line[x] + predictor) & 0xFF
        rows[y] = out
    pixels = rows.reshape(height, width, channels).astype(np.uint8)
    if channels == 3:
        pixels = np.concatenate([pixels, np.full((height, width, 1), 255, np.uint8)], axis=-1)
    return pixels


def cli_render(scene, out, time, scale):
    cli = os.environ.get("VITRUM_CLI", str(REPOSITORY / ".build/release/vitrum"))
    subprocess.run([cli, "render", str(scene), "-o", str(out), "--time", str(time), "--scale", str(scale)],
                   check=True, capture_output=True)


class RenderTests(unittest.TestCase):
    def test_a_frame_is_the_command_lines_png(self):
        with tempfile.TemporaryDirectory() as folder:
            for name, time in (("hud-overlays", 1.5), ("glass-gallery", 0), ("mirror", 0)):
                scene = vitrum.Scene(SCENES / f"{name}.json", scale=0.5).seek(time)
                frame = scene.render()
                self.assertEqual(frame.dtype, np.uint8)
                self.assertEqual(frame.shape, (scene.pixel_size[1], scene.pixel_size[0], 4))
                png = Path(folder) / f"{name}.png"
                cli_render(SCENES / f"{name}.json", png, time, 0.5)
                expected = read_png(png)
                self.assertTrue(np.array_equal(frame, expected), f"{name} at {time} s differs from vitrum render")

    def test_pixel_formats(self):
        scene = vitrum.Scene(json='{"format": "vitrum-scene/1", "canvas": {"width": 4, "height": 2}, "root": '
                                  '{"children": [{"type": "rect", "frame": [0, 0, 2, 2], "fill": "#FF000080"}]}}',
                             scale=1)
        words = scene.render_argb32()
        self.assertEqual(words.shape, (2, 4))
        # Half-transparent red, premultiplied: alpha 0x80, red 0x80.
        self.assertEqual(int(words[0, 0]), 0x80800000)
        self.assertEqual(int(words[0, 3]), 0)
        self.assertEqual(tuple(scene.render(premultiplied=True)[0, 0]), (128, 0, 0, 128))
        self.assertEqual(tuple(scene.render()[0, 0]), (255, 0, 0, 128))
        self.assertEqual(tuple(scene.render()[0, 3]), (0, 0, 0, 0))

    def test_frames_redraw_only_what_changed(self):
        scene = vitrum.Scene(SCENES / "hud-overlays.json", scale=0.5)
        complete = vitrum.Scene(SCENES / "hud-overlays.json", scale=0.5)
        frames = list(scene.play(fps=5, end=3))
        self.assertEqual([f.index for f in frames], list(range(15)))
        self.assertEqual(frames[0].redraw, "full")
        self.assertIn("incremental", {f.redraw for f in frames})
        screen = frames[0].pixels.copy()
        for frame in frames:
            for x, y, w, h in frame.damage:
                screen[y : y + h, x : x + w] = frame.pixels[y : y + h, x : x + w]
            self.assertTrue(np.array_equal(screen, frame.pixels), f"frame {frame.index}: damage misses a change")
            expected = complete.seek(frame.time).render(complete=True)
            self.assertTrue(np.array_equal(frame.pixels, expected), f"frame {frame.index}")


class PointerTests(unittest.TestCase):
    def test_hit_test_and_press_glass(self):
        scene = vitrum.Scene(SCENES / "hud-controls.json", scale=1)
        self.assertEqual(scene.hit_test(380, 175), vitrum.HitTest("stop-glass", "stop-glass"))
        self.assertEqual(scene.hit_test(5, 395), vitrum.HitTest("backdrop", None))
        self.assertEqual(scene.hit_test(150, 65).glass, "picker")
        before = scene.seek(0).render()
        self.assertIsNone(scene.press(150, 65, time=1), "the picker is not interactive")
        # (A second press lets go of the first, as a pointer can hold one press at a time.)
        self.assertEqual(scene.press(380, 175, time=1), "stop-glass")
        self.assertTrue(np.array_equal(scene.seek(0.5).render(), before))
        self.assertFalse(np.array_equal(scene.seek(1).render(), before))
        self.assertEqual(scene.release(380, 175, time=2), ("stop-glass", True))
        self.assertEqual(scene.release(380, 175, time=3), (None, False), "nothing held")

    def test_attributes_and_environment(self):
        scene = vitrum.Scene(SCENES / "hud-controls.json", scale=0.5)
        light = scene.render()
        scene.set_environment(color_scheme="dark", increase_contrast=True)
        self.assertFalse(np.array_equal(scene.render(), light))
        scene.set_environment(color_scheme="light", increase_contrast=False)
        self.assertTrue(np.array_equal(scene.render(), light))
        self.assertEqual(scene.light, (-45, 1))
        scene.set_environment(light=(135, 2))
        self.assertEqual(scene.light, (135, 2))
        self.assertFalse(np.array_equal(scene.render(), light), "the highlights move with the light")
        scene.set_environment(light=(-45, 1))
        self.assertTrue(np.array_equal(scene.render(), light))
        scene.set_node("stop", translation=(470, 190))
        self.assertEqual(scene.hit_test(470, 190).glass, "stop-glass")
        scene.set_node("stop-glass", glass='{"variant": "clear"}', fill='"#FFFFFF40"')
        self.assertIn("stop-glass", scene.node_ids)


class ErrorTests(unittest.TestCase):
    def test_bad_input_raises_with_status_and_location(self):
        with self.assertRaises(vitrum.VitrumError) as caught:
            vitrum.Scene(json='{"format": "vitrum-scene/1", "canvas": {"width": 10}}', name="bad.json")
        self.assertEqual(caught.exception.status, "VITRUM_ERROR_INVALID_SCENE")
        self.assertIn("bad.json:1:", caught.exception.message)
        scene = vitrum.Scene(SCENES / "hud-controls.json", scale=0.5)
        for call, status in (
            (lambda: scene.seek(float("nan")), "VITRUM_ERROR_INVALID_ARGUMENT"),
            (lambda: scene.set_environment(light=(0, 5)), "VITRUM_ERROR_INVALID_ARGUMENT"),
            (lambda: scene.set_node("nothing", opacity=0.5), "VITRUM_ERROR_UNKNOWN_NODE"),
            (lambda: scene.set_node("hud", glass="true"), "VITRUM_ERROR_NO_SUCH_ATTRIBUTE"),
            (lambda: vitrum.Scene(SCENES / "missing.json"), "VITRUM_ERROR_IO"),
        ):
            with self.assertRaises(vitrum.VitrumError) as caught:
                call()
            self.assertEqual(caught.exception.status, status)
        scene.close()
        with self.assertRaises(vitrum.VitrumError) as caught:
            scene.render()
        self.assertEqual(caught.exception.status, "VITRUM_ERROR_INVALID_HANDLE")


class ABTests(unittest.TestCase):
    def test_both_modes_timed_and_compared(self):
        result = vitrum.ab(str(SCENES / "container-spacing.json"), runs=5, warmup=1, scale=0.5)
        self.assertEqual(len(result.container_ms), 5)
        self.assertEqual(len(result.per_node_ms), 5)
        self.assertGreater(result.container_median_ms, 0)
        self.assertGreater(result.speedup, 0)
        # The spacing demo's containers merge: the two modes draw different pixels.
        self.assertGreater(result.pixels["max_delta"], 0)
        container = vitrum.Scene(SCENES / "container-spacing.json", scale=0.5, mode="container").render()
        per_node = vitrum.Scene(SCENES / "container-spacing.json", scale=0.5, mode="per-node").render()
        self.assertEqual(result.pixels, vitrum.diff(container, per_node))
        # Without merging containers the modes agree.
        same = vitrum.ab(str(SCENES / "hud-controls.json"), runs=1, warmup=0, scale=0.5)
        self.assertEqual(same.pixels["max_delta"], 0)


if __name__ == "__main__":
    unittest.main()
