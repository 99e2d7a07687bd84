<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>ByeRequestDialog</name>
    <message>
        <source>no bye: cancel the request</source>
        <translation>pas de bye : annuler la demande</translation>
    </message>
    <message>
        <source>Absence or bye: {player}</source>
        <translation>Absence ou bye : {player}</translation>
    </message>
    <message>
        <source>Already recorded</source>
        <translation>Déjà enregistré</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>Not to be paired in round {round}: {players}</source>
        <translation>Non appariés à la ronde {round} : {players}</translation>
    </message>
</context>
<context>
    <name>CsvPreviewDialog</name>
    <message>
        <source>(not imported)</source>
        <translation>(non importée)</translation>
    </message>
    <message>
        <source>Import players from {file}</source>
        <translation>Importer les joueurs de {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), {encoding}, separated by {separator}. Choose what each column holds:</source>
        <translation>
            <numerusform>%n ligne, {encoding}, séparée par des {separator}. Choisissez ce que contient chaque colonne :</numerusform>
            <numerusform>%n lignes, {encoding}, séparées par des {separator}. Choisissez ce que contient chaque colonne :</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-assign every pairing number in the initial order (C.04.2 C.3)</source>
        <translation>Réattribuer tous les numéros d&apos;appariement dans l&apos;ordre initial (C.04.2 C.3)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation>Refusée car</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) to import</source>
        <translation>
            <numerusform>%n joueur à importer</numerusform>
            <numerusform>%n joueurs à importer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) refused (a FIDE id already registered is refused when importing).</source>
        <translation>
            <numerusform>%n ligne refusée (un identifiant FIDE déjà inscrit est refusé à l&apos;import).</numerusform>
            <numerusform>%n lignes refusées (un identifiant FIDE déjà inscrit est refusé à l&apos;import).</numerusform>
        </translation>
    </message>
    <message>
        <source>commas</source>
        <translation>virgules</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>points-virgules</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabulations</translation>
    </message>
    <message>
        <source>  (e.g. {value!r})</source>
        <translation>  (p. ex. {value!r})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Save (a backup)</source>
        <translation>Enre&amp;gistrer (une sauvegarde)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer so&amp;us…</translation>
    </message>
    <message>
        <source>&amp;Back up to a folder…</source>
        <translation>&amp;Sauvegarder dans un dossier…</translation>
    </message>
    <message>
        <source>&amp;Backup folder…</source>
        <translation>&amp;Dossier des sauvegardes…</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi</translation>
    </message>
    <message>
        <source>Saved (every change is saved as it is made); backup written to {path}</source>
        <translation>Enregistré (chaque modification est enregistrée aussitôt faite) ; sauvegarde écrite dans {path}</translation>
    </message>
    <message>
        <source>Back up to a folder (e.g. a USB stick)</source>
        <translation>Sauvegarder dans un dossier (par exemple une clé USB)</translation>
    </message>
    <message>
        <source>Backup written to {path}</source>
        <translation>Sauvegarde écrite dans {path}</translation>
    </message>
    <message>
        <source>Round {round} paired; backup written to {path}</source>
        <translation>Ronde {round} appariée ; sauvegarde écrite dans {path}</translation>
    </message>
    <message>
        <source>Saved as {path}; changes now go into it</source>
        <translation>Enregistré sous {path} ; les modifications y vont désormais</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importer un TRF</translation>
    </message>
    <message>
        <source>{file} exists already: this TRF was imported before. Open it, with the changes made since, or import the TRF again under another name?</source>
        <translation>{file} existe déjà : ce TRF a été importé auparavant. L&apos;ouvrir, avec les modifications faites depuis, ou importer de nouveau le TRF sous un autre nom ?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>L&apos;&amp;ouvrir</translation>
    </message>
    <message>
        <source>Import under another &amp;name…</source>
        <translation>Importer sous un autre &amp;nom…</translation>
    </message>
    <message>
        <source>Import TRF as</source>
        <translation>Importer le TRF sous</translation>
    </message>
    <message>
        <source>Folder of the backups written after each round and by Ctrl+S</source>
        <translation>Dossier des sauvegardes écrites après chaque ronde et par Ctrl+S</translation>
    </message>
    <message>
        <source>Backups go to {folder}</source>
        <translation>Les sauvegardes vont dans {folder}</translation>
    </message>
</context>
<context>
    <name>FilesController</name>
    <message>
        <source>arbiter-gui tournament (*{suffix})</source>
        <translation>Tournoi arbiter-gui (*{suffix})</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All files (*)</source>
        <translation>TRF (*.trf *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importer un TRF…</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>&amp;Exporter en TRF…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source> (process {process} on {host})</source>
        <translation> (processus {process} sur {host})</translation>
    </message>
    <message>
        <source>{file} is open in another copy of arbiter-gui{holder}. Changes made in both would be lost or refused.

Open it read-only?</source>
        <translation>{file} est ouvert dans une autre instance d&apos;arbiter-gui{holder}. Les modifications faites dans les deux seraient perdues ou refusées.

L&apos;ouvrir en lecture seule ?</translation>
    </message>
    <message>
        <source>{file}: the tournament log was changed outside the program (its check failed):</source>
        <translation>{file} : le journal du tournoi a été modifié hors du programme (sa vérification a échoué) :</translation>
    </message>
    <message>
        <source>{path}: no such file (moved or deleted); removed from the list</source>
        <translation>{path} : fichier introuvable (déplacé ou supprimé) ; retiré de la liste</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(aucun pour l&apos;instant)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importer un TRF</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exporter en TRF</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>changed by the arbiter</source>
        <translation>modifié par l&apos;arbitre</translation>
    </message>
    <message>
        <source>not paired: make a pair or give the bye</source>
        <translation>non apparié : formez une paire ou attribuez l&apos;exempt</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>No tournament open</source>
        <translation>Aucun tournoi ouvert</translation>
    </message>
    <message>
        <source>The log&apos;s hash chain is BROKEN: it was changed outside the program.</source>
        <translation>La chaîne de hachage du journal est ROMPUE : il a été modifié hors du programme.</translation>
    </message>
    <message numerus="yes">
        <source>The log&apos;s hash chain is intact: %n entry(s), none changed or removed since written.</source>
        <translation>
            <numerusform>La chaîne de hachage du journal est intacte : %n entrée, ni modifiée ni supprimée depuis son écriture.</numerusform>
            <numerusform>La chaîne de hachage du journal est intacte : %n entrées, aucune modifiée ni supprimée depuis son écriture.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>The language changes once the pairing engine or the rating list import has finished</source>
        <translation>La langue change une fois l&apos;appariement ou l&apos;import de la liste Elo terminé</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Prefere&amp;nces</source>
        <translation>&amp;Préférences</translation>
    </message>
    <message>
        <source>round {played} of {planned}</source>
        <translation>ronde {played} sur {planned}</translation>
    </message>
    <message>
        <source>round {played}</source>
        <translation>ronde {played}</translation>
    </message>
    <message>
        <source> — READ-ONLY</source>
        <translation> — LECTURE SEULE</translation>
    </message>
    <message>
        <source>The pairing engine is still running; wait for it to finish</source>
        <translation>Le moteur d&apos;appariement travaille encore ; attendez qu&apos;il ait fini</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <source>Why the pairing is changed (required; it is logged and printed)</source>
        <translation>Pourquoi l&apos;appariement est modifié (obligatoire ; consigné au journal et imprimé)</translation>
    </message>
    <message>
        <source>The arbiter who decides (required)</source>
        <translation>L&apos;arbitre qui décide (obligatoire)</translation>
    </message>
</context>
<context>
    <name>PairingController</name>
    <message>
        <source>{message}.

Pair round {round} locally, with this program&apos;s engine? The round is then marked &quot;paired locally&quot; in the log, on the pairing sheet and in the next request to the server.</source>
        <translation>{message}.

Apparier la ronde {round} localement, avec le moteur de ce programme ? La ronde est alors marquée « appariée localement » dans le journal, sur la feuille d&apos;appariements et dans la prochaine requête au serveur.</translation>
    </message>
    <message numerus="yes">
        <source>Final file sent to the pairing server {url}: %n new deviation(s) recorded</source>
        <translation>
            <numerusform>Fichier final envoyé au serveur d&apos;appariement {url} : %n nouvel écart enregistré</numerusform>
            <numerusform>Fichier final envoyé au serveur d&apos;appariement {url} : %n nouveaux écarts enregistrés</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing; pair again</source>
        <translation>Le tournoi a changé pendant l&apos;appariement ; appariez de nouveau</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation when it paired round {round}.</source>
        <translation>L&apos;explication du moteur lorsqu&apos;il a apparié la ronde {round}.</translation>
    </message>
    <message>
        <source>Select a pair or a player of a paired round</source>
        <translation>Sélectionnez une paire ou un joueur d&apos;une ronde appariée</translation>
    </message>
    <message>
        <source>The engine run again on the tournament as it stood before round {round}.</source>
        <translation>Le moteur relancé sur le tournoi tel qu&apos;il était avant la ronde {round}.</translation>
    </message>
    <message>
        <source> It pairs the round differently from how it was paired (changed by hand, or paired by another program): this explains the engine&apos;s pairing.</source>
        <translation> Il apparie la ronde autrement qu&apos;elle ne l&apos;a été (modifiée à la main ou appariée par un autre programme) : ceci explique l&apos;appariement du moteur.</translation>
    </message>
    <message>
        <source>Affected: {note}.</source>
        <translation>Concernée : {note}.</translation>
    </message>
</context>
<context>
    <name>PairingJob</name>
    <message>
        <source>Round {round}: {reason}</source>
        <translation>Ronde {round} : {reason}</translation>
    </message>
    <message>
        <source>The pairing engine failed: {error!r}</source>
        <translation>Le moteur d&apos;appariement a échoué : {error!r}</translation>
    </message>
    <message>
        <source>The pairing server&apos;s client failed: {error!r}</source>
        <translation>Le client du serveur d&apos;appariement a échoué : {error!r}</translation>
    </message>
</context>
<context>
    <name>PairingOverrides</name>
    <message>
        <source>Absolute criterion broken</source>
        <translation>Critère absolu enfreint</translation>
    </message>
    <message>
        <source>This change breaks an absolute criterion of the pairing rules:</source>
        <translation>Cette modification enfreint un critère absolu des règles d&apos;appariement :</translation>
    </message>
    <message>
        <source>Apply it all the same?</source>
        <translation>L&apos;appliquer quand même ?</translation>
    </message>
    <message>
        <source>Apply all the same</source>
        <translation>Appliquer quand même</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Change pairing</source>
        <translation>&amp;Modifier l&apos;appariement</translation>
    </message>
    <message>
        <source>E&amp;xchange opponents…</source>
        <translation>É&amp;changer les adversaires…</translation>
    </message>
    <message>
        <source>&amp;Swap colours…</source>
        <translation>&amp;Inverser les couleurs…</translation>
    </message>
    <message>
        <source>&amp;Make pair…</source>
        <translation>&amp;Former une paire…</translation>
    </message>
    <message>
        <source>&amp;Break pair…</source>
        <translation>&amp;Défaire une paire…</translation>
    </message>
    <message>
        <source>&amp;Give bye…</source>
        <translation>Attri&amp;buer l&apos;exempt…</translation>
    </message>
    <message>
        <source>&amp;Take bye…</source>
        <translation>&amp;Retirer l&apos;exempt…</translation>
    </message>
    <message>
        <source>No round is shown; pair a round first</source>
        <translation>Aucune ronde affichée ; appariez d&apos;abord une ronde</translation>
    </message>
    <message>
        <source>board {board}, white</source>
        <translation>échiquier {board}, Blancs</translation>
    </message>
    <message>
        <source>board {board}, black</source>
        <translation>échiquier {board}, Noirs</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>Échanger les adversaires</translation>
    </message>
    <message>
        <source>The two players keep their colours; their opponents change places. The pairing-allocated bye counts as an opponent.</source>
        <translation>Les deux joueurs gardent leurs couleurs ; leurs adversaires changent de place. L&apos;exempt compte comme un adversaire.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Second joueur</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Inverser les couleurs</translation>
    </message>
    <message>
        <source>White and black of the board change places.</source>
        <translation>Les Blancs et les Noirs de l&apos;échiquier changent de place.</translation>
    </message>
    <message>
        <source>Break pair</source>
        <translation>Défaire une paire</translation>
    </message>
    <message>
        <source>The board&apos;s two players go on the list of players to pair (make pair or give bye).</source>
        <translation>Les deux joueurs de l&apos;échiquier vont sur la liste des joueurs à apparier (former une paire ou attribuer l&apos;exempt).</translation>
    </message>
    <message>
        <source>Round {round}: every board has a result; clear the result of the board to change first</source>
        <translation>Ronde {round} : chaque échiquier a un résultat ; effacez d&apos;abord le résultat de l&apos;échiquier à modifier</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Round {round}: no player is left unpaired; break a pair or take the bye first</source>
        <translation>Ronde {round} : aucun joueur n&apos;est resté non apparié ; défaites d&apos;abord une paire ou retirez l&apos;exempt</translation>
    </message>
    <message>
        <source>Round {round}: one player is left unpaired; break a pair or take the bye first</source>
        <translation>Ronde {round} : un seul joueur est resté non apparié ; défaites d&apos;abord une paire ou retirez l&apos;exempt</translation>
    </message>
    <message>
        <source>Make pair</source>
        <translation>Former une paire</translation>
    </message>
    <message>
        <source>Pair two of the players left unpaired.</source>
        <translation>Apparier deux des joueurs restés non appariés.</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Attribuer l&apos;exempt</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to a player left unpaired.</source>
        <translation>Attribuer l&apos;exempt à un joueur resté non apparié.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Take bye</source>
        <translation>Retirer l&apos;exempt</translation>
    </message>
    <message>
        <source>{player} loses the pairing-allocated bye and goes on the list of players to pair.</source>
        <translation>{player} perd l&apos;exempt et va sur la liste des joueurs à apparier.</translation>
    </message>
    <message>
        <source>{action} — round {round}</source>
        <translation>{action} — ronde {round}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Inscription tardive</translation>
    </message>
    <message>
        <source>0 or empty: unrated</source>
        <translation>0 ou vide : sans Elo</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/JJ</translation>
    </message>
    <message>
        <source>empty: from the rating and the age</source>
        <translation>vide : d&apos;après l&apos;Elo et l&apos;âge</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>Joue à partir de la ronde</translation>
    </message>
    <message>
        <source>Find in FIDE list</source>
        <translation>Chercher dans la liste FIDE</translation>
    </message>
</context>
<context>
    <name>PlayerImports</name>
    <message>
        <source>FIDE rating list (*.zip *.xml *.txt);;All files (*)</source>
        <translation>Liste Elo FIDE (*.zip *.xml *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The rating list import failed: {error!r}</source>
        <translation>L&apos;import de la liste Elo a échoué : {error!r}</translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Importer des joueurs d&apos;un &amp;CSV…</translation>
    </message>
    <message>
        <source>Import the FIDE &amp;rating list…</source>
        <translation>Importer la &amp;liste Elo FIDE…</translation>
    </message>
    <message>
        <source>&amp;Update players from the FIDE rating list…</source>
        <translation>&amp;Mettre à jour les joueurs d&apos;après la liste Elo FIDE…</translation>
    </message>
    <message>
        <source>Import FIDE&apos;s rating list (players_list_xml_foa or players_list_foa)</source>
        <translation>Importer la liste Elo de la FIDE (players_list_xml_foa ou players_list_foa)</translation>
    </message>
    <message>
        <source>A rating list is being imported already</source>
        <translation>Une liste Elo est déjà en cours d&apos;import</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Import de {file}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Liste Elo FIDE</translation>
    </message>
    <message>
        <source>The rating list was not imported</source>
        <translation>La liste Elo n&apos;a pas été importée</translation>
    </message>
    <message>
        <source>{reason}; the previous rating list is kept</source>
        <translation>{reason} ; la liste Elo précédente est conservée</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi</translation>
    </message>
    <message>
        <source>No FIDE rating list is imported yet: Players &gt; Import the FIDE rating list</source>
        <translation>Aucune liste Elo FIDE importée pour l&apos;instant : Joueurs &gt; Importer la liste Elo FIDE</translation>
    </message>
    <message>
        <source>Every player is as in {list}</source>
        <translation>Chaque joueur est comme dans {list}</translation>
    </message>
    <message>
        <source>No change ticked: nothing was updated</source>
        <translation>Aucune modification cochée : rien n&apos;a été mis à jour</translation>
    </message>
</context>
<context>
    <name>PlayersController</name>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Select the player to withdraw</source>
        <translation>Sélectionnez le joueur à retirer</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>{player} is not paired from round:</source>
        <translation>{player} n&apos;est plus apparié à partir de la ronde :</translation>
    </message>
    <message>
        <source>Select the player to delete</source>
        <translation>Sélectionnez le joueur à supprimer</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Supprimer le joueur</translation>
    </message>
    <message>
        <source>Delete {player} from the tournament? (Edit &gt; Undo brings the player back.)</source>
        <translation>Supprimer {player} du tournoi ? (Édition &gt; Annuler le rétablit.)</translation>
    </message>
    <message>
        <source>Select the withdrawn player who plays again</source>
        <translation>Sélectionnez le joueur retiré qui rejoue</translation>
    </message>
    <message>
        <source>Undo withdrawal</source>
        <translation>Annuler le retrait</translation>
    </message>
    <message>
        <source>{player} is paired again from round:</source>
        <translation>{player} est de nouveau apparié à partir de la ronde :</translation>
    </message>
    <message>
        <source>Select the player who will be absent</source>
        <translation>Sélectionnez le joueur qui sera absent</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <translation>Classement nat.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>joue</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Find a name or FIDE id</source>
        <translation>Chercher un nom ou un identifiant FIDE</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>Ajouter un joueur…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>Absence / bye…</source>
        <translation>Absence / bye…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Remove a player registered by mistake (before round 1 is paired; then withdraw instead)</source>
        <translation>Supprimer un joueur inscrit par erreur (avant l&apos;appariement de la ronde 1 ; ensuite, le retirer)</translation>
    </message>
    <message>
        <source>Undo withdrawal…</source>
        <translation>Annuler le retrait…</translation>
    </message>
    <message>
        <source>Pairing numbers are definitive: round 4 is paired. A late entrant is numbered after the others (C.04.2 B.3).</source>
        <translation>Les numéros d&apos;appariement sont définitifs : la ronde 4 est appariée. Une entrée tardive est numérotée après les autres (C.04.2 B.3).</translation>
    </message>
    <message>
        <source>Pairing numbers are fixed: round 1 is paired. Only a late entry re-assigns them (C.04.2 C.3).</source>
        <translation>Les numéros d&apos;appariement sont fixés : la ronde 1 est appariée. Seule une inscription tardive les réattribue (C.04.2 C.3).</translation>
    </message>
    <message>
        <source>Pairing numbers follow the initial order: rating, title, name (C.04.2 B).</source>
        <translation>Les numéros d&apos;appariement suivent l&apos;ordre initial : Elo, titre, nom (C.04.2 B).</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>&amp;Pairings of the round shown</source>
        <translation>&amp;Appariements de la ronde affichée</translation>
    </message>
    <message>
        <source>&amp;Alphabetical pairing list</source>
        <translation>Liste alphabéti&amp;que des appariements</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>&amp;Grille américaine</translation>
    </message>
    <message>
        <source>Cross table &amp;by rank</source>
        <translation>Grille américaine par cla&amp;ssement</translation>
    </message>
    <message>
        <source>Override &amp;log</source>
        <translation>&amp;Journal des modifications</translation>
    </message>
    <message>
        <source>Arbiter&apos;s rep&amp;ort: the whole journal</source>
        <translation>Ra&amp;pport de l&apos;arbitre : tout le journal</translation>
    </message>
    <message>
        <source>Starting lis&amp;t</source>
        <translation>Liste de dépar&amp;t</translation>
    </message>
    <message>
        <source>Starting list by &amp;name</source>
        <translation>Liste de départ par &amp;nom</translation>
    </message>
    <message>
        <source>Cate&amp;gory standings</source>
        <translation>Classement par catég&amp;orie</translation>
    </message>
    <message>
        <source>Pri&amp;zes</source>
        <translation>Pri&amp;x</translation>
    </message>
    <message>
        <source>Result sl&amp;ips of the round shown</source>
        <translation>&amp;Feuilles de résultat de la ronde affichée</translation>
    </message>
    <message>
        <source>&amp;Wall sheet: pairings of the round shown, standings before it</source>
        <translation>Affic&amp;he : appariements de la ronde affichée, classement avant elle</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>Print to printe&amp;r…</source>
        <translation>Imprimer sur une imp&amp;rimante…</translation>
    </message>
    <message>
        <source>W&amp;eb pages…</source>
        <translation>Pages &amp;web…</translation>
    </message>
    <message>
        <source>&amp;US Letter paper (A4 otherwise)</source>
        <translation>Papier Letter &amp;US (sinon A4)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {file} cannot be written ({error}); choose another folder</source>
        <translation>L&apos;impression {kind} n&apos;a pas été faite : {file} ne peut pas être écrit ({error}) ; choisissez un autre dossier</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {error}</source>
        <translation>L&apos;impression {kind} n&apos;a pas été faite : {error}</translation>
    </message>
    <message>
        <source>The {kind} printout was made, but some characters print as empty boxes:
{warnings}</source>
        <translation>L&apos;impression {kind} a été faite, mais certains caractères s&apos;impriment en carrés vides :
{warnings}</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Imprimer en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The web pages were not made: {error}</source>
        <translation>Les pages web n&apos;ont pas été faites : {error}</translation>
    </message>
    <message>
        <source>Web pages into the folder</source>
        <translation>Pages web dans le dossier</translation>
    </message>
    <message>
        <source>The printer {printer} cannot print now; nothing was printed</source>
        <translation>L&apos;imprimante {printer} ne peut pas imprimer maintenant ; rien n&apos;a été imprimé</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <source>Performance rating (C.07 10.2) against the rated opponents</source>
        <translation>Performance (C.07 10.2) contre les adversaires classés Elo</translation>
    </message>
    <message>
        <source>K-factor (FIDE Rating Regulations B.02 8.3.3)</source>
        <translation>Coefficient K (règlement FIDE du classement Elo B.02 8.3.3)</translation>
    </message>
    <message>
        <source>Rating change (FIDE Rating Regulations B.02 8.3)</source>
        <translation>Variation Elo (règlement FIDE du classement Elo B.02 8.3)</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>non apparié</translation>
    </message>
    <message>
        <source>round {round}: {bye} ({points})</source>
        <translation>ronde {round} : {bye} ({points})</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (white for {player}); {result}</source>
        <translation>ronde {round}, échiquier {board} : {opponent} (Blancs pour {player}) ; {result}</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (black for {player}); {result}</source>
        <translation>ronde {round}, échiquier {board} : {opponent} (Noirs pour {player}) ; {result}</translation>
    </message>
</context>
<context>
    <name>RankedPage</name>
    <message>
        <source>{problem}; left out</source>
        <translation>{problem} ; laissé de côté</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Après la ronde</translation>
    </message>
</context>
<context>
    <name>RatingListLookup</name>
    <message>
        <source>FIDE id or name (Surname, Given) in the FIDE list</source>
        <translation>Identifiant FIDE ou nom (Nom, Prénom) dans la liste FIDE</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sans Elo</translation>
    </message>
    <message>
        <source>FIDE id {id}</source>
        <translation>id FIDE {id}</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactif</translation>
    </message>
</context>
<context>
    <name>RefreshDialog</name>
    <message>
        <source>Ratings</source>
        <translation>Classements Elo</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>Titres</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Fédérations</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Noms</translation>
    </message>
    <message>
        <source>Update players from the FIDE rating list</source>
        <translation>Mettre à jour les joueurs d&apos;après la liste Elo FIDE</translation>
    </message>
    <message numerus="yes">
        <source>{list} changes %n player(s). Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</source>
        <translation>
            <numerusform>{list} modifie %n joueur. Les noms qui ne diffèrent que par les accents ou la translittération sont gardés tels quels ; cochez les modifications à prendre (Espace coche la ligne choisie) :</numerusform>
            <numerusform>{list} modifie %n joueurs. Les noms qui ne diffèrent que par les accents ou la translittération sont gardés tels quels ; cochez les modifications à prendre (Espace coche la ligne choisie) :</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Donnée</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>Dans la liste</translation>
    </message>
    <message>
        <source>Take all:</source>
        <translation>Tout prendre :</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>white wins</source>
        <translation>les Blancs gagnent</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>les Noirs gagnent</translation>
    </message>
    <message>
        <source>white wins by forfeit</source>
        <translation>les Blancs gagnent par forfait</translation>
    </message>
    <message>
        <source>black wins by forfeit</source>
        <translation>les Noirs gagnent par forfait</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>double forfait</translation>
    </message>
    <message>
        <source>white wins, not played</source>
        <translation>les Blancs gagnent, non jouée</translation>
    </message>
    <message>
        <source>draw, not played</source>
        <translation>nulle, non jouée</translation>
    </message>
    <message>
        <source>black wins, not played</source>
        <translation>les Noirs gagnent, non jouée</translation>
    </message>
    <message>
        <source>white ½, black 0</source>
        <translation>Blancs ½, Noirs 0</translation>
    </message>
    <message>
        <source>white 0, black ½</source>
        <translation>Blancs 0, Noirs ½</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>les deux perdent</translation>
    </message>
</context>
<context>
    <name>RoundStartDialog</name>
    <message>
        <source>starts {when}</source>
        <translation>début {when}</translation>
    </message>
    <message>
        <source>Start of a round</source>
        <translation>Début d&apos;une ronde</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/JJ</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>HH:MM</translation>
    </message>
    <message>
        <source>The time the round starts, on the 24-hour clock; the pairing sheet, the result slips and the wall sheet print it in their header</source>
        <translation>L&apos;heure à laquelle la ronde commence, sur 24 heures ; l&apos;appariement, les feuilles de résultat et la feuille d&apos;affichage l&apos;impriment dans leur en-tête</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Heure de début</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>Result keys on a board&apos;s row:</source>
        <translation>Touches de résultat sur la ligne d&apos;un échiquier :</translation>
    </message>
    <message>
        <source>Delete   clear the result</source>
        <translation>Suppr   effacer le résultat</translation>
    </message>
    <message>
        <source>{key}   adjourned, or no longer: a draw for pairing purposes only until its result is entered</source>
        <translation>{key}   ajournée, ou plus : une nulle pour l&apos;appariement seulement jusqu&apos;à ce que son résultat soit saisi</translation>
    </message>
    <message>
        <source>Pair next round (F9)</source>
        <translation>Apparier la ronde suivante (F9)</translation>
    </message>
    <message>
        <source>Unpair round</source>
        <translation>Annuler l&apos;appariement</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Début…</translation>
    </message>
    <message>
        <source>The date and start time of a round</source>
        <translation>La date et l&apos;heure de début d&apos;une ronde</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Modifier l&apos;appariement</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation of the selected pair or player</source>
        <translation>L&apos;explication du moteur pour la paire ou le joueur sélectionné</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Appariement…</translation>
    </message>
    <message>
        <source>Paired locally</source>
        <translation>Apparié localement</translation>
    </message>
    <message>
        <source>The tournament&apos;s pairing server could not be reached: the arbiter confirmed pairing this round with the program&apos;s own engine. The next request to the server says so.</source>
        <translation>Le serveur d&apos;appariement du tournoi était injoignable : l&apos;arbitre a confirmé l&apos;appariement de cette ronde par le moteur du programme. La prochaine requête au serveur le signale.</translation>
    </message>
    <message numerus="yes">
        <source>{entered} of %n result(s)</source>
        <translation>
            <numerusform>{entered} résultat sur %n</numerusform>
            <numerusform>{entered} résultats sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} was paired</source>
        <translation>l&apos;appariement de la ronde {round}</translation>
    </message>
    <message>
        <source>rounds {first}-{last} were paired</source>
        <translation>l&apos;appariement des rondes {first} à {last}</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: the result is changed to {result} after {after}. The pairings of {rounds} rest on the old result; they stay as they are, and the checker will show them as affected.

Why is the result corrected? (logged)</source>
        <translation>Ronde {round}, échiquier {board} : le résultat devient {result} après {after}. Les appariements de {rounds} reposent sur l&apos;ancien résultat ; ils restent tels quels, et le contrôle les signalera comme concernés.

Pourquoi le résultat est-il corrigé ? (consigné au journal)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Corriger un résultat</translation>
    </message>
    <message>
        <source>Round {round}, board {board} already has the result {result}. Replace it with {new}?</source>
        <translation>Ronde {round}, l&apos;échiquier {board} a déjà le résultat {result}. Le remplacer par {new} ?</translation>
    </message>
    <message>
        <source>Unpair round {round}? Its pairing is removed (Undo puts it back); the requested byes, late entries and withdrawals stay recorded.</source>
        <translation>Désapparier la ronde {round} ? Son appariement est supprimé (Annuler le rétablit) ; les byes demandés, les entrées tardives et les retraits restent enregistrés.</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test FAILED: {reason}</source>
        <translation>auto-test ÉCHOUÉ : {reason}</translation>
    </message>
    <message>
        <source>self-test FAILED: unexpected {error!r}</source>
        <translation>auto-test ÉCHOUÉ : inattendu {error!r}</translation>
    </message>
    <message>
        <source>self-test passed: {count} checks</source>
        <translation>auto-test réussi : {count} vérifications</translation>
    </message>
    <message>
        <source>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, platform {platform}</source>
        <translation>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, plateforme {platform}</translation>
    </message>
    <message>
        <source>language: {name}</source>
        <translation>langue : {name}</translation>
    </message>
    <message>
        <source>the application icon {icon} cannot be read</source>
        <translation>l&apos;icône de l&apos;application {icon} est illisible</translation>
    </message>
    <message>
        <source>application icon read from {folder}</source>
        <translation>icône de l&apos;application lue dans {folder}</translation>
    </message>
    <message>
        <source>the tournament file {path} was not created: {errors}</source>
        <translation>le fichier du tournoi {path} n&apos;a pas été créé : {errors}</translation>
    </message>
    <message>
        <source>tournament file created in {folder}</source>
        <translation>fichier du tournoi créé dans {folder}</translation>
    </message>
    <message>
        <source>{player} not registered: {errors}</source>
        <translation>{player} non inscrit : {errors}</translation>
    </message>
    <message>
        <source>{shown} players shown, {registered} registered</source>
        <translation>{shown} joueurs affichés, {registered} inscrits</translation>
    </message>
    <message>
        <source>{count} players registered</source>
        <translation>{count} joueurs inscrits</translation>
    </message>
    <message>
        <source>round 1 paired: {boards} boards</source>
        <translation>ronde 1 appariée : {boards} échiquiers</translation>
    </message>
    <message>
        <source>round 1 results typed on every board</source>
        <translation>résultats de la ronde 1 saisis sur chaque échiquier</translation>
    </message>
    <message>
        <source>round 2 boards {boards} repeat a round 1 game (C.04.1 b)</source>
        <translation>les échiquiers {boards} de la ronde 2 répètent une partie de la ronde 1 (C.04.1 b)</translation>
    </message>
    <message>
        <source>round 2 paired: {boards} boards, no game repeated</source>
        <translation>ronde 2 appariée : {boards} échiquiers, aucune partie répétée</translation>
    </message>
    <message>
        <source>{pdf} is missing or empty</source>
        <translation>{pdf} est absent ou vide</translation>
    </message>
    <message>
        <source>{pdf} is not a PDF</source>
        <translation>{pdf} n&apos;est pas un PDF</translation>
    </message>
    <message>
        <source>round 2 pairings printed: {pdf}, {size} bytes</source>
        <translation>appariements de la ronde 2 imprimés : {pdf}, {size} octets</translation>
    </message>
    <message>
        <source>{path} reopened differs from what was shown</source>
        <translation>{path} rouvert diffère de ce qui était affiché</translation>
    </message>
    <message>
        <source>tournament file reopened: the same two rounds</source>
        <translation>fichier du tournoi rouvert : les deux mêmes rondes</translation>
    </message>
    <message>
        <source>round {round}: the pair button is disabled</source>
        <translation>ronde {round} : le bouton d&apos;appariement est désactivé</translation>
    </message>
    <message>
        <source>round {round} pairing</source>
        <translation>appariement de la ronde {round}</translation>
    </message>
    <message>
        <source>round {round} pairing: {errors}</source>
        <translation>appariement de la ronde {round} : {errors}</translation>
    </message>
    <message>
        <source>round {round} was not stored</source>
        <translation>la ronde {round} n&apos;a pas été enregistrée</translation>
    </message>
    <message>
        <source>round {round} results: {errors}</source>
        <translation>résultats de la ronde {round} : {errors}</translation>
    </message>
    <message>
        <source>round {round}: boards {boards} have no result after typing</source>
        <translation>ronde {round} : les échiquiers {boards} n&apos;ont pas de résultat après la saisie</translation>
    </message>
    <message>
        <source>{what}: no answer after {seconds} s</source>
        <translation>{what} : pas de réponse après {seconds} s</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The tournament file is closed</source>
        <translation>Le fichier du tournoi est fermé</translation>
    </message>
    <message>
        <source>{error}; the undo history is cleared</source>
        <translation>{error} ; l&apos;historique d&apos;annulation est effacé</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi</translation>
    </message>
    <message>
        <source>{file} is open read-only (another copy of arbiter-gui has it open); nothing was changed</source>
        <translation>{file} est ouvert en lecture seule (une autre instance d&apos;arbiter-gui l&apos;a ouvert) ; rien n&apos;a été modifié</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Rounds without half-point byes: {word!r} is not a round number</source>
        <translation>Rondes sans bye d&apos;un demi-point : {word!r} n&apos;est pas un numéro de ronde</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/JJ</translation>
    </message>
    <message>
        <source>one name a line</source>
        <translation>un nom par ligne</translation>
    </message>
    <message>
        <source>Save deputy arbiters</source>
        <translation>Enregistrer les arbitres adjoints</translation>
    </message>
    <message>
        <source>Date (YYYY/MM/DD)</source>
        <translation>Date (AAAA/MM/JJ)</translation>
    </message>
    <message>
        <source>Leave the FIDE mode…</source>
        <translation>Quitter le mode FIDE…</translation>
    </message>
    <message>
        <source>The rules the rounds are paired with: those in force when the tournament was played</source>
        <translation>Les règles selon lesquelles les rondes sont appariées : celles en vigueur lorsque le tournoi a été joué</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Tirer au sort</translation>
    </message>
    <message>
        <source>e.g. 8, 9</source>
        <translation>p. ex. 8, 9</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Accélération de Bakou (C.04.5.1)</translation>
    </message>
    <message>
        <source>Group A (the first half of the players, rounded up to even) gets 1 virtual point, then ½, in the first half of the rounds</source>
        <translation>Le groupe A (la première moitié des joueurs, arrondie au nombre pair supérieur) reçoit 1 point virtuel, puis ½, dans la première moitié des rondes</translation>
    </message>
    <message>
        <source>one group a line: rounds: pairing numbers
e.g. 1-9: 3 12  (same family)</source>
        <translation>un groupe par ligne : rondes : numéros d&apos;appariement
p. ex. 1-9: 3 12  (même famille)</translation>
    </message>
    <message>
        <source>Save prohibited pairings</source>
        <translation>Enregistrer les appariements interdits</translation>
    </message>
    <message>
        <source>rounds 1-</source>
        <translation>rondes 1-</translation>
    </message>
    <message>
        <source>Add: same club does not meet</source>
        <translation>Ajouter : même club ne se rencontre pas</translation>
    </message>
    <message>
        <source>one category a line: name: conditions
e.g. U16: age -15
Women: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</source>
        <translation>une catégorie par ligne : nom: conditions
p. ex. U16: age -15
Femmes: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</translation>
    </message>
    <message>
        <source>YYYY/MM/DD (default: 1 January)</source>
        <translation>AAAA/MM/JJ (par défaut : 1er janvier)</translation>
    </message>
    <message>
        <source>amounts of places 1, 2, ...
e.g. Overall: 1000 500 250
U16: 100 50</source>
        <translation>montants des places 1, 2, ...
p. ex. Général: 1000 500 250
U16: 100 50</translation>
    </message>
    <message>
        <source>e.g. EUR, USD or a sign: Kč</source>
        <translation>p. ex. EUR, USD ou un symbole : Kč</translation>
    </message>
    <message>
        <source>Save categories and prizes</source>
        <translation>Enregistrer les catégories et les prix</translation>
    </message>
    <message>
        <source>Register with the server</source>
        <translation>S&apos;inscrire auprès du serveur</translation>
    </message>
    <message>
        <source>Registers the tournament with the server at the URL above and keeps the id and the secret it gives (in the tournament file only, never in an exported TRF)</source>
        <translation>Inscrit le tournoi auprès du serveur à l&apos;URL ci-dessus et conserve l&apos;identifiant et le secret qu&apos;il donne (dans le fichier du tournoi seulement, jamais dans un TRF exporté)</translation>
    </message>
    <message>
        <source>With a server, F9 sends the tournament to it and stores its pairing. Leave the three fields empty to pair with this program.</source>
        <translation>Avec un serveur, F9 lui envoie le tournoi et enregistre son appariement. Laissez les trois champs vides pour apparier avec ce programme.</translation>
    </message>
    <message>
        <source>The tournament is registered already (tournament id {id}). Register it again, as a new tournament of the server?</source>
        <translation>Le tournoi est déjà inscrit (identifiant {id}). L&apos;inscrire à nouveau, comme un nouveau tournoi du serveur ?</translation>
    </message>
    <message>
        <source>rounds {first}-{last}, pairing numbers {from_player}-{to_player}: virtual points {points}</source>
        <translation>rondes {first}-{last}, numéros d&apos;appariement {from_player}-{to_player} : points virtuels {points}</translation>
    </message>
    <message>
        <source>rounds {first}-{last}: </source>
        <translation>rondes {first}-{last} : </translation>
    </message>
    <message>
        <source>The rounds paired so far ({paired}) were paired with the {old} edition of the Dutch rules. Pair the next rounds, and check the tournament, with the {new} edition? The rounds already paired stay as they are; the change is written in the log.</source>
        <translation>Les rondes appariées jusqu&apos;ici ({paired}) l&apos;ont été selon l&apos;édition {old} des règles du système néerlandais. Apparier les rondes suivantes, et contrôler le tournoi, selon l&apos;édition {new} ? Les rondes déjà appariées restent telles quelles ; le changement est inscrit au journal.</translation>
    </message>
    <message>
        <source>The FIDE mode offers only what FIDE endorses: the FIDE pairing systems, no full-point byes on request, pairing numbers frozen once round 4 is paired and the settings of the regulations locked once play has started. Outside it this tournament may not meet FIDE&apos;s rules.

Leave the FIDE mode?</source>
        <translation>Le mode FIDE n&apos;offre que ce que la FIDE homologue : les systèmes d&apos;appariement FIDE, aucun bye d&apos;un point sur demande, des numéros d&apos;appariement figés dès que la ronde 4 est appariée et les paramètres du règlement verrouillés dès que le jeu a commencé. Hors de ce mode, ce tournoi peut ne pas respecter les règles de la FIDE.

Quitter le mode FIDE ?</translation>
    </message>
    <message>
        <source>Leaving the FIDE mode cannot be undone: the tournament stays out of it, the log records it and every TRF export says so.

Leave the FIDE mode for good?</source>
        <translation>Quitter le mode FIDE est irréversible : le tournoi reste hors de ce mode, le journal l&apos;enregistre et chaque export TRF l&apos;indique.

Quitter le mode FIDE définitivement ?</translation>
    </message>
    <message>
        <source>Leave the FIDE mode</source>
        <translation>Quitter le mode FIDE</translation>
    </message>
    <message>
        <source>drawn by lot: {colour} for pairing number 1</source>
        <translation>tiré au sort : {colour} pour le numéro d&apos;appariement 1</translation>
    </message>
</context>
<context>
    <name>TiebreakEditor</name>
    <message>
        <source>choose or type a code, e.g. BH/C1</source>
        <translation>choisissez ou tapez un code, p. ex. BH/C1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
</context>
<context>
    <name>TrfImportPreview</name>
    <message>
        <source>Start no.</source>
        <translation>N° de départ</translation>
    </message>
    <message>
        <source>The file follows the TRF text: strict reading finds nothing to refuse.</source>
        <translation>Le fichier suit le texte du TRF : la lecture stricte ne trouve rien à refuser.</translation>
    </message>
    <message>
        <source>Import TRF: {file}</source>
        <translation>Importer un TRF : {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired of {planned}</source>
        <translation>
            <numerusform>%n ronde appariée sur {planned}</numerusform>
            <numerusform>%n rondes appariées sur {planned}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <translation>
            <numerusform>%n ronde appariée</numerusform>
            <numerusform>%n rondes appariées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Aucun avertissement.</translation>
    </message>
    <message>
        <source>&amp;Check this file</source>
        <translation>&amp;Vérifier ce fichier</translation>
    </message>
    <message>
        <source>Read the file strictly, refusing every departure from the TRF text (as for a rating report)</source>
        <translation>Lire le fichier strictement, en refusant tout écart au texte du TRF (comme pour un rapport de classement Elo)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Warnings: what the file says otherwise than the TRF text, and how it was read</source>
        <translation>Avertissements : ce que le fichier dit autrement que le texte du TRF, et comment cela a été lu</translation>
    </message>
    <message>
        <source>Not a clean TRF file: {error}</source>
        <translation>Fichier TRF non conforme : {error}</translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <source>Why? Round {round}: {players}</source>
        <translation>Pourquoi ? Ronde {round} : {players}</translation>
    </message>
    <message>
        <source>Asking the engine…</source>
        <translation>Interrogation du moteur…</translation>
    </message>
    <message>
        <source>No explanation: {reason}</source>
        <translation>Pas d&apos;explication : {reason}</translation>
    </message>
</context>
</TS>
