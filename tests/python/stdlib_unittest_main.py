# unittest (stdlib): unittest.main with argv options (-v, -k, -f, -b, test names) and its
# exit=False result, module fixtures (setUpModule / tearDownModule, module cleanups), class
# cleanups and enterContext, FunctionTestCase, the loader's names and its failed-name tests,
# and TestResult's reprs. Reports go to a StringIO and the run time is replaced (it varies).
import io
import re
import sys
import unittest

log = []


def setUpModule():
    log.append("setUpModule")
    unittest.addModuleCleanup(log.append, "module cleanup")


def tearDownModule():
    log.append("tearDownModule")


class Resource:
    def __enter__(self):
        log.append("enter")
        return 42

    def __exit__(self, *exc):
        log.append("exit")


class Alpha(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(log.append, "class cleanup")
        cls.value = cls.enterClassContext(Resource())

    def test_value(self):
        self.assertEqual(self.value, 42)

    def test_context(self):
        self.assertEqual(self.enterContext(Resource()), 42)

    def test_prints(self):
        print("printed by test_prints")
        self.assertEqual(1, 2)

    def testCamel(self):
        pass

    def helper(self):
        pass


class Beta(unittest.TestCase):
    def test_one(self):
        pass

    def test_two(self):
        raise ValueError("two")

    def test_three(self):
        pass


def run_main(argv, **kw):
    stream = io.StringIO()
    runner = unittest.TextTestRunner(stream=stream, verbosity=kw.pop("verbosity", 1))
    try:
        program = unittest.main(argv=argv, testRunner=runner, **kw)
    except SystemExit as e:
        print("SystemExit", e.code)
    else:
        print("result", program.result, program.result.wasSuccessful())
    print(re.sub(r"Ran (\d+) tests? in \d+\.\d{3}s", r"Ran \1 tests in <time>", stream.getvalue()))
    print(log)
    log.clear()


run_main(["prog"], exit=False)
run_main(["prog", "Beta"], exit=False)
run_main(["prog", "-v", "Beta.test_one", "Alpha.test_value"], exit=False, verbosity=2)
run_main(["prog", "-f", "Beta"], exit=False)
run_main(["prog", "-b", "Alpha.test_prints"], exit=False)
run_main(["prog", "Missing"], exit=False)
run_main(["prog", "Beta.test_missing"], exit=False)
run_main(["prog", "-k", "value", "-k", "t*o"], exit=False, testLoader=unittest.TestLoader())

loader = unittest.TestLoader()
print(loader.getTestCaseNames(Alpha))
loader.testMethodPrefix = "helper"
print(loader.getTestCaseNames(Alpha))
loader = unittest.TestLoader()
loader.sortTestMethodsUsing = None
print(loader.getTestCaseNames(Beta))
suite = loader.loadTestsFromModule(sys.modules[__name__])
print(suite.countTestCases(), [t.countTestCases() for t in suite])
print(loader.loadTestsFromName("Beta.test_one", sys.modules[__name__]))


def check():
    """A function test."""
    assert 1 + 1 == 2


ftc = unittest.FunctionTestCase(check)
print(ftc, repr(ftc).split(" at ")[0], ftc.id(), ftc.shortDescription())
result = unittest.TestResult()
ftc.run(result)
print(result, result.wasSuccessful(), result.testsRun)
print(unittest.TestSuite([Beta("test_one")]))
print(unittest.TestCase.maxDiff, unittest.TestCase.longMessage, unittest.TestCase.failureException)
try:
    unittest.TestSuite().addTest(Beta)
except TypeError as e:
    print(e)
try:
    unittest.TestSuite("abc")
except TypeError as e:
    print(e)
