#include "emptystate.h"

#include "icons.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui {

EmptyState::EmptyState(QAbstractItemView *view, const QString &text)
    : QWidget(view->viewport()), m_view(view), m_icon(new QLabel(this)),
      m_text(new QLabel(text, this)), m_actions(new QWidget(this)), m_loaded([] { return true; })
{
    setObjectName(QStringLiteral("emptyState"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setForegroundRole(QPalette::PlaceholderText);
    auto *actions = new QHBoxLayout(m_actions);
    actions->setContentsMargins(0, 0, 0, 0);
    actions->addStretch();
    actions->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(m_icon, 0, Qt::AlignHCenter);
    layout->addWidget(m_text, 0, Qt::AlignHCenter);
    layout->addWidget(m_actions);
    layout->addStretch(2);
    m_actions->hide();
    setIcon(icon(QStringLiteral("list")));
    view->viewport()->installEventFilter(this);
    if (QAbstractItemModel *model = view->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, &EmptyState::refresh);
        connect(model, &QAbstractItemModel::layoutChanged, this, &EmptyState::refresh);
        connect(model, &QAbstractItemModel::rowsInserted, this, &EmptyState::refresh);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &EmptyState::refresh);
    }
    refresh();
}

QPushButton *EmptyState::addAction(const QString &text)
{
    auto *button = new QPushButton(text, m_actions);
    auto *row = qobject_cast<QHBoxLayout *>(m_actions->layout());
    row->insertWidget(row->count() - 1, button);
    m_actions->show();
    return button;
}

void EmptyState::setIcon(const QIcon &icon)
{
    m_icon->setPixmap(icon.pixmap(QSize(40, 40), QIcon::Disabled));
}

void EmptyState::setLoaded(std::function<bool()> loaded)
{
    m_loaded = std::move(loaded);
    refresh();
}

void EmptyState::refresh()
{
    const QAbstractItemModel *model = m_view->model();
    const bool empty = model && model->rowCount() == 0 && m_loaded();
    if (empty)
        fit();
    setVisible(empty);
}

// Over the whole viewport; the text wrapped to a readable width and as tall as that makes it.
void EmptyState::fit()
{
    setGeometry(m_view->viewport()->rect());
    const int width = std::max(120, std::min(520, this->width() - 40));
    m_text->setFixedWidth(width);
    m_text->setFixedHeight(m_text->heightForWidth(width));
}

QString EmptyState::text() const
{
    return m_text->text();
}

bool EmptyState::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        fit();
    return QWidget::eventFilter(watched, event);
}

} // namespace brokerdesk::ui
