#!/usr/bin/env python3
"""Writes Scenes/return-timer.json, its right-to-left variant and Scenes/accessibility.json.

The three share one timer screen (glass digits in fixed cells, their reflection, the HUD), so they are
generated from one description rather than kept in step by hand. Run from the repository root:
    Tools/scenes/make-return-timer.py
"""
import json

# The picker floats over the title's white letters and the dark sky between them: at the default 2 pt blur
# the glass under its labels is white in one place and dark blue beside it, and neither ink reaches 4.5:1
# on both. A 20 pt frost evens what lies beneath, so the adaptive labels read in every setting
# (`vitrum lint` on these scenes).
PICKER_GLASS = {"variant": "regular", "blur": 20}

def label(id, text, size=15, weight="regular", ink="primary"):
    # Labels and icons on glass take the adaptive ink: white over the dark glass of the essay's screens,
    # black where the glass turns light (over bright blobs, in light Reduce Transparency and Increase
    # Contrast), so that they stay legible in every setting.
    return {"type": "text", "id": id, "text": text, "font": {"size": size, "weight": weight},
            "origin": [0, 0], "alignment": "center", "fill": ink}

def button(prefix, radius, icon, tint=None):
    glass = {"variant": "regular", "interactive": True}
    if tint: glass["tint"] = tint
    return {"type": "group", "id": prefix, "stack": {"axis": "overlay"}, "children": [
        {"type": "circle", "id": prefix + "-glass", "center": [0, 0], "radius": radius, "glass": glass},
        {"type": "path", "id": prefix + "-icon", "d": icon, "fill": "primary"}]}

GEAR = ("M-3 -10 h6 l1 4 l4 -2 l4 4 l-2 4 l4 1 v6 l-4 1 l2 4 l-4 4 l-4 -2 l-1 4 h-6 l-1 -4 l-4 2 l-4 -4 "
        "l2 -4 l-4 -1 v-6 l4 -1 l-2 -4 l4 -4 l4 2 Z M0 -4 a4 4 0 1 0 0.01 0 Z")
BELL = "M0 -11 c5 0 8 4 8 9 v5 l3 4 h-22 l3 -4 v-5 c0 -5 3 -9 8 -9 Z M-3 9 h6 a3 3 0 0 1 -6 0 Z"
MOON = "M4 -10 a10 10 0 1 0 6 16 a8 8 0 0 1 -6 -16 Z"
PAUSE = "M-9 -11 h6 v22 h-6 Z M3 -11 h6 v22 h-6 Z"
STOP = "M-9 -9 h18 v18 h-18 Z"

def slot(id, height, child):
    """A fixed-height place in the column, so that controls coming and going never move the timer."""
    return {"type": "group", "id": id, "stack": {"axis": "overlay", "height": height}, "children": [child]}

def screen(prefix="", width=600, height=440):
    p = prefix
    # The chosen duration in the primary ink, the others in the dimmer secondary one.
    picker_labels = [label(p + "picker-" + t, t + (" min" if t == "25" else ""), 15,
                           "bold" if t == "25" else "regular", "primary" if t == "25" else "secondary")
                     for t in ["5", "10", "15", "25", "45"]]
    return {"type": "group", "id": p + "screen",
            "stack": {"axis": "vertical", "width": width, "height": height, "spacing": 14,
                      "verticalAlignment": "top", "padding": {"top": 22}},
            "children": [
        slot(p + "picker-slot", 50,
        {"type": "group", "id": p + "duration-picker", "stack": {"axis": "overlay", "width": 320, "height": 50},
         "children": [
            {"type": "capsule", "id": p + "picker", "frame": [0, 0, 320, 50], "glass": PICKER_GLASS},
            {"type": "group", "id": p + "picker-labels", "stack": {"axis": "horizontal", "spacing": 26},
             "children": picker_labels}]}),
        {"type": "group", "id": p + "timer-row", "layoutDirection": "leftToRight",
         "stack": {"axis": "horizontal"},
         "children": [
            {"type": "text", "id": p + "timer", "text": "05:00", "font": {"size": 112, "weight": "bold"},
             "origin": [0, 0], "spacing": "timerDigits",
             "glass": {"variant": "regular", "rimIntensity": 0.8}}]},
        {"type": "reflection", "id": p + "timer-reflection", "source": p + "timer-row"},
        {"type": "group", "id": p + "reflection-room", "stack": {"axis": "overlay", "height": 40}},
        slot(p + "controls-slot", 68,
        {"type": "group", "id": p + "controls", "stack": {"axis": "horizontal", "spacing": 44}, "children": [
            button(p + "start-pause", 34, PAUSE, "#22C55E"), button(p + "stop", 34, STOP, "#EF4444")]}),
        slot(p + "settings-slot", 44,
        {"type": "group", "id": p + "settings", "stack": {"axis": "horizontal", "spacing": 22}, "children": [
            button(p + "settings-gear", 22, GEAR), button(p + "settings-bell", 22, BELL),
            button(p + "settings-moon", 22, MOON)]}),
    ]}

def badge(prefix="", width=600, height=440):
    p = prefix
    return {"type": "group", "id": p + "badge-corner",
            "stack": {"axis": "overlay", "width": width, "height": height, "horizontalAlignment": "trailing",
                      "verticalAlignment": "top", "padding": {"top": 16, "trailing": 16}},
            "children": [
        {"type": "group", "id": p + "paused-badge", "stack": {"axis": "overlay"}, "children": [
            {"type": "capsule", "id": p + "badge", "frame": [0, 0, 86, 30], "glass": {"variant": "regular", "tint": "#F59E0B"}},
            label(p + "badge-label", "PAUSED", 12, "bold")]}]}

def backdrop(prefix="", width=600, height=440):
    p = prefix
    blobs = [("#22D3EE", [120, 150], 46), ("#F472B6", [470, 120], 54), ("#A3E635", [300, 250], 40),
             ("#FACC15", [200, 90], 30)]
    nodes = [{"type": "image", "id": p + "backdrop", "src": "assets/backdrop.png", "frame": [-40, -30, width + 80, height + 60]}]
    for i, (colour, centre, r) in enumerate(blobs):
        nodes.append({"type": "circle", "id": p + "blob-%d" % i, "center": centre, "radius": r,
                      "fill": {"radial": {"center": centre, "radius": r,
                                          "stops": [[0, colour + "E6"], [0.7, colour + "99"], [1, colour + "00"]]}}})
    return nodes

ENTER = {"curve": "easeOut", "duration": 0.35}
LEAVE = {"curve": "easeIn", "duration": 0.25}
HUD = {"opacity": True, "scale": 0.95}

def timeline(prefix=""):
    p = prefix
    events = [
        # The backdrop drifts for as long as the screen shows: ambient motion, back and forth forever (the
        # first pass, 0-6 s, is the scene's timeline).
        {"at": 0, "animate": {"node": p + "backdrop", "translate": [-36, -22]},
         "animation": {"curve": "linear", "duration": 6, "repeat": "forever", "autoreverse": True}},
        {"at": 0, "animate": [{"node": p + "blob-0", "translate": [60, 30]}, {"node": p + "blob-1", "translate": [-70, 40]},
                             {"node": p + "blob-2", "translate": [40, -50]}, {"node": p + "blob-3", "translate": [90, 20]}],
         "animation": {"curve": "easeInOut", "duration": 6, "repeat": "forever", "autoreverse": True}},
        {"at": 0, "every": 1, "times": 6, "count": {"node": p + "timer", "from": 300, "step": -1, "format": "mm:ss"},
         "animation": {"curve": "easeInOut", "duration": 0.15}},
        {"at": 0.2, "insert": p + "duration-picker", "transition": HUD, "animation": ENTER},
        {"at": 0.3, "insert": p + "controls", "transition": HUD, "animation": ENTER},
        {"at": 0.4, "insert": p + "settings", "transition": HUD, "animation": ENTER},
        {"at": 2.0, "press": p + "start-pause-glass"},
        {"at": 2.2, "release": p + "start-pause-glass"},
        {"at": 2.2, "insert": p + "paused-badge", "transition": HUD, "animation": {"spring": {"duration": 0.4, "bounce": 0}}},
        {"at": 4.2, "remove": p + "settings", "transition": HUD, "animation": LEAVE},
        {"at": 4.4, "remove": p + "paused-badge", "transition": HUD, "animation": LEAVE},
        {"at": 4.6, "remove": p + "controls", "transition": HUD, "animation": LEAVE},
        {"at": 4.8, "remove": p + "duration-picker", "transition": HUD, "animation": LEAVE},
    ]
    return events

OUTSIDE_CONTAINER = {"rule": "glass-outside-container", "reason": "The essay's HUD draws each transient control on its own; batching such a row in a container is what container-spacing.json shows."}

def flat_hill(nodes):
    # Which buttons land on the backdrop's flat dark hill depends on the direction (the row is mirrored);
    # the allowance names exactly those.
    return {"rule": "glass-over-flat-backdrop", "nodes": nodes,
            "reason": ", ".join(nodes) + (" lands" if len(nodes) == 1 else " land") + " on the backdrop's "
                      "dark hill, where the essay puts its controls; its flat colour leaves refraction nothing to "
                      "bend there, so the tinted glass reads as a tinted disc, as in the essay."}

def lint(flat):
    return {"allow": [OUTSIDE_CONTAINER, flat_hill(flat)]}

def return_timer(direction):
    doc = {"format": "vitrum-scene/2",
           "canvas": {"width": 600, "height": 440, "scale": 2, "background": "#0B1D51"}}
    if direction == "rightToLeft":
        doc["environment"] = {"layoutDirection": "rightToLeft"}
    doc["lint"] = lint(["stop-glass" if direction == "rightToLeft" else "start-pause-glass"])
    doc["root"] = {"children": backdrop() + [screen(), badge()]}
    doc["timeline"] = {"duration": 6, "events": timeline()}
    return doc

def accessibility():
    w, h = 600, 440
    quads = [("rt-", {"reduceTransparency": True}, "Reduce Transparency"),
             ("ic-", {"increaseContrast": True}, "Increase Contrast"),
             ("dk-", {"colorScheme": "dark"}, "Dark"),
             ("st-", {}, "Standard")]
    children = []
    for i, (p, env, title) in enumerate(quads):
        x, y = (i % 2) * w, (i // 2) * h
        group = {"type": "group", "id": p + "quadrant", "transform": {"translate": [x, y]},
                 "clip": {"type": "rect", "frame": [0, 0, w, h]}}
        group.update(env)
        group["children"] = backdrop(p) + [screen(p), badge(p),
            {"type": "text", "id": p + "title", "text": title, "font": {"size": 16, "weight": "bold"},
             "origin": [16, h - 16], "fill": "#FFFFFF"}]
        children.append(group)
    events = []
    for p, _, _ in quads:
        events += [e for e in timeline(p)]
    return {"format": "vitrum-scene/2",
            "canvas": {"width": 2 * w, "height": 2 * h, "scale": 1, "background": "#0B1D51"},
            "lint": lint([p + b for p, _, _ in quads for b in ["start-pause-glass", "stop-glass"]]),
            "root": {"children": children},
            "timeline": {"duration": 6, "events": events}}

def write(path, doc):
    with open(path, "w") as f:
        f.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")

write("Scenes/return-timer.json", return_timer("leftToRight"))
write("Scenes/return-timer-rtl.json", return_timer("rightToLeft"))
write("Scenes/accessibility.json", accessibility())
