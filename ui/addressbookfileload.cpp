#include "addressbookfileload.h"

#include "addressbook.h"
#include "keyspace.h"

#include <QFile>
#include <QFileInfo>
#include <QVariantMap>

#include <functional>

namespace {

// A file read through a device that reports its end once cancelled, so the loader stops after
// the block it is reading.
class CancellableInput : public QIODevice
{
public:
    CancellableInput(QFile &file, std::function<bool()> cancelled)
        : m_file(file)
        , m_cancelled(std::move(cancelled))
    {}
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override
    {
        return QIODevice::bytesAvailable() + (stopped() ? 0 : m_file.bytesAvailable());
    }
    bool stopped() const { return m_cancelled() || m_file.atEnd(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (m_cancelled())
            return 0;
        return m_file.read(data, maxSize);
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QFile &m_file;
    std::function<bool()> m_cancelled;
};

} // namespace

ActionRunner::Job AddressBookFileLoad::job(const QString &path, const QByteArray &book,
                                           bool foldCase)
{
    return [path, book, foldCase](RedisConnection &connection, const ActionContext &ctx) {
        ActionResult result;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result.error =
                RedisError(RedisError::Kind::InvalidArgument,
                           QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
            return result;
        }
        const qint64 size = file.size();
        CancellableInput input(file, [&ctx] { return ctx.isCancelled(); });
        input.open(QIODevice::ReadOnly);
        AddressBookOptions options;
        options.foldCase = foldCase;
        AddressBook addressBook(connection, KeySpace(), book, options);
        AddressBookLoader loader(addressBook);
        loader.setProgress([&ctx, size](qint64 bytes, const AddressBookLoadReport &) {
            ctx.progress(std::min(bytes, size), size);
        });
        const AddressBookLoadReport report = loader.load(input);
        const bool cancelled = ctx.isCancelled();
        ctx.progress(size, size);
        result.ok = !report.error.isError();
        result.error = report.error;
        result.summary = summary(path, report, cancelled);
        result.value = QVariantMap{{QStringLiteral("lines"), report.lines},
                                   {QStringLiteral("names"), report.names},
                                   {QStringLiteral("added"), report.added},
                                   {QStringLiteral("skipped"), report.skipped},
                                   {QStringLiteral("cancelled"), cancelled}};
        return result;
    };
}

QString AddressBookFileLoad::summary(const QString &path, const AddressBookLoadReport &report,
                                     bool cancelled)
{
    QString text = QStringLiteral("%1: %2 names stored (%3 new) from %4 lines")
                       .arg(QFileInfo(path).fileName())
                       .arg(report.names)
                       .arg(report.added)
                       .arg(report.lines);
    if (report.skipped > 0) {
        QStringList lines;
        for (qint64 l : report.skippedLines)
            lines << QString::number(l);
        text += QStringLiteral(", %1 invalid lines skipped (%2)")
                    .arg(report.skipped)
                    .arg(lines.join(QStringLiteral(", ")));
    }
    if (cancelled)
        text += QStringLiteral(", cancelled");
    if (report.error.isError())
        text += QStringLiteral("; stopped: %1").arg(report.error.message());
    return text;
}
