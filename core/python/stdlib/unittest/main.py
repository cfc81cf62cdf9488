# unittest.main (CPython 3.12's Lib/unittest/main.py behaviour): loads the tests of a module
# (__main__ by default) or of the names given on argv, runs them with a TextTestRunner and, with
# exit=True, ends the program with 3.12's status: 0 when they passed, 1 when some failed, 5
# when no test ran. Options are parsed as CPython's (-v, -q, -f, -c, -b, -k, --locals,
# --durations); test discovery is not available.
import sys
import os

from . import loader, runner
from .signals import installHandler

__unittest = True
_NO_TESTS_EXITCODE = 5

MAIN_EXAMPLES = """\
Examples:
  %(prog)s test_module               - run tests from test_module
  %(prog)s module.TestClass          - run tests from module.TestClass
  %(prog)s module.Class.test_method  - run specified test method
  %(prog)s path/to/test_file.py      - run tests from test_file.py
"""

MODULE_EXAMPLES = """\
Examples:
  %(prog)s                           - run default set of tests
  %(prog)s MyTestSuite               - run suite 'MyTestSuite'
  %(prog)s MyTestCase.testSomething  - run MyTestCase.testSomething
  %(prog)s MyTestCase                - run all 'test*' test methods
                                       in MyTestCase
"""


def _convert_name(name):
    # A path to a .py file names the module it holds.
    if os.path.isfile(name) and name.lower().endswith('.py'):
        if os.path.isabs(name):
            rel_path = os.path.relpath(name, os.getcwd())
            if os.path.isabs(rel_path) or rel_path.startswith(os.pardir):
                return name
            name = rel_path
        return os.path.normpath(name)[:-3].replace('\\', '.').replace('/', '.')
    return name


def _convert_names(names):
    return [_convert_name(name) for name in names]


def _convert_select_pattern(pattern):
    if '*' not in pattern:
        pattern = '*%s*' % pattern
    return pattern


class TestProgram(object):
    """Runs the tests of a module as a command-line program does (unittest.main)."""
    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None
    _discovery_parser = None

    def __init__(self, module='__main__', defaultTest=None, argv=None, testRunner=None,
                 testLoader=loader.defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False, durations=None):
        if isinstance(module, str):
            self.module = __import__(module)
            for part in module.split('.')[1:]:
                self.module = getattr(self.module, part)
        else:
            self.module = module
        if argv is None:
            argv = sys.argv

        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.durations = durations
        if warnings is None and not getattr(sys, 'warnoptions', None):
            # Deprecation warnings show during tests unless the program chose otherwise.
            self.warnings = 'default'
        else:
            self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = os.path.basename(argv[0])
        self.parseArgs(argv)
        self.runTests()

    def _print_help(self, *args, **kwargs):
        print(self._main_parser.format_help())
        print(MODULE_EXAMPLES % {'prog': self.progName})

    def parseArgs(self, argv):
        if self.module is None:
            raise NotImplementedError("unittest.main(module=None) runs test discovery, which is not available "
                                      "in tfplay: a playground program is one file")
        self.tests = []
        if len(argv) > 1:
            self._initArgParsers()
            self._main_parser.parse_args(argv[1:], self)
        else:
            self._apply_option_defaults()
        if self.tests:
            self.testNames = _convert_names(self.tests)
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def _apply_option_defaults(self):
        # What parsing no options leaves (the options not fixed by the arguments get False).
        if self.failfast is None:
            self.failfast = False
        if self.catchbreak is None:
            self.catchbreak = False
        if self.buffer is None:
            self.buffer = False
        if self.testNamePatterns is None:
            self.testNamePatterns = []

    def createTests(self, from_discovery=False, Loader=None):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if from_discovery:
            raise NotImplementedError("unittest test discovery is not available in tfplay")
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def _initArgParsers(self):
        # One parser with the options CPython's parent parser holds, then the test names
        # (tfplay's argparse has no parents=; the options and their order are the same).
        import argparse
        parser = argparse.ArgumentParser()
        parser.prog = self.progName
        parser.print_help = self._print_help
        parser.add_argument('-v', '--verbose', dest='verbosity', action='store_const', const=2,
                            help='Verbose output')
        parser.add_argument('-q', '--quiet', dest='verbosity', action='store_const', const=0,
                            help='Quiet output')
        parser.add_argument('--locals', dest='tb_locals', action='store_true',
                            help='Show local variables in tracebacks')
        parser.add_argument('--durations', dest='durations', type=int, default=None, metavar="N",
                            help='Show the N slowest test cases (N=0 for all)')
        if self.failfast is None:
            parser.add_argument('-f', '--failfast', dest='failfast', action='store_true',
                                help='Stop on first fail or error')
            self.failfast = False
        if self.catchbreak is None:
            parser.add_argument('-c', '--catch', dest='catchbreak', action='store_true',
                                help='Catch Ctrl-C and display results so far')
            self.catchbreak = False
        if self.buffer is None:
            parser.add_argument('-b', '--buffer', dest='buffer', action='store_true',
                                help='Buffer stdout and stderr during tests')
            self.buffer = False
        if self.testNamePatterns is None:
            parser.add_argument('-k', dest='testNamePatterns', action='append', type=_convert_select_pattern,
                                help='Only run tests which match the given substring')
            self.testNamePatterns = []
        parser.add_argument('tests', nargs='*',
                            help='a list of any number of test modules, classes and test methods.')
        self._main_parser = parser

    def runTests(self):
        if self.catchbreak:
            installHandler()
        if self.testRunner is None:
            self.testRunner = runner.TextTestRunner
        if isinstance(self.testRunner, type):
            try:
                try:
                    testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                                 buffer=self.buffer, warnings=self.warnings,
                                                 tb_locals=self.tb_locals, durations=self.durations)
                except TypeError:
                    # A runner without the tb_locals or durations argument.
                    testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                                 buffer=self.buffer, warnings=self.warnings)
            except TypeError:
                # A runner without the verbosity, buffer or failfast arguments.
                testRunner = self.testRunner()
        else:
            testRunner = self.testRunner
        self.result = testRunner.run(self.test)
        if self.exit:
            if self.result.testsRun == 0 and len(self.result.skipped) == 0:
                sys.exit(_NO_TESTS_EXITCODE)
            elif self.result.wasSuccessful():
                sys.exit(0)
            else:
                sys.exit(1)


main = TestProgram
