"""ctypes declarations of vitrum.h, and the library they load."""

import ctypes
import os
from pathlib import Path

OK = 0
STOPPED = 10
STATUS_NAMES = [
    "VITRUM_OK", "VITRUM_ERROR_INVALID_ARGUMENT", "VITRUM_ERROR_INVALID_HANDLE", "VITRUM_ERROR_INVALID_SCENE",
    "VITRUM_ERROR_IO", "VITRUM_ERROR_UNKNOWN_NODE", "VITRUM_ERROR_NO_SUCH_ATTRIBUTE",
    "VITRUM_ERROR_INVALID_STRIDE", "VITRUM_ERROR_BUFFER_TOO_SMALL", "VITRUM_ERROR_RENDER", "VITRUM_STOPPED",
]
RENDER_COMPLETE = 1
REDRAW_NAMES = {0: "full", 1: "incremental", 2: "unchanged"}


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32), ("width", ctypes.c_int32), ("height", ctypes.c_int32)]


def _load():
    """libvitrum.so beside this module (where pip installed it), or VITRUM_LIBRARY."""
    candidates = [os.environ.get("VITRUM_LIBRARY"), str(Path(__file__).with_name("libvitrum.so"))]
    for path in candidates:
        if path and Path(path).is_file():
            return ctypes.CDLL(path)
    raise ImportError("libvitrum.so not found beside the vitrum module, and VITRUM_LIBRARY is not set")


lib = _load()
_scene = ctypes.c_void_p
_status = ctypes.c_int
_str = ctypes.c_char_p
_d = ctypes.c_double
_pd = ctypes.POINTER(ctypes.c_double)
_pi32 = ctypes.POINTER(ctypes.c_int32)
_psize = ctypes.POINTER(ctypes.c_size_t)
_pstr = ctypes.POINTER(ctypes.c_char_p)

_SIGNATURES = {
    "vitrum_version": (_str, []),
    "vitrum_last_error": (_str, []),
    "vitrum_scene_load_file": (_status, [_str, ctypes.POINTER(_scene)]),
    "vitrum_scene_load_json": (_status, [_str, ctypes.c_size_t, _str, ctypes.POINTER(_scene)]),
    "vitrum_scene_free": (_status, [_scene]),
    "vitrum_scene_get_size": (_status, [_scene, _pd, _pd]),
    "vitrum_scene_get_pixel_size": (_status, [_scene, _pi32, _pi32]),
    "vitrum_scene_get_scale": (_status, [_scene, _pd]),
    "vitrum_scene_get_duration": (_status, [_scene, _pd]),
    "vitrum_scene_get_node_count": (_status, [_scene, _psize]),
    "vitrum_scene_get_node_id": (_status, [_scene, ctypes.c_size_t, _pstr]),
    "vitrum_scene_set_color_scheme": (_status, [_scene, ctypes.c_int]),
    "vitrum_scene_set_layout_direction": (_status, [_scene, ctypes.c_int]),
    "vitrum_scene_set_setting": (_status, [_scene, ctypes.c_int, ctypes.c_int]),
    "vitrum_scene_set_light": (_status, [_scene, _d, _d]),
    "vitrum_scene_get_light": (_status, [_scene, _pd, _pd]),
    "vitrum_scene_set_scale": (_status, [_scene, _d]),
    "vitrum_scene_set_mode": (_status, [_scene, ctypes.c_int]),
    "vitrum_scene_set_threads": (_status, [_scene, ctypes.c_int]),
    "vitrum_scene_seek": (_status, [_scene, _d]),
    "vitrum_scene_render": (
        _status, [_scene, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_uint]),
    "vitrum_scene_get_damage": (
        _status, [_scene, ctypes.POINTER(Rect), ctypes.c_size_t, _psize, ctypes.POINTER(ctypes.c_int)]),
    "vitrum_node_set_translation": (_status, [_scene, _str, _d, _d]),
    "vitrum_node_set_scale": (_status, [_scene, _str, _d, _d]),
    "vitrum_node_set_rotation": (_status, [_scene, _str, _d]),
    "vitrum_node_set_anchor": (_status, [_scene, _str, _d, _d]),
    "vitrum_node_set_opacity": (_status, [_scene, _str, _d]),
    "vitrum_node_set_hidden": (_status, [_scene, _str, ctypes.c_int]),
    "vitrum_node_set_fill": (_status, [_scene, _str, _str]),
    "vitrum_node_set_glass": (_status, [_scene, _str, _str]),
    "vitrum_scene_hit_test": (_status, [_scene, _d, _d, _pstr, _pstr]),
    "vitrum_scene_press": (_status, [_scene, _d, _d, _d, _pstr]),
    "vitrum_scene_release": (_status, [_scene, _d, _d, _d, _pstr, ctypes.POINTER(ctypes.c_int)]),
}
for _name, (_restype, _argtypes) in _SIGNATURES.items():
    _function = getattr(lib, _name)
    _function.restype = _restype
    _function.argtypes = _argtypes
