"""ActivityRegularization (keras/src/layers/regularization/activity_regularization.py): the
identity, adding `l1 * sum(|x|) + l2 * sum(x^2)` of its output to the layer's losses."""
from keras.src import regularizers
from keras.src.layers.layer import Layer


class ActivityRegularization(Layer):
    _init_call_site = ("layers/regularization/activity_regularization.py", 24, "super().__init__(")

    def __init__(self, l1=0.0, l2=0.0, **kwargs):
        super().__init__(activity_regularizer=regularizers.L1L2(l1=l1, l2=l2), **kwargs)
        self.supports_masking = True
        self.l1 = l1
        self.l2 = l2
        self._build_at_init()

    def call(self, inputs):
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        base_config = super().get_config()
        base_config.pop("activity_regularizer", None)
        return {**base_config, "l1": self.l1, "l2": self.l2}
