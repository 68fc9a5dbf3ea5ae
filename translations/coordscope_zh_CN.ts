<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddressBookListModel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case-insensitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutocompleteLatencyChart</name>
    <message>
        <source>markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BYLEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of each autocomplete query on the worker thread, by method</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutocompleteSearch</name>
    <message>
        <source>Completing &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutocompleteView</name>
    <message>
        <source>Autocomplete actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autocomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load names from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address book name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BYLEX (one ZRANGE, read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers (Redis in Action 6.1.2, writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a prefix: suggestions come from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commands the last query sent, as the Command log shows them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Book:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter address books and lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query &quot;%1&quot; failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or type an address book to search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address book name (no braces).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot;: %n suggestions in %2 µs by %3, %4 commands</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Add one name per line of a UTF-8 text file to the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: this writes keys. Turn read-only off to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: only BYLEX is offered; the marker method writes markers into the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book&apos;s marker method (writes markers, several round trips) or one ZRANGE … BYLEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its address books.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for address books…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No address books found in this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view lists the address books (prefix search) and recent-contacts lists; type in the search box to complete names from a book and see the commands each keystroke sends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load demo data writes an address book of a few thousand names and a recent-contacts list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading autocomplete demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write an address book &quot;demo&quot; of a few thousand names and a recent-contacts list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1 into &quot;%2&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading names from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: cancelled or no connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterEventModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slot %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was a replica, now a master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was a master, now serves no slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster marks %1 as failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is healthy again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterNodeModel</name>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last redirection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first 8 characters of the node&apos;s id (CLUSTER MYID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DBSIZE on each master, read every few seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CoordScope&apos;s connection to the node (made when a command first needs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last MOVED, ASK, TRYAGAIN or CLUSTERDOWN this node answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>master (failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node (failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica of %1 (failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterView</name>
    <message>
        <source>&lt;b&gt;Redirections and failovers&lt;/b&gt; as this connection meets them: a MOVED says the slot lives on another master now (the client updates its map), an ASK that the slot is being migrated (that one command goes to the target), TRYAGAIN and CLUSTERDOWN that the client must wait and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n masters</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replicas</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 16,384 slots served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting: the client reads the map again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys: DBSIZE on each master every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a node of a Redis Cluster to see its masters, replicas, slots and the redirections the client meets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected with cluster=no: CoordScope treats %1 as one server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a single Redis server (INFO cluster does not say cluster_enabled:1). Connect to a node of a Redis Cluster to see its masters, replicas and slots here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the slot map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLUSTER SHARDS from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking whether this is a cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INFO cluster on %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLogModel</name>
    <message>
        <source>Answered by %1, sent there after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>sampled: the first %n command(s) of every %1 s are logged</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more command(s) not shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLogView</name>
    <message>
        <source>Filter by command or connection (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the newest command in sight. Scrolling up stops following; scrolling back to the bottom or this button resumes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold new commands back from the view; they appear when resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every command from the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0000 of 0000 commands · scrolled up, not following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · scrolled up, not following</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <source>TLS (rediss:// URLs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify the server&apos;s certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use ~/.ssh/config (Host aliases, User, Port, IdentityFile, ProxyJump)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: send only read commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to Redis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent connections are kept without their passwords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system&apos;s CA certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inspector only reads either way. Uncheck to allow the playground actions (acquire, release, enqueue, hit) to write to this server. You can change it later in the Connection menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach the server through an SSH host (a bastion). Every node of a Cluster or Sentinel deployment is reached through the same session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bastion.example.com, or a Host of ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default (22)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the config&apos;s, else your user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH agent, then key files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519, id_ecdsa, id_rsa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (as ssh -J: user@jump1:22,jump2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH tunnel needs a host (or uncheck SSH tunnel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH jump host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the SSH key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type the SSH password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &quot;%1&quot; needs a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a client certificate needs its key, and a key its certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key passphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or asked for when the key needs one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionHealth</name>
    <message>
        <source>the round-trip time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every command is refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this user may not run %1 (NOPERM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refuses %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CoordScope asks again at most every %1 s; a new connection asks at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DelayedActionForm</name>
    <message>
        <source>&amp;Enqueue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;laim due items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CoordScope delayed queue: keys cs:{NAME}:delayed, :payloads, :queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the worker gets, e.g. {&quot;to&quot;:&quot;ada@example.com&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long from the server&apos;s now until the item is due (0: at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many due items are moved to the ready list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The delay must be a number, e.g. 5 or 1.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The delay cannot be negative (0 makes the item due at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The delay is too long (at most %1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A delay in ms must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the delayed queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the payload the worker will get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enqueuing into %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enqueue into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claiming from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: no connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: CoordScope sends only read commands to this server. Turn read-only off for this connection to enqueue and claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule the payload after the delay (Ctrl+Shift+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move due items to the ready list once, atomically (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DelayedItemsModel</name>
    <message>
        <source>due now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overdue by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the first items of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading loaded items again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading items %1–%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DelayedQueueTableModel</name>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overdue by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items leaving the schedule per second, estimated from the last two refreshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim rate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DelayedQueuesView</name>
    <message>
        <source>Delayed queues view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export queues as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export items as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read more items: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter queues by name, layout or numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its delayed queues: items on a time axis, what is overdue, the ready list and the claim rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for delayed queues…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No delayed queues found in this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view shows delayed queues (CoordScope&apos;s, Redisson&apos;s RDelayedQueue, Sidekiq&apos;s schedule and retry sets, BullMQ&apos;s delayed jobs, Redis in Action&apos;s delayed:): what is scheduled, what is overdue, when the next item is due, the ready list and how fast items are claimed, with the items on a time axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load demo data writes a few queues under cs: with items overdue, due in a few seconds and due later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a queue to see its items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected queue is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 of %2 items loaded; scroll down for more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load demo delayed queues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write demo delayed queues into this database (keys under cs:)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DelayedScheduleChart</name>
    <message>
        <source>scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds from now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item, in due order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduled items by due time relative to the server&apos;s now; overdue items are left of the line. Items overdue by more than %1 s sit on the left edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First %1 of %2 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 overdue by more than %2 s (at the left edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 due after the axis ends (at the right edge)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmptyStatePage</name>
    <message>
        <source>Start the sandbox or connect to a Redis server to see %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The view fills in when the connection is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode is on for this connection: CoordScope sends it only read commands, so demo data, which writes keys, cannot be loaded. Turn read-only off (Connection › Read-only) or use the sandbox to load it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorReadRunner</name>
    <message>
        <source>the connection was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorView</name>
    <message>
        <source>R&amp;ules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own key patterns (GLOB=KIND), kept between sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scan now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the whole keyspace for primitives again now, as fast as the server answers: this pass is not held to the load budget (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values: auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values: every key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values: named keys only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether discovery looks at the value of keys no layout claims by name (TYPE, PTTL and a sample of each), to find the layouts told by value only: redis-py and node-redlock locks, redis-cell, Redisson hashes, counters. Auto: only when the database has at most %1 keys; on a bigger one that is most of a pass&apos;s work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by kind, name, library, key or state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the last refresh sent and received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy key name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln primitive(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 read in the last tick: the ones notifications named; all every %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 read per tick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · last tick: %1 commands in %2 round trips, %3 sent, %4 received, %5 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · INFO refused: times use this machine&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 keys, not to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
SCAN of %1 masters: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanned %1%2, pass finished %3 s ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopped at the key limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 by name only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scanning: %1 of %2 keys (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scanning: %1 keys so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, within the load budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys that no layout claims by name were not looked at by value (%2). The Values box changes that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pass keeps within the load budget (%1, Connection › Load budget…); Scan now (F5) goes as fast as the server answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last tick failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting… the table shows the last state read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the sandbox or connect to a Redis server to see its locks, semaphores, queues and rate limiters live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not look for primitives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for coordination primitives…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No coordination primitives found in this database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looked at %1 with SCAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 of them match no known layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. CoordScope recognises its own layouts and those of redis-py, Redisson, BullMQ, Sidekiq and Redis in Action (locks, semaphores, queues, limiters...). The view refreshes by itself; F5 looks again now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

This is the sandbox: make some with the command line tool, e.g.
coordscope-cli --url %1 lock acquire demo --ttl 60000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a primitive to see its keys and entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected primitive is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 — %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries: showing %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyBrowserModel</name>
    <message>
        <source>Scanning keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · the scan stopped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scan complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped after %1 round trips this click: Scan more goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped after %1 keys this click: Scan more goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · sizes unknown (MEMORY USAGE not allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMORY USAGE is not allowed for this user, or was not asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes (MEMORY USAGE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layout the inspector knows claims this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of %1 (see the Inspector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key&apos;s name (Ctrl+C copies the selected ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TYPE: string, list, hash, set, zset, stream, or a module&apos;s type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PTTL when the key was listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMORY USAGE: the bytes the key takes in the server&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The primitive the inspector recognised this key as part of</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyBrowserView</name>
    <message>
        <source>Keys view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan &amp;more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy key name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export keys as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export preview as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the keys again from the start with the MATCH pattern and type (F5); SCAN, never KEYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read up to %1 more keys from where the scan stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected key names (Ctrl+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the listed keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters the keys already scanned, in every column (no command is sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MATCH pattern, e.g. user:*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCAN&apos;s MATCH glob (* ? [abc]); Enter scans again with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCAN&apos;s TYPE filter: list only keys of this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclaimed only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the keys of the primitives the inspector recognised (locks, queues, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected key&apos;s value, %1 rows at a time: scroll down for more (read commands only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the sandbox or connect to a Redis server to browse its keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keys scanned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan lists every key with its type, TTL and size, %1 at a time, with SCAN (never KEYS) and other read commands only. The keys no layout claims are the ones the other tabs do not show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyPreviewModel</name>
    <message>
        <source>byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading more of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read (no connection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed type: now a %1; the rows above were read before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed as a %1, now a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed type while it was read: was a %1, now a %2; select it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no preview for this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a key to preview its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing the first %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KindView</name>
    <message>
        <source>Load &amp;demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy key names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only connection: CoordScope sends only read commands to it. Turn read-only off (Connection menu) to load demo data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo data not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading demo data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo data not loaded: the connection changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language takes effect at the next start of CoordScope.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimiterActionForm</name>
    <message>
        <source>&amp;Send requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limiter&apos;s name: no &apos;:&apos; and no braces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is limited, e.g. a user and an action (&quot;alice:upload&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;bject:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;pacity / burst:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lea&amp;k rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending %1 requests through %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: cancelled or no connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The funnel&apos;s capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GCRA: the burst (0: the limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: sending requests writes the limiter&apos;s keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the requests (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimiterTableModel</name>
    <message>
        <source>GCRA (redis-cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redisson RRateLimiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed window (INCR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding log (ZSET)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TAT now (full allowance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TAT now + %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1 / capacity %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 in window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>admits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimiterTrafficChart</name>
    <message>
        <source>Admitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic sent through CoordScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative admitted and refused requests of the traffic sent from the form below</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveUpdatesBar</name>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the inspector reads the primitives it found (pipelined and bounded per refresh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable notifications…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyspace notifications: subscribing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyspace notifications: not listening (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyspace notifications: on, %L1 events; changes show at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyspace notifications: listening, none received (off on the server?); polling only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: CoordScope never changes a server&apos;s configuration in read-only mode. Turn read-only off (Connection menu) to enable notifications.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run CONFIG SET notify-keyspace-events on this server so that changes show at once (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only: not enabling notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the configuration of %1?

This runs CONFIG SET notify-keyspace-events, adding K (keyspace events) and A (every type) to the flags already set. The server then publishes an event for every change to a key, which costs it some CPU on a busy server. It lasts until the server restarts or someone sets it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable keyspace notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enable keyspace notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockActionForm</name>
    <message>
        <source>SETNX and DEL: no lease, and the release deletes anyone&apos;s lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SETNX then EXPIRE: a crash between the two leaves it forever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book&apos;s GETSET lock: the value is the expiry time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SET NX PX with a random token; release and extend check it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hash owner → hold count; the owner may take it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token lock plus a fencing number that only grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token lock whose holder waits for replicas (WAIT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which lock variant to use (Redlock needs several Redis nodes: it lives in the Playground)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lock name, e.g. orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock&apos;s key is cs:{name}:lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lease in milliseconds: the lock expires after it unless extended (the naive lock ignores it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep trying this many milliseconds when it is held (0: one attempt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between attempts in milliseconds (plus a little jitter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Extend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TTL (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wait (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry &amp;every (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redlock needs several Redis nodes; try it in the Playground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This connection is read-only: CoordScope sends only read commands to it. Turn read-only off for this connection to try locks here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire the lock (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the lock acquired here (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew the lease of the lock acquired here to the TTL (Ctrl+Shift+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This connection is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquiring %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extending %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extend lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: the connection changed or the job was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockTableModel</name>
    <message>
        <source>last read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Layout: %2 (%3)
Key: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind · layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token or owner id stored in the lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times the owner holds a reentrant lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last fencing number handed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left on the lease, counting down between refreshes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clients queued for a fair lock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockTimelineChart</name>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No holds in the last %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hold (holder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(bar end without marker: released)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)
holder: %3
from %4 to %5 (%6)
%7</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocksView</name>
    <message>
        <source>Locks view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks demo traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo &amp;traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the timeline as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting… the table shows the last state read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, kind, library, holder or note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load lock demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a few locks of each kind in this database (keys cs:{name}:lock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock demo traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo traffic failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n lock(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 reads failed in the last tick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · discovery stopped at its key limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last refresh failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven seconds of acquire/release on the lock burst: a release, an expiry, and a lease that runs out as the next client takes the lock (Ctrl+Shift+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its locks: who holds what, for how much longer, who waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for locks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No locks found in this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view shows the locks CoordScope recognises (its own, redis-py, Redisson RLock and fair locks, BullMQ job locks, Redis in Action&apos;s lock:*): holder, hold count, fencing number, the TTL counting down, waiters, and a timeline of holds over the last two minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load demo data takes a few locks of each kind in this database.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server: version, memory, clients, keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every coordination primitive found in the database, live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semaphores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed queues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate limiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autocomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key, above all those no layout claims: type, TTL, size and a paged value preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated clients against one primitive, injected faults and a safety checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Redis Cluster&apos;s nodes, slots and links, and the redirections met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The master Redis Sentinel monitors, its replicas and their lag, the quorum, and the failovers the connection follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most the inspector may put on a server, counted with everything CoordScope sends on the connection: a share of one server core (&quot;2%&quot;), commands per second (&quot;400/s&quot;), both (&quot;2%,400/s&quot;, the default), or &quot;unlimited&quot;. Discovery passes wait and ticks are skipped to stay within it; Scan now in the Inspector runs one pass without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a private redis-server for experiments and connect to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a Redis server (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send only read commands to this server. The inspector only reads either way; the playground actions (acquire, release, enqueue, hit, demo data) need it off. On by default for every server but the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much load the inspector may put on a server: a share of one server core and commands per second (default %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep sandbox data between runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked, quitting keeps the sandbox&apos;s keys for the next start without asking; unchecked, a quit with keys in the sandbox asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter command log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a few of each primitive (locks, semaphores, delayed queues, limiters, an address book) under cs: (Ctrl+Shift+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last session ended on %1, which needs a password: passwords are not stored. Give it in the connection dialog, or stay on the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing what CoordScope holds on the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox&apos;s data was not kept: %1. Quit again to leave without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit CoordScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The sandbox holds %n key(s). Keep them for the next start?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Kept, the sandbox starts from them next time (%1). Discarded, it starts empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the sandbox redis-server: %1
Connect to a Redis server instead (Ctrl+K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow CoordScope to write to %1?

The playground actions (acquire, release, extend, enqueue, hit, load demo data) will change data on this server. The inspector keeps reading only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow writes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundCharts</name>
    <message>
        <source>operations/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ops/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait to grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>admitted/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>admitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait from enqueue to delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered after due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admitted and limited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundClientParams</name>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One client&apos;s own parameters on top of the run&apos;s: any of hold=100-200, think=5, ttl=500, wait=1000, retry=10, watchdog, fenced, comma-separated. The other clients keep the run&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-client row %1: client &quot;%2&quot; is not a client number (0 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client %1: there are only %2 clients (0 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client %1: given twice (per-client rows %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundConfigForm</name>
    <message>
        <source>A cluster, 3 + 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentinel, 1 + 2 + 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds a grant is held: &quot;30&quot; or a range &quot;20-80&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds between two operations: &quot;5&quot; or &quot;0-10&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semaphores: the permits; rate limiters: the admissions per window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate limiters: the window&apos;s length in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Redis Cluster the playground starts: 3 masters, 3 replicas. Clients route by slot; the faults server-stop (of a master), replication-pause, cluster-failover and slot-migration act on it. Off: the connected server (Redlock: five masters; synced: a master and a replica).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A master, 2 replicas and 3 sentinels the playground starts. Clients find the master through the sentinels, which promote a replica when the master is stopped or paused for longer than 1000 ms; replication-pause cuts the master&apos;s replicas off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-client parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom run: the checker reports whatever it finds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected for %1 (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsafe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redlock runs on independent masters, not on a cluster: untick the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redlock runs on independent masters, not on a Sentinel deployment: untick Sentinel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault %1: client &quot;%2&quot;: there are only %3 clients (0 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault %1: when &quot;%2&quot;: after the run&apos;s end (%3 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundFaultList</name>
    <message>
        <source>Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client / node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For / by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faults added to the run. When: ms from the start (500), or a probability per operation of the client (p=0.01 or 1%). Client faults name a client, or &quot;all&quot; for a probability on every client; server faults a node. Pause, client-pause and debug-sleep last &quot;for&quot; ms, clock-skew and slow-network shift &quot;by&quot; ms. &quot;crash after-setnx&quot; crashes at that step of the variant instead of between operations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault %1: %2 &quot;%3&quot;: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault %1: step &quot;%2&quot;: the run&apos;s variant has no such step (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has none: crash between operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its steps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time in ms, p=0.01 or 1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a client&apos;s number, or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault %1: %2 %3 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a slot from 0 to 16383</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number of ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundGantt</name>
    <message>
        <source>One row per client: holds in blue, waits as grey lines (a tick where refused), enqueues as green ticks, limited hits as grey ticks, faults in orange (a dashed line for a server fault), violations in red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enqueued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a run: each client&apos;s holds show here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundHistoryLoader</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundRedlockModel</name>
    <message>
        <source>granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validity left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundRedlockPanel</name>
    <message>
        <source>The lock&apos;s TTL in the next run: the validity budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client 0&apos;s clock runs ahead (+) or behind (-) by this much</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra delay before every client&apos;s commands: validity shrinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redlock: each node&apos;s answer and latency, and the validity left per attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While paused: every client does one more operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the run as its time would: operations finish, queues drain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the playground run did not end in time: client %1 may still hold %2 until its lease ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the playground run did not end in time: its clients&apos; holds stay until their leases end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is under way: stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: the playground writes to the server. Turn Read-only off (Connection menu) to run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server to run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 s · %3 events · %4 operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n operations failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running: no violations so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only turned on: the run was aborted, it writes to the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 enqueued, %2 delivered (%3 again), %4 acked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 admitted, %2 limited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait p50 %1 ms, p99 %2 ms, Jain %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 events, %2 ops/s, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n operations failed: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Expected: %1. The checker alone found: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected: %1. Found: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not judged: the run is inconclusive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT as expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1, which may not be whole: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;CSV, events only (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimitiveEntriesModel</name>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimitiveListModel</name>
    <message>
        <source>free · %1 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · no expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n holder(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 due of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n subject(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · limit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  (%n note(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, fencing number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, hold count %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, lease %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number of milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the lock a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lock name cannot contain { or } (they delimit the key&apos;s hash tag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lock name is at most 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not acquired: %1 after %n attempt(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>held by someone else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired %1 (%2), token %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to release: this playground does not hold the %1 lock %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lock was no longer ours (expired or taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Released one hold of %1; %n left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not released: %1 was no longer ours (expired or taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1 without checking whose it was (%2 lock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to extend: this playground does not hold the %1 lock %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lock was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not extended: %1 was no longer ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, valid for %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1 demo locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo traffic on the lock burst done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n row(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RateLimitersView</name>
    <message>
        <source>Rate limiters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter limiters and subjects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its rate limiters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for rate limiters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rate limiters found in this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view shows every rate limiter subject: its algorithm, how much of its allowance is used, and whether the next request would be refused; the chart shows the traffic you send from the form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load demo data writes a limiter of each kind with a few subjects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading rate limiter demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a limiter of each kind with a few subjects (cs:{name:subject}:kind)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentContactsBox</name>
    <message>
        <source>Recent contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user (cs:{user}:recent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to match contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the text matches: exact matches first, then prefix matches, then the others, most recent first within each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching recent contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding a recent contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not match: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n contacts</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Move the text to the front of the user&apos;s recent contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only mode: adding a contact writes the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReleaseOnQuit</name>
    <message>
        <source>no answer within the %1 ms a quit waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release before quitting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScreenshotTour</name>
    <message>
        <source>playground scenario %1: the run did not finish within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playground scenario %1: no final verdict within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected after %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Playground tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no playground scenario named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playground scenario %1: cannot start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playground scenario %1: the run did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playground scenario %1: the run failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemaphoreActionForm</name>
    <message>
        <source>basic, fair and locked are the book&apos;s semaphores (client clocks); atomic and ttl-keys are the safe ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire a permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release a permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sorted set scored by the client&apos;s clock: clients with skewed clocks steal permits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered by a counter (INCR), so a fast clock does not jump the queue; still times out by client time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fair semaphore acquired under a short token lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One script on the server&apos;s clock, scored by expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered by a counter, each permit&apos;s lease a key that Redis expires: no clock comparisons at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name, e.g. pool (keys cs:{pool}:…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permits in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permit not released within its lease expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long Acquire keeps trying; 0: one attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;ease:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wait:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kind of %1 is %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the semaphore&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is too long (at most 200 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a kind of semaphore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: the connection is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: start the sandbox or connect to a server first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only connection: CoordScope sends only read commands. Turn read-only off for this connection to acquire and release permits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire a permit (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the oldest permit acquired here (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquiring a permit on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire a %1 permit on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquire failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired a permit on %1 (%2): holder %3, rank %4 of limit %5, lease %6; %7 held here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused on %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no permit free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing a permit on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release a %1 permit on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released holder %1 on %2; %3 held here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder %1 on %2 had already expired and was cleaned up: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: the connection changed or the action was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemaphoreKind</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its :semlock key exists: only the locked semaphore writes one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An :owners set is written by the fair and the locked semaphore; the locked one&apos;s :semlock key exists only while an acquire runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its holders are scored by a counter and it has a :counter or :lease: key: only ttl-keys writes those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its holders did not read as scored by time, yet it has neither the :counter of ttl-keys nor the :owners of fair: the keys do not tell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a :holders set scored by time: the basic semaphore scores the acquire time, the atomic one the expiry, and the keys cannot tell which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No :holders set: the keys do not say which kind wrote them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemaphoreMembersModel</name>
    <message>
        <source>counter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired, not cleaned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked past the limit but still in the set: it should not hold a permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past its lease; the next acquire removes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease TTL (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemaphoreRankChart</name>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit %1 (past the last rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members by rank: the first %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemaphoreTableModel</name>
    <message>
        <source>%1 Seen as %2 earlier: its keys then said so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This layout does not store its limit: this is the limit CoordScope last used on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members past their lease that no acquire has cleaned up yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live members ranked at or past the limit: they should not hold a permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemaphoresView</name>
    <message>
        <source>semaphores view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export semaphores as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export members as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, layout, kind or notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;holder ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load semaphore demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a few semaphores under cs:{sem-demo-…}: a basic one, a fair one with a holder beyond its limit, and two with expired members not yet cleaned up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo data loaded: %1 semaphores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a semaphore to see its members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is gone (its keys vanished or changed type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · limit %1 (assumed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its semaphores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for semaphores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No semaphores found in this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view shows counting semaphores (CoordScope&apos;s, Redisson&apos;s RSemaphore and RPermitExpirableSemaphore, Redis in Action&apos;s): each one&apos;s members in rank order with their age or counter, the limit, and the members beyond the limit or expired but not yet cleaned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load demo data writes a semaphore of each kind with a few holders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentinelFailoverModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learnt from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+switch-master from sentinel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentinel %1, asked at a reconnect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentinelReplicaModel</name>
    <message>
        <source>Replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link to master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lag (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The master&apos;s offset could not be read (INFO replication on the master)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentinelView</name>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the status from the sentinels now (read commands only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quorum:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentinels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Replicas&lt;/b&gt;: the lag is how many bytes of the master&apos;s replication stream each has not acknowledged yet; a write acknowledged by the master alone is lost if it fails over to a replica that lags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Failovers seen&lt;/b&gt; by this connection: announced by a sentinel on +switch-master (the client goes to the new master at once), or found when the sentinels were asked again at a reconnect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; at %2 · flags: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sentinels must agree that the master is down · CKQUORUM: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (answered this read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the Sentinel status failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sentinels of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentinel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read every %1 s from %2 while this tab is shown (SENTINEL MASTER, REPLICAS, SENTINELS, CKQUORUM; INFO replication on the master)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking the sentinels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect through Redis Sentinel (a redis+sentinel:// URL) to see the master its sentinels monitor, the quorum, the replicas and their lag, and the failovers the connection follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a Sentinel connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reached directly, not through Redis Sentinel. Connect with a redis+sentinel://HOST:26379/MASTER URL to see its sentinels here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerOverview</name>
    <message>
        <source>Uptime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys per database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyspace hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyspace misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eviction policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server holds no keys yet. Load demo data to see a few of every primitive in the tabs, try a lock in the Locks tab, or run a scenario in the Playground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis (version unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refuses INFO (%1): no server figures; asked again every %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading INFO…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A private redis-server for experiments, gone when CoordScope quits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary comes back as soon as %1 answers again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a private sandbox server to experiment safely, or connect to a Redis server you run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sandbox on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db%1    %2 keys, %3 with a TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keys in any database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated %1 · refreshed every %2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerSession</name>
    <message>
        <source>the sandbox is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sandbox did not say where it saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sandbox redis-server exited unexpectedly (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionStatusBar</name>
    <message>
        <source>Read-only: CoordScope sends only read commands to this server. Connection › Read-only turns it off for this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS without certificate verification (verify=no): the server&apos;s certificate is not checked, so the server is not authenticated and anyone on the path can read and change this connection. Use ca= (or the system&apos;s CAs) and leave verify on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Redis Cluster: each command goes to the master of its keys&apos; slot, and discovery and the key browser scan every master (the Cluster tab shows the nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected, but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting (starting redis-server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting (attempt %1, next in %2 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cluster · %n masters</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Redis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load %1 % · %2 cmd/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load CoordScope puts on this server, over the last %1 s: commands per second, and the share of one server core its commands took (measured from their round trips less the network&apos;s: an estimate).
Inspector budget: %2 (Connection › Load budget…; Scan now in the Inspector runs one pass without it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshPrompts</name>
    <message>
        <source>The SSH host %1 is not in %2.

Its %3 key has the fingerprint

    %4

Compare it with the fingerprint the host&apos;s administrator gives you (ssh-keygen -lf on the host&apos;s key). Trust this host, add its key to known_hosts and connect?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown SSH host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for %1:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserRulesDialog</name>
    <message>
        <source>Layout rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own key patterns, one per line as GLOB=KIND; they win over the built-in layouts. For example:
    myapp:mutex:*=lock
    jobs:*:delayed=delayed-queue
Kinds: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
