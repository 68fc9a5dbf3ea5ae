#pragma once

#include "actionrunner.h"
#include "addressbookloader.h"

#include <QByteArray>
#include <QString>

// Loading an address book from a text file (one name per line) as an ActionRunner job: progress
// in bytes of the file, Cancel stops reading at the next block (what was stored stays), and the
// AddressBookLoadReport comes back in ActionResult::value as a QVariantMap (lines, names, added,
// skipped, cancelled).
class AddressBookFileLoad
{
public:
    static ActionRunner::Job job(const QString &path, const QByteArray &book, bool foldCase);
    static QString summary(const QString &path, const AddressBookLoadReport &report,
                           bool cancelled);
};
