# A tf.function that closes over eager tensors, called under a GradientTape that watches them:
# the gradient flows to the captured tensors, as it does to the arguments.
# Source: tensorflow/python/framework/func_graph.py / core/function/capture/capture_container.py
# FunctionCaptures.capture_by_value: a small eager tensor becomes a Const of the graph but stays
# in the function's by-value captures (FuncGraph.external_captures); polymorphic_function/
# concrete_function.py ConcreteFunction._call_flat runs the call on `args + captured_inputs`
# and records it on the tape with those inputs (_TapeGradientFunctions), so d/dx reaches x.
# parallel_for/control_flow_ops.py: vectorized_map runs pfor inside a tf.function, whose
# vectorized ops give a dense gradient.
import tensorflow as tf

x = tf.constant(3.0)
w = tf.constant([[1., 2.], [3., 4.]])


@tf.function
def f(a):
    return a * x + tf.reduce_sum(w * w)


a = tf.constant(2.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch([a, x, w])
    y = f(a)
print(y)
print(tape.gradient(y, [a, x, w]))

# Only watched captures get a gradient.
with tf.GradientTape() as tape:
    tape.watch(a)
    y = f(a)
print(tape.gradient(y, [a, x]))


@tf.function
def square():
    return x * x


with tf.GradientTape() as tape:
    tape.watch(x)
    y = square()
print(tape.gradient(y, x))


# A tf.function calling f passes f's captures to the call (the caller captures them too).
@tf.function
def g(a):
    return f(a) * 2.0


with tf.GradientTape(persistent=True) as tape:
    tape.watch([a, x])
    y = g(a)
print(y, tape.gradient(y, [a, x]))

# tf.vectorized_map wraps its work in a tf.function that captures the elements.
m = tf.constant([[1., 2.], [3., 4.]])
with tf.GradientTape() as tape:
    tape.watch(m)
    y = tf.vectorized_map(lambda row: row * row, m)
print(tape.gradient(y, m))
