"""Make the printout pictures of README.md from the demo tournament: the top of the pairing
sheet of round 5, the top of the standings after round 4 (PDF pages rendered by pdftoppm) and a
player's card of the web pages as a phone shows it (headless Chromium).

    .venv/bin/python docs/make_printout_pictures.py

Needs `pdftoppm` (Debian: poppler-utils) and `chromium`. The pictures are cropped and reduced
to a few colours so that they stay small in the repository.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

from arbiter_gui.cli.report import main as report
from arbiter_gui.demo import ROUNDS_PLAYED, create_demo_file

DOCS = Path(__file__).resolve().parent
PHONE = (390, 640)  # CSS pixels of a common phone's screen
DPI = 80
CROP_HEIGHT = 520  # pixels of the page's top: the header and the first rows


def _small(source: Path, target: Path, crop: tuple[int, int] | None = None) -> None:
    """`source` cropped to its top `crop` (width, height) and reduced to 64 colours."""
    image = Image.open(source).convert("RGB")
    if crop:
        image = image.crop((0, 0, min(crop[0], image.width), min(crop[1], image.height)))
    image.quantize(colors=64, method=Image.Quantize.MEDIANCUT).save(target, optimize=True)


def _pdf_page(pdf: Path, target: Path) -> None:
    stem = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-png", "-r", str(DPI), "-f", "1", "-l", "1", "-singlefile",
                    str(pdf), str(stem)], check=True)
    _small(stem.with_suffix(".png"), target, (10_000, CROP_HEIGHT))


def _web_page(page: Path, target: Path) -> None:
    shot = page.with_suffix(".png")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                    "--hide-scrollbars", f"--window-size={PHONE[0]},{PHONE[1]}",
                    f"--screenshot={shot}", page.as_uri()],
                   check=True, capture_output=True, timeout=120)
    _small(shot, target)


def main() -> int:
    missing = [tool for tool in ("pdftoppm", "chromium") if shutil.which(tool) is None]
    if missing:
        print(f"make_printout_pictures: needs {' and '.join(missing)}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        demo = str(create_demo_file(work))
        pairings, standings, web = work / "pairings.pdf", work / "standings.pdf", work / "web"
        round_no = str(ROUNDS_PLAYED + 1)
        for argv in (["pairings", demo, "--round", round_no, "-o", str(pairings)],
                     ["standings", demo, "--round", str(ROUNDS_PLAYED), "-o", str(standings)],
                     ["html", demo, "-o", str(web)]):
            if report(argv) != 0:
                return 1
        _pdf_page(pairings, DOCS / "printout-pairings.png")
        _pdf_page(standings, DOCS / "printout-standings.png")
        _web_page(web / "player-1.html", DOCS / "web-player-card.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
