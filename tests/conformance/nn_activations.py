# tf.nn activations eagerly and in a tf.function: relu6 and gelu (their nn_ops.py docstrings),
# leaky_relu (alpha 0.2 by default; integer features are cast to float32 first), elu, selu,
# softplus, softsign, silu/swish, tf.math.log_sigmoid, erf and erfc, with the values of their
# definitions (relu_op_functor.h, softplus_op.h, softsign_op.h, relu_op_test.py). Transcendental
# results are printed rounded to 5 decimals: TF's Eigen functions may differ from other libms
# in the last bit, and TF's own doctests compare them with a tolerance too. Exactly
# representable results (relu6, leaky_relu, softsign, elu of positives) print in full. Graph
# names follow the Python wrappers: relu6 and leaky_relu name their op after their scope, gelu
# builds its formula under "Gelu/", log_sigmoid is Neg(Softplus(Neg(x))) named "LogSigmoid", and
# silu ends in the IdentityN of its custom gradient (custom_gradient.py _graph_mode_decorator).
import tensorflow as tf


def rounded(t):
    return [round(float(v), 5) for v in tf.reshape(t, [-1]).numpy()]


x = tf.constant([-3.0, -1.0, 0.0, 6.0, 10.0], dtype=tf.float32)
print(tf.nn.relu6(x).numpy())
print(tf.nn.relu6(tf.constant([-9, 7, -5, 3, -1])))
print(tf.nn.leaky_relu(tf.constant([-2.0, -1.0, 0.0, 1.0, 2.0])))
print(tf.nn.leaky_relu(tf.constant([-5, 5]), alpha=0.5))
print(tf.nn.softsign(tf.constant([-1.0, 0.0, 1.0, 3.0])))
print(tf.math.softsign(tf.constant([-4.0, 4.0], tf.float64)))
print(tf.nn.elu(tf.constant([0.0, 1.0, 2.5])))
print(rounded(tf.nn.elu(tf.constant([-1.0, -2.0]))))
print(rounded(tf.nn.selu(tf.constant([-1.0, 0.0, 1.0]))))
print(rounded(tf.nn.softplus(tf.constant([-1.0, 0.0, 1.0, 20.0]))))
print(tf.math.softplus(tf.constant([30.0, -30.0])).numpy() > 0)
print(rounded(tf.nn.silu(tf.constant([-1.0, 0.0, 1.0, 2.0]))))
print(rounded(tf.nn.swish(tf.constant([1.0, 2.0]), beta=2.0)))
print(rounded(tf.math.log_sigmoid(tf.constant([-1.0, 0.0, 1.0]))))
print(rounded(tf.math.erf(tf.constant([-1.0, 0.0, 0.5, 1.0, 4.0]))))
print(rounded(tf.math.erfc(tf.constant([0.0, 1.0, 2.0]))))
y = tf.constant([-3.0, -1.0, 0.0, 1.0, 3.0], dtype=tf.float32)
print(rounded(tf.nn.gelu(y)))
print(rounded(tf.nn.gelu(y, approximate=True)))
print(tf.nn.gelu(tf.constant([0.0, 1.0], tf.float64)).dtype)
try:
    tf.nn.gelu(tf.constant([1, 2]))
except ValueError as e:
    print("ValueError:", e)


@tf.function
def acts(x):
    for t in [tf.nn.relu6(x), tf.nn.leaky_relu(x), tf.nn.elu(x), tf.nn.selu(x), tf.nn.softplus(x), tf.nn.softsign(x),
              tf.math.log_sigmoid(x), tf.math.erf(x), tf.nn.gelu(x), tf.nn.silu(x)]:
        print(t)
    return tf.nn.relu6(x)


acts(tf.constant([[1.0, -2.0]]))
graph = acts.get_concrete_function(tf.constant([[1.0, -2.0]])).graph
print([(op.name, op.type) for op in graph.get_operations() if op.name.startswith(("Gelu", "LogSigmoid", "mul", "Sigmoid", "Identity", "beta"))])


@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float64)])
def approx(x):
    g = tf.nn.gelu(x, approximate=True)
    print(g)
    return g


print([(op.name, op.type) for op in approx.get_concrete_function().graph.get_operations()])
