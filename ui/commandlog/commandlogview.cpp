#include "commandlogview.h"

#include "commandlogmodel.h"
#include "rowfollower.h"
#include "viewwidgets.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

CommandLogView::CommandLogView(CommandLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_follow(new QToolButton(this))
    , m_pause(new QToolButton(this))
    , m_clear(new QToolButton(this))
    , m_count(new QLabel(this))
    , m_pausedCountTimer(new QTimer(this))
{
    m_proxy->setSourceModel(model);
    m_proxy->setFilterRole(CommandLogModel::FilterRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setObjectName(QStringLiteral("commandLogFilter"));
    m_filter->setPlaceholderText(tr("Filter by command or connection (Ctrl+L)"));
    m_filter->setClearButtonEnabled(true);
    ViewWidgets::makeViewFilter(m_filter);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    m_follow->setObjectName(QStringLiteral("commandLogFollow"));
    m_follow->setText(tr("Follow"));
    m_follow->setCheckable(true);
    m_follow->setChecked(true);
    m_follow->setToolTip(tr("Keep the newest command in sight. Scrolling up stops following; "
                            "scrolling back to the bottom or this button resumes it."));
    m_follow->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_follow->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    m_pause->setText(tr("Pause"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Hold new commands back from the view; they appear when resumed"));
    m_pause->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
    m_pause->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_pause, &QToolButton::toggled, model, &CommandLogModel::setPaused);
    connect(model, &CommandLogModel::pausedChanged, this, [this](bool paused) {
        m_pause->setChecked(paused);
        m_pause->setText(paused ? tr("Resume") : tr("Pause"));
        m_pause->setIcon(
            style()->standardIcon(paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
        if (paused)
            m_pausedCountTimer->start();
        else
            m_pausedCountTimer->stop();
        updateCount();
    });
    // While paused nothing enters the model, so the held-back count is polled.
    m_pausedCountTimer->setInterval(250);
    connect(m_pausedCountTimer, &QTimer::timeout, this, &CommandLogView::updateCount);

    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Remove every command from the log"));
    m_clear->setIcon(style()->standardIcon(QStyle::SP_DialogResetButton));
    m_clear->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_clear, &QToolButton::clicked, model, &CommandLogModel::clear);

    m_count->setObjectName(QStringLiteral("commandLogCount"));
    m_count->setMinimumWidth(m_count->fontMetrics().horizontalAdvance(
        tr("0000 of 0000 commands · scrolled up, not following")));
    m_count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    setupTable();

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_follow);
    bar->addWidget(m_pause);
    bar->addWidget(m_clear);
    bar->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CommandLogView::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CommandLogView::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CommandLogView::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CommandLogView::updateCount);
    updateCount();
}

void CommandLogView::setupTable()
{
    m_table->setObjectName(QStringLiteral("commandLogTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics fm = m_table->fontMetrics();
    const auto width = [&fm](const char *sample) {
        return fm.horizontalAdvance(QLatin1String(sample)) + 24;
    };
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setStretchLastSection(true);
    header->resizeSection(CommandLogModel::Time, width("00:00:00.000"));
    header->resizeSection(CommandLogModel::Connection, width("127.0.0.1:6379/0"));
    header->resizeSection(CommandLogModel::Node, width("127.0.0.1:6379"));
    header->resizeSection(CommandLogModel::Command,
                          width("SET \"cs:{orders}:lock\" 3f2a91c0 PX 30000 NX"));
    header->resizeSection(CommandLogModel::Latency, width("000.000 ms"));

    m_follower = new RowFollower(m_table);
    connect(m_follow, &QToolButton::toggled, m_follower, &RowFollower::setFollowing);
    connect(m_follower, &RowFollower::followingChanged, this, [this](bool following) {
        m_follow->setChecked(following);
        updateCount();
    });

    auto *copy = new QAction(tr("Copy"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &CommandLogView::copySelection);
    m_table->addAction(copy);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this, copy](const QPoint &pos) {
        QMenu menu;
        copy->setEnabled(m_table->selectionModel()->hasSelection());
        menu.addAction(copy);
        menu.addSeparator();
        menu.addAction(tr("Clear log"), m_model, &CommandLogModel::clear);
        menu.exec(m_table->viewport()->mapToGlobal(pos));
        copy->setEnabled(true);
    });
}

bool CommandLogView::isFollowing() const
{
    return m_follower->isFollowing();
}

void CommandLogView::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

QString CommandLogView::selectedText() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end());
    QStringList lines;
    lines.reserve(rows.size());
    for (const QModelIndex &proxyIndex : std::as_const(rows)) {
        const int row = m_proxy->mapToSource(proxyIndex).row();
        QStringList cells;
        for (int column = 0; column < CommandLogModel::ColumnCount; ++column) {
            if (column == CommandLogModel::Command)
                cells.append(CommandLogModel::formatArgv(m_model->record(row).argv));
            else
                cells.append(m_model->index(row, column).data().toString());
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n'));
}

void CommandLogView::copySelection()
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void CommandLogView::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    const QString commands = tr("%n command(s)", nullptr, int(total));
    QString text = shown == total ? commands : tr("%1 of %2").arg(shown).arg(commands);
    if (m_model->isPaused())
        text += tr(" · %1 held").arg(m_model->bufferedCount());
    else if (!m_follower->isFollowing())
        text += tr(" · scrolled up, not following");
    m_count->setText(text);
}
