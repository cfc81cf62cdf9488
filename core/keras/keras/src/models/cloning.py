"""keras.models.clone_model (keras/src/models/cloning.py): a Sequential or Functional model
rebuilt with new layers (each `layer.__class__.from_config(layer.get_config())`, so with new
weights) on new inputs; any other model through its serialized config. A compiled model's
clone is compiled from its get_compile_config() (new optimizer, losses and metrics)."""
from keras.src import backend, tree
from keras.src.layers.core.input_layer import Input, InputLayer
from keras.src.models.functional import Functional
from keras.src.models.sequential import Sequential
from keras.src.saving import serialization_lib


def clone_model(model, input_tensors=None, clone_function=None, call_function=None, recursive=False, **kwargs):
    """A new model like `model`, with new layers (new weights) unless `clone_function` says
    otherwise. Raises ValueError for unexpected keyword arguments and for `clone_function`,
    `input_tensors` or `call_function` on models that are neither Sequential nor Functional."""
    cache = kwargs.pop("cache", None)
    if kwargs:
        raise ValueError(f"Unexpected keyword argument(s): {tuple(kwargs.keys())}")
    if isinstance(model, Sequential):
        clone_function = _wrap_clone_function(clone_function, call_function=call_function, recursive=recursive,
                                              cache=cache)
        if call_function is not None:
            raise ValueError(
                "`call_function` argument is not supported with Sequential models.  In a Sequential model, layers "
                "aren't called at model-construction time (they're merely listed). Use `call_function` with "
                f"Functional models only. Received model of type '{model.__class__.__name__}', with "
                f"call_function={clone_function}")
        return _clone_sequential_model(model, clone_function=clone_function, input_tensors=input_tensors)
    if isinstance(model, Functional):
        clone_function = _wrap_clone_function(clone_function, call_function=call_function, recursive=recursive,
                                              cache=cache)
        if type(model).get_config is Functional.get_config or clone_function or input_tensors:
            return _clone_functional_model(model, clone_function=clone_function, call_function=call_function,
                                           input_tensors=input_tensors)
    if clone_function or input_tensors:
        raise ValueError(
            "Arguments `clone_function` and `input_tensors` are only supported for Sequential models or Functional "
            f"models. Received model of type '{model.__class__.__name__}', with clone_function={clone_function} and "
            f"input_tensors={input_tensors}")
    if call_function is not None:
        raise ValueError(
            "Argument `call_function` is only supported for Functional models. Received model of type "
            f"'{model.__class__.__name__}', with call_function={clone_function}")
    config = serialization_lib.serialize_keras_object(model)
    return serialization_lib.deserialize_keras_object(config, custom_objects={model.__class__.__name__: model.__class__})


def _wrap_clone_function(clone_function, call_function=None, recursive=False, cache=None):
    """The clone function made recursive over nested models and shared layers (one clone each)."""
    if clone_function is None:
        def _clone_layer(layer):
            return layer.__class__.from_config(layer.get_config())

        clone_function = _clone_layer
    if cache is None:
        cache = {}

    def wrapped_clone_function(layer):
        if id(layer) in cache:
            return cache[id(layer)]
        if recursive and isinstance(layer, (Sequential, Functional)):
            clone = clone_model(layer, clone_function=clone_function, call_function=call_function, cache=cache) \
                if isinstance(layer, Functional) else clone_model(layer, clone_function=clone_function, cache=cache)
        else:
            clone = clone_function(layer)
        cache[id(layer)] = clone
        return clone

    return wrapped_clone_function


def _clone_sequential_model(model, clone_function, input_tensors=None):
    if not isinstance(model, Sequential):
        raise ValueError(f"Expected `model` argument to be a `Sequential` model instance. Received: model={model}")
    if not callable(clone_function):
        raise ValueError(f"Expected `clone_function` argument to be a callable. Received: clone_function={clone_function}")
    new_layers = [clone_function(layer) for layer in model.layers]
    if isinstance(model._layers[0], InputLayer):
        ref_input_layer = model._layers[0]
        input_name = ref_input_layer.name
        input_batch_shape = ref_input_layer.batch_shape
        input_dtype = ref_input_layer._dtype
    else:
        input_name = input_dtype = input_batch_shape = None
    if input_tensors is not None:
        if isinstance(input_tensors, (list, tuple)):
            if len(input_tensors) != 1:
                raise ValueError("Argument `input_tensors` must contain a single tensor.")
            input_tensors = input_tensors[0]
        if not isinstance(input_tensors, backend.KerasTensor):
            raise ValueError(f"Argument `input_tensors` must be a KerasTensor. Received invalid value: "
                             f"input_tensors={input_tensors}")
        new_layers = [Input(tensor=input_tensors, name=input_name)] + new_layers
    elif input_batch_shape is not None:
        new_layers = [Input(batch_shape=input_batch_shape, dtype=input_dtype, name=input_name)] + new_layers
    cloned_model = Sequential(new_layers, name=model.name, trainable=model.trainable)
    # A compiled model's clone is compiled the same way (from its serialized compile config).
    if model.compiled:
        cloned_model.compile_from_config(model.get_compile_config())
    return cloned_model


def _clone_functional_model(model, clone_function, input_tensors=None, call_function=None):
    if not callable(clone_function):
        raise ValueError(f"Expected `clone_function` argument to be a callable. Received: clone_function={clone_function}")
    if input_tensors is not None:
        if not all(isinstance(x, backend.KerasTensor) for x in tree.flatten(input_tensors)):
            raise ValueError(f"All entries in `input_tensors` must be KerasTensors. Received invalid values: "
                             f"inputs_tensors={input_tensors}")
        try:
            tree.assert_same_structure(input_tensors, model.input)
        except ValueError as e:
            raise ValueError(f"`input_tensors` must have the same structure as model.input\nReference structure: "
                             f"{model.input}\nReceived structure: {input_tensors}") from e
    else:
        input_tensors = tree.map_structure(lambda x: Input(batch_shape=x.shape, dtype=x.dtype, name=x.name),
                                           model.input)
    output_tensors = model._run_through_graph(input_tensors, operation_fn=clone_function, call_fn=call_function)
    new_model = Functional(input_tensors, output_tensors, name=model.name)
    if model.compiled:
        new_model.compile_from_config(model.get_compile_config())
    return new_model
