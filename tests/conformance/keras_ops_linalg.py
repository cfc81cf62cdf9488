# keras.ops.norm and keras.ops.qr: keras/src/ops/linalg_test.py LinalgOpsCorrectnessTest compares
# norm with np.linalg.norm and qr with np.linalg.qr; these values are NumPy's for small inputs,
# worked out by hand (vector ord None/1/inf/0/-inf, matrix "fro"/1/-1/inf/-inf, axis and
# keepdims), and qr's shapes for both modes with q @ r giving the input back. qr's invalid mode
# raises Keras's ValueError (test_qr_init_invalid_mode).
import numpy as np
import keras
from keras import ops


def show(label, value):
    arr = ops.convert_to_numpy(value)
    flat = ", ".join(f"{round(float(v), 4) + 0.0:.4f}" for v in arr.reshape(-1))
    print(f"{label}: [{flat}] shape={arr.shape} dtype={arr.dtype}")


v = np.array([3.0, -4.0, 0.0], dtype="float32")
for ord in (None, 1, np.inf, 0, -np.inf):
    show(f"vector norm ord={ord}", ops.norm(v, ord=ord))
m = np.array([[1.0, -2.0], [3.0, 4.0]], dtype="float32")
for ord in (None, "fro", 1, -1, np.inf, -np.inf):
    show(f"matrix norm ord={ord}", ops.norm(m, ord=ord, axis=(0, 1)))
show("norm axis=1", ops.norm(m, axis=1))
show("norm axis=0 keepdims", ops.norm(m, axis=0, keepdims=True))

a = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype="float32")
q, r = ops.qr(a)
print("reduced", q.shape, r.shape)
show("reduced q @ r", ops.matmul(q, r))
q, r = ops.qr(a, mode="complete")
print("complete", q.shape, r.shape)
show("complete q @ r", ops.matmul(q, r))
try:
    ops.qr(a, mode="invalid")
except ValueError as e:
    print("ValueError:", e)
