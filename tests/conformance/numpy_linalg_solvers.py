# np.linalg's inv, det, solve, lstsq, pinv, matrix_rank, eigvalsh/eigh, svd, cholesky and
# LinAlgError. Expected values: the examples of NumPy's docstrings (numpy/linalg/_linalg.py inv,
# det (-2.0000000000000004), solve, lstsq, matrix_rank) and, for the small symmetric matrices,
# hand computation (eigenvalues of [[2, 1], [1, 2]] are 1 and 3; the Cholesky factor of
# [[4, 2], [2, 3]] is [[2, 0], [1, sqrt(2)]]; the singular values of diag(3, 4) are 4 and 3).
import numpy as np

a = np.array([[1.0, 2.0], [3.0, 4.0]])
ainv = np.linalg.inv(a)
print(ainv)
print(np.allclose(a @ ainv, np.eye(2)), ainv.dtype, np.linalg.inv(a.astype("float32")).dtype)
print(repr(np.linalg.det(np.array([[1, 2], [3, 4]]))))
x = np.linalg.solve(np.array([[1, 2], [3, 5]]), np.array([1, 2]))
print(x, np.allclose(np.dot(np.array([[1, 2], [3, 5]]), x), np.array([1, 2])))
try:
    np.linalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]]))
except np.linalg.LinAlgError as e:
    print(type(e).__name__, isinstance(e, ValueError), e)
try:
    np.linalg.inv(np.ones((2, 3)))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.det(np.ones(3))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)

x = np.array([0, 1, 2, 3])
y = np.array([-1, 0.2, 0.9, 2.1])
A = np.vstack([x, np.ones(len(x))]).T
sol, resid, rank, sv = np.linalg.lstsq(A, y)
print(np.round(sol, 6), resid.shape, rank, sv.shape)
print(np.round(resid, 6))

print(np.linalg.matrix_rank(np.eye(4)))
I = np.eye(4)
I[-1, -1] = 0.0
print(np.linalg.matrix_rank(I), np.linalg.matrix_rank(np.ones((4,))), np.linalg.matrix_rank(np.zeros((4,))))
print(np.round(np.linalg.pinv(a), 6))

print(np.linalg.eigvalsh(np.array([[2.0, 1.0], [1.0, 2.0]])))
w, v = np.linalg.eigh(np.array([[2.0, 1.0], [1.0, 2.0]]))
print(w, np.allclose(np.array([[2.0, 1.0], [1.0, 2.0]]) @ v, v * w))
print(np.linalg.svd(np.array([[3.0, 0.0], [0.0, 4.0]]), compute_uv=False))
U, S, Vh = np.linalg.svd(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), full_matrices=False)
print(U.shape, S.shape, Vh.shape, np.allclose(U @ np.diag(S) @ Vh, np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])))
print(np.linalg.cholesky(np.array([[4.0, 2.0], [2.0, 3.0]])))
try:
    np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
print(np.linalg.matrix_power(np.array([[1, 1], [0, 1]]), 3))
