#include "cliapp.h"

#include "sshsession.h"
#include "stillheld.h"
#include "terminalprompt.h"

#include <QCoreApplication>

#include <cstdio>

namespace {
const QString DefaultUrl = QStringLiteral("redis://127.0.0.1:6379");

QCommandLineOption urlOption()
{
    return QCommandLineOption(
        QStringLiteral("url"),
        QCoreApplication::translate(
            "CliApp", "Server to use: redis://[user:password@]host:port/db, rediss://... or "
                      "unix:///path.sock (default: $COORDSCOPE_URL, else %1). A password may "
                      "also come from $COORDSCOPE_PASSWORD.")
            .arg(DefaultUrl),
        QStringLiteral("URL"));
}
// These options are made before main() installs the translations: described() keeps the English
// description, translated() translates it when the option goes into a parser.
QString described(const char *description)
{
    return QString::fromUtf8(description);
}

QCommandLineOption translated(QCommandLineOption option)
{
    option.setDescription(
        QCoreApplication::translate("CliApp", option.description().toUtf8().constData()));
    return option;
}
const QCommandLineOption PrefixOption(
    QStringLiteral("prefix"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "Prefix of every key the primitives use (default: $COORDSCOPE_PREFIX, else "
                  "cs:).")),
    QStringLiteral("PREFIX"));
const QCommandLineOption ReadOnlyOption(
    QStringLiteral("read-only"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "Send only read commands: anything else is refused before it is sent (also "
                  "?read_only=yes in the URL).")));
const QCommandLineOption SshOption(
    QStringLiteral("ssh"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "Reach the server through SSH: [user@]host[:port], or a Host of ~/.ssh/config "
                  "(also ?ssh= in the URL). Logs in with the agent, the key files, then a "
                  "password; checks the host key against ~/.ssh/known_hosts.")),
    QStringLiteral("USER@HOST[:PORT]"));
const QCommandLineOption SshKeyOption(
    QStringLiteral("ssh-key"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "SSH private key file (Ed25519, ECDSA, RSA). Its passphrase comes from "
                  "$COORDSCOPE_SSH_PASSPHRASE, else is asked for on the terminal.")),
    QStringLiteral("FILE"));
const QCommandLineOption SshAcceptNewOption(
    QStringLiteral("ssh-accept-new"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "Trust an SSH host that is not in known_hosts yet, and add its key there. A "
                  "host whose key changed is refused even so.")));
const QCommandLineOption SshKnownHostsOption(
    QStringLiteral("ssh-known-hosts"),
    described(QT_TRANSLATE_NOOP("CliApp",
                                "known_hosts file to check SSH host keys against (default: "
                                "~/.ssh/known_hosts).")),
    QStringLiteral("FILE"));
const QCommandLineOption SshJumpOption(
    QStringLiteral("ssh-jump"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "Jump hosts before the SSH host, as ssh -J: [user@]host[:port][,...].")),
    QStringLiteral("HOSTS"));
const QCommandLineOption SshConfigOption(
    QStringLiteral("ssh-config"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "OpenSSH client config to read (default: ~/.ssh/config; \"none\": none).")),
    QStringLiteral("FILE"));
const QCommandLineOption SshPasswordOption(
    QStringLiteral("ssh-password"),
    described(QT_TRANSLATE_NOOP(
        "CliApp", "Log in to the SSH host with a password too: from $COORDSCOPE_SSH_PASSWORD, "
                  "else asked for on the terminal.")));
const QCommandLineOption
    JsonOption(QStringLiteral("json"),
               described(QT_TRANSLATE_NOOP("CliApp", "Print one JSON object instead of text.")));
const QCommandLineOption
    HelpOption({QStringLiteral("h"), QStringLiteral("help")},
               described(QT_TRANSLATE_NOOP("CliApp", "Show help (for a subcommand: "
                                                     "coordscope-cli SUBCOMMAND --help).")));
const QCommandLineOption VersionOption({QStringLiteral("v"), QStringLiteral("version")},
                                       described(QT_TRANSLATE_NOOP("CliApp", "Show the version.")));

// QCommandLineParser names unknown options without their dashes ("Unknown option 'bogus'."):
// say them as they were typed.
QString parseError(const QCommandLineParser &parser)
{
    const QStringList unknown = parser.unknownOptionNames();
    if (unknown.isEmpty())
        return parser.errorText();
    QStringList typed;
    for (const QString &name : unknown)
        typed << QString(QStringLiteral("--").left(name.size() == 1 ? 1 : 2) + name);
    return QCoreApplication::translate("CliApp", "unknown option(s) %1 (try --help)", nullptr,
                                       int(typed.size()))
        .arg(typed.join(QStringLiteral(", ")));
}

void print(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
}
} // namespace

CliApp::CliApp(QList<CliCommand> commands)
    : m_commands(std::move(commands))
{}

const CliCommand *CliApp::find(const QString &name) const
{
    for (const CliCommand &c : m_commands)
        if (c.name == name)
            return &c;
    return nullptr;
}

QString CliApp::helpText(const QCommandLineParser &parser) const
{
    QString text = parser.helpText();
    text += QCoreApplication::translate("CliApp", "\nSubcommands:\n");
    for (const CliCommand &c : m_commands)
        text +=
            c.synopsis.size() <= 24
                ? QStringLiteral("  %1  %2\n").arg(c.synopsis, -24).arg(c.summary)
                : QStringLiteral("  %1\n  %2  %3\n").arg(c.synopsis, QString(24, u' '), c.summary);
    text += QCoreApplication::translate(
        "CliApp", "\nExit status: 0 success, 1 failure (server or connection), "
                  "2 bad usage, 3 not acquired (or found lost by release/extend), "
                  "nothing taken from a queue, refused by a rate limiter, or nothing "
                  "done by operate because the state changed; "
                  "4 inconclusive (simulate, check: too many operations failed to "
                  "judge the run), or operate without --yes (nothing sent); 130 or 143 when SIGINT "
                  "or SIGTERM ended a --hold, a "
                  "--wait or a simulate run, after releasing what it held (or printing "
                  "it). docs/limits.md has every status.\n");
    return text;
}

int CliApp::run(const QStringList &arguments)
{
    CliOutput output;
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "CliApp", "CoordScope's command line: Redis coordination primitives, headless."));
    parser.addOption(urlOption());
    for (const QCommandLineOption &option :
         {PrefixOption, ReadOnlyOption, SshOption, SshKeyOption, SshAcceptNewOption,
          SshKnownHostsOption, SshJumpOption, SshConfigOption, SshPasswordOption, JsonOption,
          HelpOption, VersionOption})
        parser.addOption(translated(option));
    parser.addPositionalArgument(
        QStringLiteral("subcommand"),
        QCoreApplication::translate("CliApp", "What to do (see Subcommands below)."),
        QStringLiteral("SUBCOMMAND [ARGS...]"));

    // First pass: global options and the subcommand's name. Options of the subcommand are not
    // known yet, so errors about them wait for the second pass.
    parser.parse(arguments);
    output.setJson(parser.isSet(JsonOption));
    if (parser.isSet(VersionOption)) {
        print(QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                            QCoreApplication::applicationVersion()));
        return CliOutput::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        if (parser.isSet(HelpOption)) {
            print(helpText(parser));
            return CliOutput::Success;
        }
        if (!parser.errorText().isEmpty())
            return output.usage(parseError(parser));
        return output.usage(
            QCoreApplication::translate("CliApp", "no subcommand given (try --help)"));
    }
    const CliCommand *command = find(positional.first());
    if (!command) {
        QStringList names;
        for (const CliCommand &c : m_commands)
            names << c.name;
        return output.usage(
            QCoreApplication::translate("CliApp", "unknown subcommand \"%1\" (known: %2)")
                .arg(positional.first(), names.join(QStringLiteral(", "))));
    }

    // Second pass with the subcommand's options.
    if (command->addOptions)
        command->addOptions(parser);
    parser.clearPositionalArguments();
    parser.addPositionalArgument(command->name, command->summary, command->synopsis);
    if (!parser.parse(arguments))
        return output.usage(parseError(parser));
    if (parser.isSet(HelpOption)) {
        print(parser.helpText());
        return CliOutput::Success;
    }

    QString url = parser.value(QStringLiteral("url"));
    if (url.isEmpty())
        url = qEnvironmentVariable("COORDSCOPE_URL", DefaultUrl);
    auto options = ConnectionOptions::fromUrl(url);
    if (!options)
        return output.failure(options.error());
    ConnectionOptions connection = *options;
    if (connection.password.isEmpty())
        connection.password = qEnvironmentVariable("COORDSCOPE_PASSWORD");
    if (!connection.clientNameGiven)
        connection.clientName = QStringLiteral("coordscope-cli");
    if (parser.isSet(ReadOnlyOption))
        connection.readOnly = true;
    if (auto ssh = applySshOptions(parser, connection.ssh); !ssh)
        return output.usage(ssh.error().message());
    if (connection.transport == ConnectionOptions::Transport::Tls && !connection.tls.verifyPeer) {
        output.warning(QCoreApplication::translate(
            "CliApp", "TLS without certificate verification (verify=no): the "
                      "server is not authenticated"));
        output.setTlsUnverified(true);
    }

    QString prefix = parser.value(PrefixOption);
    if (prefix.isEmpty())
        prefix = qEnvironmentVariable("COORDSCOPE_PREFIX", QStringLiteral("cs:"));
    if (prefix.contains(QLatin1Char('{')) || prefix.contains(QLatin1Char('}')))
        return output.usage(QStringLiteral("--prefix must not contain '{' or '}' (the hash tag "
                                           "around each structure's name is added for you)"));

    const CliContext context{parser, parser.positionalArguments().mid(1), output, connection,
                             KeySpace(prefix.toUtf8())};
    return command->run(context);
}

Result<void> CliApp::applySshOptions(const QCommandLineParser &parser, SshOptions &ssh)
{
    if (parser.isSet(SshOption)) {
        const auto spec = SshOptions::fromSpec(parser.value(SshOption));
        if (!spec)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QCoreApplication::translate("CliApp", "--ssh: ") +
                                  spec.error().message());
        ssh.host = spec->host;
        ssh.port = spec->port;
        ssh.user = spec->user;
    }
    const bool anySshFlag = parser.isSet(SshKeyOption) || parser.isSet(SshAcceptNewOption) ||
                            parser.isSet(SshKnownHostsOption) || parser.isSet(SshJumpOption) ||
                            parser.isSet(SshConfigOption) || parser.isSet(SshPasswordOption);
    if (anySshFlag && !ssh.enabled())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate(
                              "CliApp", "the --ssh-* options need --ssh USER@HOST (or ?ssh= in "
                                        "the URL)"));
    if (!ssh.enabled())
        return {};
    if (parser.isSet(SshKeyOption))
        ssh.keyFile = parser.value(SshKeyOption);
    if (parser.isSet(SshAcceptNewOption))
        ssh.acceptNew = true;
    if (parser.isSet(SshKnownHostsOption))
        ssh.knownHostsFile = parser.value(SshKnownHostsOption);
    if (parser.isSet(SshJumpOption))
        ssh.proxyJump = parser.value(SshJumpOption);
    if (parser.isSet(SshConfigOption))
        ssh.configFile = parser.value(SshConfigOption);
    if (parser.isSet(SshPasswordOption)) {
        ssh.password = qEnvironmentVariable("COORDSCOPE_SSH_PASSWORD");
        qunsetenv("COORDSCOPE_SSH_PASSWORD"); // not inherited by anything started later
        if (ssh.password.isEmpty()) {
            const auto typed = TerminalPrompt::askSecret(
                QCoreApplication::translate("CliApp", "Password for SSH %1: ").arg(ssh.spec()));
            if (!typed)
                return RedisError(RedisError::Kind::InvalidArgument,
                                  QCoreApplication::translate(
                                      "CliApp", "--ssh-password: no terminal to ask on; set "
                                                "$COORDSCOPE_SSH_PASSWORD"));
            ssh.password = *typed;
        }
    }
    // A key's passphrase: the environment's, else the terminal's, asked when the key needs it.
    ssh.passphrase = qEnvironmentVariable("COORDSCOPE_SSH_PASSPHRASE");
    qunsetenv("COORDSCOPE_SSH_PASSPHRASE");
    SshSession::setPassphraseProvider([](const QString &keyFile) {
        return TerminalPrompt::askSecret(
            QCoreApplication::translate("CliApp", "Passphrase for %1: ").arg(keyFile));
    });
    return {};
}

QString CliContext::commandLine(const QStringList &args) const
{
    ConnectionOptions server = connection;
    if (!server.clientNameGiven)
        server.clientName.clear(); // the CLI's own default, not the user's
    return StillHeld::commandLine(server, keys.prefix(), args);
}

Result<qint64> CliContext::wholeNumber(const QString &option, qint64 fallback, qint64 min,
                                       const QString &unit, qint64 max) const
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const qint64 v = parser.value(option).toLongLong(&ok);
    if (!ok || v < min || v > max)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate(
                              "CliApp", "--%1 must be a whole number of %2 from %3 to %4, not "
                                        "\"%5\"")
                              .arg(option, unit)
                              .arg(min)
                              .arg(max)
                              .arg(parser.value(option)));
    return v;
}
