"""Model.export's TF SavedModel (keras/src/export/saved_model.py with the TensorFlow backend's
TFExportArchive, Keras 3.11.3): the model's variables and its forward pass as the `serve`
endpoint, written by tf.saved_model.save. Lookup-table assets are not tracked."""

import tensorflow as tf

from keras.src import layers
from keras.src import tree
from keras.src.export.export_utils import get_input_signature
from keras.src.export.export_utils import make_tf_tensor_spec
from keras.src.utils import io_utils

DEFAULT_ENDPOINT_NAME = "serve"


class ExportArchive:
    def __init__(self):
        self._endpoint_names = []
        self._endpoint_signatures = {}
        self.tensorflow_version = tf.__version__
        self._tf_trackable = tf.__internal__.tracking.AutoTrackable()
        self._tf_trackable.variables = []
        self._tf_trackable.trainable_variables = []
        self._tf_trackable.non_trainable_variables = []

    @property
    def variables(self):
        return self._tf_trackable.variables

    @property
    def trainable_variables(self):
        return self._tf_trackable.trainable_variables

    @property
    def non_trainable_variables(self):
        return self._tf_trackable.non_trainable_variables

    def track(self, resource):
        if isinstance(resource, layers.Layer) and not resource.built:
            raise ValueError("The layer provided has not yet been built. It must be built before export.")
        if isinstance(resource, tf.__internal__.tracking.Trackable):
            if not hasattr(self, "_tracked"):
                self._tracked = []
            self._tracked.append(resource)
        if isinstance(resource, layers.Layer):
            # TFExportArchive._track_layer
            self._tf_trackable.variables += resource.variables
            self._tf_trackable.trainable_variables += resource.trainable_variables
            self._tf_trackable.non_trainable_variables += resource.non_trainable_variables
        elif not isinstance(resource, tf.__internal__.tracking.Trackable):
            raise ValueError(
                "Invalid resource type. Expected a Keras `Layer` or `Model` or a TensorFlow `Trackable` object. "
                f"Received object {resource} of type '{type(resource)}'. ")

    def add_endpoint(self, name, fn, input_signature=None, **kwargs):
        if name in self._endpoint_names:
            raise ValueError(f"Endpoint name '{name}' is already taken.")
        if "jax2tf_kwargs" in kwargs or "is_static" in kwargs:
            raise ValueError("'jax2tf_kwargs' and 'is_static' are only supported with the jax backend. "
                             "Current backend: tensorflow")
        if input_signature:
            input_signature = tree.map_structure(make_tf_tensor_spec, input_signature)
            decorated_fn = tf.function(fn, input_signature=input_signature, autograph=False)
            self._endpoint_signatures[name] = input_signature
        else:
            if isinstance(fn, type(tf.function(lambda: None))):
                if not fn._list_all_concrete_functions():
                    raise ValueError(
                        f"The provided tf.function '{fn}' has never been called. To specify the expected shape "
                        "and dtype of the function's arguments, you must either provide a function that has "
                        "been called at least once, or alternatively pass an `input_signature` argument in "
                        "`add_endpoint()`.")
                decorated_fn = fn
            else:
                raise ValueError(
                    "If the `fn` argument provided is not a `tf.function`, you must provide an "
                    "`input_signature` argument to specify the shape and dtype of the function arguments. "
                    "Example:\n\n"
                    "export_archive.add_endpoint(\n"
                    "    name='call',\n"
                    "    fn=model.call,\n"
                    "    input_signature=[\n"
                    "        keras.InputSpec(\n"
                    "            shape=(None, 224, 224, 3),\n"
                    "            dtype='float32',\n"
                    "        )\n"
                    "    ],\n"
                    ")")
        setattr(self._tf_trackable, name, decorated_fn)
        self._endpoint_names.append(name)
        return decorated_fn

    def track_and_add_endpoint(self, name, resource, input_signature, **kwargs):
        if name in self._endpoint_names:
            raise ValueError(f"Endpoint name '{name}' is already taken.")
        if not isinstance(resource, layers.Layer):
            raise ValueError("Invalid resource type. Expected an instance of a Keras `Layer` or `Model`. "
                             f"Received: resource={resource} (of type {type(resource)})")
        if not resource.built:
            raise ValueError("The layer provided has not yet been built. It must be built before export.")
        input_signature = tree.map_structure(make_tf_tensor_spec, input_signature)
        self.track(resource)
        return self.add_endpoint(name, resource.__call__, input_signature, **kwargs)

    def write_out(self, filepath, options=None, verbose=True):
        if not self._endpoint_names:
            raise ValueError("No endpoints have been set yet. Call add_endpoint().")
        self._filter_and_track_resources()
        signatures = {}
        for name in self._endpoint_names:
            signatures[name] = self._get_concrete_fn(name)
        if "serving_default" not in self._endpoint_names:
            signatures["serving_default"] = self._get_concrete_fn(self._endpoint_names[0])
        tf.saved_model.save(self._tf_trackable, filepath, options=options, signatures=signatures)
        if verbose:
            endpoints = "\n\n".join(
                _print_signature(getattr(self._tf_trackable, name), name, verbose=verbose)
                for name in self._endpoint_names)
            io_utils.print_msg(f"Saved artifact at '{filepath}'. The following endpoints are available:\n\n{endpoints}")

    def _get_concrete_fn(self, endpoint):
        fn = getattr(self._tf_trackable, endpoint)
        if endpoint in self._endpoint_signatures:
            return fn
        return fn.get_concrete_function()

    def _filter_and_track_resources(self):
        fns = [self._get_concrete_fn(name) for name in self._endpoint_names]
        tvs, ntvs = _list_variables_used_by_fns(fns)
        self._tf_trackable._all_variables = list(tvs + ntvs)


def export_saved_model(model, filepath, verbose=None, input_signature=None, **kwargs):
    """Exports `model` as a TF SavedModel whose `serve` endpoint runs its forward pass."""
    if verbose is None:
        verbose = True
    export_archive = ExportArchive()
    if input_signature is None:
        input_signature = get_input_signature(model)
    export_archive.track_and_add_endpoint(DEFAULT_ENDPOINT_NAME, model, input_signature, **kwargs)
    export_archive.write_out(filepath, verbose=verbose)


def _print_signature(fn, name, verbose=True):
    concrete_fn = fn.get_concrete_function() if fn.input_signature is not None else fn
    pprinted_signature = concrete_fn.pretty_printed_signature(verbose=verbose)
    lines = pprinted_signature.split("\n")
    lines = [f"* Endpoint '{name}'"] + lines[1:]
    return "\n".join(lines)


def _list_variables_used_by_fns(fns):
    trainable_variables = []
    non_trainable_variables = []
    trainable_variables_ids = set()
    non_trainable_variables_ids = set()
    for fn in fns:
        if hasattr(fn, "get_concrete_function"):
            concrete_functions = [fn.get_concrete_function()]
        else:
            concrete_functions = [fn]
        for concrete_fn in concrete_functions:
            for v in concrete_fn.trainable_variables:
                if id(v) not in trainable_variables_ids:
                    trainable_variables.append(v)
                    trainable_variables_ids.add(id(v))
            for v in concrete_fn.variables:
                if id(v) not in trainable_variables_ids and id(v) not in non_trainable_variables_ids:
                    non_trainable_variables.append(v)
                    non_trainable_variables_ids.add(id(v))
    return trainable_variables, non_trainable_variables
