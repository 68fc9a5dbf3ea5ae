#include "sshhostconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace {
RedisError configError(const QString &file, int line, const QString &why)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("%1, line %2: %3").arg(file).arg(line).arg(why));
}

// Splits "Keyword value", "Keyword=value", "Keyword = value" and quoted arguments, as
// ssh_config(5) reads them: after the keyword, blanks and at most one '='.
QStringList configWords(const QString &line)
{
    QStringList words;
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n && !line.at(i).isSpace() && line.at(i) != u'=')
        ++i;
    words << line.left(i);
    while (i < n && line.at(i).isSpace())
        ++i;
    if (i < n && line.at(i) == u'=')
        ++i;
    QString current;
    bool quoted = false;
    bool any = false;
    for (; i < n; ++i) {
        const QChar c = line.at(i);
        if (c == u'"') {
            quoted = !quoted;
            any = true;
        } else if (!quoted && c.isSpace()) {
            if (any)
                words << current;
            current.clear();
            any = false;
        } else {
            current += c;
            any = true;
        }
    }
    if (any)
        words << current;
    return words;
}

bool globMatches(const QString &pattern, const QString &host)
{
    // ssh_config(5)'s patterns: * any run of characters, ? one character; the rest literal.
    QString expression = QStringLiteral("^");
    for (const QChar c : pattern) {
        if (c == u'*')
            expression += QStringLiteral(".*");
        else if (c == u'?')
            expression += u'.';
        else
            expression += QRegularExpression::escape(QString(c));
    }
    expression += u'$';
    const QRegularExpression re(expression, QRegularExpression::CaseInsensitiveOption);
    return re.match(host).hasMatch();
}

// A Host line's patterns: matches when one pattern matches and no negated one does.
bool hostLineMatches(const QStringList &patterns, const QString &host)
{
    bool matched = false;
    for (const QString &p : patterns) {
        if (p.startsWith(u'!')) {
            if (globMatches(p.mid(1), host))
                return false;
        } else if (globMatches(p, host)) {
            matched = true;
        }
    }
    return matched;
}

QString expandPath(QString path, const QString &host, const QString &remoteUser)
{
    const QString home = QDir::homePath();
    if (path == u"~" || path.startsWith(QStringLiteral("~/")))
        path = home + path.mid(1);
    path.replace(QStringLiteral("%d"), home);
    path.replace(QStringLiteral("%h"), host);
    path.replace(QStringLiteral("%r"), remoteUser);
    path.replace(QStringLiteral("%u"), qEnvironmentVariable("USER", QStringLiteral("root")));
    path.replace(QStringLiteral("%%"), QStringLiteral("%"));
    return path;
}

struct ConfigReader
{
    QString host;
    SshHostConfig result;
    int depth = 0;

    Result<void> readFile(const QString &file)
    {
        QFile f(file);
        if (!f.exists())
            return {};
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
            return RedisError(
                RedisError::Kind::Io,
                QStringLiteral("cannot read SSH config %1: %2").arg(file, f.errorString()));
        bool active = true; // before the first Host line, every line applies
        int lineNo = 0;
        while (!f.atEnd()) {
            ++lineNo;
            const QString line = QString::fromUtf8(f.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            const QStringList words = configWords(line);
            if (words.isEmpty())
                continue;
            const QString key = words.first().toLower();
            const QStringList args = words.mid(1);
            if (key == u"host") {
                if (args.isEmpty())
                    return configError(file, lineNo, QStringLiteral("Host without a pattern"));
                active = hostLineMatches(args, host);
                continue;
            }
            if (key == u"match") {
                active = false;
                result.notes
                    << QStringLiteral("%1, line %2: Match block skipped").arg(file).arg(lineNo);
                continue;
            }
            if (!active)
                continue;
            if (key == u"include") {
                if (auto included = include(file, args, lineNo); !included)
                    return included;
                continue;
            }
            if (args.isEmpty())
                return configError(file, lineNo,
                                   QStringLiteral("%1 without a value").arg(words.first()));
            const QString value = args.first();
            if (key == u"hostname" && result.hostName.isEmpty()) {
                result.hostName = value;
            } else if (key == u"user" && result.user.isEmpty()) {
                result.user = value;
            } else if (key == u"port" && result.port == 0) {
                bool ok = false;
                const uint port = value.toUInt(&ok);
                if (!ok || port == 0 || port > 65535)
                    return configError(
                        file, lineNo,
                        QStringLiteral("Port \"%1\" is not a port number").arg(value));
                result.port = quint16(port);
            } else if (key == u"identityfile") {
                result.identityFiles << value; // expanded once User is known
            } else if (key == u"proxyjump" && result.proxyJump.isEmpty()) {
                result.proxyJump = value;
            } else if (key == u"proxycommand" && result.proxyCommand.isEmpty()) {
                result.proxyCommand = args.join(u' ');
            } else if (key == u"userknownhostsfile" && result.knownHostsFile.isEmpty()) {
                result.knownHostsFile = value;
            } else if (key == u"identityagent" && result.identityAgent.isEmpty()) {
                result.identityAgent = value;
            }
        }
        return {};
    }

    Result<void> include(const QString &file, const QStringList &patterns, int lineNo)
    {
        if (++depth > 16)
            return configError(file, lineNo, QStringLiteral("Include nested too deep"));
        for (QString pattern : patterns) {
            pattern = expandPath(pattern, host, QString());
            if (QFileInfo(pattern).isRelative())
                pattern = QDir::homePath() + QStringLiteral("/.ssh/") + pattern;
            const QFileInfo info(pattern);
            const QStringList names =
                QDir(info.path())
                    .entryList({info.fileName()}, QDir::Files | QDir::Readable, QDir::Name);
            for (const QString &name : names)
                if (auto read = readFile(info.path() + u'/' + name); !read)
                    return read;
        }
        --depth;
        return {};
    }
};
} // namespace

Result<SshHostConfig> SshHostConfig::read(const QString &file, const QString &host)
{
    ConfigReader reader;
    reader.host = host;
    if (auto read = reader.readFile(file); !read)
        return read.error();
    SshHostConfig c = reader.result;
    const QString hostName = c.hostName.isEmpty() ? host : c.hostName;
    for (QString &identity : c.identityFiles)
        identity = expandPath(identity, hostName, c.user);
    if (!c.knownHostsFile.isEmpty())
        c.knownHostsFile = expandPath(c.knownHostsFile.section(u' ', 0, 0), hostName, c.user);
    if (!c.identityAgent.isEmpty() && c.identityAgent != u"none" &&
        c.identityAgent != u"SSH_AUTH_SOCK")
        c.identityAgent = expandPath(c.identityAgent, hostName, c.user);
    c.hostName.replace(QStringLiteral("%h"), host);
    return c;
}

QString SshHostConfig::defaultFile()
{
    return QDir::homePath() + QStringLiteral("/.ssh/config");
}
