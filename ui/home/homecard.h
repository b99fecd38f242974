#pragma once

#include <QPushButton>

class QLabel;

namespace brokerdesk::ui {

// One count of Início: a big figure, what it counts and a line of detail; a click (or Enter when
// it has the keyboard) opens the list it counts.
class HomeCard final : public QPushButton
{
    Q_OBJECT
public:
    HomeCard(const QString &name, const QString &title, QWidget *parent = nullptr);

    void setFigure(const QString &figure, const QString &detail = {});
    void setWaiting(); // a dash until the first answer
    QString figure() const;
    QString detail() const;
    QSize sizeHint() const override;

protected:
    void keyPressEvent(QKeyEvent *event) override; // Enter opens, as Space does

private:
    QLabel *m_figure;
    QLabel *m_title;
    QLabel *m_detail;
};

} // namespace brokerdesk::ui
