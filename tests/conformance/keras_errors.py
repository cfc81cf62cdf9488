# Keras 3.11 error texts.
# - fit/evaluate/train_on_batch before compile: Trainer._assert_compile_called ("You must call
#   `compile()` before using the model.": metrics_module is truthy, so that branch is taken).
# - A built model called on a wrong last dimension: layers/input_spec.py's "Input 0 of layer ..."
#   text, re-raised by utils/traceback_utils.py inject_argument_info_in_traceback around the
#   model's call: "Exception encountered when calling Sequential.call()." + the message in ANSI
#   bold + the arguments bound to Sequential.call(self, inputs, training=None, mask=None,
#   **kwargs) (tensors as tf.Tensor(shape=..., dtype=...), the unbound **kwargs as its default,
#   inspect.Parameter.empty); training is None for model(x) and True inside fit, where the batch
#   dimension is None.
# - Functional._adjust_input_rank (models/functional.py): "Invalid input shape for input {x}..."
#   formats the tensor with f-string, i.e. EagerTensor.__format__ -> the NumPy array's text.
# - A bare Dense: the input-spec check runs in Layer.__call__ before Operation.__call__ adds the
#   argument context, so the plain message: min_ndim=2 for a rank-1 input, axis -1 afterwards.
# - The input_shape/input_dim UserWarning (layers/layer.py Layer.__init__, stacklevel=2) names
#   the layer's `super().__init__(...)` line in Keras 3.11.3 (dense.py:92, dropout.py:42), once
#   per line (Python's default warnings filter).
import numpy as np
import tensorflow as tf
import keras

model = keras.Sequential([keras.Input(shape=(15,)), keras.layers.Dense(4), keras.layers.Dense(1)])
for call in (lambda: model.fit(np.ones((4, 15)), np.ones((4, 1))),
             lambda: model.evaluate(np.ones((4, 15)), np.ones((4, 1))),
             lambda: model.train_on_batch(np.ones((4, 15)), np.ones((4, 1)))):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)

try:
    model(np.ones((2048, 14), dtype="float32"))
except ValueError as e:
    print(type(e).__name__, repr(str(e)))
    print(e)

model.compile(optimizer="sgd", loss="mse")
try:
    model.fit(np.ones((4, 14)), np.ones((4, 1)), verbose=0)
except ValueError as e:
    print(repr(str(e)))

inputs = keras.Input(shape=(32, 32, 3))
functional = keras.Model(inputs, keras.layers.Dense(2)(inputs))
try:
    functional(tf.ones((32,)))
except ValueError as e:
    print(repr(str(e)))

dense = keras.layers.Dense(3)
try:
    dense(tf.ones((3,)))
except ValueError as e:
    print(repr(str(e)))
dense(tf.ones((1, 2)))
try:
    dense(tf.ones((1, 5)))
except ValueError as e:
    print(repr(str(e)))

first = keras.layers.Dense(2, input_shape=(3,))
second = keras.layers.Dense(2, input_dim=3)
dropout = keras.layers.Dropout(0.5, input_shape=(3,))
print(first._input_shape_arg, second._input_shape_arg)
legacy = keras.Sequential([keras.layers.Dense(2, input_shape=(3,)), keras.layers.Dense(1)])
print(legacy.built, legacy.layers, legacy.input_shape, legacy.output_shape)
