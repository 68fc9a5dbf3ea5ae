#pragma once

#include "inspectormonitor.h"

#include <QAbstractTableModel>

// The address books and recent-contacts lists the inspector found, one row each: name, kind,
// how many names, whether the index is case-insensitive, markers in flight (a marker query
// running, or a crashed one's leftovers), the key. Ticks update rows in place.
class AddressBookListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Kind, Size, CaseInsensitive, Markers, Key, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        KeyRole = Qt::UserRole + 1, // QByteArray: the names (or list) key
        NameRole,                   // QByteArray: the primitive's name
        KindRole,                   // int: PrimitiveKind
    };

    struct Row
    {
        PrimitiveKind kind = PrimitiveKind::AddressBook;
        QString family;
        QByteArray name;
        QByteArray key;
        qint64 size = 0;
        bool folded = false;
        qint64 markers = 0;
        bool operator==(const Row &) const = default;
    };

    explicit AddressBookListModel(QObject *parent = nullptr);

    void setSnapshot(const InspectorSnapshot &snapshot);
    void clear();
    const Row &row(int r) const { return m_rows.at(r); }
    int rowOf(PrimitiveKind kind, const QByteArray &name) const;
    // Names of the address books, for the book chooser.
    QStringList bookNames() const;
    QStringList notes() const { return m_notes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The row a state makes (tests build states by hand).
    static Row makeRow(const PrimitiveState &state);

private:
    QList<Row> m_rows;
    QStringList m_notes;
};
