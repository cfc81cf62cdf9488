# A tf.function defined inside another closes over the caller's tensors: its graph captures
# them (FuncGraph.capture through the enclosing graph) and every call, in the body or in a
# cond branch, passes them in after the arguments. Gradients flow through the capture.
import tensorflow as tf

leaked = []


@tf.function
def outer(x):
    y = x * 2.0

    @tf.function
    def add_y(z):
        print("tracing add_y")
        tf.print("add_y runs with y =", y)
        return z + y

    leaked.append(add_y)
    concrete = add_y.get_concrete_function(x)
    print("add_y's graph inputs:", len(concrete.graph.inputs), "captured:", len(concrete.captured_inputs))
    first = add_y(x)
    second = add_y(x + 1.0)  # same signature: the same concrete function
    if x > 0:
        third = add_y(first)
    else:
        third = add_y(second)
    return first + second + third


print(outer(tf.constant(1.0)))
print(outer(tf.constant(-1.0)))
print(outer.experimental_get_tracing_count(), leaked[0].experimental_get_tracing_count())

with tf.GradientTape() as tape:
    x = tf.constant(3.0)
    tape.watch(x)
    r = outer(x)
print(tape.gradient(r, x))

try:
    leaked[0](tf.constant(1.0))
except TypeError as e:
    print(type(e).__name__, str(e)[:40])
