# unittest.TestCase and its helpers, behaving as CPython 3.12's Lib/unittest/case.py: the same
# run protocol (setUp, the test, tearDown, cleanups, each part's exception reported to the
# result), the same skip/expected-failure decorators and the same assert methods with their
# failure messages (diffs by difflib.ndiff over pprint.pformat, shortened reprs, maxDiff,
# longMessage). The deprecated aliases 3.12 removed (assertEquals, failUnless, ...) are absent.
import sys
import functools
import difflib
import pprint
import re
import warnings
import collections
import types
import time

from . import result
from .util import strclass, safe_repr, _count_diff_all_purpose, _count_diff_hashable, _common_shorten_repr

__unittest = True

_subtest_msg_sentinel = object()

DIFF_OMITTED = ('\nDiff is %s characters long. '
                'Set self.maxDiff to None to see it.')


class SkipTest(Exception):
    """Raised by a test (or TestCase.skipTest, or a skip decorator) to skip it."""


class _ShouldStop(Exception):
    """Ends a test early (failfast after a failed subtest)."""


class _UnexpectedSuccess(Exception):
    """An expected failure that passed."""


class _Outcome(object):
    """What one run of a test collects: whether every part succeeded, and the exception an
    expected failure raised."""

    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, "addSubTest")
        self.success = True
        self.expectedFailure = None

    def _record(self, test_case, exc, subTest):
        """Report exception exc of one part of test_case to the result."""
        if isinstance(exc, SkipTest):
            self.success = False
            _addSkip(self.result, test_case, str(exc))
        elif isinstance(exc, _ShouldStop):
            pass
        else:
            exc_info = (type(exc), exc, exc.__traceback__)
            if self.expecting_failure:
                self.expectedFailure = exc_info
            else:
                self.success = False
                if subTest:
                    self.result.addSubTest(test_case.test_case, test_case, exc_info)
                else:
                    _addError(self.result, test_case, exc_info)

    def run_part(self, test_case, function, *args, **kwargs):
        """Run one part of a test (setUp, the test method, tearDown, a cleanup)."""
        previous = self.success
        self.success = True
        try:
            function(*args, **kwargs)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:
            self._record(test_case, exc, False)
        self.success = self.success and previous


def _addSkip(result, test_case, reason):
    addSkip = getattr(result, 'addSkip', None)
    if addSkip is not None:
        addSkip(test_case, reason)
    else:
        warnings.warn("TestResult has no addSkip method, skips not reported", RuntimeWarning, 2)
        result.addSuccess(test_case)


def _addError(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


def _id(obj):
    return obj


def _enter_context(cm, addcleanup):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit = cls.__exit__
    except AttributeError:
        raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    value = enter(cm)
    addcleanup(exit, cm, None, None, None)
    return value


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    """Call function(*args, **kwargs) after the module's tests, even if setUpModule failed."""
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    """Enter cm now and exit it with the module cleanups; returns what __enter__ returned."""
    return _enter_context(cm, addModuleCleanup)


def doModuleCleanups():
    """Run the module cleanups, last added first; the first exception one raised is raised again."""
    raised = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            raised.append(exc)
    if raised:
        raise raised[0]


def skip(reason):
    """Decorator: the test (or every test of the class) is skipped with reason."""
    def decorator(test_item):
        if not isinstance(test_item, type):
            original = test_item

            @functools.wraps(original)
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if isinstance(reason, types.FunctionType):
        item, reason = reason, ''
        return decorator(item)
    return decorator


def skipIf(condition, reason):
    """Decorator: skip the test when condition is true."""
    return skip(reason) if condition else _id


def skipUnless(condition, reason):
    """Decorator: skip the test when condition is false."""
    return _id if condition else skip(reason)


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class _BaseTestCaseContext:

    def __init__(self, test_case):
        self.test_case = test_case

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)


class _AssertRaisesBaseContext(_BaseTestCaseContext):

    def __init__(self, expected, test_case, expected_regex=None):
        _BaseTestCaseContext.__init__(self, test_case)
        self.expected = expected
        self.test_case = test_case
        if expected_regex is not None:
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def handle(self, name, args, kwargs):
        """With no args, the context manager itself (taking a msg keyword); otherwise call
        args[0](*args[1:], **kwargs) inside it."""
        if not _is_subtype(self.expected, self._base_type):
            raise TypeError('%s() arg 1 must be %s' % (name, self._base_type_str))
        if not args:
            self.msg = kwargs.pop('msg', None)
            if kwargs:
                raise TypeError('%r is an invalid keyword argument for this function' % (next(iter(kwargs)),))
            return self
        callable_obj, *args = args
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)


def _expected_name(expected):
    try:
        return expected.__name__
    except AttributeError:
        return str(expected)


class _AssertRaisesContext(_AssertRaisesBaseContext):
    """What assertRaises and assertRaisesRegex return or run the callable in."""

    _base_type = BaseException
    _base_type_str = 'an exception type or tuple of exception types'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            name = _expected_name(self.expected)
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(name, self.obj_name))
            self._raiseFailure("{} not raised".format(name))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(self.expected_regex.pattern, str(exc_value)))
        return True

    __class_getitem__ = classmethod(types.GenericAlias)


class _AssertWarnsContext(_AssertRaisesBaseContext):
    """What assertWarns and assertWarnsRegex return or run the callable in."""

    _base_type = Warning
    _base_type_str = 'a warning type or tuple of warning types'

    def __enter__(self):
        for module in list(sys.modules.values()):
            if getattr(module, '__warningregistry__', None):
                module.__warningregistry__ = {}
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return
        name = _expected_name(self.expected)
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return
        if first_matching is not None:
            self._raiseFailure('"{}" does not match "{}"'.format(self.expected_regex.pattern, str(first_matching)))
        if self.obj_name:
            self._raiseFailure("{} not triggered by {}".format(name, self.obj_name))
        self._raiseFailure("{} not triggered".format(name))


class _OrderedChainMap(collections.ChainMap):
    def __iter__(self):
        seen = set()
        for mapping in self.maps:
            for key in mapping:
                if key not in seen:
                    seen.add(key)
                    yield key


class _SubTestContext:
    """What TestCase.subTest returns: the block runs as one subtest whose exception is
    reported to the result, after which the test goes on."""

    def __init__(self, test_case, msg, params):
        self._case = test_case
        self._msg = msg
        self._params = params

    def __enter__(self):
        case = self._case
        outcome = case._outcome
        self._active = outcome is not None and outcome.result_supports_subtests
        if not self._active:
            return None
        self._parent = case._subtest
        if self._parent is None:
            params_map = _OrderedChainMap(self._params)
        else:
            params_map = self._parent.params.new_child(self._params)
        case._subtest = _SubTest(case, self._msg, params_map)
        self._previous_success = outcome.success
        outcome.success = True
        return None

    def __exit__(self, exc_type, exc_value, tb):
        if not self._active:
            return False
        case = self._case
        outcome = case._outcome
        subtest = case._subtest
        try:
            if exc_type is not None and issubclass(exc_type, KeyboardInterrupt):
                return False
            if exc_type is None:
                if outcome.success:
                    outcome.result.addSubTest(subtest.test_case, subtest, None)
            else:
                outcome._record(subtest, exc_value, True)
            outcome.success = outcome.success and self._previous_success
            if not outcome.success:
                if outcome.result is not None and outcome.result.failfast:
                    raise _ShouldStop
            elif outcome.expectedFailure:
                raise _ShouldStop
            return True
        finally:
            case._subtest = self._parent


class TestCase(object):
    """One test: an instance runs the test method named by methodName (runTest by default)
    between setUp and tearDown. Subclasses define test_* methods and use the assert
    methods; failureException, longMessage and maxDiff shape the failures they report.
    """

    failureException = AssertionError

    longMessage = True

    maxDiff = 80 * 8

    # Strings longer than this are compared without a diff (difflib is quadratic).
    _diffThreshold = 2 ** 16

    _classSetupFailed = False

    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName='runTest'):
        """A test that runs the method methodName; ValueError when the class has none by that name."""
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = 'No test'
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError("no such test method in %s: %s" % (self.__class__, methodName))
        else:
            self._testMethodDoc = testMethod.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, 'assertDictEqual')
        self.addTypeEqualityFunc(list, 'assertListEqual')
        self.addTypeEqualityFunc(tuple, 'assertTupleEqual')
        self.addTypeEqualityFunc(set, 'assertSetEqual')
        self.addTypeEqualityFunc(frozenset, 'assertSetEqual')
        self.addTypeEqualityFunc(str, 'assertMultiLineEqual')

    def addTypeEqualityFunc(self, typeobj, function):
        """Have assertEqual compare two objects of type typeobj with function (or the method of that name)."""
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        """Call function(*args, **kwargs) after tearDown (last added first), even if setUp failed."""
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        """Enter cm now and exit it as a cleanup; returns what __enter__ returned."""
        return _enter_context(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        """Call function(*args, **kwargs) after tearDownClass, even if setUpClass failed."""
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        """Enter cm now and exit it with the class cleanups; returns what __enter__ returned."""
        return _enter_context(cm, cls.addClassCleanup)

    def setUp(self):
        """Runs before each test method."""
        pass

    def tearDown(self):
        """Runs after each test method whose setUp succeeded."""
        pass

    @classmethod
    def setUpClass(cls):
        """Runs once before the class's tests."""

    @classmethod
    def tearDownClass(cls):
        """Runs once after the class's tests."""

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return result.TestResult()

    def shortDescription(self):
        """The first line of the test method's docstring, or None."""
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__), self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        """A context manager running its block as a subtest named by msg and params: a failure
        there is reported and the test goes on after the block."""
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        try:
            addExpectedFailure = result.addExpectedFailure
        except AttributeError:
            warnings.warn("TestResult has no addExpectedFailure method, reporting as passes", RuntimeWarning)
            result.addSuccess(self)
        else:
            addExpectedFailure(self, exc_info)

    def _addUnexpectedSuccess(self, result):
        try:
            addUnexpectedSuccess = result.addUnexpectedSuccess
        except AttributeError:
            warnings.warn("TestResult has no addUnexpectedSuccess method, reporting as failure", RuntimeWarning)
            try:
                raise _UnexpectedSuccess from None
            except _UnexpectedSuccess as exc:
                result.addFailure(self, (type(exc), exc, exc.__traceback__))
        else:
            addUnexpectedSuccess(self)

    def _addDuration(self, result, elapsed):
        try:
            addDuration = result.addDuration
        except AttributeError:
            warnings.warn("TestResult has no addDuration method", RuntimeWarning)
        else:
            addDuration(self, elapsed)

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        if method() is not None:
            warnings.warn(f'It is deprecated to return a value that is not None from a '
                          f'test case ({method})', DeprecationWarning, stacklevel=3)

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
            startTestRun = getattr(result, 'startTestRun', None)
            stopTestRun = getattr(result, 'stopTestRun', None)
            if startTestRun is not None:
                startTestRun()
        else:
            stopTestRun = None

        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            if (getattr(self.__class__, "__unittest_skip__", False) or
                    getattr(testMethod, "__unittest_skip__", False)):
                why = (getattr(self.__class__, '__unittest_skip_why__', '')
                       or getattr(testMethod, '__unittest_skip_why__', ''))
                _addSkip(result, self, why)
                return result

            expecting_failure = (getattr(self, "__unittest_expecting_failure__", False) or
                                 getattr(testMethod, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            start_time = time.perf_counter()
            try:
                self._outcome = outcome
                outcome.run_part(self, self._callSetUp)
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    outcome.run_part(self, self._callTestMethod, testMethod)
                    outcome.expecting_failure = False
                    outcome.run_part(self, self._callTearDown)
                self.doCleanups()
                self._addDuration(result, time.perf_counter() - start_time)
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result, outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stopTestRun is not None:
                stopTestRun()

    def doCleanups(self):
        """Run the cleanups, last added first; whether all of them succeeded."""
        outcome = self._outcome or _Outcome()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            outcome.run_part(self, self._callCleanup, function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        """Run the class cleanups, last added first, keeping their exceptions in tearDown_exceptions."""
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception as exc:
                cls.tearDown_exceptions.append((type(exc), exc, exc.__traceback__))

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the test, letting its exceptions through instead of reporting them."""
        testMethod = getattr(self, self._testMethodName)
        if (getattr(self.__class__, "__unittest_skip__", False) or
                getattr(testMethod, "__unittest_skip__", False)):
            why = (getattr(self.__class__, '__unittest_skip_why__', '')
                   or getattr(testMethod, '__unittest_skip_why__', ''))
            raise SkipTest(why)
        self._callSetUp()
        self._callTestMethod(testMethod)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        """Skip this test with reason."""
        raise SkipTest(reason)

    def fail(self, msg=None):
        """Fail now with msg."""
        raise self.failureException(msg)

    def assertFalse(self, expr, msg=None):
        """Fail unless expr is false."""
        if expr:
            raise self.failureException(self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def assertTrue(self, expr, msg=None):
        """Fail unless expr is true."""
        if not expr:
            raise self.failureException(self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def _formatMessage(self, msg, standardMsg):
        """The failure message: with longMessage, the standard message and then
        ' : ' and msg when one is given; without, msg or else the standard message."""
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return '%s : %s' % (standardMsg, msg)

    def assertRaises(self, expected_exception, *args, **kwargs):
        """Fail unless calling args[0](*args[1:], **kwargs) raises expected_exception; with no
        callable, a context manager whose block must raise it (its exception attribute
        then holds the exception)."""
        return _AssertRaisesContext(expected_exception, self).handle('assertRaises', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        """Fail unless calling args[0](*args[1:], **kwargs) warns with expected_warning; with no
        callable, a context manager whose block must warn (warning, filename and lineno
        then describe the warning)."""
        return _AssertWarnsContext(expected_warning, self).handle('assertWarns', args, kwargs)

    def assertLogs(self, logger=None, level=None):
        """A context manager failing unless its block logs at level (INFO by default) or higher
        on logger (the root logger by default); it yields the records and their output."""
        from ._log import _AssertLogsContext
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        """A context manager failing if its block logs at level or higher on logger."""
        from ._log import _AssertLogsContext
        return _AssertLogsContext(self, logger, level, no_logs=True)

    def _getAssertEqualityFunc(self, first, second):
        """The comparison function for first and second: the one registered for their type
        when both have the same type, else _baseAssertEqual."""
        if type(first) is type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        """Fail unless first == second (any types)."""
        if not first == second:
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertEqual(self, first, second, msg=None):
        """Fail unless first == second, with a diff for lists, tuples, dicts, sets and strings."""
        assertion_func = self._getAssertEqualityFunc(first, second)
        assertion_func(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        """Fail if first == second."""
        if not first != second:
            standardMsg = '%s == %s' % (safe_repr(first), safe_repr(second))
            raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        """Fail unless first and second differ by nothing once rounded to places (7) decimal
        places, or by at most delta."""
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = '%s != %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = '%s != %s within %r places (%s difference)' % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        """Fail if first and second are equal rounded to places (7) decimal places, or within delta."""
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = '%s == %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = '%s == %s within %r places' % (safe_repr(first), safe_repr(second), places)
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        """Fail unless the two sequences have equal items in order (and are of seq_type when given)."""
        if seq_type is not None:
            kind = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException('First sequence is not a %s: %s' % (kind, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException('Second sequence is not a %s: %s' % (kind, safe_repr(seq2)))
        else:
            kind = "sequence"

        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = 'First %s has no length.    Non-sequence?' % kind
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = 'Second %s has no length.    Non-sequence?' % kind

        if differing is None:
            if seq1 == seq2:
                return
            differing = '%ss differ: %s != %s\n' % ((kind.capitalize(),) + _common_shorten_repr(seq1, seq2))
            all_equal = True
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of first %s\n' % (i, kind)
                    all_equal = False
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of second %s\n' % (i, kind)
                    all_equal = False
                    break
                if item1 != item2:
                    differing += '\nFirst differing element %d:\n%s\n%s\n' % ((i,) + _common_shorten_repr(item1, item2))
                    all_equal = False
                    break
            if all_equal and len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                # The same elements in sequences of different types.
                return
            if len1 > len2:
                differing += '\nFirst %s contains %d additional elements.\n' % (kind, len1 - len2)
                try:
                    differing += 'First extra element %d:\n%s\n' % (len2, safe_repr(seq1[len2]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of first %s\n' % (len2, kind)
            elif len1 < len2:
                differing += '\nSecond %s contains %d additional elements.\n' % (kind, len2 - len1)
                try:
                    differing += 'First extra element %d:\n%s\n' % (len1, safe_repr(seq2[len1]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of second %s\n' % (len1, kind)
        diff = '\n' + '\n'.join(difflib.ndiff(pprint.pformat(seq1).splitlines(), pprint.pformat(seq2).splitlines()))
        standardMsg = self._truncateMessage(differing, diff)
        self.fail(self._formatMessage(msg, standardMsg))

    def _truncateMessage(self, message, diff):
        max_diff = self.maxDiff
        if max_diff is None or len(diff) <= max_diff:
            return message + diff
        return message + (DIFF_OMITTED % len(diff))

    def assertListEqual(self, list1, list2, msg=None):
        """assertSequenceEqual for two lists."""
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        """assertSequenceEqual for two tuples."""
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        """Fail unless the two sets have the same items."""
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('first argument does not support set difference: %s' % e)
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('second argument does not support set difference: %s' % e)
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append('Items in the first set but not the second:')
            lines.extend(repr(item) for item in difference1)
        if difference2:
            lines.append('Items in the second set but not the first:')
            lines.extend(repr(item) for item in difference2)
        self.fail(self._formatMessage(msg, '\n'.join(lines)))

    def assertIn(self, member, container, msg=None):
        """Fail unless member in container."""
        if member not in container:
            standardMsg = '%s not found in %s' % (safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotIn(self, member, container, msg=None):
        """Fail if member in container."""
        if member in container:
            standardMsg = '%s unexpectedly found in %s' % (safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIs(self, expr1, expr2, msg=None):
        """Fail unless expr1 is expr2."""
        if expr1 is not expr2:
            standardMsg = '%s is not %s' % (safe_repr(expr1), safe_repr(expr2))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNot(self, expr1, expr2, msg=None):
        """Fail if expr1 is expr2."""
        if expr1 is expr2:
            standardMsg = 'unexpectedly identical: %s' % (safe_repr(expr1),)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 != d2:
            standardMsg = '%s != %s' % _common_shorten_repr(d1, d2)
            diff = '\n' + '\n'.join(difflib.ndiff(pprint.pformat(d1).splitlines(), pprint.pformat(d2).splitlines()))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertCountEqual(self, first, second, msg=None):
        """Fail unless first and second hold the same items the same number of times, in any order."""
        first_seq, second_seq = list(first), list(second)
        try:
            counts_equal = collections.Counter(first_seq) == collections.Counter(second_seq)
        except TypeError:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        else:
            if counts_equal:
                return
            differences = _count_diff_hashable(first_seq, second_seq)
        if differences:
            standardMsg = 'Element counts were not equal:\n'
            lines = ['First has %d, Second has %d:  %r' % d for d in differences]
            standardMsg = self._truncateMessage(standardMsg, '\n'.join(lines))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertMultiLineEqual(self, first, second, msg=None):
        """Fail unless the two strings are equal, with a line diff."""
        self.assertIsInstance(first, str, 'First argument is not a string')
        self.assertIsInstance(second, str, 'Second argument is not a string')
        if first != second:
            # Too long for difflib in reasonable time: the plain message.
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            firstlines = first.splitlines(keepends=True)
            secondlines = second.splitlines(keepends=True)
            if len(firstlines) == 1 and first.strip('\r\n') == first:
                firstlines = [first + '\n']
                secondlines = [second + '\n']
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            diff = '\n' + ''.join(difflib.ndiff(firstlines, secondlines))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertLess(self, a, b, msg=None):
        """Fail unless a < b."""
        if not a < b:
            self.fail(self._formatMessage(msg, '%s not less than %s' % (safe_repr(a), safe_repr(b))))

    def assertLessEqual(self, a, b, msg=None):
        """Fail unless a <= b."""
        if not a <= b:
            self.fail(self._formatMessage(msg, '%s not less than or equal to %s' % (safe_repr(a), safe_repr(b))))

    def assertGreater(self, a, b, msg=None):
        """Fail unless a > b."""
        if not a > b:
            self.fail(self._formatMessage(msg, '%s not greater than %s' % (safe_repr(a), safe_repr(b))))

    def assertGreaterEqual(self, a, b, msg=None):
        """Fail unless a >= b."""
        if not a >= b:
            self.fail(self._formatMessage(msg, '%s not greater than or equal to %s' % (safe_repr(a), safe_repr(b))))

    def assertIsNone(self, obj, msg=None):
        """Fail unless obj is None."""
        if obj is not None:
            self.fail(self._formatMessage(msg, '%s is not None' % (safe_repr(obj),)))

    def assertIsNotNone(self, obj, msg=None):
        """Fail if obj is None."""
        if obj is None:
            self.fail(self._formatMessage(msg, 'unexpectedly None'))

    def assertIsInstance(self, obj, cls, msg=None):
        """Fail unless isinstance(obj, cls)."""
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(msg, '%s is not an instance of %r' % (safe_repr(obj), cls)))

    def assertNotIsInstance(self, obj, cls, msg=None):
        """Fail if isinstance(obj, cls)."""
        if isinstance(obj, cls):
            self.fail(self._formatMessage(msg, '%s is an instance of %r' % (safe_repr(obj), cls)))

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        """assertRaises, and the exception's message must match expected_regex (re.search)."""
        context = _AssertRaisesContext(expected_exception, self, expected_regex)
        return context.handle('assertRaisesRegex', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        """assertWarns, and the warning's message must match expected_regex (re.search)."""
        context = _AssertWarnsContext(expected_warning, self, expected_regex)
        return context.handle('assertWarnsRegex', args, kwargs)

    def assertRegex(self, text, expected_regex, msg=None):
        """Fail unless expected_regex matches somewhere in text."""
        if isinstance(expected_regex, (str, bytes)):
            assert expected_regex, "expected_regex must not be empty."
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)
            raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        """Fail if unexpected_regex matches somewhere in text."""
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = 'Regex matched: %r matches %r in %r' % (
                text[match.start():match.end()], unexpected_regex.pattern, text)
            raise self.failureException(self._formatMessage(msg, standardMsg))


class FunctionTestCase(TestCase):
    """A TestCase running a plain function, with optional setUp and tearDown functions."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super(FunctionTestCase, self).__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and self._tearDownFunc == other._tearDownFunc and
                self._testFunc == other._testFunc and self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc, self._testFunc, self._description))

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


class _SubTest(TestCase):

    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append("[{}]".format(self._message))
        if self.params:
            parts.append("({})".format(', '.join("{}={!r}".format(k, v) for (k, v) in self.params.items())))
        return " ".join(parts) or '(<subtest>)'

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        """The description of the test the subtest belongs to."""
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())
