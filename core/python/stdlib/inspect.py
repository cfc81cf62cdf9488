# inspect for tfplay: signatures (Signature, Parameter, BoundArguments, signature,
# getfullargspec), the is* predicates, getmro, getdoc, cleandoc and getmembers, as CPython
# 3.12's inspect behaves, read off f.__code__, f.__defaults__, f.__kwdefaults__ and
# f.__annotations__. Native (built-in) functions have a signature only when they declare one
# (__signature__, as TF's functions do); signature() refuses the others.
import functools
import sys
import types
from collections import OrderedDict, namedtuple

CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_NESTED = 0x10
CO_GENERATOR = 0x20
CO_NOFREE = 0x40
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200


# ----- what kind of object ---------------------------------------------------------------------

def ismodule(object):
    """Whether `object` is a module."""
    return isinstance(object, types.ModuleType)


def isclass(object):
    """Whether `object` is a class."""
    return isinstance(object, type)


def isfunction(object):
    """Whether `object` is a function defined with def or lambda."""
    return isinstance(object, types.FunctionType)


def _bound_native(object):
    # A native method looked up on an instance (CPython's builtin_function_or_method).
    return isinstance(object, types.MethodType) and isinstance(object.__func__, types.BuiltinFunctionType)


def ismethod(object):
    """Whether `object` is a method bound to an instance or class."""
    return isinstance(object, types.MethodType) and not _bound_native(object)


def isbuiltin(object):
    """Whether `object` is a built-in function or a bound built-in method."""
    return isinstance(object, types.BuiltinFunctionType) or _bound_native(object)


def ismethoddescriptor(object):
    """Whether `object` is a non-data descriptor that is not a function, method or class."""
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    kind = type(object)
    return hasattr(kind, '__get__') and not hasattr(kind, '__set__')


def isdatadescriptor(object):
    """Whether `object` is a data descriptor (defines __set__ or __delete__)."""
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    kind = type(object)
    return isinstance(object, property) or hasattr(kind, '__set__') or hasattr(kind, '__delete__')


def isroutine(object):
    """Whether `object` is a function or method of any kind."""
    return isbuiltin(object) or isfunction(object) or ismethod(object) or ismethoddescriptor(object)


def isabstract(object):
    """Whether `object` is an abstract class (it has abstract methods left)."""
    return isinstance(object, type) and bool(getattr(object, '__abstractmethods__', False))


def _code_flags(f):
    # The code flags of the function behind methods and functools.partial objects (0 when
    # there is no Python function there).
    while True:
        if ismethod(f):
            f = f.__func__
        elif isinstance(f, functools.partial):
            f = f.func
        else:
            break
    return f.__code__.co_flags if isfunction(f) else 0


def isgeneratorfunction(obj):
    """Whether `obj` is a generator function (its body yields)."""
    return bool(_code_flags(obj) & CO_GENERATOR)


def iscoroutinefunction(obj):
    """Whether `obj` is a coroutine function (always False: tfplay has no async def)."""
    return bool(_code_flags(obj) & CO_COROUTINE)


def isasyncgenfunction(obj):
    """Whether `obj` is an asynchronous generator function (always False in tfplay)."""
    return bool(_code_flags(obj) & CO_ASYNC_GENERATOR)


def isgenerator(object):
    """Whether `object` is a generator."""
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    """Whether `object` is a coroutine (always False in tfplay)."""
    return False


def isawaitable(object):
    """Whether `object` can be awaited (always False in tfplay)."""
    return False


# The states of a generator, as inspect.getgeneratorstate names them.
GEN_CREATED = 'GEN_CREATED'
GEN_RUNNING = 'GEN_RUNNING'
GEN_SUSPENDED = 'GEN_SUSPENDED'
GEN_CLOSED = 'GEN_CLOSED'


def getgeneratorstate(generator):
    """Get current state of a generator-iterator.

    Possible states are:
      GEN_CREATED: Waiting to start execution.
      GEN_RUNNING: Currently being executed by the interpreter.
      GEN_SUSPENDED: Currently suspended at a yield expression.
      GEN_CLOSED: Execution has completed.
    """
    # The attributes are read in CPython's order, so a non-generator fails the same way
    # (AttributeError: ... no attribute 'gi_running').
    if generator.gi_running:
        return GEN_RUNNING
    if generator.gi_suspended:
        return GEN_SUSPENDED
    import _tfplay_types
    return GEN_CLOSED if _tfplay_types.generator_closed(generator) else GEN_CREATED


def iscode(object):
    """Whether `object` is a code object."""
    return isinstance(object, types.CodeType)


# ----- classes, modules, members, documentation ------------------------------------------------

def getmro(cls):
    """The classes `cls` looks attributes up in, itself first (its __mro__)."""
    return cls.__mro__


def getmodule(object, _filename=None):
    """The module `object` was defined in, from sys.modules, or None."""
    if ismodule(object):
        return object
    name = getattr(object, '__module__', None)
    return sys.modules.get(name) if isinstance(name, str) else None


def getmembers(object, predicate=None):
    """(name, value) for every attribute dir() lists, sorted by name; only those whose value
    passes `predicate` when one is given."""
    classes = (object,) + getmro(object) if isclass(object) else ()
    members = {}
    for name in dir(object):
        if name in members:
            continue
        try:
            value = getattr(object, name)
        except AttributeError:
            # A class attribute whose descriptor refuses: the raw value from a __dict__.
            owner = next((c for c in classes if name in c.__dict__), None)
            if owner is None:
                continue
            value = owner.__dict__[name]
        if predicate is None or predicate(value):
            members[name] = value
    return sorted(members.items(), key=lambda item: item[0])


def _defining_class(func):
    # The class a function was defined in, found through its module and __qualname__.
    owner = sys.modules.get(func.__module__)
    for part in func.__qualname__.split('.')[:-1]:
        owner = getattr(owner, part, None)
    return owner if isclass(owner) else None


def _inherited_doc(obj):
    # The docstring a class or method inherits from the classes it overrides (None if none).
    if isclass(obj):
        for cls in obj.__mro__:
            doc = getattr(cls, '__doc__', None) if cls is not object else None
            if doc is not None:
                return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        owner = obj.__self__ if isclass(obj.__self__) else type(obj.__self__)
    elif isfunction(obj) or isinstance(obj, property):
        func = obj if isfunction(obj) else obj.fget
        name = func.__name__
        owner = _defining_class(func)
        if owner is None or getattr(owner, name, None) is not obj:
            return None
    else:
        return None
    for cls in owner.__mro__:
        doc = getattr(getattr(cls, name, None), '__doc__', None)
        if doc is not None:
            return doc
    return None


def getdoc(object):
    """The object's docstring, cleaned up with cleandoc(); a class or method without one gets
    the one it inherits. None when there is none."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _inherited_doc(object)
        except (AttributeError, TypeError):
            return None
    return cleandoc(doc) if isinstance(doc, str) else None


def cleandoc(doc):
    """A docstring without its indentation: tabs expanded, the first line stripped on the left,
    the common indentation of the other lines removed, blank lines at both ends dropped."""
    lines = doc.expandtabs().split('\n')
    indents = [len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()]
    margin = min(indents) if indents else 0
    lines = [lines[0].lstrip()] + [line[margin:] for line in lines[1:]]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def getsource(object):
    """Not available: tfplay keeps no source text for inspect."""
    raise NotImplementedError('inspect.getsource is not supported by tfplay')


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    """A new dict of the annotations of a module, class or callable."""
    if eval_str:
        raise NotImplementedError('inspect.get_annotations(eval_str=True) is not supported by tfplay')
    if isinstance(obj, type):
        annotations = obj.__dict__.get('__annotations__')
    elif isinstance(obj, types.ModuleType) or callable(obj):
        annotations = getattr(obj, '__annotations__', None)
    else:
        raise TypeError(f'{obj!r} is not a module, class, or callable.')
    if annotations is None:
        return {}
    if not isinstance(annotations, dict):
        raise ValueError(f'{obj!r}.__annotations__ is neither a dict nor None')
    return dict(annotations)


def unwrap(func, *, stop=None):
    """Follows __wrapped__ from `func` (set by functools.wraps) to the innermost object, or to
    the first one for which stop(obj) is true."""
    start = func
    seen = {id(func): func}
    while hasattr(func, '__wrapped__') and not (stop is not None and stop(func)):
        func = func.__wrapped__
        if id(func) in seen or len(seen) >= sys.getrecursionlimit():
            raise ValueError(f'wrapper loop when unwrapping {start!r}')
        seen[id(func)] = func
    return func


# ----- signatures ------------------------------------------------------------------------------

def formatannotation(annotation, base_module=None):
    """How a signature shows an annotation: a class by its (qualified) name, typing's objects
    without their `typing.` prefixes, anything else by repr."""
    if getattr(annotation, '__module__', None) == 'typing':
        # Every dotted name loses a leading "typing.".
        text, out, word = repr(annotation), [], ''
        for ch in text + '\0':
            if ch.isalnum() or ch in '_.':
                word += ch
                continue
            out.append(word[7:] if word.startswith('typing.') else word)
            out.append(ch)
            word = ''
        return ''.join(out[:-1])
    if isinstance(annotation, type):
        if annotation.__module__ in ('builtins', base_module):
            return annotation.__qualname__
        return f'{annotation.__module__}.{annotation.__qualname__}'
    return repr(annotation)


class _void:
    """Marks an argument of replace() that was not given."""


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _ParameterKind(int):
    """The kind of a parameter (an IntEnum in CPython: ordered ints with names)."""

    def __new__(cls, value, name, description):
        kind = int.__new__(cls, value)
        kind._name = name
        kind._description = description
        return kind

    @property
    def name(self):
        return self._name

    @property
    def value(self):
        return int(self)

    @property
    def description(self):
        return self._description

    def __repr__(self):
        return f'<_ParameterKind.{self._name}: {int(self)}>'

    def __str__(self):
        return self._name


_POSITIONAL_ONLY = _ParameterKind(0, 'POSITIONAL_ONLY', 'positional-only')
_POSITIONAL_OR_KEYWORD = _ParameterKind(1, 'POSITIONAL_OR_KEYWORD', 'positional or keyword')
_VAR_POSITIONAL = _ParameterKind(2, 'VAR_POSITIONAL', 'variadic positional')
_KEYWORD_ONLY = _ParameterKind(3, 'KEYWORD_ONLY', 'keyword-only')
_VAR_KEYWORD = _ParameterKind(4, 'VAR_KEYWORD', 'variadic keyword')
_KINDS = (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL, _KEYWORD_ONLY, _VAR_KEYWORD)

_KEYWORDS = frozenset(
    'False None True and as assert async await break class continue def del elif else except finally '
    'for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split())


class Parameter:
    """One parameter of a Signature: its name, kind, default and annotation (each
    Parameter.empty when absent). Immutable; replace() makes changed copies."""

    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if isinstance(kind, _ParameterKind):
            self._kind = kind
        elif isinstance(kind, int) and not isinstance(kind, bool) and 0 <= kind < len(_KINDS):
            self._kind = _KINDS[kind]
        else:
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f'{self._kind.description} parameters cannot have default values')
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            raise TypeError(f'name must be a str, not a {type(name).__name__}')
        if name[:1] == '.' and name[1:].isdigit():
            # ".0", the argument of a comprehension's code.
            if self._kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError('implicit arguments must be passed as positional or keyword arguments, '
                                 f'not {self._kind.description}')
            self._kind = _POSITIONAL_ONLY
            name = 'implicit' + name[1:]
        if not name.isidentifier() or (name in _KEYWORDS and self._kind is not _POSITIONAL_ONLY):
            raise ValueError(f'{name!r} is not a valid parameter name')
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        """A copy with the given fields changed."""
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        text = self._name
        annotated = self._annotation is not _empty
        if annotated:
            text += ': ' + formatannotation(self._annotation)
        if self._default is not _empty:
            text += (' = ' if annotated else '=') + repr(self._default)
        prefix = {_VAR_POSITIONAL: '*', _VAR_KEYWORD: '**'}.get(self._kind, '')
        return prefix + text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return ((self._name, self._kind, self._default, self._annotation) ==
                (other._name, other._kind, other._default, other._annotation))


class BoundArguments:
    """What Signature.bind made of a call's arguments: `arguments` maps parameter names to the
    values given (a tuple for *args, a dict for **kwargs); `args` and `kwargs` rebuild a call."""

    __slots__ = ('arguments', '_signature')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    def _split(self):
        # The parameters passed positionally (leading ones bound, up to the first keyword-only
        # or **kwargs parameter), and the rest.
        params = list(self._signature.parameters.values())
        for i, param in enumerate(params):
            if param.kind >= _KEYWORD_ONLY or param.name not in self.arguments:
                return params[:i], params[i:]
        return params, []

    @property
    def args(self):
        values = []
        for param in self._split()[0]:
            value = self.arguments[param.name]
            if param.kind == _VAR_POSITIONAL:
                values.extend(value)
            else:
                values.append(value)
        return tuple(values)

    @property
    def kwargs(self):
        values = {}
        for param in self._split()[1]:
            if param.name not in self.arguments:
                continue
            value = self.arguments[param.name]
            if param.kind == _VAR_KEYWORD:
                values.update(value)
            else:
                values[param.name] = value
        return values

    def apply_defaults(self):
        """Adds the defaults of the parameters not bound (() for *args, {} for **kwargs)."""
        arguments = {}
        for name, param in self._signature.parameters.items():
            if name in self.arguments:
                arguments[name] = self.arguments[name]
            elif param.default is not _empty:
                arguments[name] = param.default
            elif param.kind == _VAR_POSITIONAL:
                arguments[name] = ()
            elif param.kind == _VAR_KEYWORD:
                arguments[name] = {}
        self.arguments = arguments

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    __hash__ = None

    def __repr__(self):
        bound = ', '.join(f'{name}={value!r}' for name, value in self.arguments.items())
        return f'<{type(self).__name__} ({bound})>'


class Signature:
    """The parameters of a callable (an ordered mapping of Parameter objects) and its return
    annotation."""

    __slots__ = ('_return_annotation', '_parameters')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        params = OrderedDict()
        highest = _POSITIONAL_ONLY
        after_default = False
        for param in parameters or ():
            if __validate_parameters__:
                if param.kind < highest:
                    raise ValueError(f'wrong parameter order: {highest.description} parameter before '
                                     f'{param.kind.description} parameter')
                highest = param.kind
                if param.kind <= _POSITIONAL_OR_KEYWORD:
                    if param.default is not _empty:
                        after_default = True
                    elif after_default:
                        raise ValueError('non-default argument follows default argument')
                if param.name in params:
                    raise ValueError(f'duplicate parameter name: {param.name!r}')
            params[param.name] = param
        self._parameters = types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        """The signature of the callable `obj`."""
        return _signature_of(obj, cls, follow_wrapped, True, eval_str)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        """A copy with new parameters and/or return annotation."""
        return type(self)(self.parameters.values() if parameters is _void else parameters,
                          return_annotation=self._return_annotation if return_annotation is _void
                          else return_annotation)

    def _key(self):
        # What equality and hashing compare: keyword-only parameters in any order.
        params = self.parameters.values()
        return (tuple(p for p in params if p.kind != _KEYWORD_ONLY),
                {p.name: p for p in params if p.kind == _KEYWORD_ONLY},
                self.return_annotation)

    def __hash__(self):
        positional, keyword_only, annotation = self._key()
        return hash((positional, frozenset(keyword_only.values()), annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._key() == other._key()

    def _bind(self, args, kwargs, partial=False):
        params = list(self.parameters.values())
        arguments = {}
        at = 0  # the next parameter to fill

        def positional_only(param):
            return TypeError(f'{param.name!r} parameter is positional only, but was passed as a keyword')

        for i, value in enumerate(args):
            if at == len(params) or params[at].kind >= _KEYWORD_ONLY:
                raise TypeError('too many positional arguments')
            param = params[at]
            at += 1
            if param.kind == _VAR_POSITIONAL:
                arguments[param.name] = tuple(args[i:])
                break
            if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                raise TypeError(f'multiple values for argument {param.name!r}')
            arguments[param.name] = value
        else:
            # The positional arguments ran out before *args: keywords fill the parameters from
            # the first one that is named by a keyword, has a default, or is **kwargs.
            if at < len(params):
                param = params[at]
                if param.kind == _VAR_POSITIONAL:
                    at += 1
                elif param.name in kwargs and param.kind == _POSITIONAL_ONLY:
                    raise positional_only(param)
                elif not (param.name in kwargs or param.kind == _VAR_KEYWORD or param.default is not _empty
                          or partial):
                    raise TypeError(f'missing a required argument: {param.name!r}')
        var_keyword = None
        for param in params[at:]:
            if param.kind == _VAR_KEYWORD:
                var_keyword = param
            elif param.kind != _VAR_POSITIONAL:
                if param.name in kwargs:
                    if param.kind == _POSITIONAL_ONLY:
                        raise positional_only(param)
                    arguments[param.name] = kwargs.pop(param.name)
                elif not partial and param.default is _empty:
                    raise TypeError(f'missing a required argument: {param.name!r}')
        if kwargs:
            if var_keyword is None:
                raise TypeError(f'got an unexpected keyword argument {next(iter(kwargs))!r}')
            arguments[var_keyword.name] = kwargs
        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        """Maps a call's arguments to the parameters (BoundArguments); TypeError when the call
        would fail."""
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        """As bind(), but parameters may be left without a value."""
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return f'<{type(self).__name__} {self}>'

    def __str__(self):
        params = list(self.parameters.values())
        needs_star = all(p.kind != _VAR_POSITIONAL for p in params)
        parts = []
        for i, param in enumerate(params):
            if i and params[i - 1].kind == _POSITIONAL_ONLY and param.kind != _POSITIONAL_ONLY:
                parts.append('/')
            if param.kind == _KEYWORD_ONLY and needs_star:
                parts.append('*')
                needs_star = False
            parts.append(str(param))
        if params and params[-1].kind == _POSITIONAL_ONLY:
            parts.append('/')
        text = '(' + ', '.join(parts) + ')'
        if self.return_annotation is not _empty:
            text += ' -> ' + formatannotation(self.return_annotation)
        return text


def _without_first(sig):
    # The signature of a function bound to its first argument (self or cls).
    params = list(sig.parameters.values())
    if not params or params[0].kind >= _KEYWORD_ONLY:
        raise ValueError('invalid method signature')
    if params[0].kind != _VAR_POSITIONAL:
        params = params[1:]
    return sig.replace(parameters=params)


# The signatures of bound methods (and classes), by the identity of the signature they drop the
# first parameter of: a Layer asks for self.call's on every instance made. The entry holds that
# signature, so its id is never reused while the entry lives; bounded like the cache below.
_bound_signatures = {}


def _bound_signature(sig):
    hit = _bound_signatures.get(id(sig))
    if hit is not None and hit[0] is sig:
        return hit[1]
    bound = _without_first(sig)
    if len(_bound_signatures) >= 1024:
        _bound_signatures.clear()
    _bound_signatures[id(sig)] = (sig, bound)
    return bound


# Signatures already built, by (class, code, defaults, kwdefaults, annotations): Keras asks for
# the signature of every layer's call and build, and a Signature is immutable. The key is the
# identity of each default value, not its value (a default may be unhashable), and of the
# annotations dict: a function builds its __defaults__ tuple and __kwdefaults__ dict anew on
# each read, so theirs would never match. The entry holds those objects, so their ids are never
# reused while it lives; bounded, so closures made in a loop cannot grow it forever.
_function_signatures = {}


def _dataclass_init_signature(cls, fields):
    # The signature of a dataclass's generated __init__ (which tfplay writes with *args and
    # **kwargs): self, then each init field with its type and default (<factory> for a
    # default_factory), keyword-only ones after '*', and -> None.
    missing = sys.modules['dataclasses'].MISSING
    # CPython names the instance __dataclass_self__ when a field is called self.
    self_name = '__dataclass_self__' if any(f[0] == 'self' for f in fields) else 'self'
    params = [cls._parameter_cls(self_name, _POSITIONAL_OR_KEYWORD)]
    for name, kw_only, default, annotation in fields:
        params.append(cls._parameter_cls(name, _KEYWORD_ONLY if kw_only else _POSITIONAL_OR_KEYWORD,
                                         default=_empty if default is missing else default, annotation=annotation))
    return cls(params, return_annotation=None)


def _function_signature(cls, func):
    defaults, kwdefaults = func.__defaults__, func.__kwdefaults__
    annotations = getattr(func, '__annotations__', None)
    key = (cls, func.__code__, tuple(map(id, defaults)) if defaults else None,
           tuple((name, id(value)) for name, value in kwdefaults.items()) if kwdefaults else None,
           id(annotations) if annotations else None)
    hit = _function_signatures.get(key)
    if hit is not None:
        return hit[0]
    sig = _build_function_signature(cls, func, get_annotations(func))
    if len(_function_signatures) >= 1024:
        _function_signatures.clear()
    _function_signatures[key] = (sig, defaults, kwdefaults, annotations)
    return sig


def _build_function_signature(cls, func, annotations):
    # A def's or lambda's signature, from its code object, defaults and annotations.
    code = func.__code__
    names = code.co_varnames
    npos, nkw = code.co_argcount, code.co_kwonlyargcount
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    first_default = npos - len(defaults)
    params = []

    def add(name, kind, default=_empty):
        params.append(cls._parameter_cls(name, kind, default=default,
                                         annotation=annotations.get(name, _empty)))

    for i, name in enumerate(names[:npos]):
        kind = _POSITIONAL_ONLY if i < code.co_posonlyargcount else _POSITIONAL_OR_KEYWORD
        add(name, kind, defaults[i - first_default] if i >= first_default else _empty)
    rest = npos + nkw
    if code.co_flags & CO_VARARGS:
        add(names[rest], _VAR_POSITIONAL)
        rest += 1
    for name in names[npos:npos + nkw]:
        add(name, _KEYWORD_ONLY, kwdefaults.get(name, _empty))
    if code.co_flags & CO_VARKEYWORDS:
        add(names[rest], _VAR_KEYWORD)
    return cls(params, return_annotation=annotations.get('return', _empty), __validate_parameters__=False)


def _partial_signature(sig, partial):
    # The signature left once functools.partial supplies some arguments: parameters filled
    # positionally disappear; ones given by keyword keep it as their new default, and every
    # parameter from the first such positional-or-keyword one on becomes keyword-only.
    keywords = partial.keywords or {}
    try:
        bound = sig.bind_partial(*(partial.args or ()), **keywords).arguments
    except TypeError as ex:
        raise ValueError(f'partial object {partial!r} has incorrect arguments') from ex
    params = []
    keyword_only = False
    for param in sig.parameters.values():
        kind = param.kind
        if param.name in bound:
            if kind == _POSITIONAL_ONLY or (kind == _POSITIONAL_OR_KEYWORD and param.name not in keywords):
                continue
            if kind in (_POSITIONAL_OR_KEYWORD, _KEYWORD_ONLY):
                param = param.replace(default=bound[param.name])
            keyword_only = keyword_only or kind == _POSITIONAL_OR_KEYWORD
        if keyword_only:
            if kind == _VAR_POSITIONAL:
                continue
            if kind == _POSITIONAL_OR_KEYWORD:
                param = param.replace(kind=_KEYWORD_ONLY)
        params.append(param)
    return sig.replace(parameters=params)


def _python_method(owner, name):
    # owner.name when it is a function or callable defined in Python (not a native one).
    method = getattr(owner, name, None)
    return None if method is None or isbuiltin(method) or not callable(method) else method


def _signature_of(obj, cls, follow_wrapped, skip_bound_arg, eval_str):
    if eval_str:
        raise NotImplementedError('inspect.signature(eval_str=True) is not supported by tfplay')

    def of(f):
        return _signature_of(f, cls, follow_wrapped, skip_bound_arg, False)

    if not callable(obj):
        raise TypeError(f'{obj!r} is not a callable object')
    if ismethod(obj) or (_bound_native(obj) and hasattr(obj.__func__, '__signature__')):
        sig = of(obj.__func__)
        return _bound_signature(sig) if skip_bound_arg else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, '__signature__') or isinstance(f, types.MethodType))
        if ismethod(obj):
            return of(obj)
    if isfunction(obj) and 'dataclasses' in sys.modules:
        generated = sys.modules['dataclasses']._GENERATED_INITS.get(obj)
        if generated is not None:
            return _dataclass_init_signature(cls, generated[1])
    sig = getattr(obj, '__signature__', None)
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f'unexpected object {sig!r} in __signature__ attribute')
        return sig
    if isfunction(obj):
        return _function_signature(cls, obj)
    if isbuiltin(obj):
        raise ValueError(f'no signature found for builtin {obj!r}')
    if isinstance(obj, functools.partial):
        return _partial_signature(of(obj.func), obj)
    if isinstance(obj, type):
        # A metaclass's __call__, else the first class in the MRO that defines __new__ or
        # __init__ in Python, else object's empty signature.
        factory = _python_method(type(obj), '__call__')
        if factory is None:
            new, init = _python_method(obj, '__new__'), _python_method(obj, '__init__')
            for base in obj.__mro__:
                if new is not None and '__new__' in base.__dict__:
                    factory = new
                    break
                if init is not None and '__init__' in base.__dict__:
                    factory = init
                    break
        if factory is None and hasattr(getattr(obj, '__init__', None), '__signature__'):
            factory = obj.__init__  # a native class declaring its __init__'s signature
        if factory is None:
            if all(base is object or base.__module__ != 'builtins' for base in obj.__mro__):
                return cls([])
            raise ValueError(f'no signature found for builtin type {obj!r}')
        sig = of(factory)
    else:
        call = _python_method(type(obj), '__call__')
        if call is None:
            raise ValueError(f'callable {obj!r} is not supported by signature')
        sig = of(call)
    return _bound_signature(sig) if skip_bound_arg else sig


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of the callable `obj`: a function's parameters, a bound method's without
    self, a class's from its __init__ or __new__, a functools.partial's remaining ones; it
    follows __wrapped__ (functools.wraps) unless follow_wrapped is false, and an object's own
    __signature__ wins. ValueError for built-in functions and types."""
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped, globals=globals, locals=locals,
                                   eval_str=eval_str)


FullArgSpec = namedtuple('FullArgSpec', 'args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations')


def getfullargspec(func):
    """The parameters of `func` as a FullArgSpec (bound methods keep their self; __wrapped__
    is not followed). TypeError for what signature() cannot describe."""
    try:
        sig = _signature_of(func, Signature, False, False, False)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    args, kwonlyargs = [], []
    varargs = varkw = None
    defaults, kwonlydefaults = (), {}
    annotations = {}
    if sig.return_annotation is not _empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        if param.kind <= _POSITIONAL_OR_KEYWORD:
            args.append(param.name)
            if param.default is not _empty:
                defaults += (param.default,)
        elif param.kind == _VAR_POSITIONAL:
            varargs = param.name
        elif param.kind == _KEYWORD_ONLY:
            kwonlyargs.append(param.name)
            if param.default is not _empty:
                kwonlydefaults[param.name] = param.default
        else:
            varkw = param.name
        if param.annotation is not _empty:
            annotations[param.name] = param.annotation
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonlyargs, kwonlydefaults or None, annotations)
