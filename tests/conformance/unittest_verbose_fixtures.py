# unittest.main(verbosity=2): the "test_x (__main__.Class.test_x) ... ok" lines, a docstring's
# first line under the name, subtests' own lines, skipped classes and tests, a failing
# setUpClass reported as "setUpClass (__main__.Class)", fixture order, and the summary.
# Expected text: CPython 3.12's Lib/unittest/runner.py (TextTestResult.startTest,
# _write_status, getDescription), case.py (_SubTest descriptions, skip), suite.py (class
# fixtures, _ErrorHolder) and main.py (exit status 1).
import unittest


def setUpModule():
    print("setUpModule")


def tearDownModule():
    print("tearDownModule")


class Fixtures(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("setUpClass")

    @classmethod
    def tearDownClass(cls):
        print("tearDownClass")

    def setUp(self):
        self.items = [1, 2, 3]
        self.addCleanup(print, "cleanup", self._testMethodName)

    def test_documented(self):
        """Sums the items.

        Longer explanation."""
        self.assertEqual(sum(self.items), 6)

    def test_subtests(self):
        for n in self.items:
            with self.subTest(n=n):
                self.assertNotEqual(n, 2)

    def test_skip_here(self):
        self.skipTest("skipped from inside")


class BrokenClassSetUp(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise RuntimeError("no database")

    def test_never_runs(self):
        pass


@unittest.skip("not on this machine")
class SkippedClass(unittest.TestCase):
    def test_a(self):
        pass


if __name__ == "__main__":
    unittest.main(verbosity=2)
