# AutoContrast, Equalization, RandomHue and RandomSaturation (keras 3.11.3 layers/
# preprocessing/image_preprocessing/auto_contrast.py, equalization.py, random_hue.py,
# random_saturation.py). Expected values: auto_contrast_test.py (per-channel stretch to
# [0, 85, 170, 255]; a flat channel keeps its values; [0, 0.5] in (0, 1) becomes [0, 1]),
# worked in float32 by hand (170 * 255 / 9 rounds to 170.00001525878906 in channel 0);
# Equalization by hand from its cdf lookup (four distinct values -> 0, 85, 170, 255; a single
# colour unchanged, as equalization_test.py's test_single_color_image); RandomHue: a hue shift
# of +-0.25 turns pure red into (127.5, 255, 0) or (127.5, 0, 255) exactly, the sign from the
# first seeded draw (-1 where it exceeds 0.5); RandomSaturation factor 0 gives grey (every
# channel the max, since it works on HSV without rescaling), 0.5 about no change (tests'
# atol 1e-3). Seeded transformation values from an independent Philox4x32-10 implementation
# of TF's stateless uniform ([seed, k] for the k-th draw), then Keras's float32 formulas.
import numpy as np
from keras import layers

img = np.array([[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]], "float32")
print(layers.AutoContrast(value_range=(0, 255))(img).numpy().tolist())
print(layers.AutoContrast()(np.ones((1, 2, 1, 1), "float32")).numpy().reshape(-1).tolist())
out = layers.AutoContrast()(np.array([[[[0]], [[128]]]], "uint8"))
print(out.dtype, out.numpy().reshape(-1).tolist())
print(layers.AutoContrast(value_range=(0, 1))(np.array([[[[0.0]], [[0.5]]]], "float32")).numpy().reshape(-1).tolist())
ac = layers.AutoContrast(value_range=(255, 0))
print({k: v for k, v in ac.get_config().items() if k != "dtype"}, ac.compute_output_shape((None, 4, 4, 3)))
try:
    layers.AutoContrast(value_range=[1])
except ValueError as e:
    print("ValueError:", e)

eq = layers.Equalization()
print(eq(np.array([[[[0.0], [50.0]], [[100.0], [200.0]]]], "float32")).numpy().reshape(-1).tolist())
print(np.unique(eq(np.full((1, 4, 4, 3), 128.0, "float32")).numpy()).tolist())
print(eq(np.array([[[[0.0], [50.0]], [[100.0], [200.0]]]], "float32"), training=False).numpy().reshape(-1).tolist())
eq01 = layers.Equalization(value_range=(0, 1), bins=256)
print(eq01(np.array([[[[0.0], [0.2]], [[0.4], [0.8]]]], "float32")).numpy().reshape(-1).tolist())
print({k: v for k, v in eq01.get_config().items() if k != "dtype"})
try:
    layers.Equalization(value_range=5)
except AttributeError as e:
    print("AttributeError:", e)

red = np.tile(np.array([255.0, 0.0, 0.0], "float32"), (4, 1, 1, 1))
hue = layers.RandomHue(factor=(0.5, 0.5), value_range=(0, 255), seed=6)
print(hue.factor, hue(red).numpy().reshape(4, 3).tolist())
print(hue(red, training=False).numpy().reshape(4, 3).tolist())
print(hue(red).numpy().reshape(4, 3).tolist())
cyan_gray = np.array([[[[0.0, 255.0, 255.0], [100.0, 100.0, 100.0]]]], "float32")
print(layers.RandomHue(factor=(1.0, 1.0), seed=1)(cyan_gray).numpy().tolist())
t = layers.RandomHue(factor=(0.1, 0.3), seed=12).get_random_transformation(np.zeros((3, 2, 2, 3), "float32"))
print(t["factor"].numpy().tolist())
hue0 = layers.RandomHue(factor=0.0, value_range=(0, 1))
x = np.random.RandomState(0).uniform(size=(2, 4, 4, 3)).astype("float32")
print(hue0.factor, np.allclose(hue0(x).numpy(), x, atol=1e-3, rtol=1e-5))
print({k: v for k, v in hue.get_config().items() if k != "dtype"})

sat0 = layers.RandomSaturation(factor=(0.0, 0.0))
print(sat0(np.array([[[[10.0, 20.0, 30.0], [90.0, 60.0, 30.0]]]], "float32")).numpy().tolist())
print(np.allclose(layers.RandomSaturation(factor=(0.5, 0.5))(x).numpy(), x, atol=1e-3, rtol=1e-5))
sat = layers.RandomSaturation(factor=(0.2, 0.8), seed=8)
print(sat.get_random_transformation(np.zeros((3, 2, 2, 3), "float32"))["factor"].numpy().tolist())
print(np.array_equal(sat(x, training=False).numpy(), x), layers.RandomSaturation(0.5).factor)
print({k: v for k, v in sat.get_config().items() if k != "dtype"})
for make in (lambda: layers.RandomHue(factor=1.5), lambda: layers.RandomHue(factor=-0.2),
             lambda: layers.RandomSaturation(factor=2), lambda: layers.RandomSaturation(0.5, value_range=(0, 1, 2))):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
