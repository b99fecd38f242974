#pragma once

#include "sandboxfixture.h"

// Affinity steps through the real API, shared by the affinity and webhook tests.
namespace affinityflow {

brokerdesk::sandbox::SandboxSettings fastSettings(); // issuance after 100 ms
QJsonObject holder();
// A product of the partnership by type (8 Electronic, 10 Warranty, 11 PersonalAccident).
QString productOfType(SandboxFixture &f, const QByteArray &token, int type);
QJsonObject itemFor(int type);
// Request + create; returns the created answer (status 200 expected) or the failure reply.
SandboxFixture::Reply create(SandboxFixture &f, const QByteArray &token, int type = 8,
                             int days = 180);
int statusOf(SandboxFixture &f, const QByteArray &token, const QString &id);
QJsonObject listed(SandboxFixture &f, const QByteArray &token, const QString &id);

} // namespace affinityflow
