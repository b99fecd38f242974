# Installed files and CPack settings: one package per OS from the same install tree.
# DEB, RPM and TGZ on Linux; NSIS on Windows; a DragNDrop disk image on macOS.

set(BROKERDESK_APP_ID "io.brokerdesk.BrokerDesk")

if(WIN32 OR APPLE)
    # Qt 6.4's deploy script copies Qt's libraries and plugins next to the programs.
    qt_generate_deploy_app_script(TARGET brokerdesk FILENAME_VARIABLE brokerdesk_deploy_script)
    install(SCRIPT "${brokerdesk_deploy_script}" COMPONENT Runtime)
endif()

if(UNIX AND NOT APPLE)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/linux/${BROKERDESK_APP_ID}.desktop"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/applications" COMPONENT Runtime)
    configure_file("${PROJECT_SOURCE_DIR}/resources/linux/${BROKERDESK_APP_ID}.metainfo.xml"
                   "${PROJECT_BINARY_DIR}/packaging/${BROKERDESK_APP_ID}.metainfo.xml" @ONLY)
    install(FILES "${PROJECT_BINARY_DIR}/packaging/${BROKERDESK_APP_ID}.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo" COMPONENT Runtime)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/brokerdesk.svg"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
            RENAME "${BROKERDESK_APP_ID}.svg" COMPONENT Runtime)
    install(FILES "${PROJECT_SOURCE_DIR}/docs/man/brokerdesk.1"
                  "${PROJECT_SOURCE_DIR}/docs/man/brokerdesk-sandbox.1"
            DESTINATION "${CMAKE_INSTALL_MANDIR}/man1" COMPONENT Runtime)
endif()

set(CPACK_PACKAGE_NAME "brokerdesk")
set(CPACK_PACKAGE_VENDOR "BrokerDesk")
set(CPACK_PACKAGE_CONTACT "BrokerDesk maintainers <maintainers@brokerdesk.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "BrokerDesk is the desktop workstation for insurance broker staff: product catalog, quotes, \
sales, policies, cash-flow ledger, affinity insurance and purchase-propensity estimates, in \
Portuguese or English. It ships brokerdesk-sandbox, a faithful local copy of the brokerage \
service, which the workstation starts on its own when no server is configured.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "BrokerDesk")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_PACKAGE_EXECUTABLES "brokerdesk" "BrokerDesk")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/build.*/" "/\\\\.git/" "\\\\.db$")

if(WIN32)
    set(CPACK_GENERATOR "NSIS")
    set(CPACK_NSIS_DISPLAY_NAME "BrokerDesk")
    set(CPACK_NSIS_MODIFY_PATH OFF)
elseif(APPLE)
    set(CPACK_GENERATOR "DragNDrop")
else()
    set(CPACK_GENERATOR "DEB;RPM;TGZ")
endif()

# Debian: Qt libraries come from shlibdeps; the SQLite driver, the fonts and Qt's own
# translations (wizard buttons, file dialogs in Portuguese) are loaded at run time, so no linker
# sees them and they are named by hand.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "office")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, fonts-dejavu-core, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")

set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "Proprietary")
set(CPACK_RPM_PACKAGE_GROUP "Applications/Productivity")
set(CPACK_RPM_PACKAGE_REQUIRES "dejavu-sans-fonts")
# Directories the system owns already must not be claimed by the package.
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/applications"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/metainfo"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/icons"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/icons/hicolor"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_MANDIR}"
    "${CPACK_PACKAGING_INSTALL_PREFIX}/${CMAKE_INSTALL_MANDIR}/man1")

include(CPack)
