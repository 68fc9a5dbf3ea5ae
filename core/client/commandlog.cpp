#include "commandlog.h"

namespace {
const QByteArray Hidden = "***";

bool is(const QByteArray &arg, const char *word)
{
    return arg.compare(word, Qt::CaseInsensitive) == 0;
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
    if (is(verb, "AUTH")) {
        // AUTH password | AUTH user password: the last argument is the secret.
        if (out.size() >= 2)
            out.last() = Hidden;
    } else if (is(verb, "HELLO") || is(verb, "MIGRATE")) {
        for (qsizetype i = 1; i < out.size(); ++i) {
            if (is(out.at(i), "AUTH") && i + 1 < out.size()) {
                // HELLO ... AUTH user pass; MIGRATE ... AUTH pass
                const qsizetype secret = (is(verb, "HELLO") && i + 2 < out.size()) ? i + 2 : i + 1;
                out[secret] = Hidden;
            } else if (is(out.at(i), "AUTH2") && i + 2 < out.size()) {
                out[i + 2] = Hidden;
            }
        }
    } else if (is(verb, "CONFIG") && out.size() >= 4 && is(out.at(1), "SET")) {
        for (qsizetype i = 2; i + 1 < out.size(); i += 2) {
            if (is(out.at(i), "requirepass") || is(out.at(i), "masterauth") ||
                is(out.at(i), "tls-key-file-pass"))
                out[i + 1] = Hidden;
        }
    } else if (is(verb, "ACL") && out.size() >= 3 && is(out.at(1), "SETUSER")) {
        for (qsizetype i = 3; i < out.size(); ++i) {
            if (out.at(i).startsWith('>') || out.at(i).startsWith('<'))
                out[i] = out.at(i).left(1) + Hidden;
            else if (out.at(i).startsWith('#') || out.at(i).startsWith('!'))
                out[i] = out.at(i).left(1) + Hidden;
        }
    }
    return out;
}
