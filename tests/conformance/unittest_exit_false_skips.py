# unittest.main(exit=False) returns its TestProgram and the program goes on; a run whose only
# non-passing test is skipped says "OK (skipped=1)". Expected text: CPython 3.12's
# Lib/unittest/runner.py (TextTestRunner.run), result.py (TestResult.__repr__) and main.py.
import sys
import unittest


class Checks(unittest.TestCase):
    def test_platform(self):
        self.assertIn(sys.version_info[0], (3,))

    @unittest.skipUnless(sys.platform == "nonexistent", "needs the nonexistent platform")
    def test_other_platform(self):
        self.fail("should not run")


program = unittest.main(exit=False)
print(program.result)
print(program.result.wasSuccessful(), program.result.testsRun, program.result.skipped[0][1])
