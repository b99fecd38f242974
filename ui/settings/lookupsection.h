#pragma once

#include "desksettings.h"

#include "api/apierror.h"

#include <QGroupBox>

class QLineEdit;

namespace brokerdesk::ui {

class ErrorBanner;

// Settings, "Consultas (CEP e FIPE)": where the address and vehicle lookups ask.
class LookupSection final : public QGroupBox
{
    Q_OBJECT
public:
    explicit LookupSection(QWidget *parent = nullptr);

    void fill(const DeskSettings &settings);
    void write(DeskSettings &settings) const;
    void check(api::ApiError &error) const; // an address that is not http(s)
    void registerFields(ErrorBanner &banner);
    QLineEdit *cepField() const { return m_cep; }
    QLineEdit *fipeField() const { return m_fipe; }

private:
    QLineEdit *m_cep;
    QLineEdit *m_fipe;
};

} // namespace brokerdesk::ui
