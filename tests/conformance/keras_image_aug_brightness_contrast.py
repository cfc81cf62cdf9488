# RandomBrightness and RandomContrast (keras 3.11.3 layers/preprocessing/image_preprocessing/
# random_brightness.py, random_contrast.py). Expected values: seeded draws follow Keras's
# SeedGenerator (the k-th draw of SeedGenerator(s) seeds TF's stateless_random_uniform with
# [s, k]); the uniform floats were computed with an independent Philox4x32-10 implementation
# of TF's GenerateKey + Uint32ToFloat (it reproduces a published Dense-kernel vector of
# Keras 3 on TF, seed 595750036) and the layer arithmetic done by hand in float32 from the
# sources: brightness x + u * 255 clipped to value_range; contrast (x - mean) * f + mean with
# f uniform in [1 - lower, 1 + upper]. Inference (training=False) returns the input and draws
# nothing. Error texts from the sources (random_brightness_test.py checks their prefixes).
import numpy as np
import tensorflow as tf
from keras import layers

x = np.full((2, 2, 2, 3), 10.0, "float32")
b = layers.RandomBrightness(factor=(0.1, 0.5), seed=7)
out1 = b(x)                  # draw [7, 0]
out2 = b(x, training=False)  # no draw
out3 = b(x)                  # draw [7, 1]
print(out1.numpy()[:, 0, 0, 0].tolist(), all(np.all(o == o[0, 0, 0]) for o in out1.numpy()))
print(np.array_equal(out2.numpy(), x), out2.dtype)
print(out3.numpy()[:, 0, 0, 0].tolist())
one = layers.RandomBrightness(factor=0.5, value_range=(0, 1), seed=3)(np.full((2, 2, 1), 0.75, "float32"))
print(one.shape, one.numpy().reshape(-1).tolist())
ints = layers.RandomBrightness(factor=(0.1, 0.5), seed=7)(np.full((2, 1, 1, 1), 10, "int64"))
print(ints.dtype, ints.numpy().reshape(-1).tolist())
print(b.compute_output_shape((None, 8, 8, 3)), len(b.non_trainable_variables))
cfg = b.get_config()
print({k: v for k, v in cfg.items() if k != "dtype"})

img = np.array([[[[0.0], [10.0]], [[20.0], [30.0]]]], "float32")
c = layers.RandomContrast(factor=0.5, seed=11)
print(c.factor)
print(c(img).numpy().reshape(-1).tolist())
print(np.array_equal(c(img, training=False).numpy(), img))
print(c(img).numpy().reshape(-1).tolist())
c2 = layers.RandomContrast(factor=(0.2, 0.4), value_range=(0, 20), seed=5)
print(c2.factor, c2(img).numpy().reshape(-1).tolist())
print({k: v for k, v in c2.get_config().items() if k != "dtype"})

for make in (lambda: layers.RandomBrightness(factor=1.1), lambda: layers.RandomBrightness(factor=-1.1),
             lambda: layers.RandomBrightness(factor=[0.1]), lambda: layers.RandomBrightness(factor="big"),
             lambda: layers.RandomBrightness(0.1, value_range="incorrect_type"),
             lambda: layers.RandomBrightness(0.1, value_range=[10]),
             lambda: layers.RandomContrast(factor=1.5), lambda: layers.RandomContrast(factor=-0.1),
             lambda: layers.RandomContrast(factor=(0.2, 0.4, 0.6))):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.RandomBrightness(0.1)(np.ones((10, 10), "float32"), training=True)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[2])

ds = tf.data.Dataset.from_tensor_slices(np.full((4, 2, 2, 3), 100.0, "float32")).batch(2)
for batch in ds.map(layers.RandomBrightness(factor=(0.2, 0.2), seed=1)):
    print(batch.shape, batch.numpy()[:, 0, 0, 0].tolist())
