#pragma once

#include <QDialog>
#include <QIcon>

#include <functional>

class QLineEdit;
class QListView;
class QStandardItemModel;

namespace brokerdesk::ui {

// One thing the palette can jump to.
struct PaletteEntry
{
    QString text;   // "Catalog", "Auto Essencial", "Quote 3f2a… — Ana Souza"
    QString detail; // what kind of thing it is, also matched
    QIcon icon;
    std::function<void()> run;
    QString keywords = {}; // matched, never shown: the full id, bare document digits, a plate
};

// Ctrl+K: type a few letters of any page, product, saved quote, sale or policy and press
// Enter to go there. Every typed word must match (accents and case ignored).
class CommandPalette final : public QDialog
{
    Q_OBJECT
public:
    // Entries made from the typed text itself ("Open sale <text>"), offered when it is long
    // enough to be an id.
    using TypedEntries = std::function<QList<PaletteEntry>(const QString &text)>;

    explicit CommandPalette(QWidget *parent = nullptr);

    void setEntries(QList<PaletteEntry> entries);
    void addEntries(const QList<PaletteEntry> &entries); // arrive later (from the service)
    void setTypedEntries(TypedEntries typed) { m_typed = std::move(typed); }

    QLineEdit *input() const { return m_input; }
    QStringList visibleTexts() const;
    // Runs the highlighted entry and closes.
    void runCurrent();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refilter();

    QLineEdit *m_input;
    QListView *m_view;
    QStandardItemModel *m_model;
    QList<PaletteEntry> m_entries;
    QList<PaletteEntry> m_shown;
    TypedEntries m_typed;
};

} // namespace brokerdesk::ui
