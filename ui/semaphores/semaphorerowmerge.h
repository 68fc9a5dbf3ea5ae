#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QSet>

// Merges the rows of a table model in place, keyed by identity, so a tick never resets it:
// rows whose key is gone are removed, new keys inserted where they come, rows that look
// different afterwards reported in contiguous runs. A row that moved is removed and inserted
// again at its new place. Both semaphore models use it; the callbacks wrap the model's
// protected begin/end calls. Keys must be unique in `next`.
template <typename Row, typename KeyOf, typename Same, typename Ops>
void semaphoreMergeRows(QList<Row> &rows, const QList<Row> &next, KeyOf keyOf, Same same, Ops &ops)
{
    using Key = decltype(keyOf(next.first()));
    QSet<Key> wanted;
    for (const Row &r : next)
        wanted.insert(keyOf(r));
    for (qsizetype i = rows.size() - 1; i >= 0; --i) {
        if (wanted.contains(keyOf(rows.at(i))))
            continue;
        qsizetype first = i;
        while (first > 0 && !wanted.contains(keyOf(rows.at(first - 1))))
            --first;
        ops.remove(int(first), int(i));
        i = first;
    }
    QSet<Key> present;
    for (const Row &r : rows)
        present.insert(keyOf(r));
    qsizetype changedFrom = -1;
    const auto flush = [&](qsizetype end) {
        if (changedFrom >= 0)
            ops.changed(int(changedFrom), int(end - 1));
        changedFrom = -1;
    };
    for (qsizetype i = 0; i < next.size(); ++i) {
        const Key key = keyOf(next.at(i));
        while (i < rows.size() && keyOf(rows.at(i)) != key && present.contains(key)) {
            flush(i);
            present.remove(keyOf(rows.at(i))); // moved: inserted again where it belongs
            ops.remove(int(i), int(i));
        }
        if (i < rows.size() && keyOf(rows.at(i)) == key) {
            const bool differs = !same(rows.at(i), next.at(i));
            rows[i] = next.at(i); // quietly too: what no column shows may have changed
            if (differs) {
                if (changedFrom < 0)
                    changedFrom = i;
            } else {
                flush(i);
            }
            continue;
        }
        flush(i);
        qsizetype end = i + 1;
        while (end < next.size() && !present.contains(keyOf(next.at(end))))
            ++end;
        ops.insert(int(i), next.mid(i, end - i));
        for (qsizetype k = i; k < end; ++k)
            present.insert(keyOf(next.at(k)));
        i = end - 1;
    }
    flush(rows.size());
    if (rows.size() > next.size())
        ops.remove(int(next.size()), int(rows.size() - 1));
}

// The model side of semaphoreMergeRows for a model that keeps its rows in `rows`: the begin/end
// calls around each edit and dataChanged for the changed runs with `roles`. Those calls are
// protected, so the model befriends this.
template <typename Model, typename Row>
struct SemaphoreModelRows
{
    Model *model;
    QList<Row> &rows;
    QList<int> roles;

    void remove(int first, int last)
    {
        model->beginRemoveRows({}, first, last);
        rows.remove(first, last - first + 1);
        model->endRemoveRows();
    }
    void insert(int at, const QList<Row> &added)
    {
        model->beginInsertRows({}, at, at + int(added.size()) - 1);
        for (qsizetype k = 0; k < added.size(); ++k)
            rows.insert(at + k, added.at(k));
        model->endInsertRows();
    }
    void changed(int first, int last)
    {
        Q_EMIT model->dataChanged(model->index(first, 0),
                                  model->index(last, model->columnCount() - 1), roles);
    }
};
