#include "homecard.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace brokerdesk::ui {

HomeCard::HomeCard(const QString &name, const QString &title, QWidget *parent)
    : QPushButton(parent), m_figure(new QLabel(this)), m_title(new QLabel(title, this)),
      m_detail(new QLabel(this))
{
    setObjectName(name);
    setAccessibleName(title);
    setCursor(Qt::PointingHandCursor);
    setMinimumHeight(104);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setStyleSheet(
        QStringLiteral("HomeCard { text-align: left; background: white; border: 1px solid #cfd8dc;"
                       " border-radius: 6px; }"
                       "HomeCard:hover { border-color: #1565c0; background: #f5f9fe; }"
                       "HomeCard:focus { border: 2px solid #1565c0; }"));
    m_figure->setObjectName(QStringLiteral("figure"));
    m_figure->setStyleSheet(QStringLiteral("font-size: 22pt; font-weight: 600; color: #0d47a1;"));
    m_title->setStyleSheet(QStringLiteral("font-weight: 600; color: #22313f;"));
    m_title->setWordWrap(true);
    m_detail->setObjectName(QStringLiteral("detail"));
    m_detail->setStyleSheet(QStringLiteral("color: #546e7a;"));
    m_detail->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    layout->setSpacing(2);
    for (QLabel *l : {m_figure, m_title, m_detail}) {
        l->setAttribute(Qt::WA_TransparentForMouseEvents); // the card takes the click
        layout->addWidget(l);
    }
    layout->addStretch(1);
    setWaiting();
}

void HomeCard::setFigure(const QString &figure, const QString &detail)
{
    m_figure->setText(figure);
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
    setToolTip(detail.isEmpty() ? accessibleName() : accessibleName() + u'\n' + detail);
}

void HomeCard::setWaiting()
{
    setFigure(QStringLiteral("–"));
}

QString HomeCard::figure() const
{
    return m_figure->text();
}

QString HomeCard::detail() const
{
    return m_detail->text();
}

void HomeCard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        click();
        return;
    }
    QPushButton::keyPressEvent(event);
}

QSize HomeCard::sizeHint() const
{
    return layout()->sizeHint().expandedTo(QSize(180, 104));
}

} // namespace brokerdesk::ui
