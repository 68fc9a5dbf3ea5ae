#include "addressbookfileload.h"

#include "addressbook.h"
#include "addressbookfileinput.h"
#include "keyspace.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QVariantMap>

ActionRunner::Job AddressBookFileLoad::job(const QString &path, const QByteArray &book,
                                           bool foldCase)
{
    return [path, book, foldCase](RedisConnection &connection, const ActionContext &ctx) {
        ActionResult result;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result.error =
                RedisError(RedisError::Kind::InvalidArgument,
                           QCoreApplication::translate("AddressBookFileLoad", "cannot read %1: %2")
                               .arg(path, file.errorString()));
            return result;
        }
        const qint64 size = file.size();
        AddressBookFileInput input(file, [&ctx] { return ctx.isCancelled(); });
        input.open(QIODevice::ReadOnly);
        AddressBookOptions options;
        options.foldCase = foldCase;
        AddressBook addressBook(connection, KeySpace(), book, options);
        AddressBookLoader loader(addressBook);
        loader.setProgress([&ctx, size](qint64 bytes, const AddressBookLoadReport &) {
            ctx.progress(std::min(bytes, size), size);
        });
        AddressBookLoadReport report = loader.load(input);
        const bool cancelled = ctx.isCancelled();
        // Once cancelled, the connection sends nothing more: the names read after the last
        // stored batch are refused, and that is the cancel, not a failure.
        if (cancelled && report.error.kind() == RedisError::Kind::Cancelled)
            report.error = RedisError();
        ctx.progress(size, size);
        result.ok = !report.error.isError();
        result.error = report.error;
        result.summary = summary(path, report, cancelled);
        if (input.droppedLines() > 0)
            result.summary +=
                QCoreApplication::translate(
                    "AddressBookFileLoad", "; %1 lines longer than %2 MiB dropped (no name is that "
                                           "long: a binary file, or CR line endings?)")
                    .arg(input.droppedLines())
                    .arg(AddressBookFileInput::MaxLineBytes >> 20);
        result.value = QVariantMap{{QStringLiteral("lines"), report.lines},
                                   {QStringLiteral("names"), report.names},
                                   {QStringLiteral("added"), report.added},
                                   {QStringLiteral("skipped"), report.skipped},
                                   {QStringLiteral("dropped"), input.droppedLines()},
                                   {QStringLiteral("cancelled"), cancelled}};
        return result;
    };
}

QString AddressBookFileLoad::summary(const QString &path, const AddressBookLoadReport &report,
                                     bool cancelled)
{
    // Batches are stored in the file's order and hold whole lines: after a cancel, what was
    // stored is exactly the file's first `names` names.
    QString text = cancelled
                       ? QCoreApplication::translate("AddressBookFileLoad",
                                                     "%1: cancelled; %2 names stored (%3 new): the "
                                                     "file's first %2 names, nothing after them")
                             .arg(QFileInfo(path).fileName())
                             .arg(report.names)
                             .arg(report.added)
                       : QCoreApplication::translate("AddressBookFileLoad",
                                                     "%1: %2 names stored (%3 new) from %4 lines")
                             .arg(QFileInfo(path).fileName())
                             .arg(report.names)
                             .arg(report.added)
                             .arg(report.lines);
    if (report.skipped > 0) {
        QStringList lines;
        for (qint64 l : report.skippedLines)
            lines << QString::number(l);
        text +=
            QCoreApplication::translate("AddressBookFileLoad", ", %1 invalid lines skipped (%2)")
                .arg(report.skipped)
                .arg(lines.join(QStringLiteral(", ")));
    }
    if (report.error.isError())
        text += QCoreApplication::translate("AddressBookFileLoad", "; stopped: %1")
                    .arg(report.error.message());
    return text;
}
