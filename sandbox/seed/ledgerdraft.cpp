#include "ledgerdraft.h"

#include "domain/documents.h"

#include <QDate>
#include <QDateTime>

#include <algorithm>

namespace brokerdesk::sandbox {

namespace {

// splitmix64: tiny, fast and identical on every platform (std distributions are not).
class Rng
{
public:
    explicit Rng(quint64 seed) : m_state(seed) {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    qint64 between(qint64 lo, qint64 hi) { return lo + qint64(next() % quint64(hi - lo + 1)); }
    bool percent(int p) { return qint64(next() % 100) < p; }
    template <typename T, size_t N> const T &pick(const T (&items)[N]) { return items[next() % N]; }

private:
    quint64 m_state;
};

const char *const firstNames[] = {"Ana",      "Bruno",  "Carla",    "Diego",  "Elisa",   "Fábio",
                                  "Gabriela", "Heitor", "Isabela",  "João",   "Larissa", "Marcos",
                                  "Natália",  "Otávio", "Patrícia", "Rafael", "Sônia",   "Tiago"};
const char *const lastNames[] = {"Souza",   "Oliveira", "Santos", "Pereira", "Lima",   "Carvalho",
                                 "Ribeiro", "Almeida",  "Costa",  "Gomes",   "Araújo", "Conceição"};
const char *const methods[] = {"Billet",       "CreditCard",   "DebitCard",
                               "WireTransfer", "AccountDebit", "Pix"};
const char *const banks[] = {"001", "033", "104", "237", "341", "260", "077"};
const int installmentTotals[] = {1, 1, 2, 3, 4, 5, 6, 10, 12};

struct Company
{
    const char *name;
    const char *cnpjBase; // 12 characters; check digits are computed
};
const Company insurers[] = {{"Seguradora Horizonte S.A.", "112223330001"},
                            {"Aliança Paulista Seguros S.A.", "453219870001"},
                            {"Mar Azul Seguros S.A.", "600745120001"},
                            {"Cerrado Vida e Previdência S.A.", "287361540001"}};
const Company agencies[] = {{"Agência Rota Digital Ltda.", "319874520001"},
                            {"Parceria Sul Negócios Ltda.", "742015630001"}};
const Company stipulants[] = {{"Associação dos Lojistas do Centro", "508631270001"},
                              {"Cooperativa Vale Verde", "196420880001"}};
const Company taxOffice{"Receita Federal do Brasil", "003944600001"};

QByteArray cnpjOf(const Company &c)
{
    return documents::withCnpjCheckDigits(QString::fromLatin1(c.cnpjBase)).toLatin1();
}

// Writes one JSON object straight into bytes: QJsonObject would cost more than the insert.
class DocWriter
{
public:
    DocWriter()
    {
        m_out.reserve(1024);
        m_out += '{';
    }
    void text(const char *key, const QByteArray &utf8)
    {
        if (utf8.isEmpty())
            return null(key);
        name(key);
        m_out += '"';
        const bool plain = std::none_of(utf8.begin(), utf8.end(), [](char c) {
            return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
        });
        if (plain) {
            m_out += utf8;
        } else {
            for (char c : utf8) {
                if (c == '"' || c == '\\')
                    m_out += '\\';
                m_out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
            }
        }
        m_out += '"';
    }
    void text(const char *key, const char *utf8) { text(key, QByteArray(utf8)); }
    void number(const char *key, qint64 v)
    {
        name(key);
        m_out += QByteArray::number(v);
    }
    void optionalNumber(const char *key, qint64 v) { v > 0 ? number(key, v) : null(key); }
    void boolean(const char *key, bool v)
    {
        name(key);
        m_out += v ? "true" : "false";
    }
    void raw(const char *key, const QByteArray &json)
    {
        if (json.isEmpty())
            return null(key);
        name(key);
        m_out += json;
    }
    void null(const char *key)
    {
        name(key);
        m_out += "null";
    }
    void time(const char *key, qint64 secs)
    {
        if (secs < 0)
            return null(key);
        const QDate d = QDate(1970, 1, 1).addDays(secs / 86400);
        const int s = int(secs % 86400);
        char buf[] = "\"0000-00-00T00:00:00Z\"";
        const auto put = [&buf](int at, int value, int digits) {
            for (int i = digits - 1; i >= 0; --i, value /= 10)
                buf[at + i] = char('0' + value % 10);
        };
        put(1, d.year(), 4);
        put(6, d.month(), 2);
        put(9, d.day(), 2);
        put(12, s / 3600, 2);
        put(15, s / 60 % 60, 2);
        put(18, s % 60, 2);
        name(key);
        m_out += buf;
    }
    QByteArray finish()
    {
        m_out += '}';
        return std::move(m_out);
    }

private:
    void name(const char *key)
    {
        if (m_out.size() > 1)
            m_out += ',';
        m_out += '"';
        m_out += key;
        m_out += "\":";
    }
    QByteArray m_out;
};

qint64 daysLater(qint64 secs, int months, int days)
{
    const QDate epoch(1970, 1, 1);
    return epoch.daysTo(epoch.addDays(secs / 86400).addMonths(months).addDays(days)) * 86400;
}

// How far apart a policy's parcels fall: mostly a month; a cover of a few years paid once a
// year; a trip of 10 or 12 days paid day by day. Drawn from the policy alone, apart from the
// record's own draws, so amounts and every other record stay what they were.
const char *parcelPeriod(quint64 salt, qint64 policyNumber, int total)
{
    Rng rng(quint64(policyNumber) * 0xA24BAED4963EE407ull ^ salt ^ 0x5045524F44ull);
    const int draw = int(rng.between(0, 99));
    if (total >= 2 && total <= 5 && draw < 12)
        return "yearly";
    if ((total == 10 || total == 12) && draw >= 94)
        return "daily";
    return "monthly";
}

QByteArray bankAccount(Rng &rng)
{
    return "{\"bank_code\":\"" + QByteArray(rng.pick(banks)) + "\",\"agency\":\"" +
           QByteArray::number(rng.between(1, 9999)).rightJustified(4, '0') + "\",\"account\":\"" +
           QByteArray::number(rng.between(10000, 999999)) + "\",\"account_digit\":\"" +
           QByteArray::number(rng.between(0, 9)) + "\"}";
}

// Everything a record carries, before it is written out.
struct Fields
{
    const char *category = "";
    qint64 amount = 0;
    qint64 deductions = 0;
    QByteArray deductionsJson = "[]";
    QByteArray description;
    int total = 0, number = 0, sequence = 0;
    const char *period = "monthly"; // of parcels, when total > 1
    const char *method = "";
    QByteArray commissionId, policyId, claimId, payerName, payerDoc, drawerName, drawerDoc, bank;
    qint64 forecast = -1;
};

} // namespace

LedgerDrafter::LedgerDrafter(const QString &seedKey, qint64 count)
    : m_key(seedKey.toUtf8()), m_count(count)
{
    for (char c : m_key) // FNV-1a: stable across runs, unlike qHash
        m_salt = (m_salt ^ quint8(c)) * 0x100000001B3ull;
    constexpr qint64 span =
        qint64(2) * 365 * 86400; // two years of history, a record a minute at most
    m_stepSecs = std::clamp<qint64>(span / std::max<qint64>(count, 1), 60, 86400);
}

qint64 LedgerDrafter::anchorSecs()
{
    static const qint64 anchor =
        QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
    return anchor;
}

QUuid LedgerDrafter::uuid(const char *kind, qint64 number) const
{
    static const QUuid ns(QStringLiteral("8d4c5a62-3f0e-4b8e-9a51-2c7d0e6b41f3"));
    return QUuid::createUuidV5(ns, m_key + '/' + kind + '/' + QByteArray::number(number));
}

LedgerDraft LedgerDrafter::draft(qint64 n) const
{
    Rng rng(quint64(n) * 0xD1342543DE82EF95ull ^ m_salt);
    const qint64 anchor = anchorSecs();
    const qint64 date = anchor - (m_count - 1 - n) * m_stepSecs;
    const qint64 policyNumber = n / 6; // neighbouring records share a policy
    const QByteArray policy = uuid("policy", policyNumber).toByteArray(QUuid::WithoutBraces);
    const QByteArray ref = " — apólice " + policy.left(8);
    const qint64 premium = rng.between(15000, 600000);
    const QByteArray customer = QByteArray(rng.pick(firstNames)) + ' ' + rng.pick(lastNames);
    const QByteArray cpf =
        documents::withCpfCheckDigits(QString::number(rng.between(100000000, 999999998)))
            .toLatin1();
    const auto company = [](Fields &f, const Company &c, bool payer) {
        (payer ? f.payerName : f.drawerName) = c.name;
        (payer ? f.payerDoc : f.drawerDoc) = cnpjOf(c);
    };

    Fields f;
    f.policyId = policy;
    const int roll = int(rng.between(0, 99));
    if (roll < 44) { // sales and their commissions, parceled
        f.total = rng.pick(installmentTotals);
        f.number = int(rng.between(1, f.total));
        f.period = parcelPeriod(m_salt, policyNumber, f.total);
        const int later = f.number - 1;
        f.forecast = qstrcmp(f.period, "daily") == 0    ? daysLater(date, 0, later)
                     : qstrcmp(f.period, "yearly") == 0 ? daysLater(date, 12 * later, 5)
                                                        : daysLater(date, later, 5);
        const QByteArray part =
            " (" + QByteArray::number(f.number) + '/' + QByteArray::number(f.total) + ')';
        if (roll < 22) {
            f.category = "ChannelSale";
            f.amount = premium / f.total + (f.number == 1 ? premium % f.total : 0);
            f.description = "Venda" + ref + part;
            f.method = rng.pick(methods);
            f.payerName = customer;
            f.payerDoc = cpf;
        } else {
            f.category = "BrokerCommission";
            const qint64 gross = premium * rng.between(8, 25) / 100 / f.total;
            const qint64 iss = (gross * 5 + 50) / 100;
            const qint64 irrf = gross > 100000 ? (gross * 15 + 500) / 1000 : 0;
            f.deductions = iss + irrf;
            f.amount = gross - f.deductions;
            f.deductionsJson = "[{\"amount\":" + QByteArray::number(iss) +
                               ",\"description\":\"ISS\",\"factor\":5}" +
                               (irrf ? QByteArray(",{\"amount\":" + QByteArray::number(irrf) +
                                                  ",\"description\":\"IRRF\",\"factor\":1.5}")
                                     : QByteArray()) +
                               ']';
            f.description = "Comissão" + ref + part;
            f.method = "WireTransfer";
            f.commissionId = uuid("commission", policyNumber).toByteArray(QUuid::WithoutBraces);
            company(f, rng.pick(insurers), true);
        }
    } else if (roll < 54) {
        f.category = "Taxes";
        f.amount = -(premium * 738 + 5000) / 10000;
        f.description = "IOF" + ref;
        f.method = "Billet";
        f.forecast = daysLater(date, 0, 10);
        company(f, taxOffice, false);
    } else if (roll < 68) {
        const bool agency = roll < 62;
        f.category = agency ? "BrokerAgency" : "StipulateProLabor";
        f.amount = -premium * rng.between(1, agency ? 6 : 4) / 100;
        f.description = (agency ? "Agenciamento" : "Pró-labore") + ref;
        f.method = rng.percent(50) ? "WireTransfer" : "Pix";
        f.commissionId = uuid("commission", policyNumber).toByteArray(QUuid::WithoutBraces);
        f.bank = bankAccount(rng);
        f.forecast = daysLater(date, 1, 0);
        company(f, agency ? rng.pick(agencies) : rng.pick(stipulants), false);
    } else if (roll < 76) {
        f.category = "ChannelRecurrentSale";
        f.amount = rng.between(1990, 29990);
        f.sequence = int(rng.between(1, 36));
        f.number = f.sequence;
        f.description = "Mensalidade " + QByteArray::number(f.sequence) + ref;
        f.method = rng.pick({"CreditCard", "AccountDebit", "Pix"});
        f.payerName = customer;
        f.payerDoc = cpf;
        f.forecast = daysLater(date, 0, int(rng.between(0, 5)));
    } else if (roll < 81) {
        f.category = "PolicyReversal";
        f.amount = -rng.between(premium / 10, premium * 9 / 10);
        f.description = "Estorno" + ref;
        f.method = rng.pick({"CreditCard", "WireTransfer", "Pix"});
        f.bank = qstrcmp(f.method, "WireTransfer") == 0 ? bankAccount(rng) : QByteArray();
        f.drawerName = customer;
        f.drawerDoc = cpf;
        f.forecast = daysLater(date, 0, 5);
    } else if (roll < 84) {
        f.category = "Fine";
        f.amount = -rng.between(5000, 80000);
        f.description = "Multa por atraso no repasse" + ref;
        f.method = "Billet";
        f.forecast = daysLater(date, 0, int(rng.between(3, 30)));
        company(f, rng.pick(insurers), false);
    } else if (roll < 93) {
        f.claimId = uuid("claim", n / 3).toByteArray(QUuid::WithoutBraces);
        const QByteArray claim = " sinistro " + f.claimId.left(8);
        if (roll < 89) {
            f.category = "Claim";
            f.amount = -rng.between(50000, 2500000);
            f.description = "Indenização —" + claim + ref;
            f.method = "WireTransfer";
            f.bank = bankAccount(rng);
            f.drawerName = customer;
            f.drawerDoc = cpf;
        } else {
            f.category = "Deductible";
            f.amount = rng.between(30000, 400000);
            f.description = "Franquia —" + claim + ref;
            f.method = rng.percent(50) ? "Billet" : "Pix";
            f.payerName = customer;
            f.payerDoc = cpf;
        }
        f.forecast = daysLater(date, 0, int(rng.between(3, 30)));
    } else {
        f.category = "BalanceAdjustment";
        f.amount = rng.between(100, 25000) * (rng.percent(50) ? 1 : -1);
        f.description = "Ajuste de saldo";
        f.policyId.clear();
        f.forecast = daysLater(date, 0, 0);
    }

    const qint64 ageDays = (anchor - date) / 86400;
    const bool paid = f.forecast <= anchor && rng.percent(ageDays > 60 ? 95 : 50);
    const qint64 cashed =
        paid ? std::clamp(f.forecast + rng.between(-2, 3) * 86400, date, anchor) : -1;
    const qint64 deleted =
        rng.percent(1) ? std::min(anchor, date + rng.between(1, 20) * 86400) : -1;

    LedgerDraft out;
    out.id = uuid("cash-flow", n).toByteArray(QUuid::WithoutBraces);
    out.category = f.category;
    out.policyId = f.policyId;
    DocWriter w;
    w.text("id", out.id);
    w.number("amount", f.amount);
    w.number("amount_deductions", f.deductions);
    w.text("category", f.category);
    w.text("description", f.description);
    w.boolean("is_parceled", f.total > 1);
    w.boolean("is_paid", paid);
    w.optionalNumber("installment_total", f.total > 1 ? f.total : 0);
    w.text("installment_period", f.total > 1 ? f.period : "");
    w.optionalNumber("installment_number", f.number);
    w.boolean("is_recurrence", f.sequence > 0);
    w.optionalNumber("recurrence_sequence_number", f.sequence);
    w.text("payment_method", f.method);
    w.text("broker_commission_id", f.commissionId);
    w.text("policy_id", f.policyId);
    w.text("claim_id", f.claimId);
    w.text("payer_name", f.payerName);
    w.text("payer_document", f.payerDoc);
    w.text("drawer_name", f.drawerName);
    w.text("drawer_document", f.drawerDoc);
    w.raw("drawer_bank_account", f.bank);
    w.raw("deductions", f.deductionsJson);
    w.time("date", date);
    w.time("deleted_at", deleted);
    w.time("date_cash_in_out", cashed);
    w.time("date_cash_in_out_forecast", f.forecast);
    out.doc = w.finish();
    return out;
}

} // namespace brokerdesk::sandbox
