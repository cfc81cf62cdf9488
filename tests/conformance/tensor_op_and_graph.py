# Tensor.op / Tensor.graph and TensorSpec.from_tensor. Expected text from TF 2.20's source:
# - tensorflow/python/framework/ops.py: a graph tensor's `op` is the tf.Operation that produced
#   it (`name`, `type`, `inputs`, `outputs`), its `graph` the FuncGraph (named after the
#   function); _EagerTensorBase.op / .graph raise AttributeError
#   "Tensor.op is undefined when eager execution is enabled." (and the same for graph).
# - tensorflow/python/framework/tensor.py TensorSpec.from_tensor: an eager tensor keeps `name`,
#   a graph tensor defaults to `tensor.op.name`, anything else raises ValueError
#   f"`tensor` should be a tf.Tensor, but got type {type(tensor)}.".
# - math_ops binary_op_wrapper: `y + 1.0` converts 1.0 to the Const "add/y" and makes "add".
import tensorflow as tf


@tf.function
def shifted(x):
    y = tf.square(x, name="sq")
    z = y + 1.0
    print(x.op.name, x.op.type)
    print(y.op.name, y.op.type, z.op.name, z.op.type)
    print([t.name for t in z.op.inputs], [t.name for t in z.op.outputs])
    print(z.graph.name, [op.name for op in z.graph.get_operations()])
    print(tf.TensorSpec.from_tensor(y))
    print(tf.TensorSpec.from_tensor(z, name="total"))
    return z


print(shifted(tf.constant([1.0, 2.0])))
c = tf.constant([1.0, 2.0])
print(tf.TensorSpec.from_tensor(c))
print(tf.TensorSpec.from_tensor(c, name="c"))
for attr in ["op", "graph"]:
    try:
        getattr(c, attr)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    tf.TensorSpec.from_tensor([1.0])
except ValueError as e:
    print("ValueError:", e)
