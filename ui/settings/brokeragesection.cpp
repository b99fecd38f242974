#include "brokeragesection.h"

#include "common/lineedit.h"
#include "shell/errorbanner.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>

namespace brokerdesk::ui {

namespace {

// A SUSEP registration as brokers copy it: digits, maybe punctuated ("10.2012345.0"); empty
// means none configured.
bool isSusepCode(const QString &code)
{
    static const QRegularExpression shape(QStringLiteral("^[0-9]+([./-][0-9]+)*$"));
    return code.isEmpty() || shape.match(code).hasMatch();
}

constexpr int previewHeight = 40;

} // namespace

BrokerageSection::BrokerageSection(QWidget *parent)
    : QGroupBox(tr("My brokerage"), parent), m_name(namedLineEdit(this, tr("Brokerage name"))),
      m_susep(namedLineEdit(this, tr("Brokerage SUSEP code"), tr("Digits only"))),
      m_logo(namedLineEdit(this, tr("Logo file"), tr("None: the name alone"))),
      m_chooseLogo(new QPushButton(tr("C&hoose…"), this)), m_preview(new QLabel(this)),
      m_footer(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("myBrokerage"));
    m_name->setObjectName(QStringLiteral("brokerageName"));
    m_susep->setObjectName(QStringLiteral("brokerageSusep"));
    m_logo->setObjectName(QStringLiteral("brokerageLogo"));
    m_chooseLogo->setObjectName(QStringLiteral("chooseLogo"));
    m_chooseLogo->setAccessibleName(tr("Choose the logo file"));
    m_preview->setObjectName(QStringLiteral("logoPreview"));
    m_preview->setFixedHeight(previewHeight);
    m_footer->setObjectName(QStringLiteral("proposalFooter"));
    m_footer->setAccessibleName(tr("Proposal footer"));
    m_footer->setPlaceholderText(tr("For example: address, phone, website, the broker in charge"));
    m_footer->setTabChangesFocus(true);
    m_footer->setFixedHeight(m_footer->fontMetrics().lineSpacing() * 3 + 12);

    auto *logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo, 1);
    logoRow->addWidget(m_chooseLogo);
    auto *logoLabel = new QLabel(tr("&Logo:"), this);
    logoLabel->setBuddy(m_logo);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Brokerage name:"), m_name);
    form->addRow(tr("Brokera&ge SUSEP code:"), m_susep);
    form->addRow(logoLabel, logoRow);
    form->addRow(QString(), m_preview);
    form->addRow(tr("Proposal &footer:"), m_footer);
    auto *hint = new QLabel(tr("The name, SUSEP code and logo head every proposal sent to a "
                               "customer; the footer closes it."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(hint);

    connect(m_chooseLogo, &QPushButton::clicked, this, &BrokerageSection::chooseLogo);
    connect(m_logo, &QLineEdit::textChanged, this, &BrokerageSection::showLogo);
}

void BrokerageSection::fill(const DeskSettings &s)
{
    m_name->setText(s.brokerageName);
    m_susep->setText(s.brokerageSusep);
    m_logo->setText(s.brokerageLogoFile);
    m_footer->setPlainText(s.proposalFooter);
    // Left empty on the demo service, the demo's brokerage prints: the hint says which.
    m_name->setPlaceholderText(s.useSandbox ? demoBrokerageName : QString());
    m_susep->setPlaceholderText(s.useSandbox ? demoBrokerageSusep : tr("Digits only"));
    showLogo();
}

void BrokerageSection::write(DeskSettings &d) const
{
    d.brokerageName = m_name->text().simplified();
    d.brokerageSusep = m_susep->text().trimmed();
    d.brokerageLogoFile = m_logo->text().trimmed();
    d.proposalFooter = m_footer->toPlainText().trimmed();
}

void BrokerageSection::check(api::ApiError &error) const
{
    const auto need = [&error](const QString &field, const QString &reason) {
        error.fields << api::FieldError{field, reason};
    };
    if (!isSusepCode(m_susep->text().trimmed()))
        need(QStringLiteral("brokerage_susep"),
             tr("enter the brokerage's SUSEP registration code in digits (dots, dashes and "
                "slashes are allowed), or leave it empty"));
    const QString logo = m_logo->text().trimmed();
    if (!logo.isEmpty() && QImageReader(logo).size().isEmpty())
        need(QStringLiteral("brokerage_logo"),
             tr("choose a PNG, JPEG or SVG picture that can be read, or leave it empty"));
    if (m_footer->toPlainText().trimmed().size() > maxFooterLength)
        need(QStringLiteral("proposal_footer"),
             tr("keep the footer to %1 characters: it closes the proposal").arg(maxFooterLength));
}

void BrokerageSection::registerFields(ErrorBanner &banner)
{
    banner.setFieldWidget(QStringLiteral("brokerage_susep"), m_susep);
    banner.setFieldWidget(QStringLiteral("brokerage_logo"), m_logo);
    banner.setFieldWidget(QStringLiteral("proposal_footer"), m_footer);
}

void BrokerageSection::chooseLogo()
{
    const QString current = m_logo->text().trimmed();
    const QString start = current.isEmpty()
                              ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                              : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Brokerage logo"), start,
                                                      tr("Pictures (*.png *.jpg *.jpeg *.svg)"));
    if (!path.isEmpty())
        m_logo->setText(path);
}

void BrokerageSection::showLogo()
{
    const QString path = m_logo->text().trimmed();
    QImageReader reader(path);
    const QSize size = path.isEmpty() ? QSize() : reader.size();
    if (size.isEmpty()) {
        m_preview->setPixmap({});
        m_preview->setText(path.isEmpty() ? tr("No logo: proposals show the name alone.")
                                          : tr("This file is not a picture that can be read."));
        return;
    }
    reader.setScaledSize(size.scaled(QSize(4 * previewHeight, previewHeight), Qt::KeepAspectRatio));
    m_preview->setPixmap(QPixmap::fromImage(reader.read()));
}

} // namespace brokerdesk::ui
