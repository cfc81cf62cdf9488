"""The input signature an export uses (keras/src/export/export_utils.py, Keras 3.11.3)."""

import tensorflow as tf

from keras.src import backend
from keras.src import layers
from keras.src import models
from keras.src import tree


def get_input_signature(model):
    """The specs of `model`'s inputs: a Functional model's input structure as one argument, a
    Sequential model's inputs; a subclassed model's are not inferred here."""
    if not isinstance(model, models.Model):
        raise TypeError(f"The model must be a `keras.Model`. Received: model={model} of the type {type(model)}")
    if not model.built:
        raise ValueError("The model provided has not yet been built. It must be built before export.")
    if isinstance(model, models.Functional):
        return [tree.map_structure(make_input_spec, model._inputs_struct)]
    if isinstance(model, models.Sequential):
        return tree.map_structure(make_input_spec, model.inputs)
    raise NotImplementedError("tfplay does not infer the input signature of a subclassed model for export yet; "
                              "pass input_signature")


def make_input_spec(x):
    if isinstance(x, layers.InputSpec):
        if x.shape is None or x.dtype is None:
            raise ValueError(f"The `shape` and `dtype` must be provided. Received: x={x}")
        return x
    if isinstance(x, backend.KerasTensor):
        shape = (None,) + backend.standardize_shape(x.shape)[1:]
        dtype = backend.standardize_dtype(x.dtype)
        return layers.InputSpec(dtype=dtype, shape=shape, name=x.name)
    if backend.is_tensor(x):
        shape = (None,) + backend.standardize_shape(x.shape)[1:]
        dtype = backend.standardize_dtype(x.dtype)
        return layers.InputSpec(dtype=dtype, shape=shape, name=None)
    raise TypeError(f"Unsupported x={x} of the type ({type(x)}). Supported types are: "
                    "`keras.InputSpec`, `keras.KerasTensor` and backend tensor.")


def make_tf_tensor_spec(x):
    if isinstance(x, tf.TensorSpec):
        return x
    input_spec = make_input_spec(x)
    return tf.TensorSpec(input_spec.shape, dtype=input_spec.dtype, name=input_spec.name)
