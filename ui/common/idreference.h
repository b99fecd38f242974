#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace brokerdesk::ui {

// A record's short reference ("#1A2B3C4D") with a "Copy id" button: the broker reads the short
// form; support and the service need the whole id, one click away (docs/interface.md).
class IdReference : public QWidget
{
    Q_OBJECT
public:
    explicit IdReference(QWidget *parent = nullptr);

    void setId(const QString &id);
    QString id() const { return m_id; }
    QString text() const; // the short reference shown

private:
    QString m_id;
    QLabel *m_short;
    QPushButton *m_copy;
};

} // namespace brokerdesk::ui
