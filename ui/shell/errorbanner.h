#pragma once

#include "api/apierror.h"

#include <QFrame>
#include <QHash>
#include <QPointer>

class QLabel;
class QPushButton;

namespace brokerdesk::ui {

// A failure in plain words across the top of a page: the sentence for the service's code (or
// for the kind of failure), the reasons given per field in the interface's language, a Retry
// that repeats what failed (not offered when the service refused by its rules), the service's
// own words behind "Details", and the request id one click from the clipboard for support. Fields
// the error names are highlighted in the form (register them with setFieldWidget) and the first one
// takes the focus. Retry clears the banner and emits retryRequested: the page repeats what failed.
class ErrorBanner final : public QFrame
{
    Q_OBJECT
public:
    explicit ErrorBanner(QWidget *parent = nullptr);

    void showError(const api::ApiError &error, bool canRetry = true);
    // The same, told as `message` (the error's own sentence set in what failed: "The policies
    // could not be loaded: …"), with its field reasons and request id.
    void showError(const api::ApiError &error, const QString &message, bool canRetry = true);
    // A failure that did not come from the service (a file that cannot be written...).
    void showMessage(const QString &message, bool canRetry = false);
    void clear();
    bool hasError() const { return !isHidden(); }
    // One more way out besides Retry ("Start a new mirror…", "Save as…") for the message shown
    // now (call after showMessage or showError). Clicking it clears the banner and emits
    // actionRequested.
    void showAction(const QString &text);

    QString message() const;
    // The service's own words about the failure (its sentence, its reasons per field), shown
    // only when the broker asks for the details; empty when there are none.
    QString details() const;
    QString requestId() const { return m_requestId; }

    // The widget that edits a JSON field path ("items[0].plate"), to highlight on errors.
    void setFieldWidget(const QString &field, QWidget *widget);

    // Marks a form widget as in error (red frame, reason as tooltip) or clears the mark.
    static void markField(QWidget *widget, const QString &reason);

signals:
    void retryRequested();
    void actionRequested();

private:
    // `shown` is the sentence the page chose, usually wrapping the service's own sentence.
    void present(const api::ApiError &error, QString shown, bool canRetry);
    void clearFields();
    void copyRequestId();

    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_retry;
    QPushButton *m_action;
    QPushButton *m_more;
    QLabel *m_details;
    QPushButton *m_copy;
    QPushButton *m_close;
    QString m_requestId;
    QHash<QString, QPointer<QWidget>> m_fields;
    QList<QPointer<QWidget>> m_marked;
};

} // namespace brokerdesk::ui
