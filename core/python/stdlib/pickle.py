# pickle for tfplay: dumps / dump and loads / load with the bytes CPython 3.12's C pickler
# writes for protocols 4 and 5 (4 the default: framing, memoization, batches of 1000): None, bools,
# ints, floats, str, bytes, tuples, lists, dicts, sets, frozensets, classes and functions (by
# module and name), bound methods (getattr of their object), instances of Python classes (their
# __getnewargs__, __getstate__ / __dict__, __setstate__) and objects whose class defines
# __reduce__ / __reduce_ex__ (the REDUCE opcode: a callable and its arguments, then the state).
# Not provided: protocols 0 to 3, copyreg hooks, persistent ids, out-of-band buffers, objects of
# the engine's own types (tensors, numpy arrays), recursive tuples.
import io as _io
import struct as _struct
import sys as _sys

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler", "Unpickler", "dump", "dumps",
           "load", "loads", "HIGHEST_PROTOCOL", "DEFAULT_PROTOCOL"]

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


for _cls in (PickleError, PicklingError, UnpicklingError):
    _cls.__module__ = "_pickle"

_FRAME_SIZE_MIN = 4
_FRAME_SIZE_TARGET = 64 * 1024
_BATCHSIZE = 1000

MARK = b'('
STOP = b'.'
REDUCE = b'R'
POP = b'0'
POP_MARK = b'1'
BINFLOAT = b'G'
BININT = b'J'
BININT1 = b'K'
BININT2 = b'M'
NONE = b'N'
BINUNICODE = b'X'
APPEND = b'a'
BUILD = b'b'
EMPTY_DICT = b'}'
APPENDS = b'e'
BINGET = b'h'
LONG_BINGET = b'j'
EMPTY_LIST = b']'
SETITEM = b's'
TUPLE = b't'
EMPTY_TUPLE = b')'
SETITEMS = b'u'
BINPUT = b'q'
LONG_BINPUT = b'r'
BINBYTES = b'B'
SHORT_BINBYTES = b'C'
PROTO = b'\x80'
NEWOBJ = b'\x81'
TUPLE1 = b'\x85'
TUPLE2 = b'\x86'
TUPLE3 = b'\x87'
NEWTRUE = b'\x88'
NEWFALSE = b'\x89'
LONG1 = b'\x8a'
LONG4 = b'\x8b'
GLOBAL = b'c'
SHORT_BINUNICODE = b'\x8c'
BINUNICODE8 = b'\x8d'
BINBYTES8 = b'\x8e'
EMPTY_SET = b'\x8f'
ADDITEMS = b'\x90'
FROZENSET = b'\x91'
NEWOBJ_EX = b'\x92'
STACK_GLOBAL = b'\x93'
MEMOIZE = b'\x94'
FRAME = b'\x95'
BYTEARRAY8 = b'\x96'


def _encode_long(x):
    """Little-endian two's complement bytes of x, as few as hold it (b'' for 0)."""
    if x == 0:
        return b''
    nbytes = (x.bit_length() >> 3) + 1
    result = x.to_bytes(nbytes, 'little', signed=True)
    if x < 0 and nbytes > 1:
        if result[-1] == 0xff and (result[-2] & 0x80) != 0:
            result = result[:-1]
    return result


def _whichmodule(obj, name):
    module = getattr(obj, '__module__', None)
    if module is not None:
        return module
    import builtins
    if getattr(builtins, name, None) is obj:
        return 'builtins'
    return '__main__'


def _memo_key(obj):
    """The memo's key for obj: its identity; for a str CPython shares (the empty string, one
    Latin-1 character, an identifier-like name as code constants and attribute names are
    interned), its value, so that equal ones are written once as here."""
    if type(obj) is str and (len(obj) <= 1 and (not obj or ord(obj) < 256) or obj.isidentifier()):
        return ('str', obj)
    return id(obj)


class Pickler:
    """Writes the pickle of objects to a binary file (an object with write)."""

    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif not 0 <= protocol <= HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        if protocol < 4:
            raise NotImplementedError("tfplay pickles with protocols 4 and 5 only (protocol %d is not supported)" % protocol)
        if buffer_callback is not None:
            raise NotImplementedError("pickle buffer_callback is not supported by tfplay")
        try:
            self._file_write = file.write
        except AttributeError:
            raise TypeError("file must have a 'write' attribute") from None
        self.proto = int(protocol)
        self.bin = True
        self.fast = 0
        self.memo = {}
        self._frame = None

    def clear_memo(self):
        self.memo.clear()

    def dump(self, obj):
        if not hasattr(self, "_file_write"):
            raise PicklingError("Pickler.__init__() was not called by %s.__init__()" % (self.__class__.__name__,))
        self._write(PROTO + bytes([self.proto]))
        if self.proto >= 4:
            self._frame = []
            self._frame_len = 0
        self.save(obj)
        self._write(STOP)
        self._commit_frame(force=True)

    # -- output and framing
    def _write(self, data):
        if self._frame is not None:
            self._frame.append(data)
            self._frame_len += len(data)
        else:
            self._file_write(data)

    def _commit_frame(self, force=False):
        """Writes the current frame (FRAME and its length, then its opcodes; a frame under 4
        bytes without the header) once it holds 64 KiB, or at the end."""
        if self._frame is None or not (force or self._frame_len >= _FRAME_SIZE_TARGET):
            return
        data = b''.join(self._frame)
        if len(data) >= _FRAME_SIZE_MIN:
            self._file_write(FRAME + len(data).to_bytes(8, 'little') + data)
        elif data:
            self._file_write(data)
        self._frame = None if force else []
        self._frame_len = 0

    # -- memo
    def memoize(self, obj):
        if self.fast:
            return
        idx = len(self.memo)
        if self.proto >= 4:
            self._write(MEMOIZE)
        elif idx < 256:
            self._write(BINPUT + bytes([idx]))
        else:
            self._write(LONG_BINPUT + idx.to_bytes(4, 'little'))
        self.memo[_memo_key(obj)] = idx, obj

    def _get(self, idx):
        if idx < 256:
            return BINGET + bytes([idx])
        return LONG_BINGET + idx.to_bytes(4, 'little')

    # -- objects
    def save(self, obj):
        self._commit_frame()
        x = self.memo.get(_memo_key(obj))
        if x is not None:
            self._write(self._get(x[0]))
            return
        t = type(obj)
        if obj is None:
            self._write(NONE)
        elif t is bool:
            self._write(NEWTRUE if obj else NEWFALSE)
        elif t is int:
            self.save_long(obj)
        elif t is float:
            self._write(BINFLOAT + _struct.pack('>d', obj))
        elif t is str:
            self.save_str(obj)
        elif t is bytes:
            self.save_bytes(obj)
        elif t is tuple:
            self.save_tuple(obj)
        elif t is list:
            self._write(EMPTY_LIST)
            self.memoize(obj)
            self._batch_appends(obj)
        elif t is dict:
            self._write(EMPTY_DICT)
            self.memoize(obj)
            self._batch_setitems(list(obj.items()))
        elif t is set and self.proto >= 4:
            self.save_set(obj)
        elif t is frozenset and self.proto >= 4:
            self.save_frozenset(obj)
        elif isinstance(obj, type) or t.__name__ in ('function', 'builtin_function_or_method'):
            self.save_global(obj)
        elif t.__name__ == 'method' and hasattr(obj, '__self__') and hasattr(obj, '__func__'):
            # method.__reduce__ (Objects/classobject.c): getattr(obj.__self__, name).
            self.save_reduce(getattr, (obj.__self__, obj.__func__.__name__), obj=obj)
        else:
            reductor = _own_reductor(obj, self.proto)
            if reductor is None:
                self.save_instance(obj)
                return
            rv = reductor()
            if isinstance(rv, str):
                self.save_global(obj, rv)
                return
            if not isinstance(rv, tuple):
                raise PicklingError("__reduce__ must return a string or tuple")
            if not 2 <= len(rv) <= 6:
                raise PicklingError("tuple returned by __reduce__ must contain 2 through 6 elements")
            self.save_reduce(*rv, obj=obj)

    def save_reduce(self, func, args, state=None, listitems=None, dictitems=None, state_setter=None, obj=None):
        """_pickle.c's save_reduce for protocols 4 and 5."""
        if not callable(func):
            raise PicklingError("first item of the tuple returned by __reduce__ must be callable")
        if not isinstance(args, tuple):
            raise PicklingError("second item of the tuple returned by __reduce__ must be a tuple")
        if state_setter is not None:
            raise NotImplementedError("pickling with a state setter (the sixth item of __reduce__) is not supported by tfplay")
        if getattr(func, '__name__', None) == '__newobj__':
            self.save(args[0])
            self.save(tuple(args[1:]))
            self._write(NEWOBJ)
        else:
            self.save(func)
            self.save(args)
            self._write(REDUCE)
        if obj is not None:
            x = self.memo.get(_memo_key(obj))
            if x is not None:
                self._write(POP + self._get(x[0]))
            else:
                self.memoize(obj)
        if listitems is not None:
            self._batch_appends(list(listitems))
        if dictitems is not None:
            self._batch_setitems(list(dictitems))
        if state is not None:
            self.save(state)
            self._write(BUILD)

    def save_long(self, obj):
        if obj >= 0:
            if obj <= 0xff:
                self._write(BININT1 + bytes([obj]))
                return
            if obj <= 0xffff:
                self._write(BININT2 + obj.to_bytes(2, 'little'))
                return
        if -0x80000000 <= obj <= 0x7fffffff:
            self._write(BININT + obj.to_bytes(4, 'little', signed=True))
            return
        encoded = _encode_long(obj)
        n = len(encoded)
        if n < 256:
            self._write(LONG1 + bytes([n]) + encoded)
        else:
            self._write(LONG4 + n.to_bytes(4, 'little', signed=True) + encoded)

    def save_str(self, obj):
        encoded = obj.encode('utf-8', 'surrogatepass')
        n = len(encoded)
        if n <= 0xff and self.proto >= 4:
            self._write(SHORT_BINUNICODE + bytes([n]) + encoded)
        elif n > 0xffffffff and self.proto >= 4:
            self._write(BINUNICODE8 + n.to_bytes(8, 'little') + encoded)
        else:
            self._write(BINUNICODE + n.to_bytes(4, 'little') + encoded)
        self.memoize(obj)

    def save_bytes(self, obj):
        if self.proto < 3:
            raise NotImplementedError("pickling bytes with protocol 2 is not supported by tfplay")
        n = len(obj)
        if n <= 0xff:
            self._write(SHORT_BINBYTES + bytes([n]) + obj)
        elif n > 0xffffffff and self.proto >= 4:
            self._write(BINBYTES8 + n.to_bytes(8, 'little') + obj)
        else:
            self._write(BINBYTES + n.to_bytes(4, 'little') + obj)
        self.memoize(obj)

    def save_tuple(self, obj):
        if not obj:
            self._write(EMPTY_TUPLE)
            return
        n = len(obj)
        if n <= 3:
            for element in obj:
                self.save(element)
            if id(obj) in self.memo:
                raise NotImplementedError("pickling a recursive tuple is not supported by tfplay")
            self._write((TUPLE1, TUPLE2, TUPLE3)[n - 1])
            self.memoize(obj)
            return
        self._write(MARK)
        for element in obj:
            self.save(element)
        if id(obj) in self.memo:
            raise NotImplementedError("pickling a recursive tuple is not supported by tfplay")
        self._write(TUPLE)
        self.memoize(obj)

    def _batch_appends(self, items):
        items = list(items)
        n = len(items)
        if n == 0:
            return
        if n == 1:
            self.save(items[0])
            self._write(APPEND)
            return
        for start in range(0, n, _BATCHSIZE):
            self._write(MARK)
            for x in items[start:start + _BATCHSIZE]:
                self.save(x)
            self._write(APPENDS)

    def _batch_setitems(self, items):
        n = len(items)
        if n == 0:
            return
        if n == 1:
            k, v = items[0]
            self.save(k)
            self.save(v)
            self._write(SETITEM)
            return
        for start in range(0, n, _BATCHSIZE):
            self._write(MARK)
            for k, v in items[start:start + _BATCHSIZE]:
                self.save(k)
                self.save(v)
            self._write(SETITEMS)

    def save_set(self, obj):
        self._write(EMPTY_SET)
        self.memoize(obj)
        items = list(obj)
        for start in range(0, len(items), _BATCHSIZE):
            self._write(MARK)
            for item in items[start:start + _BATCHSIZE]:
                self.save(item)
            self._write(ADDITEMS)

    def save_frozenset(self, obj):
        self._write(MARK)
        for item in obj:
            self.save(item)
        if id(obj) in self.memo:
            self._write(POP_MARK + self._get(self.memo[id(obj)][0]))
            return
        self._write(FROZENSET)
        self.memoize(obj)

    def save_global(self, obj, name=None):
        if name is None:
            name = getattr(obj, '__qualname__', None) or obj.__name__
        if '<locals>' in name.split('.'):
            raise AttributeError("Can't pickle local object %r" % (name,))
        module_name = _whichmodule(obj, name)
        try:
            __import__(module_name)
            found = _sys.modules[module_name]
        except ImportError:
            raise PicklingError("Can't pickle %r: import of module %r failed" % (obj, module_name)) from None
        try:
            for part in name.split('.'):
                found = getattr(found, part)
        except AttributeError:
            raise PicklingError("Can't pickle %r: attribute lookup %s on %s failed" % (obj, name, module_name)) from None
        if found is not obj:
            raise PicklingError("Can't pickle %r: it's not the same object as %s.%s" % (obj, module_name, name))
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            self._write(STACK_GLOBAL)
        else:
            self._write(GLOBAL + bytes(module_name, 'utf-8') + b'\n' + bytes(name, 'utf-8') + b'\n')
        self.memoize(obj)

    def save_instance(self, obj):
        cls = type(obj)
        if getattr(cls, '__module__', None) in (None, 'builtins') or not hasattr(obj, '__dict__') and \
                not hasattr(cls, '__getstate__'):
            raise TypeError("cannot pickle '%s' object" % cls.__name__)
        getnewargs = getattr(obj, '__getnewargs__', None)
        args = tuple(getnewargs()) if getnewargs is not None else ()
        # object.__getstate__ (3.11+) gives the instance dict, or (dict or None, slots) for a
        # class with __slots__, or None when there is nothing to restore.
        state = obj.__getstate__()
        self.save(cls)
        self.save(args)
        self._write(NEWOBJ)
        self.memoize(obj)
        if isinstance(obj, list):
            self._batch_appends(obj)
        if isinstance(obj, dict):
            self._batch_setitems(list(obj.items()))
        if state is not None:
            self.save(state)
            self._write(BUILD)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    """The pickle of obj as bytes."""
    f = _io.BytesIO()
    Pickler(f, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)
    return f.getvalue()


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    """Writes the pickle of obj to the binary file."""
    Pickler(file, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)


def _own_reductor(obj, proto=DEFAULT_PROTOCOL):
    """obj.__reduce_ex__(protocol) or obj.__reduce__ when a class of obj other than object
    defines one (object.__reduce_ex__ calls an overriding __reduce__); None for the default
    reduction save_instance writes."""
    for c in type(obj).__mro__:
        if c is object:
            break
        d = c.__dict__
        if '__reduce_ex__' in d:
            return lambda: obj.__reduce_ex__(proto)
        if '__reduce__' in d:
            return obj.__reduce__
    return None


class _Mark:
    pass


class Unpickler:
    """Reads pickled objects back from a binary file (an object with read and readline)."""

    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
        self._read = file.read
        self._readline = getattr(file, 'readline', None)
        self.memo = {}

    def find_class(self, module, name):
        __import__(module)
        obj = _sys.modules[module]
        for part in name.split('.'):
            obj = getattr(obj, part)
        return obj

    def _take(self, n):
        data = self._read(n)
        if len(data) < n:
            raise UnpicklingError("pickle data was truncated")
        return data

    def load(self):
        stack = []
        marks = []
        memo = self.memo
        take = self._take

        def pop_mark():
            items = stack[marks[-1] + 0:]
            del stack[marks.pop():]
            return items

        while True:
            key = self._read(1)
            if not key:
                raise EOFError("Ran out of input")
            op = key[0:1]
            if op == PROTO:
                proto = take(1)[0]
                if proto > HIGHEST_PROTOCOL:
                    raise ValueError("unsupported pickle protocol: %d" % proto)
            elif op == FRAME:
                take(8)
            elif op == STOP:
                return stack.pop()
            elif op == NONE:
                stack.append(None)
            elif op == NEWTRUE:
                stack.append(True)
            elif op == NEWFALSE:
                stack.append(False)
            elif op == BININT1:
                stack.append(take(1)[0])
            elif op == BININT2:
                stack.append(int.from_bytes(take(2), 'little'))
            elif op == BININT:
                stack.append(int.from_bytes(take(4), 'little', signed=True))
            elif op == LONG1:
                n = take(1)[0]
                stack.append(int.from_bytes(take(n), 'little', signed=True))
            elif op == LONG4:
                n = int.from_bytes(take(4), 'little', signed=True)
                stack.append(int.from_bytes(take(n), 'little', signed=True))
            elif op == BINFLOAT:
                stack.append(_struct.unpack('>d', take(8))[0])
            elif op == SHORT_BINUNICODE:
                stack.append(take(take(1)[0]).decode('utf-8', 'surrogatepass'))
            elif op == BINUNICODE:
                stack.append(take(int.from_bytes(take(4), 'little')).decode('utf-8', 'surrogatepass'))
            elif op == BINUNICODE8:
                stack.append(take(int.from_bytes(take(8), 'little')).decode('utf-8', 'surrogatepass'))
            elif op == SHORT_BINBYTES:
                stack.append(take(take(1)[0]))
            elif op == BINBYTES:
                stack.append(take(int.from_bytes(take(4), 'little')))
            elif op == BINBYTES8:
                stack.append(take(int.from_bytes(take(8), 'little')))
            elif op == EMPTY_TUPLE:
                stack.append(())
            elif op in (TUPLE1, TUPLE2, TUPLE3):
                n = op[0] - TUPLE1[0] + 1
                items = tuple(stack[-n:])
                del stack[-n:]
                stack.append(items)
            elif op == MARK:
                marks.append(len(stack))
            elif op == TUPLE:
                stack.append(tuple(pop_mark()))
            elif op == EMPTY_LIST:
                stack.append([])
            elif op == APPEND:
                value = stack.pop()
                stack[-1].append(value)
            elif op == APPENDS:
                items = pop_mark()
                stack[-1].extend(items)
            elif op == EMPTY_DICT:
                stack.append({})
            elif op == SETITEM:
                value = stack.pop()
                k = stack.pop()
                stack[-1][k] = value
            elif op == SETITEMS:
                items = pop_mark()
                d = stack[-1]
                for i in range(0, len(items), 2):
                    d[items[i]] = items[i + 1]
            elif op == EMPTY_SET:
                stack.append(set())
            elif op == ADDITEMS:
                items = pop_mark()
                stack[-1].update(items)
            elif op == FROZENSET:
                stack.append(frozenset(pop_mark()))
            elif op == POP:
                if marks and marks[-1] == len(stack):
                    marks.pop()
                else:
                    stack.pop()
            elif op == POP_MARK:
                pop_mark()
            elif op == MEMOIZE:
                memo[len(memo)] = stack[-1]
            elif op == BINPUT:
                memo[take(1)[0]] = stack[-1]
            elif op == LONG_BINPUT:
                memo[int.from_bytes(take(4), 'little')] = stack[-1]
            elif op == BINGET:
                stack.append(memo[take(1)[0]])
            elif op == LONG_BINGET:
                stack.append(memo[int.from_bytes(take(4), 'little')])
            elif op == STACK_GLOBAL:
                name = stack.pop()
                module = stack.pop()
                stack.append(self.find_class(module, name))
            elif op == GLOBAL:
                module = self._readline()[:-1].decode('utf-8')
                name = self._readline()[:-1].decode('utf-8')
                stack.append(self.find_class(module, name))
            elif op == REDUCE:
                args = stack.pop()
                func = stack[-1]
                stack[-1] = func(*args)
            elif op == NEWOBJ:
                args = stack.pop()
                cls = stack.pop()
                stack.append(cls.__new__(cls, *args))
            elif op == BUILD:
                state = stack.pop()
                inst = stack[-1]
                setstate = getattr(inst, '__setstate__', None)
                if setstate is not None and type(inst).__setstate__ is not getattr(object, '__setstate__', None):
                    setstate(state)
                else:
                    slotstate = None
                    if isinstance(state, tuple) and len(state) == 2:
                        state, slotstate = state
                    if state:
                        inst.__dict__.update(state)
                    if slotstate:
                        for k, v in slotstate.items():
                            setattr(inst, k, v)
            else:
                b = key[0]
                shown = chr(b) if 0x20 <= b < 0x7f else '\\x%02x' % b
                raise UnpicklingError("invalid load key, '%s'." % shown)


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    """The object pickled in the bytes."""
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return Unpickler(_io.BytesIO(data)).load()


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    """The next object pickled in the binary file."""
    return Unpickler(file).load()
