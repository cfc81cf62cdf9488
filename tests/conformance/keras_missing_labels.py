# Forgetting the labels: evaluate(x) and validation_data=(x,) leave y None, and the compiled
# loss converts it. Keras 3.11.3 losses/loss.py Loss.__call__ runs
# ops.convert_to_tensor(y_true, dtype="float32"), on the TF backend tf.convert_to_tensor(None,
# dtype=tf.float32), while a graph is being built (the scratch graph of Trainer._symbolic_build's
# compute_output_spec, or the traced test step); TF 2.20's tensor_util.make_tensor_proto refuses
# a None value before looking at the dtype: ValueError "None values not supported.". The same
# text for a None constant inside a tf.function, and for tf.add(x, None) there (math_ops.add
# converts y itself with dtype_hint=x.dtype).
import numpy as np
import tensorflow as tf
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
x = np.ones((4, 3), dtype="float32")
try:
    model.evaluate(x, verbose=0)
except ValueError as e:
    print("evaluate:", e)
try:
    model.fit(x, np.ones((4, 1)), validation_data=(x,), verbose=0)
except ValueError as e:
    print("fit:", e)


@tf.function
def none_constant():
    return tf.constant(None, dtype=tf.float32)


@tf.function
def add_none(v):
    return tf.add(v, None)


for call in (lambda: none_constant(), lambda: add_none(tf.constant(1.0))):
    try:
        call()
    except ValueError as e:
        print(type(e).__name__, str(e).splitlines()[-1].strip())
