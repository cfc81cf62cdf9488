# MixUp, CutMix, RandAugment, AugMix and MaxNumBoundingBoxes (keras 3.11.3 layers/
# preprocessing/image_preprocessing/mix_up.py, cut_mix.py, rand_augment.py, aug_mix.py,
# max_num_bounding_box.py). Expected values: MixUp's seeded draws by hand from the sources
# (a shuffle of the batch indices, argsort of a uniform draw [seed, k], then Beta(alpha, alpha)
# with seeds [seed, k + 1] and [seed + 12, k + 13]) computed with an independent Python
# implementation of TF's stateless uniform and gamma kernels, mixing in float32; MixUp draws at
# inference too (the generator advances) but returns the images; mix_up_test's
# test_mix_up_basic_functionality and cut_mix_test's test_cut_mix_basic (exact images);
# CutMix/RandAugment/AugMix return images unchanged at inference and a single image unchanged
# for CutMix; get_config texts from the sources (AugMix's swaps num_chains and chain_depth);
# MaxNumBoundingBoxes.compute_output_shape as the source computes it; RandAugment inside
# tf.data.Dataset.map keeps the batch's static shape (every branch it selects between has it).
import numpy as np
import tensorflow as tf
from keras import layers

data = {"images": np.array([0.0, 10.0, 20.0, 30.0], "float32").reshape((4, 1, 1, 1)),
        "labels": np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [0.0, 1.0]], "float32")}
mix = layers.MixUp(alpha=0.2, seed=3)
out = mix(dict(data))
print(out["images"].numpy().reshape(-1).tolist())
print(out["labels"].numpy().tolist())
print(np.array_equal(mix(data["images"], training=False).numpy(), data["images"]))
out = mix(dict(data))
print(out["images"].numpy().reshape(-1).tolist())
print(out["labels"].numpy().tolist())
image = np.random.RandomState(0).random_sample((8, 8, 3))
print(np.allclose(layers.MixUp(alpha=1).transform_images(image, transformation={"mix_weight": 1, "permutation_order": [0]})[0], image))
print({k: v for k, v in mix.get_config().items() if k != "dtype"})

cut = layers.CutMix()
inputs = np.asarray([np.ones((2, 2, 1)), np.zeros((2, 2, 1))])
out = cut.transform_images(inputs, {"batch_masks": np.asarray([[[[False], [True]], [[False], [False]]],
                                                                [[[False], [False]], [[True], [False]]]]),
                                    "mix_weight": np.asarray([[[[0.7826548]]], [[[0.8133545]]]]),
                                    "permutation_order": np.asarray([0, 1])})
print(out.numpy().tolist())
grid = np.arange(2 * 3 * 3 * 1, dtype="float32").reshape((2, 3, 3, 1))
print(np.array_equal(cut(grid, training=False).numpy(), grid), np.array_equal(cut(grid[0]).numpy(), grid[0]))
print(cut.factor, {k: v for k, v in cut.get_config().items() if k not in ("dtype", "name")})

ra = layers.RandAugment(seed=1)
print(ra.factor, ra.random_posterization.factor, ra.solarization.addition_factor, ra.random_shear.x_factor)
images = np.random.RandomState(1).uniform(0, 255, size=(2, 8, 8, 3)).astype("float32")
print(np.array_equal(ra(images, training=False).numpy(), images))
out = ra(images).numpy()
print(out.shape, out.dtype, bool(np.isfinite(out).all()))
print({k: v for k, v in ra.get_config().items() if k not in ("dtype", "name")})
ds = tf.data.Dataset.from_tensor_slices(images).batch(2, drop_remainder=True).map(layers.RandAugment(seed=5))
print(ds.element_spec, [batch.shape for batch in ds])

am = layers.AugMix(num_chains=2, chain_depth=4, seed=2)
print(np.array_equal(am(images, training=False).numpy(), images), am.factor, am._augment_layers[-1])
print({k: v for k, v in am.get_config().items() if k not in ("dtype", "name")})
print(layers.AugMix(all_ops=False)._augment_layers)

mnb = layers.MaxNumBoundingBoxes(max_number=5)
print(np.array_equal(mnb(images).numpy(), images))
print(mnb.compute_output_shape({"images": (2, 8, 8, 3),
                                "bounding_boxes": {"boxes": (2, 3, 4), "labels": (2, 3)}}))
try:
    mnb.compute_output_shape({"bounding_boxes": {"boxes": (2, 3, 4), "labels": (2, 3), "scores": (2, 3)}})
except KeyError as e:
    print("KeyError:", e)
print({k: v for k, v in mnb.get_config().items() if k not in ("dtype", "name")})
