# One INTERFACE target carries the language level, warnings and Qt safety defines;
# every target of the project links it, so they all build the same way.
add_library(brokerdesk_config INTERFACE)
target_compile_features(brokerdesk_config INTERFACE cxx_std_20)
target_compile_definitions(brokerdesk_config INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)
if(MSVC)
    target_compile_options(brokerdesk_config INTERFACE /W4 /permissive-)
    if(BROKERDESK_WERROR)
        target_compile_options(brokerdesk_config INTERFACE /WX)
    endif()
else()
    target_compile_options(brokerdesk_config INTERFACE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
        -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough)
    if(BROKERDESK_WERROR)
        target_compile_options(brokerdesk_config INTERFACE -Werror)
    endif()
endif()
# A clang precompiled header otherwise records the headers' modification times, and one that
# ccache hands to a new clone would be refused there.
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    target_compile_options(brokerdesk_config INTERFACE "SHELL:-Xclang -fno-pch-timestamp")
endif()
if(BROKERDESK_FUZZ)
    # Coverage for libFuzzer everywhere; the fuzz target itself links -fsanitize=fuzzer.
    target_compile_options(brokerdesk_config INTERFACE
        -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
        -fno-sanitize-recover=undefined)
    target_link_options(brokerdesk_config INTERFACE -fsanitize=address,undefined)
endif()
if(BROKERDESK_SANITIZE)
    target_compile_options(brokerdesk_config INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(brokerdesk_config INTERFACE -fsanitize=address,undefined)
endif()
