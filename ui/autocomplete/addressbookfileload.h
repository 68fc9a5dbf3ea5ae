#pragma once

#include "actionrunner.h"
#include "addressbookloader.h"

#include <QByteArray>
#include <QString>

// Loading an address book from a text file (one name per line) as an ActionRunner job: progress
// in bytes of the file, Cancel stops reading after the last whole line read (every name read is
// stored whole, and the counts say exactly what was stored), and the
// AddressBookLoadReport comes back in ActionResult::value as a QVariantMap (lines, names, added,
// skipped, cancelled).
class AddressBookFileLoad
{
public:
    static ActionRunner::Job job(const QString &path, const QByteArray &book, bool foldCase);
    static QString summary(const QString &path, const AddressBookLoadReport &report,
                           bool cancelled);
};
