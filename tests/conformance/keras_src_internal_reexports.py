# Names Keras's own modules re-export and its unit tests import from there (Keras 3.11.3
# keras/src/__init__.py, keras/src/saving/__init__.py, keras/src/backend/common/__init__.py,
# keras/src/backend/tensorflow/__init__.py's SUPPORTS_* flags, keras/src/layers/__init__.py's
# IndexLookup, keras/src/ops/numpy.py's import of broadcast_shapes): each is the same object as
# the one its defining module holds.
import keras
from keras.src import backend
from keras.src import Model, Sequential, Functional, KerasTensor, Layer, Input
from keras.src.saving import register_keras_serializable, load_model, serialize_keras_object
from keras.src.layers import IndexLookup
from keras.src.backend.common import standardize_dtype, KerasVariable, result_type
from keras.src.ops.numpy import broadcast_shapes

print(backend.SUPPORTS_SPARSE_TENSORS, backend.SUPPORTS_RAGGED_TENSORS, backend.IS_THREAD_SAFE)
print(Sequential is keras.Sequential, Model is keras.Model, Functional.__name__, KerasTensor is keras.KerasTensor)
print(Layer is keras.layers.Layer, Input is keras.Input, load_model is keras.models.load_model)
print(register_keras_serializable is keras.saving.register_keras_serializable, callable(serialize_keras_object))
print(IndexLookup.__name__, IndexLookup.__module__)
print(standardize_dtype(float), issubclass(keras.Variable, KerasVariable), KerasVariable is keras.Variable,
      result_type("int32", "float32"))
print(broadcast_shapes((2, 1), (1, 3)))
