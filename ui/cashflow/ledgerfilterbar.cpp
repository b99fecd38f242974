#include "ledgerfilterbar.h"

#include "common/datefield.h"

#include "domain/enums.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace brokerdesk::ui::cashflow {

namespace {

QStringList premiumCategories()
{
    return {domain::wireName(domain::CashFlowCategory::ChannelSale),
            domain::wireName(domain::CashFlowCategory::ChannelRecurrentSale)};
}

} // namespace

LedgerFilterBar::LedgerFilterBar(QWidget *parent)
    : QWidget(parent), m_category(new QComboBox(this)), m_paid(new QComboBox(this)),
      m_useDates(new QCheckBox(tr("&Dates"), this)), m_from(new DateField(this)),
      m_to(new DateField(this)), m_text(new QLineEdit(this)),
      m_deleted(new QCheckBox(tr("Show &deleted"), this))
{
    m_category->setObjectName(QStringLiteral("categoryFilter"));
    m_category->setAccessibleName(tr("Category"));
    m_category->addItem(tr("All categories"), QString());
    for (const auto c : domain::knownValues<domain::CashFlowCategory>())
        m_category->addItem(domain::displayName(c), domain::wireName(c));
    m_category->addItem(tr("Customer premiums"), premiumCategories());
    m_paid->setObjectName(QStringLiteral("paidFilter"));
    m_paid->setAccessibleName(tr("Paid"));
    m_paid->addItem(tr("Paid or not"), QVariant());
    m_paid->addItem(tr("Paid"), true);
    m_paid->addItem(tr("Not paid"), false);
    m_paid->addItem(tr("Overdue"), QStringLiteral("overdue"));
    m_useDates->setObjectName(QStringLiteral("dateFilter"));
    m_useDates->setToolTip(
        tr("Only records whose money moves between the two dates: the cash date once paid, the "
           "forecast before"));
    m_deleted->setObjectName(QStringLiteral("deletedFilter"));
    m_deleted->setToolTip(tr("Also list the deleted records, struck through; they count in no "
                             "total"));
    for (DateField *d : {m_from, m_to})
        d->setCalendarPopup(true);
    m_from->setObjectName(QStringLiteral("fromDate"));
    m_to->setObjectName(QStringLiteral("toDate"));
    m_from->setAccessibleName(tr("From date"));
    m_to->setAccessibleName(tr("To date"));
    // This month by default: what a broker closes.
    const QDate today = domain::businessday::today();
    m_from->setDate(QDate(today.year(), today.month(), 1));
    m_to->setDate(QDate(today.year(), today.month(), today.daysInMonth()));
    m_useDates->setChecked(true);
    m_from->setEnabled(true);
    m_to->setEnabled(true);
    m_text->setObjectName(QStringLiteral("textFilter"));
    m_text->setAccessibleName(tr("Search by holder, policy or description"));
    m_text->setPlaceholderText(tr("Holder, policy or description…"));
    m_text->setClearButtonEnabled(true);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_category);
    layout->addWidget(m_paid);
    layout->addWidget(m_useDates);
    layout->addWidget(m_from);
    layout->addWidget(new QLabel(QStringLiteral("–"), this));
    layout->addWidget(m_to);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_deleted);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, &LedgerFilterBar::filterChanged);
    connect(m_category, &QComboBox::currentIndexChanged, this, &LedgerFilterBar::changed);
    connect(m_paid, &QComboBox::currentIndexChanged, this, &LedgerFilterBar::changed);
    connect(m_useDates, &QCheckBox::toggled, this, [this](bool on) {
        m_from->setEnabled(on);
        m_to->setEnabled(on);
        changed();
    });
    // A date half typed changes nothing yet; a whole one, or none, does.
    for (DateField *d : {m_from, m_to})
        connect(d, &DateField::dateChanged, this, [this, d] {
            if (d->isBlank() || d->date().isValid())
                changed();
        });
    connect(m_text, &QLineEdit::textChanged, this, &LedgerFilterBar::changed);
    connect(m_deleted, &QCheckBox::toggled, this, &LedgerFilterBar::changed);
}

void LedgerFilterBar::changed()
{
    m_debounce.start();
}

cache::LedgerFilter LedgerFilterBar::filter() const
{
    cache::LedgerFilter f = m_useDates->isChecked()
                                ? cache::LedgerFilter::forDates(m_from->date(), m_to->date())
                                : cache::LedgerFilter();
    const QVariant category = m_category->currentData();
    if (category.typeId() == QMetaType::QStringList)
        f.categories << category.toStringList();
    else if (!category.toString().isEmpty())
        f.categories << category.toString();
    f.basis = cache::LedgerFilter::Basis::Due;
    const QVariant paid = m_paid->currentData();
    if (paid.typeId() == QMetaType::Bool)
        f.paid = paid.toBool();
    else if (paid.isValid())
        f.overdueBefore = domain::businessday::today();
    f.text = m_text->text().trimmed();
    f.includeDeleted = m_deleted->isChecked();
    return f;
}

void LedgerFilterBar::setCategory(const QString &wireName)
{
    m_category->setCurrentIndex(std::max(0, m_category->findData(wireName)));
}

void LedgerFilterBar::setCustomerPremiums()
{
    m_category->setCurrentIndex(m_category->findData(premiumCategories()));
}

void LedgerFilterBar::setPaid(std::optional<bool> paid)
{
    m_paid->setCurrentIndex(paid ? (*paid ? 1 : 2) : 0);
}

void LedgerFilterBar::setOverdue()
{
    m_paid->setCurrentIndex(3);
}

void LedgerFilterBar::setShowDeleted(bool show)
{
    m_deleted->setChecked(show);
}

void LedgerFilterBar::setDateRange(QDate from, QDate to)
{
    const bool on = from.isValid() && to.isValid();
    if (on) {
        m_from->setDate(from);
        m_to->setDate(to);
    }
    m_useDates->setChecked(on);
}

void LedgerFilterBar::setText(const QString &text)
{
    m_text->setText(text);
}

void LedgerFilterBar::reset()
{
    setCategory({});
    setPaid(std::nullopt);
    setDateRange({}, {});
    setText({});
    setShowDeleted(false);
}

} // namespace brokerdesk::ui::cashflow
