"""TensorFlow helpers of the preprocessing layers (keras/src/utils/tf_utils.py)."""


def ensure_tensor(inputs, dtype=None):
    """`inputs` as a tf.Tensor (SparseTensor and RaggedTensor pass through), cast to `dtype`
    when one is given and differs."""
    import tensorflow as tf

    if not isinstance(inputs, (tf.Tensor, tf.SparseTensor, tf.RaggedTensor)):
        inputs = tf.convert_to_tensor(inputs, dtype)
    if dtype is not None and inputs.dtype != dtype:
        inputs = tf.cast(inputs, dtype)
    return inputs
