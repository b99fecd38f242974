#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace brokerdesk::ui {

// Progress of something long, with a Cancel that stops it (Esc works too while it has focus).
// Hidden when idle. Indeterminate until setProgress() gives a total.
class ProgressPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ProgressPanel(QWidget *parent = nullptr);

    void start(const QString &text, std::function<void()> cancel);
    void setProgress(int done, int total);
    void setText(const QString &text);
    void finish();
    bool isRunning() const { return !isHidden(); }
    QString text() const;

signals:
    void cancelled();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void cancel();

    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
    std::function<void()> m_cancelAction;
};

} // namespace brokerdesk::ui
