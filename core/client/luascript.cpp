#include "luascript.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMutex>

#include <map>

LuaScript::LuaScript(QString name, QByteArray source)
    : m_name(std::move(name))
    , m_source(std::move(source))
    , m_sha1(QCryptographicHash::hash(m_source, QCryptographicHash::Sha1).toHex())
{}

LuaScript LuaScript::fromResource(const QString &path)
{
    QFile file(path);
    const bool opened = file.open(QIODevice::ReadOnly);
    Q_ASSERT_X(opened, "LuaScript::fromResource", qPrintable(path));
    if (!opened)
        return LuaScript();
    return LuaScript(QFileInfo(path).completeBaseName(), file.readAll());
}

const LuaScript &LuaScript::embedded(const QString &name)
{
    static QMutex mutex;
    static std::map<QString, LuaScript> loaded; // node-based: references stay valid
    const QMutexLocker locker(&mutex);
    auto it = loaded.find(name);
    if (it == loaded.end())
        it = loaded
                 .emplace(name,
                          fromResource(QStringLiteral(":/lua/") + name + QStringLiteral(".lua")))
                 .first;
    return it->second;
}

namespace {
RedisCommand evalArgs(const QByteArray &verb, const QByteArray &body, const QList<QByteArray> &keys,
                      const QList<QByteArray> &args)
{
    RedisCommand argv;
    argv.reserve(3 + keys.size() + args.size());
    argv << verb << body << QByteArray::number(keys.size());
    argv << keys << args;
    return argv;
}
} // namespace

RedisCommand LuaScript::evalShaCommand(const QList<QByteArray> &keys,
                                       const QList<QByteArray> &args) const
{
    return evalArgs("EVALSHA", m_sha1, keys, args);
}

RedisCommand LuaScript::evalCommand(const QList<QByteArray> &keys,
                                    const QList<QByteArray> &args) const
{
    return evalArgs("EVAL", m_source, keys, args);
}
