"""The pairing server's registration of a tournament: the number of rounds is a JSON number
(issue 28, item 19), checked over the real server in a subprocess (SQLite)."""

from __future__ import annotations

import pytest

from tests.server_helpers import Server, call, running_server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("registration")
    with running_server(str(folder / "tournaments.db"), folder / "server.log") as s:
        yield s


@pytest.mark.parametrize("rounds", [True, False, "7", 7.0, 7.5])
def test_item_19_rounds_that_are_no_whole_json_number_are_refused_422(server: Server, rounds):
    """`"rounds": true` was registered as a tournament of 1 round (a JSON boolean read as the
    number 1); a boolean, a text or a fraction is no number of rounds."""
    status, answer = call(server.url, "POST", "/tournaments", {
        "name": "Open", "system": "dutch", "rounds": rounds, "chief_arbiter": "Jane Arbiter"})
    assert status == 422, answer
    assert answer["message"].startswith("body.rounds: ")  # type: ignore[index]


def test_a_whole_number_of_rounds_is_registered(server: Server):
    status, answer = call(server.url, "POST", "/tournaments", {
        "name": "Open", "system": "dutch", "rounds": 7, "chief_arbiter": "Jane Arbiter"})
    assert status == 201, answer
