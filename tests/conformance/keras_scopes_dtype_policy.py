# Keras 3.11 top-level scopes and dtype policies. Expected text read off keras/src/layers/input_spec.py
# (InputSpec.__repr__, assert_input_compatibility's messages; Dense sets InputSpec(min_ndim=2,
# axes={-1: input_dim}) when built), keras/src/backend/common/name_scope.py (variable paths),
# stateless_scope.py, remat.py (RematScope's mode check), keras/src/ops/function.py,
# keras/src/dtype_policies/dtype_policy.py (DTypePolicy's names, reprs and errors, set_dtype_policy,
# "mixed_float16" = float16 compute with float32 variables), keras/src/layers/layer.py (Layer.dtype is
# the variable dtype; calls of a mixed layer run in an AutocastScope) and
# keras/src/trainers/trainer.py (compile wraps the optimizer in a LossScaleOptimizer named
# "loss_scale_optimizer" under "mixed_float16"); tests: dtype_policies/dtype_policy_test.py,
# layers/input_spec_test.py, backend/common/stateless_scope_test.py.
import numpy as np

import keras
from keras import layers

spec = keras.InputSpec(ndim=2, axes={-1: 3})
print(spec, keras.InputSpec(dtype="float32", shape=(None, 4)), keras.InputSpec(min_ndim=3))


class Needs2D(layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.input_spec = keras.InputSpec(ndim=2, axes={-1: 3})

    def call(self, x):
        return x


needs = Needs2D(name="needs2d")
print(needs(np.ones((2, 3))).shape)
for bad in (np.ones((2, 3, 1)), np.ones((2, 4))):
    try:
        needs(bad)
    except ValueError as e:
        print(e)
dense = layers.Dense(2, name="d3")
dense(np.ones((1, 3)))
print(dense.input_spec)
try:
    dense(np.ones((1, 4)))
except ValueError as e:
    print(e)

with keras.name_scope("outer"):
    v = keras.Variable(1.0, name="v")
    with keras.name_scope("inner"):
        w = keras.Variable(2.0, name="w")
print(v.path, w.path)
with keras.device("cpu:0"):
    t = keras.ops.ones((2,))
print(t.device)

state = keras.Variable(1.0, name="state")
with keras.StatelessScope(state_mapping=[(state, 2.0)]) as scope:
    print(float(state.value))
    state.assign(5.0)
    print(float(scope.get_current_value(state)))
print(float(state.numpy()))
with keras.SymbolicScope():
    pass

fx = keras.Input((2,), name="fx")
fn = keras.Function(fx, keras.ops.multiply(fx, 3.0), name="triple")
print(fn.name, keras.ops.convert_to_numpy(fn(np.array([[1.0, 2.0]], dtype="float32"))).tolist())
print(fn(keras.Input((2,))).shape)

print(keras.remat(lambda x: x * 2.0)(keras.ops.ones((2,))))
with keras.RematScope(mode="full"):
    out = layers.Dense(2, kernel_initializer="ones")(np.ones((1, 2)))
print(keras.ops.convert_to_numpy(out).tolist())
try:
    keras.RematScope(mode="sometimes")
except ValueError as e:
    print(e)


class Halves(keras.Initializer):
    def __call__(self, shape, dtype=None):
        return keras.ops.full(shape, 0.5, dtype=dtype)


class HalfL1(keras.Regularizer):
    def __call__(self, x):
        return 0.5 * keras.ops.sum(keras.ops.abs(x))


halves = layers.Dense(2, kernel_initializer=Halves())
print(keras.ops.convert_to_numpy(halves(np.ones((1, 2)))).tolist())
regularized = layers.Dense(2, kernel_initializer="ones", kernel_regularizer=HalfL1())
regularized.build((None, 2))
print([float(loss) for loss in regularized.losses])
print(isinstance(keras.initializers.Zeros(), keras.Initializer), isinstance(keras.regularizers.L2(), keras.Regularizer))

print(keras.config.dtype_policy(), keras.config.backend(), keras.config.set_backend("tensorflow"))
print(keras.config.enable_unsafe_deserialization())
policy = keras.DTypePolicy("mixed_float16")
print(policy, policy.name, policy.compute_dtype, policy.variable_dtype, policy.quantization_mode)
print(keras.FloatDTypePolicy("float64"), keras.DTypePolicy("float32") == keras.FloatDTypePolicy("float32"))
print(keras.dtype_policies.get("mixed_bfloat16").compute_dtype, keras.dtype_policies.get(None))
print(keras.dtype_policies.serialize(policy))
print(keras.dtype_policies.deserialize(keras.dtype_policies.serialize(policy)) == policy)
quantized = keras.dtype_policies.get("int8_from_float32")
print(quantized, quantized.quantization_mode, keras.dtype_policies.serialize(quantized))
print(keras.mixed_precision.Policy is keras.DTypePolicy, keras.mixed_precision.global_policy())
for bad in ("float8x", 1, 3):
    try:
        keras.DTypePolicy(bad) if bad != 3 else keras.config.set_dtype_policy(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

keras.mixed_precision.set_global_policy("mixed_float16")
print(keras.mixed_precision.global_policy(), keras.config.dtype_policy() is keras.mixed_precision.global_policy())
half = layers.Dense(2, kernel_initializer="ones", name="half")
print(half.dtype_policy, half.compute_dtype, half.variable_dtype, half.dtype)
y = half(np.ones((1, 3)))
print(y.dtype, half.kernel.dtype, half.kernel.value.dtype, keras.ops.convert_to_numpy(y).tolist())
print(layers.Dense(2, dtype="float32").dtype_policy)
model = keras.Sequential([keras.Input((3,)), layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
print(type(model.optimizer).__name__, type(model.optimizer.inner_optimizer).__name__, model.optimizer.name)
# One float16 training step per epoch: gradients of a float32 loss scaled by 2**15 stay finite,
# so the scale is kept (it doubles only after 2000 finite steps) and each step is applied.
classifier = keras.Sequential([keras.Input((4,)), layers.Dense(8, activation="relu"), layers.Dense(3),
                               layers.Activation("softmax", dtype="float32")])
classifier.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
features = np.random.default_rng(0).random((32, 4)).astype("float32")
history = classifier.fit(features, np.arange(32) % 3, epochs=2, verbose=0)
print(sorted(history.history), classifier.layers[0].kernel.dtype, classifier.predict(features[:2], verbose=0).dtype,
      classifier.layers[0](features[:2]).dtype)
print(float(classifier.optimizer.dynamic_scale), int(classifier.optimizer.step_counter),
      int(classifier.optimizer.iterations))
keras.config.set_dtype_policy("float32")
print(layers.Dense(2).dtype_policy)
