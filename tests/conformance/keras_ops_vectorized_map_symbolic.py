# keras.ops.vectorized_map on KerasTensors (Keras 3.11.3 keras/src/ops/core.py): the
# VectorizedMap op, whose compute_output_spec runs `function` on one element (elements[0],
# through backend.compute_output_spec) and puts the elements' leading axis in front of each
# output spec, so a Functional model can hold it; called on tensors it runs the backend's
# vectorized_map (tf.vectorized_map).
import numpy as np
import keras
from keras import ops

inputs = keras.Input((3,))
summed = ops.vectorized_map(lambda row: ops.sum(row * 2), inputs)
print(summed.shape, summed.dtype)
pair = ops.vectorized_map(lambda e: (e[0] + e[1], e[0][:2]), (inputs, inputs))
print([t.shape for t in pair])
model = keras.Model(inputs, summed)
print([type(op).__name__ for op in model.operations])
print(model(np.arange(6, dtype="float32").reshape(2, 3)).numpy())
print(ops.vectorized_map(lambda row: row * 2, np.ones((2, 2), "float32")).numpy())
