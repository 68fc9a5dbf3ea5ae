#include "recentcontactsbox.h"

#include "actionrunner.h"
#include "keyspace.h"
#include "primitivekind.h"
#include "recentcontacts.h"
#include "serversession.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

RecentContactsBox::RecentContactsBox(ServerSession *session, ActionRunner *runner, QWidget *parent)
    : QGroupBox(tr("Recent contacts"), parent)
    , m_session(session)
    , m_runner(runner)
    , m_user(new QLineEdit(this))
    , m_text(new QLineEdit(this))
    , m_mode(new QComboBox(this))
    , m_results(new QListWidget(this))
    , m_add(new QPushButton(tr("&Add contact"), this))
    , m_status(new QLabel(this))
{
    setToolTip(primitiveKindDescription(PrimitiveKind::RecentContacts));
    m_user->setPlaceholderText(tr("user (cs:{user}:recent)"));
    m_text->setPlaceholderText(tr("Type to match contacts"));
    m_text->setClearButtonEnabled(true);
    for (ContactMatchMode mode :
         {ContactMatchMode::Prefix, ContactMatchMode::Contains, ContactMatchMode::Suffix,
          ContactMatchMode::Exact, ContactMatchMode::All})
        m_mode->addItem(contactMatchModeName(mode), int(mode));
    m_mode->setToolTip(tr("How the text matches: exact matches first, then prefix matches, then "
                          "the others, most recent first within each"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&User:"), m_user);
    auto *row = new QHBoxLayout;
    row->addWidget(m_text, 1);
    row->addWidget(m_mode);
    row->addWidget(m_add);
    form->addRow(tr("Match:"), row);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_results, 1);
    layout->addWidget(m_status);

    connect(m_text, &QLineEdit::textChanged, this, &RecentContactsBox::query);
    connect(m_user, &QLineEdit::editingFinished, this, &RecentContactsBox::query);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &RecentContactsBox::query);
    connect(m_add, &QPushButton::clicked, this, &RecentContactsBox::addContact);
    connect(m_text, &QLineEdit::returnPressed, this, &RecentContactsBox::addContact);
    connect(m_runner, &ActionRunner::finished, this, &RecentContactsBox::onFinished);
    connect(m_session, &ServerSession::readOnlyChanged, this, &RecentContactsBox::updateEnabled);
    connect(m_session, &ServerSession::clientChanged, this, &RecentContactsBox::updateEnabled);
    updateEnabled();
}

void RecentContactsBox::setUser(const QString &user)
{
    m_user->setText(user);
    query();
}

void RecentContactsBox::query()
{
    const QByteArray user = m_user->text().trimmed().toUtf8();
    if (user.isEmpty())
        return;
    if (const auto valid = KeySpace::validateName(user); !valid) {
        m_status->setText(tr("User: %1").arg(valid.error().message()));
        return;
    }
    const QString text = m_text->text();
    const auto mode = ContactMatchMode(m_mode->currentData().toInt());
    m_queryTicket = m_runner->run(
        tr("Matching recent contacts"),
        [user, text, mode](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            RecentContacts recent(connection, KeySpace(), user);
            auto matches = recent.query(text, mode, 50);
            if (!matches && matches.error().isConnectionError()) // reconnects: a read, asked again
                matches = recent.query(text, mode, 50);
            if (!matches) {
                result.error = matches.error();
                return result;
            }
            QStringList names;
            for (const QByteArray &m : *matches)
                names << QString::fromUtf8(m);
            result.ok = true;
            result.value = names;
            return result;
        },
        QStringLiteral("recent"));
}

void RecentContactsBox::addContact()
{
    if (!m_session->allowsWrites())
        return;
    const QByteArray user = m_user->text().trimmed().toUtf8();
    const QByteArray contact = m_text->text().toUtf8();
    if (const auto valid = KeySpace::validateName(user); !valid) {
        m_status->setText(tr("User: %1").arg(valid.error().message()));
        return;
    }
    m_addTicket =
        m_runner->run(tr("Adding a recent contact"),
                      [user, contact](RedisConnection &connection, const ActionContext &) {
                          ActionResult result;
                          RecentContacts recent(connection, KeySpace(), user);
                          const auto added = recent.add(contact);
                          result.ok = added.ok();
                          result.error = added.error();
                          return result;
                      });
}

void RecentContactsBox::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket == m_addTicket) {
        m_status->setText(result.ok ? tr("Added.")
                                    : tr("Could not add: %1").arg(result.error.message()));
        if (result.ok)
            query();
        return;
    }
    if (ticket != m_queryTicket || result.skipped)
        return; // an older keystroke's reply, or replaced before it ran
    if (!result.ok) {
        m_status->setText(tr("Could not match: %1").arg(result.error.message()));
        return;
    }
    const QStringList contacts = result.value.toStringList();
    m_results->clear();
    m_results->addItems(contacts);
    m_status->setText(tr("%n contact(s)", nullptr, int(contacts.size())));
    Q_EMIT resultsShown(contacts);
}

void RecentContactsBox::updateEnabled()
{
    const bool writes = m_session->allowsWrites();
    m_add->setEnabled(writes);
    m_add->setToolTip(writes ? tr("Move the text to the front of the user's recent contacts")
                      : m_session->client() ? tr("Read-only mode: adding a contact writes the list")
                                            : tr("Not connected"));
}
