# keras.ops math functions: the docstring examples of keras/src/ops/math.py (segment_sum,
# segment_max, top_k, in_top_k, logsumexp, rsqrt, erf) and cases of
# keras/src/ops/math_test.py MathOpsCorrectnessTest (test_top_k, test_in_top_k with its ties and
# its NaN prediction, test_rsqrt; test_segment_reduce_explicit_num_segments, whose TensorFlow
# expectation fills an empty segment of segment_max with -np.finfo(np.float32).max and skips id
# -1). Floats are printed to 4 decimals; the erf docstring gives 5-6 digits and
# erf(-3) = -0.99997791 rounds to -1.0000. A NumPy float64 input stays float64 on the TensorFlow
# backend (convert_to_tensor keeps its dtype).
import numpy as np
import keras
from keras import ops


def show(label, value):
    arr = ops.convert_to_numpy(value)
    if arr.dtype.kind == "f":
        flat = ", ".join(f"{float(v) + 0.0:.4f}" for v in arr.reshape(-1))
    else:
        flat = ", ".join(str(v) for v in arr.reshape(-1).tolist())
    print(f"{label}: [{flat}] shape={arr.shape} dtype={arr.dtype}")


data = ops.convert_to_tensor([1, 2, 10, 20, 100, 200])
segment_ids = ops.convert_to_tensor([0, 0, 1, 1, 2, 2])
show("segment_sum", ops.segment_sum(data, segment_ids, 3))
show("segment_max", ops.segment_max(data, segment_ids, 3))
d = np.array([1.0, 2.0, 3.0, 4.0, 5.0], dtype=np.float32)
ids = np.array([-1, 0, 2, 0, 2], dtype=np.int32)
show("segment_sum num_segments=4", ops.segment_sum(d, ids, num_segments=4))
seg_max = ops.convert_to_numpy(ops.segment_max(d, ids, num_segments=4))
print("segment_max num_segments=4:", seg_max[[0, 2]].tolist(), float(seg_max[1]) == -3.4028234663852886e38,
      float(seg_max[3]) == -3.4028234663852886e38)

values, indices = ops.top_k(ops.convert_to_tensor([5, 2, 7, 1, 9, 3]), k=3)
show("top_k values", values)
show("top_k indices", indices)
values, indices = ops.top_k(np.array([0, 4, 2, 1, 3, -1], dtype=np.float32), k=2)
show("top_k float values", values)
show("top_k float indices", indices)

targets = ops.convert_to_tensor([2, 5, 3])
predictions = ops.convert_to_tensor([[0.1, 0.4, 0.6, 0.9, 0.5], [0.1, 0.7, 0.9, 0.8, 0.3], [0.1, 0.6, 0.9, 0.9, 0.5]])
show("in_top_k docstring", ops.in_top_k(targets, predictions, k=3))
targets = np.array([1, 0, 2])
predictions = np.array([[0.1, 0.9, 0.8, 0.8], [0.05, 0.95, 0, 1], [0.1, 0.8, 0.3, 1]])
for k in (1, 2, 3):
    show(f"in_top_k k={k}", ops.in_top_k(targets, predictions, k=k))
predictions = np.array([[0.1, 0.9, 0.8, 0.8], [0.95, 0.95, 0, 0.95], [0.1, 0.8, 0.8, 0.95]])
for k in (1, 2, 3):
    show(f"in_top_k ties k={k}", ops.in_top_k(targets, predictions, k=k))
show("in_top_k nan", ops.in_top_k(np.array([1, 0]), np.array([[0.1, np.nan, 0.5], [0.3, 0.2, 0.5]]), k=2))

show("logsumexp", ops.logsumexp(ops.convert_to_tensor([1.0, 2.0, 3.0])))
show("rsqrt", ops.rsqrt(ops.convert_to_tensor([1.0, 10.0, 100.0])))
show("rsqrt matrix", ops.rsqrt(np.array([[1, 4, 9], [16, 25, 36]], dtype="float32")))
show("erf", ops.erf(np.array([-3.0, -2.0, -1.0, 0.0, 1.0])))
