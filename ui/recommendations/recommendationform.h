#pragma once

#include "domain/personfacts.h"
#include "domain/recommendation.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace brokerdesk::ui::recommendations {

// The seven inputs of a recommendation, each checked as it is typed: a field in error gets a
// red frame and a sentence under it, so the user knows what to fix before sending.
class RecommendationForm final : public QWidget
{
    Q_OBJECT
public:
    explicit RecommendationForm(QWidget *parent = nullptr);

    // The input when every field is right; otherwise marks every wrong field, focuses the
    // first one and returns nothing.
    std::optional<domain::RecommendationInput> input();
    // Fills every field these facts know (a customer's), clearing the others; the product type
    // stays as chosen.
    void fill(const domain::PersonFacts &facts);
    // The inline message under a field ("age", "salary"...), empty when it is fine.
    QString problem(const QString &field) const;

signals:
    void submitted(); // Enter in a field

private:
    QLabel *addRow(QFormLayout *form, const QString &label, QWidget *field, const QString &name);
    QString check(const QString &field) const;
    void showCheck(const QString &field);

    QComboBox *m_product;
    QLineEdit *m_age;
    QLineEdit *m_children;
    QComboBox *m_gender;
    QComboBox *m_marital;
    QLineEdit *m_salary;
    QComboBox *m_location;
    QHash<QString, QWidget *> m_fields;
    QHash<QString, QLabel *> m_messages;
    QStringList m_order;
};

} // namespace brokerdesk::ui::recommendations
