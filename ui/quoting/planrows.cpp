#include "planrows.h"

#include "domain/money.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace brokerdesk::ui {

namespace {

// Insured amounts are chosen in whole reais; limits that are not are rounded inwards.
int reaisUp(qint64 cents)
{
    return int(std::min<qint64>((cents + 99) / 100, std::numeric_limits<int>::max()));
}
int reaisDown(qint64 cents)
{
    return int(std::min<qint64>(cents / 100, std::numeric_limits<int>::max()));
}

QComboBox *optionCombo(const QList<domain::Option> &options, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    for (const auto &o : options) {
        combo->addItem(o.name, o.id);
        combo->setItemData(combo->count() - 1, o.description, Qt::ToolTipRole);
    }
    return combo;
}

} // namespace

CoverageRow::CoverageRow(const domain::Coverage &c, QGridLayout *grid, int row, QWidget *parent)
    : QObject(parent), m_id(c.id), m_take(new QCheckBox(c.name, parent)),
      m_option(optionCombo(c.options, parent)), m_amount(new QSpinBox(parent)),
      m_limits(new QLabel(
          tr("from %1 to %2").arg(c.insuredAmountMin.format(), c.insuredAmountMax.format()),
          parent))
{
    m_take->setObjectName(QStringLiteral("coverage:") + c.id);
    m_take->setToolTip(c.description);
    m_take->setChecked(c.required);
    m_take->setEnabled(!c.required); // a required coverage is always part of the quote
    m_option->setObjectName(QStringLiteral("coverageOption:") + c.id);
    m_option->setAccessibleName(tr("Option of %1").arg(c.name));
    m_amount->setObjectName(QStringLiteral("insuredAmount:") + c.id);
    m_amount->setAccessibleName(tr("Insured amount of %1").arg(c.name));
    m_amount->setPrefix(tr("R$ "));
    m_amount->setGroupSeparatorShown(true);
    // No amount until the broker gives one: one real below the limits stands for "none" and
    // reads as empty (the Up key starts at the minimum).
    const int lowest = reaisUp(c.insuredAmountMin.cents());
    m_amount->setRange(lowest - 1, reaisDown(c.insuredAmountMax.cents()));
    m_amount->setSpecialValueText(QStringLiteral(" "));
    m_amount->setSingleStep(std::max(1, (m_amount->maximum() - lowest) / 100));
    m_amount->setValue(m_amount->minimum());
    m_amount->setToolTip(m_limits->text());
    m_amount->setMinimumWidth(150);
    m_limits->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(m_take, row, 0);
    grid->addWidget(m_option, row, 1);
    grid->addWidget(m_amount, row, 2);
    grid->addWidget(m_limits, row, 3);
    const auto follow = [this](bool on) {
        m_option->setEnabled(on);
        m_amount->setEnabled(on);
        m_limits->setEnabled(on);
    };
    follow(m_take->isChecked());
    connect(m_take, &QCheckBox::toggled, this, [this, follow](bool on) {
        follow(on);
        emit changed();
    });
    connect(m_amount, &QSpinBox::valueChanged, this, &CoverageRow::changed);
}

CoverageRow::~CoverageRow()
{
    delete m_take;
    delete m_option;
    delete m_amount;
    delete m_limits;
}

bool CoverageRow::hasAmount() const
{
    return m_amount->value() > m_amount->minimum();
}

bool CoverageRow::isTaken() const
{
    return m_take->isChecked();
}

domain::CoverageChoice CoverageRow::value() const
{
    domain::CoverageChoice c;
    c.id = m_id;
    c.coverageOptionId = m_option->currentData().toString();
    c.insuredAmount = domain::Money::fromCents(qint64(m_amount->value()) * 100);
    return c;
}

QWidget *CoverageRow::amountField() const
{
    return m_amount;
}

QWidget *CoverageRow::optionField() const
{
    return m_option;
}

void CoverageRow::setValue(const domain::CoverageChoice &choice)
{
    m_take->setChecked(true);
    const int option = m_option->findData(choice.coverageOptionId);
    if (option >= 0)
        m_option->setCurrentIndex(option);
    m_amount->setValue(int(choice.insuredAmount.cents() / 100));
}

void CoverageRow::setTaken(bool taken)
{
    if (m_take->isEnabled())
        m_take->setChecked(taken);
}

AssistRow::AssistRow(const domain::Assist &a, QGridLayout *grid, int row, QWidget *parent)
    : QObject(parent), m_id(a.id), m_take(new QCheckBox(a.name, parent)),
      m_option(optionCombo(a.options, parent))
{
    m_take->setObjectName(QStringLiteral("assist:") + a.id);
    m_take->setToolTip(a.description);
    m_option->setObjectName(QStringLiteral("assistOption:") + a.id);
    m_option->setAccessibleName(tr("Option of %1").arg(a.name));
    m_option->setEnabled(false);
    grid->addWidget(m_take, row, 0);
    grid->addWidget(m_option, row, 1);
    connect(m_take, &QCheckBox::toggled, m_option, &QWidget::setEnabled);
}

AssistRow::~AssistRow()
{
    delete m_take;
    delete m_option;
}

bool AssistRow::isTaken() const
{
    return m_take->isChecked();
}

domain::AssistChoice AssistRow::value() const
{
    domain::AssistChoice a;
    a.id = m_id;
    a.assistanceOptionId = m_option->currentData().toString();
    return a;
}

void AssistRow::setValue(const domain::AssistChoice &choice)
{
    m_take->setChecked(true);
    const int option = m_option->findData(choice.assistanceOptionId);
    if (option >= 0)
        m_option->setCurrentIndex(option);
}

} // namespace brokerdesk::ui
