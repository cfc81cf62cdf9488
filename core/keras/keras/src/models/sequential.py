"""Sequential (keras/src/models/sequential.py): a stack of layers. With a known input shape
(an Input first, or a layer's input_shape) it builds at once as a Functional graph; otherwise
it builds on its first call, with that call's full input shape, batch size included."""
import copy
import inspect

from keras.src import backend, tree
from keras.src.backend.common import global_state
from keras.src.backend.common.variables import standardize_shape
from keras.src.layers.core.input_layer import InputLayer
from keras.src.layers.layer import Layer
from keras.src.models.functional import Functional
from keras.src.models.model import Model


class Sequential(Model):
    def __new__(cls, *args, **kwargs):
        return Layer.__new__(cls)

    def __init__(self, layers=None, trainable=True, name=None):
        super().__init__(trainable=trainable, name=name)
        self._functional = None
        self._layers = []
        if layers:
            for layer in layers:
                self.add(layer, rebuild=False)
            self._maybe_rebuild()

    def add(self, layer, rebuild=True):
        if not self._layers:
            if getattr(layer, "_input_shape_arg", None) is not None:
                self.add(InputLayer(shape=layer._input_shape_arg))
        if hasattr(layer, "_keras_history"):
            origin_layer = layer._keras_history[0]
            if isinstance(origin_layer, InputLayer):
                layer = origin_layer
        if not isinstance(layer, Layer):
            raise ValueError(
                "Only instances of `keras.Layer` can be added to a Sequential model. Received: "
                f"{layer} (of type {type(layer)})"
            )
        if not self._is_layer_name_unique(layer):
            raise ValueError(
                "All layers added to a Sequential model should have unique names. Name "
                f"'{layer.name}' is already the name of a layer in this model. Update the `name` argument to "
                "pass a unique name."
            )
        if isinstance(layer, InputLayer) and self._layers and isinstance(self._layers[0], InputLayer):
            raise ValueError(
                f"Sequential model '{self.name}' has already been configured to use input shape "
                f"{self._layers[0].batch_shape}. You cannot add a different Input layer to it."
            )
        self._layers.append(layer)
        if rebuild:
            self._maybe_rebuild()
        else:
            self.built = False
            self._functional = None

    def pop(self, rebuild=True):
        layer = self._layers.pop()
        self.built = False
        self._functional = None
        if rebuild:
            self._maybe_rebuild()
        return layer

    def _maybe_rebuild(self):
        self.built = False
        self._functional = None
        if isinstance(self._layers[0], InputLayer) and len(self._layers) > 1:
            self.build(self._layers[0].batch_shape)
        elif hasattr(self._layers[0], "input_shape") and len(self._layers) > 1:
            self.build(self._layers[0].input_shape)

    def _lock_state(self):
        pass

    def build(self, input_shape=None):
        try:
            input_shape = standardize_shape(input_shape)
        except Exception:
            return
        if not self._layers:
            raise ValueError(
                f"Sequential model {self.name} cannot be built because it has no layers. Call `model.add(layer)`."
            )
        if isinstance(self._layers[0], InputLayer):
            if self._layers[0].batch_shape != input_shape:
                raise ValueError(
                    f"Sequential model '{self.name}' has already been configured to use input shape "
                    f"{self._layers[0].batch_shape}. You cannot build it with input_shape {input_shape}"
                )
        else:
            dtype = self._layers[0].compute_dtype
            self._layers = [InputLayer(batch_shape=input_shape, dtype=dtype)] + self._layers
        inputs = self._layers[0].output
        x = inputs
        for layer in self._layers[1:]:
            try:
                x = layer(x)
            except NotImplementedError:
                return
            except TypeError as e:
                signature = inspect.signature(layer.call)
                positional_args = [p for p in signature.parameters.values() if p.default == inspect.Parameter.empty]
                if len(positional_args) != 1:
                    raise ValueError(
                        "Layers added to a Sequential model can only have a single positional argument, the input "
                        f"tensor. Layer {layer.__class__.__name__} has multiple positional arguments: {positional_args}"
                    )
                raise e
        self._functional = Functional(inputs=inputs, outputs=x)

    def call(self, inputs, training=None, mask=None, **kwargs):
        if self._functional:
            return self._functional.call(inputs, training=training, mask=mask, **kwargs)
        for layer in self.layers:
            layer_kwargs = {k: kwargs[k] for k in getattr(layer, "_call_has_context_arg", {}) if k in kwargs}
            if layer._call_has_mask_arg:
                layer_kwargs["mask"] = mask
            if layer._call_has_training_arg and training is not None:
                layer_kwargs["training"] = training
            outputs = layer(inputs, **layer_kwargs)
            inputs = outputs
            mask = tree.map_structure(backend.get_keras_mask, outputs)
        return outputs

    def get_config(self):
        """Model's config (name, trainable, dtype), the serialized layers, the InputLayer
        included, and the input's batch shape once the model is built as a graph."""
        from keras.src.legacy.saving import serialization as legacy_serialization
        from keras.src.saving import serialization_lib

        serialize_fn = serialization_lib.serialize_keras_object
        if global_state.get_global_attribute("use_legacy_config", False):
            # Legacy format serialization used for H5 files.
            serialize_fn = legacy_serialization.serialize_keras_object
        layer_configs = [serialize_fn(layer) for layer in self._layers]
        config = Layer.get_config(self)
        config["name"] = self.name
        config["layers"] = copy.deepcopy(layer_configs)
        if self._functional is not None:
            config["build_input_shape"] = self._layers[0].batch_shape
        return config

    @classmethod
    def from_config(cls, config, custom_objects=None):
        """A new Sequential with each layer deserialized, built from build_input_shape."""
        from keras.src.saving import serialization_lib

        if "name" in config:
            name = config["name"]
            build_input_shape = config.get("build_input_shape")
            layer_configs = config["layers"]
        else:
            name = None
            build_input_shape = None
            layer_configs = config
        model = cls(name=name)
        for layer_config in layer_configs:
            if "module" not in layer_config:
                # Legacy format deserialization (no "module" key) used for H5 files.
                from keras.src.legacy.saving import saving_utils

                layer = saving_utils.model_from_config(layer_config, custom_objects=custom_objects)
            else:
                layer = serialization_lib.deserialize_keras_object(layer_config, custom_objects=custom_objects)
            model.add(layer)
        if not model._functional and build_input_shape and isinstance(build_input_shape, (tuple, list)):
            model.build(build_input_shape)
        return model

    @property
    def layers(self):
        layers = self._layers
        if layers and isinstance(layers[0], InputLayer):
            return layers[1:]
        return layers[:]

    @layers.setter
    def layers(self, _):
        raise AttributeError(
            "`Sequential.layers` attribute is reserved and should not be used. Use `add()` and `pop()` to change "
            "the layers in this model."
        )

    def compute_output_spec(self, inputs, training=None, mask=None, **kwargs):
        if self._functional:
            return self._functional.compute_output_spec(inputs, training=training, mask=mask, **kwargs)
        for layer in self.layers:
            outputs = layer.compute_output_spec(inputs, training=training, **kwargs)
            inputs = outputs
        return outputs

    def compute_output_shape(self, input_shape):
        if self._functional:
            return self._functional.compute_output_shape(input_shape)
        for layer in self.layers:
            output_shape = layer.compute_output_shape(input_shape)
            input_shape = output_shape
        return output_shape

    @property
    def input_shape(self):
        if self._functional:
            return self._functional.input_shape
        raise AttributeError(f"Sequential model '{self.name}' has no defined input shape yet.")

    @property
    def output_shape(self):
        if self._functional:
            return self._functional.output_shape
        raise AttributeError(f"Sequential model '{self.name}' has no defined output shape yet.")

    @property
    def inputs(self):
        if self._functional:
            return self._functional.inputs
        raise AttributeError(f"Sequential model '{self.name}' has no defined inputs yet.")

    @property
    def outputs(self):
        if self._functional:
            return self._functional.outputs
        raise AttributeError(f"Sequential model '{self.name}' has no defined outputs yet.")

    @property
    def input_dtype(self):
        layers = self._layers
        if layers and isinstance(layers[0], InputLayer):
            return layers[0].dtype
        return super().input_dtype

    def _is_layer_name_unique(self, layer):
        for ref_layer in self._layers:
            if layer.name == ref_layer.name and ref_layer is not layer:
                return False
        return True
