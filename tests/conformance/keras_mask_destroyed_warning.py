# Keras 3.11 mask propagation (keras/src/layers/layer.py Layer.__call__): a layer whose
# supports_masking is False (no compute_mask of its own and not set True: Conv1D, Flatten,
# Lambda without `mask=`) that receives an input carrying a Keras mask warns, at layer.py:970,
# "Layer '<name>' (of type <class>) was passed an input with a mask attached to it. ..." and
# its output carries no mask; Python's default filter shows each layer's message once. Layers
# that support masking (Dense, Dropout, GlobalAveragePooling1D, merges) stay silent.
# keras.ops.convert_to_tensor on a KerasTensor is a symbolic ConvertToTensor op
# (keras/src/ops/core.py), which Attention.compute_mask applies to the query's mask, so
# Attention over masked symbolic inputs builds, and its output mask (a ConvertToTensor node
# fed by the Embedding's not_equal) is in the graph a GlobalAveragePooling1D after it reads.
import numpy as np
import keras
from keras import layers

embedding = layers.Embedding(10, 4, mask_zero=True)
tokens = np.array([[3, 1, 0, 0]])
masked = embedding(tokens)
conv = layers.Conv1D(2, 1)
for _ in range(2):
    y = conv(masked)
print("conv1d mask:", getattr(y, "_keras_mask", None))
print("flatten:", layers.Flatten()(masked).shape)
print("lambda mask:", getattr(layers.Lambda(lambda t: t * 2)(masked), "_keras_mask", None))
print("lambda mask=:", layers.Lambda(lambda t: t, mask=lambda t, m: m)(masked)._keras_mask.numpy())
dense = layers.Dropout(0.5)(layers.Dense(3)(masked))
print("dense mask:", dense._keras_mask.numpy())
print("pooled:", layers.GlobalAveragePooling1D()(masked).shape)

inputs = keras.Input((None,), dtype="int32")
x = layers.Embedding(10, 4, mask_zero=True)(inputs)
print(keras.ops.convert_to_tensor(x, dtype="float16"))
attended = layers.Attention()([x, x])
print(attended._keras_mask.shape, attended._keras_mask.dtype)
model = keras.Model(inputs, layers.GlobalAveragePooling1D()(attended))
print([type(op).__name__ for op in model.operations])
print(model(tokens).shape)
