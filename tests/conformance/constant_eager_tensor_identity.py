# tf.constant of an eager tensor. Expected text from TF 2.20's source and docstring:
# tensorflow/python/framework/constant_op.py: "`tf.constant` has no effect if an eager Tensor is
# passed as the `value`, it even transmits gradients" (g.gradient(loss, v) -> [2.]).
# _constant_eager_impl returns convert_to_eager_tensor(value, ctx, dtype) as it is when `shape` is
# None or equals its shape (another shape goes through the unrecorded _eager_reshape), and
# convert_to_eager_tensor returns an EagerTensor itself, after raising
# TypeError(f"Expected tensor {value} with dtype {dtype!r}, but got dtype {value.dtype!r}.") when
# the requested dtype differs. In a graph (_create_graph_constant -> make_tensor_proto) an eager
# tensor is copied into a Const, cast by np.asarray(value).astype(dtype); a symbolic tensor is
# refused by _AssertCompatible.
import tensorflow as tf

v = tf.Variable([0.0])
with tf.GradientTape() as g:
    s = v + v
    loss = tf.constant(s)
print(loss is s)
print(g.gradient(loss, v))

x = tf.constant([1.0, 2.0])
print(tf.constant(x) is x, tf.constant(x, dtype=tf.float32) is x, tf.constant(x, dtype="float32") is x)
print(tf.constant(x, shape=[2]) is x, tf.constant(x, shape=(2, 1)) is x)
with tf.GradientTape() as g:
    g.watch(x)
    y = tf.constant(x, shape=(2, 1))
print(g.gradient(y, x))
for dtype in [tf.int32, "int64"]:
    try:
        tf.constant(x, dtype=dtype)
    except TypeError as e:
        print("TypeError:", e)


@tf.function
def f(a):
    c = tf.constant(x)
    print(c is x, c.dtype)
    try:
        tf.constant(a)
    except TypeError as e:
        print("TypeError:", e)
    return tf.constant(x, dtype=tf.int32)


print(f(x))
