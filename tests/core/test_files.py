"""Files written whole (core/files.py): the PDFs, TRF exports and the recent-files list get
the permissions the user's umask gives new files, keep those of a file they replace, and
leave nothing behind when writing fails."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from arbiter_gui.core.files import write_atomically
from arbiter_gui.core.trf import save_trf
from arbiter_gui.reports import write_report
from tests.report_helpers import played


@contextmanager
def umask(mask: int) -> Iterator[None]:
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize(("mask", "expected"), [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_a_new_file_gets_the_permissions_of_the_umask(tmp_path, mask, expected):
    with umask(mask):
        write_atomically(tmp_path / "a.txt", b"text")
    assert mode(tmp_path / "a.txt") == expected
    assert (tmp_path / "a.txt").read_bytes() == b"text"


def test_a_replaced_file_keeps_its_permissions_and_nothing_is_left_beside_it(tmp_path):
    target = tmp_path / "a.txt"
    target.write_bytes(b"old")
    target.chmod(0o640)
    write_atomically(target, b"new")
    assert (mode(target), target.read_bytes()) == (0o640, b"new")
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary_one(tmp_path, monkeypatch):
    target = tmp_path / "a.txt"
    target.write_bytes(b"old")

    def refuse(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        write_atomically(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]


def test_issue16_6_printed_pdfs_and_trf_exports_follow_the_umask(tmp_path):
    # The PDFs were written with mode 0600 whatever the umask.
    t = played(4, ["1-2:1 3-4:="])
    with umask(0o022):
        write_report("standings", t, tmp_path / "standings.pdf")
        save_trf(t, tmp_path / "t.trf")
    assert mode(tmp_path / "standings.pdf") == 0o644
    assert mode(tmp_path / "t.trf") == 0o644


@pytest.mark.parametrize(("mask", "expected"), [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_item_19_a_new_tournament_file_follows_the_umask(tmp_path, mask, expected):
    """Tournament files were created 0600 whatever the umask (mkstemp's mode): the other
    arbiters of a shared folder could not open them."""
    from arbiter_gui.core.store import TournamentFile

    with umask(mask):
        TournamentFile.create(tmp_path / "open.arbiter", played(4, ["1-3:1 4-2:="])).close()
    assert mode(tmp_path / "open.arbiter") == expected


def test_item_19_a_link_is_followed_and_a_pipe_written_to_never_replaced(tmp_path):
    """Writing through a link replaces the file it leads to and keeps the link; a pipe (as
    /dev/stdout may be) is written to, not replaced by a file of that name."""
    target = tmp_path / "target.txt"
    target.write_bytes(b"old")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    write_atomically(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    try:
        write_atomically(pipe, b"pairs")
        assert os.read(reader, 100) == b"pairs"
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(pipe.stat().st_mode) and sorted(p.name for p in tmp_path.iterdir()) == [
        "link.txt", "pipe", "target.txt"]
