# A tf.Variable passed to a tf.function is, inside the trace, the very object passed: its
# __tf_tracing_type__ adds it to the placeholder mapping, VariableSpec.placeholder_value returns
# it and captures its handle as the argument's placeholder (func_graph_from_py_func makes that
# capture the input). So `v is w` holds while tracing, the repr has no value (not executing
# eagerly), Python state on it is shared, and a later call with another variable of the same
# spec reuses the graph, which reads and writes the variable of that call, also in cond
# branches, loop bodies and nested tf.functions. Keras's optimizer, which knows its variables by
# _unique_id, therefore accepts them on the first call: the "Better performance with
# tf.function" guide's train_step(w, x, y, opt1) runs and only opt2 (new slot variables on a
# later call) fails.
# TF source: tensorflow/python/ops/resource_variable_ops.py (BaseResourceVariable.
# __tf_tracing_type__, VariableSpec.placeholder_value, __repr__), python/framework/func_graph.py
# (func_graph_from_py_func: inputs from the popped captures of argument variables),
# eager/polymorphic_function/tracing_compilation.py (InternalPlaceholderContext with
# get_placeholder_mapping); keras/src/optimizers/base_optimizer.py (_check_variables_are_known).
import tensorflow as tf

w = tf.Variable(2.0)
v2 = tf.Variable(30.0)


@tf.function
def f(v):
    print("tracing f:", v is w, v)
    return v + 1


print(f(w))
print(f(v2))
print(f.experimental_get_tracing_count())


@tf.function
def g(a, b):
    print("tracing g:", a is w, b is v2, a is b)
    return a + b


print(g(w, v2))
print(g(w, w))
print(g(v2, v2))


@tf.function
def inner(var):
    var.assign_add(1.0)
    return var.read_value()


@tf.function
def outer(x, var):
    y = tf.cond(x > 0, lambda: var * 2.0, lambda: var * 3.0)
    z = tf.while_loop(lambda i: i < var, lambda i: i + 1.0, [0.0])[0]
    return y + z + inner(var)


print(outer(tf.constant(1.0), w), w.numpy())
print(outer(tf.constant(-1.0), v2), v2.numpy(), w.numpy())

opt1 = tf.keras.optimizers.Adam(learning_rate=1e-2)
opt2 = tf.keras.optimizers.Adam(learning_rate=1e-3)


@tf.function
def train_step(w, x, y, optimizer):
    with tf.GradientTape() as tape:
        L = tf.reduce_sum(tf.square(w * x - y))
    gradients = tape.gradient(L, [w])
    optimizer.apply_gradients(zip(gradients, [w]))


w = tf.Variable(2.0)
x = tf.constant([-1.0])
y = tf.constant([2.0])

train_step(w, x, y, opt1)
print(w.numpy())
print("Calling `train_step` with different optimizer...")
try:
    train_step(w, x, y, opt2)
except ValueError as e:
    print("Caught expected exception")
    print(str(e).splitlines()[-1].strip())
