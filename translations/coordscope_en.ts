<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AutocompleteView</name>
    <message numerus="yes">
        <source>&quot;%1&quot;: %n suggestion(s) in %2 µs by %3, %4 commands</source>
        <translation>
            <numerusform>&quot;%1&quot;: %n suggestion in %2 µs by %3, %4 commands</numerusform>
            <numerusform>&quot;%1&quot;: %n suggestions in %2 µs by %3, %4 commands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message numerus="yes">
        <source>unknown option(s) %1 (try --help)</source>
        <translation>
            <numerusform>unknown option %1 (try --help)</numerusform>
            <numerusform>unknown options %1 (try --help)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterView</name>
    <message numerus="yes">
        <source>%n master(s)</source>
        <translation>
            <numerusform>%n master</numerusform>
            <numerusform>%n masters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
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
    <name>InspectCommands</name>
    <message numerus="yes">
        <source>%n primitive(s)</source>
        <translation>
            <numerusform>%n primitive</numerusform>
            <numerusform>%n primitives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unknown key(s)</source>
        <translation>
            <numerusform>%n unknown key</numerusform>
            <numerusform>%n unknown keys</numerusform>
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
    <message numerus="yes">
        <source>%1 %n key(s)</source>
        <translation>
            <numerusform>%1 %n key</numerusform>
            <numerusform>%1 %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n key(s), not to the end</source>
        <translation>
            <numerusform>%1 %n key, not to the end</numerusform>
            <numerusform>%1 %n keys, not to the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln key(s)</source>
        <translation>
            <numerusform>%1 of %Ln key</numerusform>
            <numerusform>%1 of %Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scanning: %1 of %Ln key(s) (%2 %)</source>
        <translation>
            <numerusform>scanning: %1 of %Ln key (%2 %)</numerusform>
            <numerusform>scanning: %1 of %Ln keys (%2 %)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scanning: %Ln key(s) so far</source>
        <translation>
            <numerusform>scanning: %Ln key so far</numerusform>
            <numerusform>scanning: %Ln keys so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) that no layout claims by name were not looked at by value (%1). The Values box changes that.</source>
        <translation>
            <numerusform>%Ln key that no layout claims by name were not looked at by value (%1). The Values box changes that.</numerusform>
            <numerusform>%Ln keys that no layout claims by name were not looked at by value (%1). The Values box changes that.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyBrowserModel</name>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %Ln key(s) this click: Scan more goes on</source>
        <translation>
            <numerusform>stopped after %Ln key this click: Scan more goes on</numerusform>
            <numerusform>stopped after %Ln keys this click: Scan more goes on</numerusform>
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
    <name>OperateCommands</name>
    <message numerus="yes">
        <source>%1 has %n owner field(s): say which with --expect</source>
        <translation>
            <numerusform>%1 has %n owner field: say which with --expect</numerusform>
            <numerusform>%1 has %n owner fields: say which with --expect</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n holder(s) expired</source>
        <translation>
            <numerusform>%n holder expired</numerusform>
            <numerusform>%n holders expired</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorOutcome</name>
    <message numerus="yes">
        <source>Reset %n key(s) of %1</source>
        <translation>
            <numerusform>Reset %n key of %1</numerusform>
            <numerusform>Reset %n keys of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Evicted %n holder(s) from %1</source>
        <translation>
            <numerusform>Evicted %n holder from %1</numerusform>
            <numerusform>Evicted %n holders from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n item(s) from %1</source>
        <translation>
            <numerusform>Deleted %n item from %1</numerusform>
            <numerusform>Deleted %n items from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Requeued %n item(s) onto %1</source>
        <translation>
            <numerusform>Requeued %n item onto %1</numerusform>
            <numerusform>Requeued %n items onto %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorPlanner</name>
    <message numerus="yes">
        <source>Remove the %n expired holder(s) listed from %1 if they are still there</source>
        <translation>
            <numerusform>Remove the %n expired holder listed from %1 if they are still there</numerusform>
            <numerusform>Remove the %n expired holders listed from %1 if they are still there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the count of %n subject(s) of %1 (UNLINK), so they start afresh</source>
        <translation>
            <numerusform>Delete the count of %n subject of %1 (UNLINK), so they start afresh</numerusform>
            <numerusform>Delete the count of %n subjects of %1 (UNLINK), so they start afresh</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundChecker</name>
    <message numerus="yes">
        <source>%n operation(s) failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1</source>
        <translation>
            <numerusform>%n operation failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1</numerusform>
            <numerusform>%n operations failed with an error, not an answer (the server could not be reached or refused the command), left out of operations and waits; the first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundScenario</name>
    <message numerus="yes">
        <source>%n overlapping hold(s)</source>
        <translation>
            <numerusform>%n overlapping hold</numerusform>
            <numerusform>%n overlapping holds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grant(s)</source>
        <translation>
            <numerusform>%n grant</numerusform>
            <numerusform>%n grants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refusal(s)</source>
        <translation>
            <numerusform>%n refusal</numerusform>
            <numerusform>%n refusals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) over the limit</source>
        <translation>
            <numerusform>%n stretch over the limit</numerusform>
            <numerusform>%n stretches over the limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n over-admission(s)</source>
        <translation>
            <numerusform>%n over-admission</numerusform>
            <numerusform>%n over-admissions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale write(s) refused</source>
        <translation>
            <numerusform>%n stale write refused</numerusform>
            <numerusform>%n stale writes refused</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message numerus="yes">
        <source>%n violation(s)</source>
        <translation>
            <numerusform>%n violation</numerusform>
            <numerusform>%n violations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed</source>
        <translation>
            <numerusform>%n operation failed</numerusform>
            <numerusform>%n operations failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n event(s), %1 ops/s, %2.</source>
        <translation>
            <numerusform>; %n event, %1 ops/s, %2.</numerusform>
            <numerusform>; %n events, %1 ops/s, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) failed: %1.</source>
        <translation>
            <numerusform>%n operation failed: %1.</numerusform>
            <numerusform>%n operations failed: %1.</numerusform>
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
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entrys</numerusform>
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
        <source>%n contact(s)</source>
        <translation>
            <numerusform>%n contact</numerusform>
            <numerusform>%n contacts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScanCommands</name>
    <message numerus="yes">
        <source>(%n key(s); scan complete)</source>
        <translation>
            <numerusform>(%n key; scan complete)</numerusform>
            <numerusform>(%n keys; scan complete)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n key(s); resume with --cursor %1)</source>
        <translation>
            <numerusform>(%n key; resume with --cursor %1)</numerusform>
            <numerusform>(%n keys; resume with --cursor %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SemaphoresView</name>
    <message numerus="yes">
        <source>%1 · %n member(s)</source>
        <translation>
            <numerusform>%1 · %n member</numerusform>
            <numerusform>%1 · %n members</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerCommands</name>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n key</numerusform>
            <numerusform>%n keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionStatusBar</name>
    <message numerus="yes">
        <source>cluster · %n master(s)</source>
        <translation>
            <numerusform>cluster · %n master</numerusform>
            <numerusform>cluster · %n masters</numerusform>
        </translation>
    </message>
</context>
</TS>
