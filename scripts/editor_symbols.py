# Runs inside tfplay (build/native/tfplay run, from web/vite.config.js at build time) and prints
# the editor's symbol index as JSON: every public name of tfplay's `tensorflow`, `keras` and
# `numpy` modules (their submodules and the members of their classes) and the Python builtins
# tfplay has, each with what inspect.signature and __doc__ give in tfplay, and whether it is a
# stub that raises NotImplementedError. The page's completion, hover, signature help and
# "not supported" squiggles read it (web/src/editor-symbols.js), so they offer only what runs.
#
# A node is {"k": kind, "s": signature, "d": first doc paragraph, "u": why it is unsupported,
# "m": {name: node}, "o": 1 when the module has more members than it lists, "y": the path of the
# class a function's result is an instance of, for the editor to complete `x.` after
# `x = tf.constant(...)`}, empty fields left out; kind is m(odule), c(lass), f(unction),
# p(roperty) or v(alue) ("t" then names its type). A module or class met again under another name (tf.keras
# is keras's tf_keras view; keras.layers.Dense is also tf.keras.layers.Dense) is {"k", "r":
# the path where it was written first}. "(modules)" lists the standard-library modules tfplay
# imports, for completion after `import` (tensorflow, keras and numpy are the index's own roots).
import inspect
import json

import _tfplay_api
import keras
import numpy
import tensorflow

ROOTS = (("numpy", numpy), ("keras", keras), ("tensorflow", tensorflow))
# Members that dir() leaves out because they load on first use (tf.keras, as in TF 2.20).
LAZY = {"tensorflow": ["keras"]}
# Modules that make their members on first use, so that dir() lists only some of them: tf.raw_ops
# has every op of tfplay's registry. Their node gets "o": 1 (open), and no name in them is
# flagged as missing.
OPEN = {"tensorflow.raw_ops"}

# The builtins CPython 3.12 has (the public names of its `builtins` module). tfplay has neither a
# `builtins` module nor eval(), so each is looked up through a lambda, kept when tfplay has it.
BUILTINS = {
    "abs": lambda: abs, "aiter": lambda: aiter, "all": lambda: all, "anext": lambda: anext,
    "any": lambda: any, "ascii": lambda: ascii, "bin": lambda: bin, "bool": lambda: bool,
    "breakpoint": lambda: breakpoint, "bytearray": lambda: bytearray, "bytes": lambda: bytes,
    "callable": lambda: callable, "chr": lambda: chr, "classmethod": lambda: classmethod,
    "compile": lambda: compile, "complex": lambda: complex, "delattr": lambda: delattr,
    "dict": lambda: dict, "dir": lambda: dir, "divmod": lambda: divmod,
    "enumerate": lambda: enumerate, "eval": lambda: eval, "exec": lambda: exec,
    "filter": lambda: filter, "float": lambda: float, "format": lambda: format,
    "frozenset": lambda: frozenset, "getattr": lambda: getattr, "globals": lambda: globals,
    "hasattr": lambda: hasattr, "hash": lambda: hash, "help": lambda: help, "hex": lambda: hex,
    "id": lambda: id, "input": lambda: input, "int": lambda: int, "isinstance": lambda: isinstance,
    "issubclass": lambda: issubclass, "iter": lambda: iter, "len": lambda: len,
    "list": lambda: list, "locals": lambda: locals, "map": lambda: map, "max": lambda: max,
    "memoryview": lambda: memoryview, "min": lambda: min, "next": lambda: next,
    "object": lambda: object, "oct": lambda: oct, "open": lambda: open, "ord": lambda: ord,
    "pow": lambda: pow, "print": lambda: print, "property": lambda: property,
    "range": lambda: range, "repr": lambda: repr, "reversed": lambda: reversed,
    "round": lambda: round, "set": lambda: set, "setattr": lambda: setattr, "slice": lambda: slice,
    "sorted": lambda: sorted, "staticmethod": lambda: staticmethod, "str": lambda: str,
    "sum": lambda: sum, "super": lambda: super, "tuple": lambda: tuple, "type": lambda: type,
    "vars": lambda: vars, "zip": lambda: zip, "__import__": lambda: __import__,
    "ArithmeticError": lambda: ArithmeticError, "AssertionError": lambda: AssertionError,
    "AttributeError": lambda: AttributeError, "BaseException": lambda: BaseException,
    "BaseExceptionGroup": lambda: BaseExceptionGroup, "BlockingIOError": lambda: BlockingIOError,
    "BufferError": lambda: BufferError, "BytesWarning": lambda: BytesWarning,
    "DeprecationWarning": lambda: DeprecationWarning, "EOFError": lambda: EOFError,
    "EncodingWarning": lambda: EncodingWarning, "Exception": lambda: Exception,
    "ExceptionGroup": lambda: ExceptionGroup, "FileExistsError": lambda: FileExistsError,
    "FileNotFoundError": lambda: FileNotFoundError,
    "FloatingPointError": lambda: FloatingPointError, "FutureWarning": lambda: FutureWarning,
    "GeneratorExit": lambda: GeneratorExit, "ImportError": lambda: ImportError,
    "ImportWarning": lambda: ImportWarning, "IndentationError": lambda: IndentationError,
    "IndexError": lambda: IndexError, "InterruptedError": lambda: InterruptedError,
    "IsADirectoryError": lambda: IsADirectoryError, "KeyError": lambda: KeyError,
    "KeyboardInterrupt": lambda: KeyboardInterrupt, "LookupError": lambda: LookupError,
    "MemoryError": lambda: MemoryError, "ModuleNotFoundError": lambda: ModuleNotFoundError,
    "NameError": lambda: NameError, "NotADirectoryError": lambda: NotADirectoryError,
    "NotImplementedError": lambda: NotImplementedError, "OSError": lambda: OSError,
    "OverflowError": lambda: OverflowError, "PermissionError": lambda: PermissionError,
    "RecursionError": lambda: RecursionError, "ReferenceError": lambda: ReferenceError,
    "RuntimeError": lambda: RuntimeError, "RuntimeWarning": lambda: RuntimeWarning,
    "StopAsyncIteration": lambda: StopAsyncIteration, "StopIteration": lambda: StopIteration,
    "SyntaxError": lambda: SyntaxError, "SyntaxWarning": lambda: SyntaxWarning,
    "SystemError": lambda: SystemError, "SystemExit": lambda: SystemExit,
    "TabError": lambda: TabError, "TimeoutError": lambda: TimeoutError,
    "TypeError": lambda: TypeError, "UnboundLocalError": lambda: UnboundLocalError,
    "UnicodeDecodeError": lambda: UnicodeDecodeError,
    "UnicodeEncodeError": lambda: UnicodeEncodeError, "UnicodeError": lambda: UnicodeError,
    "UnicodeWarning": lambda: UnicodeWarning, "UserWarning": lambda: UserWarning,
    "ValueError": lambda: ValueError, "Warning": lambda: Warning,
    "ZeroDivisionError": lambda: ZeroDivisionError, "Ellipsis": lambda: Ellipsis,
    "NotImplemented": lambda: NotImplemented,
}

# inspect.signature of CPython 3.12's builtins that have one (their __text_signature__), for
# those whose tfplay implementation carries none. Builtins CPython gives no signature for
# (range, zip, min, max, getattr, ...) have none here either.
CPYTHON_SIGNATURES = {
    "abs": "(x, /)", "all": "(iterable, /)", "any": "(iterable, /)", "ascii": "(obj, /)",
    "bin": "(number, /)", "callable": "(obj, /)", "chr": "(i, /)", "delattr": "(obj, name, /)",
    "divmod": "(x, y, /)", "enumerate": "(iterable, start=0)", "format": "(value, format_spec='', /)",
    "hasattr": "(obj, name, /)", "hash": "(obj, /)", "hex": "(number, /)", "id": "(obj, /)",
    "isinstance": "(obj, class_or_tuple, /)", "issubclass": "(cls, class_or_tuple, /)",
    "len": "(obj, /)", "list": "(iterable=(), /)", "oct": "(number, /)", "ord": "(c, /)",
    "pow": "(base, exp, mod=None)", "print": "(*args, sep=' ', end='\\n', file=None, flush=False)",
    "repr": "(obj, /)", "reversed": "(sequence, /)", "round": "(number, ndigits=None)",
    "setattr": "(obj, name, value, /)", "sorted": "(iterable, /, *, key=None, reverse=False)",
    "sum": "(iterable, /, start=0)", "tuple": "(iterable=(), /)",
}

# Functions whose result is a tf.Tensor, each with arguments to call it with: the script calls it
# and records "y" only when the result is one (a function tfplay lacks, or whose result is not a
# tensor, gets none). The common ways a program makes a tensor, not every op.
TENSOR_PROBES = {
    "constant": ([1.0],), "convert_to_tensor": ([1.0],), "zeros": ([2],), "ones": ([2],),
    "zeros_like": ([1.0],), "ones_like": ([1.0],), "fill": ([2], 1.0), "eye": (2,), "range": (3,),
    "linspace": (0.0, 1.0, 3), "identity": ([1.0],), "reshape": ([1.0, 2.0], [2, 1]),
    "transpose": ([[1.0]],), "matmul": ([[1.0]], [[1.0]]), "add": (1.0, 2.0),
    "subtract": (1.0, 2.0), "multiply": (1.0, 2.0), "divide": (1.0, 2.0), "square": (2.0,),
    "sqrt": (4.0,), "exp": (1.0,), "abs": (-1.0,), "cast": ([1], tensorflow.float32),
    "concat": ([[1.0], [2.0]], 0), "stack": ([1.0, 2.0],), "expand_dims": ([1.0], 0),
    "squeeze": ([[1.0]],), "tile": ([1.0], [2]), "gather": ([1.0, 2.0], [0]),
    "where": ([True], [1.0], [2.0]), "argmax": ([1.0, 2.0],), "one_hot": ([0], 2),
    "reduce_sum": ([1.0],), "reduce_mean": ([1.0],), "reduce_max": ([1.0],), "reduce_min": ([1.0],),
    "shape": ([1.0],), "math.reduce_sum": ([1.0],), "math.square": (2.0,), "nn.relu": ([1.0],),
    "nn.softmax": ([[1.0]],), "nn.sigmoid": ([1.0],), "random.normal": ([2],), "random.uniform": ([2],),
}


def tensor_results():
    """The index paths of TENSOR_PROBES' functions whose call gives a tf.Tensor."""
    found = set()
    for name, args in TENSOR_PROBES.items():
        try:
            fn = tensorflow
            for part in name.split("."):
                fn = getattr(fn, part)
            if isinstance(fn(*args), tensorflow.Tensor):
                found.add("tensorflow." + name)
        except Exception:
            continue
    return found


TENSOR_RESULTS = tensor_results()

MODULE_TYPE = type(tensorflow)
written = {}  # id() of a module or class -> the path it was written at


def signature_text(obj):
    try:
        return str(inspect.signature(obj))
    except Exception:
        return None


def doc_summary(obj):
    # Its own docstring: inspect.getdoc would give a class without one its base class's.
    try:
        doc = vars(obj).get("__doc__") if isinstance(obj, type) else obj.__doc__
    except Exception:
        return None
    if not isinstance(doc, str):
        return None
    summary = " ".join(doc.strip().split("\n\n")[0].split())  # the first paragraph, on one line
    return summary[:237] + "..." if len(summary) > 240 else summary or None


def unsupported(obj):
    """Why `obj` only raises NotImplementedError ('' when it runs): a TF API stub, or a Keras
    name marked _tfplay_unavailable (with the reason it gives)."""
    try:
        # A constant of the API table that has its value (tf.data.AUTOTUNE, -1) is usable; only
        # the placeholder values of the constants tfplay lacks raise.
        if _tfplay_api.is_stub(obj) and (callable(obj) or type(obj).__name__ == "_UnimplementedValue"):
            return "stub"
        marks = vars(obj) if isinstance(obj, type) else {"_tfplay_unavailable": getattr(obj, "_tfplay_unavailable", None)}
        reason = marks.get("_tfplay_unavailable")
    except Exception:
        return ""
    return reason if isinstance(reason, str) and reason else ("stub" if reason else "")


def public_module(module):
    """Whether `module` is part of the API (not, say, a Keras implementation module that a public
    module imported)."""
    name = str(getattr(module, "__name__", ""))
    return name.startswith(("tensorflow", "keras", "numpy")) and not name.startswith("keras.src")


def describe(obj, path, member_of_class=False):
    """The node of `obj`, found at `path`; None for what is not part of the API."""
    if isinstance(obj, MODULE_TYPE) and not public_module(obj):
        return None
    node = {}
    why = unsupported(obj)
    if why:
        node["u"] = why
    if isinstance(obj, MODULE_TYPE):
        node["k"] = "m"
    elif isinstance(obj, type):
        node["k"] = "c"
    elif callable(obj):
        node["k"] = "f"
    else:
        node["k"] = "v"
        node["t"] = type(obj).__name__
        return node
    if node["k"] != "m":
        sig = signature_text(obj)
        if sig is not None:
            node["s"] = sig
        doc = doc_summary(obj)
        if doc:
            node["d"] = doc
        if path in TENSOR_RESULTS and not why:
            node["y"] = "tensorflow.Tensor"
    if why or member_of_class or node["k"] == "f":
        return node
    if id(obj) in written:
        return {"k": node["k"], "r": written[id(obj)]}
    written[id(obj)] = path
    if path in OPEN:
        node["o"] = 1
    members = module_members(obj, path) if node["k"] == "m" else class_members(obj, path)
    if members:
        node["m"] = members
    return node


def module_members(module, path):
    members = {}
    for name in sorted(set(dir(module)) | set(LAZY.get(path, []))):
        if name.startswith("_"):
            continue
        try:
            obj = getattr(module, name)
        except Exception:
            continue
        node = describe(obj, f"{path}.{name}")
        if node is not None:
            members[name] = node
    return members


def class_members(cls, path):
    members = {}
    for name in sorted(dir(cls)):
        if name.startswith("_"):
            continue
        raw = next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), None)
        if isinstance(raw, property):
            members[name] = {"k": "p"}
            why = unsupported(raw.fget)
            if why:
                members[name]["u"] = why
            continue
        try:
            obj = getattr(cls, name)
        except Exception:
            continue
        members[name] = describe(obj, f"{path}.{name}", member_of_class=True)
    return members


def builtins_node():
    members = {}
    for name, lookup in BUILTINS.items():
        try:
            obj = lookup()
        except Exception:
            continue
        node = {"k": "c" if isinstance(obj, type) else "f" if callable(obj) else "v"}
        sig = signature_text(obj) or CPYTHON_SIGNATURES.get(name)
        if sig and node["k"] != "v":
            node["s"] = sig
        doc = doc_summary(obj) if node["k"] != "v" else None
        if doc:
            node["d"] = doc
        if name in METHOD_TYPES:
            node["m"] = builtin_methods(obj)
        members[name] = node
    return {"k": "m", "m": members}


# Builtin types whose methods the editor describes (hover and completion on `list.append`, and on
# `x.append` for `x = [...]`): each public method tfplay has, with its signature and docstring.
METHOD_TYPES = ("list", "dict", "str", "set", "frozenset", "tuple", "int", "float", "bytes")


def builtin_methods(cls):
    members = {}
    for name in sorted(dir(cls)):
        if name.startswith("_"):
            continue
        obj = getattr(cls, name)
        if not callable(obj):
            continue
        node = {"k": "f"}
        sig = signature_text(obj)
        if sig is not None:
            node["s"] = sig
        doc = doc_summary(obj)
        if doc:
            node["d"] = doc
        members[name] = node
    return members


# The other modules a program may import (completed after `import` and `from`): CPython 3.12's
# standard-library modules (sys.stdlib_module_names, the public ones, less those whose import does
# something: this, antigravity), kept when tfplay imports them.
STDLIB = """__future__ abc aifc argparse array ast asyncio atexit audioop base64 bdb binascii bisect
builtins bz2 cProfile calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys
compileall concurrent configparser contextlib contextvars copy copyreg crypt csv ctypes curses
dataclasses datetime dbm decimal difflib dis doctest email encodings ensurepip enum errno
faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools gc getopt getpass gettext
glob graphlib grp gzip hashlib heapq hmac html http imaplib imghdr importlib inspect io ipaddress
itertools json keyword linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap
modulefinder multiprocessing netrc nntplib numbers operator optparse os pathlib pdb pickle
pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd
py_compile pyclbr pydoc queue quopri random re readline reprlib resource rlcompleter runpy sched
secrets select selectors shelve shlex shutil signal site smtplib sndhdr socket socketserver sqlite3
ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny
tarfile telnetlib tempfile termios textwrap threading time timeit token tokenize tomllib trace
traceback tracemalloc tty types typing unicodedata unittest urllib uu uuid venv warnings wave
weakref webbrowser wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo""".split()


def importable_modules():
    names = []
    for name in STDLIB:
        try:
            __import__(name)
        except Exception:
            continue
        names.append(name)
    return names


index = {name: describe(module, name) for name, module in ROOTS}
index["builtins"] = builtins_node()
# Under a key no import can name, so that no program's `import` resolves to it.
index["(modules)"] = importable_modules()
print(json.dumps(index, separators=(",", ":"), sort_keys=True))
