#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace brokerdesk::ui {

// The top of every page (docs/interface.md): its title, a one-line summary (counts, period,
// state) and, on the right, the page's own tools. Same size and margins on every page.
class PageHeader final : public QWidget
{
    Q_OBJECT
public:
    explicit PageHeader(const QString &title, QWidget *parent = nullptr);

    void setSummary(const QString &summary);
    QString summary() const;
    void addTool(QWidget *tool); // right-aligned, in the order added

private:
    QLabel *m_title;
    QLabel *m_summary;
    QHBoxLayout *m_tools;
};

} // namespace brokerdesk::ui
