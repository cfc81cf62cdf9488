# A tf.__internal__.FuncGraph made while a tf.function traces records that function's graph as
# its outer_graph (tensorflow/python/framework/func_graph.py FuncGraph.__init__), so ops built
# under `as_default()` capture the function's tensors (FuncGraph.capture -> _capture_helper, a
# placeholder in the scratch graph) instead of failing; the scratch ops are not part of the
# function's graph. Keras's TensorFlow backend relies on this for compute_output_spec: a
# subclassed model without build() called first inside a tf.function infers its shapes in a
# scratch graph and creates its variables under tf.init_scope(), so the function traces once
# (keras/src/backend/tensorflow/core.py compute_output_spec, Variable._deferred_initialize).
import tensorflow as tf
import keras


@tf.function
def f(x):
    scratch = tf.__internal__.FuncGraph("scratch_graph")
    with scratch.as_default():
        y = x * 2.0
        print("in the scratch graph:", y)
        z = tf.reduce_sum(y)
        print("in the scratch graph:", z)
    return x + 1.0


print(f(tf.constant([1.0, 2.0, 3.0])))
print([op.name for op in f.get_concrete_function(tf.TensorSpec([3])).graph.get_operations()])


class TwoLayers(keras.Model):
    def __init__(self):
        super().__init__()
        self.hidden = keras.layers.Dense(2, kernel_initializer="ones")
        self.out = keras.layers.Dense(1, kernel_initializer="ones")

    def call(self, inputs):
        return self.out(self.hidden(inputs))


model = TwoLayers()


@tf.function
def forward(x):
    print("tracing forward")
    return model(x)


print(forward(tf.ones((2, 3))))
print(forward.experimental_get_tracing_count(), [v.path for v in model.weights])
