# keras.ops numpy functions: the docstring examples of keras/src/ops/numpy.py (rot90, diff,
# heaviside, unravel_index, meshgrid, append, amax, amin, argsort, arccos, arccosh, arcsin,
# arcsinh, arctan) and, for the rest, NumPy's results for these small inputs, which
# keras/src/ops/numpy_test.py's correctness tests assert (np.median, np.quantile with each
# method, np.searchsorted, np.tri/tril/triu, np.nan_to_num, np.logaddexp, np.cbrt, np.signbit,
# np.deg2rad, np.trace, np.count_nonzero, np.corrcoef, np.correlate, np.argpartition,
# np.arctanh, np.sinh, np.cosh, np.cross (a pair of 2-element vectors gives the scalar z
# component), np.real/imag/angle; each worked out by hand). Floats print to 4 decimals. On the
# TensorFlow backend a NumPy int64 array stays int64, Keras's array() of Python ints is int32,
# tri and the float results are float32, and correlate's "valid" result of length 1 is squeezed
# to a scalar (keras/src/backend/tensorflow/numpy.py squeezes the conv1d output).
import numpy as np
import keras
from keras import ops


def show(label, value):
    arr = ops.convert_to_numpy(value)
    if arr.dtype.kind == "f":
        flat = ", ".join(f"{round(float(v), 4) + 0.0:.4f}" for v in arr.reshape(-1))
    else:
        flat = ", ".join(str(v) for v in arr.reshape(-1).tolist())
    print(f"{label}: [{flat}] shape={arr.shape} dtype={arr.dtype}")


show("rot90", ops.rot90(np.array([[1, 2], [3, 4]])))
show("rot90 axes=(1, 2)", ops.rot90(np.arange(8).reshape((2, 2, 2)), k=1, axes=(1, 2)))
d = ops.convert_to_tensor([1, 2, 4, 7, 0])
show("diff", ops.diff(d))
show("diff n=2", ops.diff(d, n=2))
d2 = ops.convert_to_tensor([[1, 3, 6, 10], [0, 5, 6, 8]])
show("diff 2-D", ops.diff(d2))
show("diff axis=0", ops.diff(d2, axis=0))
show("heaviside", ops.heaviside(ops.convert_to_tensor([-2.0, 0.0, 3.0]), 0.5))
print("unravel_index:", tuple(int(v) for v in ops.unravel_index(5, (3, 3))))
grid_x, grid_y = ops.meshgrid(ops.array([1, 2, 3]), ops.array([4, 5, 6]), indexing="ij")
show("meshgrid ij x", grid_x)
show("meshgrid ij y", grid_y)
show("append", ops.append(ops.convert_to_tensor([1, 2, 3]), ops.convert_to_tensor([[4, 5, 6], [7, 8, 9]])))
show("append axis=0", ops.append(ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]]), ops.convert_to_tensor([[7, 8, 9]]), axis=0))
show("amax axis=1 keepdims", ops.amax(ops.convert_to_tensor([[1, 6, 8], [1, 5, 2]]), axis=1, keepdims=True))
show("amin axis=0", ops.amin(ops.convert_to_tensor([[1, 6, 8], [7, 5, 3]]), axis=0))
m = ops.array([[0, 3], [3, 2], [4, 5]])
show("argsort axis=0", ops.argsort(m, axis=0))
show("argsort axis=1", ops.argsort(m, axis=1))

f = np.array([[10, 7, 4], [3, 2, 1]], dtype="float32")
show("median", ops.median(f))
show("median axis=0", ops.median(f, axis=0))
show("median axis=1", ops.median(f, axis=1))
for method in ("linear", "lower", "higher", "midpoint", "nearest"):
    show(f"quantile 0.25 {method}", ops.quantile(f, 0.25, method=method))
show("searchsorted left", ops.searchsorted(ops.array([1, 2, 3, 4, 5]), ops.array([3, 6])))
show("searchsorted right", ops.searchsorted(ops.array([1, 2, 3, 4, 5]), ops.array([3, 6]), side="right"))
show("tri", ops.tri(3))
sq = ops.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
show("tril", ops.tril(sq))
show("tril k=-1", ops.tril(sq, k=-1))
show("triu k=1", ops.triu(sq, k=1))
n = ops.nan_to_num(np.array([np.nan, np.inf, -np.inf, 1.0], dtype="float32"))
print("nan_to_num:", ops.convert_to_numpy(n).tolist() == [0.0, 3.4028234663852886e38, -3.4028234663852886e38, 1.0])
show("logaddexp", ops.logaddexp(np.float32(1.0), np.float32(2.0)))
show("cbrt", ops.cbrt(np.array([8.0, -27.0], dtype="float32")))
show("signbit", ops.signbit(np.array([-1.0, 0.0, -0.0, 2.0], dtype="float32")))
show("deg2rad", ops.deg2rad(np.array([180.0, 90.0], dtype="float32")))
show("trace", ops.trace(ops.array([[1, 2], [3, 4]])))
c = ops.array([[0, 1, 7, 0], [3, 0, 2, 19]])
show("count_nonzero", ops.count_nonzero(c))
show("count_nonzero axis=0", ops.count_nonzero(c, axis=0))
show("count_nonzero axis=1", ops.count_nonzero(c, axis=1))
show("corrcoef", ops.corrcoef(np.array([[1, 2, 3], [2, 4, 6]], dtype="float32")))
u = np.array([1, 2, 3], dtype="float32")
v = np.array([0, 1, 0.5], dtype="float32")
for mode in ("valid", "same", "full"):
    show(f"correlate {mode}", ops.correlate(u, v, mode=mode))
p = ops.convert_to_numpy(ops.argpartition(np.array([3, 4, 2, 1]), 2)).tolist()
print("argpartition:", sorted(p[:2]), p[2], sorted(p[3:]))
show("arccos", ops.arccos(ops.convert_to_tensor([1, -1])))
show("arccosh", ops.arccosh(ops.convert_to_tensor([10, 100])))
show("arcsin", ops.arcsin(ops.convert_to_tensor([1, -1, 0])))
show("arcsinh", ops.arcsinh(ops.convert_to_tensor([1, -1, 0])))
show("arctan", ops.arctan(ops.convert_to_tensor([0, 1])))
show("arctanh", ops.arctanh(np.array([0.0, 0.5], dtype="float32")))
show("sinh", ops.sinh(np.array([0.0, 1.0], dtype="float32")))
show("cosh", ops.cosh(np.array([0.0, 1.0], dtype="float32")))
show("cross", ops.cross(ops.array([1, 2, 3]), ops.array([4, 5, 6])))
show("cross 2-D vectors", ops.cross(ops.array([1, 2]), ops.array([3, 4])))
show("real", ops.real(np.array([1.0, -2.0], dtype="float32")))
show("imag", ops.imag(np.array([1.0, -2.0], dtype="float32")))
show("angle", ops.angle(np.array([-1.0, 2.0], dtype="float32")))
