# Bitwise operators on integer tensors and tf.bitwise (math_ops.and_/or_/xor_/invert_: logical
# ops for bool, else gen_bitwise_ops with no name, so "and/BitwiseAnd" in a graph), and
# tf.no_op / tf.group / tf.control_dependencies (control_flow_ops.group builds a NoOp
# "group_deps"; ops.Graph.control_dependencies adds control inputs to the ops created in the
# block, deduplicated against the enclosing blocks; eagerly group and no_op return None).
# Expected text derived from tensorflow/python/ops/math_ops.py, bitwise_ops, control_flow_ops.py
# and framework/ops.py.
import tensorflow as tf

x = tf.constant([12, -3, 0])
print(x & 10)
print(x | 10)
print(x ^ 10)
print(~x)
print(10 & tf.constant(12))
print(tf.bitwise.left_shift(tf.constant([1, -2], tf.int64), 2))
print(tf.bitwise.right_shift(tf.constant([-8, 16]), 2))
print(tf.bitwise.invert(tf.constant(0, tf.uint8)))
print(tf.constant([True, False]) & tf.constant([True, True]))
print(~tf.constant(True))


@tf.function
def mask_bits(v):
    return v & 3, ~v


cf = mask_bits.get_concrete_function(tf.TensorSpec([], tf.int32))
print([(op.name, op.type) for op in cf.graph.get_operations()])
print(mask_bits(tf.constant(6)))

print(tf.no_op(), tf.group(x), tf.group())
with tf.control_dependencies([lambda: print("pending callable ran")]):
    print("inside an eager control_dependencies block")

counter = tf.Variable(1.0)


@tf.function
def step(delta):
    bumped = counter.assign_add(delta)
    with tf.control_dependencies([bumped]):
        out = tf.identity(delta)
        grouped = tf.group(bumped, out)
    nothing = tf.no_op()
    print(repr(grouped), repr(nothing))
    return out


cf = step.get_concrete_function(tf.TensorSpec([], tf.float32))
graph = cf.graph
for name in ["Identity", "group_deps", "NoOp"]:
    print(name, [op.name for op in graph.get_operation_by_name(name).control_inputs])
print(step(tf.constant(2.0)))
print(counter.numpy())
