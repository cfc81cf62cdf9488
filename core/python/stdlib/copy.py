# copy for tfplay: shallow and deep copies with CPython 3.12's rules (copy.py), written in
# Python. Atomic values (numbers, strings, functions, classes, tensors, which are immutable)
# are returned as they are; instances copy their __dict__ unless they define __copy__ /
# __deepcopy__, or a class of theirs defines __reduce_ex__ / __reduce__ (then, as CPython's
# copy._reconstruct, the copy is what the reduction's callable builds from its arguments).

import builtins as _builtins


class Error(Exception):
    pass


error = Error

def _function():
    pass


# _deepcopy_atomic's types (copy.copy also returns these as they are, _copy_immutable): functions
# and builtins are copied by reference, however they are nested.
_atomic = (type(None), int, float, bool, complex, str, bytes, type, type(range(0)), type(Ellipsis),
           type(NotImplemented), type(_function), type(len), property)

# What object.__reduce_ex__ refuses ("cannot pickle 'generator' object"): copy raises that.
_unpicklable = {'generator': type(i for i in ())}


def _is_atomic(x):
    if isinstance(x, _atomic) or callable(x) and not hasattr(x, '__dict__') and not isinstance(x, (list, dict, set)):
        return True
    # Tensors are immutable values: copying returns them as is. TF's Python classes with an
    # instance __dict__ (tf.Module, tf.train.Checkpoint, ...) are copied like any instance, and
    # those with a copier of their own (tf.Variable's __deepcopy__) through it.
    mod = getattr(type(x), '__module__', '') or ''
    if 'tensorflow' in mod and hasattr(type(x), '__deepcopy__'):
        return False
    return ('tensorflow' in mod and not hasattr(x, '__dict__')) or type(x).__name__ in ('EagerTensor', 'Tensor', 'DType', 'TensorShape')


_nil = []


def _blank(cls):
    """An instance of cls whose __init__ did not run (CPython's cls.__new__(cls)): the
    interpreter's classes have no object.__new__, so __init__ is set aside for one call."""
    if cls is object:
        return object()
    for name, t in _unpicklable.items():
        if cls is t:
            raise TypeError("cannot pickle '" + name + "' object")
    if cls.__module__ == 'builtins' and not hasattr(_builtins, cls.__name__):
        # A native type with no public constructor (list_iterator, ...): CPython copies it
        # through its __reduce__, which tfplay's built-in types do not have.
        raise NotImplementedError("copying a '" + cls.__name__ + "' object is not supported by tfplay")
    saved = cls.__dict__.get('__init__', _nil)
    cls.__init__ = _no_init
    try:
        return cls()
    finally:
        if saved is _nil:
            del cls.__init__
        else:
            cls.__init__ = saved


def _empty_like(x, cls, memo=None):
    if isinstance(x, dict) and hasattr(x, 'default_factory'):
        return cls(x.default_factory)
    for base in (tuple, frozenset):
        if isinstance(x, base):
            # object.__reduce_ex__(4) through __getnewargs__: copyreg.__newobj__(cls, base(x)),
            # the items given to __new__ (CPython's test_copy_tuple_subclass).
            items = base(base.__iter__(x))
            return cls.__new__(cls, items if memo is None else deepcopy(items, memo))
    return _blank(cls)


def _no_init(self, *args, **kwargs):
    pass


def copy(x):
    cls = type(x)
    if cls in (list, dict, set):
        return cls.copy(x)
    if cls in (tuple, frozenset) or _is_atomic(x):
        return x
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    reductor = _own_reductor(x)
    if reductor is not None:
        rv = reductor()
        if isinstance(rv, str):
            return x
        return _reconstruct(x, None, *rv)
    if isinstance(x, tuple) and hasattr(cls, '_make'):
        return cls._make(x)  # CPython rebuilds a namedtuple through __reduce_ex__
    y = _empty_like(x, cls)
    if hasattr(x, '__dict__'):
        _set_state(y, x.__dict__)
    _set_state(y, _slot_state(x))
    _add_items(y, x, None)
    return y


def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        items = [deepcopy(a, memo) for a in x]
        # A tuple of unchanged items is itself (CPython's _deepcopy_tuple).
        if d in memo:
            return memo[d]
        same = True
        for k in range(len(x)):
            if items[k] is not x[k]:
                same = False
                break
        y = x if same else tuple(items)
    elif cls in (set, frozenset):
        y = cls(deepcopy(a, memo) for a in x)
    elif _is_atomic(x):
        y = x
    else:
        copier = getattr(x, '__deepcopy__', None)
        reductor = None if copier is not None else _own_reductor(x)
        if copier is not None:
            y = copier(memo)
        elif reductor is not None:
            rv = reductor()
            y = x if isinstance(rv, str) else _reconstruct(x, memo, *rv)
        elif isinstance(x, tuple) and hasattr(cls, '_make'):
            y = cls._make([deepcopy(a, memo) for a in x])
        else:
            y = _empty_like(x, cls, memo)
            memo[d] = y
            if hasattr(x, '__dict__'):
                state = deepcopy(x.__dict__, memo)
                _set_state(y, state)
            slots = _slot_state(x)
            if slots:
                _set_state(y, deepcopy(slots, memo))
            _add_items(y, x, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _add_items(y, x, memo):
    # The items of a list or dict subclass, after the instance state, through the copy's own
    # append / __setitem__ (CPython's copy._reconstruct with listiter / dictiter).
    if isinstance(x, list):
        for a in x:
            y.append(a if memo is None else deepcopy(a, memo))
    elif isinstance(x, dict):
        for key, value in x.items():
            if memo is None:
                y[key] = value
            else:
                y[deepcopy(key, memo)] = deepcopy(value, memo)


def _slot_state(x):
    # The slots that hold a value (copyreg._slotnames and object.__getstate__'s slot state).
    state = {}
    for c in type(x).__mro__:
        names = c.__dict__.get('__slots__', ())
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name in ('__dict__', '__weakref__'):
                continue
            if name.startswith('__') and not name.endswith('__'):
                stripped = c.__name__.lstrip('_')
                if stripped:
                    name = '_' + stripped + name
            try:
                state[name] = getattr(x, name)
            except AttributeError:
                pass
    return state


def _set_state(y, state):
    # setattr, not y.__dict__.update: the interpreter's __dict__ is a snapshot.
    for k, v in state.items():
        object.__setattr__(y, k, v)


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _own_reductor(x):
    """x.__reduce_ex__(4) or x.__reduce__ when a class of x other than object defines one
    (CPython's object.__reduce_ex__ calls an overriding __reduce__); None otherwise, for the
    default reduction the copy functions above emulate."""
    for c in type(x).__mro__:
        if c is object:
            break
        d = c.__dict__
        if '__reduce_ex__' in d:
            return lambda: x.__reduce_ex__(4)
        if '__reduce__' in d:
            return x.__reduce__
    return None


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    """CPython's copy._reconstruct: func(*args), then the state, list items and dict items
    (all deep-copied when memo is given)."""
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                _set_state(y, state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y
