"""Model (keras/src/models/model.py): a Layer with the training API. `keras.Model(inputs,
outputs)` builds a Functional model; a subclass defines `call()`."""
from keras.src.backend.tensorflow.trainer import TensorFlowTrainer
from keras.src.layers.layer import Layer
from keras.src.trainers import trainer as base_trainer
from keras.src.utils import traceback_utils


class Model(TensorFlowTrainer, base_trainer.Trainer, Layer):
    def __new__(cls, *args, **kwargs):
        if functional_init_arguments(args, kwargs) and cls == Model:
            from keras.src.models.functional import Functional

            return Functional.__new__(Functional, *args, **kwargs)
        return super().__new__(cls)

    def __init__(self, *args, **kwargs):
        TensorFlowTrainer.__init__(self)
        from keras.src.models import functional

        if functional_init_arguments(args, kwargs):
            # A Model subclass built like a Functional model becomes a Functional subclass.
            inject_functional_model_class(self.__class__)
            functional.Functional.__init__(self, *args, **kwargs)
        else:
            Layer.__init__(self, *args, **kwargs)

    def call(self, *args, **kwargs):
        raise NotImplementedError(f"Model {self.__class__.__name__} does not have a `call()` method implemented.")

    @property
    def layers(self):
        return list(self._flatten_layers(include_self=False, recursive=False))

    @layers.setter
    def layers(self, _):
        raise AttributeError(
            "`Model.layers` attribute is reserved and should not be used. Please use another name."
        )

    @traceback_utils.filter_traceback
    def get_layer(self, name=None, index=None):
        if index is not None and name is not None:
            raise ValueError(f"Provide only a layer name or a layer index. Received: index={index}, name={name}.")
        if index is not None:
            if len(self.layers) <= index:
                raise ValueError(
                    f"Was asked to retrieve layer at index {index} but model only has {len(self.layers)} layers."
                )
            return self.layers[index]
        if name is not None:
            for layer in self.layers:
                if layer.name == name:
                    return layer
            raise ValueError(f"No such layer: {name}. Existing layers are: {list(layer.name for layer in self.layers)}.")
        raise ValueError("Provide either a layer name or layer index at `get_layer`.")

    def quantize(self, mode, **kwargs):
        """Keras's argument checks (ValueError for an unknown keyword or mode), then
        NotImplementedError: tfplay has no quantized layers."""
        from keras.src.dtype_policies.dtype_policy import QUANTIZATION_MODES

        kwargs.pop("type_check", True)
        if kwargs:
            raise ValueError(f"Unrecognized keyword arguments passed to {self.__class__.__name__}: {kwargs}")
        if mode not in QUANTIZATION_MODES:
            raise ValueError(
                "Invalid quantization mode. "
                f"Expected one of {QUANTIZATION_MODES}. Received: mode={mode}"
            )
        raise NotImplementedError(f"tfplay's Keras has no quantization yet ({self.__class__.__name__}.quantize)")

    def get_state_tree(self, value_format="backend_tensor"):
        """The model's variables as nested dicts keyed by their paths' parts, under
        "trainable_variables", "non_trainable_variables", "optimizer_variables" and
        "metrics_variables"; the leaves are the values as tensors ("backend_tensor") or NumPy
        arrays ("numpy_array"). ValueError for a path seen twice or another value_format."""
        return {
            "trainable_variables": _nested_dict(self.trainable_variables, value_format),
            "non_trainable_variables": _nested_dict(self.non_trainable_variables, value_format),
            "optimizer_variables": _nested_dict(self.optimizer.variables, value_format),
            "metrics_variables": _nested_dict(self.metrics_variables, value_format),
        }

    def set_state_tree(self, state_tree):
        """Assigns the values of a get_state_tree()-like dict to the variables with those
        paths; ValueError for a key other than the four groups."""
        groups = {
            "trainable_variables": lambda: self.trainable_variables,
            "non_trainable_variables": lambda: self.non_trainable_variables,
            "optimizer_variables": lambda: self.optimizer.variables,
            "metrics_variables": lambda: self.metrics_variables,
        }
        for k, v in state_tree.items():
            if k not in groups:
                raise ValueError(f"Unknown variable name: {k}")
            variables = groups[k]()
            for path, value in _flatten_nested_dict(v).items():
                for variable in variables:
                    if variable.path == path:
                        variable.assign(value)

    @traceback_utils.filter_traceback
    def summary(self, line_length=None, positions=None, print_fn=None, expand_nested=False, show_trainable=False,
                layer_range=None):
        # Imported on first use: the rich table's modules are not needed by a program that
        # never prints a summary.
        from keras.src.utils import summary_utils

        summary_utils.print_summary(self, line_length=line_length, positions=positions, print_fn=print_fn,
                                    expand_nested=expand_nested, show_trainable=show_trainable,
                                    layer_range=layer_range)

    @traceback_utils.filter_traceback
    def save(self, filepath, overwrite=True, zipped=None, **kwargs):
        """Saves the model as a `.keras` file in the run's file system (saving_api.save_model)."""
        from keras.src.saving import saving_api

        return saving_api.save_model(self, filepath, overwrite=overwrite, zipped=zipped, **kwargs)

    @traceback_utils.filter_traceback
    def save_weights(self, filepath, overwrite=True, max_shard_size=None):
        """Saves every weight to a `.weights.h5` file (saving_api.save_weights)."""
        from keras.src.saving import saving_api

        return saving_api.save_weights(self, filepath, overwrite=overwrite, max_shard_size=max_shard_size)

    @traceback_utils.filter_traceback
    def load_weights(self, filepath, skip_mismatch=False, **kwargs):
        """Loads the weights a `.weights.h5` or `.keras` file holds (saving_api.load_weights)."""
        from keras.src.saving import saving_api

        saving_api.load_weights(self, filepath, skip_mismatch=skip_mismatch, **kwargs)

    def export(self, filepath, format="tf_saved_model", verbose=None, input_signature=None, **kwargs):
        """Exports the model for inference (Model.export): a TF SavedModel (keras.src.export) whose
        `serve` endpoint runs the forward pass; ONNX and OpenVINO raise NotImplementedError."""
        available_formats = ("tf_saved_model", "onnx", "openvino")
        if format not in available_formats:
            raise ValueError(f"Unrecognized format={format}. Supported formats are: {list(available_formats)}.")
        if format != "tf_saved_model":
            raise NotImplementedError(f"tfplay does not implement Model.export (format={format!r}) yet")
        from keras.src.export import export_saved_model

        export_saved_model(self, filepath, verbose, input_signature=input_signature, **kwargs)

    def build_from_config(self, config):
        """Builds the model from get_build_config()'s dict when it is loaded: through its own
        build(), or, for a subclass without one, by running call() on symbolic inputs of the
        recorded shapes. Warns (Keras 3.11.3's UserWarning) when neither works."""
        from keras.src.utils import python_utils
        from keras.src.utils.warning_sites import warn_at

        if not config:
            return
        status = False
        if "input_shape" in config:
            # All inputs are in the first argument (possibly nested).
            if python_utils.is_default(self.build):
                status = self._build_by_run_for_single_pos_arg(config["input_shape"])
            else:
                try:
                    self.build(config["input_shape"])
                    status = True
                except:  # noqa: E722
                    pass
            self._build_shapes_dict = config
        elif "shapes_dict" in config:
            # Inputs recorded as several keyword arguments.
            if python_utils.is_default(self.build):
                status = self._build_by_run_for_kwargs(config["shapes_dict"])
            else:
                try:
                    self.build(**config["shapes_dict"])
                    status = True
                except:  # noqa: E722
                    pass
            self._build_shapes_dict = config["shapes_dict"]
        if not status:
            # stacklevel=2: deserialize_keras_object's call.
            warn_at(
                f"Model '{self.name}' had a build config, but the model "
                "cannot be built automatically in "
                "`build_from_config(config)`. "
                "You should implement "
                "`def build_from_config(self, config)`, "
                "and you might also want to implement the method "
                " that generates the config at saving time, "
                "`def get_build_config(self)`. "
                "The method `build_from_config()` is meant to "
                "create the state of the model (i.e. its variables) "
                "upon deserialization.",
                UserWarning, ("saving/serialization_lib.py", 745, "instance.build_from_config(build_config)"),
            )

    def to_json(self, **kwargs):
        """The serialized model (`keras.saving.serialize_keras_object`) as a JSON string;
        `kwargs` go to `json.dumps`."""
        import json

        from keras.src.saving import serialization_lib

        return json.dumps(serialization_lib.serialize_keras_object(self), **kwargs)

    @classmethod
    def from_config(cls, config, custom_objects=None):
        """A Functional config (layers, input_layers, output_layers) revives a Functional model
        when `cls` takes Functional's constructor arguments; otherwise `cls(**config)`, whose
        TypeError becomes Keras's "Unable to revive model from config" TypeError."""
        import inspect

        from keras.src.models.functional import Functional, functional_from_config

        is_functional_config = all(key in config for key in ["name", "layers", "input_layers", "output_layers"])
        argspec = inspect.getfullargspec(cls.__init__)
        functional_init_args = inspect.getfullargspec(Functional.__init__).args[1:]
        revivable_as_functional = (cls in {Functional, Model} or argspec.args[1:] == functional_init_args
                                   or (argspec.varargs == "args" and argspec.varkw == "kwargs"))
        if is_functional_config and revivable_as_functional:
            return functional_from_config(cls, config, custom_objects=custom_objects)
        try:
            return cls(**config)
        except TypeError as e:
            raise TypeError(
                "Unable to revive model from config. When overriding the `get_config()` method, make sure that the "
                "returned config contains all items used as arguments in the  constructor to "
                f"{cls}, which is the default behavior. You can override this default behavior by defining a "
                "`from_config(cls, config)` class method to specify how to create an instance of "
                f"{cls.__name__} from its config.\n\nReceived config={config}\n\n"
                f"Error encountered during deserialization: {e}")


def _nested_dict(variables, value_format):
    """Model._create_nested_dict: {path part: {...: value}} for `variables`."""
    flat_dict = {}
    for v in variables:
        if v.path in flat_dict:
            raise ValueError(
                "The following variable path is found twice in the model: "
                f"'{v.path}'. `get_state_tree()` can only be called when "
                "all variable paths are unique. Make sure to give unique "
                "names to your layers (and other objects)."
            )
        if value_format == "backend_tensor":
            flat_dict[v.path] = v.value
        elif value_format == "numpy_array":
            flat_dict[v.path] = v.numpy()
        else:
            raise ValueError(
                "Invalid `value_format` argument. Expected one of "
                "{'numpy_array', 'backend_tensor'}. Received: "
                f"value_format={value_format}"
            )
    nested = {}
    for path, value in flat_dict.items():
        parts = path.split("/")
        current = nested
        for part in parts[:-1]:
            current = current.setdefault(part, {})
        current[parts[-1]] = value
    return nested


def _flatten_nested_dict(nested_dict):
    """Model._flatten_nested_dict: {"a/b/c": value} from {"a": {"b": {"c": value}}}."""
    flat_dict = {}

    def _flatten(current_dict, prefix=""):
        for key, value in current_dict.items():
            if isinstance(value, dict):
                _flatten(value, prefix + key + "/")
            else:
                flat_dict[prefix + key] = value

    _flatten(nested_dict)
    return flat_dict


def model_from_json(json_string, custom_objects=None):
    """The model a `Model.to_json()` string describes (uncompiled); `custom_objects` maps names
    to custom classes or functions (keras/src/models/model.py)."""
    import json

    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(json.loads(json_string), custom_objects=custom_objects)


def inject_functional_model_class(cls):
    """Puts Functional where Model is in `cls`'s bases, recursively (Keras rewrites the class's
    `__bases__`); stops at classes outside Keras's Model hierarchy."""
    from keras.src.models import functional

    if cls is Model:
        return functional.Functional
    if cls is object:
        return object
    cls.__bases__ = tuple(inject_functional_model_class(base) for base in cls.__bases__)
    # Runs any __new__ class swapping that Functional's absence from the hierarchy skipped.
    cls.__new__(cls)
    return cls


def functional_init_arguments(args, kwargs):
    return (len(args) == 2) or (len(args) == 1 and "outputs" in kwargs) or ("inputs" in kwargs and "outputs" in kwargs)
