#include "commandlog.h"

namespace {
const QByteArray Hidden = "***";

bool is(const QByteArray &arg, const char *word)
{
    return arg.compare(word, Qt::CaseInsensitive) == 0;
}

// requirepass, masterauth, tls-key-file-pass, tls-client-key-file-pass, Sentinel's auth-pass
// and sentinel-pass. masteruser and auth-user name a user, as AUTH's first argument does: shown.
bool isSecretParameter(const QByteArray &name)
{
    return name.toLower().contains("pass") || is(name, "masterauth");
}

// NAME VALUE [NAME VALUE ...] from first on (CONFIG SET, SENTINEL SET, SENTINEL CONFIG SET).
void hideSecretValues(RedisCommand &argv, qsizetype first)
{
    for (qsizetype i = first; i + 1 < argv.size(); i += 2)
        if (isSecretParameter(argv.at(i)))
            argv[i + 1] = Hidden;
}

// HELLO [protover [AUTH username password] [SETNAME clientname]]
void hideHelloPassword(RedisCommand &argv)
{
    for (qsizetype i = 2; i + 1 < argv.size();) {
        if (is(argv.at(i), "AUTH")) {
            argv[qMin(i + 2, argv.size() - 1)] = Hidden;
            i += 3;
        } else {
            i += is(argv.at(i), "SETNAME") ? 2 : 1;
        }
    }
}

// MIGRATE host port key db timeout [COPY] [REPLACE] [AUTH pw | AUTH2 user pw] [KEYS key...]:
// options only after the five fixed arguments and before KEYS, so a key named AUTH stays.
void hideMigratePassword(RedisCommand &argv)
{
    for (qsizetype i = 6; i < argv.size() && !is(argv.at(i), "KEYS");) {
        if (is(argv.at(i), "AUTH") && i + 1 < argv.size()) {
            argv[i + 1] = Hidden;
            i += 2;
        } else if (is(argv.at(i), "AUTH2") && i + 2 < argv.size()) {
            argv[i + 2] = Hidden;
            i += 3;
        } else {
            ++i;
        }
    }
}
} // namespace

CommandLog::CommandLog(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<CommandRecord>();
}

void CommandLog::record(CommandRecord record)
{
    record.argv = redacted(record.argv);
    Q_EMIT recorded(record);
}

RedisCommand CommandLog::redacted(const RedisCommand &argv)
{
    if (argv.isEmpty())
        return argv;
    RedisCommand out = argv;
    const QByteArray &verb = argv.first();
    const QByteArray sub = argv.value(1);
    if (is(verb, "AUTH")) {
        // AUTH password | AUTH user password: the last argument is the secret.
        if (out.size() >= 2)
            out.last() = Hidden;
    } else if (is(verb, "HELLO")) {
        hideHelloPassword(out);
    } else if (is(verb, "MIGRATE")) {
        hideMigratePassword(out);
    } else if (is(verb, "CONFIG") && is(sub, "SET")) {
        hideSecretValues(out, 2);
    } else if (is(verb, "SENTINEL") && is(sub, "SET")) {
        hideSecretValues(out, 3); // SENTINEL SET master name value ...
    } else if (is(verb, "SENTINEL") && is(sub, "CONFIG") && is(argv.value(2), "SET")) {
        hideSecretValues(out, 3);
    } else if (is(verb, "ACL") && is(sub, "SETUSER")) {
        for (qsizetype i = 3; i < out.size(); ++i) {
            // >password, <password, #sha256, !sha256
            if (out.at(i).startsWith('>') || out.at(i).startsWith('<') ||
                out.at(i).startsWith('#') || out.at(i).startsWith('!'))
                out[i] = out.at(i).left(1) + Hidden;
        }
    }
    return out;
}
