# 3.12 expected output (stdlib_unittest_312.expected): CPython 3.12's unittest reports "NO TESTS
# RAN" for an empty run and unittest.main exits with status 5 then (3.11: "OK", status 0),
# collects each test's duration (TestResult.addDuration, collectedDurations), and no longer has
# the deprecated aliases (assertEquals, failUnless, ...) nor loadTestsFromModule's
# use_load_tests argument.
import io
import re
import unittest


class Quick(unittest.TestCase):
    def test_one(self):
        pass


for name in ("assertEquals", "assertNotEquals", "failUnless", "assert_", "assertRegexpMatches",
             "assertDictContainsSubset", "assertCountEqual", "enterContext"):
    print(name, hasattr(unittest.TestCase, name))

result = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(Quick).run(result)
print([name for name, elapsed in result.collectedDurations], all(e >= 0 for _, e in result.collectedDurations))

try:
    unittest.TestLoader().loadTestsFromModule(unittest, use_load_tests=False)
except TypeError as e:
    print(e)

stream = io.StringIO()
empty = unittest.TextTestRunner(stream=stream).run(unittest.TestSuite())
print(re.sub(r"in \d+\.\d{3}s", "in <time>", stream.getvalue()), empty.wasSuccessful())

stream = io.StringIO()
try:
    unittest.main(defaultTest=[], testRunner=unittest.TextTestRunner(stream=stream))
except SystemExit as e:
    print("SystemExit", e.code)
print(re.sub(r"in \d+\.\d{3}s", "in <time>", stream.getvalue()))
