#pragma once

#include "affinitywizard.h"

#include "api/idempotentcreate.h"

class QGroupBox;
class QVBoxLayout;

namespace brokerdesk::ui {
class HolderForm;
class ItemForm;
} // namespace brokerdesk::ui

namespace brokerdesk::ui::affinities {

// Step 4: the holder and the insured item (the quoting wizard's forms, the item's by product
// type); Create sends the affinity. Retry repeats the very same create.
class HolderItemStep final : public AffinityStep
{
    Q_OBJECT
public:
    explicit HolderItemStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    QWidget *fieldWidget(const QString &path) const override;

    HolderForm *holderForm() const { return m_holder; }
    ItemForm *itemForm() const { return m_item; }

private:
    void create();

    HolderForm *m_holder;
    QGroupBox *m_itemBox;
    QVBoxLayout *m_itemLayout;
    ItemForm *m_item = nullptr;
    QString m_builtFor;             // the product the item form is for
    api::IdempotentCreate m_create; // Retry repeats a failed create under its key
    bool m_created = false;
};

} // namespace brokerdesk::ui::affinities
