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


def built_kernel_property():
    """Dense's, EinsumDense's and the convolutions' read-only `kernel`: `self._kernel`, or
    AttributeError (Keras's text) before the layer is built."""

    def kernel(self):
        if not self.built:
            raise AttributeError("You must build the layer before accessing `kernel`.")
        return self._kernel

    return property(kernel)
