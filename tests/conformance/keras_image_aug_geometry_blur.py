# RandomColorDegeneration, RandomColorJitter, RandomSharpness, RandomShear, RandomGaussianBlur,
# RandomErasing, RandomPerspective and RandomElasticTransform (keras 3.11.3 layers/
# preprocessing/image_preprocessing/). Expected values: exact cases from the sources by hand
# (degeneration factor 0 keeps images; the 3x3 sharpness kernel [1/13 around, 5/13 centre] on a
# single 13 gives 5 in the centre and 1 around, so factor 0 returns that and factor 1 returns
# 2x - smoothed clipped to [0, 255]; a shear of x by +-1 with nearest sampling and constant fill
# moves row y by y pixels, the sign from the first seeded draw); from the tests:
# random_gaussian_blur_test's test_random_erasing_basic (0.7273), random_erasing_test's
# test_random_erasing_basic and no-op cases, random_perspective_test's
# test_random_perspective_basic; RandomColorJitter with only a brightness factor draws from its
# own SeedGenerator exactly as RandomBrightness(seed=7) does (values of
# keras_image_aug_brightness_contrast). Seeded transformation values from an independent
# Philox4x32-10 implementation of TF's stateless uniform ([seed, k] for the k-th draw).
import numpy as np
from keras import layers

rgb = np.array([[[[10.0, 20.0, 30.0], [200.0, 100.0, 0.0]]]], "float32")
print(np.array_equal(layers.RandomColorDegeneration(factor=(0.0, 0.0))(rgb).numpy(), rgb))
deg = layers.RandomColorDegeneration(factor=(0.2, 0.6), seed=9)
print(deg.get_random_transformation(np.zeros((3, 2, 2, 3), "float32"))["factor"].numpy().reshape(-1).tolist())
full = layers.RandomColorDegeneration(factor=(1.0, 1.0))(rgb).numpy()
print(np.allclose(full, np.repeat(np.dot(rgb, [0.2989, 0.5870, 0.1140])[..., None], 3, -1), atol=1e-4))
print({k: v for k, v in deg.get_config().items() if k != "dtype"})

jitter = layers.RandomColorJitter(brightness_factor=(0.1, 0.5), seed=7)
x = np.full((2, 2, 2, 3), 10.0, "float32")
print(jitter(x).numpy()[:, 0, 0, 0].tolist(), np.array_equal(jitter(x, training=False).numpy(), x))
print(jitter(x).numpy()[:, 0, 0, 0].tolist())
print({k: v for k, v in jitter.get_config().items() if k != "dtype"})
jitter = layers.RandomColorJitter(value_range=(0, 1), brightness_factor=0.2, contrast_factor=0.2, saturation_factor=0.5,
                                  hue_factor=0.2, seed=1)
out = jitter(np.random.RandomState(1).uniform(size=(2, 4, 4, 3)).astype("float32")).numpy()
print(out.shape, out.dtype, bool(out.min() >= 0.0 and out.max() <= 1.0))

dot = np.zeros((1, 3, 3, 1), "float32")
dot[0, 1, 1, 0] = 13.0
print(layers.RandomSharpness(factor=(0.0, 0.0))(dot).numpy().reshape(3, 3).tolist())
print(layers.RandomSharpness(factor=(1.0, 1.0))(dot).numpy().reshape(3, 3).tolist())
print(np.array_equal(layers.RandomSharpness(factor=(0.5, 0.5))(dot).numpy(), dot))
sharp = layers.RandomSharpness(factor=(0.1, 0.9), seed=10)
print(sharp.get_random_transformation(dot.repeat(2, 0))["factor"].numpy().tolist())
print({k: v for k, v in sharp.get_config().items() if k != "dtype"})
try:
    layers.RandomSharpness(factor=1.5)
except ValueError as e:
    print("ValueError:", e)

grid = np.arange(9, dtype="float32").reshape((1, 3, 3, 1))
for seed in (2, 3):
    shear = layers.RandomShear(x_factor=(1.0, 1.0), interpolation="nearest", fill_mode="constant", seed=seed)
    print(shear(grid).numpy().reshape(3, 3).tolist())
print(np.array_equal(layers.RandomShear(interpolation="nearest", seed=1)(grid).numpy(), grid),
      np.array_equal(shear(grid, training=False).numpy(), grid))
shear = layers.RandomShear(x_factor=(0.1, 0.4), y_factor=0.3, seed=5)
print(shear.x_factor, shear.y_factor,
      shear.get_random_transformation(np.zeros((2, 3, 3, 1), "float32"))["shear_factor"].numpy().tolist())
print({k: v for k, v in shear.get_config().items() if k != "dtype"})
for make in (lambda: layers.RandomShear(x_factor=1.5), lambda: layers.RandomShear(y_factor=(0.1, 0.2, 0.3)),
             lambda: layers.RandomShear(fill_mode="bogus"), lambda: layers.RandomShear(interpolation="cubic")):
    try:
        make()
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)

blur = layers.RandomGaussianBlur()
out = blur.transform_images(np.ones((1, 2, 2, 3)), {"blur_factor": np.array([0.3732, 0.8654], "float32"),
                                                   "should_apply_blur": np.array([True])})
print(np.round(out.numpy(), 4).reshape(-1).tolist())
print(np.array_equal(layers.RandomGaussianBlur(factor=0.0, seed=3)(grid).numpy(), grid),
      np.array_equal(blur(grid, training=False).numpy(), grid))
print({k: v for k, v in blur.get_config().items() if k not in ("dtype", "name")})
for make in (lambda: layers.RandomGaussianBlur(kernel_size=2), lambda: layers.RandomGaussianBlur(kernel_size=(3, 5, 7)),
             lambda: layers.RandomGaussianBlur(sigma=2.0), lambda: layers.RandomGaussianBlur(factor=2.0)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

erase = layers.RandomErasing()
out = erase.transform_images(np.ones((2, 2, 1)), {"apply_erasing": np.asarray([True]),
                                                  "batch_masks": np.asarray([[[[True], [False]], [[False], [False]]]]),
                                                  "fill_value": 0})
print(out.numpy().tolist())
img = np.random.RandomState(3481).randint(0, 255, size=(16, 16, 3))
print(np.allclose(layers.RandomErasing(factor=0)(img).numpy(), img), np.allclose(layers.RandomErasing(scale=0)(img).numpy(), img))
print(np.array_equal(erase(grid, training=False).numpy(), grid), erase.scale, erase.factor)
try:
    layers.RandomErasing(scale=1.5)
except ValueError as e:
    print("ValueError:", e)

persp = layers.RandomPerspective()
out = persp.transform_images(np.ones((4, 4, 1)), {
    "apply_perspective": np.array([True]),
    "start_points": np.array([[[0.0, 0.0], [3.0, 0.0], [0.0, 3.0], [3.0, 3.0]]]),
    "end_points": np.array([[[0.0, 0.0], [1, 0.0], [0.0, 1], [1, 1]]]), "input_shape": np.array((4, 4, 1))})
print(np.round(out.numpy(), 4).reshape(4, 4).tolist())
print(np.array_equal(layers.RandomPerspective(factor=0.0, seed=2)(grid).numpy(), grid),
      np.array_equal(persp(grid, training=False).numpy(), grid))
print({k: v for k, v in persp.get_config().items() if k not in ("dtype", "name")})
for make in (lambda: layers.RandomPerspective(scale=1.5), lambda: layers.RandomPerspective(interpolation="cubic")):
    try:
        make()
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)

elastic = layers.RandomElasticTransform(seed=4)
images = np.random.RandomState(2).uniform(0, 255, size=(2, 8, 8, 3)).astype("float32")
out = elastic(images).numpy()
print(out.shape, bool(out.min() >= 0 and out.max() <= 255), np.array_equal(elastic(images, training=False).numpy(), images))
print(np.array_equal(layers.RandomElasticTransform(factor=0.0)(images).numpy(), images),
      np.array_equal(layers.RandomElasticTransform(scale=0.0)(images).numpy(), images))
print({k: v for k, v in elastic.get_config().items() if k not in ("dtype", "name")})
try:
    layers.RandomElasticTransform(interpolation="cubic")
except NotImplementedError as e:
    print("NotImplementedError:", e)
