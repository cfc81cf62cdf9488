# keras.random with seeds (keras.io "Random number generation" and the subclassing guide): a
# SeedGenerator's state variable starts at [seed, 0] and each draw advances its counter by one
# (keras/src/random/seed_generator.py next), an int seed gives the same values every call, dtypes
# follow floatx or the dtype argument, randint is int32, and bad seeds raise Keras 3.11.3's
# ValueErrors (draw_seed and SeedGenerator.__init__). The SeedGenerator has no __repr__, so it
# prints as a plain object; its variable prints as KerasVariable.__repr__ writes it.
import keras
from keras import random
import numpy as np

keras.utils.set_random_seed(1337)
seed_gen = keras.random.SeedGenerator(seed=42)
print(seed_gen)
print(seed_gen.state)
a = keras.random.normal((2, 3), seed=seed_gen)
print(seed_gen.state.numpy())
b = keras.random.normal((2, 3), seed=seed_gen)
print(a.shape, a.dtype, bool(np.any(a.numpy() != b.numpy())))
c = keras.random.uniform((3,), minval=0, maxval=1, seed=1)
d = keras.random.uniform((3,), minval=0, maxval=1, seed=1)
print(np.array_equal(c.numpy(), d.numpy()))
e = keras.random.randint((4,), 0, 10, seed=3)
print(e.dtype, e.shape)
print(keras.random.categorical(np.log([[0.5, 0.5]]), 4, seed=2).shape)
print(keras.random.shuffle(np.arange(5), seed=0).shape)
print(keras.random.dropout(np.ones((4,)), rate=0.5, seed=1).shape)
try:
    keras.random.normal((2,), seed="abc")
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.random.SeedGenerator(seed=1.5)
except Exception as e:
    print(type(e).__name__, e)
print(keras.random.truncated_normal((2,), seed=5).dtype)
print(keras.random.normal((2,), dtype="float64", seed=5).dtype)
g = keras.random.SeedGenerator(7, name="my_gen")
print(g.name, g.state.name if hasattr(g.state, "name") else None, g.state.path)
print(g.get_config() if hasattr(g, "get_config") else None)
