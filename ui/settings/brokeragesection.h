#pragma once

#include "desksettings.h"

#include "api/apierror.h"

#include <QGroupBox>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace brokerdesk::ui {

class ErrorBanner;

// Settings, "My brokerage": the name, SUSEP registration, logo and footer every proposal PDF
// carries. The first thing a broker sets, so the page opens on it.
class BrokerageSection final : public QGroupBox
{
    Q_OBJECT
public:
    explicit BrokerageSection(QWidget *parent = nullptr);

    void fill(const DeskSettings &settings);
    void write(DeskSettings &settings) const;
    // A SUSEP code with letters, a logo that is not a readable picture, a footer too long.
    void check(api::ApiError &error) const;
    void registerFields(ErrorBanner &banner);

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *susepField() const { return m_susep; }
    QLineEdit *logoField() const { return m_logo; }
    QPushButton *chooseLogoButton() const { return m_chooseLogo; }
    QPlainTextEdit *footerField() const { return m_footer; }
    QLabel *logoPreview() const { return m_preview; }

    static constexpr int maxFooterLength = 400; // a few lines at the foot of an A4 page

private:
    void chooseLogo();
    void showLogo();

    QLineEdit *m_name;
    QLineEdit *m_susep;
    QLineEdit *m_logo;
    QPushButton *m_chooseLogo;
    QLabel *m_preview;
    QPlainTextEdit *m_footer;
};

} // namespace brokerdesk::ui
