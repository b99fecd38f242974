#include "shottext.h"

#include "common/layoutcheck.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTabBar>
#include <QTextDocument>
#include <QTextEdit>

namespace {

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// The rows of a list that are on screen, each as its cells joined by " | ".
QStringList rowsOnScreen(const QAbstractItemView *view)
{
    QStringList rows;
    const QAbstractItemModel *model = view->model();
    if (!model)
        return rows;
    const QRect area = view->viewport()->rect();
    for (int r = 0; r < model->rowCount() && rows.size() < 200; ++r) {
        const QModelIndex first = model->index(r, 0);
        if (!view->visualRect(first).intersects(area))
            continue;
        QStringList cells;
        for (int c = 0; c < model->columnCount(); ++c)
            cells << model->index(r, c).data().toString();
        rows << cells.join(QStringLiteral(" | "));
        // What a cell says when the pointer rests on it, where it says more than the cell.
        for (int c = 0; c < model->columnCount(); ++c)
            if (const QString tip = model->index(r, c).data(Qt::ToolTipRole).toString();
                !tip.isEmpty() && tip != cells.at(c))
                rows << QStringLiteral("tooltip: ") + tip;
    }
    return rows;
}

QStringList chartText(const QChartView *view)
{
    QStringList out{view->chart()->title()};
    for (QAbstractAxis *axis : view->chart()->axes()) {
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis))
            out << bars->categories().join(QStringLiteral(" "));
        else if (auto *values = qobject_cast<QCategoryAxis *>(axis))
            out << values->categoriesLabels().join(QStringLiteral(" "));
    }
    return out;
}

} // namespace

QString visibleText(const QWidget *root)
{
    QStringList lines;
    const auto add = [&lines](const QWidget *w, const QString &text) {
        if (!text.trimmed().isEmpty())
            lines << QString::fromLatin1(w->metaObject()->className()) + QStringLiteral(": ") +
                         plain(text).simplified();
    };
    if (!root->windowTitle().isEmpty())
        add(root, QStringLiteral("title: ") + root->windowTitle());
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(w))
            add(w, label->text());
        else if (const auto *edit = qobject_cast<const QLineEdit *>(w))
            add(w, edit->text());
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            add(w, button->text());
        else if (const auto *combo = qobject_cast<const QComboBox *>(w))
            add(w, combo->currentText());
        else if (const auto *text = qobject_cast<const QTextEdit *>(w))
            add(w, text->toPlainText());
        else if (const auto *group = qobject_cast<const QGroupBox *>(w))
            add(w, group->title());
        else if (const auto *chart = qobject_cast<const QChartView *>(w))
            for (const QString &t : chartText(chart))
                add(w, t);
        else if (const auto *view = qobject_cast<const QAbstractItemView *>(w);
                 view && !qobject_cast<const QHeaderView *>(w))
            for (const QString &row : rowsOnScreen(view))
                add(w, row);
        // What the pointer or the title bar shows is on screen too.
        if (!w->toolTip().isEmpty())
            add(w, QStringLiteral("tooltip: ") + w->toolTip());
        if (w->isWindow() && !w->windowTitle().isEmpty())
            add(w, QStringLiteral("title: ") + w->windowTitle());
    }
    // What does not fit, from the widgets' geometry: the tour's scan fails on it (issue 35).
    for (const QString &problem : brokerdesk::ui::layoutProblems(root))
        lines << QStringLiteral("layout: ") + problem;
    return lines.join(u'\n') + u'\n';
}
