<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AutocompleteView</name>
    <message numerus="yes">
        <source>&quot;%1&quot;: %n suggestions in %2 µs by %3, %4 commands</source>
        <translation>
            <numerusform>&quot;%1&quot;: %n suggestion in %2 µs by %3, %4 commands</numerusform>
            <numerusform>&quot;%1&quot;: %n suggestions in %2 µs by %3, %4 commands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterView</name>
    <message numerus="yes">
        <source>%n masters</source>
        <translation>
            <numerusform>%n master</numerusform>
            <numerusform>%n masters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replicas</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLogModel</name>
    <message numerus="yes">
        <source>sampled: the first %n command(s) of every %1 s are logged</source>
        <translation>
            <numerusform>sampled: the first %n command of every %1 s are logged</numerusform>
            <numerusform>sampled: the first %n commands of every %1 s are logged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more command(s) not shown</source>
        <translation>
            <numerusform>… %n more command not shown</numerusform>
            <numerusform>… %n more commands not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLogView</name>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n command</numerusform>
            <numerusform>%n commands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DelayedQueuesView</name>
    <message numerus="yes">
        <source>: %n item(s)</source>
        <translation>
            <numerusform>: %n item</numerusform>
            <numerusform>: %n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DelayedScheduleChart</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspectorView</name>
    <message numerus="yes">
        <source>%Ln primitive(s)</source>
        <translation>
            <numerusform>%Ln primitive</numerusform>
            <numerusform>%Ln primitives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n key</numerusform>
            <numerusform>%n keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocksView</name>
    <message numerus="yes">
        <source>%n lock(s)</source>
        <translation>
            <numerusform>%n lock</numerusform>
            <numerusform>%n locks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>The sandbox holds %n key(s). Keep them for the next start?</source>
        <translation>
            <numerusform>The sandbox holds %n key. Keep them for the next start?</numerusform>
            <numerusform>The sandbox holds %n keys. Keep them for the next start?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message numerus="yes">
        <source>%n operations failed</source>
        <translation>
            <numerusform>%n operation failed</numerusform>
            <numerusform>%n operations failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operations failed: %1.</source>
        <translation>
            <numerusform>%n operation failed: %1.</numerusform>
            <numerusform>%n operations failed: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s)</source>
        <translation>
            <numerusform>%n violation</numerusform>
            <numerusform>%n violations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrimitiveListModel</name>
    <message numerus="yes">
        <source>%n holder(s)</source>
        <translation>
            <numerusform>%n holder</numerusform>
            <numerusform>%n holders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n subject(s)</source>
        <translation>
            <numerusform>%n subject</numerusform>
            <numerusform>%n subjects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  (%n note(s))</source>
        <translation>
            <numerusform>  (%n note)</numerusform>
            <numerusform>  (%n notes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>Not acquired: %1 after %n attempt(s)</source>
        <translation>
            <numerusform>Not acquired: %1 after %n attempt</numerusform>
            <numerusform>Not acquired: %1 after %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Released one hold of %1; %n left</source>
        <translation>
            <numerusform>Released one hold of %1; %n left</numerusform>
            <numerusform>Released one hold of %1; %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n row(s) to %1</source>
        <translation>
            <numerusform>Saved %n row to %1</numerusform>
            <numerusform>Saved %n rows to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecentContactsBox</name>
    <message numerus="yes">
        <source>%n contacts</source>
        <translation>
            <numerusform>%n contact</numerusform>
            <numerusform>%n contacts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionStatusBar</name>
    <message numerus="yes">
        <source>cluster · %n masters</source>
        <translation>
            <numerusform>cluster · %n master</numerusform>
            <numerusform>cluster · %n masters</numerusform>
        </translation>
    </message>
</context>
</TS>
