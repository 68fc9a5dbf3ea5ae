#include "sshoptions.h"

#include <QStringList>

namespace {
RedisError invalidSpec(const QString &why)
{
    return RedisError(RedisError::Kind::InvalidArgument, why);
}
} // namespace

Result<SshOptions> SshOptions::fromSpec(const QString &spec)
{
    SshOptions o;
    QString rest = spec.trimmed();
    if (rest.isEmpty())
        return invalidSpec(QStringLiteral("the SSH host is empty (expected [user@]host[:port])"));
    const qsizetype at = rest.lastIndexOf(u'@');
    if (at >= 0) {
        o.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (o.user.isEmpty())
            return invalidSpec(QStringLiteral("the SSH user before '@' is empty"));
    }
    QString portText;
    if (rest.startsWith(u'[')) {
        const qsizetype close = rest.indexOf(u']');
        if (close < 0)
            return invalidSpec(QStringLiteral("the SSH host \"%1\" has no closing ']'").arg(rest));
        o.host = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(u':'))
                return invalidSpec(
                    QStringLiteral("unexpected \"%1\" after the SSH host").arg(after));
            portText = after.mid(1);
        }
    } else {
        const qsizetype colon = rest.indexOf(u':');
        if (colon >= 0 && rest.indexOf(u':', colon + 1) >= 0)
            return invalidSpec(
                QStringLiteral("an IPv6 SSH host needs brackets: [%1]:port").arg(rest));
        o.host = colon >= 0 ? rest.left(colon) : rest;
        if (colon >= 0)
            portText = rest.mid(colon + 1);
    }
    if (o.host.isEmpty())
        return invalidSpec(QStringLiteral("the SSH host is empty (expected [user@]host[:port])"));
    for (const QChar c : o.host)
        if (c.isSpace() || c == u'/' || c == u',')
            return invalidSpec(QStringLiteral("\"%1\" is not an SSH host name").arg(o.host));
    if (!portText.isNull()) {
        bool ok = false;
        const uint port = portText.toUInt(&ok);
        if (!ok || port == 0 || port > 65535)
            return invalidSpec(
                QStringLiteral("SSH port \"%1\" is not a number from 1 to 65535").arg(portText));
        o.port = quint16(port);
    }
    return o;
}

QString SshOptions::spec() const
{
    QString s;
    if (!user.isEmpty())
        s += user + u'@';
    s += host.contains(u':') ? u'[' + host + u']' : host;
    if (port != 0)
        s += u':' + QString::number(port);
    return s;
}

QString SshOptions::identity() const
{
    return QStringList{spec(),
                       keyFile,
                       knownHostsFile,
                       configFile,
                       proxyJump,
                       agentSocket,
                       QString::number(keepaliveSeconds)}
        .join(QChar(0x1f));
}
