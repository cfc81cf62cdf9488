# tf.function return values that are subclasses of list, tuple and dict are structures for
# nest (nest_util._sequence_like rebuilds them as type(instance)(...), a mutable mapping as
# type(instance)() filled in its own key order), so their tensors become graph outputs; this
# is how a Functional Keras model's dict outputs (a TrackedDict) come back from predict.
import numpy as np
import tensorflow as tf
import keras


class Pair(list):
    pass


class Named(dict):
    pass


@tf.function
def f(x):
    return Pair([x + 1, x * 2]), Named(b=x - 1, a=x)


pair, named = f(tf.constant(3))
print(type(pair).__name__, [t.numpy() for t in pair])
print(type(named).__name__, list(named), int(named["a"]), int(named["b"]))

keras.utils.set_random_seed(0)
inputs = keras.Input(shape=(2,))
model = keras.Model(inputs, {"score": keras.layers.Dense(1)(inputs), "probs": keras.layers.Dense(3, activation="softmax")(inputs)})
out = model.predict(np.ones((5, 2), dtype="float32"), batch_size=2, verbose=0)
print(sorted(out), out["score"].shape, out["probs"].shape, np.allclose(out["probs"].sum(axis=1), 1.0))
