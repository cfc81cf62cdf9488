"""TFDataLayer (keras/src/layers/preprocessing/tf_data_layer.py): a layer usable inside
tf.data pipelines and graphs; there it converts its inputs to the compute dtype itself
instead of leaving float-only autocasting to Layer.__call__."""
from keras.src import tree
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.layers.layer import Layer
from keras.src.utils import backend_utils


class TFDataLayer(Layer):
    _init_call_site = ("layers/preprocessing/tf_data_layer.py", 19, "super().__init__(**kwargs)")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.backend = backend_utils.DynamicBackend()
        self._allow_non_tensor_positional_args = True

    def __call__(self, inputs, **kwargs):
        sample_input = tree.flatten(inputs)[0]
        if not isinstance(sample_input, KerasTensor) and backend_utils.in_tf_graph():
            self.backend.set_backend("tensorflow")
            inputs = tree.map_structure(lambda x: self.backend.convert_to_tensor(x, dtype=self.compute_dtype),
                                        inputs)
            switch_convert_input_args = False
            if self._convert_input_args:
                self._convert_input_args = False
                switch_convert_input_args = True
            try:
                outputs = super().__call__(inputs, **kwargs)
            finally:
                self.backend.reset()
                if switch_convert_input_args:
                    self._convert_input_args = True
            return outputs
        return super().__call__(inputs, **kwargs)

    def convert_weight(self, weight):
        """A weight as a tensor of the backend computing now (always TensorFlow's here)."""
        return weight
