# unittest for tfplay: CPython 3.12's unit testing framework as a program in the playground uses
# it (TestCase and its assert methods with their failure messages, suites, the loader, the text
# runner and unittest.main with 3.12's report and exit status), written for tfplay. Frames of
# these modules never show in tracebacks (tfplay shows only the program's frames, as CPython
# hides the frames of modules with a __unittest global). Not provided: unittest.mock,
# IsolatedAsyncioTestCase and test discovery (a playground program is one file).
__all__ = ['TestResult', 'TestCase', 'IsolatedAsyncioTestCase', 'TestSuite', 'TextTestRunner', 'TestLoader',
           'FunctionTestCase', 'main', 'defaultTestLoader', 'SkipTest', 'skip', 'skipIf', 'skipUnless',
           'expectedFailure', 'TextTestResult', 'installHandler', 'registerResult', 'removeResult',
           'removeHandler', 'addModuleCleanup', 'doModuleCleanups', 'enterModuleContext',
           'getTestCaseNames', 'makeSuite', 'findTestCases']

__unittest = True

from .result import TestResult
from .case import (addModuleCleanup, TestCase, FunctionTestCase, SkipTest, skip, skipIf, skipUnless,
                   expectedFailure, doModuleCleanups, enterModuleContext)
from .suite import BaseTestSuite, TestSuite
from .loader import TestLoader, defaultTestLoader, makeSuite, getTestCaseNames, findTestCases
from .main import main, TestProgram
from .runner import TextTestRunner, TextTestResult
from .signals import installHandler, registerResult, removeResult, removeHandler


def __dir__():
    return list(globals()) + ['IsolatedAsyncioTestCase']


def __getattr__(name):
    if name == 'IsolatedAsyncioTestCase':
        raise NotImplementedError("unittest.IsolatedAsyncioTestCase is not available in tfplay: it has no asyncio")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
