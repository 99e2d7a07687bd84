"""How the program words what it shows, the same on screen, in messages and on paper: players
("Player 17 (Brunet, Paul)"), times (local, "2026-11-23 17:05 CET") and counts ("1 entry")."""

from __future__ import annotations

from datetime import datetime

from arbiter_gui.core.model import Player

# The players' details as messages name them ("FIDE id", not "fide id").
FIELD_NAMES = {"surname": "surname", "given_name": "given name", "sex": "sex", "title": "title",
               "fide_id": "FIDE id", "federation": "federation", "birth_date": "birth date",
               "rating": "rating", "national_rating": "national rating", "club": "club"}


def player_label(player: Player) -> str:
    """"Player 17 (Brunet, Paul)": the pairing number first, as on the pairing sheets."""
    return f"Player {player.pairing_no} ({player.name})"


def local_time(iso_time: str) -> str:
    """An ISO 8601 time as the arbiter reads it: in this computer's time zone (the venue's),
    to the minute, with the zone's name; a time that does not parse is shown as it is."""
    try:
        moment = datetime.fromisoformat(iso_time)
    except ValueError:
        return iso_time
    if moment.tzinfo is None:
        return moment.strftime("%Y-%m-%d %H:%M")
    return moment.astimezone().strftime("%Y-%m-%d %H:%M %Z")


def counted(number: int, singular: str, plural: str | None = None) -> str:
    """"1 entry", "2 entries", "0 entries"."""
    return f"{number} {singular if number == 1 else plural or singular + 's'}"
