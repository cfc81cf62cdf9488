# A tf.Variable created under tf.init_scope() while a tf.function traces, as Keras 3 creates
# the deferred variables of a model built on its first call (backend/tensorflow/core.py
# Variable._deferred_initialize): init_scope lifts the creation out of the FuncGraph to the
# eager context, whose variable creator stack does not hold the tf.function's
# variable_capturing_scope (variable creator scopes belong to the graph they were entered in;
# polymorphic_function.py Function._initialize, framework/ops.py init_scope). So the variable
# is an ordinary eager tf.Variable, the function has created no variables, and the first call
# traces once (no second, variable-free trace); the graph captures the variable's handle and
# reads it live.
import tensorflow as tf

weights = []


@tf.function
def scale(x):
    print("tracing scale")
    if not weights:
        with tf.init_scope():
            print("creating eagerly?", tf.executing_eagerly())
            weights.append(tf.Variable(lambda: tf.ones([2]), name="kernel"))
    return x * weights[0]


print(scale(tf.constant(2.0)))
print(scale(tf.constant(3.0)))
print(scale.experimental_get_tracing_count())
weights[0].assign([10.0, 20.0])
print(scale(tf.constant(1.0)))
print(scale.get_concrete_function(tf.constant(1.0)).variables)
