# Keras 3.11 Adagrad, Adadelta, Adamax, Nadam, Lion, Lamb, Ftrl and Adafactor
# (keras/src/optimizers/<name>.py), one section each. Values: each optimizer's
# keras/src/optimizers/<name>_test.py -- test_single_step (learning_rate=0.5, grads [1, 6, 7, 2] on
# [1, 2, 3, 4]; Adafactor also its 2-D case) and test_correctness_with_golden (the optimizer
# arguments there, one step of 0.01 then arange(0.1, 1.1, 0.1) on ones(10), 5 rows), which the
# tests check with allclose at 1e-4 / 5e-4. The printed 4-decimal values were checked against a
# float32 NumPy run of each update_step (same op order): it agrees with every test array within
# its tolerance (Lamb's golden rows 0.9982/0.9974/0.9965/0.9955 are 2e-4..5e-4 from the update
# rule's 0.9980/0.9970/0.9960/0.9950) and lies clear of every rounding boundary.
# Variables: `iteration` and `learning_rate` first (BaseOptimizer.__init__), then the slots made
# by build() on the first apply, under the optimizer's name scope: add_variable_from_reference
# names `{variable path with / -> _}_{slot}`, interleaved per variable (add_optimizer_variables):
# Adagrad accumulator (initial_accumulator_value), Adadelta accumulated_grad and
# accumulated_delta_var, Adamax momentum and norm, Nadam momentum and velocity and then the plain
# Variable(1.0) `_u_product` (default name "variable"), Lion momentum, Lamb momentum and velocity,
# Ftrl accumulator and linear, Adafactor per variable r and c (a rank < 2 variable gets two int
# Variable(0) placeholders named after it; rank 2 gets add_variable(shape=var.shape[:-1] /
# var.shape[:-2] + (var.shape[-1],), name=var.name)) and then velocity. get_config:
# base_optimizer.py get_config (learning_rate as float(variable)) plus each optimizer's keys.
# String names: optimizers/__init__.py ALL_OBJECTS (lower-cased class names; Lamb is not in it,
# so deserialize_keras_object hands the name back and get("lamb") raises "Could not interpret
# optimizer identifier"). Tracing: the first apply_gradients builds the slots
# inside the tf.function's first trace, so TF traces it again with variable creation forbidden
# (polymorphic_function.py), and the second call reuses the graph: 2 traces in all.
import numpy as np
import tensorflow as tf
import keras
from keras import ops, optimizers


def show(label, v):
    print(label, [f"{x:.4f}" for x in np.asarray(v).reshape(-1).tolist()])


def run(cls, golden_kwargs):
    print("==", cls.__name__)
    optimizer = cls(learning_rate=0.5)
    print(optimizer.name, [v.path for v in optimizer.variables])
    var = keras.Variable([1.0, 2.0, 3.0, 4.0])
    optimizer.apply_gradients(zip([ops.array([1.0, 6.0, 7.0, 2.0])], [var]))
    show("single step", var)
    print([(v.path, v.shape, v.dtype) for v in optimizer.variables])
    optimizer = cls(**golden_kwargs)
    x = keras.Variable(np.ones([10]))
    grads = ops.arange(0.1, 1.1, 0.1)
    optimizer.apply_gradients(zip([ops.full((10,), 0.01)], [x]))
    for i in range(5):
        show(f"step {i + 1}", x)
        optimizer.apply_gradients(zip([grads], [x]))
    print(int(optimizer.iterations.numpy()), optimizer.get_config())
    try:
        print(type(optimizers.get(cls.__name__.lower())).__name__)
    except (TypeError, ValueError) as e:
        print(f"{type(e).__name__}:", e)
    w = keras.Variable([1.0, 2.0], name="w")
    optimizer = cls()

    @tf.function
    def step(g):
        print("  tracing step")
        optimizer.apply_gradients([(g, w)])

    step(tf.constant([0.1, 0.2]))
    step(tf.constant([0.3, 0.4]))
    print("traces:", step.experimental_get_tracing_count(), "iterations:", int(optimizer.iterations.numpy()),
          [v.path for v in optimizer.variables])


run(optimizers.Adagrad, dict(learning_rate=0.2, initial_accumulator_value=0.3, epsilon=1e-6))
run(optimizers.Adadelta, dict(learning_rate=1.0, rho=0.8, epsilon=1e-6))
run(optimizers.Adamax, dict(learning_rate=0.2, beta_1=0.85, beta_2=0.95, epsilon=1e-6))
run(optimizers.Nadam, dict(learning_rate=0.5, beta_1=0.5, beta_2=0.67, epsilon=1e-5))
run(optimizers.Lion, {})
run(optimizers.Lamb, {})
run(optimizers.Ftrl, dict(learning_rate=0.05, learning_rate_power=-0.2, initial_accumulator_value=0.4,
                          l1_regularization_strength=0.05, l2_regularization_strength=0.15,
                          l2_shrinkage_regularization_strength=0.01, beta=0.3))
run(optimizers.Adafactor, dict(learning_rate=0.5, beta_2_decay=-0.65, epsilon_1=1e-15, epsilon_2=1e-4,
                               clip_threshold=0.9, relative_step=False))
optimizer = optimizers.Adafactor(learning_rate=0.5)
var2 = keras.Variable([[1.0, 2.0], [3.0, 4.0]], name="w2")
optimizer.apply_gradients(zip([np.array([[1.0, 6.0], [7.0, 2.0]])], [var2]))
show("adafactor single step 2d", var2)
print([(v.path, v.shape, v.dtype) for v in optimizer.variables])
for make in (lambda: optimizers.Lion(beta_1=0.0), lambda: optimizers.Ftrl(initial_accumulator_value=-0.1),
             lambda: optimizers.Ftrl(learning_rate_power=0.1), lambda: optimizers.Adagrad(foo=1)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
