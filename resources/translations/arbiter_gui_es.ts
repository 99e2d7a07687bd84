<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>ByeRequestDialog</name>
    <message>
        <source>no bye: cancel the request</source>
        <translation>sin bye: anular la solicitud</translation>
    </message>
    <message>
        <source>Absence or bye: {player}</source>
        <translation>Ausencia o bye: {player}</translation>
    </message>
    <message>
        <source>Already recorded</source>
        <translation>Ya registrado</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>Not to be paired in round {round}: {players}</source>
        <translation>No se emparejan en la ronda {round}: {players}</translation>
    </message>
</context>
<context>
    <name>CsvPreviewDialog</name>
    <message>
        <source>(not imported)</source>
        <translation>(no importada)</translation>
    </message>
    <message>
        <source>Import players from {file}</source>
        <translation>Importar jugadores de {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), {encoding}, separated by {separator}. Choose what each column holds:</source>
        <translation>
            <numerusform>%n fila, {encoding}, separada por {separator}. Elija qué contiene cada columna:</numerusform>
            <numerusform>%n filas, {encoding}, separadas por {separator}. Elija qué contiene cada columna:</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-assign every pairing number in the initial order (C.04.2 C.3)</source>
        <translation>Reasignar todos los números de emparejamiento en el orden inicial (C.04.2 C.3)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation>Rechazada porque</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) to import</source>
        <translation>
            <numerusform>%n jugador por importar</numerusform>
            <numerusform>%n jugadores por importar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) refused (a FIDE id already registered is refused when importing).</source>
        <translation>
            <numerusform>%n fila rechazada (un ID FIDE ya inscrito se rechaza al importar).</numerusform>
            <numerusform>%n filas rechazadas (un ID FIDE ya inscrito se rechaza al importar).</numerusform>
        </translation>
    </message>
    <message>
        <source>commas</source>
        <translation>comas</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>puntos y comas</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>tabuladores</translation>
    </message>
    <message>
        <source>  (e.g. {value!r})</source>
        <translation>  (p. ej. {value!r})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Save (a backup)</source>
        <translation>&amp;Guardar (copia de seguridad)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Back up to a folder…</source>
        <translation>Copia de seg&amp;uridad en una carpeta…</translation>
    </message>
    <message>
        <source>&amp;Backup folder…</source>
        <translation>&amp;Carpeta de las copias de seguridad…</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Abra o cree primero un torneo</translation>
    </message>
    <message>
        <source>Saved (every change is saved as it is made); backup written to {path}</source>
        <translation>Guardado (cada cambio se guarda al hacerlo); copia de seguridad escrita en {path}</translation>
    </message>
    <message>
        <source>Back up to a folder (e.g. a USB stick)</source>
        <translation>Copia de seguridad en una carpeta (p. ej., una memoria USB)</translation>
    </message>
    <message>
        <source>Backup written to {path}</source>
        <translation>Copia de seguridad escrita en {path}</translation>
    </message>
    <message>
        <source>Round {round} paired; backup written to {path}</source>
        <translation>Ronda {round} emparejada; copia de seguridad escrita en {path}</translation>
    </message>
    <message>
        <source>Saved as {path}; changes now go into it</source>
        <translation>Guardado como {path}; los cambios van ahora a ese archivo</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importar TRF</translation>
    </message>
    <message>
        <source>{file} exists already: this TRF was imported before. Open it, with the changes made since, or import the TRF again under another name?</source>
        <translation>{file} ya existe: este TRF se importó antes. ¿Abrirlo, con los cambios hechos desde entonces, o importar el TRF de nuevo con otro nombre?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>A&amp;brirlo</translation>
    </message>
    <message>
        <source>Import under another &amp;name…</source>
        <translation>Importar con otro &amp;nombre…</translation>
    </message>
    <message>
        <source>Import TRF as</source>
        <translation>Importar el TRF como</translation>
    </message>
    <message>
        <source>Folder of the backups written after each round and by Ctrl+S</source>
        <translation>Carpeta de las copias de seguridad escritas tras cada ronda y con Ctrl+S</translation>
    </message>
    <message>
        <source>Backups go to {folder}</source>
        <translation>Las copias de seguridad van a {folder}</translation>
    </message>
</context>
<context>
    <name>FilesController</name>
    <message>
        <source>arbiter-gui tournament (*{suffix})</source>
        <translation>Torneo de arbiter-gui (*{suffix})</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All files (*)</source>
        <translation>TRF (*.trf *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importar TRF…</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>E&amp;xportar TRF…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source> (process {process} on {host})</source>
        <translation> (proceso {process} en {host})</translation>
    </message>
    <message>
        <source>{file} is open in another copy of arbiter-gui{holder}. Changes made in both would be lost or refused.

Open it read-only?</source>
        <translation>{file} está abierto en otra copia de arbiter-gui{holder}. Los cambios hechos en ambas se perderían o serían rechazados.

¿Abrirlo en solo lectura?</translation>
    </message>
    <message>
        <source>{file}: the tournament log was changed outside the program (its check failed):</source>
        <translation>{file}: el registro del torneo se modificó fuera del programa (su comprobación falló):</translation>
    </message>
    <message>
        <source>{path}: no such file (moved or deleted); removed from the list</source>
        <translation>{path}: no existe el archivo (movido o eliminado); quitado de la lista</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(ninguno todavía)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Abra o cree primero un torneo</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importar TRF</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exportar TRF</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>changed by the arbiter</source>
        <translation>cambiado por el árbitro</translation>
    </message>
    <message>
        <source>not paired: make a pair or give the bye</source>
        <translation>sin emparejar: forme una pareja o asigne el bye</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>No tournament open</source>
        <translation>Ningún torneo abierto</translation>
    </message>
    <message>
        <source>The log&apos;s hash chain is BROKEN: it was changed outside the program.</source>
        <translation>La cadena de hash del registro está ROTA: se modificó fuera del programa.</translation>
    </message>
    <message numerus="yes">
        <source>The log&apos;s hash chain is intact: %n entry(s), none changed or removed since written.</source>
        <translation>
            <numerusform>La cadena de hash del registro está intacta: %n entrada, ni modificada ni eliminada desde que se escribió.</numerusform>
            <numerusform>La cadena de hash del registro está intacta: %n entradas, ninguna modificada ni eliminada desde que se escribieron.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>The language changes once the pairing engine or the rating list import has finished</source>
        <translation>El idioma cambia cuando terminen el emparejamiento o la importación de la lista de Elo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Emparejar la ronda siguiente</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Prefere&amp;nces</source>
        <translation>&amp;Preferencias</translation>
    </message>
    <message>
        <source>round {played} of {planned}</source>
        <translation>ronda {played} de {planned}</translation>
    </message>
    <message>
        <source>round {played}</source>
        <translation>ronda {played}</translation>
    </message>
    <message>
        <source> — READ-ONLY</source>
        <translation> — SOLO LECTURA</translation>
    </message>
    <message>
        <source>The pairing engine is still running; wait for it to finish</source>
        <translation>El motor de emparejamiento sigue trabajando; espere a que termine</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <source>Why the pairing is changed (required; it is logged and printed)</source>
        <translation>Por qué se cambia el emparejamiento (obligatorio; se registra y se imprime)</translation>
    </message>
    <message>
        <source>The arbiter who decides (required)</source>
        <translation>El árbitro que decide (obligatorio)</translation>
    </message>
</context>
<context>
    <name>PairingController</name>
    <message>
        <source>{message}.

Pair round {round} locally, with this program&apos;s engine? The round is then marked &quot;paired locally&quot; in the log, on the pairing sheet and in the next request to the server.</source>
        <translation>{message}.

¿Emparejar la ronda {round} localmente, con el motor de este programa? La ronda queda marcada como «emparejada localmente» en el registro, en la hoja de emparejamientos y en la próxima petición al servidor.</translation>
    </message>
    <message numerus="yes">
        <source>Final file sent to the pairing server {url}: %n new deviation(s) recorded</source>
        <translation>
            <numerusform>Archivo final enviado al servidor de emparejamientos {url}: %n nueva desviación registrada</numerusform>
            <numerusform>Archivo final enviado al servidor de emparejamientos {url}: %n nuevas desviaciones registradas</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing; pair again</source>
        <translation>El torneo cambió mientras el motor emparejaba; vuelva a emparejar</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation when it paired round {round}.</source>
        <translation>La explicación del motor cuando emparejó la ronda {round}.</translation>
    </message>
    <message>
        <source>Select a pair or a player of a paired round</source>
        <translation>Seleccione una pareja o un jugador de una ronda emparejada</translation>
    </message>
    <message>
        <source>The engine run again on the tournament as it stood before round {round}.</source>
        <translation>El motor ejecutado de nuevo sobre el torneo tal como estaba antes de la ronda {round}.</translation>
    </message>
    <message>
        <source> It pairs the round differently from how it was paired (changed by hand, or paired by another program): this explains the engine&apos;s pairing.</source>
        <translation> Empareja la ronda de otro modo que como se emparejó (cambiada a mano o emparejada por otro programa): esto explica el emparejamiento del motor.</translation>
    </message>
    <message>
        <source>Affected: {note}.</source>
        <translation>Afectada: {note}.</translation>
    </message>
</context>
<context>
    <name>PairingJob</name>
    <message>
        <source>Round {round}: {reason}</source>
        <translation>Ronda {round}: {reason}</translation>
    </message>
    <message>
        <source>The pairing engine failed: {error!r}</source>
        <translation>El motor de emparejamiento falló: {error!r}</translation>
    </message>
    <message>
        <source>The pairing server&apos;s client failed: {error!r}</source>
        <translation>El cliente del servidor de emparejamientos falló: {error!r}</translation>
    </message>
</context>
<context>
    <name>PairingOverrides</name>
    <message>
        <source>Absolute criterion broken</source>
        <translation>Criterio absoluto incumplido</translation>
    </message>
    <message>
        <source>This change breaks an absolute criterion of the pairing rules:</source>
        <translation>Este cambio incumple un criterio absoluto de las reglas de emparejamiento:</translation>
    </message>
    <message>
        <source>Apply it all the same?</source>
        <translation>¿Aplicarlo de todos modos?</translation>
    </message>
    <message>
        <source>Apply all the same</source>
        <translation>Aplicar de todos modos</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Change pairing</source>
        <translation>&amp;Cambiar emparejamiento</translation>
    </message>
    <message>
        <source>E&amp;xchange opponents…</source>
        <translation>&amp;Intercambiar rivales…</translation>
    </message>
    <message>
        <source>&amp;Swap colours…</source>
        <translation>Invertir &amp;colores…</translation>
    </message>
    <message>
        <source>&amp;Make pair…</source>
        <translation>&amp;Formar pareja…</translation>
    </message>
    <message>
        <source>&amp;Break pair…</source>
        <translation>&amp;Deshacer pareja…</translation>
    </message>
    <message>
        <source>&amp;Give bye…</source>
        <translation>&amp;Asignar bye…</translation>
    </message>
    <message>
        <source>&amp;Take bye…</source>
        <translation>&amp;Quitar bye…</translation>
    </message>
    <message>
        <source>No round is shown; pair a round first</source>
        <translation>No se muestra ninguna ronda; empareje primero una ronda</translation>
    </message>
    <message>
        <source>board {board}, white</source>
        <translation>tablero {board}, blancas</translation>
    </message>
    <message>
        <source>board {board}, black</source>
        <translation>tablero {board}, negras</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>sin emparejar</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>Intercambiar rivales</translation>
    </message>
    <message>
        <source>The two players keep their colours; their opponents change places. The pairing-allocated bye counts as an opponent.</source>
        <translation>Los dos jugadores conservan sus colores; sus rivales cambian de sitio. El bye asignado por el emparejamiento cuenta como rival.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Segundo jugador</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Invertir colores</translation>
    </message>
    <message>
        <source>White and black of the board change places.</source>
        <translation>Las blancas y las negras del tablero cambian de sitio.</translation>
    </message>
    <message>
        <source>Break pair</source>
        <translation>Deshacer pareja</translation>
    </message>
    <message>
        <source>The board&apos;s two players go on the list of players to pair (make pair or give bye).</source>
        <translation>Los dos jugadores del tablero pasan a la lista de jugadores por emparejar (formar pareja o asignar bye).</translation>
    </message>
    <message>
        <source>Round {round}: every board has a result; clear the result of the board to change first</source>
        <translation>Ronda {round}: todos los tableros tienen resultado; borre primero el resultado del tablero que desea cambiar</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Round {round}: no player is left unpaired; break a pair or take the bye first</source>
        <translation>Ronda {round}: no queda ningún jugador sin emparejar; deshaga primero una pareja o quite el bye</translation>
    </message>
    <message>
        <source>Round {round}: one player is left unpaired; break a pair or take the bye first</source>
        <translation>Ronda {round}: solo queda un jugador sin emparejar; deshaga primero una pareja o quite el bye</translation>
    </message>
    <message>
        <source>Make pair</source>
        <translation>Formar pareja</translation>
    </message>
    <message>
        <source>Pair two of the players left unpaired.</source>
        <translation>Emparejar a dos de los jugadores que quedaron sin emparejar.</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Asignar bye</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to a player left unpaired.</source>
        <translation>Conceder el bye asignado por el emparejamiento a un jugador que quedó sin emparejar.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Take bye</source>
        <translation>Quitar bye</translation>
    </message>
    <message>
        <source>{player} loses the pairing-allocated bye and goes on the list of players to pair.</source>
        <translation>{player} pierde el bye asignado por el emparejamiento y pasa a la lista de jugadores por emparejar.</translation>
    </message>
    <message>
        <source>{action} — round {round}</source>
        <translation>{action} — ronda {round}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <source>0 or empty: unrated</source>
        <translation>0 o vacío: sin Elo</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/DD</translation>
    </message>
    <message>
        <source>empty: from the rating and the age</source>
        <translation>vacío: según el Elo y la edad</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>Juega desde la ronda</translation>
    </message>
    <message>
        <source>Find in FIDE list</source>
        <translation>Buscar en la lista FIDE</translation>
    </message>
</context>
<context>
    <name>PlayerImports</name>
    <message>
        <source>FIDE rating list (*.zip *.xml *.txt);;All files (*)</source>
        <translation>Lista de Elo FIDE (*.zip *.xml *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The rating list import failed: {error!r}</source>
        <translation>La importación de la lista de Elo falló: {error!r}</translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Importar jugadores de &amp;CSV…</translation>
    </message>
    <message>
        <source>Import the FIDE &amp;rating list…</source>
        <translation>Importar la lista de &amp;Elo FIDE…</translation>
    </message>
    <message>
        <source>&amp;Update players from the FIDE rating list…</source>
        <translation>&amp;Actualizar jugadores desde la lista de Elo FIDE…</translation>
    </message>
    <message>
        <source>Import FIDE&apos;s rating list (players_list_xml_foa or players_list_foa)</source>
        <translation>Importar la lista de Elo de la FIDE (players_list_xml_foa o players_list_foa)</translation>
    </message>
    <message>
        <source>A rating list is being imported already</source>
        <translation>Ya se está importando una lista de Elo</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importando {file}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Lista de Elo FIDE</translation>
    </message>
    <message>
        <source>The rating list was not imported</source>
        <translation>La lista de Elo no se importó</translation>
    </message>
    <message>
        <source>{reason}; the previous rating list is kept</source>
        <translation>{reason}; se conserva la lista de Elo anterior</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Abra o cree primero un torneo</translation>
    </message>
    <message>
        <source>No FIDE rating list is imported yet: Players &gt; Import the FIDE rating list</source>
        <translation>Todavía no se ha importado ninguna lista de Elo FIDE: Jugadores &gt; Importar la lista de Elo FIDE</translation>
    </message>
    <message>
        <source>Every player is as in {list}</source>
        <translation>Todos los jugadores están como en {list}</translation>
    </message>
    <message>
        <source>No change ticked: nothing was updated</source>
        <translation>Ningún cambio marcado: no se actualizó nada</translation>
    </message>
</context>
<context>
    <name>PlayersController</name>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Select the player to withdraw</source>
        <translation>Seleccione el jugador que desea retirar</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>{player} is not paired from round:</source>
        <translation>{player} deja de emparejarse desde la ronda:</translation>
    </message>
    <message>
        <source>Select the player to delete</source>
        <translation>Seleccione el jugador que desea eliminar</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Eliminar jugador</translation>
    </message>
    <message>
        <source>Delete {player} from the tournament? (Edit &gt; Undo brings the player back.)</source>
        <translation>¿Eliminar {player} del torneo? (Editar &gt; Deshacer lo recupera.)</translation>
    </message>
    <message>
        <source>Select the withdrawn player who plays again</source>
        <translation>Seleccione el jugador retirado que vuelve a jugar</translation>
    </message>
    <message>
        <source>Undo withdrawal</source>
        <translation>Anular la retirada</translation>
    </message>
    <message>
        <source>{player} is paired again from round:</source>
        <translation>{player} vuelve a emparejarse desde la ronda:</translation>
    </message>
    <message>
        <source>Select the player who will be absent</source>
        <translation>Seleccione el jugador que estará ausente</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Abra o cree primero un torneo</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <translation>Elo nac.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>juega</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Find a name or FIDE id</source>
        <translation>Buscar un nombre o ID FIDE</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>Añadir jugador…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Retirar…</translation>
    </message>
    <message>
        <source>Absence / bye…</source>
        <translation>Ausencia / bye…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>Remove a player registered by mistake (before round 1 is paired; then withdraw instead)</source>
        <translation>Eliminar un jugador inscrito por error (antes de emparejar la ronda 1; después, retírelo)</translation>
    </message>
    <message>
        <source>Undo withdrawal…</source>
        <translation>Anular la retirada…</translation>
    </message>
    <message>
        <source>Pairing numbers are definitive: round 4 is paired. A late entrant is numbered after the others (C.04.2 B.3).</source>
        <translation>Los números de emparejamiento son definitivos: la ronda 4 está emparejada. Una inscripción tardía se numera después de los demás (C.04.2 B.3).</translation>
    </message>
    <message>
        <source>Pairing numbers are fixed: round 1 is paired. Only a late entry re-assigns them (C.04.2 C.3).</source>
        <translation>Los números de emparejamiento son fijos: la ronda 1 está emparejada. Solo una inscripción tardía los reasigna (C.04.2 C.3).</translation>
    </message>
    <message>
        <source>Pairing numbers follow the initial order: rating, title, name (C.04.2 B).</source>
        <translation>Los números de emparejamiento siguen el orden inicial: Elo, título, nombre (C.04.2 B).</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>&amp;Pairings of the round shown</source>
        <translation>&amp;Emparejamientos de la ronda mostrada</translation>
    </message>
    <message>
        <source>&amp;Alphabetical pairing list</source>
        <translation>Lista &amp;alfabética de emparejamientos</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>&amp;Tabla cruzada</translation>
    </message>
    <message>
        <source>Cross table &amp;by rank</source>
        <translation>Tabla cruzada por puest&amp;o</translation>
    </message>
    <message>
        <source>Override &amp;log</source>
        <translation>&amp;Registro de cambios</translation>
    </message>
    <message>
        <source>Arbiter&apos;s rep&amp;ort: the whole journal</source>
        <translation>Informe del árbitro: todo el &amp;diario</translation>
    </message>
    <message>
        <source>Starting lis&amp;t</source>
        <translation>&amp;Lista inicial</translation>
    </message>
    <message>
        <source>Starting list by &amp;name</source>
        <translation>Lista inicial por &amp;nombre</translation>
    </message>
    <message>
        <source>Cate&amp;gory standings</source>
        <translation>Clasificación por cate&amp;gorías</translation>
    </message>
    <message>
        <source>Pri&amp;zes</source>
        <translation>Pre&amp;mios</translation>
    </message>
    <message>
        <source>Result sl&amp;ips of the round shown</source>
        <translation>&amp;Papeletas de resultado de la ronda mostrada</translation>
    </message>
    <message>
        <source>&amp;Wall sheet: pairings of the round shown, standings before it</source>
        <translation>&amp;Hoja mural: emparejamientos de la ronda mostrada, clasificación anterior</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimir</translation>
    </message>
    <message>
        <source>Print to printe&amp;r…</source>
        <translation>Imprimir en impre&amp;sora…</translation>
    </message>
    <message>
        <source>W&amp;eb pages…</source>
        <translation>Páginas &amp;web…</translation>
    </message>
    <message>
        <source>&amp;US Letter paper (A4 otherwise)</source>
        <translation>Papel Letter de EE. &amp;UU. (si no, A4)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Abra o cree primero un torneo</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {file} cannot be written ({error}); choose another folder</source>
        <translation>La impresión {kind} no se hizo: {file} no se puede escribir ({error}); elija otra carpeta</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {error}</source>
        <translation>No se hizo la impresión {kind}: {error}</translation>
    </message>
    <message>
        <source>The {kind} printout was made, but some characters print as empty boxes:
{warnings}</source>
        <translation>La impresión {kind} se hizo, pero algunos caracteres se imprimen como cuadros vacíos:
{warnings}</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Imprimir en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The web pages were not made: {error}</source>
        <translation>No se hicieron las páginas web: {error}</translation>
    </message>
    <message>
        <source>Web pages into the folder</source>
        <translation>Páginas web en la carpeta</translation>
    </message>
    <message>
        <source>The printer {printer} cannot print now; nothing was printed</source>
        <translation>La impresora {printer} no puede imprimir ahora; no se imprimió nada</translation>
    </message>
</context>
<context>
    <name>RankedModel</name>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Performance rating (C.07 10.2) against the rated opponents</source>
        <translation>Rendimiento (C.07 10.2) contra los rivales con Elo</translation>
    </message>
    <message>
        <source>K-factor (FIDE Rating Regulations B.02 8.3.3)</source>
        <translation>Factor K (Reglamento de Elo de la FIDE B.02 8.3.3)</translation>
    </message>
    <message>
        <source>Rating change (FIDE Rating Regulations B.02 8.3)</source>
        <translation>Variación de Elo (Reglamento de Elo de la FIDE B.02 8.3)</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>sin emparejar</translation>
    </message>
    <message>
        <source>round {round}: {bye} ({points})</source>
        <translation>ronda {round}: {bye} ({points})</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>sin resultado todavía</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (white for {player}); {result}</source>
        <translation>ronda {round}, tablero {board}: {opponent} (blancas para {player}); {result}</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (black for {player}); {result}</source>
        <translation>ronda {round}, tablero {board}: {opponent} (negras para {player}); {result}</translation>
    </message>
</context>
<context>
    <name>RankedPage</name>
    <message>
        <source>{problem}; left out</source>
        <translation>{problem}; omitido</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>Tras la ronda</translation>
    </message>
</context>
<context>
    <name>RatingListLookup</name>
    <message>
        <source>FIDE id or name (Surname, Given) in the FIDE list</source>
        <translation>ID FIDE o nombre (Apellido, Nombre) en la lista FIDE</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sin Elo</translation>
    </message>
    <message>
        <source>FIDE id {id}</source>
        <translation>ID FIDE {id}</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactivo</translation>
    </message>
</context>
<context>
    <name>RefreshDialog</name>
    <message>
        <source>Ratings</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>Títulos</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Federaciones</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>Update players from the FIDE rating list</source>
        <translation>Actualizar jugadores desde la lista de Elo FIDE</translation>
    </message>
    <message numerus="yes">
        <source>{list} changes %n player(s). Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</source>
        <translation>
            <numerusform>{list} cambia %n jugador. Los nombres que solo difieren en acentos o transliteración se mantienen; marque los cambios que tomar (Espacio marca la fila seleccionada):</numerusform>
            <numerusform>{list} cambia %n jugadores. Los nombres que solo difieren en acentos o transliteración se mantienen; marque los cambios que tomar (Espacio marca la fila seleccionada):</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>En la lista</translation>
    </message>
    <message>
        <source>Take all:</source>
        <translation>Tomar todos:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>white wins</source>
        <translation>ganan las blancas</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>ganan las negras</translation>
    </message>
    <message>
        <source>white wins by forfeit</source>
        <translation>ganan las blancas por incomparecencia</translation>
    </message>
    <message>
        <source>black wins by forfeit</source>
        <translation>ganan las negras por incomparecencia</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>doble incomparecencia</translation>
    </message>
    <message>
        <source>white wins, not played</source>
        <translation>ganan las blancas, no jugada</translation>
    </message>
    <message>
        <source>draw, not played</source>
        <translation>tablas, no jugada</translation>
    </message>
    <message>
        <source>black wins, not played</source>
        <translation>ganan las negras, no jugada</translation>
    </message>
    <message>
        <source>white ½, black 0</source>
        <translation>blancas ½, negras 0</translation>
    </message>
    <message>
        <source>white 0, black ½</source>
        <translation>blancas 0, negras ½</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>pierden ambos</translation>
    </message>
</context>
<context>
    <name>RoundStartDialog</name>
    <message>
        <source>starts {when}</source>
        <translation>inicio {when}</translation>
    </message>
    <message>
        <source>Start of a round</source>
        <translation>Inicio de una ronda</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/DD</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>HH:MM</translation>
    </message>
    <message>
        <source>The time the round starts, on the 24-hour clock; the pairing sheet, the result slips and the wall sheet print it in their header</source>
        <translation>La hora a la que empieza la ronda, en formato de 24 horas; los emparejamientos, las papeletas de resultado y la hoja mural la imprimen en su encabezado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Hora de inicio</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>Result keys on a board&apos;s row:</source>
        <translation>Teclas de resultado en la fila de un tablero:</translation>
    </message>
    <message>
        <source>Delete   clear the result</source>
        <translation>Supr   borrar el resultado</translation>
    </message>
    <message>
        <source>{key}   adjourned, or no longer: a draw for pairing purposes only until its result is entered</source>
        <translation>{key}   aplazada, o ya no: tablas solo a efectos del emparejamiento hasta que se introduzca su resultado</translation>
    </message>
    <message>
        <source>Pair next round (F9)</source>
        <translation>Emparejar la ronda siguiente (F9)</translation>
    </message>
    <message>
        <source>Unpair round</source>
        <translation>Deshacer el emparejamiento</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Inicio…</translation>
    </message>
    <message>
        <source>The date and start time of a round</source>
        <translation>La fecha y la hora de inicio de una ronda</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Cambiar emparejamiento</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation of the selected pair or player</source>
        <translation>La explicación del motor para la pareja o el jugador seleccionado</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Emparejando…</translation>
    </message>
    <message>
        <source>Paired locally</source>
        <translation>Emparejada localmente</translation>
    </message>
    <message>
        <source>The tournament&apos;s pairing server could not be reached: the arbiter confirmed pairing this round with the program&apos;s own engine. The next request to the server says so.</source>
        <translation>El servidor de emparejamientos del torneo no respondía: el árbitro confirmó emparejar esta ronda con el motor del propio programa. La próxima petición al servidor lo indica.</translation>
    </message>
    <message numerus="yes">
        <source>{entered} of %n result(s)</source>
        <translation>
            <numerusform>{entered} de %n resultado</numerusform>
            <numerusform>{entered} de %n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} was paired</source>
        <translation>emparejar la ronda {round}</translation>
    </message>
    <message>
        <source>rounds {first}-{last} were paired</source>
        <translation>emparejar las rondas {first}-{last}</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: the result is changed to {result} after {after}. The pairings of {rounds} rest on the old result; they stay as they are, and the checker will show them as affected.

Why is the result corrected? (logged)</source>
        <translation>Ronda {round}, tablero {board}: el resultado cambia a {result} después de {after}. Los emparejamientos de {rounds} se basan en el resultado anterior; se quedan como están y la comprobación los mostrará como afectados.

¿Por qué se corrige el resultado? (queda registrado)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Corregir un resultado</translation>
    </message>
    <message>
        <source>Round {round}, board {board} already has the result {result}. Replace it with {new}?</source>
        <translation>Ronda {round}, el tablero {board} ya tiene el resultado {result}. ¿Sustituirlo por {new}?</translation>
    </message>
    <message>
        <source>Unpair round {round}? Its pairing is removed (Undo puts it back); the requested byes, late entries and withdrawals stay recorded.</source>
        <translation>¿Deshacer el emparejamiento de la ronda {round}? Su emparejamiento se elimina (Deshacer lo restaura); los byes solicitados, las inscripciones tardías y las retiradas siguen registrados.</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test FAILED: {reason}</source>
        <translation>autoprueba FALLIDA: {reason}</translation>
    </message>
    <message>
        <source>self-test FAILED: unexpected {error!r}</source>
        <translation>autoprueba FALLIDA: inesperado {error!r}</translation>
    </message>
    <message>
        <source>self-test passed: {count} checks</source>
        <translation>autoprueba superada: {count} comprobaciones</translation>
    </message>
    <message>
        <source>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, platform {platform}</source>
        <translation>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, plataforma {platform}</translation>
    </message>
    <message>
        <source>language: {name}</source>
        <translation>idioma: {name}</translation>
    </message>
    <message>
        <source>the application icon {icon} cannot be read</source>
        <translation>el icono de la aplicación {icon} no se puede leer</translation>
    </message>
    <message>
        <source>application icon read from {folder}</source>
        <translation>icono de la aplicación leído de {folder}</translation>
    </message>
    <message>
        <source>the tournament file {path} was not created: {errors}</source>
        <translation>el archivo del torneo {path} no se creó: {errors}</translation>
    </message>
    <message>
        <source>tournament file created in {folder}</source>
        <translation>archivo del torneo creado en {folder}</translation>
    </message>
    <message>
        <source>{player} not registered: {errors}</source>
        <translation>{player} no inscrito: {errors}</translation>
    </message>
    <message>
        <source>{shown} players shown, {registered} registered</source>
        <translation>{shown} jugadores mostrados, {registered} inscritos</translation>
    </message>
    <message>
        <source>{count} players registered</source>
        <translation>{count} jugadores inscritos</translation>
    </message>
    <message>
        <source>round 1 paired: {boards} boards</source>
        <translation>ronda 1 emparejada: {boards} tableros</translation>
    </message>
    <message>
        <source>round 1 results typed on every board</source>
        <translation>resultados de la ronda 1 tecleados en todos los tableros</translation>
    </message>
    <message>
        <source>round 2 boards {boards} repeat a round 1 game (C.04.1 b)</source>
        <translation>los tableros {boards} de la ronda 2 repiten una partida de la ronda 1 (C.04.1 b)</translation>
    </message>
    <message>
        <source>round 2 paired: {boards} boards, no game repeated</source>
        <translation>ronda 2 emparejada: {boards} tableros, ninguna partida repetida</translation>
    </message>
    <message>
        <source>{pdf} is missing or empty</source>
        <translation>{pdf} falta o está vacío</translation>
    </message>
    <message>
        <source>{pdf} is not a PDF</source>
        <translation>{pdf} no es un PDF</translation>
    </message>
    <message>
        <source>round 2 pairings printed: {pdf}, {size} bytes</source>
        <translation>emparejamientos de la ronda 2 impresos: {pdf}, {size} bytes</translation>
    </message>
    <message>
        <source>{path} reopened differs from what was shown</source>
        <translation>{path} reabierto difiere de lo mostrado</translation>
    </message>
    <message>
        <source>tournament file reopened: the same two rounds</source>
        <translation>archivo del torneo reabierto: las mismas dos rondas</translation>
    </message>
    <message>
        <source>round {round}: the pair button is disabled</source>
        <translation>ronda {round}: el botón de emparejar está desactivado</translation>
    </message>
    <message>
        <source>round {round} pairing</source>
        <translation>emparejamiento de la ronda {round}</translation>
    </message>
    <message>
        <source>round {round} pairing: {errors}</source>
        <translation>emparejamiento de la ronda {round}: {errors}</translation>
    </message>
    <message>
        <source>round {round} was not stored</source>
        <translation>la ronda {round} no se guardó</translation>
    </message>
    <message>
        <source>round {round} results: {errors}</source>
        <translation>resultados de la ronda {round}: {errors}</translation>
    </message>
    <message>
        <source>round {round}: boards {boards} have no result after typing</source>
        <translation>ronda {round}: los tableros {boards} no tienen resultado tras teclearlos</translation>
    </message>
    <message>
        <source>{what}: no answer after {seconds} s</source>
        <translation>{what}: sin respuesta tras {seconds} s</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The tournament file is closed</source>
        <translation>El archivo del torneo está cerrado</translation>
    </message>
    <message>
        <source>{error}; the undo history is cleared</source>
        <translation>{error}; se borra el historial de deshacer</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Abra o cree primero un torneo</translation>
    </message>
    <message>
        <source>{file} is open read-only (another copy of arbiter-gui has it open); nothing was changed</source>
        <translation>{file} está abierto en solo lectura (otra copia de arbiter-gui lo tiene abierto); no se cambió nada</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Rounds without half-point byes: {word!r} is not a round number</source>
        <translation>Rondas sin byes de medio punto: {word!r} no es un número de ronda</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/DD</translation>
    </message>
    <message>
        <source>one name a line</source>
        <translation>un nombre por línea</translation>
    </message>
    <message>
        <source>Save deputy arbiters</source>
        <translation>Guardar los árbitros adjuntos</translation>
    </message>
    <message>
        <source>Date (YYYY/MM/DD)</source>
        <translation>Fecha (AAAA/MM/DD)</translation>
    </message>
    <message>
        <source>Leave the FIDE mode…</source>
        <translation>Abandonar el modo FIDE…</translation>
    </message>
    <message>
        <source>The rules the rounds are paired with: those in force when the tournament was played</source>
        <translation>Las reglas con que se emparejan las rondas: las vigentes cuando se jugó el torneo</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Sortear</translation>
    </message>
    <message>
        <source>e.g. 8, 9</source>
        <translation>p. ej. 8, 9</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Aceleración de Bakú (C.04.5.1)</translation>
    </message>
    <message>
        <source>Group A (the first half of the players, rounded up to even) gets 1 virtual point, then ½, in the first half of the rounds</source>
        <translation>El grupo A (la primera mitad de los jugadores, redondeada al par superior) recibe 1 punto virtual, luego ½, en la primera mitad de las rondas</translation>
    </message>
    <message>
        <source>one group a line: rounds: pairing numbers
e.g. 1-9: 3 12  (same family)</source>
        <translation>un grupo por línea: rondas: números de emparejamiento
p. ej. 1-9: 3 12  (misma familia)</translation>
    </message>
    <message>
        <source>Save prohibited pairings</source>
        <translation>Guardar los emparejamientos prohibidos</translation>
    </message>
    <message>
        <source>rounds 1-</source>
        <translation>rondas 1-</translation>
    </message>
    <message>
        <source>Add: same club does not meet</source>
        <translation>Añadir: el mismo club no se enfrenta</translation>
    </message>
    <message>
        <source>one category a line: name: conditions
e.g. U16: age -15
Women: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</source>
        <translation>una categoría por línea: nombre: condiciones
p. ej. Sub16: age -15
Femenino: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</translation>
    </message>
    <message>
        <source>YYYY/MM/DD (default: 1 January)</source>
        <translation>AAAA/MM/DD (por defecto: 1 de enero)</translation>
    </message>
    <message>
        <source>amounts of places 1, 2, ...
e.g. Overall: 1000 500 250
U16: 100 50</source>
        <translation>importes de los puestos 1, 2, ...
p. ej. General: 1000 500 250
Sub16: 100 50</translation>
    </message>
    <message>
        <source>e.g. EUR, USD or a sign: Kč</source>
        <translation>p. ej. EUR, USD o un símbolo: Kč</translation>
    </message>
    <message>
        <source>Save categories and prizes</source>
        <translation>Guardar las categorías y los premios</translation>
    </message>
    <message>
        <source>Register with the server</source>
        <translation>Inscribir en el servidor</translation>
    </message>
    <message>
        <source>Registers the tournament with the server at the URL above and keeps the id and the secret it gives (in the tournament file only, never in an exported TRF)</source>
        <translation>Inscribe el torneo en el servidor de la URL de arriba y guarda el identificador y el secreto que da (solo en el archivo del torneo, nunca en un TRF exportado)</translation>
    </message>
    <message>
        <source>With a server, F9 sends the tournament to it and stores its pairing. Leave the three fields empty to pair with this program.</source>
        <translation>Con un servidor, F9 le envía el torneo y guarda su emparejamiento. Deje vacíos los tres campos para emparejar con este programa.</translation>
    </message>
    <message>
        <source>The tournament is registered already (tournament id {id}). Register it again, as a new tournament of the server?</source>
        <translation>El torneo ya está inscrito (identificador {id}). ¿Inscribirlo de nuevo, como un torneo nuevo del servidor?</translation>
    </message>
    <message>
        <source>rounds {first}-{last}, pairing numbers {from_player}-{to_player}: virtual points {points}</source>
        <translation>rondas {first}-{last}, números de emparejamiento {from_player}-{to_player}: puntos virtuales {points}</translation>
    </message>
    <message>
        <source>rounds {first}-{last}: </source>
        <translation>rondas {first}-{last}: </translation>
    </message>
    <message>
        <source>The rounds paired so far ({paired}) were paired with the {old} edition of the Dutch rules. Pair the next rounds, and check the tournament, with the {new} edition? The rounds already paired stay as they are; the change is written in the log.</source>
        <translation>Las rondas emparejadas hasta ahora ({paired}) se emparejaron con la edición {old} de las reglas del sistema holandés. ¿Emparejar las rondas siguientes, y comprobar el torneo, con la edición {new}? Las rondas ya emparejadas quedan como están; el cambio se anota en el registro.</translation>
    </message>
    <message>
        <source>The FIDE mode offers only what FIDE endorses: the FIDE pairing systems, no full-point byes on request, pairing numbers frozen once round 4 is paired and the settings of the regulations locked once play has started. Outside it this tournament may not meet FIDE&apos;s rules.

Leave the FIDE mode?</source>
        <translation>El modo FIDE solo ofrece lo que la FIDE homologa: los sistemas de emparejamiento FIDE, ningún bye de un punto a petición, números de emparejamiento fijos una vez emparejada la ronda 4 y los ajustes del reglamento bloqueados una vez comenzado el juego. Fuera de él, este torneo puede no cumplir las reglas de la FIDE.

¿Abandonar el modo FIDE?</translation>
    </message>
    <message>
        <source>Leaving the FIDE mode cannot be undone: the tournament stays out of it, the log records it and every TRF export says so.

Leave the FIDE mode for good?</source>
        <translation>Abandonar el modo FIDE no se puede deshacer: el torneo queda fuera de él, el registro lo anota y cada exportación TRF lo indica.

¿Abandonar el modo FIDE definitivamente?</translation>
    </message>
    <message>
        <source>Leave the FIDE mode</source>
        <translation>Abandonar el modo FIDE</translation>
    </message>
    <message>
        <source>drawn by lot: {colour} for pairing number 1</source>
        <translation>sorteado: {colour} para el número de emparejamiento 1</translation>
    </message>
</context>
<context>
    <name>TiebreakEditor</name>
    <message>
        <source>choose or type a code, e.g. BH/C1</source>
        <translation>elija o escriba un código, p. ej. BH/C1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
</context>
<context>
    <name>TrfImportPreview</name>
    <message>
        <source>Start no.</source>
        <translation>N.º inicial</translation>
    </message>
    <message>
        <source>The file follows the TRF text: strict reading finds nothing to refuse.</source>
        <translation>El archivo sigue el texto del TRF: la lectura estricta no encuentra nada que rechazar.</translation>
    </message>
    <message>
        <source>Import TRF: {file}</source>
        <translation>Importar TRF: {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired of {planned}</source>
        <translation>
            <numerusform>%n ronda emparejada de {planned}</numerusform>
            <numerusform>%n rondas emparejadas de {planned}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <translation>
            <numerusform>%n ronda emparejada</numerusform>
            <numerusform>%n rondas emparejadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Sin advertencias.</translation>
    </message>
    <message>
        <source>&amp;Check this file</source>
        <translation>&amp;Comprobar este archivo</translation>
    </message>
    <message>
        <source>Read the file strictly, refusing every departure from the TRF text (as for a rating report)</source>
        <translation>Leer el archivo de forma estricta, rechazando toda desviación del texto del TRF (como para un informe de Elo)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Warnings: what the file says otherwise than the TRF text, and how it was read</source>
        <translation>Advertencias: lo que el archivo dice de forma distinta al texto del TRF, y cómo se leyó</translation>
    </message>
    <message>
        <source>Not a clean TRF file: {error}</source>
        <translation>No es un archivo TRF limpio: {error}</translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <source>Why? Round {round}: {players}</source>
        <translation>¿Por qué? Ronda {round}: {players}</translation>
    </message>
    <message>
        <source>Asking the engine…</source>
        <translation>Consultando al motor…</translation>
    </message>
    <message>
        <source>No explanation: {reason}</source>
        <translation>Sin explicación: {reason}</translation>
    </message>
</context>
</TS>
