#include "beneficiaryform.h"

#include "rowtable.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

#include <cmath>

namespace brokerdesk::ui {

BeneficiaryForm::BeneficiaryForm(QWidget *parent)
    : ItemForm(parent),
      m_people(new RowTable({tr("Name"), tr("Relationship"), tr("Share (%)")},
                            QStringLiteral("item.beneficiaries"), tr("Beneficiaries"), this)),
      m_note(new QLabel(this))
{
    m_people->setDefaults({QString(), QString(), 100.0});
    m_note->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Beneficiaries:"), m_people);
    form->addRow(m_note);
    const auto explain = [this] {
        m_note->setText(m_people->table()->rowCount() == 0
                            ? tr("No beneficiaries named: the legal heirs receive the benefit.")
                            : tr("Shares add up to %1% (they must add up to 100%).")
                                  .arg(QLocale().toString(sharesSum(), 'f', 1)));
        emit changed();
    };
    connect(m_people, &RowTable::changed, this, explain);
    explain();
}

double BeneficiaryForm::sharesSum() const
{
    double sum = 0;
    for (int r = 0; r < m_people->table()->rowCount(); ++r)
        sum += m_people->data(r, 2).toDouble();
    return sum;
}

domain::InsuredItem BeneficiaryForm::value() const
{
    domain::Beneficiaries item;
    for (int r = 0; r < m_people->table()->rowCount(); ++r) {
        domain::Beneficiary b;
        b.name = m_people->text(r, 0);
        b.relationship = m_people->text(r, 1);
        b.percent = m_people->data(r, 2).toDouble();
        b.extra = m_people->rowExtra(r);
        item.people.append(b);
    }
    item.extra = m_extra;
    return item;
}

void BeneficiaryForm::setValue(const domain::InsuredItem &item)
{
    const auto *b = std::get_if<domain::Beneficiaries>(&item);
    const domain::Beneficiaries shown = b ? *b : domain::Beneficiaries();
    m_people->clear();
    for (const domain::Beneficiary &p : shown.people)
        m_people->setRowExtra(m_people->addRow({p.name, p.relationship, p.percent}), p.extra);
    m_extra = shown.extra;
}

bool BeneficiaryForm::isComplete() const
{
    const int rows = m_people->table()->rowCount();
    for (int r = 0; r < rows; ++r)
        if (m_people->text(r, 0).isEmpty() || m_people->text(r, 1).isEmpty())
            return false;
    return rows == 0 || std::fabs(sharesSum() - 100.0) < 0.001;
}

QWidget *BeneficiaryForm::field(const QString &path) const
{
    Q_UNUSED(path)
    return m_people->table();
}

} // namespace brokerdesk::ui
