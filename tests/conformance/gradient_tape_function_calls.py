# Gradients through tf.function calls: a model that is itself a tf.function, called eagerly
# under a tape, and called from a @tf.function train_step (a PartitionedCall in the caller's
# graph). TF records the call with the function's gradient (_TapeGradientFunctions in
# tensorflow/python/eager/polymorphic_function/concrete_function.py), so the variables the
# model reads get their gradients both ways. The data fit y = 2x + 1 with steps that keep every
# float32 value exact: loss = mean((w*x + b - y)^2), dw = mean(2*(pred - y)*x), db = mean(2*(pred - y)).
import tensorflow as tf

w = tf.Variable(0.0)
b = tf.Variable(0.0)


@tf.function
def model(x):
    print("Tracing model")
    return w * x + b


x = tf.constant([1.0, -1.0])
y = tf.constant([3.0, -1.0])

with tf.GradientTape() as tape:
    loss = tf.reduce_mean(tf.square(model(x) - y))
dw, db = tape.gradient(loss, [w, b])
print("eager call:", loss.numpy(), dw.numpy(), db.numpy())


@tf.function
def train_step(x, y):
    print("Tracing train_step")
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    dw, db = tape.gradient(loss, [w, b])
    w.assign_sub(0.25 * dw)
    b.assign_sub(0.5 * db)
    return loss


for step in range(3):
    print("step", step, "loss", train_step(x, y).numpy(), "w", w.numpy(), "b", b.numpy())
print("model traces:", model.experimental_get_tracing_count())
print("train_step traces:", train_step.experimental_get_tracing_count())


@tf.function
def cube(v):
    return v * v * v


@tf.function
def outer(v):
    with tf.GradientTape() as t2:
        t2.watch(v)
        with tf.GradientTape() as t1:
            t1.watch(v)
            c = cube(v)
        d1 = t1.gradient(c, v)
    return d1, t2.gradient(d1, v)


first, second = outer(tf.constant(1.5))
print("d/dv v**3 at 1.5:", first.numpy(), "second:", second.numpy())
