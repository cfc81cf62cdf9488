# Second derivatives through activations with nested tapes and tape.jacobian of a gradient (the
# "Advanced automatic differentiation" guide's Hessian section). The first-order gradients emit
# ReluGrad, Relu6Grad, LeakyReluGrad, EluGrad, SeluGrad, SoftplusGrad, SigmoidGrad, TanhGrad,
# SqrtGrad and RsqrtGrad ops; their own gradients are TF's _ReluGradGrad, _Relu6GradGrad,
# _LeakyReluGradGrad, _EluGradGrad, _SeluGradGrad, _SoftplusGradGrad
# (tensorflow/python/ops/nn_grad.py) and _SigmoidGradGrad, _TanhGradGrad, _SqrtGradGrad,
# _RsqrtGradGrad (math_grad.py). Expected values: the analytic second derivatives, computed in
# double precision and rounded to 4 decimals (relu-like activations: 0; sigmoid s(1-s)(1-2s);
# tanh -2t(1-t^2); elu e^x and selu scale*alpha*e^x below 0; softplus s(1-s); sqrt -x^-1.5/4;
# rsqrt 3x^-2.5/4).
import tensorflow as tf

x = tf.constant([-1.0, 0.5, 2.0])
pos = tf.constant([0.25, 1.0, 4.0])
cases = [
    ("relu", tf.nn.relu, x),
    ("relu6", tf.nn.relu6, x),
    ("leaky_relu", tf.nn.leaky_relu, x),
    ("elu", tf.nn.elu, x),
    ("selu", tf.nn.selu, x),
    ("softplus", tf.nn.softplus, x),
    ("sigmoid", tf.nn.sigmoid, x),
    ("tanh", tf.nn.tanh, x),
    ("sqrt", tf.sqrt, pos),
    ("rsqrt", tf.math.rsqrt, pos),
]
for name, fn, v in cases:
    with tf.GradientTape() as t2:
        t2.watch(v)
        with tf.GradientTape() as t1:
            t1.watch(v)
            y = fn(v)
        dy_dx = t1.gradient(y, v)
    d2y_dx2 = t2.gradient(dy_dx, v)
    print(name, d2y_dx2.numpy().round(4))

# The guide's Hessian of a loss with respect to a ReLU layer's kernel.
w1 = tf.Variable([[0.5, -1.0], [1.0, 0.25]])
w2 = tf.Variable([[1.0], [-2.0]])
inputs = tf.constant([[1.0, 2.0], [-1.0, 0.5]])
with tf.GradientTape() as t2:
    with tf.GradientTape() as t1:
        hidden = tf.nn.relu(inputs @ w1)
        out = tf.nn.sigmoid(hidden @ w2)
        loss = tf.reduce_mean(out ** 2)
    g = t1.gradient(loss, w1)
h = t2.jacobian(g, w1)
print(f"g.shape: {g.shape}, h.shape: {h.shape}")
n_params = tf.reduce_prod(w1.shape)
h_mat = tf.reshape(h, [n_params, n_params])
print(tf.reduce_max(tf.abs(h_mat - tf.transpose(h_mat))).numpy() < 1e-6)
