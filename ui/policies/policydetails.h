#pragma once

#include "domain/policy.h"

#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;

namespace brokerdesk::ui {
class CopyReference;
}

namespace brokerdesk::ui::policies {

// The selected policy in full, in sections: the policy (product, cover, premium, document),
// its holder (document, birth date, contact, address), the insured item and, once cancelled,
// when, why and what went back.
class PolicyDetails final : public QWidget
{
    Q_OBJECT
public:
    explicit PolicyDetails(QWidget *parent = nullptr);

    void setPolicy(const std::optional<domain::Policy> &policy); // none: "select a policy"
    // The catalog's name and insurer of the next policy shown; empty: its product type.
    void setProduct(const QString &name, const QString &insurer);
    std::optional<domain::Policy> policy() const; // the shown policy; none for none
    QString text(const QString &field) const;     // the shown value of a row, for tests
    // The policy that renewed the one shown, named ("Ana Souza · Auto · 01/03/2027 a …");
    // empty hides the row. Set after setPolicy.
    void setRenewedBy(const QString &name);

signals:
    void documentRequested(const QUrl &url); // the policy PDF's link was clicked

private:
    // A titled part of the details; hidden with its rows when it has nothing to say.
    QFormLayout *section(const QString &name, const QString &title);
    QLabel *row(const QString &field, const QString &label, QFormLayout *form);

    std::optional<domain::Policy> m_policy;
    QString m_productName;
    QString m_insurer;
    QLabel *m_placeholder;
    QWidget *m_body;
    QLabel *m_name;
    CopyReference *m_policyRef;
    CopyReference *m_saleRef;
    QHash<QString, QLabel *> m_values;
    QHash<QLabel *, QFormLayout *> m_formOf;
    QFormLayout *m_policyForm = nullptr;
};

} // namespace brokerdesk::ui::policies
