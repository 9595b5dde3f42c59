"""Vitrum for Python: load a scene file, seek its timeline, render frames to NumPy arrays, hit-test,
press interactive glass, play timelines, and A/B the container and per-node modes.

Pixels. `Scene.render()` returns a `height × width × 4` array of `uint8` in RGBA order with straight
(not premultiplied) alpha — what Matplotlib's `imshow` and PIL take, and the values `vitrum render`
writes into its PNGs, converted the way Cairo's PNG writer converts. `render(premultiplied=True)` gives
the renderer's own values instead (RGBA order, colour already multiplied by alpha), and `render_argb32()`
its native words: `height × width` `uint32`, premultiplied ARGB32 (alpha in the top byte).

Coordinates are points, the scene file's unit; a frame at scale s has ceil(width·s) × ceil(height·s) pixels.

    import vitrum
    scene = vitrum.Scene("Scenes/hud-overlays.json", scale=1)
    rgba = scene.seek(1.5).render()
    print(scene.hit_test(370, 190))
    for frame in scene.play(fps=10, end=1):
        print(frame.index, frame.time, frame.redraw, len(frame.damage))
    print(vitrum.ab("Scenes/container-spacing.json", runs=7).speedup)

A scene is used from one thread at a time; scenes on different threads may render at once.
"""

import ctypes
import os
import statistics
import time as _clock
from collections import namedtuple
from dataclasses import dataclass, field
from typing import Iterator, List, Optional, Tuple

import numpy as np

from . import _native
from ._native import lib

__all__ = ["Scene", "Frame", "HitTest", "ABResult", "VitrumError", "ab", "diff", "to_rgba", "__version__"]
__version__ = lib.vitrum_version().decode()

MODES = {"container": 0, "per-node": 1}
COLOR_SCHEMES = {"light": 0, "dark": 1}
LAYOUT_DIRECTIONS = {"leftToRight": 0, "rightToLeft": 1}
SETTINGS = {"reduce_motion": 0, "reduce_transparency": 1, "increase_contrast": 2}


class VitrumError(Exception):
    """A call the library refused: `status` names the code (`VITRUM_ERROR_UNKNOWN_NODE`, …), and the
    message says where and why."""

    def __init__(self, status: int, message: str):
        self.status = _native.STATUS_NAMES[status] if 0 <= status < len(_native.STATUS_NAMES) else str(status)
        self.message = message
        super().__init__(f"{self.status}: {message}")


def _check(status: int) -> None:
    if status != _native.OK:
        raise VitrumError(status, lib.vitrum_last_error().decode())


HitTest = namedtuple("HitTest", "node glass")
HitTest.__doc__ = "The topmost node and the topmost glass at a point (ids, or None)."


@dataclass
class Frame:
    """One frame of `Scene.play`: its index at the rate, its time, its pixels (as `render` returns
    them), the pixel rectangles that changed since the previous frame `(x, y, width, height)`, and how
    it was drawn (`full`, `incremental` or `unchanged`)."""

    index: int
    time: float
    pixels: np.ndarray
    damage: List[Tuple[int, int, int, int]]
    redraw: str


def to_rgba(words: np.ndarray, premultiplied: bool = False) -> np.ndarray:
    """Premultiplied ARGB32 words (`height × width` `uint32`) as a `height × width × 4` RGBA `uint8`
    array: straight alpha by Cairo's PNG writer's arithmetic (c·255 + a/2) / a, or premultiplied as is."""
    words = np.asarray(words, dtype=np.uint32)
    a = (words >> 24).astype(np.uint32)
    channels = [(words >> shift) & 0xFF for shift in (16, 8, 0)]
    if not premultiplied:
        safe = np.maximum(a, 1)
        channels = [np.where(a == 0, 0, (c * 255 + a // 2) // safe) for c in channels]
    return np.stack(channels + [a], axis=-1).astype(np.uint8)


def diff(a: np.ndarray, b: np.ndarray) -> dict:
    """The difference of two frames of one size: the largest channel difference, the mean channel
    difference, and the share of pixels that differ in any channel."""
    if a.shape != b.shape:
        raise ValueError(f"frames of different sizes: {a.shape} and {b.shape}")
    delta = np.abs(a.astype(np.int16) - b.astype(np.int16))
    return {
        "max_delta": int(delta.max(initial=0)),
        "mean_delta": float(delta.mean()) if delta.size else 0.0,
        "changed_ratio": float(np.any(delta != 0, axis=-1).mean()) if delta.size else 0.0,
    }


class Scene:
    """A scene file loaded by the C library, with its timeline, environment and renderer.

    Frames are drawn into a buffer this object owns and keeps, so each render redraws only what changed
    since the previous one (the returned arrays are copies)."""

    def __init__(self, path: Optional[str] = None, *, json: Optional[str] = None, name: str = "<json>",
                 scale: Optional[float] = None, mode: str = "container", threads: Optional[int] = None):
        handle = ctypes.c_void_p()
        if (path is None) == (json is None):
            raise ValueError("give a path or json=, not both")
        if path is not None:
            _check(lib.vitrum_scene_load_file(os.fsencode(path), ctypes.byref(handle)))
        else:
            data = json.encode()
            _check(lib.vitrum_scene_load_json(data, len(data), name.encode(), ctypes.byref(handle)))
        self._handle = handle
        self._time = 0.0
        self._words: Optional[np.ndarray] = None
        if scale is not None:
            self.scale = scale
        self.mode = mode
        if threads is not None:
            self.set_threads(threads)

    def close(self) -> None:
        """Frees the scene; further calls raise VitrumError (VITRUM_ERROR_INVALID_HANDLE)."""
        if self._handle:
            _check(lib.vitrum_scene_free(self._handle))
            self._handle = ctypes.c_void_p()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        # At interpreter exit the library's functions may already be gone: nothing left to free then.
        if getattr(self, "_handle", None) and _native is not None and _native.lib is not None:
            _native.lib.vitrum_scene_free(self._handle)

    # Reading

    @property
    def size(self) -> Tuple[float, float]:
        """The canvas in points."""
        w, h = ctypes.c_double(), ctypes.c_double()
        _check(lib.vitrum_scene_get_size(self._handle, ctypes.byref(w), ctypes.byref(h)))
        return w.value, h.value

    @property
    def pixel_size(self) -> Tuple[int, int]:
        """A frame's width and height in pixels at the current scale."""
        w, h = ctypes.c_int32(), ctypes.c_int32()
        _check(lib.vitrum_scene_get_pixel_size(self._handle, ctypes.byref(w), ctypes.byref(h)))
        return w.value, h.value

    @property
    def duration(self) -> float:
        seconds = ctypes.c_double()
        _check(lib.vitrum_scene_get_duration(self._handle, ctypes.byref(seconds)))
        return seconds.value

    @property
    def node_ids(self) -> List[str]:
        count = ctypes.c_size_t()
        _check(lib.vitrum_scene_get_node_count(self._handle, ctypes.byref(count)))
        ids = []
        for index in range(count.value):
            text = ctypes.c_char_p()
            _check(lib.vitrum_scene_get_node_id(self._handle, index, ctypes.byref(text)))
            ids.append(text.value.decode())
        return ids

    @property
    def time(self) -> float:
        """The time last sought."""
        return self._time

    # Settings

    @property
    def scale(self) -> float:
        """Points to device pixels (default: the scene file's canvas.scale, else 2)."""
        value = ctypes.c_double()
        _check(lib.vitrum_scene_get_scale(self._handle, ctypes.byref(value)))
        return value.value

    @scale.setter
    def scale(self, value: float) -> None:
        _check(lib.vitrum_scene_set_scale(self._handle, float(value)))

    @property
    def mode(self) -> str:
        return self._mode

    @mode.setter
    def mode(self, value: str) -> None:
        if value not in MODES:
            raise ValueError(f"mode {value!r}: expected one of {sorted(MODES)}")
        _check(lib.vitrum_scene_set_mode(self._handle, MODES[value]))
        self._mode = value

    @property
    def light(self) -> Tuple[float, float]:
        """The environment's light at the time last sought: (angle, intensity)."""
        angle, intensity = ctypes.c_double(), ctypes.c_double()
        _check(lib.vitrum_scene_get_light(self._handle, ctypes.byref(angle), ctypes.byref(intensity)))
        return angle.value, intensity.value

    def set_threads(self, threads: int) -> "Scene":
        """Cores the pixel kernels may use (default: all); the pixels do not depend on it."""
        _check(lib.vitrum_scene_set_threads(self._handle, int(threads)))
        return self

    def set_environment(self, *, color_scheme: Optional[str] = None, layout_direction: Optional[str] = None,
                        reduce_motion: Optional[bool] = None, reduce_transparency: Optional[bool] = None,
                        increase_contrast: Optional[bool] = None,
                        light: Optional[Tuple[float, float]] = None) -> "Scene":
        """Changes the environment: `color_scheme` "light" or "dark", `layout_direction` "leftToRight" or
        "rightToLeft", the accessibility settings, and `light` as (angle, intensity): degrees clockwise
        from straight above (-45, the default, is the upper left) and 0 to 4 (default 1)."""
        if light is not None:
            _check(lib.vitrum_scene_set_light(self._handle, float(light[0]), float(light[1])))
        if color_scheme is not None:
            _check(lib.vitrum_scene_set_color_scheme(self._handle, COLOR_SCHEMES[color_scheme]))
        if layout_direction is not None:
            _check(lib.vitrum_scene_set_layout_direction(self._handle, LAYOUT_DIRECTIONS[layout_direction]))
        for name, value in (("reduce_motion", reduce_motion), ("reduce_transparency", reduce_transparency),
                            ("increase_contrast", increase_contrast)):
            if value is not None:
                _check(lib.vitrum_scene_set_setting(self._handle, SETTINGS[name], int(bool(value))))
        return self

    def set_node(self, node_id: str, *, translation=None, scale=None, rotation=None, anchor=None,
                 opacity=None, hidden=None, fill=None, glass=None) -> "Scene":
        """Sets attributes of a node: `translation`, `scale` and `anchor` as (x, y), `rotation` in
        degrees, `opacity` 0…1, `hidden`, `fill` and `glass` as the scene file writes them, in JSON
        ('"#3B82F6"', '{"variant": "clear", "interactive": true}'), or "none" to remove them."""
        key = node_id.encode()
        h = self._handle
        if translation is not None:
            _check(lib.vitrum_node_set_translation(h, key, float(translation[0]), float(translation[1])))
        if scale is not None:
            sx, sy = (scale, scale) if np.isscalar(scale) else scale
            _check(lib.vitrum_node_set_scale(h, key, float(sx), float(sy)))
        if rotation is not None:
            _check(lib.vitrum_node_set_rotation(h, key, float(rotation)))
        if anchor is not None:
            _check(lib.vitrum_node_set_anchor(h, key, float(anchor[0]), float(anchor[1])))
        if opacity is not None:
            _check(lib.vitrum_node_set_opacity(h, key, float(opacity)))
        if hidden is not None:
            _check(lib.vitrum_node_set_hidden(h, key, int(bool(hidden))))
        if fill is not None:
            _check(lib.vitrum_node_set_fill(h, key, None if fill == "none" else fill.encode()))
        if glass is not None:
            _check(lib.vitrum_node_set_glass(h, key, None if glass == "none" else glass.encode()))
        return self

    # Time and frames

    def seek(self, seconds: float) -> "Scene":
        """Shows the timeline at `seconds` (the next render draws it)."""
        _check(lib.vitrum_scene_seek(self._handle, float(seconds)))
        self._time = float(seconds)
        return self

    def render_argb32(self, *, scale: Optional[float] = None, mode: Optional[str] = None,
                      complete: bool = False) -> np.ndarray:
        """The frame as the renderer's native words: `height × width` `uint32`, premultiplied ARGB32.
        Drawn over the previous frame unless `complete`."""
        if scale is not None:
            self.scale = scale
        if mode is not None:
            self.mode = mode
        width, height = self.pixel_size
        if self._words is None or self._words.shape != (height, width):
            self._words = np.zeros((height, width), dtype=np.uint32)
        words = self._words
        _check(lib.vitrum_scene_render(
            self._handle, words.ctypes.data, width, height, words.strides[0], _native.RENDER_COMPLETE if complete else 0))
        return words.copy()

    def render(self, *, scale: Optional[float] = None, mode: Optional[str] = None,
               premultiplied: bool = False, complete: bool = False) -> np.ndarray:
        """The frame at the time last sought: `height × width × 4` `uint8`, RGBA, straight alpha unless
        `premultiplied`. `scale` and `mode` change the scene's settings for this and later frames."""
        return to_rgba(self.render_argb32(scale=scale, mode=mode, complete=complete), premultiplied)

    @property
    def damage(self) -> List[Tuple[int, int, int, int]]:
        """The pixel rectangles the last render changed, `(x, y, width, height)`, disjoint."""
        return self._damage()[0]

    @property
    def redraw(self) -> str:
        """How the last frame was drawn: "full", "incremental" or "unchanged"."""
        return self._damage()[1]

    def _damage(self):
        count = ctypes.c_size_t()
        kind = ctypes.c_int()
        _check(lib.vitrum_scene_get_damage(self._handle, None, 0, ctypes.byref(count), ctypes.byref(kind)))
        rects = (_native.Rect * max(count.value, 1))()
        _check(lib.vitrum_scene_get_damage(self._handle, rects, count.value, ctypes.byref(count), None))
        return [(r.x, r.y, r.width, r.height) for r in rects[: count.value]], _native.REDRAW_NAMES[kind.value]

    def play(self, fps: int = 30, start: float = 0.0, end: Optional[float] = None, *,
             scale: Optional[float] = None, mode: Optional[str] = None,
             premultiplied: bool = False) -> Iterator[Frame]:
        """The frames at the times n / fps in [start, end) (end: the timeline's end), each drawn over
        the one before, as `vitrum play` draws them."""
        if not isinstance(fps, int) or not 1 <= fps <= 1000:
            raise ValueError(f"fps must be a whole number from 1 to 1000, found {fps!r}")
        stop = self.duration if end is None else float(end)
        n = max(0, int(np.ceil(start * fps - 1e-9)))
        while n / fps < stop:
            t = n / fps
            self.seek(t)
            pixels = self.render(scale=scale, mode=mode, premultiplied=premultiplied)
            damage, redraw = self._damage()
            yield Frame(index=n, time=t, pixels=pixels, damage=damage, redraw=redraw)
            n += 1

    # Pointer

    def hit_test(self, x: float, y: float) -> HitTest:
        """The topmost node and the topmost glass at a point of the scene (points)."""
        node, glass = ctypes.c_char_p(), ctypes.c_char_p()
        _check(lib.vitrum_scene_hit_test(self._handle, float(x), float(y), ctypes.byref(node), ctypes.byref(glass)))
        return HitTest(node.value.decode() if node.value else None, glass.value.decode() if glass.value else None)

    def press(self, x: float, y: float, time: Optional[float] = None) -> Optional[str]:
        """Presses the topmost glass at a point if it is interactive, at `time` (default: the time last
        sought); returns the pressed node's id, or None."""
        node = ctypes.c_char_p()
        at = self._time if time is None else float(time)
        _check(lib.vitrum_scene_press(self._handle, float(x), float(y), at, ctypes.byref(node)))
        return node.value.decode() if node.value else None

    def release(self, x: float, y: float, time: Optional[float] = None) -> Tuple[Optional[str], bool]:
        """Releases the press held: the node and whether the pointer was still over it."""
        node, inside = ctypes.c_char_p(), ctypes.c_int()
        at = self._time if time is None else float(time)
        _check(lib.vitrum_scene_release(self._handle, float(x), float(y), at, ctypes.byref(node), ctypes.byref(inside)))
        return (node.value.decode() if node.value else None), bool(inside.value)


@dataclass
class ABResult:
    """Complete frames of one instant timed in both modes, interleaved: milliseconds per run, their
    medians, the speedup of container mode (per-node median over container median) and the pixel
    difference of the two frames (`diff`)."""

    container_ms: List[float]
    per_node_ms: List[float]
    pixels: dict = field(default_factory=dict)

    @property
    def container_median_ms(self) -> float:
        return statistics.median(self.container_ms)

    @property
    def per_node_median_ms(self) -> float:
        return statistics.median(self.per_node_ms)

    @property
    def speedup(self) -> float:
        return self.per_node_median_ms / self.container_median_ms


def ab(scene: str, *, runs: int = 21, warmup: int = 3, time: float = 0.0, scale: float = 1.0,
       threads: Optional[int] = None) -> ABResult:
    """Renders one instant of a scene file in container and per-node mode, complete frames, `warmup`
    untimed then `runs` timed rounds, the modes alternating which goes first."""
    if runs < 1 or warmup < 0:
        raise ValueError("runs must be at least 1 and warmup at least 0")
    scenes = {mode: Scene(scene, scale=scale, mode=mode, threads=threads).seek(time) for mode in MODES}
    times = {mode: [] for mode in MODES}
    frames = {}
    order = list(MODES)
    for round_index in range(warmup + runs):
        for mode in (order if round_index % 2 == 0 else order[::-1]):
            start = _clock.perf_counter()
            frames[mode] = scenes[mode].render_argb32(complete=True)
            elapsed = (_clock.perf_counter() - start) * 1000
            if round_index >= warmup:
                times[mode].append(elapsed)
    for s in scenes.values():
        s.close()
    return ABResult(container_ms=times["container"], per_node_ms=times["per-node"],
                    pixels=diff(to_rgba(frames["container"]), to_rgba(frames["per-node"])))
