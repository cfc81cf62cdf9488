# copy for tfplay: shallow and deep copies with CPython 3.12's rules (copy.py), written in
# Python. Atomic values (numbers, strings, functions, classes, tensors, which are immutable)
# are returned as they are; instances copy their __dict__ unless they define __copy__ /
# __deepcopy__.


class Error(Exception):
    pass


error = Error

_atomic = (type(None), int, float, bool, str, bytes, type, range, type(Ellipsis),
           type(NotImplemented))


def _is_atomic(x):
    if isinstance(x, _atomic) or callable(x) and not hasattr(x, '__dict__') and not isinstance(x, (list, dict, set)):
        return True
    # Tensors are immutable values: copying returns them as is.
    mod = getattr(type(x), '__module__', '') or ''
    return 'tensorflow' in mod or type(x).__name__ in ('EagerTensor', 'Tensor', 'DType', 'TensorShape')


def copy(x):
    cls = type(x)
    if cls in (list, dict, set):
        return cls.copy(x)
    if cls in (tuple, frozenset) or _is_atomic(x):
        return x
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    if isinstance(x, list):
        y = cls.__new__(cls)
        y.extend(x)
    elif isinstance(x, dict):
        y = cls.__new__(cls)
        y.update(x)
    else:
        y = cls.__new__(cls)
    if hasattr(x, '__dict__'):
        y.__dict__.update(x.__dict__)
    return y


def deepcopy(x, memo=None, _nil=[]):
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
        if copier is not None:
            y = copier(memo)
        else:
            y = cls.__new__(cls)
            memo[d] = y
            if isinstance(x, list):
                for a in x:
                    y.append(deepcopy(a, memo))
            elif isinstance(x, dict):
                for key, value in x.items():
                    y[deepcopy(key, memo)] = deepcopy(value, memo)
            if hasattr(x, '__dict__'):
                state = deepcopy(x.__dict__, memo)
                y.__dict__.update(state)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
