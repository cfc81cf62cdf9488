# numpy.fabs, positive, signbit, copysign, fmax, fmin, reciprocal, logaddexp, logaddexp2,
# heaviside, float_power, gcd and lcm, which NumPy writes in C as ufuncs (numpy/_core/umath),
# written for tfplay over its native numpy functions, with the loop dtypes of NumPy's
# numpy/_core/code_generators/generate_umath.py. numpy's module __getattr__
# (core/tf/numpy_getattr.cpp) loads them on first use and makes each a numpy.ufunc.
import sys
import warnings

import numpy as np

_SAFE_CASTING = ("ufunc '{}' not supported for the input types, and the inputs could not be safely coerced to any "
                 "supported types according to the casting rule ''safe''")


def _float_loop(x, name):
    """x as the input of a ufunc with float loops only ('efdg'): int8, uint8 and bool become
    float16, int16 float32, other integers float64; complex is a TypeError."""
    a = np.asarray(x)
    if a.dtype.kind == 'c':
        raise TypeError(_SAFE_CASTING.format(name))
    if a.dtype.kind in 'biu':
        return a.astype({1: np.float16, 2: np.float32}.get(a.dtype.itemsize, np.float64))
    return a


def _float_loops(x1, x2, name):
    """Both inputs of a binary float ufunc, in the float dtype they promote to (a Python number
    is weak, as NEP 50 has it, unless both are)."""
    a, b = _float_loop(x1, name), _float_loop(x2, name)
    strong1, strong2 = isinstance(x1, (np.ndarray, np.generic)) or np.ndim(x1) > 0, isinstance(x2, (np.ndarray, np.generic)) or np.ndim(x2) > 0
    dtype = np.result_type(a if strong1 else x1, b if strong2 else x2) if strong1 or strong2 else np.result_type(a, b)
    return a.astype(dtype), b.astype(dtype)


def _integer_loop(x1, x2, name):
    """Both inputs of an integer-only ufunc (gcd, lcm), promoted together."""
    dtype = np.result_type(x1, x2)
    if dtype.kind not in 'biu':
        raise TypeError(_SAFE_CASTING.format(name))
    if dtype.kind == 'b':
        dtype = np.dtype(np.int8)
    return np.asarray(x1).astype(dtype), np.asarray(x2).astype(dtype)


def _fp_error(flag, name):
    """NumPy's _error_handler (extobj.c) for a floating-point flag the loop of ufunc `name`
    raised, as np.seterr says: a RuntimeWarning at the caller's line, FloatingPointError, or a
    line on C's stderr."""
    text = {'divide': 'divide by zero', 'invalid': 'invalid value', 'over': 'overflow'}[flag] + ' encountered in ' + name
    mode = np.geterr()[flag]
    if mode == 'warn':
        warnings.warn(text, RuntimeWarning, stacklevel=3)
    elif mode == 'raise':
        raise FloatingPointError(text)
    elif mode == 'print':
        sys.__stderr__.write('Warning: ' + text + '\n')


def fabs(x, /):
    """np.fabs: the absolute value, as a float; complex is a TypeError."""
    return np.abs(_float_loop(x, 'fabs'))[()]


def positive(x, /):
    """np.positive: +x, a copy."""
    a = np.asarray(x)
    if a.dtype == np.bool_:
        raise TypeError("The numpy boolean positive, the unary `+` operator, is not supported, use "
                        "`logical_or` or `bitwise_or` instead.")
    return (+a)[()]


def signbit(x, /):
    """np.signbit: True where the sign bit is set (-0.0 included; integers: x < 0)."""
    a = np.asarray(x)
    if a.dtype.kind in 'biu':
        return (a < 0)[()]
    with np.errstate(divide='ignore'):
        return ((a < 0) | ((a == 0) & (np.true_divide(1.0, a) < 0)))[()]


def copysign(x1, x2, /):
    """np.copysign: the magnitude of x1 with the sign of x2, elementwise; a float result (the
    dtype x1 and x2 promote to, float64 for integers)."""
    dtype = np.result_type(x1, x2, 1.0)
    magnitude = np.abs(np.asarray(x1).astype(dtype))
    return np.where(signbit(x2), -magnitude, magnitude).astype(dtype)[()]


def _nan_losing(x1, x2, keeps_first, exact):
    # fmax / fmin: x1 where keeps_first(x1, x2) holds or x2 is NaN, else x2 (so a NaN loses to a
    # number and two NaNs give NaN); integers and booleans take maximum / minimum (`exact`).
    dtype = np.result_type(x1, x2)
    if dtype.kind in 'biu':
        return exact(x1, x2)
    a, b = np.asarray(x1), np.asarray(x2)
    return np.where(np.isnan(b) | keeps_first(a, b), a, b).astype(dtype)[()]


def fmax(x1, x2, /):
    """np.fmax: the elementwise maximum, where a NaN loses to a number (both NaN: NaN); on
    booleans logical_or."""
    return _nan_losing(x1, x2, np.greater_equal, np.maximum)


def fmin(x1, x2, /):
    """np.fmin: the elementwise minimum, where a NaN loses to a number (both NaN: NaN)."""
    return _nan_losing(x1, x2, np.less_equal, np.minimum)


def reciprocal(x, /):
    """np.reciprocal: 1/x in x's dtype (integers truncate: reciprocal(2) is 0; 1/0 divides by
    zero, giving inf, or the dtype's minimum for integers, as C's conversion of inf does on
    x86)."""
    a = np.asarray(x)
    if a.dtype.kind == 'b':
        raise TypeError(_SAFE_CASTING.format('reciprocal'))
    zero = a == 0
    with np.errstate(divide='ignore'):
        if a.dtype.kind in 'iu':
            result = np.where(zero, np.iinfo(a.dtype).min, np.true_divide(1.0, np.where(zero, 1, a))).astype(a.dtype)
        else:
            result = np.true_divide(np.ones((), a.dtype), a)
    if np.any(zero):
        _fp_error('divide', 'reciprocal')
    return result[()]


def _log_add(x1, x2, name, log_one_plus, power, ln_two):
    # npy_logaddexp / npy_logaddexp2 (npy_math_internal.h.src): equal inputs (infinities too)
    # give x + ln 2; otherwise the larger plus log1p of the smaller's exponential.
    x, y = _float_loops(x1, x2, name)
    with np.errstate(all='ignore'):
        diff = x - y
        result = np.where(x == y, x + ln_two,
                          np.where(diff > 0, x + log_one_plus(power(-diff)),
                                   np.where(diff <= 0, y + log_one_plus(power(diff)), diff)))
    return result.astype(x.dtype)[()]


def logaddexp(x1, x2, /):
    """np.logaddexp: log(exp(x1) + exp(x2)), without the exponentials' overflow."""
    return _log_add(x1, x2, 'logaddexp', np.log1p, np.exp, np.log(2.0))


def logaddexp2(x1, x2, /):
    """np.logaddexp2: log2(2**x1 + 2**x2), without the powers' overflow."""
    return _log_add(x1, x2, 'logaddexp2', lambda v: np.log1p(v) / np.log(2.0), np.exp2, 1.0)


def heaviside(x1, x2, /):
    """np.heaviside: 0 where x1 < 0, x2 where x1 == 0, 1 where x1 > 0 (NaN for a NaN x1)."""
    x, h0 = _float_loops(x1, x2, 'heaviside')
    return np.where(x < 0, 0, np.where(x == 0, h0, np.where(x > 0, 1, x))).astype(x.dtype)[()]


def float_power(x1, x2, /):
    """np.float_power: x1 ** x2 computed in float64 (complex128 for complex inputs); a negative
    base with a fractional exponent is NaN, with NumPy's invalid-value warning."""
    dtype = np.complex128 if np.result_type(x1, x2).kind == 'c' else np.float64
    a, b = np.asarray(x1).astype(dtype), np.asarray(x2).astype(dtype)
    with np.errstate(all='ignore'):
        result = np.power(a, b)
    if dtype == np.float64:
        if np.any(np.isnan(result) & ~np.isnan(a) & ~np.isnan(b)):
            _fp_error('invalid', 'float_power')
        if np.any((a == 0) & (b < 0)):
            _fp_error('divide', 'float_power')
    return result[()]


def gcd(x1, x2, /):
    """np.gcd: the greatest common divisor of |x1| and |x2|, elementwise (gcd(0, 0) is 0)."""
    a, b = _integer_loop(x1, x2, 'gcd')
    a, b = np.broadcast_arrays(np.abs(a), np.abs(b))
    a, b = a.copy(), b.copy()
    while np.any(b != 0):
        nonzero = b != 0
        a, b = np.where(nonzero, b, a), np.where(nonzero, a % np.where(nonzero, b, 1), 0)
    return a[()]


def lcm(x1, x2, /):
    """np.lcm: the least common multiple of |x1| and |x2|, elementwise (0 if either is 0)."""
    a, b = _integer_loop(x1, x2, 'lcm')
    divisor = gcd(a, b)
    return np.where(divisor == 0, 0, np.abs(a // np.where(divisor == 0, 1, divisor) * b)).astype(np.result_type(a, b))[()]


for _f in (fabs, positive, signbit, copysign, fmax, fmin, reciprocal, logaddexp, logaddexp2, heaviside, float_power, gcd, lcm):
    _f.__module__ = 'numpy'
