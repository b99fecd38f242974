#pragma once

#include "quotewizard.h"

namespace brokerdesk::ui {

class HolderForm;

// Step 3: the policy holder, a person (CPF) or a company (CNPJ), checked as typed.
class HolderStep : public QuoteStep
{
    Q_OBJECT
public:
    explicit HolderStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    bool markFieldErrors(const api::ApiError &error) override;

    HolderForm *form() const { return m_form; }

private:
    HolderForm *m_form;
};

} // namespace brokerdesk::ui
