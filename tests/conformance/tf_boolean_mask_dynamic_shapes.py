# tf.boolean_mask and boolean-mask indexing (TF 2.20 array_ops.boolean_mask, which tensor[mask]
# calls) inside a tf.function whose input shapes have None dimensions: as TF does, the leading
# mask dimensions fold into their product read from shape(tensor) at run time
# (prod(shape(tensor)[:ndims_mask]) concatenated with the remaining dims), the reshaped tensor
# keeps the static dims that are known (the folded one only when all of them are), and
# gather(reshaped, squeeze(where(reshape(mask, [-1])), [1])) picks the rows, so the result's
# static shape is (None, <trailing dims>). Values equal the eager result.
import numpy as np
import tensorflow as tf

x = tf.constant(np.arange(24, dtype="float32").reshape(2, 3, 4))
m = tf.constant([[True, False, True], [False, True, True]])
eager = tf.boolean_mask(x, m)


@tf.function(input_signature=[tf.TensorSpec([None, None, 4]), tf.TensorSpec([None, None], tf.bool)])
def masked(t, mask):
    out = tf.boolean_mask(t, mask)
    print("traced:", out.shape)
    return out


print(np.array_equal(masked(x, m).numpy(), eager.numpy()), eager.shape)


@tf.function(input_signature=[tf.TensorSpec([2, None, 4]), tf.TensorSpec([2, 3], tf.bool)])
def partly_known(t, mask):
    out = tf.boolean_mask(t, mask)
    print("traced:", out.shape)
    return out


print(partly_known(x, m).shape)


@tf.function(input_signature=[tf.TensorSpec([None, 3])])
def positive_rows(v):
    out = v[v[:, 0] > 0]
    print("traced:", out.shape)
    return out


print(positive_rows(tf.constant([[1.0, 2.0, 3.0], [-1.0, 0.0, 0.0], [4.0, 5.0, 6.0]])).numpy())
