# Keras 3.11 ELU, PReLU, GaussianNoise, GaussianDropout, AlphaDropout, ActivityRegularization,
# UnitNormalization, GroupNormalization and RMSNormalization on the TensorFlow backend.
# Expected values: GroupNormalization's test_correctness_1d/2d (group_normalization_test.py,
# -0.898 ... -1.616 and -1.0 ... -1.507) and RMSNormalization's test_output
# (rms_normalization_test.py, 0.18731716 ...), printed to 4 decimals after recomputing them by hand
# from the layers' formulas ((x - mean) / sqrt(var + 1e-3); x / sqrt(mean(x^2) + 1e-6)); ELU
# (x or alpha * (exp(x) - 1)), PReLU (x or alpha * x), UnitNormalization ([3, 4] / 5) and
# ActivityRegularization (l1 * sum|x| + l2 * sum x^2) by hand; AlphaDropout's a and b from its
# formula (rate 0.5: a = 0.886405, a * alpha_p + b = -0.779194); the noise layers' properties
# (identity unless training, the noise's mean and spread; SpatialDropout drops whole channels,
# keeping the rest scaled by 2 at rate 0.5) and weight/seed-generator counts from
# the layers' tests.
import numpy as np
import keras
from keras import layers


def rounded(y, n=4):
    """Nested lists of Python floats rounded to n decimals."""
    y = np.asarray(y).tolist()
    return [rounded(v, n) for v in y] if isinstance(y, list) else round(y, n)


x = np.array([[-2.0, -0.5, 0.0, 1.5]])
print(rounded(layers.ELU()(x)), rounded(layers.ELU(alpha=0.7)(x)))
prelu = layers.PReLU(alpha_initializer=keras.initializers.Constant(0.25), shared_axes=(1, 2))
print(rounded(prelu(np.array([[[[-4.0, 2.0, -1.0]]]]))), [(w.path, tuple(w.shape)) for w in prelu.weights])
print(layers.PReLU()(np.ones((2, 3, 5))).shape)

data = np.ones((200, 50), "float32")
for layer in (layers.GaussianNoise(0.5, seed=1), layers.GaussianDropout(0.5, seed=2)):
    same = np.array_equal(layer(data).numpy(), data)
    noisy = layer(data, training=True).numpy()
    print(type(layer).__name__, same, abs(float(noisy.mean()) - 1.0) < 0.05,
          abs(float(noisy.std()) - (0.5 if isinstance(layer, layers.GaussianNoise) else 1.0)) < 0.05,
          len(layer.weights), len(layer.non_trainable_variables))
alpha = layers.AlphaDropout(0.5, seed=3)
out = alpha(data, training=True).numpy()
kept, dropped = np.isclose(out, 0.886405 + 0.779194, atol=1e-5), np.isclose(out, -0.779194, atol=1e-5)
print("AlphaDropout", bool(np.all(kept | dropped)), 0.4 < float(kept.mean()) < 0.6, np.array_equal(alpha(data).numpy(), data))
for layer, shape in ((layers.SpatialDropout1D(0.5, seed=4), (4, 6, 8)), (layers.SpatialDropout2D(0.5, seed=5), (4, 3, 3, 8)),
                     (layers.SpatialDropout3D(0.5, seed=6), (2, 2, 2, 2, 8))):
    out = layer(np.ones(shape, "float32"), training=True).numpy().reshape((shape[0], -1, shape[-1]))
    print(type(layer).__name__, bool(np.all((out == out[:, :1, :]) & ((out == 0) | (out == 2)))),
          np.array_equal(layer(np.ones(shape, "float32")).numpy(), np.ones(shape)))
for bad in (lambda: layers.GaussianNoise(2.0), lambda: layers.AlphaDropout(1.5)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)

reg = layers.ActivityRegularization(l1=0.1, l2=0.01)
model = keras.Sequential([keras.Input(shape=(2,)), reg])
model(np.array([[1.0, -2.0]]))
print(rounded(model.losses[0]), reg.get_config()["l1"], "activity_regularizer" in reg.get_config())

print(rounded(layers.UnitNormalization()(np.array([[3.0, 4.0]]))))
print(rounded(np.sum(layers.UnitNormalization(axis=(1, 2))(np.arange(1, 19, dtype="float32").reshape((2, 3, 3))) ** 2, axis=(1, 2))))
try:
    layers.UnitNormalization(axis={"axis": -1})
except TypeError as e:
    print("TypeError:", e)

inputs = np.array([[-1.0, -1.0, 1.0, 1.0, 2.0, 2.0, 0, -2.0]])
print(rounded(layers.GroupNormalization(groups=1, axis=-1, scale=False, center=False)(inputs)))
print(rounded(layers.GroupNormalization(groups=2, axis=1, scale=False, center=False)(inputs)))
inputs = np.array([[[-1.0, -1.0, 2.0, 2.0], [1.0, 1.0, 0, -2.0]]])
print(rounded(layers.GroupNormalization(groups=2, axis=2, scale=False, center=False)(inputs)))
gn = layers.GroupNormalization(groups=4)
gn(np.ones((3, 4, 32)))
print([(w.path, tuple(w.shape)) for w in gn.weights])
for groups in (64, 5):
    try:
        layers.GroupNormalization(groups=groups)(np.ones((2, 32)))
    except ValueError as e:
        print("ValueError:", e)

rms = layers.RMSNormalization()
print(rounded(rms(np.arange(10).astype("float32")[None, :])), [(w.path, tuple(w.shape)) for w in rms.weights])
