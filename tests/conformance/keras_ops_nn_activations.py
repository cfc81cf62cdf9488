# keras.ops.nn activations and softmax variants: the inputs and expected values of
# keras/src/ops/nn_test.py NNOpsCorrectnessTest (test_sparse_sigmoid, test_soft_shrink,
# test_sparse_plus, test_squareplus, test_celu, test_glu, test_tanh_shrink, test_hard_tanh,
# test_hard_shrink, test_threshold, test_log_sigmoid, test_hard_silu, test_softmax,
# test_log_softmax), printed to 4 decimals (those tests compare to 1e-6); -0.0 is printed as 0.
# The sparsemax values follow the sparsemax definition of keras/src/backend/tensorflow/nn.py
# (z - tau over the support; worked out by hand for these inputs), and the softmax over an axis
# tuple sums to 1 over those axes, as test_softmax_correctness_with_axis_tuple asserts.
import numpy as np
import keras
from keras import ops


def show(label, value):
    arr = ops.convert_to_numpy(value)
    flat = ", ".join(f"{float(v) + 0.0:.4f}" for v in arr.reshape(-1))
    print(f"{label}: [{flat}] shape={arr.shape} dtype={arr.dtype}")


x = np.array([-1, 0, 1, 2, 3], dtype=np.float32)
show("sparse_sigmoid", ops.sparse_sigmoid(x))
show("log_sigmoid", ops.log_sigmoid(x))
show("celu", ops.celu(x))
show("tanh_shrink", ops.tanh_shrink(x))
show("hard_tanh", ops.hard_tanh(x))
show("hard_silu", ops.hard_silu(np.array([-3, -2, -1, 0, 1, 2, 3], dtype=np.float32)))
show("glu", ops.glu(np.array([-1, 0, 1, 2, 3, 4], dtype=np.float32)))

y = np.array([-0.5, 0, 1, 2, 3], dtype=np.float32)
show("hard_shrink", ops.hard_shrink(y))
show("threshold", ops.threshold(y, 0, 0))
show("squareplus", ops.squareplus(y))
show("soft_shrink", ops.soft_shrink(y))
show("sparse_plus", ops.sparse_plus(y))

m = np.array([[1, 2, 3], [1, 2, 3]], dtype=np.float32)
show("softmax axis=None", ops.softmax(m, axis=None))
show("softmax axis=0", ops.softmax(m, axis=0))
show("log_softmax axis=None", ops.log_softmax(m, axis=None))
show("log_softmax axis=-1", ops.log_softmax(m))

t = np.array([[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]])
for axis in [(0, 1), (0, 2), (1, 2)]:
    show(f"softmax sums over {axis}", ops.sum(ops.softmax(t, axis=axis), axis=axis))

show("sparsemax", ops.sparsemax(np.array([0.5, 1.5, 0.0], dtype=np.float32)))
show("sparsemax ties", ops.sparsemax(np.array([[1.0, 1.0], [3.0, 0.0]], dtype=np.float32)))
