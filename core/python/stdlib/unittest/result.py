# unittest.TestResult (CPython 3.12's Lib/unittest/result.py behaviour): the lists of failures,
# errors, skips and expected failures, each failure's traceback text, output buffering
# (buffer=True) and 3.12's collected durations.
import io
import sys
import traceback

from . import util
from functools import wraps

__unittest = True


def failfast(method):
    @wraps(method)
    def inner(self, *args, **kw):
        if getattr(self, 'failfast', False):
            self.stop()
        return method(self, *args, **kw)
    return inner


STDOUT_LINE = '\nStdout:\n%s'
STDERR_LINE = '\nStderr:\n%s'


class TestResult(object):
    """The outcome of a run: how many tests ran, and the failures, errors, skips and expected
    failures, each with its test and traceback text."""
    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.collectedDurations = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._stdout_buffer = None
        self._stderr_buffer = None
        self._original_stdout = sys.stdout
        self._original_stderr = sys.stderr
        self._mirrorOutput = False

    def printErrors(self):
        """Report the failures and errors (nothing here; TextTestResult prints them)."""

    def startTest(self, test):
        """A test is about to run."""
        self.testsRun += 1
        self._mirrorOutput = False
        self._setupStdout()

    def _setupStdout(self):
        if self.buffer:
            if self._stderr_buffer is None:
                self._stderr_buffer = io.StringIO()
                self._stdout_buffer = io.StringIO()
            sys.stdout = self._stdout_buffer
            sys.stderr = self._stderr_buffer

    def startTestRun(self):
        """The run is about to start."""

    def stopTest(self, test):
        """A test has run."""
        self._restoreStdout()
        self._mirrorOutput = False

    def _restoreStdout(self):
        if self.buffer:
            if self._mirrorOutput:
                output = sys.stdout.getvalue()
                error = sys.stderr.getvalue()
                if output:
                    if not output.endswith('\n'):
                        output += '\n'
                    self._original_stdout.write(STDOUT_LINE % output)
                if error:
                    if not error.endswith('\n'):
                        error += '\n'
                    self._original_stderr.write(STDERR_LINE % error)
            sys.stdout = self._original_stdout
            sys.stderr = self._original_stderr
            self._stdout_buffer.seek(0)
            self._stdout_buffer.truncate()
            self._stderr_buffer.seek(0)
            self._stderr_buffer.truncate()

    def stopTestRun(self):
        """The run has ended."""

    @failfast
    def addError(self, test, err):
        """The test raised an exception other than its failureException; err is (type, value, traceback)."""
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    @failfast
    def addFailure(self, test, err):
        """The test failed (raised its failureException); err is (type, value, traceback)."""
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        """A subtest ended: err is None when it passed, else (type, value, traceback)."""
        if err is not None:
            if getattr(self, 'failfast', False):
                self.stop()
            target = self.failures if issubclass(err[0], test.failureException) else self.errors
            target.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        """The test passed."""
        pass

    def addSkip(self, test, reason):
        """The test was skipped for reason."""
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        """A test marked expectedFailure failed, as expected."""
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    @failfast
    def addUnexpectedSuccess(self, test):
        """A test marked expectedFailure passed."""
        self.unexpectedSuccesses.append(test)

    def addDuration(self, test, elapsed):
        """The test took elapsed seconds (cleanups included)."""
        if hasattr(self, "collectedDurations"):
            self.collectedDurations.append((str(test), elapsed))

    def wasSuccessful(self):
        """Whether no test failed, errored or unexpectedly passed."""
        return ((len(self.failures) == len(self.errors) == 0) and
                (not hasattr(self, 'unexpectedSuccesses') or len(self.unexpectedSuccesses) == 0))

    def stop(self):
        """Ask the run to stop after the current test."""
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        """The traceback text of err, (type, value, traceback)."""
        exctype, value, tb = err
        # tfplay's tracebacks show the program's frames only, so this module's frames (and the
        # assert methods') are already left out, as CPython's _clean_tracebacks leaves them out.
        lines = traceback.format_exception(value)
        if self.buffer:
            output = sys.stdout.getvalue()
            error = sys.stderr.getvalue()
            if output:
                if not output.endswith('\n'):
                    output += '\n'
                lines.append(STDOUT_LINE % output)
            if error:
                if not error.endswith('\n'):
                    error += '\n'
                lines.append(STDERR_LINE % error)
        return ''.join(lines)

    def __repr__(self):
        return ("<%s run=%i errors=%i failures=%i>" %
                (util.strclass(self.__class__), self.testsRun, len(self.errors), len(self.failures)))
