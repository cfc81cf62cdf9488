# A `for i in tf.range(...)` loop in a tf.function becomes a while loop, and before it
# AutoGraph's _tf_range_for_stmt computes a maximum_iterations hint,
# math_ops.cast(misc.get_range_len(start, limit, delta), tf.int32). The hint is only used under
# XLA, but its ops are made in the function's graph either way: sub, floordiv, mod, zeros_like,
# NotEqual, Cast, add, zeros_like_1 and Maximum (the cast to int32 of an int32 length returns
# its input, with no name scope). So the program's own ops after the loop get the next names:
# its `s + 1` is add_1, its `n - 1` sub_1. A float range casts the bool to float32 and the
# length to int32 (Cast, Cast_1).
# TF source: tensorflow/python/autograph/operators/control_flow.py (_tf_range_for_stmt,
# _add_max_iterations_hint), tensorflow/python/autograph/utils/misc.py (get_range_len),
# tensorflow/python/ops/math_ops.py (cast returns a tensor of the same dtype at once).
import tensorflow as tf


@tf.function
def total(n):
    s = tf.constant(0)
    for i in tf.range(n):
        s += i
    r = s + 1
    d = n - 1
    print(r.name, d.name, tf.cast(n, tf.float32).name, tf.maximum(n, 1).name)
    return r


print(total(tf.constant(4)))
names = [op.name for op in total.get_concrete_function(tf.TensorSpec([], tf.int32)).graph.get_operations()]
loop_start = next(i for i, name in enumerate(names) if name.startswith("while"))
print(names[names.index("range") + 1:loop_start])


@tf.function
def quarters():
    s = 0.0
    for x in tf.range(0.0, 1.0, 0.25):
        s += x
    print((s * 2.0).name, tf.cast(s, tf.int32).name)
    return s


print(quarters())
graph = quarters.get_concrete_function().graph
print([(op.name, op.type) for op in graph.get_operations() if op.name.startswith("Cast")])
