#pragma once

#include "quotewizard.h"

class QCheckBox;
class QVBoxLayout;

namespace brokerdesk::ui {

class ItemForm;

// Step 4: the insured item, with the form of the product's type.
class ItemStep final : public QuoteStep
{
    Q_OBJECT
public:
    explicit ItemStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;
    QList<QWidget *> missingFields() const override;
    ItemForm *form() const { return m_form; }
    // What the item's table value (FIPE) proposes for the quote's coverages, by coverage id.
    QList<QPair<QString, domain::Money>> proposedAmounts() const;

private:
    void showProposal();

    QVBoxLayout *m_layout;
    ItemForm *m_form = nullptr;
    QString m_builtFor;
    QCheckBox *m_useTableValue;
};

} // namespace brokerdesk::ui
