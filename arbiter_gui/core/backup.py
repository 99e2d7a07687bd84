"""Backups of a tournament file: a complete copy (`TournamentFile.copy_to`) into a folder the
arbiter chooses, such as a USB stick, named so that backups of one event sort by round and time
and never replace one another."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from arbiter_gui.core.i18n import _
from arbiter_gui.core.store import StoreError, TournamentFile


def backup_name(file: TournamentFile, when: datetime) -> str:
    """"open-round-3-20261127-141502.arbiter": the file's name, the rounds paired, the local
    time to the second (no colon: the name must be valid on every system's sticks)."""
    rounds = len(file.tournament.rounds)
    return f"{file.path.stem}-round-{rounds}-{when:%Y%m%d-%H%M%S}{file.path.suffix}"


def back_up(file: TournamentFile, folder: str | Path, when: datetime | None = None) -> Path:
    """Copy `file` into `folder` (created if missing); the copy's path. StoreError names the
    folder when it cannot be written."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StoreError(_("{folder}: cannot write the backup there ({error})").format(
            folder=folder, error=e.strerror)) from e
    name = Path(backup_name(file, when or datetime.now()))
    target, number = folder / name, 1
    while target.exists():  # a second backup within the second: never one over another
        number += 1
        target = folder / f"{name.stem}-{number}{name.suffix}"
    file.copy_to(target)
    return target
