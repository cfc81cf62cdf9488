// tf.ragged.range (ragged_math_ops.py over the RaggedRange kernel, core/graph/ops_ragged.cpp),
// row_splits_to_segment_ids and segment_ids_to_row_splits (segment_id_ops.py), boolean_mask
// (ragged_array_ops.py; masks of rank 1 and 2) and stack (ragged_concat_ops.py; axis 0 and 1),
// written in Python.
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/ragged_api.h"
#include "core/tf/ragged_tensor.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.ragged.ragged_math_ops";

constexpr const char* kNames[] = {
    "range",
    "row_splits_to_segment_ids",
    "segment_ids_to_row_splits",
    "boolean_mask",
    "stack",
};

constexpr const char* kSource = R"PY(
tf = None
_builtin_range = range  # the builtin, before tf.ragged.range's name shadows it


def _install(tf_module):
    global tf
    tf = tf_module
    range.__defaults__ = (None, 1, None, None, tf.int64)


_RANGE_DTYPES = None


def _infer_matching_dtype(tensors, dtype_hierarchy):
    inferred_dtype = max([t.dtype for t in tensors], key=dtype_hierarchy.index)
    return [tf.cast(t, inferred_dtype) for t in tensors]


def _require_eager(what):
    # These kernels read the row partitions' values: symbolic ones (a tf.function's or
    # Dataset.map's trace) are refused by name.
    if not tf.executing_eagerly():
        raise NotImplementedError('tfplay does not support %s inside tf.function yet' % what)


def range(starts, limits=None, deltas=1, dtype=None, name=None, row_splits_dtype=None):
    row_splits_dtype = tf.dtypes.as_dtype(row_splits_dtype)
    if limits is None:
        starts, limits = 0, starts
    with tf.name_scope(name or 'RaggedRange'):
        starts = tf.convert_to_tensor(starts, dtype=dtype, name='starts')
        limits = tf.convert_to_tensor(limits, dtype=dtype, name='limits')
        deltas = tf.convert_to_tensor(deltas, dtype=dtype, name='deltas')
        if dtype is None:
            starts, limits, deltas = _infer_matching_dtype(
                [starts, limits, deltas], [tf.int32, tf.int64, tf.float32, tf.float64])
        for t in (starts, limits, deltas):
            if t.shape.ndims is not None and t.shape.ndims > 1:
                raise ValueError('Shape must be at most rank 1 but is rank %d' % t.shape.ndims)
        result = tf.raw_ops.RaggedRange(starts=starts, limits=limits, deltas=deltas, Tsplits=row_splits_dtype)
        return tf.RaggedTensor.from_row_splits(result.rt_dense_values, result.rt_nested_splits, validate=False)


def row_splits_to_segment_ids(splits, name=None, out_type=None):
    with tf.name_scope(name or 'RaggedSplitsToSegmentIds'):
        splits = tf.convert_to_tensor(splits, name='splits', dtype_hint=tf.int64)
        if splits.dtype not in (tf.int32, tf.int64):
            raise ValueError('splits must have dtype int32 or int64')
        splits.shape.assert_has_rank(1)
        if splits.shape[0] == 0:
            raise ValueError('Invalid row_splits: []')
        out_type = splits.dtype if out_type is None else tf.dtypes.as_dtype(out_type)
        row_lengths = splits[1:] - splits[:-1]
        nrows = tf.shape(splits, out_type=out_type)[-1] - 1
        indices = tf.range(nrows)
        return tf.repeat(indices, repeats=row_lengths, axis=0)


def segment_ids_to_row_splits(segment_ids, num_segments=None, out_type=None, name=None):
    if out_type is None:
        if isinstance(segment_ids, tf.Tensor):
            out_type = segment_ids.dtype
        elif isinstance(num_segments, tf.Tensor):
            out_type = num_segments.dtype
        else:
            out_type = tf.int64
    else:
        out_type = tf.dtypes.as_dtype(out_type)
    with tf.name_scope(name or 'SegmentIdsToRaggedSplits'):
        segment_ids = tf.cast(tf.convert_to_tensor(segment_ids, name='segment_ids'), tf.int32)
        segment_ids.shape.assert_has_rank(1)
        if num_segments is not None:
            num_segments = tf.cast(tf.convert_to_tensor(num_segments, name='num_segments'), tf.int32)
            num_segments.shape.assert_has_rank(0)
        row_lengths = tf.math.bincount(segment_ids, minlength=num_segments, maxlength=num_segments, dtype=out_type)
        splits = tf.concat([[0], tf.cumsum(row_lengths)], axis=0)
        if num_segments is not None:
            const_num_segments = tf.get_static_value(num_segments)
            if const_num_segments is not None:
                splits.set_shape(tf.TensorShape([int(const_num_segments) + 1]))
        return splits


def _rows_of(rt):
    # The rows of a RaggedTensor (dense tensors for ragged_rank 1, RaggedTensors deeper).
    return [rt[i] for i in _builtin_range(int(rt.nrows()))]




def _from_rows(rows, dtype):
    # A RaggedTensor whose rows are `rows` (dense tensors of rank >= 1, or RaggedTensors).
    lengths = tf.constant([int(r.nrows()) if isinstance(r, tf.RaggedTensor) else int(tf.shape(r)[0])
                           for r in rows], tf.int64)
    if rows and all(isinstance(r, tf.RaggedTensor) for r in rows):
        values = _concat_ragged(rows)
    elif rows:
        values = tf.concat(rows, 0)
    else:
        values = tf.zeros([0], dtype)
    return tf.RaggedTensor.from_row_lengths(values, lengths)


def _concat_ragged(items):
    return tf.concat(items, axis=0)


def boolean_mask(data, mask, name=None):
    _require_eager('tf.ragged.boolean_mask')
    with tf.name_scope(name or 'RaggedMask'):
        if not isinstance(mask, tf.RaggedTensor):
            mask = tf.convert_to_tensor(mask, tf.bool, name='mask')
        if not isinstance(data, tf.RaggedTensor):
            data = tf.convert_to_tensor(data, name='data')
        if mask.dtype != tf.bool:
            raise ValueError('mask must have dtype bool')
        mask_rank = mask.shape.rank
        if mask_rank == 0:
            raise ValueError('mask.shape.ndims must be known statically.')
        if mask_rank == 1:
            # Rows of data where the mask is true.
            keep = [i for i, m in enumerate(mask.numpy().tolist()) if m]
            if isinstance(data, tf.RaggedTensor):
                rows = _rows_of(data)
                return _from_rows([rows[i] for i in keep], data.dtype)
            return tf.gather(data, keep)
        if mask_rank != 2 or (data.shape.rank is not None and data.shape.rank < 2):
            raise NotImplementedError('tfplay implements tf.ragged.boolean_mask for masks of rank 1 and 2 only yet')
        data_rows = _rows_of(data) if isinstance(data, tf.RaggedTensor) else tf.unstack(data)
        mask_rows = _rows_of(mask) if isinstance(mask, tf.RaggedTensor) else tf.unstack(mask)
        if len(data_rows) != len(mask_rows):
            raise tf.errors.InvalidArgumentError(None, None, 'Inputs must have identical ragged splits')
        return _from_rows([tf.boolean_mask(d, m) for d, m in zip(data_rows, mask_rows)], data.dtype)


def stack(values, axis=0, name=None):
    _require_eager('tf.ragged.stack')
    if not isinstance(values, (list, tuple)):
        values = [values]
    with tf.name_scope(name or 'RaggedConcat'):
        values = [v if isinstance(v, tf.RaggedTensor) else tf.convert_to_tensor(v) for v in values]
        if not values:
            raise ValueError('rt_inputs may not be empty.')
        # _ragged_stack_concat_helper: 1-D inputs on axis 0 are rows of one RaggedTensor; dense
        # inputs stacked along their last axis or the new one are tf.stack's Tensor; other dense
        # inputs become RaggedTensors of ragged_rank 1 first.
        ndims = values[0].shape.rank
        if ndims is not None:
            axis = _positive_axis(axis, ndims + 1)
        if ndims == 1 and axis == 0:
            return _from_rows(list(values), values[0].dtype)
        if ndims is not None and not any(isinstance(v, tf.RaggedTensor) for v in values) and axis >= ndims - 1:
            return tf.stack(values, axis)
        values = [v if isinstance(v, tf.RaggedTensor) else tf.RaggedTensor.from_tensor(v, ragged_rank=1) for v in values]
        if axis == 0:
            # One new outermost row per input.
            return _from_rows(list(values), values[0].dtype)
        if axis == 1:
            per_input = [_rows_of(v) if isinstance(v, tf.RaggedTensor) else tf.unstack(v) for v in values]
            nrows = len(per_input[0])
            if any(len(rows) != nrows for rows in per_input):
                raise tf.errors.InvalidArgumentError(None, None, 'Input tensors have incompatible shapes.')
            return _from_rows([_from_rows([rows[i] for rows in per_input], values[0].dtype)
                               for i in _builtin_range(nrows)], values[0].dtype)
        raise NotImplementedError('tfplay implements tf.ragged.stack along axis 0 and 1 only yet')


# ---- TF ops dispatched to ragged kernels for RaggedTensor arguments (ragged_array_ops.py,
# ragged_gather_ops.py, ragged_math_ops.py), eagerly.

def _positive_axis(axis, ndims, axis_name='axis'):
    # array_ops.get_positive_axis.
    if not isinstance(axis, int):
        raise TypeError('%s must be an int; got %s' % (axis_name, type(axis).__name__))
    if axis >= ndims or axis < -ndims:
        raise ValueError('%s=%s out of bounds: expected %s<=%s<%s' % (axis_name, axis, -ndims, axis_name, ndims))
    return axis + ndims if axis < 0 else axis


def _gather_rows(params, rows):
    # params[rows] for a list of row indices: a tf.Tensor's first axis, or a RaggedTensor's
    # rows (their values gathered level by level).
    if not isinstance(params, tf.RaggedTensor):
        return tf.gather(params, tf.constant(rows, tf.int64) if rows else tf.zeros([0], tf.int64))
    splits = params.row_splits.numpy().tolist()
    nrows = len(splits) - 1
    inner, new_splits = [], [0]
    for i in rows:
        if i < 0 or i >= nrows:
            raise NotImplementedError('tfplay cannot report TF\'s error for tf.gather indices out of range of a RaggedTensor yet')
        inner.extend(_builtin_range(splits[i], splits[i + 1]))
        new_splits.append(new_splits[-1] + splits[i + 1] - splits[i])
    return tf.RaggedTensor.from_row_splits(_gather_rows(params.values, inner),
                                           tf.constant(new_splits, params.row_splits.dtype), validate=False)


def _reverse_axis(rt, axis):
    if not isinstance(rt, tf.RaggedTensor):
        return tf.reverse(rt, [axis])
    if axis == 0:
        return _gather_rows(rt, list(_builtin_range(int(rt.nrows()) - 1, -1, -1)))
    if axis == 1:
        # Each row's items in reverse order.
        splits = rt.row_splits.numpy().tolist()
        order = []
        for i in _builtin_range(len(splits) - 1):
            order.extend(_builtin_range(splits[i + 1] - 1, splits[i] - 1, -1))
        return rt.with_values(_gather_rows(rt.values, order))
    return rt.with_values(_reverse_axis(rt.values, axis - 1))


def ragged_reverse(tensor, axis, name=None):
    # ragged_array_ops.reverse: `axis` a list of ints or a constant tensor.
    _require_eager('tf.reverse of a RaggedTensor')
    type_error_msg = ('`axis` must be a list of int or a constant tensor'
                      'when reversing axes in a ragged tensor')
    if isinstance(axis, tf.Tensor):
        axis = axis.numpy().tolist()
        if not isinstance(axis, list):
            axis = [axis]
    elif not (isinstance(axis, (list, tuple)) and all(isinstance(dim, int) for dim in axis)):
        raise TypeError(type_error_msg)
    axis = [_positive_axis(dim, tensor.shape.rank, 'axis[%d]' % i) for i, dim in enumerate(axis)]
    for dim in axis:
        tensor = _reverse_axis(tensor, dim)
    return tensor


def ragged_gather(params, indices, validate_indices=None, axis=None, batch_dims=0, name=None):
    # ragged_gather_ops.gather along axis 0: ragged indices keep their row partitions over the
    # gathered values; dense indices of rank 0 or 1 pick params' rows.
    _require_eager('tf.gather of a RaggedTensor')
    if axis is not None and (not isinstance(axis, int) or axis != 0):
        raise ValueError('axis != 0 is not supported for ragged gather yet.')
    if not isinstance(batch_dims, int) or batch_dims != 0:
        raise ValueError('batch_dims != 0 is not supported for ragged gather yet.')
    if isinstance(indices, tf.RaggedTensor):
        return indices.with_values(ragged_gather(params, indices.values))
    if not isinstance(params, tf.RaggedTensor):
        return tf.gather(params, indices)
    indices = tf.convert_to_tensor(indices)
    if not indices.dtype.is_integer:
        raise NotImplementedError('tfplay cannot report TF\'s error for tf.gather of a RaggedTensor with indices that are not integers yet')
    if indices.shape.rank == 0:
        return params[int(indices)]
    if indices.shape.rank != 1:
        raise NotImplementedError('tfplay supports tf.gather of a RaggedTensor with indices of rank 0 or 1 only yet')
    return _gather_rows(params, indices.numpy().tolist())


def ragged_boolean_mask(tensor, mask, axis=None, name=None):
    if axis not in (None, 0):
        raise NotImplementedError('tfplay supports tf.boolean_mask of RaggedTensors without axis only yet')
    _require_eager('tf.boolean_mask of a RaggedTensor')
    return boolean_mask(tensor, mask, name)


def ragged_stack(values, axis=0, name=None):
    _require_eager('tf.stack of a RaggedTensor')
    return stack(values, axis, name)


def ragged_expand_dims(input, axis, name=None):
    # ragged_array_ops.expand_dims: axis 0 makes one row holding every row, axis 1 one row per
    # row (both uniform partitions); deeper axes expand the values.
    _require_eager('tf.expand_dims of a RaggedTensor')
    if not isinstance(input, tf.RaggedTensor):
        return tf.expand_dims(input, axis)
    axis = _positive_axis(axis, input.shape.rank + 1)
    if axis == 0:
        return tf.RaggedTensor.from_uniform_row_length(input, uniform_row_length=input.nrows(), nrows=1)
    if axis == 1:
        return tf.RaggedTensor.from_uniform_row_length(input, uniform_row_length=1, nrows=input.nrows())
    return input.with_values(ragged_expand_dims(input.values, axis - 1))


def ragged_size(input, out_type=None, name=None):
    # ragged_array_ops.size: the size of flat_values.
    if out_type is None:
        return tf.size(input.flat_values)
    return tf.size(input.flat_values, out_type=out_type)


def ragged_rank(input, name=None):
    # ragged_array_ops.rank: ragged_rank + rank(flat_values).
    return input.ragged_rank + tf.rank(input.flat_values)


def ragged_reduce_all(input_tensor, axis=None, keepdims=False, name=None):
    # ragged_math_ops.reduce_all: the product of the values as int32, as bool.
    return tf.cast(tf.reduce_prod(tf.cast(input_tensor, tf.int32), axis, keepdims), tf.bool)


def ragged_reduce_any(input_tensor, axis=None, keepdims=False, name=None):
    # ragged_math_ops.reduce_any: the sum of the values as int32, as bool.
    return tf.cast(tf.reduce_sum(tf.cast(input_tensor, tf.int32), axis, keepdims), tf.bool)


def _same_partitions(a, b):
    while isinstance(a, tf.RaggedTensor) and isinstance(b, tf.RaggedTensor):
        if a.row_splits.numpy().tolist() != b.row_splits.numpy().tolist():
            return False
        a, b = a.values, b.values
    return not isinstance(a, tf.RaggedTensor) and not isinstance(b, tf.RaggedTensor) and a.shape == b.shape


def ragged_where(condition, x=None, y=None, name=None):
    # ragged_where_op.where_v2 with x and y: the elementwise choice, here for operands that are
    # RaggedTensors of one row partitioning or scalars.
    _require_eager('tf.where of a RaggedTensor')
    if x is None or y is None:
        raise NotImplementedError('tfplay supports tf.where of RaggedTensors with x and y only yet')
    like = next(v for v in (condition, x, y) if isinstance(v, tf.RaggedTensor))
    flat = []
    for v in (condition, x, y):
        if isinstance(v, tf.RaggedTensor):
            if not _same_partitions(v, like):
                raise NotImplementedError('tfplay supports tf.where of RaggedTensors of one row partitioning and scalars only yet')
            flat.append(v.flat_values)
        else:
            t = v if isinstance(v, tf.Tensor) else tf.convert_to_tensor(v)
            if t.shape.rank != 0:
                raise NotImplementedError('tfplay supports tf.where of RaggedTensors of one row partitioning and scalars only yet')
            flat.append(v)
    return like.with_flat_values(tf.where(flat[0], flat[1], flat[2]))


def ragged_one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None):
    # ragged_array_ops.ragged_one_hot: one_hot of flat_values, under the same row partitions.
    if axis is not None:
        raise NotImplementedError('tfplay supports tf.one_hot of a RaggedTensor without axis only yet')
    return indices.with_flat_values(tf.one_hot(indices.flat_values, depth, on_value, off_value, None, dtype))


def _row_splits_dtype_of(t):
    return t.dtype if t.dtype in (tf.int32, tf.int64) else tf.int64


def _from_row_starts(cls, values, row_starts, name=None, validate=True):
    # RaggedTensor.from_row_starts: row_splits = concat([row_starts, [nvals]]).
    row_starts = tf.convert_to_tensor(row_starts, dtype_hint=tf.int64)
    if not isinstance(values, tf.RaggedTensor):
        values = tf.convert_to_tensor(values)
    nvals = values.nrows() if isinstance(values, tf.RaggedTensor) else tf.shape(values, out_type=row_starts.dtype)[0]
    splits = tf.concat([row_starts, tf.reshape(tf.cast(nvals, row_starts.dtype), [1])], 0)
    return tf.RaggedTensor.from_row_splits(values, splits, validate=validate)


def _from_row_limits(cls, values, row_limits, name=None, validate=True):
    # RaggedTensor.from_row_limits: row_splits = concat([[0], row_limits]).
    row_limits = tf.convert_to_tensor(row_limits, dtype_hint=tf.int64)
    splits = tf.concat([tf.zeros([1], row_limits.dtype), row_limits], 0)
    return tf.RaggedTensor.from_row_splits(values, splits, validate=validate)


def _to_sparse(self, name=None):
    _require_eager('RaggedTensor.to_sparse')
    # RaggedTensor.to_sparse: one index per flat value, [row, column, ...] through each ragged
    # level and then the flat values' own dimensions; dense_shape is the bounding shape.
    levels = []
    rt = self
    while isinstance(rt, tf.RaggedTensor):
        levels.append(rt.row_splits.numpy().tolist())
        rt = rt.values
    flat = rt
    inner = flat.shape.as_list()[1:]
    coords = [[i] for i in _builtin_range(len(levels[0]) - 1)]
    for splits in levels:
        nxt = [None] * splits[-1]
        for i, prefix in enumerate(coords):
            for j in _builtin_range(splits[i], splits[i + 1]):
                nxt[j] = prefix + [j - splits[i]]
        coords = nxt
    indices = []
    for c in coords:
        if not inner:
            indices.append(c)
        else:
            for k in _builtin_range(_product(inner)):
                rest, sub = k, []
                for d in reversed(inner):
                    sub.append(rest % d)
                    rest //= d
                indices.append(c + list(reversed(sub)))
    values = tf.reshape(flat, [-1])
    shape = tf.cast(self.bounding_shape(), tf.int64)
    ind = tf.constant(indices, tf.int64) if indices else tf.zeros([0, int(shape.shape[0])], tf.int64)
    return tf.SparseTensor(ind, values, shape)


def _product(dims):
    out = 1
    for d in dims:
        out *= d
    return out


RaggedTensor_from_row_starts = classmethod(_from_row_starts)
RaggedTensor_from_row_limits = classmethod(_from_row_limits)
RaggedTensor_to_sparse = _to_sparse
)PY";

}  // namespace

void install_ragged_math_ops(const py::Ref& tf) {
  py::Ref m = py::Interpreter::current().exec_library_module(kModule, library_source(kModule, kSource));
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
  py::Ref ragged = submodule_of(tf, "ragged");
  for (const char* name : kNames) ragged->dict->set(name, m->dict->get(name));
  // RaggedTensor.from_row_starts / from_row_limits (classmethods) and to_sparse, in the native
  // type's dict before any lookup of them.
  auto* type = static_cast<py::TypeObject*>(tf->dict->get("RaggedTensor").get());
  for (const char* name : {"from_row_starts", "from_row_limits", "to_sparse"})
    type->attrs.set(name, m->dict->get(std::string("RaggedTensor_") + name));
  // tf functions with a RaggedTensor argument run the kernels above (TF's dispatch_for_api
  // registrations); other arguments reach the original function.
  using Targets = std::vector<std::pair<py::Ref, std::string>>;
  const py::Ref math = submodule_of(tf, "math");
  struct Dispatch {
    Targets targets;
    std::vector<std::pair<std::size_t, std::string>> ragged_args;
    const char* kernel;
  };
  const Dispatch dispatches[] = {
      {{{tf, "reverse"}}, {{0, "tensor"}}, "ragged_reverse"},
      {{{tf, "gather"}}, {{0, "params"}, {1, "indices"}}, "ragged_gather"},
      {{{tf, "boolean_mask"}}, {{0, "tensor"}, {1, "mask"}}, "ragged_boolean_mask"},
      {{{tf, "stack"}}, {{0, "values"}}, "ragged_stack"},
      {{{tf, "expand_dims"}}, {{0, "input"}}, "ragged_expand_dims"},
      {{{tf, "size"}}, {{0, "input"}}, "ragged_size"},
      {{{tf, "rank"}}, {{0, "input"}}, "ragged_rank"},
      {{{tf, "reduce_all"}, {math, "reduce_all"}}, {{0, "input_tensor"}}, "ragged_reduce_all"},
      {{{tf, "reduce_any"}, {math, "reduce_any"}}, {{0, "input_tensor"}}, "ragged_reduce_any"},
      {{{tf, "one_hot"}}, {{0, "indices"}}, "ragged_one_hot"},
      {{{tf, "where"}}, {{0, "condition"}, {1, "x"}, {2, "y"}}, "ragged_where"},
  };
  for (const Dispatch& d : dispatches) ragged::dispatch_ragged(d.targets, d.ragged_args, m->dict->get(d.kernel));
}

}  // namespace tfplay::tf
