"""keras.ops.linalg (keras/api/ops/linalg)."""
from keras.src.ops.linalg import cholesky, det, eig, eigh, inv, lstsq, lu_factor, norm, qr, solve, solve_triangular, svd
