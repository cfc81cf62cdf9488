# An int attr below the minimum its op registers (array_ops.cc Split "num_split: int >= 1",
# nn_ops.cc ApproxTopK "k: int >= 0") raises TF's errors instead of stopping the engine:
# eagerly node_def_util.cc ValidateAttrValue's InvalidArgumentError with the NodeDef summary,
# in a graph op_def_library.py's ValueError "Attr ... passed ... less than minimum ...".
import tensorflow as tf

x = tf.constant([1.0, 2.0])
for n in (0, -1):
    try:
        tf.split(x, n)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)


@tf.function
def split_none(t):
    return tf.split(t, 0)


@tf.function
def top_minus_one(t):
    return tf.math.approx_max_k(t, -1)


for f in (split_none, top_minus_one):
    try:
        f(tf.constant([[1.0, 2.0], [3.0, 4.0]]))
    except ValueError as e:
        print(type(e).__name__, e)
