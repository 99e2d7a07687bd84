"""The script PyInstaller freezes: the desktop application's entry point, as `arbiter-gui`."""

import sys

from arbiter_gui.gui.app import main

if __name__ == "__main__":
    sys.exit(main())
