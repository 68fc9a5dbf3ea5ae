#pragma once

#include "keypreviewcommands.h"
#include "rediserror.h"

#include <QAbstractTableModel>
#include <QSet>

class ActionRunner;
struct ActionResult;

// The selected key's value, paged with read commands only (KeyPreviewCommands): a string's first
// 4 KiB (text when it is UTF-8, else hex), a list's elements, a hash's fields, a set's or a
// zset's members, a stream's entries, PageSize rows at a time (canFetchMore / fetchMore) on the
// view's ActionRunner, lane "preview". A big collection is never loaded whole. The header line
// gives type, TTL and length (STRLEN, LLEN, HLEN, SCARD, ZCARD, XLEN); it says so when the key
// vanished or changed type since it was listed, or since the last page. Rows already shown
// (SCAN may repeat a field) are not shown twice; a page that adds none is followed by the next
// at once (up to MaxEmptyPages in a row), since the view asks for more only when rows come in.
// Each field and value keeps its first 4 KiB and its whole length ("… (1.0 MiB)"). A read the
// runner interrupted (the session changed its connection's options) is sent again.
class KeyPreviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Field, Value, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        FieldBytesRole = Qt::UserRole + 1, // QByteArray as stored
        ValueBytesRole,
    };
    enum class Status { Empty, Loading, Ready, Vanished, Failed };
    Q_ENUM(Status)
    static constexpr int MaxEmptyPages = 50;

    explicit KeyPreviewModel(QObject *parent = nullptr);

    void setRunner(ActionRunner *runner);
    // Previews `key`, listed as `listedType` (the browser's TYPE; empty: not known).
    void setKey(const QByteArray &key, const QByteArray &listedType = {});
    void clear();

    QByteArray key() const { return m_key; }
    QByteArray type() const { return m_type; } // what the preview found (may differ from listed)
    Status status() const { return m_status; }
    qint64 length() const { return m_length; } // -1: not known
    qint64 ttlMs() const { return m_ttlMs; }
    bool isFetching() const { return m_ticket != 0; }
    bool isFinished() const { return m_finished; }
    // One line: "hash · no expiry · 5,000 fields · showing 200", or what went wrong.
    QString headerText() const;

    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // The header line changed (a load, a page, a failure).
    void headerChanged(const QString &text);

private:
    void read();
    void onFinished(quint64 ticket, const ActionResult &result);
    // Whether rows came in.
    bool appendRows(const QList<KeyPreviewCommands::Row> &rows);
    void setStatus(Status status, const QString &note = {});

    ActionRunner *m_runner = nullptr;
    QByteArray m_key;
    QByteArray m_listedType;
    QByteArray m_type;
    QByteArray m_cursor;
    qint64 m_length = -1;
    qint64 m_ttlMs = -1;
    bool m_finished = true;
    bool m_changing = false;
    Status m_status = Status::Empty;
    QString m_note;
    QList<KeyPreviewCommands::Row> m_rows;
    QSet<QByteArray> m_fields;
    quint64 m_ticket = 0;
    int m_emptyPages = 0;  // pages in a row that added no row
    int m_interrupted = 0; // reads in a row the runner interrupted
};
