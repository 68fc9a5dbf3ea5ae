#pragma once

#include <QString>

#include <functional>

class QWidget;
struct SshUnknownHost;

// What the GUI asks about SSH: whether to trust a host that known_hosts does not have (its key
// type and SHA-256 fingerprint shown), and an encrypted key's passphrase (asked on the GUI thread
// for the pool thread that logs in, which waits for the answer).
class SshPrompts
{
public:
    using Confirmation = std::function<bool(const QString &question)>;
    // The question trustHost() asks.
    static QString trustQuestion(const SshUnknownHost &host);
    // confirm: the window's test hook, else a message box (No by default).
    static bool trustHost(QWidget *parent, const SshUnknownHost &host, const Confirmation &confirm);
    // Makes SshSession ask for passphrases with a dialog over parent.
    static void installPassphraseDialog(QWidget *parent);
};
