# How often the Python body of a user `@tf.function` train step runs with Keras 3.11 models and
# optimizers. TF traces a function again, with variable creation
# forbidden, when its first trace created variables (polymorphic_function.py Function._call), so
# the body runs twice on the first call exactly when that call creates variables, and the tracing
# count is then 2. What creates variables inside the first trace: a Sequential without an Input
# (built by its first call, Sequential.build -> Dense.build -> add_weight), and the first
# apply_gradients of an optimizer with slots (Adam m/v, SGD momentum, RMSprop velocity:
# BaseOptimizer.apply -> build). Not inside it: models built beforehand (Input, Functional),
# SGD() without momentum (no slots), an optimizer built with optimizer.build(...), and a subclassed
# model without build(), whose variables are created by compute_output_spec under a StatelessScope
# and initialized under tf.init_scope() (Layer._maybe_build, backend/common/variables.py
# _deferred_initialize). Later calls with the same input signature run no Python; a new batch
# size (reduce_retracing=False) traces once more, creating nothing.
# stderr: every `run` makes a new train_step from the same code, so tf.function's
# frequent-retracing detector (keyed by the code object; 5 traced calls within the last 10
# calls, at most 2 warnings) warns on the third run's first call (9 calls) and after its batch
# of 2 (12 calls).
import tensorflow as tf
import keras
from keras import layers

# Fixed seeds: the lazily built models create their weights inside the traces, so the traced
# graphs (in the run result) hold the initializers' seeds; the printed text does not depend on them.
keras.utils.set_random_seed(0)
x = tf.ones((4, 3))
y = tf.zeros((4, 1))


class Subclassed(keras.Model):
    def __init__(self):
        super().__init__()
        self.hidden = layers.Dense(2)
        self.out = layers.Dense(1)

    def call(self, inputs, training=False):
        return self.out(self.hidden(inputs))


def lazy():
    return keras.Sequential([layers.Dense(2), layers.Dense(1)])


def built():
    return keras.Sequential([keras.Input(shape=(3,)), layers.Dense(2), layers.Dense(1)])


def functional():
    inputs = keras.Input(shape=(3,))
    return keras.Model(inputs, layers.Dense(1)(layers.Dense(2)(inputs)))


def run(label, model, optimizer, prebuild=False):
    loss_fn = keras.losses.MeanSquaredError()
    if prebuild:
        optimizer.build(model.trainable_variables)

    @tf.function
    def train_step(x, y):
        print("  tracing train_step")
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    print(label)
    for _ in range(3):
        train_step(x, y)
    print("  traces:", train_step.experimental_get_tracing_count(), "iterations:", int(optimizer.iterations.numpy()),
          "optimizer variables:", len(optimizer.variables))
    train_step(x[:2], y[:2])
    print("  after a batch of 2:", train_step.experimental_get_tracing_count())


run("lazy Sequential + SGD()", lazy(), keras.optimizers.SGD())
run("lazy Sequential + Adam", lazy(), keras.optimizers.Adam())
run("built Sequential + Adam", built(), keras.optimizers.Adam())
run("built Sequential + SGD(momentum=0.9)", built(), keras.optimizers.SGD(momentum=0.9))
run("built Sequential + RMSprop", built(), keras.optimizers.RMSprop())
run("built Sequential + SGD()", built(), keras.optimizers.SGD())
run("Functional + Adam built beforehand", functional(), keras.optimizers.Adam(), prebuild=True)
run("subclassed + Adam", Subclassed(), keras.optimizers.Adam())
run("subclassed + SGD()", Subclassed(), keras.optimizers.SGD())
