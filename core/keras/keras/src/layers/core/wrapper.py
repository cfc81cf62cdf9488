"""Wrapper (keras/src/layers/core/wrapper.py): the base of layers that wrap one layer
(TimeDistributed); building it builds the wrapped layer."""
from keras.src.layers.layer import Layer
from keras.src.saving import serialization_lib


class Wrapper(Layer):
    _init_call_site = ("layers/core/wrapper.py", 27, "super().__init__(**kwargs)")

    def __init__(self, layer, **kwargs):
        try:
            assert isinstance(layer, Layer)
        except Exception:
            raise ValueError(
                f"Layer {layer} supplied to Wrapper isn't a supported layer type. Please ensure wrapped layer is a "
                "valid Keras layer."
            )
        super().__init__(**kwargs)
        self.layer = layer

    def build(self, input_shape=None):
        if not self.layer.built:
            self.layer.build(input_shape)
            self.layer.built = True

    def get_config(self):
        config = {"layer": serialization_lib.serialize_keras_object(self.layer)}
        base_config = super().get_config()
        return {**base_config, **config}

    @classmethod
    def from_config(cls, config, custom_objects=None):
        layer = serialization_lib.deserialize_keras_object(config.pop("layer"), custom_objects=custom_objects)
        return cls(layer, **config)
