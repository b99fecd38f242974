#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QModelIndex;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;

namespace brokerdesk::ui {

class ErrorBanner;
class InstallmentMatrixModel;
class Requoter;
class Workspace;

// Compare and re-quote: tick two or more saved quotes to see one installment matrix, choose a
// cell (arrows) and the payment method, Enter goes to checkout with it; Ctrl+R re-quotes the
// current saved quote and lists what changed.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(Workspace &workspace, QWidget *parent = nullptr);

    void reload(); // re-reads the saved quotes (after a new one is saved)
    void setChecked(const QStringList &quoteIds);
    QStringList checkedIds() const;
    InstallmentMatrixModel *matrix() const { return m_model; }
    QTableView *matrixView() const { return m_matrix; }
    bool isBusy() const;

signals:
    void requoted(const QString &newQuoteId);

private:
    void updateMatrix();
    void showMethods(const QModelIndex &current);
    void chooseCell();
    void requoteCurrent();

    Workspace &m_workspace;
    QLineEdit *m_search;
    QListWidget *m_quotes;
    QTableView *m_matrix;
    InstallmentMatrixModel *m_model;
    QComboBox *m_method;
    QPushButton *m_sell;
    QPushButton *m_requote;
    QListWidget *m_changes;
    QLabel *m_changesTitle;
    ErrorBanner *m_error;
    Requoter *m_requoter;
};

} // namespace brokerdesk::ui
