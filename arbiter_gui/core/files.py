"""Writing a file whole: under a temporary name beside it, then renamed over it, so that the
file never holds half of what was written, whatever happens half-way."""

from __future__ import annotations

import os
import shutil
from pathlib import Path


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at `path` by `data`; on any error `path` is left as it was (OSError).

    A new file gets the permissions the user's umask gives new files (the temporary file is
    created with mode 0666 and the system applies the umask), an existing one keeps its own.
    A link is followed: the file it leads to is replaced, the link stays. What is no file (a
    pipe, a terminal, /dev/stdout as a calling program may give) is written to in place: a
    rename would put a file where the device was."""
    target = Path(path).resolve() if Path(path).is_symlink() else Path(path)
    if target.exists() and not target.is_file():
        with target.open("wb") as device:
            device.write(data)
        return
    temporary = target.with_name(f".{target.name}.{os.urandom(4).hex()}.part")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if target.exists():
            shutil.copymode(target, temporary)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
