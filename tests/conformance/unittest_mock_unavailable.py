# unittest.mock is not part of tfplay's unittest: importing it raises a NotImplementedError
# naming it (CPython 3.12 has it), and so does IsolatedAsyncioTestCase (tfplay has no asyncio).
# The rest of unittest is there (CPython 3.12's Lib/unittest/__init__.py __all__).
import unittest

try:
    unittest.IsolatedAsyncioTestCase
except NotImplementedError as e:
    print(e)
print(sorted(unittest.__all__))
from unittest import mock
