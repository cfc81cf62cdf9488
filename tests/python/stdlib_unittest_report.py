# unittest (stdlib): the assert methods' failure messages (difflib diffs of lists, dicts,
# tuples, sets and multi-line strings, shortened long reprs, maxDiff, longMessage, msg=),
# assertRaises/assertWarns/assertLogs as context managers and callables, fixtures and their
# order, skips, expected failures, subtests, and TextTestRunner's verbosity 0/1/2 reports.
# The runner writes to a StringIO and the run time is replaced (it varies run to run).
import io
import logging
import re
import sys
import unittest
import warnings


def run(*classes, verbosity=2, **kw):
    loader = unittest.TestLoader()
    suite = unittest.TestSuite(loader.loadTestsFromTestCase(c) for c in classes)
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity, **kw).run(suite)
    print(re.sub(r"Ran (\d+) tests? in \d+\.\d{3}s", r"Ran \1 tests in <time>", stream.getvalue()))
    print(result, result.wasSuccessful())


class Asserts(unittest.TestCase):
    def test_dict(self):
        self.assertEqual({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 3], "c": 0})

    def test_long_list(self):
        self.assertEqual(list(range(100)), list(range(1, 101)))

    def test_long_string(self):
        self.assertEqual("x" * 100 + "a", "x" * 100 + "b")

    def test_multiline(self):
        self.assertEqual("one\ntwo\nthree\n", "one\nTwo\nthree\nfour\n")

    def test_tuple(self):
        self.assertEqual((1, 2), (1, 2, 3))

    def test_set(self):
        self.assertEqual({1, 2}, {2, 3})

    def test_almost(self):
        self.assertAlmostEqual(1.0, 1.1)

    def test_almost_delta(self):
        self.assertAlmostEqual(1.0, 1.5, delta=0.1)

    def test_not_almost(self):
        self.assertNotAlmostEqual(1.0, 1.00000001)

    def test_count(self):
        self.assertCountEqual([1, 1, 2, "a"], [1, 2, 2, "b"])

    def test_count_unhashable(self):
        self.assertCountEqual([[1], [2]], [[1], [1]])

    def test_in(self):
        self.assertIn(3, [1, 2])

    def test_not_in(self):
        self.assertNotIn(1, [1, 2])

    def test_is_none(self):
        self.assertIsNone(0)

    def test_is_not_none(self):
        self.assertIsNotNone(None)

    def test_isinstance(self):
        self.assertIsInstance(1, str)

    def test_true_msg(self):
        self.assertTrue(0, "custom message")

    def test_is(self):
        self.assertIs([], None)

    def test_greater(self):
        self.assertGreater(1, 2)

    def test_regex(self):
        self.assertRegex("hello", "^w")

    def test_not_regex(self):
        self.assertNotRegex("hello", "l+")

    def test_raises_missing(self):
        with self.assertRaises(ValueError):
            pass

    def test_raises_callable(self):
        self.assertRaises(ValueError, int, "3")

    def test_raises_regex(self):
        with self.assertRaisesRegex(ValueError, "^abc"):
            raise ValueError("xyz")

    def test_raises_other(self):
        with self.assertRaises(KeyError):
            raise TypeError("wrong kind")

    def test_raises_ok(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        self.assertEqual(str(cm.exception), "division by zero")

    def test_warns(self):
        with self.assertWarns(UserWarning) as cm:
            warnings.warn("careful", UserWarning)
        self.assertEqual(str(cm.warning), "careful")
        with self.assertWarns(DeprecationWarning):
            pass

    def test_logs(self):
        with self.assertLogs("app", level="INFO") as cm:
            logging.getLogger("app").info("first")
            logging.getLogger("app.sub").error("second")
        self.assertEqual(cm.output, ["INFO:app:first", "ERROR:app.sub:second"])
        try:
            with self.assertLogs("quiet"):
                pass
        except AssertionError as e:
            print("assertLogs:", e)

    def test_no_logs(self):
        try:
            with self.assertNoLogs("app2"):
                logging.getLogger("app2").warning("oops")
        except AssertionError as e:
            print("assertNoLogs:", e)

    def test_fail(self):
        self.fail("explicit")

    def test_equal_msg(self):
        self.assertEqual(1, 2, msg="numbers")

    def test_not_equal(self):
        self.assertNotEqual(3, 3)

    def test_sequence(self):
        self.assertSequenceEqual([1, 2], (1, 2))
        self.assertSequenceEqual("abc", "abd")


class Short(unittest.TestCase):
    longMessage = False
    maxDiff = None

    def test_short(self):
        self.assertEqual(1, 2, "only this")

    def test_maxdiff_none(self):
        self.assertEqual(list(range(30)), list(range(1, 31)))


class Fixtures(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("setUpClass")

    @classmethod
    def tearDownClass(cls):
        print("tearDownClass")

    def setUp(self):
        print("setUp", self._testMethodName)
        self.addCleanup(print, "cleanup", self._testMethodName)

    def tearDown(self):
        print("tearDown", self._testMethodName)

    def test_one(self):
        """First line of the doc.

        More text."""
        print("test_one")

    def test_two(self):
        print("test_two")
        raise RuntimeError("boom")

    def test_skip_inside(self):
        self.skipTest("dynamic reason")


class BrokenSetUpClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ValueError("class setup failed")

    def test_never(self):
        print("never")


@unittest.skip("whole class")
class SkippedClass(unittest.TestCase):
    def test_x(self):
        pass


class Expected(unittest.TestCase):
    @unittest.expectedFailure
    def test_unexpected_success(self):
        pass

    @unittest.expectedFailure
    def test_expected(self):
        1 / 0

    @unittest.skipIf(True, "condition")
    def test_skip_if(self):
        pass

    @unittest.skipUnless(False, "unless")
    def test_skip_unless(self):
        pass

    def test_subtests(self):
        for i in range(4):
            with self.subTest("checking", i=i):
                if i == 1:
                    self.assertEqual(i, 0)
                if i == 2:
                    raise KeyError(i)
                if i == 3:
                    self.skipTest("three")


run(Asserts)
run(Short, Fixtures, BrokenSetUpClass, SkippedClass)
run(Expected, verbosity=1)
run(Expected, verbosity=0)
t = Fixtures("test_one")
print(t, repr(t), t.id(), t.shortDescription(), t.countTestCases())
print(unittest.TestLoader().getTestCaseNames(Asserts)[:5])
r = unittest.TestResult()
Fixtures("test_two").run(r)
print(r, len(r.errors), r.errors[0][0])
print(unittest.util.safe_repr("x" * 100, short=True))
try:
    Fixtures("nope")
except ValueError as e:
    print(e)
s = unittest.TestSuite([Fixtures("test_one"), Fixtures("test_two")])
print(s.countTestCases(), list(s)[0])
