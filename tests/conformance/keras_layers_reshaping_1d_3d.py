# Keras 3.11 1-D and 3-D reshaping layers (keras/src/layers/reshaping/cropping1d.py,
# cropping3d.py, up_sampling1d.py, up_sampling3d.py, zero_padding1d.py, zero_padding3d.py) on
# the TensorFlow backend. The values are hand computations on small aranges (shown in the
# comments); compute_output_shape and get_config follow those files (UpSampling1D's
# compute_output_shape returns a list, as Keras's does); the error texts are theirs and
# argument_validation.standardize_tuple's; those raised in call() come wrapped by
# Operation.__call__ (traceback_utils.inject_argument_info_in_traceback).
import numpy as np
import keras
from keras import layers

s = np.arange(12, dtype="float32").reshape(1, 6, 2)
v = np.arange(8, dtype="float32").reshape(1, 2, 2, 2, 1)


def show(name, y):
    print(name, tuple(y.shape), y.numpy()[0].tolist())


# Cropping1D((1, 2)) keeps steps 1, 2, 3 of six: [[2, 3], [4, 5], [6, 7]].
show("crop1d", layers.Cropping1D((1, 2))(s))
show("crop1d default", layers.Cropping1D()(s))
show("crop1d end 0", layers.Cropping1D((4, 0))(s))
# UpSampling1D repeats each step: [[0, 1], [0, 1], [0, 1], [2, 3], ...].
show("upsample1d", layers.UpSampling1D(3)(s[:, :2]))
# ZeroPadding1D adds zero steps: 1 before and 2 after, or channels first the feature axis.
show("pad1d", layers.ZeroPadding1D((1, 2))(s[:, :2]))
show("pad1d channels_first", layers.ZeroPadding1D(1, data_format="channels_first")(s[:, :2]))

c = np.arange(64, dtype="float32").reshape(1, 4, 4, 4, 1)
# Cropping3D with ((1, 1), (0, 2), (3, 0)) keeps c[1:3, 0:2, 3:4]: 16d + 4h + w.
y = layers.Cropping3D(((1, 1), (0, 2), (3, 0)))(c)
print("crop3d", tuple(y.shape), y.numpy().reshape(-1).tolist())
y = layers.Cropping3D()(c)
print("crop3d default", tuple(y.shape), y.numpy().reshape(-1).tolist())
y = layers.Cropping3D(1, data_format="channels_first")(np.ones((1, 2, 3, 4, 5)))
print("crop3d channels_first", tuple(y.shape))
# UpSampling3D repeats along each spatial axis: v[d // 2, h // 1, w // 2].
y = layers.UpSampling3D((2, 1, 2))(v)
print("upsample3d", tuple(y.shape), y.numpy()[0, :, :, :, 0].tolist())
print("upsample3d channels_first", tuple(layers.UpSampling3D(data_format="channels_first")(np.ones((1, 3, 1, 2, 2))).shape))
# ZeroPadding3D: a 2^3 volume padded by 1 on every side is 4^3, its sum unchanged (28).
y = layers.ZeroPadding3D()(v)
print("pad3d", tuple(y.shape), float(np.sum(y.numpy())), y.numpy()[0, 1, 1, :, 0].tolist())
y = layers.ZeroPadding3D(((0, 1), 2, (1, 0)))(v)
print("pad3d mixed", tuple(y.shape), y.numpy()[0, 0, 2, :, 0].tolist())

print(layers.Cropping1D((1, 2)).compute_output_shape((None, 6, 2)))
print(layers.Cropping1D().compute_output_shape((None, None, 2)))
print(layers.UpSampling1D(3).compute_output_shape((None, 5, 2)))
print(layers.ZeroPadding1D(2).compute_output_shape((None, 5, 2)))
print(layers.Cropping3D().compute_output_shape((None, 4, None, 6, 2)))
print(layers.UpSampling3D(2).compute_output_shape((None, 2, 3, None, 1)))
print(layers.ZeroPadding3D(2).compute_output_shape((None, 2, 3, 4, 1)))

print(layers.Cropping1D((1, 2), name="c1").get_config())
print(layers.Cropping3D(2, name="c3").get_config())
print(layers.UpSampling1D(name="u1").get_config())
print(layers.UpSampling3D((1, 2, 3), name="u3").get_config())
print(layers.ZeroPadding1D(name="z1").get_config())
print(layers.ZeroPadding3D((1, 2, 3), name="z3").get_config())

model = keras.Sequential([
    keras.Input(shape=(8, 3)),
    layers.ZeroPadding1D(1),
    layers.Cropping1D((2, 0)),
    layers.UpSampling1D(),
    layers.Flatten(),
    layers.Dense(1, kernel_initializer="ones"),
])
model.summary()
model.compile(optimizer=keras.optimizers.SGD(0.001), loss="mse")
losses = model.fit(np.ones((4, 8, 3)), np.zeros((4, 1)), epochs=3, verbose=0).history["loss"]
print(len(losses), losses[2] < losses[1] < losses[0])
model3 = keras.Sequential([
    keras.Input(shape=(4, 4, 4, 1)),
    layers.ZeroPadding3D(1),
    layers.Cropping3D(((0, 2), 1, (2, 0))),
    layers.UpSampling3D(),
])
print(model3.output_shape)

for make in (lambda: layers.Cropping1D((1, 2, 3)), lambda: layers.Cropping1D(-1), lambda: layers.Cropping3D(-1),
             lambda: layers.Cropping3D((1, 2)), lambda: layers.Cropping3D("a"), lambda: layers.ZeroPadding3D((1, 2)),
             lambda: layers.ZeroPadding3D(1.5), lambda: layers.ZeroPadding1D((1, -1)), lambda: layers.UpSampling3D((2, 2)),
             lambda: layers.Cropping3D(((1, 1), (1, 1), (1, 1, 1)))):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
for layer, shape in ((layers.Cropping1D((3, 3)), (1, 6, 2)), (layers.Cropping3D(2), (1, 4, 5, 5, 1))):
    try:
        layer(np.ones(shape))
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.Cropping1D((3, 4)).compute_output_shape((None, 6, 2))
except ValueError as e:
    print("ValueError:", e)
try:
    layers.UpSampling1D(name="up")(np.ones((2, 3)))
except ValueError as e:
    print("ValueError:", e)
