# tf.test's testing framework (TF 2.20's tensorflow/python/framework/test_util.py
# TensorFlowTestCase, tensorflow/python/platform/googletest.py and test.py, over absl-py's
# absltest), written for tfplay: tf.test.TestCase is absltest's TestCase (its test
# descriptions, string and dict diffs, assertLen, assertEmpty, ...) plus TF's array assertions
# (assertAllEqual, assertAllClose and their failure messages, assertAllInRange, ...),
# evaluate() and the eager stand-ins TF 2 gives session() and cached_session(); tf.test.main()
# prints what absltest.main prints (the Python version line, "[ RUN      ]" / "[       OK ]"
# lines) and ends the program with its exit status. Graph-mode sessions are not available.
import atexit
import collections.abc
import contextlib
import itertools
import math
import os
import random
import re
import sys
import tempfile
import unittest

import numpy as np

tf = None

# tensorflow/python/framework/random_seed.py's DEFAULT_GRAPH_SEED: the seed every test starts with.
_DEFAULT_GRAPH_SEED = 87654321


def _install(tf_module):
    global tf
    tf = tf_module


# ---------------------------------------------------------------------------------------------
# absltest (absl/testing/absltest.py and _pretty_print_reporter.py)

def _print_python_version():
    sys.stderr.write('Running tests under Python {0[0]}.{0[1]}.{0[2]}: {1}\n'.format(
        sys.version_info, sys.executable if sys.executable else 'embedded.'))


class _AbslRaisesContext:
    """What assertRaisesWithLiteralMatch returns: the exception must be of the expected type
    and pass the check."""

    def __init__(self, expected_exception, test_case, check, msg=None):
        self.expected_exception = expected_exception
        self.test_case = test_case
        self.check = check
        self.msg = msg

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            self.test_case.fail(self.expected_exception.__name__ + ' not raised', self.msg)
        if not issubclass(exc_type, self.expected_exception):
            return False
        self.check(exc_value)
        if exc_value:
            self.exception = exc_value.with_traceback(None)
        return True


class _AbslTestCase(unittest.TestCase):
    """absltest.TestCase: unittest's TestCase with absl's descriptions and assertions."""

    def shortDescription(self):
        desc = self.id()
        if desc.startswith('__main__.'):
            desc = desc[len('__main__.'):]
        first_line = super().shortDescription()
        if first_line is not None:
            desc = '\n'.join((desc, first_line))
        return desc

    def fail(self, msg=None, user_msg=None):
        super().fail(self._formatMessage(user_msg, msg))

    def assertStartsWith(self, actual, expected_start, msg=None):
        if not actual.startswith(expected_start):
            self.fail('%r does not start with %r' % (actual, expected_start), msg)

    def assertNotStartsWith(self, actual, unexpected_start, msg=None):
        if actual.startswith(unexpected_start):
            self.fail('%r does start with %r' % (actual, unexpected_start), msg)

    def assertEndsWith(self, actual, expected_end, msg=None):
        if not actual.endswith(expected_end):
            self.fail('%r does not end with %r' % (actual, expected_end), msg)

    def assertNotEndsWith(self, actual, unexpected_end, msg=None):
        if actual.endswith(unexpected_end):
            self.fail('%r does end with %r' % (actual, unexpected_end), msg)

    def _sized(self, container, msg):
        if not isinstance(container, collections.abc.Sized):
            self.fail('Expected a Sized object, got: {!r}'.format(type(container).__name__), msg)

    def assertEmpty(self, container, msg=None):
        self._sized(container, msg)
        if len(container):
            self.fail(f'{container!r} has length of {len(container)}.', msg)

    def assertNotEmpty(self, container, msg=None):
        self._sized(container, msg)
        if not len(container):
            self.fail(f'{container!r} has length of 0.', msg)

    def assertLen(self, container, expected_len, msg=None):
        self._sized(container, msg)
        if len(container) != expected_len:
            self.fail('{} has length of {}, expected {}.'.format(
                unittest.util.safe_repr(container), len(container), expected_len), msg)

    def assertSequenceAlmostEqual(self, expected_seq, actual_seq, places=None, msg=None, delta=None):
        if len(expected_seq) != len(actual_seq):
            self.fail('Sequence size mismatch: {} vs {}'.format(len(expected_seq), len(actual_seq)), msg)
        problems = []
        for i, (expected, actual) in enumerate(zip(expected_seq, actual_seq)):
            try:
                self.assertAlmostEqual(expected, actual, places=places, msg=msg, delta=delta)
            except self.failureException as err:
                problems.append(f'At index {i}: {err}')
        if problems:
            if len(problems) > 30:
                problems = problems[:30] + ['...']
            self.fail(self._formatMessage(msg, '\n'.join(problems)))

    def assertContainsSubset(self, expected_subset, actual_set, msg=None):
        missing = set(expected_subset) - set(actual_set)
        if missing:
            self.fail('Missing elements %s\nExpected: %s\nActual: %s' % (missing, expected_subset, actual_set), msg)

    def assertNoCommonElements(self, expected_seq, actual_seq, msg=None):
        common = set(expected_seq) & set(actual_seq)
        if common:
            self.fail('Common elements %s\nExpected: %s\nActual: %s' % (common, expected_seq, actual_seq), msg)

    def assertItemsEqual(self, expected_seq, actual_seq, msg=None):
        super().assertCountEqual(expected_seq, actual_seq, msg)

    def assertSameElements(self, expected_seq, actual_seq, msg=None):
        if isinstance(expected_seq, (str, bytes)) or isinstance(actual_seq, (str, bytes)):
            self.fail('Passing string/bytes to assertSameElements is usually a bug. '
                      'Did you mean to use assertEqual?\n'
                      'Expected: %s\nActual: %s' % (expected_seq, actual_seq))
        try:
            expected = dict.fromkeys(expected_seq)
            actual = dict.fromkeys(actual_seq)
            missing = sorted(e for e in expected if e not in actual)
            unexpected = sorted(e for e in actual if e not in expected)
        except TypeError:
            expected = sorted(expected_seq)
            actual = sorted(actual_seq)
            missing, unexpected = unittest.util.sorted_list_difference(expected, actual)
        parts = []
        if msg:
            parts.extend((msg, ':\n'))
        if missing:
            parts.append('Expected, but missing:\n  %r\n' % missing)
        if unexpected:
            parts.append('Unexpected, but present:\n  %r\n' % unexpected)
        if missing or unexpected:
            self.fail(''.join(parts))

    def assertMultiLineEqual(self, first, second, msg=None, **kwargs):
        import difflib
        assert isinstance(first, str), 'First argument is not a string: %r' % (first,)
        assert isinstance(second, str), 'Second argument is not a string: %r' % (second,)
        line_limit = kwargs.pop('line_limit', 0)
        if kwargs:
            raise TypeError(f'Unexpected keyword args {tuple(kwargs)}')
        if first == second:
            return
        lines = [msg + ':\n'] if msg else ['\n']
        if line_limit:
            line_limit += len(lines)
        for line in difflib.ndiff(first.splitlines(True), second.splitlines(True)):
            lines.append(line)
            if not line.endswith('\n'):
                lines.append('\n')
        if line_limit and len(lines) > line_limit:
            omitted = len(lines) - line_limit
            lines = lines[:line_limit]
            lines.append('(... and {} more delta lines omitted for brevity.)\n'.format(omitted))
        raise self.failureException(''.join(lines))

    def assertBetween(self, value, minv, maxv, msg=None):
        msg = self._formatMessage(msg, '"%r" unexpectedly not between "%r" and "%r"' % (value, minv, maxv))
        self.assertTrue(minv <= value, msg)
        self.assertTrue(maxv >= value, msg)

    def assertSequenceStartsWith(self, prefix, whole, msg=None):
        try:
            prefix_len = len(prefix)
        except (TypeError, NotImplementedError):
            prefix = [prefix]
            prefix_len = 1
        if isinstance(whole, (collections.abc.Mapping, collections.abc.Set)):
            self.fail('For whole: Mapping or Set objects are not supported, found type: %s' % type(whole), msg)
        try:
            whole_len = len(whole)
        except (TypeError, NotImplementedError):
            self.fail('For whole: len(%s) is not supported, it appears to be type: %s' % (whole, type(whole)), msg)
        assert prefix_len <= whole_len, self._formatMessage(
            msg, 'Prefix length (%d) is longer than whole length (%d).' % (prefix_len, whole_len))
        if not prefix_len and whole_len:
            self.fail('Prefix length is 0 but whole length is %d: %s' % (len(whole), whole), msg)
        try:
            self.assertSequenceEqual(prefix, whole[:prefix_len], msg)
        except AssertionError:
            self.fail('prefix: %s not found at start of whole: %s.' % (prefix, whole), msg)

    def assertContainsInOrder(self, strings, target, msg=None):
        if isinstance(strings, (bytes, str)):
            strings = (strings,)
        current_index = 0
        last_string = None
        for string in strings:
            index = target.find(str(string), current_index)
            if index == -1 and current_index == 0:
                self.fail("Did not find '%s' in '%s'" % (string, target), msg)
            elif index == -1:
                self.fail("Did not find '%s' after '%s' in '%s'" % (string, last_string, target), msg)
            last_string = string
            current_index = index

    def assertRaisesWithLiteralMatch(self, expected_exception, expected_exception_message,
                                     callable_obj=None, *args, **kwargs):
        def check(err):
            actual = str(err)
            self.assertTrue(expected_exception_message == actual,
                            'Exception message does not match.\nExpected: %r\nActual: %r'
                            % (expected_exception_message, actual))
        context = _AbslRaisesContext(expected_exception, self, check)
        if callable_obj is None:
            return context
        with context:
            callable_obj(*args, **kwargs)

    def assertDictEqual(self, a, b, msg=None):
        self.assertMappingEqual(a, b, msg, mapping_type=dict)

    def assertMappingEqual(self, a, b, msg=None, mapping_type=collections.abc.Mapping):
        if not isinstance(a, mapping_type):
            self.fail(f'a should be a {mapping_type.__name__}, found type: {type(a).__name__}', msg)
        if not isinstance(b, mapping_type):
            self.fail(f'b should be a {mapping_type.__name__}, found type: {type(b).__name__}', msg)
        if a == b:
            return

        def ordered(items):
            try:
                return sorted(items)
            except TypeError:
                return items

        safe_repr = unittest.util.safe_repr
        unexpected, missing, different = [], [], []
        for key, value in ordered(list(a.items())):
            if key not in b:
                missing.append((key, value))
            elif not value == b[key]:
                different.append((key, value, b[key]))
        for key, value in ordered(list(b.items())):
            if key not in a:
                unexpected.append((key, value))
        if not (unexpected or different or missing):
            return

        def text(mapping):
            entries = sorted((safe_repr(k), safe_repr(v)) for k, v in mapping.items())
            return '{' + ', '.join(f'{k}: {v}' for k, v in entries) + '}'

        lines = [f'{text(a)} != {text(b)}{"(" + msg + ")" if msg else ""}']
        if unexpected:
            lines.append('Unexpected, but present entries:\n'
                         + ''.join(f'{safe_repr(k)}: {safe_repr(v)}\n' for k, v in unexpected))
        if different:
            lines.append('repr() of differing entries:\n'
                         + ''.join(f'{safe_repr(k)}: {safe_repr(x)} != {safe_repr(y)}\n' for k, x, y in different))
        if missing:
            lines.append('Missing entries:\n' + ''.join(f'{safe_repr(k)}: {safe_repr(v)}\n' for k, v in missing))
        raise self.failureException('\n'.join(lines))


_AbslTestCase.__module__ = 'absl.testing.absltest'
_AbslTestCase.__name__ = _AbslTestCase.__qualname__ = 'TestCase'

_SUSPICIOUS_NAME = ("Method '%s' is named like a test case but\n"
                    "is not one. This is often a bug. If you want it to be a test method,\n"
                    "name it with 'test' in lowercase. If not, rename the method to not begin\n"
                    "with 'Test'.")


class _AbslTestLoader(unittest.TestLoader):
    """absltest.TestLoader: refuses methods named like TestFoo (a mistyped test name)."""

    def getTestCaseNames(self, testCaseClass):
        import inspect
        for name in dir(testCaseClass):
            if name.startswith('Test') and len(name) > 4 and name[4].isupper():
                attr = getattr(testCaseClass, name)
                if inspect.isfunction(attr) or inspect.ismethod(attr):
                    spec = inspect.getfullargspec(attr)
                    if (len(spec.args) == 1 and spec.args[0] == 'self' and spec.varargs is None
                            and spec.varkw is None and not spec.kwonlyargs):
                        raise TypeError(_SUSPICIOUS_NAME % name)
        return list(super().getTestCaseNames(testCaseClass))


class _PrettyTextTestResult(unittest.TextTestResult):
    """absl's _pretty_print_reporter.TextTestResult: a "[ RUN      ] Class.test" line before
    each test and its outcome after it; unittest's own progress is off."""

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, 0)
        self._per_test_output = verbosity > 0

    def _print_status(self, tag, test, reason=None):
        if self._per_test_output:
            test_id = test.id()
            if test_id.startswith('__main__.'):
                test_id = test_id[len('__main__.'):]
            if reason:
                print(f'[{tag}] {test_id} - {reason}', file=self.stream)
            else:
                print(f'[{tag}] {test_id}', file=self.stream)
            self.stream.flush()

    def startTest(self, test):
        super().startTest(test)
        self._print_status(' RUN      ', test)

    def addSuccess(self, test):
        super().addSuccess(test)
        self._print_status('       OK ', test)

    def addError(self, test, err):
        super().addError(test, err)
        self._print_status('  FAILED  ', test)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._print_status('  FAILED  ', test)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._print_status('  SKIPPED ', test, reason)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._print_status('       OK ', test)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._print_status('  FAILED  ', test)


class _PrettyTextTestRunner(unittest.TextTestRunner):
    def _makeResult(self):
        return _PrettyTextTestResult(self.stream, self.descriptions, self.verbosity)


# ---------------------------------------------------------------------------------------------
# googletest (tensorflow/python/platform/googletest.py)

_temp_dir = None


def _rmtree(path):
    import shutil
    shutil.rmtree(path, ignore_errors=True)


def get_temp_dir():
    """googletest.GetTempDir: a temporary directory for the program's tests (the same one for
    the whole run), removed when the program ends; TestCase.get_temp_dir makes its own in it."""
    global _temp_dir
    if not _temp_dir:
        script = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else 'test'
        prefix = os.path.join(tempfile.gettempdir(), script).rstrip('.py')
        _temp_dir = tempfile.mkdtemp(prefix=prefix)
        atexit.register(_rmtree, _temp_dir)
    return _temp_dir


def main(argv=None):
    """Run the TestCase classes of the program (__main__) as absltest.main does, then end the
    program: exit status 0 when they passed, 1 when one failed, 5 when none ran."""
    _print_python_version()
    argv = list(sys.argv if argv is None else argv)
    program = unittest.TestProgram(module='__main__', argv=argv, testRunner=_PrettyTextTestRunner,
                                   testLoader=_AbslTestLoader(), exit=False)
    result = program.result
    if result.testsRun == 0 and not result.skipped:
        sys.exit(5)
    sys.exit(not result.wasSuccessful())


# ---------------------------------------------------------------------------------------------
# TensorFlowTestCase (tensorflow/python/framework/test_util.py)

class EagerSessionWarner:
    """What self.session() gives under eager execution: nothing to call on it."""

    def __getattr__(self, attr):
        raise AttributeError(
            "Trying to access properties or call methods on the result of "
            "self.session(), self.cached_session(), etc while eager execution "
            "is enabled. If you're porting this test case to TF 2.0, either "
            "adapt the test to work with eager execution or insert a call to "
            "tf.disable_eager_execution() in the main() function of this test "
            "file.")


class FakeEagerSession:
    """What self.cached_session() gives under eager execution: run(t) evaluates t."""

    def __init__(self, test_case):
        self._test_case = test_case

    def run(self, fetches, *args, **kwargs):
        feed_dict = kwargs.pop("feed_dict", {})
        if feed_dict:
            raise RuntimeError(
                "feed_dict is not supported when eager execution is enabled "
                "(in this case, sess.run(t) is shorthand for t.numpy()")
        if args or kwargs:
            raise RuntimeError(
                "Optional args are not supported when eager execution is enabled "
                "(in this case, sess.run(t) is shorthand for t.numpy()")
        return self._test_case.evaluate(fetches)


def _graph_mode(what):
    return NotImplementedError(f"{what} outside eager execution (a TF 1 graph session) is not available in tfplay")


def _as_lists(value):
    if isinstance(value, (list, tuple)):
        return [_as_lists(v) for v in value]
    return value


def _is_tf_value(value):
    return tf.is_tensor(value) or isinstance(value, tf.Variable)


class TensorFlowTestCase(_AbslTestCase):
    """tf.test.TestCase: a unittest TestCase with assertions and helpers for TensorFlow values."""

    def __init__(self, methodName="runTest"):
        super().__init__(methodName)
        self._threads = []
        self._tempdir = None
        self._cached_session = None
        self._test_start_time = None
        self._set_default_seed = True

    def setUp(self):
        super().setUp()
        random.seed(_DEFAULT_GRAPH_SEED)
        np.random.seed(_DEFAULT_GRAPH_SEED)
        if self._set_default_seed:
            tf.random.set_seed(_DEFAULT_GRAPH_SEED)
        # TF skips its own test_session method, which the loader takes for a test.
        if self.id().endswith(".test_session"):
            self.skipTest("Not a test.")

    def tearDown(self):
        self._cached_session = None
        super().tearDown()

    def get_temp_dir(self):
        """A temporary directory of this test (the same one each call in the test)."""
        if not self._tempdir:
            self._tempdir = tempfile.mkdtemp(dir=get_temp_dir())
        return self._tempdir

    def assertStartsWith(self, actual, expected_start, msg=None):
        if not actual.startswith(expected_start):
            fail_msg = "%r does not start with %r" % (actual, expected_start)
            fail_msg += " : %r" % (msg) if msg else ""
            self.fail(fail_msg)

    def _eval_tensor(self, tensor):
        if tensor is None:
            return None
        if callable(tensor):
            return self._eval_helper(tensor())
        if isinstance(tensor, tf.SparseTensor):
            # TF gives a SparseTensorValue of the three arrays.
            return tf.compat.v1.SparseTensorValue(tensor.indices.numpy(), tensor.values.numpy(),
                                                  tensor.dense_shape.numpy())
        if isinstance(tensor, tf.RaggedTensor):
            raise NotImplementedError("TestCase.evaluate of a RaggedTensor (TF gives a RaggedTensorValue) "
                                      "is not available in tfplay; use its to_list() or numpy()")
        numpy = getattr(tensor, "numpy", None)
        if numpy is not None and callable(numpy):
            return numpy()
        raise ValueError(f"Unsupported type {type(tensor).__name__!r}.")

    def _eval_helper(self, tensors):
        if tensors is None:
            return None
        return tf.nest.map_structure(self._eval_tensor, tensors)

    def evaluate(self, tensors):
        """The NumPy values of tensors (a Tensor or a nested structure of them)."""
        if not tf.executing_eagerly():
            raise _graph_mode("TestCase.evaluate")
        return self._eval_helper(tensors)

    @contextlib.contextmanager
    def session(self, graph=None, config=None, use_gpu=True, force_gpu=False):
        if not tf.executing_eagerly():
            raise _graph_mode("TestCase.session")
        yield EagerSessionWarner()

    @contextlib.contextmanager
    def cached_session(self, graph=None, config=None, use_gpu=True, force_gpu=False):
        if not tf.executing_eagerly():
            raise _graph_mode("TestCase.cached_session")
        yield FakeEagerSession(self)

    @contextlib.contextmanager
    def test_session(self, graph=None, config=None, use_gpu=True, force_gpu=False):
        """Deprecated: use cached_session()."""
        if self.id().endswith(".test_session"):
            self.skipTest(
                "Tests that have the name \"test_session\" are automatically skipped "
                "by TensorFlow test fixture, as the name is reserved for creating "
                "sessions within tests. Please rename your test if you have a test "
                "with this name.")
        if not tf.executing_eagerly():
            raise _graph_mode("TestCase.test_session")
        yield None

    def assertNear(self, f1, f2, err, msg=None):
        """Fail unless |f1 - f2| <= err."""
        self.assertTrue(f1 == f2 or math.fabs(f1 - f2) <= err, "%f != %f +/- %f%s" %
                        (f1, f2, err, " (%s)" % msg if msg is not None else ""))

    def assertArrayNear(self, farray1, farray2, err, msg=None):
        """Fail unless the two float sequences have the same length and near elements."""
        self.assertEqual(len(farray1), len(farray2), msg=msg)
        for f1, f2 in zip(farray1, farray2):
            self.assertNear(float(f1), float(f2), err, msg=msg)

    def _NDArrayNear(self, ndarray1, ndarray2, err):
        return np.linalg.norm(ndarray1 - ndarray2) < err

    def assertNDArrayNear(self, ndarray1, ndarray2, err, msg=None):
        self.assertTrue(self._NDArrayNear(ndarray1, ndarray2, err), msg=msg)

    def _GetNdArray(self, a):
        if _is_tf_value(a):
            a = a.numpy()
        if not isinstance(a, np.ndarray):
            try:
                return np.array(a)
            except ValueError as e:
                if "inhomogeneous shape" in str(e):
                    return np.array(a, dtype=object)
                raise
        return a

    def evaluate_if_both_tensors(self, a, b):
        # Eager tensors and variables are converted where they are used.
        return (a, b)

    def _assertArrayLikeAllClose(self, a, b, rtol=1e-6, atol=1e-6, msg=None):
        a = self._GetNdArray(a)
        b = self._GetNdArray(b)
        if a.shape != b.shape and (b.ndim <= 3 or b.size < 500):
            shape_mismatch_msg = ("Shape mismatch: expected %s, got %s with contents %s." % (a.shape, b.shape, b))
        else:
            shape_mismatch_msg = "Shape mismatch: expected %s, got %s." % (a.shape, b.shape)
        self.assertEqual(a.shape, b.shape, shape_mismatch_msg)

        msgs = [msg]
        a_dtype = a.dtype
        # bfloat16 and float8 values are compared as float32.
        if str(a.dtype) in ('bfloat16', 'float8_e5m2', 'float8_e4m3fn'):
            a = a.astype(np.float32)
        if str(b.dtype) in ('bfloat16', 'float8_e5m2', 'float8_e4m3fn'):
            b = b.astype(np.float32)
        if not np.allclose(a, b, rtol=rtol, atol=atol):
            cond = np.logical_or(np.abs(a - b) > atol + rtol * np.abs(b), np.isnan(a) != np.isnan(b))
            if a.ndim:
                x = a[np.where(cond)]
                y = b[np.where(cond)]
                msgs.append("not close where = {}".format(np.where(cond)))
            else:
                x, y = a, b
            msgs.append("not close lhs = {}".format(x))
            msgs.append("not close rhs = {}".format(y))
            msgs.append("not close dif = {}".format(np.abs(x - y)))
            msgs.append("not close tol = {}".format(atol + rtol * np.abs(y)))
            msgs.append("dtype = {}, shape = {}".format(a_dtype, a.shape))
            np.testing.assert_allclose(a, b, rtol=rtol, atol=atol, err_msg="\n".join(msgs), equal_nan=True)

    def _assertAllCloseRecursive(self, a, b, rtol=1e-6, atol=1e-6, path=None, msg=None):
        if isinstance(a, tf.RaggedTensor) or isinstance(b, tf.RaggedTensor):
            return self._assertRaggedClose(a, b, rtol, atol, msg)
        path = path or []
        path_str = ("[" + "][".join(str(p) for p in path) + "]") if path else ""
        msg = msg if msg else ""
        if hasattr(a, "_asdict"):
            a = a._asdict()
        if hasattr(b, "_asdict"):
            b = b._asdict()
        a_is_dict = isinstance(a, collections.abc.Mapping)
        if a_is_dict != isinstance(b, collections.abc.Mapping):
            raise ValueError("Can't compare dict to non-dict, a%s vs b%s. %s" % (path_str, path_str, msg))
        if a_is_dict:
            self.assertItemsEqual(
                a.keys(), b.keys(),
                msg="mismatched keys: a%s has keys %s, but b%s has keys %s. %s" %
                (path_str, a.keys(), path_str, b.keys(), msg))
            for k in a:
                path.append(k)
                self._assertAllCloseRecursive(a[k], b[k], rtol=rtol, atol=atol, path=path, msg=msg)
                del path[-1]
        elif isinstance(a, (list, tuple)):
            # As arrays first; element by element when they do not make arrays.
            try:
                a_as_ndarray = self._GetNdArray(a)
                b_as_ndarray = self._GetNdArray(b)
                self._assertArrayLikeAllClose(
                    a_as_ndarray, b_as_ndarray, rtol=rtol, atol=atol,
                    msg="Mismatched value: a%s is different from b%s. %s" % (path_str, path_str, msg))
            except (ValueError, TypeError, NotImplementedError):
                if len(a) != len(b):
                    raise ValueError("Mismatched length: a%s has %d items, but b%s has %d items. %s" %
                                     (path_str, len(a), path_str, len(b), msg))
                for idx, (a_ele, b_ele) in enumerate(zip(a, b)):
                    path.append(str(idx))
                    self._assertAllCloseRecursive(a_ele, b_ele, rtol=rtol, atol=atol, path=path, msg=msg)
                    del path[-1]
        else:
            try:
                self._assertArrayLikeAllClose(
                    a, b, rtol=rtol, atol=atol,
                    msg=("Mismatched value: a%s is different from b%s. %s" % (path_str, path_str, msg)))
            except TypeError as e:
                msg = "Error: a%s has %s, but b%s has %s. %s" % (path_str, type(a), path_str, type(b), msg)
                e.args = ((e.args[0] + " : " + msg,) + e.args[1:])
                raise

    def assertAllClose(self, a, b, rtol=1e-6, atol=1e-6, msg=None):
        """Fail unless a and b (arrays, Tensors or nested dicts, lists and tuples of them) are
        element-wise equal within atol + rtol * abs(b)."""
        self._assertAllCloseRecursive(a, b, rtol=rtol, atol=atol, msg=msg)

    def assertAllCloseAccordingToType(self, a, b, rtol=1e-6, atol=1e-6, float_rtol=1e-6, float_atol=1e-6,
                                      half_rtol=1e-3, half_atol=1e-3, bfloat16_rtol=1e-2, bfloat16_atol=1e-2,
                                      msg=None):
        """assertAllClose with looser tolerances for float32, float16 and bfloat16 values."""
        a = self._GetNdArray(a)
        b = self._GetNdArray(b)
        if (a.dtype == np.float32 or b.dtype == np.float32 or
                a.dtype == np.complex64 or b.dtype == np.complex64):
            rtol = max(rtol, float_rtol)
            atol = max(atol, float_atol)
        if a.dtype == np.float16 or b.dtype == np.float16:
            rtol = max(rtol, half_rtol)
            atol = max(atol, half_atol)
        if str(a.dtype) == 'bfloat16' or str(b.dtype) == 'bfloat16':
            rtol = max(rtol, bfloat16_rtol)
            atol = max(atol, bfloat16_atol)
        self.assertAllClose(a, b, rtol=rtol, atol=atol, msg=msg)

    def assertNotAllClose(self, a, b, rtol=1e-6, atol=1e-6, msg=None):
        """Fail if a and b are close at every element."""
        try:
            self.assertAllClose(a, b, rtol=rtol, atol=atol, msg=msg)
        except AssertionError:
            return
        msg = msg or ""
        raise AssertionError("The two values are close at all elements. %s" % msg)

    def _GetPyList(self, a):
        if isinstance(a, tf.RaggedTensor):
            return a.to_list()
        if _is_tf_value(a):
            a = a.numpy()
            return a.tolist() if isinstance(a, np.ndarray) else a
        if isinstance(a, np.ndarray):
            return a.tolist()
        try:
            return np.array(a, dtype=object).tolist()
        except NotImplementedError:
            # tfplay's NumPy has no object arrays of ragged lists: the nested lists themselves.
            return _as_lists(a)

    def _ragged_rank(self, a):
        return a.ragged_rank if isinstance(a, tf.RaggedTensor) else 0

    def _assertRaggedEqual(self, a, b, msg):
        self.assertEqual(self._GetPyList(a), self._GetPyList(b), msg)
        if not (isinstance(a, (list, tuple)) or isinstance(b, (list, tuple))):
            self.assertEqual(self._ragged_rank(a), self._ragged_rank(b), msg)

    def _assertRaggedClose(self, a, b, rtol, atol, msg=None):
        self._assertListCloseRecursive(self._GetPyList(a), self._GetPyList(b), rtol, atol, msg)
        if not (isinstance(a, (list, tuple)) or isinstance(b, (list, tuple))):
            self.assertEqual(self._ragged_rank(a), self._ragged_rank(b), msg)

    def _assertListCloseRecursive(self, a, b, rtol, atol, msg, path="value"):
        self.assertEqual(type(a), type(b))
        if isinstance(a, (list, tuple)):
            self.assertLen(a, len(b), "Length differs for %s" % path)
            for i in range(len(a)):
                self._assertListCloseRecursive(a[i], b[i], rtol, atol, msg, "%s[%s]" % (path, i))
        else:
            # (TF passes the path text where the recursive check takes its list of keys.)
            self._assertAllCloseRecursive(a, b, rtol, atol, path, msg)

    def assertAllEqual(self, a, b, msg=None):
        """Fail unless a and b (arrays, Tensors or what makes one) have the same shape and values."""
        if isinstance(a, tf.RaggedTensor) or isinstance(b, tf.RaggedTensor):
            return self._assertRaggedEqual(a, b, msg)
        msg = msg if msg else ""
        a = self._GetNdArray(a)
        b = self._GetNdArray(b)
        if b.ndim <= 3 or b.size < 500:
            self.assertEqual(a.shape, b.shape, "Shape mismatch: expected %s, got %s."
                             " Contents: %r. \n%s." % (a.shape, b.shape, b, msg))
        else:
            self.assertEqual(a.shape, b.shape, "Shape mismatch: expected %s, got %s."
                             " %s" % (a.shape, b.shape, msg))
        same = (a == b)
        if np.issubdtype(a.dtype, np.floating) or str(a.dtype) == 'bfloat16':
            same = np.logical_or(same, np.logical_and(np.isnan(a), np.isnan(b)))
        msgs = [msg]
        if not np.all(same):
            diff = np.logical_not(same)
            if a.ndim:
                x = a[np.where(diff)]
                y = b[np.where(diff)]
                msgs.append("not equal where = {}".format(np.where(diff)))
            else:
                x, y = a, b
            msgs.append("not equal lhs = %r" % x)
            msgs.append("not equal rhs = %r" % y)
            if a.dtype.kind != b.dtype.kind and {a.dtype.kind, b.dtype.kind}.issubset({"U", "S", "O"}):
                lists = ([], [])
                for out, flat in zip(lists, (a.flat, b.flat)):
                    for item in flat:
                        out.append(item.encode("utf-8") if isinstance(item, str) else item)
                a = np.array(lists[0])
                b = np.array(lists[1])
            np.testing.assert_array_equal(a, b, err_msg="\n".join(msgs))

    def assertNotAllEqual(self, a, b, msg=None):
        """Fail if a and b are equal at every element."""
        try:
            self.assertAllEqual(a, b)
        except AssertionError:
            return
        msg = msg or ""
        raise AssertionError("The two values are equal at all elements. %s" % msg)

    def assertAllGreater(self, a, comparison_target):
        """Fail unless every element of a is greater than comparison_target."""
        self.assertGreater(np.min(self._GetNdArray(a)), comparison_target)

    def assertAllLess(self, a, comparison_target):
        """Fail unless every element of a is less than comparison_target."""
        self.assertLess(np.max(self._GetNdArray(a)), comparison_target)

    def assertAllGreaterEqual(self, a, comparison_target):
        """Fail unless every element of a is at least comparison_target."""
        self.assertGreaterEqual(np.min(self._GetNdArray(a)), comparison_target)

    def assertAllLessEqual(self, a, comparison_target):
        """Fail unless every element of a is at most comparison_target."""
        self.assertLessEqual(np.max(self._GetNdArray(a)), comparison_target)

    def _format_subscripts(self, subscripts, value, limit=10, indent=2):
        lines = []
        subscripts = np.transpose(subscripts)
        prefix = " " * indent
        if np.ndim(value) == 0:
            return [prefix + "[0] : " + str(value)]
        for subscript in itertools.islice(subscripts, limit):
            lines.append(prefix + str(subscript) + " : " + str(value[tuple(subscript)]))
        if len(subscripts) > limit:
            lines.append(prefix + "...")
        return lines

    def assertAllInRange(self, target, lower_bound, upper_bound, open_lower_bound=False, open_upper_bound=False):
        """Fail unless every element of target is in the range (closed unless open_*_bound)."""
        target = self._GetNdArray(target)
        if not (np.issubdtype(target.dtype, np.floating) or np.issubdtype(target.dtype, np.integer)):
            raise AssertionError("The value of %s does not have an ordered numeric type, instead it "
                                 "has type: %s" % (target, target.dtype))
        nan_subscripts = np.where(np.isnan(target))
        if np.size(nan_subscripts):
            raise AssertionError(
                "%d of the %d element(s) are NaN. "
                "Subscripts(s) and value(s) of the NaN element(s):\n" %
                (len(nan_subscripts[0]), np.size(target)) +
                "\n".join(self._format_subscripts(nan_subscripts, target)))
        range_str = (("(" if open_lower_bound else "[") + str(lower_bound) + ", " +
                     str(upper_bound) + (")" if open_upper_bound else "]"))
        violations = (np.less_equal(target, lower_bound) if open_lower_bound else np.less(target, lower_bound))
        violations = np.logical_or(
            violations,
            np.greater_equal(target, upper_bound) if open_upper_bound else np.greater(target, upper_bound))
        violation_subscripts = np.where(violations)
        if np.size(violation_subscripts):
            raise AssertionError(
                "%d of the %d element(s) are outside the range %s. " %
                (len(violation_subscripts[0]), np.size(target), range_str) +
                "Subscript(s) and value(s) of the offending elements:\n" +
                "\n".join(self._format_subscripts(violation_subscripts, target)))

    def assertAllInSet(self, target, expected_set):
        """Fail unless every element of target is in expected_set."""
        target = self._GetNdArray(target)
        diff = np.setdiff1d(target.flatten(), list(expected_set))
        if np.size(diff):
            raise AssertionError("%d unique element(s) are not in the set %s: %s" %
                                 (np.size(diff), expected_set, diff))

    def assertDTypeEqual(self, target, expected_dtype):
        """Fail unless target's NumPy dtype is expected_dtype."""
        target = self._GetNdArray(target)
        self.assertEqual(target.dtype, expected_dtype)

    @contextlib.contextmanager
    def assertRaisesWithPredicateMatch(self, exception_type, expected_err_re_or_predicate):
        """A context manager whose block must raise exception_type with a message matching the
        regular expression (or passing the predicate)."""
        if callable(expected_err_re_or_predicate):
            predicate = expected_err_re_or_predicate
        else:
            def predicate(e):
                err_str = e.message if isinstance(e, tf.errors.OpError) else str(e)
                return re.search(expected_err_re_or_predicate, err_str)
        try:
            yield
            self.fail(exception_type.__name__ + " not raised")
        except Exception as e:
            if not isinstance(e, exception_type) or not predicate(e):
                raise AssertionError("Exception of type %s: %s" % (str(type(e)), str(e)))

    def assertRaisesOpError(self, expected_err_re_or_predicate):
        return self.assertRaisesWithPredicateMatch(tf.errors.OpError, expected_err_re_or_predicate)

    def assertRaisesIncompatibleShapesError(self, exception_type=None):
        if exception_type is None:
            exception_type = tf.errors.InvalidArgumentError
        return self.assertRaisesWithPredicateMatch(
            exception_type, r"Incompatible shapes|Dimensions must be equal|required broadcastable shapes")

    def assertShapeEqual(self, input_a, input_b, msg=None):
        """Fail unless the two arrays or Tensors have the same (static) shape."""
        if not isinstance(input_a, (np.ndarray, np.generic, tf.Tensor)):
            raise TypeError("input_a must be a Numpy ndarray, Numpy scalar, or a Tensor."
                            f"Instead received {type(input_a)}")
        if not isinstance(input_b, (np.ndarray, np.generic, tf.Tensor)):
            raise TypeError("input_b must be a Numpy ndarray, Numpy scalar, or a Tensor."
                            f"Instead received {type(input_b)}")
        shape_a = input_a.get_shape().as_list() if isinstance(input_a, tf.Tensor) else input_a.shape
        shape_b = input_b.get_shape().as_list() if isinstance(input_b, tf.Tensor) else input_b.shape
        self.assertAllEqual(shape_a, shape_b, msg=msg)

    def assertDictEqual(self, a, b, msg=None):
        """absltest's assertDictEqual, then, for dicts of arrays or Tensors, their values
        compared with assertAllClose (floats) or assertAllEqual."""
        try:
            super().assertDictEqual(a, b, msg)
        except Exception:
            self.assertSameElements(a.keys(), b.keys())
            for k, v in a.items():
                a_k = self._GetNdArray(v)
                if np.issubdtype(a_k.dtype, np.floating):
                    self.assertAllClose(v, b[k], msg=k)
                else:
                    self.assertAllEqual(v, b[k], msg=k)

    assertRaisesRegexp = unittest.TestCase.assertRaisesRegex

    assertItemsEqual = unittest.TestCase.assertCountEqual


def _unavailable(name):
    def method(self, *args, **kwargs):
        raise NotImplementedError(f"tf.test.TestCase.{name} is not available in tfplay")
    method.__name__ = method.__qualname__ = name
    return method


# TF's and absltest's members tfplay does not provide (protos, devices, threads, file
# descriptors, subprocesses, absl's rarer assertions): they say so when called.
for _name in ("assertProtoEquals", "assertProtoEqualsVersion", "assertDeviceEqual", "checkedThread",
              "captureWritesToStream", "create_tempdir", "create_tempfile", "assertRegexMatch",
              "assertCommandSucceeds", "assertCommandFails", "assertContainsSubsequence",
              "assertContainsExactSubsequence", "assertTotallyOrdered", "assertDictContainsSubset",
              "assertDictAlmostEqual", "assertDataclassEqual", "assertUrlEqual", "assertSameStructure",
              "assertJsonEqual"):
    setattr(TensorFlowTestCase, _name, _unavailable(_name))
del _name

TestCase = TensorFlowTestCase
