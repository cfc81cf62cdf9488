// CPython 3.12's docstrings of its builtins (the __doc__ of bltinmodule.c's functions and of the
// builtin types and exceptions, as `python3.12 -c "print(len.__doc__)"` prints them), keyed by
// the builtin's name. Names tfplay lacks are skipped when installed.
#include "core/python/builtin_docs.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/python/interpreter.h"
#include "core/python/method_docs.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

struct BuiltinDoc {
  const char* name;
  const char* doc;
};

// `object` is left out: native types without a docstring would otherwise show object's through
// their instances, where CPython's show None.
const BuiltinDoc kDocs[] = {
    {"ArithmeticError", R"DOC(Base class for arithmetic errors.)DOC"},
    {"AssertionError", R"DOC(Assertion failed.)DOC"},
    {"AttributeError", R"DOC(Attribute not found.)DOC"},
    {"BaseException", R"DOC(Common base class for all exceptions)DOC"},
    {"BaseExceptionGroup", R"DOC(A combination of multiple unrelated exceptions.)DOC"},
    {"BlockingIOError", R"DOC(I/O operation would block.)DOC"},
    {"BrokenPipeError", R"DOC(Broken pipe.)DOC"},
    {"BufferError", R"DOC(Buffer error.)DOC"},
    {"BytesWarning", R"DOC(Base class for warnings about bytes and buffer related problems, mostly
related to conversion from str or comparing to str.)DOC"},
    {"ChildProcessError", R"DOC(Child process error.)DOC"},
    {"ConnectionAbortedError", R"DOC(Connection aborted.)DOC"},
    {"ConnectionError", R"DOC(Connection error.)DOC"},
    {"ConnectionRefusedError", R"DOC(Connection refused.)DOC"},
    {"ConnectionResetError", R"DOC(Connection reset.)DOC"},
    {"DeprecationWarning", R"DOC(Base class for warnings about deprecated features.)DOC"},
    {"EOFError", R"DOC(Read beyond end of file.)DOC"},
    {"EncodingWarning", R"DOC(Base class for warnings about encodings.)DOC"},
    {"EnvironmentError", R"DOC(Base class for I/O related errors.)DOC"},
    {"Exception", R"DOC(Common base class for all non-exit exceptions.)DOC"},
    {"FileExistsError", R"DOC(File already exists.)DOC"},
    {"FileNotFoundError", R"DOC(File not found.)DOC"},
    {"FloatingPointError", R"DOC(Floating point operation failed.)DOC"},
    {"FutureWarning", R"DOC(Base class for warnings about constructs that will change semantically
in the future.)DOC"},
    {"GeneratorExit", R"DOC(Request that a generator exit.)DOC"},
    {"IOError", R"DOC(Base class for I/O related errors.)DOC"},
    {"ImportError", R"DOC(Import can't find module, or can't find name in module.)DOC"},
    {"ImportWarning", R"DOC(Base class for warnings about probable mistakes in module imports)DOC"},
    {"IndentationError", R"DOC(Improper indentation.)DOC"},
    {"IndexError", R"DOC(Sequence index out of range.)DOC"},
    {"InterruptedError", R"DOC(Interrupted by signal.)DOC"},
    {"IsADirectoryError", R"DOC(Operation doesn't work on directories.)DOC"},
    {"KeyError", R"DOC(Mapping key not found.)DOC"},
    {"KeyboardInterrupt", R"DOC(Program interrupted by user.)DOC"},
    {"LookupError", R"DOC(Base class for lookup errors.)DOC"},
    {"MemoryError", R"DOC(Out of memory.)DOC"},
    {"ModuleNotFoundError", R"DOC(Module not found.)DOC"},
    {"NameError", R"DOC(Name not found globally.)DOC"},
    {"NotADirectoryError", R"DOC(Operation only works on directories.)DOC"},
    {"NotImplementedError", R"DOC(Method or function hasn't been implemented yet.)DOC"},
    {"OSError", R"DOC(Base class for I/O related errors.)DOC"},
    {"OverflowError", R"DOC(Result too large to be represented.)DOC"},
    {"PendingDeprecationWarning", R"DOC(Base class for warnings about features which will be deprecated
in the future.)DOC"},
    {"PermissionError", R"DOC(Not enough permissions.)DOC"},
    {"ProcessLookupError", R"DOC(Process not found.)DOC"},
    {"RecursionError", R"DOC(Recursion limit exceeded.)DOC"},
    {"ReferenceError", R"DOC(Weak ref proxy used after referent went away.)DOC"},
    {"ResourceWarning", R"DOC(Base class for warnings about resource usage.)DOC"},
    {"RuntimeError", R"DOC(Unspecified run-time error.)DOC"},
    {"RuntimeWarning", R"DOC(Base class for warnings about dubious runtime behavior.)DOC"},
    {"StopAsyncIteration", R"DOC(Signal the end from iterator.__anext__().)DOC"},
    {"StopIteration", R"DOC(Signal the end from iterator.__next__().)DOC"},
    {"SyntaxError", R"DOC(Invalid syntax.)DOC"},
    {"SyntaxWarning", R"DOC(Base class for warnings about dubious syntax.)DOC"},
    {"SystemError", R"DOC(Internal error in the Python interpreter.

Please report this to the Python maintainer, along with the traceback,
the Python version, and the hardware/OS platform and version.)DOC"},
    {"SystemExit", R"DOC(Request to exit from the interpreter.)DOC"},
    {"TabError", R"DOC(Improper mixture of spaces and tabs.)DOC"},
    {"TimeoutError", R"DOC(Timeout expired.)DOC"},
    {"TypeError", R"DOC(Inappropriate argument type.)DOC"},
    {"UnboundLocalError", R"DOC(Local name referenced but not bound to a value.)DOC"},
    {"UnicodeDecodeError", R"DOC(Unicode decoding error.)DOC"},
    {"UnicodeEncodeError", R"DOC(Unicode encoding error.)DOC"},
    {"UnicodeError", R"DOC(Unicode related error.)DOC"},
    {"UnicodeTranslateError", R"DOC(Unicode translation error.)DOC"},
    {"UnicodeWarning", R"DOC(Base class for warnings about Unicode related problems, mostly
related to conversion problems.)DOC"},
    {"UserWarning", R"DOC(Base class for warnings generated by user code.)DOC"},
    {"ValueError", R"DOC(Inappropriate argument value (of correct type).)DOC"},
    {"Warning", R"DOC(Base class for warning categories.)DOC"},
    {"ZeroDivisionError", R"DOC(Second argument to a division or modulo operation was zero.)DOC"},
    {"__import__", R"DOC(Import a module.

Because this function is meant for use by the Python
interpreter and not for general use, it is better to use
importlib.import_module() to programmatically import a module.

The globals argument is only used to determine the context;
they are not modified.  The locals argument is unused.  The fromlist
should be a list of names to emulate ``from name import ...``, or an
empty list to emulate ``import name``.
When importing a module from a package, note that __import__('A.B', ...)
returns package A when fromlist is empty, but its submodule B when
fromlist is not empty.  The level argument is used to determine whether to
perform absolute or relative imports: 0 is absolute, while a positive number
is the number of parent directories to search relative to the current module.)DOC"},
    {"abs", R"DOC(Return the absolute value of the argument.)DOC"},
    {"aiter", R"DOC(Return an AsyncIterator for an AsyncIterable object.)DOC"},
    {"all", R"DOC(Return True if bool(x) is True for all values x in the iterable.

If the iterable is empty, return True.)DOC"},
    {"anext", R"DOC(async anext(aiterator[, default])

Return the next item from the async iterator.  If default is given and the async
iterator is exhausted, it is returned instead of raising StopAsyncIteration.)DOC"},
    {"any", R"DOC(Return True if bool(x) is True for any x in the iterable.

If the iterable is empty, return False.)DOC"},
    {"ascii", R"DOC(Return an ASCII-only representation of an object.

As repr(), return a string containing a printable representation of an
object, but escape the non-ASCII characters in the string returned by
repr() using \\x, \\u or \\U escapes. This generates a string similar
to that returned by repr() in Python 2.)DOC"},
    {"bin", R"DOC(Return the binary representation of an integer.

   >>> bin(2796202)
   '0b1010101010101010101010')DOC"},
    {"bool", R"DOC(bool(x) -> bool

Returns True when the argument x is true, False otherwise.
The builtins True and False are the only two instances of the class bool.
The class bool is a subclass of the class int, and cannot be subclassed.)DOC"},
    {"breakpoint", R"DOC(breakpoint(*args, **kws)

Call sys.breakpointhook(*args, **kws).  sys.breakpointhook() must accept
whatever arguments are passed.

By default, this drops you into the pdb debugger.)DOC"},
    {"bytearray", R"DOC(bytearray(iterable_of_ints) -> bytearray
bytearray(string, encoding[, errors]) -> bytearray
bytearray(bytes_or_buffer) -> mutable copy of bytes_or_buffer
bytearray(int) -> bytes array of size given by the parameter initialized with null bytes
bytearray() -> empty bytes array

Construct a mutable bytearray object from:
  - an iterable yielding integers in range(256)
  - a text string encoded using the specified encoding
  - a bytes or a buffer object
  - any object implementing the buffer API.
  - an integer)DOC"},
    {"bytes", R"DOC(bytes(iterable_of_ints) -> bytes
bytes(string, encoding[, errors]) -> bytes
bytes(bytes_or_buffer) -> immutable copy of bytes_or_buffer
bytes(int) -> bytes object of size given by the parameter initialized with null bytes
bytes() -> empty bytes object

Construct an immutable array of bytes from:
  - an iterable yielding integers in range(256)
  - a text string encoded using the specified encoding
  - any object implementing the buffer API.
  - an integer)DOC"},
    {"callable", R"DOC(Return whether the object is callable (i.e., some kind of function).

Note that classes are callable, as are instances of classes with a
__call__() method.)DOC"},
    {"chr", R"DOC(Return a Unicode string of one character with ordinal i; 0 <= i <= 0x10ffff.)DOC"},
    {"classmethod", R"DOC(classmethod(function) -> method

Convert a function to be a class method.

A class method receives the class as implicit first argument,
just like an instance method receives the instance.
To declare a class method, use this idiom:

  class C:
      @classmethod
      def f(cls, arg1, arg2, argN):
          ...

It can be called either on the class (e.g. C.f()) or on an instance
(e.g. C().f()).  The instance is ignored except for its class.
If a class method is called for a derived class, the derived class
object is passed as the implied first argument.

Class methods are different than C++ or Java static methods.
If you want those, see the staticmethod builtin.)DOC"},
    {"compile", R"DOC(Compile source into a code object that can be executed by exec() or eval().

The source code may represent a Python module, statement or expression.
The filename will be used for run-time error messages.
The mode must be 'exec' to compile a module, 'single' to compile a
single (interactive) statement, or 'eval' to compile an expression.
The flags argument, if present, controls which future statements influence
the compilation of the code.
The dont_inherit argument, if true, stops the compilation inheriting
the effects of any future statements in effect in the code calling
compile; if absent or false these statements do influence the compilation,
in addition to any features explicitly specified.)DOC"},
    {"complex", R"DOC(Create a complex number from a real part and an optional imaginary part.

This is equivalent to (real + imag*1j) where imag defaults to 0.)DOC"},
    {"delattr", R"DOC(Deletes the named attribute from the given object.

delattr(x, 'y') is equivalent to ``del x.y``)DOC"},
    {"dict", R"DOC(dict() -> new empty dictionary
dict(mapping) -> new dictionary initialized from a mapping object's
    (key, value) pairs
dict(iterable) -> new dictionary initialized as if via:
    d = {}
    for k, v in iterable:
        d[k] = v
dict(**kwargs) -> new dictionary initialized with the name=value pairs
    in the keyword argument list.  For example:  dict(one=1, two=2))DOC"},
    {"dir", R"DOC(Show attributes of an object.

If called without an argument, return the names in the current scope.
Else, return an alphabetized list of names comprising (some of) the attributes
of the given object, and of attributes reachable from it.
If the object supplies a method named __dir__, it will be used; otherwise
the default dir() logic is used and returns:
  for a module object: the module's attributes.
  for a class object:  its attributes, and recursively the attributes
    of its bases.
  for any other object: its attributes, its class's attributes, and
    recursively the attributes of its class's base classes.)DOC"},
    {"divmod", R"DOC(Return the tuple (x//y, x%y).  Invariant: div*y + mod == x.)DOC"},
    {"enumerate", R"DOC(Return an enumerate object.

  iterable
    an object supporting iteration

The enumerate object yields pairs containing a count (from start, which
defaults to zero) and a value yielded by the iterable argument.

enumerate is useful for obtaining an indexed list:
    (0, seq[0]), (1, seq[1]), (2, seq[2]), ...)DOC"},
    {"eval", R"DOC(Evaluate the given source in the context of globals and locals.

The source may be a string representing a Python expression
or a code object as returned by compile().
The globals must be a dictionary and locals can be any mapping,
defaulting to the current globals and locals.
If only globals is given, locals defaults to it.)DOC"},
    {"exec", R"DOC(Execute the given source in the context of globals and locals.

The source may be a string representing one or more Python statements
or a code object as returned by compile().
The globals must be a dictionary and locals can be any mapping,
defaulting to the current globals and locals.
If only globals is given, locals defaults to it.
The closure must be a tuple of cellvars, and can only be used
when source is a code object requiring exactly that many cellvars.)DOC"},
    {"filter", R"DOC(filter(function or None, iterable) --> filter object

Return an iterator yielding those items of iterable for which function(item)
is true. If function is None, return the items that are true.)DOC"},
    {"float", R"DOC(Convert a string or number to a floating point number, if possible.)DOC"},
    {"format", R"DOC(Return type(value).__format__(value, format_spec)

Many built-in types implement format_spec according to the
Format Specification Mini-language. See help('FORMATTING').

If type(value) does not supply a method named __format__
and format_spec is empty, then str(value) is returned.
See also help('SPECIALMETHODS').)DOC"},
    {"frozenset", R"DOC(frozenset() -> empty frozenset object
frozenset(iterable) -> frozenset object

Build an immutable unordered collection of unique elements.)DOC"},
    {"getattr", R"DOC(Get a named attribute from an object.

getattr(x, 'y') is equivalent to x.y
When a default argument is given, it is returned when the attribute doesn't
exist; without it, an exception is raised in that case.)DOC"},
    {"globals", R"DOC(Return the dictionary containing the current scope's global variables.

NOTE: Updates to this dictionary *will* affect name lookups in the current
global scope and vice-versa.)DOC"},
    {"hasattr", R"DOC(Return whether the object has an attribute with the given name.

This is done by calling getattr(obj, name) and catching AttributeError.)DOC"},
    {"hash", R"DOC(Return the hash value for the given object.

Two objects that compare equal must also have the same hash value, but the
reverse is not necessarily true.)DOC"},
    {"hex", R"DOC(Return the hexadecimal representation of an integer.

   >>> hex(12648430)
   '0xc0ffee')DOC"},
    {"id", R"DOC(Return the identity of an object.

This is guaranteed to be unique among simultaneously existing objects.
(CPython uses the object's memory address.))DOC"},
    {"input", R"DOC(Read a string from standard input.  The trailing newline is stripped.

The prompt string, if given, is printed to standard output without a
trailing newline before reading input.

If the user hits EOF (*nix: Ctrl-D, Windows: Ctrl-Z+Return), raise EOFError.
On *nix systems, readline is used if available.)DOC"},
    {"int", R"DOC(int([x]) -> integer
int(x, base=10) -> integer

Convert a number or string to an integer, or return 0 if no arguments
are given.  If x is a number, return x.__int__().  For floating point
numbers, this truncates towards zero.

If x is not a number or if base is given, then x must be a string,
bytes, or bytearray instance representing an integer literal in the
given base.  The literal can be preceded by '+' or '-' and be surrounded
by whitespace.  The base defaults to 10.  Valid bases are 0 and 2-36.
Base 0 means to interpret the base from the string as an integer literal.
>>> int('0b100', base=0)
4)DOC"},
    {"isinstance", R"DOC(Return whether an object is an instance of a class or of a subclass thereof.

A tuple, as in ``isinstance(x, (A, B, ...))``, may be given as the target to
check against. This is equivalent to ``isinstance(x, A) or isinstance(x, B)
or ...`` etc.)DOC"},
    {"issubclass", R"DOC(Return whether 'cls' is derived from another class or is the same class.

A tuple, as in ``issubclass(x, (A, B, ...))``, may be given as the target to
check against. This is equivalent to ``issubclass(x, A) or issubclass(x, B)
or ...``.)DOC"},
    {"iter", R"DOC(Get an iterator from an object.

In the first form, the argument must supply its own iterator, or be a sequence.
In the second form, the callable is called until it returns the sentinel.)DOC"},
    {"len", R"DOC(Return the number of items in a container.)DOC"},
    {"list", R"DOC(Built-in mutable sequence.

If no argument is given, the constructor creates a new empty list.
The argument must be an iterable if specified.)DOC"},
    {"locals", R"DOC(Return a dictionary containing the current scope's local variables.

NOTE: Whether or not updates to this dictionary will affect name lookups in
the local scope and vice-versa is *implementation dependent* and not
covered by any backwards compatibility guarantees.)DOC"},
    {"map", R"DOC(map(func, *iterables) --> map object

Make an iterator that computes the function using arguments from
each of the iterables.  Stops when the shortest iterable is exhausted.)DOC"},
    {"max", R"DOC(max(iterable, *[, default=obj, key=func]) -> value
max(arg1, arg2, *args, *[, key=func]) -> value

With a single iterable argument, return its biggest item. The
default keyword-only argument specifies an object to return if
the provided iterable is empty.
With two or more arguments, return the largest argument.)DOC"},
    {"memoryview", R"DOC(Create a new memoryview object which references the given object.)DOC"},
    {"min", R"DOC(min(iterable, *[, default=obj, key=func]) -> value
min(arg1, arg2, *args, *[, key=func]) -> value

With a single iterable argument, return its smallest item. The
default keyword-only argument specifies an object to return if
the provided iterable is empty.
With two or more arguments, return the smallest argument.)DOC"},
    {"next", R"DOC(Return the next item from the iterator.

If default is given and the iterator is exhausted,
it is returned instead of raising StopIteration.)DOC"},
    {"oct", R"DOC(Return the octal representation of an integer.

   >>> oct(342391)
   '0o1234567')DOC"},
    {"open", R"DOC(Open file and return a stream.  Raise OSError upon failure.

file is either a text or byte string giving the name (and the path
if the file isn't in the current working directory) of the file to
be opened or an integer file descriptor of the file to be
wrapped. (If a file descriptor is given, it is closed when the
returned I/O object is closed, unless closefd is set to False.)

mode is an optional string that specifies the mode in which the file
is opened. It defaults to 'r' which means open for reading in text
mode.  Other common values are 'w' for writing (truncating the file if
it already exists), 'x' for creating and writing to a new file, and
'a' for appending (which on some Unix systems, means that all writes
append to the end of the file regardless of the current seek position).
In text mode, if encoding is not specified the encoding used is platform
dependent: locale.getencoding() is called to get the current locale encoding.
(For reading and writing raw bytes use binary mode and leave encoding
unspecified.) The available modes are:

========= ===============================================================
Character Meaning
--------- ---------------------------------------------------------------
'r'       open for reading (default)
'w'       open for writing, truncating the file first
'x'       create a new file and open it for writing
'a'       open for writing, appending to the end of the file if it exists
'b'       binary mode
't'       text mode (default)
'+'       open a disk file for updating (reading and writing)
========= ===============================================================

The default mode is 'rt' (open for reading text). For binary random
access, the mode 'w+b' opens and truncates the file to 0 bytes, while
'r+b' opens the file without truncation. The 'x' mode implies 'w' and
raises an `FileExistsError` if the file already exists.

Python distinguishes between files opened in binary and text modes,
even when the underlying operating system doesn't. Files opened in
binary mode (appending 'b' to the mode argument) return contents as
bytes objects without any decoding. In text mode (the default, or when
't' is appended to the mode argument), the contents of the file are
returned as strings, the bytes having been first decoded using a
platform-dependent encoding or using the specified encoding if given.

buffering is an optional integer used to set the buffering policy.
Pass 0 to switch buffering off (only allowed in binary mode), 1 to select
line buffering (only usable in text mode), and an integer > 1 to indicate
the size of a fixed-size chunk buffer.  When no buffering argument is
given, the default buffering policy works as follows:

* Binary files are buffered in fixed-size chunks; the size of the buffer
  is chosen using a heuristic trying to determine the underlying device's
  "block size" and falling back on `io.DEFAULT_BUFFER_SIZE`.
  On many systems, the buffer will typically be 4096 or 8192 bytes long.

* "Interactive" text files (files for which isatty() returns True)
  use line buffering.  Other text files use the policy described above
  for binary files.

encoding is the name of the encoding used to decode or encode the
file. This should only be used in text mode. The default encoding is
platform dependent, but any encoding supported by Python can be
passed.  See the codecs module for the list of supported encodings.

errors is an optional string that specifies how encoding errors are to
be handled---this argument should not be used in binary mode. Pass
'strict' to raise a ValueError exception if there is an encoding error
(the default of None has the same effect), or pass 'ignore' to ignore
errors. (Note that ignoring encoding errors can lead to data loss.)
See the documentation for codecs.register or run 'help(codecs.Codec)'
for a list of the permitted encoding error strings.

newline controls how universal newlines works (it only applies to text
mode). It can be None, '', '\n', '\r', and '\r\n'.  It works as
follows:

* On input, if newline is None, universal newlines mode is
  enabled. Lines in the input can end in '\n', '\r', or '\r\n', and
  these are translated into '\n' before being returned to the
  caller. If it is '', universal newline mode is enabled, but line
  endings are returned to the caller untranslated. If it has any of
  the other legal values, input lines are only terminated by the given
  string, and the line ending is returned to the caller untranslated.

* On output, if newline is None, any '\n' characters written are
  translated to the system default line separator, os.linesep. If
  newline is '' or '\n', no translation takes place. If newline is any
  of the other legal values, any '\n' characters written are translated
  to the given string.

If closefd is False, the underlying file descriptor will be kept open
when the file is closed. This does not work when a file name is given
and must be True in that case.

A custom opener can be used by passing a callable as *opener*. The
underlying file descriptor for the file object is then obtained by
calling *opener* with (*file*, *flags*). *opener* must return an open
file descriptor (passing os.open as *opener* results in functionality
similar to passing None).

open() returns a file object whose type depends on the mode, and
through which the standard file operations such as reading and writing
are performed. When open() is used to open a file in a text mode ('w',
'r', 'wt', 'rt', etc.), it returns a TextIOWrapper. When used to open
a file in a binary mode, the returned class varies: in read binary
mode, it returns a BufferedReader; in write binary and append binary
modes, it returns a BufferedWriter, and in read/write mode, it returns
a BufferedRandom.

It is also possible to use a string or bytearray as a file for both
reading and writing. For strings StringIO can be used like a file
opened in a text mode, and for bytes a BytesIO can be used like a file
opened in a binary mode.)DOC"},
    {"ord", R"DOC(Return the Unicode code point for a one-character string.)DOC"},
    {"pow", R"DOC(Equivalent to base**exp with 2 arguments or base**exp % mod with 3 arguments

Some types, such as ints, are able to use a more efficient algorithm when
invoked using the three argument form.)DOC"},
    {"print", R"DOC(Prints the values to a stream, or to sys.stdout by default.

  sep
    string inserted between values, default a space.
  end
    string appended after the last value, default a newline.
  file
    a file-like object (stream); defaults to the current sys.stdout.
  flush
    whether to forcibly flush the stream.)DOC"},
    {"property", R"DOC(Property attribute.

  fget
    function to be used for getting an attribute value
  fset
    function to be used for setting an attribute value
  fdel
    function to be used for del'ing an attribute
  doc
    docstring

Typical use is to define a managed attribute x:

class C(object):
    def getx(self): return self._x
    def setx(self, value): self._x = value
    def delx(self): del self._x
    x = property(getx, setx, delx, "I'm the 'x' property.")

Decorators make defining new properties or modifying existing ones easy:

class C(object):
    @property
    def x(self):
        "I am the 'x' property."
        return self._x
    @x.setter
    def x(self, value):
        self._x = value
    @x.deleter
    def x(self):
        del self._x)DOC"},
    {"range", R"DOC(range(stop) -> range object
range(start, stop[, step]) -> range object

Return an object that produces a sequence of integers from start (inclusive)
to stop (exclusive) by step.  range(i, j) produces i, i+1, i+2, ..., j-1.
start defaults to 0, and stop is omitted!  range(4) produces 0, 1, 2, 3.
These are exactly the valid indices for a list of 4 elements.
When step is given, it specifies the increment (or decrement).)DOC"},
    {"repr", R"DOC(Return the canonical string representation of the object.

For many object types, including most builtins, eval(repr(obj)) == obj.)DOC"},
    {"reversed", R"DOC(Return a reverse iterator over the values of the given sequence.)DOC"},
    {"round", R"DOC(Round a number to a given precision in decimal digits.

The return value is an integer if ndigits is omitted or None.  Otherwise
the return value has the same type as the number.  ndigits may be negative.)DOC"},
    {"set", R"DOC(set() -> new empty set object
set(iterable) -> new set object

Build an unordered collection of unique elements.)DOC"},
    {"setattr", R"DOC(Sets the named attribute on the given object to the specified value.

setattr(x, 'y', v) is equivalent to ``x.y = v``)DOC"},
    {"slice", R"DOC(slice(stop)
slice(start, stop[, step])

Create a slice object.  This is used for extended slicing (e.g. a[0:10:2]).)DOC"},
    {"sorted", R"DOC(Return a new list containing all items from the iterable in ascending order.

A custom key function can be supplied to customize the sort order, and the
reverse flag can be set to request the result in descending order.)DOC"},
    {"staticmethod", R"DOC(staticmethod(function) -> method

Convert a function to be a static method.

A static method does not receive an implicit first argument.
To declare a static method, use this idiom:

     class C:
         @staticmethod
         def f(arg1, arg2, argN):
             ...

It can be called either on the class (e.g. C.f()) or on an instance
(e.g. C().f()). Both the class and the instance are ignored, and
neither is passed implicitly as the first argument to the method.

Static methods in Python are similar to those found in Java or C++.
For a more advanced concept, see the classmethod builtin.)DOC"},
    {"str", R"DOC(str(object='') -> str
str(bytes_or_buffer[, encoding[, errors]]) -> str

Create a new string object from the given object. If encoding or
errors is specified, then the object must expose a data buffer
that will be decoded using the given encoding and error handler.
Otherwise, returns the result of object.__str__() (if defined)
or repr(object).
encoding defaults to sys.getdefaultencoding().
errors defaults to 'strict'.)DOC"},
    {"sum", R"DOC(Return the sum of a 'start' value (default: 0) plus an iterable of numbers

When the iterable is empty, return the start value.
This function is intended specifically for use with numeric values and may
reject non-numeric types.)DOC"},
    {"super", R"DOC(super() -> same as super(__class__, <first argument>)
super(type) -> unbound super object
super(type, obj) -> bound super object; requires isinstance(obj, type)
super(type, type2) -> bound super object; requires issubclass(type2, type)
Typical use to call a cooperative superclass method:
class C(B):
    def meth(self, arg):
        super().meth(arg)
This works for class methods too:
class C(B):
    @classmethod
    def cmeth(cls, arg):
        super().cmeth(arg)
)DOC"},
    {"tuple", R"DOC(Built-in immutable sequence.

If no argument is given, the constructor returns an empty tuple.
If iterable is specified the tuple is initialized from iterable's items.

If the argument is a tuple, the return value is the same object.)DOC"},
    {"type", R"DOC(type(object) -> the object's type
type(name, bases, dict, **kwds) -> a new type)DOC"},
    {"vars", R"DOC(Show vars.

Without arguments, equivalent to locals().
With an argument, equivalent to object.__dict__.)DOC"},
    {"zip", R"DOC(zip(*iterables, strict=False) --> Yield tuples until an input is exhausted.

   >>> list(zip('abcdefg', range(3), range(4)))
   [('a', 0, 0), ('b', 1, 1), ('c', 2, 2)]

The zip object yields n-length tuples, where n is the number of iterables
passed as positional arguments to zip().  The i-th element in every tuple
comes from the i-th iterable argument to zip().  This continues until the
shortest argument is exhausted.

If strict is true and one of the arguments is exhausted before the others,
raise a ValueError.)DOC"},
};

const std::unordered_map<std::string_view, const char*>& docs_by_name() {
  static const auto* table = [] {
    auto* m = new std::unordered_map<std::string_view, const char*>();
    for (const BuiltinDoc& d : kDocs) m->emplace(d.name, d.doc);
    return m;
  }();
  return *table;
}

}  // namespace

namespace {

// inspect.cleandoc, which pydoc applies to a docstring: the first line stripped of leading
// blanks, the common indentation of the others removed, blank lines at both ends dropped.
std::vector<std::string> clean_doc_lines(std::string_view doc) {
  std::vector<std::string> lines;
  for (std::size_t start = 0;;) {
    const std::size_t end = doc.find('\n', start);
    lines.emplace_back(doc.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  std::size_t margin = std::string::npos;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::size_t indent = lines[i].find_first_not_of(' ');
    if (indent != std::string::npos) margin = std::min(margin, indent);
  }
  lines[0].erase(0, std::min(lines[0].find_first_not_of(' '), lines[0].size()));
  for (std::size_t i = 1; i < lines.size(); ++i) lines[i].erase(0, std::min(margin, lines[i].size()));
  auto blank = [](const std::string& l) { return l.find_first_not_of(' ') == std::string::npos; };
  while (!lines.empty() && blank(lines.back())) lines.pop_back();
  while (!lines.empty() && blank(lines.front())) lines.erase(lines.begin());
  return lines;
}

// What pydoc's help() writes for a builtin: the header, the signature line, the docstring
// indented by four spaces (blank lines left empty), and a blank line.
std::string help_text(const std::string& header, const std::string& signature, std::string_view doc) {
  std::string out = header + "\n\n" + signature + "\n";
  for (const std::string& line : clean_doc_lines(doc)) out += (line.empty() ? "" : "    " + line) + "\n";
  return out + "\n";
}

// Whether `f` is the method `name` of `type` (its own attribute, or the function of its
// classmethod: dict.fromkeys).
bool is_type_method(Object* type, const char* name, const Object* f) {
  if (!type || type->cls != T().type) return false;
  Object* attr = static_cast<TypeObject*>(type)->attrs.find(name);
  if (attr && attr->cls == T().classmethod) attr = static_cast<WrapperObject*>(attr)->function.get();
  return attr == f;
}

// The method entry of `f` when it is a builtin type's method (the type's own attribute).
const MethodDoc* method_entry(const Scope& builtins, const Object* f) {
  if (f->cls != T().builtin_function) return nullptr;
  const std::string& name = static_cast<const NativeFunctionObject*>(f)->name;
  for (const MethodDoc& d : method_docs()) {
    if (name != d.method || !*d.signature) continue;
    if (is_type_method(builtins.vars.find(d.type), d.method, f)) return &d;
  }
  return nullptr;
}

// help(obj), as CPython 3.12 prints it when its output is not a terminal, for the builtin
// functions and the builtin types' methods (through the type or bound to an instance); pydoc's
// pages for modules, classes and other objects are not emulated.
Ref builtin_help(CallArgs& a) {
  if (a.args.empty() && a.kwargs.empty()) {
    raise(E().NotImplementedError, "help() without an argument starts CPython's interactive help, which tfplay does not have");
  }
  if (a.args.size() != 1 || !a.kwargs.empty()) {
    raise(E().TypeError, "Helper.__call__() takes from 1 to 2 positional arguments but " + std::to_string(a.args.size() + 1) + " were given");
  }
  const Ref& obj = a.args[0];
  const Scope& builtins = *Interpreter::current().builtins();
  std::string text;
  if (obj->cls == T().builtin_function) {
    auto* f = static_cast<NativeFunctionObject*>(obj.get());
    const char* signature = builtin_help_signature(f->name);
    auto doc = docs_by_name().find(f->name);
    if (signature && doc != docs_by_name().end() && builtins.vars.find(f->name) == f) {
      text = help_text("Help on built-in function " + f->name + " in module builtins:", signature, doc->second);
    } else if (const MethodDoc* d = method_entry(builtins, f)) {
      text = help_text("Help on method_descriptor:", d->signature, d->doc);
    }
  } else if (obj->cls == T().method) {
    auto* m = static_cast<BoundMethodObject*>(obj.get());
    if (const MethodDoc* d = method_entry(builtins, m->function.get()); d && m->self->cls->name == d->type) {
      text = help_text(std::string("Help on built-in function ") + d->method + ":", d->bound_signature, d->doc);
    }
  }
  if (text.empty()) {
    raise(E().NotImplementedError, "help() of a " + obj->cls->name +
                                       " object is not available in tfplay: it shows the help of builtin functions and of "
                                       "the builtin types' methods (help(len), help(list.append)); print(obj.__doc__) shows a docstring");
  }
  Object* print = builtins.vars.find("print");
  CallArgs args;
  args.args.push_back(Str(text));
  args.kwargs.emplace_back("end", Str(""));
  call(print->self(), args);
  return None();
}

}  // namespace

void install_builtin_docs(Scope& builtins) {
  if (!builtins.vars.find("help")) builtins.vars.set("help", NativeFunction("help", builtin_help));
  for (const BuiltinDoc& d : kDocs) {
    Object* o = builtins.vars.find(d.name);
    if (!o || !(o->cls == T().type)) continue;
    auto* type = static_cast<TypeObject*>(o);
    // An alias (IOError is OSError) keeps its own type's text.
    if (type->name != d.name || type->attrs.contains("__doc__")) continue;
    type->attrs.set("__doc__", Str(d.doc));
  }
}

namespace {

// Docstrings given to natives of modules built in C++ (tfplay's numpy), per interpreter. The
// functions are held, so no other object can take the address of one while it is listed; a new
// set replaces the last one (one interpreter runs at a time).
std::unordered_map<const Object*, std::pair<Ref, const char*>>& native_docs() {
  static auto* docs = new std::unordered_map<const Object*, std::pair<Ref, const char*>>();
  return *docs;
}

}  // namespace

void set_native_docs(const std::vector<std::pair<Ref, const char*>>& docs) {
  native_docs().clear();
  // A function listed under two names (np.round and np.around are one object) keeps the last.
  for (const auto& [f, doc] : docs) native_docs().insert_or_assign(f.get(), std::pair<Ref, const char*>(f, doc));
}

Ref native_function_doc(const NativeFunctionObject* f) {
  if (auto it = native_docs().find(f); it != native_docs().end()) return Str(it->second.second);
  const auto& builtins = Interpreter::current().builtins();
  if (!builtins) return None();
  if (auto it = docs_by_name().find(f->name); it != docs_by_name().end() && builtins->vars.find(f->name) == f) {
    return Str(it->second);
  }
  // A builtin type's method (list.append): the type's own attribute of that name is `f`.
  for (const MethodDoc& d : method_docs()) {
    if (f->name != d.method) continue;
    if (is_type_method(builtins->vars.find(d.type), d.method, f)) return Str(d.doc);
  }
  return None();
}

}  // namespace tfplay::py
