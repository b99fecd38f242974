#pragma once

#include <QJsonObject>
#include <QString>

// How an insurer writes its documents (policy certificates, affinity attachments): Portuguese,
// dd/mm/aaaa, formatted CPF/CNPJ, the insured item and the installment plan in words, a short
// document number instead of an id. The service's wire values never reach a page as they are.
namespace brokerdesk::sandbox::words {

// "R$ 1.234,56"
QString brl(qint64 cents);
// A calendar date as the wire gives it (a date, or the midnight timestamp of one): "01/12/2026".
QString calendarDate(const QString &wire);
// The day an instant fell on in Brasília: "01/12/2026".
QString dayInBrasilia(const QString &wireInstant);
// The document number of a resource, digits as an insurer prints a policy number
// ("0385123456"): its id's first 8 hex digits read as a number, ten digits. Never the id
// itself: people read and say this number; the id stays between systems.
QString number(const QString &id);
// "CPF 291.417.776-38" or "CNPJ 12.345.678/0001-95"; empty when the holder has neither.
QString holderDocument(const QJsonObject &holder);
// "Cartão de crédito", "Boleto", "Pix"...
QString paymentMethod(const QString &wire);
// "Ativa", "Cancelada".
QString policySituation(int status);
// "Emitida", "Cancelada", "Expirada", "Renovada", "Em emissão".
QString affinitySituation(int status);
// "a pedido do segurado", "por falta de pagamento"...
QString cancelReason(int reason);
// The insured item of a product type in one line: "Volkswagen Gol 2020/2021, placa ABC1D23".
QString insuredItem(int productType, const QJsonObject &item);
// How the premium is paid, from a stored installment option: "12× de R$ 75,72 (R$ 908,64 no
// total)", "R$ 75,72 por mês (12 meses, R$ 908,64 no total)" or "À vista: R$ 908,64".
QString installmentPlan(const QJsonObject &installment);

} // namespace brokerdesk::sandbox::words
