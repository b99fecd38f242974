#pragma once

#include <QJsonObject>
#include <QWidget>

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

    void setPolicy(const QJsonObject &policy); // empty: "select a policy"
    const QJsonObject &policy() const { return m_policy; }
    QString text(const QString &field) const; // the shown value of a row, for tests

signals:
    void documentRequested(const QUrl &url); // the policy PDF's link was clicked

private:
    QLabel *row(const QString &field, const QString &label, QFormLayout *form = nullptr);

    QJsonObject m_policy;
    QLabel *m_placeholder;
    QWidget *m_body;
    QFormLayout *m_form;
    QFormLayout *m_refs; // ids, under their labels: too long to sit beside them
    QHash<QString, QLabel *> m_values;
};

} // namespace brokerdesk::ui::policies
