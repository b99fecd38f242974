#pragma once

#include "affinitywizard.h"

#include "api/idempotentcreate.h"

class QLabel;
class QListWidget;

namespace brokerdesk::ui {
class PeriodFields;
}

namespace brokerdesk::ui::affinities {

// Step 1: a product of the partnership; Next opens an affinity request for it (its plans).
class AffinityProductStep final : public AffinityStep
{
    Q_OBJECT
public:
    explicit AffinityProductStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    QWidget *fieldWidget(const QString &path) const override;
    void select(const QString &productId);

private:
    void openRequest();
    QString selectedId() const;

    QListWidget *m_list;
    QString m_readyFor;             // the product whose affinity request is in the draft
    api::IdempotentCreate m_create; // by product: Retry repeats a failed affinity request
};

// Step 2: one of the plans the request offers, with what each covers and assists.
class AffinityPlanStep final : public AffinityStep
{
    Q_OBJECT
public:
    explicit AffinityPlanStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    QWidget *fieldWidget(const QString &path) const override;

private:
    QListWidget *m_list;
    QString m_builtFor; // the request the list shows
};

// Step 3: when the affinity starts and ends (at most five years).
class AffinityLifetimeStep final : public AffinityStep
{
    Q_OBJECT
public:
    explicit AffinityLifetimeStep(QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;
    QWidget *fieldWidget(const QString &path) const override;

private:
    PeriodFields *m_period;
    bool m_chosen = false;
};

} // namespace brokerdesk::ui::affinities
