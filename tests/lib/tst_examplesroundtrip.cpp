#include "api/accesstoken.h"
#include "domain/affinity.h"
#include "domain/cashflow.h"
#include "domain/catalog.h"
#include "domain/listpage.h"
#include "domain/policy.h"
#include "domain/quoting.h"
#include "domain/recommendation.h"
#include "domain/sale.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace brokerdesk;
using namespace brokerdesk::domain;

namespace {

// One JSON example of docs/examples.md: the section it is under ("Quote", "Policy cancel"),
// its place among the section's examples of its kind, and whether it is a fenced ```json block
// or an inline answer ("→ `{...}`").
struct Example
{
    QString section;
    int ordinal = 0;
    bool inlineAnswer = false;
    QJsonObject json;

    QString name() const
    {
        return QStringLiteral("%1 %2 #%3")
            .arg(section, inlineAnswer ? QStringLiteral("answer") : QStringLiteral("block"))
            .arg(ordinal + 1);
    }
};

QList<Example> readExamples(QString *error)
{
    QFile file(QStringLiteral(BROKERDESK_EXAMPLES_MD));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    const QString text = QString::fromUtf8(file.readAll());
    static const QRegularExpression heading(QStringLiteral("^## ([^\\n]*?)(?: —[^\\n]*)?$"),
                                            QRegularExpression::MultilineOption);
    static const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression answer(QStringLiteral("→\\s*`(\\{[^`]*\\})`"));
    QList<Example> out;
    QList<QRegularExpressionMatch> headings;
    for (auto it = heading.globalMatch(text); it.hasNext();)
        headings << it.next();
    for (qsizetype h = 0; h < headings.size(); ++h) {
        const qsizetype from = headings.at(h).capturedEnd();
        const qsizetype to =
            h + 1 < headings.size() ? headings.at(h + 1).capturedStart() : text.size();
        const QString body = text.mid(from, to - from);
        const QString section = headings.at(h).captured(1).trimmed();
        for (const auto &[pattern, isAnswer] :
             {std::pair{&block, false}, std::pair{&answer, true}}) {
            int ordinal = 0;
            for (auto it = pattern->globalMatch(body); it.hasNext(); ++ordinal) {
                const QString json = it.next().captured(1);
                QJsonParseError parse{};
                const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &parse);
                if (!doc.isObject()) {
                    *error = QStringLiteral("%1: not a JSON object (%2)")
                                 .arg(section, parse.errorString());
                    return {};
                }
                out << Example{section, ordinal, isAnswer, doc.object()};
            }
        }
    }
    return out;
}

// Decodes with T's codec and encodes again; the problem when it does not decode.
using RoundTrip = std::function<QJsonObject(const QJsonObject &, QString *problem)>;
template <typename T> RoundTrip through()
{
    return [](const QJsonObject &json, QString *problem) {
        const Decoded<T> value = fromJson<T>(json);
        if (!value) {
            *problem = value.error().message();
            return QJsonObject();
        }
        return QJsonObject(toJson(value.value()));
    };
}

// The same, for a body that wraps the value in one member ({"input": {...}}).
template <typename T> RoundTrip throughMember(const char *member)
{
    return [member](const QJsonObject &json, QString *problem) {
        const QJsonObject inner =
            through<T>()(json.value(QLatin1String(member)).toObject(), problem);
        return QJsonObject{{QLatin1String(member), inner}};
    };
}

// What each example is, by section and place. An example missing here fails the test, so a new
// example in docs/ gets a decision.
struct Kind
{
    RoundTrip roundTrip; // empty: the client has no codec that writes it back (reason says why)
    const char *reason = nullptr;
};

QHash<QString, Kind> kinds()
{
    const auto block = [](const char *section, int n) {
        return QStringLiteral("%1 block #%2").arg(QString::fromUtf8(section)).arg(n);
    };
    const auto answer = [](const char *section, int n) {
        return QStringLiteral("%1 answer #%2").arg(QString::fromUtf8(section)).arg(n);
    };
    const char *apiError = "an error answer is read by api::ApiError::fromHttp into what the "
                           "user reads and is never written back (tst_apifaults covers it)";
    return {
        {block("Token", 1), {through<api::AccessToken>()}},
        {block("An error", 1), {{}, apiError}},
        {block("Merchant store", 1), {through<Store>()}},
        {block("Vendor", 1), {through<Vendor>()}},
        {block("Quote request", 1), {through<QuoteRequest>()}},
        {block("Quote", 1), {through<NewQuote>()}},
        {block("Quote", 2), {through<Quote>()}},
        {answer("Quote answered later", 1), {through<Quote>()}},
        {answer("Quote answered later", 2), {through<Quote>()}},
        {answer("Quote answered later", 3), {through<Quote>()}},
        {answer("Sale request, sale, detail, timeline", 1), {through<SaleRequest>()}},
        {answer("Sale request, sale, detail, timeline", 2), {through<Sale>()}},
        {answer("Sale request, sale, detail, timeline", 3), {through<Sale>()}},
        {block("Sale request, sale, detail, timeline", 1), {through<Timeline>()}},
        {block("Lists", 1), {through<ListPage<CashFlowRecord>>()}},
        {block("Policy cancel", 1), {through<CancelPolicyRequest>()}},
        {block("Policy cancel", 2), {through<CancelPolicyResult>()}},
        {answer("Affinity", 1), {through<Affinity>()}},
        {block("Affinity", 1), {through<Affinity>()}},
        {block("Recommendation", 1), {throughMember<RecommendationInput>("input")}},
        {answer("Recommendation", 1), {through<Recommendation>()}},
        {answer("Recommendation", 2), {through<RecommendationEvaluation>()}},
    };
}

// Fields an example carries that the codecs knowingly do not write back, by path ("[]" for
// any array index), with the reason.
const QHash<QString, const char *> &notWrittenBack()
{
    static const QHash<QString, const char *> fields{
        {QStringLiteral("access_token"),
         "kept as the bytes of an ASCII token (RFC 6749 allows no other), so the example's \"…\" "
         "marking a shortened token comes back as \"?\""},
    };
    return fields;
}

bool sameNumber(const QJsonValue &a, const QJsonValue &b)
{
    return a.isDouble() && b.isDouble() && a.toDouble() == b.toDouble();
}

// Every field of `want` must be in `got` with the same value; fields `got` adds (defaults a
// codec writes) are no loss.
void compare(const QJsonValue &want, const QJsonValue &got, const QString &path,
             const QString &pattern, QStringList &problems)
{
    if (notWrittenBack().contains(pattern))
        return;
    if (want.isObject() && got.isObject()) {
        const QJsonObject w = want.toObject(), g = got.toObject();
        for (auto it = w.begin(); it != w.end(); ++it) {
            const QString sub = path.isEmpty() ? it.key() : path + u'.' + it.key();
            const QString subPattern = pattern.isEmpty() ? it.key() : pattern + u'.' + it.key();
            if (!g.contains(it.key()) && !notWrittenBack().contains(subPattern))
                problems << sub + QStringLiteral(": lost");
            else
                compare(it.value(), g.value(it.key()), sub, subPattern, problems);
        }
        return;
    }
    if (want.isArray() && got.isArray()) {
        const QJsonArray w = want.toArray(), g = got.toArray();
        if (w.size() != g.size()) {
            problems << path +
                            QStringLiteral(": %1 elements became %2").arg(w.size()).arg(g.size());
            return;
        }
        for (qsizetype i = 0; i < w.size(); ++i)
            compare(w.at(i), g.at(i), path + QStringLiteral("[%1]").arg(i),
                    pattern + QStringLiteral("[]"), problems);
        return;
    }
    if (want != got && !sameNumber(want, got))
        problems << path +
                        QStringLiteral(": %1 became %2")
                            .arg(
                                QString::fromUtf8(
                                    QJsonDocument(QJsonArray{want}).toJson(QJsonDocument::Compact)),
                                QString::fromUtf8(
                                    QJsonDocument(QJsonArray{got}).toJson(QJsonDocument::Compact)));
}

} // namespace

// Every JSON example of docs/examples.md that is a resource the client decodes goes through
// the lib's codec and back, and keeps every field it carries, field for field.
class TestExamplesRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void everyExampleIsKnown()
    {
        QString error;
        const QList<Example> examples = readExamples(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(examples.size() >= 19);
        const QHash<QString, Kind> known = kinds();
        QStringList unknown;
        for (const Example &e : examples)
            if (!known.contains(e.name()))
                unknown << e.name();
        QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("examples without a decision: ") +
                                               unknown.join(QStringLiteral(", "))));
    }

    void examplesRoundTrip_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("kind");
        QString error;
        for (const Example &e : readExamples(&error))
            QTest::newRow(qPrintable(e.name())) << e.json << e.name();
    }

    void examplesRoundTrip()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, kind);
        const QHash<QString, Kind> known = kinds();
        const auto it = known.constFind(kind);
        QVERIFY2(it != known.cend(), "an example without a decision");
        if (!it->roundTrip) {
            QVERIFY(it->reason);
            QSKIP(it->reason);
        }
        QString problem;
        const QJsonObject back = it->roundTrip(json, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QStringList problems;
        compare(json, back, {}, {}, problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }
};

QTEST_GUILESS_MAIN(TestExamplesRoundTrip)
#include "tst_examplesroundtrip.moc"
