#include "multiquoteview.h"

#include "api/lookups.h"
#include "common/look.h"
#include "common/periodfields.h"
#include "domain/businessday.h"
#include "domain/holder.h"
#include "domain/items.h"
#include "domain/lead.h"
#include "forms/customerpicker.h"
#include "forms/holderform.h"
#include "forms/items/itemform.h"
#include "requoter.h"
#include "sales/soldquote.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <map>

namespace brokerdesk::ui {

namespace {

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    label->setContentsMargins(0, 8, 0, 0);
    return label;
}

// A plan cell's editor: the product's plans in a list, the one quoted chosen; taking another
// (arrows and Enter, or a click) quotes that product again on it.
class PlanDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &index) const override
    {
        auto *box = new QComboBox(parent);
        box->setObjectName(QStringLiteral("planChoice"));
        box->setAccessibleName(MultiQuoteView::tr("Plan of this product"));
        for (const QVariant &plan : index.data(ComparisonModel::PlansRole).toList())
            box->addItem(plan.toMap().value(QStringLiteral("name")).toString(),
                         plan.toMap().value(QStringLiteral("id")));
        // The list opens at once: arrows move in it, Enter or a click takes the plan chosen.
        QTimer::singleShot(0, box, &QComboBox::showPopup);
        connect(box, &QComboBox::activated, this, [this, box] {
            auto *self = const_cast<PlanDelegate *>(this);
            emit self->commitData(box);
            emit self->closeEditor(box, QAbstractItemDelegate::NoHint);
        });
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *box = static_cast<QComboBox *>(editor);
        box->setCurrentIndex(qMax(0, box->findData(index.data(Qt::EditRole))));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentData(), Qt::EditRole);
    }
};

// The questions still unanswered: the customer's, the item's (or the risk), the cover's, and
// the insured amount last, as the FIPE value proposes it.
QList<QWidget *> unanswered(const HolderForm *holder, const ItemForm *item, QComboBox *risk,
                            const PeriodFields *period, QSpinBox *amount)
{
    QList<QWidget *> fields = holder->missingFields();
    if (item)
        fields << item->missingFields();
    else
        fields << risk;
    fields << period->missingFields();
    if (amount->value() <= 0)
        fields << amount;
    return fields;
}

} // namespace

MultiQuoteView::MultiQuoteView(Workspace &workspace, QWidget *parent)
    : QWidget(parent), m_workspace(workspace),
      m_loader(new models::CatalogLoader(workspace.api(), workspace.offline(), this)),
      m_stack(new QStackedWidget(this)), m_error(new ErrorBanner(this)),
      m_holder(new HolderForm(this)), m_risk(new QComboBox(this)),
      m_period(new PeriodFields({{tr("1 year"), {12, 0}}, {tr("2 years"), {24, 0}}}, this)),
      m_amount(new QSpinBox(this)), m_missing(new QLabel(this)),
      m_quote(new QPushButton(tr("&Quote on every product"), this)), m_about(new QLabel(this)),
      m_table(new QTableView(this)), m_model(new ComparisonModel(this)),
      m_quotes(new MultiQuote(workspace, this)), m_sell(new QPushButton(tr("&Sell…"), this)),
      m_back(new QPushButton(tr("&Change the questions"), this))
{
    // The questions, asked once for every product.
    auto *questions = new QWidget(this);
    auto *form = new QWidget;
    auto *formLayout = new QVBoxLayout(form);
    m_holder->setObjectName(QStringLiteral("multiHolder"));
    formLayout->addWidget(sectionTitle(tr("Customer"), form));
    formLayout->addWidget(m_holder);
    formLayout->addWidget(sectionTitle(tr("Risk"), form));
    m_risk->setObjectName(QStringLiteral("riskKind"));
    m_risk->setAccessibleName(tr("Kind of risk"));
    auto *riskForm = new QFormLayout;
    riskForm->addRow(tr("&Kind of risk:"), m_risk);
    riskForm->addRow(tr("&Insured amount:"), m_amount);
    formLayout->addLayout(riskForm);
    m_itemBox = new QVBoxLayout;
    formLayout->addLayout(m_itemBox);
    formLayout->addWidget(sectionTitle(tr("Cover"), form));
    formLayout->addWidget(m_period);
    m_amount->setObjectName(QStringLiteral("mainInsuredAmount"));
    m_amount->setAccessibleName(tr("Insured amount"));
    m_amount->setPrefix(tr("R$ "));
    m_amount->setGroupSeparatorShown(true);
    m_amount->setRange(0, 100000000);
    m_amount->setSingleStep(1000);
    m_amount->setSpecialValueText(QStringLiteral(" ")); // none until typed
    m_amount->setMinimumWidth(180);
    m_amount->setToolTip(tr("The main coverage's insured amount on every product, kept within "
                            "each product's limits; the other coverages take their least."));
    formLayout->addStretch();
    auto *scroll = new QScrollArea(questions);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(form);
    m_missing->setObjectName(QStringLiteral("multiMissing"));
    m_missing->setWordWrap(true); // what is still missing may be long: it wraps, the page stays
    m_missing->setStyleSheet(QStringLiteral("color: #8a4b00"));
    m_quote->setObjectName(QStringLiteral("quoteEveryProduct"));
    markPrimary(m_quote);
    auto *quoteRow = new QHBoxLayout;
    quoteRow->addWidget(m_missing, 1);
    quoteRow->addWidget(m_quote);
    auto *questionsLayout = new QVBoxLayout(questions);
    questionsLayout->setContentsMargins(0, 0, 0, 0);
    questionsLayout->addWidget(scroll, 1);
    questionsLayout->addLayout(quoteRow);

    // The comparison of the one risk.
    auto *comparing = new QWidget(this);
    m_about->setObjectName(QStringLiteral("comparisonAbout"));
    m_about->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("comparison"));
    m_table->setAccessibleName(tr("Comparison of the products"));
    m_table->setModel(m_model);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setWordWrap(true);
    m_table->setTabKeyNavigation(false);
    // Only a plan cell edits: F2, a double click or a click on the chosen cell opens its plans.
    m_table->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked |
                             QAbstractItemView::SelectedClicked);
    m_table->setItemDelegateForRow(ComparisonModel::PlanRow, new PlanDelegate(m_table));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->verticalHeader()->setHighlightSections(false);
    m_model->setSource(m_quotes);
    m_sell->setObjectName(QStringLiteral("sellCell"));
    markPrimary(m_sell);
    m_sell->setAccessibleName(tr("Sell the chosen price"));
    m_back->setObjectName(QStringLiteral("changeQuestions"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch();
    buttons->addWidget(m_sell);
    auto *comparingLayout = new QVBoxLayout(comparing);
    comparingLayout->setContentsMargins(0, 0, 0, 0);
    comparingLayout->addWidget(m_about);
    comparingLayout->addWidget(m_table, 1);
    comparingLayout->addLayout(buttons);

    m_stack->addWidget(questions);
    m_stack->addWidget(comparing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 0);
    layout->addWidget(m_error);
    layout->addWidget(m_stack, 1);
    setFocusProxy(m_holder);

    // Enter anywhere in the questions quotes, as Next does in the wizard.
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto *enter = new QShortcut(key, questions);
        enter->setContext(Qt::WidgetWithChildrenShortcut);
        connect(enter, &QShortcut::activated, this, &MultiQuoteView::quoteAll);
    }
    connect(m_quote, &QPushButton::clicked, this, &MultiQuoteView::quoteAll);
    connect(m_sell, &QPushButton::clicked, this, &MultiQuoteView::sell);
    connect(m_table, &QTableView::activated, this, &MultiQuoteView::sell);
    connect(m_back, &QPushButton::clicked, this, &MultiQuoteView::showQuestions);
    connect(m_holder, &HolderForm::changed, this, &MultiQuoteView::updateReady);
    connect(m_period, &PeriodFields::changed, this, &MultiQuoteView::updateReady);
    connect(m_amount, &QSpinBox::valueChanged, this, &MultiQuoteView::updateReady);
    connect(m_risk, &QComboBox::currentIndexChanged, this, &MultiQuoteView::riskChanged);
    connect(m_loader, &models::CatalogLoader::loaded, this, &MultiQuoteView::showCatalog);
    connect(m_loader, &models::CatalogLoader::failed, this,
            [this](const api::ApiError &error) { m_error->showError(error); });
    connect(m_error, &ErrorBanner::retryRequested, this, &MultiQuoteView::loadCatalog);
    connect(&workspace, &Workspace::brokerChannelIdChanged, this, &MultiQuoteView::loadCatalog);
    connect(m_quotes, &MultiQuote::productChanged, this, [this](int column) {
        m_table->resizeRowsToContents();
        // The keyboard waits on a price that can be sold: the first one answered.
        if (m_table->currentIndex().data(ComparisonModel::InstallmentIdRole).toString().isEmpty())
            for (int row = ComparisonModel::SingleRow; row <= ComparisonModel::InterestRow; ++row)
                if (m_model->installment(row, column)) {
                    m_table->setCurrentIndex(m_model->index(row, column));
                    break;
                }
        if (!m_quotes->isRunning())
            emit m_workspace.status(QString());
        emit summaryChanged();
    });
    connect(&workspace, &Workspace::quoteSold, m_model, [this] { m_table->viewport()->update(); });
    // The item starts from the holder (a home where they live, a trip they take) once the
    // keyboard reaches it, the holder typed by then.
    m_focusWatch =
        connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
            if (m_item && now && m_item->isAncestorOf(now) && m_holder->isComplete())
                m_item->prefill(m_holder->value());
        });
    m_holder->setDirectory(workspace.customers());
    // The CEP fills the address, as in the wizard (the item's FIPE chooser: riskChanged).
    if (api::Lookups *lookups = workspace.lookups())
        m_holder->setAddressLookup(&lookups->address());
    // A new quote starts from the customer: the keyboard opens in the directory's search.
    if (workspace.customers() && workspace.customers()->isOpen())
        setFocusProxy(m_holder->picker());
    // A customer picked: the keyboard goes on to the risk (the holder's fields are filled).
    connect(
        m_holder->picker(), &CustomerPicker::picked, this,
        [this] { m_risk->setFocus(Qt::OtherFocusReason); }, Qt::QueuedConnection);
    const QDate today = domain::businessday::today();
    m_period->setLimits(today, {60, 0}, tr("A cover lasts at most five years."));
    m_period->reset(today.addDays(1), {12, 0});
    updateReady();
}

void MultiQuoteView::loadCatalog()
{
    if (m_workspace.brokerChannelId().isEmpty() || m_loader->isLoading())
        return;
    m_error->clear();
    m_loader->load(m_workspace.brokerChannelId());
}

MultiQuoteView::~MultiQuoteView()
{
    // Closing the window moves the focus while QWidget's destructor runs, this part gone.
    disconnect(m_focusWatch);
}

void MultiQuoteView::showEvent(QShowEvent *event)
{
    // Back from checkout: each quote may be sent to it again, once.
    m_checkoutFor.clear();
    if (!m_snapshot)
        loadCatalog();
    QWidget::showEvent(event);
    // The page opens with the keyboard in its first text field, the holder's name: a new quote
    // starts from the customer, in the directory's search, while nobody is typed yet.
    QTimer::singleShot(0, this, [this] {
        const auto *name = qobject_cast<QLineEdit *>(m_holder->field(QStringLiteral("first_name")));
        if (!isComparing() && m_holder->picker()->isVisible() && name && name->hasFocus() &&
            name->text().isEmpty())
            m_holder->picker()->setFocus(Qt::OtherFocusReason);
    });
}

void MultiQuoteView::showCatalog(const models::CatalogSnapshot &snapshot)
{
    m_snapshot = snapshot;
    const int wanted = m_risk->currentIndex() >= 0 ? m_risk->currentData().toInt()
                                                   : int(domain::ProductType::Auto);
    std::map<int, int> counts; // product type → products of the channel, in the enum's order
    for (const domain::BrokerProduct &p : snapshot.store.brokerProducts)
        if (p.product.type != domain::ProductType::Unknown)
            ++counts[int(p.product.type)];
    QSignalBlocker block(m_risk);
    m_risk->clear();
    for (const auto &[type, count] : counts)
        m_risk->addItem(tr("%1 (%n product(s))", nullptr, count)
                            .arg(domain::displayName(domain::ProductType(type))),
                        type);
    m_risk->setCurrentIndex(qMax(0, m_risk->findData(wanted)));
    riskChanged();
    if (m_pendingRenewal)
        applyRenewal();
}

QList<int> MultiQuoteView::productsOfRisk() const
{
    QList<int> out;
    if (!m_snapshot || m_risk->currentIndex() < 0)
        return out;
    const int type = m_risk->currentData().toInt();
    const auto &products = m_snapshot->store.brokerProducts;
    for (int i = 0; i < products.size(); ++i)
        if (int(products.at(i).product.type) == type)
            out << i;
    return out;
}

void MultiQuoteView::riskChanged()
{
    const auto type = domain::ProductType(m_risk->currentData().toInt());
    delete m_item;
    m_item = nullptr;
    if (m_risk->currentIndex() >= 0) {
        m_item = makeItemForm(type, this);
        m_item->setAccessibleName(tr("The insured item's details"));
        m_itemBox->addWidget(m_item);
        connect(m_item, &ItemForm::changed, this, &MultiQuoteView::updateReady);
        m_item->setLookups(m_workspace.lookups());
        // The FIPE value proposes the insured amount, unless the broker typed another.
        connect(m_item, &ItemForm::changed, this, [this, proposed = 0]() mutable {
            const auto value = m_item->tableValue();
            const int reais = value ? int(value->cents() / 100) : 0;
            if (reais > 0 && (m_amount->value() == 0 || m_amount->value() == proposed)) {
                proposed = reais;
                m_amount->setValue(reais);
            }
        });
        QWidget::setTabOrder(m_risk, m_amount);
        QWidget::setTabOrder(m_amount, m_item);
    }
    m_holder->setCompanyAllowed(HolderForm::companyMayHold(type));
    m_renewal.reset(); // a policy renews on its own kind of risk only
    updateReady();
    emit summaryChanged();
}

QString MultiQuoteView::missingText() const
{
    const QList<QWidget *> fields = unanswered(m_holder, m_item, m_risk, m_period, m_amount);
    QStringList names;
    for (const QWidget *f : std::as_const(fields))
        if (!f->accessibleName().isEmpty() && !names.contains(f->accessibleName()))
            names << f->accessibleName();
    return names.isEmpty() ? QString() : tr("Missing: %1").arg(names.join(QStringLiteral(", ")));
}

void MultiQuoteView::updateReady()
{
    const QString missing = missingText();
    m_missing->setText(missing);
    m_quote->setEnabled(missing.isEmpty() && !productsOfRisk().isEmpty());
}

bool MultiQuoteView::isComparing() const
{
    return m_stack->currentIndex() == 1;
}

QString MultiQuoteView::summary() const
{
    const QString who = domain::holderName(domain::toJson(m_holder->value()));
    const QString what =
        m_risk->currentIndex() >= 0
            ? domain::displayName(domain::ProductType(m_risk->currentData().toInt()))
            : QString();
    if (!isComparing())
        return tr("Multicálculo: one risk quoted on every product at once");
    return tr("%1 · %2 · %n product(s)", nullptr, int(m_quotes->products().size())).arg(who, what);
}

void MultiQuoteView::startFor(const std::optional<cache::Customer> &customer)
{
    m_quotes->cancel();
    m_holder->clear();
    if (customer)
        m_holder->fill(*customer);
    riskChanged(); // a new item form: nothing of the earlier item stays
    m_amount->setValue(0);
    const QDate today = domain::businessday::today();
    m_period->setLimits(today, {60, 0}, tr("A cover lasts at most five years."));
    m_period->reset(today.addDays(1), {12, 0});
    showQuestions();
    // A customer given: the keyboard waits on the risk.
    if (customer)
        m_risk->setFocus(Qt::OtherFocusReason);
}

void MultiQuoteView::renew(const domain::Policy &policy)
{
    QString why;
    auto renewal = Requoter::renewalOf(policy, domain::businessday::today(), &why);
    if (!renewal) {
        emit m_workspace.status(tr("This policy cannot be renewed here: %1").arg(why));
        return;
    }
    m_pendingRenewal = std::move(renewal);
    if (!m_snapshot) {
        loadCatalog(); // applied once the channel's products are known
        return;
    }
    // Once the page that asked is replaced by this one, so the keyboard lands on the prices.
    QTimer::singleShot(0, this, [this] {
        if (m_pendingRenewal && m_snapshot)
            applyRenewal();
    });
}

void MultiQuoteView::applyRenewal()
{
    const Requote r = *std::exchange(m_pendingRenewal, std::nullopt);
    const auto &products = m_snapshot->store.brokerProducts;
    const auto sold = std::find_if(products.cbegin(), products.cend(), [&](const auto &p) {
        return p.id == r.before.summary.brokerProductId;
    });
    if (sold == products.cend()) {
        emit m_workspace.status(
            tr("This policy cannot be renewed here: its product is not sold in this channel."));
        return;
    }
    const domain::ProductType type = sold->product.type;
    startFor(std::nullopt);
    {
        QSignalBlocker block(m_risk);
        m_risk->setCurrentIndex(m_risk->findData(int(type)));
    }
    riskChanged();
    if (const auto holder = domain::policyHolderOf({{QStringLiteral("policy_holder"), r.holder}}))
        m_holder->setValue(holder.value());
    if (const auto item = domain::insuredItemFromJson(domain::itemShape(type), r.item);
        item && m_item)
        m_item->setValue(item.value());
    const int months = (r.lifetimeEnd.year() - r.lifetimeStart.year()) * 12 +
                       r.lifetimeEnd.month() - r.lifetimeStart.month();
    m_period->reset(r.lifetimeStart,
                    r.lifetimeStart.addMonths(months) == r.lifetimeEnd
                        ? PeriodFields::Term{months, 0}
                        : PeriodFields::Term{0, int(r.lifetimeStart.daysTo(r.lifetimeEnd))});
    // The others are insured for what the policy's main coverage was.
    if (!r.coverages.isEmpty())
        m_amount->setValue(int(r.coverages.first().insuredAmount.cents() / 100));
    RenewalAnswers renewal;
    renewal.renewal = r.renewal.value_or(domain::PreviousPolicy{});
    renewal.brokerProductId = sold->id;
    renewal.planId = r.planId;
    renewal.chosen.coverages = r.coverages;
    renewal.chosen.assists = r.assists;
    m_renewal = renewal;
    updateReady();
    if (m_quote->isEnabled()) {
        quoteAll();
        return;
    }
    // Something the policy does not say: the keyboard waits on the first field missing.
    QList<QWidget *> missing = m_holder->missingFields();
    if (m_item)
        missing << m_item->missingFields();
    missing << m_period->missingFields();
    if (!missing.isEmpty())
        missing.first()->setFocus(Qt::OtherFocusReason);
    emit m_workspace.status(missingText());
}

void MultiQuoteView::showQuestions()
{
    m_stack->setCurrentIndex(0);
    updateReady();
    emit summaryChanged();
}

void MultiQuoteView::quoteAll()
{
    updateReady();
    if (!m_quote->isEnabled() || !m_snapshot) {
        if (!m_missing->text().isEmpty())
            emit m_workspace.status(m_missing->text());
        // Enter on questions not all answered goes to the first one still missing.
        const QList<QWidget *> missing = unanswered(m_holder, m_item, m_risk, m_period, m_amount);
        if (!missing.isEmpty())
            missing.first()->setFocus(Qt::OtherFocusReason);
        return;
    }
    SharedAnswers answers;
    answers.holder = domain::toJson(m_holder->value());
    answers.item = domain::toJson(m_item->value());
    answers.lifetimeStart = m_period->startDate();
    answers.lifetimeEnd = m_period->endDate();
    answers.insuredAmount = domain::Money::fromCents(qint64(m_amount->value()) * 100);
    answers.renewal = m_renewal;
    // The customer picked, or one the directory knows by CPF/CNPJ or e-mail, keeps their lead;
    // anyone else typed becomes one.
    const domain::Holder holder = m_holder->value();
    const cache::CustomerDirectory *customers = m_workspace.customers();
    std::optional<cache::Customer> known = m_holder->pickedCustomer();
    if (!known && customers && customers->isOpen())
        known = customers->customerFor(holder.kind == domain::HolderKind::Company ? holder.cnpj
                                                                                  : holder.cpf,
                                       holder.contact.email);
    if (known)
        answers.leadId = known->leadId();
    else
        answers.newLead = domain::leadOf(holder);
    QList<domain::BrokerProduct> products;
    QList<QJsonObject> json;
    QList<bool> authorized;
    for (const int i : productsOfRisk()) {
        const domain::BrokerProduct &p = m_snapshot->store.brokerProducts.at(i);
        products << p;
        json << domain::toJson(p);
        // A vendor known inactive is not asked; one not known is, and the service says.
        const auto vendor = m_snapshot->vendors.constFind(p.productId);
        authorized << (vendor == m_snapshot->vendors.cend() || vendor->active);
    }
    const QString who = domain::holderName(answers.holder).toHtmlEscaped();
    const QString from = QLocale().toString(answers.lifetimeStart, QLocale::ShortFormat);
    const QString to = QLocale().toString(answers.lifetimeEnd, QLocale::ShortFormat);
    if (m_renewal)
        m_about->setText(
            tr("<b>Renewal</b> of %1's policy · %2 · cover from %3 to %4, bonus class %5. The "
               "current product keeps its plan and coverages, the others quote their first plan "
               "at its insured amount (Enter on a plan chooses another). Choose a price and press "
               "Enter to sell.")
                .arg(who, m_risk->currentText().toHtmlEscaped(), from, to,
                     QString::number(m_renewal->renewal.bonusClass)));
    else
        m_about->setText(tr("<b>%1</b> · %2 · cover from %3 to %4. Each product's first plan "
                            "(Enter on a plan chooses another); every quote is saved on this "
                            "computer. Choose a price and press Enter to sell.")
                             .arg(who, m_risk->currentText().toHtmlEscaped(), from, to));
    m_checkoutFor.clear();
    m_stack->setCurrentIndex(1);
    m_quotes->start(products, json, authorized, answers);
    m_table->resizeRowsToContents();
    m_table->setCurrentIndex(m_model->index(ComparisonModel::SingleRow, 0));
    m_table->setFocus(Qt::OtherFocusReason);
    emit m_workspace.status(
        tr("Asking %n insurer product(s) for prices…", nullptr, int(products.size())));
    emit summaryChanged();
}

void MultiQuoteView::sell()
{
    const QModelIndex cell = m_table->currentIndex();
    // Enter on a product's plan opens its other plans.
    if (cell.row() == ComparisonModel::PlanRow && (cell.flags() & Qt::ItemIsEditable)) {
        m_table->edit(cell);
        return;
    }
    const QString quoteId = cell.data(ComparisonModel::QuoteIdRole).toString();
    const QString installmentId = cell.data(ComparisonModel::InstallmentIdRole).toString();
    if (!cell.isValid() || installmentId.isEmpty()) {
        emit m_workspace.status(tr("Choose a price (one payment, interest-free or with "
                                   "interest) of a priced product to sell it."));
        return;
    }
    // Enter twice, or a quote sold already: one sale, never two.
    if (m_checkoutFor.contains(quoteId) || saleOfQuote(m_workspace, quoteId)) {
        emit m_workspace.status(tr("This quote is already on its way to checkout or sold."));
        return;
    }
    m_checkoutFor.insert(quoteId);
    emit m_workspace.checkoutRequested(quoteId, 0, installmentId, QString());
}

} // namespace brokerdesk::ui
