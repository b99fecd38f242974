#include "refundtable.h"

#include "domain/money.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <array>

namespace brokerdesk::ui::policies {

namespace {

constexpr auto valueNames = std::array{"paidValue", "keptValue", "refundValue", "chargebackValue"};

QString money(qint64 cents)
{
    return domain::Money::fromCents(cents).format();
}

} // namespace

RefundTable::RefundTable(QWidget *parent)
    : QFrame(parent), m_rule(new QLabel(this)), m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("preview"));
    setFrameShape(QFrame::StyledPanel);
    m_rule->setObjectName(QStringLiteral("refundRule"));
    m_rule->setWordWrap(true);
    m_rule->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setObjectName(QStringLiteral("refundNote"));
    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);

    const QString labels[RowCount] = {tr("Paid by the customer"), tr("Kept by the insurer"),
                                      tr("Refunded to the customer"),
                                      tr("Commission charged back")};
    auto *grid = new QGridLayout;
    grid->setColumnStretch(0, 1);
    grid->setHorizontalSpacing(24);
    for (int r = 0; r < RowCount; ++r) {
        m_labels[r] = new QLabel(labels[r], this);
        m_values[r] = new QLabel(this);
        m_values[r]->setObjectName(QLatin1String(valueNames[r]));
        m_values[r]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_values[r]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(m_labels[r], r, 0);
        grid->addWidget(m_values[r], r, 1);
    }
    // What goes back is what the dialog is about: it stands out.
    QFont bold = m_values[Refund]->font();
    bold.setBold(true);
    m_values[Refund]->setFont(bold);
    m_labels[Refund]->setFont(bold);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_rule);
    layout->addLayout(grid);
    layout->addWidget(m_note);
}

void RefundTable::setPreview(const CancelPreview &p, const QString &problem)
{
    const domain::CancelFigures &f = p.figures;
    const QString unknown = QStringLiteral("—");
    const QString waiting = problem.isEmpty() && !p.paidKnown ? QStringLiteral("…") : unknown;
    if (p.expired)
        m_rule->setText(tr("This policy's cover has already ended: the insurer will refuse the "
                           "cancel."));
    else if (!p.reasonChosen)
        m_rule->setText(tr("Choose the reason: the refund depends on who cancels and when."));
    else
        m_rule->setText(ruleText(f));

    const bool figures = p.paidKnown && !p.expired;
    m_values[Paid]->setText(figures ? money(f.paid) : waiting);
    const bool decided = figures && p.reasonChosen;
    m_values[Kept]->setText(decided ? money(f.kept) : figures ? unknown : waiting);
    m_values[Refund]->setText(decided ? money(f.refund) : figures ? unknown : waiting);
    m_values[Chargeback]->setText(decided ? money(f.chargeback) : figures ? unknown : waiting);

    QStringList note{figures && f.charged != f.paid
                         ? tr("Premium without IOF or interest; with them the customer paid %1.")
                               .arg(money(f.charged))
                         : tr("Premium without IOF.")};
    if (!problem.isEmpty())
        note << tr("What has been paid could not be read (%1).").arg(problem);
    else if (!p.paidKnown)
        note << tr("Reading what has been paid…");
    if (decided && f.commissionVoid > 0)
        note << tr("Commission still to come is void: %1.").arg(money(f.commissionVoid));
    if (decided)
        note << tr("The insurer confirms the exact amount.");
    m_note->setText(note.join(u' '));
    updateGeometry(); // the dialog's layout keeps this frame's height for its width otherwise
}

QString RefundTable::value(Row row) const
{
    return m_values[row]->text();
}

QString RefundTable::rule() const
{
    return m_rule->text();
}

QString RefundTable::note() const
{
    return m_note->text();
}

QString RefundTable::text() const
{
    QStringList lines{m_rule->text()};
    for (int r = 0; r < RowCount; ++r)
        lines << m_labels[r]->text() + QStringLiteral(": ") + m_values[r]->text();
    lines << m_note->text();
    return lines.join(u'\n');
}

} // namespace brokerdesk::ui::policies
