# unittest.main() run as a script (`python prog.py`): the progress line (. F E s x u), the
# ERROR and FAIL blocks with the failing frame's traceback (unittest's own frames hidden), the
# summary and SystemExit(1). Expected text: CPython 3.12's Lib/unittest/runner.py
# (TextTestResult, TextTestRunner.run), case.py (the assert messages, "test (module.Class.test)"
# descriptions since 3.11), main.py (TestProgram.runTests' exit status) and traceback.py.
import unittest


class Arithmetic(unittest.TestCase):
    def test_add(self):
        self.assertEqual(1 + 1, 2)

    def test_divide(self):
        self.assertEqual(1 / 0, 0)

    def test_list(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    @unittest.skip("not ready")
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(0.1 + 0.2, 0.3)

    @unittest.expectedFailure
    def test_fixed_bug(self):
        pass


print("before main")
unittest.main()
print("never printed")
