<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>CsvPreviewDialog</name>
    <message numerus="yes">
        <source>%n row(s), {encoding}, separated by {separator}. Choose what each column holds:</source>
        <translation>
            <numerusform>%n row, {encoding}, separated by {separator}. Choose what each column holds:</numerusform>
            <numerusform>%n rows, {encoding}, separated by {separator}. Choose what each column holds:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) to import</source>
        <translation>
            <numerusform>%n player to import</numerusform>
            <numerusform>%n players to import</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) refused (a FIDE id already registered is refused when importing).</source>
        <translation>
            <numerusform>%n row refused (a FIDE id already registered is refused when importing).</numerusform>
            <numerusform>%n rows refused (a FIDE id already registered is refused when importing).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message numerus="yes">
        <source>The log&apos;s hash chain is intact: %n entry(s), none changed or removed since written.</source>
        <translation>
            <numerusform>The log&apos;s hash chain is intact: %n entry, none changed or removed since written.</numerusform>
            <numerusform>The log&apos;s hash chain is intact: %n entries, none changed or removed since written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairingController</name>
    <message numerus="yes">
        <source>Final file sent to the pairing server {url}: %n new deviation(s) recorded</source>
        <translation>
            <numerusform>Final file sent to the pairing server {url}: %n new deviation recorded</numerusform>
            <numerusform>Final file sent to the pairing server {url}: %n new deviations recorded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RefreshDialog</name>
    <message numerus="yes">
        <source>{list} changes %n player(s). Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</source>
        <translation>
            <numerusform>{list} changes %n player. Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</numerusform>
            <numerusform>{list} changes %n players. Names that differ only by accents or transliteration are kept as they are; tick the changes to take (Space ticks the row selected):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundsController</name>
    <message numerus="yes">
        <source>{entered} of %n result(s)</source>
        <translation>
            <numerusform>{entered} of %n result</numerusform>
            <numerusform>{entered} of %n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrfImportPreview</name>
    <message numerus="yes">
        <source>%n round(s) paired of {planned}</source>
        <translation>
            <numerusform>%n round paired of {planned}</numerusform>
            <numerusform>%n rounds paired of {planned}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <translation>
            <numerusform>%n round paired</numerusform>
            <numerusform>%n rounds paired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
