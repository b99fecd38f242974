#include "commandpalette.h"

#include "offline/offlinestore.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui {

namespace {
constexpr int maxShown = 60;
}

CommandPalette::CommandPalette(QWidget *parent)
    : QDialog(parent), m_input(new QLineEdit(this)), m_view(new QListView(this)),
      m_model(new QStandardItemModel(this))
{
    setWindowTitle(tr("Go to"));
    setAccessibleName(tr("Command palette"));
    m_input->setPlaceholderText(tr("Type a page, product, quote, sale or policy…"));
    m_input->setAccessibleName(tr("Search for a page, product, quote, sale or policy"));
    m_input->setClearButtonEnabled(true);
    m_view->setModel(m_model);
    m_view->setUniformItemSizes(true);
    m_view->setIconSize(QSize(20, 20));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAccessibleName(tr("Matches"));
    m_view->setFocusPolicy(Qt::NoFocus); // typing stays in the input; arrows move the selection
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_input);
    layout->addWidget(m_view);
    resize(560, 380);
    m_input->installEventFilter(this);
    connect(m_input, &QLineEdit::textChanged, this, &CommandPalette::refilter);
    connect(m_input, &QLineEdit::returnPressed, this, &CommandPalette::runCurrent);
    connect(m_view, &QListView::activated, this, [this](const QModelIndex &index) {
        m_view->setCurrentIndex(index);
        runCurrent();
    });
}

void CommandPalette::setEntries(QList<PaletteEntry> entries)
{
    m_entries = std::move(entries);
    refilter();
}

void CommandPalette::addEntries(const QList<PaletteEntry> &entries)
{
    m_entries += entries;
    refilter();
}

QStringList CommandPalette::visibleTexts() const
{
    QStringList out;
    for (const auto &e : m_shown)
        out << e.text;
    return out;
}

void CommandPalette::runCurrent()
{
    const int row = m_view->currentIndex().row();
    if (row < 0 || row >= m_shown.size())
        return;
    const auto run = m_shown.at(row).run;
    accept();
    if (run)
        run();
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up || key == Qt::Key_PageDown ||
            key == Qt::Key_PageUp) {
            QKeyEvent copy(QEvent::KeyPress, key, Qt::NoModifier);
            QCoreApplication::sendEvent(m_view, &copy);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void CommandPalette::refilter()
{
    const QStringList words =
        cache::foldForSearch(m_input->text()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_shown.clear();
    for (const auto &e : std::as_const(m_entries)) {
        const QString hay = cache::foldForSearch(e.text + QLatin1Char(' ') + e.detail +
                                                 QLatin1Char(' ') + e.keywords);
        const bool all = std::all_of(words.begin(), words.end(),
                                     [&](const QString &w) { return hay.contains(w); });
        if (all)
            m_shown << e;
        if (m_shown.size() >= maxShown)
            break;
    }
    if (m_typed)
        m_shown += m_typed(m_input->text().trimmed());
    m_model->clear();
    for (const auto &e : std::as_const(m_shown)) {
        auto *item = new QStandardItem(
            e.icon, e.detail.isEmpty() ? e.text : tr("%1 — %2").arg(e.text, e.detail));
        item->setEditable(false);
        m_model->appendRow(item);
    }
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0));
}

} // namespace brokerdesk::ui
