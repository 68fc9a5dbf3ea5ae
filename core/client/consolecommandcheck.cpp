#include "consolecommandcheck.h"

#include <QCoreApplication>

namespace {
// The index of a blocking command's timeout argument (-1: the last one).
int timeoutIndex(const QByteArray &name)
{
    if (name == "blpop" || name == "brpop" || name == "bzpopmin" || name == "bzpopmax" ||
        name == "brpoplpush" || name == "blmove")
        return -1;
    if (name == "blmpop" || name == "bzmpop")
        return 1;
    return 0;
}
} // namespace

namespace ConsoleCommandCheck {

Check check(const RedisCommand &argv, int commandTimeoutMs)
{
    if (argv.isEmpty())
        return {Verdict::Refuse,
                QCoreApplication::translate("ConsoleCommandCheck", "type a command")};
    const QByteArray name = argv.first().toLower();
    const QByteArray sub = argv.size() > 1 ? argv.at(1).toLower() : QByteArray();
    if (name == "subscribe" || name == "psubscribe" || name == "ssubscribe" || name == "monitor" ||
        name == "sync" || name == "psync" || name == "reset" || name == "quit" || name == "hello")
        return {Verdict::Refuse,
                QCoreApplication::translate(
                    "ConsoleCommandCheck",
                    "%1 would take over the console's connection; use redis-cli for it")
                    .arg(QString::fromUtf8(argv.first()))};
    if (const int at = timeoutIndex(name); at != 0) {
        const QByteArray timeout = at < 0 ? argv.last() : argv.value(at);
        bool ok = false;
        const double seconds = timeout.toDouble(&ok);
        if (argv.size() > 1 && ok && seconds == 0)
            return {Verdict::Refuse, QCoreApplication::translate(
                                         "ConsoleCommandCheck",
                                         "a timeout of 0 waits for ever; give it a timeout in "
                                         "seconds (the console waits at most a few)")};
        if (argv.size() > 1 && ok && commandTimeoutMs > 0 && seconds * 1000 >= commandTimeoutMs)
            return {Verdict::Refuse,
                    QCoreApplication::translate("ConsoleCommandCheck",
                                                "%1 s is past the connection's command timeout "
                                                "(%2 ms), which would drop it mid-wait; wait less")
                        .arg(QString::fromUtf8(timeout))
                        .arg(commandTimeoutMs)};
    }
    if ((name == "xread" || name == "xreadgroup") &&
        argv.indexOf(QByteArrayLiteral("BLOCK")) >= 0) {
        const qsizetype at = argv.indexOf(QByteArrayLiteral("BLOCK"));
        if (argv.value(at + 1) == "0")
            return {Verdict::Refuse,
                    QCoreApplication::translate("ConsoleCommandCheck",
                                                "BLOCK 0 waits for ever; give it a timeout in ms")};
        if (commandTimeoutMs > 0 && argv.value(at + 1).toLongLong() >= commandTimeoutMs)
            return {Verdict::Refuse,
                    QCoreApplication::translate("ConsoleCommandCheck",
                                                "BLOCK %1 is past the connection's command "
                                                "timeout (%2 ms), which would drop it mid-wait")
                        .arg(QString::fromUtf8(argv.value(at + 1)))
                        .arg(commandTimeoutMs)};
    }
    if (name == "keys")
        return {Verdict::Ask, QCoreApplication::translate(
                                  "ConsoleCommandCheck",
                                  "KEYS walks every key in one go and blocks the server meanwhile "
                                  "(on a big production server, for seconds). SCAN does the same "
                                  "in small steps. Send KEYS anyway?")};
    if (name == "flushall" || name == "flushdb")
        return {
            Verdict::Ask,
            QCoreApplication::translate("ConsoleCommandCheck",
                                        "%1 deletes every key of %2. Send it?")
                .arg(QString::fromUtf8(argv.first()),
                     name == "flushall"
                         ? QCoreApplication::translate("ConsoleCommandCheck", "every database")
                         : QCoreApplication::translate("ConsoleCommandCheck", "this database"))};
    if (name == "shutdown")
        return {Verdict::Ask, QCoreApplication::translate("ConsoleCommandCheck",
                                                          "SHUTDOWN stops the server. Send it?")};
    if (name == "debug" ||
        (name == "config" && (sub == "set" || sub == "resetstat" || sub == "rewrite")) ||
        name == "replicaof" || name == "slaveof" || name == "failover" ||
        (name == "script" && sub == "flush") || (name == "function" && sub == "flush") ||
        (name == "client" && sub == "kill") ||
        (name == "cluster" && !sub.isEmpty() && sub != "info" && sub != "nodes" && sub != "slots" &&
         sub != "shards" && sub != "keyslot" && sub != "myid" && sub != "countkeysinslot"))
        return {
            Verdict::Ask,
            QCoreApplication::translate(
                "ConsoleCommandCheck", "%1 changes how the server runs, for every client. Send it?")
                .arg(QString::fromUtf8(argv.first() +
                                       (sub.isEmpty() ? QByteArray() : ' ' + argv.at(1))))};
    return {};
}

} // namespace ConsoleCommandCheck
