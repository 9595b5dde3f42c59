"""Writing scene files and rendering them with `vitrum`, for the look tools."""

import json
import os
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ASSETS = os.path.join(ROOT, "Scenes", "assets")


def vitrum():
    """The release `vitrum` (built with the test configuration, as Tools/test builds it)."""
    path = os.environ.get("VITRUM")
    if path:
        return path
    out = subprocess.run(
        ["swift", "build", "-c", "release", "-Xswiftc", "-enable-testing", "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "vitrum")


class Renderer:
    def __init__(self, folder=None):
        self.tool = vitrum()
        if not os.path.exists(self.tool):
            raise SystemExit(f"{self.tool} is missing: build first (swift build -c release -Xswiftc -enable-testing)")
        self.folder = folder or tempfile.mkdtemp(prefix="vitrum-look-")
        self.commands = []

    def render(self, name, document, scale=2, time=None, extra=()):
        """Writes `document` (a dict) as NAME.json and renders it to NAME.png; returns the PNG's path."""
        scene = os.path.join(self.folder, name + ".json")
        png = os.path.join(self.folder, name + ".png")
        with open(scene, "w") as f:
            json.dump(document, f, indent=1)
        command = [self.tool, "render", scene, "-o", png, "--scale", str(scale)]
        if time is not None:
            command += ["--time", str(time)]
        command += list(extra)
        subprocess.run(command, check=True, capture_output=True)
        self.commands.append(" ".join(command))
        return png

    def eval(self, name, time):
        scene = os.path.join(self.folder, name + ".json")
        return subprocess.run([self.tool, "eval", scene, "--time", str(time)], check=True, capture_output=True,
                              text=True).stdout


def document(width, height, children, background="#808080", environment=None, timeline=None, version=2):
    doc = {"format": f"vitrum-scene/{version}", "canvas": {"width": width, "height": height, "background": background}}
    if environment:
        doc["environment"] = environment
    doc["root"] = {"children": children}
    if timeline:
        doc["timeline"] = timeline
    return doc


def photo(width, height):
    """The gallery's photo-like backdrop (a sky, a sun, mountains, water, text), stretched over the canvas."""
    return {"type": "image", "id": "photo", "src": os.path.join(ASSETS, "backdrop.png"), "frame": [0, 0, width, height]}
