// The doctest entry point of tfplay_tests. Every other tests/unit/*.cpp only holds TEST_CASEs.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
