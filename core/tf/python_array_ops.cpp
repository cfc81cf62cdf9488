// TF functions TF writes in Python over other ops, written here the same way (as python_ops.cpp):
// tf.broadcast_static_shape (common_shapes.py), tf.histogram_fixed_width_bins (histogram_ops.py),
// tf.math.lbeta (special_math_ops.py) and tf.math.confusion_matrix (confusion_matrix.py). Being
// Python functions, they have TF's signatures, names and argument errors.
#include "core/tf/python_array_ops.h"

#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

namespace {

// After TF 2.20's common_shapes.py, histogram_ops.py, special_math_ops.py and confusion_matrix.py.
constexpr const char* kSource = R"PY(
tf = None


_gen_gather_nd = None


def _install(tf_module):
    global tf, _gen_gather_nd
    tf = tf_module
    _gen_gather_nd = tf.gather_nd
    histogram_fixed_width_bins.__defaults__ = (100, tf.int32, None)
    confusion_matrix.__defaults__ = (None, None, tf.int32, None)


def _broadcast_dims(dims_x, dims_y):
    # Pads the shorter shape with 1s and combines the dims by NumPy's rules; None when they clash.
    n = max(len(dims_x), len(dims_y))
    dims_x = [1] * (n - len(dims_x)) + list(dims_x)
    dims_y = [1] * (n - len(dims_y)) + list(dims_y)
    out = []
    for x, y in zip(dims_x, dims_y):
        if x is None or y is None:
            if x is not None and x > 1:
                out.append(x)
            elif y is not None and y > 1:
                out.append(y)
            else:
                out.append(None)
        elif x == 1:
            out.append(y)
        elif y == 1 or x == y:
            out.append(x)
        else:
            return None
    return out


def broadcast_static_shape(shape_x, shape_y):
    if shape_x.ndims is None or shape_y.ndims is None:
        return tf.TensorShape(None)
    dims = _broadcast_dims(shape_x.as_list(), shape_y.as_list())
    if dims is None:
        raise ValueError('Incompatible shapes for broadcasting. Two shapes are compatible if for each '
                         'dimension pair they are either equal or one of them is 1. '
                         f'Received: {shape_x} and {shape_y}.')
    return tf.TensorShape(dims)


def histogram_fixed_width_bins(values, value_range, nbins=100, dtype=None, name=None):
    # As in TF, `dtype` is not used: the bins are int32.
    with tf.name_scope(name or 'histogram_fixed_width_bins'):
        values = tf.convert_to_tensor(values, name='values')
        shape = tf.shape(values)
        values = tf.reshape(values, [-1])
        value_range = tf.convert_to_tensor(value_range, name='value_range')
        nbins = tf.convert_to_tensor(nbins, dtype=tf.int32, name='nbins')
        nbins_float = tf.cast(nbins, values.dtype)
        scaled_values = tf.math.truediv(values - value_range[0], value_range[1] - value_range[0], name='scaled_values')
        indices = tf.math.floor(nbins_float * scaled_values, name='indices')
        indices = tf.cast(tf.clip_by_value(indices, 0, nbins_float - 1), tf.int32)
        return tf.reshape(indices, shape)


def lbeta(x, name=None):
    with tf.name_scope(name or 'lbeta'):
        x = tf.convert_to_tensor(x, name='x')
        log_prod_gamma_x = tf.reduce_sum(tf.math.lgamma(x), axis=[-1])
        sum_x = tf.reduce_sum(x, axis=[-1])
        log_gamma_sum_x = tf.math.lgamma(sum_x)
        return log_prod_gamma_x - log_gamma_sum_x


def _check_per_example_loss_rank(per_example_loss):
    loss_rank = per_example_loss.shape.rank
    if loss_rank is not None and loss_rank == 0:
        raise ValueError('Invalid value passed for `per_example_loss`. Expected a tensor with at least rank 1. '
                         f'Received per_example_loss={per_example_loss} with rank {loss_rank}')


def _num_replicas():
    if tf.distribute.has_strategy() and tf.distribute.in_cross_replica_context():
        return None
    return tf.distribute.get_strategy().num_replicas_in_sync


def compute_average_loss(per_example_loss, sample_weight=None, global_batch_size=None):
    # nn_impl.compute_average_loss: the summed loss over the global batch size.
    per_example_loss = tf.convert_to_tensor(per_example_loss)
    input_dtype = per_example_loss.dtype
    _check_per_example_loss_rank(per_example_loss)
    if sample_weight is not None:
        sample_weight = tf.convert_to_tensor(sample_weight)
        losses = tf.cast(per_example_loss, tf.float32)
        sample_weight = tf.cast(sample_weight, tf.float32)
        weights_rank = sample_weight.shape.rank
        losses_rank = losses.shape.rank
        if weights_rank is not None and losses_rank is not None and weights_rank != 0:
            if weights_rank - losses_rank == 1 and sample_weight.shape[-1] == 1:
                sample_weight = tf.squeeze(sample_weight, [-1])
            elif losses_rank - weights_rank == 1:
                sample_weight = tf.expand_dims(sample_weight, [-1])
        per_example_loss = tf.multiply(losses, sample_weight)
    per_example_loss = tf.cast(per_example_loss, input_dtype)
    if global_batch_size is None:
        num_replicas = _num_replicas()
        if num_replicas is None:
            raise RuntimeError('You are calling `compute_average_loss` in cross replica context, while it was '
                               'expected to be called in replica context.')
        per_replica_batch_size = tf.shape(per_example_loss)[0]
        global_batch_size = per_replica_batch_size * num_replicas
    tf.debugging.assert_scalar(global_batch_size, message='global_batch_size must be scalar.')
    tf.debugging.assert_integer(global_batch_size, message='global_batch_size must be an integer.')
    tf.debugging.assert_positive(global_batch_size, message='global_batch_size must be positive.')
    global_batch_size = tf.cast(global_batch_size, input_dtype)
    return tf.reduce_sum(per_example_loss) / global_batch_size


def scale_regularization_loss(regularization_loss):
    num_replicas = _num_replicas()
    if num_replicas is None:
        raise RuntimeError('You are calling `scale_regularization_loss` in cross replica context, while it was '
                           'expected to be called in replica context.')
    return tf.reduce_sum(regularization_loss) / num_replicas


def unsorted_segment_join(inputs, segment_ids, num_segments, separator='', name=None):
    return tf.raw_ops.UnsortedSegmentJoin(inputs=inputs, segment_ids=segment_ids, num_segments=num_segments,
                                          separator=separator, name=name)


def unicode_transcode(input, input_encoding, output_encoding, errors='replace', replacement_char=65533,
                      replace_control_characters=False, name=None):
    return tf.raw_ops.UnicodeTranscode(input=input, input_encoding=input_encoding, output_encoding=output_encoding,
                                       errors=errors, replacement_char=replacement_char,
                                       replace_control_characters=replace_control_characters, name=name)


def unicode_encode(input, output_encoding, errors='replace', replacement_char=65533, name=None):
    # ragged_string_ops.unicode_encode: rows of code points (the last axis) become strings.
    with tf.name_scope(name or 'UnicodeEncode'):
        if isinstance(input, tf.RaggedTensor):
            if input.ragged_rank > 1:
                return input.with_values(unicode_encode(input.values, output_encoding, errors, replacement_char))
            return tf.raw_ops.UnicodeEncode(input_values=input.values, input_splits=input.row_splits,
                                            output_encoding=output_encoding, errors=errors,
                                            replacement_char=replacement_char)
        input_tensor = tf.convert_to_tensor(input)
        rank = input_tensor.shape.rank
        if rank is None:
            raise ValueError('Rank of input_tensor must be statically known.')
        if rank == 2:
            # RaggedTensor.from_tensor: every row its full length.
            shape = tf.shape(input_tensor, out_type=tf.int64)
            return tf.raw_ops.UnicodeEncode(input_values=tf.reshape(input_tensor, [-1]),
                                            input_splits=tf.range(shape[0] + 1, dtype=tf.int64) * shape[1],
                                            output_encoding=output_encoding, errors=errors,
                                            replacement_char=replacement_char)
        if rank > 2:
            flat = tf.reshape(input_tensor, tf.stack([-1, tf.shape(input_tensor)[-1]]))
            return tf.reshape(unicode_encode(flat, output_encoding, errors, replacement_char), input_tensor.shape[:-1])
        if rank == 0:
            raise ValueError("input_tensor's rank must be at least 1.")
        splits = tf.stack([0, tf.shape(input_tensor, out_type=tf.int32)[0]])
        out = tf.raw_ops.UnicodeEncode(input_values=input_tensor, input_splits=splits, output_encoding=output_encoding,
                                       errors=errors, replacement_char=replacement_char)
        return tf.reshape(out, [])


def matrix_rank(a, tol=None, validate_args=False, name=None):
    # linalg_impl.matrix_rank: singular values above tol (default eps * max(M, N) * max(s)).
    with tf.name_scope(name or 'matrix_rank'):
        a = tf.convert_to_tensor(a, dtype_hint=tf.float32, name='a')
        s = tf.linalg.svd(a, compute_uv=False)
        if tol is None:
            if a.shape[-2:].is_fully_defined():
                m = max(a.shape[-2:].as_list())
            else:
                m = tf.reduce_max(tf.shape(a)[-2:])
            eps = 2.220446049250313e-16 if a.dtype == tf.float64 else 1.1920929e-07
            tol = eps * tf.cast(m, a.dtype) * tf.reduce_max(s, axis=-1, keepdims=True)
        return tf.reduce_sum(tf.cast(s > tol, tf.int32), axis=-1)


def _unit_lower(lower_upper):
    return tf.linalg.set_diag(tf.linalg.band_part(lower_upper, num_lower=-1, num_upper=0),
                              tf.ones(tf.shape(lower_upper)[:-1], dtype=lower_upper.dtype))


def lu_reconstruct(lower_upper, perm, validate_args=False, name=None):
    # linalg_impl.lu_reconstruct: P^-1 (L U), L with a unit diagonal.
    with tf.name_scope(name or 'lu_reconstruct'):
        lower_upper = tf.convert_to_tensor(lower_upper, dtype_hint=tf.float32, name='lower_upper')
        perm = tf.convert_to_tensor(perm, dtype_hint=tf.int32, name='perm')
        upper = tf.linalg.band_part(lower_upper, num_lower=0, num_upper=-1)
        x = tf.matmul(_unit_lower(lower_upper), upper)
        if lower_upper.shape.rank == 2:
            x = tf.gather(x, tf.math.invert_permutation(perm))
        else:
            x = tf.gather(x, tf.argsort(perm, axis=-1), batch_dims=perm.shape.rank - 1)
        x.set_shape(lower_upper.shape)
        return x


def lu_solve(lower_upper, perm, rhs, validate_args=False, name=None):
    # linalg_impl.lu_solve: U^-1 L^-1 P rhs by two triangular solves.
    with tf.name_scope(name or 'lu_solve'):
        lower_upper = tf.convert_to_tensor(lower_upper, dtype_hint=tf.float32, name='lower_upper')
        perm = tf.convert_to_tensor(perm, dtype_hint=tf.int32, name='perm')
        rhs = tf.convert_to_tensor(rhs, dtype_hint=lower_upper.dtype, name='rhs')
        if rhs.shape.rank == 2 and perm.shape.rank == 1:
            permuted_rhs = tf.gather(rhs, perm, axis=-2)
        elif rhs.shape.rank is not None and rhs.shape.rank == perm.shape.rank + 1:
            permuted_rhs = tf.gather(rhs, perm, axis=-2, batch_dims=perm.shape.rank - 1)
        else:
            raise NotImplementedError("tfplay's tf.linalg.lu_solve needs rhs and perm with the same batch shape")
        return tf.linalg.triangular_solve(lower_upper, tf.linalg.triangular_solve(_unit_lower(lower_upper), permuted_rhs),
                                          lower=False)


def lu_matrix_inverse(lower_upper, perm, validate_args=False, name=None):
    with tf.name_scope(name or 'lu_matrix_inverse'):
        lower_upper = tf.convert_to_tensor(lower_upper, dtype_hint=tf.float32, name='lower_upper')
        perm = tf.convert_to_tensor(perm, dtype_hint=tf.int32, name='perm')
        shape = lower_upper.shape
        if not shape.is_fully_defined():
            raise NotImplementedError("tfplay's tf.linalg.lu_matrix_inverse needs a matrix of known shape")
        eye = tf.eye(shape[-1], batch_shape=shape[:-2].as_list(), dtype=lower_upper.dtype)
        return lu_solve(lower_upper, perm, rhs=eye, validate_args=False)


def gather_nd(params, indices, batch_dims=0, name=None):
    # array_ops.gather_nd_v2: a variable's own gather_nd, GatherNd, or batch_gather_nd.
    if isinstance(batch_dims, tf.Tensor):
        batch_dims = int(batch_dims)
    if batch_dims == 0:
        if isinstance(params, tf.Variable):
            return params.gather_nd(indices, name=name)
        return _gen_gather_nd(params, indices, name=name)
    return _batch_gather_nd(params, indices, batch_dims=batch_dims, name=name)


def _batch_gather_nd(params, indices, batch_dims, name=None):
    # array_ops.batch_gather_nd: the batch coordinates are prepended to each index tuple and the
    # batch dimensions flattened into one for GatherNd.
    with tf.name_scope(name or 'BatchGatherND'):
        indices = tf.convert_to_tensor(indices, name='indices')
        params = tf.convert_to_tensor(params, name='params')
        if not isinstance(batch_dims, int):
            raise TypeError(f'Argument `batch_dims` must be an int; got {batch_dims}')
        if batch_dims < 0:
            raise ValueError('tf.gather_nd does not allow negative batch_dims.')
        params_ndims = params.shape.ndims
        indices_ndims = indices.shape.ndims
        if indices_ndims is not None and batch_dims >= indices_ndims:
            raise ValueError(f'Argument `batch_dims` = {batch_dims} must be less than rank(`indices`) = {indices_ndims}')
        if params_ndims is not None and batch_dims >= params_ndims:
            raise ValueError(f'Argument `batch_dims` = {batch_dims} must be less than rank(`params`) = {params_ndims}')
        params_shape = tf.shape(params)
        indices_shape = tf.shape(indices)
        batch_shape = params_shape[:batch_dims]
        batch_size = tf.reduce_prod(batch_shape, [0])
        index_internal_ndims = tf.rank(indices) - batch_dims - 1
        indices_internal_shape = indices_shape[batch_dims:-1]
        dim_ranges = [tf.cast(tf.range(0, x, 1), indices.dtype) for x in tf.unstack(batch_shape, axis=0)]
        mesh_list = tf.meshgrid(*dim_ranges, indexing='ij') if dim_ranges else []
        flat_list = [tf.reshape(x, shape=(-1,)) for x in mesh_list]
        index_grid = tf.transpose(tf.stack(flat_list, axis=0))
        index_grid_shape = tf.shape(index_grid)
        index_grid = tf.reshape(index_grid, tf.concat([index_grid_shape[:1], tf.ones(tf.reshape(index_internal_ndims, [-1]), dtype=tf.int32),
                                                       index_grid_shape[1:]], axis=0))
        tile_shape = tf.concat(((1,), indices_internal_shape, (1,)), axis=0)
        index_grid = tf.tile(index_grid, multiples=tile_shape)
        flat_shape = tf.concat(([batch_size], indices_shape[batch_dims:]), axis=0)
        flat_indices = tf.reshape(indices, shape=flat_shape)
        indices = tf.concat((index_grid, flat_indices), axis=-1)
        out = _gen_gather_nd(params, indices)
        out_shape = tf.shape(out)
        return tf.reshape(out, shape=tf.concat((batch_shape, out_shape[1:]), axis=0))


def _pade_powers(matrix, count):
    if matrix.shape.is_fully_defined():
        ident = tf.eye(matrix.shape[-2], batch_shape=matrix.shape[:-2].as_list(), dtype=matrix.dtype)
    else:
        ident = tf.eye(tf.shape(matrix)[-2], batch_shape=tf.shape(matrix)[:-2], dtype=matrix.dtype)
    m2 = tf.matmul(matrix, matrix)
    powers = [m2]
    while len(powers) < count:
        powers.append(tf.matmul(powers[-1], m2) if len(powers) > 1 else tf.matmul(m2, m2))
    return ident, powers


def _pade(matrix, b):
    # linalg_impl._matrix_exp_pade3/5/7/9: U = A (A^(n-1) + ... + b1 I), V = b_n A^(n-1) + ... + b0 I.
    b = [tf.constant(x, matrix.dtype) for x in b]
    ident, powers = _pade_powers(matrix, (len(b) - 1) // 2)
    tmp = powers[-1]
    for k in range(len(powers) - 2, -1, -1):
        tmp = tmp + b[2 * k + 3] * powers[k]
    tmp = tmp + b[1] * ident
    matrix_u = tf.matmul(matrix, tmp)
    matrix_v = b[len(b) - 1] * powers[-1]
    for k in range(len(powers) - 2, -1, -1):
        matrix_v = matrix_v + b[2 * k + 2] * powers[k]
    matrix_v = matrix_v + b[0] * ident
    return matrix_u, matrix_v


def _pade13(matrix):
    b = [64764752532480000.0, 32382376266240000.0, 7771770303897600.0, 1187353796428800.0, 129060195264000.0,
         10559470521600.0, 670442572800.0, 33522128640.0, 1323241920.0, 40840800.0, 960960.0, 16380.0, 182.0]
    b = [tf.constant(x, matrix.dtype) for x in b]
    ident, (m2, m4, m6) = _pade_powers(matrix, 3)
    tmp_u = tf.matmul(m6, m6 + b[11] * m4 + b[9] * m2) + b[7] * m6 + b[5] * m4 + b[3] * m2 + b[1] * ident
    matrix_u = tf.matmul(matrix, tmp_u)
    tmp_v = b[12] * m6 + b[10] * m4 + b[8] * m2
    matrix_v = tf.matmul(m6, tmp_v) + b[6] * m6 + b[4] * m4 + b[2] * m2 + b[0] * ident
    return matrix_u, matrix_v


def expm(input, name=None):
    # linalg_impl.matrix_exponential: scaling and squaring with Pade approximants (Higham 2005).
    with tf.name_scope(name or 'matrix_exponential'):
        matrix = tf.convert_to_tensor(input, name='input')
        if matrix.shape[-2:] == [0, 0]:
            return matrix
        batch_shape = matrix.shape[:-2]
        if not batch_shape.is_fully_defined():
            batch_shape = tf.shape(matrix)[:-2]
        matrix = tf.reshape(matrix, tf.concat(([-1], tf.shape(matrix)[-2:]), axis=0))
        l1_norm = tf.reduce_max(tf.reduce_sum(tf.abs(matrix), axis=tf.size(tf.shape(matrix)) - 2), axis=-1)[..., tf.newaxis, tf.newaxis]
        const = lambda x: tf.constant(x, l1_norm.dtype)

        def nest_where(vals, cases):
            if len(vals) == 1:
                return tf.where(tf.less(l1_norm, const(vals[0])), cases[0], cases[1])
            return tf.where(tf.less(l1_norm, const(vals[0])), cases[0], nest_where(vals[1:], cases[1:]))

        if matrix.dtype in [tf.float16, tf.float32]:
            maxnorm = const(3.925724783138660)
            squarings = tf.maximum(tf.floor(tf.math.log(l1_norm / maxnorm) / tf.math.log(const(2.0))), 0)
            u3, v3 = _pade(matrix, [120.0, 60.0, 12.0])
            u5, v5 = _pade(matrix, [30240.0, 15120.0, 3360.0, 420.0, 30.0])
            u7, v7 = _pade(matrix / tf.cast(tf.pow(const(2.0), squarings), matrix.dtype),
                           [17297280.0, 8648640.0, 1995840.0, 277200.0, 25200.0, 1512.0, 56.0])
            conds = (4.258730016922831e-001, 1.880152677804762e+000)
            u = nest_where(conds, (u3, u5, u7))
            v = nest_where(conds, (v3, v5, v7))
        elif matrix.dtype == tf.float64:
            maxnorm = const(5.371920351148152)
            squarings = tf.maximum(tf.floor(tf.math.log(l1_norm / maxnorm) / tf.math.log(const(2.0))), 0)
            u3, v3 = _pade(matrix, [120.0, 60.0, 12.0])
            u5, v5 = _pade(matrix, [30240.0, 15120.0, 3360.0, 420.0, 30.0])
            u7, v7 = _pade(matrix, [17297280.0, 8648640.0, 1995840.0, 277200.0, 25200.0, 1512.0, 56.0])
            u9, v9 = _pade(matrix, [17643225600.0, 8821612800.0, 2075673600.0, 302702400.0, 30270240.0, 2162160.0,
                                    110880.0, 3960.0, 90.0])
            u13, v13 = _pade13(matrix / tf.cast(tf.pow(const(2.0), squarings), matrix.dtype))
            conds = (1.495585217958292e-002, 2.539398330063230e-001, 9.504178996162932e-001, 2.097847961257068e+000)
            u = nest_where(conds, (u3, u5, u7, u9, u13))
            v = nest_where(conds, (v3, v5, v7, v9, v13))
        else:
            raise ValueError('tf.linalg.expm does not support matrices of type %s' % matrix.dtype)
        is_finite = tf.math.is_finite(tf.reduce_max(l1_norm))
        nan = tf.constant(float('nan'), matrix.dtype)
        result = tf.cond(is_finite, lambda: tf.linalg.solve(-u + v, u + v), lambda: tf.fill(tf.shape(matrix), nan))
        max_squarings = tf.reduce_max(squarings)
        i = const(0.0)

        def c(i, _):
            return tf.cond(is_finite, lambda: tf.less(i, max_squarings), lambda: tf.constant(False))

        def b(i, r):
            return i + 1, tf.where(tf.less(i, squarings), tf.matmul(r, r), r)

        _, result = tf.while_loop(c, b, [i, result])
        if not matrix.shape.is_fully_defined():
            return tf.reshape(result, tf.concat((batch_shape, tf.shape(result)[-2:]), axis=0))
        return tf.reshape(result, batch_shape.concatenate(result.shape[-2:]).as_list())


def tridiagonal_matmul(diagonals, rhs, diagonals_format='compact', name=None):
    # linalg_impl.tridiagonal_matmul: the three diagonals as [..., 1, M] each, then TridiagonalMatMul.
    if diagonals_format == 'compact':
        superdiag = diagonals[..., 0, :]
        maindiag = diagonals[..., 1, :]
        subdiag = diagonals[..., 2, :]
    elif diagonals_format == 'sequence':
        superdiag, maindiag, subdiag = diagonals
    elif diagonals_format == 'matrix':
        m1 = diagonals.shape[-1]
        m2 = diagonals.shape[-2]
        if m1 and m2 and m1 != m2:
            raise ValueError('Expected last two dimensions of diagonals to be same, got {} and {}'.format(m1, m2))
        diags = tf.linalg.diag_part(diagonals, k=(-1, 1), padding_value=0., align='LEFT_RIGHT')
        superdiag = diags[..., 0, :]
        maindiag = diags[..., 1, :]
        subdiag = diags[..., 2, :]
    else:
        raise ValueError('Unrecognized diagonals_format: %s' % diagonals_format)
    superdiag = tf.expand_dims(superdiag, -2)
    maindiag = tf.expand_dims(maindiag, -2)
    subdiag = tf.expand_dims(subdiag, -2)
    return tf.raw_ops.TridiagonalMatMul(superdiag=superdiag, maindiag=maindiag, subdiag=subdiag, rhs=rhs, name=name)


def tridiagonal_solve(diagonals, rhs, diagonals_format='compact', transpose_rhs=False, conjugate_rhs=False, name=None,
                      partial_pivoting=True, perturb_singular=False):
    # linalg_impl.tridiagonal_solve: every format becomes the compact [..., 3, M] one.
    if diagonals_format == 'compact':
        return _tridiagonal_solve_compact(diagonals, rhs, transpose_rhs, conjugate_rhs, partial_pivoting,
                                          perturb_singular, name)
    if diagonals_format == 'sequence':
        if not isinstance(diagonals, (tuple, list)) or len(diagonals) != 3:
            raise ValueError('Expected diagonals to be a sequence of length 3.')
        superdiag, maindiag, subdiag = diagonals
        if (not subdiag.shape[:-1].is_compatible_with(maindiag.shape[:-1]) or
                not superdiag.shape[:-1].is_compatible_with(maindiag.shape[:-1])):
            raise ValueError('Tensors representing the three diagonals must have the same shape,except for the last '
                             'dimension, got {}, {}, {}'.format(subdiag.shape, maindiag.shape, superdiag.shape))
        m = maindiag.shape[-1]

        def pad_if_necessary(t, name, last_dim_padding):
            n = t.shape[-1]
            if not n or n == m:
                return t
            if n == m - 1:
                return tf.pad(t, [[0, 0] for _ in range(len(t.shape) - 1)] + [last_dim_padding])
            raise ValueError('Expected {} to be have length {} or {}, got {}.'.format(name, m, m - 1, n))

        subdiag = pad_if_necessary(subdiag, 'subdiagonal', [1, 0])
        superdiag = pad_if_necessary(superdiag, 'superdiagonal', [0, 1])
        diagonals = tf.stack((superdiag, maindiag, subdiag), axis=-2)
        return _tridiagonal_solve_compact(diagonals, rhs, transpose_rhs, conjugate_rhs, partial_pivoting,
                                          perturb_singular, name)
    if diagonals_format == 'matrix':
        m1 = diagonals.shape[-1]
        m2 = diagonals.shape[-2]
        if m1 and m2 and m1 != m2:
            raise ValueError('Expected last two dimensions of diagonals to be same, got {} and {}'.format(m1, m2))
        diagonals = tf.linalg.diag_part(diagonals, k=(-1, 1), padding_value=0., align='LEFT_RIGHT')
        return _tridiagonal_solve_compact(diagonals, rhs, transpose_rhs, conjugate_rhs, partial_pivoting,
                                          perturb_singular, name)
    raise ValueError('Unrecognized diagonals_format: {}'.format(diagonals_format))


def _tridiagonal_solve_compact(diagonals, rhs, transpose_rhs, conjugate_rhs, partial_pivoting, perturb_singular, name):
    diagonals = tf.convert_to_tensor(diagonals)
    rhs = tf.convert_to_tensor(rhs, dtype=diagonals.dtype)
    if diagonals.shape.rank is not None and diagonals.shape.rank < 2:
        raise ValueError('Expected diagonals to have rank at least 2, got {}'.format(diagonals.shape.rank))
    if rhs.shape.rank != diagonals.shape.rank and rhs.shape.rank != diagonals.shape.rank - 1:
        raise ValueError('Expected the rank of rhs to be {} or {}, got {}'.format(
            diagonals.shape.rank - 1, diagonals.shape.rank, rhs.shape.rank))
    if diagonals.shape[-2] is not None and diagonals.shape[-2] != 3:
        raise ValueError('Expected 3 diagonals got {}'.format(diagonals.shape[-2]))
    rhs_is_vector = rhs.shape.rank == diagonals.shape.rank - 1
    if rhs_is_vector:
        rhs = tf.expand_dims(rhs, -1)
    if transpose_rhs:
        rhs = tf.linalg.matrix_transpose(rhs)
    result = tf.raw_ops.TridiagonalSolve(diagonals=diagonals, rhs=rhs, partial_pivoting=partial_pivoting,
                                         perturb_singular=perturb_singular, name=name)
    return tf.squeeze(result, -1) if rhs_is_vector else result


def _remove_squeezable_dimensions(labels, predictions):
    # confusion_matrix.remove_squeezable_dimensions with expected_rank_diff=0, on static ranks.
    labels_rank = labels.shape.ndims
    predictions_rank = predictions.shape.ndims
    if labels_rank is not None and predictions_rank is not None:
        rank_diff = predictions_rank - labels_rank
        if rank_diff == 1 and predictions.shape[-1] == 1:
            predictions = tf.squeeze(predictions, [-1])
        elif rank_diff == -1 and labels.shape[-1] == 1:
            labels = tf.squeeze(labels, [-1])
    return labels, predictions


def _with_dependencies(dependencies, output):
    # control_flow_assert.with_dependencies; tfplay's statically decided assertions return None.
    if tf.executing_eagerly():
        return output
    with tf.name_scope('control_dependency') as name:
        with tf.control_dependencies([d for d in dependencies if d is not None]):
            return tf.identity(output, name=name)


def confusion_matrix(labels, predictions, num_classes=None, weights=None, dtype=None, name=None):
    with tf.name_scope(name or 'confusion_matrix'):
        labels, predictions = _remove_squeezable_dimensions(
            tf.convert_to_tensor(labels, name='labels'), tf.convert_to_tensor(predictions, name='predictions'))
        predictions = tf.cast(predictions, tf.int64)
        labels = tf.cast(labels, tf.int64)
        labels = _with_dependencies(
            [tf.debugging.assert_non_negative(labels, message='`labels` contains negative values')], labels)
        predictions = _with_dependencies(
            [tf.debugging.assert_non_negative(predictions, message='`predictions` contains negative values')], predictions)
        if num_classes is None:
            num_classes = tf.maximum(tf.reduce_max(predictions), tf.reduce_max(labels)) + 1
        else:
            num_classes_int64 = tf.cast(num_classes, tf.int64)
            labels = _with_dependencies(
                [tf.debugging.assert_less(labels, num_classes_int64, message='`labels` out of bound')], labels)
            predictions = _with_dependencies(
                [tf.debugging.assert_less(predictions, num_classes_int64, message='`predictions` out of bound')], predictions)
        if weights is not None:
            weights = tf.convert_to_tensor(weights, name='weights')
            predictions.get_shape().assert_is_compatible_with(weights.get_shape())
            weights = tf.cast(weights, dtype)
        shape = tf.stack([num_classes, num_classes])
        indices = tf.stack([labels, predictions], axis=1)
        values = tf.ones_like(predictions, dtype) if weights is None else weights
        return tf.scatter_nd(indices=indices, updates=values, shape=tf.cast(shape, tf.int64))
)PY";

// After TF 2.20's init_ops_v2.py: the initializer classes tf.zeros_initializer,
// tf.ones_initializer, tf.constant_initializer, tf.random_uniform_initializer and
// tf.random_normal_initializer. A seeded random initializer draws from the stateless ops with
// seed [seed, 0] (_RandomGenerator), so each call gives the same values.
constexpr const char* kInitSource = R"PY(
tf = None
_PARTITION_SHAPE = 'partition_shape'
_PARTITION_OFFSET = 'partition_offset'


def _install(tf_module):
    global tf
    tf = tf_module
    Zeros.__call__.__defaults__ = (tf.float32,)
    Ones.__call__.__defaults__ = (tf.float32,)
    RandomUniform.__call__.__defaults__ = (tf.float32,)
    RandomNormal.__call__.__defaults__ = (tf.float32,)


class Initializer:

    def __call__(self, shape, dtype=None, **kwargs):
        raise NotImplementedError('Initializer subclasses must implement the `__call__()` method.')

    def get_config(self):
        return {}

    @classmethod
    def from_config(cls, config):
        config.pop('dtype', None)
        return cls(**config)

    def _validate_kwargs(self, kwargs, support_partition=True):
        for kwarg in kwargs:
            if kwarg not in [_PARTITION_SHAPE, _PARTITION_OFFSET]:
                raise TypeError('Keyword argument should be one of '
                                f'{list([_PARTITION_SHAPE, _PARTITION_OFFSET])}. Received: {kwarg}')
            elif not support_partition:
                raise ValueError(f"{self.__class__.__name__} initializer doesn't support "
                                 'partition-related arguments')


def _numeric_or_bool(dtype):
    dtype = tf.dtypes.as_dtype(dtype)
    if dtype == tf.string:
        raise ValueError(f'Argument `dtype` expected to be numeric or boolean. Received {dtype}.')
    return dtype


class Zeros(Initializer):

    def __call__(self, shape, dtype=None, **kwargs):
        self._validate_kwargs(kwargs)
        dtype = _numeric_or_bool(dtype)
        if _PARTITION_SHAPE in kwargs:
            shape = kwargs[_PARTITION_SHAPE]
        return tf.zeros(shape, dtype)


class Ones(Initializer):

    def __call__(self, shape, dtype=None, **kwargs):
        self._validate_kwargs(kwargs)
        dtype = _numeric_or_bool(dtype)
        if _PARTITION_SHAPE in kwargs:
            shape = kwargs[_PARTITION_SHAPE]
        return tf.ones(shape, dtype)


class Constant(Initializer):

    def __init__(self, value=0):
        if not (isinstance(value, (bool, int, float, complex, str, bytes, list, tuple)) or hasattr(value, '__array__')):
            raise TypeError(f'Invalid type for initial value: {type(value).__name__}. Expected Python scalar, '
                            'list or tuple of values, or numpy.ndarray.')
        self.value = value

    def __call__(self, shape, dtype=None, **kwargs):
        self._validate_kwargs(kwargs, support_partition=False)
        if dtype is not None:
            dtype = tf.dtypes.as_dtype(dtype)
        return tf.constant(self.value, dtype=dtype, shape=shape)

    def get_config(self):
        return {'value': self.value}


class _RandomGenerator:

    def __init__(self, seed=None):
        self.seed = [seed, 0] if seed is not None else None

    def random_normal(self, shape, mean=0.0, stddev=1, dtype=None):
        if self.seed:
            return tf.random.stateless_normal(shape=shape, mean=mean, stddev=stddev, dtype=dtype, seed=self.seed)
        return tf.random.normal(shape=shape, mean=mean, stddev=stddev, dtype=dtype, seed=self.seed)

    def random_uniform(self, shape, minval, maxval, dtype):
        if self.seed:
            return tf.random.stateless_uniform(shape=shape, minval=minval, maxval=maxval, dtype=dtype, seed=self.seed)
        return tf.random.uniform(shape=shape, minval=minval, maxval=maxval, dtype=dtype, seed=self.seed)


class RandomUniform(Initializer):

    def __init__(self, minval=-0.05, maxval=0.05, seed=None):
        self.minval = minval
        self.maxval = maxval
        self.seed = seed
        self._random_generator = _RandomGenerator(seed)

    def __call__(self, shape, dtype=None, **kwargs):
        self._validate_kwargs(kwargs)
        dtype = tf.dtypes.as_dtype(dtype)
        if not dtype.is_floating and not dtype.is_integer:
            raise ValueError(f'Argument `dtype` expected to be numeric or boolean. Received {dtype}.')
        if _PARTITION_SHAPE in kwargs:
            shape = kwargs[_PARTITION_SHAPE]
        return self._random_generator.random_uniform(shape, self.minval, self.maxval, dtype)

    def get_config(self):
        return {'minval': self.minval, 'maxval': self.maxval, 'seed': self.seed}


class RandomNormal(Initializer):

    def __init__(self, mean=0.0, stddev=0.05, seed=None):
        self.mean = mean
        self.stddev = stddev
        self.seed = seed
        self._random_generator = _RandomGenerator(seed)

    def __call__(self, shape, dtype=None, **kwargs):
        self._validate_kwargs(kwargs)
        dtype = tf.dtypes.as_dtype(dtype)
        if not dtype.is_floating:
            raise ValueError(f'Argument `dtype` is expected to be floating point. Received: {dtype}.')
        if _PARTITION_SHAPE in kwargs:
            shape = kwargs[_PARTITION_SHAPE]
        return self._random_generator.random_normal(shape, self.mean, self.stddev, dtype)

    def get_config(self):
        return {'mean': self.mean, 'stddev': self.stddev, 'seed': self.seed}
)PY";

}  // namespace

void install_python_array_ops(const py::Ref& tf) {
  {
    py::Ref init = py::Interpreter::current().exec_library_module("tensorflow.python.ops.init_ops_v2", kInitSource);
    py::call(init->dict->get("_install"), std::vector<py::Ref>{tf});
    static const std::pair<const char*, const char*> kInitializers[] = {{"zeros_initializer", "Zeros"},
                                                                       {"ones_initializer", "Ones"},
                                                                       {"constant_initializer", "Constant"},
                                                                       {"random_uniform_initializer", "RandomUniform"},
                                                                       {"random_normal_initializer", "RandomNormal"}};
    for (const auto& [name, cls] : kInitializers) tf->dict->set(name, init->dict->get(cls));
  }
  py::Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.ops.histogram_ops", kSource);
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
  struct Export {
    const char* module;
    const char* name;
  };
  static const Export kExports[] = {
      {"", "broadcast_static_shape"},
      {"", "gather_nd"},
      {"", "histogram_fixed_width_bins"},
      {"math", "lbeta"},
      {"math", "confusion_matrix"},
      {"linalg", "matrix_rank"},
      {"linalg", "expm"},
      {"linalg", "tridiagonal_matmul"},
      {"linalg", "tridiagonal_solve"},
      {"linalg", "lu_reconstruct"},
      {"linalg", "lu_solve"},
      {"linalg", "lu_matrix_inverse"},
      {"nn", "compute_average_loss"},
      {"strings", "unsorted_segment_join"},
      {"strings", "unicode_encode"},
      {"strings", "unicode_transcode"},
      {"nn", "scale_regularization_loss"},
  };
  for (const Export& e : kExports) {
    const py::Ref target = *e.module ? submodule_of(tf, e.module) : tf;
    target->dict->set(e.name, m->dict->get(e.name));
  }
}

}  // namespace tfplay::tf
