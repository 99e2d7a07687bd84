"""The program as a client of other programs: what it sends them and how it checks their answers
(the pairing server, docs/pairing-server.md).

Beside the window and the command lines, above the engines (a round a server paired is checked
with the engine's legality check before it is accepted), and Qt-free: the window calls it from a
worker thread.
"""
