#include "affinitydetails.h"

#include "common/copyreference.h"
#include "common/formatting.h"
#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/money.h"
#include "models/listcolumn.h"

#include <QDateTime>
#include <QDesktopServices>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui::affinities {

namespace {

constexpr int UrlRole = Qt::UserRole + 1;

QString dateText(const QDateTime &t)
{
    return t.isValid() ? format::date(t) : QString();
}

QString dateText(const QDate &d)
{
    return d.isValid() ? format::date(d) : QString();
}

} // namespace

AffinityDetails::AffinityDetails(QWidget *parent)
    : QWidget(parent),
      m_placeholder(new QLabel(tr("Select an affinity to see its details."), this)),
      m_body(new QWidget(this)), m_form(new QFormLayout(m_body)),
      m_attachments(new QListWidget(m_body)), m_open(new QPushButton(tr("&Open"), m_body)),
      m_save(new QPushButton(tr("Sa&ve as…"), m_body)), m_reference(new CopyReference(m_body))
{
    setObjectName(QStringLiteral("affinityDetails"));
    setAccessibleName(tr("Affinity details"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    row(QStringLiteral("holder"), tr("Holder"));
    row(QStringLiteral("document"), tr("CPF / CNPJ"));
    row(QStringLiteral("status"), tr("Status"));
    row(QStringLiteral("product"), tr("Product"));
    row(QStringLiteral("plan"), tr("Plan"));
    row(QStringLiteral("cover"), tr("Cover"));
    row(QStringLiteral("item"), tr("Item"));
    row(QStringLiteral("created"), tr("Created"));
    row(QStringLiteral("canceled"), tr("Canceled on"));
    m_reference->setObjectName(QStringLiteral("copyReference"));
    m_form->addRow(tr("Reference") + u':', m_reference);

    m_attachments->setObjectName(QStringLiteral("attachments"));
    m_attachments->setAccessibleName(tr("Attachments"));
    m_attachments->setMaximumHeight(5 * (fontMetrics().height() + 8));
    m_open->setObjectName(QStringLiteral("openAttachment"));
    m_open->setToolTip(tr("Open the attachment in the system's viewer (Enter)"));
    m_save->setObjectName(QStringLiteral("saveAttachment"));
    m_save->setToolTip(tr("Save the attachment as a file"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_save);
    buttons->addStretch();
    auto *heading = new QLabel(tr("Attachments:"), m_body);
    heading->setBuddy(m_attachments);
    m_form->addRow(heading);
    m_form->addRow(m_attachments);
    m_form->addRow(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_body);
    layout->addStretch();

    connect(m_attachments, &QListWidget::currentRowChanged, this, &AffinityDetails::updateButtons);
    connect(m_attachments, &QListWidget::itemActivated, m_open, &QPushButton::click);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (const QUrl url = currentAttachment(); url.isValid())
            QDesktopServices::openUrl(url);
    });
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (const QUrl url = currentAttachment(); url.isValid())
            emit saveRequested(url, url.fileName());
    });
    setAffinity(std::nullopt);
}

QLabel *AffinityDetails::row(const QString &field, const QString &label)
{
    auto *value = new QLabel(m_body);
    value->setObjectName(field);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(label + u':', value);
    m_values.insert(field, value);
    return value;
}

QString AffinityDetails::text(const QString &field) const
{
    const QLabel *l = m_values.value(field);
    return l ? l->text() : QString();
}

QUrl AffinityDetails::currentAttachment() const
{
    const auto *item = m_attachments->currentItem();
    return item ? item->data(UrlRole).toUrl() : QUrl();
}

void AffinityDetails::updateButtons()
{
    const bool any = currentAttachment().isValid();
    m_open->setEnabled(any);
    m_save->setEnabled(any);
}

void AffinityDetails::setNames(const QHash<QString, QString> &names)
{
    m_names = names;
    setAffinity(m_affinity);
}

void AffinityDetails::setAffinity(const std::optional<domain::Affinity> &affinity)
{
    const QUrl shown = currentAttachment();
    m_affinity = affinity;
    m_placeholder->setVisible(!affinity);
    m_body->setVisible(bool(affinity));
    m_attachments->clear();
    updateButtons();
    if (!affinity)
        return;
    using namespace domain;
    const Affinity &a = *affinity;
    const auto set = [this](const char *field, const QString &text) {
        QLabel *l = m_values.value(QLatin1String(field));
        l->setText(text);
        m_form->setRowVisible(l, !text.isEmpty());
    };
    set("holder", holderName(a.affinityHolder));
    set("document",
        format::holderDocument(holderCpf(a.affinityHolder), holderCnpj(a.affinityHolder)));
    set("status", displayName(a.status));
    // A bare product or plan id would tell the user nothing: the row waits for the names.
    set("product", m_names.value(a.productId));
    set("plan", m_names.value(a.planId));
    set("cover", tr("%1 to %2").arg(dateText(a.lifetimeStart), dateText(a.lifetimeEnd)));
    const AffinityItemSummary item = summarizeItem(a.item);
    QStringList itemParts;
    if (!item.thing.isEmpty())
        itemParts << item.thing;
    if (item.invoice)
        itemParts << tr("invoice %1").arg(item.invoice->format());
    if (item.beneficiaries > 0)
        itemParts << tr("%n beneficiary(ies)", nullptr, item.beneficiaries);
    set("item", itemParts.join(QStringLiteral(" · ")));
    set("created", dateText(a.date));
    set("canceled", a.status == AffinityStatus::Canceled ? dateText(a.dateEnd) : QString());
    m_reference->setReference(a.id);

    for (const Attachment &attachment : a.attachments) {
        const QUrl &url = attachment.url;
        auto *entry = new QListWidgetItem(displayName(attachment.type), m_attachments);
        entry->setData(UrlRole, url);
        if (url == shown)
            m_attachments->setCurrentItem(entry);
    }
    if (m_attachments->count() == 0) {
        auto *note = new QListWidgetItem(
            a.status == AffinityStatus::Pending
                ? tr("The insurer sends the documents once it issues the affinity.")
                : tr("No attachments."),
            m_attachments);
        note->setFlags(Qt::NoItemFlags);
    } else if (!m_attachments->currentItem())
        m_attachments->setCurrentRow(0);
    updateButtons();
}

} // namespace brokerdesk::ui::affinities
