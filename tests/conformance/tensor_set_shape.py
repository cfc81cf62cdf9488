# Tensor.set_shape: an EagerTensor only checks that the shapes are compatible (ops.py
# _EagerTensorBase.set_shape, whose ValueError prints the argument as given); a symbolic tensor
# in a tf.function takes the merged shape (TF_GraphSetTensorShape: unknown dims filled in) and
# raises ValueError with shape_inference's MergeShapes texts.
import tensorflow as tf

x = tf.constant([1.0, 2.0])
x.set_shape([2])
x.set_shape([None])
x.set_shape(tf.TensorShape(None))
print(x.shape)
try:
    x.set_shape([3])
except ValueError as e:
    print("ValueError:", e)


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.float32)])
def f(t):
    t.set_shape([None, 3])
    print(t.shape)
    t.set_shape([2, None])
    print(t.shape, t.get_shape())
    for bad in ([2], [2, 4]):
        try:
            t.set_shape(bad)
        except ValueError as e:
            print("ValueError:", e)
    return t * 2.0


print(f(tf.ones([2, 3])))
