# unittest.main() in a program without test cases: CPython 3.12 reports "NO TESTS RAN" (3.11
# said "OK") and exits with status 5 (unittest.main's _NO_TESTS_EXITCODE, new in 3.12).
# Expected text: CPython 3.12's Lib/unittest/runner.py (TextTestRunner.run) and main.py.
import unittest


def helper():
    return 1


print("no TestCase here")
unittest.main()
