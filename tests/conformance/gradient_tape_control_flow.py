# Gradients through control flow inside a tf.function: tf.cond, tf.while_loop and the AutoGraph
# `if` / `for` over tf.range they come from. TF differentiates the If and While ops with
# cond_v2._IfGrad and while_v2._WhileGrad (tensorflow/python/ops/cond_v2.py, while_v2.py): the
# gradient takes the branch that ran, and walks the loop's iterations backwards. The values
# equal the eager gradients (tf.cond and tf.while_loop run their Python callables eagerly);
# every number below is an exact binary fraction. Each function traces once per input signature.
import tensorflow as tf

w = tf.Variable(1.5)


@tf.function
def piecewise(x):
    print("Tracing piecewise")
    with tf.GradientTape() as tape:
        tape.watch(x)
        # d/dx: 2*x*w on the true branch, -w on the false one; d/dw: x*x or -x.
        y = tf.cond(x > 0.0, lambda: x * x * w, lambda: -x * w)
    return tape.gradient(y, [x, w])


def eager_piecewise(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.cond(x > 0.0, lambda: x * x * w, lambda: -x * w)
    return tape.gradient(y, [x, w])


for value in [2.0, -0.5]:
    dx, dw = piecewise(tf.constant(value))
    ex, ew = eager_piecewise(tf.constant(value))
    print(value, dx.numpy(), dw.numpy(), ex.numpy(), ew.numpy())


@tf.function
def power(x, n):
    print("Tracing power")
    with tf.GradientTape() as tape:
        tape.watch(x)
        # x ** n by repeated multiplication: d/dx = n * x ** (n - 1).
        _, y = tf.while_loop(lambda i, acc: i < n, lambda i, acc: (i + 1, acc * x), [0, tf.constant(1.0)])
    return tape.gradient(y, x)


print(power(tf.constant(2.0), tf.constant(3)).numpy())
print(power(tf.constant(0.5), tf.constant(4)).numpy())
print(power(tf.constant(3.0), tf.constant(0)).numpy())


@tf.function
def autograph_loop(x):
    print("Tracing autograph_loop")
    with tf.GradientTape() as tape:
        tape.watch(x)
        total = tf.constant(0.0)
        for i in tf.range(4):
            if i % 2 == 0:
                total += x * w
            else:
                total += x * x
    return tape.gradient(total, [x, w])


gx, gw = autograph_loop(tf.constant(0.25))
# Two even iterations give 2*w to x and 2*x to w, two odd ones 2*2*x to x.
print(gx.numpy(), gw.numpy())
print(piecewise.experimental_get_tracing_count(), power.experimental_get_tracing_count(),
      autograph_loop.experimental_get_tracing_count())
