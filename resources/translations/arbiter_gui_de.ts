<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ByeRequestDialog</name>
    <message>
        <source>no bye: cancel the request</source>
        <translation>kein Bye: Antrag zurücknehmen</translation>
    </message>
    <message>
        <source>Absence or bye: {player}</source>
        <translation>Abwesenheit oder Bye: {player}</translation>
    </message>
    <message>
        <source>Already recorded</source>
        <translation>Bereits erfasst</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>Not to be paired in round {round}: {players}</source>
        <translation>In Runde {round} nicht auszulosen: {players}</translation>
    </message>
</context>
<context>
    <name>CsvPreviewDialog</name>
    <message>
        <source>(not imported)</source>
        <translation>(nicht importiert)</translation>
    </message>
    <message>
        <source>Import players from {file}</source>
        <translation>Spieler aus {file} importieren</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), {encoding}, separated by {separator}. Choose what each column holds:</source>
        <translation>
            <numerusform>%n Zeile, {encoding}, getrennt durch {separator}. Wählen Sie, was jede Spalte enthält:</numerusform>
            <numerusform>%n Zeilen, {encoding}, getrennt durch {separator}. Wählen Sie, was jede Spalte enthält:</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-assign every pairing number in the initial order (C.04.2 C.3)</source>
        <translation>Alle Setznummern in der Anfangsreihenfolge neu vergeben (C.04.2 C.3)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation>Abgelehnt, weil</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) to import</source>
        <translation>
            <numerusform>%n Spieler zu importieren</numerusform>
            <numerusform>%n Spieler zu importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) refused (a FIDE id already registered is refused when importing).</source>
        <translation>
            <numerusform>%n Zeile abgelehnt (eine bereits erfasste FIDE-ID wird beim Import abgelehnt).</numerusform>
            <numerusform>%n Zeilen abgelehnt (eine bereits erfasste FIDE-ID wird beim Import abgelehnt).</numerusform>
        </translation>
    </message>
    <message>
        <source>commas</source>
        <translation>Kommas</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>Semikolons</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>Tabulatoren</translation>
    </message>
    <message>
        <source>  (e.g. {value!r})</source>
        <translation>  (z. B. {value!r})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Save (a backup)</source>
        <translation>&amp;Speichern (Sicherungskopie)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Back up to a folder…</source>
        <translation>Sicherungskopie in einen &amp;Ordner…</translation>
    </message>
    <message>
        <source>&amp;Backup folder…</source>
        <translation>Ordner der Sicherungs&amp;kopien…</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier</translation>
    </message>
    <message>
        <source>Saved (every change is saved as it is made); backup written to {path}</source>
        <translation>Gespeichert (jede Änderung wird sofort gespeichert); Sicherungskopie geschrieben: {path}</translation>
    </message>
    <message>
        <source>Back up to a folder (e.g. a USB stick)</source>
        <translation>Sicherungskopie in einen Ordner (z. B. einen USB-Stick)</translation>
    </message>
    <message>
        <source>Backup written to {path}</source>
        <translation>Sicherungskopie geschrieben: {path}</translation>
    </message>
    <message>
        <source>Round {round} paired; backup written to {path}</source>
        <translation>Runde {round} ausgelost; Sicherungskopie geschrieben: {path}</translation>
    </message>
    <message>
        <source>Saved as {path}; changes now go into it</source>
        <translation>Gespeichert unter {path}; Änderungen gehen ab jetzt dorthin</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>TRF importieren</translation>
    </message>
    <message>
        <source>{file} exists already: this TRF was imported before. Open it, with the changes made since, or import the TRF again under another name?</source>
        <translation>{file} gibt es schon: diese TRF wurde bereits importiert. Diese Datei öffnen, mit den seither gemachten Änderungen, oder die TRF unter einem anderen Namen erneut importieren?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Import under another &amp;name…</source>
        <translation>Unter anderem &amp;Namen importieren…</translation>
    </message>
    <message>
        <source>Import TRF as</source>
        <translation>TRF importieren als</translation>
    </message>
    <message>
        <source>Folder of the backups written after each round and by Ctrl+S</source>
        <translation>Ordner der Sicherungskopien nach jeder Runde und mit Strg+S</translation>
    </message>
    <message>
        <source>Backups go to {folder}</source>
        <translation>Sicherungskopien kommen nach {folder}</translation>
    </message>
</context>
<context>
    <name>FilesController</name>
    <message>
        <source>arbiter-gui tournament (*{suffix})</source>
        <translation>arbiter-gui-Turnier (*{suffix})</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All files (*)</source>
        <translation>TRF (*.trf *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>TRF &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>TRF &amp;exportieren…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source> (process {process} on {host})</source>
        <translation> (Prozess {process} auf {host})</translation>
    </message>
    <message>
        <source>{file} is open in another copy of arbiter-gui{holder}. Changes made in both would be lost or refused.

Open it read-only?</source>
        <translation>{file} ist in einer anderen Instanz von arbiter-gui geöffnet{holder}. Änderungen in beiden gingen verloren oder würden abgelehnt.

Schreibgeschützt öffnen?</translation>
    </message>
    <message>
        <source>{file}: the tournament log was changed outside the program (its check failed):</source>
        <translation>{file}: Das Turnierprotokoll wurde außerhalb des Programms geändert (seine Prüfung schlug fehl):</translation>
    </message>
    <message>
        <source>{path}: no such file (moved or deleted); removed from the list</source>
        <translation>{path}: Datei nicht gefunden (verschoben oder gelöscht); aus der Liste entfernt</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>TRF importieren</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>TRF exportieren</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>changed by the arbiter</source>
        <translation>vom Schiedsrichter geändert</translation>
    </message>
    <message>
        <source>not paired: make a pair or give the bye</source>
        <translation>nicht ausgelost: Paarung bilden oder Spielfrei vergeben</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>No tournament open</source>
        <translation>Kein Turnier geöffnet</translation>
    </message>
    <message>
        <source>The log&apos;s hash chain is BROKEN: it was changed outside the program.</source>
        <translation>Die Hash-Kette des Protokolls ist GEBROCHEN: es wurde außerhalb des Programms geändert.</translation>
    </message>
    <message numerus="yes">
        <source>The log&apos;s hash chain is intact: %n entry(s), none changed or removed since written.</source>
        <translation>
            <numerusform>Die Hash-Kette des Protokolls ist intakt: %n Eintrag, seit dem Schreiben weder geändert noch entfernt.</numerusform>
            <numerusform>Die Hash-Kette des Protokolls ist intakt: %n Einträge, seit dem Schreiben keiner geändert oder entfernt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The language changes once the pairing engine or the rating list import has finished</source>
        <translation>Die Sprache wechselt, sobald die Auslosung oder der Import der Elo-Liste beendet ist</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>Nächste Runde &amp;auslosen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Prefere&amp;nces</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>round {played} of {planned}</source>
        <translation>Runde {played} von {planned}</translation>
    </message>
    <message>
        <source>round {played}</source>
        <translation>Runde {played}</translation>
    </message>
    <message>
        <source> — READ-ONLY</source>
        <translation> — SCHREIBGESCHÜTZT</translation>
    </message>
    <message>
        <source>The pairing engine is still running; wait for it to finish</source>
        <translation>Die Auslosung läuft noch; warten Sie, bis sie beendet ist</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <source>Why the pairing is changed (required; it is logged and printed)</source>
        <translation>Warum die Paarung geändert wird (erforderlich; wird protokolliert und gedruckt)</translation>
    </message>
    <message>
        <source>The arbiter who decides (required)</source>
        <translation>Der entscheidende Schiedsrichter (erforderlich)</translation>
    </message>
</context>
<context>
    <name>PairingController</name>
    <message>
        <source>{message}.

Pair round {round} locally, with this program&apos;s engine? The round is then marked &quot;paired locally&quot; in the log, on the pairing sheet and in the next request to the server.</source>
        <translation>{message}.

Runde {round} lokal mit der Auslosung dieses Programms auslosen? Die Runde wird dann im Protokoll, auf der Paarungsliste und in der nächsten Anfrage an den Server als „lokal ausgelost“ gekennzeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>Final file sent to the pairing server {url}: %n new deviation(s) recorded</source>
        <translation>
            <numerusform>Abschlussdatei an den Auslosungsserver {url} gesendet: %n neue Abweichung erfasst</numerusform>
            <numerusform>Abschlussdatei an den Auslosungsserver {url} gesendet: %n neue Abweichungen erfasst</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing; pair again</source>
        <translation>Das Turnier hat sich während der Auslosung geändert; losen Sie erneut aus</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation when it paired round {round}.</source>
        <translation>Die Erklärung des Programms, als es Runde {round} ausloste.</translation>
    </message>
    <message>
        <source>Select a pair or a player of a paired round</source>
        <translation>Wählen Sie eine Paarung oder einen Spieler einer ausgelosten Runde</translation>
    </message>
    <message>
        <source>The engine run again on the tournament as it stood before round {round}.</source>
        <translation>Das Programm erneut auf das Turnier angewandt, wie es vor Runde {round} stand.</translation>
    </message>
    <message>
        <source> It pairs the round differently from how it was paired (changed by hand, or paired by another program): this explains the engine&apos;s pairing.</source>
        <translation> Es lost die Runde anders aus, als sie ausgelost wurde (von Hand geändert oder von einem anderen Programm ausgelost): dies erklärt die Auslosung des Programms.</translation>
    </message>
    <message>
        <source>Affected: {note}.</source>
        <translation>Betroffen: {note}.</translation>
    </message>
</context>
<context>
    <name>PairingJob</name>
    <message>
        <source>Round {round}: {reason}</source>
        <translation>Runde {round}: {reason}</translation>
    </message>
    <message>
        <source>The pairing engine failed: {error!r}</source>
        <translation>Die Auslosung ist fehlgeschlagen: {error!r}</translation>
    </message>
    <message>
        <source>The pairing server&apos;s client failed: {error!r}</source>
        <translation>Der Client des Auslosungsservers ist gescheitert: {error!r}</translation>
    </message>
</context>
<context>
    <name>PairingOverrides</name>
    <message>
        <source>Absolute criterion broken</source>
        <translation>Absolutes Kriterium verletzt</translation>
    </message>
    <message>
        <source>This change breaks an absolute criterion of the pairing rules:</source>
        <translation>Diese Änderung verletzt ein absolutes Kriterium der Auslosungsregeln:</translation>
    </message>
    <message>
        <source>Apply it all the same?</source>
        <translation>Trotzdem anwenden?</translation>
    </message>
    <message>
        <source>Apply all the same</source>
        <translation>Trotzdem anwenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Change pairing</source>
        <translation>Paarung ä&amp;ndern</translation>
    </message>
    <message>
        <source>E&amp;xchange opponents…</source>
        <translation>Gegner &amp;tauschen…</translation>
    </message>
    <message>
        <source>&amp;Swap colours…</source>
        <translation>&amp;Farben tauschen…</translation>
    </message>
    <message>
        <source>&amp;Make pair…</source>
        <translation>Paarung &amp;bilden…</translation>
    </message>
    <message>
        <source>&amp;Break pair…</source>
        <translation>Paarung &amp;auflösen…</translation>
    </message>
    <message>
        <source>&amp;Give bye…</source>
        <translation>Spielfrei &amp;vergeben…</translation>
    </message>
    <message>
        <source>&amp;Take bye…</source>
        <translation>Spielfrei ent&amp;ziehen…</translation>
    </message>
    <message>
        <source>No round is shown; pair a round first</source>
        <translation>Keine Runde angezeigt; losen Sie zuerst eine Runde aus</translation>
    </message>
    <message>
        <source>board {board}, white</source>
        <translation>Brett {board}, Weiß</translation>
    </message>
    <message>
        <source>board {board}, black</source>
        <translation>Brett {board}, Schwarz</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht ausgelost</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>Gegner tauschen</translation>
    </message>
    <message>
        <source>The two players keep their colours; their opponents change places. The pairing-allocated bye counts as an opponent.</source>
        <translation>Die beiden Spieler behalten ihre Farben; ihre Gegner tauschen die Plätze. Das Spielfrei zählt als Gegner.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Zweiter Spieler</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Farben tauschen</translation>
    </message>
    <message>
        <source>White and black of the board change places.</source>
        <translation>Weiß und Schwarz des Bretts tauschen die Plätze.</translation>
    </message>
    <message>
        <source>Break pair</source>
        <translation>Paarung auflösen</translation>
    </message>
    <message>
        <source>The board&apos;s two players go on the list of players to pair (make pair or give bye).</source>
        <translation>Die beiden Spieler des Bretts kommen auf die Liste der auszulosenden Spieler (Paarung bilden oder Spielfrei vergeben).</translation>
    </message>
    <message>
        <source>Round {round}: every board has a result; clear the result of the board to change first</source>
        <translation>Runde {round}: Jedes Brett hat ein Ergebnis; löschen Sie zuerst das Ergebnis des zu ändernden Bretts</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Round {round}: no player is left unpaired; break a pair or take the bye first</source>
        <translation>Runde {round}: Kein Spieler ist ohne Paarung; lösen Sie zuerst eine Paarung auf oder entziehen Sie das Freilos</translation>
    </message>
    <message>
        <source>Round {round}: one player is left unpaired; break a pair or take the bye first</source>
        <translation>Runde {round}: Nur ein Spieler ist ohne Paarung; lösen Sie zuerst eine Paarung auf oder entziehen Sie das Freilos</translation>
    </message>
    <message>
        <source>Make pair</source>
        <translation>Paarung bilden</translation>
    </message>
    <message>
        <source>Pair two of the players left unpaired.</source>
        <translation>Zwei der Spieler ohne Paarung gegeneinander auslosen.</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Spielfrei vergeben</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to a player left unpaired.</source>
        <translation>Einen Spieler ohne Paarung spielfrei setzen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Take bye</source>
        <translation>Spielfrei entziehen</translation>
    </message>
    <message>
        <source>{player} loses the pairing-allocated bye and goes on the list of players to pair.</source>
        <translation>{player} verliert das Spielfrei und kommt auf die Liste der auszulosenden Spieler.</translation>
    </message>
    <message>
        <source>{action} — round {round}</source>
        <translation>{action} — Runde {round}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Nachmeldung</translation>
    </message>
    <message>
        <source>0 or empty: unrated</source>
        <translation>0 oder leer: ohne Elo</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>JJJJ/MM/TT</translation>
    </message>
    <message>
        <source>empty: from the rating and the age</source>
        <translation>leer: aus Elo und Alter</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>FIDE-Elo</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>Spielt ab Runde</translation>
    </message>
    <message>
        <source>Find in FIDE list</source>
        <translation>In der FIDE-Liste suchen</translation>
    </message>
</context>
<context>
    <name>PlayerImports</name>
    <message>
        <source>FIDE rating list (*.zip *.xml *.txt);;All files (*)</source>
        <translation>FIDE-Elo-Liste (*.zip *.xml *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The rating list import failed: {error!r}</source>
        <translation>Der Import der Elo-Liste ist fehlgeschlagen: {error!r}</translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Spieler aus &amp;CSV importieren…</translation>
    </message>
    <message>
        <source>Import the FIDE &amp;rating list…</source>
        <translation>FIDE-&amp;Elo-Liste importieren…</translation>
    </message>
    <message>
        <source>&amp;Update players from the FIDE rating list…</source>
        <translation>Spieler aus der FIDE-Elo-Liste &amp;aktualisieren…</translation>
    </message>
    <message>
        <source>Import FIDE&apos;s rating list (players_list_xml_foa or players_list_foa)</source>
        <translation>Die Elo-Liste der FIDE importieren (players_list_xml_foa oder players_list_foa)</translation>
    </message>
    <message>
        <source>A rating list is being imported already</source>
        <translation>Es wird bereits eine Elo-Liste importiert</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>{file} wird importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>FIDE-Elo-Liste</translation>
    </message>
    <message>
        <source>The rating list was not imported</source>
        <translation>Die Elo-Liste wurde nicht importiert</translation>
    </message>
    <message>
        <source>{reason}; the previous rating list is kept</source>
        <translation>{reason}; die bisherige Elo-Liste bleibt erhalten</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier</translation>
    </message>
    <message>
        <source>No FIDE rating list is imported yet: Players &gt; Import the FIDE rating list</source>
        <translation>Noch keine FIDE-Elo-Liste importiert: Spieler &gt; FIDE-Elo-Liste importieren</translation>
    </message>
    <message>
        <source>Every player is as in {list}</source>
        <translation>Jeder Spieler ist wie in {list}</translation>
    </message>
    <message>
        <source>No change ticked: nothing was updated</source>
        <translation>Keine Änderung angekreuzt: nichts wurde aktualisiert</translation>
    </message>
</context>
<context>
    <name>PlayersController</name>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Select the player to withdraw</source>
        <translation>Wählen Sie den zurückzuziehenden Spieler</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <source>{player} is not paired from round:</source>
        <translation>{player} wird nicht mehr ausgelost ab Runde:</translation>
    </message>
    <message>
        <source>Select the player to delete</source>
        <translation>Wählen Sie den zu löschenden Spieler</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Spieler löschen</translation>
    </message>
    <message>
        <source>Delete {player} from the tournament? (Edit &gt; Undo brings the player back.)</source>
        <translation>{player} aus dem Turnier löschen? (Bearbeiten &gt; Rückgängig holt den Spieler zurück.)</translation>
    </message>
    <message>
        <source>Select the withdrawn player who plays again</source>
        <translation>Wählen Sie den zurückgezogenen Spieler, der wieder spielt</translation>
    </message>
    <message>
        <source>Undo withdrawal</source>
        <translation>Rückzug aufheben</translation>
    </message>
    <message>
        <source>{player} is paired again from round:</source>
        <translation>{player} wird wieder ausgelost ab Runde:</translation>
    </message>
    <message>
        <source>Select the player who will be absent</source>
        <translation>Wählen Sie den Spieler, der fehlen wird</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <translation>Nat. Wertung</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Find a name or FIDE id</source>
        <translation>Namen oder FIDE-ID suchen</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>Spieler hinzufügen…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Zurückziehen…</translation>
    </message>
    <message>
        <source>Absence / bye…</source>
        <translation>Abwesenheit / Bye…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Remove a player registered by mistake (before round 1 is paired; then withdraw instead)</source>
        <translation>Einen irrtümlich erfassten Spieler entfernen (bevor Runde 1 ausgelost ist; danach stattdessen zurückziehen)</translation>
    </message>
    <message>
        <source>Undo withdrawal…</source>
        <translation>Rückzug aufheben…</translation>
    </message>
    <message>
        <source>Pairing numbers are definitive: round 4 is paired. A late entrant is numbered after the others (C.04.2 B.3).</source>
        <translation>Die Setznummern sind endgültig: Runde 4 ist gepaart. Eine Nachmeldung wird nach den anderen nummeriert (C.04.2 B.3).</translation>
    </message>
    <message>
        <source>Pairing numbers are fixed: round 1 is paired. Only a late entry re-assigns them (C.04.2 C.3).</source>
        <translation>Die Setznummern stehen fest: Runde 1 ist ausgelost. Nur eine Nachmeldung vergibt sie neu (C.04.2 C.3).</translation>
    </message>
    <message>
        <source>Pairing numbers follow the initial order: rating, title, name (C.04.2 B).</source>
        <translation>Die Setznummern folgen der Startrangliste: Elo, Titel, Name (C.04.2 B).</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>&amp;Pairings of the round shown</source>
        <translation>&amp;Paarungen der angezeigten Runde</translation>
    </message>
    <message>
        <source>&amp;Alphabetical pairing list</source>
        <translation>&amp;Alphabetische Paarungsliste</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Ranglis&amp;te</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>&amp;Kreuztabelle</translation>
    </message>
    <message>
        <source>Cross table &amp;by rank</source>
        <translation>Kreuztabelle nach P&amp;latz</translation>
    </message>
    <message>
        <source>Override &amp;log</source>
        <translation>Protokoll der Än&amp;derungen</translation>
    </message>
    <message>
        <source>Arbiter&apos;s rep&amp;ort: the whole journal</source>
        <translation>Schiedsrichter&amp;bericht: das ganze Journal</translation>
    </message>
    <message>
        <source>Starting lis&amp;t</source>
        <translation>&amp;Startrangliste</translation>
    </message>
    <message>
        <source>Starting list by &amp;name</source>
        <translation>Startliste nach &amp;Namen</translation>
    </message>
    <message>
        <source>Cate&amp;gory standings</source>
        <translation>Rangliste nach Kate&amp;gorien</translation>
    </message>
    <message>
        <source>Pri&amp;zes</source>
        <translation>Pre&amp;ise</translation>
    </message>
    <message>
        <source>Result sl&amp;ips of the round shown</source>
        <translation>Ergebnis&amp;zettel der angezeigten Runde</translation>
    </message>
    <message>
        <source>&amp;Wall sheet: pairings of the round shown, standings before it</source>
        <translation>Aus&amp;hang: Paarungen der angezeigten Runde, Rangliste davor</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Dr&amp;ucken</translation>
    </message>
    <message>
        <source>Print to printe&amp;r…</source>
        <translation>Auf D&amp;rucker ausgeben…</translation>
    </message>
    <message>
        <source>W&amp;eb pages…</source>
        <translation>&amp;Webseiten…</translation>
    </message>
    <message>
        <source>&amp;US Letter paper (A4 otherwise)</source>
        <translation>&amp;US-Letter-Papier (sonst A4)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {file} cannot be written ({error}); choose another folder</source>
        <translation>Der Ausdruck {kind} wurde nicht erstellt: {file} kann nicht geschrieben werden ({error}); wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {error}</source>
        <translation>Der Ausdruck {kind} wurde nicht erstellt: {error}</translation>
    </message>
    <message>
        <source>The {kind} printout was made, but some characters print as empty boxes:
{warnings}</source>
        <translation>Der Ausdruck {kind} wurde erstellt, aber einige Zeichen werden als leere Kästchen gedruckt:
{warnings}</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Als PDF drucken</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The web pages were not made: {error}</source>
        <translation>Die Webseiten wurden nicht erstellt: {error}</translation>
    </message>
    <message>
        <source>Web pages into the folder</source>
        <translation>Webseiten in den Ordner</translation>
    </message>
    <message>
        <source>The printer {printer} cannot print now; nothing was printed</source>
        <translation>Der Drucker {printer} kann jetzt nicht drucken; nichts wurde gedruckt</translation>
    </message>
</context>
<context>
    <name>RankedModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Performance rating (C.07 10.2) against the rated opponents</source>
        <translation>Turnierleistung (C.07 10.2) gegen die Gegner mit Elo</translation>
    </message>
    <message>
        <source>K-factor (FIDE Rating Regulations B.02 8.3.3)</source>
        <translation>K-Faktor (FIDE-Elo-Ordnung B.02 8.3.3)</translation>
    </message>
    <message>
        <source>Rating change (FIDE Rating Regulations B.02 8.3)</source>
        <translation>Elo-Änderung (FIDE-Elo-Ordnung B.02 8.3)</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>nicht ausgelost</translation>
    </message>
    <message>
        <source>round {round}: {bye} ({points})</source>
        <translation>Runde {round}: {bye} ({points})</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (white for {player}); {result}</source>
        <translation>Runde {round}, Brett {board}: {opponent} (Weiß für {player}); {result}</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (black for {player}); {result}</source>
        <translation>Runde {round}, Brett {board}: {opponent} (Schwarz für {player}); {result}</translation>
    </message>
</context>
<context>
    <name>RankedPage</name>
    <message>
        <source>{problem}; left out</source>
        <translation>{problem}; weggelassen</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Nach Runde</translation>
    </message>
</context>
<context>
    <name>RatingListLookup</name>
    <message>
        <source>FIDE id or name (Surname, Given) in the FIDE list</source>
        <translation>FIDE-ID oder Name (Nachname, Vorname) in der FIDE-Liste</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ohne Elo</translation>
    </message>
    <message>
        <source>FIDE id {id}</source>
        <translation>FIDE-ID {id}</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
</context>
<context>
    <name>RefreshDialog</name>
    <message>
        <source>Ratings</source>
        <translation>Elo-Zahlen</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Föderationen</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <source>Update players from the FIDE rating list</source>
        <translation>Spieler aus der FIDE-Elo-Liste aktualisieren</translation>
    </message>
    <message numerus="yes">
        <source>{list} changes %n player(s). Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</source>
        <translation>
            <numerusform>{list} ändert %n Spieler. Namen, die sich nur durch Akzente oder Transliteration unterscheiden, bleiben wie sie sind; kreuzen Sie die zu übernehmenden Änderungen an (Leertaste kreuzt die gewählte Zeile an):</numerusform>
            <numerusform>{list} ändert %n Spieler. Namen, die sich nur durch Akzente oder Transliteration unterscheiden, bleiben wie sie sind; kreuzen Sie die zu übernehmenden Änderungen an (Leertaste kreuzt die gewählte Zeile an):</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>In der Liste</translation>
    </message>
    <message>
        <source>Take all:</source>
        <translation>Alle übernehmen:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>white wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <source>white wins by forfeit</source>
        <translation>Weiß gewinnt kampflos</translation>
    </message>
    <message>
        <source>black wins by forfeit</source>
        <translation>Schwarz gewinnt kampflos</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>beide kampflos verloren</translation>
    </message>
    <message>
        <source>white wins, not played</source>
        <translation>Weiß gewinnt, nicht gespielt</translation>
    </message>
    <message>
        <source>draw, not played</source>
        <translation>Remis, nicht gespielt</translation>
    </message>
    <message>
        <source>black wins, not played</source>
        <translation>Schwarz gewinnt, nicht gespielt</translation>
    </message>
    <message>
        <source>white ½, black 0</source>
        <translation>Weiß ½, Schwarz 0</translation>
    </message>
    <message>
        <source>white 0, black ½</source>
        <translation>Weiß 0, Schwarz ½</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>beide verlieren</translation>
    </message>
</context>
<context>
    <name>RoundStartDialog</name>
    <message>
        <source>starts {when}</source>
        <translation>beginnt {when}</translation>
    </message>
    <message>
        <source>Start of a round</source>
        <translation>Beginn einer Runde</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>JJJJ/MM/TT</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>HH:MM</translation>
    </message>
    <message>
        <source>The time the round starts, on the 24-hour clock; the pairing sheet, the result slips and the wall sheet print it in their header</source>
        <translation>Die Uhrzeit, zu der die Runde beginnt, im 24-Stunden-Format; Paarungsliste, Ergebniszettel und Aushang drucken sie in ihrer Kopfzeile</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Beginn</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>Result keys on a board&apos;s row:</source>
        <translation>Ergebnistasten in der Zeile eines Bretts:</translation>
    </message>
    <message>
        <source>Delete   clear the result</source>
        <translation>Entf   Ergebnis löschen</translation>
    </message>
    <message>
        <source>{key}   adjourned, or no longer: a draw for pairing purposes only until its result is entered</source>
        <translation>{key}   vertagt, oder nicht mehr: ein Remis nur für die Paarung, bis ihr Ergebnis eingegeben ist</translation>
    </message>
    <message>
        <source>Pair next round (F9)</source>
        <translation>Nächste Runde auslosen (F9)</translation>
    </message>
    <message>
        <source>Unpair round</source>
        <translation>Auslosung aufheben</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Beginn…</translation>
    </message>
    <message>
        <source>The date and start time of a round</source>
        <translation>Datum und Beginn einer Runde</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Paarung ändern</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation of the selected pair or player</source>
        <translation>Die Erklärung des Programms zur gewählten Paarung oder zum gewählten Spieler</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Auslosung…</translation>
    </message>
    <message>
        <source>Paired locally</source>
        <translation>Lokal ausgelost</translation>
    </message>
    <message>
        <source>The tournament&apos;s pairing server could not be reached: the arbiter confirmed pairing this round with the program&apos;s own engine. The next request to the server says so.</source>
        <translation>Der Auslosungsserver des Turniers war nicht erreichbar: Der Schiedsrichter hat bestätigt, diese Runde mit dem Programm selbst auszulosen. Die nächste Anfrage an den Server sagt es.</translation>
    </message>
    <message numerus="yes">
        <source>{entered} of %n result(s)</source>
        <translation>
            <numerusform>{entered} von %n Ergebnis</numerusform>
            <numerusform>{entered} von %n Ergebnissen</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} was paired</source>
        <translation>Runde {round} ausgelost wurde</translation>
    </message>
    <message>
        <source>rounds {first}-{last} were paired</source>
        <translation>Runden {first}-{last} ausgelost wurden</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: the result is changed to {result} after {after}. The pairings of {rounds} rest on the old result; they stay as they are, and the checker will show them as affected.

Why is the result corrected? (logged)</source>
        <translation>Runde {round}, Brett {board}: Das Ergebnis wird in {result} geändert, nachdem {after}. Die Paarungen von {rounds} beruhen auf dem alten Ergebnis; sie bleiben, wie sie sind, und die Prüfung zeigt sie als betroffen.

Warum wird das Ergebnis korrigiert? (wird protokolliert)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Ergebnis korrigieren</translation>
    </message>
    <message>
        <source>Round {round}, board {board} already has the result {result}. Replace it with {new}?</source>
        <translation>Runde {round}, Brett {board} hat bereits das Ergebnis {result}. Durch {new} ersetzen?</translation>
    </message>
    <message>
        <source>Unpair round {round}? Its pairing is removed (Undo puts it back); the requested byes, late entries and withdrawals stay recorded.</source>
        <translation>Paarung der Runde {round} aufheben? Ihre Paarung wird entfernt (Rückgängig stellt sie wieder her); beantragte Byes, Nachmeldungen und Rückzüge bleiben erfasst.</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test FAILED: {reason}</source>
        <translation>Selbsttest FEHLGESCHLAGEN: {reason}</translation>
    </message>
    <message>
        <source>self-test FAILED: unexpected {error!r}</source>
        <translation>Selbsttest FEHLGESCHLAGEN: unerwartet {error!r}</translation>
    </message>
    <message>
        <source>self-test passed: {count} checks</source>
        <translation>Selbsttest bestanden: {count} Prüfungen</translation>
    </message>
    <message>
        <source>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, platform {platform}</source>
        <translation>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, Plattform {platform}</translation>
    </message>
    <message>
        <source>language: {name}</source>
        <translation>Sprache: {name}</translation>
    </message>
    <message>
        <source>the application icon {icon} cannot be read</source>
        <translation>das Programmsymbol {icon} ist nicht lesbar</translation>
    </message>
    <message>
        <source>application icon read from {folder}</source>
        <translation>Programmsymbol gelesen aus {folder}</translation>
    </message>
    <message>
        <source>the tournament file {path} was not created: {errors}</source>
        <translation>die Turnierdatei {path} wurde nicht erstellt: {errors}</translation>
    </message>
    <message>
        <source>tournament file created in {folder}</source>
        <translation>Turnierdatei erstellt in {folder}</translation>
    </message>
    <message>
        <source>{player} not registered: {errors}</source>
        <translation>{player} nicht erfasst: {errors}</translation>
    </message>
    <message>
        <source>{shown} players shown, {registered} registered</source>
        <translation>{shown} Spieler angezeigt, {registered} erfasst</translation>
    </message>
    <message>
        <source>{count} players registered</source>
        <translation>{count} Spieler erfasst</translation>
    </message>
    <message>
        <source>round 1 paired: {boards} boards</source>
        <translation>Runde 1 ausgelost: {boards} Bretter</translation>
    </message>
    <message>
        <source>round 1 results typed on every board</source>
        <translation>Ergebnisse der Runde 1 an jedem Brett eingegeben</translation>
    </message>
    <message>
        <source>round 2 boards {boards} repeat a round 1 game (C.04.1 b)</source>
        <translation>Bretter {boards} der Runde 2 wiederholen eine Partie der Runde 1 (C.04.1 b)</translation>
    </message>
    <message>
        <source>round 2 paired: {boards} boards, no game repeated</source>
        <translation>Runde 2 ausgelost: {boards} Bretter, keine Partie wiederholt</translation>
    </message>
    <message>
        <source>{pdf} is missing or empty</source>
        <translation>{pdf} fehlt oder ist leer</translation>
    </message>
    <message>
        <source>{pdf} is not a PDF</source>
        <translation>{pdf} ist kein PDF</translation>
    </message>
    <message>
        <source>round 2 pairings printed: {pdf}, {size} bytes</source>
        <translation>Paarungen der Runde 2 gedruckt: {pdf}, {size} Bytes</translation>
    </message>
    <message>
        <source>{path} reopened differs from what was shown</source>
        <translation>{path} weicht nach erneutem Öffnen vom Angezeigten ab</translation>
    </message>
    <message>
        <source>tournament file reopened: the same two rounds</source>
        <translation>Turnierdatei erneut geöffnet: dieselben zwei Runden</translation>
    </message>
    <message>
        <source>round {round}: the pair button is disabled</source>
        <translation>Runde {round}: die Auslosungs-Schaltfläche ist deaktiviert</translation>
    </message>
    <message>
        <source>round {round} pairing</source>
        <translation>Auslosung der Runde {round}</translation>
    </message>
    <message>
        <source>round {round} pairing: {errors}</source>
        <translation>Auslosung der Runde {round}: {errors}</translation>
    </message>
    <message>
        <source>round {round} was not stored</source>
        <translation>Runde {round} wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>round {round} results: {errors}</source>
        <translation>Ergebnisse der Runde {round}: {errors}</translation>
    </message>
    <message>
        <source>round {round}: boards {boards} have no result after typing</source>
        <translation>Runde {round}: Bretter {boards} haben nach der Eingabe kein Ergebnis</translation>
    </message>
    <message>
        <source>{what}: no answer after {seconds} s</source>
        <translation>{what}: keine Antwort nach {seconds} s</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The tournament file is closed</source>
        <translation>Die Turnierdatei ist geschlossen</translation>
    </message>
    <message>
        <source>{error}; the undo history is cleared</source>
        <translation>{error}; der Rückgängig-Verlauf wird gelöscht</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Turnier</translation>
    </message>
    <message>
        <source>{file} is open read-only (another copy of arbiter-gui has it open); nothing was changed</source>
        <translation>{file} ist schreibgeschützt geöffnet (eine andere Instanz von arbiter-gui hat es geöffnet); nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Rounds without half-point byes: {word!r} is not a round number</source>
        <translation>Runden ohne Halbpunkt-Byes: {word!r} ist keine Rundennummer</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>JJJJ/MM/TT</translation>
    </message>
    <message>
        <source>one name a line</source>
        <translation>ein Name pro Zeile</translation>
    </message>
    <message>
        <source>Save deputy arbiters</source>
        <translation>Stellvertretende Schiedsrichter speichern</translation>
    </message>
    <message>
        <source>Date (YYYY/MM/DD)</source>
        <translation>Datum (JJJJ/MM/TT)</translation>
    </message>
    <message>
        <source>Leave the FIDE mode…</source>
        <translation>FIDE-Modus verlassen…</translation>
    </message>
    <message>
        <source>The rules the rounds are paired with: those in force when the tournament was played</source>
        <translation>Die Regeln, nach denen die Runden ausgelost werden: die, die galten, als das Turnier gespielt wurde</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Auslosen</translation>
    </message>
    <message>
        <source>e.g. 8, 9</source>
        <translation>z. B. 8, 9</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Baku-Beschleunigung (C.04.5.1)</translation>
    </message>
    <message>
        <source>Group A (the first half of the players, rounded up to even) gets 1 virtual point, then ½, in the first half of the rounds</source>
        <translation>Gruppe A (die erste Hälfte der Spieler, auf gerade aufgerundet) erhält 1 virtuellen Punkt, dann ½, in der ersten Hälfte der Runden</translation>
    </message>
    <message>
        <source>one group a line: rounds: pairing numbers
e.g. 1-9: 3 12  (same family)</source>
        <translation>eine Gruppe pro Zeile: Runden: Setznummern
z. B. 1-9: 3 12  (gleiche Familie)</translation>
    </message>
    <message>
        <source>Save prohibited pairings</source>
        <translation>Verbotene Paarungen speichern</translation>
    </message>
    <message>
        <source>rounds 1-</source>
        <translation>Runden 1-</translation>
    </message>
    <message>
        <source>Add: same club does not meet</source>
        <translation>Hinzufügen: gleicher Verein spielt nicht gegeneinander</translation>
    </message>
    <message>
        <source>one category a line: name: conditions
e.g. U16: age -15
Women: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</source>
        <translation>eine Kategorie pro Zeile: Name: Bedingungen
z. B. U16: age -15
Frauen: sex w
1800-2000: rating 1800-2000; fed FRA
Verein: players 3 12</translation>
    </message>
    <message>
        <source>YYYY/MM/DD (default: 1 January)</source>
        <translation>JJJJ/MM/TT (Standard: 1. Januar)</translation>
    </message>
    <message>
        <source>amounts of places 1, 2, ...
e.g. Overall: 1000 500 250
U16: 100 50</source>
        <translation>Beträge der Plätze 1, 2, ...
z. B. Gesamt: 1000 500 250
U16: 100 50</translation>
    </message>
    <message>
        <source>e.g. EUR, USD or a sign: Kč</source>
        <translation>z. B. EUR, USD oder ein Zeichen: Kč</translation>
    </message>
    <message>
        <source>Save categories and prizes</source>
        <translation>Kategorien und Preise speichern</translation>
    </message>
    <message>
        <source>Register with the server</source>
        <translation>Beim Server anmelden</translation>
    </message>
    <message>
        <source>Registers the tournament with the server at the URL above and keeps the id and the secret it gives (in the tournament file only, never in an exported TRF)</source>
        <translation>Meldet das Turnier beim Server unter der URL oben an und behält die Kennung und das Geheimnis, die er vergibt (nur in der Turnierdatei, nie in einer exportierten TRF)</translation>
    </message>
    <message>
        <source>With a server, F9 sends the tournament to it and stores its pairing. Leave the three fields empty to pair with this program.</source>
        <translation>Mit einem Server sendet F9 ihm das Turnier und speichert seine Paarung. Lassen Sie die drei Felder leer, um mit diesem Programm auszulosen.</translation>
    </message>
    <message>
        <source>The tournament is registered already (tournament id {id}). Register it again, as a new tournament of the server?</source>
        <translation>Das Turnier ist schon angemeldet (Turnierkennung {id}). Erneut anmelden, als neues Turnier des Servers?</translation>
    </message>
    <message>
        <source>rounds {first}-{last}, pairing numbers {from_player}-{to_player}: virtual points {points}</source>
        <translation>Runden {first}-{last}, Setznummern {from_player}-{to_player}: virtuelle Punkte {points}</translation>
    </message>
    <message>
        <source>rounds {first}-{last}: </source>
        <translation>Runden {first}-{last}: </translation>
    </message>
    <message>
        <source>The rounds paired so far ({paired}) were paired with the {old} edition of the Dutch rules. Pair the next rounds, and check the tournament, with the {new} edition? The rounds already paired stay as they are; the change is written in the log.</source>
        <translation>Die bisher ausgelosten Runden ({paired}) wurden nach der Fassung {old} der Regeln des Holländischen Systems ausgelost. Die nächsten Runden nach der Fassung {new} auslosen und das Turnier danach prüfen? Die schon ausgelosten Runden bleiben, wie sie sind; die Änderung wird im Protokoll vermerkt.</translation>
    </message>
    <message>
        <source>The FIDE mode offers only what FIDE endorses: the FIDE pairing systems, no full-point byes on request, pairing numbers frozen once round 4 is paired and the settings of the regulations locked once play has started. Outside it this tournament may not meet FIDE&apos;s rules.

Leave the FIDE mode?</source>
        <translation>Der FIDE-Modus bietet nur an, was die FIDE anerkennt: die Paarungssysteme der FIDE, keine Ganzpunkt-Byes auf Antrag, Setznummern, die ab der Paarung von Runde 4 feststehen, und die Einstellungen der Ausschreibung, die ab Spielbeginn gesperrt sind. Außerhalb davon erfüllt dieses Turnier die Regeln der FIDE womöglich nicht.

Den FIDE-Modus verlassen?</translation>
    </message>
    <message>
        <source>Leaving the FIDE mode cannot be undone: the tournament stays out of it, the log records it and every TRF export says so.

Leave the FIDE mode for good?</source>
        <translation>Das Verlassen des FIDE-Modus kann nicht rückgängig gemacht werden: das Turnier bleibt außerhalb, das Protokoll hält es fest und jeder TRF-Export vermerkt es.

Den FIDE-Modus endgültig verlassen?</translation>
    </message>
    <message>
        <source>Leave the FIDE mode</source>
        <translation>FIDE-Modus verlassen</translation>
    </message>
    <message>
        <source>drawn by lot: {colour} for pairing number 1</source>
        <translation>ausgelost: {colour} für Setznummer 1</translation>
    </message>
</context>
<context>
    <name>TiebreakEditor</name>
    <message>
        <source>choose or type a code, e.g. BH/C1</source>
        <translation>Code wählen oder eingeben, z. B. BH/C1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>TrfImportPreview</name>
    <message>
        <source>Start no.</source>
        <translation>Startnr.</translation>
    </message>
    <message>
        <source>The file follows the TRF text: strict reading finds nothing to refuse.</source>
        <translation>Die Datei folgt dem TRF-Text: Das strenge Lesen findet nichts abzulehnen.</translation>
    </message>
    <message>
        <source>Import TRF: {file}</source>
        <translation>TRF importieren: {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired of {planned}</source>
        <translation>
            <numerusform>%n Runde von {planned} ausgelost</numerusform>
            <numerusform>%n Runden von {planned} ausgelost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <translation>
            <numerusform>%n Runde ausgelost</numerusform>
            <numerusform>%n Runden ausgelost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <source>&amp;Check this file</source>
        <translation>Diese Datei &amp;prüfen</translation>
    </message>
    <message>
        <source>Read the file strictly, refusing every departure from the TRF text (as for a rating report)</source>
        <translation>Die Datei streng lesen und jede Abweichung vom TRF-Text ablehnen (wie für eine Elo-Auswertung)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Warnings: what the file says otherwise than the TRF text, and how it was read</source>
        <translation>Warnungen: was die Datei anders als der TRF-Text angibt, und wie es gelesen wurde</translation>
    </message>
    <message>
        <source>Not a clean TRF file: {error}</source>
        <translation>Keine saubere TRF-Datei: {error}</translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <source>Why? Round {round}: {players}</source>
        <translation>Warum? Runde {round}: {players}</translation>
    </message>
    <message>
        <source>Asking the engine…</source>
        <translation>Das Programm wird befragt…</translation>
    </message>
    <message>
        <source>No explanation: {reason}</source>
        <translation>Keine Erklärung: {reason}</translation>
    </message>
</context>
</TS>
