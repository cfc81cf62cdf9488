"""keras.ops linear algebra (keras/src/ops/linalg.py): the input checks Keras makes, then the
TensorFlow backend."""
from keras.src import backend
from keras.src.backend.tensorflow import linalg as _backend
from keras.src.ops.symbolic import checks_arguments, emulates, make_op


def _assert_1d(*arrays):
    for a in arrays:
        if a.ndim < 1:
            raise ValueError(f"Expected input to have rank >= 1. Received scalar input {a}.")


def _assert_2d(*arrays):
    for a in arrays:
        if a.ndim < 2:
            raise ValueError(f"Expected input to have rank >= 2. Received input with shape {a.shape}.")


def _assert_square(*arrays):
    for a in arrays:
        m, n = a.shape[-2:]
        if m != n:
            raise ValueError(f"Expected a square matrix. Received non-square input with shape {a.shape}")


def _assert_a_b_compat(a, b):
    if a.ndim == b.ndim:
        if a.shape[-2] != b.shape[-2]:
            raise ValueError(
                "Incompatible shapes between `a` and `b`. Expected `a.shape[-2] == b.shape[-2]`. "
                f"Received: a.shape={a.shape}, b.shape={b.shape}"
            )
    elif a.ndim == b.ndim - 1:
        if a.shape[-1] != b.shape[-1]:
            raise ValueError(
                "Incompatible shapes between `a` and `b`. Expected `a.shape[-1] == b.shape[-1]`. "
                f"Received: a.shape={a.shape}, b.shape={b.shape}"
            )


def _cholesky(x):
    x = backend.convert_to_tensor(x)
    _assert_2d(x)
    _assert_square(x)
    try:
        return _backend.cholesky(x)
    except NotImplementedError:
        raise  # a TF op tfplay lacks, not a failed decomposition
    except Exception as e:
        raise ValueError(f"Cholesky decomposition failed: {e}")


def _square_matrix(fn):
    def checked(x):
        x = backend.convert_to_tensor(x)
        _assert_2d(x)
        _assert_square(x)
        return fn(x)

    return checked


def _lu_factor(x):
    x = backend.convert_to_tensor(x)
    _assert_2d(x)
    try:
        _assert_square(x)
    except ValueError as e:
        raise ValueError(
            f"LU decomposition failed: {e}. LU decomposition is only supported for square matrices in Tensorflow."
        )
    return _backend.lu_factor(x)


def _solve_checks(a, b):
    a = backend.convert_to_tensor(a)
    b = backend.convert_to_tensor(b)
    _assert_2d(a)
    _assert_square(a)
    _assert_1d(b)
    _assert_a_b_compat(a, b)
    return a, b


def _solve(a, b):
    a, b = _solve_checks(a, b)
    return _backend.solve(a, b)


def _solve_triangular(a, b, lower=False):
    a, b = _solve_checks(a, b)
    return _backend.solve_triangular(a, b, lower)


def _svd(x, full_matrices=True, compute_uv=True):
    x = backend.convert_to_tensor(x)
    _assert_2d(x)
    return _backend.svd(x, full_matrices, compute_uv)


def _norm(x, ord=None, axis=None, keepdims=False):
    return _backend.norm(backend.convert_to_tensor(x), ord=ord, axis=axis, keepdims=keepdims)


def _qr(x, mode="reduced"):
    return _backend.qr(backend.convert_to_tensor(x), mode=mode)


Cholesky, cholesky = make_op("Cholesky", _cholesky, __name__, "cholesky")
# Keras's private _det/_eig/_eigh/_inv: the square-matrix checks, then the backend.
_det = _square_matrix(_backend.det)
_eig = _square_matrix(_backend.eig)
_eigh = _square_matrix(_backend.eigh)
_inv = _square_matrix(_backend.inv)
Det, det = make_op("Det", _det, __name__, "det")
Eig, eig = make_op("Eig", _eig, __name__, "eig")
Eigh, eigh = make_op("Eigh", _eigh, __name__, "eigh")
Inv, inv = make_op("Inv", _inv, __name__, "inv")
LuFactor, lu_factor = make_op("LuFactor", _lu_factor, __name__, "lu_factor")
Norm, norm = make_op("Norm", _norm, __name__, "norm")
Qr, qr = make_op("Qr", _qr, __name__, "qr")
Solve, solve = make_op("Solve", _solve, __name__, "solve")
SolveTriangular, solve_triangular = make_op("SolveTriangular", _solve_triangular, __name__, "solve_triangular")
SVD, svd = make_op("SVD", _svd, __name__, "svd")
Lstsq, lstsq = make_op("Lstsq", _backend.lstsq, __name__, "lstsq")


@checks_arguments(Qr)
def _check_qr_mode(op):
    """Qr's constructor (keras/src/ops/linalg.py) refuses a mode other than "reduced" or
    "complete" when the Operation is made."""
    if op.mode not in {"reduced", "complete"}:
        raise ValueError(
            "`mode` argument value not supported. Expected one of {'reduced', 'complete'}. "
            f"Received: mode={op.mode}"
        )


@emulates(Lstsq)
def _lstsq_output_spec(op, a, b, rcond=None):
    """Lstsq.compute_output_spec: a 2-D `a`, a 1-D or 2-D `b` with a's row count; the
    solution is (n,) or (n, k), in a's dtype."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    if len(a.shape) != 2:
        raise ValueError(f"Expected a to have rank 2. Received: a.shape={a.shape}")
    if len(b.shape) not in (1, 2):
        raise ValueError(f"Expected b to have rank 1 or 2. Received: b.shape={b.shape}")
    m, n = a.shape
    if b.shape[0] != m:
        raise ValueError(f"Expected b.shape[0] to be equal to a.shape[0]. Received: a.shape={a.shape}, b.shape={b.shape}")
    return KerasTensor((n,) + tuple(b.shape[1:]), dtype=a.dtype)
