// The Python source of AutoGraph's builtin overloads for tensors of known kind, TensorArrays and
// datasets (autograph_builtins.cpp): module tensorflow.python.autograph.operators.py_builtins.
namespace tfplay::function {

extern const char* const kPyBuiltinsSource;
const char* const kPyBuiltinsSource = R"PY(
"""Operators corresponding to Python builtin functions, after TF 2.20's
tensorflow/python/autograph/operators/py_builtins.py. range and len of a tensor are the engine's
(autograph_builtins.cpp); these are the rest: the tensor, TensorArray and tf.data overloads.
The engine calls one only when its TF path applies, so the Python fallbacks here serve direct
calls alone."""

UNSPECIFIED = object()
_tf = None


def _install(tf):
    global _tf
    _tf = tf


def _is_dataset(x):
    return isinstance(x, _tf.data.Dataset)


def abs_(x):
    if _tf.is_tensor(x):
        return _tf.math.abs(x)
    if _is_dataset(x):
        specs = _tf.nest.flatten(x.element_spec)
        if len(specs) == 1:
            return x.map(_tf.math.abs)
        return x.map(lambda *e: _tf.nest.map_structure(_tf.math.abs, e))
    return abs(x)


def float_(x=0):
    if _tf.is_tensor(x):
        # TF assumes float32.
        if x.dtype == _tf.string:
            return _tf.strings.to_number(x, out_type=_tf.float32)
        return _tf.cast(x, dtype=_tf.float32)
    return float(x)


def int_(x=0, base=UNSPECIFIED):
    if _tf.is_tensor(x):
        if base not in (10, UNSPECIFIED):
            raise NotImplementedError('base {} not supported for int'.format(base))
        # TF assumes int32.
        if x.dtype == _tf.string:
            return _tf.strings.to_number(x, out_type=_tf.int32)
        return _tf.cast(x, dtype=_tf.int32)
    if base is UNSPECIFIED:
        return int(x)
    return int(x, base)


def len_(s):
    if isinstance(s, _tf.TensorArray):
        return s.size()
    if _tf.is_tensor(s):
        # A tf.Variable (the engine takes tensors): _tf_tensor_len's static first dimension,
        # else the dynamic one.
        if s.shape.rank and s.shape[0] is not None:
            return s.shape[0]
        if s.shape.rank == 0:
            raise ValueError('len requires a non-scalar tensor, got one of shape {}'.format(_tf.shape(s)))
        return _tf.shape(s)[0]
    if _is_dataset(s):
        n = _tf.data.experimental.cardinality(s)
        msg = _tf.strings.join(['len requires dataset with definitive cardinality, got ',
                                _tf.strings.as_string(n)])
        check = _tf.debugging.Assert(
            _tf.logical_and(_tf.not_equal(n, _tf.data.INFINITE_CARDINALITY),
                            _tf.not_equal(n, _tf.data.UNKNOWN_CARDINALITY)), [msg])
        with _tf.control_dependencies([check]):
            n = _tf.identity(n)
        return n
    return len(s)


def enumerate_(s, start=0):
    if _is_dataset(s):
        return s.enumerate(start)
    return enumerate(s, start)


def zip_(*iterables):
    if all(_is_dataset(x) for x in iterables):
        return _tf.data.Dataset.zip(iterables)
    return zip(*iterables)


def map_(fn, *iterables):
    if all(_is_dataset(x) for x in iterables):
        return _tf.data.Dataset.zip(iterables).map(fn)
    return map(fn, *iterables)


def filter_(function, iterable):
    if _is_dataset(iterable):
        return iterable.filter(function)
    return filter(function, iterable)


def _bool_dataset_check(iterable, builtin):
    specs = _tf.nest.flatten(iterable.element_spec)
    if len(specs) != 1 or specs[0].dtype != _tf.bool:
        raise ValueError('in graph mode, the "{}" builtin only supports datasets '
                         'that return bool scalars; got: {}'.format(builtin, iterable.element_spec))


def any_(iterable):
    if _is_dataset(iterable):
        # The first True element, if any: filter + take(1) stop the pipeline early.
        _bool_dataset_check(iterable, 'any')
        ds = iterable.filter(lambda x: x).take(1)
        return ds.reduce(_tf.constant(False, dtype=_tf.bool), lambda _, y: y)
    return any(iterable)


def all_(iterable):
    if _is_dataset(iterable):
        _bool_dataset_check(iterable, 'all')
        ds = iterable.filter(lambda x: _tf.logical_not(x)).take(1)
        return ds.reduce(_tf.constant(True, dtype=_tf.bool), lambda _, y: y)
    return all(iterable)


def _rank_check(x):
    # check_ops.assert_rank_v2: nothing to wait for when the static rank already passed.
    check = _tf.debugging.assert_rank(x, 1, 'sort only supports only 1D tensors')
    return [] if check is None else [check]


def sorted_(iterable, key=UNSPECIFIED, reverse=UNSPECIFIED):
    if not _tf.is_tensor(iterable):
        if key is not UNSPECIFIED and reverse is UNSPECIFIED:
            return sorted(iterable, key=key)
        if key is UNSPECIFIED and reverse is not UNSPECIFIED:
            return sorted(iterable, reverse=reverse)
        if key is not UNSPECIFIED and reverse is not UNSPECIFIED:
            return sorted(iterable, key=key, reverse=reverse)
        return sorted(iterable)
    # As in TF, any reverse argument (even False) sorts descending.
    direction = 'ASCENDING' if reverse is UNSPECIFIED else 'DESCENDING'
    if key is not UNSPECIFIED:
        mapped = _tf.vectorized_map(key, iterable)
        if mapped.shape.rank is not None and mapped.shape.rank != 1:
            raise ValueError('sort only supports only 1D tensors')
        with _tf.control_dependencies(_rank_check(mapped)):
            order = _tf.argsort(mapped, direction=direction)
            return _tf.gather(iterable, order)
    if iterable.shape.rank is not None and iterable.shape.rank != 1:
        raise ValueError('sort only supports only 1D tensors')
    with _tf.control_dependencies(_rank_check(iterable)):
        return _tf.sort(iterable, direction=direction)
)PY";

}  // namespace tfplay::function
