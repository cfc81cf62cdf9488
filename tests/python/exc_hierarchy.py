# CPython 3.12's builtin exception hierarchy (Lib/test/exception_hierarchy.txt): every class,
# its base, the OSError errno -> subclass mapping, OSError/UnicodeError attributes and messages,
# ExceptionGroup construction, and the default warning filters of the new warning categories.
import warnings

classes = [
    BaseException, BaseExceptionGroup, ExceptionGroup, GeneratorExit, KeyboardInterrupt, SystemExit,
    Exception, ArithmeticError, FloatingPointError, OverflowError, ZeroDivisionError, AssertionError,
    AttributeError, BufferError, EOFError, ImportError, ModuleNotFoundError, LookupError, IndexError,
    KeyError, MemoryError, NameError, UnboundLocalError, OSError, BlockingIOError, ChildProcessError,
    ConnectionError, BrokenPipeError, ConnectionAbortedError, ConnectionRefusedError,
    ConnectionResetError, FileExistsError, FileNotFoundError, InterruptedError, IsADirectoryError,
    NotADirectoryError, PermissionError, ProcessLookupError, TimeoutError, ReferenceError,
    RuntimeError, NotImplementedError, RecursionError, StopAsyncIteration, StopIteration,
    SyntaxError, IndentationError, TabError, SystemError, TypeError, ValueError, UnicodeError,
    UnicodeDecodeError, UnicodeEncodeError, UnicodeTranslateError, Warning, BytesWarning,
    DeprecationWarning, EncodingWarning, FutureWarning, ImportWarning, PendingDeprecationWarning,
    ResourceWarning, RuntimeWarning, SyntaxWarning, UnicodeWarning, UserWarning,
]
for cls in classes:
    print(cls.__name__, [b.__name__ for b in cls.__mro__[1:]])
print(IOError is OSError, EnvironmentError is OSError)
print(issubclass(ExceptionGroup, Exception), issubclass(TimeoutError, OSError))

# OSError(errno, strerror[, filename]) picks the subclass for the errno.
for args in [(2, 'No such file or directory'), (13, 'Permission denied', 'x.txt'), (17, 'File exists'),
             (110, 'Connection timed out'), (32, 'Broken pipe'), (99, 'Odd'), ('a',), ()]:
    e = OSError(*args)
    print(type(e).__name__, str(e), e.args, e.errno, e.strerror, e.filename)
e = OSError(1, 'Operation not permitted', 'a', None, 'b')
print(type(e).__name__, e, e.filename2)
try:
    raise FileNotFoundError(2, 'No such file or directory', 'data.csv')
except OSError as err:
    print('caught', type(err).__name__, err)
try:
    raise ConnectionResetError('peer went away')
except ConnectionError as err:
    print('caught', repr(err))

# The UnicodeError family keeps its five (four) arguments as attributes.
e = UnicodeDecodeError('utf-8', b'\xffabc', 0, 1, 'invalid start byte')
print(e, '|', e.encoding, e.object, e.start, e.end, e.reason)
print(UnicodeDecodeError('utf-8', b'ab\xc3', 2, 3, 'unexpected end of data'))
print(UnicodeDecodeError('ascii', b'\xe9\xe9', 0, 2, 'ordinal not in range(128)'))
print(UnicodeEncodeError('ascii', 'caf\xe9', 3, 4, 'ordinal not in range(128)'))
print(UnicodeEncodeError('ascii', '\u20ac!', 0, 1, 'nope'), UnicodeEncodeError('latin-1', 'ab', 0, 2, 'x'))
print(UnicodeTranslateError('\U0001f600', 0, 1, 'no mapping'))
for bad in [(), ('utf-8', b'x', 0, 1), ('utf-8', 'x', 0, 1, 'r')]:
    try:
        UnicodeDecodeError(*bad)
    except TypeError as err:
        print('TypeError:', err)
print(isinstance(UnicodeDecodeError('a', b'', 0, 0, 'r'), ValueError))

# ExceptionGroup construction.
eg = ExceptionGroup('several', [ValueError(1), TypeError('t')])
print(eg, repr(eg), eg.message, eg.exceptions, type(eg).__name__)
print(type(BaseExceptionGroup('b', [KeyError('k')])).__name__, type(BaseExceptionGroup('b', [SystemExit(1)])).__name__)
print(str(ExceptionGroup('one', (ZeroDivisionError(),))))
for args in [('m', []), ('m', [1]), (1, [ValueError()]), ('m',), ('m', 5)]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
try:
    ExceptionGroup('m', [KeyboardInterrupt()])
except TypeError as err:
    print(err)
try:
    raise ExceptionGroup('caught', [OSError('x')])
except Exception as err:
    print('caught group', err, len(err.exceptions))

# New warning categories: shown once per location, except the ones ignored by default.
for category in [FutureWarning, UserWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning,
                 BytesWarning, UnicodeWarning, EncodingWarning, SyntaxWarning]:
    warnings.warn('about ' + category.__name__, category)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    warnings.warn('pending', PendingDeprecationWarning)
    warnings.warn('resource', ResourceWarning)
print([(w.category.__name__, str(w.message)) for w in caught])
