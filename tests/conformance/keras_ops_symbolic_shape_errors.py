# keras.ops on KerasTensors (building a Functional model) check shapes the way each Operation's
# compute_output_spec does in Keras 3.11.3 (keras/src/ops/numpy.py): the binary element-wise ops
# (Add, Subtract, Multiply, Divide, Maximum, the comparisons, ...) start with
# operation_utils.broadcast_shapes, whose ValueError names the failing dimension and both shapes
# as lists; `+` on KerasTensors is ops.add. Matmul uses operation_utils.compute_matmul_output_shape:
# "Inner dimensions ... must be equal" with the shapes as tuples, a 1-D left operand taken as a
# (1, n) row whose 1 stays in the symbolic output shape. Where broadcasts its three shapes the
# same way; Concatenate and Stack compare every shape with the first (shape_equal, None matching
# anything), Transpose checks the length of `axes`, Squeeze that each axis has size 1 and Dot
# that the contracted dimensions agree, each with its own message; ExpandDims canonicalizes each
# axis against the output rank (backend_utils.canonicalize_axis).
import keras
from keras import ops

a = keras.Input((3,))
b = keras.Input((4,))
attempts = [
    lambda: ops.add(a, b),
    lambda: a + b,
    lambda: a - b,
    lambda: ops.maximum(a, b),
    lambda: a > b,
    lambda: a * keras.Input((2, 3)),
    lambda: ops.matmul(a, keras.Input((4, 2))),
    lambda: ops.matmul(a, ops.ones((3, 2))),
    lambda: ops.matmul(ops.ones((3,)), keras.Input((3, 2))),
    lambda: ops.add(a, 1.5),
    lambda: ops.where(a > 0, a, b),
    lambda: ops.concatenate([keras.Input((3, 2)), keras.Input((4, 3))], axis=1),
    lambda: ops.concatenate([keras.Input((3, 2)), keras.Input((4, 2))], axis=1),
    lambda: ops.stack([keras.Input((3, 2)), keras.Input((4, 3))]),
    lambda: ops.transpose(keras.Input((3, 2)), (0, 1)),
    lambda: ops.squeeze(keras.Input((3, 2)), axis=1),
    lambda: ops.squeeze(keras.Input((1, 2)), axis=1),
    lambda: ops.dot(keras.Input((3, 2)), keras.Input((4, 3))),
    lambda: ops.dot(keras.Input((3, 2)), ops.ones((3,))),
    lambda: ops.dot(keras.Input((3, 2)), keras.Input((2, 5))),
    lambda: ops.expand_dims(keras.Input((3, 2)), 5),
    lambda: ops.expand_dims(keras.Input((3, 2)), -1),
]
for attempt in attempts:
    try:
        out = attempt()
        print(out.shape, out.dtype)
    except ValueError as e:
        print("ValueError:", e)

features = keras.Input((8,), name="features")
extra = keras.Input((5,), name="extra")
try:
    keras.Model([features, extra], features + extra)
except ValueError as e:
    print("ValueError:", e)
