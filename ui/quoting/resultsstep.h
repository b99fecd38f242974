#pragma once

#include "quotewizard.h"

class QLabel;
class QPushButton;
class QTableView;

namespace brokerdesk::ui {

class ErrorBanner;
class InstallmentTableModel;

// Step 6: every installment option of every item, side by side; export the proposal or sell.
class ResultsStep : public QuoteStep
{
    Q_OBJECT
public:
    explicit ResultsStep(QWidget *parent = nullptr);

    void initializePage() override;
    InstallmentTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

private:
    void sell();
    void exportPdf();

    QLabel *m_summary;
    QTableView *m_table;
    InstallmentTableModel *m_model;
    QPushButton *m_sell;
    QPushButton *m_pdf;
    ErrorBanner *m_error;
};

} // namespace brokerdesk::ui
