// TF functions that TF itself writes in Python on top of other ops (check_ops.py, math_ops.py,
// numerics.py, clip_ops.py), written here the same way: run once per program as a library module whose
// functions are put in tf.debugging and tf.math under TF's names. Being Python functions, they
// have TF's signatures, names (assert_integer_v2) and argument errors as TF's do.
#include "core/tf/python_ops.h"

#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

namespace {

// After tensorflow/python/ops/check_ops.py, math_ops.py and numerics.py (TF 2.20). `tf` is set
// by install_python_ops. `_name_scope(name, default)` is ops.name_scope(name, default_name).
constexpr const char* kPythonOpsSource = R"PY(
_NUMERIC_TYPES = ('float16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8')
tf = None


def _install(tf_module):
    # The tensorflow module being built; the defaults TF gives as dtypes.
    global tf
    tf = tf_module
    count_nonzero_v2.__defaults__ = (None, None, tf.int64, None)


def _name_scope(name, default_name):
    return tf.name_scope(name if name else default_name)


def _message_prefix(message):
    if message:
        return '%s.  ' % message
    return ''


def assert_integer_v2(x, message=None, name=None):
    with _name_scope(name, 'assert_integer'):
        x = tf.convert_to_tensor(x, name='x')
        if not x.dtype.is_integer:
            name = 'tensor' if tf.executing_eagerly() else x.name
            raise TypeError('%sExpected "x" to be integer type.  Found: %s of dtype %s'
                            % (_message_prefix(message), name, x.dtype))
        tf.no_op('statically_determined_was_integer')


def assert_type_v2(tensor, tf_type, message=None, name=None):
    tf_type = tf.dtypes.as_dtype(tf_type)
    with _name_scope(name, 'assert_type'):
        tensor = tf.convert_to_tensor(tensor, name='tensor')
        if tensor.dtype != tf_type:
            tensor_name = 'tensor' if tf.executing_eagerly() else tensor.name
            raise TypeError(f'{_message_prefix(message)}{tensor_name}'
                            f' must be of type {tf_type!r}; got {tensor.dtype!r}')
        tf.no_op('statically_determined_correct_type')


def assert_scalar_v2(tensor, message=None, name=None):
    with _name_scope(name, 'assert_scalar') as name_scope:
        tensor = tf.convert_to_tensor(tensor, name=name_scope)
        shape = tensor.get_shape()
        message = _message_prefix(message)
        if shape.ndims != 0:
            if tf.executing_eagerly():
                raise ValueError('%sExpected scalar shape, saw shape: %s.' % (message, shape,))
            raise ValueError('%sExpected scalar shape for %s, saw shape: %s.' % (message, tensor.name, shape))


def is_numeric_tensor(tensor):
    return isinstance(tensor, tf.Tensor) and tensor.dtype.name in _NUMERIC_TYPES


def assert_same_float_dtype(tensors=None, dtype=None):
    if tensors:
        dtype = _assert_same_base_type(tensors, dtype)
    if not dtype:
        dtype = tf.float32
    elif not dtype.is_floating:
        raise ValueError('Expected floating point type, got %s.' % dtype)
    return dtype


def _assert_same_base_type(items, expected_type=None):
    original_expected_type = expected_type
    mismatch = False
    for item in items:
        if item is not None:
            item_type = item.dtype.base_dtype
            if not expected_type:
                expected_type = item_type
            elif expected_type != item_type:
                mismatch = True
                break
    if not mismatch:
        return expected_type
    expected_type = original_expected_type
    original_item_str = None
    for item in items:
        if item is not None:
            item_type = item.dtype.base_dtype
            if not expected_type:
                expected_type = item_type
                original_item_str = _item_name(item)
            elif expected_type != item_type:
                raise ValueError('%s, type=%s, must be of the same type (%s)%s.' % (
                    _item_name(item), item_type, expected_type,
                    (' as %s' % original_item_str) if original_item_str else ''))
    return expected_type


def _item_name(item):
    try:
        return item.name
    except AttributeError:
        return str(item)


def _static_rank(rank):
    # tensor_util.constant_value of the rank; assert_type(rank, int32) first, as TF does.
    assert_type_v2(rank, tf.int32)
    value = tf.get_static_value(rank)
    if value is not None and rank.get_shape().ndims != 0:
        raise ValueError('Rank must be a scalar.')
    return value


def _assert_rank_condition(x, ranks, static_condition, dynamic_condition, data, summarize):
    statics = [_static_rank(rank) for rank in ranks]
    if all(s is not None for s in statics) and x.get_shape().ndims is not None:
        if not static_condition(x.get_shape().ndims, statics):
            raise ValueError('Static rank condition failed', x.get_shape().ndims, statics)
        return tf.no_op(name='static_checks_determined_all_ok')
    return tf.debugging.Assert(dynamic_condition(tf.rank(x), ranks), data, summarize=summarize)


def assert_rank_at_least_v2(x, rank, message=None, name=None):
    with _name_scope(name, 'assert_rank_at_least'):
        x = tf.convert_to_tensor(x, name='x')
        rank = tf.convert_to_tensor(rank, name='rank')
        message = _message_prefix(message)
        name = '' if tf.executing_eagerly() else x.name
        data = [message, 'Tensor %s must have rank at least' % name, rank, 'Received shape: ', tf.shape(x)]
        try:
            return _assert_rank_condition(
                x, [rank], lambda actual, given: actual >= int(given[0]),
                lambda actual, given: tf.greater_equal(actual, given[0]), data, None)
        except ValueError as e:
            if e.args[0] == 'Static rank condition failed':
                raise ValueError('%sTensor %s must have rank at least %d.  Received rank %d, shape %s'
                                 % (message, name, int(e.args[2][0]), e.args[1], x.get_shape()))
            raise


def assert_rank_in_v2(x, ranks, message=None, name=None):
    with _name_scope(name, 'assert_rank_in'):
        x = tf.convert_to_tensor(x, name='x')
        ranks = tuple([tf.convert_to_tensor(rank, name='rank') for rank in ranks])
        message = _message_prefix(message)
        name = '' if tf.executing_eagerly() else x.name
        data = [message, 'Tensor %s must have rank in' % name] + list(ranks) + ['Received shape: ', tf.shape(x)]
        try:
            return _assert_rank_condition(
                x, ranks, lambda actual, given: actual in [int(r) for r in given],
                lambda actual, given: tf.reduce_any(tf.equal(actual, tf.stack(given))), data, None)
        except ValueError as e:
            if e.args[0] == 'Static rank condition failed':
                raise ValueError('%sTensor %s must have rank in %s.  Received rank %d, shape %s'
                                 % (message, name, tuple(int(r) for r in e.args[2]), e.args[1], x.get_shape()))
            raise


def assert_proper_iterable(values):
    if isinstance(values, (tf.Tensor, tf.sparse.SparseTensor, bytes, str)) or type(values).__name__ == 'ndarray':
        raise TypeError('Expected argument "values" to be a "proper" iterable.  Found: %s' % type(values))
    if not hasattr(values, '__iter__'):
        raise TypeError('Expected argument "values" to be iterable.  Found: %s' % type(values))


def verify_tensor_all_finite_v2(x, message, name=None):
    with _name_scope(name, 'VerifyFinite'):
        x = tf.convert_to_tensor(x, name='x')
        verify_input = tf.debugging.check_numerics(x, message=message)
        with tf.name_scope('control_dependency') as scope:
            with tf.control_dependencies([verify_input]):
                return tf.identity(x, name=scope)


def _monotonic(x, compare):
    x = tf.reshape(x, [-1])
    if not is_numeric_tensor(x):
        raise TypeError('Expected x to be numeric, instead found: %s' % x)
    return tf.cond(tf.less(tf.size(x), 2), lambda: tf.convert_to_tensor([], dtype=bool),
                   lambda: compare(x[1:], x[:-1]))


def is_non_decreasing(x, name=None):
    with _name_scope(name, 'is_non_decreasing'):
        return tf.reduce_all(_monotonic(x, tf.greater_equal))


def is_strictly_increasing(x, name=None):
    with _name_scope(name, 'is_strictly_increasing'):
        return tf.reduce_all(_monotonic(x, tf.greater))


def scalar_mul(scalar, x, name=None):
    base_dtype = tf.dtypes.as_dtype(x.dtype).base_dtype
    scalar = tf.convert_to_tensor(scalar, dtype=base_dtype, name='scalar')
    shape = scalar.get_shape()
    if shape.ndims == 0:
        if isinstance(x, tf.IndexedSlices):
            return tf.IndexedSlices(tf.math.multiply(scalar, x.values, name), x.indices, x.dense_shape)
        return tf.math.multiply(scalar, x, name)
    raise ValueError(f'The input scalar must be a 0-D value. Received shape {shape}.')


def count_nonzero_v2(input, axis=None, keepdims=None, dtype=None, name=None):
    if keepdims is None:
        keepdims = False
    with _name_scope(name, 'count_nonzero'):
        input = tf.convert_to_tensor(input, name='input')
        zero = tf.zeros([], dtype=input.dtype)
        return tf.cast(tf.reduce_sum(tf.cast(tf.math.not_equal(input, zero), tf.int64), axis=axis, keepdims=keepdims),
                       dtype=dtype)


def _values_of(t):
    # An IndexedSlices contributes its values (clip_ops.py).
    return t.values if isinstance(t, tf.IndexedSlices) else t


def clip_by_norm(t, clip_norm, axes=None, name=None):
    with _name_scope(name, 'clip_by_norm') as name:
        values = tf.convert_to_tensor(_values_of(t), name='t')
        if isinstance(clip_norm, (int, float)):
            if clip_norm < 0:
                clip_norm = 0
        else:
            clip_norm = tf.cast(tf.maximum(clip_norm, 0), dtype=values.dtype)
        l2sum = tf.reduce_sum(values * values, axes, keepdims=True)
        pred = l2sum > 0
        l2sum_safe = tf.where(pred, l2sum, tf.ones_like(l2sum))
        l2norm = tf.where(pred, tf.sqrt(l2sum_safe), l2sum)
        intermediate = values * clip_norm
        values.shape.assert_is_compatible_with(intermediate.shape)
        values_clip = tf.identity(intermediate / tf.maximum(l2norm, clip_norm), name=name)
        if isinstance(t, tf.IndexedSlices):
            return tf.IndexedSlices(values_clip, t.indices, t.dense_shape)
        return values_clip


def _check_sequence(t_list):
    if not isinstance(t_list, (list, tuple)):
        raise TypeError(f'`t_list` should be a sequence of tensors. Received {type(t_list)}.')


def global_norm(t_list, name=None):
    _check_sequence(t_list)
    t_list = list(t_list)
    with _name_scope(name, 'global_norm') as name:
        values = [tf.convert_to_tensor(_values_of(t), name='t_%d' % i) if t is not None else t
                  for i, t in enumerate(t_list)]
        half_squared_norms = [tf.nn.l2_loss(v) for v in values if v is not None]
        half_squared_norm = tf.reduce_sum(tf.stack(half_squared_norms))
        return tf.sqrt(half_squared_norm * tf.constant(2.0, dtype=half_squared_norm.dtype), name='global_norm')


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    _check_sequence(t_list)
    t_list = list(t_list)
    if use_norm is None:
        use_norm = global_norm(t_list, name)
    with _name_scope(name, 'clip_by_global_norm') as name:
        scale_for_finite = clip_norm * tf.minimum(1.0 / use_norm, tf.constant(1.0, dtype=use_norm.dtype) / clip_norm)
        scale = scale_for_finite + (use_norm - use_norm)
        values = [tf.convert_to_tensor(_values_of(t), name='t_%d' % i) if t is not None else t
                  for i, t in enumerate(t_list)]
        values_clipped = []
        for i, v in enumerate(values):
            if v is None:
                values_clipped.append(None)
            else:
                values_clipped.append(tf.identity(v * tf.cast(scale, v.dtype), name='%s_%d' % (name, i)))
        list_clipped = [tf.IndexedSlices(c_v, t.indices, t.dense_shape) if isinstance(t, tf.IndexedSlices) else c_v
                        for c_v, t in zip(values_clipped, t_list)]
    return list_clipped, use_norm


def reduce_logsumexp(input_tensor, axis=None, keepdims=False, name=None):
    with _name_scope(name, 'ReduceLogSumExp') as name:
        raw_max = tf.reduce_max(input_tensor, axis=axis, keepdims=True)
        my_max = tf.stop_gradient(tf.where(tf.math.is_finite(raw_max), raw_max, tf.zeros_like(raw_max)))
        result = tf.math.log(tf.reduce_sum(tf.exp(tf.subtract(input_tensor, my_max)), axis=axis, keepdims=keepdims))
        if not keepdims:
            my_max = tf.reshape(my_max, tf.shape(result))
        return tf.add(result, my_max, name=name)
)PY";

}  // namespace

void install_python_ops(const py::Ref& tf) {
  py::Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.ops.check_ops", kPythonOpsSource);
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
  struct Export {
    const char* module;
    const char* name;
    const char* function;
  };
  static const Export kExports[] = {
      {"debugging", "assert_integer", "assert_integer_v2"},
      {"debugging", "assert_type", "assert_type_v2"},
      {"debugging", "assert_scalar", "assert_scalar_v2"},
      {"debugging", "is_numeric_tensor", "is_numeric_tensor"},
      {"debugging", "assert_same_float_dtype", "assert_same_float_dtype"},
      {"debugging", "assert_rank_at_least", "assert_rank_at_least_v2"},
      {"debugging", "assert_rank_in", "assert_rank_in_v2"},
      {"debugging", "assert_proper_iterable", "assert_proper_iterable"},
      {"debugging", "assert_all_finite", "verify_tensor_all_finite_v2"},
      {"math", "is_non_decreasing", "is_non_decreasing"},
      {"math", "is_strictly_increasing", "is_strictly_increasing"},
      {"math", "scalar_mul", "scalar_mul"},
      {"math", "count_nonzero", "count_nonzero_v2"},
      {"math", "reduce_logsumexp", "reduce_logsumexp"},
      {"", "clip_by_norm", "clip_by_norm"},
      {"", "clip_by_global_norm", "clip_by_global_norm"},
      {"linalg", "global_norm", "global_norm"},
  };
  for (const Export& e : kExports) {
    const py::Ref target = *e.module ? submodule_of(tf, e.module) : tf;
    target->dict->set(e.name, m->dict->get(e.function));
  }
}

}  // namespace tfplay::tf
