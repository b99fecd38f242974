#pragma once

#include "page.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace brokerdesk::ui {

class PageHeader;
class RenewalIndex;
class RenewalListModel;

// Renovações: the policies ending in the next 30, 60 or 90 days, per product, searched by
// holder, CPF/CNPJ or plate; Enter or "Renovar" quotes the selected one's renewal
// (Workspace::renewalRequested).
class RenewalsPage final : public Page
{
    Q_OBJECT
public:
    RenewalsPage(Workspace &workspace, RenewalIndex &renewals, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    void setWindowDays(int days); // 30, 60 or 90
    int windowDays() const;
    RenewalListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    QComboBox *windowBox() const { return m_window; }
    QComboBox *productBox() const { return m_product; }
    QPushButton *renewButton() const { return m_renew; }
    RenewalIndex &index() const { return m_renewals; }
    QLabel *emptyNote() const { return m_empty; }

private:
    void reload();
    void loadProducts();
    void renewSelected();

    RenewalIndex &m_renewals;
    RenewalListModel *m_model;
    PageHeader *m_header;
    QLineEdit *m_search;
    QComboBox *m_window;
    QComboBox *m_product;
    QTableView *m_view;
    QPushButton *m_renew;
    QLabel *m_empty;
    QTimer *m_typing;
};

} // namespace brokerdesk::ui
