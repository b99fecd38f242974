#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QModelIndex;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTableView;
class QTransposeProxyModel;

namespace brokerdesk::ui {

class InstallmentMatrixModel;
class Workspace;

// Compare and re-quote: tick two or more saved quotes of one customer's one risk (a quote of
// another is refused, and why said: quoterisk.h) to see one installment matrix, choose a
// cell (arrows) and the payment method, Enter goes to checkout with it (a quote sold already
// says so and offers no sale); Ctrl+R opens the current saved quote in the wizard to quote it
// again (requoter.h).
class CompareView final : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(Workspace &workspace, QWidget *parent = nullptr);

    void reload(); // re-reads the saved quotes (after a new one is saved)
    void setChecked(const QStringList &quoteIds);
    QStringList checkedIds() const;
    InstallmentMatrixModel *matrix() const { return m_model; }
    // The matrix on screen: a column per quote, a row per number of installments (its model
    // is matrix() transposed).
    QTableView *matrixView() const { return m_matrix; }

private:
    void updateMatrix();
    void keepOneRisk(QListWidgetItem *changed);
    void showMethods(const QModelIndex &current);
    void chooseCell();
    void requoteCurrent();

    Workspace &m_workspace;
    QLineEdit *m_search;
    QListWidget *m_quotes;
    QTableView *m_matrix;
    InstallmentMatrixModel *m_model;
    QTransposeProxyModel *m_shown; // m_model as the matrix shows it: a column per quote
    QComboBox *m_method;
    QPushButton *m_sell;
    QPushButton *m_requote;
    QLabel *m_sold;    // when the current cell's quote was sold, and to whom
    QLabel *m_refused; // why a ticked quote is not compared with the others
};

} // namespace brokerdesk::ui
