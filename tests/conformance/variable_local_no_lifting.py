# tf.Variable(..., experimental_enable_variable_lifting=False) inside a tf.function is not lifted
# out: def_function's variable creator scope hands it to the default creator, which makes a
# graph-mode variable in the function's graph, created and initialized again on every call (so
# f() is 8 each time, with one trace); its repr there has no value.
# Source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (variable_capturing_scope: `if not enable_variable_lifting: return next_creator(**kwds)`),
# tensorflow/python/ops/resource_variable_ops.py ResourceVariable._init_from_args and __repr__
# (graph mode: "<tf.Variable 'w:0' shape=() dtype=float32>"). Expected values from
# tensorflow/python/kernel_tests/variables/resource_variable_ops_test.py testLocalVariables.
import tensorflow as tf

num_traces = 0


@tf.function
def f():
    global num_traces
    num_traces += 1
    v = tf.Variable(3, experimental_enable_variable_lifting=False)
    v.assign_add(5)
    return v.read_value()


for _ in range(3):
    print(f().numpy(), num_traces)


@tf.function
def g(x):
    v = tf.Variable(2.0, experimental_enable_variable_lifting=False, name="w")
    print(repr(v))
    v.assign(v * x)
    with tf.GradientTape() as t:
        y = v * x * x
    return v.read_value(), t.gradient(y, v)


print(g(tf.constant(3.0)))
print(g(tf.constant(3.0)))
