"""The pairing server of the FIDE Pairings Server proposal (its item 2): tournaments send TRFp
before each round, the server pairs it with the program's engine and keeps a hash-chained
protocol of every request, answer and deviation (docs/pairing-server.md).

An optional part of the package (the `server` extra): the desktop program never imports it.
"""
