"""TFSMLayer (keras/src/export/tfsm_layer.py): a layer around a SavedModel that
`model.export()` or an ExportArchive wrote, reloaded with tf.saved_model.load. Its call runs the
`call_endpoint` function (an attribute of the reloaded object, else one of its `signatures`),
or `call_training_endpoint` when called with training=True; its weights are new Keras
Variables initialised from the variables those functions use."""
from keras.src import backend
from keras.src.layers.layer import Layer


class TFSMLayer(Layer):
    """Raises ValueError (Keras's text, listing the SavedModel's signatures) when an endpoint is
    neither an attribute nor a signature of the reloaded SavedModel; tf.saved_model.load's
    errors for a path that holds no SavedModel."""

    def __init__(self, filepath, call_endpoint="serve", call_training_endpoint=None, trainable=True, name=None,
                 dtype=None):
        import tensorflow as tf

        # keras.src.export.saved_model imports keras.src.layers, which imports this module.
        from keras.src.export.saved_model import _list_variables_used_by_fns

        super().__init__(trainable=trainable, name=name, dtype=dtype)
        self._reloaded_obj = tf.saved_model.load(filepath)
        self.filepath = filepath
        self.call_endpoint = call_endpoint
        self.call_training_endpoint = call_training_endpoint
        self.call_endpoint_fn = self._resolve_endpoint(call_endpoint, select_hint=True)
        if call_training_endpoint:
            self.call_training_endpoint_fn = self._resolve_endpoint(call_training_endpoint, select_hint=False)
        all_fns = [self.call_endpoint_fn]
        if call_training_endpoint:
            all_fns.append(self.call_training_endpoint_fn)
        tvs, ntvs = _list_variables_used_by_fns(all_fns)
        for v in tvs:
            self._add_existing_weight(v)
        for v in ntvs:
            self._add_existing_weight(v)
        self._build_at_init()

    def _resolve_endpoint(self, endpoint, select_hint):
        if hasattr(self._reloaded_obj, endpoint):
            return getattr(self._reloaded_obj, endpoint)
        if endpoint in self._reloaded_obj.signatures:
            return self._reloaded_obj.signatures[endpoint]
        hint = "Select another endpoint via the `call_endpoint` argument. " if select_hint else ""
        raise ValueError(
            f"The endpoint '{endpoint}' is neither an attribute of the reloaded SavedModel, nor an entry in the "
            f"`signatures` field of the reloaded SavedModel. {hint}Available endpoints for this SavedModel: "
            f"{list(self._reloaded_obj.signatures.keys())}")

    def _add_existing_weight(self, weight):
        """Tracks a Keras Variable initialised from `weight` (Keras names have no slashes)."""
        variable = backend.Variable(initializer=weight, trainable=weight.trainable, dtype=weight.dtype,
                                    shape=weight.shape, name=weight.name.replace("/", "_"))
        self._track_variable(variable)

    def call(self, inputs, training=False, **kwargs):
        if training:
            if self.call_training_endpoint:
                return self.call_training_endpoint_fn(inputs, **kwargs)
        return self.call_endpoint_fn(inputs, **kwargs)

    def get_config(self):
        base_config = super().get_config()
        config = {"filepath": self.filepath, "call_endpoint": self.call_endpoint,
                  "call_training_endpoint": self.call_training_endpoint}
        return {**base_config, **config}
