"""The input signature an export uses (keras/src/export/export_utils.py, Keras 3.11.3)."""

import tensorflow as tf

from keras.src import backend
from keras.src import layers
from keras.src import models
from keras.src import tree


def get_input_signature(model):
    """The specs of `model`'s inputs: a Functional model's input structure as one argument, a
    Sequential model's inputs, a subclassed model's from the shapes its build() was given (one
    spec per build argument, batch dimension None, the model's input dtype). Raises TypeError
    for a non-Model, ValueError for an unbuilt model or a subclassed one never called."""
    if not isinstance(model, models.Model):
        raise TypeError(f"The model must be a `keras.Model`. Received: model={model} of the type {type(model)}")
    if not model.built:
        raise ValueError("The model provided has not yet been built. It must be built before export.")
    if isinstance(model, models.Functional):
        return [tree.map_structure(make_input_spec, model._inputs_struct)]
    if isinstance(model, models.Sequential):
        return tree.map_structure(make_input_spec, model.inputs)
    input_signature = _infer_input_signature_from_model(model)
    if not input_signature or not model._called:
        raise ValueError("The model provided has never called. It must be called at least once before export.")
    return input_signature


def _infer_input_signature_from_model(model):
    """One InputSpec structure per entry of the model's build shapes dict: a shape (a tuple or
    list of ints and Nones) becomes an InputSpec with a None batch dimension, of the same
    sequence type; dicts, tuples and lists of shapes are mapped through. None without one."""
    shapes_dict = getattr(model, "_build_shapes_dict", None)
    if not shapes_dict:
        return None

    def _make_input_spec(structure):
        if isinstance(structure, dict):
            return {k: _make_input_spec(v) for k, v in structure.items()}
        if isinstance(structure, tuple):
            if all(isinstance(d, (int, type(None))) for d in structure):
                return layers.InputSpec(shape=(None,) + structure[1:], dtype=model.input_dtype)
            return tuple(_make_input_spec(v) for v in structure)
        if isinstance(structure, list):
            if all(isinstance(d, (int, type(None))) for d in structure):
                return layers.InputSpec(shape=[None] + structure[1:], dtype=model.input_dtype)
            return [_make_input_spec(v) for v in structure]
        raise ValueError(f"Unsupported type {type(structure)} for {structure}")

    return [_make_input_spec(value) for value in shapes_dict.values()]


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
