#include "autocompletebench.h"

#include "addressbook.h"
#include "addressbookloader.h"
#include "contendedpairs.h"
#include "cputime.h"
#include "pairloop.h"
#include "redisconnection.h"

#include <QElapsedTimer>
#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QStringList>
#include <QTemporaryFile>

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <utility>
#include <vector>

namespace {
constexpr int WarmUpRequests = 2000;
constexpr int WarmUpQueries = 500;
// Distinct queries in the sequence; a longer run goes round it again.
constexpr int MaxSequence = 100'000;
const QString Transport = QStringLiteral("tcp");
const QByteArray QueryBook = "bench-names";
const QByteArray LoadBook = "bench-load";

RedisError failed(const QString &what, const RedisError &e)
{
    return RedisError(e.kind(),
                      QStringLiteral("autocomplete %1: %2: %3").arg(Transport, what, e.message()));
}

RedisError unexpected(const QString &message)
{
    return RedisError(RedisError::Kind::UnexpectedReply, message);
}

// The bulk of the book: common given names and surnames (the US census's most frequent), in
// "First Last", "First M. Last" and "First Middle Last".
const char *const FirstNames[] = {
    "James",     "Mary",      "John",       "Patricia", "Robert",    "Jennifer", "Michael",
    "Linda",     "William",   "Elizabeth",  "David",    "Barbara",   "Richard",  "Susan",
    "Joseph",    "Jessica",   "Thomas",     "Sarah",    "Charles",   "Karen",    "Christopher",
    "Lisa",      "Daniel",    "Nancy",      "Matthew",  "Betty",     "Anthony",  "Margaret",
    "Mark",      "Sandra",    "Donald",     "Ashley",   "Steven",    "Kimberly", "Paul",
    "Emily",     "Andrew",    "Donna",      "Joshua",   "Michelle",  "Kenneth",  "Carol",
    "Kevin",     "Amanda",    "Brian",      "Dorothy",  "George",    "Melissa",  "Timothy",
    "Deborah",   "Ronald",    "Stephanie",  "Edward",   "Rebecca",   "Jason",    "Sharon",
    "Jeffrey",   "Laura",     "Ryan",       "Cynthia",  "Jacob",     "Kathleen", "Gary",
    "Amy",       "Nicholas",  "Angela",     "Eric",     "Shirley",   "Jonathan", "Anna",
    "Stephen",   "Brenda",    "Larry",      "Pamela",   "Justin",    "Emma",     "Scott",
    "Nicole",    "Brandon",   "Helen",      "Benjamin", "Samantha",  "Samuel",   "Katherine",
    "Gregory",   "Christine", "Alexander",  "Debra",    "Frank",     "Rachel",   "Patrick",
    "Carolyn",   "Raymond",   "Janet",      "Jack",     "Catherine", "Dennis",   "Maria",
    "Jerry",     "Heather",   "Tyler",      "Diane",    "Aaron",     "Ruth",     "Jose",
    "Julie",     "Adam",      "Olivia",     "Nathan",   "Joyce",     "Henry",    "Virginia",
    "Douglas",   "Victoria",  "Zachary",    "Kelly",    "Peter",     "Lauren",   "Kyle",
    "Christina", "Ethan",     "Joan",       "Walter",   "Evelyn",    "Noah",     "Judith",
    "Jeremy",    "Megan",     "Christian",  "Andrea",   "Keith",     "Cheryl",   "Roger",
    "Hannah",    "Terry",     "Jacqueline", "Gerald",   "Martha",    "Harold",   "Gloria",
    "Sean",      "Teresa",    "Austin",     "Ann",      "Carl",      "Sara",     "Arthur",
    "Madison",   "Lawrence",  "Frances",    "Dylan",    "Kathryn",   "Jesse",    "Janice",
    "Jordan",    "Jean",      "Bryan",      "Abigail",  "Billy",     "Alice",    "Joe",
    "Judy",      "Bruce",     "Sophia",     "Gabriel",  "Grace",     "Logan",    "Denise",
    "Albert",    "Amber",     "Willie",     "Doris",    "Alan",      "Marilyn",  "Juan",
    "Danielle",  "Wayne",     "Beverly",    "Elijah",   "Isabella",  "Randy",    "Theresa",
    "Roy",       "Diana",     "Vincent",    "Natalie",  "Ralph",     "Brittany", "Eugene",
    "Charlotte", "Russell",   "Marie",      "Bobby",    "Kayla",     "Mason",    "Alexis",
    "Philip",    "Lori",
};
const char *const LastNames[] = {
    "Smith",    "Johnson",   "Williams",   "Brown",     "Jones",      "Garcia",    "Miller",
    "Davis",    "Rodriguez", "Martinez",   "Hernandez", "Lopez",      "Gonzalez",  "Wilson",
    "Anderson", "Thomas",    "Taylor",     "Moore",     "Jackson",    "Martin",    "Lee",
    "Perez",    "Thompson",  "White",      "Harris",    "Sanchez",    "Clark",     "Ramirez",
    "Lewis",    "Robinson",  "Walker",     "Young",     "Allen",      "King",      "Wright",
    "Scott",    "Torres",    "Nguyen",     "Hill",      "Flores",     "Green",     "Adams",
    "Nelson",   "Baker",     "Hall",       "Rivera",    "Campbell",   "Mitchell",  "Carter",
    "Roberts",  "Gomez",     "Phillips",   "Evans",     "Turner",     "Diaz",      "Parker",
    "Cruz",     "Edwards",   "Collins",    "Reyes",     "Stewart",    "Morris",    "Morales",
    "Murphy",   "Cook",      "Rogers",     "Gutierrez", "Ortiz",      "Morgan",    "Cooper",
    "Peterson", "Bailey",    "Reed",       "Kelly",     "Howard",     "Ramos",     "Kim",
    "Cox",      "Ward",      "Richardson", "Watson",    "Brooks",     "Chavez",    "Wood",
    "James",    "Bennett",   "Gray",       "Mendoza",   "Ruiz",       "Hughes",    "Price",
    "Alvarez",  "Castillo",  "Sanders",    "Patel",     "Myers",      "Long",      "Ross",
    "Foster",   "Jimenez",   "Powell",     "Jenkins",   "Perry",      "Russell",   "Sullivan",
    "Bell",     "Coleman",   "Butler",     "Henderson", "Barnes",     "Gonzales",  "Fisher",
    "Vasquez",  "Simmons",   "Romero",     "Jordan",    "Patterson",  "Alexander", "Hamilton",
    "Graham",   "Reynolds",  "Griffin",    "Wallace",   "Moreno",     "West",      "Cole",
    "Hayes",    "Bryant",    "Herrera",    "Gibson",    "Ellis",      "Tran",      "Medina",
    "Aguilar",  "Stevens",   "Murray",     "Ford",      "Castro",     "Marshall",  "Owens",
    "Harrison", "Fernandez", "McDonald",   "Woods",     "Washington", "Kennedy",   "Wells",
    "Vargas",   "Henry",     "Chen",       "Freeman",   "Webb",       "Tucker",    "Guzman",
    "Burns",    "Crawford",  "Olson",      "Simpson",   "Porter",     "Hunter",    "Gordon",
    "Mendez",   "Silva",     "Shaw",       "Snyder",    "Mason",      "Dixon",     "Munoz",
    "Hunt",     "Hicks",     "Holmes",     "Palmer",    "Wagner",     "Black",     "Robertson",
    "Boyd",     "Rose",      "Stone",      "Salazar",   "Fox",        "Warren",    "Mills",
    "Meyer",    "Rice",      "Schmidt",    "Garza",     "Daniels",    "Ferguson",  "Nichols",
    "Stephens", "Soto",      "Weaver",     "Ryan",      "Gardner",    "Payne",     "Grant",
    "Dunn",     "Kelley",    "Spencer",    "Hawkins",   "Arnold",     "Pierce",    "Hansen",
    "Peters",   "Santos",    "Hart",       "Bradley",   "Knight",     "Elliott",   "Cunningham",
    "Duncan",   "Armstrong", "Hudson",     "Carroll",   "Lane",       "Riley",     "Andrews",
    "Alvarado", "Ray",       "Delgado",    "Berry",     "Perkins",    "Hoffman",   "Johnston",
    "Matthews", "Pena",      "Richards",   "Contreras", "Willis",     "Carpenter", "Lawrence",
    "Sandoval",
};
const char *const AccentedFirstNames[] = {
    "José",      "María",      "Zoë",      "Chloé",    "Renée",  "Björn",    "Søren",  "Jürgen",
    "Łukasz",    "Małgorzata", "François", "Hélène",   "Jérôme", "Inês",     "João",   "Ángel",
    "Sebastián", "Álvaro",     "Ramón",    "Begoña",   "Íñigo",  "Élodie",   "Anaïs",  "Noémie",
    "Maël",      "Gaëlle",     "Åsa",      "Øyvind",   "Ólafur", "Þórunn",   "Dagný",  "Zoltán",
    "Ildikó",    "Jiří",       "Tomáš",    "Kateřina", "Dušan",  "Mirosław", "Şebnem", "Çağla",
    "Gökhan",    "Ömer",       "Håkon",    "Ægir",     "Siân",   "Seán",     "Máire",  "Bénédicte",
};
const char *const AccentedLastNames[] = {
    "Müller",    "Schröder",   "Weiß",       "Jørgensen", "Åberg",     "Löfgren",   "Núñez",
    "Peña",      "Ibáñez",     "Muñoz",      "Gómez",     "Pérez",     "Sánchez",   "Rodríguez",
    "Hernández", "González",   "Martínez",   "Fernández", "García",    "López",     "Díaz",
    "Lefèvre",   "Côté",       "Gagné",      "Bélanger",  "Lévesque",  "Dvořák",    "Novák",
    "Wałęsa",    "Wiśniewski", "Wójcik",     "Kamiński",  "Zieliński", "Szymański", "Dąbrowski",
    "Kozłowski", "Öztürk",     "Yılmaz",     "Şahin",     "Çelik",     "Doğan",     "Kılıç",
    "Nguyễn",    "Trần",       "Lê",         "Phạm",      "Hoàng",     "Ó Briain",  "Mäkelä",
    "Häkkinen",  "Jóhannsson", "Þórsdóttir", "Kovačević", "Horváth",   "Fülöp",     "Szabó",
};
const char *const ChineseSurnames[] = {
    "王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马",
    "朱", "胡", "郭", "何", "高", "林", "罗", "郑", "梁", "谢", "宋", "唐", "许",
    "韩", "冯", "邓", "曹", "彭", "曾", "肖", "田", "董", "袁", "潘", "于", "蒋",
    "蔡", "余", "杜", "叶", "程", "苏", "魏", "吕", "丁", "任", "沈",
};
const char *const ChineseGivenCharacters[] = {
    "伟", "芳", "娜", "秀", "英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟",
    "涛", "明", "超", "兰", "霞", "平", "刚", "桂", "文", "华", "建", "国", "红", "玉", "梅", "婷",
    "慧", "鑫", "宇", "浩", "凯", "鹏", "晨", "欣", "怡", "佳", "琳", "雪", "颖", "倩", "瑶", "子",
    "轩", "涵", "博", "思", "雨", "梓", "萱", "俊", "泽", "一", "诺", "嘉", "晓", "晴", "天", "云",
    "海", "龙", "飞", "志", "新", "春", "亮", "成", "辉", "健", "斌", "宁", "昊", "悦", "晶",
};
// Some with a variation selector or a ZWJ sequence: several code points, one symbol.
const char *const Emoji[] = {
    "🎸",           "🌸",           "⚽",      "🍕", "🐶", "🏠", "💼", "🎓",    "🏥", "🚀",
    "☕",           "🌟",           "❤️", "😀", "🎨", "📚", "🏀", "🐱",    "🌈", "🍀",
    "👩‍💻", "👨‍🍳", "🎤",      "🚲", "⛵", "🎮", "🌻", "🦄", "🍣", "🧗",
};

enum NameKind { Ascii, AccentedLatin, Chinese, WithEmoji, NameKinds };
const char *const NameKindNames[NameKinds] = {"ASCII", "accented Latin", "Chinese", "emoji"};

template <std::size_t N>
QByteArray pick(QRandomGenerator &rng, const char *const (&list)[N])
{
    return QByteArray(list[rng.bounded(quint32(N))]);
}

// "First Last" (4 %), "First M. Last" (30 %) or "First Middle Last": a million distinct names
// need the middle part (the lists make some 46 000 first-last pairs).
QByteArray westernName(QRandomGenerator &rng, const QByteArray &first, const QByteArray &last)
{
    const quint32 form = rng.bounded(100u);
    QByteArray name = first;
    if (form >= 4 && form < 34) {
        name += ' ';
        name += char('A' + rng.bounded(26u));
        name += '.';
    } else if (form >= 34) {
        name += ' ';
        name += pick(rng, FirstNames);
    }
    name += ' ';
    name += last;
    return name;
}

NameKind drawKind(QRandomGenerator &rng)
{
    const quint32 p = rng.bounded(100u);
    return p < 80 ? Ascii : p < 92 ? AccentedLatin : p < 98 ? Chinese : WithEmoji;
}

QByteArray drawName(NameKind kind, QRandomGenerator &rng)
{
    switch (kind) {
    // One draw per statement: the order of a call's arguments is unspecified, the names must
    // not depend on the compiler.
    case Ascii: {
        const QByteArray first = pick(rng, FirstNames);
        const QByteArray last = pick(rng, LastNames);
        return westernName(rng, first, last);
    }
    case AccentedLatin: {
        const QByteArray first =
            rng.bounded(2u) ? pick(rng, AccentedFirstNames) : pick(rng, FirstNames);
        const QByteArray last = pick(rng, AccentedLastNames);
        return westernName(rng, first, last);
    }
    case Chinese: {
        QByteArray name = pick(rng, ChineseSurnames);
        name += pick(rng, ChineseGivenCharacters);
        if (rng.bounded(100u) >= 15)
            name += pick(rng, ChineseGivenCharacters);
        return name;
    }
    case WithEmoji: {
        // Mostly after the name, a quarter before it (prefixes that start with an emoji).
        const QByteArray first = pick(rng, FirstNames);
        const QByteArray last = pick(rng, LastNames);
        const QByteArray base = first + ' ' + last;
        const QByteArray emoji = pick(rng, Emoji);
        return rng.bounded(4u) ? QByteArray(base + ' ' + emoji) : QByteArray(emoji + ' ' + base);
    }
    case NameKinds:
        break;
    }
    return {};
}

struct GeneratedNames
{
    QList<QByteArray> inOrder;      // as generated: the file's order (an export is not sorted)
    std::vector<QByteArray> sorted; // byte order, as the sorted set holds them
    qint64 perKind[NameKinds] = {};
    qint64 bytes = 0;

    QString describe() const
    {
        QStringList shares;
        for (int k = 0; k < NameKinds; ++k)
            shares << QStringLiteral("%1 % %2")
                          .arg(100.0 * double(perKind[k]) / double(inOrder.size()), 0, 'f', 1)
                          .arg(QLatin1String(NameKindNames[k]));
        return QStringLiteral("%1 distinct names (seed %2): %3; %4 bytes on average")
            .arg(inOrder.size())
            .arg(AutocompleteBench::NameSeed)
            .arg(shares.join(QStringLiteral(", ")))
            .arg(double(bytes) / double(inOrder.size()), 0, 'f', 1);
    }
};

// Up to BenchOptions' 2 000 000 names: the Chinese names (6 %) have 316 000 combinations.
GeneratedNames generateNames(int count)
{
    QRandomGenerator rng(AutocompleteBench::NameSeed);
    GeneratedNames out;
    QSet<QByteArray> seen;
    seen.reserve(count);
    out.inOrder.reserve(count);
    while (out.inOrder.size() < count) {
        const NameKind kind = drawKind(rng);
        QByteArray name;
        do { // a repeat is drawn again in the same kind, to keep the shares
            name = drawName(kind, rng);
        } while (seen.contains(name));
        seen.insert(name);
        out.bytes += name.size();
        ++out.perKind[kind];
        out.inOrder.append(std::move(name));
    }
    out.sorted.assign(out.inOrder.cbegin(), out.inOrder.cend());
    std::sort(out.sorted.begin(), out.sorted.end());
    return out;
}

Result<void> writeNames(const QList<QByteArray> &names, QTemporaryFile &file)
{
    if (!file.open())
        return RedisError(
            RedisError::Kind::Io,
            QStringLiteral("cannot create a temporary file: %1").arg(file.errorString()));
    QByteArray chunk;
    for (qsizetype i = 0; i < names.size(); ++i) {
        chunk += names.at(i);
        chunk += '\n';
        if (chunk.size() >= (1 << 20) || i + 1 == names.size()) {
            if (file.write(chunk) != chunk.size())
                return RedisError(
                    RedisError::Kind::Io,
                    QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString()));
            chunk.clear();
        }
    }
    if (!file.flush())
        return RedisError(RedisError::Kind::Io, file.errorString());
    return {};
}

// A prefix and where its page lies in the sorted names: the answer every query is held to.
struct PrefixQuery
{
    QByteArray prefix;
    qsizetype first = 0; // index of the first name with the prefix
    int expected = 0;    // names on its page (at most Limit)
    size_t pageHash = 0; // pageHash() of the page
};

// Checking a page against its hash reads no more than the page: comparing it with the sorted
// names would cost the client a cache miss per name, which is not the client's cost.
template <typename Names>
size_t pageHash(const Names &names, qsizetype first, qsizetype count)
{
    size_t hash = 0;
    for (qsizetype i = first; i < first + count; ++i)
        hash = qHash(names[i], hash);
    return hash;
}

// The first `characters` code points of UTF-8 text (a user types characters, not bytes).
QByteArray leadingCharacters(const QByteArray &utf8, int characters)
{
    qsizetype end = 0;
    int seen = 0;
    for (; end < utf8.size(); ++end) {
        if ((quint8(utf8[end]) & 0xC0) != 0x80) { // not a continuation byte: a new character
            if (seen == characters)
                break;
            ++seen;
        }
    }
    return utf8.left(end);
}

// Prefixes of names drawn from the book, 1 to 4 characters (10, 35, 35, 20 %): what someone
// types before the list narrows enough.
QList<PrefixQuery> makeQueries(const GeneratedNames &names, int count)
{
    QRandomGenerator rng(AutocompleteBench::NameSeed + 1);
    QList<PrefixQuery> queries;
    queries.reserve(count);
    for (int i = 0; i < count; ++i) {
        const QByteArray &name = names.inOrder.at(rng.bounded(quint32(names.inOrder.size())));
        const quint32 p = rng.bounded(100u);
        PrefixQuery q;
        q.prefix = leadingCharacters(name, p < 10 ? 1 : p < 45 ? 2 : p < 80 ? 3 : 4);
        auto it = std::lower_bound(names.sorted.cbegin(), names.sorted.cend(), q.prefix);
        q.first = it - names.sorted.cbegin();
        for (; it != names.sorted.cend() && q.expected < AutocompleteBench::Limit &&
               it->startsWith(q.prefix);
             ++it)
            ++q.expected;
        q.pageHash = pageHash(names.sorted, q.first, q.expected);
        queries.append(std::move(q));
    }
    return queries;
}

QString shown(const QList<QByteArray> &names)
{
    QStringList out;
    for (const QByteArray &n : names)
        out << QString::fromUtf8(n);
    return QLatin1Char('[') + out.join(QStringLiteral(", ")) + QLatin1Char(']');
}

// One query's outcome, between the pair's two steps.
struct Answer
{
    qsizetype index = 0; // in the sequence
    Completion completion;
    bool gaveUp = false; // the marker method's Conflict: the book kept changing
};

// What one query run's clients share: the sequence and the next query to take from it, the
// attempts the queries needed and how many gave up. restart() before each run, so every run
// asks the same queries.
struct QuerySequence
{
    QuerySequence(const std::vector<QByteArray> &sortedNames, const QList<PrefixQuery> &sequence)
        : sorted(sortedNames)
        , queries(sequence)
    {}

    const std::vector<QByteArray> &sorted;
    const QList<PrefixQuery> &queries;
    std::atomic<qint64> next = 0;
    std::atomic<qint64> attempts = 0;
    std::atomic<int> maxAttempts = 0;
    std::atomic<qint64> gaveUp = 0;

    void restart()
    {
        next = 0;
        attempts = 0;
        maxAttempts = 0;
        gaveUp = 0;
    }

    const PrefixQuery &take(qsizetype &index)
    {
        index = qsizetype(next.fetch_add(1) % queries.size());
        return queries.at(index);
    }

    // A query that gave up is counted, not failed: giving up under contention is the marker
    // method's documented answer, and how often it happens is one of its figures. A page that
    // is wrong or short fails the run.
    Result<void> check(const Answer &answer)
    {
        const Completion &completion = answer.completion;
        attempts += completion.attempts;
        int seen = maxAttempts.load();
        while (completion.attempts > seen &&
               !maxAttempts.compare_exchange_weak(seen, completion.attempts)) {
        }
        if (answer.gaveUp) {
            ++gaveUp;
            return {};
        }
        const PrefixQuery &q = queries.at(answer.index);
        if (completion.names.size() == q.expected &&
            pageHash(completion.names, 0, q.expected) == q.pageHash)
            return {};
        QList<QByteArray> expected;
        for (int i = 0; i < q.expected; ++i)
            expected << sorted.at(std::size_t(q.first + i));
        return unexpected(
            QStringLiteral("prefix \"%1\": got %2, expected %3")
                .arg(QString::fromUtf8(q.prefix), shown(completion.names), shown(expected)));
    }
};

// One client's queries as ContendedPairs runs them: the query is the pair's first step (its
// time is the latency reported), the check of its page the second.
ContendedPairs::MakeLoop queryLoop(const KeySpace &keys, CompletionMethod method,
                                   QuerySequence &sequence)
{
    return [keys, method, &sequence](RedisConnection &connection) -> Result<PairLoop> {
        auto book = std::make_shared<AddressBook>(connection, keys, QueryBook);
        auto answer = std::make_shared<Answer>();
        auto query = [book, method, &sequence, answer]() -> Result<void> {
            CompletionQuery q;
            q.prefix = sequence.take(answer->index).prefix;
            q.limit = AutocompleteBench::Limit;
            auto completion = book->complete(q, method);
            answer->gaveUp = !completion && completion.error().kind() == RedisError::Kind::Conflict;
            if (answer->gaveUp) {
                answer->completion = Completion{{}, book->options().maxAttempts, 0};
                return {};
            }
            if (!completion)
                return completion.error();
            answer->completion = std::move(completion).value();
            return {};
        };
        auto check = [&sequence, answer]() { return sequence.check(*answer); };
        return PairLoop(std::move(query), std::move(check));
    };
}

// What one run cost: the server's commands (INFO commandstats since a CONFIG RESETSTAT), the
// server process's CPU time (INFO cpu: the commands, and reading, parsing and writing them),
// and the client's CPU time.
struct CommandCost
{
    qint64 calls = 0;
    qint64 usec = 0;
};
using CommandCosts = QMap<QByteArray, CommandCost>;

struct RunCost
{
    CommandCosts commands;
    double serverCpuUs = 0;
    double clientCpuUs = 0;  // user + system
    double clientUserUs = 0; // user only: the client's own code, not the kernel's work for it
};

// Whose CPU time is the client's: this process's (the bench's own clients; its main thread
// waits meanwhile) or its finished children's (redis-benchmark).
enum class Client { ThisProcess, ChildProcess };

// {user + system, user} in µs.
std::pair<double, double> clientCpuUs(Client client)
{
    rusage usage{};
    getrusage(client == Client::ThisProcess ? RUSAGE_SELF : RUSAGE_CHILDREN, &usage);
    const auto us = [](const timeval &t) { return double(t.tv_sec) * 1e6 + double(t.tv_usec); };
    return {us(usage.ru_utime) + us(usage.ru_stime), us(usage.ru_utime)};
}

Result<QByteArray> info(RedisConnection &control, const QList<QByteArray> &sections)
{
    RedisCommand command{"INFO"};
    command << sections;
    const auto reply = control.command(command);
    if (!reply)
        return reply.error();
    return reply->toBytes();
}

// "cmdstat_zrange:calls=3,usec=10,usec_per_call=3.33,rejected_calls=0,failed_calls=0"
CommandCosts commandCosts(const QByteArray &info)
{
    CommandCosts costs;
    for (const QByteArray &line : info.split('\n')) {
        if (!line.startsWith("cmdstat_"))
            continue;
        const qsizetype colon = line.indexOf(':');
        const QByteArray name = line.mid(8, colon - 8);
        // The bench's own bookkeeping, and the connections' set-up.
        if (name.startsWith("config") || name.startsWith("client") || name == "info" ||
            name == "hello" || name == "select" || name == "auth")
            continue;
        CommandCost cost;
        for (const QByteArray &field : line.mid(colon + 1).trimmed().split(',')) {
            if (field.startsWith("calls="))
                cost.calls = field.mid(6).toLongLong();
            else if (field.startsWith("usec="))
                cost.usec = field.mid(5).toLongLong();
        }
        costs.insert(name, cost);
    }
    return costs;
}

// Resets the command statistics; the CPU times so far.
Result<RunCost> startMetering(RedisConnection &control, Client client)
{
    const auto reset = control.command({"CONFIG", "RESETSTAT"});
    if (!reset)
        return reset.error();
    const auto cpu = info(control, {"cpu"});
    if (!cpu)
        return cpu.error();
    const auto [clientTotal, clientUser] = clientCpuUs(client);
    return RunCost{{}, CpuTime::ofServerInfo(*cpu) * 1e6, clientTotal, clientUser};
}

Result<RunCost> stopMetering(RedisConnection &control, Client client, const RunCost &atStart)
{
    const auto [clientTotal, clientUser] = clientCpuUs(client);
    const auto text = info(control, {"cpu", "commandstats"});
    if (!text)
        return text.error();
    return RunCost{commandCosts(*text), CpuTime::ofServerInfo(*text) * 1e6 - atStart.serverCpuUs,
                   clientTotal - atStart.clientCpuUs, clientUser - atStart.clientUserUs};
}

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QString perUnit(const CommandCosts &costs, qint64 units)
{
    QStringList parts;
    for (auto it = costs.cbegin(); it != costs.cend(); ++it)
        parts << QStringLiteral("%1 %2 × %3 µs")
                     .arg(QString::fromLatin1(it.key()),
                          fixed(double(it->calls) / double(units), 2),
                          fixed(double(it->usec) / double(qMax<qint64>(1, it->calls)), 2));
    return parts.join(QStringLiteral(", "));
}

// Per-row figures the report's table has no column for; printed through the progress. The
// unit is a request, a name loaded or a query.
struct RowNotes
{
    explicit RowNotes(QString rowName)
        : name(std::move(rowName))
    {}

    QString name;
    QList<double> p50Us;
    QList<double> p99Us;
    QList<double> attemptsMean;
    int attemptsMax = 0;
    qint64 gaveUp = 0; // over all rounds
    qint64 queries = 0;
    QList<double> perSecond; // queries only
    QList<double> commandsPerUnit;
    QList<double> commandUsPerUnit; // the commands' own time (commandstats)
    QList<double> cpuUsPerUnit;     // the server process's CPU time
    QList<double> clientCpuUsPerUnit;
    QList<double> clientUserUsPerUnit;
    CommandCosts lastCommands;
    qint64 lastUnits = 1;

    void addCost(const RunCost &work, qint64 units)
    {
        CommandCost sum;
        for (auto it = work.commands.cbegin(); it != work.commands.cend(); ++it) {
            sum.calls += it->calls;
            // EXEC's time includes the commands it ran, which are counted on their own.
            if (it.key() != "exec")
                sum.usec += it->usec;
        }
        commandsPerUnit << double(sum.calls) / double(units);
        commandUsPerUnit << double(sum.usec) / double(units);
        cpuUsPerUnit << work.serverCpuUs / double(units);
        clientCpuUsPerUnit << work.clientCpuUs / double(units);
        clientUserUsPerUnit << work.clientUserUs / double(units);
        lastCommands = work.commands;
        lastUnits = units;
    }

    bool isQuery() const { return !p50Us.isEmpty(); }
};

// One client or several, one method, and what the table has no column for.
struct QueryRow
{
    CompletionMethod method;
    int clients;
    RowNotes notes;
};

QStringList summary(const QList<const RowNotes *> &rows, int rounds)
{
    const auto cell = [](const QString &text, int width) { return text.rightJustified(width); };
    QStringList lines;
    lines << QStringLiteral("medians of %1 rounds (attempts: the highest of all rounds; gave up: "
                            "of all rounds); per request, name or query: commands, their time "
                            "(INFO commandstats, EXEC's not counted twice), the server's CPU "
                            "time (INFO cpu) and the client's (getrusage: all / user)")
                 .arg(rounds);
    lines << QStringLiteral("  ") + QStringLiteral("measurement").leftJustified(34) +
                 cell(QStringLiteral("p50 µs"), 8) + cell(QStringLiteral("p99 µs"), 9) +
                 cell(QStringLiteral("attempts"), 10) + cell(QStringLiteral("gave up"), 10) +
                 cell(QStringLiteral("commands"), 10) + cell(QStringLiteral("cmd µs"), 8) +
                 cell(QStringLiteral("server CPU"), 11) + cell(QStringLiteral("client CPU"), 14);
    for (const RowNotes *r : rows) {
        const QString none = QStringLiteral("-");
        const bool query = r->isQuery();
        lines << QStringLiteral("  ") + r->name.leftJustified(34) +
                     cell(query ? fixed(medianOf(r->p50Us), 1) : none, 8) +
                     cell(query ? fixed(medianOf(r->p99Us), 1) : none, 9) +
                     cell(query ? QString(fixed(medianOf(r->attemptsMean), 2) + QLatin1Char('/') +
                                          QString::number(r->attemptsMax))
                                : none,
                          10) +
                     cell(query ? QString::number(r->gaveUp) : none, 10) +
                     cell(fixed(medianOf(r->commandsPerUnit), query ? 2 : 4), 10) +
                     cell(fixed(medianOf(r->commandUsPerUnit), 2), 8) +
                     cell(fixed(medianOf(r->cpuUsPerUnit), 2), 11) +
                     cell(fixed(medianOf(r->clientCpuUsPerUnit), 2) + QLatin1Char('/') +
                              fixed(medianOf(r->clientUserUsPerUnit), 2),
                          14);
    }
    lines << QStringLiteral("commands per unit in the last round (calls × µs per call; EXEC's "
                            "time includes the commands it ran):");
    for (const RowNotes *r : rows)
        lines << QStringLiteral("  %1: %2").arg(r->name, perUnit(r->lastCommands, r->lastUnits));
    return lines;
}

// The marker method's queries per second as a share of BYLEX's, round by round (the two ran
// close in time), and their median.
QString shareOf(const RowNotes &markers, const RowNotes &byLex)
{
    QList<double> shares;
    QStringList rounds;
    for (qsizetype i = 0; i < qMin(markers.perSecond.size(), byLex.perSecond.size()); ++i) {
        shares << markers.perSecond.at(i) / qMax(1.0, byLex.perSecond.at(i));
        rounds << fixed(shares.last(), 3);
    }
    return QStringLiteral("%1 / %2: %3 (rounds: %4)")
        .arg(markers.name, byLex.name, fixed(medianOf(shares), 3),
             rounds.join(QStringLiteral(", ")));
}
} // namespace

AutocompleteBench::AutocompleteBench(ConnectionOptions target, const RedisBenchmarkRunner &runner,
                                     int requests, int rounds, int names)
    : OneServerBench(std::move(target), runner, requests, rounds)
    , m_names(names)
{}

Result<QList<BenchRow>> AutocompleteBench::run()
{
    const auto note = [this](const QString &text) {
        if (m_progress)
            m_progress(QStringLiteral("autocomplete: ") + text);
    };
    const KeySpace keys;
    RedisConnection control(m_target);
    if (auto r = control.connect(); !r)
        return failed(QStringLiteral("RedisConnection"), r.error());

    note(QStringLiteral("generating %1 names").arg(m_names));
    const GeneratedNames names = generateNames(m_names);
    note(names.describe());
    QTemporaryFile file;
    if (auto r = writeNames(names.inOrder, file); !r)
        return failed(QStringLiteral("names file"), r.error());
    const QList<PrefixQuery> queries = makeQueries(names, qMin(m_requests, MaxSequence));
    QuerySequence sequence{names.sorted, queries};

    // One load of the whole file into an empty book, as `complete load` does it; names per
    // second. Every name must arrive, new.
    const auto load = [&](const QByteArray &bookName) -> Result<double> {
        AddressBook book(control, keys, bookName);
        if (!file.seek(0))
            return RedisError(RedisError::Kind::Io, file.errorString());
        AddressBookLoader loader(book);
        QElapsedTimer clock;
        clock.start();
        const AddressBookLoadReport report = loader.load(file);
        const qint64 elapsedNs = clock.nsecsElapsed();
        if (report.error.isError())
            return report.error;
        if (report.names != m_names || report.added != m_names || report.skipped != 0)
            return unexpected(QStringLiteral("loaded %1 names (%2 new, %3 skipped) of %4")
                                  .arg(report.names)
                                  .arg(report.added)
                                  .arg(report.skipped)
                                  .arg(m_names));
        return double(m_names) * 1e9 / double(qMax<qint64>(1, elapsedNs));
    };
    // Runs work() with the server's work metered into notes, per unit.
    const auto metered = [&control](RowNotes &notes, qint64 units, Client client,
                                    const auto &work) -> decltype(work()) {
        const auto atStart = startMetering(control, client);
        if (!atStart)
            return atStart.error();
        auto result = work();
        if (!result)
            return result;
        const auto cost = stopMetering(control, client, *atStart);
        if (!cost)
            return cost.error();
        notes.addCost(*cost, units);
        return result;
    };

    note(QStringLiteral("loading the book"));
    if (auto r = control.command({"DEL", AddressBook(control, keys, QueryBook).key(),
                                  AddressBook(control, keys, LoadBook).key()});
        !r)
        return failed(QStringLiteral("clean-up"), r.error());
    const auto firstLoad = load(QueryBook);
    if (!firstLoad)
        return failed(QStringLiteral("loading the book"), firstLoad.error());
    note(QStringLiteral("first load: %1 names/s").arg(fixed(*firstLoad, 0)));

    const int n = m_requests;
    RowNotes setNotes(QStringLiteral("redis-benchmark -c 1 -t set"));
    const auto measureSet = [&] {
        return metered(setNotes, n, Client::ChildProcess,
                       [this, n] { return m_runner.run(m_target, n); });
    };
    RowNotes loadNotes(QStringLiteral("complete load, per name"));
    const auto measureLoad = [&]() -> Result<double> {
        const auto rate =
            metered(loadNotes, m_names, Client::ThisProcess, [&] { return load(LoadBook); });
        if (!rate)
            return rate;
        // Emptied outside the clock, for the next round's load.
        if (auto r = control.command({"DEL", AddressBook(control, keys, LoadBook).key()}); !r)
            return r.error();
        note(QStringLiteral("  load: %1 names/s, server CPU %2 µs per name")
                 .arg(fixed(*rate, 0), fixed(loadNotes.cpuUsPerUnit.last(), 2)));
        return rate;
    };

    std::vector<QueryRow> queryRows;
    for (const int clients : {1, ContendingClients})
        for (const CompletionMethod method : {CompletionMethod::ByLex, CompletionMethod::Markers})
            queryRows.push_back(
                {method, clients,
                 RowNotes{QStringLiteral("%1, %2 client%3")
                              .arg(method == CompletionMethod::ByLex
                                       ? QStringLiteral("bylex")
                                       : QStringLiteral("ria markers"))
                              .arg(clients)
                              .arg(clients == 1 ? QString() : QStringLiteral("s"))}});

    bool warmingUp = true;
    const auto measureQueries = [&](QueryRow &row, int count) -> Result<RunFigures> {
        const ContendedPairs clients(m_target, row.clients, queryLoop(keys, row.method, sequence));
        sequence.restart();
        RowNotes &notes = row.notes;
        auto figures =
            metered(notes, count, Client::ThisProcess, [&] { return clients.run(count); });
        if (!figures)
            return figures;
        // Answered queries per second: one that gave up answered nothing (its time counts).
        const qint64 gaveUp = sequence.gaveUp;
        figures.value().perSecond *= double(count - gaveUp) / double(count);
        notes.perSecond << figures->perSecond;
        notes.p50Us << figures->waitP50Ms * 1000;
        notes.p99Us << figures->waitP99Ms * 1000;
        notes.attemptsMean << double(sequence.attempts) / double(count);
        notes.attemptsMax = qMax(notes.attemptsMax, sequence.maxAttempts.load());
        notes.gaveUp += gaveUp;
        notes.queries += count;
        const QString label =
            warmingUp ? QString(QStringLiteral("warm-up, ") + notes.name) : notes.name;
        note(QStringLiteral("  %1: %2 queries/s, p50 %3 µs, p99 %4 µs, attempts %5 mean, %6 max, "
                            "%7 gave up; %8 commands, server CPU %9 µs per query")
                 .arg(label, fixed(figures->perSecond, 0), fixed(notes.p50Us.last(), 0),
                      fixed(notes.p99Us.last(), 0), fixed(notes.attemptsMean.last(), 2),
                      QString::number(sequence.maxAttempts.load()), QString::number(gaveUp),
                      fixed(notes.commandsPerUnit.last(), 2), fixed(notes.cpuUsPerUnit.last(), 2)));
        return figures;
    };

    // Warm-up, untimed: the server's allocator settled, both methods' paths run once.
    if (auto r = m_runner.run(m_target, qMin(m_requests, WarmUpRequests)); !r)
        return failed(QStringLiteral("redis-benchmark"), r.error());
    for (QueryRow &row : queryRows)
        if (row.clients == 1)
            if (auto r = measureQueries(row, WarmUpQueries); !r)
                return failed(QStringLiteral("warm-up ") + row.notes.name, r.error());
    for (QueryRow &row : queryRows)
        row.notes = RowNotes(row.notes.name);
    warmingUp = false;

    InterleavedRounds rounds(QStringLiteral("autocomplete"), Transport, m_rounds);
    rounds.setProgress(m_progress);
    rounds.add(setNotes.name, QStringLiteral("requests/s"), measureSet);
    rounds.add(QStringLiteral("complete load (AddressBookLoader)"), QStringLiteral("names/s"),
               measureLoad);
    for (QueryRow &row : queryRows)
        rounds.addWithWaits(row.notes.name, QStringLiteral("queries/s"),
                            [&measureQueries, &row, n] { return measureQueries(row, n); });
    auto rows = rounds.run();
    if (!rows)
        return rows;

    // The figures the table has no column for: latency in µs, attempts, the server's share.
    QList<const RowNotes *> notes{&setNotes, &loadNotes};
    for (const QueryRow &row : queryRows)
        notes << &row.notes;
    for (const QString &line : summary(notes, m_rounds))
        note(line);
    note(QStringLiteral("queries per second, ria markers as a share of bylex:"));
    for (std::size_t i = 0; i + 1 < queryRows.size(); i += 2) // bylex, markers; 1 then 4 clients
        note(QStringLiteral("  ") + shareOf(queryRows[i + 1].notes, queryRows[i].notes));
    return rows;
}
