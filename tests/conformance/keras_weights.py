# Keras 3.11 weights: reproducible initialisation, get/set_weights, trainable state, count_params.
# - The first block reproduces a real Keras 3 output found in a public report (random.seed(333),
#   np.random.seed(333), tf.random.set_seed(333), then three Dense layers).
# - Kernel values: GlorotUniform (initializers/random_initializers.py VarianceScaling, limit
#   sqrt(6/(fan_in+fan_out))) seeded by python `random.randint(1, 10**9)` drawn when the
#   initializer is constructed (random/seed_generator.py make_default_seed), through TF's
#   stateless_uniform (Philox4x32-10, seed [s, 0]); keras.utils.set_random_seed seeds Python's
#   random (utils/rng_utils.py). The values were derived with an independent Philox
#   re-implementation that reproduces that real output bit for bit. Dropout's SeedGenerator
#   draws one seed too (its state is [seed, 0], named seed_generator/seed_generator_state); a
#   seeded GlorotUniform(seed=1) gives the same values at every call.
# - get_weights/set_weights and their ValueError texts, count_params and its error, trainable
#   setter and the (non_)trainable_weights/variables lists: layers/layer.py. BatchNormalization
#   creates gamma, beta (trainable) then moving_mean, moving_variance (non-trainable)
#   (layers/normalization/batch_normalization.py build), so 4*C parameters.
import random

import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(333); np.random.seed(333); tf.random.set_seed(333)
model = keras.Sequential(); model.add(layers.Dense(3, input_dim=1)); model.add(layers.Dense(2)); model.add(layers.Dense(1))
print(model.weights)

keras.utils.set_random_seed(42)
d1 = layers.Dense(3)
d2 = layers.Dense(1)
m = keras.Sequential([d1, d2])
m(np.ones((1, 2)))
print(d1.kernel.numpy().tolist())
print(d2.kernel.numpy().tolist())
print(d1.bias.numpy().tolist(), d2.bias.numpy().tolist())
print([w.path for w in m.weights])

keras.utils.set_random_seed(7)
drop = layers.Dropout(0.5)
dense = layers.Dense(2)
print(random.randint(1, int(1e9)))
print([v.path for v in drop.variables], drop.weights, drop.variables[0].numpy().tolist())
dense.build((None, 2))
print(dense.kernel.numpy().tolist())

init = keras.initializers.GlorotUniform(seed=1)
print(init(shape=(2, 2)).numpy().tolist())
print(init(shape=(2, 2)).numpy().tolist())

dense = layers.Dense(2, kernel_initializer="ones", bias_initializer="zeros")
try:
    dense.count_params()
except ValueError as e:
    print("ValueError:", e)
dense.build((None, 3))
print(dense.count_params())
weights = dense.get_weights()
print(type(weights), len(weights), type(weights[0]), [w.shape for w in weights], weights[0].dtype)
print(weights[0].tolist(), weights[1].tolist())
try:
    dense.set_weights([np.zeros((3, 2))])
except ValueError as e:
    print("ValueError:", e)
try:
    dense.set_weights([np.zeros((2, 3)), np.zeros((2,))])
except ValueError as e:
    print("ValueError:", e)
dense.set_weights([np.full((3, 2), 0.5), np.array([1.0, -1.0])])
print(dense.kernel.numpy().tolist(), dense.bias.numpy().tolist(), dense.kernel.dtype)
print(dense(np.ones((1, 3))).numpy().tolist())

bn = layers.BatchNormalization()
bn.build((None, 3))
print([v.path for v in bn.weights])
print([v.name for v in bn.trainable_weights], [v.name for v in bn.non_trainable_weights])
print(bn.count_params(), [v.numpy().tolist() for v in bn.weights])

net = keras.Sequential([keras.Input(shape=(3,)), layers.Dense(2), layers.BatchNormalization(), layers.Dense(1)])
print(len(net.weights), len(net.trainable_weights), len(net.non_trainable_weights), net.count_params())
print([v.path for v in net.trainable_variables])
print([v.path for v in net.non_trainable_variables])
net.layers[0].trainable = False
print(net.layers[0].trainable, net.layers[0].kernel.trainable, len(net.trainable_weights), len(net.non_trainable_weights))
print([v.path for v in net.trainable_weights])
net.trainable = False
print(net.trainable_weights, len(net.non_trainable_weights), net.layers[2].trainable, net.layers[2].kernel.trainable)
net.trainable = True
print(len(net.trainable_weights), net.layers[0].trainable)
print(len(net.get_weights()), [w.shape for w in net.get_weights()])
