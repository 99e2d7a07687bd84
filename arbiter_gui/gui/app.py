"""Entry point of the desktop application:
`arbiter-gui [--version | --self-test | --demo] [TOURNAMENT_FILE]`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from arbiter_gui import __version__
from arbiter_gui.core.i18n import (
    LANGUAGES,
    _,
    argument_parser,
    language_option,
    set_language,
)


def _parser() -> argparse.ArgumentParser:
    ap = argument_parser("arbiter-gui",
                         _("The chess arbiter's program for Swiss tournaments."))
    ap.add_argument("--version", action="store_true", help=_("print the version and exit"))
    ap.add_argument("--self-test", action="store_true",
                    help=_("pair a small tournament without a display, print it to PDF, and"
                           " exit 0 when everything works (1 with the reason otherwise)"))
    ap.add_argument("--demo", action="store_true",
                    help=_("open a demo tournament (4 rounds played, the 5th paired) to try the"
                           " program; it is rebuilt each time in the user's data folder"))
    ap.add_argument("--language", choices=sorted(LANGUAGES),
                    help=_("the language of the window, its messages and the printouts"
                           " (default: the one chosen in the preferences, else the system's)"))
    ap.add_argument("file", nargs="?", help=_("a tournament file to open"))
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    set_language(language_option(argv))
    args = _parser().parse_args(argv)
    if args.version:
        print(f"arbiter-gui {__version__}")
        return 0
    if args.self_test:
        from arbiter_gui.gui.selftest import run_self_test

        return run_self_test(language=args.language)
    # Qt is imported only here, so that --version works without a display.
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.gui import language
    from arbiter_gui.gui.collector import garbage_collected_on_gui_thread
    from arbiter_gui.gui.errorlog import log_unexpected_errors
    from arbiter_gui.gui.window import MainWindow
    from arbiter_gui.resources import resource_path

    log_unexpected_errors()
    app = QApplication.instance() or QApplication(["arbiter-gui"])
    # The icon of the window and task bar; the desktop file name lets Wayland match the menu entry.
    QApplication.setWindowIcon(QIcon(str(resource_path("icons/arbiter-gui-256.png"))))
    QApplication.setDesktopFileName("arbiter-gui")
    language.install(args.language or language.chosen_language())
    window = MainWindow()
    if args.demo:
        from arbiter_gui.core.store import StoreError
        from arbiter_gui.demo import create_demo_file
        from arbiter_gui.gui.recent import data_dir

        try:
            window.files.open_file(create_demo_file(data_dir()))
        except StoreError as e:
            window.show_error(str(e))
    elif args.file:
        window.files.open_file(args.file)
    window.show()
    with garbage_collected_on_gui_thread(app):
        return app.exec()


if __name__ == "__main__":
    sys.exit(main())
