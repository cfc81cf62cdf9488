"""Pipeline (keras/src/layers/preprocessing/pipeline.py): applies its layers in sequence,
passing each one the previous output's Keras mask and the `training` flag when its call takes
them. Unlike Sequential it is a plain Layer (no weights of its own, no model API), so it can
run inside tf.data pipelines."""
from keras.src import tree
from keras.src.layers.layer import Layer
from keras.src.saving import serialization_lib


class Pipeline(Layer):
    _init_call_site = ("layers/preprocessing/pipeline.py", 44, "super().__init__(name=name)")

    def __init__(self, layers, name=None):
        super().__init__(name=name)
        self._pipeline_layers = layers
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True

    @property
    def layers(self):
        return self._pipeline_layers

    def call(self, inputs, training=True, mask=None):
        for layer in self._pipeline_layers:
            kwargs = {}
            if layer._call_has_mask_arg:
                kwargs["mask"] = mask
            if layer._call_has_training_arg and training is not None:
                kwargs["training"] = training
            outputs = layer(inputs, **kwargs)
            inputs = outputs

            def _get_mask_from_keras_tensor(kt):
                return getattr(kt, "_keras_mask", None)

            mask = tree.map_structure(_get_mask_from_keras_tensor, outputs)
        return outputs

    @classmethod
    def from_config(cls, config):
        config["layers"] = [serialization_lib.deserialize_keras_object(x) for x in config["layers"]]
        return cls(**config)

    def get_config(self):
        # Only the layers and the name, as Keras (not the base Layer's config).
        return {"layers": serialization_lib.serialize_keras_object(self._pipeline_layers), "name": self.name}
