"""keras.ops: Keras's backend-agnostic functions (keras/api/ops)."""
from keras.ops import linalg as linalg
from keras.ops import nn as nn
from keras.ops import numpy as numpy
from keras.src.ops.core import (
    associative_scan, cast, cond, convert_to_numpy, convert_to_tensor, custom_gradient, dtype, fori_loop, is_tensor,
    map, saturate_cast, scan, scatter, scatter_update, shape, slice, slice_update, stop_gradient, switch, unstack,
    vectorized_map, while_loop,
)
from keras.src.ops.einops import rearrange
from keras.src.ops.linalg import cholesky, det, eig, eigh, inv, lstsq, lu_factor, norm, qr, solve, solve_triangular, svd
from keras.src.ops.math import (
    erf, erfinv, extract_sequences, fft, fft2, ifft2, in_top_k, irfft, istft, logdet, logsumexp, rfft, rsqrt,
    segment_max, segment_sum, stft, top_k, view_as_complex, view_as_real,
)
from keras.src.ops.nn import (
    average_pool, batch_normalization, binary_crossentropy, categorical_crossentropy, celu, conv, conv_transpose,
    ctc_decode, ctc_loss, depthwise_conv, dot_product_attention, elu, gelu, glu, hard_shrink, hard_sigmoid, hard_silu,
    hard_silu as hard_swish, hard_tanh, layer_normalization, leaky_relu, log_sigmoid, log_softmax, max_pool, moments,
    multi_hot, normalize, one_hot, polar, psnr, relu, relu6, rms_normalization, selu, separable_conv, sigmoid, silu,
    silu as swish, soft_shrink, softmax, softplus, softsign, sparse_categorical_crossentropy, sparse_plus,
    sparse_sigmoid, sparsemax, squareplus, tanh_shrink, threshold,
)
from keras.src.ops.numpy import (
    abs, absolute, add, all, amax, amin, angle, any, append, arange, arccos, arccosh, arcsin, arcsinh, arctan,
    arctan2, arctanh, argmax, argmin, argpartition, argsort, array, average, bartlett, bincount, bitwise_and,
    bitwise_invert, bitwise_left_shift, bitwise_not, bitwise_or, bitwise_right_shift, bitwise_xor, blackman,
    broadcast_to, cbrt, ceil, clip, concatenate, conj, conjugate, copy, corrcoef, correlate, cos, cosh, count_nonzero,
    cross, cumprod, cumsum, deg2rad, diag, diagflat, diagonal, diff, digitize, divide, divide_no_nan, dot, einsum,
    empty, equal, exp, exp2, expand_dims, expm1, eye, flip, floor, floor_divide, full, full_like, get_item, greater,
    greater_equal, hamming, hanning, heaviside, histogram, hstack, identity, imag, inner, isclose, isfinite, isinf,
    isnan, kaiser, left_shift, less, less_equal, linspace, log, log1p, log2, log10, logaddexp, logical_and,
    logical_not, logical_or, logical_xor, logspace, matmul, max, maximum, mean, median, meshgrid, min, minimum, mod,
    moveaxis, multiply, nan_to_num, ndim, negative, nonzero, not_equal, ones, ones_like, outer, pad, power, prod,
    quantile, ravel, real, reciprocal, repeat, reshape, right_shift, roll, rot90, round, searchsorted, select, sign,
    signbit, sin, sinh, size, slogdet, sort, split, sqrt, square, squeeze, stack, std, subtract, sum, swapaxes, take,
    take_along_axis, tan, tanh, tensordot, tile, trace, transpose, tri, tril, triu, true_divide, trunc, unravel_index,
    var, vdot, vectorize, vstack, where, zeros, zeros_like,
)


from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

# keras.ops.image on first use (few programs use image ops).
_export_lazily(globals(), {}, submodules=("image",))
