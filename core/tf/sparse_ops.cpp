// The tf.sparse functions of tensorflow/python/ops/sparse_ops.py (TF 2.20) over the eager
// SparseTensor of sparse_api.cpp, written in Python: add, concat, slice, sparse_dense_matmul,
// reduce_sum / reduce_max, transpose, reshape, expand_dims, eye, retain, fill_empty_rows,
// reset_shape, maximum / minimum, softmax, split, to_indicator, the segment reductions and
// map_values, and SparseTensor's `*` and `/` with a dense operand and with_values. Each computes
// what TF's sparse kernel gives (its entry order included) with dense ops on the entries: TF's
// kernels keep the canonical row-major order, which these keep too (sparse_dense_matmul runs
// TF's SparseTensorDenseMatMul op itself). Those that read the entries
// in Python run eagerly only (`_eager_only`); sparse_dense_matmul, expand_dims, retain, eye,
// map_values, the segment reductions and the operators also run inside tf.function.
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/sparse_api.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.sparse_ops";

// The tf.sparse names and the functions TF exports under them (sparse_ops.py, math_ops.py).
constexpr std::pair<const char*, const char*> kNames[] = {
    {"add", "sparse_add_v2"},
    {"concat", "sparse_concat_v2"},
    {"slice", "sparse_slice"},
    {"sparse_dense_matmul", "sparse_tensor_dense_matmul"},
    {"reduce_sum", "sparse_reduce_sum_v2"},
    {"reduce_max", "sparse_reduce_max_v2"},
    {"transpose", "sparse_transpose"},
    {"reshape", "sparse_reshape"},
    {"expand_dims", "sparse_expand_dims"},
    {"eye", "sparse_eye"},
    {"retain", "sparse_retain"},
    {"fill_empty_rows", "sparse_fill_empty_rows"},
    {"reset_shape", "sparse_reset_shape"},
    {"maximum", "sparse_maximum"},
    {"minimum", "sparse_minimum"},
    {"softmax", "sparse_softmax"},
    {"split", "sparse_split_v2"},
    {"to_indicator", "sparse_to_indicator"},
    {"segment_sum", "sparse_segment_sum_v2"},
    {"segment_mean", "sparse_segment_mean_v2"},
    {"segment_sqrt_n", "sparse_segment_sqrt_n_v2"},
    {"map_values", "map_values"},
};

constexpr const char* kSource = R"PY(
tf = None


def _install(tf_module):
    global tf
    tf = tf_module
    sparse_eye.__defaults__ = (None, tf.float32, None)


def _kernel_error(op, message):
    """The InvalidArgumentError op `op`'s kernel raises with `message`: run eagerly, TF names
    the function the op ran as and the op (execute.cc), as every eager op error does."""
    if tf.executing_eagerly():
        message = ('{{function_node __wrapped__%s_device_/job:localhost/replica:0/task:0/device:CPU:0}} %s '
                   '[Op:%s] name: ' % (op, message, op.split('_N_')[0]))
    return tf.errors.InvalidArgumentError(None, None, message)


def _convert_to_sparse_tensor(sp_input):
    if not isinstance(sp_input, tf.SparseTensor):
        raise TypeError('Input must be a SparseTensor.')
    return sp_input


def _convert_to_sparse_tensors(sp_inputs):
    if isinstance(sp_inputs, list):
        return [_convert_to_sparse_tensor(sp_input) for sp_input in sp_inputs]
    if isinstance(sp_inputs, tuple):
        return (_convert_to_sparse_tensor(sp_input) for sp_input in sp_inputs)
    raise TypeError('Inputs must be a list or tuple.')


def _eager_only(name):
    # The functions that read the entries' values in Python: tfplay runs them eagerly only (TF
    # runs its sparse kernels in graphs too).
    if not tf.executing_eagerly():
        raise NotImplementedError('tfplay runs tf.sparse.%s eagerly only, not inside tf.function yet' % name)


def _entries(sp):
    # The entries as ([index tuple], [value]) Python lists, in stored order.
    return [tuple(i) for i in sp.indices.numpy().tolist()], sp.values.numpy().tolist()


def _shape_list(sp):
    return sp.dense_shape.numpy().tolist()


def sparse_add_v2(a, b, threshold=0):
    _eager_only('add')
    sparse_classes = (tf.SparseTensor,)
    if not any(isinstance(inp, sparse_classes) for inp in [a, b]):
        raise TypeError('At least one input should be SparseTensor; do you mean to use tf.add()?')
    if all(isinstance(inp, sparse_classes) for inp in [a, b]):
        a = _convert_to_sparse_tensor(a)
        b = _convert_to_sparse_tensor(b)
        threshold = float(tf.convert_to_tensor(threshold, dtype=a.values.dtype.real_dtype, name='threshold').numpy())
        if tf.executing_eagerly():
            # SparseAddOp::Compute (sparse_add_op.cc) checks the index widths and the dense shapes
            # before the static check below can run; shapes print as SummarizeValue's values.
            a_shape, b_shape = _shape_list(a), _shape_list(b)
            a_dims, b_dims = int(a.indices.shape[1]), int(b.indices.shape[1])
            if a_dims != b_dims:
                raise _kernel_error('SparseAdd', 'Input indices must have the same dimension, got %d and %d'
                                    % (a_dims, b_dims))
            if len(a_shape) != len(b_shape):
                raise _kernel_error('SparseAdd', 'Operands do not have the same ranks; got shapes: %s and %s'
                                    % (' '.join(map(str, a_shape)), ' '.join(map(str, b_shape))))
            for dim, (x, y) in enumerate(zip(a_shape, b_shape)):
                if x != y:
                    raise _kernel_error('SparseAdd', "Operands' shapes do not match: got %d and %d for dimension %d"
                                        % (x, y, dim))
        a_ind, a_val = _entries(a)
        b_ind, b_val = _entries(b)
        out_ind, out_val = [], []
        i = j = 0
        # SparseAdd: a merge of the two ordered index lists; a sum of two present values is kept
        # when its magnitude is at least `threshold`.
        while i < len(a_ind) and j < len(b_ind):
            if a_ind[i] < b_ind[j]:
                out_ind.append(a_ind[i])
                out_val.append(a_val[i])
                i += 1
            elif a_ind[i] == b_ind[j]:
                s = a_val[i] + b_val[j]
                if threshold <= abs(s):
                    out_ind.append(a_ind[i])
                    out_val.append(s)
                i += 1
                j += 1
            else:
                out_ind.append(b_ind[j])
                out_val.append(b_val[j])
                j += 1
        out_ind += a_ind[i:] + b_ind[j:]
        out_val += a_val[i:] + b_val[j:]
        a.get_shape().assert_is_compatible_with(b.get_shape())
        values = _sum_values(a, b, out_ind, a_ind, b_ind) if out_ind else tf.zeros([0], a.dtype)
        return tf.SparseTensor(tf.constant([list(x) for x in out_ind], tf.int64) if out_ind else
                               tf.zeros([0, len(_shape_list(a))], tf.int64), values, a.dense_shape)
    if isinstance(b, sparse_classes):
        a, b = b, a
    b = tf.convert_to_tensor(b)
    return tf.tensor_scatter_nd_add(b, a.indices, a.values)


def _sum_values(a, b, out_ind, a_ind, b_ind):
    # The output values computed by tensor ops (so that float sums round as the kernel's do).
    a_pos = {k: n for n, k in enumerate(a_ind)}
    b_pos = {k: n for n, k in enumerate(b_ind)}
    zero = tf.zeros([1], a.dtype)
    av = tf.concat([a.values, zero], 0)
    bv = tf.concat([b.values, zero], 0)
    na, nb = len(a_ind), len(b_ind)
    ga = tf.gather(av, [a_pos.get(k, na) for k in out_ind])
    gb = tf.gather(bv, [b_pos.get(k, nb) for k in out_ind])
    both = tf.constant([k in a_pos and k in b_pos for k in out_ind])
    only_a = tf.constant([k in a_pos and k not in b_pos for k in out_ind])
    return tf.where(both, ga + gb, tf.where(only_a, ga, gb))


def sparse_concat_v2(axis, sp_inputs, expand_nonconcat_dims=False, name=None):
    _eager_only('concat')
    sp_inputs = list(_convert_to_sparse_tensors(sp_inputs))
    if len(sp_inputs) == 1:
        return sp_inputs[0]
    shapes = [_shape_list(sp) for sp in sp_inputs]
    rank = len(shapes[0])
    dim = axis + rank if axis < 0 else axis
    if expand_nonconcat_dims:
        max_shape = [max(s[d] for s in shapes) for d in range(rank)]
        shapes = [[max_shape[d] if d != dim else s[d] for d in range(rank)] for s in shapes]
    for i, s in enumerate(shapes[1:], 1):
        for d in range(rank):
            if d != dim and s[d] != shapes[0][d]:
                # sparse_concat_op.cc's check of each input against the first.
                raise _kernel_error('SparseConcat_N_%d' % len(sp_inputs),
                                    'Input shapes must match: expected %d for dimension %d but got %d at position %d'
                                    % (shapes[0][d], d, s[d], i))
    entries = []
    offset = 0
    for k, sp in enumerate(sp_inputs):
        ind, _ = _entries(sp)
        for n, i in enumerate(ind):
            moved = list(i)
            moved[dim] += offset
            entries.append((tuple(moved), k, n))
        offset += shapes[k][dim]
    # SparseConcat keeps the output in row-major order.
    entries.sort(key=lambda e: e[0])
    out_shape = list(shapes[0])
    out_shape[dim] = offset
    values = tf.concat([sp.values for sp in sp_inputs], 0)
    starts = []
    total = 0
    for sp in sp_inputs:
        starts.append(total)
        total += int(sp.values.shape[0])
    values = tf.gather(values, [starts[k] + n for _, k, n in entries]) if entries else tf.zeros([0], values.dtype)
    ind = tf.constant([list(e[0]) for e in entries], tf.int64) if entries else tf.zeros([0, rank], tf.int64)
    return tf.SparseTensor(ind, values, tf.constant(out_shape, tf.int64))


def sparse_slice(sp_input, start, size, name=None):
    _eager_only('slice')
    sp_input = _convert_to_sparse_tensor(sp_input)
    start = tf.convert_to_tensor(start, tf.int64).numpy().tolist()
    size = tf.convert_to_tensor(size, tf.int64).numpy().tolist()
    shape = _shape_list(sp_input)
    ind, _ = _entries(sp_input)
    keep, out_ind = [], []
    for n, i in enumerate(ind):
        if all(start[d] <= i[d] < start[d] + size[d] for d in range(len(shape))):
            keep.append(n)
            out_ind.append([i[d] - start[d] for d in range(len(shape))])
    out_shape = [max(min(start[d] + size[d], shape[d]) - start[d], 0) for d in range(len(shape))]
    values = tf.gather(sp_input.values, keep) if keep else tf.zeros([0], sp_input.dtype)
    return tf.SparseTensor(tf.constant(out_ind, tf.int64) if out_ind else tf.zeros([0, len(shape)], tf.int64),
                           values, tf.constant(out_shape, tf.int64))


def sparse_tensor_dense_matmul(sp_a, b, adjoint_a=False, adjoint_b=False, name=None):
    if isinstance(b, tf.SparseTensor):
        if adjoint_a != adjoint_b:
            return tf.transpose(sparse_tensor_dense_matmul(b, sp_a, adjoint_a, adjoint_b))
        return tf.transpose(sparse_tensor_dense_matmul(b, sp_a, adjoint_a=not adjoint_a, adjoint_b=not adjoint_b))
    sp_a = _convert_to_sparse_tensor(sp_a)
    b = tf.convert_to_tensor(b, name='b')
    return tf.raw_ops.SparseTensorDenseMatMul(a_indices=sp_a.indices, a_values=sp_a.values, a_shape=sp_a.dense_shape,
                                              b=b, adjoint_a=adjoint_a, adjoint_b=adjoint_b)


def _reduce(sp_input, axis, keepdims, output_is_sparse, reducer, empty):
    sp_input = _convert_to_sparse_tensor(sp_input)
    shape = _shape_list(sp_input)
    rank = len(shape)
    if axis is None:
        axes = list(range(rank))
    else:
        axes = tf.convert_to_tensor(axis, tf.int32).numpy().reshape([-1]).tolist()
        axes = sorted(set(a + rank if a < 0 else a for a in axes))
    kept = [d for d in range(rank) if d not in axes]
    ind, _ = _entries(sp_input)
    groups = {}
    for n, i in enumerate(ind):
        groups.setdefault(tuple(i[d] for d in kept), []).append(n)
    out_shape = [1 if d in axes else shape[d] for d in range(rank)] if keepdims else [shape[d] for d in kept]
    if output_is_sparse:
        keys = sorted(groups)
        vals = [reducer(tf.gather(sp_input.values, groups[k])) for k in keys]
        full = [[(k[kept.index(d)] if d in kept else 0) for d in range(rank)] for k in keys] if keepdims else [list(k) for k in keys]
        return tf.SparseTensor(tf.constant(full, tf.int64) if full else tf.zeros([0, len(out_shape)], tf.int64),
                               tf.stack(vals) if vals else tf.zeros([0], sp_input.dtype),
                               tf.constant(out_shape, tf.int64))
    dense_shape = [shape[d] for d in kept]
    if reducer is tf.reduce_sum:
        # Summed as one unsorted_segment_sum over the output's flat positions, so the values'
        # gradient is a dense gather of the output's, as _SparseReduceSumGrad's gather_nd is.
        n_out = 1
        for d in dense_shape:
            n_out *= d
        flat_ids = []
        for i in ind:
            f = 0
            for d in kept:
                f = f * shape[d] + i[d]
            flat_ids.append(f)
        out = tf.math.unsorted_segment_sum(sp_input.values, tf.constant(flat_ids, tf.int32), n_out)
        return tf.reshape(out, out_shape if keepdims else dense_shape)
    out = tf.fill(dense_shape, tf.constant(empty(sp_input.dtype), sp_input.dtype))
    if groups:
        keys = list(groups)
        vals = tf.stack([reducer(tf.gather(sp_input.values, groups[k])) for k in keys])
        out = tf.tensor_scatter_nd_update(out, tf.constant([list(k) for k in keys], tf.int64) if kept else
                                          tf.zeros([1, 0], tf.int64), vals)
    return tf.reshape(out, out_shape) if keepdims else out


def sparse_reduce_sum_v2(sp_input, axis=None, keepdims=None, output_is_sparse=False, name=None):
    _eager_only('reduce_sum')
    return _reduce(sp_input, axis, keepdims, output_is_sparse, tf.reduce_sum, lambda dtype: 0)


def sparse_reduce_max_v2(sp_input, axis=None, keepdims=None, output_is_sparse=False, name=None):
    _eager_only('reduce_max')
    # SparseReduceMax: the maximum of the present values; the kernel zero-fills its output, so
    # an output position with no value holds 0.
    return _reduce(sp_input, axis, keepdims, output_is_sparse, tf.reduce_max, lambda dtype: 0)


def sparse_transpose(sp_input, perm=None, name=None):
    _eager_only('transpose')
    sp_input = _convert_to_sparse_tensor(sp_input)
    shape = _shape_list(sp_input)
    rank = len(shape)
    if perm is None:
        perm = list(range(rank - 1, -1, -1))
    perm = tf.convert_to_tensor(perm, tf.int32).numpy().tolist()
    ind = tf.gather(sp_input.indices, perm, axis=1)
    out = tf.SparseTensor(ind, sp_input.values, tf.constant([shape[p] for p in perm], tf.int64))
    return tf.sparse.reorder(out)


def sparse_reshape(sp_input, shape, name=None):
    _eager_only('reshape')
    sp_input = _convert_to_sparse_tensor(sp_input)
    in_shape = _shape_list(sp_input)
    new_shape = tf.convert_to_tensor(shape, tf.int64).numpy().tolist()
    total = 1
    for d in in_shape:
        total *= d
    if -1 in new_shape:
        known = 1
        for d in new_shape:
            if d != -1:
                known *= d
        new_shape = [total // known if d == -1 else d for d in new_shape]
    ind, _ = _entries(sp_input)
    out = []
    for i in ind:
        flat = 0
        for d, n in zip(i, in_shape):
            flat = flat * n + d
        coords = []
        for n in reversed(new_shape):
            coords.append(flat % n)
            flat //= n
        out.append(list(reversed(coords)))
    return tf.SparseTensor(tf.constant(out, tf.int64) if out else tf.zeros([0, len(new_shape)], tf.int64),
                           tf.identity(sp_input.values), tf.constant(new_shape, tf.int64))


def sparse_expand_dims(sp_input, axis=None, name=None):
    rank = int(sp_input.dense_shape.shape[0])
    axis = -1 if axis is None else axis
    axis = axis + rank + 1 if axis < 0 else axis
    column = tf.zeros_like(sp_input.indices[:, :1])
    ind = tf.concat([sp_input.indices[:, :axis], column, sp_input.indices[:, axis:]], 1)
    shape = tf.concat([sp_input.dense_shape[:axis], tf.constant([1], tf.int64), sp_input.dense_shape[axis:]], 0)
    return tf.SparseTensor(ind, sp_input.values, shape)


def sparse_eye(num_rows, num_columns=None, dtype=None, name=None):
    num_columns = num_rows if num_columns is None else num_columns
    num_rows = int(num_rows)
    num_columns = int(num_columns)
    diag = min(num_rows, num_columns)
    ind = tf.stack([tf.range(diag, dtype=tf.int64)] * 2, axis=1)
    return tf.SparseTensor(ind, tf.ones([diag], dtype), tf.constant([num_rows, num_columns], tf.int64))


def sparse_retain(sp_input, to_retain):
    sp_input = _convert_to_sparse_tensor(sp_input)
    to_retain = tf.convert_to_tensor(to_retain)
    # Shape checking, if shape is known at graph construction time (sparse_ops.py): ValueErrors.
    retain_shape = to_retain.get_shape()
    retain_shape.assert_has_rank(1)
    if sp_input.values.get_shape().dims is not None:
        retain_dim = retain_shape.dims[0] if retain_shape.rank is not None else tf.compat.v1.Dimension(None)
        sp_input.values.get_shape().dims[0].assert_is_compatible_with(retain_dim)
    where_true = tf.reshape(tf.where(to_retain), [-1])
    return tf.SparseTensor(tf.gather(sp_input.indices, where_true), tf.gather(sp_input.values, where_true),
                           tf.identity(sp_input.dense_shape))


def sparse_fill_empty_rows(sp_input, default_value, name=None):
    _eager_only('fill_empty_rows')
    sp_input = _convert_to_sparse_tensor(sp_input)
    shape = _shape_list(sp_input)
    ind, _ = _entries(sp_input)
    present = set(i[0] for i in ind)
    empty = [r not in present for r in range(shape[0])]
    default = tf.convert_to_tensor(default_value, sp_input.dtype)
    rows = []
    for n, i in enumerate(ind):
        rows.append((i, ('v', n)))
    for r in range(shape[0]):
        if empty[r]:
            rows.append(((r,) + (0,) * (len(shape) - 1), ('d', 0)))
    rows.sort(key=lambda e: e[0][0])
    extended = tf.concat([sp_input.values, tf.reshape(default, [1])], 0)
    n_values = len(ind)
    values = tf.gather(extended, [n if kind == 'v' else n_values for _, (kind, n) in rows]) if rows else \
        tf.zeros([0], sp_input.dtype)
    out_ind = tf.constant([list(i) for i, _ in rows], tf.int64) if rows else tf.zeros([0, len(shape)], tf.int64)
    return tf.SparseTensor(out_ind, values, sp_input.dense_shape), tf.constant(empty)


def sparse_reset_shape(sp_input, new_shape=None):
    # sparse_ops.sparse_reset_shape: a new_shape known while tracing is checked at once (ValueError,
    # with TF's swapped "Found new_shape (in), sp_input.shape (new)" text), else by assertions.
    sp_input = _convert_to_sparse_tensor(sp_input)
    in_indices = tf.identity(sp_input.indices)
    in_values = tf.identity(sp_input.values)
    in_shape = tf.identity(sp_input.dense_shape)
    if new_shape is None:
        dim_low_bound = tf.reduce_max(in_indices, axis=0)
        output_shape_tensor = tf.maximum(tf.constant(0, dtype=tf.int64), tf.add(dim_low_bound, tf.ones_like(in_shape)))
    else:
        output_shape_tensor = tf.convert_to_tensor(new_shape)
        output_shape_tensor.get_shape().assert_has_rank(1)
        output_shape_tensor = tf.cast(output_shape_tensor, tf.int64)
        if output_shape_tensor.get_shape().rank is not None:
            output_shape_tensor.get_shape().dims[0].assert_is_compatible_with(in_shape.get_shape().dims[0])
        output_shape_tensor_const = tf.get_static_value(output_shape_tensor)
        if output_shape_tensor_const is not None and sp_input.get_shape().is_fully_defined():
            import numpy as np
            in_shape_const = np.array(sp_input.get_shape().as_list())
            if not np.all(in_shape_const <= output_shape_tensor_const):
                raise ValueError(
                    "Requested new_shape should have dimension sizes >= sp_input.shape."
                    "  Found new_shape (%s), sp_input.shape (%s)." % (in_shape_const, output_shape_tensor_const))
            output_shape_tensor = output_shape_tensor_const
        else:
            with tf.control_dependencies([tf.debugging.assert_equal(tf.shape(in_shape), tf.shape(output_shape_tensor))]):
                output_shape_tensor = tf.identity(output_shape_tensor)
            with tf.control_dependencies([tf.debugging.assert_less_equal(in_shape, output_shape_tensor)]):
                output_shape_tensor = tf.identity(output_shape_tensor)
    return tf.SparseTensor(in_indices, in_values, output_shape_tensor)


def _elementwise(sp_a, sp_b, fn):
    a_ind, _ = _entries(sp_a)
    b_ind, _ = _entries(sp_b)
    keys = sorted(set(a_ind) | set(b_ind))
    a_pos = {k: n for n, k in enumerate(a_ind)}
    b_pos = {k: n for n, k in enumerate(b_ind)}
    zero = tf.zeros([1], sp_a.dtype)
    av = tf.gather(tf.concat([sp_a.values, zero], 0), [a_pos.get(k, len(a_ind)) for k in keys])
    bv = tf.gather(tf.concat([sp_b.values, zero], 0), [b_pos.get(k, len(b_ind)) for k in keys])
    ind = tf.constant([list(k) for k in keys], tf.int64) if keys else tf.zeros([0, len(_shape_list(sp_a))], tf.int64)
    return tf.SparseTensor(ind, fn(av, bv) if keys else tf.zeros([0], sp_a.dtype), sp_a.dense_shape)


def sparse_maximum(sp_a, sp_b, name=None):
    _eager_only('maximum')
    # SparseSparseMaximum: over the union of the indices, a missing value counting as 0.
    return _elementwise(_convert_to_sparse_tensor(sp_a), _convert_to_sparse_tensor(sp_b), tf.maximum)


def sparse_minimum(sp_a, sp_b, name=None):
    _eager_only('minimum')
    return _elementwise(_convert_to_sparse_tensor(sp_a), _convert_to_sparse_tensor(sp_b), tf.minimum)


def sparse_softmax(sp_input, name=None):
    _eager_only('softmax')
    # SparseSoftmax: a softmax over the present values of each innermost row.
    sp_input = _convert_to_sparse_tensor(sp_input)
    ind, _ = _entries(sp_input)
    groups = {}
    for n, i in enumerate(ind):
        groups.setdefault(i[:-1], []).append(n)
    order = list(range(len(ind)))
    pieces, positions = [], []
    for key in groups:
        members = groups[key]
        pieces.append(tf.nn.softmax(tf.gather(sp_input.values, members)))
        positions += members
    if not pieces:
        return sp_input
    values = tf.gather(tf.concat(pieces, 0), [positions.index(n) for n in order])
    return tf.SparseTensor(sp_input.indices, values, sp_input.dense_shape)


def sparse_split_v2(sp_input=None, num_split=None, axis=None, name=None):
    _eager_only('split')
    if num_split is None:
        raise ValueError('Argument `num_split` is required.')
    if axis is None:
        raise ValueError('Argument `axis` is required.')
    sp_input = _convert_to_sparse_tensor(sp_input)
    shape = _shape_list(sp_input)
    dim = axis + len(shape) if axis < 0 else axis
    size = shape[dim]
    base, extra = size // num_split, size % num_split
    out, begin = [], 0
    for k in range(num_split):
        length = base + (1 if k < extra else 0)
        start = [0] * len(shape)
        start[dim] = begin
        sizes = list(shape)
        sizes[dim] = length
        out.append(sparse_slice(sp_input, start, sizes))
        begin += length
    return out


def sparse_to_indicator(sp_input, vocab_size, name=None):
    _eager_only('to_indicator')
    sp_input = _convert_to_sparse_tensor(sp_input)
    shape = _shape_list(sp_input)
    ids = tf.cast(sp_input.values, tf.int64)
    ind = tf.concat([sp_input.indices[:, :-1], tf.reshape(ids, [-1, 1])], 1)
    dense = tf.zeros(shape[:-1] + [vocab_size], tf.bool)
    if int(ind.shape[0]) == 0:
        return dense
    return tf.tensor_scatter_nd_update(dense, ind, tf.ones([int(ind.shape[0])], tf.bool))


def _sparse_segment(op, data, indices, segment_ids, num_segments, name, sparse_gradient=False):
    # math_ops.sparse_segment_sum/mean/sqrt_n: gen_math_ops' SparseSegment<op>, or
    # SparseSegment<op>WithNumSegments when num_segments is given.
    if num_segments is not None:
        return getattr(tf.raw_ops, 'SparseSegment%sWithNumSegments' % op)(
            data=data, indices=indices, segment_ids=segment_ids, num_segments=num_segments,
            sparse_gradient=sparse_gradient, name=name)
    return getattr(tf.raw_ops, 'SparseSegment' + op)(data=data, indices=indices, segment_ids=segment_ids,
                                                      sparse_gradient=sparse_gradient, name=name)


def sparse_segment_sum_v2(data, indices, segment_ids, num_segments=None, name=None, sparse_gradient=False):
    return _sparse_segment('Sum', data, indices, segment_ids, num_segments, name, sparse_gradient)


def sparse_segment_mean_v2(data, indices, segment_ids, num_segments=None, name=None, sparse_gradient=False):
    return _sparse_segment('Mean', data, indices, segment_ids, num_segments, name, sparse_gradient)


def sparse_segment_sqrt_n_v2(data, indices, segment_ids, num_segments=None, name=None, sparse_gradient=False):
    return _sparse_segment('SqrtN', data, indices, segment_ids, num_segments, name, sparse_gradient)


def map_values(op, *args, **kwargs):
    sparse_list = []
    inner_args = _replace_sparse_with_values(args, sparse_list)
    inner_kwargs = _replace_sparse_with_values(kwargs, sparse_list)
    if not sparse_list:
        raise ValueError('No SparseTensor in argument list of map_values')
    first = sparse_list[0]
    checks = []
    for t in sparse_list[1:]:
        checks.append(tf.debugging.assert_equal(first.dense_shape, t.dense_shape, message='Mismatched shapes!'))
        checks.append(tf.debugging.assert_equal(first.indices, t.indices, message='Mismatched indices!'))
    with tf.control_dependencies(checks):
        return tf.SparseTensor(sparse_list[0].indices, op(*inner_args, **inner_kwargs), sparse_list[0].dense_shape)


def _replace_sparse_with_values(value, sparse_list):
    flat_vals = tf.nest.flatten(value, expand_composites=False)
    new_vals = []
    for v in flat_vals:
        if isinstance(v, tf.SparseTensor):
            sparse_list.append(v)
            new_vals.append(v.values)
        else:
            new_vals.append(v)
    return tf.nest.pack_sequence_as(value, new_vals, expand_composites=False)


def _sparse_dense_binary(op_name, fn):
    # SparseTensor.__mul__ / __truediv__ / __div__ (math_ops' sparse operator overrides): the
    # dense operand, converted to the values' dtype and broadcast to the dense shape, combined with
    # the values at the present indices.
    def wrapper(sp_x, y):
        y = tf.convert_to_tensor(y, dtype=sp_x.dtype, name='y')
        dense = tf.broadcast_to(y, sp_x.dense_shape)
        return tf.SparseTensor(sp_x.indices, fn(sp_x.values, tf.gather_nd(dense, sp_x.indices)), sp_x.dense_shape)
    wrapper.__name__ = op_name
    return wrapper


sparse_mul = _sparse_dense_binary('__mul__', lambda a, b: a * b)
sparse_truediv = _sparse_dense_binary('__truediv__', lambda a, b: tf.math.truediv(a, b))
sparse_div = _sparse_dense_binary('__div__', lambda a, b: tf.math.divide(a, b))


def with_values(self, new_values):
    return tf.SparseTensor(self.indices, new_values, self.dense_shape)


def get_shape(self):
    return self.shape
)PY";

}  // namespace

void install_sparse_ops(const py::Ref& tf, py::TypeObject* sparse_tensor_type) {
  py::Ref m = py::Interpreter::current().exec_library_module(kModule, library_source(kModule, kSource));
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
  py::Ref sparse = submodule_of(tf, "sparse");
  for (const auto& [name, fn] : kNames) sparse->dict->set(name, m->dict->get(fn));
  // Python functions in the (native, so immutable) type's dict, before any lookup of them.
  static const std::pair<const char*, const char*> kMethods[] = {
      {"__mul__", "sparse_mul"}, {"__truediv__", "sparse_truediv"}, {"__div__", "sparse_div"},
      {"with_values", "with_values"}, {"get_shape", "get_shape"}};
  for (const auto& [method, fn] : kMethods) sparse_tensor_type->attrs.set(method, m->dict->get(fn));
}

}  // namespace tfplay::tf
