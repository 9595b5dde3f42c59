"""A PEP 517 build backend for the vitrum package, standard library only.

The wheel holds the pure-Python module and libvitrum.so beside it. The library is found, in this order:
  1. VITRUM_LIBRARY, a path to libvitrum.so (or libVitrumC.so);
  2. pkg-config's vitrum (`Tools/install-lib PREFIX` installs it), its libdir/libvitrum.so;
  3. a build of the repository this folder sits in: `swift build -c release --product VitrumC`
     (VITRUM_SWIFT_BUILD_OPTIONS replaces `-c release`, to reuse a build made with other options).
"""

import base64
import hashlib
import os
import shlex
import subprocess
import sysconfig
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
REPOSITORY = HERE.parent.parent


def _metadata():
    text = (HERE / "pyproject.toml").read_text()
    fields = {}
    for key in ("name", "version", "description", "requires-python"):
        for line in text.splitlines():
            if line.startswith(key + " = "):
                fields[key] = line.split(" = ", 1)[1].strip().strip('"')
                break
    return fields


def _library():
    given = os.environ.get("VITRUM_LIBRARY")
    if given:
        if not Path(given).is_file():
            raise RuntimeError(f"VITRUM_LIBRARY={given}: no such file")
        return Path(given)
    try:
        libdir = subprocess.run(
            ["pkg-config", "--variable=libdir", "vitrum"], check=True, capture_output=True, text=True
        ).stdout.strip()
        if libdir and (Path(libdir) / "libvitrum.so").is_file():
            return Path(libdir) / "libvitrum.so"
    except (OSError, subprocess.CalledProcessError):
        pass
    if not (REPOSITORY / "Package.swift").is_file():
        raise RuntimeError(
            "libvitrum.so not found: set VITRUM_LIBRARY, install it with Tools/install-lib PREFIX and put "
            "PREFIX/lib/pkgconfig on PKG_CONFIG_PATH, or build from the repository"
        )
    options = shlex.split(os.environ.get("VITRUM_SWIFT_BUILD_OPTIONS", "-c release"))
    subprocess.run(["swift", "build", *options, "--product", "VitrumC"], cwd=REPOSITORY, check=True)
    bin_path = subprocess.run(
        ["swift", "build", *options, "--show-bin-path"], cwd=REPOSITORY, check=True, capture_output=True, text=True
    ).stdout.strip()
    return Path(bin_path) / "libVitrumC.so"


def _tag():
    return "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    meta = _metadata()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    files = {}
    for path in sorted((HERE / "vitrum").glob("*.py")):
        files[f"vitrum/{path.name}"] = path.read_bytes()
    files["vitrum/libvitrum.so"] = _library().read_bytes()
    files[f"{dist_info}/METADATA"] = (
        "Metadata-Version: 2.1\n"
        f"Name: {name}\nVersion: {version}\nSummary: {meta['description']}\n"
        f"Requires-Python: {meta['requires-python']}\nRequires-Dist: numpy>=1.21\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        f"Wheel-Version: 1.0\nGenerator: vitrum_build\nRoot-Is-Purelib: false\nTag: {_tag()}\n"
    ).encode()
    record = [_record_line(n, d) for n, d in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel_name = f"{name}-{version}-{_tag()}.whl"
    target = Path(wheel_directory) / wheel_name
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for file_name, data in files.items():
            info = zipfile.ZipInfo(file_name, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if file_name.endswith(".so") else 0o644) << 16
            archive.writestr(info, data, zipfile.ZIP_DEFLATED)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("vitrum is installed from the repository (pip install Bindings/python), not as an sdist")
