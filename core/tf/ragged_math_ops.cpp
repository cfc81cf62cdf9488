// tf.ragged.range (ragged_math_ops.py over the RaggedRange kernel), row_splits_to_segment_ids
// and segment_ids_to_row_splits (segment_id_ops.py), written in Python as TF writes them. A
// range row holds start, start + delta, ... accumulated in the dtype while before limit, with
// RangeSize's count (integer ceiling division, or ceil of the float quotient).
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/ragged_api.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.ragged.ragged_math_ops";

constexpr const char* kNames[] = {
    "range",
    "row_splits_to_segment_ids",
    "segment_ids_to_row_splits",
};

constexpr const char* kSource = R"PY(
tf = None


def _install(tf_module):
    global tf
    tf = tf_module
    range.__defaults__ = (None, 1, None, None, tf.int64)


_RANGE_DTYPES = None


def _infer_matching_dtype(tensors, dtype_hierarchy):
    inferred_dtype = max([t.dtype for t in tensors], key=dtype_hierarchy.index)
    return [tf.cast(t, inferred_dtype) for t in tensors]


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
        # RaggedRange: one row per (start, limit, delta), scalars broadcast; a row holds
        # start, start + delta, ... (accumulated in the dtype) while before limit.
        sizes = [s for s in (starts.shape.as_list(), limits.shape.as_list(), deltas.shape.as_list()) if s]
        nrows = sizes[0][0] if sizes else 1
        def row_values(t):
            v = t.numpy().tolist()
            return v if isinstance(v, list) else [v] * nrows
        s_list, l_list, d_list = row_values(starts), row_values(limits), row_values(deltas)
        if not (len(s_list) == len(l_list) == len(d_list)):
            raise tf.errors.InvalidArgumentError(None, None, 'starts, limits, and deltas must have the same shape')
        integral = starts.dtype.is_integer
        splits = [0]
        pieces = []
        for start, limit, delta in zip(s_list, l_list, d_list):
            if delta == 0:
                raise tf.errors.InvalidArgumentError(None, None, 'Requires delta != 0')
            if (delta > 0 and limit < start) or (delta < 0 and limit > start):
                size = 0
            elif integral:
                size = (abs(limit - start) + abs(delta) - 1) // abs(delta)
            else:
                q = abs((limit - start) / delta)
                size = int(q) if q == int(q) else int(q) + 1
            splits.append(splits[-1] + size)
            if size:
                steps = tf.concat([tf.constant([start], starts.dtype), tf.fill([size - 1], tf.constant(delta, starts.dtype))], 0)
                pieces.append(tf.math.cumsum(steps))
        values = tf.concat(pieces, 0) if pieces else tf.zeros([0], starts.dtype)
        return tf.RaggedTensor.from_row_splits(values, tf.constant(splits, row_splits_dtype), validate=False)


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
)PY";

}  // namespace

void install_ragged_math_ops(const py::Ref& tf) {
  py::Ref m = py::Interpreter::current().exec_library_module(kModule, library_source(kModule, kSource));
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
  py::Ref ragged = submodule_of(tf, "ragged");
  for (const char* name : kNames) ragged->dict->set(name, m->dict->get(name));
}

}  // namespace tfplay::tf
