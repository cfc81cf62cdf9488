# unittest.mock is not part of tfplay's unittest: the module imports, and using one of its
# names raises a NotImplementedError naming it (CPython 3.12 has them), as
# IsolatedAsyncioTestCase does (tfplay has no asyncio). The rest of unittest is there
# (CPython 3.12's Lib/unittest/__init__.py __all__).
import unittest
from unittest import mock

try:
    unittest.IsolatedAsyncioTestCase
except NotImplementedError as e:
    print(e)
print(sorted(unittest.__all__))
fake = mock.MagicMock()
