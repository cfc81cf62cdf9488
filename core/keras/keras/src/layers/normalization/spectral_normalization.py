"""SpectralNormalization (keras/src/layers/normalization/spectral_normalization.py): wraps a
layer with a `kernel` (or `embeddings`) and, in training calls, divides that weight by its
largest singular value, estimated by `power_iterations` steps of power iteration on a
(1, kernel.shape[-1]) non-trainable "vector_u" (TruncatedNormal(stddev=0.02)); both are
assigned back before the wrapped layer runs."""
from keras.src import initializers, ops
from keras.src.layers.core.wrapper import Wrapper
from keras.src.layers.input_spec import InputSpec


class SpectralNormalization(Wrapper):
    """Raises ValueError (Keras's texts) for power_iterations <= 0 and, at build, for a
    wrapped layer with neither `kernel` nor `embeddings`."""

    _init_call_site = ("layers/normalization/spectral_normalization.py", 45, "super().__init__(layer, **kwargs)")

    def __init__(self, layer, power_iterations=1, **kwargs):
        super().__init__(layer, **kwargs)
        if power_iterations <= 0:
            raise ValueError(
                f"`power_iterations` should be greater than zero. Received: `power_iterations={power_iterations}`"
            )
        self.power_iterations = power_iterations

    def build(self, input_shape):
        super().build(input_shape)
        self.input_spec = InputSpec(min_ndim=1, axes={-1: input_shape[-1]})
        if hasattr(self.layer, "kernel"):
            self.kernel = self.layer.kernel
        elif hasattr(self.layer, "embeddings"):
            self.kernel = self.layer.embeddings
        else:
            raise ValueError(f"{type(self.layer).__name__} object has no attribute 'kernel' nor 'embeddings'")
        self.kernel_shape = self.kernel.shape
        self.vector_u = self.add_weight(shape=(1, self.kernel_shape[-1]),
                                        initializer=initializers.TruncatedNormal(stddev=0.02), trainable=False,
                                        name="vector_u", dtype=self.kernel.dtype)

    def call(self, inputs, training=False):
        if training:
            new_vector_u, new_kernel = ops.cond(
                ops.all(ops.equal(self.kernel.value, 0)),
                lambda: (self.vector_u.value, self.kernel.value),
                self.normalized_weights,
            )
            self.vector_u.assign(new_vector_u)
            self.kernel.assign(new_kernel)
        output = self.layer(inputs)
        return ops.cast(output, inputs.dtype)

    def compute_output_shape(self, input_shape):
        return self.layer.compute_output_shape(input_shape)

    def normalized_weights(self):
        """(vector_u, kernel / sigma): the power iteration's new u and the kernel divided by
        the estimated largest singular value sigma = v W u^T (u and v not differentiated)."""
        weights = ops.reshape(self.kernel, [-1, self.kernel_shape[-1]])
        vector_u = self.vector_u.value
        for _ in range(self.power_iterations):
            vector_v = ops.normalize(ops.matmul(vector_u, ops.transpose(weights)), axis=None)
            vector_u = ops.normalize(ops.matmul(vector_v, weights), axis=None)
        vector_u = ops.stop_gradient(vector_u)
        vector_v = ops.stop_gradient(vector_v)
        sigma = ops.matmul(ops.matmul(vector_v, weights), ops.transpose(vector_u))
        kernel = ops.reshape(ops.divide(self.kernel, sigma), self.kernel_shape)
        return ops.cast(vector_u, self.vector_u.dtype), ops.cast(kernel, self.kernel.dtype)

    def get_config(self):
        config = {"power_iterations": self.power_iterations}
        base_config = super().get_config()
        return {**base_config, **config}
