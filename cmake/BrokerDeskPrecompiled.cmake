# Precompiled headers: the Qt and standard headers most of our files include, parsed once per
# kind of target instead of once per file (about a third of a typical file's compile). Only
# headers from outside the project, so that editing ours never rebuilds them. Targets compiled
# with the same flags share one (REUSE_FROM); where they differ, GCC says so with -Winvalid-pch
# (an error under the "ci" preset). -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON turns them off.
# clang-tidy reads the headers instead of GCC's .gch: see ExtraArgsBefore in .clang-tidy.

# lib/ and sandbox/: QtCore, QtNetwork, QtSql.
set(BROKERDESK_PCH_CORE
    <algorithm> <functional> <memory> <optional> <utility> <variant>
    <QByteArray> <QDateTime> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList>
    <QLocale> <QNetworkAccessManager> <QNetworkReply> <QObject> <QPointer> <QRegularExpression>
    <QSet> <QSqlDatabase> <QSqlError> <QSqlQuery> <QString> <QStringList> <QTimer> <QUrl>
    <QVariant>)
# ui/ and the workstation: the widgets every page is made of.
set(BROKERDESK_PCH_WIDGETS ${BROKERDESK_PCH_CORE}
    <QAbstractTableModel> <QCheckBox> <QComboBox> <QDialog> <QFormLayout> <QGroupBox>
    <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QPushButton> <QTableView> <QVBoxLayout>
    <QWidget>)
# The tests add Qt Test.
set(BROKERDESK_PCH_TEST <QAbstractItemModelTester> <QSignalSpy> <QTemporaryDir> <QTest>)
