#pragma once

#include "domain/policy.h"

#include <QJsonObject>
#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;

namespace brokerdesk::ui::policies {

// The selected policy in full: holder, cover, premium, document and, once cancelled, when,
// why and what went back.
class PolicyDetails : public QWidget
{
    Q_OBJECT
public:
    explicit PolicyDetails(QWidget *parent = nullptr);

    void setPolicy(const std::optional<domain::Policy> &policy); // none: "select a policy"
    QJsonObject policy() const; // the shown policy as the service writes it; empty for none
    QString text(const QString &field) const; // the shown value of a row, for tests

signals:
    void documentRequested(const QUrl &url); // the policy PDF's link was clicked

private:
    QLabel *row(const QString &field, const QString &label, QFormLayout *form = nullptr);

    std::optional<domain::Policy> m_policy;
    QLabel *m_placeholder;
    QWidget *m_body;
    QFormLayout *m_form;
    QFormLayout *m_refs; // ids, under their labels: too long to sit beside them
    QHash<QString, QLabel *> m_values;
};

} // namespace brokerdesk::ui::policies
