#include "errorbanner.h"

#include "common/errortext.h"
#include "icons.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace brokerdesk::ui {

ErrorBanner::ErrorBanner(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)),
      m_retry(new QPushButton(icon(QStringLiteral("retry")), tr("&Retry"), this)),
      m_action(new QPushButton(this)), m_more(new QPushButton(tr("Details"), this)),
      m_details(new QLabel(this)),
      m_copy(new QPushButton(icon(QStringLiteral("copy")), tr("Copy reference"), this)),
      m_close(new QPushButton(icon(QStringLiteral("close")), QString(), this))
{
    setObjectName(QStringLiteral("errorBanner"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#errorBanner { background: #fdecea; border: 1px solid #f5c2bd;"
                                 " border-radius: 4px; } #errorBanner QLabel { color: #611a15; }"));
    setAccessibleName(tr("Error"));
    m_retry->setObjectName(QStringLiteral("retry"));
    m_copy->setObjectName(QStringLiteral("copyReference"));
    m_action->setObjectName(QStringLiteral("bannerAction"));
    m_action->hide();
    m_icon->setPixmap(icon(QStringLiteral("warning")).pixmap(20, 20));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(QStringLiteral("errorText"));
    m_more->setObjectName(QStringLiteral("errorDetails"));
    m_more->setCheckable(true);
    m_more->setFlat(true);
    m_more->setToolTip(tr("What the service answered, in its own words"));
    m_more->hide();
    m_details->setObjectName(QStringLiteral("errorDetailsText"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setStyleSheet(QStringLiteral("color: #7b4a45;"));
    m_details->hide();
    m_copy->setToolTip(tr("Copies this error's reference, for support"));
    m_close->setFlat(true);
    m_close->setAccessibleName(tr("Dismiss the error"));
    m_close->setToolTip(tr("Dismiss"));

    auto *words = new QVBoxLayout;
    words->setContentsMargins(0, 0, 0, 0);
    words->addWidget(m_text);
    words->addWidget(m_details);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(words, 1);
    layout->addWidget(m_more);
    layout->addWidget(m_retry);
    layout->addWidget(m_action);
    layout->addWidget(m_copy);
    layout->addWidget(m_close);

    connect(m_retry, &QPushButton::clicked, this, [this] {
        clear();
        emit retryRequested();
    });
    connect(m_action, &QPushButton::clicked, this, [this] {
        clear();
        emit actionRequested();
    });
    connect(m_more, &QPushButton::toggled, m_details, &QLabel::setVisible);
    connect(m_copy, &QPushButton::clicked, this, &ErrorBanner::copyRequestId);
    connect(m_close, &QPushButton::clicked, this, &ErrorBanner::clear);
    hide();
}

void ErrorBanner::showError(const api::ApiError &error, bool canRetry)
{
    present(error,
            error.message.isEmpty() ? api::ApiError::describe(error.kind, error.httpStatus)
                                    : error.message,
            canRetry);
}

void ErrorBanner::showError(const api::ApiError &error, const QString &message, bool canRetry)
{
    present(error, message, canRetry);
}

void ErrorBanner::present(const api::ApiError &error, QString text, bool canRetry)
{
    clearFields();
    // The service's own words never head the banner: the code's sentence (or the kind of
    // failure) is shown, and what the service wrote is one click away, in the details.
    const QString ours = errortext::sentence(error);
    if (!error.serviceMessage.isEmpty() && ours != error.serviceMessage)
        text =
            text.contains(error.serviceMessage) ? text.replace(error.serviceMessage, ours) : text;
    QStringList reasons;
    QStringList details;
    if (!error.serviceMessage.isEmpty() && ours != error.serviceMessage)
        details << tr("The service said: %1").arg(error.serviceMessage);
    QWidget *first = nullptr;
    // A refusal the desk made itself (nothing was sent) is in the interface's words already.
    const bool ownCheck = error.kind == api::ApiError::Kind::Http && error.httpStatus == 0;
    for (const auto &f : error.fields) {
        const QString label = errortext::fieldLabel(f.field);
        const QString reason = ownCheck ? f.reason : errortext::fieldReason(f.reason);
        reasons << tr("%1: %2").arg(label, reason);
        if (reason != f.reason)
            details << tr("%1: %2").arg(label, f.reason);
        const auto it = m_fields.constFind(f.field);
        if (it != m_fields.constEnd() && *it) {
            markField(*it, reason);
            m_marked << *it;
            if (!first)
                first = *it;
        }
    }
    if (!reasons.isEmpty())
        text += QStringLiteral("\n• ") + reasons.join(QStringLiteral("\n• "));
    m_text->setText(text);
    m_details->setText(details.join(u'\n'));
    m_details->hide();
    m_more->setChecked(false);
    m_more->setVisible(!details.isEmpty());
    m_requestId = error.requestId;
    m_copy->setVisible(!m_requestId.isEmpty());
    // A refusal by the service's rules comes back the same however often it is sent.
    m_retry->setVisible(canRetry && !error.isRefusal());
    m_action->hide();
    show();
    if (first)
        first->setFocus(Qt::OtherFocusReason);
}

void ErrorBanner::showMessage(const QString &message, bool canRetry)
{
    api::ApiError error;
    error.message = message;
    showError(error, canRetry);
}

void ErrorBanner::showAction(const QString &text)
{
    m_action->setText(text);
    m_action->show();
}

void ErrorBanner::clear()
{
    m_action->hide();
    clearFields();
    m_requestId.clear();
    m_text->clear();
    m_details->clear();
    m_more->hide();
    hide();
}

QString ErrorBanner::message() const
{
    return m_text->text();
}

QString ErrorBanner::details() const
{
    return m_details->text();
}

void ErrorBanner::setFieldWidget(const QString &field, QWidget *widget)
{
    m_fields.insert(field, widget);
}

void ErrorBanner::markField(QWidget *widget, const QString &reason)
{
    if (!widget)
        return;
    const bool invalid = !reason.isEmpty();
    widget->setProperty("invalid", invalid);
    widget->setToolTip(reason);
    // A dynamic property only restyles after a re-polish.
    widget->setStyleSheet(invalid ? QStringLiteral("border: 2px solid #d32f2f;") : QString());
    widget->style()->unpolish(widget);
    widget->style()->polish(widget);
}

void ErrorBanner::clearFields()
{
    for (const auto &w : std::as_const(m_marked))
        markField(w, QString());
    m_marked.clear();
}

void ErrorBanner::copyRequestId()
{
    if (!m_requestId.isEmpty())
        QApplication::clipboard()->setText(m_requestId);
}

} // namespace brokerdesk::ui
