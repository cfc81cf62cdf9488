"""The initializer, regularizer and constraint arguments a layer takes for each of its weights
(kernel_initializer, recurrent_regularizer, bias_constraint, ...), resolved in the order Keras's
layers resolve them: every initializer first (an unseeded random one draws its seed from
Python's `random` as it is made), then the regularizers, then the constraints."""
from keras.src import constraints, initializers, regularizers


def set_weight_options(layer, **options):
    """`options` maps a weight's prefix ("kernel", "recurrent", "bias") to its (initializer,
    regularizer, constraint) arguments; sets `layer.<prefix>_initializer`, `_regularizer` and
    `_constraint` to what initializers/regularizers/constraints.get make of them."""
    for prefix, (initializer, _, _) in options.items():
        setattr(layer, f"{prefix}_initializer", initializers.get(initializer))
    for prefix, (_, regularizer, _) in options.items():
        setattr(layer, f"{prefix}_regularizer", regularizers.get(regularizer))
    for prefix, (_, _, constraint) in options.items():
        setattr(layer, f"{prefix}_constraint", constraints.get(constraint))


def weight_options_config(layer, config, prefixes):
    """get_config's entries for the weights named by `prefixes`, in Keras's order: every
    `<prefix>_initializer`, every `<prefix>_regularizer`, the layer's activity_regularizer,
    every `<prefix>_constraint`, each serialized. Updates and returns `config`."""
    for w in prefixes:
        config[f"{w}_initializer"] = initializers.serialize(getattr(layer, f"{w}_initializer"))
    for w in prefixes:
        config[f"{w}_regularizer"] = regularizers.serialize(getattr(layer, f"{w}_regularizer"))
    config["activity_regularizer"] = regularizers.serialize(layer.activity_regularizer)
    for w in prefixes:
        config[f"{w}_constraint"] = constraints.serialize(getattr(layer, f"{w}_constraint"))
    return config


def built_kernel_property():
    """Dense's, EinsumDense's and the convolutions' read-only `kernel`: `self._kernel`, or
    AttributeError (Keras's text) before the layer is built."""

    def kernel(self):
        if not self.built:
            raise AttributeError("You must build the layer before accessing `kernel`.")
        return self._kernel

    return property(kernel)
