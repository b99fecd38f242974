#pragma once

#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QLineEdit;

namespace brokerdesk::ui {

// An address as the contract spells it: zip_code, street_name, number, complement,
// district_name, city_name, state_code.
class AddressForm : public QWidget
{
    Q_OBJECT
public:
    explicit AddressForm(const QString &namePrefix, QWidget *parent = nullptr);

    QJsonObject value() const;
    void setValue(const QJsonObject &address);
    bool isComplete() const;
    QWidget *field(const QString &key) const; // "zip_code", "state_code"...
    QWidget *firstField() const;              // where Tab enters the address

signals:
    void changed();

private:
    QLineEdit *m_zip;
    QLineEdit *m_street;
    QLineEdit *m_number;
    QLineEdit *m_complement;
    QLineEdit *m_district;
    QLineEdit *m_city;
    QComboBox *m_state;
};

} // namespace brokerdesk::ui
