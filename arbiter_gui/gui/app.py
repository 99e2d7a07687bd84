"""Entry point of the desktop application (filled by the GUI issue)."""

import sys


def main() -> int:
    print("arbiter-gui: the desktop application is not built yet", file=sys.stderr)
    return 1
