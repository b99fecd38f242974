#pragma once

#include <QWidget>

#include <functional>

class QAbstractItemView;
class QIcon;
class QLabel;
class QPushButton;

namespace brokerdesk::ui {

// What an empty list says, drawn over the list's viewport: an icon, why it is empty and the
// button that does the next thing ("No sale yet… [New quote]"). Shown while the view's model has no
// rows and the page says it has finished looking (a list still loading or failed is not empty).
class EmptyState final : public QWidget
{
    Q_OBJECT
public:
    EmptyState(QAbstractItemView *view, const QString &text);

    QPushButton *addAction(const QString &text);  // below the text, in the order added
    void setIcon(const QIcon &icon);              // above the text; a list's by default
    void setLoaded(std::function<bool()> loaded); // default: always
    void refresh(); // the model's signals call it; so can the page when `loaded` changes
    QString text() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();

    QAbstractItemView *m_view;
    QLabel *m_icon;
    QLabel *m_text;
    QWidget *m_actions;
    std::function<bool()> m_loaded;
};

} // namespace brokerdesk::ui
