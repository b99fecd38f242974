#include "lookupsection.h"

#include "common/lineedit.h"
#include "shell/errorbanner.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace brokerdesk::ui {

namespace {
QUrl typedUrl(const QLineEdit *edit, const QUrl &fallback)
{
    const QString text = edit->text().trimmed();
    return text.isEmpty() ? fallback : QUrl::fromUserInput(text);
}
} // namespace

LookupSection::LookupSection(QWidget *parent)
    : QGroupBox(tr("Lookups (ZIP code and FIPE)"), parent),
      m_cep(namedLineEdit(this, tr("ZIP code lookup address"),
                          api::Lookups::defaultCepUrl().toString())),
      m_fipe(
          namedLineEdit(this, tr("FIPE table address"), api::Lookups::defaultFipeUrl().toString()))
{
    m_cep->setObjectName(QStringLiteral("cepLookupUrl"));
    m_fipe->setObjectName(QStringLiteral("fipeLookupUrl"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&ZIP code (answers as ViaCEP):"), m_cep);
    form->addRow(tr("FIPE table (answers as the FIPE API):"), m_fipe);
    auto *hint = new QLabel(tr("They fill the address from the ZIP code and the vehicle from the "
                               "FIPE table. Empty: the public ones. The built-in demo uses its "
                               "own."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(hint);
}

void LookupSection::fill(const DeskSettings &s)
{
    const auto show = [](QLineEdit *edit, const QUrl &url, const QUrl &fallback) {
        edit->setText(url == fallback ? QString() : url.toString());
    };
    show(m_cep, s.cepLookupUrl, api::Lookups::defaultCepUrl());
    show(m_fipe, s.fipeLookupUrl, api::Lookups::defaultFipeUrl());
}

void LookupSection::write(DeskSettings &s) const
{
    s.cepLookupUrl = typedUrl(m_cep, api::Lookups::defaultCepUrl());
    s.fipeLookupUrl = typedUrl(m_fipe, api::Lookups::defaultFipeUrl());
}

void LookupSection::check(api::ApiError &error) const
{
    const auto need = [&error](const QString &field, const QLineEdit *edit, const QUrl &url) {
        const bool http = url.scheme() == u"http" || url.scheme() == u"https";
        if (!edit->text().trimmed().isEmpty() && (!url.isValid() || !http || url.host().isEmpty()))
            error.fields << api::FieldError{
                field, tr("enter an http:// or https:// address, or leave it empty")};
    };
    need(QStringLiteral("cep_lookup_url"), m_cep, typedUrl(m_cep, {}));
    need(QStringLiteral("fipe_lookup_url"), m_fipe, typedUrl(m_fipe, {}));
}

void LookupSection::registerFields(ErrorBanner &banner)
{
    banner.setFieldWidget(QStringLiteral("cep_lookup_url"), m_cep);
    banner.setFieldWidget(QStringLiteral("fipe_lookup_url"), m_fipe);
}

} // namespace brokerdesk::ui
