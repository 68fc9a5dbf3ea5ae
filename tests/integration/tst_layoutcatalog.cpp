#include "layoutcatalog.h"
#include "patternliterals.h"

#include <QSet>
#include <QTest>

#include <algorithm>

// LayoutCatalog without a server: every built-in layout classifies a key written as its library
// writes it (family, kind, role, name, part); the tie-break rules of the research notes decide
// the ambiguous shapes (ordinary hashes and counters, strings with a TTL, Sidekiq vs Redis in
// Action queues, BullMQ vs Bull 3, uuid1 vs random hex tokens, JSON scored in s vs ms);
// CoordScope's layouts follow the catalog's prefix; user rules win and reject bad text;
// expectedKeys() names a primitive's side keys.
Q_DECLARE_METATYPE(KeySample)

using namespace Qt::StringLiterals;

namespace {
const QByteArray Hex32 = "3f0c8d2e9b7a4c6d5e1f0a2b3c4d5e6f";    // random: version nibble 4
const QByteArray Uuid1Hex = "6f1c2a8e1d2b11ee9a4f0242ac120002"; // uuid.uuid1().hex
const QByteArray Uuid4 = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const QByteArray RedissonClient = "d9f5a3a2-7c1e-4b7a-9d4f-2a3b4c5d6e7f";
const QByteArray RedissonOwner = RedissonClient + ":57";
const QByteArray SidekiqJob =
    R"({"class":"HardWorker","args":[1],"jid":"b4a577edbccf1d805744efa9","queue":"default"})";
const QByteArray RiaItem = R"(["7c1e","email","send",[1,2]])";
constexpr double NowS = 1716800000.25;
constexpr double NowMs = 1716800000250;

KeySample sample(const QByteArray &key, const QByteArray &type, qint64 ttlMs = -1)
{
    KeySample s;
    s.key = key;
    s.type = type;
    s.ttlMs = ttlMs;
    return s;
}

KeySample stringKey(const QByteArray &key, const QByteArray &value, qint64 ttlMs = -1)
{
    KeySample s = sample(key, "string", ttlMs);
    s.stringValue = value;
    return s;
}

KeySample hashKey(const QByteArray &key, const QList<std::pair<QByteArray, QByteArray>> &fields,
                  qint64 ttlMs = -1)
{
    KeySample s = sample(key, "hash", ttlMs);
    for (const auto &[f, v] : fields) {
        s.hashFields << f;
        s.hashValues << v;
    }
    return s;
}

KeySample zsetKey(const QByteArray &key, const QList<std::pair<QByteArray, double>> &head,
                  qint64 ttlMs = -1)
{
    KeySample s = sample(key, "zset", ttlMs);
    s.zsetHead = head;
    return s;
}

KeySample listKey(const QByteArray &key, const QList<QByteArray> &head = {"17"})
{
    KeySample s = sample(key, "list");
    s.listHead = head;
    return s;
}

struct Case
{
    const char *tag;
    KeySample sample;
    const char *family;
    PrimitiveKind kind;
    QByteArray role;
    QByteArray name;
    QByteArray part = {};
};

// One key per built-in layout, as its library writes it.
QList<Case> builtInCases()
{
    using K = PrimitiveKind;
    const QByteArray counterFields = "17";
    return {
        // CoordScope (prefix "cs:")
        {"cs getset lock", stringKey("cs:{a}:lock", "1716800005000"), "coordscope-token-lock",
         K::Lock, "lock", "a"},
        {"cs token lock", stringKey("cs:{a}:lock", Hex32, 5000), "coordscope-token-lock", K::Lock,
         "lock", "a"},
        {"cs token lock, utf-8 name", stringKey("cs:{z\xc3\xbcrich}:lock", Hex32, 5000),
         "coordscope-token-lock", K::Lock, "lock", "z\xc3\xbcrich"},
        {"cs lock's waiting line", listKey("cs:{a}:lock:queue", {Hex32}), "coordscope-token-lock",
         K::Lock, "waiters", "a"},
        {"cs lock's places kept", zsetKey("cs:{a}:lock:kept", {{Hex32, NowMs}}),
         "coordscope-token-lock", K::Lock, "waiter-deadlines", "a"},
        {"cs fence", stringKey("cs:{a}:fence", "7"), "coordscope-token-lock", K::Lock, "fence",
         "a"},
        {"cs reentrant lock", hashKey("cs:{a}:lock", {{Hex32 + ":140", "2"}}, 5000),
         "coordscope-reentrant-lock", K::ReentrantLock, "lock", "a"},
        {"cs fenced resource fence", stringKey("cs:{r}:highest-fence", "9"),
         "coordscope-fenced-resource", K::Counter, "fence", "r"},
        {"cs fenced resource value", stringKey("cs:{r}:value", "payload"),
         "coordscope-fenced-resource", K::Counter, "value", "r"},
        {"cs semaphore guard's waiting line", listKey("cs:{s}:semlock:queue", {Hex32}),
         "coordscope-semaphore", K::Semaphore, "waiters", "s"},
        {"cs semaphore guard's places kept", zsetKey("cs:{s}:semlock:kept", {{Hex32, NowMs}}),
         "coordscope-semaphore", K::Semaphore, "waiter-deadlines", "s"},
        {"cs holders by time", zsetKey("cs:{s}:holders", {{Hex32, NowMs}}), "coordscope-semaphore",
         K::Semaphore, "holders", "s"},
        {"cs holders by counter", zsetKey("cs:{s}:holders", {{Hex32, 3}}), "coordscope-semaphore",
         K::Semaphore, "holders", "s"},
        {"cs owners", zsetKey("cs:{s}:owners", {{Hex32, 3}}), "coordscope-semaphore", K::Semaphore,
         "owners", "s"},
        {"cs counter", stringKey("cs:{s}:counter", "12"), "coordscope-semaphore", K::Semaphore,
         "counter", "s"},
        {"cs lease", stringKey("cs:{s}:lease:" + Hex32, "1", 9000), "coordscope-semaphore",
         K::Semaphore, "lease", "s", Hex32},
        {"cs semlock", stringKey("cs:{s}:semlock", Hex32, 900), "coordscope-semaphore",
         K::Semaphore, "lock", "s"},
        {"cs queue", listKey("cs:{q}:queue"), "coordscope-task-queue", K::TaskQueue, "ready", "q"},
        {"cs queue high", listKey("cs:{q}:queue:high"), "coordscope-task-queue", K::TaskQueue,
         "ready", "q", "high"},
        {"cs queue low", listKey("cs:{q}:queue:low"), "coordscope-task-queue", K::TaskQueue,
         "ready", "q", "low"},
        {"cs consumers", zsetKey("cs:{q}:consumers", {{"w1", NowMs}}), "coordscope-task-queue",
         K::TaskQueue, "consumers", "q"},
        {"cs processing", listKey("cs:{q}:processing:w1"), "coordscope-task-queue", K::TaskQueue,
         "processing", "q", "w1"},
        {"cs delayed", zsetKey("cs:{d}:delayed", {{"id1", NowMs}}), "coordscope-delayed-queue",
         K::DelayedQueue, "schedule", "d"},
        {"cs payloads", hashKey("cs:{d}:payloads", {{"id1", "hello"}}), "coordscope-delayed-queue",
         K::DelayedQueue, "payloads", "d"},
        {"cs fixed window", hashKey("cs:{api:alice}:fixed", {{"28613333", "3"}}, 60000),
         "coordscope-rate-limiter", K::RateLimiter, "window", "api", "alice"},
        {"cs sliding window",
         zsetKey("cs:{api:alice:upload}:sliding", {{"000000000000001:1", NowMs * 1000}}),
         "coordscope-rate-limiter", K::RateLimiter, "window", "api", "alice:upload"},
        {"cs funnel", hashKey("cs:{api:bob}:funnel", {{"level", "2"}}), "coordscope-rate-limiter",
         K::RateLimiter, "window", "api", "bob"},
        {"cs gcra", stringKey("cs:{api:bob}:gcra", "1716800000250000", 900),
         "coordscope-rate-limiter", K::RateLimiter, "window", "api", "bob"},
        {"cs names", zsetKey("cs:{book}:names", {{"ann", 0}}), "coordscope-address-book",
         K::AddressBook, "names", "book"},
        {"cs names folded", zsetKey("cs:{book}:names-folded", {{QByteArray("ann\0Ann", 7), 0}}),
         "coordscope-address-book", K::AddressBook, "names", "book", "folded"},
        {"cs markers", zsetKey("cs:{book}:markers", {{"an{", NowMs}}), "coordscope-address-book",
         K::AddressBook, "markers", "book"},
        {"cs markers folded", zsetKey("cs:{book}:markers-folded", {{"an{", NowMs}}),
         "coordscope-address-book", K::AddressBook, "markers", "book", "folded"},
        {"cs recent", listKey("cs:{alice}:recent", {"bob"}), "coordscope-recent-contacts",
         K::RecentContacts, "recent", "alice"},
        {"cs bitmap", stringKey("cs:{flags}:bitmap", "\x80"), "coordscope-bitmap", K::Bitmap,
         "value", "flags"},
        {"cs dau", stringKey("cs:{site}:dau:2024-05-01", "\x01"), "coordscope-daily-active-users",
         K::Bitmap, "bits", "site", "2024-05-01"},
        {"cs hll", stringKey("cs:{visitors}:hll", "HYLL"), "coordscope-hyperloglog", K::HyperLogLog,
         "value", "visitors"},
        {"cs bloom params", hashKey("cs:{seen}:bloom:params", {{"m", "9586"}}),
         "coordscope-bloom-filter", K::BloomFilter, "params", "seen"},
        {"cs bloom bits", stringKey("cs:{seen}:bloom:bits", "\x10"), "coordscope-bloom-filter",
         K::BloomFilter, "bits", "seen"},
        {"cs geo", zsetKey("cs:{shops}:geo", {{"paris", 3663832614298053.0}}),
         "coordscope-geo-index", K::GeoIndex, "value", "shops"},

        // Redisson
        {"redisson rlock", hashKey("orders", {{RedissonOwner, "1"}}, 30000), "redisson-rlock",
         K::ReentrantLock, "lock", "orders"},
        {"redisson fair lock queue", listKey("redisson_lock_queue:{orders}", {RedissonOwner}),
         "redisson-fairlock", K::FairLock, "waiters", "orders"},
        {"redisson fair lock queue, braced name", listKey("redisson_lock_queue:{t}:orders"),
         "redisson-fairlock", K::FairLock, "waiters", "{t}:orders"},
        {"redisson fair lock timeout",
         zsetKey("redisson_lock_timeout:{orders}", {{RedissonOwner, NowMs}}), "redisson-fairlock",
         K::FairLock, "waiter-deadlines", "orders"},
        {"redisson fair lock timeout, braced name",
         zsetKey("redisson_lock_timeout:{t}:orders", {{RedissonOwner, NowMs}}), "redisson-fairlock",
         K::FairLock, "waiter-deadlines", "{t}:orders"},
        {"redisson rwlock", hashKey("doc", {{"mode", "read"}, {RedissonOwner, "2"}}, 30000),
         "redisson-rwlock", K::ReadWriteLock, "lock", "doc"},
        {"redisson rwlock lease",
         stringKey("{doc}:" + RedissonOwner + ":rwlock_timeout:1", "1", 30000), "redisson-rwlock",
         K::ReadWriteLock, "lease", "doc", RedissonOwner},
        {"redisson rwlock lease, braced name",
         stringKey("{t}:doc:" + RedissonOwner + ":rwlock_timeout:2", "1", 30000), "redisson-rwlock",
         K::ReadWriteLock, "lease", "{t}:doc", RedissonOwner},
        {"redisson unlock latch", stringKey("redisson_unlock_latch:{orders}:r1", "1", 5000),
         "redisson-unlock-latch", K::Unknown, "bookkeeping", "orders", "r1"},
        {"redisson unlock latch, braced name",
         stringKey("redisson_unlock_latch:{t}:orders:r1", "0", 5000), "redisson-unlock-latch",
         K::Unknown, "bookkeeping", "{t}:orders", "r1"},
        {"redisson pe semaphore", zsetKey("{permits}:timeout", {{Hex32, NowMs}}),
         "redisson-pesemaphore", K::ExpirableSemaphore, "holders", "permits"},
        {"redisson pe semaphore, braced name", zsetKey("{t}:permits:timeout", {{Hex32, NowMs}}),
         "redisson-pesemaphore", K::ExpirableSemaphore, "holders", "{t}:permits"},
        {"redisson delayed timeout",
         zsetKey("redisson_delay_queue_timeout:{dest}", {{"\x08packed", NowMs}}),
         "redisson-delayedqueue", K::DelayedQueue, "schedule", "dest"},
        {"redisson delayed timeout, braced name",
         zsetKey("redisson_delay_queue_timeout:{t}:dest", {{"\x08packed", NowMs}}),
         "redisson-delayedqueue", K::DelayedQueue, "schedule", "{t}:dest"},
        {"redisson delayed list", listKey("redisson_delay_queue:{dest}", {"\x08packed"}),
         "redisson-delayedqueue", K::DelayedQueue, "entries", "dest"},
        {"redisson delayed list, braced name", listKey("redisson_delay_queue:{t}:dest"),
         "redisson-delayedqueue", K::DelayedQueue, "entries", "{t}:dest"},
        {"redisson rate limiter config",
         hashKey("api",
                 {{"rate", "10"}, {"interval", "1000"}, {"type", "0"}, {"keepAliveTime", "0"}}),
         "redisson-ratelimiter", K::RateLimiter, "config", "api"},
        {"redisson rate limiter value", stringKey("{api}:value", "7"), "redisson-ratelimiter",
         K::RateLimiter, "available", "api"},
        {"redisson rate limiter value, braced name", stringKey("{t}:api:value", "7"),
         "redisson-ratelimiter", K::RateLimiter, "available", "{t}:api"},
        {"redisson rate limiter permits", zsetKey("{api}:permits", {{"\x04xxxx", NowMs}}),
         "redisson-ratelimiter", K::RateLimiter, "window", "api"},
        {"redisson rate limiter permits, braced name",
         zsetKey("{t}:api:permits", {{"\x04xxxx", NowMs}}), "redisson-ratelimiter", K::RateLimiter,
         "window", "{t}:api"},
        {"redisson per-client value", stringKey("{api}:value:" + RedissonClient, "7"),
         "redisson-ratelimiter", K::RateLimiter, "available", "api", RedissonClient},
        {"redisson per-client value, braced name",
         stringKey("{t}:api:value:" + RedissonClient, "7"), "redisson-ratelimiter", K::RateLimiter,
         "available", "{t}:api", RedissonClient},
        {"redisson per-client permits", zsetKey("{api}:permits:" + RedissonClient, {{"p", NowMs}}),
         "redisson-ratelimiter", K::RateLimiter, "window", "api", RedissonClient},
        {"redisson per-client permits, braced name",
         zsetKey("{t}:api:permits:" + RedissonClient, {{"p", NowMs}}), "redisson-ratelimiter",
         K::RateLimiter, "window", "{t}:api", RedissonClient},

        // BullMQ and Bull 3
        {"bull wait", listKey("bull:mail:wait"), "bullmq-queue", K::TaskQueue, "ready", "mail"},
        {"bull active", listKey("bull:mail:active"), "bullmq-queue", K::TaskQueue, "active",
         "mail"},
        {"bull delayed", zsetKey("bull:mail:delayed", {{"18", NowMs * 4096}}), "bullmq-queue",
         K::TaskQueue, "schedule", "mail"},
        {"bull completed", zsetKey("bull:mail:completed", {{"3", NowMs}}), "bullmq-queue",
         K::TaskQueue, "completed", "mail"},
        {"bull failed", zsetKey("bull:mail:failed", {{"4", NowMs}}), "bullmq-queue", K::TaskQueue,
         "failed", "mail"},
        {"bull paused", listKey("bull:mail:paused"), "bullmq-queue", K::TaskQueue, "ready", "mail",
         "paused"},
        {"bull stalled", sample("bull:mail:stalled", "set"), "bullmq-queue", K::TaskQueue,
         "bookkeeping", "mail"},
        {"bull stalled-check", stringKey("bull:mail:stalled-check", "1716800000250", 30000),
         "bullmq-queue", K::TaskQueue, "bookkeeping", "mail"},
        {"bull id", stringKey("bull:mail:id", "18"), "bullmq-queue", K::TaskQueue, "bookkeeping",
         "mail"},
        {"bull limiter", stringKey("bull:mail:limiter", "3", 900), "bullmq-queue", K::TaskQueue,
         "window", "mail"},
        {"bull repeat", zsetKey("bull:mail:repeat", {{"r", NowMs}}), "bullmq-queue", K::TaskQueue,
         "bookkeeping", "mail"},
        {"bull repeat hash", hashKey("bull:mail:repeat:abc", {{"every", "1000"}}), "bullmq-queue",
         K::TaskQueue, "bookkeeping", "mail", "abc"},
        {"bull job", hashKey("bull:mail:17", {{"name", "send"}, {"data", "{}"}}), "bullmq-queue",
         K::TaskQueue, "job", "mail", "17"},
        {"bull job logs", listKey("bull:mail:17:logs", {"started"}), "bullmq-queue", K::TaskQueue,
         "bookkeeping", "mail", "17"},
        {"bull job dependencies", sample("bull:mail:17:dependencies", "set"), "bullmq-queue",
         K::TaskQueue, "bookkeeping", "mail", "17"},
        {"bull job processed", hashKey("bull:mail:17:processed", {{"bull:x:1", "\"ok\""}}),
         "bullmq-queue", K::TaskQueue, "bookkeeping", "mail", "17"},
        {"bull job failed children", hashKey("bull:mail:17:failed", {{"bull:x:2", "boom"}}),
         "bullmq-queue", K::TaskQueue, "bookkeeping", "mail", "17"},
        {"bullmq prioritized", zsetKey("bull:mail:prioritized", {{"5", 4294967297.0}}),
         "bullmq-queue", K::TaskQueue, "ready", "mail", "prioritized"},
        {"bullmq meta", hashKey("bull:mail:meta", {{"opts.maxLenEvents", "10000"}}), "bullmq-queue",
         K::TaskQueue, "meta", "mail"},
        {"bullmq events", sample("bull:mail:events", "stream"), "bullmq-queue", K::TaskQueue,
         "events", "mail"},
        {"bullmq marker", zsetKey("bull:mail:marker", {{"0", 0}}), "bullmq-queue", K::TaskQueue,
         "bookkeeping", "mail"},
        {"bullmq pc", stringKey("bull:mail:pc", "5"), "bullmq-queue", K::TaskQueue, "bookkeeping",
         "mail"},
        {"bullmq waiting-children", zsetKey("bull:mail:waiting-children", {{"9", 0}}),
         "bullmq-queue", K::TaskQueue, "bookkeeping", "mail"},
        {"bull3 meta-paused", stringKey("bull:mail:meta-paused", "1"), "bull3-queue", K::TaskQueue,
         "meta", "mail"},
        {"bull3 priority", zsetKey("bull:mail:priority", {{"5", 2}}), "bull3-queue", K::TaskQueue,
         "ready", "mail", "priority"},
        {"bull job lock", stringKey("bull:mail:17:lock", "7f1e8a2c-8f3d:3", 30000),
         "bullmq-job-lock", K::JobLock, "job-lock", "mail", "17"},
        {"bullmq dedup", stringKey("bull:mail:de:welcome-42", "17", 5000), "bullmq-dedup", K::Lock,
         "lock", "mail", "welcome-42"},

        // Sidekiq
        {"sidekiq queue", listKey("queue:default", {SidekiqJob}), "sidekiq-queue", K::TaskQueue,
         "ready", "default"},
        {"sidekiq queues", sample("queues", "set"), "sidekiq-queues", K::TaskQueue, "members",
         "queues"},
        {"sidekiq schedule", zsetKey("schedule", {{SidekiqJob, NowS}}), "sidekiq-schedule",
         K::DelayedQueue, "schedule", "schedule"},
        {"sidekiq schedule, namespaced", zsetKey("myapp:schedule", {{SidekiqJob, NowS}}),
         "sidekiq-schedule", K::DelayedQueue, "schedule", "myapp:schedule"},
        {"sidekiq retry", zsetKey("retry", {{SidekiqJob, NowS}}), "sidekiq-retry", K::DelayedQueue,
         "retry", "retry"},
        {"sidekiq dead", zsetKey("dead", {{SidekiqJob, NowS}}), "sidekiq-dead", K::TaskQueue,
         "dead", "dead"},
        {"sidekiq processes", sample("processes", "set"), "sidekiq-processes", K::WorkerRegistry,
         "members", "processes"},
        {"sidekiq process",
         hashKey("web1:4242:0a1b2c3d4e5f",
                 {{"info", "{}"}, {"busy", "0"}, {"beat", "1716800000.2"}}, 60000),
         "sidekiq-process", K::WorkerRegistry, "heartbeat", "web1:4242:0a1b2c3d4e5f"},
        {"sidekiq process work", hashKey("web1:4242:0a1b2c3d4e5f:work", {{"ovx", "{}"}}, 60000),
         "sidekiq-process", K::WorkerRegistry, "active", "web1:4242:0a1b2c3d4e5f"},
        {"sidekiq 5 process workers", hashKey("web1:4242:0a1b2c3d4e5f:workers", {{"ovx", "{}"}}),
         "sidekiq-process", K::WorkerRegistry, "active", "web1:4242:0a1b2c3d4e5f"},
        {"sidekiq process signals", listKey("web1:4242:0a1b2c3d4e5f-signals", {"TSTP"}),
         "sidekiq-process", K::WorkerRegistry, "signal", "web1:4242:0a1b2c3d4e5f"},
        {"sidekiq stat", stringKey("stat:processed", "1042"), "sidekiq-stats", K::Counter,
         "counter", "processed"},
        {"sidekiq daily stat", stringKey("stat:failed:2024-05-01", "3", 157680000000),
         "sidekiq-stats", K::Counter, "counter", "failed", "2024-05-01"},
        {"sidekiq metrics", hashKey("j|250214|8:43", {{"HardWorker|p", "3"}}, 28800000),
         "sidekiq-stats", K::Counter, "counter", "250214", "8:43"},

        // Redis in Action
        {"ria lock", stringKey("lock:report", Uuid4, 10000), "ria-lock", K::Lock, "lock", "report"},
        {"ria semaphore", zsetKey("semaphore:remote", {{Uuid4, NowS}}), "ria-semaphore",
         K::Semaphore, "holders", "semaphore:remote"},
        {"ria semaphore, bare name", zsetKey("remote", {{Uuid4, NowS}}), "ria-semaphore",
         K::Semaphore, "holders", "remote"},
        {"ria semaphore owner", zsetKey("semaphore:remote:owner", {{Uuid4, 12}}), "ria-semaphore",
         K::Semaphore, "owners", "semaphore:remote"},
        {"ria semaphore counter", stringKey("semaphore:remote:counter", "12"), "ria-semaphore",
         K::Semaphore, "counter", "semaphore:remote"},
        {"ria delayed", zsetKey("delayed:", {{RiaItem, NowS}}), "ria-delayed", K::DelayedQueue,
         "schedule", "delayed"},
        {"ria queue", listKey("queue:email", {RiaItem}), "ria-queue", K::TaskQueue, "ready",
         "email"},
        {"ria address book", zsetKey("members:guild7", {{"alice", 0}, {"bob", 0}}),
         "ria-address-book", K::AddressBook, "names", "guild7"},
        {"ria recent contacts", listKey("recent:alice", {"bob"}), "ria-recent-contacts",
         K::RecentContacts, "recent", "alice"},

        // redis-py, python-redis-lock, node-redlock, redis-cell
        {"redis-py lock", stringKey("report-job", Uuid1Hex, 10000), "redispy-lock", K::Lock, "lock",
         "report-job"},
        {"python-redis-lock", stringKey("lock:report", "q4Z0bXlK3u9Ls2W+8aJ1cR/d", 60000),
         "python-redis-lock", K::Lock, "lock", "report"},
        {"python-redis-lock signal", listKey("lock-signal:report", {"1"}), "python-redis-lock",
         K::Lock, "signal", "report"},
        {"node-redlock", stringKey("account:42", Hex32, 10000), "redlock-lock", K::Lock, "lock",
         "account:42"},
        {"redis-cell", stringKey("user:42:throttle", "1716800000250000000", 900), "redis-cell",
         K::RateLimiter, "window", "user:42:throttle"},

        // Hand-rolled
        {"named lock prefix", stringKey("lock:nightly", "host-7"), "named-lock", K::Lock, "lock",
         "nightly"},
        {"named lock suffix", stringKey("billing:lock", "host-7", 5000), "named-lock", K::Lock,
         "lock", "billing"},
        {"fixed window by name", stringKey("ratelimit:alice", "3", 50000), "fixed-window-limiter",
         K::RateLimiter, "window", "ratelimit:alice"},
        {"fixed window by value", stringKey("10.0.0.7:1716800000", "3", 9000),
         "fixed-window-limiter", K::RateLimiter, "window", "10.0.0.7:1716800000"},
        {"sliding window in s", zsetKey("rate:alice", {{"1716800000.25", NowS}}, 60000),
         "sliding-window-limiter", K::RateLimiter, "window", "rate:alice"},
        {"sliding window in ms", zsetKey("throttle:bob", {{"1716800000250-x", NowMs}}, 60000),
         "sliding-window-limiter", K::RateLimiter, "window", "throttle:bob"},
        {"json schedule in s", zsetKey("jobs:due", {{R"({"id":1})", NowS}}), "json-delayed-queue",
         K::DelayedQueue, "schedule", "jobs:due"},
        {"json schedule in ms", zsetKey("jobs:due", {{R"({"id":1})", NowMs}}), "json-delayed-queue",
         K::DelayedQueue, "schedule", "jobs:due"},
        {"integer counter", stringKey("visits", "42"), "integer-counter", K::Counter, "counter",
         "visits"},
    };
}

QStringList describe(const LayoutMatch &m)
{
    return {m.layout->family, primitiveKindName(m.layout->kind),
            QString::fromLatin1(m.layout->role), QString::fromUtf8(m.name),
            QString::fromUtf8(m.part)};
}

// A side key that only expectedKeys() reaches: a confirm() that reads no value and says no.
bool isSideKeyOnly(const KeyLayout &l)
{
    return l.confirm && !l.needsSample && !l.confirm(KeySample{});
}
} // namespace

class TestLayoutCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyLayoutIsWellFormed();
    void builtInLayoutsClassifyKeysAsTheirLibraryWritesThem_data();
    void builtInLayoutsClassifyKeysAsTheirLibraryWritesThem();
    void everyClassifiableLayoutHasACase();
    void ambiguousShapesFollowTheTieBreakRules_data();
    void ambiguousShapesFollowTheTieBreakRules();
    void encodingAndUnitFollowTheValue_data();
    void encodingAndUnitFollowTheValue();
    void candidatesAreBestFirstAndOfTheKeysType();
    void sampleIsNeededOnlyWhenTheValueDecides_data();
    void sampleIsNeededOnlyWhenTheValueDecides();
    void coordScopeLayoutsFollowTheCatalogPrefix_data();
    void coordScopeLayoutsFollowTheCatalogPrefix();
    void userRulesWinOverBuiltInLayouts_data();
    void userRulesWinOverBuiltInLayouts();
    void userRuleTextRoundTrips_data();
    void userRuleTextRoundTrips();
    void badUserRulesAreInvalidArgument_data();
    void badUserRulesAreInvalidArgument();
    void expectedKeysNameEverySideKey_data();
    void expectedKeysNameEverySideKey();
    void patternLiteralsAreTextEveryMatchHolds_data();
    void patternLiteralsAreTextEveryMatchHolds();
    void caselessWordsAreWordsEveryMatchHolds_data();
    void caselessWordsAreWordsEveryMatchHolds();
    void rateWordKeysAreClaimedByNameInAnyCase();

private:
    const LayoutCatalog m_catalog;
};

void TestLayoutCatalog::everyLayoutIsWellFormed()
{
    QVERIFY(m_catalog.layouts().size() > 100);
    for (const KeyLayout &l : m_catalog.layouts()) {
        const QString what = l.family + QLatin1Char(' ') + l.pattern.pattern();
        QVERIFY2(l.pattern.isValid(),
                 qPrintable(what + QLatin1String(": ") + l.pattern.errorString()));
        QVERIFY2(l.pattern.namedCaptureGroups().contains(QStringLiteral("name")), qPrintable(what));
        QVERIFY2(!l.family.isEmpty() && !l.library.isEmpty() && !l.role.isEmpty() &&
                     !l.type.isEmpty() && !l.source.isEmpty(),
                 qPrintable(what));
        QVERIFY2(!l.needsSample || l.confirm, qPrintable(what));
        // Bare names are told by value shape only: low, confirmed, and said to be probable.
        const bool bare = l.pattern.pattern().startsWith(QLatin1String("^(?<name>[\\s\\S]+)\\z"));
        if (bare && !isSideKeyOnly(l)) {
            QVERIFY2(l.specificity <= 15 && l.needsSample, qPrintable(what));
            QVERIFY2(l.library.contains(QLatin1String("probable")) ||
                         l.library.startsWith(QLatin1String("any")),
                     qPrintable(what));
        }
    }
}

void TestLayoutCatalog::builtInLayoutsClassifyKeysAsTheirLibraryWritesThem_data()
{
    QTest::addColumn<KeySample>("sample");
    QTest::addColumn<QStringList>("expected"); // family, kind, role, name, part
    for (const Case &c : builtInCases())
        QTest::newRow(c.tag) << c.sample
                             << QStringList{QString::fromLatin1(c.family),
                                            primitiveKindName(c.kind), QString::fromLatin1(c.role),
                                            QString::fromUtf8(c.name), QString::fromUtf8(c.part)};
}

void TestLayoutCatalog::builtInLayoutsClassifyKeysAsTheirLibraryWritesThem()
{
    QFETCH(KeySample, sample);
    QFETCH(QStringList, expected);
    const std::optional<LayoutMatch> match = m_catalog.classify(sample);
    QVERIFY2(match, "not classified");
    QCOMPARE(describe(*match), expected);
    QCOMPARE(match->layout->type, sample.type);
}

void TestLayoutCatalog::everyClassifiableLayoutHasACase()
{
    QSet<const KeyLayout *> covered;
    for (const Case &c : builtInCases())
        if (const auto m = m_catalog.classify(c.sample))
            covered << m->layout;
    QStringList missing;
    for (const KeyLayout &l : m_catalog.layouts())
        if (!isSideKeyOnly(l) && !covered.contains(&l))
            missing << l.family + QLatin1Char('/') + QString::fromLatin1(l.role) +
                           QLatin1Char(' ') + l.pattern.pattern();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("\n"))));
}

void TestLayoutCatalog::ambiguousShapesFollowTheTieBreakRules_data()
{
    QTest::addColumn<KeySample>("sample");
    QTest::addColumn<QByteArray>("family"); // empty: an unknown key
    QTest::addColumn<QByteArray>("library");

    // Rule 2: a hash is a lock only when every field is "<uuid>:<thread>" with a count.
    QTest::newRow("ordinary hash") << hashKey("user:42", {{"name", "Ann"}, {"email", "a@x"}}, 30000)
                                   << QByteArray() << QByteArray();
    QTest::newRow("owner-shaped field with a text value")
        << hashKey("orders", {{RedissonOwner, "yes"}}) << QByteArray() << QByteArray();
    QTest::newRow("owner fields and another field")
        << hashKey("orders", {{RedissonOwner, "1"}, {"note", "x"}}) << QByteArray() << QByteArray();
    QTest::newRow("mode field with another value")
        << hashKey("doc", {{"mode", "dark"}}) << QByteArray() << QByteArray();
    // Rules 1 and 4: an integer string is a counter, never a lock or a semaphore; with a short
    // TTL a fixed window.
    QTest::newRow("ordinary counter")
        << stringKey("visits", "42") << QByteArray("integer-counter")
        << QByteArray("any (maybe a Redisson RSemaphore: available permits)");
    QTest::newRow("counter with a long TTL")
        << stringKey("visits:today", "42", 86400000) << QByteArray("integer-counter")
        << QByteArray("any (maybe a Redisson RSemaphore: available permits)");
    QTest::newRow("small count with a short TTL")
        << stringKey("10.0.0.7", "3", 9000) << QByteArray("fixed-window-limiter")
        << QByteArray("hand-rolled (probable: by value shape)");
    QTest::newRow("ms timestamp with a TTL")
        << stringKey("last-seen", "1716800000250", 9000) << QByteArray("integer-counter")
        << QByteArray("any (maybe a Redisson RSemaphore: available permits)");
    QTest::newRow("ns TAT with a TTL")
        << stringKey("cell", "1716800000250000000", 900) << QByteArray("redis-cell")
        << QByteArray("redis-cell (probable: by value shape)");
    QTest::newRow("unlock latch is transient, not a counter")
        << stringKey("redisson_unlock_latch:{orders}:r1", "1", 5000)
        << QByteArray("redisson-unlock-latch") << QByteArray("Redisson (transient)");
    QTest::newRow("plain string with a TTL")
        << stringKey("session:9f2", R"({"user":42})", 1800000) << QByteArray() << QByteArray();
    QTest::newRow("plain string without a TTL")
        << stringKey("greeting", "hello") << QByteArray() << QByteArray();
    QTest::newRow("string too long to sample")
        << sample("blob", "string", 5000) << QByteArray() << QByteArray();
    // Rule 1: 32 hex characters: uuid1 (version 1, variant 8-b) is redis-py; random hex with a
    // TTL node-redlock; random hex without a TTL nothing (node-redlock always sets one).
    QTest::newRow("uuid1 hex, no TTL")
        << stringKey("report-job", Uuid1Hex) << QByteArray("redispy-lock")
        << QByteArray("redis-py (probable: by value shape)");
    QTest::newRow("uuid1 hex, TTL")
        << stringKey("report-job", Uuid1Hex, 5000) << QByteArray("redispy-lock")
        << QByteArray("redis-py (probable: by value shape)");
    QTest::newRow("random hex, TTL")
        << stringKey("report-job", Hex32, 5000) << QByteArray("redlock-lock")
        << QByteArray("node-redlock (probable: by value shape)");
    QTest::newRow("random hex with variant 9 but version 4, TTL")
        << stringKey("report-job", "3f0c8d2e9b7a4c6d9e1f0a2b3c4d5e6f", 5000)
        << QByteArray("redlock-lock") << QByteArray("node-redlock (probable: by value shape)");
    QTest::newRow("random hex with version 1 but variant 5, TTL")
        << stringKey("report-job", "3f0c8d2e9b7a1c6d5e1f0a2b3c4d5e6f", 5000)
        << QByteArray("redlock-lock") << QByteArray("node-redlock (probable: by value shape)");
    QTest::newRow("random hex, no TTL")
        << stringKey("report-job", Hex32) << QByteArray() << QByteArray();
    QTest::newRow("upper-case hex is neither")
        << stringKey("report-job", Hex32.toUpper(), 5000) << QByteArray() << QByteArray();
    // Rule 1, "lock:" names: uuid4 is Redis in Action, 24 base64 python-redis-lock, else a
    // lock by name only.
    QTest::newRow("lock: with uuid4")
        << stringKey("lock:x", Uuid4) << QByteArray("ria-lock") << QByteArray("Redis in Action");
    QTest::newRow("lock: with base64")
        << stringKey("lock:x", "q4Z0bXlK3u9Ls2W+8aJ1cR/d") << QByteArray("python-redis-lock")
        << QByteArray("python-redis-lock");
    QTest::newRow("lock: with anything else")
        << stringKey("lock:x", "1") << QByteArray("named-lock")
        << QByteArray("hand-rolled (probable: by name)");
    QTest::newRow("job lock beats the name rule")
        << stringKey("bull:q:17:lock", "w1:3", 30000) << QByteArray("bullmq-job-lock")
        << QByteArray("BullMQ or Bull 3");
    // Rule 6: queue:<name> lists: Sidekiq's JSON carries jid and class; anything else is the
    // book's queue.
    QTest::newRow("queue: of Sidekiq jobs") << listKey("queue:mail", {SidekiqJob})
                                            << QByteArray("sidekiq-queue") << QByteArray("Sidekiq");
    QTest::newRow("queue: of JSON arrays")
        << listKey("queue:mail", {RiaItem}) << QByteArray("ria-queue")
        << QByteArray("Redis in Action");
    QTest::newRow("queue: of plain text")
        << listKey("queue:mail", {"hello"}) << QByteArray("ria-queue")
        << QByteArray("Redis in Action");
    QTest::newRow("queue: of JSON objects without jid")
        << listKey("queue:mail", {R"({"to":"ann"})"}) << QByteArray("ria-queue")
        << QByteArray("Redis in Action");
    // Rule 7: BullMQ and Bull 3 share most keys; the keys only one writes name the version.
    QTest::newRow("bull events stream")
        << sample("bull:q:events", "stream") << QByteArray("bullmq-queue") << QByteArray("BullMQ");
    QTest::newRow("bull meta hash") << hashKey("bull:q:meta", {{"paused", "1"}})
                                    << QByteArray("bullmq-queue") << QByteArray("BullMQ");
    QTest::newRow("bull marker") << zsetKey("bull:q:marker", {{"0", 0}})
                                 << QByteArray("bullmq-queue") << QByteArray("BullMQ");
    QTest::newRow("bull prioritized") << zsetKey("bull:q:prioritized", {{"1", 1}})
                                      << QByteArray("bullmq-queue") << QByteArray("BullMQ");
    QTest::newRow("bull meta-paused string") << stringKey("bull:q:meta-paused", "1")
                                             << QByteArray("bull3-queue") << QByteArray("Bull 3");
    QTest::newRow("bull priority zset") << zsetKey("bull:q:priority", {{"1", 1}})
                                        << QByteArray("bull3-queue") << QByteArray("Bull 3");
    QTest::newRow("bull wait list")
        << listKey("bull:q:wait") << QByteArray("bullmq-queue") << QByteArray("BullMQ or Bull 3");
    // Rule 5: JSON jobs scored in seconds are Sidekiq's under its names; in ms they are not.
    QTest::newRow("schedule of jobs in s")
        << zsetKey("schedule", {{SidekiqJob, NowS}}) << QByteArray("sidekiq-schedule")
        << QByteArray("Sidekiq");
    QTest::newRow("schedule of jobs in ms")
        << zsetKey("schedule", {{SidekiqJob, NowMs}}) << QByteArray("json-delayed-queue")
        << QByteArray("hand-rolled (probable: by value shape)");
    QTest::newRow("retry of plain members")
        << zsetKey("retry", {{"x", NowS}}) << QByteArray() << QByteArray();
    QTest::newRow("delayed: of arrays in s")
        << zsetKey("delayed:", {{RiaItem, NowS}}) << QByteArray("ria-delayed")
        << QByteArray("Redis in Action");
    QTest::newRow("zset of ids in s")
        << zsetKey("ranking", {{"ann", NowS}}) << QByteArray() << QByteArray();
    QTest::newRow("zset of uuid4 in ms is no ria semaphore")
        << zsetKey("remote", {{Uuid4, NowMs}}) << QByteArray() << QByteArray();
    QTest::newRow("permit that never expires")
        << zsetKey("{permits}:timeout", {{Hex32, 922337203685477.0}})
        << QByteArray("redisson-pesemaphore") << QByteArray("Redisson");
    QTest::newRow("timeout zset of small scores")
        << zsetKey("{x}:timeout", {{"a", 3}}) << QByteArray() << QByteArray();
}

void TestLayoutCatalog::ambiguousShapesFollowTheTieBreakRules()
{
    QFETCH(KeySample, sample);
    QFETCH(QByteArray, family);
    QFETCH(QByteArray, library);
    const std::optional<LayoutMatch> match = m_catalog.classify(sample);
    QCOMPARE(match ? match->layout->family.toUtf8() : QByteArray(), family);
    QCOMPARE(match ? match->layout->library.toUtf8() : QByteArray(), library);
}

void TestLayoutCatalog::encodingAndUnitFollowTheValue_data()
{
    QTest::addColumn<KeySample>("sample");
    QTest::addColumn<QByteArray>("encoding");
    QTest::addColumn<int>("unit");
    QTest::newRow("getset lock: expiry in the value")
        << stringKey("cs:{a}:lock", "1716800005000") << QByteArray("timestamp-ms")
        << int(ScoreUnit::None);
    QTest::newRow("timestamp-shaped value with a TTL is a token")
        << stringKey("cs:{a}:lock", "1716800005000", 5000) << QByteArray("token")
        << int(ScoreUnit::None);
    QTest::newRow("token lock") << stringKey("cs:{a}:lock", Hex32, 5000) << QByteArray("token")
                                << int(ScoreUnit::None);
    QTest::newRow("semaphore holders in ms")
        << zsetKey("cs:{s}:holders", {{Hex32, NowMs}}) << QByteArray("acquired-or-expiry-ms")
        << int(ScoreUnit::EpochMilliseconds);
    QTest::newRow("semaphore holders by counter")
        << zsetKey("cs:{s}:holders", {{Hex32, 1}}) << QByteArray("counter") << int(ScoreUnit::None);
    QTest::newRow("bullmq delayed") << zsetKey("bull:q:delayed", {{"1", NowMs * 4096}})
                                    << QByteArray("job-id") << int(ScoreUnit::EpochMillisTimes4096);
    QTest::newRow("sidekiq schedule") << zsetKey("schedule", {{SidekiqJob, NowS}})
                                      << QByteArray("json-job") << int(ScoreUnit::EpochSeconds);
    QTest::newRow("json schedule in ms") << zsetKey("later", {{"[1]", NowMs}}) << QByteArray("json")
                                         << int(ScoreUnit::EpochMilliseconds);
    QTest::newRow("sliding window in s") << zsetKey("rate:x", {{"a", NowS}})
                                         << QByteArray("timestamp") << int(ScoreUnit::EpochSeconds);
    QTest::newRow("cs sliding window")
        << zsetKey("cs:{a:b}:sliding", {{"1:1", NowMs * 1000}}) << QByteArray("cumulative-cost")
        << int(ScoreUnit::EpochMicroseconds);
    QTest::newRow("redis-cell") << stringKey("c", "1716800000250000000", 900)
                                << QByteArray("tat-ns") << int(ScoreUnit::EpochNanoseconds);
}

void TestLayoutCatalog::encodingAndUnitFollowTheValue()
{
    QFETCH(KeySample, sample);
    QFETCH(QByteArray, encoding);
    QFETCH(int, unit);
    const std::optional<LayoutMatch> match = m_catalog.classify(sample);
    QVERIFY(match);
    QCOMPARE(match->layout->encoding, encoding);
    QCOMPARE(int(match->layout->scoreUnit), unit);
}

void TestLayoutCatalog::candidatesAreBestFirstAndOfTheKeysType()
{
    const QList<LayoutMatch> lock = m_catalog.candidates("lock:x", "string");
    QStringList families;
    for (const LayoutMatch &m : lock)
        families << m.layout->family;
    for (const char *f : {"ria-lock", "python-redis-lock", "named-lock", "redispy-lock",
                          "redlock-lock", "integer-counter"})
        QVERIFY2(families.contains(QLatin1String(f)), f);
    for (qsizetype i = 1; i < lock.size(); ++i)
        QVERIFY(lock.at(i - 1).layout->specificity >= lock.at(i).layout->specificity);
    for (const LayoutMatch &m : lock)
        QCOMPARE(m.layout->type, QByteArray("string"));

    // A bare list is a Redisson delayed queue's destination and "wait" a Bull 3 queue's too:
    // side keys that never decide (the first comes first, specificity 65); BullMQ's layout does.
    const QList<LayoutMatch> wait = m_catalog.candidates("bull:q:wait", "list");
    QStringList waitFamilies;
    for (const LayoutMatch &m : wait)
        waitFamilies << m.layout->family + QLatin1Char('/') + QString::fromLatin1(m.layout->role);
    QCOMPARE(waitFamilies, QStringList({QStringLiteral("redisson-delayedqueue/ready"),
                                        QStringLiteral("bullmq-queue/ready"),
                                        QStringLiteral("bull3-queue/ready")}));
    QCOMPARE(m_catalog.classify(listKey("bull:q:wait"))->layout, wait.at(1).layout);
    for (const LayoutMatch &m : m_catalog.candidates("bull:q:wait", "hash"))
        QVERIFY(m.layout->role != "ready");
    QVERIFY(m_catalog.candidates("cs:{q}:queue", "none").isEmpty());
}

void TestLayoutCatalog::sampleIsNeededOnlyWhenTheValueDecides_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<bool>("needed");
    QTest::newRow("cs queue list") << QByteArray("cs:{q}:queue") << QByteArray("list") << false;
    QTest::newRow("cs delayed zset") << QByteArray("cs:{q}:delayed") << QByteArray("zset") << false;
    QTest::newRow("cs lock string: getset or token")
        << QByteArray("cs:{q}:lock") << QByteArray("string") << true;
    QTest::newRow("cs semaphore holders: time or counter")
        << QByteArray("cs:{s}:holders") << QByteArray("zset") << true;
    QTest::newRow("bull wait list") << QByteArray("bull:q:wait") << QByteArray("list") << false;
    QTest::newRow("bare string") << QByteArray("anything") << QByteArray("string") << true;
    QTest::newRow("bare hash") << QByteArray("anything") << QByteArray("hash") << true;
    QTest::newRow("bare set") << QByteArray("anything") << QByteArray("set") << false;
    QTest::newRow("queue: list") << QByteArray("queue:x") << QByteArray("list") << true;
    QTest::newRow("bare list: only side keys")
        << QByteArray("anything") << QByteArray("list") << false;
}

void TestLayoutCatalog::sampleIsNeededOnlyWhenTheValueDecides()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, type);
    QFETCH(bool, needed);
    QCOMPARE(m_catalog.needsSample(key, type), needed);
}

void TestLayoutCatalog::coordScopeLayoutsFollowTheCatalogPrefix_data()
{
    QTest::addColumn<QByteArray>("prefix");
    QTest::addColumn<QByteArray>("ours");
    QTest::addColumn<QByteArray>("notOurs");
    QTest::newRow("app:") << QByteArray("app:") << QByteArray("app:{x}:lock")
                          << QByteArray("cs:{x}:lock");
    QTest::newRow("regex characters are literal")
        << QByteArray("my.app+") << QByteArray("my.app+{x}:lock") << QByteArray("myXapp+{x}:lock");
    QTest::newRow("empty prefix") << QByteArray() << QByteArray("{x}:lock")
                                  << QByteArray("cs:{x}:lock");
}

void TestLayoutCatalog::coordScopeLayoutsFollowTheCatalogPrefix()
{
    QFETCH(QByteArray, prefix);
    QFETCH(QByteArray, ours);
    QFETCH(QByteArray, notOurs);
    const LayoutCatalog catalog(prefix);
    const auto found = catalog.classify(stringKey(ours, Hex32, 5000));
    QVERIFY(found);
    QCOMPARE(found->layout->family, QStringLiteral("coordscope-token-lock"));
    QCOMPARE(found->name, QByteArray("x"));
    const auto other = catalog.classify(stringKey(notOurs, Hex32, 5000));
    QVERIFY(!other || !other->layout->family.startsWith(QLatin1String("coordscope-")));
    const auto keys = catalog.expectedKeys(QStringLiteral("coordscope-semaphore"), "s");
    QVERIFY(keys.contains(std::pair<QByteArray, QByteArray>("holders", prefix + "{s}:holders")));
}

void TestLayoutCatalog::userRulesWinOverBuiltInLayouts_data()
{
    QTest::addColumn<QByteArrayList>("rules");
    QTest::addColumn<KeySample>("sample");
    QTest::addColumn<QByteArray>("kind"); // empty: an unknown key
    QTest::addColumn<QByteArray>("family");

    QTest::newRow("over CoordScope's own")
        << QByteArrayList{"cs:{*}:lock=semaphore"} << stringKey("cs:{x}:lock", Hex32, 5000)
        << QByteArray("semaphore") << QByteArray("user-rule");
    QTest::newRow("any type") << QByteArrayList{"jobs:*=delayed-queue"} << listKey("jobs:mail")
                              << QByteArray("delayed-queue") << QByteArray("user-rule");
    QTest::newRow("star matches a slash")
        << QByteArrayList{"orders/*=task-queue"} << listKey("orders/2024/may")
        << QByteArray("task-queue") << QByteArray("user-rule");
    QTest::newRow("question mark is one byte")
        << QByteArrayList{"lock?=lock"} << stringKey("lockA", "x") << QByteArray("lock")
        << QByteArray("user-rule");
    QTest::newRow("class") << QByteArrayList{"sem[12]=semaphore"} << zsetKey("sem2", {{"a", 1}})
                           << QByteArray("semaphore") << QByteArray("user-rule");
    QTest::newRow("anchored: no match inside")
        << QByteArrayList{"jobs=task-queue"} << listKey("my:jobs:x") << QByteArray()
        << QByteArray();
    QTest::newRow("no match leaves the built-in layouts")
        << QByteArrayList{"other:*=lock"} << listKey("bull:q:wait") << QByteArray("task-queue")
        << QByteArray("bullmq-queue");
    QTest::newRow("unknown hides a key") << QByteArrayList{"bull:*=unknown"}
                                         << listKey("bull:q:wait") << QByteArray() << QByteArray();
    QTest::newRow("first rule wins")
        << QByteArrayList{"a:*=lock", "a:b*=semaphore"} << stringKey("a:bc", "1")
        << QByteArray("lock") << QByteArray("user-rule");
    QTest::newRow("utf-8 glob") << QByteArrayList{"z\xc3\xbcrich:*=counter"}
                                << stringKey("z\xc3\xbcrich:1", "1") << QByteArray("counter")
                                << QByteArray("user-rule");
}

void TestLayoutCatalog::userRulesWinOverBuiltInLayouts()
{
    QFETCH(QByteArrayList, rules);
    QFETCH(KeySample, sample);
    QFETCH(QByteArray, kind);
    QFETCH(QByteArray, family);
    QList<UserLayoutRule> parsed;
    for (const QByteArray &text : rules) {
        const auto rule = UserLayoutRule::parse(QString::fromUtf8(text));
        QVERIFY2(rule, qPrintable(rule.error().message()));
        parsed << *rule;
    }
    const LayoutCatalog catalog("cs:", parsed);
    const std::optional<LayoutMatch> match = catalog.classify(sample);
    QCOMPARE(match ? primitiveKindName(match->layout->kind).toUtf8() : QByteArray(), kind);
    QCOMPARE(match ? match->layout->family.toUtf8() : QByteArray(), family);
    if (match && family == "user-rule") {
        QCOMPARE(match->name, sample.key);
        QCOMPARE(match->layout->role, QByteArray("value"));
        QCOMPARE(catalog.expectedKeys(match->layout->family, sample.key).value(0).second,
                 sample.key);
    }
}

void TestLayoutCatalog::userRuleTextRoundTrips_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("glob");
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<QByteArray>("canonical");
    QTest::newRow("plain") << QByteArray("jobs:*=task-queue") << QByteArray("jobs:*")
                           << QByteArray("task-queue") << QByteArray("jobs:*=task-queue");
    QTest::newRow("spaces around") << QByteArray("  jobs:* = lock  ") << QByteArray("jobs:*")
                                   << QByteArray("lock") << QByteArray("jobs:*=lock");
    QTest::newRow("'=' in the glob") << QByteArray("k=v*=counter") << QByteArray("k=v*")
                                     << QByteArray("counter") << QByteArray("k=v*=counter");
    QTest::newRow("unknown kind name") << QByteArray("tmp:*=unknown") << QByteArray("tmp:*")
                                       << QByteArray("unknown") << QByteArray("tmp:*=unknown");
}

void TestLayoutCatalog::userRuleTextRoundTrips()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, glob);
    QFETCH(QByteArray, kind);
    QFETCH(QByteArray, canonical);
    const auto rule = UserLayoutRule::parse(QString::fromUtf8(text));
    QVERIFY2(rule, qPrintable(rule.error().message()));
    QCOMPARE(rule->glob.toUtf8(), glob);
    QCOMPARE(primitiveKindName(rule->kind).toUtf8(), kind);
    QCOMPARE(rule->toString().toUtf8(), canonical);
    QCOMPARE(UserLayoutRule::parse(rule->toString())->toString().toUtf8(), canonical);
}

void TestLayoutCatalog::badUserRulesAreInvalidArgument_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("empty") << QByteArray("") << QByteArray("empty");
    QTest::newRow("blank") << QByteArray("   ") << QByteArray("empty");
    QTest::newRow("no '='") << QByteArray("jobs:*") << QByteArray("no '='");
    QTest::newRow("empty glob") << QByteArray("=lock") << QByteArray("glob");
    QTest::newRow("blank glob") << QByteArray("  =lock") << QByteArray("glob");
    QTest::newRow("empty kind") << QByteArray("jobs:*=") << QByteArray("unknown kind");
    QTest::newRow("unknown kind") << QByteArray("jobs:*=mutex")
                                  << QByteArray("unknown kind \"mutex\"");
}

void TestLayoutCatalog::badUserRulesAreInvalidArgument()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, says);
    const auto rule = UserLayoutRule::parse(QString::fromUtf8(text));
    QVERIFY(!rule);
    QCOMPARE(rule.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(rule.error().message().contains(QString::fromUtf8(says)),
             qPrintable(rule.error().message()));
    QVERIFY2(rule.error().message().contains(QLatin1String("GLOB=KIND")),
             qPrintable(rule.error().message()));
}

void TestLayoutCatalog::expectedKeysNameEverySideKey_data()
{
    QTest::addColumn<QByteArray>("family");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArrayList>("keys"); // "role=key", any order
    QTest::newRow("redisson fair lock")
        << QByteArray("redisson-fairlock") << QByteArray("orders")
        << QByteArrayList{"lock=orders", "waiters=redisson_lock_queue:{orders}",
                          "waiter-deadlines=redisson_lock_timeout:{orders}"};
    QTest::newRow("redisson fair lock, braced name")
        << QByteArray("redisson-fairlock") << QByteArray("{t}:orders")
        << QByteArrayList{"lock={t}:orders", "waiters=redisson_lock_queue:{t}:orders",
                          "waiter-deadlines=redisson_lock_timeout:{t}:orders"};
    QTest::newRow("coordscope semaphore")
        << QByteArray("coordscope-semaphore") << QByteArray("s")
        << QByteArrayList{"holders=cs:{s}:holders",       "owners=cs:{s}:owners",
                          "counter=cs:{s}:counter",       "lock=cs:{s}:semlock",
                          "waiters=cs:{s}:semlock:queue", "waiter-deadlines=cs:{s}:semlock:kept"};
    QTest::newRow("coordscope delayed queue")
        << QByteArray("coordscope-delayed-queue") << QByteArray("d")
        << QByteArrayList{"schedule=cs:{d}:delayed", "payloads=cs:{d}:payloads",
                          "ready=cs:{d}:queue"};
    QTest::newRow("redisson expirable semaphore")
        << QByteArray("redisson-pesemaphore") << QByteArray("permits")
        << QByteArrayList{"holders={permits}:timeout", "available=permits"};
    QTest::newRow("ria semaphore")
        << QByteArray("ria-semaphore") << QByteArray("semaphore:remote")
        << QByteArrayList{"holders=semaphore:remote", "owners=semaphore:remote:owner",
                          "counter=semaphore:remote:counter"};
    QTest::newRow("unknown family")
        << QByteArray("no-such-family") << QByteArray("x") << QByteArrayList{};
}

void TestLayoutCatalog::expectedKeysNameEverySideKey()
{
    QFETCH(QByteArray, family);
    QFETCH(QByteArray, name);
    QFETCH(QByteArrayList, keys);
    QByteArrayList got;
    for (const auto &[role, key] : m_catalog.expectedKeys(QString::fromUtf8(family), name))
        got << role + '=' + key;
    std::sort(got.begin(), got.end());
    std::sort(keys.begin(), keys.end());
    QCOMPARE(got, keys);
}

// The catalog's pre-filter: text a key must hold before a pattern runs. Too little only costs
// time; text a match could lack would hide a layout, so every row's "matches" key must hold it.
void TestLayoutCatalog::patternLiteralsAreTextEveryMatchHolds_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("longest");
    QTest::addColumn<QString>("matches");
    const auto row = [](const char *tag, const char *pattern, const char *prefix,
                        const char *suffix, const char *longest, const char *matches) {
        QTest::newRow(tag) << QString::fromLatin1(pattern) << QString::fromLatin1(prefix)
                           << QString::fromLatin1(suffix) << QString::fromLatin1(longest)
                           << QString::fromLatin1(matches);
    };
    row("escaped literals", R"(^cs\:\{(?<name>[^{}]+)\}\:lock\z)", "cs:{", "}:lock", "}:lock",
        "cs:{a}:lock");
    row("optional character", R"(^ab?c\z)", "a", "c", "a", "ac");
    row("counted character", R"(^x{2}y\z)", "", "y", "y", "xxy");
    row("star", R"(^ab*\z)", "a", "", "a", "a");
    row("plus keeps the character", R"(^ab+c\z)", "ab", "c", "ab", "abbc");
    row("top-level alternation", R"(^ab|cd\z)", "", "", "", "cd");
    row("alternation in a group", R"(^a(?:b|c)d\z)", "a", "d", "a", "acd");
    row("class", R"(^a[bc]d\z)", "a", "d", "a", "abd");
    row("class escape", R"(^a\d:b\z)", "a", ":b", ":b", "a7:b");
    row("escaped backslash", R"(^a\\\z)", "a\\", "a\\", "a\\", "a\\");
    row("inline case option", R"(^(?i)abc\z)", "", "", "", "ABC");
    row("scoped case option", R"(^x(?i:abc)y\z)", "x", "y", "x", "xABCy");
    row("group with a quantifier", R"(^a(?:bc)?d\z)", "a", "d", "a", "ad");
    row("bare name", R"(^(?<name>[\s\S]+)\z)", "", "", "", "anything");
    row("redisson braced", R"(^(?<name>(?:[^{}]+\{[^{}]*\}[^{}]*|\{[^{}]*\}[^{}]+)):timeout\z)", "",
        ":timeout", ":timeout", "{t}:x:timeout");
    row("not anchored", R"(abc)", "", "", "abc", "xabcx");
}

void TestLayoutCatalog::patternLiteralsAreTextEveryMatchHolds()
{
    QFETCH(QString, pattern);
    QFETCH(QString, prefix);
    QFETCH(QString, suffix);
    QFETCH(QString, longest);
    QFETCH(QString, matches);
    QVERIFY(QRegularExpression(pattern).match(matches).hasMatch());
    QCOMPARE(PatternLiterals::prefix(pattern), prefix);
    QCOMPARE(PatternLiterals::suffix(pattern), suffix);
    QCOMPARE(PatternLiterals::longest(pattern), longest);
    QVERIFY(matches.startsWith(prefix) && matches.endsWith(suffix) && matches.contains(longest));
}

void TestLayoutCatalog::caselessWordsAreWordsEveryMatchHolds_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("rate word") << u"^(?<name>[\\s\\S]*(?i:rate|limit|throttl)[\\s\\S]*)\\z"_s
                               << QStringList{u"rate"_s, u"limit"_s, u"throttl"_s};
    QTest::newRow("optional group") << u"^(?<name>a(?i:rate)?b)\\z"_s << QStringList();
    QTest::newRow("alternation beside it") << u"^(?<name>x|(?i:rate))\\z"_s << QStringList();
    QTest::newRow("two groups") << u"^(?i:a)(?i:b)\\z"_s << QStringList();
    QTest::newRow("not words") << u"^(?i:ra.e)\\z"_s << QStringList();
    QTest::newRow("none") << u"^lock:(?<name>[\\s\\S]+)\\z"_s << QStringList();
}

void TestLayoutCatalog::caselessWordsAreWordsEveryMatchHolds()
{
    QFETCH(QString, pattern);
    QFETCH(QStringList, words);
    QCOMPARE(PatternLiterals::caselessWords(pattern), words);
}

// The by-name check skips the rate-word patterns' expression for keys without the words, and
// still claims keys that hold one in any case.
void TestLayoutCatalog::rateWordKeysAreClaimedByNameInAnyCase()
{
    QVERIFY(m_catalog.claimsByName("api:RateLimit:user42"));
    QVERIFY(m_catalog.claimsByName("throttle:login:10.0.0.1"));
    QVERIFY(m_catalog.claimsByName("x:LIMIT"));
    QVERIFY(!m_catalog.claimsByName("key:123456"));
    QVERIFY(!m_catalog.claimsByName("session:abc"));
}

QTEST_APPLESS_MAIN(TestLayoutCatalog)
#include "tst_layoutcatalog.moc"
