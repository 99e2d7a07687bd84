<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>ByeRequestDialog</name>
    <message>
        <source>no bye: cancel the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence or bye: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not to be paired in round {round}: {players}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvPreviewDialog</name>
    <message>
        <source>(not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), {encoding}, separated by {separator}. Choose what each column holds:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) to import</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) refused (a FIDE id already registered is refused when importing).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (e.g. {value!r})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed by the arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not paired: make a pair or give the bye</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>No tournament open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log&apos;s hash chain is BROKEN: it was changed outside the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The log&apos;s hash chain is intact: %n entry(s), none changed or removed since written.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>arbiter-gui tournament (*{suffix})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result keys on a board&apos;s row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete   clear the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes once the pairing engine or the rating list import has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefere&amp;nces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair next round (F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpair round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine&apos;s explanation of the selected pair or player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {played} of {planned}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {played}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — READ-ONLY</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{entered} of %n result(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is open read-only (another copy of arbiter-gui has it open); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament file is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: {edit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: {edit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo or redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}; the undo history is cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (process {process} on {host})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is open in another copy of arbiter-gui{holder}. Changes made in both would be lost or refused.

Open it read-only?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the tournament log was changed outside the program (its check failed):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: no such file (moved or deleted); removed from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pairing engine is still running; wait for it to finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entry {player} from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw {player} from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete player {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays again from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the player to delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete #{number} {player} from the tournament? (Edit &gt; Undo brings the player back.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the withdrawn player who plays again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo withdrawal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is paired again from round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player id {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit {player}: {detail} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the bye of {player} in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bye} for {player} in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the player who will be absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the player to withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is not paired from round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing; pair again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} paired by the engine ({system}): {pairs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine&apos;s explanation when it paired round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a pair or a player of a paired round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine run again on the tournament as it stood before round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> It pairs the round differently from how it was paired (changed by hand, or paired by another program): this explains the engine&apos;s pairing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affected: {note}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpair round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} unpaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (was {result})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result board {board}: {result}{was} (round {round})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear result board {board}{was} (round {round})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds {first}-{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} was paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds {first}-{last} were paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}, board {board}: the result is changed to {result} after {after}. The pairings of {rounds} rest on the old result; they stay as they are, and the checker will show them as affected.

Why is the result corrected? (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}, board {board}: result corrected from {old} to {new} after round {paired} was paired; the pairings of {rounds} rest on the old result. Reason: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct result board {board}: {result} (round {round})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}, board {board} already has the result {result}. Replace it with {new}?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <source>Why the pairing is changed (required; it is logged and printed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arbiter who decides (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Justification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairingJob</name>
    <message>
        <source>Round {round}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pairing engine failed: {error!r}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairingOverrides</name>
    <message>
        <source>Absolute criterion broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This change breaks an absolute criterion of the pairing rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply it all the same?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply all the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Change pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xchange opponents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Swap colours…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Make pair…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Break pair…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give bye…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take bye…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round is shown; pair a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board {board}, white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board {board}, black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two players keep their colours; their opponents change places. The pairing-allocated bye counts as an opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White and black of the board change places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board&apos;s two players go on the list of players to pair (make pair or give bye).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: every board has a result; clear the result of the board to change first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: no player is left unpaired; break a pair or take the bye first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: one player is left unpaired; break a pair or take the bye first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair two of the players left unpaired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to a player left unpaired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} has no pairing-allocated bye to take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} loses the pairing-allocated bye and goes on the list of players to pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} — round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} (round {round})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change is saved, but its log entry is not: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in force again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {action} of {time} by {arbiter} {what} ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 or empty: unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in FIDE list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerImports</name>
    <message>
        <source>FIDE rating list (*.zip *.xml *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating list import failed: {error!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the FIDE &amp;rating list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Update players from the FIDE rating list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import FIDE&apos;s rating list (players_list_xml_foa or players_list_foa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rating list is being imported already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled; the previous rating list is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating list was not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}; the previous rating list is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No FIDE rating list is imported yet: Players &gt; Import the FIDE rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player is as in {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Update %n player(s) from {list}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}: {bye}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Find a name or FIDE id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence / bye…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a player registered by mistake (before round 1 is paired; then withdraw instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo withdrawal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing numbers are fixed: round 1 is paired. Only a late entry re-assigns them (C.04.2 C.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing numbers follow the initial order: rating, title, name (C.04.2 B).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>&amp;Pairings of the round shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alphabetical pairing list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting lis&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting list by &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cate&amp;gory standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pri&amp;zes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sl&amp;ips of the round shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wall sheet: pairings of the round shown, standings before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print to printe&amp;r…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W&amp;eb pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;US Letter paper (A4 otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The web pages were not made: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web pages into the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer {printer} cannot print now; nothing was printed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankedModel</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}: {bye} ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (white for {player}); {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (black for {player}); {result}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankedPage</name>
    <message>
        <source>{problem}; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingListLookup</name>
    <message>
        <source>FIDE id or name (Surname, Given) in the FIDE list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE id {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RefreshDialog</name>
    <message>
        <source>Surname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update players from the FIDE rating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{list} changes %n player(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>white wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white wins by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black wins by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white wins, not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw, not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black wins, not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white ½, black 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white 0, black ½</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test FAILED: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self-test FAILED: unexpected {error!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self-test passed: {count} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, platform {platform}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the application icon {icon} cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>application icon read from {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file {path} was not created: {errors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament file created in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} not registered: {errors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} players shown, {registered} registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round 1 paired: {boards} boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round 1 results typed on every board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round 2 boards {boards} repeat a round 1 game (C.04.1 b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round 2 paired: {boards} boards, no game repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pdf} is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pdf} is not a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round 2 pairings printed: {pdf}, {size} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} reopened differs from what was shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament file reopened: the same two rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}: the pair button is disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} pairing: {errors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} was not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} results: {errors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}: boards {boards} have no result after typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: no answer after {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deputy arbiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initial colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late entry bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half-point byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds without half-point byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prohibited pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acceleration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>age reference date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one prize per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prizes by place after the tie-breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared money: prizes pooled and shared equally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hort system: half by place, half shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds without half-point byes: {word!r} is not a round number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one name a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save deputy arbiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date (YYYY/MM/DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entrant&apos;s missed rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half-point byes per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 8, 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds without half-point byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceleration and prohibited pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group A (the first half of the players, rounded up to even) gets 1 virtual point, then ½, in the first half of the rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerated first rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one group a line: rounds: pairing numbers
e.g. 1-9: 3 12  (same family)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save prohibited pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prohibited pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds 1-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add: same club does not meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories and prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one category a line: name: conditions
e.g. U16: age -15
Women: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY/MM/DD (default: 1 January)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ages on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amounts of places 1, 2, ...
e.g. Overall: 1000 500 250
U16: 100 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save categories and prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player receives only his highest prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds {first}-{last}: {points} virtual point(s) for pairing numbers {from_player}-{to_player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds {first}-{last}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings: {changed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw lots for the initial colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn by lot: {colour} for pairing number 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiebreakEditor</name>
    <message>
        <source>choose or type a code, e.g. BH/C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrfImportPreview</name>
    <message>
        <source>Start no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file follows the TRF text: strict reading finds nothing to refuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import TRF: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired of {planned}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the file strictly, refusing every departure from the TRF text (as for a rating report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings: what the file says otherwise than the TRF text, and how it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a clean TRF file: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <source>Why? Round {round}: {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No explanation: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
