<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>ByeRequestDialog</name>
    <message>
        <source>no bye: cancel the request</source>
        <translation>без пропуска тура: отменить заявку</translation>
    </message>
    <message>
        <source>Absence or bye: {player}</source>
        <translation>Отсутствие или пропуск тура: {player}</translation>
    </message>
    <message>
        <source>Already recorded</source>
        <translation>Уже записано</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Пропуск тура</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>выбыл</translation>
    </message>
    <message>
        <source>Not to be paired in round {round}: {players}</source>
        <translation>Не участвуют в жеребьёвке {round}-го тура: {players}</translation>
    </message>
</context>
<context>
    <name>CsvPreviewDialog</name>
    <message>
        <source>(not imported)</source>
        <translation>(не импортируется)</translation>
    </message>
    <message>
        <source>Import players from {file}</source>
        <translation>Импорт игроков из {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s), {encoding}, separated by {separator}. Choose what each column holds:</source>
        <translation>
            <numerusform>%n строка, {encoding}, разделители: {separator}. Выберите, что содержит каждый столбец:</numerusform>
            <numerusform>%n строки, {encoding}, разделители: {separator}. Выберите, что содержит каждый столбец:</numerusform>
            <numerusform>%n строк, {encoding}, разделители: {separator}. Выберите, что содержит каждый столбец:</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-assign every pairing number in the initial order (C.04.2 C.3)</source>
        <translation>Заново присвоить все стартовые номера в исходном порядке (C.04.2 C.3)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Refused because</source>
        <translation>Отклонена, потому что</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импортировать</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) to import</source>
        <translation>
            <numerusform>%n игрок для импорта</numerusform>
            <numerusform>%n игрока для импорта</numerusform>
            <numerusform>%n игроков для импорта</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) refused (a FIDE id already registered is refused when importing).</source>
        <translation>
            <numerusform>%n строка отклонена (уже зарегистрированный ID ФИДЕ при импорте отклоняется).</numerusform>
            <numerusform>%n строки отклонены (уже зарегистрированный ID ФИДЕ при импорте отклоняется).</numerusform>
            <numerusform>%n строк отклонено (уже зарегистрированный ID ФИДЕ при импорте отклоняется).</numerusform>
        </translation>
    </message>
    <message>
        <source>commas</source>
        <translation>запятые</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>точки с запятой</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>табуляции</translation>
    </message>
    <message>
        <source>  (e.g. {value!r})</source>
        <translation>  (напр. {value!r})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Save (a backup)</source>
        <translation>&amp;Сохранить (резервная копия)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Back up to a folder…</source>
        <translation>&amp;Резервная копия в папку…</translation>
    </message>
    <message>
        <source>&amp;Backup folder…</source>
        <translation>&amp;Папка резервных копий…</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Сначала откройте или создайте турнир</translation>
    </message>
    <message>
        <source>Saved (every change is saved as it is made); backup written to {path}</source>
        <translation>Сохранено (каждое изменение сохраняется сразу); резервная копия записана: {path}</translation>
    </message>
    <message>
        <source>Back up to a folder (e.g. a USB stick)</source>
        <translation>Резервная копия в папку (например, на флешку)</translation>
    </message>
    <message>
        <source>Backup written to {path}</source>
        <translation>Резервная копия записана: {path}</translation>
    </message>
    <message>
        <source>Round {round} paired; backup written to {path}</source>
        <translation>Тур {round} составлен; резервная копия записана: {path}</translation>
    </message>
    <message>
        <source>Saved as {path}; changes now go into it</source>
        <translation>Сохранено как {path}; изменения теперь идут в этот файл</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Импорт TRF</translation>
    </message>
    <message>
        <source>{file} exists already: this TRF was imported before. Open it, with the changes made since, or import the TRF again under another name?</source>
        <translation>{file} уже существует: этот TRF уже импортировался. Открыть этот файл со всеми изменениями, сделанными с тех пор, или импортировать TRF снова под другим именем?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Открыть его</translation>
    </message>
    <message>
        <source>Import under another &amp;name…</source>
        <translation>Импортировать под другим &amp;именем…</translation>
    </message>
    <message>
        <source>Import TRF as</source>
        <translation>Импортировать TRF как</translation>
    </message>
    <message>
        <source>Folder of the backups written after each round and by Ctrl+S</source>
        <translation>Папка резервных копий после каждого тура и по Ctrl+S</translation>
    </message>
    <message>
        <source>Backups go to {folder}</source>
        <translation>Резервные копии сохраняются в {folder}</translation>
    </message>
</context>
<context>
    <name>FilesController</name>
    <message>
        <source>arbiter-gui tournament (*{suffix})</source>
        <translation>Турнир arbiter-gui (*{suffix})</translation>
    </message>
    <message>
        <source>TRF (*.trf *.txt);;All files (*)</source>
        <translation>TRF (*.trf *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Импорт TRF…</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>&amp;Экспорт TRF…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Н&amp;едавние</translation>
    </message>
    <message>
        <source> (process {process} on {host})</source>
        <translation> (процесс {process} на {host})</translation>
    </message>
    <message>
        <source>{file} is open in another copy of arbiter-gui{holder}. Changes made in both would be lost or refused.

Open it read-only?</source>
        <translation>{file} открыт в другом экземпляре arbiter-gui{holder}. Изменения, сделанные в обоих, были бы потеряны или отклонены.

Открыть только для чтения?</translation>
    </message>
    <message>
        <source>{file}: the tournament log was changed outside the program (its check failed):</source>
        <translation>{file}: журнал турнира изменён вне программы (проверка не пройдена):</translation>
    </message>
    <message>
        <source>{path}: no such file (moved or deleted); removed from the list</source>
        <translation>{path}: файл не найден (перемещён или удалён); убран из списка</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Сначала откройте или создайте турнир</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Открыть турнир</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Импорт TRF</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Экспорт TRF</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>changed by the arbiter</source>
        <translation>изменено судьёй</translation>
    </message>
    <message>
        <source>not paired: make a pair or give the bye</source>
        <translation>без пары: составьте пару или назначьте пропуск тура</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>No tournament open</source>
        <translation>Турнир не открыт</translation>
    </message>
    <message>
        <source>The log&apos;s hash chain is BROKEN: it was changed outside the program.</source>
        <translation>Цепочка хешей журнала НАРУШЕНА: журнал изменён вне программы.</translation>
    </message>
    <message numerus="yes">
        <source>The log&apos;s hash chain is intact: %n entry(s), none changed or removed since written.</source>
        <translation>
            <numerusform>Цепочка хешей журнала цела: %n запись, с момента записи ничего не изменено и не удалено.</numerusform>
            <numerusform>Цепочка хешей журнала цела: %n записи, с момента записи ничего не изменено и не удалено.</numerusform>
            <numerusform>Цепочка хешей журнала цела: %n записей, с момента записи ничего не изменено и не удалено.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Туры</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>The language changes once the pairing engine or the rating list import has finished</source>
        <translation>Язык сменится, когда завершится жеребьёвка или импорт рейтинг-листа</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Тур</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Жеребьёвка следующего тура</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Prefere&amp;nces</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>round {played} of {planned}</source>
        <translation>тур {played} из {planned}</translation>
    </message>
    <message>
        <source>round {played}</source>
        <translation>тур {played}</translation>
    </message>
    <message>
        <source> — READ-ONLY</source>
        <translation> — ТОЛЬКО ЧТЕНИЕ</translation>
    </message>
    <message>
        <source>The pairing engine is still running; wait for it to finish</source>
        <translation>Жеребьёвка ещё идёт; дождитесь её окончания</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <source>Why the pairing is changed (required; it is logged and printed)</source>
        <translation>Почему изменены пары (обязательно; записывается в журнал и печатается)</translation>
    </message>
    <message>
        <source>The arbiter who decides (required)</source>
        <translation>Судья, принимающий решение (обязательно)</translation>
    </message>
</context>
<context>
    <name>PairingController</name>
    <message>
        <source>{message}.

Pair round {round} locally, with this program&apos;s engine? The round is then marked &quot;paired locally&quot; in the log, on the pairing sheet and in the next request to the server.</source>
        <translation>{message}.

Провести жеребьёвку тура {round} локально, движком этой программы? Тогда тур помечается как «разведён локально» в журнале, на листе жеребьёвки и в следующем запросе к серверу.</translation>
    </message>
    <message numerus="yes">
        <source>Final file sent to the pairing server {url}: %n new deviation(s) recorded</source>
        <translation>
            <numerusform>Итоговый файл отправлен на сервер жеребьёвки {url}: записано %n новое отклонение</numerusform>
            <numerusform>Итоговый файл отправлен на сервер жеребьёвки {url}: записано %n новых отклонения</numerusform>
            <numerusform>Итоговый файл отправлен на сервер жеребьёвки {url}: записано %n новых отклонений</numerusform>
        </translation>
    </message>
    <message>
        <source>The tournament changed while the engine was pairing; pair again</source>
        <translation>Турнир изменился во время жеребьёвки; проведите её снова</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation when it paired round {round}.</source>
        <translation>Объяснение программы при жеребьёвке {round}-го тура.</translation>
    </message>
    <message>
        <source>Select a pair or a player of a paired round</source>
        <translation>Выберите пару или игрока из тура, по которому проведена жеребьёвка</translation>
    </message>
    <message>
        <source>The engine run again on the tournament as it stood before round {round}.</source>
        <translation>Программа снова запущена на турнире в его состоянии до {round}-го тура.</translation>
    </message>
    <message>
        <source> It pairs the round differently from how it was paired (changed by hand, or paired by another program): this explains the engine&apos;s pairing.</source>
        <translation> Она составляет пары тура иначе, чем они были составлены (изменены вручную или другой программой): это объяснение жеребьёвки программы.</translation>
    </message>
    <message>
        <source>Affected: {note}.</source>
        <translation>Затронуто: {note}.</translation>
    </message>
</context>
<context>
    <name>PairingJob</name>
    <message>
        <source>Round {round}: {reason}</source>
        <translation>Тур {round}: {reason}</translation>
    </message>
    <message>
        <source>The pairing engine failed: {error!r}</source>
        <translation>Сбой программы жеребьёвки: {error!r}</translation>
    </message>
    <message>
        <source>The pairing server&apos;s client failed: {error!r}</source>
        <translation>Клиент сервера жеребьёвки дал сбой: {error!r}</translation>
    </message>
</context>
<context>
    <name>PairingOverrides</name>
    <message>
        <source>Absolute criterion broken</source>
        <translation>Нарушен абсолютный критерий</translation>
    </message>
    <message>
        <source>This change breaks an absolute criterion of the pairing rules:</source>
        <translation>Это изменение нарушает абсолютный критерий правил жеребьёвки:</translation>
    </message>
    <message>
        <source>Apply it all the same?</source>
        <translation>Всё равно применить?</translation>
    </message>
    <message>
        <source>Apply all the same</source>
        <translation>Всё равно применить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Change pairing</source>
        <translation>&amp;Изменить пары</translation>
    </message>
    <message>
        <source>E&amp;xchange opponents…</source>
        <translation>Поменять &amp;соперников…</translation>
    </message>
    <message>
        <source>&amp;Swap colours…</source>
        <translation>Поменять &amp;цвета…</translation>
    </message>
    <message>
        <source>&amp;Make pair…</source>
        <translation>Составить &amp;пару…</translation>
    </message>
    <message>
        <source>&amp;Break pair…</source>
        <translation>&amp;Разбить пару…</translation>
    </message>
    <message>
        <source>&amp;Give bye…</source>
        <translation>&amp;Назначить пропуск тура…</translation>
    </message>
    <message>
        <source>&amp;Take bye…</source>
        <translation>Сн&amp;ять пропуск тура…</translation>
    </message>
    <message>
        <source>No round is shown; pair a round first</source>
        <translation>Тур не показан; сначала проведите жеребьёвку тура</translation>
    </message>
    <message>
        <source>board {board}, white</source>
        <translation>доска {board}, белые</translation>
    </message>
    <message>
        <source>board {board}, black</source>
        <translation>доска {board}, чёрные</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>без пары</translation>
    </message>
    <message>
        <source>Exchange opponents</source>
        <translation>Поменять соперников</translation>
    </message>
    <message>
        <source>The two players keep their colours; their opponents change places. The pairing-allocated bye counts as an opponent.</source>
        <translation>Оба игрока сохраняют свой цвет; их соперники меняются местами. Пропуск тура по жеребьёвке считается соперником.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Первый игрок</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Второй игрок</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Поменять цвета</translation>
    </message>
    <message>
        <source>White and black of the board change places.</source>
        <translation>Белые и чёрные на доске меняются местами.</translation>
    </message>
    <message>
        <source>Break pair</source>
        <translation>Разбить пару</translation>
    </message>
    <message>
        <source>The board&apos;s two players go on the list of players to pair (make pair or give bye).</source>
        <translation>Оба игрока доски попадают в список игроков без пары (составить пару или назначить пропуск тура).</translation>
    </message>
    <message>
        <source>Round {round}: every board has a result; clear the result of the board to change first</source>
        <translation>Тур {round}: на всех досках есть результат; сначала сотрите результат изменяемой доски</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Round {round}: no player is left unpaired; break a pair or take the bye first</source>
        <translation>Тур {round}: игроков без пары нет; сначала разбейте пару или снимите пропуск тура</translation>
    </message>
    <message>
        <source>Round {round}: one player is left unpaired; break a pair or take the bye first</source>
        <translation>Тур {round}: без пары только один игрок; сначала разбейте пару или снимите пропуск тура</translation>
    </message>
    <message>
        <source>Make pair</source>
        <translation>Составить пару</translation>
    </message>
    <message>
        <source>Pair two of the players left unpaired.</source>
        <translation>Составить пару из двух игроков без пары.</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Назначить пропуск тура</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to a player left unpaired.</source>
        <translation>Назначить пропуск тура по жеребьёвке игроку без пары.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Take bye</source>
        <translation>Снять пропуск тура</translation>
    </message>
    <message>
        <source>{player} loses the pairing-allocated bye and goes on the list of players to pair.</source>
        <translation>{player} теряет пропуск тура по жеребьёвке и попадает в список игроков без пары.</translation>
    </message>
    <message>
        <source>{action} — round {round}</source>
        <translation>{action} — тур {round}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Поздняя регистрация</translation>
    </message>
    <message>
        <source>0 or empty: unrated</source>
        <translation>0 или пусто: без рейтинга</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>ГГГГ/ММ/ДД</translation>
    </message>
    <message>
        <source>empty: from the rating and the age</source>
        <translation>пусто: по рейтингу и возрасту</translation>
    </message>
    <message>
        <source>FIDE rating</source>
        <translation>Рейтинг ФИДЕ</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>Играет с тура</translation>
    </message>
    <message>
        <source>Find in FIDE list</source>
        <translation>Найти в списке ФИДЕ</translation>
    </message>
</context>
<context>
    <name>PlayerImports</name>
    <message>
        <source>FIDE rating list (*.zip *.xml *.txt);;All files (*)</source>
        <translation>Рейтинг-лист ФИДЕ (*.zip *.xml *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The rating list import failed: {error!r}</source>
        <translation>Импорт рейтинг-листа не удался: {error!r}</translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation>И&amp;гроки</translation>
    </message>
    <message>
        <source>Import players from &amp;CSV…</source>
        <translation>Импорт игроков из &amp;CSV…</translation>
    </message>
    <message>
        <source>Import the FIDE &amp;rating list…</source>
        <translation>Импорт &amp;рейтинг-листа ФИДЕ…</translation>
    </message>
    <message>
        <source>&amp;Update players from the FIDE rating list…</source>
        <translation>&amp;Обновить игроков по рейтинг-листу ФИДЕ…</translation>
    </message>
    <message>
        <source>Import FIDE&apos;s rating list (players_list_xml_foa or players_list_foa)</source>
        <translation>Импорт рейтинг-листа ФИДЕ (players_list_xml_foa или players_list_foa)</translation>
    </message>
    <message>
        <source>A rating list is being imported already</source>
        <translation>Рейтинг-лист уже импортируется</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Импорт {file}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>FIDE rating list</source>
        <translation>Рейтинг-лист ФИДЕ</translation>
    </message>
    <message>
        <source>The rating list was not imported</source>
        <translation>Рейтинг-лист не импортирован</translation>
    </message>
    <message>
        <source>{reason}; the previous rating list is kept</source>
        <translation>{reason}; прежний рейтинг-лист сохранён</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Сначала откройте или создайте турнир</translation>
    </message>
    <message>
        <source>No FIDE rating list is imported yet: Players &gt; Import the FIDE rating list</source>
        <translation>Рейтинг-лист ФИДЕ ещё не импортирован: Игроки &gt; Импорт рейтинг-листа ФИДЕ</translation>
    </message>
    <message>
        <source>Every player is as in {list}</source>
        <translation>Все игроки совпадают с {list}</translation>
    </message>
    <message>
        <source>No change ticked: nothing was updated</source>
        <translation>Ни одно изменение не отмечено: ничего не обновлено</translation>
    </message>
</context>
<context>
    <name>PlayersController</name>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Select the player to withdraw</source>
        <translation>Выберите выбывающего игрока</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Выбытие</translation>
    </message>
    <message>
        <source>{player} is not paired from round:</source>
        <translation>{player} не участвует в жеребьёвке с тура:</translation>
    </message>
    <message>
        <source>Select the player to delete</source>
        <translation>Выберите игрока для удаления</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Удалить игрока</translation>
    </message>
    <message>
        <source>Delete {player} from the tournament? (Edit &gt; Undo brings the player back.)</source>
        <translation>Удалить {player} из турнира? (Правка &gt; Отменить вернёт игрока.)</translation>
    </message>
    <message>
        <source>Select the withdrawn player who plays again</source>
        <translation>Выберите выбывшего игрока, который снова играет</translation>
    </message>
    <message>
        <source>Undo withdrawal</source>
        <translation>Отменить выбытие</translation>
    </message>
    <message>
        <source>{player} is paired again from round:</source>
        <translation>{player} снова участвует в жеребьёвке с тура:</translation>
    </message>
    <message>
        <source>Select the player who will be absent</source>
        <translation>Выберите игрока, который будет отсутствовать</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Сначала откройте или создайте турнир</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Импорт игроков</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Nat. rating</source>
        <translation>Нац. рейтинг</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>играет</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Find a name or FIDE id</source>
        <translation>Найти имя или ID ФИДЕ</translation>
    </message>
    <message>
        <source>Add player…</source>
        <translation>Добавить игрока…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Импорт CSV…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Выбытие…</translation>
    </message>
    <message>
        <source>Absence / bye…</source>
        <translation>Отсутствие / пропуск тура…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Remove a player registered by mistake (before round 1 is paired; then withdraw instead)</source>
        <translation>Удалить игрока, зарегистрированного по ошибке (до жеребьёвки 1-го тура; после неё — оформить выбытие)</translation>
    </message>
    <message>
        <source>Undo withdrawal…</source>
        <translation>Отменить выбытие…</translation>
    </message>
    <message>
        <source>Pairing numbers are definitive: round 4 is paired. A late entrant is numbered after the others (C.04.2 B.3).</source>
        <translation>Стартовые номера окончательны: жеребьёвка тура 4 проведена. Опоздавший участник получает номер после остальных (C.04.2 B.3).</translation>
    </message>
    <message>
        <source>Pairing numbers are fixed: round 1 is paired. Only a late entry re-assigns them (C.04.2 C.3).</source>
        <translation>Стартовые номера зафиксированы: жеребьёвка 1-го тура проведена. Только поздняя регистрация меняет их (C.04.2 C.3).</translation>
    </message>
    <message>
        <source>Pairing numbers follow the initial order: rating, title, name (C.04.2 B).</source>
        <translation>Стартовые номера следуют начальному порядку: рейтинг, звание, имя (C.04.2 B).</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>&amp;Pairings of the round shown</source>
        <translation>&amp;Пары показанного тура</translation>
    </message>
    <message>
        <source>&amp;Alphabetical pairing list</source>
        <translation>Пары по &amp;алфавиту</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Турнирное положение</translation>
    </message>
    <message>
        <source>&amp;Cross table</source>
        <translation>Турнирная таб&amp;лица</translation>
    </message>
    <message>
        <source>Cross table &amp;by rank</source>
        <translation>Турнирная таблица по &amp;местам</translation>
    </message>
    <message>
        <source>Override &amp;log</source>
        <translation>&amp;Журнал изменений пар</translation>
    </message>
    <message>
        <source>Arbiter&apos;s rep&amp;ort: the whole journal</source>
        <translation>&amp;Отчёт судьи: весь журнал</translation>
    </message>
    <message>
        <source>Starting lis&amp;t</source>
        <translation>&amp;Стартовый список</translation>
    </message>
    <message>
        <source>Starting list by &amp;name</source>
        <translation>Стартовый список по &amp;имени</translation>
    </message>
    <message>
        <source>Cate&amp;gory standings</source>
        <translation>Положение по &amp;категориям</translation>
    </message>
    <message>
        <source>Pri&amp;zes</source>
        <translation>При&amp;зы</translation>
    </message>
    <message>
        <source>Result sl&amp;ips of the round shown</source>
        <translation>&amp;Бланки результатов показанного тура</translation>
    </message>
    <message>
        <source>&amp;Wall sheet: pairings of the round shown, standings before it</source>
        <translation>&amp;Вывеска: пары показанного тура, положение до него</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>П&amp;ечать</translation>
    </message>
    <message>
        <source>Print to printe&amp;r…</source>
        <translation>Печать на п&amp;ринтер…</translation>
    </message>
    <message>
        <source>W&amp;eb pages…</source>
        <translation>Веб-страни&amp;цы…</translation>
    </message>
    <message>
        <source>&amp;US Letter paper (A4 otherwise)</source>
        <translation>Бумага &amp;US Letter (иначе A4)</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Сначала откройте или создайте турнир</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {file} cannot be written ({error}); choose another folder</source>
        <translation>Распечатка {kind} не сделана: в {file} нельзя записать ({error}); выберите другую папку</translation>
    </message>
    <message>
        <source>The {kind} printout was not made: {error}</source>
        <translation>Распечатка {kind} не сделана: {error}</translation>
    </message>
    <message>
        <source>The {kind} printout was made, but some characters print as empty boxes:
{warnings}</source>
        <translation>Печать {kind} выполнена, но некоторые символы печатаются пустыми квадратами:
{warnings}</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The web pages were not made: {error}</source>
        <translation>Веб-страницы не сделаны: {error}</translation>
    </message>
    <message>
        <source>Web pages into the folder</source>
        <translation>Веб-страницы в папку</translation>
    </message>
    <message>
        <source>The printer {printer} cannot print now; nothing was printed</source>
        <translation>Принтер {printer} сейчас не может печатать; ничего не напечатано</translation>
    </message>
</context>
<context>
    <name>RankedModel</name>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Performance rating (C.07 10.2) against the rated opponents</source>
        <translation>Турнирный перформанс (C.07 10.2) против соперников с рейтингом</translation>
    </message>
    <message>
        <source>K-factor (FIDE Rating Regulations B.02 8.3.3)</source>
        <translation>Коэффициент K (Положение ФИДЕ о рейтинге B.02 8.3.3)</translation>
    </message>
    <message>
        <source>Rating change (FIDE Rating Regulations B.02 8.3)</source>
        <translation>Изменение рейтинга (Положение ФИДЕ о рейтинге B.02 8.3)</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>Т{round}</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>без пары</translation>
    </message>
    <message>
        <source>round {round}: {bye} ({points})</source>
        <translation>тур {round}: {bye} ({points})</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>результата пока нет</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (white for {player}); {result}</source>
        <translation>тур {round}, доска {board}: {opponent} ({player} белыми); {result}</translation>
    </message>
    <message>
        <source>round {round}, board {board}: {opponent} (black for {player}); {result}</source>
        <translation>тур {round}, доска {board}: {opponent} ({player} чёрными); {result}</translation>
    </message>
</context>
<context>
    <name>RankedPage</name>
    <message>
        <source>{problem}; left out</source>
        <translation>{problem}; пропущено</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>После тура</translation>
    </message>
</context>
<context>
    <name>RatingListLookup</name>
    <message>
        <source>FIDE id or name (Surname, Given) in the FIDE list</source>
        <translation>ID ФИДЕ или имя (Фамилия, Имя) в списке ФИДЕ</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>без рейтинга</translation>
    </message>
    <message>
        <source>FIDE id {id}</source>
        <translation>ID ФИДЕ {id}</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>неактивен</translation>
    </message>
</context>
<context>
    <name>RefreshDialog</name>
    <message>
        <source>Ratings</source>
        <translation>Рейтинги</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>Звания</translation>
    </message>
    <message>
        <source>Federations</source>
        <translation>Федерации</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Имена</translation>
    </message>
    <message>
        <source>Update players from the FIDE rating list</source>
        <translation>Обновить игроков по рейтинг-листу ФИДЕ</translation>
    </message>
    <message numerus="yes">
        <source>{list} changes %n player(s). Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</source>
        <translation>
            <numerusform>{list} изменяет %n участника. Имена, отличающиеся лишь диакритикой или транслитерацией, остаются как есть; отметьте изменения, которые нужно принять (Пробел отмечает выбранную строку):</numerusform>
            <numerusform>{list} изменяет %n участников. Имена, отличающиеся лишь диакритикой или транслитерацией, остаются как есть; отметьте изменения, которые нужно принять (Пробел отмечает выбранную строку):</numerusform>
            <numerusform>{list} изменяет %n участников. Имена, отличающиеся лишь диакритикой или транслитерацией, остаются как есть; отметьте изменения, которые нужно принять (Пробел отмечает выбранную строку):</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>В списке</translation>
    </message>
    <message>
        <source>Take all:</source>
        <translation>Принять все:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>white wins</source>
        <translation>победа белых</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>победа чёрных</translation>
    </message>
    <message>
        <source>white wins by forfeit</source>
        <translation>победа белых ввиду неявки</translation>
    </message>
    <message>
        <source>black wins by forfeit</source>
        <translation>победа чёрных ввиду неявки</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>неявка обоих</translation>
    </message>
    <message>
        <source>white wins, not played</source>
        <translation>победа белых, партия не игралась</translation>
    </message>
    <message>
        <source>draw, not played</source>
        <translation>ничья, партия не игралась</translation>
    </message>
    <message>
        <source>black wins, not played</source>
        <translation>победа чёрных, партия не игралась</translation>
    </message>
    <message>
        <source>white ½, black 0</source>
        <translation>белые ½, чёрные 0</translation>
    </message>
    <message>
        <source>white 0, black ½</source>
        <translation>белые 0, чёрные ½</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>поражение обоих</translation>
    </message>
</context>
<context>
    <name>RoundStartDialog</name>
    <message>
        <source>starts {when}</source>
        <translation>начинается {when}</translation>
    </message>
    <message>
        <source>Start of a round</source>
        <translation>Начало тура</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>ГГГГ/ММ/ДД</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>ЧЧ:ММ</translation>
    </message>
    <message>
        <source>The time the round starts, on the 24-hour clock; the pairing sheet, the result slips and the wall sheet print it in their header</source>
        <translation>Время начала тура в 24-часовом формате; жеребьёвка, бланки результатов и лист для стенда печатают его в заголовке</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Время начала</translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message>
        <source>Result keys on a board&apos;s row:</source>
        <translation>Клавиши результатов в строке доски:</translation>
    </message>
    <message>
        <source>Delete   clear the result</source>
        <translation>Delete   стереть результат</translation>
    </message>
    <message>
        <source>{key}   adjourned, or no longer: a draw for pairing purposes only until its result is entered</source>
        <translation>{key}   отложена или больше нет: ничья только для жеребьёвки, пока не введён её результат</translation>
    </message>
    <message>
        <source>Pair next round (F9)</source>
        <translation>Жеребьёвка следующего тура (F9)</translation>
    </message>
    <message>
        <source>Unpair round</source>
        <translation>Отменить жеребьёвку</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Начало…</translation>
    </message>
    <message>
        <source>The date and start time of a round</source>
        <translation>Дата и время начала тура</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Изменить пары</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Почему?</translation>
    </message>
    <message>
        <source>The engine&apos;s explanation of the selected pair or player</source>
        <translation>Объяснение программы для выбранной пары или игрока</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Жеребьёвка…</translation>
    </message>
    <message>
        <source>Paired locally</source>
        <translation>Разведён локально</translation>
    </message>
    <message>
        <source>The tournament&apos;s pairing server could not be reached: the arbiter confirmed pairing this round with the program&apos;s own engine. The next request to the server says so.</source>
        <translation>Сервер жеребьёвки турнира был недоступен: арбитр подтвердил жеребьёвку этого тура собственным движком программы. Следующий запрос к серверу сообщает об этом.</translation>
    </message>
    <message numerus="yes">
        <source>{entered} of %n result(s)</source>
        <translation>
            <numerusform>{entered} из %n результата</numerusform>
            <numerusform>{entered} из %n результатов</numerusform>
            <numerusform>{entered} из %n результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} was paired</source>
        <translation>жеребьёвки {round}-го тура</translation>
    </message>
    <message>
        <source>rounds {first}-{last} were paired</source>
        <translation>жеребьёвки туров {first}-{last}</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>нет результата</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: the result is changed to {result} after {after}. The pairings of {rounds} rest on the old result; they stay as they are, and the checker will show them as affected.

Why is the result corrected? (logged)</source>
        <translation>Тур {round}, доска {board}: результат меняется на {result} после {after}. Пары {rounds} основаны на прежнем результате; они остаются как есть, а проверка покажет их как затронутые.

Почему исправляется результат? (записывается в журнал)</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Исправить результат</translation>
    </message>
    <message>
        <source>Round {round}, board {board} already has the result {result}. Replace it with {new}?</source>
        <translation>Тур {round}, на доске {board} уже есть результат {result}. Заменить на {new}?</translation>
    </message>
    <message>
        <source>Unpair round {round}? Its pairing is removed (Undo puts it back); the requested byes, late entries and withdrawals stay recorded.</source>
        <translation>Отменить жеребьёвку тура {round}? Его жеребьёвка будет удалена (Отменить действие вернёт её); запрошенные пропуски, опоздавшие участники и выбытия остаются записанными.</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test FAILED: {reason}</source>
        <translation>самопроверка НЕ ПРОЙДЕНА: {reason}</translation>
    </message>
    <message>
        <source>self-test FAILED: unexpected {error!r}</source>
        <translation>самопроверка НЕ ПРОЙДЕНА: неожиданно {error!r}</translation>
    </message>
    <message>
        <source>self-test passed: {count} checks</source>
        <translation>самопроверка пройдена: проверок: {count}</translation>
    </message>
    <message>
        <source>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, platform {platform}</source>
        <translation>arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, платформа {platform}</translation>
    </message>
    <message>
        <source>language: {name}</source>
        <translation>язык: {name}</translation>
    </message>
    <message>
        <source>the application icon {icon} cannot be read</source>
        <translation>значок программы {icon} не читается</translation>
    </message>
    <message>
        <source>application icon read from {folder}</source>
        <translation>значок программы прочитан из {folder}</translation>
    </message>
    <message>
        <source>the tournament file {path} was not created: {errors}</source>
        <translation>файл турнира {path} не создан: {errors}</translation>
    </message>
    <message>
        <source>tournament file created in {folder}</source>
        <translation>файл турнира создан в {folder}</translation>
    </message>
    <message>
        <source>{player} not registered: {errors}</source>
        <translation>{player} не зарегистрирован: {errors}</translation>
    </message>
    <message>
        <source>{shown} players shown, {registered} registered</source>
        <translation>игроков показано: {shown}, зарегистрировано: {registered}</translation>
    </message>
    <message>
        <source>{count} players registered</source>
        <translation>игроков зарегистрировано: {count}</translation>
    </message>
    <message>
        <source>round 1 paired: {boards} boards</source>
        <translation>жеребьёвка 1-го тура проведена: досок: {boards}</translation>
    </message>
    <message>
        <source>round 1 results typed on every board</source>
        <translation>результаты 1-го тура введены на всех досках</translation>
    </message>
    <message>
        <source>round 2 boards {boards} repeat a round 1 game (C.04.1 b)</source>
        <translation>доски {boards} 2-го тура повторяют партию 1-го тура (C.04.1 b)</translation>
    </message>
    <message>
        <source>round 2 paired: {boards} boards, no game repeated</source>
        <translation>жеребьёвка 2-го тура проведена: досок: {boards}, повторных встреч нет</translation>
    </message>
    <message>
        <source>{pdf} is missing or empty</source>
        <translation>{pdf} отсутствует или пуст</translation>
    </message>
    <message>
        <source>{pdf} is not a PDF</source>
        <translation>{pdf} — не PDF</translation>
    </message>
    <message>
        <source>round 2 pairings printed: {pdf}, {size} bytes</source>
        <translation>пары 2-го тура напечатаны: {pdf}, байт: {size}</translation>
    </message>
    <message>
        <source>{path} reopened differs from what was shown</source>
        <translation>{path} после повторного открытия отличается от показанного</translation>
    </message>
    <message>
        <source>tournament file reopened: the same two rounds</source>
        <translation>файл турнира открыт снова: те же два тура</translation>
    </message>
    <message>
        <source>round {round}: the pair button is disabled</source>
        <translation>тур {round}: кнопка жеребьёвки недоступна</translation>
    </message>
    <message>
        <source>round {round} pairing</source>
        <translation>жеребьёвка {round}-го тура</translation>
    </message>
    <message>
        <source>round {round} pairing: {errors}</source>
        <translation>жеребьёвка {round}-го тура: {errors}</translation>
    </message>
    <message>
        <source>round {round} was not stored</source>
        <translation>{round}-й тур не сохранён</translation>
    </message>
    <message>
        <source>round {round} results: {errors}</source>
        <translation>результаты {round}-го тура: {errors}</translation>
    </message>
    <message>
        <source>round {round}: boards {boards} have no result after typing</source>
        <translation>тур {round}: на досках {boards} нет результата после ввода</translation>
    </message>
    <message>
        <source>{what}: no answer after {seconds} s</source>
        <translation>{what}: нет ответа через {seconds} с</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The tournament file is closed</source>
        <translation>Файл турнира закрыт</translation>
    </message>
    <message>
        <source>{error}; the undo history is cleared</source>
        <translation>{error}; история отмен очищена</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>Сначала откройте или создайте турнир</translation>
    </message>
    <message>
        <source>{file} is open read-only (another copy of arbiter-gui has it open); nothing was changed</source>
        <translation>{file} открыт только для чтения (его открыл другой экземпляр arbiter-gui); ничего не изменено</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Rounds without half-point byes: {word!r} is not a round number</source>
        <translation>Туры без пропусков тура с половиной очка: {word!r} — не номер тура</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>ГГГГ/ММ/ДД</translation>
    </message>
    <message>
        <source>one name a line</source>
        <translation>одно имя в строке</translation>
    </message>
    <message>
        <source>Save deputy arbiters</source>
        <translation>Сохранить заместителей главного судьи</translation>
    </message>
    <message>
        <source>Date (YYYY/MM/DD)</source>
        <translation>Дата (ГГГГ/ММ/ДД)</translation>
    </message>
    <message>
        <source>Leave the FIDE mode…</source>
        <translation>Выйти из режима ФИДЕ…</translation>
    </message>
    <message>
        <source>The rules the rounds are paired with: those in force when the tournament was played</source>
        <translation>Правила, по которым проводится жеребьёвка туров: действовавшие, когда турнир был сыгран</translation>
    </message>
    <message>
        <source>Draw lots</source>
        <translation>Бросить жребий</translation>
    </message>
    <message>
        <source>e.g. 8, 9</source>
        <translation>напр. 8, 9</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Бакинское ускорение (C.04.5.1)</translation>
    </message>
    <message>
        <source>Group A (the first half of the players, rounded up to even) gets 1 virtual point, then ½, in the first half of the rounds</source>
        <translation>Группа A (первая половина игроков, округлённая вверх до чётного) получает 1 виртуальное очко, затем ½, в первой половине туров</translation>
    </message>
    <message>
        <source>one group a line: rounds: pairing numbers
e.g. 1-9: 3 12  (same family)</source>
        <translation>одна группа в строке: туры: стартовые номера
напр. 1-9: 3 12  (одна семья)</translation>
    </message>
    <message>
        <source>Save prohibited pairings</source>
        <translation>Сохранить запрещённые пары</translation>
    </message>
    <message>
        <source>rounds 1-</source>
        <translation>туры 1-</translation>
    </message>
    <message>
        <source>Add: same club does not meet</source>
        <translation>Добавить: игроки одного клуба не встречаются</translation>
    </message>
    <message>
        <source>one category a line: name: conditions
e.g. U16: age -15
Women: sex w
1800-2000: rating 1800-2000; fed FRA
Club: players 3 12</source>
        <translation>одна категория в строке: название: условия
напр. U16: age -15
Женщины: sex w
1800-2000: rating 1800-2000; fed FRA
Клуб: players 3 12</translation>
    </message>
    <message>
        <source>YYYY/MM/DD (default: 1 January)</source>
        <translation>ГГГГ/ММ/ДД (по умолчанию: 1 января)</translation>
    </message>
    <message>
        <source>amounts of places 1, 2, ...
e.g. Overall: 1000 500 250
U16: 100 50</source>
        <translation>суммы за места 1, 2, ...
напр. Общий: 1000 500 250
U16: 100 50</translation>
    </message>
    <message>
        <source>e.g. EUR, USD or a sign: Kč</source>
        <translation>например, EUR, USD или знак: Kč</translation>
    </message>
    <message>
        <source>Save categories and prizes</source>
        <translation>Сохранить категории и призы</translation>
    </message>
    <message>
        <source>Register with the server</source>
        <translation>Зарегистрировать на сервере</translation>
    </message>
    <message>
        <source>Registers the tournament with the server at the URL above and keeps the id and the secret it gives (in the tournament file only, never in an exported TRF)</source>
        <translation>Регистрирует турнир на сервере по указанному адресу и хранит выданные им идентификатор и секрет (только в файле турнира, никогда в экспортируемом TRF)</translation>
    </message>
    <message>
        <source>With a server, F9 sends the tournament to it and stores its pairing. Leave the three fields empty to pair with this program.</source>
        <translation>С сервером F9 отправляет ему турнир и сохраняет его жеребьёвку. Оставьте три поля пустыми, чтобы проводить жеребьёвку этой программой.</translation>
    </message>
    <message>
        <source>The tournament is registered already (tournament id {id}). Register it again, as a new tournament of the server?</source>
        <translation>Турнир уже зарегистрирован (идентификатор {id}). Зарегистрировать его снова, как новый турнир сервера?</translation>
    </message>
    <message>
        <source>rounds {first}-{last}, pairing numbers {from_player}-{to_player}: virtual points {points}</source>
        <translation>туры {first}-{last}, стартовые номера {from_player}-{to_player}: виртуальные очки {points}</translation>
    </message>
    <message>
        <source>rounds {first}-{last}: </source>
        <translation>туры {first}-{last}: </translation>
    </message>
    <message>
        <source>The rounds paired so far ({paired}) were paired with the {old} edition of the Dutch rules. Pair the next rounds, and check the tournament, with the {new} edition? The rounds already paired stay as they are; the change is written in the log.</source>
        <translation>Туры, разведённые до сих пор ({paired}), разведены по редакции {old} правил голландской системы. Проводить жеребьёвку следующих туров и проверять турнир по редакции {new}? Уже разведённые туры остаются как есть; изменение записывается в журнал.</translation>
    </message>
    <message>
        <source>The FIDE mode offers only what FIDE endorses: the FIDE pairing systems, no full-point byes on request, pairing numbers frozen once round 4 is paired and the settings of the regulations locked once play has started. Outside it this tournament may not meet FIDE&apos;s rules.

Leave the FIDE mode?</source>
        <translation>Режим ФИДЕ предлагает только то, что одобряет ФИДЕ: системы жеребьёвки ФИДЕ, никаких пропусков тура с очком по запросу, стартовые номера, закреплённые после жеребьёвки тура 4, и настройки положения, закреплённые с начала игры. Вне его этот турнир может не соответствовать правилам ФИДЕ.

Выйти из режима ФИДЕ?</translation>
    </message>
    <message>
        <source>Leaving the FIDE mode cannot be undone: the tournament stays out of it, the log records it and every TRF export says so.

Leave the FIDE mode for good?</source>
        <translation>Выход из режима ФИДЕ нельзя отменить: турнир останется вне его, журнал это записывает, и каждый экспорт TRF это указывает.

Выйти из режима ФИДЕ окончательно?</translation>
    </message>
    <message>
        <source>Leave the FIDE mode</source>
        <translation>Выход из режима ФИДЕ</translation>
    </message>
    <message>
        <source>drawn by lot: {colour} for pairing number 1</source>
        <translation>по жребию: {colour} у стартового номера 1</translation>
    </message>
</context>
<context>
    <name>TiebreakEditor</name>
    <message>
        <source>choose or type a code, e.g. BH/C1</source>
        <translation>выберите или введите код, напр. BH/C1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
</context>
<context>
    <name>TrfImportPreview</name>
    <message>
        <source>Start no.</source>
        <translation>Ст. №</translation>
    </message>
    <message>
        <source>The file follows the TRF text: strict reading finds nothing to refuse.</source>
        <translation>Файл соответствует тексту TRF: при строгом чтении отклонять нечего.</translation>
    </message>
    <message>
        <source>Import TRF: {file}</source>
        <translation>Импорт TRF: {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired of {planned}</source>
        <translation>
            <numerusform>жеребьёвка проведена в %n туре из {planned}</numerusform>
            <numerusform>жеребьёвка проведена в %n турах из {planned}</numerusform>
            <numerusform>жеребьёвка проведена в %n турах из {planned}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <translation>
            <numerusform>жеребьёвка проведена в %n туре</numerusform>
            <numerusform>жеребьёвка проведена в %n турах</numerusform>
            <numerusform>жеребьёвка проведена в %n турах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Предупреждений нет.</translation>
    </message>
    <message>
        <source>&amp;Check this file</source>
        <translation>&amp;Проверить этот файл</translation>
    </message>
    <message>
        <source>Read the file strictly, refusing every departure from the TRF text (as for a rating report)</source>
        <translation>Прочитать файл строго, отклоняя любое отступление от текста TRF (как для обсчёта рейтинга)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <source>Warnings: what the file says otherwise than the TRF text, and how it was read</source>
        <translation>Предупреждения: в чём файл расходится с текстом TRF и как это было прочитано</translation>
    </message>
    <message>
        <source>Not a clean TRF file: {error}</source>
        <translation>Файл TRF не чистый: {error}</translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <source>Why? Round {round}: {players}</source>
        <translation>Почему? Тур {round}: {players}</translation>
    </message>
    <message>
        <source>Asking the engine…</source>
        <translation>Запрос к программе…</translation>
    </message>
    <message>
        <source>No explanation: {reason}</source>
        <translation>Объяснения нет: {reason}</translation>
    </message>
</context>
</TS>
