#pragma once

#include "domain/affinity.h"

#include <QHash>
#include <QUrl>
#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;

namespace brokerdesk::ui {
class CopyReference;
}

namespace brokerdesk::ui::affinities {

// The selected affinity in full: holder, product and plan, cover, item, and its attachments,
// each to open in the system's viewer or save as a file.
class AffinityDetails final : public QWidget
{
    Q_OBJECT
public:
    explicit AffinityDetails(QWidget *parent = nullptr);

    void setAffinity(const std::optional<domain::Affinity> &affinity); // none: "select an affinity"
    const std::optional<domain::Affinity> &affinity() const { return m_affinity; }
    // Names for the ids the list carries (products of the partnership, plans seen so far).
    void setNames(const QHash<QString, QString> &names);
    QString text(const QString &field) const; // the shown value of a row, for tests
    QListWidget *attachments() const { return m_attachments; }
    QUrl currentAttachment() const;

signals:
    void saveRequested(const QUrl &url, const QString &suggestedName);

private:
    QLabel *row(const QString &field, const QString &label);
    void updateButtons();

    std::optional<domain::Affinity> m_affinity;
    QHash<QString, QString> m_names;
    QLabel *m_placeholder;
    QWidget *m_body;
    QFormLayout *m_form;
    QHash<QString, QLabel *> m_values;
    QListWidget *m_attachments;
    QPushButton *m_open;
    QPushButton *m_save;
    CopyReference *m_reference;
};

} // namespace brokerdesk::ui::affinities
