# Output shapes of keras.ops on KerasTensors, from each op's compute_output_spec rather than a
# traced TF op (Keras 3.11.3 keras/src/ops/nn.py DepthwiseConv/SeparableConv, numpy.py
# Argmax/Argmin/Diag/Diagflat/Ndim, core.py Scan/Cond; the shapes asserted in nn_test.py
# test_depthwise_conv, numpy_test.py test_argmax/test_argmin/test_diag/test_diagflat/test_ndim
# and core_test.py test_scan/test_cond). Keras counts strides and dilation together for
# depthwise convolutions (floor((20 - 2*3 - 1) / 2) + 1 = 7), keeps the input's shape for
# argmax with keepdims, and gives ndim a KerasTensor of shape (rank,).
import keras
from keras import ops
from keras import KerasTensor

x = KerasTensor((None, 20, 3))
k = KerasTensor((4, 3, 1))
print(ops.depthwise_conv(x, k, 2, dilation_rate=2).shape, ops.depthwise_conv(x, k, 1, padding="VALID").shape)
print(ops.separable_conv(x, k, KerasTensor((1, 3, 5)), 2, dilation_rate=2).shape)
print(ops.depthwise_conv(KerasTensor((None, 10, 10, 3)), KerasTensor((2, 2, 3, 2)), (2, 1), padding="same").shape)

print(ops.argmax(KerasTensor((None, 3))).shape, ops.argmax(KerasTensor((None, 3)), keepdims=True).shape)
print(ops.argmax(KerasTensor((None, 3, 3)), axis=1).shape, ops.argmin(KerasTensor((2, 3)), keepdims=True).shape)
print(ops.argmax(KerasTensor((2, 3)), axis=-1).dtype)

print(ops.diag(KerasTensor((3,))).shape, ops.diag(KerasTensor((3,)), k=3).shape, ops.diag(KerasTensor((3,)), k=-2).shape)
print(ops.diag(KerasTensor((3, 5))).shape, ops.diag(KerasTensor((3, 5)), k=3).shape,
      ops.diag(KerasTensor((3, 5)), k=-2).shape, ops.diag(KerasTensor((None, 3))).shape)
try:
    ops.diag(KerasTensor((2, 3, 4)))
except ValueError as e:
    print("ValueError:", e)
print(ops.diagflat(KerasTensor((3,))).shape, ops.diagflat(KerasTensor((3,)), k=-1).shape,
      ops.diagflat(KerasTensor((2, 3)), k=2).shape, ops.diagflat(KerasTensor((None, 3))).shape)
n = ops.ndim(KerasTensor((None, 3)))
print(type(n).__name__, n.shape, n.dtype)


def f(carry, xs):
    xs = xs + carry
    return carry, carry


carry, result = ops.scan(f, KerasTensor((None,)), KerasTensor((6, None)))
print(carry.shape, result.shape)
carry, result = ops.scan(lambda c, _: (c, c), KerasTensor(()), xs=None, length=3)
print(carry.shape, result.shape)

pred = KerasTensor((), dtype="bool")
print(ops.cond(pred, lambda: ops.ones((1, 3)), lambda: ops.zeros((1, 3))).shape)
try:
    ops.cond(pred, lambda: ops.ones((1, 3)), lambda: ops.zeros((2, 3)))
except ValueError as e:
    # Cond.__call__ adds the call's context (traceback_utils.inject_argument_info_in_traceback).
    print("ValueError:", str(e).splitlines()[0], "(struct, dtype and shape)" in str(e))
print(ops.cond(True, lambda: ops.ones((1,)), lambda: ops.zeros((1,))).numpy().tolist())
