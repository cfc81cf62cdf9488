# predict with 5 features on a Sequential model first built (without an Input) by a predict on
# 3 features. Keras 3.11.3 backend/tensorflow/trainer.py make_predict_function wraps the step in
# tf.function(reduce_retracing=True) and calls it on each batch's eager tensors: the second
# shape (2, 5) retraces with the relaxed shape (2, None), Dense's InputSpec (axes={-1: 3})
# accepts the unknown last dimension, and the MatMul kernel fails when the graph runs
# (InvalidArgumentError "Matrix size-incompatible", TF's MatMul shape check). Calling the model
# directly on the same array checks the concrete shape and raises the InputSpec error inside the
# "Exception encountered when calling Sequential.call()" wrapper (utils/traceback_utils.py).
import numpy as np
import tensorflow as tf
import keras

# Seeded: the model is built inside predict's trace, whose graph holds the initializers' seeds.
keras.utils.set_random_seed(0)
model = keras.Sequential([keras.layers.Dense(4), keras.layers.Dense(1)])
print(model.predict(np.ones((2, 3)), verbose=0).shape)
try:
    model.predict(np.ones((2, 5)), verbose=0)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, [line for line in str(e).splitlines() if "Matrix" in line])
try:
    model(np.ones((2, 5)))
except ValueError as e:
    print(e)
