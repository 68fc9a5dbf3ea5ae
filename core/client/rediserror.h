#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

// The one error type of the client layer. Every failure, whether it happened in the socket, in
// the parser or on the server, ends up as a kind from this small taxonomy plus a message.
class RedisError
{
public:
    enum class Kind {
        None,            // no error
        InvalidArgument, // bad URL, option or argument; nothing was sent
        Io,              // connect refused, host unreachable, read/write failure
        Timeout,         // connect or command deadline passed; the connection was dropped
        Closed,          // the connection is (or went) closed while a command was pending
        Protocol,        // the bytes from the server are not valid RESP
        Server,          // an error reply not covered by a narrower kind below
        Auth,            // NOAUTH, WRONGPASS, or AUTH refused
        NoPermission,    // NOPERM: the ACL user may not run that command or touch that key
        NoScript,        // NOSCRIPT: EVALSHA of a script the server does not know
        WrongType,       // WRONGTYPE: the key holds another type
        UnexpectedReply, // the reply has a type the caller cannot use
        Lost,            // a lock or lease we held is no longer ours (expired, or taken over)
        Conflict,        // an optimistic transaction gave up: its WATCHed keys kept changing
        ReadOnly,        // refused by read-only mode (not a read command); nothing was sent
        Cancelled,       // the action was cancelled (RedisConnection::setStopCheck); not sent
        CrossSlot,       // a cluster command, transaction or script with keys in two slots
        Cluster,         // the cluster could not serve it: CLUSTERDOWN or TRYAGAIN past the
                         // retries, too many redirections, no node for the slot
        Failover,        // Sentinel: the master it went to is a replica now (READONLY); it did
                         // not run, and the next command goes to the new master
        Ssh,             // the SSH tunnel could not be set up, or dropped (docs/connections.md)
        SshHostKey,      // an SSH host key not in known_hosts, or one that changed: refused
    };

    RedisError() = default;
    RedisError(Kind kind, QString message);

    // Maps an error reply ("WRONGTYPE Operation against ...") to its kind.
    static RedisError fromServerReply(const QByteArray &message);
    // A connection error after the command was written: the server may have run it, or not
    // (a timeout, a connection closed before the reply). What a caller must not call "failed".
    static RedisError afterSending(Kind kind, QString message);

    Kind kind() const { return m_kind; }
    const QString &message() const { return m_message; }
    bool isError() const { return m_kind != Kind::None; }
    // The error belongs to the connection (not to one command): reconnecting may help.
    bool isConnectionError() const;
    // Made by afterSending(): the command may have run. Other errors mean it did not (not sent,
    // or refused by the server).
    bool mayHaveRun() const { return m_mayHaveRun; }

    // Stable lower-case name used in JSON output: "io", "timeout", "wrongtype", ...
    static QString kindName(Kind kind);
    QString kindName() const { return kindName(m_kind); }
    // "kind: message", for logs and one-line CLI errors.
    QString toString() const;

    bool operator==(const RedisError &other) const = default;

private:
    Kind m_kind = Kind::None;
    QString m_message;
    bool m_mayHaveRun = false;
};

Q_DECLARE_METATYPE(RedisError)
