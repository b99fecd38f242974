#include "networkidle.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "mainwindow.h"
#include "pages.h"
#include "settings/secretstore.h"
#include "shell/errorbanner.h"

#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTest>

using namespace brokerdesk;

// Every page, opened in turn against a healthy sandbox, settles without showing an error,
// popping up a dialog or logging a warning: anything of the kind is an unhandled error.
class TestPageErrors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { ui::SecretStore::instance().setKeychainEnabled(false); }

    void everyPage_opensWithoutAnError()
    {
        IsolatedSettings settings;
        // Any warning fails, except the offscreen platform's own note about size hints.
        QTest::failOnWarning(QRegularExpression(
            QStringLiteral("^(?!This plugin does not support propagateSizeHints).*")));
        UiFixture f;
        ui::MainWindow w(f.workspace, ui::createPages(f.workspace));
        w.resize(1200, 760);
        w.show();
        for (int i = 0; i < w.pages().size(); ++i) {
            ui::Page *page = w.pages().at(i);
            w.showPage(i);
            QVERIFY2(QTest::qWaitFor([page] { return !page->isBusy(); }, 15000),
                     qPrintable(page->objectName() + QStringLiteral(" never settled")));
            QVERIFY(waitForNetworkIdle(f.api.network())); // the page's last answers landed
            for (auto *banner : page->findChildren<ui::ErrorBanner *>())
                QVERIFY2(!banner->isVisible(),
                         qPrintable(page->objectName() + QStringLiteral(": ") + banner->message()));
            for (QWidget *top : QApplication::topLevelWidgets())
                QVERIFY2(!(top->isVisible() && qobject_cast<QDialog *>(top)),
                         qPrintable(page->objectName() + QStringLiteral(" opened a dialog: ") +
                                    top->windowTitle()));
        }
    }
};

QTEST_MAIN(TestPageErrors)
#include "tst_pageerrors.moc"
