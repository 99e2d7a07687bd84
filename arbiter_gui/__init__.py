"""arbiter-gui: the chess arbiter's program for Swiss tournaments."""

__version__ = "0.1.0"
