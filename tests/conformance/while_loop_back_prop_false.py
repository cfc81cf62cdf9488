# tf.while_loop(..., back_prop=False). while_loop.py decorates while_loop_v2 with
# @deprecation.deprecated_arg_values(None, "back_prop=False is deprecated. ...", warn_once=True,
# back_prop=False): the notice is logged once per process, eagerly or while tracing. Inside
# tf.function, while_v2.while_loop ends with `if not back_prop: output_loop_vars =
# [array_ops.stop_gradient(t) for t in output_loop_vars]`, so the gradient through the loop is
# None (while_v2_test.testSingleLoopVarBackPropFalse asserts `grad == [None]`), and the
# StopGradient ops follow the While op, outside its name scope. tf.map_fn and tf.scan call the
# undecorated while_loop.while_loop, so back_prop=False there logs only their own notice.
import tensorflow as tf

r = tf.while_loop(lambda v: v < 8.0, lambda v: (v * v,), [tf.constant(2.0)], back_prop=False)
print(r)


@tf.function
def grad(x):
    with tf.GradientTape() as t:
        t.watch(x)
        r = tf.while_loop(lambda v: v < 8.0, lambda v: (v * v,), [x], back_prop=False)
    return r, t.gradient(r, x)


print(grad(tf.constant(2.0)))


@tf.function
def two(x):
    with tf.GradientTape() as t:
        t.watch(x)
        i, y = tf.while_loop(lambda i, v: i < 2, lambda i, v: (i + 1, v * 3.0), (0, x), back_prop=False)
    return i, y, t.gradient(y, x)


print(two(tf.constant(1.0)))
g = two.get_concrete_function(tf.TensorSpec([], tf.float32)).graph
print([(op.name, op.type) for op in g.get_operations() if op.type in ("StatelessWhile", "While", "StopGradient")])
print([op.inputs[0].name for op in g.get_operations() if op.type == "StopGradient"])

# back_prop=True (the default) keeps the gradient.
@tf.function
def kept(x):
    with tf.GradientTape() as t:
        t.watch(x)
        r = tf.while_loop(lambda v: v < 8.0, lambda v: (v * v,), [x], back_prop=True)
    return t.gradient(r, x)


print(kept(tf.constant(2.0)))
print(tf.map_fn(lambda v: v * 2, tf.constant([1, 2]), back_prop=False))
