# compile(loss=[...]) with a list whose length is not the number of outputs, as Keras 3.11's
# CompileLoss.build / _build_nested (keras/src/trainers/compile_utils.py) handle it: a longer
# list fails at the first entry no output has (KeyError naming its path); a shorter one gives
# losses to the first outputs only, so the other output's variables get no gradient and the
# optimizer warns (base_optimizer._filter_empty_gradients).
import numpy as np
import keras
inp = keras.Input((3,))
a = keras.layers.Dense(1, name="a")(inp)
b = keras.layers.Dense(1, name="b")(inp)
model = keras.Model(inp, [a, b])
x = np.ones((4, 3), "float32")
y = [np.zeros((4, 1), "float32"), np.ones((4, 1), "float32")]
model.compile(optimizer="sgd", loss=["mse", "mae", "mse"])
try:
    model.fit(x, y, epochs=1, verbose=0)
except Exception as e:
    print(type(e).__name__, e)
model.compile(optimizer="sgd", loss=["mse"])
h = model.fit(x, y, epochs=1, verbose=0)
print(sorted(h.history))
