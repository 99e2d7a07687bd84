"""The file an arbiter downloads, made from PyInstaller's one-folder build (dist/arbiter-gui/)
for the system this runs on; `make dist` runs it after PyInstaller.

- Linux: dist/arbiter-gui-<version>-linux-<machine>.tar.gz, one folder holding the program,
  install.sh, the menu entry, the file types and a README.txt.
- Windows: dist/arbiter-gui-<version>-setup.exe, by Inno Setup's compiler (ISCC.exe, on the
  PATH or in its usual folder) from installer/windows/arbiter-gui.iss.
- macOS: dist/arbiter-gui-<version>-macos-<machine>.dmg holding arbiter-gui.app, by hdiutil.

    python installer/package.py [--dist DIST]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "arbiter-gui"
LINUX_FILES = ("install.sh", "arbiter-gui.desktop", "arbiter-gui-mime.xml", "README.txt")
ISCC_FOLDERS = (r"C:\Program Files (x86)\Inno Setup 6", r"C:\Program Files\Inno Setup 6")


class PackagingError(Exception):
    """What is missing to make the package; the message says what to do."""


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from arbiter_gui import __version__

    return __version__


def linux_tarball(dist: Path, release: str) -> Path:
    """The one-folder build and the Linux installer files under one top folder."""
    build = dist / NAME
    target = dist / f"{NAME}-{release}-linux-{platform.machine()}.tar.gz"
    top = f"{NAME}-{release}"

    def owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
        # Unpacked files belong to whoever unpacks them, not to the build machine's user.
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(build, arcname=top, filter=owned_by_nobody)
        for name in LINUX_FILES:
            info = owned_by_nobody(tar.gettarinfo(ROOT / "installer" / "linux" / name,
                                                  arcname=f"{top}/{name}"))
            info.mode = 0o755 if name.endswith(".sh") else 0o644
            with open(ROOT / "installer" / "linux" / name, "rb") as f:
                tar.addfile(info, f)
    return target


def windows_setup(dist: Path, release: str) -> Path:
    iscc = shutil.which("ISCC") or next(
        (str(p) for p in (Path(f) / "ISCC.exe" for f in ISCC_FOLDERS) if p.is_file()), None)
    if iscc is None:
        raise PackagingError("Inno Setup 6 is not installed (https://jrsoftware.org/isinfo.php):"
                             " install it, then run `make dist` again")
    script = ROOT / "installer" / "windows" / f"{NAME}.iss"
    subprocess.run([iscc, f"/DAppVersion={release}", f"/DDistDir={dist}", str(script)],
                   check=True)
    return dist / f"{NAME}-{release}-setup.exe"


def macos_disk_image(dist: Path, release: str) -> Path:
    target = dist / f"{NAME}-{release}-macos-{platform.machine()}.dmg"
    subprocess.run(["hdiutil", "create", "-volname", NAME, "-srcfolder",
                    str(dist / f"{NAME}.app"), "-ov", "-format", "UDZO", str(target)],
                   check=True)
    return target


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist",
                    help="PyInstaller's output folder (default: dist/)")
    dist = ap.parse_args().dist.resolve()
    if not (dist / NAME).is_dir():
        print(f"package.py: {dist / NAME} is missing: run PyInstaller first (make dist)",
              file=sys.stderr)
        return 1
    makers = {"linux": linux_tarball, "win32": windows_setup, "darwin": macos_disk_image}
    maker = makers.get(sys.platform)
    if maker is None:
        print(f"package.py: no package for {sys.platform}; the program is in {dist / NAME}",
              file=sys.stderr)
        return 1
    try:
        target = maker(dist, version())
    except (PackagingError, OSError, subprocess.CalledProcessError) as e:
        print(f"package.py: {e}", file=sys.stderr)
        return 1
    size = os.path.getsize(target) / 2**20
    print(f"{target} ({size:.0f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
