#pragma once

#include "result.h"
#include "sshhop.h"
#include "sshoptions.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

struct ssh_session_struct;
struct ssh_channel_struct;

// Where a forwarded channel leads: a TCP address or a Unix socket, as seen from the SSH host.
struct SshForwardTarget
{
    QString host;
    quint16 port = 0;
    QString unixPath; // not empty: a Unix socket (direct-streamlocal)

    QString describe() const;
};

// One logged-in libssh session to one hop: connected (over TCP, or over a stream through the
// hop before it), its host key checked against known_hosts, authenticated. Blocking, and used by
// one thread at a time (libssh sessions are not thread-safe).
//
// Host keys: a key in known_hosts that matches goes on; a host whose key changed (or whose known
// key is of another type) is refused with a warning and never logged in to; an unknown host is
// refused with its key type and SHA-256 fingerprint (RedisError::Kind::SshHostKey) unless the
// options accept new keys, or accept that very fingerprint; then the key is added to
// known_hosts. Authentication tries the agent, each key file, then the password, and the error
// says what was tried.
class SshSession
{
public:
    ~SshSession();
    SshSession(const SshSession &) = delete;
    SshSession &operator=(const SshSession &) = delete;

    // fd >= 0: the session runs over that connected stream (a jump host's channel), which it
    // then owns.
    static Result<std::unique_ptr<SshSession>> open(const SshHop &hop, const SshOptions &options,
                                                    int fd = -1);

    // Opens a direct-tcpip (or direct-streamlocal) channel; blocking.
    Result<ssh_channel_struct *> openChannel(const SshForwardTarget &target);
    ssh_session_struct *handle() const { return m_session; }
    const SshHop &hop() const { return m_hop; }
    QString lastLibsshError() const;

    // Asks for the passphrase of an encrypted key file (the CLI: $COORDSCOPE_SSH_PASSPHRASE or
    // the terminal; the GUI: a dialog). Called on the thread that opens the session; an empty
    // optional means "cancelled". Process-wide.
    using PassphraseProvider = std::function<std::optional<QString>(const QString &keyFile)>;
    static void setPassphraseProvider(PassphraseProvider provider);
    // A passphrase is being asked for now (connect deadlines wait for the user).
    static bool isAsking();

private:
    SshSession(ssh_session_struct *session, SshHop hop);
    Result<void> checkHostKey(const SshOptions &options);
    Result<void> authenticate(const SshOptions &options);

    ssh_session_struct *m_session = nullptr;
    SshHop m_hop;
};
