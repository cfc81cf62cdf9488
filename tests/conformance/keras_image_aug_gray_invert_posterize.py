# RandomGrayscale, RandomInvert, RandomPosterization and Solarization (keras 3.11.3
# layers/preprocessing/image_preprocessing/random_grayscale.py, random_invert.py,
# random_posterization.py, solarization.py). Expected values: the seeded draws (uniform and
# int64 randint) computed with an independent Philox4x32-10 implementation of TF's stateless
# kernels ([seed, k] for the k-th draw of SeedGenerator(seed)), the layer arithmetic by hand
# in float32 from the sources. As the sources do, RandomGrayscale and RandomPosterization draw
# at inference too (the generator advances), RandomInvert and Solarization do not.
# test_random_posterization_basic and Solarization's test_output_values /
# test_only_values_above_threshold_are_solarized give exact values; error texts from the sources.
import numpy as np
import keras
from keras import layers

rgb = np.array([[[[10.0, 20.0, 30.0]]], [[[40.0, 50.0, 60.0]]], [[[70.0, 80.0, 90.0]]], [[[5.0, 0.0, 250.0]]]],
               "float32")
gray = keras.ops.image.rgb_to_grayscale(rgb).numpy()
g = layers.RandomGrayscale(factor=0.5, seed=4)
for training in (True, False, True):
    out = g(rgb, training=training).numpy()
    print(out.shape, [bool(np.allclose(o, gi, atol=0)) and not np.array_equal(o, r) for o, gi, r in zip(out, gray, rgb)])
print(g.compute_output_shape((4, 1, 1, 3)), {k: v for k, v in g.get_config().items() if k != "dtype"})
print(layers.RandomGrayscale(factor=1.0)(rgb[0]).numpy().tolist() == np.broadcast_to(gray[0], (1, 1, 3)).tolist())
try:
    layers.RandomGrayscale(factor=1.5)
except ValueError as e:
    print("ValueError:", e)

inv = layers.RandomInvert(seed=5)
print(inv.factor)
out = inv(rgb).numpy()
print([bool(np.array_equal(o, 255 - r)) for o, r in zip(out, rgb)])
print(np.array_equal(inv(rgb, training=False).numpy(), rgb))
out = inv(rgb).numpy()
print([bool(np.array_equal(o, 255 - r)) for o, r in zip(out, rgb)])
print(layers.RandomInvert(factor=(1.0, 1.0), value_range=(0, 1))(np.array([[[0.25, 1.0]]], "float32")).numpy().tolist())
print(np.array_equal(layers.RandomInvert(factor=0.0)(rgb).numpy(), rgb))
print({k: v for k, v in inv.get_config().items() if k != "dtype"})
for make in (lambda: layers.RandomInvert(factor=1.5), lambda: layers.RandomInvert(factor=-0.5)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

layer = layers.RandomPosterization(1, [0, 255], data_format="channels_last", seed=3481)
inputs = np.asarray([[[128.0, 235.0, 87.0], [12.0, 1.0, 23.0], [24.0, 18.0, 121.0]]])
print(layer(inputs).numpy().tolist())
white = np.full((4, 1, 1, 1), 255.0, "float32")
post = layers.RandomPosterization(factor=(1, 8), seed=3)
print(post.factor, post(white).numpy().reshape(-1).tolist())
print(post(white, training=False).numpy().reshape(-1).tolist())
print(post(white).numpy().reshape(-1).tolist())
print(layers.RandomPosterization(factor=4).factor, {k: v for k, v in post.get_config().items() if k != "dtype"})
for make in (lambda: layers.RandomPosterization(factor=9), lambda: layers.RandomPosterization(factor=0),
             lambda: layers.RandomPosterization(factor=2, value_range=255)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

sol = layers.Solarization(value_range=(0, 255))
for value in (0, 64, 127, 191, 255):
    out = sol(np.full((2, 2, 2, 3), value, "uint8"))
    print(value, out.dtype, np.unique(out.numpy()).tolist())
sol = layers.Solarization(threshold_factor=(128.0 / 255.0, 128.0 / 255.0), value_range=(0, 255))
print([np.unique(sol(np.full((2, 2, 2, 3), v, "uint8"))).tolist() for v in (0, 191, 255)])
sol = layers.Solarization(addition_factor=0.5, threshold_factor=0.5, seed=21)
px = np.array([[[[10.0, 100.0, 200.0]]], [[[10.0, 100.0, 200.0]]]], "float32")
print(sol(px).numpy().reshape(2, 3).tolist())
print(np.array_equal(sol(px, training=False).numpy(), px))
print({k: v for k, v in sol.get_config().items() if k != "dtype"})
for make in (lambda: layers.Solarization(addition_factor=1.5), lambda: layers.Solarization(addition_factor=(0.1, 0.2, 0.3)),
             lambda: layers.Solarization(threshold_factor="x"), lambda: layers.Solarization(value_range=(0, 1, 2))):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
