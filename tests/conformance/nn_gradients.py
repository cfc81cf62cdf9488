# Gradients of the tf.nn ops under tf.GradientTape, eagerly and in a tf.function, as TF's
# registered gradients compute them (nn_grad.py _Conv2DGrad with ShapeN, Conv2DBackpropInput and
# Conv2DBackpropFilter; _BiasAddGrad; _MaxPoolGrad / _AvgPoolGrad; _Relu6Grad, _LeakyReluGrad,
# _EluGrad, _SeluGrad, _SoftplusGrad, _SoftsignGrad; math_grad.py _ErfGrad, _RsqrtGrad,
# _SelectGrad). Expected values derived by hand from the definitions: the gradient of a sum of
# a VALID convolution by ones with respect to its input counts the windows covering each pixel,
# and with respect to the filter sums the input under each tap; MaxPoolGrad routes to the first
# maximum of a window, AvgPoolGrad spreads 1/count; Relu6' = 1 on (0, 6), LeakyRelu' = alpha
# below 0, Elu' = exp(x) below 0, Selu' = scale*alpha*exp(x) below 0 and scale above, Softplus' =
# sigmoid, Softsign' = 1/(1+|x|)^2, erf' = 2/sqrt(pi)*exp(-x^2), silu'(x) = s(x)(1 + x(1 - s(x))).
# Transcendental results are printed rounded to 5 decimals.
import tensorflow as tf


def rounded(t):
    return [round(float(v), 5) for v in tf.reshape(t, [-1]).numpy()]


x = tf.reshape(tf.range(1.0, 10.0), [1, 3, 3, 1])
w = tf.ones([2, 2, 1, 1])
with tf.GradientTape() as tape:
    tape.watch([x, w])
    loss = tf.reduce_sum(tf.nn.conv2d(x, w, 1, "VALID"))
dx, dw = tape.gradient(loss, [x, w])
print(dx[0, :, :, 0])
print(dw[:, :, 0, 0])

x4 = tf.reshape(tf.range(1.0, 17.0), [1, 4, 4, 1])
with tf.GradientTape() as tape:
    tape.watch([x4, w])
    loss = tf.reduce_sum(tf.nn.conv2d(x4, w, 2, "SAME") * tf.reshape([1.0, 2.0, 3.0, 4.0], [1, 2, 2, 1]))
dx, dw = tape.gradient(loss, [x4, w])
print(dx[0, :, :, 0])
print(dw[:, :, 0, 0])

b = tf.constant([1.0, 2.0, 3.0])
v = tf.ones([2, 3])
with tf.GradientTape() as tape:
    tape.watch([v, b])
    loss = tf.reduce_sum(tf.nn.bias_add(v, b) * tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]))
print(tape.gradient(loss, [v, b]))

p = tf.constant([[[[1.0], [5.0], [2.0]], [[3.0], [2.0], [7.0]], [[4.0], [4.0], [0.0]]]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(p)
    mx = tf.reduce_sum(tf.nn.max_pool2d(p, 2, 1, "VALID"))
    av = tf.reduce_sum(tf.nn.avg_pool2d(p, 2, 2, "SAME"))
print(tape.gradient(mx, p)[0, :, :, 0])
print(tape.gradient(av, p)[0, :, :, 0])
del tape

s = tf.constant([-1.0, 0.0, 3.0, 7.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(s)
    exact = {"relu6": tf.nn.relu6(s), "leaky_relu": tf.nn.leaky_relu(s), "softsign": tf.nn.softsign(s)}
    outs = {"elu": tf.nn.elu(s), "selu": tf.nn.selu(s), "softplus": tf.nn.softplus(s), "erf": tf.math.erf(s),
            "log_sigmoid": tf.math.log_sigmoid(s), "gelu": tf.nn.gelu(s), "silu": tf.nn.silu(s)}
for name, out in exact.items():
    print(name, tape.gradient(out, s))
for name, out in outs.items():
    print(name, rounded(tape.gradient(out, s)))
del tape

m = tf.constant([[1.0, 2.0], [3.0, 6.0]])
with tf.GradientTape() as tape:
    tape.watch(m)
    mean, variance = tf.nn.moments(m, axes=[0])
    loss = tf.reduce_sum(mean) + tf.reduce_sum(variance)
print(tape.gradient(loss, m))
with tf.GradientTape() as tape:
    tape.watch(m)
    bn = tf.nn.batch_normalization(m, tf.constant([2.0, 4.0]), tf.constant([1.0, 4.0]), None, tf.constant([1.0, 3.0]), 0.0)
print(tape.gradient(bn, m))
z = tf.constant([0.0, 1.0, 1.0])
lg = tf.constant([0.0, 0.0, 2.0])
with tf.GradientTape() as tape:
    tape.watch(lg)
    xent = tf.nn.sigmoid_cross_entropy_with_logits(labels=z, logits=lg)
print(rounded(tape.gradient(xent, lg)))
tf.random.set_seed(0)
with tf.GradientTape() as tape:
    ones = tf.ones([3, 5])
    tape.watch(ones)
    d = tf.nn.dropout(ones, rate=0.5, seed=1)
print(tape.gradient(d, ones))


@tf.function
def step(x, w, b):
    with tf.GradientTape() as tape:
        tape.watch([x, w, b])
        y = tf.nn.relu6(tf.nn.bias_add(tf.nn.conv2d(x, w, 1, "SAME"), b))
        loss = tf.reduce_sum(tf.nn.max_pool2d(y, 2, 2, "VALID"))
    grads = tape.gradient(loss, [x, w, b])
    for g in grads:
        print(g)
    return grads


xs = tf.reshape(tf.range(-4.0, 12.0), [1, 4, 4, 1]) * 0.25
print(step(xs, tf.ones([2, 2, 1, 1]), tf.constant([0.5])))
graph = step.get_concrete_function(xs, tf.ones([2, 2, 1, 1]), tf.constant([0.5])).graph
print([op.type for op in graph.get_operations() if op.name.startswith("gradient_tape")])
