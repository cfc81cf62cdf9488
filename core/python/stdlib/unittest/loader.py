# unittest.TestLoader (CPython 3.12's Lib/unittest/loader.py behaviour): test methods are the
# callables named with testMethodPrefix, sorted by name (sortTestMethodsUsing) and filtered by
# the -k patterns; modules, classes and dotted names load as CPython loads them, a name that
# cannot be found becoming a test that fails with the error. Test discovery (a folder of test
# files) is not available: a playground program is one file.
import functools
import re
import sys
import traceback
import types
import warnings

from . import case, suite, util

__unittest = True

VALID_MODULE_NAME = re.compile(r'[_a-z]\w*\.py$', re.IGNORECASE)


class _FailedTest(case.TestCase):
    _testMethodName = None

    def __init__(self, method_name, exception):
        self._exception = exception
        super(_FailedTest, self).__init__(method_name)

    def __getattr__(self, name):
        if name != self._testMethodName:
            return super(_FailedTest, self).__getattr__(name)

        def testFailure():
            raise self._exception
        return testFailure


def _make_failed_test(methodname, exception, suiteClass, message):
    return suiteClass((_FailedTest(methodname, exception),)), message


def _make_failed_load_tests(name, exception, suiteClass):
    message = 'Failed to call load_tests:\n%s' % (traceback.format_exc(),)
    return _make_failed_test(name, exception, suiteClass, message)


def _make_failed_import_test(name, suiteClass):
    message = 'Failed to import test module: %s\n%s' % (name, traceback.format_exc())
    return _make_failed_test(name, ImportError(message), suiteClass, message)


def _translate_glob(pattern):
    """The regular expression of a shell-style pattern (*, ?, [seq], [!seq]), as fnmatch."""
    out = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == '*':
            out.append('.*')
        elif c == '?':
            out.append('.')
        elif c == '[':
            j = i
            if j < n and pattern[j] == '!':
                j += 1
            if j < n and pattern[j] == ']':
                j += 1
            while j < n and pattern[j] != ']':
                j += 1
            if j >= n:
                out.append('\\[')
            else:
                body = pattern[i:j].replace('\\', '\\\\')
                i = j + 1
                if body.startswith('!'):
                    body = '^' + body[1:]
                elif body.startswith('^'):
                    body = '\\' + body
                out.append('[%s]' % body)
        else:
            out.append(re.escape(c))
    return '(?s:%s)\\Z' % ''.join(out)


def _fnmatchcase(name, pattern):
    return re.match(_translate_glob(pattern), name) is not None


class TestLoader(object):
    """Builds suites of tests from test case classes, modules and names."""
    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(util.three_way_cmp)
    testNamePatterns = None
    suiteClass = suite.TestSuite
    _top_level_dir = None

    def __init__(self):
        super(TestLoader, self).__init__()
        self.errors = []
        self._loading_packages = set()

    def loadTestsFromTestCase(self, testCaseClass):
        """A suite of one test per test method of testCaseClass."""
        if issubclass(testCaseClass, suite.TestSuite):
            raise TypeError("Test cases should not be derived from "
                            "TestSuite. Maybe you meant to derive from "
                            "TestCase?")
        if testCaseClass in (case.TestCase, case.FunctionTestCase):
            names = []
        else:
            names = self.getTestCaseNames(testCaseClass)
            if not names and hasattr(testCaseClass, 'runTest'):
                names = ['runTest']
        return self.suiteClass(map(testCaseClass, names))

    def loadTestsFromModule(self, module, *, pattern=None):
        """A suite of the tests of every TestCase class in module (or what its load_tests
        function returns)."""
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if (isinstance(obj, type) and issubclass(obj, case.TestCase)
                    and obj not in (case.TestCase, case.FunctionTestCase)):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                error_case, error_message = _make_failed_load_tests(module.__name__, e, self.suiteClass)
                self.errors.append(error_message)
                return error_case
        return tests

    def loadTestsFromName(self, name, module=None):
        """The tests a dotted name stands for: a module, a TestCase class, one test method, a
        suite, or a callable returning a test or suite; relative to module when given."""
        parts = name.split('.')
        error_case, error_message = None, None
        if module is None:
            remaining = parts[:]
            while remaining:
                try:
                    module = __import__('.'.join(remaining))
                    break
                except ImportError:
                    next_attribute = remaining.pop()
                    error_case, error_message = _make_failed_import_test(next_attribute, self.suiteClass)
                    if not remaining:
                        self.errors.append(error_message)
                        return error_case
            parts = parts[1:]
        obj = module
        parent = None
        for part in parts:
            try:
                parent, obj = obj, getattr(obj, part)
            except AttributeError as e:
                if getattr(obj, '__path__', None) is not None and error_case is not None:
                    self.errors.append(error_message)
                    return error_case
                error_case, error_message = _make_failed_test(
                    part, e, self.suiteClass, 'Failed to access attribute:\n%s' % (traceback.format_exc(),))
                self.errors.append(error_message)
                return error_case

        if isinstance(obj, types.ModuleType):
            return self.loadTestsFromModule(obj)
        if (isinstance(obj, type) and issubclass(obj, case.TestCase)
                and obj not in (case.TestCase, case.FunctionTestCase)):
            return self.loadTestsFromTestCase(obj)
        if isinstance(obj, types.FunctionType) and isinstance(parent, type) and issubclass(parent, case.TestCase):
            method = parts[-1]
            inst = parent(method)
            # A static method is a plain function on the instance too: it is called below.
            if not isinstance(getattr(inst, method), types.FunctionType):
                return self.suiteClass([inst])
        elif isinstance(obj, suite.TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, suite.TestSuite):
                return test
            if isinstance(test, case.TestCase):
                return self.suiteClass([test])
            raise TypeError("calling %s returned %s, not a test" % (obj, test))
        raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        """A suite of loadTestsFromName's suite for each name."""
        return self.suiteClass([self.loadTestsFromName(name, module) for name in names])

    def getTestCaseNames(self, testCaseClass):
        """The names of testCaseClass's test methods, sorted."""
        def is_test_method(attrname):
            if not attrname.startswith(self.testMethodPrefix):
                return False
            if not callable(getattr(testCaseClass, attrname)):
                return False
            fullName = '%s.%s.%s' % (testCaseClass.__module__, testCaseClass.__qualname__, attrname)
            return self.testNamePatterns is None or any(
                _fnmatchcase(fullName, pattern) for pattern in self.testNamePatterns)
        names = [name for name in dir(testCaseClass) if is_test_method(name)]
        if self.sortTestMethodsUsing:
            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names

    def discover(self, start_dir, pattern='test*.py', top_level_dir=None):
        raise NotImplementedError("unittest test discovery (TestLoader.discover) is not available in tfplay: "
                                  "a playground program is one file; use loadTestsFromModule or unittest.main()")


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=util.three_way_cmp, testNamePatterns=None):
    warnings.warn(
        "unittest.getTestCaseNames() is deprecated and will be removed in Python 3.13. "
        "Please use unittest.TestLoader.getTestCaseNames() instead.",
        DeprecationWarning, stacklevel=2)
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns).getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=util.three_way_cmp, suiteClass=suite.TestSuite):
    warnings.warn(
        "unittest.makeSuite() is deprecated and will be removed in Python 3.13. "
        "Please use unittest.TestLoader.loadTestsFromTestCase() instead.",
        DeprecationWarning, stacklevel=2)
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix='test', sortUsing=util.three_way_cmp, suiteClass=suite.TestSuite):
    warnings.warn(
        "unittest.findTestCases() is deprecated and will be removed in Python 3.13. "
        "Please use unittest.TestLoader.loadTestsFromModule() instead.",
        DeprecationWarning, stacklevel=2)
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)
